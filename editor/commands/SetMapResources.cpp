#include "commands/SetMapResources.h"

#include "document/Document.h"

namespace sw::editor {

SetMapResources::SetMapResources(Document& document, std::vector<std::string> resources)
    : QUndoCommand(tr("Change Resources")), m_document(document), m_other(std::move(resources))
{
}

void SetMapResources::swap()
{
    std::swap(m_document.editMap().resources, m_other);
    ChangeSet changes;
    changes.resources = true;
    m_document.notifyChanged(changes);
}

} // namespace sw::editor
