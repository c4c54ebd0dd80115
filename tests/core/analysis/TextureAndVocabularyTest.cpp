// The checks that need the game's pictures and vocabulary: missing-texture, unknown-texture,
// unknown-thing, stuck-thing with the configuration's sizes, tag-without-target. One small
// hand-made map per kind, and a clean one that gives no finding at all.
#include "AnalysisTestSupport.h"
#include "core/support/PolygonMap.h"
#include "core/support/WadBuilder.h"
#include "game/GameConfig.h"
#include "io/Wad.h"
#include "resources/ResourceSet.h"

#include <gtest/gtest.h>

#include <memory>

namespace {

using sw::Severity;
using sw::Vec2;
using swtest::analyze;
using swtest::describe;
using swtest::ofKind;
using swtest::wallBetween;

// A tiny IWAD: a palette, one patch, the textures WALL, STEP and DOOR, the flats FLOOR and CEIL.
std::shared_ptr<const sw::ResourceSet> resources()
{
    swtest::WadBuilder w;
    std::vector<std::uint8_t> palette(768 * 14, 0);
    w.addLump("PLAYPAL", palette);
    std::vector<std::uint8_t> patch;
    for (int v : {1, 1, 0, 0})
        swtest::WadBuilder::put16(patch, v);
    swtest::WadBuilder::put32(patch, 12);
    patch.insert(patch.end(), {0, 1, 0, 5, 0, 0xFF});
    w.addLump("P_START");
    w.addLump("PATCH1", patch);
    w.addLump("P_END");
    std::vector<std::uint8_t> pnames;
    swtest::WadBuilder::put32(pnames, 1);
    swtest::WadBuilder::putName(pnames, "PATCH1");
    w.addLump("PNAMES", pnames);
    std::vector<std::uint8_t> textures;
    const char* names[] = {"WALL", "STEP", "DOOR"};
    swtest::WadBuilder::put32(textures, 3);
    for (int i = 0; i < 3; ++i)
        swtest::WadBuilder::put32(textures, 16 + 32 * static_cast<std::uint32_t>(i));
    for (const char* name : names) {
        swtest::WadBuilder::putName(textures, name);
        swtest::WadBuilder::put32(textures, 0);
        swtest::WadBuilder::put16(textures, 64);
        swtest::WadBuilder::put16(textures, 64);
        swtest::WadBuilder::put32(textures, 0);
        swtest::WadBuilder::put16(textures, 1);
        for (int v : {0, 0, 0, 1, 0})
            swtest::WadBuilder::put16(textures, v);
    }
    w.addLump("TEXTURE1", textures);
    w.addLump("F_START");
    w.addLump("FLOOR", std::vector<std::uint8_t>(4096, 1));
    w.addLump("CEIL", std::vector<std::uint8_t>(4096, 2));
    w.addLump("F_END");
    w.addLump("MAP01");
    w.addLump("THINGS");
    auto wad = sw::Wad::fromBytes(w.build("IWAD"), "test.wad");
    EXPECT_TRUE(wad) << wad.error().message;
    auto set = std::make_shared<sw::ResourceSet>();
    set->addWad(std::move(*wad));
    set->finish();
    EXPECT_TRUE(set->warnings().empty()) << set->warnings().front();
    return set;
}

std::shared_ptr<const sw::GameConfig> doom2()
{
    auto game = sw::GameConfig::loadFile(STEPWISE_SOURCE_DIR "/resources/games/doom2.json");
    EXPECT_TRUE(game) << game.error().message;
    return std::make_shared<sw::GameConfig>(std::move(*game));
}

sw::AnalysisOptions withVocabulary()
{
    sw::AnalysisOptions o;
    o.resources = resources();
    o.game = doom2();
    return o;
}

sw::Thing thing(std::int32_t type, Vec2 pos, std::uint32_t flags = 7)
{
    sw::Thing t;
    t.type = type;
    t.pos = pos;
    t.flags = flags;
    return t;
}

// Every one-sided wall gets WALL; two-sided walls get STEP below and WALL above where seen.
void dress(sw::Map& map)
{
    for (sw::Sector& s : map.sectors) {
        s.floorMaterial = "FLOOR";
        if (s.ceilingMaterial.empty())
            s.ceilingMaterial = "CEIL";
    }
    for (sw::Wall& w : map.walls) {
        if (!w.twoSided()) {
            w.front.middle = "WALL";
            continue;
        }
        const sw::Sector& f = map.sectors[static_cast<std::size_t>(w.frontSector)];
        const sw::Sector& b = map.sectors[static_cast<std::size_t>(w.backSector)];
        if (b.floorHeight > f.floorHeight)
            w.front.lower = "STEP";
        if (f.floorHeight > b.floorHeight)
            w.back.lower = "STEP";
        if (b.ceilingHeight < f.ceilingHeight)
            w.front.upper = "WALL";
        if (f.ceilingHeight < b.ceilingHeight)
            w.back.upper = "WALL";
    }
}

// A room, a step up into a second room with a lower ceiling, a door sector tagged 5 opened by a
// W1 line, an imp and a player start: dressed properly, nothing to report.
sw::Map cleanMap()
{
    swtest::PolygonMap pm;
    pm.rect(0, 0, 256, 256, 0, 192);
    pm.rect(256, 0, 512, 256, 16, 160);
    pm.rect(512, 96, 528, 160, 16, 160, "door");
    pm.rect(528, 0, 784, 256, 16, 160);
    pm.playerStart(64, 128);
    sw::Map map = pm.build();
    map.things.push_back(thing(1, {64, 128}));
    map.things.push_back(thing(3001, {384, 128}));
    map.sectors[2].tag = 5;
    map.walls[static_cast<std::size_t>(wallBetween(map, {256, 0}, {256, 256}))].special = 2;
    map.walls[static_cast<std::size_t>(wallBetween(map, {256, 0}, {256, 256}))].tag = 5;
    dress(map);
    return map;
}

TEST(TextureAndVocabulary, CleanMapHasNoFinding)
{
    const auto findings = analyze(cleanMap(), {}, withVocabulary());
    EXPECT_TRUE(findings.empty()) << describe(findings);
    EXPECT_TRUE(sw::skippedChecks(withVocabulary()).empty());
    EXPECT_EQ(sw::skippedChecks({}).size(), 2u);
    for (const char* kind :
         {"missing-texture", "unknown-texture", "unknown-thing", "stuck-thing", "tag-without-target"})
        EXPECT_FALSE(sw::findingHint(kind).empty()) << kind;
    EXPECT_TRUE(sw::findingHint("no-such-kind").empty());
}

TEST(TextureAndVocabulary, MissingTextureOnVisibleParts)
{
    sw::Map map = cleanMap();
    const sw::Index step = wallBetween(map, {256, 0}, {256, 256});
    const sw::Index outer = wallBetween(map, {0, 0}, {0, 256});
    map.walls[static_cast<std::size_t>(step)].front.lower = "-";
    map.walls[static_cast<std::size_t>(step)].front.upper.clear();
    map.walls[static_cast<std::size_t>(outer)].front.middle.clear();
    const auto found = ofKind(analyze(map, {}, withVocabulary()), "missing-texture");
    ASSERT_EQ(found.size(), 2u) << describe(found);
    EXPECT_EQ(found[0].walls, std::vector<sw::Index>{outer});
    EXPECT_EQ(found[0].where, Vec2(0, 128));
    EXPECT_EQ(found[0].severity, Severity::Warning);
    EXPECT_EQ(found[0].message, "wall " + std::to_string(outer) +
                                    " shows its middle without a texture");
    EXPECT_EQ(found[1].walls, std::vector<sw::Index>{step});
    EXPECT_EQ(found[1].sectors, (std::vector<sw::Index>{0, 1}));
    EXPECT_EQ(found[1].message, "wall " + std::to_string(step) +
                                    " shows the front's lower part (0 to 16) and the front's "
                                    "upper part (160 to 192) without a texture");

    // Between two skies the upper part is not drawn.
    map.sectors[0].ceilingMaterial = "F_SKY1";
    map.sectors[1].ceilingMaterial = "f_sky1";
    const auto sky = ofKind(analyze(map, {}, withVocabulary()), "missing-texture");
    ASSERT_EQ(sky.size(), 2u);
    EXPECT_EQ(sky[1].message, "wall " + std::to_string(step) +
                                  " shows the front's lower part (0 to 16) without a texture");

    // A map that names no wall texture at all is a sketch: nothing to say.
    for (sw::Wall& w : map.walls)
        w.front = w.back = {};
    EXPECT_TRUE(ofKind(analyze(map), "missing-texture").empty());
}

TEST(TextureAndVocabulary, UnknownTextureAndFlat)
{
    sw::Map map = cleanMap();
    const sw::Index outer = wallBetween(map, {0, 0}, {0, 256});
    map.walls[static_cast<std::size_t>(outer)].front.middle = "brick9";
    map.sectors[1].ceilingMaterial = "NOFLAT";
    const auto findings = analyze(map, {}, withVocabulary());
    const auto found = ofKind(findings, "unknown-texture");
    ASSERT_EQ(found.size(), 2u) << describe(findings);
    EXPECT_EQ(found[0].severity, Severity::Error);
    EXPECT_EQ(found[0].message, "texture BRICK9 is not in the resources (used by wall " +
                                    std::to_string(outer) + ")");
    EXPECT_EQ(found[0].where, Vec2(0, 128));
    EXPECT_EQ(found[1].sectors, std::vector<sw::Index>{1});
    EXPECT_EQ(found[1].message, "flat NOFLAT is not in the resources (used by sector 1)");
    // Without resources the check is skipped (and says so).
    EXPECT_TRUE(ofKind(analyze(map), "unknown-texture").empty());
    EXPECT_EQ(sw::skippedChecks({})[0].rfind("unknown-texture: skipped", 0), 0u);
}

TEST(TextureAndVocabulary, UnknownThing)
{
    sw::Map map = cleanMap();
    map.things.push_back(thing(4242, {128, 64}));
    map.things.push_back(thing(4243, {128, 96}, 0)); // on no skill level: never spawned
    map.things.push_back(thing(4244, {128, 160}));
    map.things.back().shape.kind = sw::ThingShape::Kind::Cylinder; // a prop of the map's own
    map.things.back().shape.radius = 8;
    map.things.back().shape.height = 8;
    const auto findings = analyze(map, {}, withVocabulary());
    const auto found = ofKind(findings, "unknown-thing");
    ASSERT_EQ(found.size(), 1u) << describe(findings);
    EXPECT_EQ(found[0].severity, Severity::Error);
    EXPECT_EQ(found[0].things, std::vector<sw::Index>{2});
    EXPECT_EQ(found[0].sectors, std::vector<sw::Index>{0});
    EXPECT_EQ(found[0].where, Vec2(128, 64));
    EXPECT_EQ(found[0].message,
              "thing 2 has type 4242, which Doom 2 / Freedoom: Phase 2 does not have");
    EXPECT_TRUE(ofKind(analyze(map), "unknown-thing").empty());
}

TEST(TextureAndVocabulary, StuckThingsUseTheConfigurationsSizes)
{
    swtest::PolygonMap pm;
    pm.rect(0, 0, 512, 512, 0, 256);
    pm.rect(600, 0, 680, 512, 0, 256, "corridor");  // 80 wide
    pm.rect(700, 0, 900, 200, 0, 100, "low room");  // 100 high
    pm.rect(512, 200, 600, 260, 0, 256);
    pm.rect(680, 100, 700, 160, 0, 100);
    pm.playerStart(64, 64);
    sw::Map map = pm.build();
    dress(map);
    map.things.push_back(thing(67, {640, 300}));  // mancubus, 96 wide
    map.things.push_back(thing(16, {800, 100}));  // cyberdemon, 110 high
    map.things.push_back(thing(72, {800, 150}));  // Commander Keen hangs: never judged
    map.things.push_back(thing(3001, {640, 400})); // an imp fits
    const auto findings = analyze(map, {}, withVocabulary());
    const auto stuck = ofKind(findings, "stuck-thing");
    ASSERT_EQ(stuck.size(), 2u) << describe(findings);
    EXPECT_EQ(stuck[0].things, std::vector<sw::Index>{0});
    // Findings name the thing as the game does.
    EXPECT_NE(stuck[0].message.find("(Mancubus (67), radius 48) overlaps wall"), std::string::npos)
        << stuck[0].message;
    EXPECT_EQ(stuck[1].things, std::vector<sw::Index>{1});
    EXPECT_NE(stuck[1].message.find("has 100 units between floor and ceiling but is 110 high"),
              std::string::npos)
        << stuck[1].message;
}

TEST(TextureAndVocabulary, TagWithoutTarget)
{
    sw::Map map = cleanMap();
    map.sectors[2].tag = 0; // the door loses its tag: the W1 line opens nothing
    const sw::Index line = wallBetween(map, {256, 0}, {256, 256});
    // A manual door acts on the sector behind it, whatever its tag.
    const sw::Index doorSide = wallBetween(map, {512, 96}, {512, 160});
    map.walls[static_cast<std::size_t>(doorSide)].special = 1;
    map.walls[static_cast<std::size_t>(doorSide)].tag = 9;
    // A line teleporter with no other line of its tag.
    const sw::Index teleporter = wallBetween(map, {528, 96}, {528, 160});
    map.walls[static_cast<std::size_t>(teleporter)].special = 244;
    map.walls[static_cast<std::size_t>(teleporter)].tag = 12;
    const auto findings = analyze(map, {}, withVocabulary());
    const auto found = ofKind(findings, "tag-without-target");
    ASSERT_EQ(found.size(), 2u) << describe(findings);
    EXPECT_EQ(found[0].severity, Severity::Warning);
    EXPECT_EQ(found[0].walls, std::vector<sw::Index>{line});
    EXPECT_EQ(found[0].where, Vec2(256, 128));
    EXPECT_EQ(found[0].message, "wall " + std::to_string(line) +
                                    " has the special W1 Door: open and stay (2), but no sector "
                                    "has tag 5");
    EXPECT_EQ(found[1].walls, std::vector<sw::Index>{teleporter});
    EXPECT_NE(found[1].message.find("no other line has tag 12"), std::string::npos);
}

} // namespace
