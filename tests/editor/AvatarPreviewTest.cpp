// The live collision preview driven through the plan view with mouse events on the sample map
// (see scripts/make-sample-map.py): the player start (96, 192), stairs east at x 512..704 with
// rises 16, 16, 16, 28, and a 10-degree spike with its tip at (232, 96) rising from the south
// wall of the start hall.

#include "EditorTestSupport.h"

#include "document/Document.h"
#include "commands/SetProbes.h"
#include "panels/ProblemsPanel.h"
#include "tools/AvatarPreview.h"
#include "tools/AvatarPlanLayer.h"
#include "tools/AvatarPlanOverlay.h"
#include "views/PlanView.h"

#include <QTest>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QUndoStack>

#include <algorithm>

using namespace sw::editor;
using Algorithm = sw::AvatarProfile::Algorithm;

namespace {

// The sample map in a shown plan view with the avatar tool active.
struct Fixture {
    Document document;
    PlanView view{&document};
    std::unique_ptr<AvatarPreview> preview;
    AvatarPlanLayer* layer = nullptr;

    Fixture()
    {
        const QString path = swtest::sampleMapPath();
        if (path.isEmpty())
            return;
        const sw::Status opened = document.open(path);
        QVERIFY2(opened, opened ? "" : opened.error().message.c_str());
        view.resize(1000, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        preview = std::make_unique<AvatarPreview>(&document);
        layer = new AvatarPlanLayer(view, *preview);
        layer->setActive(true);
        preview->waitForWorld();
        QVERIFY(preview->ready());
    }
    ~Fixture()
    {
        // The layer refers to the preview: it goes first.
        delete layer;
    }

    QPoint screen(double x, double y) const
    {
        return view.mapToScreen(QPointF(x, y)).toPoint();
    }
};

void sendMove(QWidget& widget, const QPoint& pos)
{
    QMouseEvent event(QEvent::MouseMove, QPointF(pos), widget.mapToGlobal(QPointF(pos)),
                      Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&widget, &event);
}

// Presses on the avatar, moves the pointer to (x, y) in a few steps and holds it there until
// the avatar stops walking (arrived or held). Leaves the button down.
void dragAndHold(Fixture& f, double x, double y)
{
    const sw::Vec2 at = f.preview->position();
    const QPoint from = f.screen(at.x, at.y);
    QTest::mousePress(&f.view, Qt::LeftButton, Qt::NoModifier, from);
    QVERIFY(f.preview->dragging());
    const QPoint to = f.screen(x, y);
    for (int i = 1; i <= 4; ++i) {
        sendMove(f.view, from + (to - from) * i / 4);
        QTest::qWait(10);
    }
    // The avatar keeps walking toward a pointer that stands still, in real time.
    QTRY_VERIFY_WITH_TIMEOUT(f.preview->dragSeconds() > 0.3 && f.preview->atRest(), 30000);
}

bool hasReason(const sw::Trace& trace, sw::ContactReason reason)
{
    return std::any_of(trace.contacts.begin(), trace.contacts.end(),
                       [reason](const sw::Contact& c) { return c.reason == reason; });
}

} // namespace

class AvatarPreviewTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (swtest::sampleMapPath().isEmpty())
            QFAIL("resources/maps/sample.swmap is missing: it is part of the source tree");
    }

    void stopsBeforeTheStepThatIsTooHighAndSaysWhy()
    {
        Fixture f;
        QCOMPARE(f.preview->position(), sw::Vec2(96, 192));
        // Toward the landing, over the stairs.
        dragAndHold(f, 800, 192);
        QTest::mouseRelease(&f.view, Qt::LeftButton, Qt::NoModifier, f.screen(800, 192));
        QVERIFY(!f.preview->dragging());

        const AvatarPreview::Run& run = f.preview->runs().front();
        QCOMPARE(run.algorithm, Algorithm::Exact);
        // On the third stair (floor 48), its front against the 28-unit rise at x = 656.
        QVERIFY2(run.state.pos.x < 656 - 16 + 1, qPrintable(QString::number(run.state.pos.x)));
        QVERIFY(run.state.pos.x > 608);
        QCOMPARE(run.state.z, 48.0);
        QVERIFY(hasReason(run.trace, sw::ContactReason::StepTooHigh));
        QVERIFY2(f.layer->overlay().labels().contains(QStringLiteral("step 28 > 24")),
                 qPrintable(f.layer->overlay().labels().join(QStringLiteral(" | "))));
        // Release left it there.
        QCOMPARE(f.preview->home(), run.state.pos);

        // Hovering the contact names the wall of the step.
        const auto& markers = f.layer->overlay().markers();
        const auto step = std::find_if(markers.begin(), markers.end(), [](const auto& m) {
            return m.contact.reason == sw::ContactReason::StepTooHigh;
        });
        QVERIFY(step != markers.end());
        sendMove(f.view, f.screen(step->contact.point.x, step->contact.point.y));
        const sw::Index hoveredWall = f.preview->hoveredElements().wall;
        QCOMPARE(hoveredWall, step->contact.wall);
        const sw::Wall& wall = f.document.map().walls[static_cast<std::size_t>(hoveredWall)];
        QCOMPARE(f.document.map().wallStart(wall).x, 656.0);
    }

    void classicHoldsAtTheSpikeWhereExactSlidesPast()
    {
        Fixture f;
        // Shift-click places the avatar north-west of the spike's tip.
        QTest::mouseClick(&f.view, Qt::LeftButton, Qt::ShiftModifier, f.screen(172, 250));
        QVERIFY(glm::length(f.preview->position() - sw::Vec2(172, 250)) < 2);
        f.preview->setCompareAlgorithms(true);
        // The profile's algorithm first, then the other two: exact, classic and planes.
        QCOMPARE(f.preview->runs().size(), std::size_t(3));
        QCOMPARE(f.preview->runs()[0].algorithm, Algorithm::Exact);
        QCOMPARE(f.preview->runs()[1].algorithm, Algorithm::Classic);
        QCOMPARE(f.preview->runs()[2].algorithm, Algorithm::Planes);

        // Down past the tip toward the south wall east of the spike.
        dragAndHold(f, 300, 0);
        QTest::mouseRelease(&f.view, Qt::LeftButton, Qt::NoModifier, f.screen(300, 0));

        const AvatarPreview::Run* exact = f.preview->run(Algorithm::Exact);
        const AvatarPreview::Run* classic = f.preview->run(Algorithm::Classic);
        QVERIFY(exact && classic);
        const QString where = QStringLiteral("exact (%1, %2), classic (%3, %4)")
                                  .arg(exact->state.pos.x)
                                  .arg(exact->state.pos.y)
                                  .arg(classic->state.pos.x)
                                  .arg(classic->state.pos.y);
        // Exact slides along the spike, past its tip, to the south wall east of it.
        QVERIFY2(exact->state.pos.y < 96 && exact->state.pos.x > 232 + 16, qPrintable(where));
        QVERIFY(!hasReason(exact->trace, sw::ContactReason::SharpCorner));
        // Classic is held on the spike's west side, above the tip.
        QVERIFY2(classic->state.pos.y > 96 + 14 || classic->state.pos.x < 232 - 16,
                 qPrintable(where));
        QVERIFY(hasReason(classic->trace, sw::ContactReason::SharpCorner));
        QVERIFY(f.layer->overlay().labels().contains(
            QStringLiteral("sharp corner: classic movement stuck")));
        // The three paths are drawn, each in its algorithm's colour, with a legend naming them.
        QVERIFY(f.preview->run(Algorithm::Planes) && f.preview->run(Algorithm::Planes)->valid);
        const auto legend = f.layer->overlay().legend();
        QCOMPARE(legend.size(), std::size_t(3));
        QVERIFY(legend[0].second != legend[1].second && legend[1].second != legend[2].second &&
                legend[0].second != legend[2].second);
        QVERIFY(legend[2].first.startsWith(QStringLiteral("planes")));
        const QImage image = swtest::renderPlan(f.view);
        QVERIFY(!image.isNull());
        // Each colour is on the plan with its layer: the paths, and the legend's swatches.
        const QImage shown = f.view.grab().toImage();
        for (const auto& [name, colour] : legend) {
            int pixels = 0;
            for (int y = 0; y < shown.height(); ++y)
                for (int x = 0; x < shown.width(); ++x)
                    pixels += swtest::colourDistance(shown.pixel(x, y), colour.rgb()) < 30;
            QVERIFY2(pixels > 30, qPrintable(QStringLiteral("%1: %2 pixels").arg(name).arg(pixels)));
        }
        f.preview->setCompareAlgorithms(false);
        QVERIFY(f.layer->overlay().legend().empty());
    }

    void escapePutsTheAvatarBack()
    {
        Fixture f;
        dragAndHold(f, 300, 300);
        QVERIFY(glm::length(f.preview->position() - sw::Vec2(96, 192)) > 100);
        QTest::keyClick(&f.view, Qt::Key_Escape);
        QVERIFY(!f.preview->dragging());
        QCOMPARE(f.preview->position(), sw::Vec2(96, 192));
        QCOMPARE(f.preview->home(), sw::Vec2(96, 192));
        // The release after Escape starts nothing.
        QTest::mouseRelease(&f.view, Qt::LeftButton, Qt::NoModifier, f.screen(300, 300));
        QCOMPARE(f.preview->position(), sw::Vec2(96, 192));
    }

    void probesFlagADragThatAnEditBreaks()
    {
        Fixture f;
        dragAndHold(f, 800, 192);
        QTest::mouseRelease(&f.view, Qt::LeftButton, Qt::NoModifier, f.screen(800, 192));
        auto probe = f.preview->dragAsProbe("up the stairs");
        QVERIFY(probe);
        QCOMPARE(probe->tickRate, AvatarPreview::kTickRate);
        // The recorded end is where the drag left the avatar.
        QVERIFY(glm::length(sw::Vec2(probe->expectedEnd.x, probe->expectedEnd.y) -
                                f.preview->position()) < 1);
        std::vector<sw::ProbeRecord> probes = f.document.map().probes;
        probes.push_back(*probe);
        f.document.push(new SetProbes(f.document, probes, QStringLiteral("Save Probe")));

        ProblemsPanel panel(f.document);
        const auto report = [&panel]() -> const sw::ProbeReport* {
            for (const sw::ProbeReport& r : panel.probeReports())
                if (r.name == "up the stairs")
                    return &r;
            return nullptr;
        };
        panel.runProbes();
        panel.waitUntilIdle();
        QVERIFY(report());
        QVERIFY2(!report()->changed, report()->message.c_str());

        // Raise the first stair to 44: a rise the avatar cannot climb.
        f.document.editMap().sectors[1].floorHeight = 44;
        ChangeSet changes;
        changes.sectors = true;
        changes.sectorIndices = {1};
        f.document.notifyChanged(changes);
        panel.runProbes();
        panel.waitUntilIdle();
        QVERIFY(report());
        QVERIFY(report()->changed);
        QVERIFY2(report()->message.find("step 44 > 24") != std::string::npos,
                 report()->message.c_str());
        // The panel lists it with its reason.
        const QList<QTreeWidgetItem*> items = panel.tree()->findItems(
            QStringLiteral("up the stairs"), Qt::MatchStartsWith | Qt::MatchRecursive);
        QCOMPARE(items.size(), 1);
        QVERIFY(items.front()->text(0).contains(QStringLiteral("step 44 > 24")));

        // The preview replays the drag on the edited map: held before the first stair now.
        f.preview->waitForWorld();
        QVERIFY(f.preview->runs().front().state.pos.x < 512 - 16 + 1);
    }

    void problemsAreGroupedAndCanBeIgnored()
    {
        Fixture f;
        ProblemsPanel panel(f.document);
        panel.waitUntilIdle();
        const auto& findings = panel.findings();
        const auto step = std::find_if(findings.begin(), findings.end(), [](const sw::Finding& x) {
            return x.kind == "step-too-high";
        });
        QVERIFY(step != findings.end());
        QVERIFY(!panel.tree()
                     ->findItems(QStringLiteral("step-too-high ("),
                                 Qt::MatchStartsWith | Qt::MatchRecursive)
                     .isEmpty());

        // Activating a finding selects what it involves.
        const auto index = static_cast<std::size_t>(step - findings.begin());
        QTreeWidgetItem* item = nullptr;
        for (QTreeWidgetItemIterator it(panel.tree()); *it; ++it)
            if ((*it)->data(0, ProblemsPanel::kFindingRole).toInt() == static_cast<int>(index) &&
                (*it)->data(0, ProblemsPanel::kFindingRole).isValid())
                item = *it;
        QVERIFY(item);
        Selection shown;
        QObject::connect(&panel, &ProblemsPanel::showRequested, &panel,
                         [&shown](sw::Vec2, const Selection& s) { shown = s; });
        emit panel.tree()->itemActivated(item, 0);
        QCOMPARE(shown.walls, step->walls);

        panel.setIgnored(index, true);
        QCOMPARE(f.document.map().ignoredFindings, std::vector<std::string>{step->key()});
        QVERIFY(!panel.tree()
                     ->findItems(QStringLiteral("Ignored for this map (1)"), Qt::MatchExactly)
                     .isEmpty());
        f.document.undoStack()->undo();
        QVERIFY(f.document.map().ignoredFindings.empty());
    }
};

QTEST_MAIN(AvatarPreviewTest)
#include "AvatarPreviewTest.moc"
