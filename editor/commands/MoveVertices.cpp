#include "commands/MoveVertices.h"

namespace sw::editor {

MoveVertices::MoveVertices(Document& document, std::vector<Index> vertices,
                           std::vector<Vec2> positions, int dragKey)
    : IndexedValuesCommand(document, tr("Move Vertices"), MergeId::MoveVertices, dragKey,
                           std::move(vertices), std::move(positions))
{
    readBefore();
}

Vec2 MoveVertices::read(const Map& map, std::size_t index) const
{
    return map.vertices[index].pos;
}

void MoveVertices::write(Map& map, std::size_t index, const Vec2& value) const
{
    map.vertices[index].pos = value;
}

void MoveVertices::describe(ChangeSet& changes) const
{
    changes.vertices = true;
    changes.vertexIndices = indices();
}

} // namespace sw::editor
