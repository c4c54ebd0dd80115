// The sample map's planted problems, and the analysis over every Freedoom map.
#include "AnalysisTestSupport.h"
#include "core/support/Freedoom.h"
#include "io/MapSource.h"

#include <gtest/gtest.h>

#include <map>

namespace {

using swtest::describe;
using swtest::ofKind;

TEST(AnalysisSample, ReportsEachPlantedProblem)
{
    auto map = sw::loadMap(STEPWISE_SOURCE_DIR "/resources/maps/sample.swmap");
    ASSERT_TRUE(map) << map.error().message;
    const auto findings = swtest::analyze(*map);
    ASSERT_EQ(findings.size(), 5u) << describe(findings);
    auto sectorNamed = [&](const std::string& name) {
        for (std::size_t s = 0; s < map->sectors.size(); ++s)
            if (map->sectors[s].name == name)
                return static_cast<sw::Index>(s);
        return sw::kNone;
    };
    // The 28-unit step, between the third and the fourth stair.
    const auto step = ofKind(findings, "step-too-high");
    ASSERT_EQ(step.size(), 1u);
    EXPECT_EQ(step[0].severity, sw::Severity::Error);
    EXPECT_EQ(step[0].sectors,
              (std::vector<sw::Index>{sectorNamed("stair 3"), sectorNamed("stair 4")}));
    EXPECT_EQ(step[0].where, sw::Vec2(656, 192));
    // The 48-high passage.
    const auto low = ofKind(findings, "low-headroom");
    ASSERT_EQ(low.size(), 1u);
    EXPECT_EQ(low[0].sectors, std::vector<sw::Index>{sectorNamed("low passage")});
    // The 10-degree spike, tip at (232, 96).
    const auto corner = ofKind(findings, "sharp-corner");
    ASSERT_EQ(corner.size(), 1u);
    EXPECT_EQ(corner[0].where, sw::Vec2(232, 96));
    EXPECT_EQ(corner[0].sectors, std::vector<sw::Index>{sectorNamed("start hall")});
    // The 24-wide gap.
    const auto gap = ofKind(findings, "narrow-gap");
    ASSERT_EQ(gap.size(), 1u);
    EXPECT_EQ(gap[0].where, sw::Vec2(396, 448));
    EXPECT_EQ(gap[0].sectors, std::vector<sw::Index>{sectorNamed("narrow gap")});
    // The landing beyond the high step (with the step it stands on).
    const auto lost = ofKind(findings, "unreachable");
    ASSERT_EQ(lost.size(), 1u);
    EXPECT_EQ(lost[0].sectors,
              (std::vector<sw::Index>{sectorNamed("stair 4"), sectorNamed("landing")}));
}

// Every Freedoom map: the run is deterministic, every finding is well formed, and the geometry
// findings are exactly the ones checked by hand (see docs/analysis.md). Counts per kind are
// printed for the record.
TEST(AnalysisFreedoom, AllMaps)
{
    std::vector<std::pair<std::string, std::string>> maps;
    for (int e = 1; e <= 4; ++e)
        for (int m = 1; m <= 9; ++m)
            maps.push_back({"freedoom1.wad", "E" + std::to_string(e) + "M" + std::to_string(m)});
    for (int m = 1; m <= 32; ++m)
        maps.push_back({"freedoom2.wad", (m < 10 ? "MAP0" : "MAP") + std::to_string(m)});
    std::map<std::string, int> counts;
    std::vector<std::string> geometry;
    for (const auto& [wad, name] : maps) {
        const std::string path = swtest::freedoomWad(wad);
        ASSERT_FALSE(path.empty()) << wad << " is missing: install the Debian package freedoom";
        auto map = sw::loadMap(path, name);
        ASSERT_TRUE(map) << map.error().message;
        auto bsp = sw::Bsp::compile(*map);
        ASSERT_TRUE(bsp);
        const auto findings = sw::analyzeMap(*map, *bsp, {}, {});
        const auto again = sw::analyzeMap(*map, *bsp, {}, {});
        ASSERT_EQ(findings.size(), again.size()) << name;
        for (std::size_t i = 0; i < findings.size(); ++i) {
            const sw::Finding& f = findings[i];
            EXPECT_EQ(f.key(), again[i].key()) << name;
            EXPECT_FALSE(f.message.empty());
            for (sw::Index w : f.walls)
                EXPECT_LT(static_cast<std::size_t>(w), map->walls.size());
            for (sw::Index s : f.sectors)
                EXPECT_LT(static_cast<std::size_t>(s), map->sectors.size());
            ++counts[f.kind + " " + sw::severityName(f.severity)];
            if (f.kind == "crossing-walls" || f.kind == "overlapping-walls" ||
                f.kind == "unclosed-sector" || f.kind == "zero-length-wall" ||
                (f.kind == "stuck-thing" && f.severity == sw::Severity::Error))
                geometry.push_back(name + " " + f.key());
        }
    }
    std::string table;
    for (const auto& [kind, n] : counts)
        table += "  " + kind + ": " + std::to_string(n) + "\n";
    std::cout << "findings on all 68 Freedoom maps:\n" << table;
    // The one real geometry problem in Freedoom: E3M6 draws one two-sided line twice.
    EXPECT_EQ(geometry, std::vector<std::string>{"E3M6 overlapping-walls|w:845,863|s:108,109,110|v:|t:"})
        << table;
}

} // namespace
