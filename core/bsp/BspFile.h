#pragma once

// The compiled BSP file (.swbsp), documented byte by byte in docs/bsp-format.md.

#include "base/Files.h"
#include "base/Result.h"
#include "bsp/Bsp.h"

#include <cstdint>
#include <span>
#include <string>

namespace sw {

constexpr std::uint32_t kSwbspVersion = 1;

// The file's bytes.
std::string writeSwbsp(const Bsp& bsp);

// Writes the file atomically.
Status saveSwbspFile(const Bsp& bsp, const std::string& path,
                     WriteFlush flush = WriteFlush::ToDisk);

// Reads and validates a file's bytes: every size, count, index and number is checked, the node
// graph must be a tree over all nodes and leaves, and the checksum must match. A bad file is
// refused with a sentence naming `sourceName` and what is wrong; nothing is allocated beyond a
// small multiple of the input's size.
Result<Bsp> readSwbsp(std::span<const std::uint8_t> bytes, const std::string& sourceName);

Result<Bsp> loadSwbspFile(const std::string& path);

} // namespace sw
