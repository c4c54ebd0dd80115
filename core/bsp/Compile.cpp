// The compiler's driver: turn walls into pieces, partition the plane until no wall is left
// inside any cell, then bound the nodes. Partitioning uses an explicit stack, so degenerate maps
// with very deep trees cannot overflow the call stack.
#include "base/ByteBuffer.h"
#include "bsp/BspBuild.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace sw {

namespace {

using namespace bspbuild;

// Depth, as a multiple of log2(walls), past which imbalance gets dearer (see balanceWeight).
constexpr double kBalanceDepthFactor = 1.5;

std::string formatPoint(const Vec2& p)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "(%.1f, %.1f)", p.x, p.y);
    return buf;
}

// A cell still to be partitioned, and where its result goes in the parent node. Its pieces and
// its polygon are ranges of the compiler's two arenas.
struct Task {
    std::size_t firstPiece = 0, pieceCount = 0;
    std::size_t firstPoint = 0, pointCount = 0;
    std::int32_t parent = -1; // node index, -1 for the root
    bool front = true;        // which child of the parent
    std::size_t depth = 0;    // nodes above this cell
};

class Compiler {
public:
    Compiler(const Map& map, const BspCompileOptions& options, std::vector<BspWarning>* warnings,
             const ProgressFn& progress)
        : m_map(map), m_options(options), m_warnings(warnings), m_progress(progress)
    {}

    Result<Bsp> run()
    {
        // Copy what the tree carries besides geometry: vertices, sector heights, things.
        copyMapData();
        // One piece per usable wall; degenerate walls are reported and skipped.
        std::vector<Piece> pieces = collectPieces();
        // The root cell: the map's bounds with a margin, so the border is all void.
        std::vector<Vec2> rootCell = makeRootCell();
        // Partition until every cell is a leaf.
        if (!partition(std::move(pieces), std::move(rootCell)))
            return makeError("the compile was cancelled");
        // Bound every node's children, for box and disk queries.
        computeNodeBoxes();
        m_parts.stats.leaves = m_parts.leaves.size();
        m_parts.stats.nodes = m_parts.nodes.size();
        for (const BspSeg& s : m_parts.segs)
            ++(s.sector == kNone ? m_parts.stats.voidSegs : m_parts.stats.segs);
        return Bsp(std::move(m_parts));
    }

private:
    void warn(const Vec2& where, std::string message)
    {
        if (m_warnings)
            m_warnings->push_back({where, std::move(message)});
    }

    void copyMapData()
    {
        // Room for what a map usually makes (more is allocated when needed), in large pages.
        const std::size_t walls = m_map.walls.size();
        reserveLarge(m_parts.vertices, m_map.vertices.size() + walls / 2);
        reserveLarge(m_parts.segs, 3 * walls);
        reserveLarge(m_parts.nodes, walls + walls / 4);
        reserveLarge(m_parts.leaves, walls + walls / 4);
        if (m_options.leafPolygons)
            reserveLarge(m_parts.points, 6 * walls);
        for (const Vertex& v : m_map.vertices)
            m_parts.vertices.push_back(v.pos);
        for (const Sector& s : m_map.sectors)
            m_parts.sectors.push_back({s.floorHeight, s.ceilingHeight});
        m_parts.things = m_map.things;
        m_parts.wallCount = static_cast<std::uint32_t>(m_map.walls.size());
    }

    bool validVertex(Index v) const
    {
        return v >= 0 && static_cast<std::size_t>(v) < m_map.vertices.size() &&
               std::isfinite(m_map.vertices[static_cast<std::size_t>(v)].pos.x) &&
               std::isfinite(m_map.vertices[static_cast<std::size_t>(v)].pos.y);
    }

    bool validSector(Index s) const
    {
        return s == kNone || (s >= 0 && static_cast<std::size_t>(s) < m_map.sectors.size());
    }

    std::vector<Piece> collectPieces()
    {
        std::vector<Piece> pieces;
        reserveLarge(pieces, m_map.walls.size());
        for (std::size_t i = 0; i < m_map.walls.size(); ++i) {
            const Wall& w = m_map.walls[i];
            const std::string name = "wall " + std::to_string(i);
            if (!validVertex(w.v1) || !validVertex(w.v2)) {
                warn({0, 0}, name + " refers to a missing vertex; it is ignored");
                continue;
            }
            const Vec2 a = m_map.wallStart(w), b = m_map.wallEnd(w);
            if (!validSector(w.frontSector) || !validSector(w.backSector)) {
                warn((a + b) * 0.5, name + " at " + formatPoint((a + b) * 0.5) +
                                        " refers to a missing sector; it is ignored");
                continue;
            }
            if (glm::length(b - a) < tol::kMinWallLength) {
                warn(a, name + " at " + formatPoint(a) + " has zero length; it is ignored");
                continue;
            }
            pieces.push_back({a, b, w.v1, w.v2, static_cast<Index>(i), kBothSides});
            m_bounds.add(a);
            m_bounds.add(b);
        }
        m_parts.stats.walls = pieces.size();
        m_remaining = pieces.size();
        m_initial = pieces.size();
        return pieces;
    }

    std::vector<Vec2> makeRootCell()
    {
        Box2 box = m_bounds;
        for (const Thing& t : m_map.things)
            if (std::isfinite(t.pos.x) && std::isfinite(t.pos.y))
                box.add(t.pos);
        if (box.empty())
            box.add(Vec2{0, 0});
        box.min -= Vec2{tol::kRootMargin, tol::kRootMargin};
        box.max += Vec2{tol::kRootMargin, tol::kRootMargin};
        m_parts.rootBox = box;
        return {box.min, {box.max.x, box.min.y}, box.max, {box.min.x, box.max.y}};
    }

    // Where a finished child goes: the parent's slot, or nowhere for the root.
    void attach(const Task& task, BspChild child)
    {
        if (task.parent < 0)
            return;
        BspNode& parent = m_parts.nodes[static_cast<std::size_t>(task.parent)];
        (task.front ? parent.front : parent.back) = child;
    }

    // The cells wait on a stack, front above back, and their pieces and polygons lie in two
    // arenas in the same order: the cell taken off the stack always owns the top of both, so
    // its halves are written over it and no cell needs memory of its own.
    bool partition(std::vector<Piece> pieces, std::vector<Vec2> rootCell)
    {
        m_pieces = std::move(pieces);
        if (m_options.leafPolygons)
            m_cells = std::move(rootCell);
        std::vector<Task> stack;
        stack.push_back({0, m_pieces.size(), 0, m_cells.size(), -1, true, 0});
        std::size_t steps = 0;
        SplitResult split;
        SplitterScratch scratch;
        std::vector<Vec2> frontCell, backCell;
        while (!stack.empty()) {
            const Task task = stack.back();
            stack.pop_back();
            if (++steps % 256 == 0 && !reportProgress())
                return false;
            m_parts.stats.depth = std::max(m_parts.stats.depth, task.depth);
            const std::span<const Piece> taskPieces(m_pieces.data() + task.firstPiece,
                                                    task.pieceCount);
            const std::span<const Vec2> taskCell(m_cells.data() + task.firstPoint,
                                                 task.pointCount);

            // A cell with no wall inside is a leaf.
            const bool done = std::none_of(taskPieces.begin(), taskPieces.end(),
                                           [](const Piece& p) { return p.interior(); });
            if (done) {
                attach(task, leafChild(buildLeaf(taskPieces, taskCell, m_map, m_parts,
                                                 m_warnings)));
                continue;
            }

            // Otherwise pick a partition, make its node, and queue both halves (front first).
            const Partition line =
                chooseSplitter(taskPieces, m_options, balanceWeight(task.depth), scratch);
            const auto node = static_cast<std::int32_t>(m_parts.nodes.size());
            m_parts.nodes.push_back({line.a, line.b, 0, 0, {}, {}});
            attach(task, node);
            split.front.clear();
            split.back.clear();
            split.splits = split.interiorSplits = split.resolved = 0;
            splitPieces(taskPieces, line, m_parts.vertices, split);
            frontCell.clear();
            backCell.clear();
            if (m_options.leafPolygons)
                clipPolygon(taskCell, line, frontCell, backCell);
            m_parts.stats.splits += split.splits;
            m_remaining = m_remaining + split.interiorSplits - split.resolved;
            m_resolved += split.resolved;

            // The halves replace the cell at the top of the arenas: back below, front above.
            m_pieces.resize(task.firstPiece);
            m_pieces.insert(m_pieces.end(), split.back.begin(), split.back.end());
            m_pieces.insert(m_pieces.end(), split.front.begin(), split.front.end());
            m_cells.resize(task.firstPoint);
            m_cells.insert(m_cells.end(), backCell.begin(), backCell.end());
            m_cells.insert(m_cells.end(), frontCell.begin(), frontCell.end());
            const std::size_t depth = task.depth + 1;
            stack.push_back({task.firstPiece, split.back.size(), task.firstPoint, backCell.size(),
                             node, false, depth});
            stack.push_back({task.firstPiece + split.back.size(), split.front.size(),
                             task.firstPoint + backCell.size(), frontCell.size(), node, true,
                             depth});
        }
        return !m_progress || m_progress(1.0);
    }

    // Splits cost the same everywhere, but imbalance costs more and more once a cell lies deeper
    // than a balanced tree over all the walls would reach: nested rings and long chains of
    // convex walls otherwise peel one wall per level and make the tree as deep as they are long.
    double balanceWeight(std::size_t depth) const
    {
        const double soft = kBalanceDepthFactor * std::log2(static_cast<double>(m_initial) + 1);
        const double d = static_cast<double>(depth);
        return d <= soft ? 1.0 : 1.0 + (d - soft);
    }

    // Progress: the share of wall pieces already placed on cell borders.
    bool reportProgress()
    {
        if (!m_progress)
            return true;
        const double total = static_cast<double>(m_resolved + m_remaining);
        const double fraction = total > 0 ? static_cast<double>(m_resolved) / total : 1.0;
        m_fraction = std::max(m_fraction, fraction);
        return m_progress(m_fraction);
    }

    // Children come after their parent, so one backward pass bounds every node.
    void computeNodeBoxes()
    {
        auto boxOf = [&](BspChild c) {
            if (isLeafChild(c))
                return m_parts.leaves[static_cast<std::size_t>(childLeaf(c))].box;
            const BspNode& n = m_parts.nodes[static_cast<std::size_t>(c)];
            Box2 b = n.frontBox;
            b.add(n.backBox);
            return b;
        };
        for (std::size_t i = m_parts.nodes.size(); i-- > 0;) {
            BspNode& n = m_parts.nodes[i];
            n.frontBox = boxOf(n.front);
            n.backBox = boxOf(n.back);
        }
    }

    const Map& m_map;
    const BspCompileOptions& m_options;
    std::vector<BspWarning>* m_warnings;
    const ProgressFn& m_progress;
    Bsp::Parts m_parts;
    std::vector<Piece> m_pieces; // the arena of the cells' pieces (see partition)
    std::vector<Vec2> m_cells;   // the arena of the cells' polygons
    Box2 m_bounds;
    std::size_t m_remaining = 0, m_resolved = 0, m_initial = 0;
    double m_fraction = 0;
};

} // namespace

Result<Bsp> Bsp::compile(const Map& map, const BspCompileOptions& options,
                         std::vector<BspWarning>* warnings, const ProgressFn& progress)
{
    return Compiler(map, options, warnings, progress).run();
}

Bsp::Bsp(Parts parts)
    : m_vertices(std::move(parts.vertices)), m_segs(std::move(parts.segs)),
      m_nodes(std::move(parts.nodes)), m_leaves(std::move(parts.leaves)),
      m_points(std::move(parts.points)), m_sectors(std::move(parts.sectors)),
      m_things(std::move(parts.things)), m_rootBox(parts.rootBox), m_wallCount(parts.wallCount),
      m_stats(parts.stats)
{}

bool Bsp::operator==(const Bsp& o) const
{
    return m_vertices == o.m_vertices && m_segs == o.m_segs && m_nodes == o.m_nodes &&
           m_leaves == o.m_leaves && m_points == o.m_points && m_sectors == o.m_sectors &&
           m_things == o.m_things && sameBox(m_rootBox, o.m_rootBox) &&
           m_wallCount == o.m_wallCount;
}

} // namespace sw
