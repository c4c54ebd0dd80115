// Reuse of an earlier compile's subtrees (Bsp::compileReusing).
//
// A cell's subtree depends only on its pieces (their order, ends, vertices, walls and the
// walls' sectors and flags), its polygon, the options and the balance weights at its depths. A
// cell with the same pieces as a node of the earlier tree, where those weights agree, gets that
// node's subtree copied: its nodes, leaves, segs and split vertices, with their numbers moved to
// where this compile has got to. Its polygons are copied too when the cell is the same, and
// clipped again along the copied partitions when it is not (the map's bounds moved). Keeping
// partitions (BspReuse::keepPartitions), a cell that changed keeps the earlier tree's
// partition at its place while that still serves.
#include "base/Fingerprint.h"
#include "bsp/Compiler.h"

#include <algorithm>
#include <cmath>

namespace sw::bspbuild {

namespace {

// How much more than when it was chosen a kept partition may cost (BspReuse::keepPartitions):
// this many cuts' worth, and this share of its cost then. Its reference stays the cost it was
// chosen at, so edit after edit cannot make it drift further.
constexpr double kKeptPartitionSlackCuts = 2;
constexpr double kKeptPartitionSlackShare = 0.02;
// How far apart a leaf's points may come out from the earlier tree's, keeping partitions, for
// it to stay a copy of that leaf (samePolygon): far below any map's precision, far above the
// rounding of a clip.
constexpr double kKeptPolygonSlack = 1e-7;
// How far (in levels) the soft depth a wall count gives may move before a compile that keeps
// partitions takes the new one: 0.5 is about a quarter more or fewer walls.
constexpr double kKeptSoftDepthChange = 0.5;
// How much more than it needs a kept root cell grows by: a share of its size, and at least
// this many map units (keptRootBox, roomyRootBox).
constexpr double kRootGrowth = 0.125;
constexpr double kRootGrowthMin = 2048;

// Appends `count` elements from `from` to `to`, each then changed by fix: a block at a time,
// so that each is changed while it is still in the cache (a subtree copied from an earlier tree
// is often megabytes).
template <typename T, typename Fix>
void appendChanged(std::vector<T>& to, const T* from, std::size_t count, Fix fix)
{
    constexpr std::size_t kBlock = 256;
    for (std::size_t i = 0; i < count; i += kBlock) {
        const std::size_t n = std::min(kBlock, count - i);
        const std::size_t base = to.size();
        to.insert(to.end(), from + i, from + i + n);
        for (T* t = to.data() + base; t != to.data() + base + n; ++t)
            fix(*t);
    }
}

Vec2 rootSlack(const Box2& box)
{
    return glm::max(box.size() * kRootGrowth, Vec2{kRootGrowthMin, kRootGrowthMin});
}

} // namespace

// Keeping partitions, the root cell stays the earlier one while the map fits in it: a
// copied subtree whose cell changed is clipped again, and the corners where two partitions
// meet come out a rounding apart, which changes the leaves (and the 3D view's chunks)
// everywhere. When the map outgrows it, it grows by an eighth more (at least 2,048 units)
// on the sides it grew, so that rooms drawn one after another at an edge do not each
// change it.
Box2 Compiler::keptRootBox(const Box2& needed) const
{
    const Box2 was = m_previous->rootBox();
    if (was.empty())
        return needed;
    Box2 box = was;
    box.add(needed);
    const Vec2 slack = rootSlack(box);
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

Box2 Compiler::roomyRootBox(const Box2& needed)
{
    Box2 box = needed;
    const Vec2 slack = rootSlack(box);
    box.min -= slack;
    box.max += slack;
    return box;
}

// The earlier tree's partition of the cell at this place, if it still divides the cell
// (fewer interior pieces on each side) and costs at most a little more than when it was
// chosen; `cost` is then that reference cost, carried on.
std::optional<Partition> Compiler::keptPartition(const Task& task, std::span<const Piece> pieces,
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
    const double slack =
        kKeptPartitionSlackCuts * m_options.splitCost + kKeptPartitionSlackShare * reference;
    if (now.cost > reference + slack)
        return std::nullopt;
    cost = reference;
    return line;
}

void Compiler::startMemo()
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
    // The earlier nodes by fingerprint (the first of each), in a table of open addressing at
    // most half full: fingerprints are hashes already, and never 0, which marks a free slot.
    std::size_t keyed = 0;
    for (const BspMemo::Node& n : old->nodes)
        keyed += n.pieces != 0 ? 1 : 0;
    std::size_t slots = 16;
    while (slots < 2 * keyed)
        slots *= 2;
    m_previousIndex.assign(slots, {0, 0});
    for (std::size_t i = 0; i < old->nodes.size(); ++i) {
        const std::uint64_t key = old->nodes[i].pieces;
        if (key == 0)
            continue;
        std::size_t slot = key & (slots - 1);
        while (m_previousIndex[slot].first != 0 && m_previousIndex[slot].first != key)
            slot = (slot + 1) & (slots - 1);
        if (m_previousIndex[slot].first == 0)
            m_previousIndex[slot] = {key, static_cast<std::uint32_t>(i)};
    }
}

// The earlier node whose pieces have this fingerprint, or -1.
std::int64_t Compiler::previousNode(std::uint64_t key) const
{
    if (m_previousIndex.empty() || key == 0)
        return -1;
    const std::size_t mask = m_previousIndex.size() - 1;
    for (std::size_t slot = key & mask; m_previousIndex[slot].first != 0; slot = (slot + 1) & mask)
        if (m_previousIndex[slot].first == key)
            return m_previousIndex[slot].second;
    return -1;
}

// What a piece's fingerprint takes from its wall: its number, vertices' numbers, sectors and
// flags in one word (collectPieces makes them while it reads the walls).
std::uint64_t Compiler::wallWord(std::size_t i, const Wall& w)
{
    Fingerprint f;
    f.add(std::uint64_t{i} << 32 | w.flags);
    f.add(std::uint64_t{static_cast<std::uint32_t>(w.v1)} << 32 | static_cast<std::uint32_t>(w.v2));
    f.add(std::uint64_t{static_cast<std::uint32_t>(w.frontSector)} << 32 |
          static_cast<std::uint32_t>(w.backSector));
    return f.value();
}

std::uint64_t Compiler::fingerprintPieces(std::span<const Piece> pieces) const
{
    const auto mapVertices = static_cast<std::int32_t>(m_map.vertices.size());
    // A wide fingerprint over few words a piece: one chain of all the pieces' words made a big
    // map's edit spend a quarter of its compile here (the editor's compile of the 160,400-wall
    // grid fingerprints over half a million pieces), and reading each piece's wall for its
    // sectors and flags another third.
    WideFingerprint f;
    f.add(static_cast<std::uint64_t>(pieces.size()));
    for (const Piece& p : pieces) {
        // A piece's ends are its wall's vertices (whose numbers are in the wall's word) or
        // split vertices, which count by position only: their numbers depend on what was
        // split before, elsewhere in the tree.
        const bool splitA = p.v1 >= mapVertices, splitB = p.v2 >= mapVertices;
        f.add(m_wallWords[static_cast<std::size_t>(p.wall)] ^
              (std::uint64_t{p.sides} | std::uint64_t{splitA} << 8 | std::uint64_t{splitB} << 9));
        f.add(p.a);
        f.add(p.b);
    }
    return f.value();
}

std::uint64_t Compiler::fingerprintCell(std::span<const Vec2> cell)
{
    Fingerprint f;
    for (const Vec2& p : cell)
        f.add(p);
    return f.value();
}

// The balance weights over a subtree of `height` levels agree at the old and new depths.
bool Compiler::sameWeights(std::size_t oldDepth, std::size_t newDepth, std::size_t height) const
{
    const double oldSoft = m_previousMemo->softDepth;
    if (oldSoft == m_softDepth && oldDepth == newDepth)
        return true;
    return static_cast<double>(oldDepth + height) <= oldSoft &&
           static_cast<double>(newDepth + height) <= m_softDepth;
}

bool Compiler::reuseSubtree(const Task& task, std::uint64_t key, std::span<const Piece> pieces,
                            std::span<const Vec2> cell)
{
    if (!m_previous)
        return false;
    const std::int64_t found = previousNode(key);
    if (found < 0)
        return false;
    const Bsp& old = *m_previous;
    const std::vector<BspMemo::Node>& oldMemo = m_previousMemo->nodes;
    const auto j = static_cast<std::uint32_t>(found);
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
    // The segs first: a vertex that cannot be placed leaves nothing behind. Each range is
    // copied whole and then renumbered in place: most of a big map's tree is copied on every
    // edit, and element by element it took a third of the compile.
    const std::size_t segBase = m_parts.segs.size();
    std::size_t voidSegs = 0;
    bool placed = true;
    appendChanged(m_parts.segs, old.segs().data() + segBegin, segEnd - segBegin, [&](BspSeg& seg) {
        if (seg.v1 >= oldMapVertices)
            seg.v1 = newVertex(seg.v1);
        if (seg.v2 >= oldMapVertices)
            seg.v2 = newVertex(seg.v2);
        placed = placed && seg.v1 >= 0 && seg.v2 >= 0;
        voidSegs += seg.sector == kNone ? 1 : 0;
    });
    if (!placed) {
        m_parts.segs.resize(segBase);
        return false;
    }
    m_parts.stats.voidSegs += voidSegs;
    m_parts.stats.segs += (segEnd - segBegin) - voidSegs;
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
    appendChanged(m_parts.nodes, old.nodes().data() + j, end - j, [&](BspNode& n) {
        n.front = moveChild(n.front);
        n.back = moveChild(n.back);
    });
    const bool sameCell = fingerprintCell(cell) == root.cell;
    const auto segShift = static_cast<std::int64_t>(segBase) - segBegin;
    const std::size_t pointBase = m_parts.points.size();
    const std::int64_t pointShift = static_cast<std::int64_t>(pointBase) - firstLeaf.firstPoint;
    appendChanged(m_parts.leaves, old.leaves().data() + root.firstLeaf,
                  root.leafEnd - root.firstLeaf, [&](BspLeaf& leaf) {
                      leaf.firstSeg = static_cast<std::uint32_t>(leaf.firstSeg + segShift);
                      leaf.firstPoint = static_cast<std::uint32_t>(leaf.firstPoint + pointShift);
                  });
    // The bounds go with the polygons: copied with them, or made again by clipAgain.
    m_parts.leafBoxes.insert(m_parts.leafBoxes.end(), old.leafBoxes().begin() + root.firstLeaf,
                             old.leafBoxes().begin() + root.leafEnd);
    const auto memoBase = m_memo->nodes.size();
    const std::uint32_t vertexShift = static_cast<std::uint32_t>(vertexBase) - root.firstVertex;
    const std::uint32_t splitsShift =
        static_cast<std::uint32_t>(m_parts.stats.splits) - root.splitsBefore;
    const auto depthShift = static_cast<std::uint16_t>(task.depth - root.depth);
    appendChanged(m_memo->nodes, oldMemo.data() + j, end - j, [&](BspMemo::Node& n) {
        n.firstLeaf = static_cast<std::uint32_t>(n.firstLeaf + leafShift);
        n.leafEnd = static_cast<std::uint32_t>(n.leafEnd + leafShift);
        n.end = static_cast<std::uint32_t>(static_cast<std::int32_t>(n.end) + nodeShift);
        n.firstVertex += vertexShift;
        n.splitsBefore += splitsShift;
        n.depth = static_cast<std::uint16_t>(n.depth + depthShift);
    });
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

    // Their memo entries are complete (finishMemo), and so are their boxes when their leaves
    // are the earlier ones (computeNodeBoxes).
    m_copiedNodes.push_back({static_cast<std::uint32_t>(nodeBase), end - j, j, sameCell});
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

// Whether the leaf's polygon (just made) has the points of the earlier tree's leaf: exactly,
// or, keeping partitions, within kKeptPolygonSlack of them, when it then takes the earlier
// points and bounds. Clipped from a root cell that grew, a cell comes out a rounding apart
// from where it was wherever its sides meet partitions that reach the old border: drawing a
// room beyond the 160,400-wall grid's root cell otherwise made 14,086 of its leaves new, and
// the 3D view built half its chunks again. A fresh compile's equality is kept when partitions
// are not.
bool Compiler::samePolygon(const BspLeaf& leaf, const Bsp& old, std::int32_t was, Box2& box)
{
    const BspLeaf& before = old.leaves()[static_cast<std::size_t>(was)];
    if (leaf.pointCount != before.pointCount)
        return false;
    const auto now = m_parts.points.begin() + leaf.firstPoint;
    const auto then = old.polygonPoints().begin() + before.firstPoint;
    if (std::equal(now, now + leaf.pointCount, then))
        return true;
    if (!m_keepPartitions)
        return false;
    for (std::uint32_t k = 0; k < leaf.pointCount; ++k) {
        const Vec2 d = now[k] - then[k];
        if (std::fabs(d.x) > kKeptPolygonSlack || std::fabs(d.y) > kKeptPolygonSlack)
            return false;
    }
    std::copy(then, then + leaf.pointCount, now);
    box = old.leafBoxes()[static_cast<std::size_t>(was)];
    return true;
}

// The polygons of a copied subtree whose cell changed: its cell clipped along the copied
// partitions, leaf by leaf in the order of the leaves (front first, as partition() goes).
// A leaf whose polygon comes out as it was in `old` (leafShift places before) is still a
// copy of that leaf: when the map grows, only the leaves along the old border change.
void Compiler::clipAgain(std::int32_t nodeBase, std::size_t memoBase, std::span<const Vec2> cell,
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
            if (samePolygon(leaf, old, was, m_parts.leafBoxes[index])) {
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
void Compiler::finishMemo()
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
    // The copied subtrees' entries came complete.
    eachNodeBackward([](const CopiedNodes&) { return true; },
                     [&](std::size_t i) {
                         const BspNode& n = m_parts.nodes[i];
                         const auto self = static_cast<std::uint32_t>(i);
                         memo[i].end = std::max(end(n.front, self), end(n.back, self));
                         memo[i].leafEnd = std::max(leafEnd(n.front), leafEnd(n.back));
                         memo[i].height = static_cast<std::uint16_t>(
                             1 + std::max(height(n.front), height(n.back)));
                     });
}

} // namespace sw::bspbuild
