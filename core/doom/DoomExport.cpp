#include "doom/DoomExport.h"

#include "base/ByteBuffer.h"
#include "base/Names.h"
#include "bsp/Bsp.h"
#include "doom/Blockmap.h"
#include "doom/DoomNodes.h"
#include "doom/GlNodes.h"
#include "io/DoomMapWrite.h"
#include "io/UdmfWrite.h"
#include "io/Wad.h"

#include <algorithm>
#include <cctype>

namespace sw {

namespace {

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

namespace {

// The format to write: the one asked for, else the one the map came from, else Doom when the
// map fits it and UDMF when it does not.
DoomExportFormat chooseFormat(const Map& map, DoomExportFormat asked)
{
    if (asked != DoomExportFormat::Auto)
        return asked;
    if (map.sourceFormat == "udmf")
        return DoomExportFormat::Udmf;
    if (map.sourceFormat == "hexen")
        return DoomExportFormat::Hexen;
    if (map.sourceFormat == "doom" || checkDoomFormatFits(map))
        return DoomExportFormat::Doom;
    return DoomExportFormat::Udmf;
}

// An ACS object with no scripts and no strings: what a Hexen-format map without scripts needs
// as its BEHAVIOR lump.
std::vector<std::uint8_t> emptyBehavior()
{
    return {'A', 'C', 'S', 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
}

} // namespace

Result<DoomMapExport> exportDoomMap(const Map& map, const DoomExportOptions& options,
                                    const ProgressFn& progress)
{
    // The name asked for, else the map's own when it is a lump name, else MAP01.
    std::string name = upperAscii(options.mapName);
    if (name.empty())
        name = checkMapName(map.name) ? upperAscii(map.name) : std::string("MAP01");
    if (auto ok = checkMapName(name); !ok)
        return ok.error();
    if (map.walls.empty())
        return makeError("the map has no walls, and a Doom map needs at least one.");
    const DoomExportFormat format = chooseFormat(map, options.format);

    DoomMapExport out;
    DoomExportStats& stats = out.stats;
    if (format == DoomExportFormat::Udmf) {
        // TEXTMAP with everything the model has; engines that read UDMF build their own
        // nodes, blockmap and reject when ZNODES, BLOCKMAP and REJECT are absent.
        stats.format = "udmf";
        stats.nodeFormat = "none";
        stats.rejectKind = "none";
        stats.vertices = map.vertices.size();
        std::vector<std::uint8_t> znodes;
        const bool withNodes = options.nodes != DoomExportNodes::None;
        if (withNodes) {
            // GL nodes from the BSP in ZNODES.
            {
                BspCompileOptions compileOptions;
                compileOptions.threads = hardwareThreads();
                auto bsp = Bsp::compile(map, compileOptions, nullptr, progress);
                if (!bsp)
                    return bsp.error();
                returnFreedHeap(); // the compile's working memory (see the Doom format's below)
                const DoomNodeTree tree = buildDoomNodes(map, *bsp, false);
                const GlNodes gl = buildGlNodes(map, *bsp, tree);
                stats.nodeFormat = "gl";
                stats.vertices = gl.mapVertexCount + gl.newVertices.size();
                stats.segs = tree.segs.size();
                stats.glSegs = gl.segs.size();
                stats.subsectors = gl.subsectorSegCount.size();
                stats.nodes = gl.nodes.size();
                if (gl.unplacedSegs > 0)
                    stats.warnings.push_back(
                        std::to_string(gl.unplacedSegs) +
                        " segs could not be placed on their subsector's outline");
                znodes = glNodesLump(gl, map.walls.size());
            } // the BSP, the tree and the GL nodes are freed here
            returnFreedHeap();
        }
        // TEXTMAP last, so that it is not held while the BSP is compiled; the lumps are moved
        // in, not copied.
        out.lumps.reserve(4 + map.extraLumps.size());
        out.lumps.push_back({name, {}});
        out.lumps.push_back({"TEXTMAP", writeUdmfBytes(map)});
        if (withNodes)
            out.lumps.push_back({"ZNODES", std::move(znodes)});
        for (const Map::Lump& l : map.extraLumps)
            out.lumps.push_back({l.name, l.bytes});
        out.lumps.push_back({"ENDMAP", {}});
        return out;
    }
    const bool hexen = format == DoomExportFormat::Hexen;

    // Whether the map fits the format, before the long work; its records are written last, so
    // that they are not held while the BSP is compiled (the peak of the run).
    if (auto fits = checkDoomFormatFits(map, hexen); !fits)
        return fits.error();
    stats.format = hexen ? "hexen" : "doom";

    // Nodes from the BSP: pruned of the void, on integers for vanilla.
    std::vector<std::uint8_t> segs, subsectors, nodes, newVertexes;
    if (options.nodes == DoomExportNodes::None) {
        stats.nodeFormat = "none";
        stats.vertices = map.vertices.size();
    } else {
        bool vanilla = options.nodes != DoomExportNodes::Extended;
        DoomNodeTree tree;
        {
            // Doom's node lumps need the tree and its segs, not the leaves' polygons.
            BspCompileOptions compileOptions;
            compileOptions.leafPolygons = false;
            compileOptions.threads = hardwareThreads();
            auto bsp = Bsp::compile(map, compileOptions, nullptr, progress);
            if (!bsp)
                return bsp.error();
            // The compile's working memory back to the system before the tree is built beside
            // the BSP (in the CLI: see returnFreedHeap); the peak is then the larger of the two
            // steps, not their sum.
            returnFreedHeap();
            if (vanilla) {
                tree = buildDoomNodes(map, *bsp, true);
                if (auto fits = checkVanillaNodesFit(tree); !fits) {
                    if (options.nodes == DoomExportNodes::Vanilla)
                        return makeError(fits.error().message +
                                         "; use extended nodes (--nodes extended).");
                    vanilla = false;
                }
            }
            if (!vanilla) {
                tree = {}; // freed first: the two trees are not held at once
                tree = buildDoomNodes(map, *bsp, false);
            }
        } // the BSP is freed here, before the lumps are made from the tree
        returnFreedHeap();
        if (vanilla) {
            stats.nodeFormat = "vanilla";
            segs = vanillaSegsLump(tree);
            subsectors = vanillaSubsectorsLump(tree);
            nodes = vanillaNodesLump(tree);
            newVertexes = newVertexRecords(tree);
        } else {
            stats.nodeFormat = "extended";
            nodes = extendedNodesLump(tree);
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

    // The map's own records (split vertices for segs after the map's own).
    auto records = writeDoomMapRecords(map, hexen);
    if (!records)
        return records.error();
    stats.sidedefs = records->sidedefCount;
    std::vector<std::uint8_t> vertexes = std::move(records->vertexes);
    vertexes.insert(vertexes.end(), newVertexes.begin(), newVertexes.end());

    // Moved in one by one: a braced list would copy every lump (its elements are const).
    out.lumps.reserve(11 + map.extraLumps.size() + 1);
    const auto add = [&out](std::string lumpName, std::vector<std::uint8_t>&& bytes) {
        out.lumps.push_back({std::move(lumpName), std::move(bytes)});
    };
    add(name, {});
    add("THINGS", std::move(records->things));
    add("LINEDEFS", std::move(records->linedefs));
    add("SIDEDEFS", std::move(records->sidedefs));
    add("VERTEXES", std::move(vertexes));
    add("SEGS", std::move(segs));
    add("SSECTORS", std::move(subsectors));
    add("NODES", std::move(nodes));
    add("SECTORS", std::move(records->sectors));
    add("REJECT", zeroReject(map.sectors.size()));
    add("BLOCKMAP", std::move(blockmap.bytes));
    if (hexen) {
        // BEHAVIOR (and SCRIPTS, ...) as they came; a map made here gets an empty ACS object.
        const bool hasBehavior =
            std::any_of(map.extraLumps.begin(), map.extraLumps.end(),
                        [](const Map::Lump& l) { return l.name == "BEHAVIOR"; });
        if (!hasBehavior)
            out.lumps.push_back({"BEHAVIOR", emptyBehavior()});
        for (const Map::Lump& l : map.extraLumps)
            out.lumps.push_back({l.name, l.bytes});
    }
    return out;
}

Result<DoomExportStats> writeMapWad(const std::string& path, const Map& map,
                                    const DoomExportOptions& options, const ProgressFn& progress)
{
    auto exported = exportDoomMap(map, options, progress);
    if (!exported)
        return exported.error();
    if (auto written = writePwadFile(path, exported->lumps, options.flush); !written)
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
    if (auto written = writePwadFile(outPath.empty() ? wadPath : outPath, lumps, opts.flush); !written)
        return written.error();
    return std::move(exported->stats);
}

} // namespace sw
