#pragma once

#include "geom/Vec2.h"

#include <span>

namespace sw {

// Signed area of a simple polygon: positive when its vertices run counter-clockwise.
double signedArea(std::span<const Vec2> polygon);

// Whether p lies inside the polygon by the even-odd rule. Points exactly on an edge may go
// either way; callers that care keep away from edges.
bool pointInPolygon(std::span<const Vec2> polygon, const Vec2& p);

} // namespace sw
