// One small map per kind of finding, with the exact findings expected (kind, severity, place,
// indices), and a clean map that must give none.
#include "AnalysisTestSupport.h"
#include "core/support/PolygonMap.h"

#include <gtest/gtest.h>

namespace {

using sw::Severity;
using sw::Vec2;
using swtest::analyze;
using swtest::describe;
using swtest::ofKind;
using swtest::wallBetween;

sw::Thing thing(std::int32_t type, Vec2 pos)
{
    sw::Thing t;
    t.type = type;
    t.pos = pos;
    return t;
}

// A room, stairs of 16 rising east and a landing, every ceiling high: nothing to report.
TEST(AnalysisHandMade, CleanMapHasNoFinding)
{
    swtest::PolygonMap pm;
    pm.rect(0, 0, 256, 256, 0, 256);
    pm.rect(256, 0, 288, 256, 16, 256);
    pm.rect(288, 0, 320, 256, 32, 256);
    pm.rect(320, 0, 352, 256, 48, 256);
    pm.rect(352, 0, 512, 256, 48, 256);
    pm.playerStart(128, 128);
    const auto findings = analyze(pm.build());
    EXPECT_TRUE(findings.empty()) << describe(findings);
}

// Two rooms, the second 25 units higher: a near miss, and the room beyond it is lost.
TEST(AnalysisHandMade, RiseJustAboveTheStepHeight)
{
    swtest::PolygonMap pm;
    pm.rect(0, 0, 256, 256, 0, 256);
    pm.rect(256, 0, 512, 256, 25, 256);
    pm.playerStart(128, 128);
    const sw::Map map = pm.build();
    const auto findings = analyze(map);
    ASSERT_EQ(findings.size(), 2u) << describe(findings);
    const sw::Index wall = wallBetween(map, {256, 0}, {256, 256});
    const sw::Finding& step = findings[0];
    EXPECT_EQ(step.kind, "step-too-high");
    EXPECT_EQ(step.severity, Severity::Warning);
    EXPECT_EQ(step.where, Vec2(256, 128));
    EXPECT_EQ(step.walls, std::vector<sw::Index>{wall});
    EXPECT_EQ(step.sectors, (std::vector<sw::Index>{0, 1}));
    EXPECT_EQ(step.message,
              "rise of 25 units between sector 0 and sector 1; the avatar climbs at most 24");
    const sw::Finding& lost = findings[1];
    EXPECT_EQ(lost.kind, "unreachable");
    EXPECT_EQ(lost.sectors, std::vector<sw::Index>{1});
    EXPECT_EQ(lost.walls, std::vector<sw::Index>{wall});
}

// A rise of exactly step + slack (32) is Doom's ledge meant to block: no finding. A rise of 24
// is climbable: no finding either.
TEST(AnalysisHandMade, DeliberateLedgeAndClimbableStepAreNotReported)
{
    for (const double rise : {24.0, 32.0, 64.0}) {
        swtest::PolygonMap pm;
        pm.rect(0, 0, 256, 256, 0, 256);
        pm.rect(256, 0, 512, 256, rise, 256);
        pm.playerStart(128, 128);
        const auto findings = analyze(pm.build());
        EXPECT_TRUE(findings.empty()) << "rise " << rise << "\n" << describe(findings);
    }
}

// Stairs of 16 with one step of 28: an error naming the odd step.
TEST(AnalysisHandMade, OddStepInARunOfStairs)
{
    swtest::PolygonMap pm;
    pm.rect(0, 0, 128, 128, 0, 256);
    const double floors[] = {16, 32, 48, 76};
    for (int i = 0; i < 4; ++i)
        pm.rect(128 + 32 * i, 0, 160 + 32 * i, 128, floors[i], 256);
    pm.rect(256, 0, 384, 128, 76, 256);
    pm.playerStart(64, 64);
    const sw::Map map = pm.build();
    const auto steps = ofKind(analyze(map), "step-too-high");
    ASSERT_EQ(steps.size(), 1u) << describe(steps);
    EXPECT_EQ(steps[0].severity, Severity::Error);
    EXPECT_EQ(steps[0].sectors, (std::vector<sw::Index>{3, 4}));
    EXPECT_EQ(steps[0].walls, std::vector<sw::Index>{wallBetween(map, {224, 0}, {224, 128})});
    EXPECT_EQ(steps[0].where, Vec2(224, 64));
    EXPECT_EQ(steps[0].message, "step of 28 units from sector 3 to sector 4 in a run of stairs "
                                "whose other steps rise at most 16; the avatar climbs at most 24");
}

// A passage 48 high between two rooms: the passage is too low, the far room unreachable.
TEST(AnalysisHandMade, LowPassage)
{
    swtest::PolygonMap pm;
    pm.rect(0, 0, 256, 256, 0, 256);
    pm.rect(256, 64, 384, 192, 0, 48);
    pm.rect(384, 0, 640, 256, 0, 256);
    pm.playerStart(128, 128);
    const sw::Map map = pm.build();
    const auto findings = analyze(map);
    ASSERT_EQ(findings.size(), 2u) << describe(findings);
    const sw::Finding& low = findings[0];
    EXPECT_EQ(low.kind, "low-headroom");
    EXPECT_EQ(low.sectors, std::vector<sw::Index>{1});
    EXPECT_EQ(low.walls, (std::vector<sw::Index>{wallBetween(map, {256, 64}, {256, 192}),
                                                 wallBetween(map, {384, 64}, {384, 192})}));
    EXPECT_EQ(low.message, "sector 1 has 48 units between floor and ceiling; the avatar is 56 high");
    EXPECT_EQ(findings[1].kind, "unreachable");
    EXPECT_EQ(findings[1].sectors, std::vector<sw::Index>{2});
}

// Two sectors the avatar fits in, with an opening of 40 between them (ceiling 60, floor 20).
TEST(AnalysisHandMade, LowOpeningBetweenTwoSectors)
{
    swtest::PolygonMap pm;
    pm.rect(0, 0, 256, 256, 0, 60);
    pm.rect(256, 0, 512, 256, 20, 128);
    pm.playerStart(128, 128);
    const sw::Map map = pm.build();
    const auto low = ofKind(analyze(map), "low-headroom");
    ASSERT_EQ(low.size(), 1u) << describe(low);
    EXPECT_EQ(low[0].sectors, (std::vector<sw::Index>{0, 1}));
    EXPECT_EQ(low[0].walls, std::vector<sw::Index>{wallBetween(map, {256, 0}, {256, 256})});
    EXPECT_EQ(low[0].message, "the opening between sector 0 and sector 1 is 40 units high "
                              "(floor 20, ceiling 60); the avatar is 56 high");
}

// A 10-degree spike pointing west from the east wall, tip at (304, 200): the classic
// algorithm sticks on it when driven at its tip.
TEST(AnalysisHandMade, SharpSpike)
{
    swtest::PolygonMap pm;
    pm.sector({{0, 0}, {400, 0}, {400, 192}, {304, 200}, {400, 208}, {400, 400}, {0, 400}}, 0, 128);
    pm.playerStart(100, 100);
    const sw::Map map = pm.build();
    const auto findings = analyze(map);
    ASSERT_EQ(findings.size(), 1u) << describe(findings);
    const sw::Finding& f = findings[0];
    EXPECT_EQ(f.kind, "sharp-corner");
    EXPECT_EQ(f.where, Vec2(304, 200));
    EXPECT_EQ(f.vertices, std::vector<sw::Index>{swtest::vertexAt(map, {304, 200})});
    EXPECT_EQ(f.walls, (std::vector<sw::Index>{wallBetween(map, {400, 192}, {304, 200}),
                                               wallBetween(map, {304, 200}, {400, 208})}));
    EXPECT_NE(f.message.find("a solid spike of 9.53 degrees"), std::string::npos) << f.message;
    EXPECT_NE(f.message.find("the classic algorithm gets stuck"), std::string::npos) << f.message;
}

// A room whose east end narrows to a 30-degree wedge of walkable space.
TEST(AnalysisHandMade, NarrowWedge)
{
    swtest::PolygonMap pm;
    // Apex at (700, 100); the walls from it open at 30 degrees (tan 15° * 400 = 107.2).
    pm.sector({{0, 0}, {300, 0}, {700, 100}, {300, 200}, {0, 200}}, 0, 128);
    pm.playerStart(100, 100);
    const sw::Map map = pm.build();
    const auto corners = ofKind(analyze(map), "sharp-corner");
    ASSERT_EQ(corners.size(), 1u) << describe(corners);
    EXPECT_EQ(corners[0].where, Vec2(700, 100));
    EXPECT_NE(corners[0].message.find("make a wedge of 28.07 degrees of sector 0"),
              std::string::npos)
        << corners[0].message;
}

// Two rooms joined by a corridor 24 wide: a narrow gap, and the far room is lost.
TEST(AnalysisHandMade, NarrowGap)
{
    swtest::PolygonMap pm;
    pm.rect(0, 0, 256, 256, 0, 128);
    pm.rect(256, 116, 320, 140, 0, 128);
    pm.rect(320, 0, 576, 256, 0, 128);
    pm.playerStart(128, 128);
    const sw::Map map = pm.build();
    const auto findings = analyze(map);
    ASSERT_EQ(findings.size(), 2u) << describe(findings);
    const sw::Finding& gap = findings[0];
    EXPECT_EQ(gap.kind, "narrow-gap");
    EXPECT_EQ(gap.where, Vec2(288, 128));
    EXPECT_EQ(gap.walls, (std::vector<sw::Index>{wallBetween(map, {256, 116}, {320, 116}),
                                                 wallBetween(map, {256, 140}, {320, 140})}));
    EXPECT_EQ(gap.message, "gap of 24 units between walls " + std::to_string(gap.walls[0]) +
                               " and " + std::to_string(gap.walls[1]) +
                               "; the avatar needs 32");
    EXPECT_EQ(findings[1].kind, "unreachable");
    EXPECT_EQ(findings[1].sectors, std::vector<sw::Index>{2});
    // A corridor 32 wide lets the avatar through: nothing to report.
    swtest::PolygonMap wide;
    wide.rect(0, 0, 256, 256, 0, 128);
    wide.rect(256, 112, 320, 144, 0, 128);
    wide.rect(320, 0, 576, 256, 0, 128);
    wide.playerStart(128, 128);
    EXPECT_TRUE(analyze(wide.build()).empty());
}

// A dead-end slot 16 wide is not a passage: no narrow gap.
TEST(AnalysisHandMade, DeadEndSlotIsNotAGap)
{
    swtest::PolygonMap pm;
    pm.sector({{0, 0}, {256, 0}, {256, 120}, {320, 120}, {320, 136}, {256, 136}, {256, 256},
               {0, 256}},
              0, 128);
    pm.playerStart(128, 128);
    EXPECT_TRUE(ofKind(analyze(pm.build()), "narrow-gap").empty());
}

// A room behind a wall flagged blocking, holding nothing: out of reach on purpose, not
// reported. With a key in it, it is.
TEST(AnalysisHandMade, UnreachableOnlyWhenMeantToBeReached)
{
    swtest::PolygonMap pm;
    pm.rect(0, 0, 256, 256, 0, 128);
    pm.rect(256, 0, 512, 256, 0, 128);
    pm.playerStart(128, 128);
    sw::Map map = pm.build();
    const sw::Index wall = wallBetween(map, {256, 0}, {256, 256});
    map.walls[static_cast<std::size_t>(wall)].flags |= sw::kWallBlocking;
    EXPECT_TRUE(analyze(map).empty()) << describe(analyze(map));
    map.things.push_back(thing(13, {384, 128})); // a red key card
    const auto findings = analyze(map);
    ASSERT_EQ(findings.size(), 1u) << describe(findings);
    EXPECT_EQ(findings[0].kind, "unreachable");
    EXPECT_EQ(findings[0].sectors, std::vector<sw::Index>{1});
    EXPECT_EQ(findings[0].message, "sector 1 cannot be reached from the player start by walking; "
                                   "it holds a key (thing 0)");
}

// A lift: the raised room is reachable when a line special tags it (it moves in play), and
// not when the special is taken away.
TEST(AnalysisHandMade, DoomLiftCountsAsAWayIn)
{
    swtest::PolygonMap pm;
    pm.rect(0, 0, 256, 256, 0, 256);
    pm.rect(256, 0, 384, 256, 28, 256);
    pm.playerStart(128, 128);
    sw::Map map = pm.build();
    map.sectors[1].tag = 7;
    const sw::Index wall = wallBetween(map, {256, 0}, {256, 256});
    map.walls[static_cast<std::size_t>(wall)].special = 62; // switch-operated lift
    map.walls[static_cast<std::size_t>(wall)].tag = 7;
    EXPECT_TRUE(analyze(map).empty()) << describe(analyze(map));
    sw::AnalysisOptions noSpecials;
    noSpecials.doomSpecials = false;
    EXPECT_EQ(ofKind(analyze(map, {}, noSpecials), "step-too-high").size(), 1u);
}

// Player start inside a pillar: an error; a monster overlapping a wall: a warning.
TEST(AnalysisHandMade, StuckThings)
{
    swtest::PolygonMap pm;
    const int room = pm.rect(0, 0, 512, 512, 0, 128);
    pm.hole(room, {{200, 200}, {300, 200}, {300, 300}, {200, 300}});
    pm.playerStart(250, 250);
    sw::Map map = pm.build();
    map.things.push_back(thing(1, {250, 250}));
    map.things.push_back(thing(3001, {10, 100})); // an imp, radius 20, 10 from the west wall
    const auto findings = ofKind(analyze(map), "stuck-thing");
    ASSERT_EQ(findings.size(), 2u) << describe(findings);
    EXPECT_EQ(findings[0].severity, Severity::Error);
    EXPECT_EQ(findings[0].things, std::vector<sw::Index>{0});
    EXPECT_EQ(findings[0].message,
              "the player start stands in the void (outside the map, or inside a pillar)");
    EXPECT_EQ(findings[1].severity, Severity::Warning);
    EXPECT_EQ(findings[1].things, std::vector<sw::Index>{1});
    EXPECT_EQ(findings[1].walls, std::vector<sw::Index>{wallBetween(map, {0, 512}, {0, 0})});
}

TEST(AnalysisHandMade, KeyNamesKindAndSortedIndices)
{
    sw::Finding f{"narrow-gap", Severity::Warning, {0, 0}, {15, 12}, {3}, {}, {}, "m"};
    EXPECT_EQ(f.key(), "narrow-gap|w:12,15|s:3|v:|t:");
}

TEST(AnalysisHandMade, CancelledRunReportsNothing)
{
    swtest::PolygonMap pm;
    pm.rect(0, 0, 256, 256, 0, 256);
    pm.rect(256, 0, 512, 256, 25, 256);
    pm.playerStart(128, 128);
    const sw::Map map = pm.build();
    auto bsp = sw::Bsp::compile(map);
    ASSERT_TRUE(bsp);
    int calls = 0;
    const auto findings = sw::analyzeMap(map, *bsp, {}, {}, [&](double fraction) {
        EXPECT_GE(fraction, 0.0);
        EXPECT_LE(fraction, 1.0);
        return ++calls < 3;
    });
    EXPECT_TRUE(findings.empty());
    EXPECT_EQ(calls, 3);
}

} // namespace
