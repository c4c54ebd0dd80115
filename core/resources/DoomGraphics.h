#pragma once

// Doom's own graphics formats: the palette (PLAYPAL), the picture format of patches and sprites
// (columns of posts), raw flats, and the composite texture lists (PNAMES, TEXTURE1/TEXTURE2).
// Every reader takes the lump's bytes and its name, and answers a sentence naming the lump when
// the bytes are damaged.

#include "base/Result.h"
#include "resources/Image.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace sw {

// 256 colours, RGB.
using Palette = std::array<std::array<std::uint8_t, 3>, 256>;

// The first palette of a PLAYPAL lump (the game's normal colours).
Result<Palette> readPalette(std::span<const std::uint8_t> bytes, const std::string& where);

// The size and offsets of a picture, from its header, after checking that every column starts
// inside the lump. Cheap: no pixel is read.
struct PictureHeader {
    int width = 0, height = 0, offsetX = 0, offsetY = 0;
};
Result<PictureHeader> readPictureHeader(std::span<const std::uint8_t> bytes,
                                        const std::string& where);

// Decodes a picture into RGBA (transparent where no post covers a pixel).
Result<Image> decodeDoomPicture(std::span<const std::uint8_t> bytes, const Palette& palette,
                                const std::string& where);

// Flats are raw palette indices, a square (64x64 in Doom). Their side from the lump's size, or
// 0 when the size fits no flat (4160 bytes, Heretic's 64x65, counts as 64x64).
int flatSide(std::size_t lumpSize);
Result<Image> decodeFlat(std::span<const std::uint8_t> bytes, const Palette& palette,
                         const std::string& where);

// PNAMES: the patch names TEXTURE1/TEXTURE2 refer to by number.
Result<std::vector<std::string>> readPatchNames(std::span<const std::uint8_t> bytes,
                                                const std::string& where);

// A composite wall texture: patches drawn at their offsets into a width x height canvas.
struct TexturePatch {
    int originX = 0, originY = 0;
    std::string patch; // the patch's lump name (from PNAMES)
};
struct TextureDef {
    std::string name;
    int width = 0, height = 0;
    std::vector<TexturePatch> patches;
};

// TEXTURE1 or TEXTURE2, with patch numbers resolved through `patchNames`. A definition that is
// itself damaged (runs past the lump, names a patch number PNAMES lacks) is left out and
// described in `warnings`; a lump whose directory is damaged is an error.
Result<std::vector<TextureDef>> readTextureDefs(std::span<const std::uint8_t> bytes,
                                                const std::vector<std::string>& patchNames,
                                                const std::string& where,
                                                std::vector<std::string>& warnings);

// Draws a picture (already decoded) into `canvas` with its top-left corner at (x, y), clipped;
// transparent pixels leave the canvas as it was.
void drawOver(Image& canvas, const Image& picture, int x, int y);

} // namespace sw
