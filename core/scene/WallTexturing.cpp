#include "scene/WallTexturing.h"

#include "map/Map.h"

#include <algorithm>

namespace sw {

double textureTopRow(SurfacePart part, std::uint32_t wallFlags, const SideHeights& h,
                     double textureHeight)
{
    const bool upperUnpegged = (wallFlags & kWallUpperUnpegged) != 0;
    const bool lowerUnpegged = (wallFlags & kWallLowerUnpegged) != 0;
    const bool twoSided = h.backFloor && h.backCeiling;
    switch (part) {
    case SurfacePart::Upper:
        if (upperUnpegged || !twoSided)
            return h.ceiling;
        return *h.backCeiling + textureHeight;
    case SurfacePart::Lower:
        // Unpegged lowers continue the picture from the ceiling down, as if the wall were whole.
        if (lowerUnpegged || !twoSided)
            return h.ceiling;
        return std::max(h.floor, *h.backFloor);
    case SurfacePart::Middle:
        if (!twoSided)
            return lowerUnpegged ? h.floor + textureHeight : h.ceiling;
        return lowerUnpegged ? std::max(h.floor, *h.backFloor) + textureHeight
                             : std::min(h.ceiling, *h.backCeiling);
    default:
        return h.ceiling;
    }
}

WallPartTexels wallPartTexels(SurfacePart part, std::uint32_t wallFlags, const SideHeights& h,
                              double bottom, double top, double length, double offsetX,
                              double offsetY, double textureHeight)
{
    // Row r sits at height anchor + offsetY - r.
    const double anchor = textureTopRow(part, wallFlags, h, textureHeight) + offsetY;
    WallPartTexels t;
    t.bottom = bottom;
    t.top = top;
    t.uStart = offsetX;
    t.uEnd = offsetX + length;
    t.vTop = anchor - top;
    t.vBottom = anchor - bottom;
    return t;
}

std::optional<WallPartTexels> twoSidedMiddleTexels(std::uint32_t wallFlags, const SideHeights& h,
                                                   double length, double offsetX, double offsetY,
                                                   double textureHeight)
{
    if (!h.backFloor || !h.backCeiling || textureHeight <= 0)
        return std::nullopt;
    const double anchor = textureTopRow(SurfacePart::Middle, wallFlags, h, textureHeight) + offsetY;
    const double openBottom = std::max(h.floor, *h.backFloor);
    const double openTop = std::min(h.ceiling, *h.backCeiling);
    const double top = std::min(anchor, openTop);
    const double bottom = std::max(anchor - textureHeight, openBottom);
    if (top <= bottom)
        return std::nullopt;
    return wallPartTexels(SurfacePart::Middle, wallFlags, h, bottom, top, length, offsetX, offsetY,
                          textureHeight);
}

} // namespace sw
