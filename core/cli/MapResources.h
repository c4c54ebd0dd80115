#pragma once

// The pictures and the game vocabulary a map command judges the map against: --resources, else
// the map's stored resources, else the detected IWAD (core/resources/ResourceChain.h).

#include "Args.h"

#include "game/GameConfig.h"
#include "map/Map.h"
#include "resources/ResourceChain.h"
#include "resources/ResourceSet.h"

#include <memory>
#include <string>
#include <vector>

namespace cli {

// --resources WAD (repeatable; each value may list several, separated by commas).
inline const OptionSpec kResourcesOption{"resources", true};

struct MapVocabulary {
    sw::ResourceChain chain;
    std::shared_ptr<const sw::ResourceSet> resources; // null when the chain is empty
    std::shared_ptr<const sw::GameConfig> game;       // null when no configuration was found
    std::vector<std::string> warnings;                // for stderr, one sentence each
};

// Reads the resources of the map given as the first positional argument. Fails (with `error`)
// only when a file named by --resources cannot be read; problems of stored or detected
// resources and damaged lumps become warnings.
bool loadMapVocabulary(const Args& args, const sw::Map& map, MapVocabulary& out,
                       std::string& error);

// Writes the warnings to stderr, each as "stepwise-cli: warning: ...".
void printWarnings(const MapVocabulary& vocabulary);

} // namespace cli
