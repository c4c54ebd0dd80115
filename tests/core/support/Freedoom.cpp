#include "core/support/Freedoom.h"

#include <cstdlib>
#include <filesystem>

namespace swtest {

std::string freedoomWad(const std::string& fileName)
{
    std::string dir = "/usr/share/games/doom";
    if (const char* env = std::getenv("STEPWISE_FREEDOOM_DIR"))
        dir = env;
    const std::filesystem::path path = std::filesystem::path(dir) / fileName;
    return std::filesystem::exists(path) ? path.string() : std::string();
}

} // namespace swtest
