// Fuzz target for the .swmap reader: any text gives a map or an error, never a crash. An
// accepted map must also save and load back to the same map.
#include "io/SwmapFormat.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto map = sw::readSwmap(text, "fuzz.swmap");
    if (!map)
        return 0;
    const std::string saved = sw::writeSwmap(*map);
    auto again = sw::readSwmap(saved, "saved.swmap");
    if (!again || !(*again == *map) || sw::writeSwmap(*again) != saved)
        std::abort(); // a map that does not survive its own round trip is a bug
    return 0;
}
