#include "dialogs/FindReplaceDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QStringList>
#include <QVBoxLayout>

namespace sw::editor {

namespace {

bool isName(edit::FindKind kind)
{
    return kind == edit::FindKind::WallTexture || kind == edit::FindKind::Flat;
}

} // namespace

FindReplaceDialog::FindReplaceDialog(const Map& map, edit::FindScope selection, QWidget* parent)
    : QDialog(parent), m_map(map), m_selection(std::move(selection))
{
    setWindowTitle(tr("Find and Replace"));
    m_selection.wholeMap = false;
    m_kind = new QComboBox(this);
    m_kind->addItem(tr("Wall texture"), static_cast<int>(edit::FindKind::WallTexture));
    m_kind->addItem(tr("Flat (floor or ceiling)"), static_cast<int>(edit::FindKind::Flat));
    m_kind->addItem(tr("Thing type"), static_cast<int>(edit::FindKind::ThingType));
    m_kind->addItem(tr("Special (walls, sectors, things)"), static_cast<int>(edit::FindKind::Special));
    m_kind->addItem(tr("Tag (walls, sectors; thing ids)"), static_cast<int>(edit::FindKind::Tag));
    m_find = new QLineEdit(this);
    m_replace = new QLineEdit(this);
    m_inSelection = new QRadioButton(tr("Selection"), this);
    m_whole = new QRadioButton(tr("Whole map"), this);
    const bool anySelected =
        !m_selection.walls.empty() || !m_selection.sectors.empty() || !m_selection.things.empty();
    m_inSelection->setEnabled(anySelected);
    (anySelected ? m_inSelection : m_whole)->setChecked(true);
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("findCount"));
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton* replace = m_buttons->addButton(tr("Replace All"), QDialogButtonBox::AcceptRole);
    replace->setDefault(true);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* scope = new QHBoxLayout;
    scope->addWidget(m_inSelection);
    scope->addWidget(m_whole);
    scope->addStretch();
    auto* form = new QFormLayout;
    form->addRow(tr("Find:"), m_kind);
    form->addRow(tr("Value:"), m_find);
    form->addRow(tr("Replace with:"), m_replace);
    form->addRow(tr("In:"), scope);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_count);
    layout->addWidget(m_buttons);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &FindReplaceDialog::update);
    connect(m_find, &QLineEdit::textChanged, this, &FindReplaceDialog::update);
    connect(m_replace, &QLineEdit::textChanged, this, &FindReplaceDialog::update);
    connect(m_whole, &QRadioButton::toggled, this, &FindReplaceDialog::update);
    update();
    setMinimumWidth(400);
    // Typing starts in the value: the kind list would take the first letter as a choice.
    m_find->setFocus();
}

void FindReplaceDialog::setKind(edit::FindKind kind)
{
    m_kind->setCurrentIndex(m_kind->findData(static_cast<int>(kind)));
}

edit::FindQuery FindReplaceDialog::read(const QLineEdit* field) const
{
    edit::FindQuery q;
    q.kind = static_cast<edit::FindKind>(m_kind->currentData().toInt());
    const QString text = field->text().trimmed();
    if (isName(q.kind))
        q.name = text.toUpper().toStdString();
    else
        q.number = text.toInt();
    return q;
}

bool FindReplaceDialog::valid(const QLineEdit* field) const
{
    const QString text = field->text().trimmed();
    if (isName(static_cast<edit::FindKind>(m_kind->currentData().toInt())))
        return !text.isEmpty() && text.size() <= 8;
    bool ok = false;
    text.toInt(&ok);
    return ok;
}

edit::FindQuery FindReplaceDialog::query() const
{
    return read(m_find);
}

edit::FindQuery FindReplaceDialog::replacement() const
{
    return read(m_replace);
}

edit::FindScope FindReplaceDialog::scope() const
{
    if (m_whole->isChecked())
        return {};
    return m_selection;
}

QString FindReplaceDialog::describe(const edit::FindCount& count)
{
    QStringList parts;
    // Singular and plural spelled out, so English reads right without a translation file.
    if (count.walls > 0)
        parts << (count.walls == 1 ? tr("1 wall") : tr("%1 walls").arg(count.walls));
    if (count.sectors > 0)
        parts << (count.sectors == 1 ? tr("1 sector") : tr("%1 sectors").arg(count.sectors));
    if (count.things > 0)
        parts << (count.things == 1 ? tr("1 thing") : tr("%1 things").arg(count.things));
    return parts.isEmpty() ? tr("nothing") : parts.join(QStringLiteral(", "));
}

QString FindReplaceDialog::countText() const
{
    return m_count->text();
}

void FindReplaceDialog::update()
{
    const bool name = isName(static_cast<edit::FindKind>(m_kind->currentData().toInt()));
    m_find->setPlaceholderText(name ? tr("e.g. STARTAN3") : tr("a number"));
    m_replace->setPlaceholderText(m_find->placeholderText());
    const bool findOk = valid(m_find), replaceOk = valid(m_replace);
    edit::FindCount count;
    if (findOk)
        count = edit::findAll(m_map, query(), scope()).count();
    m_count->setText(findOk ? tr("Matches: %1").arg(describe(count))
                            : tr("Enter what to find."));
    for (QAbstractButton* b : m_buttons->buttons())
        if (m_buttons->buttonRole(b) == QDialogButtonBox::AcceptRole)
            b->setEnabled(findOk && replaceOk && count.total() > 0);
}

} // namespace sw::editor
