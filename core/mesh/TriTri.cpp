#include "mesh/TriTri.h"

#include "mesh/MeshTolerance.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace sw {

namespace {

double longestEdge(const Triangle3& t)
{
    return std::max({glm::distance(t.a, t.b), glm::distance(t.b, t.c), glm::distance(t.c, t.a)});
}

// Signed distances of `t`'s corners to the plane of `plane`, in map units, with values within
// `eps` snapped to zero so "on the plane" is decided once and used consistently.
std::array<double, 3> planeDistances(const Triangle3& plane, const Vec3& unitNormal,
                                     const Triangle3& t, double eps)
{
    std::array<double, 3> d{};
    for (int i = 0; i < 3; ++i) {
        d[i] = glm::dot(unitNormal, t[i] - plane.a);
        if (std::fabs(d[i]) <= eps)
            d[i] = 0;
    }
    return d;
}

bool allSameStrictSide(const std::array<double, 3>& d)
{
    return (d[0] > 0 && d[1] > 0 && d[2] > 0) || (d[0] < 0 && d[1] < 0 && d[2] < 0);
}

// True when p, a point of t's plane, lies in t or within eps of its edges.
bool insideTriangle(const Triangle3& t, const Vec3& planeNormal, const Vec3& p, double eps)
{
    // Inward is to the left of each edge seen along t's own normal, which a coplanar triangle
    // may have opposite to the plane's.
    const Vec3 unitNormal = glm::dot(t.normal(), planeNormal) < 0 ? -planeNormal : planeNormal;
    for (int i = 0; i < 3; ++i) {
        const Vec3& from = t[i];
        const Vec3& to = t[(i + 1) % 3];
        const Vec3 edge = to - from;
        // Distance of p to the edge's line, positive towards the triangle's inside.
        const double inward = glm::dot(glm::cross(unitNormal, edge), p - from) / glm::length(edge);
        if (inward < -eps)
            return false;
    }
    return true;
}

// True when an edge of `edges` crosses or touches the plane of `face` at a point inside `face`.
bool edgePiercesFace(const Triangle3& edges, const std::array<double, 3>& d, const Triangle3& face,
                     const Vec3& unitNormal, double eps)
{
    for (int i = 0; i < 3; ++i) {
        if (d[i] == 0 && insideTriangle(face, unitNormal, edges[i], eps))
            return true;
        const int j = (i + 1) % 3;
        if ((d[i] < 0 && d[j] > 0) || (d[i] > 0 && d[j] < 0)) {
            const Vec3 crossing = edges[i] + (edges[j] - edges[i]) * (d[i] / (d[i] - d[j]));
            if (insideTriangle(face, unitNormal, crossing, eps))
                return true;
        }
    }
    return false;
}

// Coplanar triangles meet when a corner of one lies in the other or two edges cross. Both are
// checked in the shared plane, so no projection axis has to be chosen.
bool coplanarIntersect(const Triangle3& s, const Triangle3& t, const Vec3& unitNormal,
                       double eps)
{
    for (int i = 0; i < 3; ++i)
        if (insideTriangle(t, unitNormal, s[i], eps) || insideTriangle(s, unitNormal, t[i], eps))
            return true;
    // Segment p0-p1 against q0-q1 in the plane: each straddles the other's line.
    const auto side = [&](const Vec3& from, const Vec3& to, const Vec3& p) {
        const Vec3 edge = to - from;
        return glm::dot(glm::cross(unitNormal, edge), p - from) / glm::length(edge);
    };
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) {
            const Vec3 &p0 = s[i], &p1 = s[(i + 1) % 3], &q0 = t[j], &q1 = t[(j + 1) % 3];
            const double a0 = side(q0, q1, p0), a1 = side(q0, q1, p1);
            const double b0 = side(p0, p1, q0), b1 = side(p0, p1, q1);
            // Collinear edges meet only if a corner of one lies on the other: tested above.
            if (std::fabs(a0) <= eps && std::fabs(a1) <= eps)
                continue;
            if (std::min(a0, a1) <= eps && std::max(a0, a1) >= -eps && std::min(b0, b1) <= eps &&
                std::max(b0, b1) >= -eps)
                return true;
        }
    return false;
}

} // namespace

bool trianglesIntersect(const Triangle3& first, const Triangle3& second)
{
    const Vec3 n1 = first.normal(), n2 = second.normal();
    if (glm::dot(n1, n1) == 0 || glm::dot(n2, n2) == 0)
        return false;
    const Vec3 u1 = glm::normalize(n1), u2 = glm::normalize(n2);
    const double eps =
        meshtol::kTriTriRelative * std::max(longestEdge(first), longestEdge(second));

    // Plane test: a triangle wholly on one side of the other's plane cannot meet it.
    // A triangle within eps of the other's plane is coplanar with it. Asked both ways, because
    // a tiny triangle's normal is too rough to place a big triangle's far corners.
    constexpr std::array<double, 3> onPlane{0, 0, 0};
    const auto secondToFirst = planeDistances(first, u1, second, eps);
    if (allSameStrictSide(secondToFirst))
        return false;
    if (secondToFirst == onPlane)
        return coplanarIntersect(first, second, u1, eps);
    const auto firstToSecond = planeDistances(second, u2, first, eps);
    if (allSameStrictSide(firstToSecond))
        return false;
    if (firstToSecond == onPlane)
        return coplanarIntersect(first, second, u2, eps);

    // The intersection of the two planes' pieces is a segment whose ends lie on edges of one
    // triangle or the other: the triangles meet exactly when some edge crosses the other
    // triangle.
    return edgePiercesFace(second, secondToFirst, first, u1, eps) ||
           edgePiercesFace(first, firstToSecond, second, u2, eps);
}

} // namespace sw
