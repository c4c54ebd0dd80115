// The exact algorithm: the whole footprint swept continuously against every wall piece near
// its path, front to back through the BSP; first contact wins; slide along it; step up where
// the footprint first reaches a higher floor.
#include "collision/Mover.h"
#include "collision/SweepShapes.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace sw {

namespace {

// Map units. After a contact the footprint stops this far short of the wall, so rounding
// can never leave it inside.
constexpr double kSkin = 1.0 / 1024;
// Map units. Motions shorter than this are not worth another sweep.
constexpr double kMinMotion = 1e-9;
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
    default: return ContactReason::OneSided;
    }
}

struct Event {
    double t = 2;
    std::int64_t seg = -1;
    WallPass kind = WallPass::Pass;
    Vec2 normal;
    double floorBeyond = 0, ceilingBeyond = 0; // the heights that decided the kind
};

// The earliest wall the footprint meets on the way from pos by d, that either stops it or
// lifts it onto a higher floor.
Event firstEvent(const CollisionWorld& world, const AvatarProfile& profile, const Vec2& pos,
                 double z, const Vec2& d, const std::vector<std::uint32_t>& ignoredSteps)
{
    Event best;
    const double r = profile.radius;
    const bool box = profile.shape == AvatarProfile::Shape::Box;
    const auto& segs = world.segs();
    auto extent = [r, box](const Vec2&, double l1) { return (box ? r * l1 : r) + 1e-6; };
    world.sweep(pos, d, extent, [&](std::uint32_t i) {
        const CollisionSeg& s = segs[i];
        const WallPass kind = CollisionWorld::classify(s, z, profile);
        if (kind == WallPass::Pass ||
            (kind == WallPass::Step &&
             std::find(ignoredSteps.begin(), ignoredSteps.end(), i) != ignoredSteps.end()))
            return std::min(best.t, 1.0);
        SweepHit hit;
        const bool touched = box ? sweepBoxSegment(pos, d, r, s.shape, hit)
                                 : sweepDiskSegment(pos, d, r, s.shape, hit);
        // At equal times a stop outranks a step: the footprint must not enter the wall.
        if (touched && (hit.t < best.t || (hit.t == best.t && blocks(kind) && !blocks(best.kind))))
            best = {hit.t, i, kind, hit.normal, s.floorMax, s.ceilingMin};
        return std::min(best.t, 1.0);
    });
    return best;
}

Contact makeContact(const CollisionSeg& s, const Event& e, const Vec2& pos, double z,
                    const AvatarProfile& profile)
{
    Contact c;
    c.point = contactPointOnSegment(pos, profile.radius, profile.shape == AvatarProfile::Shape::Box,
                                    s.a, s.b);
    c.normal = e.normal;
    c.wall = s.wall;
    c.reason = reasonOf(e.kind);
    c.center = pos;
    c.feetZ = z;
    c.floorBeyond = e.floorBeyond;
    c.ceilingBeyond = e.ceilingBeyond;
    return c;
}

} // namespace

void exactMove(const CollisionWorld& world, const AvatarProfile& profile, Vec2& pos, double& z,
               Vec2 d, Trace* trace)
{
    const bool box = profile.shape == AvatarProfile::Shape::Box;
    Vec2 prevNormal{0, 0};
    int slides = 0;
    // Steps already found to lead to no higher floor at this height (a wall end that the
    // footprint touches without reaching the floor beyond).
    std::vector<std::uint32_t> ignoredSteps;
    for (int events = 0; events < kMaxEvents && glm::length(d) > kMinMotion; ++events) {
        // Find the first wall on the way.
        Event e = firstEvent(world, profile, pos, z, d, ignoredSteps);
        if (e.seg < 0) {
            pos += d;
            if (trace)
                trace->addPoint({pos, z});
            return;
        }
        const CollisionSeg& s = world.segs()[static_cast<std::size_t>(e.seg)];

        // A higher floor within reach: climb where the footprint first touches it, if the whole
        // footprint then fits under the ceilings it overlaps.
        if (e.kind == WallPass::Step) {
            const Vec2 at = pos + d * e.t;
            Span span = world.spanUnder({at, profile.radius, box});
            if (span.floor <= z + 1e-6) {
                // Touching only the wall's end: look a hair further along the motion.
                const Vec2 probe = pos + d * std::min(1.0, e.t + kSkin / glm::length(d));
                span = world.spanUnder({probe, profile.radius, box});
            }
            if (span.floor <= z + 1e-6) {
                ignoredSteps.push_back(static_cast<std::uint32_t>(e.seg));
                continue;
            }
            const double floor = std::max(span.floor, z);
            e.floorBeyond = span.floor;
            e.ceilingBeyond = span.ceiling;
            if (floor - z > profile.stepHeight + 1e-6)
                e.kind = WallPass::StepTooHigh;
            else if (span.ceiling - floor < profile.height - 1e-6)
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
                continue;
            }
        }

        // A stop: halt just short of the wall and record why.
        const double len = glm::length(d);
        const double tStop = std::max(0.0, e.t - kSkin / len);
        pos += d * tStop;
        if (trace) {
            trace->addPoint({pos, z});
            trace->contacts.push_back(makeContact(s, e, pos, z, profile));
        }

        // Slide: the rest of the motion without its part into the wall. Stop in a corner, where
        // sliding along this wall would push back into the previous one.
        const Vec2 rest = d * (1 - tStop);
        const Vec2 slide = rest - e.normal * glm::dot(rest, e.normal);
        if (++slides > kMaxSlides || (slides > 1 && glm::dot(slide, prevNormal) < 0))
            return;
        prevNormal = e.normal;
        d = slide;
    }
}

} // namespace sw
