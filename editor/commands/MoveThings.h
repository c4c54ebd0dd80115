#pragma once

#include "commands/IndexedValuesCommand.h"

#include <QCoreApplication>

namespace sw::editor {

// Moves things to new positions; the steps of one drag merge into one move.
class MoveThings : public IndexedValuesCommand<Vec2> {
    Q_DECLARE_TR_FUNCTIONS(MoveThings)

public:
    MoveThings(Document& document, std::vector<Index> things, std::vector<Vec2> positions,
               int dragKey = 0);

protected:
    Vec2 read(const Map& map, std::size_t index) const override;
    void write(Map& map, std::size_t index, const Vec2& value) const override;
    void describe(ChangeSet& changes) const override;
};

} // namespace sw::editor
