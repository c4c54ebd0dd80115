#include "base/Format.h"
#include "collision/Probes.h"
#include "collision/TrackFollower.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace sw {

namespace {

// Seconds the avatar gets after the track ends to reach its last point.
constexpr double kSettleSeconds = 0.5;

std::string num(double v) { return formatRounded(v, 1); }

std::string point(const glm::dvec3& p)
{
    return "(" + num(p.x) + ", " + num(p.y) + ", " + num(p.z) + ")";
}

double planDistance(const glm::dvec3& a, const glm::dvec3& b)
{
    return glm::length(Vec2{a.x - b.x, a.y - b.y});
}

bool sameEnd(const glm::dvec3& a, const glm::dvec3& b)
{
    return planDistance(a, b) <= kProbeEndTolerance && std::fabs(a.z - b.z) <= kProbeEndTolerance;
}

std::string stopReason(const ProbeRun& run, const AvatarProfile& profile)
{
    if (!run.stuck || !run.hasContact)
        return {};
    return " (stopped: " + describeContact(run.lastContact, profile.stepHeight, profile.height) +
           ")";
}

} // namespace

bool probeProfile(const Map& map, const ProbeRecord& probe, AvatarProfile& out)
{
    out = map.profiles.empty() ? AvatarProfile{} : map.profiles.front();
    if (probe.profile.empty())
        return true;
    for (const AvatarProfile& p : map.profiles)
        if (p.name == probe.profile) {
            out = p;
            return true;
        }
    return false;
}

ProbeRun runProbe(const Mover& mover, const ProbeRecord& probe, double tickRate, bool keepTrace)
{
    ProbeRun run;
    run.tickRate = tickRate;
    auto follower = TrackFollower::spawn(mover, probe.start, {tickRate, probe.speed, keepTrace});
    if (!follower)
        return run;
    follower->setTrack(probe.track);
    follower->setJumps(probe.jumps);
    // The track, then time to arrive.
    const double duration = (probe.track.empty() ? 0.0 : probe.track.back().x) + kSettleSeconds;
    follower->advanceTicks(mover, static_cast<long>(std::ceil(duration * tickRate)));

    const AvatarState& state = follower->state();
    run.end = {state.pos, state.z};
    if (follower->lastContact()) {
        run.lastContact = *follower->lastContact();
        run.hasContact = true;
    }
    run.teleports = follower->teleports();
    if (keepTrace)
        run.trace = follower->trace();
    // Where the track leads (moved on by any teleport).
    const Vec2 last = follower->targetAt(duration);
    run.stuck = glm::length(last - state.pos) >
                std::max(kProbeEndTolerance, mover.profile().radius / 2);
    return run;
}

std::vector<ProbeReport> checkProbes(const Map& map, const CollisionWorld& world,
                                     const std::vector<double>& tickRates)
{
    std::vector<ProbeReport> reports;
    for (const ProbeRecord& probe : map.probes) {
        ProbeReport r;
        r.name = probe.name;
        AvatarProfile profile;
        if (!probeProfile(map, probe, profile)) {
            r.error = "the map has no avatar profile called \"" + probe.profile + "\"";
            r.message = r.error;
            reports.push_back(std::move(r));
            continue;
        }
        const Mover mover(world, profile);
        if (auto start = mover.standingHeight(probe.start); !start) {
            r.error = start.error().message;
            r.message = "cannot start: " + r.error;
            reports.push_back(std::move(r));
            continue;
        }
        // At its own rate: did the edit move where it ends?
        const ProbeRun own = runProbe(mover, probe, probe.tickRate, false);
        r.changed = !sameEnd(own.end, probe.expectedEnd);
        // Across tick rates: does the end depend on the frame rate?
        for (double rate : tickRates)
            r.runs.push_back(runProbe(mover, probe, rate, false));
        for (const ProbeRun& a : r.runs)
            for (const ProbeRun& b : r.runs)
                r.differs = r.differs || !sameEnd(a.end, b.end);

        if (r.changed)
            r.message = "ends at " + point(own.end) + " instead of " + point(probe.expectedEnd) +
                        stopReason(own, profile);
        if (r.differs) {
            std::string ends;
            for (const ProbeRun& run : r.runs)
                ends += (ends.empty() ? "" : ", ") + num(run.tickRate) + " Hz at " + point(run.end) +
                        stopReason(run, profile);
            r.message += (r.message.empty() ? "" : "; ") + std::string("depends on the tick rate: ") + ends;
        }
        if (r.message.empty())
            r.message = "ends at " + point(own.end) + " at every tick rate, as recorded";
        reports.push_back(std::move(r));
    }
    return reports;
}

} // namespace sw
