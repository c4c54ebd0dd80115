// GL nodes for UDMF: every subsector's segs go round its leaf's polygon, clockwise and convex,
// carrying each wall seg once; the ZNODES lump decodes to the same counts.
#include "bsp/Bsp.h"
#include "doom/GlNodes.h"
#include "io/DoomImport.h"
#include "io/Wad.h"

#include "core/support/Freedoom.h"

#include <gtest/gtest.h>

#include <zlib.h>

#include <cmath>

namespace {

sw::Vec2 glVertex(const sw::Map& map, const sw::GlNodes& gl, std::uint32_t v)
{
    return v < gl.mapVertexCount ? map.vertices[v].pos : gl.newVertices[v - gl.mapVertexCount];
}

double area(const std::vector<sw::Vec2>& p)
{
    double a = 0;
    for (std::size_t i = 0; i < p.size(); ++i)
        a += sw::cross(p[i], p[(i + 1) % p.size()]);
    return a / 2;
}

std::uint32_t u32(const std::vector<std::uint8_t>& b, std::size_t at)
{
    return std::uint32_t(b[at]) | std::uint32_t(b[at + 1]) << 8 | std::uint32_t(b[at + 2]) << 16 |
           std::uint32_t(b[at + 3]) << 24;
}

} // namespace

TEST(GlNodes, EverySubsectorOfEveryFreedoomMapIsAClosedConvexLoopRoundItsLeaf)
{
    for (const char* file : {"freedoom1.wad", "freedoom2.wad"}) {
        const std::string path = swtest::freedoomWad(file);
        ASSERT_FALSE(path.empty()) << file << " is missing: install the Debian package freedoom";
        auto wad = sw::Wad::load(path);
        ASSERT_TRUE(wad);
        for (const sw::WadMapEntry& entry : wad->maps()) {
            SCOPED_TRACE(entry.name);
            auto map = sw::importWadMap(*wad, entry);
            ASSERT_TRUE(map);
            auto bsp = sw::Bsp::compile(*map);
            ASSERT_TRUE(bsp);
            const sw::DoomNodeTree tree = sw::buildDoomNodes(*map, *bsp, false);
            const sw::GlNodes gl = sw::buildGlNodes(*map, *bsp, tree);
            EXPECT_EQ(gl.unplacedSegs, 0u);
            ASSERT_EQ(gl.subsectorSegCount.size(), tree.subsectors.size());
            std::size_t first = 0, wallSegs = 0, concave = 0, offLine = 0, areaOff = 0;
            for (std::size_t i = 0; i < gl.subsectorSegCount.size(); ++i) {
                const std::size_t n = gl.subsectorSegCount[i];
                // A sliver whose third side is shorter than 1/64 unit closes with two segs.
                ASSERT_GE(n, 2u) << "subsector " << i;
                std::vector<sw::Vec2> loop;
                for (std::size_t k = 0; k < n; ++k)
                    loop.push_back(glVertex(*map, gl, gl.segs[first + k].v1));
                for (std::size_t k = 0; k < n; ++k) {
                    const sw::Vec2 a = loop[k], b = loop[(k + 1) % n], c = loop[(k + 2) % n];
                    EXPECT_GT(glm::length(b - a), 0.0) << "a zero-length seg";
                    // Clockwise: every turn is to the right (or straight on).
                    if (sw::cross(b - a, c - b) / glm::length(b - a) > 0.01)
                        ++concave;
                    const sw::GlSeg& s = gl.segs[first + k];
                    if (s.line != sw::kGlNoLine) {
                        ++wallSegs;
                        const sw::Wall& w = map->walls[s.line];
                        const sw::Vec2 p = map->wallStart(w), q = map->wallEnd(w);
                        const sw::Vec2 d = (q - p) / glm::length(q - p);
                        if (std::fabs(sw::cross(d, a - p)) > 0.02 ||
                            std::fabs(sw::cross(d, b - p)) > 0.02)
                            ++offLine;
                    }
                }
                // The loop encloses the leaf's polygon (clockwise, so negative area).
                const auto poly = bsp->leafPolygon(tree.subsectorLeaf[i]);
                const double want = area({poly.begin(), poly.end()});
                // Corners less than 1/256 unit off a straight side are dropped, and points
                // within 1/64 unit merged: the area may change by that much along the border.
                double perimeter = 0;
                for (std::size_t k = 0; k < poly.size(); ++k)
                    perimeter += glm::length(poly[(k + 1) % poly.size()] - poly[k]);
                if (std::fabs(-area(loop) - want) > perimeter / 64 + 1e-6) {
                    ++areaOff;
                    ADD_FAILURE() << "subsector " << i << ": loop area " << -area(loop)
                                  << ", leaf area " << want << ", " << n << " segs, "
                                  << poly.size() << " corners";
                }
                first += n;
            }
            EXPECT_EQ(concave, 0u);
            EXPECT_EQ(offLine, 0u);
            EXPECT_EQ(areaOff, 0u);
            std::size_t drawable = 0;
            for (const sw::DoomSeg& s : tree.segs) {
                const sw::Vec2 a = glVertex(*map, gl, s.v1), b = glVertex(*map, gl, s.v2);
                drawable += glm::length(b - a) >= 1.0 / 64 ? 1 : 0;
            }
            EXPECT_EQ(wallSegs, drawable);

            // The lump: ZGLN, then the counts as written.
            const auto lump = sw::glNodesLump(gl, map->walls.size());
            ASSERT_EQ(std::string(lump.begin(), lump.begin() + 4), "ZGLN");
            std::vector<std::uint8_t> body(16 * 1024 * 1024);
            uLongf size = body.size();
            ASSERT_EQ(uncompress(body.data(), &size, lump.data() + 4, lump.size() - 4), Z_OK);
            body.resize(size);
            EXPECT_EQ(u32(body, 0), map->vertices.size());
            const std::size_t subsAt = 8 + 8 * std::size_t(u32(body, 4));
            EXPECT_EQ(u32(body, subsAt), gl.subsectorSegCount.size());
            const std::size_t segsAt = subsAt + 4 + 4 * gl.subsectorSegCount.size();
            EXPECT_EQ(u32(body, segsAt), gl.segs.size());
            const std::size_t nodesAt = segsAt + 4 + 11 * gl.segs.size();
            EXPECT_EQ(u32(body, nodesAt), gl.nodes.size());
            EXPECT_EQ(body.size(), nodesAt + 4 + 32 * gl.nodes.size());
        }
    }
}
