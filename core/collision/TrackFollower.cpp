#include "collision/TrackFollower.h"

#include "collision/CollisionTolerance.h"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace sw {

Vec2 trackPointAt(const std::vector<glm::dvec3>& track, double t)
{
    if (track.empty())
        return {0, 0};
    if (t <= track.front().x)
        return {track.front().y, track.front().z};
    for (std::size_t i = 1; i < track.size(); ++i) {
        const glm::dvec3& a = track[i - 1];
        const glm::dvec3& b = track[i];
        if (t <= b.x) {
            const double s = b.x > a.x ? (t - a.x) / (b.x - a.x) : 1.0;
            return Vec2{a.y, a.z} + (Vec2{b.y, b.z} - Vec2{a.y, a.z}) * s;
        }
    }
    return {track.back().y, track.back().z};
}

TrackFollower::TrackFollower(const AvatarState& start, const Settings& settings)
    : m_settings(settings), m_dt(1.0 / settings.tickRate), m_state(start)
{
    assert(settings.tickRate > 0 && std::isfinite(settings.tickRate));
    if (m_settings.keepTrace)
        m_trace.addPoint({start.pos, start.z});
}

Result<TrackFollower> TrackFollower::spawn(const Mover& mover, const Vec2& start,
                                           const Settings& settings)
{
    auto state = mover.spawn(start);
    if (!state)
        return state.error();
    return TrackFollower(*state, settings);
}

void TrackFollower::setTrack(std::vector<glm::dvec3> track)
{
    m_track = std::move(track);
}

void TrackFollower::setJumps(std::vector<double> jumps)
{
    m_jumps = std::move(jumps);
}

void TrackFollower::addPoint(double t, const Vec2& p)
{
    if (!m_track.empty() && m_track.back().x >= t)
        m_track.back() = {m_track.back().x, p.x, p.y};
    else
        m_track.push_back({t, p.x, p.y});
}

void TrackFollower::addJump(double t)
{
    m_jumps.push_back(t);
}

long TrackFollower::advanceTo(const Mover& mover, double t)
{
    return advanceTo(mover, t, [](const TrackFollower& f) { return f.followInput(); });
}

void TrackFollower::advanceTicks(const Mover& mover, long count)
{
    for (long i = 0; i < count; ++i)
        followTick(mover);
}

void TrackFollower::followTick(const Mover& mover)
{
    step(mover, followInput());
}

StepInput TrackFollower::followInput() const
{
    const double t0 = time();
    // Head for the track's point of this moment at up to the speed, arriving without overshoot.
    const Vec2 toTarget = pointerAt(t0) - m_state.pos;
    const double dist = glm::length(toTarget);
    const Vec2 velocity =
        dist > ctol::kMinMotion
            ? toTarget / dist * std::min(m_settings.speed, dist * m_settings.tickRate)
            : Vec2{0, 0};
    // Jump on the tick during which the recorded press happened.
    const bool jump = std::any_of(m_jumps.begin(), m_jumps.end(),
                                  [&](double t) { return t >= t0 && t < t0 + m_dt; });
    return {velocity, jump};
}

void TrackFollower::place(const AvatarState& state)
{
    m_state = state;
    m_lastContact.reset();
    if (m_settings.keepTrace)
        m_trace.addPoint({state.pos, state.z});
}

void TrackFollower::step(const Mover& mover, const StepInput& input)
{
    const Vec2 before = m_state.pos;
    const double zBefore = m_state.z;
    const std::size_t contacts = m_trace.contacts.size();
    mover.step(m_state, input, m_dt, &m_trace);
    if (m_trace.contacts.size() > contacts)
        m_lastContact = m_trace.contacts.back();
    if (!m_settings.keepTrace)
        m_trace.clear();
    m_atRest = glm::length(m_state.pos - before) < ctol::kRestDistance &&
               std::fabs(m_state.z - zBefore) < ctol::kRestDistance && m_state.onGround;
    ++m_ticks;
}

} // namespace sw
