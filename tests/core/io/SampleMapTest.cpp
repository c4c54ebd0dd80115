// The bundled sample map loads cleanly and contains every feature it exists to show.
#include "io/SwmapFormat.h"
#include "map/Validate.h"

#include "base/Files.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

namespace {

const std::string kSamplePath = STEPWISE_SOURCE_DIR "/resources/maps/sample.swmap";

sw::Map loadSample()
{
    auto map = sw::loadSwmapFile(kSamplePath);
    EXPECT_TRUE(map) << map.error().message;
    return map ? *map : sw::Map{};
}

sw::Index sectorNamed(const sw::Map& m, const std::string& name)
{
    for (std::size_t i = 0; i < m.sectors.size(); ++i)
        if (m.sectors[i].name == name)
            return static_cast<sw::Index>(i);
    ADD_FAILURE() << "no sector named " << name;
    return 0;
}

// Width of a rectangular sector along x (the sample's passages run north-south).
double widthX(const sw::Map& m, sw::Index sector)
{
    double lo = 1e9, hi = -1e9;
    for (const sw::Wall& w : m.walls)
        if (w.frontSector == sector || w.backSector == sector)
            for (sw::Index v : {w.v1, w.v2}) {
                lo = std::min(lo, m.vertices[static_cast<std::size_t>(v)].pos.x);
                hi = std::max(hi, m.vertices[static_cast<std::size_t>(v)].pos.x);
            }
    return hi - lo;
}

bool shareWall(const sw::Map& m, sw::Index a, sw::Index b)
{
    for (const sw::Wall& w : m.walls)
        if ((w.frontSector == a && w.backSector == b) || (w.frontSector == b && w.backSector == a))
            return true;
    return false;
}

} // namespace

TEST(SampleMap, LoadsWithoutAnyValidationIssue)
{
    const sw::Map m = loadSample();
    EXPECT_TRUE(sw::validateMap(m).empty());
    ASSERT_TRUE(m.playerStart.has_value());
    auto text = sw::readFileText(kSamplePath);
    ASSERT_TRUE(text);
    EXPECT_EQ(sw::writeSwmap(m), *text) << "the committed file is in canonical form";
}

TEST(SampleMap, HasAStairWithOneStepTooHigh)
{
    const sw::Map m = loadSample();
    const sw::Index hall = sectorNamed(m, "start hall");
    std::vector<double> rises;
    sw::Index prev = hall;
    for (int i = 1; i <= 4; ++i) {
        const sw::Index step = sectorNamed(m, "stair " + std::to_string(i));
        EXPECT_TRUE(shareWall(m, prev, step));
        rises.push_back(m.sectors[step].floorHeight - m.sectors[prev].floorHeight);
        prev = step;
    }
    EXPECT_EQ(rises, (std::vector<double>{16, 16, 16, 28}));
    EXPECT_TRUE(shareWall(m, prev, sectorNamed(m, "landing")));
}

TEST(SampleMap, HasALowPassageANarrowGapAndALedge)
{
    const sw::Map m = loadSample();
    const sw::Sector& low = m.sectors[sectorNamed(m, "low passage")];
    EXPECT_LT(low.ceilingHeight - low.floorHeight, 56);
    EXPECT_LT(widthX(m, sectorNamed(m, "narrow gap")), 32);
    EXPECT_GE(widthX(m, sectorNamed(m, "doorway")), 32);
    const sw::Index landing = sectorNamed(m, "landing"), below = sectorNamed(m, "below the ledge");
    EXPECT_TRUE(shareWall(m, landing, below));
    EXPECT_GT(m.sectors[landing].floorHeight - m.sectors[below].floorHeight, 24);
}

TEST(SampleMap, HasASharpAcuteCorner)
{
    const sw::Map m = loadSample();
    // The smallest angle between two one-sided walls meeting at a vertex.
    double smallest = 180;
    for (const sw::Wall& a : m.walls)
        for (const sw::Wall& b : m.walls) {
            if (&a == &b || a.twoSided() || b.twoSided() || a.v2 != b.v1)
                continue;
            const sw::Vec2 p = m.wallEnd(a);
            const sw::Vec2 u = glm::normalize(m.wallStart(a) - p);
            const sw::Vec2 v = glm::normalize(m.wallEnd(b) - p);
            smallest = std::min(smallest, std::acos(glm::dot(u, v)) * 180 / std::numbers::pi);
        }
    EXPECT_LT(smallest, 15);
}
