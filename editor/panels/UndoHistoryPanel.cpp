#include "panels/UndoHistoryPanel.h"

#include "document/Document.h"

namespace sw::editor {

UndoHistoryPanel::UndoHistoryPanel(Document& document, QWidget* parent)
    : QUndoView(document.undoStack(), parent)
{
    setEmptyLabel(tr("<opened map>"));
    // Every row is one line of text: the list lays out without measuring each one, which it
    // does again after every edit (the history's model is reset on each change).
    setUniformItemSizes(true);
}

} // namespace sw::editor
