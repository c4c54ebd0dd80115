#include "io/DoomMapWrite.h"

#include "io/WadWrite.h"

#include <array>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <optional>
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

std::optional<Error> checkName(const std::string& name, const std::string& where)
{
    if (name.size() > 8)
        return notFit(where + " uses the name \"" + name +
                      "\", longer than the 8 characters the Doom format allows");
    return std::nullopt;
}

// A sidedef record as written: 30 bytes.
using SideBytes = std::array<std::uint8_t, 30>;

SideBytes sideBytes(const WallSide& side, Index sector)
{
    std::vector<std::uint8_t> out;
    out.reserve(30);
    putS16(out, static_cast<int>(side.offsetX));
    putS16(out, static_cast<int>(side.offsetY));
    putName8(out, side.upper.empty() ? "-" : side.upper);
    putName8(out, side.lower.empty() ? "-" : side.lower);
    putName8(out, side.middle.empty() ? "-" : side.middle);
    putU16(out, static_cast<unsigned>(sector));
    SideBytes b{};
    std::memcpy(b.data(), out.data(), 30);
    return b;
}

struct SideNumbers {
    std::vector<SideBytes> records;
    std::vector<std::uint32_t> front, back; // per wall; back is 0xFFFF when one-sided
};

// Sidedef numbers: the imported ones where they still fit, new ones after, holes closed up.
SideNumbers numberSides(const Map& map)
{
    const std::size_t n = map.walls.size();
    // Imported numbers larger than this cannot come from a sane import; they get new numbers.
    const std::size_t limit = 2 * n + 1024;
    std::vector<std::optional<SideBytes>> slots;
    struct Pending {
        std::size_t wall;
        bool front;
        SideBytes bytes;
    };
    std::vector<Pending> pending;
    SideNumbers out;
    out.front.assign(n, 0);
    out.back.assign(n, 0xFFFF);
    for (std::size_t i = 0; i < n; ++i) {
        const Wall& w = map.walls[i];
        for (int s = 0; s < 2; ++s) {
            const bool front = s == 0;
            if (!front && w.backSector == kNone)
                continue;
            const SideBytes bytes =
                sideBytes(front ? w.front : w.back, front ? w.frontSector : w.backSector);
            const Index k = front ? w.frontSidedef : w.backSidedef;
            if (k >= 0 && static_cast<std::size_t>(k) < limit) {
                const auto slot = static_cast<std::size_t>(k);
                if (slots.size() <= slot)
                    slots.resize(slot + 1);
                if (!slots[slot] || *slots[slot] == bytes) {
                    slots[slot] = bytes;
                    (front ? out.front : out.back)[i] = static_cast<std::uint32_t>(slot);
                    continue;
                }
            }
            pending.push_back({i, front, bytes});
        }
    }
    for (const Pending& p : pending) {
        (p.front ? out.front : out.back)[p.wall] = static_cast<std::uint32_t>(slots.size());
        slots.push_back(p.bytes);
    }
    // Close up the numbers nothing uses any more (deleted walls).
    std::vector<std::uint32_t> renumber(slots.size(), 0);
    for (std::size_t k = 0; k < slots.size(); ++k)
        if (slots[k]) {
            renumber[k] = static_cast<std::uint32_t>(out.records.size());
            out.records.push_back(*slots[k]);
        }
    for (std::size_t i = 0; i < n; ++i) {
        out.front[i] = renumber[out.front[i]];
        if (out.back[i] != 0xFFFF)
            out.back[i] = renumber[out.back[i]];
    }
    return out;
}

} // namespace

Status checkDoomFormatFits(const Map& map)
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
        const std::string where = "sector " + std::to_string(i);
        if (!isInt16(s.floorHeight) || !isInt16(s.ceilingHeight))
            return notFit(where + " has a floor or ceiling height (" + formatNumber(s.floorHeight) +
                          ", " + formatNumber(s.ceilingHeight) +
                          ") that is not an integer from -32768 to 32767");
        if (!isInt16(std::int64_t(s.light)) || !isInt16(std::int64_t(s.special)) ||
            !isInt16(std::int64_t(s.tag)))
            return notFit(where + " has a light, special or tag outside -32768..32767");
        for (const std::string* name : {&s.floorMaterial, &s.ceilingMaterial})
            if (auto e = checkName(*name, where))
                return *e;
    }
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        const std::string where = "wall " + std::to_string(i);
        if ((w.flags & ~0xFFFFu) != 0)
            return notFit(where + " has flags beyond the 16 bits of a Doom linedef");
        if (!isInt16(std::int64_t(w.special)) || !isInt16(std::int64_t(w.tag)))
            return notFit(where + " has a special or tag outside -32768..32767");
        for (const WallSide* side : {&w.front, &w.back}) {
            if (side == &w.back && w.backSector == kNone)
                continue;
            if (!isInt16(side->offsetX) || !isInt16(side->offsetY))
                return notFit(where + " has a texture offset (" + formatNumber(side->offsetX) +
                              ", " + formatNumber(side->offsetY) +
                              ") that is not an integer from -32768 to 32767");
            for (const std::string* name : {&side->upper, &side->middle, &side->lower})
                if (auto e = checkName(*name, where))
                    return *e;
        }
    }
    for (std::size_t i = 0; i < map.things.size(); ++i) {
        const Thing& t = map.things[i];
        const std::string where = "thing " + std::to_string(i);
        if (!isInt16(t.pos.x) || !isInt16(t.pos.y))
            return notFit(where + " at (" + formatNumber(t.pos.x) + ", " + formatNumber(t.pos.y) +
                          ") is not on integer coordinates from -32768 to 32767");
        if (!isInt16(t.angle))
            return notFit(where + " has the angle " + formatNumber(t.angle) +
                          ", not a whole number of degrees");
        if (!isInt16(std::int64_t(t.type)) || t.flags > 0xFFFFu)
            return notFit(where + " has a type or flags beyond 16 bits");
    }
    return Ok{};
}

Result<DoomMapRecords> writeDoomMapRecords(const Map& map)
{
    if (auto fits = checkDoomFormatFits(map); !fits)
        return fits.error();
    DoomMapRecords r;

    for (const Thing& t : map.things) {
        putS16(r.things, static_cast<int>(t.pos.x));
        putS16(r.things, static_cast<int>(t.pos.y));
        putS16(r.things, static_cast<int>(t.angle));
        putS16(r.things, t.type);
        putU16(r.things, t.flags);
    }

    const SideNumbers sides = numberSides(map);
    if (sides.records.size() > kMaxRecords)
        return notFit("the map needs " + std::to_string(sides.records.size()) +
                      " sidedefs, more than the 65,535 the Doom format allows");
    r.sidedefCount = sides.records.size();
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        const bool twoSidedBit = w.backSector != kNone || w.twoSidedBitAlone;
        putU16(r.linedefs, static_cast<unsigned>(w.v1));
        putU16(r.linedefs, static_cast<unsigned>(w.v2));
        putU16(r.linedefs, (w.flags & 0xFFFFu) | (twoSidedBit ? 4u : 0u));
        putS16(r.linedefs, w.special);
        putS16(r.linedefs, w.tag);
        putU16(r.linedefs, sides.front[i]);
        putU16(r.linedefs, sides.back[i]);
    }
    r.sidedefs.reserve(sides.records.size() * 30);
    for (const SideBytes& b : sides.records)
        r.sidedefs.insert(r.sidedefs.end(), b.begin(), b.end());

    for (const Vertex& v : map.vertices) {
        putS16(r.vertexes, static_cast<int>(v.pos.x));
        putS16(r.vertexes, static_cast<int>(v.pos.y));
    }

    for (const Sector& s : map.sectors) {
        putS16(r.sectors, static_cast<int>(s.floorHeight));
        putS16(r.sectors, static_cast<int>(s.ceilingHeight));
        putName8(r.sectors, s.floorMaterial.empty() ? "-" : s.floorMaterial);
        putName8(r.sectors, s.ceilingMaterial.empty() ? "-" : s.ceilingMaterial);
        putS16(r.sectors, s.light);
        putS16(r.sectors, s.special);
        putS16(r.sectors, s.tag);
    }
    return r;
}

} // namespace sw
