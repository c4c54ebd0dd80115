#include "views/PlanGeometry.h"

#include "views/PlanPalette.h"

#include "document/ChangeSet.h"

#include "base/Fingerprint.h"
#include "map/Map.h"

#include <QPainter>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <unordered_map>

namespace sw::editor {

namespace {

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
// With `only`, sectors not flagged in it get no edges (an update needs just a few).
std::vector<std::vector<Edge>> collectSectorEdges(const Map& map,
                                                  const std::vector<bool>* only = nullptr)
{
    std::vector<std::vector<Edge>> edges(map.sectors.size());
    const auto wanted = [&](Index s) {
        return validIndex(s, map.sectors.size()) && (!only || (*only)[static_cast<std::size_t>(s)]);
    };
    for (const Wall& w : map.walls) {
        if (!validIndex(w.v1, map.vertices.size()) || !validIndex(w.v2, map.vertices.size()))
            continue;
        if (wanted(w.frontSector))
            edges[static_cast<std::size_t>(w.frontSector)].push_back({w.v1, w.v2});
        if (wanted(w.backSector))
            edges[static_cast<std::size_t>(w.backSector)].push_back({w.v2, w.v1});
    }
    return edges;
}

// The sector's area as odd-even filled loops. Under the odd-even rule only the set of edges
// matters, not how they are grouped into loops, so the edges are simply strung together where
// they meet: no loop needs to be found whole, holes and several loops need no special case,
// and one vertex shared by two loops does no harm. Stringing them matters for speed: each edge
// becomes one segment, so the rasterizer crosses each boundary once. (A fan of triangles from
// one point fills correctly but made painting MAP12 several times slower.) A walk can only get
// stuck on a broken boundary; its loop then closes with a straight line. Every loop ends on its
// own start; see SectorShape for how the loops after the first are joined.
void buildSectorOutline(const Map& map, const std::vector<Edge>& edges,
                        PlanGeometry::SectorShape& shape)
{
    shape.outline.clear();
    shape.loopStarts.clear();
    if (edges.empty()) {
        shape.outline.squeeze();
        shape.loopStarts.squeeze();
        shape.bounds = QRectF();
        return;
    }
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

    QPolygonF& points = shape.outline;
    points.reserve(static_cast<qsizetype>(edges.size() + edges.size() / 4 + 1));
    for (std::size_t start = 0; start < edges.size(); ++start) {
        if (used[start])
            continue;
        if (!points.isEmpty())
            shape.loopStarts.append(points.size());
        const Index origin = edges[start].a;
        points.append(pos(origin));
        Index v = origin;
        for (std::optional<std::size_t> e = start; e; e = nextEdge(v)) {
            used[*e] = true;
            v = edges[*e].a == v ? edges[*e].b : edges[*e].a;
            points.append(pos(v));
            if (v == origin)
                break;
        }
        if (v != origin)
            points.append(pos(origin)); // a broken boundary: close the loop
        if (!shape.loopStarts.isEmpty())
            points.append(points.front()); // back along the bridge
    }
    points.squeeze();
    shape.loopStarts.squeeze();
    shape.bounds = points.boundingRect();
}

// Per sector, a key of the edges it is built from (collectSectorEdges' edges, in the same
// order, by their ends' places). Equal keys give the same fill: under the odd-even rule it
// depends only on the edges' places, and an outline strings the edges in their order (where
// they meet by vertex index; distinct vertices in one place, in a broken map, may string them
// otherwise, which fills the same). Places rather than indices, so that renumbered vertices
// (deleting some) leave the keys as they were.
std::vector<std::uint64_t> sectorEdgeKeys(const Map& map)
{
    std::vector<Fingerprint> prints(map.sectors.size());
    const auto add = [&](Index s, Index a, Index b) {
        if (!validIndex(s, prints.size()))
            return;
        Fingerprint& h = prints[static_cast<std::size_t>(s)];
        h.add(map.vertices[static_cast<std::size_t>(a)].pos);
        h.add(map.vertices[static_cast<std::size_t>(b)].pos);
    };
    for (const Wall& w : map.walls) {
        if (!validIndex(w.v1, map.vertices.size()) || !validIndex(w.v2, map.vertices.size()))
            continue;
        add(w.frontSector, w.v1, w.v2);
        add(w.backSector, w.v2, w.v1);
    }
    std::vector<std::uint64_t> keys;
    keys.reserve(prints.size());
    for (const Fingerprint& h : prints)
        keys.push_back(h.value()); // never 0, which marks an outline no key describes
    return keys;
}

} // namespace

QPainterPath PlanGeometry::SectorShape::path() const
{
    QPainterPath path;
    path.setFillRule(Qt::OddEvenFill);
    // Loop k runs from its start to the point before the next loop's start, less the bridge
    // point that follows every loop after the first.
    for (qsizetype k = 0; k <= loopStarts.size(); ++k) {
        const qsizetype begin = k == 0 ? 0 : loopStarts[k - 1];
        const qsizetype end = k < loopStarts.size() ? loopStarts[k] - (k > 0 ? 1 : 0)
                                                    : outline.size() - (k > 0 ? 1 : 0);
        if (begin >= end)
            continue;
        path.moveTo(outline[begin]);
        for (qsizetype i = begin + 1; i < end; ++i)
            path.lineTo(outline[i]);
        path.closeSubpath();
    }
    return path;
}

bool PlanGeometry::SectorShape::contains(const QPointF& p) const
{
    return bounds.contains(p) && path().contains(p);
}

void PlanGeometry::SectorShape::draw(QPainter& painter) const
{
    if (!outline.isEmpty())
        painter.drawPolygon(outline.constData(), static_cast<int>(outline.size()), Qt::OddEvenFill);
}

PlanGeometry PlanGeometry::build(const Map& map)
{
    return build(map, nullptr);
}

PlanGeometry PlanGeometry::build(const Map& map, const PlanGeometry* before)
{
    PlanGeometry g;
    const std::vector<std::uint64_t> keys = sectorEdgeKeys(map);
    g.sectors.resize(map.sectors.size());
    // The outlines `before` has for the same edges (a sector renumbered keeps its outline).
    std::vector<bool> wanted(map.sectors.size(), true);
    if (before) {
        // Most sectors keep their number (a room drawn or deleted at the end of the list): those
        // are matched in place, the others through the keys of the earlier outlines left. (A
        // key names the edges an outline is made from, so any outline with it would do.)
        std::vector<bool> taken(before->sectors.size(), false);
        std::size_t left = 0;
        for (std::size_t i = 0; i < map.sectors.size(); ++i)
            if (i < before->sectors.size() && keys[i] != 0 &&
                before->sectors[i].edgeKey == keys[i]) {
                g.sectors[i] = before->sectors[i]; // the lists are shared, not copied
                wanted[i] = false;
                taken[i] = true;
            } else {
                ++left;
            }
        std::unordered_map<std::uint64_t, std::size_t> earlier;
        for (std::size_t i = 0; i < before->sectors.size() && left > 0; ++i)
            if (!taken[i] && before->sectors[i].edgeKey != 0)
                earlier.emplace(before->sectors[i].edgeKey, i);
        if (!earlier.empty())
            for (std::size_t i = 0; i < map.sectors.size(); ++i)
                if (wanted[i])
                    if (const auto it = earlier.find(keys[i]); it != earlier.end()) {
                        g.sectors[i] = before->sectors[it->second];
                        wanted[i] = false;
                    }
    }
    const std::vector<std::vector<Edge>> edges =
        collectSectorEdges(map, before ? &wanted : nullptr);
    for (std::size_t i = 0; i < map.sectors.size(); ++i) {
        if (wanted[i])
            buildSectorOutline(map, edges[i], g.sectors[i]);
        g.sectors[i].edgeKey = keys[i];
    }
    g.colourSectors(map);
    g.collectLinesAndPoints(map);
    return g;
}

QList<QLineF>& PlanGeometry::wallList(std::uint8_t list)
{
    return list == 0 ? oneSidedWalls : list == 1 ? twoSidedWalls : blockingWalls;
}

void PlanGeometry::removeWallLine(std::size_t wall)
{
    WallSlot& slot = m_wallSlots[wall];
    if (slot.list == kNoList)
        return;
    QList<QLineF>& lines = wallList(slot.list);
    std::vector<std::int32_t>& owners = m_lineWalls[slot.list];
    const auto at = static_cast<std::size_t>(slot.at);
    const std::size_t last = owners.size() - 1;
    if (at != last) {
        lines[static_cast<qsizetype>(at)] = lines.back();
        owners[at] = owners[last];
        m_wallSlots[static_cast<std::size_t>(owners[at])].at = slot.at;
    }
    lines.removeLast();
    owners.pop_back();
    slot.list = kNoList;
}

void PlanGeometry::addWallLine(const Map& map, std::size_t wall)
{
    const Wall& w = map.walls[wall];
    WallSlot& slot = m_wallSlots[wall];
    slot.front = w.frontSector;
    slot.back = w.backSector;
    slot.list = kNoList;
    if (!validIndex(w.v1, map.vertices.size()) || !validIndex(w.v2, map.vertices.size()))
        return;
    slot.list = !w.twoSided() ? 0 : w.blocking() ? 2 : 1;
    QList<QLineF>& lines = wallList(slot.list);
    slot.at = static_cast<std::int32_t>(lines.size());
    lines.append(QLineF(toQt(map.wallStart(w)), toQt(map.wallEnd(w))));
    m_lineWalls[slot.list].push_back(static_cast<std::int32_t>(wall));
}

namespace {
template <typename List, typename Same, typename Changed>
void differingElements(const List& before, const List& after, Same same, Changed changed);
} // namespace

bool PlanGeometry::updateInPlace(const Map& map, const ChangeSet& changes,
                                 const ChangeSet::Lengths& was,
                                 std::optional<std::vector<QRectF>>& changed)
{
    const std::size_t nv = map.vertices.size(), nw = map.walls.size(), ns = map.sectors.size();
    // This geometry must be the one of the map before the edit.
    if (m_wallSlots.size() != was.walls || sectors.size() != was.sectors ||
        static_cast<std::size_t>(vertices.size()) != was.vertices)
        return false;
    // A structural edit is worth it while it touched a small part of the map: a deletion in the
    // middle of a list renumbers (changes) everything after it.
    const auto small = [](std::size_t count, std::size_t tail, std::size_t n) {
        return count + tail <= std::max<std::size_t>(256, n / 16);
    };
    const auto gap = [](std::size_t a, std::size_t b) { return a > b ? a - b : b - a; };
    if (changes.topology && (!small(changes.vertexIndices.size(), gap(was.vertices, nv), nv) ||
                             !small(changes.wallIndices.size(), gap(was.walls, nw), nw) ||
                             !small(changes.sectorIndices.size(), gap(was.sectors, ns), ns)))
        return false;

    std::vector<QRectF> areas;
    // The box of some points (QRectF::united would drop a box of one point: it is null).
    const auto boxOf = [](std::initializer_list<QPointF> points) {
        QPointF low = *points.begin(), high = low;
        for (const QPointF& p : points) {
            low = QPointF(std::min(low.x(), p.x()), std::min(low.y(), p.y()));
            high = QPointF(std::max(high.x(), p.x()), std::max(high.y(), p.y()));
        }
        return QRectF(low, high);
    };
    // The vertices that moved or came and went.
    const std::size_t commonVertices = std::min(was.vertices, nv);
    std::vector<bool> movedVertex(std::max(was.vertices, nv), false);
    for (const Index v : changes.vertexIndices)
        if (validIndex(v, commonVertices))
            movedVertex[static_cast<std::size_t>(v)] = true;
    for (std::size_t v = commonVertices; v < movedVertex.size(); ++v)
        movedVertex[v] = true;
    const auto moved = [&](Index v) {
        return v >= 0 && (static_cast<std::size_t>(v) >= movedVertex.size() ||
                          movedVertex[static_cast<std::size_t>(v)]);
    };
    // The walls whose lines are drawn again: kChanged, the changed ones and those past the
    // shorter length (their sectors may have gained or lost a side: their whole fills are drawn
    // again); kMoved, those at a moved vertex (their sectors' fills change between the walls'
    // old and new places, which the walls' areas cover).
    constexpr std::uint8_t kMoved = 1, kChanged = 2;
    const std::size_t commonWalls = std::min(was.walls, nw);
    std::vector<std::uint8_t> redo(std::max(was.walls, nw), 0);
    std::size_t redone = redo.size() - commonWalls;
    for (const Index w : changes.wallIndices)
        if (validIndex(w, commonWalls) && redo[static_cast<std::size_t>(w)] == 0) {
            redo[static_cast<std::size_t>(w)] = kChanged;
            ++redone;
        }
    for (std::size_t w = commonWalls; w < redo.size(); ++w)
        redo[w] = kChanged;
    if (!changes.vertexIndices.empty() || was.vertices != nv)
        for (std::size_t w = 0; w < commonWalls; ++w)
            if (redo[w] == 0 && (moved(map.walls[w].v1) || moved(map.walls[w].v2))) {
                redo[w] = kMoved;
                ++redone;
            }
    // Sectors whose outline may have changed (those of the walls drawn again, before and after),
    // and those whose whole fill is drawn again.
    std::vector<bool> dirty(std::max(was.sectors, ns), false), refill(dirty.size(), false);
    const auto mark = [&](const WallSlot& slot, bool whole) {
        for (const Index s : {slot.front, slot.back})
            if (validIndex(s, dirty.size())) {
                dirty[static_cast<std::size_t>(s)] = true;
                refill[static_cast<std::size_t>(s)] = refill[static_cast<std::size_t>(s)] || whole;
            }
    };
    // Each wall's line before and after: one area over both, which covers what lies between.
    std::vector<std::pair<std::size_t, QLineF>> before;
    for (std::size_t w = 0; w < was.walls && redone > 0; ++w)
        if (redo[w] != 0) {
            const WallSlot& slot = m_wallSlots[w];
            mark(slot, redo[w] == kChanged);
            if (slot.list != kNoList)
                before.emplace_back(w, wallList(slot.list).at(slot.at));
            removeWallLine(w);
        }
    m_wallSlots.resize(nw);
    auto earlier = before.begin();
    for (std::size_t w = 0; w < redo.size() && redone > 0; ++w) {
        if (redo[w] == 0)
            continue;
        std::optional<QLineF> now;
        if (w < nw) {
            addWallLine(map, w);
            const WallSlot& slot = m_wallSlots[w];
            mark(slot, redo[w] == kChanged);
            if (slot.list != kNoList)
                now = wallList(slot.list).at(slot.at);
        }
        while (earlier != before.end() && earlier->first < w)
            ++earlier;
        const bool had = earlier != before.end() && earlier->first == w;
        if (had && now)
            areas.push_back(
                boxOf({earlier->second.p1(), earlier->second.p2(), now->p1(), now->p2()}));
        else if (had)
            areas.push_back(boxOf({earlier->second.p1(), earlier->second.p2()}));
        else if (now)
            areas.push_back(boxOf({now->p1(), now->p2()}));
    }
    for (std::size_t s = std::min(was.sectors, ns); s < dirty.size(); ++s)
        dirty[s] = refill[s] = true;

    // The sectors: those gone leave their area; the dirty ones are built again.
    for (std::size_t s = ns; s < sectors.size(); ++s)
        if (!sectors[s].isEmpty())
            areas.push_back(sectors[s].bounds);
    sectors.resize(ns);
    dirty.resize(ns);
    const bool anyDirty = std::find(dirty.begin(), dirty.end(), true) != dirty.end();
    const std::vector<std::vector<Edge>> edges =
        anyDirty ? collectSectorEdges(map, &dirty) : std::vector<std::vector<Edge>>();
    for (std::size_t s = 0; s < ns && anyDirty; ++s)
        if (dirty[s]) {
            if (refill[s] && !sectors[s].isEmpty())
                areas.push_back(sectors[s].bounds);
            buildSectorOutline(map, edges[s], sectors[s]);
            sectors[s].edgeKey = 0; // not kept by the next rebuild's matching
            if (refill[s] && !sectors[s].isEmpty())
                areas.push_back(sectors[s].bounds);
        }
    // Fills, when heights or the sectors changed (a height may be a new end of the ramp).
    bool recoloured = false;
    if (changes.sectors || was.sectors != ns) {
        const double lowest = minFloor, highest = maxFloor;
        std::vector<QColor> fills;
        fills.reserve(sectors.size());
        for (const SectorShape& s : sectors)
            fills.push_back(s.fill);
        colourSectors(map);
        recoloured = lowest != minFloor || highest != maxFloor;
        for (std::size_t s = 0; s < ns && !recoloured; ++s)
            if (sectors[s].fill != fills[s] && !sectors[s].isEmpty())
                areas.push_back(sectors[s].bounds);
    }

    // The vertices, drawn too where no wall is.
    for (std::size_t v = 0; v < movedVertex.size(); ++v) {
        if (!movedVertex[v])
            continue;
        if (v < commonVertices)
            areas.push_back(
                boxOf({vertices[static_cast<qsizetype>(v)], toQt(map.vertices[v].pos)}));
        else if (v < was.vertices)
            areas.push_back(boxOf({vertices[static_cast<qsizetype>(v)]}));
        else
            areas.push_back(boxOf({toQt(map.vertices[v].pos)}));
    }
    vertices.resize(static_cast<qsizetype>(nv));
    for (std::size_t v = 0; v < nv; ++v)
        if (movedVertex[v])
            vertices[static_cast<qsizetype>(v)] = toQt(map.vertices[v].pos);

    // Things (the markers that differ, for the view to draw again at their drawn size), the
    // player start (drawn again whole) and the bounds.
    const bool thingsEdited = changes.things || was.things != map.things.size();
    if (changes.vertices || changes.walls || changes.topology || thingsEdited ||
        changes.playerStart) {
        const QList<Marker> thingsBefore = things; // shared until collected again
        collectThingsAndBounds(map);
        if (thingsEdited)
            differingElements(
                thingsBefore, things,
                [](const Marker& a, const Marker& b) {
                    return a.pos == b.pos && a.angle == b.angle && a.type == b.type;
                },
                [this](const Marker& m) { changedThings.push_back(m); });
    }
    // The player start or the colour ramp's ends: the whole plan may have changed.
    if (changes.playerStart || recoloured)
        changed.reset();
    else
        changed = std::move(areas);
    return true;
}

std::optional<std::vector<QRectF>> PlanGeometry::update(const Map& map, const ChangeSet& changes)
{
    changedThings.clear();
    // An edit that changed elements in place, or swapped them and says how (lengthsBefore):
    // only what it touched is made again.
    if (!changes.topology || changes.lengthsBefore) {
        const ChangeSet::Lengths lengths = changes.lengthsBefore.value_or(ChangeSet::Lengths{
            map.vertices.size(), map.walls.size(), map.sectors.size(), map.things.size()});
        std::optional<std::vector<QRectF>> areas;
        if (updateInPlace(map, changes, lengths, areas))
            return areas;
    }
    PlanGeometry before = std::move(*this);
    *this = build(map, &before);
    if (changes.things || changes.playerStart || before.minFloor != minFloor ||
        before.maxFloor != maxFloor)
        return std::nullopt;
    return changedAreas(before);
}

namespace {

// The elements of two versions of a list that differ. A structural edit inserts or removes one
// run of elements (a room drawn: its walls and sector at the end; walls deleted: a run from
// the middle, the rest renumbered) and may change others in place (a sector that gets a hole).
// So the lists are lined up as one block of |size difference| elements inserted into the
// shorter one, at the place where the fewest elements then differ; `changed` is called with
// each element of the block and with both versions of every element that differs.
template <typename List, typename Same, typename Changed>
void differingElements(const List& before, const List& after, Same same, Changed changed)
{
    const bool grew = after.size() >= before.size();
    const List& shorter = grew ? before : after;
    const List& longer = grew ? after : before;
    const auto n = static_cast<std::size_t>(shorter.size());
    const auto gap = static_cast<std::size_t>(longer.size()) - n;
    // Most often nothing differs but the block: the elements before it are the same from the
    // front and those after it from the back, found in one pass instead of the two below. Where
    // several places would leave no other element differing, the block's elements are the same
    // at each (the elements between them repeat with the block's length), so any will do.
    std::size_t front = 0, back = 0; // the same from the front, and from the back
    while (front < n && same(shorter[front], longer[front]))
        ++front;
    while (back < n - std::min(front, n) && same(shorter[n - 1 - back], longer[n - 1 - back + gap]))
        ++back;
    if (front + back >= n) {
        for (std::size_t j = n - back; j < n - back + gap; ++j)
            changed(longer[j]);
        return;
    }
    // differBefore[k]: elements among the first k that differ with the block after them;
    // differAfter[k]: elements from k on that differ with the block before them.
    std::vector<std::uint32_t> differBefore(n + 1, 0), differAfter(n + 1, 0);
    for (std::size_t i = 0; i < n; ++i)
        differBefore[i + 1] = differBefore[i] + (same(shorter[i], longer[i]) ? 0 : 1);
    for (std::size_t i = n; i-- > 0;)
        differAfter[i] = differAfter[i + 1] + (same(shorter[i], longer[i + gap]) ? 0 : 1);
    std::size_t at = 0;
    for (std::size_t k = 1; k <= n; ++k)
        if (differBefore[k] + differAfter[k] < differBefore[at] + differAfter[at])
            at = k;
    // Whether each pair differs is known from the counts: no element is compared again.
    for (std::size_t i = 0; i < n; ++i) {
        const bool differs = i < at ? differBefore[i + 1] != differBefore[i]
                                    : differAfter[i] != differAfter[i + 1];
        if (differs) {
            changed(shorter[i]);
            changed(longer[i < at ? i : i + gap]);
        }
    }
    for (std::size_t j = at; j < at + gap; ++j)
        changed(longer[j]);
}

} // namespace

std::vector<QRectF> PlanGeometry::changedAreas(const PlanGeometry& before) const
{
    std::vector<QRectF> areas;
    const auto sameSector = [](const SectorShape& a, const SectorShape& b) {
        return a.fill == b.fill && a.outline == b.outline;
    };
    differingElements(before.sectors, sectors, sameSector, [&](const SectorShape& s) {
        if (!s.isEmpty())
            areas.push_back(s.bounds);
    });
    const auto lineBox = [&](const QLineF& l) {
        areas.push_back(QRectF(l.p1(), l.p2()).normalized());
    };
    for (const auto& [was, now] : {std::pair{&before.oneSidedWalls, &oneSidedWalls},
                                   std::pair{&before.twoSidedWalls, &twoSidedWalls},
                                   std::pair{&before.blockingWalls, &blockingWalls}})
        differingElements(*was, *now, std::equal_to<QLineF>(), lineBox);
    differingElements(before.vertices, vertices, std::equal_to<QPointF>(),
                 [&](const QPointF& p) { areas.push_back(QRectF(p, p)); });
    return areas;
}

void PlanGeometry::colourSectors(const Map& map)
{
    // Floor range for the colour ramp.
    minFloor = maxFloor = 0;
    if (!map.sectors.empty()) {
        const auto [lo, hi] = std::minmax_element(
            map.sectors.begin(), map.sectors.end(),
            [](const Sector& a, const Sector& b) { return a.floorHeight < b.floorHeight; });
        minFloor = lo->floorHeight;
        maxFloor = hi->floorHeight;
    }
    const double range = maxFloor - minFloor;
    for (std::size_t i = 0; i < map.sectors.size() && i < sectors.size(); ++i) {
        const double t = range > 0 ? (map.sectors[i].floorHeight - minFloor) / range : 0.5;
        sectors[i].fill = PlanPalette::floorColor(t);
    }
}

void PlanGeometry::collectLinesAndPoints(const Map& map)
{
    oneSidedWalls.clear();
    twoSidedWalls.clear();
    blockingWalls.clear();
    vertices.clear();

    // Walls, split by how they are drawn; counted first, so that each list is made at its size
    // (growing them step by step copied the largest maps' lists again and again).
    qsizetype oneSided = 0, blocking = 0, twoSided = 0;
    for (const Wall& w : map.walls)
        ++(!w.twoSided() ? oneSided : w.blocking() ? blocking : twoSided);
    oneSidedWalls.reserve(oneSided);
    twoSidedWalls.reserve(twoSided);
    blockingWalls.reserve(blocking);
    for (std::vector<std::int32_t>& owners : m_lineWalls)
        owners.clear();
    m_lineWalls[0].reserve(static_cast<std::size_t>(oneSided));
    m_lineWalls[1].reserve(static_cast<std::size_t>(twoSided));
    m_lineWalls[2].reserve(static_cast<std::size_t>(blocking));
    m_wallSlots.assign(map.walls.size(), WallSlot{});
    for (std::size_t i = 0; i < map.walls.size(); ++i)
        addWallLine(map, i);

    // Points.
    vertices.reserve(static_cast<qsizetype>(map.vertices.size()));
    for (const Vertex& v : map.vertices)
        vertices.append(toQt(v.pos));
    collectThingsAndBounds(map);
}

void PlanGeometry::collectThingsAndBounds(const Map& map)
{
    things.clear();
    playerStart.reset();
    bounds.reset();
    things.reserve(static_cast<qsizetype>(map.things.size()));
    for (const Thing& t : map.things) {
        // A Doom map's player-1 start is also a thing; its own marker already shows it.
        if (map.playerStart && t.type == kDoomPlayer1Start && t.pos == map.playerStart->pos)
            continue;
        things.append({toQt(t.pos), t.angle, t.type});
    }
    if (map.playerStart)
        playerStart = Marker{toQt(map.playerStart->pos), map.playerStart->angle};

    const Box2 box = map.bounds();
    if (!box.empty())
        bounds = QRectF(QPointF(box.min.x, box.min.y), QPointF(box.max.x, box.max.y));
}

} // namespace sw::editor
