#include "geom/Predicates.h"

#include <cmath>
#include <cstddef>
#include <limits>

namespace sw {

namespace {

// The exact sum x + y as hi + lo (Knuth's two-sum).
inline void twoSum(double a, double b, double& hi, double& lo)
{
    hi = a + b;
    const double bv = hi - a;
    const double av = hi - bv;
    lo = (a - av) + (b - bv);
}

// The exact product a * b as hi + lo, using the fused multiply-add for the rounding error.
inline void twoProduct(double a, double b, double& hi, double& lo)
{
    hi = a * b;
    lo = std::fma(a, b, -hi);
}

// Adds one term to a non-overlapping expansion (increasing magnitude), keeping it exact and
// non-overlapping; zero components are dropped. Returns the new length.
std::size_t growExpansion(double* e, std::size_t n, double b)
{
    std::size_t out = 0;
    double q = b;
    for (std::size_t i = 0; i < n; ++i) {
        double hi, lo;
        twoSum(q, e[i], hi, lo);
        if (lo != 0)
            e[out++] = lo;
        q = hi;
    }
    if (q != 0)
        e[out++] = q;
    return out;
}

// The exact determinant, for the rare calls the filter cannot decide. Each coordinate
// difference is split into a rounded value and its rounding error, the two products are
// expanded into sixteen exact terms, and the terms are summed exactly; the sign of an exact
// expansion is the sign of its largest component.
double orient2dExact(const Vec2& a, const Vec2& b, const Vec2& c)
{
    double acx, acxLo, bcy, bcyLo, acy, acyLo, bcx, bcxLo;
    twoSum(a.x, -c.x, acx, acxLo);
    twoSum(b.y, -c.y, bcy, bcyLo);
    twoSum(a.y, -c.y, acy, acyLo);
    twoSum(b.x, -c.x, bcx, bcxLo);
    const double left[2] = {acx, acxLo}, leftB[2] = {bcy, bcyLo};
    const double right[2] = {acy, acyLo}, rightB[2] = {bcx, bcxLo};

    double terms[16];
    std::size_t t = 0;
    for (int i = 0; i < 2; ++i)
        for (int j = 0; j < 2; ++j) {
            double hi, lo;
            twoProduct(left[i], leftB[j], hi, lo);
            terms[t++] = hi;
            terms[t++] = lo;
            twoProduct(right[i], rightB[j], hi, lo);
            terms[t++] = -hi;
            terms[t++] = -lo;
        }
    double expansion[32];
    std::size_t n = 0;
    for (double term : terms)
        if (term != 0)
            n = growExpansion(expansion, n, term);
    return n == 0 ? 0.0 : expansion[n - 1];
}

} // namespace

double orient2d(const Vec2& a, const Vec2& b, const Vec2& c)
{
    const double acx = a.x - c.x, bcy = b.y - c.y, acy = a.y - c.y, bcx = b.x - c.x;
    // A difference rounds to zero only when it is zero, so when each product has a zero factor
    // the determinant is exactly zero: c on an end, or all three on one axis-parallel line
    // (walls meeting at a vertex, the walls of a grid), without the exact evaluation.
    if ((acx == 0 || bcy == 0) && (acy == 0 || bcx == 0))
        return 0.0;
    const double detLeft = acx * bcy;
    const double detRight = acy * bcx;
    const double det = detLeft - detRight;
    // The forward error bound of the plain evaluation (Shewchuk's first filter): when |det|
    // exceeds it, the sign of det is right.
    constexpr double eps = std::numeric_limits<double>::epsilon() * 0.5;
    constexpr double errBound = (3.0 + 16.0 * eps) * eps;
    const double bound = errBound * (std::fabs(detLeft) + std::fabs(detRight));
    if (det > bound || -det > bound)
        return det;
    return orient2dExact(a, b, c);
}

int orientSign(const Vec2& a, const Vec2& b, const Vec2& c)
{
    const double o = orient2d(a, b, c);
    return (o > 0) - (o < 0);
}

} // namespace sw
