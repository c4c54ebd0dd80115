// Compiles maps and reports time, size and memory: the numbers in docs/performance.md.
//
//   bsp_bench grid N        compile the generated grid map of about 6 N^2 walls
//   bsp_bench map FILE [--map NAME]
//
// Prints one JSON object: walls, segs, splits, leaves, nodes, depth, compile ms (the compile
// alone, without loading) and the process's peak resident memory in MB. The environment
// variables BSP_SPLIT_COST and BSP_CANDIDATES override the compile options, for tuning.
#include "bench/GridMap.h"
#include "bsp/Bsp.h"
#include "io/MapSource.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <sys/resource.h>

namespace {

double peakMegabytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0; // Linux reports kilobytes
}

int usage()
{
    std::fprintf(stderr, "usage: bsp_bench grid N | bsp_bench map FILE [--map NAME]\n");
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 3)
        return usage();
    sw::Map map;
    if (std::strcmp(argv[1], "grid") == 0) {
        swbench::GridMapLayout layout;
        layout.n = std::atoi(argv[2]);
        if (layout.n < 1)
            return usage();
        map = swbench::makeGridMap(layout);
    } else if (std::strcmp(argv[1], "map") == 0) {
        std::optional<std::string> name;
        if (argc == 5 && std::strcmp(argv[3], "--map") == 0)
            name = argv[4];
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
                "\"depth\":%zu,\"ms\":%.1f,\"peakMB\":%.1f,\"mapMB\":%.1f}\n",
                s.walls, s.segs, s.splits, s.leaves, s.nodes, s.depth, ms, peakMegabytes(),
                before);
    return 0;
}
