#include "map/DoomLineSpecials.h"

#include <algorithm>
#include <array>

namespace sw {

namespace {

using Action = DoomLineAction;
using K = Action::Kind;
using T = Action::Trigger;
using M = Action::DoorMotion;

// Doom's speeds in map units per tic and waits in tics: a normal door moves 2 units a tic and
// stays open 150 tics; a "blazing" door moves 8; a lift moves 4 (blazing 8) and stays down
// 105 tics (3 seconds). The door that closes and opens again waits 30 seconds.
constexpr double kDoor = 2, kBlazingDoor = 8, kLift = 4, kBlazingLift = 8;
constexpr int kDoorWait = 150, kLiftWait = 105, kLongWait = 30 * 35;

struct Row {
    std::int32_t special;
    Action action;
};

constexpr Action door(T t, bool repeat, bool manual, M motion, double speed,
                      DoomKey key = DoomKey::None)
{
    Action a;
    a.kind = K::Door;
    a.trigger = t;
    a.repeatable = repeat;
    a.manual = manual;
    a.door = motion;
    a.speed = speed;
    a.waitTics = motion == M::CloseWaitOpen ? kLongWait : kDoorWait;
    a.key = key;
    return a;
}

constexpr Action lift(T t, bool repeat, double speed)
{
    Action a;
    a.kind = K::Lift;
    a.trigger = t;
    a.repeatable = repeat;
    a.speed = speed;
    a.waitTics = kLiftWait;
    return a;
}

constexpr Action teleport(T t, bool repeat, bool monsters = false, bool lineToLine = false)
{
    Action a;
    a.kind = K::Teleport;
    a.trigger = t;
    a.repeatable = repeat;
    a.monstersOnly = monsters;
    a.lineToLine = lineToLine;
    return a;
}

// The vanilla specials (and Boom's numbered teleports), by number.
constexpr std::array kTable = {
    // Doors pressed from the front, acting on the sector behind the line.
    Row{1, door(T::Use, true, true, M::OpenWaitClose, kDoor)},
    Row{26, door(T::Use, true, true, M::OpenWaitClose, kDoor, DoomKey::Blue)},
    Row{27, door(T::Use, true, true, M::OpenWaitClose, kDoor, DoomKey::Yellow)},
    Row{28, door(T::Use, true, true, M::OpenWaitClose, kDoor, DoomKey::Red)},
    Row{31, door(T::Use, false, true, M::Open, kDoor)},
    Row{32, door(T::Use, false, true, M::Open, kDoor, DoomKey::Blue)},
    Row{33, door(T::Use, false, true, M::Open, kDoor, DoomKey::Red)},
    Row{34, door(T::Use, false, true, M::Open, kDoor, DoomKey::Yellow)},
    Row{117, door(T::Use, true, true, M::OpenWaitClose, kBlazingDoor)},
    Row{118, door(T::Use, false, true, M::Open, kBlazingDoor)},
    // Doors set off by walking, switches or shots, acting on the tagged sectors.
    Row{2, door(T::Walk, false, false, M::Open, kDoor)},
    Row{3, door(T::Walk, false, false, M::Close, kDoor)},
    Row{4, door(T::Walk, false, false, M::OpenWaitClose, kDoor)},
    Row{16, door(T::Walk, false, false, M::CloseWaitOpen, kDoor)},
    Row{75, door(T::Walk, true, false, M::Close, kDoor)},
    Row{76, door(T::Walk, true, false, M::CloseWaitOpen, kDoor)},
    Row{86, door(T::Walk, true, false, M::Open, kDoor)},
    Row{90, door(T::Walk, true, false, M::OpenWaitClose, kDoor)},
    Row{105, door(T::Walk, true, false, M::OpenWaitClose, kBlazingDoor)},
    Row{106, door(T::Walk, true, false, M::Open, kBlazingDoor)},
    Row{107, door(T::Walk, true, false, M::Close, kBlazingDoor)},
    Row{108, door(T::Walk, false, false, M::OpenWaitClose, kBlazingDoor)},
    Row{109, door(T::Walk, false, false, M::Open, kBlazingDoor)},
    Row{110, door(T::Walk, false, false, M::Close, kBlazingDoor)},
    Row{29, door(T::Use, false, false, M::OpenWaitClose, kDoor)},
    Row{42, door(T::Use, true, false, M::Close, kDoor)},
    Row{50, door(T::Use, false, false, M::Close, kDoor)},
    Row{61, door(T::Use, true, false, M::Open, kDoor)},
    Row{63, door(T::Use, true, false, M::OpenWaitClose, kDoor)},
    Row{103, door(T::Use, false, false, M::Open, kDoor)},
    Row{111, door(T::Use, false, false, M::OpenWaitClose, kBlazingDoor)},
    Row{112, door(T::Use, false, false, M::Open, kBlazingDoor)},
    Row{113, door(T::Use, false, false, M::Close, kBlazingDoor)},
    Row{114, door(T::Use, true, false, M::OpenWaitClose, kBlazingDoor)},
    Row{115, door(T::Use, true, false, M::Open, kBlazingDoor)},
    Row{116, door(T::Use, true, false, M::Close, kBlazingDoor)},
    Row{99, door(T::Use, true, false, M::Open, kBlazingDoor, DoomKey::Blue)},
    Row{133, door(T::Use, false, false, M::Open, kBlazingDoor, DoomKey::Blue)},
    Row{134, door(T::Use, true, false, M::Open, kBlazingDoor, DoomKey::Red)},
    Row{135, door(T::Use, false, false, M::Open, kBlazingDoor, DoomKey::Red)},
    Row{136, door(T::Use, true, false, M::Open, kBlazingDoor, DoomKey::Yellow)},
    Row{137, door(T::Use, false, false, M::Open, kBlazingDoor, DoomKey::Yellow)},
    Row{46, door(T::Shoot, true, false, M::Open, kDoor)},
    // Lifts: down to the lowest floor around, wait, back up.
    Row{10, lift(T::Walk, false, kLift)},
    Row{88, lift(T::Walk, true, kLift)},
    Row{21, lift(T::Use, false, kLift)},
    Row{62, lift(T::Use, true, kLift)},
    Row{120, lift(T::Walk, true, kBlazingLift)},
    Row{121, lift(T::Walk, false, kBlazingLift)},
    Row{122, lift(T::Use, false, kBlazingLift)},
    Row{123, lift(T::Use, true, kBlazingLift)},
    // Teleports to the destination thing in the tagged sector (Boom's switched and silent
    // ones too); monster-only and line-to-line kinds are listed so that the analysis knows
    // them, and the avatar ignores them.
    Row{39, teleport(T::Walk, false)},
    Row{97, teleport(T::Walk, true)},
    Row{125, teleport(T::Walk, false, true)},
    Row{126, teleport(T::Walk, true, true)},
    Row{174, teleport(T::Use, false)},
    Row{195, teleport(T::Use, true)},
    Row{207, teleport(T::Walk, false)},
    Row{208, teleport(T::Walk, true)},
    Row{209, teleport(T::Use, false)},
    Row{210, teleport(T::Use, true)},
    Row{268, teleport(T::Walk, false, true)},
    Row{269, teleport(T::Walk, true, true)},
    Row{243, teleport(T::Walk, false, false, true)},
    Row{244, teleport(T::Walk, true, false, true)},
    Row{262, teleport(T::Walk, false, false, true)},
    Row{263, teleport(T::Walk, true, false, true)},
    Row{264, teleport(T::Walk, false, true, true)},
    Row{265, teleport(T::Walk, true, true, true)},
    Row{266, teleport(T::Walk, false, true, true)},
    Row{267, teleport(T::Walk, true, true, true)},
};

// The table's row of each special up to the highest it lists, -1 for none: every wall of a
// map is looked up (most have no special), so not by a search through the table.
constexpr std::int32_t kLastTabled = [] {
    std::int32_t last = 0;
    for (const Row& row : kTable)
        last = std::max(last, row.special);
    return last;
}();
constexpr auto kRowOf = [] {
    std::array<std::int16_t, static_cast<std::size_t>(kLastTabled) + 1> rows{};
    rows.fill(-1);
    for (std::size_t i = 0; i < kTable.size(); ++i)
        if (rows[static_cast<std::size_t>(kTable[i].special)] < 0) // the first row, as before
            rows[static_cast<std::size_t>(kTable[i].special)] = static_cast<std::int16_t>(i);
    return rows;
}();

// Boom's generalized specials keep their fields in bits: the trigger in the lowest three
// (walk once, walk again, switch once, switch again, shoot once, shoot again, press once,
// press again), the speed in the next two.
constexpr std::int32_t kGenLiftBase = 0x3400, kGenLockedBase = 0x3800, kGenDoorBase = 0x3c00,
                       kGenCeilingBase = 0x4000;

void setTrigger(Action& a, std::int32_t special)
{
    const int t = special & 7;
    a.trigger = t < 2 ? T::Walk : t < 4 || t >= 6 ? T::Use : T::Shoot;
    a.repeatable = (t & 1) != 0;
    a.manual = t >= 6;
}

DoomLineAction genDoor(std::int32_t special)
{
    Action a;
    setTrigger(a, special);
    static constexpr double kSpeeds[] = {kDoor, 2 * kDoor, 4 * kDoor, 8 * kDoor};
    static constexpr int kWaits[] = {35, 150, 315, 1050};
    static constexpr M kMotions[] = {M::OpenWaitClose, M::Open, M::CloseWaitOpen, M::Close};
    a.speed = kSpeeds[(special >> 3) & 3];
    a.door = kMotions[(special >> 5) & 3];
    a.waitTics = kWaits[(special >> 8) & 3];
    return a;
}

DoomLineAction genLockedDoor(std::int32_t special)
{
    Action a;
    setTrigger(a, special);
    static constexpr double kSpeeds[] = {kDoor, 2 * kDoor, 4 * kDoor, 8 * kDoor};
    a.speed = kSpeeds[(special >> 3) & 3];
    a.door = (special & 0x20) ? M::Open : M::OpenWaitClose;
    // Bit 9 set: a card and a skull of one colour are the same key.
    const bool eitherOfColour = (special & 0x200) != 0;
    static constexpr DoomKey kExact[] = {DoomKey::Any,       DoomKey::RedCard,
                                         DoomKey::BlueCard,  DoomKey::YellowCard,
                                         DoomKey::RedSkull,  DoomKey::BlueSkull,
                                         DoomKey::YellowSkull, DoomKey::All};
    static constexpr DoomKey kColour[] = {DoomKey::Any,  DoomKey::Red,    DoomKey::Blue,
                                          DoomKey::Yellow, DoomKey::Red,  DoomKey::Blue,
                                          DoomKey::Yellow, DoomKey::All};
    const int k = (special >> 6) & 7;
    a.key = eitherOfColour ? kColour[k] : kExact[k];
    return a;
}

std::optional<DoomLineAction> genLift(std::int32_t special)
{
    // Only lifts to the lowest floor around are modelled; the other targets (next floor,
    // lowest ceiling, perpetual) are left to the analysis's general rule.
    if (((special >> 8) & 3) != 0)
        return std::nullopt;
    Action a = lift(T::Walk, false, kLift);
    setTrigger(a, special);
    static constexpr double kSpeeds[] = {2, 4, 8, 16};
    static constexpr int kWaits[] = {35, 105, 175, 350};
    a.speed = kSpeeds[(special >> 3) & 3];
    a.waitTics = kWaits[(special >> 6) & 3];
    return a;
}

} // namespace

const char* doomKeyName(DoomKey key)
{
    switch (key) {
    case DoomKey::None: return "no key";
    case DoomKey::Blue: return "the blue key";
    case DoomKey::Yellow: return "the yellow key";
    case DoomKey::Red: return "the red key";
    case DoomKey::BlueCard: return "the blue key card";
    case DoomKey::YellowCard: return "the yellow key card";
    case DoomKey::RedCard: return "the red key card";
    case DoomKey::BlueSkull: return "the blue skull key";
    case DoomKey::YellowSkull: return "the yellow skull key";
    case DoomKey::RedSkull: return "the red skull key";
    case DoomKey::Any: return "any key";
    case DoomKey::All: return "all the keys";
    }
    return "a key";
}

std::optional<DoomLineAction> doomLineAction(std::int32_t special)
{
    if (special >= kGenLiftBase && special < kGenCeilingBase) {
        if (special >= kGenDoorBase)
            return genDoor(special);
        if (special >= kGenLockedBase)
            return genLockedDoor(special);
        return genLift(special);
    }
    if (special < 0 || special > kLastTabled)
        return std::nullopt;
    const std::int16_t row = kRowOf[static_cast<std::size_t>(special)];
    if (row < 0)
        return std::nullopt;
    return kTable[static_cast<std::size_t>(row)].action;
}

} // namespace sw
