#pragma once

// Map analysis: where the map will feel wrong for an avatar profile, found before anyone plays
// it. Every check reads the map, its BSP and the collision rules; none changes anything.

#include "base/Progress.h"
#include "bsp/Bsp.h"
#include "collision/Objects.h"
#include "geom/Vec2.h"
#include "map/AvatarProfile.h"
#include "map/Map.h"

#include <memory>
#include <string>
#include <vector>

namespace sw {

class ResourceSet;
class GameConfig;

// Error: the map is broken for this avatar or for any loader (a build pipeline should stop).
// Warning: probably wrong, but a designer may have meant it; worth a look.
enum class Severity { Error, Warning };

const char* severityName(Severity severity);

// One problem, with where to look and the map elements involved (indices, sorted).
struct Finding {
    std::string kind; // "step-too-high", "low-headroom", "sharp-corner", ...
    Severity severity = Severity::Warning;
    Vec2 where;
    std::vector<Index> walls, sectors, vertices, things;
    std::string message; // one sentence with the numbers

    // A stable identity that survives unrelated edits: the kind and the sorted indices, e.g.
    // "narrow-gap|w:12,15|s:|v:|t:". Used to remember findings a designer chose to ignore.
    std::string key() const;
};

struct AnalysisOptions {
    // Map units above the step height that a rise may exceed and still count as "almost a
    // step" (a probable mistake): step < rise < step + stepSlack. The band is open at the top
    // because a rise of exactly step + 8 (32 for Doom's player) is Doom's idiom for a ledge
    // meant to block; higher rises are walls on purpose.
    double stepSlack = 8;
    // Map units below the avatar's height within which a sector or opening too low for it
    // counts as a probable mistake; lower spaces (vents, sills, grates) are not meant to be
    // walked through.
    double headroomSlack = 24;
    // Degrees. Blocking walls meeting at less than this make a sharp corner.
    double sharpAngleDegrees = 45;
    // Probe moves of the classic algorithm around each sharp corner.
    int classicProbes = 12;
    // Doom specials: sectors a line special moves (doors, lifts, floors) or teleports into
    // count as reachable by a mechanism and are not judged by their current heights.
    bool doomSpecials = true;
    // The meshes of mesh props (by the path in the map), for the check of props that
    // interpenetrate each other or a wall; without it that check is skipped.
    MeshLookup meshes;
    // The pictures the map's texture and flat names should resolve to (core/resources); without
    // them the unknown-texture check is skipped.
    std::shared_ptr<const ResourceSet> resources;
    // The game's vocabulary (core/game): unknown-thing and tag-without-target need it, and
    // stuck-thing takes monsters' sizes from it (else from a built-in table of Doom's).
    std::shared_ptr<const GameConfig> game;
    // Visible wall parts without a texture (missing-texture). It applies only to maps that name
    // at least one wall texture: an untextured sketch is not drowned in findings.
    bool textureChecks = true;
};

// What a designer can do about a finding of this kind, one sentence (empty for kinds without
// a hint yet). For the editor's Problems dock and tooltips.
std::string findingHint(const std::string& kind);

// Sentences naming the checks these options leave out and why ("unknown-texture: skipped, no
// resources to look names up in"), for a program to show beside the findings.
std::vector<std::string> skippedChecks(const AnalysisOptions& options);

// Runs every check. Findings come sorted by severity (errors first), kind, location and key,
// so equal input gives equal output. Progress goes from 0 to 1; when `progress` returns
// false the analysis stops and returns no findings (a cancelled run says nothing).
std::vector<Finding> analyzeMap(const Map& map, const Bsp& bsp, const AvatarProfile& profile,
                                const AnalysisOptions& options, const ProgressFn& progress = {});

// The order analyzeMap returns findings in.
void sortFindings(std::vector<Finding>& findings);

} // namespace sw
