#include "io/DoomImport.h"
#include "io/Udmf.h"
#include "io/Wad.h"

#include "core/support/WadBuilder.h"

#include <gtest/gtest.h>

namespace {

const char* const kTriangle = R"(// A triangle room.
namespace = "zdoom";
vertex { x = 0.0; y = 0.0; }
vertex { x = 0; y = 128.5; }
VERTEX { X = 96; Y = 0x10; } /* keys are case-insensitive;
                                 hex integers are numbers */
linedef { v1 = 0; v2 = 1; sidefront = 0; blocking = true; }
linedef { v1 = 1; v2 = 2; sidefront = 1; sideback = 2; twosided = true; special = 12; id = 4; }
linedef { v1 = 2; v2 = 0; sidefront = 3; }
sidedef { sector = 0; texturemiddle = "STONE2"; offsetx = 8; }
sidedef { sector = 0; }
sidedef { sector = 1; texturetop = "-"; }
sidedef { sector = 0; }
sector { heightfloor = 8; heightceiling = 136; texturefloor = "FLAT5"; textureceiling = "CEIL1"; lightlevel = 192; id = 9; }
sector { texturefloor = "F"; textureceiling = "C"; }
thing { x = 16; y = 32; angle = 270; type = 1; skill3 = true; single = true; }
thing { x = 40; y = 20; type = 3004; ambush = true; }
unknownblock { foo = "bar"; }
)";

std::vector<std::uint8_t> udmfWad(const std::string& textmap)
{
    swtest::WadBuilder b;
    b.addLump("MAP01");
    b.addLump("TEXTMAP", std::vector<std::uint8_t>(textmap.begin(), textmap.end()));
    b.addLump("ENDMAP");
    return b.build();
}

sw::Result<sw::Map> importUdmf(const std::string& textmap)
{
    auto wad = sw::Wad::fromBytes(udmfWad(textmap), "udmf.wad");
    EXPECT_TRUE(wad);
    EXPECT_EQ(wad->maps().size(), 1u);
    EXPECT_EQ(wad->maps()[0].format, sw::WadMapFormat::Udmf);
    return sw::importWadMap(*wad, wad->maps()[0]);
}

} // namespace

TEST(Udmf, ParsesBlocksAssignmentsAndComments)
{
    auto doc = sw::parseUdmf(kTriangle, "TEXTMAP");
    ASSERT_TRUE(doc) << doc.error().message;
    EXPECT_EQ(doc->nameSpace, "zdoom");
    ASSERT_EQ(doc->blocks.size(), 15u);
    EXPECT_EQ(doc->blocks[2].type, "vertex");
    EXPECT_EQ(doc->blocks[2].find("y")->number, 16);
    EXPECT_EQ(doc->blocks[2].line, 5);
    EXPECT_EQ(doc->blocks[3].find("blocking")->text, "true");
}

TEST(Udmf, ImportsIntoTheModel)
{
    auto m = importUdmf(kTriangle);
    ASSERT_TRUE(m) << m.error().message;
    ASSERT_EQ(m->vertices.size(), 3u);
    EXPECT_EQ(m->vertices[1].pos, sw::Vec2(0, 128.5));
    ASSERT_EQ(m->walls.size(), 3u);
    EXPECT_TRUE(m->walls[0].blocking());
    EXPECT_EQ(m->walls[0].front.middle, "STONE2");
    EXPECT_EQ(m->walls[0].front.offsetX, 8);
    EXPECT_EQ(m->walls[1].backSector, 1);
    EXPECT_EQ(m->walls[1].special, 12);
    EXPECT_EQ(m->walls[1].tag, 4);
    EXPECT_EQ(m->walls[1].back.upper, "");
    ASSERT_EQ(m->sectors.size(), 2u);
    EXPECT_EQ(m->sectors[0].floorHeight, 8);
    EXPECT_EQ(m->sectors[0].light, 192);
    EXPECT_EQ(m->sectors[0].tag, 9);
    EXPECT_EQ(m->sectors[1].ceilingHeight, 0) << "UDMF's default";
    ASSERT_EQ(m->things.size(), 2u);
    EXPECT_EQ(m->things[0].flags, 2u);
    EXPECT_EQ(m->things[1].flags, 8u | 16u);
    ASSERT_TRUE(m->playerStart);
    EXPECT_EQ(m->playerStart->angle, 270);
}

TEST(Udmf, SyntaxErrorsGiveTheLine)
{
    auto doc = sw::parseUdmf("namespace = \"doom\";\nvertex { x = 1; y = 2 }\n", "T");
    ASSERT_FALSE(doc);
    EXPECT_EQ(doc.error().message, "T, line 2: expected ';' after a value.");
    EXPECT_EQ(sw::parseUdmf("vertex { x = 1;", "T").error().message,
              "T, line 1: the vertex block is never closed.");
    EXPECT_EQ(sw::parseUdmf("a = \"open", "T").error().message, "T, line 1: a string is never closed.");
    EXPECT_EQ(sw::parseUdmf("/* forever", "T").error().message,
              "T, line 1: a /* comment is never closed.");
    EXPECT_EQ(sw::parseUdmf("x = 12abc;", "T").error().message, "T, line 1: \"12abc\" is not a number.");
    EXPECT_EQ(sw::parseUdmf("x = 1; $", "T").error().message, "T, line 1: unexpected character '$'.");
}

TEST(Udmf, BadReferencesAndTypesAreNamed)
{
    auto badSide = importUdmf("vertex{x=0;y=0;} vertex{x=1;y=0;} linedef{v1=0;v2=1;sidefront=5;}"
                              "sector{} sidedef{sector=0;}");
    ASSERT_FALSE(badSide);
    EXPECT_EQ(badSide.error().message, "udmf.wad, map MAP01, TEXTMAP: linedef 0 refers to sidedef 5, "
                                       "but the map has 1 sidedefs.");
    auto noX = importUdmf("vertex { y = 0; }");
    ASSERT_FALSE(noX);
    EXPECT_EQ(noX.error().message, "udmf.wad, map MAP01, TEXTMAP line 1: vertex has no \"x\".");
    auto textX = importUdmf("vertex { x = \"a\"; y = 0; }");
    ASSERT_FALSE(textX);
    EXPECT_EQ(textX.error().message,
              "udmf.wad, map MAP01, TEXTMAP line 1: vertex: \"x\" must be a number (line 1).");
    auto badVertex = importUdmf("vertex{x=0;y=0;} linedef{v1=0;v2=3;sidefront=0;} sidedef{sector=0;} "
                                "sector{}");
    ASSERT_FALSE(badVertex);
    EXPECT_EQ(badVertex.error().message,
              "udmf.wad, map MAP01: wall 0 refers to vertex 3, but the map has 1 vertices.");
}
