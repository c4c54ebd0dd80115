#pragma once

// The `planes` algorithm: a sphere swept against triangles, each triangle standing for six
// planes. The sphere (of the profile's radius, resting on the floor: its centre a radius above
// the feet) moves against the level's wall, floor and ceiling triangles and the props'
// triangles. For every triangle:
//   - its plane, pushed out along its normal by the radius;
//   - three planes through its edges, perpendicular to it, pushed out by the radius;
//   - three more planes parallel to those, through the opposite vertices, pushed out by the
//     radius the other way: they cut off the long spike of space that the pushed-out edge
//     planes claim beyond an acute corner (the corner of a thin wall's triangle reaches
//     r / sin(angle / 2) past its vertex without them).
// The centre's motion crossing the pushed-out plane from the front, at a point inside the six
// planes, is a hit; the motion stops a skin short and slides along the plane.
//
// Its weaknesses, kept on purpose so that designers can compare:
//   - no step-up of its own: the riser of any step above the feet is a wall to the sphere,
//     which slides along it; only falls bring it down (it never climbs);
//   - a sphere as tall as it is wide: openings and overhangs between 2 r and the avatar's
//     height above the feet do not stop it;
//   - corners are flat, not rounded: near an edge it stops up to r (sqrt 2 - 1) early, and a
//     motion parallel to a triangle's plane never crosses it, so a thin spike met edge-on can
//     go through the sphere;
//   - a sphere that starts behind a pushed-out plane is not stopped by it.

#include "collision/CollisionWorld.h"
#include "collision/Trace.h"
#include "mesh/Mesh.h"

#include <optional>
#include <span>
#include <vector>

namespace sw {

struct PlanesOptions {
    // The three extra planes at the opposite vertices (off: only the pushed-out plane and
    // the three edge planes, to show what acute corners then claim).
    bool acuteCornerPlanes = true;
};

// A hit of the sphere's centre on one triangle's pushed-out plane.
struct PlanesHit {
    double t = 1;          // fraction of the motion, 0..1
    Vec3 normal{0.0};      // the triangle's unit normal (its front)
    double offset = 0;     // normal·x for the points x of the triangle's own plane
    std::size_t triangle = 0;
};

class PlaneTriangles {
public:
    // What a triangle is in the level, for the contacts it makes.
    struct Source {
        Index wall = kNone, thing = kNone;
        ContactReason reason = ContactReason::OneSided;
        double floorBeyond = 0, ceilingBeyond = 0;
    };

    PlaneTriangles() = default;
    // Triangles one-sided, facing their counter-clockwise side, for a sphere of `radius`.
    PlaneTriangles(std::span<const Triangle3> triangles, double radius,
                   const PlanesOptions& options = {}, std::span<const Source> sources = {});
    // The level's walls (the parts a mover can meet: risers between floors, drops between
    // ceilings, one-sided and blocking walls), floors, ceilings and the objects' triangles,
    // at the world's current sector heights.
    PlaneTriangles(const CollisionWorld& world, double radius, const PlanesOptions& options = {});

    double radius() const { return m_radius; }
    std::size_t size() const { return m_tris.size(); }
    const Source& source(std::size_t triangle) const { return m_sources[triangle]; }

    // The first hit of the centre moving from `centre` by `motion`, if any.
    std::optional<PlanesHit> sweep(const Vec3& centre, const Vec3& motion) const;

    // Moves the centre by `motion`, sliding along each plane hit (up to `maxSlides`); returns
    // where it ends and appends the triangles hit.
    Vec3 moveAndSlide(const Vec3& centre, const Vec3& motion, int maxSlides,
                      std::vector<PlanesHit>* hits = nullptr) const;

private:
    struct Tri {
        Vec3 a;
        Vec3 n;          // unit normal
        double d = 0;    // n·a
        Vec3 e[3];       // outward unit normals of the edge planes (edge i from vertex i)
        double ed[3]{};  // e[i]·(vertex i)
        double od[3]{};  // e[i]·(the vertex opposite edge i)
    };
    void add(const Triangle3& t, const Source& source);
    void buildGrid();
    Box2 regionBounds(const Tri& t, const Triangle3& corners) const;

    double m_radius = 16;
    PlanesOptions m_options;
    std::vector<Tri> m_tris;
    std::vector<Source> m_sources;
    std::vector<Box2> m_bounds; // plan bounds of each triangle's region (where hits can be)
    // A uniform grid over the plan: triangles by the cells their region's bounds cover.
    Box2 m_box;
    double m_cell = 64;
    int m_cols = 0, m_rows = 0;
    std::vector<std::vector<std::uint32_t>> m_cells;
    std::vector<Triangle3> m_corners; // kept while building
};

// The planes mover: moves the sphere from pos by d at feet height z, sliding along every
// plane it meets (the height does not change: planes walls are vertical and floors level);
// updates pos and appends to the trace. Falling is planesRestHeight's.
void planesMove(const PlaneTriangles& tris, Vec2& pos, double z, const Vec2& d, Trace* trace);

// Where the sphere's feet come to rest when it falls from feet height z at pos (z itself
// when nothing is below: the void).
double planesRestHeight(const PlaneTriangles& tris, const Vec2& pos, double z);

} // namespace sw
