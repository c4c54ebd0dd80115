#include "commands/MakeSector.h"

#include "document/Document.h"
#include "map/MapEditing.h"

namespace sw::editor {

MakeSector::MakeSector(Document& document) : MapPartsCommand(document, tr("Make Sector")) {}

std::unique_ptr<MakeSector> MakeSector::create(Document& document, const Vec2& at,
                                               QString* whyNot)
{
    Map after = document.map();
    const Index sector = edit::makeSectorAt(after, at);
    if (sector == kNone) {
        if (whyNot)
            *whyNot = tr("No closed loop of walls surrounds this point.");
        return nullptr;
    }
    Selection selection;
    selection.sectors = {sector};
    std::unique_ptr<MakeSector> command(new MakeSector(document));
    command->setResult(std::move(after), std::move(selection));
    return command;
}

} // namespace sw::editor
