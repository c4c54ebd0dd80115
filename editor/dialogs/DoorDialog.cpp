#include "dialogs/DoorDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace sw::editor {

namespace {

constexpr std::int32_t kPlainDoor = 1; // DR Door: open, wait, close

} // namespace

std::vector<std::int32_t> DoorDialog::doorSpecials(const GameConfig* game)
{
    std::vector<std::int32_t> out;
    if (game)
        for (const LineSpecial& s : game->lineSpecials())
            if (!s.generalized && s.target == SpecialTarget::Back &&
                (s.category == "door" || s.category == "locked door") &&
                (s.trigger == "DR" || s.trigger == "D1"))
                out.push_back(s.special);
    if (std::find(out.begin(), out.end(), kPlainDoor) == out.end())
        out.insert(out.begin(), kPlainDoor);
    return out;
}

DoorDialog::DoorDialog(const GameConfig* game, std::int32_t preferred, QWidget* parent)
    : QDialog(parent), m_kind(new QComboBox(this))
{
    setWindowTitle(tr("Make Door"));
    for (const std::int32_t special : doorSpecials(game)) {
        const QString label = game ? QString::fromStdString(game->lineSpecialLabel(special))
                                   : tr("DR Door: open, wait, close (%1)").arg(special);
        m_kind->addItem(label, special);
    }
    setSpecial(kPlainDoor);
    setSpecial(preferred);
    auto* note = new QLabel(tr("DR doors open again and again, D1 doors once and stay open; a "
                               "keyed door needs its key."),
                            this);
    note->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("Door &kind:"), m_kind);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
}

std::int32_t DoorDialog::special() const
{
    return m_kind->currentData().toInt();
}

void DoorDialog::setSpecial(std::int32_t special)
{
    const int row = m_kind->findData(special);
    if (row >= 0)
        m_kind->setCurrentIndex(row);
}

} // namespace sw::editor
