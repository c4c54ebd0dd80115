// The avatar tool in the 3D view of the main window, on the sample map (see
// scripts/make-sample-map.py): the player start (96, 192), stairs east at x 512..704 with rises
// 16, 16, 16, 28 ("stair 4" beyond the rise at x = 656). Mouse events go to the render window
// with sendEvent, as the window system would deliver them; the camera looks east-north-east over
// the hall and the stairs from above the west end, so it sees the risers' faces.
#include "EditorTestSupport.h"

#include "document/Document.h"
#include "app/MainWindow.h"
#include "tools/AvatarPreview.h"
#include "tools/AvatarTool.h"
#include "tools/AvatarTool3D.h"
#include "tools/AvatarPlanLayer.h"
#include "tools/AvatarPlanOverlay.h"
#include "views/PlanPalette.h"
#include "views/PlanView.h"
#include "views/View3D.h"

#include <QAction>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QStandardPaths>
#include <QTest>
#include <QWindow>

#include <algorithm>
#include <cmath>

using namespace sw;
using namespace sw::editor;

namespace {

void sendMouse(QWindow* window, QEvent::Type type, const QPointF& pos, Qt::MouseButton button,
               Qt::MouseButtons buttons)
{
    QMouseEvent event(type, pos, window->mapToGlobal(pos), button, buttons, Qt::NoModifier);
    QCoreApplication::sendEvent(window, &event);
}

void sendKey(QWindow* window, Qt::Key key)
{
    QKeyEvent press(QEvent::KeyPress, key, Qt::NoModifier);
    QCoreApplication::sendEvent(window, &press);
    QKeyEvent release(QEvent::KeyRelease, key, Qt::NoModifier);
    QCoreApplication::sendEvent(window, &release);
}

bool hasReason(const Trace& trace, ContactReason reason)
{
    return std::any_of(trace.contacts.begin(), trace.contacts.end(),
                       [reason](const Contact& c) { return c.reason == reason; });
}

// Sum of channel distances from a colour, for "which of two pixels is nearer violet".
int distanceTo(QRgb seen, QRgb colour)
{
    return swtest::colourDistance(seen, colour);
}

} // namespace

class Avatar3DTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void dragInThe3DViewStopsAtTheHighStepAndSaysWhy();
    void escapePutsTheAvatarBackAndTheCameraStillTurns();
    void hoveringAContactHighlightsItsWallInBothViews();
    void theStopsLabelSaysWhyInThe3DViewToo();

private:
    QWindow* renderWindow() const { return m_view->renderWindow(); }
    void setCamera() { m_view->setOrbit(QVector3D(450, 200, 0), 20, 45, 900); }
    // The avatar's middle on screen.
    QPointF avatarPixel() const;
    QPointF pixelOf(double x, double y, double z) const
    {
        return m_view->project(QVector3D(float(x), float(y), float(z)));
    }
    // Presses on the avatar in the 3D view and leads the pointer to the floor point (x, y) at
    // the feet's height, then holds it until the avatar stops walking. Leaves the button down.
    void dragAndHold(double x, double y);
    void release(double x, double y);
    const Contact* stepContact(int* index = nullptr) const;
    QImage frame();

    std::unique_ptr<MainWindow> m_window;
    View3D* m_view = nullptr;
    AvatarPreview* m_preview = nullptr;
    AvatarPlanLayer* m_layer = nullptr;
    AvatarTool3D* m_tool = nullptr;
};

void Avatar3DTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    SWTEST_REQUIRE_3D();
    if (swtest::sampleMapPath().isEmpty())
        QFAIL("resources/maps/sample.swmap is missing: it is part of the source tree");
}

void Avatar3DTest::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1260, 760);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(m_window->openFile(swtest::sampleMapPath()));
    m_view = m_window->findChild<View3D*>();
    m_preview = m_window->findChild<AvatarPreview*>();
    m_layer = m_window->findChild<AvatarPlanLayer*>();
    m_tool = m_window->findChild<AvatarTool3D*>();
    QVERIFY(m_view && m_preview && m_layer && m_tool);
    // The colours these tests look for (highlights, label boxes) are told apart from the even
    // height colours; the sample's pictures could hold any of them.
    m_view->setColourMode(View3D::ColourMode::ByHeight);
    QTRY_VERIFY(m_view->levelGeometry() != nullptr);
    QTRY_VERIFY(!m_view->texturedShown());
    QTRY_VERIFY(!m_view->rebuilding());
    m_preview->waitForWorld();
    QVERIFY(m_preview->ready());
    auto* avatar = m_window->findChild<QAction*>(QStringLiteral("avatarTool"));
    QVERIFY(avatar);
    avatar->trigger();
    QVERIFY(m_layer->isActive());
    QVERIFY(m_tool->isActive());
    QTRY_VERIFY(renderWindow()->width() > 200);
    setCamera();
    QCOMPARE(m_preview->position(), Vec2(96, 192));
}

void Avatar3DTest::cleanup()
{
    m_view = nullptr;
    m_preview = nullptr;
    m_layer = nullptr;
    m_tool = nullptr;
    m_window.reset();
}

QPointF Avatar3DTest::avatarPixel() const
{
    const Vec2 at = m_preview->position();
    const double z = m_preview->runs().front().state.z;
    return pixelOf(at.x, at.y, z + m_preview->profile().height / 2);
}

void Avatar3DTest::dragAndHold(double x, double y)
{
    const QPointF from = avatarPixel();
    QVERIFY(m_tool->grabs(from));
    sendMouse(renderWindow(), QEvent::MouseButtonPress, from, Qt::LeftButton, Qt::LeftButton);
    QVERIFY(m_preview->dragging());
    QVERIFY(m_tool->draggingHere());
    QVERIFY(!m_layer->tool().draggingHere());
    // The grab offset: where the press met the plane at the feet, from the avatar's centre.
    const auto grabbed = m_tool->groundPoint(from);
    QVERIFY(grabbed);
    const Vec2 offset = *grabbed - m_preview->position();
    const double z = m_preview->runs().front().state.z;
    const QPointF to = pixelOf(x + offset.x, y + offset.y, z);
    for (int i = 1; i <= 4; ++i) {
        sendMouse(renderWindow(), QEvent::MouseMove, from + (to - from) * i / 4.0, Qt::NoButton,
                  Qt::LeftButton);
        QTest::qWait(10);
    }
    // The avatar keeps walking toward a pointer that stands still, in real time.
    QTRY_VERIFY_WITH_TIMEOUT(m_preview->dragSeconds() > 0.3 && m_preview->atRest(), 30000);
}

void Avatar3DTest::release(double x, double y)
{
    const double z = m_preview->runs().front().state.z;
    sendMouse(renderWindow(), QEvent::MouseButtonRelease, pixelOf(x, y, z), Qt::LeftButton,
              Qt::NoButton);
}

QImage Avatar3DTest::frame()
{
    // Right after the window settles its docks a capture may hand back a frame never drawn
    // into (black, not even the background): take the next one then.
    QImage image;
    for (int attempt = 0; attempt < 10; ++attempt) {
        image = m_view->captureFrame().convertToFormat(QImage::Format_RGB32);
        if (!image.isNull() && image.pixel(1, 1) != qRgb(0, 0, 0) &&
            image.pixel(image.width() - 2, image.height() - 2) != qRgb(0, 0, 0))
            break;
        QTest::qWait(100);
    }
    return image;
}

const Contact* Avatar3DTest::stepContact(int* index) const
{
    const auto& markers = m_preview->contactMarkers();
    const auto step = std::find_if(markers.begin(), markers.end(), [](const auto& m) {
        return m.contact.reason == ContactReason::StepTooHigh;
    });
    if (step == markers.end())
        return nullptr;
    if (index)
        *index = static_cast<int>(step - markers.begin());
    return &step->contact;
}

void Avatar3DTest::dragInThe3DViewStopsAtTheHighStepAndSaysWhy()
{
    // Toward the landing, over the stairs.
    dragAndHold(800, 192);
    if (QTest::currentTestFailed())
        return;
    const AvatarPreview::Run& run = m_preview->runs().front();
    // On the third stair (floor 48), its front against the 28-unit rise at x = 656.
    QVERIFY2(run.state.pos.x < 656 - 16 + 1 && run.state.pos.x > 608,
             qPrintable(QString::number(run.state.pos.x)));
    QCOMPARE(run.state.z, 48.0);
    QVERIFY(hasReason(run.trace, ContactReason::StepTooHigh));
    // The plan follows the same preview and says why.
    QVERIFY2(m_layer->overlay().labels().contains(QStringLiteral("step 28 > 24")),
             qPrintable(m_layer->overlay().labels().join(QStringLiteral(" | "))));

    // Hovering the contact in the plan while the 3D drag goes on: the avatar keeps pushing into
    // the step, and the hover stays on its contact in both views.
    int index = -1;
    const Contact* step = stepContact(&index);
    QVERIFY(step);
    PlanView& plan = m_window->planView();
    const QPoint dot = plan.mapToScreen(QPointF(step->point.x, step->point.y)).toPoint();
    QMouseEvent hover(QEvent::MouseMove, QPointF(dot), plan.mapToGlobal(QPointF(dot)), Qt::NoButton,
                      Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&plan, &hover);
    QVERIFY(m_preview->dragging());
    QCOMPARE(m_preview->hoveredElements().wall, step->wall);
    const double seconds = m_preview->dragSeconds();
    QTRY_VERIFY(m_preview->dragSeconds() > seconds + 0.1);
    QCOMPARE(m_preview->hoveredElements().wall, step->wall);
    QVERIFY(m_view->contactHighlightTriangles() > 0);
    if (qEnvironmentVariableIsSet("STEPWISE_AVATAR3D_HOLD_MS")) {
        // For a screenshot of the whole screen during the drag, zoomed in on the stairs (the
        // wheel and the camera still work while the button is held).
        m_view->setOrbit(QVector3D(600, 200, 48), 15, 35, 420);
        QTest::qWait(qEnvironmentVariableIntValue("STEPWISE_AVATAR3D_HOLD_MS"));
    }

    release(800, 192);
    QVERIFY(!m_preview->dragging());
    QVERIFY(!m_tool->draggingHere());
    // Release left it there.
    QCOMPARE(m_preview->home(), run.state.pos);
    QCOMPARE(m_preview->position(), run.state.pos);
}

void Avatar3DTest::escapePutsTheAvatarBackAndTheCameraStillTurns()
{
    // The camera: a press away from the avatar turns the view and drags nothing.
    const QVector3D before = m_view->cameraPosition();
    const QPointF away(renderWindow()->width() - 20, 20);
    QVERIFY(!m_tool->grabs(away));
    sendMouse(renderWindow(), QEvent::MouseButtonPress, away, Qt::LeftButton, Qt::LeftButton);
    QVERIFY(!m_preview->dragging());
    sendMouse(renderWindow(), QEvent::MouseMove, away - QPointF(60, 0), Qt::NoButton,
              Qt::LeftButton);
    sendMouse(renderWindow(), QEvent::MouseButtonRelease, away - QPointF(60, 0), Qt::LeftButton,
              Qt::NoButton);
    QVERIFY(m_view->cameraPosition() != before);
    QCOMPARE(m_preview->position(), Vec2(96, 192));
    setCamera();

    dragAndHold(300, 300);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(glm::length(m_preview->position() - Vec2(96, 192)) > 100);
    sendKey(renderWindow(), Qt::Key_Escape);
    QVERIFY(!m_preview->dragging());
    QVERIFY(!m_tool->draggingHere());
    QCOMPARE(m_preview->position(), Vec2(96, 192));
    QCOMPARE(m_preview->home(), Vec2(96, 192));
    // The release after Escape starts nothing, and the camera kept still during the drag.
    release(300, 300);
    QCOMPARE(m_preview->position(), Vec2(96, 192));
}

void Avatar3DTest::hoveringAContactHighlightsItsWallInBothViews()
{
    dragAndHold(800, 192);
    release(800, 192);
    if (QTest::currentTestFailed())
        return;
    int index = -1;
    const Contact* step = stepContact(&index);
    QVERIFY(step);
    const Map& map = m_window->document().map();
    const Wall& wall = map.walls[static_cast<std::size_t>(step->wall)];
    QCOMPARE(map.wallStart(wall).x, 656.0);
    QCOMPARE(map.wallEnd(wall).x, 656.0);
    QCOMPARE(m_preview->hoveredMarker(), -1);
    QCOMPARE(m_view->contactHighlightTriangles(), 0);

    // Where the wall of the step shows in each view, and how it looks before the hover.
    const double midY = (map.wallStart(wall).y + map.wallEnd(wall).y) / 2;
    PlanView& plan = m_window->planView();
    // Clear of the avatar and the contact's dot, in both views.
    const QPoint planWall = plan.mapToScreen(QPointF(656, midY + 44)).toPoint();
    const QPointF wall3D = pixelOf(656, midY + 44, (48 + 76) / 2.0);
    const QImage frameBefore = frame();
    QVERIFY(!frameBefore.isNull());
    const QRgb violet = PlanPalette::kContactHover;
    const QRgb wall3DBefore = frameBefore.pixel(wall3D.toPoint());
    QVERIFY(distanceTo(plan.grab().toImage().pixel(planWall), violet) > 60);

    // Hover the contact's diamond in the 3D view.
    const QPointF diamond = m_view->project(View3D::contactMarkerPosition(
        QVector3D(float(step->point.x), float(step->point.y), float(step->feetZ))));
    sendMouse(renderWindow(), QEvent::MouseMove, diamond + QPointF(2, 1), Qt::NoButton,
              Qt::NoButton);
    QCOMPARE(m_preview->hoveredMarker(), index);
    const AvatarPreview::HoveredElements hovered = m_preview->hoveredElements();
    QCOMPARE(hovered.wall, step->wall);
    // The sector whose floor is too high: the fourth stair, beyond the wall.
    QVERIFY(hovered.sector != kNone);
    QCOMPARE(map.sectors[static_cast<std::size_t>(hovered.sector)].name, std::string("stair 4"));
    QCOMPARE(m_layer->overlay().hoveredMarker(), index);

    // 3D: the wall and the stair's floor are tinted violet.
    QVERIFY(m_view->contactHighlightTriangles() >= 4);
    const QImage frameHovered = frame();
    const QRgb wall3DHovered = frameHovered.pixel(wall3D.toPoint());
    QVERIFY2(distanceTo(wall3DHovered, violet) + 60 < distanceTo(wall3DBefore, violet),
             qPrintable(QStringLiteral("%1 before, %2 hovered")
                            .arg(QColor(wall3DBefore).name(), QColor(wall3DHovered).name())));
    // Plan: the wall in the contact hover colour.
    QVERIFY2(distanceTo(plan.grab().toImage().pixel(planWall), violet) <= 60,
             qPrintable(QColor(plan.grab().toImage().pixel(planWall)).name()));

    // Hovering away clears both.
    sendMouse(renderWindow(), QEvent::MouseMove, QPointF(5, 5), Qt::NoButton, Qt::NoButton);
    QCOMPARE(m_preview->hoveredMarker(), -1);
    QCOMPARE(m_view->contactHighlightTriangles(), 0);
    QVERIFY(distanceTo(plan.grab().toImage().pixel(planWall), violet) > 60);
    const QImage frameAfter = frame();
    QVERIFY(distanceTo(frameAfter.pixel(wall3D.toPoint()), wall3DBefore) <= 12);

    // And hovering the contact in the plan shows in the 3D view as well.
    const QPoint dot = plan.mapToScreen(QPointF(step->point.x, step->point.y)).toPoint();
    QMouseEvent move(QEvent::MouseMove, QPointF(dot), plan.mapToGlobal(QPointF(dot)), Qt::NoButton,
                     Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&plan, &move);
    QCOMPARE(m_preview->hoveredMarker(), index);
    QVERIFY(m_view->contactHighlightTriangles() >= 4);
}

void Avatar3DTest::theStopsLabelSaysWhyInThe3DViewToo()
{
    dragAndHold(800, 192);
    if (QTest::currentTestFailed())
        return;
    const QString reason = QStringLiteral("step 28 > 24");
    // The same text as the plan's, from the same function.
    QVERIFY(m_layer->overlay().labels().contains(reason));
    QTRY_VERIFY2(m_view->stopLabels().contains(reason),
                 qPrintable(m_view->stopLabels().join(QStringLiteral(" | "))));
    const Contact* step = stepContact();
    QVERIFY(step);
    const QPointF marker = m_view->project(View3D::contactMarkerPosition(
        QVector3D(float(step->point.x), float(step->point.y), float(step->feetZ))));

    // The label's box is drawn just above the diamond: dark pixels, nearly the box's colour over
    // whatever lies behind, which are not there once the preview is gone.
    const QColor box = View3D::stopLabelBoxColour();
    const auto boxPixels = [&](const QImage& image) {
        int count = 0;
        const int cx = qRound(marker.x()), cy = qRound(marker.y());
        for (int y = cy - 30; y <= cy - 10; ++y) {
            for (int x = cx - 25; x <= cx + 25; ++x) {
                if (!image.rect().contains(x, y))
                    continue;
                if (distanceTo(image.pixel(x, y), box.rgb()) < 45)
                    ++count;
            }
        }
        return count;
    };
    const QImage withLabels = frame();
    QVERIFY(!withLabels.isNull());
    const int labelled = boxPixels(withLabels);

    release(800, 192);
    auto* avatar = m_window->findChild<QAction*>(QStringLiteral("avatarTool"));
    QVERIFY(avatar);
    // Leaving the avatar tool clears the preview from the views.
    avatar->setChecked(false);
    QVERIFY(!m_layer->isActive());
    QTRY_VERIFY(m_view->stopLabels().isEmpty());
    const QImage without = frame();
    QVERIFY(!without.isNull());
    const int unlabelled = boxPixels(without);
    QVERIFY2(labelled > 300 && unlabelled < labelled / 4,
             qPrintable(QStringLiteral("%1 box-coloured pixels with the label, %2 without")
                            .arg(labelled)
                            .arg(unlabelled)));
}

int main(int argc, char* argv[])
{
    // Before the application exists: Qt3D picks its renderer once.
    qputenv("QT3D_RENDERER", "opengl");
    // The X server's own platform where there is one: on the offscreen platform a window's GL
    // drawable keeps the size it had when Qt3D made its context, and the main window widens
    // the 3D dock only after it is shown, so frames would be drawn into part of the image.
    // Without a display, offscreen lets the test start and skip.
    qputenv("QT_QPA_PLATFORM", qEnvironmentVariableIsEmpty("DISPLAY") ? "offscreen" : "xcb");
    QApplication app(argc, argv);
    Avatar3DTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "Avatar3DTest.moc"
