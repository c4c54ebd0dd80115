#include "io/WadWrite.h"

#include "base/Files.h"

#include <cstring>
#include <string_view>

namespace sw {

void putName8(std::vector<std::uint8_t>& out, const std::string& name)
{
    for (std::size_t i = 0; i < 8; ++i)
        out.push_back(i < name.size() ? static_cast<std::uint8_t>(name[i]) : 0);
}

std::vector<std::uint8_t> assembleWad(std::span<const WadLumpData> lumps, bool iwad)
{
    std::size_t total = 12 + lumps.size() * 16;
    for (const WadLumpData& l : lumps)
        total += l.bytes.size();
    std::vector<std::uint8_t> out;
    out.reserve(total);
    for (char c : std::string_view(iwad ? "IWAD" : "PWAD"))
        out.push_back(static_cast<std::uint8_t>(c));
    putU32(out, static_cast<std::uint32_t>(lumps.size()));
    putU32(out, 0); // the directory's offset, filled in below
    std::vector<std::uint32_t> offsets;
    offsets.reserve(lumps.size());
    for (const WadLumpData& l : lumps) {
        // Empty lumps point at offset 0, as the id tools wrote them.
        offsets.push_back(l.bytes.empty() ? 0 : static_cast<std::uint32_t>(out.size()));
        const std::size_t at = out.size();
        out.resize(at + l.bytes.size());
        if (!l.bytes.empty())
            std::memcpy(out.data() + at, l.bytes.data(), l.bytes.size());
    }
    const auto dirOffset = static_cast<std::uint32_t>(out.size());
    for (std::size_t i = 0; i < lumps.size(); ++i) {
        putU32(out, offsets[i]);
        putU32(out, static_cast<std::uint32_t>(lumps[i].bytes.size()));
        putName8(out, lumps[i].name);
    }
    for (int i = 0; i < 4; ++i)
        out[8 + static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(dirOffset >> (8 * i));
    return out;
}

Status writePwadFile(const std::string& path, std::span<const WadLumpData> lumps, WriteFlush flush)
{
    // The header, the lumps' bytes as they are, then the directory: written straight from the
    // lumps, without assembling the file in memory first.
    std::vector<std::uint8_t> header, directory;
    std::size_t offset = 12;
    directory.reserve(lumps.size() * 16);
    for (const WadLumpData& l : lumps) {
        putU32(directory, l.bytes.empty() ? 0 : static_cast<std::uint32_t>(offset));
        putU32(directory, static_cast<std::uint32_t>(l.bytes.size()));
        putName8(directory, l.name);
        offset += l.bytes.size();
    }
    for (char c : std::string_view("PWAD"))
        header.push_back(static_cast<std::uint8_t>(c));
    putU32(header, static_cast<std::uint32_t>(lumps.size()));
    putU32(header, static_cast<std::uint32_t>(offset));
    auto view = [](const std::vector<std::uint8_t>& b) {
        return std::string_view(reinterpret_cast<const char*>(b.data()), b.size());
    };
    std::vector<std::string_view> parts;
    parts.reserve(lumps.size() + 2);
    parts.push_back(view(header));
    for (const WadLumpData& l : lumps)
        parts.push_back(view(l.bytes));
    parts.push_back(view(directory));
    return writeFileAtomically(path, parts, flush);
}

} // namespace sw
