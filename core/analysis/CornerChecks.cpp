// sharp-corner: blocking walls meeting at an acute angle, either a thin solid spike poking into
// walkable space or a narrow wedge of walkable space. Each is probed with the classic algorithm
// (moves towards the corner in small steps) to say whether it sticks there or lets the corner
// in between the footprint's corners.
#include "analysis/AnalysisTolerance.h"
#include "analysis/Checks.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace sw::analysis {

namespace {

// A blocking wall leaving a vertex.
struct Ray {
    Index wall;
    Vec2 dir; // unit, away from the vertex
    double angle, length;
};

struct Corner {
    Index vertex;
    Ray first, second; // the wedge runs counter-clockwise from first to second
    double angle;      // radians
    bool spike;        // solid inside the wedge, walkable around it
    Index sector;      // the walkable sector (around the spike, or in the wedge)
};

Vec2 rotate(const Vec2& v, double a)
{
    const double c = std::cos(a), s = std::sin(a);
    return {c * v.x - s * v.y, s * v.x + c * v.y};
}

std::vector<Ray> blockingRays(const Context& ctx, Index v)
{
    const Vec2 p = ctx.map.vertices[static_cast<std::size_t>(v)].pos;
    std::vector<Ray> rays;
    for (Index w : ctx.wallsAt(v)) {
        const Wall& wall = ctx.map.walls[static_cast<std::size_t>(w)];
        const double len = ctx.length(wall);
        if (!ctx.solid(wall) || len < atol::kZeroLength || wall.v1 == wall.v2)
            continue;
        const Vec2 other = wall.v1 == v ? ctx.map.wallEnd(wall) : ctx.map.wallStart(wall);
        const Vec2 d = (other - p) / len;
        rays.push_back({w, d, std::atan2(d.y, d.x), len});
    }
    std::sort(rays.begin(), rays.end(), [](const Ray& a, const Ray& b) {
        return a.angle < b.angle || (a.angle == b.angle && a.wall < b.wall);
    });
    return rays;
}

// The acute wedges between consecutive blocking walls at a vertex, with what fills them.
void findCorners(const Context& ctx, Index v, std::vector<Corner>& out)
{
    const std::vector<Ray> rays = blockingRays(ctx, v);
    if (rays.size() < 2)
        return;
    const Vec2 p = ctx.map.vertices[static_cast<std::size_t>(v)].pos;
    const double limit = ctx.options.sharpAngleDegrees * std::numbers::pi / 180;
    // Radians: wedges narrower than this are walls lying on each other (overlapping-walls).
    constexpr double kFolded = 1e-4;
    for (std::size_t k = 0; k < rays.size(); ++k) {
        const Ray& a = rays[k];
        const Ray& b = rays[(k + 1) % rays.size()];
        double angle = b.angle - a.angle;
        if (k + 1 == rays.size())
            angle += 2 * std::numbers::pi;
        if (angle >= limit || angle < kFolded)
            continue;
        // Look just inside the wedge and just outside its tip.
        const Vec2 bisector = rotate(a.dir, angle / 2);
        const double s = std::min({0.5 * a.length, 0.5 * b.length, ctx.profile.radius});
        const Index inside = ctx.bsp.sectorAt(p + bisector * s);
        const Index outside = ctx.bsp.sectorAt(p - bisector * s);
        if (inside == kNone && outside != kNone && ctx.walkable(outside))
            out.push_back({v, a, b, angle, true, outside});
        else if (inside != kNone && ctx.walkable(inside))
            out.push_back({v, a, b, angle, false, inside});
    }
}

struct ProbeResult {
    int run = 0, stuck = 0, cornerIn = 0;
};

// One probe: from `start`, towards `delta` in small steps, as real-time movement would.
void probeMove(const Context& ctx, const Mover& classic, const Vec2& start, const Vec2& delta,
               ProbeResult& r)
{
    const auto z0 = classic.standingHeight(start);
    if (!z0)
        return;
    ++r.run;
    Vec2 pos = start;
    double z = *z0;
    bool stuck = false, in = false;
    Trace trace;
    const Footprint f0{start, ctx.profile.radius, ctx.profile.shape == AvatarProfile::Shape::Box};
    for (int i = 0; i < atol::kProbeSteps && !(stuck && in); ++i) {
        trace.clear();
        const glm::dvec3 end = classic.moveFrom(pos, z, delta / double(atol::kProbeSteps), &trace);
        for (const Contact& c : trace.contacts)
            stuck = stuck || c.reason == ContactReason::SharpCorner;
        pos = {end.x, end.y};
        z = end.z;
        Footprint f = f0;
        f.center = pos;
        in = in || ctx.world.probe({.footprint = f, .solidDepth = atol::kCornerIn}).solid;
    }
    r.stuck += stuck;
    r.cornerIn += in;
}

// Classic probe moves: at a spike, from a half circle around the tip straight through it; in a
// wedge, from inside its mouth towards the apex.
ProbeResult probeCorner(const Context& ctx, const Mover& classic, const Corner& c)
{
    ProbeResult r;
    const Vec2 apex = ctx.map.vertices[static_cast<std::size_t>(c.vertex)].pos;
    const Vec2 bisector = rotate(c.first.dir, c.angle / 2);
    const int n = std::max(1, ctx.options.classicProbes);
    const double reach = atol::kProbeDistance * ctx.profile.radius;
    for (int k = 0; k < n; ++k) {
        const double u = n == 1 ? 0.5 : double(k) / (n - 1); // 0..1 across the fan
        if (c.spike) {
            const Vec2 dir = rotate(-bisector, (u - 0.5) * std::numbers::pi * 5 / 6);
            const Vec2 start = apex + dir * reach;
            probeMove(ctx, classic, start, (apex - start) * 2.0, r);
        } else {
            const double half = c.angle / 2;
            const double dist = std::min(reach / std::sin(half),
                                         std::min(c.first.length, c.second.length));
            const Vec2 dir = rotate(bisector, (u - 0.5) * 1.6 * half);
            const Vec2 start = apex + dir * dist;
            probeMove(ctx, classic, start, apex - start, r);
        }
    }
    return r;
}

std::string describeProbes(const ProbeResult& r)
{
    const std::string of = " of " + std::to_string(r.run) + " probe moves";
    if (r.stuck && r.cornerIn)
        return "the classic algorithm gets stuck in " + std::to_string(r.stuck) +
               " and lets the corner into the footprint in " + std::to_string(r.cornerIn) + of;
    if (r.stuck)
        return "the classic algorithm gets stuck there in " + std::to_string(r.stuck) + of;
    if (r.cornerIn)
        return "the classic algorithm lets the corner into the footprint in " +
               std::to_string(r.cornerIn) + of;
    return "the classic algorithm passed all " + std::to_string(r.run) + " probe moves";
}

// Severity warning: movement quirks, not a broken map; the classic probe says how bad.
Finding makeFinding(const Context& ctx, const Corner& c, const ProbeResult& probes)
{
    const Vec2 apex = ctx.map.vertices[static_cast<std::size_t>(c.vertex)].pos;
    const std::string degrees = num(c.angle * 180 / std::numbers::pi);
    const std::string walls =
        "walls " + std::to_string(c.first.wall) + " and " + std::to_string(c.second.wall);
    const std::string what =
        c.spike ? "a solid spike of " + degrees + " degrees (" + walls + ") pokes into sector " +
                      std::to_string(c.sector) + " at vertex " + std::to_string(c.vertex)
                : walls + " make a wedge of " + degrees + " degrees of sector " +
                      std::to_string(c.sector) + " at vertex " + std::to_string(c.vertex) +
                      " that the avatar can be driven into";
    return {"sharp-corner", Severity::Warning, apex, {c.first.wall, c.second.wall}, {c.sector},
            {c.vertex}, {}, what + "; " + describeProbes(probes)};
}

} // namespace

void checkSharpCorners(const Context& ctx, Findings& out)
{
    AvatarProfile classicProfile = ctx.profile;
    classicProfile.algorithm = AvatarProfile::Algorithm::Classic;
    const Mover classic(ctx.world, classicProfile);
    std::vector<Corner> corners;
    for (std::size_t v = 0; v < ctx.map.vertices.size(); ++v)
        findCorners(ctx, static_cast<Index>(v), corners);
    // A corner no probe can start near is out of the avatar's way: not reported.
    for (const Corner& c : corners)
        if (const ProbeResult probes = probeCorner(ctx, classic, c); probes.run > 0)
            out.push_back(makeFinding(ctx, c, probes));
}

} // namespace sw::analysis
