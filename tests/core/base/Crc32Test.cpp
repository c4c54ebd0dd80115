#include "base/Crc32.h"

#include <gtest/gtest.h>

#include <string>

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
