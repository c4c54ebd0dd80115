#include "map/ShortString.h"
#include "map/Map.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

using sw::ExtraField;
using sw::ExtraFields;
using sw::ShortString;

TEST(ShortStringTest, KeepsShortAndLongTextAlike)
{
    // Every length from none to longer than any Doom name, and one longer than a text block's
    // quarter (kept in a block of its own).
    std::vector<std::size_t> lengths;
    for (std::size_t n = 0; n <= 40; ++n)
        lengths.push_back(n);
    lengths.push_back(20000);
    for (const std::size_t n : lengths) {
        std::string text;
        for (std::size_t i = 0; i < n; ++i)
            text += static_cast<char>('A' + i % 26);
        const ShortString s(text);
        EXPECT_EQ(s.size(), n);
        EXPECT_EQ(s.empty(), n == 0);
        EXPECT_EQ(s.view(), text);
        EXPECT_EQ(std::string(s.c_str()), text) << "c_str must end at the text's end";
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
        EXPECT_TRUE(b.empty() || b == text); // NOLINT(bugprone-use-after-move): still a name
        b = c;
        c = std::move(b);
        EXPECT_EQ(c, text);
        c = c; // self-assignment keeps the text
        EXPECT_EQ(c, text);
        c = c.view(); // assigning its own text as a view
        EXPECT_EQ(c, text);
        c.clear();
        EXPECT_TRUE(c.empty());
        EXPECT_STREQ(c.c_str(), "");
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

// Names made and read by several threads at once (the editor's import, analysis and compile
// workers): every thread gets the same number for the same text, and reads every name right.
TEST(ShortStringTest, ThreadsShareOneTable)
{
    constexpr int kThreads = 4, kNames = 3000;
    auto nameOf = [](int i) { return "THREADNAME" + std::to_string(i); };
    std::vector<std::vector<ShortString>> made(kThreads);
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t)
        threads.emplace_back([&, t] {
            for (int i = 0; i < kNames; ++i) {
                const int k = (t % 2 == 0) ? i : kNames - 1 - i; // from both ends at once
                made[static_cast<std::size_t>(t)].push_back(ShortString(nameOf(k)));
                if (made[static_cast<std::size_t>(t)].back().view() != nameOf(k))
                    ADD_FAILURE() << "read back wrong while others add names";
            }
        });
    for (std::thread& t : threads)
        t.join();
    for (int i = 0; i < kNames; ++i) {
        const ShortString& first = made[0][static_cast<std::size_t>(i)];
        EXPECT_EQ(first, nameOf(i));
        EXPECT_EQ(made[1][static_cast<std::size_t>(kNames - 1 - i)], first);
        EXPECT_EQ(made[2][static_cast<std::size_t>(i)], first);
    }
}

TEST(ShortStringTest, AWallIsSmallerThanWithStdStrings)
{
    static_assert(sizeof(ShortString) == 4);
    // Six names and three extra-field lists: 360 bytes with std::string and std::vector.
    EXPECT_LE(sizeof(sw::Wall), 152u);
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
