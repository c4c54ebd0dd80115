// page_touch: what the first touch of fresh memory costs, in 4 KB pages and in 2 MB pages, the
// figures behind stepwise-cli's heap (docs/performance.md).
//
//   page_touch MB [--large] [--rounds N] [--pause SECONDS]
//
// Maps MB of fresh anonymous memory, advised for 2 MB pages (--large) or against them, writes
// one byte in every 4 KB, and prints the milliseconds this took and the share of the memory that
// ended up in 2 MB pages. With --rounds N it does so N times, pausing --pause seconds before
// each round (default 0): freed memory that sat unused for a few seconds can cost more to touch
// again on a virtual machine than memory freed a moment before.
#include <sys/mman.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <thread>

namespace {

// Kilobytes of the mapping at `address` held in 2 MB pages (AnonHugePages in smaps).
long largePageKb(const void* address)
{
    const auto at = reinterpret_cast<unsigned long>(address);
    std::ifstream smaps("/proc/self/smaps");
    std::string line;
    bool inside = false;
    while (std::getline(smaps, line)) {
        unsigned long begin = 0, end = 0;
        if (std::sscanf(line.c_str(), "%lx-%lx ", &begin, &end) == 2 && line.find(':') > 20)
            inside = at >= begin && at < end;
        else if (inside && line.rfind("AnonHugePages:", 0) == 0)
            return std::strtol(line.c_str() + 14, nullptr, 10);
    }
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: page_touch MB [--large] [--rounds N] [--pause SECONDS]\n");
        return 2;
    }
    const std::size_t bytes = static_cast<std::size_t>(std::atol(argv[1])) << 20;
    bool large = false;
    int rounds = 1;
    double pause = 0;
    for (int i = 2; i < argc; ++i) {
        if (std::strcmp(argv[i], "--large") == 0)
            large = true;
        else if (std::strcmp(argv[i], "--rounds") == 0 && i + 1 < argc)
            rounds = std::atoi(argv[++i]);
        else if (std::strcmp(argv[i], "--pause") == 0 && i + 1 < argc)
            pause = std::atof(argv[++i]);
    }
    if (bytes == 0 || rounds < 1) {
        std::fprintf(stderr, "page_touch: nothing to touch\n");
        return 2;
    }
    for (int r = 0; r < rounds; ++r) {
        if (pause > 0)
            std::this_thread::sleep_for(std::chrono::duration<double>(pause));
        const auto start = std::chrono::steady_clock::now();
        void* p = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED) {
            std::perror("page_touch: mmap");
            return 1;
        }
        ::madvise(p, bytes, large ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
        auto* bytesAt = static_cast<volatile char*>(p);
        for (std::size_t i = 0; i < bytes; i += 4096)
            bytesAt[i] = 1;
        const double ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count();
        const long largeKb = largePageKb(p);
        std::printf("%zu MB in %s pages: %.1f ms (%.2f ms per MB), %.0f%% in 2 MB pages\n",
                    bytes >> 20, large ? "2 MB" : "4 KB", ms, ms / static_cast<double>(bytes >> 20),
                    100.0 * static_cast<double>(largeKb) / static_cast<double>(bytes >> 10));
        ::munmap(p, bytes);
    }
    return 0;
}
