#pragma once

// Every tolerance of the map analysis, with its unit and the reason for its value.

namespace sw::atol {

// Map units. Heights closer than this are equal (Doom heights are whole units; edited maps may
// carry rounding noise). Matches the collision core's own height tolerance.
constexpr double kHeight = 1e-6;

// Map units. Walls shorter than this are zero-length: the BSP compiler skips them (tol::
// kMinWallLength is the same value).
constexpr double kZeroLength = 1e-6;

// Map units. Two walls closer than this without sharing a vertex touch or overlap: geometry,
// not a gap anyone could walk through. Far above rounding, far below Doom's 1-unit grid.
constexpr double kTouching = 1e-3;

// Map units. A narrow gap is reported when it is narrower than the footprint's width by more
// than this: a gap exactly as wide as the avatar lets it through (the movers keep clear of
// walls by 1/1024 unit, and touching is allowed).
constexpr double kGapMargin = 1e-3;

// Map units. How far beyond the ends of a narrow gap the avatar must be able to stand for the
// gap to count as a passage (not a dead-end slot): one unit past the footprint.
constexpr double kGapBeyond = 1.0;

// Map units of overlap with a blocking wall a thing may have before it counts as stuck:
// things placed touching a wall (Doom's integer grid) are fine.
constexpr double kThingOverlap = 1e-3;

// Map units. Offset across a leaf edge when looking up the leaves on its other side: above the
// BSP's own tolerance (1e-6), far below the thinnest leaf a Doom map produces.
constexpr double kAcrossEdge = 1e-4;

// Map units. Classic probe moves start this many footprint half-sizes from a sharp corner's
// tip (clear of it) and aim this far past it, in this many real-time-like steps.
constexpr double kProbeDistance = 3.0;
constexpr int kProbeSteps = 8;

// Map units. A footprint overlapping a blocking wall by more than this after a classic probe
// move has let the wall's corner in.
constexpr double kCornerIn = 0.5;

} // namespace sw::atol
