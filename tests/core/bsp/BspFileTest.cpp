// The .swbsp file: exact round trips, and refusal of every kind of damage.
#include "bench/GridMap.h"
#include "base/Crc32.h"
#include "bsp/BspFile.h"
#include "io/MapSource.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <random>

namespace {

std::span<const std::uint8_t> asBytes(const std::string& s)
{
    return {reinterpret_cast<const std::uint8_t*>(s.data()), s.size()};
}

class BspFile : public ::testing::Test {
protected:
    static void SetUpTestSuite()
    {
        swbench::GridMapLayout layout;
        layout.n = 6;
        s_bsp = std::move(*sw::Bsp::compile(swbench::makeGridMap(layout)));
        s_bytes = sw::writeSwbsp(s_bsp);
    }
    static sw::Bsp s_bsp;
    static std::string s_bytes;

    // Offset of a section's first record, from the section table.
    static std::size_t sectionOffset(const std::string& bytes, const char* tag)
    {
        for (std::size_t e = 24; e + 16 <= bytes.size(); e += 16)
            if (std::memcmp(bytes.data() + e, tag, 4) == 0) {
                std::uint32_t v;
                std::memcpy(&v, bytes.data() + e + 4, 4);
                return v;
            }
        ADD_FAILURE() << "no section " << tag;
        return 0;
    }

    // The file with four bytes replaced and the checksum made right again, so the reader's
    // deeper checks are the ones that must catch the damage.
    static std::string patched(std::size_t at, std::uint32_t value)
    {
        std::string b = s_bytes;
        std::memcpy(b.data() + at, &value, 4);
        const std::uint32_t crc = sw::crc32(b.data() + 24, b.size() - 24);
        std::memcpy(b.data() + 16, &crc, 4);
        return b;
    }

    static std::string refusal(const std::string& bytes)
    {
        auto r = sw::readSwbsp(asBytes(bytes), "bad.swbsp");
        EXPECT_FALSE(r.ok());
        return r.ok() ? std::string() : r.error().message;
    }
};
sw::Bsp BspFile::s_bsp;
std::string BspFile::s_bytes;

TEST_F(BspFile, RoundTripIsExactAndAnswersTheSame)
{
    auto back = sw::readSwbsp(asBytes(s_bytes), "memory");
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_TRUE(*back == s_bsp);
    EXPECT_EQ(back->stats().depth, s_bsp.stats().depth);
    EXPECT_EQ(back->stats().segs, s_bsp.stats().segs);
    std::mt19937_64 rng(5);
    std::uniform_real_distribution<double> u(-100, 1700);
    for (int k = 0; k < 1000; ++k) {
        const sw::Vec2 p{u(rng), u(rng)}, q{u(rng), u(rng)};
        EXPECT_EQ(back->sectorAt(p), s_bsp.sectorAt(p));
        std::vector<std::int32_t> a, b;
        s_bsp.walkSegment(p, q, [&](std::int32_t l, double, double) { a.push_back(l); return true; });
        back->walkSegment(p, q, [&](std::int32_t l, double, double) { b.push_back(l); return true; });
        EXPECT_EQ(a, b);
    }
}

TEST_F(BspFile, SavedFileIsRecognizedAndLoaded)
{
    const auto path = (std::filesystem::temp_directory_path() / "stepwise-bsp-test.swbsp").string();
    ASSERT_TRUE(sw::saveSwbspFile(s_bsp, path).ok());
    EXPECT_EQ(sw::detectFileKind(path), sw::FileKind::Swbsp);
    auto loaded = sw::loadSwbspFile(path);
    ASSERT_TRUE(loaded.ok()) << loaded.error().message;
    EXPECT_TRUE(*loaded == s_bsp);
    std::filesystem::remove(path);
    EXPECT_FALSE(sw::loadSwbspFile(path).ok());
}

TEST_F(BspFile, RefusesEveryTruncation)
{
    for (std::size_t len = 0; len < s_bytes.size(); len += 1 + len / 16)
        refusal(s_bytes.substr(0, len));
}

TEST_F(BspFile, ChecksumCatchesAnyFlippedByte)
{
    std::mt19937_64 rng(6);
    for (int k = 0; k < 300; ++k) {
        std::string b = s_bytes;
        const std::size_t at = 24 + rng() % (b.size() - 24);
        b[at] = static_cast<char>(b[at] ^ (1 << (rng() % 8)));
        EXPECT_NE(refusal(b).find("checksum"), std::string::npos);
    }
}

TEST_F(BspFile, RefusesBadHeaders)
{
    EXPECT_NE(refusal("SWBSX").find("not a compiled BSP"), std::string::npos);
    EXPECT_NE(refusal(patched(8, 2)).find("version 2"), std::string::npos);
    EXPECT_NE(refusal(patched(12, 9)).find("sections"), std::string::npos);
    std::string wrongCrc = s_bytes;
    wrongCrc[16] = static_cast<char>(wrongCrc[16] ^ 1);
    EXPECT_NE(refusal(wrongCrc).find("checksum"), std::string::npos);
}

TEST_F(BspFile, RefusesBadSectionTables)
{
    // SEGS is the third table entry: tag at 24 + 32, then offset, count, size.
    const std::size_t segsEntry = 24 + 2 * 16;
    EXPECT_NE(refusal(patched(segsEntry + 8, 0xFFFFFFFFu)).find("records"), std::string::npos);
    EXPECT_NE(refusal(patched(segsEntry + 12, 0xFFFFFFF0u)).find("outside"), std::string::npos);
    EXPECT_NE(refusal(patched(segsEntry + 4, 30)).find("outside"), std::string::npos);
    EXPECT_NE(refusal(patched(segsEntry, 0x58585858u)).find("unknown tag"), std::string::npos);
    EXPECT_NE(refusal(patched(segsEntry, 0x4F464E49u)).find("twice"), std::string::npos); // INFO
}

TEST_F(BspFile, RefusesBadIndicesAndNumbers)
{
    const std::size_t segs = sectionOffset(s_bytes, "SEGS");
    const std::size_t nodes = sectionOffset(s_bytes, "NODE");
    const std::size_t leaves = sectionOffset(s_bytes, "LEAF");
    const std::size_t verts = sectionOffset(s_bytes, "VERT");
    EXPECT_NE(refusal(patched(segs, 0x7FFFFFFF)).find("vertex"), std::string::npos);
    EXPECT_NE(refusal(patched(segs + 8, 1u << 30)).find("wall"), std::string::npos);
    EXPECT_NE(refusal(patched(segs + 12, 12345)).find("sector"), std::string::npos);
    EXPECT_NE(refusal(patched(segs + 24, 7)).find("side"), std::string::npos);
    EXPECT_NE(refusal(patched(verts + 4, 0x7FF80000u)).find("vertex 0"), std::string::npos); // NaN
    EXPECT_NE(refusal(patched(leaves + 4, 3)).find("previous leaf"), std::string::npos);
    EXPECT_NE(refusal(patched(leaves, 777)).find("sector"), std::string::npos);
    // Node 0's front child pointing back at itself: not a tree.
    EXPECT_NE(refusal(patched(nodes + 32, 0)).find("tree"), std::string::npos);
    // Node 0's back child pointing at a leaf that another node already owns.
    const std::size_t node1 = nodes + 104;
    std::int32_t leafOfNode1;
    std::memcpy(&leafOfNode1, s_bytes.data() + node1 + 32, 4);
    std::int32_t candidate = leafOfNode1 < 0 ? leafOfNode1 : ~0;
    EXPECT_FALSE(sw::readSwbsp(asBytes(patched(nodes + 36, static_cast<std::uint32_t>(candidate))),
                               "bad")
                     .ok());
    // A partition line of two equal points.
    std::string same = s_bytes;
    std::memcpy(same.data() + nodes + 16, same.data() + nodes, 16);
    const std::uint32_t crc = sw::crc32(same.data() + 24, same.size() - 24);
    std::memcpy(same.data() + 16, &crc, 4);
    EXPECT_NE(refusal(same).find("partition"), std::string::npos);
    // A node box that disagrees with its leaves.
    EXPECT_NE(refusal(patched(nodes + 44, 0x40000000u)).find("bounds"), std::string::npos);
    // The depth in INFO must be the tree's.
    const std::size_t info = sectionOffset(s_bytes, "INFO");
    EXPECT_NE(refusal(patched(info + 44, 999)).find("depth"), std::string::npos);
}

} // namespace
