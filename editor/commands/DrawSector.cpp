#include "commands/DrawSector.h"

#include "document/Document.h"
#include "map/MapEditing.h"

#include <algorithm>
#include <set>
#include <string_view>
#include <unordered_map>

namespace sw::editor {

namespace {

// Counts the middle materials of walls, to find the map's most used one: the material of new
// solid walls, so that a drawn room looks like its neighbours.
class MaterialCount {
public:
    void add(const Wall& w)
    {
        if (w.front.middle.empty())
            return;
        // A name's text is interned: the same text is the same pointer, a cheap key (hashing
        // the text of each of a big map's walls was most of the count's time). Walls in a row
        // mostly share their material.
        const char* key = w.front.middle.data();
        if (key != m_lastKey) {
            m_lastKey = key;
            m_last = &m_counts[key];
        }
        ++*m_last;
    }
    // The most used; a tie goes to the name first in alphabetical order.
    std::string mostUsed() const
    {
        std::string_view best = "STARTAN2";
        int most = 0;
        for (const auto& [key, count] : m_counts)
            if (const std::string_view name(key); count > most || (count == most && name < best)) {
                best = name;
                most = count;
            }
        return std::string(best);
    }

private:
    std::unordered_map<const char*, int> m_counts;
    const char* m_lastKey = nullptr;
    int* m_last = nullptr;
};

std::string wallMaterial(const Map& map)
{
    MaterialCount count;
    for (const Wall& w : map.walls)
        count.add(w);
    return count.mostUsed();
}

// Drops repeated points (a double click) and the closing point when it repeats the first.
std::vector<Vec2> cleanOutline(std::vector<Vec2> points)
{
    std::vector<Vec2> result;
    for (const Vec2& p : points)
        if (result.empty() || glm::length(result.back() - p) > edit::kSamePoint)
            result.push_back(p);
    while (result.size() > 1 && glm::length(result.back() - result.front()) <= edit::kSamePoint)
        result.pop_back();
    return result;
}

bool selfIntersects(const std::vector<Vec2>& poly)
{
    const std::size_t n = poly.size();
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j)
            if (edit::segmentsCross(poly[i], poly[(i + 1) % n], poly[j], poly[(j + 1) % n]))
                return true;
    // Two corners in the same place make a figure eight too.
    std::set<std::pair<double, double>> seen;
    for (const Vec2& p : poly)
        if (!seen.insert({p.x, p.y}).second)
            return true;
    return false;
}

Box2 boxOf(const std::vector<Vec2>& poly)
{
    Box2 box;
    for (const Vec2& p : poly)
        box.add(p);
    return box;
}

// What the outline needs to know of the map's walls, in one pass over them (a big map's walls
// are megabytes to read): those whose box meets the outline's, grown by a little more than the
// tolerance of a point on a wall (only they can cross the outline, pass through a corner, join
// two corners or lie inside), in order; and the most used wall material.
struct NearWalls {
    std::vector<Index> walls;
    // Walls that reach into the rows of the outline, a unit beyond: every wall that can cross
    // the row of a point beside one of its edges (for the sectors on the edges' two sides).
    std::vector<Index> rows;
    std::string material;
};

NearWalls nearWalls(const Map& map, const Box2& outline)
{
    constexpr double margin = 4 * edit::kSamePoint;
    const Vec2 low = outline.min - Vec2(margin), high = outline.max + Vec2(margin);
    NearWalls near;
    MaterialCount materials;
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        materials.add(w);
        if (w.v1 < 0 || w.v2 < 0 || static_cast<std::size_t>(w.v1) >= map.vertices.size() ||
            static_cast<std::size_t>(w.v2) >= map.vertices.size())
            continue;
        const Vec2 a = map.wallStart(w), b = map.wallEnd(w);
        if (std::max(a.y, b.y) < outline.min.y - 1 || std::min(a.y, b.y) > outline.max.y + 1)
            continue;
        near.rows.push_back(static_cast<Index>(i));
        if (std::max(a.x, b.x) < low.x || std::min(a.x, b.x) > high.x ||
            std::max(a.y, b.y) < low.y || std::min(a.y, b.y) > high.y)
            continue;
        near.walls.push_back(static_cast<Index>(i));
    }
    near.material = materials.mostUsed();
    return near;
}

bool crossesWalls(const Map& map, const std::vector<Vec2>& poly, const std::vector<Index>& near)
{
    for (Index i : near) {
        const Wall& w = map.walls[static_cast<std::size_t>(i)];
        const Vec2 a = map.wallStart(w), b = map.wallEnd(w);
        for (std::size_t k = 0; k < poly.size(); ++k)
            if (edit::segmentsCross(poly[k], poly[(k + 1) % poly.size()], a, b))
                return true;
    }
    return false;
}

// Each corner's vertex: an existing one, one made by splitting the wall it lies on, or a new
// one, taken in order as if each corner looked at the map the earlier ones left. The vertices
// and walls at the corners are found in `before` (the map before any corner) in one pass each;
// a corner looks again in the edited map where an earlier corner may have changed the answer:
// its wall was split by an earlier corner, or it lies on an earlier corner.
std::vector<Index> cornerVertices(Map& map, const Map& before, const std::vector<Vec2>& poly,
                                  const std::vector<Index>& near)
{
    const std::vector<Index> atVertex = edit::verticesAt(before, poly);
    const std::vector<Index> onWall = edit::wallsThrough(before, poly, near);
    std::set<Index> splitWalls;
    std::vector<Index> corners;
    for (std::size_t i = 0; i < poly.size(); ++i) {
        const Vec2& p = poly[i];
        Index vertex = atVertex[i];
        Index wall = onWall[i];
        const bool onEarlierCorner = std::any_of(poly.begin(), poly.begin() + i, [&](const Vec2& q) {
            return glm::length(q - p) <= 2 * edit::kSamePoint;
        });
        if (onEarlierCorner || (vertex == kNone && splitWalls.count(wall))) {
            vertex = edit::vertexAt(map, p);
            wall = vertex == kNone ? edit::wallThrough(map, p) : kNone;
        }
        if (vertex != kNone) {
            corners.push_back(vertex);
        } else if (wall != kNone) {
            splitWalls.insert(wall);
            corners.push_back(edit::splitWall(map, wall, p));
        } else {
            map.vertices.push_back({p});
            corners.push_back(static_cast<Index>(map.vertices.size() - 1));
        }
    }
    return corners;
}

} // namespace

DrawSector::DrawSector(Document& document, const QString& text) : MapPartsCommand(document, text)
{
}

Sector DrawSector::defaultSector()
{
    Sector s;
    s.floorHeight = 0;
    s.ceilingHeight = 128;
    s.floorMaterial = "FLAT1";
    s.ceilingMaterial = "CEIL1_1";
    s.light = 160;
    return s;
}

std::unique_ptr<DrawSector> DrawSector::create(Document& document, std::vector<Vec2> outline,
                                               QString* whyNot, QString text)
{
    const auto fail = [whyNot](const QString& reason) {
        if (whyNot)
            *whyNot = reason;
        return nullptr;
    };
    std::vector<Vec2> poly = cleanOutline(std::move(outline));
    if (poly.size() < 3 || std::abs(edit::signedArea2(poly)) < 1e-9)
        return fail(tr("A sector needs at least three corners that enclose an area."));
    if (selfIntersects(poly))
        return fail(tr("The outline crosses itself."));
    const Map& before = document.map();
    const Box2 outlineBox = boxOf(poly);
    const NearWalls near = nearWalls(before, outlineBox);
    if (crossesWalls(before, poly, near.walls))
        return createLines(document, poly, true, near.material, whyNot, text);
    // Clockwise in the plan (y up), so the inside is on the right of every edge: the front.
    if (edit::signedArea2(poly) > 0)
        std::reverse(poly.begin(), poly.end());

    Map map = before;
    const auto sector = static_cast<Index>(map.sectors.size());
    const std::vector<Index> corners = cornerVertices(map, before, poly, near.walls);

    // Walk the edges: reuse walls that are already there, add the others. Remember which
    // sectors the inside used to belong to (they give up that area) and which lie outside.
    std::set<Index> insideBefore;
    std::vector<Index> outside;
    const std::string& material = near.material;
    // The walls near the outline in the edited map: the near ones and the second halves of
    // those the corners split (their boxes lie in the halves' walls' boxes).
    std::vector<Index> edited = near.walls;
    for (std::size_t i = before.walls.size(); i < map.walls.size(); ++i)
        edited.push_back(static_cast<Index>(i));
    // Each edge's sectors on its two sides: the inside is right of a -> b, and a nudge far
    // below a unit stays within the edge's sectors. Found for all edges in one pass.
    std::vector<Vec2> nudged;
    for (std::size_t i = 0; i < corners.size(); ++i) {
        const Vec2 pa = map.vertices[static_cast<std::size_t>(corners[i])].pos;
        const Vec2 pb =
            map.vertices[static_cast<std::size_t>(corners[(i + 1) % corners.size()])].pos;
        const Vec2 mid = (pa + pb) * 0.5;
        const Vec2 right = glm::normalize(Vec2((pb - pa).y, -(pb - pa).x)) * 1e-3;
        nudged.push_back(mid + right);
        nudged.push_back(mid - right);
    }
    // The corners lie within kSamePoint of the outline's points, so the points beside the
    // edges lie in the rows the near walls' pass listed walls for.
    const std::vector<Index> sides = edit::sectorsAt(before, nudged, near.rows);
    std::vector<std::pair<Index, Index>> edges;
    for (std::size_t i = 0; i < corners.size(); ++i)
        edges.emplace_back(corners[i], corners[(i + 1) % corners.size()]);
    const std::vector<Index> existingWalls = edit::wallsBetween(map, edges, edited);
    for (std::size_t i = 0; i < corners.size(); ++i) {
        const auto [a, b] = edges[i];
        if (const Index existing = existingWalls[i]; existing != kNone) {
            Wall& w = map.walls[static_cast<std::size_t>(existing)];
            if (w.v1 == a) {
                insideBefore.insert(w.frontSector);
                outside.push_back(w.backSector);
                w.frontSector = sector;
            } else {
                insideBefore.insert(w.backSector);
                outside.push_back(w.frontSector);
                if (w.backSector == kNone)
                    edit::openWall(w, sector);
                else
                    w.backSector = sector;
            }
            continue;
        }
        const Index in = sides[2 * i];
        const Index out = sides[2 * i + 1];
        insideBefore.insert(in);
        outside.push_back(out);
        Wall w;
        w.v1 = a;
        w.v2 = b;
        w.frontSector = sector;
        w.front.middle = material;
        if (out != kNone)
            edit::openWall(w, out);
        map.walls.push_back(w);
    }

    // Existing walls inside the outline now face the new sector where they faced the area it
    // took over (an island drawn around, a pillar in a room).
    for (Index i : edited) {
        Wall& w = map.walls[static_cast<std::size_t>(i)];
        const Vec2 mid = (map.wallStart(w) + map.wallEnd(w)) * 0.5;
        if (!outlineBox.contains(mid) || !edit::insidePolygon(poly, mid))
            continue;
        if (insideBefore.count(w.frontSector))
            w.frontSector = sector;
        if (w.backSector == kNone ? insideBefore.count(kNone) : insideBefore.count(w.backSector)) {
            if (w.backSector == kNone)
                edit::openWall(w, sector);
            else
                w.backSector = sector;
        }
    }

    // Take the looks of the sector drawn in, else of a neighbour.
    Sector look = defaultSector();
    Index source = kNone;
    for (Index s : insideBefore)
        if (s != kNone) {
            source = s;
            break;
        }
    for (std::size_t i = 0; source == kNone && i < outside.size(); ++i)
        source = outside[i];
    if (source != kNone) {
        look = before.sectors[static_cast<std::size_t>(source)];
        look.special = 0;
        look.tag = 0;
        look.name.clear();
    }
    map.sectors.push_back(look);

    // A sector whose whole area the outline took (drawn exactly over it) is gone. Only the
    // sectors the inside used to belong to can have lost walls, and each of them had some (a
    // wall side or the crossings that found it). A pass over the walls only when the outline
    // took area from sectors, ending once each of them is seen to keep a wall.
    std::vector<Index> swallowed;
    for (Index s : insideBefore)
        if (s != kNone)
            swallowed.push_back(s);
    for (std::size_t i = 0; i < map.walls.size() && !swallowed.empty(); ++i) {
        const Wall& w = map.walls[i];
        std::erase_if(swallowed, [&w](Index s) { return w.frontSector == s || w.backSector == s; });
    }
    Index drawn = static_cast<Index>(map.sectors.size()) - 1;
    if (!swallowed.empty()) {
        edit::Removal removal(map);
        for (Index s : swallowed)
            removal.sectors[static_cast<std::size_t>(s)] = true;
        // The new sector, the last, may move into a swallowed one's place.
        drawn = edit::removeElements(map, std::move(removal)).sector(drawn);
    }
    Selection selection;
    selection.sectors = {drawn};

    std::unique_ptr<DrawSector> command(
        new DrawSector(document, text.isEmpty() ? tr("Draw Sector") : text));
    command->setResult(std::move(map), std::move(selection));
    return command;
}

std::unique_ptr<DrawSector> DrawSector::createLines(Document& document, std::vector<Vec2> points,
                                                    bool closed, QString* whyNot, QString text)
{
    return createLines(document, points, closed, wallMaterial(document.map()), whyNot, text);
}

std::unique_ptr<DrawSector> DrawSector::createLines(Document& document,
                                                    const std::vector<Vec2>& points, bool closed,
                                                    const std::string& material, QString* whyNot,
                                                    const QString& text)
{
    Map map = document.map();
    const edit::DrawResult drawn = edit::drawLines(map, points, closed, defaultSector(), material);
    if (!drawn.ok) {
        if (whyNot)
            *whyNot = tr("Cannot draw this: %1").arg(QString::fromStdString(drawn.error));
        return nullptr;
    }
    Selection selection;
    selection.sectors = drawn.sectors;
    std::unique_ptr<DrawSector> command(new DrawSector(
        document, text.isEmpty() ? (closed ? tr("Draw Sector") : tr("Draw Lines")) : text));
    command->setResult(std::move(map), std::move(selection));
    return command;
}

} // namespace sw::editor
