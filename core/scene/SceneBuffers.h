#pragma once

// Plain triangle and line buffers for drawing a level: what the editor's 3D view uploads to the
// GPU and what the exporter writes. Floats, because that is what the GPU reads; no index buffer,
// and one colour per triangle, so every triangle can be flat shaded and recoloured on its own (a
// renderer repeats it, and the normal its corners give, at each corner).

#include "map/Map.h"

#include <glm/vec3.hpp>

#include <cstdint>
#include <limits>
#include <vector>

namespace sw {

using Vec3f = glm::vec3;
using Colour = glm::vec3; // linear RGB in 0..1

// An axis-aligned box of float corners; empty until a point is added.
struct Aabb3f {
    Vec3f min{std::numeric_limits<float>::infinity()};
    Vec3f max{-std::numeric_limits<float>::infinity()};
    bool empty() const { return min.x > max.x; }
    void add(const Vec3f& p);
    Vec3f centre() const { return (min + max) * 0.5f; }
};

// What a triangle belongs to, for picking and for highlighting the selection.
enum class ElementKind : std::uint8_t { None, Sector, Wall, Thing };

// Which part of its element a triangle draws.
enum class SurfacePart : std::uint8_t { Floor, Ceiling, Lower, Middle, Upper, Solid };

struct ElementTag {
    ElementKind kind = ElementKind::None;
    SurfacePart part = SurfacePart::Solid;
    std::uint8_t side = 0; // walls: 0 front, 1 back
    Index index = kNone;
    bool operator==(const ElementTag&) const = default;
};

// Triangles with their corners spelled out: three positions per triangle, and one colour and
// tag. Counter-clockwise corners face the viewer.
struct TriangleBuffer {
    std::vector<Vec3f> positions;   // three per triangle
    std::vector<Colour> colours;    // one per triangle (none in a level without colours)
    std::vector<ElementTag> tags;   // one per triangle

    std::size_t triangleCount() const { return tags.size(); }
    // Triangle t's colour; plain grey in a buffer without colours (a level built with
    // ColourMode::None), for whatever draws or writes one anyway.
    Colour colour(std::size_t t) const { return t < colours.size() ? colours[t] : Colour{0.7f}; }
    // Triangle t's unit normal, from its corners (worked out when asked rather than kept: the
    // level of a big map would hold 12 bytes more per triangle, 11 MB on the 160,400-wall grid).
    Vec3f normal(std::size_t t) const;
    bool empty() const { return tags.empty(); }
    void clear();
    // Gives back the capacity the vectors grew beyond their size (kept levels hold no slack).
    void shrinkToFit();
    void append(const TriangleBuffer& other);

    // Adds a, b, c unless the triangle has (almost) no area, which exporters and ray casts
    // would only trip over. The normal is the triangle's own.
    void addTriangle(const Vec3f& a, const Vec3f& b, const Vec3f& c, const Colour& colour,
                     const ElementTag& tag);
    // A convex polygon as a fan; its corners counter-clockwise seen from the side it faces.
    void addConvexPolygon(const std::vector<Vec3f>& corners, const Colour& colour,
                          const ElementTag& tag);
};

// An upright prism whose corners lie on a circle of `cornerRadius` around `centre`; with 4 sides
// its faces are axis-aligned (a square of half-size cornerRadius / sqrt(2)).
void addUprightPrism(TriangleBuffer& out, const Vec2& centre, double cornerRadius, double bottom,
                     double top, int sides, const Colour& colour, const ElementTag& tag);

// Line segments: two positions and colours each.
struct LineBuffer {
    std::vector<Vec3f> positions;
    std::vector<Colour> colours;

    std::size_t lineCount() const { return positions.size() / 2; }
    bool empty() const { return positions.empty(); }
    void clear();
    void append(const LineBuffer& other);
    void addLine(const Vec3f& a, const Vec3f& b, const Colour& colour);
    // A closed loop through the points.
    void addLoop(const std::vector<Vec3f>& points, const Colour& colour);
};

// The simple lighting the 3D view uses, here so that tests can predict a lit colour: a fixed
// sun (no shadows) plus ambient light, both in world space so that a surface keeps its shade
// while the camera moves.
namespace lighting {
inline constexpr float kAmbient = 0.45f;
inline constexpr float kDiffuse = 0.55f;
// Towards the light, unit length: high in the sky, from the south-west, so that walls facing
// different ways get different shades.
inline const Vec3f kSunDirection{0.33538f, 0.50307f, 0.79652f};
// The colour a surface of the given normal shows.
Colour shade(const Colour& colour, const Vec3f& normal);
} // namespace lighting

} // namespace sw
