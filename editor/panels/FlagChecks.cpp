#include "panels/FlagChecks.h"

#include <QCheckBox>
#include <QGridLayout>

namespace sw::editor {

FlagChecks::FlagChecks(QWidget* parent) : QWidget(parent), m_grid(new QGridLayout(this))
{
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(12);
    m_grid->setVerticalSpacing(2);
}

QCheckBox* FlagChecks::addFlag(std::uint32_t bit, const QString& label, const QString& toolTip)
{
    auto* box = new QCheckBox(label, this);
    box->setToolTip(toolTip);
    const int n = static_cast<int>(m_boxes.size());
    m_grid->addWidget(box, n / 2, n % 2);
    m_boxes.emplace_back(bit, box);
    connect(box, &QCheckBox::clicked, this, [this, box, bit] {
        // A click on a partly checked box checks it everywhere; the refresh that follows the
        // edit shows the new state, so the box never stays in the partial state by itself.
        const bool on = box->checkState() != Qt::Unchecked;
        emit flagClicked(bit, on);
    });
    return box;
}

void FlagChecks::showFlags(const std::vector<std::uint32_t>& flags)
{
    for (const auto& [bit, box] : m_boxes) {
        std::size_t on = 0;
        for (std::uint32_t f : flags)
            on += (f & bit) != 0;
        const QSignalBlocker blocker(box);
        // Tri-state only while the selection is mixed, so a click never cycles to "partial".
        box->setTristate(on != 0 && on != flags.size());
        box->setCheckState(on == 0              ? Qt::Unchecked
                           : on == flags.size() ? Qt::Checked
                                                : Qt::PartiallyChecked);
    }
}

QCheckBox* FlagChecks::box(std::uint32_t bit) const
{
    for (const auto& [b, box] : m_boxes)
        if (b == bit)
            return box;
    return nullptr;
}

} // namespace sw::editor
