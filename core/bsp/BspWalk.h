#pragma once

// Bsp::walkSegment for callers that walk many segments (the analysis walks every leaf edge of a
// map): the visitor is called directly rather than through std::function, and the walk's stack
// stays on the call stack until a tree is deeper than it holds. Answers exactly as
// Bsp::walkSegment, which is this walk.

#include "bsp/Bsp.h"
#include "geom/Tolerance.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <utility>
#include <vector>

namespace sw {

// Signed distance of p from a node's partition line: positive on the back (left), negative on
// the front.
inline double partitionDistance(const BspNode& n, const Vec2& p)
{
    const Vec2 dir = n.b - n.a;
    return cross(dir, p - n.a) / std::sqrt(glm::dot(dir, dir));
}

// The distances of a segment's ends from a node's line, as Bsp::walkSegment measures them.
struct ExactLineDistances {
    const std::vector<BspNode>& nodes;
    void operator()(std::size_t node, const Vec2& p0, const Vec2& p1, double& e0,
                    double& e1) const
    {
        e0 = partitionDistance(nodes[node], p0);
        e1 = partitionDistance(nodes[node], p1);
    }
};

// Visits the leaves the segment p0 -> p1 passes through, as Bsp::walkSegment does:
// visit(leaf, t0, t1) returns false to stop the walk, and the walk then returns false.
// `distances(node, p0, p1, e0, e1)` gives the ends' distances from a node's line: exact by
// default, or from unit normals kept per node (CollisionWorld::partitionDistances) for callers
// that walk a great many segments.
template <typename Visit, typename Distances>
bool walkBspSegment(const Bsp& bsp, const Vec2& p0, const Vec2& p1, Visit&& visit,
                    const Distances& distances)
{
    struct Pending {
        BspChild child;
        double t0, t1;
    };
    // A tree's path is rarely longer than a few dozen nodes, and the stack holds at most one
    // pending far side per node on it; deeper trees go on in a vector.
    constexpr std::size_t kInline = 96;
    std::array<Pending, kInline> inlineStack;
    std::vector<Pending> overflow;
    std::size_t size = 0;
    const auto push = [&](const Pending& s) {
        if (size < kInline)
            inlineStack[size] = s;
        else
            overflow.push_back(s);
        ++size;
    };
    const auto pop = [&]() -> Pending {
        --size;
        if (size < kInline)
            return inlineStack[size];
        const Pending s = overflow.back();
        overflow.pop_back();
        return s;
    };
    const std::vector<BspNode>& nodes = bsp.nodes();
    push({bsp.root(), 0.0, 1.0});
    while (size > 0) {
        const Pending s = pop();
        if (isLeafChild(s.child)) {
            if (!visit(childLeaf(s.child), s.t0, s.t1))
                return false;
            continue;
        }
        const BspNode& n = nodes[static_cast<std::size_t>(s.child)];
        // Distances of the whole segment's ends from the line (positive on the back); the
        // distance is linear along it, so the part [t0, t1] is placed without accumulating
        // error from earlier cuts.
        double e0, e1;
        distances(static_cast<std::size_t>(s.child), p0, p1, e0, e1);
        const double d0 = e0 + (e1 - e0) * s.t0, d1 = e0 + (e1 - e0) * s.t1;
        constexpr double e = tol::kOnLine;
        const bool on0 = std::fabs(d0) <= e, on1 = std::fabs(d1) <= e;
        // Along the line: both sides touch it; front first (an arbitrary but fixed order).
        if (on0 && on1) {
            push({n.back, s.t0, s.t1});
            push({n.front, s.t0, s.t1});
            continue;
        }
        // Wholly on one side (touching the line at one end at most).
        if ((d0 <= e && d1 <= e) || (d0 >= -e && d1 >= -e)) {
            const bool front = on0 ? d1 < 0 : d0 < 0;
            push({front ? n.front : n.back, s.t0, s.t1});
            continue;
        }
        // Crossing: the near side (p0's) first, then the far side.
        const double tm = std::clamp(e0 / (e0 - e1), s.t0, s.t1);
        const BspChild near = d0 < 0 ? n.front : n.back;
        const BspChild far = d0 < 0 ? n.back : n.front;
        push({far, tm, s.t1});
        push({near, s.t0, tm});
    }
    return true;
}

template <typename Visit>
bool walkBspSegment(const Bsp& bsp, const Vec2& p0, const Vec2& p1, Visit&& visit)
{
    return walkBspSegment(bsp, p0, p1, std::forward<Visit>(visit),
                          ExactLineDistances{bsp.nodes()});
}

} // namespace sw
