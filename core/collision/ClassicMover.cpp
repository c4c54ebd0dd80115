// The classic algorithm of the "Developing Games in Java" collision chapter, kept on purpose
// with its weaknesses so designers can see where it fails: the four footprint corners are cast
// as rays, the nearest hit wins, and an after-the-fact check of the footprint's edges puts the
// avatar back where it was when a corner of the world pokes in between its corners.
#include "collision/Mover.h"

#include <cmath>

namespace sw {

namespace {

// The book's margins (CollisionTolerance.h): the edge check and the slide check use a smaller
// footprint; a corner stops a little short of the wall it hit.
constexpr double kShrink = ctol::kClassicShrink;
constexpr double kBackOff = ctol::kClassicBackOff;

// Whether a wall piece stands in the way at these heights: its blocking part overlaps the
// mover's height range with the bottom raised by the step size.
bool classicBlocks(const CollisionWorld& world, const CollisionSeg& s, double z,
                   const AvatarProfile& profile)
{
    if (s.solid || s.blockingFlag)
        return true;
    const SegHeights h = world.heightsOf(s);
    return h.floorMax > z + profile.stepHeight || h.ceilingMin < z + profile.height;
}

ContactReason classicReason(const CollisionWorld& world, const CollisionSeg& s, double z,
                            const AvatarProfile& profile)
{
    if (s.solid)
        return ContactReason::OneSided;
    if (s.blockingFlag)
        return ContactReason::Blocking;
    if (world.heightsOf(s).floorMax > z + profile.stepHeight)
        return ContactReason::StepTooHigh;
    return ContactReason::LowHeadroom;
}

// Where segment p -> p + d crosses segment a-b, as t along the first; false if it does not.
bool crossing(const Vec2& p, const Vec2& d, const Vec2& a, const Vec2& b, double& t)
{
    const Vec2 e = b - a;
    const double denom = cross(d, e);
    if (denom == 0)
        return false;
    const double tp = cross(a - p, e) / denom;
    const double ta = cross(a - p, d) / denom;
    if (tp < 0 || tp > 1 || ta < 0 || ta > 1)
        return false;
    t = tp;
    return true;
}

struct RayHit {
    bool found = false;
    double t = 2;
    std::uint32_t seg = 0;
};

auto zeroExtent = [](const Vec2&, double) { return 0.0; };

// Step 1: one corner's path, front to back; the first wall it crosses from the wall's front
// (the side of the leaf the seg bounds) to its back.
void castCorner(const CollisionWorld& world, const AvatarProfile& profile, const Vec2& from,
                const Vec2& d, double z, RayHit& best)
{
    const auto& segs = world.segs();
    world.sweep(from, d, zeroExtent, [&](std::uint32_t i) {
        const CollisionSeg& s = segs[i];
        double t;
        // The seg's leaf is on its right: the path must start there (or on the wall).
        if (cross(s.shape.b - s.shape.a, from - s.shape.a) <= 0 &&
            classicBlocks(world, s, z, profile) && crossing(from, d, s.shape.a, s.shape.b, t) &&
            t < best.t)
            best = {true, t, i};
        return std::min(best.t, 1.0);
    });
}

// Steps 1 and 2: the four corners' paths; the nearest hit wins.
RayHit castCorners(const CollisionWorld& world, const AvatarProfile& profile, const Vec2& pos,
                   const Vec2& d, double r, double z)
{
    RayHit best;
    for (const Vec2 c : {Vec2{-r, -r}, Vec2{r, -r}, Vec2{r, r}, Vec2{-r, r}})
        castCorner(world, profile, pos + c, d, z, best);
    return best;
}

// Step 3: does any edge of the footprint at `center` cross a wall that blocks?
bool edgesCrossWall(const CollisionWorld& world, const AvatarProfile& profile, const Vec2& center,
                    double r, double z, std::uint32_t& seg)
{
    const Vec2 corners[4] = {center + Vec2{-r, -r}, center + Vec2{r, -r}, center + Vec2{r, r},
                             center + Vec2{-r, r}};
    const auto& segs = world.segs();
    bool found = false;
    for (int k = 0; k < 4 && !found; ++k) {
        const Vec2 a = corners[k], d = corners[(k + 1) % 4] - a;
        world.sweep(a, d, zeroExtent, [&](std::uint32_t i) {
            const CollisionSeg& s = segs[i];
            double t;
            if (!found && classicBlocks(world, s, z, profile) &&
                crossing(a, d, s.shape.a, s.shape.b, t)) {
                found = true;
                seg = i;
            }
            return found ? 0.0 : 1.0;
        });
    }
    return found;
}

Vec2 segNormal(const CollisionSeg& s)
{
    const Vec2 e = glm::normalize(s.shape.b - s.shape.a);
    return {e.y, -e.x}; // towards the seg's leaf, on its right
}

Contact makeContact(const CollisionWorld& world, const CollisionSeg& s, ContactReason reason,
                    const Vec2& point, const Vec2& center, double z)
{
    Contact c;
    c.point = point;
    c.normal = segNormal(s);
    c.wall = s.wall;
    c.reason = reason;
    c.center = center;
    c.feetZ = z;
    const SegHeights h = world.heightsOf(s);
    c.floorBeyond = h.floorMax;
    c.ceilingBeyond = h.ceilingMin;
    return c;
}


// The book's objects: vertical cylinders. An avatar whose feet are within a sixth of its height
// below an object's top steps onto it; otherwise it is pushed out along the line between the
// centres; if that push would cross a wall, it goes back to where it started the move.
void classicObjects(const CollisionWorld& world, const AvatarProfile& profile, const Vec2& from,
                    Vec2& pos, double& z, Trace* trace)
{
    if (!world.objects())
        return;
    const double r = profile.radius;
    const auto& objects = world.objects()->objects();
    world.objects()->near(pos, {0, 0}, r, [&](std::uint32_t i) {
        const SolidObject& o = objects[i];
        const Vec2 v = pos - o.center;
        const double dist = glm::length(v), reach = r + o.radius;
        if (dist >= reach || o.top <= z || o.bottom >= z + profile.height)
            return;
        if (z >= o.top - profile.height / 6) {
            z = o.top;
            if (trace)
                trace->addPoint({pos, z});
            return;
        }
        const bool apart = dist > ctol::kMinMotion;
        const Vec2 push = apart ? v * (reach / dist - 1) : Vec2{reach, 0};
        Contact c;
        c.point = o.center + (apart ? v / dist : Vec2{1, 0}) * o.radius;
        c.normal = apart ? v / dist : Vec2{1, 0};
        c.thing = o.thing;
        c.reason = ContactReason::Object;
        c.center = pos;
        c.feetZ = z;
        c.floorBeyond = o.top;
        c.ceilingBeyond = o.bottom;
        if (trace)
            trace->contacts.push_back(c);
        if (castCorners(world, profile, pos, push, r - kShrink, z).found) {
            pos = from;
        } else {
            pos += push;
        }
        if (trace)
            trace->addPoint({pos, z});
    });
}

void classicMoveWalls(const CollisionWorld& world, const AvatarProfile& profile, Vec2& pos,
                      double z, const Vec2& d, Trace* trace);

} // namespace

void classicMove(const CollisionWorld& world, const AvatarProfile& profile, Vec2& pos, double& z,
                 const Vec2& d, Trace* trace)
{
    const Vec2 from = pos;
    classicMoveWalls(world, profile, pos, z, d, trace);
    classicObjects(world, profile, from, pos, z, trace);
}

namespace {

void classicMoveWalls(const CollisionWorld& world, const AvatarProfile& profile, Vec2& pos,
                      double z, const Vec2& d, Trace* trace)
{
    const double r = profile.radius;
    const auto& segs = world.segs();
    const Vec2 goal = pos + d;
    if (glm::length(d) <= 0)
        return;

    // Steps 1-2: the corners' paths; move so the nearest hitting corner sits at its hit point.
    const RayHit hit = castCorners(world, profile, pos, d, r, z);
    Vec2 stop = goal;
    if (hit.found)
        stop = pos + d * std::max(0.0, hit.t - kBackOff / glm::length(d));

    // Step 3: the corner problem. A wall between the corners: back to where it was.
    std::uint32_t poking = 0;
    if (edgesCrossWall(world, profile, stop, r - kShrink, z, poking)) {
        if (trace) {
            const CollisionSeg& s = segs[poking];
            // The corner of the world that poked in: the seg's end inside the footprint.
            const Vec2 tip =
                std::max(std::fabs(s.shape.a.x - stop.x), std::fabs(s.shape.a.y - stop.y)) <
                        std::max(std::fabs(s.shape.b.x - stop.x), std::fabs(s.shape.b.y - stop.y))
                    ? s.shape.a
                    : s.shape.b;
            trace->contacts.push_back(
                makeContact(world, s, ContactReason::SharpCorner, tip, pos, z));
        }
        return;
    }
    pos = stop;
    if (trace)
        trace->addPoint({pos, z});
    if (!hit.found)
        return;

    const CollisionSeg& wall = segs[hit.seg];
    if (trace) {
        const Vec2 corner = pos + Vec2{d.x >= 0 ? r : -r, d.y >= 0 ? r : -r};
        trace->contacts.push_back(
            makeContact(world, wall, classicReason(world, wall, z, profile), corner, pos, z));
    }

    // Slide: move the goal along the wall's normal by the goal-to-stop vector's part on it.
    const Vec2 n = segNormal(wall);
    const Vec2 slideGoal = goal + n * glm::dot(stop - goal, n);
    const Vec2 slide = slideGoal - pos;
    if (glm::length(slide) <= ctol::kMinMotion)
        return;
    // Check the slide with the smaller footprint; any wall on the way: stay at the stop point.
    if (castCorners(world, profile, pos, slide, r - kShrink, z).found)
        return;
    if (edgesCrossWall(world, profile, slideGoal, r - kShrink, z, poking))
        return;
    pos = slideGoal;
    if (trace)
        trace->addPoint({pos, z});
}

} // namespace

} // namespace sw
