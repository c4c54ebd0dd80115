#include "map/SectorTools.h"

#include "map/MapEditing.h"

#include <algorithm>

namespace sw::edit {

namespace {

std::vector<bool> memberMask(const Map& map, const std::vector<Index>& sectors)
{
    std::vector<bool> in(map.sectors.size(), false);
    for (Index s : sectors)
        if (s >= 0 && static_cast<std::size_t>(s) < in.size())
            in[static_cast<std::size_t>(s)] = true;
    return in;
}

bool inSet(const std::vector<bool>& mask, Index sector)
{
    return sector != kNone && mask[static_cast<std::size_t>(sector)];
}

// The number of distinct sectors in the list that exist in the map.
int countSectors(const std::vector<bool>& mask)
{
    return static_cast<int>(std::count(mask.begin(), mask.end(), true));
}

} // namespace

std::vector<StairStep> planStairs(const Map& map, const std::vector<Index>& run,
                                  const StairsSpec& spec)
{
    std::vector<StairStep> steps;
    steps.reserve(run.size());
    for (std::size_t k = 0; k < run.size(); ++k) {
        const Sector& s = map.sectors[static_cast<std::size_t>(run[k])];
        const double n = static_cast<double>(k);
        StairStep step;
        step.sector = run[k];
        step.floor = spec.startFloor + n * spec.floorStep;
        step.ceiling = spec.changeCeilings ? spec.startCeiling + n * spec.ceilingStep
                                           : s.ceilingHeight;
        steps.push_back(step);
    }
    return steps;
}

bool sectorsShareWall(const Map& map, Index a, Index b)
{
    return std::any_of(map.walls.begin(), map.walls.end(), [a, b](const Wall& w) {
        return (w.frontSector == a && w.backSector == b) ||
               (w.frontSector == b && w.backSector == a);
    });
}

StairsProblems checkStairs(const Map& map, const std::vector<StairStep>& steps, double floorStep,
                           double stepHeight, double avatarHeight)
{
    StairsProblems problems;
    problems.stepTooHigh = steps.size() > 1 && std::abs(floorStep) > stepHeight;
    for (std::size_t k = 0; k < steps.size(); ++k) {
        const StairStep& s = steps[k];
        if (s.ceiling < s.floor)
            problems.inverted.push_back(s.sector);
        else if (s.ceiling - s.floor < avatarHeight)
            problems.tooLow.push_back(s.sector);
        if (k > 0 && !sectorsShareWall(map, steps[k - 1].sector, s.sector))
            problems.apart.emplace_back(steps[k - 1].sector, s.sector);
    }
    return problems;
}

void applyStairs(Map& map, const std::vector<StairStep>& steps)
{
    for (const StairStep& s : steps) {
        Sector& sector = map.sectors[static_cast<std::size_t>(s.sector)];
        sector.floorHeight = s.floor;
        sector.ceilingHeight = s.ceiling;
    }
}

std::int32_t unusedTag(const Map& map)
{
    std::int32_t highest = 0;
    for (const Sector& s : map.sectors)
        highest = std::max(highest, s.tag);
    for (const Wall& w : map.walls)
        highest = std::max(highest, w.tag);
    return highest + 1;
}

MechanismResult makeDoors(Map& map, const std::vector<Index>& sectors,
                          const std::string& doorTexture, std::int32_t special)
{
    const std::vector<bool> door = memberMask(map, sectors);
    MechanismResult result;
    result.sectors = countSectors(door);
    // Closed: the ceiling rests on the floor; Doom opens it to the lowest ceiling around.
    for (std::size_t s = 0; s < door.size(); ++s)
        if (door[s])
            map.sectors[s].ceilingHeight = map.sectors[s].floorHeight;
    const Map& view = map; // walls are written only where they change (CowVector)
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const bool front = inSet(door, view.walls[i].frontSector),
                   back = inSet(door, view.walls[i].backSector);
        if (!front && !back)
            continue;
        Wall& w = map.walls[i];
        if (!w.twoSided()) {
            // The door track: lower-unpegged keeps its texture fixed while the door moves.
            if ((w.flags & kWallLowerUnpegged) == 0)
                ++result.tracks;
            w.flags |= kWallLowerUnpegged;
            continue;
        }
        if (front && back)
            continue; // inside a door made of several sectors
        // The player uses the door from the front: the door is on the back.
        if (front)
            flipWall(w);
        w.special = special;
        w.tag = 0;
        w.flags &= ~static_cast<std::uint32_t>(kWallUpperUnpegged);
        if (!doorTexture.empty())
            w.front.upper = doorTexture;
        ++result.walls;
    }
    return result;
}

MechanismResult makeLift(Map& map, const std::vector<Index>& sectors,
                         const std::string& liftTexture)
{
    const std::vector<bool> lift = memberMask(map, sectors);
    MechanismResult result;
    result.sectors = countSectors(lift);
    result.tag = unusedTag(map);
    for (std::size_t s = 0; s < lift.size(); ++s)
        if (lift[s])
            map.sectors[s].tag = result.tag;
    const Map& view = map; // walls are written only where they change (CowVector)
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& was = view.walls[i];
        if (!was.twoSided())
            continue;
        const bool front = inSet(lift, was.frontSector), back = inSet(lift, was.backSector);
        if (front == back)
            continue;
        Wall& w = map.walls[i];
        w.special = kDoomLiftWalkRepeat;
        w.tag = result.tag;
        // The side facing away from the lift shows the lift's edge as it moves.
        WallSide& outside = front ? w.back : w.front;
        if (!liftTexture.empty() && (outside.lower.empty() || outside.lower == "-"))
            outside.lower = liftTexture;
        ++result.walls;
    }
    return result;
}

} // namespace sw::edit
