#include "io/Wad.h"

#include "base/Files.h"
#include "base/Names.h"

#include <algorithm>
#include <cstring>
#include <optional>

namespace sw {

namespace {

constexpr std::size_t kHeaderSize = 12;
constexpr std::size_t kDirEntrySize = 16;

std::uint32_t u32(const std::uint8_t* p)
{
    return std::uint32_t(p[0]) | std::uint32_t(p[1]) << 8 | std::uint32_t(p[2]) << 16 |
           std::uint32_t(p[3]) << 24;
}

// Lumps that belong to a binary (Doom or Hexen format) map, in any order.
bool isBinaryMapLump(const std::string& name)
{
    static const char* const kNames[] = {"THINGS",   "LINEDEFS", "SIDEDEFS", "VERTEXES",
                                         "SEGS",     "SSECTORS", "NODES",    "SECTORS",
                                         "REJECT",   "BLOCKMAP", "BEHAVIOR", "SCRIPTS"};
    return std::any_of(std::begin(kNames), std::end(kNames),
                       [&](const char* n) { return name == n; });
}

} // namespace

Result<Wad> Wad::fromBytes(std::vector<std::uint8_t> bytes, std::string sourceName)
{
    return fromBuffer(ByteBuffer(std::move(bytes)), std::move(sourceName));
}

Result<Wad> Wad::fromBuffer(ByteBuffer bytes, std::string sourceName)
{
    const std::size_t fileSize = bytes.size();
    if (fileSize < kHeaderSize)
        return makeError(sourceName + ": the file is " + std::to_string(fileSize) +
                         " bytes, too short for a WAD header (12 bytes).");
    const bool iwad = std::memcmp(bytes.data(), "IWAD", 4) == 0;
    if (!iwad && std::memcmp(bytes.data(), "PWAD", 4) != 0)
        return makeError(sourceName + ": not a WAD file (it does not start with IWAD or PWAD).");

    const std::uint32_t count = u32(bytes.data() + 4);
    const std::uint32_t dirOffset = u32(bytes.data() + 8);
    // Checked in 64 bits: the directory must lie inside the file. This also bounds the
    // number of entries by the file size before anything is allocated.
    const std::uint64_t dirEnd = std::uint64_t(dirOffset) + std::uint64_t(count) * kDirEntrySize;
    if (dirOffset < kHeaderSize && count > 0)
        return makeError(sourceName + ": the lump directory (offset " + std::to_string(dirOffset) +
                         ") overlaps the header.");
    if (dirEnd > fileSize)
        return makeError(sourceName + ": the header declares " + std::to_string(count) +
                         " lumps at offset " + std::to_string(dirOffset) +
                         ", which runs past the end of the file (" + std::to_string(fileSize) +
                         " bytes); the file is truncated or corrupt.");

    Wad wad;
    wad.m_sourceName = std::move(sourceName);
    wad.m_iwad = iwad;
    wad.m_lumps.reserve(count);
    for (std::uint32_t i = 0; i < count; ++i) {
        const std::uint8_t* e = bytes.data() + dirOffset + std::size_t(i) * kDirEntrySize;
        WadLump lump{upperAsciiField(e + 8), u32(e), u32(e + 4)};
        if (std::uint64_t(lump.offset) + lump.size > fileSize)
            return makeError(wad.m_sourceName + ": lump " + std::to_string(i) + " (" + lump.name +
                             ") claims " + std::to_string(lump.size) + " bytes at offset " +
                             std::to_string(lump.offset) + ", outside the file (" +
                             std::to_string(fileSize) + " bytes).");
        wad.m_lumps.push_back(std::move(lump));
    }
    wad.m_bytes = std::move(bytes);
    wad.findMaps();
    return wad;
}

Result<Wad> Wad::load(const std::string& path)
{
    auto bytes = readFileBuffer(path);
    if (!bytes)
        return bytes.error();
    return fromBuffer(std::move(*bytes), path);
}

std::span<const std::uint8_t> Wad::lumpData(std::size_t index) const
{
    const WadLump& l = m_lumps.at(index);
    if (m_released)
        return {};
    return {m_bytes.data() + l.offset, l.size};
}

void Wad::releaseData()
{
    if (!m_file || m_fileOffsets.size() != m_lumps.size())
        return;
    m_bytes = ByteBuffer();
    m_released = true;
}

Result<std::vector<std::uint8_t>> Wad::readLump(std::size_t index) const
{
    const WadLump& l = m_lumps.at(index);
    if (!m_released) {
        const auto data = lumpData(index);
        return std::vector<std::uint8_t>(data.begin(), data.end());
    }
    std::vector<std::uint8_t> bytes(l.size);
    if (l.size > 0 && !m_file->readExactly(m_fileOffsets[index], bytes.data(), bytes.size()))
        return makeError(
            m_sourceName + ", lump " + l.name +
            ": cannot be read again: the file was changed since it was loaded, or cannot be read.");
    return bytes;
}

void Wad::findMaps()
{
    const std::size_t n = m_lumps.size();
    for (std::size_t i = 0; i + 1 < n; ++i) {
        const std::string& next = m_lumps[i + 1].name;
        if (next == "TEXTMAP") {
            std::size_t end = i + 2;
            while (end < n && m_lumps[end].name != "ENDMAP")
                ++end;
            m_maps.push_back({m_lumps[i].name, WadMapFormat::Udmf, i, std::min(end + 1, n)});
            i = end;
        } else if (isBinaryMapLump(next) && !isBinaryMapLump(m_lumps[i].name)) {
            std::size_t end = i + 1;
            bool behavior = false;
            while (end < n && isBinaryMapLump(m_lumps[end].name)) {
                behavior = behavior || m_lumps[end].name == "BEHAVIOR";
                ++end;
            }
            m_maps.push_back({m_lumps[i].name, behavior ? WadMapFormat::Hexen : WadMapFormat::Doom, i,
                              end});
            i = end - 1;
        }
    }
}

const WadMapEntry* Wad::findMap(const std::string& name) const
{
    const std::string wanted = upperAscii(name);
    for (const WadMapEntry& m : m_maps)
        if (m.name == wanted)
            return &m;
    return nullptr;
}

std::ptrdiff_t Wad::findMapLump(const WadMapEntry& map, const char* name) const
{
    for (std::size_t i = map.markerLump + 1; i < map.endLump; ++i)
        if (m_lumps[i].name == name)
            return static_cast<std::ptrdiff_t>(i);
    return -1;
}

std::optional<Wad> Wad::loadMapOnly(const std::string& path, const std::string& mapName)
{
    return readMapLumps(path, mapName, false);
}

std::optional<Wad> Wad::loadMapForImport(const std::string& path, const std::string& mapName)
{
    return readMapLumps(path, mapName, true);
}

std::optional<Wad> Wad::readMapLumps(const std::string& path, const std::string& mapName,
                                     bool skipBuilt)
{
    const FileReader in(path);
    char header[12];
    if (!in.readExactly(0, header, 12))
        return std::nullopt;
    auto u32 = [](const char* p) {
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i)
            v |= static_cast<std::uint32_t>(static_cast<unsigned char>(p[i])) << (8 * i);
        return v;
    };
    const std::uint32_t count = u32(header + 4), dirOffset = u32(header + 8);
    if (count > 1000000)
        return std::nullopt;
    std::vector<char> dir(std::size_t(count) * 16);
    if (!in.readExactly(dirOffset, dir.data(), dir.size()))
        return std::nullopt;
    auto name = [&](std::size_t i) {
        return upperAsciiField(reinterpret_cast<const unsigned char*>(dir.data() + i * 16 + 8));
    };
    std::string wanted = upperAscii(mapName);
    if (wanted.empty()) {
        // The WAD's only map: a marker followed by TEXTMAP or by binary map lumps.
        int markers = 0;
        for (std::size_t i = 0; i + 1 < count; ++i) {
            const std::string next = name(i + 1);
            if (next == "TEXTMAP" || (isBinaryMapLump(next) && !isBinaryMapLump(name(i)))) {
                wanted = name(i);
                ++markers;
            }
        }
        if (markers != 1)
            return std::nullopt;
    }
    // What node builders make: importing a map never reads it.
    static const char* const kBuilt[] = {"SEGS", "SSECTORS", "NODES", "REJECT", "BLOCKMAP",
                                         "ZNODES"};
    // The marker, then the lumps that follow it up to the next marker (ENDMAP for UDMF).
    std::size_t first = 0;
    while (first < count && name(first) != wanted)
        ++first;
    if (first + 1 >= count)
        return std::nullopt;
    static const char* const kLumps[] = {"THINGS", "LINEDEFS", "SIDEDEFS", "VERTEXES", "SEGS",
                                         "SSECTORS", "NODES", "SECTORS", "REJECT", "BLOCKMAP",
                                         "BEHAVIOR", "SCRIPTS", "TEXTMAP", "ZNODES", "DIALOGUE",
                                         "ENDMAP"};
    std::size_t end = first + 1;
    while (end < count && std::any_of(std::begin(kLumps), std::end(kLumps),
                                      [&](const char* l) { return name(end) == l; })) {
        ++end;
        if (name(end - 1) == "ENDMAP")
            break;
    }

    // The small WAD: header, the lumps' data, then their directory, in one buffer of its final
    // size (not cleared first: every byte is written).
    std::vector<std::uint32_t> sizes;
    std::uint64_t total = 12 + std::uint64_t(end - first) * 16;
    for (std::size_t i = first; i < end; ++i) {
        std::uint32_t size = u32(dir.data() + i * 16 + 4);
        if (skipBuilt && std::any_of(std::begin(kBuilt), std::end(kBuilt),
                                     [&](const char* b) { return name(i) == b; }))
            size = 0;
        if (size > kMaxInputFileBytes)
            return std::nullopt;
        sizes.push_back(size);
        total += size;
    }
    if (total > kMaxInputFileBytes)
        return std::nullopt;
    ByteBuffer bytes(static_cast<std::size_t>(total));
    std::uint8_t* out = bytes.data();
    auto put32 = [](std::uint8_t* p, std::uint64_t v) {
        for (int k = 0; k < 4; ++k)
            p[k] = static_cast<std::uint8_t>(v >> (8 * k));
    };
    std::memcpy(out, header, 4);
    std::uint64_t at = 12;
    const std::uint64_t newDirOffset = total - std::uint64_t(end - first) * 16;
    put32(out + 4, end - first);
    put32(out + 8, newDirOffset);
    for (std::size_t i = first; i < end; ++i) {
        const char* e = dir.data() + i * 16;
        const std::uint32_t size = sizes[i - first];
        if (size > 0 && !in.readExactly(u32(e), out + at, size))
            return std::nullopt;
        std::uint8_t* d = out + newDirOffset + (i - first) * 16;
        put32(d, at);
        put32(d + 4, size);
        std::memcpy(d + 8, e + 8, 8);
        at += size;
    }
    auto wad = Wad::fromBuffer(std::move(bytes), path);
    if (!wad || wad->maps().size() != 1)
        return std::nullopt;
    return std::move(*wad);
}

std::optional<Wad> Wad::loadWithoutMapData(const std::string& path)
{
    auto file = std::make_shared<const FileReader>(path);
    const FileReader& in = *file;
    std::uint8_t header[kHeaderSize];
    if (!in.readExactly(0, header, kHeaderSize))
        return std::nullopt;
    const std::uint32_t count = u32(header + 4), dirOffset = u32(header + 8);
    if (count > 1000000)
        return std::nullopt;
    std::vector<std::uint8_t> dir(std::size_t(count) * kDirEntrySize);
    if (!in.readExactly(dirOffset, dir.data(), dir.size()))
        return std::nullopt;

    // Which lumps belong to maps: found by name, as for any WAD.
    Wad names;
    names.m_lumps.reserve(count);
    for (std::uint32_t i = 0; i < count; ++i) {
        const std::uint8_t* e = dir.data() + std::size_t(i) * kDirEntrySize;
        names.m_lumps.push_back({upperAsciiField(e + 8), u32(e), u32(e + 4)});
    }
    names.findMaps();
    std::vector<bool> mapLump(count, false);
    for (const WadMapEntry& m : names.maps())
        for (std::size_t i = m.markerLump + 1; i < m.endLump; ++i)
            mapLump[i] = true;

    // The WAD without the maps' bytes: header, the other lumps' data, then the whole directory,
    // in one buffer of its final size. Lumps that follow each other in the file are read in
    // one go.
    std::uint64_t total = kHeaderSize + std::uint64_t(count) * kDirEntrySize;
    for (std::uint32_t i = 0; i < count; ++i)
        if (!mapLump[i])
            total += names.m_lumps[i].size;
    if (total > kMaxInputFileBytes)
        return std::nullopt;
    ByteBuffer bytes(static_cast<std::size_t>(total));
    std::uint8_t* out = bytes.data();
    const auto put32 = [](std::uint8_t* p, std::uint64_t v) {
        for (int k = 0; k < 4; ++k)
            p[k] = static_cast<std::uint8_t>(v >> (8 * k));
    };
    const std::uint64_t newDirOffset = total - std::uint64_t(count) * kDirEntrySize;
    std::memcpy(out, header, 4);
    put32(out + 4, count);
    put32(out + 8, newDirOffset);
    std::uint64_t pendingFrom = 0, pendingTo = 0, pendingSize = 0; // file offset, buffer offset
    const auto flush = [&] {
        if (pendingSize == 0)
            return true;
        const bool ok = in.readExactly(pendingFrom, out + pendingTo, pendingSize);
        pendingSize = 0;
        return ok;
    };
    std::uint64_t at = kHeaderSize;
    for (std::uint32_t i = 0; i < count; ++i) {
        const WadLump& l = names.m_lumps[i];
        const std::uint32_t size = mapLump[i] ? 0 : l.size;
        if (size > 0) {
            if (pendingSize > 0 && pendingFrom + pendingSize != l.offset && !flush())
                return std::nullopt;
            if (pendingSize == 0) {
                pendingFrom = l.offset;
                pendingTo = at;
            }
            pendingSize += size;
        }
        std::uint8_t* d = out + newDirOffset + std::size_t(i) * kDirEntrySize;
        put32(d, size > 0 ? at : 0);
        put32(d + 4, size);
        std::memcpy(d + 8, dir.data() + std::size_t(i) * kDirEntrySize + 8, 8);
        at += size;
    }
    if (!flush())
        return std::nullopt;
    auto wad = Wad::fromBuffer(std::move(bytes), path);
    if (!wad || wad->maps().size() != names.maps().size())
        return std::nullopt;
    wad->m_file = std::move(file);
    wad->m_fileOffsets.reserve(count);
    for (const WadLump& l : names.m_lumps)
        wad->m_fileOffsets.push_back(l.offset);
    return std::move(*wad);
}

} // namespace sw
