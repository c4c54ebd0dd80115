// Writing Doom-format maps: every Freedoom map writes back with its records unchanged and
// imports again as the same map; edited maps and maps that do not fit.
#include "doom/DoomExport.h"
#include "io/DoomImport.h"
#include "io/Wad.h"

#include "core/support/Freedoom.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace {

std::span<const std::uint8_t> lump(const sw::Wad& wad, const sw::WadMapEntry& map, const char* name)
{
    const std::ptrdiff_t i = wad.findMapLump(map, name);
    EXPECT_GE(i, 0) << map.name << " has no " << name;
    return i < 0 ? std::span<const std::uint8_t>() : wad.lumpData(static_cast<std::size_t>(i));
}

bool same(std::span<const std::uint8_t> a, std::span<const std::uint8_t> b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin());
}

// The PWAD exportDoomMap's lumps make, read back.
sw::Wad asWad(const sw::DoomMapExport& exported)
{
    auto wad = sw::Wad::fromBytes(sw::assembleWad(exported.lumps), "exported.wad");
    EXPECT_TRUE(wad) << wad.error().message;
    return std::move(*wad);
}

sw::Map importOnly(const sw::Wad& wad)
{
    EXPECT_EQ(wad.maps().size(), 1u);
    auto map = sw::importWadMap(wad, wad.maps().front());
    EXPECT_TRUE(map) << map.error().message;
    return map ? std::move(*map) : sw::Map{};
}

class FreedoomRoundTrip : public testing::TestWithParam<const char*> {};

} // namespace

TEST_P(FreedoomRoundTrip, EveryMapWritesBackItsRecordsUnchangedAndImportsAsTheSameMap)
{
    const std::string path = swtest::freedoomWad(GetParam());
    ASSERT_FALSE(path.empty()) << GetParam() << " is missing: install the Debian package freedoom";
    auto wad = sw::Wad::load(path);
    ASSERT_TRUE(wad) << wad.error().message;
    for (const sw::WadMapEntry& entry : wad->maps()) {
        SCOPED_TRACE(entry.name);
        auto map = sw::importWadMap(*wad, entry);
        ASSERT_TRUE(map) << map.error().message;
        auto exported = sw::exportDoomMap(*map);
        ASSERT_TRUE(exported) << exported.error().message;
        EXPECT_EQ(exported->stats.nodeFormat, "vanilla");
        const sw::Wad out = asWad(*exported);
        ASSERT_EQ(out.maps().size(), 1u);
        const sw::WadMapEntry& written = out.maps().front();
        EXPECT_EQ(written.name, entry.name);

        // The order Doom expects.
        const char* const order[] = {"THINGS", "LINEDEFS", "SIDEDEFS", "VERTEXES", "SEGS",
                                     "SSECTORS", "NODES",  "SECTORS",  "REJECT",   "BLOCKMAP"};
        ASSERT_EQ(written.endLump - written.markerLump, 11u);
        for (std::size_t k = 0; k < 10; ++k)
            EXPECT_EQ(out.lumps()[written.markerLump + 1 + k].name, order[k]);

        // Byte for byte where the model holds everything; VERTEXES begins with the originals.
        for (const char* name : {"THINGS", "LINEDEFS", "SIDEDEFS", "SECTORS"})
            EXPECT_TRUE(same(lump(out, written, name), lump(*wad, entry, name))) << name;
        const auto vOut = lump(out, written, "VERTEXES");
        const auto vIn = lump(*wad, entry, "VERTEXES");
        const std::size_t used = map->vertices.size() * 4;
        ASSERT_GE(vOut.size(), used);
        EXPECT_TRUE(same(vOut.first(used), vIn.first(used)));

        const std::size_t sectors = map->sectors.size();
        EXPECT_EQ(lump(out, written, "REJECT").size(), (sectors * sectors + 7) / 8);

        auto again = sw::importWadMap(out, written);
        ASSERT_TRUE(again) << again.error().message;
        EXPECT_TRUE(*again == *map);
    }
}

INSTANTIATE_TEST_SUITE_P(Wads, FreedoomRoundTrip,
                         testing::Values("freedoom1.wad", "freedoom2.wad"),
                         [](const auto& param) { return std::string(param.param).substr(0, 9); });

namespace {

// Two rooms side by side sharing a two-sided wall, as a map made in Stepwise.
sw::Map twoRooms()
{
    sw::Map m;
    m.name = "MAP01";
    for (auto [x, y] : {std::pair{0, 0}, {256, 0}, {256, 256}, {0, 256}, {512, 0}, {512, 256}})
        m.vertices.push_back({{double(x), double(y)}});
    m.sectors.push_back({0, 128, "FLOOR4_8", "CEIL3_5", 160, 0, 0, ""});
    m.sectors.push_back({16, 128, "FLOOR4_8", "CEIL3_5", 192, 0, 0, ""});
    auto wall = [&](sw::Index a, sw::Index b, sw::Index front, sw::Index back) {
        sw::Wall w;
        w.v1 = a;
        w.v2 = b;
        w.frontSector = front;
        w.backSector = back;
        w.front.middle = back == sw::kNone ? "STARTAN3" : "";
        w.front.lower = back == sw::kNone ? "" : "STEP1";
        m.walls.push_back(w);
    };
    // Clockwise around each room, so the front (right) faces in.
    wall(0, 3, 0, sw::kNone);
    wall(3, 2, 0, sw::kNone);
    wall(2, 1, 0, 1);
    wall(1, 0, 0, sw::kNone);
    wall(2, 5, 1, sw::kNone);
    wall(5, 4, 1, sw::kNone);
    wall(4, 1, 1, sw::kNone);
    sw::Thing start;
    start.type = 1;
    start.pos = {64, 64};
    m.things.push_back(start);
    return m;
}

} // namespace

TEST(DoomExport, AMapMadeHereWritesAndImportsAsTheSameMapWithNumberedSidedefs)
{
    const sw::Map map = twoRooms();
    auto exported = sw::exportDoomMap(map);
    ASSERT_TRUE(exported) << exported.error().message;
    EXPECT_EQ(exported->stats.sidedefs, 8u);
    sw::Map again = importOnly(asWad(*exported));
    // The import adds what it learns from the file: its format, sidedef numbers, player start.
    EXPECT_EQ(again.sourceFormat, "doom");
    for (std::size_t i = 0; i < again.walls.size(); ++i) {
        EXPECT_NE(again.walls[i].frontSidedef, sw::kNone);
        again.walls[i].frontSidedef = again.walls[i].backSidedef = sw::kNone;
    }
    again.sourceFormat.clear();
    again.playerStart.reset();
    EXPECT_TRUE(again == map);
}

TEST(DoomExport, AnEditedImportKeepsSharedSidedefsAndNumbersNewSidesAfterTheOldOnes)
{
    sw::Map map = twoRooms();
    // As imported: wall i's front is sidedef i, the two-sided wall's back is 7; walls 0 and 6
    // share one sidedef, as compressed sidedefs do.
    for (std::size_t i = 0; i < map.walls.size(); ++i)
        map.walls[i].frontSidedef = static_cast<sw::Index>(i);
    map.walls[2].backSidedef = 7;
    map.walls[6].front = map.walls[0].front;
    map.walls[6].frontSidedef = 0;
    map.walls[6].frontSector = 0; // the same sector, or it is not the same sidedef
    auto shared = sw::exportDoomMap(map);
    ASSERT_TRUE(shared) << shared.error().message;
    EXPECT_EQ(shared->stats.sidedefs, 7u) << "slot 6 is unused and closed up";
    map.walls[6].frontSector = 1;
    // Now the two sides differ: wall 6 gets a new sidedef; deleting wall 3 frees its number.
    map.walls.erase(map.walls.begin() + 3);
    auto edited = sw::exportDoomMap(map);
    ASSERT_TRUE(edited) << edited.error().message;
    const sw::Map again = importOnly(asWad(*edited));
    ASSERT_EQ(again.walls.size(), map.walls.size());
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        EXPECT_EQ(again.walls[i].frontSector, map.walls[i].frontSector) << i;
        EXPECT_EQ(again.walls[i].backSector, map.walls[i].backSector) << i;
        EXPECT_EQ(again.walls[i].front, map.walls[i].front) << i;
    }
    EXPECT_EQ(again.walls[0].frontSidedef, 0);
    EXPECT_EQ(again.walls[1].frontSidedef, 1);
    EXPECT_EQ(again.walls[2].backSidedef, 5) << "7 moves down past the freed 3 and unused 6";
    EXPECT_EQ(again.walls[5].frontSidedef, 6) << "the changed side comes after the old ones";
}

TEST(DoomExport, AMapThatDoesNotFitIsRefusedNamingTheFirstElementAndSuggestingUdmf)
{
    sw::Map map = twoRooms();
    map.vertices[4].pos.x = 512.5;
    sw::DoomExportOptions doom;
    doom.format = sw::DoomExportFormat::Doom;
    auto r = sw::exportDoomMap(map, doom);
    ASSERT_FALSE(r);
    EXPECT_NE(r.error().message.find("vertex 4 at (512.5, 0)"), std::string::npos)
        << r.error().message;
    EXPECT_NE(r.error().message.find("UDMF"), std::string::npos);

    map = twoRooms();
    map.vertices[2].pos.y = 40000;
    r = sw::exportDoomMap(map, doom);
    ASSERT_FALSE(r);
    EXPECT_NE(r.error().message.find("-32768 to 32767"), std::string::npos) << r.error().message;

    map = twoRooms();
    map.walls[3].front.middle = "NINECHARS";
    r = sw::exportDoomMap(map, doom);
    ASSERT_FALSE(r);
    EXPECT_NE(r.error().message.find("wall 3 uses the name \"NINECHARS\""), std::string::npos)
        << r.error().message;

    map = twoRooms();
    map.vertices.resize(70000, map.vertices[0]);
    r = sw::exportDoomMap(map, doom);
    ASSERT_FALSE(r);
    EXPECT_NE(r.error().message.find("70000 vertices"), std::string::npos) << r.error().message;

    // Without a format asked for, a map made here that does not fit is written as UDMF.
    map = twoRooms();
    map.vertices[4].pos.x = 512.5;
    auto udmf = sw::exportDoomMap(map);
    ASSERT_TRUE(udmf) << udmf.error().message;
    EXPECT_EQ(udmf->stats.format, "udmf");
}

