#pragma once

#include "geom/Vec2.h"
#include "mesh/Mesh.h"

#include <glm/common.hpp>
#include <glm/vector_relational.hpp>

#include <limits>
#include <span>

namespace sw {

// An axis-aligned box in 3D. Default-constructed boxes are empty and grow with add().
struct Aabb3 {
    Vec3 min{std::numeric_limits<double>::infinity()};
    Vec3 max{-std::numeric_limits<double>::infinity()};

    bool empty() const { return min.x > max.x || min.y > max.y || min.z > max.z; }
    void add(const Vec3& p)
    {
        min = glm::min(min, p);
        max = glm::max(max, p);
    }
    Vec3 centre() const { return (min + max) * 0.5; }
    Vec3 size() const { return empty() ? Vec3{0.0} : max - min; }
    bool contains(const Vec3& p) const
    {
        return glm::all(glm::lessThanEqual(min, p)) && glm::all(glm::lessThanEqual(p, max));
    }
    bool overlaps(const Aabb3& b) const
    {
        return glm::all(glm::lessThanEqual(min, b.max)) && glm::all(glm::lessThanEqual(b.min, max));
    }
};

// A ball. A negative radius is the empty sphere (the bound of no points).
struct Sphere {
    Vec3 centre{0.0};
    double radius = -1;

    bool empty() const { return radius < 0; }
    // True when p is inside or within `slack` map units outside.
    bool contains(const Vec3& p, double slack = 0) const
    {
        return !empty() && glm::distance(centre, p) <= radius + slack;
    }
    bool overlaps(const Sphere& s) const
    {
        return !empty() && !s.empty() && glm::distance(centre, s.centre) <= radius + s.radius;
    }
};

// An upright cylinder: the points within `radius` of the vertical line through `axis` (plan
// coordinates) and with bottom <= z <= top. A negative radius is the empty cylinder.
struct VerticalCylinder {
    Vec2 axis{0.0, 0.0};
    double radius = -1;
    double bottom = 0, top = 0;

    bool empty() const { return radius < 0; }
    bool contains(const Vec3& p, double slack = 0) const
    {
        return !empty() && glm::distance(axis, Vec2{p.x, p.y}) <= radius + slack &&
               p.z >= bottom - slack && p.z <= top + slack;
    }
};

Aabb3 boundingBox(std::span<const Vec3> points);

// The classic bounding sphere: centred on the bounding box, radius to the farthest point.
// Cheap and good for boxy shapes; up to sqrt(3) times too big for others.
Sphere classicSphere(std::span<const Vec3> points);

// The smallest sphere holding every point (Welzl's algorithm in its move-to-front form, whose
// recursion depth is bounded by the four support points, never by the number of points).
// Robust for repeated, collinear and coplanar points; the result always contains every point.
Sphere minimalSphere(std::span<const Vec3> points);

// The cylinder around the mesh's own vertical axis (plan origin of the mesh frame), which a
// thing's yaw turns about: it bounds the prop for every yaw, so it is computed once per mesh.
VerticalCylinder cylinderAboutOrigin(std::span<const Vec3> points);

// The thinnest upright cylinder: its axis is the centre of the smallest circle around the
// points seen from above. Bounds the mesh in its own frame only (a yaw moves the axis).
VerticalCylinder minimalCylinder(std::span<const Vec3> points);

} // namespace sw
