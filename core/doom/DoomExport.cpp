#include "doom/DoomExport.h"

#include "bsp/Bsp.h"
#include "doom/Blockmap.h"
#include "doom/DoomNodes.h"
#include "io/DoomMapWrite.h"
#include "io/Wad.h"

#include <cctype>

namespace sw {

namespace {

std::string upper(std::string s)
{
    for (char& c : s)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

Status checkMapName(const std::string& name)
{
    if (name.empty() || name.size() > 8)
        return makeError("the map name \"" + name + "\" must have 1 to 8 characters.");
    for (char c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_')
            return makeError("the map name \"" + name +
                             "\" may hold only letters, digits and underscores.");
    return Ok{};
}

} // namespace

Result<DoomMapExport> exportDoomMap(const Map& map, const DoomExportOptions& options,
                                    const ProgressFn& progress)
{
    if (map.sourceFormat == "udmf" && options.format == DoomExportFormat::Auto)
        return makeError("the map came from UDMF, and this version writes the Doom format only; "
                         "ask for it with --format doom.");
    if (map.sourceFormat == "hexen" && options.format == DoomExportFormat::Auto)
        return makeError("the map came from the Hexen format, and this version writes the Doom "
                         "format only; ask for it with --format doom (Hexen arguments are lost).");
    // The name asked for, else the map's own when it is a lump name, else MAP01.
    std::string name = upper(options.mapName);
    if (name.empty())
        name = checkMapName(map.name) ? upper(map.name) : std::string("MAP01");
    if (auto ok = checkMapName(name); !ok)
        return ok.error();
    if (map.walls.empty())
        return makeError("the map has no walls, and a Doom map needs at least one.");

    // The map's own records.
    auto records = writeDoomMapRecords(map);
    if (!records)
        return records.error();

    DoomMapExport out;
    DoomExportStats& stats = out.stats;
    stats.format = "doom";
    stats.sidedefs = records->sidedefCount;

    // Nodes from the BSP: pruned of the void, on integers for vanilla.
    std::vector<std::uint8_t> segs, subsectors, nodes;
    std::vector<std::uint8_t> vertexes = std::move(records->vertexes);
    if (options.nodes == DoomExportNodes::None) {
        stats.nodeFormat = "none";
        stats.vertices = map.vertices.size();
    } else {
        auto bsp = Bsp::compile(map, {}, nullptr, progress);
        if (!bsp)
            return bsp.error();
        bool vanilla = options.nodes != DoomExportNodes::Extended;
        DoomNodeTree tree;
        if (vanilla) {
            tree = buildDoomNodes(map, *bsp, true);
            if (auto fits = checkVanillaNodesFit(tree); !fits) {
                if (options.nodes == DoomExportNodes::Vanilla)
                    return makeError(fits.error().message +
                                     "; use extended nodes (--nodes extended).");
                vanilla = false;
            }
        }
        if (!vanilla)
            tree = buildDoomNodes(map, *bsp, false);
        if (vanilla) {
            stats.nodeFormat = "vanilla";
            segs = vanillaSegsLump(tree);
            subsectors = vanillaSubsectorsLump(tree);
            nodes = vanillaNodesLump(tree);
            const auto extra = newVertexRecords(tree);
            vertexes.insert(vertexes.end(), extra.begin(), extra.end());
        } else {
            stats.nodeFormat = "extended";
            nodes = extendedNodesLump(tree, true);
        }
        stats.vertices = tree.mapVertexCount + tree.newVertices.size();
        stats.segs = tree.segs.size();
        stats.subsectors = tree.subsectors.size();
        stats.nodes = tree.nodes.size();
        if (tree.stats.roundedChords > 0)
            stats.warnings.push_back(std::to_string(tree.stats.roundedChords) +
                                     " partitions between split points were rounded to integers");
    }

    // Blockmap and reject.
    BlockmapLump blockmap = buildBlockmap(map);
    stats.blockmapBytes = blockmap.bytes.size();
    if (blockmap.fullSize > 65536)
        stats.warnings.push_back(
            "the BLOCKMAP is " + std::to_string(blockmap.fullSize) +
            " bytes, more than the 64 KB that vanilla engines accept" +
            (blockmap.bytes.empty() ? "; it is left empty, for engines that build their own"
                                    : ""));

    out.lumps = {{name, {}},
                 {"THINGS", std::move(records->things)},
                 {"LINEDEFS", std::move(records->linedefs)},
                 {"SIDEDEFS", std::move(records->sidedefs)},
                 {"VERTEXES", std::move(vertexes)},
                 {"SEGS", std::move(segs)},
                 {"SSECTORS", std::move(subsectors)},
                 {"NODES", std::move(nodes)},
                 {"SECTORS", std::move(records->sectors)},
                 {"REJECT", zeroReject(map.sectors.size())},
                 {"BLOCKMAP", std::move(blockmap.bytes)}};
    return out;
}

Result<DoomExportStats> writeMapWad(const std::string& path, const Map& map,
                                    const DoomExportOptions& options, const ProgressFn& progress)
{
    auto exported = exportDoomMap(map, options, progress);
    if (!exported)
        return exported.error();
    if (auto written = writePwadFile(path, exported->lumps); !written)
        return written.error();
    return std::move(exported->stats);
}

Result<DoomExportStats> saveMapIntoWad(const std::string& wadPath, const std::string& mapName,
                                       const Map& map, const DoomExportOptions& options,
                                       const std::string& outPath, const ProgressFn& progress)
{
    auto wad = Wad::load(wadPath);
    if (!wad)
        return wad.error();
    if (wad->isIwad())
        return makeError(wadPath + " is an IWAD (the game's own data): Stepwise never writes into "
                                   "one; save the map into a new PWAD instead.");
    DoomExportOptions opts = options;
    if (opts.mapName.empty())
        opts.mapName = mapName;
    auto exported = exportDoomMap(map, opts, progress);
    if (!exported)
        return exported.error();

    // Every lump as it was, with this map's lumps swapped for the new ones.
    const WadMapEntry* old = wad->findMap(mapName);
    std::vector<WadLumpData> lumps;
    lumps.reserve(wad->lumps().size() + exported->lumps.size());
    bool placed = false;
    for (std::size_t i = 0; i < wad->lumps().size(); ++i) {
        if (old && i >= old->markerLump && i < old->endLump) {
            if (!placed)
                for (WadLumpData& l : exported->lumps)
                    lumps.push_back(std::move(l));
            placed = true;
            continue;
        }
        const auto data = wad->lumpData(i);
        lumps.push_back({wad->lumps()[i].name, {data.begin(), data.end()}});
    }
    if (!placed)
        for (WadLumpData& l : exported->lumps)
            lumps.push_back(std::move(l));
    if (auto written = writePwadFile(outPath.empty() ? wadPath : outPath, lumps); !written)
        return written.error();
    return std::move(exported->stats);
}

} // namespace sw
