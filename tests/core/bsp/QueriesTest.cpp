// The queries the collision core and the editor use, checked against brute force over all
// leaves on a generated map.
#include "bench/GridMap.h"
#include "bsp/Bsp.h"
#include "bsp/BspWalk.h"
#include "geom/Polygon.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

namespace {

class BspQueries : public ::testing::Test {
protected:
    static void SetUpTestSuite()
    {
        swbench::GridMapLayout layout;
        layout.n = 10;
        s_map = swbench::makeGridMap(layout);
        s_bsp = std::move(*sw::Bsp::compile(s_map));
    }
    static sw::Map s_map;
    static sw::Bsp s_bsp;

    sw::Vec2 randomPoint(std::mt19937_64& rng) const
    {
        const sw::Box2& b = s_bsp.rootBox();
        return {std::uniform_real_distribution<double>(b.min.x, b.max.x)(rng),
                std::uniform_real_distribution<double>(b.min.y, b.max.y)(rng)};
    }
};
sw::Map BspQueries::s_map;
sw::Bsp BspQueries::s_bsp;

double distanceToSegment(sw::Vec2 p, sw::Vec2 a, sw::Vec2 b)
{
    const sw::Vec2 d = b - a;
    const double t = std::clamp(glm::dot(p - a, d) / glm::dot(d, d), 0.0, 1.0);
    return glm::length(a + d * t - p);
}

// Whether a convex polygon comes within r of p.
bool polygonNear(std::span<const sw::Vec2> poly, sw::Vec2 p, double r)
{
    if (sw::pointInPolygon(poly, p))
        return true;
    for (std::size_t i = 0; i < poly.size(); ++i)
        if (distanceToSegment(p, poly[i], poly[(i + 1) % poly.size()]) <= r)
            return true;
    return false;
}

// Separating axes: the box's two axes and the polygon's edge normals.
bool polygonOverlapsBox(std::span<const sw::Vec2> poly, const sw::Box2& box)
{
    sw::Box2 pb;
    for (const sw::Vec2& p : poly)
        pb.add(p);
    if (!pb.overlaps(box))
        return false;
    const sw::Vec2 corners[4] = {box.min, {box.max.x, box.min.y}, box.max, {box.min.x, box.max.y}};
    for (std::size_t i = 0; i < poly.size(); ++i) {
        const sw::Vec2 a = poly[i], d = poly[(i + 1) % poly.size()] - a;
        bool allOutside = true; // outside = right of a counter-clockwise edge
        for (const sw::Vec2& c : corners)
            allOutside = allOutside && sw::cross(d, c - a) < 0;
        if (allOutside)
            return false;
    }
    return true;
}

TEST_F(BspQueries, LeafAtFindsTheLeafWhosePolygonHoldsThePoint)
{
    std::mt19937_64 rng(1);
    for (int k = 0; k < 2000; ++k) {
        const sw::Vec2 p = randomPoint(rng);
        EXPECT_TRUE(sw::pointInPolygon(s_bsp.leafPolygon(s_bsp.leafAt(p)), p));
    }
}

TEST_F(BspQueries, WalkVisitsLeavesInOrderAlongTheSegment)
{
    std::mt19937_64 rng(2);
    for (int k = 0; k < 300; ++k) {
        const sw::Vec2 p0 = randomPoint(rng), p1 = randomPoint(rng);
        double lastT = 0;
        int visited = 0;
        const bool finished = s_bsp.walkSegment(p0, p1, [&](std::int32_t leaf, double t0,
                                                             double t1) {
            EXPECT_NEAR(t0, lastT, 1e-9);
            EXPECT_LE(t0, t1);
            lastT = t1;
            ++visited;
            if (t1 - t0 > 1e-6) {
                // The middle of the part lies in that leaf.
                const sw::Vec2 mid = p0 + (p1 - p0) * ((t0 + t1) / 2);
                EXPECT_TRUE(sw::pointInPolygon(s_bsp.leafPolygon(leaf), mid));
            }
            return true;
        });
        EXPECT_TRUE(finished);
        EXPECT_NEAR(lastT, 1.0, 1e-12);
        EXPECT_GE(visited, 1);
    }
}

TEST(BspWalk, ADeepTreesWalkKeepsEveryPendingSide)
{
    // 300 vertical lines x = 300 - i, each node's back (west, where the walk starts) the next
    // node: walking east holds one pending far side per node, more than the walk keeps inline.
    constexpr int kNodes = 300;
    sw::Bsp::Parts parts;
    for (int i = 0; i < kNodes; ++i) {
        const double x = kNodes - i;
        const sw::BspChild back = i + 1 < kNodes ? i + 1 : sw::leafChild(kNodes);
        parts.nodes.push_back({{x, 0}, {x, 1}, sw::leafChild(i), back});
    }
    parts.leaves.resize(kNodes + 1);
    const sw::Bsp bsp(std::move(parts));
    const sw::Vec2 p0{-0.5, 0.5}, p1{kNodes + 0.5, 0.5};
    std::vector<std::int32_t> order;
    double lastT = 0;
    const bool finished = sw::walkBspSegment(bsp, p0, p1, [&](std::int32_t leaf, double t0,
                                                              double t1) {
        EXPECT_NEAR(t0, lastT, 1e-12);
        lastT = t1;
        order.push_back(leaf);
        return true;
    });
    EXPECT_TRUE(finished);
    EXPECT_NEAR(lastT, 1.0, 1e-12);
    ASSERT_EQ(order.size(), std::size_t(kNodes + 1));
    for (int k = 0; k <= kNodes; ++k)
        EXPECT_EQ(order[std::size_t(k)], kNodes - k); // west to east
    // Bsp::walkSegment is the same walk.
    std::vector<std::int32_t> again;
    bsp.walkSegment(p0, p1, [&](std::int32_t leaf, double, double) {
        again.push_back(leaf);
        return true;
    });
    EXPECT_EQ(again, order);
}

TEST_F(BspQueries, WalkStopsAtTheFirstLeafTheCallerWants)
{
    // From the middle of room (0, 1) eastwards: the first void leaf is the pillar of room (1, 1).
    const sw::Vec2 p0{128, 384}, p1{2000, 384};
    std::vector<std::int32_t> order;
    double hitAt = -1;
    const bool finished = s_bsp.walkSegment(p0, p1, [&](std::int32_t leaf, double t0, double) {
        order.push_back(leaf);
        if (s_bsp.leaves()[static_cast<std::size_t>(leaf)].sector == sw::kNone) {
            hitAt = t0;
            return false;
        }
        return true;
    });
    EXPECT_FALSE(finished);
    const sw::Vec2 hit = p0 + (p1 - p0) * hitAt;
    EXPECT_NEAR(hit.x, 384 - 40 * std::cos(3.14159265358979 / 8), 1.0); // pillar's west face
    EXPECT_GE(order.size(), 2u);
}

TEST_F(BspQueries, BoxSearchFindsEveryOverlappingLeaf)
{
    std::mt19937_64 rng(3);
    for (int k = 0; k < 200; ++k) {
        const sw::Vec2 c = randomPoint(rng);
        const double h = std::uniform_real_distribution<double>(1, 200)(rng);
        const sw::Box2 box{c - sw::Vec2{h, h * 0.7}, c + sw::Vec2{h, h * 0.7}};
        std::set<std::int32_t> found;
        s_bsp.leavesInBox(box, [&](std::int32_t leaf) {
            EXPECT_TRUE(found.insert(leaf).second) << "leaf reported twice";
            return true;
        });
        for (std::size_t i = 0; i < s_bsp.leaves().size(); ++i) {
            const auto leaf = static_cast<std::int32_t>(i);
            if (polygonOverlapsBox(s_bsp.leafPolygon(leaf), box)) {
                EXPECT_TRUE(found.count(leaf)) << "missed leaf " << i;
            }
        }
        // Conservative, but not wildly so.
        std::size_t exact = 0;
        for (std::size_t i = 0; i < s_bsp.leaves().size(); ++i)
            exact += polygonOverlapsBox(s_bsp.leafPolygon(static_cast<std::int32_t>(i)), box);
        EXPECT_LE(found.size(), exact * 3 + 4);
    }
}

TEST_F(BspQueries, DiskSearchFindsEveryLeafWithinTheRadius)
{
    std::mt19937_64 rng(4);
    for (int k = 0; k < 200; ++k) {
        const sw::Vec2 c = randomPoint(rng);
        const double r = std::uniform_real_distribution<double>(1, 150)(rng);
        std::set<std::int32_t> found;
        s_bsp.leavesInDisk(c, r, [&](std::int32_t leaf) {
            found.insert(leaf);
            return true;
        });
        for (std::size_t i = 0; i < s_bsp.leaves().size(); ++i) {
            const auto leaf = static_cast<std::int32_t>(i);
            if (polygonNear(s_bsp.leafPolygon(leaf), c, r)) {
                EXPECT_TRUE(found.count(leaf)) << "missed leaf " << i;
            }
        }
    }
    // Stopping early reports no more leaves.
    int calls = 0;
    s_bsp.leavesInDisk({640, 640}, 600, [&](std::int32_t) { return ++calls < 2; });
    EXPECT_EQ(calls, 2);
}

} // namespace
