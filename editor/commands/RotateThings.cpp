#include "commands/RotateThings.h"

#include <cmath>

namespace sw::editor {

namespace {

std::vector<double> turned(const Map& map, const std::vector<Index>& things, double degrees)
{
    std::vector<double> angles;
    for (Index t : things) {
        const double a = std::fmod(map.things[static_cast<std::size_t>(t)].angle + degrees, 360.0);
        angles.push_back(a < 0 ? a + 360 : a);
    }
    return angles;
}

} // namespace

RotateThings::RotateThings(Document& document, const std::vector<Index>& things, double degrees)
    : IndexedValuesCommand(document, tr("Rotate Things"), MergeId::SetThingProperties, 0, things,
                           turned(document.map(), things, degrees))
{
    readBefore();
}

double RotateThings::read(const Map& map, std::size_t index) const
{
    return map.things[index].angle;
}

void RotateThings::write(Map& map, std::size_t index, const double& value) const
{
    map.things[index].angle = value;
}

void RotateThings::describe(ChangeSet& changes) const
{
    changes.things = true;
    changes.thingIndices = indices();
}

} // namespace sw::editor
