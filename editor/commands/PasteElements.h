#pragma once

#include "commands/MapPartsCommand.h"

#include <QCoreApplication>

#include <memory>

namespace sw::editor {

// Adds a copied piece of map (see copyPiece) shifted by an offset: new vertices, walls, sectors
// and things, with references renumbered, and selects what was added.
class PasteElements : public MapPartsCommand {
    Q_DECLARE_TR_FUNCTIONS(PasteElements)

public:
    // Nothing when the piece is empty.
    static std::unique_ptr<PasteElements> create(Document& document, const Map& piece,
                                                 const Vec2& offset);

    // The selected elements as a map of their own: selected sectors with every wall facing
    // them, selected walls, the vertices these use, and selected things. References to sectors
    // left out become void; a wall left facing only the void on its front is turned around.
    static Map copyPiece(const Map& map, const Selection& selection);

private:
    explicit PasteElements(Document& document);
};

} // namespace sw::editor
