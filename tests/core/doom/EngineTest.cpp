// Maps written by export-wad played in real engines from Debian, headless on an Xvfb of its own: a
// demo the test writes walks and turns through each map for 2,100 tics, and the engine must
// report every tic played. Chocolate Doom reads vanilla nodes only; dsda-doom plays a generated
// map too big for vanilla nodes (more than 32,767 segs), written with ZDoom extended nodes.
#include "doom/DoomExport.h"
#include "io/DoomImport.h"
#include "io/Wad.h"

#include "core/support/Freedoom.h"
#include "core/support/WadBuilder.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

namespace {

namespace fs = std::filesystem;

constexpr int kTics = 2100;

// A vanilla (Doom 1.9) demo: run forward, strafe, back off and turn, in a repeating pattern,
// pressing use now and then.
std::vector<std::uint8_t> walkingDemo(int episode, int map)
{
    std::vector<std::uint8_t> d = {109, 2, std::uint8_t(episode), std::uint8_t(map), 0, 0, 0, 0,
                                   0,   1, 0, 0, 0};
    for (int t = 0; t < kTics; ++t) {
        const int phase = (t / 70) % 6;
        const int forward = phase == 2 ? 0 : (phase == 5 ? -25 : 50);
        const int side = phase == 2 ? 24 : 0;
        const int turn = (t / 35) % 4 == 1 ? 8 : ((t / 35) % 4 == 3 ? -8 : 0);
        d.push_back(static_cast<std::uint8_t>(forward));
        d.push_back(static_cast<std::uint8_t>(side));
        d.push_back(static_cast<std::uint8_t>(turn));
        d.push_back(t % 35 == 0 ? 2 : 0);
    }
    d.push_back(0x80);
    return d;
}

// Whether the engine can run here; under CI it must.
std::string missing(const char* engine)
{
    for (const char* tool : {engine, "/usr/bin/Xvfb"})
        if (!fs::exists(tool))
            return std::string(tool) + " is missing (scripts/setup.sh installs it)";
    return {};
}

#define REQUIRE_ENGINE(engine)                                                                     \
    do {                                                                                           \
        const std::string why = missing(engine);                                                   \
        if (!why.empty()) {                                                                        \
            if (std::getenv("CI"))                                                                 \
                FAIL() << why;                                                                     \
            GTEST_SKIP() << why;                                                                   \
        }                                                                                          \
    } while (0)

class Engine : public testing::Test {
protected:
    void SetUp() override
    {
        m_dir = fs::temp_directory_path() /
                ("stepwise-engine-" + std::string(testing::UnitTest::GetInstance()
                                                      ->current_test_info()
                                                      ->name()) +
                 "-" + std::to_string(::getpid()));
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
    }
    void TearDown() override { fs::remove_all(m_dir); }

    // Plays the demo with the PWAD over the IWAD; returns the number of tics the engine says
    // it played (-1 when it says nothing), and its output in `log`.
    int timedemo(const std::string& engine, const std::string& iwad, const std::string& pwad,
                 const std::vector<std::uint8_t>& demo, std::string& log)
    {
        const std::string demoPath = (m_dir / "walk.lmp").string();
        swtest::writeFile(demoPath, demo);
        const std::string logPath = (m_dir / "engine.log").string();
        const std::string home = (m_dir / "home").string();
        fs::create_directories(home);
        // An X server of its own for the engine's window: Xvfb picks a free display and
        // writes its number when it is ready (-displayfd), and is stopped when the engine
        // ends, however it ends. (xvfb-run -a, used before, now and then left its server
        // running after the test.)
        std::string engineCmd = "timeout 900 " + engine + " -iwad '" + iwad + "' -file '" + pwad +
                                "' -timedemo '" + demoPath + "' -nosound -nomusic";
        if (engine.find("chocolate") != std::string::npos)
            engineCmd += " -nograbmouse -nogui"; // no message box at its by-design error exit
        const std::string script = (m_dir / "run.sh").string();
        std::ofstream(script) << "Xvfb -displayfd 3 -screen 0 640x480x24 -nolisten tcp "
                                 "3>display 2>xvfb.log &\n"
                                 "x=$!\n"
                                 "trap 'kill $x 2>/dev/null; wait $x 2>/dev/null' EXIT\n"
                                 "i=0\n"
                                 "while [ ! -s display ] && [ $i -lt 400 ]; do\n"
                                 "    sleep 0.05; i=$((i + 1))\n"
                                 "done\n"
                                 "DISPLAY=:$(cat display) "
                              << engineCmd << "\n";
        std::string cmd = "cd '" + m_dir.string() + "' && HOME='" + home + "' XDG_RUNTIME_DIR='" +
                          home + "' sh '" + script + "'";
        cmd += " >'" + logPath + "' 2>&1";
        const int rc = std::system(cmd.c_str());
        (void)rc; // Chocolate Doom exits 255 after a timedemo by design: the output decides
        std::ifstream in(logPath);
        std::stringstream ss;
        ss << in.rdbuf();
        log = ss.str();
        std::smatch m;
        static const std::regex timed("[Tt]imed ([0-9]+) gametics");
        return std::regex_search(log, m, timed) ? std::stoi(m[1]) : -1;
    }

    std::string exportMap(const sw::Map& map, sw::DoomExportNodes nodes, sw::DoomExportStats* out)
    {
        const std::string pwad = (m_dir / "map.wad").string();
        sw::DoomExportOptions options;
        options.nodes = nodes;
        auto stats = sw::writeMapWad(pwad, map, options);
        EXPECT_TRUE(stats) << stats.error().message;
        if (stats && out)
            *out = *stats;
        return pwad;
    }

    fs::path m_dir;
};

// A grid of square rooms joined by two-sided walls, floors rising and falling in steps a player
// climbs: more segs than vanilla nodes hold.
sw::Map stepGrid(int cells)
{
    sw::Map m;
    m.name = "MAP01";
    const int size = 64;
    const int origin = -cells * size / 2;
    auto vid = [&](int x, int y) { return static_cast<sw::Index>(y * (cells + 1) + x); };
    for (int y = 0; y <= cells; ++y)
        for (int x = 0; x <= cells; ++x)
            m.vertices.push_back({{double(origin + x * size), double(origin + y * size)}});
    for (int y = 0; y < cells; ++y)
        for (int x = 0; x < cells; ++x) {
            sw::Sector s;
            s.floorHeight = 8 * ((x + y) % 3);
            s.ceilingHeight = 160;
            s.floorMaterial = "FLOOR4_8";
            s.ceilingMaterial = "CEIL3_5";
            m.sectors.push_back(s);
        }
    auto sid = [&](int x, int y) { return static_cast<sw::Index>(y * cells + x); };
    auto wall = [&](sw::Index a, sw::Index b, sw::Index front, sw::Index back) {
        sw::Wall w;
        w.v1 = a;
        w.v2 = b;
        w.frontSector = front;
        w.backSector = back;
        if (back == sw::kNone)
            w.front.middle = "STARTAN3";
        else
            w.front.lower = w.back.lower = "STEP1";
        m.walls.push_back(w);
    };
    // The front is the right of v1 -> v2: running -x it faces +y, running +y it faces +x.
    for (int y = 0; y <= cells; ++y)
        for (int x = 0; x < cells; ++x) {
            const sw::Index below = y > 0 ? sid(x, y - 1) : sw::kNone;
            const sw::Index above = y < cells ? sid(x, y) : sw::kNone;
            if (above != sw::kNone)
                wall(vid(x + 1, y), vid(x, y), above, below);
            else
                wall(vid(x, y), vid(x + 1, y), below, sw::kNone);
        }
    for (int x = 0; x <= cells; ++x)
        for (int y = 0; y < cells; ++y) {
            const sw::Index left = x > 0 ? sid(x - 1, y) : sw::kNone;
            const sw::Index right = x < cells ? sid(x, y) : sw::kNone;
            if (right != sw::kNone)
                wall(vid(x, y), vid(x, y + 1), right, left);
            else
                wall(vid(x, y + 1), vid(x, y), left, sw::kNone);
        }
    sw::Thing start;
    start.type = 1;
    start.pos = {32, 32};
    m.things.push_back(start);
    return m;
}

} // namespace

TEST_F(Engine, ChocolateDoomPlaysFreedoomMapsWrittenWithVanillaNodes)
{
    REQUIRE_ENGINE("/usr/games/chocolate-doom");
    const struct {
        const char* wad;
        const char* map;
        int episode, number;
    } maps[] = {{"freedoom2.wad", "MAP01", 1, 1},
                {"freedoom2.wad", "MAP12", 1, 12},
                {"freedoom1.wad", "E1M1", 1, 1}};
    for (const auto& m : maps) {
        SCOPED_TRACE(m.map);
        const std::string iwad = swtest::freedoomWad(m.wad);
        ASSERT_FALSE(iwad.empty()) << m.wad << " is missing: install the Debian package freedoom";
        auto wad = sw::Wad::load(iwad);
        ASSERT_TRUE(wad);
        auto map = sw::importWadMap(*wad, *wad->findMap(m.map));
        ASSERT_TRUE(map) << map.error().message;
        sw::DoomExportStats stats;
        const std::string pwad = exportMap(*map, sw::DoomExportNodes::Vanilla, &stats);
        EXPECT_EQ(stats.nodeFormat, "vanilla");
        std::string log;
        const int tics = timedemo("/usr/games/chocolate-doom", iwad, pwad,
                                  walkingDemo(m.episode, m.number), log);
        EXPECT_EQ(tics, kTics) << log;
    }
}

TEST_F(Engine, DsdaDoomPlaysAGeneratedMapTooBigForVanillaNodesWithExtendedNodes)
{
    REQUIRE_ENGINE("/usr/games/dsda-doom");
    const std::string iwad = swtest::freedoomWad("freedoom2.wad");
    ASSERT_FALSE(iwad.empty()) << "freedoom2.wad is missing: install the Debian package freedoom";
    const sw::Map map = stepGrid(100);
    sw::DoomExportStats stats;
    const std::string pwad = exportMap(map, sw::DoomExportNodes::Auto, &stats);
    EXPECT_EQ(stats.nodeFormat, "extended");
    EXPECT_GT(stats.segs, 32767u);
    std::string log;
    EXPECT_EQ(timedemo("/usr/games/dsda-doom", iwad, pwad, walkingDemo(1, 1), log), kTics) << log;
}
