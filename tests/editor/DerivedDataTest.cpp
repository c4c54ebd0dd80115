// The derived data after edits: the world the views, the avatar and the analysis read must be
// the one a fresh build of the edited map gives, whether it was compiled again or kept its tree
// (edits of sector values alone). Random sequences of edits, undos and redos on Freedoom maps,
// on the GUI thread (MAP01) and on the worker (MAP12).

#include "EditorTestSupport.h"

#include "commands/MoveVertices.h"
#include "commands/SetSectorProperties.h"
#include "document/DerivedData.h"
#include "document/Document.h"

#include <QTest>
#include <QUndoStack>

#include <random>

using namespace sw;
using namespace sw::editor;

namespace {

void randomEdits(const QString& mapName, int edits, unsigned seed)
{
    SWTEST_FREEDOOM2(wad);
    Document doc;
    QVERIFY(doc.open(wad, mapName));
    DerivedData& derived = doc.derived();
    derived.use(DerivedData::Need::World);
    derived.waitForSnapshot();
    std::mt19937 random(seed);
    std::uniform_int_distribution<int> kind(0, 9);
    std::uniform_int_distribution<int> step(-4, 4);
    const auto sectors = static_cast<int>(doc.map().sectors.size());
    const auto vertices = static_cast<int>(doc.map().vertices.size());
    int compiledKept = 0;
    for (int e = 0; e < edits; ++e) {
        const int k = kind(random);
        const std::shared_ptr<const MapWorld> before = derived.snapshot()->world;
        if (k < 5) {
            // A few sectors' heights at once, sometimes twice before the build runs.
            std::vector<Index> which;
            std::vector<Sector> values;
            for (int i = 0; i < 3; ++i) {
                const auto s = static_cast<Index>(random() % static_cast<unsigned>(sectors));
                if (std::find(which.begin(), which.end(), s) != which.end())
                    continue;
                Sector v = doc.map().sectors[static_cast<std::size_t>(s)];
                v.floorHeight += 8 * step(random);
                v.ceilingHeight += 8 * step(random);
                which.push_back(s);
                values.push_back(v);
            }
            doc.push(new SetSectorProperties(doc, which, values));
        } else if (k < 7) {
            const auto v = static_cast<Index>(random() % static_cast<unsigned>(vertices));
            const Vec2 p = doc.map().vertices[static_cast<std::size_t>(v)].pos;
            doc.push(new MoveVertices(doc, {v}, {p + Vec2(step(random), step(random))}));
        } else if (k < 9) {
            doc.undoStack()->undo();
        } else {
            doc.undoStack()->redo();
        }
        if (random() % 3 == 0)
            continue; // the next edit comes before this one is built
        derived.waitForSnapshot();
        const std::shared_ptr<const MapSnapshot> now = derived.snapshot();
        QVERIFY(now && now->world);
        QCOMPARE(*now->map, doc.map());
        auto fresh = Bsp::compile(doc.map());
        QVERIFY(fresh.ok());
        QVERIFY2(now->world->bsp == *fresh,
                 qPrintable(QStringLiteral("edit %1 (kind %2): the world differs from a fresh "
                                           "compile")
                                .arg(e)
                                .arg(k)));
        if (before && now->world != before && now->world->geometry == before->geometry)
            ++compiledKept;
    }
    // Some builds kept their tree: the fast path was taken, and checked above.
    QVERIFY(compiledKept > 0);
}

} // namespace

class DerivedDataTest : public QObject {
    Q_OBJECT

private slots:
    void editsOnTheGuiThreadGiveTheFreshWorld() { randomEdits(QStringLiteral("MAP01"), 60, 3); }
    void editsOnTheWorkerGiveTheFreshWorld() { randomEdits(QStringLiteral("MAP12"), 30, 5); }
};

QTEST_MAIN(DerivedDataTest)
#include "DerivedDataTest.moc"
