#pragma once

#include "base/Result.h"
#include "io/Wad.h"
#include "map/Map.h"

namespace sw {

// Converts one map of a WAD (Doom, Hexen or UDMF format) into the model. Order is kept:
// sector i of the WAD is sector i of the map, linedef i is wall i, thing i is thing i. The
// first player-1 start becomes the player start. Vertices that no linedef uses and that come
// after the last used one (a previous node builder's split points) are dropped; every other
// vertex keeps its index. Nodes, segs and the blockmap are ignored.
Result<Map> importWadMap(const Wad& wad, const WadMapEntry& entry);
// The same for a WAD read for this import alone: the memory of a UDMF map's text is handed back
// to the system as it is read, so a large map is not held as text and as model at once.
// Afterwards the WAD's lump data must not be read.
Result<Map> importWadMap(Wad&& wad, const WadMapEntry& entry);

} // namespace sw
