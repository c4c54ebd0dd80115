#include "base/Crc32.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

TEST(Crc32, MatchesTheStandardCheckValue)
{
    const std::string s = "123456789";
    EXPECT_EQ(sw::crc32(s.data(), s.size()), 0xCBF43926u);
}

TEST(Crc32, CanBeComputedInPieces)
{
    const std::string s = "The quick brown fox jumps over the lazy dog";
    const std::uint32_t whole = sw::crc32(s.data(), s.size());
    const std::uint32_t first = sw::crc32(s.data(), 10);
    EXPECT_EQ(sw::crc32(s.data() + 10, s.size() - 10, first), whole);
    EXPECT_EQ(whole, 0x414FA339u);
}

// The table-driven CRC, eight bytes a step, against the definition one bit at a time: every
// length up to a few steps, from every alignment, and a long run in pieces of odd sizes.
TEST(Crc32, AgreesWithTheBitwiseDefinition)
{
    auto bitwise = [](const unsigned char* p, std::size_t n) {
        std::uint32_t c = 0xFFFFFFFFu;
        for (std::size_t i = 0; i < n; ++i) {
            c ^= p[i];
            for (int k = 0; k < 8; ++k)
                c = (c & 1) ? (0xEDB88320u ^ (c >> 1)) : (c >> 1);
        }
        return ~c;
    };
    std::vector<unsigned char> bytes(4096 + 16);
    std::uint32_t x = 12345;
    for (unsigned char& b : bytes) {
        x = x * 1664525u + 1013904223u;
        b = static_cast<unsigned char>(x >> 24);
    }
    for (std::size_t start = 0; start < 8; ++start)
        for (std::size_t n = 0; n <= 40; ++n)
            ASSERT_EQ(sw::crc32(bytes.data() + start, n), bitwise(bytes.data() + start, n))
                << "from " << start << ", " << n << " bytes";
    std::uint32_t pieces = 0;
    std::size_t at = 3;
    for (std::size_t step = 1; at + step <= bytes.size(); step = step * 3 + 1) {
        pieces = sw::crc32(bytes.data() + at, step, pieces);
        at += step;
    }
    EXPECT_EQ(pieces, bitwise(bytes.data() + 3, at - 3));
}
