// Walk mode with Doom's doors on MAP01 of freedoom2.wad, and the held label on screen.
//
// MAP01's first door (wall 167, a fast door, sector 27 behind it) is east of (680, -160):
// walking into it holds the walker ("ceiling 0 < 56"); E opens it, the 3D view draws it
// opening, and the walker passes into the room beyond (x >= 752). Walking into the same door
// with the orbit camera far out before the walk, the label saying why it is held is on the
// screen (grabbed from the X server, not a frame the test asks Qt3D to render) while the walker
// stands there: the walk camera's near plane no longer follows the orbit's distance, and the
// label sits on the door straight ahead (a box footprint touches first at a corner, 45 degrees
// off the view's axis).
#include "EditorTestSupport.h"

#include "document/DerivedData.h"
#include "document/Document.h"
#include "tools/AvatarPreview.h"
#include "views/View3D.h"

#include "collision/Mover.h"

#include <QGuiApplication>
#include <QScreen>
#include <QSignalSpy>
#include <QTest>
#include <QWindow>

#include <cmath>
#include <optional>

using namespace sw;
using namespace sw::editor;

namespace {

constexpr double kTick = 1.0 / 60.0;

} // namespace

class WalkMechanismsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();

    void useOpensMap01FirstDoorAndTheWalkerPasses();
    void teleportTurnsTheWalkerToTheDestinationsFacing();
    void heldLabelIsOnScreenWhileStandingStill();

private:
    // Opens a map and a 3D view of it, and starts walking at `start` facing east.
    void open(const QString& path, const QString& mapName, const QPointF& start, int width,
              int height);
    void walkFor(double seconds)
    {
        for (int i = 0; i < static_cast<int>(std::lround(seconds / kTick)); ++i)
            m_view->advanceWalk(kTick);
    }
    void press(Qt::Key key) { QTest::keyPress(m_view->renderWindow(), key); }
    void release(Qt::Key key) { QTest::keyRelease(m_view->renderWindow(), key); }

    std::unique_ptr<Document> m_document;
    std::unique_ptr<AvatarPreview> m_preview;
    std::unique_ptr<View3D> m_view;
};

void WalkMechanismsTest::initTestCase()
{
    SWTEST_REQUIRE_3D();
}

void WalkMechanismsTest::cleanup()
{
    m_view.reset();
    m_preview.reset();
    m_document.reset();
}

void WalkMechanismsTest::open(const QString& path, const QString& mapName, const QPointF& start,
                              int width, int height)
{
    m_document = std::make_unique<Document>();
    const Status opened =
        mapName.isEmpty() ? m_document->open(path) : m_document->open(path, mapName);
    QVERIFY2(opened, opened ? "" : opened.error().message.c_str());
    m_preview = std::make_unique<AvatarPreview>(m_document.get());
    m_preview->waitForWorld();
    QVERIFY(m_preview->ready());
    m_view = std::make_unique<View3D>(m_document.get());
    m_view->resize(width, height);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    QTRY_VERIFY(m_view->levelGeometry() != nullptr);
    m_view->setWalkTimerEnabled(false);
    const auto snapshot = m_document->derived().snapshot();
    QVERIFY(snapshot && snapshot->world == m_preview->world());
    QString error;
    QVERIFY2(m_view->startWalk(swtest::collisionWorld(*m_preview), m_preview->profile(), start, 0.0,
                               &error, snapshot->map),
             qPrintable(error));
    swtest::activate(m_view->renderWindow());
}

void WalkMechanismsTest::useOpensMap01FirstDoorAndTheWalkerPasses()
{
    SWTEST_FREEDOOM2(wad);
    open(wad, QStringLiteral("MAP01"), QPointF(680, -160), 320, 240);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(m_document->map().walls[167].special, 117);

    // Closed: walking east, the door holds the walker.
    press(Qt::Key_W);
    walkFor(1.0);
    QVERIFY2(m_view->walkState().pos.x < 704 - 15,
             qPrintable(QString::number(m_view->walkState().pos.x)));
    QCOMPARE(m_view->walkHeldReason(), QStringLiteral("ceiling 0 < 56"));

    // E: the door opens, and the status line is told so.
    QSignalSpy said(m_view.get(), &View3D::walkMechanism);
    const auto levelBefore = m_view->levelGeometry();
    press(Qt::Key_E);
    release(Qt::Key_E);
    QCOMPARE(said.count(), 1);
    QCOMPARE(said.first().at(0).toString(), QStringLiteral("Wall 167 opens sector 27"));

    // Walking on, it passes the door into the room beyond.
    QSignalSpy rebuilt(m_view.get(), &View3D::sceneRebuilt);
    for (int i = 0; i < 120 && m_view->walkState().pos.x < 752; ++i) {
        walkFor(kTick);
        QCoreApplication::processEvents();
    }
    release(Qt::Key_W);
    QVERIFY2(m_view->walkState().pos.x >= 752,
             qPrintable(QString::number(m_view->walkState().pos.x)));
    QVERIFY(m_view->walkHeldReason().isEmpty());
    // The 3D view drew the door where it was while it opened: the scene was built again with
    // the door's ceiling up.
    QTRY_VERIFY(rebuilt.count() > 0);
    QVERIFY(m_view->levelGeometry() != levelBefore);

    // Leaving the walk draws the door as the map has it again.
    rebuilt.clear();
    m_view->stopWalk();
    QTRY_VERIFY(rebuilt.count() > 0);
}

void WalkMechanismsTest::teleportTurnsTheWalkerToTheDestinationsFacing()
{
    SWTEST_FREEDOOM2(wad);
    // West of this start MAP01's wall 492 (a repeatable teleport, 97) is crossed from its front.
    open(wad, QStringLiteral("MAP01"), QPointF(1364, 1120), 320, 240);
    if (QTest::currentTestFailed())
        return;
    const Map& map = m_document->map();
    QCOMPARE(map.walls[492].special, 97);
    // Its destination: the teleport destination thing (type 14) in the sector it is tagged to.
    const auto bsp = m_document->derived().snapshot()->bsp();
    std::optional<Thing> destination;
    for (const Thing& t : map.things) {
        const Index s = bsp->sectorAt(t.pos);
        if (t.type == 14 && s != kNone && map.sectors[std::size_t(s)].tag == map.walls[492].tag)
            destination = t;
    }
    QVERIFY(destination);
    QVERIFY(std::fmod(destination->angle - 180.0 + 360.0, 360.0) > 1.0); // not facing west

    m_view->stopWalk();
    QVERIFY(m_view->startWalk(swtest::collisionWorld(*m_preview), m_preview->profile(),
                              QPointF(1364, 1120), 180.0, nullptr,
                              m_document->derived().snapshot()->map));
    swtest::activate(m_view->renderWindow());
    QSignalSpy said(m_view.get(), &View3D::walkMechanism);
    press(Qt::Key_W);
    for (int i = 0; i < 120 && said.isEmpty(); ++i)
        walkFor(kTick);
    release(Qt::Key_W);
    QVERIFY(!said.isEmpty());
    QVERIFY2(said.first().at(0).toString().contains(QStringLiteral("teleports")),
             qPrintable(said.first().at(0).toString()));
    // Doom turns the player to face the way the destination faces.
    QVERIFY2(glm::length(m_view->walkState().pos - destination->pos) < 32,
             qPrintable(QStringLiteral("walker at (%1, %2)")
                            .arg(m_view->walkState().pos.x)
                            .arg(m_view->walkState().pos.y)));
    const double yawError = std::fmod(std::abs(m_view->walkYaw() - destination->angle), 360.0);
    QVERIFY2(std::min(yawError, 360.0 - yawError) < 1e-6,
             qPrintable(QStringLiteral("yaw %1, destination faces %2")
                            .arg(m_view->walkYaw())
                            .arg(destination->angle)));
}

void WalkMechanismsTest::heldLabelIsOnScreenWhileStandingStill()
{
    if (QGuiApplication::platformName() != QLatin1String("xcb")) {
        if (swtest::underCi())
            QFAIL("CI must grab the screen from an X server");
        QSKIP("the screen is grabbed from an X server");
    }
    SWTEST_FREEDOOM2(wad);
    open(wad, QStringLiteral("MAP01"), QPointF(380, -160), 480, 360);
    if (QTest::currentTestFailed())
        return;
    // The orbit camera far out, as after framing a big map in a narrow dock: its near plane
    // (a 500th of its distance) must not cut off what stands a radius from the walker's eyes.
    m_view->stopWalk();
    m_view->setOrbit(QVector3D(0, 0, 0), 0, 30, 12000);
    QVERIFY(m_view->startWalk(swtest::collisionWorld(*m_preview), m_preview->profile(),
                              QPointF(380, -160), 0.0, nullptr,
                              m_document->derived().snapshot()->map));
    swtest::activate(m_view->renderWindow());
    // Walking as the user does: the walk's own timer, W held until the closed door holds the
    // walker; then it stands there pushing while the timer goes on.
    m_view->setWalkTimerEnabled(true);
    press(Qt::Key_W);
    QTRY_COMPARE_WITH_TIMEOUT(m_view->walkHeldReason(), QStringLiteral("ceiling 0 < 56"), 15000);
    const AvatarState held = m_view->walkState();
    QTest::qWait(1500);
    QCOMPARE(m_view->walkState().pos.x, held.pos.x);
    QVERIFY(m_view->stopLabels().contains(QStringLiteral("ceiling 0 < 56")));

    // What the screen shows: the label's box, dark, just below the middle of the view.
    const QWindow* window = m_view->renderWindow();
    const QImage screen = window->screen()
                              ->grabWindow(0, window->mapToGlobal(QPoint(0, 0)).x(),
                                           window->mapToGlobal(QPoint(0, 0)).y(), window->width(),
                                           window->height())
                              .toImage()
                              .convertToFormat(QImage::Format_RGB32);
    QVERIFY(!screen.isNull());
    const QColor box = View3D::stopLabelBoxColour();
    int boxPixels = 0;
    for (int y = screen.height() / 2 - 10; y < screen.height(); ++y)
        for (int x = screen.width() / 4; x < 3 * screen.width() / 4; ++x)
            if (swtest::colourDistance(screen.pixel(x, y), box.rgb()) < 40)
                ++boxPixels;
    QVERIFY2(boxPixels > 150, qPrintable(QStringLiteral("%1 label-box pixels").arg(boxPixels)));
    release(Qt::Key_W);
}

int main(int argc, char* argv[])
{
    // Before the application exists: Qt3D picks its renderer once.
    qputenv("QT3D_RENDERER", "opengl");
    // The X server's own platform (the screen is grabbed from it); offscreen without one, so
    // the test can start and skip.
    qputenv("QT_QPA_PLATFORM", qEnvironmentVariableIsEmpty("DISPLAY") ? "offscreen" : "xcb");
    QApplication app(argc, argv);
    WalkMechanismsTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "WalkMechanismsTest.moc"
