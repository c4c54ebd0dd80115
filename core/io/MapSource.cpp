#include "io/MapSource.h"

#include "base/Files.h"
#include "io/DoomImport.h"
#include "io/SwmapFormat.h"
#include "io/Wad.h"

#include <cctype>
#include <cstring>
#include <fstream>

namespace sw {

namespace {

std::string joinNames(const std::vector<WadMapEntry>& maps)
{
    std::string out;
    const std::size_t shown = std::min<std::size_t>(maps.size(), 8);
    for (std::size_t i = 0; i < shown; ++i)
        out += (i ? ", " : "") + maps[i].name;
    if (maps.size() > shown)
        out += ", ... " + maps.back().name;
    return out;
}

} // namespace

FileKind detectFileKind(const std::string& path)
{
    const FileReader in(path);
    if (!in.isOpen())
        return FileKind::Unknown;
    char head[16] = {};
    const std::size_t n = in.readAt(0, head, sizeof head);
    if (n >= 4 && (std::memcmp(head, "IWAD", 4) == 0 || std::memcmp(head, "PWAD", 4) == 0))
        return FileKind::Wad;
    if (n >= 6 && std::memcmp(head, "SWBSP", 5) == 0)
        return FileKind::Swbsp;
    for (std::size_t i = 0; i < n; ++i) {
        const auto c = static_cast<unsigned char>(head[i]);
        if (std::isspace(c))
            continue;
        return c == '{' ? FileKind::Swmap : FileKind::Unknown;
    }
    return FileKind::Unknown;
}

Result<std::vector<std::string>> listWadMaps(const std::string& path)
{
    auto wad = Wad::load(path);
    if (!wad)
        return wad.error();
    std::vector<std::string> names;
    for (const WadMapEntry& m : wad->maps())
        names.push_back(m.name);
    return names;
}

Result<Map> loadMap(const std::string& path, const std::optional<std::string>& mapName)
{
    switch (detectFileKind(path)) {
    case FileKind::Swmap:
        if (mapName)
            return makeError(path + ": --map " + *mapName +
                             " applies to WAD files only; this is a Stepwise map.");
        return loadSwmapFile(path);
    case FileKind::Wad: {
        // Only the map's own lumps, and not the nodes, blockmap and reject it will not use.
        if (auto one = Wad::loadMapForImport(path, mapName.value_or(std::string()))) {
            // Read for this import alone: the map's text can go as it is read.
            const WadMapEntry& entry = one->maps().front();
            return importWadMap(std::move(*one), entry);
        }
        auto wad = Wad::load(path);
        if (!wad)
            return wad.error();
        const auto& maps = wad->maps();
        if (maps.empty())
            return makeError(path + ": the WAD holds no maps.");
        if (mapName) {
            const WadMapEntry* entry = wad->findMap(*mapName);
            if (!entry)
                return makeError(path + ": the WAD holds no map called " + *mapName +
                                 " (it holds " + joinNames(maps) + ").");
            return importWadMap(*wad, *entry);
        }
        if (maps.size() > 1)
            return makeError(path + ": the WAD holds " + std::to_string(maps.size()) + " maps (" +
                             joinNames(maps) + "); choose one with --map NAME.");
        return importWadMap(*wad, maps.front());
    }
    case FileKind::Swbsp:
        return makeError(path + ": this is a compiled BSP file, not a map.");
    case FileKind::Unknown: break;
    }
    // Give the precise reason: missing file, unreadable, or unknown content.
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return makeError(path + ": cannot open the file (" + std::strerror(errno) + ").");
    return makeError(path + ": not a map file (expected a Stepwise .swmap or a Doom WAD).");
}

} // namespace sw
