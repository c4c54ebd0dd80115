#pragma once

// Doom's names (lumps, textures, flats, maps) in upper case, and compared without regard to case,
// as the game does: ASCII letters only, whatever the program's locale.

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>

namespace sw {

inline char upperAscii(char c)
{
    return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
}

inline std::string upperAscii(std::string_view text)
{
    std::string out(text);
    for (char& c : out)
        c = upperAscii(c);
    return out;
}

inline bool sameNameIgnoringCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return upperAscii(x) == upperAscii(y);
           });
}

// A name field of a WAD record: up to `width` characters, ended early by a 0, in upper case.
inline std::string upperAsciiField(const unsigned char* field, std::size_t width = 8)
{
    const auto* text = reinterpret_cast<const char*>(field);
    return upperAscii(std::string_view(text, std::find(text, text + width, '\0') - text));
}

} // namespace sw
