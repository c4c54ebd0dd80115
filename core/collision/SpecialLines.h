#pragma once

// The map's lines that act when the avatar's centre walks over them (Doom's W lines) and where
// its teleport lines lead: the one line-crossing rule of the drag, the probes, the CLI and walk
// mode. A TrackFollower asks it, through the collision world the mover moves in, which lines
// each tick crossed, and takes teleports itself; walk mode (collision/MovingSectors) sets off
// the door and lift lines among them. Doom triggers a walk-over line when the centre passes
// from one side of it to the other, from either side, but a teleport only from its front.

#include "bsp/Bsp.h"
#include "geom/Box2.h"
#include "map/DoomLineSpecials.h"
#include "map/Map.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sw {

// Doom's side of a line a -> b for point p: on the line counts as the front (the right).
inline bool doomFrontSide(const Vec2& a, const Vec2& b, const Vec2& p)
{
    return cross(b - a, p - a) <= 0;
}

// Where along p -> q (0..1) the motion crosses segment a-b, or a negative number.
double segmentCrossing(const Vec2& p, const Vec2& q, const Vec2& a, const Vec2& b);

// A walk-over line the centre passed during one motion.
struct LineCrossing {
    Index wall = kNone;
    bool fromFront = true; // it came from the line's front side
    double at = 0;         // where along the motion (0..1)
    Vec2 point{0, 0};      // where the centre crossed the line
};

// Where a teleport line sends the avatar, or why it does not.
struct TeleportTarget {
    bool ok = false;
    Vec2 destination{0, 0};
    double angle = 0;    // the destination's facing, degrees
    std::string refusal; // when not ok: one sentence for a person
};

class SpecialLines {
public:
    SpecialLines() = default;
    // The walk-over lines of `map` and its teleport destinations (thing type 14), located in
    // `bsp` (compiled from the map).
    // With `earlier` (the lines of an earlier version of the map): the walls in the chunks the
    // two versions' walls share (CowVector) are not read again, their lines are taken over;
    // the same lines as without it.
    SpecialLines(const Map& map, const Bsp& bsp, const SpecialLines* earlier = nullptr);
    // The lines of `map`, from the lines of an earlier version (or null): `earlier` itself
    // when `sameTree` says that version had the same walls, vertices and things (only sector
    // values changed) and the sectors' tags, the only sector values read, are the same; else
    // made anew, taking over its lines where the walls are shared.
    static std::shared_ptr<const SpecialLines>
    of(const Map& map, const Bsp& bsp, std::shared_ptr<const SpecialLines> earlier, bool sameTree);

    // The same lines, destinations and grid (for tests).
    bool operator==(const SpecialLines& other) const;

    // The walk-over lines the centre crossed moving from `from` to `to`, in the order along
    // the motion (equal places in wall order).
    std::vector<LineCrossing> crossed(const Vec2& from, const Vec2& to) const;

    // The line's action, when it has one the table knows.
    std::optional<DoomLineAction> action(Index wall) const;
    // True for a line that teleports when walked over (whoever it teleports).
    bool walkTeleport(Index wall) const;

    // What teleport line `wall` does for the avatar meeting it from its front or back: Doom's
    // teleports take a player from the front only, to the first destination thing (in map
    // order) standing in a sector with the line's tag; monsters-only and line-to-line
    // teleports leave the avatar where it is.
    TeleportTarget teleport(Index wall, bool front) const;

    // The first crossing that teleports the avatar, with where it leads, or nothing.
    std::optional<std::pair<LineCrossing, TeleportTarget>> firstTeleport(const Vec2& from,
                                                                         const Vec2& to) const;

    bool empty() const { return m_walkLines.empty(); }

private:
    struct Line {
        Index wall = kNone;
        Vec2 a{0, 0}, b{0, 0};
        std::int32_t special = 0, tag = 0;
        bool operator==(const Line&) const = default;
    };
    struct Destination {
        Vec2 pos;
        double angle;
        Index sector;
        bool operator==(const Destination&) const = default;
    };

    // Calls visit(line) (a position in m_lines) for each walk-over line whose cells the box
    // overlaps (a line may come more than once), or for every one when the box covers many
    // cells.
    template <typename Visit> void candidates(const Box2& box, Visit&& visit) const;

    // The line of `wall`, when it has an action (else null).
    const Line* lineOf(Index wall) const;

    std::vector<Line> m_lines;      // the walls with an action the table knows, in wall order
    std::vector<Index> m_walkLines; // those set off by walking over them (positions in m_lines)
    // The walk-over lines by the grid cells their bounds overlap (row-major, cells of
    // m_cell units from m_gridBox.min): a tick's short motion looks at one or a few cells.
    Box2 m_gridBox;
    double m_cell = 128;
    int m_cols = 0, m_rows = 0;
    std::vector<std::uint32_t> m_cellFirst; // m_cols * m_rows + 1 offsets into m_cellLines
    std::vector<Index> m_cellLines;         // positions in m_lines
    std::vector<std::int32_t> m_sectorTags;
    std::vector<Destination> m_destinations; // in map order
    // The walls the lines were read from: a later version's lines read again only the walls
    // in chunks it does not share with these (copying them copies chunk pointers).
    CowVector<Wall> m_walls;
};

} // namespace sw
