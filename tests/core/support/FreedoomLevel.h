#pragma once

// A Freedoom map (or any WAD's) imported and compiled, for tests that move an avatar or flood
// through a real level. Header-only: it reports through GoogleTest.

#include "bsp/Bsp.h"
#include "io/DoomImport.h"
#include "io/Wad.h"
#include "map/Map.h"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <utility>

namespace swtest {

struct Level {
    sw::Map map;
    sw::Bsp bsp;
};

// The map `name` of the WAD at `path`, imported and compiled; a failure of any step (or no such
// map) is a test failure naming it, and nullopt.
inline std::optional<Level> loadLevel(const std::string& path, const std::string& name)
{
    auto wad = sw::Wad::load(path);
    if (!wad) {
        ADD_FAILURE() << wad.error().message;
        return std::nullopt;
    }
    for (const sw::WadMapEntry& entry : wad->maps())
        if (entry.name == name) {
            auto map = sw::importWadMap(*wad, entry);
            if (!map) {
                ADD_FAILURE() << map.error().message;
                return std::nullopt;
            }
            auto bsp = sw::Bsp::compile(*map);
            if (!bsp) {
                ADD_FAILURE() << bsp.error().message;
                return std::nullopt;
            }
            return Level{std::move(*map), std::move(*bsp)};
        }
    ADD_FAILURE() << path << " has no " << name;
    return std::nullopt;
}

} // namespace swtest
