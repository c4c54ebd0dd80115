// Fuzz target for the mesh import path (Assimp behind our importer): the bytes are written to
// a file with each extension the importer is asked to read, as a user's download would be.
#include "mesh/import/MeshImport.h"
#include "mesh/Volumes.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const char* const kExtensions[] = {".obj", ".stl", ".ply", ".gltf", ".glb", ".fbx"};
    if (size == 0)
        return 0;
    const char* ext = kExtensions[data[0] % 6];
    const std::string path = "/tmp/stepwise-fuzz-mesh-" + std::to_string(::getpid()) + ext;
    if (FILE* f = std::fopen(path.c_str(), "wb")) {
        std::fwrite(data + 1, 1, size - 1, f);
        std::fclose(f);
    }
    auto mesh = sw::importMesh(path);
    if (mesh && !mesh->positions.empty()) {
        (void)sw::boundingBox(mesh->positions);
        (void)sw::minimalSphere(mesh->positions);
    }
    std::remove(path.c_str());
    return 0;
}
