#pragma once

// Map surgery shared by the editor's undo commands: plain functions on sw::Map, so each command
// reads as the named steps of its edit. Point and crossing tests use the exact orientation
// predicate of geom (Predicates.h), so a point a hair off a wall is on the side it really is.

#include "map/Map.h"

#include <string>
#include <utility>
#include <vector>

namespace sw::edit {

// Distances below this (map units) count as "the same place" when a point is matched against
// vertices and walls. Doom maps use whole units, so this is far below anything a user draws.
constexpr double kSamePoint = 1e-6;

// The sector containing p, by counting wall crossings per sector (odd-even, as the plan fills
// them); kNone in the void. Walls with the same sector on both sides cancel out, as they should.
// A point exactly on a wall counts as left of it; the side is decided exactly, however close.
Index sectorAt(const Map& map, const Vec2& p);
// sectorAt of each point, in one pass over the walls.
std::vector<Index> sectorsAt(const Map& map, const std::vector<Vec2>& points);
// The same, looking only at the walls listed, which must include every wall whose ends lie on
// either side of a point's row (those of a band of rows found in a pass made anyway).
std::vector<Index> sectorsAt(const Map& map, const std::vector<Vec2>& points,
                             const std::vector<Index>& crossing);

// The vertex at p (within kSamePoint), or kNone.
Index vertexAt(const Map& map, const Vec2& p);

// A wall whose inside (not its ends) passes through p, or kNone.
Index wallThrough(const Map& map, const Vec2& p);

// The wall joining vertices a and b in either direction, or kNone.
Index wallBetween(const Map& map, Index a, Index b);

// vertexAt, wallThrough and wallBetween for many points or pairs at once, each in one pass over
// the map's vertices or walls (a pass over a big map's walls reads megabytes): entry i is the
// answer for points[i] or pairs[i], the same element the single query gives.
std::vector<Index> verticesAt(const Map& map, const std::vector<Vec2>& points);
std::vector<Index> wallsThrough(const Map& map, const std::vector<Vec2>& points);
std::vector<Index> wallsBetween(const Map& map, const std::vector<std::pair<Index, Index>>& pairs);
// The same, looking only at the walls in `among` (ascending indices): for a caller that knows no
// other wall can answer (those near the points), which spares it a pass over the whole map.
std::vector<Index> wallsThrough(const Map& map, const std::vector<Vec2>& points,
                                const std::vector<Index>& among);
std::vector<Index> wallsBetween(const Map& map, const std::vector<std::pair<Index, Index>>& pairs,
                                const std::vector<Index>& among);

// True when some wall faces the sector.
bool sectorHasWalls(const Map& map, Index sector);

// Inserts a vertex at p (projected onto the wall) and cuts the wall there; the second half is a
// new wall appended at the end with the same sectors, sides and flags. Returns the new vertex.
Index splitWall(Map& map, Index wall, const Vec2& p);

// Swaps the wall's direction together with its sectors and sides, so each sector stays on the
// same side in the plan.
void flipWall(Wall& wall);

// Makes a one-sided wall two-sided as Doom mappers expect: its middle material moves to the
// upper and lower parts (which show where the floors and ceilings differ), the middle is
// cleared so the opening is see-through, and the wall stops blocking everything (the flag one-
// sided walls usually carry; Doom editors clear it too, else the new opening stops every mover).
void openWall(Wall& wall, Index backSector);

// Which elements an edit removes. Removing a vertex removes its walls; a wall whose front
// sector goes keeps its back sector as its front (flipped), and goes when no sector is left; a
// sector that loses its last wall goes too, and so does a vertex that loses its last wall. A
// wall left one-sided shows its lower or upper material, or else a solid wall's at its ends.
// The last survivors of each list move into the places of removed ones, in order, as Doom
// editors do; every other element keeps its index. Removing one wall of a big map so renumbers
// one wall, not every wall after it: the tree, the 3D view and the undo history then change
// where the edit is, not across the map. The result says where each element went.
struct Removal {
    std::vector<bool> vertices, walls, sectors, things;
    explicit Removal(const Map& map);
};
struct Renumbering {
    // New index of each old one, kNone for removed ones; empty when no element of the list
    // moved or went.
    std::vector<Index> vertices, walls, sectors, things;
    Index vertex(Index i) const { return of(vertices, i); }
    Index wall(Index i) const { return of(walls, i); }
    Index sector(Index i) const { return of(sectors, i); }
    Index thing(Index i) const { return of(things, i); }

private:
    static Index of(const std::vector<Index>& table, Index i)
    {
        return i >= 0 && static_cast<std::size_t>(i) < table.size()
                   ? table[static_cast<std::size_t>(i)]
                   : i;
    }
};
Renumbering removeElements(Map& map, Removal removal);

// Joins the two walls that meet at the vertex into one, as deleting a vertex in the middle of a
// wall should: the first wall is stretched to the far end of the second, the second and the
// vertex are marked in the removal (walls already marked there do not count). Only done when
// exactly two walls meet at the vertex, they lead on to two different vertices not already
// joined by a wall, and they face the same sectors on the same sides (after turning one round if
// the two run against each other); returns false and changes nothing otherwise.
bool joinWallsAt(Map& map, Index vertex, Removal& removal);

// Merges vertex `drop` into vertex `keep` (the auto-merge of a vertex dropped on another): the
// walls of `drop` move to `keep`, a wall between the two collapses and is marked removed, and
// two walls that now join the same two vertices become one wall, two-sided between their
// sectors when both were one-sided. `drop` is marked removed. False when the two are the same
// vertex.
bool mergeVertexInto(Map& map, Index drop, Index keep, Removal& removal);

// Auto-merge after vertices were dragged: each moved vertex that landed on another vertex (within
// kSamePoint) merges with it, and one that landed inside a wall (not its own) splits that wall
// there and joins it; walls dragged onto walls so become one (mergeVertexInto). Returns how many
// merges were made; the map is compacted (removeElements) when there were any.
int mergeDropped(Map& map, const std::vector<Index>& moved);

// The closed loop of walls around p, as a list of wall indices with the side of each that faces
// p (true = front), found by walking from a wall to the right of p and always turning as sharply
// left as possible (so walls inside the area, like a pillar or a lone spur, are not part of it);
// empty when no loop of walls encloses p.
struct LoopSide {
    Index wall = kNone;
    bool front = true;
};
std::vector<LoopSide> loopAround(const Map& map, const Vec2& p);

// Make Sector: gives the walls of the loop around p a new sector on the side facing p, copying
// the heights and flats of the sector that was there before (or of the sector on the other side
// of the first wall, or defaults), so wrong references inside a closed area are fixed. A wall
// that had no sector on that side becomes two-sided (edit::openWall) when its other side has
// one. Returns the new sector, or kNone when p is not enclosed by walls.
Index makeSectorAt(Map& map, const Vec2& p);

// Draws lines into the map as a level editor's draw mode does, across whatever is there: the
// polyline (closed when `closed`, its last point joining the first) is cut where it crosses
// walls and passes over vertices, the crossed walls are split there, its points reuse vertices
// they land on and split walls they land on, and pieces along existing walls reuse them. Then
// every area the new lines bound gets its sector: an area that was inside sector S keeps S if it
// is the biggest piece of S the lines leave (or S's outer part), the others get copies of S
// (without special, tag or name); an area that was in the void gets `look`. New walls get
// `material` (as the middle when one-sided, upper and lower when two-sided).
// On failure the map is left as it was and `error` says why in one sentence: the polyline
// crosses itself, a line ends loose (it must divide an area or close one), or the result would
// not be a valid map.
struct DrawResult {
    bool ok = false;
    std::string error;
    std::vector<Index> sectors; // the new sectors (copies and areas drawn in the void)
};
DrawResult drawLines(Map& map, const std::vector<Vec2>& points, bool closed, const Sector& look,
                     const std::string& material);

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
