#pragma once

// Every geometric tolerance of Stepwise in one place, with its unit and the reason for its value.
// Coordinates are map units (a Doom map unit; real maps span at most about 65,536 units).

namespace sw::tol {

// Map units. A point closer than this to a partition line counts as lying on it, and a wall
// piece whose two ends are both that close is collinear with it. Split points are computed in
// double precision with an error near 1e-11 units on the largest maps, so 1e-6 is far above the
// noise (classification never flips on rounding) and far below anything a designer can draw
// (Doom's own grid is 1 unit, its fixed-point resolution 1/65536). It also bounds the thinnest
// sliver the compiler can make: no split leaves a piece shorter than this.
constexpr double kOnLine = 1e-6;

// Map units. The compiler's root cell is the map's bounds grown by this margin, so no wall lies
// on the root cell's border and every leaf touching the border is void (outside the map).
constexpr double kRootMargin = 64.0;

// Map units. Walls shorter than this are zero-length for the compiler: they bound nothing and
// are skipped with a warning.
constexpr double kMinWallLength = 1e-6;

} // namespace sw::tol
