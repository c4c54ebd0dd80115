#pragma once

#include "base/Result.h"
#include "scene/LevelGeometry.h"

#include <optional>
#include <string>

namespace sw {

enum class ExportFormat { Gltf, Glb, Obj };

// The format a file name asks for by its extension (.gltf, .glb, .obj), if any.
std::optional<ExportFormat> exportFormatForPath(const std::string& path);

// Writes the level's geometry through Assimp: one mesh per layer (floors, ceilings, walls,
// things) with its own material, vertex colours and normals, in map units. glTF is y-up by its
// specification, so glTF and GLB are turned from Stepwise's z-up to y-up: (x, y, z) becomes
// (x, z, -y), the inverse of what the mesh importer does. OBJ keeps z-up, as the importer
// reads it. A file that cannot be written is an error naming it.
Status exportLevel(const LevelGeometry& level, const std::string& path, ExportFormat format);

} // namespace sw
