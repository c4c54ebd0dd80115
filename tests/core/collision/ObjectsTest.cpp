// The avatar against things with shapes: cylinders, boxes and mesh props.
#include "collision/Mover.h"
#include "collision/Objects.h"
#include "mesh/import/MeshImport.h"

#include "core/support/PolygonMap.h"

#include <gtest/gtest.h>

#include <random>

namespace {

using sw::Vec2;
using Algo = sw::AvatarProfile::Algorithm;
using Kind = sw::ThingShape::Kind;

sw::Thing prop(double x, double y, Kind kind, double radius, double height, double z = 0)
{
    sw::Thing t;
    t.type = 2035;
    t.pos = {x, y};
    t.shape.kind = kind;
    t.shape.radius = radius;
    t.shape.height = height;
    t.shape.z = z;
    return t;
}

struct Scene {
    sw::Map map;
    sw::Bsp bsp;
    sw::Mesh cube;
    sw::ObjectSet objects;
    std::unique_ptr<sw::CollisionWorld> world;

    explicit Scene(std::vector<sw::Thing> things)
    {
        swtest::PolygonMap pm;
        pm.rect(0, 0, 512, 256, 0, 128);
        map = pm.build();
        map.things = std::move(things);
        bsp = std::move(*sw::Bsp::compile(map));
        auto mesh = sw::importMesh(STEPWISE_TEST_DATA "/meshes/cube.obj");
        EXPECT_TRUE(mesh) << mesh.error().message;
        cube = *mesh;
        objects = sw::ObjectSet(map, bsp, [this](const std::string& path) {
            return path == "cube.obj" ? &cube : nullptr;
        });
        world = std::make_unique<sw::CollisionWorld>(bsp, &objects);
    }
    sw::Trace move(const Vec2& from, const Vec2& by, Algo algo = Algo::Exact,
                   sw::AvatarProfile profile = {}) const
    {
        profile.algorithm = algo;
        sw::Trace t;
        auto end = sw::Mover(*world, profile).moveOnce(from, by, &t);
        EXPECT_TRUE(end) << end.error().message;
        return t;
    }
};

// No sample along the path has the footprint inside an object it cannot walk over or under.
void expectNoOverlap(const Scene& s, const sw::Trace& t, const sw::AvatarProfile& p = {})
{
    for (std::size_t i = 0; i + 1 < t.path.size(); ++i)
        for (int k = 0; k <= 100; ++k) {
            const glm::dvec3 q = t.path[i] + (t.path[i + 1] - t.path[i]) * (k / 100.0);
            for (const sw::SolidObject& o : s.objects.objects()) {
                if (o.top <= q.z + 1e-6 || o.bottom >= q.z + p.height)
                    continue;
                ASSERT_LE(sw::footprintObjectDepth({q.x, q.y}, p.radius,
                                                   p.shape == sw::AvatarProfile::Shape::Box, o),
                          1e-6)
                    << "inside thing " << o.thing << " at " << q.x << ", " << q.y;
            }
        }
}

} // namespace

TEST(Objects, SlidesAroundATallCylinder)
{
    const Scene s({prop(256, 128, Kind::Cylinder, 24, 64)});
    // Head-on: stops 40 units before the centre, and says it was thing 0.
    const sw::Trace head = s.move({64, 128}, {300, 0});
    EXPECT_NEAR(head.path.back().x, 256 - 40, 0.01);
    ASSERT_FALSE(head.contacts.empty());
    EXPECT_EQ(head.contacts.front().reason, sw::ContactReason::Object);
    EXPECT_EQ(head.contacts.front().thing, 0);
    // A cylinder avatar slightly off-centre slides around it, along the line between centres.
    sw::AvatarProfile disk;
    disk.shape = sw::AvatarProfile::Shape::Cylinder;
    const sw::Mover mover(*s.world, disk);
    auto state = mover.spawn({64, 138});
    ASSERT_TRUE(state);
    sw::Trace off;
    for (int frame = 0; frame < 120; ++frame)
        mover.step(*state, {{200, 0}, false}, 1.0 / 60, &off);
    EXPECT_GT(state->pos.x, 256) << "pushing east, it works its way round";
    ASSERT_FALSE(off.contacts.empty());
    const sw::Contact& c = off.contacts.front();
    EXPECT_NEAR(glm::length(c.center - Vec2{256, 128}), 40, 0.01);
    EXPECT_NEAR(c.normal.x, (c.center - Vec2{256, 128}).x / 40, 1e-3);
    expectNoOverlap(s, off, disk);
    // The box avatar's flat face meets the cylinder and holds (as Doom's box does); with its
    // corner it slides off.
    EXPECT_NEAR(s.move({64, 138}, {300, 0}).path.back().x, 256 - 40, 0.01);
    EXPECT_GT(s.move({64, 158}, {300, 0}).path.back().x, 256);
    expectNoOverlap(s, s.move({64, 158}, {300, 0}));
}

TEST(Objects, StepsOntoALowBoxAndStandsOnIt)
{
    const Scene s({prop(256, 128, Kind::Box, 32, 16)});
    const sw::Trace t = s.move({64, 128}, {192, 0});
    EXPECT_EQ(t.path.back().z, 16);
    EXPECT_NEAR(t.path.back().x, 256, 1e-9);
    // The climb happens where the footprint first reaches the box.
    bool climbed = false;
    for (std::size_t i = 0; i + 1 < t.path.size(); ++i)
        if (t.path[i + 1].z > t.path[i].z) {
            EXPECT_NEAR(t.path[i].x, 256 - 32 - 16, 1e-9);
            climbed = true;
        }
    EXPECT_TRUE(climbed);
    // Walking off the far side falls at the end.
    const sw::Trace off = s.move({256, 128}, {200, 0});
    EXPECT_EQ(off.path.back().z, 0);
    expectNoOverlap(s, off);
}

TEST(Objects, InRealTimeTheAvatarStaysOnTheBoxItSteppedOnto)
{
    const Scene s({prop(256, 128, Kind::Box, 32, 16)});
    for (Algo algo : {Algo::Exact, Algo::Classic}) {
        sw::AvatarProfile p;
        p.algorithm = algo;
        const sw::Mover m(*s.world, p);
        auto st = m.spawn({64, 128});
        ASSERT_TRUE(st);
        // Walk onto the box's middle, then stand there for a second.
        for (int i = 0; i < 120; ++i)
            m.step(*st, {{st->pos.x < 256 ? 240.0 : 0.0, 0}, false}, 1.0 / 60, nullptr);
        EXPECT_NEAR(st->pos.x, 256, 5);
        EXPECT_EQ(st->z, 16) << (algo == Algo::Exact ? "exact" : "classic");
        EXPECT_TRUE(st->onGround);
    }
}

TEST(Objects, IsStoppedWhenSlidingWouldPushIntoAWall)
{
    // A cylinder 8 units from the south wall: the gap is too narrow to slide through.
    const Scene s({prop(256, 40, Kind::Cylinder, 32, 64)});
    const sw::Trace t = s.move({64, 20}, {400, 0});
    EXPECT_LT(t.path.back().x, 256);
    expectNoOverlap(s, t);
}

TEST(Objects, PassesUnderAHighObjectAndIsBlockedByAMeshProp)
{
    // A box hanging 64 above the floor (the avatar is 56 tall), and a 40-unit mesh cube.
    sw::Thing cube = prop(400, 128, Kind::Mesh, 0, 0);
    cube.shape.mesh = "cube.obj";
    cube.shape.scale = 40;
    const Scene s({prop(200, 128, Kind::Box, 32, 32, 64), cube});
    ASSERT_EQ(s.objects.objects().size(), 2u);
    EXPECT_NEAR(s.objects.objects()[1].top, 40, 1e-9);
    const sw::Trace t = s.move({64, 128}, {400, 0});
    EXPECT_NEAR(t.path.back().x, 400 - 20 - 16, 0.05) << "stopped by the cube's face";
    ASSERT_FALSE(t.contacts.empty());
    EXPECT_EQ(t.contacts.back().thing, 1);
}

TEST(Objects, ClassicPushesOutAlongTheLineBetweenCentres)
{
    const Scene s({prop(256, 128, Kind::Cylinder, 24, 64)});
    sw::AvatarProfile p;
    p.algorithm = Algo::Classic;
    const sw::Mover m(*s.world, p);
    auto st = m.spawn({64, 130});
    ASSERT_TRUE(st);
    sw::Trace trace;
    for (int i = 0; i < 120; ++i)
        m.step(*st, {{200, 0}, false}, 1.0 / 60, &trace);
    // Pushed out each frame: it ends beyond the cylinder or held against it, never inside.
    EXPECT_GE(glm::length(st->pos - Vec2{256, 128}), 40 - 1e-6);
    bool object = false;
    for (const sw::Contact& c : trace.contacts)
        object = object || c.reason == sw::ContactReason::Object;
    EXPECT_TRUE(object);
}

TEST(Objects, RandomMovesAmongManyPropsNeverEnterOne)
{
    std::vector<sw::Thing> things;
    std::mt19937 rng(3);
    std::uniform_real_distribution<double> x(40, 472), y(40, 216), r(4, 20);
    for (int i = 0; i < 30; ++i)
        things.push_back(prop(x(rng), y(rng), i % 2 ? Kind::Box : Kind::Cylinder, r(rng),
                              i % 3 ? 64 : 12));
    const Scene s(things);
    const sw::AvatarProfile p;
    const sw::Mover m(*s.world, p);
    int moved = 0;
    std::uniform_real_distribution<double> a(0, 6.283), len(0, 300);
    for (int i = 0; i < 2000; ++i) {
        const Vec2 start{x(rng), y(rng)};
        if (!m.standingHeight(start))
            continue;
        const double ang = a(rng), l = len(rng);
        sw::Trace t;
        ASSERT_TRUE(m.moveOnce(start, {l * std::cos(ang), l * std::sin(ang)}, &t));
        expectNoOverlap(s, t);
        ++moved;
    }
    EXPECT_GT(moved, 500);
}
