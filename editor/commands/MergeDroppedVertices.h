#pragma once

#include "commands/MapPartsCommand.h"

#include <QCoreApplication>

#include <memory>

namespace sw::editor {

// A drag of vertices with auto-merge, as one undo step: the vertices end where the drag left
// them and merge with what they landed on (edit::mergeDropped: a vertex on a vertex merges, a
// vertex on a wall cuts it, a wall on a wall joins it).
class MergeDroppedVertices : public MapPartsCommand {
    Q_DECLARE_TR_FUNCTIONS(MergeDroppedVertices)

public:
    // `dropped` is the map as the drag left it, `moved` the dragged vertices; the command is
    // made against the document's map before the drag. Nothing when nothing merges.
    static std::unique_ptr<MergeDroppedVertices> create(Document& document, Map dropped,
                                                        const std::vector<Index>& moved);

private:
    explicit MergeDroppedVertices(Document& document);
};

} // namespace sw::editor
