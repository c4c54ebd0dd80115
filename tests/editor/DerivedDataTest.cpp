// The derived data after edits: the world the views, the avatar and the analysis read must
// answer as the one a fresh build of the edited map does, whether it was compiled again (keeping
// the earlier tree's partitions that still serve, so its tree is not the fresh compile's) or
// kept its tree (edits of sector values alone). Random sequences of edits, undos and redos on
// Freedoom maps: MAP01 (its first world built at once on the GUI thread) and MAP12 (on the
// worker); every edit's world is built on the worker.

#include "EditorTestSupport.h"

#include "commands/MoveVertices.h"
#include "commands/SetAvatarProfiles.h"
#include "commands/SetSectorProperties.h"
#include "commands/SetWallProperties.h"
#include "document/DerivedData.h"
#include "document/Document.h"

#include <QTest>
#include <QUndoStack>

#include <functional>
#include <random>

using namespace sw;
using namespace sw::editor;

namespace {

// The sector, floor and ceiling under 500 random footprints, and whether they overlap a solid
// wall, are the same in both worlds.
void expectSameAnswers(const CollisionWorld& world, const CollisionWorld& fresh, const Map& map,
                       std::mt19937& random, const QString& where)
{
    const Box2 box = map.bounds();
    std::uniform_real_distribution<double> x(box.min.x, box.max.x), y(box.min.y, box.max.y);
    AvatarProfile profile;
    for (int i = 0; i < 500; ++i) {
        const Vec2 p{x(random), y(random)};
        ProbeQuery q;
        q.footprint = {p, 16, true};
        q.solidDepth = 0.5;
        q.profile = &profile;
        const CollisionWorld::Probe a = world.probe(q), b = fresh.probe(q);
        const QString at = QStringLiteral("%1, footprint at (%2, %3)").arg(where).arg(p.x).arg(p.y);
        QVERIFY2(a.span.floor == b.span.floor && a.span.ceiling == b.span.ceiling,
                 qPrintable(at + QStringLiteral(": another floor or ceiling")));
        QVERIFY2(a.span.inVoid == b.span.inVoid, qPrintable(at + QStringLiteral(": void")));
        QVERIFY2(a.solid == b.solid, qPrintable(at + QStringLiteral(": solid wall")));
        QVERIFY2(world.bsp().sectorAt(p) == fresh.bsp().sectorAt(p),
                 qPrintable(at + QStringLiteral(": another sector")));
    }
}

// Opens a map of freedoom2.wad with its world wanted and built.
bool openWithWorld(Document& doc, const QString& wad, const QString& mapName)
{
    if (!doc.open(wad, mapName))
        return false;
    doc.derived().use(DerivedData::Need::World);
    doc.derived().waitForSnapshot();
    return doc.derived().snapshot() != nullptr;
}

void randomEdits(const QString& mapName, int edits, unsigned seed)
{
    SWTEST_FREEDOOM2(wad);
    Document doc;
    QVERIFY(openWithWorld(doc, wad, mapName));
    DerivedData& derived = doc.derived();
    std::mt19937 random(seed);
    std::uniform_int_distribution<int> kind(0, 11);
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
        } else if (k < 10) {
            doc.undoStack()->redo();
        } else {
            // A wall's pictures alone (the tree is kept), or its pictures and whether it blocks.
            const auto w = static_cast<Index>(random() % doc.map().walls.size());
            Wall v = doc.map().walls[static_cast<std::size_t>(w)];
            v.front.middle = v.front.middle == ShortString("BROWN1") ? "STARTAN3" : "BROWN1";
            if (k == 11)
                v.flags ^= kWallBlocking;
            doc.push(new SetWallProperties(doc, {w}, {v}));
        }
        if (random() % 3 == 0)
            continue; // the next edit comes before this one is built
        derived.waitForSnapshot();
        const std::shared_ptr<const MapSnapshot> now = derived.snapshot();
        QVERIFY(now && now->world);
        QCOMPARE(*now->map, doc.map());
        auto fresh = Bsp::compile(doc.map());
        QVERIFY(fresh.ok());
        const ObjectSet objects(doc.map(), *fresh);
        const CollisionWorld freshWorld(*fresh, &objects);
        const QString where = QStringLiteral("edit %1 (kind %2)").arg(e).arg(k);
        expectSameAnswers(*now->world->world, freshWorld, doc.map(), random, where);
        if (QTest::currentTestFailed())
            return;
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
    void editsOfMap01AnswerAsTheFreshWorld() { randomEdits(QStringLiteral("MAP01"), 60, 3); }
    void editsOfMap12AnswerAsTheFreshWorld() { randomEdits(QStringLiteral("MAP12"), 30, 5); }

    // An edit that leaves the world as it was (the avatar profiles) publishes a version that
    // shares it, also when waitForSnapshot is what runs the pending build.
    void versionsSharingTheWorldArePublishedByWaitForSnapshot()
    {
        SWTEST_FREEDOOM2(wad);
        Document doc;
        QVERIFY(openWithWorld(doc, wad, QStringLiteral("MAP01")));
        DerivedData& derived = doc.derived();
        const std::shared_ptr<const MapSnapshot> before = derived.snapshot();
        QVERIFY(before);
        AvatarProfile tall;
        tall.height = 72;
        doc.push(new SetAvatarProfiles(doc, {tall}));
        derived.waitForSnapshot();
        QVERIFY(!derived.building());
        const std::shared_ptr<const MapSnapshot> now = derived.snapshot();
        QVERIFY(now->version > before->version);
        QCOMPARE(now->map->profiles, doc.map().profiles);
        QCOMPARE(now->world, before->world);
    }

    // A wall's pictures are nothing to the tree or the collision world: changing them keeps
    // both. Changing what they read (its flags, its special) does not, and the new world has
    // the wall's new flags.
    void picturesAloneKeepTheTree()
    {
        SWTEST_FREEDOOM2(wad);
        Document doc;
        QVERIFY(openWithWorld(doc, wad, QStringLiteral("MAP01")));
        DerivedData& derived = doc.derived();
        std::size_t k = 0;
        while (!doc.map().walls[k].twoSided())
            ++k;
        const auto wall = static_cast<Index>(k);
        const auto treeNow = [&] { return derived.snapshot()->world->bsp.treeHandle(); };
        const auto edit = [&](const std::function<void(Wall&)>& change) {
            Wall w = doc.map().walls[k];
            change(w);
            doc.push(new SetWallProperties(doc, {wall}, {w}));
            derived.waitForSnapshot();
        };
        const auto first = treeNow();
        edit([](Wall& w) {
            w.front.upper = "STARTAN3";
            w.back.lower = "BROWN1";
            w.front.offsetX += 16;
        });
        QCOMPARE(derived.snapshot()->map->walls[k].front.upper, ShortString("STARTAN3"));
        QCOMPARE(treeNow(), first);

        edit([](Wall& w) { w.flags ^= kWallBlocking; });
        const auto flagged = treeNow();
        QVERIFY(flagged != first);
        const Bsp& bsp = derived.snapshot()->world->bsp;
        int segs = 0;
        for (const BspSeg& s : bsp.segs())
            if (s.wall == wall) {
                QCOMPARE(s.wallFlags, doc.map().walls[k].flags);
                ++segs;
            }
        QVERIFY(segs > 0);

        edit([](Wall& w) { w.special = 97; }); // a teleport line
        QVERIFY(treeNow() != flagged);
        doc.undoStack()->undo();
        derived.waitForSnapshot();
        const auto undone = treeNow();
        edit([](Wall& w) { w.back.middle = "BROWN1"; });
        QCOMPARE(derived.snapshot()->map->walls[k].back.middle, ShortString("BROWN1"));
        QCOMPARE(treeNow(), undone);

        // Two edits before the first is built: the second puts the flags back and changes a
        // picture. Measured against the published version (the flags as they are again) it
        // would keep the first edit's tree; measured against the map the first edit left, as
        // it is, it compiles.
        const Wall original = doc.map().walls[k];
        Wall flaggedAgain = original;
        flaggedAgain.flags ^= kWallBlocking;
        doc.push(new SetWallProperties(doc, {wall}, {flaggedAgain}));
        Wall pictured = original;
        pictured.front.middle = "STARTAN3";
        doc.push(new SetWallProperties(doc, {wall}, {pictured}));
        derived.waitForSnapshot();
        segs = 0;
        for (const BspSeg& s : derived.snapshot()->world->bsp.segs())
            if (s.wall == wall) {
                QCOMPARE(s.wallFlags, original.flags);
                ++segs;
            }
        QVERIFY(segs > 0);

        // Two picture edits before the first is built keep the tree too: the second is
        // measured against the map the first left, not against a version still being built.
        const auto beforePictures = treeNow();
        Wall offset = doc.map().walls[k];
        offset.front.offsetX += 8;
        doc.push(new SetWallProperties(doc, {wall}, {offset}));
        offset.front.lower = "BROWN1";
        doc.push(new SetWallProperties(doc, {wall}, {offset}));
        derived.waitForSnapshot();
        QCOMPARE(derived.snapshot()->map->walls[k].front.lower, ShortString("BROWN1"));
        QCOMPARE(treeNow(), beforePictures);
    }
};

QTEST_MAIN(DerivedDataTest)
#include "DerivedDataTest.moc"
