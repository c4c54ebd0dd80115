// Compiles maps and reports time, size and memory: the numbers in docs/performance.md.
//
//   bsp_bench grid N [--edits K]       compile the generated grid map of about 6 N^2 walls
//   bsp_bench map FILE [--map NAME] [--edits K] [--sector-edits K]
//
// With --edits K, K vertex moves follow (8 units each, vertices spread over the map), each
// compiled afresh and with the previous tree's subtrees (Bsp::compileReusing); the medians of
// both are added to the output ("freshMs", "reusingMs", "reusedShare").
// With --sector-edits K, K sector moves follow (every vertex of a sector, 8 units), each
// compiled reusing the previous tree exactly and keeping its partitions (BspReuse::
// keepPartitions), each from its own previous tree: "sectorExactMs", "sectorKeptMs" and the
// shares of the nodes copied, "sectorExactShare", "sectorKeptShare". With --sector S, every
// one of them moves sector S, up and down by turns (as editor_edit_benchmark's "move a
// sector", which moves the middle sector of the list).
//
// With --repeat K, the compile as export-wad runs it (no leaf polygons) K times, on one thread
// and on two, and the Doom tree made from it K times: the medians "nodesOnlyMs",
// "twoThreadsMs" and "doomTreeMs".
//
// Prints one JSON object: walls, segs, splits, leaves, nodes, depth, compile ms (the compile
// alone, without loading) and the process's peak resident memory in MB. The environment
// variables BSP_SPLIT_COST and BSP_CANDIDATES override the compile options, for tuning.
#include "bench/BenchTiming.h"
#include "bench/GridMap.h"
#include "bsp/Bsp.h"
#include "core/support/MapEdits.h"
#include "doom/DoomNodes.h"
#include "io/MapSource.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <sys/resource.h>
#include <vector>

namespace {

double peakMegabytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0; // Linux reports kilobytes
}

int usage()
{
    std::fprintf(stderr, "usage: bsp_bench grid N [--edits K] [--repeat K] | "
                         "bsp_bench map FILE [--map NAME] [--edits K] [--repeat K]\n");
    return 2;
}

using swbench::median;
using swbench::msSince;

} // namespace

int main(int argc, char** argv)
{
    if (argc < 3)
        return usage();
    int edits = 0, sectorEdits = 0, repeat = 0;
    long onlySector = -1;
    std::optional<std::string> name;
    for (int i = 3; i + 1 < argc; i += 2) {
        if (std::strcmp(argv[i], "--edits") == 0)
            edits = std::atoi(argv[i + 1]);
        else if (std::strcmp(argv[i], "--sector-edits") == 0)
            sectorEdits = std::atoi(argv[i + 1]);
        else if (std::strcmp(argv[i], "--sector") == 0)
            onlySector = std::atol(argv[i + 1]);
        else if (std::strcmp(argv[i], "--repeat") == 0)
            repeat = std::atoi(argv[i + 1]);
        else if (std::strcmp(argv[i], "--map") == 0)
            name = argv[i + 1];
        else
            return usage();
    }
    if ((argc - 3) % 2 != 0)
        return usage();
    sw::Map map;
    if (std::strcmp(argv[1], "grid") == 0) {
        swbench::GridMapLayout layout;
        layout.n = std::atoi(argv[2]);
        if (layout.n < 1)
            return usage();
        map = swbench::makeGridMap(layout);
    } else if (std::strcmp(argv[1], "map") == 0) {
        auto loaded = sw::loadMap(argv[2], name);
        if (!loaded) {
            std::fprintf(stderr, "bsp_bench: %s\n", loaded.error().message.c_str());
            return 2;
        }
        map = std::move(*loaded);
    } else {
        return usage();
    }

    sw::BspCompileOptions options;
    if (const char* v = std::getenv("BSP_SPLIT_COST"))
        options.splitCost = std::atof(v);
    if (const char* v = std::getenv("BSP_CANDIDATES"))
        options.candidates = std::atoi(v);
    const double before = peakMegabytes();
    const auto start = std::chrono::steady_clock::now();
    auto bsp = sw::Bsp::compile(map, options);
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
            .count();
    if (!bsp) {
        std::fprintf(stderr, "bsp_bench: %s\n", bsp.error().message.c_str());
        return 2;
    }
    const sw::BspStats& s = bsp->stats();
    std::printf("{\"walls\":%zu,\"segs\":%zu,\"splits\":%zu,\"leaves\":%zu,\"nodes\":%zu,"
                "\"depth\":%zu,\"ms\":%.1f,\"peakMB\":%.1f,\"mapMB\":%.1f",
                s.walls, s.segs, s.splits, s.leaves, s.nodes, s.depth, ms, peakMegabytes(),
                before);
    if (repeat > 0) {
        // The same compile again, as export-wad runs it (no leaf polygons): the median, for
        // telling apart changes smaller than one run's spread.
        sw::BspCompileOptions nodesOnly = options;
        nodesOnly.leafPolygons = false;
        // The median of `repeat` compiles with these options; a negative value when one of them
        // does not make the tree the first compile made.
        const auto medianCompile = [&](const sw::BspCompileOptions& o) {
            std::vector<double> times;
            for (int r = 0; r < repeat; ++r) {
                const auto t0 = std::chrono::steady_clock::now();
                auto again = sw::Bsp::compile(map, o);
                times.push_back(msSince(t0));
                if (!again || again->stats().segs != s.segs)
                    return -1.0;
            }
            return median(times);
        };
        // On two threads as well (export-wad's compile, on maps of up to 3,072 walls).
        sw::BspCompileOptions twoThreads = nodesOnly;
        twoThreads.threads = 2;
        const double oneMs = medianCompile(nodesOnly), twoMs = medianCompile(twoThreads);
        if (oneMs < 0 || twoMs < 0) {
            std::fprintf(stderr, "bsp_bench: a repeated compile differs\n");
            return 1;
        }
        std::printf(",\"repeat\":%d,\"nodesOnlyMs\":%.3f", repeat, oneMs);
        // The Doom tree export-wad makes from it (vanilla: split points on integers).
        auto tree = sw::Bsp::compile(map, nodesOnly);
        std::vector<double> doomTimes;
        for (int r = 0; tree && r < repeat; ++r) {
            const auto t0 = std::chrono::steady_clock::now();
            const sw::DoomNodeTree doom = sw::buildDoomNodes(map, *tree, true);
            doomTimes.push_back(msSince(t0));
        }
        std::printf(",\"twoThreadsMs\":%.3f,\"doomTreeMs\":%.3f", twoMs, median(doomTimes));
    }
    if (edits > 0 && !map.vertices.empty()) {
        sw::BspMemo memo;
        auto tree = sw::Bsp::compileReusing(map, memo, {}, options);
        std::vector<double> fresh, reusing, share;
        for (int e = 0; e < edits; ++e) {
            const std::size_t v = (static_cast<std::size_t>(e) * 7919) % map.vertices.size();
            map.vertices[v].pos.x += (e % 2 == 0) ? 8 : -8;
            auto t0 = std::chrono::steady_clock::now();
            auto full = sw::Bsp::compile(map, options);
            fresh.push_back(msSince(t0));
            sw::BspMemo next;
            t0 = std::chrono::steady_clock::now();
            auto again = sw::Bsp::compileReusing(map, next, {&*tree, &memo}, options);
            reusing.push_back(msSince(t0));
            if (!full || !again || !(*full == *again)) {
                std::fprintf(stderr, "bsp_bench: the reusing compile differs after edit %d\n", e);
                return 1;
            }
            share.push_back(static_cast<double>(next.reusedNodes) /
                            static_cast<double>(std::max<std::size_t>(1, again->nodes().size())));
            tree = std::move(again);
            memo = std::move(next);
        }
        std::printf(",\"edits\":%d,\"freshMs\":%.2f,\"reusingMs\":%.2f,\"reusedShare\":%.3f",
                    edits, median(fresh), median(reusing), median(share));
    }
    if (sectorEdits > 0 && !map.sectors.empty()) {
        sw::BspMemo exactMemo, keptMemo;
        auto exact = sw::Bsp::compileReusing(map, exactMemo, {}, options);
        auto kept = sw::Bsp::compileReusing(map, keptMemo, {}, options);
        std::vector<double> exactMs, keptMs, exactShare, keptShare;
        const auto shareOf = [](const sw::BspMemo& memo, const sw::Bsp& tree) {
            return static_cast<double>(memo.reusedNodes) /
                   static_cast<double>(std::max<std::size_t>(1, tree.nodes().size()));
        };
        for (int e = 0; e < sectorEdits; ++e) {
            const auto sector =
                onlySector >= 0
                    ? static_cast<sw::Index>(onlySector)
                    : static_cast<sw::Index>((static_cast<std::size_t>(e) * 7919) %
                                             map.sectors.size());
            const sw::Vec2 by = onlySector >= 0 ? sw::Vec2{0, e % 2 == 0 ? 8.0 : -8.0}
                                                : sw::Vec2{e % 2 == 0 ? 8.0 : -8.0, 0};
            swtest::moveVertices(map, swtest::sectorVertexFlags(map, sector), by);
            sw::BspMemo exactNext, keptNext;
            auto t0 = std::chrono::steady_clock::now();
            auto exactAgain = sw::Bsp::compileReusing(map, exactNext, {&*exact, &exactMemo}, options);
            exactMs.push_back(msSince(t0));
            t0 = std::chrono::steady_clock::now();
            auto keptAgain =
                sw::Bsp::compileReusing(map, keptNext, {&*kept, &keptMemo, true}, options);
            keptMs.push_back(msSince(t0));
            if (!exactAgain || !keptAgain)
                return 1;
            exactShare.push_back(shareOf(exactNext, *exactAgain));
            keptShare.push_back(shareOf(keptNext, *keptAgain));
            exact = std::move(exactAgain);
            exactMemo = std::move(exactNext);
            kept = std::move(keptAgain);
            keptMemo = std::move(keptNext);
        }
        std::printf(",\"sectorEdits\":%d,\"sectorExactMs\":%.2f,\"sectorKeptMs\":%.2f,"
                    "\"sectorExactShare\":%.3f,\"sectorKeptShare\":%.3f,\"keptSegs\":%zu,"
                    "\"exactSegs\":%zu",
                    sectorEdits, median(exactMs), median(keptMs), median(exactShare),
                    median(keptShare), kept->stats().segs, exact->stats().segs);
    }
    std::printf("}\n");
    return 0;
}
