#pragma once

#include "base/Result.h"
#include "map/Map.h"

#include <string>
#include <string_view>

namespace sw {

// The native map format: JSON with "format": "stepwise-map" and "version": 1. See
// docs/map-format.md. Writing is deterministic (fixed key order, one element per line), so
// loading a file and writing it again gives the same bytes.
constexpr int kSwmapVersion = 1;

std::string writeSwmap(const Map& map);

// Parses a .swmap document. `sourceName` (usually the path) starts every error message.
// The map is validated: a map with dangling references is refused.
Result<Map> readSwmap(std::string_view text, const std::string& sourceName);

Result<Map> loadSwmapFile(const std::string& path);
Status saveSwmapFile(const Map& map, const std::string& path);

} // namespace sw
