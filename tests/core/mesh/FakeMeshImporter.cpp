// A stand-in for stepwise-mesh-import that misbehaves on purpose, for IsolatedImportTest.
// usage: fake_mesh_importer MODE [ARG] -- MESH (importMeshIsolated appends "--" and MESH)
#include "mesh/import/MeshTransfer.h"

#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <new>
#include <string>
#include <vector>

namespace {

sw::Mesh oneTriangle()
{
    sw::Mesh mesh;
    mesh.positions = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0.5}};
    mesh.triangles = {{0, 1, 2}};
    return mesh;
}

void writeReply(const sw::Mesh& mesh)
{
    const std::string bytes = sw::encodeMeshTransfer(mesh);
    std::fwrite(bytes.data(), 1, bytes.size(), stdout);
    std::fflush(stdout);
}

[[noreturn]] void sleepForever()
{
    for (;;)
        pause();
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 4) {
        std::cerr << "usage: fake_mesh_importer MODE [ARG] -- MESH\n";
        return 2;
    }
    const std::string mode = argv[1];
    const std::string mesh = argv[argc - 1];
    if (mode == "reply") {
        writeReply(oneTriangle());
    } else if (mode == "crash") {
        // As a crash without a sanitizer's handler in the way.
        std::signal(SIGSEGV, SIG_DFL);
        std::raise(SIGSEGV);
    } else if (mode == "hang") {
        std::cout << "partial" << std::flush;
        sleepForever();
    } else if (mode == "quiet-hang") {
        // Closes its output, as a reader would see from a finished program, and keeps running.
        close(1);
        close(2);
        sleepForever();
    } else if (mode == "garbage") {
        std::cout << "This is not a mesh, but it is long enough to look like a header.\n";
    } else if (mode == "flood") {
        const std::string block(64 * 1024, 'x');
        for (;;)
            if (std::fwrite(block.data(), 1, block.size(), stdout) != block.size())
                return 0;
    } else if (mode == "quiet-failure") {
        return 3;
    } else if (mode == "stranger-error") {
        std::cerr << "something went wrong\nsecond line\n";
        return 1;
    } else if (mode == "arguments") {
        // Every argument after MODE, one per line, as the error.
        std::string said;
        for (int i = 2; i < argc; ++i)
            said += std::string(i > 2 ? "|" : "") + argv[i];
        std::cerr << said << "\n";
        return 1;
    } else if (mode == "allocate" && argc == 5) {
        // Takes ARG MiB at once; under an address-space limit below that it cannot.
        const auto mib = std::strtoull(argv[2], nullptr, 10);
        try {
            std::vector<char> block;
            block.reserve(mib << 20);
            writeReply(oneTriangle());
        } catch (const std::bad_alloc&) {
            std::cerr << mesh << ": out of memory\n";
            return 1;
        }
    } else {
        std::cerr << "fake_mesh_importer: unknown mode " << mode << "\n";
        return 2;
    }
    return 0;
}
