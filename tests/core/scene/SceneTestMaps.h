#pragma once

#include "bsp/Bsp.h"
#include "core/support/Freedoom.h"
#include "io/MapSource.h"

#include <gtest/gtest.h>

#include <string>

namespace swtest {

inline std::string sampleMapPath() { return STEPWISE_SOURCE_DIR "/resources/maps/sample.swmap"; }

// A map with its BSP, loaded or failing the test that asked for it.
struct LoadedMap {
    sw::Map map;
    sw::Bsp bsp;
    bool ok = false;
};

inline LoadedMap loadWithBsp(const std::string& path, const std::string& mapName = {})
{
    LoadedMap out;
    auto map = mapName.empty() ? sw::loadMap(path) : sw::loadMap(path, mapName);
    if (!map) {
        ADD_FAILURE() << map.error().message;
        return out;
    }
    out.map = std::move(*map);
    auto bsp = sw::Bsp::compile(out.map);
    if (!bsp) {
        ADD_FAILURE() << bsp.error().message;
        return out;
    }
    out.bsp = std::move(*bsp);
    out.ok = true;
    return out;
}

} // namespace swtest
