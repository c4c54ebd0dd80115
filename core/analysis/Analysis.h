#pragma once

// Map analysis: where the map will feel wrong for an avatar profile, found before anyone plays
// it. Every check reads the map, its BSP and the collision rules; none changes anything.

#include "base/Progress.h"
#include "bsp/Bsp.h"
#include "collision/Objects.h"
#include "geom/Box2.h"
#include "geom/Vec2.h"
#include "map/AvatarProfile.h"
#include "map/Map.h"

#include <memory>
#include <string>
#include <vector>

namespace sw {

class CollisionWorld;
class LeafLinksCache;

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
    // Where to frame it: the bounds of its walls, vertices and things (never the whole of a
    // sector, however large); a point box at `where` when it has none. Set by analyzeMap.
    Box2 bounds = {};
    // The id of its group (see groupFindings): the key of the group's first finding. Set by
    // analyzeMap; a finding alone is its own group.
    std::string group = {};

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
    // Judge the map with Doom's doors at their open height and lifts at their lowest (the
    // avatar profile's doorsOpen, `check --doors-open`), as a drag with that option sees it:
    // door sectors are then judged by their open heights instead of counting as passable
    // whatever their heights; lifts, which a player rides both ways, and every other moving
    // sector still count as a way in by their mechanism.
    bool doorsOpen = false;
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
    // A collision world of the same BSP, built with the default grid reach (the editor's
    // derived world): the analysis shares its wall grid and tree instead of building its own.
    // Its objects are not used. Must outlive the analysis.
    const CollisionWorld* walls = nullptr;
    // Where the reachability flood's leaf links (LeafLinks) are kept for the next analysis of
    // the same tree, or null to make them for this one alone. Must outlive the analysis.
    LeafLinksCache* leafLinks = nullptr;
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

// Findings of one pattern: the same kind and severity, the same message but for the indices
// of map elements ("step of 27 units from sector # to sector # ..."), joined by map elements
// they share (a sector, wall, vertex or thing). The 13 steps of 27 units around one sector
// are one group with 13 places. Each finding stays one place with its own `where` and
// `bounds`.
struct FindingGroup {
    std::string id;                  // the key of its first place
    std::vector<std::size_t> places; // indices into the findings, in their order
};

// Sets every finding's bounds (from the map) and group, and returns the groups in the order
// of their first places. analyzeMap does this; a caller that filters findings can run it
// again.
std::vector<FindingGroup> groupFindings(std::vector<Finding>& findings, const Map& map);

// The groups of findings whose `group` is already set, in the order of their first places.
std::vector<FindingGroup> findingGroups(const std::vector<Finding>& findings);

// The message with the indices of map elements replaced by '#': what findings of one
// pattern have in common.
std::string messagePattern(const std::string& message);

} // namespace sw
