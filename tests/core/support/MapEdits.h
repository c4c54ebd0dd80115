#pragma once

// Edits the tests and benchmarks make to maps the way an editor would: a square room drawn
// apart from the rest, and the vertices a sector's move drags along.

#include "map/Map.h"

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

} // namespace swtest
