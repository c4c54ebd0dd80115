#include "mesh/Grid2.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

namespace sw {
namespace {

std::set<Grid2::ObjectId> neighbours(const Grid2& grid, Grid2::ObjectId id)
{
    std::set<Grid2::ObjectId> found;
    grid.forEachNeighbour(id, [&](Grid2::ObjectId other) { found.insert(other); });
    return found;
}

TEST(Grid2, InsertMoveRemove)
{
    Grid2 grid(64);
    grid.insert(0, {10, 10});
    grid.insert(1, {70, 10});   // the next cell
    grid.insert(2, {200, 10});  // three cells away
    grid.insert(3, {-10, -10}); // diagonal neighbour across the origin
    EXPECT_EQ(grid.size(), 4u);
    EXPECT_EQ(neighbours(grid, 0), (std::set<Grid2::ObjectId>{1, 3}));
    grid.move(2, {130, 10}); // now next to 1, not to 0
    EXPECT_EQ(neighbours(grid, 0), (std::set<Grid2::ObjectId>{1, 3}));
    EXPECT_EQ(neighbours(grid, 1), (std::set<Grid2::ObjectId>{0, 2}));
    grid.remove(1);
    EXPECT_FALSE(grid.contains(1));
    EXPECT_EQ(neighbours(grid, 0), (std::set<Grid2::ObjectId>{3}));
    EXPECT_TRUE(neighbours(grid, 1).empty());
    grid.remove(1); // removing twice is harmless
    EXPECT_EQ(grid.size(), 3u);
}

// 1,000 things of radius up to 32 on a 4096 x 4096 map, each moving once: the grid examines a
// small fraction of all pairs and still finds every pair that overlaps.
TEST(Grid2, ThousandMovingObjectsExamineFarFewerPairsThanAll)
{
    constexpr std::size_t kCount = 1000;
    constexpr double kMaxRadius = 32;
    std::mt19937 rng(3);
    std::uniform_real_distribution<double> coordinate(0, 4096), radius(8, kMaxRadius),
        step(-40, 40);
    std::vector<Vec2> centre(kCount);
    std::vector<double> r(kCount);
    Grid2 grid(2 * kMaxRadius);
    for (std::size_t i = 0; i < kCount; ++i) {
        centre[i] = {coordinate(rng), coordinate(rng)};
        r[i] = radius(rng);
        grid.insert(static_cast<Grid2::ObjectId>(i), centre[i]);
    }

    grid.resetPairsExamined();
    std::size_t overlapsFound = 0, overlapsTrue = 0;
    for (std::size_t i = 0; i < kCount; ++i) {
        centre[i] += Vec2{step(rng), step(rng)};
        const auto id = static_cast<Grid2::ObjectId>(i);
        grid.move(id, centre[i]);
        std::set<Grid2::ObjectId> candidates;
        grid.forEachNeighbour(id, [&](Grid2::ObjectId other) { candidates.insert(other); });
        for (std::size_t j = 0; j < kCount; ++j) {
            if (j == i || glm::distance(centre[i], centre[j]) > r[i] + r[j])
                continue;
            ++overlapsTrue;
            overlapsFound += candidates.count(static_cast<Grid2::ObjectId>(j));
        }
    }
    const std::size_t allPairs = kCount * (kCount - 1); // each mover against every other
    const std::size_t examined = grid.pairsExamined();
    EXPECT_EQ(overlapsFound, overlapsTrue);
    EXPECT_GT(overlapsTrue, 10u); // the scene has real contacts to find
    EXPECT_LT(examined * 50, allPairs) << examined << " of " << allPairs;
    std::cout << "[ grid ] 1000 movers examined " << examined << " pairs of " << allPairs
              << "; " << overlapsTrue << " overlapping\n";

    // The static sweep over all near pairs: each pair once, none that overlaps left out.
    grid.resetPairsExamined();
    std::set<std::pair<std::size_t, std::size_t>> near;
    grid.forEachNearPair([&](Grid2::ObjectId a, Grid2::ObjectId b) {
        EXPECT_TRUE(near.insert({std::min(a, b), std::max(a, b)}).second) << "pair twice";
    });
    for (std::size_t i = 0; i < kCount; ++i)
        for (std::size_t j = i + 1; j < kCount; ++j)
            if (glm::distance(centre[i], centre[j]) <= r[i] + r[j]) {
                EXPECT_TRUE(near.count({i, j}));
            }
    EXPECT_LT(grid.pairsExamined() * 50, allPairs / 2);
    std::cout << "[ grid ] all near pairs: " << grid.pairsExamined() << " of " << allPairs / 2
              << "\n";
}

TEST(Grid2, FarCoordinatesAndNegativeCells)
{
    Grid2 grid(10);
    grid.insert(5, {-1e12, 3});
    grid.insert(6, {-1e12 + 5, 3});
    EXPECT_EQ(neighbours(grid, 5), (std::set<Grid2::ObjectId>{6}));
    std::set<Grid2::ObjectId> near;
    grid.forEachNear({-0.5, -0.5}, [&](Grid2::ObjectId id) { near.insert(id); });
    EXPECT_TRUE(near.empty());
}

} // namespace
} // namespace sw
