#include "EditorTestSupport.h"

#include "commands/DeleteElements.h"
#include "commands/DrawSector.h"
#include "commands/MoveThings.h"
#include "commands/MoveVertices.h"
#include "commands/PlaceThing.h"
#include "commands/SetSectorProperties.h"
#include "commands/SetThingProperties.h"
#include "document/Document.h"
#include "views/PlanPalette.h"
#include "views/PlanView.h"

#include <QPainter>
#include <QSignalSpy>
#include <QTest>
#include <QWheelEvent>

#include <cmath>

using namespace sw::editor;

namespace {

// A shown plan view of makeRoomWithHoles(), fitted to a 400 x 300 viewport.
struct Fixture {
    Document document;
    PlanView view{&document};

    Fixture()
    {
        document.replaceMap(swtest::makeRoomWithHoles(), QString(), QStringLiteral("HOLES"));
        view.resize(400, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
    }
};

bool near(const QPointF& a, const QPointF& b, double tolerance = 1e-6)
{
    return std::abs(a.x() - b.x()) <= tolerance && std::abs(a.y() - b.y()) <= tolerance;
}

void sendWheel(QWidget& widget, const QPointF& pos, int angleDelta)
{
    QWheelEvent event(pos, widget.mapToGlobal(pos), QPoint(), QPoint(0, angleDelta), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(&widget, &event);
}

void sendMouse(QWidget& widget, QEvent::Type type, const QPointF& pos, Qt::MouseButton button,
               Qt::MouseButtons buttons)
{
    QMouseEvent event(type, pos, widget.mapToGlobal(pos), button, buttons, Qt::NoModifier);
    QApplication::sendEvent(&widget, &event);
}

void drag(QWidget& widget, const QPointF& from, const QPointF& to, Qt::MouseButton button)
{
    sendMouse(widget, QEvent::MouseButtonPress, from, button, button);
    sendMouse(widget, QEvent::MouseMove, (from + to) / 2, Qt::NoButton, button);
    sendMouse(widget, QEvent::MouseMove, to, Qt::NoButton, button);
    sendMouse(widget, QEvent::MouseButtonRelease, to, button, Qt::NoButton);
}

// A map point half a grid step away from every grid line near p, so a pixel sampled there shows
// the fill and not a grid line drawn over it.
QPointF offGrid(const PlanView& view, QPointF p)
{
    const double step = view.gridStep();
    return {(std::floor(p.x() / step) + 0.5) * step, (std::floor(p.y() / step) + 0.5) * step};
}

QRgb pixelAtMap(const QImage& image, const PlanView& view, const QPointF& mapPoint)
{
    const QPoint s = view.mapToScreen(mapPoint).toPoint();
    return image.pixel(s);
}

// Of the pixels within one pixel of where mapPoint lands, the one closest to colour.
int closestDistance(const QImage& image, const PlanView& view, const QPointF& mapPoint, QRgb colour)
{
    const QPointF s = view.mapToScreen(mapPoint);
    int best = INT_MAX;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const QPoint p(static_cast<int>(std::floor(s.x())) + dx,
                           static_cast<int>(std::floor(s.y())) + dy);
            if (image.rect().contains(p))
                best = std::min(best, swtest::colourDistance(image.pixel(p), colour));
        }
    return best;
}

// How much of a vertical antialiased line in colour covers the pixels next to screen point s:
// each pixel there is taken as a mix of that colour and the plain fill three pixels further out,
// and the best-fitting mix wins. 1 means a pixel wholly in the colour; a pixel that no mix of
// the colour and the fill explains counts as 0. This accepts a one-pixel line that falls
// between two pixel columns (half in each) while still telling the line colours apart.
double lineCoverage(const QImage& image, const QPointF& s, QRgb colour)
{
    const int x0 = static_cast<int>(std::floor(s.x()));
    const int y = static_cast<int>(std::floor(s.y()));
    const QColor c = QColor::fromRgb(colour);
    double best = 0;
    for (int dx = -1; dx <= 1; ++dx)
        for (int side : {-1, 1}) {
            const QColor p = image.pixelColor(x0 + dx, y);
            const QColor fill = image.pixelColor(x0 + dx + 3 * side, y);
            const double d[3] = {c.redF() - fill.redF(), c.greenF() - fill.greenF(),
                                 c.blueF() - fill.blueF()};
            const double q[3] = {p.redF() - fill.redF(), p.greenF() - fill.greenF(),
                                 p.blueF() - fill.blueF()};
            const double dd = d[0] * d[0] + d[1] * d[1] + d[2] * d[2];
            if (dd < 1e-6)
                continue;
            const double a = std::clamp((q[0] * d[0] + q[1] * d[1] + q[2] * d[2]) / dd, 0.0, 1.0);
            double residual = 0;
            for (int i = 0; i < 3; ++i)
                residual += std::abs(q[i] - a * d[i]);
            // Within about three 8-bit steps per channel of an exact mix.
            if (residual <= 0.035)
                best = std::max(best, a);
        }
    return best;
}

} // namespace

class PlanViewTest : public QObject {
    Q_OBJECT

private slots:
    void wheelZoomKeepsMapPointUnderCursor()
    {
        Fixture f;
        const QPointF cursor(97, 211); // deliberately away from the centre
        const QPointF before = f.view.screenToMap(cursor);
        const double scale = f.view.view().scale();

        sendWheel(f.view, cursor, 120);
        QCOMPARE(f.view.view().scale(), scale * std::pow(2.0, 0.25));
        QVERIFY(near(f.view.screenToMap(cursor), before));
        // The centre moved, otherwise the zoom was not around the cursor at all.
        QVERIFY(!near(f.view.screenToMap({200, 150}), before, 1.0));

        sendWheel(f.view, cursor, -240);
        QVERIFY(f.view.view().scale() < scale);
        QVERIFY(near(f.view.screenToMap(cursor), before));
    }

    void middleAndRightDragPan()
    {
        Fixture f;
        for (Qt::MouseButton button : {Qt::MiddleButton, Qt::RightButton}) {
            const QPointF from(120, 100), to(180, 140);
            const QPointF grabbed = f.view.screenToMap(from);
            drag(f.view, from, to, button);
            QVERIFY(near(f.view.mapToScreen(grabbed), to));
        }
    }

    void leftDragPansOnlyWhileSpaceIsHeld()
    {
        Fixture f;
        const QPointF from(120, 100), to(180, 140);
        const QPointF grabbed = f.view.screenToMap(from);
        drag(f.view, from, to, Qt::LeftButton);
        QVERIFY(near(f.view.mapToScreen(grabbed), from));

        QTest::keyPress(&f.view, Qt::Key_Space);
        drag(f.view, from, to, Qt::LeftButton);
        QTest::keyRelease(&f.view, Qt::Key_Space);
        QVERIFY(near(f.view.mapToScreen(grabbed), to));
    }

    void zoomToFitShowsTheWholeMap()
    {
        Fixture f;
        sendWheel(f.view, {50, 50}, 600);
        QVERIFY(!f.view.view().visibleMapRect().contains(QRectF(0, 0, 512, 256)));

        f.view.zoomToFit();
        const QRectF visible = f.view.view().visibleMapRect();
        QVERIFY(visible.contains(QRectF(0, 0, 512, 256)));
        // Fitted, not merely zoomed out: the map spans the width but for the margins.
        QVERIFY(visible.width() < 512 * 1.25);
    }

    void framingAFindingCentresItWithItsSurroundings()
    {
        Fixture f;
        f.view.zoomToFit();
        // A point (a finding) is centred and shown 256 units across at least.
        f.view.frame(QRectF(QPointF(300, 40), QSizeF(0, 0)));
        QVERIFY(near(f.view.mapToScreen(QPointF(300, 40)), QPointF(200, 150), 0.5));
        const double across = f.view.mapToScreen(QPointF(428, 40)).x() -
                              f.view.mapToScreen(QPointF(172, 40)).x();
        QVERIFY2(across <= 300 && across > 200, qPrintable(QString::number(across)));
        // A larger rectangle is fitted whole.
        f.view.frame(QRectF(QPointF(0, 0), QSizeF(512, 128)));
        QVERIFY(f.view.mapToScreen(QPointF(0, 64)).x() >= 0);
        QVERIFY(f.view.mapToScreen(QPointF(512, 64)).x() <= 400);
    }

    void cursorPositionIsReportedInMapUnits()
    {
        Fixture f;
        QSignalSpy spy(&f.view, &PlanView::cursorMoved);
        const QPointF pos(150, 120);
        sendMouse(f.view, QEvent::MouseMove, pos, Qt::NoButton, Qt::NoButton);
        QCOMPARE(spy.count(), 1);
        QVERIFY(near(spy.front().front().toPointF(), f.view.screenToMap(pos)));
    }

    void sectorsAreFilledByFloorHeightAroundHoles()
    {
        Fixture f;
        const QImage image = swtest::renderPlan(f.view);
        const QRgb low = PlanPalette::floorColor(0).rgb();
        const QRgb high = PlanPalette::floorColor(1).rgb();
        QCOMPARE(f.view.geometry().sectors[0].fill.rgb(), low);
        QCOMPARE(f.view.geometry().sectors[1].fill.rgb(), high);

        // The room, the platform inside its hole, the void inside the pillar, the world outside.
        QCOMPARE(pixelAtMap(image, f.view, offGrid(f.view, {256, 200})), low);
        QCOMPARE(pixelAtMap(image, f.view, offGrid(f.view, {112, 64})), high);
        QCOMPARE(pixelAtMap(image, f.view, offGrid(f.view, {400, 64})),
                 QColor::fromRgb(PlanPalette::kBackground).rgb());
        // Map y points up: the holes are in the lower half of the room, so they are drawn in
        // the lower half of the view, and above them is room again.
        QVERIFY(f.view.mapToScreen({112, 64}).y() > f.view.height() / 2.0);
        QVERIFY(f.view.mapToScreen({400, 64}).y() > f.view.height() / 2.0);
        QCOMPARE(pixelAtMap(image, f.view, offGrid(f.view, {112, 192})), low);
        QCOMPARE(pixelAtMap(image, f.view, offGrid(f.view, {400, 192})), low);
    }

    void wallKindsAreDrawnDifferently()
    {
        Fixture f;
        const QImage image = swtest::renderPlan(f.view);
        struct Case {
            QPointF onWall; // the middle of a vertical wall
            QRgb colour;
        };
        const Case cases[] = {{{0, 128}, PlanPalette::kOneSidedWall},   // room, left
                              {{64, 64}, PlanPalette::kTwoSidedWall},   // platform, left
                              {{160, 64}, PlanPalette::kBlockingWall}}; // platform, right
        const QRgb wallColours[] = {PlanPalette::kOneSidedWall, PlanPalette::kTwoSidedWall,
                                    PlanPalette::kBlockingWall};
        for (const Case& c : cases) {
            const QPointF s = f.view.mapToScreen(c.onWall);
            for (QRgb colour : wallColours) {
                const double coverage = lineCoverage(image, s, colour);
                const QString where = QStringLiteral("colour %1 at (%2, %3): coverage %4")
                                          .arg(colour, 6, 16)
                                          .arg(s.x())
                                          .arg(s.y())
                                          .arg(coverage);
                if (colour == c.colour)
                    QVERIFY2(coverage >= 0.45, qPrintable(where));
                else
                    QVERIFY2(coverage < 0.2, qPrintable(where));
            }
        }
    }

    // The widget paints from an image of the fills, grid, walls, vertices and things kept since
    // the last paint, drawing again only the areas an edit changed: the pixels are those of a
    // whole paint after every edit.
    void keptPaintAfterEditsIsAWholePaint()
    {
        Fixture f;
        f.view.zoomIn(); // vertices shown, the map larger than the view
        const auto compareBoth = [&](const char* step) {
            QImage kept(f.view.size(), QImage::Format_RGB32), whole = kept;
            {
                QPainter painter(&kept);
                f.view.paintKept(painter);
            }
            {
                QPainter painter(&whole);
                f.view.paintPlan(painter);
            }
            QVERIFY2(kept == whole, step);
        };
        compareBoth("first paint");
        QCOMPARE(f.view.lastKeptRedraw(), f.view.rect()); // drawn whole the first time
        compareBoth("nothing changed");
        QVERIFY(f.view.lastKeptRedraw().isEmpty());
        // The pillar's corner (352, 96) moves out and back: only around it is drawn again.
        const sw::Map& map = f.document.map();
        sw::Index corner = sw::kNone;
        for (std::size_t v = 0; v < map.vertices.size(); ++v)
            if (map.vertices[v].pos == sw::Vec2{352, 96})
                corner = static_cast<sw::Index>(v);
        QVERIFY(corner != sw::kNone);
        f.document.push(new MoveVertices(f.document, {corner}, {sw::Vec2{330, 130}}));
        compareBoth("vertex moved");
        const QRect redrawn = f.view.lastKeptRedraw();
        QVERIFY(!redrawn.isEmpty());
        QVERIFY(redrawn.width() * redrawn.height() < f.view.width() * f.view.height() / 4);
        f.document.undoStack()->undo();
        compareBoth("vertex moved back");
        QVERIFY(!f.view.lastKeptRedraw().isEmpty());
        // Structural edits: a room drawn inside another (walls, vertices and a sector added at
        // the lists' ends) and taken away, a wall from the middle of the list deleted and put
        // back (the rest renumbered).
        f.document.push(
            DrawSector::create(f.document, {{200, 150}, {300, 150}, {300, 220}, {200, 220}})
                .release());
        compareBoth("room drawn");
        f.document.undoStack()->undo();
        compareBoth("room taken away");
        Selection wall;
        wall.walls = {2};
        f.document.push(DeleteElements::create(f.document, wall).release());
        compareBoth("wall deleted");
        f.document.undoStack()->undo();
        compareBoth("wall put back");
        // A room in the pillar's void: only what is added differs.
        f.document.push(
            DrawSector::create(f.document, {{360, 40}, {440, 40}, {440, 88}, {360, 88}}).release());
        compareBoth("room drawn in the pillar");
        QVERIFY(!f.view.lastKeptRedraw().isEmpty());
        f.document.undoStack()->undo();
        compareBoth("room in the pillar taken away");
        // Things placed, moved, made a bigger kind and deleted: drawn again around them, at
        // their drawn size, before and after.
        const auto partly = [&f] {
            const QRect r = f.view.lastKeptRedraw();
            return !r.isEmpty() && r.width() * r.height() < f.view.width() * f.view.height() / 4;
        };
        sw::Thing imp;
        imp.type = 3001;
        imp.pos = {120, 60};
        f.document.push(new PlaceThing(f.document, imp));
        compareBoth("thing placed");
        QVERIFY(partly());
        const auto placed = static_cast<sw::Index>(f.document.map().things.size() - 1);
        f.document.push(new MoveThings(f.document, {placed}, {sw::Vec2{170, 110}}));
        compareBoth("thing moved");
        QVERIFY(partly());
        sw::Thing bigger = f.document.map().things[static_cast<std::size_t>(placed)];
        bigger.type = 16; // a Cyberdemon: a much larger radius
        bigger.angle = 90;
        f.document.push(new SetThingProperties(f.document, {placed}, {bigger}));
        compareBoth("thing made bigger");
        QVERIFY(partly());
        // Two things far apart moved in one edit: each area is drawn apart, not one box
        // around both (which would draw much of the map between them).
        sw::Thing other = imp;
        const QPointF corner2 = f.view.screenToMap(QPointF(f.view.width() - 40, 40));
        other.pos = {corner2.x(), corner2.y()};
        f.document.push(new PlaceThing(f.document, other));
        compareBoth("second thing placed");
        const auto second = static_cast<sw::Index>(f.document.map().things.size() - 1);
        f.document.push(new MoveThings(f.document, {placed, second},
                                       {sw::Vec2{170, 104}, other.pos + sw::Vec2{0, -6}}));
        compareBoth("two things far apart moved");
        const QRect around = f.view.lastKeptRedraw();
        QVERIFY2(f.view.lastKeptRedrawPixels() * 4 <
                     static_cast<qint64>(around.width()) * around.height(),
                 qPrintable(QStringLiteral("%1 pixels drawn, %2 x %3 around them")
                                .arg(f.view.lastKeptRedrawPixels())
                                .arg(around.width())
                                .arg(around.height())));
        f.document.undoStack()->undo();
        compareBoth("two things moved back");
        f.document.undoStack()->undo();
        compareBoth("second thing taken away");
        Selection thing;
        thing.things = {placed};
        f.document.push(DeleteElements::create(f.document, thing).release());
        compareBoth("thing deleted");
        QVERIFY(partly());
        f.document.undoStack()->undo();
        compareBoth("thing put back");
        // The platform's floor to the room's: the colour ramp's ends move, so all is drawn.
        // (`map` named the map before the edits: an edit may put the map in another place.)
        sw::Sector platform = f.document.map().sectors[1];
        platform.floorHeight = 0;
        f.document.push(new SetSectorProperties(f.document, {1}, {platform}));
        compareBoth("ramp changed");
        QCOMPARE(f.view.lastKeptRedraw(), f.view.rect());
    }

    void keptPaintRecoloursOnlyTheEditedSector()
    {
        SWTEST_FREEDOOM2(wad);
        Document document;
        QVERIFY(document.open(wad, QStringLiteral("MAP01")));
        PlanView view(&document);
        view.resize(800, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        for (int i = 0; i < 3; ++i)
            view.zoomIn();
        QImage kept(view.size(), QImage::Format_RGB32), whole = kept;
        const auto paintBoth = [&] {
            {
                QPainter painter(&kept);
                view.paintKept(painter);
            }
            QPainter painter(&whole);
            view.paintPlan(painter);
        };
        paintBoth();
        // The sector under the middle of the view, one unit lower (within the ramp's ends).
        const sw::Map& map = document.map();
        const QPointF middle = view.screenToMap(QPointF(view.width() / 2.0, view.height() / 2.0));
        sw::Index sector = sw::kNone;
        for (std::size_t s = 0; s < map.sectors.size() && sector == sw::kNone; ++s)
            if (view.geometry().sectors[s].contains(middle))
                sector = static_cast<sw::Index>(s);
        QVERIFY(sector != sw::kNone);
        sw::Sector lower = map.sectors[static_cast<std::size_t>(sector)];
        const auto [lowest, highest] = std::minmax_element(
            map.sectors.begin(), map.sectors.end(),
            [](const sw::Sector& a, const sw::Sector& b) { return a.floorHeight < b.floorHeight; });
        lower.floorHeight = (lowest->floorHeight + highest->floorHeight) / 2 + 1;
        document.push(new SetSectorProperties(document, {sector}, {lower}));
        paintBoth();
        QVERIFY(kept == whole);
        const QRect redrawn = view.lastKeptRedraw();
        QVERIFY(!redrawn.isEmpty());
        QVERIFY(redrawn != view.rect());

        // A structural edit (a small room drawn there, then undone) draws again only what
        // changed: the room, and the sector it was drawn in (which gets a hole and back).
        const sw::Vec2 c{middle.x(), middle.y()};
        std::unique_ptr<DrawSector> room = DrawSector::create(
            document, {c + sw::Vec2{-8, -8}, c + sw::Vec2{8, -8}, c + sw::Vec2{8, 8},
                       c + sw::Vec2{-8, 8}});
        QVERIFY(room);
        // (After an edit, document.map() and not `map`: an edit may put the map elsewhere.)
        const std::size_t sectorsBefore = map.sectors.size();
        document.push(room.release());
        QVERIFY(document.map().sectors.size() > sectorsBefore);
        paintBoth();
        QVERIFY(kept == whole);
        QVERIFY(!view.lastKeptRedraw().isEmpty());
        QVERIFY(view.lastKeptRedraw() != view.rect());
        const QPoint roomOnScreen = view.mapToScreen(middle).toPoint();
        QVERIFY(view.lastKeptRedraw().contains(roomOnScreen));
        document.undoStack()->undo();
        QCOMPARE(document.map().sectors.size(), sectorsBefore);
        paintBoth();
        QVERIFY(kept == whole);
        QVERIFY(view.lastKeptRedraw() != view.rect());
        QVERIFY(view.lastKeptRedraw().contains(roomOnScreen));

        // A wall deleted from the middle of the list (the walls after it are renumbered), then
        // the deletion undone: the same pixels as a whole paint each time.
        // The wall nearest the middle of the view, not one of the last in the list.
        sw::Index nearest = sw::kNone;
        double best = 0;
        const sw::Map& now = document.map();
        for (std::size_t w = 0; w + 16 < now.walls.size(); ++w) {
            const sw::Vec2 m = (now.wallStart(now.walls[w]) + now.wallEnd(now.walls[w])) * 0.5;
            const double d = glm::length(m - c);
            if (nearest == sw::kNone || d < best) {
                nearest = static_cast<sw::Index>(w);
                best = d;
            }
        }
        Selection wall;
        wall.walls = {nearest};
        std::unique_ptr<DeleteElements> deletion = DeleteElements::create(document, wall);
        QVERIFY(deletion);
        document.push(deletion.release());
        paintBoth();
        QVERIFY(kept == whole);
        QVERIFY(view.lastKeptRedraw() != view.rect());
        QVERIFY(!view.lastKeptRedraw().isEmpty());
        document.undoStack()->undo();
        paintBoth();
        QVERIFY(kept == whole);
    }

    void verticesShowOnlyWhenZoomedIn()
    {
        Fixture f;
        const QPointF corner(512, 256);
        QVERIFY(f.view.view().scale() >= PlanView::kMinScaleForVertices);
        QCOMPARE(closestDistance(swtest::renderPlan(f.view), f.view, corner, PlanPalette::kVertex),
                 0);

        while (f.view.view().scale() >= PlanView::kMinScaleForVertices)
            f.view.zoomOut();
        QVERIFY(closestDistance(swtest::renderPlan(f.view), f.view, corner, PlanPalette::kVertex) >
                0);
    }
};

QTEST_MAIN(PlanViewTest)
#include "PlanViewTest.moc"
