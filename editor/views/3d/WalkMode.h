#pragma once

// Walk mode in the 3D view: the WalkController's fixed ticks driven by a precise timer with the
// time that passed, the held keys turned into walking input, and the trail of the feet uploaded
// as lines. Internal to views/3d (includes Qt3D through the renderer).

#include "views/3d/SceneRenderer.h"
#include "views/WalkController.h"

#include <QElapsedTimer>
#include <QObject>
#include <QVector3D>

#include <optional>
#include <set>

class QTimer;

namespace sw::editor::view3d {

class WalkMode : public QObject {
    Q_OBJECT

public:
    // The arrow keys turn this fast (degrees per second); the view tilts at most this far.
    static constexpr double kTurnSpeed = 150.0;
    static constexpr double kPitchLimit = 80.0;

    WalkMode(SceneRenderer& renderer, QObject* parent = nullptr);

    const WalkController& controller() const { return m_walk; }
    bool active() const { return m_walk.active(); }

    // Stands the avatar at start; nullopt on success, or why it cannot stand there. Starts the
    // timer unless it is turned off.
    std::optional<std::string> begin(std::shared_ptr<const CollisionWorld> world,
                                     const AvatarProfile& profile, const QPointF& start,
                                     std::shared_ptr<const Map> map = nullptr);
    void end();
    void setWorld(std::shared_ptr<const CollisionWorld> world,
                  std::shared_ptr<const Map> map = nullptr)
    {
        m_walk.setWorld(std::move(world), std::move(map));
    }
    void jump() { m_walk.jump(); }
    MechanismEvent use(double yawDegrees) { return m_walk.use(yawDegrees); }
    WalkController& controller() { return m_walk; }
    void clearTrail();
    // Whether the timer advances the walk with the time that passed (tests turn it off).
    void setTimerEnabled(bool enabled);

    // Advances `seconds` with the keys held, turning `yaw` with the arrow keys. True when the
    // view changed (the avatar moved or turned).
    bool advance(double seconds, const std::set<int>& keysHeld, double& yaw);
    // The camera's place: the avatar's eyes.
    QVector3D eye() const;
    // Uploads the trail (announcing when that made it appear or go).
    void uploadTrail();

signals:
    // The timer fired: advance by this many seconds.
    void tick(double seconds);
    // The trail appeared or went: the draw call count changed.
    void trailShownChanged();

private:
    SceneRenderer& m_renderer;
    WalkController m_walk;
    QTimer* m_timer;
    bool m_timerEnabled = true;
    QElapsedTimer m_clock;
    std::size_t m_trailUploaded = 0;
};

} // namespace sw::editor::view3d
