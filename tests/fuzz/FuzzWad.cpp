// Fuzz target for the WAD reader and the Doom, Hexen and UDMF map import.
#include "io/DoomImport.h"
#include "io/Wad.h"

#include <cstddef>
#include <cstdint>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto wad = sw::Wad::fromBytes(std::vector<std::uint8_t>(data, data + size), "fuzz.wad");
    if (!wad)
        return 0;
    for (const sw::WadMapEntry& entry : wad->maps())
        (void)sw::importWadMap(*wad, entry);
    return 0;
}
