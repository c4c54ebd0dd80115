// Checks the CLI's heap arrangement in a fresh process, as stepwise-cli makes it first thing
// (keepHeapForReuse, setLargePagesWanted(false)): a block of 24 MB comes from the heap, not a
// mapping of its own; freeing it keeps the heap's memory; returnFreedHeap gives it back; and
// neither the heap, a vector reserved with reserveLarge nor a large ByteBuffer is advised for
// 2 MB pages.
#include "base/ByteBuffer.h"

#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

namespace {

struct Mapping {
    std::string name;  // "[heap]", a file, or "" for anonymous memory
    std::string flags; // VmFlags; "hg" when advised for large pages
};

// The smaps entry of the mapping holding `address`.
bool mappingOf(const void* address, Mapping& out)
{
    const auto at = reinterpret_cast<std::uintptr_t>(address);
    std::ifstream smaps("/proc/self/smaps");
    std::string line;
    bool inside = false;
    while (std::getline(smaps, line)) {
        unsigned long begin = 0, end = 0;
        if (std::sscanf(line.c_str(), "%lx-%lx ", &begin, &end) == 2 && line.find(':') > 20) {
            if (inside)
                return true;
            inside = at >= begin && at < end;
            if (inside) {
                const std::size_t slash = line.find_first_of("/[");
                out.name = slash == std::string::npos ? std::string() : line.substr(slash);
            }
        } else if (inside && line.rfind("VmFlags:", 0) == 0) {
            out.flags = line.substr(8);
        }
    }
    return inside;
}

// The process's resident memory in kB.
long residentKb()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmRSS:", 0) == 0)
            return std::atol(line.c_str() + 6);
    return -1;
}

bool advised(const Mapping& m)
{
    return m.flags.find(" hg") != std::string::npos;
}

int fail(const char* what, const Mapping& m)
{
    std::printf("%s (mapping \"%s\", flags%s)\n", what, m.name.c_str(), m.flags.c_str());
    return 1;
}

} // namespace

int main()
{
    sw::keepHeapForReuse();
    sw::setLargePagesWanted(false);

    constexpr std::size_t kBlock = std::size_t(24) << 20;
    auto* block = static_cast<char*>(std::malloc(kBlock));
    std::memset(block, 1, kBlock);
    Mapping m;
    if (!mappingOf(block, m) || m.name != "[heap]")
        return fail("a 24 MB block is not in the heap", m);
    if (advised(m))
        return fail("the heap is advised for large pages", m);
    // A small block after it keeps the freed block from being the heap's top, which glibc may
    // hand back; the point is that no threshold makes it give back what was freed.
    void* volatile after = std::malloc(64);
    const void* breakBefore = ::sbrk(0);
    std::free(block);
    auto* again = static_cast<char*>(std::malloc(kBlock));
    if (::sbrk(0) != breakBefore || again != block) {
        std::printf("the freed 24 MB were not reused (%p then %p)\n", static_cast<void*>(block),
                    static_cast<void*>(again));
        return 1;
    }

    std::vector<double> reserved;
    sw::reserveLarge(reserved, std::size_t(8) << 20);
    // In the middle: only a block's whole large pages are advised, never its first bytes.
    if (!mappingOf(reserved.data() + reserved.capacity() / 2, m) || advised(m))
        return fail("a vector reserved with reserveLarge is advised for large pages", m);
    const sw::ByteBuffer buffer(std::size_t(16) << 20);
    if (!mappingOf(buffer.data() + buffer.size() / 2, m) || advised(m))
        return fail("a 16 MB ByteBuffer is advised for large pages", m);

    // Freed and kept, until returnFreedHeap gives the freed block's pages back (the block
    // after it stays, so this is memory inside the heap, not at its top).
    std::free(again);
    const long kept = residentKb();
    sw::returnFreedHeap();
    const long returned = residentKb();
    if (kept - returned < 20 * 1024) {
        std::printf("returnFreedHeap gave back %ld kB of a freed 24 MB block\n", kept - returned);
        return 1;
    }
    std::free(after);
    std::printf("the heap is kept, in 4 KB pages, and given back when asked\n");
    return 0;
}
