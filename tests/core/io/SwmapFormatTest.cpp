#include "io/SwmapFormat.h"

#include "base/Files.h"
#include "core/support/WadBuilder.h"

#include <gtest/gtest.h>

#include <filesystem>

namespace {

sw::Map smallMap()
{
    sw::Map m;
    m.name = "TEST";
    m.vertices = {{{0, 0}}, {{0, 64.5}}, {{64, 64}}, {{64, 0}}};
    sw::Sector s;
    s.floorHeight = -8;
    s.ceilingHeight = 120.25;
    s.floorMaterial = "FLAT1";
    s.ceilingMaterial = "CEIL1";
    s.tag = 3;
    s.name = "hall";
    m.sectors = {s, sw::Sector{}};
    for (int i = 0; i < 4; ++i) {
        sw::Wall w;
        w.v1 = i;
        w.v2 = (i + 1) % 4;
        w.frontSector = 0;
        m.walls.push_back(w);
    }
    m.walls[0].flags = sw::kWallBlocking | sw::kWallSecret | (1u << 12);
    m.walls[1].backSector = 1;
    m.walls[1].front.upper = "STARTAN3";
    m.walls[1].back.offsetX = 16;
    m.walls[2].special = 11;
    m.walls[2].tag = 5;
    m.things.push_back(sw::Thing{1, {32, 32}, 90, 7, {}});
    m.things.push_back(sw::Thing{2001, {16.5, -3}, 0, 0, {}});
    m.things[1].shape.kind = sw::ThingShape::Kind::Cylinder;
    m.things[1].shape.radius = 16;
    m.things[1].shape.height = 32;
    sw::Thing crate{2035, {40, 40}, 45, 0, {}};
    crate.shape = {sw::ThingShape::Kind::Mesh, 20, 40, 8, "props/crate.obj", 2};
    m.things.push_back(crate);
    m.playerStart = sw::PlayerStart{{32, 32}, 90};
    sw::AvatarProfile small;
    small.name = "small";
    small.shape = sw::AvatarProfile::Shape::Cylinder;
    small.radius = 8;
    small.algorithm = sw::AvatarProfile::Algorithm::Classic;
    m.profiles = {sw::AvatarProfile{}, small};
    return m;
}

std::string tempPath(const std::string& name)
{
    return (std::filesystem::temp_directory_path() /
            ("stepwise-swmap-" + std::to_string(::getpid()) + "-" + name))
        .string();
}

std::string errorOf(const std::string& text)
{
    auto r = sw::readSwmap(text, "bad.swmap");
    EXPECT_FALSE(r) << "this input must be refused: " << text;
    return r ? std::string() : r.error().message;
}

const char* const kMinimal = R"({"format":"stepwise-map","version":1,"vertices":[[0,0],[0,64],[64,0]],
"sectors":[{"floor":0,"ceiling":128}],"walls":[{"v1":0,"v2":1,"front":0},{"v1":1,"v2":2,"front":0},
{"v1":2,"v2":0,"front":0}],"things":[]})";

} // namespace

TEST(SwmapFormat, WritesTheDocumentedLayout)
{
    const std::string text = sw::writeSwmap(smallMap());
    const std::string expected = R"({
  "format": "stepwise-map",
  "version": 1,
  "name": "TEST",
  "playerStart": {"x":32,"y":32,"angle":90},
  "profiles": [
    {"name":"Doom player","shape":"box","radius":16,"height":56,"step":24,"jump":32,"gravity":1225,"flying":false,"algorithm":"exact"},
    {"name":"small","shape":"cylinder","radius":8,"height":56,"step":24,"jump":32,"gravity":1225,"flying":false,"algorithm":"classic"}
  ],
  "vertices": [
    [0,0],
    [0,64.5],
    [64,64],
    [64,0]
  ],
  "sectors": [
    {"floor":-8,"ceiling":120.25,"floorMaterial":"FLAT1","ceilingMaterial":"CEIL1","light":160,"tag":3,"name":"hall"},
    {"floor":0,"ceiling":128,"floorMaterial":"","ceilingMaterial":"","light":160}
  ],
  "walls": [
    {"v1":0,"v2":1,"front":0,"flags":["blocking","secret",4096]},
    {"v1":1,"v2":2,"front":0,"back":1,"frontSide":{"upper":"STARTAN3"},"backSide":{"offsetX":16}},
    {"v1":2,"v2":3,"front":0,"special":11,"tag":5},
    {"v1":3,"v2":0,"front":0}
  ],
  "things": [
    {"type":1,"x":32,"y":32,"angle":90,"flags":7},
    {"type":2001,"x":16.5,"y":-3,"angle":0,"shape":{"kind":"cylinder","radius":16,"height":32,"z":0}},
    {"type":2035,"x":40,"y":40,"angle":45,"shape":{"kind":"mesh","radius":20,"height":40,"z":8,"mesh":"props/crate.obj","scale":2}}
  ]
}
)";
    EXPECT_EQ(text, expected);
}

TEST(SwmapFormat, ReadGivesBackTheSameMapAndTheSameBytes)
{
    const sw::Map original = smallMap();
    const std::string text = sw::writeSwmap(original);
    auto loaded = sw::readSwmap(text, "small.swmap");
    ASSERT_TRUE(loaded) << loaded.error().message;
    EXPECT_EQ(*loaded, original);
    EXPECT_EQ(sw::writeSwmap(*loaded), text);
}

TEST(SwmapFormat, IgnoredFindingsRoundTripAfterTheProbes)
{
    sw::Map map = smallMap();
    EXPECT_EQ(sw::writeSwmap(map).find("ignoredFindings"), std::string::npos)
        << "an empty list is not written";
    map.ignoredFindings = {"narrow-gap|w:12,15|s:|v:|t:", "sharp-corner|w:3,4|s:|v:7|t:"};
    const std::string text = sw::writeSwmap(map);
    EXPECT_NE(text.find("  \"ignoredFindings\": [\n    \"narrow-gap|w:12,15|s:|v:|t:\",\n"),
              std::string::npos)
        << text;
    auto loaded = sw::readSwmap(text, "ignored.swmap");
    ASSERT_TRUE(loaded) << loaded.error().message;
    EXPECT_EQ(loaded->ignoredFindings, map.ignoredFindings);
    EXPECT_EQ(sw::writeSwmap(*loaded), text);
    // A key that is not a string names where it is.
    const std::string bad = sw::writeSwmap(map).replace(text.find("\"narrow-gap"), 29, "12");
    auto refused = sw::readSwmap(bad, "bad.swmap");
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().message.find("ignoredFindings[0]"), std::string::npos)
        << refused.error().message;
}

// The mechanisms options and the planes algorithm: written only when not the default, so
// older maps write back byte for byte.
TEST(SwmapFormat, ProfileMechanismsOptionsAndPlanesRoundTrip)
{
    sw::Map map = smallMap();
    const std::string plain = sw::writeSwmap(map);
    EXPECT_EQ(plain.find("doorsOpen"), std::string::npos);
    EXPECT_EQ(plain.find("hasAllKeys"), std::string::npos);
    map.profiles[1].doorsOpen = true;
    map.profiles[1].hasAllKeys = false;
    map.profiles[1].algorithm = sw::AvatarProfile::Algorithm::Planes;
    const std::string text = sw::writeSwmap(map);
    EXPECT_NE(text.find("\"doorsOpen\":true"), std::string::npos) << text;
    EXPECT_NE(text.find("\"hasAllKeys\":false"), std::string::npos) << text;
    EXPECT_NE(text.find("\"algorithm\":\"planes\""), std::string::npos) << text;
    auto loaded = sw::readSwmap(text, "mechanisms.swmap");
    ASSERT_TRUE(loaded) << loaded.error().message;
    EXPECT_EQ(loaded->profiles, map.profiles);
    EXPECT_EQ(sw::writeSwmap(*loaded), text);
}

TEST(SwmapFormat, ResourcesRoundTripAfterTheName)
{
    sw::Map map = smallMap();
    EXPECT_EQ(sw::writeSwmap(map).find("resources"), std::string::npos)
        << "an empty list is not written";
    map.resources = {"../wads/doom2.wad", "materials"};
    const std::string text = sw::writeSwmap(map);
    EXPECT_NE(text.find("\"name\": \"TEST\",\n  \"resources\": [\"../wads/doom2.wad\",\"materials\"],\n"),
              std::string::npos)
        << text;
    auto loaded = sw::readSwmap(text, "res.swmap");
    ASSERT_TRUE(loaded) << loaded.error().message;
    EXPECT_EQ(loaded->resources, map.resources);
    EXPECT_EQ(sw::writeSwmap(*loaded), text);
    std::string bad = text;
    bad.replace(bad.find("\"materials\""), 11, "7");
    auto refused = sw::readSwmap(bad, "bad.swmap");
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().message.find("resources[1]"), std::string::npos)
        << refused.error().message;
}

TEST(SwmapFormat, AcceptsMinimalDocumentsWithDefaults)
{
    auto m = sw::readSwmap(kMinimal, "min.swmap");
    ASSERT_TRUE(m) << m.error().message;
    EXPECT_EQ(m->walls.size(), 3u);
    EXPECT_EQ(m->walls[0].backSector, sw::kNone);
    EXPECT_FALSE(m->playerStart.has_value());
}

TEST(SwmapFormat, SaveAndLoadFile)
{
    const std::string path = tempPath("file.swmap");
    ASSERT_TRUE(sw::saveSwmapFile(smallMap(), path));
    auto loaded = sw::loadSwmapFile(path);
    ASSERT_TRUE(loaded) << loaded.error().message;
    EXPECT_EQ(*loaded, smallMap());
    std::filesystem::remove(path);
}

TEST(SwmapFormat, MalformedJsonGivesLineAndColumn)
{
    const std::string msg = errorOf("{\n  \"format\": \"stepwise-map\",\n  \"version\": 1,,\n}");
    EXPECT_EQ(msg, "bad.swmap: not valid JSON at line 3, column 16.");
}

TEST(SwmapFormat, RefusesOtherFormatsAndVersions)
{
    EXPECT_EQ(errorOf(R"({"format":"something-else","version":1})"),
              "bad.swmap: format: this is not a Stepwise map (\"format\" must be \"stepwise-map\").");
    EXPECT_EQ(errorOf(R"({"format":"stepwise-map","version":2})"),
              "bad.swmap: version: version 2 is not supported (this program reads version 1).");
    EXPECT_EQ(errorOf(R"({"format":"stepwise-map"})"),
              "bad.swmap: version: the required key \"version\" is missing.");
    EXPECT_EQ(errorOf("[1,2,3]"), "bad.swmap: the document: expected a JSON object at the top level.");
    EXPECT_FALSE(errorOf("").empty());
}

TEST(SwmapFormat, NamesTheElementThatIsWrong)
{
    auto with = [](const std::string& from, const std::string& to) {
        std::string s = kMinimal;
        const auto at = s.find(from);
        EXPECT_NE(at, std::string::npos) << from;
        return s.replace(at, from.size(), to);
    };
    EXPECT_EQ(errorOf(with(R"({"v1":1,"v2":2,"front":0})", R"({"v1":1,"v2":"x","front":0})")),
              "bad.swmap: walls[1].v2: expected an integer, found a string.");
    EXPECT_EQ(errorOf(with(R"({"v1":1,"v2":2,"front":0})", R"({"v1":1,"v2":2})")),
              "bad.swmap: walls[1]: the required key \"front\" is missing.");
    EXPECT_EQ(errorOf(with(R"({"v1":1,"v2":2,"front":0})", R"({"v1":1,"v2":2,"front":0,"colour":1})")),
              "bad.swmap: walls[1]: unknown key \"colour\".");
    EXPECT_EQ(errorOf(with(R"({"v1":1,"v2":2,"front":0})", R"({"v1":1,"v2":9,"front":0})")),
              "bad.swmap: wall 1 refers to vertex 9, but the map has 3 vertices.");
    EXPECT_EQ(errorOf(with(R"({"v1":1,"v2":2,"front":0})", R"({"v1":1,"v2":2,"front":4})")),
              "bad.swmap: wall 1 has front sector 4, but the map has 1 sectors.");
    EXPECT_EQ(errorOf(with("[0,64]", "[0]")), "bad.swmap: vertices[1]: expected [x, y].");
    EXPECT_EQ(errorOf(with(R"("ceiling":128)", R"("ceiling":1e999)")).empty(), false);
    EXPECT_EQ(errorOf(with(R"({"v1":0,"v2":1,"front":0})",
                           R"({"v1":0,"v2":1,"front":0,"flags":["sticky"]})")),
              "bad.swmap: walls[0].flags[0]: unknown wall flag \"sticky\".");
    EXPECT_EQ(errorOf(with("\"things\":[]", R"("things":[{"type":1,"x":0,"y":0,"shape":{"kind":"cone"}}])")),
              "bad.swmap: things[0].shape.kind: the kind must be none, cylinder, box or mesh.");
    EXPECT_EQ(errorOf(with("\"things\":[]", R"("things":[{"type":1,"x":0,"y":0,"shape":{"kind":"mesh"}}])")),
              "bad.swmap: things[0].shape: a mesh shape needs a \"mesh\" file.");
    EXPECT_EQ(errorOf(with("\"vertices\"", R"("profiles":[{"name":"x","shape":"box","radius":-1,"height":56,"step":24}],"vertices")")),
              "bad.swmap: profiles[0].radius: the value must be positive.");
    EXPECT_EQ(errorOf(with(R"({"v1":0,"v2":1,"front":0})",
                           R"({"v1":-5,"v2":1,"front":0})")),
              "bad.swmap: walls[0].v1: the value -5 is outside the allowed range -1 to 2147483647.");
}

TEST(SwmapFormat, TruncatedFilesAreRefused)
{
    const std::string text = sw::writeSwmap(smallMap());
    for (std::size_t cut : {std::size_t(1), text.size() / 3, text.size() / 2, text.size() - 3})
        EXPECT_FALSE(errorOf(text.substr(0, cut)).empty());
}

TEST(SwmapFormat, MissingFileIsNamed)
{
    auto r = sw::loadSwmapFile("/no/such/dir/level.swmap");
    ASSERT_FALSE(r);
    EXPECT_NE(r.error().message.find("/no/such/dir/level.swmap: cannot open the file"),
              std::string::npos)
        << r.error().message;
}
