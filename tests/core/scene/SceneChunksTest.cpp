// The level in chunks: every element in exactly one chunk, and after random edit sequences on
// Freedoom maps (vertices moved, heights, flats, light and textures changed, things moved, rooms
// drawn and deleted, walls deleted, undo and redo) the chunks rebuilt from the previous version
// hold exactly the triangles of a fresh whole build, coloured and textured.
#include "scene/SceneChunks.h"

#include "bench/GridMap.h"
#include "core/scene/SceneTestMaps.h"
#include "game/GameConfig.h"
#include "resources/ResourceSet.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

namespace {

using sw::LevelLayer;

// Appends the bytes of a value to a key.
template <typename T> void put(std::string& key, const T& v)
{
    key.append(reinterpret_cast<const char*>(&v), sizeof(T));
}

// A layer's triangles as sorted keys: corners, normals, colours and tag, bit for bit.
std::vector<std::string> triangles(const sw::TriangleBuffer& b)
{
    std::vector<std::string> out;
    for (std::size_t t = 0; t < b.triangleCount(); ++t) {
        std::string key;
        for (std::size_t k = 3 * t; k < 3 * t + 3; ++k)
            put(key, b.positions[k]);
        put(key, b.normal(t));
        put(key, b.colours[t]);
        put(key, b.tags[t].kind);
        put(key, b.tags[t].part);
        put(key, b.tags[t].side);
        put(key, b.tags[t].index);
        out.push_back(std::move(key));
    }
    std::sort(out.begin(), out.end());
    return out;
}

// A textured buffer's triangles as sorted keys, pictures by name.
void texturedTriangles(const sw::TexturedBuffer& b, const sw::TexturedLevel& level,
                       std::vector<std::string>& out)
{
    for (std::size_t t = 0; t < b.triangleCount(); ++t) {
        std::string key;
        for (std::size_t i = 3 * t; i < 3 * t + 3; ++i) {
            const std::uint32_t k = b.indices[i];
            put(key, b.positions[k]);
            put(key, b.texels[k]);
            put(key, b.lights[k]);
            const sw::ImageEntry* e = level.images()[b.images[k]];
            key += e ? e->name : std::string("<missing>");
            key += '|';
        }
        out.push_back(std::move(key));
    }
}

void spriteKeys(const sw::TexturedLevel& level, std::vector<std::string>& out)
{
    const sw::SpriteBuffer& s = level.sprites();
    for (std::size_t i = 0; i < s.things.size(); ++i) {
        std::string key;
        put(key, s.things[i]);
        for (std::size_t k = 6 * i; k < 6 * i + 6; ++k) {
            put(key, s.anchors[k]);
            put(key, s.corners[k]);
            put(key, s.texels[k]);
            put(key, s.lights[k]);
            key += level.images()[s.images[k]]->name;
        }
        out.push_back(std::move(key));
    }
}

struct TexturedKeys {
    std::vector<std::string> solid, ceilings, sky, sprites;
    bool operator==(const TexturedKeys&) const = default;
};

TexturedKeys texturedKeys(const std::vector<const sw::TexturedLevel*>& levels)
{
    TexturedKeys keys;
    for (const sw::TexturedLevel* level : levels) {
        texturedTriangles(level->floorsAndWalls(), *level, keys.solid);
        texturedTriangles(level->ceilings(), *level, keys.ceilings);
        // The sky's texels are not used (the renderer draws a backdrop): positions only.
        sw::TexturedBuffer sky = level->sky();
        std::fill(sky.images.begin(), sky.images.end(), sw::TexturedLevel::kMissingImage);
        texturedTriangles(sky, *level, keys.sky);
        spriteKeys(*level, keys.sprites);
    }
    for (auto* v : {&keys.solid, &keys.ceilings, &keys.sky, &keys.sprites})
        std::sort(v->begin(), v->end());
    return keys;
}

// Random edits on a map, with undo and redo as whole copies.
class Editor {
public:
    explicit Editor(sw::Map map, unsigned seed) : m_map(std::move(map)), m_random(seed) {}

    const sw::Map& map() const { return m_map; }

    // One random edit; returns its name.
    std::string step()
    {
        const int kind = pick(0, 11);
        if (kind == 10 && !m_undo.empty()) {
            m_redo.push_back(m_map);
            m_map = m_undo.back();
            m_undo.pop_back();
            return "undo";
        }
        if (kind == 11 && !m_redo.empty()) {
            m_undo.push_back(m_map);
            m_map = m_redo.back();
            m_redo.pop_back();
            return "redo";
        }
        m_undo.push_back(m_map);
        m_redo.clear();
        sw::Map& m = m_map;
        switch (kind) {
        case 0: {
            sw::Vertex& v = m.vertices[index(m.vertices.size())];
            v.pos += sw::Vec2{pick(-16, 16), pick(-16, 16)};
            return "move vertex";
        }
        case 1: {
            sw::Sector& s = m.sectors[index(m.sectors.size())];
            s.floorHeight += pick(-3, 3) * 8;
            return "floor height";
        }
        case 2: {
            sw::Sector& s = m.sectors[index(m.sectors.size())];
            s.ceilingHeight += pick(-3, 3) * 8;
            return "ceiling height";
        }
        case 3: {
            sw::Sector& s = m.sectors[index(m.sectors.size())];
            static const char* const flats[] = {"FLOOR0_1", "CEIL3_5", "F_SKY1", "NUKAGE1"};
            (pick(0, 1) ? s.floorMaterial : s.ceilingMaterial) = flats[index(4)];
            s.light = pick(0, 16) * 16;
            return "flats and light";
        }
        case 4: {
            sw::Wall& w = m.walls[index(m.walls.size())];
            static const char* const textures[] = {"STARTAN3", "BROWN1", "-", "NOSUCHTX"};
            sw::WallSide& side = pick(0, 1) ? w.back : w.front;
            (pick(0, 2) == 0 ? side.upper : pick(0, 1) ? side.middle : side.lower) =
                textures[index(4)];
            side.offsetX += pick(-8, 8);
            w.flags ^= pick(0, 1) ? sw::kWallLowerUnpegged : sw::kWallUpperUnpegged;
            return "wall texture";
        }
        case 5: {
            if (m.things.empty())
                return "nothing";
            sw::Thing& t = m.things[index(m.things.size())];
            t.pos += sw::Vec2{pick(-64, 64), pick(-64, 64)};
            t.angle = pick(0, 7) * 45;
            return "move thing";
        }
        case 6: {
            sw::Thing& t = m.things[index(m.things.size())];
            static const int types[] = {3004, 2011, 50, 48};
            t.type = types[index(4)];
            return "thing type";
        }
        case 7:
        case 8: {
            // A square room somewhere, inside the map or out in the void.
            const sw::Vertex& anchor = m.vertices[index(m.vertices.size())];
            const sw::Vec2 at = anchor.pos + sw::Vec2{pick(-2000, 2000), pick(-2000, 2000)};
            const double size = pick(2, 8) * 32;
            const auto first = static_cast<sw::Index>(m.vertices.size());
            for (const sw::Vec2 corner : {sw::Vec2{0, 0}, sw::Vec2{0, 1}, sw::Vec2{1, 1},
                                          sw::Vec2{1, 0}})
                m.vertices.push_back({at + corner * size});
            sw::Sector room;
            room.floorHeight = pick(-2, 2) * 16;
            room.ceilingHeight = room.floorHeight + 128;
            room.floorMaterial = "FLOOR0_1";
            room.ceilingMaterial = "CEIL3_5";
            m.sectors.push_back(room);
            for (int i = 0; i < 4; ++i) {
                sw::Wall w;
                w.v1 = first + i;
                w.v2 = first + (i + 1) % 4;
                w.frontSector = static_cast<sw::Index>(m.sectors.size() - 1);
                w.front.middle = "STARTAN3";
                m.walls.push_back(w);
            }
            return "draw room";
        }
        default: {
            // Delete a wall: every later wall moves down one index.
            m.walls.erase(m.walls.begin() + static_cast<std::ptrdiff_t>(index(m.walls.size())));
            return "delete wall";
        }
        }
    }

private:
    int pick(int low, int high) { return std::uniform_int_distribution<int>(low, high)(m_random); }
    std::size_t index(std::size_t n)
    {
        return std::uniform_int_distribution<std::size_t>(0, n - 1)(m_random);
    }

    sw::Map m_map;
    std::mt19937 m_random;
    std::vector<sw::Map> m_undo, m_redo;
};

// A map of a Freedoom WAD with its tree, the WAD's pictures and Doom 2's game: what textured
// chunks are built from.
struct TexturedInputs {
    swtest::LoadedMap loaded;
    sw::ResourceSet set;
    std::optional<sw::GameConfig> game;

    // False (with the failure added) when the map or the game cannot be read.
    bool load(const std::string& wad, const std::string& mapName)
    {
        loaded = swtest::loadWithBsp(wad, mapName);
        set = sw::ResourceSet::load({wad});
        auto config = sw::GameConfig::load("doom2");
        if (!config) {
            ADD_FAILURE() << config.error().message;
            return false;
        }
        game = std::move(*config);
        return loaded.ok;
    }
    sw::ChunkSettings settings() const
    {
        sw::ChunkSettings s;
        s.resources = &set;
        s.game = &*game;
        return s;
    }
};

// Runs `steps` random edits and checks the chunks against a fresh build after each.
void checkEditSequence(const std::string& wad, const std::string& mapName, unsigned seed,
                       int steps, sw::ColourMode colours)
{
    TexturedInputs in;
    ASSERT_TRUE(in.load(wad, mapName));
    swtest::LoadedMap& loaded = in.loaded;
    const sw::ResourceSet& set = in.set;
    const sw::GameConfig* game = &*in.game;
    sw::ChunkSettings settings = in.settings();
    settings.options.colours = colours;

    Editor editor(loaded.map, seed);
    auto chunked = std::make_unique<sw::ChunkedLevel>(loaded.map, loaded.bsp, settings);
    const std::size_t chunkCount = chunked->chunks().size();
    EXPECT_GE(chunkCount, 16u);
    EXPECT_LE(chunkCount, 400u);
    std::size_t partlyRebuilt = 0;
    for (int step = 0; step < steps; ++step) {
        const std::string edit = editor.step();
        SCOPED_TRACE("step " + std::to_string(step) + ": " + edit);
        auto bsp = sw::Bsp::compile(editor.map());
        ASSERT_TRUE(bsp.ok()) << bsp.error().message;
        auto next =
            std::make_unique<sw::ChunkedLevel>(editor.map(), *bsp, settings, chunked.get());
        if (next->rebuiltCount() < next->chunks().size())
            ++partlyRebuilt;

        // Each chunk's list of its elements is that of its triangles, shared or built.
        for (const sw::LevelChunk& c : next->chunks()) {
            ASSERT_NE(c.coloured, nullptr);
            ASSERT_NE(c.present, nullptr);
            const sw::LevelPieceElements made = sw::LevelPieceElements::of(*c.coloured);
            ASSERT_EQ(c.present->sectors, made.sectors);
            ASSERT_EQ(c.present->walls, made.walls);
            ASSERT_EQ(c.present->things, made.things);
        }
        // The coloured level, layer by layer.
        const sw::LevelGeometry fresh(editor.map(), *bsp, settings.options);
        const sw::LevelGeometry pieces = next->colouredLevel();
        for (std::size_t l = 0; l < sw::kLevelLayerCount; ++l) {
            const auto layer = static_cast<LevelLayer>(l);
            ASSERT_EQ(triangles(pieces.layer(layer)), triangles(fresh.layer(layer)))
                << "layer " << l;
        }
        // The textured level, buffer by buffer.
        const sw::TexturedLevel freshTextured(editor.map(), *bsp, set, game);
        std::vector<const sw::TexturedLevel*> parts;
        std::vector<bool> sprites(editor.map().things.size(), false);
        for (const sw::LevelChunk& c : next->chunks()) {
            ASSERT_NE(c.textured, nullptr);
            parts.push_back(c.textured.get());
            for (const sw::Index t : c.textured->sprites().things)
                sprites[static_cast<std::size_t>(t)] = true;
        }
        ASSERT_TRUE(texturedKeys(parts) == texturedKeys({&freshTextured}));
        EXPECT_EQ(sprites, freshTextured.spriteThings());
        chunked = std::move(next);
    }
    // Most edits touch a few chunks: the others were shared, not built again.
    EXPECT_GT(partlyRebuilt, static_cast<std::size_t>(steps) / 3);
}

TEST(SceneChunks, EveryElementIsInExactlyOneChunk)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    swtest::LoadedMap loaded = swtest::loadWithBsp(wad, "MAP12");
    ASSERT_TRUE(loaded.ok);
    const sw::ChunkGrid grid = sw::ChunkGrid::forMap(loaded.map);
    const auto chunks = sw::assignChunks(grid, loaded.map, loaded.bsp);
    // MAP12 (10,884 walls) spreads over a few dozen to a few hundred chunks.
    EXPECT_GE(chunks.size(), 24u);
    EXPECT_LE(chunks.size(), 300u);
    std::vector<int> leaves(loaded.bsp.leaves().size()), walls(loaded.map.walls.size()),
        things(loaded.map.things.size());
    std::set<std::uint64_t> keys;
    for (const auto& [key, e] : chunks) {
        EXPECT_TRUE(keys.insert(key).second);
        EXPECT_FALSE(e.empty());
        for (const auto l : e.leaves)
            ++leaves[static_cast<std::size_t>(l)];
        for (const auto w : e.walls)
            ++walls[static_cast<std::size_t>(w)];
        for (const auto t : e.things)
            ++things[static_cast<std::size_t>(t)];
        // Each wall lies (by its middle) in its chunk's square.
        for (const auto w : e.walls) {
            const sw::Wall& wall = loaded.map.walls[static_cast<std::size_t>(w)];
            EXPECT_EQ(grid.keyOf((loaded.map.wallStart(wall) + loaded.map.wallEnd(wall)) * 0.5),
                      key);
        }
    }
    for (const auto* counts : {&leaves, &walls, &things})
        EXPECT_TRUE(std::all_of(counts->begin(), counts->end(), [](int n) { return n == 1; }));
}

// A highlight looks only through the chunks that list a selected element: those chunks hold
// every triangle of it.
TEST(SceneChunks, ChunksListingAnElementHoldAllItsTriangles)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    const swtest::LoadedMap loaded = swtest::loadWithBsp(wad, "MAP12");
    ASSERT_TRUE(loaded.ok);
    const sw::ChunkedLevel chunked(loaded.map, loaded.bsp, sw::ChunkSettings{});
    const sw::LevelGeometry whole(loaded.map, loaded.bsp);
    const sw::Colour colour{1, 1, 1};
    std::size_t listed = 0;
    for (const sw::Index sector : {sw::Index{0}, sw::Index{5}, sw::Index{40}})
        for (const sw::Index wall : {sw::Index{3}, sw::Index{100}}) {
            const std::vector<sw::Index> sectors{sector}, walls{wall}, none;
            const auto wanted = [&](const sw::ElementTag& t) {
                return (t.kind == sw::ElementKind::Sector && t.index == sector) ||
                       (t.kind == sw::ElementKind::Wall && t.index == wall);
            };
            sw::TriangleBuffer fromChunks;
            for (const sw::LevelChunk& c : chunked.chunks())
                if (c.present->hasAny(sectors, walls, none)) {
                    sw::appendSelected(*c.coloured, wanted, colour, ~0u, fromChunks);
                    ++listed;
                }
            const sw::TriangleBuffer all = whole.select(wanted, colour);
            EXPECT_GT(all.triangleCount(), 0u);
            EXPECT_EQ(fromChunks.triangleCount(), all.triangleCount())
                << "sector " << sector << ", wall " << wall;
        }
    // A few chunks each, not all of them.
    EXPECT_LT(listed, 6 * chunked.chunks().size() / 4);
    // Nothing listed, nothing looked through.
    const std::vector<sw::Index> none;
    for (const sw::LevelChunk& c : chunked.chunks())
        EXPECT_FALSE(c.present->hasAny(none, none, none));
}

TEST(SceneChunks, UnchangedMapRebuildsNothing)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    swtest::LoadedMap loaded = swtest::loadWithBsp(wad, "MAP01");
    ASSERT_TRUE(loaded.ok);
    const sw::ChunkedLevel first(loaded.map, loaded.bsp, {});
    EXPECT_EQ(first.rebuiltCount(), first.chunks().size());
    const sw::ChunkedLevel second(loaded.map, loaded.bsp, {}, &first);
    EXPECT_EQ(second.rebuiltCount(), 0u);
    ASSERT_EQ(second.chunks().size(), first.chunks().size());
    for (std::size_t i = 0; i < first.chunks().size(); ++i)
        EXPECT_EQ(second.chunks()[i].coloured, first.chunks()[i].coloured);
    // A light change touches only the chunks with that sector's floors, walls or things.
    sw::Map lighter = loaded.map;
    lighter.sectors[3].light += 16;
    const sw::ChunkedLevel third(lighter, loaded.bsp, {}, &second);
    EXPECT_GT(third.rebuiltCount(), 0u);
    EXPECT_LT(third.rebuiltCount(), third.chunks().size() / 2);
}

TEST(SceneChunks, RandomEditsOnMap01MatchAFreshBuild)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    checkEditSequence(wad, "MAP01", 1, 60, sw::ColourMode::ByHeight);
}

TEST(SceneChunks, RandomEditsOnMap12MatchAFreshBuild)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    checkEditSequence(wad, "MAP12", 7, 25, sw::ColourMode::BySector);
}

// A map with enough leaves for the leaves' keys and prints to be made on a second thread
// while the walls' are made on the first: a vertex moved, then a wall deleted (every later wall
// renumbered), each time the chunks from the previous version hold the triangles of a whole
// build and the signatures of a build without a previous version.
TEST(SceneChunks, EditsOnALargeGeneratedMapMatchAFreshBuild)
{
    sw::Map map = swbench::makeGridMap({.n = 64});
    // Compiled as the editor compiles an edit: the tree changes only around it.
    auto memo = std::make_unique<sw::BspMemo>();
    auto bsp = sw::Bsp::compileReusing(map, *memo);
    ASSERT_TRUE(bsp.ok()) << bsp.error().message;
    ASSERT_GE(bsp->leaves().size(), 20000u);
    auto chunked = std::make_unique<sw::ChunkedLevel>(map, *bsp, sw::ChunkSettings{});
    for (int step = 0; step < 2; ++step) {
        SCOPED_TRACE(step);
        if (step == 0)
            map.vertices[map.vertices.size() / 2].pos += sw::Vec2(5, 3);
        else
            map.walls.erase(map.walls.begin() + static_cast<std::ptrdiff_t>(map.walls.size() / 3));
        auto nextMemo = std::make_unique<sw::BspMemo>();
        auto nextBsp = sw::Bsp::compileReusing(map, *nextMemo, {&*bsp, memo.get(), true});
        ASSERT_TRUE(nextBsp.ok()) << nextBsp.error().message;
        // The leaves the compile copied keep their keys and prints. (A wall deleted from the
        // middle of the list renumbers the walls after it: the compile copies few leaves then.)
        const sw::LeafCopies copies{bsp->treeHandle(), nextMemo->leafFrom};
        bsp = std::move(nextBsp);
        memo = std::move(nextMemo);
        auto next = std::make_unique<sw::ChunkedLevel>(map, *bsp, sw::ChunkSettings{},
                                                       chunked.get(), &copies);
        if (step == 0) {
            EXPECT_LT(next->printedLeaves(), bsp->leaves().size() / 4);
        }
        const sw::ChunkedLevel whole(map, *bsp, sw::ChunkSettings{});
        // The whole build's chunks hold what assignChunks gives (keys found on two threads).
        const auto assigned = sw::assignChunks(sw::ChunkGrid::forMap(map), map, *bsp);
        ASSERT_EQ(whole.chunks().size(), assigned.size());
        for (std::size_t i = 0; i < assigned.size(); ++i) {
            ASSERT_EQ(whole.chunks()[i].key, assigned[i].first);
            const sw::ChunkElements& e = *whole.chunks()[i].elements;
            ASSERT_EQ(e.leaves, assigned[i].second.leaves);
            ASSERT_EQ(e.walls, assigned[i].second.walls);
        }
        // Every leaf once, in the square of the average of its corners.
        const sw::ChunkGrid grid = sw::ChunkGrid::forMap(map);
        std::vector<int> seen(bsp->leaves().size(), 0);
        for (const auto& [key, e] : assigned)
            for (const std::int32_t leaf : e.leaves) {
                ++seen[static_cast<std::size_t>(leaf)];
                sw::Vec2 centre{0, 0};
                const auto polygon = bsp->leafPolygon(leaf);
                for (const sw::Vec2& p : polygon)
                    centre += p;
                ASSERT_EQ(grid.keyOf(centre / static_cast<double>(polygon.size())), key);
            }
        ASSERT_TRUE(std::all_of(seen.begin(), seen.end(), [](int n) { return n == 1; }));
        ASSERT_EQ(next->chunks().size(), whole.chunks().size());
        for (std::size_t i = 0; i < whole.chunks().size(); ++i) {
            EXPECT_EQ(next->chunks()[i].key, whole.chunks()[i].key);
            EXPECT_EQ(next->chunks()[i].signature, whole.chunks()[i].signature);
        }
        EXPECT_LT(next->rebuiltCount(), next->chunks().size());
        const sw::LevelGeometry fresh(map, *bsp, {});
        const sw::LevelGeometry pieces = next->colouredLevel();
        for (std::size_t l = 0; l < sw::kLevelLayerCount; ++l) {
            const auto layer = static_cast<LevelLayer>(l);
            ASSERT_EQ(triangles(pieces.layer(layer)), triangles(fresh.layer(layer)))
                << "layer " << l;
        }
        chunked = std::move(next);
    }
}

} // namespace

// Edits of sectors' values alone keep the tree (Bsp::withSectorHeights): the chunks keep their
// elements and only those reading a changed sector are signed again. The result is the chunks a
// build without a previous version gives, signature for signature and triangle for triangle.
TEST(SceneChunks, SectorEditsOnTheSameTreeMatchAFreshBuild)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    swtest::LoadedMap loaded = swtest::loadWithBsp(wad, "MAP01");
    ASSERT_TRUE(loaded.ok);
    sw::ChunkSettings settings;
    settings.options.colours = sw::ColourMode::BySector;
    sw::Map map = loaded.map;
    sw::Bsp bsp = loaded.bsp;
    auto chunked = std::make_unique<sw::ChunkedLevel>(map, bsp, settings);
    std::mt19937 random(17);
    const auto pick = [&](int low, int high) {
        return std::uniform_int_distribution<int>(low, high)(random);
    };
    std::size_t kept = 0;
    for (int step = 0; step < 30; ++step) {
        sw::Sector& s = map.sectors[static_cast<std::size_t>(
            pick(0, static_cast<int>(map.sectors.size()) - 1))];
        switch (step % 4) {
        case 0: s.floorHeight += pick(-2, 2) * 8; break;
        case 1: s.ceilingHeight += pick(-2, 2) * 8; break;
        case 2: s.light = pick(0, 16) * 16; break;
        default: s.floorMaterial = step % 8 == 3 ? "NUKAGE1" : "FLOOR0_1"; break;
        }
        SCOPED_TRACE("step " + std::to_string(step));
        bsp = bsp.withSectorHeights(map);
        auto next = std::make_unique<sw::ChunkedLevel>(map, bsp, settings, chunked.get());
        const sw::ChunkedLevel whole(map, bsp, settings);
        ASSERT_EQ(next->chunks().size(), whole.chunks().size());
        for (std::size_t i = 0; i < whole.chunks().size(); ++i) {
            ASSERT_EQ(next->chunks()[i].key, whole.chunks()[i].key);
            ASSERT_EQ(next->chunks()[i].signature, whole.chunks()[i].signature) << "chunk " << i;
        }
        const sw::LevelGeometry fresh(map, bsp, settings.options);
        const sw::LevelGeometry pieces = next->colouredLevel();
        for (std::size_t l = 0; l < sw::kLevelLayerCount; ++l) {
            const auto layer = static_cast<LevelLayer>(l);
            ASSERT_EQ(triangles(pieces.layer(layer)), triangles(fresh.layer(layer)))
                << "layer " << l;
        }
        kept += next->chunks().size() - next->rebuiltCount();
        chunked = std::move(next);
    }
    // A sector's edit touches the few chunks that read it.
    EXPECT_GT(kept, 30 * chunked->chunks().size() / 2);
}

// Walls whose pictures alone changed keep the tree: the chunks showing one of the walls named
// as changed since the earlier version are signed again, and come out as a whole build's.
// Without their names the chunks would keep the pictures of before.
TEST(SceneChunks, WallPictureEditsOnTheSameTreeMatchAFreshBuild)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    swtest::LoadedMap loaded = swtest::loadWithBsp(wad, "MAP01");
    ASSERT_TRUE(loaded.ok);
    sw::ChunkSettings settings;
    sw::Map map = loaded.map;
    const sw::Bsp bsp = loaded.bsp;
    auto chunked = std::make_unique<sw::ChunkedLevel>(map, bsp, settings);
    std::vector<sw::Index> changed; // since the tree was made, sorted
    for (int step = 0; step < 12; ++step) {
        SCOPED_TRACE("step " + std::to_string(step));
        const auto w = static_cast<sw::Index>((step * 37) % static_cast<int>(map.walls.size()));
        sw::Wall& wall = map.walls[static_cast<std::size_t>(w)];
        (step % 2 ? wall.front.middle : wall.front.upper) = step % 4 < 2 ? "STARTAN3" : "BROWN1";
        wall.front.offsetX += 8;
        changed.insert(std::lower_bound(changed.begin(), changed.end(), w), w);
        changed.erase(std::unique(changed.begin(), changed.end()), changed.end());
        const sw::ChunkedLevel blind(map, bsp, settings, chunked.get());
        auto next =
            std::make_unique<sw::ChunkedLevel>(map, bsp, settings, chunked.get(), nullptr, changed);
        const sw::ChunkedLevel whole(map, bsp, settings);
        ASSERT_EQ(next->chunks().size(), whole.chunks().size());
        bool blindDiffers = false;
        for (std::size_t i = 0; i < whole.chunks().size(); ++i) {
            ASSERT_EQ(next->chunks()[i].signature, whole.chunks()[i].signature) << "chunk " << i;
            blindDiffers =
                blindDiffers || blind.chunks()[i].signature != whole.chunks()[i].signature;
        }
        EXPECT_TRUE(blindDiffers);
        EXPECT_LT(next->rebuiltCount(), next->chunks().size() / 4);
        chunked = std::move(next);
    }
}

TEST(SceneChunks, ReleasedBuffersStayWithTheVersionThatBuiltThem)
{
    REQUIRE_FREEDOOM(wad, "freedoom2.wad");
    TexturedInputs in;
    ASSERT_TRUE(in.load(wad, "MAP01"));
    const swtest::LoadedMap& loaded = in.loaded;
    const sw::ResourceSet& set = in.set;
    const sw::GameConfig* game = &*in.game;
    const sw::ChunkSettings settings = in.settings();
    sw::ChunkedLevel first(loaded.map, loaded.bsp, settings);
    for (const sw::LevelChunk& c : first.chunks())
        ASSERT_FALSE(c.textured->buffersReleased());
    EXPECT_EQ(first.releaseBuiltTexturedBuffers(), first.chunks().size());
    EXPECT_EQ(first.releaseBuiltTexturedBuffers(), 0u); // nothing left to release
    // Released, a chunk keeps its pictures and its sprites' things, and nothing else.
    std::vector<bool> sprites(loaded.map.things.size(), false);
    for (const sw::LevelChunk& c : first.chunks()) {
        const sw::TexturedLevel& level = *c.textured;
        EXPECT_TRUE(level.buffersReleased());
        EXPECT_TRUE(level.floorsAndWalls().empty() && level.ceilings().empty() &&
                    level.sky().empty() && level.sprites().empty());
        const sw::TexturedLevel fresh(loaded.map, loaded.bsp, set, game, c.elements->view());
        EXPECT_EQ(level.images(), fresh.images());
        EXPECT_EQ(level.sprites().things, fresh.sprites().things);
        for (const sw::Index t : level.sprites().things)
            sprites[static_cast<std::size_t>(t)] = true;
    }
    EXPECT_EQ(sprites, sw::TexturedLevel(loaded.map, loaded.bsp, set, game).spriteThings());

    // The next version releases only the chunks it built: those it shares with the first stay
    // as they are (released by the first), the ones it built keep their buffers until asked.
    sw::Map lighter = loaded.map;
    lighter.sectors[3].light += 16;
    sw::ChunkedLevel second(lighter, loaded.bsp, settings, &first);
    std::size_t shared = 0, built = 0;
    for (std::size_t i = 0; i < second.chunks().size(); ++i) {
        const sw::LevelChunk& c = second.chunks()[i];
        if (c.textured == first.chunks()[i].textured) {
            ++shared;
            EXPECT_TRUE(c.textured->buffersReleased());
        } else {
            ++built;
            EXPECT_FALSE(c.textured->buffersReleased());
        }
    }
    EXPECT_GT(shared, 0u);
    EXPECT_GT(built, 0u);
    EXPECT_EQ(second.releaseBuiltTexturedBuffers(), built);
    for (const sw::LevelChunk& c : second.chunks())
        EXPECT_TRUE(c.textured->buffersReleased());
}
