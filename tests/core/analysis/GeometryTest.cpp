// Geometry findings on maps written out by hand (PolygonMap only draws sound maps).
#include "AnalysisTestSupport.h"

#include <gtest/gtest.h>

namespace {

using sw::Severity;
using sw::Vec2;
using swtest::analyze;
using swtest::describe;

// A 256 x 256 square sector, one-sided walls running clockwise: 0 west, 1 north, 2 east,
// 3 south.
sw::Map square()
{
    sw::Map map;
    for (const Vec2 p : {Vec2{0, 0}, Vec2{0, 256}, Vec2{256, 256}, Vec2{256, 0}})
        map.vertices.push_back({p});
    map.sectors.push_back({});
    map.sectors[0].ceilingHeight = 128;
    // Fronts face the right of v1 -> v2: run clockwise around the room.
    for (int i = 0; i < 4; ++i) {
        sw::Wall w;
        w.v1 = i;
        w.v2 = (i + 1) % 4;
        w.frontSector = 0;
        w.flags = sw::kWallBlocking;
        map.walls.push_back(w);
    }
    map.playerStart = sw::PlayerStart{{128, 128}, 0};
    return map;
}

TEST(AnalysisGeometry, SquareIsClean)
{
    const auto findings = analyze(square());
    EXPECT_TRUE(findings.empty()) << describe(findings);
}

TEST(AnalysisGeometry, ZeroLengthWallAndDanglingVertex)
{
    sw::Map map = square();
    map.vertices.push_back({{500, 500}});
    sw::Wall w = map.walls[0];
    w.v2 = w.v1;
    map.walls.push_back(w);
    const auto findings = analyze(map);
    ASSERT_EQ(findings.size(), 2u) << describe(findings);
    EXPECT_EQ(findings[0].kind, "dangling-vertex");
    EXPECT_EQ(findings[0].severity, Severity::Warning);
    EXPECT_EQ(findings[0].vertices, std::vector<sw::Index>{4});
    EXPECT_EQ(findings[0].where, Vec2(500, 500));
    EXPECT_EQ(findings[1].kind, "zero-length-wall");
    EXPECT_EQ(findings[1].walls, std::vector<sw::Index>{4});
    EXPECT_EQ(findings[1].where, Vec2(0, 0));
}

TEST(AnalysisGeometry, UnclosedSector)
{
    sw::Map map = square();
    map.walls.pop_back(); // the south wall, from (256, 0) back to (0, 0)
    map.playerStart.reset();
    const auto findings = analyze(map);
    const auto unclosed = swtest::ofKind(findings, "unclosed-sector");
    ASSERT_EQ(unclosed.size(), 1u) << describe(findings);
    EXPECT_EQ(unclosed[0].severity, Severity::Error);
    EXPECT_EQ(unclosed[0].sectors, std::vector<sw::Index>{0});
    EXPECT_EQ(unclosed[0].vertices, (std::vector<sw::Index>{0, 3}));
    EXPECT_EQ(unclosed[0].walls, (std::vector<sw::Index>{0, 2}));
    EXPECT_EQ(unclosed[0].where, Vec2(0, 0));
}

// A boundary counts by points, not vertex numbers: two vertices at one point close it there
// (with another sector's walls at one of them), while the points left open stay loose.
TEST(AnalysisGeometry, UnclosedSectorByPointsNotVertices)
{
    sw::Map closed = square();
    closed.vertices.push_back({{0, 0}}); // vertex 4, where vertex 0 is
    closed.walls[3].v2 = 4;              // the south wall ends there
    closed.vertices.push_back({{0, 0}}); // vertex 5, unused: dangling, but not a loose end
    const auto onClosed = analyze(closed);
    EXPECT_TRUE(swtest::ofKind(onClosed, "unclosed-sector").empty()) << describe(onClosed);

    sw::Map open = closed;
    // Without the north wall: (0, 256) and (256, 256) are loose; a second sector's wall
    // leaves (0, 0) from vertex 0 while vertex 4 closes sector 0 there.
    open.walls.erase(open.walls.begin() + 1);
    open.sectors.push_back(open.sectors[0]);
    for (const Vec2 p : {Vec2{-64, 0}, Vec2{-64, -64}})
        open.vertices.push_back({p}); // 6, 7
    for (const auto& [a, b] : {std::pair{0, 6}, std::pair{6, 7}, std::pair{7, 0}}) {
        sw::Wall w;
        w.v1 = a;
        w.v2 = b;
        w.frontSector = 1;
        open.walls.push_back(w);
    }
    const auto unclosed = swtest::ofKind(analyze(open), "unclosed-sector");
    ASSERT_EQ(unclosed.size(), 1u) << describe(unclosed);
    EXPECT_EQ(unclosed[0].sectors, std::vector<sw::Index>{0});
    EXPECT_EQ(unclosed[0].where, Vec2(0, 256));
    EXPECT_EQ(unclosed[0].vertices, (std::vector<sw::Index>{1, 2}));
    EXPECT_EQ(unclosed[0].walls, (std::vector<sw::Index>{0, 1}));
    EXPECT_NE(unclosed[0].message.find("2 loose ends"), std::string::npos) << unclosed[0].message;
}

TEST(AnalysisGeometry, CrossingWalls)
{
    sw::Map map = square();
    // A second square sector overlapping the first's north-east corner.
    const sw::Index base = static_cast<sw::Index>(map.vertices.size());
    for (const Vec2 p : {Vec2{200, 200}, Vec2{200, 300}, Vec2{300, 300}, Vec2{300, 200}})
        map.vertices.push_back({p});
    map.sectors.push_back(map.sectors[0]);
    for (int i = 0; i < 4; ++i) {
        sw::Wall w;
        w.v1 = base + i;
        w.v2 = base + (i + 1) % 4;
        w.frontSector = 1;
        map.walls.push_back(w);
    }
    const auto crossing = swtest::ofKind(analyze(map), "crossing-walls");
    ASSERT_EQ(crossing.size(), 2u) << describe(crossing);
    EXPECT_EQ(crossing[0].where, Vec2(200, 256));
    EXPECT_EQ(crossing[0].walls, (std::vector<sw::Index>{1, 4}));
    EXPECT_EQ(crossing[0].sectors, (std::vector<sw::Index>{0, 1}));
    EXPECT_EQ(crossing[1].where, Vec2(256, 200));
    EXPECT_EQ(crossing[1].walls, (std::vector<sw::Index>{2, 7}));
    EXPECT_EQ(crossing[0].severity, Severity::Error);
}

TEST(AnalysisGeometry, OverlappingWalls)
{
    sw::Map map = square();
    // The north wall drawn a second time, the other way round.
    sw::Wall w = map.walls[1];
    std::swap(w.v1, w.v2);
    map.walls.push_back(w);
    const auto overlap = swtest::ofKind(analyze(map), "overlapping-walls");
    ASSERT_EQ(overlap.size(), 1u) << describe(analyze(map));
    EXPECT_EQ(overlap[0].walls, (std::vector<sw::Index>{1, 4}));
    EXPECT_EQ(overlap[0].where, Vec2(128, 256));
    EXPECT_EQ(overlap[0].message, "wall 1 and wall 4 overlap along 256 units around (128, 256)");
}

} // namespace
