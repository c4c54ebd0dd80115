#pragma once

#include "collision/Mover.h"
#include "collision/MovingSectors.h"
#include "collision/TrackFollower.h"

#include <memory>
#include <utility>
#include <optional>
#include <vector>

namespace sw::editor {

// Walking through the map as the avatar: the core's tick loop (TrackFollower, the same as the
// drag preview's and the probes', with the same collision world and profile) driven by held
// keys, with a trail of where the feet went. With the map, Doom's doors, lifts and teleporters
// work (core Walk and MovingSectors, on the walk's own copy of the collision world): Use
// presses the wall in front, lines walked over act. Knows nothing of Qt3D: the 3D view feeds
// it input and reads the state.
class WalkController {
public:
    // Simulation ticks per second; any elapsed time is advanced in steps of exactly this size.
    // The avatar drag (tools/AvatarPreview) and the probes saved from it use the same rate, so
    // a walk and a drag along the same path end at the same place for the same reason.
    static constexpr double kTickRate = 120;
    // Horizontal speed walking and with Shift held, map units per second.
    static constexpr double kRunSpeed = 320;
    static constexpr double kFastSpeed = 640;
    // Seconds one advance may simulate at most: after a stall the walk resumes, it does not
    // catch up.
    static constexpr double kMaxAdvanceSeconds = 0.25;
    // The trail gets a point each time the feet have gone this far from the last one.
    static constexpr double kTrailSpacing = 16;
    // The eyes above the feet, as a share of the profile's height (Doom: 41 of 56).
    static constexpr double kEyeShare = 41.0 / 56.0;

    // What the player holds: forward and strafe in -1..1 (strafe > 0 is to the right).
    struct Input {
        double forward = 0;
        double strafe = 0;
        bool fast = false;
    };

    // Starts standing at `start` in `world` (kept alive while walking); nullopt on success, or
    // why the avatar cannot stand there. `map` is the map the world was built from: with it,
    // doors, lifts and teleporters work; without, nothing moves.
    std::optional<std::string> begin(std::shared_ptr<const CollisionWorld> world,
                                     const AvatarProfile& profile, const Vec2& start,
                                     std::shared_ptr<const Map> map = nullptr);
    // Stops walking; the trail stays until the next begin() or clearTrail().
    void end();
    void clearTrail() { m_trail.clear(); }
    bool active() const { return m_mover != nullptr || m_walk != nullptr; }

    // A newer collision world (after an edit): the walk goes on from where it is, the doors
    // and lifts that are the same in the new map keeping what they were doing.
    void setWorld(std::shared_ptr<const CollisionWorld> world,
                  std::shared_ptr<const Map> map = nullptr);

    // Asks for a jump at the next tick (taken only on the ground).
    void jump() { m_jumpQueued = true; }
    // Presses Use on the wall in front (within Doom's 64 units along yawDegrees): a door or
    // switch acts, a teleport line moves the walker. Says what happened or why nothing did.
    MechanismEvent use(double yawDegrees);
    // What the lines did since the last call (walked over, teleports), oldest first.
    std::vector<MechanismEvent> takeEvents() { return std::exchange(m_events, {}); }
    // True when a door or lift moved since the last call (the view draws it again).
    bool takeSectorsMoved() { return m_walk && m_walk->walk.takeSectorsMoved(); }
    // The doors and lifts and where they are now; null without a map.
    const MovingSectors* sectors() const { return m_walk ? &m_walk->walk.sectors() : nullptr; }
    // The map the walk's mechanisms come from (null without one).
    const std::shared_ptr<const Map>& map() const { return m_map; }

    // Advances `seconds` of simulated time in fixed ticks, moving relative to `yawDegrees`
    // (counter-clockwise from +x). Returns the number of ticks run.
    int advance(double seconds, const Input& input, double yawDegrees);

    const AvatarState& state() const { return m_state; }
    const AvatarProfile& profile() const { return m_profile; }
    // Eye height above the feet for this profile.
    double eyeHeight() const { return m_profile.height * kEyeShare; }
    // Feet positions (x, y, drawn z), a point at least every kTrailSpacing units of travel,
    // since the start or the last teleport (a trail never jumps across the map).
    const std::vector<glm::dvec3>& trail() const { return m_trail; }
    // Simulated seconds since begin().
    double seconds() const { return m_follower ? m_follower->time() : 0.0; }
    // The last thing that stopped the walker, if anything has.
    std::optional<Contact> lastContact() const
    {
        return m_follower ? m_follower->lastContact() : std::nullopt;
    }
    // What holds the walker now: the contact of the last tick while it wants to move and the
    // contact was made where it stands (pushing into a wall, a step too high, a door too low);
    // nothing while it walks freely or stands still.
    std::optional<Contact> holdingContact() const;
    // The reason of holdingContact() as the drag's labels say it ("step 28 > 24",
    // "ceiling 0 < 56", "solid wall"), or empty.
    std::string heldReason() const;

private:
    // The walk's own copy of the collision world (its doors move) and the core walk on it.
    struct Mechanisms {
        CollisionWorld world;
        Walk walk;
        Mechanisms(const CollisionWorld& base, const Map& map, const AvatarProfile& profile)
            : world(base), walk(world, map, profile)
        {
        }
    };

    void recordTrail();
    const Mover& mover() const { return m_walk ? m_walk->walk.mover() : *m_mover; }

    std::shared_ptr<const CollisionWorld> m_world;
    std::shared_ptr<const Map> m_map;
    AvatarProfile m_profile;
    std::unique_ptr<Mover> m_mover;           // without a map
    std::unique_ptr<Mechanisms> m_walk;        // with one
    std::vector<MechanismEvent> m_events;
    std::optional<TrackFollower> m_follower;
    AvatarState m_state;
    double m_pending = 0; // simulated seconds not yet worth a tick
    bool m_jumpQueued = false;
    bool m_wantsToMove = false; // the last tick's input asked to move
    std::vector<glm::dvec3> m_trail;
};

} // namespace sw::editor
