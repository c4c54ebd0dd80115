#pragma once

#include <QDoubleSpinBox>

namespace sw::editor {

// A number field for several elements at once. When their values differ it shows "mixed";
// its arrows and Up/Down keys then step every element from its own value (as Doom Builder's
// "++8" does), and typing a number sets them all to it.
class MixedSpinBox : public QDoubleSpinBox {
    Q_OBJECT

public:
    explicit MixedSpinBox(QWidget* parent = nullptr);

    // What the field shows; neither emits a signal.
    void showValue(double value);
    void showMixed();
    bool isMixed() const { return m_mixed; }

    void stepBy(int steps) override;

signals:
    // The user stepped by delta (in value units).
    void stepped(double delta);
    // The user typed a value and confirmed it.
    void entered(double value);

protected:
    QString textFromValue(double value) const override;
    StepEnabled stepEnabled() const override { return StepUpEnabled | StepDownEnabled; }

private:
    bool m_mixed = false;
    bool m_typed = false; // the user typed since the field was last shown
};

} // namespace sw::editor
