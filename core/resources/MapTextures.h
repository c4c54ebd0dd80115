#pragma once

// The textures and flats a map names, with where each is used and the image it resolves to.

#include "map/Map.h"
#include "resources/ResourceSet.h"

#include <string>
#include <vector>

namespace sw {

struct TextureUse {
    std::string name;           // upper case
    bool flat = false;          // named by floors and ceilings (else by wall sides)
    std::vector<Index> walls;   // walls with a side naming it, sorted
    std::vector<Index> sectors; // sectors whose floor or ceiling names it, sorted
    std::size_t uses = 0;       // wall sides' parts, or floors and ceilings
    const ImageEntry* image = nullptr; // null when the resources lack it (or there are none)
};

// Every name the map uses, wall textures first, each sorted by name. Wall sides with no texture
// ("-" or empty) and the sky flat are left out.
std::vector<TextureUse> mapTextureUses(const Map& map, const ResourceSet* resources);

} // namespace sw
