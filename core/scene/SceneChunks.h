#pragma once

// The level in chunks: a fixed grid of squares over the plan, every BSP leaf, wall and thing in
// exactly one square, and per chunk a signature of everything its triangles are built from.
// After an edit the signatures are computed again (cheap) and only the chunks whose signature
// changed are built again; the others are shared as they are, so a renderer keeps their GPU
// buffers too. Both the coloured level (LevelGeometry) and the textured one come in chunks.

#include "bsp/Bsp.h"
#include "map/Map.h"
#include "scene/LevelGeometry.h"
#include "scene/TexturedLevel.h"

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace sw {

class GameConfig;
class ResourceSet;

// Squares of `size` map units from `origin`; a chunk is named by its square's column and row.
struct ChunkGrid {
    // The chunk count a map's grid aims at: a few dozen on a small map, at most a few hundred.
    static constexpr double kWallsPerChunk = 100;
    static constexpr double kMinChunks = 16;
    static constexpr double kMaxChunks = 256;
    static constexpr double kMinSize = 256; // map units

    Vec2 origin{0, 0};
    double size = 0;

    // Sized for the map's walls over the box of its vertices.
    static ChunkGrid forMap(const Map& map);
    std::uint64_t keyOf(const Vec2& p) const;
};

// What one chunk's triangles are built from.
using ChunkElements = LevelElementList;

// What every chunk is built with.
struct ChunkSettings {
    LevelGeometryOptions options;
    MeshLookup meshes;
    // The textured level too when set (with `game`'s sprites when that is set as well).
    const ResourceSet* resources = nullptr;
    const GameConfig* game = nullptr;
};

struct LevelChunk {
    std::uint64_t key = 0;
    std::uint64_t signature = 0; // of its elements and what they read
    std::shared_ptr<const LevelLayers> coloured;
    // The elements `coloured` has triangles of (made with it, shared with it).
    std::shared_ptr<const LevelPieceElements> present;
    std::shared_ptr<const TexturedLevel> textured; // null without resources
    // Its leaves, walls and things, kept for a version of the map with the same tree (see
    // ChunkedLevel).
    std::shared_ptr<const ChunkElements> elements;
};

// Which leaves of a tree the compile copied from an earlier tree (BspMemo::leafFrom: leaf i is
// a copy of the earlier tree's leaf leafFrom[i], the same polygon and sector, or made anew
// when negative), and that earlier tree (Bsp::treeHandle; weak: naming it does not keep a
// whole tree alive).
struct LeafCopies {
    std::weak_ptr<const void> earlierTree;
    std::span<const std::int32_t> leafFrom;
};

class ChunkedLevel {
public:
    ChunkedLevel() = default;
    // Every chunk of the map. With `previous` (an earlier version of the same map), its grid is
    // kept and each of its chunks whose signature and settings are unchanged is shared, not
    // built again. When `bsp` is previous's tree (Bsp::treeHandle: a version whose walls,
    // vertices and things are the same, its sectors' values and its walls' pictures changed
    // at most), the chunks keep their elements, and only those with an element on a sector
    // whose values changed, or showing a wall of `pictureWalls` (every wall whose pictures may
    // have changed since previous was built), are signed again.
    // With `copies` for a tree compiled from previous's, the leaves copied from it keep their
    // keys and prints instead of being read again.
    ChunkedLevel(const Map& map, const Bsp& bsp, const ChunkSettings& settings,
                 const ChunkedLevel* previous = nullptr, const LeafCopies* copies = nullptr,
                 std::span<const Index> pictureWalls = {});

    // The chunks that hold something, by key.
    const std::vector<LevelChunk>& chunks() const { return m_chunks; }
    // How many chunks this version built (the rest came from the previous one).
    std::size_t rebuiltCount() const { return m_rebuilt; }
    // How many leaves this version printed (the others' prints were the previous version's).
    std::size_t printedLeaves() const { return m_printedLeaves; }
    // The coloured level, its pieces shared with the chunks.
    LevelGeometry colouredLevel() const;
    // Releases the buffers of the textured levels this version built (TexturedLevel::
    // releaseBuffers), once a renderer has made its own: call it before the level is shared
    // with another thread. Those it shares with the previous version are not touched (that
    // version built them, and released them or not). Returns how many levels it released.
    std::size_t releaseBuiltTexturedBuffers();

private:
    ChunkGrid m_grid;
    std::vector<LevelChunk> m_chunks;
    std::shared_ptr<const void> m_tree;           // the tree the chunks were assigned from
    std::vector<std::uint64_t> m_sectorPrints;    // per sector, what the builders read of it
    // Per leaf of the tree, its chunk's key and its print (shared by versions with the tree).
    std::shared_ptr<const std::vector<std::uint64_t>> m_leafKeys, m_leafPrints;
    std::size_t m_printedLeaves = 0;
    std::uint64_t m_colouredSalt = 0, m_texturedSalt = 0;
    bool m_textured = false;
    std::size_t m_rebuilt = 0;
    // The textured levels this version built, until their buffers are released.
    std::vector<std::shared_ptr<TexturedLevel>> m_builtTextured;
};

// Each chunk's elements (exposed for tests: every leaf, wall and thing is in exactly one).
std::vector<std::pair<std::uint64_t, ChunkElements>> assignChunks(const ChunkGrid& grid,
                                                                  const Map& map, const Bsp& bsp);

} // namespace sw
