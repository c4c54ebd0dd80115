// narrow-gap: a passage between blocking walls narrower than the footprint, with room for the
// avatar to stand at both of its ends (so dead-end slots and decorative notches do not count).
#include "analysis/AnalysisTolerance.h"
#include "analysis/Checks.h"
#include "bsp/BspWalk.h"

#include <algorithm>
#include <cmath>

namespace sw::analysis {

namespace {

struct Gap {
    double width;
    Vec2 p, q; // the closest points, on the first and the second wall
    double length; // how far the two walls run side by side (0 for corners facing each other)
    std::vector<Index> walls;
};

Vec2 closestOnSegment(const Vec2& a, const Vec2& b, const Vec2& p)
{
    const Vec2 e = b - a;
    const double t = std::clamp(glm::dot(p - a, e) / glm::dot(e, e), 0.0, 1.0);
    return a + e * t;
}

// The closest points of two segments that do not cross.
void closestPoints(const Vec2& a, const Vec2& b, const Vec2& c, const Vec2& d, Vec2& p, Vec2& q)
{
    const Vec2 candidates[4][2] = {{a, closestOnSegment(c, d, a)},
                                   {b, closestOnSegment(c, d, b)},
                                   {closestOnSegment(a, b, c), c},
                                   {closestOnSegment(a, b, d), d}};
    double best = 1e300;
    for (const auto& pair : candidates) {
        const double dist = glm::length(pair[1] - pair[0]);
        if (dist < best) {
            best = dist;
            p = pair[0];
            q = pair[1];
        }
    }
}

// The open side of a wall: the front of a one-sided wall, either side of a flagged one.
bool faces(const Context& ctx, const Wall& w, const Vec2& point)
{
    const Vec2 a = ctx.map.wallStart(w), b = ctx.map.wallEnd(w);
    const double side = cross(glm::normalize(b - a), point - a); // < 0: front (right)
    return w.twoSided() ? std::fabs(side) > atol::kTouching : side < -atol::kTouching;
}

// The two walls' gap, when they face each other across less than the footprint's width.
bool measureGap(const Context& ctx, Index i, Index j, Gap& gap)
{
    const Wall& wi = ctx.map.walls[static_cast<std::size_t>(i)];
    const Wall& wj = ctx.map.walls[static_cast<std::size_t>(j)];
    const Vec2 a = ctx.map.wallStart(wi), b = ctx.map.wallEnd(wi);
    const Vec2 c = ctx.map.wallStart(wj), d = ctx.map.wallEnd(wj);
    if (a == c || a == d || b == c || b == d)
        return false; // a joint, not a gap
    Vec2 p, q;
    closestPoints(a, b, c, d, p, q);
    double length = 0;
    // Nearly parallel walls side by side: measure across the middle of their common stretch.
    const Vec2 u = glm::normalize(b - a), v = glm::normalize(d - c);
    if (std::fabs(cross(u, v)) < 1e-3) {
        const double len = glm::length(b - a);
        const double tc = glm::dot(c - a, u), td = glm::dot(d - a, u);
        const double lo = std::max(0.0, std::min(tc, td)), hi = std::min(len, std::max(tc, td));
        if (hi - lo > atol::kTouching) {
            p = a + u * ((lo + hi) / 2);
            q = closestOnSegment(c, d, p);
            length = hi - lo;
        }
    }
    const double width = glm::length(q - p);
    if (width < atol::kTouching || width >= ctx.footprintWidth() - atol::kGapMargin)
        return false;
    if (!faces(ctx, wi, q) || !faces(ctx, wj, p))
        return false;
    gap = {width, p, q, length, {i, j}};
    return true;
}

// Walkable space all the way across, and room to stand beyond both ends of the passage.
bool isPassage(const Context& ctx, const Gap& gap)
{
    const Vec2 across = gap.q - gap.p;
    bool open = true;
    walkBspSegment(ctx.bsp, gap.p + across * 0.01, gap.q - across * 0.01,
                   [&](std::int32_t leaf, double, double) {
                       open = ctx.bsp.leaves()[static_cast<std::size_t>(leaf)].sector != kNone;
                       return open;
                   });
    const Vec2 m = (gap.p + gap.q) * 0.5;
    const Index sector = ctx.bsp.sectorAt(m);
    if (!open || sector == kNone || !ctx.walkable(sector))
        return false;
    const Vec2 n = Vec2{-across.y, across.x} / gap.width;
    const double r = ctx.profile.radius;
    const double reach =
        ctx.profile.shape == AvatarProfile::Shape::Box ? r * (std::fabs(n.x) + std::fabs(n.y)) : r;
    auto standsBeyond = [&](double sign) {
        for (const double extra : {0.0, r, 2 * r})
            if (ctx.mover.standingHeight(m + n * (sign * (gap.length / 2 + reach +
                                                          atol::kGapBeyond + extra))))
                return true;
        return false;
    };
    return standsBeyond(+1) && standsBeyond(-1);
}

} // namespace

// Severity warning: the map is sound, the avatar just does not fit; Doom maps use gaps that
// only monsters or projectiles pass on purpose.
void checkNarrowGaps(const Context& ctx, Findings& out)
{
    std::vector<Index> walls;
    for (std::size_t i = 0; i < ctx.map.walls.size(); ++i)
        if (ctx.wallOk(static_cast<Index>(i)) && ctx.solid(ctx.map.walls[i]) &&
            ctx.length(ctx.map.walls[i]) >= atol::kZeroLength)
            walls.push_back(static_cast<Index>(i));
    // Every pair of facing walls closer than the footprint, where the avatar would pass.
    std::vector<Gap> gaps;
    forNearWallPairs(ctx, walls, ctx.footprintWidth(), [&](Index i, Index j) {
        Gap g;
        if (measureGap(ctx, i, j, g) && isPassage(ctx, g))
            gaps.push_back(std::move(g));
    });
    // One finding per place: the narrowest pair, with the walls of the pairs around it.
    std::sort(gaps.begin(), gaps.end(), [](const Gap& a, const Gap& b) {
        return std::tie(a.width, a.walls) < std::tie(b.width, b.walls);
    });
    std::vector<Gap> kept;
    for (Gap& g : gaps) {
        const Vec2 m = (g.p + g.q) * 0.5;
        auto near = std::find_if(kept.begin(), kept.end(), [&](const Gap& k) {
            return glm::length((k.p + k.q) * 0.5 - m) < ctx.footprintWidth();
        });
        if (near == kept.end())
            kept.push_back(std::move(g));
        else
            near->walls.insert(near->walls.end(), g.walls.begin(), g.walls.end());
    }
    for (Gap& g : kept) {
        const Vec2 m = (g.p + g.q) * 0.5;
        std::sort(g.walls.begin(), g.walls.end());
        g.walls.erase(std::unique(g.walls.begin(), g.walls.end()), g.walls.end());
        out.push_back({"narrow-gap", Severity::Warning, m, g.walls, {ctx.bsp.sectorAt(m)}, {}, {},
                       "gap of " + num(g.width) + " units between " +
                           listOf("wall", "walls", g.walls) + "; the avatar needs " +
                           num(ctx.footprintWidth())});
    }
}

} // namespace sw::analysis
