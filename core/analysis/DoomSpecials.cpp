#include "analysis/DoomSpecials.h"

#include "map/DoomLineSpecials.h"

#include <algorithm>
#include <array>

namespace sw::analysis {

namespace {

template <std::size_t N>
bool among(const std::array<std::int32_t, N>& list, std::int32_t v)
{
    return std::find(list.begin(), list.end(), v) != list.end();
}

} // namespace

bool doomTeleportSpecial(std::int32_t special)
{
    // The walk's table (map/DoomLineSpecials) lists every teleport kind, the avatar's and the
    // monsters' and line-to-line ones.
    const auto action = doomLineAction(special);
    return action && action->kind == DoomLineAction::Kind::Teleport;
}

bool doomStillSpecial(std::int32_t special)
{
    static constexpr std::array<std::int32_t, 29> kStill = {
        // light changes
        12, 13, 17, 35, 79, 80, 81, 104, 138, 139, 156, 157, 169, 170, 171, 172, 173, 192,
        193, 194,
        // exits and scrolling walls
        11, 51, 52, 124, 197, 198, 48, 85, 255};
    return among(kStill, special);
}

bool doomExitSpecial(std::int32_t special)
{
    static constexpr std::array<std::int32_t, 6> kExits = {11, 51, 52, 124, 197, 198};
    return among(kExits, special);
}

bool doomKeyThing(std::int32_t type)
{
    static constexpr std::array<std::int32_t, 6> kKeys = {5, 6, 13, 38, 39, 40};
    return among(kKeys, type);
}

bool doomDoorSectorSpecial(std::int32_t special) { return special == 10 || special == 14; }

std::optional<ThingSize> doomThingSize(std::int32_t type)
{
    struct Entry {
        std::int32_t type;
        ThingSize size;
    };
    // Radius and height of Doom's players and monsters (the game's own table). Commander Keen
    // hangs from the ceiling and is left out.
    static constexpr std::array<Entry, 23> kSizes = {{
        {1, {16, 56, true}},    {2, {16, 56, true}},    {3, {16, 56, true}},
        {4, {16, 56, true}},    {11, {16, 56, true}},   // player and deathmatch starts
        {3004, {20, 56, false}}, {9, {20, 56, false}},   {65, {20, 56, false}},
        {3001, {20, 56, false}}, {3002, {30, 56, false}}, {58, {30, 56, false}},
        {3006, {16, 56, false}}, {3005, {31, 56, false}}, {69, {24, 64, false}},
        {3003, {24, 64, false}}, {68, {64, 64, false}},  {71, {31, 56, false}},
        {66, {20, 56, false}},   {67, {48, 64, false}},  {64, {20, 56, false}},
        {7, {128, 100, false}},  {16, {40, 110, false}}, {84, {20, 56, false}},
    }};
    for (const Entry& e : kSizes)
        if (e.type == type)
            return e.size;
    return std::nullopt;
}

} // namespace sw::analysis
