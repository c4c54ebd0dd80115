#include "mesh/Mesh.h"

#include <glm/trigonometric.hpp>

#include <cmath>

namespace sw {

Vec3 MeshTransform::applyToVector(const Vec3& v) const
{
    const double yaw = glm::radians(yawDegrees);
    const double c = std::cos(yaw), s = std::sin(yaw);
    return scale * Vec3{c * v.x - s * v.y, s * v.x + c * v.y, v.z};
}

Vec3 MeshTransform::apply(const Vec3& p) const { return position + applyToVector(p); }

Mesh transformed(const Mesh& mesh, const MeshTransform& transform)
{
    Mesh out = mesh;
    for (Vec3& p : out.positions)
        p = transform.apply(p);
    return out;
}

std::vector<Triangle3> triangleSoup(const Mesh& mesh, const MeshTransform& transform)
{
    std::vector<Triangle3> soup;
    soup.reserve(mesh.triangles.size());
    for (const auto& t : mesh.triangles)
        soup.push_back({transform.apply(mesh.positions[t[0]]),
                        transform.apply(mesh.positions[t[1]]),
                        transform.apply(mesh.positions[t[2]])});
    return soup;
}

} // namespace sw
