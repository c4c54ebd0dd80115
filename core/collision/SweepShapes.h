#pragma once

#include "geom/Vec2.h"

#include <cmath>

namespace sw {

// Continuous collision of a moving footprint with one wall segment. The footprint's centre
// moves from `p` by `d` (t from 0 to 1). The footprint is a box (axis-aligned square of
// half-size r) or a disk (radius r). The test is against the Minkowski sum of the segment and
// the footprint: the segment grown by the box (a hexagon) or the disk (a capsule), so an end
// point or a corner can never slip between parts of the footprint.
struct FootprintHit {
    double t = 0;   // time of first contact, in [0, 1]
    Vec2 normal;    // unit, from the segment towards the centre at contact
    bool startsInside = false; // the footprint already touched the segment at t = 0
};

// A wall segment with what every test needs precomputed.
struct SegmentShape {
    Vec2 a, b;
    Vec2 n;          // unit normal, the right of a -> b ((0, 0) for a zero-length segment)
    double c = 0;    // n·a

    // Whether the segment has a length (and so a normal).
    bool hasNormal() const { return n.x != 0 || n.y != 0; }
    // |n.x| + |n.y|: a box's reach along n per unit of half-size.
    double l1() const { return std::fabs(n.x) + std::fabs(n.y); }

    static SegmentShape make(const Vec2& a, const Vec2& b);
    bool operator==(const SegmentShape&) const = default;
};

// Returns true and fills `hit` when the footprint touches segment a-b during the motion and
// the motion goes into the segment. A footprint that starts touching (within numeric noise)
// and moves away or along the segment is not stopped.
bool sweepBoxSegment(const Vec2& p, const Vec2& d, double r, const Vec2& a, const Vec2& b,
                     FootprintHit& hit);
bool sweepDiskSegment(const Vec2& p, const Vec2& d, double r, const Vec2& a, const Vec2& b,
                      FootprintHit& hit);

bool sweepBoxSegment(const Vec2& p, const Vec2& d, double r, const SegmentShape& s, FootprintHit& hit);
bool sweepDiskSegment(const Vec2& p, const Vec2& d, double r, const SegmentShape& s,
                      FootprintHit& hit);

// How deep the footprint at c reaches into the segment: positive is overlap, negative is a
// gap (for the box, the smallest gap along x, y or the normal, as the separating axes give it).
double boxDepth(const Vec2& c, double r, const SegmentShape& s);
double diskDepth(const Vec2& c, double r, const SegmentShape& s);

// Static overlap tests with a positive depth (touching does not count).
bool boxOverlapsSegment(const Vec2& c, double r, const Vec2& a, const Vec2& b, double depth);
bool diskOverlapsSegment(const Vec2& c, double r, const Vec2& a, const Vec2& b, double depth);

// The point of segment a-b that a footprint at c touches (for reporting contacts).
Vec2 contactPointOnSegment(const Vec2& c, double r, bool box, const Vec2& a, const Vec2& b);

} // namespace sw
