#include "commands/MergeVertices.h"

#include "document/Document.h"
#include "map/MapEditing.h"

#include <algorithm>

namespace sw::editor {

MergeVertices::MergeVertices(Document& document) : MapPartsCommand(document, tr("Merge Vertices"))
{
}

std::unique_ptr<MergeVertices> MergeVertices::create(Document& document,
                                                     const std::vector<Index>& vertices,
                                                     QString* whyNot)
{
    if (vertices.size() < 2) {
        if (whyNot)
            *whyNot = tr("Select two vertices or more to merge.");
        return nullptr;
    }
    Map map = document.map();
    edit::Removal removal(map);
    const Index target = vertices.front();
    for (std::size_t k = 1; k < vertices.size(); ++k)
        removal.vertices[static_cast<std::size_t>(vertices[k])] = true;
    const auto merged = [&](Index v) {
        return removal.vertices[static_cast<std::size_t>(v)] ? target : v;
    };

    // Re-point the walls; drop the ones that collapse to a point.
    const Map& view = map;
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& was = view.walls[i];
        if (merged(was.v1) == was.v1 && merged(was.v2) == was.v2) {
            // Unchanged, and not written: a write copies the wall's chunk (CowVector).
            if (was.v1 == was.v2)
                removal.walls[i] = true;
            continue;
        }
        Wall& w = map.walls[i];
        w.v1 = merged(w.v1);
        w.v2 = merged(w.v2);
        if (w.v1 == w.v2)
            removal.walls[i] = true;
    }
    // Two walls over the same vertices become one, two-sided between their sectors. Only walls
    // at the merged vertex can have become doubles.
    std::vector<std::size_t> atTarget;
    for (std::size_t i = 0; i < map.walls.size(); ++i)
        if (!removal.walls[i] && (map.walls[i].v1 == target || map.walls[i].v2 == target))
            atTarget.push_back(i);
    for (std::size_t x = 0; x < atTarget.size(); ++x) {
        const std::size_t i = atTarget[x];
        if (removal.walls[i])
            continue;
        for (std::size_t y = x + 1; y < atTarget.size(); ++y) {
            const std::size_t j = atTarget[y];
            Wall& a = map.walls[i];
            const Wall& b = map.walls[j];
            const bool same = (a.v1 == b.v1 && a.v2 == b.v2) || (a.v1 == b.v2 && a.v2 == b.v1);
            if (removal.walls[j] || !same)
                continue;
            removal.walls[j] = true;
            if (!a.twoSided() && !b.twoSided() && a.frontSector != b.frontSector)
                edit::openWall(a, b.frontSector);
        }
    }
    // Removed vertices must not count as left without walls: their walls moved.
    const edit::Renumbering moved = edit::removeElements(map, std::move(removal));

    std::unique_ptr<MergeVertices> command(new MergeVertices(document));
    Selection selection;
    selection.vertices = {moved.vertex(target)};
    command->setResult(std::move(map), std::move(selection));
    return command;
}

} // namespace sw::editor
