#include "scene/TexturedLevel.h"

#include "base/Names.h"
#include "game/GameConfig.h"
#include "resources/ResourceSet.h"
#include "scene/LevelGeometry.h"
#include "scene/WallTexturing.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <unordered_map>

namespace sw {

namespace {

// Doom's software renderer: 16 light levels, 32 colour maps from bright to dark; the map a
// surface gets starts at (15 - level) * 4 and brightens by 1280 / distance, by at most 23.5.
constexpr float kLightLevels = 16.0f;
constexpr float kColourMaps = 32.0f;
constexpr float kFadeScale = 1280.0f;
constexpr float kMostBrightening = 23.5f;
// Walls running along an axis get one light level less (along x) or more (along y).
constexpr float kContrast = 16.0f;

Vec3f at(const Vec2& p, double z)
{
    return {static_cast<float>(p.x), static_cast<float>(p.y), static_cast<float>(z)};
}

glm::vec2 texel(double u, double v)
{
    return {static_cast<float>(u), static_cast<float>(v)};
}

} // namespace

void TexturedBuffer::addConvexPolygon(const std::vector<Vec3f>& corners,
                                      const std::vector<glm::vec2>& cornerTexels,
                                      std::uint32_t image, float light)
{
    if (corners.size() < 3)
        return;
    const auto first = static_cast<std::uint32_t>(positions.size());
    for (std::size_t k = 0; k < corners.size(); ++k) {
        positions.push_back(corners[k]);
        texels.push_back(cornerTexels[k]);
        images.push_back(image);
        lights.push_back(light);
    }
    for (std::uint32_t i = 1; i + 1 < corners.size(); ++i) {
        indices.push_back(first);
        indices.push_back(first + i);
        indices.push_back(first + i + 1);
    }
}

std::string skyTextureName(const std::string& mapName)
{
    const std::string name = upperAscii(mapName);
    if (name.size() == 5 && name.compare(0, 3, "MAP") == 0 && std::isdigit(name[3]) &&
        std::isdigit(name[4])) {
        const int n = (name[3] - '0') * 10 + (name[4] - '0');
        return n < 12 ? "SKY1" : n < 21 ? "SKY2" : "SKY3";
    }
    if (name.size() == 4 && name[0] == 'E' && name[2] == 'M' && name[1] >= '1' && name[1] <= '4')
        return std::string("SKY") + name[1];
    return "SKY1";
}

float lightBrightness(float light)
{
    const float level = std::floor(std::clamp(light, 0.0f, 255.0f) / kLightLevels);
    return (level + 1.0f) / kLightLevels;
}

float fadedLightBrightness(float light, float distance)
{
    const float level = std::floor(std::clamp(light, 0.0f, 255.0f) / kLightLevels);
    const float start = (kLightLevels - 1.0f - level) * 4.0f;
    const float brighter =
        distance > 0 ? std::min(kFadeScale / distance, kMostBrightening) : kMostBrightening;
    const float map = std::clamp(start - brighter, 0.0f, kColourMaps - 1.0f);
    return 1.0f - map / kColourMaps;
}

class TexturedLevelBuilder {
public:
    TexturedLevelBuilder(const Map& map, const Bsp& bsp, const ResourceSet& resources,
                         const GameConfig* game, TexturedLevel& out)
        : m_map(map), m_bsp(bsp), m_resources(resources), m_game(game), m_out(out)
    {
        if (game)
            m_skyFlat = upperAscii(game->skyFlat());
    }

    void run(const LevelElements& elements)
    {
        if (const ImageEntry* sky = m_resources.findWallTexture(skyTextureName(m_map.name)))
            m_out.m_skyImage = imageNumber(sky);
        for (const std::int32_t leaf : elements.leaves)
            addLeaf(leaf);
        for (const Index w : elements.walls) {
            addWallSide(m_map.walls[static_cast<std::size_t>(w)], 0);
            addWallSide(m_map.walls[static_cast<std::size_t>(w)], 1);
        }
        m_out.m_spriteThings.assign(m_map.things.size(), false);
        for (const Index t : elements.things)
            addThing(t);
    }

private:
    const Sector* sector(Index i) const
    {
        if (i < 0 || static_cast<std::size_t>(i) >= m_map.sectors.size())
            return nullptr;
        return &m_map.sectors[static_cast<std::size_t>(i)];
    }

    bool isSky(std::string_view flat) const { return sameNameIgnoringCase(flat, m_skyFlat); }

    std::uint32_t imageNumber(const ImageEntry* entry)
    {
        if (!entry)
            return TexturedLevel::kMissingImage;
        const auto [it, added] =
            m_numbers.emplace(entry, static_cast<std::uint32_t>(m_out.m_images.size()));
        if (added)
            m_out.m_images.push_back(entry);
        return it->second;
    }

    void addLeaf(std::int32_t leaf)
    {
        const Index s = m_bsp.leaves()[static_cast<std::size_t>(leaf)].sector;
        const Sector* sec = sector(s);
        if (!sec)
            return;
        const std::span<const Vec2> polygon = m_bsp.leafPolygon(leaf);
        std::vector<Vec3f> floor, ceiling;
        std::vector<glm::vec2> floorTexels, ceilingTexels;
        for (const Vec2& p : polygon) {
            floor.push_back(at(p, sec->floorHeight));
            double u = 0, v = 0;
            flatTexels(p.x, p.y, u, v);
            floorTexels.push_back(texel(u, v));
        }
        // Ceilings face down: the same polygon walked the other way.
        for (auto it = polygon.rbegin(); it != polygon.rend(); ++it) {
            ceiling.push_back(at(*it, sec->ceilingHeight));
            double u = 0, v = 0;
            flatTexels(it->x, it->y, u, v);
            ceilingTexels.push_back(texel(u, v));
        }
        const float light = static_cast<float>(sec->light);
        if (isSky(sec->floorMaterial))
            m_out.m_sky.addConvexPolygon(floor, floorTexels, m_out.m_skyImage, light);
        else
            m_out.m_solid.addConvexPolygon(
                floor, floorTexels, imageNumber(m_resources.findFlat(sec->floorMaterial)), light);
        if (isSky(sec->ceilingMaterial))
            m_out.m_sky.addConvexPolygon(ceiling, ceilingTexels, m_out.m_skyImage, light);
        else
            m_out.m_ceilings.addConvexPolygon(
                ceiling, ceilingTexels, imageNumber(m_resources.findFlat(sec->ceilingMaterial)),
                light);
    }

    // One side of a wall, as LevelGeometry splits it, with Doom's alignment and the sky rule:
    // where both ceilings are sky, the upper part shows the sky.
    void addWallSide(const Wall& wall, std::uint8_t side)
    {
        Vec2 a, b;
        if (!wallSideEnds(m_map, wall, side, a, b))
            return;
        const Sector* s = sector(side == 0 ? wall.frontSector : wall.backSector);
        if (!s)
            return;
        const Sector* o = sector(side == 0 ? wall.backSector : wall.frontSector);
        const WallSide& look = side == 0 ? wall.front : wall.back;
        const double length = glm::length(b - a);
        float light = static_cast<float>(s->light);
        if (a.y == b.y)
            light -= kContrast;
        else if (a.x == b.x)
            light += kContrast;
        light = std::clamp(light, 0.0f, 255.0f);

        SideHeights h{s->floorHeight, s->ceilingHeight, std::nullopt, std::nullopt};
        const WallSideParts parts = wallSideParts(*s, o);
        if (parts.middle) {
            addPart(SurfacePart::Middle, wall.flags, h, a, b, parts.middle->bottom,
                    parts.middle->top, length, look, look.middle, light);
            return;
        }
        h.backFloor = o->floorHeight;
        h.backCeiling = o->ceilingHeight;
        if (parts.lower)
            addPart(SurfacePart::Lower, wall.flags, h, a, b, parts.lower->bottom, parts.lower->top,
                    length, look, look.lower, light);
        if (parts.upper) {
            if (isSky(s->ceilingMaterial) && isSky(o->ceilingMaterial))
                m_out.m_sky.addConvexPolygon(quad(a, b, parts.upper->bottom, parts.upper->top),
                                             {{}, {}, {}, {}}, m_out.m_skyImage, light);
            else
                addPart(SurfacePart::Upper, wall.flags, h, a, b, parts.upper->bottom,
                        parts.upper->top, length, look, look.upper, light);
        }
        if (isNoTexture(look.middle))
            return;
        const ImageEntry* middle = m_resources.findWallTexture(look.middle);
        if (!middle)
            return; // the analysis reports the unknown name; an open middle stays open
        if (auto t = twoSidedMiddleTexels(wall.flags, h, length, look.offsetX, look.offsetY,
                                          middle->height))
            addTexels(a, b, *t, imageNumber(middle), light);
    }

    static std::vector<Vec3f> quad(const Vec2& a, const Vec2& b, double bottom, double top)
    {
        // Counter-clockwise seen from the right of a -> b.
        return {at(a, bottom), at(b, bottom), at(b, top), at(a, top)};
    }

    void addPart(SurfacePart part, std::uint32_t flags, const SideHeights& h, const Vec2& a,
                 const Vec2& b, double bottom, double top, double length, const WallSide& look,
                 std::string_view name, float light)
    {
        if (top <= bottom)
            return; // a closed door's wall: nothing to see
        const ImageEntry* entry = isNoTexture(name) ? nullptr : m_resources.findWallTexture(name);
        // A missing picture is drawn as the renderer's "missing" pattern, 64 units square.
        const double height = entry ? entry->height : 64.0;
        const WallPartTexels t =
            wallPartTexels(part, flags, h, bottom, top, length, look.offsetX, look.offsetY, height);
        addTexels(a, b, t, imageNumber(entry), light);
    }

    void addTexels(const Vec2& a, const Vec2& b, const WallPartTexels& t, std::uint32_t image,
                   float light)
    {
        m_out.m_solid.addConvexPolygon(quad(a, b, t.bottom, t.top),
                                       {texel(t.uStart, t.vBottom), texel(t.uEnd, t.vBottom),
                                        texel(t.uEnd, t.vTop), texel(t.uStart, t.vTop)},
                                       image, light);
    }

    const ImageEntry* spriteFor(const ThingType& type) const
    {
        if (type.sprite.empty())
            return nullptr;
        // The frame's front rotation, or its only one.
        for (char rotation : {'1', '0'}) {
            const std::string name = type.sprite + type.frame + rotation;
            if (const ImageEntry* e = m_resources.findSprite(name))
                return e;
        }
        return type.frame == 'A' ? m_resources.findSpriteFrame(type.sprite) : nullptr;
    }

    void addThing(Index t)
    {
        const Thing& thing = m_map.things[static_cast<std::size_t>(t)];
        // Props with a shape of their own show it, not a sprite.
        if (!m_game || thing.shape.kind != ThingShape::Kind::None)
            return;
        const ThingType* type = m_game->thing(thing.type);
        if (!type)
            return;
        const ImageEntry* sprite = spriteFor(*type);
        if (!sprite || sprite->width <= 0 || sprite->height <= 0)
            return;
        const Index under = m_bsp.leaves().empty() ? kNone : m_bsp.sectorAt(thing.pos);
        const Sector* sec = sector(under);
        if (!sec)
            return;
        // The thing's bottom: on the floor, or hanging its height below the ceiling; the
        // sprite's offset row sits there.
        const double z =
            type->hangs ? sec->ceilingHeight - type->height : sec->floorHeight + thing.height;
        const Vec3f anchor = at(thing.pos, z);
        const float left = static_cast<float>(-sprite->offsetX);
        const float right = static_cast<float>(sprite->width - sprite->offsetX);
        const float top = static_cast<float>(sprite->offsetY);
        const float bottom = static_cast<float>(sprite->offsetY - sprite->height);
        const float w = static_cast<float>(sprite->width), h = static_cast<float>(sprite->height);
        const glm::vec2 corners[4] = {{left, bottom}, {right, bottom}, {right, top}, {left, top}};
        const glm::vec2 texels[4] = {{0, h}, {w, h}, {w, 0}, {0, 0}};
        const std::uint32_t image = imageNumber(sprite);
        SpriteBuffer& out = m_out.m_sprites;
        for (int k : {0, 1, 2, 0, 2, 3}) {
            out.anchors.push_back(anchor);
            out.corners.push_back(corners[k]);
            out.texels.push_back(texels[k]);
            out.images.push_back(image);
            out.lights.push_back(static_cast<float>(sec->light));
        }
        out.things.push_back(t);
        m_out.m_spriteThings[static_cast<std::size_t>(t)] = true;
    }

    const Map& m_map;
    const Bsp& m_bsp;
    const ResourceSet& m_resources;
    const GameConfig* m_game;
    TexturedLevel& m_out;
    std::string m_skyFlat = "F_SKY1";
    std::unordered_map<const ImageEntry*, std::uint32_t> m_numbers;
};

TexturedLevel::TexturedLevel(const Map& map, const Bsp& bsp, const ResourceSet& resources,
                             const GameConfig* game)
{
    TexturedLevelBuilder(map, bsp, resources, game, *this)
        .run(LevelElementList::all(map, bsp).view());
}

TexturedLevel::TexturedLevel(const Map& map, const Bsp& bsp, const ResourceSet& resources,
                             const GameConfig* game, const LevelElements& elements)
{
    TexturedLevelBuilder(map, bsp, resources, game, *this).run(elements);
    // A chunk is kept until an edit changes it: without the vectors' growth slack.
    m_solid.shrinkToFit();
    m_ceilings.shrinkToFit();
    m_sky.shrinkToFit();
    m_sprites.shrinkToFit();
}

void TexturedLevel::releaseBuffers()
{
    m_solid = {};
    m_ceilings = {};
    m_sky = {};
    std::vector<Index> things = std::move(m_sprites.things);
    m_sprites = {};
    m_sprites.things = std::move(things);
    m_released = true;
}

void TexturedBuffer::shrinkToFit()
{
    positions.shrink_to_fit();
    texels.shrink_to_fit();
    images.shrink_to_fit();
    lights.shrink_to_fit();
    indices.shrink_to_fit();
}

void SpriteBuffer::shrinkToFit()
{
    anchors.shrink_to_fit();
    corners.shrink_to_fit();
    texels.shrink_to_fit();
    images.shrink_to_fit();
    lights.shrink_to_fit();
    things.shrink_to_fit();
}

} // namespace sw
