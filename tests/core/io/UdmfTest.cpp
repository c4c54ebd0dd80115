#include "io/DoomImport.h"
#include "io/Udmf.h"
#include "io/Wad.h"

#include "core/support/WadBuilder.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>

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

namespace {

// Records what scanUdmf hands over, as text, in order.
class Recorder : public sw::UdmfHandler {
public:
    void assignment(const sw::UdmfFieldView& f) override { out.push_back("global " + field(f)); }
    void block(const sw::UdmfBlockView& b) override
    {
        out.push_back("block " + std::string(b.type) + " line " + std::to_string(b.line));
        for (const sw::UdmfFieldView& f : b.fields)
            out.push_back("  " + field(f));
    }
    std::vector<std::string> out;

private:
    static std::string field(const sw::UdmfFieldView& f)
    {
        const char* kinds[] = {"number", "string", "keyword"};
        return std::string(f.key) + " " + kinds[static_cast<int>(f.kind)] + " raw=" +
               std::string(f.raw) + " text=" + f.text() + " line " + std::to_string(f.line);
    }
};

} // namespace

TEST(Udmf, ScanHandsOverEveryFieldInFileOrder)
{
    const char* text = "Namespace = \"ZDoom\";\n"
                       "myEditor_Extension\n{\n  Key1 = 0x10; // a hex number\n"
                       "  Label = \"say \\\"hi\\\"\"; Flag = TRUE;\n  key1 = -2.50;\n}\n"
                       "version = 3;\n";
    Recorder r;
    ASSERT_TRUE(sw::scanUdmf(text, "T", r));
    const std::vector<std::string> expected = {
        "global Namespace string raw=\"ZDoom\" text=ZDoom line 1",
        "block myEditor_Extension line 2",
        "  Key1 number raw=0x10 text=0x10 line 4",
        "  Label string raw=\"say \\\"hi\\\"\" text=say \"hi\" line 5",
        "  Flag keyword raw=TRUE text=true line 5",
        "  key1 number raw=-2.50 text=-2.50 line 6",
        "global version number raw=3 text=3 line 8",
    };
    EXPECT_EQ(r.out, expected);
}

TEST(Udmf, BlockViewsMatchTypesAndKeywordsInAnyCase)
{
    class Finder : public sw::UdmfHandler {
    public:
        void assignment(const sw::UdmfFieldView&) override {}
        void block(const sw::UdmfBlockView& b) override
        {
            EXPECT_TRUE(b.is("vertex"));
            EXPECT_FALSE(b.is("vert"));
            ASSERT_EQ(b.fields.size(), 4u);
            EXPECT_TRUE(b.fields[2].is("flag"));
            EXPECT_TRUE(b.fields[2].isTrue());
            EXPECT_FALSE(b.fields[3].isTrue()) << "a string \"true\" is not the keyword";
            ++blocks;
        }
        int blocks = 0;
    } finder;
    ASSERT_TRUE(sw::scanUdmf("VERTEX { X = 1; x = 3; FLAG = True; other = \"true\"; }", "T",
                             finder));
    EXPECT_EQ(finder.blocks, 1);
}

// Keys in any case; a key given twice takes its last value, as in other UDMF readers, and
// counts as known either way (not kept as an unknown field).
TEST(Udmf, ImportTakesKeysInAnyCaseAndTheLastAssignmentWins)
{
    auto map = importUdmf("VERTEX { X = 1; x = 3; Y = 4; } vertex { x = 0; y = 0; y = -2; }"
                          "vertex { x = 8; y = 0; } sector { HeightFloor = 8; heightfloor = 16; }"
                          "sidedef { sector = 0; } sidedef { sector = 0; }"
                          "linedef { v1 = 0; v2 = 1; SideFront = 0; Blocking = true; "
                          "blocking = false; } linedef { v1 = 1; v2 = 2; sidefront = 1; }");
    ASSERT_TRUE(map) << map.error().message;
    EXPECT_EQ(map->vertices[0].pos, sw::Vec2(3, 4));
    EXPECT_EQ(map->vertices[1].pos, sw::Vec2(0, -2));
    EXPECT_EQ(map->sectors[0].floorHeight, 16);
    EXPECT_FALSE(map->walls[0].blocking());
    EXPECT_TRUE(map->vertices[0].extra.empty());
    EXPECT_TRUE(map->sectors[0].extra.empty());
    EXPECT_TRUE(map->walls[0].extra.empty());
}

TEST(Udmf, DocumentKeepsTheRawValuesAndTheTopLevelAssignments)
{
    auto doc = sw::parseUdmf("namespace = \"doom\"; a = 1.50; thing { Type = 3004; s = \"x\\\\y\"; }",
                             "T");
    ASSERT_TRUE(doc) << doc.error().message;
    ASSERT_EQ(doc->globals.size(), 2u);
    EXPECT_EQ(doc->globals[0].key, "namespace");
    EXPECT_EQ(doc->globals[1].value.raw, "1.50");
    EXPECT_EQ(doc->globals[1].value.number, 1.5);
    ASSERT_EQ(doc->blocks.size(), 1u);
    EXPECT_EQ(doc->blocks[0].fields[0].key, "type");
    EXPECT_EQ(doc->blocks[0].fields[1].value.text, "x\\y");
    EXPECT_EQ(doc->blocks[0].fields[1].value.raw, "\"x\\\\y\"");
}

// The parser reads the common forms itself; every number must still be the double strtod reads,
// and what strtod refuses (trailing characters, out of range) is still refused.
TEST(Udmf, NumbersAreTheDoublesStrtodReads)
{
    std::vector<std::string> numbers = {"0",        "-0",       "7",         "-7.",
                                        ".5",       "-.25",     "+5",        "0x1F",
                                        "1e3",      "-2.5E-3",  "1e400",     "1e-400",
                                        "4.9e-324", "0.1",      "123456789012345",
                                        "1234567890123456789",  "0.30000000000000004",
                                        "9007199254740993",     "-",         "1.2.3",
                                        "12abc",    "-inf",     "00012",     "3.14159265358979"};
    std::uint64_t seed = 7;
    auto next = [&seed] {
        seed = seed * 6364136223846793005ull + 1442695040888963407ull;
        return seed >> 33;
    };
    for (int i = 0; i < 20000; ++i) {
        std::string s = (next() % 2) ? "-" : "";
        s += std::to_string(next() % 100000000);
        if (next() % 2) {
            s += ".";
            for (std::uint64_t d = next() % 12; d-- > 0;)
                s += static_cast<char>('0' + next() % 10);
        }
        numbers.push_back(s);
    }
    for (const std::string& s : numbers) {
        char* end = nullptr;
        errno = 0;
        const double expected = std::strtod(s.c_str(), &end);
        const bool valid = end == s.c_str() + s.size() && errno != ERANGE;
        auto doc = sw::parseUdmf("x = " + s + ";", "T");
        ASSERT_EQ(static_cast<bool>(doc), valid) << s;
        if (!valid) {
            EXPECT_EQ(doc.error().message, "T, line 1: \"" + s + "\" is not a number.");
            continue;
        }
        const double got = doc->globals[0].value.number;
        EXPECT_TRUE(std::memcmp(&got, &expected, sizeof got) == 0 || (got != got && expected != expected))
            << s << ": " << got << " != " << expected;
    }
}

namespace {

// A UDMF map of `rooms` square rooms in a row, written as editors write it (linedefs, then
// sidedefs, vertices, sectors), some lines and sides with fields the model does not know, and
// the last line sharing the first line's sidedef.
std::string roomsText(int rooms)
{
    std::string t = "namespace = \"zdoom\";\n";
    for (int r = 0; r < rooms; ++r)
        for (int k = 0; k < 4; ++k) {
            const int i = 4 * r + k;
            const std::string comment =
                i % 7 == 0 ? " comment = \"line " + std::to_string(i) + "\";" : "";
            t += "linedef { v1 = " + std::to_string(i) +
                 "; v2 = " + std::to_string(4 * r + (k + 1) % 4) +
                 "; sidefront = " + std::to_string(i) + "; blocking = true;" + comment + " }\n";
        }
    t += "linedef { v1 = 1; v2 = 0; sidefront = 0; }\n";
    for (int r = 0; r < rooms; ++r)
        for (int k = 0; k < 4; ++k) {
            const int i = 4 * r + k;
            t += "sidedef { sector = " + std::to_string(r) +
                 "; texturemiddle = \"STARTAN3\"; offsetx = " + std::to_string(i % 64) + ";" +
                 (i % 5 == 0 ? " light = " + std::to_string(i % 256) + ";" : "") + " }\n";
        }
    for (int r = 0; r < rooms; ++r) {
        const int x = 256 * r;
        for (const auto& [dx, dy] : {std::pair{0, 0}, {0, 128}, {128, 128}, {128, 0}})
            t += "vertex { x = " + std::to_string(x + dx) + ".0; y = " + std::to_string(dy) +
                 ".0; }\n";
    }
    for (int r = 0; r < rooms; ++r)
        t += "sector { heightfloor = " + std::to_string(r % 32) +
             "; heightceiling = 128; texturefloor = \"FLOOR4_8\"; "
             "textureceiling = \"CEIL3_5\"; }\n";
    return t;
}

} // namespace

// A WAD read for the import alone hands the text back as it is read; the map must be the same
// as the one read from a WAD that keeps it, unknown fields included.
TEST(Udmf, ImportThatConsumesTheTextGivesTheSameMap)
{
    const std::string text = roomsText(12000); // about 10 MB: several discarded steps
    ASSERT_GT(text.size(), std::size_t(8) << 20);
    auto kept = sw::Wad::fromBytes(udmfWad(text), "udmf.wad");
    auto consumed = sw::Wad::fromBytes(udmfWad(text), "udmf.wad");
    ASSERT_TRUE(kept && consumed);
    const auto a = sw::importWadMap(*kept, kept->maps()[0]);
    const sw::WadMapEntry& entry = consumed->maps()[0];
    const auto textLump = static_cast<std::size_t>(consumed->findMapLump(entry, "TEXTMAP"));
    const auto b = sw::importWadMap(std::move(*consumed), entry);
    ASSERT_TRUE(a) << a.error().message;
    ASSERT_TRUE(b) << b.error().message;
    EXPECT_EQ(a->vertices, b->vertices);
    EXPECT_EQ(a->walls, b->walls);
    EXPECT_EQ(a->sectors, b->sectors);
    EXPECT_EQ(a->udmfNamespace, b->udmfNamespace);

    // Unknown fields of lines and of sides land on the right walls; a shared side gives its
    // fields to both.
    ASSERT_EQ(b->walls.size(), 4u * 12000 + 1);
    const auto fields = [](const std::vector<sw::ExtraField>& f) {
        std::string out;
        for (const sw::ExtraField& e : f)
            out += e.key + "=" + e.value + ";";
        return out;
    };
    EXPECT_EQ(fields(b->walls[0].extra), "comment=\"line 0\";");
    EXPECT_EQ(fields(b->walls[7].extra), "comment=\"line 7\";");
    EXPECT_EQ(fields(b->walls[8].extra), "");
    EXPECT_EQ(fields(b->walls[5].front.extra), "light=5;");
    EXPECT_EQ(fields(b->walls[6].front.extra), "");
    EXPECT_EQ(fields(b->walls.back().front.extra), "light=0;");
    EXPECT_EQ(b->walls.back().front.middle, "STARTAN3");

#if defined(__linux__)
    // The text read was handed back: its first megabytes now read as zeros.
    const auto bytes = consumed->lumpData(textLump);
    const std::size_t probe = std::size_t(1) << 20;
    EXPECT_TRUE(std::all_of(bytes.begin() + probe, bytes.begin() + 2 * probe,
                            [](std::uint8_t c) { return c == 0; }));
#else
    (void)textLump;
#endif
}
