#pragma once

#include <cstddef>
#include <cstdint>

namespace sw {

// CRC-32 as used by zlib and PNG (reflected polynomial 0xEDB88320).
std::uint32_t crc32(const void* data, std::size_t size, std::uint32_t crc = 0);

} // namespace sw
