#pragma once

// A 64-bit running hash of words, for telling whether the input of some derived data changed
// since it was last built (the BSP's reusable subtrees, the 3D view's chunks). Not for storage:
// the values may change between versions of the program.

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace sw {

class Fingerprint {
public:
    void add(std::uint64_t v)
    {
        m_h = (m_h ^ v) * 0xff51afd7ed558ccdull;
        m_h ^= m_h >> 33;
    }
    void add(std::int64_t v) { add(static_cast<std::uint64_t>(v)); }
    void add(std::int32_t v) { add(static_cast<std::uint64_t>(static_cast<std::int64_t>(v))); }
    void add(std::uint32_t v) { add(static_cast<std::uint64_t>(v)); }
    void add(double v) { add(std::bit_cast<std::uint64_t>(v)); }
    void add(const void* p) { add(static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(p))); }
    void add(std::string_view s)
    {
        add(static_cast<std::uint64_t>(s.size()));
        for (std::size_t i = 0; i < s.size(); i += 8) {
            std::uint64_t w = 0;
            std::memcpy(&w, s.data() + i, std::min<std::size_t>(8, s.size() - i));
            add(w);
        }
    }
    // A point or vector: anything with x and y.
    template <typename P>
    auto add(const P& p) -> decltype(p.x, p.y, void())
    {
        add(p.x);
        add(p.y);
    }

    // Never 0, so that 0 can mean "none".
    std::uint64_t value() const { return m_h == 0 ? 1 : m_h; }

private:
    std::uint64_t m_h = 0x6a09e667f3bcc909ull;
};

// A Fingerprint of many words made four times as fast: the words go in turn to four running
// hashes, so each word's mixing waits only on the one four before it rather than on the one
// just before (a Fingerprint's words form one chain of multiplications). Order-sensitive like
// a Fingerprint; its values differ from one's over the same words.
class WideFingerprint {
public:
    template <typename T>
    requires(!requires(const T& p) { p.x + p.y; }) void add(const T& v) { addWord(v); }
    // A point or vector: its coordinates go to two hashes.
    template <typename P>
    requires requires(const P& p) { p.x + p.y; }
    void add(const P& p)
    {
        addWord(p.x);
        addWord(p.y);
    }

    // Never 0, as a Fingerprint's.
    std::uint64_t value() const
    {
        Fingerprint f;
        for (const Fingerprint& lane : m_lanes)
            f.add(lane.value());
        return f.value();
    }

private:
    template <typename T> void addWord(const T& v) { m_lanes[next()].add(v); }
    std::size_t next()
    {
        const std::size_t lane = m_next;
        m_next = (m_next + 1) & 3;
        return lane;
    }

    Fingerprint m_lanes[4];
    std::size_t m_next = 0;
};

} // namespace sw
