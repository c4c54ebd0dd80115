// Queries. Every walk uses an explicit stack: a file may hold a valid but very deep tree, and
// a query must not overflow the call stack on it.
#include "bsp/Bsp.h"
#include "bsp/BspWalk.h"
#include "geom/Predicates.h"
#include "geom/Tolerance.h"

#include <algorithm>
#include <cmath>

namespace sw {

namespace {

// Which children a region reaches, given its signed distance range [lo, hi] from the line.
struct Reach {
    bool front, back;
};
Reach reach(double lo, double hi)
{
    return {lo <= tol::kOnLine, hi >= -tol::kOnLine};
}

// Shared walk of the box and disk searches: `reachOf` says which children of a node the region
// reaches; `box` bounds the region for the node and leaf bounds.
template <typename ReachFn>
void searchLeaves(const Bsp& bsp, const Box2& box, ReachFn reachOf,
                  const std::function<bool(std::int32_t)>& visit)
{
    if (!bsp.hasBounds())
        return;
    std::vector<BspChild> stack{bsp.root()};
    while (!stack.empty()) {
        const BspChild c = stack.back();
        stack.pop_back();
        if (isLeafChild(c)) {
            const std::int32_t leaf = childLeaf(c);
            if (bsp.leafBoxes()[static_cast<std::size_t>(leaf)].overlaps(box) && !visit(leaf))
                return;
            continue;
        }
        const BspNode& n = bsp.nodes()[static_cast<std::size_t>(c)];
        const BspNodeBoxes& bounds = bsp.nodeBoxes()[static_cast<std::size_t>(c)];
        const Reach r = reachOf(n);
        // Back first on the stack so the front is searched first.
        if (r.back && bounds.back.overlaps(box))
            stack.push_back(n.back);
        if (r.front && bounds.front.overlaps(box))
            stack.push_back(n.front);
    }
}

} // namespace

std::int32_t Bsp::leafAt(const Vec2& p) const
{
    const std::vector<BspNode>& nodes = m_tree->nodes;
    BspChild c = root();
    while (!isLeafChild(c)) {
        const BspNode& n = nodes[static_cast<std::size_t>(c)];
        c = orient2d(n.a, n.b, p) <= 0 ? n.front : n.back;
    }
    return childLeaf(c);
}

Index Bsp::sectorAt(const Vec2& p) const
{
    if (!m_tree->rootBox.contains(p))
        return kNone;
    return m_tree->leaves[static_cast<std::size_t>(leafAt(p))].sector;
}

void Bsp::leavesInBox(const Box2& box, const std::function<bool(std::int32_t)>& visit) const
{
    const Vec2 c = box.center();
    const Vec2 half = box.size() * 0.5;
    searchLeaves(
        *this, box,
        [&](const BspNode& n) {
            // The box's extent across the line: its centre's distance plus or minus the
            // projection of its half-size on the line's normal.
            const Vec2 dir = n.b - n.a;
            const double len = std::sqrt(glm::dot(dir, dir));
            const double d = partitionDistance(n, c);
            const double r = (std::fabs(dir.x) * half.y + std::fabs(dir.y) * half.x) / len;
            return reach(d - r, d + r);
        },
        visit);
}

void Bsp::leavesInDisk(const Vec2& center, double radius,
                       const std::function<bool(std::int32_t)>& visit) const
{
    const Box2 box{center - Vec2{radius, radius}, center + Vec2{radius, radius}};
    searchLeaves(
        *this, box,
        [&](const BspNode& n) {
            const double d = partitionDistance(n, center);
            return reach(d - radius, d + radius);
        },
        visit);
}

bool Bsp::walkSegment(const Vec2& p0, const Vec2& p1,
                      const std::function<bool(std::int32_t, double, double)>& visit) const
{
    return walkBspSegment(*this, p0, p1, visit);
}

std::span<const Vec2> Bsp::leafPolygon(std::int32_t leaf) const
{
    const BspLeaf& l = m_tree->leaves[static_cast<std::size_t>(leaf)];
    return std::span(m_tree->points).subspan(l.firstPoint, l.pointCount);
}

std::span<const BspSeg> Bsp::leafSegs(std::int32_t leaf) const
{
    const BspLeaf& l = m_tree->leaves[static_cast<std::size_t>(leaf)];
    return std::span(m_tree->segs).subspan(l.firstSeg, l.segCount);
}

Bsp Bsp::withSectorHeights(const Map& map) const
{
    Bsp out = *this;
    const std::size_t n = std::min(out.m_sectors.size(), map.sectors.size());
    for (std::size_t i = 0; i < n; ++i)
        out.m_sectors[i] = {map.sectors[i].floorHeight, map.sectors[i].ceilingHeight};
    return out;
}

} // namespace sw
