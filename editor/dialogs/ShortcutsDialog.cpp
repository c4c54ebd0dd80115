#include "dialogs/ShortcutsDialog.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace sw::editor {

namespace {

enum Column { kMenu, kAction, kShortcut };

} // namespace

ShortcutsEditor::ShortcutsEditor(std::vector<ShortcutEntry> entries, bool editable,
                                 QWidget* parent)
    : QWidget(parent), m_entries(std::move(entries)), m_editable(editable)
{
    m_filter = new QLineEdit(this);
    m_filter->setPlaceholderText(tr("Filter by action, menu or key"));
    m_filter->setClearButtonEnabled(true);
    m_table = new QTableWidget(this);
    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels({tr("Menu"), tr("Action"), tr("Shortcut")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    // Compact rows: the list is long.
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setSectionResizeMode(kAction, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(kMenu, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(kShortcut, QHeaderView::ResizeToContents);
    m_conflicts = new QLabel(this);
    m_conflicts->setWordWrap(true);
    m_conflicts->setStyleSheet(QStringLiteral("color: #b00020;"));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_filter);
    layout->addWidget(m_table, 1);
    if (m_editable) {
        m_key = new QKeySequenceEdit(this);
        m_clear = new QPushButton(tr("Clear"), this);
        m_default = new QPushButton(tr("Default"), this);
        auto* row = new QHBoxLayout;
        row->addWidget(new QLabel(tr("Shortcut:"), this));
        row->addWidget(m_key, 1);
        row->addWidget(m_clear);
        row->addWidget(m_default);
        layout->addLayout(row);
        connect(m_key, &QKeySequenceEdit::editingFinished, this, [this] {
            const int i = currentEntry();
            if (i >= 0)
                setShortcut(m_entries[static_cast<std::size_t>(i)].id, m_key->keySequence());
        });
        connect(m_clear, &QPushButton::clicked, this, [this] {
            const int i = currentEntry();
            if (i >= 0)
                setShortcut(m_entries[static_cast<std::size_t>(i)].id, {});
        });
        connect(m_default, &QPushButton::clicked, this, [this] {
            const int i = currentEntry();
            if (i >= 0)
                setShortcut(m_entries[static_cast<std::size_t>(i)].id,
                            m_entries[static_cast<std::size_t>(i)].defaultShortcut);
        });
        connect(m_table, &QTableWidget::currentCellChanged, this, &ShortcutsEditor::showRow);
    }
    layout->addWidget(m_conflicts);
    connect(m_filter, &QLineEdit::textChanged, this, &ShortcutsEditor::applyFilter);
    fill();
    showRow();
}

void ShortcutsEditor::fill()
{
    m_table->setRowCount(static_cast<int>(m_entries.size()));
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        const ShortcutEntry& e = m_entries[i];
        const int row = static_cast<int>(i);
        auto* menu = new QTableWidgetItem(e.menu);
        menu->setData(Qt::UserRole, row);
        m_table->setItem(row, kMenu, menu);
        m_table->setItem(row, kAction, new QTableWidgetItem(e.text));
        auto* key = new QTableWidgetItem(
            e.fixedKeys.isEmpty() ? e.shortcut.toString(QKeySequence::NativeText) : e.fixedKeys);
        if (e.fixedKeys.isEmpty() && e.shortcut != e.defaultShortcut) {
            QFont bold = key->font();
            bold.setBold(true);
            key->setFont(bold);
        }
        m_table->setItem(row, kShortcut, key);
    }
    const QStringList clashes = conflicts();
    m_conflicts->setText(clashes.isEmpty() ? QString()
                                           : tr("Used twice: %1").arg(clashes.join(QStringLiteral("; "))));
    m_conflicts->setVisible(!clashes.isEmpty());
    applyFilter();
}

int ShortcutsEditor::currentEntry() const
{
    const QTableWidgetItem* item = m_table->item(m_table->currentRow(), kMenu);
    return item ? item->data(Qt::UserRole).toInt() : -1;
}

void ShortcutsEditor::showRow()
{
    if (!m_editable)
        return;
    const int i = currentEntry();
    const bool any = i >= 0;
    m_key->setEnabled(any);
    m_clear->setEnabled(any);
    m_default->setEnabled(any);
    m_key->setKeySequence(any ? m_entries[static_cast<std::size_t>(i)].shortcut : QKeySequence());
}

void ShortcutsEditor::applyFilter()
{
    const QString text = m_filter->text().trimmed();
    for (int row = 0; row < m_table->rowCount(); ++row) {
        bool shown = text.isEmpty();
        for (int c = 0; c < 3 && !shown; ++c)
            shown = m_table->item(row, c)->text().contains(text, Qt::CaseInsensitive);
        m_table->setRowHidden(row, !shown);
    }
}

bool ShortcutsEditor::setShortcut(const QString& id, const QKeySequence& shortcut)
{
    for (std::size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].id == id) {
            m_entries[i].shortcut = shortcut;
            const int row = m_table->currentRow();
            fill();
            m_table->setCurrentCell(row, kAction);
            showRow();
            return true;
        }
    return false;
}

QStringList ShortcutsEditor::conflicts() const
{
    QMap<QString, QStringList> byKey;
    for (const ShortcutEntry& e : m_entries)
        if (!e.shortcut.isEmpty() && e.fixedKeys.isEmpty())
            byKey[e.shortcut.toString(QKeySequence::NativeText)] << e.text;
    QStringList result;
    for (auto it = byKey.cbegin(); it != byKey.cend(); ++it)
        if (it.value().size() > 1)
            result << tr("%1: %2").arg(it.key(), it.value().join(QStringLiteral(", ")));
    return result;
}

std::vector<ShortcutEntry> viewKeys()
{
    const QString view = ShortcutsDialog::tr("3D View");
    const QString fly = ShortcutsDialog::tr("3D View > Fly Camera");
    const QString walk = ShortcutsDialog::tr("3D View > Walking");
    const QString picked = ShortcutsDialog::tr("3D View > Picked Surfaces");
    const auto key = [](const QString& menu, const QString& text, const QString& keys) {
        ShortcutEntry e;
        e.menu = menu;
        e.text = text;
        e.fixedKeys = keys;
        return e;
    };
    return {
        key(view, ShortcutsDialog::tr("Frame the selection"), QStringLiteral("F")),
        key(view, ShortcutsDialog::tr("Reset the camera"), QStringLiteral("Home")),
        key(fly, ShortcutsDialog::tr("Forward, back, left, right"), QStringLiteral("W S A D")),
        key(fly, ShortcutsDialog::tr("Up, down"), QStringLiteral("E Q")),
        key(fly, ShortcutsDialog::tr("Faster"), QStringLiteral("Shift")),
        key(walk, ShortcutsDialog::tr("Forward, back"), ShortcutsDialog::tr("W S, Up Down")),
        key(walk, ShortcutsDialog::tr("Sideways"), QStringLiteral("A D")),
        key(walk, ShortcutsDialog::tr("Turn"), ShortcutsDialog::tr("Left Right")),
        key(walk, ShortcutsDialog::tr("Run"), QStringLiteral("Shift")),
        key(walk, ShortcutsDialog::tr("Use a door, switch or teleporter"), QStringLiteral("E")),
        key(walk, ShortcutsDialog::tr("Jump (Use for a profile that cannot jump)"),
            ShortcutsDialog::tr("Space")),
        key(walk, ShortcutsDialog::tr("Stop walking"), QStringLiteral("Esc")),
        key(picked, ShortcutsDialog::tr("Pick a floor, ceiling or wall part"),
            ShortcutsDialog::tr("Click")),
        key(picked, ShortcutsDialog::tr("Add or remove a surface"), ShortcutsDialog::tr("Shift+Click")),
        key(picked, ShortcutsDialog::tr("Raise or lower floors and ceilings by the grid"),
            ShortcutsDialog::tr("PgUp PgDown, Ctrl+Wheel")),
        key(picked, ShortcutsDialog::tr("Move texture offsets by 1"), ShortcutsDialog::tr("Arrows")),
        key(picked, ShortcutsDialog::tr("Move texture offsets by the grid"),
            ShortcutsDialog::tr("Shift+Arrows")),
    };
}

ShortcutsDialog::ShortcutsDialog(std::vector<ShortcutEntry> entries, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    for (ShortcutEntry& e : viewKeys())
        entries.push_back(std::move(e));
    m_editor = new ShortcutsEditor(std::move(entries), false, this);
    auto* note = new QLabel(
        tr("Change them in File > Preferences > Shortcuts. The 3D view's own keys are fixed."),
        this);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_editor, 1);
    layout->addWidget(note);
    layout->addWidget(buttons);
    resize(560, 600);
}

} // namespace sw::editor
