// A world made from another's walls (CollisionWorld(walls, objects)) answers as a world built
// from the BSP with those objects: the analysis shares the editor's wall grid this way.
#include "collision/CollisionWorld.h"
#include "collision/Mover.h"
#include "core/support/Freedoom.h"
#include "core/support/FreedoomLevel.h"

#include <gtest/gtest.h>

#include <random>

namespace {

TEST(SharedWalls, AnswerAsAWorldBuiltFromTheBsp)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    auto level = swtest::loadLevel(wad, "MAP01");
    ASSERT_TRUE(level);
    const sw::ObjectSet objects(level->map, level->bsp); // Doom things: none have a shape
    const sw::CollisionWorld withThings(level->bsp, &objects);
    const sw::CollisionWorld shared(withThings, nullptr);
    const sw::CollisionWorld built(level->bsp);
    EXPECT_EQ(shared.objects(), nullptr);
    EXPECT_EQ(&shared.grid(), &withThings.grid()); // shared, not built again
    ASSERT_EQ(shared.segs().size(), built.segs().size());
    for (std::size_t i = 0; i < built.segs().size(); ++i) {
        const sw::CollisionSeg &a = shared.segs()[i], &b = built.segs()[i];
        EXPECT_EQ(a.a, b.a);
        EXPECT_EQ(a.b, b.b);
        EXPECT_EQ(a.floorMax, b.floorMax);
        EXPECT_EQ(a.ceilingMin, b.ceilingMin);
        EXPECT_EQ(a.solid, b.solid);
    }

    const sw::Box2 box = level->map.bounds();
    std::mt19937 random(5);
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
        EXPECT_EQ(a.span.inVoid, b.span.inVoid);
        EXPECT_EQ(a.solid, b.solid);
        EXPECT_EQ(a.solidWall, b.solidWall);
        EXPECT_EQ(a.solidThing, b.solidThing);
    }
}

} // namespace
