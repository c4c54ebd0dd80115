#pragma once

#include "base/Result.h"
#include "collision/Mover.h"
#include "collision/Trace.h"

#include <glm/vec3.hpp>

#include <cmath>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace sw {

// The point of a pointer track ((seconds, x, y) in time order, as ProbeRecord::track) at time
// t: linear between points, the first point before the track begins and the last after it
// ends; (0, 0) for an empty track.
Vec2 trackPointAt(const std::vector<glm::dvec3>& track, double t);

// The avatar stepped through a collision world in fixed ticks: the one tick loop behind probe
// replays (the whole track known), the editor's live drag (pointer points appended as the mouse
// moves, advanced to the current time) and walk mode (each tick's input given directly).
//
// Tick i runs the mover's real-time step of 1 / tickRate seconds and starts at time
// i / tickRate. Following the track, the avatar heads during tick i for the track's point at
// the tick's start, at up to `speed`, arriving without overshoot, and presses jump on the tick
// during which a recorded press happened.
//
// Each tick the follower also looks at the special lines the avatar's centre walked over (the
// collision world's SpecialLines, when it has them): a teleport line crossed from its front
// puts the avatar on its destination, facing its angle, falling speed cleared, as Doom does;
// the trace records the jump and the track goes on from there. The other lines crossed are
// left to the caller (walk mode sets off their doors and lifts).
//
// The follower keeps no reference to the world: every call takes the Mover (world + profile),
// so the world may be rebuilt between calls (after an edit) and a follower may be copied and
// assigned freely (to restore a drag that was cancelled).
class TrackFollower {
public:
    struct Settings {
        double tickRate = 60; // ticks per second; positive and finite
        double speed = 320;   // the most the avatar moves per second following the track
        // Keep the whole path (from the start) and every contact in trace(); otherwise only the
        // last contact is kept.
        bool keepTrace = false;
    };

    // Starts at time 0 with the avatar in `start` (as Mover::spawn gives it) and no track.
    TrackFollower(const AvatarState& start, const Settings& settings);
    // The avatar standing at `start`, or why it cannot stand there.
    static Result<TrackFollower> spawn(const Mover& mover, const Vec2& start,
                                       const Settings& settings);

    // The pointer track and the jump presses, in seconds since the start.
    void setTrack(std::vector<glm::dvec3> track);
    void setJumps(std::vector<double> jumps);
    // The pointer was at p at time t (not before the last point): appends the point, or
    // replaces the last one when it has the same time.
    void addPoint(double t, const Vec2& p);
    void addJump(double t);
    const std::vector<glm::dvec3>& track() const { return m_track; }
    const std::vector<double>& jumps() const { return m_jumps; }
    Vec2 pointerAt(double t) const { return trackPointAt(m_track, t); }
    // Where following heads at time t: the track's point, moved by every teleport so far (after
    // a teleport the avatar follows the pointer's motion from the destination, not back to
    // the pointer).
    Vec2 targetAt(double t) const { return pointerAt(t) + m_trackShift; }

    // Runs every tick that starts at or before time t (a live drag catching up with the
    // pointer); returns how many ran.
    long advanceTo(const Mover& mover, double t);
    // The same loop with each tick's input from `input(*this)` instead of the track (walk
    // mode: the keys held at that tick).
    template <typename Input> long advanceTo(const Mover& mover, double t, Input&& input);
    // Runs `count` ticks following the track (a replay of known length).
    void advanceTicks(const Mover& mover, long count);
    // One tick following the track.
    void followTick(const Mover& mover);
    // What following the track asks of the next tick.
    StepInput followInput() const;
    // One tick with `input` instead of the track (walk mode): the same step, tick rate, time,
    // trace and contacts as following.
    void step(const Mover& mover, const StepInput& input);

    const Settings& settings() const { return m_settings; }
    double tickRate() const { return m_settings.tickRate; }
    // Seconds per tick.
    double tickSeconds() const { return m_dt; }
    // Ticks run so far.
    long ticks() const { return m_ticks; }
    // When the next tick starts, in seconds since the start.
    double time() const { return static_cast<double>(m_ticks) * m_dt; }

    const AvatarState& state() const { return m_state; }
    // Puts the avatar elsewhere between ticks (a teleport): the path jumps there, time goes
    // on, and the last contact (made where it was) is forgotten.
    void place(const AvatarState& state);
    // A walk-over special line the centre crossed during the last tick.
    struct CrossedLine {
        LineCrossing crossing;
        bool teleport = false; // a teleport line
        TeleportTarget target; // teleport: where it led (ok: the avatar went there) or why not
    };
    // The special lines the last tick crossed, in order, ending with a teleport taken (the
    // avatar is elsewhere after it). A once-only teleport line that acted is no longer listed.
    const std::vector<CrossedLine>& lastCrossings() const { return m_crossed; }
    // The last teleport of any tick so far, and how many there were.
    const std::optional<TraceTeleport>& lastTeleport() const { return m_lastTeleport; }
    int teleports() const { return m_teleportCount; }
    // Puts the avatar on a teleport's destination (`from`: where it left) as a crossed line
    // does: returns why not when it cannot stand there (it then stays where it is).
    std::optional<std::string> teleport(const Mover& mover, Index wall, const Vec2& from,
                                        const TeleportTarget& target);

    // With keepTrace, the path from the start, every contact and every teleport; otherwise
    // empty.
    const Trace& trace() const { return m_trace; }
    // The last contact of any tick so far: why the avatar last stopped.
    const std::optional<Contact>& lastContact() const { return m_lastContact; }
    // True when the last tick moved the avatar by less than ctol::kRestDistance (along and up)
    // and left it on the ground: it has arrived or something holds it. True before any tick.
    bool atRest() const { return m_atRest; }

private:
    // Looks at the lines the centre crossed moving from `from` this tick; true on a teleport.
    bool crossLines(const Mover& mover, const Vec2& from);

    Settings m_settings;
    double m_dt;
    std::vector<glm::dvec3> m_track;
    std::vector<double> m_jumps;
    AvatarState m_state;
    long m_ticks = 0;
    Trace m_trace;
    std::optional<Contact> m_lastContact;
    bool m_atRest = true;
    Vec2 m_trackShift{0, 0};            // added to the track after teleports
    std::vector<CrossedLine> m_crossed; // the last tick's
    std::vector<Index> m_spentLines;    // once-only teleport lines that acted
    std::optional<TraceTeleport> m_lastTeleport;
    int m_teleportCount = 0;
};

template <typename Input> long TrackFollower::advanceTo(const Mover& mover, double t, Input&& input)
{
    if (!std::isfinite(t))
        return 0;
    long count = 0;
    for (; time() <= t; ++count)
        step(mover, input(std::as_const(*this)));
    return count;
}

} // namespace sw
