#pragma once

#include "commands/MapPartsCommand.h"

#include <QCoreApplication>

#include <memory>

namespace sw::editor {

// Gives the closed loop of walls around a point a new sector on the inside, fixing walls that
// faced the wrong sector or none (edit::makeSectorAt). The new sector ends up selected.
class MakeSector : public MapPartsCommand {
    Q_DECLARE_TR_FUNCTIONS(MakeSector)

public:
    // Nothing (and a reason) when no loop of walls encloses the point.
    static std::unique_ptr<MakeSector> create(Document& document, const Vec2& at,
                                              QString* whyNot = nullptr);

private:
    explicit MakeSector(Document& document);
};

} // namespace sw::editor
