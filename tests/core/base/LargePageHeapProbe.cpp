// Checks adviseLargePagesForHeap in fresh processes, as stepwise-cli calls it first thing: a
// small first block lies in the heap's small-page part and holds no large page once touched; a
// block past that part lies in a mapping advised for large pages and (where the kernel makes
// large pages on advice) gets one when touched. The heap's start is placed at random, so the
// parent runs many children.
#include "base/ByteBuffer.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>

namespace {

constexpr std::uintptr_t kLargePage = std::uintptr_t(2) << 20;

bool kernelMakesLargePagesOnAdvice()
{
    std::string setting;
    std::getline(std::ifstream("/sys/kernel/mm/transparent_hugepage/enabled"), setting);
    return setting.find("[always]") != std::string::npos ||
           setting.find("[madvise]") != std::string::npos;
}

// The smaps entry of the mapping holding `address`: its flags and its large-page kilobytes.
bool mappingOf(std::uintptr_t address, std::string& flags, long& largeKb)
{
    std::ifstream smaps("/proc/self/smaps");
    std::string line;
    bool inside = false;
    bool found = false;
    while (std::getline(smaps, line)) {
        unsigned long begin = 0, end = 0;
        if (std::sscanf(line.c_str(), "%lx-%lx ", &begin, &end) == 2 && line.find(':') > 20) {
            if (found)
                break;
            inside = address >= begin && address < end;
            found = inside;
        } else if (inside && line.rfind("AnonHugePages:", 0) == 0) {
            largeKb = std::strtol(line.c_str() + 14, nullptr, 10);
        } else if (inside && line.rfind("VmFlags:", 0) == 0) {
            flags = line.substr(8);
        }
    }
    return found;
}

int child()
{
    constexpr std::size_t kSmallFirst = std::size_t(16) << 20;
    sw::adviseLargePagesForHeap(std::size_t(64) << 20, kSmallFirst);
    constexpr std::size_t kBlock = std::size_t(1) << 20;
    auto* small = static_cast<char*>(std::malloc(kBlock));
    std::memset(small, 1, kBlock);
    std::string flags;
    long largeKb = -1;
    const auto at = reinterpret_cast<std::uintptr_t>(small);
    if (!mappingOf(at, flags, largeKb) || flags.find(" hg") != std::string::npos || largeKb > 0) {
        std::printf("small block %#lx is in a mapping advised for large pages (%s, %ld kB)\n",
                    static_cast<unsigned long>(at), flags.c_str(), largeKb);
        return 1;
    }
    // Past the small part (rounded up to a large page): what comes after a block that fills it.
    // volatile: an allocation that is never used is otherwise taken out by the compiler.
    void* volatile filler = std::malloc(kSmallFirst + kLargePage);
    auto* later = static_cast<char*>(std::malloc(kBlock));
    std::memset(later, 1, kBlock);
    const auto laterAt = reinterpret_cast<std::uintptr_t>(later);
    flags.clear();
    if (!mappingOf(laterAt, flags, largeKb) || flags.find(" hg") == std::string::npos) {
        std::printf("block %#lx past the small part is not advised for large pages (%s)\n",
                    static_cast<unsigned long>(laterAt), flags.c_str());
        return 1;
    }
    if (kernelMakesLargePagesOnAdvice() && largeKb <= 0) {
        std::printf("block %#lx past the small part was touched but got no large page\n",
                    static_cast<unsigned long>(laterAt));
        return 1;
    }
    std::free(later);
    std::free(filler);
    std::free(small);
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc > 1 && std::strcmp(argv[1], "child") == 0)
        return child();
    constexpr int kRuns = 40;
    int failed = 0;
    for (int i = 0; i < kRuns; ++i) {
        std::fflush(stdout);
        const pid_t pid = ::fork();
        if (pid == 0) {
            char childArg[] = "child";
            char* args[] = {argv[0], childArg, nullptr};
            ::execv(argv[0], args);
            std::_Exit(127);
        }
        int status = 0;
        ::waitpid(pid, &status, 0);
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
            ++failed;
    }
    std::printf("%d of %d runs failed\n", failed, kRuns);
    return failed == 0 ? 0 : 1;
}
