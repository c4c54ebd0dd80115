#pragma once

// Writing a map as a Doom map: its records, nodes from Stepwise's BSP, blockmap and reject.
// What the CLI's export-wad and the editor's File > Save into a WAD both call.

#include "base/Progress.h"
#include "base/Result.h"
#include "io/WadWrite.h"
#include "map/Map.h"

#include <optional>
#include <string>
#include <vector>

namespace sw {

enum class DoomExportFormat {
    Auto,  // the format the map was imported from; maps made here: Doom when they fit, else UDMF
    Doom,
    Hexen, // Doom's lumps with Hexen THINGS and LINEDEFS, then BEHAVIOR (and SCRIPTS) as they came
    Udmf,  // TEXTMAP with every field the model has and the unknown ones kept, ZNODES (GL nodes),
           // the map's other lumps, ENDMAP
};

enum class DoomExportNodes {
    Auto,     // vanilla when they fit, else ZDoom extended
    Vanilla,  // fail when the map needs more than vanilla nodes hold
    Extended, // ZDoom extended nodes (XNOD) in NODES
    None,     // empty SEGS, SSECTORS and NODES (no ZNODES in UDMF): for engines that build their own
};

struct DoomExportOptions {
    DoomExportFormat format = DoomExportFormat::Auto;
    DoomExportNodes nodes = DoomExportNodes::Auto;
    // The marker lump; "" keeps the map's name when it is a valid lump name, else MAP01.
    std::string mapName;
    // How the written WAD reaches the disk (writeMapWad, saveMapIntoWad).
    WriteFlush flush = WriteFlush::ToDisk;
};

struct DoomExportStats {
    std::string format;     // "doom", "hexen" or "udmf"
    std::string nodeFormat; // "vanilla", "extended" (XNOD), "gl" (ZGLN in ZNODES) or "none"
    std::size_t vertices = 0; // in all, split vertices included
    std::size_t sidedefs = 0;
    std::size_t segs = 0, subsectors = 0, nodes = 0;
    std::size_t glSegs = 0; // UDMF: segs of the GL nodes, minisegs included
    std::size_t blockmapBytes = 0;
    std::string rejectKind = "zero"; // all zero: no sight check is ever skipped; "none" (UDMF)
    std::vector<std::string> warnings;
};

struct DoomMapExport {
    std::vector<WadLumpData> lumps; // the marker first, then the map's lumps in Doom's order
    DoomExportStats stats;
};

// Builds the lumps of one map. Fails, with one sentence naming the first element that does not
// fit and the limit, when the map does not fit the format or the chosen nodes.
Result<DoomMapExport> exportDoomMap(const Map& map, const DoomExportOptions& options = {},
                                    const ProgressFn& progress = {});

// Writes a PWAD holding this one map, atomically.
Result<DoomExportStats> writeMapWad(const std::string& path, const Map& map,
                                    const DoomExportOptions& options = {},
                                    const ProgressFn& progress = {});

// Saves the map into a copy of an existing PWAD: the lumps of the map called `mapName` (or,
// when the WAD has no such map, nothing) are replaced by the new ones, and every other lump is
// kept byte for byte in the same order; a map not in the WAD is added at the end. The copy is
// written atomically to `outPath` (the same file by default). Refuses an IWAD.
Result<DoomExportStats> saveMapIntoWad(const std::string& wadPath, const std::string& mapName,
                                       const Map& map, const DoomExportOptions& options = {},
                                       const std::string& outPath = {},
                                       const ProgressFn& progress = {});

} // namespace sw
