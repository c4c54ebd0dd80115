// export-wad: writing a map as a Doom map in a PWAD of its own.
#include "Commands.h"

#include "doom/DoomExport.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>
#include <iostream>

namespace cli {

namespace {

int runExportWad(const Args& args)
{
    const auto start = std::chrono::steady_clock::now();
    if (args.positional().size() != 1)
        return fail("export-wad takes one map file (see stepwise-cli export-wad --help)");
    const auto out = args.value("output");
    if (!out || out->empty())
        return fail("export-wad needs an output file: -o OUT.wad");

    sw::DoomExportOptions options;
    if (const auto format = args.value("format")) {
        if (*format == "doom")
            options.format = sw::DoomExportFormat::Doom;
        else if (*format == "hexen")
            options.format = sw::DoomExportFormat::Hexen;
        else if (*format == "udmf")
            options.format = sw::DoomExportFormat::Udmf;
        else
            return fail("--format must be doom, hexen or udmf, not \"" + *format + "\"");
    }
    if (const auto nodes = args.value("nodes")) {
        if (*nodes == "auto")
            options.nodes = sw::DoomExportNodes::Auto;
        else if (*nodes == "vanilla")
            options.nodes = sw::DoomExportNodes::Vanilla;
        else if (*nodes == "extended")
            options.nodes = sw::DoomExportNodes::Extended;
        else if (*nodes == "none")
            options.nodes = sw::DoomExportNodes::None;
        else
            return fail("--nodes must be auto, vanilla, extended or none, not \"" + *nodes + "\"");
    }
    if (const auto name = args.value("name"))
        options.mapName = *name;

    // A derived file is not forced to disk, unless it replaces the map it was made from.
    options.flush = sw::flushForOutput(*out, args.positional()[0]);

    auto map = loadMapArgument(args);
    if (!map)
        return fail(map.error().message);
    auto stats = sw::writeMapWad(*out, *map, options);
    if (!stats)
        return fail(stats.error().message);
    for (const std::string& w : stats->warnings)
        std::cerr << "stepwise-cli: warning: " << w << "\n";

    if (args.has("stats")) {
        const auto ms = std::chrono::duration<double, std::milli>(
                            std::chrono::steady_clock::now() - start)
                            .count();
        nlohmann::ordered_json j;
        j["format"] = stats->format;
        j["nodeFormat"] = stats->nodeFormat;
        j["vertices"] = stats->vertices;
        j["sidedefs"] = stats->sidedefs;
        j["segs"] = stats->segs;
        j["subsectors"] = stats->subsectors;
        j["nodes"] = stats->nodes;
        if (stats->format == "udmf")
            j["glSegs"] = stats->glSegs;
        j["blockmapBytes"] = stats->blockmapBytes;
        j["reject"] = stats->rejectKind;
        j["warnings"] = stats->warnings.size();
        j["ms"] = std::round(ms * 100.0) / 100.0;
        std::cout << j.dump() << "\n";
    }
    return 0;
}

} // namespace

std::vector<Command> doomCommands()
{
    return {
        {"export-wad", "write a map as a Doom map in a PWAD of its own",
         "usage: stepwise-cli export-wad MAP [--map NAME] -o OUT.wad [--name MAPNAME]\n"
         "                              [--format doom|hexen|udmf]\n"
         "                              [--nodes auto|vanilla|extended|none] [--stats]\n"
         "\n"
         "Writes a PWAD holding one map. The format defaults to the one the map was imported\n"
         "from (a .swmap map: Doom when it fits, else UDMF). Doom format: THINGS, LINEDEFS,\n"
         "SIDEDEFS, VERTEXES, SEGS, SSECTORS, NODES, SECTORS, REJECT and BLOCKMAP; Hexen\n"
         "format: the same with Hexen THINGS and LINEDEFS, then BEHAVIOR and SCRIPTS as they\n"
         "came; UDMF: TEXTMAP (fields the model does not know kept as they came), the map's\n"
         "other lumps, ENDMAP, with GL nodes (ZGLN) in ZNODES. The nodes come from\n"
         "Stepwise's BSP compiler: vanilla nodes when they fit (--nodes auto, the default),\n"
         "else ZDoom's extended nodes (XNOD); --nodes vanilla fails instead,\n"
         "--nodes none leaves the node lumps empty. REJECT is all zero (always correct).\n"
         "A map imported from the Doom format writes back with THINGS, LINEDEFS, SIDEDEFS\n"
         "and SECTORS unchanged. A map that does not fit the Doom format (coordinates that\n"
         "are not integers from -32768 to 32767, names longer than 8 characters, more than\n"
         "65,535 vertices, sidedefs or linedefs) is refused with the first element at fault.\n"
         "--name sets the map's lump name (default: the map's own name when it is a valid lump\n"
         "name, else MAP01).\n"
         "With --stats, prints one JSON object on stdout: format (doom, hexen, udmf), nodeFormat,\n"
         "vertices,\n"
         "sidedefs, segs, subsectors, nodes, blockmapBytes, reject (\"zero\"), warnings and\n"
         "ms (the whole command's time in milliseconds). Warnings go to stderr. The output is\n"
         "written atomically: on any error no file is written. It is not forced to disk before\n"
         "the command ends (as compilers write), unless it replaces the file MAP came from.\n",
         {kMapOption, {"output", true}, {"name", true}, {"format", true}, {"nodes", true},
          {"stats", false}},
         runExportWad},
    };
}

} // namespace cli
