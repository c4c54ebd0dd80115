#pragma once

#include "geom/Vec2.h"

namespace sw {

// Continuous collision of a moving footprint with one wall segment. The footprint's centre
// moves from `p` by `d` (t from 0 to 1). The footprint is a box (axis-aligned square of
// half-size r) or a disk (radius r). The test is against the Minkowski sum of the segment and
// the footprint: the segment grown by the box (a hexagon) or the disk (a capsule), so an end
// point or a corner can never slip between parts of the footprint.
struct SweepHit {
    double t = 0;   // time of first contact, in [0, 1]
    Vec2 normal;    // unit, from the segment towards the centre at contact
    bool startsInside = false; // the footprint already touched the segment at t = 0
};

// Returns true and fills `hit` when the footprint touches segment a-b during the motion and
// the motion goes into the segment. A footprint that starts touching (within numeric noise)
// and moves away or along the segment is not stopped.
bool sweepBoxSegment(const Vec2& p, const Vec2& d, double r, const Vec2& a, const Vec2& b,
                     SweepHit& hit);
bool sweepDiskSegment(const Vec2& p, const Vec2& d, double r, const Vec2& a, const Vec2& b,
                      SweepHit& hit);

// Static overlap tests with a positive depth (touching does not count).
bool boxOverlapsSegment(const Vec2& c, double r, const Vec2& a, const Vec2& b, double depth);
bool diskOverlapsSegment(const Vec2& c, double r, const Vec2& a, const Vec2& b, double depth);

// The point of segment a-b that a footprint at c touches (for reporting contacts).
Vec2 contactPointOnSegment(const Vec2& c, double r, bool box, const Vec2& a, const Vec2& b);

} // namespace sw
