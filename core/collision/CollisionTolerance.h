#pragma once

// Every tolerance of the collision library in one place, with its unit and the reason for its
// value. Coordinates and heights are map units (a Doom map unit; maps span at most about 65,536
// units, heights are whole units in Doom maps). Iteration limits, grid sizes and the physics of
// the real-time step (gravity, view smoothing) are parameters, not tolerances, and stay with
// the code that uses them.

namespace sw::ctol {

// Map units. Heights closer than this count as equal: a floor this little above the feet is
// level, not a step. Doom heights are whole units; edited maps may carry rounding noise from
// arithmetic on them. The analysis uses the same value (atol::kHeight).
constexpr double kHeight = 1e-6;

// Map units. A footprint within this distance of a leaf counts as overlapping it: touching a
// higher floor's edge is enough to stand on it. Above the BSP's own tolerance (leaf polygons
// may lie up to tol::kOnLine off the wall they follow), far below the skin by which the movers
// keep clear of walls that stop them (kSkin).
constexpr double kTouch = 1e-5;

// Map units. A start position may overlap a solid wall by this much before it counts as inside
// the wall: rounding in hand-typed or imported coordinates.
constexpr double kStartOverlap = 1e-6;

// Map units (or motion time). Beyond any map: the floor and ceiling of a span before any sector
// is seen, and a time later than any in a grid walk.
constexpr double kFar = 1e300;

// Map units. The overlap depth a probe asks for when it does not look for solid walls: no
// overlap is this deep, so no wall is ever reported solid.
constexpr double kNoDepthLimit = kFar;

// Map units. After a contact the exact mover stops this far short of the wall or object, so
// rounding can never leave the footprint inside it. Invisible to a player (Doom's fixed-point
// resolution is 1/65536), far above the sweep's rounding.
constexpr double kSkin = 1.0 / 1024;

// Map units. Motions shorter than this are no motion: the exact mover stops sweeping, the
// classic mover does not slide or push along a zero direction, and an avatar this close to the
// point it heads for has arrived.
constexpr double kMinMotion = 1e-9;

// Map units per tick. An avatar that a tick moves less than this (along and up) and leaves on
// the ground is at rest: it has arrived, or something holds it. A thousandth of a unit is far
// below what a player sees and far above the movers' rounding.
constexpr double kRestDistance = 1e-3;

// Map units. Classic movement's "scoot up" starts when the feet are below the floor by more
// than this; at or above it they stand on the floor.
constexpr double kBelowFloor = 1e-9;

// Map units. Lengths below this are zero when a direction is normalised (a footprint's centre
// on an object's centre, a point on a segment): the direction is then chosen by a rule.
constexpr double kTinyLength = 1e-12;

// Map units per unit of motion time. A motion whose component across a slab (of a Minkowski
// region or a rectangle) is below this runs parallel to it: dividing by it would give times
// far outside [0, 1] anyway, and treating it as parallel avoids overflow.
constexpr double kParallel = 1e-12;

// Map units per unit of motion time. The rate at which a motion approaches a partition line
// counts as zero only below this: any larger rate gives finite crossing times.
constexpr double kZeroRate = 1e-300;

// Dimensionless. A mesh contact normal whose horizontal part is shorter than this is a flat
// top or bottom, not in the way of a horizontal move.
constexpr double kFlatNormal = 1e-9;

// Map units. The exact mover's sweep visits wall pieces within the footprint's reach plus this,
// so pieces it exactly touches (the sweep tests accept touching) are never skipped.
constexpr double kSweepPad = 1e-6;

// Map units. A grid cell counts as straddling a partition line when it comes this close to it,
// so a point query started at the cell's subtree never needs the other side.
constexpr double kCellMargin = 1e-6;

// Map units. The pad on the grid's rejection boxes: well above the touching distance the exact
// tests accept (kTouch, kSweepPad), so the boxes never reject a piece the tests would take.
constexpr double kGridPad = 1e-3;

// Map units. Wall pieces are listed in every grid cell within the reach plus this (along x and
// y), so rounding in the grid walk can never skip a piece.
constexpr double kGridSlack = 1;

// Map units. The grid built for one profile reaches this much beyond the footprint: room for
// the tolerances above, so the footprint's own queries never fall back to the BSP.
constexpr double kGridReachMargin = 0.01;

// Footprint radii. Objects are looked for within this many footprint radii of the centre: a
// box footprint's corner lies sqrt(2) (about 1.41) radii out.
constexpr double kObjectReach = 1.5;

// Map units. The classic algorithm's margins from the book: its edge and slide checks use a
// footprint this much smaller, and a corner that hit a wall stops this far short of it.
constexpr double kClassicShrink = 1.0;
constexpr double kClassicBackOff = 1.0 / 1024;

} // namespace sw::ctol
