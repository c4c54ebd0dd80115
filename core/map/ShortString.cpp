#include "map/ShortString.h"

#include <cstring>
#include <limits>
#include <ostream>
#include <stdexcept>

namespace sw {

ShortString::ShortString(ShortString&& other) noexcept
{
    std::memcpy(m_bytes, other.m_bytes, sizeof m_bytes);
    other.setInlineSize(0);
}

ShortString& ShortString::assignCopy(const ShortString& other)
{
    if (this != &other)
        *this = other.view();
    return *this;
}

ShortString& ShortString::operator=(ShortString&& other) noexcept
{
    if (this != &other) {
        release();
        std::memcpy(m_bytes, other.m_bytes, sizeof m_bytes);
        other.setInlineSize(0);
    }
    return *this;
}

ShortString& ShortString::operator=(std::string_view text)
{
    // Build first: `text` may point into this object.
    ShortString copy(text);
    return *this = std::move(copy);
}

std::size_t ShortString::heapSize() const noexcept
{
    std::uint32_t size;
    std::memcpy(&size, m_bytes + sizeof(char*), sizeof size);
    return size;
}

char* ShortString::heapPointer() const noexcept
{
    char* p;
    std::memcpy(&p, m_bytes, sizeof p);
    return p;
}

void ShortString::clear() noexcept
{
    release();
    setInlineSize(0);
}

void ShortString::assign(std::string_view text)
{
    if (text.size() <= kInlineCapacity) {
        if (!text.empty())
            std::memcpy(m_bytes, text.data(), text.size());
        setInlineSize(text.size());
        return;
    }
    if (text.size() > std::numeric_limits<std::uint32_t>::max())
        throw std::length_error("ShortString: text too long");
    char* p = new char[text.size() + 1];
    std::memcpy(p, text.data(), text.size());
    p[text.size()] = '\0';
    const auto size = static_cast<std::uint32_t>(text.size());
    std::memcpy(m_bytes, &p, sizeof p);
    std::memcpy(m_bytes + sizeof p, &size, sizeof size);
    m_bytes[15] = static_cast<char>(kHeapTag);
}

void ShortString::release() noexcept
{
    if (onHeap())
        delete[] heapPointer();
}

std::ostream& operator<<(std::ostream& out, const ShortString& text)
{
    return out << text.view();
}

} // namespace sw
