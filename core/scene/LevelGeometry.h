#pragma once

// The level as triangles: floors and ceilings from the BSP's convex leaf polygons, walls split
// into the lower, middle and upper parts that neighbouring floors and ceilings leave visible,
// and a small prism per thing. Batched by layer, so a whole map is a handful of draw calls.

#include "bsp/Bsp.h"
#include "collision/Objects.h"
#include "map/Map.h"
#include "scene/SceneBuffers.h"

#include <array>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace sw {

enum class LevelLayer : std::uint8_t { Floors, Ceilings, Walls, Things };
inline constexpr std::size_t kLevelLayerCount = 4;

enum class ColourMode : std::uint8_t {
    ByHeight, // floors and ceilings on a ramp over the map's height range
    BySector, // one colour per sector, walls in the colour of the sector they face
    // None kept: the buffers' colours stay empty. For a level that only serves picking and
    // highlights (which recolour what they draw), as the textured view's does: 12 bytes a
    // triangle less, 11 MB on the 160,400-wall grid.
    None,
};

struct LevelGeometryOptions {
    ColourMode colours = ColourMode::ByHeight;
};

// One piece of the level: its triangles by layer.
using LevelLayers = std::array<TriangleBuffer, kLevelLayerCount>;

// The sectors, walls and things a piece of the level has triangles of, each list sorted and
// without repeats: which pieces a highlight of a few elements has to look through.
struct LevelPieceElements {
    std::vector<Index> sectors, walls, things;

    static LevelPieceElements of(const LevelLayers& layers);
    // Whether any of these indices (in any order) is among the piece's.
    bool hasAny(std::span<const Index> sectorList, std::span<const Index> wallList,
                std::span<const Index> thingList) const;
};

// Appends to `out` every triangle of `layers` whose tag `wanted(tag)` accepts, in `colour`;
// only the layers whose bit (1 << LevelLayer) is set in layerMask are looked at.
template <typename Wanted>
void appendSelected(const LevelLayers& layers, Wanted&& wanted, const Colour& colour,
                    unsigned layerMask, TriangleBuffer& out)
{
    for (std::size_t l = 0; l < layers.size(); ++l) {
        if ((layerMask & (1u << l)) == 0)
            continue;
        const TriangleBuffer& buffer = layers[l];
        for (std::size_t t = 0; t < buffer.tags.size(); ++t) {
            if (!wanted(buffer.tags[t]))
                continue;
            for (std::size_t k = 3 * t; k < 3 * t + 3; ++k)
                out.positions.push_back(buffer.positions[k]);
            out.colours.push_back(colour);
            out.tags.push_back(buffer.tags[t]);
        }
    }
}

// The floor and ceiling heights the ByHeight colours run over: the map's lowest and highest.
struct LevelHeightRange {
    double floorLow = 0, floorHigh = 0, ceilingLow = 0, ceilingHigh = 0;
    bool operator==(const LevelHeightRange&) const = default;
};
LevelHeightRange levelHeightRange(const Map& map);

// Part of the level: these BSP leaves' floors and ceilings, both sides of these walls and these
// things. The whole level is every leaf, wall and thing once.
struct LevelElements {
    std::span<const std::int32_t> leaves;
    std::span<const Index> walls;
    std::span<const Index> things;
};

// The lists a LevelElements views (a chunk's, or the whole level's).
struct LevelElementList {
    std::vector<std::int32_t> leaves;
    std::vector<Index> walls;
    std::vector<Index> things;

    // Every leaf, wall and thing once: the whole level.
    static LevelElementList all(const Map& map, const Bsp& bsp);
    LevelElements view() const { return {leaves, walls, things}; }
    bool empty() const { return leaves.empty() && walls.empty() && things.empty(); }
};

// The triangles of the given elements, exactly as the whole level has them (its colours from
// `range`, the whole map's).
LevelLayers buildLevelLayers(const Map& map, const Bsp& bsp, const LevelGeometryOptions& options,
                             const MeshLookup& meshes, const LevelHeightRange& range,
                             const LevelElements& elements);

// A ray hit on the level.
struct LevelHit {
    ElementTag tag;
    float distance = 0; // along the ray, in units of its direction's length
    Vec3f point{0.0f};
};

class LevelGeometry {
public:
    LevelGeometry() = default;
    // The map and its compiled BSP (the BSP gives convex floor polygons for every sector,
    // holes and all, without triangulating sector outlines).
    // Things with a mesh show it when `meshes` finds it, else their bounding cylinder.
    LevelGeometry(const Map& map, const Bsp& bsp, const LevelGeometryOptions& options = {},
                  const MeshLookup& meshes = {});
    // The level made of pieces built apart (the 3D view's chunks), shared as they are.
    explicit LevelGeometry(std::vector<std::shared_ptr<const LevelLayers>> pieces);

    // Every piece's triangles of one layer, in one buffer (a copy when there are several).
    TriangleBuffer layer(LevelLayer l) const;
    bool hasTriangles(LevelLayer l) const;
    // Every triangle's edges, for the wireframe view (built on request: it is big).
    LineBuffer wireframe(const Colour& colour) const;

    std::size_t triangleCount() const;
    // Whether the triangles have colours (not when built with ColourMode::None).
    bool hasColours() const;
    // The number of non-empty layers: the draw calls the level costs.
    std::size_t batchCount() const;
    Aabb3f bounds() const;

    // The nearest triangle the ray from origin along direction hits, if any. With
    // frontFacesOnly, triangles seen from behind are skipped (as the view culls them); only
    // the layers whose bit (1 << LevelLayer) is set in layerMask count.
    std::optional<LevelHit> rayCast(const Vec3f& origin, const Vec3f& direction,
                                    bool frontFacesOnly = false,
                                    unsigned layerMask = ~0u) const;

    // Every triangle of the tagged elements, recoloured, for highlighting a selection.
    // `wanted(tag)` decides which triangles belong; only the layers whose bit
    // (1 << LevelLayer) is set in layerMask are looked at.
    template <typename Wanted>
    TriangleBuffer select(Wanted&& wanted, const Colour& colour, unsigned layerMask = ~0u) const;

private:
    std::vector<std::shared_ptr<const LevelLayers>> m_pieces;
};

// What one side of a wall shows, from the heights of the sector it faces and the sector behind
// it (null for a one-sided wall). A one-sided wall is one middle part from floor to ceiling; a
// two-sided wall shows a lower part where the far floor is higher and an upper part where the
// far ceiling is lower, and its middle stays open. Both the coloured and the textured level
// build their walls from this.
struct WallSideParts {
    struct Span {
        double bottom = 0, top = 0;
    };
    std::optional<Span> lower, middle, upper;
};
WallSideParts wallSideParts(const Sector& near, const Sector* far);

// The ends of a wall's side, a -> b with the side facing their right; false when the wall's
// vertices are not in the map.
bool wallSideEnds(const Map& map, const Wall& wall, std::uint8_t side, Vec2& a, Vec2& b);

// The colour a sector's floor (or ceiling) gets in a colour mode; the ramp runs from the lowest
// to the highest height of the map.
Colour heightColour(double height, double low, double high);
Colour sectorColour(Index sector);

template <typename Wanted>
TriangleBuffer LevelGeometry::select(Wanted&& wanted, const Colour& colour,
                                     unsigned layerMask) const
{
    TriangleBuffer out;
    for (const auto& piece : m_pieces)
        appendSelected(*piece, wanted, colour, layerMask, out);
    return out;
}

} // namespace sw
