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
#include <vector>

namespace sw {

// Visits the leaves the segment p0 -> p1 passes through, as Bsp::walkSegment does:
// visit(leaf, t0, t1) returns false to stop the walk, and the walk then returns false.
template <typename Visit>
bool walkBspSegment(const Bsp& bsp, const Vec2& p0, const Vec2& p1, Visit&& visit)
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
        const Vec2 dir = n.b - n.a;
        const double length = std::sqrt(glm::dot(dir, dir));
        const double e0 = cross(dir, p0 - n.a) / length, e1 = cross(dir, p1 - n.a) / length;
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

} // namespace sw
