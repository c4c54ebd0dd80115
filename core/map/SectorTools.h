#pragma once

// The mapper's shortcuts that turn plain sectors into Doom mechanisms: a run of stairs, a door,
// a lift. Plain functions on sw::Map that the editor's undo commands call; each returns what it
// did (or why it could not) so the caller can say it.

#include "map/Map.h"

#include <string>
#include <vector>

namespace sw::edit {

// A run of stairs: the sectors in the order the mapper picked them, the first at the start
// heights, each next one a step further (a negative step falls).
struct StairsSpec {
    double startFloor = 0;
    double floorStep = 8;
    bool changeCeilings = false;
    double startCeiling = 128;
    double ceilingStep = 8;
};

// One sector's heights in the run, and the rise from the sector before it.
struct StairStep {
    Index sector = kNone;
    double floor = 0, ceiling = 0;
};

// The heights the run would give its sectors (ceilings kept where changeCeilings is off).
std::vector<StairStep> planStairs(const Map& map, const std::vector<Index>& run,
                                  const StairsSpec& spec);

// What stands in the way of walking the run: a rise the avatar cannot step (|floor step| above
// stepHeight, as it must climb back too), a sector where the avatar does not fit under the
// ceiling, a ceiling below its floor (an error), two neighbours in the run that share no wall.
struct StairsProblems {
    bool stepTooHigh = false;   // every step is the same, so one flag says it
    std::vector<Index> tooLow;  // sectors whose room is below the avatar's height
    std::vector<Index> inverted; // ceiling below the floor: refused
    std::vector<std::pair<Index, Index>> apart; // neighbours in the run without a shared wall
};
StairsProblems checkStairs(const Map& map, const std::vector<StairStep>& steps,
                           double floorStep, double stepHeight, double avatarHeight);

// Writes the planned heights into the map.
void applyStairs(Map& map, const std::vector<StairStep>& steps);

// True when some wall joins the two sectors.
bool sectorsShareWall(const Map& map, Index a, Index b);

// What Make Door and Make Lift did, for the status line.
struct MechanismResult {
    int sectors = 0;
    int walls = 0;  // walls given the special
    int tracks = 0; // door tracks made lower-unpegged
    std::int32_t tag = 0;
};

// Doom's special numbers the tools use.
constexpr std::int32_t kDoomDoorRaise = 1;   // DR Door Open Wait Close
constexpr std::int32_t kDoomLiftWalkRepeat = 88; // WR Lift Lower Wait Raise

// Turns each sector into a Doom door: its ceiling comes down to its floor; every two-sided
// wall between it and a sector that is not a door of the same set faces out (the door on its
// back, as Doom's manual doors want), gets `special` (1, DR open-wait-close, unless another manual
// door is asked for: 31 open-stay, 26 to 28 keyed...) and tag 0, and shows doorTexture on its
// outer upper part (when not empty) without upper-unpegged so the texture rises with the door;
// its one-sided walls (the tracks) become lower-unpegged so they stay put as the door moves.
MechanismResult makeDoors(Map& map, const std::vector<Index>& sectors,
                          const std::string& doorTexture, std::int32_t special = kDoomDoorRaise);

// Turns the sectors into one Doom lift: a tag no sector or wall uses yet goes on the sectors,
// and every two-sided wall between them and the rest gets special 88 (WR lift) with that tag.
// liftTexture (when not empty) goes on those walls' lower parts that have none.
MechanismResult makeLift(Map& map, const std::vector<Index>& sectors,
                         const std::string& liftTexture);

// The smallest tag above every tag the map's sectors and walls use.
std::int32_t unusedTag(const Map& map);

} // namespace sw::edit
