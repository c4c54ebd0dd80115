#include "EditorTestSupport.h"

#include "views/PlanGeometry.h"
#include "views/PlanPalette.h"

#include "io/MapSource.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace sw::editor;

namespace {

sw::Wall makeWall(sw::Index v1, sw::Index v2, sw::Index front, sw::Index back = sw::kNone)
{
    sw::Wall w;
    w.v1 = v1;
    w.v2 = v2;
    w.frontSector = front;
    w.backSector = back;
    return w;
}

// The sector fills of a map as the plan draws them (one polygon per sector, no antialiasing),
// or, with `asPaths`, as it drew them before: each sector's loops as subpaths of a
// QPainterPath. The map is fitted into the image at `zoom`, centred on `focus`.
QImage renderFills(const PlanGeometry& g, QSize size, double zoom, QPointF focus, bool asPaths)
{
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::black);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing, false);
    const QRectF box = *g.bounds;
    const double scale = zoom * std::min(size.width() / box.width(), size.height() / box.height());
    QTransform t;
    t.translate(size.width() / 2.0, size.height() / 2.0);
    t.scale(scale, -scale);
    t.translate(-focus.x(), -focus.y());
    painter.setTransform(t);
    painter.setPen(Qt::NoPen);
    for (const PlanGeometry::SectorShape& s : g.sectors) {
        if (s.isEmpty())
            continue;
        if (asPaths) {
            painter.fillPath(s.path(), s.fill);
        } else {
            painter.setBrush(s.fill);
            s.draw(painter);
        }
    }
    return image;
}

// How many pixels differ between two images of the same size.
int differingPixels(const QImage& a, const QImage& b)
{
    int n = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            n += a.pixel(x, y) != b.pixel(x, y);
    return n;
}

// Compares the fills drawn both ways over the whole map and at close zooms around a few
// sectors with holes or several loops (where the bridges between loops run).
void expectSameFills(const sw::Map& map)
{
    const PlanGeometry g = PlanGeometry::build(map);
    QVERIFY(g.bounds);
    std::vector<QPointF> foci = {g.bounds->center()};
    for (const PlanGeometry::SectorShape& s : g.sectors)
        if (s.loopStarts.size() >= 2 && foci.size() < 6)
            foci.push_back(s.bounds.center());
    QVERIFY2(foci.size() > 1, "the map should have sectors of several loops");
    const QSize size(800, 600);
    for (const QPointF& focus : foci)
        for (double zoom : {1.0, 4.0, 16.0}) {
            const QImage polygons = renderFills(g, size, zoom, focus, false);
            const QImage paths = renderFills(g, size, zoom, focus, true);
            QCOMPARE(differingPixels(polygons, paths), 0);
        }
}

} // namespace

class PlanGeometryTest : public QObject {
    Q_OBJECT

private slots:
    void holesAreLeftOutOfTheSurroundingSector()
    {
        const PlanGeometry g = PlanGeometry::build(swtest::makeRoomWithHoles());
        QCOMPARE(g.sectors.size(), std::size_t{2});
        const QPainterPath room = g.sectors[0].path();
        const QPainterPath platform = g.sectors[1].path();
        QVERIFY(room.contains(QPointF(256, 200)));
        QVERIFY(!room.contains(QPointF(112, 64)));  // the platform's hole
        QVERIFY(!room.contains(QPointF(400, 64)));  // the pillar
        QVERIFY(!room.contains(QPointF(600, 128))); // outside
        QVERIFY(platform.contains(QPointF(112, 64)));
        QVERIFY(!platform.contains(QPointF(256, 200)));
        QCOMPARE(g.sectors[0].bounds, QRectF(0, 0, 512, 256));
    }

    // The plan fills sectors as polygons whose loops are joined by bridges; they must fill
    // exactly the pixels the loops fill as separate subpaths.
    void fillsMatchSubpathFillsOnFreedoomMaps()
    {
        SWTEST_FREEDOOM2(wad);
        for (const char* name : {"MAP01", "MAP12"}) {
            auto map = sw::loadMap(wad.toStdString(), std::string(name));
            QVERIFY2(map, name);
            expectSameFills(*map);
        }
    }

    void fillsMatchSubpathFillsWithHoles()
    {
        const PlanGeometry g = PlanGeometry::build(swtest::makeRoomWithHoles());
        QCOMPARE(g.sectors[0].loopStarts.size(), qsizetype{2}); // the room, platform, pillar
        const QSize size(400, 300);
        for (double zoom : {0.5, 1.0, 3.0}) {
            const QPointF centre = g.bounds->center();
            const QImage polygons = renderFills(g, size, zoom, centre, false);
            QCOMPARE(differingPixels(polygons, renderFills(g, size, zoom, centre, true)), 0);
            // The hole shows the background; the room around it its fill.
            const QRgb background = QColor(Qt::black).rgb();
            QVERIFY(polygons.pixel(200, 150) != background);
        }
    }

    void twoLoopsSharingAVertexFillBoth()
    {
        // One sector made of two squares that touch at (64, 64).
        sw::Map map;
        map.sectors.resize(1);
        swtest::addLoop(map, {{0, 0}, {0, 64}, {64, 64}, {64, 0}}, 0);
        swtest::addLoop(map, {{64, 64}, {64, 128}, {128, 128}, {128, 64}}, 0);
        // Weld the shared corner into one vertex, as a real map would have it.
        for (sw::Wall& w : map.walls) {
            if (w.v1 == 4)
                w.v1 = 2;
            if (w.v2 == 4)
                w.v2 = 2;
        }
        const PlanGeometry g = PlanGeometry::build(map);
        const QPainterPath path = g.sectors[0].path();
        QVERIFY(path.contains(QPointF(32, 32)));
        QVERIFY(path.contains(QPointF(96, 96)));
        QVERIFY(!path.contains(QPointF(32, 96)));
        QVERIFY(!path.contains(QPointF(96, 32)));
    }

    void wallWithTheSameSectorOnBothSidesCutsNothing()
    {
        sw::Map map;
        map.sectors.resize(1);
        swtest::addLoop(map, {{0, 0}, {0, 128}, {128, 128}, {128, 0}}, 0);
        // A free-standing two-sided wall inside the room (a railing or a self-referencing
        // trick), from the middle towards a corner.
        map.vertices.push_back({{64, 64}});
        map.walls.push_back(makeWall(4, 1, 0, 0));
        const PlanGeometry g = PlanGeometry::build(map);
        const QPainterPath path = g.sectors[0].path();
        QVERIFY(path.contains(QPointF(32, 40)));
        QVERIFY(path.contains(QPointF(40, 32)));
        QVERIFY(path.contains(QPointF(100, 100)));
    }

    void brokenReferencesAreSkipped()
    {
        sw::Map map = swtest::makeRoomWithHoles();
        map.walls.push_back(makeWall(0, 999, 0));
        map.walls.push_back(makeWall(0, 1, 7));
        const PlanGeometry g = PlanGeometry::build(map);
        QVERIFY(g.sectors[0].contains(QPointF(256, 200)));
        // The second broken wall has valid vertices and no valid sector: still drawn.
        QCOMPARE(g.oneSidedWalls.size(), qsizetype{4 + 4 + 1});
    }

    void wallsAreSortedByKind()
    {
        const PlanGeometry g = PlanGeometry::build(swtest::makeRoomWithHoles());
        QCOMPARE(g.oneSidedWalls.size(), qsizetype{8}); // room and pillar
        QCOMPARE(g.twoSidedWalls.size(), qsizetype{3}); // platform
        QCOMPARE(g.blockingWalls.size(), qsizetype{1}); // platform, right
        QCOMPARE(g.blockingWalls.front(), QLineF(160, 96, 160, 32));
    }

    void floorsSpanTheColourRamp()
    {
        sw::Map map = swtest::makeRoomWithHoles();
        map.sectors.push_back({});
        map.sectors[2].floorHeight = 32; // halfway between the room and the platform
        const PlanGeometry g = PlanGeometry::build(map);
        QCOMPARE(g.minFloor, 0.0);
        QCOMPARE(g.maxFloor, 64.0);
        QCOMPARE(g.sectors[0].fill, PlanPalette::floorColor(0));
        QCOMPARE(g.sectors[1].fill, PlanPalette::floorColor(1));
        QCOMPARE(g.sectors[2].fill, PlanPalette::floorColor(0.5));
        QVERIFY(g.sectors[2].isEmpty()); // no walls face it
    }

    void playerStartIsNotAlsoAThing()
    {
        sw::Map map = swtest::makeRoomWithHoles();
        const std::size_t things = map.things.size();
        sw::Thing start;
        start.type = sw::kDoomPlayer1Start;
        start.pos = map.playerStart->pos;
        map.things.push_back(start);
        start.pos = {300, 200}; // elsewhere
        map.things.push_back(start);
        const PlanGeometry g = PlanGeometry::build(map);
        QCOMPARE(g.things.size(), static_cast<qsizetype>(things + 1));
        QVERIFY(g.playerStart);
        QCOMPARE(g.playerStart->pos, QPointF(32, 224));
    }
};

QTEST_GUILESS_MAIN(PlanGeometryTest)
#include "PlanGeometryTest.moc"
