// Freedoom's own graphics: TEXTURE1/PNAMES parse, every texture and flat its 68 maps name is
// found and draws, and a composite texture has the size and pixels an independent reading of
// the WAD gives (freedoom 0.12.1, Debian 12).
#include "core/support/Freedoom.h"
#include "io/MapSource.h"
#include "io/Wad.h"
#include "resources/ResourceSet.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
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

TEST(FreedoomResources, PicturesReadFromTheFileAreThoseOfTheWadInMemory)
{
    // A set read from a path keeps the WAD's directory only and reads each picture's lumps
    // when it is drawn; one given the WAD in memory reads them there. Both draw the same.
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    const std::string copy =
        (std::filesystem::temp_directory_path() / "stepwise-resources-copy.wad").string();
    std::filesystem::copy_file(wad, copy, std::filesystem::copy_options::overwrite_existing);
    const auto fromFile = sw::ResourceSet::load({copy});
    sw::ResourceSet inMemory;
    auto held = sw::Wad::load(copy);
    ASSERT_TRUE(held) << held.error().message;
    inMemory.addWad(std::move(*held));
    inMemory.finish();
    std::size_t compared = 0;
    for (const sw::ImageKind kind :
         {sw::ImageKind::Texture, sw::ImageKind::Flat, sw::ImageKind::Sprite}) {
        const auto a = fromFile.images(kind), b = inMemory.images(kind);
        ASSERT_EQ(a.size(), b.size());
        for (std::size_t i = 0; i < a.size(); i += kind == sw::ImageKind::Sprite ? 7 : 1) {
            auto x = fromFile.image(*a[i]);
            auto y = inMemory.image(*b[i]);
            ASSERT_TRUE(x) << x.error().message;
            ASSERT_TRUE(y) << y.error().message;
            ASSERT_EQ(x->rgba, y->rgba) << a[i]->name;
            ++compared;
        }
    }
    EXPECT_GT(compared, 1300u);

    // The file cut short where it is: drawing says which lump it could not read again.
    std::filesystem::resize_file(copy, 4096);
    const sw::ImageEntry* flat = fromFile.findFlat("FLOOR4_8");
    ASSERT_NE(flat, nullptr);
    const auto lost = fromFile.image(*flat);
    ASSERT_FALSE(lost);
    EXPECT_NE(lost.error().message.find("FLOOR4_8"), std::string::npos) << lost.error().message;
    EXPECT_TRUE(inMemory.image(*inMemory.findFlat("FLOOR4_8")));
    std::filesystem::remove(copy);
}
