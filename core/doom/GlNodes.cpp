#include "doom/GlNodes.h"

#include "io/WadWrite.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <unordered_map>

namespace sw {

namespace {

// How close two points must be to count as one, in map units: far above the 1/65536 rounding of
// vertices, far below any real distance in a map.
constexpr double kSame = 1.0 / 64;

class Builder {
public:
    Builder(const Map& map, const Bsp& bsp, const DoomNodeTree& tree)
        : m_map(map), m_bsp(bsp), m_tree(tree)
    {
        m_gl.mapVertexCount = tree.mapVertexCount;
        m_gl.newVertices = tree.newVertices;
        m_gl.nodes = tree.nodes;
        std::size_t slots = 64;
        while (slots < 2 * (tree.mapVertexCount + tree.newVertices.size()) + 64)
            slots *= 2;
        m_slots.assign(slots, kEmpty);
        // The first vertex at a point keeps it, as the map's own come first.
        for (std::size_t i = 0; i < tree.mapVertexCount; ++i)
            findOrAdd(key(map.vertices[i].pos), static_cast<std::uint32_t>(i));
        for (std::size_t i = 0; i < m_gl.newVertices.size(); ++i)
            findOrAdd(key(m_gl.newVertices[i]), static_cast<std::uint32_t>(tree.mapVertexCount + i));
    }

    GlNodes run()
    {
        std::vector<Box2> boxes;
        boxes.reserve(m_tree.subsectors.size());
        for (std::size_t i = 0; i < m_tree.subsectors.size(); ++i)
            boxes.push_back(loop(i));
        boundNodes(boxes);
        return std::move(m_gl);
    }

private:
    static std::pair<long long, long long> key(const Vec2& p)
    {
        return {std::llround(p.x * 65536.0), std::llround(p.y * 65536.0)};
    }

    static constexpr std::uint32_t kEmpty = 0xFFFFFFFF;

    // The vertex at a point, from an open-addressing table of (point, vertex) slots grown at half
    // full; `vertex` is added when the point has none yet. Returns the vertex there.
    std::uint32_t findOrAdd(const std::pair<long long, long long>& k, std::uint32_t vertex)
    {
        if (2 * (m_used + 1) > m_slots.size())
            grow();
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = slotHash(k) & mask;; i = (i + 1) & mask) {
            const std::uint32_t v = m_slots[i];
            if (v == kEmpty) {
                m_slots[i] = vertex;
                ++m_used;
                return vertex;
            }
            if (key(pos(v)) == k)
                return v;
        }
    }

    static std::size_t slotHash(const std::pair<long long, long long>& k)
    {
        const auto h = static_cast<std::uint64_t>(k.first) * 0x9E3779B97F4A7C15ull ^
                       static_cast<std::uint64_t>(k.second) * 0xC2B2AE3D27D4EB4Full;
        return static_cast<std::size_t>(h ^ (h >> 29));
    }

    void grow()
    {
        std::vector<std::uint32_t> old = std::move(m_slots);
        m_slots.assign(2 * old.size(), kEmpty);
        const std::size_t mask = m_slots.size() - 1;
        for (std::uint32_t v : old) {
            if (v == kEmpty)
                continue;
            std::size_t i = slotHash(key(pos(v))) & mask;
            while (m_slots[i] != kEmpty)
                i = (i + 1) & mask;
            m_slots[i] = v;
        }
    }

    Vec2 pos(std::uint32_t v) const
    {
        return v < m_gl.mapVertexCount ? m_map.vertices[v].pos
                                       : m_gl.newVertices[v - m_gl.mapVertexCount];
    }

    // A vertex at p: an existing one there, or a new one (rounded to 1/65536).
    std::uint32_t vertexAt(const Vec2& p)
    {
        const Vec2 q{std::round(p.x * 65536.0) / 65536.0, std::round(p.y * 65536.0) / 65536.0};
        const auto next = static_cast<std::uint32_t>(m_gl.mapVertexCount + m_gl.newVertices.size());
        m_gl.newVertices.push_back(q); // taken back below when a vertex is there already
        const std::uint32_t v = findOrAdd(key(q), next);
        if (v != next)
            m_gl.newVertices.pop_back();
        return v;
    }

    // The loop of subsector i; returns the bounds of its polygon.
    Box2 loop(std::size_t i)
    {
        const DoomSubsector& sub = m_tree.subsectors[i];
        // The leaf's polygon, clockwise (the subsector on the right of each edge), without
        // corners where the boundary runs straight on.
        const auto poly = m_bsp.leafPolygon(m_tree.subsectorLeaf[i]);
        std::vector<Vec2>& corners = m_corners;
        corners.assign(poly.rbegin(), poly.rend());
        for (std::size_t k = 0; k < corners.size() && corners.size() > 3;) {
            const Vec2& a = corners[(k + corners.size() - 1) % corners.size()];
            const Vec2& b = corners[k];
            const Vec2& c = corners[(k + 1) % corners.size()];
            const double len = glm::length(c - a);
            if (len > 0 && std::fabs(cross(c - a, b - a)) / len < kSame / 4)
                corners.erase(corners.begin() + static_cast<std::ptrdiff_t>(k));
            else
                ++k;
        }
        Box2 box;
        for (const Vec2& c : corners)
            box.add(c);

        // Each wall seg on the edge it lies on, in order along it.
        std::vector<std::vector<Placed>>& onEdge = m_onEdge;
        if (onEdge.size() < corners.size())
            onEdge.resize(corners.size());
        for (std::size_t e = 0; e < corners.size(); ++e)
            onEdge[e].clear();
        for (std::uint32_t k = sub.firstSeg; k < sub.firstSeg + sub.segCount; ++k) {
            const DoomSeg& s = m_tree.segs[k];
            const Vec2 a = pos(s.v1), b = pos(s.v2);
            if (glm::length(b - a) < kSame)
                continue; // shrunk to a point: nothing to draw
            bool placed = false;
            for (std::size_t e = 0; e < corners.size() && !placed; ++e) {
                const Vec2 p = corners[e], q = corners[(e + 1) % corners.size()];
                const double len = glm::length(q - p);
                if (len < kSame)
                    continue;
                const Vec2 d = (q - p) / len;
                if (std::fabs(cross(d, a - p)) > kSame || std::fabs(cross(d, b - p)) > kSame ||
                    glm::dot(b - a, d) <= 0)
                    continue;
                const double ta = glm::dot(a - p, d);
                if (ta < -kSame || glm::dot(b - p, d) > len + kSame)
                    continue;
                onEdge[e].push_back({ta, &s});
                placed = true;
            }
            if (!placed)
                ++m_gl.unplacedSegs;
        }

        // Walk the edges: wall segs where there are walls, minisegs in between.
        const std::size_t first = m_gl.segs.size();
        std::vector<std::uint32_t>& cornerVertex = m_cornerVertex;
        cornerVertex.resize(corners.size());
        for (std::size_t e = 0; e < corners.size(); ++e)
            cornerVertex[e] = vertexAt(corners[e]);
        for (std::size_t e = 0; e < corners.size(); ++e) {
            auto& segs = onEdge[e];
            std::sort(segs.begin(), segs.end(),
                      [](const Placed& x, const Placed& y) { return x.t < y.t; });
            Vec2 cur = corners[e];
            std::uint32_t curVertex = cornerVertex[e];
            for (const Placed& p : segs) {
                const Vec2 a = pos(p.seg->v1);
                if (glm::length(a - cur) > kSame) {
                    m_gl.segs.push_back({curVertex, kGlNoLine, 0});
                    curVertex = p.seg->v1;
                }
                m_gl.segs.push_back({curVertex, p.seg->line, p.seg->side});
                cur = pos(p.seg->v2);
                curVertex = p.seg->v2;
            }
            const std::size_t next = (e + 1) % corners.size();
            if (glm::length(corners[next] - cur) > kSame)
                m_gl.segs.push_back({curVertex, kGlNoLine, 0});
            else
                cornerVertex[next] = next == 0 ? cornerVertex[next] : curVertex;
        }
        m_gl.subsectorSegCount.push_back(static_cast<std::uint32_t>(m_gl.segs.size() - first));
        return box;
    }

    // Node boxes from the subsectors' polygons: GL renderers draw the whole polygon.
    void boundNodes(const std::vector<Box2>& subBoxes)
    {
        std::vector<Box2> nodeBoxes(m_gl.nodes.size());
        auto childBox = [&](std::uint32_t c) {
            return (c & kDoomLeaf) ? subBoxes[c & ~kDoomLeaf] : nodeBoxes[c];
        };
        for (std::size_t n = 0; n < m_gl.nodes.size(); ++n) {
            DoomNode& node = m_gl.nodes[n];
            Box2 all;
            for (int c = 0; c < 2; ++c) {
                const Box2 b = childBox(node.child[c]);
                node.box[c][0] = static_cast<std::int32_t>(std::ceil(b.max.y));
                node.box[c][1] = static_cast<std::int32_t>(std::floor(b.min.y));
                node.box[c][2] = static_cast<std::int32_t>(std::floor(b.min.x));
                node.box[c][3] = static_cast<std::int32_t>(std::ceil(b.max.x));
                all.add(b.min);
                all.add(b.max);
            }
            nodeBoxes[n] = all;
        }
    }

    const Map& m_map;
    const Bsp& m_bsp;
    const DoomNodeTree& m_tree;
    GlNodes m_gl;
    // Working lists of loop(), kept from one subsector to the next.
    struct Placed {
        double t;
        const DoomSeg* seg;
    };
    std::vector<Vec2> m_corners;
    std::vector<std::vector<Placed>> m_onEdge;
    std::vector<std::uint32_t> m_cornerVertex;
    std::vector<std::uint32_t> m_slots; // see findOrAdd
    std::size_t m_used = 0;
};

} // namespace

GlNodes buildGlNodes(const Map& map, const Bsp& bsp, const DoomNodeTree& tree)
{
    return Builder(map, bsp, tree).run();
}

std::vector<std::uint8_t> glNodesLump(const GlNodes& gl, std::size_t lines)
{
    const bool wide = lines >= 0xFFFF; // XGL2: 32-bit line numbers
    std::vector<std::uint8_t> body;
    putU32(body, static_cast<std::uint32_t>(gl.mapVertexCount));
    putU32(body, static_cast<std::uint32_t>(gl.newVertices.size()));
    for (const Vec2& v : gl.newVertices) {
        putU32(body, static_cast<std::uint32_t>(static_cast<std::int32_t>(std::llround(v.x * 65536.0))));
        putU32(body, static_cast<std::uint32_t>(static_cast<std::int32_t>(std::llround(v.y * 65536.0))));
    }
    putU32(body, static_cast<std::uint32_t>(gl.subsectorSegCount.size()));
    for (std::uint32_t n : gl.subsectorSegCount)
        putU32(body, n);
    putU32(body, static_cast<std::uint32_t>(gl.segs.size()));
    for (const GlSeg& s : gl.segs) {
        putU32(body, s.v1);
        putU32(body, 0xFFFFFFFF); // no partner seg
        if (wide)
            putU32(body, s.line);
        else
            putU16(body, s.line == kGlNoLine ? 0xFFFF : s.line);
        putU8(body, s.side);
    }
    putU32(body, static_cast<std::uint32_t>(gl.nodes.size()));
    for (const DoomNode& n : gl.nodes) {
        for (std::int32_t v : {n.x, n.y, n.dx, n.dy})
            putS16(body, v);
        for (int c = 0; c < 2; ++c)
            for (int k = 0; k < 4; ++k)
                putS16(body, std::clamp(n.box[c][k], -32768, 32767));
        putU32(body, n.child[0]);
        putU32(body, n.child[1]);
    }
    return compressedLump({'Z', 'G', 'L', wide ? std::uint8_t('2') : std::uint8_t('N')}, body);
}

} // namespace sw
