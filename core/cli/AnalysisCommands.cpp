// check: the map analysis, as text for people or JSON for build pipelines.
#include "AvatarOptions.h"
#include "Commands.h"
#include "MapMeshes.h"
#include "MapResources.h"

#include "analysis/Analysis.h"

#include <nlohmann/json.hpp>

#include <iostream>
#include <map>

namespace cli {

namespace {

nlohmann::json findingJson(const sw::Finding& f, std::size_t groupSize)
{
    return {{"kind", f.kind},       {"severity", sw::severityName(f.severity)},
            {"x", f.where.x},       {"y", f.where.y},
            {"walls", f.walls},     {"sectors", f.sectors},
            {"vertices", f.vertices}, {"things", f.things},
            {"message", f.message}, {"key", f.key()},
            {"group", f.group},     {"groupSize", groupSize},
            {"bounds", {f.bounds.min.x, f.bounds.min.y, f.bounds.max.x, f.bounds.max.y}}};
}

std::string findingText(const sw::Finding& f)
{
    char where[64];
    std::snprintf(where, sizeof where, "(%g, %g)", f.where.x, f.where.y);
    return std::string(sw::severityName(f.severity)) + " " + f.kind + " at " + where + ": " +
           f.message + "\n";
}

int runCheck(const Args& args)
{
    if (args.positional().size() != 1)
        return fail("check takes one map (see stepwise-cli check --help)");
    const std::string format = args.value("format").value_or("text");
    if (format != "text" && format != "json")
        return fail("--format must be text or json, not \"" + format + "\"");
    auto map = loadMapArgument(args);
    if (!map)
        return fail(map.error().message);
    sw::AvatarProfile profile;
    std::string error;
    if (!avatarProfile(args, *map, profile, error))
        return fail("check: " + error);
    auto bsp = sw::Bsp::compile(*map);
    if (!bsp)
        return fail(bsp.error().message);
    MapMeshes meshes;
    if (!loadMapMeshes(args.positional()[0], *map, meshes, error))
        return fail(error);
    MapVocabulary vocabulary;
    if (!loadMapVocabulary(args, *map, vocabulary, error))
        return fail("check: " + error);
    printWarnings(vocabulary);
    sw::AnalysisOptions options;
    options.meshes = lookupIn(meshes);
    options.doorsOpen = profile.doorsOpen;
    options.resources = vocabulary.resources;
    options.game = vocabulary.game;
    for (const std::string& note : sw::skippedChecks(options))
        std::cerr << "stepwise-cli: note: " << note << "\n";
    const std::vector<sw::Finding> findings = sw::analyzeMap(*map, *bsp, profile, options);

    bool anyError = false;
    for (const sw::Finding& f : findings)
        anyError = anyError || f.severity == sw::Severity::Error;
    if (format == "json") {
        nlohmann::json problems = nlohmann::json::array();
        std::map<std::string, std::size_t> groupSize;
        for (const sw::FindingGroup& g : sw::findingGroups(findings))
            groupSize[g.id] = g.places.size();
        for (const sw::Finding& f : findings)
            problems.push_back(findingJson(f, groupSize[f.group]));
        std::cout << nlohmann::json{{"problems", problems}}.dump() << "\n";
    } else {
        std::string out;
        for (const sw::Finding& f : findings)
            out += findingText(f);
        std::size_t errors = 0;
        for (const sw::Finding& f : findings)
            errors += f.severity == sw::Severity::Error;
        out += std::to_string(findings.size()) + " problem" +
               (findings.size() == 1 ? "" : "s") + " (" + std::to_string(errors) + " error" +
               (errors == 1 ? "" : "s") + ") for " + profile.name + "\n";
        std::cout << out;
    }
    std::cout.flush();
    if (!std::cout)
        return fail("writing the output failed");
    return anyError ? 1 : 0;
}

} // namespace

std::vector<Command> analysisCommands()
{
    std::vector<OptionSpec> options = avatarOptions();
    options.push_back(kMapOption);
    options.push_back({"format", true});
    options.push_back(kResourcesOption);
    static const std::string help =
        std::string("usage: stepwise-cli check MAP [--map NAME] [--resources WAD...] [avatar options] "
                    "[--format text|json]\n\n") +
        "Finds where the map will feel wrong for the avatar: step-too-high, low-headroom,\n"
        "sharp-corner, narrow-gap, unreachable (from the player start), and geometry problems\n"
        "(unclosed-sector, crossing-walls, overlapping-walls, zero-length-wall,\n"
        "dangling-vertex, stuck-thing), and against the game's textures and vocabulary:\n"
        "missing-texture (a visible wall part without one), unknown-texture (a name the\n"
        "resources lack), unknown-thing, tag-without-target. The resources are found as for\n"
        "`stepwise-cli textures` (--resources, else the map's stored list, else the detected\n"
        "IWAD); the game (Doom or Doom 2) follows the IWAD. Checks without what they need are\n"
        "skipped with a note on stderr. Text prints one line per problem; JSON prints\n"
        "  {\"problems\":[{\"kind\":K,\"severity\":\"error\"|\"warning\",\"x\":X,\"y\":Y,\n"
        "    \"walls\":[...],\"sectors\":[...],\"vertices\":[...],\"things\":[...],\n"
        "    \"message\":M,\"key\":KEY,\"group\":G,\"groupSize\":N,\"bounds\":[x0,y0,x1,y1]},\n"
        "    ...]}\n"
        "one object per place, sorted by severity, kind and location. Places of one pattern\n"
        "(the same kind and message but for the indices, sharing a sector, wall, vertex or\n"
        "thing) share the group id G (the key of the group's first place); N is the number of\n"
        "places in the group; bounds frame the place's walls, vertices and things.\n"
        "With --doors-open (or a profile that sets doorsOpen), Doom's doors are judged at\n"
        "their open height and lifts at their lowest, as a drag with that option sees them.\n"
        "Exit code: 1 when any problem is an error, 0 otherwise, 2 when the map cannot be read\n"
        "or an option is wrong.\n\n" +
        kAvatarOptionsHelp;
    return {{"check", "find step, headroom, corner, gap, reachability, geometry and texture problems",
             help.c_str(), options, runCheck}};
}

} // namespace cli
