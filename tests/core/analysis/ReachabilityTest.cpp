// The reachability flood follows teleport lines by the rule the drag, the probes and walk mode
// follow (collision/SpecialLines), on Freedoom maps with teleporters: a reached teleport
// line's destination is reached; some areas are reached only that way; monsters-only
// teleports take the avatar nowhere.
#include "analysis/Analysis.h"
#include "analysis/Checks.h"
#include "analysis/LeafLinks.h"
#include "collision/CollisionWorld.h"
#include "collision/SpecialLines.h"
#include "io/DoomImport.h"
#include "io/Wad.h"
#include "map/DoomLineSpecials.h"

#include "core/support/EditedTree.h"
#include "core/support/Freedoom.h"
#include "core/support/FreedoomLevel.h"
#include "core/support/MapEdits.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <random>
#include <string>

namespace {

using swtest::Level;

using swtest::loadLevel;

std::vector<bool> reached(const sw::Map& map, const sw::Bsp& bsp)
{
    const sw::AvatarProfile profile;
    const sw::AnalysisOptions options;
    const sw::analysis::Context ctx(map, bsp, profile, options);
    return sw::analysis::reachedSectors(ctx);
}

bool isTeleport(std::int32_t special)
{
    const auto a = sw::doomLineAction(special);
    return a && a->kind == sw::DoomLineAction::Kind::Teleport;
}

// The map without its teleport lines' specials (the same BSP: walls and sectors unchanged).
sw::Map withoutTeleports(sw::Map map, bool monstersOnly)
{
    for (sw::Wall& w : map.walls)
        if (isTeleport(w.special) && (!monstersOnly || sw::doomLineAction(w.special)->monstersOnly))
            w.special = 0;
    return map;
}

int count(const std::vector<bool>& v)
{
    return static_cast<int>(std::count(v.begin(), v.end(), true));
}

} // namespace

// Every teleport line of the avatar's kind whose front sector the flood reaches leads it to the
// sector of the destination SpecialLines gives (the one a drag lands on); and taking the
// teleport lines away leaves sectors unreached that only a teleporter leads to.
TEST(Reachability, FollowsTeleportersToTheirDestinations)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    int onlyByTeleport = 0;
    for (const char* name : {"MAP01", "MAP05", "MAP08"}) {
        SCOPED_TRACE(name);
        const auto level = loadLevel(wad, name);
        ASSERT_TRUE(level);
        const std::vector<bool> with = reached(level->map, level->bsp);
        ASSERT_FALSE(with.empty());
        const sw::SpecialLines lines(level->map, level->bsp);
        int followed = 0;
        for (std::size_t i = 0; i < level->map.walls.size(); ++i) {
            const sw::Wall& w = level->map.walls[i];
            if (!isTeleport(w.special) || w.frontSector < 0 ||
                !with[static_cast<std::size_t>(w.frontSector)])
                continue;
            const sw::TeleportTarget to = lines.teleport(static_cast<sw::Index>(i), true);
            if (!to.ok)
                continue;
            const sw::Index s = level->bsp.sectorAt(to.destination);
            ASSERT_NE(s, sw::kNone);
            EXPECT_TRUE(with[static_cast<std::size_t>(s)])
                << "wall " << i << " leads to sector " << s << ", which the flood misses";
            ++followed;
        }
        EXPECT_GT(followed, 0) << "no reached teleport line";
        const std::vector<bool> without = reached(withoutTeleports(level->map, false), level->bsp);
        for (std::size_t s = 0; s < with.size(); ++s) {
            EXPECT_FALSE(without[s] && !with[s]) << "sector " << s;
            onlyByTeleport += with[s] && !without[s];
        }
    }
    EXPECT_GT(onlyByTeleport, 0);
}

// Monsters-only teleports (126 on freedoom2 MAP32, with tagged destinations; one of them leads
// into the area of the exit) do not take the avatar: the flood reaches the same sectors with or
// without them.
TEST(Reachability, MonstersOnlyTeleportsLeadNowhere)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    const auto level = loadLevel(wad, "MAP32");
    ASSERT_TRUE(level);
    int monsterLines = 0;
    for (const sw::Wall& w : level->map.walls)
        monsterLines += w.special == 126 && w.tag != 0;
    ASSERT_GT(monsterLines, 0);
    const std::vector<bool> with = reached(level->map, level->bsp);
    const std::vector<bool> without = reached(withoutTeleports(level->map, true), level->bsp);
    EXPECT_EQ(with, without) << count(with) << " vs " << count(without) << " sectors";
}

namespace {

// The findings as comparable text: kind, place, elements and message.
std::vector<std::string> described(const std::vector<sw::Finding>& findings)
{
    std::vector<std::string> out;
    for (const sw::Finding& f : findings)
        out.push_back(f.key() + " @" + std::to_string(f.where.x) + "," +
                      std::to_string(f.where.y) + " " + f.message);
    return out;
}

// A leaf's links as a sorted list (the order they were found in may differ between trees).
std::vector<std::pair<std::int32_t, sw::Index>> sortedLinks(std::span<const sw::LeafLink> links)
{
    std::vector<std::pair<std::int32_t, sw::Index>> out;
    for (const sw::LeafLink& x : links)
        out.push_back({x.leaf, x.wall});
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

// The flood's leaf links kept from one analysis to the next (as the editor keeps them while
// edits change only sector heights) give the findings an analysis without them gives: after
// random height changes on real maps, the same findings, in the same order. The heights are
// moved far enough to open and close ways between sectors.
TEST(LeafLinks, KeptLinksGiveTheFindingsOfFreshOnesAfterHeightEdits)
{
    REQUIRE_FREEDOOM(doom2, "freedoom2.wad");
    std::mt19937 random(11);
    std::size_t unreachable = 0;
    for (const char* name : {"MAP01", "MAP12", "MAP29"}) {
        std::optional<Level> level = loadLevel(doom2, name);
        ASSERT_TRUE(level);
        sw::Map map = level->map;
        sw::LeafLinksCache links;
        for (int edit = 0; edit < 6; ++edit) {
            for (int k = 0; k < 20; ++k) {
                sw::Sector& s = map.sectors[std::uniform_int_distribution<std::size_t>(
                    0, map.sectors.size() - 1)(random)];
                s.floorHeight += 24.0 * std::uniform_int_distribution<int>(-2, 2)(random);
            }
            const sw::Bsp bsp = level->bsp.withSectorHeights(map);
            const sw::CollisionWorld walls(bsp);
            sw::AnalysisOptions kept;
            kept.walls = &walls;
            kept.leafLinks = &links;
            const auto withKept = described(sw::analyzeMap(map, bsp, {}, kept));
            const auto fresh = described(sw::analyzeMap(map, bsp, {}, {}));
            ASSERT_EQ(withKept, fresh) << name << " edit " << edit;
            for (const std::string& f : fresh)
                unreachable += f.rfind("unreachable", 0) == 0 ? 1 : 0;
        }
    }
    EXPECT_GT(unreachable, 0u) << "the flood found nothing to compare";
}

// Links made from an earlier tree's (the leaves a compile that keeps partitions copied take
// theirs from there) are the links of the new tree: after vertex and sector moves and rooms
// drawn, leaf for leaf the same set as links walked afresh.
TEST(LeafLinks, LinksFromAnEarlierTreeAreTheNewTreesLinks)
{
    REQUIRE_FREEDOOM(doom2, "freedoom2.wad");
    std::optional<Level> level = loadLevel(doom2, "MAP12");
    ASSERT_TRUE(level);
    sw::Map map = level->map;
    std::mt19937 random(3);
    swtest::EditedTree edited;
    ASSERT_TRUE(edited.compile(map));
    auto links =
        std::make_shared<const sw::LeafLinks>(edited.tree(), sw::CollisionWorld(edited.tree()));
    const sw::Box2 box = map.bounds();
    for (int edit = 0; edit < 8; ++edit) {
        if (edit % 4 == 3) { // a room beyond the east edge
            const double x = box.max.x + 64 + 512.0 * edit;
            swtest::addSquareRoom(map, {x, box.min.y}, 256, map.sectors.front());
        } else { // a sector moved by 8 units
            const sw::Index sector = map.walls[std::uniform_int_distribution<std::size_t>(
                                                   0, map.walls.size() - 1)(random)]
                                         .frontSector;
            swtest::moveVertices(map, swtest::sectorVertexFlags(map, sector), {8, 0});
        }
        ASSERT_TRUE(edited.compile(map));
        const sw::Bsp& tree = edited.tree();
        const std::vector<std::int32_t>& leafFrom = edited.memo().leafFrom;
        const sw::CollisionWorld world(tree);
        auto carried = std::make_shared<const sw::LeafLinks>(tree, world, links.get(), leafFrom);
        const sw::LeafLinks fresh(tree, world);
        ASSERT_EQ(carried->leafCount(), fresh.leafCount());
        std::size_t copied = 0;
        for (std::size_t l = 0; l < fresh.leafCount(); ++l) {
            const auto leaf = static_cast<std::int32_t>(l);
            ASSERT_EQ(sortedLinks(carried->of(leaf)), sortedLinks(fresh.of(leaf)))
                << "edit " << edit << ", leaf " << l;
            copied += leafFrom[l] >= 0 ? 1 : 0;
        }
        EXPECT_GT(copied, fresh.leafCount() / 2) << "edit " << edit;
        // Most leaves keep their links, a room beyond the edge too (it grows the root cell,
        // and the leaves of subtrees copied into the grown cells are made again, most of them
        // as they were).
        const auto inside = static_cast<std::size_t>(
            std::count_if(tree.leaves().begin(), tree.leaves().end(),
                          [](const sw::BspLeaf& l) { return l.sector != sw::kNone; }));
        EXPECT_GT(carried->carriedLeaves(), inside * 9 / 10) << "edit " << edit;
        links = std::move(carried);
    }
}

// A drag: several versions in a row whose analyses never ran (each cancelled by the next edit).
// The last version's links still start from the last tree that had links, through the copies
// of every step, and equal the links walked afresh.
TEST(LeafLinks, LinksCarryOverVersionsWhoseAnalysisNeverRan)
{
    REQUIRE_FREEDOOM(doom2, "freedoom2.wad");
    std::optional<Level> level = loadLevel(doom2, "MAP12");
    ASSERT_TRUE(level);
    sw::Map map = level->map;
    swtest::EditedTree edited;
    ASSERT_TRUE(edited.compile(map));
    auto cache = std::make_shared<sw::LeafLinksCache>();
    cache->get(edited.tree(), sw::CollisionWorld(edited.tree())); // the first version was analysed
    const std::vector<bool> sector = swtest::sectorVertexFlags(map, 846);
    for (int step = 0; step < 5; ++step) { // the drag's steps: no analysis
        swtest::moveVertices(map, sector, {8, 0});
        ASSERT_TRUE(edited.compile(map));
        cache = std::make_shared<sw::LeafLinksCache>(
            *cache, std::make_shared<const std::vector<std::int32_t>>(edited.memo().leafFrom));
    }
    const sw::CollisionWorld world(edited.tree());
    const std::shared_ptr<const sw::LeafLinks> carried = cache->get(edited.tree(), world);
    const sw::LeafLinks fresh(edited.tree(), world);
    ASSERT_EQ(carried->leafCount(), fresh.leafCount());
    EXPECT_GT(carried->carriedLeaves(), fresh.leafCount() / 2); // none without the chain
    for (std::size_t l = 0; l < fresh.leafCount(); ++l) {
        ASSERT_EQ(sortedLinks(carried->of(static_cast<std::int32_t>(l))),
                  sortedLinks(fresh.of(static_cast<std::int32_t>(l))))
            << "leaf " << l;
    }
}
