#include "EditorTestSupport.h"

#include "views/PlanGeometry.h"
#include "views/PlanPalette.h"

#include "commands/DeleteElements.h"
#include "commands/DrawSector.h"
#include "commands/MoveVertices.h"
#include "document/ChangeSet.h"
#include "document/Document.h"
#include "io/MapSource.h"
#include "map/MapEditing.h"

#include <QImage>
#include <QPainter>
#include <QTest>

#include <algorithm>
#include <random>
#include <set>

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

// Whether two geometries have the same sector outlines, bounds and fills.
void expectSameSectors(const PlanGeometry& got, const PlanGeometry& fresh)
{
    QCOMPARE(got.sectors.size(), fresh.sectors.size());
    for (std::size_t i = 0; i < got.sectors.size(); ++i) {
        QCOMPARE(got.sectors[i].outline, fresh.sectors[i].outline);
        QCOMPARE(got.sectors[i].loopStarts, fresh.sectors[i].loopStarts);
        QCOMPARE(got.sectors[i].bounds, fresh.sectors[i].bounds);
        QCOMPARE(got.sectors[i].fill, fresh.sectors[i].fill);
    }
}

// The lines of one kind, in an order of their own (an update keeps them in another order than
// a build: the order of lines of one colour does not change a picture).
std::vector<std::array<double, 4>> sortedLines(const QList<QLineF>& lines)
{
    std::vector<std::array<double, 4>> out;
    for (const QLineF& l : lines)
        out.push_back({l.x1(), l.y1(), l.x2(), l.y2()});
    std::sort(out.begin(), out.end());
    return out;
}

// Whether two geometries draw the same: sectors, lines of each kind, vertices, things, bounds.
void expectSameDrawing(const PlanGeometry& got, const PlanGeometry& fresh)
{
    expectSameSectors(got, fresh);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(sortedLines(got.oneSidedWalls) == sortedLines(fresh.oneSidedWalls));
    QVERIFY(sortedLines(got.twoSidedWalls) == sortedLines(fresh.twoSidedWalls));
    QVERIFY(sortedLines(got.blockingWalls) == sortedLines(fresh.blockingWalls));
    QCOMPARE(got.vertices, fresh.vertices);
    QCOMPARE(got.things.size(), fresh.things.size());
    QCOMPARE(got.bounds, fresh.bounds);
    QCOMPARE(got.minFloor, fresh.minFloor);
    QCOMPARE(got.maxFloor, fresh.maxFloor);
}

// How many sectors of `after` share their outline's storage with a sector of `before`.
std::size_t sharedOutlines(const PlanGeometry& before, const PlanGeometry& after)
{
    std::set<const QPointF*> earlier;
    for (const PlanGeometry::SectorShape& s : before.sectors)
        if (!s.isEmpty())
            earlier.insert(s.outline.constData());
    std::size_t n = 0;
    for (const PlanGeometry::SectorShape& s : after.sectors)
        n += !s.isEmpty() && earlier.count(s.outline.constData());
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

    // A structural edit keeps the outlines of the sectors whose walls it left alone, renumbered
    // or not, and builds the others: the result is a fresh build's. Here a sector in the middle
    // is deleted (every later sector, wall and vertex is renumbered) while, in the same edit, a
    // vertex of another sector moves: that sector's outline must not be kept.
    void structuralEditsKeepTheOutlinesOfUntouchedSectors()
    {
        SWTEST_FREEDOOM2(wad);
        auto loaded = sw::loadMap(wad.toStdString(), std::string("MAP01"));
        QVERIFY(loaded);
        sw::Map map = *loaded;
        PlanGeometry g = PlanGeometry::build(map);
        const PlanGeometry before = g;

        // An in-place move first: the outlines it rebuilds carry no key for the next edit.
        const auto movedFirst = static_cast<sw::Index>(map.walls[10].v1);
        map.vertices[static_cast<std::size_t>(movedFirst)].pos += sw::Vec2(4, 0);
        sw::editor::ChangeSet move;
        move.vertices = true;
        move.vertexIndices = {movedFirst};
        QVERIFY(g.update(map, move));
        expectSameSectors(g, PlanGeometry::build(map));
        if (QTest::currentTestFailed())
            return;

        const sw::Index gone = static_cast<sw::Index>(map.sectors.size() / 2);
        sw::edit::Removal removal(map);
        removal.sectors[static_cast<std::size_t>(gone)] = true;
        for (std::size_t w = 0; w < map.walls.size(); ++w)
            if (map.walls[w].frontSector == gone || map.walls[w].backSector == gone)
                removal.walls[w] = true;
        // A vertex of a sector far from the deleted one moves in the same edit.
        const sw::Wall& far = map.walls.back();
        QVERIFY(far.frontSector != gone && far.backSector != gone);
        const sw::Index farSector = far.frontSector;
        map.vertices[static_cast<std::size_t>(far.v2)].pos += sw::Vec2(0, 8);
        const sw::edit::Renumbering moved = sw::edit::removeElements(map, std::move(removal));

        sw::editor::ChangeSet structural;
        structural.topology = true;
        structural.vertices = structural.walls = structural.sectors = true;
        const PlanGeometry kept = g;
        QVERIFY(g.update(map, structural));
        const PlanGeometry fresh = PlanGeometry::build(map);
        expectSameSectors(g, fresh);
        if (QTest::currentTestFailed())
            return;
        // Most outlines were kept (shared), and not the moved sector's.
        const std::size_t shared = sharedOutlines(kept, g);
        QVERIFY2(shared > g.sectors.size() * 9 / 10,
                 qPrintable(QStringLiteral("%1 of %2 kept").arg(shared).arg(g.sectors.size())));
        const sw::Index renumbered = moved.sector(farSector);
        PlanGeometry movedOnly;
        movedOnly.sectors = {g.sectors[static_cast<std::size_t>(renumbered)]};
        QCOMPARE(sharedOutlines(kept, movedOnly), std::size_t{0});
        QVERIFY(sharedOutlines(before, g) > 0);
    }

    // Structural edits that say what they swapped (rooms drawn, walls deleted, undone and
    // redone) are brought in without building the geometry again, and so are vertex moves; the
    // result draws what a fresh build of the edited map draws.
    void swappedEditsUpdateInPlace()
    {
        SWTEST_FREEDOOM2(wad);
        auto loaded = sw::loadMap(wad.toStdString(), std::string("MAP01"));
        QVERIFY(loaded);
        Document doc;
        doc.replaceMap(std::move(*loaded), QString(), QString());
        PlanGeometry g = PlanGeometry::build(doc.map());
        std::vector<ChangeSet> heard;
        QObject::connect(&doc, &Document::mapChanged,
                         [&heard](const ChangeSet& c) { heard.push_back(c); });
        const sw::Box2 box = doc.map().bounds();
        std::mt19937 random(12);
        std::uniform_real_distribution<double> x(box.min.x, box.max.x), y(box.min.y, box.max.y);
        int inPlace = 0, steps = 0;
        for (int step = 0; step < 60; ++step) {
            heard.clear();
            const int kind = step % 6;
            if (kind == 0 || kind == 1) {
                // A room somewhere: in the void, inside a sector, or across walls.
                const double x0 = x(random), y0 = y(random), side = 32 + 32 * (step % 4);
                auto command = DrawSector::create(
                    doc, {{x0, y0}, {x0 + side, y0}, {x0 + side, y0 + side}, {x0, y0 + side}});
                if (command)
                    doc.push(command.release());
            } else if (kind == 2) {
                Selection walls;
                const auto n = static_cast<sw::Index>(doc.map().walls.size());
                walls.walls = {static_cast<sw::Index>(random() % n),
                               static_cast<sw::Index>(random() % n)};
                if (auto command = DeleteElements::create(doc, walls))
                    doc.push(command.release());
            } else if (kind == 3) {
                doc.undoStack()->undo();
            } else if (kind == 4) {
                doc.undoStack()->redo();
            } else {
                const auto v = static_cast<sw::Index>(random() % doc.map().vertices.size());
                const sw::Vec2 at = doc.map().vertices[static_cast<std::size_t>(v)].pos;
                doc.push(new MoveVertices(doc, {v}, {at + sw::Vec2(24, -16)}));
            }
            if (heard.empty())
                continue;
            ++steps;
            QCOMPARE(heard.size(), std::size_t{1});
            QVERIFY(!heard.front().topology || heard.front().lengthsBefore);
            const std::size_t sectorsBefore = heard.front().lengthsBefore
                                                  ? heard.front().lengthsBefore->sectors
                                                  : doc.map().sectors.size();
            g.update(doc.map(), heard.front());
            const PlanGeometry fresh = PlanGeometry::build(doc.map());
            expectSameDrawing(g, fresh);
            if (QTest::currentTestFailed()) {
                qWarning("step %d (kind %d)", step, kind);
                return;
            }
            // Brought in place: a sector made by the edit carries no edge key (a build would
            // give it one).
            if (doc.map().sectors.size() > sectorsBefore && g.sectors.back().edgeKey == 0)
                ++inPlace;
        }
        qInfo("steps %d in place %d", steps, inPlace);
        QVERIFY2(steps > 30, qPrintable(QString::number(steps)));
        QVERIFY2(inPlace > 5, qPrintable(QString::number(inPlace)));
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
