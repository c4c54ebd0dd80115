// A compile on two threads (BspCompileOptions::threads). Along the path the first thread takes
// down the tree (the front child each time), the back half of each cell with enough pieces
// becomes a job, up to kMaxJobs of them, done by a JobPool (the second thread takes the oldest,
// the largest, first). Each job is partitioned by a compiler of its own, which starts from a
// copy of the vertices made so far. In the one-thread order every job's subtree comes after
// the first thread's part, the newest job's first, so the jobs' trees are appended in that
// order, renumbered: the result is the same tree, to the bit.
#include "bsp/Compiler.h"

#include <algorithm>

namespace sw::bspbuild {

namespace {

constexpr std::size_t kMaxJobs = 2;
// A cell's back half becomes a job when it has at least this many wall pieces: below it,
// handing it over costs about what it saves.
constexpr std::size_t kMinPiecesForWorker = 128;
// ... and only in maps of at most this many walls. A job builds its half in tables of its own,
// copied into the tree at the end, so peak memory grows with the map: a 52,000-wall map's
// export would go from 25 to 35 MB. Small maps, whose exports take a few milliseconds, gain the
// most (E1M2's export 6.2 -> 4.8-5.0 ms) for a few hundred kilobytes.
constexpr std::size_t kMaxPiecesForThreads = 3072;

} // namespace

// Whether the back half just pushed (below the front on the stack) becomes a job: only on
// this thread's path (nothing else waits on the stack), when it is large enough.
bool Compiler::wantsJob(const std::vector<Task>& stack) const
{
    return m_options.threads > 1 && !m_sub && !m_memo && !m_previous && stack.size() == 2 &&
           m_initial <= kMaxPiecesForThreads && stack.front().pieceCount >= kMinPiecesForWorker &&
           m_jobs.size() < kMaxJobs;
}

// Takes the back half (below the front on the stack) away as a job.
void Compiler::startJob(std::vector<Task>& stack)
{
    const Task back = stack.front();
    stack.erase(stack.begin());
    auto job = std::make_unique<Job>();
    static const ProgressFn kNoProgress;
    job->compiler = std::make_unique<Compiler>(m_map, m_options,
                                               m_warnings ? &job->warnings : nullptr, kNoProgress);
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
void Compiler::stopJobs()
{
    m_stop = true;
    m_pool.reset();
    m_jobs.clear();
}

// Waits for the jobs and appends their trees; false when the compile was stopped.
bool Compiler::finishJobs()
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
void Compiler::appendJob(Job& job)
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
    m_parts.leafBoxes.insert(m_parts.leafBoxes.end(), from.leafBoxes.begin(), from.leafBoxes.end());
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

} // namespace sw::bspbuild
