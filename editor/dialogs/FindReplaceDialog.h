#pragma once

#include "map/FindReplace.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QRadioButton;

namespace sw::editor {

// Edit > Find and Replace: what to look for (a texture, flat, thing type, special or tag),
// what to put instead, and where (the selection or the whole map). Shows live how many walls,
// sectors and things match before anything is applied.
class FindReplaceDialog : public QDialog {
    Q_OBJECT

public:
    // selection: the selected elements (its wholeMap is ignored); empty selections leave only
    // the whole map to search.
    FindReplaceDialog(const Map& map, edit::FindScope selection, QWidget* parent = nullptr);

    edit::FindQuery query() const;
    edit::FindQuery replacement() const;
    edit::FindScope scope() const;
    // "12 walls, 3 sectors" for what matches now.
    QString countText() const;

    // "12 walls, 3 sectors", "nothing" for none.
    static QString describe(const edit::FindCount& count);

    // For tests and callers that preset values.
    void setKind(edit::FindKind kind);
    QLineEdit* findField() const { return m_find; }
    QLineEdit* replaceField() const { return m_replace; }
    QRadioButton* wholeMapButton() const { return m_whole; }

private:
    void update();
    edit::FindQuery read(const QLineEdit* field) const;
    bool valid(const QLineEdit* field) const;

    const Map& m_map;
    edit::FindScope m_selection;
    QComboBox* m_kind;
    QLineEdit* m_find;
    QLineEdit* m_replace;
    QRadioButton* m_inSelection;
    QRadioButton* m_whole;
    QLabel* m_count;
    QDialogButtonBox* m_buttons;
};

} // namespace sw::editor
