#pragma once

#include "map/Map.h"

#include <cstdint>
#include <string>
#include <vector>

namespace sw {

// The map as a UDMF TEXTMAP: the namespace it was imported with ("doom" for Doom-format maps and
// maps made here, "hexen" for Hexen-format ones), then its vertices, linedefs, sidedefs,
// sectors and things with every field the model has, each element's unknown fields as they
// were read, then the blocks of other types it was imported with. Sidedefs are numbered as the
// Doom writer numbers them (imported numbers kept where they still fit).
std::string writeUdmfText(const Map& map);
// The same text as the bytes of a TEXTMAP lump.
std::vector<std::uint8_t> writeUdmfBytes(const Map& map);

} // namespace sw
