// A world sharing another's grid and wall pieces (CollisionWorld(bsp, sameTree, objects))
// answers as a world built from the BSP: with other objects (the analysis shares the editor's
// wall grid this way), and with new sector heights on the same tree (the editor builds it so
// after an edit of sector values).
#include "collision/CollisionWorld.h"
#include "collision/Mover.h"
#include "core/support/Freedoom.h"
#include "core/support/FreedoomLevel.h"

#include <gtest/gtest.h>

#include <random>

namespace {

void expectSameAnswers(const sw::CollisionWorld& shared, const sw::CollisionWorld& built,
                       const sw::Box2& box, unsigned seed)
{
    ASSERT_EQ(shared.segs().size(), built.segs().size());
    for (std::size_t i = 0; i < built.segs().size(); ++i) {
        const sw::CollisionSeg &a = shared.segs()[i], &b = built.segs()[i];
        EXPECT_EQ(a.shape.a, b.shape.a);
        EXPECT_EQ(a.shape.b, b.shape.b);
        const sw::SegHeights ha = shared.heightsOf(a), hb = built.heightsOf(b);
        EXPECT_EQ(ha.floorMax, hb.floorMax);
        EXPECT_EQ(ha.floorMin, hb.floorMin);
        EXPECT_EQ(ha.ceilingMin, hb.ceilingMin);
        EXPECT_EQ(ha.ceilingMax, hb.ceilingMax);
        EXPECT_EQ(a.solid, b.solid);
    }
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> x(box.min.x, box.max.x), y(box.min.y, box.max.y);
    sw::AvatarProfile profile;
    for (int i = 0; i < 3000; ++i) {
        const sw::Vec2 p{x(random), y(random)};
        EXPECT_EQ(shared.leafAt(p), built.leafAt(p));
        sw::ProbeQuery q;
        q.footprint = {p, 16, true};
        q.solidDepth = 0.5;
        q.profile = &profile;
        const sw::CollisionWorld::Probe a = shared.probe(q), b = built.probe(q);
        EXPECT_EQ(a.span.floor, b.span.floor);
        EXPECT_EQ(a.span.ceiling, b.span.ceiling);
        EXPECT_EQ(a.span.floorSector, b.span.floorSector);
        EXPECT_EQ(a.span.inVoid, b.span.inVoid);
        EXPECT_EQ(a.solid, b.solid);
        EXPECT_EQ(a.solidWall, b.solidWall);
        EXPECT_EQ(a.solidThing, b.solidThing);
    }
}

TEST(SharedWalls, AnswerAsAWorldBuiltFromTheBsp)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    auto level = swtest::loadLevel(wad, "MAP01");
    ASSERT_TRUE(level);
    const sw::ObjectSet objects(level->map, level->bsp); // Doom things: none have a shape
    const sw::CollisionWorld withThings(level->bsp, &objects);
    const sw::CollisionWorld shared(level->bsp, withThings, nullptr);
    const sw::CollisionWorld built(level->bsp);
    EXPECT_EQ(shared.objects(), nullptr);
    EXPECT_EQ(&shared.grid(), &withThings.grid()); // shared, not built again
    EXPECT_EQ(&shared.segs(), &withThings.segs()); // the same tree: the same pieces
    expectSameAnswers(shared, built, level->map.bounds(), 5);
}

TEST(SharedWalls, ASharedWorldsHeightChangeLeavesTheOtherAsItWas)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    auto level = swtest::loadLevel(wad, "MAP01");
    ASSERT_TRUE(level);
    const sw::CollisionWorld first(level->bsp);
    sw::CollisionWorld second(level->bsp, first, nullptr);
    sw::CollisionWorld copy = first;
    ASSERT_EQ(&second.segs(), &first.segs());
    ASSERT_EQ(&copy.segs(), &first.segs());
    // Raise sector 0's floor in the second world and lower it in the copy: the pieces stay
    // shared (they hold no heights), each world sees its own heights, and the first keeps the
    // BSP's.
    second.setSectorHeights(0, 64, level->bsp.sectors()[0].ceilingHeight);
    copy.setSectorHeights(0, -64, level->bsp.sectors()[0].ceilingHeight);
    EXPECT_EQ(&second.segs(), &first.segs());
    EXPECT_EQ(&copy.segs(), &first.segs());
    const sw::CollisionWorld built(level->bsp);
    expectSameAnswers(first, built, level->map.bounds(), 9);
    std::size_t raised = 0, lowered = 0;
    for (const sw::CollisionSeg& s : first.segs()) {
        raised += second.heightsOf(s).floorMax > first.heightsOf(s).floorMax ? 1 : 0;
        lowered += copy.heightsOf(s).floorMin < first.heightsOf(s).floorMin ? 1 : 0;
    }
    EXPECT_GT(raised, 0u);
    EXPECT_GT(lowered, 0u);
}

TEST(SharedWalls, NewSectorHeightsOnTheSameTreeAnswerAsAWorldBuiltFromTheBsp)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    auto level = swtest::loadLevel(wad, "MAP12");
    ASSERT_TRUE(level);
    const sw::CollisionWorld before(level->bsp);
    // Every fifth sector's floor up 24 and every seventh's ceiling down 40.
    sw::Map edited = level->map;
    for (std::size_t s = 0; s < edited.sectors.size(); s += 5)
        edited.sectors[s].floorHeight += 24;
    for (std::size_t s = 0; s < edited.sectors.size(); s += 7)
        edited.sectors[s].ceilingHeight -= 40;
    const sw::Bsp heights = level->bsp.withSectorHeights(edited);
    const sw::CollisionWorld shared(heights, before, nullptr);
    const sw::CollisionWorld built(heights);
    EXPECT_EQ(&shared.grid(), &before.grid()); // shared, not built again
    EXPECT_EQ(&shared.bsp(), &heights);
    expectSameAnswers(shared, built, edited.bounds(), 7);
    // And the heights did change where the test looks.
    std::size_t changed = 0;
    for (const sw::CollisionSeg& s : before.segs())
        changed += before.heightsOf(s).floorMax != shared.heightsOf(s).floorMax ? 1 : 0;
    EXPECT_GT(changed, 100u);
}

} // namespace
