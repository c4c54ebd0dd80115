// What the editor knows about a map's names: the pictures of its resource chain and the game's
// vocabulary, read once per map by the document, and the analysis judging the map against
// them (a texture name that is not in the resources becomes a finding).

#include "EditorTestSupport.h"

#include "commands/SetWallProperties.h"
#include "document/DerivedData.h"
#include "document/Document.h"
#include "document/DocumentResources.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace sw;
using namespace sw::editor;

class ResourcesTest : public QObject {
    Q_OBJECT

private slots:
    void iwadMapGetsItsPicturesAndVocabulary()
    {
        SWTEST_FREEDOOM2(wad);
        Document document;
        QSignalSpy changed(&document.resources(), &DocumentResources::changed);
        QVERIFY(document.open(wad, QStringLiteral("MAP01")));
        QCOMPARE(changed.count(), 1);
        const DocumentResources& res = document.resources();
        QVERIFY(res.set());
        QVERIFY(res.game());
        QCOMPARE(QString::fromStdString(res.game()->id()), QStringLiteral("doom2"));

        // Every wall and flat name of MAP01 resolves; its pictures decode at their sizes.
        const Map& map = document.map();
        for (const Wall& w : map.walls)
            for (const WallSide* side : {&w.front, &w.back})
                for (const ShortString* name : {&side->upper, &side->middle, &side->lower}) {
                    QVERIFY2(!res.wallTextureMissing(name->str()), name->c_str());
                    if (!isNoTexture(*name)) {
                        const QImage image = res.wallTexture(name->str());
                        QVERIFY2(!image.isNull(), name->c_str());
                        const ImageEntry* entry = res.set()->findWallTexture(*name);
                        QCOMPARE(image.size(), QSize(entry->width, entry->height));
                    }
                }
        for (const Sector& s : map.sectors) {
            QVERIFY(!res.flatMissing(s.floorMaterial.str()));
            QVERIFY(!res.flatMissing(s.ceilingMaterial.str()));
        }
        const QImage flat = res.flat("FLOOR4_8");
        QCOMPARE(flat.size(), QSize(64, 64));
        QVERIFY(res.flat("F_SKY1").isNull()); // the sky has no picture of its own
        QVERIFY(res.wallTextureMissing("NOSUCHTX"));
        QVERIFY(!res.wallTextureMissing("-"));
        QVERIFY(res.wallTexture("NOSUCHTX").isNull());

        QCOMPARE(res.thingLabel(3001), QStringLiteral("Imp (3001)"));
        QVERIFY(res.lineSpecialLabel(31).contains(QStringLiteral("D1")));
    }

    void unknownTextureBecomesAFindingAndUndoRemovesIt()
    {
        SWTEST_FREEDOOM2(wad);
        Document document;
        QVERIFY(document.open(wad, QStringLiteral("MAP01")));
        DerivedData& derived = document.derived();
        derived.use(DerivedData::Need::Findings);
        derived.waitForFindings();
        const auto count = [&](const char* kind) {
            int n = 0;
            for (const Finding& f : *derived.findings())
                n += f.kind == kind;
            return n;
        };
        QCOMPARE(count("unknown-texture"), 0);

        // Wall 0 is one-sided: its front middle shows.
        Index wall = 0;
        while (document.map().walls[static_cast<std::size_t>(wall)].twoSided())
            ++wall;
        Wall changed = document.map().walls[static_cast<std::size_t>(wall)];
        changed.front.middle = "NOSUCHTX";
        document.push(new SetWallProperties(document, {wall}, {changed}));
        derived.waitForFindings();
        QCOMPARE(count("unknown-texture"), 1);
        document.undoStack()->undo();
        derived.waitForFindings();
        QCOMPARE(count("unknown-texture"), 0);
    }

    void unsavedMapReadsTheFoldersItLists()
    {
        // A folder of images serves as materials: BRICK1.png is BRICK1 for walls and floors.
        QTemporaryDir dir;
        QImage brick(32, 16, QImage::Format_RGBA8888);
        brick.fill(QColor(200, 40, 10));
        QVERIFY(brick.save(dir.filePath(QStringLiteral("BRICK1.png"))));
        Map map = swtest::makeRoomWithHoles();
        map.resources = {QFile::encodeName(dir.path()).toStdString()};
        Document document;
        document.replaceMap(map, QString(), QString());
        const DocumentResources& res = document.resources();
        QCOMPARE(QString::fromStdString(res.chain().origin), QStringLiteral("given"));
        const QImage wall = res.wallTexture("brick1");
        QCOMPARE(wall.size(), QSize(32, 16));
        QCOMPARE(QColor(wall.pixel(3, 3)), QColor(200, 40, 10));
        QCOMPARE(res.flat("BRICK1").size(), QSize(32, 16));
        QVERIFY(res.wallTextureMissing("STONE2"));
    }
};

QTEST_MAIN(ResourcesTest)
#include "ResourcesTest.moc"
