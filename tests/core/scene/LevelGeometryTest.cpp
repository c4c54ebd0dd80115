// The level as triangles: floors and ceilings from leaves, walls split into parts, things,
// ray casts, and the counts on Freedoom's MAP12.
#include "scene/LevelGeometry.h"

#include "core/scene/SceneTestMaps.h"
#include "geom/Polygon.h"

#include <glm/geometric.hpp>

#include <chrono>
#include <cmath>
#include <iostream>

namespace {

using sw::ElementKind;
using sw::LevelLayer;
using sw::SurfacePart;

double triangleArea(const sw::TriangleBuffer& b, std::size_t t)
{
    const sw::Vec3f& a = b.positions[3 * t];
    return 0.5 * static_cast<double>(glm::length(glm::cross(b.positions[3 * t + 1] - a, b.positions[3 * t + 2] - a)));
}

// Index of the wall between sectors s and t (either way round), or kNone.
sw::Index wallBetween(const sw::Map& map, sw::Index s, sw::Index t)
{
    for (std::size_t w = 0; w < map.walls.size(); ++w) {
        const sw::Wall& wall = map.walls[w];
        if ((wall.frontSector == s && wall.backSector == t) ||
            (wall.frontSector == t && wall.backSector == s))
            return static_cast<sw::Index>(w);
    }
    return sw::kNone;
}

struct Part {
    SurfacePart part;
    sw::Index facing; // the sector the part faces
    float bottom, top;
};

std::vector<Part> partsOf(const sw::Map& map, const sw::LevelGeometry& level, sw::Index wall)
{
    std::vector<Part> parts;
    const sw::TriangleBuffer& walls = level.layer(LevelLayer::Walls);
    for (std::size_t t = 0; t < walls.tags.size(); ++t) {
        const sw::ElementTag& tag = walls.tags[t];
        if (tag.index != wall || tag.kind != ElementKind::Wall)
            continue;
        float lo = 1e30f, hi = -1e30f;
        for (std::size_t k = 3 * t; k < 3 * t + 3; ++k) {
            lo = std::min(lo, walls.positions[k].z);
            hi = std::max(hi, walls.positions[k].z);
        }
        const sw::Wall& w = map.walls[static_cast<std::size_t>(wall)];
        const sw::Index facing = tag.side == 0 ? w.frontSector : w.backSector;
        // Two triangles per quad: keep one entry per part and side.
        bool seen = false;
        for (Part& p : parts) {
            if (p.part == tag.part && p.facing == facing) {
                p.bottom = std::min(p.bottom, lo);
                p.top = std::max(p.top, hi);
                seen = true;
            }
        }
        if (!seen)
            parts.push_back({tag.part, facing, lo, hi});
    }
    return parts;
}

class SampleLevel : public ::testing::Test {
protected:
    void SetUp() override
    {
        m_loaded = swtest::loadWithBsp(swtest::sampleMapPath());
        ASSERT_TRUE(m_loaded.ok);
        m_level = sw::LevelGeometry(m_loaded.map, m_loaded.bsp);
    }
    const sw::Map& map() const { return m_loaded.map; }
    swtest::LoadedMap m_loaded;
    sw::LevelGeometry m_level;
};

TEST_F(SampleLevel, FloorsAndCeilingsCoverTheSectorsAtTheirHeights)
{
    const sw::TriangleBuffer& floors = m_level.layer(LevelLayer::Floors);
    const sw::TriangleBuffer& ceilings = m_level.layer(LevelLayer::Ceilings);
    ASSERT_FALSE(floors.empty());
    double floorArea = 0, ceilingArea = 0;
    for (std::size_t t = 0; t < floors.triangleCount(); ++t) {
        const sw::Sector& s = map().sectors[static_cast<std::size_t>(floors.tags[t].index)];
        for (std::size_t k = 3 * t; k < 3 * t + 3; ++k)
            EXPECT_FLOAT_EQ(floors.positions[k].z, static_cast<float>(s.floorHeight));
        EXPECT_NEAR(floors.normal(t).z, 1.0f, 1e-5f) << "floors face up";
        EXPECT_EQ(floors.tags[t].part, SurfacePart::Floor);
        floorArea += triangleArea(floors, t);
    }
    for (std::size_t t = 0; t < ceilings.triangleCount(); ++t) {
        const sw::Sector& s = map().sectors[static_cast<std::size_t>(ceilings.tags[t].index)];
        EXPECT_FLOAT_EQ(ceilings.positions[3 * t].z, static_cast<float>(s.ceilingHeight));
        EXPECT_NEAR(ceilings.normal(t).z, -1.0f, 1e-5f) << "ceilings face down";
        ceilingArea += triangleArea(ceilings, t);
    }
    // The sector area from the BSP's own leaves: the floors cover exactly the sectors.
    double leafArea = 0;
    for (std::size_t i = 0; i < m_loaded.bsp.leaves().size(); ++i)
        if (m_loaded.bsp.leaves()[i].sector != sw::kNone)
            leafArea += sw::signedArea(m_loaded.bsp.leafPolygon(static_cast<std::int32_t>(i)));
    EXPECT_NEAR(floorArea, leafArea, 1e-3 * leafArea);
    EXPECT_NEAR(ceilingArea, leafArea, 1e-3 * leafArea);
}

TEST_F(SampleLevel, StepBetweenHallAndStairIsALowerAndAnUpperPart)
{
    // Start hall: floor 0, ceiling 192. Stair 1: floor 16, ceiling 256.
    const sw::Index w = wallBetween(map(), 0, 1);
    ASSERT_NE(w, sw::kNone);
    const std::vector<Part> parts = partsOf(map(), m_level, w);
    ASSERT_EQ(parts.size(), 2u);
    for (const Part& p : parts) {
        if (p.part == SurfacePart::Lower) {
            EXPECT_EQ(p.facing, 0) << "the hall sees the riser";
            EXPECT_FLOAT_EQ(p.bottom, 0.0f);
            EXPECT_FLOAT_EQ(p.top, 16.0f);
        } else {
            EXPECT_EQ(p.part, SurfacePart::Upper);
            EXPECT_EQ(p.facing, 1) << "the stair sees the wall above the hall's ceiling";
            EXPECT_FLOAT_EQ(p.bottom, 192.0f);
            EXPECT_FLOAT_EQ(p.top, 256.0f);
        }
    }
}

TEST_F(SampleLevel, OneSidedWallsAreOneMiddlePartFromFloorToCeiling)
{
    std::size_t oneSided = 0;
    for (std::size_t w = 0; w < map().walls.size(); ++w) {
        const sw::Wall& wall = map().walls[w];
        if (wall.twoSided())
            continue;
        ++oneSided;
        const std::vector<Part> parts = partsOf(map(), m_level, static_cast<sw::Index>(w));
        ASSERT_EQ(parts.size(), 1u) << "wall " << w;
        const sw::Sector& s = map().sectors[static_cast<std::size_t>(wall.frontSector)];
        EXPECT_EQ(parts[0].part, SurfacePart::Middle);
        EXPECT_FLOAT_EQ(parts[0].bottom, static_cast<float>(s.floorHeight));
        EXPECT_FLOAT_EQ(parts[0].top, static_cast<float>(s.ceilingHeight));
    }
    EXPECT_GT(oneSided, 10u);
}

TEST_F(SampleLevel, EveryWallPartFacesTheSectorItBelongsTo)
{
    const sw::TriangleBuffer& walls = m_level.layer(LevelLayer::Walls);
    ASSERT_FALSE(walls.empty());
    for (std::size_t t = 0; t < walls.triangleCount(); ++t) {
        const sw::Wall& wall = map().walls[static_cast<std::size_t>(walls.tags[t].index)];
        const sw::Index facing = walls.tags[t].side == 0 ? wall.frontSector : wall.backSector;
        const sw::Vec3f centre =
            (walls.positions[3 * t] + walls.positions[3 * t + 1] + walls.positions[3 * t + 2]) /
            3.0f;
        const sw::Vec3f probe = centre + 2.0f * walls.normal(t);
        EXPECT_EQ(m_loaded.bsp.sectorAt({probe.x, probe.y}), facing) << "triangle " << t;
        EXPECT_NEAR(walls.normal(t).z, 0.0f, 1e-5f);
    }
}

TEST_F(SampleLevel, RayCastsFindFloorCeilingAndWalls)
{
    // In the start hall (sector 0), beside the player start.
    const sw::Vec3f eye{160.0f, 300.0f, 41.0f};
    const auto down = m_level.rayCast(eye, {0.0f, 0.0f, -1.0f});
    ASSERT_TRUE(down);
    EXPECT_EQ(down->tag, (sw::ElementTag{ElementKind::Sector, SurfacePart::Floor, 0, 0}));
    EXPECT_NEAR(down->distance, 41.0f, 1e-3f);
    const auto up = m_level.rayCast(eye, {0.0f, 0.0f, 1.0f});
    ASSERT_TRUE(up);
    EXPECT_EQ(up->tag.part, SurfacePart::Ceiling);
    EXPECT_NEAR(up->point.z, 192.0f, 1e-3f);
    // Seen from below, a floor faces away: culled like the view culls it, the ray goes on to
    // the ceiling of the room under... nothing here, so it hits nothing.
    EXPECT_FALSE(m_level.rayCast({160.0f, 300.0f, -50.0f}, {0.0f, 0.0f, 1.0f}, true,
                                 1u << static_cast<unsigned>(LevelLayer::Floors)));
    EXPECT_TRUE(m_level.rayCast({160.0f, 300.0f, -50.0f}, {0.0f, 0.0f, 1.0f}, false,
                                1u << static_cast<unsigned>(LevelLayer::Floors)));
    // From inside the hall the ceiling faces the ray; from above it does not.
    EXPECT_TRUE(m_level.rayCast(eye, {0.0f, 0.0f, 1.0f}, true));
    const auto fromAbove = m_level.rayCast({160.0f, 300.0f, 1000.0f}, {0.0f, 0.0f, -1.0f}, true);
    ASSERT_TRUE(fromAbove);
    EXPECT_EQ(fromAbove->tag.part, SurfacePart::Floor);
    // West from the hall: the outer wall at x = 0.
    const auto west = m_level.rayCast(eye, {-1.0f, 0.0f, 0.0f});
    ASSERT_TRUE(west);
    EXPECT_EQ(west->tag.kind, ElementKind::Wall);
    EXPECT_NEAR(west->point.x, 0.0f, 1e-3f);
    EXPECT_FALSE(m_level.rayCast({96.0f, 192.0f, 5000.0f}, {0.0f, 0.0f, 1.0f}));
    // Straight down onto the player start's marker, 16 high.
    const auto thing = m_level.rayCast({96.0f, 192.0f, 100.0f}, {0.0f, 0.0f, -1.0f});
    ASSERT_TRUE(thing);
    EXPECT_EQ(thing->tag.kind, ElementKind::Thing);
    EXPECT_NEAR(thing->point.z, 16.0f, 1e-3f);
}

TEST_F(SampleLevel, ThingsAreSmallPrismsOnTheFloor)
{
    const sw::TriangleBuffer& things = m_level.layer(LevelLayer::Things);
    ASSERT_EQ(map().things.size(), 1u);
    // A 12-sided prism: two 10-triangle caps and 12 side quads.
    EXPECT_EQ(things.triangleCount(), 10u + 10u + 24u);
    for (const sw::ElementTag& tag : things.tags)
        EXPECT_EQ(tag.kind, ElementKind::Thing);
    const sw::Aabb3f b = [&] {
        sw::Aabb3f box;
        for (const sw::Vec3f& p : things.positions)
            box.add(p);
        return box;
    }();
    EXPECT_FLOAT_EQ(b.min.z, 0.0f);
    EXPECT_NEAR(b.centre().x, 96.0f, 1e-3f);
    EXPECT_NEAR(b.centre().y, 192.0f, 1e-3f);
}

TEST_F(SampleLevel, ColourModesDiffer)
{
    const sw::LevelGeometry bySector(m_loaded.map, m_loaded.bsp, {sw::ColourMode::BySector});
    ASSERT_EQ(bySector.triangleCount(), m_level.triangleCount());
    // Two sectors at the same floor height share a colour by height, not by sector.
    const auto floorColour = [](const sw::LevelGeometry& level, sw::Index sector) {
        const sw::TriangleBuffer& floors = level.layer(LevelLayer::Floors);
        for (std::size_t t = 0; t < floors.tags.size(); ++t)
            if (floors.tags[t].index == sector)
                return floors.colours[t];
        return sw::Colour{-1.0f};
    };
    EXPECT_EQ(floorColour(m_level, 0), floorColour(m_level, 7)); // both at floor 0
    EXPECT_NE(floorColour(bySector, 0), floorColour(bySector, 7));
    EXPECT_NE(floorColour(m_level, 0), floorColour(m_level, 5)); // floor 0 against 76
}

TEST_F(SampleLevel, ALevelWithoutColoursHasTheSameTrianglesAndTags)
{
    // The textured view's level: picking and highlights only, no colours kept.
    const sw::LevelGeometry plain(m_loaded.map, m_loaded.bsp, {sw::ColourMode::None});
    EXPECT_TRUE(m_level.hasColours());
    EXPECT_FALSE(plain.hasColours());
    for (std::size_t l = 0; l < sw::kLevelLayerCount; ++l) {
        const auto layer = static_cast<LevelLayer>(l);
        const sw::TriangleBuffer a = m_level.layer(layer), b = plain.layer(layer);
        EXPECT_TRUE(b.colours.empty());
        if (!b.empty()) {
            EXPECT_EQ(b.colour(0), sw::Colour{0.7f}); // drawn or written grey
        }
        EXPECT_EQ(a.positions, b.positions);
        EXPECT_EQ(a.tags, b.tags);
    }
    // Highlights recolour what they take.
    const sw::Colour yellow{1.0f, 1.0f, 0.0f};
    const sw::TriangleBuffer hall = plain.select(
        [](const sw::ElementTag& t) { return t.kind == ElementKind::Sector && t.index == 0; },
        yellow);
    ASSERT_FALSE(hall.empty());
    EXPECT_EQ(hall.colours, std::vector<sw::Colour>(hall.triangleCount(), yellow));
}

TEST_F(SampleLevel, SelectionTakesEveryTriangleOfTheElement)
{
    const sw::Colour yellow{1.0f, 1.0f, 0.0f};
    const sw::TriangleBuffer hall = m_level.select(
        [](const sw::ElementTag& t) { return t.kind == ElementKind::Sector && t.index == 0; },
        yellow);
    std::size_t expected = 0;
    for (LevelLayer l : {LevelLayer::Floors, LevelLayer::Ceilings})
        for (const sw::ElementTag& t : m_level.layer(l).tags)
            expected += t.index == 0 ? 1 : 0;
    EXPECT_EQ(hall.triangleCount(), expected);
    EXPECT_GT(expected, 0u);
    for (const sw::Colour& c : hall.colours)
        EXPECT_EQ(c, yellow);
}

TEST(LevelGeometryFreedoom, Map12CountsAndBatches)
{
    const std::string wad = swtest::freedoomWad("freedoom2.wad");
    ASSERT_FALSE(wad.empty()) << "install the freedoom package";
    swtest::LoadedMap loaded = swtest::loadWithBsp(wad, "MAP12");
    ASSERT_TRUE(loaded.ok);
    const auto start = std::chrono::steady_clock::now();
    const sw::LevelGeometry level(loaded.map, loaded.bsp);
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
            .count();
    std::cout << "MAP12: " << loaded.map.walls.size() << " walls, "
              << loaded.bsp.leaves().size() << " leaves, " << level.triangleCount()
              << " triangles in " << level.batchCount() << " batches, built in " << ms
              << " ms\n";
    EXPECT_EQ(loaded.map.walls.size(), 10884u);
    // The whole level costs one draw call per layer, however many walls it has.
    EXPECT_EQ(level.batchCount(), sw::kLevelLayerCount);
    // Every one-sided wall with a sector is exactly one middle quad (two triangles).
    std::size_t oneSided = 0, middles = 0;
    for (const sw::Wall& w : loaded.map.walls) {
        if (w.twoSided() || w.frontSector == sw::kNone)
            continue;
        const sw::Sector& s = loaded.map.sectors[static_cast<std::size_t>(w.frontSector)];
        const bool degenerate = loaded.map.wallStart(w) == loaded.map.wallEnd(w);
        oneSided += s.ceilingHeight > s.floorHeight && !degenerate ? 1 : 0;
    }
    for (const sw::ElementTag& t : level.layer(LevelLayer::Walls).tags)
        middles += t.part == SurfacePart::Middle ? 1 : 0;
    EXPECT_EQ(middles, 2 * oneSided);
    EXPECT_GT(level.triangleCount(), 20000u);
    EXPECT_LT(level.triangleCount(), 200000u);
}

} // namespace
