// The compiler on hand-made maps whose answers are known.
#include "TestMaps.h"
#include "bench/GridMap.h"
#include "bsp/Bsp.h"
#include "geom/Polygon.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

namespace {

using swtest::square;
using swtest::TestMapBuilder;

double leafArea(const sw::Bsp& bsp, std::size_t leaf)
{
    return sw::signedArea(bsp.leafPolygon(static_cast<std::int32_t>(leaf)));
}

TEST(BspCompile, SquareRoomIsOneSectorLeafInTheVoid)
{
    TestMapBuilder b;
    const sw::Index s = b.sector(8, 96);
    b.room(square(0, 0, 256, 256), s);
    auto bsp = sw::Bsp::compile(b.map);
    ASSERT_TRUE(bsp.ok());
    EXPECT_EQ(bsp->sectorAt({128, 128}), s);
    EXPECT_EQ(bsp->sectorAt({-10, 128}), sw::kNone);
    EXPECT_EQ(bsp->sectorAt({300, 300}), sw::kNone);
    EXPECT_EQ(bsp->sectorAt({1e6, 0}), sw::kNone);
    int sectorLeaves = 0;
    for (std::size_t i = 0; i < bsp->leaves().size(); ++i)
        if (bsp->leaves()[i].sector == s) {
            ++sectorLeaves;
            EXPECT_NEAR(leafArea(*bsp, i), 256.0 * 256.0, 1e-6);
            EXPECT_EQ(bsp->leafSegs(static_cast<std::int32_t>(i)).size(), 4u);
        }
    EXPECT_EQ(sectorLeaves, 1);
    EXPECT_EQ(bsp->sectors()[0].floorHeight, 8);
    EXPECT_EQ(bsp->sectors()[0].ceilingHeight, 96);
    EXPECT_EQ(bsp->stats().segs, 4u);
    EXPECT_EQ(bsp->stats().voidSegs, 4u);
}

TEST(BspCompile, PillarIsVoid)
{
    TestMapBuilder b;
    const sw::Index s = b.sector();
    b.room(square(0, 0, 512, 512), s);
    b.pillar(std::vector<sw::Vec2>{{200, 200}, {300, 220}, {280, 310}, {210, 290}}, s);
    auto bsp = sw::Bsp::compile(b.map);
    ASSERT_TRUE(bsp.ok());
    EXPECT_EQ(bsp->sectorAt({250, 250}), sw::kNone);
    EXPECT_EQ(bsp->sectorAt({100, 100}), s);
    EXPECT_EQ(bsp->sectorAt({400, 260}), s);
    double sectorArea = 0;
    for (std::size_t i = 0; i < bsp->leaves().size(); ++i)
        if (bsp->leaves()[i].sector == s)
            sectorArea += leafArea(*bsp, i);
    EXPECT_NEAR(sectorArea, swtest::sectorAreas(b.map)[0], 1e-6);
}

// A chord across the pillar would halve the room best, but it cuts two walls and each half then
// needs two more cuts; partitions along the pillar's sides need four cuts in all (as ZDBSP's
// tree of the same room has).
TEST(BspCompile, RoomAroundAnOctagonalPillarTakesTheFewestCuts)
{
    TestMapBuilder b;
    const sw::Index s = b.sector();
    b.room(square(0, 0, 128, 128), s);
    b.pillar(std::vector<sw::Vec2>{{52, 36}, {76, 36}, {92, 52}, {92, 76}, {76, 92}, {52, 92},
                                   {36, 76}, {36, 52}},
             s);
    auto bsp = sw::Bsp::compile(b.map);
    ASSERT_TRUE(bsp.ok());
    EXPECT_EQ(bsp->stats().splits, 4u);
    EXPECT_EQ(bsp->stats().segs, 16u);
    EXPECT_EQ(bsp->sectorAt({64, 64}), sw::kNone);
    double sectorArea = 0;
    for (std::size_t i = 0; i < bsp->leaves().size(); ++i)
        if (bsp->leaves()[i].sector == s)
            sectorArea += leafArea(*bsp, i);
    EXPECT_NEAR(sectorArea, swtest::sectorAreas(b.map)[0], 1e-6);
}

TEST(BspCompile, TwoSidedWallSeparatesSectorsAndKeepsBothHeights)
{
    TestMapBuilder b;
    const sw::Index low = b.sector(0, 128), high = b.sector(24, 128);
    b.wall({0, 0}, {0, 256}, low);
    b.wall({0, 256}, {256, 256}, low);
    b.wall({256, 0}, {0, 0}, low);
    b.wall({256, 256}, {256, 0}, low, high); // front (right, going down) faces x < 256
    b.wall({256, 256}, {512, 256}, high);
    b.wall({512, 256}, {512, 0}, high);
    b.wall({512, 0}, {256, 0}, high);
    auto bsp = sw::Bsp::compile(b.map);
    ASSERT_TRUE(bsp.ok());
    EXPECT_EQ(bsp->sectorAt({100, 100}), low);
    EXPECT_EQ(bsp->sectorAt({400, 100}), high);
    // The seg of the shared wall seen from the low side knows both sectors.
    const std::int32_t leaf = bsp->leafAt({250, 100});
    bool found = false;
    for (const sw::BspSeg& seg : bsp->leafSegs(leaf))
        if (seg.wall == 3) {
            found = true;
            EXPECT_EQ(seg.side, 0);
            EXPECT_EQ(seg.sector, low);
            EXPECT_EQ(seg.otherSector, high);
        }
    EXPECT_TRUE(found);
}

// On a generated map: the leaves tile the root box without overlaps, the sector leaves cover
// exactly the sectors' areas, every seg faces into its leaf, and the tree is shallow.
TEST(BspCompile, LeavesTileTheGeneratedGrid)
{
    swbench::GridMapLayout layout;
    layout.n = 8;
    const sw::Map map = swbench::makeGridMap(layout);
    auto bsp = sw::Bsp::compile(map);
    ASSERT_TRUE(bsp.ok());

    double total = 0, sectors = 0;
    for (std::size_t i = 0; i < bsp->leaves().size(); ++i) {
        const double a = leafArea(*bsp, i);
        EXPECT_GE(a, 0) << "leaf " << i;
        total += a;
        if (bsp->leaves()[i].sector != sw::kNone)
            sectors += a;
    }
    const sw::Vec2 size = bsp->rootBox().size();
    EXPECT_NEAR(total, size.x * size.y, 1e-6 * size.x * size.y);
    double want = 0;
    for (double a : swtest::sectorAreas(map))
        want += a;
    EXPECT_NEAR(sectors, want, 1e-6 * want);

    for (std::size_t i = 0; i < bsp->leaves().size(); ++i) {
        const auto poly = bsp->leafPolygon(static_cast<std::int32_t>(i));
        sw::Vec2 c{0, 0};
        for (const sw::Vec2& p : poly)
            c += p / static_cast<double>(poly.size());
        for (const sw::BspSeg& s : bsp->leafSegs(static_cast<std::int32_t>(i))) {
            const sw::Vec2 a = bsp->vertices()[static_cast<std::size_t>(s.v1)];
            const sw::Vec2 d = bsp->vertices()[static_cast<std::size_t>(s.v2)] - a;
            EXPECT_LE(sw::cross(d, c - a) / glm::length(d), 1e-6) << "seg faces away, leaf " << i;
            EXPECT_EQ(s.sector, bsp->leaves()[i].sector);
        }
    }

    // No overlaps: a random point lies inside exactly one leaf polygon, the one leafAt finds.
    std::mt19937_64 rng(7);
    std::uniform_real_distribution<double> ux(bsp->rootBox().min.x, bsp->rootBox().max.x);
    std::uniform_real_distribution<double> uy(bsp->rootBox().min.y, bsp->rootBox().max.y);
    for (int k = 0; k < 300; ++k) {
        const sw::Vec2 p{ux(rng), uy(rng)};
        int containing = 0;
        for (std::size_t i = 0; i < bsp->leaves().size(); ++i)
            containing += sw::pointInPolygon(bsp->leafPolygon(static_cast<std::int32_t>(i)), p);
        EXPECT_EQ(containing, 1) << p.x << " " << p.y;
        EXPECT_TRUE(sw::pointInPolygon(bsp->leafPolygon(bsp->leafAt(p)), p));
    }

    const auto& st = bsp->stats();
    EXPECT_LE(static_cast<double>(st.depth), 2 * std::log2(static_cast<double>(st.leaves)) + 10);
}

// Doom's node lumps need only the tree and its segs: compiled without leaf polygons, those are
// the same, and the tree says it has no bounds, which the searches and overlays then rely on.
TEST(BspCompile, WithoutLeafPolygonsTheTreeAndSegsAreTheSame)
{
    swbench::GridMapLayout layout;
    layout.n = 6;
    const sw::Map map = swbench::makeGridMap(layout);
    auto full = sw::Bsp::compile(map);
    sw::BspCompileOptions treeOnly;
    treeOnly.leafPolygons = false;
    auto bare = sw::Bsp::compile(map, treeOnly);
    ASSERT_TRUE(full.ok());
    ASSERT_TRUE(bare.ok());

    EXPECT_TRUE(full->hasBounds());
    EXPECT_FALSE(bare->hasBounds());
    EXPECT_EQ(bare->nodes(), full->nodes());
    EXPECT_EQ(bare->segs(), full->segs());
    EXPECT_EQ(bare->vertices(), full->vertices());
    ASSERT_EQ(bare->leaves().size(), full->leaves().size());
    for (std::size_t i = 0; i < full->leaves().size(); ++i) {
        const sw::BspLeaf &a = bare->leaves()[i], &b = full->leaves()[i];
        EXPECT_EQ(a.sector, b.sector) << "leaf " << i;
        EXPECT_EQ(a.firstSeg, b.firstSeg) << "leaf " << i;
        EXPECT_EQ(a.segCount, b.segCount) << "leaf " << i;
        EXPECT_EQ(a.pointCount, 0u) << "leaf " << i;
    }
    EXPECT_TRUE(bare->nodeBoxes().empty());
    EXPECT_TRUE(bare->leafBoxes().empty());
    EXPECT_TRUE(bare->polygonPoints().empty());
    EXPECT_TRUE(bare->things().empty());

    const sw::Box2 everything = full->rootBox();
    int fullFound = 0, bareFound = 0;
    full->leavesInBox(everything, [&](std::int32_t) { return ++fullFound, true; });
    bare->leavesInBox(everything, [&](std::int32_t) { return ++bareFound, true; });
    EXPECT_EQ(fullFound, static_cast<int>(full->leaves().size()));
    EXPECT_EQ(bareFound, 0);
    // The point queries need only the partitions.
    const sw::Vec2 inRoom =
        map.vertices[static_cast<std::size_t>(map.walls[0].v1)].pos + sw::Vec2{1, 1};
    EXPECT_EQ(bare->sectorAt(inRoom), full->sectorAt(inRoom));
}

TEST(BspCompile, GridRoomsAndPillarsAreLocated)
{
    swbench::GridMapLayout layout;
    layout.n = 12;
    const sw::Map map = swbench::makeGridMap(layout);
    auto bsp = sw::Bsp::compile(map);
    ASSERT_TRUE(bsp.ok());
    for (int j = 0; j < layout.n; ++j)
        for (int i = 0; i < layout.n; ++i) {
            const sw::Vec2 c{(i + 0.5) * layout.spacing, (j + 0.5) * layout.spacing};
            const sw::Index want = swbench::gridSector(layout, i, j);
            EXPECT_EQ(bsp->sectorAt(c), swbench::gridRoomHasPillar(i, j) ? sw::kNone : want);
            EXPECT_EQ(bsp->sectorAt(c + sw::Vec2{60, 0}), want);
        }
}

TEST(BspCompile, ReportsProgressAndCanBeCancelled)
{
    swbench::GridMapLayout layout;
    layout.n = 30;
    const sw::Map map = swbench::makeGridMap(layout);
    std::vector<double> seen;
    auto bsp = sw::Bsp::compile(map, {}, nullptr, [&](double f) {
        seen.push_back(f);
        return true;
    });
    ASSERT_TRUE(bsp.ok());
    ASSERT_GE(seen.size(), 3u);
    for (std::size_t i = 1; i < seen.size(); ++i)
        EXPECT_GE(seen[i], seen[i - 1]);
    EXPECT_DOUBLE_EQ(seen.back(), 1.0);

    int calls = 0;
    auto cancelled = sw::Bsp::compile(map, {}, nullptr, [&](double) { return ++calls < 3; });
    ASSERT_FALSE(cancelled.ok());
    EXPECT_NE(cancelled.error().message.find("cancelled"), std::string::npos);
    EXPECT_EQ(calls, 3);
}

// A grid of about 2,300 walls, where a second thread takes cells' back halves: the same tree
// as on one thread, and stopping the compile stops both threads.
TEST(BspCompile, TwoThreadsBuildTheSameTreeAndCanBeCancelled)
{
    swbench::GridMapLayout layout;
    layout.n = 14;
    const sw::Map map = swbench::makeGridMap(layout);
    sw::BspCompileOptions two;
    two.threads = 2;
    auto a = sw::Bsp::compile(map), b = sw::Bsp::compile(map, two);
    ASSERT_TRUE(a.ok() && b.ok());
    EXPECT_TRUE(*a == *b);

    int calls = 0;
    auto cancelled = sw::Bsp::compile(map, two, nullptr, [&](double) { return ++calls < 2; });
    ASSERT_FALSE(cancelled.ok());
    EXPECT_NE(cancelled.error().message.find("cancelled"), std::string::npos);
    EXPECT_EQ(calls, 2);
}

TEST(BspCompile, IsDeterministic)
{
    swbench::GridMapLayout layout;
    layout.n = 10;
    const sw::Map map = swbench::makeGridMap(layout);
    auto a = sw::Bsp::compile(map), b = sw::Bsp::compile(map);
    ASSERT_TRUE(a.ok() && b.ok());
    EXPECT_TRUE(*a == *b);
}

} // namespace
