#include "commands/PasteProperties.h"

#include "document/Document.h"
#include "map/FindReplace.h"

namespace sw::editor {

PasteProperties::PasteProperties(Document& document)
    : MapPartsCommand(document, tr("Paste Properties"))
{
}

std::unique_ptr<PasteProperties> PasteProperties::create(Document& document, const Source& source,
                                                         const Selection& targets, QString* whyNot)
{
    const auto refuse = [whyNot](const QString& why) {
        if (whyNot)
            *whyNot = why;
        return nullptr;
    };
    Map after = document.map();
    const auto each = [](auto& items, const std::vector<Index>& list, auto paste) {
        int n = 0;
        for (Index i : list)
            if (i >= 0 && static_cast<std::size_t>(i) < items.size()) {
                paste(items[static_cast<std::size_t>(i)]);
                ++n;
            }
        return n;
    };
    int pasted = 0;
    if (const Wall* wall = std::get_if<Wall>(&source))
        pasted = each(after.walls, targets.walls,
                      [wall](Wall& to) { edit::pasteWallProperties(to, *wall); });
    else if (const Sector* sector = std::get_if<Sector>(&source))
        pasted = each(after.sectors, targets.sectors,
                      [sector](Sector& to) { edit::pasteSectorProperties(to, *sector); });
    else if (const Thing* thing = std::get_if<Thing>(&source))
        pasted = each(after.things, targets.things,
                      [thing](Thing& to) { edit::pasteThingProperties(to, *thing); });
    else
        return refuse(tr("Copy the properties of a wall, sector or thing first (Ctrl+Shift+C)."));
    if (pasted == 0)
        return refuse(std::holds_alternative<Wall>(source)     ? tr("Select walls to paste onto.")
                      : std::holds_alternative<Sector>(source) ? tr("Select sectors to paste onto.")
                                                               : tr("Select things to paste onto."));
    std::unique_ptr<PasteProperties> command(new PasteProperties(document));
    command->setResult(std::move(after), document.selection());
    if (!command->changesMap())
        return refuse(tr("The selection already has these properties."));
    return command;
}

} // namespace sw::editor
