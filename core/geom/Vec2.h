#pragma once

#include <glm/vec2.hpp>
#include <glm/geometric.hpp>

namespace sw {

// A point or direction in the plan, in map units. x and y are plan coordinates; z (height)
// is kept separately wherever it matters.
using Vec2 = glm::dvec2;

// z component of the cross product: positive when b is counter-clockwise from a.
inline double cross(const Vec2& a, const Vec2& b) { return a.x * b.y - a.y * b.x; }

} // namespace sw
