#pragma once

#include "map/Map.h"
#include "tools/Tool.h"

#include <QPointF>
#include <QString>

#include <optional>
#include <vector>

namespace sw::editor {

// Draws a new sector corner by corner: each click adds a snapped corner, a click on the first
// corner (or Enter) closes the outline and makes the sector. Enter on a line string whose both
// ends lie on walls draws just those lines (dividing the sectors they cross). Backspace takes
// back the last corner, Escape drops the outline; a drawing that cannot be made stays to be
// fixed. The current line's length and angle are shown next to the cursor.
//
// drawLabel paints a small dark label with its bottom left at `at` (shared with the rectangle
// tool).
void drawLabel(QPainter& painter, const QPointF& at, const QString& text);

class DrawSectorTool : public Tool {
public:
    explicit DrawSectorTool(PlanView& view) : Tool(view) {}

    void mousePress(QMouseEvent* event) override;
    void mouseMove(QMouseEvent* event) override;
    void mouseRelease(QMouseEvent*) override {}
    bool keyPress(QKeyEvent* event) override;
    void paint(QPainter& painter) const override;
    void cancel() override;

    const std::vector<Vec2>& corners() const { return m_corners; }

private:
    void finish();
    bool endsOnWalls() const;
    void paintLengthLabel(QPainter& painter, const Vec2& from, const Vec2& to) const;

    std::vector<Vec2> m_corners;
    std::optional<Vec2> m_cursor;
};

} // namespace sw::editor
