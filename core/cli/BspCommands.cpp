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

int runCompile(const Args& args)
{
    const auto start = std::chrono::steady_clock::now();
    if (args.positional().size() != 1)
        return fail("compile takes one map file (see stepwise-cli compile --help)");
    const auto out = args.value("output");
    if (!out || out->empty())
        return fail("compile needs an output file: -o OUT.swbsp");
    auto map = loadMapArgument(args);
    if (!map)
        return fail(map.error().message);

    TerminalBar bar;
    sw::ProgressFn progress;
    if (isatty(STDERR_FILENO))
        progress = [&bar](double f) { return bar.update(f); };
    std::vector<sw::BspWarning> warnings;
    sw::BspCompileOptions options;
    options.threads = sw::hardwareThreads();
    auto bsp = sw::Bsp::compile(*map, options, &warnings, progress);
    bar.finish();
    if (!bsp)
        return fail(bsp.error().message);
    if (auto saved = sw::saveSwbspFile(*bsp, *out, sw::flushForOutput(*out, args.positional()[0])); !saved)
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
    auto map = loadMapArgument(args);
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
         "is a terminal. The output is written atomically; it is not forced to disk before the\n"
         "command ends (as compilers write), unless it replaces the file MAP came from.\n",
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
