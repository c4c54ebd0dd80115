// Doom's doors, lifts and teleporters for the avatar, on Freedoom maps: Use opens MAP01's
// first door and the walker passes, a walk-over line that works once acts once, a teleport
// line moves the avatar, a locked door says which key it wants; and the collision world
// follows the moving sectors' heights.
#include "collision/MovingSectors.h"
#include "io/DoomImport.h"
#include "io/Wad.h"

#include "core/support/Freedoom.h"
#include "core/support/FreedoomLevel.h"
#include "core/support/PolygonMap.h"

#include <gtest/gtest.h>

#include <cmath>

namespace {

using swtest::Level;

// Loads a Freedoom map; a missing WAD fails the test (Freedoom is part of the set-up).
std::optional<Level> load(const char* wad, const char* name)
{
    const std::string path = swtest::freedoomWad(wad);
    if (path.empty()) {
        ADD_FAILURE() << wad << " is missing: run scripts/setup.sh";
        return std::nullopt;
    }
    return swtest::loadLevel(path, name);
}

// The first wall with one of the specials.
sw::Index firstWallWith(const sw::Map& map, std::initializer_list<std::int32_t> specials)
{
    for (std::size_t i = 0; i < map.walls.size(); ++i)
        for (const std::int32_t s : specials)
            if (map.walls[i].special == s)
                return static_cast<sw::Index>(i);
    return sw::kNone;
}

// A point `away` units in front of the middle of a wall, and the direction facing it.
void inFront(const sw::Map& map, sw::Index w, double away, sw::Vec2& pos, sw::Vec2& facing)
{
    const sw::Wall& wall = map.walls[static_cast<std::size_t>(w)];
    const sw::Vec2 a = map.wallStart(wall), b = map.wallEnd(wall);
    const sw::Vec2 e = glm::normalize(b - a);
    const sw::Vec2 front{e.y, -e.x};
    pos = (a + b) * 0.5 + front * away;
    facing = -front;
}

// The editor's walk mode: a TrackFollower at its tick rate (120 a second, the drag's) stepped
// by Walk, as editor/views/WalkController does.
constexpr double kTickRate = 120;

struct Walker {
    sw::Walk& walk;
    sw::TrackFollower follower;

    Walker(sw::Walk& w, const sw::AvatarState& start)
        : walk(w), follower(start, sw::TrackFollower::Settings{kTickRate, 640, false})
    {
    }
    const sw::AvatarState& state() const { return follower.state(); }
    // Walks with `velocity` for `seconds`, or until `until(state)` holds.
    template <typename Until>
    void walkFor(double seconds, const sw::Vec2& velocity, Until&& until,
                 std::vector<sw::MechanismEvent>* events = nullptr)
    {
        const auto ticks = static_cast<long>(std::lround(seconds * kTickRate));
        for (long i = 0; i < ticks && !until(follower.state()); ++i)
            walk.step(follower, sw::StepInput{velocity, false}, events);
    }
    void walkFor(double seconds, const sw::Vec2& velocity,
                 std::vector<sw::MechanismEvent>* events = nullptr)
    {
        walkFor(seconds, velocity, [](const sw::AvatarState&) { return false; }, events);
    }
    sw::MechanismEvent use(const sw::Vec2& facing) { return walk.use(follower, facing); }
};

} // namespace

// MAP01's first door (wall 167, a fast door pressed from sector 26): closed, it stops the
// avatar; Use opens it; walking on, the avatar passes through the door frame (sectors 27 and
// 28) into the room beyond (sector 29).
TEST(MovingSectors, UseOpensMap01FirstDoorAndTheWalkerPasses)
{
    auto level = load("freedoom2.wad", "MAP01");
    ASSERT_TRUE(level);
    const sw::Map& map = level->map;
    ASSERT_EQ(map.walls[167].special, 117);
    const sw::Index door = map.walls[167].backSector;
    sw::CollisionWorld world(level->bsp);
    sw::AvatarProfile profile;
    sw::Walk walk(world, map, profile);
    ASSERT_NE(walk.sectors().find(door), nullptr);
    EXPECT_EQ(walk.sectors().find(door)->kind, sw::MovingSectors::Kind::Door);

    auto state = walk.spawn({680, -160});
    ASSERT_TRUE(state) << state.error().message;
    Walker walker(walk, *state);
    const sw::Vec2 east{200, 0};
    // Closed: a second of walking ends against the door.
    walker.walkFor(1, east);
    EXPECT_LT(walker.state().pos.x, 704 - 15);

    const sw::MechanismEvent e = walker.use({1, 0});
    EXPECT_EQ(e.what, sw::MechanismEvent::What::Opens) << e.message;
    EXPECT_EQ(e.wall, 167);
    ASSERT_EQ(e.sectors.size(), 1u);
    EXPECT_EQ(e.sectors[0], door);
    // Opening: the door's ceiling rises at 8 units a tic to the lowest ceiling around minus 4.
    const sw::MovingSectors::Sector& s = *walk.sectors().find(door);
    EXPECT_EQ(s.high, std::min(map.sectors[26].ceilingHeight, map.sectors[28].ceilingHeight) - 4);
    EXPECT_EQ(s.speed, 8);
    walker.walkFor(2, east, [](const sw::AvatarState& a) { return a.pos.x >= 752; });
    EXPECT_GE(walker.state().pos.x, 752);
    EXPECT_EQ(level->bsp.sectorAt(walker.state().pos), 29)
        << walker.state().pos.x << ", " << walker.state().pos.y;
}

// The door closes after its wait, and opens again when it would close on the avatar.
TEST(MovingSectors, DoorClosesAfterItsWaitAndReopensOnTheAvatar)
{
    auto level = load("freedoom2.wad", "MAP01");
    ASSERT_TRUE(level);
    sw::CollisionWorld world(level->bsp);
    sw::Walk walk(world, level->map, {});
    const sw::Index door = level->map.walls[167].backSector;
    auto state = walk.spawn({680, -160});
    ASSERT_TRUE(state);
    Walker outside(walk, *state);
    ASSERT_EQ(outside.use({1, 0}).what, sw::MechanismEvent::What::Opens);
    // Outside: open within a second, closed again about 150 tics (4.3 s) later.
    double highest = 0;
    for (int i = 0; i < 6 * kTickRate; ++i) {
        outside.walkFor(1 / kTickRate, {0, 0});
        highest = std::max(highest, walk.sectors().find(door)->ceiling);
    }
    EXPECT_EQ(highest, walk.sectors().find(door)->high);
    EXPECT_EQ(walk.sectors().find(door)->ceiling, walk.sectors().find(door)->low);
    EXPECT_EQ(world.sectorHeights(door).ceilingHeight, walk.sectors().find(door)->low);

    // Standing in the doorway: the door comes down to the avatar's head and goes back up.
    ASSERT_EQ(outside.use({1, 0}).what, sw::MechanismEvent::What::Opens);
    outside.walkFor(1, {0, 0});
    auto inDoor = walk.spawn({712, -160});
    ASSERT_TRUE(inDoor) << inDoor.error().message;
    Walker standing(walk, *inDoor);
    double lowest = 1e9;
    for (int i = 0; i < 8 * kTickRate; ++i) {
        standing.walkFor(1 / kTickRate, {0, 0});
        lowest = std::min(lowest, walk.sectors().find(door)->ceiling);
    }
    EXPECT_GE(lowest, standing.state().z + 56);
    EXPECT_NEAR(standing.state().pos.x, 712, 1e-9);
}

// A walk-over line that works once (special 109 on freedoom2 MAP03: a fast door that opens
// and stays open) acts the first time the avatar's centre crosses it, and never again.
TEST(MovingSectors, WalkOverOnceLineTriggersOnce)
{
    auto level = load("freedoom2.wad", "MAP03");
    ASSERT_TRUE(level);
    const sw::Index w = firstWallWith(level->map, {109});
    ASSERT_NE(w, sw::kNone);
    sw::MovingSectors sectors(level->map, level->bsp);
    sw::Vec2 front, facing;
    inFront(level->map, w, 8, front, facing);
    const sw::Vec2 back = front + facing * 16.0;
    const sw::AvatarProfile profile;
    auto first = sectors.crossed(front, back, profile);
    ASSERT_EQ(first.size(), 1u);
    EXPECT_EQ(first[0].what, sw::MechanismEvent::What::Opens) << first[0].message;
    EXPECT_EQ(first[0].wall, w);
    ASSERT_FALSE(first[0].sectors.empty());
    const sw::Index opened = first[0].sectors[0];
    // Crossing back and forth again does nothing; the door goes on opening.
    EXPECT_TRUE(sectors.crossed(back, front, profile).empty());
    EXPECT_TRUE(sectors.crossed(front, back, profile).empty());
    for (int i = 0; i < 35 * 3; ++i)
        sectors.tic([](sw::Index, double, double) { return false; });
    EXPECT_EQ(sectors.find(opened)->ceiling, sectors.find(opened)->high);
    EXPECT_GT(sectors.find(opened)->high, sectors.find(opened)->low);
    // Using it is not how it works.
    EXPECT_EQ(sectors.activate(w, sw::DoomLineAction::Trigger::Use, true, profile).what,
              sw::MechanismEvent::What::Refused);
}

// The same line walked over by the avatar, through the walk's tick loop: back and forth
// three times, it acts the first time only.
TEST(MovingSectors, WalkingOverAOnceLineTriggersOnce)
{
    auto level = load("freedoom2.wad", "MAP03");
    ASSERT_TRUE(level);
    const sw::Index w = firstWallWith(level->map, {109});
    ASSERT_NE(w, sw::kNone);
    sw::CollisionWorld world(level->bsp);
    sw::Walk walk(world, level->map, {});
    sw::Vec2 front, facing;
    inFront(level->map, w, 24, front, facing);
    auto state = walk.spawn(front);
    ASSERT_TRUE(state) << state.error().message;
    Walker walker(walk, *state);
    std::vector<sw::MechanismEvent> events;
    // Which side of the line the avatar's centre is on (the front faces `-facing`).
    const sw::Vec2 mid = front + facing * 24.0;
    const auto behind = [&] { return glm::dot(walker.state().pos - mid, facing) > 0; };
    for (int i = 0; i < 3; ++i) {
        walker.walkFor(0.3, facing * 160.0, &events);
        EXPECT_TRUE(behind()) << "crossing " << i;
        walker.walkFor(0.3, facing * -160.0, &events);
        EXPECT_FALSE(behind()) << "crossing back " << i;
    }
    int acted = 0;
    for (const sw::MechanismEvent& e : events)
        if (e.wall == w && e.what == sw::MechanismEvent::What::Opens)
            ++acted;
    EXPECT_EQ(acted, 1);
    ASSERT_FALSE(events.empty());
    EXPECT_EQ(events.front().wall, w);
}

// A lift pressed with Use (special 62, SR, on freedoom2 MAP02) lowers to the lowest floor
// around it at Doom's speed (4 units a tic), waits 3 seconds (105 tics) and comes back up.
TEST(MovingSectors, UsedLiftLowersWaitsAndReturns)
{
    auto level = load("freedoom2.wad", "MAP02");
    ASSERT_TRUE(level);
    const sw::Index w = firstWallWith(level->map, {62});
    ASSERT_NE(w, sw::kNone);
    sw::CollisionWorld world(level->bsp);
    sw::Walk walk(world, level->map, {});
    sw::Vec2 pos, facing;
    inFront(level->map, w, 20, pos, facing);
    auto state = walk.spawn(pos);
    ASSERT_TRUE(state) << state.error().message;
    Walker walker(walk, *state);
    const sw::MechanismEvent e = walker.use(facing);
    ASSERT_EQ(e.what, sw::MechanismEvent::What::Lowers) << e.message;
    ASSERT_FALSE(e.sectors.empty());
    const sw::Index lift = e.sectors.front();
    const sw::MovingSectors::Sector& s = *walk.sectors().find(lift);
    EXPECT_EQ(s.kind, sw::MovingSectors::Kind::Lift);
    EXPECT_LT(s.low, s.high);
    EXPECT_EQ(s.speed, 4);
    EXPECT_EQ(s.waitTics, 105);
    // Down within (high - low) / 4 tics, then down for 3 seconds, then back up.
    int ticksDown = -1, ticksUp = -1;
    for (int i = 0; i < 12 * kTickRate && ticksUp < 0; ++i) {
        walker.walkFor(1 / kTickRate, {0, 0});
        if (ticksDown < 0 && s.floor == s.low)
            ticksDown = i;
        if (ticksDown >= 0 && s.floor == s.high && s.phase == sw::MovingSectors::Phase::Still)
            ticksUp = i;
    }
    ASSERT_GE(ticksDown, 0);
    ASSERT_GE(ticksUp, 0);
    const double tics = (s.high - s.low) / 4;
    EXPECT_NEAR(ticksDown / kTickRate, tics / 35, 2 / 35.0);
    EXPECT_NEAR((ticksUp - ticksDown) / kTickRate, (105 + tics) / 35, 3 / 35.0);
    EXPECT_EQ(world.sectorHeights(lift).floorHeight, s.high);
    // Pressed again, it goes again (SR).
    EXPECT_EQ(walker.use(facing).what, sw::MechanismEvent::What::Lowers);
}

// A line that works every time it is walked over (special 88, a WR lift on freedoom2 MAP02)
// acts on each crossing while its lift is still, and not while the lift is busy.
TEST(MovingSectors, WalkOverRepeatableLineTriggersEveryTime)
{
    auto level = load("freedoom2.wad", "MAP02");
    ASSERT_TRUE(level);
    const sw::Index w = firstWallWith(level->map, {88});
    ASSERT_NE(w, sw::kNone);
    sw::MovingSectors sectors(level->map, level->bsp);
    sw::Vec2 front, facing;
    inFront(level->map, w, 8, front, facing);
    const sw::Vec2 back = front + facing * 16.0;
    const sw::AvatarProfile profile;
    const auto still = [](sw::Index, double, double) { return false; };
    for (int round = 0; round < 2; ++round) {
        auto first = sectors.crossed(front, back, profile);
        ASSERT_EQ(first.size(), 1u);
        EXPECT_EQ(first[0].what, sw::MechanismEvent::What::Lowers) << first[0].message;
        // While the lift moves, crossing again does nothing.
        auto busy = sectors.crossed(back, front, profile);
        ASSERT_EQ(busy.size(), 1u);
        EXPECT_EQ(busy[0].what, sw::MechanismEvent::What::Refused);
        for (int i = 0; i < 35 * 10; ++i)
            sectors.tic(still);
    }
}

// A teleport line (special 97 on freedoom2 MAP01) moves the walking avatar onto the
// destination thing of its tagged sector; walking out over its back does not.
TEST(MovingSectors, TeleportLineMovesTheAvatar)
{
    auto level = load("freedoom2.wad", "MAP01");
    ASSERT_TRUE(level);
    const sw::Map& map = level->map;
    const sw::Index w = firstWallWith(map, {97});
    ASSERT_NE(w, sw::kNone);
    const std::int32_t tag = map.walls[static_cast<std::size_t>(w)].tag;
    // The destination: a thing of type 14 in a sector with the line's tag.
    std::optional<sw::Vec2> destination;
    for (const sw::Thing& t : map.things) {
        const sw::Index s = level->bsp.sectorAt(t.pos);
        if (t.type == 14 && s != sw::kNone && map.sectors[static_cast<std::size_t>(s)].tag == tag) {
            destination = t.pos;
            break;
        }
    }
    ASSERT_TRUE(destination);

    sw::CollisionWorld world(level->bsp);
    sw::Walk walk(world, map, {});
    sw::Vec2 front, facing;
    inFront(map, w, 20, front, facing);
    auto state = walk.spawn(front);
    ASSERT_TRUE(state) << state.error().message;
    Walker walker(walk, *state);
    std::vector<sw::MechanismEvent> events;
    walker.walkFor(
        0.5, facing * 240.0, [&](const sw::AvatarState&) { return !events.empty(); }, &events);
    ASSERT_FALSE(events.empty());
    EXPECT_EQ(events.back().what, sw::MechanismEvent::What::Teleported) << events.back().message;
    EXPECT_EQ(walker.state().pos, *destination);
    EXPECT_EQ(walker.state().z, *walk.mover().standingHeight(*destination));

    // From the back side the line lets the avatar through.
    sw::MovingSectors sectors(map, level->bsp);
    const sw::Vec2 behind = front + facing * 40.0;
    for (const sw::MechanismEvent& e : sectors.crossed(behind, front, {}))
        EXPECT_NE(e.what, sw::MechanismEvent::What::Teleported) << e.message;
}

// A locked door (freedoom2 MAP02's first yellow door, special 27) says which key it wants
// when the profile does not have all keys, and opens when it does.
TEST(MovingSectors, LockedDoorSaysWhichKey)
{
    auto level = load("freedoom2.wad", "MAP02");
    ASSERT_TRUE(level);
    const sw::Index w = firstWallWith(level->map, {27});
    ASSERT_NE(w, sw::kNone);
    sw::Vec2 pos, facing;
    inFront(level->map, w, 20, pos, facing);
    sw::MovingSectors sectors(level->map, level->bsp);
    sw::AvatarProfile noKeys;
    noKeys.hasAllKeys = false;
    const sw::MechanismEvent locked = sectors.use(pos, facing, noKeys);
    EXPECT_EQ(locked.what, sw::MechanismEvent::What::Locked);
    EXPECT_EQ(locked.wall, w);
    EXPECT_NE(locked.message.find("the yellow key"), std::string::npos) << locked.message;
    EXPECT_TRUE(locked.sectors.empty());
    const sw::MechanismEvent opened = sectors.use(pos, facing, sw::AvatarProfile{});
    EXPECT_EQ(opened.what, sw::MechanismEvent::What::Opens) << opened.message;
    // From behind, a pressed door does nothing.
    sw::MovingSectors again(level->map, level->bsp);
    EXPECT_EQ(again.activate(w, sw::DoomLineAction::Trigger::Use, false, {}).what,
              sw::MechanismEvent::What::Refused);
}

// Boom's generalized locked doors name their key from the special's bits.
TEST(DoomLineSpecials, GeneralizedLockedDoorKeys)
{
    // Locked base 0x3800, press again (7), open-wait-close, key field 2 (blue card).
    auto blueCard = sw::doomLineAction(0x3800 | 7 | (2 << 6));
    ASSERT_TRUE(blueCard);
    EXPECT_EQ(blueCard->key, sw::DoomKey::BlueCard);
    EXPECT_TRUE(blueCard->manual);
    EXPECT_TRUE(blueCard->repeatable);
    EXPECT_EQ(blueCard->trigger, sw::DoomLineAction::Trigger::Use);
    // The same with "card and skull are one key" set.
    auto blue = sw::doomLineAction(0x3800 | 7 | (2 << 6) | 0x200);
    ASSERT_TRUE(blue);
    EXPECT_EQ(blue->key, sw::DoomKey::Blue);
    auto all = sw::doomLineAction(0x3800 | 1 | (7 << 6));
    ASSERT_TRUE(all);
    EXPECT_EQ(all->key, sw::DoomKey::All);
    EXPECT_EQ(all->trigger, sw::DoomLineAction::Trigger::Walk);
    EXPECT_EQ(sw::doomLineAction(26)->key, sw::DoomKey::Blue);
    EXPECT_EQ(sw::doomLineAction(33)->key, sw::DoomKey::Red);
    EXPECT_EQ(sw::doomLineAction(34)->key, sw::DoomKey::Yellow);
    EXPECT_FALSE(sw::doomLineAction(11)); // an exit
}

// The world reads changed heights: a closed door blocks a move, the same door set open lets
// it through, and closing it again blocks again (the wall pieces follow the sector).
TEST(MovingSectors, WorldFollowsSectorHeights)
{
    swtest::PolygonMap pm;
    pm.rect(0, 0, 128, 128, 0, 128);
    const int door = pm.rect(128, 0, 144, 128, 0, 0);
    pm.rect(144, 0, 272, 128, 0, 128);
    const sw::Map map = pm.build();
    auto bsp = sw::Bsp::compile(map);
    ASSERT_TRUE(bsp);
    sw::CollisionWorld world(*bsp);
    const sw::AvatarProfile profile;
    const sw::Mover mover(world, profile);
    auto blocked = mover.moveOnce({64, 64}, {150, 0}, nullptr);
    ASSERT_TRUE(blocked);
    EXPECT_LT(blocked->x, 128 - 15);
    world.setSectorHeights(door, 0, 124);
    EXPECT_EQ(world.sectorHeights(door).ceilingHeight, 124);
    auto passed = mover.moveOnce({64, 64}, {150, 0}, nullptr);
    ASSERT_TRUE(passed);
    EXPECT_EQ(passed->x, 214);
    world.setSectorHeights(door, 0, 0);
    auto again = mover.moveOnce({64, 64}, {150, 0}, nullptr);
    ASSERT_TRUE(again);
    EXPECT_EQ(again->x, blocked->x);
}
