#pragma once

#include <QDialog>
#include <QKeySequence>
#include <QWidget>

#include <vector>

class QKeySequenceEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace sw::editor {

// One action of the menus as the shortcut list shows it.
struct ShortcutEntry {
    QString id;   // how Settings stores it
    QString menu; // "Edit", "View > 3D View"
    QString text; // the action's name without & and ...
    QKeySequence shortcut;
    QKeySequence defaultShortcut;
    // A key of a view itself (the 3D view's walk, fly and surface keys), as written: fixed, so
    // shown in Help only, never edited and never counted as a clash with a menu's shortcut
    // (Page Up raises picked surfaces in the 3D view and the selected floors elsewhere).
    QString fixedKeys = {};
};

// The fixed keys of the views, for Help > Keyboard Shortcuts.
std::vector<ShortcutEntry> viewKeys();

// The list of every action with its shortcut, filtered by what is typed; editable (a key
// sequence field for the chosen row, Clear, Default) for Preferences, read-only for Help.
// Shortcuts given to two actions are named under the list.
class ShortcutsEditor : public QWidget {
    Q_OBJECT

public:
    ShortcutsEditor(std::vector<ShortcutEntry> entries, bool editable, QWidget* parent = nullptr);

    const std::vector<ShortcutEntry>& entries() const { return m_entries; }
    // Sets the shortcut of the entry with that id (as the key field does); false if none.
    bool setShortcut(const QString& id, const QKeySequence& shortcut);
    // "Ctrl+H: Find and Replace, Select Similar" for each shortcut given twice.
    QStringList conflicts() const;
    QTableWidget* table() const { return m_table; }
    QLineEdit* filterField() const { return m_filter; }

private:
    void fill();
    void showRow();
    void applyFilter();
    int currentEntry() const;

    std::vector<ShortcutEntry> m_entries;
    bool m_editable;
    QLineEdit* m_filter;
    QTableWidget* m_table;
    QKeySequenceEdit* m_key = nullptr;
    QPushButton* m_clear = nullptr;
    QPushButton* m_default = nullptr;
    QLabel* m_conflicts;
};

// Help > Keyboard Shortcuts: the list and the views' fixed keys (viewKeys), read-only.
class ShortcutsDialog : public QDialog {
    Q_OBJECT

public:
    ShortcutsDialog(std::vector<ShortcutEntry> entries, QWidget* parent = nullptr);
    ShortcutsEditor* editor() const { return m_editor; }

private:
    ShortcutsEditor* m_editor;
};

} // namespace sw::editor
