// Mesh props that interpenetrate each other or a wall.
#include "AnalysisTestSupport.h"

#include "core/support/PolygonMap.h"
#include "mesh/import/MeshImport.h"

namespace {

sw::Thing cube(double x, double y, double size)
{
    sw::Thing t;
    t.type = 2035;
    t.pos = {x, y};
    t.shape.kind = sw::ThingShape::Kind::Mesh;
    t.shape.mesh = "cube.obj";
    t.shape.scale = size;
    return t;
}

std::vector<sw::Finding> propFindings(std::vector<sw::Thing> things)
{
    swtest::PolygonMap pm;
    pm.rect(0, 0, 512, 256, 0, 128);
    sw::Map map = pm.build();
    map.things = std::move(things);
    static const sw::Mesh mesh = *sw::importMesh(STEPWISE_TEST_DATA "/meshes/cube.obj");
    sw::AnalysisOptions options;
    options.meshes = [](const std::string& path) { return path == "cube.obj" ? &mesh : nullptr; };
    const auto all = swtest::analyze(map, {}, options);
    std::vector<sw::Finding> out = swtest::ofKind(all, "prop-overlap");
    for (const sw::Finding& f : swtest::ofKind(all, "prop-in-wall"))
        out.push_back(f);
    return out;
}

} // namespace

TEST(PropChecks, CubesApartAndClearOfWallsGiveNothing)
{
    EXPECT_TRUE(propFindings({cube(100, 100, 32), cube(200, 100, 32)}).empty());
}

TEST(PropChecks, TwoCubesGrownIntoEachOtherAreReported)
{
    const auto f = propFindings({cube(100, 100, 32), cube(120, 110, 32), cube(300, 100, 16)});
    ASSERT_EQ(f.size(), 1u);
    EXPECT_EQ(f[0].kind, "prop-overlap");
    EXPECT_EQ(f[0].things, (std::vector<sw::Index>{0, 1}));
    EXPECT_EQ(f[0].message, "the meshes of thing 0 and thing 1 interpenetrate");
}

TEST(PropChecks, ACubeSunkIntoAWallIsReportedWithTheWall)
{
    // The room's east wall is at x = 512; a 32-unit cube centred at 505 pokes through it.
    const auto f = propFindings({cube(505, 128, 32)});
    ASSERT_EQ(f.size(), 1u);
    EXPECT_EQ(f[0].kind, "prop-in-wall");
    EXPECT_EQ(f[0].things, (std::vector<sw::Index>{0}));
    ASSERT_EQ(f[0].walls.size(), 1u);
    EXPECT_NEAR(f[0].where.x, 512, 1e-9);
}
