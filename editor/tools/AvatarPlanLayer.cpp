#include "tools/AvatarPlanLayer.h"

#include "tools/AvatarPlanOverlay.h"
#include "tools/AvatarPreview.h"
#include "tools/AvatarTool.h"
#include "views/PlanView.h"
#include "views/ViewTransform.h"

#include <QFontMetricsF>
#include <QPen>
#include <QPolygonF>

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

namespace sw::editor {

AvatarPlanLayer::AvatarPlanLayer(PlanView& plan, AvatarPreview& preview)
    : QWidget(&plan), m_plan(plan), m_preview(preview),
      m_overlay(new AvatarPlanOverlay(preview, plan.document(), this)),
      m_tool(std::make_unique<AvatarTool>(plan, preview, *m_overlay))
{
    setObjectName(QStringLiteral("avatarPlanLayer"));
    // The view underneath gets every event; this layer only paints.
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    setGeometry(plan.rect());
    m_overlay->setSectorShapes(&plan.geometry());
    hide();
    plan.installEventFilter(this);
    connect(&preview, &AvatarPreview::changed, this, qOverload<>(&QWidget::update));
    connect(&preview, &AvatarPreview::hoverChanged, this, qOverload<>(&QWidget::update));
    connect(&plan, &PlanView::viewChanged, this, qOverload<>(&QWidget::update));
}

AvatarPlanLayer::~AvatarPlanLayer() = default;

void AvatarPlanLayer::setActive(bool active)
{
    if (active == m_active)
        return;
    if (!active && m_tool->draggingHere())
        m_tool->cancel();
    m_overlay->clearHover();
    m_active = active;
    setVisible(active || m_walker);
    if (isVisible())
        raise();
    m_plan.update();
}

bool AvatarPlanLayer::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != &m_plan)
        return false;
    switch (event->type()) {
    case QEvent::Resize:
        setGeometry(m_plan.rect());
        return false;
    case QEvent::FocusOut:
        m_spaceHeld = false;
        return false;
    default:
        break;
    }
    if (!m_active)
        return false;
    switch (event->type()) {
    case QEvent::KeyPress:
    case QEvent::KeyRelease: {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Space && !key->isAutoRepeat())
            m_spaceHeld = event->type() == QEvent::KeyPress;
        if (event->type() == QEvent::KeyPress && m_tool->keyPress(key)) {
            update();
            return true;
        }
        return false;
    }
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() != Qt::LeftButton || m_spaceHeld)
            return false;
        m_plan.setFocus(Qt::MouseFocusReason);
        m_tool->mousePress(mouse);
        update();
        return true;
    }
    case QEvent::MouseMove: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        m_tool->mouseMove(mouse);
        update();
        // The view still tracks the cursor for the status bar, unless the avatar is being
        // dragged here (the select tool underneath must not see a drag).
        return m_tool->draggingHere();
    }
    case QEvent::Leave:
        // A contact hovered here is no longer under the pointer.
        if (!m_tool->draggingHere())
            m_overlay->clearHover();
        return false;
    case QEvent::MouseButtonRelease: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() != Qt::LeftButton || !m_tool->draggingHere())
            return false;
        m_tool->mouseRelease(mouse);
        update();
        return true;
    }
    default:
        return false;
    }
}

void AvatarPlanLayer::setWalker(std::optional<Walker> walker)
{
    const bool had = m_walker.has_value();
    m_walker = std::move(walker);
    if (had != m_walker.has_value()) {
        setVisible(m_active || m_walker);
        if (isVisible())
            raise();
    }
    update();
}

void AvatarPlanLayer::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    if (m_active)
        m_overlay->paint(painter, m_plan.view());
    if (m_walker)
        paintWalker(painter);
}

void AvatarPlanLayer::paintWalker(QPainter& painter) const
{
    const Walker& w = *m_walker;
    const ViewTransform& view = m_plan.view();
    // Walk mode's trail colour in the 3D view.
    const QColor colour(255, 140, 26);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    QPolygonF trail;
    for (const Vec2& p : w.trail)
        trail << view.toScreen(QPointF(p.x, p.y));
    trail << view.toScreen(QPointF(w.pos.x, w.pos.y));
    painter.setPen(QPen(colour, 2.0));
    painter.setBrush(Qt::NoBrush);
    painter.drawPolyline(trail);

    painter.save();
    painter.setTransform(view.mapToScreen(), true);
    QColor fill = colour;
    fill.setAlpha(90);
    painter.setBrush(fill);
    painter.setPen(QPen(colour, 0)); // cosmetic: one pixel at any zoom
    const QRectF footprint(w.pos.x - w.radius, w.pos.y - w.radius, 2 * w.radius, 2 * w.radius);
    if (w.box)
        painter.drawRect(footprint);
    else
        painter.drawEllipse(footprint);
    painter.restore();

    if (!w.reason.isEmpty()) {
        const QPointF at = view.toScreen(QPointF(w.pos.x, w.pos.y));
        const QFontMetricsF metrics(painter.font());
        QRectF box = metrics.boundingRect(w.reason).adjusted(-4, -2, 4, 2);
        box.moveBottomLeft(at + QPointF(12, -12));
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, 190));
        painter.drawRoundedRect(box, 3, 3);
        painter.setPen(Qt::white);
        painter.drawText(box, Qt::AlignCenter, w.reason);
    }
    painter.restore();
}

} // namespace sw::editor
