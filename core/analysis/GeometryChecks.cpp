// Geometry: zero-length walls, unused vertices, sectors that are not closed, walls that cross
// or overlap. These are wrong for any avatar; the BSP compiler works around them, Doom does not.
#include "analysis/AnalysisTolerance.h"
#include "analysis/Checks.h"
#include "base/Buckets.h"
#include "geom/Predicates.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <span>
#include <tuple>
#include <utility>
#include <vector>

namespace sw::analysis {

namespace {

using Key = std::pair<double, double>;
Key keyOf(const Vec2& p)
{
    return {p.x, p.y};
}

std::string at(const Vec2& p)
{
    return "(" + num(p.x) + ", " + num(p.y) + ")";
}

// Severity warning: a zero-length wall bounds nothing (the compiler skips it), but it is junk
// a designer will trip over when selecting.
void findZeroLengthWalls(const Context& ctx, Findings& out)
{
    for (std::size_t i = 0; i < ctx.map.walls.size(); ++i) {
        const Wall& w = ctx.map.walls[i];
        if (!ctx.wallOk(static_cast<Index>(i)) || ctx.length(w) >= atol::kZeroLength)
            continue;
        Finding f{"zero-length-wall",
                  Severity::Warning,
                  ctx.map.wallStart(w),
                  {static_cast<Index>(i)},
                  {w.frontSector},
                  {w.v1, w.v2},
                  {},
                  {}};
        if (w.twoSided())
            f.sectors.push_back(w.backSector);
        f.message =
            "wall " + std::to_string(i) + " has no length (both ends at " + at(f.where) + ")";
        out.push_back(std::move(f));
    }
}

// Severity warning: an unused vertex changes nothing in play.
void findDanglingVertices(const Context& ctx, Findings& out)
{
    for (std::size_t v = 0; v < ctx.map.vertices.size(); ++v) {
        if (!ctx.wallsAt(static_cast<Index>(v)).empty())
            continue;
        const Vec2 p = ctx.map.vertices[v].pos;
        out.push_back({"dangling-vertex",
                       Severity::Warning,
                       p,
                       {},
                       {},
                       {static_cast<Index>(v)},
                       {},
                       "vertex " + std::to_string(v) + " at " + at(p) + " is used by no wall"});
    }
}

// Severity error: where a sector's sides do not form closed loops, neither the BSP nor the game
// can tell what lies inside it, and its floor leaks into its neighbours.
void findUnclosedSectors(const Context& ctx, Findings& out)
{
    // Each side runs with its sector on the right; at every point of a closed boundary as many
    // sides leave as arrive. The sums are taken at each vertex from the walls that end there;
    // only where one is not zero can a point be loose (vertices may share a point, so those
    // are summed again by point).
    struct End {
        Key point;
        Index sector;
        int delta; // sides leaving minus sides arriving
    };
    std::vector<End> ends; // the vertices' non-zero sums
    std::vector<std::pair<Index, int>> sums;
    for (std::size_t v = 0; v < ctx.map.vertices.size(); ++v) {
        sums.clear();
        const auto add = [&](Index sector, int delta) {
            for (auto& [s, d] : sums)
                if (s == sector) {
                    d += delta;
                    return;
                }
            sums.emplace_back(sector, delta);
        };
        const auto vi = static_cast<Index>(v);
        for (const Index i : ctx.wallsAt(vi)) {
            const Wall& w = ctx.map.walls[static_cast<std::size_t>(i)];
            if (ctx.length(w) < atol::kZeroLength)
                continue;
            const int leaves = w.v1 == vi ? 1 : -1;
            add(w.frontSector, leaves);
            if (w.twoSided())
                add(w.backSector, -leaves);
        }
        for (const auto& [sector, delta] : sums)
            if (delta != 0)
                ends.push_back({keyOf(ctx.map.vertices[v].pos), sector, delta});
    }
    if (ends.empty())
        return;
    std::sort(ends.begin(), ends.end(), [](const End& x, const End& y) {
        return std::tie(x.sector, x.point) < std::tie(y.sector, y.point);
    });
    std::map<Index, std::vector<Key>> loose; // per sector, its loose points in order
    for (std::size_t k = 0; k < ends.size();) {
        int count = 0;
        std::size_t next = k;
        for (; next < ends.size() && ends[next].sector == ends[k].sector &&
               ends[next].point == ends[k].point;
             ++next)
            count += ends[next].delta;
        if (count != 0)
            loose[ends[k].sector].push_back(ends[k].point);
        k = next;
    }
    if (loose.empty())
        return;
    // The walls of each such sector that end at one of its loose points, with those ends:
    // found through the vertices at a loose point of any sector.
    std::vector<Key> anyLoose;
    for (const auto& [sector, points] : loose)
        anyLoose.insert(anyLoose.end(), points.begin(), points.end());
    std::sort(anyLoose.begin(), anyLoose.end());
    std::map<Index, Finding> found;
    for (std::size_t v = 0; v < ctx.map.vertices.size(); ++v) {
        const Key p = keyOf(ctx.map.vertices[v].pos);
        if (!std::binary_search(anyLoose.begin(), anyLoose.end(), p))
            continue;
        const auto vi = static_cast<Index>(v);
        for (const Index i : ctx.wallsAt(vi)) {
            const Wall& w = ctx.map.walls[static_cast<std::size_t>(i)];
            for (const Index sector : {w.frontSector, w.backSector}) {
                const auto it = loose.find(sector);
                if (sector == kNone || it == loose.end() ||
                    !std::binary_search(it->second.begin(), it->second.end(), p))
                    continue;
                Finding& f = found[sector];
                f.walls.push_back(i);
                f.vertices.push_back(vi);
            }
        }
    }
    for (const auto& [sector, points] : loose) {
        Finding f{"unclosed-sector",
                  Severity::Error,
                  {points[0].first, points[0].second},
                  {},
                  {sector},
                  {},
                  {},
                  {}};
        if (const auto it = found.find(sector); it != found.end()) {
            f.walls = std::move(it->second.walls);
            f.vertices = std::move(it->second.vertices);
        }
        for (auto* list : {&f.walls, &f.vertices}) {
            std::sort(list->begin(), list->end());
            list->erase(std::unique(list->begin(), list->end()), list->end());
        }
        f.message = "sector " + std::to_string(sector) + " is not closed: its boundary has " +
                    std::to_string(points.size()) + " loose end" + (points.size() == 1 ? "" : "s") +
                    ", the first at " + at(f.where);
        out.push_back(std::move(f));
    }
}

// Severity error for both: crossing walls make sectors ambiguous (the compiler must split
// them); overlapping walls draw twice and block or pass depending on which one a mover meets.
void checkPair(const Context& ctx, Index i, Index j, Findings& out)
{
    const Wall& wi = ctx.map.walls[static_cast<std::size_t>(i)];
    const Wall& wj = ctx.map.walls[static_cast<std::size_t>(j)];
    const Vec2 a = ctx.map.wallStart(wi), b = ctx.map.wallEnd(wi);
    const Vec2 c = ctx.map.wallStart(wj), d = ctx.map.wallEnd(wj);
    const int o1 = orientSign(a, b, c), o2 = orientSign(a, b, d);
    auto sectorsOf = [&] {
        std::vector<Index> s{wi.frontSector, wj.frontSector};
        for (const Wall* w : {&wi, &wj})
            if (w->twoSided())
                s.push_back(w->backSector);
        return s;
    };
    if (o1 == 0 && o2 == 0) {
        // Collinear: how long do they share?
        const double len = glm::length(b - a);
        const Vec2 u = (b - a) / len;
        const double tc = glm::dot(c - a, u), td = glm::dot(d - a, u);
        const double lo = std::max(0.0, std::min(tc, td)), hi = std::min(len, std::max(tc, td));
        if (hi - lo <= atol::kTouching)
            return;
        const Vec2 mid = a + u * ((lo + hi) / 2);
        out.push_back({"overlapping-walls",
                       Severity::Error,
                       mid,
                       {i, j},
                       sectorsOf(),
                       {},
                       {},
                       "wall " + std::to_string(i) + " and wall " + std::to_string(j) +
                           " overlap along " + num(hi - lo) + " units around " + at(mid)});
        return;
    }
    // Proper crossings only: walls that merely touch (a shared or lying-on vertex) are joints.
    const int o3 = orientSign(c, d, a), o4 = orientSign(c, d, b);
    if (o1 * o2 >= 0 || o3 * o4 >= 0)
        return;
    const double t = cross(c - a, d - c) / cross(b - a, d - c);
    const Vec2 x = a + (b - a) * t;
    out.push_back(
        {"crossing-walls",
         Severity::Error,
         x,
         {i, j},
         sectorsOf(),
         {},
         {},
         "wall " + std::to_string(i) + " crosses wall " + std::to_string(j) + " at " + at(x)});
}

// Walls with the same sector on both sides bound nothing: Doom maps draw them across sector
// borders on purpose as walk-over triggers, so they are left out.
void findCrossingAndOverlappingWalls(const Context& ctx, Findings& out)
{
    std::vector<Index> walls;
    for (std::size_t i = 0; i < ctx.map.walls.size(); ++i)
        if (ctx.wallOk(static_cast<Index>(i)) &&
            ctx.map.walls[i].frontSector != ctx.map.walls[i].backSector &&
            ctx.length(ctx.map.walls[i]) >= atol::kZeroLength)
            walls.push_back(static_cast<Index>(i));
    forNearWallPairs(ctx, walls, atol::kTouching,
                     [&](Index i, Index j) { checkPair(ctx, i, j, out); });
}

} // namespace

void forNearWallPairs(const Context& ctx, const std::vector<Index>& walls, double reach,
                      const std::function<void(Index, Index)>& visit)
{
    // Map units: cells about the size of a room's detail, so a cell holds a handful of walls.
    constexpr double kCell = 128;
    if (walls.empty())
        return;
    std::vector<Box2> boxes(walls.size());
    Box2 all;
    for (std::size_t k = 0; k < walls.size(); ++k) {
        const Wall& w = ctx.map.walls[static_cast<std::size_t>(walls[k])];
        boxes[k].add(ctx.map.wallStart(w));
        boxes[k].add(ctx.map.wallEnd(w));
        boxes[k].min -= Vec2{reach / 2, reach / 2};
        boxes[k].max += Vec2{reach / 2, reach / 2};
        all.add(boxes[k]);
    }
    auto cellOf = [&](double v, double lo) { return static_cast<long>((v - lo) / kCell); };
    const long nx = cellOf(all.max.x, all.min.x) + 1, ny = cellOf(all.max.y, all.min.y) + 1;
    // Each cell's walls, in the order given.
    const auto forEachCell = [&](const Box2& box, auto&& emit) {
        for (long y = cellOf(box.min.y, all.min.y); y <= cellOf(box.max.y, all.min.y); ++y)
            for (long x = cellOf(box.min.x, all.min.x); x <= cellOf(box.max.x, all.min.x); ++x)
                emit(static_cast<std::size_t>(y * nx + x));
    };
    const Buckets<std::uint32_t> cells(static_cast<std::size_t>(nx * ny), [&](auto&& emit) {
        for (std::size_t k = 0; k < boxes.size(); ++k)
            forEachCell(boxes[k], [&](std::size_t c) { emit(c, static_cast<std::uint32_t>(k)); });
    });
    // A pair is visited in the one cell holding the low corner of its boxes' intersection.
    for (long y = 0; y < ny; ++y)
        for (long x = 0; x < nx; ++x) {
            const std::span<const std::uint32_t> cell = cells[static_cast<std::size_t>(y * nx + x)];
            for (std::size_t p = 0; p < cell.size(); ++p)
                for (std::size_t q = p + 1; q < cell.size(); ++q) {
                    const Box2 &A = boxes[cell[p]], &B = boxes[cell[q]];
                    if (!A.overlaps(B))
                        continue;
                    const double lx = std::max(A.min.x, B.min.x), ly = std::max(A.min.y, B.min.y);
                    if (cellOf(lx, all.min.x) != x || cellOf(ly, all.min.y) != y)
                        continue;
                    const Index i = walls[cell[p]], j = walls[cell[q]];
                    visit(std::min(i, j), std::max(i, j));
                }
        }
}

void checkGeometry(const Context& ctx, Findings& out)
{
    // Walls of no length, vertices no wall uses.
    findZeroLengthWalls(ctx, out);
    findDanglingVertices(ctx, out);
    // Sectors whose sides leave loose ends.
    findUnclosedSectors(ctx, out);
    // Walls that cross or lie on each other.
    findCrossingAndOverlappingWalls(ctx, out);
}

} // namespace sw::analysis
