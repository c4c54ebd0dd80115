// Doom's texture alignment (offsets, upper and lower unpegged, two-sided middles drawn once,
// flats on the 64 grid), light levels, the sky's name, atlas packing, and the textured level of
// MAP01 of freedoom2.wad.
#include "scene/TexturedLevel.h"
#include "scene/TextureAtlas.h"
#include "scene/WallTexturing.h"

#include "core/scene/SceneTestMaps.h"
#include "core/support/Freedoom.h"
#include "game/GameConfig.h"
#include "resources/ResourceSet.h"

#include <glm/geometric.hpp>

#include <cstdlib>
#include <set>

namespace {

using sw::SideHeights;
using sw::SurfacePart;

SideHeights oneSided(double floor, double ceiling)
{
    return {floor, ceiling, std::nullopt, std::nullopt};
}

SideHeights twoSided(double floor, double ceiling, double backFloor, double backCeiling)
{
    return {floor, ceiling, backFloor, backCeiling};
}

TEST(WallTexturing, OneSidedMiddleHangsFromTheCeilingUnlessLowerUnpegged)
{
    // A 128-high picture on a 100-high wall: row 0 at the ceiling...
    auto t = sw::wallPartTexels(SurfacePart::Middle, 0, oneSided(0, 100), 0, 100, 256, 0, 0, 128);
    EXPECT_DOUBLE_EQ(t.vTop, 0);
    EXPECT_DOUBLE_EQ(t.vBottom, 100);
    // ...or, lower unpegged, its bottom row on the floor.
    t = sw::wallPartTexels(SurfacePart::Middle, sw::kWallLowerUnpegged, oneSided(0, 100), 0, 100,
                           256, 0, 0, 128);
    EXPECT_DOUBLE_EQ(t.vTop, 28);
    EXPECT_DOUBLE_EQ(t.vBottom, 128);
    // Upper unpegged means nothing to a middle.
    t = sw::wallPartTexels(SurfacePart::Middle, sw::kWallUpperUnpegged, oneSided(0, 100), 0, 100,
                           256, 0, 0, 128);
    EXPECT_DOUBLE_EQ(t.vTop, 0);
}

TEST(WallTexturing, OffsetsShiftColumnsAlongTheSideAndRowsUp)
{
    const auto t =
        sw::wallPartTexels(SurfacePart::Middle, 0, oneSided(0, 128), 0, 128, 200, 24, 16, 128);
    EXPECT_DOUBLE_EQ(t.uStart, 24);
    EXPECT_DOUBLE_EQ(t.uEnd, 224);
    // A positive y offset shows lower rows at the same height: the picture moves up.
    EXPECT_DOUBLE_EQ(t.vTop, 16);
    EXPECT_DOUBLE_EQ(t.vBottom, 144);
}

TEST(WallTexturing, UpperSitsOnTheLowerCeilingUnlessUpperUnpegged)
{
    // Ceilings 128 (this side) and 96 (behind): the upper part spans 96..128.
    const SideHeights h = twoSided(0, 128, 0, 96);
    auto t = sw::wallPartTexels(SurfacePart::Upper, 0, h, 96, 128, 64, 0, 0, 64);
    EXPECT_DOUBLE_EQ(t.vBottom, 64); // the picture's bottom row on the lower ceiling
    EXPECT_DOUBLE_EQ(t.vTop, 32);
    t = sw::wallPartTexels(SurfacePart::Upper, sw::kWallUpperUnpegged, h, 96, 128, 64, 0, 0, 64);
    EXPECT_DOUBLE_EQ(t.vTop, 0); // its top row on this side's ceiling
    EXPECT_DOUBLE_EQ(t.vBottom, 32);
}

TEST(WallTexturing, LowerHangsFromTheHigherFloorUnlessLowerUnpegged)
{
    // Floors 0 (this side) and 24 (behind), ceiling 128: the lower part spans 0..24.
    const SideHeights h = twoSided(0, 128, 24, 128);
    auto t = sw::wallPartTexels(SurfacePart::Lower, 0, h, 0, 24, 64, 0, 0, 64);
    EXPECT_DOUBLE_EQ(t.vTop, 0);
    EXPECT_DOUBLE_EQ(t.vBottom, 24);
    // Unpegged, it continues from this side's ceiling as if the wall were whole (a step's
    // riser lines up with the wall above it).
    t = sw::wallPartTexels(SurfacePart::Lower, sw::kWallLowerUnpegged, h, 0, 24, 64, 0, 0, 64);
    EXPECT_DOUBLE_EQ(t.vTop, 104);
    EXPECT_DOUBLE_EQ(t.vBottom, 128);
}

TEST(WallTexturing, TwoSidedMiddleIsDrawnOnceInsideTheOpening)
{
    // Floors 0 and 16, ceilings 128 and 200: the opening is 16..128.
    const SideHeights h = twoSided(0, 128, 16, 200);
    auto t = sw::twoSidedMiddleTexels(0, h, 64, 0, 0, 64);
    ASSERT_TRUE(t);
    EXPECT_DOUBLE_EQ(t->top, 128); // hangs from the lower ceiling, 64 high, not tiled
    EXPECT_DOUBLE_EQ(t->bottom, 64);
    EXPECT_DOUBLE_EQ(t->vTop, 0);
    EXPECT_DOUBLE_EQ(t->vBottom, 64);
    t = sw::twoSidedMiddleTexels(sw::kWallLowerUnpegged, h, 64, 0, 0, 64);
    ASSERT_TRUE(t);
    EXPECT_DOUBLE_EQ(t->bottom, 16); // stands on the higher floor
    EXPECT_DOUBLE_EQ(t->top, 80);
    // Taller than the opening: clipped to it.
    t = sw::twoSidedMiddleTexels(0, h, 64, 0, 0, 256);
    ASSERT_TRUE(t);
    EXPECT_DOUBLE_EQ(t->bottom, 16);
    EXPECT_DOUBLE_EQ(t->vBottom, 112);
    // Moved up by its offset: only its lower rows remain in the opening...
    t = sw::twoSidedMiddleTexels(0, h, 64, 0, 40, 64);
    ASSERT_TRUE(t);
    EXPECT_DOUBLE_EQ(t->top, 128);
    EXPECT_DOUBLE_EQ(t->bottom, 104);
    EXPECT_DOUBLE_EQ(t->vTop, 40);
    EXPECT_DOUBLE_EQ(t->vBottom, 64);
    // ...and moved out altogether, nothing.
    EXPECT_FALSE(sw::twoSidedMiddleTexels(0, h, 64, 0, 100, 64));
    EXPECT_FALSE(sw::twoSidedMiddleTexels(0, oneSided(0, 128), 64, 0, 0, 64));
}

TEST(WallTexturing, FlatsLieOnTheWorldGrid)
{
    double u = 0, v = 0;
    sw::flatTexels(64, 128, u, v);
    EXPECT_DOUBLE_EQ(u, 64);
    EXPECT_DOUBLE_EQ(v, -128);
    sw::flatTexels(-32, -16, u, v);
    EXPECT_DOUBLE_EQ(u, -32);
    EXPECT_DOUBLE_EQ(v, 16);
}

TEST(TexturedLevel, LightLevelsAndFading)
{
    EXPECT_FLOAT_EQ(sw::lightBrightness(255), 1.0f);
    EXPECT_FLOAT_EQ(sw::lightBrightness(0), 1.0f / 16);
    EXPECT_FLOAT_EQ(sw::lightBrightness(160), sw::lightBrightness(175)); // 16 steps
    EXPECT_LT(sw::lightBrightness(128), sw::lightBrightness(160));
    // Full light never fades; dimmer light darkens with distance, down to black far away.
    EXPECT_FLOAT_EQ(sw::fadedLightBrightness(255, 5000), 1.0f);
    EXPECT_GT(sw::fadedLightBrightness(160, 64), sw::fadedLightBrightness(160, 512));
    EXPECT_GT(sw::fadedLightBrightness(160, 512), sw::fadedLightBrightness(160, 4000));
    EXPECT_FLOAT_EQ(sw::fadedLightBrightness(0, 100000), 1.0f / 32);
}

TEST(TexturedLevel, SkyTextureByMap)
{
    EXPECT_EQ(sw::skyTextureName("MAP01"), "SKY1");
    EXPECT_EQ(sw::skyTextureName("MAP11"), "SKY1");
    EXPECT_EQ(sw::skyTextureName("map12"), "SKY2");
    EXPECT_EQ(sw::skyTextureName("MAP20"), "SKY2");
    EXPECT_EQ(sw::skyTextureName("MAP21"), "SKY3");
    EXPECT_EQ(sw::skyTextureName("E3M4"), "SKY3");
    EXPECT_EQ(sw::skyTextureName("TEST"), "SKY1");
}

TEST(TextureAtlas, PacksWithoutOverlapAndCopiesPixels)
{
    std::vector<std::pair<int, int>> sizes = {{64, 64},  {128, 128}, {256, 128}, {64, 128},
                                              {300, 20}, {64, 64},   {600, 10}};
    for (int i = 0; i < 40; ++i)
        sizes.push_back({128, 64});
    int pages = 0;
    const auto rects = sw::packAtlas(sizes, 512, pages);
    ASSERT_EQ(rects.size(), sizes.size());
    EXPECT_GT(pages, 1);
    EXPECT_EQ(rects[6].page, -1); // wider than a page
    for (std::size_t i = 0; i < rects.size(); ++i) {
        const sw::AtlasRect& a = rects[i];
        if (a.page < 0)
            continue;
        EXPECT_EQ(a.width, sizes[i].first);
        EXPECT_EQ(a.height, sizes[i].second);
        EXPECT_TRUE(a.x >= 0 && a.y >= 0 && a.x + a.width <= 512 && a.y + a.height <= 512);
        for (std::size_t j = i + 1; j < rects.size(); ++j) {
            const sw::AtlasRect& b = rects[j];
            const bool apart = a.page != b.page || a.x + a.width <= b.x || b.x + b.width <= a.x ||
                               a.y + a.height <= b.y || b.y + b.height <= a.y;
            EXPECT_TRUE(apart) << i << " overlaps " << j;
        }
    }
    sw::Image red{"RED", 64, 64, 0, 0, {}};
    for (int k = 0; k < 64 * 64; ++k)
        red.rgba.insert(red.rgba.end(), {255, 0, 0, 255});
    std::vector<const sw::Image*> images(sizes.size(), nullptr);
    images[0] = &red;
    const auto composed = sw::composeAtlas(images, rects, 512, pages);
    ASSERT_EQ(composed.size(), std::size_t(pages));
    const sw::AtlasRect& r = rects[0];
    for (const sw::AtlasPage& p : composed) {
        EXPECT_EQ(p.width, 512);
        EXPECT_TRUE(p.height == 256 || p.height == 512) << p.height; // a power of two
        EXPECT_EQ(p.rgba.size(), std::size_t(p.width * p.height * 4));
    }
    const auto& page = composed[std::size_t(r.page)].rgba;
    const std::size_t corner = (std::size_t(r.y + 63) * 512 + std::size_t(r.x + 63)) * 4;
    EXPECT_EQ(page[corner], 255);
    EXPECT_EQ(page[corner + 3], 255);
}

// An atlas packed in steps, as the 3D view extends its atlas when an edit shows new pictures:
// each step's pictures go where the last left off, taller ones than the open shelf's included,
// and no two pictures of any steps overlap. A page grown for them keeps its pixels.
TEST(TextureAtlas, PackingGoesOnWhereItLeftOff)
{
    const std::vector<std::vector<std::pair<int, int>>> steps = {
        {{64, 64}, {128, 64}, {64, 32}},
        {{128, 128}, {32, 32}},                // taller than the open shelf
        {{256, 64}, {512, 256}, {600, 8}},     // a whole page's width; one too wide
        {{200, 200}, {200, 200}, {200, 200}}}; // onto a new page
    sw::AtlasShelves shelves;
    std::vector<sw::AtlasRect> all;
    for (const auto& sizes : steps) {
        const auto rects = sw::packAtlasMore(sizes, 512, shelves);
        ASSERT_EQ(rects.size(), sizes.size());
        for (std::size_t i = 0; i < rects.size(); ++i) {
            if (sizes[i].first > 512) {
                EXPECT_EQ(rects[i].page, -1);
                continue;
            }
            EXPECT_EQ(rects[i].width, sizes[i].first);
            EXPECT_EQ(rects[i].height, sizes[i].second);
            all.push_back(rects[i]);
        }
    }
    EXPECT_EQ(shelves.pageCount, 2);
    for (std::size_t i = 0; i < all.size(); ++i) {
        const sw::AtlasRect& a = all[i];
        EXPECT_TRUE(a.page >= 0 && a.page < shelves.pageCount);
        EXPECT_TRUE(a.x >= 0 && a.y >= 0 && a.x + a.width <= 512 && a.y + a.height <= 512);
        for (std::size_t j = i + 1; j < all.size(); ++j) {
            const sw::AtlasRect& b = all[j];
            const bool apart = a.page != b.page || a.x + a.width <= b.x || b.x + b.width <= a.x ||
                               a.y + a.height <= b.y || b.y + b.height <= a.y;
            EXPECT_TRUE(apart) << i << " overlaps " << j;
        }
    }

    // A picture drawn, the page grown under it: the picture is still there, the new rows clear.
    sw::AtlasPage page;
    sw::growAtlasPage(page, 512, 40);
    EXPECT_EQ(page.height, 64);
    sw::Image red{"RED", 8, 8, 0, 0, {}};
    for (int k = 0; k < 64; ++k)
        red.rgba.insert(red.rgba.end(), {255, 0, 0, 255});
    EXPECT_TRUE(sw::drawAtlasImage(page, red, {0, 16, 32, 8, 8}));
    EXPECT_FALSE(sw::drawAtlasImage(page, red, {0, 16, 60, 8, 8})); // past the page's rows
    EXPECT_FALSE(sw::drawAtlasImage(page, red, {0, 16, 32, 9, 8})); // not the picture's size
    sw::growAtlasPage(page, 512, 300);
    EXPECT_EQ(page.height, 512);
    ASSERT_EQ(page.rgba.size(), std::size_t(512 * 512 * 4));
    EXPECT_EQ(page.rgba[(std::size_t(39) * 512 + 23) * 4], 255);
    EXPECT_EQ(page.rgba[(std::size_t(39) * 512 + 24) * 4], 0);
    EXPECT_EQ(page.rgba[(std::size_t(300) * 512 + 20) * 4 + 3], 0);
}

TEST(TexturedLevelFreedoom, Map01IsTexturedWithSkyAndSprites)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    swtest::LoadedMap loaded = swtest::loadWithBsp(wad, "MAP01");
    ASSERT_TRUE(loaded.ok);
    const auto set = sw::ResourceSet::load({wad});
    auto game = sw::GameConfig::load("doom2");
    ASSERT_TRUE(game.ok()) << game.error().message;
    const sw::TexturedLevel level(loaded.map, loaded.bsp, set, &*game);

    const auto& images = level.images();
    ASSERT_GT(images.size(), 20u);
    EXPECT_EQ(images[sw::TexturedLevel::kMissingImage], nullptr);
    const sw::TexturedBuffer& solid = level.floorsAndWalls();
    ASSERT_GT(solid.vertexCount(), 1000u);
    std::size_t missing = 0;
    for (std::size_t k = 0; k < solid.vertexCount(); ++k)
        ASSERT_LT(solid.images[k], images.size());
    for (std::size_t t = 0; t < solid.triangleCount(); ++t) {
        const std::uint32_t* corner = &solid.indices[3 * t];
        for (int i = 0; i < 3; ++i)
            ASSERT_LT(corner[i], solid.vertexCount());
        // A triangle has one picture.
        EXPECT_EQ(solid.images[corner[1]], solid.images[corner[0]]);
        EXPECT_EQ(solid.images[corner[2]], solid.images[corner[0]]);
        if (solid.images[corner[0]] != sw::TexturedLevel::kMissingImage)
            continue;
        ++missing;
        // Only walls go without: a few lower and upper parts MAP01 leaves empty ("-"), which
        // the game never shows. Every floor and ceiling has its flat.
        const float z0 = solid.positions[corner[0]].z, z1 = solid.positions[corner[1]].z,
                    z2 = solid.positions[corner[2]].z;
        EXPECT_FALSE(z0 == z1 && z1 == z2);
    }
    EXPECT_LE(missing, 6u * 12);
    // Floors: texels are the world position on the 64 grid.
    for (std::size_t k = 0; k < solid.vertexCount(); ++k) {
        const sw::ImageEntry* e = images[solid.images[k]];
        if (!e || e->kind != sw::ImageKind::Flat)
            continue;
        EXPECT_FLOAT_EQ(solid.texels[k].x, solid.positions[k].x);
        EXPECT_FLOAT_EQ(solid.texels[k].y, -solid.positions[k].y);
    }
    // MAP01 is outdoors in places: sky ceilings, SKY1.
    EXPECT_FALSE(level.sky().empty());
    ASSERT_NE(level.skyImage(), sw::TexturedLevel::kMissingImage);
    EXPECT_EQ(images[level.skyImage()]->name, "SKY1");
    // Monsters and items as sprites of their own pictures, at their offsets.
    const sw::SpriteBuffer& sprites = level.sprites();
    EXPECT_GT(sprites.things.size(), 50u);
    EXPECT_EQ(sprites.vertexCount(), 6 * sprites.things.size());
    std::set<std::string> names;
    for (std::size_t s = 0; s < sprites.things.size(); ++s) {
        const sw::ImageEntry* e = images[sprites.images[6 * s]];
        ASSERT_EQ(e->kind, sw::ImageKind::Sprite);
        names.insert(e->name);
        // The corners span the picture, offset so that its offset point sits on the thing.
        EXPECT_FLOAT_EQ(sprites.corners[6 * s + 1].x - sprites.corners[6 * s].x, float(e->width));
        EXPECT_FLOAT_EQ(sprites.corners[6 * s].x, float(-e->offsetX));
        EXPECT_FLOAT_EQ(sprites.corners[6 * s + 2].y, float(e->offsetY));
        const sw::Thing& thing = loaded.map.things[std::size_t(sprites.things[s])];
        EXPECT_FLOAT_EQ(sprites.anchors[6 * s].x, float(thing.pos.x));
    }
    EXPECT_GT(names.size(), 5u);
    // Every thing the configuration gives a sprite shows one (MAP01's are all Doom things).
    std::size_t drawn = 0;
    for (bool b : level.spriteThings())
        drawn += b ? 1 : 0;
    EXPECT_EQ(drawn, sprites.things.size());
    EXPECT_GT(drawn, loaded.map.things.size() * 9 / 10);
}

TEST(TexturedLevelFreedoom, HangingThingsHangFromTheCeiling)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    swtest::LoadedMap loaded = swtest::loadWithBsp(wad, "MAP01");
    ASSERT_TRUE(loaded.ok);
    const auto set = sw::ResourceSet::load({wad});
    auto game = sw::GameConfig::load("doom2");
    ASSERT_TRUE(game.ok()) << game.error().message;
    // A hanging victim (type 50, 84 high) and a standing one at the player start.
    const sw::Vec2 at = loaded.map.playerStart->pos;
    sw::Thing hanging;
    hanging.type = 50;
    hanging.pos = at;
    sw::Thing standing = hanging;
    standing.type = 3004;
    loaded.map.things = {hanging, standing};
    const sw::TexturedLevel level(loaded.map, loaded.bsp, set, &*game);
    const sw::SpriteBuffer& sprites = level.sprites();
    ASSERT_EQ(sprites.things.size(), 2u);
    const sw::Sector& sector = loaded.map.sectors[std::size_t(loaded.bsp.sectorAt(at))];
    EXPECT_FLOAT_EQ(sprites.anchors[0].z, float(sector.ceilingHeight - 84));
    EXPECT_FLOAT_EQ(sprites.anchors[6].z, float(sector.floorHeight));
    // Sprites take their sector's light.
    EXPECT_FLOAT_EQ(sprites.lights[0], float(sector.light));
}

TEST(TexturedLevelFreedoom, UpperPartsBetweenTwoSkiesShowTheSky)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    swtest::LoadedMap loaded = swtest::loadWithBsp(wad, "MAP01");
    ASSERT_TRUE(loaded.ok);
    const auto set = sw::ResourceSet::load({wad});
    const sw::TexturedLevel level(loaded.map, loaded.bsp, set, nullptr);
    const sw::Map& map = loaded.map;
    // Upright triangles of a buffer whose corners all lie on a wall's two end points.
    const auto onWall = [&](const sw::TexturedBuffer& b, const sw::Wall& wall) {
        const sw::Vec2 a = map.wallStart(wall), c = map.wallEnd(wall);
        std::size_t n = 0;
        for (std::size_t t = 0; t < b.triangleCount(); ++t) {
            bool all = true;
            for (std::size_t i = 3 * t; i < 3 * t + 3; ++i) {
                const sw::Vec3f& p = b.positions[b.indices[i]];
                all = all && ((p.x == float(a.x) && p.y == float(a.y)) ||
                              (p.x == float(c.x) && p.y == float(c.y)));
            }
            n += all ? 1 : 0;
        }
        return n;
    };
    std::size_t checked = 0;
    for (const sw::Wall& wall : map.walls) {
        if (!wall.twoSided())
            continue;
        const sw::Sector& f = map.sectors[std::size_t(wall.frontSector)];
        const sw::Sector& b = map.sectors[std::size_t(wall.backSector)];
        if (!sw::isSkyFlat(f.ceilingMaterial) || !sw::isSkyFlat(b.ceilingMaterial) ||
            f.ceilingHeight == b.ceilingHeight || f.floorHeight != b.floorHeight ||
            std::min(f.ceilingHeight, b.ceilingHeight) <= f.floorHeight)
            continue;
        // No upper texture between them, only sky (and no lower: the floors are level).
        EXPECT_EQ(onWall(level.floorsAndWalls(), wall), 0u);
        EXPECT_EQ(onWall(level.sky(), wall), 2u);
        ++checked;
    }
    EXPECT_GT(checked, 0u) << "MAP01 has no step between two sky ceilings";
}

} // namespace
