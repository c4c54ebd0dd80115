#pragma once

#include "analysis/Analysis.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace swtest {

inline std::vector<sw::Finding> analyze(const sw::Map& map, const sw::AvatarProfile& profile = {},
                                        const sw::AnalysisOptions& options = {})
{
    auto bsp = sw::Bsp::compile(map);
    EXPECT_TRUE(bsp) << bsp.error().message;
    if (!bsp)
        return {};
    return sw::analyzeMap(map, *bsp, profile, options);
}

inline std::vector<sw::Finding> ofKind(const std::vector<sw::Finding>& all,
                                       const std::string& kind)
{
    std::vector<sw::Finding> out;
    std::copy_if(all.begin(), all.end(), std::back_inserter(out),
                 [&](const sw::Finding& f) { return f.kind == kind; });
    return out;
}

// The wall joining two points (either direction), or kNone.
inline sw::Index wallBetween(const sw::Map& map, sw::Vec2 a, sw::Vec2 b)
{
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const sw::Vec2 p = map.wallStart(map.walls[i]), q = map.wallEnd(map.walls[i]);
        if ((p == a && q == b) || (p == b && q == a))
            return static_cast<sw::Index>(i);
    }
    return sw::kNone;
}

inline sw::Index vertexAt(const sw::Map& map, sw::Vec2 p)
{
    for (std::size_t i = 0; i < map.vertices.size(); ++i)
        if (map.vertices[i].pos == p)
            return static_cast<sw::Index>(i);
    return sw::kNone;
}

inline std::string describe(const std::vector<sw::Finding>& all)
{
    std::string out;
    for (const sw::Finding& f : all)
        out += f.key() + " @(" + std::to_string(f.where.x) + "," + std::to_string(f.where.y) +
               ") " + f.message + "\n";
    return out;
}

} // namespace swtest
