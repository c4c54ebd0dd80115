// step-too-high and low-headroom: heights the avatar meets across two-sided walls and inside
// sectors. Judged per pair of sectors (one finding however many walls they share), and never
// for sectors a Doom special moves (their heights change in play).
#include "analysis/AnalysisTolerance.h"
#include "analysis/Checks.h"
#include "base/Buckets.h"

#include <algorithm>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace sw::analysis {

namespace {

// The passable two-sided walls between each pair of distinct sectors (lower index first):
// the pairs in order, each pair's walls in order, in one array.
struct SectorPairs {
    struct Pair {
        Index a, b;
        std::uint32_t first, count; // its walls in `walls`
    };
    std::vector<Pair> pairs;
    std::vector<Index> walls;

    std::span<const Index> wallsOf(const Pair& p) const
    {
        return {walls.data() + p.first, p.count};
    }
    std::span<const Index> wallsBetween(Index a, Index b) const
    {
        const auto it = std::lower_bound(pairs.begin(), pairs.end(), std::pair{a, b},
                                         [](const Pair& p, const std::pair<Index, Index>& key) {
                                             return std::pair{p.a, p.b} < key;
                                         });
        return it != pairs.end() && it->a == a && it->b == b ? wallsOf(*it)
                                                             : std::span<const Index>{};
    }
};

SectorPairs sectorPairs(const Context& ctx)
{
    // Each wall under its pair's key (the sectors' indices, never negative here), sorted.
    std::vector<std::pair<std::uint64_t, Index>> keyed;
    for (std::size_t i = 0; i < ctx.map.walls.size(); ++i) {
        const Wall& w = ctx.map.walls[i];
        if (!ctx.wallOk(static_cast<Index>(i)) || ctx.solid(w) || w.frontSector == w.backSector ||
            ctx.length(w) < atol::kZeroLength)
            continue;
        const auto low = static_cast<std::uint32_t>(std::min(w.frontSector, w.backSector));
        const auto high = static_cast<std::uint32_t>(std::max(w.frontSector, w.backSector));
        keyed.emplace_back(std::uint64_t{low} << 32 | high, static_cast<Index>(i));
    }
    std::sort(keyed.begin(), keyed.end());
    SectorPairs out;
    out.walls.reserve(keyed.size());
    for (std::size_t k = 0; k < keyed.size(); ++k) {
        if (k == 0 || keyed[k].first != keyed[k - 1].first)
            out.pairs.push_back({static_cast<Index>(keyed[k].first >> 32),
                                 static_cast<Index>(keyed[k].first & 0xffffffffu),
                                 static_cast<std::uint32_t>(k), 0});
        ++out.pairs.back().count;
        out.walls.push_back(keyed[k].second);
    }
    return out;
}

// The middle of the longest of the walls: where a designer should look.
Vec2 lookAt(const Context& ctx, std::span<const Index> walls)
{
    Index best = walls.front();
    for (Index w : walls)
        if (ctx.length(ctx.map.walls[static_cast<std::size_t>(w)]) >
            ctx.length(ctx.map.walls[static_cast<std::size_t>(best)]))
            best = w;
    return ctx.middle(ctx.map.walls[static_cast<std::size_t>(best)]);
}

class HeightChecks {
public:
    HeightChecks(const Context& ctx, Findings& out) : m_ctx(ctx), m_out(out)
    {
        m_pairs = sectorPairs(ctx);
        // Each sector's neighbours in ascending order.
        m_neighbours = Buckets<Index>(ctx.map.sectors.size(), [this](auto&& emit) {
            for (const SectorPairs::Pair& p : m_pairs.pairs) {
                emit(static_cast<std::size_t>(p.a), p.b);
                emit(static_cast<std::size_t>(p.b), p.a);
            }
        });
    }

    void run()
    {
        for (const SectorPairs::Pair& pair : m_pairs.pairs) {
            const std::span<const Index> walls = m_pairs.wallsOf(pair);
            // Rises just above the step height, and odd steps in a run of stairs.
            checkRise(pair.a, pair.b, walls);
            // Openings too low between two sectors the avatar fits in.
            checkOpening(pair.a, pair.b, walls);
        }
        // Sectors too low for the avatar that it would walk into.
        for (std::size_t s = 0; s < m_ctx.map.sectors.size(); ++s)
            checkSectorHeadroom(static_cast<Index>(s));
    }

private:
    std::span<const Index> neighbours(Index s) const
    {
        return m_neighbours[static_cast<std::size_t>(s)];
    }
    double floor(Index s) const { return m_ctx.sector(s).floorHeight; }
    double ceiling(Index s) const { return m_ctx.sector(s).ceilingHeight; }
    double step() const { return m_ctx.profile.stepHeight; }
    bool usable(Index s) const { return m_ctx.walkable(s) && !m_ctx.movable(s); }
    // Too low, but only by a little: a probable mistake rather than a vent or a sill.
    bool nearMiss(double room) const
    {
        return room < m_ctx.profile.height - atol::kHeight &&
               room >= m_ctx.profile.height - m_ctx.options.headroomSlack - atol::kHeight;
    }

    // A climbable rise from `from` to a neighbour: into (0, step]. Returns the largest such
    // chain of rises walking down (dir -1) or up (dir +1), at most `depth` long, and the
    // highest rise on it.
    int stairChain(Index from, int dir, int depth, double& highest) const
    {
        if (depth == 0)
            return 0;
        int best = 0;
        double bestHigh = 0;
        for (Index n : neighbours(from)) {
            const double rise = dir * (floor(n) - floor(from));
            if (!usable(n) || rise <= atol::kHeight || rise > step() + atol::kHeight)
                continue;
            double high = rise;
            const int len = 1 + stairChain(n, dir, depth - 1, high);
            if (len > best || (len == best && high < bestHigh)) {
                best = len;
                bestHigh = std::max(high, rise);
            }
        }
        highest = std::max(highest, bestHigh);
        return best;
    }

    // Only rises in the near-miss band count (see AnalysisOptions::stepSlack). Severity: a lone
    // near-miss rise is a warning (the designer may want a ledge the avatar cannot climb); an
    // odd step in a run of stairs is an error: the stairs are plainly meant to be climbed and
    // the avatar cannot.
    void checkRise(Index a, Index b, std::span<const Index> walls)
    {
        const Index low = floor(a) <= floor(b) ? a : b, high = low == a ? b : a;
        const double rise = floor(high) - floor(low);
        if (rise <= step() + atol::kHeight || !usable(low) || !usable(high))
            return;
        // Only an opening the avatar fits through is a step; else it is a window or a ledge.
        if (std::min(ceiling(low), ceiling(high)) - floor(high) <
            m_ctx.profile.height - atol::kHeight)
            return;
        double others = 0;
        const int run = stairChain(low, -1, 2, others) + stairChain(high, +1, 2, others);
        const std::string limit = "; the avatar climbs at most " + num(step());
        Finding f{"step-too-high",
                  Severity::Warning,
                  lookAt(m_ctx, walls),
                  {walls.begin(), walls.end()},
                  {low, high},
                  {},
                  {},
                  {}};
        if (rise >= step() + m_ctx.options.stepSlack - atol::kHeight)
            return;
        if (run >= 2 && rise > others + atol::kHeight) {
            f.severity = Severity::Error;
            f.message = "step of " + num(rise) + " units from sector " + std::to_string(low) +
                        " to sector " + std::to_string(high) +
                        " in a run of stairs whose other steps rise at most " + num(others) + limit;
        } else {
            f.message = "rise of " + num(rise) + " units between sector " + std::to_string(low) +
                        " and sector " + std::to_string(high) + limit;
        }
        m_out.push_back(std::move(f));
    }

    // Severity warning: a low opening may be a window on purpose.
    void checkOpening(Index a, Index b, std::span<const Index> walls)
    {
        if (!usable(a) || !usable(b) || std::abs(floor(a) - floor(b)) > step() + atol::kHeight)
            return;
        const double top = std::min(ceiling(a), ceiling(b)), bottom = std::max(floor(a), floor(b));
        const double room = top - bottom;
        if (!nearMiss(room))
            return;
        m_out.push_back({"low-headroom",
                         Severity::Warning,
                         lookAt(m_ctx, walls),
                         {walls.begin(), walls.end()},
                         {a, b},
                         {},
                         {},
                         "the opening between sector " + std::to_string(a) + " and sector " +
                             std::to_string(b) + " is " + num(room) + " units high (floor " +
                             num(bottom) + ", ceiling " + num(top) + "); the avatar is " +
                             num(m_ctx.profile.height) + " high"});
    }

    // Severity warning: a designer may mean a crawl space for another profile. Only sectors
    // the avatar would walk into count (a walkable neighbour, a climbable rise, an open
    // ceiling, room for the footprint, too low by at most headroomSlack): closed sectors,
    // vents and raised decorations are walls on purpose.
    void checkSectorHeadroom(Index s)
    {
        const double room = m_ctx.headroom(s);
        if (m_ctx.movable(s) || !nearMiss(room) || !m_ctx.holdsFootprint(s))
            return;
        std::vector<Index> entries;
        for (Index n : neighbours(s)) {
            const bool climbable = floor(s) - floor(n) <= step() + atol::kHeight;
            const bool open =
                std::min(ceiling(s), ceiling(n)) - std::max(floor(s), floor(n)) > atol::kHeight;
            if (usable(n) && climbable && open) {
                const auto w = m_pairs.wallsBetween(std::min(s, n), std::max(s, n));
                entries.insert(entries.end(), w.begin(), w.end());
            }
        }
        if (entries.empty())
            return;
        m_out.push_back({"low-headroom",
                         Severity::Warning,
                         lookAt(m_ctx, entries),
                         entries,
                         {s},
                         {},
                         {},
                         "sector " + std::to_string(s) + " has " + num(room) +
                             " units between floor and ceiling; the avatar is " +
                             num(m_ctx.profile.height) + " high"});
    }

    const Context& m_ctx;
    Findings& m_out;
    SectorPairs m_pairs;
    Buckets<Index> m_neighbours; // per sector
};

} // namespace

void checkHeights(const Context& ctx, Findings& out)
{
    HeightChecks(ctx, out).run();
}

} // namespace sw::analysis
