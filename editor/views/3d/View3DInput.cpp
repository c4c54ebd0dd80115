#include "views/3d/View3DImpl.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

// View3D's mouse and keys: orbit and fly cameras, picking by click, and walk mode.
namespace sw::editor {

namespace {
// How far below the eyes the walker's contact marker is drawn (its diamond sits 8 units above
// the point): within the view, just below its centre.
constexpr double kHeldMarkerBelowEyes = 14;
} // namespace

bool View3D::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != d->renderer.window())
        return QWidget::eventFilter(watched, event);
    if (d->walk->active())
        return walkEvent(event);
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto* e = static_cast<QMouseEvent*>(event);
        d->pressPos = d->lastPos = e->position().toPoint();
        d->pressButton = e->button();
        d->dragged = false;
        return true;
    }
    case QEvent::MouseMove: {
        auto* e = static_cast<QMouseEvent*>(event);
        const QPoint pos = e->position().toPoint();
        const QPoint delta = pos - d->lastPos;
        d->lastPos = pos;
        if (e->buttons() == Qt::NoButton)
            return true;
        if ((pos - d->pressPos).manhattanLength() > kClickSlop)
            d->dragged = true;
        if (e->buttons() & Qt::LeftButton)
            d->rig.turnByDrag(delta);
        else
            d->rig.panByDrag(delta, d->viewport().height());
        d->applyCamera();
        return true;
    }
    case QEvent::MouseButtonRelease: {
        auto* e = static_cast<QMouseEvent*>(event);
        if (!d->dragged && e->button() == Qt::LeftButton && d->pressButton == Qt::LeftButton)
            pickAt(e->position(),
                   (e->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier)) != 0);
        d->pressButton = Qt::NoButton;
        return true;
    }
    case QEvent::Wheel: {
        auto* e = static_cast<QWheelEvent*>(event);
        d->rig.wheel(e->angleDelta().y() / 120.0);
        d->applyCamera();
        return true;
    }
    case QEvent::KeyPress: {
        auto* e = static_cast<QKeyEvent*>(event);
        if (e->key() == Qt::Key_F) {
            frameSelection();
            return true;
        }
        if (e->key() == Qt::Key_Home) {
            resetCamera();
            return true;
        }
        if (!e->isAutoRepeat()) {
            d->keysHeld.insert(e->key());
            if (!d->flyTimer->isActive()) {
                d->flyClock.start();
                d->flyTimer->start();
            }
        }
        return true;
    }
    case QEvent::KeyRelease: {
        auto* e = static_cast<QKeyEvent*>(event);
        if (!e->isAutoRepeat()) {
            d->keysHeld.erase(e->key());
            // Nothing held: no timer, so an idle view costs nothing.
            if (d->keysHeld.empty())
                d->flyTimer->stop();
        }
        return true;
    }
    case QEvent::FocusOut:
        d->keysHeld.clear();
        d->flyTimer->stop();
        return false;
    default:
        return QWidget::eventFilter(watched, event);
    }
}

bool View3D::startWalk(std::shared_ptr<const CollisionWorld> world, const AvatarProfile& profile,
                       const QPointF& start, double yawDegrees, QString* error)
{
    stopWalk();
    const CameraRig::Saved saved = d->rig.save();
    if (const auto failed = d->walk->begin(std::move(world), profile, start)) {
        if (error)
            *error = QString::fromStdString(*failed);
        return false;
    }
    d->beforeWalk = saved;
    d->keysHeld.clear();
    d->flyTimer->stop();
    d->pressButton = Qt::NoButton;
    d->rig.yaw = std::fmod(yawDegrees, 360.0);
    d->rig.pitch = 0;
    updateOverlayVisibility();
    d->applyCamera();
    d->container->setFocus();
    emit walkStarted();
    return true;
}

void View3D::stopWalk()
{
    if (!d->walk->active())
        return;
    d->walk->end();
    d->keysHeld.clear();
    if (!d->walkHeld.isEmpty()) {
        d->walkHeld.clear();
        d->avatar.setWalkContact(std::nullopt);
        emit walkHeldChanged(QString());
    }
    d->pressButton = Qt::NoButton;
    d->rig.restore(d->beforeWalk);
    updateOverlayVisibility();
    d->applyCamera();
    if (d->resetAfterWalk) {
        d->resetAfterWalk = false;
        resetCamera();
    }
    emit walkStopped();
}

bool View3D::walking() const
{
    return d->walk->active();
}

void View3D::setWalkWorld(std::shared_ptr<const CollisionWorld> world)
{
    d->walk->setWorld(std::move(world));
}

void View3D::advanceWalk(double seconds)
{
    const bool moved = d->walk->advance(seconds, d->keysHeld, d->rig.yaw);
    if (moved)
        d->applyCamera();
    // What holds the walker, on its contact and for the status line.
    const WalkController& walk = d->walk->controller();
    const QString held = QString::fromStdString(walk.heldReason());
    if (held != d->walkHeld) {
        d->walkHeld = held;
        // The marker on the wall a little below the eyes: the contact is only the avatar's
        // radius away, so one at the feet would be below the bottom of the view.
        std::optional<TraceContact> marker;
        if (const std::optional<Contact> c = walk.holdingContact()) {
            const double z = c->feetZ + walk.eyeHeight() - kHeldMarkerBelowEyes;
            marker = TraceContact{QVector3D(float(c->point.x), float(c->point.y), float(z)),
                                  QVector2D(float(c->normal.x), float(c->normal.y)),
                                  QColor(255, 69, 69), false, held};
        }
        d->avatar.setWalkContact(std::move(marker));
        emit walkHeldChanged(held);
    }
    if (moved)
        emit walkMoved();
}

QString View3D::walkHeldReason() const
{
    return d->walkHeld;
}

void View3D::setWalkTimerEnabled(bool enabled)
{
    d->walk->setTimerEnabled(enabled);
}

const AvatarState& View3D::walkState() const
{
    return d->walk->controller().state();
}

double View3D::walkYaw() const
{
    return d->rig.yaw;
}

const AvatarProfile& View3D::walkProfile() const
{
    return d->walk->controller().profile();
}

std::vector<QVector3D> View3D::walkTrail() const
{
    std::vector<QVector3D> out;
    out.reserve(d->walk->controller().trail().size());
    for (const glm::dvec3& p : d->walk->controller().trail())
        out.emplace_back(float(p.x), float(p.y), float(p.z));
    return out;
}

bool View3D::walkEvent(QEvent* event)
{
    switch (event->type()) {
    case QEvent::ShortcutOverride:
        // Every key steers the walk: none may trigger a window shortcut meanwhile.
        event->accept();
        return true;
    case QEvent::KeyPress: {
        auto* e = static_cast<QKeyEvent*>(event);
        if (e->isAutoRepeat())
            return true;
        if (e->key() == Qt::Key_Escape)
            stopWalk();
        else if (e->key() == Qt::Key_Space)
            d->walk->jump();
        else
            d->keysHeld.insert(e->key());
        return true;
    }
    case QEvent::KeyRelease: {
        auto* e = static_cast<QKeyEvent*>(event);
        if (!e->isAutoRepeat())
            d->keysHeld.erase(e->key());
        return true;
    }
    case QEvent::MouseButtonPress: {
        auto* e = static_cast<QMouseEvent*>(event);
        d->pressPos = d->lastPos = e->position().toPoint();
        d->pressButton = e->button();
        return true;
    }
    case QEvent::MouseMove: {
        auto* e = static_cast<QMouseEvent*>(event);
        const QPoint pos = e->position().toPoint();
        const QPoint delta = pos - d->lastPos;
        d->lastPos = pos;
        if (e->buttons() & Qt::LeftButton) {
            // Look around, as the fly camera.
            d->rig.turnByDrag(delta, WalkMode::kPitchLimit);
            d->applyCamera();
        }
        return true;
    }
    case QEvent::MouseButtonRelease:
        d->pressButton = Qt::NoButton;
        return true;
    case QEvent::Wheel:
        return true;
    case QEvent::FocusOut:
        d->keysHeld.clear();
        return false;
    default:
        return QWidget::eventFilter(d->renderer.window(), event);
    }
}

} // namespace sw::editor
