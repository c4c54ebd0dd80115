#pragma once

#include "collision/Mover.h"
#include "map/Map.h"

#include <string>
#include <vector>

namespace sw {

// One replay of a probe at one tick rate.
struct ProbeRun {
    double tickRate = 60;
    glm::dvec3 end{0.0};        // where it ended (x, y, feet z)
    bool stuck = false;          // ended away from where the track led
    Contact lastContact;         // the last thing that stopped it, when stuck
    bool hasContact = false;
    int teleports = 0;           // teleport lines that moved it on
    Trace trace;                 // the whole path from the start, when asked for
};

// What became of a probe after edits and across tick rates.
struct ProbeReport {
    std::string name;
    std::string error;    // the probe could not run (its start is no longer standable...)
    bool changed = false; // at its own tick rate it no longer ends where it was recorded
    bool differs = false; // its end depends on the tick rate
    std::vector<ProbeRun> runs; // one per tick rate asked for, in that order
    std::string message;  // one sentence for a person
    bool ok() const { return error.empty() && !changed && !differs; }
};

// The tick rates probes are compared at: common frame rates of shipped games.
inline const std::vector<double> kProbeTickRates{30, 60, 144, 240};

// Map units: ends closer than this count as the same place.
constexpr double kProbeEndTolerance = 1.0;

// Replays the probe with a TrackFollower: each tick the avatar heads for the track's point of
// that moment at up to the probe's speed, through the mover's real-time step; after the track
// ends it has half a second more to arrive.
ProbeRun runProbe(const Mover& mover, const ProbeRecord& probe, double tickRate, bool keepTrace);

// Runs every probe of the map at its own tick rate and at `tickRates`, against `world`.
std::vector<ProbeReport> checkProbes(const Map& map, const CollisionWorld& world,
                                     const std::vector<double>& tickRates = kProbeTickRates);

// The profile a probe names (or the map's first, or Doom's player); false if it names one the
// map does not have.
bool probeProfile(const Map& map, const ProbeRecord& probe, AvatarProfile& out);

} // namespace sw
