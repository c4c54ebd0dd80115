#pragma once

// Doom nodes (NODES, SEGS, SSECTORS, or ZDoom's extended nodes) derived from Stepwise's 2D BSP.
//
// The BSP partitions the whole plane, void included; a Doom tree needs only the space of
// sectors, and every Doom subsector must hold at least one seg facing its sector. So the tree is
// copied with its void leaves pruned (a node with one void child becomes its other child: the
// void is nowhere a player can be) and with the segs that face the void left out. Every
// partition comes from a wall or a chord between wall ends, so it is put on integers (Doom
// stores partitions as 16-bit integers in both formats): a wall's line becomes the line through
// the wall's own integer vertices, a chord is rounded. Split vertices are rounded to integers
// for vanilla nodes and to 1/65536 for extended ones.

#include "base/Result.h"
#include "bsp/Bsp.h"
#include "map/Map.h"

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace sw {

enum class DoomNodeFormat {
    Vanilla,  // NODES, SEGS, SSECTORS with 16-bit integers
    Extended, // ZDoom's XNOD in NODES (ZNOD when compressed); split vertices in 16.16
};

struct DoomSeg {
    std::uint32_t v1 = 0, v2 = 0; // vertex numbers: the map's vertices, then the new ones
    std::uint16_t angle = 0;      // binary angle (0x10000 = a full turn) of v1 -> v2
    std::uint32_t line = 0;
    std::uint8_t side = 0;        // 0: the linedef's front (right) sidedef; 1: its back
    std::int16_t offset = 0;      // distance along the linedef from its side's start to v1
};

struct DoomSubsector {
    std::uint32_t firstSeg = 0, segCount = 0;
};

// A child is a node index, or a subsector index with kDoomLeaf set.
constexpr std::uint32_t kDoomLeaf = 0x80000000u;

struct DoomNode {
    std::int32_t x = 0, y = 0, dx = 0, dy = 0; // partition; its front is the right of (dx, dy)
    // Bounds of each child's segs: [child][top, bottom, left, right]; child 0 is the front.
    std::int32_t box[2][4] = {};
    std::uint32_t child[2] = {};
};

struct DoomNodeStats {
    std::size_t roundedChords = 0;  // partitions that were not on a wall and had to be rounded
    std::size_t prunedLeaves = 0;   // void leaves left out
    std::size_t zeroLengthSegs = 0; // segs that rounding shrank to a point (kept harmlessly)
};

struct DoomNodeTree {
    std::size_t mapVertexCount = 0;
    // Split vertices, after the map's: integers for vanilla nodes, in 1/65536 for extended.
    std::vector<Vec2> newVertices;
    std::vector<DoomSeg> segs;
    std::vector<DoomSubsector> subsectors;
    std::vector<DoomNode> nodes; // the root is the last
    std::vector<std::int32_t> subsectorLeaf; // the BSP leaf each subsector comes from
    DoomNodeStats stats;
};

// Builds the Doom tree. `integerVertices` rounds split vertices to whole units (vanilla nodes).
DoomNodeTree buildDoomNodes(const Map& map, const Bsp& bsp, bool integerVertices);

// Whether the tree fits vanilla NODES/SEGS/SSECTORS: at most 32,767 segs, subsectors and nodes,
// and 65,535 vertices in all. The error says which limit.
Status checkVanillaNodesFit(const DoomNodeTree& tree);

// The lumps. Vanilla: SEGS, SSECTORS, NODES and the new vertices to append to VERTEXES.
std::vector<std::uint8_t> vanillaSegsLump(const DoomNodeTree& tree);
std::vector<std::uint8_t> vanillaSubsectorsLump(const DoomNodeTree& tree);
std::vector<std::uint8_t> vanillaNodesLump(const DoomNodeTree& tree);
std::vector<std::uint8_t> newVertexRecords(const DoomNodeTree& tree);
// A lump of four magic bytes and `body` compressed with zlib (ZGLN, ZGL2).
std::vector<std::uint8_t> compressedLump(const std::array<std::uint8_t, 4>& magic,
                                         std::span<const std::uint8_t> body);
// Extended: the whole NODES lump, uncompressed (XNOD), as ZDBSP writes it by default: every
// port that reads ZDoom's compressed ZNOD reads XNOD, and compressing took a quarter of the
// export of a 52,000-wall map.
std::vector<std::uint8_t> extendedNodesLump(const DoomNodeTree& tree);

} // namespace sw
