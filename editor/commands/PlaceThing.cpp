#include "commands/PlaceThing.h"

#include "document/Document.h"

namespace sw::editor {

PlaceThing::PlaceThing(Document& document, const Thing& thing)
    : MapPartsCommand(document, tr("Place Thing"))
{
    Map map = document.map();
    Selection selection;
    selection.things = {static_cast<Index>(map.things.size())};
    map.things.push_back(thing);
    setResult(std::move(map), std::move(selection));
}

} // namespace sw::editor
