#include "resources/MapTextures.h"

#include "base/Names.h"

#include <algorithm>
#include <map>

namespace sw {

std::vector<TextureUse> mapTextureUses(const Map& map, const ResourceSet* resources)
{
    std::map<std::string, TextureUse> walls, flats;
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        for (const WallSide* side : {&w.front, &w.back})
            for (const ShortString* name : {&side->upper, &side->middle, &side->lower}) {
                if (isNoTexture(*name))
                    continue;
                TextureUse& use = walls[upperAscii(*name)];
                ++use.uses;
                if (use.walls.empty() || use.walls.back() != static_cast<Index>(i))
                    use.walls.push_back(static_cast<Index>(i));
            }
    }
    for (std::size_t i = 0; i < map.sectors.size(); ++i)
        for (const ShortString* name :
             {&map.sectors[i].floorMaterial, &map.sectors[i].ceilingMaterial}) {
            if (name->empty() || isSkyFlat(*name))
                continue;
            TextureUse& use = flats[upperAscii(*name)];
            ++use.uses;
            if (use.sectors.empty() || use.sectors.back() != static_cast<Index>(i))
                use.sectors.push_back(static_cast<Index>(i));
        }
    std::vector<TextureUse> out;
    for (auto* group : {&walls, &flats})
        for (auto& [name, use] : *group) {
            use.name = name;
            use.flat = group == &flats;
            if (resources)
                use.image = use.flat ? resources->findFlat(name) : resources->findWallTexture(name);
            out.push_back(std::move(use));
        }
    return out;
}

} // namespace sw
