#pragma once

#include "base/Result.h"
#include "mesh/Mesh.h"

#include <cstdint>
#include <string>
#include <vector>

namespace sw {

// The program that imports one mesh file and writes it to stdout in the transfer format
// (core/mesh/import/MeshTransfer.h). Installed in LIBEXECDIR/stepwise.
constexpr const char* kMeshImportHelperName = "stepwise-mesh-import";

// The environment variable that names the helper, overriding the search below.
constexpr const char* kMeshImportHelperVariable = "STEPWISE_MESH_IMPORTER";

struct IsolatedImportOptions {
    // The helper's command line: a program path (not searched in PATH) and any leading
    // arguments; "--" and the mesh file are appended. Empty: findMeshImportHelper().
    std::vector<std::string> helperCommand;
    // Wall-clock time after which the helper is killed; its processor time is limited to the
    // same (rounded up, plus one second).
    double timeLimitSeconds = 20;
    // Address-space limit (RLIMIT_AS) of the helper; 0 for none. Not applied in
    // AddressSanitizer builds, whose shadow memory alone reserves terabytes of address space.
    std::uint64_t memoryLimitBytes = 4ull << 30;
    // Largest reply accepted (more is refused before it is all read).
    std::uint64_t maxReplyBytes = 2ull << 30;
};

// Imports a mesh file as importMesh does (same meshes, same errors), but in a child process
// running the helper, so that a crash, hang or runaway allocation inside the file readers
// cannot take the calling program down. A helper that crashes, runs past the time limit, is
// missing or replies with anything but a well-formed mesh gives an error naming the file.
// POSIX only; safe to call from several threads at once.
Result<Mesh> importMeshIsolated(const std::string& path, const IsolatedImportOptions& options = {});

// Where the helper is: the file named by $STEPWISE_MESH_IMPORTER when set, else the first of
// <dir of executablePath>/stepwise-mesh-import,
// <dir of executablePath>/../libexec/stepwise/stepwise-mesh-import (a relocated install, and
// the build tree, where the helper is built into BUILD/libexec/stepwise) and
// <configured LIBEXECDIR>/stepwise/stepwise-mesh-import and the build tree's
// BUILD/libexec/stepwise/stepwise-mesh-import that is an executable file.
// Empty when none is.
std::string findMeshImportHelper(const std::string& executablePath);
// The same for the running program (/proc/self/exe).
std::string findMeshImportHelper();

} // namespace sw
