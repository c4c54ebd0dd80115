#include "doom/DoomNodes.h"

#include "io/WadWrite.h"

#include <zlib.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <map>
#include <memory>
#include <numbers>
#include <optional>

namespace sw {

namespace {

constexpr double kFixed = 65536.0;

struct IntLine {
    std::int64_t x, y, dx, dy;
};

std::int64_t gcd64(std::int64_t a, std::int64_t b)
{
    a = a < 0 ? -a : a;
    b = b < 0 ? -b : b;
    while (b != 0) {
        const std::int64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

bool isInteger(double v) { return v == std::round(v); }

// Shortens (dx, dy) until both fit 16 bits: exactly by their common divisor when it is enough,
// else by scaling, which tilts the line by less than half a unit over its length.
IntLine fitDirection(IntLine l)
{
    if (std::max(std::abs(l.dx), std::abs(l.dy)) <= 32767)
        return l;
    if (const std::int64_t g = gcd64(l.dx, l.dy); g > 1) {
        l.dx /= g;
        l.dy /= g;
    }
    const std::int64_t m = std::max(std::abs(l.dx), std::abs(l.dy));
    if (m > 32767) {
        const double s = 32767.0 / static_cast<double>(m);
        l.dx = std::llround(static_cast<double>(l.dx) * s);
        l.dy = std::llround(static_cast<double>(l.dy) * s);
    }
    return l;
}

std::uint16_t bamAngle(const Vec2& d)
{
    double a = std::atan2(d.y, d.x) / (2 * std::numbers::pi);
    if (a < 0)
        a += 1;
    return static_cast<std::uint16_t>(static_cast<std::uint32_t>(std::lround(a * 65536.0)) & 0xFFFF);
}

class Converter {
public:
    Converter(const Map& map, const Bsp& bsp, bool integerVertices)
        : m_map(map), m_bsp(bsp), m_integer(integerVertices)
    {
        m_tree.mapVertexCount = map.vertices.size();
        m_vertexOf.assign(bsp.vertices().size(), kUnassigned);
        m_sideAngles.assign(2 * map.walls.size(), kUnassigned);
        // Room for the most each table can get, so none grows by copying.
        m_tree.segs.reserve(std::min(bsp.stats().segs, bsp.segs().size()));
        m_tree.subsectors.reserve(bsp.leaves().size());
        m_tree.subsectorLeaf.reserve(bsp.leaves().size());
        m_tree.nodes.reserve(bsp.nodes().size() + 1);
        m_tree.newVertices.reserve(bsp.vertices().size() -
                                   std::min(bsp.vertices().size(), map.vertices.size()));
    }

    DoomNodeTree run()
    {
        // Copy the tree bottom-up, leaving out void leaves; the root comes last by construction.
        const std::optional<std::uint32_t> root = convert(m_bsp.root());
        if (root && (*root & kDoomLeaf)) {
            // A map that is one convex room: Doom still needs a node above the subsector.
            DoomNode n;
            const DoomSeg& s = m_tree.segs[m_tree.subsectors[*root & ~kDoomLeaf].firstSeg];
            const Vec2 a = vertex(s.v1), b = vertex(s.v2);
            n.x = static_cast<std::int32_t>(std::lround(a.x));
            n.y = static_cast<std::int32_t>(std::lround(a.y));
            n.dx = static_cast<std::int32_t>(std::lround(b.x - a.x));
            n.dy = static_cast<std::int32_t>(std::lround(b.y - a.y));
            const Box box = m_boxes.back();
            for (int c = 0; c < 2; ++c)
                setBox(n, c, box);
            n.child[0] = n.child[1] = *root;
            m_tree.nodes.push_back(n);
        }
        return std::move(m_tree);
    }

private:
    static constexpr std::uint32_t kUnassigned = 0xFFFFFFFF;

    struct Box {
        double minX = std::numeric_limits<double>::infinity(), minY = minX;
        double maxX = -std::numeric_limits<double>::infinity(), maxY = maxX;
        void add(const Vec2& p)
        {
            minX = std::min(minX, p.x);
            minY = std::min(minY, p.y);
            maxX = std::max(maxX, p.x);
            maxY = std::max(maxY, p.y);
        }
        void add(const Box& b)
        {
            minX = std::min(minX, b.minX);
            minY = std::min(minY, b.minY);
            maxX = std::max(maxX, b.maxX);
            maxY = std::max(maxY, b.maxY);
        }
    };

    // What wallThrough looks in, made the first time a partition is not on integers (many maps
    // have none): the walls through each BSP vertex, as one flat table (offsets per vertex, then
    // the walls of each seg end), and the lowest numbered BSP vertex at each point, in an
    // open-addressing table grown to at least twice their number.
    void indexWallsByVertex() const
    {
        if (!m_wallsAtStart.empty())
            return;
        const auto& vs = m_bsp.vertices();
        const std::size_t n = vs.size();
        std::size_t slots = 64;
        while (slots < 2 * n)
            slots *= 2;
        m_firstVertexAt.assign(slots, kUnassigned);
        for (std::size_t i = 0; i < n; ++i) {
            std::uint32_t& slot = vertexSlot(vs[i]);
            if (slot == kUnassigned)
                slot = static_cast<std::uint32_t>(i);
        }
        m_wallsAtStart.assign(n + 1, 0);
        for (const BspSeg& s : m_bsp.segs())
            if (s.wall != kNone) {
                ++m_wallsAtStart[static_cast<std::size_t>(s.v1) + 1];
                ++m_wallsAtStart[static_cast<std::size_t>(s.v2) + 1];
            }
        for (std::size_t i = 0; i < n; ++i)
            m_wallsAtStart[i + 1] += m_wallsAtStart[i];
        m_wallsAt.resize(m_wallsAtStart[n]);
        std::vector<std::uint32_t> fill(m_wallsAtStart.begin(), m_wallsAtStart.end() - 1);
        for (const BspSeg& s : m_bsp.segs())
            if (s.wall != kNone)
                for (std::int32_t v : {s.v1, s.v2})
                    m_wallsAt[fill[static_cast<std::size_t>(v)]++] = s.wall;
    }

    // The slot of m_firstVertexAt for the point p: the one holding a vertex at p, else the free
    // one where it goes. Points compare as numbers (0 and -0 are one point).
    std::uint32_t& vertexSlot(const Vec2& p) const
    {
        const Vec2 q{p.x + 0.0, p.y + 0.0}; // -0 becomes 0, so that equal points hash alike
        const std::size_t mask = m_firstVertexAt.size() - 1;
        // A double's low bits are mostly zero: mix the high ones down (MurmurHash3's finish).
        std::uint64_t h =
            std::bit_cast<std::uint64_t>(q.x) ^ std::rotl(std::bit_cast<std::uint64_t>(q.y), 29);
        h = (h ^ (h >> 33)) * 0xFF51AFD7ED558CCDull;
        h = (h ^ (h >> 33)) * 0xC4CEB9FE1A85EC53ull;
        h ^= h >> 33;
        for (std::size_t k = static_cast<std::size_t>(h) & mask;; k = (k + 1) & mask) {
            const std::uint32_t v = m_firstVertexAt[k];
            if (v == kUnassigned || m_bsp.vertices()[v] == p)
                return m_firstVertexAt[k];
        }
    }

    Vec2 vertex(std::uint32_t v) const
    {
        return v < m_tree.mapVertexCount ? m_map.vertices[v].pos
                                         : m_tree.newVertices[v - m_tree.mapVertexCount];
    }

    // The Doom vertex number of a BSP vertex: the map's own, or a new, rounded one.
    std::uint32_t doomVertex(std::int32_t v)
    {
        const auto i = static_cast<std::size_t>(v);
        if (i < m_tree.mapVertexCount)
            return static_cast<std::uint32_t>(i);
        if (m_vertexOf[i] != kUnassigned)
            return m_vertexOf[i];
        const Vec2 p = m_bsp.vertices()[i];
        const double unit = m_integer ? 1.0 : kFixed;
        const Vec2 q{std::round(p.x * unit) / unit, std::round(p.y * unit) / unit};
        // Rounding often lands two split points on the same spot: share the vertex.
        const std::uint32_t shared = newVertexAt(std::llround(q.x * kFixed),
                                                 std::llround(q.y * kFixed), q);
        m_vertexOf[i] = shared;
        return shared;
    }

    // The new vertex at the rounded point (x, y) in 16.16 units, added when there is none yet:
    // an open-addressing table of vertex numbers, grown at half full.
    std::uint32_t newVertexAt(long long x, long long y, const Vec2& q)
    {
        if (2 * (m_tree.newVertices.size() + 1) > m_vertexSlots.size())
            growVertexSlots();
        const std::size_t mask = m_vertexSlots.size() - 1;
        for (std::size_t k = slotHash(x, y) & mask;; k = (k + 1) & mask) {
            const std::uint32_t v = m_vertexSlots[k];
            if (v == kUnassigned) {
                const auto added =
                    static_cast<std::uint32_t>(m_tree.mapVertexCount + m_tree.newVertices.size());
                m_tree.newVertices.push_back(q);
                m_vertexSlots[k] = added;
                return added;
            }
            const Vec2 p = m_tree.newVertices[v - m_tree.mapVertexCount];
            if (std::llround(p.x * kFixed) == x && std::llround(p.y * kFixed) == y)
                return v;
        }
    }

    static std::size_t slotHash(long long x, long long y)
    {
        const auto h = static_cast<std::uint64_t>(x) * 0x9E3779B97F4A7C15ull ^
                       static_cast<std::uint64_t>(y) * 0xC2B2AE3D27D4EB4Full;
        return static_cast<std::size_t>(h ^ (h >> 29));
    }

    void growVertexSlots()
    {
        std::vector<std::uint32_t> slots(std::max<std::size_t>(64, 2 * m_vertexSlots.size()),
                                         kUnassigned);
        const std::size_t mask = slots.size() - 1;
        for (std::size_t n = 0; n < m_tree.newVertices.size(); ++n) {
            const Vec2 p = m_tree.newVertices[n];
            std::size_t k = slotHash(std::llround(p.x * kFixed), std::llround(p.y * kFixed)) & mask;
            while (slots[k] != kUnassigned)
                k = (k + 1) & mask;
            slots[k] = static_cast<std::uint32_t>(m_tree.mapVertexCount + n);
        }
        m_vertexSlots = std::move(slots);
    }

    std::optional<std::uint32_t> convert(BspChild child)
    {
        if (isLeafChild(child))
            return convertLeaf(childLeaf(child));
        const BspNode& node = m_bsp.nodes()[static_cast<std::size_t>(child)];
        const std::optional<std::uint32_t> front = convert(node.front);
        const std::optional<Box> frontBox = front ? std::optional(popBox()) : std::nullopt;
        const std::optional<std::uint32_t> back = convert(node.back);
        const std::optional<Box> backBoxOr = back ? std::optional(popBox()) : std::nullopt;
        if (!front || !back) {
            // One side is all void: the other side stands for the whole cell.
            if (front || back)
                m_boxes.push_back(front ? *frontBox : *backBoxOr);
            return front ? front : back;
        }
        const Box backBox = *backBoxOr;
        DoomNode n;
        const IntLine line = partitionLine(node);
        n.x = static_cast<std::int32_t>(line.x);
        n.y = static_cast<std::int32_t>(line.y);
        n.dx = static_cast<std::int32_t>(line.dx);
        n.dy = static_cast<std::int32_t>(line.dy);
        setBox(n, 0, *frontBox);
        setBox(n, 1, backBox);
        n.child[0] = *front;
        n.child[1] = *back;
        Box both = *frontBox;
        both.add(backBox);
        m_boxes.push_back(both);
        m_tree.nodes.push_back(n);
        return static_cast<std::uint32_t>(m_tree.nodes.size() - 1);
    }

    Box popBox()
    {
        const Box b = m_boxes.back();
        m_boxes.pop_back();
        return b;
    }

    static void setBox(DoomNode& n, int c, const Box& b)
    {
        n.box[c][0] = static_cast<std::int32_t>(std::ceil(b.maxY));
        n.box[c][1] = static_cast<std::int32_t>(std::floor(b.minY));
        n.box[c][2] = static_cast<std::int32_t>(std::floor(b.minX));
        n.box[c][3] = static_cast<std::int32_t>(std::ceil(b.maxX));
    }

    // The partition on integers: the line of a wall through both of its points when there is
    // one (exact), else the rounded chord.
    IntLine partitionLine(const BspNode& node)
    {
        const Vec2 dir = node.b - node.a;
        if (isInteger(node.a.x) && isInteger(node.a.y) && isInteger(node.b.x) &&
            isInteger(node.b.y))
            return fitDirection({std::llround(node.a.x), std::llround(node.a.y),
                                 std::llround(dir.x), std::llround(dir.y)});
        if (auto wall = wallThrough(node.a, node.b)) {
            const Wall& w = m_map.walls[static_cast<std::size_t>(*wall)];
            Vec2 a = m_map.wallStart(w), b = m_map.wallEnd(w);
            if (glm::dot(b - a, dir) < 0)
                std::swap(a, b);
            return fitDirection({std::llround(a.x), std::llround(a.y), std::llround(b.x - a.x),
                                 std::llround(b.y - a.y)});
        }
        ++m_tree.stats.roundedChords;
        const std::int64_t ax = std::llround(node.a.x), ay = std::llround(node.a.y);
        std::int64_t dx = std::llround(node.b.x) - ax, dy = std::llround(node.b.y) - ay;
        if (dx == 0 && dy == 0) {
            dx = std::llround(dir.x * 1024.0 / glm::length(dir));
            dy = std::llround(dir.y * 1024.0 / glm::length(dir));
        }
        return fitDirection({ax, ay, dx, dy});
    }

    // A wall whose line holds both points, found among the walls through the BSP vertex at a
    // (the lowest numbered one there), in the order of the segs that end at it.
    std::optional<Index> wallThrough(const Vec2& a, const Vec2& b) const
    {
        auto onLine = [&](const Wall& w, const Vec2& p) {
            const Vec2 s = m_map.wallStart(w), e = m_map.wallEnd(w);
            const Vec2 d = e - s;
            return std::fabs(cross(d, p - s)) <= 1e-6 * glm::length(d) + 1e-9;
        };
        const auto through = [&](Index wi) {
            const Wall& w = m_map.walls[static_cast<std::size_t>(wi)];
            return onLine(w, a) && onLine(w, b);
        };
        indexWallsByVertex();
        const std::uint32_t v = vertexSlot(a);
        if (v == kUnassigned)
            return std::nullopt;
        for (std::uint32_t k = m_wallsAtStart[v]; k < m_wallsAtStart[v + 1]; ++k)
            if (through(m_wallsAt[k]))
                return m_wallsAt[k];
        return std::nullopt;
    }

    std::optional<std::uint32_t> convertLeaf(std::int32_t leafIndex)
    {
        const BspLeaf& leaf = m_bsp.leaves()[static_cast<std::size_t>(leafIndex)];
        if (leaf.sector == kNone) {
            ++m_tree.stats.prunedLeaves;
            return std::nullopt;
        }
        DoomSubsector sub;
        sub.firstSeg = static_cast<std::uint32_t>(m_tree.segs.size());
        Box box;
        std::optional<DoomSeg> pointSeg;
        for (const BspSeg& s : m_bsp.leafSegs(leafIndex)) {
            // Only sides with a sidedef: those facing a sector.
            if (s.sector == kNone || s.wall == kNone)
                continue;
            DoomSeg d = makeSeg(s);
            if (vertex(d.v1) == vertex(d.v2)) {
                if (!pointSeg)
                    pointSeg = d;
                continue;
            }
            box.add(vertex(d.v1));
            box.add(vertex(d.v2));
            m_tree.segs.push_back(d);
        }
        if (m_tree.segs.size() == sub.firstSeg) {
            if (!pointSeg) {
                ++m_tree.stats.prunedLeaves;
                return std::nullopt;
            }
            // Rounding left only a point: keep it, so the subsector still knows its sector.
            ++m_tree.stats.zeroLengthSegs;
            box.add(vertex(pointSeg->v1));
            m_tree.segs.push_back(*pointSeg);
        }
        sub.segCount = static_cast<std::uint32_t>(m_tree.segs.size()) - sub.firstSeg;
        // Engines take a subsector's sector from its first seg: put one facing the leaf's own
        // sector there (a self-referencing wall inside the leaf may face another).
        const auto first = m_tree.segs.begin() + sub.firstSeg;
        const auto own = std::find_if(first, m_tree.segs.end(), [&](const DoomSeg& d) {
            const Wall& w = m_map.walls[d.line];
            return (d.side == 0 ? w.frontSector : w.backSector) == leaf.sector;
        });
        if (own != m_tree.segs.end())
            std::iter_swap(first, own);
        m_tree.subsectors.push_back(sub);
        m_tree.subsectorLeaf.push_back(leafIndex);
        m_boxes.push_back(box);
        return static_cast<std::uint32_t>(m_tree.subsectors.size() - 1) | kDoomLeaf;
    }

    DoomSeg makeSeg(const BspSeg& s)
    {
        const Wall& w = m_map.walls[static_cast<std::size_t>(s.wall)];
        DoomSeg d;
        d.v1 = doomVertex(s.v1);
        d.v2 = doomVertex(s.v2);
        d.line = static_cast<std::uint32_t>(s.wall);
        d.side = s.side;
        // As Doom reads them: the angle of the side's direction along its linedef, and the
        // distance from that side's start (v1 for the front, v2 for the back) to the seg.
        const Vec2 start = s.side == 0 ? m_map.wallStart(w) : m_map.wallEnd(w);
        const Vec2 end = s.side == 0 ? m_map.wallEnd(w) : m_map.wallStart(w);
        d.angle = sideAngle(static_cast<std::size_t>(s.wall), s.side, end - start);
        d.offset = static_cast<std::int16_t>(std::lround(glm::length(vertex(d.v1) - start)));
        return d;
    }

    // The angle of a wall side's direction, worked out once per side: a wall's segs share it.
    std::uint16_t sideAngle(std::size_t wall, int side, const Vec2& direction)
    {
        std::uint32_t& a = m_sideAngles[2 * wall + (side == 0 ? 0 : 1)];
        if (a == kUnassigned)
            a = bamAngle(direction);
        return static_cast<std::uint16_t>(a);
    }

    const Map& m_map;
    const Bsp& m_bsp;
    bool m_integer;
    DoomNodeTree m_tree;
    std::vector<std::uint32_t> m_vertexOf;
    std::vector<std::uint32_t> m_vertexSlots; // see newVertexAt
    mutable std::vector<std::uint32_t> m_wallsAtStart; // see indexWallsByVertex
    mutable std::vector<Index> m_wallsAt;
    mutable std::vector<std::uint32_t> m_firstVertexAt; // see vertexSlot
    std::vector<std::uint32_t> m_sideAngles; // see sideAngle
    std::vector<Box> m_boxes; // a stack: the bounds of each converted child
};

void putFixed(std::vector<std::uint8_t>& out, double v)
{
    putU32(out, static_cast<std::uint32_t>(static_cast<std::int32_t>(std::llround(v * kFixed))));
}

void putNodeBody(std::vector<std::uint8_t>& out, const DoomNode& n, bool extended)
{
    putS16(out, n.x);
    putS16(out, n.y);
    putS16(out, n.dx);
    putS16(out, n.dy);
    for (int c = 0; c < 2; ++c)
        for (int k = 0; k < 4; ++k)
            putS16(out, std::clamp(n.box[c][k], -32768, 32767));
    for (int c = 0; c < 2; ++c) {
        if (extended) {
            putU32(out, n.child[c]);
        } else {
            const bool leaf = (n.child[c] & kDoomLeaf) != 0;
            putU16(out, (n.child[c] & 0x7FFFu) | (leaf ? 0x8000u : 0u));
        }
    }
}

} // namespace

DoomNodeTree buildDoomNodes(const Map& map, const Bsp& bsp, bool integerVertices)
{
    return Converter(map, bsp, integerVertices).run();
}

Status checkVanillaNodesFit(const DoomNodeTree& tree)
{
    const std::size_t vertices = tree.mapVertexCount + tree.newVertices.size();
    if (tree.segs.size() > 32767)
        return makeError("the map needs " + std::to_string(tree.segs.size()) +
                         " segs, more than the 32,767 vanilla nodes allow");
    if (tree.subsectors.size() > 32767 || tree.nodes.size() > 32767)
        return makeError("the map needs " + std::to_string(tree.subsectors.size()) +
                         " subsectors and " + std::to_string(tree.nodes.size()) +
                         " nodes, more than the 32,767 vanilla nodes allow");
    if (vertices > 65535)
        return makeError("the map needs " + std::to_string(vertices) +
                         " vertices with its split points, more than the 65,535 of vanilla nodes");
    return Ok{};
}

std::vector<std::uint8_t> vanillaSegsLump(const DoomNodeTree& tree)
{
    std::vector<std::uint8_t> out;
    out.reserve(tree.segs.size() * 12);
    for (const DoomSeg& s : tree.segs) {
        putU16(out, s.v1);
        putU16(out, s.v2);
        putU16(out, s.angle);
        putU16(out, s.line);
        putU16(out, s.side);
        putS16(out, s.offset);
    }
    return out;
}

std::vector<std::uint8_t> vanillaSubsectorsLump(const DoomNodeTree& tree)
{
    std::vector<std::uint8_t> out;
    out.reserve(tree.subsectors.size() * 4);
    for (const DoomSubsector& s : tree.subsectors) {
        putU16(out, s.segCount);
        putU16(out, s.firstSeg);
    }
    return out;
}

std::vector<std::uint8_t> vanillaNodesLump(const DoomNodeTree& tree)
{
    std::vector<std::uint8_t> out;
    out.reserve(tree.nodes.size() * 28);
    for (const DoomNode& n : tree.nodes)
        putNodeBody(out, n, false);
    return out;
}

std::vector<std::uint8_t> newVertexRecords(const DoomNodeTree& tree)
{
    std::vector<std::uint8_t> out;
    out.reserve(tree.newVertices.size() * 4);
    for (const Vec2& v : tree.newVertices) {
        putS16(out, static_cast<int>(std::lround(v.x)));
        putS16(out, static_cast<int>(std::lround(v.y)));
    }
    return out;
}

std::vector<std::uint8_t> compressedLump(const std::array<std::uint8_t, 4>& magic,
                                         std::span<const std::uint8_t> body)
{
    // Into a buffer of the largest size the compressed bytes can take, not cleared first (only
    // what zlib writes is touched), then copied out at their size.
    uLongf size = compressBound(static_cast<uLong>(body.size()));
    const std::unique_ptr<std::uint8_t[]> packed(new std::uint8_t[size]);
    // The fastest level: a few percent larger, and the default level took a sixth of the whole
    // export of a 52,000-wall map.
    compress2(packed.get(), &size, body.data(), static_cast<uLong>(body.size()), Z_BEST_SPEED);
    std::vector<std::uint8_t> out(magic.begin(), magic.end());
    out.insert(out.end(), packed.get(), packed.get() + size);
    return out;
}

std::vector<std::uint8_t> extendedNodesLump(const DoomNodeTree& tree)
{
    // XNOD and the body, made at its size instead of grown by doubling: the counts, 8 bytes a
    // vertex, 4 a subsector, 11 a seg and 32 a node.
    std::vector<std::uint8_t> body;
    body.reserve(20 + 8 * tree.newVertices.size() + 4 * tree.subsectors.size() +
                 11 * tree.segs.size() + 32 * tree.nodes.size());
    body = {'X', 'N', 'O', 'D'};
    putU32(body, static_cast<std::uint32_t>(tree.mapVertexCount));
    putU32(body, static_cast<std::uint32_t>(tree.newVertices.size()));
    for (const Vec2& v : tree.newVertices) {
        putFixed(body, v.x);
        putFixed(body, v.y);
    }
    putU32(body, static_cast<std::uint32_t>(tree.subsectors.size()));
    for (const DoomSubsector& s : tree.subsectors)
        putU32(body, s.segCount);
    putU32(body, static_cast<std::uint32_t>(tree.segs.size()));
    for (const DoomSeg& s : tree.segs) {
        putU32(body, s.v1);
        putU32(body, s.v2);
        putU16(body, s.line);
        putU8(body, s.side);
    }
    putU32(body, static_cast<std::uint32_t>(tree.nodes.size()));
    for (const DoomNode& n : tree.nodes)
        putNodeBody(body, n, true);

    return body;
}

} // namespace sw
