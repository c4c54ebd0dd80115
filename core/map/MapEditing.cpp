#include "map/MapEditing.h"

#include "geom/Polygon.h"
#include "geom/Predicates.h"

#include <algorithm>
#include <cmath>

namespace sw::edit {

namespace {

bool validVertex(const Map& map, Index v)
{
    return v >= 0 && static_cast<std::size_t>(v) < map.vertices.size();
}

bool validWall(const Map& map, const Wall& w)
{
    return validVertex(map, w.v1) && validVertex(map, w.v2);
}

// Makes a wall that lost its back sector one-sided again: the solid middle comes back from
// what the upper or lower part showed.
void closeWall(Wall& wall)
{
    wall.backSector = kNone;
    wall.back = {};
    if (wall.front.middle.empty())
        wall.front.middle = !wall.front.lower.empty() ? wall.front.lower : wall.front.upper;
}

template <typename T> void compact(std::vector<T>& items, const std::vector<bool>& gone)
{
    std::size_t out = 0;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (gone[i])
            continue;
        // Never move an element onto itself: a self-moved std::string may come out empty.
        if (out != i)
            items[out] = std::move(items[i]);
        ++out;
    }
    items.resize(out);
}

// New index of every element after compaction; kNone for removed ones.
std::vector<Index> renumbering(const std::vector<bool>& gone)
{
    std::vector<Index> result(gone.size(), kNone);
    Index next = 0;
    for (std::size_t i = 0; i < gone.size(); ++i)
        if (!gone[i])
            result[i] = next++;
    return result;
}

} // namespace

Index sectorAt(const Map& map, const Vec2& p)
{
    std::vector<char> odd(map.sectors.size(), 0);
    const auto toggle = [&](Index s) {
        if (s >= 0 && static_cast<std::size_t>(s) < odd.size())
            odd[static_cast<std::size_t>(s)] ^= 1;
    };
    for (const Wall& w : map.walls) {
        if (!validWall(map, w))
            continue;
        const Vec2 a = map.wallStart(w), b = map.wallEnd(w);
        if ((a.y > p.y) == (b.y > p.y))
            continue;
        // The wall crosses p's row to the right of p exactly when p lies left of the wall
        // directed upwards (the exact sign, where the crossing's x would be rounded).
        const bool upwards = b.y > a.y;
        if (orientSign(upwards ? a : b, upwards ? b : a, p) > 0) {
            toggle(w.frontSector);
            toggle(w.backSector);
        }
    }
    for (std::size_t i = 0; i < odd.size(); ++i)
        if (odd[i])
            return static_cast<Index>(i);
    return kNone;
}

Index vertexAt(const Map& map, const Vec2& p)
{
    for (std::size_t i = 0; i < map.vertices.size(); ++i)
        if (glm::length(map.vertices[i].pos - p) <= kSamePoint)
            return static_cast<Index>(i);
    return kNone;
}

Index wallThrough(const Map& map, const Vec2& p)
{
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        if (!validWall(map, w))
            continue;
        const Vec2 a = map.wallStart(w), b = map.wallEnd(w);
        const Vec2 d = b - a;
        const double len2 = glm::dot(d, d);
        if (len2 <= 0)
            continue;
        const double t = glm::dot(p - a, d) / len2;
        const double tolerance = kSamePoint / std::sqrt(len2);
        if (t <= tolerance || t >= 1 - tolerance)
            continue;
        if (glm::length(a + d * t - p) <= kSamePoint)
            return static_cast<Index>(i);
    }
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

void removeElements(Map& map, Removal r)
{
    const auto isGone = [](const std::vector<bool>& gone, Index i) {
        return i >= 0 && static_cast<std::size_t>(i) < gone.size() &&
               gone[static_cast<std::size_t>(i)];
    };
    std::vector<bool> vertexHadWalls(map.vertices.size(), false);
    std::vector<bool> sectorHadWalls(map.sectors.size(), false);
    const auto mark = [](std::vector<bool>& flags, Index i) {
        if (i >= 0 && static_cast<std::size_t>(i) < flags.size())
            flags[static_cast<std::size_t>(i)] = true;
    };
    for (const Wall& w : map.walls) {
        mark(vertexHadWalls, w.v1);
        mark(vertexHadWalls, w.v2);
        mark(sectorHadWalls, w.frontSector);
        mark(sectorHadWalls, w.backSector);
    }

    // Walls lose removed vertices and sectors; what is left of each wall must still face a sector.
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        Wall& w = map.walls[i];
        if (r.walls[i] || isGone(r.vertices, w.v1) || isGone(r.vertices, w.v2)) {
            r.walls[i] = true;
            continue;
        }
        if (isGone(r.sectors, w.backSector))
            closeWall(w);
        if (isGone(r.sectors, w.frontSector)) {
            if (w.backSector == kNone) {
                r.walls[i] = true;
                continue;
            }
            flipWall(w);
            closeWall(w);
        }
    }

    // Sectors and vertices left without walls by this edit go too (ones that had none before
    // are the map's own business).
    std::vector<bool> sectorHasWalls(map.sectors.size(), false);
    std::vector<bool> vertexHasWalls(map.vertices.size(), false);
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        if (r.walls[i])
            continue;
        const Wall& w = map.walls[i];
        mark(vertexHasWalls, w.v1);
        mark(vertexHasWalls, w.v2);
        mark(sectorHasWalls, w.frontSector);
        mark(sectorHasWalls, w.backSector);
    }
    for (std::size_t i = 0; i < map.sectors.size(); ++i)
        if (sectorHadWalls[i] && !sectorHasWalls[i])
            r.sectors[i] = true;
    for (std::size_t i = 0; i < map.vertices.size(); ++i)
        if (vertexHadWalls[i] && !vertexHasWalls[i])
            r.vertices[i] = true;

    // Renumber the survivors.
    const std::vector<Index> newVertex = renumbering(r.vertices);
    const std::vector<Index> newSector = renumbering(r.sectors);
    const auto sectorIndex = [&](Index s) {
        return s >= 0 && static_cast<std::size_t>(s) < newSector.size()
                   ? newSector[static_cast<std::size_t>(s)]
                   : s;
    };
    compact(map.walls, r.walls);
    for (Wall& w : map.walls) {
        w.v1 = newVertex[static_cast<std::size_t>(w.v1)];
        w.v2 = newVertex[static_cast<std::size_t>(w.v2)];
        w.frontSector = sectorIndex(w.frontSector);
        w.backSector = sectorIndex(w.backSector);
    }
    compact(map.vertices, r.vertices);
    compact(map.sectors, r.sectors);
    compact(map.things, r.things);
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
