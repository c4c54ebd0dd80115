#pragma once

#include "map/Map.h"

#include <QCoreApplication>
#include <QUndoCommand>

#include <memory>
#include <vector>

namespace sw::editor {

class Document;

// Reverses two-sided walls (direction, sectors and sides together), so every sector stays where
// it is in the plan. One-sided walls are left alone: their front must face their only sector.
// Flipping is its own inverse, so undo and redo are the same flip.
class FlipWalls : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(FlipWalls)

public:
    // Nothing when none of the walls is two-sided.
    static std::unique_ptr<FlipWalls> create(Document& document, const std::vector<Index>& walls);

    void redo() override { flip(); }
    void undo() override { flip(); }

private:
    FlipWalls(Document& document, std::vector<Index> walls);
    void flip();

    Document& m_document;
    std::vector<Index> m_walls;
};

} // namespace sw::editor
