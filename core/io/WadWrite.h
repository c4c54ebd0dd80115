#pragma once

#include "base/Files.h"
#include "base/Result.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace sw {

// One lump to be written: its name (up to 8 characters) and its bytes.
struct WadLumpData {
    std::string name;
    std::vector<std::uint8_t> bytes;
};

// The bytes of a WAD holding the lumps in order: header, the lumps' data, then the directory.
// Lumps with the same bytes are still written once each, as tools expect.
std::vector<std::uint8_t> assembleWad(std::span<const WadLumpData> lumps, bool iwad = false);

// Writes a PWAD atomically (a temporary file renamed over the target): either the whole new
// file is there or the old one is untouched.
Status writePwadFile(const std::string& path, std::span<const WadLumpData> lumps,
                     WriteFlush flush = WriteFlush::ToDisk);

// Little-endian helpers for the writers of binary lumps.
inline void putU8(std::vector<std::uint8_t>& out, unsigned v) { out.push_back(std::uint8_t(v)); }
inline void putU16(std::vector<std::uint8_t>& out, unsigned v)
{
    out.push_back(std::uint8_t(v));
    out.push_back(std::uint8_t(v >> 8));
}
inline void putS16(std::vector<std::uint8_t>& out, int v) { putU16(out, unsigned(v) & 0xFFFFu); }
inline void putU32(std::vector<std::uint8_t>& out, std::uint32_t v)
{
    for (int i = 0; i < 4; ++i)
        out.push_back(std::uint8_t(v >> (8 * i)));
}
// An 8-byte name, NUL padded; longer names are cut (callers check lengths first).
void putName8(std::vector<std::uint8_t>& out, const std::string& name);

} // namespace sw
