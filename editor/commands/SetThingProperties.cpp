#include "commands/SetThingProperties.h"

namespace sw::editor {

SetThingProperties::SetThingProperties(Document& document, std::vector<Index> things, std::vector<Thing> values,
                         Field field, QString text)
    : IndexedValuesCommand(document, text.isEmpty() ? tr("Change Things") : text,
                           MergeId::SetThingProperties, static_cast<int>(field), std::move(things),
                           std::move(values))
{
    readBefore();
}

Thing SetThingProperties::read(const Map& map, std::size_t index) const
{
    return map.things[index];
}

void SetThingProperties::write(Map& map, std::size_t index, const Thing& value) const
{
    map.things[index] = value;
}

void SetThingProperties::describe(ChangeSet& changes) const
{
    changes.things = true;
    changes.thingIndices = indices();
}

} // namespace sw::editor
