#include "map/ShortString.h"
#include "map/Map.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <utility>

using sw::ExtraField;
using sw::ExtraFields;
using sw::ShortString;

TEST(ShortStringTest, KeepsShortAndLongTextAlike)
{
    // Every length across the boundary between in place and on the heap.
    for (std::size_t n = 0; n <= 40; ++n) {
        std::string text;
        for (std::size_t i = 0; i < n; ++i)
            text += static_cast<char>('A' + i % 26);
        const ShortString s(text);
        EXPECT_EQ(s.size(), n);
        EXPECT_EQ(s.empty(), n == 0);
        EXPECT_EQ(s.view(), text);
        EXPECT_EQ(std::string(s.c_str()), text) << "c_str must end at the text's end";
        EXPECT_EQ(s.onHeap(), n > ShortString::kInlineCapacity);
        EXPECT_EQ(s.str(), text);
    }
}

TEST(ShortStringTest, CopiesAndMovesOwnTheirText)
{
    const std::string longText = "A_TEXTURE_NAME_LONGER_THAN_FIFTEEN";
    for (const std::string& text : {std::string("STARTAN2"), longText}) {
        ShortString a(text);
        ShortString b = a;
        EXPECT_EQ(b, a);
        a = "OTHER";
        EXPECT_EQ(b, text) << "a copy does not share the original's text";
        ShortString c = std::move(b);
        EXPECT_EQ(c, text);
        EXPECT_TRUE(b.empty()); // NOLINT(bugprone-use-after-move): moved-from is empty
        b = c;
        c = std::move(b);
        EXPECT_EQ(c, text);
        c = c; // self-assignment keeps the text
        EXPECT_EQ(c, text);
        c = c.view(); // assigning its own text as a view
        EXPECT_EQ(c, text);
        c.clear();
        EXPECT_TRUE(c.empty());
        EXPECT_FALSE(c.onHeap());
    }
}

TEST(ShortStringTest, ComparesWithEveryKindOfString)
{
    const ShortString s = "FLOOR4_8";
    EXPECT_TRUE(s == "FLOOR4_8");
    EXPECT_TRUE("FLOOR4_8" == s);
    EXPECT_TRUE(s == std::string("FLOOR4_8"));
    EXPECT_TRUE(std::string("FLOOR4_8") == s);
    EXPECT_TRUE(s == std::string_view("FLOOR4_8"));
    EXPECT_TRUE(s != "FLOOR4_");
    EXPECT_TRUE(s != "FLOOR4_80");
    std::ostringstream out;
    out << ShortString("SKY1");
    EXPECT_EQ(out.str(), "SKY1");
}

TEST(ShortStringTest, AWallIsSmallerThanWithStdStrings)
{
    static_assert(sizeof(ShortString) == 16);
    // Six names and three extra-field lists: 360 bytes with std::string and std::vector.
    EXPECT_LE(sizeof(sw::Wall), 216u);
    EXPECT_LE(sizeof(sw::Vertex), 24u);
}

TEST(ExtraFieldsTest, BehavesAsAValue)
{
    ExtraFields none;
    EXPECT_TRUE(none.empty());
    EXPECT_EQ(none.size(), 0u);
    EXPECT_EQ(none.begin(), none.end());
    EXPECT_EQ(none, ExtraFields(std::vector<ExtraField>{}));

    ExtraFields a = std::vector<ExtraField>{{"comment", "\"one\""}, {"alpha", "0.5"}};
    EXPECT_EQ(a.size(), 2u);
    ExtraFields b = a;
    EXPECT_EQ(a, b);
    b.push_back({"light", "5"});
    EXPECT_NE(a, b);
    EXPECT_EQ(a.size(), 2u) << "a copy does not share the original's list";
    const std::vector<ExtraField>& list = b;
    EXPECT_EQ(list.back().key, "light");
    ExtraFields c = std::move(b);
    EXPECT_EQ(c.size(), 3u);
    c = none;
    EXPECT_TRUE(c.empty());
    none.push_back({"x", "1"});
    EXPECT_EQ(none.size(), 1u);
}
