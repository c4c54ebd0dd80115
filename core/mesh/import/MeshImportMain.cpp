// stepwise-mesh-import: imports one mesh file and writes it in the mesh transfer format
// (MeshTransfer.h), so that the editor can read meshes in a process of their own
// (IsolatedImport.h) and survive a crash or hang in the file readers.
#include "base/Version.h"
#include "mesh/import/MeshImport.h"
#include "mesh/import/MeshTransfer.h"

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <new>
#include <string>

namespace {

constexpr const char* kUsage =
    "usage: stepwise-mesh-import [--output FILE] [--] MESH\n"
    "\n"
    "Imports MESH (OBJ, glTF/GLB, FBX, PLY, STL) as Stepwise does and writes the triangles in\n"
    "Stepwise's mesh transfer format (version 1; see core/mesh/import/MeshTransfer.h) to FILE,\n"
    "or to stdout. Stepwise runs it to read mesh files in a separate process.\n"
    "Exit status: 0 on success; 1 when the mesh cannot be imported (one line on stderr);\n"
    "2 on a usage error.\n";

int usageError(const std::string& message)
{
    std::cerr << "stepwise-mesh-import: " << message << " (see stepwise-mesh-import --help)\n";
    return 2;
}

bool writeAll(int fd, const std::string& bytes)
{
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}

std::string memoryLimitText()
{
    rlimit limit{};
    if (getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY)
        return " (the limit is " + std::to_string(limit.rlim_cur >> 20) + " MiB)";
    return {};
}

int importOne(const std::string& mesh, const std::string& output)
{
    // The reply gets stdout to itself: anything a library prints while importing goes to
    // stderr instead of into the mesh.
    const int reply = output.empty() ? fcntl(1, F_DUPFD_CLOEXEC, 3) : -1;
    if (output.empty() && (reply < 0 || dup2(2, 1) < 0)) {
        std::cerr << mesh << ": stdout cannot be set aside for the reply (" << std::strerror(errno)
                  << ")\n";
        return 1;
    }
    const auto imported = sw::importMesh(mesh);
    if (!imported) {
        std::cerr << imported.error().message << "\n";
        return 1;
    }
    const std::string bytes = sw::encodeMeshTransfer(*imported);
    if (output.empty()) {
        if (!writeAll(reply, bytes)) {
            std::cerr << mesh << ": the imported mesh could not be written to stdout ("
                      << std::strerror(errno) << ")\n";
            return 1;
        }
        return 0;
    }
    std::ofstream file(output, std::ios::binary | std::ios::trunc);
    file.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    file.close();
    if (!file) {
        std::cerr << mesh << ": the imported mesh could not be written to " << output << "\n";
        return 1;
    }
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    std::string output, mesh;
    bool optionsDone = false, haveMesh = false;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (!optionsDone && (arg == "--help" || arg == "-h")) {
            std::cout << kUsage;
            return 0;
        }
        if (!optionsDone && arg == "--version") {
            std::cout << "stepwise-mesh-import " << sw::kVersion << " (revision "
                      << sw::kGitRevision << ", mesh transfer format " << sw::kMeshTransferVersion
                      << ")\n";
            return 0;
        }
        if (!optionsDone && arg == "--output") {
            if (++i == argc)
                return usageError("--output needs a file name");
            output = argv[i];
        } else if (!optionsDone && arg == "--") {
            optionsDone = true;
        } else if (!optionsDone && arg.size() > 1 && arg[0] == '-') {
            return usageError("unknown option " + arg);
        } else if (!haveMesh) {
            mesh = arg;
            haveMesh = true;
        } else {
            return usageError("one mesh file at a time");
        }
    }
    if (!haveMesh)
        return usageError("no mesh file given");
    try {
        return importOne(mesh, output);
    } catch (const std::bad_alloc&) {
        std::cerr << mesh << ": importing the mesh needs more memory than it may use"
                  << memoryLimitText() << "\n";
        return 1;
    }
}
