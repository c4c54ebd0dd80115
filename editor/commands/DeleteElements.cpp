#include "commands/DeleteElements.h"

#include "document/Document.h"
#include "map/MapEditing.h"

namespace sw::editor {

DeleteElements::DeleteElements(Document& document, const QString& text)
    : MapPartsCommand(document, text)
{
}

std::unique_ptr<DeleteElements> DeleteElements::create(Document& document,
                                                       const Selection& selection, QString text)
{
    if (selection.empty())
        return nullptr;
    Map map = document.map();
    edit::Removal removal(map);
    const auto mark = [](std::vector<bool>& gone, const std::vector<Index>& indices) {
        for (Index i : indices)
            if (i >= 0 && static_cast<std::size_t>(i) < gone.size())
                gone[static_cast<std::size_t>(i)] = true;
    };
    mark(removal.walls, selection.walls);
    mark(removal.sectors, selection.sectors);
    mark(removal.things, selection.things);
    // A vertex in the middle of a wall (exactly two walls, same sectors) goes and its walls
    // become one; any other vertex takes its walls along.
    for (Index v : selection.vertices)
        if (!edit::joinWallsAt(map, v, removal))
            mark(removal.vertices, {v});
    edit::removeElements(map, std::move(removal));

    std::unique_ptr<DeleteElements> command(
        new DeleteElements(document, text.isEmpty() ? tr("Delete") : text));
    command->setResult(std::move(map), Selection{});
    if (!command->changesMap())
        return nullptr;
    return command;
}

} // namespace sw::editor
