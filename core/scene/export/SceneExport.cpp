#include "scene/export/SceneExport.h"

#include <assimp/Exporter.hpp>
#include <assimp/material.h>
#include <assimp/scene.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <memory>

namespace sw {

namespace {

const char* layerName(LevelLayer layer)
{
    switch (layer) {
    case LevelLayer::Floors: return "floors";
    case LevelLayer::Ceilings: return "ceilings";
    case LevelLayer::Walls: return "walls";
    case LevelLayer::Things: return "things";
    }
    return "level";
}

const char* assimpFormatId(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Gltf: return "gltf2";
    case ExportFormat::Glb: return "glb2";
    case ExportFormat::Obj: return "obj";
    }
    return "obj";
}

aiVector3D toFile(const Vec3f& v, bool yUp)
{
    return yUp ? aiVector3D(v.x, v.z, -v.y) : aiVector3D(v.x, v.y, v.z);
}

// A mesh with the buffer's triangles; Assimp's scene takes ownership of what it points to.
aiMesh* makeMesh(const TriangleBuffer& buffer, const char* name, unsigned material, bool yUp)
{
    auto* mesh = new aiMesh;
    mesh->mName = aiString(name);
    mesh->mMaterialIndex = material;
    mesh->mPrimitiveTypes = aiPrimitiveType_TRIANGLE;
    const auto vertices = static_cast<unsigned>(buffer.positions.size());
    mesh->mNumVertices = vertices;
    mesh->mVertices = new aiVector3D[vertices];
    mesh->mNormals = new aiVector3D[vertices];
    mesh->mColors[0] = new aiColor4D[vertices];
    Vec3f normal{0.0f};
    for (unsigned i = 0; i < vertices; ++i) {
        if (i % 3 == 0)
            normal = buffer.normal(i / 3);
        mesh->mVertices[i] = toFile(buffer.positions[i], yUp);
        mesh->mNormals[i] = toFile(normal, yUp);
        const Colour c = buffer.colour(i / 3);
        mesh->mColors[0][i] = aiColor4D(c.r, c.g, c.b, 1.0f);
    }
    const auto faces = static_cast<unsigned>(buffer.triangleCount());
    mesh->mNumFaces = faces;
    mesh->mFaces = new aiFace[faces];
    for (unsigned f = 0; f < faces; ++f) {
        mesh->mFaces[f].mNumIndices = 3;
        mesh->mFaces[f].mIndices = new unsigned[3]{3 * f, 3 * f + 1, 3 * f + 2};
    }
    return mesh;
}

aiMaterial* makeMaterial(const char* name, const Colour& colour)
{
    auto* material = new aiMaterial;
    const aiString materialName(name);
    material->AddProperty(&materialName, AI_MATKEY_NAME);
    const aiColor3D diffuse(colour.r, colour.g, colour.b);
    material->AddProperty(&diffuse, 1, AI_MATKEY_COLOR_DIFFUSE);
    return material;
}

} // namespace

std::optional<ExportFormat> exportFormatForPath(const std::string& path)
{
    std::string ext = std::filesystem::path(path).extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    if (ext == ".gltf")
        return ExportFormat::Gltf;
    if (ext == ".glb")
        return ExportFormat::Glb;
    if (ext == ".obj")
        return ExportFormat::Obj;
    return std::nullopt;
}

Status exportLevel(const LevelGeometry& level, const std::string& path, ExportFormat format)
{
    const bool yUp = format != ExportFormat::Obj;
    std::vector<LevelLayer> layers;
    for (std::size_t i = 0; i < kLevelLayerCount; ++i)
        if (level.hasTriangles(static_cast<LevelLayer>(i)))
            layers.push_back(static_cast<LevelLayer>(i));
    if (layers.empty())
        return makeError("Cannot export to " + path + ": the map has no geometry to write.");

    auto scene = std::make_unique<aiScene>();
    const auto count = static_cast<unsigned>(layers.size());
    scene->mRootNode = new aiNode("level");
    scene->mRootNode->mNumMeshes = count;
    scene->mRootNode->mMeshes = new unsigned[count];
    scene->mNumMeshes = count;
    scene->mMeshes = new aiMesh*[count];
    scene->mNumMaterials = count;
    scene->mMaterials = new aiMaterial*[count];
    for (unsigned i = 0; i < count; ++i) {
        const TriangleBuffer buffer = level.layer(layers[i]);
        const char* name = layerName(layers[i]);
        scene->mMeshes[i] = makeMesh(buffer, name, i, yUp);
        scene->mMaterials[i] = makeMaterial(name, buffer.colour(0));
        scene->mRootNode->mMeshes[i] = i;
    }

    Assimp::Exporter exporter;
    if (exporter.Export(scene.get(), assimpFormatId(format), path) != aiReturn_SUCCESS) {
        std::string reason = exporter.GetErrorString();
        std::replace_if(reason.begin(), reason.end(),
                        [](char ch) { return ch == '\n' || ch == '\r'; }, ' ');
        return makeError("Cannot export to " + path + ": " + reason);
    }
    return Ok{};
}

} // namespace sw
