#include "resources/DoomGraphics.h"

#include "base/Names.h"

#include <algorithm>

namespace sw {

namespace {

std::uint32_t u32(const std::uint8_t* p)
{
    return std::uint32_t(p[0]) | std::uint32_t(p[1]) << 8 | std::uint32_t(p[2]) << 16 |
           std::uint32_t(p[3]) << 24;
}
int s16(const std::uint8_t* p) { return static_cast<std::int16_t>(p[0] | p[1] << 8); }

// Pictures larger than this are damaged: Doom's own are at most a few hundred pixels a side.
constexpr int kMaxPictureSide = 4096;
constexpr std::size_t kPictureHeader = 8;

void putColour(Image& img, std::size_t pixel, const Palette& palette, std::uint8_t index)
{
    const auto& c = palette[index];
    img.rgba[pixel * 4 + 0] = c[0];
    img.rgba[pixel * 4 + 1] = c[1];
    img.rgba[pixel * 4 + 2] = c[2];
    img.rgba[pixel * 4 + 3] = 255;
}

} // namespace

Result<Palette> readPalette(std::span<const std::uint8_t> bytes, const std::string& where)
{
    if (bytes.size() < 768)
        return makeError(where + ": a palette needs 768 bytes, the lump has " +
                         std::to_string(bytes.size()) + ".");
    Palette palette;
    for (std::size_t i = 0; i < 256; ++i)
        for (std::size_t c = 0; c < 3; ++c)
            palette[i][c] = bytes[i * 3 + c];
    return palette;
}

Result<PictureHeader> readPictureHeader(std::span<const std::uint8_t> bytes,
                                        const std::string& where)
{
    if (bytes.size() < kPictureHeader)
        return makeError(where + ": too short for a picture (" + std::to_string(bytes.size()) +
                         " bytes).");
    PictureHeader h{s16(bytes.data()), s16(bytes.data() + 2), s16(bytes.data() + 4),
                    s16(bytes.data() + 6)};
    if (h.width <= 0 || h.height <= 0 || h.width > kMaxPictureSide || h.height > kMaxPictureSide)
        return makeError(where + ": not a picture (its header says " + std::to_string(h.width) +
                         "x" + std::to_string(h.height) + " pixels).");
    const std::size_t table = kPictureHeader + 4 * static_cast<std::size_t>(h.width);
    if (bytes.size() < table)
        return makeError(where + ": the column table of a " + std::to_string(h.width) +
                         "-wide picture runs past the end of the lump.");
    for (int x = 0; x < h.width; ++x) {
        const std::uint32_t start = u32(bytes.data() + kPictureHeader + 4 * std::size_t(x));
        if (start < table || start >= bytes.size())
            return makeError(where + ": column " + std::to_string(x) +
                             " starts outside the lump (offset " + std::to_string(start) + ").");
    }
    return h;
}

Result<Image> decodeDoomPicture(std::span<const std::uint8_t> bytes, const Palette& palette,
                                const std::string& where)
{
    auto header = readPictureHeader(bytes, where);
    if (!header)
        return header.error();
    const PictureHeader& h = *header;
    Image img;
    img.width = h.width;
    img.height = h.height;
    img.offsetX = h.offsetX;
    img.offsetY = h.offsetY;
    img.rgba.assign(std::size_t(h.width) * std::size_t(h.height) * 4, 0);
    for (int x = 0; x < h.width; ++x) {
        std::size_t p = u32(bytes.data() + kPictureHeader + 4 * std::size_t(x));
        // Each post: top row, length, a padding byte, the pixels, a padding byte; 0xFF ends the
        // column. Tall pictures (over 254 rows) give a top no greater than the last one, which
        // then counts from the last top (the convention source ports read).
        int top = -1;
        while (true) {
            if (p >= bytes.size())
                return makeError(where + ": column " + std::to_string(x) +
                                 " runs past the end of the lump.");
            const int delta = bytes[p];
            if (delta == 0xFF)
                break;
            if (p + 3 > bytes.size())
                return makeError(where + ": column " + std::to_string(x) +
                                 " runs past the end of the lump.");
            top = delta <= top ? top + delta : delta;
            const std::size_t length = bytes[p + 1];
            if (p + 3 + length + 1 > bytes.size())
                return makeError(where + ": a post of column " + std::to_string(x) +
                                 " runs past the end of the lump.");
            for (std::size_t i = 0; i < length; ++i) {
                const int y = top + static_cast<int>(i);
                if (y >= h.height)
                    break; // posts below the picture are clipped, as the game does
                putColour(img, std::size_t(y) * std::size_t(h.width) + std::size_t(x), palette,
                          bytes[p + 3 + i]);
            }
            p += 3 + length + 1;
        }
    }
    return img;
}

int flatSide(std::size_t lumpSize)
{
    if (lumpSize == 4160)
        return 64;
    for (int side : {64, 128, 256, 512, 1024})
        if (lumpSize == std::size_t(side) * std::size_t(side))
            return side;
    return 0;
}

Result<Image> decodeFlat(std::span<const std::uint8_t> bytes, const Palette& palette,
                         const std::string& where)
{
    const int side = flatSide(bytes.size());
    if (side == 0)
        return makeError(where + ": " + std::to_string(bytes.size()) +
                         " bytes is no flat's size (64x64 is 4096 bytes).");
    Image img;
    img.width = img.height = side;
    img.rgba.assign(std::size_t(side) * std::size_t(side) * 4, 0);
    for (std::size_t i = 0; i < std::size_t(side) * std::size_t(side); ++i)
        putColour(img, i, palette, bytes[i]);
    return img;
}

Result<std::vector<std::string>> readPatchNames(std::span<const std::uint8_t> bytes,
                                                const std::string& where)
{
    if (bytes.size() < 4)
        return makeError(where + ": too short for a patch name list.");
    const std::uint32_t count = u32(bytes.data());
    if (std::uint64_t(count) * 8 + 4 > bytes.size())
        return makeError(where + ": says it holds " + std::to_string(count) +
                         " patch names, but the lump has room for " +
                         std::to_string((bytes.size() - 4) / 8) + ".");
    std::vector<std::string> names;
    names.reserve(count);
    for (std::uint32_t i = 0; i < count; ++i)
        names.push_back(upperAsciiField(bytes.data() + 4 + 8 * std::size_t(i)));
    return names;
}

Result<std::vector<TextureDef>> readTextureDefs(std::span<const std::uint8_t> bytes,
                                                const std::vector<std::string>& patchNames,
                                                const std::string& where,
                                                std::vector<std::string>& warnings)
{
    // The lump: a count, that many offsets, then at each offset a definition of 22 bytes
    // (name, flags, width, height, an unused field, patch count) and 10 bytes a patch (x, y,
    // patch number, two unused fields).
    constexpr std::size_t kDefHeader = 22, kPatchRecord = 10;
    if (bytes.size() < 4)
        return makeError(where + ": too short for a texture list.");
    const std::uint32_t count = u32(bytes.data());
    if (std::uint64_t(count) * 4 + 4 > bytes.size())
        return makeError(where + ": says it holds " + std::to_string(count) +
                         " textures, but its offset table runs past the end of the lump.");
    std::vector<TextureDef> defs;
    defs.reserve(count);
    for (std::uint32_t i = 0; i < count; ++i) {
        const std::uint64_t at = u32(bytes.data() + 4 + 4 * std::size_t(i));
        if (at + kDefHeader > bytes.size()) {
            warnings.push_back(where + ": texture " + std::to_string(i) +
                               " starts past the end of the lump; skipped.");
            continue;
        }
        const std::uint8_t* d = bytes.data() + at;
        TextureDef def;
        def.name = upperAsciiField(d);
        def.width = s16(d + 12);
        def.height = s16(d + 14);
        const int patches = s16(d + 20);
        const std::string label = where + ": texture " + def.name;
        if (def.width <= 0 || def.height <= 0 || def.width > kMaxPictureSide ||
            def.height > kMaxPictureSide || patches < 0) {
            warnings.push_back(label + " has a size of " + std::to_string(def.width) + "x" +
                               std::to_string(def.height) + " and " +
                               std::to_string(patches) + " patches; skipped.");
            continue;
        }
        if (at + kDefHeader + std::uint64_t(patches) * kPatchRecord > bytes.size()) {
            warnings.push_back(label + ": its patch list runs past the end of the lump; skipped.");
            continue;
        }
        bool ok = true;
        for (int k = 0; k < patches && ok; ++k) {
            const std::uint8_t* r = d + kDefHeader + kPatchRecord * std::size_t(k);
            const int number = s16(r + 4);
            if (number < 0 || std::size_t(number) >= patchNames.size()) {
                warnings.push_back(label + " uses patch number " + std::to_string(number) +
                                   ", which PNAMES does not have (" +
                                   std::to_string(patchNames.size()) + " names); skipped.");
                ok = false;
                break;
            }
            def.patches.push_back({s16(r), s16(r + 2), patchNames[std::size_t(number)]});
        }
        if (ok)
            defs.push_back(std::move(def));
    }
    return defs;
}

void drawOver(Image& canvas, const Image& picture, int x, int y)
{
    const int x0 = std::max(0, x), y0 = std::max(0, y);
    const int x1 = std::min(canvas.width, x + picture.width);
    const int y1 = std::min(canvas.height, y + picture.height);
    for (int cy = y0; cy < y1; ++cy)
        for (int cx = x0; cx < x1; ++cx) {
            const std::size_t src =
                (std::size_t(cy - y) * std::size_t(picture.width) + std::size_t(cx - x)) * 4;
            if (picture.rgba[src + 3] == 0)
                continue;
            const std::size_t dst = (std::size_t(cy) * std::size_t(canvas.width) + std::size_t(cx)) * 4;
            std::copy_n(picture.rgba.begin() + static_cast<std::ptrdiff_t>(src), 4,
                        canvas.rgba.begin() + static_cast<std::ptrdiff_t>(dst));
        }
}

} // namespace sw
