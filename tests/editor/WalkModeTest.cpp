// Walk mode in the 3D view on the sample map (scripts/make-sample-map.py): the player start
// (96, 192) faces east, where stairs at x 512..704 rise 16, 16, 16 and 28; the default avatar is
// a box of half-size 16, 56 high, stepping 24. Keys and mouse go to the render window as the
// user's would; the simulation is advanced in simulated seconds, never by the wall clock.
#include "EditorTestSupport.h"

#include "document/Document.h"
#include "app/MainWindow.h"
#include "tools/AvatarPlanLayer.h"
#include "tools/AvatarPreview.h"
#include "views/View3D.h"

#include "collision/Mover.h"

#include <QAction>
#include <QSignalSpy>
#include <QTest>
#include <QWindow>

#include <cmath>

using namespace sw;
using namespace sw::editor;

namespace {

constexpr int kWidth = 320;
constexpr int kHeight = 240;
constexpr double kTick = 1.0 / 60.0;

} // namespace

class WalkModeTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void walksEastUpTheStairsAndStopsAtTheHighStep();
    void mouseDragTurnsAndWallsHold();
    void spaceJumpsAndGravityLands();
    void escapeLeavesAndRestoresTheCamera();
    void keysOutsideWalkModeDoNotWalk();
    void walkActionOfTheWindow();

private:
    // Runs `seconds` of simulated time in ticks; after each, checks the avatar could stand where
    // it is (never inside a wall) and reports whether the drawn feet ever lagged the real ones.
    void walkFor(double seconds, bool* smoothed = nullptr);
    void press(Qt::Key key) { QTest::keyPress(m_view->renderWindow(), key); }
    void release(Qt::Key key) { QTest::keyRelease(m_view->renderWindow(), key); }

    std::unique_ptr<Document> m_document;
    std::unique_ptr<AvatarPreview> m_preview;
    std::unique_ptr<View3D> m_view;
};

void WalkModeTest::initTestCase()
{
    SWTEST_REQUIRE_3D();
    if (swtest::sampleMapPath().isEmpty())
        QFAIL("resources/maps/sample.swmap is missing: it is part of the source tree");
}

void WalkModeTest::init()
{
    m_document = std::make_unique<Document>();
    const Status opened = m_document->open(swtest::sampleMapPath());
    QVERIFY2(opened, opened ? "" : opened.error().message.c_str());
    m_preview = std::make_unique<AvatarPreview>(m_document.get());
    m_preview->waitForWorld();
    QVERIFY(m_preview->ready());
    m_view = std::make_unique<View3D>(m_document.get());
    m_view->resize(kWidth, kHeight);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    QTRY_VERIFY(m_view->levelGeometry() != nullptr);
    // The test advances the walk itself, in simulated time.
    m_view->setWalkTimerEnabled(false);

    QSignalSpy started(m_view.get(), &View3D::walkStarted);
    QString error;
    QVERIFY2(m_view->startWalk(swtest::collisionWorld(*m_preview), m_preview->profile(),
                               QPointF(96, 192), 0.0, &error),
             qPrintable(error));
    QCOMPARE(started.count(), 1);
    QVERIFY(m_view->walking());
    // Keys go to the active window: losing focus lets go of every held key.
    swtest::activate(m_view->renderWindow());
    QVERIFY(!QTest::currentTestFailed());
}

void WalkModeTest::cleanup()
{
    m_view.reset();
    m_preview.reset();
    m_document.reset();
}

void WalkModeTest::walkFor(double seconds, bool* smoothed)
{
    const Mover check(*swtest::collisionWorld(*m_preview), m_preview->profile());
    const int ticks = static_cast<int>(std::lround(seconds / kTick));
    for (int i = 0; i < ticks; ++i) {
        m_view->advanceWalk(kTick);
        const AvatarState& s = m_view->walkState();
        QVERIFY2(check.spawn(s.pos).ok(),
                 qPrintable(QStringLiteral("cannot stand at (%1, %2)").arg(s.pos.x).arg(s.pos.y)));
        if (smoothed && s.viewZ < s.z - 0.5)
            *smoothed = true;
    }
}

void WalkModeTest::walksEastUpTheStairsAndStopsAtTheHighStep()
{
    const AvatarState start = m_view->walkState();
    QCOMPARE(start.pos.x, 96.0);
    QCOMPARE(start.z, 0.0);
    // The eyes: 41/56 of the avatar's height above the feet.
    QCOMPARE(m_view->cameraPosition().z(), 41.0f);
    // Standing still there is no trail to draw yet.
    const int drawCalls = m_view->drawCallCount();

    press(Qt::Key_W);
    walkFor(1.0);
    AvatarState s = m_view->walkState();
    // A second at 320 units per second, straight east.
    QVERIFY2(s.pos.x > 96 + 300 && s.pos.x < 96 + 330, qPrintable(QString::number(s.pos.x)));
    QVERIFY(std::abs(s.pos.y - 192) < 1e-6);
    QCOMPARE(s.z, 0.0);
    // The camera follows the feet.
    QVERIFY(std::abs(double(m_view->cameraPosition().x()) - s.pos.x) < 1e-3);

    bool smoothed = false;
    QSignalSpy held(m_view.get(), &View3D::walkHeldChanged);
    walkFor(1.5, &smoothed);
    // Pushing against the riser, the walker says what holds it, in the drag's words, and the
    // 3D view writes it on the contact.
    QCOMPARE(m_view->walkHeldReason(), QStringLiteral("step 28 > 24"));
    QVERIFY(!held.isEmpty());
    QCOMPARE(held.last().at(0).toString(), QStringLiteral("step 28 > 24"));
    QVERIFY2(m_view->stopLabels().contains(QStringLiteral("step 28 > 24")),
             qPrintable(m_view->stopLabels().join(QStringLiteral(" | "))));
    release(Qt::Key_W);
    s = m_view->walkState();
    // Up three steps of 16 onto the third stair (48); the 28 rise to the fourth holds it, the
    // box's east side against the riser at x 656.
    QCOMPARE(s.z, 48.0);
    QVERIFY2(std::abs(s.pos.x - (656 - 16)) < 0.5, qPrintable(QString::number(s.pos.x)));
    QVERIFY2(smoothed, "the drawn feet never lagged behind a step up");
    walkFor(0.5);
    // Standing still nothing holds it: the label goes.
    QVERIFY(m_view->walkHeldReason().isEmpty());
    QVERIFY(m_view->stopLabels().isEmpty());
    QCOMPARE(m_view->walkState().viewZ, 48.0);
    QVERIFY(std::abs(double(m_view->cameraPosition().z()) - (48.0 + 41.0)) < 1e-3);

    // The trail: from the start to here, a point about every 16 units.
    const std::vector<QVector3D> trail = m_view->walkTrail();
    QVERIFY2(trail.size() >= 30, qPrintable(QString::number(trail.size())));
    QCOMPARE(trail.front().x(), 96.0f);
    QVERIFY(trail.back().x() > 600);
    for (std::size_t i = 1; i < trail.size(); ++i)
        QVERIFY((trail[i] - trail[i - 1]).length() >= 15.9f);
    // It is drawn: one more draw call than before the walk had points.
    QCOMPARE(m_view->drawCallCount(), drawCalls + 1);
    QVERIFY(!m_view->captureFrame().isNull());
}

void WalkModeTest::mouseDragTurnsAndWallsHold()
{
    QWindow* window = m_view->renderWindow();
    // Dragging 300 pixels left turns 90 degrees left: from east to north.
    QTest::mousePress(window, Qt::LeftButton, {}, QPoint(250, 120));
    for (int x = 240; x >= 0; x -= 10)
        QTest::mouseMove(window, QPoint(x, 120));
    QTest::mouseMove(window, QPoint(-50, 120));
    QTest::mouseRelease(window, Qt::LeftButton, {}, QPoint(-50, 120));
    QVERIFY2(std::abs(m_view->walkYaw() - 90.0) < 1e-6,
             qPrintable(QString::number(m_view->walkYaw())));

    press(Qt::Key_W);
    walkFor(1.0);
    release(Qt::Key_W);
    AvatarState s = m_view->walkState();
    // North through the hall, the doorway (x 32..96) lets the box through: at x 96 its east
    // side touches the doorway's east jamb, so it stops at the hall's north wall instead.
    QVERIFY(std::abs(s.pos.x - 96) < 1e-6);
    QVERIFY2(s.pos.y > 192 && s.pos.y <= 384 - 16 + 1e-6, qPrintable(QString::number(s.pos.y)));

    // Strafing right (east) along the wall, then back south: D and S.
    press(Qt::Key_S);
    walkFor(0.25);
    release(Qt::Key_S);
    const double y = m_view->walkState().pos.y;
    QVERIFY(y < s.pos.y - 60);
    press(Qt::Key_D);
    walkFor(0.25);
    release(Qt::Key_D);
    QVERIFY(m_view->walkState().pos.x > 96 + 60);
    QVERIFY(std::abs(m_view->walkState().pos.y - y) < 1e-6);
}

void WalkModeTest::spaceJumpsAndGravityLands()
{
    QCOMPARE(m_view->walkState().z, 0.0);
    press(Qt::Key_Space);
    release(Qt::Key_Space);
    walkFor(0.1);
    AvatarState s = m_view->walkState();
    QVERIFY2(s.z > 10, qPrintable(QString::number(s.z)));
    QVERIFY(!s.onGround);
    const float eyes = m_view->cameraPosition().z();
    QVERIFY(eyes > 41.0f + 10.0f);
    // Gravity brings it back to the floor within a second.
    walkFor(1.0);
    s = m_view->walkState();
    QCOMPARE(s.z, 0.0);
    QVERIFY(s.onGround);
}

void WalkModeTest::escapeLeavesAndRestoresTheCamera()
{
    m_view->stopWalk();
    const QVector3D orbitEye = m_view->cameraPosition();
    QVERIFY(m_view->startWalk(swtest::collisionWorld(*m_preview), m_preview->profile(), QPointF(96, 192),
                              0.0));
    swtest::activate(m_view->renderWindow());
    QVERIFY(!QTest::currentTestFailed());
    QVERIFY(m_view->cameraPosition() != orbitEye);
    press(Qt::Key_W);
    walkFor(0.25);
    release(Qt::Key_W);
    const std::size_t points = m_view->walkTrail().size();
    QVERIFY(points > 1);

    QSignalSpy stopped(m_view.get(), &View3D::walkStopped);
    press(Qt::Key_Escape);
    QCOMPARE(stopped.count(), 1);
    QVERIFY(!m_view->walking());
    QCOMPARE(m_view->cameraMode(), View3D::CameraMode::Orbit);
    QVERIFY((m_view->cameraPosition() - orbitEye).length() < 1e-3f);
    // The trail stays to be looked at from outside.
    QCOMPARE(m_view->walkTrail().size(), points);
    // W no longer walks: it is the orbit camera's key again.
    const AvatarState before = m_view->walkState();
    press(Qt::Key_W);
    m_view->advanceWalk(0.5);
    release(Qt::Key_W);
    QCOMPARE(m_view->walkState().pos.x, before.pos.x);
}

void WalkModeTest::keysOutsideWalkModeDoNotWalk()
{
    // Held keys do not survive leaving and entering: a fresh walk stands still.
    press(Qt::Key_W);
    m_view->stopWalk();
    QVERIFY(m_view->startWalk(swtest::collisionWorld(*m_preview), m_preview->profile(), QPointF(96, 192),
                              0.0));
    walkFor(0.5);
    QCOMPARE(m_view->walkState().pos.x, 96.0);
    release(Qt::Key_W);
    // Where the avatar cannot stand, the walk does not start and says why.
    QString error;
    QVERIFY(!m_view->startWalk(swtest::collisionWorld(*m_preview), m_preview->profile(),
                               QPointF(832, 512), 0.0, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!m_view->walking());
}

void WalkModeTest::walkActionOfTheWindow()
{
    cleanup();
    MainWindow window;
    window.resize(1260, 760);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(swtest::sampleMapPath()));
    auto* walk = window.findChild<QAction*>(QStringLiteral("walkIn3D"));
    QVERIFY(walk);
    QVERIFY(walk->isCheckable());
    auto* view = window.findChild<View3D*>();
    QVERIFY(view);
    QTRY_VERIFY(view->levelGeometry() != nullptr);
    view->setWalkTimerEnabled(false);
    walk->trigger();
    QVERIFY(walk->isChecked());
    QVERIFY(view->walking());
    // From the player start, facing its angle.
    QCOMPARE(view->walkState().pos.x, 96.0);
    QCOMPARE(view->walkState().pos.y, 192.0);
    QCOMPARE(view->walkYaw(), 0.0);
    swtest::activate(view->renderWindow());
    QVERIFY(!QTest::currentTestFailed());
    QTest::keyPress(view->renderWindow(), Qt::Key_W);
    for (int i = 0; i < 30; ++i)
        view->advanceWalk(kTick);
    QTest::keyRelease(view->renderWindow(), Qt::Key_W);
    // East, as the player start faces, even though the 3D scene of the opened map may have
    // landed during the walk (it reframes the orbit camera, not the walk's).
    QVERIFY(view->walkState().pos.x > 96 + 100);
    QVERIFY(std::abs(view->walkState().pos.y - 192) < 1e-6);
    QCOMPARE(view->walkYaw(), 0.0);
    // The plan follows the walker live: its footprint where it stands and its trail.
    auto* layer = window.findChild<AvatarPlanLayer*>();
    QVERIFY(layer);
    QTRY_VERIFY(layer->walker().has_value() &&
                layer->walker()->pos == view->walkState().pos);
    QVERIFY(layer->isVisible());
    QVERIFY(layer->walker()->trail.size() >= 2);
    QCOMPARE(layer->walker()->radius, 16.0);
    if (qEnvironmentVariableIsSet("STEPWISE_WALK_HOLD_MS")) {
        // For a screenshot of the whole screen while walking.
        QTest::qWait(qEnvironmentVariableIntValue("STEPWISE_WALK_HOLD_MS"));
    }
    QTest::keyPress(view->renderWindow(), Qt::Key_Escape);
    QVERIFY(!view->walking());
    QVERIFY(!walk->isChecked());
    // The walker leaves the plan with walk mode.
    QVERIFY(!layer->walker().has_value());
}

int main(int argc, char* argv[])
{
    // Before the application exists: Qt3D picks its renderer once.
    qputenv("QT3D_RENDERER", "opengl");
    QApplication app(argc, argv);
    WalkModeTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "WalkModeTest.moc"
