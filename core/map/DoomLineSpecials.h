#pragma once

// Doom's line specials as the avatar meets them: which lines open doors, lower lifts or
// teleport, how a player sets them off, how fast the sectors move, how long they wait and
// which key they want. The numbers are the game's (vanilla Doom's own specials, and Boom's
// generalized doors, locked doors and lifts). The movement itself is in
// collision/MovingSectors; the map analysis reads the same table.

#include <cstdint>
#include <optional>

namespace sw {

// Doom runs its world in tics of 1/35 second; speeds below are map units per tic.
constexpr double kDoomTicsPerSecond = 35;
// Thing type of a teleport destination (the avatar lands on the first one in the sector).
constexpr std::int32_t kDoomTeleportDestination = 14;
// How far in front of the player Use reaches, map units.
constexpr double kDoomUseRange = 64;
// Doors open to the lowest ceiling around them minus this, map units.
constexpr double kDoomDoorLip = 4;

// The key a locked door wants. Vanilla's locked doors take either the card or the skull of
// their colour; Boom's may ask for one of them, for any key or for all of them.
enum class DoomKey : std::uint8_t {
    None,
    Blue, Yellow, Red,                      // the card or the skull
    BlueCard, YellowCard, RedCard,
    BlueSkull, YellowSkull, RedSkull,
    Any,
    All,
};

// "the blue key", "the red skull key", "any key", "all six keys".
const char* doomKeyName(DoomKey key);

struct DoomLineAction {
    enum class Kind : std::uint8_t { Door, Lift, Teleport };
    enum class Trigger : std::uint8_t {
        Use,   // pressed (Doom's S and D lines), from the line's front side only
        Walk,  // crossed by the player's centre (W lines)
        Shoot, // hit by a shot (G lines); the avatar never does
    };
    enum class DoorMotion : std::uint8_t {
        OpenWaitClose, // opens, waits, closes
        Open,          // opens and stays open
        Close,         // closes and stays closed
        CloseWaitOpen, // closes, waits, opens again
    };

    Kind kind = Kind::Door;
    Trigger trigger = Trigger::Use;
    bool repeatable = false; // R lines; the others work once
    // Acts on the sector behind the line, not the tagged sectors (Doom's D doors, pressed
    // from the front).
    bool manual = false;
    DoorMotion door = DoorMotion::OpenWaitClose;
    double speed = 2;   // map units per tic
    int waitTics = 150; // how long it stays open (doors) or down (lifts)
    DoomKey key = DoomKey::None;
    bool monstersOnly = false; // teleports: only monsters go through
    bool lineToLine = false;   // teleports: Boom's line-to-line kind (no destination thing)
};

// The action of a line special, or nothing for specials that move no sector the avatar
// walks through (lights, exits, scrollers, floors, crushers, stairs, ...).
std::optional<DoomLineAction> doomLineAction(std::int32_t special);

} // namespace sw
