// Overlay geometry: the avatar's volume, prop volumes, the BSP, grown walls and problem pins.
#include "scene/LevelGeometry.h"
#include "scene/Overlays.h"

#include "mesh/Volumes.h"
#include "mesh/import/MeshImport.h"
#include "core/scene/SceneTestMaps.h"
#include "geom/Polygon.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <set>

namespace {

sw::Aabb3f boundsOf(const std::vector<sw::Vec3f>& points)
{
    sw::Aabb3f box;
    for (const sw::Vec3f& p : points)
        box.add(p);
    return box;
}

double polygonArea(const std::vector<sw::Vec2>& polygon) { return sw::signedArea(polygon); }

TEST(AvatarVolume, BoxAndCylinderStandOnTheFeet)
{
    sw::AvatarProfile profile; // Doom's player: a box of half-size 16, 56 high
    const sw::TriangleBuffer box = sw::avatarVolume(profile, {96, 192, 8}, {0, 1, 0});
    EXPECT_EQ(box.triangleCount(), 12u);
    const sw::Aabb3f b = boundsOf(box.positions);
    EXPECT_NEAR(b.min.x, 80.0f, 1e-3f);
    EXPECT_NEAR(b.max.x, 112.0f, 1e-3f);
    EXPECT_NEAR(b.min.y, 176.0f, 1e-3f);
    EXPECT_NEAR(b.max.y, 208.0f, 1e-3f);
    EXPECT_FLOAT_EQ(b.min.z, 8.0f);
    EXPECT_FLOAT_EQ(b.max.z, 64.0f);

    profile.shape = sw::AvatarProfile::Shape::Cylinder;
    const sw::TriangleBuffer cylinder = sw::avatarVolume(profile, {0, 0, 0}, {0, 1, 0});
    EXPECT_GT(cylinder.triangleCount(), box.triangleCount());
    for (const sw::Vec3f& p : cylinder.positions)
        EXPECT_NEAR(std::hypot(p.x, p.y), 16.0, 1e-3);
}

TEST(GrownWalls, BoxFootprintGrowsASegmentIntoARectangle)
{
    sw::AvatarProfile profile;
    const std::vector<sw::Vec2> hull = sw::grownSegment({0, 0}, {10, 0}, profile);
    ASSERT_EQ(hull.size(), 4u);
    EXPECT_NEAR(polygonArea(hull), 42.0 * 32.0, 1e-9) << "counter-clockwise, 42 by 32";
    // A diagonal segment grown by a square is a hexagon.
    EXPECT_EQ(sw::grownSegment({0, 0}, {10, 10}, profile).size(), 6u);
    profile.shape = sw::AvatarProfile::Shape::Cylinder;
    const double stadium = 10.0 * 32.0 + std::numbers::pi * 16.0 * 16.0;
    EXPECT_NEAR(polygonArea(sw::grownSegment({0, 0}, {10, 0}, profile)), stadium,
                0.02 * stadium);
}

TEST(GrownWalls, SampleMapShowsEveryKindOfWall)
{
    const swtest::LoadedMap loaded = swtest::loadWithBsp(swtest::sampleMapPath());
    ASSERT_TRUE(loaded.ok);
    const sw::CollisionWorld world(loaded.bsp);
    const sw::AvatarProfile profile;
    const sw::TriangleBuffer grown = sw::grownWalls(world, profile, std::nullopt, 1.0f);
    std::set<std::tuple<float, float, float>> colours;
    for (const sw::Colour& c : grown.colours)
        colours.insert({c.r, c.g, c.b});
    // The sample has blocking walls, steps, a rise of 28 (too high) and a 48-high passage.
    for (sw::WallPass pass : {sw::WallPass::Blocking, sw::WallPass::Step,
                              sw::WallPass::StepTooHigh, sw::WallPass::LowHeadroom}) {
        const sw::Colour c = sw::wallPassColour(pass);
        EXPECT_TRUE(colours.count({c.r, c.g, c.b})) << "pass " << static_cast<int>(pass);
    }
    // Each grown piece lies one unit above the floor of the side it faces.
    for (std::size_t t = 0; t < grown.triangleCount(); ++t) {
        const sw::Vec3f& p = grown.positions[3 * t];
        const float z = p.z - 1.0f;
        bool onSomeFloor = false;
        for (const sw::Sector& s : loaded.map.sectors)
            onSomeFloor = onSomeFloor || static_cast<float>(s.floorHeight) == z;
        EXPECT_TRUE(onSomeFloor);
    }
    // Feet high above every floor: nothing is too high to step on any more, only walls block.
    const sw::TriangleBuffer flying = sw::grownWalls(world, profile, 1000.0, 1.0f);
    const sw::Colour tooHigh = sw::wallPassColour(sw::WallPass::StepTooHigh);
    EXPECT_EQ(std::count(flying.colours.begin(), flying.colours.end(), tooHigh), 0);
}

TEST(BspOverlay, PartitionsAndLeafDepths)
{
    const swtest::LoadedMap loaded = swtest::loadWithBsp(swtest::sampleMapPath());
    ASSERT_TRUE(loaded.ok);
    const std::vector<sw::PartitionSegment> lines = sw::partitionSegments(loaded.bsp);
    EXPECT_EQ(lines.size(), loaded.bsp.nodes().size());
    ASSERT_FALSE(lines.empty());
    EXPECT_EQ(lines[0].depth, 0);
    const sw::Box2 root = loaded.bsp.rootBox();
    for (const sw::PartitionSegment& s : lines) {
        EXPECT_GT(glm::distance(s.a, s.b), 0.0);
        for (const sw::Vec2& p : {s.a, s.b}) {
            EXPECT_GE(p.x, root.min.x - 1e-6);
            EXPECT_LE(p.x, root.max.x + 1e-6);
        }
    }
    // A tree compiled for Doom's node lumps alone has no regions to draw its partitions in.
    sw::BspCompileOptions treeOnly;
    treeOnly.leafPolygons = false;
    auto bare = sw::Bsp::compile(loaded.map, treeOnly);
    ASSERT_TRUE(bare.ok());
    ASSERT_FALSE(bare->nodes().empty());
    EXPECT_TRUE(sw::partitionSegments(*bare).empty());
    const std::vector<int> depths = sw::leafDepths(loaded.bsp);
    ASSERT_EQ(depths.size(), loaded.bsp.leaves().size());
    EXPECT_EQ(static_cast<std::size_t>(*std::max_element(depths.begin(), depths.end())),
              loaded.bsp.stats().depth);
    EXPECT_EQ(sw::bspPartitions(loaded.bsp, 0.0f).lineCount(), lines.size());

    const sw::TriangleBuffer bySector =
        sw::bspLeaves(loaded.bsp, sw::LeafColouring::BySector, 0.5f);
    const sw::TriangleBuffer byDepth = sw::bspLeaves(loaded.bsp, sw::LeafColouring::ByDepth, 0.5f);
    EXPECT_EQ(bySector.triangleCount(), byDepth.triangleCount());
    EXPECT_NE(bySector.colours, byDepth.colours);
}

TEST(ThingVolumes, MeshThingShowsItsVolumesAndSphereTreeLevels)
{
    auto cube = sw::importMesh(STEPWISE_TEST_DATA "/meshes/cube.obj");
    ASSERT_TRUE(cube) << cube.error().message;
    sw::Map map;
    // One square room, so the BSP puts the thing on a floor at height 8.
    map.vertices = {{{-256, -256}}, {{-256, 256}}, {{256, 256}}, {{256, -256}}};
    map.sectors.push_back({});
    map.sectors[0].floorHeight = 8;
    for (int i = 0; i < 4; ++i) {
        sw::Wall wall;
        wall.v1 = i;
        wall.v2 = (i + 1) % 4;
        wall.frontSector = 0;
        map.walls.push_back(wall);
    }
    sw::Thing prop;
    prop.pos = {32, 16};
    prop.shape.kind = sw::ThingShape::Kind::Mesh;
    prop.shape.mesh = "cube.obj";
    prop.shape.scale = 2;
    map.things.push_back(prop);
    auto bsp = sw::Bsp::compile(map);
    ASSERT_TRUE(bsp);
    const sw::MeshLookup lookup = [&](const std::string& path) -> const sw::Mesh* {
        return path == "cube.obj" ? &*cube : nullptr;
    };

    sw::ThingVolumeOptions boxOnly{.box = true, .classicSphere = false, .tightSphere = false,
                                   .cylinder = false, .sphereTreeLevel = -1};
    const sw::LineBuffer box = sw::thingVolumes(map, *bsp, lookup, boxOnly);
    EXPECT_EQ(box.lineCount(), 12u);
    const sw::Aabb3 meshBox = sw::boundingBox(cube->positions);
    const sw::Aabb3f placed = boundsOf(box.positions);
    EXPECT_NEAR(placed.min.z, 8.0 + 2.0 * meshBox.min.z, 1e-3);
    EXPECT_NEAR(placed.max.x - placed.min.x, 2.0 * (meshBox.max.x - meshBox.min.x), 1e-3);

    const sw::LineBuffer all = sw::thingVolumes(map, *bsp, lookup, {});
    EXPECT_EQ(all.lineCount(), 12u + 3 * 24u + 3 * 24u + (2 * 24u + 4u));

    const int deepest = sw::deepestSphereTreeLevel(map, lookup);
    EXPECT_GE(deepest, 1) << "a cube's 12 triangles make more than one level";
    std::size_t previous = 0;
    for (int level = 0; level <= deepest; ++level) {
        sw::ThingVolumeOptions tree = boxOnly;
        tree.box = false;
        tree.sphereTreeLevel = level;
        const std::size_t spheres = sw::thingVolumes(map, *bsp, lookup, tree).lineCount() / 72;
        EXPECT_GE(spheres, level == 0 ? 1u : previous) << "level " << level;
        if (level == 0) {
            EXPECT_EQ(spheres, 1u);
        }
        previous = spheres;
    }
    // Without the mesh, the thing shows its stored cylinder only.
    map.things[0].shape.radius = 20;
    map.things[0].shape.height = 30;
    EXPECT_EQ(sw::thingVolumes(map, *bsp, {}, {}).lineCount(), 2 * 24u + 4u);
}

TEST(ProblemMarkers, PinsStandOnTheirPoints)
{
    const sw::TriangleBuffer pins =
        sw::problemMarkers({{{10, 20, 0}, true}, {{100, 200, 48}, false}});
    EXPECT_EQ(pins.triangleCount(), 2u * (12u + 8u));
    const sw::Aabb3f all = boundsOf(pins.positions);
    EXPECT_FLOAT_EQ(all.min.z, 0.0f);
    EXPECT_FLOAT_EQ(all.max.z, 48.0f + 56.0f);
    EXPECT_NE(pins.colours.front(), pins.colours.back()) << "errors and warnings differ";
}

} // namespace
