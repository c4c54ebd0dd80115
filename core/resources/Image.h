#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace sw {

// A decoded picture: RGBA, 8 bits a channel, rows from the top, alpha 0 where nothing is drawn
// (the holes of a Doom patch or sprite).
struct Image {
    std::string name;
    int width = 0, height = 0;
    // Sprites and patches: Doom's offsets, the pixel that sits on the thing's position (x from
    // the left edge, y from the top edge). 0 for textures and flats.
    int offsetX = 0, offsetY = 0;
    std::vector<std::uint8_t> rgba; // width * height * 4 bytes

    std::uint32_t pixel(int x, int y) const // 0xRRGGBBAA
    {
        const std::size_t i = (static_cast<std::size_t>(y) * static_cast<std::size_t>(width) +
                               static_cast<std::size_t>(x)) * 4;
        return std::uint32_t(rgba[i]) << 24 | std::uint32_t(rgba[i + 1]) << 16 |
               std::uint32_t(rgba[i + 2]) << 8 | rgba[i + 3];
    }
};

} // namespace sw
