#pragma once

// Writing a map's own records in the Doom (vanilla binary) format: THINGS, LINEDEFS, SIDEDEFS,
// VERTEXES and SECTORS. Nodes, blockmap and reject are built elsewhere (core/doom).

#include "base/Result.h"
#include "map/Map.h"

#include <cstdint>
#include <vector>

namespace sw {

// Whether the map fits the Doom format: integer coordinates from -32768 to 32767, at most
// 65,535 vertices, sidedefs and linedefs, names of at most 8 characters, 16-bit numbers. The
// error is one sentence naming the first element that does not fit and suggesting UDMF.
// `hexen`: the Hexen format, whose specials and arguments are bytes.
Status checkDoomFormatFits(const Map& map, bool hexen = false);

struct DoomMapRecords {
    std::vector<std::uint8_t> things, linedefs, sidedefs, vertexes, sectors;
    std::size_t sidedefCount = 0;
};

// The records, in the model's order (vertex i, wall i, sector i, thing i). Sidedefs keep the
// numbers the walls were imported with where they still describe the same side (shared ones
// stay shared); new or changed sides get new numbers after them, and numbers no side uses any
// more are closed up. VERTEXES holds the map's vertices only: a node builder appends its split
// vertices. The map must fit (checkDoomFormatFits, which callers run before their longer work);
// fails only when the sides need more sidedefs than the format allows.
// `hexen`: THINGS and LINEDEFS in the Hexen format (thing id, height, special and arguments;
// line special and arguments, the first argument from `tag`).
Result<DoomMapRecords> writeDoomMapRecords(const Map& map, bool hexen = false);

} // namespace sw
