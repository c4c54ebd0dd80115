// The mapping tools' dialogs and actions in the real window (offscreen): Make Stairs warns live
// against the avatar's step height and keeps OK off; the stairs follow the order sectors were
// clicked in; Find and Replace counts before applying; Make Door and Make Lift from the menu;
// Select Similar; copy and paste of properties; the list of keyboard shortcuts and changing one
// in Preferences; the user guide found; a recovered map keeps its file and map name.

#include "EditorTestSupport.h"

#include "app/EditActions.h"
#include "app/HelpActions.h"
#include "app/MainWindow.h"
#include "app/Recovery.h"
#include "commands/SetSectorProperties.h"
#include "dialogs/DoorDialog.h"
#include "dialogs/FindReplaceDialog.h"
#include "dialogs/PreferencesDialog.h"
#include "dialogs/ShortcutsDialog.h"
#include "dialogs/StairsDialog.h"
#include "document/Document.h"
#include "io/SwmapFormat.h"
#include "views/PlanView.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>

using namespace sw;
using namespace sw::editor;

namespace {

QAction* actionNamed(MainWindow& window, const QString& name)
{
    return window.findChild<QAction*>(name);
}

// Clicks the point of a sector's inside in the plan (Shift adds to the selection).
void clickMapPoint(PlanView& plan, double x, double y, Qt::KeyboardModifiers modifiers = {})
{
    const QPointF screen = plan.mapToScreen(QPointF(x, y));
    QTest::mouseClick(&plan, Qt::LeftButton, modifiers, screen.toPoint());
}

} // namespace

class ToolDialogsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void stairsDialogWarnsLiveAndRefusesSteepSteps()
    {
        const Map map = swtest::makeRoomWithHoles();
        AvatarProfile profile;
        profile.stepHeight = 24;
        StairsDialog dialog(map, {1, 0}, profile);
        dialog.show();
        QVERIFY(dialog.canApply());
        QVERIFY(dialog.warning().isEmpty());
        // The avatar's step height is on show.
        auto* avatar = dialog.findChild<QLabel*>(QStringLiteral("stairsAvatar"));
        QVERIFY(avatar && avatar->text().contains(QStringLiteral("24")));
        dialog.floorStepBox()->setValue(32);
        QVERIFY(!dialog.canApply());
        QVERIFY(dialog.warning().contains(QStringLiteral("higher than the 24")));
        QVERIFY(dialog.allowHighStepsBox()->isVisible());
        // Falling steps must be climbed back too.
        dialog.floorStepBox()->setValue(-32);
        QVERIFY(!dialog.canApply());
        dialog.allowHighStepsBox()->setChecked(true);
        QVERIFY(dialog.canApply());
        dialog.floorStepBox()->setValue(16);
        QVERIFY(!dialog.warning().contains(QStringLiteral("higher")));
        // Room 0 at floor 80 under its ceiling of 128 is too low for the avatar: said, allowed.
        QVERIFY(dialog.warning().contains(QStringLiteral("does not fit under the ceiling in sector(s) 0")));
        QVERIFY(dialog.canApply());
        // A ceiling below a floor is never allowed.
        dialog.ceilingsBox()->setChecked(true);
        auto boxes = dialog.findChildren<QDoubleSpinBox*>();
        QDoubleSpinBox* startCeiling = boxes.at(2);
        startCeiling->setValue(-100);
        QVERIFY(!dialog.canApply());
    }

    void stairsFollowTheClickOrderThroughTheMenu()
    {
        MainWindow window;
        window.resize(1100, 750);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Document& doc = window.document();
        doc.replaceMap(swtest::makeRoomWithHoles(), QString(), QString());
        PlanView& plan = window.planView();
        plan.zoomToFit();
        plan.setMode(EditMode::Sectors);
        // The room first (at the top), then the platform.
        clickMapPoint(plan, 256, 200);
        clickMapPoint(plan, 100, 64, Qt::ShiftModifier);
        QCOMPARE(doc.selection().sectorOrder, (std::vector<Index>{0, 1}));
        auto responder = swtest::ModalResponder::on<StairsDialog>([](StairsDialog* d) {
            d->floorStepBox()->setValue(16);
            d->accept();
        });
        actionNamed(window, QStringLiteral("makeStairs"))->trigger();
        QVERIFY(responder->responded());
        QCOMPARE(doc.map().sectors[0].floorHeight, 0.0);
        QCOMPARE(doc.map().sectors[1].floorHeight, 16.0);
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    void findAndReplaceCountsBeforeApplying()
    {
        MainWindow window;
        window.show();
        Document& doc = window.document();
        Map map = swtest::makeRoomWithHoles();
        for (std::size_t i = 0; i < 3; ++i)
            map.walls[i].front.middle = "STARTAN3";
        map.sectors[0].floorMaterial = map.sectors[1].floorMaterial = "FLOOR4_8";
        doc.replaceMap(map, QString(), QString());
        QString counted;
        auto responder = swtest::ModalResponder::on<FindReplaceDialog>([&](FindReplaceDialog* d) {
            d->findField()->setText(QStringLiteral("startan3"));
            d->replaceField()->setText(QStringLiteral("STARG3"));
            counted = d->countText();
            d->accept();
        });
        QAction* find = actionNamed(window, QStringLiteral("findReplace"));
        QCOMPARE(find->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_H));
        find->trigger();
        QVERIFY(responder->responded());
        QCOMPARE(counted, QStringLiteral("Matches: 3 walls"));
        QCOMPARE(doc.map().walls[2].front.middle, std::string("STARG3"));
        QCOMPARE(doc.undoStack()->count(), 1);

        // Flats in the selection only.
        Selection only;
        only.sectors = {1};
        doc.setSelection(only);
        FindReplaceDialog dialog(doc.map(), {true, {}, {1}, {}});
        dialog.setKind(edit::FindKind::Flat);
        dialog.findField()->setText(QStringLiteral("FLOOR4_8"));
        QCOMPARE(dialog.countText(), QStringLiteral("Matches: 1 sector"));
        dialog.wholeMapButton()->setChecked(true);
        QCOMPARE(dialog.countText(), QStringLiteral("Matches: 2 sectors"));
    }

    void doorLiftSimilarAndPropertiesFromTheMenu()
    {
        MainWindow window;
        window.show();
        Document& doc = window.document();
        doc.replaceMap(swtest::makeRoomWithHoles(), QString(), QString());
        window.planView().setMode(EditMode::Sectors);
        Selection platform;
        platform.sectors = {1};
        doc.setSelection(platform);
        // Make Door asks which door: the game's manual doors, the plain DR door chosen first.
        std::vector<int> offered;
        int chosenFirst = 0;
        {
            auto responder = swtest::ModalResponder::on<DoorDialog>([&](DoorDialog* dialog) {
                for (int i = 0; i < dialog->kindBox()->count(); ++i)
                    offered.push_back(dialog->kindBox()->itemData(i).toInt());
                chosenFirst = dialog->special();
                if (!qEnvironmentVariableIsEmpty("STEPWISE_SCREENSHOT_DIR"))
                    dialog->grab().save(qEnvironmentVariable("STEPWISE_SCREENSHOT_DIR") +
                                        QStringLiteral("/make-door.png"));
                dialog->setSpecial(27); // DR yellow key
                dialog->accept();
            });
            actionNamed(window, QStringLiteral("makeDoor"))->trigger();
            QVERIFY(responder->responded());
        }
        QCOMPARE(chosenFirst, 1);
        // Without a game configuration only the plain door is known.
        QCOMPARE(DoorDialog::doorSpecials(nullptr), std::vector<std::int32_t>{1});
        for (const int door : {1, 31, 26, 27, 28, 32, 33, 34})
            QVERIFY2(std::count(offered.begin(), offered.end(), door) == 1,
                     qPrintable(QString::number(door)));
        QVERIFY(std::count(offered.begin(), offered.end(), 88) == 0); // a lift is no door
        QCOMPARE(doc.map().sectors[1].ceilingHeight, doc.map().sectors[1].floorHeight);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Make Door"));
        int yellow = 0;
        for (const Wall& w : doc.map().walls) {
            QVERIFY(w.special == 0 || w.special == 27);
            yellow += w.special == 27 ? 1 : 0;
        }
        QVERIFY(yellow > 0);
        doc.undoStack()->undo();
        // The next door offers the last kind first; Cancel changes nothing.
        {
            const Map before = doc.map();
            const int steps = doc.undoStack()->count();
            int offeredFirst = 0;
            auto responder = swtest::ModalResponder::on<DoorDialog>([&](DoorDialog* dialog) {
                offeredFirst = dialog->special();
                dialog->reject();
            });
            actionNamed(window, QStringLiteral("makeDoor"))->trigger();
            QVERIFY(responder->responded());
            QCOMPARE(offeredFirst, 27);
            QCOMPARE(doc.map(), before);
            QCOMPARE(doc.undoStack()->count(), steps);
        }
        actionNamed(window, QStringLiteral("makeLift"))->trigger();
        QVERIFY(doc.map().sectors[1].tag > 0);
        doc.undoStack()->undo();

        // Copy the platform's properties onto the room.
        actionNamed(window, QStringLiteral("copyProperties"))->trigger();
        Selection room;
        room.sectors = {0};
        doc.setSelection(room);
        actionNamed(window, QStringLiteral("pasteProperties"))->trigger();
        QCOMPARE(doc.map().sectors[0].floorHeight, 64.0);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Paste Properties"));
        QCOMPARE(actionNamed(window, QStringLiteral("pasteProperties"))->shortcut(),
                 QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));

        // Walls sharing a texture.
        Map textured = swtest::makeRoomWithHoles();
        textured.walls[0].front.middle = textured.walls[5].front.middle = "BROWN1";
        doc.replaceMap(textured, QString(), QString());
        window.planView().setMode(EditMode::Walls);
        Selection wall;
        wall.walls = {0};
        doc.setSelection(wall);
        actionNamed(window, QStringLiteral("selectSimilarTexture"))->trigger();
        QCOMPARE(doc.selection().walls, (std::vector<Index>{0, 5}));
    }

    void keyboardShortcutsListedAndChangeable()
    {
        QSettings().remove(QStringLiteral("shortcuts"));
        {
            MainWindow window;
            const std::vector<ShortcutEntry> entries = help::shortcutEntries(window);
            const auto find = [&entries](const QString& id) {
                return std::find_if(entries.begin(), entries.end(),
                                    [&id](const ShortcutEntry& e) { return e.id == id; });
            };
            QVERIFY(entries.size() > 40);
            QVERIFY(find(QStringLiteral("findReplace")) != entries.end());
            QCOMPARE(find(QStringLiteral("testMap"))->shortcut, QKeySequence(Qt::Key_F9));
            QVERIFY(find(QStringLiteral("helpShortcuts")) != entries.end());
            // Recent files come and go: not in the list.
            QVERIFY(std::none_of(entries.begin(), entries.end(), [](const ShortcutEntry& e) {
                return e.menu.contains(QStringLiteral("Recent"));
            }));

            // Help > Keyboard Shortcuts shows them all, and the 3D view's fixed keys after them;
            // Page Up of the picked surfaces is no clash with Raise Floor's.
            int rows = 0;
            QString pageUp;
            QStringList clashes;
            auto responder = swtest::ModalResponder::on<ShortcutsDialog>(
                [&rows, &pageUp, &clashes](ShortcutsDialog* d) {
                    rows = d->editor()->table()->rowCount();
                    clashes = d->editor()->conflicts();
                    for (int r = 0; r < rows; ++r)
                        if (d->editor()->table()->item(r, 2)->text().startsWith(QStringLiteral("PgUp")))
                            pageUp = d->editor()->table()->item(r, 0)->text();
                    d->editor()->filterField()->setText(QStringLiteral("Replace"));
                    d->reject();
                });
            actionNamed(window, QStringLiteral("helpShortcuts"))->trigger();
            QVERIFY(responder->responded());
            QCOMPARE(rows, static_cast<int>(entries.size() + viewKeys().size()));
            QCOMPARE(pageUp, QStringLiteral("3D View > Picked Surfaces"));
            QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("; "))));

            // Preferences > Shortcuts: Make Stairs gets Ctrl+Alt+S, and it is stored.
            auto prefs = swtest::ModalResponder::on<PreferencesDialog>([](PreferencesDialog* d) {
                auto* editor = d->findChild<ShortcutsEditor*>();
                QVERIFY(editor);
                QVERIFY(editor->setShortcut(QStringLiteral("makeStairs"),
                                            QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S)));
                // F9 given to Make Door too: the clash is named.
                QVERIFY(editor->setShortcut(QStringLiteral("makeDoor"), QKeySequence(Qt::Key_F9)));
                QVERIFY(!editor->conflicts().isEmpty());
                QVERIFY(editor->setShortcut(QStringLiteral("makeDoor"), QKeySequence()));
                QVERIFY(editor->conflicts().isEmpty());
                d->accept();
            });
            window.showPreferences();
            QVERIFY(prefs->responded());
            QCOMPARE(actionNamed(window, QStringLiteral("makeStairs"))->shortcut(),
                     QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
        }
        // A new window reads it back.
        MainWindow again;
        QCOMPARE(actionNamed(again, QStringLiteral("makeStairs"))->shortcut(),
                 QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
        QSettings().remove(QStringLiteral("shortcuts"));
    }

    void userGuideIsFound()
    {
        const QString path = help::userGuidePath();
        QVERIFY(path.endsWith(QStringLiteral("user-guide.md")));
        MainWindow window;
        QVERIFY(actionNamed(window, QStringLiteral("helpUserGuide"))->isEnabled());
    }

    // A recovered map of a WAD keeps its WAD and map name and is marked modified.
    void recoveryRestoresTheMapsIdentity()
    {
        QTemporaryDir dir;
        const QString mapFile = dir.filePath(QStringLiteral("snapshot.swmap"));
        QVERIFY(saveSwmapFile(swtest::makeRoomWithHoles(), QFile::encodeName(mapFile).toStdString()));
        RecoverableSession session;
        session.mapFile = mapFile;
        session.importedFrom = QStringLiteral("/usr/share/games/doom/freedoom2.wad");
        session.originalFile = session.importedFrom;
        session.mapName = QStringLiteral("MAP01");
        MainWindow window;
        QString error;
        QVERIFY(Recovery::restore(window.document(), session, &error));
        QVERIFY(window.document().isModified());
        QCOMPARE(window.document().mapName(), QStringLiteral("MAP01"));
        QCOMPARE(window.document().importedFrom(), session.importedFrom);
        QVERIFY(window.windowTitle().contains(QStringLiteral("MAP01 - freedoom2.wad")));
        QVERIFY(!window.windowTitle().contains(QStringLiteral("Untitled")));

        // A PWAD map goes back into its PWAD.
        session.importedFrom.clear();
        session.filePath = dir.filePath(QStringLiteral("mine.wad"));
        session.fileIsWad = true;
        QVERIFY(Recovery::restore(window.document(), session, &error));
        QCOMPARE(window.document().filePath(), session.filePath);
        QVERIFY(window.document().fileIsWad());
        QVERIFY(window.windowTitle().contains(QStringLiteral("mine.wad")));
    }

    // Snapshots are written a moment after the last edit, not only every interval.
    void recoverySnapshotFollowsTheLastEdit()
    {
        qputenv("STEPWISE_AUTOSAVE_IDLE_MS", "100");
        Document doc;
        doc.replaceMap(swtest::makeRoomWithHoles(), QStringLiteral("/tmp/holes.swmap"), QString());
        Recovery recovery(doc, 3600 * 1000);
        QVERIFY(!QFile::exists(recovery.mapFile()));
        Sector raised = doc.map().sectors[0];
        raised.floorHeight = 40;
        doc.push(new SetSectorProperties(doc, {0}, {raised}));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(recovery.mapFile()), 5000);
        recovery.waitForWrite();
        const Result<Map> written = loadSwmapFile(QFile::encodeName(recovery.mapFile()).toStdString());
        QVERIFY(written.ok());
        QCOMPARE(written->sectors[0].floorHeight, 40.0);
        const std::vector<RecoverableSession> none = Recovery::orphans(); // ours is running
        QVERIFY(std::none_of(none.begin(), none.end(), [&](const RecoverableSession& s) {
            return s.mapFile == recovery.mapFile();
        }));
        qunsetenv("STEPWISE_AUTOSAVE_IDLE_MS");
    }
};

QTEST_MAIN(ToolDialogsTest)
#include "ToolDialogsTest.moc"
