#pragma once

// A 2D binary space partition of a map's plan: the structure the collision core, the analysis
// and the editor's live preview query.
//
// The tree partitions the whole plane into convex leaves. Every leaf lies entirely in one sector
// or entirely in the void (outside the map, or inside a hole such as a pillar): no wall crosses a
// leaf's interior, and every wall lies on leaf borders. Each leaf lists its segs: the pieces of
// wall sides on its border that face into it.
//
// Conventions (as in Doom): a node's partition runs from `a` to `b`; its front is the right of
// a -> b, its back the left. A seg runs so that its leaf is on its right.

#include "base/Progress.h"
#include "base/Result.h"
#include "geom/Box2.h"
#include "geom/Vec2.h"
#include "map/Map.h"

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <memory>
#include <vector>

namespace sw {

// One side of a piece of wall, on the border of the leaf it faces.
struct BspSeg {
    std::int32_t v1 = 0, v2 = 0; // indices into Bsp::vertices(); the leaf lies right of v1 -> v2
    Index wall = kNone;          // the map wall this piece comes from
    std::uint8_t side = 0;       // 0: the wall's front faces the leaf; 1: its back does
    Index sector = kNone;        // sector on the leaf's side (kNone: void)
    Index otherSector = kNone;   // sector on the far side (kNone: void, so nothing passes)
    std::uint32_t wallFlags = 0; // the wall's WallFlag bits (impassable, blocks monsters...)
    bool operator==(const BspSeg&) const = default;
};

inline bool sameBox(const Box2& a, const Box2& b) { return a.min == b.min && a.max == b.max; }

// A child reference: a node index when >= 0, else the leaf ~child.
using BspChild = std::int32_t;
inline bool isLeafChild(BspChild c) { return c < 0; }
inline std::int32_t childLeaf(BspChild c) { return ~c; }
inline BspChild leafChild(std::int32_t leaf) { return ~leaf; }

struct BspNode {
    Vec2 a, b;           // the partition line, through two points of the wall it came from
    BspChild front = 0;  // right of a -> b
    BspChild back = 0;   // left of a -> b
    bool operator==(const BspNode&) const = default;
};

// The bounds of the leaf polygons under each child of a node. Kept beside the nodes, not in
// them: a tree compiled without leaf polygons (for Doom's node lumps) has none, and its nodes
// take 40 bytes instead of 104.
struct BspNodeBoxes {
    Box2 front, back;
    bool operator==(const BspNodeBoxes& o) const
    {
        return sameBox(front, o.front) && sameBox(back, o.back);
    }
};

struct BspLeaf {
    Index sector = kNone;        // kNone for a void leaf
    std::uint32_t firstSeg = 0, segCount = 0;
    std::uint32_t firstPoint = 0, pointCount = 0; // the convex polygon, counter-clockwise
    bool operator==(const BspLeaf&) const = default;
};

// Floor and ceiling of a map sector; the table has the map's sector indices.
struct BspSector {
    double floorHeight = 0, ceilingHeight = 0;
    bool operator==(const BspSector&) const = default;
};

// A problem the compiler worked around, with where it is in the plan.
struct BspWarning {
    Vec2 where;
    std::string message;
};

struct BspStats {
    std::size_t walls = 0;    // walls used (non-degenerate)
    std::size_t segs = 0;     // segs facing a sector (what Doom node builders count as segs)
    std::size_t voidSegs = 0; // segs facing the void (backs of one-sided walls)
    std::size_t splits = 0;   // wall pieces cut in two by partitions
    std::size_t leaves = 0, nodes = 0;
    std::size_t depth = 0;    // the most nodes on a path from the root to a leaf
};

struct BspCompileOptions {
    // Cost of cutting a wall piece in two, against one unit of imbalance between the two sides.
    double splitCost = 8.0;
    // Partitions considered at each node; more finds fewer splits and takes longer.
    int candidates = 24;
    // Whether leaves get their polygons (and nodes their bounding boxes, which come from them),
    // and the BSP a copy of the map's things. Writers that need only the tree and its segs
    // (Doom's NODES, SEGS and SSECTORS) turn this off; the tree, its leaves and their segs are
    // the same either way. Queries need it on.
    bool leafPolygons = true;
    // Threads the compile may use. With two or more, a map of a few hundred to 3,072 walls has
    // some of its subtrees built on a second thread (larger maps would need too much memory
    // for it); the tree is the same as on one thread. A compile that remembers its tree for
    // reuse (compileReusing) uses one.
    int threads = 1;
};

// The threads this machine runs at once (at least 1), for BspCompileOptions::threads.
int hardwareThreads();

class Bsp;

// What a compile remembers of the tree it made, so that compiling an edited version of the
// same map can copy every subtree whose input is unchanged instead of partitioning it again
// (Bsp::compileReusing). One entry per node, in the tree's order; valid only with that tree.
struct BspMemo {
    struct Node {
        // Fingerprints of the node's input: its wall pieces in order (ends, vertices, wall,
        // the wall's sectors and flags, sides still open; 0 when too few to be worth keeping)
        // and its cell polygon.
        std::uint64_t pieces = 0, cell = 0;
        // One past the last node and leaf of its subtree, and the first of each it made.
        std::uint32_t end = 0, firstLeaf = 0, leafEnd = 0;
        std::uint32_t firstVertex = 0; // the split vertices its subtree made start here
        std::uint32_t splitsBefore = 0; // the compile's split count when it was made
        std::uint16_t depth = 0;  // nodes above it
        std::uint16_t height = 0; // levels below it, to its deepest leaf
        // The partition's cost when it was chosen (kept partitions keep it: see BspReuse).
        float cost = 0;
    };
    std::vector<Node> nodes;
    std::uint32_t mapVertices = 0; // split vertices start here
    double softDepth = 0;          // where imbalance starts to cost more (see the compiler)
    double splitCost = 0;
    int candidates = 0;
    std::size_t reusedNodes = 0; // of the compile that filled it: nodes copied, not partitioned
    // Per leaf of the compile that filled it, the leaf of the earlier tree it is a copy of
    // (segs and polygon the same), or -1 for a leaf made anew.
    std::vector<std::int32_t> leafFrom;
    // The segs that compile copied from the earlier tree, as runs: `count` segs from `first`
    // in its tree are copies of those from `earlierFirst` in the earlier one (the same ends,
    // wall, sectors and flags; only the numbers of their vertices may differ). In order of
    // `first`; adjacent runs are merged.
    struct SegRun {
        std::uint32_t first = 0, earlierFirst = 0, count = 0;
    };
    std::vector<SegRun> segRuns;
};

// The tree of an earlier version of the map and the memo its compile filled.
struct BspReuse {
    const Bsp* bsp = nullptr;
    const BspMemo* memo = nullptr;
    // Where a cell is not the same as before but lies where an earlier node's did (the same
    // path from the root), keep that node's partition while it still divides the cell and
    // costs at most a little more than when it was chosen (kKeptPartitionSlack). An edit then
    // changes the tree only around itself: the cells away from it come out the same, and
    // their subtrees are copied. The tree is a valid one for the map, but no longer the one
    // compile() gives: it depends on the edits that led to it. Without an earlier tree, the
    // root cell has room on every side from the start, as a grown one gets on the sides it
    // grew (the first room drawn past the map's edge then changes no leaf away from it).
    bool keepPartitions = false;
};

class Bsp {
public:
    // Compiles the map's walls into a tree. Degenerate input never fails the compile: it is
    // worked around and reported in `warnings`. Fails only when cancelled through `progress`.
    static Result<Bsp> compile(const Map& map, const BspCompileOptions& options = {},
                               std::vector<BspWarning>* warnings = nullptr,
                               const ProgressFn& progress = {});

    // compile() that also fills `memo`, and copies the subtrees of `previous` whose input is
    // unchanged: the wall pieces they were built from are the same, in the same order, with
    // the same walls, sectors and flags. The tree equals what compile() gives for the same map
    // and options, node for node, in a fraction of the time when an edit is local. Warnings
    // are not reported (copied subtrees would not repeat theirs); leaf polygons are always
    // made. With `previous.keepPartitions`, the tree keeps the earlier partitions that still
    // serve, and is not compile()'s (see BspReuse).
    static Result<Bsp> compileReusing(const Map& map, BspMemo& memo, const BspReuse& previous = {},
                                      const BspCompileOptions& options = {},
                                      const ProgressFn& progress = {});

    // The leaf holding p. Points on a partition line go to its front. Points outside the root
    // box are in some void leaf.
    std::int32_t leafAt(const Vec2& p) const;

    // The sector at p, or kNone in the void (outside the map, in a pillar).
    Index sectorAt(const Vec2& p) const;

    // Calls visit(leaf) for every leaf whose polygon may overlap the box (a conservative test
    // against the partition lines and leaf bounds). visit returns false to stop the search.
    void leavesInBox(const Box2& box, const std::function<bool(std::int32_t leaf)>& visit) const;

    // The same for a disk of the given radius.
    void leavesInDisk(const Vec2& center, double radius,
                      const std::function<bool(std::int32_t leaf)>& visit) const;

    // Visits the leaves the segment p0 -> p1 passes through, in order from p0 to p1, with the
    // part [t0, t1] of the segment (0 at p0, 1 at p1) inside each leaf. Where the segment runs
    // along a partition, both sides are visited. visit returns false to stop the walk (the
    // first wall hit is found); walkSegment then returns false.
    bool walkSegment(const Vec2& p0, const Vec2& p1,
                     const std::function<bool(std::int32_t leaf, double t0, double t1)>& visit)
        const;

    std::span<const Vec2> leafPolygon(std::int32_t leaf) const;
    std::span<const BspSeg> leafSegs(std::int32_t leaf) const;

    const std::vector<Vec2>& vertices() const { return m_tree->vertices; }
    const std::vector<BspSeg>& segs() const { return m_tree->segs; }
    const std::vector<BspNode>& nodes() const { return m_tree->nodes; }
    // Whether the tree has its leaves' polygons and the bounds that come from them: every tree
    // but one compiled without leaf polygons (for Doom's node lumps). Without them, nodeBoxes()
    // and leafBoxes() are empty and the box and disk searches find nothing.
    bool hasBounds() const
    {
        return m_tree->nodeBoxes.size() == m_tree->nodes.size() &&
               m_tree->leafBoxes.size() == m_tree->leaves.size();
    }
    // One per node, in the same order (see hasBounds).
    const std::vector<BspNodeBoxes>& nodeBoxes() const { return m_tree->nodeBoxes; }
    const std::vector<BspLeaf>& leaves() const { return m_tree->leaves; }
    // The bounds of each leaf's polygon, in the same order (see hasBounds).
    const std::vector<Box2>& leafBoxes() const { return m_tree->leafBoxes; }
    const std::vector<Vec2>& polygonPoints() const { return m_tree->points; }
    const std::vector<BspSector>& sectors() const { return m_sectors; }
    const std::vector<Thing>& things() const { return m_tree->things; }
    const Box2& rootBox() const { return m_tree->rootBox; }
    std::uint32_t wallCount() const { return m_tree->wallCount; }
    const BspStats& stats() const { return m_tree->stats; }

    // The root of the tree: node 0, or leaf 0 when there are no nodes.
    BspChild root() const { return m_tree->nodes.empty() ? leafChild(0) : 0; }

    bool operator==(const Bsp& other) const;

    // Names the tree: copies of this Bsp and the trees withSectorHeights makes of it have the
    // same handle (the same walls, vertices and things, other sector heights at most), any other
    // tree another. Holding it keeps the tree.
    std::shared_ptr<const void> treeHandle() const { return m_tree; }

    // The tree of a map whose walls, vertices and things are those it was compiled from and
    // whose sectors changed only in their values (heights, materials, light): a copy with the
    // map's heights, equal to what compile() gives, sharing everything but the sectors' heights
    // with this tree. The map must have as many sectors as the tree (no sector added or
    // removed).
    Bsp withSectorHeights(const Map& map) const;

    // Assembled by the compiler and the file reader; both check the invariants above.
    struct Parts {
        std::vector<Vec2> vertices;
        std::vector<BspSeg> segs;
        std::vector<BspNode> nodes;
        std::vector<BspNodeBoxes> nodeBoxes;
        std::vector<BspLeaf> leaves;
        std::vector<Box2> leafBoxes;
        std::vector<Vec2> points;
        std::vector<BspSector> sectors;
        std::vector<Thing> things;
        Box2 rootBox;
        std::uint32_t wallCount = 0;
        BspStats stats;
    };
    explicit Bsp(Parts parts);
    Bsp();
    // Copies share the tree (it never changes once made); a tree moved from is empty.
    Bsp(const Bsp&) = default;
    Bsp& operator=(const Bsp&) = default;
    Bsp(Bsp&& other) noexcept;
    Bsp& operator=(Bsp&& other) noexcept;

private:
    // Everything but the sectors' heights: the parts with their sectors moved out.
    using Tree = Parts;
    static const std::shared_ptr<const Tree>& emptyTree();

    std::shared_ptr<const Tree> m_tree; // never null
    std::vector<BspSector> m_sectors;
};

// The sectors on both sides of a seg, for deciding whether a mover passes it.
inline const BspSector* segSector(const Bsp& bsp, Index sector)
{
    return sector == kNone ? nullptr : &bsp.sectors()[static_cast<std::size_t>(sector)];
}

} // namespace sw
