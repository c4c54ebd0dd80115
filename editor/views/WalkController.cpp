#include "views/WalkController.h"

#include <glm/geometric.hpp>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace sw::editor {

namespace {

// A contact made within this distance of where the walker stands holds it there: walking
// freely, even sliding along a wall, takes it farther than this in one tick.
constexpr double kHeldDistance = 0.5;

} // namespace

namespace {

// Whether the map is the one the world was built from (the same sectors and walls): only then
// do its doors move in that world.
bool mapFits(const Map* map, const CollisionWorld& world)
{
    return map && map->sectors.size() == world.bsp().sectors().size() &&
           static_cast<std::size_t>(world.bsp().wallCount()) == map->walls.size();
}

} // namespace

std::optional<std::string> WalkController::begin(std::shared_ptr<const CollisionWorld> world,
                                                 const AvatarProfile& profile, const Vec2& start,
                                                 std::shared_ptr<const Map> map)
{
    end();
    if (!world)
        return std::string("no collision world");
    std::unique_ptr<Mover> mover;
    std::unique_ptr<Mechanisms> mechanisms;
    if (mapFits(map.get(), *world))
        mechanisms = std::make_unique<Mechanisms>(*world, *map, profile);
    else
        mover = std::make_unique<Mover>(*world, profile);
    auto spawned = mechanisms ? mechanisms->walk.spawn(start) : mover->spawn(start);
    if (!spawned)
        return spawned.error().message;
    m_world = std::move(world);
    m_map = mechanisms ? std::move(map) : nullptr;
    m_profile = profile;
    m_mover = std::move(mover);
    m_walk = std::move(mechanisms);
    m_events.clear();
    // The same tick loop as the drag and the probes, with the held keys as each tick's input.
    m_follower.emplace(*spawned, TrackFollower::Settings{kTickRate, kFastSpeed, false});
    m_state = *spawned;
    m_trail.clear();
    m_trail.push_back({m_state.pos.x, m_state.pos.y, m_state.viewZ});
    return std::nullopt;
}

void WalkController::end()
{
    m_walk.reset();
    m_mover.reset();
    m_world.reset();
    m_map.reset();
    m_events.clear();
    m_pending = 0;
    m_jumpQueued = false;
    m_wantsToMove = false;
}

void WalkController::setWorld(std::shared_ptr<const CollisionWorld> world,
                              std::shared_ptr<const Map> map)
{
    if (!active() || !world)
        return;
    // The movers refer to the world: the new one is in place before the old one may go.
    if (mapFits(map.get(), *world)) {
        auto mechanisms = std::make_unique<Mechanisms>(*world, *map, m_profile);
        if (m_walk)
            mechanisms->walk.adopt(m_walk->walk);
        m_walk = std::move(mechanisms);
        m_mover.reset();
        m_map = std::move(map);
    } else {
        m_mover = std::make_unique<Mover>(*world, m_profile);
        m_walk.reset();
        m_map.reset();
    }
    m_world = std::move(world);
}

MechanismEvent WalkController::use(double yawDegrees)
{
    if (!m_walk) {
        MechanismEvent none;
        none.message = "nothing moves in this walk";
        return none;
    }
    const double yaw = yawDegrees * std::numbers::pi / 180.0;
    MechanismEvent e = m_walk->walk.use(*m_follower, Vec2{std::cos(yaw), std::sin(yaw)});
    if (e.what == MechanismEvent::What::Teleported) {
        m_state = m_follower->state();
        // The trail starts again where the walker landed: no line across the map.
        m_trail.clear();
        recordTrail();
    }
    return e;
}

int WalkController::advance(double seconds, const Input& input, double yawDegrees)
{
    if (!active())
        return 0;
    const double dt = m_follower->tickSeconds();
    m_pending += std::clamp(seconds, 0.0, kMaxAdvanceSeconds);
    const double yaw = yawDegrees * std::numbers::pi / 180.0;
    const Vec2 forward{std::cos(yaw), std::sin(yaw)};
    const Vec2 right{forward.y, -forward.x};
    Vec2 wish = forward * std::clamp(input.forward, -1.0, 1.0) +
                right * std::clamp(input.strafe, -1.0, 1.0);
    const double length = std::sqrt(wish.x * wish.x + wish.y * wish.y);
    if (length > 1.0)
        wish = wish / length;
    StepInput step;
    step.velocity = wish * (input.fast ? kFastSpeed : kRunSpeed);
    int ticks = 0;
    // A hair of slack so that n ticks' worth of time runs n ticks despite rounding.
    while (m_pending >= dt - 1e-9) {
        m_pending -= dt;
        step.jump = m_jumpQueued;
        m_jumpQueued = false;
        const int teleports = m_follower->teleports();
        if (m_walk)
            m_walk->walk.step(*m_follower, step, &m_events);
        else
            m_follower->step(*m_mover, step);
        m_wantsToMove = step.velocity != Vec2{0, 0};
        m_state = m_follower->state();
        // A teleport line took the walker: the trail starts again where it landed.
        if (m_follower->teleports() != teleports)
            m_trail.clear();
        recordTrail();
        ++ticks;
    }
    m_pending = std::max(0.0, m_pending);
    return ticks;
}

std::optional<Contact> WalkController::holdingContact() const
{
    if (!active() || !m_wantsToMove)
        return std::nullopt;
    const std::optional<Contact> c = m_follower->lastContact();
    if (!c || glm::length(c->center - m_state.pos) >= kHeldDistance)
        return std::nullopt;
    return c;
}

std::string WalkController::heldReason() const
{
    const std::optional<Contact> c = holdingContact();
    return c ? describeContact(*c, m_profile.stepHeight, m_profile.height) : std::string();
}

void WalkController::recordTrail()
{
    const glm::dvec3 here{m_state.pos.x, m_state.pos.y, m_state.viewZ};
    if (m_trail.empty() || glm::length(here - m_trail.back()) >= kTrailSpacing)
        m_trail.push_back(here);
}

} // namespace sw::editor
