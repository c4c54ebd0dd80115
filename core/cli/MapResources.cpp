#include "MapResources.h"

#include <iostream>
#include <sstream>

namespace cli {

bool loadMapVocabulary(const Args& args, const sw::Map& map, MapVocabulary& out,
                       std::string& error)
{
    std::vector<std::string> given;
    for (const std::string& value : args.values("resources")) {
        std::stringstream list(value);
        for (std::string path; std::getline(list, path, ',');)
            if (!path.empty())
                given.push_back(path);
    }
    out.chain = sw::resourceChainFor(args.positional()[0], map, given);
    if (!out.chain.paths.empty()) {
        auto set = std::make_shared<sw::ResourceSet>(sw::ResourceSet::load(out.chain.paths));
        // Files the user named must be there; stored or detected ones may be missing.
        if (out.chain.origin == "given" && !set->failedSources().empty()) {
            const std::string& failed = set->failedSources().front();
            error = "--resources: " + failed + " cannot be read";
            for (const std::string& w : set->warnings())
                if (w.rfind(failed, 0) == 0) {
                    error = "--resources: " + w;
                    break;
                }
            return false;
        }
        out.warnings = set->warnings();
        out.resources = std::move(set);
    }
    const std::string id = sw::gameIdFor(out.resources ? out.resources->iwadGame() : "", map.name);
    auto game = sw::GameConfig::load(id);
    if (game)
        out.game = std::make_shared<sw::GameConfig>(std::move(*game));
    else
        out.warnings.push_back(game.error().message);
    return true;
}

void printWarnings(const MapVocabulary& vocabulary)
{
    for (const std::string& w : vocabulary.warnings)
        std::cerr << "stepwise-cli: warning: " << w << "\n";
}

} // namespace cli
