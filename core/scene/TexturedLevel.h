#pragma once

// The level as the game shows it: walls, floors and ceilings with their pictures aligned as
// Doom aligns them (scene/WallTexturing.h), sky surfaces, things as upright sprites, and each
// corner's sector light. Pictures are referred to by number (images()); a renderer places them
// in its atlases and wraps the texels by each picture's size.

#include "bsp/Bsp.h"
#include "map/Map.h"
#include "scene/SceneBuffers.h"

#include <glm/vec2.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace sw {

class GameConfig;
class ResourceSet;
struct ImageEntry;
struct LevelElements;

// Triangles with a picture: per vertex its position, texel (in the picture's pixels, repeating),
// picture number and light (Doom's sector light 0..255, with the software renderer's contrast
// for walls running along the axes); per triangle three vertex numbers. A polygon's corners are
// its vertices, shared by its triangles (a wall's quad: 4 vertices, not 6), and all of a
// triangle's vertices have the same picture.
struct TexturedBuffer {
    std::vector<Vec3f> positions;
    std::vector<glm::vec2> texels;
    std::vector<std::uint32_t> images;
    std::vector<float> lights;
    std::vector<std::uint32_t> indices; // three per triangle

    std::size_t vertexCount() const { return positions.size(); }
    std::size_t triangleCount() const { return indices.size() / 3; }
    bool empty() const { return indices.empty(); }
    // Gives back the capacity the vectors grew beyond their size.
    void shrinkToFit();
    // A convex polygon as a fan, corners counter-clockwise seen from the side it faces.
    void addConvexPolygon(const std::vector<Vec3f>& corners, const std::vector<glm::vec2>& texels,
                          std::uint32_t image, float light);
};

// Things as sprites that turn to face the camera about the vertical: per corner the thing's
// anchor (its position at the height of the sprite's offset row), the corner's offset from it
// (sideways along the camera's right, up), texel, picture number and light.
struct SpriteBuffer {
    std::vector<Vec3f> anchors;
    std::vector<glm::vec2> corners;
    std::vector<glm::vec2> texels;
    std::vector<std::uint32_t> images;
    std::vector<float> lights;
    std::vector<Index> things; // one per sprite (6 corners)

    std::size_t vertexCount() const { return anchors.size(); }
    bool empty() const { return anchors.empty(); }
    void shrinkToFit();
};

// The sky texture a map shows: Doom 2's SKY1 (MAP01-11), SKY2 (MAP12-20), SKY3 (MAP21 on);
// Doom's SKYn for episode n; SKY1 for any other name.
std::string skyTextureName(const std::string& mapName);

// Doom's light level 0..255 as a brightness 0..1 without distance fading (its 16 steps), and
// with the software renderer's fading at `distance` map units in front of the eye.
float lightBrightness(float light);
float fadedLightBrightness(float light, float distance);

class TexturedLevel {
public:
    // Picture number 0 is "missing": a visible part whose name is empty or not in `resources`.
    static constexpr std::uint32_t kMissingImage = 0;

    TexturedLevel() = default;
    // `game` gives things their sprites, sizes and whether they hang; without it, no sprites.
    TexturedLevel(const Map& map, const Bsp& bsp, const ResourceSet& resources,
                  const GameConfig* game);
    // Part of the level: the given leaves, walls and things only (scene/LevelGeometry.h), each
    // exactly as the whole level has it.
    TexturedLevel(const Map& map, const Bsp& bsp, const ResourceSet& resources,
                  const GameConfig* game, const LevelElements& elements);

    const TexturedBuffer& floorsAndWalls() const { return m_solid; }
    const TexturedBuffer& ceilings() const { return m_ceilings; }
    // Sky ceilings (and floors), and the upper parts between two sky ceilings: positions only,
    // the renderer draws the sky picture as a backdrop there.
    const TexturedBuffer& sky() const { return m_sky; }
    const SpriteBuffer& sprites() const { return m_sprites; }

    // The pictures referred to, by number; entry 0 (kMissingImage) is null.
    const std::vector<const ImageEntry*>& images() const { return m_images; }
    // The sky's picture number, kMissingImage when the resources lack it.
    std::uint32_t skyImage() const { return m_skyImage; }
    // Whether each thing is drawn as a sprite (the others keep their marker or shape).
    const std::vector<bool>& spriteThings() const { return m_spriteThings; }

    // Drops the triangles, the sky and the sprites' corners, for a renderer that has made its
    // own buffers of them and keeps the level only to know it again: on a big map they are the
    // largest part of it. The pictures, the sky's picture, and which things are sprites (and
    // the sprites' things) stay.
    void releaseBuffers();
    bool buffersReleased() const { return m_released; }

private:
    friend class TexturedLevelBuilder;
    TexturedBuffer m_solid, m_ceilings, m_sky;
    SpriteBuffer m_sprites;
    std::vector<const ImageEntry*> m_images{nullptr};
    std::uint32_t m_skyImage = kMissingImage;
    std::vector<bool> m_spriteThings;
    bool m_released = false;
};

} // namespace sw
