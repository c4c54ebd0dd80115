// Recompiling with the earlier tree's subtrees (Bsp::compileReusing) gives exactly the tree a
// fresh compile gives, on real maps after random edit sequences, and copies most of the tree
// when an edit is local.
#include "BruteForce.h"
#include "bsp/Bsp.h"
#include "core/support/EditedTree.h"
#include "core/support/Freedoom.h"
#include "core/support/FreedoomLevel.h"
#include "core/support/MapEdits.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <iostream>
#include <optional>
#include <random>
#include <set>

namespace {

// The map of a Freedoom IWAD, to edit (the level's tree is not used).
std::optional<sw::Map> freedoomMap(const std::string& path, const std::string& name)
{
    auto level = swtest::loadLevel(path, name);
    if (!level)
        return std::nullopt;
    return std::move(level->map);
}

void expectSameStats(const sw::BspStats& a, const sw::BspStats& b, const std::string& where)
{
    EXPECT_EQ(a.walls, b.walls) << where;
    EXPECT_EQ(a.segs, b.segs) << where;
    EXPECT_EQ(a.voidSegs, b.voidSegs) << where;
    EXPECT_EQ(a.splits, b.splits) << where;
    EXPECT_EQ(a.leaves, b.leaves) << where;
    EXPECT_EQ(a.nodes, b.nodes) << where;
    EXPECT_EQ(a.depth, b.depth) << where;
}

struct Case {
    std::string wad, name;
};

TEST(BspIncremental, EqualsAFreshCompileAfterRandomEdits)
{
    REQUIRE_FREEDOOM(doom1, "freedoom1.wad");
    REQUIRE_FREEDOOM(doom2, "freedoom2.wad");
    std::mt19937 random(23);
    for (const Case& c : {Case{"freedoom2.wad", "MAP01"}, Case{"freedoom2.wad", "MAP12"},
                          Case{"freedoom1.wad", "E1M4"}, Case{"freedoom2.wad", "MAP29"}}) {
        std::optional<sw::Map> loaded =
            freedoomMap(c.wad == "freedoom1.wad" ? doom1 : doom2, c.name);
        ASSERT_TRUE(loaded);
        sw::Map& map = *loaded;
        sw::BspMemo memo;
        auto tree = sw::Bsp::compileReusing(map, memo);
        ASSERT_TRUE(tree);
        {
            auto fresh = sw::Bsp::compile(map);
            ASSERT_TRUE(fresh);
            EXPECT_TRUE(*tree == *fresh) << c.name << ": the first compile";
            EXPECT_EQ(memo.reusedNodes, 0u);
        }
        for (int i = 0; i < 25; ++i) {
            const std::string edit = swtest::randomEdit(map, random);
            const std::string where = c.wad + " " + c.name + " edit " + std::to_string(i) + ": " +
                                      edit;
            sw::BspMemo next;
            auto again = sw::Bsp::compileReusing(map, next, {&*tree, &memo});
            auto fresh = sw::Bsp::compile(map);
            ASSERT_TRUE(again && fresh) << where;
            ASSERT_TRUE(*again == *fresh) << where;
            expectSameStats(again->stats(), fresh->stats(), where);
            tree = std::move(again);
            memo = std::move(next);
        }
    }
}

// A local edit copies most of the tree; an unchanged map copies all of it.
TEST(BspIncremental, ALocalEditCopiesMostOfTheTree)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    std::optional<sw::Map> loaded = freedoomMap(wad, "MAP12");
    ASSERT_TRUE(loaded);
    sw::Map& map = *loaded;
    sw::BspMemo memo;
    auto tree = sw::Bsp::compileReusing(map, memo);
    ASSERT_TRUE(tree);
    const std::size_t nodes = tree->nodes().size();

    sw::BspMemo same;
    auto unchanged = sw::Bsp::compileReusing(map, same, {&*tree, &memo});
    ASSERT_TRUE(unchanged);
    EXPECT_EQ(same.reusedNodes, nodes);
    EXPECT_TRUE(*unchanged == *tree);

    map.vertices[map.vertices.size() / 2].pos.x += 8;
    sw::BspMemo moved;
    auto edited = sw::Bsp::compileReusing(map, moved, {&*tree, &memo});
    ASSERT_TRUE(edited);
    EXPECT_GT(moved.reusedNodes, nodes * 8 / 10) << "of " << nodes;
    auto fresh = sw::Bsp::compile(map);
    ASSERT_TRUE(fresh);
    EXPECT_TRUE(*edited == *fresh);
}

// Whether a wall at a vertex marked in `moved` crosses or touches another wall (other than at a
// shared vertex): where walls cross, the map's sectors overlap and valid trees may disagree.
bool movedWallsCross(const sw::Map& map, const std::vector<bool>& moved)
{
    const auto touches = [](const sw::Vec2& p, const sw::Vec2& a, const sw::Vec2& b) {
        const sw::Vec2 d = b - a;
        const double t = std::clamp(glm::dot(p - a, d) / glm::dot(d, d), 0.0, 1.0);
        return glm::length(a + d * t - p) < 0.5;
    };
    for (const sw::Wall& w : map.walls) {
        if (!moved[static_cast<std::size_t>(w.v1)] && !moved[static_cast<std::size_t>(w.v2)])
            continue;
        const sw::Vec2 a = map.wallStart(w), b = map.wallEnd(w);
        for (const sw::Wall& x : map.walls) {
            if (x.v1 == w.v1 || x.v1 == w.v2 || x.v2 == w.v1 || x.v2 == w.v2)
                continue;
            const sw::Vec2 c = map.wallStart(x), d = map.wallEnd(x);
            const double c1 = sw::cross(b - a, c - a), c2 = sw::cross(b - a, d - a);
            const double c3 = sw::cross(d - c, a - c), c4 = sw::cross(d - c, b - c);
            if (((c1 > 0) != (c2 > 0) && (c3 > 0) != (c4 > 0)) || touches(c, a, b) ||
                touches(d, a, b) || touches(a, c, d) || touches(b, c, d))
                return true;
        }
    }
    return false;
}

// One random edit that leaves the map's sectors as closed and apart as they were: a vertex
// or a sector moved (tried again elsewhere when a wall would cross another), a room added
// beyond the east edge or the last one removed, a wall's flags, a thing moved out.
std::string randomCleanEdit(sw::Map& map, std::size_t originalWalls, std::mt19937& random)
{
    auto pick = [&](std::size_t n) {
        return std::uniform_int_distribution<std::size_t>(0, n - 1)(random);
    };
    const sw::Box2 box = map.bounds();
    const int kind = std::uniform_int_distribution<int>(0, 4)(random);
    if (kind == 0 || kind == 1) {
        for (int attempt = 0; attempt < 50; ++attempt) {
            std::vector<bool> moved(map.vertices.size(), false);
            std::string what;
            if (kind == 0) {
                moved[pick(map.vertices.size())] = true;
                what = "move a vertex";
            } else {
                const sw::Index sector = map.walls[pick(map.walls.size())].frontSector;
                moved = swtest::sectorVertexFlags(map, sector);
                what = "move sector " + std::to_string(sector);
            }
            const sw::Vec2 by{8.0 * (pick(5) - 2.0), 8.0 * (pick(5) - 2.0)};
            swtest::moveVertices(map, moved, by);
            if (!movedWallsCross(map, moved))
                return what;
            swtest::moveVertices(map, moved, -by);
        }
        return "nothing";
    }
    if (kind == 2) {
        if (map.walls.size() > originalWalls && pick(2) == 0) {
            map.walls.resize(map.walls.size() - 4);
            return "remove the last room";
        }
        // Beyond the east edge, so it crosses nothing (not even an earlier added room).
        const double x = box.max.x + 64, y = box.min.y + 64.0 * pick(8);
        swtest::addSquareRoom(map, {x, y}, 256, swtest::roomSector());
        return "add a room";
    }
    if (kind == 3) {
        map.walls[pick(map.walls.size())].flags ^= 1u;
        return "toggle a wall's flags";
    }
    if (map.things.empty())
        return "nothing";
    map.things[pick(map.things.size())].pos = {box.min.x - 512, box.max.y + 300};
    return "move a thing out";
}

// A tree that kept earlier partitions is still a tree of the edited map: its leaves tile the
// plan counter-clockwise, it is shallow, it has about the segs a fresh compile has, and it puts
// every point the map leaves no doubt about in the same sector as the fresh compile.
void expectAValidTreeOf(const sw::Map& map, const sw::Bsp& kept, const sw::Bsp& fresh,
                        std::mt19937& random, const std::string& where)
{
    const auto& s = kept.stats();
    EXPECT_LE(static_cast<double>(s.depth), 2 * std::log2(static_cast<double>(s.leaves)) + 10)
        << where;
    EXPECT_LE(s.segs, fresh.stats().segs + fresh.stats().segs / 20 + 10) << where;
    double area = 0;
    for (std::size_t i = 0; i < kept.leaves().size(); ++i) {
        const auto poly = kept.leafPolygon(static_cast<std::int32_t>(i));
        double twice = 0;
        for (std::size_t k = 0; k < poly.size(); ++k)
            twice += sw::cross(poly[k], poly[(k + 1) % poly.size()]);
        ASSERT_GE(twice, -1e-6) << where << ": leaf " << i << " is not counter-clockwise";
        area += twice / 2;
    }
    const sw::Vec2 size = kept.rootBox().size();
    EXPECT_NEAR(area, size.x * size.y, size.x * size.y * 1e-9) << where;

    swtest::BruteForce brute(map);
    const sw::Box2 box = map.bounds();
    std::uniform_real_distribution<double> ux(box.min.x - 32, box.max.x + 32);
    std::uniform_real_distribution<double> uy(box.min.y - 32, box.max.y + 32);
    int tested = 0, differ = 0;
    while (tested < 2000) {
        const sw::Vec2 p{ux(random), uy(random)};
        if (!brute.awayFromWalls(p, 1.0))
            continue;
        ++tested;
        const std::vector<sw::Index> inside = brute.sectorsAt(p);
        if (inside.size() > 1 || !brute.sectorsAt(p, true).empty())
            continue; // overlapping, unclosed or self-referencing sectors: trees may differ
        if (kept.sectorAt(p) != fresh.sectorAt(p) && ++differ <= 5)
            ADD_FAILURE() << where << ": point (" << p.x << ", " << p.y << "): kept tree says "
                          << kept.sectorAt(p) << ", fresh compile " << fresh.sectorAt(p)
                          << ", brute force " << (inside.empty() ? sw::kNone : inside[0]);
    }
}

// With earlier partitions kept, a random edit sequence still gives valid trees, and they copy
// more of the earlier tree than exact reuse does (the edits away from the root's partition
// change only their own part of the tree).
TEST(BspIncremental, KeptPartitionsGiveValidTreesAfterRandomEdits)
{
    REQUIRE_FREEDOOM(doom1, "freedoom1.wad");
    REQUIRE_FREEDOOM(doom2, "freedoom2.wad");
    std::mt19937 random(29);
    std::size_t keptCopies = 0, exactCopies = 0;
    for (const Case& c : {Case{"freedoom2.wad", "MAP01"}, Case{"freedoom2.wad", "MAP12"},
                          Case{"freedoom1.wad", "E1M4"}, Case{"freedoom2.wad", "MAP29"}}) {
        std::optional<sw::Map> loaded =
            freedoomMap(c.wad == "freedoom1.wad" ? doom1 : doom2, c.name);
        ASSERT_TRUE(loaded);
        sw::Map& map = *loaded;
        const std::size_t originalWalls = map.walls.size();
        swtest::EditedTree kept, exact(false);
        ASSERT_TRUE(kept.compile(map) && exact.compile(map));
        for (int i = 0; i < 25; ++i) {
            const std::string edit = randomCleanEdit(map, originalWalls, random);
            const std::string where = c.wad + " " + c.name + " edit " + std::to_string(i) + ": " +
                                      edit;
            ASSERT_TRUE(kept.compile(map) && exact.compile(map)) << where;
            expectAValidTreeOf(map, kept.tree(), exact.tree(), random, where);
            if (HasFatalFailure())
                return;
            keptCopies += kept.memo().reusedNodes;
            exactCopies += exact.memo().reusedNodes;
        }
    }
    EXPECT_GT(keptCopies, exactCopies);
    std::cout << "nodes copied over the edits: " << keptCopies << " with kept partitions, "
              << exactCopies << " with exact reuse\n";
}

// Moving the middle sector of MAP12 (the one editor_edit_benchmark moves) tips the root's
// partition, so reusing exactly copies almost nothing; keeping partitions copies almost all of
// the tree, move after move.
TEST(BspIncremental, KeptPartitionsCopyMostOfTheTreeAfterASectorMove)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    std::optional<sw::Map> loaded = freedoomMap(wad, "MAP12");
    ASSERT_TRUE(loaded);
    sw::Map& map = *loaded;
    swtest::EditedTree kept, exact(false);
    ASSERT_TRUE(kept.compile(map) && exact.compile(map));
    const auto sector = static_cast<sw::Index>(map.sectors.size() / 2);
    const std::vector<bool> vertices = swtest::sectorVertexFlags(map, sector);
    for (int round = 0; round < 6; ++round) {
        swtest::moveVertices(map, vertices, {0, round % 2 == 0 ? 8.0 : -8.0});
        ASSERT_TRUE(kept.compile(map) && exact.compile(map));
        const std::size_t nodes = kept.tree().nodes().size();
        EXPECT_GT(kept.memo().reusedNodes, nodes * 9 / 10) << "round " << round << ", of " << nodes;
        EXPECT_LT(exact.memo().reusedNodes, nodes / 10) << "round " << round << ", of " << nodes;
    }
}

// Rooms drawn one after another beyond the map's edge: with partitions kept, the root cell grows
// with room to spare the first time and then stays, so the leaves away from the new rooms keep
// their polygons to the bit (the 3D view's chunks of them are not built again).
TEST(BspIncremental, KeptPartitionsKeepTheRootCellAsRoomsAreAdded)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    std::optional<sw::Map> loaded = freedoomMap(wad, "MAP01");
    ASSERT_TRUE(loaded);
    sw::Map& map = *loaded;
    const sw::Box2 box = map.bounds();
    const auto addRoom = [&map](double x, double y) {
        swtest::addSquareRoom(map, {x, y}, 256, swtest::roomSector());
    };
    const auto polygons = [](const sw::Bsp& tree) {
        std::multiset<std::vector<double>> out;
        for (std::size_t i = 0; i < tree.leaves().size(); ++i) {
            std::vector<double> key{static_cast<double>(tree.leaves()[i].sector)};
            for (const sw::Vec2& p : tree.leafPolygon(static_cast<std::int32_t>(i)))
                key.insert(key.end(), {p.x, p.y});
            out.insert(std::move(key));
        }
        return out;
    };
    sw::BspMemo memo;
    auto tree = sw::Bsp::compileReusing(map, memo);
    ASSERT_TRUE(tree);
    addRoom(box.max.x + 64, box.min.y);
    sw::BspMemo second;
    auto grown = sw::Bsp::compileReusing(map, second, {&*tree, &memo, true});
    ASSERT_TRUE(grown);
    EXPECT_GT(grown->rootBox().max.x, box.max.x + 64 + 256 + 512); // grown with room to spare
    addRoom(box.max.x + 64 + 512, box.min.y);
    sw::BspMemo third;
    auto again = sw::Bsp::compileReusing(map, third, {&*grown, &second, true});
    ASSERT_TRUE(again);
    EXPECT_EQ(again->rootBox().min, grown->rootBox().min);
    EXPECT_EQ(again->rootBox().max, grown->rootBox().max);
    const auto before = polygons(*grown), after = polygons(*again);
    std::size_t same = 0;
    for (const auto& key : after)
        same += before.count(key) > 0 ? 1 : 0;
    EXPECT_GT(same, after.size() * 95 / 100) << "of " << after.size() << " leaves";
}

// The editor's first tree keeps partitions from the start: its root cell has room on every side,
// so even the first room drawn past the map's edge keeps it, and the leaves away from the room.
TEST(BspIncremental, AFirstTreeThatKeepsPartitionsHasRoomToGrow)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    std::optional<sw::Map> loaded = freedoomMap(wad, "MAP01");
    ASSERT_TRUE(loaded);
    sw::Map& map = *loaded;
    const sw::Box2 box = map.bounds();
    auto fresh = sw::Bsp::compile(map);
    sw::BspMemo memo;
    auto tree = sw::Bsp::compileReusing(map, memo, {nullptr, nullptr, true});
    ASSERT_TRUE(fresh && tree);
    // The same partitions as a fresh compile, in a larger root cell.
    ASSERT_EQ(tree->nodes().size(), fresh->nodes().size());
    for (std::size_t i = 0; i < tree->nodes().size(); ++i) {
        EXPECT_EQ(tree->nodes()[i].a, fresh->nodes()[i].a);
        EXPECT_EQ(tree->nodes()[i].b, fresh->nodes()[i].b);
    }
    EXPECT_LT(tree->rootBox().min.x, fresh->rootBox().min.x - 2000);
    EXPECT_GT(tree->rootBox().max.y, fresh->rootBox().max.y + 2000);
    for (const bool past : {false, true}) {
        SCOPED_TRACE(past ? "a room past the edge" : "a room at the edge");
        swtest::addSquareRoom(map, {past ? box.max.x + 64 : box.min.x - 320, box.min.y}, 256,
                              swtest::roomSector());
        sw::BspMemo next;
        auto grown = sw::Bsp::compileReusing(map, next, {&*tree, &memo, true});
        ASSERT_TRUE(grown);
        EXPECT_EQ(grown->rootBox().min, tree->rootBox().min);
        EXPECT_EQ(grown->rootBox().max, tree->rootBox().max);
        std::size_t copied = 0;
        for (const std::int32_t from : next.leafFrom)
            copied += from >= 0 ? 1 : 0;
        EXPECT_GT(copied, grown->leaves().size() * 9 / 10)
            << "of " << grown->leaves().size() << " leaves";
        tree = std::move(grown);
        memo = std::move(next);
    }
}

// A room far beyond the root cell of a tree that keeps partitions: the root grows, and the cells
// clipped from it come out a rounding apart from where they were. The leaves whose polygons are
// the earlier ones within that rounding stay copies, with the earlier points to the bit, so only
// those along the old border are new (the 3D view builds only their chunks again).
TEST(BspIncremental, ARootCellThatGrowsKeepsTheLeavesAwayFromItsOldBorder)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    std::optional<sw::Map> loaded = freedoomMap(wad, "MAP12");
    ASSERT_TRUE(loaded);
    sw::Map& map = *loaded;
    sw::BspMemo memo;
    auto tree = sw::Bsp::compileReusing(map, memo, {nullptr, nullptr, true});
    ASSERT_TRUE(tree);
    const sw::Box2 root = tree->rootBox();
    swtest::addSquareRoom(map, {root.max.x + 4096, root.min.y + 64}, 256, swtest::roomSector());
    sw::BspMemo next;
    auto grown = sw::Bsp::compileReusing(map, next, {&*tree, &memo, true});
    ASSERT_TRUE(grown);
    EXPECT_GT(grown->rootBox().max.x, root.max.x + 4096);
    std::size_t copied = 0;
    for (std::size_t i = 0; i < next.leafFrom.size(); ++i) {
        const std::int32_t from = next.leafFrom[i];
        if (from < 0)
            continue;
        ++copied;
        const auto now = grown->leafPolygon(static_cast<std::int32_t>(i));
        const auto then = tree->leafPolygon(from);
        ASSERT_TRUE(std::equal(now.begin(), now.end(), then.begin(), then.end())) << "leaf " << i;
        ASSERT_EQ(grown->leafBoxes()[i].min, tree->leafBoxes()[static_cast<std::size_t>(from)].min);
        ASSERT_EQ(grown->leafBoxes()[i].max, tree->leafBoxes()[static_cast<std::size_t>(from)].max);
    }
    // New: 42 of 8,560 leaves; without the rounding allowed, 176.
    EXPECT_LT(grown->leaves().size() - copied, grown->leaves().size() / 100)
        << "of " << grown->leaves().size() << " leaves";
}

// A memo of different options is not used: the result is still the fresh compile's.
TEST(BspIncremental, OtherOptionsCompileAfresh)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    std::optional<sw::Map> loaded = freedoomMap(wad, "MAP01");
    ASSERT_TRUE(loaded);
    sw::Map& map = *loaded;
    sw::BspMemo memo;
    auto tree = sw::Bsp::compileReusing(map, memo);
    ASSERT_TRUE(tree);
    sw::BspCompileOptions options;
    options.splitCost = 4;
    sw::BspMemo other;
    auto again = sw::Bsp::compileReusing(map, other, {&*tree, &memo}, options);
    ASSERT_TRUE(again);
    EXPECT_EQ(other.reusedNodes, 0u);
    auto fresh = sw::Bsp::compile(map, options);
    ASSERT_TRUE(fresh);
    EXPECT_TRUE(*again == *fresh);
}

} // namespace
