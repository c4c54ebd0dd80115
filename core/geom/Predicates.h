#pragma once

#include "geom/Vec2.h"

namespace sw {

// Orientation of c relative to the directed line a -> b, with the exact sign: positive when c lies
// to the left (a, b, c counter-clockwise), negative to the right, zero when the three points are
// exactly collinear. A floating-point filter answers almost every call; when rounding could make
// the fast answer lie (nearly collinear points), the determinant is evaluated exactly with
// error-free transformations. The magnitude is only approximate; the sign is always right
// (barring overflow or underflow, far outside map coordinates).
double orient2d(const Vec2& a, const Vec2& b, const Vec2& c);

// The sign of orient2d as -1, 0 or 1.
int orientSign(const Vec2& a, const Vec2& b, const Vec2& c);

} // namespace sw
