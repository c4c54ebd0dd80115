#pragma once

#include "base/Result.h"
#include "map/Map.h"

#include <optional>
#include <string>
#include <vector>

namespace sw {

enum class FileKind { Swmap, Wad, Swbsp, Unknown };

// Tells a file's kind by its first bytes (not its name): "IWAD"/"PWAD", the .swbsp magic, or
// JSON. A file that cannot be opened is Unknown.
FileKind detectFileKind(const std::string& path);

// The names of the maps in a WAD, in directory order.
Result<std::vector<std::string>> listWadMaps(const std::string& path);

// Loads the map a user named: PATH.swmap; PATH.wad when the WAD holds exactly one map; or
// PATH.wad with mapName. Errors say which maps a WAD holds when the choice is ambiguous.
Result<Map> loadMap(const std::string& path, const std::optional<std::string>& mapName = {});

} // namespace sw
