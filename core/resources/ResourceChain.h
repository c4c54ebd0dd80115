#pragma once

// Which files a map's pictures come from when nobody lists them: the IWAD found on this
// machine, the map's own WAD, or the resources stored in a .swmap.

#include "map/Map.h"

#include <string>
#include <vector>

namespace sw {

// The IWAD for a map called `mapName` (ExMy: Doom; anything else: Doom 2): the file named by
// the environment variable DOOMWADDIR, or the game's IWAD in the folder it names, else in
// /usr/share/games/doom (where Debian's freedoom package puts Freedoom). Commercial IWADs are
// preferred to Freedoom when both are there. Empty when none is found.
std::string findIwad(const std::string& mapName);

struct ResourceChain {
    std::vector<std::string> paths; // in order; later ones override earlier ones
    std::string origin;            // "given", "stored" (in the .swmap), "detected" or "none"
};

// The chain for the map read from `mapPath`: `given` when not empty; else the map's stored
// resources (paths relative to the .swmap's folder); else the detected IWAD. A map read from a
// WAD always has that WAD last (an IWAD's own map needs nothing else).
ResourceChain resourceChainFor(const std::string& mapPath, const Map& map,
                               const std::vector<std::string>& given);

} // namespace sw
