// Teleport lines for every avatar that moves through a TrackFollower (the drag, the probes and
// walk mode), on Freedoom maps: a track across a teleport line's front ends on the destination
// thing, with the jump in the trace; across its back nothing happens; a once-only teleport
// acts once and a repeatable one again; probes replay across a teleport at every tick rate;
// walk mode still sets off a once-only door line once.
#include "collision/SpecialLines.h"
#include "collision/MovingSectors.h"
#include "collision/Probes.h"
#include "collision/TrackFollower.h"
#include "io/DoomImport.h"
#include "io/Wad.h"

#include "core/support/Freedoom.h"
#include "core/support/FreedoomLevel.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <random>

namespace {

using swtest::Level;

using swtest::loadLevel;

// The destination of a teleport line, found from the map alone: the first thing of type 14
// (in map order) standing in a sector carrying the line's tag.
std::optional<sw::Vec2> destinationOf(const Level& level, sw::Index wall)
{
    const std::int32_t tag = level.map.walls[static_cast<std::size_t>(wall)].tag;
    for (const sw::Thing& t : level.map.things) {
        const sw::Index s = level.bsp.sectorAt(t.pos);
        if (t.type == 14 && s != sw::kNone &&
            level.map.sectors[static_cast<std::size_t>(s)].tag == tag)
            return t.pos;
    }
    return std::nullopt;
}

// The first wall with `special` that has a destination and room to stand `away` units in
// front of its middle and behind it.
struct TeleportLine {
    sw::Index wall = sw::kNone;
    sw::Vec2 destination, front, back, facing; // facing: from the front across the line
};

std::optional<TeleportLine> findTeleport(const Level& level, std::int32_t special,
                                         const sw::Mover& mover, double away)
{
    for (std::size_t i = 0; i < level.map.walls.size(); ++i) {
        const sw::Wall& w = level.map.walls[i];
        if (w.special != special || !w.twoSided())
            continue;
        const auto dest = destinationOf(level, static_cast<sw::Index>(i));
        if (!dest)
            continue;
        const sw::Vec2 a = level.map.wallStart(w), b = level.map.wallEnd(w);
        const sw::Vec2 e = glm::normalize(b - a);
        const sw::Vec2 out{e.y, -e.x}; // the front faces the right of v1 -> v2
        TeleportLine t{static_cast<sw::Index>(i), *dest, (a + b) * 0.5 + out * away,
                       (a + b) * 0.5 - out * away, -out};
        if (mover.standingHeight(t.front) && mover.standingHeight(t.back))
            return t;
    }
    return std::nullopt;
}

// The world of a level with its special lines, as the editor and the CLI build it.
std::unique_ptr<sw::CollisionWorld> worldWithLines(const Level& level)
{
    auto world = std::make_unique<sw::CollisionWorld>(level.bsp);
    world->setSpecialLines(std::make_shared<const sw::SpecialLines>(level.map, level.bsp));
    return world;
}

constexpr double kTickRate = 120; // the drag's and walk mode's
constexpr double kSpeed = 320;

// A follower standing at `from` with the pointer at `to` from the start (a drag whose pointer
// is already beyond the line): it heads there at full speed.
sw::TrackFollower follow(const sw::Mover& mover, const sw::Vec2& from, const sw::Vec2& to)
{
    auto f = sw::TrackFollower::spawn(mover, from, {kTickRate, kSpeed, true});
    EXPECT_TRUE(f) << f.error().message;
    sw::TrackFollower follower = std::move(*f);
    follower.setTrack({{0.0, to.x, to.y}});
    return follower;
}

} // namespace

// freedoom2 MAP01's first teleport line (special 97, walk-over, repeatable) crossed from its
// front: the dragged avatar ends on the destination thing, standing on its floor, and stays
// there; the trace holds the jump. Without the map's lines in the world it walks on instead.
TEST(SpecialLines, FollowerAcrossTeleportLineEndsAtItsDestination)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    const auto level = loadLevel(wad, "MAP01");
    ASSERT_TRUE(level);
    const auto world = worldWithLines(*level);
    const sw::Mover mover(*world, {});
    const auto line = findTeleport(*level, 97, mover, 20);
    ASSERT_TRUE(line) << "MAP01 has no teleport line with room on both sides";

    sw::TrackFollower follower = follow(mover, line->front, line->back);
    follower.advanceTo(mover, 1.0);
    EXPECT_EQ(follower.state().pos, line->destination);
    EXPECT_EQ(follower.state().z, *mover.standingHeight(line->destination));
    EXPECT_EQ(follower.teleports(), 1);
    ASSERT_EQ(follower.trace().teleports.size(), 1u);
    const sw::TraceTeleport& t = follower.trace().teleports.front();
    EXPECT_EQ(t.wall, line->wall);
    EXPECT_EQ(sw::Vec2(t.to.x, t.to.y), line->destination);
    // The path jumps: the point before is near the line, the one at pathIndex the destination.
    const auto& path = follower.trace().path;
    ASSERT_GT(t.pathIndex, 0u);
    ASSERT_LT(t.pathIndex, path.size());
    EXPECT_EQ(sw::Vec2(path[t.pathIndex].x, path[t.pathIndex].y), line->destination);
    EXPECT_LT(glm::length(sw::Vec2(path[t.pathIndex - 1].x, path[t.pathIndex - 1].y) - t.from),
              kSpeed / kTickRate + 1e-9);
    EXPECT_EQ(sw::describeTeleport(t), "teleport to (" +
                                           std::to_string(std::lround(line->destination.x)) + ", " +
                                           std::to_string(std::lround(line->destination.y)) + ")");

    // A pointer still moving when the avatar crosses leads it on from the destination by its
    // motion after the crossing (here at most 40 units), not back across the map to itself.
    auto moving = sw::TrackFollower::spawn(mover, line->front, {kTickRate, kSpeed, false});
    ASSERT_TRUE(moving);
    moving->setTrack({{0.0, line->front.x, line->front.y}, {0.5, line->back.x, line->back.y}});
    moving->advanceTo(mover, 1.0);
    EXPECT_EQ(moving->teleports(), 1);
    EXPECT_LE(glm::length(moving->state().pos - line->destination), 40.0);

    // The same drag in a world without the map's lines walks over the line.
    const sw::CollisionWorld bare(level->bsp);
    const sw::Mover bareMover(bare, {});
    sw::TrackFollower plain = follow(bareMover, line->front, line->back);
    plain.advanceTo(bareMover, 1.0);
    EXPECT_EQ(plain.teleports(), 0);
    EXPECT_LT(glm::length(plain.state().pos - line->back), 1.0);
}

// Crossing the same line from its back (walking out of the teleporter) moves nothing; the
// crossing is listed with the reason.
TEST(SpecialLines, CrossingATeleportLineFromItsBackDoesNothing)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    const auto level = loadLevel(wad, "MAP01");
    ASSERT_TRUE(level);
    const auto world = worldWithLines(*level);
    const sw::Mover mover(*world, {});
    const auto line = findTeleport(*level, 97, mover, 20);
    ASSERT_TRUE(line);

    sw::TrackFollower follower = follow(mover, line->back, line->front);
    bool listed = false;
    while (follower.time() <= 1.0) {
        follower.followTick(mover);
        for (const auto& c : follower.lastCrossings())
            if (c.crossing.wall == line->wall) {
                listed = true;
                EXPECT_FALSE(c.crossing.fromFront);
                EXPECT_TRUE(c.teleport);
                EXPECT_FALSE(c.target.ok);
                EXPECT_NE(c.target.refusal.find("front side only"), std::string::npos);
            }
    }
    EXPECT_TRUE(listed);
    EXPECT_EQ(follower.teleports(), 0);
    EXPECT_LT(glm::length(follower.state().pos - line->front), 1.0);
}

// A once-only teleport (special 39 on freedoom2 MAP25) takes the avatar the first time only;
// a repeatable one (97 on MAP01) every time.
TEST(SpecialLines, OnceOnlyTeleportActsOnceRepeatableAgain)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    for (const auto& [name, special, times] :
         {std::tuple{"MAP25", 39, 1}, std::tuple{"MAP01", 97, 2}}) {
        SCOPED_TRACE(name);
        const auto level = loadLevel(wad, name);
        ASSERT_TRUE(level);
        const auto world = worldWithLines(*level);
        const sw::Mover mover(*world, {});
        const auto line = findTeleport(*level, special, mover, 20);
        ASSERT_TRUE(line) << name << " has no teleport line " << special;
        sw::TrackFollower follower = follow(mover, line->front, line->back);
        // Teleports through this line (another teleport line may lie beyond it).
        int through = 0;
        auto run = [&](double until) {
            while (follower.time() <= until) {
                follower.followTick(mover);
                for (const auto& c : follower.lastCrossings())
                    through += c.crossing.wall == line->wall && c.target.ok;
            }
        };
        run(1.0);
        EXPECT_EQ(through, 1);
        EXPECT_EQ(follower.state().pos, line->destination);
        // Back in front of the line (as walking round would bring it), across it again.
        follower.place(*mover.spawn(line->front));
        const double t = follower.time();
        const sw::Vec2 shift = follower.targetAt(t) - follower.pointerAt(t);
        follower.addPoint(t, line->back - shift);
        run(t + 1.0);
        EXPECT_EQ(through, times);
    }
}

// A probe whose track crosses the teleport line replays onto the destination at its own and
// every compared tick rate, so checkProbes calls it unchanged and independent of the rate.
TEST(SpecialLines, ProbeAcrossTeleportLineEndsAtDestinationAtEveryTickRate)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    auto level = loadLevel(wad, "MAP01");
    ASSERT_TRUE(level);
    const auto world = worldWithLines(*level);
    const sw::Mover mover(*world, {});
    const auto line = findTeleport(*level, 97, mover, 20);
    ASSERT_TRUE(line);

    sw::ProbeRecord probe;
    probe.name = "through the teleporter";
    probe.start = line->front;
    probe.speed = kSpeed;
    probe.tickRate = kTickRate;
    probe.track = {{0.0, line->back.x, line->back.y}};
    probe.expectedEnd = {line->destination, *mover.standingHeight(line->destination)};
    for (const double rate : {30.0, 60.0, 120.0, 144.0, 240.0}) {
        const sw::ProbeRun run = sw::runProbe(mover, probe, rate, false);
        EXPECT_EQ(sw::Vec2(run.end.x, run.end.y), line->destination) << rate << " Hz";
        EXPECT_EQ(run.teleports, 1) << rate << " Hz";
        EXPECT_FALSE(run.stuck) << rate << " Hz";
    }
    level->map.probes = {probe};
    const auto reports = sw::checkProbes(level->map, *world);
    ASSERT_EQ(reports.size(), 1u);
    EXPECT_TRUE(reports[0].ok()) << reports[0].message;
}

// Walk mode sets off a once-only walk-over door line (special 109 on freedoom2 MAP03) through
// the follower's crossings exactly once, however often the walker crosses it.
TEST(SpecialLines, WalkModeSetsOffAOnceOnlyLineOnce)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    const auto level = loadLevel(wad, "MAP03");
    ASSERT_TRUE(level);
    sw::Index w = sw::kNone;
    for (std::size_t i = 0; i < level->map.walls.size() && w == sw::kNone; ++i)
        if (level->map.walls[i].special == 109)
            w = static_cast<sw::Index>(i);
    ASSERT_NE(w, sw::kNone);
    const sw::Wall& wall = level->map.walls[static_cast<std::size_t>(w)];
    const sw::Vec2 a = level->map.wallStart(wall), b = level->map.wallEnd(wall);
    const sw::Vec2 e = glm::normalize(b - a);
    const sw::Vec2 out{e.y, -e.x};

    sw::CollisionWorld world(level->bsp);
    sw::Walk walk(world, level->map, {});
    ASSERT_NE(world.specialLines(), nullptr);
    auto start = walk.spawn((a + b) * 0.5 + out * 24.0);
    ASSERT_TRUE(start) << start.error().message;
    sw::TrackFollower follower(*start, {kTickRate, kSpeed, false});
    std::vector<sw::MechanismEvent> events;
    for (int round = 0; round < 3; ++round) {
        const sw::Vec2 v = out * (round % 2 == 0 ? -160.0 : 160.0);
        for (int i = 0; i < 36; ++i) // 48 units: across the line and back
            walk.step(follower, {v, false}, &events);
    }
    int opened = 0;
    for (const sw::MechanismEvent& ev : events)
        if (ev.wall == w)
            opened += ev.what == sw::MechanismEvent::What::Opens ? 1 : 100;
    EXPECT_EQ(opened, 1);
}

// The grid that finds a tick's lines gives what testing every walk-over line gives: random
// motions of a few to a few thousand units over freedoom2 MAP08 (70 teleport lines), in
// order along the motion.
TEST(SpecialLines, CrossedMatchesTestingEveryLine)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    const auto level = loadLevel(wad, "MAP08");
    ASSERT_TRUE(level);
    const sw::Map& map = level->map;
    const sw::SpecialLines lines(map, level->bsp);
    const sw::Box2 bounds = map.bounds();
    std::mt19937 rng(17);
    std::uniform_real_distribution<double> ux(bounds.min.x, bounds.max.x),
        uy(bounds.min.y, bounds.max.y), angle(0, 6.283185307179586);
    int found = 0;
    for (int i = 0; i < 20000; ++i) {
        const sw::Vec2 from{ux(rng), uy(rng)};
        const double length = i % 10 == 0 ? 4000 : (i % 3 == 0 ? 300 : 40);
        const double a = angle(rng);
        const sw::Vec2 to = from + sw::Vec2{std::cos(a), std::sin(a)} * length;
        std::vector<std::pair<double, sw::Index>> expected;
        for (std::size_t w = 0; w < map.walls.size(); ++w) {
            const sw::Wall& wall = map.walls[w];
            const auto action = sw::doomLineAction(wall.special);
            if (!action || action->trigger != sw::DoomLineAction::Trigger::Walk ||
                wall.frontSector < 0)
                continue;
            const sw::Vec2 p = map.wallStart(wall), q = map.wallEnd(wall);
            if (sw::doomFrontSide(p, q, from) == sw::doomFrontSide(p, q, to))
                continue;
            const double t = sw::segmentCrossing(from, to, p, q);
            if (t >= 0)
                expected.emplace_back(t, static_cast<sw::Index>(w));
        }
        std::sort(expected.begin(), expected.end());
        const auto got = lines.crossed(from, to);
        ASSERT_EQ(got.size(), expected.size()) << "motion " << i;
        for (std::size_t k = 0; k < got.size(); ++k)
            EXPECT_EQ(got[k].wall, expected[k].second);
        found += static_cast<int>(got.size());
    }
    EXPECT_GT(found, 100);
}

// The lines of a map serve a version of it with other sector values (the same tree) as long as
// its sectors' tags (which say where teleports lead) are the same.
TEST(SpecialLines, TheSameTreesLinesServeWhileTheSectorTagsAreTheSame)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    const auto level = loadLevel(wad, "MAP01");
    ASSERT_TRUE(level);
    const auto lines = std::make_shared<const sw::SpecialLines>(level->map, level->bsp);
    sw::Map map = level->map;
    EXPECT_EQ(sw::SpecialLines::of(map, level->bsp, lines, true), lines);
    map.sectors.front().floorHeight += 32;
    map.sectors.front().light = 96;
    EXPECT_EQ(sw::SpecialLines::of(map, level->bsp, lines, true), lines);
    map.sectors.back().tag += 1;
    const auto retagged = sw::SpecialLines::of(map, level->bsp, lines, true);
    EXPECT_NE(retagged, nullptr);
    EXPECT_NE(retagged, lines);
    map.sectors.back().tag -= 1;
    map.sectors.push_back(map.sectors.front());
    EXPECT_NE(sw::SpecialLines::of(map, level->bsp, lines, true), lines);
    EXPECT_NE(sw::SpecialLines::of(map, level->bsp, nullptr, true), nullptr);
}

// Lines made from an earlier version's (taking over its lines where the two versions share
// their walls) are the lines made from scratch, after edits of every kind a mapper makes:
// moving a teleport line's vertex, giving a wall a special or taking it away, adding walls,
// retagging, adding sectors and moving a destination.
TEST(SpecialLines, LinesTakenOverFromAnEarlierVersionAreTheLinesMadeAnew)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    const auto level = loadLevel(wad, "MAP01");
    ASSERT_TRUE(level);
    sw::Map map = level->map;
    auto lines = std::make_shared<const sw::SpecialLines>(map, level->bsp);
    std::mt19937 random(3);
    int teleports = 0;
    for (int step = 0; step < 60; ++step) {
        const std::size_t w = random() % map.walls.size();
        switch (step % 6) {
        case 0: {
            sw::Wall& wall = map.walls[w];
            if (wall.v1 >= 0)
                map.vertices[static_cast<std::size_t>(wall.v1)].pos.x += 8;
            break;
        }
        case 1:
            map.walls[w].special = step % 12 == 1 ? 97 : 0; // a walk-over teleport, or none
            teleports += step % 12 == 1 ? 1 : 0;
            break;
        case 2:
            map.walls.push_back(map.walls[w]);
            map.walls.back().special = 88; // a walk-over lift
            break;
        case 3:
            map.sectors[random() % map.sectors.size()].tag += 1;
            break;
        case 4:
            if (step % 24 == 4)
                map.sectors.push_back(map.sectors.front());
            break;
        default:
            for (sw::Thing& t : map.things)
                if (t.type == 14) {
                    t.pos.y += 16;
                    break;
                }
        }
        // The tree is only asked where destinations stand: the earlier one serves both.
        const auto taken = sw::SpecialLines::of(map, level->bsp, lines, /*sameTree=*/false);
        const sw::SpecialLines fresh(map, level->bsp);
        ASSERT_TRUE(*taken == fresh) << "after step " << step;
        lines = taken;
    }
    EXPECT_GT(teleports, 0);
}
