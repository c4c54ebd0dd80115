#include "map/CowVector.h"
#include "map/Map.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace sw {
namespace {

// Strings: elements with storage of their own, so that a shared chunk written in place, or an
// element moved onto itself, shows.
using Strings = CowVector<std::string>;

std::vector<std::string> numbers(std::size_t n, const std::string& prefix = "n")
{
    std::vector<std::string> out;
    for (std::size_t i = 0; i < n; ++i)
        out.push_back(prefix + std::to_string(i));
    return out;
}

TEST(CowVector, ChunksHoldAboutThirtyTwoKilobytes)
{
    EXPECT_EQ(CowVector<char>::kChunk, 32768u);
    EXPECT_GE(CowVector<Wall>::kChunk * sizeof(Wall), 16384u);
    EXPECT_LE(CowVector<Wall>::kChunk * sizeof(Wall), 32768u);
    using Big = std::array<char, 100000>;
    EXPECT_EQ(CowVector<Big>::kChunk, 16u);
}

TEST(CowVector, ACopySharesEveryChunkAndAWriteCopiesOnlyItsOwn)
{
    const std::size_t n = 5 * Strings::kChunk + 3;
    Strings a(numbers(n));
    Strings b = a;
    ASSERT_EQ(a.chunkCount(), 6u);
    for (std::size_t c = 0; c < a.chunkCount(); ++c)
        EXPECT_TRUE(a.sharesChunk(b, c));
    b[2 * Strings::kChunk + 1] = "changed";
    EXPECT_EQ(a[2 * Strings::kChunk + 1], "n" + std::to_string(2 * Strings::kChunk + 1));
    EXPECT_EQ(b[2 * Strings::kChunk + 1], "changed");
    for (std::size_t c = 0; c < a.chunkCount(); ++c)
        EXPECT_EQ(a.sharesChunk(b, c), c != 2) << c;
    // Reading through a const vector copies nothing.
    const Strings& readOnly = b;
    std::size_t total = 0;
    for (const std::string& s : readOnly)
        total += s.size();
    EXPECT_GT(total, n);
    EXPECT_TRUE(a.sharesChunk(b, 0));
    // The copy's own chunk is written in place from now on.
    b[2 * Strings::kChunk + 2] = "again";
    EXPECT_EQ(a[2 * Strings::kChunk + 2], "n" + std::to_string(2 * Strings::kChunk + 2));
    EXPECT_FALSE(a == b);
    b[2 * Strings::kChunk + 1] = a[2 * Strings::kChunk + 1];
    b[2 * Strings::kChunk + 2] = a[2 * Strings::kChunk + 2];
    EXPECT_TRUE(a == b); // equal elements in different chunks are equal
}

TEST(CowVector, GrowingAndShrinkingACopyLeavesTheOriginal)
{
    Strings a(numbers(Strings::kChunk)); // exactly one full chunk
    Strings b = a;
    b.push_back("past");
    EXPECT_EQ(a.size(), Strings::kChunk);
    EXPECT_EQ(a.chunkCount(), 1u);
    EXPECT_EQ(b.size(), Strings::kChunk + 1);
    EXPECT_TRUE(a.sharesChunk(b, 0));
    b.pop_back();
    b.pop_back();
    EXPECT_EQ(a.size(), Strings::kChunk);
    EXPECT_EQ(a.back(), "n" + std::to_string(Strings::kChunk - 1));
    EXPECT_EQ(b.back(), "n" + std::to_string(Strings::kChunk - 2));
    Strings c = a;
    c.resize(3);
    c.resize(5, "x");
    EXPECT_EQ(c.toVector(), (std::vector<std::string>{"n0", "n1", "n2", "x", "x"}));
    EXPECT_EQ(a.size(), Strings::kChunk);
    EXPECT_EQ(a[3], "n3");
}

// Every operation, on a CowVector and a std::vector side by side, with copies taken along the
// way that must keep what they held.
TEST(CowVector, BehavesAsAStdVectorUnderRandomOperations)
{
    std::mt19937 random(7);
    Strings cow;
    std::vector<std::string> plain;
    std::vector<std::pair<Strings, std::vector<std::string>>> kept;
    for (int step = 0; step < 3000; ++step) {
        const auto pick = [&](std::size_t n) {
            return std::uniform_int_distribution<std::size_t>(0, n)(random);
        };
        const std::string value = "v" + std::to_string(step);
        switch (pick(8)) {
        case 0:
        case 1:
            cow.push_back(value);
            plain.push_back(value);
            break;
        case 2:
            if (!plain.empty()) {
                const std::size_t at = pick(plain.size() - 1);
                cow[at] = value;
                plain[at] = value;
            }
            break;
        case 3: {
            const std::size_t at = pick(plain.size());
            cow.insert(cow.begin() + static_cast<std::ptrdiff_t>(at), value);
            plain.insert(plain.begin() + static_cast<std::ptrdiff_t>(at), value);
            break;
        }
        case 4:
            if (!plain.empty()) {
                const std::size_t from = pick(plain.size() - 1);
                const std::size_t to = std::min(plain.size(), from + pick(40));
                cow.erase(cow.begin() + static_cast<std::ptrdiff_t>(from),
                          cow.begin() + static_cast<std::ptrdiff_t>(to));
                plain.erase(plain.begin() + static_cast<std::ptrdiff_t>(from),
                            plain.begin() + static_cast<std::ptrdiff_t>(to));
            }
            break;
        case 5: {
            const std::size_t n = pick(plain.size() + 600);
            cow.resize(n, value);
            plain.resize(n, value);
            break;
        }
        case 6:
            kept.emplace_back(cow, plain);
            break;
        case 7: {
            const std::vector<std::string> more = numbers(pick(300), value);
            const std::size_t at = pick(plain.size());
            cow.insert(cow.begin() + static_cast<std::ptrdiff_t>(at), more.begin(), more.end());
            plain.insert(plain.begin() + static_cast<std::ptrdiff_t>(at), more.begin(), more.end());
            break;
        }
        default:
            if (!plain.empty()) {
                cow.pop_back();
                plain.pop_back();
            }
        }
        ASSERT_EQ(cow.size(), plain.size()) << step;
    }
    EXPECT_TRUE(cow == plain);
    EXPECT_EQ(std::vector<std::string>(cow.rbegin(), cow.rend()),
              std::vector<std::string>(plain.rbegin(), plain.rend()));
    ASSERT_FALSE(kept.empty());
    for (const auto& [copy, expected] : kept)
        EXPECT_TRUE(copy == expected);
    // Sorting through the mutable iterators sorts a copy and leaves the original.
    Strings sorted = cow;
    std::sort(sorted.begin(), sorted.end());
    std::sort(plain.begin(), plain.end());
    EXPECT_TRUE(sorted == plain);
    EXPECT_TRUE(std::is_sorted(sorted.begin(), sorted.end()));
    EXPECT_TRUE(kept.back().first == kept.back().second);
}

// A copy read on another thread while the original is written: the reader sees its version
// throughout (a data race here is what the thread sanitizer build would report).
TEST(CowVector, ACopyReadOnAnotherThreadKeepsItsVersion)
{
    const std::size_t n = 4 * CowVector<int>::kChunk;
    CowVector<int> vector(n, 1);
    for (int round = 0; round < 20; ++round) {
        const CowVector<int> copy = vector;
        long long before = 0;
        for (const int v : copy)
            before += v;
        long long sum = 0;
        std::thread reader([&] {
            for (int pass = 0; pass < 20; ++pass)
                for (const int v : copy)
                    sum += v;
        });
        for (std::size_t i = static_cast<std::size_t>(round); i < n; i += 7)
            vector[i] += 1;
        reader.join();
        EXPECT_EQ(sum, 20 * before) << round;
        EXPECT_EQ(before + static_cast<long long>((n - static_cast<std::size_t>(round) + 6) / 7),
                  [&] {
                      long long after = 0;
                      for (const int v : vector)
                          after += v;
                      return after;
                  }())
            << round;
    }
}

TEST(CowVector, AMapCopyIsEqualAndIndependent)
{
    Map map;
    for (int i = 0; i < 3000; ++i)
        map.vertices.push_back({Vec2{double(i), 0}});
    const Map copy = map;
    EXPECT_TRUE(copy == map);
    map.vertices[2500].pos.x = -1;
    EXPECT_FALSE(copy == map);
    EXPECT_EQ(copy.vertices[2500].pos.x, 2500);
}

} // namespace
} // namespace sw
