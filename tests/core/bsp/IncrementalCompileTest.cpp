// Recompiling with the earlier tree's subtrees (Bsp::compileReusing) gives exactly the tree a
// fresh compile gives, on real maps after random edit sequences, and copies most of the tree
// when an edit is local.
#include "bsp/Bsp.h"
#include "core/support/Freedoom.h"
#include "core/support/FreedoomLevel.h"

#include <gtest/gtest.h>

#include <optional>
#include <random>

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

// One random edit of the kinds an editor makes; returns what it did.
std::string randomEdit(sw::Map& map, std::mt19937& random)
{
    auto pick = [&](std::size_t n) {
        return std::uniform_int_distribution<std::size_t>(0, n - 1)(random);
    };
    const sw::Box2 box = map.bounds();
    switch (std::uniform_int_distribution<int>(0, 6)(random)) {
    case 0: { // nudge a vertex
        const std::size_t v = pick(map.vertices.size());
        map.vertices[v].pos += sw::Vec2{8.0 * (pick(5) - 2.0), 8.0 * (pick(5) - 2.0)};
        return "move vertex " + std::to_string(v);
    }
    case 1: { // a room beyond the map's east edge (the bounds grow)
        const double x = box.max.x + 64 + 64.0 * pick(8), y = box.min.y + 64.0 * pick(8);
        const auto first = static_cast<sw::Index>(map.vertices.size());
        const auto sector = static_cast<sw::Index>(map.sectors.size());
        sw::Sector s;
        s.floorHeight = 0;
        s.ceilingHeight = 128;
        map.sectors.push_back(s);
        for (const sw::Vec2 p : {sw::Vec2{x, y}, sw::Vec2{x, y + 256}, sw::Vec2{x + 256, y + 256},
                                 sw::Vec2{x + 256, y}})
            map.vertices.push_back({p});
        for (int k = 0; k < 4; ++k) {
            sw::Wall w;
            w.v1 = first + k;
            w.v2 = first + (k + 1) % 4;
            w.frontSector = sector;
            map.walls.push_back(w);
        }
        return "add a room";
    }
    case 2: { // delete the last walls (undoing a room), or one in the middle
        if (pick(2) == 0 && map.walls.size() > 4) {
            map.walls.resize(map.walls.size() - 4);
            return "delete the last 4 walls";
        }
        const std::size_t w = pick(map.walls.size());
        map.walls.erase(map.walls.begin() + static_cast<std::ptrdiff_t>(w));
        return "delete wall " + std::to_string(w);
    }
    case 3: { // flags of a wall
        const std::size_t w = pick(map.walls.size());
        map.walls[w].flags ^= 1u;
        return "toggle flags of wall " + std::to_string(w);
    }
    case 4: { // a thing far out (the root box grows)
        if (map.things.empty())
            return "nothing";
        map.things[pick(map.things.size())].pos = {box.min.x - 512, box.max.y + 300};
        return "move a thing out";
    }
    case 5: { // a wall's sector on its back
        const std::size_t w = pick(map.walls.size());
        if (map.walls[w].backSector != sw::kNone)
            map.walls[w].backSector = static_cast<sw::Index>(pick(map.sectors.size()));
        return "change back sector of wall " + std::to_string(w);
    }
    default: { // move several vertices of one wall's sector, as a sector drag does
        const sw::Wall& w = map.walls[pick(map.walls.size())];
        const sw::Index sector = w.frontSector;
        for (const sw::Wall& x : map.walls)
            if (x.frontSector == sector || x.backSector == sector) {
                map.vertices[static_cast<std::size_t>(x.v1)].pos.y += 8;
                map.vertices[static_cast<std::size_t>(x.v2)].pos.y += 8;
            }
        return "move sector " + std::to_string(sector);
    }
    }
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
            const std::string edit = randomEdit(map, random);
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
