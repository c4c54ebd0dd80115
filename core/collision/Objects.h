#pragma once

#include "bsp/Bsp.h"
#include "collision/SweepShapes.h"
#include "map/Map.h"
#include "mesh/Mesh.h"

#include <functional>
#include <string>
#include <vector>

namespace sw {

// A thing with a shape, placed in the world: what the movers meet besides walls.
struct SolidObject {
    Index thing = kNone;
    ThingShape::Kind kind = ThingShape::Kind::Cylinder;
    Vec2 center;
    double radius = 0;        // cylinder radius, box half-size, a mesh's bounding cylinder
    double bottom = 0, top = 0; // absolute heights
    std::vector<Triangle3> triangles; // a mesh's triangles in world space
};

// Finds the mesh of a thing (a path relative to the map), or null when it is not loaded.
using MeshLookup = std::function<const Mesh*(const std::string& path)>;

// The objects of a map with a uniform grid over the plan for finding those near a motion.
class ObjectSet {
public:
    ObjectSet() = default;
    // Places every thing with a shape on the floor under it (from the BSP) plus its `z`. A mesh
    // thing whose mesh cannot be found keeps its stored bounding cylinder.
    ObjectSet(const Map& map, const Bsp& bsp, const MeshLookup& meshes = {});

    const std::vector<SolidObject>& objects() const { return m_objects; }
    bool empty() const { return m_objects.empty(); }

    // Calls visit(objectIndex) once for every object whose plan shape may come within `reach`
    // of the segment from p to p + d.
    void near(const Vec2& p, const Vec2& d, double reach,
              const std::function<void(std::uint32_t)>& visit) const;

    // Candidate objects handed out by near() since construction: the broad phase's cost.
    std::size_t candidatesExamined() const { return m_examined; }

private:
    std::vector<SolidObject> m_objects;
    Box2 m_bounds;
    double m_cell = 128;
    int m_cols = 0, m_rows = 0;
    std::vector<std::vector<std::uint32_t>> m_cells; // objects by the cell of their centre
    double m_maxRadius = 0;
    mutable std::size_t m_examined = 0;
};

// Continuous collision of the avatar's footprint (box of half-size r, or disk of radius r)
// moving from p by d with an object's plan shape (disk or square). Same contract as the wall
// sweeps in SweepShapes.h.
bool sweepFootprintObject(const Vec2& p, const Vec2& d, double r, bool box, const SolidObject& o,
                          FootprintHit& hit);
// How deep the footprint at c reaches into the object's plan shape (positive: overlap).
double footprintObjectDepth(const Vec2& c, double r, bool box, const SolidObject& o);

} // namespace sw
