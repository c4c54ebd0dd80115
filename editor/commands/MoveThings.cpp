#include "commands/MoveThings.h"

namespace sw::editor {

MoveThings::MoveThings(Document& document, std::vector<Index> things, std::vector<Vec2> positions,
                       int dragKey)
    : IndexedValuesCommand(document, tr("Move Things"), MergeId::MoveThings, dragKey,
                           std::move(things), std::move(positions))
{
    readBefore();
}

Vec2 MoveThings::read(const Map& map, std::size_t index) const
{
    return map.things[index].pos;
}

void MoveThings::write(Map& map, std::size_t index, const Vec2& value) const
{
    map.things[index].pos = value;
}

void MoveThings::describe(ChangeSet& changes) const
{
    changes.things = true;
    changes.thingIndices = indices();
}

} // namespace sw::editor
