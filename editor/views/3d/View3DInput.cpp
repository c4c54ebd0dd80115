#include "views/3d/View3DImpl.h"

#include <QKeyEvent>
#include <QStringList>
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
// Where the held walker's marker goes: on the plane of the contact, straight ahead of the
// walker's centre. The contact point itself is often a corner of the box footprint, 45 degrees
// off the view's axis and outside a view looking at the wall, so the label would not be seen.
Vec2 heldMarkerPoint(const Contact& c)
{
    const double distance = glm::dot(c.point - c.center, -c.normal);
    return c.center - c.normal * std::max(0.0, distance);
}

// Milliseconds between scene rebuilds while walking moves doors and lifts.
constexpr int kMovingSectorsMs = 40;

QString keyName(DoomKey key)
{
    switch (key) {
    case DoomKey::None:
        break;
    case DoomKey::Blue:
        return View3D::tr("the blue key");
    case DoomKey::Yellow:
        return View3D::tr("the yellow key");
    case DoomKey::Red:
        return View3D::tr("the red key");
    case DoomKey::BlueCard:
        return View3D::tr("the blue card");
    case DoomKey::YellowCard:
        return View3D::tr("the yellow card");
    case DoomKey::RedCard:
        return View3D::tr("the red card");
    case DoomKey::BlueSkull:
        return View3D::tr("the blue skull key");
    case DoomKey::YellowSkull:
        return View3D::tr("the yellow skull key");
    case DoomKey::RedSkull:
        return View3D::tr("the red skull key");
    case DoomKey::Any:
        return View3D::tr("any key");
    case DoomKey::All:
        return View3D::tr("all six keys");
    }
    return View3D::tr("a key");
}

QString sectorList(const std::vector<Index>& sectors)
{
    QStringList list;
    for (const Index s : sectors)
        list << QString::number(s);
    return list.join(QStringLiteral(", "));
}

// One sentence for the status line.
QString describe(const MechanismEvent& e)
{
    using What = MechanismEvent::What;
    const bool one = e.sectors.size() == 1;
    switch (e.what) {
    case What::Opens:
        return (one ? View3D::tr("Wall %1 opens sector %2") : View3D::tr("Wall %1 opens sectors %2"))
            .arg(e.wall)
            .arg(sectorList(e.sectors));
    case What::Closes:
        return (one ? View3D::tr("Wall %1 closes sector %2")
                    : View3D::tr("Wall %1 closes sectors %2"))
            .arg(e.wall)
            .arg(sectorList(e.sectors));
    case What::Lowers:
        return (one ? View3D::tr("Wall %1 lowers sector %2")
                    : View3D::tr("Wall %1 lowers sectors %2"))
            .arg(e.wall)
            .arg(sectorList(e.sectors));
    case What::Teleported:
        return View3D::tr("Wall %1 teleports the walker to (%2, %3)")
            .arg(e.wall)
            .arg(std::lround(e.destination.x))
            .arg(std::lround(e.destination.y));
    case What::Locked:
        return View3D::tr("Locked: wall %1 needs %2").arg(e.wall).arg(keyName(e.key));
    case What::Refused:
        break;
    }
    // Why nothing happened, in the core's words.
    return View3D::tr("Nothing happens: %1").arg(QString::fromStdString(e.message));
}

} // namespace

bool View3D::eventFilter(QObject* watched, QEvent* event)
{
    const bool drag = event->type() == QEvent::DragEnter || event->type() == QEvent::DragMove ||
                      event->type() == QEvent::Drop;
    if (watched == d->container && drag && !d->walk->active())
        return pictureDragEvent(event) || QWidget::eventFilter(watched, event);
    if (watched != d->renderer.window())
        return QWidget::eventFilter(watched, event);
    if (d->walk->active())
        return walkEvent(event);
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove:
    case QEvent::Drop:
        return pictureDragEvent(event) || QWidget::eventFilter(watched, event);
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
    case QEvent::ShortcutOverride:
        // The keys that edit the selected surfaces are the view's, not the window's (Page Up
        // would raise the selected sectors' floors, not the picked ceilings).
        if (surfaceKey(static_cast<QKeyEvent*>(event), false)) {
            event->accept();
            return true;
        }
        return QWidget::eventFilter(watched, event);
    case QEvent::Wheel: {
        auto* e = static_cast<QWheelEvent*>(event);
        if ((e->modifiers() & Qt::ControlModifier) && !d->document->selection().surfaces.empty() &&
            d->rig.kind == CameraKind::Orbit) {
            // Ctrl+wheel moves the picked floors and ceilings a grid step per notch.
            d->wheelRest += e->angleDelta().y();
            const int steps = d->wheelRest / 120;
            d->wheelRest -= steps * 120;
            if (steps != 0)
                raiseSelectedSurfaces(steps);
            return true;
        }
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
        if (surfaceKey(e, true))
            return true;
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

bool View3D::surfaceKey(QKeyEvent* e, bool press)
{
    // Only the orbit camera leaves these keys free: flying, the arrows steer.
    if (d->rig.kind != CameraKind::Orbit || d->document->selection().surfaces.empty())
        return false;
    const Qt::KeyboardModifiers mods =
        e->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier | Qt::AltModifier |
                          Qt::MetaModifier);
    const int key = e->key();
    if ((key == Qt::Key_PageUp || key == Qt::Key_PageDown) && mods == Qt::NoModifier) {
        if (press)
            raiseSelectedSurfaces(key == Qt::Key_PageUp ? 1 : -1);
        return true;
    }
    const bool arrow =
        key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down;
    if (!arrow || (mods != Qt::NoModifier && mods != Qt::ShiftModifier))
        return false;
    if (press) {
        // The arrow says which way the picture moves: Doom draws a side's texture shifted left
        // by its x offset and up by its y offset.
        const double step = mods == Qt::ShiftModifier ? d->gridSize : 1.0;
        const double dx = key == Qt::Key_Left ? step : key == Qt::Key_Right ? -step : 0;
        const double dy = key == Qt::Key_Up ? step : key == Qt::Key_Down ? -step : 0;
        moveSelectedOffsets(dx, dy);
    }
    return true;
}

bool View3D::startWalk(std::shared_ptr<const CollisionWorld> world, const AvatarProfile& profile,
                       const QPointF& start, double yawDegrees, QString* error,
                       std::shared_ptr<const Map> map)
{
    stopWalk();
    const CameraRig::Saved saved = d->rig.save();
    if (const auto failed = d->walk->begin(std::move(world), profile, start, std::move(map))) {
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
    // Doors and lifts the walk moved go back to the map's heights.
    if (d->movingSectorsShown) {
        d->movingSectorsShown = false;
        if (d->movingSectorsTimer)
            d->movingSectorsTimer->stop();
        scheduleRebuild();
    }
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

void View3D::setWalkWorld(std::shared_ptr<const CollisionWorld> world,
                          std::shared_ptr<const Map> map)
{
    d->walk->setWorld(std::move(world), std::move(map));
}

QString View3D::walkUse()
{
    if (!d->walk->active())
        return {};
    const MechanismEvent e = d->walk->use(d->rig.yaw);
    reportMechanism(e);
    if (e.what == MechanismEvent::What::Teleported)
        d->applyCamera();
    return describe(e);
}

void View3D::reportMechanism(const MechanismEvent& e)
{
    // Doom turns the player to face the way the destination faces.
    if (e.what == MechanismEvent::What::Teleported)
        d->rig.yaw = std::fmod(e.angle, 360.0);
    emit walkMechanism(describe(e));
}

void View3D::advanceWalk(double seconds)
{
    bool moved = d->walk->advance(seconds, d->keysHeld, d->rig.yaw);
    for (const MechanismEvent& e : d->walk->controller().takeEvents()) {
        reportMechanism(e);
        moved = moved || e.what == MechanismEvent::What::Teleported;
    }
    if (moved)
        d->applyCamera();
    // Doors and lifts that moved are drawn where they are, a few times a second.
    if (d->walk->controller().takeSectorsMoved()) {
        d->movingSectorsShown = true;
        if (!d->movingSectorsTimer) {
            d->movingSectorsTimer = new QTimer(this);
            d->movingSectorsTimer->setSingleShot(true);
            d->movingSectorsTimer->setInterval(kMovingSectorsMs);
            connect(d->movingSectorsTimer, &QTimer::timeout, this, &View3D::scheduleRebuild);
        }
        if (!d->movingSectorsTimer->isActive())
            d->movingSectorsTimer->start();
    }
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
            const Vec2 at = heldMarkerPoint(*c);
            marker = TraceContact{QVector3D(float(at.x), float(at.y), float(z)),
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
        // Space jumps, or presses Use for a profile that cannot jump (as in Doom).
        const bool canJump = d->walk->controller().profile().jumpHeight > 0;
        if (e->key() == Qt::Key_Escape)
            stopWalk();
        else if (e->key() == Qt::Key_E || (e->key() == Qt::Key_Space && !canJump))
            walkUse();
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
