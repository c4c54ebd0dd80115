// Measures editing on MAP12 of freedoom2.wad (10,884 walls): how long the plan's cache takes to
// follow a drag step and a structural edit, and how much memory one undo step keeps. Reports
// numbers and asserts none.

#include "EditorTestSupport.h"

#include "document/Document.h"
#include "commands/DeleteElements.h"
#include "commands/DrawSector.h"
#include "commands/MoveVertices.h"
#include "commands/SetSectorProperties.h"
#include "commands/SplitWall.h"
#include "views/PlanGeometry.h"

#include <QElapsedTimer>
#include <QTest>

using namespace sw;
using namespace sw::editor;

namespace {

template <typename F> double milliseconds(F&& f)
{
    QElapsedTimer t;
    t.start();
    f();
    return static_cast<double>(t.nsecsElapsed()) / 1e6;
}

} // namespace

class EditBenchmark : public QObject {
    Q_OBJECT

private slots:
    void map12()
    {
        const QString wad = swtest::freedoom2Path();
        if (wad.isEmpty())
            QSKIP("freedoom2.wad is missing");
        Document doc;
        QVERIFY(doc.open(wad, QStringLiteral("MAP12")).ok());
        PlanGeometry geometry = PlanGeometry::build(doc.map());
        ChangeSet last;
        QObject::connect(&doc, &Document::mapChanged, [&last](const ChangeSet& c) { last = c; });

        qInfo("full build: %.2f ms", milliseconds([&] { geometry = PlanGeometry::build(doc.map()); }));

        // A drag step of one vertex, and of a whole sector's vertices.
        auto* move = new MoveVertices(doc, {100}, {doc.map().vertices[100].pos + Vec2(8, 0)}, 1);
        doc.push(move);
        qInfo("drag step, one vertex: update %.2f ms, undo step %zu bytes",
              milliseconds([&] { geometry.update(doc.map(), last); }), move->undoBytes());
        auto* heights = new SetSectorProperties(doc, {5}, {doc.map().sectors[5]});
        std::vector<Sector> raised = {doc.map().sectors[5]};
        raised[0].floorHeight += 8;
        delete heights;
        heights = new SetSectorProperties(doc, {5}, raised);
        doc.push(heights);
        qInfo("floor height of one sector: update %.2f ms, undo step %zu bytes",
              milliseconds([&] { geometry.update(doc.map(), last); }), heights->undoBytes());

        const Wall& w = doc.map().walls[200];
        auto split = SplitWall::create(doc, 200, (doc.map().wallStart(w) + doc.map().wallEnd(w)) * 0.5);
        const std::size_t splitBytes = split->undoBytes();
        double pushMs = milliseconds([&] { doc.push(split.release()); });
        qInfo("split wall: command and push %.2f ms, update (full rebuild) %.2f ms, undo step %zu bytes",
              pushMs, milliseconds([&] { geometry.update(doc.map(), last); }), splitBytes);

        const Box2 box = doc.map().bounds();
        std::unique_ptr<DrawSector> draw;
        const double drawMs = milliseconds([&] {
            draw = DrawSector::create(doc, {{box.max.x + 64, 0}, {box.max.x + 320, 0},
                                            {box.max.x + 320, 256}, {box.max.x + 64, 256}});
        });
        qInfo("draw sector: command %.2f ms, undo step %zu bytes", drawMs, draw->undoBytes());
        doc.push(draw.release());

        Selection first;
        first.walls = {0};
        auto del = DeleteElements::create(doc, first);
        qInfo("delete wall 0 (renumbers all walls after it): undo step %zu bytes", del->undoBytes());
        doc.push(del.release());
        qInfo("a full map copy would be about %zu bytes of vectors",
              doc.map().walls.size() * sizeof(Wall) + doc.map().vertices.size() * sizeof(Vertex) +
                  doc.map().sectors.size() * sizeof(Sector) + doc.map().things.size() * sizeof(Thing));
    }
};

QTEST_MAIN(EditBenchmark)
#include "EditBenchmark.moc"
