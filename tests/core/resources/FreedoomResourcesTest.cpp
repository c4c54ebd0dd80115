// Freedoom's own graphics: TEXTURE1/PNAMES parse, every texture and flat its 68 maps name is
// found and draws, and a composite texture has the size and pixels an independent reading of
// the WAD gives (freedoom 0.12.1, Debian 12).
#include "core/support/Freedoom.h"
#include "io/MapSource.h"
#include "resources/ResourceSet.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <set>

namespace {

TEST(FreedoomResources, CompositeTextureSizeAndPixels)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    const auto set = sw::ResourceSet::load({wad});
    EXPECT_TRUE(set.warnings().empty()) << set.warnings().front();
    EXPECT_TRUE(set.hasPalette());
    EXPECT_EQ(set.colormap().size(), 34u * 256u);
    EXPECT_EQ(set.iwadGame(), "doom2");
    EXPECT_EQ(set.images(sw::ImageKind::Texture).size(), 903u); // TEXTURE1's definitions
    // COMPSTA1: AG128_2 at (0, 70) and (64, 70), then TOMW2_1 at (0, 0) over them.
    const sw::ImageEntry* tex = set.findWallTexture("COMPSTA1");
    ASSERT_NE(tex, nullptr);
    EXPECT_EQ(tex->width, 128);
    EXPECT_EQ(tex->height, 128);
    std::vector<std::string> problems;
    auto img = set.image(*tex, &problems);
    ASSERT_TRUE(img) << img.error().message;
    EXPECT_TRUE(problems.empty());
    EXPECT_EQ(img->pixel(0, 0), 0x434343FFu);
    EXPECT_EQ(img->pixel(127, 127), 0x575757FFu);
    EXPECT_EQ(img->pixel(64, 42), 0x000000FFu);
    EXPECT_EQ(img->pixel(5, 121), 0x5B5B5BFFu);
    // An imp's sprite, with Doom's offsets.
    const sw::ImageEntry* imp = set.findSpriteFrame("TROO");
    ASSERT_NE(imp, nullptr);
    EXPECT_GT(imp->offsetY, 0);
    EXPECT_TRUE(set.image(*imp));
}

TEST(FreedoomResources, EveryTextureAndFlatOfEveryMapResolves)
{
    for (const auto& [file, doom1] : {std::pair{"freedoom1.wad", true}, {"freedoom2.wad", false}}) {
        REQUIRE_FREEDOOM(wad, file);
        const auto set = sw::ResourceSet::load({wad});
        EXPECT_EQ(set.iwadGame(), doom1 ? "doom" : "doom2");
        auto maps = sw::listWadMaps(wad);
        ASSERT_TRUE(maps);
        EXPECT_EQ(maps->size(), doom1 ? 36u : 32u);
        std::set<std::string> walls, flats, missing;
        for (const std::string& name : *maps) {
            auto map = sw::loadMap(wad, name);
            ASSERT_TRUE(map) << map.error().message;
            for (const sw::Wall& w : map->walls)
                for (const sw::WallSide* side : {&w.front, &w.back})
                    for (const sw::ShortString* t : {&side->upper, &side->middle, &side->lower})
                        if (!sw::isNoTexture(*t)) {
                            walls.insert(t->str());
                            if (!set.findWallTexture(*t))
                                missing.insert(name + " texture " + t->str());
                        }
            for (const sw::Sector& s : map->sectors)
                for (const sw::ShortString* f : {&s.floorMaterial, &s.ceilingMaterial})
                    if (!sw::isSkyFlat(*f)) {
                        flats.insert(f->str());
                        if (!set.findFlat(*f))
                            missing.insert(name + " flat " + f->str());
                    }
        }
        EXPECT_TRUE(missing.empty()) << *missing.begin();
        EXPECT_GT(walls.size(), 100u);
        EXPECT_GT(flats.size(), 30u);
        // Each one draws, every patch found.
        for (const std::string& t : walls) {
            const sw::ImageEntry* e = set.findWallTexture(t);
            if (!e)
                continue;
            std::vector<std::string> problems;
            auto img = set.image(*e, &problems);
            ASSERT_TRUE(img) << t << ": " << img.error().message;
            EXPECT_TRUE(problems.empty()) << problems.front();
            EXPECT_EQ(img->rgba.size(), std::size_t(e->width) * std::size_t(e->height) * 4);
        }
        for (const std::string& f : flats) {
            if (const sw::ImageEntry* e = set.findFlat(f)) {
                EXPECT_TRUE(set.image(*e)) << f;
            }
        }
    }
}

} // namespace
