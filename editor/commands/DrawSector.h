#pragma once

#include "commands/MapPartsCommand.h"

#include <QCoreApplication>

#include <memory>

namespace sw::editor {

// A new sector from a closed polyline, as drawn in the plan (a rectangle room is the same with
// four corners). Corners on existing vertices reuse them; corners on existing walls split them.
// Edges along existing walls reuse those walls (the side facing the new sector joins it); other
// edges become new walls whose far side faces whatever sector was there. Drawn inside a sector
// it makes an inner sector (a platform, a pool) carved out of it; drawn around existing walls it
// takes over the area they faced. The new sector starts with the heights and materials of the
// sector it was drawn in, or of a neighbour, and ends up selected. An outline that crosses
// existing walls is drawn across them (createLines).
class DrawSector : public MapPartsCommand {
    Q_DECLARE_TR_FUNCTIONS(DrawSector)

public:
    // Nothing (and a sentence why) when the outline is not a simple polygon, or crosses walls
    // in a way createLines refuses.
    static std::unique_ptr<DrawSector> create(Document& document, std::vector<Vec2> outline,
                                              QString* whyNot = nullptr, QString text = {});

    // Lines drawn across whatever is there (edit::drawLines): crossed walls are split, a line
    // across a sector divides it, an outline over rooms makes each overlap its own sector, and
    // areas drawn in the void get new sectors. An open line string (closed false) must divide
    // a sector. The new sectors end up selected. Nothing (and why) when it cannot be drawn.
    static std::unique_ptr<DrawSector> createLines(Document& document, std::vector<Vec2> points,
                                                   bool closed, QString* whyNot = nullptr,
                                                   QString text = {});

    // Defaults for a sector drawn where no sector was.
    static Sector defaultSector();

private:
    DrawSector(Document& document, const QString& text);
    // createLines with the material of new solid walls already known.
    static std::unique_ptr<DrawSector> createLines(Document& document,
                                                   const std::vector<Vec2>& points, bool closed,
                                                   const std::string& material, QString* whyNot,
                                                   const QString& text);
};

} // namespace sw::editor
