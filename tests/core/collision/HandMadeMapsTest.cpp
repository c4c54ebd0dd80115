// Small maps made for one behaviour each: a corridor corner, a 10-degree spike, stairs with one
// step too high, a passage one unit too low, a gap one unit too narrow, a ledge.
#include "collision/Mover.h"

#include "BruteForceChecker.h"
#include "core/support/PolygonMap.h"

#include <gtest/gtest.h>

namespace {

using sw::Vec2;
using Algo = sw::AvatarProfile::Algorithm;

struct World {
    sw::Map map;
    sw::Bsp bsp;
    std::unique_ptr<sw::CollisionWorld> world;

    explicit World(sw::Map m) : map(std::move(m))
    {
        auto compiled = sw::Bsp::compile(map);
        EXPECT_TRUE(compiled) << compiled.error().message;
        bsp = std::move(*compiled);
        world = std::make_unique<sw::CollisionWorld>(bsp);
    }
    sw::Mover mover(Algo algo = Algo::Exact, sw::AvatarProfile profile = {}) const
    {
        profile.algorithm = algo;
        return sw::Mover(*world, profile);
    }
};

// Moves once and checks the exact guarantees by brute force.
sw::Trace move(const World& w, const Vec2& start, const Vec2& delta, Algo algo = Algo::Exact,
               sw::AvatarProfile profile = {})
{
    sw::Trace trace;
    profile.algorithm = algo;
    auto end = w.mover(algo, profile).moveOnce(start, delta, &trace);
    EXPECT_TRUE(end) << end.error().message;
    if (algo == Algo::Exact) {
        const auto violations = swtest::BruteForceChecker(w.map, profile).check(trace);
        EXPECT_TRUE(violations.empty()) << violations.front();
    }
    return trace;
}

bool hasReason(const sw::Trace& t, sw::ContactReason r)
{
    for (const sw::Contact& c : t.contacts)
        if (c.reason == r)
            return true;
    return false;
}

// An L-shaped corridor: west-east leg y 0..64, x 0..256; north leg x 192..256, y 64..320.
World corridor()
{
    swtest::PolygonMap pm;
    pm.sector({{0, 0}, {256, 0}, {256, 320}, {192, 320}, {192, 64}, {0, 64}}, 0, 128);
    return World(pm.build());
}

// A room with a 10-degree spike pointing west from its east wall (tip at (304, 200)).
World spikeRoom()
{
    swtest::PolygonMap pm;
    pm.sector({{0, 0}, {400, 0}, {400, 192}, {304, 200}, {400, 208}, {400, 400}, {0, 400}}, 0, 128);
    return World(pm.build());
}

// Stairs rising east: floors 0, 16, 32, 48, then 76 (a rise of 28).
World stairs()
{
    swtest::PolygonMap pm;
    pm.rect(0, 0, 128, 128, 0, 256);
    const double floors[] = {16, 32, 48, 76};
    for (int i = 0; i < 4; ++i)
        pm.rect(128 + 32 * i, 0, 160 + 32 * i, 128, floors[i], 256);
    pm.rect(256, 0, 512, 128, 76, 256);
    return World(pm.build());
}

// Two rooms joined by a passage (x 128..192) of the given width (centred on y = 64) and
// ceiling height above the floor.
World passage(double width, double headroom)
{
    swtest::PolygonMap pm;
    const double y0 = 64 - width / 2, y1 = 64 + width / 2;
    pm.rect(0, 0, 128, 128, 0, 128);
    pm.rect(128, y0, 192, y1, 0, headroom);
    pm.rect(192, 0, 320, 128, 0, 128);
    return World(pm.build());
}

} // namespace

TEST(HandMadeMaps, SlidesAlongAWallAndStopsCleanlyInACorner)
{
    const World w = corridor();
    // Diagonally into the outer corner (256, 0): slides along the south wall, then stops.
    const sw::Trace t = move(w, {40, 32}, {300, -100});
    const glm::dvec3 end = t.path.back();
    EXPECT_NEAR(end.x, 256 - 16, 0.01);
    EXPECT_NEAR(end.y, 16, 0.01);
    EXPECT_GE(t.contacts.size(), 2u);
    EXPECT_LE(t.contacts.size(), 3u);
    // Pushing on into the corner stays put: no jitter.
    const sw::Trace again = move(w, {end.x, end.y}, {50, -50});
    EXPECT_NEAR(again.path.back().x, end.x, 1e-9);
    EXPECT_NEAR(again.path.back().y, end.y, 1e-9);
    // Around the corner: into the north leg, sliding along its east wall.
    const sw::Trace up = move(w, {220, 32}, {60, 250});
    EXPECT_NEAR(up.path.back().x, 256 - 16, 0.01);
    EXPECT_NEAR(up.path.back().y, 282, 0.01);
}

TEST(HandMadeMaps, ClassicSticksAtASpikeWhereExactSlidesPast)
{
    const World w = spikeRoom();
    for (Algo algo : {Algo::Exact, Algo::Classic}) {
        const sw::Mover mover = w.mover(algo);
        auto state = mover.spawn({150, 140});
        ASSERT_TRUE(state);
        sw::Trace trace;
        for (int frame = 0; frame < 90; ++frame)
            mover.step(*state, {{200, 100}, false}, 1.0 / 60, &trace);
        if (algo == Algo::Exact) {
            EXPECT_GT(state->pos.x, 304) << "exact slides along the tip and past the spike";
            EXPECT_FALSE(hasReason(trace, sw::ContactReason::SharpCorner));
            const auto v = swtest::BruteForceChecker(w.map, mover.profile()).check(trace);
            EXPECT_TRUE(v.empty()) << v.front();
        } else {
            EXPECT_LT(state->pos.x, 304 - 14) << "classic is held before the tip";
            EXPECT_TRUE(hasReason(trace, sw::ContactReason::SharpCorner));
        }
    }
}

TEST(HandMadeMaps, RealTimeStepsClimbStairsButAreNotLiftedOntoTheStepThatIsTooHigh)
{
    const World w = stairs();
    const sw::Mover mover = w.mover(Algo::Exact);
    auto state = mover.spawn({64, 64});
    ASSERT_TRUE(state);
    sw::Trace trace;
    // Held against the 28-unit rise for a while: touching the higher floor is not standing on it.
    for (int tick = 0; tick < 240; ++tick)
        mover.step(*state, {{320, 0}, false}, 1.0 / 120, &trace);
    EXPECT_EQ(state->z, 48);
    EXPECT_NEAR(state->pos.x, 224 - 16, 0.01);
    EXPECT_TRUE(hasReason(trace, sw::ContactReason::StepTooHigh));
}

TEST(HandMadeMaps, ClimbsStairsAndStopsAtTheStepThatIsTooHigh)
{
    const World w = stairs();
    for (Algo algo : {Algo::Exact, Algo::Classic}) {
        SCOPED_TRACE(algo == Algo::Exact ? "exact" : "classic");
        // Classic climbs one step per move (it looks at floors after moving): walk in frames.
        const sw::Mover mover = w.mover(algo);
        sw::Trace trace;
        glm::dvec3 at{64, 64, 0};
        for (int i = 0; i < (algo == Algo::Exact ? 1 : 40); ++i)
            at = mover.moveFrom({at.x, at.y}, at.z, {algo == Algo::Exact ? 400.0 : 10.0, 0}, &trace);
        EXPECT_EQ(at.z, 48);
        EXPECT_NEAR(at.x, 224 - 16, 0.01);
        ASSERT_TRUE(hasReason(trace, sw::ContactReason::StepTooHigh));
        const sw::Contact& c = trace.contacts.back();
        EXPECT_EQ(c.reason, sw::ContactReason::StepTooHigh);
        EXPECT_EQ(c.floorBeyond, 76);
        EXPECT_EQ(c.feetZ, 48);
        EXPECT_EQ(sw::describeContact(c, 24, 56), "step 28 > 24");
        EXPECT_NEAR(c.point.x, 224, 0.01);
    }
    // The exact path climbs where the footprint first reaches each step.
    const sw::Trace t = move(w, {64, 64}, {400, 0});
    std::vector<glm::dvec3> climbs;
    for (std::size_t i = 0; i + 1 < t.path.size(); ++i)
        if (t.path[i + 1].z > t.path[i].z)
            climbs.push_back(t.path[i]);
    ASSERT_EQ(climbs.size(), 3u);
    EXPECT_NEAR(climbs[0].x, 128 - 16, 1e-9);
    EXPECT_NEAR(climbs[1].x, 160 - 16, 1e-9);
    EXPECT_NEAR(climbs[2].x, 192 - 16, 1e-9);
    // With a step height of 28 the same move reaches the top.
    sw::AvatarProfile tall;
    tall.stepHeight = 28;
    EXPECT_EQ(move(w, {64, 64}, {400, 0}, Algo::Exact, tall).path.back().z, 76);
}

TEST(HandMadeMaps, APassageOneUnitTooLowStopsTheAvatar)
{
    const World low = passage(64, 55);
    const sw::Trace t = move(low, {64, 64}, {200, 0});
    EXPECT_NEAR(t.path.back().x, 128 - 16, 0.01);
    ASSERT_FALSE(t.contacts.empty());
    EXPECT_EQ(t.contacts.back().reason, sw::ContactReason::LowHeadroom);
    EXPECT_EQ(sw::describeContact(t.contacts.back(), 24, 56), "ceiling 55 < 56");
    const World enough = passage(64, 56);
    EXPECT_NEAR(move(enough, {64, 64}, {200, 0}).path.back().x, 264, 1e-9);
}

TEST(HandMadeMaps, AGapOneUnitTooNarrowStopsTheBoxButNotASmallerDisk)
{
    const World narrow = passage(31, 128);
    const sw::Trace t = move(narrow, {64, 64}, {200, 0});
    EXPECT_NEAR(t.path.back().x, 128 - 16, 0.01);
    EXPECT_EQ(t.contacts.back().reason, sw::ContactReason::OneSided);
    const World wide = passage(33, 128);
    EXPECT_NEAR(move(wide, {64, 64}, {200, 0}).path.back().x, 264, 1e-9);
    sw::AvatarProfile disk;
    disk.shape = sw::AvatarProfile::Shape::Cylinder;
    disk.radius = 15;
    EXPECT_NEAR(move(narrow, {64, 64}, {200, 0}, Algo::Exact, disk).path.back().x, 264, 1e-9);
}

TEST(HandMadeMaps, WalksOffALedgeAndFallsAtTheEnd)
{
    swtest::PolygonMap pm;
    pm.rect(0, 0, 128, 128, 64, 256);
    pm.rect(128, 0, 384, 128, 0, 256);
    const World w(pm.build());
    const sw::Trace t = move(w, {64, 64}, {200, 0});
    ASSERT_GE(t.path.size(), 3u);
    EXPECT_EQ(t.path.front().z, 64);
    const glm::dvec3 last = t.path.back(), before = t.path[t.path.size() - 2];
    EXPECT_EQ(last.z, 0);
    EXPECT_EQ(before.z, 64) << "horizontal motion happens at the starting height";
    EXPECT_EQ(before.x, last.x);
    // And it cannot climb back up.
    const sw::Trace back = move(w, {264, 64}, {-200, 0});
    EXPECT_NEAR(back.path.back().x, 128 + 16, 0.01);
    EXPECT_EQ(back.contacts.back().reason, sw::ContactReason::StepTooHigh);
}

TEST(HandMadeMaps, StartsWhereTheAvatarCannotStandAreExplained)
{
    const World w = passage(64, 55);
    const sw::Mover m = w.mover();
    auto inWall = m.standingHeight({5, 64});
    ASSERT_FALSE(inWall);
    EXPECT_NE(inWall.error().message.find("overlaps wall"), std::string::npos);
    auto outside = m.standingHeight({-500, 64});
    ASSERT_FALSE(outside);
    EXPECT_NE(outside.error().message.find("void"), std::string::npos);
    auto low = m.standingHeight({160, 64});
    ASSERT_FALSE(low);
    EXPECT_NE(low.error().message.find("no headroom"), std::string::npos);
}

TEST(HandMadeMaps, JumpReachesItsHeightAndGravityBringsItBack)
{
    const World w = passage(64, 128);
    sw::AvatarProfile p;
    p.jumpHeight = 40;
    const sw::Mover m = w.mover(Algo::Exact, p);
    auto s = m.spawn({64, 64});
    ASSERT_TRUE(s);
    double top = 0;
    m.step(*s, {{0, 0}, true}, 1.0 / 1000, nullptr);
    for (int i = 0; i < 2000; ++i) {
        m.step(*s, {{0, 0}, false}, 1.0 / 1000, nullptr);
        top = std::max(top, s->z);
    }
    EXPECT_NEAR(top, 40, 1.0);
    EXPECT_EQ(s->z, 0);
    EXPECT_TRUE(s->onGround);
}
