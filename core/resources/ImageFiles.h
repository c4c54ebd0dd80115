#pragma once

// PNG and JPEG, in memory (lumps) or in files (folders of materials). Errors name `where`.

#include "base/Result.h"
#include "resources/Image.h"

#include <cstdint>
#include <span>
#include <string>

namespace sw {

bool isPng(std::span<const std::uint8_t> bytes);
bool isJpeg(std::span<const std::uint8_t> bytes);

// Width and height from the header alone (PNG: IHDR; JPEG: the frame header), and for PNG the
// offsets of a "grAb" chunk (Doom source ports store sprite offsets there).
struct ImageHeader {
    int width = 0, height = 0, offsetX = 0, offsetY = 0;
};
Result<ImageHeader> readImageHeader(std::span<const std::uint8_t> bytes, const std::string& where);

// Decodes PNG or JPEG (chosen by the first bytes) into RGBA.
Result<Image> decodeImageFile(std::span<const std::uint8_t> bytes, const std::string& where);

} // namespace sw
