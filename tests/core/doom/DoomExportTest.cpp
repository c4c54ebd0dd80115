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


namespace {

std::uint32_t u32At(std::span<const std::uint8_t> b, std::size_t at)
{
    return b[at] | b[at + 1] << 8 | b[at + 2] << 16 | std::uint32_t(b[at + 3]) << 24;
}

} // namespace

// Extended nodes are ZDoom's uncompressed XNOD in NODES, with empty SEGS and SSECTORS: the
// lump's counts are the tree's, its size is what they make, its subsectors' seg counts add up
// to the segs, every seg names a linedef of the map, and every child a node or subsector.
TEST(DoomExport, ExtendedNodesAreAnUncompressedXnodLump)
{
    const std::string path = swtest::freedoomWad("freedoom1.wad");
    ASSERT_FALSE(path.empty()) << "freedoom1.wad is missing: install the Debian package freedoom";
    auto wad = sw::Wad::load(path);
    ASSERT_TRUE(wad) << wad.error().message;
    auto map = sw::importWadMap(*wad, *wad->findMap("E1M1"));
    ASSERT_TRUE(map) << map.error().message;
    sw::DoomExportOptions options;
    options.nodes = sw::DoomExportNodes::Extended;
    auto exported = sw::exportDoomMap(*map, options);
    ASSERT_TRUE(exported) << exported.error().message;
    const sw::DoomExportStats& stats = exported->stats;
    EXPECT_EQ(stats.nodeFormat, "extended");
    const sw::Wad out = asWad(*exported);
    const sw::WadMapEntry& written = out.maps().front();
    EXPECT_TRUE(lump(out, written, "SEGS").empty());
    EXPECT_TRUE(lump(out, written, "SSECTORS").empty());

    const auto nodes = lump(out, written, "NODES");
    ASSERT_GE(nodes.size(), 12u);
    EXPECT_EQ(std::string(nodes.begin(), nodes.begin() + 4), "XNOD");
    std::size_t at = 4;
    EXPECT_EQ(u32At(nodes, at), map->vertices.size());
    const std::uint32_t added = u32At(nodes, at + 4);
    EXPECT_EQ(map->vertices.size() + added, stats.vertices);
    at += 8 + 8 * std::size_t(added);
    const std::uint32_t subsectors = u32At(nodes, at);
    EXPECT_EQ(subsectors, stats.subsectors);
    std::uint64_t segsInSubsectors = 0;
    for (std::uint32_t i = 0; i < subsectors; ++i)
        segsInSubsectors += u32At(nodes, at + 4 + 4 * std::size_t(i));
    at += 4 + 4 * std::size_t(subsectors);
    const std::uint32_t segs = u32At(nodes, at);
    EXPECT_EQ(segs, stats.segs);
    EXPECT_EQ(segsInSubsectors, segs);
    at += 4;
    for (std::uint32_t i = 0; i < segs; ++i) {
        const std::size_t s = at + 11 * std::size_t(i);
        const std::uint32_t vertices = map->vertices.size() + added;
        ASSERT_LT(u32At(nodes, s), vertices);
        ASSERT_LT(u32At(nodes, s + 4), vertices);
        ASSERT_LT(std::size_t(nodes[s + 8] | nodes[s + 9] << 8), map->walls.size());
        ASSERT_LE(nodes[s + 10], 1);
    }
    at += 11 * std::size_t(segs);
    const std::uint32_t count = u32At(nodes, at);
    EXPECT_EQ(count, stats.nodes);
    at += 4;
    ASSERT_EQ(nodes.size(), at + 32 * std::size_t(count)) << "nothing after the last node";
    for (std::uint32_t i = 0; i < count; ++i)
        for (int c = 0; c < 2; ++c) {
            const std::uint32_t child = u32At(nodes, at + 32 * std::size_t(i) + 24 + 4 * c);
            if (child & 0x80000000u)
                EXPECT_LT(child & 0x7FFFFFFFu, subsectors);
            else
                EXPECT_LT(child, i) << "a node's children come before it";
        }
}
