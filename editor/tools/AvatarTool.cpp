#include "tools/AvatarTool.h"

#include "tools/AvatarPreview.h"
#include "tools/AvatarPlanOverlay.h"
#include "views/PlanView.h"

#include <QKeyEvent>
#include <QMouseEvent>

#include <algorithm>
#include <cmath>

namespace sw::editor {

namespace {

Vec2 toVec(const QPointF& p)
{
    return {p.x(), p.y()};
}

} // namespace

AvatarTool::AvatarTool(PlanView& view, AvatarPreview& preview, AvatarPlanOverlay& overlay)
    : Tool(view), m_preview(preview), m_overlay(overlay)
{
    m_timer.setInterval(kFollowIntervalMs);
    QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this] { follow(); });
}

bool AvatarTool::grabs(const QPointF& screenPos) const
{
    const QPointF c = m_view.mapToScreen(QPointF(m_preview.position().x, m_preview.position().y));
    const double reach = m_preview.profile().radius * m_view.view().scale() + kGrabPixels;
    // The footprint is a square or a disk; the square's reach covers both.
    return std::fabs(screenPos.x() - c.x()) <= reach && std::fabs(screenPos.y() - c.y()) <= reach;
}

void AvatarTool::mousePress(QMouseEvent* event)
{
    event->accept();
    const QPointF mapPos = m_view.screenToMap(event->position());
    if (event->modifiers() & Qt::ShiftModifier) {
        m_preview.setHome(toVec(mapPos));
        return;
    }
    if (!m_preview.ready()) {
        m_view.showMessage(PlanView::tr("The collision preview is still being prepared."));
        return;
    }
    if (!grabs(event->position())) {
        m_view.showMessage(
            PlanView::tr("Press on the avatar to drag it; Shift-click places it elsewhere."));
        return;
    }
    if (!m_preview.beginDrag(toVec(mapPos))) {
        m_view.showMessage(PlanView::tr("The avatar cannot stand where it is."));
        return;
    }
    m_draggingHere = true;
    m_pointer = event->position();
    m_clock.start();
    m_timer.start();
}

void AvatarTool::mouseMove(QMouseEvent* event)
{
    m_pointer = event->position();
    if (m_draggingHere) {
        event->accept();
        follow();
        return;
    }
    if (m_overlay.hoverAt(event->position(), m_view.view()))
        m_view.update();
}

void AvatarTool::mouseRelease(QMouseEvent* event)
{
    if (!m_draggingHere)
        return;
    event->accept();
    m_pointer = event->position();
    follow();
    m_timer.stop();
    m_draggingHere = false;
    m_preview.endDrag();
    m_view.update();
}

bool AvatarTool::keyPress(QKeyEvent* event)
{
    if (event->key() != Qt::Key_Escape || !m_preview.dragging())
        return false;
    cancel();
    return true;
}

void AvatarTool::paint(QPainter& painter) const
{
    m_overlay.paint(painter, m_view.view());
}

void AvatarTool::cancel()
{
    m_timer.stop();
    m_draggingHere = false;
    m_preview.cancel();
    m_view.update();
}

void AvatarTool::follow()
{
    // Escape in the other view may have ended the drag.
    if (!m_preview.dragging()) {
        m_timer.stop();
        m_draggingHere = false;
        return;
    }
    // Real time since the last update: the avatar walks at its speed however often we are
    // called.
    const double elapsed = static_cast<double>(m_clock.nsecsElapsed()) * 1e-9;
    m_clock.restart();
    m_preview.dragTo(toVec(m_view.screenToMap(m_pointer)), elapsed);
    m_view.update();
}

} // namespace sw::editor
