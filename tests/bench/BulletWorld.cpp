#include "BulletWorld.h"

#include <BulletCollision/BroadphaseCollision/btDbvtBroadphase.h>
#include <BulletCollision/CollisionDispatch/btCollisionDispatcher.h>
#include <BulletCollision/CollisionDispatch/btCollisionWorld.h>
#include <BulletCollision/CollisionDispatch/btDefaultCollisionConfiguration.h>
#include <BulletCollision/CollisionDispatch/btGhostObject.h>
#include <BulletCollision/CollisionShapes/btBvhTriangleMeshShape.h>
#include <BulletCollision/CollisionShapes/btCapsuleShape.h>
#include <BulletCollision/CollisionShapes/btTriangleMesh.h>
#include <BulletDynamics/Character/btKinematicCharacterController.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <sstream>

namespace swbench {

namespace {

btScalar s(double v)
{
    return static_cast<btScalar>(v);
}

// The controller with the little state a single move needs reset or read. Between moves a
// game's character carries its vertical speed on; here every move starts standing, as ours do.
class Character : public btKinematicCharacterController {
public:
    using btKinematicCharacterController::btKinematicCharacterController;

    void beginMove()
    {
        m_verticalVelocity = 0;
        m_verticalOffset = 0;
        m_wasJumping = false;
        // What a character that walked on level ground in its last step carries: stepUp only
        // rewrites it when it rises freely or hits a slope.
        m_currentStepOffset = m_stepHeight;
    }
    btScalar stepOffset() const { return m_currentStepOffset; }
};

// Adds the vertical quad a -> b between heights z0 < z1 (two triangles).
void addQuad(btTriangleMesh& mesh, const sw::Vec2& a, const sw::Vec2& b, double z0, double z1)
{
    if (!(z1 > z0) || a == b)
        return;
    const btVector3 a0(s(a.x), s(a.y), s(z0)), b0(s(b.x), s(b.y), s(z0));
    const btVector3 a1(s(a.x), s(a.y), s(z1)), b1(s(b.x), s(b.y), s(z1));
    mesh.addTriangle(a0, b0, b1, false);
    mesh.addTriangle(a0, b1, a1, false);
}

} // namespace

struct BulletWorld::Impl {
    btTriangleMesh mesh;
    std::unique_ptr<btBvhTriangleMeshShape> mapShape;
    btCollisionObject mapObject;
    btDefaultCollisionConfiguration config;
    btCollisionDispatcher dispatcher{&config};
    btDbvtBroadphase broadphase;
    btGhostPairCallback ghostPairs;
    std::unique_ptr<btCollisionWorld> world;
    std::unique_ptr<btCapsuleShapeZ> capsule;
    std::unique_ptr<btPairCachingGhostObject> ghost;
    std::unique_ptr<Character> character;
    double halfHeight = 28;
    double gravity = 0;
    int triangles = 0;
    sw::AvatarProfile profile;
};

BulletWorld::BulletWorld(const sw::Map& map, const sw::Bsp& bsp, const sw::AvatarProfile& profile)
    : m_impl(std::make_unique<Impl>())
{
    Impl& m = *m_impl;
    m.profile = profile;

    // Walls: a one-sided wall is one quad from floor to ceiling; a two-sided wall has its lower
    // part between the two floors and its upper part between the two ceilings, where they
    // differ. A two-sided wall flagged impassable blocks the player in Doom whatever the
    // heights: it becomes a quad over the whole opening (an invisible wall, as ports do).
    double lowest = 1e300, highest = -1e300;
    for (const sw::Wall& w : map.walls) {
        const sw::Vec2 a = map.wallStart(w), b = map.wallEnd(w);
        const sw::Index front = w.frontSector != sw::kNone ? w.frontSector : w.backSector;
        const sw::Index back = w.frontSector != sw::kNone ? w.backSector : sw::kNone;
        if (front == sw::kNone)
            continue;
        const sw::Sector& f = map.sectors[static_cast<std::size_t>(front)];
        if (back == sw::kNone) {
            addQuad(m.mesh, a, b, f.floorHeight, f.ceilingHeight);
            continue;
        }
        const sw::Sector& k = map.sectors[static_cast<std::size_t>(back)];
        const double floorLo = std::min(f.floorHeight, k.floorHeight);
        const double floorHi = std::max(f.floorHeight, k.floorHeight);
        const double ceilLo = std::min(f.ceilingHeight, k.ceilingHeight);
        const double ceilHi = std::max(f.ceilingHeight, k.ceilingHeight);
        if (w.blocking()) {
            addQuad(m.mesh, a, b, floorLo, ceilHi);
            continue;
        }
        addQuad(m.mesh, a, b, floorLo, floorHi);
        addQuad(m.mesh, a, b, ceilLo, ceilHi);
    }
    // Floors and ceilings: every sector leaf's convex polygon as a fan, the floor facing up and
    // the ceiling facing down.
    for (std::size_t i = 0; i < bsp.leaves().size(); ++i) {
        const sw::BspLeaf& leaf = bsp.leaves()[i];
        if (leaf.sector == sw::kNone)
            continue;
        const sw::Sector& sec = map.sectors[static_cast<std::size_t>(leaf.sector)];
        lowest = std::min(lowest, sec.floorHeight);
        highest = std::max(highest, sec.ceilingHeight);
        const auto poly = bsp.leafPolygon(static_cast<std::int32_t>(i));
        for (std::size_t k = 1; k + 1 < poly.size(); ++k) {
            const sw::Vec2 p0 = poly[0], p1 = poly[k], p2 = poly[k + 1];
            m.mesh.addTriangle(btVector3(s(p0.x), s(p0.y), s(sec.floorHeight)),
                               btVector3(s(p1.x), s(p1.y), s(sec.floorHeight)),
                               btVector3(s(p2.x), s(p2.y), s(sec.floorHeight)), false);
            m.mesh.addTriangle(btVector3(s(p0.x), s(p0.y), s(sec.ceilingHeight)),
                               btVector3(s(p2.x), s(p2.y), s(sec.ceilingHeight)),
                               btVector3(s(p1.x), s(p1.y), s(sec.ceilingHeight)), false);
        }
    }
    m.triangles = m.mesh.getNumTriangles();

    // The static map: one BVH over all triangles (quantized, Bullet's default for big meshes).
    m.mapShape = std::make_unique<btBvhTriangleMeshShape>(&m.mesh, true, true);
    m.mapObject.setCollisionShape(m.mapShape.get());
    m.mapObject.setCollisionFlags(btCollisionObject::CF_STATIC_OBJECT);
    m.broadphase.getOverlappingPairCache()->setInternalGhostPairCallback(&m.ghostPairs);
    m.world = std::make_unique<btCollisionWorld>(&m.dispatcher, &m.broadphase, &m.config);
    m.world->addCollisionObject(&m.mapObject, btBroadphaseProxy::StaticFilter,
                                btBroadphaseProxy::AllFilter ^ btBroadphaseProxy::StaticFilter);

    // The character: a z-up capsule whose total height (cylinder plus two half-spheres) is the
    // profile's height.
    m.halfHeight = profile.height / 2;
    m.capsule = std::make_unique<btCapsuleShapeZ>(s(profile.radius),
                                                  s(profile.height - 2 * profile.radius));
    m.ghost = std::make_unique<btPairCachingGhostObject>();
    m.ghost->setCollisionShape(m.capsule.get());
    m.ghost->setCollisionFlags(btCollisionObject::CF_CHARACTER_OBJECT);
    btTransform start;
    start.setIdentity();
    m.ghost->setWorldTransform(start);
    m.world->addCollisionObject(m.ghost.get(), btBroadphaseProxy::CharacterFilter,
                                btBroadphaseProxy::StaticFilter | btBroadphaseProxy::DefaultFilter);
    m.character = std::make_unique<Character>(m.ghost.get(), m.capsule.get(), s(profile.stepHeight),
                                              btVector3(0, 0, 1));
    // Our movers fall to rest at the end of every move, whatever the drop. Bullet falls
    // (gravity * dt) per step, capped at the fall speed: both are set so that one step of one
    // second can fall through the map's whole height range.
    m.gravity = std::max(profile.gravity, highest - lowest + 2 * profile.stepHeight);
    m.character->setGravity(btVector3(0, 0, -s(m.gravity)));
    m.character->setFallSpeed(s(m.gravity));
}

BulletWorld::~BulletWorld()
{
    if (m_impl && m_impl->world) {
        m_impl->world->removeCollisionObject(m_impl->ghost.get());
        m_impl->world->removeCollisionObject(&m_impl->mapObject);
    }
}

BulletMove BulletWorld::move(const sw::Vec2& start, double feetZ, const sw::Vec2& delta)
{
    Impl& m = *m_impl;
    m.character->beginMove();
    m.character->warp(btVector3(s(start.x), s(start.y), s(feetZ + m.halfHeight)));
    m.character->setWalkDirection(btVector3(s(delta.x), s(delta.y), 0));
    // updateAction is what a dynamics world calls each step: preStep (take the warped position)
    // and playerStep (step up, walk and slide, step down, recover from penetration).
    m.character->updateAction(m.world.get(), 1);
    const btVector3 o = m.ghost->getWorldTransform().getOrigin();
    return {{static_cast<double>(o.x()), static_cast<double>(o.y()),
             static_cast<double>(o.z()) - m.halfHeight},
            static_cast<double>(m.character->stepOffset())};
}

std::size_t BulletWorld::triangleCount() const
{
    return static_cast<std::size_t>(m_impl->triangles);
}

std::string BulletWorld::describe() const
{
    const Impl& m = *m_impl;
    std::ostringstream out;
    out << "Bullet " << btGetVersion() << (sizeof(btScalar) == 8 ? " (double)" : " (float)")
        << ": btBvhTriangleMeshShape of " << m.triangles
        << " triangles; btCapsuleShapeZ r=" << m.profile.radius << " total height "
        << m.profile.height
        << "; btKinematicCharacterController stepHeight=" << m.profile.stepHeight
        << " maxSlope=" << static_cast<double>(m.character->getMaxSlope()) * 180 / std::numbers::pi
        << "deg maxPenetrationDepth=" << static_cast<double>(m.character->getMaxPenetrationDepth())
        << " gravity=fallSpeed=" << m.gravity << " (dt 1 s), ghost sweep tests";
    return out.str();
}

} // namespace swbench
