// compile and locate: building the 2D BSP of a map and asking it where points are.
#include "Commands.h"

#include "base/Files.h"
#include "bsp/BspFile.h"
#include "io/DoomImport.h"
#include "io/MapSource.h"
#include "io/Wad.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <unistd.h>

namespace cli {

namespace {

// A one-line bar on stderr, redrawn only when its text changes.
class TerminalBar {
public:
    bool update(double fraction)
    {
        const int percent = static_cast<int>(fraction * 100.0);
        if (percent == m_percent)
            return true;
        m_percent = percent;
        const int filled = percent * kWidth / 100;
        std::fprintf(stderr, "\rcompiling [%.*s%*s] %3d%%", filled,
                     "########################################", kWidth - filled, "", percent);
        std::fflush(stderr);
        return true;
    }
    void finish()
    {
        if (m_percent >= 0)
            std::fprintf(stderr, "\r%*s\r", kWidth + 22, "");
    }

private:
    static constexpr int kWidth = 40;
    int m_percent = -1;
};

// Reads one map of a large WAD without reading the whole file: the directory, then only the
// named map's lumps, gathered into a small WAD in memory that the ordinary loader validates and
// imports. An IWAD of 28 MB otherwise costs more to read than compiling its largest map.
// Returns nothing when the map is not found this way; the caller then takes the ordinary path,
// which also gives the ordinary error messages.
std::optional<sw::Map> loadWadMapLumps(const std::string& path, const std::string& mapName)
{
    std::ifstream in(path, std::ios::binary);
    char header[12];
    if (!in.read(header, 12))
        return std::nullopt;
    auto u32 = [](const char* p) {
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i)
            v |= static_cast<std::uint32_t>(static_cast<unsigned char>(p[i])) << (8 * i);
        return v;
    };
    const std::uint32_t count = u32(header + 4), dirOffset = u32(header + 8);
    if (count > 1000000)
        return std::nullopt;
    std::vector<char> dir(std::size_t(count) * 16);
    if (!in.seekg(dirOffset) || !in.read(dir.data(), static_cast<std::streamsize>(dir.size())))
        return std::nullopt;
    auto name = [&](std::size_t i) {
        std::string n(dir.data() + i * 16 + 8, 8);
        n.resize(std::strlen(n.c_str()));
        std::transform(n.begin(), n.end(), n.begin(), [](unsigned char c) {
            return static_cast<char>(std::toupper(c));
        });
        return n;
    };
    std::string wanted = mapName;
    std::transform(wanted.begin(), wanted.end(), wanted.begin(),
                   [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
    // The marker, then the lumps that follow it up to the next marker (ENDMAP for UDMF).
    std::size_t first = 0;
    while (first < count && name(first) != wanted)
        ++first;
    if (first + 1 >= count)
        return std::nullopt;
    static const char* const kLumps[] = {"THINGS", "LINEDEFS", "SIDEDEFS", "VERTEXES", "SEGS",
                                         "SSECTORS", "NODES", "SECTORS", "REJECT", "BLOCKMAP",
                                         "BEHAVIOR", "SCRIPTS", "TEXTMAP", "ZNODES", "DIALOGUE",
                                         "ENDMAP"};
    std::size_t end = first + 1;
    while (end < count && std::any_of(std::begin(kLumps), std::end(kLumps),
                                      [&](const char* l) { return name(end) == l; })) {
        ++end;
        if (name(end - 1) == "ENDMAP")
            break;
    }

    // The small WAD: header, the lumps' data, then their directory.
    std::vector<std::uint8_t> bytes(header, header + 12);
    std::vector<std::uint8_t> newDir;
    for (std::size_t i = first; i < end; ++i) {
        const char* e = dir.data() + i * 16;
        const std::uint32_t offset = u32(e), size = u32(e + 4);
        if (size > sw::kMaxInputFileBytes)
            return std::nullopt;
        const auto at = static_cast<std::uint32_t>(bytes.size());
        bytes.resize(bytes.size() + size);
        if (size > 0 && (!in.seekg(offset) ||
                         !in.read(reinterpret_cast<char*>(bytes.data() + at), size)))
            return std::nullopt;
        for (std::uint32_t v : {at, size})
            for (int k = 0; k < 4; ++k)
                newDir.push_back(static_cast<std::uint8_t>(v >> (8 * k)));
        newDir.insert(newDir.end(), e + 8, e + 16);
    }
    const auto newDirOffset = static_cast<std::uint32_t>(bytes.size());
    bytes.insert(bytes.end(), newDir.begin(), newDir.end());
    for (int k = 0; k < 4; ++k) {
        bytes[4 + static_cast<std::size_t>(k)] =
            static_cast<std::uint8_t>((end - first) >> (8 * k));
        bytes[8 + static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(newDirOffset >> (8 * k));
    }
    auto wad = sw::Wad::fromBytes(std::move(bytes), path);
    if (!wad || wad->maps().size() != 1)
        return std::nullopt;
    auto map = sw::importWadMap(*wad, wad->maps().front());
    if (!map)
        return std::nullopt;
    return std::move(*map);
}

// The map to compile: a WAD's named map through the quick path when it can, else as usual.
sw::Result<sw::Map> loadMapToCompile(const Args& args)
{
    const auto mapName = args.value("map");
    if (mapName && !args.positional().empty() &&
        sw::detectFileKind(args.positional()[0]) == sw::FileKind::Wad)
        if (auto map = loadWadMapLumps(args.positional()[0], *mapName))
            return std::move(*map);
    return loadMapArgument(args);
}

int runCompile(const Args& args)
{
    const auto start = std::chrono::steady_clock::now();
    if (args.positional().size() != 1)
        return fail("compile takes one map file (see stepwise-cli compile --help)");
    const auto out = args.value("output");
    if (!out || out->empty())
        return fail("compile needs an output file: -o OUT.swbsp");
    auto map = loadMapToCompile(args);
    if (!map)
        return fail(map.error().message);

    TerminalBar bar;
    sw::ProgressFn progress;
    if (isatty(STDERR_FILENO))
        progress = [&bar](double f) { return bar.update(f); };
    std::vector<sw::BspWarning> warnings;
    auto bsp = sw::Bsp::compile(*map, {}, &warnings, progress);
    bar.finish();
    if (!bsp)
        return fail(bsp.error().message);
    if (auto saved = sw::saveSwbspFile(*bsp, *out); !saved)
        return fail(saved.error().message);

    for (const sw::BspWarning& w : warnings)
        std::cerr << "stepwise-cli: warning: " << w.message << "\n";
    if (args.has("stats")) {
        const auto ms = std::chrono::duration<double, std::milli>(
                            std::chrono::steady_clock::now() - start)
                            .count();
        const sw::BspStats& s = bsp->stats();
        nlohmann::ordered_json j;
        j["walls"] = s.walls;
        j["segs"] = s.segs;
        j["voidSegs"] = s.voidSegs;
        j["splits"] = s.splits;
        j["leaves"] = s.leaves;
        j["nodes"] = s.nodes;
        j["depth"] = s.depth;
        j["warnings"] = warnings.size();
        j["ms"] = std::round(ms * 100.0) / 100.0;
        std::cout << j.dump() << "\n";
    }
    return 0;
}

// A compiled file is read as it is; anything else is loaded as a map and compiled here.
sw::Result<sw::Bsp> loadOrCompile(const Args& args)
{
    const std::string& path = args.positional()[0];
    if (sw::detectFileKind(path) == sw::FileKind::Swbsp)
        return sw::loadSwbspFile(path);
    auto map = loadMapToCompile(args);
    if (!map)
        return map.error();
    return sw::Bsp::compile(*map);
}

int runLocate(const Args& args)
{
    if (args.positional().size() != 2)
        return fail("locate takes a map and a file of points (see stepwise-cli locate --help)");
    const std::string& pointsPath = args.positional()[1];
    std::ifstream in(pointsPath);
    if (!in)
        return fail("cannot open " + pointsPath);
    auto bsp = loadOrCompile(args);
    if (!bsp)
        return fail(bsp.error().message);

    std::string line, out;
    for (std::size_t lineNo = 1; std::getline(in, line); ++lineNo) {
        if (line.find_first_not_of(" \t\r") == std::string::npos)
            continue;
        std::istringstream fields(line);
        double x = 0, y = 0;
        std::string extra;
        if (!(fields >> x >> y) || (fields >> extra) || !std::isfinite(x) || !std::isfinite(y))
            return fail(pointsPath + ":" + std::to_string(lineNo) +
                        ": expected two numbers \"x y\"");
        out += std::to_string(bsp->sectorAt({x, y}));
        out += '\n';
    }
    std::cout << out;
    return 0;
}

} // namespace

std::vector<Command> bspCommands()
{
    return {
        {"compile", "compile a map's walls into a 2D BSP file (.swbsp)",
         "usage: stepwise-cli compile MAP [--map NAME] -o OUT.swbsp [--stats]\n"
         "\n"
         "Builds the 2D binary space partition of the map's plan: convex leaves, each in one\n"
         "sector or in the void, and writes it as a .swbsp file (see docs/bsp-format.md).\n"
         "MAP is a .swmap file, or a .wad file (with --map NAME when it holds several maps).\n"
         "Problems in the map that the compiler worked around are printed as warnings on\n"
         "stderr. With --stats, prints one JSON object on stdout: walls, segs (wall sides\n"
         "facing a sector), voidSegs, splits, leaves, nodes, depth, warnings and ms (the\n"
         "whole command's time in milliseconds). A progress bar is drawn on stderr when it\n"
         "is a terminal. The output is written atomically.\n",
         {kMapOption, {"output", true}, {"stats", false}},
         runCompile},
        {"locate", "print the sector at each point of a list",
         "usage: stepwise-cli locate (MAP [--map NAME] | FILE.swbsp) POINTS.txt\n"
         "\n"
         "POINTS.txt has one point per line: \"x y\" (blank lines are skipped). For each point,\n"
         "prints one line: the index of the sector holding it (for an imported WAD, the WAD's\n"
         "sector index), or -1 when it is in the void: outside the map, or inside a hole such\n"
         "as a pillar. A map is compiled first; a .swbsp file is read as it is.\n",
         {kMapOption},
         runLocate},
    };
}

} // namespace cli
