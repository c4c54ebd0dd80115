#include "collision/MovingSectors.h"

#include "collision/SweepShapes.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace sw {

namespace {

using Trigger = DoomLineAction::Trigger;
using Motion = DoomLineAction::DoorMotion;

std::string wallName(Index w) { return "wall " + std::to_string(w); }

std::string teleportMessage(Index wall, const Vec2& to)
{
    return wallName(wall) + " teleports the avatar to (" +
           std::to_string(static_cast<long long>(std::lround(to.x))) + ", " +
           std::to_string(static_cast<long long>(std::lround(to.y))) + ")";
}

} // namespace

MovingSectors::MovingSectors(const Map& map, const Bsp& bsp) : m_bsp(bsp), m_special(map, bsp)
{
    const std::size_t ns = map.sectors.size(), nv = map.vertices.size();
    m_heights.resize(ns);
    for (std::size_t s = 0; s < ns; ++s) {
        m_heights[s] = {map.sectors[s].floorHeight, map.sectors[s].ceilingHeight};
        if (map.sectors[s].tag != 0)
            m_sectorsByTag[map.sectors[s].tag].push_back(static_cast<Index>(s));
    }
    auto sectorOk = [&](Index s) { return s >= 0 && static_cast<std::size_t>(s) < ns; };
    for (const Wall& w : map.walls) {
        Line line;
        if (w.v1 >= 0 && w.v2 >= 0 && static_cast<std::size_t>(w.v1) < nv &&
            static_cast<std::size_t>(w.v2) < nv) {
            line.a = map.vertices[static_cast<std::size_t>(w.v1)].pos;
            line.b = map.vertices[static_cast<std::size_t>(w.v2)].pos;
        }
        line.front = sectorOk(w.frontSector) ? w.frontSector : kNone;
        line.back = sectorOk(w.backSector) ? w.backSector : kNone;
        line.special = line.front == kNone ? 0 : w.special;
        line.tag = w.tag;
        m_lines.push_back(line);
    }

    // The lowest floor and ceiling around each sector (across its two-sided walls).
    std::vector<double> lowestFloor(ns, 1e300), lowestCeiling(ns, 1e300);
    for (const Line& l : m_lines) {
        if (l.front == kNone || l.back == kNone)
            continue;
        for (const auto& [s, o] : {std::pair{l.front, l.back}, std::pair{l.back, l.front}}) {
            const auto si = static_cast<std::size_t>(s), oi = static_cast<std::size_t>(o);
            lowestFloor[si] = std::min(lowestFloor[si], m_heights[oi].floorHeight);
            lowestCeiling[si] = std::min(lowestCeiling[si], m_heights[oi].ceilingHeight);
        }
    }

    // Every sector a door or lift line moves; the first such line decides which it is.
    m_movingOf.assign(ns, -1);
    for (std::size_t i = 0; i < m_lines.size(); ++i) {
        const auto action = doomLineAction(m_lines[i].special);
        if (!action || action->kind == DoomLineAction::Kind::Teleport)
            continue;
        for (const Index t : targets(m_lines[i], *action)) {
            const auto ti = static_cast<std::size_t>(t);
            if (m_movingOf[ti] >= 0)
                continue;
            Sector s;
            s.sector = t;
            s.floor = m_heights[ti].floorHeight;
            s.ceiling = m_heights[ti].ceilingHeight;
            if (action->kind == DoomLineAction::Kind::Door) {
                s.kind = Kind::Door;
                s.low = s.floor;
                s.high = lowestCeiling[ti] < 1e300 ? lowestCeiling[ti] - kDoomDoorLip : s.ceiling;
                s.high = std::max(s.high, s.low);
            } else {
                s.kind = Kind::Lift;
                s.high = s.floor;
                s.low = std::min(s.floor, lowestFloor[ti]);
            }
            m_movingOf[ti] = static_cast<std::int32_t>(m_moving.size());
            m_moving.push_back(s);
        }
    }
    m_dirty.assign(m_moving.size(), false);
    m_wallsOf.resize(m_moving.size());
    for (std::size_t i = 0; i < m_lines.size(); ++i)
        for (const Index s : {m_lines[i].front, m_lines[i].back})
            if (s != kNone && m_movingOf[static_cast<std::size_t>(s)] >= 0)
                m_wallsOf[static_cast<std::size_t>(m_movingOf[static_cast<std::size_t>(s)])]
                    .push_back(static_cast<Index>(i));

}

const MovingSectors::Sector* MovingSectors::find(Index sector) const
{
    if (sector < 0 || static_cast<std::size_t>(sector) >= m_movingOf.size() ||
        m_movingOf[static_cast<std::size_t>(sector)] < 0)
        return nullptr;
    return &m_moving[static_cast<std::size_t>(m_movingOf[static_cast<std::size_t>(sector)])];
}

MovingSectors::Sector* MovingSectors::findMutable(Index sector)
{
    return const_cast<Sector*>(find(sector));
}

double MovingSectors::floorOf(Index s) const
{
    const Sector* m = find(s);
    return m ? m->floor : m_heights[static_cast<std::size_t>(s)].floorHeight;
}

double MovingSectors::ceilingOf(Index s) const
{
    const Sector* m = find(s);
    return m ? m->ceiling : m_heights[static_cast<std::size_t>(s)].ceilingHeight;
}

void MovingSectors::openAll()
{
    for (std::size_t i = 0; i < m_moving.size(); ++i) {
        Sector& s = m_moving[i];
        if (s.kind == Kind::Door)
            s.ceiling = std::max(s.ceiling, s.high);
        else
            s.floor = s.low;
        s.phase = Phase::Still;
        m_dirty[i] = true;
    }
}

std::vector<Index> MovingSectors::targets(const Line& line, const DoomLineAction& action) const
{
    // Doom's pressed doors act on the sector behind the line; the others on the tagged
    // sectors (a tag of 0 acts on nothing: the vanilla bug that moved every untagged sector
    // is not copied).
    if (action.manual)
        return line.back == kNone ? std::vector<Index>{} : std::vector<Index>{line.back};
    if (line.tag == 0)
        return {};
    const auto it = m_sectorsByTag.find(line.tag);
    return it == m_sectorsByTag.end() ? std::vector<Index>{} : it->second;
}

bool MovingSectors::start(Sector& s, const DoomLineAction& action, bool manualAgain)
{
    if (s.phase != Phase::Still) {
        // A pressed door that opens and closes again reverses when pressed again (Doom lets
        // the player shut it); anything else busy ignores the line.
        if (!manualAgain || s.kind != Kind::Door)
            return false;
        if (s.phase == Phase::Lowering) {
            s.phase = Phase::Rising;
            s.riseTo = s.high;
        } else {
            s.phase = Phase::Lowering;
        }
        return true;
    }
    s.speed = action.speed;
    s.waitTics = action.waitTics;
    if (s.kind == Kind::Lift || action.kind == DoomLineAction::Kind::Lift) {
        if (s.kind != Kind::Lift)
            return false;
        s.phase = Phase::Lowering;
        s.afterWait = Phase::Rising;
        return true;
    }
    s.motion = action.door;
    switch (action.door) {
    case Motion::OpenWaitClose:
    case Motion::Open:
        s.phase = Phase::Rising;
        s.riseTo = std::max(s.high, s.ceiling);
        break;
    case Motion::Close:
        s.phase = Phase::Lowering;
        break;
    case Motion::CloseWaitOpen:
        s.phase = Phase::Lowering;
        s.riseTo = s.ceiling;
        break;
    }
    return true;
}

void MovingSectors::ticOne(Sector& s, bool blocked)
{
    auto wait = [&](Phase then) {
        s.phase = Phase::Waiting;
        s.waitLeft = s.waitTics;
        s.afterWait = then;
    };
    switch (s.phase) {
    case Phase::Still:
        return;
    case Phase::Waiting:
        if (--s.waitLeft <= 0)
            s.phase = s.afterWait;
        return;
    case Phase::Rising:
        if (s.kind == Kind::Door) {
            s.ceiling = std::min(s.riseTo, s.ceiling + s.speed);
            if (s.ceiling >= s.riseTo)
                s.motion == Motion::OpenWaitClose ? wait(Phase::Lowering)
                                                  : void(s.phase = Phase::Still);
        } else if (blocked) {
            // A lift rising into the avatar goes back down and waits again.
            s.phase = Phase::Lowering;
        } else {
            s.floor = std::min(s.high, s.floor + s.speed);
            if (s.floor >= s.high)
                s.phase = Phase::Still;
        }
        return;
    case Phase::Lowering:
        if (s.kind == Kind::Lift) {
            s.floor = std::max(s.low, s.floor - s.speed);
            if (s.floor <= s.low)
                wait(Phase::Rising);
        } else if (blocked) {
            // A door closing on the avatar opens again, except one that only closes (it
            // presses down and waits, where Doom would crush).
            if (s.motion != Motion::Close) {
                s.phase = Phase::Rising;
                if (s.motion == Motion::OpenWaitClose)
                    s.riseTo = std::max(s.riseTo, s.high);
            }
        } else {
            s.ceiling = std::max(s.low, s.ceiling - s.speed);
            if (s.ceiling <= s.low)
                s.motion == Motion::CloseWaitOpen ? wait(Phase::Rising)
                                                  : void(s.phase = Phase::Still);
        }
        return;
    }
}

MechanismEvent MovingSectors::activate(Index wall, Trigger how, bool front,
                                       const AvatarProfile& profile)
{
    MechanismEvent e;
    e.wall = wall;
    if (wall < 0 || static_cast<std::size_t>(wall) >= m_lines.size()) {
        e.message = "there is no " + wallName(wall);
        return e;
    }
    Line& line = m_lines[static_cast<std::size_t>(wall)];
    const auto action = doomLineAction(line.special);
    if (!action) {
        e.message = wallName(wall) + (line.special == 0 ? " has no special"
                                                        : " has special " +
                                                              std::to_string(line.special) +
                                                              ", which moves no door or lift");
        return e;
    }
    if (action->trigger != how) {
        e.message = wallName(wall) + (action->trigger == Trigger::Walk ? " acts when walked over"
                                      : action->trigger == Trigger::Use
                                          ? " acts when used"
                                          : " acts when shot");
        return e;
    }
    if (line.spent) {
        e.message = wallName(wall) + " has acted already (it works once)";
        return e;
    }
    const bool teleport = action->kind == DoomLineAction::Kind::Teleport;
    // Pressed lines work from the front only; teleports follow the shared rule (SpecialLines).
    if (!front && how == Trigger::Use && !teleport) {
        e.message = wallName(wall) + " works from its front side only";
        return e;
    }
    if (teleport) {
        const TeleportTarget target = m_special.teleport(wall, front);
        if (!target.ok) {
            e.message = target.refusal;
            return e;
        }
        line.spent = !action->repeatable;
        e.what = MechanismEvent::What::Teleported;
        e.destination = target.destination;
        e.angle = target.angle;
        e.message = teleportMessage(wall, target.destination);
        return e;
    }
    if (action->key != DoomKey::None && !profile.hasAllKeys) {
        e.what = MechanismEvent::What::Locked;
        e.key = action->key;
        e.message = wallName(wall) + " is a locked door: it needs " + doomKeyName(action->key);
        return e;
    }
    // Walk-over lines that work once are spent whether or not they moved anything (as in
    // Doom); pressed ones only when they did.
    if (how == Trigger::Walk && !action->repeatable)
        line.spent = true;
    const std::vector<Index> sectors = targets(line, *action);
    if (sectors.empty()) {
        e.message = wallName(wall) + (action->manual ? " has no sector behind it"
                                                     : " tags no sector");
        return e;
    }
    const bool again = action->manual && action->repeatable;
    for (const Index t : sectors) {
        Sector* s = findMutable(t);
        if (s && start(*s, *action, again)) {
            e.sectors.push_back(t);
            if (e.what == MechanismEvent::What::Refused)
                e.what = s->kind == Kind::Lift           ? MechanismEvent::What::Lowers
                         : s->phase == Phase::Lowering ? MechanismEvent::What::Closes
                                                       : MechanismEvent::What::Opens;
        }
    }
    if (e.sectors.empty()) {
        e.message = wallName(wall) + ": the sectors it moves are moving already";
        return e;
    }
    if (how != Trigger::Walk && !action->repeatable)
        line.spent = true;
    const char* verb = e.what == MechanismEvent::What::Lowers  ? " lowers "
                       : e.what == MechanismEvent::What::Closes ? " closes "
                                                                : " opens ";
    std::string list;
    for (std::size_t i = 0; i < e.sectors.size(); ++i)
        list += (i ? ", " : "") + std::to_string(e.sectors[i]);
    e.message = wallName(wall) + verb + (e.sectors.size() == 1 ? "sector " : "sectors ") + list;
    return e;
}

MechanismEvent MovingSectors::use(const Vec2& pos, const Vec2& facing, const AvatarProfile& profile)
{
    MechanismEvent none;
    const double len = glm::length(facing);
    if (len <= 0) {
        none.message = "no direction to use in";
        return none;
    }
    const Vec2 end = pos + facing / len * kDoomUseRange;
    // The lines along the reach, nearest first.
    std::vector<std::pair<double, Index>> hits;
    for (std::size_t i = 0; i < m_lines.size(); ++i) {
        const Line& l = m_lines[i];
        if (l.front == kNone)
            continue;
        const double t = segmentCrossing(pos, end, l.a, l.b);
        if (t >= 0)
            hits.emplace_back(t, static_cast<Index>(i));
    }
    std::sort(hits.begin(), hits.end());
    for (const auto& [t, w] : hits) {
        const Line& l = m_lines[static_cast<std::size_t>(w)];
        if (l.special != 0)
            return activate(w, Trigger::Use, doomFrontSide(l.a, l.b, pos), profile);
        // A line without a special stops the reach when nothing passes it.
        if (l.back == kNone ||
            std::min(ceilingOf(l.front), ceilingOf(l.back)) -
                    std::max(floorOf(l.front), floorOf(l.back)) <= 0) {
            none.wall = w;
            none.message = "nothing to use: " + wallName(w) + " has no special";
            return none;
        }
    }
    none.message = "nothing to use within " + std::to_string(int(kDoomUseRange)) + " units";
    return none;
}

std::vector<MechanismEvent> MovingSectors::crossed(const Vec2& from, const Vec2& to,
                                                   const AvatarProfile& profile)
{
    std::vector<MechanismEvent> out;
    for (const LineCrossing& c : m_special.crossed(from, to)) {
        auto e = walkedOver(c, profile);
        if (!e)
            continue;
        const bool teleported = e->what == MechanismEvent::What::Teleported;
        out.push_back(std::move(*e));
        if (teleported)
            break;
    }
    return out;
}

std::optional<MechanismEvent> MovingSectors::walkedOver(const LineCrossing& crossing,
                                                        const AvatarProfile& profile)
{
    if (crossing.wall < 0 || static_cast<std::size_t>(crossing.wall) >= m_lines.size() ||
        m_lines[static_cast<std::size_t>(crossing.wall)].spent)
        return std::nullopt;
    return activate(crossing.wall, Trigger::Walk, crossing.fromFront, profile);
}

OpenedLevel withDoorsOpen(const Map& map, const Bsp& bsp)
{
    MovingSectors sectors(map, bsp);
    sectors.openAll();
    OpenedLevel out{map, {}};
    sectors.writeTo(out.map);
    Bsp::Parts parts;
    parts.vertices = bsp.vertices();
    parts.segs = bsp.segs();
    parts.nodes = bsp.nodes();
    parts.nodeBoxes = bsp.nodeBoxes();
    parts.leaves = bsp.leaves();
    parts.leafBoxes = bsp.leafBoxes();
    parts.points = bsp.polygonPoints();
    parts.sectors = bsp.sectors();
    for (const MovingSectors::Sector& s : sectors.moving())
        parts.sectors[static_cast<std::size_t>(s.sector)] = {s.floor, s.ceiling};
    parts.things = bsp.things();
    parts.rootBox = bsp.rootBox();
    parts.wallCount = bsp.wallCount();
    parts.stats = bsp.stats();
    out.bsp = Bsp(std::move(parts));
    return out;
}

int MovingSectors::applyTo(CollisionWorld& world)
{
    int written = 0;
    for (std::size_t i = 0; i < m_moving.size(); ++i)
        if (m_dirty[i]) {
            world.setSectorHeights(m_moving[i].sector, m_moving[i].floor, m_moving[i].ceiling);
            m_dirty[i] = false;
            ++written;
        }
    return written;
}

bool MovingSectors::adopt(const MovingSectors& earlier)
{
    bool changed = false;
    for (std::size_t i = 0; i < m_moving.size(); ++i) {
        Sector& s = m_moving[i];
        const Sector* old = earlier.find(s.sector);
        // Only a sector that moves the same way between the same heights keeps its state.
        if (!old || old->kind != s.kind || old->low != s.low || old->high != s.high)
            continue;
        if (old->floor != s.floor || old->ceiling != s.ceiling) {
            m_dirty[i] = true;
            changed = true;
        }
        s = *old;
    }
    if (earlier.m_lines.size() == m_lines.size())
        for (std::size_t i = 0; i < m_lines.size(); ++i)
            if (m_lines[i].special == earlier.m_lines[i].special &&
                m_lines[i].tag == earlier.m_lines[i].tag)
                m_lines[i].spent = earlier.m_lines[i].spent;
    return changed;
}

void MovingSectors::writeTo(Map& map) const
{
    for (const Sector& s : m_moving)
        if (static_cast<std::size_t>(s.sector) < map.sectors.size()) {
            map.sectors[static_cast<std::size_t>(s.sector)].floorHeight = s.floor;
            map.sectors[static_cast<std::size_t>(s.sector)].ceilingHeight = s.ceiling;
        }
}

bool MovingSectors::footprintIn(const Footprint& f, Index sector) const
{
    if (m_bsp.sectorAt(f.center) == sector)
        return true;
    const Sector* s = find(sector);
    if (!s)
        return false;
    const auto k = static_cast<std::size_t>(s - m_moving.data());
    for (const Index w : m_wallsOf[k]) {
        const Line& l = m_lines[static_cast<std::size_t>(w)];
        const SegmentShape shape = SegmentShape::make(l.a, l.b);
        if ((f.box ? boxDepth(f.center, f.radius, shape) : diskDepth(f.center, f.radius, shape)) >
            0)
            return true;
    }
    return false;
}

// ---------------------------------------------------------------------------------------

Walk::Walk(CollisionWorld& world, const Map& map, const AvatarProfile& profile)
    : m_world(world), m_sectors(map, world.bsp()), m_profile(profile)
{
    if (m_profile.doorsOpen)
        m_sectors.openAll();
    // The follower takes the teleports of the lines in its world.
    if (!m_world.specialLines())
        m_world.setSpecialLines(std::make_shared<const SpecialLines>(m_sectors.specialLines()));
    // Opened doors are drawn open from the start.
    m_moved = m_sectors.applyTo(m_world) > 0;
    m_mover.emplace(m_world, m_profile);
}

void Walk::applySectors()
{
    if (m_sectors.applyTo(m_world) == 0)
        return;
    m_moved = true;
    // The planes algorithm copies the world's heights into its triangles when its mover is
    // made: a new one sees the sectors where they are now.
    if (m_profile.algorithm == AvatarProfile::Algorithm::Planes)
        m_mover.emplace(m_world, m_profile);
}

void Walk::step(TrackFollower& follower, const StepInput& input,
                std::vector<MechanismEvent>* events)
{
    // The sectors first, in whole tics of Doom time; a sector that would squeeze the avatar
    // turns back.
    constexpr double kTic = 1.0 / kDoomTicsPerSecond;
    m_time += follower.tickSeconds();
    const AvatarState& state = follower.state();
    const Footprint f{state.pos, m_profile.radius, m_profile.shape == AvatarProfile::Shape::Box};
    // A hair of slack so that 35 ticks' worth of time runs 35 tics despite rounding.
    while (m_time >= kTic - 1e-9) {
        m_time -= kTic;
        m_sectors.tic([&](Index sector, double floor, double ceiling) {
            return ceiling - std::max(floor, state.z) < m_profile.height &&
                   m_sectors.footprintIn(f, sector);
        });
    }
    applySectors();
    // Then the avatar (the follower's tick, as the drag's, which takes teleport lines), and
    // the door and lift lines it walked over.
    follower.step(*m_mover, input);
    for (const TrackFollower::CrossedLine& c : follower.lastCrossings()) {
        std::optional<MechanismEvent> e;
        if (c.teleport) {
            e.emplace();
            e->wall = c.crossing.wall;
            if (c.target.ok) {
                e->what = MechanismEvent::What::Teleported;
                e->destination = c.target.destination;
                e->angle = c.target.angle;
                e->message = teleportMessage(e->wall, e->destination);
            } else {
                e->message = c.target.refusal;
            }
        } else {
            e = m_sectors.walkedOver(c.crossing, m_profile);
        }
        if (e && events)
            events->push_back(std::move(*e));
    }
    // A line that set a sector moving shows at once.
    applySectors();
}

MechanismEvent Walk::use(TrackFollower& follower, const Vec2& facing)
{
    MechanismEvent e = m_sectors.use(follower.state().pos, facing, m_profile);
    if (e.what == MechanismEvent::What::Teleported)
        teleport(follower, e);
    return e;
}

void Walk::adopt(const Walk& earlier)
{
    m_sectors.adopt(earlier.m_sectors);
    m_time = earlier.m_time;
    applySectors();
}

bool Walk::takeSectorsMoved()
{
    return std::exchange(m_moved, false);
}

void Walk::teleport(TrackFollower& follower, MechanismEvent& e) const
{
    TeleportTarget target;
    target.ok = true;
    target.destination = e.destination;
    target.angle = e.angle;
    if (auto refused = follower.teleport(*m_mover, e.wall, follower.state().pos, target)) {
        e.what = MechanismEvent::What::Refused;
        e.message = *refused;
    }
}

} // namespace sw
