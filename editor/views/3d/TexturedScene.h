#pragma once

// The textured level (in the chunks of scene/SceneChunks.h) and the atlas pages its pictures
// sit on, built on the scene's worker from the map's resources. The atlas is kept between builds
// while the resources and the pictures the map uses stay the same, so an edit does not decode
// and upload the pictures again. No Qt3D.

#include "scene/SceneChunks.h"
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

// Pictures on pages; each picture's place, and the "missing" pattern's. A version of the map
// that shows a picture the atlas lacks gets an atlas that extends it: every picture keeps its
// place, the new ones go where the packing left off, and the pages they are not drawn on are
// shared, so that a renderer keeps the buffers that refer to places and the unchanged pages.
struct TextureAtlasData {
    static constexpr int kPageSize = 2048;
    std::shared_ptr<const ResourceSet> resources; // keeps the entries below alive
    std::vector<std::shared_ptr<const AtlasPage>> pages;
    std::unordered_map<const ImageEntry*, AtlasRect> places;
    AtlasRect missing;
    AtlasShelves shelves;      // where the packing goes on
    std::uint64_t serial = 0;  // a new number for each atlas made
    std::uint64_t extends = 0; // the serial of the atlas this one extends (0: none)

    // Where a picture of the level is; the missing pattern for one that is not placed.
    const AtlasRect& place(const ImageEntry* entry) const;
};

struct TexturedScene {
    // The level's textured chunks by key, shared with the ChunkedLevel they were built in: a
    // chunk whose pointer is unchanged since the last upload keeps its GPU buffers.
    std::vector<std::pair<std::uint64_t, std::shared_ptr<const TexturedLevel>>> chunks;
    // Whether each thing is drawn as a sprite.
    std::vector<bool> spriteThings;
    const ImageEntry* sky = nullptr; // null when the resources lack the map's sky
    std::shared_ptr<const TextureAtlasData> atlas;
    double atlasMilliseconds = 0; // decoding and packing (0 when the previous atlas was reused)
};

// The textured scene of a chunked level (built with these resources): its chunks, and the atlas
// found or made for their pictures.
std::shared_ptr<const TexturedScene> texturedScene(const Map& map, const ChunkedLevel& level,
                                                   std::shared_ptr<const ResourceSet> resources);

} // namespace sw::editor::view3d
