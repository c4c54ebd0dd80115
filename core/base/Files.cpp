#include "base/Files.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>
#include <type_traits>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sw {

namespace {

std::string systemError(int err) { return std::strerror(err); }

template <typename Container>
Container makeContainer(std::size_t size)
{
    if constexpr (std::is_same_v<Container, ByteBuffer>) {
        return ByteBuffer(size);
    } else {
        Container c;
        c.resize(size);
        return c;
    }
}

template <typename Container>
Result<Container> readWhole(const std::string& path)
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

Status writeFileAtomically(const std::string& path, std::string_view bytes)
{
    return writeFileAtomically(path, std::span<const std::string_view>(&bytes, 1));
}

Status writeFileAtomically(const std::string& path, std::span<const std::string_view> parts)
{
    namespace fs = std::filesystem;
    const fs::path target(path);
    fs::path dir = target.parent_path();
    if (dir.empty())
        dir = ".";

    std::random_device rd;
    char suffix[32];
    std::snprintf(suffix, sizeof suffix, ".%08x.tmp", rd());
    const std::string tmp = (dir / ("." + target.filename().string() + suffix)).string();

    const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0)
        return makeError(path + ": cannot create a temporary file in " + dir.string() + " (" +
                         systemError(errno) + ").");

    auto fail = [&](const std::string& what, int err) -> Status {
        ::close(fd);
        ::unlink(tmp.c_str());
        return makeError(path + ": " + what + " (" + systemError(err) + "); the file was not changed.");
    };

    for (const std::string_view bytes : parts) {
        std::size_t done = 0;
        while (done < bytes.size()) {
            const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0)
                return fail("writing failed", errno);
            done += static_cast<std::size_t>(n);
        }
    }
    if (::fsync(fd) != 0)
        return fail("flushing to disk failed", errno);
    if (::close(fd) != 0) {
        const int err = errno;
        ::unlink(tmp.c_str());
        return makeError(path + ": closing failed (" + systemError(err) + "); the file was not changed.");
    }
    if (::rename(tmp.c_str(), path.c_str()) != 0) {
        const int err = errno;
        ::unlink(tmp.c_str());
        return makeError(path + ": replacing the file failed (" + systemError(err) +
                         "); the file was not changed.");
    }
    // Make the rename itself durable.
    const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd >= 0) {
        ::fsync(dfd);
        ::close(dfd);
    }
    return Ok{};
}

} // namespace sw
