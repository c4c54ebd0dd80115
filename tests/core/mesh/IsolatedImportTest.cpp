#include "mesh/import/IsolatedImport.h"

#include "mesh/import/MeshImport.h"
#include "mesh/import/MeshTransfer.h"

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#if defined(__SANITIZE_ADDRESS__)
#define STEPWISE_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define STEPWISE_TEST_ASAN 1
#endif
#endif

namespace sw {
namespace {

namespace fs = std::filesystem;

const std::string kMeshes = std::string(STEPWISE_TEST_DATA) + "/meshes/";
const std::string kHelper = STEPWISE_MESH_IMPORT_HELPER;
const std::string kFake = STEPWISE_FAKE_MESH_IMPORTER;

IsolatedImportOptions realHelper()
{
    IsolatedImportOptions options;
    options.helperCommand = {kHelper};
    return options;
}

IsolatedImportOptions fake(std::vector<std::string> modeAndArgs, double seconds = 20)
{
    IsolatedImportOptions options;
    options.helperCommand = {kFake};
    options.helperCommand.insert(options.helperCommand.end(), modeAndArgs.begin(),
                                 modeAndArgs.end());
    options.timeLimitSeconds = seconds;
    return options;
}

IsolatedImportOptions shell(const std::string& script, double seconds = 20)
{
    IsolatedImportOptions options;
    options.helperCommand = {"/bin/sh", "-c", script, "sh"};
    options.timeLimitSeconds = seconds;
    return options;
}

std::string errorOf(const Result<Mesh>& mesh)
{
    return mesh ? std::string("(no error: a mesh came back)") : mesh.error().message;
}

// A scratch folder of its own per test, removed afterwards.
class IsolatedImport : public testing::Test {
protected:
    void SetUp() override
    {
        const auto* info = testing::UnitTest::GetInstance()->current_test_info();
        m_dir = fs::path(testing::TempDir()) /
                ("stepwise-isolated-" + std::string(info->name()) + "-" + std::to_string(getpid()));
        fs::create_directories(m_dir);
    }
    void TearDown() override { fs::remove_all(m_dir); }

    fs::path m_dir;
};

TEST_F(IsolatedImport, GivesTheSameMeshesAsImportingInProcess)
{
    for (const char* file :
         {"cube.obj", "cube.stl", "cube.ply", "two-cubes.gltf", "corner.obj", "rod.obj"}) {
        SCOPED_TRACE(file);
        const auto here = importMesh(kMeshes + file);
        const auto there = importMeshIsolated(kMeshes + file, realHelper());
        ASSERT_TRUE(here) << here.error().message;
        ASSERT_TRUE(there) << there.error().message;
        EXPECT_EQ(there->positions, here->positions);
        EXPECT_EQ(there->triangles, here->triangles);
    }
}

TEST_F(IsolatedImport, BadFilesGiveTheImportersOwnError)
{
    for (const char* file :
         {"missing.obj", "garbage.bin", "not-json.gltf", "empty.stl", "lines-only.obj"}) {
        SCOPED_TRACE(file);
        const auto here = importMesh(kMeshes + file);
        const auto there = importMeshIsolated(kMeshes + file, realHelper());
        ASSERT_FALSE(here);
        EXPECT_EQ(errorOf(there), here.error().message);
    }
}

TEST_F(IsolatedImport, APathLikeAnOptionReachesTheHelperAsAFile)
{
    // The helper gets "--" before the file, so a name starting with "-" is not an option.
    const auto seen = importMeshIsolated("-v.obj", fake({"arguments"}));
    EXPECT_EQ(errorOf(seen), "--|-v.obj");
    const auto real = importMeshIsolated("--help", realHelper());
    EXPECT_EQ(errorOf(real), "--help: no such mesh file");
}

TEST_F(IsolatedImport, ACrashIsReportedWithItsSignal)
{
    const std::string file = kMeshes + "cube.obj";
    EXPECT_EQ(errorOf(importMeshIsolated(file, shell("kill -SEGV $$"))),
              "the mesh importer crashed on " + file + " (signal 11, SIGSEGV)");
    EXPECT_EQ(errorOf(importMeshIsolated(file, shell("kill -ABRT $$"))),
              "the mesh importer crashed on " + file + " (signal 6, SIGABRT)");
    EXPECT_EQ(errorOf(importMeshIsolated(file, fake({"crash"}))),
              "the mesh importer crashed on " + file + " (signal 11, SIGSEGV)");
}

TEST_F(IsolatedImport, AHangIsStoppedAtTheTimeLimit)
{
    const std::string file = kMeshes + "cube.obj";
    const auto start = std::chrono::steady_clock::now();
    EXPECT_EQ(errorOf(importMeshIsolated(file, shell("sleep 1000", 0.5))),
              "the mesh importer took longer than 0.5 s on " + file + " and was stopped");
    EXPECT_EQ(errorOf(importMeshIsolated(file, fake({"hang"}, 0.5))),
              "the mesh importer took longer than 0.5 s on " + file + " and was stopped");
    // Closing stdout and stderr does not make a helper finished.
    EXPECT_EQ(errorOf(importMeshIsolated(file, fake({"quiet-hang"}, 0.5))),
              "the mesh importer took longer than 0.5 s on " + file + " and was stopped");
    // Three helpers that would sleep for ever (or 1000 s) are all gone well within a minute.
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(60));
}

TEST_F(IsolatedImport, WhatAHungHelperStartedIsKilledToo)
{
    // The shell starts a sleep in the background, writes its pid into the "mesh" file and
    // waits for it; once the time is up the sleep must be gone with the shell.
    const fs::path pidFile = m_dir / "sleeper.pid";
    const auto mesh =
        importMeshIsolated(pidFile.string(), shell("sleep 1000 & echo $! > \"$2\"; wait", 5));
    // (5 s: on a loaded machine the shell may need more than a second to write the pid.)
    EXPECT_NE(errorOf(mesh).find("took longer than 5 s"), std::string::npos) << errorOf(mesh);
    std::ifstream in(pidFile);
    int pid = 0;
    ASSERT_TRUE(in >> pid) << "the script did not write the sleeper's pid";
    // Gone, or a zombie waiting for whichever process adopted it to reap it. SIGKILL is
    // delivered when the process next runs: on a loaded machine it may still show as running
    // for a moment, so allow it up to 5 s.
    std::string line, state;
    for (int tries = 0; tries < 500; ++tries) {
        std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
        line.clear();
        state.clear();
        if (!std::getline(stat, line))
            break; // gone
        std::istringstream words(line.substr(line.rfind(')') + 1));
        words >> state;
        if (state == "Z" || state == "X")
            break;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    if (!line.empty()) {
        EXPECT_TRUE(state == "Z" || state == "X") << line;
    }
}

TEST_F(IsolatedImport, GarbageIsRefused)
{
    const std::string file = kMeshes + "cube.obj";
    EXPECT_EQ(errorOf(importMeshIsolated(file, fake({"garbage"}))),
              "the mesh importer's reply for " + file +
                  " cannot be read: the reply does not start with the mesh transfer magic");
    EXPECT_EQ(errorOf(importMeshIsolated(file, shell("exit 0"))),
              "the mesh importer's reply for " + file +
                  " cannot be read: the reply is too short (0 bytes)");
    // A well-formed reply is taken as it is.
    const auto fine = importMeshIsolated(file, fake({"reply"}));
    ASSERT_TRUE(fine) << errorOf(fine);
    EXPECT_EQ(fine->triangles.size(), 1u);
}

TEST_F(IsolatedImport, AnEndlessReplyIsCutOff)
{
    IsolatedImportOptions options = fake({"flood"});
    options.maxReplyBytes = 1 << 20;
    const std::string file = kMeshes + "cube.obj";
    EXPECT_EQ(errorOf(importMeshIsolated(file, options)),
              "the mesh importer's reply for " + file + " is larger than the 1 MiB allowed");
}

TEST_F(IsolatedImport, FailuresWithoutTheImportersWordsNameTheFile)
{
    const std::string file = kMeshes + "cube.obj";
    EXPECT_EQ(errorOf(importMeshIsolated(file, fake({"quiet-failure"}))),
              "the mesh importer failed on " + file + " (exit status 3)");
    EXPECT_EQ(errorOf(importMeshIsolated(file, fake({"stranger-error"}))),
              "the mesh importer failed on " + file + ": something went wrong");
    EXPECT_EQ(errorOf(importMeshIsolated(file, shell("echo oops >&2; exit 7"))),
              "the mesh importer failed on " + file + " (exit status 7): oops");
}

TEST_F(IsolatedImport, AMissingOrUnusableHelperIsReported)
{
    const std::string file = kMeshes + "cube.obj";
    IsolatedImportOptions options;
    options.helperCommand = {(m_dir / "no-such-helper").string()};
    EXPECT_EQ(errorOf(importMeshIsolated(file, options)),
              "the mesh importer " + options.helperCommand[0] + " could not be started for " +
                  file + " (No such file or directory)");

    const fs::path notExecutable = m_dir / "not-executable";
    std::ofstream(notExecutable) << "#!/bin/sh\n";
    options.helperCommand = {notExecutable.string()};
    EXPECT_EQ(errorOf(importMeshIsolated(file, options)),
              "the mesh importer " + options.helperCommand[0] + " could not be started for " +
                  file + " (Permission denied)");
}

TEST_F(IsolatedImport, TheMemoryLimitHolds)
{
#ifdef STEPWISE_TEST_ASAN
    GTEST_SKIP() << "the address-space limit is not applied under AddressSanitizer";
#else
    const std::string file = kMeshes + "cube.obj";
    IsolatedImportOptions options = fake({"allocate", "1024"});
    options.memoryLimitBytes = 256ull << 20;
    EXPECT_EQ(errorOf(importMeshIsolated(file, options)), file + ": out of memory");
    options.memoryLimitBytes = 0; // no limit: the same helper gets its gigabyte
    const auto mesh = importMeshIsolated(file, options);
    EXPECT_TRUE(mesh) << errorOf(mesh);
#endif
}

TEST_F(IsolatedImport, SeveralThreadsImportAtOnce)
{
    const auto expected = importMesh(kMeshes + "two-cubes.gltf");
    ASSERT_TRUE(expected);
    std::vector<std::thread> threads;
    std::vector<int> same(4, 0);
    for (std::size_t i = 0; i < same.size(); ++i)
        threads.emplace_back([&, i] {
            const auto mesh = importMeshIsolated(kMeshes + "two-cubes.gltf", realHelper());
            same[i] = mesh && mesh->positions == expected->positions &&
                      mesh->triangles == expected->triangles;
        });
    for (auto& t : threads)
        t.join();
    EXPECT_EQ(same, std::vector<int>(4, 1));
}

TEST_F(IsolatedImport, TheHelperIsFoundBesideTheProgramOrInLibexec)
{
    unsetenv(kMeshImportHelperVariable);
    const fs::path bin = m_dir / "bin";
    const fs::path libexec = m_dir / "libexec" / "stepwise";
    fs::create_directories(bin);
    fs::create_directories(libexec);
    const std::string program = (bin / "stepwise").string();
    auto makeExecutable = [](const fs::path& file) {
        std::ofstream(file) << "#!/bin/sh\n";
        fs::permissions(file, fs::perms::owner_all);
    };

    // Nowhere in the tree: not found there (the configured install folder may still hold one).
    EXPECT_EQ(findMeshImportHelper(program).rfind(m_dir.string(), 0), std::string::npos);
    makeExecutable(libexec / kMeshImportHelperName);
    EXPECT_EQ(findMeshImportHelper(program), (libexec / kMeshImportHelperName).string());
    makeExecutable(bin / kMeshImportHelperName);
    EXPECT_EQ(findMeshImportHelper(program), (bin / kMeshImportHelperName).string());
    // Present but not executable: skipped.
    fs::permissions(bin / kMeshImportHelperName, fs::perms::owner_read);
    EXPECT_EQ(findMeshImportHelper(program), (libexec / kMeshImportHelperName).string());

    // The environment variable wins, named as it is.
    setenv(kMeshImportHelperVariable, "/somewhere/else", 1);
    EXPECT_EQ(findMeshImportHelper(program), "/somewhere/else");
    const auto mesh = importMeshIsolated(kMeshes + "cube.obj");
    EXPECT_EQ(errorOf(mesh), "the mesh importer /somewhere/else could not be started for " +
                                 kMeshes + "cube.obj (No such file or directory)");
    setenv(kMeshImportHelperVariable, kHelper.c_str(), 1);
    EXPECT_TRUE(importMeshIsolated(kMeshes + "cube.obj"));
    unsetenv(kMeshImportHelperVariable);
}

TEST_F(IsolatedImport, TheHelperWritesAFileOnRequest)
{
    const fs::path out = m_dir / "cube.swmt";
    const std::string command = kHelper + " --output " + out.string() + " " + kMeshes + "cube.obj";
    ASSERT_EQ(std::system(command.c_str()), 0);
    std::ifstream in(out, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), {});
    const auto mesh = decodeMeshTransfer(bytes);
    ASSERT_TRUE(mesh) << mesh.error().message;
    EXPECT_EQ(mesh->triangles, importMesh(kMeshes + "cube.obj")->triangles);
    // Usage errors exit 2.
    EXPECT_EQ(WEXITSTATUS(std::system((kHelper + " 2>/dev/null").c_str())), 2);
    EXPECT_EQ(WEXITSTATUS(std::system((kHelper + " --bogus x 2>/dev/null").c_str())), 2);
}

} // namespace
} // namespace sw
