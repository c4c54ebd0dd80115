#include "mesh/SphereTree.h"

#include "mesh/TriTri.h"

#include "TestMeshes.h"

#include <gtest/gtest.h>

#include <set>

namespace sw {
namespace {

// Every node's sphere holds its triangles, children split their parent's triangles, leaves are
// small, and the counts add up.
void expectWellFormed(const SphereTree& tree, const Mesh& mesh)
{
    ASSERT_FALSE(tree.empty());
    std::size_t leaves = 0;
    for (const auto& node : tree.nodes()) {
        for (std::uint32_t i = node.first; i < node.first + node.count; ++i)
            for (std::uint32_t v : mesh.triangles[tree.triangleOrder()[i]])
                ASSERT_TRUE(node.sphere.contains(mesh.positions[v], 1e-12));
        if (node.leaf()) {
            ++leaves;
            EXPECT_LE(node.count, 2u);
            continue;
        }
        const auto& left = tree.nodes()[static_cast<std::size_t>(node.children[0])];
        const auto& right = tree.nodes()[static_cast<std::size_t>(node.children[1])];
        EXPECT_EQ(left.first, node.first);
        EXPECT_EQ(right.first, left.first + left.count);
        EXPECT_EQ(left.count + right.count, node.count);
    }
    EXPECT_EQ(tree.nodeCount(), 2 * leaves - 1); // a full binary tree
    EXPECT_EQ(tree.nodes()[0].count, mesh.triangles.size());
    const std::set<std::uint32_t> all(tree.triangleOrder().begin(), tree.triangleOrder().end());
    EXPECT_EQ(all.size(), mesh.triangles.size());
}

TEST(SphereTree, UnitCubeRodAndSphere)
{
    const Mesh cube = test::makeUnitCube();
    const SphereTree cubeTree(cube);
    expectWellFormed(cubeTree, cube);
    EXPECT_EQ(cubeTree.nodeCount(), 15u); // 12 -> 6 -> 3 -> leaves of 1 and 2
    EXPECT_EQ(cubeTree.depth(), 4);

    const Mesh rod = test::makeRod();
    expectWellFormed(SphereTree(rod), rod);

    const Mesh ball = test::makeUvSphere(5, 24, 48);
    const SphereTree ballTree(ball);
    expectWellFormed(ballTree, ball);
    // Median splits keep it balanced: depth is about log2 of the number of leaves.
    EXPECT_LE(ballTree.depth(), 1 + static_cast<int>(std::ceil(std::log2(ball.triangles.size()))));
    // Coarse to fine: leaves are much smaller than the root.
    double leafRadii = 0, leaves = 0;
    for (const auto& node : ballTree.nodes())
        if (node.leaf()) {
            leafRadii += node.sphere.radius;
            ++leaves;
        }
    EXPECT_LT(leafRadii / leaves, ballTree.nodes()[0].sphere.radius / 5);
}

TEST(SphereTree, EmptyMeshGivesEmptyTree)
{
    const SphereTree tree{Mesh{}};
    EXPECT_TRUE(tree.empty());
    EXPECT_EQ(tree.depth(), 0);
    EXPECT_FALSE(mayTouch(tree, {}, SphereTree(test::makeUnitCube()), {}));
}

TEST(SphereTree, FarApartCostsOneSphereTest)
{
    const Mesh ball = test::makeUvSphere(5, 24, 48);
    const SphereTree tree(ball);
    const auto stats = mayTouch(tree, {{0, 0, 0}, 0, 1}, tree, {{10.5, 0, 0}, 0, 1},
                                [](std::uint32_t, std::uint32_t) { return true; });
    EXPECT_EQ(stats.spherePairs, 1u);
    EXPECT_EQ(stats.trianglePairs, 0u);
    EXPECT_FALSE(mayTouch(tree, {{0, 0, 0}, 0, 1}, tree, {{10.5, 0, 0}, 0, 1}));
}

// The trees must never lose a pair of triangles that really intersect, for any placement.
TEST(SphereTree, CandidatesIncludeEveryIntersectingPair)
{
    const Mesh ball = test::makeUvSphere(5, 12, 24);
    const Mesh box = test::makeBox({-4, -1, -1}, {4, 1, 1});
    const SphereTree ballTree(ball), boxTree(box);
    std::mt19937 rng(11);
    std::uniform_real_distribution<double> offset(-8, 8), yaw(0, 360), scale(0.5, 2);
    std::size_t touchingPlacements = 0, candidatePairs = 0, allPairs = 0;
    for (int trial = 0; trial < 40; ++trial) {
        const MeshTransform ta{{offset(rng), offset(rng), offset(rng)}, yaw(rng), scale(rng)};
        const MeshTransform tb{{offset(rng), offset(rng), offset(rng)}, yaw(rng), scale(rng)};
        std::set<std::pair<std::uint32_t, std::uint32_t>> candidates;
        const auto stats = mayTouch(ballTree, ta, boxTree, tb, [&](std::uint32_t a, std::uint32_t b) {
            candidates.insert({a, b});
            return true;
        });
        const auto sa = triangleSoup(ball, ta), sb = triangleSoup(box, tb);
        std::size_t intersecting = 0;
        for (std::uint32_t a = 0; a < sa.size(); ++a)
            for (std::uint32_t b = 0; b < sb.size(); ++b)
                if (trianglesIntersect(sa[a], sb[b])) {
                    ++intersecting;
                    EXPECT_TRUE(candidates.count({a, b})) << "lost pair " << a << "," << b;
                }
        candidatePairs += stats.trianglePairs;
        allPairs += sa.size() * sb.size();
        touchingPlacements += intersecting > 0;
    }
    EXPECT_GT(touchingPlacements, 5u); // the placements really exercise contact
    EXPECT_LT(candidatePairs * 10, allPairs);
}

} // namespace
} // namespace sw
