#include "geom/Polygon.h"

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
            const double x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);
            if (p.x < x)
                inside = !inside;
        }
    }
    return inside;
}

} // namespace sw
