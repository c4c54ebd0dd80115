// The editor used as a person would: the real window, offscreen, driven with mouse and keys.
// Then the crash test: the real binary killed mid-edit, and the work recovered.

#include "EditorTestSupport.h"

#include "document/Document.h"
#include "app/EditActions.h"
#include "app/MainWindow.h"
#include "app/Recovery.h"
#include "map/MapEditing.h"
#include "map/Validate.h"
#include "panels/MixedSpinBox.h"
#include "panels/PropertiesPanel.h"

#include <QComboBox>
#include "views/PlanView.h"
#include "views/View3D.h"

#include <QAction>
#include <QGuiApplication>
#include <QWindow>

#include <QDirIterator>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace sw;
using namespace sw::editor;

namespace {

QPoint screenOf(const PlanView& view, double x, double y)
{
    return view.mapToScreen(QPointF(x, y)).toPoint();
}

// A mouse move with no button, delivered to the widget itself: QTest::mouseMove goes through
// the window system's cursor, which a bare X server may report late or to a child window.
void hover(QWidget* widget, QPoint at)
{
    QMouseEvent move(QEvent::MouseMove, QPointF(at), QPointF(widget->mapToGlobal(at)), Qt::NoButton,
                     Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(widget, &move);
}

void mouseDrag(QWidget* widget, QPoint from, QPoint to)
{
    QTest::mousePress(widget, Qt::LeftButton, Qt::NoModifier, from);
    QTest::mouseMove(widget, (from + to) / 2);
    QTest::mouseMove(widget, to);
    QTest::mouseRelease(widget, Qt::LeftButton, Qt::NoModifier, to);
}

// Finds recovery-*.swmap anywhere under dir.
QString findRecoveryFile(const QString& dir)
{
    QDirIterator it(dir, {QStringLiteral("recovery-*.swmap")}, QDir::Files,
                    QDirIterator::Subdirectories);
    return it.hasNext() ? it.next() : QString();
}

} // namespace

class EditorWorkflowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Keep the recovery files and settings of these tests away from a real user's.
        QStandardPaths::setTestModeEnabled(true);
    }

    void thingShapeIsEditedInThePropertiesDock()
    {
        MainWindow window;
        window.resize(1100, 750);
        window.show();
        Document& doc = window.document();
        QVERIFY(doc.open(swtest::sampleMapPath()).ok());
        QVERIFY(!doc.map().things.empty());
        window.planView().setMode(EditMode::Things);
        Selection selection;
        selection.things = {0};
        doc.setSelection(selection);
        QComboBox* kind = window.propertiesPanel().shapeKindField();
        QVERIFY(kind->isVisibleTo(&window));
        const int box = kind->findData(int(ThingShape::Kind::Box));
        kind->setCurrentIndex(box);
        emit kind->activated(box);
        QCOMPARE(doc.map().things[0].shape.kind, ThingShape::Kind::Box);
        MixedSpinBox* radius = window.propertiesPanel().shapeRadiusField();
        auto* text = radius->findChild<QLineEdit*>();
        text->selectAll();
        QTest::keyClicks(text, QStringLiteral("20"));
        QTest::keyClick(text, Qt::Key_Return);
        QCOMPARE(doc.map().things[0].shape.radius, 20.0);
        // One undo step each, back to the shape the map had.
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.map().things[0].shape.kind, ThingShape::Kind::None);
    }

    void drawAcrossWallsAndAutoMergeByDrag()
    {
        MainWindow window;
        window.resize(1100, 750);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        PlanView& plan = window.planView();
        Document& doc = window.document();
        plan.setFocus();
        plan.setGridSize(32);
        QTest::keyClick(&plan, Qt::Key_R);
        plan.zoomToFit();
        mouseDrag(&plan, screenOf(plan, 0, 0), screenOf(plan, 256, 192));
        QCOMPARE(doc.map().sectors.size(), std::size_t{1});

        // A line across the room from wall to wall, finished with Enter, divides it.
        QTest::keyClick(&plan, Qt::Key_D);
        for (const QPointF& p : {QPointF(128, 0), QPointF(128, 192)})
            QTest::mouseClick(&plan, Qt::LeftButton, Qt::NoModifier, screenOf(plan, p.x(), p.y()));
        QTest::keyClick(&plan, Qt::Key_Return);
        QCOMPARE(doc.map().sectors.size(), std::size_t{2});
        QCOMPARE(doc.map().walls.size(), std::size_t{7});

        // An outline across the room's right wall: the overlap and the part outside each become
        // a sector.
        for (const QPointF& p : {QPointF(192, 64), QPointF(320, 64), QPointF(320, 128),
                                 QPointF(192, 128), QPointF(192, 64)})
            QTest::mouseClick(&plan, Qt::LeftButton, Qt::NoModifier, screenOf(plan, p.x(), p.y()));
        QCOMPARE(doc.map().sectors.size(), std::size_t{4});
        QVERIFY(hasNoErrors(validateMap(doc.map())));

        // A refused drawing (a line ending loose) stays on screen to be fixed.
        QTest::mouseClick(&plan, Qt::LeftButton, Qt::NoModifier, screenOf(plan, 64, 0));
        QTest::mouseClick(&plan, Qt::LeftButton, Qt::NoModifier, screenOf(plan, 64, 96));
        const std::size_t wallsBefore = doc.map().walls.size();
        QTest::keyClick(&plan, Qt::Key_Return);
        QCOMPARE(doc.map().walls.size(), wallsBefore);
        plan.setFocus();
        QTest::keyClick(&plan, Qt::Key_Escape);

        // Auto-merge: the corner at (320, 128) dragged onto (320, 64) merges with it, in the
        // same undo step as the drag.
        QTest::keyClick(&plan, Qt::Key_V);
        const std::size_t vertices = doc.map().vertices.size();
        const int undoCount = doc.undoStack()->count();
        mouseDrag(&plan, screenOf(plan, 320, 128), screenOf(plan, 320, 64));
        QCOMPARE(doc.map().vertices.size(), vertices - 1);
        QCOMPARE(doc.undoStack()->count(), undoCount + 1);
        QVERIFY(hasNoErrors(validateMap(doc.map())));
        doc.undoStack()->undo();
        QCOMPARE(doc.map().vertices.size(), vertices);
        QVERIFY(edit::vertexAt(doc.map(), {320, 128}) != kNone);
    }

    void undoWithAFieldFocusedCommitsItFirst()
    {
        MainWindow window;
        window.resize(1100, 750);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        PlanView& plan = window.planView();
        Document& doc = window.document();
        plan.setFocus();
        plan.setGridSize(32);
        QTest::keyClick(&plan, Qt::Key_R);
        plan.zoomToFit();
        mouseDrag(&plan, screenOf(plan, 0, 0), screenOf(plan, 256, 192));
        QTest::keyClick(&plan, Qt::Key_S);
        QTest::mouseClick(&plan, Qt::LeftButton, Qt::NoModifier, screenOf(plan, 100, 100));
        QCOMPARE(doc.selection().sectors, std::vector<Index>{0});
        const double floorBefore = doc.map().sectors[0].floorHeight;

        // Type a floor height without Return, then Ctrl+Z in the field: the value is committed
        // and that edit undone; Ctrl+Shift+Z brings it back.
        MixedSpinBox* floor = window.propertiesPanel().floorField();
        auto* floorText = floor->findChild<QLineEdit*>();
        floor->setFocus();
        floorText->selectAll();
        QTest::keyClicks(floorText, QStringLiteral("40"));
        // The platform's own keys (Ctrl+Shift+Z or Ctrl+Y for redo, by platform theme).
        const QKeyCombination undo = QKeySequence(QKeySequence::Undo)[0];
        const QKeyCombination redo = QKeySequence(QKeySequence::Redo)[0];
        QTest::keyClick(floorText, undo.key(), undo.keyboardModifiers());
        QCOMPARE(doc.map().sectors[0].floorHeight, floorBefore);
        QVERIFY(doc.undoStack()->canRedo());
        floor->setFocus();
        QTest::keyClick(floorText, redo.key(), redo.keyboardModifiers());
        QCOMPARE(doc.map().sectors[0].floorHeight, 40.0);
    }

    void drawSplitSetHeightsUndoSaveReopen()
    {
        MainWindow window;
        window.resize(1100, 750);
        window.show();
        // Under a bare X server (no window manager) nothing activates a new window by itself.
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        PlanView& plan = window.planView();
        Document& doc = window.document();
        plan.setFocus();
        plan.setGridSize(32);

        // Draw a rectangle room with R and a drag from (0, 0) to (256, 192).
        QTest::keyClick(&plan, Qt::Key_R);
        QCOMPARE(plan.mode(), EditMode::DrawRectangle);
        plan.zoomToFit(); // an empty map: keeps the scale, centre at the origin
        mouseDrag(&plan, screenOf(plan, 0, 0), screenOf(plan, 256, 192));
        QCOMPARE(doc.map().sectors.size(), std::size_t{1});
        QCOMPARE(doc.map().walls.size(), std::size_t{4});

        // A second room drawn corner by corner in D mode, against the first room's right wall.
        QTest::keyClick(&plan, Qt::Key_D);
        QCOMPARE(plan.mode(), EditMode::DrawSector);
        for (const QPointF& p : {QPointF(256, 0), QPointF(384, 0), QPointF(384, 192),
                                 QPointF(256, 192), QPointF(256, 0)})
            QTest::mouseClick(&plan, Qt::LeftButton, Qt::NoModifier, screenOf(plan, p.x(), p.y()));
        QCOMPARE(doc.map().sectors.size(), std::size_t{2});
        QCOMPARE(doc.map().walls.size(), std::size_t{7});

        // Split the bottom wall of the first room under the cursor with X.
        QTest::keyClick(&plan, Qt::Key_L);
        hover(&plan, screenOf(plan, 128, 0));
        QTest::keyClick(&plan, Qt::Key_X);
        QCOMPARE(doc.map().walls.size(), std::size_t{8});

        // Select the first room in sector mode and set its floor in the properties dock.
        QTest::keyClick(&plan, Qt::Key_S);
        QTest::mouseClick(&plan, Qt::LeftButton, Qt::NoModifier, screenOf(plan, 100, 100));
        QCOMPARE(doc.selection().sectors, std::vector<Index>{0});
        MixedSpinBox* floor = window.propertiesPanel().floorField();
        auto* floorText = floor->findChild<QLineEdit*>();
        floor->setFocus();
        floorText->selectAll();
        QTest::keyClicks(floorText, QStringLiteral("24"));
        QTest::keyClick(floorText, Qt::Key_Return);
        QCOMPARE(doc.map().sectors[0].floorHeight, 24.0);
        // Both rooms: the ceiling field steps each from its own value.
        QTest::mouseClick(&plan, Qt::LeftButton, Qt::ShiftModifier, screenOf(plan, 300, 100));
        QCOMPARE(doc.selection().sectors.size(), std::size_t{2});
        MixedSpinBox* ceiling = window.propertiesPanel().ceilingField();
        QTest::keyClick(ceiling, Qt::Key_Up);
        QTest::keyClick(ceiling, Qt::Key_Up);
        QCOMPARE(doc.map().sectors[0].ceilingHeight, 144.0);
        QCOMPARE(doc.map().sectors[1].ceilingHeight, 144.0);
        // Page Down lowers the selected floors by the grid step.
        plan.setFocus();
        QTest::keyClick(&plan, Qt::Key_PageDown);
        QCOMPARE(doc.map().sectors[0].floorHeight, -8.0);

        // Undo the last edit with Ctrl+Z; the two ceiling steps were one undo step.
        QTest::keyClick(&plan, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc.map().sectors[0].floorHeight, 24.0);
        QTest::keyClick(&plan, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc.map().sectors[0].ceilingHeight, 128.0);
        QVERIFY(doc.isModified());

        // Save, reopen in a new window, compare.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("room.swmap"));
        QVERIFY(window.saveTo(path).ok());
        QVERIFY(!doc.isModified());
        MainWindow reopened;
        QVERIFY(reopened.loadFile(path).ok());
        QVERIFY(reopened.document().map() == doc.map());
        QCOMPARE(reopened.document().filePath(), path);
    }

    void dragMovesASectorByGridSteps()
    {
        MainWindow window;
        window.resize(900, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Document& doc = window.document();
        doc.replaceMap(swtest::makeRoomWithHoles(), QString(), QString());
        PlanView& plan = window.planView();
        plan.setMode(EditMode::Sectors);
        plan.setGridSize(16);
        // Let the docks settle first: a resize refits the view and moves the map on screen.
        QTest::qWait(50);
        const Map before = doc.map();
        // Grab the platform near its corner (64, 32) and drag it 32 units right.
        mouseDrag(&plan, screenOf(plan, 70, 40), screenOf(plan, 102, 40));
        const Map& after = doc.map();
        QCOMPARE(after.vertices[4].pos, before.vertices[4].pos + Vec2(32, 0));
        QCOMPARE(after.vertices[0].pos, before.vertices[0].pos);
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QVERIFY(doc.map() == before);
    }

    // Kills the real editor (SIGKILL) after it autosaved an edit, then starts the editor again
    // here, accepts the offer to recover, and compares the map with the expected edit.
    void recoversWorkAfterTheEditorIsKilled()
    {
        const QString sample = swtest::sampleMapPath();
        QVERIFY(!sample.isEmpty());
        QTemporaryDir home;
        const QString data = home.filePath(QStringLiteral("data"));
        QProcess editor;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), data);
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("STEPWISE_AUTOSAVE_MS"), QStringLiteral("300"));
        env.insert(QStringLiteral("STEPWISE_TEST_EDIT"), QStringLiteral("1"));
        editor.setProcessEnvironment(env);
        editor.start(QStringLiteral(STEPWISE_EDITOR_BINARY), {sample});
        QVERIFY(editor.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(!findRecoveryFile(data).isEmpty(), 20000);
        // One more period, so the file surely holds the edit made at start.
        QTest::qWait(700);
        editor.kill();
        QVERIFY(editor.waitForFinished());
        QCOMPARE(editor.exitStatus(), QProcess::CrashExit);

        // The next start, with the same data folder.
        QStandardPaths::setTestModeEnabled(false);
        qputenv("XDG_DATA_HOME", data.toLocal8Bit());
        QCoreApplication::setOrganizationName(QStringLiteral("Stepwise"));
        QCoreApplication::setApplicationName(QStringLiteral("Stepwise"));
        QCOMPARE(Recovery::orphans().size(), std::size_t{1});
        MainWindow window;
        auto responder = swtest::ModalResponder::on<QMessageBox>([](QMessageBox* box) {
            for (QAbstractButton* b : box->buttons())
                if (box->buttonRole(b) == QMessageBox::AcceptRole)
                    b->click();
        });
        QVERIFY(window.offerRecovery());
        QVERIFY(responder->responded());

        Document expected;
        QVERIFY(expected.open(sample).ok());
        applyTestEdit(expected);
        QCOMPARE(expected.undoStack()->count(), 2);
        QVERIFY(window.document().map() == expected.map());
        QVERIFY(!(window.document().map() == swtest::makeRoomWithHoles()));
        QVERIFY(window.document().isModified());
        QCOMPARE(window.document().filePath(), sample);
        // Recovered once; the orphan is gone.
        QVERIFY(Recovery::orphans().empty());
        QStandardPaths::setTestModeEnabled(true);
    }
    // While the fly camera is on (or the avatar walks), W A S D never switch the plan's mode:
    // typed into the 3D view they steer it, typed into the plan they are sent on to the 3D
    // view. The 3D view takes the focus when flying starts and frames itself.
    void cameraKeysNeverReachThePlansModes()
    {
        SWTEST_REQUIRE_3D();
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.document().open(swtest::sampleMapPath()).ok());
        View3D* view = window.view3D();
        QVERIFY(view);
        // The first scene of a map resets the camera to orbiting: fly after it is shown.
        QTRY_VERIFY_WITH_TIMEOUT(view->firstFrameMilliseconds() >= 0, 20000);
        PlanView& plan = window.planView();
        plan.setMode(EditMode::Walls);
        auto* fly = window.findChild<QAction*>(QStringLiteral("view3dFlyCamera"));
        auto* orbit = window.findChild<QAction*>(QStringLiteral("view3dOrbitCamera"));
        QVERIFY(fly && orbit);
        fly->trigger();
        QCOMPARE(view->cameraMode(), View3D::CameraMode::Fly);
        QTRY_COMPARE(QGuiApplication::focusWindow(), view->renderWindow());
        QTRY_VERIFY(view->contentsMargins().left() > 0); // the frame shows it has the keys

        const QVector3D before = view->cameraPosition();
        QTest::keyPress(view->renderWindow(), Qt::Key_D);
        QCOMPARE(view->cameraMode(), View3D::CameraMode::Fly);
        QTRY_VERIFY_WITH_TIMEOUT(view->cameraPosition() != before, 5000); // D flies sideways
        QTest::keyRelease(view->renderWindow(), Qt::Key_D);
        QTest::keyClick(view->renderWindow(), Qt::Key_S);
        QCOMPARE(plan.mode(), EditMode::Walls);

        // Typed while the plan has focus, the keys still steer the camera.
        plan.setFocus();
        QTest::keyClick(&plan, Qt::Key_D);
        QTest::keyClick(&plan, Qt::Key_S);
        QCOMPARE(plan.mode(), EditMode::Walls);

        // Back to orbiting, D is Draw Sector again.
        orbit->trigger();
        QTRY_COMPARE(view->contentsMargins().left(), 0);
        plan.activateWindow();
        plan.setFocus();
        QTest::keyClick(&plan, Qt::Key_D);
        QCOMPARE(plan.mode(), EditMode::DrawSector);

        // Flying when another map opens: its first scene orbits again, and the menu says so.
        fly->trigger();
        QVERIFY(fly->isChecked());
        QSignalSpy rebuilt(view, &View3D::sceneRebuilt);
        QVERIFY(window.document().open(swtest::sampleMapPath()).ok());
        QTRY_VERIFY_WITH_TIMEOUT(rebuilt.count() > 0, 20000);
        QCOMPARE(view->cameraMode(), View3D::CameraMode::Orbit);
        QVERIFY(orbit->isChecked());
        QTRY_COMPARE(view->contentsMargins().left(), 0);
    }

    // The real editor, started on MAP01 of freedoom2.wad (an IWAD), killed a moment after an
    // edit: only the snapshot taken after the last edit can hold it (the periodic one is ten
    // minutes away). The recovered map is MAP01 of freedoom2.wad, modified, not "Untitled".
    void recoveredWadMapKeepsItsName()
    {
        SWTEST_FREEDOOM2(wad);
        QTemporaryDir home;
        const QString data = home.filePath(QStringLiteral("data"));
        QProcess editor;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), data);
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("STEPWISE_AUTOSAVE_MS"), QStringLiteral("600000"));
        env.insert(QStringLiteral("STEPWISE_AUTOSAVE_IDLE_MS"), QStringLiteral("300"));
        env.insert(QStringLiteral("STEPWISE_TEST_EDIT"), QStringLiteral("1"));
        editor.setProcessEnvironment(env);
        editor.start(QStringLiteral(STEPWISE_EDITOR_BINARY),
                     {wad, QStringLiteral("--map"), QStringLiteral("MAP01")});
        QVERIFY(editor.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(!findRecoveryFile(data).isEmpty(), 30000);
        QTest::qWait(1000); // the snapshot is written whole (renamed into place) by now
        editor.kill();
        QVERIFY(editor.waitForFinished());

        QStandardPaths::setTestModeEnabled(false);
        qputenv("XDG_DATA_HOME", data.toLocal8Bit());
        QCoreApplication::setOrganizationName(QStringLiteral("Stepwise"));
        QCoreApplication::setApplicationName(QStringLiteral("Stepwise"));
        const std::vector<RecoverableSession> orphans = Recovery::orphans();
        QCOMPARE(orphans.size(), std::size_t{1});
        QCOMPARE(orphans.front().mapName, QStringLiteral("MAP01"));
        MainWindow window;
        QString offered;
        auto responder = swtest::ModalResponder::on<QMessageBox>([&offered](QMessageBox* box) {
            offered = box->text();
            for (QAbstractButton* b : box->buttons())
                if (box->buttonRole(b) == QMessageBox::AcceptRole)
                    b->click();
        });
        QVERIFY(window.offerRecovery());
        QVERIFY(offered.contains(QStringLiteral("MAP01 of freedoom2.wad")));
        Document expected;
        QVERIFY(expected.open(wad, QStringLiteral("MAP01")).ok());
        applyTestEdit(expected);
        QVERIFY(window.document().map() == expected.map());
        QVERIFY(window.document().isModified());
        QCOMPARE(window.document().mapName(), QStringLiteral("MAP01"));
        QCOMPARE(window.document().importedFrom(), wad);
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("MAP01 - freedoom2.wad")));
        QVERIFY(Recovery::orphans().empty());
        QStandardPaths::setTestModeEnabled(true);
    }
};

QTEST_MAIN(EditorWorkflowTest)
#include "EditorWorkflowTest.moc"
