// Fuzz target for the .swbsp reader: no input may crash it, hang it or make it allocate
// without bound. When a file is accepted, the queries must run on it too, since a loaded file
// is trusted from then on.
#include "base/Crc32.h"
#include "bsp/BspFile.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace {

void readAndQuery(std::span<const std::uint8_t> bytes)
{
    auto bsp = sw::readSwbsp(bytes, "fuzz");
    if (!bsp)
        return;
    const sw::Box2& box = bsp->rootBox();
    const sw::Vec2 c = box.center();
    (void)bsp->sectorAt(c);
    bsp->walkSegment(box.min, box.max, [](std::int32_t, double, double) { return true; });
    bsp->leavesInBox(box, [](std::int32_t) { return true; });
    bsp->leavesInDisk(c, 64, [](std::int32_t) { return true; });
    for (std::size_t i = 0; i < bsp->leaves().size(); ++i) {
        (void)bsp->leafPolygon(static_cast<std::int32_t>(i));
        (void)bsp->leafSegs(static_cast<std::int32_t>(i));
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    readAndQuery({data, size});
    // Almost every mutation breaks the checksum; read a copy with the checksum made right as
    // well, so the fuzzer reaches the checks behind it.
    if (size >= 24) {
        std::vector<std::uint8_t> fixed(data, data + size);
        const std::uint32_t crc = sw::crc32(fixed.data() + 24, fixed.size() - 24);
        for (int k = 0; k < 4; ++k)
            fixed[16 + static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(crc >> (8 * k));
        readAndQuery(fixed);
    }
    return 0;
}
