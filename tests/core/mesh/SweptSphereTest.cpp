#include "mesh/SweptSphere.h"

#include "TestMeshes.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

namespace sw {
namespace {

void expectNear(const Vec3& a, const Vec3& b, double tolerance = 1e-9)
{
    EXPECT_NEAR(glm::distance(a, b), 0, tolerance)
        << "(" << a.x << ", " << a.y << ", " << a.z << ") vs (" << b.x << ", " << b.y << ", "
        << b.z << ")";
}

// Distance from p to a triangle, found independently of the library: the plane when p projects
// inside, else the nearest of the three edges.
double distanceToTriangle(const Triangle3& t, const Vec3& p)
{
    const auto toSegment = [&](const Vec3& a, const Vec3& b) {
        const double s = std::clamp(glm::dot(p - a, b - a) / glm::dot(b - a, b - a), 0.0, 1.0);
        return glm::distance(p, a + s * (b - a));
    };
    const Vec3 n = glm::normalize(t.normal());
    const Vec3 q = p - glm::dot(p - t.a, n) * n;
    bool inside = true;
    for (int i = 0; i < 3; ++i)
        inside = inside && glm::dot(glm::cross(t[(i + 1) % 3] - t[i], q - t[i]), n) >= 0;
    if (inside)
        return std::fabs(glm::dot(p - t.a, n));
    return std::min({toSegment(t.a, t.b), toSegment(t.b, t.c), toSegment(t.c, t.a)});
}

// The first time in [0, 1] the moving centre comes within `radius` of the triangle. The distance
// along a line is convex, so a ternary search finds its minimum and bisection the entry.
std::optional<double> bruteForceFirstContact(const Triangle3& t, const Vec3& c, double radius,
                                             const Vec3& motion)
{
    const auto distanceAt = [&](double s) { return distanceToTriangle(t, c + s * motion); };
    double lo = 0, hi = 1;
    for (int i = 0; i < 200; ++i) {
        const double m1 = lo + (hi - lo) / 3, m2 = hi - (hi - lo) / 3;
        if (distanceAt(m1) < distanceAt(m2))
            hi = m2;
        else
            lo = m1;
    }
    if (distanceAt(lo) > radius)
        return std::nullopt;
    if (distanceAt(0) <= radius)
        return 0.0;
    double outside = 0, inside = lo;
    for (int i = 0; i < 200; ++i) {
        const double mid = (outside + inside) / 2;
        if (distanceAt(mid) <= radius)
            inside = mid;
        else
            outside = mid;
    }
    return inside;
}

const Triangle3 kFloor{{0, 0, 0}, {10, 0, 0}, {0, 10, 0}};

TEST(SweptSphere, FallsOntoTheFace)
{
    const Triangle3 soup[] = {{{50, 50, 0}, {60, 50, 0}, {50, 60, 0}}, kFloor};
    const auto hit = sweepSphere(soup, {2, 2, 5}, 1, {0, 0, -10});
    ASSERT_TRUE(hit);
    EXPECT_NEAR(hit->t, 0.4, 1e-12);
    expectNear(hit->point, {2, 2, 0});
    expectNear(hit->normal, {0, 0, 1});
    EXPECT_EQ(hit->triangle, 1u);
    // From below too: triangles are two-sided.
    const auto below = sweepSphere(soup, {2, 2, -5}, 1, {0, 0, 10});
    ASSERT_TRUE(below);
    expectNear(below->normal, {0, 0, -1});
}

TEST(SweptSphere, MissesWhenPassingAboveOrStoppingShort)
{
    EXPECT_FALSE(sweepSphere({&kFloor, 1}, {2, 2, 1.01}, 1, {5, 0, 0}));
    EXPECT_FALSE(sweepSphere({&kFloor, 1}, {2, 2, 5}, 1, {0, 0, -3.99}));
    EXPECT_FALSE(sweepSphere({&kFloor, 1}, {2, 2, 5}, 1, {0, 0, 0}));
}

TEST(SweptSphere, HitsAnEdgeSideways)
{
    // Centre half a radius above the floor, moving towards the edge x = 0: it touches when the
    // centre is sqrt(1 - 0.25) from the edge.
    const auto hit = sweepSphere({&kFloor, 1}, {-3, 2, 0.5}, 1, {10, 0, 0});
    ASSERT_TRUE(hit);
    EXPECT_NEAR(hit->t, (3 - std::sqrt(0.75)) / 10, 1e-12);
    expectNear(hit->point, {0, 2, 0});
    expectNear(hit->normal, {-std::sqrt(0.75), 0, 0.5});
}

TEST(SweptSphere, SharpCornerDoesNotPushTheSphereAwayEarly)
{
    // A needle pointing to +x with a 10 degree tip at the origin. Planes offset by the radius
    // from its two long edges meet r / sin(5 deg), about 11.5 units, beyond the tip; the real
    // rounded corner reaches 1 unit. A sphere passing 1.5 units beyond the tip must go by.
    const double halfWidth = 10 * std::tan(5 * 3.14159265358979323846 / 180);
    const Triangle3 needle{{0, 0, 0}, {-10, halfWidth, 0}, {-10, -halfWidth, 0}};
    EXPECT_FALSE(sweepSphere({&needle, 1}, {1.5, -5, 0}, 1, {0, 10, 0}));
    EXPECT_FALSE(sweepSphere({&needle, 1}, {1.01, -5, 0.01}, 1, {0, 10, 0}));
    // Half a unit beyond the tip it touches the tip itself.
    const auto hit = sweepSphere({&needle, 1}, {0.5, -5, 0}, 1, {0, 10, 0});
    ASSERT_TRUE(hit);
    EXPECT_NEAR(hit->t, (5 - std::sqrt(0.75)) / 10, 1e-12);
    expectNear(hit->point, {0, 0, 0});
    expectNear(hit->normal, {0.5, -std::sqrt(0.75), 0});
}

TEST(SweptSphere, StartingInContactStopsOnlyWhenMovingIn)
{
    const auto in = sweepSphere({&kFloor, 1}, {2, 2, 0.5}, 1, {1, 0, -1});
    ASSERT_TRUE(in);
    EXPECT_EQ(in->t, 0);
    expectNear(in->normal, {0, 0, 1});
    EXPECT_FALSE(sweepSphere({&kFloor, 1}, {2, 2, 0.5}, 1, {1, 0, 1}));
    EXPECT_FALSE(sweepSphere({&kFloor, 1}, {2, 2, 0.5}, 1, {1, 0, 0}));
}

TEST(SweptSphere, MatchesBruteForceOnRandomTriangles)
{
    std::mt19937 rng(9);
    std::uniform_real_distribution<double> coordinate(-5, 5), size(0.2, 2);
    const auto point = [&] { return Vec3(coordinate(rng), coordinate(rng), coordinate(rng)); };
    std::size_t hits = 0, faces = 0;
    for (int trial = 0; trial < 3000; ++trial) {
        std::vector<Triangle3> soup;
        for (int i = 0; i < 4; ++i)
            soup.push_back({point(), point(), point()});
        const Vec3 centre = point(), motion = 2.0 * point();
        const double radius = size(rng);
        std::optional<double> expected;
        for (const Triangle3& t : soup)
            if (auto c = bruteForceFirstContact(t, centre, radius, motion))
                if (!expected || *c < *expected)
                    expected = c;
        // A sphere that starts overlapping is stopped only when moving in: skip those.
        if (expected && *expected == 0)
            continue;
        const auto hit = sweepSphere(soup, centre, radius, motion);
        ASSERT_EQ(hit.has_value(), expected.has_value()) << "trial " << trial;
        if (!hit)
            continue;
        ++hits;
        EXPECT_NEAR(hit->t, *expected, 1e-7) << "trial " << trial;
        const Vec3 at = centre + hit->t * motion;
        EXPECT_NEAR(distanceToTriangle(soup[hit->triangle], hit->point), 0, 1e-9);
        EXPECT_NEAR(glm::distance(at, hit->point), radius, 1e-9);
        EXPECT_LE(glm::dot(hit->normal, motion), 1e-12); // the way out faces the motion
        const Vec3 n = glm::normalize(soup[hit->triangle].normal());
        faces += std::fabs(std::fabs(glm::dot(hit->normal, n)) - 1) < 1e-9;
    }
    // Both kinds of contact occur: face and edge or corner.
    EXPECT_GT(hits, 300u);
    EXPECT_GT(faces, 50u);
    EXPECT_LT(faces, hits - 50);
}

TEST(Slide, KeepsMotionAlongTheSurface)
{
    expectNear(slideAlong({3, 4, -5}, {0, 0, 1}), {3, 4, 0});
    expectNear(slideAlong({3, 4, 5}, {0, 0, 1}), {3, 4, 5}); // moving away is untouched
}

TEST(Slide, AlongAWall)
{
    // A wall at x = 0 facing -x; moving diagonally into it slides all the way along y.
    const Mesh wall = test::makeBox({0, -100, -100}, {1, 100, 100});
    const auto soup = triangleSoup(wall);
    const auto moved = moveAndSlide(soup, {-5, 0, 0}, 1, {10, 10, 0});
    EXPECT_EQ(moved.contacts, 1);
    EXPECT_NEAR(moved.centre.y, 10, 1e-9);
    EXPECT_LE(moved.centre.x, -1);
    EXPECT_GT(moved.centre.x, -1.01);
}

TEST(Slide, NeverLeavesABoxRoom)
{
    // Random pushes inside a closed room: the sphere stays inside and clear of every wall.
    const Mesh room = test::makeBox({-10, -10, 0}, {10, 10, 8});
    const auto soup = triangleSoup(room);
    const Mesh ramp = transformed(test::makeBox({-2, -2, 0}, {2, 2, 1}), {{3, 3, 0}, 30, 1});
    auto obstacles = soup;
    for (const Triangle3& t : triangleSoup(ramp))
        obstacles.push_back(t);
    std::mt19937 rng(4);
    std::uniform_real_distribution<double> step(-15, 15);
    const double radius = 1.5;
    Vec3 centre{-5, -5, 4};
    int contacts = 0;
    for (int i = 0; i < 2000; ++i) {
        const auto moved = moveAndSlide(obstacles, centre, radius, {step(rng), step(rng), step(rng)});
        centre = moved.centre;
        contacts += moved.contacts;
        for (const Triangle3& t : obstacles)
            ASSERT_GE(distanceToTriangle(t, centre), radius - 1e-9) << "step " << i;
        ASSERT_TRUE(std::fabs(centre.x) < 10 && std::fabs(centre.y) < 10 && centre.z > 0 &&
                    centre.z < 8);
    }
    EXPECT_GT(contacts, 1000);
}

} // namespace
} // namespace sw
