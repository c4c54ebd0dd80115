#include "io/SwmapFormat.h"

#include "base/Files.h"
#include "map/Validate.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>

namespace sw {

namespace {

using Json = nlohmann::ordered_json;

// ---------------------------------------------------------------------------------------
// Writing

// Whole numbers are written without a fraction so that files stay readable and stable.
Json number(double v)
{
    constexpr double kExactIntLimit = 9007199254740992.0; // 2^53
    if (std::isfinite(v) && std::trunc(v) == v && std::fabs(v) < kExactIntLimit)
        return Json(static_cast<std::int64_t>(v));
    return Json(v);
}

struct FlagName {
    std::uint32_t bit;
    const char* name;
};
constexpr FlagName kWallFlagNames[] = {
    {kWallBlocking, "blocking"},         {kWallBlockMonsters, "block-monsters"},
    {kWallUpperUnpegged, "upper-unpegged"}, {kWallLowerUnpegged, "lower-unpegged"},
    {kWallSecret, "secret"},             {kWallBlockSound, "block-sound"},
    {kWallHidden, "hidden"},             {kWallMapped, "mapped"},
};

Json wallFlagsJson(std::uint32_t flags)
{
    Json out = Json::array();
    for (const FlagName& f : kWallFlagNames)
        if (flags & f.bit)
            out.push_back(f.name);
    for (std::uint32_t bit = 1; bit != 0; bit <<= 1)
        if ((flags & bit) && !(kKnownWallFlags & bit))
            out.push_back(bit); // unknown bits survive as numbers
    return out;
}

// Unknown UDMF fields as [key, value] pairs, in their order.
Json extraJson(const std::vector<ExtraField>& extra)
{
    Json a = Json::array();
    for (const ExtraField& f : extra)
        a.push_back(Json::array({f.key, f.value}));
    return a;
}

Json argsJson(const std::array<std::int32_t, 5>& args)
{
    Json a = Json::array();
    for (std::int32_t v : args)
        a.push_back(v);
    return a;
}

bool anyArg(const std::array<std::int32_t, 5>& args)
{
    return std::any_of(args.begin(), args.end(), [](std::int32_t v) { return v != 0; });
}

std::string toHex(const std::vector<std::uint8_t>& bytes)
{
    static const char* const kDigits = "0123456789abcdef";
    std::string out;
    out.reserve(bytes.size() * 2);
    for (std::uint8_t b : bytes) {
        out += kDigits[b >> 4];
        out += kDigits[b & 15];
    }
    return out;
}

Json sideJson(const WallSide& side)
{
    Json j = Json::object();
    if (!side.upper.empty())
        j["upper"] = side.upper;
    if (!side.middle.empty())
        j["middle"] = side.middle;
    if (!side.lower.empty())
        j["lower"] = side.lower;
    if (side.offsetX != 0)
        j["offsetX"] = number(side.offsetX);
    if (side.offsetY != 0)
        j["offsetY"] = number(side.offsetY);
    if (!side.extra.empty())
        j["udmf"] = extraJson(side.extra);
    return j;
}

Json wallJson(const Wall& w)
{
    Json j = Json::object();
    j["v1"] = w.v1;
    j["v2"] = w.v2;
    j["front"] = w.frontSector;
    if (w.backSector != kNone)
        j["back"] = w.backSector;
    if (w.flags != 0)
        j["flags"] = wallFlagsJson(w.flags);
    if (w.special != 0)
        j["special"] = w.special;
    if (w.tag != 0)
        j["tag"] = w.tag;
    if (anyArg(w.args))
        j["args"] = argsJson(w.args);
    if (Json s = sideJson(w.front); !s.empty())
        j["frontSide"] = std::move(s);
    if (Json s = sideJson(w.back); !s.empty())
        j["backSide"] = std::move(s);
    if (w.frontSidedef != kNone)
        j["frontSidedef"] = w.frontSidedef;
    if (w.backSidedef != kNone)
        j["backSidedef"] = w.backSidedef;
    if (w.twoSidedBitAlone)
        j["twoSidedBitAlone"] = true;
    if (!w.extra.empty())
        j["udmf"] = extraJson(w.extra);
    return j;
}

Json sectorJson(const Sector& s)
{
    Json j = Json::object();
    j["floor"] = number(s.floorHeight);
    j["ceiling"] = number(s.ceilingHeight);
    j["floorMaterial"] = s.floorMaterial;
    j["ceilingMaterial"] = s.ceilingMaterial;
    j["light"] = s.light;
    if (s.special != 0)
        j["special"] = s.special;
    if (s.tag != 0)
        j["tag"] = s.tag;
    if (!s.name.empty())
        j["name"] = s.name;
    if (!s.extra.empty())
        j["udmf"] = extraJson(s.extra);
    return j;
}

Json thingJson(const Thing& t)
{
    Json j = Json::object();
    j["type"] = t.type;
    j["x"] = number(t.pos.x);
    j["y"] = number(t.pos.y);
    j["angle"] = number(t.angle);
    if (t.flags != 0)
        j["flags"] = t.flags;
    const ThingShape& sh = t.shape;
    if (sh != ThingShape{}) {
        Json shape = Json::object();
        shape["kind"] = thingShapeKindName(sh.kind);
        shape["radius"] = number(sh.radius);
        shape["height"] = number(sh.height);
        shape["z"] = number(sh.z);
        if (!sh.mesh.empty()) {
            shape["mesh"] = sh.mesh;
            shape["scale"] = number(sh.scale);
        }
        j["shape"] = std::move(shape);
    }
    if (t.tid != 0)
        j["tid"] = t.tid;
    if (t.height != 0)
        j["height"] = number(t.height);
    if (t.special != 0)
        j["special"] = t.special;
    if (anyArg(t.args))
        j["args"] = argsJson(t.args);
    if (!t.extra.empty())
        j["udmf"] = extraJson(t.extra);
    return j;
}

Json profileJson(const AvatarProfile& p)
{
    Json j = Json::object();
    j["name"] = p.name;
    j["shape"] = shapeName(p.shape);
    j["radius"] = number(p.radius);
    j["height"] = number(p.height);
    j["step"] = number(p.stepHeight);
    j["jump"] = number(p.jumpHeight);
    j["gravity"] = number(p.gravity);
    j["flying"] = p.flying;
    j["algorithm"] = algorithmName(p.algorithm);
    // Written only when not the default, so older files read and write back unchanged.
    if (p.doorsOpen)
        j["doorsOpen"] = true;
    if (!p.hasAllKeys)
        j["hasAllKeys"] = false;
    return j;
}

Json probeJson(const ProbeRecord& p)
{
    Json j = Json::object();
    j["name"] = p.name;
    if (!p.profile.empty())
        j["profile"] = p.profile;
    j["start"] = Json::array({number(p.start.x), number(p.start.y)});
    j["speed"] = number(p.speed);
    j["tickRate"] = number(p.tickRate);
    Json track = Json::array();
    for (const glm::dvec3& q : p.track)
        track.push_back(Json::array({number(q.x), number(q.y), number(q.z)}));
    j["track"] = std::move(track);
    if (!p.jumps.empty()) {
        Json jumps = Json::array();
        for (double t : p.jumps)
            jumps.push_back(number(t));
        j["jumps"] = std::move(jumps);
    }
    j["expectedEnd"] =
        Json::array({number(p.expectedEnd.x), number(p.expectedEnd.y), number(p.expectedEnd.z)});
    return j;
}

// Appends the array `key` of a list's elements, one to a line, each made into JSON by
// `element` and written at once: the whole list as JSON values at once held about 1 KB a wall
// (a big map's autosave, made after edits, took hundreds of MB).
template <typename List, typename ToJson>
void writeArray(std::string& out, const char* key, const List& list, ToJson&& element, bool last)
{
    out += "  \"";
    out += key;
    out += "\": [";
    bool first = true;
    for (const auto& item : list) {
        out += first ? "\n    " : ",\n    ";
        out += element(item).dump();
        first = false;
    }
    out += first ? "]" : "\n  ]";
    out += last ? "\n" : ",\n";
}

// ---------------------------------------------------------------------------------------
// Reading

// Thrown only inside this file to unwind to readSwmap with a located message.
struct FormatError {
    std::string message;
};

[[noreturn]] void fail(const std::string& where, const std::string& what)
{
    throw FormatError{where + ": " + what};
}

const char* typeName(const Json& j)
{
    switch (j.type()) {
    case Json::value_t::null: return "null";
    case Json::value_t::object: return "an object";
    case Json::value_t::array: return "an array";
    case Json::value_t::string: return "a string";
    case Json::value_t::boolean: return "a boolean";
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned: return "an integer";
    case Json::value_t::number_float: return "a number";
    default: return "something else";
    }
}

double readNumber(const Json& j, const std::string& where)
{
    if (!j.is_number())
        fail(where, std::string("expected a number, found ") + typeName(j));
    const double v = j.get<double>();
    if (!std::isfinite(v))
        fail(where, "the number is not finite");
    return v;
}

std::int64_t readInteger(const Json& j, const std::string& where, std::int64_t lo, std::int64_t hi)
{
    std::int64_t v = 0;
    if (j.is_number_integer())
        v = j.get<std::int64_t>();
    else if (j.is_number_unsigned()) {
        const auto u = j.get<std::uint64_t>();
        if (u > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
            fail(where, "the integer is too large");
        v = static_cast<std::int64_t>(u);
    } else
        fail(where, std::string("expected an integer, found ") + typeName(j));
    if (v < lo || v > hi)
        fail(where, "the value " + std::to_string(v) + " is outside the allowed range " +
                        std::to_string(lo) + " to " + std::to_string(hi));
    return v;
}

std::int32_t readInt32(const Json& j, const std::string& where)
{
    return static_cast<std::int32_t>(readInteger(j, where, std::numeric_limits<std::int32_t>::min(),
                                                 std::numeric_limits<std::int32_t>::max()));
}

Index readIndex(const Json& j, const std::string& where)
{
    return static_cast<Index>(readInteger(j, where, -1, std::numeric_limits<Index>::max()));
}

std::string readString(const Json& j, const std::string& where)
{
    if (!j.is_string())
        fail(where, std::string("expected a string, found ") + typeName(j));
    return j.get<std::string>();
}

// Visits the keys of an object, refusing keys it does not know (a misspelt key would
// otherwise silently lose data).
template <typename Fn>
void forEachKey(const Json& j, const std::string& where, std::initializer_list<const char*> known,
                Fn&& fn)
{
    if (!j.is_object())
        fail(where, std::string("expected an object, found ") + typeName(j));
    for (auto it = j.begin(); it != j.end(); ++it) {
        bool ok = false;
        for (const char* k : known)
            ok = ok || it.key() == k;
        if (!ok)
            fail(where, "unknown key \"" + it.key() + "\"");
        fn(it.key(), it.value(), where + "." + it.key());
    }
}

void requireKeys(const Json& j, const std::string& where, std::initializer_list<const char*> keys)
{
    for (const char* k : keys)
        if (!j.contains(k))
            fail(where, std::string("the required key \"") + k + "\" is missing");
}

std::uint32_t readWallFlags(const Json& j, const std::string& where)
{
    if (!j.is_array())
        fail(where, std::string("expected an array of flag names, found ") + typeName(j));
    std::uint32_t flags = 0;
    for (std::size_t i = 0; i < j.size(); ++i) {
        const std::string at = where + "[" + std::to_string(i) + "]";
        const Json& f = j[i];
        if (f.is_string()) {
            const std::string name = f.get<std::string>();
            bool found = false;
            for (const FlagName& fn : kWallFlagNames)
                if (name == fn.name) {
                    flags |= fn.bit;
                    found = true;
                }
            if (!found)
                fail(at, "unknown wall flag \"" + name + "\"");
        } else {
            const auto bit = static_cast<std::uint32_t>(readInteger(f, at, 1, 0x80000000ll));
            if ((bit & (bit - 1)) != 0)
                fail(at, "a numeric wall flag must be a single bit");
            if (bit & kKnownWallFlags)
                fail(at, "a known wall flag must be written by its name");
            flags |= bit;
        }
    }
    return flags;
}

std::vector<ExtraField> readExtra(const Json& j, const std::string& where);

WallSide readSide(const Json& j, const std::string& where)
{
    WallSide s;
    forEachKey(j, where, {"upper", "middle", "lower", "offsetX", "offsetY", "udmf"},
               [&](const std::string& k, const Json& v, const std::string& at) {
                   if (k == "udmf") s.extra = readExtra(v, at);
                   else if (k == "upper") s.upper = readString(v, at);
                   else if (k == "middle") s.middle = readString(v, at);
                   else if (k == "lower") s.lower = readString(v, at);
                   else if (k == "offsetX") s.offsetX = readNumber(v, at);
                   else s.offsetY = readNumber(v, at);
               });
    return s;
}

std::vector<ExtraField> readExtra(const Json& j, const std::string& where)
{
    if (!j.is_array())
        fail(where, "expected an array of [key, value] pairs");
    std::vector<ExtraField> out;
    for (std::size_t i = 0; i < j.size(); ++i) {
        const std::string at = where + "[" + std::to_string(i) + "]";
        if (!j[i].is_array() || j[i].size() != 2)
            fail(at, "expected [key, value]");
        out.push_back({readString(j[i][0], at), readString(j[i][1], at)});
    }
    return out;
}

std::array<std::int32_t, 5> readArgs(const Json& j, const std::string& where)
{
    if (!j.is_array() || j.size() != 5)
        fail(where, "expected an array of 5 integers");
    std::array<std::int32_t, 5> a{};
    for (std::size_t i = 0; i < 5; ++i)
        a[i] = readInt32(j[i], where + "[" + std::to_string(i) + "]");
    return a;
}

std::vector<std::uint8_t> fromHex(const std::string& text, const std::string& where)
{
    auto digit = [&](char c) -> int {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        fail(where, "expected hexadecimal digits (0-9, a-f)");
    };
    if (text.size() % 2 != 0)
        fail(where, "expected an even number of hexadecimal digits");
    std::vector<std::uint8_t> out(text.size() / 2);
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = static_cast<std::uint8_t>(digit(text[2 * i]) * 16 + digit(text[2 * i + 1]));
    return out;
}

Vertex readVertex(const Json& j, const std::string& where)
{
    if (!j.is_array() || (j.size() != 2 && j.size() != 3))
        fail(where, "expected [x, y]");
    Vertex v{{readNumber(j[0], where + "[0]"), readNumber(j[1], where + "[1]")}};
    if (j.size() == 3)
        v.extra = readExtra(j[2], where + "[2]");
    return v;
}

bool readBool(const Json& j, const std::string& where);

Wall readWall(const Json& j, const std::string& where)
{
    Wall w;
    forEachKey(j, where,
               {"v1", "v2", "front", "back", "flags", "special", "tag", "frontSide", "backSide",
                "frontSidedef", "backSidedef", "twoSidedBitAlone", "args", "udmf"},
               [&](const std::string& k, const Json& v, const std::string& at) {
                   if (k == "args") w.args = readArgs(v, at);
                   else if (k == "udmf") w.extra = readExtra(v, at);
                   else if (k == "v1") w.v1 = readIndex(v, at);
                   else if (k == "v2") w.v2 = readIndex(v, at);
                   else if (k == "front") w.frontSector = readIndex(v, at);
                   else if (k == "back") w.backSector = readIndex(v, at);
                   else if (k == "flags") w.flags = readWallFlags(v, at);
                   else if (k == "special") w.special = readInt32(v, at);
                   else if (k == "tag") w.tag = readInt32(v, at);
                   else if (k == "frontSide") w.front = readSide(v, at);
                   else if (k == "frontSidedef") w.frontSidedef = readIndex(v, at);
                   else if (k == "backSidedef") w.backSidedef = readIndex(v, at);
                   else if (k == "twoSidedBitAlone") w.twoSidedBitAlone = readBool(v, at);
                   else w.back = readSide(v, at);
               });
    requireKeys(j, where, {"v1", "v2", "front"});
    return w;
}

Sector readSector(const Json& j, const std::string& where)
{
    Sector s;
    forEachKey(j, where,
               {"floor", "ceiling", "floorMaterial", "ceilingMaterial", "light", "special", "tag",
                "name", "udmf"},
               [&](const std::string& k, const Json& v, const std::string& at) {
                   if (k == "udmf") s.extra = readExtra(v, at);
                   else if (k == "floor") s.floorHeight = readNumber(v, at);
                   else if (k == "ceiling") s.ceilingHeight = readNumber(v, at);
                   else if (k == "floorMaterial") s.floorMaterial = readString(v, at);
                   else if (k == "ceilingMaterial") s.ceilingMaterial = readString(v, at);
                   else if (k == "light") s.light = readInt32(v, at);
                   else if (k == "special") s.special = readInt32(v, at);
                   else if (k == "tag") s.tag = readInt32(v, at);
                   else s.name = readString(v, at);
               });
    requireKeys(j, where, {"floor", "ceiling"});
    return s;
}

bool readBool(const Json& j, const std::string& where)
{
    if (!j.is_boolean())
        fail(where, std::string("expected true or false, found ") + typeName(j));
    return j.get<bool>();
}

double readPositive(const Json& j, const std::string& where, bool allowZero)
{
    const double v = readNumber(j, where);
    if (v < 0 || (!allowZero && v == 0))
        fail(where, allowZero ? "the value must not be negative" : "the value must be positive");
    return v;
}

ThingShape readThingShape(const Json& j, const std::string& where)
{
    ThingShape s;
    forEachKey(j, where, {"kind", "radius", "height", "z", "mesh", "scale"},
               [&](const std::string& k, const Json& v, const std::string& at) {
                   if (k == "kind") {
                       if (!parseThingShapeKind(readString(v, at), s.kind))
                           fail(at, "the kind must be none, cylinder, box or mesh");
                   } else if (k == "radius") s.radius = readPositive(v, at, true);
                   else if (k == "height") s.height = readPositive(v, at, true);
                   else if (k == "z") s.z = readNumber(v, at);
                   else if (k == "mesh") s.mesh = readString(v, at);
                   else s.scale = readPositive(v, at, false);
               });
    requireKeys(j, where, {"kind"});
    if (s.kind == ThingShape::Kind::Mesh && s.mesh.empty())
        fail(where, "a mesh shape needs a \"mesh\" file");
    if (s.kind != ThingShape::Kind::None && s.kind != ThingShape::Kind::Mesh &&
        (s.radius <= 0 || s.height <= 0))
        fail(where, "a cylinder or box needs a positive radius and height");
    return s;
}

Thing readThing(const Json& j, const std::string& where)
{
    Thing t;
    forEachKey(j, where,
               {"type", "x", "y", "angle", "flags", "shape", "tid", "height", "special", "args",
                "udmf"},
               [&](const std::string& k, const Json& v, const std::string& at) {
                   if (k == "tid") t.tid = readInt32(v, at);
                   else if (k == "height") t.height = readNumber(v, at);
                   else if (k == "special") t.special = readInt32(v, at);
                   else if (k == "args") t.args = readArgs(v, at);
                   else if (k == "udmf") t.extra = readExtra(v, at);
                   else if (k == "type") t.type = readInt32(v, at);
                   else if (k == "x") t.pos.x = readNumber(v, at);
                   else if (k == "y") t.pos.y = readNumber(v, at);
                   else if (k == "angle") t.angle = readNumber(v, at);
                   else if (k == "shape") t.shape = readThingShape(v, at);
                   else t.flags = static_cast<std::uint32_t>(readInteger(v, at, 0, 0xFFFFFFFFll));
               });
    requireKeys(j, where, {"type", "x", "y"});
    return t;
}

AvatarProfile readProfile(const Json& j, const std::string& where)
{
    AvatarProfile p;
    forEachKey(j, where,
               {"name", "shape", "radius", "height", "step", "jump", "gravity", "flying",
                "algorithm", "doorsOpen", "hasAllKeys"},
               [&](const std::string& k, const Json& v, const std::string& at) {
                   if (k == "name") p.name = readString(v, at);
                   else if (k == "doorsOpen") p.doorsOpen = readBool(v, at);
                   else if (k == "hasAllKeys") p.hasAllKeys = readBool(v, at);
                   else if (k == "shape") {
                       if (!parseShape(readString(v, at), p.shape))
                           fail(at, "the shape must be \"box\" or \"cylinder\"");
                   } else if (k == "radius") p.radius = readPositive(v, at, false);
                   else if (k == "height") p.height = readPositive(v, at, false);
                   else if (k == "step") p.stepHeight = readPositive(v, at, true);
                   else if (k == "jump") p.jumpHeight = readPositive(v, at, true);
                   else if (k == "gravity") p.gravity = readPositive(v, at, true);
                   else if (k == "flying") p.flying = readBool(v, at);
                   else if (!parseAlgorithm(readString(v, at), p.algorithm))
                       fail(at, "the algorithm must be \"exact\", \"classic\" or \"planes\"");
               });
    requireKeys(j, where, {"name", "shape", "radius", "height", "step"});
    return p;
}

std::vector<double> readNumbers(const Json& j, const std::string& where, std::size_t count)
{
    if (!j.is_array() || j.size() != count)
        fail(where, "expected an array of " + std::to_string(count) + " numbers");
    std::vector<double> out;
    for (std::size_t i = 0; i < count; ++i)
        out.push_back(readNumber(j[i], where + "[" + std::to_string(i) + "]"));
    return out;
}

ProbeRecord readProbe(const Json& j, const std::string& where)
{
    ProbeRecord p;
    forEachKey(j, where,
               {"name", "profile", "start", "speed", "tickRate", "track", "jumps", "expectedEnd"},
               [&](const std::string& k, const Json& v, const std::string& at) {
                   if (k == "name") p.name = readString(v, at);
                   else if (k == "profile") p.profile = readString(v, at);
                   else if (k == "start") {
                       const auto n = readNumbers(v, at, 2);
                       p.start = {n[0], n[1]};
                   } else if (k == "speed") p.speed = readPositive(v, at, false);
                   else if (k == "tickRate") p.tickRate = readPositive(v, at, false);
                   else if (k == "jumps") {
                       if (!v.is_array())
                           fail(at, "expected an array of times");
                       for (std::size_t i = 0; i < v.size(); ++i)
                           p.jumps.push_back(readNumber(v[i], at + "[" + std::to_string(i) + "]"));
                   }
                   else if (k == "expectedEnd") {
                       const auto n = readNumbers(v, at, 3);
                       p.expectedEnd = {n[0], n[1], n[2]};
                   } else {
                       if (!v.is_array())
                           fail(at, "expected an array of [t, x, y] points");
                       double last = -1;
                       for (std::size_t i = 0; i < v.size(); ++i) {
                           const auto n = readNumbers(v[i], at + "[" + std::to_string(i) + "]", 3);
                           if (n[0] < last || n[0] < 0)
                               fail(at + "[" + std::to_string(i) + "]",
                                    "times must start at 0 or later and never go back");
                           last = n[0];
                           p.track.push_back({n[0], n[1], n[2]});
                       }
                   }
               });
    requireKeys(j, where, {"name", "start", "track", "expectedEnd"});
    if (p.tickRate > 10000)
        fail(where + ".tickRate", "at most 10000 ticks per second");
    if (!p.track.empty() && p.track.back().x > 3600)
        fail(where + ".track", "a probe lasts at most an hour");
    return p;
}

PlayerStart readPlayerStart(const Json& j, const std::string& where)
{
    PlayerStart p;
    forEachKey(j, where, {"x", "y", "angle"},
               [&](const std::string& k, const Json& v, const std::string& at) {
                   if (k == "x") p.pos.x = readNumber(v, at);
                   else if (k == "y") p.pos.y = readNumber(v, at);
                   else p.angle = readNumber(v, at);
               });
    requireKeys(j, where, {"x", "y"});
    return p;
}

template <typename T, typename Fn>
std::vector<T> readArray(const Json& j, const std::string& where, Fn&& readOne)
{
    if (!j.is_array())
        fail(where, std::string("expected an array, found ") + typeName(j));
    std::vector<T> out;
    out.reserve(j.size());
    for (std::size_t i = 0; i < j.size(); ++i)
        out.push_back(readOne(j[i], where + "[" + std::to_string(i) + "]"));
    return out;
}

// Converts a byte offset into "line L, column C" for parse errors.
std::string lineColumn(std::string_view text, std::size_t offset)
{
    offset = std::min(offset, text.size());
    std::size_t line = 1, col = 1;
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++line;
            col = 1;
        } else
            ++col;
    }
    return "line " + std::to_string(line) + ", column " + std::to_string(col);
}

Map::Lump readLump(const Json& j, const std::string& where)
{
    Map::Lump l;
    forEachKey(j, where, {"name", "hex"},
               [&](const std::string& k, const Json& v, const std::string& at) {
                   if (k == "name") l.name = readString(v, at);
                   else l.bytes = fromHex(readString(v, at), at);
               });
    requireKeys(j, where, {"name", "hex"});
    return l;
}

Map::UdmfBlock readUdmfBlock(const Json& j, const std::string& where)
{
    Map::UdmfBlock b;
    forEachKey(j, where, {"type", "fields"},
               [&](const std::string& k, const Json& v, const std::string& at) {
                   if (k == "type") b.type = readString(v, at);
                   else b.fields = readExtra(v, at);
               });
    requireKeys(j, where, {"type"});
    return b;
}

Map readDocument(const Json& doc)
{
    if (!doc.is_object())
        fail("the document", "expected a JSON object at the top level");
    if (!doc.contains("format") || !doc["format"].is_string() ||
        doc["format"].get<std::string>() != "stepwise-map")
        fail("format", "this is not a Stepwise map (\"format\" must be \"stepwise-map\")");
    if (!doc.contains("version"))
        fail("version", "the required key \"version\" is missing");
    const std::int64_t version =
        readInteger(doc["version"], "version", 0, std::numeric_limits<std::int32_t>::max());
    if (version != kSwmapVersion)
        fail("version", "version " + std::to_string(version) +
                            " is not supported (this program reads version " +
                            std::to_string(kSwmapVersion) + ")");

    Map map;
    forEachKey(doc, "map",
               {"format", "version", "name", "sourceFormat", "playerStart", "profiles", "vertices",
                "sectors", "walls", "things", "probes", "ignoredFindings", "extraLumps",
                "udmfNamespace", "udmfBlocks", "resources"},
               [&](const std::string& k, const Json& v, const std::string&) {
                   if (k == "name") map.name = readString(v, k);
                   else if (k == "sourceFormat") map.sourceFormat = readString(v, k);
                   else if (k == "udmfNamespace") map.udmfNamespace = readString(v, k);
                   else if (k == "extraLumps")
                       map.extraLumps = readArray<Map::Lump>(v, k, readLump);
                   else if (k == "udmfBlocks")
                       map.udmfOtherBlocks = readArray<Map::UdmfBlock>(v, k, readUdmfBlock);
                   else if (k == "playerStart") map.playerStart = readPlayerStart(v, k);
                   else if (k == "profiles") map.profiles = readArray<AvatarProfile>(v, k, readProfile);
                   else if (k == "vertices") map.vertices = readArray<Vertex>(v, k, readVertex);
                   else if (k == "sectors") map.sectors = readArray<Sector>(v, k, readSector);
                   else if (k == "walls") map.walls = readArray<Wall>(v, k, readWall);
                   else if (k == "things") map.things = readArray<Thing>(v, k, readThing);
                   else if (k == "probes") map.probes = readArray<ProbeRecord>(v, k, readProbe);
                   else if (k == "ignoredFindings")
                       map.ignoredFindings = readArray<std::string>(v, k, readString);
                   else if (k == "resources")
                       map.resources = readArray<std::string>(v, k, readString);
               });
    return map;
}

} // namespace

std::string writeSwmap(const Map& map)
{
    std::string out = "{\n";
    out += "  \"format\": \"stepwise-map\",\n";
    out += "  \"version\": " + std::to_string(kSwmapVersion) + ",\n";
    out += "  \"name\": " + Json(map.name).dump() + ",\n";
    if (!map.sourceFormat.empty())
        out += "  \"sourceFormat\": " + Json(map.sourceFormat).dump() + ",\n";
    if (!map.udmfNamespace.empty())
        out += "  \"udmfNamespace\": " + Json(map.udmfNamespace).dump() + ",\n";
    if (!map.resources.empty())
        out += "  \"resources\": " + Json(map.resources).dump() + ",\n";
    if (map.playerStart) {
        Json p = Json::object();
        p["x"] = number(map.playerStart->pos.x);
        p["y"] = number(map.playerStart->pos.y);
        p["angle"] = number(map.playerStart->angle);
        out += "  \"playerStart\": " + p.dump() + ",\n";
    }
    if (!map.profiles.empty())
        writeArray(out, "profiles", map.profiles, profileJson, false);
    if (!map.extraLumps.empty())
        writeArray(
            out, "extraLumps", map.extraLumps,
            [](const Map::Lump& l) {
                return Json{{"name", l.name}, {"hex", toHex(l.bytes)}};
            },
            false);
    if (!map.udmfOtherBlocks.empty())
        writeArray(
            out, "udmfBlocks", map.udmfOtherBlocks,
            [](const Map::UdmfBlock& b) {
                return Json{{"type", b.type}, {"fields", extraJson(b.fields)}};
            },
            false);
    writeArray(
        out, "vertices", map.vertices,
        [](const Vertex& v) {
            Json a = Json::array({number(v.pos.x), number(v.pos.y)});
            if (!v.extra.empty())
                a.push_back(extraJson(v.extra));
            return a;
        },
        false);
    writeArray(out, "sectors", map.sectors, sectorJson, false);
    writeArray(out, "walls", map.walls, wallJson, false);
    writeArray(out, "things", map.things, thingJson,
               map.probes.empty() && map.ignoredFindings.empty());
    if (!map.probes.empty())
        writeArray(out, "probes", map.probes, probeJson, map.ignoredFindings.empty());
    if (!map.ignoredFindings.empty())
        writeArray(
            out, "ignoredFindings", map.ignoredFindings,
            [](const auto& finding) { return Json(finding); }, true);
    out += "}\n";
    return out;
}

Result<Map> readSwmap(std::string_view text, const std::string& sourceName)
{
    Json doc;
    try {
        doc = Json::parse(text.begin(), text.end());
    } catch (const Json::parse_error& e) {
        return makeError(sourceName + ": not valid JSON at " + lineColumn(text, e.byte > 0 ? e.byte - 1 : 0) +
                         ".");
    } catch (const std::exception& e) {
        return makeError(sourceName + ": not valid JSON (" + e.what() + ").");
    }

    Map map;
    try {
        map = readDocument(doc);
    } catch (const FormatError& e) {
        return makeError(sourceName + ": " + e.message + ".");
    } catch (const std::exception& e) {
        return makeError(sourceName + ": " + e.what() + ".");
    }

    for (const ValidationIssue& issue : validateMap(map))
        if (issue.severity == ValidationIssue::Severity::Error)
            return makeError(sourceName + ": " + issue.message + ".");
    return map;
}

Result<Map> loadSwmapFile(const std::string& path)
{
    auto text = readFileText(path);
    if (!text)
        return text.error();
    return readSwmap(*text, path);
}

Status saveSwmapFile(const Map& map, const std::string& path)
{
    return writeFileAtomically(path, writeSwmap(map));
}

} // namespace sw
