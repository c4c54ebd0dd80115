#pragma once

// Building the pieces of a resource WAD in memory: a palette, pictures, texture lists.

#include "core/support/WadBuilder.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace swtest {

// A palette where colour i is (i, 255 - i, i / 2).
inline std::vector<std::uint8_t> testPalette()
{
    std::vector<std::uint8_t> out;
    for (int i = 0; i < 256; ++i) {
        out.push_back(static_cast<std::uint8_t>(i));
        out.push_back(static_cast<std::uint8_t>(255 - i));
        out.push_back(static_cast<std::uint8_t>(i / 2));
    }
    for (int copy = 1; copy < 14; ++copy) // PLAYPAL holds 14 palettes; the first one counts
        out.insert(out.end(), out.begin(), out.begin() + 768);
    return out;
}

// A Doom picture: pixels[y][x] is a palette index, or -1 for a hole.
inline std::vector<std::uint8_t> picture(const std::vector<std::vector<int>>& pixels, int left = 0,
                                         int top = 0)
{
    const int h = static_cast<int>(pixels.size());
    const int w = static_cast<int>(pixels[0].size());
    std::vector<std::uint8_t> out;
    WadBuilder::put16(out, w);
    WadBuilder::put16(out, h);
    WadBuilder::put16(out, left);
    WadBuilder::put16(out, top);
    std::vector<std::vector<std::uint8_t>> columns;
    for (int x = 0; x < w; ++x) {
        std::vector<std::uint8_t> col;
        int y = 0;
        while (y < h) {
            if (pixels[std::size_t(y)][std::size_t(x)] < 0) {
                ++y;
                continue;
            }
            int end = y;
            while (end < h && pixels[std::size_t(end)][std::size_t(x)] >= 0)
                ++end;
            col.push_back(static_cast<std::uint8_t>(y));
            col.push_back(static_cast<std::uint8_t>(end - y));
            col.push_back(0);
            for (int k = y; k < end; ++k)
                col.push_back(static_cast<std::uint8_t>(pixels[std::size_t(k)][std::size_t(x)]));
            col.push_back(0);
            y = end;
        }
        col.push_back(0xFF);
        columns.push_back(col);
    }
    std::uint32_t at = 8 + 4 * static_cast<std::uint32_t>(w);
    for (const auto& col : columns) {
        WadBuilder::put32(out, at);
        at += static_cast<std::uint32_t>(col.size());
    }
    for (const auto& col : columns)
        out.insert(out.end(), col.begin(), col.end());
    return out;
}

inline std::vector<std::uint8_t> patchNames(const std::vector<std::string>& names)
{
    std::vector<std::uint8_t> out;
    WadBuilder::put32(out, static_cast<std::uint32_t>(names.size()));
    for (const std::string& n : names)
        WadBuilder::putName(out, n);
    return out;
}

struct TestTexture {
    std::string name;
    int width, height;
    std::vector<std::pair<std::pair<int, int>, int>> patches; // ((x, y), patch number)
};

inline std::vector<std::uint8_t> textureList(const std::vector<TestTexture>& textures)
{
    std::vector<std::uint8_t> body;
    std::vector<std::uint32_t> offsets;
    const std::uint32_t head = 4 + 4 * static_cast<std::uint32_t>(textures.size());
    for (const TestTexture& t : textures) {
        offsets.push_back(head + static_cast<std::uint32_t>(body.size()));
        WadBuilder::putName(body, t.name);
        WadBuilder::put32(body, 0);
        WadBuilder::put16(body, t.width);
        WadBuilder::put16(body, t.height);
        WadBuilder::put32(body, 0);
        WadBuilder::put16(body, static_cast<int>(t.patches.size()));
        for (const auto& [at, number] : t.patches) {
            WadBuilder::put16(body, at.first);
            WadBuilder::put16(body, at.second);
            WadBuilder::put16(body, number);
            WadBuilder::put16(body, 1);
            WadBuilder::put16(body, 0);
        }
    }
    std::vector<std::uint8_t> out;
    WadBuilder::put32(out, static_cast<std::uint32_t>(textures.size()));
    for (std::uint32_t o : offsets)
        WadBuilder::put32(out, o);
    out.insert(out.end(), body.begin(), body.end());
    return out;
}

} // namespace swtest
