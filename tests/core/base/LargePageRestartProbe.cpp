// Runs restartWithLargePageAllocator and prints what the program then runs with: the
// allocator's settings, the process's name and its arguments. CTest checks the output
// (tests/core/base/CMakeLists.txt).
#include "base/ByteBuffer.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

int main(int argc, char** argv)
{
    sw::restartWithLargePageAllocator(argv);
    const char* tunables = std::getenv("GLIBC_TUNABLES");
    std::string name;
    std::getline(std::ifstream("/proc/self/comm"), name);
    std::printf("tunables=%s\nname=%s\n", tunables ? tunables : "", name.c_str());
    for (int i = 1; i < argc; ++i)
        std::printf("arg=%s\n", argv[i]);
    return 0;
}
