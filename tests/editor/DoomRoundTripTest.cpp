// Saving Doom maps from the editor and testing them in an engine: a map of an IWAD saved as a
// new PWAD, edited and saved back into it (its other maps kept byte for byte), an IWAD never
// written, typing "name.wad" in Save As making a WAD, and File > Test Map starting the engine
// of the preferences on a temporary WAD at the map (a stand-in engine records what it got).

#include "EditorTestSupport.h"

#include "app/EngineLaunch.h"
#include "app/MainWindow.h"
#include "app/Settings.h"
#include "document/ChangeSet.h"
#include "document/Document.h"
#include "io/MapSource.h"
#include "io/Wad.h"

#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace sw;
using namespace sw::editor;

namespace {

QByteArray fileBytes(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The bytes of every lump of one map in a WAD, marker included, in order.
std::vector<std::vector<std::uint8_t>> mapLumps(const QString& path, const std::string& name)
{
    auto wad = Wad::load(QFile::encodeName(path).toStdString());
    if (!wad)
        return {};
    const WadMapEntry* entry = wad->findMap(name);
    if (!entry)
        return {};
    std::vector<std::vector<std::uint8_t>> out;
    for (std::size_t i = entry->markerLump; i < entry->endLump; ++i) {
        const auto data = wad->lumpData(i);
        out.emplace_back(data.begin(), data.end());
    }
    return out;
}

} // namespace

class DoomRoundTripTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void iwadMapSavedAsPwadThenSavedBackIntoIt()
    {
        SWTEST_FREEDOOM2(iwad);
        QTemporaryDir dir;
        const QString pwad = dir.filePath(QStringLiteral("edited.wad"));

        MainWindow window;
        QVERIFY(window.loadFile(iwad, QStringLiteral("MAP01")).ok());
        Document& doc = window.document();
        // An IWAD is never written: its map has no file to save into.
        QVERIFY(doc.filePath().isEmpty());
        QCOMPARE(doc.importedFrom(), iwad);
        const std::size_t walls = doc.map().walls.size();

        // Two maps into one new PWAD.
        QVERIFY(window.saveWadTo(pwad, QStringLiteral("MAP01")).ok());
        QCOMPARE(doc.filePath(), pwad);
        QVERIFY(doc.fileIsWad());
        QVERIFY(!doc.isModified());
        QVERIFY(window.windowTitle().contains(QStringLiteral("edited.wad")));
        QVERIFY(window.loadFile(iwad, QStringLiteral("MAP02")).ok());
        QVERIFY(window.saveWadTo(pwad, QStringLiteral("MAP02")).ok());
        QCOMPARE(fileBytes(pwad).left(4), QByteArray("PWAD"));
        const auto map02Before = mapLumps(pwad, "MAP02");
        QVERIFY(!map02Before.empty());

        // Open MAP01 of the PWAD, edit it, File > Save: it goes back into the PWAD.
        QVERIFY(window.loadFile(pwad, QStringLiteral("MAP01")).ok());
        QCOMPARE(doc.filePath(), pwad);
        QVERIFY(doc.fileIsWad());
        QCOMPARE(doc.map().walls.size(), walls);
        doc.editMap().sectors[0].floorHeight += 8;
        const double floor = doc.map().sectors[0].floorHeight;
        ChangeSet changes;
        changes.sectors = true;
        changes.sectorIndices = {0};
        doc.notifyChanged(changes);
        QVERIFY(window.save());

        auto reread = loadMap(QFile::encodeName(pwad).toStdString(), std::string("MAP01"));
        QVERIFY(reread.ok());
        QCOMPARE(reread->sectors[0].floorHeight, floor);
        QCOMPARE(reread->walls.size(), walls);
        // The other map's lumps are kept byte for byte.
        QVERIFY(mapLumps(pwad, "MAP02") == map02Before);
        // No temporary file is left beside it.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("edited.wad")});
    }

    void anIwadIsNeverWritten()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.wad"));
        MainWindow window;
        QVERIFY(window.loadFile(swtest::sampleMapPath()).ok());
        QVERIFY(window.saveWadTo(path, QStringLiteral("MAP01")).ok());
        // Make it an IWAD: the same bytes with the other magic.
        QByteArray bytes = fileBytes(path);
        bytes.replace(0, 4, "IWAD");
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        const Status refused = window.saveWadTo(path, QStringLiteral("MAP01"));
        QVERIFY(!refused.ok());
        QVERIFY2(QString::fromStdString(refused.error().message).contains(QStringLiteral("IWAD")),
                 refused.error().message.c_str());
        QCOMPARE(fileBytes(path), bytes);
    }

    void testMapStartsTheEngineAtTheMap()
    {
        QTemporaryDir dir;
        // A stand-in engine: records its arguments and keeps a copy of the WAD it was given.
        const QString engine = dir.filePath(QStringLiteral("fake-engine"));
        const QString record = dir.filePath(QStringLiteral("args.txt"));
        const QString copy = dir.filePath(QStringLiteral("played.wad"));
        {
            QFile f(engine);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QStringLiteral("#!/bin/sh\nprintf '%s\\n' \"$@\" > '%1'\n"
                                   "while [ $# -gt 0 ]; do if [ \"$1\" = -file ]; then cp \"$2\" "
                                   "'%2'; fi; shift; done\necho engine says hello\n")
                        .arg(record, copy)
                        .toUtf8());
        }
        QFile::setPermissions(engine, QFile::permissions(engine) | QFile::ExeOwner);
        const QString iwad = dir.filePath(QStringLiteral("freedoom2.wad"));
        QFile(iwad).open(QIODevice::WriteOnly);
        Settings::setEngine(engine);
        Settings::setIwad(iwad);
        Settings::setEngineArguments(QStringLiteral("-skill 4 \"-nomonsters\""));

        MainWindow window;
        QVERIFY(window.loadFile(swtest::sampleMapPath()).ok());
        QSignalSpy finished(&window.engineTest(), &EngineTest::finished);
        QVERIFY(window.testMap(true));
        QVERIFY(finished.wait(10000));

        QFile args(record);
        QVERIFY(args.open(QIODevice::ReadOnly));
        const QStringList got = QString::fromUtf8(args.readAll()).split(QLatin1Char('\n'),
                                                                        Qt::SkipEmptyParts);
        // The sample map's name is no map lump name: it is played as MAP01 of a Doom 2 IWAD.
        const QStringList expected{QStringLiteral("-iwad"), iwad,
                                   QStringLiteral("-file"), window.engineTest().wadPath(),
                                   QStringLiteral("-warp"), QStringLiteral("1"),
                                   QStringLiteral("-skill"), QStringLiteral("4"),
                                   QStringLiteral("-nomonsters")};
        QCOMPARE(got, expected);
        // The WAD holds the map with the player start where the avatar stood.
        auto played = loadMap(QFile::encodeName(copy).toStdString(), std::string("MAP01"));
        QVERIFY2(played.ok(), played.ok() ? "" : played.error().message.c_str());
        QCOMPARE(played->walls.size(), window.document().map().walls.size());
        QVERIFY(played->playerStart);
        QCOMPARE(played->playerStart->pos.x, std::round(window.document().map().playerStart->pos.x));
        // The engine's output is in the log.
        QVERIFY(fileBytes(window.engineTest().logPath()).contains("engine says hello"));
    }

    void testMapSaysWhyWhenTheEngineIsMissing()
    {
        EngineTest test;
        Map map;
        const Status missing =
            test.start(map, QStringLiteral("MAP01"),
                       {QStringLiteral("/nonexistent/engine"), QString(), QString()});
        QVERIFY(!missing.ok());
        QVERIFY(QString::fromStdString(missing.error().message).contains(QStringLiteral("engine")));
    }

    void warpAndMapNames()
    {
        QCOMPARE(warpArguments(QStringLiteral("MAP07")),
                 (QStringList{QStringLiteral("-warp"), QStringLiteral("7")}));
        QCOMPARE(warpArguments(QStringLiteral("e2m3")),
                 (QStringList{QStringLiteral("-warp"), QStringLiteral("2"), QStringLiteral("3")}));
        QVERIFY(warpArguments(QStringLiteral("sample")).isEmpty());
        QCOMPARE(testMapName(QStringLiteral("E1M4"), QStringLiteral("/x/freedoom1.wad")),
                 QStringLiteral("E1M4"));
        QCOMPARE(testMapName(QStringLiteral("MAP03"), QStringLiteral("/x/freedoom1.wad")),
                 QStringLiteral("E1M1"));
        QCOMPARE(testMapName(QStringLiteral("sample"), QStringLiteral("/x/freedoom2.wad")),
                 QStringLiteral("MAP01"));
    }
};

QTEST_MAIN(DoomRoundTripTest)
#include "DoomRoundTripTest.moc"
