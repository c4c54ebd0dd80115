// Findings of one pattern grouped, each place with its own location and bounds; and the
// analysis with doors open agreeing with a drag with doors open.
#include "AnalysisTestSupport.h"

#include "collision/MovingSectors.h"
#include "io/MapSource.h"

#include "core/support/Freedoom.h"
#include "core/support/PolygonMap.h"

namespace {

// A room, a Doom door (pressed from the room: special 1) and a second room; the rooms'
// ceilings are `ceiling` high, so the door opens to ceiling - 4.
sw::Map doorMap(double ceiling)
{
    swtest::PolygonMap pm;
    pm.rect(0, 0, 128, 128, 0, ceiling);
    pm.rect(128, 32, 144, 96, 0, 0);
    pm.rect(144, 0, 272, 128, 0, ceiling);
    pm.playerStart(64, 64);
    sw::Map map = pm.build();
    const sw::Index w = swtest::wallBetween(map, {128, 32}, {128, 96});
    EXPECT_NE(w, sw::kNone);
    sw::Wall& wall = map.walls[static_cast<std::size_t>(w)];
    if (wall.frontSector != 0) { // the room in front, the door behind
        std::swap(wall.v1, wall.v2);
        std::swap(wall.frontSector, wall.backSector);
        std::swap(wall.front, wall.back);
    }
    wall.special = 1;
    return map;
}

} // namespace

TEST(Grouping, MessagePatternHidesIndicesOnly)
{
    EXPECT_EQ(sw::messagePattern("step of 27 units from sector 968 to sector 1002 in a run of "
                                 "stairs whose other steps rise at most 8"),
              "step of 27 units from sector # to sector # in a run of stairs whose other steps "
              "rise at most 8");
    EXPECT_EQ(sw::messagePattern("sectors 3, 4 and 7 (one area) cannot be reached; it holds a "
                                 "key (thing 12)"),
              "sectors # (one area) cannot be reached; it holds a key (thing #)");
    EXPECT_NE(sw::messagePattern("rise of 27 units between sector 1 and sector 2"),
              sw::messagePattern("rise of 26 units between sector 1 and sector 2"));
}

// MAP12 of freedoom2.wad: the 13 steps of 27 units between sector 968 and its neighbours are
// one group of 13 places, each framing its own walls, never the whole of sector 968.
TEST(Grouping, Map12StepsAroundSector968AreOneGroupOfThirteenPlaces)
{
    const std::string path = swtest::freedoomWad("freedoom2.wad");
    ASSERT_FALSE(path.empty()) << "freedoom2.wad is missing: install the Debian package freedoom";
    auto map = sw::loadMap(path, "MAP12");
    ASSERT_TRUE(map) << map.error().message;
    const auto findings = swtest::analyze(*map);
    const auto groups = sw::findingGroups(findings);
    std::vector<std::size_t> around;
    for (std::size_t i = 0; i < findings.size(); ++i)
        if (findings[i].kind == "step-too-high" &&
            std::count(findings[i].sectors.begin(), findings[i].sectors.end(), 968))
            around.push_back(i);
    ASSERT_EQ(around.size(), 13u);
    const std::string id = findings[around[0]].group;
    sw::Box2 sector968;
    for (const sw::Wall& w : map->walls)
        if (w.frontSector == 968 || w.backSector == 968) {
            sector968.add(map->wallStart(w));
            sector968.add(map->wallEnd(w));
        }
    for (std::size_t i : around) {
        const sw::Finding& f = findings[i];
        EXPECT_EQ(f.group, id);
        EXPECT_TRUE(f.bounds.contains(f.where)) << f.message;
        EXPECT_LT(f.bounds.size().x * f.bounds.size().y,
                  sector968.size().x * sector968.size().y / 20)
            << "a place frames its walls, not the sector";
    }
    const auto it = std::find_if(groups.begin(), groups.end(),
                                 [&](const sw::FindingGroup& g) { return g.id == id; });
    ASSERT_NE(it, groups.end());
    EXPECT_EQ(it->places, around);
    // Other findings keep groups of their own patterns.
    EXPECT_GT(groups.size(), 1u);
    std::size_t placed = 0;
    for (const sw::FindingGroup& g : groups)
        placed += g.places.size();
    EXPECT_EQ(placed, findings.size());
}

// A door that opens to 54 units (rooms 58 high): the flood counts it as a way in while doors
// are judged by their mechanism, but with doors open it is judged at its open height, as the
// drag with doors open meets it; both then find the far room out of reach.
TEST(Grouping, DoorsOpenAnalysisAgreesWithTheDrag)
{
    const sw::Map low = doorMap(58);
    EXPECT_TRUE(swtest::ofKind(swtest::analyze(low), "unreachable").empty());
    sw::AnalysisOptions open;
    open.doorsOpen = true;
    const auto findings = swtest::analyze(low, {}, open);
    const auto unreachable = swtest::ofKind(findings, "unreachable");
    ASSERT_EQ(unreachable.size(), 1u) << swtest::describe(findings);
    EXPECT_EQ(unreachable[0].sectors, std::vector<sw::Index>{2});

    auto bsp = sw::Bsp::compile(low);
    ASSERT_TRUE(bsp);
    const sw::OpenedLevel opened = sw::withDoorsOpen(low, *bsp);
    EXPECT_EQ(opened.map.sectors[1].ceilingHeight, 54);
    const sw::CollisionWorld world(opened.bsp);
    const sw::Mover mover(world, {});
    auto end = mover.moveOnce({64, 64}, {150, 0}, nullptr);
    ASSERT_TRUE(end);
    EXPECT_LT(end->x, 128);

    // Rooms 64 high: the door opens to 60, both pass.
    const sw::Map high = doorMap(64);
    EXPECT_TRUE(swtest::ofKind(swtest::analyze(high, {}, open), "unreachable").empty());
    auto bspHigh = sw::Bsp::compile(high);
    ASSERT_TRUE(bspHigh);
    const sw::OpenedLevel openHigh = sw::withDoorsOpen(high, *bspHigh);
    const sw::CollisionWorld worldHigh(openHigh.bsp);
    auto through = sw::Mover(worldHigh, {}).moveOnce({64, 64}, {150, 0}, nullptr);
    ASSERT_TRUE(through);
    EXPECT_EQ(through->x, 214);
}
