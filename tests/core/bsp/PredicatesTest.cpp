#include "geom/Predicates.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace {

__extension__ typedef __int128 Int128;

// Points near the line y = x, a few units apart, perturbed by single ulps: the classic input on
// which the plain floating-point determinant gets the sign wrong. All coordinates are
// multiples of 2^-53, so the exact determinant fits 128-bit integer arithmetic.
TEST(BspPredicates, Orient2dSignIsExactForNearlyCollinearPoints)
{
    const double ulp = std::ldexp(1.0, -53);
    const double scale = std::ldexp(1.0, 53);
    auto exactSign = [&](sw::Vec2 a, sw::Vec2 b, sw::Vec2 c) {
        auto i = [&](double v) { return static_cast<Int128>(static_cast<std::int64_t>(v * scale)); };
        const Int128 det = (i(a.x) - i(c.x)) * (i(b.y) - i(c.y)) -
                           (i(a.y) - i(c.y)) * (i(b.x) - i(c.x));
        return (det > 0) - (det < 0);
    };
    const sw::Vec2 b{12, 12}, c{24, 24};
    int naiveWrong = 0, checked = 0;
    for (int i = 0; i < 64; ++i)
        for (int j = 0; j < 64; ++j) {
            const sw::Vec2 a{0.5 + i * ulp, 0.5 + j * ulp};
            const int want = exactSign(a, b, c);
            EXPECT_EQ(sw::orientSign(a, b, c), want) << "i=" << i << " j=" << j;
            const double naive = (a.x - c.x) * (b.y - c.y) - (a.y - c.y) * (b.x - c.x);
            naiveWrong += ((naive > 0) - (naive < 0)) != want;
            ++checked;
        }
    // The input is hard enough that plain evaluation lies somewhere.
    EXPECT_GT(naiveWrong, 0) << "of " << checked;
}

TEST(BspPredicates, Orient2dOrdinaryCases)
{
    EXPECT_GT(sw::orient2d({0, 0}, {1, 0}, {0, 1}), 0); // left: counter-clockwise
    EXPECT_LT(sw::orient2d({0, 0}, {1, 0}, {0, -1}), 0);
    EXPECT_EQ(sw::orient2d({0, 0}, {1, 1}, {3, 3}), 0);
    EXPECT_EQ(sw::orientSign({1e-300, 0}, {2e-300, 0}, {3e-300, 0}), 0);
}

// Points on an end of the line or on one axis-parallel line with it: exactly zero (the shortcut
// for these); points off it by the least a coordinate can differ: the right side.
TEST(BspPredicates, Orient2dOnEndsAndAxisParallelLines)
{
    const sw::Vec2 a{3.25, -7}, b{3.25, 40}, c{-1e6, 12.5};
    EXPECT_EQ(sw::orient2d(a, b, a), 0);
    EXPECT_EQ(sw::orient2d(a, b, b), 0);
    EXPECT_EQ(sw::orient2d(c, a, c), 0);
    EXPECT_EQ(sw::orient2d(a, b, {3.25, 1e9}), 0);     // on the vertical line
    EXPECT_EQ(sw::orient2d({0, 5}, {10, 5}, {-3, 5}), 0); // on the horizontal line
    const double right = std::nextafter(3.25, 4.0), left = std::nextafter(3.25, 3.0);
    EXPECT_LT(sw::orientSign(a, b, {right, 0}), 0); // upwards: +x is on the right
    EXPECT_GT(sw::orientSign(a, b, {left, 0}), 0);
    const double tiny = std::numeric_limits<double>::denorm_min();
    EXPECT_GT(sw::orientSign({0, 0}, {10, 0}, {3, tiny}), 0);
    EXPECT_LT(sw::orientSign({0, 0}, {10, 0}, {3, -tiny}), 0);
    EXPECT_LT(sw::orientSign({0, 0}, {10, tiny}, {20, tiny}), 0); // below the rising line
}

} // namespace
