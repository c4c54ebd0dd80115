#pragma once

#include "tools/Tool.h"

#include <QElapsedTimer>
#include <QPointF>
#include <QTimer>

namespace sw::editor {

class AvatarPlanOverlay;
class AvatarPreview;

// Drags the test avatar through the plan: press on the avatar, drag, release to leave it there;
// Escape during a drag puts it back. Shift-click places the avatar without a drag. While the
// button is held the avatar keeps walking toward a pointer that stands still, as a player
// holding a key would. Without a drag here, hovering a contact highlights its wall or thing.
class AvatarTool : public Tool {
public:
    // Milliseconds between updates while the pointer rests during a drag (about 60 per second).
    static constexpr int kFollowIntervalMs = 16;
    // Pixels around the avatar's footprint that still count as pressing on it.
    static constexpr double kGrabPixels = 6;

    AvatarTool(PlanView& view, AvatarPreview& preview, AvatarPlanOverlay& overlay);

    void mousePress(QMouseEvent* event) override;
    void mouseMove(QMouseEvent* event) override;
    void mouseRelease(QMouseEvent* event) override;
    bool keyPress(QKeyEvent* event) override;
    void paint(QPainter& painter) const override;
    void cancel() override;

    // True when a press at screenPos would grab the avatar.
    bool grabs(const QPointF& screenPos) const;
    // True while a drag begun in this view goes on (the 3D view may drag the avatar too, and
    // this view then only watches and hovers).
    bool draggingHere() const { return m_draggingHere; }

private:
    // Advances the preview to now with the pointer at its last position.
    void follow();

    AvatarPreview& m_preview;
    AvatarPlanOverlay& m_overlay;
    QPointF m_pointer; // screen
    QElapsedTimer m_clock;
    QTimer m_timer;
    bool m_draggingHere = false;
};

} // namespace sw::editor
