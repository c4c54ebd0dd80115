#pragma once

#include <QWidget>

#include <cstdint>
#include <vector>

class QCheckBox;
class QGridLayout;

namespace sw::editor {

// Check boxes for the bits of a flags word, two to a row. With several elements selected a
// box whose bit differs between them is partly checked; a click sets the bit on all of them.
class FlagChecks : public QWidget {
    Q_OBJECT

public:
    explicit FlagChecks(QWidget* parent = nullptr);

    QCheckBox* addFlag(std::uint32_t bit, const QString& label, const QString& toolTip = {});
    // Shows the bits of every selected element's flags; emits nothing.
    void showFlags(const std::vector<std::uint32_t>& flags);
    QCheckBox* box(std::uint32_t bit) const;

signals:
    // The user clicked a box: the bit is to be set (on) or cleared on every element.
    void flagClicked(std::uint32_t bit, bool on);

private:
    QGridLayout* m_grid;
    std::vector<std::pair<std::uint32_t, QCheckBox*>> m_boxes;
};

} // namespace sw::editor
