#pragma once

// What the checks share: the map with its BSP and collision world, the avatar, and facts
// derived once (walls at each vertex, sectors moved by Doom specials). Internal to the library.

#include "analysis/Analysis.h"
#include "base/Buckets.h"
#include "collision/CollisionWorld.h"
#include "collision/Mover.h"

#include <functional>
#include <span>
#include <string>
#include <vector>

namespace sw::analysis {

class Context {
public:
    Context(const Map& map, const Bsp& bsp, const AvatarProfile& profile,
            const AnalysisOptions& options);

    const Map& map;
    const Bsp& bsp;
    const AvatarProfile& profile;
    const AnalysisOptions& options;
    const CollisionWorld world;
    const Mover mover;

    // Whether the wall's vertex and sector references are in range (the checks skip the rest;
    // validateMap reports them).
    bool wallOk(Index w) const { return m_wallOk[static_cast<std::size_t>(w)]; }
    // One-sided or flagged impassable: nothing passes it.
    bool solid(const Wall& w) const { return !w.twoSided() || w.blocking(); }
    double length(const Wall& w) const { return glm::length(map.wallEnd(w) - map.wallStart(w)); }
    Vec2 middle(const Wall& w) const { return (map.wallStart(w) + map.wallEnd(w)) * 0.5; }

    const Sector& sector(Index s) const { return map.sectors[static_cast<std::size_t>(s)]; }
    double headroom(Index s) const { return sector(s).ceilingHeight - sector(s).floorHeight; }
    // The avatar fits between the sector's floor and ceiling.
    bool walkable(Index s) const;
    // The sector's bounds are at least as wide as the footprint both ways (a rough test that
    // the avatar could be inside it at all).
    bool holdsFootprint(Index s) const;
    // A Doom special moves the sector's floor or ceiling (door, lift, raising floor, crusher):
    // its present heights say little about how the avatar meets it in play.
    bool movable(Index s) const { return m_movable[static_cast<std::size_t>(s)]; }

    // The valid walls that end at each vertex.
    std::span<const Index> wallsAt(Index v) const { return m_wallsAt[static_cast<std::size_t>(v)]; }

    // Width of the narrowest gap the footprint passes: its side (box or disk).
    double footprintWidth() const { return 2 * profile.radius; }

private:
    std::vector<bool> m_wallOk;
    std::vector<bool> m_movable;
    Buckets<Index> m_wallsAt; // per vertex
    std::vector<Box2> m_sectorBounds;
};

using Findings = std::vector<Finding>;

// Numbers as a designer reads them: whole numbers bare, others with up to two decimals.
std::string num(double v);
// "sector 3", "sectors 3 and 4", "sectors 3, 4 and 7".
std::string listOf(const char* singular, const char* plural, const std::vector<Index>& items);

// Calls visit(i, j) once for every pair i < j of the given walls whose bounding boxes, grown by
// `reach` map units, overlap. A uniform grid keeps this near linear on real maps.
void forNearWallPairs(const Context& ctx, const std::vector<Index>& walls, double reach,
                      const std::function<void(Index, Index)>& visit);

// The check families, one file each. Each appends its findings.
void checkGeometry(const Context& ctx, Findings& out);     // GeometryChecks.cpp
void checkThings(const Context& ctx, Findings& out);       // ThingChecks.cpp
void checkHeights(const Context& ctx, Findings& out);      // HeightChecks.cpp
void checkSharpCorners(const Context& ctx, Findings& out); // CornerChecks.cpp
void checkNarrowGaps(const Context& ctx, Findings& out);   // GapChecks.cpp
void checkReachability(const Context& ctx, Findings& out); // Reachability.cpp
// The sectors the reachability flood walks, rides and teleports to from the player start, per
// sector; empty without a start (Reachability.cpp).
std::vector<bool> reachedSectors(const Context& ctx);
void checkProps(const Context& ctx, Findings& out);      // PropChecks.cpp
void checkTextures(const Context& ctx, Findings& out);   // TextureChecks.cpp
void checkVocabulary(const Context& ctx, Findings& out); // VocabularyChecks.cpp

} // namespace sw::analysis
