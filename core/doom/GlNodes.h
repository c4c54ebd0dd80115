#pragma once

// ZDoom's GL nodes (XGLN, compressed ZGLN; XGL2/ZGL2 when line numbers need 32 bits) for the
// ZNODES lump of UDMF maps. In GL nodes the segs of a subsector go all the way round it, each
// ending where the next begins: the wall segs of the Doom tree, with "minisegs" (no linedef)
// along the partitions between them. The loop is the BSP leaf's own convex polygon, walked
// with the subsector on the right.

#include "bsp/Bsp.h"
#include "doom/DoomNodes.h"
#include "map/Map.h"

#include <cstdint>
#include <vector>

namespace sw {

constexpr std::uint32_t kGlNoLine = 0xFFFFFFFF;

struct GlSeg {
    std::uint32_t v1 = 0;         // its end is the next seg's v1 (the first's, for the last)
    std::uint32_t line = kGlNoLine; // kGlNoLine: a miniseg
    std::uint8_t side = 0;
};

struct GlNodes {
    std::size_t mapVertexCount = 0;
    std::vector<Vec2> newVertices; // in 1/65536
    std::vector<GlSeg> segs;
    std::vector<std::uint32_t> subsectorSegCount; // segs of subsector i follow those of i - 1
    std::vector<DoomNode> nodes;                  // boxes bound the subsectors' polygons
    std::size_t unplacedSegs = 0; // wall segs that lay on no edge of their leaf's polygon
};

// From a tree built with extended (1/65536) vertices and the BSP it came from.
GlNodes buildGlNodes(const Map& map, const Bsp& bsp, const DoomNodeTree& tree);

// The ZNODES lump: ZGLN (or ZGL2), zlib-compressed.
std::vector<std::uint8_t> glNodesLump(const GlNodes& gl, std::size_t lines);

} // namespace sw
