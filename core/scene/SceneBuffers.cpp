#include "scene/SceneBuffers.h"

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace sw {

namespace {

// Twice the area below which a triangle counts as degenerate: a sliver thinner than 1/1000 of
// a unit over a map-sized edge is invisible and only breaks ray casts and exporters.
constexpr float kMinDoubleArea = 1e-4f;

} // namespace

void Aabb3f::add(const Vec3f& p)
{
    min = glm::min(min, p);
    max = glm::max(max, p);
}

void TriangleBuffer::clear()
{
    positions.clear();
    colours.clear();
    tags.clear();
}

void TriangleBuffer::shrinkToFit()
{
    positions.shrink_to_fit();
    colours.shrink_to_fit();
    tags.shrink_to_fit();
}

void TriangleBuffer::append(const TriangleBuffer& other)
{
    positions.insert(positions.end(), other.positions.begin(), other.positions.end());
    colours.insert(colours.end(), other.colours.begin(), other.colours.end());
    tags.insert(tags.end(), other.tags.begin(), other.tags.end());
}

Vec3f TriangleBuffer::normal(std::size_t t) const
{
    const Vec3f& a = positions[3 * t];
    const Vec3f n = glm::cross(positions[3 * t + 1] - a, positions[3 * t + 2] - a);
    return n / glm::length(n);
}

void TriangleBuffer::addTriangle(const Vec3f& a, const Vec3f& b, const Vec3f& c,
                                 const Colour& colour, const ElementTag& tag)
{
    const float doubleArea = glm::length(glm::cross(b - a, c - a));
    if (!(doubleArea > kMinDoubleArea))
        return;
    positions.push_back(a);
    positions.push_back(b);
    positions.push_back(c);
    colours.push_back(colour);
    tags.push_back(tag);
}

void TriangleBuffer::addConvexPolygon(const std::vector<Vec3f>& corners, const Colour& colour,
                                      const ElementTag& tag)
{
    for (std::size_t i = 1; i + 1 < corners.size(); ++i)
        addTriangle(corners[0], corners[i], corners[i + 1], colour, tag);
}

void addUprightPrism(TriangleBuffer& out, const Vec2& centre, double cornerRadius, double bottom,
                     double top, int sides, const Colour& colour, const ElementTag& tag)
{
    std::vector<Vec3f> lower, upper;
    const double start = sides == 4 ? std::numbers::pi / 4 : 0.0;
    for (int i = 0; i < sides; ++i) {
        const double a = start + 2 * std::numbers::pi * i / sides;
        const Vec2 p = centre + cornerRadius * Vec2{std::cos(a), std::sin(a)};
        lower.push_back({static_cast<float>(p.x), static_cast<float>(p.y),
                         static_cast<float>(bottom)});
        upper.push_back({static_cast<float>(p.x), static_cast<float>(p.y),
                         static_cast<float>(top)});
    }
    out.addConvexPolygon(upper, colour, tag);
    out.addConvexPolygon({lower.rbegin(), lower.rend()}, colour, tag);
    for (std::size_t i = 0; i < lower.size(); ++i) {
        const std::size_t j = (i + 1) % lower.size();
        out.addConvexPolygon({lower[i], lower[j], upper[j], upper[i]}, colour, tag);
    }
}

void LineBuffer::clear()
{
    positions.clear();
    colours.clear();
}

void LineBuffer::append(const LineBuffer& other)
{
    positions.insert(positions.end(), other.positions.begin(), other.positions.end());
    colours.insert(colours.end(), other.colours.begin(), other.colours.end());
}

void LineBuffer::addLine(const Vec3f& a, const Vec3f& b, const Colour& colour)
{
    positions.push_back(a);
    positions.push_back(b);
    colours.push_back(colour);
    colours.push_back(colour);
}

void LineBuffer::addLoop(const std::vector<Vec3f>& points, const Colour& colour)
{
    for (std::size_t i = 0; i < points.size(); ++i)
        addLine(points[i], points[(i + 1) % points.size()], colour);
}

namespace lighting {

Colour shade(const Colour& colour, const Vec3f& normal)
{
    // Two-sided diffuse term: a surface seen from behind (a wall in wireframe, an overlay) is
    // lit like its front instead of going black.
    const float diffuse = std::fabs(glm::dot(glm::normalize(normal), kSunDirection));
    return glm::clamp(colour * (kAmbient + kDiffuse * diffuse), 0.0f, 1.0f);
}

} // namespace lighting

} // namespace sw
