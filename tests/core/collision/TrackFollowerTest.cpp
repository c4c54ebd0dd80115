// The avatar's tick loop: replays end where the old probe loop ended, bit for bit; a track fed
// point by point as a drag records it ends where the whole track does; tick rates and jumps.
#include "collision/TrackFollower.h"
#include "collision/Probes.h"
#include "io/DoomImport.h"
#include "io/SwmapFormat.h"
#include "io/Wad.h"

#include "core/support/Freedoom.h"
#include "core/support/PolygonMap.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <sstream>

namespace {

using Algo = sw::AvatarProfile::Algorithm;

// The probe replay as it was before the tick loop moved into TrackFollower, kept verbatim as
// the reference the follower must match exactly.
struct OldRun {
    glm::dvec3 end{0.0};
    sw::Contact lastContact;
    bool hasContact = false;
    bool spawned = false;
};

sw::Vec2 oldTrackAt(const std::vector<glm::dvec3>& track, double t)
{
    if (track.empty())
        return {0, 0};
    if (t <= track.front().x)
        return {track.front().y, track.front().z};
    for (std::size_t i = 1; i < track.size(); ++i) {
        const glm::dvec3& a = track[i - 1];
        const glm::dvec3& b = track[i];
        if (t <= b.x) {
            const double s = b.x > a.x ? (t - a.x) / (b.x - a.x) : 1.0;
            return sw::Vec2{a.y, a.z} + (sw::Vec2{b.y, b.z} - sw::Vec2{a.y, a.z}) * s;
        }
    }
    return {track.back().y, track.back().z};
}

OldRun oldLoop(const sw::Mover& mover, const sw::ProbeRecord& probe, double tickRate)
{
    OldRun run;
    auto state = mover.spawn(probe.start);
    if (!state)
        return run;
    run.spawned = true;
    const double dt = 1.0 / tickRate;
    const double duration = (probe.track.empty() ? 0.0 : probe.track.back().x) + 0.5;
    const long ticks = static_cast<long>(std::ceil(duration * tickRate));
    sw::Trace scratch;
    for (long i = 0; i < ticks; ++i) {
        const sw::Vec2 target = oldTrackAt(probe.track, static_cast<double>(i) * dt);
        const sw::Vec2 toTarget = target - state->pos;
        const double dist = glm::length(toTarget);
        const sw::Vec2 velocity =
            dist > 1e-9 ? toTarget / dist * std::min(probe.speed, dist * tickRate) : sw::Vec2{0, 0};
        const double t0 = static_cast<double>(i) * dt;
        const bool jump = std::any_of(probe.jumps.begin(), probe.jumps.end(),
                                      [&](double t) { return t >= t0 && t < t0 + dt; });
        const std::size_t before = scratch.contacts.size();
        mover.step(*state, {velocity, jump}, dt, &scratch);
        if (scratch.contacts.size() > before) {
            run.lastContact = scratch.contacts.back();
            run.hasContact = true;
        }
        scratch.clear();
    }
    run.end = {state->pos, state->z};
    return run;
}

// Random pointer tracks from `start`: a few legs of random length and duration, with jumps.
std::vector<sw::ProbeRecord> randomProbes(const sw::Vec2& start, int count, unsigned seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> leg(-500, 500), seconds(0.05, 1.5), unit(0, 1);
    std::vector<sw::ProbeRecord> probes;
    for (int k = 0; k < count; ++k) {
        sw::ProbeRecord p;
        p.name = "random " + std::to_string(k);
        p.start = start;
        p.speed = k % 3 == 0 ? 583 : 320;
        double t = 0;
        sw::Vec2 at = start;
        p.track.push_back({0, at.x, at.y});
        for (int i = 0; i < 2 + k % 6; ++i) {
            t += seconds(rng);
            at += sw::Vec2{leg(rng), leg(rng)};
            p.track.push_back({t, at.x, at.y});
        }
        for (int j = 0; j < k % 3; ++j)
            p.jumps.push_back(t * unit(rng));
        probes.push_back(p);
    }
    return probes;
}

std::string show(const glm::dvec3& p)
{
    std::ostringstream out;
    out.precision(17);
    out << "(" << p.x << ", " << p.y << ", " << p.z << ")";
    return out.str();
}

// Runs every probe at several tick rates through runProbe and the old loop; counts the runs
// that went anywhere.
void expectSameAsOldLoop(const sw::Map& map, const sw::AvatarProfile& profile,
                         const std::vector<sw::ProbeRecord>& probes, int& compared)
{
    auto bsp = sw::Bsp::compile(map);
    ASSERT_TRUE(bsp) << bsp.error().message;
    const sw::ObjectSet objects(map, *bsp);
    const sw::CollisionWorld world(*bsp, &objects);
    const sw::Mover mover(world, profile);
    for (const sw::ProbeRecord& probe : probes) {
        for (double rate : {30.0, 35.0, 60.0, 144.0, 240.0}) {
            const OldRun old = oldLoop(mover, probe, rate);
            const sw::ProbeRun now = sw::runProbe(mover, probe, rate, false);
            ASSERT_TRUE(old.end == now.end)
                << map.name << " " << probe.name << " at " << rate << " Hz: " << show(old.end)
                << " before, " << show(now.end) << " now";
            ASSERT_EQ(old.hasContact, now.hasContact) << map.name << " " << probe.name;
            if (old.hasContact) {
                EXPECT_EQ(old.lastContact.wall, now.lastContact.wall);
                EXPECT_EQ(old.lastContact.thing, now.lastContact.thing);
                EXPECT_EQ(old.lastContact.reason, now.lastContact.reason);
                EXPECT_EQ(old.lastContact.center, now.lastContact.center);
            }
            compared += old.spawned && old.end != glm::dvec3(probe.start, old.end.z);
        }
    }
}

// Stairs rising east from a hall: `rise` per step, eight steps 32 deep, then a landing.
sw::Map stairs(double rise)
{
    swtest::PolygonMap pm;
    pm.rect(0, 0, 128, 128, 0, 512);
    for (int i = 0; i < 8; ++i)
        pm.rect(128 + 32 * i, 0, 160 + 32 * i, 128, rise * (i + 1), 512);
    pm.rect(384, 0, 640, 128, rise * 8, 512);
    return pm.build();
}

struct World {
    explicit World(const sw::Map& m) : map(m), bsp(*sw::Bsp::compile(map)), world(bsp) {}
    sw::Map map;
    sw::Bsp bsp;
    sw::CollisionWorld world;
};

sw::TrackFollower spawned(const sw::Mover& mover, const sw::Vec2& at,
                          const sw::TrackFollower::Settings& settings)
{
    auto f = sw::TrackFollower::spawn(mover, at, settings);
    EXPECT_TRUE(f) << f.error().message;
    return *f;
}

} // namespace

TEST(TrackFollower, ReplaysTheSampleMapLikeTheOldLoop)
{
    auto map = sw::loadSwmapFile(STEPWISE_SOURCE_DIR "/resources/maps/sample.swmap");
    ASSERT_TRUE(map) << map.error().message;
    ASSERT_TRUE(map->playerStart);
    const auto probes = randomProbes(map->playerStart->pos, 24, 11);
    int compared = 0;
    for (Algo algo : {Algo::Exact, Algo::Classic}) {
        sw::AvatarProfile profile;
        profile.algorithm = algo;
        expectSameAsOldLoop(*map, profile, probes, compared);
        profile.shape = sw::AvatarProfile::Shape::Cylinder;
        profile.radius = 20;
        expectSameAsOldLoop(*map, profile, probes, compared);
    }
    EXPECT_GT(compared, 300);
}

TEST(TrackFollower, ReplaysFreedoomTracksLikeTheOldLoop)
{
    int compared = 0;
    for (const char* name : {"freedoom1.wad", "freedoom2.wad"}) {
        const std::string path = swtest::freedoomWad(name);
        ASSERT_FALSE(path.empty()) << name << " is missing: run scripts/setup.sh";
        auto wad = sw::Wad::load(path);
        ASSERT_TRUE(wad) << wad.error().message;
        unsigned seed = 1;
        // Every fourth map: enough variety (lifts, stairs, ledges) at a test's cost.
        for (std::size_t i = 0; i < wad->maps().size(); i += 4) {
            auto map = sw::importWadMap(*wad, wad->maps()[i]);
            ASSERT_TRUE(map) << map.error().message;
            ASSERT_TRUE(map->playerStart) << map->name;
            const auto probes = randomProbes(map->playerStart->pos, 6, seed++);
            for (Algo algo : {Algo::Exact, Algo::Classic}) {
                sw::AvatarProfile profile;
                profile.algorithm = algo;
                expectSameAsOldLoop(*map, profile, probes, compared);
                if (HasFatalFailure())
                    return;
            }
        }
    }
    EXPECT_GT(compared, 300);
}

TEST(TrackFollower, PointsFedAsTheyArriveEndWhereTheWholeTrackDoes)
{
    auto map = sw::loadSwmapFile(STEPWISE_SOURCE_DIR "/resources/maps/sample.swmap");
    ASSERT_TRUE(map) << map.error().message;
    auto bsp = sw::Bsp::compile(*map);
    ASSERT_TRUE(bsp);
    const sw::CollisionWorld world(*bsp);
    std::mt19937 rng(3);
    std::uniform_real_distribution<double> frame(0.004, 0.05);
    int moved = 0;
    for (Algo algo : {Algo::Exact, Algo::Classic}) {
        sw::AvatarProfile profile;
        profile.algorithm = algo;
        const sw::Mover mover(world, profile);
        for (const sw::ProbeRecord& probe : randomProbes(map->playerStart->pos, 12, 5)) {
            const sw::TrackFollower::Settings settings{120, probe.speed, true};
            // Whole track known, run at once.
            sw::TrackFollower whole = spawned(mover, probe.start, settings);
            whole.setTrack(probe.track);
            const double end = probe.track.back().x + 0.5;
            whole.advanceTo(mover, end);

            // As a drag: mouse events at uneven intervals, each adding the pointer's position
            // at that moment (read off the same track) and catching up to it.
            sw::TrackFollower live = spawned(mover, probe.start, settings);
            live.addPoint(0, probe.start);
            for (double t = frame(rng); t < probe.track.back().x; t += frame(rng)) {
                live.addPoint(t, whole.pointerAt(t));
                live.advanceTo(mover, t);
                // A second event at the same moment replaces the point.
                live.addPoint(t, whole.pointerAt(t));
            }
            // The last point, then the same settling time.
            live.addPoint(probe.track.back().x, whole.pointerAt(probe.track.back().x));
            live.advanceTo(mover, end);

            ASSERT_EQ(live.ticks(), whole.ticks());
            // The live track's points lie on the whole track, so every tick read the same
            // target, except between two mouse events where the live track interpolates a
            // straight line: compare against a whole track made of the same points.
            sw::TrackFollower same = spawned(mover, probe.start, settings);
            same.setTrack(live.track());
            same.advanceTo(mover, end);
            EXPECT_EQ(live.state().pos, same.state().pos) << probe.name;
            EXPECT_EQ(live.state().z, same.state().z) << probe.name;
            EXPECT_EQ(live.trace().path, same.trace().path) << probe.name;
            ASSERT_EQ(live.trace().contacts.size(), same.trace().contacts.size());
            EXPECT_EQ(live.lastContact().has_value(), same.lastContact().has_value());
            moved += glm::length(live.state().pos - probe.start) > 1;
        }
    }
    EXPECT_GT(moved, 12);
}

TEST(TrackFollower, AddPointAppendsOrReplacesTheLastPoint)
{
    const World w(stairs(16));
    const sw::Mover mover(w.world, sw::AvatarProfile{});
    sw::TrackFollower f = spawned(mover, {64, 64}, {});
    f.addPoint(0, {64, 64});
    f.addPoint(0.5, {100, 64});
    f.addPoint(0.5, {110, 64});
    f.addPoint(0.25, {120, 64}); // not after the last point: replaces it, keeping its time
    ASSERT_EQ(f.track().size(), 2u);
    EXPECT_EQ(f.track()[1], glm::dvec3(0.5, 120, 64));
    EXPECT_EQ(f.pointerAt(0.25), sw::Vec2(92, 64));
    EXPECT_EQ(f.pointerAt(-1), sw::Vec2(64, 64));
    EXPECT_EQ(f.pointerAt(9), sw::Vec2(120, 64));
    EXPECT_EQ(sw::trackPointAt({}, 1), sw::Vec2(0, 0));
}

TEST(TrackFollower, AdvanceToRunsEveryTickStartingByThen)
{
    const World w(stairs(16));
    const sw::Mover mover(w.world, sw::AvatarProfile{});
    for (double rate : {30.0, 35.0, 60.0, 120.0, 144.0, 240.0}) {
        sw::TrackFollower f = spawned(mover, {64, 64}, {rate, 320, false});
        EXPECT_EQ(f.ticks(), 0);
        EXPECT_EQ(f.time(), 0);
        EXPECT_EQ(f.tickSeconds(), 1.0 / rate);
        // The tick starting at time 0 runs when advancing to 0: a drag moves at once.
        EXPECT_EQ(f.advanceTo(mover, 0), 1);
        // Halfway between two tick starts, so rounding cannot decide the count.
        const double t = (std::floor(0.5 * rate) + 0.5) / rate;
        EXPECT_EQ(f.advanceTo(mover, t), static_cast<long>(std::floor(0.5 * rate))) << rate;
        EXPECT_EQ(f.ticks(), static_cast<long>(std::floor(0.5 * rate)) + 1);
        EXPECT_GT(f.time(), t);
        EXPECT_EQ(f.time(), static_cast<double>(f.ticks()) * (1.0 / rate));
        // Going back in time runs nothing; neither does an infinite time.
        EXPECT_EQ(f.advanceTo(mover, 0.1), 0);
        EXPECT_EQ(f.advanceTo(mover, std::numeric_limits<double>::infinity()), 0);
        EXPECT_EQ(f.advanceTo(mover, std::nan("")), 0);
        f.advanceTicks(mover, 3);
        EXPECT_EQ(f.ticks(), static_cast<long>(std::floor(0.5 * rate)) + 4);
    }
}

TEST(TrackFollower, UpTheStairsEndsInTheSamePlaceAtEveryTickRate)
{
    const World w(stairs(16));
    for (Algo algo : {Algo::Exact, Algo::Classic}) {
        sw::AvatarProfile profile;
        profile.algorithm = algo;
        const sw::Mover mover(w.world, profile);
        for (double rate : {30.0, 60.0, 144.0, 240.0}) {
            sw::TrackFollower f = spawned(mover, {64, 64}, {rate, 320, false});
            f.setTrack({{0, 64, 64}, {2, 560, 64}});
            f.advanceTo(mover, 2.5);
            EXPECT_NEAR(f.state().pos.x, 560, sw::kProbeEndTolerance) << rate;
            EXPECT_NEAR(f.state().pos.y, 64, sw::kProbeEndTolerance) << rate;
            EXPECT_EQ(f.state().z, 128) << rate;
            EXPECT_TRUE(f.atRest()) << rate;
            EXPECT_FALSE(f.lastContact()) << rate;
        }
    }
}

TEST(TrackFollower, JumpsOnTheTickDuringWhichThePressHappened)
{
    const World w(stairs(16));
    sw::AvatarProfile profile;
    profile.jumpHeight = 32;
    const sw::Mover mover(w.world, profile);
    for (double rate : {30.0, 60.0, 144.0}) {
        sw::TrackFollower f = spawned(mover, {64, 64}, {rate, 320, false});
        f.setTrack({{0, 64, 64}});
        f.setJumps({0.105});
        const long pressTick = static_cast<long>(std::floor(0.105 * rate));
        while (f.ticks() < pressTick) {
            EXPECT_FALSE(f.followInput().jump);
            f.followTick(mover);
            EXPECT_EQ(f.state().z, 0);
        }
        EXPECT_TRUE(f.followInput().jump) << rate;
        f.followTick(mover);
        EXPECT_GT(f.state().z, 0) << rate;
        EXPECT_FALSE(f.state().onGround);
        EXPECT_FALSE(f.atRest());
        EXPECT_FALSE(f.followInput().jump);
        // Up and down again, on the spot.
        f.advanceTo(mover, 2);
        EXPECT_EQ(f.state().z, 0);
        EXPECT_EQ(f.state().pos, sw::Vec2(64, 64));
        EXPECT_TRUE(f.atRest());
    }
}

TEST(TrackFollower, WalkModeStepsAreTheMoversStepsAtTheTickRate)
{
    const World w(stairs(16));
    const sw::Mover mover(w.world, sw::AvatarProfile{});
    sw::TrackFollower f = spawned(mover, {64, 64}, {60, 320, true});
    sw::AvatarState direct = *mover.spawn({64, 64});
    // Walk north into the hall's wall: the same states as calling the mover by hand.
    for (int i = 0; i < 60; ++i) {
        const sw::StepInput input{{0, 320}, i == 5};
        f.step(mover, input);
        mover.step(direct, input, 1.0 / 60, nullptr);
        ASSERT_EQ(f.state().pos, direct.pos) << i;
        ASSERT_EQ(f.state().z, direct.z) << i;
    }
    EXPECT_EQ(f.ticks(), 60);
    EXPECT_EQ(f.time(), 60 * (1.0 / 60));
    // The same walk through advanceTo with the input given per tick.
    sw::TrackFollower g = spawned(mover, {64, 64}, {60, 320, true});
    EXPECT_EQ(g.advanceTo(mover, 59.5 / 60,
                          [](const sw::TrackFollower& at) {
                              return sw::StepInput{{0, 320}, at.ticks() == 5};
                          }),
              60);
    EXPECT_EQ(g.state().pos, f.state().pos);
    EXPECT_EQ(g.state().z, f.state().z);
    EXPECT_EQ(g.trace().path, f.trace().path);
    // Held by the wall at y = 128 less the half-size and the skin.
    EXPECT_NEAR(f.state().pos.y, 112, 0.01);
    ASSERT_TRUE(f.lastContact());
    EXPECT_EQ(f.lastContact()->reason, sw::ContactReason::OneSided);
    EXPECT_TRUE(f.atRest());
    // The kept trace starts where the avatar stood and holds every contact.
    ASSERT_FALSE(f.trace().path.empty());
    EXPECT_EQ(f.trace().path.front(), glm::dvec3(64, 64, 0));
    EXPECT_EQ(f.trace().path.back(), glm::dvec3(f.state().pos, f.state().z));
    EXPECT_GT(f.trace().contacts.size(), 10u);
}

TEST(TrackFollower, WithoutKeepTraceOnlyTheLastContactStays)
{
    const World w(stairs(16));
    const sw::Mover mover(w.world, sw::AvatarProfile{});
    sw::TrackFollower f = spawned(mover, {64, 64}, {60, 320, false});
    f.setTrack({{0, 64, 64}, {1, 64, 300}}); // north, through the wall
    f.advanceTo(mover, 1.5);
    EXPECT_TRUE(f.trace().path.empty());
    EXPECT_TRUE(f.trace().contacts.empty());
    ASSERT_TRUE(f.lastContact());
    EXPECT_EQ(f.lastContact()->reason, sw::ContactReason::OneSided);
    EXPECT_TRUE(f.atRest());
}

TEST(TrackFollower, SpawnSaysWhyTheAvatarCannotStand)
{
    const World w(stairs(16));
    const sw::Mover mover(w.world, sw::AvatarProfile{});
    auto f = sw::TrackFollower::spawn(mover, {-100, 64}, {});
    ASSERT_FALSE(f);
    EXPECT_NE(f.error().message.find("void"), std::string::npos) << f.error().message;
}
