#pragma once

#include "map/Map.h"

#include <QApplication>
#include <QImage>
#include <QPointer>
#include <QRgb>
#include <QString>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <memory>
#include <vector>

class QWindow;

namespace sw {
class CollisionWorld;
struct TriangleBuffer;
}
namespace sw::editor {
class AvatarPreview;
class PlanView;
class View3D;
}

namespace swtest {

// resources/maps/sample.swmap, or empty while it does not exist.
QString sampleMapPath();
// freedoom2.wad, or empty when the freedoom package is missing.
QString freedoom2Path();
// Why Qt3D cannot render here (no X server, no OpenGL context), or empty when it can: 3D tests
// skip with this reason instead of crashing or hanging (SWTEST_REQUIRE_3D).
QString whyNo3D();
// True under CI (the environment variable CI is set), where everything a test needs is
// installed: a test that would skip for a missing part fails there instead, since a skip would
// hide a broken build.
bool underCi();

// Skips the test with the reason why the 3D view cannot render here, or fails it under CI.
#define SWTEST_REQUIRE_3D()                                                                        \
    do {                                                                                           \
        if (const QString why_ = swtest::whyNo3D(); !why_.isEmpty()) {                             \
            if (swtest::underCi())                                                                 \
                QFAIL(qPrintable(QStringLiteral("CI must render 3D: ") + why_));                   \
            QSKIP(qPrintable(why_));                                                               \
        }                                                                                          \
    } while (false)

// Declares `var` as the path of freedoom2.wad. Without the freedoom package the test skips, or
// fails under CI, where a skip would hide a broken set-up.
#define SWTEST_FREEDOOM2(var)                                                                      \
    const QString var = swtest::freedoom2Path();                                                   \
    do {                                                                                           \
        if (var.isEmpty()) {                                                                       \
            if (swtest::underCi())                                                                 \
                QFAIL("freedoom2.wad is missing: install the freedoom package (scripts/setup.sh)"); \
            QSKIP("freedoom2.wad is missing");                                                     \
        }                                                                                          \
    } while (false)

// Appends a closed loop of walls through points, each from one point to the next; the front
// sector lies to the right of that direction (clockwise loops face inwards).
void addLoop(sw::Map& map, const std::vector<sw::Vec2>& points, sw::Index front,
             sw::Index back = sw::kNone, std::uint32_t flags = 0);

// A 512 x 256 room (sector 0, floor 0) with two square holes in its lower half: on the left
// a raised platform (sector 1, floor 64) whose right wall blocks, on the right a pillar (void).
// The holes sit below the middle so a plan drawn upside down is caught.
sw::Map makeRoomWithHoles();

// What the view would show, painted into an image of its size.
QImage renderPlan(const sw::editor::PlanView& view);

// Sum of absolute channel differences, ignoring alpha.
int colourDistance(QRgb a, QRgb b);

// Makes window the focus window, and again after the top-level's own activation, which may
// still arrive and take the focus back once.
void activate(QWindow* window);

// The collision world the avatar preview moves in now.
std::shared_ptr<const sw::CollisionWorld> collisionWorld(const sw::editor::AvatarPreview& preview);

// The area in pixels that triangle t of b covers in the 3D view now.
double projectedArea(const sw::editor::View3D& view, const sw::TriangleBuffer& b, std::size_t t);

// Runs action on the first modal widget of type T that appears, e.g. to answer a dialog that
// the code under test shows with exec(). Stops polling when destroyed.
class ModalResponder {
public:
    template <typename T> static std::unique_ptr<ModalResponder> on(std::function<void(T*)> action)
    {
        auto responder = std::make_unique<ModalResponder>();
        responder->start([action](QWidget* w) {
            if (auto* t = qobject_cast<T*>(w)) {
                action(t);
                return true;
            }
            return false;
        });
        return responder;
    }

    ModalResponder();
    bool responded() const { return m_responded; }

private:
    void start(std::function<bool(QWidget*)> tryRespond);

    std::unique_ptr<QTimer> m_timer;
    bool m_responded = false;
};

} // namespace swtest
