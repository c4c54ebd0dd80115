// The game configurations in resources/games: complete for vanilla Doom and Doom 2, lookups by
// number and by name, Boom's generalised types in words, and refusals of damaged files.
#include "core/support/Freedoom.h"
#include "game/BoomGeneralized.h"
#include "game/GameConfig.h"
#include "io/MapSource.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <set>

namespace {

const std::string kGames = STEPWISE_SOURCE_DIR "/resources/games";

sw::GameConfig loadGame(const std::string& id)
{
    auto config = sw::GameConfig::loadFile(kGames + "/" + id + ".json");
    EXPECT_TRUE(config) << config.error().message;
    return config ? std::move(*config) : sw::GameConfig{};
}

TEST(GameConfig, Doom2HasEveryVanillaThingAndSpecial)
{
    const sw::GameConfig doom2 = loadGame("doom2");
    EXPECT_EQ(doom2.id(), "doom2");
    EXPECT_EQ(doom2.skyFlat(), "F_SKY1");
    // Vanilla Doom 2: 123 thing types (plus Boom's pushers and MBF's dog), specials 1-141
    // without 78 and 85 (not in the game), 15 sector specials.
    std::size_t vanillaThings = 0;
    for (const sw::ThingType& t : doom2.things())
        vanillaThings += t.port.empty();
    EXPECT_EQ(vanillaThings, 123u);
    for (int s = 1; s <= 141; ++s) {
        const auto special = doom2.lineSpecial(s);
        if (s == 78) {
            EXPECT_FALSE(special) << s;
            continue;
        }
        ASSERT_TRUE(special) << s;
        EXPECT_FALSE(special->name.empty());
        if (s != 85) {
            EXPECT_TRUE(special->port.empty()) << s;
        }
    }
    EXPECT_EQ(doom2.sectorSpecials().size(), 15u);

    const sw::ThingType* imp = doom2.thing(3001);
    ASSERT_NE(imp, nullptr);
    EXPECT_EQ(imp->name, "Imp");
    EXPECT_EQ(imp->category, "monster");
    EXPECT_EQ(imp->radius, 20);
    EXPECT_EQ(imp->height, 56);
    EXPECT_EQ(imp->sprite, "TROO");
    EXPECT_TRUE(imp->blocks);
    EXPECT_EQ(doom2.thingLabel(3001), "Imp (3001)");
    EXPECT_EQ(doom2.thingLabel(9999), "thing type 9999");
    const sw::ThingType* mancubus = doom2.thing(67);
    ASSERT_NE(mancubus, nullptr);
    EXPECT_EQ(mancubus->radius, 48);
    const sw::ThingType* keen = doom2.thing(72);
    ASSERT_NE(keen, nullptr);
    EXPECT_TRUE(keen->hangs);
    EXPECT_EQ(doom2.thing(20)->frame, 'M'); // a dead imp shows a late frame

    const auto door = doom2.lineSpecial(1);
    EXPECT_EQ(door->trigger, "DR");
    EXPECT_EQ(door->target, sw::SpecialTarget::Back);
    EXPECT_EQ(doom2.lineSpecial(62)->target, sw::SpecialTarget::Tag);
    EXPECT_EQ(doom2.lineSpecial(11)->target, sw::SpecialTarget::None);
    EXPECT_EQ(doom2.lineSpecialLabel(3), "W1 Door: close (3)");
    EXPECT_EQ(doom2.lineSpecialLabel(78), "special 78");
}

TEST(GameConfig, DoomLacksTheThingsDoom2Adds)
{
    const sw::GameConfig doom = loadGame("doom");
    EXPECT_EQ(doom.id(), "doom");
    EXPECT_NE(doom.thing(3001), nullptr);
    EXPECT_NE(doom.thing(16), nullptr);
    for (int type : {64, 65, 66, 67, 68, 69, 70, 71, 72, 82, 83, 84, 87, 88, 89})
        EXPECT_EQ(doom.thing(type), nullptr) << type;
    EXPECT_TRUE(doom.lineSpecial(141));
}

TEST(GameConfig, FindsByWordsAndNumber)
{
    const sw::GameConfig doom2 = loadGame("doom2");
    auto shotguns = doom2.findThings("shotgun");
    std::set<int> types;
    for (const sw::ThingType* t : shotguns)
        types.insert(t->type);
    EXPECT_EQ(types, (std::set<int>{9, 19, 82, 2001}));
    // Words match inside words: "leg" finds the legs and the one-legged victims.
    auto hanging = doom2.findThings("HANGING leg");
    types.clear();
    for (const sw::ThingType* t : hanging)
        types.insert(t->type);
    EXPECT_EQ(types, (std::set<int>{51, 52, 53, 60, 61, 62}));
    EXPECT_EQ(doom2.findThings("3001").size(), 1u);
    EXPECT_TRUE(doom2.findThings("").empty());
    auto fastDoors = doom2.findLineSpecials("door fast SR");
    std::set<int> specials;
    for (const sw::LineSpecial* s : fastDoors)
        specials.insert(s->special);
    EXPECT_EQ(specials, (std::set<int>{99, 114, 115, 116, 134, 136}));
}

TEST(GameConfig, BoomGeneralisedTypesInWords)
{
    const sw::GameConfig doom2 = loadGame("doom2");
    // Freedoom uses 13331 and 15889.
    auto lift = doom2.lineSpecial(13331); // 0x3413
    ASSERT_TRUE(lift);
    EXPECT_TRUE(lift->generalized);
    EXPECT_EQ(lift->category, "lift");
    EXPECT_EQ(lift->trigger, "SR");
    EXPECT_EQ(lift->name, "Lift: lower fast to the lowest neighbouring floor, wait 1 s, raise");
    auto door = doom2.lineSpecial(15889); // 0x3E11
    ASSERT_TRUE(door);
    EXPECT_EQ(door->trigger, "WR");
    EXPECT_EQ(door->name, "Door: open, wait 9 s, close, fast");
    // Floor: W1, turbo, numeric model, up, to the lowest neighbouring ceiling, take the flat
    // and special, crushing: 0x6000 | 1 (WR)... built from the fields.
    const int floor = 0x6000 | 1 | (3 << 3) | (1 << 5) | (1 << 6) | (3 << 7) | (3 << 10) | (1 << 12);
    EXPECT_EQ(doom2.lineSpecial(floor)->name,
              "Floor: raise at turbo speed to the lowest neighbouring ceiling, taking the flat "
              "and special of the neighbour at the target height, crushing");
    const int ceiling = 0x4000 | 7 | (1 << 5) | (4 << 7); // DR, slow, monsters, down to floor
    EXPECT_EQ(doom2.lineSpecial(ceiling)->name,
              "Ceiling: lower slowly to the floor; monsters too");
    EXPECT_EQ(doom2.lineSpecial(ceiling)->target, sw::SpecialTarget::Back);
    const int locked = 0x3800 | 6 | (1 << 5) | (5 << 6) | (1 << 9); // D1, blue skull exactly
    EXPECT_EQ(doom2.lineSpecial(locked)->name,
              "Door: open and stay, slowly; needs the blue skull key");
    EXPECT_EQ(doom2.lineSpecial(0x3800 | (7 << 6))->name,
              "Door: open, wait 4 s, close, slowly; needs a key of each colour");
    EXPECT_EQ(doom2.lineSpecial(0x3000 | 2 | (1 << 8) | (2 << 6))->name,
              "Stairs: build up slowly in steps of 16");
    EXPECT_EQ(doom2.lineSpecial(0x2F80 | (1 << 6) | (2 << 3))->name,
              "Crusher: start, fast, silent");
    EXPECT_FALSE(doom2.lineSpecial(5000));
    // Sectors: Freedoom's 72 is Boom's 10% damage with the glowing light.
    EXPECT_EQ(doom2.sectorSpecialName(72), "Light glows up and down; damage 10% a hit");
    EXPECT_EQ(doom2.sectorSpecialName(128), "Secret area");
    EXPECT_EQ(doom2.sectorSpecialName(9), "Secret area");
    EXPECT_EQ(doom2.sectorSpecialName(6), "unknown sector special 6");
    EXPECT_EQ(doom2.sectorSpecialName(0), "");
}

TEST(GameConfig, EveryThingAndSpecialOfTheFreedoomMapsIsKnown)
{
    for (const auto& [file, game] : {std::pair{"freedoom1.wad", "doom"}, {"freedoom2.wad", "doom2"}}) {
        const std::string wad = swtest::freedoomWad(file);
        if (wad.empty()) {
            if (std::getenv("CI"))
                FAIL() << file << " is missing: install the Debian package freedoom";
            GTEST_SKIP() << file << " is missing";
        }
        const sw::GameConfig config = loadGame(game);
        std::set<std::string> unknown;
        const auto names = sw::listWadMaps(wad);
        ASSERT_TRUE(names);
        for (const std::string& name : *names) {
            auto map = sw::loadMap(wad, name);
            ASSERT_TRUE(map);
            for (const sw::Thing& t : map->things)
                if (!config.thing(t.type) && (t.flags & 7) != 0) // things on some skill level
                    unknown.insert(name + " thing " + std::to_string(t.type));
            for (const sw::Wall& w : map->walls)
                if (w.special != 0 && !config.lineSpecial(w.special))
                    unknown.insert(name + " special " + std::to_string(w.special));
            for (const sw::Sector& s : map->sectors)
                if (config.sectorSpecialName(s.special).rfind("unknown", 0) == 0)
                    unknown.insert(name + " sector special " + std::to_string(s.special));
        }
        // Four lines of E2M1 carry 340, which no Doom engine of these defines.
        const std::set<std::string> expected =
            game == std::string("doom") ? std::set<std::string>{"E2M1 special 340"}
                                        : std::set<std::string>{};
        EXPECT_EQ(unknown, expected);
    }
}

TEST(GameConfig, DamagedFilesAreRefusedWithTheElement)
{
    auto bad = [](const std::string& text) {
        auto c = sw::GameConfig::parse(text, "bad.json");
        EXPECT_FALSE(c);
        return c ? std::string() : c.error().message;
    };
    const std::string head = R"({"format":"stepwise-game","version":1,"id":"x","name":"X",)";
    EXPECT_NE(bad("{").find("bad.json: not valid JSON"), std::string::npos);
    EXPECT_NE(bad(head + R"("things":[{"type":1,"name":"A","category":"player","radius":-1,"height":1}]})")
                  .find("things[0].radius must be a number, 0 or more"),
              std::string::npos);
    EXPECT_NE(bad(head + R"("lineSpecials":[{"special":1,"name":"A","category":"door","trigger":"X9","target":"tag"}]})")
                  .find("lineSpecials[0].trigger"),
              std::string::npos);
    EXPECT_NE(bad(head + R"("colour":1})").find("unknown key \"colour\""), std::string::npos);
    EXPECT_NE(bad(head + R"("inherits":"doom"})").find("inherits"), std::string::npos);
    EXPECT_NE(bad(R"({"format":"stepwise-game","version":2,"id":"x","name":"X"})").find("version"),
              std::string::npos);
    auto missing = sw::GameConfig::load("no-such-game");
    ASSERT_FALSE(missing);
    EXPECT_NE(missing.error().message.find("no game configuration \"no-such-game\""),
              std::string::npos);
}

TEST(GameConfig, FoundFromTheDataFolders)
{
    auto doom2 = sw::GameConfig::load("doom2");
    ASSERT_TRUE(doom2) << doom2.error().message;
    EXPECT_NE(doom2->thing(65), nullptr);
    EXPECT_EQ(sw::gameIdFor("", "E1M1"), "doom");
    EXPECT_EQ(sw::gameIdFor("", "MAP07"), "doom2");
    EXPECT_EQ(sw::gameIdFor("doom", "MAP07"), "doom");
}

} // namespace
