#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>

namespace sw {

// A name in 4 bytes, for the names a map holds by the thousand: materials and texture names. A
// map uses a few hundred different names, each many times (a wall has six), so each text is kept
// once for the whole program, in a table that only grows, and a ShortString is its number there.
// Copies, moves and compares are those of a number; the text is read from the table, where it
// ends in the 0 that c_str() needs and never moves. Making one from text looks the text up (under
// a lock: any thread may do it). A program that sees millions of different names keeps them all
// until it ends: maps have hundreds.
class ShortString {
public:
    ShortString() noexcept = default;
    ShortString(std::string_view text) : m_id(intern(text)) {}
    ShortString(const char* text) : ShortString(std::string_view(text)) {}
    ShortString(const std::string& text) : ShortString(std::string_view(text)) {}

    ShortString& operator=(std::string_view text)
    {
        m_id = intern(text);
        return *this;
    }
    ShortString& operator=(const char* text) { return *this = std::string_view(text); }
    ShortString& operator=(const std::string& text) { return *this = std::string_view(text); }

    std::size_t size() const noexcept { return view().size(); }
    bool empty() const noexcept { return m_id == 0; }
    const char* data() const noexcept { return view().data(); }
    const char* c_str() const noexcept { return data(); }
    std::string_view view() const noexcept { return text(m_id); }
    operator std::string_view() const noexcept { return view(); }
    std::string str() const { return std::string(view()); }
    void clear() noexcept { m_id = 0; }

    // The text's number: the same text has the same number in the whole program (for hashing
    // names without reading them; not for storage: another run numbers them otherwise).
    std::uint32_t id() const noexcept { return m_id; }

    // The same text is the same number.
    bool operator==(const ShortString& other) const noexcept { return m_id == other.m_id; }
    bool operator==(std::string_view text) const noexcept { return view() == text; }
    bool operator==(const char* text) const noexcept { return view() == std::string_view(text); }
    bool operator==(const std::string& text) const noexcept { return view() == text; }

private:
    static std::uint32_t intern(std::string_view text);
    static std::string_view text(std::uint32_t id) noexcept;

    std::uint32_t m_id = 0; // 0 is the empty name
};

static_assert(sizeof(ShortString) == 4);

std::ostream& operator<<(std::ostream& out, const ShortString& text);

} // namespace sw
