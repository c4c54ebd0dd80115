// Writes the benchmark maps as single-map PWADs, so that our tools and other node builders
// read the very same file.
//
//   make_grid_wad grid N --format doom|udmf -o OUT.wad [--pillar-sides S] [--seed K]
//       the generated grid of N x N rooms (tests/bench/GridMap.h) with square pillars (S = 4,
//       the default; 8 for octagons) in every other room: about 4 N^2 walls, N = 200 gives
//       160,400 walls and 40,000 sectors. Coordinates are whole numbers centred on the origin,
//       so both formats hold the same map.
//   make_grid_wad extract IN.wad MAP -o OUT.wad
//       copies one map's lumps of a WAD unchanged into a PWAD of its own
//
// The Doom format stores indices in 16 bits and coordinates as 16-bit integers: a grid that
// does not fit is refused with the largest N that does. Past 32,767 sidedefs or vertices a map
// leaves vanilla Doom's limits (it still loads in ports that read indices as unsigned); the
// program says so.
#include "base/Files.h"
#include "bench/GridMap.h"
#include "io/Wad.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

using Bytes = std::vector<std::uint8_t>;

constexpr std::size_t kDoomIndexLimit = 0xFFFF;    // 0xFFFF itself means "no sidedef"
constexpr std::size_t kVanillaIndexLimit = 0x7FFF; // vanilla reads indices as signed shorts

void put16(Bytes& out, int v)
{
    out.push_back(static_cast<std::uint8_t>(v & 0xFF));
    out.push_back(static_cast<std::uint8_t>((v >> 8) & 0xFF));
}

void put32(Bytes& out, std::uint32_t v)
{
    for (int i = 0; i < 4; ++i)
        out.push_back(static_cast<std::uint8_t>((v >> (8 * i)) & 0xFF));
}

void putName(Bytes& out, std::string_view name)
{
    const std::string_view n = name.empty() ? std::string_view("-") : name;
    for (std::size_t i = 0; i < 8; ++i)
        out.push_back(i < n.size() ? static_cast<std::uint8_t>(n[i]) : 0);
}

struct Lump {
    std::string name;
    Bytes data;
};

Bytes buildWad(const std::vector<Lump>& lumps)
{
    Bytes out{'P', 'W', 'A', 'D'};
    std::size_t dirOffset = 12;
    for (const Lump& l : lumps)
        dirOffset += l.data.size();
    put32(out, static_cast<std::uint32_t>(lumps.size()));
    put32(out, static_cast<std::uint32_t>(dirOffset));
    for (const Lump& l : lumps)
        out.insert(out.end(), l.data.begin(), l.data.end());
    std::uint32_t offset = 12;
    for (const Lump& l : lumps) {
        put32(out, offset);
        put32(out, static_cast<std::uint32_t>(l.data.size()));
        putName(out, l.name);
        offset += static_cast<std::uint32_t>(l.data.size());
    }
    return out;
}

bool writeBytes(const std::string& path, const Bytes& bytes)
{
    const auto written = sw::writeFileAtomically(
        path, std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
    if (!written)
        std::fprintf(stderr, "make_grid_wad: %s\n", written.error().message.c_str());
    return static_cast<bool>(written);
}

// The grid with whole-number coordinates centred on the origin, textures, and a player start.
sw::Map makeMap(int n, int pillarSides, std::uint64_t seed)
{
    swbench::GridMapLayout layout;
    layout.n = n;
    layout.pillarSides = pillarSides;
    sw::Map map = swbench::makeGridMap(layout, seed);
    map.name = "MAP01";
    const double half = n * layout.spacing / 2;
    for (sw::Vertex& v : map.vertices)
        v.pos = {std::round(v.pos.x - half), std::round(v.pos.y - half)};
    for (sw::Sector& s : map.sectors) {
        s.floorMaterial = "FLOOR4_8";
        s.ceilingMaterial = "CEIL3_5";
    }
    for (sw::Wall& w : map.walls) {
        if (w.twoSided()) {
            w.front.lower = w.back.lower = "STEP1"; // floors differ by up to 32
        } else {
            w.front.middle = "STARTAN3";
            w.flags |= sw::kWallBlocking;
        }
    }
    // In room (1, 0), which has no pillar.
    sw::Thing start;
    start.type = sw::kDoomPlayer1Start;
    start.pos = {1.5 * layout.spacing - half, 0.5 * layout.spacing - half};
    start.angle = 90;
    start.flags = 7; // every skill
    map.things.push_back(start);
    return map;
}

// One sidedef per side of every wall, fronts and backs in wall order.
struct Sides {
    std::vector<int> front, back; // per wall; -1 for none
    std::size_t count = 0;
};

Sides numberSides(const sw::Map& map)
{
    Sides s;
    for (const sw::Wall& w : map.walls) {
        s.front.push_back(static_cast<int>(s.count++));
        s.back.push_back(w.twoSided() ? static_cast<int>(s.count++) : -1);
    }
    return s;
}

int doomFormat(const sw::Map& map, int n, std::vector<Lump>& lumps)
{
    const Sides sides = numberSides(map);
    const std::size_t counts[] = {map.vertices.size(), sides.count, map.sectors.size()};
    for (std::size_t c : counts)
        if (c >= kDoomIndexLimit) {
            // Sidedefs grow fastest: about 6 N^2 with square pillars.
            std::fprintf(stderr,
                         "make_grid_wad: a grid of %d needs %zu vertices, %zu sidedefs and %zu "
                         "sectors; the Doom format holds at most %zu of each (N <= 104); use "
                         "--format udmf\n",
                         n, counts[0], counts[1], counts[2], kDoomIndexLimit - 1);
            return 2;
        }
    if (counts[0] > kVanillaIndexLimit || counts[1] > kVanillaIndexLimit)
        std::fprintf(stderr,
                     "make_grid_wad: note: %zu vertices and %zu sidedefs exceed vanilla Doom's "
                     "limit of %zu (N <= 73 stays within it)\n",
                     counts[0], counts[1], kVanillaIndexLimit);
    for (const sw::Vertex& v : map.vertices)
        if (std::fabs(v.pos.x) > 32767 || std::fabs(v.pos.y) > 32767) {
            std::fprintf(stderr, "make_grid_wad: a grid of %d does not fit 16-bit coordinates\n",
                         n);
            return 2;
        }

    Bytes things, linedefs, sidedefs, vertexes, sectors;
    for (const sw::Thing& t : map.things) {
        put16(things, static_cast<int>(t.pos.x));
        put16(things, static_cast<int>(t.pos.y));
        put16(things, static_cast<int>(t.angle));
        put16(things, t.type);
        put16(things, static_cast<int>(t.flags));
    }
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const sw::Wall& w = map.walls[i];
        put16(linedefs, w.v1);
        put16(linedefs, w.v2);
        put16(linedefs, static_cast<int>(w.flags | (w.twoSided() ? 4u : 0u)));
        put16(linedefs, w.special);
        put16(linedefs, w.tag);
        put16(linedefs, sides.front[i]);
        put16(linedefs, sides.back[i] < 0 ? 0xFFFF : sides.back[i]);
        auto side = [&sidedefs](const sw::WallSide& s, sw::Index sector) {
            put16(sidedefs, static_cast<int>(s.offsetX));
            put16(sidedefs, static_cast<int>(s.offsetY));
            putName(sidedefs, s.upper);
            putName(sidedefs, s.lower);
            putName(sidedefs, s.middle);
            put16(sidedefs, sector);
        };
        side(w.front, w.frontSector);
        if (w.twoSided())
            side(w.back, w.backSector);
    }
    for (const sw::Vertex& v : map.vertices) {
        put16(vertexes, static_cast<int>(v.pos.x));
        put16(vertexes, static_cast<int>(v.pos.y));
    }
    for (const sw::Sector& s : map.sectors) {
        put16(sectors, static_cast<int>(s.floorHeight));
        put16(sectors, static_cast<int>(s.ceilingHeight));
        putName(sectors, s.floorMaterial);
        putName(sectors, s.ceilingMaterial);
        put16(sectors, s.light);
        put16(sectors, s.special);
        put16(sectors, s.tag);
    }
    // The node lumps are left empty: node builders fill them.
    lumps.push_back({map.name, {}});
    lumps.push_back({"THINGS", std::move(things)});
    lumps.push_back({"LINEDEFS", std::move(linedefs)});
    lumps.push_back({"SIDEDEFS", std::move(sidedefs)});
    lumps.push_back({"VERTEXES", std::move(vertexes)});
    for (const char* name : {"SEGS", "SSECTORS", "NODES"})
        lumps.push_back({name, {}});
    lumps.push_back({"SECTORS", std::move(sectors)});
    lumps.push_back({"REJECT", {}});
    lumps.push_back({"BLOCKMAP", {}});
    return 0;
}

void append(std::string& out, double v)
{
    char buf[32];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, ec == std::errc() ? end : buf);
    // UDMF tells floats from integers by the point; coordinates are floats.
    if (std::trunc(v) == v)
        out += ".0";
}

void appendInt(std::string& out, long long v) { out += std::to_string(v); }

void appendString(std::string& out, const char* key, std::string_view value)
{
    if (value.empty())
        return;
    out += "  ";
    out += key;
    out += " = \"";
    out += value;
    out += "\";\n";
}

// As the editors that write UDMF lay it out: one field a line, blocks in the spec's order.
int udmfFormat(const sw::Map& map, std::vector<Lump>& lumps)
{
    const Sides sides = numberSides(map);
    std::string t;
    t.reserve(map.walls.size() * 200);
    t += "namespace = \"doom\";\n\n";
    for (const sw::Thing& th : map.things) {
        t += "thing\n{\n  x = ";
        append(t, th.pos.x);
        t += ";\n  y = ";
        append(t, th.pos.y);
        t += ";\n  angle = ";
        appendInt(t, static_cast<long long>(th.angle));
        t += ";\n  type = ";
        appendInt(t, th.type);
        t += ";\n  skill1 = true;\n  skill2 = true;\n  skill3 = true;\n  skill4 = true;\n"
             "  skill5 = true;\n  single = true;\n  coop = true;\n  dm = true;\n}\n\n";
    }
    for (const sw::Vertex& v : map.vertices) {
        t += "vertex\n{\n  x = ";
        append(t, v.pos.x);
        t += ";\n  y = ";
        append(t, v.pos.y);
        t += ";\n}\n\n";
    }
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const sw::Wall& w = map.walls[i];
        t += "linedef\n{\n  v1 = ";
        appendInt(t, w.v1);
        t += ";\n  v2 = ";
        appendInt(t, w.v2);
        t += ";\n  sidefront = ";
        appendInt(t, sides.front[i]);
        t += ";\n";
        if (w.twoSided()) {
            t += "  sideback = ";
            appendInt(t, sides.back[i]);
            t += ";\n  twosided = true;\n";
        }
        if (w.blocking())
            t += "  blocking = true;\n";
        t += "}\n\n";
    }
    for (const sw::Wall& w : map.walls)
        for (int back = 0; back < (w.twoSided() ? 2 : 1); ++back) {
            const sw::WallSide& s = back ? w.back : w.front;
            t += "sidedef\n{\n  sector = ";
            appendInt(t, back ? w.backSector : w.frontSector);
            t += ";\n";
            appendString(t, "texturetop", s.upper);
            appendString(t, "texturebottom", s.lower);
            appendString(t, "texturemiddle", s.middle);
            t += "}\n\n";
        }
    for (const sw::Sector& s : map.sectors) {
        t += "sector\n{\n  heightfloor = ";
        appendInt(t, static_cast<long long>(s.floorHeight));
        t += ";\n  heightceiling = ";
        appendInt(t, static_cast<long long>(s.ceilingHeight));
        t += ";\n";
        appendString(t, "texturefloor", s.floorMaterial);
        appendString(t, "textureceiling", s.ceilingMaterial);
        t += "  lightlevel = ";
        appendInt(t, s.light);
        t += ";\n}\n\n";
    }
    lumps.push_back({map.name, {}});
    lumps.push_back({"TEXTMAP", Bytes(t.begin(), t.end())});
    lumps.push_back({"ENDMAP", {}});
    return 0;
}

int extract(const std::string& in, const std::string& mapName, const std::string& out)
{
    auto wad = sw::Wad::load(in);
    if (!wad) {
        std::fprintf(stderr, "make_grid_wad: %s\n", wad.error().message.c_str());
        return 2;
    }
    const sw::WadMapEntry* entry = wad->findMap(mapName);
    if (!entry) {
        std::fprintf(stderr, "make_grid_wad: %s holds no map %s\n", in.c_str(), mapName.c_str());
        return 2;
    }
    std::vector<Lump> lumps;
    for (std::size_t i = entry->markerLump; i < entry->endLump; ++i) {
        const auto data = wad->lumpData(i);
        lumps.push_back({wad->lumps()[i].name, Bytes(data.begin(), data.end())});
    }
    return writeBytes(out, buildWad(lumps)) ? 0 : 2;
}

int usage()
{
    std::fprintf(stderr,
                 "usage: make_grid_wad grid N --format doom|udmf -o OUT.wad [--pillar-sides S] "
                 "[--seed K]\n"
                 "       make_grid_wad extract IN.wad MAP -o OUT.wad\n");
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<std::string> positional;
    std::string format = "udmf", out;
    int pillarSides = 4;
    std::uint64_t seed = 1;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const bool hasValue = i + 1 < argc;
        if (a == "--format" && hasValue)
            format = argv[++i];
        else if (a == "-o" && hasValue)
            out = argv[++i];
        else if (a == "--pillar-sides" && hasValue)
            pillarSides = std::atoi(argv[++i]);
        else if (a == "--seed" && hasValue)
            seed = std::strtoull(argv[++i], nullptr, 10);
        else if (a.starts_with("-"))
            return usage();
        else
            positional.push_back(a);
    }
    if (out.empty() || positional.empty())
        return usage();
    if (positional[0] == "extract" && positional.size() == 3)
        return extract(positional[1], positional[2], out);
    if (positional[0] != "grid" || positional.size() != 2)
        return usage();
    const int n = std::atoi(positional[1].c_str());
    if (n < 2 || n > 250 || pillarSides < 3 || pillarSides > 64 ||
        (format != "doom" && format != "udmf"))
        return usage();

    const sw::Map map = makeMap(n, pillarSides, seed);
    std::vector<Lump> lumps;
    if (const int failed = format == "doom" ? doomFormat(map, n, lumps) : udmfFormat(map, lumps))
        return failed;
    if (!writeBytes(out, buildWad(lumps)))
        return 2;
    std::fprintf(stderr, "make_grid_wad: %s: %zu vertices, %zu walls, %zu sectors\n", out.c_str(),
                 map.vertices.size(), map.walls.size(), map.sectors.size());
    return 0;
}
