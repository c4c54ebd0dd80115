#pragma once

// The textured level and the atlas pages its pictures sit on, built on the scene's worker from
// the map's resources. The atlas is kept between builds while the resources and the pictures
// the map uses stay the same, so an edit does not decode and upload the pictures again. No Qt3D.

#include "scene/TextureAtlas.h"
#include "scene/TexturedLevel.h"

#include <cstdint>
#include <memory>
#include <unordered_map>
#include <vector>

namespace sw {
class GameConfig;
class ResourceSet;
} // namespace sw

namespace sw::editor::view3d {

// Pictures on pages; each picture's place, and the "missing" pattern's.
struct TextureAtlasData {
    static constexpr int kPageSize = 2048;
    std::shared_ptr<const ResourceSet> resources; // keeps the entries below alive
    std::vector<AtlasPage> pages;
    std::unordered_map<const ImageEntry*, AtlasRect> places;
    AtlasRect missing;
    std::uint64_t serial = 0; // a new number for each atlas made

    // Where a picture of the level is; the missing pattern for one that is not placed.
    const AtlasRect& place(const ImageEntry* entry) const;
};

struct TexturedScene {
    TexturedLevel level;
    std::shared_ptr<const TextureAtlasData> atlas;
    double atlasMilliseconds = 0; // decoding and packing (0 when the previous atlas was reused)
};

// Builds the textured level and finds or makes the atlas for it.
std::shared_ptr<const TexturedScene>
buildTexturedScene(const Map& map, const Bsp& bsp, std::shared_ptr<const ResourceSet> resources,
                   const GameConfig* game);

} // namespace sw::editor::view3d
