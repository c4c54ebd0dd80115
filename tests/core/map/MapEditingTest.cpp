// Map surgery behind the editor's commands: each edit done on a small map, then the map checked.
#include "map/MapEditing.h"

#include "geom/Polygon.h"
#include "map/Validate.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

namespace {

using sw::Index;
using sw::kNone;
using sw::Vec2;

// Two 64-unit rooms side by side sharing the wall at x = 64. Fronts face the right of
// v1 -> v2, so every front faces into its room.
//
//   1 ---- 2 ---- 4
//   |  s0  |  s1  |
//   0 ---- 3 ---- 5
sw::Map twoRooms()
{
    sw::Map m;
    m.vertices = {{{0, 0}}, {{0, 64}}, {{64, 64}}, {{64, 0}}, {{128, 64}}, {{128, 0}}};
    m.sectors.resize(2);
    m.sectors[1].floorHeight = 16;
    const auto wall = [&m](Index a, Index b, Index front, Index back) {
        sw::Wall w;
        w.v1 = a;
        w.v2 = b;
        w.frontSector = front;
        w.backSector = back;
        w.front.middle = back == kNone ? "WALL" : "";
        if (back != kNone)
            w.front.lower = w.back.lower = "STEP";
        m.walls.push_back(w);
    };
    wall(0, 1, 0, kNone); // 0
    wall(1, 2, 0, kNone); // 1
    wall(2, 3, 0, 1);     // 2: the shared wall
    wall(3, 0, 0, kNone); // 3
    wall(2, 4, 1, kNone); // 4
    wall(4, 5, 1, kNone); // 5
    wall(5, 3, 1, kNone); // 6
    m.things.resize(3);
    m.things[0].type = 10;
    m.things[1].type = 11;
    m.things[2].type = 12;
    return m;
}

// The double nearest to 3/7 lies below it (0.428571428571428547... < 0.428571428571428571...),
// so the point (kNear, 1) is a hair left of the line from (0, 0) to (3, 7), and the next double
// up a hair right of it. The line's x at y = 1, computed in doubles, rounds to kNear or below,
// and the cross product 3 * 1 - 7 * kNear rounds to 0: crossing tests that compute either put
// the point on the wrong side (the old editor-side tests did).
const double kNear = 3.0 / 7.0;
const double kNearUp = std::nextafter(kNear, 1.0);

// Sector 0 left of the slanted wall (0, 0) - (3, 7), sector 1 right of it.
sw::Map slantedRooms()
{
    sw::Map m;
    m.vertices = {{{-10, 0}}, {{0, 0}}, {{3, 7}}, {{-10, 7}}, {{10, 0}}, {{10, 7}}};
    m.sectors.resize(2);
    const auto wall = [&m](Index a, Index b, Index front, Index back) {
        sw::Wall w;
        w.v1 = a;
        w.v2 = b;
        w.frontSector = front;
        w.backSector = back;
        m.walls.push_back(w);
    };
    wall(0, 3, 0, kNone);
    wall(3, 2, 0, kNone);
    wall(2, 1, 0, 1); // going down-left: its right is the left room
    wall(1, 0, 0, kNone);
    wall(1, 4, 1, kNone);
    wall(4, 5, 1, kNone);
    wall(5, 2, 1, kNone);
    return m;
}

} // namespace

TEST(MapEditing, SectorAtCountsCrossingsPerSector)
{
    const sw::Map m = twoRooms();
    EXPECT_EQ(sw::edit::sectorAt(m, {32, 32}), 0);
    EXPECT_EQ(sw::edit::sectorAt(m, {96, 10}), 1);
    EXPECT_EQ(sw::edit::sectorAt(m, {200, 32}), kNone);
    EXPECT_EQ(sw::edit::sectorAt(m, {-1, 32}), kNone);
    EXPECT_EQ(sw::edit::sectorAt(m, {32, 65}), kNone);
}

TEST(MapEditing, SectorAtDecidesASideAHairFromAWallExactly)
{
    const sw::Map m = slantedRooms();
    EXPECT_EQ(sw::edit::sectorAt(m, {kNear, 1}), 0);
    EXPECT_EQ(sw::edit::sectorAt(m, {kNearUp, 1}), 1);
    // The same on a wall running the other way (the rooms mirrored, walls reversed).
    sw::Map mirrored = m;
    for (sw::Vertex& v : mirrored.vertices)
        v.pos.y = 7 - v.pos.y;
    for (sw::Wall& w : mirrored.walls)
        std::swap(w.v1, w.v2);
    EXPECT_EQ(sw::edit::sectorAt(mirrored, {kNear, 6}), 0);
    EXPECT_EQ(sw::edit::sectorAt(mirrored, {kNearUp, 6}), 1);
}

TEST(MapEditing, SectorAtSkipsWallsWithBrokenVertices)
{
    sw::Map m = twoRooms();
    m.walls[5].v2 = 99; // the right room's east wall points nowhere
    EXPECT_EQ(sw::edit::sectorAt(m, {32, 32}), 0);
    // Without its east wall no wall of the right room lies right of the point any more.
    EXPECT_EQ(sw::edit::sectorAt(m, {96, 32}), kNone);
}

TEST(MapEditing, VertexAtMatchesWithinSamePoint)
{
    const sw::Map m = twoRooms();
    EXPECT_EQ(sw::edit::vertexAt(m, {64, 64}), 2);
    EXPECT_EQ(sw::edit::vertexAt(m, {64 + sw::edit::kSamePoint / 2, 64}), 2);
    EXPECT_EQ(sw::edit::vertexAt(m, {64 + sw::edit::kSamePoint * 10, 64}), kNone);
    EXPECT_EQ(sw::edit::vertexAt(m, {32, 32}), kNone);
}

TEST(MapEditing, WallThroughFindsInsidesNotEnds)
{
    const sw::Map m = twoRooms();
    EXPECT_EQ(sw::edit::wallThrough(m, {64, 32}), 2);
    EXPECT_EQ(sw::edit::wallThrough(m, {64 + sw::edit::kSamePoint / 2, 32}), 2);
    EXPECT_EQ(sw::edit::wallThrough(m, {32, 64}), 1);
    EXPECT_EQ(sw::edit::wallThrough(m, {64, 64}), kNone); // an end
    EXPECT_EQ(sw::edit::wallThrough(m, {64, 64 - sw::edit::kSamePoint / 2}), kNone);
    EXPECT_EQ(sw::edit::wallThrough(m, {65, 32}), kNone);
    EXPECT_EQ(sw::edit::wallThrough(m, {64, 70}), kNone); // on the line, past the end
}

TEST(MapEditing, WallBetweenEitherDirection)
{
    const sw::Map m = twoRooms();
    EXPECT_EQ(sw::edit::wallBetween(m, 2, 3), 2);
    EXPECT_EQ(sw::edit::wallBetween(m, 3, 2), 2);
    EXPECT_EQ(sw::edit::wallBetween(m, 5, 3), 6);
    EXPECT_EQ(sw::edit::wallBetween(m, 0, 2), kNone);
}

// The queries for many points or pairs at once give what the single queries give, point by
// point: ends and insides of walls, near misses, the first of two walls through one point.
TEST(MapEditing, BatchQueriesAnswerAsTheSingleOnes)
{
    sw::Map m = twoRooms();
    // A second wall over the shared one: the single query finds the first, so must the batch.
    m.walls.push_back(m.walls[2]);
    const double k = sw::edit::kSamePoint;
    std::vector<Vec2> points = {{64, 32}, {64 + k / 2, 32}, {32, 64}, {64, 64},
                                {64, 64 - k / 2}, {65, 32}, {64, 70}, {64 + k * 1.5, 64},
                                {0, 0}, {128, 0.5}, {-1, -1}, {96, 0}};
    for (const sw::Vertex& v : m.vertices)
        points.push_back(v.pos + Vec2{k * 0.9, -k * 0.9});
    const std::vector<Index> vertices = sw::edit::verticesAt(m, points);
    const std::vector<Index> walls = sw::edit::wallsThrough(m, points);
    ASSERT_EQ(vertices.size(), points.size());
    ASSERT_EQ(walls.size(), points.size());
    for (std::size_t i = 0; i < points.size(); ++i) {
        EXPECT_EQ(vertices[i], sw::edit::vertexAt(m, points[i])) << "point " << i;
        EXPECT_EQ(walls[i], sw::edit::wallThrough(m, points[i])) << "point " << i;
    }
    EXPECT_EQ(walls[0], 2);
    EXPECT_NE(vertices[3], kNone);

    std::vector<std::pair<Index, Index>> pairs;
    for (Index a = 0; a < 6; ++a)
        for (Index b = 0; b < 6; ++b)
            pairs.emplace_back(a, b);
    const std::vector<Index> between = sw::edit::wallsBetween(m, pairs);
    ASSERT_EQ(between.size(), pairs.size());
    for (std::size_t i = 0; i < pairs.size(); ++i)
        EXPECT_EQ(between[i], sw::edit::wallBetween(m, pairs[i].first, pairs[i].second))
            << pairs[i].first << "-" << pairs[i].second;
    EXPECT_TRUE(sw::edit::verticesAt(m, {}).empty());

    // Among some walls: the first answer among them, as a wall index; kNone where only walls
    // left out answer. All walls in order answer as the whole map does.
    std::vector<Index> all(m.walls.size());
    for (std::size_t i = 0; i < all.size(); ++i)
        all[i] = static_cast<Index>(i);
    EXPECT_EQ(sw::edit::wallsThrough(m, points, all), walls);
    EXPECT_EQ(sw::edit::wallsBetween(m, pairs, all), between);
    const Index copy = static_cast<Index>(m.walls.size()) - 1; // the second wall over wall 2
    const std::vector<Index> without2 = {0, 1, 3, 4, 5, 6, copy};
    const std::vector<Index> through = sw::edit::wallsThrough(m, points, without2);
    EXPECT_EQ(through[0], copy);
    EXPECT_EQ(sw::edit::wallsThrough(m, points, {0, 1})[0], kNone);
    const std::vector<Index> joining = sw::edit::wallsBetween(m, pairs, without2);
    for (std::size_t i = 0; i < pairs.size(); ++i)
        EXPECT_EQ(joining[i], between[i] == 2 ? copy : between[i])
            << pairs[i].first << "-" << pairs[i].second;
}

TEST(MapEditing, SectorHasWalls)
{
    sw::Map m = twoRooms();
    EXPECT_TRUE(sw::edit::sectorHasWalls(m, 0));
    EXPECT_TRUE(sw::edit::sectorHasWalls(m, 1));
    m.sectors.emplace_back();
    EXPECT_FALSE(sw::edit::sectorHasWalls(m, 2));
    // A back side counts: the shared wall is the only one facing sector 1 once the others go.
    m.walls.erase(m.walls.begin() + 4, m.walls.begin() + 7);
    EXPECT_TRUE(sw::edit::sectorHasWalls(m, 1));
}

TEST(MapEditing, SplitWallProjectsAndKeepsMaterialsContinuous)
{
    sw::Map m = twoRooms();
    m.walls[2].flags = sw::kWallBlocking;
    m.walls[2].special = 7;
    m.walls[2].tag = 3;
    m.walls[2].front.offsetX = 5;
    m.walls[2].back.offsetX = 2;
    const std::size_t walls = m.walls.size();
    // A point a little off the wall is projected onto it.
    const Index v = sw::edit::splitWall(m, 2, {64.25, 16});
    EXPECT_EQ(v, 6);
    ASSERT_EQ(m.vertices.size(), 7u);
    EXPECT_EQ(m.vertices[6].pos, Vec2(64, 16));
    ASSERT_EQ(m.walls.size(), walls + 1);
    const sw::Wall& first = m.walls[2];
    const sw::Wall& second = m.walls.back();
    EXPECT_EQ(first.v1, 2);
    EXPECT_EQ(first.v2, 6);
    EXPECT_EQ(second.v1, 6);
    EXPECT_EQ(second.v2, 3);
    for (const sw::Wall* w : {&first, &second}) {
        EXPECT_EQ(w->frontSector, 0);
        EXPECT_EQ(w->backSector, 1);
        EXPECT_EQ(w->flags, sw::kWallBlocking);
        EXPECT_EQ(w->special, 7);
        EXPECT_EQ(w->tag, 3);
        EXPECT_EQ(w->front.lower, "STEP");
    }
    // The front runs from v1 (64, 64): the second half begins 48 units along it. The back runs
    // from v2 (64, 0): the first half begins 16 units along it.
    EXPECT_EQ(first.front.offsetX, 5);
    EXPECT_EQ(second.front.offsetX, 5 + 48);
    EXPECT_EQ(first.back.offsetX, 2 + 16);
    EXPECT_EQ(second.back.offsetX, 2);
    // The room is still closed: the point in each room finds its sector.
    EXPECT_EQ(sw::edit::sectorAt(m, {32, 32}), 0);
    EXPECT_EQ(sw::edit::sectorAt(m, {96, 32}), 1);
}

TEST(MapEditing, SplitWallClampsToTheWall)
{
    sw::Map m = twoRooms();
    const Index v = sw::edit::splitWall(m, 1, {-50, 70});
    EXPECT_EQ(m.vertices[static_cast<std::size_t>(v)].pos, Vec2(0, 64));
}

TEST(MapEditing, FlipWallKeepsEachSectorOnItsSide)
{
    sw::Map m = twoRooms();
    m.walls[2].front.upper = "FRONT";
    m.walls[2].back.upper = "BACK";
    sw::edit::flipWall(m.walls[2]);
    const sw::Wall& w = m.walls[2];
    EXPECT_EQ(w.v1, 3);
    EXPECT_EQ(w.v2, 2);
    EXPECT_EQ(w.frontSector, 1);
    EXPECT_EQ(w.backSector, 0);
    EXPECT_EQ(w.front.upper, "BACK");
    EXPECT_EQ(w.back.upper, "FRONT");
    EXPECT_EQ(sw::edit::sectorAt(m, {32, 32}), 0);
    EXPECT_EQ(sw::edit::sectorAt(m, {96, 32}), 1);
}

TEST(MapEditing, OpenWallMovesTheMiddleToUpperAndLower)
{
    sw::Wall w;
    w.frontSector = 0;
    w.front.middle = "BRICK";
    sw::edit::openWall(w, 4);
    EXPECT_EQ(w.backSector, 4);
    EXPECT_EQ(w.front.middle, "");
    EXPECT_EQ(w.front.upper, "BRICK");
    EXPECT_EQ(w.front.lower, "BRICK");
    EXPECT_EQ(w.back.upper, "BRICK");
    EXPECT_EQ(w.back.lower, "BRICK");

    // Parts already set stay.
    sw::Wall x;
    x.front.middle = "BRICK";
    x.front.upper = "METAL";
    sw::edit::openWall(x, 1);
    EXPECT_EQ(x.front.upper, "METAL");
    EXPECT_EQ(x.front.lower, "BRICK");
    EXPECT_EQ(x.back.upper, "METAL");
    EXPECT_EQ(x.front.middle, "");

    // No middle: nothing to move; the back copies the front's parts.
    sw::Wall y;
    y.front.lower = "STEP";
    sw::edit::openWall(y, 2);
    EXPECT_EQ(y.front.lower, "STEP");
    EXPECT_EQ(y.front.upper, "");
    EXPECT_EQ(y.back.lower, "STEP");

    // The flag that made the one-sided wall block everything goes; the others stay.
    sw::Wall z;
    z.front.middle = "BRICK";
    z.flags = sw::kWallBlocking | sw::kWallSecret | sw::kWallLowerUnpegged;
    sw::edit::openWall(z, 3);
    EXPECT_EQ(z.flags, sw::kWallSecret | sw::kWallLowerUnpegged);
}

// Looking only at the walls that reach into the points' rows gives the answer a look at every
// wall gives.
TEST(MapEditing, SectorsAtFromTheWallsInTheirRowsAgreesWithAllWalls)
{
    const sw::Map m = twoRooms();
    const std::vector<Vec2> points = {{32, 32}, {96, 10}, {200, 32}, {-1, 32}, {64, 32}, {96, 63}};
    std::vector<Index> rows;
    for (std::size_t i = 0; i < m.walls.size(); ++i) {
        const double y1 = m.vertices[static_cast<std::size_t>(m.walls[i].v1)].pos.y;
        const double y2 = m.vertices[static_cast<std::size_t>(m.walls[i].v2)].pos.y;
        if (std::max(y1, y2) >= 9 && std::min(y1, y2) <= 64)
            rows.push_back(static_cast<Index>(i));
    }
    ASSERT_LT(rows.size(), m.walls.size()); // the rows leave some walls out
    EXPECT_EQ(sw::edit::sectorsAt(m, points, rows), sw::edit::sectorsAt(m, points));
    EXPECT_EQ(sw::edit::sectorsAt(m, points), (std::vector<Index>{0, 1, kNone, kNone, 1, 1}));
}

TEST(MapEditing, RemovingASectorClosesTheSharedWallAndDropsWhatIsLeftAlone)
{
    sw::Map m = twoRooms();
    sw::edit::Removal r(m);
    r.sectors[1] = true;
    sw::edit::removeElements(m, std::move(r));
    ASSERT_EQ(m.sectors.size(), 1u);
    // The right room's own walls went, and so did its two outer corners.
    ASSERT_EQ(m.walls.size(), 4u);
    ASSERT_EQ(m.vertices.size(), 4u);
    EXPECT_EQ(m.vertices[3].pos, Vec2(64, 0));
    const sw::Wall& shared = m.walls[2];
    EXPECT_EQ(shared.v1, 2);
    EXPECT_EQ(shared.v2, 3);
    EXPECT_EQ(shared.frontSector, 0);
    EXPECT_EQ(shared.backSector, kNone);
    EXPECT_EQ(shared.back, sw::WallSide{});
    EXPECT_EQ(shared.front.middle, "STEP"); // the solid middle comes back from the lower part
    EXPECT_EQ(m.things.size(), 3u);
}

TEST(MapEditing, RemovingTheFrontSectorFlipsTheSharedWall)
{
    sw::Map m = twoRooms();
    sw::edit::Removal r(m);
    r.sectors[0] = true;
    const sw::edit::Renumbering moved = sw::edit::removeElements(m, std::move(r));
    ASSERT_EQ(m.sectors.size(), 1u);
    EXPECT_EQ(m.sectors[0].floorHeight, 16); // the old sector 1, in the place of sector 0
    EXPECT_EQ(moved.sector(0), kNone);
    EXPECT_EQ(moved.sector(1), 0);
    // Walls 0, 1 and 3 went: the last walls, 4, 5 and 6, take their places; the shared wall
    // keeps its own.
    ASSERT_EQ(m.walls.size(), 4u);
    EXPECT_EQ(moved.wall(2), 2);
    EXPECT_EQ(moved.wall(4), 0);
    EXPECT_EQ(moved.wall(6), 3);
    // Vertices 0 and 1 went; 2 and 3 stay where they were, 4 and 5 take their places.
    ASSERT_EQ(m.vertices.size(), 4u);
    EXPECT_EQ(m.vertices[0].pos, Vec2(128, 64));
    EXPECT_EQ(m.vertices[1].pos, Vec2(128, 0));
    EXPECT_EQ(m.vertices[2].pos, Vec2(64, 64));
    const sw::Wall& shared = m.walls[2];
    EXPECT_EQ(shared.v1, 3); // (64, 0)
    EXPECT_EQ(shared.v2, 2); // (64, 64)
    EXPECT_EQ(shared.frontSector, 0);
    EXPECT_EQ(shared.backSector, kNone);
    EXPECT_EQ(shared.front.middle, "STEP");
    EXPECT_EQ(m.walls[0].v1, 2); // what was wall 4, (64, 64) -> (128, 64)
    EXPECT_EQ(m.walls[0].v2, 0);
    EXPECT_EQ(m.walls[3].v1, 1); // what was wall 6, (128, 0) -> (64, 0)
    EXPECT_EQ(m.walls[3].v2, 3);
    EXPECT_EQ(sw::edit::sectorAt(m, {96, 32}), 0);
}

// Two rooms at the same heights share a wall with no lower or upper part. Removing one room
// closes that wall: it takes the middle of a solid wall at its ends instead of showing nothing.
TEST(MapEditing, AClosedWallWithNothingToShowTakesItsNeighboursMiddle)
{
    sw::Map m = twoRooms();
    m.sectors[1].floorHeight = m.sectors[0].floorHeight;
    m.walls[2].front.lower.clear();
    m.walls[2].back.lower.clear();
    m.walls[1].front.middle = "BRICK"; // (0, 64) -> (64, 64), meets the shared wall at (64, 64)
    sw::edit::Removal r(m);
    r.sectors[1] = true;
    sw::edit::removeElements(m, std::move(r));
    ASSERT_EQ(m.walls.size(), 4u);
    const sw::Wall& shared = m.walls[2];
    EXPECT_EQ(shared.backSector, kNone);
    EXPECT_EQ(shared.front.middle, "BRICK");
    // A wall with a part to show keeps it (the lower part, as before).
    sw::Map stepped = twoRooms();
    sw::edit::Removal again(stepped);
    again.sectors[1] = true;
    sw::edit::removeElements(stepped, std::move(again));
    EXPECT_EQ(stepped.walls[2].front.middle, "STEP");
}

TEST(MapEditing, RemovingAVertexRemovesItsWallsAndMovesTheLastIntoItsPlace)
{
    sw::Map m = twoRooms();
    sw::edit::Removal r(m);
    r.vertices[2] = true;
    sw::edit::removeElements(m, std::move(r));
    // Walls 1, 2 and 4 met vertex 2. The last vertex, 5, takes its place; the last walls, 5
    // and 6, take the places of walls 1 and 2; walls 0 and 3 keep theirs.
    ASSERT_EQ(m.walls.size(), 4u);
    ASSERT_EQ(m.vertices.size(), 5u);
    ASSERT_EQ(m.sectors.size(), 2u);
    EXPECT_EQ(m.vertices[2].pos, Vec2(128, 0));
    EXPECT_EQ(m.vertices[3].pos, Vec2(64, 0));
    EXPECT_EQ(m.walls[0].v1, 0);
    EXPECT_EQ(m.walls[0].v2, 1);
    EXPECT_EQ(m.walls[1].v1, 4); // what was wall 5 (4 -> 5)
    EXPECT_EQ(m.walls[1].v2, 2);
    EXPECT_EQ(m.walls[2].v1, 2); // what was wall 6 (5 -> 3)
    EXPECT_EQ(m.walls[2].v2, 3);
    EXPECT_EQ(m.walls[2].frontSector, 1);
    EXPECT_EQ(m.walls[3].v1, 3); // wall 3 (3 -> 0), in its place
    EXPECT_EQ(m.walls[3].v2, 0);
}

// Removing one element of a long list moves one element, the last, whatever else is removed
// with it: a big map's edit renumbers where it is, not every element after it.
TEST(MapEditing, RemovingFromTheMiddleMovesOnlyTheLastSurvivors)
{
    sw::Map m;
    for (int i = 0; i < 40; ++i)
        m.things.push_back(sw::Thing{});
    for (int i = 0; i < 40; ++i)
        m.things[static_cast<std::size_t>(i)].type = 1000 + i;
    sw::edit::Removal r(m);
    r.things[3] = r.things[17] = r.things[38] = true;
    const sw::edit::Renumbering moved = sw::edit::removeElements(m, std::move(r));
    ASSERT_EQ(m.things.size(), 37u);
    // 37 stay: the survivors at 37 and 39 fill the holes at 3 and 17, in order; 38 was removed.
    EXPECT_EQ(m.things[3].type, 1037);
    EXPECT_EQ(m.things[17].type, 1039);
    EXPECT_EQ(moved.thing(37), 3);
    EXPECT_EQ(moved.thing(39), 17);
    EXPECT_EQ(moved.thing(38), kNone);
    for (int i = 0; i < 37; ++i)
        if (i != 3 && i != 17) {
            EXPECT_EQ(m.things[static_cast<std::size_t>(i)].type, 1000 + i);
            EXPECT_EQ(moved.thing(i), i);
        }
    // Removed at the end only: nothing moves.
    sw::edit::Removal tail(m);
    tail.things[35] = tail.things[36] = true;
    const sw::edit::Renumbering none = sw::edit::removeElements(m, std::move(tail));
    ASSERT_EQ(m.things.size(), 35u);
    for (int i = 0; i < 35; ++i)
        EXPECT_EQ(none.thing(i), i);
    EXPECT_EQ(m.things[17].type, 1039);
}

TEST(MapEditing, RemovingWallsAndThings)
{
    sw::Map m = twoRooms();
    sw::edit::Removal r(m);
    r.walls[4] = r.walls[5] = r.walls[6] = true;
    r.things[1] = true;
    sw::edit::removeElements(m, std::move(r));
    // The right room still faces the shared wall's back, so it stays; its corners go.
    EXPECT_EQ(m.sectors.size(), 2u);
    EXPECT_EQ(m.walls.size(), 4u);
    EXPECT_EQ(m.vertices.size(), 4u);
    EXPECT_EQ(m.walls[2].backSector, 1);
    ASSERT_EQ(m.things.size(), 2u);
    EXPECT_EQ(m.things[0].type, 10);
    EXPECT_EQ(m.things[1].type, 12);
}

TEST(MapEditing, RemovingLeavesWhatHadNoWallsBefore)
{
    sw::Map m = twoRooms();
    m.vertices.push_back({{500, 500}}); // a stray vertex
    m.sectors.emplace_back();           // a sector nothing faces
    sw::edit::Removal r(m);
    r.things[0] = true;
    sw::edit::removeElements(m, std::move(r));
    EXPECT_EQ(m.vertices.size(), 7u);
    EXPECT_EQ(m.sectors.size(), 3u);
    EXPECT_EQ(m.walls.size(), 7u);
    EXPECT_EQ(m.things.size(), 2u);
}

TEST(MapEditing, RemovingEverythingLeavesAnEmptyMap)
{
    sw::Map m = twoRooms();
    sw::edit::Removal r(m);
    r.sectors.assign(r.sectors.size(), true);
    r.things.assign(r.things.size(), true);
    sw::edit::removeElements(m, std::move(r));
    EXPECT_TRUE(m.vertices.empty());
    EXPECT_TRUE(m.walls.empty());
    EXPECT_TRUE(m.sectors.empty());
    EXPECT_TRUE(m.things.empty());
}

TEST(MapEditing, CentreOfIsTheBoundingBoxCentre)
{
    EXPECT_EQ(sw::edit::centreOf({}), Vec2(0, 0));
    EXPECT_EQ(sw::edit::centreOf({{3, 4}}), Vec2(3, 4));
    EXPECT_EQ(sw::edit::centreOf({{0, 0}, {10, 2}, {1, 8}, {1, 1}}), Vec2(5, 4));
}

TEST(MapEditing, SignedArea2)
{
    const std::vector<Vec2> ccw{{0, 0}, {64, 0}, {64, 32}, {0, 32}};
    EXPECT_EQ(sw::edit::signedArea2(ccw), 2 * 64 * 32);
    const std::vector<Vec2> cw(ccw.rbegin(), ccw.rend());
    EXPECT_EQ(sw::edit::signedArea2(cw), -2 * 64 * 32);
    EXPECT_EQ(sw::edit::signedArea2({}), 0);
    EXPECT_EQ(sw::edit::signedArea2({{0, 0}, {1, 1}, {2, 2}}), 0);
    // The same value geom gives, doubled.
    const std::vector<Vec2> odd{{0.1, 0.3}, {7.7, 0.2}, {5.5, 9.1}, {-2.3, 4.4}};
    EXPECT_EQ(sw::edit::signedArea2(odd), 2 * sw::signedArea(odd));
}

TEST(MapEditing, InsidePolygon)
{
    const std::vector<Vec2> square{{0, 0}, {64, 0}, {64, 64}, {0, 64}};
    EXPECT_TRUE(sw::edit::insidePolygon(square, {32, 32}));
    EXPECT_FALSE(sw::edit::insidePolygon(square, {96, 32}));
    EXPECT_FALSE(sw::edit::insidePolygon(square, {32, -1}));
    EXPECT_FALSE(sw::edit::insidePolygon({}, {0, 0}));
    // A hole made by going around twice in opposite senses is outside (odd-even).
    const std::vector<Vec2> ring{{0, 0},   {64, 0},  {64, 64}, {0, 64},  {0, 0},
                                 {16, 16}, {16, 48}, {48, 48}, {48, 16}, {16, 16}};
    EXPECT_FALSE(sw::edit::insidePolygon(ring, {32, 32}));
    EXPECT_TRUE(sw::edit::insidePolygon(ring, {8, 32}));
}

TEST(MapEditing, InsidePolygonDecidesAHairFromAnEdgeExactly)
{
    // The slanted edge (0, 0) - (3, 7) bounds the polygon on the right.
    const std::vector<Vec2> poly{{0, 0}, {3, 7}, {-10, 7}, {-10, 0}};
    EXPECT_TRUE(sw::edit::insidePolygon(poly, {kNear, 1}));
    EXPECT_FALSE(sw::edit::insidePolygon(poly, {kNearUp, 1}));
    // Walked the other way round: the same answers.
    const std::vector<Vec2> back(poly.rbegin(), poly.rend());
    EXPECT_TRUE(sw::edit::insidePolygon(back, {kNear, 1}));
    EXPECT_FALSE(sw::edit::insidePolygon(back, {kNearUp, 1}));
}

TEST(MapEditing, SegmentsCrossOnlyAtOnePointInsideBoth)
{
    EXPECT_TRUE(sw::edit::segmentsCross({0, 0}, {10, 10}, {0, 10}, {10, 0}));
    EXPECT_FALSE(sw::edit::segmentsCross({0, 0}, {10, 10}, {20, 0}, {11, 9}));
    // Touching at an end, meeting at a shared corner, overlapping collinear, parallel.
    EXPECT_FALSE(sw::edit::segmentsCross({0, 0}, {10, 0}, {5, 0}, {5, 5}));
    EXPECT_FALSE(sw::edit::segmentsCross({0, 0}, {10, 0}, {10, 0}, {10, 5}));
    EXPECT_FALSE(sw::edit::segmentsCross({0, 0}, {10, 0}, {5, 0}, {15, 0}));
    EXPECT_FALSE(sw::edit::segmentsCross({0, 0}, {10, 0}, {0, 1}, {10, 1}));
    EXPECT_FALSE(sw::edit::segmentsCross({0, 0}, {0, 0}, {-1, -1}, {1, 1}));
}

TEST(MapEditing, SegmentsCrossDecidesAHairFromALineExactly)
{
    // From a hair left of the line (0, 0) - (3, 7) to well right of it: a real crossing, which
    // the rounded cross product 3 * 1 - 7 * kNear == 0 used to miss. From a hair right: none.
    EXPECT_TRUE(sw::edit::segmentsCross({0, 0}, {3, 7}, {kNear, 1}, {10, 1}));
    EXPECT_TRUE(sw::edit::segmentsCross({kNear, 1}, {10, 1}, {3, 7}, {0, 0}));
    EXPECT_FALSE(sw::edit::segmentsCross({0, 0}, {3, 7}, {kNearUp, 1}, {10, 1}));
    EXPECT_FALSE(sw::edit::segmentsCross({kNearUp, 1}, {10, 1}, {0, 0}, {3, 7}));
}

namespace {

bool valid(const sw::Map& m)
{
    return sw::hasNoErrors(sw::validateMap(m));
}

// A 128-unit room (sector 0) with a 32-unit square pillar in its middle; the pillar's walls face
// out into the room and have nothing behind them.
sw::Map roomWithPillar()
{
    sw::Map m;
    m.vertices = {{{0, 0}},   {{0, 128}},  {{128, 128}}, {{128, 0}},
                  {{48, 48}}, {{80, 48}}, {{80, 80}},   {{48, 80}}};
    m.sectors.resize(1);
    const auto wall = [&m](Index a, Index b) {
        sw::Wall w;
        w.v1 = a;
        w.v2 = b;
        w.frontSector = 0;
        w.front.middle = "WALL";
        m.walls.push_back(w);
    };
    wall(0, 1);
    wall(1, 2);
    wall(2, 3);
    wall(3, 0);
    // Counter-clockwise, so the right of each wall is outside the pillar.
    wall(4, 5);
    wall(5, 6);
    wall(6, 7);
    wall(7, 4);
    return m;
}

} // namespace

TEST(MapEditing, JoinWallsAtUndoesASplit)
{
    const sw::Map original = twoRooms();
    for (const Index wall : {1, 2}) { // a one-sided wall and the two-sided shared one
        sw::Map m = original;
        const Vec2 mid = (m.wallStart(m.walls[wall]) + m.wallEnd(m.walls[wall])) * 0.5;
        const Index v = sw::edit::splitWall(m, wall, mid);
        sw::edit::Removal removal(m);
        ASSERT_TRUE(sw::edit::joinWallsAt(m, v, removal));
        sw::edit::removeElements(m, std::move(removal));
        EXPECT_EQ(m, original) << "wall " << wall;
        EXPECT_TRUE(valid(m));
    }
}

TEST(MapEditing, JoinWallsAtTurnsAWallRunningTheOtherWay)
{
    sw::Map m = twoRooms();
    const Index v = sw::edit::splitWall(m, 2, {64, 32});
    sw::edit::flipWall(m.walls.back()); // now 3 -> v, front 1, back 0: the same sides
    sw::edit::Removal removal(m);
    ASSERT_TRUE(sw::edit::joinWallsAt(m, v, removal));
    sw::edit::removeElements(m, std::move(removal));
    ASSERT_EQ(m.walls.size(), 7u);
    ASSERT_EQ(m.vertices.size(), 6u);
    const Index shared = sw::edit::wallBetween(m, 2, 3);
    ASSERT_NE(shared, kNone);
    EXPECT_EQ(sw::edit::sectorAt(m, {32, 32}), 0);
    EXPECT_EQ(sw::edit::sectorAt(m, {96, 32}), 1);
    EXPECT_TRUE(valid(m));
}

TEST(MapEditing, JoinWallsAtRefusesWhatIsNotOneWallCut)
{
    sw::Map m = twoRooms();
    sw::edit::Removal removal(m);
    EXPECT_FALSE(sw::edit::joinWallsAt(m, 2, removal)); // three walls meet there
    EXPECT_FALSE(sw::edit::joinWallsAt(m, 99, removal));

    const Index v = sw::edit::splitWall(m, 2, {64, 32});
    m.walls.back().backSector = kNone; // the halves face different sectors now
    const sw::Map before = m;
    sw::edit::Removal again(m);
    EXPECT_FALSE(sw::edit::joinWallsAt(m, v, again));
    EXPECT_EQ(m, before);
    EXPECT_EQ(std::count(again.walls.begin(), again.walls.end(), true), 0);
}

TEST(MapEditing, JoinWallsAtACornerCutsItOff)
{
    sw::Map m = twoRooms();
    sw::edit::Removal removal(m);
    ASSERT_TRUE(sw::edit::joinWallsAt(m, 0, removal)); // walls 3 -> 0 -> 1 become 3 -> 1
    sw::edit::removeElements(m, std::move(removal));
    EXPECT_EQ(m.vertices.size(), 5u);
    EXPECT_EQ(m.walls.size(), 6u);
    EXPECT_EQ(sw::edit::sectorAt(m, {48, 32}), 0);
    EXPECT_EQ(sw::edit::sectorAt(m, {4, 4}), kNone);
    EXPECT_TRUE(valid(m));
}

TEST(MapEditing, MergeVertexIntoJoinsTwoRoomsAtTheirSharedSide)
{
    // Two rooms drawn apart whose facing sides lie on top of each other.
    sw::Map m = twoRooms();
    m.walls.erase(m.walls.begin() + 2); // drop the shared wall
    m.vertices.push_back({{64, 64}});   // 6: room 1's own corners
    m.vertices.push_back({{64, 0}});    // 7
    for (sw::Wall& w : m.walls) {
        if (w.frontSector != 1)
            continue;
        if (w.v1 == 2)
            w.v1 = 6;
        if (w.v2 == 3)
            w.v2 = 7;
    }
    sw::Wall left; // room 1's own left side, 7 -> 6 with room 1 on its right
    left.v1 = 7;
    left.v2 = 6;
    left.frontSector = 1;
    left.front.middle = "WALL";
    m.walls.push_back(left);
    sw::Wall right; // room 0's own right side
    right.v1 = 2;
    right.v2 = 3;
    right.frontSector = 0;
    right.front.middle = "WALL";
    m.walls.push_back(right);
    ASSERT_TRUE(valid(m));

    sw::edit::Removal removal(m);
    ASSERT_TRUE(sw::edit::mergeVertexInto(m, 6, 2, removal));
    ASSERT_TRUE(sw::edit::mergeVertexInto(m, 7, 3, removal));
    EXPECT_FALSE(sw::edit::mergeVertexInto(m, 3, 3, removal));
    sw::edit::removeElements(m, std::move(removal));
    EXPECT_EQ(m.vertices.size(), 6u);
    ASSERT_EQ(m.walls.size(), 7u);
    const Index shared = sw::edit::wallBetween(m, 2, 3);
    ASSERT_NE(shared, kNone);
    const sw::Wall& w = m.walls[static_cast<std::size_t>(shared)];
    EXPECT_TRUE(w.twoSided());
    EXPECT_TRUE(w.front.middle.empty());
    EXPECT_EQ(sw::edit::sectorAt(m, {32, 32}), 0);
    EXPECT_EQ(sw::edit::sectorAt(m, {96, 32}), 1);
    EXPECT_TRUE(valid(m));
}

TEST(MapEditing, MergeVertexIntoCollapsesTheWallBetweenThem)
{
    sw::Map m = twoRooms();
    const Index v = sw::edit::splitWall(m, 1, {32, 64});
    sw::edit::Removal removal(m);
    ASSERT_TRUE(sw::edit::mergeVertexInto(m, v, 2, removal));
    sw::edit::removeElements(m, std::move(removal));
    EXPECT_EQ(m.vertices.size(), 6u);
    EXPECT_EQ(m.walls.size(), 7u);
    EXPECT_NE(sw::edit::wallBetween(m, 1, 2), kNone);
    EXPECT_TRUE(valid(m));
}

TEST(MapEditing, LoopAroundSkipsAPillarAndFindsTheRoom)
{
    const sw::Map m = roomWithPillar();
    const std::vector<sw::edit::LoopSide> room = sw::edit::loopAround(m, {16, 64});
    ASSERT_EQ(room.size(), 4u);
    for (const sw::edit::LoopSide& side : room) {
        EXPECT_LT(side.wall, 4);
        EXPECT_TRUE(side.front);
    }
    const std::vector<sw::edit::LoopSide> pillar = sw::edit::loopAround(m, {64, 64});
    ASSERT_EQ(pillar.size(), 4u);
    for (const sw::edit::LoopSide& side : pillar) {
        EXPECT_GE(side.wall, 4);
        EXPECT_FALSE(side.front);
    }
    EXPECT_TRUE(sw::edit::loopAround(m, {200, 64}).empty());
    EXPECT_TRUE(sw::edit::loopAround(m, {-1, 64}).empty());
}

TEST(MapEditing, MakeSectorAtRebuildsARoomsOwnSector)
{
    // Making the sector a room already has gives the same map back: the old sector loses all
    // its walls and goes, and the new one has its place and its properties.
    sw::Map m = twoRooms();
    EXPECT_EQ(sw::edit::makeSectorAt(m, {96, 32}), 1);
    EXPECT_EQ(m, twoRooms());
    EXPECT_EQ(sw::edit::makeSectorAt(m, {300, 32}), kNone);
    EXPECT_EQ(m, twoRooms());
}

TEST(MapEditing, MakeSectorAtFixesWrongReferences)
{
    sw::Map m = twoRooms();
    // Room 1's walls wrongly face sector 0 and the shared wall is one-sided.
    for (sw::Wall& w : m.walls)
        if (w.frontSector == 1)
            w.frontSector = 0;
    m.walls[2].backSector = kNone;
    m.walls[2].front.middle = "WALL";
    const Index made = sw::edit::makeSectorAt(m, {96, 32});
    ASSERT_EQ(made, 2); // sector 1 had no walls before and is left alone
    EXPECT_EQ(sw::edit::sectorAt(m, {96, 32}), made);
    EXPECT_EQ(sw::edit::sectorAt(m, {32, 32}), 0);
    EXPECT_EQ(m.walls[2].backSector, made);
    EXPECT_TRUE(m.walls[2].front.middle.empty());
    EXPECT_TRUE(valid(m));
}

TEST(MapEditing, MakeSectorAtInsideAPillarOpensItsWalls)
{
    sw::Map m = roomWithPillar();
    const Index made = sw::edit::makeSectorAt(m, {64, 64});
    ASSERT_EQ(made, 1);
    EXPECT_EQ(sw::edit::sectorAt(m, {64, 64}), 1);
    EXPECT_EQ(sw::edit::sectorAt(m, {16, 64}), 0);
    for (std::size_t i = 4; i < 8; ++i) {
        EXPECT_EQ(m.walls[i].frontSector, 0);
        EXPECT_EQ(m.walls[i].backSector, 1);
    }
    EXPECT_TRUE(valid(m));
}

namespace {

sw::Sector lookForVoid()
{
    sw::Sector s;
    s.floorHeight = -8;
    s.floorMaterial = "VOIDFLAT";
    return s;
}

sw::edit::DrawResult draw(sw::Map& m, std::vector<Vec2> points, bool closed)
{
    return sw::edit::drawLines(m, points, closed, lookForVoid(), "DRAWN");
}

} // namespace

TEST(MapEditing, DrawLinesAcrossARoomSplitsIt)
{
    sw::Map m = twoRooms();
    m.sectors[0].tag = 7;
    const sw::edit::DrawResult r = draw(m, {{32, 0}, {32, 64}}, false);
    ASSERT_TRUE(r.ok) << r.error;
    EXPECT_EQ(m.sectors.size(), 3u);
    const Index left = sw::edit::sectorAt(m, {16, 32}), right = sw::edit::sectorAt(m, {48, 32});
    EXPECT_NE(left, right);
    EXPECT_NE(left, kNone);
    EXPECT_NE(right, kNone);
    EXPECT_EQ(m.sectors[static_cast<std::size_t>(right)].floorHeight, 0);
    // One half keeps sector 0 with its tag; the copy has none.
    EXPECT_EQ(m.sectors[static_cast<std::size_t>(left)].tag + m.sectors[static_cast<std::size_t>(right)].tag, 7);
    const sw::Wall& line = m.walls.back();
    EXPECT_TRUE(line.twoSided());
    EXPECT_EQ(line.front.upper, "DRAWN");
    EXPECT_TRUE(line.front.middle.empty());
    EXPECT_EQ(sw::edit::sectorAt(m, {96, 32}), 1);
    EXPECT_TRUE(valid(m));
}

TEST(MapEditing, DrawLinesOutlineOverlappingRoomsMakesTheOverlapsTheirOwnSectors)
{
    sw::Map m = twoRooms();
    // Half in room 1, half in the void beyond its right wall.
    const sw::edit::DrawResult r = draw(m, {{96, 16}, {96, 48}, {160, 48}, {160, 16}}, true);
    ASSERT_TRUE(r.ok) << r.error;
    EXPECT_EQ(r.sectors.size(), 2u);
    const Index inRoom = sw::edit::sectorAt(m, {112, 32});
    const Index inVoid = sw::edit::sectorAt(m, {144, 32});
    EXPECT_EQ(sw::edit::sectorAt(m, {80, 32}), 1); // the rest of room 1 keeps its sector
    EXPECT_EQ(sw::edit::sectorAt(m, {112, 56}), 1);
    EXPECT_EQ(sw::edit::sectorAt(m, {32, 32}), 0);
    ASSERT_NE(inRoom, kNone);
    ASSERT_NE(inVoid, kNone);
    EXPECT_NE(inRoom, 1);
    EXPECT_EQ(m.sectors[static_cast<std::size_t>(inRoom)].floorHeight, 16);
    EXPECT_EQ(m.sectors[static_cast<std::size_t>(inVoid)].floorMaterial, "VOIDFLAT");
    EXPECT_EQ(sw::edit::sectorAt(m, {144, 56}), kNone);
    // Room 1's right wall was cut twice: 7 walls + 2 cuts + 4 drawn sides, two of them cut
    // where they cross that wall.
    EXPECT_EQ(m.walls.size(), 7u + 2u + 6u);
    EXPECT_TRUE(valid(m));
}

TEST(MapEditing, DrawLinesInsideARoomCarvesAnInnerSector)
{
    sw::Map m = twoRooms();
    const sw::edit::DrawResult r = draw(m, {{16, 16}, {16, 48}, {48, 48}, {48, 16}}, true);
    ASSERT_TRUE(r.ok) << r.error;
    ASSERT_EQ(r.sectors.size(), 1u);
    EXPECT_EQ(r.sectors[0], 2);
    EXPECT_EQ(sw::edit::sectorAt(m, {32, 32}), 2);
    EXPECT_EQ(sw::edit::sectorAt(m, {8, 8}), 0);
    EXPECT_TRUE(valid(m));
}

TEST(MapEditing, DrawLinesThroughAVertexReusesIt)
{
    sw::Map m = twoRooms();
    // The first side passes exactly over vertex 2 at (64, 64); the second crosses wall 4.
    const sw::edit::DrawResult r = draw(m, {{32, 32}, {96, 96}, {96, 32}}, true);
    ASSERT_TRUE(r.ok) << r.error;
    // New vertices: the three corners and the cut in wall 4 at (96, 64); the cut in the shared
    // wall at (64, 32) is on the closing side.
    EXPECT_EQ(m.vertices.size(), 6u + 3u + 2u);
    EXPECT_EQ(sw::edit::vertexAt(m, {64, 64}), 2);
    EXPECT_EQ(r.sectors.size(), 3u);
    EXPECT_NE(sw::edit::sectorAt(m, {56, 40}), 0);
    EXPECT_EQ(sw::edit::sectorAt(m, {16, 48}), 0);
    EXPECT_EQ(m.sectors[static_cast<std::size_t>(sw::edit::sectorAt(m, {88, 80}))].floorMaterial,
              "VOIDFLAT");
    EXPECT_TRUE(valid(m));
}

TEST(MapEditing, DrawLinesRefusesAndKeepsTheMap)
{
    const sw::Map original = twoRooms();
    sw::Map m = original;
    sw::edit::DrawResult r = draw(m, {{16, 16}, {48, 48}, {48, 16}, {16, 48}}, true);
    EXPECT_FALSE(r.ok);
    EXPECT_NE(r.error.find("cross each other"), std::string::npos);
    r = draw(m, {{32, 0}, {32, 32}}, false); // ends loose in the room
    EXPECT_FALSE(r.ok);
    EXPECT_NE(r.error.find("loose"), std::string::npos);
    r = draw(m, {{32, -16}, {32, 80}}, false); // runs on into the void
    EXPECT_FALSE(r.ok);
    EXPECT_NE(r.error.find("outside every sector"), std::string::npos);
    r = draw(m, {{0, 0}, {0, 64}}, false); // along an existing wall
    EXPECT_FALSE(r.ok);
    EXPECT_EQ(m, original);
}

TEST(MapEditing, MergeDroppedVertexOnVertexAndOnWall)
{
    sw::Map m = twoRooms();
    // A lone wall of room 0 split off, its new vertex dragged onto vertex 2.
    const Index cut = sw::edit::splitWall(m, 1, {32, 64});
    m.vertices[static_cast<std::size_t>(cut)].pos = {64, 64};
    EXPECT_EQ(sw::edit::mergeDropped(m, {cut}), 1);
    EXPECT_EQ(m.vertices.size(), 6u);
    EXPECT_EQ(m.walls.size(), 7u);
    EXPECT_TRUE(valid(m));

    // Vertex 0 dragged onto the middle of the wall 1 -> 2 (now (0, 64) - (64, 64)): it cuts it.
    sw::Map n = twoRooms();
    n.vertices[0].pos = {32, 64};
    EXPECT_EQ(sw::edit::mergeDropped(n, {0}), 1);
    EXPECT_EQ(n.vertices.size(), 6u);
    EXPECT_NE(sw::edit::vertexAt(n, {32, 64}), kNone);
    EXPECT_EQ(sw::edit::vertexAt(n, {0, 0}), kNone);
    // The cut adds a wall; wall 0 now runs over the cut's first half and becomes one with it.
    EXPECT_EQ(n.walls.size(), 7u);
    EXPECT_TRUE(valid(n));

    // Nothing under a vertex dropped in the open.
    sw::Map o = twoRooms();
    o.vertices[0].pos = {-16, -16};
    const sw::Map before = o;
    EXPECT_EQ(sw::edit::mergeDropped(o, {0}), 0);
    EXPECT_EQ(o, before);
}

TEST(MapEditing, MergeDroppedWallOnWallJoinsThem)
{
    // Room 1 drawn apart with its own left side, then dragged so that side lies on room 0's.
    sw::Map m = twoRooms();
    for (sw::Vertex& v : m.vertices)
        if (v.pos.x > 64)
            v.pos.x += 32;
    m.walls.erase(m.walls.begin() + 2);
    m.vertices.push_back({{96, 64}}); // 6
    m.vertices.push_back({{96, 0}});  // 7
    for (sw::Wall& w : m.walls) {
        if (w.frontSector != 1)
            continue;
        if (w.v1 == 2)
            w.v1 = 6;
        if (w.v2 == 3)
            w.v2 = 7;
    }
    sw::Wall left;
    left.v1 = 7;
    left.v2 = 6;
    left.frontSector = 1;
    m.walls.push_back(left);
    sw::Wall right;
    right.v1 = 2;
    right.v2 = 3;
    right.frontSector = 0;
    m.walls.push_back(right);
    // The drag: room 1's vertices 32 units left.
    const std::vector<Index> moved = {4, 5, 6, 7};
    for (Index v : moved)
        m.vertices[static_cast<std::size_t>(v)].pos.x -= 32;
    EXPECT_EQ(sw::edit::mergeDropped(m, moved), 2);
    EXPECT_EQ(m.vertices.size(), 6u);
    EXPECT_EQ(m.walls.size(), 7u);
    const Index shared = sw::edit::wallBetween(m, 2, 3);
    ASSERT_NE(shared, kNone);
    EXPECT_TRUE(m.walls[static_cast<std::size_t>(shared)].twoSided());
    EXPECT_EQ(sw::edit::sectorAt(m, {96, 32}), 1);
    EXPECT_TRUE(valid(m));
}
