#include "base/ByteBuffer.h"

#include <cstdlib>
#include <new>
#include <string>

#include <algorithm>
#include <atomic>
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

std::atomic<bool> largePagesWanted{true};

} // namespace

void setLargePagesWanted(bool wanted)
{
    largePagesWanted.store(wanted, std::memory_order_relaxed);
}

void adviseLargePages(const void* data, std::size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (!largePagesWanted.load(std::memory_order_relaxed))
        return;
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

namespace {
bool g_heapKept = false; // keepHeapForReuse was called
} // namespace

void keepHeapForReuse()
{
#if defined(__linux__) && defined(__GLIBC__)
    constexpr int kLargestHeapBlock = 32 << 20; // glibc's upper limit for the mapping threshold
    ::mallopt(M_MMAP_THRESHOLD, kLargestHeapBlock);
    ::mallopt(M_TRIM_THRESHOLD, 1 << 30);
    g_heapKept = true;
#endif
}

void returnFreedHeap()
{
    if (g_heapKept)
        trimFreedHeap();
}

void trimFreedHeap()
{
#if defined(__linux__) && defined(__GLIBC__)
    constexpr std::size_t kWorthIt = 4 << 20;
    if (::mallinfo2().fordblks >= kWorthIt)
        ::malloc_trim(0);
#endif
}

void ByteBuffer::Free::operator()(std::uint8_t* p) const
{
    std::free(p);
}

ByteBuffer::ByteBuffer(std::size_t size) : m_size(size)
{
    if (size == 0)
        return;
    void* p = nullptr;
    if (size >= 2 * kLargePage && largePagesWanted.load(std::memory_order_relaxed)) {
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
{
}

} // namespace sw
