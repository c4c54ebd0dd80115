#include "commands/MergeDroppedVertices.h"

#include "document/Document.h"
#include "map/MapEditing.h"

namespace sw::editor {

MergeDroppedVertices::MergeDroppedVertices(Document& document)
    : MapPartsCommand(document, tr("Move and Merge Vertices"))
{
}

std::unique_ptr<MergeDroppedVertices>
MergeDroppedVertices::create(Document& document, Map dropped, const std::vector<Index>& moved)
{
    if (edit::mergeDropped(dropped, moved) == 0)
        return nullptr;
    std::unique_ptr<MergeDroppedVertices> command(new MergeDroppedVertices(document));
    command->setResult(std::move(dropped), Selection{});
    return command;
}

} // namespace sw::editor
