#pragma once

#include "mesh/Mesh.h"

namespace sw {

// True when two triangles share at least one point (closed triangles: touching at an edge or a
// corner counts). The test: if one triangle lies wholly on one side of the other's plane they
// are apart; otherwise some edge of one crosses the other's plane, and the triangles meet exactly
// when such a crossing point lies inside the other triangle, checked both ways. Coplanar
// triangles are compared in their plane. Zero-area triangles have no surface and never meet.
// Distances below meshtol::kTriTriRelative times the longest edge count as zero.
bool trianglesIntersect(const Triangle3& first, const Triangle3& second);

} // namespace sw
