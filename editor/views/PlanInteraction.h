#pragma once

#include "document/EditMode.h"

#include <functional>
#include <memory>

class QKeyEvent;
class QMouseEvent;
class QPainter;

namespace sw::editor {

class PlanView;
class ViewTransform;

// What the plan hands to the tool of the current mode: the left mouse button and editing keys.
// The view keeps zooming, panning and painting the map; an interaction turns clicks and drags
// into commands and paints its own feedback (a rubber band, the outline being drawn) on top.
// The view defines this interface and knows nothing else of tools: tools/ implements it, and
// the application installs a factory (PlanView::setInteractionFactory) that makes one per mode.
class PlanInteraction {
public:
    PlanInteraction() = default;
    virtual ~PlanInteraction() = default;
    PlanInteraction(const PlanInteraction&) = delete;
    PlanInteraction& operator=(const PlanInteraction&) = delete;

    virtual void mousePress(QMouseEvent* event) = 0;
    virtual void mouseMove(QMouseEvent* event) = 0;
    virtual void mouseRelease(QMouseEvent* event) = 0;
    // True when the interaction used the key.
    virtual bool keyPress(QKeyEvent*) { return false; }
    // Screen coordinates, over the map.
    virtual void paint(QPainter&) const {}
    // Drops whatever is half done (Escape, a mode change, a new map).
    virtual void cancel() {}
};

// Makes the interaction of a mode for a view; null leaves the left button unused in that mode.
using PlanInteractionFactory =
    std::function<std::unique_ptr<PlanInteraction>(EditMode mode, PlanView& view)>;

// Something drawn over the map and under the interaction's feedback (the BSP overlay). The view
// paints every layer added to it, in the order added.
class PlanLayer {
public:
    PlanLayer() = default;
    virtual ~PlanLayer() = default;
    PlanLayer(const PlanLayer&) = delete;
    PlanLayer& operator=(const PlanLayer&) = delete;

    virtual void paint(QPainter& painter, const ViewTransform& view) const = 0;
};

} // namespace sw::editor
