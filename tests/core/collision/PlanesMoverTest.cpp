// The planes algorithm against exact, where they differ: the hand-made spike and wedge maps,
// stairs, and a mesh prop with a thin spike; with and without the three corner planes.
#include "collision/Mover.h"
#include "collision/PlanesMover.h"
#include "mesh/SweptSphere.h"

#include "core/support/PolygonMap.h"

#include <gtest/gtest.h>

#include <memory>

namespace {

using sw::Vec2;
using sw::Vec3;
using Algo = sw::AvatarProfile::Algorithm;

struct World {
    sw::Map map;
    sw::Bsp bsp;
    std::unique_ptr<sw::CollisionWorld> world;

    explicit World(sw::Map m) : map(std::move(m))
    {
        auto compiled = sw::Bsp::compile(map);
        EXPECT_TRUE(compiled) << compiled.error().message;
        bsp = std::move(*compiled);
        world = std::make_unique<sw::CollisionWorld>(bsp);
    }
    sw::Mover mover(Algo algo) const
    {
        sw::AvatarProfile p;
        p.algorithm = algo;
        return sw::Mover(*world, p);
    }
};

// The spike of the classic tests: a room with a 10-degree spike pointing west from its east
// wall, tip at (304, 200).
World spikeRoom()
{
    swtest::PolygonMap pm;
    pm.sector({{0, 0}, {400, 0}, {400, 192}, {304, 200}, {400, 208}, {400, 400}, {0, 400}}, 0, 128);
    return World(pm.build());
}

// A room (floor 0) with a thin wedge-shaped platform (floor 16) pointing east: its sides run
// from (64, 112) and (64, 144) to the tip at (448, 128), 4.8 degrees apart.
World wedgeRoom()
{
    swtest::PolygonMap pm;
    pm.sector({{0, 0}, {512, 0}, {512, 128}, {448, 128}, {64, 112}, {0, 112}}, 0, 256);
    pm.sector({{0, 112}, {64, 112}, {64, 144}, {448, 128}, {512, 128}, {512, 256}, {0, 256}}, 0,
              256);
    pm.sector({{64, 112}, {448, 128}, {64, 144}}, 16, 256);
    return World(pm.build());
}

// Stairs rising east: floors 0, 16, 32, 48.
World stairs()
{
    swtest::PolygonMap pm;
    pm.rect(0, 0, 128, 128, 0, 256);
    const double floors[] = {16, 32, 48};
    for (int i = 0; i < 3; ++i)
        pm.rect(128 + 32 * i, 0, 160 + 32 * i, 128, floors[i], 256);
    pm.rect(224, 0, 512, 128, 48, 256);
    return World(pm.build());
}

sw::PlanesOptions corners(bool on)
{
    sw::PlanesOptions o;
    o.acuteCornerPlanes = on;
    return o;
}

// A thin spike along +x: a square base 4 units wide at x = 0 (centred on y = 0, z = 40), its
// apex at x = 100; the faces point outward (counter-clockwise seen from outside).
std::vector<sw::Triangle3> spikeMesh()
{
    const Vec3 apex{100, 0, 40};
    const Vec3 b[4] = {{0, -2, 38}, {0, 2, 38}, {0, 2, 42}, {0, -2, 42}};
    std::vector<sw::Triangle3> t;
    for (int i = 0; i < 4; ++i)
        t.push_back({b[i], b[(i + 1) % 4], apex});
    t.push_back({b[0], b[3], b[2]});
    t.push_back({b[0], b[2], b[1]});
    // Outward: each side's normal points away from the axis.
    for (sw::Triangle3& tri : t) {
        const Vec3 mid = (tri.a + tri.b + tri.c) / 3.0;
        const Vec3 axisPoint{std::clamp(mid.x, 0.0, 100.0) + (mid.x <= 0 ? 1.0 : 0.0), 0, 40};
        if (glm::dot(tri.normal(), mid - axisPoint) < 0)
            std::swap(tri.b, tri.c);
    }
    return t;
}

} // namespace

// Head-on at the spike's tip, exact stops a radius short of it; the planes sphere meets the
// two faces edge-on, crosses neither pushed-out plane inside its edges and goes through the
// tip into the void behind it.
TEST(PlanesMover, GoesThroughTheSpikeTipThatExactStopsAt)
{
    const World w = spikeRoom();
    auto exact = w.mover(Algo::Exact).moveOnce({200, 200}, {150, 0}, nullptr);
    ASSERT_TRUE(exact);
    EXPECT_NEAR(exact->x, 304 - 16, 0.01);
    auto planes = w.mover(Algo::Planes).moveOnce({200, 200}, {150, 0}, nullptr);
    ASSERT_TRUE(planes);
    EXPECT_NEAR(planes->x, 350, 1e-9) << "the sphere passes the tip";
    EXPECT_EQ(w.bsp.sectorAt({planes->x, planes->y}), sw::kNone) << "it ends inside the spike";
    // Beside the tip, sliding along a face, both stop at the face but the sphere a radius
    // from it while the box keeps its corner on it.
    auto slideExact = w.mover(Algo::Exact).moveOnce({250, 260}, {140, -40}, nullptr);
    auto slidePlanes = w.mover(Algo::Planes).moveOnce({250, 260}, {140, -40}, nullptr);
    ASSERT_TRUE(slideExact && slidePlanes);
    EXPECT_GT(slidePlanes->y, 208);
    EXPECT_GT(slideExact->y, 208);
}

// The wedge's floor is a triangle with a 4.8-degree corner at the tip. Pushed-out edge planes
// alone claim a long sliver of "floor" past the tip: a sphere falling there lands on nothing
// at the platform's height. The corner planes cut it off a radius past the tip, and the
// sphere falls to the room's floor, as the exact mover's footprint does.
TEST(PlanesMover, CornerPlanesCutOffTheFloorAnAcuteCornerWouldClaim)
{
    const World w = wedgeRoom();
    const sw::PlaneTriangles with(*w.world, 16, corners(true));
    const sw::PlaneTriangles without(*w.world, 16, corners(false));
    const Vec2 pastTip{490, 128}; // 42 units past the tip
    EXPECT_EQ(sw::planesRestHeight(without, pastTip, 16), 16) << "lands on the claimed sliver";
    EXPECT_EQ(sw::planesRestHeight(with, pastTip, 16), 0);
    EXPECT_EQ(*w.mover(Algo::Exact).standingHeight(pastTip), 0);
    // Within a radius of the tip the sphere rests on the platform's flat corner either way
    // (the exact footprint, a box, also reaches the platform there).
    const Vec2 nearTip{458, 128};
    EXPECT_EQ(sw::planesRestHeight(with, nearTip, 16), 16);
    auto exactNear = w.mover(Algo::Exact).standingHeight(nearTip);
    ASSERT_TRUE(exactNear) << exactNear.error().message;
    EXPECT_EQ(*exactNear, 16);
}

// The wedge's side walls are long, low triangles (384 by 16) with a 2.4-degree corner at the
// tip end of the south side's top: without the corner planes that triangle's region reaches
// hundreds of units past the tip along the wall's line, and a sphere crossing the line there
// is stopped by empty space.
TEST(PlanesMover, CornerPlanesLetTheSpherePassBeyondAThinWallsEnd)
{
    const World w = wedgeRoom();
    const sw::PlaneTriangles with(*w.world, 16, corners(true));
    const sw::PlaneTriangles without(*w.world, 16, corners(false));
    // North across the line of the wedge's sides, 40 units past the tip, at feet height 0.
    Vec2 a{488, 60}, b{488, 60};
    sw::planesMove(with, a, 0, {0, 140}, nullptr);
    sw::planesMove(without, b, 0, {0, 140}, nullptr);
    EXPECT_NEAR(a.y, 200, 1e-9) << "with the corner planes it passes";
    EXPECT_LT(b.y, 128) << "without them it is stopped short of the line";
    auto exact = w.mover(Algo::Exact).moveOnce({488, 60}, {0, 140}, nullptr);
    ASSERT_TRUE(exact);
    EXPECT_NEAR(exact->y, 200, 1e-9);
}

// No step-up of its own: the riser of the first 16-unit step is a wall to the sphere, which
// stops a radius short of it; exact climbs the three steps.
TEST(PlanesMover, HasNoStepUpAndStopsAtTheFirstStep)
{
    const World w = stairs();
    sw::Trace trace;
    auto planes = w.mover(Algo::Planes).moveOnce({64, 64}, {400, 0}, &trace);
    ASSERT_TRUE(planes);
    EXPECT_NEAR(planes->x, 128 - 16, 0.01);
    EXPECT_EQ(planes->z, 0);
    ASSERT_FALSE(trace.contacts.empty());
    EXPECT_EQ(trace.contacts.front().reason, sw::ContactReason::StepTooHigh);
    EXPECT_EQ(trace.contacts.front().floorBeyond, 16);
    auto exact = w.mover(Algo::Exact).moveOnce({64, 64}, {400, 0}, nullptr);
    ASSERT_TRUE(exact);
    EXPECT_EQ(exact->z, 48);
    // Walking off the top step it falls to the floor below (falls work).
    auto down = w.mover(Algo::Planes).moveFrom({300, 64}, 48, {-200, 0}, nullptr);
    EXPECT_NEAR(down.x, 100, 1e-9);
    EXPECT_EQ(down.z, 0);
}

// A mesh prop with a thin spike: head-on at its apex the exact swept sphere stops a radius
// short; the planes sphere crosses no pushed-out plane inside its edges and passes through the
// whole spike. Across the spike's axis 30 units past the apex, exact and the planes with the
// corner planes let it pass; without them the sliver past the apex stops it.
TEST(PlanesMover, ThinSpikeOnAMeshProp)
{
    const auto tris = spikeMesh();
    const sw::PlaneTriangles with(tris, 16, corners(true));
    const sw::PlaneTriangles without(tris, 16, corners(false));

    const Vec3 start{160, 0, 40}, headOn{-200, 0, 0};
    const auto exact = sw::sweepSphere(tris, start, 16, headOn);
    ASSERT_TRUE(exact);
    EXPECT_NEAR(start.x + headOn.x * exact->t, 116, 1e-6);
    EXPECT_FALSE(with.sweep(start, headOn)) << "edge-on, the spike goes through the sphere";
    EXPECT_FALSE(without.sweep(start, headOn));

    const Vec3 beside{130, -60, 40}, across{0, 120, 0};
    EXPECT_FALSE(sw::sweepSphere(tris, beside, 16, across));
    EXPECT_FALSE(with.sweep(beside, across));
    const auto phantom = without.sweep(beside, across);
    ASSERT_TRUE(phantom) << "the acute apex claims space 30 units past it";
    const Vec3 stopped = beside + across * phantom->t;
    EXPECT_GT(glm::length(stopped - Vec3{100, 0, 40}), 16 + 10) << "far from the spike";

    // From the side, all three stop the sphere at the spike (planes a little early, at the
    // flat face; exact touches the face).
    const Vec3 side{50, -40, 40}, in{0, 60, 0};
    const auto e = sw::sweepSphere(tris, side, 16, in);
    const auto p = with.sweep(side, in);
    ASSERT_TRUE(e && p);
    EXPECT_NEAR(side.y + in.y * e->t, side.y + in.y * p->t, 0.5);
}
