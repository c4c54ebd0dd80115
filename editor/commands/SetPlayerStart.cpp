#include "commands/SetPlayerStart.h"

#include "document/Document.h"

namespace sw::editor {

SetPlayerStart::SetPlayerStart(Document& document, std::optional<PlayerStart> start)
    : QUndoCommand(tr("Set Player Start")), m_document(document), m_other(start)
{
}

void SetPlayerStart::swap()
{
    std::swap(m_document.editMap().playerStart, m_other);
    ChangeSet changes;
    changes.playerStart = true;
    m_document.notifyChanged(changes);
}

} // namespace sw::editor
