#include "mesh/import/MeshImport.h"

#include <assimp/BaseImporter.h>
#include <assimp/Importer.hpp>
#include <assimp/importerdesc.h>
#include <assimp/config.h>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <cmath>
#include <vector>
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

// Assimp 5.2 (Debian 12) mishandles malformed PLY files (found by fuzzing, kept in
// tests/fuzz/regressions/fuzz_mesh/): it never returns from a header without end_header, and it
// crashes on a body shorter than the header declares. A PLY file is checked here first: the
// header must end within 64 KiB, and the body must hold at least what the declared element
// counts need (for ASCII one line per element, for binary each element's fixed-size part).
// Returns an empty string when the file is not PLY or looks whole, else what is wrong.
std::string plyProblem(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::string head(64 * 1024, '\0');
    in.read(head.data(), static_cast<std::streamsize>(head.size()));
    head.resize(static_cast<std::size_t>(in.gcount()));
    // Assimp takes a file for PLY by its extension or by a "ply" in any case at its start.
    const std::string ext = lowerExtension(path);
    std::string magic = head.substr(0, 3);
    std::transform(magic.begin(), magic.end(), magic.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (ext != ".ply" && magic != "ply")
        return {}; // not PLY: Assimp picks another reader
    // The header is plain text, line by line: "ply", then format, comment, obj_info, element
    // and property lines, then "end_header" alone. Assimp reads a mangled header loosely
    // (a format word followed by NUL bytes still counts as ASCII) and can then loop forever.
    std::size_t end = std::string::npos;
    for (std::size_t at = 0, lineNo = 0; at < head.size(); ++lineNo) {
        const std::size_t nl = head.find('\n', at);
        if (nl == std::string::npos)
            break;
        std::string text = head.substr(at, nl - at);
        while (!text.empty() && (text.back() == '\r' || text.back() == ' '))
            text.pop_back();
        for (const char c : text)
            if ((c < 0x20 || c > 0x7e) && c != '\t')
                return "the PLY header has a character that is not plain text";
        if (lineNo == 0 && text != "ply")
            return "the PLY file does not begin with a \"ply\" line";
        if (text == "end_header") {
            end = at - 1; // the newline before it
            break;
        }
        at = nl + 1;
    }
    if (end == std::string::npos)
        return "the PLY header does not end (no end_header line)";
    const auto knownType = [](const std::string& t) {
        static const char* const types[] = {"char", "uchar", "short", "ushort", "int", "uint",
                                            "float", "double", "int8", "uint8", "int16", "uint16",
                                            "int32", "uint32", "float32", "float64"};
        return std::find(std::begin(types), std::end(types), t) != std::end(types);
    };

    std::istringstream header(head.substr(0, end));
    std::string line, format;
    double needBytes = 0, needLines = 0, count = 0;
    struct Element {
        std::string name;
        double count = 0;
        int scalars = 0;   // scalar properties
        int lists = 0;     // list properties
    };
    std::vector<Element> elements;
    auto scalarSize = [](const std::string& t) -> int {
        if (t == "char" || t == "uchar" || t == "int8" || t == "uint8") return 1;
        if (t == "short" || t == "ushort" || t == "int16" || t == "uint16") return 2;
        if (t == "double" || t == "float64") return 8;
        return 4;
    };
    while (std::getline(header, line)) {
        std::istringstream words(line);
        std::string key;
        words >> key;
        if (key == "format") {
            std::string version;
            words >> format >> version;
            if (format != "ascii" && format != "binary_little_endian" && format != "binary_big_endian")
                return "the PLY header names an unknown format";
        } else if (key == "element") {
            std::string name;
            words >> name >> count;
            if (!words || count < 0 || count > 1e9)
                return "the PLY header declares an impossible element count";
            needLines += count;
            elements.push_back({name, count, 0, 0});
        } else if (key == "property") {
            std::string type;
            words >> type;
            if (elements.empty())
                return "the PLY header has a property before any element";
            if (type == "list") {
                std::string countType, itemType;
                words >> countType >> itemType;
                if (!knownType(countType) || !knownType(itemType))
                    return "the PLY header has a property of an unknown type";
                needBytes += count * scalarSize(countType);
                ++elements.back().lists;
            } else {
                if (!knownType(type))
                    return "the PLY header has a property of an unknown type";
                needBytes += count * scalarSize(type);
                ++elements.back().scalars;
            }
        }
    }
    std::error_code ec;
    const auto fileSize = static_cast<double>(std::filesystem::file_size(path, ec));
    const std::size_t bodyStart = head.find('\n', end + 1);
    const double body = fileSize - static_cast<double>(bodyStart == std::string::npos ? end : bodyStart + 1);
    if (format == "ascii") {
        // Count the body's non-empty lines (up to what is needed).
        in.clear();
        in.seekg(static_cast<std::streamoff>(bodyStart == std::string::npos ? end : bodyStart + 1));
        // Every element's line holds its scalars, then for a list a count and that many
        // indices; face indices must name declared vertices.
        double vertexCount = 0;
        for (const Element& e : elements)
            if (e.name == "vertex")
                vertexCount = e.count;
        for (const Element& e : elements) {
            for (double i = 0; i < e.count; ++i) {
                do {
                    if (!std::getline(in, line))
                        return "the PLY file is shorter than its header declares";
                } while (line.find_first_not_of(" \t\r") == std::string::npos);
                std::istringstream words(line);
                std::vector<double> values;
                for (double v; words >> v;)
                    values.push_back(v);
                if (!words.eof())
                    return "the PLY file has a value that is not a number";
                std::size_t at = static_cast<std::size_t>(e.scalars);
                if (values.size() < at)
                    return "a PLY " + e.name + " line has too few values";
                for (int l = 0; l < e.lists; ++l) {
                    if (at >= values.size() || values[at] < 0 || values[at] != std::floor(values[at]))
                        return "a PLY " + e.name + " line has a bad list length";
                    const auto n = static_cast<std::size_t>(values[at]);
                    if (values.size() < at + 1 + n)
                        return "a PLY " + e.name + " line has too few values";
                    if (e.name == "face")
                        for (std::size_t k = at + 1; k <= at + n; ++k)
                            if (values[k] < 0 || values[k] >= vertexCount ||
                                values[k] != std::floor(values[k]))
                                return "a PLY face refers to a vertex that does not exist";
                    at += 1 + n;
                }
                if (values.size() != at)
                    return "a PLY " + e.name + " line has too many values";
            }
        }
    } else if (body < needBytes) {
        return "the PLY file is shorter than its header declares";
    }
    return {};
}

namespace {

// The formats Stepwise reads and tests, by extension.
constexpr const char* kMeshExtensions[] = {".obj", ".stl", ".ply", ".gltf", ".glb", ".fbx"};

bool isMeshExtension(const std::string& ext)
{
    return std::find_if(std::begin(kMeshExtensions), std::end(kMeshExtensions),
                        [&](const char* e) { return ext == e; }) != std::end(kMeshExtensions);
}

// Unregisters (and deletes: Assimp no longer owns them then) every reader but those of our
// formats. When the reader for a file's extension refuses it, Assimp guesses the format from
// the content and tries other readers: fuzzing reached its Quick3D reader that way, which asked
// for 880 GB for a 25-byte file. Readers we do not offer cannot be reached now.
void keepOnlyOurReaders(Assimp::Importer& importer)
{
    for (std::size_t i = importer.GetImporterCount(); i-- > 0;) {
        const aiImporterDesc* info = importer.GetImporterInfo(i);
        bool ours = false;
        if (info && info->mFileExtensions) {
            std::istringstream words(info->mFileExtensions);
            for (std::string ext; words >> ext && !ours;)
                ours = isMeshExtension("." + ext);
        }
        if (!ours) {
            Assimp::BaseImporter* reader = importer.GetImporter(i);
            if (importer.UnregisterLoader(reader) == aiReturn_SUCCESS)
                delete reader;
        }
    }
}

} // namespace

Result<Mesh> importMesh(const std::string& path)
{
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        return makeError(path + ": no such mesh file");
    if (!isMeshExtension(lowerExtension(path)))
        return makeError(path + ": not a mesh format Stepwise reads (OBJ, glTF .gltf or .glb, FBX, "
                                "PLY or STL, named by the file's extension)");
    if (const std::string problem = plyProblem(path); !problem.empty())
        return makeError(path + ": " + problem);

    Assimp::Importer importer;
    keepOnlyOurReaders(importer);
    // Only positions matter: dropping normals, texture coordinates and colours first lets
    // corners that differ only in those (every corner of an STL) merge into one vertex.
    importer.SetPropertyInteger(AI_CONFIG_PP_RVC_FLAGS,
                                aiComponent_NORMALS | aiComponent_TANGENTS_AND_BITANGENTS |
                                    aiComponent_COLORS | aiComponent_TEXCOORDS |
                                    aiComponent_BONEWEIGHTS | aiComponent_ANIMATIONS |
                                    aiComponent_TEXTURES | aiComponent_LIGHTS |
                                    aiComponent_CAMERAS | aiComponent_MATERIALS);
    // Validate what the reader built before any other step touches it: Assimp's readers can
    // hand over a broken scene from a malformed file (a PLY declaring more vertices than it
    // holds, found by fuzzing), and its other steps crash on one.
    const aiScene* scene = importer.ReadFile(path, aiProcess_ValidateDataStructure);
    if (!scene)
        return makeError(path + ": not a mesh file that can be read (" +
                         oneLine(importer.GetErrorString()) + ")");
    scene = importer.ApplyPostProcessing(aiProcess_RemoveComponent | aiProcess_Triangulate |
                                         aiProcess_JoinIdenticalVertices | aiProcess_SortByPType |
                                         aiProcess_FindDegenerates);
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
