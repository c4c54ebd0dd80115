#pragma once

#include "commands/MapPartsCommand.h"

#include <QCoreApplication>

#include <memory>

namespace sw::editor {

// Cuts a wall in two at a point (projected onto the wall): a new vertex there, the second half a
// new wall with the same sectors, flags and materials. The new vertex ends up selected.
class SplitWall : public MapPartsCommand {
    Q_DECLARE_TR_FUNCTIONS(SplitWall)

public:
    // Nothing (and a reason) when the point is at an end of the wall or the wall is invalid.
    static std::unique_ptr<SplitWall> create(Document& document, Index wall, const Vec2& at,
                                             QString* whyNot = nullptr);

private:
    explicit SplitWall(Document& document);
};

} // namespace sw::editor
