#include "tools/AvatarPlanLayer.h"

#include "tools/AvatarPlanOverlay.h"
#include "tools/AvatarPreview.h"
#include "tools/AvatarTool.h"
#include "views/PlanView.h"

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
    setVisible(active);
    if (active)
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

void AvatarPlanLayer::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    m_overlay->paint(painter, m_plan.view());
}

} // namespace sw::editor
