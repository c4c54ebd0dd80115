#include "geom/Polygon.h"

#include "geom/Predicates.h"

namespace sw {

double signedArea(std::span<const Vec2> polygon)
{
    double twice = 0;
    const std::size_t n = polygon.size();
    for (std::size_t i = 0; i < n; ++i)
        twice += cross(polygon[i], polygon[(i + 1) % n]);
    return twice * 0.5;
}

bool pointInPolygon(std::span<const Vec2> polygon, const Vec2& p)
{
    bool inside = false;
    const std::size_t n = polygon.size();
    for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
        const Vec2& a = polygon[i];
        const Vec2& b = polygon[j];
        if ((a.y > p.y) != (b.y > p.y)) {
            // The edge crosses p's row to the right of p exactly when p lies left of the edge
            // directed upwards: an exact sign where computing the crossing's x would round.
            const bool upwards = b.y > a.y;
            if (orientSign(upwards ? a : b, upwards ? b : a, p) > 0)
                inside = !inside;
        }
    }
    return inside;
}

} // namespace sw
