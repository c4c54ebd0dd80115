#include "collision/SweepShapes.h"

#include <gtest/gtest.h>

#include <random>

using sw::Vec2;

TEST(SweepShapes, BoxMeetsAWallHeadOn)
{
    sw::FootprintHit hit;
    // Wall along x = 100; box of half-size 16 moving east from x = 0 by 200.
    ASSERT_TRUE(sw::sweepBoxSegment({0, 0}, {200, 0}, 16, {100, -50}, {100, 50}, hit));
    EXPECT_NEAR(hit.t, 84.0 / 200.0, 1e-12);
    EXPECT_NEAR(hit.normal.x, -1, 1e-12);
    EXPECT_FALSE(hit.startsInside);
}

TEST(SweepShapes, BoxCannotSlipAWallEndBetweenItsCorners)
{
    // The wall ends at y = 0; the box's centre passes at y = 10, so the end point lies between
    // its corners (y from -6 to 26). A corner-ray test would miss it; the sweep must not.
    sw::FootprintHit hit;
    ASSERT_TRUE(sw::sweepBoxSegment({0, 10}, {200, 0}, 16, {100, -100}, {100, 0}, hit));
    EXPECT_NEAR(hit.t, 84.0 / 200.0, 1e-12);
}

TEST(SweepShapes, BoxHitsASlopedWallWithItsCorner)
{
    // Wall from (100, -100) to (0, 0)... a 45-degree wall; the box's corner touches first.
    sw::FootprintHit hit;
    ASSERT_TRUE(sw::sweepBoxSegment({0, 100}, {0, -200}, 10, {-100, 0}, {100, 0}, hit));
    EXPECT_NEAR(hit.t, 90.0 / 200.0, 1e-12);
    EXPECT_NEAR(hit.normal.y, 1, 1e-12);
    ASSERT_TRUE(sw::sweepBoxSegment({0, 100}, {0, -200}, 10, {-100, 100}, {100, -100}, hit));
    // The lower-left corner (-10, y - 10) meets the line x + y = 0 at y = 20.
    EXPECT_NEAR(hit.t, 80.0 / 200.0, 1e-12);
    EXPECT_NEAR(hit.normal.x, std::sqrt(0.5), 1e-12);
}

TEST(SweepShapes, TouchingAndMovingAwayOrAlongIsFree)
{
    sw::FootprintHit hit;
    // Box touching the wall x = 100 from the west (its right face at x = 100).
    EXPECT_FALSE(sw::sweepBoxSegment({84, 0}, {-50, 0}, 16, {100, -50}, {100, 50}, hit));
    EXPECT_FALSE(sw::sweepBoxSegment({84, 0}, {0, 30}, 16, {100, -50}, {100, 50}, hit));
    ASSERT_TRUE(sw::sweepBoxSegment({84, 0}, {10, 0}, 16, {100, -50}, {100, 50}, hit));
    EXPECT_TRUE(hit.startsInside);
    EXPECT_EQ(hit.t, 0);
}

TEST(SweepShapes, DiskMeetsSidesAndCaps)
{
    sw::FootprintHit hit;
    ASSERT_TRUE(sw::sweepDiskSegment({0, 0}, {200, 0}, 16, {100, -50}, {100, 50}, hit));
    EXPECT_NEAR(hit.t, 84.0 / 200.0, 1e-12);
    // Passing the end (100, 0) at distance 10: the cap is hit where |c - end| = 16.
    ASSERT_TRUE(sw::sweepDiskSegment({0, 10}, {200, 0}, 16, {100, -100}, {100, 0}, hit));
    EXPECT_NEAR(hit.t, (100 - std::sqrt(16.0 * 16 - 100)) / 200, 1e-12);
    EXPECT_GT(hit.normal.y, 0);
    // Passing at distance 17 misses.
    EXPECT_FALSE(sw::sweepDiskSegment({0, 17}, {200, 0}, 16, {100, -100}, {100, 0}, hit));
}

// Random motions: the position the sweep reports as first contact touches the segment, and
// every point before it is clear (checked by sampling with the static overlap test).
TEST(SweepShapes, FirstContactAgreesWithStaticOverlap)
{
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> u(-100, 100);
    int hits = 0;
    for (int i = 0; i < 3000; ++i) {
        const Vec2 a{u(rng), u(rng)}, b{u(rng), u(rng)}, p{u(rng) * 2, u(rng) * 2}, d{u(rng) * 2, u(rng) * 2};
        const double r = 5 + std::fabs(u(rng)) / 10;
        for (bool box : {true, false}) {
            auto overlaps = [&](const Vec2& c, double depth) {
                return box ? sw::boxOverlapsSegment(c, r, a, b, depth)
                           : sw::diskOverlapsSegment(c, r, a, b, depth);
            };
            if (overlaps(p, -1e-9))
                continue; // starts touching: covered elsewhere
            sw::FootprintHit hit;
            const bool found = box ? sw::sweepBoxSegment(p, d, r, a, b, hit)
                                   : sw::sweepDiskSegment(p, d, r, a, b, hit);
            const double tEnd = found ? hit.t : 1.0;
            for (int k = 0; k < 50; ++k) {
                const double t = tEnd * k / 50.0;
                ASSERT_FALSE(overlaps(p + d * t, 1e-7)) << "overlap before the reported contact";
            }
            if (found) {
                ++hits;
                EXPECT_TRUE(overlaps(p + d * std::min(1.0, hit.t + 1e-6), -1e-6));
                EXPECT_LT(glm::dot(hit.normal, d), 0);
            } else {
                EXPECT_FALSE(overlaps(p + d, 1e-7));
            }
        }
    }
    EXPECT_GT(hits, 300);
}
