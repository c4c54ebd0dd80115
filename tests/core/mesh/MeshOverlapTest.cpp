#include "mesh/MeshOverlap.h"

#include "mesh/TriTri.h"
#include "mesh/Volumes.h"

#include "TestMeshes.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

namespace sw {
namespace {

// Every pair of intersecting triangles, by testing all pairs.
bool bruteForceIntersect(const Mesh& a, const MeshTransform& ta, const Mesh& b,
                         const MeshTransform& tb)
{
    const auto sa = triangleSoup(a, ta), sb = triangleSoup(b, tb);
    for (const Triangle3& s : sa)
        for (const Triangle3& t : sb)
            if (trianglesIntersect(s, t))
                return true;
    return false;
}

TEST(MeshOverlap, CubesCrossingTouchingAndApart)
{
    const Mesh cube = test::makeUnitCube();
    const SphereTree tree(cube);
    const PlacedMesh a{&cube, &tree, {}};
    EXPECT_TRUE(meshesIntersect(a, {&cube, &tree, {{0.5, 0.3, 0.2}, 20, 1}}));
    EXPECT_TRUE(meshesIntersect(a, {&cube, &tree, {{1, 0, 0}, 0, 1}}));        // face to face
    EXPECT_FALSE(meshesIntersect(a, {&cube, &tree, {{1.001, 0, 0}, 0, 1}}));   // a hair apart
    EXPECT_FALSE(meshesIntersect(a, {&cube, &tree, {{0, 0, 0.25}, 10, 0.3}})); // wholly inside

    // Every pair reported really intersects.
    const PlacedMesh b{&cube, &tree, {{0.5, 0.3, 0.2}, 20, 1}};
    std::size_t pairs = 0;
    forEachIntersectingTrianglePair(a, b, [&](std::uint32_t ta, std::uint32_t tb) {
        ++pairs;
        EXPECT_TRUE(trianglesIntersect(triangleSoup(cube, a.transform)[ta],
                                       triangleSoup(cube, b.transform)[tb]));
        return true;
    });
    EXPECT_GT(pairs, 0u);
}

TEST(MeshOverlap, PropsOnAMapMatchBruteForce)
{
    const Mesh cube = test::makeUnitCube();
    const Mesh ball = test::makeUvSphere(1, 8, 16);
    const SphereTree cubeTree(cube), ballTree(ball);
    std::mt19937 rng(21);
    std::uniform_real_distribution<double> coordinate(0, 400), yaw(0, 360), scale(4, 12);
    std::vector<PlacedMesh> props;
    for (int i = 0; i < 300; ++i) {
        const bool isCube = i % 2 == 0;
        props.push_back({isCube ? &cube : &ball, isCube ? &cubeTree : &ballTree,
                         {{coordinate(rng), coordinate(rng), 0}, yaw(rng), scale(rng)}});
    }

    std::set<std::pair<std::size_t, std::size_t>> found;
    const auto stats = findInterpenetratingProps(props, [&](const PropContact& c) {
        EXPECT_LT(c.propA, c.propB);
        EXPECT_TRUE(found.insert({c.propA, c.propB}).second);
        // The named triangles are the parts that cross.
        EXPECT_TRUE(trianglesIntersect(
            triangleSoup(*props[c.propA].mesh, props[c.propA].transform)[c.triangleA],
            triangleSoup(*props[c.propB].mesh, props[c.propB].transform)[c.triangleB]));
    });

    std::set<std::pair<std::size_t, std::size_t>> expected;
    for (std::size_t i = 0; i < props.size(); ++i)
        for (std::size_t j = i + 1; j < props.size(); ++j) {
            const Aabb3 bi = boundingBox(transformed(*props[i].mesh, props[i].transform).positions);
            const Aabb3 bj = boundingBox(transformed(*props[j].mesh, props[j].transform).positions);
            if (bi.overlaps(bj) &&
                bruteForceIntersect(*props[i].mesh, props[i].transform, *props[j].mesh,
                                    props[j].transform))
                expected.insert({i, j});
        }
    EXPECT_EQ(found, expected);
    EXPECT_GT(expected.size(), 10u);
    EXPECT_LT(stats.broadPhasePairs, props.size() * (props.size() - 1) / 2 / 5);
}

} // namespace
} // namespace sw
