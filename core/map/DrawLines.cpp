// Map edits that follow faces: the loop of walls around a point (making a sector there) and
// drawing lines across walls, which splits the walls and the sectors they cross. The rest of
// MapEditing.h is in MapEditing.cpp.
#include "map/MapEditing.h"

#include "geom/Polygon.h"
#include "geom/Predicates.h"
#include "map/MapEditingHelpers.h"
#include "map/Validate.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>
#include <vector>

namespace sw::edit {

namespace {

// One side of one wall: the area left of `from` -> `to`.
struct FaceWalk {
    std::vector<LoopSide> loop;
    std::vector<Vec2> polygon;
    bool closed = false;
};

using Neighbours = std::vector<std::vector<std::pair<Index, Index>>>;

Neighbours neighboursOf(const Map& map)
{
    Neighbours next(map.vertices.size());
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        if (!validWall(map, w) || w.v1 == w.v2)
            continue;
        next[static_cast<std::size_t>(w.v1)].emplace_back(w.v2, static_cast<Index>(i));
        next[static_cast<std::size_t>(w.v2)].emplace_back(w.v1, static_cast<Index>(i));
    }
    return next;
}

// Walks the area left of from0 -> to0 (along wall0), turning as sharply left as possible at
// every vertex, until it comes back to the start.
FaceWalk walkFace(const Map& map, const Neighbours& next, Index from0, Index to0, Index wall0)
{
    const auto pos = [&map](Index v) { return map.vertices[static_cast<std::size_t>(v)].pos; };
    constexpr double kTwoPi = 6.283185307179586;
    FaceWalk face;
    Index from = from0, to = to0, wall = wall0;
    for (std::size_t step = 0; step <= 2 * map.walls.size(); ++step) {
        const Wall& w = map.walls[static_cast<std::size_t>(wall)];
        // Fronts face the right of v1 -> v2; the area is left of from -> to.
        face.loop.push_back({wall, w.v1 != from});
        face.polygon.push_back(pos(from));
        const Vec2 back = pos(from) - pos(to);
        const double backAngle = std::atan2(back.y, back.x);
        Index best = kNone, bestWall = kNone;
        double bestTurn = kTwoPi + 1;
        for (const auto& [v, viaWall] : next[static_cast<std::size_t>(to)]) {
            const Vec2 d = pos(v) - pos(to);
            double turn = backAngle - std::atan2(d.y, d.x);
            while (turn <= 1e-12)
                turn += kTwoPi;
            if (viaWall == wall)
                turn = kTwoPi; // going back only at a dead end
            if (turn < bestTurn) {
                bestTurn = turn;
                best = v;
                bestWall = viaWall;
            }
        }
        from = to;
        to = best;
        wall = bestWall;
        if (from == from0 && to == to0 && wall == wall0) {
            face.closed = true;
            break;
        }
    }
    return face;
}

// The sector on one side of a wall.
Index& sideSector(Wall& w, bool front)
{
    return front ? w.frontSector : w.backSector;
}

} // namespace

std::vector<LoopSide> loopAround(const Map& map, const Vec2& p)
{
    // Every wall crossing the row of p to its right, nearest first: the loop around p starts at
    // one of them.
    struct Crossing {
        double x;
        Index wall;
    };
    std::vector<Crossing> crossings;
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        if (!validWall(map, w) || w.v1 == w.v2)
            continue;
        const Vec2 a = map.wallStart(w), b = map.wallEnd(w);
        if ((a.y > p.y) == (b.y > p.y))
            continue;
        const bool upwards = b.y > a.y;
        if (orientSign(upwards ? a : b, upwards ? b : a, p) <= 0)
            continue;
        const double x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);
        crossings.push_back({x, static_cast<Index>(i)});
    }
    std::sort(crossings.begin(), crossings.end(),
              [](const Crossing& l, const Crossing& r) { return l.x < r.x; });

    const Neighbours next = neighboursOf(map);
    for (const Crossing& crossing : crossings) {
        // p is left of the crossing wall walked upwards.
        const Wall& start = map.walls[static_cast<std::size_t>(crossing.wall)];
        const bool upwards = map.wallEnd(start).y > map.wallStart(start).y;
        const FaceWalk face = upwards ? walkFace(map, next, start.v1, start.v2, crossing.wall)
                                      : walkFace(map, next, start.v2, start.v1, crossing.wall);
        // A loop walked clockwise goes round the outside of something (a pillar, or the whole
        // map seen from the void): p is not inside it, so try the next wall further out.
        if (face.closed && signedArea2(face.polygon) > 0 && insidePolygon(face.polygon, p))
            return face.loop;
    }
    return {};
}

DrawResult drawLines(Map& map, const std::vector<Vec2>& input, bool closed, const Sector& look,
                     const std::string& material)
{
    DrawResult result;
    const auto fail = [&result](std::string why) {
        result.ok = false;
        result.error = std::move(why);
        return result;
    };
    std::vector<Vec2> points;
    for (const Vec2& p : input)
        if (points.empty() || glm::length(points.back() - p) > kSamePoint)
            points.push_back(p);
    if (closed)
        while (points.size() > 1 && glm::length(points.back() - points.front()) <= kSamePoint)
            points.pop_back();
    if (points.size() < 2 || (closed && points.size() < 3))
        return fail("Draw at least one line (three corners for a closed outline).");
    if (closed)
        points.push_back(points.front());
    const std::size_t segments = points.size() - 1;
    for (std::size_t i = 0; i < segments; ++i)
        for (std::size_t j = i + 1; j < segments; ++j)
            if (segmentsCross(points[i], points[i + 1], points[j], points[j + 1]))
                return fail("The drawn lines cross each other.");

    const Map before = map;
    Map m = map;
    // The path with every crossing of a wall and every vertex passed over added in order.
    std::vector<Vec2> path;
    for (std::size_t i = 0; i < segments; ++i) {
        const Vec2 a = points[i], b = points[i + 1];
        const Vec2 d = b - a;
        const double len2 = glm::dot(d, d);
        std::vector<std::pair<double, Vec2>> stops;
        for (const Vertex& v : before.vertices) {
            if (orientSign(a, b, v.pos) != 0)
                continue;
            const double t = glm::dot(v.pos - a, d) / len2;
            if (t > 0 && t < 1 && glm::length(v.pos - a) > kSamePoint &&
                glm::length(v.pos - b) > kSamePoint)
                stops.emplace_back(t, v.pos);
        }
        for (const Wall& w : before.walls) {
            if (!validWall(before, w))
                continue;
            const Vec2 c = before.wallStart(w), e = before.wallEnd(w);
            if (!segmentsCross(a, b, c, e))
                continue;
            const Vec2 f = e - c;
            const double denom = d.x * f.y - d.y * f.x;
            const double t = ((c.x - a.x) * f.y - (c.y - a.y) * f.x) / denom;
            stops.emplace_back(t, a + d * t);
        }
        std::sort(stops.begin(), stops.end(),
                  [](const auto& l, const auto& r) { return l.first < r.first; });
        path.push_back(a);
        for (const auto& [t, p] : stops)
            path.push_back(p);
    }
    path.push_back(points.back());

    // Vertices for the path: existing ones, cuts in walls, or new ones.
    std::vector<Index> chain;
    for (const Vec2& p : path) {
        Index v = vertexAt(m, p);
        if (v == kNone) {
            if (const Index w = wallThrough(m, p); w != kNone) {
                v = splitWall(m, w, p);
            } else {
                v = static_cast<Index>(m.vertices.size());
                m.vertices.push_back({p});
            }
        }
        if (chain.empty() || chain.back() != v)
            chain.push_back(v);
    }
    std::vector<Index> newWalls;
    for (std::size_t i = 0; i + 1 < chain.size(); ++i) {
        if (wallBetween(m, chain[i], chain[i + 1]) != kNone)
            continue;
        Wall w;
        w.v1 = chain[i];
        w.v2 = chain[i + 1];
        newWalls.push_back(static_cast<Index>(m.walls.size()));
        m.walls.push_back(w);
    }
    if (newWalls.empty())
        return fail("The lines are all on existing walls already.");

    // The areas on both sides of every new wall, each once.
    struct Face {
        FaceWalk walk;
        Index old = kNone;
        double area2 = 0;
        Index sector = kNone;
    };
    std::vector<Face> faces;
    std::vector<Vec2> inside; // per face, a point just inside it by its first wall
    std::vector<std::array<int, 2>> faceOf(m.walls.size(), {-1, -1});
    const Neighbours next = neighboursOf(m);
    for (const Index wi : newWalls) {
        const Wall& w = m.walls[static_cast<std::size_t>(wi)];
        for (const bool front : {true, false}) {
            if (faceOf[static_cast<std::size_t>(wi)][front ? 0 : 1] >= 0)
                continue;
            Face face;
            // The front is right of v1 -> v2, so left of v2 -> v1.
            face.walk = front ? walkFace(m, next, w.v2, w.v1, wi) : walkFace(m, next, w.v1, w.v2, wi);
            if (!face.walk.closed)
                return fail("The lines could not be followed round an area.");
            const Vec2 a = m.wallStart(w), b = m.wallEnd(w);
            const Vec2 right = glm::normalize(Vec2((b - a).y, -(b - a).x)) * 1e-3;
            inside.push_back((a + b) * 0.5 + (front ? right : -right));
            face.area2 = signedArea2(face.walk.polygon);
            const int id = static_cast<int>(faces.size());
            for (const LoopSide& side : face.walk.loop)
                faceOf[static_cast<std::size_t>(side.wall)][side.front ? 0 : 1] = id;
            faces.push_back(std::move(face));
        }
    }
    // The sector each face lay in before, all found in one pass over the walls.
    const std::vector<Index> old = sectorsAt(before, inside);
    for (std::size_t f = 0; f < faces.size(); ++f)
        faces[f].old = old[f];

    // Which area keeps each old sector: its outer part if the lines made one, else its biggest.
    std::vector<int> keeper(before.sectors.size(), -1);
    for (std::size_t f = 0; f < faces.size(); ++f) {
        const Face& face = faces[f];
        if (face.old == kNone)
            continue;
        int& k = keeper[static_cast<std::size_t>(face.old)];
        const auto better = [&](const Face& x, const Face& y) {
            if ((x.area2 < 0) != (y.area2 < 0))
                return x.area2 < 0;
            return x.area2 < 0 ? false : x.area2 > y.area2;
        };
        if (k < 0 || better(face, faces[static_cast<std::size_t>(k)]))
            k = static_cast<int>(f);
    }
    for (std::size_t f = 0; f < faces.size(); ++f) {
        Face& face = faces[f];
        if (face.old != kNone && keeper[static_cast<std::size_t>(face.old)] == static_cast<int>(f)) {
            face.sector = face.old;
        } else if (face.old != kNone) {
            Sector copy = before.sectors[static_cast<std::size_t>(face.old)];
            copy.special = 0;
            copy.tag = 0;
            copy.name.clear();
            face.sector = static_cast<Index>(m.sectors.size());
            m.sectors.push_back(std::move(copy));
        } else if (face.area2 > 0) {
            face.sector = static_cast<Index>(m.sectors.size());
            m.sectors.push_back(look);
        }
        if (face.sector != kNone && face.sector != face.old)
            result.sectors.push_back(face.sector);
    }

    // Give every wall side around those areas its sector.
    const std::size_t firstNew = static_cast<std::size_t>(newWalls.front());
    for (const Face& face : faces)
        for (const LoopSide& side : face.walk.loop) {
            Wall& w = m.walls[static_cast<std::size_t>(side.wall)];
            if (static_cast<std::size_t>(side.wall) >= firstNew &&
                std::find(newWalls.begin(), newWalls.end(), side.wall) != newWalls.end()) {
                sideSector(w, side.front) = face.sector;
                continue;
            }
            if (sideSector(w, side.front) == face.sector)
                continue;
            if (!side.front && w.backSector == kNone && w.frontSector != kNone)
                openWall(w, face.sector);
            else
                sideSector(w, side.front) = face.sector;
            if (w.frontSector == kNone && w.backSector != kNone)
                flipWall(w);
        }
    for (const Index wi : newWalls) {
        Wall& w = m.walls[static_cast<std::size_t>(wi)];
        if (w.frontSector == kNone && w.backSector == kNone)
            return fail("A drawn line is outside every sector; close the outline or draw "
                        "across a sector.");
        if (w.frontSector == w.backSector)
            return fail("A drawn line ends loose inside a sector; end it on a wall.");
        if (w.frontSector == kNone)
            flipWall(w);
        const Index back = w.backSector;
        w.backSector = kNone;
        w.front.middle = material;
        if (back != kNone)
            openWall(w, back);
    }

    // Sectors that lost their last wall go (drawn exactly over).
    std::vector<bool> hadWalls(m.sectors.size(), false), hasWalls(m.sectors.size(), false);
    for (const Wall& w : before.walls) {
        markAt(hadWalls, w.frontSector);
        markAt(hadWalls, w.backSector);
    }
    for (const Wall& w : m.walls) {
        markAt(hasWalls, w.frontSector);
        markAt(hasWalls, w.backSector);
    }
    Removal removal(m);
    for (std::size_t i = 0; i < m.sectors.size(); ++i)
        removal.sectors[i] = hadWalls[i] && !hasWalls[i];
    const Renumbering moved = removeElements(m, std::move(removal));
    std::vector<Index> kept;
    for (const Index s : result.sectors)
        if (const Index now = moved.sector(s); now != kNone)
            kept.push_back(now);
    result.sectors = std::move(kept);

    // Judge the drawing by the errors it adds, not those the map had before.
    const auto errors = [](const std::vector<ValidationIssue>& issues) {
        std::vector<ValidationIssue> found;
        for (const ValidationIssue& issue : issues)
            if (issue.severity == ValidationIssue::Severity::Error)
                found.push_back(issue);
        return found;
    };
    const std::vector<ValidationIssue> errorsAfter = errors(validateMap(m));
    if (errorsAfter.size() > errors(validateMap(before)).size())
        return fail("The drawing would make the map invalid: " + errorsAfter.front().message);
    map = std::move(m);
    result.ok = true;
    return result;
}

} // namespace sw::edit

