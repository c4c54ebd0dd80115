// Every map of the Freedoom IWADs imports, its counts match the WAD's lumps, and the .swmap
// it becomes round-trips byte for byte.
#include "io/DoomImport.h"
#include "io/SwmapFormat.h"
#include "io/Wad.h"
#include "io/WadWrite.h"

#include "core/support/Freedoom.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace {

struct Expected {
    const char* wad;
    std::size_t maps;
};

class FreedoomImport : public testing::TestWithParam<Expected> {};

std::size_t lumpRecords(const sw::Wad& wad, const sw::WadMapEntry& map, const char* lump,
                        std::size_t recordSize)
{
    const std::ptrdiff_t i = wad.findMapLump(map, lump);
    EXPECT_GE(i, 0) << map.name << " has no " << lump;
    return i < 0 ? 0 : wad.lumps()[static_cast<std::size_t>(i)].size / recordSize;
}

} // namespace

TEST_P(FreedoomImport, EveryMapImportsWithMatchingCountsAndRoundTrips)
{
    const std::string path = swtest::freedoomWad(GetParam().wad);
    ASSERT_FALSE(path.empty()) << GetParam().wad
                               << " is missing: install the Debian package freedoom "
                                  "(scripts/setup.sh does it)";
    auto wad = sw::Wad::load(path);
    ASSERT_TRUE(wad) << wad.error().message;
    ASSERT_EQ(wad->maps().size(), GetParam().maps);

    for (const sw::WadMapEntry& entry : wad->maps()) {
        SCOPED_TRACE(entry.name);
        auto map = sw::importWadMap(*wad, entry);
        ASSERT_TRUE(map) << map.error().message;

        EXPECT_EQ(map->walls.size(), lumpRecords(*wad, entry, "LINEDEFS", 14));
        EXPECT_EQ(map->sectors.size(), lumpRecords(*wad, entry, "SECTORS", 26));
        EXPECT_EQ(map->things.size(), lumpRecords(*wad, entry, "THINGS", 10));
        // Vertices keep their indices; only the node builder's trailing ones are dropped.
        sw::Index used = -1;
        for (const sw::Wall& w : map->walls)
            used = std::max({used, w.v1, w.v2});
        EXPECT_EQ(map->vertices.size(), static_cast<std::size_t>(used + 1));
        EXPECT_LE(map->vertices.size(), lumpRecords(*wad, entry, "VERTEXES", 4));
        EXPECT_TRUE(map->playerStart.has_value());

        const std::string text = sw::writeSwmap(*map);
        auto again = sw::readSwmap(text, entry.name + ".swmap");
        ASSERT_TRUE(again) << again.error().message;
        EXPECT_TRUE(*again == *map);
        EXPECT_EQ(sw::writeSwmap(*again), text) << "load then save must give identical bytes";
    }
}

INSTANTIATE_TEST_SUITE_P(Wads, FreedoomImport,
                         testing::Values(Expected{"freedoom1.wad", 36}, Expected{"freedoom2.wad", 32}),
                         [](const auto& param) { return std::string(param.param.wad).substr(0, 9); });

// Reading one map's lumps alone gives the same map as reading the whole WAD, for every map of
// both IWADs; a name that is not a map, or a file that is not a WAD, gives nothing.
TEST(WadMapOnly, ReadsTheSameMapAsTheWholeWad)
{
    int compared = 0;
    for (const char* file : {"freedoom1.wad", "freedoom2.wad"}) {
        const std::string path = swtest::freedoomWad(file);
        ASSERT_FALSE(path.empty()) << file << " is missing: run scripts/setup.sh";
        auto whole = sw::Wad::load(path);
        ASSERT_TRUE(whole) << whole.error().message;
        for (const sw::WadMapEntry& entry : whole->maps()) {
            auto one = sw::Wad::loadMapOnly(path, entry.name);
            ASSERT_TRUE(one) << file << " " << entry.name;
            ASSERT_EQ(one->maps().size(), 1u);
            auto a = sw::importWadMap(*whole, entry);
            auto b = sw::importWadMap(*one, one->maps().front());
            ASSERT_TRUE(a && b);
            EXPECT_EQ(sw::writeSwmap(*a), sw::writeSwmap(*b)) << file << " " << entry.name;
            ++compared;
        }
        EXPECT_FALSE(sw::Wad::loadMapOnly(path, "NOSUCHMAP"));
        EXPECT_FALSE(sw::Wad::loadMapOnly(path, "PLAYPAL")); // a lump, not a map
    }
    EXPECT_GT(compared, 60);
    EXPECT_FALSE(sw::Wad::loadMapOnly(std::string(STEPWISE_SOURCE_DIR) + "/README.md", "MAP01"));
    EXPECT_FALSE(sw::Wad::loadMapOnly("/nonexistent/file.wad", "MAP01"));
}

// Reading a map for import leaves out the old nodes, blockmap and reject and still gives the
// same map; with no name it takes the only map of a single-map WAD, and nothing from a WAD of
// several maps.
TEST(WadMapOnly, ImportReadingGivesTheSameMap)
{
    const std::string path = swtest::freedoomWad("freedoom2.wad");
    ASSERT_FALSE(path.empty()) << "freedoom2.wad is missing: run scripts/setup.sh";
    auto whole = sw::Wad::load(path);
    ASSERT_TRUE(whole) << whole.error().message;
    EXPECT_FALSE(sw::Wad::loadMapForImport(path, ""));
    int compared = 0;
    for (const sw::WadMapEntry& entry : whole->maps()) {
        auto one = sw::Wad::loadMapForImport(path, entry.name);
        ASSERT_TRUE(one) << entry.name;
        const sw::WadMapEntry& e = one->maps().front();
        const std::ptrdiff_t nodes = one->findMapLump(e, "NODES");
        ASSERT_GE(nodes, 0);
        EXPECT_TRUE(one->lumpData(static_cast<std::size_t>(nodes)).empty());
        auto a = sw::importWadMap(*whole, entry);
        auto b = sw::importWadMap(*one, e);
        ASSERT_TRUE(a && b);
        EXPECT_EQ(sw::writeSwmap(*a), sw::writeSwmap(*b)) << entry.name;
        ++compared;
    }
    EXPECT_EQ(compared, 32);

    // A single-map PWAD of MAP12 (the IWAD's bytes rewritten as a file of its own).
    auto map12 = sw::Wad::loadMapOnly(path, "MAP12");
    ASSERT_TRUE(map12);
    std::vector<sw::WadLumpData> lumps;
    for (std::size_t i = 0; i < map12->lumps().size(); ++i) {
        const auto d = map12->lumpData(i);
        lumps.push_back({map12->lumps()[i].name, {d.begin(), d.end()}});
    }
    const std::string single = ::testing::TempDir() + "/map12-only.wad";
    ASSERT_TRUE(sw::writePwadFile(single, lumps));
    auto only = sw::Wad::loadMapForImport(single, "");
    ASSERT_TRUE(only);
    EXPECT_EQ(only->maps().front().name, "MAP12");
    auto a = sw::importWadMap(*map12, map12->maps().front());
    auto b = sw::importWadMap(*only, only->maps().front());
    ASSERT_TRUE(a && b);
    EXPECT_EQ(sw::writeSwmap(*a), sw::writeSwmap(*b));
}

// Reading an IWAD for its resources keeps every lump but the maps' bytes unchanged.
TEST(FreedoomImport, ResourceReadingKeepsEveryLumpButTheMaps)
{
    REQUIRE_FREEDOOM(path, "freedoom2.wad");
    auto full = sw::Wad::load(path);
    auto lean = sw::Wad::loadWithoutMapData(path);
    ASSERT_TRUE(full) << full.error().message;
    ASSERT_TRUE(lean);
    EXPECT_EQ(lean->maps().size(), 32u);
    const std::size_t left = [&] {
        std::size_t n = 0;
        for (const sw::WadMapEntry& m : full->maps())
            for (std::size_t i = m.markerLump + 1; i < m.endLump; ++i) {
                n += full->lumpData(i).size();
                EXPECT_TRUE(lean->lumpData(i).empty());
            }
        return n;
    }();
    EXPECT_GT(left, std::size_t(1) << 20);
    for (std::size_t i = 0; i < full->lumps().size(); ++i) {
        const bool inMap =
            std::any_of(full->maps().begin(), full->maps().end(), [&](const sw::WadMapEntry& m) {
                return i > m.markerLump && i < m.endLump;
            });
        if (inMap)
            continue;
        const auto a = full->lumpData(i), b = lean->lumpData(i);
        ASSERT_TRUE(std::equal(a.begin(), a.end(), b.begin(), b.end())) << full->lumps()[i].name;
    }
}
