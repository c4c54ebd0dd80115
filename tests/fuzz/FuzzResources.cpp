// Fuzz target for the resource readers: the input as a WAD of graphics (palette, patch names,
// texture lists, flats, sprites, PNG and JPEG lumps), every image of it decoded; and the input
// as a PNG or JPEG file and as a Doom picture.
#include "io/Wad.h"
#include "resources/ImageFiles.h"
#include "resources/ResourceSet.h"

#include <cstddef>
#include <cstdint>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::span<const std::uint8_t> bytes(data, size);
    (void)sw::decodeImageFile(bytes, "fuzz.png");
    sw::Palette palette{};
    (void)sw::decodeDoomPicture(bytes, palette, "FUZZ");
    auto wad = sw::Wad::fromBytes(std::vector<std::uint8_t>(data, data + size), "fuzz.wad");
    if (!wad)
        return 0;
    sw::ResourceSet set;
    set.addWad(std::move(*wad));
    set.finish();
    for (auto kind : {sw::ImageKind::Texture, sw::ImageKind::Flat, sw::ImageKind::Sprite})
        for (const sw::ImageEntry* e : set.images(kind)) {
            std::vector<std::string> problems;
            (void)set.image(*e, &problems);
        }
    return 0;
}
