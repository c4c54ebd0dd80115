// The compiler's driver: turn walls into pieces, partition the plane until no wall is left
// inside any cell, then bound the nodes. Partitioning uses an explicit stack, so degenerate maps
// with very deep trees cannot overflow the call stack.
#include "base/ByteBuffer.h"
#include "base/Fingerprint.h"
#include "base/JobPool.h"
#include "bsp/BspBuild.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <memory>
#include <optional>
#include <thread>
#include <unordered_map>
#include <utility>

namespace sw {

namespace {

using namespace bspbuild;

// Depth, as a multiple of log2(walls), past which imbalance gets dearer (see balanceWeight).
constexpr double kBalanceDepthFactor = 1.5;

// Cells with fewer pieces than this are not remembered for reuse: they partition faster than
// they would be looked up.
constexpr std::size_t kMemoMinPieces = 24;

// How much more than when it was chosen a kept partition may cost (BspReuse::keepPartitions):
// this many cuts' worth, and this share of its cost then. Its reference stays the cost it was
// chosen at, so edit after edit cannot make it drift further.
constexpr double kKeptPartitionSlackCuts = 2;
constexpr double kKeptPartitionSlackShare = 0.02;
// How far (in levels) the soft depth a wall count gives may move before a compile that keeps
// partitions takes the new one: 0.5 is about a quarter more or fewer walls.
constexpr double kKeptSoftDepthChange = 0.5;
// A compile on two threads hands a cell's back half to the other thread when it has at least
// this many wall pieces: below it, handing it over costs about what it saves.
constexpr std::size_t kMinPiecesForWorker = 128;
// ... and only in maps of at most this many walls. The other thread builds its half in tables
// of its own, copied into the tree at the end, so peak memory grows with the map: a 52,000-wall
// map's export would go from 25 to 35 MB. Small maps, whose exports take a few milliseconds,
// gain the most (E1M2's export 6.2 -> 4.8-5.0 ms) for a few hundred kilobytes.
constexpr std::size_t kMaxPiecesForThreads = 3072;

// How much more than it needs a kept root cell grows by: a share of its size, and at least
// this many map units (keptRootBox).
constexpr double kRootGrowth = 0.125;
constexpr double kRootGrowthMin = 2048;

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
    std::int32_t old = -1;    // the earlier tree's node at the same place, to keep its partition
};

class Compiler {
public:
    Compiler(const Map& map, const BspCompileOptions& options, std::vector<BspWarning>* warnings,
             const ProgressFn& progress, BspMemo* memo = nullptr, const BspReuse& reuse = {})
        : m_map(map), m_options(options), m_warnings(warnings), m_progress(progress),
          m_memo(memo), m_previous(reuse.bsp), m_previousMemo(reuse.memo),
          m_keepPartitions(reuse.keepPartitions)
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
        if (m_memo) {
            finishMemo();
            m_memo->leafFrom.resize(m_parts.leaves.size(), -1);
        }
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
        if (m_options.leafPolygons) {
            reserveLarge(m_parts.leafBoxes, walls + walls / 4);
            reserveLarge(m_parts.points, 6 * walls);
        }
        for (const Vertex& v : m_map.vertices)
            m_parts.vertices.push_back(v.pos);
        for (const Sector& s : m_map.sectors)
            m_parts.sectors.push_back({s.floorHeight, s.ceilingHeight});
        if (m_options.leafPolygons) // queries want the things; the tree alone does not
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
        // Room for the splits too: this becomes the arena of the cells' pieces (see partition),
        // which grows by the pieces the partitions split. Growing it would copy it and leave the
        // old block touched; room never touched costs no memory.
        std::vector<Piece> pieces;
        reserveLarge(pieces, m_map.walls.size() + m_map.walls.size() / 2);
        for (std::size_t i = 0; i < m_map.walls.size(); ++i) {
            const Wall& w = m_map.walls[i];
            const auto name = [i] { return "wall " + std::to_string(i); }; // for warnings only
            if (!validVertex(w.v1) || !validVertex(w.v2)) {
                warn({0, 0}, name() + " refers to a missing vertex; it is ignored");
                continue;
            }
            const Vec2 a = m_map.wallStart(w), b = m_map.wallEnd(w);
            if (!validSector(w.frontSector) || !validSector(w.backSector)) {
                warn((a + b) * 0.5, name() + " at " + formatPoint((a + b) * 0.5) +
                                        " refers to a missing sector; it is ignored");
                continue;
            }
            if (glm::length(b - a) < tol::kMinWallLength) {
                warn(a, name() + " at " + formatPoint(a) + " has zero length; it is ignored");
                continue;
            }
            pieces.push_back({a, b, w.v1, w.v2, static_cast<Index>(i), kBothSides});
            m_bounds.add(a);
            m_bounds.add(b);
        }
        m_parts.stats.walls = pieces.size();
        m_remaining = pieces.size();
        m_initial = pieces.size();
        m_softDepth = kBalanceDepthFactor * std::log2(static_cast<double>(m_initial) + 1);
        if (m_memo)
            startMemo();
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
        if (m_keepPartitions && m_previous)
            box = keptRootBox(box);
        m_parts.rootBox = box;
        return {box.min, {box.max.x, box.min.y}, box.max, {box.min.x, box.max.y}};
    }

    // Keeping partitions, the root cell stays the earlier one while the map fits in it: a
    // copied subtree whose cell changed is clipped again, and the corners where two partitions
    // meet come out a rounding apart, which changes the leaves (and the 3D view's chunks)
    // everywhere. When the map outgrows it, it grows by an eighth more (at least 2,048 units)
    // on the sides it grew, so that rooms drawn one after another at an edge do not each
    // change it.
    Box2 keptRootBox(const Box2& needed) const
    {
        const Box2 was = m_previous->rootBox();
        if (was.empty())
            return needed;
        Box2 box = was;
        box.add(needed);
        const Vec2 slack = glm::max(box.size() * kRootGrowth, Vec2{kRootGrowthMin, kRootGrowthMin});
        if (box.min.x < was.min.x)
            box.min.x -= slack.x;
        if (box.max.x > was.max.x)
            box.max.x += slack.x;
        if (box.min.y < was.min.y)
            box.min.y -= slack.y;
        if (box.max.y > was.max.y)
            box.max.y += slack.y;
        return box;
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
        const std::int32_t oldRoot =
            m_keepPartitions && m_previous && !m_previous->nodes().empty() ? 0 : -1;
        return partitionFrom({0, m_pieces.size(), 0, m_cells.size(), -1, true, 0, oldRoot});
    }

    // Partitions the cell of `root`, whose pieces and polygon fill the arenas.
    bool partitionFrom(const Task& root)
    {
        std::vector<Task> stack{root};
        std::size_t steps = 0;
        // The root's halves are the largest: room for them at once, not grown by doubling.
        SplitResult split;
        split.front.reserve(m_pieces.size() + m_pieces.size() / 8);
        split.back.reserve(m_pieces.size() + m_pieces.size() / 8);
        SplitterScratch scratch;
        std::vector<Vec2> frontCell, backCell;
        while (!stack.empty()) {
            const Task task = stack.back();
            stack.pop_back();
            if (++steps % 256 == 0 && !reportProgress()) {
                stopJobs();
                return false;
            }
            m_parts.stats.depth = std::max(m_parts.stats.depth, task.depth);
            const std::span<const Piece> taskPieces(m_pieces.data() + task.firstPiece,
                                                    task.pieceCount);
            const std::span<const Vec2> taskCell(m_cells.data() + task.firstPoint,
                                                 task.pointCount);

            // A cell with no wall inside is a leaf.
            const bool done = std::none_of(taskPieces.begin(), taskPieces.end(),
                                           [](const Piece& p) { return p.interior(); });
            if (done) {
                attach(task, leafChild(buildLeaf(taskPieces, taskCell, m_options.leafPolygons,
                                                 m_map, m_parts, m_warnings)));
                continue;
            }

            // A cell an earlier compile partitioned from the same pieces: copy its subtree.
            std::uint64_t key = 0;
            if (m_memo && task.pieceCount >= kMemoMinPieces) {
                key = fingerprintPieces(taskPieces);
                if (reuseSubtree(task, key, taskPieces, taskCell))
                    continue;
            }

            // Otherwise keep the earlier tree's partition here, or pick one; make its node, and
            // queue both halves (front first).
            double cost = 0;
            std::optional<Partition> kept;
            if (task.old >= 0 && task.pieceCount >= kMemoMinPieces)
                kept = keptPartition(task, taskPieces, cost);
            const Partition line = kept ? *kept
                                        : chooseSplitter(taskPieces, m_options,
                                                         balanceWeight(task.depth), scratch, &cost);
            const auto node = static_cast<std::int32_t>(m_parts.nodes.size());
            m_parts.nodes.push_back({line.a, line.b, 0, 0});
            attach(task, node);
            if (m_memo) {
                BspMemo::Node entry;
                entry.cost = static_cast<float>(cost);
                entry.pieces = key;
                entry.cell = key != 0 ? fingerprintCell(taskCell) : 0;
                entry.firstLeaf = static_cast<std::uint32_t>(m_parts.leaves.size());
                entry.firstVertex = static_cast<std::uint32_t>(m_parts.vertices.size());
                entry.splitsBefore = static_cast<std::uint32_t>(m_parts.stats.splits);
                entry.depth = static_cast<std::uint16_t>(task.depth);
                m_memo->nodes.push_back(entry);
            }
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
            // Below the earlier tree's node with this same partition lie its children.
            std::int32_t oldFront = -1, oldBack = -1;
            if (task.old >= 0) {
                const BspNode& was = m_previous->nodes()[static_cast<std::size_t>(task.old)];
                if (was.a == line.a && was.b == line.b) {
                    oldFront = isLeafChild(was.front) ? -1 : was.front;
                    oldBack = isLeafChild(was.back) ? -1 : was.back;
                }
            }
            stack.push_back({task.firstPiece, split.back.size(), task.firstPoint, backCell.size(),
                             node, false, depth, oldBack});
            stack.push_back({task.firstPiece + split.back.size(), split.front.size(),
                             task.firstPoint + backCell.size(), frontCell.size(), node, true,
                             depth, oldFront});
            if (wantsJob(stack))
                startJob(stack);
        }
        if (!m_jobs.empty() && !finishJobs())
            return false;
        return !m_progress || m_progress(1.0);
    }

    // A compile on two threads: along the path this thread takes down the tree (the front
    // child each time), the back half of each cell with enough pieces becomes a job, up to
    // kMaxJobs of them, done by a JobPool (the second thread takes the oldest, the largest,
    // first). Each job is partitioned by a compiler of its own, which starts from a copy of the
    // vertices made so far. In the one-thread order every job's subtree comes after this
    // thread's part, the newest job's first, so the jobs' trees are appended in that order,
    // renumbered: the result is the same tree, to the bit.
    static constexpr std::size_t kMaxJobs = 2;

    struct Job {
        std::unique_ptr<Compiler> compiler;
        std::vector<BspWarning> warnings;
        Task root;
        std::size_t vertexBase = 0; // the vertices it starts with, this thread's first ones
        std::int32_t parent = 0;    // the node whose back child its tree is
        bool finished = false;      // not stopped
    };

    // Whether the back half just pushed (below the front on the stack) becomes a job: only on
    // this thread's path (nothing else waits on the stack), when it is large enough.
    bool wantsJob(const std::vector<Task>& stack) const
    {
        return m_options.threads > 1 && !m_sub && !m_memo && !m_previous && stack.size() == 2 &&
               m_initial <= kMaxPiecesForThreads &&
               stack.front().pieceCount >= kMinPiecesForWorker && m_jobs.size() < kMaxJobs;
    }

    // Takes the back half (below the front on the stack) away as a job.
    void startJob(std::vector<Task>& stack)
    {
        const Task back = stack.front();
        stack.erase(stack.begin());
        auto job = std::make_unique<Job>();
        static const ProgressFn kNoProgress;
        job->compiler = std::make_unique<Compiler>(
            m_map, m_options, m_warnings ? &job->warnings : nullptr, kNoProgress);
        Compiler& c = *job->compiler;
        c.m_sub = true;
        c.m_stopFlag = &m_stop;
        c.m_softDepth = m_softDepth;
        c.m_initial = m_initial;
        // Room for what its half usually makes, as copyMapData has for the whole map: grown by
        // doubling, its tables would be copied and leave the old blocks touched.
        const std::size_t n = back.pieceCount;
        c.m_parts.vertices.reserve(m_parts.vertices.size() + n / 2);
        c.m_parts.vertices = m_parts.vertices;
        c.m_parts.segs.reserve(3 * n);
        c.m_parts.nodes.reserve(n + n / 4);
        c.m_parts.leaves.reserve(n + n / 4);
        if (m_options.leafPolygons) {
            c.m_parts.leafBoxes.reserve(n + n / 4);
            c.m_parts.points.reserve(6 * n);
        }
        job->vertexBase = m_parts.vertices.size();
        job->parent = back.parent;
        // Room for its splits too, as for the whole map's pieces (see collectPieces).
        c.m_pieces.reserve(n + n / 2);
        c.m_pieces.assign(m_pieces.begin() + static_cast<std::ptrdiff_t>(back.firstPiece),
                          m_pieces.begin() + static_cast<std::ptrdiff_t>(back.firstPiece + n));
        c.m_cells.assign(m_cells.begin() + static_cast<std::ptrdiff_t>(back.firstPoint),
                         m_cells.begin() +
                             static_cast<std::ptrdiff_t>(back.firstPoint + back.pointCount));
        job->root = {0, n, 0, back.pointCount, -1, false, back.depth, -1};
        if (!m_pool)
            m_pool = std::make_unique<JobPool>();
        Job* j = job.get();
        m_jobs.push_back(std::move(job));
        m_pool->add([j] {
            j->finished = j->compiler->partitionFrom(j->root);
            // Its arenas go now: only its tree waits to be appended.
            j->compiler->m_pieces = {};
            j->compiler->m_cells = {};
        });
    }

    // Stops the jobs that run and waits for them (a stopped or failed compile).
    void stopJobs()
    {
        m_stop = true;
        m_pool.reset();
        m_jobs.clear();
    }

    // Waits for the jobs and appends their trees; false when the compile was stopped.
    bool finishJobs()
    {
        m_pool->finish();
        m_pool.reset();
        const bool finished =
            std::all_of(m_jobs.begin(), m_jobs.end(), [](const auto& j) { return j->finished; });
        if (finished)
            for (auto it = m_jobs.rbegin(); it != m_jobs.rend(); ++it)
                appendJob(**it);
        m_jobs.clear();
        return finished;
    }

    // Appends a job's tree after everything made so far, renumbered, as its back child.
    void appendJob(Job& job)
    {
        Bsp::Parts& from = job.compiler->m_parts;
        const auto nodeBase = static_cast<std::int32_t>(m_parts.nodes.size());
        const auto leafBase = static_cast<std::int32_t>(m_parts.leaves.size());
        const auto segBase = static_cast<std::uint32_t>(m_parts.segs.size());
        const auto pointBase = static_cast<std::uint32_t>(m_parts.points.size());
        const auto vertexBase = static_cast<std::int32_t>(job.vertexBase);
        const auto vertexShift = static_cast<std::int32_t>(m_parts.vertices.size()) - vertexBase;
        const auto child = [&](BspChild c) {
            return isLeafChild(c) ? leafChild(childLeaf(c) + leafBase) : c + nodeBase;
        };
        const auto vertex = [&](std::int32_t v) { return v < vertexBase ? v : v + vertexShift; };
        // Table by table, each freed once copied, so that the job's tree is not held twice.
        const auto release = [](auto& table) { std::exchange(table, {}); };
        m_parts.vertices.insert(m_parts.vertices.end(), from.vertices.begin() + vertexBase,
                                from.vertices.end());
        release(from.vertices);
        for (BspSeg s : from.segs) {
            s.v1 = vertex(s.v1);
            s.v2 = vertex(s.v2);
            m_parts.segs.push_back(s);
        }
        release(from.segs);
        const BspChild root = child(from.nodes.empty() ? leafChild(0) : 0);
        for (BspNode n : from.nodes) {
            n.front = child(n.front);
            n.back = child(n.back);
            m_parts.nodes.push_back(n);
        }
        release(from.nodes);
        for (BspLeaf l : from.leaves) {
            l.firstSeg += segBase;
            if (m_options.leafPolygons)
                l.firstPoint += pointBase;
            m_parts.leaves.push_back(l);
        }
        release(from.leaves);
        m_parts.leafBoxes.insert(m_parts.leafBoxes.end(), from.leafBoxes.begin(),
                                 from.leafBoxes.end());
        release(from.leafBoxes);
        m_parts.points.insert(m_parts.points.end(), from.points.begin(), from.points.end());
        release(from.points);
        m_parts.nodes[static_cast<std::size_t>(job.parent)].back = root;
        m_parts.stats.splits += from.stats.splits;
        m_parts.stats.depth = std::max(m_parts.stats.depth, from.stats.depth);
        if (m_warnings)
            m_warnings->insert(m_warnings->end(), job.warnings.begin(), job.warnings.end());
        job.compiler.reset();
    }

    // Splits cost the same everywhere, but imbalance costs more and more once a cell lies deeper
    // than a balanced tree over all the walls would reach: nested rings and long chains of
    // convex walls otherwise peel one wall per level and make the tree as deep as they are long.
    double balanceWeight(std::size_t depth) const
    {
        const double d = static_cast<double>(depth);
        return d <= m_softDepth ? 1.0 : 1.0 + (d - m_softDepth);
    }

    // The earlier tree's partition of the cell at this place, if it still divides the cell
    // (fewer interior pieces on each side) and costs at most a little more than when it was
    // chosen; `cost` is then that reference cost, carried on.
    std::optional<Partition> keptPartition(const Task& task, std::span<const Piece> pieces,
                                           double& cost) const
    {
        const BspNode& was = m_previous->nodes()[static_cast<std::size_t>(task.old)];
        const double reference = m_previousMemo->nodes[static_cast<std::size_t>(task.old)].cost;
        const Partition line(was.a, was.b);
        const PartitionCost now =
            partitionCost(pieces, line, m_options.splitCost, balanceWeight(task.depth));
        const auto interior = static_cast<long>(
            std::count_if(pieces.begin(), pieces.end(), [](const Piece& p) { return p.interior(); }));
        if (now.front >= interior || now.back >= interior)
            return std::nullopt;
        const double slack = kKeptPartitionSlackCuts * m_options.splitCost +
                             kKeptPartitionSlackShare * reference;
        if (now.cost > reference + slack)
            return std::nullopt;
        cost = reference;
        return line;
    }

    // --- Reuse of an earlier compile's subtrees ---------------------------------------------
    //
    // A cell's subtree depends only on its pieces (their order, ends, vertices, walls and the
    // walls' sectors and flags), its polygon, the options and the balance weights at its
    // depths. A cell with the same pieces as a node of the earlier tree, where those weights
    // agree, gets that node's subtree copied: its nodes, leaves, segs and split vertices, with
    // their numbers moved to where this compile has got to. Its polygons are copied too when
    // the cell is the same, and clipped again along the copied partitions when it is not (the
    // map's bounds moved).

    void startMemo()
    {
        m_memo->nodes.clear();
        m_memo->nodes.reserve(m_map.walls.size() + m_map.walls.size() / 4);
        m_memo->mapVertices = static_cast<std::uint32_t>(m_map.vertices.size());
        m_memo->softDepth = m_softDepth;
        m_memo->splitCost = m_options.splitCost;
        m_memo->candidates = m_options.candidates;
        m_memo->reusedNodes = 0;
        m_memo->leafFrom.clear();
        m_memo->segRuns.clear();
        const BspMemo* old = m_previousMemo;
        if (!m_previous || !old || old->splitCost != m_options.splitCost ||
            old->candidates != m_options.candidates ||
            old->nodes.size() != m_previous->nodes().size() || !m_previous->hasBounds()) {
            m_previous = nullptr;
            return;
        }
        // Keeping partitions, the earlier compile's soft depth is kept too while the wall count
        // stays close: every balance weight below it would move a little with each wall drawn
        // or deleted, and the deep cells whose choice that tips would change across the map.
        if (m_keepPartitions && std::fabs(old->softDepth - m_softDepth) < kKeptSoftDepthChange) {
            m_softDepth = old->softDepth;
            m_memo->softDepth = m_softDepth;
        }
        m_previousIndex.reserve(old->nodes.size() / 4);
        for (std::size_t i = 0; i < old->nodes.size(); ++i)
            if (old->nodes[i].pieces != 0)
                m_previousIndex.emplace(old->nodes[i].pieces, static_cast<std::uint32_t>(i));
    }

    std::uint64_t fingerprintPieces(std::span<const Piece> pieces) const
    {
        const auto mapVertices = static_cast<std::int32_t>(m_map.vertices.size());
        Fingerprint f;
        for (const Piece& p : pieces) {
            const Wall& w = m_map.walls[static_cast<std::size_t>(p.wall)];
            // Split vertices count by position only: their numbers depend on what was split
            // before, elsewhere in the tree.
            const std::uint32_t v1 = p.v1 < mapVertices ? static_cast<std::uint32_t>(p.v1) : ~0u;
            const std::uint32_t v2 = p.v2 < mapVertices ? static_cast<std::uint32_t>(p.v2) : ~0u;
            f.add(p.a);
            f.add(p.b);
            f.add(std::uint64_t{v1} << 32 | v2);
            f.add(std::uint64_t{static_cast<std::uint32_t>(p.wall)} << 32 | w.flags);
            f.add(std::uint64_t{static_cast<std::uint32_t>(w.frontSector)} << 32 |
                  static_cast<std::uint32_t>(w.backSector));
            f.add(std::uint64_t{p.sides});
        }
        return f.value();
    }

    static std::uint64_t fingerprintCell(std::span<const Vec2> cell)
    {
        Fingerprint f;
        for (const Vec2& p : cell)
            f.add(p);
        return f.value();
    }

    // The balance weights over a subtree of `height` levels agree at the old and new depths.
    bool sameWeights(std::size_t oldDepth, std::size_t newDepth, std::size_t height) const
    {
        const double oldSoft = m_previousMemo->softDepth;
        if (oldSoft == m_softDepth && oldDepth == newDepth)
            return true;
        return static_cast<double>(oldDepth + height) <= oldSoft &&
               static_cast<double>(newDepth + height) <= m_softDepth;
    }

    bool reuseSubtree(const Task& task, std::uint64_t key, std::span<const Piece> pieces,
                      std::span<const Vec2> cell)
    {
        if (!m_previous)
            return false;
        const auto found = m_previousIndex.find(key);
        if (found == m_previousIndex.end())
            return false;
        const Bsp& old = *m_previous;
        const std::vector<BspMemo::Node>& oldMemo = m_previousMemo->nodes;
        const std::uint32_t j = found->second;
        const BspMemo::Node& root = oldMemo[j];
        if (!sameWeights(root.depth, task.depth, root.height))
            return false;
        const std::uint32_t end = root.end;
        const std::uint32_t vertexEnd = end < oldMemo.size()
                                            ? oldMemo[end].firstVertex
                                            : static_cast<std::uint32_t>(old.vertices().size());
        const std::uint32_t splitsEnd = end < oldMemo.size()
                                            ? oldMemo[end].splitsBefore
                                            : static_cast<std::uint32_t>(old.stats().splits);
        const BspLeaf& firstLeaf = old.leaves()[root.firstLeaf];
        const BspLeaf& lastLeaf = old.leaves()[root.leafEnd - 1];
        const std::uint32_t segBegin = firstLeaf.firstSeg;
        const std::uint32_t segEnd = lastLeaf.firstSeg + lastLeaf.segCount;

        // Split vertices made above the cell are ends of its pieces: their new numbers, by
        // position. Two numbers at one position cannot be told apart: then no reuse.
        const auto mapVertices = static_cast<std::int32_t>(m_map.vertices.size());
        m_outside.clear();
        for (const Piece& p : pieces)
            for (const auto& [pos, v] : {std::pair{p.a, p.v1}, std::pair{p.b, p.v2}})
                if (v >= mapVertices)
                    m_outside.push_back({pos, v});
        std::sort(m_outside.begin(), m_outside.end(), [](const auto& x, const auto& y) {
            return x.first.x != y.first.x ? x.first.x < y.first.x : x.first.y < y.first.y;
        });
        const auto vertexBase = static_cast<std::int32_t>(m_parts.vertices.size());
        const auto oldMapVertices = static_cast<std::int32_t>(m_previousMemo->mapVertices);
        const auto outsideVertex = [&](const Vec2& pos) -> std::int32_t {
            const auto it = std::lower_bound(
                m_outside.begin(), m_outside.end(), pos, [](const auto& x, const Vec2& q) {
                    return x.first.x != q.x ? x.first.x < q.x : x.first.y < q.y;
                });
            if (it == m_outside.end() || it->first != pos)
                return -1;
            for (auto k = it + 1; k != m_outside.end() && k->first == pos; ++k)
                if (k->second != it->second)
                    return -1;
            return it->second;
        };
        const auto newVertex = [&](std::int32_t v) -> std::int32_t {
            if (v >= static_cast<std::int32_t>(root.firstVertex) &&
                v < static_cast<std::int32_t>(vertexEnd))
                return v - static_cast<std::int32_t>(root.firstVertex) + vertexBase;
            if (v < oldMapVertices)
                return v;
            return outsideVertex(old.vertices()[static_cast<std::size_t>(v)]);
        };
        // The segs first: a vertex that cannot be placed leaves nothing behind.
        const std::size_t segBase = m_parts.segs.size();
        for (std::uint32_t k = segBegin; k < segEnd; ++k) {
            BspSeg seg = old.segs()[k];
            seg.v1 = newVertex(seg.v1);
            seg.v2 = newVertex(seg.v2);
            if (seg.v1 < 0 || seg.v2 < 0) {
                m_parts.segs.resize(segBase);
                return false;
            }
            m_parts.segs.push_back(seg);
        }
        std::vector<BspMemo::SegRun>& runs = m_memo->segRuns;
        const auto runFirst = static_cast<std::uint32_t>(segBase);
        if (!runs.empty() && runs.back().first + runs.back().count == runFirst &&
            runs.back().earlierFirst + runs.back().count == segBegin)
            runs.back().count += segEnd - segBegin;
        else if (segEnd > segBegin)
            runs.push_back({runFirst, segBegin, segEnd - segBegin});

        m_parts.vertices.insert(m_parts.vertices.end(), old.vertices().begin() + root.firstVertex,
                                old.vertices().begin() + vertexEnd);
        const auto nodeBase = static_cast<std::int32_t>(m_parts.nodes.size());
        const auto leafBase = static_cast<std::int32_t>(m_parts.leaves.size());
        const auto nodeShift = nodeBase - static_cast<std::int32_t>(j);
        const auto leafShift = leafBase - static_cast<std::int32_t>(root.firstLeaf);
        const auto moveChild = [&](BspChild c) {
            return isLeafChild(c) ? leafChild(childLeaf(c) + leafShift) : c + nodeShift;
        };
        for (std::uint32_t k = j; k < end; ++k) {
            BspNode n = old.nodes()[k];
            n.front = moveChild(n.front);
            n.back = moveChild(n.back);
            m_parts.nodes.push_back(n);
        }
        const bool sameCell = fingerprintCell(cell) == root.cell;
        const auto segShift = static_cast<std::int64_t>(segBase) - segBegin;
        const std::size_t pointBase = m_parts.points.size();
        const std::int64_t pointShift =
            static_cast<std::int64_t>(pointBase) - firstLeaf.firstPoint;
        for (std::uint32_t k = root.firstLeaf; k < root.leafEnd; ++k) {
            BspLeaf leaf = old.leaves()[k];
            leaf.firstSeg = static_cast<std::uint32_t>(leaf.firstSeg + segShift);
            leaf.firstPoint = static_cast<std::uint32_t>(leaf.firstPoint + pointShift);
            m_parts.leaves.push_back(leaf);
        }
        // The bounds go with the polygons: copied with them, or made again by clipAgain.
        m_parts.leafBoxes.insert(m_parts.leafBoxes.end(), old.leafBoxes().begin() + root.firstLeaf,
                                 old.leafBoxes().begin() + root.leafEnd);
        const auto memoBase = m_memo->nodes.size();
        for (std::uint32_t k = j; k < end; ++k) {
            BspMemo::Node n = oldMemo[k];
            n.firstLeaf = static_cast<std::uint32_t>(n.firstLeaf + leafShift);
            n.firstVertex = n.firstVertex - root.firstVertex + static_cast<std::uint32_t>(vertexBase);
            n.splitsBefore = n.splitsBefore - root.splitsBefore +
                             static_cast<std::uint32_t>(m_parts.stats.splits);
            n.depth = static_cast<std::uint16_t>(n.depth - root.depth + task.depth);
            m_memo->nodes.push_back(n);
        }
        if (sameCell) {
            // Leaves with the same polygons: say which earlier leaf each one is.
            m_memo->leafFrom.resize(static_cast<std::size_t>(leafBase), -1);
            for (std::uint32_t k = root.firstLeaf; k < root.leafEnd; ++k)
                m_memo->leafFrom.push_back(static_cast<std::int32_t>(k));
            const std::uint32_t pointEnd = lastLeaf.firstPoint + lastLeaf.pointCount;
            m_parts.points.insert(m_parts.points.end(),
                                  old.polygonPoints().begin() + firstLeaf.firstPoint,
                                  old.polygonPoints().begin() + pointEnd);
        } else {
            clipAgain(nodeBase, memoBase, cell, old, leafShift);
        }

        attach(task, nodeBase);
        m_memo->reusedNodes += end - j;
        m_parts.stats.splits += splitsEnd - root.splitsBefore;
        m_parts.stats.depth = std::max<std::size_t>(m_parts.stats.depth, task.depth + root.height);
        std::size_t interior = 0;
        for (const Piece& p : pieces)
            interior += p.interior() ? 1 : 0;
        m_resolved += interior;
        m_remaining -= std::min(m_remaining, interior);
        return true;
    }

    // Whether the leaf's polygon (just made) has exactly the points of the earlier tree's leaf.
    bool samePolygon(const BspLeaf& leaf, const Bsp& old, std::int32_t was) const
    {
        const BspLeaf& before = old.leaves()[static_cast<std::size_t>(was)];
        if (leaf.pointCount != before.pointCount)
            return false;
        const auto now = m_parts.points.begin() + leaf.firstPoint;
        const auto then = old.polygonPoints().begin() + before.firstPoint;
        return std::equal(now, now + leaf.pointCount, then);
    }

    // The polygons of a copied subtree whose cell changed: its cell clipped along the copied
    // partitions, leaf by leaf in the order of the leaves (front first, as partition() goes).
    // A leaf whose polygon comes out as it was in `old` (leafShift places before) is still a
    // copy of that leaf: when the map grows, only the leaves along the old border change.
    void clipAgain(std::int32_t nodeBase, std::size_t memoBase, std::span<const Vec2> cell,
                   const Bsp& old, std::int32_t leafShift)
    {
        struct Step {
            BspChild child;
            std::size_t first, count; // the cell, in m_clipArena
        };
        m_clipArena.assign(cell.begin(), cell.end());
        std::vector<Step> stack{{nodeBase, 0, cell.size()}};
        std::vector<Vec2> front, back;
        while (!stack.empty()) {
            const Step step = stack.back();
            stack.pop_back();
            const std::span<const Vec2> here(m_clipArena.data() + step.first, step.count);
            if (isLeafChild(step.child)) {
                const auto index = static_cast<std::size_t>(childLeaf(step.child));
                BspLeaf& leaf = m_parts.leaves[index];
                m_parts.leafBoxes[index] = appendLeafPolygon(here, m_parts, leaf);
                const auto was = static_cast<std::int32_t>(index) - leafShift;
                if (samePolygon(leaf, old, was)) {
                    if (m_memo->leafFrom.size() <= index)
                        m_memo->leafFrom.resize(index + 1, -1);
                    m_memo->leafFrom[index] = was;
                }
                m_clipArena.resize(step.first);
                continue;
            }
            const BspNode& node = m_parts.nodes[static_cast<std::size_t>(step.child)];
            BspMemo::Node& entry =
                m_memo->nodes[memoBase + static_cast<std::size_t>(step.child - nodeBase)];
            if (entry.pieces != 0)
                entry.cell = fingerprintCell(here);
            front.clear();
            back.clear();
            clipPolygon(here, Partition(node.a, node.b), front, back);
            m_clipArena.resize(step.first);
            m_clipArena.insert(m_clipArena.end(), back.begin(), back.end());
            m_clipArena.insert(m_clipArena.end(), front.begin(), front.end());
            stack.push_back({node.back, step.first, back.size()});
            stack.push_back({node.front, step.first + back.size(), front.size()});
        }
    }

    // Each node's subtree: where it ends, its leaves and its height (children come after
    // their parent, so one backward pass does it).
    void finishMemo()
    {
        std::vector<BspMemo::Node>& memo = m_memo->nodes;
        const auto leafEnd = [&](BspChild c) {
            return isLeafChild(c) ? static_cast<std::uint32_t>(childLeaf(c)) + 1
                                  : memo[static_cast<std::size_t>(c)].leafEnd;
        };
        const auto height = [&](BspChild c) {
            return isLeafChild(c) ? 0 : memo[static_cast<std::size_t>(c)].height;
        };
        const auto end = [&](BspChild c, std::uint32_t self) {
            return isLeafChild(c) ? self + 1 : memo[static_cast<std::size_t>(c)].end;
        };
        for (std::size_t i = memo.size(); i-- > 0;) {
            const BspNode& n = m_parts.nodes[i];
            const auto self = static_cast<std::uint32_t>(i);
            memo[i].end = std::max(end(n.front, self), end(n.back, self));
            memo[i].leafEnd = std::max(leafEnd(n.front), leafEnd(n.back));
            memo[i].height = static_cast<std::uint16_t>(1 + std::max(height(n.front),
                                                                     height(n.back)));
        }
    }

    // Progress: the share of wall pieces already placed on cell borders.
    bool reportProgress()
    {
        if (m_stopFlag) // a job: stopped when the compile it is part of is
            return !m_stopFlag->load(std::memory_order_relaxed);
        if (!m_progress)
            return true;
        const double total = static_cast<double>(m_resolved + m_remaining);
        const double fraction = total > 0 ? static_cast<double>(m_resolved) / total : 1.0;
        m_fraction = std::max(m_fraction, fraction);
        return m_progress(m_fraction);
    }

    // Children come after their parent, so one backward pass bounds every node. Without leaf
    // polygons there is nothing to bound.
    void computeNodeBoxes()
    {
        if (!m_options.leafPolygons)
            return;
        std::vector<BspNodeBoxes>& boxes = m_parts.nodeBoxes;
        boxes.assign(m_parts.nodes.size(), {});
        auto boxOf = [&](BspChild c) {
            if (isLeafChild(c))
                return m_parts.leafBoxes[static_cast<std::size_t>(childLeaf(c))];
            const BspNodeBoxes& n = boxes[static_cast<std::size_t>(c)];
            Box2 b = n.front;
            b.add(n.back);
            return b;
        };
        for (std::size_t i = m_parts.nodes.size(); i-- > 0;) {
            const BspNode& n = m_parts.nodes[i];
            boxes[i] = {boxOf(n.front), boxOf(n.back)};
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
    double m_softDepth = 0;

    BspMemo* m_memo = nullptr; // filled when set
    const Bsp* m_previous = nullptr; // the earlier tree, null when it cannot be reused
    const BspMemo* m_previousMemo = nullptr;
    bool m_keepPartitions = false;
    std::unordered_map<std::uint64_t, std::uint32_t> m_previousIndex; // fingerprint -> node
    std::vector<std::pair<Vec2, std::int32_t>> m_outside; // see reuseSubtree
    std::vector<Vec2> m_clipArena;                        // see clipAgain
    // Two threads (see Job): a job's compiler has m_sub set and m_stopFlag pointing at the
    // m_stop of the compiler that made it; that one holds its jobs and the pool running them
    // (declared last, so that the pool, which waits for them, goes first).
    bool m_sub = false;
    std::atomic<bool>* m_stopFlag = nullptr;
    std::atomic<bool> m_stop{false};
    std::vector<std::unique_ptr<Job>> m_jobs;
    std::unique_ptr<JobPool> m_pool;
};

} // namespace

int hardwareThreads()
{
    return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

Result<Bsp> Bsp::compile(const Map& map, const BspCompileOptions& options,
                         std::vector<BspWarning>* warnings, const ProgressFn& progress)
{
    return Compiler(map, options, warnings, progress).run();
}

Result<Bsp> Bsp::compileReusing(const Map& map, BspMemo& memo, const BspReuse& previous,
                                const BspCompileOptions& options, const ProgressFn& progress)
{
    BspCompileOptions withPolygons = options;
    withPolygons.leafPolygons = true;
    return Compiler(map, withPolygons, nullptr, progress, &memo, previous).run();
}

const std::shared_ptr<const Bsp::Tree>& Bsp::emptyTree()
{
    static const std::shared_ptr<const Tree> empty = std::make_shared<const Tree>();
    return empty;
}

Bsp::Bsp() : m_tree(emptyTree()) {}

Bsp::Bsp(Parts parts) : m_sectors(std::move(parts.sectors))
{
    parts.sectors = {}; // the heights live beside the tree, which copies share
    m_tree = std::make_shared<const Tree>(std::move(parts));
}

Bsp::Bsp(Bsp&& other) noexcept
    : m_tree(std::exchange(other.m_tree, emptyTree())), m_sectors(std::move(other.m_sectors))
{
}

Bsp& Bsp::operator=(Bsp&& other) noexcept
{
    m_tree = std::exchange(other.m_tree, emptyTree());
    m_sectors = std::move(other.m_sectors);
    return *this;
}

bool Bsp::operator==(const Bsp& o) const
{
    const Tree& a = *m_tree;
    const Tree& b = *o.m_tree;
    return m_sectors == o.m_sectors &&
           (m_tree == o.m_tree ||
            (a.vertices == b.vertices && a.segs == b.segs && a.nodes == b.nodes &&
             a.nodeBoxes == b.nodeBoxes && a.leaves == b.leaves &&
             std::equal(a.leafBoxes.begin(), a.leafBoxes.end(), b.leafBoxes.begin(),
                        b.leafBoxes.end(), sameBox) &&
             a.points == b.points && a.things == b.things && sameBox(a.rootBox, b.rootBox) &&
             a.wallCount == b.wallCount));
}

} // namespace sw
