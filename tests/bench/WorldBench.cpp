// What the editor does for each edit of a map's geometry before the avatar's collision world is
// current again, stage by stage: copy the map (the new version's snapshot), compile the BSP
// reusing the previous tree, place the things, prepare the collision world and its special
// lines. The figures in docs/performance.md ("Collision world per edit").
//
//   world_bench FILE [--map NAME] [--edits K] [--sector-edits K] [--room-edits K] [--fresh 0|1]
//
// K vertex moves (8 units, vertices spread over the map), then K floor height changes (8
// units, sectors spread over the map), for which the editor keeps the tree and builds the world
// on the previous world's wall lookup, then K rooms of four walls drawn past the map's edge and
// taken away again (`rooms`: the structural edits of drawing, deleting, undo and redo). Prints one
// JSON object with the median milliseconds of each stage and of a fresh compile for comparison, and
// of the 3D view's coloured level in chunks made from the previous version's (`chunkedLevelMs`:
// what the editor's 3D view does beside the collision world, with the new tree), and of a ray
// cast over that level (`rayCastMs`, a click's pick); and the first vertex move's stages alone
// (`firstEdit`). `--fresh 0` leaves out the fresh compile and collision world after each vertex
// move (their medians print as 0), so that a profile of the run shows the edits alone.
#include "bench/BenchTiming.h"
#include "bsp/Bsp.h"
#include "collision/CollisionWorld.h"
#include "collision/Objects.h"
#include "collision/SpecialLines.h"
#include "io/MapSource.h"
#include "scene/LevelGeometry.h"
#include "scene/SceneChunks.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace {

using swbench::Clock;
using swbench::median;
using swbench::msSince;

struct World {
    std::shared_ptr<const sw::Map> map;
    sw::Bsp bsp;
    std::shared_ptr<sw::BspMemo> memo;
    sw::ObjectSet objects;
    std::unique_ptr<sw::CollisionWorld> world;
};

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: world_bench FILE [--map NAME] [--edits K]\n");
        return 2;
    }
    std::optional<std::string> name;
    int edits = 30;
    int sectorEdits = 30;
    int roomEdits = 10;
    bool freshToo = true;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (std::strcmp(argv[i], "--map") == 0)
            name = argv[i + 1];
        else if (std::strcmp(argv[i], "--edits") == 0)
            edits = std::max(1, std::atoi(argv[i + 1]));
        else if (std::strcmp(argv[i], "--sector-edits") == 0)
            sectorEdits = std::max(1, std::atoi(argv[i + 1]));
        else if (std::strcmp(argv[i], "--room-edits") == 0)
            roomEdits = std::max(1, std::atoi(argv[i + 1]));
        else if (std::strcmp(argv[i], "--fresh") == 0)
            freshToo = std::atoi(argv[i + 1]) != 0;
    }
    auto loaded = sw::loadMap(argv[1], name);
    if (!loaded) {
        std::fprintf(stderr, "world_bench: %s\n", loaded.error().message.c_str());
        return 2;
    }
    sw::Map map = std::move(*loaded);
    if (map.vertices.empty()) {
        std::fprintf(stderr, "world_bench: the map has no vertices\n");
        return 2;
    }

    auto build = [](const sw::Map& m, const World* previous, std::vector<double>* stages) {
        auto out = std::make_unique<World>();
        auto t = Clock::now();
        out->map = std::make_shared<const sw::Map>(m);
        if (stages)
            stages[0].push_back(msSince(t));
        t = Clock::now();
        out->memo = std::make_shared<sw::BspMemo>();
        sw::BspReuse reuse;
        reuse.keepPartitions = true; // the first tree too, as the editor compiles it
        if (previous)
            reuse = {&previous->bsp, previous->memo.get(), true};
        out->bsp = std::move(*sw::Bsp::compileReusing(*out->map, *out->memo, reuse));
        if (stages)
            stages[1].push_back(msSince(t));
        t = Clock::now();
        out->objects = sw::ObjectSet(*out->map, out->bsp);
        if (stages)
            stages[2].push_back(msSince(t));
        t = Clock::now();
        // From the previous world, as the editor's derived data builds it.
        out->world = previous ? std::make_unique<sw::CollisionWorld>(out->bsp, *previous->world,
                                                                     out->memo->segRuns,
                                                                     &out->objects)
                              : std::make_unique<sw::CollisionWorld>(out->bsp, &out->objects);
        if (stages)
            stages[3].push_back(msSince(t));
        t = Clock::now();
        // As the editor makes them: the previous world's lines taken over where the walls are
        // shared.
        out->world->setSpecialLines(sw::SpecialLines::of(
            *out->map, out->bsp, previous ? previous->world->specialLinesShared() : nullptr,
            false));
        if (stages)
            stages[4].push_back(msSince(t));
        return out;
    };

    std::unique_ptr<World> current = build(map, nullptr, nullptr);
    const sw::ChunkSettings chunkSettings;
    auto level = std::make_unique<sw::ChunkedLevel>(*current->map, current->bsp, chunkSettings);
    std::vector<double> stages[5], total, fresh, freshWorld, chunked;
    for (int e = 0; e < edits; ++e) {
        const std::size_t v = (static_cast<std::size_t>(e) * 7919) % map.vertices.size();
        map.vertices[v].pos.x += (e % 2 == 0) ? 8 : -8;
        const auto t = Clock::now();
        std::unique_ptr<World> next = build(map, current.get(), stages);
        total.push_back(msSince(t));
        const auto c = Clock::now();
        // As the editor's 3D view: the leaves the compile copied keep their keys and prints.
        const sw::LeafCopies copies{current->bsp.treeHandle(), next->memo->leafFrom};
        level = std::make_unique<sw::ChunkedLevel>(*next->map, next->bsp, chunkSettings,
                                                   level.get(), &copies);
        chunked.push_back(msSince(c));
        if (!freshToo) {
            current = std::move(next);
            continue;
        }
        const auto f = Clock::now();
        auto full = sw::Bsp::compile(map);
        fresh.push_back(msSince(f));
        const auto w = Clock::now();
        sw::CollisionWorld whole(next->bsp, &next->objects);
        freshWorld.push_back(msSince(w));
        current = std::move(next);
    }

    // Rooms drawn past the map's edge (four walls, a sector) and taken away again, each a
    // world built from the one before.
    std::vector<double> roomStages[5], roomTotal;
    const sw::Box2 bounds = map.bounds();
    for (int e = 0; e < roomEdits && !map.sectors.empty(); ++e) {
        const double x0 = bounds.max.x + 64 + 512.0 * e, y0 = bounds.min.y;
        const auto v0 = static_cast<sw::Index>(map.vertices.size());
        const auto sector = static_cast<sw::Index>(map.sectors.size());
        for (const sw::Vec2 corner : {sw::Vec2{x0, y0}, sw::Vec2{x0 + 256, y0},
                                      sw::Vec2{x0 + 256, y0 + 256}, sw::Vec2{x0, y0 + 256}})
            map.vertices.push_back({corner});
        map.sectors.push_back(map.sectors.front());
        for (sw::Index k = 0; k < 4; ++k) {
            sw::Wall w;
            w.v1 = v0 + (k + 1) % 4; // clockwise: the room on the front
            w.v2 = v0 + k;
            w.frontSector = sector;
            w.front.middle = "STARTAN2";
            map.walls.push_back(w);
        }
        for (int step = 0; step < 2; ++step) {
            if (step == 1) {
                map.walls.resize(map.walls.size() - 4);
                map.sectors.pop_back();
                map.vertices.resize(map.vertices.size() - 4);
            }
            const auto t = Clock::now();
            std::unique_ptr<World> next = build(map, current.get(), roomStages);
            roomTotal.push_back(msSince(t));
            current = std::move(next);
        }
    }

    // Floor heights: the tree is kept with the new heights, and the collision world shares the
    // previous world's wall lookup (DerivedData's buildWorld does the same).
    auto rebuildHeights = [](const sw::Map& m, const World& previous, std::vector<double>* times) {
        auto out = std::make_unique<World>();
        auto t = Clock::now();
        out->map = std::make_shared<const sw::Map>(m);
        times[0].push_back(msSince(t));
        t = Clock::now();
        out->bsp = previous.bsp.withSectorHeights(*out->map);
        out->memo = previous.memo;
        times[1].push_back(msSince(t));
        t = Clock::now();
        out->objects = sw::ObjectSet(*out->map, out->bsp);
        times[2].push_back(msSince(t));
        t = Clock::now();
        out->world = std::make_unique<sw::CollisionWorld>(out->bsp, *previous.world, &out->objects);
        times[3].push_back(msSince(t));
        t = Clock::now();
        // The same tree's lines while the sectors' tags are the same (as the editor keeps them).
        out->world->setSpecialLines(
            sw::SpecialLines::of(*out->map, out->bsp, previous.world->specialLinesShared(), true));
        times[4].push_back(msSince(t));
        return out;
    };
    std::vector<double> heightStages[5], heightTotal;
    for (int e = 0; e < sectorEdits && !map.sectors.empty(); ++e) {
        const std::size_t s = (static_cast<std::size_t>(e) * 7919) % map.sectors.size();
        map.sectors[s].floorHeight += (e % 2 == 0) ? 8 : -8;
        const auto t = Clock::now();
        std::unique_ptr<World> next = rebuildHeights(map, *current, heightStages);
        heightTotal.push_back(msSince(t));
        current = std::move(next);
    }

    // A click's pick in the 3D view: 300 rays between random points of the level's box (up to
    // 300 units above it), front faces only, over the whole coloured level. `rayHitsPrint` tells
    // whether two builds hit the same (tags and distances).
    const sw::LevelGeometry whole = level->colouredLevel();
    const sw::Aabb3f box = whole.bounds();
    std::mt19937 random(1);
    std::uniform_real_distribution<float> ux(box.min.x, box.max.x), uy(box.min.y, box.max.y),
        uz(box.min.z, box.max.z + 300);
    std::vector<double> rays;
    std::uint64_t hitsPrint = 0;
    int hits = 0;
    for (int r = 0; r < 300; ++r) {
        const sw::Vec3f from(ux(random), uy(random), uz(random));
        const sw::Vec3f to(ux(random), uy(random), uz(random));
        const auto t = Clock::now();
        const std::optional<sw::LevelHit> hit = whole.rayCast(from, to - from, true);
        rays.push_back(msSince(t));
        if (hit) {
            ++hits;
            hitsPrint = hitsPrint * 1000003u + static_cast<std::uint64_t>(hit->tag.index) * 7u +
                        static_cast<std::uint64_t>(hit->tag.part) +
                        static_cast<std::uint64_t>(hit->distance * 1e6f);
        }
    }
    std::printf("{\"rayCastMs\":%.2f,\"rayHits\":%d,\"rayHitsPrint\":\"%016llx\",", median(rays),
                hits, static_cast<unsigned long long>(hitsPrint));

    std::printf("\"walls\":%zu,\"edits\":%d,\"copyMapMs\":%.2f,\"compileReusingMs\":%.2f,"
                "\"objectsMs\":%.2f,\"collisionWorldMs\":%.2f,\"specialLinesMs\":%.2f,"
                "\"totalMs\":%.2f,\"freshCompileMs\":%.2f,\"wholeCollisionWorldMs\":%.2f,"
                "\"chunkedLevelMs\":%.2f,",
                map.walls.size(), edits, median(stages[0]), median(stages[1]), median(stages[2]),
                median(stages[3]), median(stages[4]), median(total), median(fresh),
                median(freshWorld), median(chunked));
    // The first edit alone: the memory it needs beyond what the first build touched is new to
    // the process (see docs/performance.md on the first edit after opening).
    std::printf("\"firstEdit\":{\"copyMapMs\":%.2f,\"compileReusingMs\":%.2f,"
                "\"collisionWorldMs\":%.2f,\"totalMs\":%.2f},",
                stages[0].front(), stages[1].front(), stages[3].front(), total.front());
    std::printf("\"roomEdits\":%d,\"rooms\":{\"compileReusingMs\":%.2f,"
                "\"collisionWorldMs\":%.2f,\"totalMs\":%.2f},",
                roomEdits, median(roomStages[1]), median(roomStages[3]), median(roomTotal));
    std::printf("\"sectorEdits\":%d,\"heights\":{\"copyMapMs\":%.2f,\"treeMs\":%.2f,"
                "\"objectsMs\":%.2f,\"collisionWorldMs\":%.2f,\"specialLinesMs\":%.2f,"
                "\"totalMs\":%.2f}}\n",
                sectorEdits, median(heightStages[0]), median(heightStages[1]),
                median(heightStages[2]), median(heightStages[3]), median(heightStages[4]),
                median(heightTotal));
    return 0;
}
