// Find and Replace, Select Similar and pasting properties on a small map.
#include "map/FindReplace.h"

#include <gtest/gtest.h>

namespace {

using sw::Index;
using sw::kNone;

// Two rooms sharing a wall; textures, flats, things and specials to look for.
sw::Map sample()
{
    sw::Map m;
    m.vertices = {{{0, 0}}, {{0, 64}}, {{64, 64}}, {{64, 0}}, {{128, 64}}, {{128, 0}}};
    m.sectors.resize(2);
    m.sectors[0].floorMaterial = "FLOOR4_8";
    m.sectors[0].ceilingMaterial = "CEIL3_5";
    m.sectors[1].floorMaterial = "NUKAGE1";
    m.sectors[1].ceilingMaterial = "CEIL3_5";
    m.sectors[1].special = 7;
    const auto wall = [&m](Index a, Index b, Index front, Index back, const char* tex) {
        sw::Wall w;
        w.v1 = a;
        w.v2 = b;
        w.frontSector = front;
        w.backSector = back;
        (back == kNone ? w.front.middle : w.front.lower) = tex;
        m.walls.push_back(w);
    };
    wall(0, 1, 0, kNone, "STARTAN3");
    wall(1, 2, 0, kNone, "startan3"); // names compare without case
    wall(2, 3, 0, 1, "STEP1");
    wall(3, 0, 0, kNone, "BROWN1");
    wall(2, 4, 1, kNone, "BROWN1");
    wall(4, 5, 1, kNone, "STARTAN3");
    wall(5, 3, 1, kNone, "BROWN1");
    m.walls[2].special = 1;
    m.walls[4].tag = 3;
    m.sectors[0].tag = 3;
    for (int type : {3001, 3001, 9}) {
        sw::Thing t;
        t.type = type;
        m.things.push_back(t);
    }
    return m;
}

TEST(FindReplace, CountsEachElementOnce)
{
    const sw::Map map = sample();
    sw::edit::FindQuery q{sw::edit::FindKind::WallTexture, "STARTAN3", 0};
    EXPECT_EQ(sw::edit::findAll(map, q, {}).count(), (sw::edit::FindCount{3, 0, 0}));
    q = {sw::edit::FindKind::Flat, "ceil3_5", 0};
    EXPECT_EQ(sw::edit::findAll(map, q, {}).count(), (sw::edit::FindCount{0, 2, 0}));
    q = {sw::edit::FindKind::Tag, "", 3};
    EXPECT_EQ(sw::edit::findAll(map, q, {}).count(), (sw::edit::FindCount{1, 1, 0}));
    q = {sw::edit::FindKind::ThingType, "", 3001};
    EXPECT_EQ(sw::edit::findAll(map, q, {}).count(), (sw::edit::FindCount{0, 0, 2}));
}

TEST(FindReplace, ReplacesOnlyInTheScope)
{
    sw::Map map = sample();
    sw::edit::FindScope scope;
    scope.wholeMap = false;
    scope.walls = {0, 3, 5};
    const sw::edit::FindQuery q{sw::edit::FindKind::WallTexture, "STARTAN3", 0};
    const sw::edit::FindQuery to{sw::edit::FindKind::WallTexture, "STARG3", 0};
    EXPECT_EQ(sw::edit::replaceAll(map, q, to, scope), (sw::edit::FindCount{2, 0, 0}));
    EXPECT_EQ(map.walls[0].front.middle, "STARG3");
    EXPECT_EQ(map.walls[1].front.middle, "startan3"); // outside the scope
    EXPECT_EQ(map.walls[5].front.middle, "STARG3");
    EXPECT_EQ(map.walls[3].front.middle, "BROWN1");

    const sw::edit::FindQuery special{sw::edit::FindKind::Special, "", 7};
    const sw::edit::FindQuery none{sw::edit::FindKind::Special, "", 0};
    EXPECT_EQ(sw::edit::replaceAll(map, special, none, {}), (sw::edit::FindCount{0, 1, 0}));
    EXPECT_EQ(map.sectors[1].special, 0);
}

TEST(FindReplace, SelectSimilar)
{
    const sw::Map map = sample();
    using sw::edit::Similarity;
    EXPECT_EQ(sw::edit::similarWalls(map, 3, Similarity::Texture), (std::vector<Index>{3, 4, 6}));
    EXPECT_EQ(sw::edit::similarWalls(map, 2, Similarity::Special), (std::vector<Index>{2}));
    EXPECT_EQ(sw::edit::similarSectors(map, 0, Similarity::Texture), (std::vector<Index>{0, 1}));
    EXPECT_EQ(sw::edit::similarSectors(map, 1, Similarity::Special), (std::vector<Index>{1}));
    EXPECT_EQ(sw::edit::similarThings(map, 1, Similarity::Type), (std::vector<Index>{0, 1}));
}

TEST(FindReplace, PastePropertiesKeepsGeometry)
{
    sw::Map map = sample();
    sw::Wall to = map.walls[0];
    sw::edit::pasteWallProperties(to, map.walls[2]);
    EXPECT_EQ(to.v1, map.walls[0].v1);
    EXPECT_EQ(to.frontSector, 0);
    EXPECT_FALSE(to.twoSided());
    EXPECT_EQ(to.special, 1);
    EXPECT_EQ(to.front.lower, "STEP1");

    sw::Thing thing = map.things[2];
    thing.pos = {40, 40};
    sw::edit::pasteThingProperties(thing, map.things[0]);
    EXPECT_EQ(thing.type, 3001);
    EXPECT_EQ(thing.pos, sw::Vec2(40, 40));

    sw::Sector sector = map.sectors[0];
    sw::edit::pasteSectorProperties(sector, map.sectors[1]);
    EXPECT_EQ(sector, map.sectors[1]);
}

} // namespace
