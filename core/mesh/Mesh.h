#pragma once

#include <glm/geometric.hpp>
#include <glm/vec3.hpp>

#include <array>
#include <cstdint>
#include <vector>

namespace sw {

// A point or direction in 3D, in map units. z is up (heights), x and y are the plan.
using Vec3 = glm::dvec3;

// One triangle with its corners spelled out, for queries that run over triangle soups in
// world space (the avatar sweep, triangle-triangle tests).
struct Triangle3 {
    Vec3 a, b, c;

    // Not normalised: its length is twice the area. Counter-clockwise a, b, c faces it.
    Vec3 normal() const { return glm::cross(b - a, c - a); }
    const Vec3& operator[](int i) const { return i == 0 ? a : (i == 1 ? b : c); }
};

// The shape of a prop: positions and the triangles over them (three indices each, counter-
// clockwise seen from outside). A mesh is in its own frame: the thing's position is its origin
// and z is up.
struct Mesh {
    std::vector<Vec3> positions;
    std::vector<std::array<std::uint32_t, 3>> triangles;

    bool empty() const { return triangles.empty(); }
    Triangle3 triangle(std::size_t i) const
    {
        const auto& t = triangles[i];
        return {positions[t[0]], positions[t[1]], positions[t[2]]};
    }
};

// Where a thing puts its mesh: scale first (uniformly, so spheres stay spheres), then turn by
// yaw about the mesh's vertical axis (counter-clockwise seen from above, as Thing::angle), then
// move to `position`. Scale must be positive: a mirrored prop would turn its triangles inside
// out.
struct MeshTransform {
    Vec3 position{0.0, 0.0, 0.0};
    double yawDegrees = 0;
    double scale = 1;

    Vec3 apply(const Vec3& p) const;
    // Turns and scales a direction or offset; does not move it.
    Vec3 applyToVector(const Vec3& v) const;
};

// The mesh's positions in world space (the triangles stay as they are).
Mesh transformed(const Mesh& mesh, const MeshTransform& transform);

// The mesh's triangles in world space, in the mesh's triangle order, so an index into the soup
// is an index into mesh.triangles.
std::vector<Triangle3> triangleSoup(const Mesh& mesh, const MeshTransform& transform = {});

} // namespace sw
