// Doom's names in upper case and compared without case, ASCII only.
#include "base/Names.h"

#include <gtest/gtest.h>

namespace {

TEST(Names, UpperCaseTouchesOnlyAsciiLetters)
{
    EXPECT_EQ(sw::upperAscii("e1m1"), "E1M1");
    EXPECT_EQ(sw::upperAscii("f_sky1"), "F_SKY1");
    EXPECT_EQ(sw::upperAscii("Brick-7[]"), "BRICK-7[]");
    EXPECT_EQ(sw::upperAscii(""), "");
    EXPECT_EQ(sw::upperAscii("caf\xe9"), "CAF\xe9"); // bytes past ASCII stay as they are
}

TEST(Names, SameNameIgnoresCaseButNotLength)
{
    EXPECT_TRUE(sw::sameNameIgnoringCase("f_sky1", "F_SKY1"));
    EXPECT_TRUE(sw::sameNameIgnoringCase("", ""));
    EXPECT_FALSE(sw::sameNameIgnoringCase("F_SKY1", "F_SKY"));
    EXPECT_FALSE(sw::sameNameIgnoringCase("F_SKY1", "F_SKY2"));
    EXPECT_FALSE(sw::sameNameIgnoringCase("a", "\xc1")); // no folding past ASCII
}

TEST(Names, WadFieldEndsAtItsZeroOrItsWidth)
{
    const unsigned char padded[8] = {'m', 'a', 'p', '0', '1', 0, 'x', 'y'};
    EXPECT_EQ(sw::upperAsciiField(padded), "MAP01");
    const unsigned char full[10] = {'s', 't', 'a', 'r', 't', 'a', 'n', '3', 'z', 'z'};
    EXPECT_EQ(sw::upperAsciiField(full), "STARTAN3");
    const unsigned char empty[8] = {};
    EXPECT_EQ(sw::upperAsciiField(empty), "");
}

} // namespace
