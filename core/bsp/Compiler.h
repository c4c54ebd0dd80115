#pragma once

// The BSP compiler's driver, shared by its files: Compile.cpp (pieces, the root cell, the
// partition loop, progress, the node boxes), CompileReuse.cpp (copying and keeping an earlier
// compile's subtrees and partitions) and CompileJobs.cpp (a second thread). The phases it
// calls are in BspBuild.h. Not part of the library's interface.

#include "base/JobPool.h"
#include "bsp/BspBuild.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace sw::bspbuild {

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
        : m_map(map), m_options(options), m_warnings(warnings), m_progress(progress), m_memo(memo),
          m_previous(reuse.bsp), m_previousMemo(reuse.memo), m_keepPartitions(reuse.keepPartitions)
    {
    }

    Result<Bsp> run();

private:
    // Compile.cpp
    void warn(const Vec2& where, std::string message);
    void copyMapData();
    bool validVertex(Index v) const;
    bool validSector(Index s) const;
    std::vector<Piece> collectPieces();
    std::vector<Vec2> makeRootCell();
    void attach(const Task& task, BspChild child);
    bool partition(std::vector<Piece> pieces, std::vector<Vec2> rootCell);
    bool partitionFrom(const Task& root);
    double balanceWeight(std::size_t depth) const;
    bool reportProgress();
    void computeNodeBoxes();
    void countSegs();
    // Calls visit(i) for every node, last to first, but those of the copied ranges (see
    // m_copiedNodes) that `skip` accepts: children come after their parents, so each node is
    // visited after its children.
    template <typename Skip, typename Visit> void eachNodeBackward(Skip skip, Visit visit) const
    {
        std::size_t i = m_parts.nodes.size();
        for (auto c = m_copiedNodes.rbegin(); c != m_copiedNodes.rend(); ++c) {
            if (!skip(*c))
                continue;
            while (i > std::size_t{c->first} + c->count)
                visit(--i);
            i = c->first;
        }
        while (i > 0)
            visit(--i);
    }

    // CompileReuse.cpp
    Box2 keptRootBox(const Box2& needed) const;
    // The root cell of a compile that will keep its partitions: room on every side.
    static Box2 roomyRootBox(const Box2& needed);
    std::optional<Partition> keptPartition(const Task& task, std::span<const Piece> pieces,
                                           double& cost) const;
    void startMemo();
    static std::uint64_t wallWord(std::size_t i, const Wall& w);
    std::uint64_t fingerprintPieces(std::span<const Piece> pieces) const;
    static std::uint64_t fingerprintCell(std::span<const Vec2> cell);
    std::int64_t previousNode(std::uint64_t key) const;
    bool sameWeights(std::size_t oldDepth, std::size_t newDepth, std::size_t height) const;
    bool reuseSubtree(const Task& task, std::uint64_t key, std::span<const Piece> pieces,
                      std::span<const Vec2> cell);
    // Takes the earlier points (and `box`, their bounds) when they differ by a rounding.
    bool samePolygon(const BspLeaf& leaf, const Bsp& old, std::int32_t was, Box2& box);
    void clipAgain(std::int32_t nodeBase, std::size_t memoBase, std::span<const Vec2> cell,
                   const Bsp& old, std::int32_t leafShift);
    void finishMemo();

    // CompileJobs.cpp: a back half of a cell partitioned on the second thread, by a compiler of
    // its own, and its tree appended afterwards.
    struct Job {
        std::unique_ptr<Compiler> compiler;
        std::vector<BspWarning> warnings;
        Task root;
        std::size_t vertexBase = 0; // the vertices it starts with, this thread's first ones
        std::int32_t parent = 0;    // the node whose back child its tree is
        bool finished = false;      // not stopped
    };
    bool wantsJob(const std::vector<Task>& stack) const;
    void startJob(std::vector<Task>& stack);
    void stopJobs();
    bool finishJobs();
    void appendJob(Job& job);

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

    BspMemo* m_memo = nullptr;       // filled when set
    const Bsp* m_previous = nullptr; // the earlier tree, null when it cannot be reused
    const BspMemo* m_previousMemo = nullptr;
    bool m_keepPartitions = false;
    // Earlier nodes by fingerprint (see startMemo and previousNode).
    std::vector<std::pair<std::uint64_t, std::uint32_t>> m_previousIndex;
    // The node ranges copied from the earlier tree, in order; `sameLeaves` when their leaves'
    // polygons were copied too (not clipped again).
    struct CopiedNodes {
        std::uint32_t first = 0, count = 0, earlierFirst = 0;
        bool sameLeaves = false;
    };
    std::vector<CopiedNodes> m_copiedNodes;
    std::vector<std::pair<Vec2, std::int32_t>> m_outside;             // see reuseSubtree
    std::vector<Vec2> m_clipArena;                                    // see clipAgain
    std::vector<std::uint64_t> m_wallWords;                           // see fingerprintPieces
    // Two threads (see Job): a job's compiler has m_sub set and m_stopFlag pointing at the
    // m_stop of the compiler that made it; that one holds its jobs and the pool running them
    // (declared last, so that the pool, which waits for them, goes first).
    bool m_sub = false;
    std::atomic<bool>* m_stopFlag = nullptr;
    std::atomic<bool> m_stop{false};
    std::vector<std::unique_ptr<Job>> m_jobs;
    std::unique_ptr<JobPool> m_pool;
};

} // namespace sw::bspbuild
