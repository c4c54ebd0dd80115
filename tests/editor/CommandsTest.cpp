// Every undo command: doing it changes the map as intended, undo gives back exactly the map it
// started from, and redo exactly the edited one. Then long random edit sequences undone to the
// start.

#include "EditorTestSupport.h"
#include "bench/GridMap.h"

#include "analysis/Analysis.h"
#include "bsp/Bsp.h"
#include "commands/DeleteElements.h"
#include "commands/DrawSector.h"
#include "commands/FlipWalls.h"
#include "commands/JoinSectors.h"
#include "commands/MakeDoor.h"
#include "commands/MakeLift.h"
#include "commands/MakeSector.h"
#include "commands/MakeStairs.h"
#include "commands/MapPartsCommand.h"
#include "commands/MergeDroppedVertices.h"
#include "commands/MergeSectors.h"
#include "commands/MergeVertices.h"
#include "commands/MoveThings.h"
#include "commands/MoveVertices.h"
#include "commands/PasteElements.h"
#include "commands/PasteProperties.h"
#include "commands/PlaceThing.h"
#include "commands/ReplaceValues.h"
#include "commands/RotateThings.h"
#include "commands/SetAvatarProfiles.h"
#include "commands/SetPlayerStart.h"
#include "commands/SetSectorProperties.h"
#include "commands/SetThingProperties.h"
#include "commands/SetWallProperties.h"
#include "commands/SplitWall.h"
#include "document/Document.h"
#include "io/MapSource.h"
#include "io/SwmapFormat.h"
#include "map/MapEditing.h"
#include "map/Validate.h"

#include <QFile>
#include <QTest>
#include <QUndoStack>

#include <memory>
#include <random>

using namespace sw;
using namespace sw::editor;

namespace {

// A thing of a type at a place; the fields not named keep their defaults.
Thing makeThing(std::int32_t type, Vec2 pos, double angle, std::uint32_t flags)
{
    Thing t;
    t.type = type;
    t.pos = pos;
    t.angle = angle;
    t.flags = flags;
    return t;
}

// Pushes command and checks the exact round trip; returns the map after the edit.
Map checkRoundTrip(Document& doc, QUndoCommand* command)
{
    [&] { QVERIFY2(command != nullptr, "the command was refused"); }();
    if (!command)
        return doc.map();
    const Map before = doc.map();
    doc.push(command);
    const Map after = doc.map();
    [&] {
        QVERIFY2(!(after == before), "the edit changed nothing");
        const std::vector<ValidationIssue> issues = validateMap(after);
        QVERIFY2(hasNoErrors(issues), issues.empty() ? "" : issues.front().message.c_str());
        doc.undoStack()->undo();
        QVERIFY2(doc.map() == before, "undo did not give back the map before the edit");
        doc.undoStack()->redo();
        QVERIFY2(doc.map() == after, "redo did not give back the edited map");
    }();
    return after;
}

template <typename T> QUndoCommand* raw(std::unique_ptr<T> command)
{
    return command.release();
}

std::unique_ptr<Document> roomDocument()
{
    auto doc = std::make_unique<Document>();
    doc->replaceMap(swtest::makeRoomWithHoles(), QString(), QString());
    return doc;
}

double totalWallLength(const Map& map)
{
    double sum = 0;
    for (const Wall& w : map.walls)
        sum += glm::length(map.wallEnd(w) - map.wallStart(w));
    return sum;
}

std::vector<Vec2> rectangle(double x0, double y0, double x1, double y1)
{
    return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
}

} // namespace

class CommandsTest : public QObject {
    Q_OBJECT

private slots:
    void moveVerticesMergesOneDrag()
    {
        auto doc = roomDocument();
        const Map start = doc->map();
        doc->push(new MoveVertices(*doc, {0}, {{8, 8}}, 7));
        doc->push(new MoveVertices(*doc, {0}, {{16, 16}}, 7));
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(doc->map().vertices[0].pos, Vec2(16, 16));
        doc->undoStack()->undo();
        QVERIFY(doc->map() == start);
        // A new drag is a new step.
        doc->undoStack()->redo();
        checkRoundTrip(*doc, new MoveVertices(*doc, {0, 1}, {{1, 2}, {3, 4}}, 8));
        QCOMPARE(doc->undoStack()->count(), 2);
    }

    void moveThings()
    {
        auto doc = roomDocument();
        const Map after = checkRoundTrip(*doc, new MoveThings(*doc, {0}, {{100, 100}}, 1));
        QCOMPARE(after.things[0].pos, Vec2(100, 100));
    }

    void setSectorHeightsOfSeveralSectorsMergesSpinSteps()
    {
        auto doc = roomDocument();
        const Map start = doc->map();
        const auto raised = [&](double by) {
            std::vector<Sector> values = {doc->map().sectors[0], doc->map().sectors[1]};
            for (Sector& s : values)
                s.floorHeight += by;
            return values;
        };
        checkRoundTrip(*doc, new SetSectorProperties(*doc, {0, 1}, raised(8),
                                                     SetSectorProperties::Field::Floor));
        doc->push(new SetSectorProperties(*doc, {0, 1}, raised(8),
                                          SetSectorProperties::Field::Floor));
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(doc->map().sectors[0].floorHeight, 16.0);
        QCOMPARE(doc->map().sectors[1].floorHeight, 80.0);
        doc->undoStack()->undo();
        QVERIFY(doc->map() == start);
    }

    void setWallAndThingProperties()
    {
        auto doc = roomDocument();
        Wall w = doc->map().walls[0];
        w.flags |= kWallBlockMonsters;
        w.tag = 5;
        checkRoundTrip(*doc, new SetWallProperties(*doc, {0}, {w}));
        Thing t = doc->map().things[0];
        t.type = 2001;
        checkRoundTrip(*doc, new SetThingProperties(*doc, {0}, {t}));
        QCOMPARE(doc->map().things[0].type, 2001);
    }

    // A command's working copy is the map, with room in each array for what the edit adds.
    void aSwapTurnsEitherVersionIntoTheOther()
    {
        // A structural edit's swap starts as its first redo leaves it (VectorSwap::applied), or,
        // when another edit came before that redo, as it was before (unapply). Either way
        // applying it turns one version into the other and back, for arrays that grow, shrink
        // or only change.
        const std::vector<CowVector<int>> versions = {{1, 2, 3}, {1, 5, 3, 7, 8}, {9}, {}};
        for (const CowVector<int>& before : versions)
            for (const CowVector<int>& after : versions) {
                VectorSwap<int> redone = VectorSwap<int>::applied(before, after);
                CowVector<int> v = after;
                redone.apply(v); // undo
                QCOMPARE(v, before);
                redone.apply(v); // redo
                QCOMPARE(v, after);
                VectorSwap<int> pending = VectorSwap<int>::applied(before, after);
                pending.unapply(after);
                v = before;
                pending.apply(v); // the first redo
                QCOMPARE(v, after);
                pending.apply(v); // undo
                QCOMPARE(v, before);
            }
    }

    // A version the worker holds shares its elements with the document's map: an edit copies
    // the chunks it writes, and the structural command's swap finds the changes in those alone
    // (VectorSwap::applied skips the chunks both versions share).
    void anEditCopiesOnlyTheChunksItWrites()
    {
        auto doc = roomDocument();
        const Map opened = doc->map();
        std::shared_ptr<const Map> reader = doc->sharedMap();
        doc->push(new MoveVertices(*doc, {0}, {{8, 8}}));
        QVERIFY(doc->map().vertices[0].pos == Vec2(8, 8));
        QVERIFY(reader->vertices[0].pos == opened.vertices[0].pos);
        QVERIFY(*reader == opened);
        QVERIFY(!doc->map().vertices.sharesChunk(reader->vertices, 0));
        QVERIFY(doc->map().walls.sharesChunk(reader->walls, 0));
        QVERIFY(doc->map().sectors.sharesChunk(reader->sectors, 0));
        // A split adds a wall and a vertex: the swap keeps the changed wall alone.
        reader = doc->sharedMap();
        const Map& now = doc->map();
        const Vec2 middle = (now.wallStart(now.walls[0]) + now.wallEnd(now.walls[0])) * 0.5;
        auto* split = raw(SplitWall::create(*doc, 0, middle));
        QVERIFY(split);
        doc->push(split);
        QCOMPARE(doc->map().walls.size(), reader->walls.size() + 1);
        doc->undoStack()->undo();
        QVERIFY(doc->map() == *reader);
        doc->undoStack()->undo();
        QVERIFY(doc->map() == opened);
    }

    // On a map of many chunks, structural edits write the walls they change and no others:
    // the version a reader holds still shares most chunks with the edited map (on this grid of
    // 28 chunks, 22 to 27 stay shared; a loop that took every wall for writing copied them all).
    void structuralEditsCopyOnlyTheChunksTheyWrite()
    {
        Document doc;
        doc.replaceMap(swbench::makeGridMap({.n = 24}), QString(), QStringLiteral("MAP01"));
        const std::size_t chunks = doc.map().walls.chunkCount();
        QVERIFY(chunks > 20);
        const auto sharedWalls = [&](const Map& other) {
            std::size_t n = 0;
            for (std::size_t c = 0; c < chunks; ++c)
                n += doc.map().walls.sharesChunk(other.walls, c) ? 1 : 0;
            return n;
        };
        const auto check = [&](QUndoCommand* command, const char* what) {
            QVERIFY2(command, what);
            const std::shared_ptr<const Map> reader = doc.sharedMap();
            doc.push(command);
            QVERIFY2(sharedWalls(*reader) * 4 >= chunks * 3, what);
            doc.undoStack()->undo();
            QVERIFY2(doc.map() == *reader, what);
            QVERIFY2(sharedWalls(*reader) * 4 >= chunks * 3, what);
            doc.undoStack()->redo();
        };
        // Two neighbouring rooms in the middle (rooms without pillars: their walls are shared).
        const int a = swbench::gridSector({.n = 24}, 12, 11), b = a + 1;
        check(raw(JoinSectors::create(doc, {a, b})), "join");
        Selection walls;
        walls.walls = {static_cast<Index>(doc.map().walls.size() / 2)};
        check(raw(DeleteElements::create(doc, walls)), "delete");
        const sw::Box2 box = doc.map().bounds();
        check(raw(DrawSector::create(doc, rectangle(box.max.x + 64, 0, box.max.x + 256, 192))),
              "draw");
        Selection sectors;
        sectors.sectors = {static_cast<Index>(doc.map().sectors.size() / 3)};
        check(raw(DeleteElements::create(doc, sectors)), "delete a sector");
    }

    void drawSectorInTheVoid()
    {
        auto doc = roomDocument();
        const Map after = checkRoundTrip(
            *doc, raw(DrawSector::create(*doc, rectangle(600, 0, 700, 100))));
        QCOMPARE(after.sectors.size(), std::size_t{3});
        QCOMPARE(after.walls.size(), doc->map().walls.size());
        QCOMPARE(edit::sectorAt(after, {650, 50}), 2);
        for (std::size_t i = 12; i < after.walls.size(); ++i)
            QVERIFY(!after.walls[i].twoSided());
        QCOMPARE(doc->selection().sectors, std::vector<Index>{2});
    }

    void drawInnerSectorCarvesIt()
    {
        auto doc = roomDocument();
        const Map after = checkRoundTrip(
            *doc, raw(DrawSector::create(*doc, rectangle(200, 150, 300, 220))));
        QCOMPARE(edit::sectorAt(after, {250, 180}), 2);
        QCOMPARE(edit::sectorAt(after, {250, 240}), 0);
        for (std::size_t i = 12; i < after.walls.size(); ++i) {
            QVERIFY(after.walls[i].twoSided());
            QCOMPARE(after.walls[i].backSector, 0);
            QVERIFY(after.walls[i].front.middle.empty());
        }
        // It takes the heights of the room it was drawn in.
        QCOMPARE(after.sectors[2].ceilingHeight, after.sectors[0].ceilingHeight);
    }

    void drawingExactlyOverASectorReplacesIt()
    {
        auto doc = roomDocument();
        checkRoundTrip(*doc, raw(DrawSector::create(*doc, rectangle(200, 150, 300, 220))));
        Sector tagged = doc->map().sectors[2];
        tagged.tag = 5;
        doc->push(new SetSectorProperties(*doc, {2}, {tagged}));
        const Map once = doc->map();
        QCOMPARE(once.sectors.size(), std::size_t{3});
        // The same outline again, starting at another corner: every edge is a wall already, and
        // the sector drawn first loses its whole area, so it goes.
        const Map twice = checkRoundTrip(
            *doc, raw(DrawSector::create(*doc, {{300, 220}, {200, 220}, {200, 150}, {300, 150}})));
        QCOMPARE(twice.sectors.size(), once.sectors.size());
        QCOMPARE(twice.walls.size(), once.walls.size());
        QCOMPARE(edit::sectorAt(twice, {250, 180}), 2);
        QCOMPARE(edit::sectorAt(twice, {250, 240}), 0);
        QCOMPARE(twice.sectors[2].tag, 0); // a new sector, with the looks but not the tag
        QVERIFY(validateMap(twice).empty());
        // Drawn over part of it only, the first sector keeps the rest.
        doc->undoStack()->undo();
        const Map part =
            checkRoundTrip(*doc, raw(DrawSector::create(*doc, rectangle(200, 150, 250, 220))));
        QCOMPARE(part.sectors.size(), once.sectors.size() + 1);
        QCOMPARE(edit::sectorAt(part, {275, 180}), 2);
        QCOMPARE(edit::sectorAt(part, {225, 180}), 3);
    }

    void drawRoomNextToAnotherReusesTheSharedWall()
    {
        auto doc = roomDocument();
        const std::size_t walls = doc->map().walls.size();
        const Map after =
            checkRoundTrip(*doc, raw(DrawSector::create(*doc, rectangle(512, 0, 700, 256))));
        QCOMPARE(after.walls.size(), walls + 3);
        const Index shared = edit::wallBetween(after, edit::vertexAt(after, {512, 0}),
                                               edit::vertexAt(after, {512, 256}));
        QVERIFY(shared != kNone);
        QCOMPARE(after.walls[static_cast<std::size_t>(shared)].frontSector, 0);
        QCOMPARE(after.walls[static_cast<std::size_t>(shared)].backSector, 2);
    }

    // Outer walls usually block everything (Doom maps set the flag on one-sided lines): the wall
    // a new room shares must not, or nothing could walk into the room.
    void drawRoomAgainstABlockingWallOpensIt()
    {
        auto doc = roomDocument();
        Map blocking = doc->map();
        for (Wall& w : blocking.walls)
            if (!w.twoSided())
                w.flags |= kWallBlocking;
        doc->replaceMap(blocking, QString(), QString());
        const Map after =
            checkRoundTrip(*doc, raw(DrawSector::create(*doc, rectangle(512, 64, 700, 192))));
        const Index shared = edit::wallBetween(after, edit::vertexAt(after, {512, 64}),
                                               edit::vertexAt(after, {512, 192}));
        QVERIFY(shared != kNone);
        const Wall& w = after.walls[static_cast<std::size_t>(shared)];
        QVERIFY(w.twoSided());
        QVERIFY(!w.blocking());
        // The rest of the split wall is still one-sided and still blocks.
        const Index below = edit::wallBetween(after, edit::vertexAt(after, {512, 0}),
                                              edit::vertexAt(after, {512, 64}));
        QVERIFY(below != kNone);
        QVERIFY(after.walls[static_cast<std::size_t>(below)].blocking());
    }

    void drawRoomAgainstPartOfAWallSplitsIt()
    {
        auto doc = roomDocument();
        const std::size_t walls = doc->map().walls.size();
        const Map after =
            checkRoundTrip(*doc, raw(DrawSector::create(*doc, rectangle(512, 64, 700, 192))));
        // Two cuts in the room's wall plus three new walls.
        QCOMPARE(after.walls.size(), walls + 5);
        QCOMPARE(edit::sectorAt(after, {600, 100}), 2);
        QCOMPARE(edit::sectorAt(after, {500, 100}), 0);
        QCOMPARE(totalWallLength(after), totalWallLength(doc->map()));
    }

    void drawAcrossWalls()
    {
        auto doc = roomDocument();
        // Half in the room, half in the void beyond its right wall: each part its own sector.
        const Map after =
            checkRoundTrip(*doc, raw(DrawSector::create(*doc, rectangle(400, 100, 600, 200))));
        QCOMPARE(after.sectors.size(), std::size_t{4});
        const Index inRoom = edit::sectorAt(after, {450, 150});
        const Index inVoid = edit::sectorAt(after, {550, 150});
        QVERIFY(inRoom >= 2 && inVoid >= 2 && inRoom != inVoid);
        QCOMPARE(edit::sectorAt(after, {300, 150}), 0);
        QCOMPARE(doc->selection().sectors.size(), std::size_t{2});
        QString why;
        QVERIFY(!DrawSector::create(*doc, {{0, 0}, {10, 10}, {10, 0}, {0, 10}}, &why));
        QVERIFY(!DrawSector::create(*doc, {{0, 0}, {10, 10}}, &why));
    }

    void drawAcrossWallsOnFreedoomMap01()
    {
        SWTEST_FREEDOOM2(wad);
        Result<Map> loaded = loadMap(QFile::encodeName(wad).toStdString(), std::string("MAP01"));
        QVERIFY(loaded.ok());
        Document doc;
        doc.replaceMap(loaded.value(), QString(), QString());
        QVERIFY(doc.map().playerStart.has_value());
        const Vec2 start = doc.map().playerStart->pos;
        // Rooms drawn round the start at growing sizes cross more and more of the map's walls.
        for (const double half : {96.0, 200.0, 400.0}) {
            const std::size_t sectors = doc.map().sectors.size();
            QString why;
            auto command = DrawSector::create(
                doc, rectangle(start.x - half, start.y - half, start.x + half, start.y + half),
                &why);
            QVERIFY2(command != nullptr, qPrintable(why));
            checkRoundTrip(doc, command.release());
            QVERIFY(doc.map().sectors.size() > sectors);
        }
    }

    // Deleting a sector of a real map renumbers only the elements that fill the holes it
    // leaves: the last walls, sectors and vertices. The edit says so (the plan and the 3D view
    // redo that much), its undo keeps that much, and undoing gives the map back.
    void deletingInsideAMapMovesOnlyTheLastElements()
    {
        SWTEST_FREEDOOM2(wad);
        Result<Map> loaded = loadMap(QFile::encodeName(wad).toStdString(), std::string("MAP01"));
        QVERIFY(loaded.ok());
        Document doc;
        doc.replaceMap(loaded.value(), QString(), QString());
        const Map opened = doc.map();
        ChangeSet heard;
        QObject::connect(&doc, &Document::mapChanged,
                         [&heard](const ChangeSet& changes) { heard = changes; });
        Selection one;
        one.sectors = {static_cast<Index>(opened.sectors.size() / 2)};
        auto command = DeleteElements::create(doc, one);
        QVERIFY(command != nullptr);
        const std::size_t undoBytes = command->undoBytes();
        doc.push(command.release());
        const Map& after = doc.map();
        QVERIFY(after.sectors.size() < opened.sectors.size());
        QVERIFY(after.walls.size() < opened.walls.size());
        // Every wall below the new length is the one that was there, or a wall that moved in
        // from past the new length into the place of a removed one, and then it is listed.
        const auto listed = [](const std::vector<Index>& indices, std::size_t i) {
            return std::find(indices.begin(), indices.end(), static_cast<Index>(i)) !=
                   indices.end();
        };
        std::size_t movedWalls = 0;
        for (std::size_t i = 0; i < after.walls.size(); ++i) {
            const Wall& was = opened.walls[i];
            const Wall& now = after.walls[i];
            if (now.v1 == was.v1 && now.v2 == was.v2 && now.frontSector == was.frontSector &&
                now.backSector == was.backSector)
                continue;
            QVERIFY2(listed(heard.wallIndices, i), qPrintable(QString::number(i)));
            ++movedWalls;
        }
        const std::size_t removedWalls = opened.walls.size() - after.walls.size();
        QVERIFY(movedWalls > 0);
        // A wall changes when it moved in or when one of its vertices or sectors did, which
        // the last few of each are: a few dozen walls, against thousands after it in the list.
        QVERIFY2(heard.wallIndices.size() <= 4 * removedWalls + 32,
                 qPrintable(QStringLiteral("%1 walls changed, %2 removed")
                                .arg(heard.wallIndices.size())
                                .arg(removedWalls)));
        QVERIFY(heard.sectorIndices.size() <= 2);
        // The undo keeps the changed elements, not the rest of the list.
        QVERIFY2(undoBytes < opened.walls.size() * sizeof(Wall) / 20,
                 qPrintable(QString::number(undoBytes)));
        doc.undoStack()->undo();
        QVERIFY(doc.map() == opened);
        doc.undoStack()->redo();
        QVERIFY(doc.map().walls.size() == opened.walls.size() - removedWalls);
    }

    void drawLineAcrossARoomDividesIt()
    {
        auto doc = roomDocument();
        const Map after = checkRoundTrip(
            *doc, raw(DrawSector::createLines(*doc, {{256, 0}, {256, 256}}, false)));
        QCOMPARE(after.sectors.size(), std::size_t{3});
        QVERIFY(edit::sectorAt(after, {100, 200}) != edit::sectorAt(after, {300, 200}));
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Draw Lines"));
        // A line ending loose in the room is refused with a reason, and nothing changes.
        const Map now = doc->map();
        QString why;
        QVERIFY(!DrawSector::createLines(*doc, {{200, 0}, {200, 100}}, false, &why));
        QVERIFY(why.contains(QStringLiteral("loose")));
        QVERIFY(doc->map() == now);
    }

    void drawAroundAnIslandTakesItIn()
    {
        auto doc = roomDocument();
        const Map after = checkRoundTrip(
            *doc, raw(DrawSector::create(*doc, rectangle(-100, -100, 700, 400))));
        // The room's outer walls now face the new sector on their back.
        QCOMPARE(after.walls[0].backSector, 2);
        QCOMPARE(edit::sectorAt(after, {600, 300}), 2);
        QCOMPARE(edit::sectorAt(after, {250, 200}), 0);
    }

    void splitWall()
    {
        auto doc = roomDocument();
        const Map before = doc->map();
        const Map after = checkRoundTrip(*doc, raw(SplitWall::create(*doc, 0, {0, 100})));
        QCOMPARE(after.walls.size(), before.walls.size() + 1);
        QCOMPARE(after.vertices.back().pos, Vec2(0, 100));
        QCOMPARE(totalWallLength(after), totalWallLength(before));
        QVERIFY(!SplitWall::create(*doc, 0, {0, 0}));
    }

    void deleteSectorKeepsTheMapValid()
    {
        auto doc = roomDocument();
        Selection platform;
        platform.sectors = {1};
        const Map after = checkRoundTrip(*doc, raw(DeleteElements::create(*doc, platform)));
        QCOMPARE(after.sectors.size(), std::size_t{1});
        QCOMPARE(after.walls.size(), std::size_t{12});
        for (const Wall& w : after.walls)
            QCOMPARE(w.frontSector, 0);
    }

    void editsKeepTheValuesOfUntouchedElements()
    {
        auto doc = roomDocument();
        Map start = doc->map();
        for (Sector& s : start.sectors)
            s.floorMaterial = "FLOOR_MATERIAL_WITH_A_LONG_NAME";
        for (Wall& w : start.walls)
            w.front.middle = "WALL_MATERIAL_WITH_A_LONG_NAME";
        doc->replaceMap(start, QString(), QString());
        Selection pillarWall;
        pillarWall.walls = {11};
        const Map after = checkRoundTrip(*doc, raw(DeleteElements::create(*doc, pillarWall)));
        for (std::size_t i = 0; i < 11; ++i)
            QVERIFY(after.walls[i] == start.walls[i]);
        QVERIFY(after.sectors == start.sectors);
        const Map drawn = checkRoundTrip(
            *doc, raw(DrawSector::create(*doc, rectangle(600, 0, 700, 100))));
        for (std::size_t i = 0; i < after.walls.size(); ++i)
            QVERIFY(drawn.walls[i] == after.walls[i]);
    }

    void deleteWallsOfASectorRemovesIt()
    {
        auto doc = roomDocument();
        Selection walls;
        walls.walls = {0, 1, 2, 3, 8, 9, 10, 11}; // the room's outline and the pillar
        walls.things = {0};
        const Map after = checkRoundTrip(*doc, raw(DeleteElements::create(*doc, walls)));
        // The platform keeps its walls, which still face the room on their back.
        QCOMPARE(after.walls.size(), std::size_t{4});
        QCOMPARE(after.sectors.size(), std::size_t{2});
        QCOMPARE(after.vertices.size(), std::size_t{4});
        QVERIFY(after.things.empty());
    }

    void deleteVertexTakesItsWalls()
    {
        auto doc = roomDocument();
        Selection v;
        v.vertices = {8};
        v.walls = {8}; // with one of its walls gone, the vertex has no two walls to join
        const Map after = checkRoundTrip(*doc, raw(DeleteElements::create(*doc, v)));
        QCOMPARE(after.walls.size(), std::size_t{10});
        QCOMPARE(after.vertices.size(), std::size_t{11});
    }

    void deleteVertexJoinsItsTwoWalls()
    {
        auto doc = roomDocument();
        Selection v;
        v.vertices = {8}; // a corner of the pillar: the pillar becomes a triangle
        const Map after = checkRoundTrip(*doc, raw(DeleteElements::create(*doc, v)));
        QCOMPARE(after.walls.size(), std::size_t{11});
        QCOMPARE(after.vertices.size(), std::size_t{11});
        // Old vertices 11 and 9 are now 10 and 8, joined by one wall facing the room.
        const Index joined = edit::wallBetween(after, 10, 8);
        QVERIFY(joined != kNone);
        QCOMPARE(after.walls[static_cast<std::size_t>(joined)].frontSector, 0);
        QVERIFY(hasNoErrors(validateMap(after)));
    }

    void makeSectorInsideThePillar()
    {
        auto doc = roomDocument();
        QString why;
        QVERIFY(!MakeSector::create(*doc, {600, 300}, &why));
        QVERIFY(!why.isEmpty());
        const Map after = checkRoundTrip(*doc, raw(MakeSector::create(*doc, {400, 64})));
        QCOMPARE(after.sectors.size(), std::size_t{3});
        QCOMPARE(edit::sectorAt(after, {400, 64}), 2);
        QCOMPARE(edit::sectorAt(after, {300, 64}), 0);
        QCOMPARE(doc->selection().sectors, std::vector<Index>{2});
        for (std::size_t i = 8; i < 12; ++i)
            QCOMPARE(after.walls[i].backSector, 2);
        QVERIFY(hasNoErrors(validateMap(after)));
    }

    void mergeDroppedVertices()
    {
        auto doc = roomDocument();
        // The pillar's corner (352, 32) dropped on the middle of the platform's wall x = 160.
        Map dropped = doc->map();
        dropped.vertices[8].pos = {160, 64};
        const Map after =
            checkRoundTrip(*doc, raw(MergeDroppedVertices::create(*doc, dropped, {8})));
        QCOMPARE(after.vertices.size(), std::size_t{12});
        QCOMPARE(after.walls.size(), std::size_t{13});
        QVERIFY(edit::vertexAt(after, {160, 64}) != kNone);
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Move and Merge Vertices"));
        Map open = doc->map();
        open.vertices[0].pos = {-50, -50};
        QVERIFY(!MergeDroppedVertices::create(*doc, open, {0}));
    }

    void mergeVertices()
    {
        auto doc = roomDocument();
        // The pillar's first two corners: the wall between them collapses.
        const Map after = checkRoundTrip(*doc, raw(MergeVertices::create(*doc, {8, 9})));
        QCOMPARE(after.walls.size(), std::size_t{11});
        QCOMPARE(after.vertices.size(), std::size_t{11});
        QCOMPARE(doc->selection().vertices, std::vector<Index>{8});
        QVERIFY(!MergeVertices::create(*doc, {1}));
    }

    void flipWallsSkipsOneSided()
    {
        auto doc = roomDocument();
        const Map before = doc->map();
        const Map after = checkRoundTrip(*doc, raw(FlipWalls::create(*doc, {0, 4})));
        QVERIFY(after.walls[0] == before.walls[0]);
        QCOMPARE(after.walls[4].frontSector, 0);
        QCOMPARE(after.walls[4].backSector, 1);
        QCOMPARE(after.walls[4].v1, before.walls[4].v2);
        QVERIFY(!FlipWalls::create(*doc, {0}));
    }

    void joinAndMergeSectors()
    {
        auto doc = roomDocument();
        const Map joined = checkRoundTrip(*doc, raw(JoinSectors::create(*doc, {0, 1})));
        QCOMPARE(joined.sectors.size(), std::size_t{1});
        QCOMPARE(joined.walls.size(), std::size_t{12});
        doc->undoStack()->undo();
        const Map merged = checkRoundTrip(*doc, raw(MergeSectors::create(*doc, {0, 1})));
        QCOMPARE(merged.sectors.size(), std::size_t{1});
        QCOMPARE(merged.walls.size(), std::size_t{8});
        QCOMPARE(merged.vertices.size(), std::size_t{8});
        QVERIFY(!JoinSectors::create(*doc, {0}));
    }

    void copyAndPasteWithOffset()
    {
        auto doc = roomDocument();
        Selection s;
        s.sectors = {1};
        s.things = {0};
        const Map piece = PasteElements::copyPiece(doc->map(), s);
        QCOMPARE(piece.sectors.size(), std::size_t{1});
        QCOMPARE(piece.walls.size(), std::size_t{4});
        const Map after = checkRoundTrip(*doc, raw(PasteElements::create(*doc, piece, {1000, 0})));
        QCOMPARE(after.sectors.size(), std::size_t{3});
        QCOMPARE(edit::sectorAt(after, {1100, 64}), 2);
        QCOMPARE(after.things.back().pos, Vec2(1256, 192));
        // The pasted walls face only their own sector now.
        QVERIFY(!after.walls.back().twoSided());
    }

    void placeRotateThingsAndPlayerStart()
    {
        auto doc = roomDocument();
        Map after = checkRoundTrip(*doc, new PlaceThing(*doc, makeThing(3001, {64, 200}, 0, 7)));
        QCOMPARE(after.things.size(), std::size_t{2});
        after = checkRoundTrip(*doc, new RotateThings(*doc, {0, 1}, -45));
        QCOMPARE(after.things[0].angle, 45.0);
        QCOMPARE(after.things[1].angle, 315.0);
        after = checkRoundTrip(*doc, new SetPlayerStart(*doc, PlayerStart{{300, 200}, 90}));
        QCOMPARE(after.playerStart->pos, Vec2(300, 200));
    }

    void setAvatarProfiles()
    {
        auto doc = roomDocument();
        AvatarProfile p;
        p.radius = 20;
        const Map after = checkRoundTrip(*doc, new SetAvatarProfiles(*doc, {p}, 3));
        QCOMPARE(after.profiles.size(), std::size_t{1});
        p.radius = 24;
        doc->push(new SetAvatarProfiles(*doc, {p}, 3));
        QCOMPARE(doc->undoStack()->count(), 1);
        doc->undoStack()->undo();
        QVERIFY(doc->map().profiles.empty());
    }

    // The selection keeps the order sectors were picked in (a run of stairs follows it).
    void selectionKeepsPickOrder()
    {
        auto doc = roomDocument();
        Selection s;
        s.toggleSector(1);
        s.toggleSector(0);
        doc->setSelection(s);
        QCOMPARE(doc->selection().sectors, (std::vector<Index>{0, 1}));
        QCOMPARE(doc->selection().sectorOrder, (std::vector<Index>{1, 0}));
        Selection less = doc->selection();
        less.toggleSector(1);
        doc->setSelection(less);
        QCOMPARE(doc->selection().sectorOrder, (std::vector<Index>{0}));
        // A selection made without an order (a band) gets index order.
        Selection band;
        band.sectors = {1, 0};
        doc->setSelection(band);
        QCOMPARE(doc->selection().sectorOrder, (std::vector<Index>{0, 1}));
    }

    void makeStairs()
    {
        auto doc = roomDocument();
        edit::StairsSpec spec;
        spec.startFloor = 8;
        spec.floorStep = 16;
        spec.changeCeilings = true;
        spec.startCeiling = 200;
        spec.ceilingStep = 16;
        // Picked platform first: it is the bottom step.
        const Map after = checkRoundTrip(*doc, raw(MakeStairs::create(*doc, {1, 0}, spec)));
        QCOMPARE(after.sectors[1].floorHeight, 8.0);
        QCOMPARE(after.sectors[0].floorHeight, 24.0);
        QCOMPARE(after.sectors[0].ceilingHeight, 216.0);
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Make Stairs"));
        QString why;
        QVERIFY(!MakeStairs::create(*doc, {1}, spec, &why));
        QVERIFY(!why.isEmpty());
        spec.startCeiling = 0; // below the floors
        QVERIFY(!MakeStairs::create(*doc, {1, 0}, spec, &why));
        QVERIFY(why.contains(QStringLiteral("below its floor")));
    }

    void makeDoorAndLift()
    {
        auto doc = roomDocument();
        const Map door = checkRoundTrip(*doc, raw(MakeDoor::create(*doc, {1}, "BIGDOOR2")));
        QCOMPARE(door.sectors[1].ceilingHeight, door.sectors[1].floorHeight);
        int doorWalls = 0;
        for (const Wall& w : door.walls)
            if (w.twoSided() && (w.frontSector == 1 || w.backSector == 1)) {
                QCOMPARE(w.backSector, 1);
                QCOMPARE(w.special, 1);
                QCOMPARE(w.front.upper, std::string("BIGDOOR2"));
                ++doorWalls;
            }
        QCOMPARE(doorWalls, 4);
        doc->undoStack()->undo();
        const Map lift = checkRoundTrip(*doc, raw(MakeLift::create(*doc, {1}, "PLAT1")));
        QVERIFY(lift.sectors[1].tag > 0);
        for (const Wall& w : lift.walls)
            if (w.twoSided() && (w.frontSector == 1 || w.backSector == 1)) {
                QCOMPARE(w.special, 88);
                QCOMPARE(w.tag, lift.sectors[1].tag);
            }
        // The room alone has no two-sided wall of its own to make a door of.
        QString why;
        QVERIFY(!MakeDoor::create(*doc, {}, "BIGDOOR2", &why));
        QVERIFY(!why.isEmpty());
    }

    // The analysis judges a closed door by its mechanism: the room (holding a key) behind a
    // doorway whose ceiling sits on its floor is unreachable, until the doorway is made a door.
    void analysisAcceptsTheMadeDoor()
    {
        // Room 0, a 32-unit doorway (sector 1), room 2, in a row along x; fronts face in.
        Map map;
        const double xs[] = {0, 128, 160, 288};
        for (double x : xs) {
            map.vertices.push_back({{x, 0}});
            map.vertices.push_back({{x, 128}});
        }
        map.sectors.resize(3);
        const auto wall = [&map](Index a, Index b, Index front, Index back) {
            Wall w;
            w.v1 = a;
            w.v2 = b;
            w.frontSector = front;
            w.backSector = back;
            if (back == kNone)
                w.front.middle = "STARTAN3";
            map.walls.push_back(w);
        };
        wall(0, 1, 0, kNone);
        for (Index k = 0; k < 3; ++k) {
            const Index bl = 2 * k, tl = 2 * k + 1, br = 2 * k + 2, tr = 2 * k + 3;
            wall(tl, tr, k, kNone);
            wall(tr, br, k, k < 2 ? k + 1 : kNone);
            wall(br, bl, k, kNone);
        }
        map.sectors[1].ceilingHeight = 0; // shut
        map.playerStart = PlayerStart{{64, 64}, 0};
        // A blue key in room 2: the analysis reports an area it cannot reach only when it
        // looks meant to be reached.
        map.things.push_back(makeThing(5, {224, 64}, 0, 7));
        const auto unreachable = [](const Map& m, Index sector) {
            const Result<Bsp> bsp = Bsp::compile(m);
            if (!bsp)
                return -1;
            int n = 0;
            for (const Finding& f : analyzeMap(m, *bsp, {}, {}))
                if (f.kind == "unreachable" &&
                    std::find(f.sectors.begin(), f.sectors.end(), sector) != f.sectors.end())
                    ++n;
            return n;
        };
        QCOMPARE(unreachable(map, 2), 1);
        Document doc;
        doc.replaceMap(map, QString(), QString());
        const Map door = checkRoundTrip(doc, raw(MakeDoor::create(doc, {1}, "BIGDOOR2")));
        QCOMPARE(door.walls[2].special, 1); // the doorway's wall towards room 0
        QCOMPARE(unreachable(door, 2), 0);
    }

    void replaceValues()
    {
        auto doc = roomDocument();
        Map start = doc->map();
        start.walls[0].front.middle = "STARTAN3";
        start.walls[1].front.middle = "STARTAN3";
        start.walls[2].front.middle = "BROWN1";
        doc->replaceMap(start, QString(), QString());
        const edit::FindQuery find{edit::FindKind::WallTexture, "STARTAN3", 0};
        const edit::FindQuery to{edit::FindKind::WallTexture, "STARG3", 0};
        auto command = ReplaceValues::create(*doc, find, to, {});
        QVERIFY(command);
        QCOMPARE(command->count(), (edit::FindCount{2, 0, 0}));
        const Map after = checkRoundTrip(*doc, command.release());
        QCOMPARE(after.walls[1].front.middle, std::string("STARG3"));
        QCOMPARE(after.walls[2].front.middle, std::string("BROWN1"));
        QCOMPARE(doc->selection().walls, (std::vector<Index>{0, 1}));
        // Only in the selection.
        edit::FindScope scope;
        scope.wholeMap = false;
        scope.sectors = {1};
        const edit::FindQuery floor{edit::FindKind::Flat, "", 0};
        QString why;
        QVERIFY(!ReplaceValues::create(*doc, {edit::FindKind::Flat, "NOPE", 0}, floor, {}, &why));
        QCOMPARE(why, QStringLiteral("Nothing matches."));
        const edit::FindQuery special{edit::FindKind::Special, "", 0};
        const edit::FindQuery nine{edit::FindKind::Special, "", 9};
        const Map secret = checkRoundTrip(*doc, raw(ReplaceValues::create(*doc, special, nine, scope)));
        QCOMPARE(secret.sectors[1].special, 9);
        QCOMPARE(secret.sectors[0].special, 0);
    }

    void pasteProperties()
    {
        auto doc = roomDocument();
        Map start = doc->map();
        start.sectors[1].light = 96;
        start.sectors[1].floorMaterial = "NUKAGE1";
        doc->replaceMap(start, QString(), QString());
        Selection targets;
        targets.sectors = {0};
        const Map after = checkRoundTrip(
            *doc, raw(PasteProperties::create(*doc, start.sectors[1], targets)));
        QCOMPARE(after.sectors[0], start.sectors[1]);
        // Things keep their place; walls their vertices and sectors.
        Thing source = start.things[0];
        source.type = 3001;
        source.angle = 270;
        targets = {};
        targets.things = {0};
        const Map things = checkRoundTrip(*doc, raw(PasteProperties::create(*doc, source, targets)));
        QCOMPARE(things.things[0].type, 3001);
        QCOMPARE(things.things[0].pos, start.things[0].pos);
        Wall wall = start.walls[4];
        wall.special = 97;
        targets = {};
        targets.walls = {0, 1};
        const Map walls = checkRoundTrip(*doc, raw(PasteProperties::create(*doc, wall, targets)));
        QCOMPARE(walls.walls[1].special, 97);
        QCOMPARE(walls.walls[1].v1, start.walls[1].v1);
        QCOMPARE(walls.walls[1].backSector, kNone);
        QString why;
        QVERIFY(!PasteProperties::create(*doc, std::monostate{}, targets, &why));
        targets = {};
        QVERIFY(!PasteProperties::create(*doc, wall, targets, &why));
    }

    // Hundreds of random edits of every kind on the sample map, undone to the start and redone
    // to the end: both must be exact.
    void randomEditSequencesUndoToTheStart()
    {
        const QString path = swtest::sampleMapPath();
        QVERIFY(!path.isEmpty());
        for (unsigned seed : {1u, 2u, 3u}) {
            Document doc;
            QVERIFY(doc.open(path));
            const Map start = doc.map();
            std::mt19937 rng(seed);
            const auto pick = [&rng](std::size_t n) {
                return static_cast<Index>(std::uniform_int_distribution<std::size_t>(0, n - 1)(rng));
            };
            const auto coord = [&rng] {
                return std::uniform_int_distribution<int>(-20, 70)(rng) * 16.0;
            };
            int pushed = 0;
            for (int step = 0; step < 500; ++step) {
                const Map& m = doc.map();
                QUndoCommand* c = nullptr;
                switch (rng() % 21) {
                case 0:
                    if (!m.vertices.empty())
                        c = new MoveVertices(doc, {pick(m.vertices.size())}, {{coord(), coord()}},
                                             step);
                    break;
                case 1: {
                    const double x = coord(), y = coord();
                    c = raw(DrawSector::create(doc, rectangle(x, y, x + 48, y + 32)));
                    break;
                }
                case 2:
                    if (!m.walls.empty()) {
                        const Index w = pick(m.walls.size());
                        const Wall& wall = m.walls[static_cast<std::size_t>(w)];
                        c = raw(SplitWall::create(
                            doc, w, (m.wallStart(wall) + m.wallEnd(wall)) * 0.5));
                    }
                    break;
                case 3:
                    if (!m.walls.empty() && rng() % 3 == 0) {
                        Selection s;
                        s.walls = {pick(m.walls.size())};
                        c = raw(DeleteElements::create(doc, s));
                    }
                    break;
                case 4:
                    if (!m.sectors.empty()) {
                        const Index s = pick(m.sectors.size());
                        Sector v = m.sectors[static_cast<std::size_t>(s)];
                        v.floorHeight += 8;
                        c = new SetSectorProperties(doc, {s}, {v},
                                                    SetSectorProperties::Field::Floor);
                    }
                    break;
                case 5:
                    c = new PlaceThing(doc, makeThing(3001, {coord(), coord()}, 0, 0));
                    break;
                case 6:
                    if (!m.things.empty())
                        c = new RotateThings(doc, {pick(m.things.size())}, 45);
                    break;
                case 7:
                    if (m.vertices.size() > 1)
                        c = raw(MergeVertices::create(
                            doc, {pick(m.vertices.size()), pick(m.vertices.size())}));
                    break;
                case 8:
                    if (!m.walls.empty())
                        c = raw(FlipWalls::create(doc, {pick(m.walls.size())}));
                    break;
                case 9:
                    if (m.sectors.size() > 1) {
                        const Index a = pick(m.sectors.size()), b = pick(m.sectors.size());
                        if (a != b)
                            c = rng() % 2 ? raw(JoinSectors::create(doc, {a, b}))
                                          : raw(MergeSectors::create(doc, {a, b}));
                    }
                    break;
                case 10:
                    if (!m.sectors.empty()) {
                        Selection s;
                        s.sectors = {pick(m.sectors.size())};
                        c = raw(PasteElements::create(doc, PasteElements::copyPiece(m, s),
                                                      {coord(), coord()}));
                    }
                    break;
                case 11:
                    if (!m.vertices.empty()) {
                        Selection s;
                        s.vertices = {pick(m.vertices.size())};
                        c = raw(DeleteElements::create(doc, s));
                    }
                    break;
                case 12:
                    c = raw(MakeSector::create(doc, {coord() + 8, coord() + 8}));
                    break;
                case 14:
                    if (m.vertices.size() > 1) {
                        const Index a = pick(m.vertices.size()), b = pick(m.vertices.size());
                        Map dropped = m;
                        dropped.vertices[static_cast<std::size_t>(a)].pos =
                            m.vertices[static_cast<std::size_t>(b)].pos;
                        c = raw(MergeDroppedVertices::create(doc, std::move(dropped), {a}));
                    }
                    break;
                case 13:
                    c = raw(DrawSector::createLines(
                        doc, {{coord(), coord()}, {coord(), coord()}, {coord(), coord()}},
                        rng() % 2 == 0));
                    break;
                case 16:
                    if (m.sectors.size() > 1) {
                        const Index a = pick(m.sectors.size()), b = pick(m.sectors.size());
                        edit::StairsSpec spec;
                        spec.startFloor = m.sectors[static_cast<std::size_t>(a)].floorHeight;
                        spec.floorStep = 8;
                        if (a != b)
                            c = raw(MakeStairs::create(doc, {a, b}, spec));
                    }
                    break;
                case 17:
                    if (!m.sectors.empty())
                        c = raw(MakeDoor::create(doc, {pick(m.sectors.size())}, "BIGDOOR2"));
                    break;
                case 18:
                    if (!m.sectors.empty())
                        c = raw(MakeLift::create(doc, {pick(m.sectors.size())}, "PLAT1"));
                    break;
                case 19:
                    if (!m.walls.empty()) {
                        const Wall& w = m.walls[static_cast<std::size_t>(pick(m.walls.size()))];
                        const std::string name =
                            (w.front.middle.empty() ? w.front.lower : w.front.middle).str();
                        if (!name.empty())
                            c = raw(ReplaceValues::create(
                                doc, {edit::FindKind::WallTexture, name, 0},
                                {edit::FindKind::WallTexture, step % 2 ? "STARG3" : "BROWN1", 0},
                                {}));
                    }
                    break;
                case 20:
                    if (m.things.size() > 1) {
                        Selection s;
                        s.things = {pick(m.things.size())};
                        c = raw(PasteProperties::create(
                            doc, m.things[static_cast<std::size_t>(pick(m.things.size()))], s));
                    }
                    break;
                default:
                    c = new SetPlayerStart(doc, PlayerStart{{coord(), coord()}, 0});
                    break;
                }
                if (!c)
                    continue;
                doc.push(c);
                ++pushed;
                const std::vector<ValidationIssue> issues = validateMap(doc.map());
                QVERIFY2(hasNoErrors(issues), issues.empty() ? "" : issues.front().message.c_str());
            }
            QVERIFY(pushed > 300);
            const Map end = doc.map();
            // And the edited map survives the file format.
            const Result<Map> reread = readSwmap(writeSwmap(end), "edited");
            QVERIFY(reread.ok());
            doc.undoStack()->setIndex(0);
            QVERIFY(doc.map() == start);
            doc.undoStack()->setIndex(doc.undoStack()->count());
            QVERIFY(doc.map() == end);
        }
    }
};

QTEST_MAIN(CommandsTest)
#include "CommandsTest.moc"
