#include "commands/JoinSectors.h"

#include "document/Document.h"
#include "map/MapEditing.h"

#include <algorithm>

namespace sw::editor {

JoinSectors::JoinSectors(Document& document) : MapPartsCommand(document, tr("Join Sectors")) {}

Index JoinSectors::join(Map& map, const std::vector<Index>& sectors, bool removeInnerWalls)
{
    const Index target = sectors.front();
    edit::Removal removal(map);
    for (std::size_t k = 1; k < sectors.size(); ++k)
        removal.sectors[static_cast<std::size_t>(sectors[k])] = true;
    const auto joined = [&](Index s) {
        return s != kNone && removal.sectors[static_cast<std::size_t>(s)] ? target : s;
    };
    const Map& view = map;
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& was = view.walls[i];
        const Index front = joined(was.frontSector), back = joined(was.backSector);
        if (removeInnerWalls && front == target && back == target)
            removal.walls[i] = true;
        // A wall is written only when it changes: the write copies its chunk (CowVector).
        else if (front != was.frontSector || back != was.backSector) {
            Wall& w = map.walls[i];
            w.frontSector = front;
            w.backSector = back;
        }
    }
    return edit::removeElements(map, std::move(removal)).sector(target);
}

std::unique_ptr<JoinSectors> JoinSectors::create(Document& document,
                                                 const std::vector<Index>& sectors,
                                                 QString* whyNot)
{
    if (sectors.size() < 2) {
        if (whyNot)
            *whyNot = tr("Select two sectors or more to join.");
        return nullptr;
    }
    Map map = document.map();
    Selection selection;
    selection.sectors = {join(map, sectors, false)};
    std::unique_ptr<JoinSectors> command(new JoinSectors(document));
    command->setResult(std::move(map), std::move(selection));
    return command;
}

} // namespace sw::editor
