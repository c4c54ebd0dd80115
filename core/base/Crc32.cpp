#include "base/Crc32.h"

#include <array>

namespace sw {

namespace {

// kTables[0] is the usual table of one byte's remainder. kTables[k][b] is the remainder of byte
// b followed by k zero bytes: eight bytes are then taken in one step, each through its own
// table, instead of one after another through one table, where every step waits for the last.
using Tables = std::array<std::array<std::uint32_t, 256>, 8>;

constexpr Tables makeTables()
{
    Tables t{};
    for (std::uint32_t i = 0; i < 256; ++i) {
        std::uint32_t c = i;
        for (int k = 0; k < 8; ++k)
            c = (c & 1) ? (0xEDB88320u ^ (c >> 1)) : (c >> 1);
        t[0][i] = c;
    }
    for (std::size_t k = 1; k < t.size(); ++k)
        for (std::uint32_t i = 0; i < 256; ++i)
            t[k][i] = (t[k - 1][i] >> 8) ^ t[0][t[k - 1][i] & 0xFFu];
    return t;
}

constexpr Tables kTables = makeTables();

std::uint32_t littleEndian32(const unsigned char* p)
{
    return static_cast<std::uint32_t>(p[0]) | static_cast<std::uint32_t>(p[1]) << 8 |
           static_cast<std::uint32_t>(p[2]) << 16 | static_cast<std::uint32_t>(p[3]) << 24;
}

} // namespace

std::uint32_t crc32(const void* data, std::size_t size, std::uint32_t crc)
{
    const auto* bytes = static_cast<const unsigned char*>(data);
    const auto& t = kTables;
    crc = ~crc;
    for (; size >= 8; size -= 8, bytes += 8) {
        const std::uint32_t lo = littleEndian32(bytes) ^ crc;
        const std::uint32_t hi = littleEndian32(bytes + 4);
        crc = t[7][lo & 0xFFu] ^ t[6][(lo >> 8) & 0xFFu] ^ t[5][(lo >> 16) & 0xFFu] ^
              t[4][lo >> 24] ^ t[3][hi & 0xFFu] ^ t[2][(hi >> 8) & 0xFFu] ^
              t[1][(hi >> 16) & 0xFFu] ^ t[0][hi >> 24];
    }
    for (; size > 0; --size, ++bytes)
        crc = t[0][(crc ^ *bytes) & 0xFFu] ^ (crc >> 8);
    return ~crc;
}

} // namespace sw
