#include "mesh/Volumes.h"

#include "TestMeshes.h"

#include <gtest/gtest.h>

#include <cmath>

namespace sw {
namespace {

// An independent smallest-sphere solver for small clouds: try every sphere spanned by 2, 3 or 4
// of the points (each found by solving its linear system with Gaussian elimination) and keep
// the smallest that holds them all.
std::optional<Vec3> solve3(double m[3][4])
{
    for (int c = 0; c < 3; ++c) {
        int pivot = c;
        for (int r = c + 1; r < 3; ++r)
            if (std::fabs(m[r][c]) > std::fabs(m[pivot][c]))
                pivot = r;
        if (std::fabs(m[pivot][c]) < 1e-12)
            return std::nullopt;
        std::swap(m[c], m[pivot]);
        for (int r = 0; r < 3; ++r)
            if (r != c) {
                const double f = m[r][c] / m[c][c];
                for (int k = c; k < 4; ++k)
                    m[r][k] -= f * m[c][k];
            }
    }
    return Vec3{m[0][3] / m[0][0], m[1][3] / m[1][1], m[2][3] / m[2][2]};
}

Sphere bruteForceMinimalSphere(const std::vector<Vec3>& p)
{
    Sphere best{{0, 0, 0}, std::numeric_limits<double>::infinity()};
    const auto consider = [&](const Vec3& centre) {
        double r = 0;
        for (const Vec3& q : p)
            r = std::max(r, glm::distance(centre, q));
        if (r < best.radius)
            best = {centre, r};
    };
    const std::size_t n = p.size();
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) {
            consider((p[i] + p[j]) * 0.5);
            for (std::size_t k = j + 1; k < n; ++k) {
                // Equidistant from i, j, k and in their plane.
                const Vec3 u = p[j] - p[i], v = p[k] - p[i], w = glm::cross(u, v);
                double m3[3][4] = {{u.x, u.y, u.z, glm::dot(u, p[j] + p[i]) / 2},
                                   {v.x, v.y, v.z, glm::dot(v, p[k] + p[i]) / 2},
                                   {w.x, w.y, w.z, glm::dot(w, p[i])}};
                if (auto c = solve3(m3))
                    consider(*c);
                for (std::size_t l = k + 1; l < n; ++l) {
                    const Vec3 x = p[l] - p[i];
                    double m4[3][4] = {{u.x, u.y, u.z, glm::dot(u, p[j] + p[i]) / 2},
                                       {v.x, v.y, v.z, glm::dot(v, p[k] + p[i]) / 2},
                                       {x.x, x.y, x.z, glm::dot(x, p[l] + p[i]) / 2}};
                    if (auto c = solve3(m4))
                        consider(*c);
                }
            }
        }
    return best;
}

void expectHoldsAll(const Sphere& s, std::span<const Vec3> points)
{
    for (const Vec3& p : points)
        ASSERT_LE(glm::distance(s.centre, p), s.radius) << "point outside the sphere";
}

TEST(Aabb3, BoundsUnitCubeRodAndCloud)
{
    const Aabb3 cube = boundingBox(test::makeUnitCube().positions);
    EXPECT_EQ(cube.min, Vec3(-0.5, -0.5, 0));
    EXPECT_EQ(cube.max, Vec3(0.5, 0.5, 1));
    const Aabb3 rod = boundingBox(test::makeRod().positions);
    EXPECT_EQ(rod.size(), Vec3(10, 0.1, 0.1));
    const auto cloud = test::randomCloud(500, 1);
    const Aabb3 box = boundingBox(cloud);
    for (const Vec3& p : cloud)
        EXPECT_TRUE(box.contains(p));
    // Tight: each face touches a point.
    int touching = 0;
    for (const Vec3& p : cloud)
        for (int a = 0; a < 3; ++a)
            touching += (p[a] == box.min[a]) + (p[a] == box.max[a]);
    EXPECT_EQ(touching, 6);
    EXPECT_TRUE(boundingBox({}).empty());
}

TEST(Spheres, UnitCubeClassicAndTightAgree)
{
    const Mesh cube = test::makeUnitCube();
    const Sphere classic = classicSphere(cube.positions);
    const Sphere tight = minimalSphere(cube.positions);
    EXPECT_EQ(classic.centre, Vec3(0, 0, 0.5));
    EXPECT_NEAR(classic.radius, std::sqrt(0.75), 1e-15);
    EXPECT_NEAR(glm::distance(tight.centre, Vec3(0, 0, 0.5)), 0, 1e-12);
    EXPECT_NEAR(tight.radius, std::sqrt(0.75), 1e-12);
}

TEST(Spheres, RodSpansItsLength)
{
    const Mesh rod = test::makeRod();
    const double expected = std::sqrt(25 + 0.05 * 0.05 * 2);
    EXPECT_NEAR(classicSphere(rod.positions).radius, expected, 1e-12);
    const Sphere tight = minimalSphere(rod.positions);
    EXPECT_NEAR(tight.radius, expected, 1e-12);
    EXPECT_NEAR(glm::distance(tight.centre, Vec3(5, 0, 0.05)), 0, 1e-12);
}

TEST(Spheres, TightIsSmallerForACornerTetrahedron)
{
    // The classic sphere is centred on the box and reaches sqrt(3)/2; the smallest sphere is the
    // circle through the three far corners, radius sqrt(2/3), about 6% smaller.
    const std::vector<Vec3> corner{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    EXPECT_NEAR(classicSphere(corner).radius, std::sqrt(3.0) / 2, 1e-15);
    const Sphere tight = minimalSphere(corner);
    EXPECT_NEAR(tight.radius, std::sqrt(2.0 / 3.0), 1e-12);
    EXPECT_NEAR(glm::distance(tight.centre, Vec3(1.0 / 3)), 0, 1e-12);
}

TEST(Spheres, TightMatchesBruteForceOnRandomClouds)
{
    for (unsigned seed = 0; seed < 60; ++seed) {
        const auto cloud = test::randomCloud(4 + seed % 9, seed);
        const Sphere expected = bruteForceMinimalSphere(cloud);
        const Sphere tight = minimalSphere(cloud);
        expectHoldsAll(tight, cloud);
        EXPECT_NEAR(tight.radius, expected.radius, 1e-9 * expected.radius) << "seed " << seed;
        EXPECT_LE(tight.radius, classicSphere(cloud).radius * (1 + 1e-12));
    }
}

TEST(Spheres, LargeCloudNeedsNoDeepRecursion)
{
    // A million points would overflow the stack of a recursive Welzl; move-to-front does not
    // recurse deeper than the support set.
    const auto cloud = test::randomCloud(1'000'000, 7);
    const Sphere tight = minimalSphere(cloud);
    const Sphere classic = classicSphere(cloud);
    expectHoldsAll(tight, cloud);
    expectHoldsAll(classic, cloud);
    EXPECT_LT(tight.radius, classic.radius);
    // Minimal: some point lies on the sphere.
    double farthest = 0;
    for (const Vec3& p : cloud)
        farthest = std::max(farthest, glm::distance(tight.centre, p));
    EXPECT_NEAR(farthest, tight.radius, 1e-9 * tight.radius);
}

TEST(Spheres, DegenerateInputs)
{
    EXPECT_TRUE(minimalSphere({}).empty());
    EXPECT_TRUE(classicSphere({}).empty());

    const std::vector<Vec3> same(1000, Vec3{4, 5, 6});
    const Sphere point = minimalSphere(same);
    EXPECT_EQ(point.centre, Vec3(4, 5, 6));
    EXPECT_EQ(point.radius, 0);

    // Collinear: the sphere spanned by the two ends.
    std::vector<Vec3> line;
    for (int i = 0; i <= 10000; ++i)
        line.push_back(Vec3{1, 2, 3} + (i / 10000.0) * Vec3{3, -4, 12}); // length 13
    const Sphere onLine = minimalSphere(line);
    expectHoldsAll(onLine, line);
    EXPECT_NEAR(onLine.radius, 6.5, 1e-9);

    // Coplanar points on a circle (many cospherical quadruples): the circle itself.
    std::vector<Vec3> ring;
    for (int i = 0; i < 3600; ++i) {
        const double a = i * 2 * 3.14159265358979323846 / 3600;
        ring.push_back({7 * std::cos(a), 7 * std::sin(a), 2});
    }
    const Sphere aroundRing = minimalSphere(ring);
    expectHoldsAll(aroundRing, ring);
    EXPECT_NEAR(aroundRing.radius, 7, 1e-9);

    // Points on a sphere: the sphere itself.
    const Mesh ball = test::makeUvSphere(3, 40, 80);
    const Sphere aroundBall = minimalSphere(ball.positions);
    expectHoldsAll(aroundBall, ball.positions);
    EXPECT_NEAR(aroundBall.radius, 3, 1e-9);
}

TEST(Cylinders, UnitCubeAndRod)
{
    const VerticalCylinder cube = cylinderAboutOrigin(test::makeUnitCube().positions);
    EXPECT_EQ(cube.axis, Vec2(0, 0));
    EXPECT_NEAR(cube.radius, std::sqrt(0.5), 1e-15);
    EXPECT_EQ(cube.bottom, 0);
    EXPECT_EQ(cube.top, 1);

    // The rod's origin is at one end: around it, the rod sweeps its whole length.
    const Mesh rod = test::makeRod();
    EXPECT_NEAR(cylinderAboutOrigin(rod.positions).radius, std::sqrt(100 + 0.0025), 1e-12);
    const VerticalCylinder thin = minimalCylinder(rod.positions);
    EXPECT_NEAR(thin.radius, std::sqrt(25 + 0.0025), 1e-12);
    EXPECT_NEAR(glm::distance(thin.axis, Vec2(5, 0)), 0, 1e-12);
    EXPECT_NEAR(thin.top - thin.bottom, 0.1, 1e-15);
}

TEST(Cylinders, HoldEveryPointOfACloudForEveryYaw)
{
    const auto cloud = test::randomCloud(2000, 3);
    const VerticalCylinder aboutOrigin = cylinderAboutOrigin(cloud);
    const VerticalCylinder thin = minimalCylinder(cloud);
    EXPECT_LT(thin.radius, aboutOrigin.radius);
    for (const Vec3& p : cloud)
        EXPECT_TRUE(thin.contains(p, 1e-12));
    // The cylinder about the origin bounds the cloud however the thing is turned.
    for (double yaw = 0; yaw < 360; yaw += 17) {
        const MeshTransform turn{{0, 0, 0}, yaw, 1};
        for (const Vec3& p : cloud)
            ASSERT_TRUE(aboutOrigin.contains(turn.apply(p), 1e-9)) << "yaw " << yaw;
    }
}

} // namespace
} // namespace sw
