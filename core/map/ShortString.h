#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <iosfwd>
#include <string>
#include <string_view>

namespace sw {

// A string in 16 bytes, for the names a map holds by the thousand: materials and texture names.
// Up to 15 bytes are kept in place (every Doom texture name fits); a longer name, which UDMF
// allows, is kept on the heap. std::string takes 32 bytes for the same, and a wall has six.
//
// In place, the last byte holds 15 minus the length, so a 15-byte name ends in the 0 that
// c_str() needs. On the heap, the first 8 bytes hold the pointer, the next 4 the length and the
// last byte kHeapTag.
class ShortString {
public:
    static constexpr std::size_t kInlineCapacity = 15;

    ShortString() noexcept { setInlineSize(0); }
    ShortString(std::string_view text) { assign(text); }
    ShortString(const char* text) : ShortString(std::string_view(text)) {}
    ShortString(const std::string& text) : ShortString(std::string_view(text)) {}
    // Copies, compares and destruction of names kept in place (all but the rarest) are done
    // here, inline: a map's copy, its compare for undo and its destruction go through tens of
    // thousands of them.
    ShortString(const ShortString& other)
    {
        if (other.onHeap())
            assign(other.view());
        else
            std::memcpy(m_bytes, other.m_bytes, sizeof m_bytes);
    }
    ShortString(ShortString&& other) noexcept;
    ~ShortString()
    {
        if (onHeap())
            release();
    }

    ShortString& operator=(const ShortString& other)
    {
        if (this == &other || other.onHeap())
            return assignCopy(other);
        if (onHeap())
            release();
        std::memcpy(m_bytes, other.m_bytes, sizeof m_bytes);
        return *this;
    }
    ShortString& operator=(ShortString&& other) noexcept;
    ShortString& operator=(std::string_view text);
    ShortString& operator=(const char* text) { return *this = std::string_view(text); }
    ShortString& operator=(const std::string& text) { return *this = std::string_view(text); }

    std::size_t size() const noexcept { return onHeap() ? heapSize() : kInlineCapacity - tag(); }
    bool empty() const noexcept { return size() == 0; }
    const char* data() const noexcept { return onHeap() ? heapPointer() : m_bytes; }
    const char* c_str() const noexcept { return data(); }
    std::string_view view() const noexcept { return {data(), size()}; }
    operator std::string_view() const noexcept { return view(); }
    std::string str() const { return std::string(view()); }
    void clear() noexcept;

    // Whether the text is kept outside the object (longer than kInlineCapacity).
    bool onHeap() const noexcept { return tag() == kHeapTag; }

    bool operator==(const ShortString& other) const noexcept
    {
        // In place, the last byte says the length: equal lengths, then the text.
        if (!onHeap() && !other.onHeap())
            return tag() == other.tag() && std::memcmp(m_bytes, other.m_bytes, size()) == 0;
        return view() == other.view();
    }
    bool operator==(std::string_view text) const noexcept { return view() == text; }
    bool operator==(const char* text) const noexcept { return view() == std::string_view(text); }
    bool operator==(const std::string& text) const noexcept { return view() == text; }

private:
    static constexpr unsigned char kHeapTag = 0xFF;

    unsigned char tag() const noexcept { return static_cast<unsigned char>(m_bytes[15]); }
    void setInlineSize(std::size_t size) noexcept
    {
        m_bytes[size] = '\0';
        m_bytes[15] = static_cast<char>(kInlineCapacity - size);
    }
    char* heapPointer() const noexcept;
    std::size_t heapSize() const noexcept;
    void assign(std::string_view text);
    ShortString& assignCopy(const ShortString& other);
    void release() noexcept;

    alignas(8) char m_bytes[16];
};

static_assert(sizeof(ShortString) == 16);

std::ostream& operator<<(std::ostream& out, const ShortString& text);

} // namespace sw
