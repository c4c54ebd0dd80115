#pragma once

#include "map/Map.h"
#include "tools/Tool.h"

#include <QPointF>

#include <vector>

namespace sw::editor {

// Selecting and dragging in the vertex, wall, sector and thing modes: a click selects the
// element under the cursor, Shift+click adds or removes it, a drag from empty space selects
// with a rubber band, and a drag from a selected element moves the selection (snapped: the
// grabbed point lands on the grid or on a vertex).
class SelectTool : public Tool {
public:
    explicit SelectTool(PlanView& view) : Tool(view) {}

    void mousePress(QMouseEvent* event) override;
    void mouseMove(QMouseEvent* event) override;
    void mouseRelease(QMouseEvent* event) override;
    void paint(QPainter& painter) const override;
    void cancel() override;

private:
    enum class State { Idle, Pressed, Dragging, Band };

    void startDrag(const QPointF& pressPos);
    void dragTo(QMouseEvent* event);
    void selectInBand(bool add);
    // Auto-merge at the end of a drag of vertices: the move becomes a move-and-merge.
    void mergeDropped();

    State m_state = State::Idle;
    QPointF m_pressPos, m_bandEnd;
    Index m_grabbed = kNone;
    bool m_bandAdds = false;
    // The drag: what moves, from where, and the point that follows the snapped cursor.
    std::vector<Index> m_moving;
    std::vector<Vec2> m_origins;
    Vec2 m_anchor;
    Vec2 m_lastDelta;
    int m_dragKey = 0;
};

} // namespace sw::editor
