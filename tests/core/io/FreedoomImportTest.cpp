// Every map of the Freedoom IWADs imports, its counts match the WAD's lumps, and the .swmap
// it becomes round-trips byte for byte.
#include "io/DoomImport.h"
#include "io/SwmapFormat.h"
#include "io/Wad.h"

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
