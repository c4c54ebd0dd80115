#pragma once

// The 3D view's cameras as plain state and arithmetic: orbit (round a target), fly (free eye),
// and the eye of the walking avatar. The view applies the pose to its Qt3D camera. No Qt3D.

#include "scene/SceneBuffers.h"

#include <QPoint>
#include <QSize>
#include <QVector3D>

#include <optional>
#include <set>

namespace sw::editor::view3d {

// The vertical field of view, degrees.
constexpr double kFieldOfView = 50.0;

enum class CameraKind { Orbit, Fly };

struct CameraPose {
    QVector3D position, centre;
    float nearPlane = 1, farPlane = 1e5f;
};

class CameraRig {
public:
    CameraKind kind = CameraKind::Orbit;
    QVector3D target{0, 0, 0};                     // what the orbit camera circles
    QVector3D eye{0, 0, 0};                        // where the fly camera stands
    double yaw = -60, pitch = 45, distance = 1000; // degrees (pitch > 0 looks down), map units
    double sceneRadius = 1000;

    // The unit vector the camera looks along.
    QVector3D forward() const;
    // Where the camera stands and looks; `walkEye` puts it at the walking avatar's eyes.
    CameraPose pose(const std::optional<QVector3D>& walkEye) const;

    // Switches in place: the fly camera starts where the orbit camera stood, looking the same way.
    void switchTo(CameraKind to);
    // The distance at which a sphere of `radius` fills a view of this size (the narrower of the
    // two fields of view decides: a tall, thin dock fits by its width).
    static double fittingDistance(double radius, QSize viewport);
    // Looks at `box` from the current direction, filling the view.
    void frame(const Aabb3f& box, QSize viewport);
    // Frames the whole level from the default direction (orbit).
    void reset(const Aabb3f& levelBox, QSize viewport);
    void orbitBy(double yawDegrees, double pitchDegrees);
    void setOrbit(const QVector3D& at, double yawDegrees, double pitchDegrees, double toDistance);

    // A left drag turns (orbit round the target, fly and walk look around), 0.3 degrees per
    // pixel, pitch within +-pitchLimit.
    void turnByDrag(const QPoint& delta, double pitchLimit = 89.0);
    // A right or middle drag pans in the view plane, by as much as the target moves under the
    // cursor.
    void panByDrag(const QPoint& delta, int viewportHeight);
    // Wheel steps (120ths of a notch / 120): zoom (orbit) or move along the view (fly).
    void wheel(double steps);
    // Moves with the fly keys held (W A S D, Q E down and up, Shift faster) for dt seconds;
    // false when no movement key is held.
    bool flyStep(const std::set<int>& keysHeld, double dt);

    // What to go back to after walking.
    struct Saved {
        CameraKind kind = CameraKind::Orbit;
        QVector3D target, eye;
        double yaw = 0, pitch = 0, distance = 0;
    };
    Saved save() const { return {kind, target, eye, yaw, pitch, distance}; }
    void restore(const Saved& s);
};

} // namespace sw::editor::view3d
