#pragma once

#include "map/Map.h"

#include <cstdint>
#include <vector>

namespace sw {

struct BlockmapLump {
    std::vector<std::uint8_t> bytes; // empty when the offsets do not fit 16 bits (see below)
    std::size_t columns = 0, rows = 0;
    // The vanilla layout's size before anything is left out; engines from the original accept at
    // most 64 KB (their offsets are 16-bit word counts).
    std::size_t fullSize = 0;
};

// The vanilla BLOCKMAP of the walls: 128-unit blocks from the lowest wall end, a header (x, y
// of the origin, columns, rows), one 16-bit word offset per block, then one list per block
// starting with 0 and ending with -1, holding every wall that touches the block. Blocks with
// the same list share it. When the offsets of a huge map would not fit 16 bits, `bytes` is
// empty: engines derived from PrBoom and ZDoom then build their own.
BlockmapLump buildBlockmap(const Map& map);

// The all-zero REJECT (no pair of sectors is ever skipped in sight checks): always correct.
std::vector<std::uint8_t> zeroReject(std::size_t sectors);

} // namespace sw
