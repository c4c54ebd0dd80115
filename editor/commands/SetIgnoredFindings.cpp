#include "commands/SetIgnoredFindings.h"

#include "document/Document.h"

namespace sw::editor {

SetIgnoredFindings::SetIgnoredFindings(Document& document, std::vector<std::string> ignoredFindings, const QString& text)
    : QUndoCommand(text), m_document(document), m_other(std::move(ignoredFindings))
{
}

void SetIgnoredFindings::swap()
{
    std::swap(m_document.editMap().ignoredFindings, m_other);
    // No element, height or profile changed: listeners that draw or collide need not update.
    m_document.notifyChanged(ChangeSet{});
}

} // namespace sw::editor
