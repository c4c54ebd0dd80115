#pragma once

#include "map/Map.h"
#include "tools/Tool.h"

#include <optional>

namespace sw::editor {

// Draws a rectangular room: press at one corner, drag to the opposite one, release. Both
// corners snap like any drawn point.
class DrawRectangleTool : public Tool {
public:
    explicit DrawRectangleTool(PlanView& view) : Tool(view) {}

    void mousePress(QMouseEvent* event) override;
    void mouseMove(QMouseEvent* event) override;
    void mouseRelease(QMouseEvent* event) override;
    void paint(QPainter& painter) const override;
    void cancel() override;

private:
    std::optional<Vec2> m_start;
    Vec2 m_end;
};

} // namespace sw::editor
