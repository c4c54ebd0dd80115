#include "map/ShortString.h"

#include <atomic>
#include <bit>
#include <cstring>
#include <mutex>
#include <ostream>
#include <stdexcept>
#include <unordered_map>

namespace sw {

namespace {

// The table of names: entry `id` holds the text of name `id`. The entries are in chunks that
// double in size (256, 512, 1,024, ...), so that a chunk, once made, never moves: a thread
// reading a name needs no lock while another adds one. The texts are in blocks that are never
// freed, each ending in a 0.
constexpr unsigned kFirstChunkBits = 8;
constexpr std::uint64_t kFirstChunk = 1u << kFirstChunkBits;
constexpr int kChunks = 33 - kFirstChunkBits; // enough for every 32-bit number
constexpr std::size_t kTextBlock = 64 * 1024;

struct Place {
    int chunk;
    std::size_t offset;
};

Place placeOf(std::uint32_t id)
{
    const std::uint64_t n = std::uint64_t(id) + kFirstChunk;
    const int chunk = std::bit_width(n) - 1 - static_cast<int>(kFirstChunkBits);
    return {chunk, static_cast<std::size_t>(n - (kFirstChunk << chunk))};
}

class NamePool {
public:
    std::string_view text(std::uint32_t id) const noexcept
    {
        const Place at = placeOf(id);
        return m_chunks[at.chunk].load(std::memory_order_acquire)[at.offset];
    }

    std::uint32_t intern(std::string_view text)
    {
        const std::lock_guard lock(m_mutex);
        if (const auto found = m_ids.find(text); found != m_ids.end())
            return found->second;
        if (m_count == UINT32_MAX)
            throw std::length_error("ShortString: more names than the table can number");
        const std::uint32_t id = m_count;
        const Place at = placeOf(id);
        std::string_view* chunk = m_chunks[at.chunk].load(std::memory_order_relaxed);
        if (!chunk) {
            chunk = new std::string_view[kFirstChunk << at.chunk];
            m_chunks[at.chunk].store(chunk, std::memory_order_release);
        }
        const std::string_view kept = keep(text);
        chunk[at.offset] = kept;
        m_ids.emplace(kept, id);
        ++m_count;
        return id;
    }

    NamePool()
    {
        // Name 0 is the empty one.
        m_chunks[0].store(new std::string_view[kFirstChunk], std::memory_order_relaxed);
        m_chunks[0].load(std::memory_order_relaxed)[0] = std::string_view("", 0);
        m_ids.emplace(std::string_view(), 0);
        m_count = 1;
    }

private:
    // A copy of `text` that never moves or goes, followed by a 0.
    std::string_view keep(std::string_view text)
    {
        const std::size_t need = text.size() + 1;
        char* at;
        if (need > kTextBlock / 4) {
            at = new char[need]; // a long name: a block of its own
        } else {
            if (need > m_blockLeft) {
                m_block = new char[kTextBlock];
                m_blockLeft = kTextBlock;
            }
            at = m_block;
            m_block += need;
            m_blockLeft -= need;
        }
        std::memcpy(at, text.data(), text.size());
        at[text.size()] = '\0';
        return {at, text.size()};
    }

    std::mutex m_mutex; // for everything below but reading m_chunks
    std::atomic<std::string_view*> m_chunks[kChunks] = {};
    std::uint32_t m_count = 0;
    std::unordered_map<std::string_view, std::uint32_t> m_ids;
    char* m_block = nullptr;
    std::size_t m_blockLeft = 0;
};

// Made at first use and never destroyed: names held by other static objects stay readable while
// those are destroyed.
NamePool& pool()
{
    static NamePool* const p = new NamePool();
    return *p;
}

} // namespace

std::uint32_t ShortString::intern(std::string_view text)
{
    return text.empty() ? 0 : pool().intern(text);
}

std::string_view ShortString::text(std::uint32_t id) noexcept
{
    return id == 0 ? std::string_view("", 0) : pool().text(id);
}

std::ostream& operator<<(std::ostream& out, const ShortString& text)
{
    return out << text.view();
}

} // namespace sw
