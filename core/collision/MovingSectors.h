#pragma once

// Doom's doors, lifts and teleporters for the test avatar: a small state model of the sectors
// that move (their heights now, what they are doing, their timers) that the collision world
// reads and a walk steps tic by tic, and the line actions that set them off (Use, walking
// over a line, teleport lines). Which lines do what comes from map/DoomLineSpecials.
//
// The editor's walk mode drives it through Walk (below): per frame it calls Walk::step, and on
// the Use key Walk::use; it reads the heights of moving() to draw them. Drags, the analysis
// and probes with the profile option doorsOpen use openAll(): doors at their open height,
// lifts at their lowest.

#include "bsp/Bsp.h"
#include "collision/CollisionWorld.h"
#include "collision/Mover.h"
#include "collision/SpecialLines.h"
#include "collision/TrackFollower.h"
#include "map/DoomLineSpecials.h"
#include "map/Map.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace sw {

// Something a line did, or refused to do, for the avatar.
struct MechanismEvent {
    enum class What {
        Opens,      // a door starts opening
        Closes,     // a door starts closing
        Lowers,     // a lift starts going down
        Teleported, // the avatar moved to a destination
        Locked,     // a locked door wants a key the avatar does not have
        Refused,    // the line does nothing now (used once, already moving, no destination)
    };
    What what = What::Refused;
    Index wall = kNone;
    std::vector<Index> sectors; // the sectors that start moving
    Vec2 destination{0, 0};     // Teleported: where the avatar went
    double angle = 0;           // Teleported: the destination's facing, degrees
    DoomKey key = DoomKey::None; // Locked: the key the door wants
    std::string message;        // one sentence for a person
};

class MovingSectors {
public:
    enum class Kind { Door, Lift };
    enum class Phase { Still, Rising, Lowering, Waiting };

    // A sector a door or lift special moves.
    struct Sector {
        Index sector = kNone;
        Kind kind = Kind::Door;
        double floor = 0, ceiling = 0; // now
        // Door: its ceiling closed (its floor) and open (the lowest ceiling around minus 4).
        // Lift: its floor down (the lowest floor around) and up (where it started).
        double low = 0, high = 0;
        Phase phase = Phase::Still;
        // What it does after waiting (rise or lower), and where a rising door stops.
        Phase afterWait = Phase::Still;
        double riseTo = 0;
        int waitLeft = 0;  // tics
        int waitTics = 0;  // the wait of the action that moves it now
        double speed = 0;  // map units per tic
        DoomLineAction::DoorMotion motion = DoomLineAction::DoorMotion::OpenWaitClose;
    };

    // Finds the sectors that door and lift specials move, at the map's heights.
    MovingSectors(const Map& map, const Bsp& bsp);

    const std::vector<Sector>& moving() const { return m_moving; }
    // The moving sector for a map sector, or null when it never moves.
    const Sector* find(Index sector) const;

    // Doors at their open height, lifts at their lowest, all still.
    void openAll();

    // Sets off line `wall` for the avatar: `how` is how it met the line, `front` whether it
    // was on the line's front side. Returns what happened (the message says why not).
    MechanismEvent activate(Index wall, DoomLineAction::Trigger how, bool front,
                            const AvatarProfile& profile);

    // Use at `pos`, looking along `facing`: the first line within Doom's use range that has a
    // special or closes the way (an opening shut at the current heights) is pressed.
    MechanismEvent use(const Vec2& pos, const Vec2& facing, const AvatarProfile& profile);

    // The walk-over lines the avatar's centre crossed moving from `from` to `to`, set off in
    // the order it crossed them (a teleport ends the list: the avatar is elsewhere).
    std::vector<MechanismEvent> crossed(const Vec2& from, const Vec2& to,
                                        const AvatarProfile& profile);

    // Sets off a walk-over line the avatar crossed (a crossing of SpecialLines::crossed);
    // nothing for a once-only line that has acted already.
    std::optional<MechanismEvent> walkedOver(const LineCrossing& crossing,
                                             const AvatarProfile& profile);

    // The walk-over lines and teleport destinations (the rule the drag and probes share).
    const SpecialLines& specialLines() const { return m_special; }

    // One tic of Doom's time (1/35 s). `blocks(sector, floor, ceiling)` says whether those
    // heights would squeeze the avatar: a closing door then opens again, a rising lift goes
    // back down (as in Doom).
    template <typename Blocks>
    void tic(Blocks&& blocks);

    // Writes the heights of the sectors that changed since the last call into the world;
    // returns how many it wrote.
    int applyTo(CollisionWorld& world);
    // Writes every moving sector's current heights into the map (for a doors-open copy).
    void writeTo(Map& map) const;

    // Whether the footprint overlaps the sector (the centre in it, or touching its walls).
    bool footprintIn(const Footprint& f, Index sector) const;

    // Takes over the state of `earlier` (the same sectors of an edited map): see Walk::adopt.
    // Returns true when any height changed.
    bool adopt(const MovingSectors& earlier);

private:
    struct Line {
        Vec2 a, b;
        Index front = kNone, back = kNone;
        std::int32_t special = 0, tag = 0;
        bool spent = false; // a once-only line that has acted
    };

    Sector* findMutable(Index sector);
    std::vector<Index> targets(const Line& line, const DoomLineAction& action) const;
    bool start(Sector& s, const DoomLineAction& action, bool manualAgain);
    void ticOne(Sector& s, bool blocked);
    // The heights of a sector now (moving or not).
    double floorOf(Index s) const;
    double ceilingOf(Index s) const;

    const Bsp& m_bsp;
    SpecialLines m_special;
    std::vector<Line> m_lines;
    std::map<std::int32_t, std::vector<Index>> m_sectorsByTag;
    std::vector<BspSector> m_heights; // the map's heights of every sector
    std::vector<Sector> m_moving;
    std::vector<std::int32_t> m_movingOf; // per map sector: index in m_moving or -1
    std::vector<std::vector<Index>> m_wallsOf; // per moving sector: the lines around it
    std::vector<bool> m_dirty;              // per moving sector: heights not yet applied
};

// The map and its BSP with every door open and every lift down (the profile option
// doorsOpen, `--doors-open`): the same walls, leaves and indices, other heights.
struct OpenedLevel {
    Map map;
    Bsp bsp;
};
OpenedLevel withDoorsOpen(const Map& map, const Bsp& bsp);

// A walk through a map with its mechanisms: the moving sectors, the collision world they
// change and the avatar's mover, stepped one tick of a TrackFollower at a time (the one tick
// loop of the drag, the probes and the editor's walk mode). The editor's walk mode holds one.
class Walk {
public:
    // The world must be built on the same map and BSP; it is changed as sectors move. With
    // the profile's doorsOpen the walk starts with every door open and every lift down, as
    // a drag with that option sees the map.
    Walk(CollisionWorld& world, const Map& map, const AvatarProfile& profile);

    Result<AvatarState> spawn(const Vec2& p) const { return m_mover->spawn(p); }

    // One tick of `follower` with `input`: the sectors move by the tick's share of Doom time
    // (whole tics, 35 a second), then the follower runs its tick, then the lines the avatar's
    // centre walked over act (a teleport puts it on its destination). Events are appended to
    // `events` when given.
    void step(TrackFollower& follower, const StepInput& input,
              std::vector<MechanismEvent>* events = nullptr);

    // Use, looking along `facing`; a teleport pressed with Use moves the avatar.
    MechanismEvent use(TrackFollower& follower, const Vec2& facing);

    // Takes over what the sectors of an earlier walk were doing (after an edit the walk goes
    // on in a new world): every sector that moves in both, the same way, keeps its heights,
    // phase and timers; lines that worked once stay spent when the walls are the same.
    void adopt(const Walk& earlier);

    // True when a sector's heights changed since the last call (the view draws them again).
    bool takeSectorsMoved();

    const MovingSectors& sectors() const { return m_sectors; }
    MovingSectors& sectors() { return m_sectors; }
    const Mover& mover() const { return *m_mover; }
    const CollisionWorld& world() const { return m_world; }

private:
    void teleport(TrackFollower& follower, MechanismEvent& e) const;
    // Writes changed heights into the world (and remakes a mover that copied them).
    void applySectors();

    CollisionWorld& m_world;
    MovingSectors m_sectors;
    std::optional<Mover> m_mover;
    AvatarProfile m_profile;
    double m_time = 0; // seconds not yet spent on tics
    bool m_moved = false;
};

// ---------------------------------------------------------------------------------------

template <typename Blocks>
void MovingSectors::tic(Blocks&& blocks)
{
    for (std::size_t i = 0; i < m_moving.size(); ++i) {
        Sector& s = m_moving[i];
        if (s.phase == Phase::Still)
            continue;
        // Where it would be after this tic, and whether the avatar is in the way.
        const double step = s.speed;
        double floor = s.floor, ceiling = s.ceiling;
        if (s.kind == Kind::Door && s.phase == Phase::Lowering)
            ceiling = std::max(s.low, s.ceiling - step);
        if (s.kind == Kind::Lift && s.phase == Phase::Rising)
            floor = std::min(s.high, s.floor + step);
        const bool blocked = (floor != s.floor || ceiling != s.ceiling) &&
                             blocks(s.sector, floor, ceiling);
        const double floorBefore = s.floor, ceilingBefore = s.ceiling;
        ticOne(s, blocked);
        if (s.floor != floorBefore || s.ceiling != ceilingBefore)
            m_dirty[i] = true;
    }
}

} // namespace sw
