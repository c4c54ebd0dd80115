// The Problems dock on MAP12 of freedoom2.wad (10,884 walls): the 13 steps of 27 units between
// sector 968 and its neighbours are one row with 13 places; Next steps through them, each
// framing its own wall in the plan and in the 3D view (not the whole of the huge sector), and
// the full text of the current place is readable in the details pane.
#include "EditorTestSupport.h"

#include "app/MainWindow.h"
#include "document/Document.h"
#include "panels/ProblemsPanel.h"
#include "views/PlanView.h"
#include "views/View3D.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>

#include <algorithm>

using namespace sw;
using namespace sw::editor;

class ProblemsPanelTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void map12StepsAroundSector968AreOneGroupAndNextMovesTheFrame();
};

void ProblemsPanelTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    SWTEST_REQUIRE_3D();
}

void ProblemsPanelTest::map12StepsAroundSector968AreOneGroupAndNextMovesTheFrame()
{
    SWTEST_FREEDOOM2(wad);
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.loadFile(wad, QStringLiteral("MAP12")).ok());
    auto* panel = window.findChild<ProblemsPanel*>();
    QVERIFY(panel);
    panel->waitUntilIdle();
    QTRY_VERIFY(!panel->findings().empty());
    View3D* view = window.view3D();
    QVERIFY(view);
    // MAP12's scene is built on a worker: the 3D camera can frame a place once it is there.
    QTRY_VERIFY_WITH_TIMEOUT(view->levelGeometry() && !view->rebuilding(), 60000);
    // The markers are on from the start.
    QVERIFY(view->overlayVisible(View3D::Overlay::Problems));

    // The group: steps of 27 units, every place touching sector 968.
    const std::vector<Finding>& findings = panel->findings();
    const FindingGroup* group = nullptr;
    for (const FindingGroup& g : panel->groups()) {
        const Finding& first = findings[g.places.front()];
        if (first.message.find("27 units") != std::string::npos &&
            std::all_of(g.places.begin(), g.places.end(), [&](std::size_t i) {
                const auto& s = findings[i].sectors;
                return std::find(s.begin(), s.end(), 968) != s.end();
            }))
            group = &g;
    }
    QVERIFY(group);
    QCOMPARE(group->places.size(), std::size_t(13));
    // One row in the tree for the 13, its places below it.
    QTreeWidgetItem* row = nullptr;
    for (QTreeWidgetItemIterator it(panel->tree()); *it; ++it)
        if ((*it)->data(0, ProblemsPanel::kGroupRole).isValid() &&
            &panel->groups()[static_cast<std::size_t>(
                (*it)->data(0, ProblemsPanel::kGroupRole).toInt())] == group)
            row = *it;
    QVERIFY(row);
    QCOMPARE(row->childCount(), 13);
    QVERIFY2(row->text(0).contains(QStringLiteral("13")), qPrintable(row->text(0)));

    // The row and then Next: the first place, the second, the third; each frames its own wall.
    QSignalSpy shown(panel, &ProblemsPanel::showRequested);
    panel->tree()->setCurrentItem(row);
    auto* next = panel->findChild<QPushButton*>(QStringLiteral("nextPlace"));
    QVERIFY(next);
    PlanView& plan = window.planView();
    const auto planCentre = [&plan] { return plan.screenToMap(QRectF(plan.rect()).center()); };
    std::vector<QPointF> planCentres;
    std::vector<QVector3D> targets;
    for (int k = 0; k < 3; ++k) {
        next->click();
        QCOMPARE(shown.count(), k + 1);
        QCOMPARE(panel->currentFinding(), static_cast<int>(group->places[std::size_t(k)]));
        const Finding& place = findings[group->places[std::size_t(k)]];
        // Framed: the place's own bounds, a wall's length, not sector 968's.
        const Box2 bounds = shown.last().at(2).value<Box2>();
        QVERIFY(!bounds.empty());
        QVERIFY2(std::max(bounds.size().x, bounds.size().y) < 512,
                 qPrintable(QStringLiteral("%1 x %2").arg(bounds.size().x).arg(bounds.size().y)));
        const QPointF c = planCentre();
        QVERIFY2(std::abs(c.x() - place.bounds.center().x) < 1 &&
                     std::abs(c.y() - place.bounds.center().y) < 1,
                 qPrintable(QStringLiteral("plan centred on (%1, %2)").arg(c.x()).arg(c.y())));
        planCentres.push_back(c);
        targets.push_back(view->cameraTarget());
        // The details pane has the whole sentence and which place it is.
        const QString details = panel->detailsText();
        QVERIFY2(details.contains(QString::fromStdString(place.message)), qPrintable(details));
        QVERIFY2(details.contains(QStringLiteral("%1 of 13").arg(k + 1)), qPrintable(details));
    }
    QVERIFY(planCentres[0] != planCentres[1] && planCentres[1] != planCentres[2]);
    QVERIFY(targets[0] != targets[1] && targets[1] != targets[2]);

    // Previous goes back to the second place.
    auto* previous = panel->findChild<QPushButton*>(QStringLiteral("previousPlace"));
    QVERIFY(previous);
    previous->click();
    QCOMPARE(panel->currentFinding(), static_cast<int>(group->places[1]));
    QCOMPARE(planCentre(), planCentres[1]);
}

int main(int argc, char* argv[])
{
    // Before the application exists: Qt3D picks its renderer once.
    qputenv("QT3D_RENDERER", "opengl");
    QApplication app(argc, argv);
    ProblemsPanelTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "ProblemsPanelTest.moc"
