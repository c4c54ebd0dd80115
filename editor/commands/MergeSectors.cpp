#include "commands/MergeSectors.h"

#include "document/Document.h"
#include "commands/JoinSectors.h"

namespace sw::editor {

MergeSectors::MergeSectors(Document& document) : MapPartsCommand(document, tr("Merge Sectors")) {}

std::unique_ptr<MergeSectors> MergeSectors::create(Document& document,
                                                   const std::vector<Index>& sectors,
                                                   QString* whyNot)
{
    if (sectors.size() < 2) {
        if (whyNot)
            *whyNot = tr("Select two sectors or more to merge.");
        return nullptr;
    }
    Map map = document.map();
    Selection selection;
    selection.sectors = {JoinSectors::join(map, sectors, true)};
    std::unique_ptr<MergeSectors> command(new MergeSectors(document));
    command->setResult(std::move(map), std::move(selection));
    return command;
}

} // namespace sw::editor
