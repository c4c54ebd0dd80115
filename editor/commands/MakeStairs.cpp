#include "commands/MakeStairs.h"

#include "document/Document.h"

namespace sw::editor {

MakeStairs::MakeStairs(Document& document) : MapPartsCommand(document, tr("Make Stairs")) {}

std::unique_ptr<MakeStairs> MakeStairs::create(Document& document, const std::vector<Index>& run,
                                               const edit::StairsSpec& spec, QString* whyNot)
{
    const Map& map = document.map();
    const auto refuse = [whyNot](const QString& why) {
        if (whyNot)
            *whyNot = why;
        return nullptr;
    };
    if (run.size() < 2)
        return refuse(tr("Select at least two sectors, in the order the stairs climb."));
    for (Index s : run)
        if (s < 0 || static_cast<std::size_t>(s) >= map.sectors.size())
            return refuse(tr("A sector of the run is not in the map."));
    const std::vector<edit::StairStep> steps = edit::planStairs(map, run, spec);
    for (const edit::StairStep& s : steps)
        if (s.ceiling < s.floor)
            return refuse(tr("Sector %1 would have its ceiling below its floor.").arg(s.sector));
    Map after = map;
    edit::applyStairs(after, steps);
    Selection selection = document.selection();
    std::unique_ptr<MakeStairs> command(new MakeStairs(document));
    command->setResult(std::move(after), std::move(selection));
    if (!command->changesMap())
        return refuse(tr("The sectors already have these heights."));
    return command;
}

} // namespace sw::editor
