#pragma once

// A generated stress map: an n x n grid of square rooms (one sector each, floors at varied
// heights) whose inner corners are jittered so that walls rarely line up, with an octagonal
// pillar (a hole in the void) in every other room. About 6 n^2 walls: n = 129 gives 100,000.
// With square pillars (pillarSides = 4) about 4 n^2: n = 200 gives 160,400.

#include "map/Map.h"

#include <cmath>
#include <cstdint>
#include <numbers>

namespace swbench {

struct GridMapLayout {
    int n = 0;
    double spacing = 256;
    double jitter = 48;       // inner corners move by up to this much in x and y
    double pillarRadius = 40; // pillars are centred in their room
    int pillarSides = 8;      // 8: octagons; 4: axis-aligned squares
};

// Which rooms have a pillar.
inline bool gridRoomHasPillar(int i, int j) { return (i + j) % 2 == 0; }

inline int gridSector(const GridMapLayout& l, int i, int j) { return j * l.n + i; }

inline sw::Map makeGridMap(const GridMapLayout& l, std::uint64_t seed = 1)
{
    sw::Map map;
    map.name = "GRID";
    const int n = l.n;
    // A small deterministic generator, so the map is the same on every platform.
    auto next = [&seed]() {
        seed = seed * 6364136223846793005ull + 1442695040888963407ull;
        return static_cast<double>(seed >> 11) / 9007199254740992.0; // [0, 1)
    };
    auto corner = [n](int i, int j) { return static_cast<sw::Index>(j * (n + 1) + i); };
    for (int j = 0; j <= n; ++j)
        for (int i = 0; i <= n; ++i) {
            sw::Vec2 p{i * l.spacing, j * l.spacing};
            if (i > 0 && i < n && j > 0 && j < n)
                p += sw::Vec2{(next() * 2 - 1) * l.jitter, (next() * 2 - 1) * l.jitter};
            map.vertices.push_back({p});
        }
    for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i) {
            sw::Sector s;
            s.floorHeight = 8.0 * ((i * 7 + j * 3) % 5);
            s.ceilingHeight = 256;
            map.sectors.push_back(s);
        }
    auto wall = [&map](sw::Index v1, sw::Index v2, sw::Index front, sw::Index back) {
        sw::Wall w;
        w.v1 = v1;
        w.v2 = v2;
        w.frontSector = front;
        w.backSector = back;
        map.walls.push_back(w);
    };
    // Horizontal edges: going +x, the front (right) is the room below.
    for (int j = 0; j <= n; ++j)
        for (int i = 0; i < n; ++i) {
            if (j == 0)
                wall(corner(i + 1, 0), corner(i, 0), gridSector(l, i, 0), sw::kNone);
            else if (j == n)
                wall(corner(i, n), corner(i + 1, n), gridSector(l, i, n - 1), sw::kNone);
            else
                wall(corner(i, j), corner(i + 1, j), gridSector(l, i, j - 1),
                     gridSector(l, i, j));
        }
    // Vertical edges: going +y, the front (right) is the room to the right.
    for (int i = 0; i <= n; ++i)
        for (int j = 0; j < n; ++j) {
            if (i == 0)
                wall(corner(0, j), corner(0, j + 1), gridSector(l, 0, j), sw::kNone);
            else if (i == n)
                wall(corner(n, j + 1), corner(n, j), gridSector(l, n - 1, j), sw::kNone);
            else
                wall(corner(i, j), corner(i, j + 1), gridSector(l, i, j),
                     gridSector(l, i - 1, j));
        }
    // Pillars: counter-clockwise polygons, so their fronts (right) face the room outside.
    for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i) {
            if (!gridRoomHasPillar(i, j))
                continue;
            const sw::Vec2 c{(i + 0.5) * l.spacing, (j + 0.5) * l.spacing};
            const auto first = static_cast<sw::Index>(map.vertices.size());
            const int sides = l.pillarSides;
            for (int k = 0; k < sides; ++k) {
                const double a = (k + 0.5) * 2 * std::numbers::pi / sides;
                map.vertices.push_back({c + l.pillarRadius * sw::Vec2{std::cos(a), std::sin(a)}});
            }
            for (int k = 0; k < sides; ++k)
                wall(first + k, first + (k + 1) % sides, gridSector(l, i, j), sw::kNone);
        }
    return map;
}

} // namespace swbench
