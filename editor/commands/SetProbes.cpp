#include "commands/SetProbes.h"

#include "document/Document.h"

namespace sw::editor {

SetProbes::SetProbes(Document& document, std::vector<ProbeRecord> probes, const QString& text)
    : QUndoCommand(text), m_document(document), m_other(std::move(probes))
{
}

void SetProbes::swap()
{
    std::swap(m_document.editMap().probes, m_other);
    // No element, height or profile changed: listeners that draw or collide need not update.
    m_document.notifyChanged(ChangeSet{});
}

} // namespace sw::editor
