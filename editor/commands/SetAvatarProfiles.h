#pragma once

#include "map/Map.h"

#include <QCoreApplication>
#include <QUndoCommand>

#include <vector>

namespace sw::editor {

class Document;

// Replaces the map's avatar profiles. Edits of the same profile field in a row (spin-box steps)
// merge into one.
class SetAvatarProfiles : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(SetAvatarProfiles)

public:
    // mergeKey 0 never merges; equal non-zero keys in a row do.
    SetAvatarProfiles(Document& document, std::vector<AvatarProfile> profiles, int mergeKey = 0);

    void redo() override { swap(); }
    void undo() override { swap(); }
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    void swap();

    Document& m_document;
    std::vector<AvatarProfile> m_other;
    int m_mergeKey;
};

} // namespace sw::editor
