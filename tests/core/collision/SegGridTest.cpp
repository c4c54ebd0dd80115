// The grid over the wall pieces: it lists every piece near a point in the point's cell, walks
// a motion's cells in order, and the collision answers through it are the BSP's answers.
#include "collision/SegGrid.h"
#include "collision/Mover.h"
#include "io/DoomImport.h"
#include "io/Wad.h"

#include "bench/GridMap.h"
#include "core/support/Freedoom.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <set>
#include <thread>

namespace {

// The distance along x and y (Chebyshev) from point p to segment a-b: knows nothing of the grid.
double chebyshevDistance(const sw::Vec2& p, const sw::Vec2& a, const sw::Vec2& b)
{
    // The Chebyshev distance to a point moving along the segment is convex in t: ternary search.
    auto at = [&](double t) {
        const sw::Vec2 q = a + (b - a) * t;
        return std::max(std::fabs(q.x - p.x), std::fabs(q.y - p.y));
    };
    double lo = 0, hi = 1;
    for (int k = 0; k < 80; ++k) {
        const double m1 = lo + (hi - lo) / 3, m2 = hi - (hi - lo) / 3;
        if (at(m1) < at(m2))
            hi = m2;
        else
            lo = m1;
    }
    return std::min({at(0), at(1), at((lo + hi) / 2)});
}

std::vector<std::pair<sw::Vec2, sw::Vec2>> randomPieces(std::mt19937& rng, int count)
{
    std::uniform_real_distribution<double> coord(-500, 500), len(-200, 200);
    std::vector<std::pair<sw::Vec2, sw::Vec2>> pieces;
    for (int i = 0; i < count; ++i) {
        const sw::Vec2 a{coord(rng), coord(rng)};
        const sw::Vec2 b = i % 7 == 0 ? a + sw::Vec2{len(rng), 0} // some axis-aligned
                                      : a + sw::Vec2{len(rng), len(rng)};
        pieces.emplace_back(a, b);
    }
    return pieces;
}

} // namespace

TEST(SegGrid, ListsEveryPieceWithinReachInThePointsCell)
{
    std::mt19937 rng(5);
    const auto pieces = randomPieces(rng, 400);
    sw::SegGrid grid;
    grid.build(pieces, 20);
    ASSERT_FALSE(grid.empty());
    std::uniform_real_distribution<double> coord(-800, 800);
    int near = 0;
    for (int k = 0; k < 3000; ++k) {
        const sw::Vec2 p{coord(rng), coord(rng)};
        std::set<std::uint32_t> listed;
        for (const auto& e : grid.cellAt(p))
            listed.insert(e.seg);
        for (std::uint32_t s = 0; s < pieces.size(); ++s) {
            if (chebyshevDistance(p, pieces[s].first, pieces[s].second) <= 20) {
                ++near;
                EXPECT_TRUE(listed.count(s))
                    << "piece " << s << " near (" << p.x << ", " << p.y << ")";
            }
        }
    }
    EXPECT_GT(near, 1000); // the test saw many near pieces
}

TEST(SegGrid, SweepVisitsEveryPieceTheMotionPassesNearBeforeTheStop)
{
    std::mt19937 rng(6);
    const auto pieces = randomPieces(rng, 300);
    sw::SegGrid grid;
    grid.build(pieces, 16);
    std::uniform_real_distribution<double> coord(-600, 600), delta(-300, 300);
    for (int k = 0; k < 2000; ++k) {
        const sw::Vec2 p{coord(rng), coord(rng)}, d{delta(rng), delta(rng)};
        std::set<std::uint32_t> visited;
        const bool answered = grid.sweep(p, d, 16, [&](std::uint32_t s) {
            visited.insert(s);
            return 1.0; // no event: the whole motion is walked
        });
        if (!answered) {
            EXPECT_FALSE(grid.covers(p) && grid.covers(p + d)); // only a motion leaving the grid
            continue;
        }
        // Every piece within reach of some point on the way was visited.
        const sw::Vec2 lo = glm::min(p, p + d) - sw::Vec2{17, 17},
                       hi = glm::max(p, p + d) + sw::Vec2{17, 17};
        for (std::uint32_t s = 0; s < pieces.size(); ++s) {
            const auto& [a, b] = pieces[s];
            if (std::max(a.x, b.x) < lo.x || std::min(a.x, b.x) > hi.x ||
                std::max(a.y, b.y) < lo.y || std::min(a.y, b.y) > hi.y)
                continue; // far from the whole motion
            bool nearPath = false;
            for (int m = 0; m <= 64 && !nearPath; ++m)
                nearPath =
                    chebyshevDistance(p + d * (m / 64.0), pieces[s].first, pieces[s].second) <= 16;
            if (nearPath) {
                EXPECT_TRUE(visited.count(s))
                    << "piece " << s << " missed on a motion from (" << p.x << ", " << p.y
                    << ") by (" << d.x << ", " << d.y << ")";
            }
        }
    }
}

// Taking an earlier grid's entries over (refill) lists exactly what placing every piece
// (fill) lists: with pieces gone, renumbered and added, and with the bounds grown (the cells
// shift, on either side) or shrunk; with the pieces kept in their order (refill copies runs
// of cells) and reordered (cell by cell).
TEST(SegGrid, RefillListsWhatFillLists)
{
    std::mt19937 rng(11);
    const auto earlier = randomPieces(rng, 400);
    sw::SegGrid old;
    old.build(earlier, 20);
    ASSERT_FALSE(old.empty());
    for (const bool ordered : {false, true})
        for (int round = 0; round < 4; ++round) {
            // Earlier pieces in blocks of ten, in order or taken back to front (the
            // renumbering then reorders a cell's entries), some left out, then new ones.
            std::vector<std::pair<sw::Vec2, sw::Vec2>> pieces;
            std::vector<std::int32_t> earlierToNew(earlier.size(), -1);
            const std::size_t blocks = earlier.size() / 10;
            for (std::size_t b = 0; b < blocks; ++b) {
                const std::size_t block = ordered ? b : blocks - 1 - b;
                for (std::size_t s = block * 10; s < block * 10 + 10; ++s) {
                    const bool gone = round == 2 ? earlier[s].first.x > 0 : s % 3 == 0;
                    if (gone)
                        continue;
                    earlierToNew[s] = static_cast<std::int32_t>(pieces.size());
                    pieces.push_back(earlier[s]);
                }
            }
            std::vector<std::uint32_t> fresh;
            const int added = round == 2 ? 0 : 30;
            const sw::Vec2 away = round == 1   ? sw::Vec2{1500, -700}
                                  : round == 3 ? sw::Vec2{-1500, 900}
                                               : sw::Vec2{0, 0};
            for (const auto& [a, b] : randomPieces(rng, added)) {
                fresh.push_back(static_cast<std::uint32_t>(pieces.size()));
                pieces.emplace_back(a + away, b + away);
            }
            sw::SegGrid whole, refilled;
            whole.build(pieces, 20);
            ASSERT_TRUE(refilled.layout(pieces, 20));
            ASSERT_TRUE(refilled.sharesCells(old));
            EXPECT_TRUE(refilled.refill(old, earlierToNew, fresh, pieces))
                << "round " << round << (ordered ? ", in order" : "");
            EXPECT_TRUE(refilled == whole) << "round " << round << (ordered ? ", in order" : "");
            EXPECT_GT(whole.entryCount(), 0u);
        }
    // A mapping that keeps a piece beyond the new pieces' cells does not fit them: refused.
    std::vector<std::pair<sw::Vec2, sw::Vec2>> west;
    std::vector<std::int32_t> earlierToNew(earlier.size(), -1);
    for (std::size_t s = 0; s < earlier.size(); ++s)
        if (std::max(earlier[s].first.x, earlier[s].second.x) < -300) {
            earlierToNew[s] = static_cast<std::int32_t>(west.size());
            west.push_back(earlier[s]);
        }
    ASSERT_FALSE(west.empty());
    for (std::size_t s = 0; s < earlier.size(); ++s)
        if (std::min(earlier[s].first.x, earlier[s].second.x) > 300) {
            earlierToNew[s] = 0;
            break;
        }
    sw::SegGrid refused;
    ASSERT_TRUE(refused.layout(west, 20));
    EXPECT_FALSE(refused.refill(old, earlierToNew, {}, west));
}

// The entries' bounds are kept in 8-bit steps relative to their cell and clipped to the cell
// grown by the reach: on a map of small rooms and on one so sparse that its cells are large
// (and the steps coarse), every listed piece whose bounds meet a query box inside that window
// has an entry that meets the box, and an entry that meets it is less than two steps beyond
// (each side is rounded outwards to a whole step). On the small rooms (a Doom map's scale,
// steps of a unit or less) the rounding lets few more through; on the sparse map (8,000,000 units
// across, steps of 64 units) the bounds reject little.
TEST(SegGrid, EntryBoundsNeverRejectAPieceThatMeetsTheBox)
{
    static_assert(sizeof(sw::SegGrid::Entry) == 8);
    for (const double spread : {500.0, 4e6}) {
        std::mt19937 rng(11);
        std::uniform_real_distribution<double> coord(-spread, spread), len(-300, 300);
        std::vector<std::pair<sw::Vec2, sw::Vec2>> pieces;
        for (int i = 0; i < 600; ++i) {
            const sw::Vec2 a{coord(rng), coord(rng)};
            // Many pieces near the origin, so that the dense part has pieces in every window.
            const sw::Vec2 at = i % 2 == 0 ? a : a * (500.0 / spread);
            pieces.emplace_back(at, at + sw::Vec2{len(rng), i % 5 == 0 ? 0.0 : len(rng)});
        }
        sw::SegGrid grid;
        const double reach = 24;
        grid.build(pieces, reach);
        ASSERT_FALSE(grid.empty()) << spread;
        std::uniform_real_distribution<double> near(-600, 600), radius(0, reach);
        int met = 0, extra = 0;
        for (int k = 0; k < 4000; ++k) {
            const sw::Vec2 p{near(rng), near(rng)};
            const double r = radius(rng);
            std::int32_t box[4];
            for (const sw::SegGrid::Entry& e :
                 grid.cellAt(p, p.x - r, p.y - r, p.x + r, p.y + r, box)) {
                const auto& [a, b] = pieces[e.seg];
                const auto within = [&](double slack) {
                    return std::min(a.x, b.x) <= p.x + r + slack &&
                           std::max(a.x, b.x) >= p.x - r - slack &&
                           std::min(a.y, b.y) <= p.y + r + slack &&
                           std::max(a.y, b.y) >= p.y - r - slack;
                };
                if (within(0)) {
                    ++met;
                    EXPECT_TRUE(e.meets(box)) << "spread " << spread << ", piece " << e.seg;
                } else if (e.meets(box)) {
                    ++extra; // only by rounding
                    EXPECT_TRUE(within(2 / grid.scale()))
                        << "spread " << spread << ", piece " << e.seg;
                }
            }
        }
        EXPECT_GT(met, 500) << spread;
        if (spread < 1e4) {
            EXPECT_GE(grid.scale(), 1.0);
            EXPECT_LT(extra, met / 10 + 1) << spread;
        }
    }
}

TEST(SegGrid, RefusesFootprintsLargerThanItsReach)
{
    std::mt19937 rng(7);
    sw::SegGrid grid;
    grid.build(randomPieces(rng, 50), 16);
    EXPECT_TRUE(grid.usable(16));
    EXPECT_FALSE(grid.usable(16.5));
    EXPECT_FALSE(grid.sweep({0, 0}, {10, 0}, 17, [](std::uint32_t) { return 1.0; }));
}

TEST(SegGrid, GivesUpOnAbsurdBoundsInsteadOfAllocating)
{
    sw::SegGrid grid;
    const std::vector<std::pair<sw::Vec2, sw::Vec2>> absurd{{{-1e12, 0}, {1e12, 1}}}, none;
    grid.build(absurd, 16);
    EXPECT_TRUE(grid.empty());
    grid.build(none, 16);
    EXPECT_TRUE(grid.empty());
}

// The same moves through the grid and through the BSP alone end in the same place for the
// same reasons, and the start probes agree.
TEST(SegGrid, MovesThroughTheGridMatchTheBspOnFreedoomMaps)
{
    const std::string path = swtest::freedoomWad("freedoom2.wad");
    ASSERT_FALSE(path.empty()) << "freedoom2.wad is missing: run scripts/setup.sh";
    auto wad = sw::Wad::load(path);
    ASSERT_TRUE(wad) << wad.error().message;
    int compared = 0;
    for (const char* name : {"MAP01", "MAP12", "MAP20"}) {
        const auto entry = std::find_if(wad->maps().begin(), wad->maps().end(),
                                        [&](const sw::WadMapEntry& e) { return e.name == name; });
        ASSERT_NE(entry, wad->maps().end());
        auto map = sw::importWadMap(*wad, *entry);
        ASSERT_TRUE(map) << map.error().message;
        auto bsp = sw::Bsp::compile(*map);
        ASSERT_TRUE(bsp) << bsp.error().message;
        sw::AvatarProfile box, disk, classic;
        disk.shape = sw::AvatarProfile::Shape::Cylinder;
        disk.radius = 20;
        classic.algorithm = sw::AvatarProfile::Algorithm::Classic;
        const sw::CollisionWorld gridWorld(*bsp), bspWorld(*bsp, nullptr, 0);
        ASSERT_FALSE(gridWorld.grid().empty());
        ASSERT_TRUE(bspWorld.grid().empty());
        const sw::Box2 bounds = map->bounds();
        std::mt19937 rng(11);
        std::uniform_real_distribution<double> ux(bounds.min.x, bounds.max.x),
            uy(bounds.min.y, bounds.max.y);
        std::uniform_real_distribution<double> angle(0, 6.283185307179586), unit(0, 1);
        for (const sw::AvatarProfile& profile : {box, disk, classic}) {
            const sw::Mover viaGrid(gridWorld, profile), viaBsp(bspWorld, profile);
            for (int k = 0; k < 1500; ++k) {
                const sw::Vec2 start{ux(rng), uy(rng)};
                const double length = unit(rng) < 0.8 ? 48 * unit(rng) : 1024 * unit(rng);
                const double a = angle(rng);
                const sw::Vec2 d{std::cos(a) * length, std::sin(a) * length};
                sw::Trace t1, t2;
                auto e1 = viaGrid.moveOnce(start, d, &t1);
                auto e2 = viaBsp.moveOnce(start, d, &t2);
                ASSERT_EQ(bool(e1), bool(e2))
                    << name << " start (" << start.x << ", " << start.y << ")";
                if (!e1) {
                    EXPECT_EQ(e1.error().message, e2.error().message);
                    continue;
                }
                ++compared;
                EXPECT_NEAR(e1->x, e2->x, 1e-9) << name << " move from (" << start.x << ", "
                                                << start.y << ") by (" << d.x << ", " << d.y << ")";
                EXPECT_NEAR(e1->y, e2->y, 1e-9);
                EXPECT_NEAR(e1->z, e2->z, 1e-9);
                ASSERT_EQ(t1.contacts.size(), t2.contacts.size());
                for (std::size_t c = 0; c < t1.contacts.size(); ++c) {
                    EXPECT_EQ(t1.contacts[c].reason, t2.contacts[c].reason);
                    // Where two walls touch the footprint at the same moment, the BSP's
                    // descent may not list the one the grid names first: same place, same
                    // reason, possibly another of the walls touched.
                    EXPECT_NEAR(t1.contacts[c].center.x, t2.contacts[c].center.x, 1e-9);
                    EXPECT_NEAR(t1.contacts[c].center.y, t2.contacts[c].center.y, 1e-9);
                }
            }
        }
    }
    EXPECT_GT(compared, 3000);
}

// On a map this large the world fills the grid's entries on a second thread while it places
// the wall pieces (CollisionWorld's constructor, from 40,000 pieces): the answers are still
// the BSP's.
TEST(SegGrid, MovesOnALargeGeneratedMapMatchTheBsp)
{
    const sw::Map map = swbench::makeGridMap({.n = 60});
    auto bsp = sw::Bsp::compile(map);
    ASSERT_TRUE(bsp) << bsp.error().message;
    ASSERT_GE(bsp->segs().size(), 40000u); // the threaded fill
    const sw::CollisionWorld gridWorld(*bsp), bspWorld(*bsp, nullptr, 0);
    ASSERT_FALSE(gridWorld.grid().empty());
    const sw::Box2 bounds = map.bounds();
    std::mt19937 rng(17);
    std::uniform_real_distribution<double> ux(bounds.min.x, bounds.max.x),
        uy(bounds.min.y, bounds.max.y);
    std::uniform_real_distribution<double> angle(0, 6.283185307179586), unit(0, 1);
    sw::AvatarProfile profile;
    const sw::Mover viaGrid(gridWorld, profile), viaBsp(bspWorld, profile);
    int compared = 0;
    for (int k = 0; k < 3000; ++k) {
        const sw::Vec2 start{ux(rng), uy(rng)};
        EXPECT_EQ(gridWorld.leafAt(start), bspWorld.leafAt(start));
        const double length = 300 * unit(rng);
        const double a = angle(rng);
        const sw::Vec2 d{std::cos(a) * length, std::sin(a) * length};
        sw::Trace t1, t2;
        auto e1 = viaGrid.moveOnce(start, d, &t1);
        auto e2 = viaBsp.moveOnce(start, d, &t2);
        ASSERT_EQ(bool(e1), bool(e2));
        if (!e1)
            continue;
        ++compared;
        EXPECT_NEAR(e1->x, e2->x, 1e-9);
        EXPECT_NEAR(e1->y, e2->y, 1e-9);
        EXPECT_NEAR(e1->z, e2->z, 1e-9);
    }
    EXPECT_GT(compared, 1000);
}

// A cell's subtree is found by the first query that starts in the cell. Two threads querying a
// fresh world at once, each point in a cell the other may be finding at the same moment, get
// the BSP's leaf everywhere, and so does a later query that finds the cell already known.
TEST(SegGrid, CellsFoundByThreadsAtOnceGiveTheBspsLeaves)
{
    const sw::Map map = swbench::makeGridMap({.n = 30});
    auto bsp = sw::Bsp::compile(map);
    ASSERT_TRUE(bsp) << bsp.error().message;
    const sw::CollisionWorld world(*bsp);
    ASSERT_FALSE(world.grid().empty());
    const sw::Box2 bounds = map.bounds();
    std::mt19937 rng(5);
    std::uniform_real_distribution<double> ux(bounds.min.x, bounds.max.x),
        uy(bounds.min.y, bounds.max.y);
    std::vector<sw::Vec2> points(20000);
    for (sw::Vec2& p : points)
        p = {ux(rng), uy(rng)};
    std::vector<std::int32_t> first(points.size()), second(points.size());
    std::thread other([&] {
        for (std::size_t k = 0; k < points.size(); ++k)
            second[k] = world.leafAt(points[k]);
    });
    for (std::size_t k = 0; k < points.size(); ++k)
        first[k] = world.leafAt(points[k]);
    other.join();
    for (std::size_t k = 0; k < points.size(); ++k) {
        const std::int32_t expected = bsp->leafAt(points[k]);
        ASSERT_EQ(first[k], expected) << points[k].x << ", " << points[k].y;
        ASSERT_EQ(second[k], expected) << points[k].x << ", " << points[k].y;
        ASSERT_EQ(world.leafAt(points[k]), expected);
    }
}
