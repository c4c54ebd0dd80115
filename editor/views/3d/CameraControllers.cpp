#include "views/3d/CameraControllers.h"

#include <QtMath>

#include <algorithm>
#include <cmath>

namespace sw::editor::view3d {

namespace {
constexpr double kDragDegreesPerPixel = 0.3;
} // namespace

QVector3D CameraRig::forward() const
{
    const double y = qDegreesToRadians(yaw), p = qDegreesToRadians(pitch);
    // Pitch > 0 looks down.
    return QVector3D(float(std::cos(p) * std::cos(y)), float(std::cos(p) * std::sin(y)),
                     float(-std::sin(p)));
}

CameraPose CameraRig::pose(const std::optional<QVector3D>& walkEye) const
{
    CameraPose out;
    if (walkEye) {
        out.position = *walkEye;
        out.centre = out.position + forward() * 100.0f;
    } else if (kind == CameraKind::Orbit) {
        out.position = target - float(distance) * forward();
        out.centre = target;
    } else {
        out.position = eye;
        out.centre = eye + forward() * 100.0f;
    }
    // The orbit's distance sets how near the near plane may be; walking, the eyes are a radius
    // from the walls they push against (and the held label on them), whatever the orbit was.
    const double reach = !walkEye && kind == CameraKind::Orbit ? distance : 0.0;
    out.nearPlane = float(std::max(1.0, reach / 500.0));
    out.farPlane = float(reach + 4.0 * sceneRadius + 1000.0);
    return out;
}

void CameraRig::switchTo(CameraKind to)
{
    if (to == kind)
        return;
    if (to == CameraKind::Fly)
        eye = target - float(distance) * forward();
    else
        target = eye + float(distance) * forward();
    kind = to;
}

double CameraRig::fittingDistance(double radius, QSize viewport)
{
    const double aspect = std::max(1, viewport.width()) / double(std::max(1, viewport.height()));
    const double halfV = qDegreesToRadians(kFieldOfView / 2);
    const double halfH = std::atan(std::tan(halfV) * aspect);
    return radius / std::tan(std::min(halfV, halfH));
}

void CameraRig::frame(const Aabb3f& box, QSize viewport)
{
    if (box.empty())
        return;
    const Vec3f c = box.centre();
    const double radius = std::max(64.0, double(glm::length(box.max - box.min)) / 2);
    target = QVector3D(c.x, c.y, c.z);
    distance = fittingDistance(radius, viewport) * 1.1;
    if (kind == CameraKind::Fly)
        eye = target - float(distance) * forward();
}

void CameraRig::reset(const Aabb3f& levelBox, QSize viewport)
{
    yaw = -60;
    pitch = 50;
    if (!levelBox.empty()) {
        const Vec3f c = levelBox.centre();
        target = QVector3D(c.x, c.y, levelBox.min.z);
        distance = fittingDistance(sceneRadius, viewport) * 1.05;
    } else {
        target = QVector3D(0, 0, 0);
        distance = 1000;
    }
    kind = CameraKind::Orbit;
}

void CameraRig::orbitBy(double yawDegrees, double pitchDegrees)
{
    yaw = std::fmod(yaw + yawDegrees, 360.0);
    pitch = std::clamp(pitch + pitchDegrees, -89.0, 89.0);
}

void CameraRig::setOrbit(const QVector3D& at, double yawDegrees, double pitchDegrees,
                         double toDistance)
{
    kind = CameraKind::Orbit;
    target = at;
    yaw = yawDegrees;
    pitch = std::clamp(pitchDegrees, -89.0, 89.0);
    distance = std::max(1.0, toDistance);
}

void CameraRig::turnByDrag(const QPoint& delta, double pitchLimit)
{
    yaw = std::fmod(yaw - delta.x() * kDragDegreesPerPixel, 360.0);
    pitch = std::clamp(pitch + delta.y() * kDragDegreesPerPixel, -pitchLimit, pitchLimit);
}

void CameraRig::panByDrag(const QPoint& delta, int viewportHeight)
{
    const double perPixel = 2.0 * distance * std::tan(qDegreesToRadians(kFieldOfView / 2)) /
                            std::max(1, viewportHeight);
    const QVector3D f = forward();
    const QVector3D right = QVector3D::crossProduct(f, QVector3D(0, 0, 1)).normalized();
    const QVector3D up = QVector3D::crossProduct(right, f).normalized();
    const QVector3D move = float(perPixel) * (-float(delta.x()) * right + float(delta.y()) * up);
    if (kind == CameraKind::Orbit)
        target += move;
    else
        eye += move;
}

void CameraRig::wheel(double steps)
{
    if (kind == CameraKind::Orbit)
        distance = std::clamp(distance * std::pow(0.85, steps), 16.0, sceneRadius * 20.0);
    else
        eye += forward() * float(steps * std::max(32.0, sceneRadius * 0.05));
}

bool CameraRig::flyStep(const std::set<int>& keysHeld, double dt)
{
    const auto held = [&](int key) { return keysHeld.count(key) > 0; };
    const double speed = (held(Qt::Key_Shift) ? 4.0 : 1.0) * std::max(200.0, sceneRadius * 0.25);
    QVector3D f = forward();
    f.setZ(0);
    f.normalize();
    const QVector3D right(f.y(), -f.x(), 0);
    QVector3D move;
    if (held(Qt::Key_W))
        move += f;
    if (held(Qt::Key_S))
        move -= f;
    if (held(Qt::Key_D))
        move += right;
    if (held(Qt::Key_A))
        move -= right;
    if (held(Qt::Key_E))
        move += QVector3D(0, 0, 1);
    if (held(Qt::Key_Q))
        move -= QVector3D(0, 0, 1);
    if (move.isNull())
        return false;
    const QVector3D step = move.normalized() * float(speed * dt);
    if (kind == CameraKind::Fly)
        eye += step;
    else
        target += step;
    return true;
}

void CameraRig::restore(const Saved& s)
{
    kind = s.kind;
    target = s.target;
    eye = s.eye;
    yaw = s.yaw;
    pitch = s.pitch;
    distance = s.distance;
}

} // namespace sw::editor::view3d
