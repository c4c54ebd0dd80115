#include "tools/AvatarTool3D.h"

#include "tools/AvatarPreview.h"
#include "views/View3D.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QWindow>

#include <algorithm>
#include <cmath>

namespace sw::editor {

namespace {

// A ray closer to horizontal than this (z of the direction against its length) meets the plane
// at the feet too far away to lead the avatar anywhere sensible.
constexpr double kGrazingRay = 1e-4;
// Grabbed farther from the avatar's centre than this many radii (the ray skimming the plane
// behind it), the avatar is led by its centre instead, so it does not lag far behind.
constexpr double kFarGrabRadii = 3;

} // namespace

AvatarTool3D::AvatarTool3D(View3D& view, AvatarPreview& preview, QObject* parent)
    : QObject(parent), m_view(view), m_preview(preview)
{
    m_timer.setInterval(kFollowIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &AvatarTool3D::follow);
    // Installed after the view's own filter, so it sees the window's events first.
    if (QWindow* window = view.renderWindow())
        window->installEventFilter(this);
}

// The view owns this tool and is half gone when it dies: nothing here may touch it.
AvatarTool3D::~AvatarTool3D() = default;

void AvatarTool3D::setActive(bool active)
{
    if (active == m_active)
        return;
    if (!active && m_draggingHere)
        cancel();
    m_active = active;
    m_preview.clearHover();
}

double AvatarTool3D::feetZ() const
{
    if (!m_preview.runs().empty() && m_preview.runs().front().valid)
        return m_preview.runs().front().state.z;
    return m_preview.homeZ().value_or(0.0);
}

QRectF AvatarTool3D::grabRect() const
{
    if (!m_preview.ready())
        return {};
    const AvatarProfile& profile = m_preview.profile();
    const Vec2 at = m_preview.position();
    // Drawn at its smoothed feet, as the view draws it.
    const double z = !m_preview.runs().empty() && m_preview.runs().front().valid
                         ? m_preview.runs().front().state.viewZ
                         : feetZ();
    const double r = profile.radius;
    // The footprint is a square or a disk; the square's box covers both.
    double left = 1e30, top = 1e30, right = -1e30, bottom = -1e30;
    for (int corner = 0; corner < 8; ++corner) {
        const QVector3D p(float(at.x + ((corner & 1) ? r : -r)),
                          float(at.y + ((corner & 2) ? r : -r)),
                          float(z + ((corner & 4) ? profile.height : 0.0)));
        const QPointF pixel = m_view.project(p);
        // Behind the camera: the avatar is not (wholly) in view.
        if (pixel == QPointF(-1, -1))
            return {};
        left = std::min(left, pixel.x());
        right = std::max(right, pixel.x());
        top = std::min(top, pixel.y());
        bottom = std::max(bottom, pixel.y());
    }
    return QRectF(QPointF(left - kGrabPixels, top - kGrabPixels),
                  QPointF(right + kGrabPixels, bottom + kGrabPixels));
}

bool AvatarTool3D::grabs(const QPointF& pixel) const
{
    const QRectF rect = grabRect();
    if (!rect.isNull() && rect.contains(pixel))
        return true;
    // The floor under the pointer right beside the feet counts too.
    const std::optional<Vec2> ground = groundPoint(pixel);
    return ground && glm::length(*ground - m_preview.position()) <= m_preview.profile().radius;
}

std::optional<Vec2> AvatarTool3D::groundPoint(const QPointF& pixel) const
{
    const View3D::Ray ray = m_view.rayAt(pixel);
    const double z = feetZ();
    const double dz = ray.direction.z();
    if (std::fabs(dz) > kGrazingRay * double(ray.direction.length())) {
        const double t = (z - double(ray.origin.z())) / dz;
        if (t > 0) {
            const QVector3D p = ray.origin + float(t) * ray.direction;
            return Vec2{p.x(), p.y()};
        }
    }
    // Above the horizon the plane is never met: the level under the pointer still is.
    if (const auto hit = m_view.levelPointAt(pixel))
        return Vec2{hit->x(), hit->y()};
    return std::nullopt;
}

int AvatarTool3D::markerAt(const QPointF& pixel) const
{
    int best = -1;
    double bestDistance = kHoverPixels;
    const auto& markers = m_preview.contactMarkers();
    for (std::size_t i = 0; i < markers.size(); ++i) {
        const Contact& c = markers[i].contact;
        const QPointF p = m_view.project(View3D::contactMarkerPosition(
            QVector3D(float(c.point.x), float(c.point.y), float(c.feetZ))));
        if (p == QPointF(-1, -1))
            continue;
        const double d = std::hypot(p.x() - pixel.x(), p.y() - pixel.y());
        if (d <= bestDistance) {
            bestDistance = d;
            best = static_cast<int>(i);
        }
    }
    return best;
}

bool AvatarTool3D::press(const QPointF& pixel)
{
    if (!grabs(pixel))
        return false;
    if (!m_preview.ready()) {
        emit message(tr("The collision preview is still being prepared."));
        return true;
    }
    const Vec2 home = m_preview.position();
    const std::optional<Vec2> ground = groundPoint(pixel);
    const Vec2 grab =
        ground && glm::length(*ground - home) <= kFarGrabRadii * m_preview.profile().radius
            ? *ground
            : home;
    if (!m_preview.beginDrag(grab)) {
        emit message(tr("The avatar cannot stand where it is."));
        return true;
    }
    m_draggingHere = true;
    m_pointer = pixel;
    m_lastTarget = grab;
    m_clock.start();
    m_timer.start();
    return true;
}

void AvatarTool3D::release(const QPointF& pixel)
{
    m_pointer = pixel;
    follow();
    m_timer.stop();
    m_draggingHere = false;
    m_preview.endDrag();
}

void AvatarTool3D::cancel()
{
    m_timer.stop();
    m_draggingHere = false;
    m_preview.cancel();
}

void AvatarTool3D::follow()
{
    // Escape in the plan may have ended the drag.
    if (!m_preview.dragging()) {
        m_timer.stop();
        m_draggingHere = false;
        return;
    }
    // Real time since the last update: the avatar walks at its speed however often we are
    // called.
    const double elapsed = static_cast<double>(m_clock.nsecsElapsed()) * 1e-9;
    m_clock.restart();
    // Where the ray misses the plane, the avatar keeps heading for the last point it had.
    if (const std::optional<Vec2> target = groundPoint(m_pointer))
        m_lastTarget = *target;
    m_preview.dragTo(m_lastTarget, elapsed);
}

bool AvatarTool3D::eventFilter(QObject* watched, QEvent* event)
{
    if (!m_active || watched != m_view.renderWindow() || m_view.walking())
        return false;
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() != Qt::LeftButton || m_draggingHere)
            return m_draggingHere;
        return press(mouse->position());
    }
    case QEvent::MouseMove: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (m_draggingHere) {
            m_pointer = mouse->position();
            follow();
            return true;
        }
        // Hovering with no button held; the view still sees the move.
        if (mouse->buttons() == Qt::NoButton)
            m_preview.setHoveredMarker(markerAt(mouse->position()));
        return false;
    }
    case QEvent::MouseButtonRelease: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (!m_draggingHere || mouse->button() != Qt::LeftButton)
            return m_draggingHere;
        release(mouse->position());
        return true;
    }
    case QEvent::ShortcutOverride:
    case QEvent::KeyPress: {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() != Qt::Key_Escape || !m_draggingHere)
            return false;
        // Escape belongs to the drag, never to a shortcut.
        event->accept();
        if (event->type() == QEvent::KeyPress)
            cancel();
        return true;
    }
    case QEvent::Leave:
        if (!m_draggingHere)
            m_preview.clearHover();
        return false;
    default:
        return false;
    }
}

} // namespace sw::editor
