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

// A file opened for reading parts of it at given offsets (a WAD's directory, one map's lumps),
// closed when destroyed. Plain system calls: a C++ stream's set-up took longer than reading a
// small map's lumps.
class FileReader {
public:
    explicit FileReader(const std::string& path);
    ~FileReader();
    FileReader(const FileReader&) = delete;
    FileReader& operator=(const FileReader&) = delete;

    bool isOpen() const { return m_fd >= 0; }
    // Reads up to `size` bytes at `offset`: how many there were (fewer at the file's end; 0 when
    // the file is not open or reading failed).
    std::size_t readAt(std::uint64_t offset, void* out, std::size_t size) const;
    // Whether all `size` bytes at `offset` were read.
    bool readExactly(std::uint64_t offset, void* out, std::size_t size) const
    {
        return readAt(offset, out, size) == size;
    }

private:
    int m_fd = -1;
};

// Reads a whole file. Errors name the file and say what went wrong.
Result<std::vector<std::uint8_t>> readFileBytes(const std::string& path);
Result<std::string> readFileText(const std::string& path);
// The same into a ByteBuffer: no clearing before the read, large pages for large files.
Result<ByteBuffer> readFileBuffer(const std::string& path);

// Whether a write waits for the disk before the new file takes the old one's place.
enum class WriteFlush {
    // The bytes are on disk before the rename, and the rename is made durable after it: after
    // a power cut the file is the old one or the whole new one. For a user's documents.
    ToDisk,
    // The new file takes the name at once (the two files' names are swapped and the old file
    // removed, where the system can; else a rename). Every program sees the old file or the
    // whole new one, as with ToDisk, but after a power cut the new file may be empty. For
    // files made again by running the same step again (a compiled map written beside its
    // source, a temporary WAD for an engine), as compilers and node builders write.
    Cached,
};

// ToDisk when `output` names the file `input` was read from (the same file by any path, a hard
// link included): replacing a source loses it if the new content does not reach the disk.
// Cached otherwise.
WriteFlush flushForOutput(const std::string& output, const std::string& input);

// Writes a file so that it is either wholly the new content or untouched: the bytes go to a
// temporary file in the same folder and the temporary file is renamed over the target (flushed
// to disk first as `flush` says). A failure leaves the old file as it was and no temporary file
// behind.
Status writeFileAtomically(const std::string& path, std::string_view bytes,
                           WriteFlush flush = WriteFlush::ToDisk);
// The same for a file made of several blocks, written one after the other (no joined copy).
Status writeFileAtomically(const std::string& path, std::span<const std::string_view> parts,
                           WriteFlush flush = WriteFlush::ToDisk);

} // namespace sw
