#include "views/PlanGeometry.h"

#include "views/PlanPalette.h"

#include "map/Map.h"

#include <algorithm>
#include <optional>
#include <unordered_map>

namespace sw::editor {

namespace {

QPointF toQt(const Vec2& v)
{
    return {v.x, v.y};
}

bool validIndex(Index i, std::size_t size)
{
    return i >= 0 && static_cast<std::size_t>(i) < size;
}

// One boundary edge of a sector, by vertex index, oriented so the sector lies on its right.
struct Edge {
    Index a, b;
};

// Collects, per sector, the walls that face it: a wall's front faces the right of v1 -> v2, so
// the front sector gets the edge as it is and the back sector gets it reversed. A wall with the
// same sector on both sides adds the edge both ways; the two cancel under the odd-even rule,
// which is right: such a wall bounds no area.
std::vector<std::vector<Edge>> collectSectorEdges(const Map& map)
{
    std::vector<std::vector<Edge>> edges(map.sectors.size());
    for (const Wall& w : map.walls) {
        if (!validIndex(w.v1, map.vertices.size()) || !validIndex(w.v2, map.vertices.size()))
            continue;
        if (validIndex(w.frontSector, map.sectors.size()))
            edges[static_cast<std::size_t>(w.frontSector)].push_back({w.v1, w.v2});
        if (validIndex(w.backSector, map.sectors.size()))
            edges[static_cast<std::size_t>(w.backSector)].push_back({w.v2, w.v1});
    }
    return edges;
}

// The sector's area as an odd-even filled path. Under the odd-even rule only the set of edges
// matters, not how they are grouped into subpaths, so the edges are simply strung together
// where they meet: no loop needs to be found whole, holes and several loops need no special
// case, and one vertex shared by two loops does no harm. Stringing them matters for speed:
// each edge becomes one path segment, so the rasterizer crosses each boundary once. (One
// subpath per edge would fill nothing, as each closes back on itself; a fan of triangles from
// one point fills correctly but made painting MAP12 several times slower.) A walk can only get
// stuck on a broken boundary; its subpath then closes with a straight line.
QPainterPath buildSectorPath(const Map& map, const std::vector<Edge>& edges)
{
    QPainterPath path;
    path.setFillRule(Qt::OddEvenFill);
    if (edges.empty())
        return path;
    const auto pos = [&map](Index v) {
        return toQt(map.vertices[static_cast<std::size_t>(v)].pos);
    };

    std::unordered_map<Index, std::vector<std::size_t>> touching;
    for (std::size_t i = 0; i < edges.size(); ++i) {
        touching[edges[i].a].push_back(i);
        touching[edges[i].b].push_back(i);
    }
    // The next unused edge at v, preferring one that leaves v in its own direction so that a
    // well-formed boundary is followed as drawn.
    std::vector<bool> used(edges.size(), false);
    const auto nextEdge = [&](Index v) -> std::optional<std::size_t> {
        std::optional<std::size_t> reversed;
        for (std::size_t i : touching[v]) {
            if (used[i])
                continue;
            if (edges[i].a == v)
                return i;
            reversed = i;
        }
        return reversed;
    };

    path.reserve(static_cast<int>(edges.size() + edges.size() / 4));
    for (std::size_t start = 0; start < edges.size(); ++start) {
        if (used[start])
            continue;
        const Index origin = edges[start].a;
        path.moveTo(pos(origin));
        Index v = origin;
        for (std::optional<std::size_t> e = start; e; e = nextEdge(v)) {
            used[*e] = true;
            v = edges[*e].a == v ? edges[*e].b : edges[*e].a;
            path.lineTo(pos(v));
            if (v == origin)
                break;
        }
        path.closeSubpath();
    }
    return path;
}

} // namespace

PlanGeometry PlanGeometry::build(const Map& map)
{
    PlanGeometry g;

    // Floor range for the colour ramp.
    if (!map.sectors.empty()) {
        const auto [lo, hi] = std::minmax_element(
            map.sectors.begin(), map.sectors.end(),
            [](const Sector& a, const Sector& b) { return a.floorHeight < b.floorHeight; });
        g.minFloor = lo->floorHeight;
        g.maxFloor = hi->floorHeight;
    }
    const double range = g.maxFloor - g.minFloor;

    // Sector shapes.
    const std::vector<std::vector<Edge>> edges = collectSectorEdges(map);
    g.sectors.resize(map.sectors.size());
    for (std::size_t i = 0; i < map.sectors.size(); ++i) {
        SectorShape& s = g.sectors[i];
        s.path = buildSectorPath(map, edges[i]);
        s.bounds = s.path.boundingRect();
        const double t = range > 0 ? (map.sectors[i].floorHeight - g.minFloor) / range : 0.5;
        s.fill = PlanPalette::floorColor(t);
    }

    // Walls, split by how they are drawn.
    for (const Wall& w : map.walls) {
        if (!validIndex(w.v1, map.vertices.size()) || !validIndex(w.v2, map.vertices.size()))
            continue;
        const QLineF line(toQt(map.wallStart(w)), toQt(map.wallEnd(w)));
        if (!w.twoSided())
            g.oneSidedWalls.append(line);
        else if (w.blocking())
            g.blockingWalls.append(line);
        else
            g.twoSidedWalls.append(line);
    }

    // Points.
    g.vertices.reserve(static_cast<qsizetype>(map.vertices.size()));
    for (const Vertex& v : map.vertices)
        g.vertices.append(toQt(v.pos));
    g.things.reserve(static_cast<qsizetype>(map.things.size()));
    for (const Thing& t : map.things) {
        // A Doom map's player-1 start is also a thing; its own marker already shows it.
        if (map.playerStart && t.type == kDoomPlayer1Start && t.pos == map.playerStart->pos)
            continue;
        g.things.append({toQt(t.pos), t.angle});
    }
    if (map.playerStart)
        g.playerStart = Marker{toQt(map.playerStart->pos), map.playerStart->angle};

    const Box2 box = map.bounds();
    if (!box.empty())
        g.bounds = QRectF(QPointF(box.min.x, box.min.y), QPointF(box.max.x, box.max.y));
    return g;
}

} // namespace sw::editor
