#include "panels/MixedSpinBox.h"

#include <QLineEdit>
#include <QLocale>
#include <QSignalBlocker>

namespace sw::editor {

MixedSpinBox::MixedSpinBox(QWidget* parent) : QDoubleSpinBox(parent)
{
    setRange(-1e6, 1e6);
    setDecimals(0);
    setKeyboardTracking(false);
    setAccelerated(true);
    connect(this, &QAbstractSpinBox::editingFinished, this, [this] {
        // Only typing counts: leaving the field must not overwrite mixed values with a number.
        if (!lineEdit()->isModified())
            return;
        lineEdit()->setModified(false);
        bool ok = false;
        const double typed = locale().toDouble(lineEdit()->text(), &ok);
        if (ok)
            emit entered(typed);
    });
}

void MixedSpinBox::showValue(double v)
{
    const QSignalBlocker blocker(this);
    m_mixed = false;
    setValue(v);
    lineEdit()->setText(textFromValue(v));
    lineEdit()->setModified(false);
}

void MixedSpinBox::showMixed()
{
    const QSignalBlocker blocker(this);
    m_mixed = true;
    lineEdit()->setText(tr("mixed"));
    lineEdit()->setModified(false);
}

void MixedSpinBox::stepBy(int steps)
{
    // The document changes and the panel shows the result; the field itself does not count.
    emit stepped(steps * singleStep());
}

QString MixedSpinBox::textFromValue(double v) const
{
    return m_mixed ? tr("mixed") : QDoubleSpinBox::textFromValue(v);
}

} // namespace sw::editor
