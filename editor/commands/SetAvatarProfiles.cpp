#include "commands/SetAvatarProfiles.h"

#include "document/Document.h"
#include "commands/CommandIds.h"

namespace sw::editor {

SetAvatarProfiles::SetAvatarProfiles(Document& document, std::vector<AvatarProfile> profiles,
                                     int mergeKey)
    : QUndoCommand(tr("Change Avatar Profile")), m_document(document),
      m_other(std::move(profiles)), m_mergeKey(mergeKey)
{
}

int SetAvatarProfiles::id() const
{
    return m_mergeKey != 0 ? static_cast<int>(MergeId::SetAvatarProfiles) : -1;
}

bool SetAvatarProfiles::mergeWith(const QUndoCommand* other)
{
    const auto* next = dynamic_cast<const SetAvatarProfiles*>(other);
    if (!next || next->m_mergeKey != m_mergeKey)
        return false;
    // This command is applied, so m_other holds the profiles from before it; the next one was
    // applied on top, and the document already shows its result. Nothing to keep but ours.
    return true;
}

void SetAvatarProfiles::swap()
{
    std::swap(m_document.editMap().profiles, m_other);
    ChangeSet changes;
    changes.profiles = true;
    m_document.notifyChanged(changes);
}

} // namespace sw::editor
