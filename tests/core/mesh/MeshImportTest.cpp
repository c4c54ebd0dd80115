#include "mesh/import/MeshImport.h"

#include "mesh/Volumes.h"

#include "TestMeshes.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include <cstdio>
#include <fstream>

namespace sw {
namespace {

const std::string kMeshes = std::string(STEPWISE_TEST_DATA) + "/meshes/";

void expectUnitCube(const std::string& file)
{
    SCOPED_TRACE(file);
    const auto mesh = importMesh(kMeshes + file);
    ASSERT_TRUE(mesh) << mesh.error().message;
    EXPECT_EQ(mesh->triangles.size(), 12u);
    const Aabb3 box = boundingBox(mesh->positions);
    EXPECT_EQ(box.min, Vec3(-0.5, -0.5, 0));
    EXPECT_EQ(box.max, Vec3(0.5, 0.5, 1));
    // Closed and facing outwards after import: the winding survived.
    EXPECT_NEAR(test::signedVolume(*mesh), 1.0, 1e-6);
}

TEST(MeshImport, UnitCubeInEveryTextFormat)
{
    expectUnitCube("cube.obj");
    expectUnitCube("cube.stl");
    expectUnitCube("cube.ply");
}

TEST(MeshImport, StlCornersAreMerged)
{
    // ASCII STL repeats each corner per facet, with the facet's normal; the corners are joined.
    const auto mesh = importMesh(kMeshes + "cube.stl");
    ASSERT_TRUE(mesh);
    EXPECT_EQ(mesh->positions.size(), 8u);
}

TEST(MeshImport, RodKeepsItsLength)
{
    const auto mesh = importMesh(kMeshes + "rod.obj");
    ASSERT_TRUE(mesh) << mesh.error().message;
    const Aabb3 box = boundingBox(mesh->positions);
    EXPECT_NEAR(box.size().x, 10, 1e-6);
    EXPECT_NEAR(box.size().y, 0.1, 1e-6);
    EXPECT_NEAR(box.size().z, 0.1, 1e-6);
}

TEST(MeshImport, GltfIsTurnedZUpAndNodesArePlaced)
{
    // Two instances of a y-up cube, the second moved +2 along x.
    const auto mesh = importMesh(kMeshes + "two-cubes.gltf");
    ASSERT_TRUE(mesh) << mesh.error().message;
    EXPECT_EQ(mesh->triangles.size(), 24u);
    const Aabb3 box = boundingBox(mesh->positions);
    EXPECT_NEAR(glm::distance(box.min, Vec3(-0.5, -0.5, 0)), 0, 1e-6);
    EXPECT_NEAR(glm::distance(box.max, Vec3(2.5, 0.5, 1)), 0, 1e-6);
    EXPECT_NEAR(test::signedVolume(*mesh), 2.0, 1e-6);
}

// Errors name the file and come as one line.
void expectError(const std::string& file, const std::string& words)
{
    SCOPED_TRACE(file);
    const auto mesh = importMesh(kMeshes + file);
    ASSERT_FALSE(mesh);
    const std::string& message = mesh.error().message;
    EXPECT_NE(message.find(file), std::string::npos) << message;
    EXPECT_NE(message.find(words), std::string::npos) << message;
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
}

TEST(MeshImport, BadFilesGiveAClearError)
{
    expectError("missing.obj", "no such mesh file");
    expectError("garbage.bin", "not a mesh format Stepwise reads");
    expectError("not-json.gltf", "not a mesh file that can be read");
    expectError("empty.stl", "not a mesh file that can be read");
    expectError("no-faces.obj", "no faces");
    expectError("lines-only.obj", "holds no triangles");
}

// A file named as one of our formats but holding another that Assimp knows (Quick3D, found by
// fuzzing: its reader asked for 880 GB) is refused: no reader but ours is ever tried.
TEST(MeshImport, OnlyOurFormatsReadersAreTried)
{
    const auto dir = std::filesystem::temp_directory_path() /
                     ("stepwise-mesh-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const std::string file = (dir / "quick.gltf").string();
    {
        std::ofstream out(file, std::ios::binary);
        out << "quick3ds  \xa2 .5[d 13 8 6\n";
    }
    const auto mesh = importMesh(file);
    ASSERT_FALSE(mesh);
    EXPECT_NE(mesh.error().message.find("not a mesh file that can be read"), std::string::npos)
        << mesh.error().message;
    std::filesystem::remove_all(dir);
}

} // namespace
} // namespace sw

// Assimp never returns from a PLY header without end_header (found by fuzzing); the importer
// refuses such a file itself.
TEST(MeshImport, PlyWithoutTheEndOfItsHeaderIsRefusedNotHung)
{
    const std::string path = testing::TempDir() + "stepwise-no-end-header.ply";
    {
        std::ofstream out(path, std::ios::binary);
        out << "ply\nformat ascii 1.0\nelement vertex 3\nproperty float x\nproperty float y\n"
               "property float z\nelement face 1\nproperty list uchar int verte7 3\n0 0 0\n";
    }
    auto mesh = sw::importMesh(path);
    ASSERT_FALSE(mesh);
    EXPECT_EQ(mesh.error().message, path + ": the PLY header does not end (no end_header line)");
    std::remove(path.c_str());
}
