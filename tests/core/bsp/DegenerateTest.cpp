// Degenerate input never crashes or loops: the compiler builds what can be built and says
// where the problems are.
#include "TestMaps.h"
#include "bench/GridMap.h"
#include "bsp/Bsp.h"
#include "bsp/BspFile.h"

#include <gtest/gtest.h>

#include <random>

namespace {

using swtest::square;
using swtest::TestMapBuilder;

// Compiles, checks the result survives the file reader's checks, and returns it.
sw::Bsp compileChecked(const sw::Map& map, std::vector<sw::BspWarning>* warnings = nullptr)
{
    auto bsp = sw::Bsp::compile(map, {}, warnings);
    EXPECT_TRUE(bsp.ok());
    if (!bsp)
        return {};
    const std::string bytes = sw::writeSwbsp(*bsp);
    auto back = sw::readSwbsp({reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size()},
                              "test");
    EXPECT_TRUE(back.ok()) << back.error().message;
    return std::move(*bsp);
}

TEST(BspDegenerate, ZeroLengthWallIsSkippedWithItsLocation)
{
    TestMapBuilder b;
    const sw::Index s = b.sector();
    b.room(square(0, 0, 128, 128), s);
    b.wall({64, 64}, {64, 64}, s);
    std::vector<sw::BspWarning> warnings;
    const sw::Bsp bsp = compileChecked(b.map, &warnings);
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_NE(warnings[0].message.find("wall 4"), std::string::npos);
    EXPECT_NE(warnings[0].message.find("zero length"), std::string::npos);
    EXPECT_EQ(warnings[0].where, sw::Vec2(64, 64));
    EXPECT_EQ(bsp.sectorAt({32, 32}), s);
}

TEST(BspDegenerate, OverlappingWallsAndTJunctions)
{
    TestMapBuilder b;
    const sw::Index s = b.sector();
    b.room(square(0, 0, 256, 256), s);
    b.wall({0, 100}, {0, 0}, s);          // overlaps part of the west wall
    b.wall({128, 0}, {128, 128}, s, s);   // T-junction on the south wall, dangling inside
    b.wall({128, 128}, {200, 128}, s, s); // and another T on its end
    const sw::Bsp bsp = compileChecked(b.map);
    EXPECT_EQ(bsp.sectorAt({50, 50}), s);
    EXPECT_EQ(bsp.sectorAt({200, 200}), s);
    EXPECT_EQ(bsp.sectorAt({-5, 50}), sw::kNone);
}

TEST(BspDegenerate, UnclosedSectorIsBuiltAndReported)
{
    TestMapBuilder b;
    const sw::Index s = b.sector(), t = b.sector();
    b.room(square(0, 0, 256, 256), s);
    // Sector t: three walls of a square inside s, the fourth missing.
    b.wall({100, 100}, {100, 150}, t, s);
    b.wall({100, 150}, {150, 150}, t, s);
    b.wall({150, 150}, {150, 100}, t, s);
    std::vector<sw::BspWarning> warnings;
    const sw::Bsp bsp = compileChecked(b.map, &warnings);
    ASSERT_FALSE(warnings.empty());
    EXPECT_NE(warnings[0].message.find("unclosed"), std::string::npos);
    EXPECT_NE(warnings[0].message.find("at ("), std::string::npos);
    EXPECT_EQ(bsp.sectorAt({20, 20}), s);
}

TEST(BspDegenerate, VerticesOnPartitionLines)
{
    // No jitter: every grid line carries dozens of collinear walls and every corner lies on
    // the partitions of both its lines.
    swbench::GridMapLayout layout;
    layout.n = 9;
    layout.jitter = 0;
    const sw::Map map = swbench::makeGridMap(layout);
    std::vector<sw::BspWarning> warnings;
    const sw::Bsp bsp = compileChecked(map, &warnings);
    EXPECT_TRUE(warnings.empty());
    for (int j = 0; j < layout.n; ++j)
        for (int i = 0; i < layout.n; ++i)
            EXPECT_EQ(bsp.sectorAt({i * 256.0 + 20, j * 256.0 + 20}),
                      swbench::gridSector(layout, i, j));
}

TEST(BspDegenerate, NearlyCollinearWallsTerminate)
{
    TestMapBuilder b;
    const sw::Index s = b.sector();
    b.room(square(0, 0, 1024, 1024), s);
    for (int k = 0; k < 50; ++k) {
        const double e = k * 1e-9;
        b.wall({10.0 + k, 500 + e}, {900.0 - k, 500 - e}, s, s);
        b.wall({500 + e, 10.0 + k}, {500 - e, 900.0 - k}, s, s);
    }
    const sw::Bsp bsp = compileChecked(b.map);
    EXPECT_EQ(bsp.sectorAt({100, 100}), s);
}

TEST(BspDegenerate, BadReferencesAreIgnoredWithAWarning)
{
    TestMapBuilder b;
    const sw::Index s = b.sector();
    b.room(square(0, 0, 128, 128), s);
    sw::Wall bad;
    bad.v1 = 0;
    bad.v2 = 999;
    b.map.walls.push_back(bad);
    bad.v2 = 1;
    bad.frontSector = 42;
    b.map.walls.push_back(bad);
    std::vector<sw::BspWarning> warnings;
    const sw::Bsp bsp = compileChecked(b.map, &warnings);
    EXPECT_EQ(warnings.size(), 2u);
    EXPECT_EQ(bsp.sectorAt({64, 64}), s);
}

TEST(BspDegenerate, EmptyMapIsOneVoidLeaf)
{
    const sw::Bsp bsp = compileChecked(sw::Map{});
    EXPECT_EQ(bsp.leaves().size(), 1u);
    EXPECT_TRUE(bsp.nodes().empty());
    EXPECT_EQ(bsp.sectorAt({0, 0}), sw::kNone);
}

// Random crossing walls with random sectors: nonsense, but it must build a valid tree.
TEST(BspDegenerate, RandomWallSoupBuildsAValidTree)
{
    std::mt19937_64 rng(99);
    std::uniform_real_distribution<double> u(0, 1000);
    for (int round = 0; round < 5; ++round) {
        TestMapBuilder b;
        for (int k = 0; k < 5; ++k)
            b.sector();
        for (int k = 0; k < 300; ++k) {
            const sw::Vec2 a{std::round(u(rng)), std::round(u(rng))};
            const sw::Vec2 c = k % 3 == 0 ? a + sw::Vec2{0, 1e-7} : sw::Vec2{u(rng), u(rng)};
            b.wall(a, c, static_cast<sw::Index>(k % 6) - 1, static_cast<sw::Index>(k % 4) - 1);
        }
        compileChecked(b.map);
    }
}

} // namespace
