// The wide fingerprint: every word counts, in every position and lane, and so does its order.
#include "base/Fingerprint.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <vector>

namespace {

std::uint64_t wide(const std::vector<std::uint64_t>& words)
{
    sw::WideFingerprint f;
    for (const std::uint64_t w : words)
        f.add(w);
    return f.value();
}

struct Point {
    double x, y;
};

} // namespace

TEST(WideFingerprint, EveryWordAndItsPlaceCount)
{
    // Nine words: each of the four hashes gets two or three of them.
    const std::vector<std::uint64_t> words = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    std::set<std::uint64_t> seen = {wide(words)};
    for (std::size_t i = 0; i < words.size(); ++i) {
        std::vector<std::uint64_t> changed = words;
        changed[i] += 100;
        EXPECT_TRUE(seen.insert(wide(changed)).second) << "word " << i;
    }
    // Two words swapped, in the same hash (four apart) and in neighbouring ones.
    for (const auto& [i, j] : {std::pair{0, 4}, std::pair{0, 1}, std::pair{3, 8}}) {
        std::vector<std::uint64_t> swapped = words;
        std::swap(swapped[static_cast<std::size_t>(i)], swapped[static_cast<std::size_t>(j)]);
        EXPECT_TRUE(seen.insert(wide(swapped)).second) << i << " and " << j;
    }
    // A word more, even a zero, and none at all.
    std::vector<std::uint64_t> longer = words;
    longer.push_back(0);
    EXPECT_TRUE(seen.insert(wide(longer)).second);
    EXPECT_TRUE(seen.insert(wide({})).second);
    EXPECT_TRUE(seen.insert(wide({0})).second);
    EXPECT_EQ(seen.count(0), 0u); // never 0
    EXPECT_EQ(wide(words), wide(words));
}

TEST(WideFingerprint, APointIsItsTwoCoordinates)
{
    sw::WideFingerprint byPoint, byCoordinates, swapped;
    byPoint.add(std::int32_t{7});
    byPoint.add(Point{1.5, -2});
    byCoordinates.add(std::int32_t{7});
    byCoordinates.add(1.5);
    byCoordinates.add(-2.0);
    swapped.add(std::int32_t{7});
    swapped.add(Point{-2, 1.5});
    EXPECT_EQ(byPoint.value(), byCoordinates.value());
    EXPECT_NE(byPoint.value(), swapped.value());
}
