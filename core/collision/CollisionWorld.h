#pragma once

#include "bsp/Bsp.h"
#include "collision/CollisionTolerance.h"
#include "collision/Objects.h"
#include "collision/SegGrid.h"
#include "collision/SpecialLines.h"
#include "collision/SweepShapes.h"
#include "map/AvatarProfile.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace sw {

// What the avatar meets beyond a wall, decided from the heights on both sides.
enum class WallPass {
    Pass,        // walks over it (a drop, or a level floor)
    Step,        // climbs onto a higher floor within the step height
    OneSided,    // solid
    Blocking,    // flagged impassable
    StepTooHigh, // the rise is more than the step height
    LowHeadroom, // the opening is lower than the avatar
};

// A wall piece as collision sees it: its end points and the sectors on both sides. The
// sides' floors and ceilings are the world's (CollisionWorld::heightsOf), not the piece's: a
// height change then touches no piece, and worlds of one tree share their pieces.
struct CollisionSeg {
    SegmentShape shape; // its ends are shape.a and shape.b
    Index wall = kNone;
    Index sector = kNone, otherSector = kNone; // the two sides (kNone: void)
    bool solid = false; // one-sided (void behind or in front) or flagged blocking
    bool blockingFlag = false;

    bool operator==(const CollisionSeg&) const = default;
};

// The floors and ceilings of a two-sided wall piece's two sides (all 0 for a one-sided one).
struct SegHeights {
    double floorMax = 0, floorMin = 0;     // of the two sides
    double ceilingMin = 0, ceilingMax = 0; // of the two sides
};

// The column of free space over a footprint: the highest floor and lowest ceiling of every
// leaf the footprint overlaps.
struct Span {
    double floor = -ctol::kFar, ceiling = ctol::kFar;
    Index floorSector = kNone, ceilingSector = kNone;
    bool inVoid = false; // the footprint overlaps the void (outside the map or a pillar)
    Index floorThing = kNone; // a thing whose top is the floor (the avatar stands on it)
};

struct Footprint {
    Vec2 center;
    double radius = 16;
    bool box = true;
};

// What CollisionWorld::probe looks at. The defaults ask for the span under the footprint,
// touching included, and nothing else.
struct ProbeQuery {
    Footprint footprint;
    // Also take the sectors beyond two-sided walls the footprint only touches (within
    // ctol::kTouch), not just those it overlaps.
    bool touching = true;
    // Report a solid or blocking wall the footprint overlaps by more than this (map units);
    // the default never reports one.
    double solidDepth = ctol::kNoDepthLimit;
    // With a profile, the world's objects count too, for feet at `feetZ` (none: on the
    // sectors' floor under the footprint). Without one, only walls and sectors.
    const AvatarProfile* profile = nullptr;
    std::optional<double> feetZ = std::nullopt;
};

// The BSP, prepared for fast collision queries: partition lines as unit normals, wall pieces,
// the sectors' heights. Holds a reference to the Bsp, which must outlive it.
class CollisionWorld {
public:
    // `objects` (optional) are things with shapes; both must outlive the world.
    // Footprints reaching up to `gridReach` from their centre along x and y (a box's half-size,
    // a disk's radius) are answered from a grid over the wall pieces, larger ones by the BSP
    // descent; 0 answers everything by the BSP (for tests comparing the two). The answers are
    // the same either way; a reach close to the avatar's makes the grid's cells smaller.
    explicit CollisionWorld(const Bsp& bsp, const ObjectSet* objects = nullptr,
                            double gridReach = SegGrid::kDefaultReach);
    // The world of `bsp` with other objects (null: none), sharing the grid, subtrees and wall
    // pieces of `sameTree`, a world of `bsp` itself or of a BSP with the same tree and other
    // sector heights (Bsp::withSectorHeights), with `bsp`'s heights. Answers as
    // CollisionWorld(bsp, objects) with sameTree's grid reach.
    CollisionWorld(const Bsp& bsp, const CollisionWorld& sameTree, const ObjectSet* objects);
    // The world of `bsp`, a tree compiled from the tree of `earlier` (Bsp::compileReusing):
    // the wall pieces of `copied` (the runs of the memo that compile filled) are taken from
    // `earlier`, and so are their grid entries while the grid's cells lie
    // where they did. Answers exactly as CollisionWorld(bsp, objects) with earlier's grid
    // reach, in a fraction of its time when most of the tree was copied.
    CollisionWorld(const Bsp& bsp, const CollisionWorld& earlier,
                   std::span<const BspMemo::SegRun> copied, const ObjectSet* objects);
    // The grid reach for one profile (its footprint and the tolerances of the tests).
    static double gridReachFor(const AvatarProfile& profile)
    {
        return profile.radius + ctol::kGridReachMargin;
    }

    const Bsp& bsp() const { return m_bsp; }
    const ObjectSet* objects() const { return m_objects; }
    const std::vector<CollisionSeg>& segs() const { return *m_segs; }
    const SegGrid& grid() const { return m_lookup->grid; }

    // The floors and ceilings of both sides of a wall piece of this world, as collision sees
    // them now (see setSectorHeights). (Inline: the sweep's inner loop.)
    SegHeights heightsOf(const CollisionSeg& s) const
    {
        if (s.solid)
            return {};
        const BspSector& x = m_sectors[static_cast<std::size_t>(s.sector)];
        const BspSector& y = m_sectors[static_cast<std::size_t>(s.otherSector)];
        return {std::max(x.floorHeight, y.floorHeight), std::min(x.floorHeight, y.floorHeight),
                std::min(x.ceilingHeight, y.ceilingHeight),
                std::max(x.ceilingHeight, y.ceilingHeight)};
    }

    // How the avatar with feet at z meets this wall piece, whose sides' heights are h
    // (heightsOf). (Inline: the sweep's inner loop.)
    static WallPass classify(const CollisionSeg& s, const SegHeights& h, double z,
                             const AvatarProfile& profile)
    {
        if (s.solid)
            return WallPass::OneSided;
        if (s.blockingFlag)
            return WallPass::Blocking;
        const double rise = h.floorMax - z;
        if (rise > profile.stepHeight + ctol::kHeight || (profile.flying && rise > ctol::kHeight))
            return WallPass::StepTooHigh;
        if (h.ceilingMin - std::max(h.floorMax, z) < profile.height - ctol::kHeight)
            return WallPass::LowHeadroom;
        if (rise > ctol::kHeight)
            return WallPass::Step;
        return WallPass::Pass;
    }
    WallPass classify(const CollisionSeg& s, double z, const AvatarProfile& profile) const
    {
        return classify(s, heightsOf(s), z, profile);
    }

    // The span under a footprint: the sector under its centre and both sides of every
    // two-sided wall it overlaps, or also those it only touches (within ctol::kTouch) when
    // `touching` is set. Together these are exactly the sectors of the leaves it overlaps.
    Span spanUnder(const Footprint& f, bool touching = true) const;

    // spanUnder and overlapsSolidWall in one pass over the BSP and, with a profile, the
    // objects the footprint overlaps, for the query's feet height: an object whose top is at
    // most a step above the feet is a floor, one whose bottom is above the head a ceiling, and
    // any other is in the way. Mesh objects count by their bounding cylinder here.
    struct Probe {
        Span span;
        bool solid = false; // overlaps a solid or blocking wall by more than solidDepth
        Index solidWall = kNone;
        Index solidThing = kNone; // overlaps an object that is in the way
    };
    Probe probe(const ProbeQuery& query) const;

    // The classic span: the leaves under the centre and the four corners (half-size r - 1).
    Span spanAtPoints(const Vec2& center, double radius) const;

    // True when the footprint overlaps a solid or blocking wall by more than `depth`.
    bool overlapsSolidWall(const Footprint& f, double depth, Index* wall = nullptr) const;

    // Visits the wall pieces near the motion of a footprint from p by d, front to back.
    // `extent(n, l1)` gives the footprint's reach along a unit normal n (l1 = |n.x| + |n.y|); visit(segIndex) returns
    // the time (0..1) of the earliest event found so far, so farther parts are skipped.
    template <typename Extent, typename Visit>
    void sweep(const Vec2& p, const Vec2& d, Extent&& extent, Visit&& visit) const;

    // Visits the leaves a static footprint may overlap; visit(leaf, holdsCentre) returns false
    // to stop. holdsCentre is true for exactly one leaf: the one containing the centre.
    template <typename Visit>
    void leavesNear(const Footprint& f, Visit&& visit) const;

    // The leaf containing point p (points on a partition go to its front, as in the Bsp).
    std::int32_t leafAt(const Vec2& p) const;

    // Heights of a sector as collision sees them now: the BSP's, unless changed below.
    const BspSector& sectorHeights(Index sector) const
    {
        return m_sectors[static_cast<std::size_t>(sector)];
    }
    // Moves a sector's floor and ceiling (a door or lift of collision/MovingSectors): the spans
    // and the wall pieces along the sector read the new heights at once.
    void setSectorHeights(Index sector, double floor, double ceiling);

    // The map's walk-over lines and teleport destinations, given by whoever builds the world
    // from a map (the editor's derived data, the CLI, walk mode): a TrackFollower moving in the
    // world takes the teleport lines its avatar crosses. Null: no line acts. Copies of the
    // world share them.
    const SpecialLines* specialLines() const { return m_specialLines.get(); }
    const std::shared_ptr<const SpecialLines>& specialLinesShared() const { return m_specialLines; }

    // The signed distances of p0 and p1 from a node's partition line, positive on its back (the
    // left), from the unit normals the world keeps: a distance for walkBspSegment
    // (bsp/BspWalk.h) without a square root or division per node.
    void partitionDistances(std::size_t node, const Vec2& p0, const Vec2& p1, double& e0,
                            double& e1) const
    {
        const Plane& pl = m_lookup->planes[node];
        e0 = pl.c - glm::dot(pl.n, p0);
        e1 = pl.c - glm::dot(pl.n, p1);
    }
    void setSpecialLines(std::shared_ptr<const SpecialLines> lines)
    {
        m_specialLines = std::move(lines);
    }

private:
    // A node as the queries need it, compact for the cache.
    struct Plane {
        Vec2 n;   // unit; the front (right of the partition) is where n·p >= c
        double c;
        double l1; // |n.x| + |n.y|: a box's reach per unit of half-size
        BspChild front, back;
    };


    const Bsp& m_bsp;
    const ObjectSet* m_objects = nullptr;
    // What the queries look things up in, never changed once built: shared by copies of the
    // world and by worlds made from it with other objects.
    struct Lookup {
        std::vector<Plane> planes;
        std::vector<std::uint32_t> leafFirst, leafCount;
        SegGrid grid;
        // Per grid cell, the deepest subtree holding all of it, found the first time a query
        // starts in the cell (kCellUnknown until then): most edits' queries touch few of the
        // big map's cells, and finding all 643,000 of the 160,400-wall grid's took 40 ms of
        // every edit's world. Threads that find one at once store the same value.
        static constexpr BspChild kCellUnknown = std::numeric_limits<BspChild>::min();
        std::unique_ptr<std::atomic<BspChild>[]> cellNode; // null: no grid
        double gridReach = 0;           // what the grid was asked for (0: no grid)
        Lookup() = default;
        Lookup(const Lookup&) = delete;
        Lookup& operator=(const Lookup&) = delete;
        ~Lookup(); // keeps the grid's entries for the next world
    };
    std::shared_ptr<const Lookup> m_lookup;
    // The wall pieces: shared by copies of the world and by worlds of the same tree (the
    // analysis's walls-only world of the editor's, a world with other sector heights).
    std::shared_ptr<const std::vector<CollisionSeg>> m_segs;
    std::vector<BspSector> m_sectors; // current heights, the BSP's at first
    std::shared_ptr<const SpecialLines> m_specialLines;

    // Prepares the lookup and the wall pieces, taking what it can from `earlier` (see the
    // constructors).
    void build(double gridReach, const CollisionWorld* earlier,
               std::span<const BspMemo::SegRun> copied);
    // Where a query at p starts: its grid cell's subtree (found now if no query found it yet),
    // or the root when there is no grid or p lies outside it.
    BspChild startNode(const Vec2& p) const
    {
        const Lookup& lookup = *m_lookup;
        if (!lookup.cellNode || !lookup.grid.covers(p))
            return m_bsp.root();
        const std::size_t cell = lookup.grid.cellIndexAt(p);
        const BspChild c = lookup.cellNode[cell].load(std::memory_order_relaxed);
        return c != Lookup::kCellUnknown ? c : findCellNode(cell);
    }
    // Finds and keeps a cell's subtree (startNode's first query in the cell).
    BspChild findCellNode(std::size_t cell) const;
    // The walls' part of probe: the span and the first solid wall overlapped by more than
    // solidDepth.
    Probe probeWalls(const Footprint& f, bool touching, double solidDepth) const;
    // The objects' part of probe: adds their floors, ceilings and the first in the way to out.
    void probeObjects(const ProbeQuery& query, Probe& out) const;

    // The leaf containing p, descending from `from` (which must hold p).
    std::int32_t leafFrom(BspChild from, const Vec2& p) const;
};

// ---------------------------------------------------------------------------------------

template <typename Extent, typename Visit>
void CollisionWorld::sweep(const Vec2& p, const Vec2& d, Extent&& extent, Visit&& visit) const
{
    // Small footprints inside the map walk the grid; the footprint's reach along x and y is
    // its extent along the x axis.
    if (m_lookup->grid.sweep(p, d, extent(Vec2{1, 0}, 1.0), visit))
        return;
    // Front-to-back descent with the motion clipped to each side of every partition: the part
    // of the motion during which the footprint reaches a side is [ta, tb]. The near side is
    // visited first (pushed last), and a part that begins after the earliest event already
    // found is skipped. An explicit stack: no recursion, however deep the tree.
    struct Entry {
        BspChild child;
        double t0, t1;
    };
    Entry stack[128];
    std::vector<Entry> overflow;
    int top = 0;
    auto push = [&](BspChild c, double t0, double t1) {
        if (top < 128)
            stack[top++] = {c, t0, t1};
        else
            overflow.push_back({c, t0, t1});
    };
    double best = 1.0;
    push(m_bsp.root(), 0.0, 1.0);
    while (top > 0 || !overflow.empty()) {
        Entry e;
        if (!overflow.empty()) {
            e = overflow.back();
            overflow.pop_back();
        } else {
            e = stack[--top];
        }
        if (e.t0 > best)
            continue;
        if (isLeafChild(e.child)) {
            const auto leaf = static_cast<std::size_t>(childLeaf(e.child));
            const std::uint32_t first = m_lookup->leafFirst[leaf], end = first + m_lookup->leafCount[leaf];
            for (std::uint32_t i = first; i < end; ++i)
                best = std::min(best, visit(i));
            continue;
        }
        const Plane& pl = m_lookup->planes[static_cast<std::size_t>(e.child)];
        const double ext = extent(pl.n, pl.l1);
        const double s0 = glm::dot(pl.n, p) - pl.c; // signed distance at t = 0
        const double ds = glm::dot(pl.n, d);        // its rate of change
        // The footprint reaches the front while s(t) >= -ext, the back while s(t) <= ext.
        double fa = e.t0, fb = e.t1, ba = e.t0, bb = e.t1;
        if (std::fabs(ds) < ctol::kZeroRate) {
            if (s0 < -ext)
                fa = 2, fb = -1;
            if (s0 > ext)
                ba = 2, bb = -1;
        } else {
            const double tf = (-ext - s0) / ds, tb = (ext - s0) / ds;
            if (ds > 0) {
                fa = std::max(e.t0, tf);
                bb = std::min(e.t1, tb);
            } else {
                fb = std::min(e.t1, tf);
                ba = std::max(e.t0, tb);
            }
        }
        const bool frontFirst = s0 + ds * e.t0 >= 0;
        if (frontFirst) {
            if (ba <= bb)
                push(pl.back, ba, bb);
            if (fa <= fb)
                push(pl.front, fa, fb);
        } else {
            if (fa <= fb)
                push(pl.front, fa, fb);
            if (ba <= bb)
                push(pl.back, ba, bb);
        }
    }
}

template <typename Visit>
void CollisionWorld::leavesNear(const Footprint& f, Visit&& visit) const
{
    // An explicit stack: the descent cannot overflow however deep the tree is. The low bit of
    // an entry says whether the subtree holds the footprint's centre.
    struct Entry {
        BspChild child;
        bool centre;
    };
    Entry stack[128];
    std::vector<Entry> overflow;
    int top = 0;
    auto push = [&](BspChild c, bool centre) {
        if (top < 128)
            stack[top++] = {c, centre};
        else
            overflow.push_back({c, centre});
    };
    push(m_bsp.root(), true);
    while (top > 0 || !overflow.empty()) {
        Entry e;
        if (!overflow.empty()) {
            e = overflow.back();
            overflow.pop_back();
        } else {
            e = stack[--top];
        }
        if (isLeafChild(e.child)) {
            if (!visit(childLeaf(e.child), e.centre))
                return;
            continue;
        }
        const Plane& pl = m_lookup->planes[static_cast<std::size_t>(e.child)];
        const double reach = f.box ? f.radius * pl.l1 : f.radius;
        const double s = glm::dot(pl.n, f.center) - pl.c;
        if (s <= reach)
            push(pl.back, e.centre && s < 0);
        if (s >= -reach)
            push(pl.front, e.centre && s >= 0);
    }
}

} // namespace sw
