// A collision world built from the previous one after an edit (its wall pieces copied where
// the compile copied their subtrees, their grid entries taken over) is the world a whole build
// of the same tree gives: the same pieces, the same grid and the same answers, on real maps
// after random edit sequences.
#include "bsp/Bsp.h"
#include "collision/CollisionWorld.h"
#include "core/support/Freedoom.h"
#include "core/support/FreedoomLevel.h"
#include "core/support/MapEdits.h"

#include <gtest/gtest.h>

#include <memory>
#include <random>
#include <string>
#include <vector>

namespace {

struct Case {
    std::string wad, name;
};

// The answers of both worlds at random points of the map's bounds: the leaf, the span under a
// box and a disk, and the solid wall a footprint overlaps.
void expectSameAnswers(const sw::CollisionWorld& a, const sw::CollisionWorld& b,
                       const sw::Box2& box, std::mt19937& random, const std::string& where)
{
    std::uniform_real_distribution<double> x(box.min.x - 64, box.max.x + 64);
    std::uniform_real_distribution<double> y(box.min.y - 64, box.max.y + 64);
    for (int k = 0; k < 400; ++k) {
        const sw::Vec2 p{x(random), y(random)};
        ASSERT_EQ(a.leafAt(p), b.leafAt(p)) << where << " at " << p.x << ", " << p.y;
        for (const bool boxShape : {true, false}) {
            const sw::Footprint f{p, 16, boxShape};
            const sw::Span sa = a.spanUnder(f), sb = b.spanUnder(f);
            ASSERT_EQ(sa.floor, sb.floor) << where;
            ASSERT_EQ(sa.ceiling, sb.ceiling) << where;
            ASSERT_EQ(sa.floorSector, sb.floorSector) << where;
            ASSERT_EQ(sa.ceilingSector, sb.ceilingSector) << where;
            ASSERT_EQ(sa.inVoid, sb.inVoid) << where;
            sw::Index wa = sw::kNone, wb = sw::kNone;
            ASSERT_EQ(a.overlapsSolidWall(f, 0.5, &wa), b.overlapsSolidWall(f, 0.5, &wb)) << where;
            ASSERT_EQ(wa, wb) << where;
        }
    }
}

} // namespace

TEST(IncrementalWorld, EqualsAWholeBuildAfterRandomEdits)
{
    REQUIRE_FREEDOOM(doom1, "freedoom1.wad");
    REQUIRE_FREEDOOM(doom2, "freedoom2.wad");
    std::mt19937 random(41);
    std::size_t copiedSegs = 0, segs = 0;
    for (const Case& c : {Case{"freedoom2.wad", "MAP01"}, Case{"freedoom2.wad", "MAP12"},
                          Case{"freedoom1.wad", "E1M4"}, Case{"freedoom2.wad", "MAP29"}}) {
        auto level = swtest::loadLevel(c.wad == "freedoom1.wad" ? doom1 : doom2, c.name);
        ASSERT_TRUE(level);
        sw::Map& map = level->map;
        // The trees live on the heap: a world refers to its tree.
        auto memo = std::make_unique<sw::BspMemo>();
        auto first = sw::Bsp::compileReusing(map, *memo);
        ASSERT_TRUE(first);
        auto tree = std::make_unique<sw::Bsp>(std::move(*first));
        auto world = std::make_unique<sw::CollisionWorld>(*tree);
        for (int i = 0; i < 20; ++i) {
            std::string edit = swtest::randomEdit(map, random);
            // Every other edit also moves a floor: copied pieces see the new heights.
            if (i % 2 == 0) {
                sw::Sector& s = map.sectors[std::uniform_int_distribution<std::size_t>(
                    0, map.sectors.size() - 1)(random)];
                s.floorHeight += 24;
                edit += ", a floor raised";
            }
            const std::string where =
                c.wad + " " + c.name + " edit " + std::to_string(i) + ": " + edit;
            auto nextMemo = std::make_unique<sw::BspMemo>();
            auto compiled = sw::Bsp::compileReusing(map, *nextMemo, {tree.get(), memo.get(), true});
            ASSERT_TRUE(compiled) << where;
            auto nextTree = std::make_unique<sw::Bsp>(std::move(*compiled));
            auto next = std::make_unique<sw::CollisionWorld>(*nextTree, *world,
                                                              nextMemo->segRuns, nullptr);
            const sw::CollisionWorld whole(*nextTree);
            ASSERT_EQ(next->segs().size(), whole.segs().size()) << where;
            for (std::size_t k = 0; k < whole.segs().size(); ++k) {
                ASSERT_TRUE(next->segs()[k] == whole.segs()[k]) << where << ", piece " << k;
                const sw::SegHeights a = next->heightsOf(next->segs()[k]),
                                     b = whole.heightsOf(whole.segs()[k]);
                ASSERT_TRUE(a.floorMax == b.floorMax && a.floorMin == b.floorMin &&
                            a.ceilingMin == b.ceilingMin && a.ceilingMax == b.ceilingMax)
                    << where << ", piece " << k;
            }
            ASSERT_FALSE(whole.grid().empty()) << where;
            EXPECT_TRUE(next->grid() == whole.grid()) << where;
            expectSameAnswers(*next, whole, map.bounds(), random, where);
            if (HasFatalFailure())
                return;
            for (const sw::BspMemo::SegRun& run : nextMemo->segRuns)
                copiedSegs += run.count;
            segs += whole.segs().size();
            world.reset();
            world = std::move(next);
            tree = std::move(nextTree);
            memo = std::move(nextMemo);
        }
    }
    // Most pieces came from the earlier world: the edits are local.
    EXPECT_GT(copiedSegs, segs / 2);
}

// A world dropped leaves its wall pieces' storage to the next world of about its size: after
// every edit the editor builds a world and drops the one before, and on a big map fresh memory
// costs more than filling it.
TEST(IncrementalWorld, TheNextWorldReusesTheStorageOfOneDropped)
{
    REQUIRE_FREEDOOM(doom2, "freedoom2.wad");
    auto level = swtest::loadLevel(doom2, "MAP12");
    ASSERT_TRUE(level);
    auto first = std::make_unique<sw::CollisionWorld>(level->bsp);
    const sw::CollisionSeg* storage = first->segs().data();
    const std::vector<sw::CollisionSeg> pieces = first->segs();
    const sw::SegGrid grid = first->grid();
    first.reset();
    const sw::CollisionWorld second(level->bsp);
    EXPECT_EQ(second.segs().data(), storage);
    // Taken over empty and filled again: the same world.
    ASSERT_EQ(second.segs().size(), pieces.size());
    for (std::size_t k = 0; k < pieces.size(); ++k)
        ASSERT_TRUE(second.segs()[k] == pieces[k]) << "piece " << k;
    EXPECT_TRUE(second.grid() == grid);
}
