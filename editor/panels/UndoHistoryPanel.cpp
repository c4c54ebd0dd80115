#include "panels/UndoHistoryPanel.h"

#include "document/Document.h"

namespace sw::editor {

UndoHistoryPanel::UndoHistoryPanel(Document& document, QWidget* parent)
    : QUndoView(document.undoStack(), parent)
{
    setEmptyLabel(tr("<opened map>"));
}

} // namespace sw::editor
