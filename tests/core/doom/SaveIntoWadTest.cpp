// Saving a map back into a copy of its PWAD: its lumps are replaced, everything else is kept.
#include "doom/DoomExport.h"
#include "io/DoomImport.h"
#include "io/Wad.h"

#include "core/support/WadBuilder.h"

#include <gtest/gtest.h>

#include <filesystem>

namespace {

namespace fs = std::filesystem;

std::vector<std::uint8_t> bytesOf(const std::string& text) { return {text.begin(), text.end()}; }

// A PWAD as mods ship them: a DEHACKED lump, two maps, a texture lump and music between them.
std::vector<std::uint8_t> modWad(const char* id = "PWAD")
{
    swtest::WadBuilder b;
    b.addLump("DEHACKED", bytesOf("Patch File for DeHackEd v3.0\n"));
    swtest::addSquareRoomMap(b, "MAP01");
    b.addLump("TEXTURE1", {1, 0, 0, 0, 4, 0, 0, 0, 'X'});
    swtest::addSquareRoomMap(b, "MAP02");
    b.addLump("D_RUNNIN", bytesOf("MUS\x1a not really music"));
    return b.build(id);
}

class SaveIntoWad : public testing::Test {
protected:
    void SetUp() override
    {
        m_dir = fs::temp_directory_path() /
                ("stepwise-save-into-wad-" + std::to_string(::testing::UnitTest::GetInstance()
                                                                 ->random_seed()) +
                 "-" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
    }
    void TearDown() override { fs::remove_all(m_dir); }
    std::string path(const char* name) const { return (m_dir / name).string(); }

    fs::path m_dir;
};

} // namespace

TEST_F(SaveIntoWad, ReplacesTheMapsLumpsAndKeepsEveryOtherLumpByteForByteInOrder)
{
    swtest::writeFile(path("mod.wad"), modWad());
    auto before = sw::Wad::load(path("mod.wad"));
    ASSERT_TRUE(before);
    auto map = sw::importWadMap(*before, *before->findMap("MAP02"));
    ASSERT_TRUE(map) << map.error().message;
    map->sectors[1].floorHeight = 40;
    map->sectors[0].light = 200;

    auto saved = sw::saveMapIntoWad(path("mod.wad"), "MAP02", *map, {}, path("out.wad"));
    ASSERT_TRUE(saved) << saved.error().message;
    auto after = sw::Wad::load(path("out.wad"));
    ASSERT_TRUE(after) << after.error().message;
    EXPECT_FALSE(after->isIwad());

    // Lumps outside MAP02 are the same, in the same order; MAP02 has Doom's ten lumps.
    const sw::WadMapEntry& oldMap = *before->findMap("MAP02");
    const sw::WadMapEntry& newMap = *after->findMap("MAP02");
    ASSERT_EQ(newMap.markerLump, oldMap.markerLump);
    EXPECT_EQ(newMap.endLump - newMap.markerLump, 11u);
    const std::size_t grown = (newMap.endLump - newMap.markerLump) -
                              (oldMap.endLump - oldMap.markerLump);
    ASSERT_EQ(after->lumps().size(), before->lumps().size() + grown);
    for (std::size_t i = 0; i < before->lumps().size(); ++i) {
        if (i >= oldMap.markerLump && i < oldMap.endLump)
            continue;
        const std::size_t j = i < oldMap.markerLump ? i : i + grown;
        EXPECT_EQ(after->lumps()[j].name, before->lumps()[i].name);
        const auto a = before->lumpData(i), b = after->lumpData(j);
        EXPECT_TRUE(std::equal(a.begin(), a.end(), b.begin(), b.end())) << before->lumps()[i].name;
    }
    auto again = sw::importWadMap(*after, newMap);
    ASSERT_TRUE(again) << again.error().message;
    EXPECT_TRUE(*again == *map);

    // Saving in place works the same way.
    ASSERT_TRUE(sw::saveMapIntoWad(path("mod.wad"), "MAP02", *map));
    auto inPlace = sw::Wad::load(path("mod.wad"));
    ASSERT_TRUE(inPlace);
    EXPECT_EQ(inPlace->lumps().size(), after->lumps().size());
}

TEST_F(SaveIntoWad, NeverWritesIntoAnIwadNorLeavesAFileWhenTheMapDoesNotFit)
{
    swtest::writeFile(path("game.wad"), modWad("IWAD"));
    auto iwad = sw::Wad::load(path("game.wad"));
    ASSERT_TRUE(iwad);
    auto map = sw::importWadMap(*iwad, *iwad->findMap("MAP01"));
    ASSERT_TRUE(map);
    auto r = sw::saveMapIntoWad(path("game.wad"), "MAP01", *map, {}, path("out.wad"));
    ASSERT_FALSE(r);
    EXPECT_NE(r.error().message.find("IWAD"), std::string::npos) << r.error().message;
    EXPECT_FALSE(fs::exists(path("out.wad")));

    const auto original = modWad();
    swtest::writeFile(path("mod.wad"), original);
    map->vertices[0].pos.x = 0.25;
    r = sw::saveMapIntoWad(path("mod.wad"), "MAP01", *map);
    ASSERT_FALSE(r);
    EXPECT_NE(r.error().message.find("vertex 0"), std::string::npos) << r.error().message;
    auto kept = sw::Wad::load(path("mod.wad"));
    ASSERT_TRUE(kept);
    EXPECT_EQ(fs::file_size(path("mod.wad")), original.size());
    std::size_t files = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(m_dir))
        ++files;
    EXPECT_EQ(files, 2u) << "no temporary file is left behind";
}
