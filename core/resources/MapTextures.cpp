#include "resources/MapTextures.h"

#include <algorithm>
#include <cctype>
#include <map>

namespace sw {

std::vector<TextureUse> mapTextureUses(const Map& map, const ResourceSet* resources)
{
    std::map<std::string, TextureUse> walls, flats;
    auto upper = [](std::string_view name) {
        std::string s(name);
        for (char& c : s)
            c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        return s;
    };
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        for (const WallSide* side : {&w.front, &w.back})
            for (const ShortString* name : {&side->upper, &side->middle, &side->lower}) {
                if (isNoTexture(*name))
                    continue;
                TextureUse& use = walls[upper(*name)];
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
            TextureUse& use = flats[upper(*name)];
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
