#include "resources/ResourceChain.h"

#include "base/Names.h"
#include "io/MapSource.h"

#include <cctype>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace sw {

namespace {

namespace fs = std::filesystem;

bool isDoom1MapName(const std::string& name)
{
    return name.size() == 4 && (name[0] == 'E' || name[0] == 'e') &&
           (name[2] == 'M' || name[2] == 'm') && std::isdigit(static_cast<unsigned char>(name[1])) &&
           std::isdigit(static_cast<unsigned char>(name[3]));
}

std::string iwadIn(const fs::path& dir, bool doom1)
{
    static const std::vector<std::string> kDoom1 = {"doom.wad", "doomu.wad", "freedoom1.wad",
                                                    "doom1.wad"};
    static const std::vector<std::string> kDoom2 = {"doom2.wad", "plutonia.wad", "tnt.wad",
                                                    "freedoom2.wad"};
    std::error_code ec;
    for (const std::string& name : doom1 ? kDoom1 : kDoom2) {
        for (const std::string& candidate : {name, upperAscii(name)})
            if (fs::is_regular_file(dir / candidate, ec))
                return (dir / candidate).string();
    }
    return {};
}

bool fileIsIwad(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    char id[4] = {};
    return in.read(id, 4) && std::memcmp(id, "IWAD", 4) == 0;
}

} // namespace

std::string findIwad(const std::string& mapName)
{
    const bool doom1 = isDoom1MapName(mapName);
    std::error_code ec;
    if (const char* env = std::getenv("DOOMWADDIR"); env && *env) {
        if (fs::is_regular_file(env, ec))
            return env;
        if (std::string found = iwadIn(env, doom1); !found.empty())
            return found;
    }
    return iwadIn("/usr/share/games/doom", doom1);
}

ResourceChain resourceChainFor(const std::string& mapPath, const Map& map,
                               const std::vector<std::string>& given)
{
    ResourceChain chain;
    const FileKind kind = detectFileKind(mapPath);
    if (!given.empty()) {
        chain.paths = given;
        chain.origin = "given";
    } else if (kind == FileKind::Swmap && !map.resources.empty()) {
        const fs::path folder = fs::path(mapPath).parent_path();
        for (const std::string& r : map.resources)
            chain.paths.push_back(fs::path(r).is_absolute() ? r : (folder / r).string());
        chain.origin = "stored";
    } else if (!(kind == FileKind::Wad && fileIsIwad(mapPath))) {
        if (std::string iwad = findIwad(map.name); !iwad.empty()) {
            chain.paths.push_back(iwad);
            chain.origin = "detected";
        }
    }
    if (kind == FileKind::Wad) {
        std::error_code ec;
        bool listed = false;
        for (const std::string& p : chain.paths)
            listed = listed || fs::equivalent(p, mapPath, ec);
        if (!listed)
            chain.paths.push_back(mapPath);
        if (chain.origin.empty())
            chain.origin = "detected";
    }
    if (chain.origin.empty())
        chain.origin = "none";
    return chain;
}

} // namespace sw
