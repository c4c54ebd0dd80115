// The compiler's driver: turn walls into pieces, partition the plane until no wall is left
// inside any cell, then bound the nodes. Partitioning uses an explicit stack, so degenerate maps
// with very deep trees cannot overflow the call stack. Reusing an earlier compile's subtrees is
// in CompileReuse.cpp, the second thread in CompileJobs.cpp.
#include "base/ByteBuffer.h"
#include "bsp/Compiler.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <thread>

namespace sw {

namespace bspbuild {

namespace {

// Depth, as a multiple of log2(walls), past which imbalance gets dearer (see balanceWeight).
constexpr double kBalanceDepthFactor = 1.5;

// Cells with fewer pieces than this are not remembered for reuse: they partition faster than
// they would be looked up.
constexpr std::size_t kMemoMinPieces = 24;

std::string formatPoint(const Vec2& p)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "(%.1f, %.1f)", p.x, p.y);
    return buf;
}

} // namespace

Result<Bsp> Compiler::run()
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
    countSegs();
    return Bsp(std::move(m_parts));
}

// The segs facing a sector and those facing the void. Those copied from an earlier tree (the
// memo's runs) were counted as they were copied.
void Compiler::countSegs()
{
    std::size_t next = 0;
    const auto countUpTo = [&](std::size_t end) {
        for (; next < end; ++next)
            ++(m_parts.segs[next].sector == kNone ? m_parts.stats.voidSegs : m_parts.stats.segs);
    };
    if (m_memo)
        for (const BspMemo::SegRun& run : m_memo->segRuns) {
            countUpTo(run.first);
            next = run.first + run.count;
        }
    countUpTo(m_parts.segs.size());
}

void Compiler::warn(const Vec2& where, std::string message)
{
    if (m_warnings)
        m_warnings->push_back({where, std::move(message)});
}

void Compiler::copyMapData()
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
        m_parts.things.assign(m_map.things.begin(), m_map.things.end());
    m_parts.wallCount = static_cast<std::uint32_t>(m_map.walls.size());
}

bool Compiler::validVertex(Index v) const
{
    return v >= 0 && static_cast<std::size_t>(v) < m_map.vertices.size() &&
           std::isfinite(m_map.vertices[static_cast<std::size_t>(v)].pos.x) &&
           std::isfinite(m_map.vertices[static_cast<std::size_t>(v)].pos.y);
}

bool Compiler::validSector(Index s) const
{
    return s == kNone || (s >= 0 && static_cast<std::size_t>(s) < m_map.sectors.size());
}

std::vector<Piece> Compiler::collectPieces()
{
    // Room for the splits too: this becomes the arena of the cells' pieces (see partition),
    // which grows by the pieces the partitions split. Growing it would copy it and leave the
    // old block touched; room never touched costs no memory.
    std::vector<Piece> pieces;
    reserveLarge(pieces, m_map.walls.size() + m_map.walls.size() / 2);
    if (m_memo)
        m_wallWords.resize(m_map.walls.size());
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
        if (m_memo)
            m_wallWords[i] = wallWord(i, w);
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

std::vector<Vec2> Compiler::makeRootCell()
{
    Box2 box = m_bounds;
    for (const Thing& t : m_map.things)
        if (std::isfinite(t.pos.x) && std::isfinite(t.pos.y))
            box.add(t.pos);
    if (box.empty())
        box.add(Vec2{0, 0});
    box.min -= Vec2{tol::kRootMargin, tol::kRootMargin};
    box.max += Vec2{tol::kRootMargin, tol::kRootMargin};
    if (m_keepPartitions)
        box = m_previous ? keptRootBox(box) : roomyRootBox(box);
    m_parts.rootBox = box;
    return {box.min, {box.max.x, box.min.y}, box.max, {box.min.x, box.max.y}};
}

// Where a finished child goes: the parent's slot, or nowhere for the root.
void Compiler::attach(const Task& task, BspChild child)
{
    if (task.parent < 0)
        return;
    BspNode& parent = m_parts.nodes[static_cast<std::size_t>(task.parent)];
    (task.front ? parent.front : parent.back) = child;
}

// The cells wait on a stack, front above back, and their pieces and polygons lie in two
// arenas in the same order: the cell taken off the stack always owns the top of both, so
// its halves are written over it and no cell needs memory of its own.
bool Compiler::partition(std::vector<Piece> pieces, std::vector<Vec2> rootCell)
{
    m_pieces = std::move(pieces);
    if (m_options.leafPolygons)
        m_cells = std::move(rootCell);
    const std::int32_t oldRoot =
        m_keepPartitions && m_previous && !m_previous->nodes().empty() ? 0 : -1;
    return partitionFrom({0, m_pieces.size(), 0, m_cells.size(), -1, true, 0, oldRoot});
}

// Partitions the cell of `root`, whose pieces and polygon fill the arenas.
bool Compiler::partitionFrom(const Task& root)
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
        const std::span<const Piece> taskPieces(m_pieces.data() + task.firstPiece, task.pieceCount);
        const std::span<const Vec2> taskCell(m_cells.data() + task.firstPoint, task.pointCount);

        // A cell with no wall inside is a leaf.
        const bool done = std::none_of(taskPieces.begin(), taskPieces.end(),
                                       [](const Piece& p) { return p.interior(); });
        if (done) {
            attach(task, leafChild(buildLeaf(taskPieces, taskCell, m_options.leafPolygons, m_map,
                                             m_parts, m_warnings)));
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
        const Partition line =
            kept ? *kept
                 : chooseSplitter(taskPieces, m_options, balanceWeight(task.depth), scratch, &cost);
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
        stack.push_back({task.firstPiece, split.back.size(), task.firstPoint, backCell.size(), node,
                         false, depth, oldBack});
        stack.push_back({task.firstPiece + split.back.size(), split.front.size(),
                         task.firstPoint + backCell.size(), frontCell.size(), node, true, depth,
                         oldFront});
        if (wantsJob(stack))
            startJob(stack);
    }
    if (!m_jobs.empty() && !finishJobs())
        return false;
    return !m_progress || m_progress(1.0);
}

// Splits cost the same everywhere, but imbalance costs more and more once a cell lies deeper
// than a balanced tree over all the walls would reach: nested rings and long chains of
// convex walls otherwise peel one wall per level and make the tree as deep as they are long.
double Compiler::balanceWeight(std::size_t depth) const
{
    const double d = static_cast<double>(depth);
    return d <= m_softDepth ? 1.0 : 1.0 + (d - m_softDepth);
}

// Progress: the share of wall pieces already placed on cell borders.
bool Compiler::reportProgress()
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
void Compiler::computeNodeBoxes()
{
    if (!m_options.leafPolygons)
        return;
    std::vector<BspNodeBoxes>& boxes = m_parts.nodeBoxes;
    // Subtrees copied with their leaves' polygons have the earlier tree's boxes; the other
    // nodes' are made below.
    const auto sameLeaves = [](const CopiedNodes& c) { return c.sameLeaves; };
    boxes.clear();
    boxes.reserve(m_parts.nodes.size());
    for (const CopiedNodes& c : m_copiedNodes)
        if (sameLeaves(c)) {
            boxes.resize(c.first);
            const auto from = m_previous->nodeBoxes().begin() + c.earlierFirst;
            boxes.insert(boxes.end(), from, from + c.count);
        }
    boxes.resize(m_parts.nodes.size());
    auto boxOf = [&](BspChild c) {
        if (isLeafChild(c))
            return m_parts.leafBoxes[static_cast<std::size_t>(childLeaf(c))];
        const BspNodeBoxes& n = boxes[static_cast<std::size_t>(c)];
        Box2 b = n.front;
        b.add(n.back);
        return b;
    };
    eachNodeBackward(sameLeaves, [&](std::size_t i) {
        const BspNode& n = m_parts.nodes[i];
        boxes[i] = {boxOf(n.front), boxOf(n.back)};
    });
}

} // namespace bspbuild

int hardwareThreads()
{
    return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

Result<Bsp> Bsp::compile(const Map& map, const BspCompileOptions& options,
                         std::vector<BspWarning>* warnings, const ProgressFn& progress)
{
    return bspbuild::Compiler(map, options, warnings, progress).run();
}

Result<Bsp> Bsp::compileReusing(const Map& map, BspMemo& memo, const BspReuse& previous,
                                const BspCompileOptions& options, const ProgressFn& progress)
{
    BspCompileOptions withPolygons = options;
    withPolygons.leafPolygons = true;
    return bspbuild::Compiler(map, withPolygons, nullptr, progress, &memo, previous).run();
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
