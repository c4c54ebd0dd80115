#pragma once

#include "geom/Vec2.h"

#include <algorithm>
#include <limits>

namespace sw {

// An axis-aligned box in the plan. Default-constructed boxes are empty and grow with add().
struct Box2 {
    Vec2 min{std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
    Vec2 max{-std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()};

    bool empty() const { return min.x > max.x || min.y > max.y; }
    void add(const Vec2& p)
    {
        min = {std::min(min.x, p.x), std::min(min.y, p.y)};
        max = {std::max(max.x, p.x), std::max(max.y, p.y)};
    }
    void add(const Box2& b)
    {
        if (b.empty())
            return;
        add(b.min);
        add(b.max);
    }
    Vec2 size() const { return empty() ? Vec2{0, 0} : max - min; }
    Vec2 center() const { return (min + max) * 0.5; }
    bool contains(const Vec2& p) const
    {
        return p.x >= min.x && p.x <= max.x && p.y >= min.y && p.y <= max.y;
    }
    bool overlaps(const Box2& b) const
    {
        return !(b.min.x > max.x || b.max.x < min.x || b.min.y > max.y || b.max.y < min.y);
    }
};

} // namespace sw
