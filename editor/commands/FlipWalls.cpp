#include "commands/FlipWalls.h"

#include "document/Document.h"
#include "map/MapEditing.h"

namespace sw::editor {

FlipWalls::FlipWalls(Document& document, std::vector<Index> walls)
    : QUndoCommand(tr("Flip Walls")), m_document(document), m_walls(std::move(walls))
{
}

std::unique_ptr<FlipWalls> FlipWalls::create(Document& document, const std::vector<Index>& walls)
{
    std::vector<Index> twoSided;
    for (Index i : walls)
        if (i >= 0 && static_cast<std::size_t>(i) < document.map().walls.size() &&
            document.map().walls[static_cast<std::size_t>(i)].twoSided())
            twoSided.push_back(i);
    if (twoSided.empty())
        return nullptr;
    return std::unique_ptr<FlipWalls>(new FlipWalls(document, std::move(twoSided)));
}

void FlipWalls::flip()
{
    Map& map = m_document.editMap();
    for (Index i : m_walls)
        edit::flipWall(map.walls[static_cast<std::size_t>(i)]);
    ChangeSet changes;
    changes.walls = true;
    changes.wallIndices = m_walls;
    m_document.notifyChanged(changes);
}

} // namespace sw::editor
