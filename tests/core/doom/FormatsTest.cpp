// Writing the Hexen format and UDMF: what came in goes back out, unknown UDMF fields and blocks
// and Hexen lumps included.
#include "doom/DoomExport.h"
#include "io/DoomImport.h"
#include "io/UdmfWrite.h"
#include "io/Wad.h"

#include "core/support/Freedoom.h"
#include "core/support/WadBuilder.h"

#include <gtest/gtest.h>

#include <cstring>

namespace {

using W = swtest::WadBuilder;

sw::Wad wadOf(const std::vector<std::uint8_t>& bytes)
{
    auto wad = sw::Wad::fromBytes(bytes, "test.wad");
    EXPECT_TRUE(wad) << wad.error().message;
    return std::move(*wad);
}

std::span<const std::uint8_t> lump(const sw::Wad& wad, const char* name)
{
    const std::ptrdiff_t i = wad.findMapLump(wad.maps().front(), name);
    EXPECT_GE(i, 0) << name;
    return i < 0 ? std::span<const std::uint8_t>() : wad.lumpData(static_cast<std::size_t>(i));
}

bool same(std::span<const std::uint8_t> a, std::span<const std::uint8_t> b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
}

// A Hexen-format square room: things with ids, heights, specials and arguments, a line with a
// special and arguments, BEHAVIOR and SCRIPTS.
std::vector<std::uint8_t> hexenRoom()
{
    std::vector<std::uint8_t> things, lines, sides, verts, sectors;
    auto thing = [&](int tid, int x, int y, int z, int angle, int type, int flags, int special,
                     std::array<int, 5> args) {
        for (int v : {tid, x, y, z, angle, type, flags})
            W::put16(things, v);
        things.push_back(static_cast<std::uint8_t>(special));
        for (int a : args)
            things.push_back(static_cast<std::uint8_t>(a));
    };
    thing(0, 64, 64, 0, 90, 1, 7, 0, {0, 0, 0, 0, 0});
    thing(12, 128, 96, 24, 180, 3001, 0x207, 80, {1, 2, 3, 4, 5});
    for (auto [x, y] : {std::pair{0, 0}, {0, 256}, {256, 256}, {256, 0}}) {
        W::put16(verts, x);
        W::put16(verts, y);
    }
    for (int i = 0; i < 4; ++i) {
        W::put16(lines, i);
        W::put16(lines, (i + 1) % 4);
        W::put16(lines, i == 2 ? 1 | 0x0400 : 1); // impassable; one line with an activation bit
        lines.push_back(i == 2 ? 12 : 0);          // special
        for (int a = 0; a < 5; ++a)
            lines.push_back(i == 2 ? static_cast<std::uint8_t>(7 + a) : 0);
        W::put16(lines, i);
        W::put16(lines, 0xFFFF);
        W::put16(sides, 0);
        W::put16(sides, 0);
        W::putName(sides, "-");
        W::putName(sides, "-");
        W::putName(sides, "WALL1");
        W::put16(sides, 0);
    }
    W::put16(sectors, 0);
    W::put16(sectors, 128);
    W::putName(sectors, "FLOOR1");
    W::putName(sectors, "CEIL1");
    for (int v : {160, 0, 0})
        W::put16(sectors, v);
    W b;
    b.addLump("MAP01");
    b.addLump("THINGS", things);
    b.addLump("LINEDEFS", lines);
    b.addLump("SIDEDEFS", sides);
    b.addLump("VERTEXES", verts);
    b.addLump("SECTORS", sectors);
    b.addLump("BEHAVIOR", {'A', 'C', 'S', 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 42});
    b.addLump("SCRIPTS", {'/', '/', ' ', 'x'});
    return b.build();
}

const char* const kUdmfRoom = R"(namespace = "zdoom";
vertex { x = 0; y = 0; zfloor = 8.5; }
vertex { x = 0; y = 256; }
vertex { x = 256.25; y = 256; }
vertex { x = 256; y = 0; }
linedef { v1 = 0; v2 = 1; sidefront = 0; blocking = true; special = 80; arg0 = 3; arg2 = 9;
          playeruse = true; repeatspecial = true; comment = "a \"door\""; }
linedef { v1 = 1; v2 = 2; sidefront = 1; }
linedef { v1 = 2; v2 = 3; sidefront = 2; }
linedef { v1 = 3; v2 = 0; sidefront = 3; }
sidedef { sector = 0; texturemiddle = "LONGTEXTURENAME"; scalex_mid = 2.0; }
sidedef { sector = 0; texturemiddle = "WALL1"; }
sidedef { sector = 0; texturemiddle = "WALL1"; }
sidedef { sector = 0; texturemiddle = "WALL1"; offsetx = 0.5; }
sector { heightfloor = 0; heightceiling = 128.5; texturefloor = "F"; textureceiling = "C";
         lightlevel = 200; lightcolor = 16711680; gravity = 0.25; }
thing { x = 64.5; y = 64; angle = 90; type = 1; skill1 = true; skill2 = true; skill3 = true;
        skill4 = true; skill5 = true; single = true; coop = true; id = 4; height = 16;
        special = 12; arg1 = 2; }
mystuff { answer = 42; name = "kept"; }
)";

std::vector<std::uint8_t> udmfRoom()
{
    W b;
    b.addLump("MAP01");
    b.addLump("TEXTMAP", std::vector<std::uint8_t>(kUdmfRoom, kUdmfRoom + std::strlen(kUdmfRoom)));
    b.addLump("DIALOGUE", {1, 2, 3});
    b.addLump("ENDMAP");
    return b.build();
}

} // namespace

TEST(Formats, AHexenMapWritesBackByteForByteWithItsBehaviorAndScripts)
{
    const sw::Wad in = wadOf(hexenRoom());
    auto map = sw::importWadMap(in, in.maps().front());
    ASSERT_TRUE(map) << map.error().message;
    EXPECT_EQ(map->sourceFormat, "hexen");
    EXPECT_EQ(map->things[1].tid, 12);
    EXPECT_EQ(map->things[1].height, 24);
    EXPECT_EQ(map->things[1].special, 80);
    EXPECT_EQ(map->walls[2].args[4], 11);
    auto exported = sw::exportDoomMap(*map);
    ASSERT_TRUE(exported) << exported.error().message;
    EXPECT_EQ(exported->stats.format, "hexen");
    const sw::Wad out = wadOf(sw::assembleWad(exported->lumps));
    ASSERT_EQ(out.maps().size(), 1u);
    EXPECT_EQ(out.maps().front().format, sw::WadMapFormat::Hexen);
    for (const char* name : {"THINGS", "LINEDEFS", "SIDEDEFS", "VERTEXES", "SECTORS", "BEHAVIOR",
                             "SCRIPTS"})
        EXPECT_TRUE(same(lump(out, name), lump(in, name))) << name;
    auto again = sw::importWadMap(out, out.maps().front());
    ASSERT_TRUE(again) << again.error().message;
    EXPECT_TRUE(*again == *map);

    // An argument that does not fit a byte is refused, naming the wall.
    map->walls[1].args[3] = 300;
    auto refused = sw::exportDoomMap(*map);
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().message.find("wall 1"), std::string::npos) << refused.error().message;
}

TEST(Formats, AUdmfMapKeepsItsUnknownFieldsBlocksAndLumpsAndWritesTheSameTextTwice)
{
    const sw::Wad in = wadOf(udmfRoom());
    auto map = sw::importWadMap(in, in.maps().front());
    ASSERT_TRUE(map) << map.error().message;
    EXPECT_EQ(map->udmfNamespace, "zdoom");
    auto exported = sw::exportDoomMap(*map);
    ASSERT_TRUE(exported) << exported.error().message;
    EXPECT_EQ(exported->stats.format, "udmf");
    const sw::Wad out = wadOf(sw::assembleWad(exported->lumps));
    ASSERT_EQ(out.maps().size(), 1u);
    EXPECT_EQ(out.maps().front().format, sw::WadMapFormat::Udmf);
    EXPECT_TRUE(same(lump(out, "DIALOGUE"), lump(in, "DIALOGUE")));
    const auto text = lump(out, "TEXTMAP");
    const std::string written(text.begin(), text.end());
    for (const char* kept : {"namespace = \"zdoom\";", "zfloor = 8.5;", "playeruse = true;",
                             "comment = \"a \\\"door\\\"\";", "scalex_mid = 2;",
                             "lightcolor = 16711680;", "gravity = 0.25;", "coop = true;",
                             "mystuff", "answer = 42;", "name = \"kept\";", "x = 256.25;",
                             "texturemiddle = \"LONGTEXTURENAME\";", "arg2 = 9;", "height = 16;"})
        EXPECT_NE(written.find(kept), std::string::npos) << kept << " in\n" << written;
    auto again = sw::importWadMap(out, out.maps().front());
    ASSERT_TRUE(again) << again.error().message;
    EXPECT_TRUE(*again == *map);
    EXPECT_EQ(sw::writeUdmfText(*again), written);

    // The Doom format refuses it, naming the first element that does not fit.
    sw::DoomExportOptions doom;
    doom.format = sw::DoomExportFormat::Doom;
    auto refused = sw::exportDoomMap(*map, doom);
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().message.find("vertex 2 at (256.25, 256)"), std::string::npos)
        << refused.error().message;
}

TEST(Formats, EveryFreedoomMapWrittenAsUdmfImportsAsTheSameLevel)
{
    for (const char* file : {"freedoom1.wad", "freedoom2.wad"}) {
        const std::string path = swtest::freedoomWad(file);
        ASSERT_FALSE(path.empty()) << file << " is missing: install the Debian package freedoom";
        auto wad = sw::Wad::load(path);
        ASSERT_TRUE(wad);
        for (const sw::WadMapEntry& entry : wad->maps()) {
            SCOPED_TRACE(entry.name);
            auto map = sw::importWadMap(*wad, entry);
            ASSERT_TRUE(map);
            sw::DoomExportOptions udmf;
            udmf.format = sw::DoomExportFormat::Udmf;
            auto exported = sw::exportDoomMap(*map, udmf);
            ASSERT_TRUE(exported) << exported.error().message;
            const sw::Wad out = wadOf(sw::assembleWad(exported->lumps));
            auto again = sw::importWadMap(out, out.maps().front());
            ASSERT_TRUE(again) << again.error().message;
            // UDMF has no place for Doom's flag bits beyond the ones the model names, nor for
            // a two-sided bit on a one-sided line; everything else must be the same.
            sw::Map expected = *map;
            expected.sourceFormat = "udmf";
            expected.udmfNamespace = "doom";
            for (sw::Wall& w : expected.walls) {
                w.flags &= sw::kKnownWallFlags;
                w.twoSidedBitAlone = false;
            }
            for (sw::Thing& t : expected.things)
                t.flags &= 31;
            EXPECT_TRUE(*again == expected);
        }
    }
}
