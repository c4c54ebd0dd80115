#include "mesh/SweptSphere.h"

#include "mesh/MeshTolerance.h"
#include "mesh/Volumes.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace sw {

namespace {

constexpr double kNoHit = std::numeric_limits<double>::infinity();

Vec3 closestPointOnSegment(const Vec3& a, const Vec3& b, const Vec3& p)
{
    const Vec3 ab = b - a;
    const double len2 = glm::dot(ab, ab);
    if (len2 == 0)
        return a;
    return a + ab * std::clamp(glm::dot(p - a, ab) / len2, 0.0, 1.0);
}

// Smallest root in [0, 1] of a t^2 + b t + c = 0 (a > 0), the time a distance that starts above
// the radius comes down to it.
double firstRoot(double a, double b, double c)
{
    const double disc = b * b - 4 * a * c;
    if (disc < 0)
        return kNoHit;
    const double t = (-b - std::sqrt(disc)) / (2 * a);
    return t >= 0 && t <= 1 ? t : kNoHit;
}

// The way out of the triangle at a contact: from the touching point to the centre, or the
// face normal against the motion when the centre lies on the triangle itself.
Vec3 contactNormal(const Triangle3& tri, const Vec3& point, const Vec3& centre, const Vec3& motion)
{
    const Vec3 away = centre - point;
    if (glm::dot(away, away) > 0)
        return glm::normalize(away);
    const Vec3 n = glm::normalize(tri.normal());
    return glm::dot(n, motion) > 0 ? -n : n;
}

// When the sphere first rests on the face's plane, if that contact is inside the triangle. It
// is then the first contact of all: no part of the triangle is nearer than its plane.
double sweepFace(const Triangle3& tri, const Vec3& centre, double radius, const Vec3& motion)
{
    const Vec3 faceNormal = glm::normalize(tri.normal());
    Vec3 n = faceNormal;
    double distance = glm::dot(centre - tri.a, n);
    if (distance < 0) { // two-sided: face the side the sphere is on
        n = -n;
        distance = -distance;
    }
    const double approach = -glm::dot(motion, n);
    if (approach <= 0 || distance < radius)
        return kNoHit;
    const double t = (distance - radius) / approach;
    if (t > 1)
        return kNoHit;
    // Within the edges: on the inner side of each. A contact that rounding puts a hair outside
    // is found again, at the same time, by the edge or corner it is nearest to.
    const Vec3 contact = centre + t * motion - radius * n;
    for (int i = 0; i < 3; ++i) {
        const Vec3 edge = tri[(i + 1) % 3] - tri[i];
        if (glm::dot(glm::cross(faceNormal, edge), contact - tri[i]) < 0)
            return kNoHit;
    }
    return t;
}

// When the sphere first touches the edge a-b away from its ends (the ends are corners): the
// centre meets the cylinder of `radius` around the edge's line within the edge's length.
double sweepEdge(const Vec3& a, const Vec3& b, const Vec3& centre, double radius,
                 const Vec3& motion)
{
    const Vec3 e = b - a, d = centre - a;
    const double ee = glm::dot(e, e), em = glm::dot(e, motion), ed = glm::dot(e, d);
    const double qa = ee * glm::dot(motion, motion) - em * em;
    const double qb = 2 * (ee * glm::dot(d, motion) - ed * em);
    const double qc = ee * glm::dot(d, d) - ed * ed - radius * radius * ee;
    // Moving along the edge, or already within the cylinder: only the corners can be touched.
    if (qa <= 1e-12 * ee * glm::dot(motion, motion) || qc <= 0)
        return kNoHit;
    const double t = firstRoot(qa, qb, qc);
    if (t == kNoHit)
        return kNoHit;
    const double along = (ed + t * em) / ee;
    return along >= 0 && along <= 1 ? t : kNoHit;
}

// When the sphere first touches corner v.
double sweepCorner(const Vec3& v, const Vec3& centre, double radius, const Vec3& motion)
{
    const Vec3 d = centre - v;
    return firstRoot(glm::dot(motion, motion), 2 * glm::dot(d, motion),
                     glm::dot(d, d) - radius * radius);
}

// The first contact time with one triangle, or kNoHit. The shape the centre must not enter is
// the triangle grown by the radius: a slab over the face, cylinders over the edges and balls
// over the corners. Testing these exact pieces, rather than planes around the triangle, is what
// keeps a sharp corner from stopping the sphere early: planes offset from two edges of an
// acute corner meet far beyond the ball that really rounds the corner off.
double sweepTriangle(const Triangle3& tri, const Vec3& centre, double radius, const Vec3& motion)
{
    const Vec3 nearest = closestPointOnTriangle(tri, centre);
    if (glm::distance(centre, nearest) <= radius) {
        // Already touching. Along a line the distance to a triangle is convex, so moving away
        // (or along) never comes nearer; moving in is stopped at once.
        return glm::dot(motion, contactNormal(tri, nearest, centre, motion)) < 0 ? 0.0 : kNoHit;
    }
    if (const double t = sweepFace(tri, centre, radius, motion); t != kNoHit)
        return t;
    double t = kNoHit;
    for (int i = 0; i < 3; ++i) {
        t = std::min(t, sweepEdge(tri[i], tri[(i + 1) % 3], centre, radius, motion));
        t = std::min(t, sweepCorner(tri[i], centre, radius, motion));
    }
    return t;
}

// The box a sphere covers along its whole motion: triangles outside it cannot be hit.
Aabb3 sweptBox(const Vec3& centre, double radius, const Vec3& motion)
{
    Aabb3 box;
    box.add(centre - Vec3{radius});
    box.add(centre + Vec3{radius});
    box.add(centre + motion - Vec3{radius});
    box.add(centre + motion + Vec3{radius});
    return box;
}

Aabb3 triangleBox(const Triangle3& t)
{
    Aabb3 box;
    box.add(t.a);
    box.add(t.b);
    box.add(t.c);
    return box;
}

} // namespace

Vec3 closestPointOnTriangle(const Triangle3& t, const Vec3& p)
{
    // Find the Voronoi region of the triangle that p projects into: a corner, an edge or the face.
    const Vec3 ab = t.b - t.a, ac = t.c - t.a, ap = p - t.a;
    const double d1 = glm::dot(ab, ap), d2 = glm::dot(ac, ap);
    if (d1 <= 0 && d2 <= 0)
        return t.a;
    const Vec3 bp = p - t.b;
    const double d3 = glm::dot(ab, bp), d4 = glm::dot(ac, bp);
    if (d3 >= 0 && d4 <= d3)
        return t.b;
    const Vec3 cp = p - t.c;
    const double d5 = glm::dot(ab, cp), d6 = glm::dot(ac, cp);
    if (d6 >= 0 && d5 <= d6)
        return t.c;
    const double vc = d1 * d4 - d3 * d2;
    if (vc <= 0 && d1 >= 0 && d3 <= 0)
        return t.a + ab * (d1 / (d1 - d3));
    const double vb = d5 * d2 - d1 * d6;
    if (vb <= 0 && d2 >= 0 && d6 <= 0)
        return t.a + ac * (d2 / (d2 - d6));
    const double va = d3 * d6 - d5 * d4;
    if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0)
        return t.b + (t.c - t.b) * ((d4 - d3) / ((d4 - d3) + (d5 - d6)));
    const double sum = va + vb + vc;
    if (sum <= 0) { // a zero-area triangle: its nearest point is on one of its edges
        const Vec3 candidates[3] = {closestPointOnSegment(t.a, t.b, p),
                                    closestPointOnSegment(t.b, t.c, p),
                                    closestPointOnSegment(t.c, t.a, p)};
        return *std::min_element(std::begin(candidates), std::end(candidates),
                                 [&](const Vec3& l, const Vec3& r) {
                                     return glm::distance(l, p) < glm::distance(r, p);
                                 });
    }
    return t.a + ab * (vb / sum) + ac * (vc / sum);
}

std::optional<SweepHit> sweepSphere(std::span<const Triangle3> triangles, const Vec3& centre,
                                    double radius, const Vec3& motion)
{
    const Aabb3 reach = sweptBox(centre, radius, motion);
    double firstT = kNoHit;
    std::size_t first = 0;
    for (std::size_t i = 0; i < triangles.size(); ++i) {
        const Triangle3& tri = triangles[i];
        if (glm::dot(tri.normal(), tri.normal()) == 0 || !reach.overlaps(triangleBox(tri)))
            continue;
        if (const double t = sweepTriangle(tri, centre, radius, motion); t < firstT) {
            firstT = t;
            first = i;
        }
    }
    if (firstT == kNoHit)
        return std::nullopt;
    const Vec3 at = centre + firstT * motion;
    const Vec3 point = closestPointOnTriangle(triangles[first], at);
    return SweepHit{firstT, point, contactNormal(triangles[first], point, at, motion), first};
}

Vec3 slideAlong(const Vec3& motion, const Vec3& normal)
{
    const double into = glm::dot(motion, normal);
    return into < 0 ? motion - into * normal : motion;
}

SlideResult moveAndSlide(std::span<const Triangle3> triangles, const Vec3& centre, double radius,
                         const Vec3& motion, int maxContacts)
{
    SlideResult result{centre, 0};
    Vec3 remaining = motion;
    while (glm::length(remaining) > meshtol::kMinMotion) {
        const auto hit = sweepSphere(triangles, result.centre, radius, remaining);
        if (!hit) {
            result.centre += remaining;
            break;
        }
        // Stop a skin short of the contact so the slide starts clear of the surface.
        const double length = glm::length(remaining);
        const double travelled = std::max(0.0, hit->t * length - meshtol::kSweepSkin) / length;
        result.centre += remaining * travelled;
        if (++result.contacts > maxContacts)
            break;
        remaining = slideAlong(remaining * (1 - travelled), hit->normal);
    }
    return result;
}

} // namespace sw
