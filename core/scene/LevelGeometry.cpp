#include "scene/LevelGeometry.h"

#include "mesh/Mesh.h"

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>

namespace sw {

namespace {

// Map units. A thing without a collision shape still gets a small marker so it can be seen
// and picked.
constexpr double kMarkerRadius = 8;
constexpr double kMarkerHeight = 16;
constexpr int kPrismSides = 12;

const Colour kLowerColour{0.62f, 0.50f, 0.38f};
const Colour kMiddleColour{0.72f, 0.71f, 0.68f};
const Colour kUpperColour{0.50f, 0.58f, 0.70f};
const Colour kShapedThingColour{0.90f, 0.55f, 0.15f};
const Colour kMarkerThingColour{0.85f, 0.80f, 0.25f};

Vec3f at(const Vec2& p, double z)
{
    return {static_cast<float>(p.x), static_cast<float>(p.y), static_cast<float>(z)};
}

} // namespace

LevelElementList LevelElementList::all(const Map& map, const Bsp& bsp)
{
    LevelElementList out;
    out.leaves.resize(bsp.leaves().size());
    std::iota(out.leaves.begin(), out.leaves.end(), 0);
    out.walls.resize(map.walls.size());
    std::iota(out.walls.begin(), out.walls.end(), 0);
    out.things.resize(map.things.size());
    std::iota(out.things.begin(), out.things.end(), 0);
    return out;
}

LevelHeightRange levelHeightRange(const Map& map)
{
    LevelHeightRange r;
    bool first = true;
    for (const Sector& s : map.sectors) {
        if (first) {
            r = {s.floorHeight, s.floorHeight, s.ceilingHeight, s.ceilingHeight};
            first = false;
            continue;
        }
        r.floorLow = std::min(r.floorLow, s.floorHeight);
        r.floorHigh = std::max(r.floorHigh, s.floorHeight);
        r.ceilingLow = std::min(r.ceilingLow, s.ceilingHeight);
        r.ceilingHigh = std::max(r.ceilingHigh, s.ceilingHeight);
    }
    return r;
}

namespace {

class Builder {
public:
    Builder(const Map& map, const Bsp& bsp, const LevelGeometryOptions& options,
            const MeshLookup& meshes, LevelLayers& layers, const LevelHeightRange& range)
        : m_map(map), m_bsp(bsp), m_options(options), m_meshes(meshes), m_layers(layers),
          m_range(range)
    {
    }

    void run(const LevelElements& elements)
    {
        // Floors and ceilings: one convex polygon per BSP leaf inside a sector.
        for (const std::int32_t leaf : elements.leaves)
            addLeaf(leaf);
        // Walls: each side shows what its sector sees of it.
        for (const Index w : elements.walls) {
            addWallSide(w, 0);
            addWallSide(w, 1);
        }
        for (const Index t : elements.things)
            addThing(t);
        if (m_options.colours == ColourMode::None)
            for (TriangleBuffer& b : m_layers)
                std::vector<Colour>().swap(b.colours);
    }

private:
    TriangleBuffer& layer(LevelLayer l) { return m_layers[static_cast<std::size_t>(l)]; }

    const Sector* sector(Index i) const
    {
        if (i < 0 || static_cast<std::size_t>(i) >= m_map.sectors.size())
            return nullptr;
        return &m_map.sectors[static_cast<std::size_t>(i)];
    }

    Colour floorColour(Index s) const
    {
        if (m_options.colours == ColourMode::BySector)
            return sectorColour(s);
        return heightColour(sector(s)->floorHeight, m_range.floorLow, m_range.floorHigh);
    }

    Colour ceilingColour(Index s) const
    {
        if (m_options.colours == ColourMode::BySector)
            return sectorColour(s) * 0.8f;
        // Paler than the floors, so that looking up never reads as looking down.
        const Colour ramp =
            heightColour(sector(s)->ceilingHeight, m_range.ceilingLow, m_range.ceilingHigh);
        return glm::mix(ramp, Colour{0.8f}, 0.5f);
    }

    Colour wallColour(Index s, SurfacePart part) const
    {
        if (m_options.colours == ColourMode::BySector)
            return sectorColour(s) * (part == SurfacePart::Middle ? 0.9f : 0.75f);
        return part == SurfacePart::Lower   ? kLowerColour
               : part == SurfacePart::Upper ? kUpperColour
                                            : kMiddleColour;
    }

    void addLeaf(std::int32_t leaf)
    {
        const Index s = m_bsp.leaves()[static_cast<std::size_t>(leaf)].sector;
        const Sector* sec = sector(s);
        if (!sec)
            return;
        const std::span<const Vec2> polygon = m_bsp.leafPolygon(leaf);
        std::vector<Vec3f> floor, ceiling;
        floor.reserve(polygon.size());
        ceiling.reserve(polygon.size());
        for (const Vec2& p : polygon)
            floor.push_back(at(p, sec->floorHeight));
        // Ceilings face down: the same polygon walked the other way.
        for (auto it = polygon.rbegin(); it != polygon.rend(); ++it)
            ceiling.push_back(at(*it, sec->ceilingHeight));
        const ElementTag tagFloor{ElementKind::Sector, SurfacePart::Floor, 0, s};
        const ElementTag tagCeiling{ElementKind::Sector, SurfacePart::Ceiling, 0, s};
        layer(LevelLayer::Floors).addConvexPolygon(floor, floorColour(s), tagFloor);
        layer(LevelLayer::Ceilings).addConvexPolygon(ceiling, ceilingColour(s), tagCeiling);
    }

    // One side of a wall faces the sector on its side. A one-sided wall is all middle; a
    // two-sided wall shows a lower part where the far floor is higher and an upper part where
    // the far ceiling is lower, and its middle stays open.
    void addWallSide(Index w, std::uint8_t side)
    {
        const Wall& wall = m_map.walls[static_cast<std::size_t>(w)];
        Vec2 a, b;
        if (!wallSideEnds(m_map, wall, side, a, b))
            return;
        const Index near = side == 0 ? wall.frontSector : wall.backSector;
        const Sector* s = sector(near);
        if (!s)
            return;
        const WallSideParts parts =
            wallSideParts(*s, sector(side == 0 ? wall.backSector : wall.frontSector));
        for (const auto& [span, part] : {std::pair{parts.middle, SurfacePart::Middle},
                                         std::pair{parts.lower, SurfacePart::Lower},
                                         std::pair{parts.upper, SurfacePart::Upper}})
            if (span)
                addQuad(a, b, span->bottom, span->top, w, side, near, part);
    }

    void addQuad(const Vec2& a, const Vec2& b, double bottom, double top, Index w,
                 std::uint8_t side, Index facing, SurfacePart part)
    {
        const ElementTag tag{ElementKind::Wall, part, side, w};
        const Colour colour = wallColour(facing, part);
        // Counter-clockwise seen from the right of a -> b.
        layer(LevelLayer::Walls)
            .addConvexPolygon({at(a, bottom), at(b, bottom), at(b, top), at(a, top)}, colour, tag);
    }

    void addThing(Index t)
    {
        const Thing& thing = m_map.things[static_cast<std::size_t>(t)];
        const Index under = m_bsp.leaves().empty() ? kNone : m_bsp.sectorAt(thing.pos);
        const double floor = sector(under) ? sector(under)->floorHeight : 0.0;
        const ThingShape& shape = thing.shape;
        const ElementTag tag{ElementKind::Thing, SurfacePart::Solid, 0, t};
        TriangleBuffer& out = layer(LevelLayer::Things);
        const double bottom = floor + shape.z;
        if (shape.kind == ThingShape::Kind::Mesh && m_meshes) {
            if (const Mesh* mesh = m_meshes(shape.mesh)) {
                const MeshTransform placement{Vec3{thing.pos.x, thing.pos.y, bottom}, thing.angle,
                                              shape.scale};
                for (const Triangle3& tri : triangleSoup(*mesh, placement))
                    out.addTriangle(Vec3f(tri.a), Vec3f(tri.b), Vec3f(tri.c), kShapedThingColour,
                                    tag);
                return;
            }
        }
        if (shape.kind == ThingShape::Kind::None || shape.radius <= 0 || shape.height <= 0) {
            addUprightPrism(out, thing.pos, kMarkerRadius, floor, floor + kMarkerHeight,
                            kPrismSides, kMarkerThingColour, tag);
            return;
        }
        const bool box = shape.kind == ThingShape::Kind::Box;
        // A box has its corners on the diagonals: a 4-sided prism turned by 45 degrees, with
        // the corner distance sqrt(2) times the half-size.
        addUprightPrism(out, thing.pos, box ? shape.radius * std::numbers::sqrt2 : shape.radius,
                        bottom, bottom + shape.height, box ? 4 : kPrismSides, kShapedThingColour,
                        tag);
    }

private:
    const Map& m_map;
    const Bsp& m_bsp;
    const LevelGeometryOptions& m_options;
    const MeshLookup& m_meshes;
    LevelLayers& m_layers;
    LevelHeightRange m_range;
};

} // namespace

LevelLayers buildLevelLayers(const Map& map, const Bsp& bsp, const LevelGeometryOptions& options,
                             const MeshLookup& meshes, const LevelHeightRange& range,
                             const LevelElements& elements)
{
    LevelLayers layers;
    Builder(map, bsp, options, meshes, layers, range).run(elements);
    // A chunk is kept until an edit changes it: without the vectors' growth slack.
    for (TriangleBuffer& layer : layers)
        layer.shrinkToFit();
    return layers;
}

LevelGeometry::LevelGeometry(const Map& map, const Bsp& bsp, const LevelGeometryOptions& options,
                             const MeshLookup& meshes)
{
    auto layers = std::make_shared<LevelLayers>();
    Builder(map, bsp, options, meshes, *layers, levelHeightRange(map))
        .run(LevelElementList::all(map, bsp).view());
    m_pieces.push_back(std::move(layers));
}

LevelPieceElements LevelPieceElements::of(const LevelLayers& layers)
{
    LevelPieceElements out;
    for (const TriangleBuffer& buffer : layers)
        for (const ElementTag& tag : buffer.tags) {
            std::vector<Index>* list = tag.kind == ElementKind::Sector  ? &out.sectors
                                       : tag.kind == ElementKind::Wall  ? &out.walls
                                       : tag.kind == ElementKind::Thing ? &out.things
                                                                        : nullptr;
            // A buffer holds an element's triangles one after another: most repeats are
            // the previous one.
            if (list && (list->empty() || list->back() != tag.index))
                list->push_back(tag.index);
        }
    for (std::vector<Index>* list : {&out.sectors, &out.walls, &out.things}) {
        std::sort(list->begin(), list->end());
        list->erase(std::unique(list->begin(), list->end()), list->end());
        list->shrink_to_fit();
    }
    return out;
}

bool LevelPieceElements::hasAny(std::span<const Index> sectorList, std::span<const Index> wallList,
                                std::span<const Index> thingList) const
{
    const auto any = [](std::span<const Index> wanted, const std::vector<Index>& here) {
        if (here.empty())
            return false;
        for (const Index i : wanted)
            if (std::binary_search(here.begin(), here.end(), i))
                return true;
        return false;
    };
    return any(sectorList, sectors) || any(wallList, walls) || any(thingList, things);
}

LevelGeometry::LevelGeometry(std::vector<std::shared_ptr<const LevelLayers>> pieces)
    : m_pieces(std::move(pieces))
{
}

TriangleBuffer LevelGeometry::layer(LevelLayer l) const
{
    const auto i = static_cast<std::size_t>(l);
    if (m_pieces.size() == 1)
        return (*m_pieces.front())[i];
    TriangleBuffer out;
    for (const auto& piece : m_pieces)
        out.append((*piece)[i]);
    return out;
}

bool LevelGeometry::hasTriangles(LevelLayer l) const
{
    const auto i = static_cast<std::size_t>(l);
    return std::any_of(m_pieces.begin(), m_pieces.end(),
                       [i](const auto& piece) { return !(*piece)[i].empty(); });
}

std::size_t LevelGeometry::triangleCount() const
{
    std::size_t n = 0;
    for (const auto& piece : m_pieces)
        for (const TriangleBuffer& b : *piece)
            n += b.triangleCount();
    return n;
}

bool LevelGeometry::hasColours() const
{
    for (const auto& piece : m_pieces)
        for (const TriangleBuffer& b : *piece)
            if (b.colours.size() != b.triangleCount())
                return false;
    return true;
}

std::size_t LevelGeometry::batchCount() const
{
    std::size_t n = 0;
    for (const auto& piece : m_pieces)
        n += static_cast<std::size_t>(
            std::count_if(piece->begin(), piece->end(), [](const auto& b) { return !b.empty(); }));
    return n;
}

Aabb3f LevelGeometry::bounds() const
{
    Aabb3f box;
    for (const auto& piece : m_pieces)
        for (const TriangleBuffer& b : *piece)
            for (const Vec3f& p : b.positions)
                box.add(p);
    return box;
}

LineBuffer LevelGeometry::wireframe(const Colour& colour) const
{
    LineBuffer lines;
    for (const auto& piece : m_pieces) {
        for (const TriangleBuffer& b : *piece) {
            for (std::size_t k = 0; k < b.positions.size(); k += 3) {
                lines.addLine(b.positions[k], b.positions[k + 1], colour);
                lines.addLine(b.positions[k + 1], b.positions[k + 2], colour);
                lines.addLine(b.positions[k + 2], b.positions[k], colour);
            }
        }
    }
    return lines;
}

std::optional<LevelHit> LevelGeometry::rayCast(const Vec3f& origin, const Vec3f& direction,
                                               bool frontFacesOnly, unsigned layerMask) const
{
    std::optional<LevelHit> best;
    // Moller-Trumbore.
    for (std::size_t l = 0; l < kLevelLayerCount; ++l) {
        if ((layerMask & (1u << l)) == 0)
            continue;
        for (const auto& piece : m_pieces) {
            const TriangleBuffer& b = (*piece)[l];
            for (std::size_t t = 0; t < b.tags.size(); ++t) {
                const Vec3f& p0 = b.positions[3 * t];
                const Vec3f e1 = b.positions[3 * t + 1] - p0;
                const Vec3f e2 = b.positions[3 * t + 2] - p0;
                const Vec3f pv = glm::cross(direction, e2);
                // det is -(e1 x e2) . direction: not positive when the ray meets the back.
                const float det = glm::dot(e1, pv);
                if ((frontFacesOnly && det <= 0.0f) || std::fabs(det) < 1e-12f)
                    continue;
                const float inv = 1.0f / det;
                const Vec3f tv = origin - p0;
                const float u = glm::dot(tv, pv) * inv;
                if (u < 0.0f || u > 1.0f)
                    continue;
                const Vec3f qv = glm::cross(tv, e1);
                const float v = glm::dot(direction, qv) * inv;
                if (v < 0.0f || u + v > 1.0f)
                    continue;
                const float d = glm::dot(e2, qv) * inv;
                if (d <= 0.0f || (best && d >= best->distance))
                    continue;
                best = LevelHit{b.tags[t], d, origin + d * direction};
            }
        }
    }
    return best;
}

WallSideParts wallSideParts(const Sector& near, const Sector* far)
{
    WallSideParts parts;
    if (!far) {
        parts.middle = WallSideParts::Span{near.floorHeight, near.ceilingHeight};
        return parts;
    }
    const double lowerTop = std::min(far->floorHeight, near.ceilingHeight);
    if (lowerTop > near.floorHeight)
        parts.lower = WallSideParts::Span{near.floorHeight, lowerTop};
    const double upperBottom = std::max(far->ceilingHeight, std::max(near.floorHeight, lowerTop));
    if (upperBottom < near.ceilingHeight)
        parts.upper = WallSideParts::Span{upperBottom, near.ceilingHeight};
    return parts;
}

bool wallSideEnds(const Map& map, const Wall& wall, std::uint8_t side, Vec2& a, Vec2& b)
{
    if (wall.v1 < 0 || wall.v2 < 0 ||
        static_cast<std::size_t>(std::max(wall.v1, wall.v2)) >= map.vertices.size())
        return false;
    a = side == 0 ? map.wallStart(wall) : map.wallEnd(wall);
    b = side == 0 ? map.wallEnd(wall) : map.wallStart(wall);
    return true;
}

Colour heightColour(double height, double low, double high)
{
    // Blue (low) through green and yellow to red (high): heights read like a relief map.
    static const Colour stops[] = {
        {0.20f, 0.35f, 0.80f}, {0.20f, 0.70f, 0.45f}, {0.85f, 0.80f, 0.25f}, {0.85f, 0.30f, 0.20f}};
    const double span = high - low;
    const double f = span > 0 ? std::clamp((height - low) / span, 0.0, 1.0) : 0.0;
    const double x = f * 3.0;
    const int i = std::min(2, static_cast<int>(x));
    return glm::mix(stops[i], stops[i + 1], static_cast<float>(x - i));
}

Colour sectorColour(Index sector)
{
    // A golden-angle walk round the hue circle: neighbouring indices get distant hues.
    const double hue = std::fmod(static_cast<double>(sector) * 0.618033988749895, 1.0) * 6.0;
    const int i = static_cast<int>(hue);
    const float f = static_cast<float>(hue - i);
    const float lo = 0.30f, hi = 0.85f;
    const float up = lo + (hi - lo) * f, down = hi - (hi - lo) * f;
    switch (i % 6) {
    case 0:
        return {hi, up, lo};
    case 1:
        return {down, hi, lo};
    case 2:
        return {lo, hi, up};
    case 3:
        return {lo, down, hi};
    case 4:
        return {up, lo, hi};
    default:
        return {hi, lo, down};
    }
}

} // namespace sw
