// Doom's picture, flat and texture-list formats, from bytes built by hand, damaged on purpose.
#include "ResourceTestSupport.h"
#include "resources/DoomGraphics.h"

#include <gtest/gtest.h>

namespace {

using swtest::picture;

sw::Palette palette()
{
    auto bytes = swtest::testPalette();
    return *sw::readPalette(bytes, "test");
}

TEST(DoomPicture, DecodesPostsHolesAndOffsets)
{
    const auto bytes = picture({{1, -1, 3}, {4, -1, -1}, {-1, 8, 9}}, 5, -2);
    auto img = sw::decodeDoomPicture(bytes, palette(), "PIC");
    ASSERT_TRUE(img) << img.error().message;
    EXPECT_EQ(img->width, 3);
    EXPECT_EQ(img->height, 3);
    EXPECT_EQ(img->offsetX, 5);
    EXPECT_EQ(img->offsetY, -2);
    EXPECT_EQ(img->pixel(0, 0), 0x01FE00FFu); // colour 1: (1, 254, 0), opaque
    EXPECT_EQ(img->pixel(0, 1), 0x04FB02FFu);
    EXPECT_EQ(img->pixel(1, 0), 0u); // a hole
    EXPECT_EQ(img->pixel(2, 2), 0x09F604FFu);
    EXPECT_EQ(img->pixel(0, 2), 0u);
}

TEST(DoomPicture, DamagedPicturesGiveASentenceNamingTheLump)
{
    auto good = picture({{1, 2}, {3, 4}});
    // Every truncation is refused or decodes; none reads past the end (ASan would tell).
    for (std::size_t n = 0; n < good.size(); ++n) {
        std::vector<std::uint8_t> cut(good.begin(), good.begin() + static_cast<long>(n));
        auto img = sw::decodeDoomPicture(cut, palette(), "TROOA1");
        ASSERT_FALSE(img) << n;
        EXPECT_NE(img.error().message.find("TROOA1"), std::string::npos);
    }
    auto wide = good;
    wide[0] = 0xFF; // width 255: the column table runs past the end
    EXPECT_FALSE(sw::decodeDoomPicture(wide, palette(), "X"));
    auto negative = good;
    negative[3] = 0x80; // height below zero
    auto img = sw::decodeDoomPicture(negative, palette(), "NEG");
    ASSERT_FALSE(img);
    EXPECT_NE(img.error().message.find("NEG: not a picture"), std::string::npos);
    auto outside = good;
    outside[8] = 0xF0; // column 0 starts outside the lump
    EXPECT_FALSE(sw::readPictureHeader(outside, "X"));
}

TEST(DoomPicture, TallPicturesCountTopsFromTheLastPost)
{
    // One column of 300 rows: posts at 0 (254 rows) and 254 (10 rows), then a top of 20, no
    // greater than the last top, meaning "20 below the last top" (source ports' convention for
    // pictures taller than 254).
    std::vector<std::uint8_t> bytes;
    swtest::WadBuilder::put16(bytes, 1);
    swtest::WadBuilder::put16(bytes, 300);
    swtest::WadBuilder::put16(bytes, 0);
    swtest::WadBuilder::put16(bytes, 0);
    swtest::WadBuilder::put32(bytes, 12);
    bytes.insert(bytes.end(), {0, 254, 0});
    bytes.insert(bytes.end(), 254, 7);
    bytes.insert(bytes.end(), {0, 254, 10, 0});
    bytes.insert(bytes.end(), 10, 9);
    bytes.insert(bytes.end(), {0, 20, 2, 0, 5, 5, 0, 0xFF});
    auto img = sw::decodeDoomPicture(bytes, palette(), "TALL");
    ASSERT_TRUE(img) << img.error().message;
    EXPECT_EQ(img->pixel(0, 253) >> 24, 7u);
    EXPECT_EQ(img->pixel(0, 254) >> 24, 9u);
    EXPECT_EQ(img->pixel(0, 263) >> 24, 9u);
    EXPECT_EQ(img->pixel(0, 264), 0u);
    EXPECT_EQ(img->pixel(0, 274) >> 24, 5u);
    EXPECT_EQ(img->pixel(0, 275) >> 24, 5u);
    EXPECT_EQ(img->pixel(0, 276), 0u);
}

TEST(Flat, SizesAndPixels)
{
    EXPECT_EQ(sw::flatSide(4096), 64);
    EXPECT_EQ(sw::flatSide(4160), 64);
    EXPECT_EQ(sw::flatSide(16384), 128);
    EXPECT_EQ(sw::flatSide(4095), 0);
    std::vector<std::uint8_t> flat(4096);
    for (std::size_t i = 0; i < flat.size(); ++i)
        flat[i] = static_cast<std::uint8_t>(i % 64);
    auto img = sw::decodeFlat(flat, palette(), "FLAT");
    ASSERT_TRUE(img);
    EXPECT_EQ(img->pixel(10, 3), 0x0AF505FFu);
    EXPECT_FALSE(sw::decodeFlat(std::vector<std::uint8_t>(100), palette(), "FLAT"));
}

TEST(TextureList, ParsesAndSkipsDamagedDefinitions)
{
    const auto names = swtest::patchNames({"WALL00_1", "wall01_2"});
    auto pn = sw::readPatchNames(names, "PNAMES");
    ASSERT_TRUE(pn);
    EXPECT_EQ(*pn, (std::vector<std::string>{"WALL00_1", "WALL01_2"}));
    const auto list = swtest::textureList({{"BRICK", 64, 32, {{{0, 0}, 0}, {{32, -4}, 1}}},
                                           {"BAD", 16, 16, {{{0, 0}, 7}}},
                                           {"NOSIZE", 0, 16, {}}});
    std::vector<std::string> warnings;
    auto defs = sw::readTextureDefs(list, *pn, "TEXTURE1", warnings);
    ASSERT_TRUE(defs) << defs.error().message;
    ASSERT_EQ(defs->size(), 1u);
    EXPECT_EQ((*defs)[0].name, "BRICK");
    EXPECT_EQ((*defs)[0].width, 64);
    ASSERT_EQ((*defs)[0].patches.size(), 2u);
    EXPECT_EQ((*defs)[0].patches[1].patch, "WALL01_2");
    EXPECT_EQ((*defs)[0].patches[1].originY, -4);
    ASSERT_EQ(warnings.size(), 2u);
    EXPECT_NE(warnings[0].find("TEXTURE1: texture BAD uses patch number 7"), std::string::npos)
        << warnings[0];
    EXPECT_NE(warnings[1].find("NOSIZE"), std::string::npos);

    std::vector<std::uint8_t> cut(list.begin(), list.begin() + 6);
    EXPECT_FALSE(sw::readTextureDefs(cut, *pn, "TEXTURE1", warnings));
    std::vector<std::uint8_t> shortNames(names.begin(), names.begin() + 10);
    auto bad = sw::readPatchNames(shortNames, "PNAMES");
    ASSERT_FALSE(bad);
    EXPECT_NE(bad.error().message.find("PNAMES: says it holds 2 patch names"), std::string::npos);
}

} // namespace
