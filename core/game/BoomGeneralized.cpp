#include "game/BoomGeneralized.h"

namespace sw {

namespace {

// The ranges: each type's base value, and its fields above the 3 trigger bits.
constexpr std::int32_t kCrusherBase = 0x2F80, kStairsBase = 0x3000, kLiftBase = 0x3400,
                       kLockedBase = 0x3800, kDoorBase = 0x3C00, kCeilingBase = 0x4000,
                       kFloorBase = 0x6000, kEnd = 0x8000;

const char* const kTriggers[] = {"W1", "WR", "S1", "SR", "G1", "GR", "D1", "DR"};
const char* const kSpeeds[] = {"slowly", "at normal speed", "fast", "at turbo speed"};

int field(std::int32_t v, int shift, int mask) { return (v >> shift) & mask; }

std::string floorOrCeiling(std::int32_t v, bool floor)
{
    static const char* const kFloorTargets[] = {
        "to the highest neighbouring floor", "to the lowest neighbouring floor",
        "to the next neighbouring floor",    "to the lowest neighbouring ceiling",
        "to the ceiling",                    "by the shortest lower texture",
        "by 24",                             "by 32"};
    static const char* const kCeilingTargets[] = {
        "to the highest neighbouring ceiling", "to the lowest neighbouring ceiling",
        "to the next neighbouring ceiling",    "to the highest neighbouring floor",
        "to the floor",                        "by the shortest upper texture",
        "by 24",                               "by 32"};
    const int speed = field(v, 3, 3), model = field(v, 5, 1), up = field(v, 6, 1);
    const int target = field(v, 7, 7), change = field(v, 10, 3), crush = field(v, 12, 1);
    std::string s = floor ? "Floor: " : "Ceiling: ";
    s += up ? "raise " : "lower ";
    s += kSpeeds[speed];
    s += " ";
    s += (floor ? kFloorTargets : kCeilingTargets)[target];
    if (change != 0) {
        const char* from = model ? "the neighbour at the target height"
                                 : "the trigger line's front sector";
        const char* what = change == 1   ? "flat (clearing its special)"
                           : change == 2 ? "flat"
                                         : "flat and special";
        s += std::string(", taking the ") + what + " of " + from;
    } else if (model) {
        s += "; monsters too";
    }
    if (crush)
        s += ", crushing";
    return s;
}

std::string door(std::int32_t v)
{
    static const char* const kDelays[] = {"1 s", "4 s", "9 s", "30 s"};
    const int speed = field(v, 3, 3), kind = field(v, 5, 3), monsters = field(v, 7, 1);
    const std::string delay = kDelays[field(v, 8, 3)];
    std::string s = "Door: ";
    switch (kind) {
    case 0: s += "open, wait " + delay + ", close"; break;
    case 1: s += "open and stay"; break;
    case 2: s += "close, wait " + delay + ", open"; break;
    default: s += "close and stay"; break;
    }
    s += std::string(", ") + kSpeeds[speed];
    if (monsters)
        s += "; monsters too";
    return s;
}

std::string lockedDoor(std::int32_t v)
{
    static const char* const kColours[] = {"red", "blue", "yellow"};
    const int speed = field(v, 3, 3), kind = field(v, 5, 1), key = field(v, 6, 7);
    const bool exact = field(v, 9, 1) != 0; // card and skull key count apart
    std::string needs;
    if (key == 0)
        needs = "any key";
    else if (key == 7)
        needs = exact ? "all six keys" : "a key of each colour";
    else if (exact)
        needs = std::string("the ") + kColours[(key - 1) % 3] + (key <= 3 ? " keycard" : " skull key");
    else
        needs = std::string("a ") + kColours[(key - 1) % 3] + " key (card or skull)";
    return std::string("Door: ") + (kind ? "open and stay" : "open, wait 4 s, close") + ", " +
           kSpeeds[speed] + "; needs " + needs;
}

std::string lift(std::int32_t v)
{
    static const char* const kDelays[] = {"1 s", "3 s", "5 s", "10 s"};
    static const char* const kTargets[] = {"to the lowest neighbouring floor",
                                           "to the next lower neighbouring floor",
                                           "to the lowest neighbouring ceiling"};
    const int speed = field(v, 3, 3), monsters = field(v, 5, 1), target = field(v, 8, 3);
    const std::string delay = kDelays[field(v, 6, 3)];
    std::string s = target == 3 ? std::string("Lift: move ") + kSpeeds[speed] +
                                      " up and down between the lowest and highest neighbouring "
                                      "floors, waiting " + delay
                                : std::string("Lift: lower ") + kSpeeds[speed] + " " +
                                      kTargets[target] + ", wait " + delay + ", raise";
    if (monsters)
        s += "; monsters too";
    return s;
}

std::string stairs(std::int32_t v)
{
    static const char* const kSteps[] = {"4", "8", "16", "24"};
    const int speed = field(v, 3, 3), monsters = field(v, 5, 1), step = field(v, 6, 3);
    const int up = field(v, 8, 1), ignore = field(v, 9, 1);
    std::string s = std::string("Stairs: build ") + (up ? "up " : "down ") + kSpeeds[speed] +
                    " in steps of " + kSteps[step];
    if (ignore)
        s += ", across any flat";
    if (monsters)
        s += "; monsters too";
    return s;
}

std::string crusher(std::int32_t v)
{
    const int speed = field(v, 3, 3), monsters = field(v, 5, 1), silent = field(v, 6, 1);
    std::string s = std::string("Crusher: start, ") + kSpeeds[speed];
    if (silent)
        s += ", silent";
    if (monsters)
        s += "; monsters too";
    return s;
}

} // namespace

std::optional<LineSpecial> decodeBoomLineSpecial(std::int32_t special)
{
    if (special < kCrusherBase || special >= kEnd)
        return std::nullopt;
    LineSpecial s;
    s.special = special;
    s.generalized = true;
    s.port = "boom";
    s.trigger = kTriggers[special & 7];
    s.target = (special & 7) >= 6 ? SpecialTarget::Back : SpecialTarget::Tag;
    if (special >= kFloorBase) {
        s.category = "floor";
        s.name = floorOrCeiling(special - kFloorBase, true);
    } else if (special >= kCeilingBase) {
        s.category = "ceiling";
        s.name = floorOrCeiling(special - kCeilingBase, false);
    } else if (special >= kDoorBase) {
        s.category = "door";
        s.name = door(special - kDoorBase);
    } else if (special >= kLockedBase) {
        s.category = "locked door";
        s.name = lockedDoor(special - kLockedBase);
    } else if (special >= kLiftBase) {
        s.category = "lift";
        s.name = lift(special - kLiftBase);
    } else if (special >= kStairsBase) {
        s.category = "stairs";
        s.name = stairs(special - kStairsBase);
    } else {
        s.category = "crusher";
        s.name = crusher(special - kCrusherBase);
    }
    return s;
}

std::vector<std::string> boomSectorFlags(std::int32_t special)
{
    static const char* const kDamage[] = {"", "damage 5% a hit", "damage 10% a hit",
                                          "damage 20% a hit"};
    std::vector<std::string> out;
    if (const int damage = (special >> 5) & 3)
        out.push_back(kDamage[damage]);
    if (special & 128)
        out.push_back("secret area");
    if (special & 256)
        out.push_back("friction (ice or mud) from a friction line");
    if (special & 512)
        out.push_back("wind and currents from pusher lines");
    return out;
}

} // namespace sw
