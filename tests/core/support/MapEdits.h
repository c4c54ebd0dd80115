#pragma once

// Edits the tests and benchmarks make to maps the way an editor would: a square room drawn
// apart from the rest, the vertices a sector's move drags along, and random edits of the
// kinds an editor makes.

#include "map/Map.h"

#include <random>
#include <string>
#include <vector>

namespace swtest {

// A room of one new sector (with `sector`'s values) and four one-sided walls, `side` units
// square, its corner at `corner`.
inline void addSquareRoom(sw::Map& map, const sw::Vec2& corner, double side,
                          const sw::Sector& sector)
{
    const auto first = static_cast<sw::Index>(map.vertices.size());
    map.sectors.push_back(sector);
    const auto room = static_cast<sw::Index>(map.sectors.size() - 1);
    for (const sw::Vec2 p : {corner, corner + sw::Vec2{0, side}, corner + sw::Vec2{side, side},
                             corner + sw::Vec2{side, 0}})
        map.vertices.push_back({p});
    for (int k = 0; k < 4; ++k) {
        sw::Wall w;
        w.v1 = first + k;
        w.v2 = first + (k + 1) % 4;
        w.frontSector = room;
        map.walls.push_back(w);
    }
}

// Per vertex, whether it ends a wall of `sector` (on either side): what moving the sector moves.
inline std::vector<bool> sectorVertexFlags(const sw::Map& map, sw::Index sector)
{
    std::vector<bool> flags(map.vertices.size(), false);
    for (const sw::Wall& w : map.walls)
        if (w.frontSector == sector || w.backSector == sector)
            flags[static_cast<std::size_t>(w.v1)] = flags[static_cast<std::size_t>(w.v2)] = true;
    return flags;
}

// Moves every vertex flagged in `flags` by `by`.
inline void moveVertices(sw::Map& map, const std::vector<bool>& flags, const sw::Vec2& by)
{
    for (std::size_t v = 0; v < flags.size() && v < map.vertices.size(); ++v)
        if (flags[v])
            map.vertices[v].pos += by;
}

// The sector of the rooms the edits draw.
inline sw::Sector roomSector()
{
    sw::Sector s;
    s.ceilingHeight = 128;
    return s;
}

// One random edit of the kinds an editor makes; returns what it did.
inline std::string randomEdit(sw::Map& map, std::mt19937& random)
{
    auto pick = [&](std::size_t n) {
        return std::uniform_int_distribution<std::size_t>(0, n - 1)(random);
    };
    const sw::Box2 box = map.bounds();
    switch (std::uniform_int_distribution<int>(0, 6)(random)) {
    case 0: { // nudge a vertex
        const std::size_t v = pick(map.vertices.size());
        map.vertices[v].pos += sw::Vec2{8.0 * (pick(5) - 2.0), 8.0 * (pick(5) - 2.0)};
        return "move vertex " + std::to_string(v);
    }
    case 1: { // a room beyond the map's east edge (the bounds grow)
        const double x = box.max.x + 64 + 64.0 * pick(8), y = box.min.y + 64.0 * pick(8);
        addSquareRoom(map, {x, y}, 256, roomSector());
        return "add a room";
    }
    case 2: { // delete the last walls (undoing a room), or one in the middle
        if (pick(2) == 0 && map.walls.size() > 4) {
            map.walls.resize(map.walls.size() - 4);
            return "delete the last 4 walls";
        }
        const std::size_t w = pick(map.walls.size());
        map.walls.erase(map.walls.begin() + static_cast<std::ptrdiff_t>(w));
        return "delete wall " + std::to_string(w);
    }
    case 3: { // flags of a wall
        const std::size_t w = pick(map.walls.size());
        map.walls[w].flags ^= 1u;
        return "toggle flags of wall " + std::to_string(w);
    }
    case 4: { // a thing far out (the root box grows)
        if (map.things.empty())
            return "nothing";
        map.things[pick(map.things.size())].pos = {box.min.x - 512, box.max.y + 300};
        return "move a thing out";
    }
    case 5: { // a wall's sector on its back
        const std::size_t w = pick(map.walls.size());
        if (map.walls[w].backSector != sw::kNone)
            map.walls[w].backSector = static_cast<sw::Index>(pick(map.sectors.size()));
        return "change back sector of wall " + std::to_string(w);
    }
    default: { // move several vertices of one wall's sector, as a sector drag does
        const sw::Wall& w = map.walls[pick(map.walls.size())];
        const sw::Index sector = w.frontSector;
        for (const sw::Wall& x : map.walls)
            if (x.frontSector == sector || x.backSector == sector) {
                map.vertices[static_cast<std::size_t>(x.v1)].pos.y += 8;
                map.vertices[static_cast<std::size_t>(x.v2)].pos.y += 8;
            }
        return "move sector " + std::to_string(sector);
    }
    }
}

} // namespace swtest
