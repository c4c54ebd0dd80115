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
    // Only typing counts: leaving the field must not overwrite mixed values with a number.
    connect(lineEdit(), &QLineEdit::textEdited, this, [this] {
        m_typed = true;
        m_mixed = false;
    });
    connect(this, &QAbstractSpinBox::editingFinished, this, [this] {
        if (!m_typed)
            return;
        m_typed = false;
        emit entered(value());
    });
}

void MixedSpinBox::showValue(double v)
{
    const QSignalBlocker blocker(this);
    m_mixed = false;
    m_typed = false;
    setValue(v);
    lineEdit()->setText(textFromValue(v));
    lineEdit()->setModified(false);
}

void MixedSpinBox::showMixed()
{
    const QSignalBlocker blocker(this);
    m_mixed = true;
    m_typed = false;
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
