#pragma once

// Map surgery shared by the editor's undo commands: plain functions on sw::Map, so each command
// reads as the named steps of its edit. Point and crossing tests use the exact orientation
// predicate of geom (Predicates.h), so a point a hair off a wall is on the side it really is.

#include "map/Map.h"

#include <vector>

namespace sw::edit {

// Distances below this (map units) count as "the same place" when a point is matched against
// vertices and walls. Doom maps use whole units, so this is far below anything a user draws.
constexpr double kSamePoint = 1e-6;

// The sector containing p, by counting wall crossings per sector (odd-even, as the plan fills
// them); kNone in the void. Walls with the same sector on both sides cancel out, as they should.
// A point exactly on a wall counts as left of it; the side is decided exactly, however close.
Index sectorAt(const Map& map, const Vec2& p);

// The vertex at p (within kSamePoint), or kNone.
Index vertexAt(const Map& map, const Vec2& p);

// A wall whose inside (not its ends) passes through p, or kNone.
Index wallThrough(const Map& map, const Vec2& p);

// The wall joining vertices a and b in either direction, or kNone.
Index wallBetween(const Map& map, Index a, Index b);

// True when some wall faces the sector.
bool sectorHasWalls(const Map& map, Index sector);

// Inserts a vertex at p (projected onto the wall) and cuts the wall there; the second half is a
// new wall appended at the end with the same sectors, sides and flags. Returns the new vertex.
Index splitWall(Map& map, Index wall, const Vec2& p);

// Swaps the wall's direction together with its sectors and sides, so each sector stays on the
// same side in the plan.
void flipWall(Wall& wall);

// Makes a one-sided wall two-sided as Doom mappers expect: its middle material moves to the
// upper and lower parts (which show where the floors and ceilings differ) and the middle is
// cleared so the opening is see-through.
void openWall(Wall& wall, Index backSector);

// Which elements an edit removes. Removing a vertex removes its walls; a wall whose front
// sector goes keeps its back sector as its front (flipped), and goes when no sector is left; a
// sector that loses its last wall goes too, and so does a vertex that loses its last wall. The
// survivors are renumbered in order.
struct Removal {
    std::vector<bool> vertices, walls, sectors, things;
    explicit Removal(const Map& map);
};
void removeElements(Map& map, Removal removal);

// The centre of the bounding box of the points.
Vec2 centreOf(const std::vector<Vec2>& points);

// Twice the signed area of the polygon: positive when counter-clockwise (y up).
double signedArea2(const std::vector<Vec2>& polygon);

// True when p lies inside the polygon (odd-even, geom's pointInPolygon); a point exactly on an
// edge may go either way.
bool insidePolygon(const std::vector<Vec2>& polygon, const Vec2& p);

// True when the open segments a-b and c-d cross at a single point inside both, with exact
// orientation signs: touching, overlapping collinear and parallel segments do not cross.
bool segmentsCross(const Vec2& a, const Vec2& b, const Vec2& c, const Vec2& d);

} // namespace sw::edit
