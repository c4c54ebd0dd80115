#pragma once

#include "base/Result.h"
#include "mesh/Mesh.h"
// importMeshIsolated: the same import in a child process, which contains a crash or hang in
// the file readers. Programs that read files from strangers (the editor) should use it.
#include "mesh/import/IsolatedImport.h"

#include <string>

namespace sw {

// Reads a mesh file (OBJ, glTF 2.0 .gltf/.glb, FBX, PLY or STL, told by the file's extension;
// Assimp's readers for other formats are not used) into one Mesh: every mesh of the scene placed by its node's transform, polygons split into
// triangles, identical vertices merged, points and lines dropped.
//
// Stepwise is z-up. glTF is y-up by its specification, so glTF and GLB are turned from y-up to
// z-up: (x, y, z) becomes (x, -z, y), which keeps the model's front (+z in glTF) facing -y. FBX
// files name their up axis; it is turned to z-up the same way. OBJ, PLY and STL say nothing
// about their axes and are read as they are, taken to be z-up already (as CAD and scanning
// tools, and Doom-engine model tools, write them). Units are kept: the thing's scale adjusts.
//
// A file Assimp cannot read, or a scene without a single triangle, is an error naming the file.
Result<Mesh> importMesh(const std::string& path);

} // namespace sw
