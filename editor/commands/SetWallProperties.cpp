#include "commands/SetWallProperties.h"

namespace sw::editor {

SetWallProperties::SetWallProperties(Document& document, std::vector<Index> walls, std::vector<Wall> values,
                         Field field, QString text)
    : IndexedValuesCommand(document, text.isEmpty() ? tr("Change Walls") : text,
                           MergeId::SetWallProperties, static_cast<int>(field), std::move(walls),
                           std::move(values))
{
    readBefore();
}

Wall SetWallProperties::read(const Map& map, std::size_t index) const
{
    return map.walls[index];
}

void SetWallProperties::write(Map& map, std::size_t index, const Wall& value) const
{
    map.walls[index] = value;
}

void SetWallProperties::describe(ChangeSet& changes) const
{
    changes.walls = true;
    changes.wallIndices = indices();
}

} // namespace sw::editor
