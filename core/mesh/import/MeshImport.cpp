#include "mesh/import/MeshImport.h"

#include <assimp/Importer.hpp>
#include <assimp/config.h>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <system_error>

namespace sw {

namespace {

std::string lowerExtension(const std::string& path)
{
    std::string ext = std::filesystem::path(path).extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    return ext;
}

// Assimp's messages may span lines; the user gets one sentence.
std::string oneLine(std::string text)
{
    std::replace_if(text.begin(), text.end(), [](char ch) { return ch == '\n' || ch == '\r'; },
                    ' ');
    while (!text.empty() && (text.back() == ' ' || text.back() == '.'))
        text.pop_back();
    return text;
}

// The rotation from the file's up axis to Stepwise's z-up, as a matrix applied after the node
// transforms.
aiMatrix4x4 upAxisCorrection(const aiScene& scene, const std::string& extension)
{
    // Turning +y up into +z up is a quarter turn about x: (x, y, z) -> (x, -z, y).
    const aiMatrix4x4 yUpToZUp(1, 0, 0, 0, //
                               0, 0, -1, 0, //
                               0, 1, 0, 0,  //
                               0, 0, 0, 1);
    if (extension == ".gltf" || extension == ".glb")
        return yUpToZUp;
    if (extension == ".fbx" && scene.mMetaData) {
        // FBX stores its up axis (0 = x, 1 = y, 2 = z) and its sign in the global settings.
        int upAxis = 2, upSign = 1;
        scene.mMetaData->Get("UpAxis", upAxis);
        scene.mMetaData->Get("UpAxisSign", upSign);
        aiMatrix4x4 m; // identity for +z up
        if (upAxis == 1)
            m = yUpToZUp;
        else if (upAxis == 0) // +x up: (x, y, z) -> (y, z, x) keeps the frame right-handed
            m = aiMatrix4x4(0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1);
        if (upSign < 0) // upside down: a half turn about the horizontal x axis
            m = aiMatrix4x4(1, 0, 0, 0, 0, -1, 0, 0, 0, 0, -1, 0, 0, 0, 0, 1) * m;
        return m;
    }
    return aiMatrix4x4();
}

// Appends every triangle of the node's meshes and its children's, placed by the accumulated
// node transforms. Node trees are shallow (a handful of levels), so recursion is safe.
void appendNode(const aiScene& scene, const aiNode& node, const aiMatrix4x4& parent, Mesh& out)
{
    const aiMatrix4x4 toWorld = parent * node.mTransformation;
    for (unsigned i = 0; i < node.mNumMeshes; ++i) {
        const aiMesh& mesh = *scene.mMeshes[node.mMeshes[i]];
        if (!(mesh.mPrimitiveTypes & aiPrimitiveType_TRIANGLE))
            continue;
        const auto base = static_cast<std::uint32_t>(out.positions.size());
        for (unsigned v = 0; v < mesh.mNumVertices; ++v) {
            const aiVector3D p = toWorld * mesh.mVertices[v];
            out.positions.push_back({p.x, p.y, p.z});
        }
        for (unsigned f = 0; f < mesh.mNumFaces; ++f) {
            const aiFace& face = mesh.mFaces[f];
            if (face.mNumIndices == 3) // points and lines share meshes with triangles
                out.triangles.push_back(
                    {base + face.mIndices[0], base + face.mIndices[1], base + face.mIndices[2]});
        }
    }
    for (unsigned c = 0; c < node.mNumChildren; ++c)
        appendNode(scene, *node.mChildren[c], toWorld, out);
}

// Drops positions no triangle uses (the points and lines of mixed meshes), so bounding volumes
// cover the surface only.
void dropUnusedPositions(Mesh& mesh)
{
    std::vector<std::uint32_t> remap(mesh.positions.size(), UINT32_MAX);
    std::vector<Vec3> used;
    for (auto& t : mesh.triangles)
        for (std::uint32_t& v : t) {
            if (remap[v] == UINT32_MAX) {
                remap[v] = static_cast<std::uint32_t>(used.size());
                used.push_back(mesh.positions[v]);
            }
            v = remap[v];
        }
    mesh.positions = std::move(used);
}

} // namespace

// Assimp 5.2 (Debian 12) never returns from a PLY file whose header has no end_header line
// (found by fuzzing: tests/fuzz/regressions/fuzz_mesh/timeout-*). A PLY header is text ending
// at that line, so one that lacks it within the first 64 KiB is refused before Assimp sees it.
bool plyHeaderComplete(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::string head(64 * 1024, '\0');
    in.read(head.data(), static_cast<std::streamsize>(head.size()));
    head.resize(static_cast<std::size_t>(in.gcount()));
    if (head.compare(0, 3, "ply") != 0)
        return true; // not PLY by its magic: Assimp picks another reader
    return head.find("\nend_header") != std::string::npos;
}

Result<Mesh> importMesh(const std::string& path)
{
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        return makeError(path + ": no such mesh file");
    if (!plyHeaderComplete(path))
        return makeError(path + ": the PLY header does not end (no end_header line)");

    Assimp::Importer importer;
    // Only positions matter: dropping normals, texture coordinates and colours first lets
    // corners that differ only in those (every corner of an STL) merge into one vertex.
    importer.SetPropertyInteger(AI_CONFIG_PP_RVC_FLAGS,
                                aiComponent_NORMALS | aiComponent_TANGENTS_AND_BITANGENTS |
                                    aiComponent_COLORS | aiComponent_TEXCOORDS |
                                    aiComponent_BONEWEIGHTS | aiComponent_ANIMATIONS |
                                    aiComponent_TEXTURES | aiComponent_LIGHTS |
                                    aiComponent_CAMERAS | aiComponent_MATERIALS);
    const unsigned flags = aiProcess_RemoveComponent | aiProcess_Triangulate |
                           aiProcess_JoinIdenticalVertices | aiProcess_SortByPType |
                           aiProcess_FindDegenerates | aiProcess_ValidateDataStructure;
    const aiScene* scene = importer.ReadFile(path, flags);
    if (!scene)
        return makeError(path + ": not a mesh file that can be read (" +
                         oneLine(importer.GetErrorString()) + ")");
    if ((scene->mFlags & AI_SCENE_FLAGS_INCOMPLETE) || !scene->mRootNode)
        return makeError(path + ": the mesh file is incomplete");

    Mesh mesh;
    appendNode(*scene, *scene->mRootNode, upAxisCorrection(*scene, lowerExtension(path)), mesh);
    if (mesh.triangles.empty())
        return makeError(path + ": the file holds no triangles");
    dropUnusedPositions(mesh);
    return mesh;
}

} // namespace sw
