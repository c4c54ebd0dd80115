#pragma once

// What the analysis needs to know about Doom's line and sector specials and thing types, so
// that mechanisms (doors, lifts, teleporters) do not raise false alarms.

#include <cstdint>
#include <optional>

namespace sw::analysis {

// Line specials that teleport the player into the tagged sector.
bool doomTeleportSpecial(std::int32_t special);

// Line specials that act on the tagged sectors without moving them (light changes) or do not
// use the tag at all (exits, scrollers).
bool doomStillSpecial(std::int32_t special);

// Line specials that end the level.
bool doomExitSpecial(std::int32_t special);

// Things the player must pick up to finish a level: key cards and skull keys.
bool doomKeyThing(std::int32_t type);

// Sector specials that open or close the sector's ceiling after a delay (doors).
bool doomDoorSectorSpecial(std::int32_t special);

// A thing's size in Doom, for the types that move and so can be stuck (players, monsters).
struct ThingSize {
    double radius, height;
    bool player;
};
std::optional<ThingSize> doomThingSize(std::int32_t type);

} // namespace sw::analysis
