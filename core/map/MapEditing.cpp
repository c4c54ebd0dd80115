#include "map/MapEditing.h"

#include "geom/Polygon.h"
#include "map/MapEditingHelpers.h"
#include "geom/Predicates.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <unordered_map>

namespace sw::edit {

namespace {

// Makes a wall that lost its back sector one-sided again: the solid middle comes back from
// what the upper or lower part showed.
void closeWall(Wall& wall)
{
    wall.backSector = kNone;
    wall.back = {};
    if (wall.front.middle.empty())
        wall.front.middle = !wall.front.lower.empty() ? wall.front.lower : wall.front.upper;
}

// Closed walls with nothing to show (the floors and ceilings on their two sides were level, so
// neither had a lower or upper part) take the middle material of a solid wall at one of their
// ends, as a mapper would dress them; without one they stay bare.
void dressBareWalls(Map& map, const std::vector<bool>& removedWalls,
                    const std::vector<std::size_t>& bare)
{
    // Read through a const view: taking a wall for writing copies its chunk (CowVector).
    const Map& view = map;
    std::unordered_map<Index, ShortString> material; // at the bare walls' ends; empty: none
    for (std::size_t i : bare) {
        material.emplace(view.walls[i].v1, ShortString());
        material.emplace(view.walls[i].v2, ShortString());
    }
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = view.walls[i];
        if (removedWalls[i] || w.twoSided() || w.front.middle.empty())
            continue;
        for (const Index v : {w.v1, w.v2})
            if (const auto it = material.find(v); it != material.end() && it->second.empty())
                it->second = w.front.middle;
    }
    for (std::size_t i : bare) {
        Wall& w = map.walls[i];
        for (const Index v : {w.v1, w.v2})
            if (const ShortString m = material[v]; !m.empty() && w.front.middle.empty())
                w.front.middle = m;
    }
}

// Moves the survivors past the new end into their places (holesFilled) and drops the rest.
template <typename Items> void fillHoles(Items& items, const std::vector<Index>& newIndex)
{
    std::size_t kept = 0;
    for (Index n : newIndex)
        kept += n != kNone ? 1 : 0;
    // Survivors past the new end go below it: never an element onto itself (a self-moved
    // std::string may come out empty).
    for (std::size_t i = kept; i < items.size(); ++i)
        if (const Index to = newIndex[i]; to != kNone)
            items[static_cast<std::size_t>(to)] = std::move(items[i]);
    items.resize(kept);
}


} // namespace

Index sectorAt(const Map& map, const Vec2& p)
{
    return sectorsAt(map, {p}).front();
}

namespace {

// sectorsAt over the walls `eachWall` visits.
template <typename EachWall>
std::vector<Index> sectorsOf(const Map& map, const std::vector<Vec2>& points, EachWall eachWall)
{
    // Per point, the sectors whose walls cross its row to its right an odd number of times.
    std::vector<std::vector<char>> odd(points.size(), std::vector<char>(map.sectors.size(), 0));
    const auto toggle = [&](std::vector<char>& flags, Index s) {
        if (s >= 0 && static_cast<std::size_t>(s) < flags.size())
            flags[static_cast<std::size_t>(s)] ^= 1;
    };
    // One pass over the walls for all the points (the walls are the bulk of the memory read).
    eachWall([&](const Wall& w) {
        if (!validWall(map, w))
            return;
        const Vec2 a = map.wallStart(w), b = map.wallEnd(w);
        for (std::size_t k = 0; k < points.size(); ++k) {
            const Vec2& p = points[k];
            if ((a.y > p.y) == (b.y > p.y))
                continue;
            // The wall crosses p's row to the right of p exactly when p lies left of the wall
            // directed upwards (the exact sign, where the crossing's x would be rounded).
            const bool upwards = b.y > a.y;
            if (orientSign(upwards ? a : b, upwards ? b : a, p) > 0) {
                toggle(odd[k], w.frontSector);
                toggle(odd[k], w.backSector);
            }
        }
    });
    std::vector<Index> out(points.size(), kNone);
    for (std::size_t k = 0; k < points.size(); ++k) {
        const auto first = std::find(odd[k].begin(), odd[k].end(), 1);
        if (first != odd[k].end())
            out[k] = static_cast<Index>(first - odd[k].begin());
    }
    return out;
}

} // namespace

std::vector<Index> sectorsAt(const Map& map, const std::vector<Vec2>& points)
{
    return sectorsOf(map, points, [&map](const auto& visit) {
        for (const Wall& w : map.walls)
            visit(w);
    });
}

std::vector<Index> sectorsAt(const Map& map, const std::vector<Vec2>& points,
                             const std::vector<Index>& crossing)
{
    return sectorsOf(map, points, [&map, &crossing](const auto& visit) {
        for (const Index i : crossing)
            if (i >= 0 && static_cast<std::size_t>(i) < map.walls.size())
                visit(map.walls[static_cast<std::size_t>(i)]);
    });
}

namespace {

bool vertexIsAt(const Vec2& v, const Vec2& p)
{
    const Vec2 d = v - p;
    // Both coordinates close first (with room for rounding): a test that skips the square root
    // for nearly all vertices and never rejects one the exact test takes.
    return std::fabs(d.x) <= 2 * kSamePoint && std::fabs(d.y) <= 2 * kSamePoint &&
           glm::length(d) <= kSamePoint;
}

bool wallPassesThrough(const Map& map, const Wall& w, const Vec2& p)
{
    if (!validWall(map, w))
        return false;
    const Vec2 a = map.wallStart(w), b = map.wallEnd(w);
    // Within the wall's box grown by twice the tolerance (room for rounding) first: cheap,
    // false for nearly all walls, and never for one the exact test takes.
    constexpr double m = 2 * kSamePoint;
    if (p.x < std::min(a.x, b.x) - m || p.x > std::max(a.x, b.x) + m ||
        p.y < std::min(a.y, b.y) - m || p.y > std::max(a.y, b.y) + m)
        return false;
    const Vec2 d = b - a;
    const double len2 = glm::dot(d, d);
    if (len2 <= 0)
        return false;
    const double t = glm::dot(p - a, d) / len2;
    const double tolerance = kSamePoint / std::sqrt(len2);
    if (t <= tolerance || t >= 1 - tolerance)
        return false;
    return glm::length(a + d * t - p) <= kSamePoint;
}

} // namespace

Index vertexAt(const Map& map, const Vec2& p)
{
    for (std::size_t i = 0; i < map.vertices.size(); ++i)
        if (vertexIsAt(map.vertices[i].pos, p))
            return static_cast<Index>(i);
    return kNone;
}

Index wallThrough(const Map& map, const Vec2& p)
{
    for (std::size_t i = 0; i < map.walls.size(); ++i)
        if (wallPassesThrough(map, map.walls[i], p))
            return static_cast<Index>(i);
    return kNone;
}

Index wallBetween(const Map& map, Index a, Index b)
{
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        if ((w.v1 == a && w.v2 == b) || (w.v1 == b && w.v2 == a))
            return static_cast<Index>(i);
    }
    return kNone;
}

namespace {

// For each of `queries` queries, the first of `elements` elements that answers it (`answers(i,
// k)`: element i answers query k), in one pass over the elements.
template <typename Answers>
std::vector<Index> firstAnswers(std::size_t elements, std::size_t queries, Answers answers)
{
    std::vector<Index> found(queries, kNone);
    std::size_t left = queries;
    for (std::size_t i = 0; i < elements && left > 0; ++i)
        for (std::size_t k = 0; k < queries; ++k)
            if (found[k] == kNone && answers(i, k)) {
                found[k] = static_cast<Index>(i);
                --left;
            }
    return found;
}

} // namespace

std::vector<Index> verticesAt(const Map& map, const std::vector<Vec2>& points)
{
    return firstAnswers(map.vertices.size(), points.size(), [&](std::size_t i, std::size_t k) {
        return vertexIsAt(map.vertices[i].pos, points[k]);
    });
}

namespace {

// firstAnswers over the walls, or over the walls `among` (ascending indices) when given; the
// answers are wall indices. `answers(wall, k)`: the wall answers query k.
template <typename Answers>
std::vector<Index> firstWalls(const Map& map, const std::vector<Index>* among, std::size_t queries,
                              Answers answers)
{
    const auto wall = [among](std::size_t i) {
        return among ? (*among)[i] : static_cast<Index>(i);
    };
    std::vector<Index> found = firstAnswers(
        among ? among->size() : map.walls.size(), queries, [&](std::size_t i, std::size_t k) {
            return answers(map.walls[static_cast<std::size_t>(wall(i))], k);
        });
    for (Index& f : found)
        if (f != kNone)
            f = wall(static_cast<std::size_t>(f));
    return found;
}

std::vector<Index> wallsThroughAmong(const Map& map, const std::vector<Vec2>& points,
                                     const std::vector<Index>* among)
{
    return firstWalls(map, among, points.size(), [&](const Wall& w, std::size_t k) {
        return wallPassesThrough(map, w, points[k]);
    });
}

std::vector<Index> wallsBetweenAmong(const Map& map,
                                     const std::vector<std::pair<Index, Index>>& pairs,
                                     const std::vector<Index>* among)
{
    return firstWalls(map, among, pairs.size(), [&](const Wall& w, std::size_t k) {
        const auto [a, b] = pairs[k];
        return (w.v1 == a && w.v2 == b) || (w.v1 == b && w.v2 == a);
    });
}

} // namespace

std::vector<Index> wallsThrough(const Map& map, const std::vector<Vec2>& points)
{
    return wallsThroughAmong(map, points, nullptr);
}

std::vector<Index> wallsBetween(const Map& map, const std::vector<std::pair<Index, Index>>& pairs)
{
    return wallsBetweenAmong(map, pairs, nullptr);
}

std::vector<Index> wallsThrough(const Map& map, const std::vector<Vec2>& points,
                                const std::vector<Index>& among)
{
    return wallsThroughAmong(map, points, &among);
}

std::vector<Index> wallsBetween(const Map& map, const std::vector<std::pair<Index, Index>>& pairs,
                                const std::vector<Index>& among)
{
    return wallsBetweenAmong(map, pairs, &among);
}

bool sectorHasWalls(const Map& map, Index sector)
{
    return std::any_of(map.walls.begin(), map.walls.end(), [sector](const Wall& w) {
        return w.frontSector == sector || w.backSector == sector;
    });
}

Index splitWall(Map& map, Index wallIndex, const Vec2& p)
{
    Wall& wall = map.walls[static_cast<std::size_t>(wallIndex)];
    const Vec2 a = map.wallStart(wall), b = map.wallEnd(wall);
    const Vec2 d = b - a;
    const double t = std::clamp(glm::dot(p - a, d) / glm::dot(d, d), 0.0, 1.0);
    const Vec2 at = a + d * t;
    const auto vertex = static_cast<Index>(map.vertices.size());
    map.vertices.push_back({at});

    Wall second = wall;
    second.v1 = vertex;
    wall.v2 = vertex;
    // Keep the materials continuous across the cut: the front runs from v1, the back from v2.
    second.front.offsetX += glm::length(at - a);
    wall.back.offsetX += glm::length(b - at);
    map.walls.push_back(second);
    return vertex;
}

void flipWall(Wall& wall)
{
    std::swap(wall.v1, wall.v2);
    std::swap(wall.frontSector, wall.backSector);
    std::swap(wall.front, wall.back);
}

void openWall(Wall& wall, Index backSector)
{
    wall.backSector = backSector;
    wall.flags &= ~std::uint32_t(kWallBlocking);
    if (!wall.front.middle.empty()) {
        if (wall.front.upper.empty())
            wall.front.upper = wall.front.middle;
        if (wall.front.lower.empty())
            wall.front.lower = wall.front.middle;
        wall.front.middle.clear();
    }
    wall.back.upper = wall.front.upper;
    wall.back.lower = wall.front.lower;
}

Removal::Removal(const Map& map)
    : vertices(map.vertices.size(), false), walls(map.walls.size(), false),
      sectors(map.sectors.size(), false), things(map.things.size(), false)
{
}

Renumbering removeElements(Map& map, Removal r)
{
    // Nothing marked: nothing changes (no wall goes, so no vertex or sector loses its last).
    const auto any = [](const std::vector<bool>& gone) {
        return std::find(gone.begin(), gone.end(), true) != gone.end();
    };
    if (!any(r.vertices) && !any(r.walls) && !any(r.sectors) && !any(r.things))
        return {};
    const auto isGone = [](const std::vector<bool>& gone, Index i) {
        return i >= 0 && static_cast<std::size_t>(i) < gone.size() &&
               gone[static_cast<std::size_t>(i)];
    };
    std::vector<bool> vertexHadWalls(map.vertices.size(), false);
    std::vector<bool> sectorHadWalls(map.sectors.size(), false);
    std::vector<bool> vertexHasWalls(map.vertices.size(), false);
    std::vector<bool> sectorHasWalls(map.sectors.size(), false);
    const auto markWalls = [](std::vector<bool>& vertices, std::vector<bool>& sectors,
                              const Wall& w) {
        markAt(vertices, w.v1);
        markAt(vertices, w.v2);
        markAt(sectors, w.frontSector);
        markAt(sectors, w.backSector);
    };

    std::vector<std::size_t> bare; // closed walls left with nothing to show
    // One pass over the walls (a big map's walls are megabytes): what each wall touched before
    // the edit; then walls lose removed vertices and sectors, and what is left of each must
    // still face a sector; then what the walls that stay touch.
    // The walls are read through a const view and written only where they change: writing
    // one copies its chunk from the version a reader holds (CowVector).
    const Map& view = map;
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& was = view.walls[i];
        markWalls(vertexHadWalls, sectorHadWalls, was);
        if (r.walls[i] || isGone(r.vertices, was.v1) || isGone(r.vertices, was.v2)) {
            r.walls[i] = true;
            continue;
        }
        if (!isGone(r.sectors, was.backSector) && !isGone(r.sectors, was.frontSector)) {
            markWalls(vertexHasWalls, sectorHasWalls, was);
            continue;
        }
        Wall& w = map.walls[i];
        bool closed = false;
        if (isGone(r.sectors, w.backSector)) {
            closeWall(w);
            closed = true;
        }
        if (isGone(r.sectors, w.frontSector)) {
            if (w.backSector == kNone) {
                r.walls[i] = true;
                continue;
            }
            flipWall(w);
            closeWall(w);
            closed = true;
        }
        if (closed && w.front.middle.empty())
            bare.push_back(i);
        markWalls(vertexHasWalls, sectorHasWalls, w);
    }
    if (!bare.empty())
        dressBareWalls(map, r.walls, bare);

    // Sectors and vertices left without walls by this edit go too (ones that had none before
    // are the map's own business).
    for (std::size_t i = 0; i < map.sectors.size(); ++i)
        if (sectorHadWalls[i] && !sectorHasWalls[i])
            r.sectors[i] = true;
    for (std::size_t i = 0; i < map.vertices.size(); ++i)
        if (vertexHadWalls[i] && !vertexHasWalls[i])
            r.vertices[i] = true;

    // The last survivors fill the places of removed elements; the walls' references follow
    // (no pass over the walls when only the last vertices and sectors went, as when a room
    // drawn last is deleted).
    Renumbering moved;
    if (any(r.vertices))
        moved.vertices = holesFilled(r.vertices);
    if (any(r.sectors))
        moved.sectors = holesFilled(r.sectors);
    if (anyMoved(moved.vertices) || anyMoved(moved.sectors))
        for (std::size_t i = 0; i < map.walls.size(); ++i) {
            if (r.walls[i])
                continue;
            const Wall& was = view.walls[i];
            const Index v1 = moved.vertex(was.v1), v2 = moved.vertex(was.v2);
            const Index front = moved.sector(was.frontSector), back = moved.sector(was.backSector);
            if (v1 == was.v1 && v2 == was.v2 && front == was.frontSector && back == was.backSector)
                continue;
            Wall& w = map.walls[i];
            w.v1 = v1;
            w.v2 = v2;
            w.frontSector = front;
            w.backSector = back;
        }
    if (any(r.walls)) {
        moved.walls = holesFilled(r.walls);
        fillHoles(map.walls, moved.walls);
    }
    if (!moved.vertices.empty())
        fillHoles(map.vertices, moved.vertices);
    if (!moved.sectors.empty())
        fillHoles(map.sectors, moved.sectors);
    if (any(r.things)) {
        moved.things = holesFilled(r.things);
        fillHoles(map.things, moved.things);
    }
    return moved;
}

Vec2 centreOf(const std::vector<Vec2>& points)
{
    if (points.empty())
        return {};
    Vec2 lo = points.front(), hi = points.front();
    for (const Vec2& p : points) {
        lo = glm::min(lo, p);
        hi = glm::max(hi, p);
    }
    return (lo + hi) * 0.5;
}

double signedArea2(const std::vector<Vec2>& polygon)
{
    // signedArea halves the sum; doubling it back is exact.
    return 2 * signedArea(polygon);
}

bool insidePolygon(const std::vector<Vec2>& polygon, const Vec2& p)
{
    return pointInPolygon(polygon, p);
}

bool segmentsCross(const Vec2& a, const Vec2& b, const Vec2& c, const Vec2& d)
{
    // Each segment's ends lie strictly on opposite sides of the other's line.
    const int d1 = orientSign(a, b, c), d2 = orientSign(a, b, d);
    const int d3 = orientSign(c, d, a), d4 = orientSign(c, d, b);
    return d1 * d2 < 0 && d3 * d4 < 0;
}

} // namespace sw::edit

namespace sw::edit {

namespace {

// The walls at a vertex, leaving out those the removal already takes.
std::vector<Index> wallsAt(const Map& map, Index vertex, const Removal& removal)
{
    std::vector<Index> result;
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        if ((i < removal.walls.size() && removal.walls[i]) || (w.v1 != vertex && w.v2 != vertex))
            continue;
        result.push_back(static_cast<Index>(i));
    }
    return result;
}

Index liveWallBetween(const Map& map, Index a, Index b, const Removal& removal)
{
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        if (i < removal.walls.size() && removal.walls[i])
            continue;
        if ((w.v1 == a && w.v2 == b) || (w.v1 == b && w.v2 == a))
            return static_cast<Index>(i);
    }
    return kNone;
}

} // namespace

bool joinWallsAt(Map& map, Index vertex, Removal& removal)
{
    if (!validVertex(map, vertex))
        return false;
    const std::vector<Index> at = wallsAt(map, vertex, removal);
    if (at.size() != 2)
        return false;
    Index firstIndex = at[0], secondIndex = at[1];
    Wall first = map.walls[static_cast<std::size_t>(firstIndex)];
    Wall second = map.walls[static_cast<std::size_t>(secondIndex)];
    if (first.v1 == vertex && second.v2 == vertex) {
        std::swap(first, second);
        std::swap(firstIndex, secondIndex);
    } else if (first.v2 == vertex && second.v2 == vertex) {
        flipWall(second);
    } else if (first.v1 == vertex && second.v1 == vertex) {
        flipWall(first);
    }
    // Now first runs a -> vertex and second vertex -> b.
    if (first.v2 != vertex || second.v1 != vertex)
        return false;
    const Index a = first.v1, b = second.v2;
    if (a == b || a == vertex || b == vertex || first.frontSector != second.frontSector ||
        first.backSector != second.backSector || liveWallBetween(map, a, b, removal) != kNone)
        return false;
    first.v2 = b;
    // The back side's material runs from the wall's end, which is now the second wall's end.
    first.back = second.back;
    map.walls[static_cast<std::size_t>(firstIndex)] = first;
    markAt(removal.walls, secondIndex);
    markAt(removal.vertices, vertex);
    return true;
}

bool mergeVertexInto(Map& map, Index drop, Index keep, Removal& removal)
{
    if (drop == keep || !validVertex(map, drop) || !validVertex(map, keep))
        return false;
    markAt(removal.vertices, drop);
    const Map& view = map;
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        if (view.walls[i].v1 != drop && view.walls[i].v2 != drop) {
            // Unchanged, and not written: a write copies the wall's chunk (CowVector).
            if (view.walls[i].v1 == view.walls[i].v2)
                removal.walls[i] = true;
            continue;
        }
        Wall& w = map.walls[i];
        if (w.v1 == drop)
            w.v1 = keep;
        if (w.v2 == drop)
            w.v2 = keep;
        if (w.v1 == w.v2)
            removal.walls[i] = true;
    }
    // Two walls over the same vertices become one; only walls at `keep` can have become doubles.
    const std::vector<Index> at = wallsAt(map, keep, removal);
    for (std::size_t x = 0; x < at.size(); ++x) {
        const auto i = static_cast<std::size_t>(at[x]);
        if (removal.walls[i])
            continue;
        for (std::size_t y = x + 1; y < at.size(); ++y) {
            const auto j = static_cast<std::size_t>(at[y]);
            Wall& w = map.walls[i];
            const Wall& other = map.walls[j];
            const bool same = (w.v1 == other.v1 && w.v2 == other.v2) ||
                              (w.v1 == other.v2 && w.v2 == other.v1);
            if (removal.walls[j] || !same)
                continue;
            removal.walls[j] = true;
            if (!w.twoSided() && !other.twoSided() && w.frontSector != other.frontSector)
                openWall(w, other.frontSector);
        }
    }
    return true;
}

Index makeSectorAt(Map& map, const Vec2& p)
{
    const std::vector<LoopSide> loop = loopAround(map, p);
    if (loop.empty())
        return kNone;
    Sector sector;
    if (const Index there = sectorAt(map, p); there != kNone) {
        sector = map.sectors[static_cast<std::size_t>(there)];
    } else {
        const Wall& w = map.walls[static_cast<std::size_t>(loop.front().wall)];
        const Index outside = loop.front().front ? w.backSector : w.frontSector;
        if (outside >= 0 && static_cast<std::size_t>(outside) < map.sectors.size())
            sector = map.sectors[static_cast<std::size_t>(outside)];
    }
    sector.tag = 0;
    sector.special = 0;
    std::vector<bool> hadWalls(map.sectors.size(), false);
    for (const Wall& w : map.walls) {
        markAt(hadWalls, w.frontSector);
        markAt(hadWalls, w.backSector);
    }
    const auto index = static_cast<Index>(map.sectors.size());
    map.sectors.push_back(std::move(sector));
    for (const LoopSide& side : loop) {
        Wall& w = map.walls[static_cast<std::size_t>(side.wall)];
        if (side.front) {
            w.frontSector = index;
        } else if (w.frontSector == kNone) {
            flipWall(w);
            w.frontSector = index;
        } else if (w.backSector == kNone) {
            openWall(w, index);
        } else {
            w.backSector = index;
        }
    }
    // Sectors that lost their last wall to the new one go.
    Removal removal(map);
    std::vector<bool> hasWalls(map.sectors.size(), false);
    for (const Wall& w : map.walls) {
        markAt(hasWalls, w.frontSector);
        markAt(hasWalls, w.backSector);
    }
    for (std::size_t i = 0; i < hadWalls.size(); ++i)
        if (hadWalls[i] && !hasWalls[i])
            removal.sectors[i] = true;
    return removeElements(map, std::move(removal)).sector(index);
}

} // namespace sw::edit

namespace sw::edit {

int mergeDropped(Map& map, const std::vector<Index>& moved)
{
    int merges = 0;
    Removal removal(map);
    std::vector<bool> isMoved(map.vertices.size(), false);
    for (Index v : moved)
        markAt(isMoved, v);
    for (Index v : moved) {
        if (!validVertex(map, v) || removal.vertices[static_cast<std::size_t>(v)])
            continue;
        const Vec2 p = map.vertices[static_cast<std::size_t>(v)].pos;
        Index target = kNone;
        for (std::size_t i = 0; i < map.vertices.size() && target == kNone; ++i)
            if (static_cast<Index>(i) != v && !removal.vertices[i] &&
                glm::length(map.vertices[i].pos - p) <= kSamePoint)
                target = static_cast<Index>(i);
        if (target == kNone) {
            // A wall of someone else's passing through the dropped vertex is cut there.
            for (std::size_t i = 0; i < map.walls.size(); ++i) {
                const Wall& w = map.walls[i];
                if (removal.walls[i] || w.v1 == v || w.v2 == v || !validWall(map, w))
                    continue;
                const Vec2 a = map.wallStart(w), b = map.wallEnd(w);
                const Vec2 d = b - a;
                const double len2 = glm::dot(d, d);
                if (len2 <= 0)
                    continue;
                const double t = glm::dot(p - a, d) / len2;
                const double tolerance = kSamePoint / std::sqrt(len2);
                if (t <= tolerance || t >= 1 - tolerance || glm::length(a + d * t - p) > kSamePoint)
                    continue;
                target = splitWall(map, static_cast<Index>(i), p);
                removal.vertices.push_back(false);
                removal.walls.push_back(false);
                break;
            }
        }
        if (target == kNone)
            continue;
        // Keep the vertex that stayed put, so what was not dragged keeps its place exactly.
        const bool keepTarget = !(static_cast<std::size_t>(target) < isMoved.size() &&
                                  isMoved[static_cast<std::size_t>(target)]);
        if (keepTarget ? mergeVertexInto(map, v, target, removal)
                       : mergeVertexInto(map, target, v, removal))
            ++merges;
    }
    if (merges > 0)
        removeElements(map, std::move(removal));
    return merges;
}

} // namespace sw::edit
