// Leaves: a cell with no wall left inside it becomes a leaf, bordered by the sides of the wall
// pieces that face into it. Those sides also say which sector the leaf is in.
#include "bsp/BspBuild.h"

#include <algorithm>
#include <cstdio>

namespace sw::bspbuild {

namespace {

// One seg per side facing into the cell, running so that the cell lies on its right.
void appendSegs(std::span<const Piece> pieces, const Map& map, std::vector<BspSeg>& segs)
{
    for (const Piece& p : pieces) {
        const Wall& w = map.walls[static_cast<std::size_t>(p.wall)];
        if (p.sides & kFrontSide)
            segs.push_back({p.v1, p.v2, p.wall, 0, w.frontSector, w.backSector, w.flags});
        if (p.sides & kBackSide)
            segs.push_back({p.v2, p.v1, p.wall, 1, w.backSector, w.frontSector, w.flags});
    }
}

std::string describeSector(Index s)
{
    return s == kNone ? std::string("the void") : "sector " + std::to_string(s);
}

Vec2 centroid(std::span<const Vec2> polygon)
{
    Vec2 sum{0, 0};
    for (const Vec2& p : polygon)
        sum += p;
    return polygon.empty() ? sum : sum / static_cast<double>(polygon.size());
}

// The sector most of the leaf's border faces, by length. In a sound map all agree; when they do
// not (an unclosed sector, overlapping sectors), the majority wins and a warning says where.
// Self-referencing walls (the same sector on both sides, a Doom trick for triggers and "deep
// water") separate nothing, so they only decide a leaf that no other wall borders.
Index chooseSector(std::span<const BspSeg> segs, const std::vector<Vec2>& vertices,
                   std::span<const Vec2> cell, std::vector<BspWarning>* warnings)
{
    struct Vote {
        Index sector;
        double length;
    };
    std::vector<Vote> votes;
    for (int selfReferencing = 0; selfReferencing < 2 && votes.empty(); ++selfReferencing)
        for (const BspSeg& s : segs) {
            if ((s.sector == s.otherSector) != (selfReferencing == 1))
                continue;
            const double len = glm::length(vertices[static_cast<std::size_t>(s.v2)] -
                                           vertices[static_cast<std::size_t>(s.v1)]);
            auto v = std::find_if(votes.begin(), votes.end(),
                                  [&](const Vote& x) { return x.sector == s.sector; });
            if (v == votes.end())
                votes.push_back({s.sector, len});
            else
                v->length += len;
        }
    if (votes.empty())
        return kNone;
    const Vote* best = &votes.front();
    for (const Vote& v : votes)
        if (v.length > best->length)
            best = &v;
    if (votes.size() > 1 && warnings) {
        const Vote& other = &votes.front() == best ? votes[1] : votes.front();
        const Vec2 at = centroid(cell);
        char where[64];
        std::snprintf(where, sizeof where, "(%.1f, %.1f)", at.x, at.y);
        warnings->push_back({at, std::string("the region at ") + where +
                                     " is bordered by walls facing " +
                                     describeSector(best->sector) + " and " +
                                     describeSector(other.sector) +
                                     " (an unclosed or overlapping sector); it is given to " +
                                     describeSector(best->sector)});
    }
    return best->sector;
}

} // namespace

Box2 appendLeafPolygon(std::span<const Vec2> cell, Bsp::Parts& parts, BspLeaf& leaf)
{
    Box2 box;
    leaf.firstPoint = static_cast<std::uint32_t>(parts.points.size());
    for (const Vec2& p : cell) {
        if (parts.points.size() > leaf.firstPoint) {
            const Vec2 d = p - parts.points.back();
            if (std::fabs(d.x) <= tol::kOnLine && std::fabs(d.y) <= tol::kOnLine)
                continue;
        }
        parts.points.push_back(p);
        box.add(p);
    }
    while (parts.points.size() > leaf.firstPoint + 1) {
        const Vec2 d = parts.points.back() - parts.points[leaf.firstPoint];
        if (std::fabs(d.x) > tol::kOnLine || std::fabs(d.y) > tol::kOnLine)
            break;
        parts.points.pop_back();
    }
    leaf.pointCount = static_cast<std::uint32_t>(parts.points.size()) - leaf.firstPoint;
    return box;
}

std::int32_t buildLeaf(std::span<const Piece> pieces, std::span<const Vec2> cell, bool polygon,
                       const Map& map, Bsp::Parts& parts, std::vector<BspWarning>* warnings)
{
    BspLeaf leaf;

    // Its segs: the wall sides on its border.
    leaf.firstSeg = static_cast<std::uint32_t>(parts.segs.size());
    appendSegs(pieces, map, parts.segs);
    leaf.segCount = static_cast<std::uint32_t>(parts.segs.size()) - leaf.firstSeg;

    // Its sector, from the sides facing into it.
    leaf.sector = chooseSector(std::span(parts.segs).subspan(leaf.firstSeg), parts.vertices, cell,
                               warnings);

    // Its polygon: the cell.
    if (polygon)
        parts.leafBoxes.push_back(appendLeafPolygon(cell, parts, leaf));

    parts.leaves.push_back(leaf);
    return static_cast<std::int32_t>(parts.leaves.size() - 1);
}

} // namespace sw::bspbuild
