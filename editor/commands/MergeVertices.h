#pragma once

#include "commands/MapPartsCommand.h"

#include <QCoreApplication>

#include <memory>

namespace sw::editor {

// Merges several vertices into one at the position of the first: walls follow, walls that
// shrink to nothing go, and of two walls that now join the same vertices the first stays with
// the second's sector on its free side (as when two rooms are pulled together).
class MergeVertices : public MapPartsCommand {
    Q_DECLARE_TR_FUNCTIONS(MergeVertices)

public:
    // Nothing (and a reason) for fewer than two vertices.
    static std::unique_ptr<MergeVertices> create(Document& document,
                                                 const std::vector<Index>& vertices,
                                                 QString* whyNot = nullptr);

private:
    explicit MergeVertices(Document& document);
};

} // namespace sw::editor
