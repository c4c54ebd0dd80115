#pragma once

#include "collision/Trace.h"
#include "map/AvatarProfile.h"
#include "map/Map.h"

#include <string>
#include <vector>

namespace swtest {

// Checks a move's trace against the map's walls by brute force, knowing nothing of the BSP:
// every wall near the path (from a uniform grid of its own), sampled every half unit along each
// part of the path. Floors and ceilings under the footprint follow Doom's rule: the sector at
// the centre plus both sides of every two-sided wall the footprint overlaps.
class BruteForceChecker {
public:
    BruteForceChecker(const sw::Map& map, const sw::AvatarProfile& profile);

    // Empty when the trace keeps every guarantee; otherwise one sentence per violation.
    std::vector<std::string> check(const sw::Trace& trace) const;

    // Sector containing p by a ray cast against all walls (-1: void).
    int sectorAt(const sw::Vec2& p) const;

    struct Column {
        double floor, ceiling;
        bool valid;
    };
    // Walls count when the footprint reaches past them by more than minDepth (negative: also
    // walls it nearly touches).
    Column columnUnder(const sw::Vec2& c, double minDepth = 1e-5, int centerSector = -2) const;
    bool overlapsSolid(const sw::Vec2& c, int* wall) const;

private:
    std::vector<int> wallsNear(const sw::Vec2& c, double reach) const;
    double overlapDepth(const sw::Vec2& c, const sw::Wall& w) const;

    const sw::Map& m_map;
    sw::AvatarProfile m_profile;
    double m_cell = 128;
    sw::Box2 m_bounds;
    int m_cols = 1, m_rows = 1;
    std::vector<std::vector<int>> m_grid;
};

} // namespace swtest
