#pragma once

// The textured level (in the chunks of scene/SceneChunks.h) and the atlas pages its pictures
// sit on, built on the scene's worker from the map's resources. The atlas is kept between builds
// while the resources and the pictures the map uses stay the same, so an edit does not decode
// and upload the pictures again. The chunks' buffers are made here too, in the layout the
// 3D view's shaders read, so that the view only hands them to the GPU. No Qt3D.

#include "scene/SceneChunks.h"
#include "scene/TextureAtlas.h"
#include "scene/TexturedLevel.h"

#include <QByteArray>

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

// A floor, wall or ceiling vertex as the 3D view's shaders read it: 28 bytes (position, texel,
// and the atlas rectangle in unsigned shorts with the light level in the spare bits above its
// x), where ten floats took 40 and a float light 32. On the 160,400-wall grid the vertex data
// is held twice (these buffers, which Qt 3D shares, and the software renderer's copy), so every
// byte of a vertex is about 4.5 MB there.
struct WorldVertex {
    float position[3];
    float texel[2];
    // x | level << kLevelShift, y, width, height: atlas pixels (a page is 2,048 wide, so x
    // needs 11 bits) and Doom's light level, 0 to 15 (the light / 16 the shader uses).
    std::uint16_t rect[4];
    static constexpr int kLevelShift = 11;
};
// One draw item's data in the GPU's layout: its vertices (WorldVertex; for a sprite's corner 12
// floats: anchor, corner offset, texel, atlas rectangle and light; for the sky 3: the position)
// and, for an indexed item, its triangles' vertex numbers; without numbers every three vertices
// are a triangle.
struct ItemBuffers {
    QByteArray vertices;
    QByteArray indices;
    bool shortIndices = true; // unsigned shorts, else unsigned ints
    // Stores the numbers of triangles among `vertexCount` vertices.
    void setIndices(const std::vector<std::uint32_t>& numbers, std::uint32_t vertexCount);
};

// A textured chunk in the GPU's layout, for an atlas: per page of the atlas (as many as it had
// when they were made; later pages hold nothing of it) its floors and walls, its ceilings and
// its sprites; and its sky. An atlas that extends it keeps every place, so the buffers stay
// right for it.
struct ChunkBuffers {
    std::vector<ItemBuffers> solid, ceilings, sprites;
    ItemBuffers sky;
};
std::shared_ptr<const ChunkBuffers> chunkBuffers(const TexturedLevel& level,
                                                 const TextureAtlasData& atlas);

struct TexturedChunk {
    std::uint64_t key = 0;
    // Shared with the ChunkedLevel it was built in, its buffers released: what the chunk is.
    std::shared_ptr<const TexturedLevel> level;
    // What the GPU gets: a chunk whose buffers are the ones uploaded last keeps its items.
    std::shared_ptr<const ChunkBuffers> buffers;
};

struct TexturedScene {
    // The level's textured chunks by key.
    std::vector<TexturedChunk> chunks;
    // Whether each thing is drawn as a sprite.
    std::vector<bool> spriteThings;
    const ImageEntry* sky = nullptr; // null when the resources lack the map's sky
    std::shared_ptr<const TextureAtlasData> atlas;
    double atlasMilliseconds = 0; // decoding and packing (0 when the previous atlas was reused)
};

// The textured scene of a chunked level (built with these resources): its chunks, the atlas
// found or made for their pictures, and each chunk's buffers for it. `previous` is the scene
// made with the ChunkedLevel `level` was built from (null with none): its atlas is kept or
// extended, so that its pictures keep their places, and a chunk with the same level keeps its
// buffers. The others are made from their levels (whose buffers must still be there).
std::shared_ptr<const TexturedScene> texturedScene(const Map& map, const ChunkedLevel& level,
                                                   std::shared_ptr<const ResourceSet> resources,
                                                   const TexturedScene* previous);

} // namespace sw::editor::view3d
