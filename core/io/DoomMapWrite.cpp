#include "io/DoomMapWrite.h"

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

Error nameTooLong(const std::string& name, const std::string& where)
{
    return notFit(where + " uses the name \"" + name +
                  "\", longer than the 8 characters the Doom format allows");
}

// A sidedef record as written: 30 bytes.
using SideBytes = std::array<std::uint8_t, 30>;

void storeName8(std::uint8_t* out, const std::string& name)
{
    const std::string_view n = name.empty() ? std::string_view("-") : std::string_view(name);
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
        auto where = [i] { return "sector " + std::to_string(i); };
        if (!isInt16(s.floorHeight) || !isInt16(s.ceilingHeight))
            return notFit(where() + " has a floor or ceiling height (" + formatNumber(s.floorHeight) +
                          ", " + formatNumber(s.ceilingHeight) +
                          ") that is not an integer from -32768 to 32767");
        if (!isInt16(std::int64_t(s.light)) || !isInt16(std::int64_t(s.special)) ||
            !isInt16(std::int64_t(s.tag)))
            return notFit(where() + " has a light, special or tag outside -32768..32767");
        for (const std::string* name : {&s.floorMaterial, &s.ceilingMaterial})
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
            for (const std::string* name : {&side->upper, &side->middle, &side->lower})
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
    return Ok{};
}

Result<DoomMapRecords> writeDoomMapRecords(const Map& map)
{
    if (auto fits = checkDoomFormatFits(map); !fits)
        return fits.error();
    DoomMapRecords r;

    r.things.resize(map.things.size() * 10);
    std::uint8_t* p = r.things.data();
    for (const Thing& t : map.things) {
        store16(p, static_cast<int>(t.pos.x));
        store16(p + 2, static_cast<int>(t.pos.y));
        store16(p + 4, static_cast<int>(t.angle));
        store16(p + 6, t.type);
        store16(p + 8, static_cast<int>(t.flags));
        p += 10;
    }

    const SideNumbers sides = numberSides(map);
    if (sides.records.size() > kMaxRecords)
        return notFit("the map needs " + std::to_string(sides.records.size()) +
                      " sidedefs, more than the 65,535 the Doom format allows");
    r.sidedefCount = sides.records.size();
    r.linedefs.resize(map.walls.size() * 14);
    p = r.linedefs.data();
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        const bool twoSidedBit = w.backSector != kNone || w.twoSidedBitAlone;
        store16(p, w.v1);
        store16(p + 2, w.v2);
        store16(p + 4, static_cast<int>((w.flags & 0xFFFFu) | (twoSidedBit ? 4u : 0u)));
        store16(p + 6, w.special);
        store16(p + 8, w.tag);
        store16(p + 10, static_cast<int>(sides.front[i]));
        store16(p + 12, static_cast<int>(sides.back[i]));
        p += 14;
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
