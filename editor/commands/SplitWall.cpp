#include "commands/SplitWall.h"

#include "document/Document.h"
#include "map/MapEditing.h"

namespace sw::editor {

SplitWall::SplitWall(Document& document) : MapPartsCommand(document, tr("Split Wall")) {}

std::unique_ptr<SplitWall> SplitWall::create(Document& document, Index wall, const Vec2& at,
                                             QString* whyNot)
{
    const Map& map = document.map();
    if (wall < 0 || static_cast<std::size_t>(wall) >= map.walls.size()) {
        if (whyNot)
            *whyNot = tr("Point at a wall to split it.");
        return nullptr;
    }
    const Wall& w = map.walls[static_cast<std::size_t>(wall)];
    const Vec2 a = map.wallStart(w), b = map.wallEnd(w);
    const Vec2 d = b - a;
    const double length = glm::length(d);
    const double along = length > 0 ? glm::dot(at - a, d) / length : 0;
    // A cut within a unit of an end would make a wall too short to see or select.
    if (along < 1 || along > length - 1) {
        if (whyNot)
            *whyNot = tr("The split point must lie inside the wall, not at its ends.");
        return nullptr;
    }
    Map after = map;
    const Index vertex = edit::splitWall(after, wall, at);
    Selection selection;
    selection.vertices = {vertex};
    std::unique_ptr<SplitWall> command(new SplitWall(document));
    command->setResult(std::move(after), std::move(selection));
    return command;
}

} // namespace sw::editor
