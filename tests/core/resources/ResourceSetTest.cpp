// A resource chain built by hand: composite textures, flats, sprites, PNG lumps, a PWAD that
// overrides the IWAD, a folder of PNG and JPEG materials, and damaged lumps that are skipped.
#include "ResourceTestSupport.h"
#include "io/Wad.h"
#include "resources/ImageFiles.h"
#include "resources/ResourceChain.h"
#include "resources/ResourceSet.h"

#include <png.h>
#include <cstdio>
#include <jpeglib.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>

namespace {

using swtest::picture;
using swtest::WadBuilder;

std::vector<std::uint8_t> pngBytes(int w, int h, std::uint32_t rgba)
{
    png_image img{};
    img.version = PNG_IMAGE_VERSION;
    img.width = static_cast<png_uint_32>(w);
    img.height = static_cast<png_uint_32>(h);
    img.format = PNG_FORMAT_RGBA;
    std::vector<std::uint8_t> pixels;
    for (int i = 0; i < w * h; ++i)
        for (int c = 3; c >= 0; --c)
            pixels.push_back(static_cast<std::uint8_t>(rgba >> (8 * c)));
    png_alloc_size_t size = 0;
    png_image_write_to_memory(&img, nullptr, &size, 0, pixels.data(), 0, nullptr);
    std::vector<std::uint8_t> out(size);
    EXPECT_TRUE(png_image_write_to_memory(&img, out.data(), &size, 0, pixels.data(), 0, nullptr));
    out.resize(size);
    return out;
}

std::vector<std::uint8_t> jpegBytes(int w, int h, std::uint8_t r, std::uint8_t g, std::uint8_t b)
{
    jpeg_compress_struct info;
    jpeg_error_mgr err;
    info.err = jpeg_std_error(&err);
    jpeg_create_compress(&info);
    unsigned char* buffer = nullptr;
    unsigned long size = 0;
    jpeg_mem_dest(&info, &buffer, &size);
    info.image_width = static_cast<JDIMENSION>(w);
    info.image_height = static_cast<JDIMENSION>(h);
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, 100, TRUE);
    jpeg_start_compress(&info, TRUE);
    std::vector<std::uint8_t> row;
    for (int x = 0; x < w; ++x)
        row.insert(row.end(), {r, g, b});
    while (info.next_scanline < info.image_height) {
        JSAMPROW p = row.data();
        jpeg_write_scanlines(&info, &p, 1);
    }
    jpeg_finish_compress(&info);
    std::vector<std::uint8_t> out(buffer, buffer + size);
    jpeg_destroy_compress(&info);
    std::free(buffer);
    return out;
}

// An IWAD-like base: two patches, a texture made of both (the second drawn over the first), a
// texture with a patch no lump provides, flats, sprites, and damaged lumps of each kind.
sw::Wad baseWad()
{
    WadBuilder w;
    w.addLump("PLAYPAL", swtest::testPalette());
    w.addLump("P_START");
    w.addLump("WALLA", picture({{1, 1, 1, 1}, {1, 1, 1, 1}}));
    w.addLump("WALLB", picture({{-1, 2}, {2, -1}}));
    w.addLump("P_END");
    w.addLump("PNAMES", swtest::patchNames({"WALLA", "WALLB", "NOWHERE"}));
    w.addLump("TEXTURE1", swtest::textureList({{"BRICK", 4, 3, {{{0, 0}, 0}, {{2, 1}, 1}}},
                                               {"HOLEY", 8, 8, {{{0, 0}, 0}, {{0, 4}, 2}}}}));
    w.addLump("F_START");
    w.addLump("F1_START");
    w.addLump("FLOOR1", std::vector<std::uint8_t>(4096, 3));
    w.addLump("BADFLAT", std::vector<std::uint8_t>(1000, 3));
    w.addLump("PNGFLAT", pngBytes(16, 16, 0x102030FF));
    w.addLump("F1_END");
    w.addLump("F_END");
    w.addLump("S_START");
    w.addLump("TROOA1", picture({{5, 5}, {5, 5}}, 1, 2));
    w.addLump("POSSA2A8", picture({{6}}));
    w.addLump("BROKA0", {1, 2, 3});
    w.addLump("S_END");
    w.addLump("MAP01");
    w.addLump("THINGS");
    w.addLump("LINEDEFS");
    auto wad = sw::Wad::fromBytes(w.build("IWAD"), "base.wad");
    EXPECT_TRUE(wad) << wad.error().message;
    return std::move(*wad);
}

// A PWAD that replaces FLOOR1 and adds a texture given as a PNG between TX_START and TX_END.
sw::Wad patchWad()
{
    WadBuilder w;
    w.addLump("FF_START");
    w.addLump("FLOOR1", std::vector<std::uint8_t>(4096, 9));
    w.addLump("FF_END");
    w.addLump("TX_START");
    w.addLump("SHINY", pngBytes(3, 5, 0xFF0000FF));
    w.addLump("TX_END");
    auto wad = sw::Wad::fromBytes(w.build(), "patch.wad");
    EXPECT_TRUE(wad) << wad.error().message;
    return std::move(*wad);
}

sw::ResourceSet baseSet()
{
    sw::ResourceSet set;
    set.addWad(baseWad());
    set.finish();
    return set;
}

bool anyWarningHas(const sw::ResourceSet& set, const std::string& text)
{
    return std::any_of(set.warnings().begin(), set.warnings().end(),
                       [&](const std::string& w) { return w.find(text) != std::string::npos; });
}

TEST(ResourceSet, CompositeTextureDrawsPatchesInOrder)
{
    const sw::ResourceSet set = baseSet();
    const sw::ImageEntry* brick = set.findWallTexture("brick");
    ASSERT_NE(brick, nullptr);
    EXPECT_EQ(brick->kind, sw::ImageKind::Texture);
    EXPECT_EQ(brick->width, 4);
    EXPECT_EQ(brick->height, 3);
    EXPECT_EQ(brick->origin, "TEXTURE1");
    auto img = set.image(*brick);
    ASSERT_TRUE(img) << img.error().message;
    const std::uint32_t c1 = 0x01FE00FF, c2 = 0x02FD01FF;
    EXPECT_EQ(img->pixel(0, 0), c1);
    EXPECT_EQ(img->pixel(2, 1), c1); // WALLB's hole at its (0, 0) shows WALLA
    EXPECT_EQ(img->pixel(3, 1), c2);
    EXPECT_EQ(img->pixel(2, 2), c2);
    EXPECT_EQ(img->pixel(0, 2), 0u); // below WALLA, outside WALLB: nothing
}

TEST(ResourceSet, MissingPatchWarnsAndTheTextureIsDrawnWithoutIt)
{
    const sw::ResourceSet set = baseSet();
    EXPECT_TRUE(anyWarningHas(set, "patch NOWHERE is in no lump of the resources; texture HOLEY"));
    std::vector<std::string> problems;
    auto img = set.image(*set.findWallTexture("HOLEY"), &problems);
    ASSERT_TRUE(img);
    EXPECT_EQ(img->pixel(0, 0), 0x01FE00FFu);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].find("NOWHERE"), std::string::npos);
}

TEST(ResourceSet, FlatsSpritesAndDamagedLumps)
{
    const sw::ResourceSet set = baseSet();
    ASSERT_NE(set.findFlat("FLOOR1"), nullptr);
    EXPECT_EQ(set.findFlat("FLOOR1")->width, 64);
    EXPECT_EQ(set.findWallTexture("FLOOR1"), nullptr); // flats do not dress walls
    EXPECT_EQ(set.findFlat("F1_START"), nullptr);
    auto flat = set.image(*set.findFlat("FLOOR1"));
    ASSERT_TRUE(flat);
    EXPECT_EQ(flat->pixel(63, 63), 0x03FC01FFu);
    const sw::ImageEntry* pngFlat = set.findFlat("PNGFLAT");
    ASSERT_NE(pngFlat, nullptr);
    EXPECT_EQ(pngFlat->width, 16);
    auto png = set.image(*pngFlat);
    ASSERT_TRUE(png) << png.error().message;
    EXPECT_EQ(png->pixel(7, 7), 0x102030FFu);

    EXPECT_EQ(set.findFlat("BADFLAT"), nullptr);
    EXPECT_TRUE(anyWarningHas(set, "base.wad, lump BADFLAT: 1000 bytes is no flat's size"));
    EXPECT_EQ(set.findSprite("BROKA0"), nullptr);
    EXPECT_TRUE(anyWarningHas(set, "base.wad, lump BROKA0"));

    const sw::ImageEntry* imp = set.findSpriteFrame("TROO");
    ASSERT_NE(imp, nullptr);
    EXPECT_EQ(imp->name, "TROOA1");
    EXPECT_EQ(imp->offsetX, 1);
    EXPECT_EQ(imp->offsetY, 2);
    ASSERT_NE(set.findSpriteFrame("POSS"), nullptr);
    EXPECT_EQ(set.findSpriteFrame("POSS")->name, "POSSA2A8");
    EXPECT_EQ(set.findSpriteFrame("SARG"), nullptr);
    EXPECT_EQ(set.iwadGame(), "doom2");
    EXPECT_EQ(set.images(sw::ImageKind::Sprite).size(), 2u);
}

TEST(ResourceSet, LaterSourcesOverrideEarlierOnes)
{
    sw::ResourceSet set;
    set.addWad(baseWad());
    set.addWad(patchWad());
    set.finish();
    ASSERT_EQ(set.sources().size(), 2u);
    EXPECT_TRUE(set.sources()[0].iwad);
    const sw::ImageEntry* floor = set.findFlat("FLOOR1");
    ASSERT_NE(floor, nullptr);
    EXPECT_EQ(floor->source, 1u);
    auto img = set.image(*floor);
    ASSERT_TRUE(img);
    EXPECT_EQ(img->pixel(0, 0), 0x09F604FFu); // the PWAD's colour 9, with the IWAD's palette
    const sw::ImageEntry* shiny = set.findWallTexture("SHINY");
    ASSERT_NE(shiny, nullptr);
    EXPECT_EQ(shiny->width, 3);
    EXPECT_EQ(shiny->height, 5);
    EXPECT_NE(set.findWallTexture("BRICK"), nullptr); // the base's textures stay
}

class FolderResources : public ::testing::Test {
protected:
    void SetUp() override
    {
        dir = std::filesystem::temp_directory_path() /
              ("stepwise-resources-" + std::to_string(::getpid()));
        std::filesystem::create_directories(dir / "materials" / "stone");
        swtest::writeFile((dir / "materials" / "Brick1.png").string(), pngBytes(8, 4, 0x00FF0080));
        swtest::writeFile((dir / "materials" / "stone" / "GRAVEL.jpg").string(),
                          jpegBytes(16, 8, 200, 100, 50));
        swtest::writeFile((dir / "materials" / "BROKEN.png").string(),
                          std::vector<std::uint8_t>{0x89, 'P', 'N', 'G', 1, 2});
        swtest::writeFile((dir / "materials" / "notes.txt").string(), std::string("not an image"));
        wadPath = (dir / "base.wad").string();
        WadBuilder w;
        w.addLump("PLAYPAL", swtest::testPalette());
        w.addLump("F_START");
        w.addLump("BRICK1", std::vector<std::uint8_t>(4096, 1));
        w.addLump("F_END");
        swtest::writeFile(wadPath, w.build("IWAD"));
    }
    void TearDown() override { std::filesystem::remove_all(dir); }

    std::filesystem::path dir;
    std::string wadPath;
};

TEST_F(FolderResources, PngAndJpegFilesAreMaterialsNamedByTheirFile)
{
    const auto set = sw::ResourceSet::load({wadPath, (dir / "materials").string()});
    EXPECT_TRUE(set.failedSources().empty());
    ASSERT_EQ(set.sources().size(), 2u);
    EXPECT_TRUE(set.sources()[1].folder);
    // The folder comes later: its BRICK1 wins over the WAD's flat, on walls and floors alike.
    const sw::ImageEntry* brick = set.findFlat("brick1");
    ASSERT_NE(brick, nullptr);
    EXPECT_EQ(brick->kind, sw::ImageKind::Material);
    EXPECT_EQ(set.findWallTexture("BRICK1"), brick);
    EXPECT_EQ(brick->width, 8);
    auto img = set.image(*brick);
    ASSERT_TRUE(img) << img.error().message;
    EXPECT_EQ(img->pixel(3, 2), 0x00FF0080u);

    const sw::ImageEntry* gravel = set.findWallTexture("GRAVEL");
    ASSERT_NE(gravel, nullptr);
    EXPECT_EQ(gravel->width, 16);
    EXPECT_EQ(gravel->height, 8);
    auto jpg = set.image(*gravel);
    ASSERT_TRUE(jpg) << jpg.error().message;
    const std::uint32_t p = jpg->pixel(5, 5);
    EXPECT_NEAR(static_cast<int>(p >> 24), 200, 3);
    EXPECT_NEAR(static_cast<int>((p >> 16) & 0xFF), 100, 3);
    EXPECT_EQ(p & 0xFF, 255u);

    EXPECT_EQ(set.findFlat("BROKEN"), nullptr);
    EXPECT_TRUE(anyWarningHas(set, "BROKEN.png"));
    EXPECT_EQ(set.findFlat("NOTES"), nullptr);
}

TEST_F(FolderResources, UnreadableSourcesAreListedAndSkipped)
{
    const auto set = sw::ResourceSet::load({(dir / "nothing.wad").string(), wadPath});
    ASSERT_EQ(set.failedSources().size(), 1u);
    EXPECT_TRUE(anyWarningHas(set, "nothing.wad: cannot open the file"));
    EXPECT_NE(set.findFlat("BRICK1"), nullptr);
}

TEST_F(FolderResources, ChainPrefersGivenThenStoredThenDetected)
{
    sw::Map map;
    map.name = "MAP01";
    map.resources = {"base.wad", "materials"};
    const std::string swmap = (dir / "m.swmap").string();
    swtest::writeFile(swmap, std::string("{\"format\":\"stepwise-map\",\"version\":1}"));
    auto stored = sw::resourceChainFor(swmap, map, {});
    EXPECT_EQ(stored.origin, "stored");
    EXPECT_EQ(stored.paths, (std::vector<std::string>{wadPath, (dir / "materials").string()}));
    auto given = sw::resourceChainFor(swmap, map, {"x.wad"});
    EXPECT_EQ(given.origin, "given");
    EXPECT_EQ(given.paths, std::vector<std::string>{"x.wad"});

    // A map of a WAD that is an IWAD needs nothing else; DOOMWADDIR names the IWAD otherwise.
    map.resources.clear();
    auto own = sw::resourceChainFor(wadPath, map, {});
    EXPECT_EQ(own.paths, std::vector<std::string>{wadPath});
    ::setenv("DOOMWADDIR", wadPath.c_str(), 1);
    EXPECT_EQ(sw::findIwad("MAP01"), wadPath);
    auto detected = sw::resourceChainFor(swmap, map, {});
    EXPECT_EQ(detected.origin, "detected");
    EXPECT_EQ(detected.paths, std::vector<std::string>{wadPath});
    ::setenv("DOOMWADDIR", dir.string().c_str(), 1);
    std::filesystem::copy_file(wadPath, dir / "freedoom1.wad");
    EXPECT_EQ(sw::findIwad("E1M1"), (dir / "freedoom1.wad").string());
    ::unsetenv("DOOMWADDIR");
}

TEST(ImageFiles, DamagedImagesAreRefusedWithTheirName)
{
    auto png = pngBytes(4, 4, 0xFFFFFFFF);
    for (std::size_t n : {8ul, 20ul, 40ul}) {
        std::vector<std::uint8_t> cut(png.begin(), png.begin() + static_cast<long>(n));
        auto img = sw::decodeImageFile(cut, "cut.png");
        ASSERT_FALSE(img) << n;
        EXPECT_EQ(img.error().message.rfind("cut.png: ", 0), 0u) << img.error().message;
    }
    auto jpg = jpegBytes(8, 8, 1, 2, 3);
    std::vector<std::uint8_t> cutJpeg(jpg.begin(), jpg.begin() + 30);
    auto img = sw::decodeImageFile(cutJpeg, "cut.jpg");
    ASSERT_FALSE(img);
    EXPECT_EQ(img.error().message.rfind("cut.jpg: a damaged JPEG image", 0), 0u)
        << img.error().message;
    EXPECT_FALSE(sw::decodeImageFile(std::vector<std::uint8_t>{1, 2, 3}, "x"));
}

} // namespace
