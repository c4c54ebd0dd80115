#pragma once

#include "map/Map.h"
#include "tools/Tool.h"

#include <optional>
#include <vector>

namespace sw::editor {

// Draws a new sector corner by corner: each click adds a snapped corner, a click on the first
// corner (or Enter) closes the outline and makes the sector. Backspace takes back the last
// corner, Escape drops the outline.
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

    std::vector<Vec2> m_corners;
    std::optional<Vec2> m_cursor;
};

} // namespace sw::editor
