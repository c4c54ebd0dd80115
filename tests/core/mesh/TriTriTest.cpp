#include "mesh/TriTri.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

namespace sw {
namespace {

// The independent check: two convex triangles are apart exactly when some axis separates their
// projections, and the axes worth trying are the two normals, the nine cross products of their
// edges and (for coplanar triangles) the six in-plane edge normals. With small integer
// coordinates every projection is an exact integer, so this answer is exact.
bool separatedOnSomeAxis(const Triangle3& s, const Triangle3& t)
{
    std::vector<Vec3> axes{s.normal(), t.normal()};
    for (int i = 0; i < 3; ++i) {
        const Vec3 e = s[(i + 1) % 3] - s[i];
        const Vec3 f = t[(i + 1) % 3] - t[i];
        axes.push_back(glm::cross(s.normal(), e));
        axes.push_back(glm::cross(t.normal(), f));
        for (int j = 0; j < 3; ++j)
            axes.push_back(glm::cross(e, t[(j + 1) % 3] - t[j]));
    }
    for (const Vec3& axis : axes) {
        if (axis == Vec3{0.0})
            continue;
        const double s0 = glm::dot(axis, s.a), s1 = glm::dot(axis, s.b), s2 = glm::dot(axis, s.c);
        const double t0 = glm::dot(axis, t.a), t1 = glm::dot(axis, t.b), t2 = glm::dot(axis, t.c);
        if (std::max({s0, s1, s2}) < std::min({t0, t1, t2}) ||
            std::max({t0, t1, t2}) < std::min({s0, s1, s2}))
            return true;
    }
    return false;
}

bool degenerate(const Triangle3& t) { return t.normal() == Vec3{0.0}; }

// Tries the pair in every corner order and both argument orders: the answer must not change.
void expectAgreesWithSat(const Triangle3& s, const Triangle3& t, std::size_t& meeting)
{
    const bool expected = !separatedOnSomeAxis(s, t);
    meeting += expected;
    const Triangle3 sRotated{s.b, s.c, s.a}, tFlipped{t.a, t.c, t.b};
    ASSERT_EQ(trianglesIntersect(s, t), expected)
        << "s " << s.a.x << "," << s.a.y << "," << s.a.z << " / " << s.b.x << "," << s.b.y << ","
        << s.b.z << " / " << s.c.x << "," << s.c.y << "," << s.c.z << "  t " << t.a.x << ","
        << t.a.y << "," << t.a.z << " / " << t.b.x << "," << t.b.y << "," << t.b.z << " / "
        << t.c.x << "," << t.c.y << "," << t.c.z;
    ASSERT_EQ(trianglesIntersect(t, s), expected);
    ASSERT_EQ(trianglesIntersect(sRotated, tFlipped), expected);
}

TEST(TriTri, MatchesSeparatingAxesOnIntegerTriangles)
{
    // Coordinates 0..3 make touching corners, shared edges and coplanar pairs common.
    std::mt19937 rng(5);
    std::uniform_int_distribution<int> coordinate(0, 3);
    const auto point = [&] { return Vec3(coordinate(rng), coordinate(rng), coordinate(rng)); };
    std::size_t tested = 0, meeting = 0;
    while (tested < 200'000) {
        const Triangle3 s{point(), point(), point()}, t{point(), point(), point()};
        if (degenerate(s) || degenerate(t))
            continue;
        expectAgreesWithSat(s, t, meeting);
        ++tested;
    }
    // Both answers are common, so neither a constant true nor a constant false passes.
    EXPECT_GT(meeting, tested / 5);
    EXPECT_LT(meeting, tested * 4 / 5);
}

TEST(TriTri, MatchesSeparatingAxesOnCoplanarIntegerTriangles)
{
    std::mt19937 rng(6);
    std::uniform_int_distribution<int> coordinate(0, 6);
    std::size_t tested = 0, meeting = 0;
    while (tested < 100'000) {
        // All six corners on the plane x + y + z = 6 (or z = 2), in general orientation.
        const bool slanted = tested % 2 == 0;
        const auto point = [&] {
            const int x = coordinate(rng), y = coordinate(rng);
            return slanted ? Vec3(x, y, 6 - x - y) : Vec3(x, y, 2);
        };
        const Triangle3 s{point(), point(), point()}, t{point(), point(), point()};
        if (degenerate(s) || degenerate(t))
            continue;
        expectAgreesWithSat(s, t, meeting);
        ++tested;
    }
    EXPECT_GT(meeting, tested / 5);
    EXPECT_LT(meeting, tested * 4 / 5);
}

TEST(TriTri, MatchesSeparatingAxesOnRandomRealTriangles)
{
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> coordinate(-1, 1);
    const auto point = [&] { return Vec3(coordinate(rng), coordinate(rng), coordinate(rng)); };
    std::size_t meeting = 0;
    for (int i = 0; i < 200'000; ++i)
        expectAgreesWithSat({point(), point(), point()}, {point(), point(), point()}, meeting);
    EXPECT_GT(meeting, 20'000u);
}

TEST(TriTri, TouchingCountsAndAHairApartDoesNot)
{
    const Triangle3 floor{{0, 0, 0}, {10, 0, 0}, {0, 10, 0}};
    // Sharing an edge, folded up.
    EXPECT_TRUE(trianglesIntersect(floor, {{0, 0, 0}, {10, 0, 0}, {0, 0, 10}}));
    // Standing on a corner of the floor.
    EXPECT_TRUE(trianglesIntersect(floor, {{10, 0, 0}, {12, 1, 5}, {11, -3, 4}}));
    // Standing on the inside of the floor with one corner.
    EXPECT_TRUE(trianglesIntersect(floor, {{2, 2, 0}, {3, 2, 5}, {2, 3, 5}}));
    // Crossing it through the middle.
    EXPECT_TRUE(trianglesIntersect(floor, {{2, 2, -1}, {3, 2, 5}, {2, 3, 5}}));
    // The same a millionth of a unit above.
    EXPECT_FALSE(trianglesIntersect(floor, {{2, 2, 1e-6}, {3, 2, 5}, {2, 3, 5}}));
    // Piercing the plane just outside the hypotenuse.
    EXPECT_FALSE(trianglesIntersect(floor, {{5.001, 5.001, -1}, {5.001, 5.001, 1}, {9, 9, 0.5}}));
    // Zero-area triangles have no surface.
    EXPECT_FALSE(trianglesIntersect(floor, {{1, 1, 0}, {2, 2, 0}, {3, 3, 0}}));
}

} // namespace
} // namespace sw
