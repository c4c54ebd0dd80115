#include "EditorTestSupport.h"

#include "document/Document.h"
#include "app/MainWindow.h"
#include "base/Version.h"
#include "dialogs/ChooseMapDialog.h"
#include "views/PlanPalette.h"
#include "views/PlanView.h"

#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <set>

using namespace sw::editor;

namespace {

// What the plan part of a window grab shows.
struct PlanPixels {
    int oneSidedWall = 0;           // pixels exactly in the one-sided wall colour
    int sectorFill = 0;             // pixels exactly in one of the map's sector colours
    std::set<QRgb> fillColoursSeen; // how many different floor colours made it on screen
    int total = 0;
};

// Grabs the whole window, as a user would see it, and returns the plan's part of it.
QImage grabPlan(MainWindow& window)
{
    const QImage shot = window.grab().toImage();
    const qreal ratio = shot.devicePixelRatio();
    const QRect plan(window.planView().mapTo(&window, QPoint(0, 0)), window.planView().size());
    return shot.copy(QRect((plan.topLeft() * ratio), plan.size() * ratio))
        .convertToFormat(QImage::Format_RGB32);
}

PlanPixels countPlanPixels(const QImage& plan, const PlanGeometry& geometry)
{
    std::set<QRgb> fills;
    for (const PlanGeometry::SectorShape& s : geometry.sectors)
        fills.insert(s.fill.rgb());
    PlanPixels counts;
    for (int y = 0; y < plan.height(); ++y)
        for (int x = 0; x < plan.width(); ++x) {
            const QRgb p = plan.pixel(x, y);
            ++counts.total;
            if (p == QColor::fromRgb(PlanPalette::kOneSidedWall).rgb())
                ++counts.oneSidedWall;
            else if (fills.count(p)) {
                ++counts.sectorFill;
                counts.fillColoursSeen.insert(p);
            }
        }
    return counts;
}

// The one-sided walls, longest first: long walls are the easiest to hit on screen.
std::vector<const sw::Wall*> longestOneSidedWalls(const sw::Map& map, std::size_t count)
{
    std::vector<const sw::Wall*> walls;
    for (const sw::Wall& w : map.walls)
        if (!w.twoSided())
            walls.push_back(&w);
    const auto length = [&map](const sw::Wall* w) {
        return glm::length(map.wallEnd(*w) - map.wallStart(*w));
    };
    std::sort(walls.begin(), walls.end(),
              [&](const sw::Wall* a, const sw::Wall* b) { return length(a) > length(b); });
    walls.resize(std::min(count, walls.size()));
    return walls;
}

// Checks that the shown window drew this map: many wall and fill pixels, several floor
// colours, and the longest walls exactly where the view says they project.
void verifyPlanDrawn(MainWindow& window)
{
    const QImage plan = grabPlan(window);
    const PlanView& view = window.planView();
    const PlanPixels counts = countPlanPixels(plan, view.geometry());
    qInfo("plan %dx%d: %d one-sided wall pixels, %d fill pixels in %zu colours", plan.width(),
          plan.height(), counts.oneSidedWall, counts.sectorFill, counts.fillColoursSeen.size());
    QVERIFY(counts.oneSidedWall > 1000);
    QVERIFY(counts.sectorFill > counts.total / 20);
    QVERIFY(counts.fillColoursSeen.size() >= 3);

    const sw::Map& map = window.document().map();
    // Each of the longest walls shows its colour where the view projects it. Things' markers
    // may cover a wall in places, so several points along it are tried.
    for (const sw::Wall* w : longestOneSidedWalls(map, 5)) {
        bool hit = false;
        QPointF s;
        for (int k = 1; k <= 9 && !hit; ++k) {
            const sw::Vec2 at = map.wallStart(*w) + (map.wallEnd(*w) - map.wallStart(*w)) * (k / 10.0);
            s = view.mapToScreen({at.x, at.y});
            for (int dy = -1; dy <= 1 && !hit; ++dy)
                for (int dx = -1; dx <= 1 && !hit; ++dx)
                    hit = plan.pixel(static_cast<int>(s.x()) + dx, static_cast<int>(s.y()) + dy) ==
                          QColor::fromRgb(PlanPalette::kOneSidedWall).rgb();
        }
        QVERIFY2(hit, qPrintable(QStringLiteral("no wall colour along the wall from (%1, %2) to "
                                                "(%3, %4)")
                                     .arg(map.wallStart(*w).x)
                                     .arg(map.wallStart(*w).y)
                                     .arg(map.wallEnd(*w).x)
                                     .arg(map.wallEnd(*w).y)));
    }
}

struct ShownWindow {
    MainWindow window;
    ShownWindow()
    {
        // Wide enough that the plan keeps most of the room next to the docks.
        window.resize(1260, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // Docks that appear once the window shows (the 3D view) resize the plan; let the
        // layout settle before a test looks at pixels or positions.
        QTest::qWait(200);
    }
};

} // namespace

class MainWindowTest : public QObject {
    Q_OBJECT

private slots:
    void opensTheSampleMap()
    {
        const QString path = swtest::sampleMapPath();
        if (path.isEmpty())
            QFAIL("resources/maps/sample.swmap is missing: it is part of the source tree");
        ShownWindow w;
        QVERIFY(w.window.openFile(path));
        QVERIFY(w.window.windowTitle().contains(QStringLiteral("sample.swmap")));
        verifyPlanDrawn(w.window);
    }

    void opensFreedoomMap12ByName()
    {
        const QString wad = swtest::freedoom2Path();
        QVERIFY2(!wad.isEmpty(), "freedoom2.wad is missing: install the Debian package freedoom");
        ShownWindow w;
        QVERIFY(w.window.openFile(wad, QStringLiteral("MAP12")));
        QCOMPARE(w.window.document().mapName(), QStringLiteral("MAP12"));
        QCOMPARE(w.window.document().map().walls.size(), std::size_t{10884});
        QVERIFY(w.window.windowTitle().contains(QStringLiteral("MAP12")));
        QVERIFY(w.window.windowTitle().contains(QStringLiteral("freedoom2.wad")));
        verifyPlanDrawn(w.window);
    }

    void garbageFileShowsTheErrorAndKeepsTheWindowUsable()
    {
        QTemporaryDir dir;
        const QString garbage = dir.filePath(QStringLiteral("garbage.wad"));
        QFile file(garbage);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray("this is neither JSON nor a WAD\n\x01\x02\x03"));
        file.close();

        ShownWindow w;
        const QString wad = swtest::freedoom2Path();
        QVERIFY(!wad.isEmpty());
        QVERIFY(w.window.openFile(wad, QStringLiteral("MAP01")));
        const QString title = w.window.windowTitle();

        // The non-interactive path returns the core's sentence...
        const sw::Status status = w.window.loadFile(garbage);
        QVERIFY(!status);
        QVERIFY(QString::fromStdString(status.error().message).contains(garbage));

        // ...and the interactive one shows that very sentence in a message box.
        QString shown;
        auto responder = swtest::ModalResponder::on<QMessageBox>([&shown](QMessageBox* box) {
            shown = box->text();
            box->accept();
        });
        QVERIFY(!w.window.openFile(garbage));
        QVERIFY(responder->responded());
        QCOMPARE(shown, QString::fromStdString(status.error().message));

        // The map that was open stays open and drawn, and the window still opens maps.
        QCOMPARE(w.window.document().mapName(), QStringLiteral("MAP01"));
        QCOMPARE(w.window.windowTitle(), title);
        verifyPlanDrawn(w.window);
        QVERIFY(w.window.openFile(wad, QStringLiteral("MAP02")));
        QCOMPARE(w.window.document().mapName(), QStringLiteral("MAP02"));
    }

    void badFilesAreErrorsNotCrashes()
    {
        MainWindow window;
        const sw::Status missing = window.loadFile(QStringLiteral("/nonexistent/nothing.swmap"));
        QVERIFY(!missing);
        // The window starts with a new, empty map; a failed open leaves it so.
        QVERIFY(window.document().map().walls.empty());
        QVERIFY(window.document().filePath().isEmpty());

        // Files that pass the first look (a WAD header, a JSON brace) and break further on.
        QTemporaryDir dir;
        const QByteArray contents[] = {
            QByteArray("PWAD\xff\xff\xff\x7f\x10\x00\x00\x00", 12),
            QByteArray("{\"format\": \"stepwise-map\", \"vertices\": [["), QByteArray()};
        int n = 0;
        for (const QByteArray& bytes : contents) {
            const QString path = dir.filePath(QStringLiteral("bad%1.map").arg(n++));
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
            file.close();
            const sw::Status status = window.loadFile(path);
            QVERIFY2(!status, qPrintable(path));
            QVERIFY(!status.error().message.empty());
            QVERIFY(window.document().map().walls.empty());
        }

        const QString wad = swtest::freedoom2Path();
        QVERIFY(!wad.isEmpty());
        const sw::Status unknown = window.loadFile(wad, QStringLiteral("MAP99"));
        QVERIFY(!unknown);
        QVERIFY(QString::fromStdString(unknown.error().message).contains(QStringLiteral("MAP99")));
        QVERIFY(window.document().map().walls.empty());
    }

    void asksWhichMapWhenAWadHoldsSeveral()
    {
        const QString wad = swtest::freedoom2Path();
        QVERIFY(!wad.isEmpty());
        ShownWindow w;

        int offered = 0;
        bool selected = false;
        auto choose = swtest::ModalResponder::on<ChooseMapDialog>(
            [&offered, &selected](ChooseMapDialog* dialog) {
                if (const auto* list = dialog->findChild<QListWidget*>())
                    offered = list->count();
                selected = dialog->selectMap(QStringLiteral("MAP03"));
                dialog->accept();
            });
        QVERIFY(w.window.openFile(wad));
        QVERIFY(choose->responded());
        QCOMPARE(offered, 32); // MAP01 to MAP32
        QVERIFY(selected);
        QCOMPARE(w.window.document().mapName(), QStringLiteral("MAP03"));

        // Cancelling opens nothing and keeps the map that was open.
        auto cancel = swtest::ModalResponder::on<ChooseMapDialog>(
            [](ChooseMapDialog* dialog) { dialog->reject(); });
        QVERIFY(!w.window.openFile(wad));
        QVERIFY(cancel->responded());
        QCOMPARE(w.window.document().mapName(), QStringLiteral("MAP03"));
    }

    void aboutNamesTheVersionAndTheRevision()
    {
        MainWindow window;
        const QString text = window.aboutText();
        QVERIFY2(text.contains(QString::fromLatin1(sw::kVersion)), qPrintable(text));
        QVERIFY2(text.contains(QString::fromLatin1(sw::kGitRevision)), qPrintable(text));
    }

    void homeKeyZoomsToFit()
    {
        const QString wad = swtest::freedoom2Path();
        QVERIFY(!wad.isEmpty());
        ShownWindow w;
        QVERIFY(w.window.openFile(wad, QStringLiteral("MAP01")));
        const double fitted = w.window.planView().view().scale();
        w.window.planView().zoomIn();
        w.window.planView().zoomIn();
        QVERIFY(w.window.planView().view().scale() > fitted * 1.5);

        w.window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        QTest::keyClick(&w.window.planView(), Qt::Key_Home);
        QCOMPARE(w.window.planView().view().scale(), fitted);
    }

    void statusBarShowsCursorPositionAndZoom()
    {
        const QString wad = swtest::freedoom2Path();
        QVERIFY(!wad.isEmpty());
        ShownWindow w;
        QVERIFY(w.window.openFile(wad, QStringLiteral("MAP01")));
        PlanView& view = w.window.planView();
        const QPoint pos(view.width() / 3, view.height() / 4);
        QTest::mouseMove(&view, pos);
        const QPointF expected = view.screenToMap(pos);

        QStringList texts;
        for (const QLabel* label : w.window.statusBar()->findChildren<QLabel*>())
            texts.append(label->text());
        const QString position =
            QStringLiteral("x %1, y %2").arg(expected.x(), 0, 'f', 0).arg(expected.y(), 0, 'f', 0);
        const QString zoom =
            QStringLiteral("Zoom %1%")
                .arg(view.view().scale() * 100, 0, 'f', view.view().scale() < 0.1 ? 1 : 0);
        QVERIFY2(texts.contains(position),
                 qPrintable(texts.join(u'|') + QStringLiteral(" vs ") + position));
        QVERIFY2(std::any_of(texts.begin(), texts.end(),
                             [&zoom](const QString& t) { return t.startsWith(zoom); }),
                 qPrintable(texts.join(u'|') + QStringLiteral(" vs ") + zoom));
    }
};

QTEST_MAIN(MainWindowTest)
#include "MainWindowTest.moc"
