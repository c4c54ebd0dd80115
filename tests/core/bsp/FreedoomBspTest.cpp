// The compiler on the real corpus: every map of freedoom1.wad and freedoom2.wad.
#include "BruteForce.h"
#include "bsp/Bsp.h"
#include "bsp/BspFile.h"
#include "core/support/Freedoom.h"
#include "io/MapSource.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

namespace {

struct FreedoomMap {
    std::string wad, name;
};

void PrintTo(const FreedoomMap& m, std::ostream* os) { *os << m.wad << " " << m.name; }

std::vector<FreedoomMap> allMaps()
{
    std::vector<FreedoomMap> maps;
    for (int e = 1; e <= 4; ++e)
        for (int m = 1; m <= 9; ++m)
            maps.push_back({"freedoom1.wad", "E" + std::to_string(e) + "M" + std::to_string(m)});
    for (int m = 1; m <= 32; ++m)
        maps.push_back({"freedoom2.wad", (m < 10 ? "MAP0" : "MAP") + std::to_string(m)});
    return maps;
}

class BspFreedoom : public ::testing::TestWithParam<FreedoomMap> {};

sw::Map loadOrFail(const FreedoomMap& m)
{
    const std::string path = swtest::freedoomWad(m.wad);
    if (path.empty()) {
        ADD_FAILURE() << m.wad << " is missing: run scripts/setup.sh (Debian package freedoom)";
        return {};
    }
    auto map = sw::loadMap(path, m.name);
    if (!map) {
        ADD_FAILURE() << map.error().message;
        return {};
    }
    return std::move(*map);
}

// 10,000 random points in the map's bounds, at least one unit from any wall: the tree's sector
// must be the one the brute-force even-odd test finds. Where the map itself is ambiguous, the
// point is printed with the reason and the tree must give one of the candidates: inside two
// sectors' boundaries at once (overlapping or unclosed sectors), or inside a self-referencing
// sector (walls with the same sector on both sides, drawn inside another sector; Doom shows
// the inner one, the even-odd rule the outer one).
TEST_P(BspFreedoom, LocatesRandomPointsLikeBruteForce)
{
    const sw::Map map = loadOrFail(GetParam());
    if (map.walls.empty())
        return;
    std::vector<sw::BspWarning> warnings;
    auto bsp = sw::Bsp::compile(map, {}, &warnings);
    ASSERT_TRUE(bsp.ok());
    swtest::BruteForce brute(map);
    std::mt19937_64 rng(12345);
    const sw::Box2 box = map.bounds();
    std::uniform_real_distribution<double> ux(box.min.x - 32, box.max.x + 32);
    std::uniform_real_distribution<double> uy(box.min.y - 32, box.max.y + 32);
    int tested = 0, ambiguous = 0, mismatches = 0;
    while (tested < 10000) {
        const sw::Vec2 p{ux(rng), uy(rng)};
        if (!brute.awayFromWalls(p, 1.0))
            continue;
        ++tested;
        std::vector<sw::Index> inside = brute.sectorsAt(p);
        const std::vector<sw::Index> selfReferencing = brute.sectorsAt(p, true);
        const sw::Index got = bsp->sectorAt(p);
        std::string why = "overlapping or unclosed sectors in the map";
        if (!selfReferencing.empty()) {
            why = "a self-referencing sector drawn inside another one";
            if (inside.empty())
                inside.push_back(sw::kNone);
            inside.insert(inside.end(), selfReferencing.begin(), selfReferencing.end());
        }
        if (inside.size() <= 1) {
            const sw::Index want = inside.empty() ? sw::kNone : inside.front();
            if (got != want && ++mismatches <= 10)
                ADD_FAILURE() << GetParam().name << ": point (" << p.x << ", " << p.y
                              << "): tree says " << got << ", brute force says " << want;
            continue;
        }
        ++ambiguous;
        const bool candidate = std::find(inside.begin(), inside.end(), got) != inside.end();
        if (ambiguous <= 3 || !candidate) {
            std::string list;
            for (sw::Index s : inside)
                list += " " + std::to_string(s);
            std::cout << GetParam().name << ": point (" << p.x << ", " << p.y
                      << ") lies inside the boundaries of sectors" << list
                      << " at once (" << why << "); tree says "
                      << got << "\n";
        }
        EXPECT_TRUE(candidate) << "the tree's sector is none of the candidates";
    }
    EXPECT_EQ(mismatches, 0);
    // An ambiguous map region is the exception, not the rule.
    EXPECT_LT(ambiguous, tested / 20);
}

// Depth at most 2 log2(leaves) + 10; leaves tile the root box; file round trip is exact.
TEST_P(BspFreedoom, TreeIsShallowTilesThePlanAndSurvivesTheFile)
{
    const sw::Map map = loadOrFail(GetParam());
    if (map.walls.empty())
        return;
    auto bsp = sw::Bsp::compile(map);
    ASSERT_TRUE(bsp.ok());
    const auto& s = bsp->stats();
    EXPECT_LE(static_cast<double>(s.depth), 2 * std::log2(static_cast<double>(s.leaves)) + 10);

    double area = 0;
    for (std::size_t i = 0; i < bsp->leaves().size(); ++i) {
        const auto poly = bsp->leafPolygon(static_cast<std::int32_t>(i));
        double twice = 0;
        for (std::size_t k = 0; k < poly.size(); ++k)
            twice += sw::cross(poly[k], poly[(k + 1) % poly.size()]);
        EXPECT_GE(twice, -1e-6) << "leaf " << i << " is not counter-clockwise";
        area += twice / 2;
    }
    const sw::Vec2 size = bsp->rootBox().size();
    EXPECT_NEAR(area, size.x * size.y, size.x * size.y * 1e-9);

    const std::string bytes = sw::writeSwbsp(*bsp);
    auto loaded = sw::readSwbsp(
        {reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size()}, "memory");
    ASSERT_TRUE(loaded.ok()) << loaded.error().message;
    EXPECT_TRUE(*loaded == *bsp);
}

// Two threads build the very tree one builds, with the same warnings in the same order, with
// leaf polygons and without (the maps up to a few thousand walls, where a second thread is used).
TEST_P(BspFreedoom, TwoThreadsBuildTheSameTreeAsOne)
{
    const sw::Map map = loadOrFail(GetParam());
    if (map.walls.empty())
        return;
    for (const bool polygons : {true, false}) {
        sw::BspCompileOptions one, two;
        one.leafPolygons = two.leafPolygons = polygons;
        two.threads = 2;
        std::vector<sw::BspWarning> warningsOne, warningsTwo;
        auto a = sw::Bsp::compile(map, one, &warningsOne);
        auto b = sw::Bsp::compile(map, two, &warningsTwo);
        ASSERT_TRUE(a.ok() && b.ok());
        EXPECT_TRUE(*a == *b) << (polygons ? "with" : "without") << " leaf polygons";
        EXPECT_EQ(a->stats().splits, b->stats().splits);
        EXPECT_EQ(a->stats().depth, b->stats().depth);
        ASSERT_EQ(warningsOne.size(), warningsTwo.size());
        for (std::size_t i = 0; i < warningsOne.size(); ++i)
            EXPECT_EQ(warningsOne[i].message, warningsTwo[i].message);
    }
}

INSTANTIATE_TEST_SUITE_P(AllMaps, BspFreedoom, ::testing::ValuesIn(allMaps()),
                         [](const auto& param) { return param.param.name; });

} // namespace

// An edit of sector heights alone keeps the tree (the editor does not compile again): the
// tree with the new heights equals a fresh compile of the edited map, on real maps.
TEST(BspFreedoomSectorEdits, NewHeightsOnTheOldTreeEqualAFreshCompile)
{
    std::mt19937 random(17);
    for (const FreedoomMap& m : {FreedoomMap{"freedoom2.wad", "MAP01"},
                                 FreedoomMap{"freedoom2.wad", "MAP12"},
                                 FreedoomMap{"freedoom1.wad", "E1M4"}}) {
        sw::Map map = loadOrFail(m);
        if (map.sectors.empty())
            return;
        auto before = sw::Bsp::compile(map);
        ASSERT_TRUE(before);
        std::uniform_int_distribution<std::size_t> pick(0, map.sectors.size() - 1);
        std::uniform_int_distribution<int> step(-8, 8);
        for (int i = 0; i < 20; ++i) {
            sw::Sector& s = map.sectors[pick(random)];
            s.floorHeight += 8 * step(random);
            s.ceilingHeight += 8 * step(random);
            s.floorMaterial = "CHANGED";
        }
        const sw::Bsp kept = before->withSectorHeights(map);
        auto fresh = sw::Bsp::compile(map);
        ASSERT_TRUE(fresh);
        EXPECT_TRUE(kept == *fresh) << m.wad << " " << m.name;
        EXPECT_FALSE(kept == *before) << m.wad << " " << m.name;
    }
}
