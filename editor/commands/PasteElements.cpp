#include "commands/PasteElements.h"

#include "document/Document.h"
#include "map/MapEditing.h"

#include <unordered_map>

namespace sw::editor {

PasteElements::PasteElements(Document& document) : MapPartsCommand(document, tr("Paste")) {}

Map PasteElements::copyPiece(const Map& map, const Selection& selection)
{
    Map piece;
    std::unordered_map<Index, Index> vertexIndex, sectorIndex;
    for (Index s : selection.sectors) {
        sectorIndex[s] = static_cast<Index>(piece.sectors.size());
        piece.sectors.push_back(map.sectors[static_cast<std::size_t>(s)]);
    }
    const auto vertex = [&](Index v) {
        const auto [it, added] = vertexIndex.try_emplace(v, static_cast<Index>(piece.vertices.size()));
        if (added)
            piece.vertices.push_back(map.vertices[static_cast<std::size_t>(v)]);
        return it->second;
    };
    const auto sector = [&](Index s) {
        const auto it = sectorIndex.find(s);
        return it == sectorIndex.end() ? kNone : it->second;
    };
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        const bool chosen = Selection::contains(selection.walls, static_cast<Index>(i)) ||
                            sectorIndex.count(w.frontSector) || sectorIndex.count(w.backSector);
        if (!chosen)
            continue;
        Wall copy = w;
        copy.v1 = vertex(w.v1);
        copy.v2 = vertex(w.v2);
        copy.frontSector = sector(w.frontSector);
        copy.backSector = sector(w.backSector);
        if (copy.frontSector == kNone)
            edit::flipWall(copy);
        // A wall with no sector at all cannot exist; it is dropped with its sectors' absence.
        if (copy.frontSector == kNone)
            continue;
        piece.walls.push_back(copy);
    }
    for (Index t : selection.things)
        piece.things.push_back(map.things[static_cast<std::size_t>(t)]);
    return piece;
}

std::unique_ptr<PasteElements> PasteElements::create(Document& document, const Map& piece,
                                                     const Vec2& offset)
{
    if (piece.vertices.empty() && piece.things.empty())
        return nullptr;
    Map map = document.map();
    const auto vertexBase = static_cast<Index>(map.vertices.size());
    const auto wallBase = static_cast<Index>(map.walls.size());
    const auto sectorBase = static_cast<Index>(map.sectors.size());
    Selection selection;
    for (const Vertex& v : piece.vertices)
        map.vertices.push_back({v.pos + offset});
    for (const Sector& s : piece.sectors) {
        selection.sectors.push_back(static_cast<Index>(map.sectors.size()));
        map.sectors.push_back(s);
    }
    for (Wall w : piece.walls) {
        w.v1 += vertexBase;
        w.v2 += vertexBase;
        w.frontSector += sectorBase;
        if (w.backSector != kNone)
            w.backSector += sectorBase;
        map.walls.push_back(w);
    }
    for (Thing t : piece.things) {
        t.pos += offset;
        selection.things.push_back(static_cast<Index>(map.things.size()));
        map.things.push_back(t);
    }
    // Pasted walls alone (no sectors) are selected as walls.
    if (piece.sectors.empty())
        for (Index w = wallBase; w < static_cast<Index>(map.walls.size()); ++w)
            selection.walls.push_back(w);
    std::unique_ptr<PasteElements> command(new PasteElements(document));
    command->setResult(std::move(map), std::move(selection));
    return command;
}

} // namespace sw::editor
