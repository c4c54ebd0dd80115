// import and info: reading maps and telling what is in them.
#include "Commands.h"

#include "io/SwmapFormat.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <iostream>

namespace cli {

namespace {

int runImport(const Args& args)
{
    if (args.positional().size() != 1)
        return fail("import takes one map file (see stepwise-cli import --help)");
    const auto out = args.value("output");
    if (!out || out->empty())
        return fail("import needs an output file: -o OUT.swmap");
    auto map = loadMapArgument(args);
    if (!map)
        return fail(map.error().message);
    if (auto saved = sw::saveSwmapFile(*map, *out); !saved)
        return fail(saved.error().message);
    return 0;
}

// Numbers as the shortest text that reads back the same ("64", not "64.000000").
std::string formatNumber(double v)
{
    char buf[32];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    return ec == std::errc() ? std::string(buf, end) : std::to_string(v);
}

// Whole numbers as JSON integers, others as JSON numbers.
nlohmann::ordered_json jsonNumber(double v)
{
    if (std::trunc(v) == v && std::fabs(v) < 9007199254740992.0)
        return static_cast<std::int64_t>(v);
    return v;
}

int runInfo(const Args& args)
{
    if (args.positional().size() != 1)
        return fail("info takes one map file (see stepwise-cli info --help)");
    auto map = loadMapArgument(args);
    if (!map)
        return fail(map.error().message);
    const sw::Box2 b = map->bounds();
    const double minX = b.empty() ? 0 : b.min.x, minY = b.empty() ? 0 : b.min.y;
    const double maxX = b.empty() ? 0 : b.max.x, maxY = b.empty() ? 0 : b.max.y;
    if (args.has("json")) {
        nlohmann::ordered_json j;
        j["vertices"] = map->vertices.size();
        j["walls"] = map->walls.size();
        j["sectors"] = map->sectors.size();
        j["things"] = map->things.size();
        j["bounds"] = {jsonNumber(minX), jsonNumber(minY), jsonNumber(maxX), jsonNumber(maxY)};
        std::cout << j.dump() << "\n";
        return 0;
    }
    std::cout << "vertices: " << map->vertices.size() << "\n"
              << "walls: " << map->walls.size() << "\n"
              << "sectors: " << map->sectors.size() << "\n"
              << "things: " << map->things.size() << "\n"
              << "bounds: " << formatNumber(minX) << " " << formatNumber(minY) << " "
              << formatNumber(maxX) << " " << formatNumber(maxY) << "\n";
    return 0;
}

} // namespace

std::vector<Command> mapCommands()
{
    return {
        {"import", "convert a Doom map (WAD or UDMF) into a Stepwise map",
         "usage: stepwise-cli import PATH.wad [--map NAME] -o OUT.swmap\n"
         "\n"
         "Reads one map of a WAD (Doom, Hexen or UDMF format) and writes it as a .swmap.\n"
         "--map NAME is needed when the WAD holds more than one map.\n"
         "The output is written atomically: a failure never leaves a half-written file.\n",
         {kMapOption, {"output", true}},
         runImport},
        {"info", "print the number of vertices, walls, sectors, things and the bounds",
         "usage: stepwise-cli info MAP [--map NAME] [--json]\n"
         "\n"
         "MAP is a .swmap file, or a .wad file (with --map NAME when it holds several maps).\n"
         "Prints one line each: vertices: N, walls: N, sectors: N, things: N,\n"
         "bounds: MINX MINY MAXX MAXY. With --json, the same as one JSON object.\n",
         {kMapOption, {"json", false}},
         runInfo},
    };
}

} // namespace cli
