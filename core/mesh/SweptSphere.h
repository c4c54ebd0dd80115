#pragma once

#include "mesh/Mesh.h"

#include <cstddef>
#include <optional>
#include <span>

namespace sw {

// Where a moving sphere first touches a triangle soup.
struct SweepHit {
    double t = 1;         // fraction of the motion travelled when the sphere touches, 0..1
    Vec3 point{0.0};      // the touching point on the triangle
    Vec3 normal{0.0};     // unit, from `point` towards the sphere's centre: the way out
    std::size_t triangle = 0; // index into the soup
};

// The first contact of a sphere of `radius` moving from `centre` by `motion` with the
// triangles, against the exact rounded shape (each triangle grown by the radius): its face
// planes within the edges, its edges as cylinders and its corners as spheres. Triangles are
// two-sided. A sphere already touching a triangle hits it at t = 0 when moving towards it and
// ignores it when moving away, so a sphere pushed into a wall can always leave it.
std::optional<SweepHit> sweepSphere(std::span<const Triangle3> triangles, const Vec3& centre,
                                    double radius, const Vec3& motion);

// The part of `motion` that does not go into a surface with unit `normal`: motion along the
// surface is kept, motion into it dropped, motion away from it kept whole.
Vec3 slideAlong(const Vec3& motion, const Vec3& normal);

struct SlideResult {
    Vec3 centre{0.0};  // where the sphere ends
    int contacts = 0;  // surfaces it slid along
};

// Moves the sphere by `motion`, and on each contact stops a skin short of the surface and slides
// the rest of the motion along it, up to `maxContacts` times; after that it stays at the last
// contact. A sphere that starts clear of every triangle ends clear of them.
SlideResult moveAndSlide(std::span<const Triangle3> triangles, const Vec3& centre, double radius,
                         const Vec3& motion, int maxContacts = 4);

// The point of triangle t nearest to p.
Vec3 closestPointOnTriangle(const Triangle3& t, const Vec3& p);

} // namespace sw
