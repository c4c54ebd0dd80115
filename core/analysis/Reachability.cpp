// unreachable: sectors the avatar cannot walk to from the player start. A flood over the BSP
// leaves: from a leaf to the leaves across each of its edges, through a wall only when the
// collision rules let the avatar pass (climbable rise, headroom, an opening as wide as the
// footprint; drops are one-way). Doom mechanisms count as ways in: sectors a special moves
// are passable whatever their present heights, a special line in a reached sector makes the
// sectors it tags reachable (lifts, raised bridges), and a teleport line whose front sector is
// reached leads to the leaf of its destination by the rule the drag, the probes and walk mode
// follow (collision/SpecialLines: the avatar's teleports, from the front, to the first
// destination thing in a tagged sector; monsters-only and line-to-line ones lead nowhere).
#include "analysis/AnalysisTolerance.h"
#include "analysis/Checks.h"
#include "analysis/DoomSpecials.h"
#include "analysis/LeafLinks.h"
#include "collision/SpecialLines.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <map>
#include <numeric>

namespace sw::analysis {

namespace {

constexpr double kUnlimited = 1e300;

class Flood {
public:
    explicit Flood(const Context& ctx) : m_ctx(ctx)
    {
        indexLeaves();
        measureOpenings();
        indexTags();
    }

    // Floods from the player start; false when there is none or it is in the void.
    bool run()
    {
        if (!m_ctx.map.playerStart)
            return false;
        const std::int32_t start = m_ctx.bsp.leafAt(m_ctx.map.playerStart->pos);
        if (leafSector(start) == kNone)
            return false;
        m_links = m_ctx.options.leafLinks
                      ? m_ctx.options.leafLinks->get(m_ctx.bsp, m_ctx.world)
                      : std::make_shared<const LeafLinks>(m_ctx.bsp, m_ctx.world);
        reach(start);
        while (!m_queue.empty()) {
            const std::int32_t leaf = m_queue.front();
            m_queue.pop_front();
            // Across every edge of the leaf, into each leaf on the other side it may enter.
            visitNeighbours(leaf);
        }
        return true;
    }

    bool sectorReached(Index s) const { return m_sectorReached[static_cast<std::size_t>(s)]; }
    const std::vector<std::int32_t>& leavesOf(Index s) const
    {
        return m_sectorLeaves[static_cast<std::size_t>(s)];
    }
    // Width of the opening a passable two-sided wall belongs to.
    double opening(Index w) const { return m_opening[static_cast<std::size_t>(w)]; }

    // Whether the avatar walks from sector a into sector b, across `wall` (kNone: no wall).
    bool canCross(Index a, Index b, Index wall) const
    {
        if (b == kNone)
            return false;
        if (wall != kNone) {
            const Wall& w = m_ctx.map.walls[static_cast<std::size_t>(wall)];
            if (m_ctx.solid(w))
                return false;
            if (opening(wall) < m_ctx.footprintWidth() - atol::kGapMargin)
                return false;
        }
        if (a == b || m_ctx.movable(a) || m_ctx.movable(b))
            return true;
        const Sector &sa = m_ctx.sector(a), &sb = m_ctx.sector(b);
        const double top = std::min(sa.ceilingHeight, sb.ceilingHeight);
        return m_ctx.walkable(b) &&
               sb.floorHeight - sa.floorHeight <= m_ctx.profile.stepHeight + atol::kHeight &&
               top - std::max(sa.floorHeight, sb.floorHeight) >=
                   m_ctx.profile.height - atol::kHeight;
    }

private:
    Index leafSector(std::int32_t leaf) const
    {
        return m_ctx.bsp.leaves()[static_cast<std::size_t>(leaf)].sector;
    }

    void indexLeaves()
    {
        const auto& leaves = m_ctx.bsp.leaves();
        m_leafReached.assign(leaves.size(), false);
        m_sectorReached.assign(m_ctx.map.sectors.size(), false);
        m_sectorLeaves.resize(m_ctx.map.sectors.size());
        for (std::size_t l = 0; l < leaves.size(); ++l)
            if (leaves[l].sector != kNone &&
                static_cast<std::size_t>(leaves[l].sector) < m_ctx.map.sectors.size())
                m_sectorLeaves[static_cast<std::size_t>(leaves[l].sector)].push_back(
                    static_cast<std::int32_t>(l));
    }

    // Passable walls between the same two sectors, joined end to end, make one opening; its
    // width is the distance between the chain's two free ends (a closed or branching chain,
    // like a raised platform's outline, has no limit).
    void measureOpenings()
    {
        const auto& walls = m_ctx.map.walls;
        m_opening.assign(walls.size(), kUnlimited);
        std::map<std::pair<Index, Index>, std::vector<Index>> bySectors;
        for (std::size_t i = 0; i < walls.size(); ++i)
            if (m_ctx.wallOk(static_cast<Index>(i)) && !m_ctx.solid(walls[i]))
                bySectors[{std::min(walls[i].frontSector, walls[i].backSector),
                           std::max(walls[i].frontSector, walls[i].backSector)}]
                    .push_back(static_cast<Index>(i));
        for (const auto& [pair, group] : bySectors) {
            // Chains: union of walls sharing a vertex.
            std::vector<std::size_t> parent(group.size());
            std::iota(parent.begin(), parent.end(), 0);
            auto root = [&](std::size_t x) {
                while (parent[x] != x)
                    x = parent[x] = parent[parent[x]];
                return x;
            };
            std::map<Index, std::vector<std::size_t>> atVertex;
            for (std::size_t k = 0; k < group.size(); ++k) {
                const Wall& w = walls[static_cast<std::size_t>(group[k])];
                atVertex[w.v1].push_back(k);
                atVertex[w.v2].push_back(k);
            }
            for (const auto& [v, ks] : atVertex)
                for (std::size_t k : ks)
                    parent[root(k)] = root(ks.front());
            // Free ends: vertices used once within a chain.
            std::map<std::size_t, std::vector<Index>> ends;
            for (const auto& [v, ks] : atVertex)
                if (ks.size() == 1)
                    ends[root(ks.front())].push_back(v);
            for (std::size_t k = 0; k < group.size(); ++k) {
                const auto it = ends.find(root(k));
                if (it == ends.end() || it->second.size() != 2)
                    continue;
                const Vec2 a = m_ctx.map.vertices[static_cast<std::size_t>(it->second[0])].pos;
                const Vec2 b = m_ctx.map.vertices[static_cast<std::size_t>(it->second[1])].pos;
                m_opening[static_cast<std::size_t>(group[k])] = glm::length(b - a);
            }
        }
    }

    void indexTags()
    {
        if (!m_ctx.options.doomSpecials)
            return;
        for (std::size_t s = 0; s < m_ctx.map.sectors.size(); ++s)
            if (m_ctx.map.sectors[s].tag != 0)
                m_sectorsByTag[m_ctx.map.sectors[s].tag].push_back(static_cast<Index>(s));
        m_taggingWalls.resize(m_ctx.map.sectors.size());
        m_teleportLeaves.resize(m_ctx.map.sectors.size());
        const SpecialLines lines(m_ctx.map, m_ctx.bsp);
        for (std::size_t i = 0; i < m_ctx.map.walls.size(); ++i) {
            const Wall& w = m_ctx.map.walls[i];
            if (!m_ctx.wallOk(static_cast<Index>(i)) || w.special == 0 || w.tag == 0 ||
                doomStillSpecial(w.special))
                continue;
            if (doomTeleportSpecial(w.special)) {
                // Taken from the front side only, to where the avatar lands.
                const TeleportTarget to = lines.teleport(static_cast<Index>(i), true);
                const std::int32_t leaf = to.ok ? m_ctx.bsp.leafAt(to.destination) : -1;
                if (leaf >= 0 && leafSector(leaf) != kNone)
                    m_teleportLeaves[static_cast<std::size_t>(w.frontSector)].push_back(leaf);
                continue;
            }
            m_taggingWalls[static_cast<std::size_t>(w.frontSector)].push_back(w.tag);
            if (w.twoSided())
                m_taggingWalls[static_cast<std::size_t>(w.backSector)].push_back(w.tag);
        }
    }

    void reach(std::int32_t leaf)
    {
        if (m_leafReached[static_cast<std::size_t>(leaf)])
            return;
        m_leafReached[static_cast<std::size_t>(leaf)] = true;
        m_queue.push_back(leaf);
        const Index s = leafSector(leaf);
        if (m_sectorReached[static_cast<std::size_t>(s)])
            return;
        m_sectorReached[static_cast<std::size_t>(s)] = true;
        // A special line here makes the sectors it tags reachable by its mechanism.
        if (!m_taggingWalls.empty())
            for (std::int32_t tag : m_taggingWalls[static_cast<std::size_t>(s)])
                if (auto it = m_sectorsByTag.find(tag); it != m_sectorsByTag.end())
                    for (Index t : it->second)
                        for (std::int32_t l : leavesOf(t))
                            reach(l);
        // A teleport line in front of which the avatar stands takes it to its destination.
        if (!m_teleportLeaves.empty())
            for (std::int32_t l : m_teleportLeaves[static_cast<std::size_t>(s)])
                reach(l);
    }

    void visitNeighbours(std::int32_t leaf)
    {
        const Index from = leafSector(leaf);
        for (const LeafLink& link : m_links->of(leaf))
            if (!m_leafReached[static_cast<std::size_t>(link.leaf)] &&
                canCross(from, leafSector(link.leaf), link.wall))
                reach(link.leaf);
    }

    const Context& m_ctx;
    std::shared_ptr<const LeafLinks> m_links;
    std::vector<bool> m_leafReached, m_sectorReached;
    std::vector<std::vector<std::int32_t>> m_sectorLeaves;
    std::vector<double> m_opening;
    std::map<std::int32_t, std::vector<Index>> m_sectorsByTag;
    std::vector<std::vector<std::int32_t>> m_taggingWalls;
    std::vector<std::vector<std::int32_t>> m_teleportLeaves; // per front sector
    std::deque<std::int32_t> m_queue;
};

double polygonArea(std::span<const Vec2> poly)
{
    double a = 0;
    for (std::size_t k = 0; k < poly.size(); ++k)
        a += cross(poly[k], poly[(k + 1) % poly.size()]);
    return a / 2;
}

// Sectors worth reporting: the avatar fits in them (height and both widths).
bool reportable(const Context& ctx, const Flood& flood, Index s)
{
    if (flood.sectorReached(s) || flood.leavesOf(s).empty() || !ctx.walkable(s))
        return false;
    Box2 box;
    for (std::int32_t l : flood.leavesOf(s))
        box.add(ctx.bsp.leafBoxes()[static_cast<std::size_t>(l)]);
    return box.size().x >= ctx.footprintWidth() && box.size().y >= ctx.footprintWidth();
}

// A point in the middle of the sector's largest leaf, and that leaf's area.
Vec2 insidePoint(const Context& ctx, const Flood& flood, Index s, double& area)
{
    area = -1;
    Vec2 where{0, 0};
    for (std::int32_t l : flood.leavesOf(s)) {
        const auto poly = ctx.bsp.leafPolygon(l);
        const double a = polygonArea(poly);
        if (a > area && !poly.empty()) {
            area = a;
            where = std::accumulate(poly.begin(), poly.end(), Vec2{0, 0}) / double(poly.size());
        }
    }
    return where;
}

// The most promising way into an area from reached space: the lowest rise across a passable
// wall, and whether it fails only by a little (a near-miss rise, a near-miss headroom, or an
// opening a little narrower than the footprint) so the area was probably meant to be reached.
struct WayIn {
    double rise = kUnlimited;
    Index from = kNone, into = kNone;
    std::vector<Index> walls;
    bool nearMiss = false;
};

WayIn lowestWayIn(const Context& ctx, const Flood& flood, const std::vector<Index>& area)
{
    WayIn best;
    const double step = ctx.profile.stepHeight, height = ctx.profile.height;
    for (std::size_t i = 0; i < ctx.map.walls.size(); ++i) {
        const Wall& w = ctx.map.walls[i];
        if (!ctx.wallOk(static_cast<Index>(i)) || ctx.solid(w))
            continue;
        for (const auto& [a, b] : {std::pair{w.frontSector, w.backSector},
                                   std::pair{w.backSector, w.frontSector}}) {
            if (!flood.sectorReached(a) || !std::binary_search(area.begin(), area.end(), b))
                continue;
            const Sector &sa = ctx.sector(a), &sb = ctx.sector(b);
            const double rise = sb.floorHeight - sa.floorHeight;
            const double room = std::min(sa.ceilingHeight, sb.ceilingHeight) -
                                std::max(sa.floorHeight, sb.floorHeight);
            const bool climbable = rise <= step + atol::kHeight;
            best.nearMiss =
                best.nearMiss ||
                (rise > step + atol::kHeight && rise < step + ctx.options.stepSlack) ||
                (climbable && room < height && room >= height - ctx.options.headroomSlack) ||
                (climbable && room >= height - atol::kHeight &&
                 flood.opening(static_cast<Index>(i)) < ctx.footprintWidth());
            if (rise < best.rise - atol::kHeight) {
                best.rise = rise;
                best.from = a;
                best.into = b;
                best.walls.clear();
            }
            if (a == best.from && b == best.into)
                best.walls.push_back(static_cast<Index>(i));
        }
    }
    return best;
}

// What in the area the player needs: a key, or a line that ends the level.
std::string neededThere(const Context& ctx, const std::vector<Index>& area)
{
    if (!ctx.options.doomSpecials)
        return {};
    auto inArea = [&](Index s) {
        return s != kNone && std::binary_search(area.begin(), area.end(), s);
    };
    for (std::size_t t = 0; t < ctx.map.things.size(); ++t)
        if (doomKeyThing(ctx.map.things[t].type) && inArea(ctx.bsp.sectorAt(ctx.map.things[t].pos)))
            return "; it holds a key (thing " + std::to_string(t) + ")";
    for (std::size_t i = 0; i < ctx.map.walls.size(); ++i) {
        const Wall& w = ctx.map.walls[i];
        if (ctx.wallOk(static_cast<Index>(i)) && doomExitSpecial(w.special) &&
            (inArea(w.frontSector) || inArea(w.backSector)))
            return "; it holds the exit (wall " + std::to_string(i) + ")";
    }
    return {};
}

} // namespace

std::vector<bool> reachedSectors(const Context& ctx)
{
    Flood flood(ctx);
    if (!flood.run())
        return {};
    std::vector<bool> out(ctx.map.sectors.size());
    for (std::size_t s = 0; s < out.size(); ++s)
        out[s] = flood.sectorReached(static_cast<Index>(s));
    return out;
}

// Only areas that look meant to be reached are reported: the way in fails by a near miss, or
// the area holds a key or the exit. Areas behind blocking walls, windows and high ledges are
// out of reach on purpose (the Freedoom review found hundreds of those and no mistake among
// them). Severity warning: Doom maps reach some areas by mechanisms the flood does not model
// (crushers, voodoo dolls, scripts).
void checkReachability(const Context& ctx, Findings& out)
{
    Flood flood(ctx);
    if (!flood.run())
        return;
    // Unreached sectors, grouped into areas joined by two-sided walls (sectors too small or too
    // low to report still join an area: they may be the way in that fails).
    const std::size_t ns = ctx.map.sectors.size();
    std::vector<bool> unreached(ns);
    for (std::size_t s = 0; s < ns; ++s)
        unreached[s] = !flood.sectorReached(static_cast<Index>(s)) &&
                       !flood.leavesOf(static_cast<Index>(s)).empty();
    std::vector<std::size_t> parent(ns);
    std::iota(parent.begin(), parent.end(), 0);
    auto root = [&](std::size_t x) {
        while (parent[x] != x)
            x = parent[x] = parent[parent[x]];
        return x;
    };
    for (std::size_t i = 0; i < ctx.map.walls.size(); ++i) {
        const Wall& w = ctx.map.walls[i];
        if (ctx.wallOk(static_cast<Index>(i)) && w.twoSided() &&
            unreached[static_cast<std::size_t>(w.frontSector)] &&
            unreached[static_cast<std::size_t>(w.backSector)])
            parent[root(static_cast<std::size_t>(w.frontSector))] =
                root(static_cast<std::size_t>(w.backSector));
    }
    std::map<std::size_t, std::vector<Index>> members;
    for (std::size_t s = 0; s < ns; ++s)
        if (unreached[s])
            members[root(s)].push_back(static_cast<Index>(s));
    for (const auto& [rootSector, area] : members) {
        std::vector<Index> sectors;
        for (Index s : area)
            if (reportable(ctx, flood, s))
                sectors.push_back(s);
        if (sectors.empty())
            continue;
        Vec2 where{0, 0};
        double biggest = -1;
        for (Index s : sectors) {
            double leafArea = 0;
            const Vec2 p = insidePoint(ctx, flood, s, leafArea);
            if (leafArea > biggest) {
                biggest = leafArea;
                where = p;
            }
        }
        const WayIn way = lowestWayIn(ctx, flood, area);
        const std::string needed = neededThere(ctx, area);
        if (!way.nearMiss && needed.empty())
            continue;
        Finding f{"unreachable", Severity::Warning, where, {}, sectors, {}, {}, {}};
        f.message = listOf("sector", "sectors", sectors) +
                    (sectors.size() == 1 ? " cannot" : " (one area) cannot") +
                    " be reached from the player start by walking" + needed;
        f.walls = way.walls;
        if (way.from != kNone && way.rise > ctx.profile.stepHeight + atol::kHeight) {
            f.message += "; the lowest way in is a rise of " + num(way.rise) +
                         " units from sector " + std::to_string(way.from) + " to sector " +
                         std::to_string(way.into) + " (the avatar climbs at most " +
                         num(ctx.profile.stepHeight) + ")";
        }
        out.push_back(std::move(f));
    }
}

} // namespace sw::analysis
