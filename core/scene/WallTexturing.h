#pragma once

// Where Doom puts a picture on a wall part and on a floor: the alignment rules of the original
// renderer (offsets, upper and lower unpegged, two-sided middle textures drawn once), as texel
// coordinates. Texels run right along the side from its start vertex (v1 for the front side,
// v2 for the back, as Doom's segs do) and down from the picture's top row; a renderer wraps
// them by the picture's size.

#include "scene/SceneBuffers.h"

#include <cstdint>
#include <optional>

namespace sw {

// The heights one side of a wall sees: its own sector's, and the sector behind (absent for a
// one-sided wall).
struct SideHeights {
    double floor = 0, ceiling = 0;
    std::optional<double> backFloor, backCeiling;
};

// A wall part's rectangle in the world and its texels at the corners.
struct WallPartTexels {
    double bottom = 0, top = 0;   // world heights
    double uStart = 0, uEnd = 0;  // texel columns at the side's start and end vertex
    double vTop = 0, vBottom = 0; // texel rows at `top` and `bottom`
};

// The world height of a part's texture row 0 before the side's y offset: Doom's "texture mid".
// Upper: the lower ceiling plus the picture's height (its bottom row on the lower ceiling), or
// the side's ceiling when upper unpegged. Lower: the higher floor, or the side's ceiling when
// lower unpegged. Middle of a one-sided wall: the ceiling, or the floor plus the picture's
// height when lower unpegged. Middle of a two-sided wall: the lower ceiling, or the higher
// floor plus the picture's height when lower unpegged.
double textureTopRow(SurfacePart part, std::uint32_t wallFlags, const SideHeights& h,
                     double textureHeight);

// The texels of a part spanning bottom..top on a side `length` long with offsets (x, y): the
// x offset shifts columns, the y offset rows (a positive y offset moves the picture up).
WallPartTexels wallPartTexels(SurfacePart part, std::uint32_t wallFlags, const SideHeights& h,
                              double bottom, double top, double length, double offsetX,
                              double offsetY, double textureHeight);

// A two-sided wall's middle texture is drawn once, not tiled up or down: the rows 0..height
// from its anchor, clipped to the opening between the higher floor and the lower ceiling.
// Nothing when it lies wholly outside the opening (or the side is one-sided).
std::optional<WallPartTexels> twoSidedMiddleTexels(std::uint32_t wallFlags, const SideHeights& h,
                                                   double length, double offsetX, double offsetY,
                                                   double textureHeight);

// A floor's or ceiling's texels at a world point: flats lie on the 64-unit world grid, their
// columns along +x and their rows along -y (north up, as Doom shows them).
inline void flatTexels(double x, double y, double& u, double& v)
{
    u = x;
    v = -y;
}

} // namespace sw
