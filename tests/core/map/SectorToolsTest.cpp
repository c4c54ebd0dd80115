// Stairs, doors and lifts made from plain sectors: the heights, specials, tags, sides and flags
// they leave, and the problems the stairs report.
#include "map/SectorTools.h"

#include "map/Validate.h"

#include <gtest/gtest.h>

namespace {

using sw::Index;
using sw::kNone;

// n 64-unit rooms in a row along x, each sharing a two-sided wall with the next; every front
// faces into its room. Wall 4k+3 (k >= 1) is the shared wall between rooms k-1 and k.
sw::Map roomRow(int n)
{
    sw::Map m;
    for (int k = 0; k <= n; ++k) {
        m.vertices.push_back({{64.0 * k, 0}});
        m.vertices.push_back({{64.0 * k, 64}});
    }
    m.sectors.resize(static_cast<std::size_t>(n));
    const auto wall = [&m](Index a, Index b, Index front, Index back) {
        sw::Wall w;
        w.v1 = a;
        w.v2 = b;
        w.frontSector = front;
        w.backSector = back;
        if (back == kNone)
            w.front.middle = "WALL";
        m.walls.push_back(w);
    };
    for (Index k = 0; k < n; ++k) {
        const Index bl = 2 * k, tl = 2 * k + 1, br = 2 * k + 2, tr = 2 * k + 3;
        if (k == 0)
            wall(bl, tl, k, kNone);
        wall(tl, tr, k, kNone);
        wall(tr, br, k, k + 1 < n ? k + 1 : kNone);
        wall(br, bl, k, kNone);
    }
    return m;
}

TEST(SectorTools, StairsRiseInPickedOrder)
{
    sw::Map map = roomRow(4);
    sw::edit::StairsSpec spec;
    spec.startFloor = 0;
    spec.floorStep = 16;
    // Picked from the far end back: the first picked is the bottom step.
    const auto steps = sw::edit::planStairs(map, {3, 2, 1, 0}, spec);
    sw::edit::applyStairs(map, steps);
    EXPECT_EQ(map.sectors[3].floorHeight, 0);
    EXPECT_EQ(map.sectors[2].floorHeight, 16);
    EXPECT_EQ(map.sectors[0].floorHeight, 48);
    EXPECT_EQ(map.sectors[0].ceilingHeight, 128); // ceilings kept
    const auto problems = sw::edit::checkStairs(map, steps, 16, 24, 56);
    EXPECT_FALSE(problems.stepTooHigh);
    EXPECT_TRUE(problems.tooLow.empty());
    EXPECT_TRUE(problems.apart.empty());
}

TEST(SectorTools, StairsReportStepsTooHighLowRoomsAndGaps)
{
    sw::Map map = roomRow(4);
    sw::edit::StairsSpec spec;
    spec.floorStep = -32; // falling steps count too: the avatar must climb back
    spec.changeCeilings = true;
    spec.startCeiling = 64;
    spec.ceilingStep = -80;
    const auto steps = sw::edit::planStairs(map, {0, 1, 3}, spec);
    EXPECT_EQ(steps[2].floor, -64);
    EXPECT_EQ(steps[1].ceiling, -16);
    const auto problems = sw::edit::checkStairs(map, steps, spec.floorStep, 24, 56);
    EXPECT_TRUE(problems.stepTooHigh);
    ASSERT_EQ(problems.tooLow.size(), 1u); // room 0: 64 fits; room 1: -16 - -32 = 16 does not
    EXPECT_EQ(problems.tooLow[0], 1);
    ASSERT_EQ(problems.inverted.size(), 1u); // room 3: ceiling -96 below its floor -64
    EXPECT_EQ(problems.inverted[0], 3);
    ASSERT_EQ(problems.apart.size(), 1u);
    EXPECT_EQ(problems.apart[0], std::make_pair(Index{1}, Index{3}));
    // One step is no stair: nothing to climb.
    EXPECT_FALSE(sw::edit::checkStairs(map, {steps[0]}, 100, 24, 56).stepTooHigh);
}

TEST(SectorTools, DoorFacesOutWithSpecialTextureAndUnpeggedTracks)
{
    sw::Map map = roomRow(3); // the middle room becomes the door
    map.sectors[1].floorHeight = 8;
    map.walls[3].flags |= sw::kWallUpperUnpegged;
    const auto result = sw::edit::makeDoors(map, {1}, "BIGDOOR2");
    EXPECT_EQ(result.sectors, 1);
    EXPECT_EQ(result.walls, 2);
    EXPECT_EQ(result.tracks, 2);
    EXPECT_EQ(map.sectors[1].ceilingHeight, 8);
    int doorWalls = 0;
    for (const sw::Wall& w : map.walls) {
        if (w.frontSector != 1 && w.backSector != 1)
            continue;
        if (w.twoSided()) {
            ++doorWalls;
            EXPECT_EQ(w.backSector, 1); // the door is behind the line, the player in front
            EXPECT_EQ(w.special, sw::edit::kDoomDoorRaise);
            EXPECT_EQ(w.front.upper, "BIGDOOR2");
            EXPECT_EQ(w.flags & sw::kWallUpperUnpegged, 0u);
        } else {
            EXPECT_NE(w.flags & sw::kWallLowerUnpegged, 0u);
        }
    }
    EXPECT_EQ(doorWalls, 2);
    EXPECT_TRUE(sw::hasNoErrors(sw::validateMap(map)));
}

TEST(SectorTools, DoorTakesTheKindAskedFor)
{
    sw::Map map = roomRow(3);
    const auto result = sw::edit::makeDoors(map, {1}, "BIGDOOR2", 31); // D1 open and stay
    EXPECT_EQ(result.walls, 2);
    int doorWalls = 0;
    for (const sw::Wall& w : map.walls)
        if (w.twoSided() && (w.frontSector == 1 || w.backSector == 1)) {
            EXPECT_EQ(w.special, 31);
            ++doorWalls;
        }
    EXPECT_EQ(doorWalls, 2);
}

TEST(SectorTools, LiftTakesAnUnusedTagAndTheWalkOverSpecial)
{
    sw::Map map = roomRow(3);
    map.sectors[0].tag = 4;
    map.walls[0].tag = 7;
    const auto result = sw::edit::makeLift(map, {2}, "PLAT1");
    EXPECT_EQ(result.tag, 8);
    EXPECT_EQ(map.sectors[2].tag, 8);
    EXPECT_EQ(result.walls, 1);
    for (const sw::Wall& w : map.walls)
        if (w.twoSided() && (w.frontSector == 2 || w.backSector == 2)) {
            EXPECT_EQ(w.special, sw::edit::kDoomLiftWalkRepeat);
            EXPECT_EQ(w.tag, 8);
            // The side facing away from the lift shows its edge.
            EXPECT_EQ((w.frontSector == 2 ? w.back : w.front).lower, "PLAT1");
        }
    EXPECT_EQ(sw::edit::unusedTag(map), 9);
}

} // namespace
