#pragma once

#include "base/ByteBuffer.h"
#include "base/Files.h"
#include "base/Result.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace sw {

struct WadLump {
    std::string name; // up to 8 characters, NUL padding removed
    std::uint32_t offset = 0;
    std::uint32_t size = 0;
};

enum class WadMapFormat { Doom, Hexen, Udmf };

// A map found in a WAD: its marker lump and the lumps that belong to it.
struct WadMapEntry {
    std::string name;
    WadMapFormat format = WadMapFormat::Doom;
    std::size_t markerLump = 0;
    std::size_t endLump = 0; // one past the map's last lump
};

// A WAD file held in memory. Construction validates the header and every directory entry
// against the file size, so lump data can be read without further checks.
class Wad {
public:
    static Result<Wad> fromBytes(std::vector<std::uint8_t> bytes, std::string sourceName);
    static Result<Wad> fromBuffer(ByteBuffer bytes, std::string sourceName);
    static Result<Wad> load(const std::string& path);
    // Reads one map of a WAD without reading the whole file: the directory, then only the named
    // map's lumps (its marker up to the next lump that is not a map lump), gathered into a small
    // WAD in memory and validated as any other. An IWAD of 28 MB otherwise costs more to read
    // than compiling its largest map. Nothing when the map is not found this way (or anything
    // is wrong): load() then gives the full reading and its precise error messages.
    static std::optional<Wad> loadMapOnly(const std::string& path, const std::string& mapName);
    // The same for importing the map: the lumps a node builder makes (SEGS, SSECTORS, NODES,
    // REJECT, BLOCKMAP, ZNODES), which the importer never reads, stay in the directory with
    // no bytes; an empty `mapName` takes the WAD's only map (nothing when it holds several).
    static std::optional<Wad> loadMapForImport(const std::string& path,
                                               const std::string& mapName);

    // Reads a WAD for its resources (textures, flats, sprites, palettes): every lump except
    // those of its maps (the marker's own bytes are kept), which stay in the directory with no
    // bytes. The WAD of a large UDMF map is mostly its TEXTMAP, which the map itself already
    // holds in the model. Nothing when anything is wrong: load() then gives the precise error.
    static std::optional<Wad> loadWithoutMapData(const std::string& path);

    const std::string& sourceName() const { return m_sourceName; }
    bool isIwad() const { return m_iwad; }
    const std::vector<WadLump>& lumps() const { return m_lumps; }
    // A lump's bytes in memory; empty for every lump once releaseData() dropped them.
    std::span<const std::uint8_t> lumpData(std::size_t index) const;

    // For a reader that needs a few lumps at a time (a resource set's pictures) and should not
    // hold a whole IWAD: drops the lumps' bytes of a WAD read by loadWithoutMapData, keeping
    // its directory and its file open; readLump() then reads a lump from the file. Nothing for
    // a WAD made in memory or read otherwise.
    void releaseData();
    bool dataReleased() const { return m_released; }
    // A lump's bytes: a copy of lumpData(), or read from the file again once the data was
    // released. The open file stays the one read first when another replaces it by name; an
    // error when it was changed in place and the lump can no longer be read.
    Result<std::vector<std::uint8_t>> readLump(std::size_t index) const;

    // The maps in directory order. A marker lump counts as a map when it is followed by the
    // lumps of a binary map (THINGS, LINEDEFS, ...) or by TEXTMAP (UDMF).
    const std::vector<WadMapEntry>& maps() const { return m_maps; }
    const WadMapEntry* findMap(const std::string& name) const; // case-insensitive

    // Index of the lump called `name` inside the map's lumps, or -1.
    std::ptrdiff_t findMapLump(const WadMapEntry& map, const char* name) const;

private:
    void findMaps();
    static std::optional<Wad> readMapLumps(const std::string& path, const std::string& mapName,
                                           bool skipBuilt);

    std::string m_sourceName;
    ByteBuffer m_bytes;
    // The file loadWithoutMapData read, kept open, and where each lump is in it.
    std::shared_ptr<const FileReader> m_file;
    std::vector<std::uint32_t> m_fileOffsets;
    bool m_released = false;
    std::vector<WadLump> m_lumps;
    std::vector<WadMapEntry> m_maps;
    bool m_iwad = false;
};

} // namespace sw
