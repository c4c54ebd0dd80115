#include "mesh/Mesh.h"

#include "TestMeshes.h"

#include <gtest/gtest.h>

namespace sw {
namespace {

void expectNear(const Vec3& a, const Vec3& b, double tolerance = 1e-12)
{
    EXPECT_NEAR(a.x, b.x, tolerance);
    EXPECT_NEAR(a.y, b.y, tolerance);
    EXPECT_NEAR(a.z, b.z, tolerance);
}

TEST(MeshTransform, ScalesThenTurnsCounterClockwiseThenMoves)
{
    const MeshTransform t{{10, 20, 5}, 90, 2};
    // +x scaled to 2, turned a quarter counter-clockwise to +y, then moved.
    expectNear(t.apply({1, 0, 0}), {10, 22, 5});
    expectNear(t.apply({0, 1, 3}), {8, 20, 11});
    expectNear(t.applyToVector({1, 0, 0}), {0, 2, 0});
}

TEST(MeshTransform, IdentityKeepsPoints)
{
    expectNear(MeshTransform{}.apply({1.5, -2, 3}), {1.5, -2, 3}, 0);
}

TEST(Mesh, TransformKeepsTrianglesAndScalesVolumeByTheCube)
{
    const Mesh cube = test::makeUnitCube();
    EXPECT_NEAR(test::signedVolume(cube), 1.0, 1e-12);
    const Mesh placed = transformed(cube, {{100, 0, 0}, 33, 3});
    EXPECT_EQ(placed.triangles, cube.triangles);
    EXPECT_NEAR(test::signedVolume(placed), 27.0, 1e-9);
}

TEST(Mesh, SoupFollowsTriangleOrder)
{
    const Mesh cube = test::makeUnitCube();
    const MeshTransform t{{1, 2, 3}, 45, 0.5};
    const auto soup = triangleSoup(cube, t);
    ASSERT_EQ(soup.size(), cube.triangles.size());
    for (std::size_t i = 0; i < soup.size(); ++i)
        expectNear(soup[i].b, t.apply(cube.positions[cube.triangles[i][1]]));
}

} // namespace
} // namespace sw
