// Times the map analysis on a map (default: MAP12 of freedoom2.wad, the largest): the checks
// alone, and with loading and the BSP compile. Prints medians of several runs and the count of
// findings per kind. Then the checks again on the same tree with the reachability flood's leaf
// links kept from one analysis to the next, as the editor keeps them while edits change only
// sector values ("same_tree_s"; the first run, which makes the links, is not counted), and with
// the walls' collision world shared as the editor shares it but the links made each time
// ("shared_world_s"), and after a vertex move with the links carried over from the earlier
// tree ("moved_vertex_s").
// usage: analysis_bench [WAD MAP] [RUNS]
#include "analysis/Analysis.h"
#include "analysis/LeafLinks.h"
#include "collision/CollisionWorld.h"
#include "bench/BenchTiming.h"
#include "core/support/EditedTree.h"
#include "core/support/Freedoom.h"
#include "io/MapSource.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <optional>
#include <string>

namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t)
{
    return std::chrono::duration<double>(Clock::now() - t).count();
}

using swbench::median;

} // namespace

int main(int argc, char** argv)
{
    const std::string wad = argc > 2 ? argv[1] : swtest::freedoomWad("freedoom2.wad");
    const std::string name = argc > 2 ? argv[2] : "MAP12";
    const int runs = argc > 3 ? std::max(1, std::atoi(argv[3])) : 7;
    if (wad.empty()) {
        std::fprintf(stderr, "freedoom2.wad is missing: install the Debian package freedoom\n");
        return 2;
    }
    std::vector<double> checks, total, sameTree;
    std::map<std::string, int> counts;
    std::optional<sw::Map> last;
    std::optional<sw::Bsp> lastBsp;
    for (int r = 0; r < runs; ++r) {
        const auto t0 = Clock::now();
        auto map = sw::loadMap(wad, name);
        if (!map) {
            std::fprintf(stderr, "%s\n", map.error().message.c_str());
            return 2;
        }
        auto bsp = sw::Bsp::compile(*map);
        if (!bsp)
            return 2;
        const auto t1 = Clock::now();
        const auto findings = sw::analyzeMap(*map, *bsp, {}, {});
        checks.push_back(since(t1));
        total.push_back(since(t0));
        counts.clear();
        for (const sw::Finding& f : findings)
            ++counts[f.kind];
        last = std::move(*map);
        lastBsp = std::move(*bsp);
    }
    const sw::CollisionWorld walls(*lastBsp);
    sw::LeafLinksCache links;
    sw::AnalysisOptions options;
    options.walls = &walls;
    options.leafLinks = &links;
    for (int r = 0; r <= runs; ++r) {
        const auto t = Clock::now();
        const auto findings = sw::analyzeMap(*last, *lastBsp, {}, options);
        if (r > 0)
            sameTree.push_back(since(t));
    }
    // The same with the walls' world shared but the links made each time, to tell the two apart.
    std::vector<double> sharedWorld;
    sw::AnalysisOptions worldOnly;
    worldOnly.walls = &walls;
    for (int r = 0; r < runs; ++r) {
        const auto t = Clock::now();
        const auto findings = sw::analyzeMap(*last, *lastBsp, {}, worldOnly);
        sharedWorld.push_back(since(t));
    }
    // After a vertex moved: the tree compiled keeping the earlier one's partitions, the links
    // carried over from the earlier tree's for the leaves it copied (the editor's path after an
    // edit of walls or vertices): the analysis alone, the compile and world not counted.
    std::vector<double> moved;
    {
        sw::Map edited = *last;
        swtest::EditedTree tree;
        tree.compile(edited);
        auto cache = std::make_shared<sw::LeafLinksCache>();
        cache->get(tree.tree(), sw::CollisionWorld(tree.tree()));
        for (int r = 0; r < runs; ++r) {
            const std::size_t v = (static_cast<std::size_t>(r) * 7919) % edited.vertices.size();
            edited.vertices[v].pos.x += 8;
            tree.compile(edited);
            const sw::CollisionWorld world(tree.tree());
            cache = std::make_shared<sw::LeafLinksCache>(
                *cache, std::make_shared<const std::vector<std::int32_t>>(tree.memo().leafFrom));
            sw::AnalysisOptions carried;
            carried.walls = &world;
            carried.leafLinks = cache.get();
            const auto t = Clock::now();
            const auto findings = sw::analyzeMap(edited, tree.tree(), {}, carried);
            moved.push_back(since(t));
        }
    }
    const std::size_t linkCount = links.get(*lastBsp, walls)->linkCount();
    std::printf("map=%s runs=%d analysis_s=%.4f with_load_and_compile_s=%.4f shared_world_s=%.4f "
                "same_tree_s=%.4f moved_vertex_s=%.4f links=%zu\n",
                name.c_str(), runs, median(checks), median(total), median(sharedWorld),
                median(sameTree), median(moved), linkCount);
    for (const auto& [kind, n] : counts)
        std::printf("  %s %d\n", kind.c_str(), n);
    return 0;
}
