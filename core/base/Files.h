#pragma once

#include "base/ByteBuffer.h"
#include "base/Result.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace sw {

// Largest file any loader reads into memory. Real Doom WADs are well under 100 MB; a bigger
// file is refused before anything is allocated.
constexpr std::uint64_t kMaxInputFileBytes = 1ull << 30;

// Reads a whole file. Errors name the file and say what went wrong.
Result<std::vector<std::uint8_t>> readFileBytes(const std::string& path);
Result<std::string> readFileText(const std::string& path);
// The same into a ByteBuffer: no clearing before the read, large pages for large files.
Result<ByteBuffer> readFileBuffer(const std::string& path);

// Writes a file so that it is either wholly the new content or untouched: the bytes go to a
// temporary file in the same folder, are flushed to disk, and the temporary file is renamed
// over the target. A failure leaves the old file as it was and no temporary file behind.
Status writeFileAtomically(const std::string& path, std::string_view bytes);
// The same for a file made of several blocks, written one after the other (no joined copy).
Status writeFileAtomically(const std::string& path, std::span<const std::string_view> parts);

} // namespace sw
