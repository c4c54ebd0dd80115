#include "map/Validate.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace {

// A square room: 4 vertices, 4 one-sided walls, sector 0.
sw::Map squareRoom()
{
    sw::Map m;
    m.vertices = {{{0, 0}}, {{0, 64}}, {{64, 64}}, {{64, 0}}};
    m.sectors.push_back(sw::Sector{});
    for (int i = 0; i < 4; ++i) {
        sw::Wall w;
        w.v1 = i;
        w.v2 = (i + 1) % 4;
        w.frontSector = 0;
        m.walls.push_back(w);
    }
    return m;
}

const sw::ValidationIssue* findIssue(const std::vector<sw::ValidationIssue>& issues,
                                     sw::ElementKind kind, sw::Index index)
{
    for (const auto& i : issues)
        if (i.element == kind && i.index == index)
            return &i;
    return nullptr;
}

} // namespace

TEST(Validate, SoundMapHasNoIssues)
{
    EXPECT_TRUE(sw::validateMap(squareRoom()).empty());
}

TEST(Validate, DanglingVertexReferenceIsAnErrorWithTheWallIndex)
{
    sw::Map m = squareRoom();
    m.walls[2].v2 = 17;
    const auto issues = sw::validateMap(m);
    const auto* issue = findIssue(issues, sw::ElementKind::Wall, 2);
    ASSERT_NE(issue, nullptr);
    EXPECT_EQ(issue->severity, sw::ValidationIssue::Severity::Error);
    EXPECT_EQ(issue->message, "wall 2 refers to vertex 17, but the map has 4 vertices");
    EXPECT_FALSE(sw::hasNoErrors(issues));
}

TEST(Validate, DanglingSectorReferencesAreErrors)
{
    sw::Map m = squareRoom();
    m.walls[0].frontSector = 3;
    m.walls[1].backSector = 9;
    m.walls[3].frontSector = sw::kNone;
    const auto issues = sw::validateMap(m);
    ASSERT_NE(findIssue(issues, sw::ElementKind::Wall, 0), nullptr);
    EXPECT_EQ(findIssue(issues, sw::ElementKind::Wall, 1)->message,
              "wall 1 has back sector 9, but the map has 1 sectors");
    EXPECT_EQ(findIssue(issues, sw::ElementKind::Wall, 3)->message, "wall 3 has no front sector");
}

TEST(Validate, NonFiniteNumbersAreErrors)
{
    sw::Map m = squareRoom();
    m.vertices[1].pos.x = std::numeric_limits<double>::quiet_NaN();
    m.sectors[0].floorHeight = std::numeric_limits<double>::infinity();
    m.things.push_back(sw::Thing{1, {std::nan(""), 0}, 0, 0, {}});
    const auto issues = sw::validateMap(m);
    EXPECT_NE(findIssue(issues, sw::ElementKind::Vertex, 1), nullptr);
    EXPECT_NE(findIssue(issues, sw::ElementKind::Sector, 0), nullptr);
    EXPECT_NE(findIssue(issues, sw::ElementKind::Thing, 0), nullptr);
}

TEST(Validate, CeilingBelowFloorAndZeroLengthAreWarnings)
{
    sw::Map m = squareRoom();
    m.sectors[0].floorHeight = 100;
    m.sectors[0].ceilingHeight = 50;
    m.vertices.push_back({{0, 0}});
    sw::Wall w;
    w.v1 = 0;
    w.v2 = 4; // same position as vertex 0
    w.frontSector = 0;
    m.walls.push_back(w);
    const auto issues = sw::validateMap(m);
    EXPECT_TRUE(sw::hasNoErrors(issues));
    const auto* sector = findIssue(issues, sw::ElementKind::Sector, 0);
    ASSERT_NE(sector, nullptr);
    EXPECT_EQ(sector->severity, sw::ValidationIssue::Severity::Warning);
    EXPECT_EQ(sector->message, "sector 0 has its ceiling (50) below its floor (100)");
    ASSERT_NE(findIssue(issues, sw::ElementKind::Wall, 4), nullptr);
    EXPECT_EQ(findIssue(issues, sw::ElementKind::Wall, 4)->message, "wall 4 has zero length");
}
