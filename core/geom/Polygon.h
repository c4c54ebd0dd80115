#pragma once

#include "geom/Vec2.h"

#include <span>

namespace sw {

// Signed area of a simple polygon: positive when its vertices run counter-clockwise.
double signedArea(std::span<const Vec2> polygon);

// Whether p lies inside the polygon by the even-odd rule. The side of each edge is decided with
// the exact orientation predicate, so points a hair inside or outside are never misjudged;
// points exactly on an edge may go either way, so callers that care keep away from edges.
bool pointInPolygon(std::span<const Vec2> polygon, const Vec2& p);

} // namespace sw
