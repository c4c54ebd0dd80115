// Probes: recorded drags replayed after edits and at several tick rates.
#include "collision/Probes.h"

#include "core/support/PolygonMap.h"

#include <gtest/gtest.h>

namespace {

using Algo = sw::AvatarProfile::Algorithm;

// Stairs rising east from a hall: `rise` per step, eight steps 32 deep, then a landing.
sw::Map stairs(double rise, Algo algo)
{
    swtest::PolygonMap pm;
    pm.rect(0, 0, 128, 128, 0, 512);
    for (int i = 0; i < 8; ++i)
        pm.rect(128 + 32 * i, 0, 160 + 32 * i, 128, rise * (i + 1), 512);
    pm.rect(384, 0, 640, 128, rise * 8, 512);
    sw::Map map = pm.build();
    sw::AvatarProfile p;
    p.algorithm = algo;
    map.profiles.push_back(p);
    return map;
}

sw::ProbeRecord walkEast(double speed)
{
    sw::ProbeRecord probe;
    probe.name = "up the stairs";
    probe.start = {64, 64};
    probe.speed = speed;
    probe.track = {{0, 64, 64}, {2, 560, 64}};
    return probe;
}

// Records the probe on the map as the editor does: run once at its tick rate.
void record(sw::Map& map, sw::ProbeRecord probe)
{
    auto bsp = sw::Bsp::compile(map);
    const sw::CollisionWorld world(*bsp);
    sw::AvatarProfile profile;
    ASSERT_TRUE(sw::probeProfile(map, probe, profile));
    probe.expectedEnd = sw::runProbe(sw::Mover(world, profile), probe, probe.tickRate, false).end;
    map.probes.push_back(probe);
}

std::vector<sw::ProbeReport> check(const sw::Map& map)
{
    auto bsp = sw::Bsp::compile(map);
    const sw::CollisionWorld world(*bsp);
    return sw::checkProbes(map, world);
}

} // namespace

TEST(Probes, AnUnchangedMapGivesTheRecordedEndAtEveryTickRate)
{
    sw::Map map = stairs(16, Algo::Exact);
    record(map, walkEast(320));
    ASSERT_EQ(map.probes.size(), 1u);
    EXPECT_NEAR(map.probes[0].expectedEnd.x, 560, 1e-6);
    EXPECT_EQ(map.probes[0].expectedEnd.z, 128);
    const auto reports = check(map);
    ASSERT_EQ(reports.size(), 1u);
    EXPECT_TRUE(reports[0].ok()) << reports[0].message;
    ASSERT_EQ(reports[0].runs.size(), 4u);
    for (const sw::ProbeRun& run : reports[0].runs)
        EXPECT_FALSE(run.stuck);
}

TEST(Probes, AnEditThatBreaksTheStairsIsReportedWithTheReason)
{
    sw::Map map = stairs(16, Algo::Exact);
    record(map, walkEast(320));
    map.sectors[5].floorHeight = 90; // step 5 now rises 26 above step 4 (64)
    const auto reports = check(map);
    ASSERT_EQ(reports.size(), 1u);
    EXPECT_TRUE(reports[0].changed);
    EXPECT_FALSE(reports[0].ok());
    EXPECT_NE(reports[0].message.find("step 26 > 24"), std::string::npos) << reports[0].message;
}

TEST(Probes, AJumpOntoALedgeThatOnlyWorksAtHighTickRatesIsFlagged)
{
    // A ledge 55 above the floor: the avatar needs its feet at 31 (55 - a step of 24) while it
    // passes the edge, and a jump of 32 peaks lower the coarser the ticks (gravity is integrated
    // per tick): at 240 Hz it makes it, at 30 Hz it does not.
    swtest::PolygonMap pm;
    pm.rect(0, 0, 128, 128, 0, 512);
    pm.rect(128, 0, 384, 128, 55, 512);
    sw::Map map = pm.build();
    sw::ProbeRecord probe;
    probe.name = "jump onto the ledge";
    probe.start = {100, 64};
    probe.speed = 120;
    probe.track = {{0, 100, 64}, {1, 220, 64}};
    probe.jumps = {0.0};
    probe.tickRate = 240;
    record(map, probe);
    EXPECT_EQ(map.probes[0].expectedEnd.z, 55) << "made it when recorded at 240 Hz";
    const auto reports = check(map);
    ASSERT_EQ(reports.size(), 1u);
    EXPECT_FALSE(reports[0].changed);
    EXPECT_TRUE(reports[0].differs) << reports[0].message;
    EXPECT_EQ(reports[0].runs.front().end.z, 0) << "at 30 Hz it stays below";
    EXPECT_TRUE(reports[0].runs.front().stuck);
    EXPECT_NE(reports[0].message.find("30 Hz"), std::string::npos) << reports[0].message;
}

TEST(Probes, AProbeWhoseStartIsGoneCannotRun)
{
    sw::Map map = stairs(16, Algo::Exact);
    record(map, walkEast(320));
    map.probes[0].start = {-500, -500};
    const auto reports = check(map);
    EXPECT_FALSE(reports[0].error.empty());
    EXPECT_FALSE(reports[0].ok());
}
