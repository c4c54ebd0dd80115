#pragma once

class QKeyEvent;
class QMouseEvent;
class QPainter;

namespace sw::editor {

class PlanView;

// What the plan does with the left mouse button and editing keys in one mode. The view keeps
// zooming, panning and painting the map; the tool turns clicks and drags into commands and
// paints its own feedback (a rubber band, the outline being drawn) on top.
class Tool {
public:
    explicit Tool(PlanView& view) : m_view(view) {}
    virtual ~Tool() = default;
    Tool(const Tool&) = delete;
    Tool& operator=(const Tool&) = delete;

    virtual void mousePress(QMouseEvent* event) = 0;
    virtual void mouseMove(QMouseEvent* event) = 0;
    virtual void mouseRelease(QMouseEvent* event) = 0;
    // True when the tool used the key.
    virtual bool keyPress(QKeyEvent*) { return false; }
    // Screen coordinates, over the map.
    virtual void paint(QPainter&) const {}
    // Drops whatever is half done (Escape, a mode change, a new map).
    virtual void cancel() {}

protected:
    PlanView& m_view;
};

} // namespace sw::editor
