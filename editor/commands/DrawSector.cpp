#include "commands/DrawSector.h"

#include "document/Document.h"
#include "map/MapEditing.h"

#include <algorithm>
#include <set>
#include <string_view>
#include <unordered_map>

namespace sw::editor {

namespace {

// The material of new solid walls: the map's most used middle material, so a drawn room looks
// like its neighbours.
std::string wallMaterial(const Map& map)
{
    // Counted by the names' views into the walls (no string made per wall; MAP12's 10,884
    // walls took 0.5 ms through a sorted map of strings). A tie goes to the name first in
    // alphabetical order.
    std::unordered_map<std::string_view, int> counts;
    for (const Wall& w : map.walls)
        if (!w.front.middle.empty())
            ++counts[w.front.middle.view()];
    std::string_view best = "STARTAN2";
    int most = 0;
    for (const auto& [name, count] : counts)
        if (count > most || (count == most && name < best)) {
            best = name;
            most = count;
        }
    return std::string(best);
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

bool crossesWalls(const Map& map, const std::vector<Vec2>& poly)
{
    Vec2 low = poly.front(), high = low;
    for (const Vec2& p : poly) {
        low = glm::min(low, p);
        high = glm::max(high, p);
    }
    // One pass over the walls; only those whose box meets the outline's can cross it.
    for (const Wall& w : map.walls) {
        if (w.v1 < 0 || w.v2 < 0 || static_cast<std::size_t>(w.v1) >= map.vertices.size() ||
            static_cast<std::size_t>(w.v2) >= map.vertices.size())
            continue;
        const Vec2 a = map.wallStart(w), b = map.wallEnd(w);
        if (std::max(a.x, b.x) < low.x || std::min(a.x, b.x) > high.x ||
            std::max(a.y, b.y) < low.y || std::min(a.y, b.y) > high.y)
            continue;
        for (std::size_t i = 0; i < poly.size(); ++i)
            if (edit::segmentsCross(poly[i], poly[(i + 1) % poly.size()], a, b))
                return true;
    }
    return false;
}

// Each corner's vertex: an existing one, one made by splitting the wall it lies on, or a new
// one, taken in order as if each corner looked at the map the earlier ones left. The vertices
// and walls at the corners are found in `before` (the map before any corner) in one pass each;
// a corner looks again in the edited map where an earlier corner may have changed the answer:
// its wall was split by an earlier corner, or it lies on an earlier corner.
std::vector<Index> cornerVertices(Map& map, const Map& before, const std::vector<Vec2>& poly)
{
    const std::vector<Index> atVertex = edit::verticesAt(before, poly);
    const std::vector<Index> onWall = edit::wallsThrough(before, poly);
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
    if (crossesWalls(before, poly))
        return createLines(document, poly, true, whyNot, text);
    // Clockwise in the plan (y up), so the inside is on the right of every edge: the front.
    if (edit::signedArea2(poly) > 0)
        std::reverse(poly.begin(), poly.end());

    Map map = MapPartsCommand::copyToEdit(before);
    const auto sector = static_cast<Index>(map.sectors.size());
    const std::vector<Index> corners = cornerVertices(map, before, poly);

    // Walk the edges: reuse walls that are already there, add the others. Remember which
    // sectors the inside used to belong to (they give up that area) and which lie outside.
    std::set<Index> insideBefore;
    std::vector<Index> outside;
    const std::string material = wallMaterial(before);
    const std::size_t firstNewWall = map.walls.size();
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
    const std::vector<Index> sides = edit::sectorsAt(before, nudged);
    std::vector<std::pair<Index, Index>> edges;
    for (std::size_t i = 0; i < corners.size(); ++i)
        edges.emplace_back(corners[i], corners[(i + 1) % corners.size()]);
    const std::vector<Index> existingWalls = edit::wallsBetween(map, edges);
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
    Box2 outlineBox;
    for (const Vec2& p : poly)
        outlineBox.add(p);
    for (std::size_t i = 0; i < firstNewWall; ++i) {
        Wall& w = map.walls[i];
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

    // A sector whose whole area the outline took (drawn exactly over it) is gone.
    edit::Removal removal(map);
    std::vector<bool> referenced(map.sectors.size(), false);
    std::vector<bool> hadWalls(before.sectors.size(), false);
    for (const Wall& w : map.walls)
        for (Index s : {w.frontSector, w.backSector})
            if (s != kNone)
                referenced[static_cast<std::size_t>(s)] = true;
    for (const Wall& w : before.walls)
        for (Index s : {w.frontSector, w.backSector})
            if (s != kNone)
                hadWalls[static_cast<std::size_t>(s)] = true;
    for (std::size_t s = 0; s < before.sectors.size(); ++s)
        removal.sectors[s] = !referenced[s] && hadWalls[s];
    edit::removeElements(map, std::move(removal));
    // Removing swallowed sectors renumbers the ones after them; the new sector stays the last.
    Selection selection;
    selection.sectors = {static_cast<Index>(map.sectors.size()) - 1};

    std::unique_ptr<DrawSector> command(
        new DrawSector(document, text.isEmpty() ? tr("Draw Sector") : text));
    command->setResult(std::move(map), std::move(selection));
    return command;
}

std::unique_ptr<DrawSector> DrawSector::createLines(Document& document, std::vector<Vec2> points,
                                                    bool closed, QString* whyNot, QString text)
{
    Map map = MapPartsCommand::copyToEdit(document.map());
    const edit::DrawResult drawn =
        edit::drawLines(map, points, closed, defaultSector(), wallMaterial(map));
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
