#include "analysis/LeafLinks.h"

#include "analysis/AnalysisTolerance.h"
#include "bsp/BspWalk.h"
#include "collision/CollisionWorld.h"

#include <algorithm>
#include <cmath>

namespace sw {

namespace {

// The wall of `leaf` lying on its edge p0 -> p1 at point c (unit direction e), or kNone.
Index wallAt(const Bsp& bsp, std::int32_t leaf, const Vec2& p0, const Vec2& e, const Vec2& c)
{
    const auto& verts = bsp.vertices();
    for (const BspSeg& s : bsp.leafSegs(leaf)) {
        const Vec2 a = verts[static_cast<std::size_t>(s.v1)];
        const Vec2 b = verts[static_cast<std::size_t>(s.v2)];
        if (std::fabs(cross(e, a - p0)) > atol::kAcrossEdge ||
            std::fabs(cross(e, b - p0)) > atol::kAcrossEdge)
            continue;
        const double t = glm::dot(c - a, b - a) / glm::dot(b - a, b - a);
        if (t >= 0 && t <= 1)
            return s.wall;
    }
    return kNone;
}

} // namespace

LeafLinks::LeafLinks(const Bsp& bsp, const CollisionWorld& world, const LeafLinks* previous,
                     std::span<const std::int32_t> leafFrom)
{
    using atol::kAcrossEdge;
    const auto& leaves = bsp.leaves();
    m_first.reserve(leaves.size() + 1);
    m_links.reserve(leaves.size() * 6);
    const auto inVoid = [&](std::int32_t l) {
        return leaves[static_cast<std::size_t>(l)].sector == kNone;
    };
    // The new number of each earlier leaf that was copied.
    std::vector<std::int32_t> copyOf;
    if (previous && leafFrom.size() == leaves.size()) {
        copyOf.assign(previous->leafCount(), -1);
        for (std::size_t l = 0; l < leafFrom.size(); ++l)
            if (leafFrom[l] >= 0 && static_cast<std::size_t>(leafFrom[l]) < copyOf.size())
                copyOf[static_cast<std::size_t>(leafFrom[l])] = static_cast<std::int32_t>(l);
    }
    // A copied leaf whose neighbours were all copied has the same neighbours: the leaves tile
    // the plane, so nothing else can border it.
    const auto copiedLinks = [&](std::size_t l) {
        if (copyOf.empty() || leafFrom[l] < 0)
            return false;
        const std::span<const LeafLink> was = previous->of(leafFrom[l]);
        if (!std::all_of(was.begin(), was.end(), [&](const LeafLink& x) {
                return copyOf[static_cast<std::size_t>(x.leaf)] >= 0;
            }))
            return false;
        for (const LeafLink& x : was)
            m_links.push_back({copyOf[static_cast<std::size_t>(x.leaf)], x.wall});
        ++m_carried;
        return true;
    };
    for (std::size_t l = 0; l < leaves.size(); ++l) {
        const auto leaf = static_cast<std::int32_t>(l);
        const auto start = static_cast<std::uint32_t>(m_links.size());
        m_first.push_back(start);
        if (inVoid(leaf) || copiedLinks(l))
            continue;
        const auto poly = bsp.leafPolygon(leaf);
        for (std::size_t k = 0; k < poly.size(); ++k) {
            const Vec2 p0 = poly[k], p1 = poly[(k + 1) % poly.size()];
            const double len = glm::length(p1 - p0);
            if (len <= 4 * kAcrossEdge)
                continue;
            const Vec2 e = (p1 - p0) / len;
            const Vec2 out{e.y, -e.x}; // counter-clockwise polygon: outside is on the right
            const Vec2 a = p0 + out * kAcrossEdge + e * kAcrossEdge;
            const Vec2 b = p1 + out * kAcrossEdge - e * kAcrossEdge;
            const auto visit = [&](std::int32_t next, double t0, double t1) {
                if (next == leaf)
                    return true;
                const Vec2 c = p0 + (p1 - p0) * ((t0 + t1) / 2);
                const LeafLink link{next, wallAt(bsp, leaf, p0, e, c)};
                const auto mine = m_links.begin() + start;
                if (std::none_of(mine, m_links.end(), [&](const LeafLink& x) {
                        return x.leaf == link.leaf && x.wall == link.wall;
                    }))
                    m_links.push_back(link);
                return true;
            };
            // Distances from the world's unit normals of the partitions.
            walkBspSegment(bsp, a, b, visit,
                           [&world](std::size_t node, const Vec2& q0, const Vec2& q1, double& e0,
                                    double& e1) { world.partitionDistances(node, q0, q1, e0, e1); });
        }
    }
    m_first.push_back(static_cast<std::uint32_t>(m_links.size()));
    m_links.shrink_to_fit();
}

LeafLinksCache::LeafLinksCache(LeafLinksCache& previous,
                               std::shared_ptr<const std::vector<std::int32_t>> leafFrom)
{
    const std::lock_guard<std::mutex> lock(previous.m_mutex);
    if (previous.m_links) {
        m_previous = previous.m_links;
        m_leafFrom = std::move(leafFrom);
        return;
    }
    if (!previous.m_previous || !leafFrom || !previous.m_leafFrom)
        return; // nothing to start from: this tree's links are walked whole
    m_previous = previous.m_previous;
    // Composed: each new leaf's earlier leaf, then that one's.
    const std::vector<std::int32_t>& then = *previous.m_leafFrom;
    std::vector<std::int32_t> composed = *leafFrom;
    for (std::int32_t& from : composed)
        from = from >= 0 && static_cast<std::size_t>(from) < then.size()
                   ? then[static_cast<std::size_t>(from)]
                   : -1;
    m_leafFrom = std::make_shared<const std::vector<std::int32_t>>(std::move(composed));
}

std::shared_ptr<const LeafLinks> LeafLinksCache::get(const Bsp& bsp, const CollisionWorld& world)
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    if (!m_links || m_links->leafCount() != bsp.leaves().size()) {
        m_links = std::make_shared<const LeafLinks>(bsp, world, m_previous.get(),
                                                    m_leafFrom
                                                        ? std::span<const std::int32_t>(*m_leafFrom)
                                                        : std::span<const std::int32_t>());
        m_previous.reset();
        m_leafFrom.reset();
    }
    return m_links;
}

} // namespace sw
