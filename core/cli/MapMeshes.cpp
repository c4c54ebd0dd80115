#include "MapMeshes.h"

#include "mesh/import/IsolatedImport.h"

#include <filesystem>

namespace cli {

bool loadMapMeshes(const std::string& mapPath, const sw::Map& map, MapMeshes& meshes,
                   std::string& error)
{
    const std::filesystem::path folder = std::filesystem::path(mapPath).parent_path();
    for (const sw::Thing& t : map.things) {
        if (t.shape.kind != sw::ThingShape::Kind::Mesh || meshes.count(t.shape.mesh))
            continue;
        auto mesh = sw::importMeshIsolated((folder / t.shape.mesh).string());
        if (!mesh) {
            error = mesh.error().message;
            return false;
        }
        meshes.emplace(t.shape.mesh, std::move(*mesh));
    }
    return true;
}

sw::MeshLookup lookupIn(const MapMeshes& meshes)
{
    return [&meshes](const std::string& path) -> const sw::Mesh* {
        auto it = meshes.find(path);
        return it == meshes.end() ? nullptr : &it->second;
    };
}

} // namespace cli
