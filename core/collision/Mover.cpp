#include "base/Format.h"
#include "collision/Mover.h"
#include "collision/PlanesMover.h"

#include <charconv>
#include <cmath>

namespace sw {

namespace {

// Map units per second at which the drawn feet catch up after a step up.
constexpr double kViewRiseSpeed = 280;
// Classic mode's "scoot up": upward acceleration while the feet are below the floor (map units
// per second²) and its speed limit (map units per second).
constexpr double kScootAcceleration = 4000;
constexpr double kScootMaxSpeed = 400;

std::string num(double v) { return formatRounded(v, 3); }

std::string at(const Vec2& p) { return "(" + num(p.x) + ", " + num(p.y) + ")"; }

} // namespace

Mover::Mover(const CollisionWorld& world, const AvatarProfile& profile)
    : m_world(world), m_profile(profile)
{
    if (profile.algorithm == AvatarProfile::Algorithm::Planes)
        m_planes = std::make_shared<PlaneTriangles>(world, profile.radius);
}

ProbeQuery Mover::feetQuery(const Vec2& p, double z, bool touching) const
{
    ProbeQuery query;
    query.footprint = {p, m_profile.radius, m_profile.shape == AvatarProfile::Shape::Box};
    query.touching = touching;
    query.profile = &m_profile;
    query.feetZ = z;
    return query;
}

Span Mover::span(const Vec2& p) const
{
    if (m_profile.algorithm == AvatarProfile::Algorithm::Classic)
        return m_world.spanAtPoints(p, m_profile.radius);
    return m_world.spanUnder({p, m_profile.radius, m_profile.shape == AvatarProfile::Shape::Box});
}

Result<double> Mover::standingHeight(const Vec2& p) const
{
    ProbeQuery query;
    query.footprint = {p, m_profile.radius, m_profile.shape == AvatarProfile::Shape::Box};
    query.solidDepth = ctol::kStartOverlap;
    query.profile = &m_profile;
    const CollisionWorld::Probe probe = m_world.probe(query);
    if (probe.solid)
        return makeError("the avatar at " + at(p) + " overlaps wall " +
                         std::to_string(probe.solidWall));
    if (probe.solidThing != kNone)
        return makeError("the avatar at " + at(p) + " overlaps thing " +
                         std::to_string(probe.solidThing));
    const Span& s = probe.span;
    if (s.inVoid)
        return makeError("the avatar at " + at(p) +
                         " is in the void (outside the map, or inside a pillar)");
    if (s.ceiling - s.floor < m_profile.height)
        return makeError("no headroom at " + at(p) + ": ceiling " + num(s.ceiling) +
                         " minus floor " + num(s.floor) + " is less than the avatar's height " +
                         num(m_profile.height));
    return s.floor;
}

bool Mover::horizontal(Vec2& pos, double& z, const Vec2& d, Trace* trace) const
{
    if (m_planes) {
        planesMove(*m_planes, pos, z, d, trace);
        return true;
    }
    if (m_profile.algorithm == AvatarProfile::Algorithm::Classic) {
        classicMove(m_world, m_profile, pos, z, d, trace);
        return true;
    }
    return exactMove(m_world, m_profile, pos, z, d, trace);
}

glm::dvec3 Mover::moveFrom(const Vec2& start, double z, const Vec2& delta, Trace* trace) const
{
    Vec2 pos = start;
    if (trace)
        trace->addPoint({pos, z});
    const bool floorMayDrop = horizontal(pos, z, delta, trace);
    // Come to rest: classic climbs after its move; both fall at once at the end, onto the
    // floors the footprint really overlaps (not those it only grazes).
    if (!m_profile.flying && floorMayDrop && m_planes) {
        // The sphere falls onto the first plane below it.
        const double rest = planesRestHeight(*m_planes, pos, z);
        if (rest != z) {
            if (trace)
                trace->addPoint({pos, z});
            z = rest;
        }
    } else if (!m_profile.flying && floorMayDrop) {
        const Span s = m_profile.algorithm == AvatarProfile::Algorithm::Classic
                           ? span(pos)
                           : m_world.probe(feetQuery(pos, z, false)).span;
        if (!s.inVoid && s.floor != z) {
            if (trace)
                trace->addPoint({pos, z});
            z = s.floor;
        }
    }
    if (trace)
        trace->addPoint({pos, z});
    return {pos, z};
}

Result<glm::dvec3> Mover::moveOnce(const Vec2& start, const Vec2& delta, Trace* trace) const
{
    auto z = standingHeight(start);
    if (!z)
        return z.error();
    return moveFrom(start, *z, delta, trace);
}

Result<AvatarState> Mover::spawn(const Vec2& p) const
{
    auto z = standingHeight(p);
    if (!z)
        return z.error();
    AvatarState s;
    s.pos = p;
    s.z = s.viewZ = *z;
    return s;
}

void Mover::step(AvatarState& state, const StepInput& input, double dt, Trace* trace) const
{
    const bool classic = m_profile.algorithm == AvatarProfile::Algorithm::Classic;
    // Horizontal: the same movers as one-shot moves, at the current feet height.
    horizontal(state.pos, state.z, input.velocity * dt, trace);

    // The column under the avatar, with the tops of objects it stands over as floors.
    Span s = span(state.pos);
    if (m_planes) {
        // The ceiling as the world has it; the floor where the sphere would land.
        s = m_world.probe(feetQuery(state.pos, state.z, true)).span;
        s.floor = planesRestHeight(*m_planes, state.pos, state.z);
    } else if (!classic) {
        s = m_world.probe(feetQuery(state.pos, state.z, true)).span;
        // A footprint that only touches a wall stands on the floor beyond it only when it could
        // have stepped there: one held against a step too high touches the higher floor and
        // must not be lifted onto it.
        if (s.floor > state.z + m_profile.stepHeight)
            s = m_world.probe(feetQuery(state.pos, state.z, false)).span;
    } else if (m_world.objects()) {
        const Span objects = m_world.probe(feetQuery(state.pos, state.z, true)).span;
        if (objects.floorThing != kNone && objects.floor > s.floor) {
            s.floor = objects.floor;
            s.floorThing = objects.floorThing;
        }
    }
    if (s.inVoid)
        return; // cannot happen for exact; classic may let a corner stray, and then stays put
    if (m_profile.flying) {
        state.z = std::clamp(state.z, s.floor, s.ceiling - m_profile.height);
        state.viewZ = state.z;
        state.onGround = state.z <= s.floor;
        return;
    }

    // Jump: the initial speed that rises exactly jumpHeight under gravity.
    if (input.jump && state.onGround && m_profile.jumpHeight > 0)
        state.vz = std::sqrt(2 * m_profile.gravity * m_profile.jumpHeight);

    if (classic && state.z < s.floor - ctol::kBelowFloor) {
        // The book's scoot up: below the floor, rise with an upward acceleration.
        state.vz = std::min(kScootMaxSpeed, std::max(0.0, state.vz) + kScootAcceleration * dt);
        state.z = std::min(s.floor, state.z + state.vz * dt);
        if (state.z >= s.floor)
            state.vz = 0;
        state.onGround = true;
    } else {
        // Gravity (semi-implicit Euler), landing, and the head against the ceiling.
        state.vz -= m_profile.gravity * dt;
        state.z += state.vz * dt;
        if (state.z <= s.floor) {
            state.z = s.floor;
            state.vz = 0;
            state.onGround = true;
        } else {
            state.onGround = false;
        }
        if (state.z + m_profile.height > s.ceiling) {
            state.z = std::max(s.floor, s.ceiling - m_profile.height);
            state.vz = std::min(state.vz, 0.0);
        }
    }

    // What is drawn rises smoothly after a step up, and follows a fall at once.
    if (state.viewZ < state.z)
        state.viewZ = std::min(state.z, state.viewZ + kViewRiseSpeed * dt);
    else
        state.viewZ = state.z;
    if (trace)
        trace->addPoint({state.pos, state.z});
}

} // namespace sw
