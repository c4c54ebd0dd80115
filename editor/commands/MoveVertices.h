#pragma once

#include "commands/IndexedValuesCommand.h"

#include <QCoreApplication>

namespace sw::editor {

// Moves vertices to new positions: dragging vertices, or walls and sectors by their vertices.
// The steps of one drag share a merge key and undo as one move.
class MoveVertices : public IndexedValuesCommand<Vec2> {
    Q_DECLARE_TR_FUNCTIONS(MoveVertices)

public:
    MoveVertices(Document& document, std::vector<Index> vertices, std::vector<Vec2> positions,
                 int dragKey = 0);

protected:
    Vec2 read(const Map& map, std::size_t index) const override;
    void write(Map& map, std::size_t index, const Vec2& value) const override;
    void describe(ChangeSet& changes) const override;
};

} // namespace sw::editor
