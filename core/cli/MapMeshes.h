#pragma once

#include "collision/Objects.h"
#include "map/Map.h"
#include "mesh/Mesh.h"

#include <map>
#include <string>

namespace cli {

// The meshes of a map's mesh things, read (through Assimp) relative to the map file's folder,
// by the path written in the map.
using MapMeshes = std::map<std::string, sw::Mesh>;

// False with `error` (naming the file) when a mesh cannot be read.
bool loadMapMeshes(const std::string& mapPath, const sw::Map& map, MapMeshes& meshes,
                   std::string& error);

sw::MeshLookup lookupIn(const MapMeshes& meshes);

} // namespace cli
