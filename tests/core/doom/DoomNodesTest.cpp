// Doom nodes derived from the BSP, checked as an engine uses them, and the blockmap.
#include "bsp/Bsp.h"
#include "doom/Blockmap.h"
#include "doom/DoomNodes.h"
#include "io/DoomImport.h"
#include "io/Wad.h"

#include "core/support/Freedoom.h"

#include <gtest/gtest.h>

#include <cmath>

namespace {

struct Checked {
    std::size_t segsOffLine = 0, segsReversed = 0, segsFacingOther = 0, nonConvex = 0;
    std::size_t wrongSector = 0;
    std::size_t misplacedEnds = 0, points = 0;
};

sw::Vec2 doomVertex(const sw::Map& map, const sw::DoomNodeTree& t, std::uint32_t v)
{
    return v < t.mapVertexCount ? map.vertices[v].pos : t.newVertices[v - t.mapVertexCount];
}

sw::Index sidedefSector(const sw::Map& map, const sw::DoomSeg& s)
{
    const sw::Wall& w = map.walls[s.line];
    return s.side == 0 ? w.frontSector : w.backSector;
}

// R_PointOnSide of the engines, in 16.16 fixed point: 0 for the front, 1 for the back.
int pointOnSide(const sw::DoomNode& n, const sw::Vec2& p)
{
    const auto x = std::llround(p.x * 65536) - (std::int64_t(n.x) << 16);
    const auto y = std::llround(p.y * 65536) - (std::int64_t(n.y) << 16);
    return std::int64_t(n.dx) * y >= std::int64_t(n.dy) * x ? 1 : 0;
}

// R_PointInSubsector: from the root, follow the side the point is on.
std::uint32_t subsectorAt(const sw::DoomNodeTree& t, const sw::Vec2& p)
{
    std::uint32_t c = static_cast<std::uint32_t>(t.nodes.size() - 1);
    while (!(c & sw::kDoomLeaf))
        c = t.nodes[c].child[pointOnSide(t.nodes[c], p)];
    return c & ~sw::kDoomLeaf;
}

// Checks the tree against the map and the BSP it came from; `tol` is how far rounding may move
// a vertex (half a unit diagonally for vanilla, a fraction for extended).
Checked check(const sw::Map& map, const sw::Bsp& bsp, const sw::DoomNodeTree& t, double tol)
{
    Checked c;
    // Every seg lies on its linedef and faces its sidedef's sector, which is its subsector's.
    for (const sw::DoomSubsector& sub : t.subsectors) {
        const sw::Index sector = sidedefSector(map, t.segs[sub.firstSeg]);
        for (std::uint32_t k = sub.firstSeg; k < sub.firstSeg + sub.segCount; ++k) {
            const sw::DoomSeg& s = t.segs[k];
            const sw::Wall& w = map.walls[s.line];
            const sw::Vec2 a = map.wallStart(w), b = map.wallEnd(w);
            const sw::Vec2 d = (b - a) / glm::length(b - a);
            for (std::uint32_t v : {s.v1, s.v2})
                if (std::fabs(sw::cross(d, doomVertex(map, t, v) - a)) > tol)
                    ++c.segsOffLine;
            const sw::Vec2 sd = doomVertex(map, t, s.v2) - doomVertex(map, t, s.v1);
            const sw::Vec2 along = s.side == 0 ? b - a : a - b;
            if (glm::dot(sd, along) < 0)
                ++c.segsReversed;
            if (sidedefSector(map, s) != sector)
                ++c.segsFacingOther;
            // Convex: every seg end of the subsector is on the right of (or on) the line this
            // seg lies on. Measured against the linedef, which rounding does not move.
            const sw::Vec2 dir = along / glm::length(along);
            for (std::uint32_t j = sub.firstSeg; j < sub.firstSeg + sub.segCount; ++j)
                for (std::uint32_t v : {t.segs[j].v1, t.segs[j].v2})
                    if (sw::cross(dir, doomVertex(map, t, v) - a) > 2 * tol)
                        ++c.nonConvex;
        }
    }
    // Every node's children are older than it, each used once: the last node is the root.
    std::vector<int> uses(t.nodes.size() + t.subsectors.size(), 0);
    for (std::size_t i = 0; i < t.nodes.size(); ++i)
        for (std::uint32_t ch : t.nodes[i].child) {
            if (ch & sw::kDoomLeaf)
                ++uses[t.nodes.size() + (ch & ~sw::kDoomLeaf)];
            else {
                EXPECT_LT(ch, i);
                ++uses[ch];
            }
        }
    for (std::size_t i = 0; i < uses.size(); ++i) {
        if (i + 1 != t.nodes.size()) {
            EXPECT_EQ(uses[i], 1) << "node or subsector " << i;
        }
    }
    // Segs under each child are on that child's side of the partition, give or take rounding.
    struct Walk {
        const sw::DoomNodeTree& t;
        const sw::Map& map;
        Checked& c;
        double tol;
        void segsUnder(std::uint32_t ch, std::vector<std::uint32_t>& out) const
        {
            if (ch & sw::kDoomLeaf) {
                const auto& sub = t.subsectors[ch & ~sw::kDoomLeaf];
                for (std::uint32_t k = 0; k < sub.segCount; ++k)
                    out.push_back(sub.firstSeg + k);
                return;
            }
            segsUnder(t.nodes[ch].child[0], out);
            segsUnder(t.nodes[ch].child[1], out);
        }
    };
    for (const sw::DoomNode& n : t.nodes) {
        const sw::Vec2 o{double(n.x), double(n.y)};
        const sw::Vec2 d = sw::Vec2{double(n.dx), double(n.dy)} / std::hypot(n.dx, n.dy);
        for (int side = 0; side < 2; ++side) {
            std::vector<std::uint32_t> segs;
            Walk{t, map, c, tol}.segsUnder(n.child[side], segs);
            for (std::uint32_t k : segs)
                for (std::uint32_t v : {t.segs[k].v1, t.segs[k].v2}) {
                    const double dist = sw::cross(d, doomVertex(map, t, v) - o); // > 0: back
                    if ((side == 0 && dist > tol) || (side == 1 && dist < -tol))
                        ++c.misplacedEnds;
                }
        }
    }
    // The engine's point location agrees with the BSP's at the middle of every sector leaf.
    for (std::size_t i = 0; i < bsp.leaves().size(); ++i) {
        const sw::BspLeaf& leaf = bsp.leaves()[i];
        if (leaf.sector == sw::kNone)
            continue;
        sw::Vec2 mid{0, 0};
        const auto poly = bsp.leafPolygon(static_cast<std::int32_t>(i));
        for (const sw::Vec2& p : poly)
            mid += p / double(poly.size());
        ++c.points;
        const sw::DoomSubsector& sub = t.subsectors[subsectorAt(t, mid)];
        if (sidedefSector(map, t.segs[sub.firstSeg]) != leaf.sector)
            ++c.wrongSector;
    }
    return c;
}

} // namespace

TEST(DoomNodes, FreedoomMapsGiveTreesTheEngineFindsEverySectorIn)
{
    for (const char* file : {"freedoom1.wad", "freedoom2.wad"}) {
        const std::string path = swtest::freedoomWad(file);
        ASSERT_FALSE(path.empty()) << file << " is missing: install the Debian package freedoom";
        auto wad = sw::Wad::load(path);
        ASSERT_TRUE(wad) << wad.error().message;
        for (const sw::WadMapEntry& entry : wad->maps()) {
            SCOPED_TRACE(entry.name);
            auto map = sw::importWadMap(*wad, entry);
            ASSERT_TRUE(map) << map.error().message;
            auto bsp = sw::Bsp::compile(*map);
            ASSERT_TRUE(bsp) << bsp.error().message;
            std::size_t mixedSegs = 0;
            for (std::size_t i = 0; i < bsp->leaves().size(); ++i)
                for (const sw::BspSeg& s : bsp->leafSegs(static_cast<std::int32_t>(i)))
                    if (s.sector != sw::kNone && s.sector != bsp->leaves()[i].sector)
                        ++mixedSegs;
            for (bool vanilla : {true, false}) {
                SCOPED_TRACE(vanilla ? "vanilla" : "extended");
                const sw::DoomNodeTree t = sw::buildDoomNodes(*map, *bsp, vanilla);
                ASSERT_FALSE(t.nodes.empty());
                if (vanilla) {
                    EXPECT_TRUE(sw::checkVanillaNodesFit(t));
                }
                const Checked c = check(*map, *bsp, t, vanilla ? 0.75 : 0.001);
                EXPECT_EQ(c.segsOffLine, 0u);
                EXPECT_EQ(c.segsReversed, 0u);
                // Only where the BSP itself found walls of several sectors around one leaf
                // (self-referencing walls, unclosed sectors) may a seg face another sector.
                EXPECT_LE(c.segsFacingOther, mixedSegs);
                EXPECT_EQ(c.nonConvex, 0u);
                EXPECT_EQ(c.wrongSector, 0u) << "of " << c.points << " leaf centres";
                // A rounded chord may leave a seg end a little on the wrong side; a wall line
                // never does.
                EXPECT_LE(c.misplacedEnds, 8 * t.stats.roundedChords);
            }
        }
    }
}

TEST(DoomNodes, BlockmapListsEveryWallInTheBlocksItCrosses)
{
    const std::string path = swtest::freedoomWad("freedoom2.wad");
    ASSERT_FALSE(path.empty());
    auto wad = sw::Wad::load(path);
    ASSERT_TRUE(wad);
    for (const char* name : {"MAP01", "MAP12"}) {
        SCOPED_TRACE(name);
        auto map = sw::importWadMap(*wad, *wad->findMap(name));
        ASSERT_TRUE(map);
        const sw::BlockmapLump bm = sw::buildBlockmap(*map);
        ASSERT_FALSE(bm.bytes.empty());
        EXPECT_EQ(bm.bytes.size(), bm.fullSize);
        auto word = [&](std::size_t i) {
            return std::uint16_t(bm.bytes[2 * i] | bm.bytes[2 * i + 1] << 8);
        };
        const int ox = std::int16_t(word(0)), oy = std::int16_t(word(1));
        const std::size_t cols = word(2), rows = word(3);
        ASSERT_EQ(cols, bm.columns);
        ASSERT_EQ(rows, bm.rows);
        auto list = [&](std::size_t block) {
            std::size_t at = word(4 + block);
            EXPECT_EQ(word(at), 0) << "each list starts with 0";
            std::vector<std::uint16_t> lines;
            for (++at; at < bm.bytes.size() / 2 && word(at) != 0xFFFF; ++at)
                lines.push_back(word(at));
            EXPECT_LT(at, bm.bytes.size() / 2) << "each list ends with -1";
            return lines;
        };
        std::size_t checked = 0;
        for (std::size_t i = 0; i < map->walls.size(); ++i) {
            const sw::Vec2 a = map->wallStart(map->walls[i]), b = map->wallEnd(map->walls[i]);
            const int steps = 1 + static_cast<int>(glm::length(b - a) / 4);
            for (int k = 0; k <= steps; ++k) {
                const sw::Vec2 p = a + (b - a) * (double(k) / steps);
                const auto cx = static_cast<std::size_t>((p.x - ox) / 128);
                const auto cy = static_cast<std::size_t>((p.y - oy) / 128);
                ASSERT_LT(cx, cols);
                ASSERT_LT(cy, rows);
                const auto lines = list(cy * cols + cx);
                ASSERT_NE(std::find(lines.begin(), lines.end(), i), lines.end())
                    << "wall " << i << " at (" << p.x << ", " << p.y << ")";
                ++checked;
            }
        }
        EXPECT_GT(checked, map->walls.size());
    }
}
