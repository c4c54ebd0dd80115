// Export through Assimp: the written files read back with the same triangles.
#include "scene/export/SceneExport.h"

#include "mesh/Volumes.h"
#include "mesh/import/MeshImport.h"
#include "core/scene/SceneTestMaps.h"

#include <assimp/Importer.hpp>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include <filesystem>

namespace {

std::size_t triangleCountOf(const std::string& path)
{
    Assimp::Importer importer;
    const aiScene* scene = importer.ReadFile(path, aiProcess_Triangulate);
    if (!scene) {
        ADD_FAILURE() << importer.GetErrorString();
        return 0;
    }
    std::size_t n = 0;
    for (unsigned i = 0; i < scene->mNumMeshes; ++i)
        n += scene->mMeshes[i]->mNumFaces;
    return n;
}

class SceneExport : public ::testing::TestWithParam<std::string> {
protected:
    std::filesystem::path tempPath(const std::string& name)
    {
        const auto dir = std::filesystem::temp_directory_path() /
                         ("stepwise-scene-export-" + std::to_string(::getpid()));
        std::filesystem::create_directories(dir);
        m_dir = dir;
        return dir / name;
    }
    // Writes the level to <stem>.<the format's extension>, checks it reads back with the same
    // number of triangles, and returns the file's path (empty after a failure).
    std::string writeAndCount(const sw::LevelGeometry& level, const std::string& stem)
    {
        const std::string path = tempPath(stem + "." + GetParam()).string();
        const auto format = sw::exportFormatForPath(path);
        if (!format) {
            ADD_FAILURE() << "no format for " << path;
            return {};
        }
        const sw::Status written = sw::exportLevel(level, path, *format);
        if (!written) {
            ADD_FAILURE() << written.error().message;
            return {};
        }
        EXPECT_EQ(triangleCountOf(path), level.triangleCount());
        return path;
    }
    void TearDown() override
    {
        if (!m_dir.empty())
            std::filesystem::remove_all(m_dir);
    }
    std::filesystem::path m_dir;
};

TEST_P(SceneExport, SampleMapRoundTripsWithTheSameTriangles)
{
    const swtest::LoadedMap loaded = swtest::loadWithBsp(swtest::sampleMapPath());
    ASSERT_TRUE(loaded.ok);
    const sw::LevelGeometry level(loaded.map, loaded.bsp);
    const std::string path = writeAndCount(level, "sample");
    ASSERT_FALSE(path.empty());

    // Through the editor's own importer the map comes back where it was: glTF's y-up is undone.
    const auto mesh = sw::importMesh(path);
    ASSERT_TRUE(mesh) << mesh.error().message;
    const sw::Aabb3 back = sw::boundingBox(mesh->positions);
    const sw::Aabb3f original = level.bounds();
    EXPECT_NEAR(back.min.x, original.min.x, 1e-3);
    EXPECT_NEAR(back.max.y, original.max.y, 1e-3);
    EXPECT_NEAR(back.min.z, original.min.z, 1e-3);
    EXPECT_NEAR(back.max.z, original.max.z, 1e-3);
}

TEST_P(SceneExport, ALevelWithoutColoursExportsInGrey)
{
    const swtest::LoadedMap loaded = swtest::loadWithBsp(swtest::sampleMapPath());
    ASSERT_TRUE(loaded.ok);
    const sw::LevelGeometry level(loaded.map, loaded.bsp, {sw::ColourMode::None});
    const std::string path = writeAndCount(level, "plain");
    ASSERT_FALSE(path.empty());
    // glTF keeps the vertices' colours (OBJ has none): every one the plain grey.
    if (GetParam() == "obj")
        return;
    Assimp::Importer importer;
    const aiScene* scene = importer.ReadFile(path, 0);
    ASSERT_TRUE(scene) << importer.GetErrorString();
    std::size_t coloured = 0;
    for (unsigned m = 0; m < scene->mNumMeshes; ++m) {
        const aiMesh* mesh = scene->mMeshes[m];
        ASSERT_TRUE(mesh->HasVertexColors(0));
        for (unsigned v = 0; v < mesh->mNumVertices; ++v, ++coloured) {
            const aiColor4D& c = mesh->mColors[0][v];
            ASSERT_NEAR(c.r, 0.7f, 1e-3f);
            ASSERT_NEAR(c.g, 0.7f, 1e-3f);
            ASSERT_NEAR(c.b, 0.7f, 1e-3f);
        }
    }
    EXPECT_GT(coloured, 0u);
}

INSTANTIATE_TEST_SUITE_P(Formats, SceneExport, ::testing::Values("gltf", "glb", "obj"));

TEST(SceneExportErrors, UnwritablePathAndEmptyMapAreErrors)
{
    const swtest::LoadedMap loaded = swtest::loadWithBsp(swtest::sampleMapPath());
    ASSERT_TRUE(loaded.ok);
    const sw::LevelGeometry level(loaded.map, loaded.bsp);
    const sw::Status bad =
        sw::exportLevel(level, "/nonexistent-folder/level.obj", sw::ExportFormat::Obj);
    ASSERT_FALSE(bad);
    EXPECT_NE(bad.error().message.find("/nonexistent-folder/level.obj"), std::string::npos);
    EXPECT_FALSE(sw::exportLevel(sw::LevelGeometry(), "/tmp/x.obj", sw::ExportFormat::Obj));
    EXPECT_FALSE(sw::exportFormatForPath("level.fbx"));
    EXPECT_EQ(sw::exportFormatForPath("LEVEL.GLB"), sw::ExportFormat::Glb);
}

TEST(SceneExportFreedoom, Map12RoundTripsAsGlb)
{
    const std::string wad = swtest::freedoomWad("freedoom2.wad");
    ASSERT_FALSE(wad.empty()) << "install the freedoom package";
    const swtest::LoadedMap loaded = swtest::loadWithBsp(wad, "MAP12");
    ASSERT_TRUE(loaded.ok);
    const sw::LevelGeometry level(loaded.map, loaded.bsp);
    const auto path = std::filesystem::temp_directory_path() /
                      ("stepwise-map12-" + std::to_string(::getpid()) + ".glb");
    ASSERT_TRUE(sw::exportLevel(level, path.string(), sw::ExportFormat::Glb));
    EXPECT_EQ(triangleCountOf(path.string()), level.triangleCount());
    std::filesystem::remove(path);
}

} // namespace
