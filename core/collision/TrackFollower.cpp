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
    const Vec2 toTarget = targetAt(t0) - m_state.pos;
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
    ++m_ticks;
    // The special lines the centre walked over: a teleport moves the avatar on.
    const bool teleported = crossLines(mover, before);
    if (!m_settings.keepTrace)
        m_trace.clear();
    m_atRest = !teleported && glm::length(m_state.pos - before) < ctol::kRestDistance &&
               std::fabs(m_state.z - zBefore) < ctol::kRestDistance && m_state.onGround;
}

bool TrackFollower::crossLines(const Mover& mover, const Vec2& from)
{
    m_crossed.clear();
    const SpecialLines* lines = mover.world().specialLines();
    if (!lines || lines->empty() || from == m_state.pos)
        return false;
    for (const LineCrossing& c : lines->crossed(from, m_state.pos)) {
        CrossedLine crossed{c, lines->walkTeleport(c.wall), {}};
        if (!crossed.teleport) {
            m_crossed.push_back(std::move(crossed));
            continue;
        }
        if (std::find(m_spentLines.begin(), m_spentLines.end(), c.wall) != m_spentLines.end())
            continue;
        crossed.target = lines->teleport(c.wall, c.fromFront);
        if (crossed.target.ok) {
            if (auto refused = teleport(mover, c.wall, c.point, crossed.target)) {
                crossed.target.ok = false;
                crossed.target.refusal = *refused;
            } else if (const auto action = lines->action(c.wall); !action->repeatable) {
                m_spentLines.push_back(c.wall);
            }
        }
        const bool went = crossed.target.ok;
        m_crossed.push_back(std::move(crossed));
        if (went)
            return true;
    }
    return false;
}

std::optional<std::string> TrackFollower::teleport(const Mover& mover, Index wall, const Vec2& from,
                                                   const TeleportTarget& target)
{
    const auto z = mover.standingHeight(target.destination);
    if (!z)
        return "wall " + std::to_string(wall) + " cannot teleport the avatar: " + z.error().message;
    AvatarState state = m_state;
    state.pos = target.destination;
    state.z = state.viewZ = *z;
    state.vz = 0;
    state.onGround = true;
    place(state);
    // The track goes on from the destination: the next tick heads for where the avatar landed.
    m_trackShift += target.destination - targetAt(time());
    const std::size_t pathIndex = m_trace.path.empty() ? 0 : m_trace.path.size() - 1;
    const TraceTeleport t{wall, from, {target.destination, *z}, target.angle, pathIndex};
    if (m_settings.keepTrace)
        m_trace.teleports.push_back(t);
    m_lastTeleport = t;
    ++m_teleportCount;
    return std::nullopt;
}

} // namespace sw
