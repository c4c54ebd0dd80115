#include "views/3d/WalkMode.h"

#include <QTimer>

#include <algorithm>
#include <cmath>

namespace sw::editor::view3d {

namespace {
// The trail floats this far above the feet.
constexpr float kTrailLift = 1.0f;
const Colour kTrailColour{1.0f, 0.55f, 0.10f};
// Milliseconds between frames while walking (about 60 a second).
constexpr int kFrameMs = 16;
} // namespace

WalkMode::WalkMode(SceneRenderer& renderer, QObject* parent)
    : QObject(parent), m_renderer(renderer), m_timer(new QTimer(this))
{
    // Fixed ticks with the time that passed, only while walk mode is on.
    m_timer->setTimerType(Qt::PreciseTimer);
    // The timer only asks for frames: the walk runs its fixed ticks for the time that passed.
    m_timer->setInterval(kFrameMs);
    connect(m_timer, &QTimer::timeout, this,
            [this] { emit tick(static_cast<double>(m_clock.restart()) / 1000.0); });
}

std::optional<std::string> WalkMode::begin(std::shared_ptr<const CollisionWorld> world,
                                           const AvatarProfile& profile, const QPointF& start,
                                           std::shared_ptr<const Map> map)
{
    if (auto failed =
            m_walk.begin(std::move(world), profile, Vec2{start.x(), start.y()}, std::move(map)))
        return failed;
    m_trailUploaded = 0;
    uploadTrail();
    m_clock.start();
    if (m_timerEnabled)
        m_timer->start();
    return std::nullopt;
}

void WalkMode::end()
{
    m_timer->stop();
    m_walk.end();
}

void WalkMode::clearTrail()
{
    m_walk.clearTrail();
    uploadTrail();
}

void WalkMode::setTimerEnabled(bool enabled)
{
    m_timerEnabled = enabled;
    if (!enabled) {
        m_timer->stop();
    } else if (m_walk.active() && !m_timer->isActive()) {
        m_clock.start();
        m_timer->start();
    }
}

bool WalkMode::advance(double seconds, const std::set<int>& keysHeld, double& yaw)
{
    if (!m_walk.active())
        return false;
    const auto held = [&](int key) { return keysHeld.count(key) > 0; };
    WalkController::Input input;
    input.forward = (held(Qt::Key_W) || held(Qt::Key_Up) ? 1.0 : 0.0) -
                    (held(Qt::Key_S) || held(Qt::Key_Down) ? 1.0 : 0.0);
    input.strafe = (held(Qt::Key_D) ? 1.0 : 0.0) - (held(Qt::Key_A) ? 1.0 : 0.0);
    input.fast = held(Qt::Key_Shift);
    const double turn = (held(Qt::Key_Left) ? 1.0 : 0.0) - (held(Qt::Key_Right) ? 1.0 : 0.0);
    const double turnSeconds = std::clamp(seconds, 0.0, WalkController::kMaxAdvanceSeconds);
    if (turn != 0)
        yaw = std::fmod(yaw + turn * kTurnSpeed * turnSeconds, 360.0);
    const AvatarState before = m_walk.state();
    const int ticks = m_walk.advance(seconds, input, yaw);
    const AvatarState& after = m_walk.state();
    const bool moved = before.pos != after.pos || before.viewZ != after.viewZ;
    if (ticks > 0 && m_walk.trail().size() != m_trailUploaded)
        uploadTrail();
    // Nothing changed on screen: no frame is asked for.
    return moved || turn != 0;
}

QVector3D WalkMode::eye() const
{
    const AvatarState& s = m_walk.state();
    return QVector3D(float(s.pos.x), float(s.pos.y), float(s.viewZ + m_walk.eyeHeight()));
}

void WalkMode::uploadTrail()
{
    const auto& trail = m_walk.trail();
    LineBuffer lines;
    for (std::size_t i = 1; i < trail.size(); ++i) {
        const glm::dvec3& a = trail[i - 1];
        const glm::dvec3& b = trail[i];
        lines.addLine(Vec3f(float(a.x), float(a.y), float(a.z) + kTrailLift),
                      Vec3f(float(b.x), float(b.y), float(b.z) + kTrailLift), kTrailColour);
    }
    DrawItem& item = m_renderer.item(kTrail);
    const bool wasDrawn = item.drawn();
    item.upload(lines);
    m_trailUploaded = trail.size();
    if (item.drawn() != wasDrawn)
        emit trailShownChanged();
}

} // namespace sw::editor::view3d
