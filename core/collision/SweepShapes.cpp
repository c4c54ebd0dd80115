#include "collision/SweepShapes.h"

#include "collision/CollisionTolerance.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace sw {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
using ctol::kParallel;

// One slab lo <= u·x <= hi of a Minkowski region.
struct Slab {
    Vec2 u;
    double lo, hi;
};

// Clips the ray p + d t against the slabs (Liang-Barsky). Returns false when the ray misses.
bool clipSlabs(const Slab* slabs, int count, const Vec2& p, const Vec2& d, double& tEnter,
               double& tExit, Vec2& enterNormal)
{
    tEnter = -kInf;
    tExit = kInf;
    for (int i = 0; i < count; ++i) {
        const Slab& s = slabs[i];
        const double pu = glm::dot(s.u, p), du = glm::dot(s.u, d);
        if (std::fabs(du) < kParallel) {
            if (pu < s.lo || pu > s.hi)
                return false;
            continue;
        }
        double t1 = (s.lo - pu) / du, t2 = (s.hi - pu) / du;
        Vec2 n = -s.u; // entering through the low side
        if (t1 > t2) {
            std::swap(t1, t2);
            n = s.u;
        }
        if (t1 > tEnter) {
            tEnter = t1;
            enterNormal = n;
        }
        tExit = std::min(tExit, t2);
        if (tEnter > tExit)
            return false;
    }
    return true;
}

// For a point inside the slabs: the outward normal of the slab face it is nearest to.
Vec2 leastPenetrationNormal(const Slab* slabs, int count, const Vec2& p)
{
    double best = kInf;
    Vec2 normal{0, 0};
    for (int i = 0; i < count; ++i) {
        const double pu = glm::dot(slabs[i].u, p);
        if (pu - slabs[i].lo < best) {
            best = pu - slabs[i].lo;
            normal = -slabs[i].u;
        }
        if (slabs[i].hi - pu < best) {
            best = slabs[i].hi - pu;
            normal = slabs[i].u;
        }
    }
    return normal;
}

int boxSlabs(double r, const SegmentShape& s, Slab* out)
{
    out[0] = {{1, 0}, std::min(s.a.x, s.b.x) - r, std::max(s.a.x, s.b.x) + r};
    out[1] = {{0, 1}, std::min(s.a.y, s.b.y) - r, std::max(s.a.y, s.b.y) + r};
    if (!s.hasNormal())
        return 2;
    const double ext = r * s.l1();
    out[2] = {s.n, s.c - ext, s.c + ext};
    return 3;
}


Vec2 closestPointOnSegment(const Vec2& p, const Vec2& a, const Vec2& b)
{
    const Vec2 e = b - a;
    const double len2 = glm::dot(e, e);
    if (len2 <= 0)
        return a;
    const double s = std::clamp(glm::dot(p - a, e) / len2, 0.0, 1.0);
    return a + e * s;
}

double linf(const Vec2& v) { return std::max(std::fabs(v.x), std::fabs(v.y)); }

} // namespace

SegmentShape SegmentShape::make(const Vec2& a, const Vec2& b)
{
    SegmentShape s;
    s.a = a;
    s.b = b;
    const Vec2 e = b - a;
    const double len = glm::length(e);
    if (len > 0) {
        s.n = {e.y / len, -e.x / len};
        s.c = glm::dot(s.n, a);
    }
    return s;
}

bool sweepBoxSegment(const Vec2& p, const Vec2& d, double r, const Vec2& a, const Vec2& b,
                     FootprintHit& hit)
{
    return sweepBoxSegment(p, d, r, SegmentShape::make(a, b), hit);
}

bool sweepDiskSegment(const Vec2& p, const Vec2& d, double r, const SegmentShape& s,
                      FootprintHit& hit)
{
    return sweepDiskSegment(p, d, r, s.a, s.b, hit);
}

double boxDepth(const Vec2& c, double r, const SegmentShape& s)
{
    double depth = std::min(c.x + r - std::min(s.a.x, s.b.x), std::max(s.a.x, s.b.x) - (c.x - r));
    depth = std::min(depth, std::min(c.y + r - std::min(s.a.y, s.b.y),
                                     std::max(s.a.y, s.b.y) - (c.y - r)));
    if (s.hasNormal())
        depth = std::min(depth, r * s.l1() - std::fabs(glm::dot(s.n, c) - s.c));
    return depth;
}

double diskDepth(const Vec2& c, double r, const SegmentShape& s)
{
    return r - glm::length(c - closestPointOnSegment(c, s.a, s.b));
}

bool sweepBoxSegment(const Vec2& p, const Vec2& d, double r, const SegmentShape& seg,
                     FootprintHit& hit)
{
    Slab slabs[3];
    const int n = boxSlabs(r, seg, slabs);
    double tEnter, tExit;
    Vec2 normal;
    if (!clipSlabs(slabs, n, p, d, tEnter, tExit, normal))
        return false;
    if (tExit < 0 || tEnter > 1)
        return false;
    if (tEnter <= 0) {
        // Already touching: stop only a motion that goes deeper.
        normal = leastPenetrationNormal(slabs, n, p);
        if (glm::dot(normal, d) >= 0)
            return false;
        hit = {0, normal, true};
        return true;
    }
    hit = {tEnter, normal, false};
    return true;
}

bool sweepDiskSegment(const Vec2& p, const Vec2& d, double r, const Vec2& a, const Vec2& b,
                      FootprintHit& hit)
{
    // Already touching: stop only a motion that goes deeper.
    const Vec2 q = closestPointOnSegment(p, a, b);
    const double dist = glm::length(p - q);
    if (dist <= r) {
        Vec2 normal;
        if (dist > ctol::kTinyLength)
            normal = (p - q) / dist;
        else {
            const Vec2 e = b - a;
            const double len = glm::length(e);
            normal = len > 0 ? Vec2{e.y / len, -e.x / len} : -glm::normalize(d);
            if (glm::dot(normal, d) > 0)
                normal = -normal;
        }
        if (glm::dot(normal, d) >= 0)
            return false;
        hit = {0, normal, true};
        return true;
    }

    double best = kInf;
    Vec2 bestNormal;
    // The two long sides of the capsule.
    const Vec2 e = b - a;
    const double len = glm::length(e);
    if (len > 0) {
        const Vec2 u = e / len;
        const Vec2 nrm{u.y, -u.x};
        const double s0 = glm::dot(nrm, p - a), ds = glm::dot(nrm, d);
        const double side = s0 >= 0 ? 1.0 : -1.0;
        if (ds * side < -kParallel) {
            const double t = (side * r - s0) / ds;
            const double along = glm::dot(u, p + d * t - a);
            if (t >= 0 && t <= 1 && along >= 0 && along <= len) {
                best = t;
                bestNormal = nrm * side;
            }
        }
    }
    // The two round caps.
    const double dd = glm::dot(d, d);
    if (dd > 0) {
        for (const Vec2& c : {a, b}) {
            const Vec2 m = p - c;
            const double bq = glm::dot(m, d), cq = glm::dot(m, m) - r * r;
            const double disc = bq * bq - dd * cq;
            if (disc < 0 || bq >= 0)
                continue;
            const double t = (-bq - std::sqrt(disc)) / dd;
            if (t >= 0 && t <= 1 && t < best) {
                best = t;
                bestNormal = glm::normalize(p + d * t - c);
            }
        }
    }
    if (best == kInf)
        return false;
    hit = {best, bestNormal, false};
    return true;
}

bool boxOverlapsSegment(const Vec2& c, double r, const Vec2& a, const Vec2& b, double depth)
{
    Slab slabs[3];
    const int n = boxSlabs(r - depth, SegmentShape::make(a, b), slabs);
    for (int i = 0; i < n; ++i) {
        const double pu = glm::dot(slabs[i].u, c);
        if (pu <= slabs[i].lo || pu >= slabs[i].hi)
            return false;
    }
    return true;
}

bool diskOverlapsSegment(const Vec2& c, double r, const Vec2& a, const Vec2& b, double depth)
{
    return glm::length(c - closestPointOnSegment(c, a, b)) < r - depth;
}

Vec2 contactPointOnSegment(const Vec2& c, double r, bool box, const Vec2& a, const Vec2& b)
{
    (void)r;
    if (!box)
        return closestPointOnSegment(c, a, b);
    // The point of the segment nearest the box in the max-norm: a convex function along the
    // segment, so a ternary search finds it. Only used to report contacts.
    double lo = 0, hi = 1;
    for (int i = 0; i < 60; ++i) {
        const double m1 = lo + (hi - lo) / 3, m2 = hi - (hi - lo) / 3;
        if (linf(a + (b - a) * m1 - c) <= linf(a + (b - a) * m2 - c))
            hi = m2;
        else
            lo = m1;
    }
    return a + (b - a) * ((lo + hi) / 2);
}

} // namespace sw
