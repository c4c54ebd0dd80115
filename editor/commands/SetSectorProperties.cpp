#include "commands/SetSectorProperties.h"

namespace sw::editor {

SetSectorProperties::SetSectorProperties(Document& document, std::vector<Index> sectors, std::vector<Sector> values,
                         Field field, QString text)
    : IndexedValuesCommand(document, text.isEmpty() ? tr("Change Sectors") : text,
                           MergeId::SetSectorProperties, static_cast<int>(field), std::move(sectors),
                           std::move(values))
{
    readBefore();
}

Sector SetSectorProperties::read(const Map& map, std::size_t index) const
{
    return map.sectors[index];
}

void SetSectorProperties::write(Map& map, std::size_t index, const Sector& value) const
{
    map.sectors[index] = value;
}

void SetSectorProperties::describe(ChangeSet& changes) const
{
    changes.sectors = true;
    changes.sectorIndices = indices();
}

} // namespace sw::editor
