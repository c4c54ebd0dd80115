#pragma once

// Every tolerance of the mesh library in one place, with its unit and the reason for its value.
// Mesh coordinates are map units once a prop is placed (a Doom map unit; props are a few to a
// few hundred units across, maps at most about 65,536 units).

namespace sw::meshtol {

// Fraction of a point set's extent. A point this close outside a bounding sphere still counts
// as inside while the minimal sphere is built: the sphere through 2 to 4 support points is
// computed with a relative error near 1e-15, and without this slack rounding can make the
// algorithm chase points that lie on the sphere. The final sphere is checked against every
// point and grown if needed, so the slack never lets a point escape.
constexpr double kSphereSlack = 1e-12;

// Dimensionless. Support points whose simplex has a squared volume (area for three points)
// below this fraction of the squared size of their edges are degenerate (collinear or
// coplanar): no finite circumsphere through them is trusted.
constexpr double kDegenerateSimplex = 1e-20;

// Fraction of the larger triangle's longest edge. Triangle-triangle tests treat signed
// distances to a plane, and distances outside an edge, below this as zero, so triangles that
// share an edge or touch at a vertex reliably count as touching instead of flipping on rounding.
constexpr double kTriTriRelative = 1e-10;

// Map units. The swept sphere stops this far short of a contact along its motion, so the next
// sweep (a slide) starts strictly outside the surface it hit. Doom's fixed-point resolution is
// 1/65536 unit; 1/1024 is invisible to a player and well above the solver's rounding.
constexpr double kSweepSkin = 1.0 / 1024.0;

// Map units. A sweep whose motion is shorter than this does not move: it cannot hit anything
// the skin would not already keep it from.
constexpr double kMinMotion = 1e-9;

// Triangles a sphere-tree leaf holds at most. Two keeps leaves tight around the surface while
// the tree stays half the size of one leaf per triangle.
constexpr int kSphereTreeLeafTriangles = 2;

} // namespace sw::meshtol
