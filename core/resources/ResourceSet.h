#pragma once

// The pictures a map's names refer to, read from its resource chain: the IWAD, then PWADs, then
// the map's own WAD, and folders of PNG/JPEG images. Later sources override earlier ones, name
// by name. Reading indexes names, sizes and where each comes from; pixels are decoded on
// request (image()), so a set is cheap to build and safe to share between threads.

#include "base/Result.h"
#include "io/Wad.h"
#include "resources/DoomGraphics.h"
#include "resources/Image.h"

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace sw {

// Textures dress walls, flats floors and ceilings (Doom keeps the two apart). Materials come
// from folders of images and serve both. Sprites are things' pictures.
enum class ImageKind : std::uint8_t { Texture, Flat, Sprite, Material };
const char* imageKindName(ImageKind kind); // "texture", "flat", "sprite", "material"

struct ResourceSource {
    std::string path;
    bool folder = false;
    bool iwad = false;
};

// One named image of the set: what it is, its size, and where it comes from.
struct ImageEntry {
    std::string name; // upper case
    ImageKind kind = ImageKind::Texture;
    std::size_t source = 0; // index into ResourceSet::sources()
    std::string origin;     // the lump ("TEXTURE1", "FLOOR4_8") or the file it is read from
    int width = 0, height = 0;
    int offsetX = 0, offsetY = 0; // sprites: Doom's offsets
    std::size_t id = 0;           // its number in the set it came from
};

// Doom's "no texture" on a wall side: an empty name or "-".
bool isNoTexture(std::string_view name);
// The sky's flat: a ceiling (or floor) showing the sky has no picture of its own.
bool isSkyFlat(std::string_view name);

class ResourceSet {
public:
    // Reads each path in order: a WAD file, or a folder of .png/.jpg/.jpeg files (a file
    // BRICK1.png in it or below it is the material BRICK1). A path that cannot be read is
    // skipped and listed in failedSources(); damaged lumps and files are skipped with a warning
    // naming them. Never fails as a whole.
    static ResourceSet load(const std::vector<std::string>& paths);

    // Adds one source at the end of the chain (load() calls these, then finish()).
    Status addPath(const std::string& path);
    void addWad(Wad wad);
    Status addFolder(const std::string& path);
    // Checks what needs the whole chain (the patches of composite textures) and warns.
    void finish();

    const std::vector<ResourceSource>& sources() const { return m_sources; }
    const std::vector<std::string>& warnings() const { return m_warnings; }
    const std::vector<std::string>& failedSources() const { return m_failed; }

    // The palette of the last PLAYPAL in the chain; Doom pictures and flats need one.
    bool hasPalette() const { return m_palette.has_value(); }
    const Palette& palette() const { return *m_palette; }
    // The last COLORMAP (34 light tables of 256 palette indices each), or empty.
    const std::vector<std::uint8_t>& colormap() const { return m_colormap; }

    // The game of the chain's first IWAD: "doom2" when it holds MAPxx maps, "doom" when it holds
    // ExMy maps; empty without an IWAD.
    std::string iwadGame() const;

    // What a wall side's name shows: a texture, or a material (the later source wins when both
    // exist). Case-insensitive; null when the set has no such image.
    const ImageEntry* findWallTexture(std::string_view name) const;
    // What a floor's or ceiling's name shows: a flat, or a material.
    const ImageEntry* findFlat(std::string_view name) const;
    // A sprite by its lump name ("TROOA1").
    const ImageEntry* findSprite(std::string_view lumpName) const;
    // The picture of a thing whose sprite is `prefix` ("TROO"): its first frame facing the
    // viewer (A0, A1, then any A frame).
    const ImageEntry* findSpriteFrame(std::string_view prefix) const;

    // The images of a kind in effect (one per name), sorted by name.
    std::vector<const ImageEntry*> images(ImageKind kind) const;

    // Decodes an image. Errors name the lump or file. A composite texture with a damaged or
    // missing patch is drawn without it, and the reason is added to `problems` when given.
    Result<Image> image(const ImageEntry& entry, std::vector<std::string>* problems = nullptr) const;

private:
    enum class Form : std::uint8_t { Picture, Flat, ImageFile, Composite, File };
    struct Entry {
        ImageEntry info;
        Form form = Form::Picture;
        std::size_t wad = 0, lump = 0; // Picture, Flat, ImageFile
        std::size_t def = 0;           // Composite: index into m_textureDefs
        std::string file;              // File
    };
    struct LumpRef {
        std::size_t wad, lump;
    };

    void indexWad(std::size_t wadIndex);
    void addEntry(Entry entry);
    std::string where(std::size_t wad, std::size_t lump) const;
    Result<Image> decodeLump(std::size_t wad, std::size_t lump, const std::string& name) const;
    const Entry* find(ImageKind kind, std::string_view name) const;

    std::vector<ResourceSource> m_sources;
    std::vector<std::string> m_warnings, m_failed;
    std::vector<Wad> m_wads;
    std::vector<std::size_t> m_wadSource; // the source index of each WAD
    std::vector<Entry> m_entries;
    // Per kind: name -> entry index (the latest source's).
    std::map<std::string, std::size_t> m_byName[4];
    // Every lump of every WAD by name, the latest first: how Doom finds a texture's patches.
    std::unordered_map<std::string, LumpRef> m_lumps;
    std::vector<TextureDef> m_textureDefs;
    std::vector<std::string> m_patchNames; // the latest PNAMES
    std::optional<Palette> m_palette;
    std::vector<std::uint8_t> m_colormap;
};

} // namespace sw
