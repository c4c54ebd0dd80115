#include "scene/SceneChunks.h"

#include "base/Fingerprint.h"
#include "game/GameConfig.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <future>
#include <unordered_map>

namespace sw {

namespace {

// What the builders read of a sector (its index goes in separately: triangles are tagged with it).
std::uint64_t sectorFingerprint(const Sector& s)
{
    Fingerprint h;
    h.add(s.floorHeight);
    h.add(s.ceilingHeight);
    h.add(s.floorMaterial);
    h.add(s.ceilingMaterial);
    h.add(s.light);
    return h.value();
}

void addWallSide(WideFingerprint& h, const WallSide& side)
{
    // The names by number (the same text, the same number): two words, no text read.
    h.add(std::uint64_t{side.upper.id()} << 32 | side.middle.id());
    h.add(side.lower.id());
    h.add(side.offsetX);
    h.add(side.offsetY);
}

class ChunkSigner {
public:
    ChunkSigner(const Map& map, const Bsp& bsp, const MeshLookup& meshes)
        : m_map(map), m_bsp(bsp), m_meshes(meshes)
    {
        m_sectors.reserve(map.sectors.size());
        for (const Sector& s : map.sectors)
            m_sectors.push_back(sectorFingerprint(s));
    }

    // Per sector, what the builders read of it.
    const std::vector<std::uint64_t>& sectorPrints() const { return m_sectors; }

    // Whether the elements read a sector flagged in `changed` (indexed like sectorPrints).
    bool reads(const ChunkElements& e, const std::vector<char>& changed) const
    {
        const auto flagged = [&](Index s) {
            return s >= 0 && static_cast<std::size_t>(s) < changed.size() &&
                   changed[static_cast<std::size_t>(s)] != 0;
        };
        for (const std::int32_t leaf : e.leaves)
            if (flagged(m_bsp.leaves()[static_cast<std::size_t>(leaf)].sector))
                return true;
        for (const Index w : e.walls) {
            const Wall& wall = m_map.walls[static_cast<std::size_t>(w)];
            if (flagged(wall.frontSector) || flagged(wall.backSector))
                return true;
        }
        for (const Index t : e.things)
            if (!m_bsp.leaves().empty() &&
                flagged(m_bsp.sectorAt(m_map.things[static_cast<std::size_t>(t)].pos)))
                return true;
        return false;
    }

    // What a leaf's triangles are built from, but its sector's values: the sector's number
    // and the leaf's polygon.
    std::uint64_t leafPrint(std::int32_t leaf) const
    {
        WideFingerprint h;
        h.add(std::int32_t{1});
        h.add(m_bsp.leaves()[static_cast<std::size_t>(leaf)].sector);
        const std::span<const Vec2> polygon = m_bsp.leafPolygon(leaf);
        h.add(static_cast<std::uint64_t>(polygon.size()));
        for (const Vec2& p : polygon)
            h.add(p);
        return h.value();
    }

    // The same of a wall: its number, ends, sectors' numbers, flags and sides.
    std::uint64_t wallPrint(Index w) const
    {
        const Wall& wall = m_map.walls[static_cast<std::size_t>(w)];
        WideFingerprint h;
        h.add(std::int32_t{2});
        h.add(w);
        h.add(m_map.wallStart(wall));
        h.add(m_map.wallEnd(wall));
        h.add(wall.frontSector);
        h.add(wall.backSector);
        h.add(wall.flags);
        addWallSide(h, wall.front);
        addWallSide(h, wall.back);
        return h.value();
    }

    // A chunk's signature: its elements' prints (from `leafPrint` and `wallPrint`, which
    // compute them or look them up) with their sectors' values, and its things.
    template <typename LeafPrint, typename WallPrint>
    std::uint64_t sign(const ChunkElements& e, LeafPrint&& leafPrint, WallPrint&& wallPrint) const
    {
        WideFingerprint h;
        for (const std::int32_t leaf : e.leaves) {
            h.add(leafPrint(leaf));
            h.add(sectorPrint(m_bsp.leaves()[static_cast<std::size_t>(leaf)].sector));
        }
        for (const Index w : e.walls) {
            const Wall& wall = m_map.walls[static_cast<std::size_t>(w)];
            h.add(wallPrint(w));
            h.add(sectorPrint(wall.frontSector));
            h.add(sectorPrint(wall.backSector));
        }
        for (const Index t : e.things)
            addThing(h, t);
        return h.value();
    }
    std::uint64_t sign(const ChunkElements& e) const
    {
        return sign(
            e, [this](std::int32_t leaf) { return leafPrint(leaf); },
            [this](Index w) { return wallPrint(w); });
    }

private:
    std::uint64_t sectorPrint(Index s) const
    {
        return s >= 0 && static_cast<std::size_t>(s) < m_sectors.size()
                   ? m_sectors[static_cast<std::size_t>(s)]
                   : 0;
    }

    void addThing(WideFingerprint& h, Index t) const
    {
        const Thing& thing = m_map.things[static_cast<std::size_t>(t)];
        h.add(std::int32_t{3});
        h.add(t);
        h.add(thing.type);
        h.add(thing.pos);
        h.add(thing.angle);
        h.add(thing.flags);
        h.add(thing.height);
        const ThingShape& shape = thing.shape;
        h.add(static_cast<std::uint32_t>(shape.kind));
        h.add(shape.radius);
        h.add(shape.height);
        h.add(shape.z);
        h.add(shape.scale);
        h.add(shape.mesh);
        // The mesh as loaded now (a file changed on disk is a different mesh).
        if (shape.kind == ThingShape::Kind::Mesh && m_meshes)
            h.add(static_cast<const void*>(m_meshes(shape.mesh)));
        const Index sector = m_bsp.leaves().empty() ? kNone : m_bsp.sectorAt(thing.pos);
        h.add(sector);
        h.add(sectorPrint(sector));
    }

    const Map& m_map;
    const Bsp& m_bsp;
    const MeshLookup& m_meshes;
    std::vector<std::uint64_t> m_sectors;
};

// What every coloured chunk depends on: the colours, and the height range they run over.
std::uint64_t colouredSalt(const LevelGeometryOptions& options, const LevelHeightRange& range)
{
    Fingerprint h;
    h.add(static_cast<std::uint32_t>(options.colours));
    if (options.colours == ColourMode::ByHeight) {
        h.add(range.floorLow);
        h.add(range.floorHigh);
        h.add(range.ceilingLow);
        h.add(range.ceilingHigh);
    }
    return h.value();
}

// What every textured chunk depends on: the pictures, the game's sprites and sky flat, and the
// sky picture the map's name picks.
std::uint64_t texturedSalt(const Map& map, const ChunkSettings& settings)
{
    Fingerprint h;
    h.add(static_cast<const void*>(settings.resources));
    h.add(static_cast<const void*>(settings.game));
    if (settings.game)
        h.add(settings.game->skyFlat());
    h.add(skyTextureName(map.name));
    return h.value();
}

std::int64_t cell(double v, double origin, double size)
{
    return static_cast<std::int64_t>(std::floor((v - origin) / size));
}

} // namespace

ChunkGrid ChunkGrid::forMap(const Map& map)
{
    ChunkGrid grid;
    if (map.vertices.empty()) {
        grid.size = kMinSize;
        return grid;
    }
    Vec2 low = map.vertices.front().pos, high = low;
    for (const Vertex& v : map.vertices) {
        low = glm::min(low, v.pos);
        high = glm::max(high, v.pos);
    }
    const double chunks = std::clamp(static_cast<double>(map.walls.size()) / kWallsPerChunk,
                                     kMinChunks, kMaxChunks);
    const double area = std::max(high.x - low.x, 1.0) * std::max(high.y - low.y, 1.0);
    grid.origin = low;
    grid.size = std::max(kMinSize, std::ceil(std::sqrt(area / chunks)));
    return grid;
}

std::uint64_t ChunkGrid::keyOf(const Vec2& p) const
{
    const auto column = static_cast<std::uint32_t>(cell(p.x, origin.x, size));
    const auto row = static_cast<std::uint32_t>(cell(p.y, origin.y, size));
    return (static_cast<std::uint64_t>(row) << 32) | column;
}

namespace {

// Where a leaf goes: the chunk of the average of its corners (a convex polygon's inside).
std::uint64_t leafKey(const ChunkGrid& grid, const Bsp& bsp, std::int32_t leaf)
{
    const std::span<const Vec2> polygon = bsp.leafPolygon(leaf);
    Vec2 centre{0, 0};
    for (const Vec2& p : polygon)
        centre += p;
    if (!polygon.empty())
        centre /= static_cast<double>(polygon.size());
    return grid.keyOf(centre);
}

// Where a wall goes: the chunk of its middle; one whose ends are missing goes to the chunk of
// the origin (it draws nothing, but its chunk must notice when it is mended).
std::uint64_t wallKey(const ChunkGrid& grid, const Map& map, const Wall& wall)
{
    Vec2 middle = grid.origin;
    Vec2 a, b;
    if (wallSideEnds(map, wall, 0, a, b))
        middle = (a + b) * 0.5;
    return grid.keyOf(middle);
}

// The chunks from each element's key (the leaves', then the walls', then the things').
std::vector<std::pair<std::uint64_t, ChunkElements>>
chunksOfKeys(const std::vector<std::uint64_t>& keys, std::size_t leafCount, std::size_t wallCount)
{
    // Number the keys as they come. Elements in a row mostly share their chunk (the tree's
    // leaves and a map's walls go area by area): one lookup per run of them.
    std::unordered_map<std::uint64_t, std::uint32_t> numberOf;
    std::vector<std::uint32_t> chunkOf(keys.size());
    for (std::size_t k = 0; k < keys.size(); ++k) {
        if (k > 0 && keys[k] == keys[k - 1]) {
            chunkOf[k] = chunkOf[k - 1];
            continue;
        }
        chunkOf[k] = numberOf.try_emplace(keys[k], static_cast<std::uint32_t>(numberOf.size()))
                         .first->second;
    }
    // The chunks in the order of their keys, each list made at its size.
    std::vector<std::pair<std::uint64_t, std::uint32_t>> byKey(numberOf.begin(), numberOf.end());
    std::sort(byKey.begin(), byKey.end());
    std::vector<std::uint32_t> place(byKey.size());
    std::vector<std::pair<std::uint64_t, ChunkElements>> out(byKey.size());
    for (std::size_t i = 0; i < byKey.size(); ++i) {
        place[byKey[i].second] = static_cast<std::uint32_t>(i);
        out[i].first = byKey[i].first;
    }
    std::vector<std::array<std::uint32_t, 3>> counts(out.size(), {0, 0, 0});
    const auto kindOf = [&](std::size_t k) {
        return k < leafCount ? 0 : k < leafCount + wallCount ? 1 : 2;
    };
    for (std::size_t k = 0; k < keys.size(); ++k)
        ++counts[place[chunkOf[k]]][static_cast<std::size_t>(kindOf(k))];
    for (std::size_t i = 0; i < out.size(); ++i) {
        out[i].second.leaves.reserve(counts[i][0]);
        out[i].second.walls.reserve(counts[i][1]);
        out[i].second.things.reserve(counts[i][2]);
    }
    for (std::size_t k = 0; k < keys.size(); ++k) {
        ChunkElements& e = out[place[chunkOf[k]]].second;
        if (k < leafCount)
            e.leaves.push_back(static_cast<std::int32_t>(k));
        else if (k < leafCount + wallCount)
            e.walls.push_back(static_cast<Index>(k - leafCount));
        else
            e.things.push_back(static_cast<Index>(k - leafCount - wallCount));
    }
    return out;
}

} // namespace

namespace {

// Each element's key (the leaves', then the walls', then the things'), the leaves' on a second
// thread while this one does the walls' when there are many (the 160,400-wall grid: 187,000
// leaves, 7 ms each way). `keyOfLeaf` gives a leaf's key (and may do more there); `alsoWall`
// runs beside each wall's key, on the same thread.
template <typename KeyOfLeaf, typename AlsoWall>
std::vector<std::uint64_t> elementKeys(const ChunkGrid& grid, const Map& map, const Bsp& bsp,
                                       KeyOfLeaf&& keyOfLeaf, AlsoWall&& alsoWall)
{
    const std::size_t leafCount = bsp.leaves().size(), wallCount = map.walls.size();
    std::vector<std::uint64_t> keys(leafCount + wallCount + map.things.size());
    const auto doLeaves = [&] {
        for (std::size_t leaf = 0; leaf < leafCount; ++leaf)
            keys[leaf] = keyOfLeaf(static_cast<std::int32_t>(leaf));
    };
    constexpr std::size_t kLeavesForThread = 20000;
    std::future<void> leavesDone;
    if (leafCount >= kLeavesForThread)
        leavesDone = std::async(std::launch::async, doLeaves);
    else
        doLeaves();
    for (std::size_t w = 0; w < wallCount; ++w) {
        keys[leafCount + w] = wallKey(grid, map, map.walls[w]);
        alsoWall(static_cast<Index>(w));
    }
    for (std::size_t t = 0; t < map.things.size(); ++t)
        keys[leafCount + wallCount + t] = grid.keyOf(map.things[t].pos);
    if (leavesDone.valid())
        leavesDone.get();
    return keys;
}

} // namespace

std::vector<std::pair<std::uint64_t, ChunkElements>> assignChunks(const ChunkGrid& grid,
                                                                  const Map& map, const Bsp& bsp)
{
    const auto keyOfLeaf = [&](std::int32_t leaf) { return leafKey(grid, bsp, leaf); };
    const auto nothing = [](Index) {};
    return chunksOfKeys(elementKeys(grid, map, bsp, keyOfLeaf, nothing), bsp.leaves().size(),
                        map.walls.size());
}

ChunkedLevel::ChunkedLevel(const Map& map, const Bsp& bsp, const ChunkSettings& settings,
                           const ChunkedLevel* previous, const LeafCopies* copies,
                           std::span<const Index> pictureWalls)
{
    // The grid stays for the open map: chunks keep their names from edit to edit.
    m_grid = previous && previous->m_grid.size > 0 ? previous->m_grid : ChunkGrid::forMap(map);
    const LevelHeightRange range = levelHeightRange(map);
    m_colouredSalt = colouredSalt(settings.options, range);
    m_textured = settings.resources != nullptr;
    m_texturedSalt = m_textured ? texturedSalt(map, settings) : 0;
    const bool sameColours = previous && previous->m_colouredSalt == m_colouredSalt;
    const bool sameTextures =
        previous && previous->m_textured && m_textured && previous->m_texturedSalt == m_texturedSalt;

    const ChunkSigner signer(map, bsp, settings.meshes);
    m_tree = bsp.treeHandle();
    m_sectorPrints = signer.sectorPrints();
    std::vector<std::size_t> colouredToBuild, texturedToBuild;
    const auto reuseOrBuild = [&](std::size_t i, const LevelChunk* old) {
        LevelChunk& chunk = m_chunks[i];
        if (old && sameColours) {
            chunk.coloured = old->coloured;
            chunk.present = old->present;
        } else {
            colouredToBuild.push_back(i);
        }
        if (old && sameTextures && old->textured)
            chunk.textured = old->textured;
        else if (m_textured)
            texturedToBuild.push_back(i);
    };
    if (previous && previous->m_tree == m_tree &&
        previous->m_sectorPrints.size() == m_sectorPrints.size()) {
        // The same tree: the same chunks with the same elements. Those reading a sector whose
        // values changed are signed again, and those with a prop's mesh (its file may have
        // changed on disk); the others keep their signatures.
        std::vector<char> changed(m_sectorPrints.size(), 0);
        bool anyChanged = false;
        for (std::size_t s = 0; s < m_sectorPrints.size(); ++s) {
            changed[s] = m_sectorPrints[s] != previous->m_sectorPrints[s];
            anyChanged = anyChanged || changed[s] != 0;
        }
        std::vector<char> pictured;
        for (const Index w : pictureWalls)
            if (w >= 0 && static_cast<std::size_t>(w) < map.walls.size()) {
                pictured.resize(map.walls.size(), 0);
                pictured[static_cast<std::size_t>(w)] = 1;
            }
        const auto showsPictured = [&](const ChunkElements& e) {
            return !pictured.empty() && std::any_of(e.walls.begin(), e.walls.end(), [&](Index w) {
                return pictured[static_cast<std::size_t>(w)] != 0;
            });
        };
        m_chunks = previous->m_chunks;
        m_leafKeys = previous->m_leafKeys; // the same tree's leaves
        m_leafPrints = previous->m_leafPrints;
        for (std::size_t i = 0; i < m_chunks.size(); ++i) {
            LevelChunk& chunk = m_chunks[i];
            const bool reads =
                (anyChanged && signer.reads(*chunk.elements, changed)) ||
                showsPictured(*chunk.elements) ||
                std::any_of(chunk.elements->things.begin(), chunk.elements->things.end(),
                            [&](Index t) {
                                return map.things[static_cast<std::size_t>(t)].shape.kind ==
                                       ThingShape::Kind::Mesh;
                            });
            const std::uint64_t before = chunk.signature;
            if (reads)
                chunk.signature = signer.sign(*chunk.elements);
            chunk.coloured.reset();
            chunk.present.reset();
            chunk.textured.reset();
            reuseOrBuild(i, chunk.signature == before ? &previous->m_chunks[i] : nullptr);
        }
    } else {
        // Sign every chunk; take what the previous version built for an unchanged one. The
        // leaves' and walls' prints are made in their order (their data read front to back),
        // then looked up chunk by chunk.
        // The prints are made beside the keys, each leaf and wall read once.
        // A leaf the compile copied from the tree of the previous version's chunks (the same
        // polygon and sector) has that leaf's key and print.
        const bool copiesKnown = copies && previous && previous->m_leafKeys &&
                                 !copies->earlierTree.owner_before(previous->m_tree) &&
                                 !previous->m_tree.owner_before(copies->earlierTree) &&
                                 copies->leafFrom.size() <= bsp.leaves().size();
        auto leafKeys = std::make_shared<std::vector<std::uint64_t>>(bsp.leaves().size());
        auto leafPrints = std::make_shared<std::vector<std::uint64_t>>(bsp.leaves().size());
        std::vector<std::uint64_t>& keysNow = *leafKeys;
        std::vector<std::uint64_t>& printsNow = *leafPrints;
        const std::span<const std::int32_t> from =
            copiesKnown ? copies->leafFrom : std::span<const std::int32_t>();
        const std::vector<std::uint64_t>* keysThen =
            copiesKnown ? previous->m_leafKeys.get() : nullptr;
        const std::vector<std::uint64_t>* printsThen =
            copiesKnown ? previous->m_leafPrints.get() : nullptr;
        std::vector<std::uint64_t> wallPrints(map.walls.size());
        std::size_t printed = 0; // by the one thread that does the leaves
        const auto keyOfLeaf = [&](std::int32_t leaf) {
            const auto l = static_cast<std::size_t>(leaf);
            if (l < from.size() && from[l] >= 0 &&
                static_cast<std::size_t>(from[l]) < keysThen->size()) {
                const auto was = static_cast<std::size_t>(from[l]);
                printsNow[l] = (*printsThen)[was];
                return keysNow[l] = (*keysThen)[was];
            }
            ++printed;
            printsNow[l] = signer.leafPrint(leaf);
            return keysNow[l] = leafKey(m_grid, bsp, leaf);
        };
        std::vector<std::pair<std::uint64_t, ChunkElements>> assigned = chunksOfKeys(
            elementKeys(
                m_grid, map, bsp, keyOfLeaf,
                [&](Index w) { wallPrints[static_cast<std::size_t>(w)] = signer.wallPrint(w); }),
            bsp.leaves().size(), map.walls.size());
        m_leafKeys = std::move(leafKeys);
        m_leafPrints = std::move(leafPrints);
        m_printedLeaves = printed;
        m_chunks.resize(assigned.size());
        for (std::size_t i = 0; i < assigned.size(); ++i) {
            LevelChunk& chunk = m_chunks[i];
            chunk.key = assigned[i].first;
            chunk.signature = signer.sign(
                assigned[i].second,
                [&](std::int32_t leaf) { return (*m_leafPrints)[static_cast<std::size_t>(leaf)]; },
                [&](Index w) { return wallPrints[static_cast<std::size_t>(w)]; });
            chunk.elements = std::make_shared<const ChunkElements>(std::move(assigned[i].second));
            const LevelChunk* old = nullptr;
            if (previous) {
                const auto& prev = previous->m_chunks;
                const auto it = std::lower_bound(
                    prev.begin(), prev.end(), chunk.key,
                    [](const LevelChunk& c, std::uint64_t key) { return c.key < key; });
                if (it != prev.end() && it->key == chunk.key && it->signature == chunk.signature)
                    old = &*it;
            }
            reuseOrBuild(i, old);
        }
    }
    m_rebuilt = colouredToBuild.size();

    // Build the changed chunks: the textured ones on a thread of their own when there are many.
    m_builtTextured.resize(texturedToBuild.size());
    const auto buildTextured = [&] {
        for (std::size_t k = 0; k < texturedToBuild.size(); ++k) {
            const std::size_t i = texturedToBuild[k];
            m_builtTextured[k] = std::make_shared<TexturedLevel>(
                map, bsp, *settings.resources, settings.game, m_chunks[i].elements->view());
            m_chunks[i].textured = m_builtTextured[k];
        }
    };
    std::future<void> textured;
    if (texturedToBuild.size() > 4)
        textured = std::async(std::launch::async, buildTextured);
    else
        buildTextured();
    for (const std::size_t i : colouredToBuild) {
        LevelChunk& chunk = m_chunks[i];
        chunk.coloured = std::make_shared<const LevelLayers>(buildLevelLayers(
            map, bsp, settings.options, settings.meshes, range, chunk.elements->view()));
        chunk.present =
            std::make_shared<const LevelPieceElements>(LevelPieceElements::of(*chunk.coloured));
    }
    if (textured.valid())
        textured.get();
}

std::size_t ChunkedLevel::releaseBuiltTexturedBuffers()
{
    for (const std::shared_ptr<TexturedLevel>& level : m_builtTextured)
        level->releaseBuffers();
    const std::size_t released = m_builtTextured.size();
    m_builtTextured.clear();
    return released;
}

LevelGeometry ChunkedLevel::colouredLevel() const
{
    std::vector<std::shared_ptr<const LevelLayers>> pieces;
    pieces.reserve(m_chunks.size());
    for (const LevelChunk& c : m_chunks)
        pieces.push_back(c.coloured);
    return LevelGeometry(std::move(pieces));
}

} // namespace sw
