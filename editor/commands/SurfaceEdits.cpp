#include "commands/SurfaceEdits.h"

#include "commands/SetSectorProperties.h"
#include "commands/SetWallProperties.h"
#include "document/Document.h"

#include <cmath>

namespace sw::editor {

namespace {

ShortString& wallSlot(WallSide& side, Surface::Part part)
{
    switch (part) {
    case Surface::Part::Upper:
        return side.upper;
    case Surface::Part::Lower:
        return side.lower;
    default:
        return side.middle;
    }
}

// The walls (or sectors) the selected surfaces of one kind belong to, in order, with a copy of
// each to change. Surfaces are sorted by index first, so those of one element are neighbours.
template <typename T>
void collect(const Selection& selection, bool flat, const CowVector<T>& elements,
             std::vector<Index>& indices, std::vector<T>& values)
{
    for (const Surface& s : selection.surfaces) {
        if (s.flat() != flat || s.index < 0 || std::size_t(s.index) >= elements.size())
            continue;
        if (indices.empty() || indices.back() != s.index) {
            indices.push_back(s.index);
            values.push_back(elements[std::size_t(s.index)]);
        }
    }
}

} // namespace

int SurfaceEdits::count(const Selection& selection, bool flat)
{
    int n = 0;
    for (const Surface& s : selection.surfaces)
        n += s.flat() == flat ? 1 : 0;
    return n;
}

SurfaceEdits::Result SurfaceEdits::raise(Document& document, double by)
{
    const Selection& selection = document.selection();
    std::vector<Index> sectors;
    std::vector<Sector> values;
    collect(selection, true, document.map().sectors, sectors, values);
    if (sectors.empty())
        return {false, tr("Select floors or ceilings in the 3D view to raise or lower them.")};
    bool floors = false, ceilings = false;
    for (std::size_t k = 0; k < sectors.size(); ++k) {
        Sector& v = values[k];
        const double gapBefore = v.ceilingHeight - v.floorHeight;
        if (selection.contains(Surface{sectors[k], Surface::Part::Floor, false})) {
            v.floorHeight += by;
            floors = true;
        }
        if (selection.contains(Surface{sectors[k], Surface::Part::Ceiling, false})) {
            v.ceilingHeight += by;
            ceilings = true;
        }
        // A sector already upside down may still be mended.
        const double gap = v.ceilingHeight - v.floorHeight;
        if (gap < 0 && gap < gapBefore)
            return {false, tr("Sector %1: its ceiling would go below its floor.").arg(sectors[k])};
    }
    using Field = SetSectorProperties::Field;
    const Field field = floors && ceilings ? Field::Other : floors ? Field::Floor : Field::Ceiling;
    const QString text = floors && ceilings ? (by > 0 ? tr("Raise Floors and Ceilings")
                                                      : tr("Lower Floors and Ceilings"))
                         : floors           ? (by > 0 ? tr("Raise Floor") : tr("Lower Floor"))
                                            : (by > 0 ? tr("Raise Ceiling") : tr("Lower Ceiling"));
    document.push(
        new SetSectorProperties(document, std::move(sectors), std::move(values), field, text));
    return {true, {}};
}

SurfaceEdits::Result SurfaceEdits::shiftOffsets(Document& document, double dx, double dy)
{
    const Selection& selection = document.selection();
    std::vector<Index> walls;
    std::vector<Wall> values;
    collect(selection, false, document.map().walls, walls, values);
    if (walls.empty())
        return {false, tr("Select wall parts in the 3D view to move their textures.")};
    for (std::size_t k = 0; k < walls.size(); ++k)
        for (const bool back : {false, true}) {
            const bool picked = std::any_of(
                selection.surfaces.begin(), selection.surfaces.end(), [&](const Surface& s) {
                    return s.index == walls[k] && !s.flat() && s.back == back;
                });
            if (!picked)
                continue;
            WallSide& side = back ? values[k].back : values[k].front;
            side.offsetX += dx;
            side.offsetY += dy;
        }
    using Field = SetWallProperties::Field;
    document.push(new SetWallProperties(document, std::move(walls), std::move(values),
                                        dx != 0 ? Field::OffsetX : Field::OffsetY,
                                        tr("Move Texture Offsets")));
    return {true, {}};
}

SurfaceEdits::Result SurfaceEdits::applyPicture(Document& document, const std::string& name,
                                                bool flat)
{
    const Selection& selection = document.selection();
    const QString shown = QString::fromStdString(name);
    bool changes = false;
    if (flat) {
        std::vector<Index> sectors;
        std::vector<Sector> values;
        collect(selection, true, document.map().sectors, sectors, values);
        if (sectors.empty())
            return {false, tr("Select floors or ceilings to give them this flat.")};
        for (std::size_t k = 0; k < sectors.size(); ++k)
            for (const Surface::Part part : {Surface::Part::Floor, Surface::Part::Ceiling}) {
                if (!selection.contains(Surface{sectors[k], part, false}))
                    continue;
                ShortString& slot = part == Surface::Part::Floor ? values[k].floorMaterial
                                                                 : values[k].ceilingMaterial;
                changes = changes || slot != name;
                slot = name;
            }
        if (!changes)
            return {false, tr("The selected floors and ceilings have %1 already.").arg(shown)};
        document.push(new SetSectorProperties(document, std::move(sectors), std::move(values),
                                              SetSectorProperties::Field::None,
                                              tr("Apply %1 to Floors and Ceilings").arg(shown)));
        return {true, {}};
    }
    std::vector<Index> walls;
    std::vector<Wall> values;
    collect(selection, false, document.map().walls, walls, values);
    if (walls.empty())
        return {false, tr("Select wall parts to give them this texture.")};
    for (std::size_t k = 0; k < walls.size(); ++k)
        for (const Surface& s : selection.surfaces) {
            if (s.flat() || s.index != walls[k])
                continue;
            ShortString& slot = wallSlot(s.back ? values[k].back : values[k].front, s.part);
            changes = changes || slot != name;
            slot = name;
        }
    if (!changes)
        return {false, tr("The selected wall parts have %1 already.").arg(shown)};
    document.push(new SetWallProperties(document, std::move(walls), std::move(values),
                                        SetWallProperties::Field::None,
                                        tr("Apply %1 to Wall Parts").arg(shown)));
    return {true, {}};
}

} // namespace sw::editor
