// Thousands of random moves on every Freedoom map, checked by brute force: with `exact` the
// avatar never enters a wall, never climbs more than a step, never stands below a floor or
// under a ceiling too low, and starts and ends on the floor.
#include "collision/Mover.h"
#include "io/DoomImport.h"
#include "io/Wad.h"

#include "BruteForceChecker.h"
#include "core/support/Freedoom.h"

#include <gtest/gtest.h>

#include <random>

namespace {

class FreedoomMoves : public testing::TestWithParam<const char*> {};

// Random starts where the avatar can stand, and moves of every length up to 2048 units.
void runMoves(const sw::Map& map, const sw::AvatarProfile& profile, int count, unsigned seed,
              int& checked)
{
    auto bsp = sw::Bsp::compile(map);
    ASSERT_TRUE(bsp) << bsp.error().message;
    const sw::CollisionWorld world(*bsp);
    const sw::Mover mover(world, profile);
    const swtest::BruteForceChecker checker(map, profile);
    const sw::Box2 box = map.bounds();
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> ux(box.min.x, box.max.x), uy(box.min.y, box.max.y);
    std::uniform_real_distribution<double> angle(0, 6.283185307179586), unit(0, 1);
    for (int i = 0, tries = 0; i < count && tries < count * 50; ++tries) {
        const sw::Vec2 start{ux(rng), uy(rng)};
        if (!mover.standingHeight(start))
            continue;
        ++i;
        const double pick = unit(rng);
        const double length = pick < 0.7 ? 64 * unit(rng) : pick < 0.95 ? 512 * unit(rng) : 2048 * unit(rng);
        const double a = angle(rng);
        const sw::Vec2 delta{std::cos(a) * length, std::sin(a) * length};
        sw::Trace trace;
        auto end = mover.moveOnce(start, delta, &trace);
        ASSERT_TRUE(end) << end.error().message;
        const auto violations = checker.check(trace);
        ASSERT_TRUE(violations.empty())
            << map.name << ": move from (" << start.x << ", " << start.y << ") by (" << delta.x
            << ", " << delta.y << "): " << violations.front();
        ++checked;
    }
}

} // namespace

TEST_P(FreedoomMoves, ExactMovesKeepEveryGuarantee)
{
    const std::string path = swtest::freedoomWad(GetParam());
    ASSERT_FALSE(path.empty()) << GetParam() << " is missing: run scripts/setup.sh";
    auto wad = sw::Wad::load(path);
    ASSERT_TRUE(wad) << wad.error().message;
    int checked = 0;
    unsigned seed = 1;
    for (const sw::WadMapEntry& entry : wad->maps()) {
        auto map = sw::importWadMap(*wad, entry);
        ASSERT_TRUE(map) << map.error().message;
        sw::AvatarProfile box;
        runMoves(*map, box, 400, seed++, checked);
        sw::AvatarProfile disk;
        disk.shape = sw::AvatarProfile::Shape::Cylinder;
        disk.radius = 20;
        runMoves(*map, disk, 100, seed++, checked);
        if (HasFatalFailure())
            return;
    }
    EXPECT_GT(checked, 15000);
}

INSTANTIATE_TEST_SUITE_P(Wads, FreedoomMoves, testing::Values("freedoom1.wad", "freedoom2.wad"),
                         [](const auto& p) { return std::string(p.param).substr(0, 9); });
