#include "io/DoomMapWrite.h"

#include "io/SideNumbering.h"
#include "io/WadWrite.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string_view>
#include <unordered_map>

namespace sw {

namespace {

constexpr std::size_t kMaxRecords = 65535; // 0xFFFF is "no sidedef" in LINEDEFS

bool isInt16(double v) { return v == std::trunc(v) && v >= -32768 && v <= 32767; }
bool isInt16(std::int64_t v) { return v >= -32768 && v <= 32767; }

std::string formatNumber(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

const char* kUdmfHint = "; write it as UDMF instead (--format udmf)";

Error notFit(const std::string& what) { return makeError(what + kUdmfHint + "."); }

Error nameTooLong(std::string_view name, const std::string& where)
{
    return notFit(where + " uses the name \"" + std::string(name) +
                  "\", longer than the 8 characters the Doom format allows");
}

// A sidedef record as written: 30 bytes.
using SideBytes = std::array<std::uint8_t, 30>;

void storeName8(std::uint8_t* out, std::string_view name)
{
    const std::string_view n = name.empty() ? std::string_view("-") : name;
    std::memset(out, 0, 8);
    std::memcpy(out, n.data(), std::min<std::size_t>(8, n.size()));
}

void store16(std::uint8_t* out, int v)
{
    out[0] = static_cast<std::uint8_t>(v);
    out[1] = static_cast<std::uint8_t>(static_cast<unsigned>(v) >> 8);
}

SideBytes sideBytes(const WallSide& side, Index sector)
{
    SideBytes b;
    store16(b.data(), static_cast<int>(side.offsetX));
    store16(b.data() + 2, static_cast<int>(side.offsetY));
    storeName8(b.data() + 4, side.upper);
    storeName8(b.data() + 12, side.lower);
    storeName8(b.data() + 20, side.middle);
    store16(b.data() + 28, sector);
    return b;
}

bool isByte(std::int32_t v) { return v >= 0 && v <= 255; }

// The Hexen format's specials and arguments are bytes; thing ids and heights 16 bits.
Status checkHexenBytes(const Map& map)
{
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        bool ok = isByte(w.special) && isByte(w.tag);
        for (std::size_t k = 1; k < 5; ++k)
            ok = ok && isByte(w.args[k]);
        if (!ok)
            return makeError("wall " + std::to_string(i) +
                             " has a special, tag or argument outside 0..255, which the Hexen "
                             "format stores in bytes; write it as UDMF instead (--format udmf).");
    }
    for (std::size_t i = 0; i < map.things.size(); ++i) {
        const Thing& t = map.things[i];
        bool ok = isByte(t.special) && isInt16(std::int64_t(t.tid)) && isInt16(t.height);
        for (std::int32_t a : t.args)
            ok = ok && isByte(a);
        if (!ok)
            return makeError("thing " + std::to_string(i) +
                             " has a special or argument outside 0..255, or an id or height "
                             "outside 16 bits, as the Hexen format needs; write it as UDMF "
                             "instead (--format udmf).");
    }
    return Ok{};
}

} // namespace

Status checkDoomFormatFits(const Map& map, bool hexen)
{
    const struct {
        const char* what;
        std::size_t count;
    } counts[] = {{"vertices", map.vertices.size()},
                  {"walls (linedefs)", map.walls.size()},
                  {"sectors", map.sectors.size()},
                  {"things", map.things.size()}};
    for (const auto& c : counts)
        if (c.count > kMaxRecords)
            return notFit("the map has " + std::to_string(c.count) + " " + c.what +
                          ", more than the 65,535 the Doom format allows");
    for (std::size_t i = 0; i < map.vertices.size(); ++i) {
        const Vec2 p = map.vertices[i].pos;
        if (!isInt16(p.x) || !isInt16(p.y))
            return notFit("vertex " + std::to_string(i) + " at (" + formatNumber(p.x) + ", " +
                          formatNumber(p.y) +
                          ") is not on integer coordinates from -32768 to 32767 as the Doom "
                          "format needs");
    }
    for (std::size_t i = 0; i < map.sectors.size(); ++i) {
        const Sector& s = map.sectors[i];
        auto where = [i] { return "sector " + std::to_string(i); };
        if (!isInt16(s.floorHeight) || !isInt16(s.ceilingHeight))
            return notFit(where() + " has a floor or ceiling height (" + formatNumber(s.floorHeight) +
                          ", " + formatNumber(s.ceilingHeight) +
                          ") that is not an integer from -32768 to 32767");
        if (!isInt16(std::int64_t(s.light)) || !isInt16(std::int64_t(s.special)) ||
            !isInt16(std::int64_t(s.tag)))
            return notFit(where() + " has a light, special or tag outside -32768..32767");
        for (const ShortString* name : {&s.floorMaterial, &s.ceilingMaterial})
            if (name->size() > 8)
                return nameTooLong(*name, where());
    }
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        auto where = [i] { return "wall " + std::to_string(i); };
        if ((w.flags & ~0xFFFFu) != 0)
            return notFit(where() + " has flags beyond the 16 bits of a Doom linedef");
        if (!isInt16(std::int64_t(w.special)) || !isInt16(std::int64_t(w.tag)))
            return notFit(where() + " has a special or tag outside -32768..32767");
        for (const WallSide* side : {&w.front, &w.back}) {
            if (side == &w.back && w.backSector == kNone)
                continue;
            if (!isInt16(side->offsetX) || !isInt16(side->offsetY))
                return notFit(where() + " has a texture offset (" + formatNumber(side->offsetX) +
                              ", " + formatNumber(side->offsetY) +
                              ") that is not an integer from -32768 to 32767");
            for (const ShortString* name : {&side->upper, &side->middle, &side->lower})
                if (name->size() > 8)
                    return nameTooLong(*name, where());
        }
    }
    for (std::size_t i = 0; i < map.things.size(); ++i) {
        const Thing& t = map.things[i];
        auto where = [i] { return "thing " + std::to_string(i); };
        if (!isInt16(t.pos.x) || !isInt16(t.pos.y))
            return notFit(where() + " at (" + formatNumber(t.pos.x) + ", " + formatNumber(t.pos.y) +
                          ") is not on integer coordinates from -32768 to 32767");
        if (!isInt16(t.angle))
            return notFit(where() + " has the angle " + formatNumber(t.angle) +
                          ", not a whole number of degrees");
        if (!isInt16(std::int64_t(t.type)) || t.flags > 0xFFFFu)
            return notFit(where() + " has a type or flags beyond 16 bits");
    }
    if (hexen)
        return checkHexenBytes(map);
    return Ok{};
}

Result<DoomMapRecords> writeDoomMapRecords(const Map& map, bool hexen)
{
    DoomMapRecords r;

    r.things.resize(map.things.size() * (hexen ? 20 : 10));
    std::uint8_t* p = r.things.data();
    for (const Thing& t : map.things) {
        if (hexen) {
            store16(p, t.tid);
            store16(p + 2, static_cast<int>(t.pos.x));
            store16(p + 4, static_cast<int>(t.pos.y));
            store16(p + 6, static_cast<int>(t.height));
            store16(p + 8, static_cast<int>(t.angle));
            store16(p + 10, t.type);
            store16(p + 12, static_cast<int>(t.flags));
            p[14] = static_cast<std::uint8_t>(t.special);
            for (std::size_t k = 0; k < 5; ++k)
                p[15 + k] = static_cast<std::uint8_t>(t.args[k]);
            p += 20;
            continue;
        }
        store16(p, static_cast<int>(t.pos.x));
        store16(p + 2, static_cast<int>(t.pos.y));
        store16(p + 4, static_cast<int>(t.angle));
        store16(p + 6, t.type);
        store16(p + 8, static_cast<int>(t.flags));
        p += 10;
    }

    const SideNumbers<SideBytes> sides = numberSides<SideBytes>(map, sideBytes);
    if (sides.records.size() > kMaxRecords)
        return notFit("the map needs " + std::to_string(sides.records.size()) +
                      " sidedefs, more than the 65,535 the Doom format allows");
    r.sidedefCount = sides.records.size();
    const std::size_t lineSize = hexen ? 16 : 14;
    r.linedefs.resize(map.walls.size() * lineSize);
    p = r.linedefs.data();
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        const bool twoSidedBit = w.backSector != kNone || w.twoSidedBitAlone;
        store16(p, w.v1);
        store16(p + 2, w.v2);
        store16(p + 4, static_cast<int>((w.flags & 0xFFFFu) | (twoSidedBit ? 4u : 0u)));
        if (hexen) {
            // The special and its arguments; the first argument is the tag.
            p[6] = static_cast<std::uint8_t>(w.special);
            p[7] = static_cast<std::uint8_t>(w.tag);
            for (std::size_t k = 1; k < 5; ++k)
                p[7 + k] = static_cast<std::uint8_t>(w.args[k]);
        } else {
            store16(p + 6, w.special);
            store16(p + 8, w.tag);
        }
        store16(p + lineSize - 4, static_cast<int>(sides.front[i]));
        store16(p + lineSize - 2, static_cast<int>(sides.back[i]));
        p += lineSize;
    }
    r.sidedefs.resize(sides.records.size() * 30);
    for (std::size_t k = 0; k < sides.records.size(); ++k)
        std::memcpy(r.sidedefs.data() + 30 * k, sides.records[k].data(), 30);

    r.vertexes.resize(map.vertices.size() * 4);
    p = r.vertexes.data();
    for (const Vertex& v : map.vertices) {
        store16(p, static_cast<int>(v.pos.x));
        store16(p + 2, static_cast<int>(v.pos.y));
        p += 4;
    }

    r.sectors.resize(map.sectors.size() * 26);
    p = r.sectors.data();
    for (const Sector& s : map.sectors) {
        store16(p, static_cast<int>(s.floorHeight));
        store16(p + 2, static_cast<int>(s.ceilingHeight));
        storeName8(p + 4, s.floorMaterial);
        storeName8(p + 12, s.ceilingMaterial);
        store16(p + 20, s.light);
        store16(p + 22, s.special);
        store16(p + 24, s.tag);
        p += 26;
    }
    return r;
}

} // namespace sw
