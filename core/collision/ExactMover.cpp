// The exact algorithm: the whole footprint swept continuously against every wall piece near
// its path, front to back through the BSP; first contact wins; slide along it; step up where
// the footprint first reaches a higher floor.
#include "collision/Mover.h"
#include "collision/SweepShapes.h"
#include "mesh/SweptSphere.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace sw {

namespace {

using ctol::kMinMotion;
using ctol::kSkin;

// Slides along walls per move, and events (slides plus steps) per move.
constexpr int kMaxSlides = 4;
constexpr int kMaxEvents = 64;

bool blocks(WallPass p) { return p != WallPass::Pass && p != WallPass::Step; }

ContactReason reasonOf(WallPass p)
{
    switch (p) {
    case WallPass::Blocking: return ContactReason::Blocking;
    case WallPass::StepTooHigh: return ContactReason::StepTooHigh;
    case WallPass::LowHeadroom: return ContactReason::LowHeadroom;
    case WallPass::Step: return ContactReason::StepTooHigh;
    default: return ContactReason::OneSided;
    }
}

struct Event {
    double t = 2;
    std::int64_t seg = -1;    // a wall piece, or
    std::int64_t object = -1; // an object (then seg is -1)
    WallPass kind = WallPass::Pass;
    Vec2 normal;
    double floorBeyond = 0, ceilingBeyond = 0; // the heights that decided the kind
};

// How the avatar with feet at z meets an object: walks over or under it, steps onto it, or is
// stopped.
WallPass classifyObject(const SolidObject& o, double z, const AvatarProfile& profile)
{
    if (o.top <= z + ctol::kHeight || o.bottom >= z + profile.height - ctol::kHeight)
        return WallPass::Pass;
    if (o.top - z <= profile.stepHeight + ctol::kHeight && !profile.flying)
        return WallPass::Step;
    return WallPass::Blocking;
}

// A mesh prop against the avatar: spheres of the avatar's radius stacked from a step above the
// feet to the head, each swept against the prop's triangles. Parts lower than a step are met
// as the prop's bounding cylinder (the avatar steps onto it).
bool sweepMesh(const SolidObject& o, const AvatarProfile& profile, const Vec2& pos, double z,
               const Vec2& d, FootprintHit& out)
{
    const double r = profile.radius;
    const double lowest = z + profile.stepHeight + r, highest = z + profile.height - r;
    const int count = highest <= lowest ? 1 : 1 + static_cast<int>(std::ceil((highest - lowest) / r));
    bool found = false;
    for (int k = 0; k < count; ++k) {
        const double h = count == 1 ? std::min(lowest, highest) : lowest + (highest - lowest) * k / (count - 1);
        const auto hit = sweepSphere(o.triangles, Vec3{pos.x, pos.y, h}, r, Vec3{d.x, d.y, 0});
        if (!hit)
            continue;
        Vec2 n{hit->normal.x, hit->normal.y};
        const double len = glm::length(n);
        if (len < ctol::kFlatNormal)
            continue; // a flat top or bottom: not in the way of a horizontal move
        if (!found || hit->t < out.t) {
            out = {hit->t, n / len, hit->t == 0};
            found = true;
        }
    }
    return found;
}

// Objects near the motion that come before the earliest wall event.
void objectEvent(const ObjectSet& objects, const AvatarProfile& profile, const Vec2& pos, double z,
                 const Vec2& d, const std::vector<std::uint32_t>& ignoredSteps, Event& best)
{
    const bool box = profile.shape == AvatarProfile::Shape::Box;
    objects.near(pos, d, profile.radius * ctol::kObjectReach, [&](std::uint32_t i) {
        const SolidObject& o = objects.objects()[i];
        WallPass kind = classifyObject(o, z, profile);
        if (kind == WallPass::Pass ||
            (kind == WallPass::Step && std::find(ignoredSteps.begin(), ignoredSteps.end(),
                                                 i | 0x80000000u) != ignoredSteps.end()))
            return;
        FootprintHit hit;
        bool touched = false;
        if (kind == WallPass::Blocking && o.kind == ThingShape::Kind::Mesh && !o.triangles.empty())
            touched = sweepMesh(o, profile, pos, z, d, hit);
        else
            touched = sweepFootprintObject(pos, d, profile.radius, box, o, hit);
        if (touched && (hit.t < best.t || (hit.t == best.t && blocks(kind) && !blocks(best.kind))))
            best = {hit.t, -1, i, kind, hit.normal, o.top, o.bottom};
    });
}

// The earliest wall the footprint meets on the way from pos by d, that either stops it or
// lifts it onto a higher floor.
Event firstEvent(const CollisionWorld& world, const AvatarProfile& profile, const Vec2& pos,
                 double z, const Vec2& d, const std::vector<std::uint32_t>& ignoredSteps,
                 bool& lowerFloorNear)
{
    Event best;
    const double r = profile.radius;
    const bool box = profile.shape == AvatarProfile::Shape::Box;
    const auto& segs = world.segs();
    auto extent = [r, box](const Vec2&, double l1) {
        return (box ? r * l1 : r) + ctol::kSweepPad;
    };
    world.sweep(pos, d, extent, [&](std::uint32_t i) {
        const CollisionSeg& s = segs[i];
        const SegHeights h = world.heightsOf(s);
        const WallPass kind = CollisionWorld::classify(s, h, z, profile);
        if (kind == WallPass::Pass) {
            // A lower floor next to the path: the move may end over it (and fall).
            lowerFloorNear = lowerFloorNear || h.floorMin < z - ctol::kHeight;
            return std::min(best.t, 1.0);
        }
        if (kind == WallPass::Step && !ignoredSteps.empty() &&
            std::find(ignoredSteps.begin(), ignoredSteps.end(), i) != ignoredSteps.end())
            return std::min(best.t, 1.0);
        FootprintHit hit;
        const bool touched = box ? sweepBoxSegment(pos, d, r, s.shape, hit)
                                 : sweepDiskSegment(pos, d, r, s.shape, hit);
        // At equal times a stop outranks a step (the footprint must not enter the wall), and
        // then the lower piece index wins, so the answer does not depend on the visiting order.
        if (touched &&
            (hit.t < best.t || (hit.t == best.t &&
                                (blocks(kind) != blocks(best.kind) ? blocks(kind) : i < best.seg))))
            best = {hit.t, i, -1, kind, hit.normal, h.floorMax, h.ceilingMin};
        return std::min(best.t, 1.0);
    });
    if (world.objects())
        objectEvent(*world.objects(), profile, pos, z, d, ignoredSteps, best);
    return best;
}

// Walls are named by their seg index, objects by their index with this bit set.
constexpr std::uint32_t kObjectBit = 0x80000000u;

std::uint32_t eventId(const Event& e)
{
    return e.seg >= 0 ? static_cast<std::uint32_t>(e.seg)
                      : static_cast<std::uint32_t>(e.object) | kObjectBit;
}

Contact makeContact(const CollisionWorld& world, const Event& e, const Vec2& pos, double z,
                    const AvatarProfile& profile)
{
    Contact c;
    const bool box = profile.shape == AvatarProfile::Shape::Box;
    if (e.seg >= 0) {
        const CollisionSeg& s = world.segs()[static_cast<std::size_t>(e.seg)];
        c.point = contactPointOnSegment(pos, profile.radius, box, s.shape.a, s.shape.b);
        c.wall = s.wall;
        c.reason = reasonOf(e.kind);
    } else {
        const SolidObject& o = world.objects()->objects()[static_cast<std::size_t>(e.object)];
        const Vec2 rel = pos - o.center;
        c.point = o.kind == ThingShape::Kind::Box
                      ? o.center + glm::clamp(rel, Vec2{-o.radius, -o.radius}, Vec2{o.radius, o.radius})
                      : o.center + rel * (o.radius / std::max(glm::length(rel), ctol::kTinyLength));
        c.thing = o.thing;
        c.reason = ContactReason::Object;
    }
    c.normal = e.normal;
    c.center = pos;
    c.feetZ = z;
    c.floorBeyond = e.floorBeyond;
    c.ceilingBeyond = e.ceilingBeyond;
    return c;
}

Span spanAt(const CollisionWorld& world, const AvatarProfile& profile, const Vec2& p, double z)
{
    ProbeQuery query;
    query.footprint = {p, profile.radius, profile.shape == AvatarProfile::Shape::Box};
    query.profile = &profile;
    query.feetZ = z;
    return world.probe(query).span;
}

} // namespace

bool exactMove(const CollisionWorld& world, const AvatarProfile& profile, Vec2& pos, double& z,
               Vec2 d, Trace* trace)
{
    // Whether the floor under the end may be lower than z: a lower floor beside the path, a
    // step taken (the floor left behind is lower), or objects (their tops are floors).
    bool floorMayDrop = world.objects() != nullptr;
    Vec2 prevNormal{0, 0};
    int slides = 0;
    // Steps already found to lead to no higher floor at this height (a wall end that the
    // footprint touches without reaching the floor beyond).
    std::vector<std::uint32_t> ignoredSteps;
    for (int events = 0; events < kMaxEvents && glm::length(d) > kMinMotion; ++events) {
        // Find the first wall or object on the way.
        Event e = firstEvent(world, profile, pos, z, d, ignoredSteps, floorMayDrop);
        if (e.seg < 0 && e.object < 0) {
            pos += d;
            if (trace)
                trace->addPoint({pos, z});
            return floorMayDrop;
        }

        // A higher floor within reach: climb where the footprint first touches it, if the whole
        // footprint then fits under the ceilings it overlaps.
        if (e.kind == WallPass::Step) {
            const Vec2 at = pos + d * e.t;
            Span span = spanAt(world, profile, at, z);
            if (span.floor <= z + ctol::kHeight) {
                // Touching only the wall's end: look a hair further along the motion.
                const Vec2 probe = pos + d * std::min(1.0, e.t + kSkin / glm::length(d));
                span = spanAt(world, profile, probe, z);
            }
            if (span.floor <= z + ctol::kHeight) {
                ignoredSteps.push_back(eventId(e));
                continue;
            }
            const double floor = std::max(span.floor, z);
            e.floorBeyond = span.floor;
            e.ceilingBeyond = span.ceiling;
            if (floor - z > profile.stepHeight + ctol::kHeight)
                e.kind = WallPass::StepTooHigh;
            else if (span.ceiling - floor < profile.height - ctol::kHeight)
                e.kind = WallPass::LowHeadroom;
            else {
                pos = at;
                if (trace) {
                    trace->addPoint({pos, z});
                    trace->addPoint({pos, floor});
                }
                z = floor;
                d *= 1 - e.t;
                ignoredSteps.clear();
                floorMayDrop = true;
                continue;
            }
        }

        // A stop: halt just short of the wall or object and record why.
        const double len = glm::length(d);
        const double tStop = std::max(0.0, e.t - kSkin / len);
        pos += d * tStop;
        if (trace) {
            trace->addPoint({pos, z});
            trace->contacts.push_back(makeContact(world, e, pos, z, profile));
        }

        // Slide: the rest of the motion without its part into the wall. Stop in a corner, where
        // sliding along this wall would push back into the previous one.
        const Vec2 rest = d * (1 - tStop);
        const Vec2 slide = rest - e.normal * glm::dot(rest, e.normal);
        if (++slides > kMaxSlides || (slides > 1 && glm::dot(slide, prevNormal) < 0))
            return floorMayDrop;
        prevNormal = e.normal;
        d = slide;
    }
    return floorMayDrop;
}

} // namespace sw
