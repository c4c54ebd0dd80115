#include "base/Files.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <climits>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <type_traits>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

namespace sw {

namespace {

std::string systemError(int err)
{
    return std::strerror(err);
}

template <typename Container> Container makeContainer(std::size_t size)
{
    if constexpr (std::is_same_v<Container, ByteBuffer>) {
        return ByteBuffer(size);
    } else {
        Container c;
        c.resize(size);
        return c;
    }
}

template <typename Container> Result<Container> readWhole(const std::string& path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return makeError(path + ": cannot open the file (" + systemError(errno) + ").");
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        return makeError(path + ": not a regular file.");
    }
    if (static_cast<std::uint64_t>(st.st_size) > kMaxInputFileBytes) {
        ::close(fd);
        return makeError(path + ": the file is " + std::to_string(st.st_size) +
                         " bytes, more than the 1 GiB a map file may have.");
    }
    Container data = makeContainer<Container>(static_cast<std::size_t>(st.st_size));
    std::size_t done = 0;
    while (done < data.size()) {
        const ssize_t n = ::read(fd, data.data() + done, data.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            const int err = errno;
            ::close(fd);
            return makeError(path + ": reading failed (" +
                             (n == 0 ? std::string("unexpected end of file") : systemError(err)) +
                             ").");
        }
        done += static_cast<std::size_t>(n);
    }
    ::close(fd);
    return data;
}

} // namespace

FileReader::FileReader(const std::string& path) : m_fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC))
{
}

FileReader::~FileReader()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

std::size_t FileReader::readAt(std::uint64_t offset, void* out, std::size_t size) const
{
    if (m_fd < 0)
        return 0;
    std::size_t done = 0;
    while (done < size) {
        const ssize_t n = ::pread(m_fd, static_cast<char*>(out) + done, size - done,
                                  static_cast<off_t>(offset + done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        done += static_cast<std::size_t>(n);
    }
    return done;
}

Result<std::vector<std::uint8_t>> readFileBytes(const std::string& path)
{
    return readWhole<std::vector<std::uint8_t>>(path);
}

Result<std::string> readFileText(const std::string& path)
{
    return readWhole<std::string>(path);
}

Result<ByteBuffer> readFileBuffer(const std::string& path)
{
    return readWhole<ByteBuffer>(path);
}

WriteFlush flushForOutput(const std::string& output, const std::string& input)
{
    std::error_code ec;
    return std::filesystem::equivalent(output, input, ec) ? WriteFlush::ToDisk : WriteFlush::Cached;
}

Status writeFileAtomically(const std::string& path, std::string_view bytes, WriteFlush flush)
{
    return writeFileAtomically(path, std::span<const std::string_view>(&bytes, 1), flush);
}

namespace {

// Opens a new temporary file beside `target` (created here, so never one that was there).
// The name only has to differ from other writers' at the same moment: the process id, a count
// and the clock, tried again under another name if it exists.
int openTemporary(const std::filesystem::path& dir, const std::filesystem::path& target,
                  std::string& tmp)
{
    static std::atomic<std::uint32_t> count{0};
    const auto clock =
        static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
    for (int attempt = 0;; ++attempt) {
        char suffix[48];
        std::snprintf(suffix, sizeof suffix, ".%d.%u.%08x.tmp", static_cast<int>(::getpid()),
                      count.fetch_add(1, std::memory_order_relaxed),
                      static_cast<std::uint32_t>(clock ^ (clock >> 32)));
        tmp = (dir / ("." + target.filename().string() + suffix)).string();
        const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
        if (fd >= 0 || errno != EEXIST || attempt == 100)
            return fd;
    }
}

// Writes every part in order with as few calls as the system takes (writev, up to IOV_MAX
// blocks a call), going on after a short write. 0 or the errno of the failure.
int writeParts(int fd, std::span<const std::string_view> parts)
{
    std::vector<iovec> iov;
    iov.reserve(std::min<std::size_t>(parts.size(), IOV_MAX));
    std::size_t next = 0; // the first part not yet in iov
    while (true) {
        // Fill iov from the parts still to write.
        while (iov.size() < IOV_MAX && next < parts.size()) {
            const std::string_view p = parts[next++];
            if (!p.empty())
                iov.push_back({const_cast<char*>(p.data()), p.size()});
        }
        if (iov.empty())
            return 0;
        const ssize_t n = ::writev(fd, iov.data(), static_cast<int>(iov.size()));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return errno;
        if (n == 0)
            return EIO; // nothing written and no error: never happens for a file, never loops
        // Drop what was written: whole blocks, then the front of a partly written one.
        auto left = static_cast<std::size_t>(n);
        std::size_t done = 0;
        while (done < iov.size() && left >= iov[done].iov_len)
            left -= iov[done++].iov_len;
        iov.erase(iov.begin(), iov.begin() + static_cast<std::ptrdiff_t>(done));
        if (left > 0) {
            iov.front().iov_base = static_cast<char*>(iov.front().iov_base) + left;
            iov.front().iov_len -= left;
        }
    }
}

// For a cached write over a regular file: swaps the names of the temporary file and the target,
// then removes the old file from under the temporary name. Readers see the old file or the whole
// new one, as with rename(). ext4 starts writing a file out at once when a rename replaces
// another file with it (its guard for programs that replace files without flushing them, which
// makes a power cut leave the old file or the new one): about 0.1 ms of a small map's export.
// A cached write promises only the swap, so it asks for no more. False, with nothing changed,
// where the system cannot swap (no such call, a file system without it, no file there yet, or
// not a regular file); the caller renames instead.
bool replaceByExchange(const std::string& tmp, const std::string& path)
{
#ifdef RENAME_EXCHANGE
    struct stat st {};
    if (::lstat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode))
        return false;
    if (::renameat2(AT_FDCWD, tmp.c_str(), AT_FDCWD, path.c_str(), RENAME_EXCHANGE) != 0)
        return false;
    if (::unlink(tmp.c_str()) == 0)
        return true;
    // The old file could not be removed: swap back, and let the rename decide.
    return ::renameat2(AT_FDCWD, tmp.c_str(), AT_FDCWD, path.c_str(), RENAME_EXCHANGE) != 0;
#else
    (void)tmp;
    (void)path;
    return false;
#endif
}

} // namespace

Status writeFileAtomically(const std::string& path, std::span<const std::string_view> parts,
                           WriteFlush flush)
{
    namespace fs = std::filesystem;
    const fs::path target(path);
    fs::path dir = target.parent_path();
    if (dir.empty())
        dir = ".";

    std::string tmp;
    const int fd = openTemporary(dir, target, tmp);
    if (fd < 0)
        return makeError(path + ": cannot create a temporary file in " + dir.string() + " (" +
                         systemError(errno) + ").");

    auto fail = [&](const std::string& what, int err) -> Status {
        ::close(fd);
        ::unlink(tmp.c_str());
        return makeError(path + ": " + what + " (" + systemError(err) +
                         "); the file was not changed.");
    };

    if (const int err = writeParts(fd, parts))
        return fail("writing failed", err);
    if (flush == WriteFlush::ToDisk && ::fsync(fd) != 0)
        return fail("flushing to disk failed", errno);
    if (::close(fd) != 0) {
        const int err = errno;
        ::unlink(tmp.c_str());
        return makeError(path + ": closing failed (" + systemError(err) +
                         "); the file was not changed.");
    }
    if (flush == WriteFlush::Cached && replaceByExchange(tmp, path))
        return Ok{};
    if (::rename(tmp.c_str(), path.c_str()) != 0) {
        const int err = errno;
        ::unlink(tmp.c_str());
        return makeError(path + ": replacing the file failed (" + systemError(err) +
                         "); the file was not changed.");
    }
    if (flush == WriteFlush::ToDisk) {
        // Make the rename itself durable.
        const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (dfd >= 0) {
            ::fsync(dfd);
            ::close(dfd);
        }
    }
    return Ok{};
}

} // namespace sw
