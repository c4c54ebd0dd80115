#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace sw {

// Asks that the untouched part of a large block be backed by 2 MB pages where the system offers
// them (Linux transparent huge pages; elsewhere nothing happens). Call it on a vector's storage
// right after reserving: on virtual machines the first touch of each 4 KB page costs more than
// filling it, and a map of 100,000 walls fills tens of thousands of them. Nothing happens when
// the program has turned large pages off (setLargePagesWanted).
void adviseLargePages(const void* data, std::size_t bytes);

// Whether adviseLargePages, reserveLarge and large ByteBuffers ask for 2 MB pages: yes unless
// a program says otherwise. On this project's virtual machines a 2 MB page is cheap to touch
// when its memory was freed a moment before (0.13 ms per MB) and dear when the memory has been
// free for a few seconds, as every run of a program that starts, works on one map and ends
// finds it (1.5-3.6 ms per MB, against 0.4-0.6 for 4 KB pages), and as the editor's first edit
// after opening a big map does; see docs/performance.md. The CLI and the editor turn them off.
void setLargePagesWanted(bool wanted);

// For programs that start, work on one map and end (the CLI), and for the editor, whose every
// edit builds a new version of the map's derived data as big as the last: blocks of up to 32 MB
// come from the heap instead of mappings of their own (which are returned when freed and
// faulted in again when the next one is made), and freed memory is kept for reuse. Nothing on
// other systems.
void keepHeapForReuse();

// In a program that keeps its heap for reuse (keepHeapForReuse), gives the free memory in it back
// to the system when there is much (4 MB or more): for the points where a big step's working
// memory has just been freed and the next step needs less, so that the program's peak is what it
// holds at once, not the sum of its steps. Those pages cost a fault again when used (about 1 us
// each here). Nothing in other programs, whose allocator returns memory by itself.
void returnFreedHeap();

// Gives the free memory in the heap back to the system when there is much (4 MB or more), in
// any program: for a long-running one with worker threads, after a step that freed much on a
// worker, whose memory the other threads' allocations would not reuse. Slow on a big heap (it
// walks all of it): for rare steps only, such as a big map's first build.
void trimFreedHeap();

// Gives the memory of the whole pages inside [data, data + bytes) back to the system while the
// block stays allocated: for a large buffer that is read once from front to back and freed only
// afterwards (the text of a big map), so that the part already read holds no memory. Those
// bytes must never be read again: on Linux they then read as zeros; elsewhere nothing happens.
void discardPages(const void* data, std::size_t bytes);

template <typename T> void reserveLarge(std::vector<T>& v, std::size_t count)
{
    v.reserve(count);
    adviseLargePages(v.data(), v.capacity() * sizeof(T));
}

// A block of bytes that is not cleared when made, for reading large files into. A large buffer
// asks for 2 MB pages where the system offers them (Linux transparent huge pages) and the
// program has not turned them off (setLargePagesWanted): the first
// touch of every 4 KB page costs a fault, and on virtual machines a fault costs more than
// reading the page. A buffer can also adopt a vector, so callers that build bytes in memory
// need not copy them.
class ByteBuffer {
public:
    ByteBuffer() = default;
    explicit ByteBuffer(std::size_t size);
    explicit ByteBuffer(std::vector<std::uint8_t> bytes);

    std::uint8_t* data() { return m_data; }
    const std::uint8_t* data() const { return m_data; }
    std::size_t size() const { return m_size; }
    std::span<const std::uint8_t> bytes() const { return {m_data, m_size}; }

private:
    struct Free {
        void operator()(std::uint8_t* p) const;
    };
    std::unique_ptr<std::uint8_t, Free> m_owned;
    std::vector<std::uint8_t> m_vector;
    std::uint8_t* m_data = nullptr;
    std::size_t m_size = 0;
};

} // namespace sw
