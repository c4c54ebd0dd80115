// Vanilla WAD import, and every way a WAD can be broken.
#include "io/DoomImport.h"
#include "io/MapSource.h"
#include "io/Wad.h"

#include "core/support/WadBuilder.h"

#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>

using swtest::WadBuilder;

namespace {

std::vector<std::uint8_t> squareRoomWad()
{
    WadBuilder b;
    addSquareRoomMap(b, "MAP01");
    return b.build();
}

// Offset of lump `name`'s directory entry inside WAD bytes built by WadBuilder.
std::size_t dirEntry(const std::vector<std::uint8_t>& wad, const std::string& name)
{
    const std::uint32_t count = wad[4] | wad[5] << 8 | wad[6] << 16 | std::uint32_t(wad[7]) << 24;
    const std::uint32_t dir = wad[8] | wad[9] << 8 | wad[10] << 16 | std::uint32_t(wad[11]) << 24;
    for (std::uint32_t i = 0; i < count; ++i) {
        const std::size_t e = dir + i * 16;
        if (std::string(reinterpret_cast<const char*>(&wad[e + 8])).substr(0, name.size()) == name)
            return e;
    }
    ADD_FAILURE() << "no lump " << name;
    return 0;
}

std::uint32_t lumpOffset(const std::vector<std::uint8_t>& wad, const std::string& name)
{
    const std::size_t e = dirEntry(wad, name);
    return wad[e] | wad[e + 1] << 8 | wad[e + 2] << 16 | std::uint32_t(wad[e + 3]) << 24;
}

void put16(std::vector<std::uint8_t>& wad, std::size_t at, int v)
{
    wad[at] = static_cast<std::uint8_t>(v & 0xFF);
    wad[at + 1] = static_cast<std::uint8_t>((v >> 8) & 0xFF);
}

void put32(std::vector<std::uint8_t>& wad, std::size_t at, std::uint32_t v)
{
    for (int i = 0; i < 4; ++i)
        wad[at + i] = static_cast<std::uint8_t>((v >> (8 * i)) & 0xFF);
}

std::string importError(std::vector<std::uint8_t> bytes, const std::string& map = "MAP01")
{
    auto wad = sw::Wad::fromBytes(std::move(bytes), "test.wad");
    if (!wad)
        return wad.error().message;
    const sw::WadMapEntry* entry = wad->findMap(map);
    if (!entry)
        return "no map " + map;
    auto m = sw::importWadMap(*wad, *entry);
    EXPECT_FALSE(m) << "this WAD must be refused";
    return m ? std::string() : m.error().message;
}

std::string tempPath(const std::string& name)
{
    return (std::filesystem::temp_directory_path() /
            ("stepwise-wad-" + std::to_string(::getpid()) + "-" + name))
        .string();
}

} // namespace

TEST(WadImport, ImportsASquareRoomKeepingOrder)
{
    auto wad = sw::Wad::fromBytes(squareRoomWad(), "room.wad");
    ASSERT_TRUE(wad) << wad.error().message;
    ASSERT_EQ(wad->maps().size(), 1u);
    EXPECT_EQ(wad->maps()[0].name, "MAP01");
    EXPECT_EQ(wad->maps()[0].format, sw::WadMapFormat::Doom);
    auto m = sw::importWadMap(*wad, wad->maps()[0]);
    ASSERT_TRUE(m) << m.error().message;
    EXPECT_EQ(m->name, "MAP01");
    EXPECT_EQ(m->vertices.size(), 8u) << "the unused trailing vertex is dropped";
    ASSERT_EQ(m->walls.size(), 8u);
    ASSERT_EQ(m->sectors.size(), 2u);
    ASSERT_EQ(m->things.size(), 2u);
    EXPECT_TRUE(m->walls[0].blocking());
    EXPECT_FALSE(m->walls[0].twoSided());
    EXPECT_EQ(m->walls[0].front.middle, "STARTAN3");
    EXPECT_FALSE(m->walls[4].blocking());
    EXPECT_EQ(m->walls[4].frontSector, 1);
    EXPECT_EQ(m->walls[4].backSector, 0);
    EXPECT_EQ(m->walls[4].front.middle, "") << "\"-\" means no texture";
    EXPECT_EQ(m->walls[4].flags, 0u) << "the two-sided bit is implied by the back sector";
    EXPECT_EQ(m->sectors[1].floorHeight, 16);
    EXPECT_EQ(m->sectors[1].tag, 7);
    EXPECT_EQ(m->sectors[0].floorMaterial, "FLOOR4_8");
    EXPECT_EQ(m->things[0].type, 2001);
    ASSERT_TRUE(m->playerStart.has_value());
    EXPECT_EQ(m->playerStart->pos, sw::Vec2(32, 224));
    EXPECT_EQ(m->playerStart->angle, 0);
}

// A name field is its bytes up to the first 0: what follows a 0 is not part of it, all eight
// bytes are when there is none, "-" is no texture, and bytes above 127 are kept as they are.
// Fields that differ only after their 0 give the same name; names that differ anywhere before
// it stay apart.
TEST(WadImport, NameFieldsEndAtTheirFirstZero)
{
    std::vector<std::uint8_t> bytes = squareRoomWad();
    const std::uint32_t sides = lumpOffset(bytes, "SIDEDEFS");
    auto setName = [&](std::size_t side, std::size_t field, const char(&raw)[9]) {
        std::memcpy(&bytes[sides + side * 30 + field], raw, 8);
    };
    setName(0, 20, "AB\0XYZ12");      // middle of the wall 0's front
    setName(1, 20, "AB\0\0\0\0\0\0"); // the same name, other bytes after the 0
    setName(2, 20, "ABCDEFGH");       // eight bytes, no 0
    setName(3, 20, "ABCDEFG\0");      // not the same as the one before
    setName(4, 4, "-\0garbag");       // upper of the two-sided wall's front: none
    setName(5, 4, "\xC4\xD6\0abcde");
    auto wad = sw::Wad::fromBytes(std::move(bytes), "names.wad");
    ASSERT_TRUE(wad) << wad.error().message;
    auto m = sw::importWadMap(*wad, wad->maps()[0]);
    ASSERT_TRUE(m) << m.error().message;
    auto sideOf = [&](std::size_t sidedef) -> const sw::WallSide& {
        for (const sw::Wall& w : m->walls) {
            if (w.frontSidedef == static_cast<sw::Index>(sidedef))
                return w.front;
            if (w.backSidedef == static_cast<sw::Index>(sidedef))
                return w.back;
        }
        ADD_FAILURE() << "no wall uses sidedef " << sidedef;
        return m->walls[0].front;
    };
    EXPECT_EQ(sideOf(0).middle, "AB");
    EXPECT_EQ(sideOf(1).middle, "AB");
    EXPECT_EQ(sideOf(2).middle, "ABCDEFGH");
    EXPECT_EQ(sideOf(3).middle, "ABCDEFG");
    EXPECT_EQ(sideOf(4).upper, "");
    EXPECT_EQ(sideOf(5).upper, "\xC4\xD6");
}

TEST(WadImport, TooShortForAHeader)
{
    EXPECT_EQ(importError({'P', 'W', 'A', 'D', 0}),
              "test.wad: the file is 5 bytes, too short for a WAD header (12 bytes).");
}

TEST(WadImport, NotAWad)
{
    std::vector<std::uint8_t> bytes(64, 'x');
    EXPECT_EQ(importError(bytes), "test.wad: not a WAD file (it does not start with IWAD or PWAD).");
}

TEST(WadImport, TruncatedFile)
{
    auto bytes = squareRoomWad();
    bytes.resize(bytes.size() - 20);
    EXPECT_NE(importError(bytes).find("runs past the end of the file"), std::string::npos);
}

TEST(WadImport, AbsurdLumpCountIsRefusedBeforeAllocating)
{
    auto bytes = squareRoomWad();
    put32(bytes, 4, 0x7FFFFFFF);
    EXPECT_NE(importError(bytes).find("declares 2147483647 lumps"), std::string::npos);
}

TEST(WadImport, LumpOutsideTheFile)
{
    auto bytes = squareRoomWad();
    const std::size_t e = dirEntry(bytes, "LINEDEFS");
    put32(bytes, e, 0xFFFFFF00u);
    EXPECT_EQ(importError(bytes),
              "test.wad: lump 2 (LINEDEFS) claims 112 bytes at offset 4294967040, outside the file (" +
                  std::to_string(bytes.size()) + " bytes).");
}

TEST(WadImport, LumpSizeNotAMultipleOfTheRecord)
{
    auto bytes = squareRoomWad();
    const std::size_t e = dirEntry(bytes, "LINEDEFS");
    put32(bytes, e + 4, 111);
    EXPECT_EQ(importError(bytes), "test.wad, map MAP01, LINEDEFS: the lump is 111 bytes, not a "
                                  "multiple of the 14-byte record size.");
}

TEST(WadImport, VertexIndexOutOfRange)
{
    auto bytes = squareRoomWad();
    put16(bytes, lumpOffset(bytes, "LINEDEFS") + 3 * 14 + 2, 500);
    EXPECT_EQ(importError(bytes), "test.wad, map MAP01, LINEDEFS: linedef 3 refers to vertex 500, "
                                  "but the map has 9 vertices.");
}

TEST(WadImport, SidedefIndexOutOfRange)
{
    auto bytes = squareRoomWad();
    put16(bytes, lumpOffset(bytes, "LINEDEFS") + 5 * 14 + 12, 77);
    EXPECT_EQ(importError(bytes), "test.wad, map MAP01, LINEDEFS: linedef 5 refers to sidedef 77, "
                                  "but the map has 12 sidedefs.");
}

TEST(WadImport, MissingFrontSide)
{
    auto bytes = squareRoomWad();
    put16(bytes, lumpOffset(bytes, "LINEDEFS") + 1 * 14 + 10, 0xFFFF);
    EXPECT_EQ(importError(bytes),
              "test.wad, map MAP01, LINEDEFS: linedef 1 has no front (right) sidedef.");
}

TEST(WadImport, SectorIndexOutOfRange)
{
    auto bytes = squareRoomWad();
    put16(bytes, lumpOffset(bytes, "SIDEDEFS") + 6 * 30 + 28, 3);
    EXPECT_EQ(importError(bytes), "test.wad, map MAP01, SIDEDEFS: sidedef 6 refers to sector 3, "
                                  "but the map has 2 sectors.");
}

TEST(WadImport, MissingLump)
{
    WadBuilder b;
    b.addLump("MAP01");
    b.addLump("THINGS");
    b.addLump("LINEDEFS");
    EXPECT_EQ(importError(b.build()), "test.wad, map MAP01: the VERTEXES lump is missing.");
}

TEST(WadImport, ChoosingAMapFromSeveral)
{
    WadBuilder b;
    addSquareRoomMap(b, "E1M1");
    b.addLump("DEMO1", {1, 2, 3});
    addSquareRoomMap(b, "E1M2");
    const std::string path = tempPath("two.wad");
    swtest::writeFile(path, b.build());

    auto names = sw::listWadMaps(path);
    ASSERT_TRUE(names) << names.error().message;
    EXPECT_EQ(*names, (std::vector<std::string>{"E1M1", "E1M2"}));

    auto ambiguous = sw::loadMap(path);
    ASSERT_FALSE(ambiguous);
    EXPECT_EQ(ambiguous.error().message,
              path + ": the WAD holds 2 maps (E1M1, E1M2); choose one with --map NAME.");

    auto second = sw::loadMap(path, std::string("e1m2"));
    ASSERT_TRUE(second) << second.error().message;
    EXPECT_EQ(second->name, "E1M2");

    auto missing = sw::loadMap(path, std::string("MAP07"));
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().message, path + ": the WAD holds no map called MAP07 (it holds E1M1, E1M2).");
    std::filesystem::remove(path);
}

TEST(WadImport, WadWithoutMaps)
{
    WadBuilder b;
    b.addLump("PLAYPAL", std::vector<std::uint8_t>(768, 0));
    const std::string path = tempPath("nomaps.wad");
    swtest::writeFile(path, b.build("IWAD"));
    auto m = sw::loadMap(path);
    ASSERT_FALSE(m);
    EXPECT_EQ(m.error().message, path + ": the WAD holds no maps.");
    std::filesystem::remove(path);
}

TEST(WadImport, UnknownFileKind)
{
    const std::string path = tempPath("garbage.bin");
    swtest::writeFile(path, std::string("\x01\x02garbage"));
    auto m = sw::loadMap(path);
    ASSERT_FALSE(m);
    EXPECT_EQ(m.error().message, path + ": not a map file (expected a Stepwise .swmap or a Doom WAD).");
    std::filesystem::remove(path);
    auto missing = sw::loadMap(path);
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().message, path + ": cannot open the file (No such file or directory).");
}

// Every single-byte corruption of the directory and every truncation must give an error or a
// valid map: never a crash (the sanitizer build turns silent memory errors into failures).
TEST(WadImport, SurvivesEveryTruncationAndDirectoryCorruption)
{
    const auto good = squareRoomWad();
    for (std::size_t n = 0; n < good.size(); n += 3) {
        std::vector<std::uint8_t> cut(good.begin(), good.begin() + static_cast<long>(n));
        auto wad = sw::Wad::fromBytes(cut, "cut.wad");
        if (wad)
            for (const auto& entry : wad->maps())
                (void)sw::importWadMap(*wad, entry);
    }
    const std::size_t dir = good[8] | good[9] << 8 | good[10] << 16 | std::size_t(good[11]) << 24;
    for (std::size_t at = dir; at < good.size(); ++at)
        for (std::uint8_t v : {std::uint8_t(0), std::uint8_t(0x7F), std::uint8_t(0xFF)}) {
            auto bad = good;
            bad[at] = v;
            auto wad = sw::Wad::fromBytes(bad, "bad.wad");
            if (wad)
                for (const auto& entry : wad->maps()) {
                    auto m = sw::importWadMap(*wad, entry);
                    if (m) {
                        EXPECT_FALSE(m->walls.empty());
                    }
                }
        }
}

namespace {

// Every lump of `lean` has the name of the same lump of `full`; map lumps have no bytes and
// every other lump the same bytes. Returns the number of bytes left out.
std::size_t expectSameLumpsWithoutMapData(const sw::Wad& full, const sw::Wad& lean)
{
    EXPECT_EQ(lean.isIwad(), full.isIwad());
    EXPECT_EQ(lean.lumps().size(), full.lumps().size());
    EXPECT_EQ(lean.maps().size(), full.maps().size());
    std::vector<bool> inMap(full.lumps().size(), false);
    for (const sw::WadMapEntry& m : full.maps())
        for (std::size_t i = m.markerLump + 1; i < m.endLump; ++i)
            inMap[i] = true;
    std::size_t left = 0;
    for (std::size_t i = 0; i < full.lumps().size() && i < lean.lumps().size(); ++i) {
        EXPECT_EQ(lean.lumps()[i].name, full.lumps()[i].name);
        const auto a = full.lumpData(i), b = lean.lumpData(i);
        if (inMap[i]) {
            EXPECT_TRUE(b.empty()) << full.lumps()[i].name;
            left += a.size();
        } else {
            EXPECT_TRUE(std::equal(a.begin(), a.end(), b.begin(), b.end())) << full.lumps()[i].name;
        }
    }
    return left;
}

} // namespace

TEST(WadImport, ResourceReadingLeavesOutTheMapsBytes)
{
    WadBuilder b;
    b.addLump("PLAYPAL", std::vector<std::uint8_t>(768, 7));
    addSquareRoomMap(b, "MAP01");
    b.addLump("MAP02");
    const std::string text = "namespace = \"doom\";\n";
    b.addLump("TEXTMAP", std::vector<std::uint8_t>(text.begin(), text.end()));
    b.addLump("ENDMAP");
    b.addLump("F_START");
    b.addLump("FLAT1", std::vector<std::uint8_t>(4096, 3));
    b.addLump("F_END");
    const std::string path = tempPath("resources.wad");
    swtest::writeFile(path, b.build());

    auto full = sw::Wad::load(path);
    auto lean = sw::Wad::loadWithoutMapData(path);
    ASSERT_TRUE(full) << full.error().message;
    ASSERT_TRUE(lean);
    EXPECT_GT(expectSameLumpsWithoutMapData(*full, *lean), text.size());
    EXPECT_EQ(lean->maps().size(), 2u);
    std::filesystem::remove(path);

    // A broken file gives nothing (load() then says what is wrong).
    swtest::writeFile(path, std::vector<std::uint8_t>{'P', 'W', 'A', 'D', 9, 0, 0, 0});
    EXPECT_FALSE(sw::Wad::loadWithoutMapData(path));
    EXPECT_FALSE(sw::Wad::loadWithoutMapData(tempPath("missing.wad")));
    std::filesystem::remove(path);
}

TEST(WadImport, ReleasedDataIsReadFromTheFileItCameFrom)
{
    WadBuilder b;
    b.addLump("PLAYPAL", std::vector<std::uint8_t>(768, 7));
    addSquareRoomMap(b, "MAP01");
    b.addLump("F_START");
    b.addLump("FLAT1", std::vector<std::uint8_t>(4096, 3));
    b.addLump("FLAT2", std::vector<std::uint8_t>(4096, 9));
    b.addLump("F_END");
    const std::string path = tempPath("released.wad");
    swtest::writeFile(path, b.build());
    auto lean = sw::Wad::loadWithoutMapData(path);
    ASSERT_TRUE(lean);
    const auto flat2 = static_cast<std::size_t>(lean->lumps().size() - 2);
    ASSERT_EQ(lean->lumps()[flat2].name, "FLAT2");
    const std::vector<std::uint8_t> held(lean->lumpData(flat2).begin(),
                                         lean->lumpData(flat2).end());
    lean->releaseData();
    EXPECT_TRUE(lean->dataReleased());
    EXPECT_TRUE(lean->lumpData(flat2).empty());
    auto again = lean->readLump(flat2);
    ASSERT_TRUE(again) << again.error().message;
    EXPECT_EQ(*again, held);
    EXPECT_EQ(lean->maps().size(), 1u); // the directory stays

    // Another file put in its place by name: the open file is still the one read.
    const std::string other = tempPath("released-other.wad");
    swtest::writeFile(other, std::vector<std::uint8_t>(64, 1));
    std::filesystem::rename(other, path);
    again = lean->readLump(flat2);
    ASSERT_TRUE(again) << again.error().message;
    EXPECT_EQ(*again, held);
    std::filesystem::remove(path);

    // The file cut short in place: a clear error, no bytes made up.
    swtest::writeFile(path, b.build());
    auto cut = sw::Wad::loadWithoutMapData(path);
    ASSERT_TRUE(cut);
    cut->releaseData();
    std::filesystem::resize_file(path, 100);
    const auto lost = cut->readLump(flat2);
    ASSERT_FALSE(lost);
    EXPECT_NE(lost.error().message.find("FLAT2"), std::string::npos) << lost.error().message;
    EXPECT_NE(lost.error().message.find("changed"), std::string::npos) << lost.error().message;
    std::filesystem::remove(path);

    // A WAD made in memory keeps its bytes: there is no file to read them from again.
    auto inMemory = sw::Wad::fromBytes(b.build(), "memory.wad");
    ASSERT_TRUE(inMemory);
    inMemory->releaseData();
    EXPECT_FALSE(inMemory->dataReleased());
    EXPECT_FALSE(inMemory->lumpData(flat2).empty());
    auto copy = inMemory->readLump(flat2);
    ASSERT_TRUE(copy);
    EXPECT_EQ(*copy, held);
}
