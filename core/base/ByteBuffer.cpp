#include "base/ByteBuffer.h"

#include <cstdlib>
#include <new>
#include <string>

#include <algorithm>
#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace sw {

namespace {

constexpr std::size_t kLargePage = std::size_t(2) << 20;

} // namespace

void adviseLargePages(const void* data, std::size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    // Only the whole large pages inside the block; smaller blocks are left alone.
    const auto begin = reinterpret_cast<std::uintptr_t>(data);
    const std::uintptr_t first = (begin + kLargePage - 1) / kLargePage * kLargePage;
    const std::uintptr_t last = (begin + bytes) / kLargePage * kLargePage;
    if (last > first)
        ::madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);
#else
    (void)data;
    (void)bytes;
#endif
}

void discardPages(const void* data, std::size_t bytes)
{
#if defined(__linux__) && defined(MADV_DONTNEED)
    static const auto page = static_cast<std::uintptr_t>(::sysconf(_SC_PAGESIZE));
    const auto begin = reinterpret_cast<std::uintptr_t>(data);
    const std::uintptr_t first = (begin + page - 1) / page * page;
    const std::uintptr_t last = (begin + bytes) / page * page;
    if (last > first)
        ::madvise(reinterpret_cast<void*>(first), last - first, MADV_DONTNEED);
#else
    (void)data;
    (void)bytes;
#endif
}

void adviseLargePagesForHeap(std::size_t bytes, std::size_t smallFirst)
{
#if defined(__linux__) && defined(__GLIBC__) && defined(MADV_HUGEPAGE)
    constexpr int kLargestHeapBlock = 32 << 20; // glibc's upper limit for the mapping threshold
    ::mallopt(M_MMAP_THRESHOLD, kLargestHeapBlock);
    // Twice the growth: freeing the block below must not hand the new heap straight back.
    ::mallopt(M_TRIM_THRESHOLD, static_cast<int>(std::min<std::size_t>(2 * bytes, 1u << 30)));
    // Grow the heap by `bytes` now (address space only: pages are made when first touched),
    // asking for a block just larger than the heap's free top (`keepcost`), so that the
    // allocator writes nothing beyond a page past the old break. A large page can only be made
    // where no small page was touched first. volatile: a block that is never used is otherwise
    // taken out by the compiler, and with it the growth.
    ::mallopt(M_TOP_PAD, static_cast<int>(std::min<std::size_t>(bytes, 1u << 30)));
    const std::uintptr_t oldBreak = reinterpret_cast<std::uintptr_t>(::sbrk(0));
    void* volatile grow = std::malloc(::mallinfo2().keepcost + 256);
    std::free(grow);
    ::mallopt(M_TOP_PAD, 128 * 1024); // glibc's default again for later growth
    // The free top now runs to the new break. Advise its whole large pages from the first one
    // past what was touched and past `smallFirst`; the heap is used from its start, so a small
    // run stays in the small pages before that boundary.
    const std::uintptr_t topEnd = reinterpret_cast<std::uintptr_t>(::sbrk(0));
    const std::uintptr_t topStart = topEnd - ::mallinfo2().keepcost;
    const std::uintptr_t touched = std::max(topStart + smallFirst, oldBreak + 4096);
    const std::uintptr_t boundary = (touched + kLargePage - 1) / kLargePage * kLargePage;
    if (boundary + kLargePage > topEnd)
        return; // no whole large page to advise (the heap did not grow)
    adviseLargePages(reinterpret_cast<const void*>(boundary), topEnd - boundary);
#else
    (void)bytes;
    (void)smallFirst;
#endif
}

void restartWithLargePageAllocator(char** argv)
{
#if defined(__linux__) && defined(__GLIBC__)
    constexpr const char* kTunable = "glibc.malloc.hugetlb=1";
    const char* current = std::getenv("GLIBC_TUNABLES");
    const std::string tunables = current ? std::string(current) : std::string();
    if (tunables.find("glibc.malloc.hugetlb") != std::string::npos || !argv || !argv[0])
        return;
    const std::string wanted = tunables.empty() ? kTunable : tunables + ":" + kTunable;
    if (::setenv("GLIBC_TUNABLES", wanted.c_str(), 1) != 0)
        return;
    // The program's own file by name (not /proc/self/exe, which would rename the process).
    char self[4096];
    const ssize_t length = ::readlink("/proc/self/exe", self, sizeof self - 1);
    if (length > 0) {
        self[length] = '\0';
        ::execv(self, argv);
    }
    // Still here: the exec failed; go on as before, without the setting.
    if (current)
        ::setenv("GLIBC_TUNABLES", current, 1);
    else
        ::unsetenv("GLIBC_TUNABLES");
#else
    (void)argv;
#endif
}

void ByteBuffer::Free::operator()(std::uint8_t* p) const { std::free(p); }

ByteBuffer::ByteBuffer(std::size_t size) : m_size(size)
{
    if (size == 0)
        return;
    void* p = nullptr;
    if (size >= 2 * kLargePage) {
        // Whole large pages, aligned to them, so every page of the buffer can be one.
        const std::size_t rounded = (size + kLargePage - 1) / kLargePage * kLargePage;
        p = std::aligned_alloc(kLargePage, rounded);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
        if (p)
            ::madvise(p, rounded, MADV_HUGEPAGE); // only advice: failure changes nothing
#endif
    } else {
        p = std::malloc(size);
    }
    if (!p)
        throw std::bad_alloc();
    m_owned.reset(static_cast<std::uint8_t*>(p));
    m_data = m_owned.get();
}

ByteBuffer::ByteBuffer(std::vector<std::uint8_t> bytes)
    : m_vector(std::move(bytes)), m_data(m_vector.data()), m_size(m_vector.size())
{}

} // namespace sw
