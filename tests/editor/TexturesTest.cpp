// Choosing and applying pictures: the Textures dock lists the map's wall textures and flats,
// narrows them by name, lists the ones the map uses and the ones applied lately, and applies a
// click to the selected walls or sectors as one undo step. Map > Resources edits the map's
// resource chain as one undo step that survives a .swmap round trip. The plan draws things at
// their real radius in their category's colour, with their sprite when zoomed in.

#include "EditorTestSupport.h"

#include "app/MainWindow.h"
#include "panels/PropertiesPanel.h"
#include "app/TexturesSetup.h"
#include "commands/SetMapResources.h"
#include "dialogs/ResourcesDialog.h"
#include "document/Document.h"
#include "document/DocumentResources.h"
#include "panels/TextureListModel.h"
#include "panels/TexturesPanel.h"
#include "views/PlanView.h"

#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QListView>
#include <QLineEdit>
#include <QMenuBar>
#include <QSet>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <set>

using namespace sw;
using namespace sw::editor;

namespace {

QString requireFreedoom2()
{
    const QString wad = swtest::freedoom2Path();
    if (wad.isEmpty())
        qFatal("freedoom2.wad is missing: install the freedoom package");
    return wad;
}

// The names the proxy shows, in order.
QStringList shownNames(const TexturesPanel& panel)
{
    QStringList names;
    const QAbstractItemModel* m = panel.proxy();
    for (int r = 0; r < m->rowCount(); ++r)
        names << m->index(r, 0).data(TextureListModel::kNameRole).toString();
    return names;
}

// Clicks the thumbnail called name the way a user does.
void clickThumbnail(TexturesPanel& panel, const QString& name)
{
    QListView* list = panel.list();
    const QStringList names = shownNames(panel);
    const int row = static_cast<int>(names.indexOf(name));
    QVERIFY2(row >= 0, qPrintable(name));
    const QModelIndex index = panel.proxy()->index(row, 0);
    list->scrollTo(index);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(index).center());
}

} // namespace

class TexturesTest : public QObject {
    Q_OBJECT

private slots:
    void listsFreedomsTexturesAndFlatsAndFilters()
    {
        Document document;
        QVERIFY(document.open(requireFreedoom2(), QStringLiteral("MAP01")));
        TexturesPanel panel(document);
        panel.resize(400, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));

        const std::size_t textures = document.resources().set()->images(ImageKind::Texture).size();
        QVERIFY(textures > 300); // freedoom2 has hundreds
        QCOMPARE(static_cast<std::size_t>(panel.proxy()->rowCount()), textures);
        QVERIFY(shownNames(panel).contains(QStringLiteral("STARTAN3")));
        QVERIFY(!panel.target().isFlat());

        panel.pickFor({TextureSlot::Part::Ceiling, false});
        QVERIFY(panel.target().isFlat());
        QCOMPARE(panel.target().part, TextureSlot::Part::Ceiling);
        QCOMPARE(static_cast<std::size_t>(panel.proxy()->rowCount()),
                 document.resources().set()->images(ImageKind::Flat).size());
        QVERIFY(shownNames(panel).contains(QStringLiteral("FLOOR4_8")));

        // The filter narrows to names holding its text, in any case.
        const int all = panel.proxy()->rowCount();
        panel.filterField()->setText(QStringLiteral("floor4"));
        const QStringList narrowed = shownNames(panel);
        QVERIFY(!narrowed.isEmpty());
        QVERIFY(narrowed.size() < all);
        for (const QString& n : narrowed)
            QVERIFY2(n.contains(QStringLiteral("FLOOR4")), qPrintable(n));
        QVERIFY(narrowed.contains(QStringLiteral("FLOOR4_8")));

        // Thumbnails are decoded lazily, then show the picture fitted to the thumbnail square.
        panel.model()->decodePending();
        QApplication::processEvents();
        const int row = static_cast<int>(narrowed.indexOf(QStringLiteral("FLOOR4_8")));
        const QPixmap thumb =
            panel.proxy()->index(row, 0).data(Qt::DecorationRole).value<QPixmap>();
        QCOMPARE(thumb.size(), QSize(TextureListModel::kThumbnailSize,
                                     TextureListModel::kThumbnailSize));
        const QImage flat = document.resources().flat("FLOOR4_8");
        QCOMPARE(thumb.toImage().pixelColor(10, 10).rgb(), flat.pixelColor(10, 10).rgb());
        QVERIFY(panel.proxy()->index(row, 0).data().toString().contains(QStringLiteral("64")));
    }

    void clickAppliesToSelectedWallsAsOneUndoStep()
    {
        Document document;
        QVERIFY(document.open(requireFreedoom2(), QStringLiteral("MAP01")));
        TexturesPanel panel(document);
        panel.resize(400, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const Map before = document.map();

        // Two one-sided walls and one two-sided wall.
        Selection selection;
        for (std::size_t i = 0; i < before.walls.size() && selection.walls.size() < 3; ++i)
            if (before.walls[i].twoSided() == (selection.walls.size() == 2))
                selection.walls.push_back(static_cast<Index>(i));
        selection.normalize();
        document.setSelection(selection);
        QUndoStack* stack = document.undoStack();
        const int steps = stack->count();

        panel.setTarget({TextureSlot::Part::Middle, false});
        panel.filterField()->setText(QStringLiteral("BRICK"));
        clickThumbnail(panel, QStringLiteral("BRICK1"));
        QCOMPARE(stack->count(), steps + 1);
        for (Index i : selection.walls)
            QCOMPARE(document.map().walls[static_cast<std::size_t>(i)].front.middle,
                     std::string("BRICK1"));
        const Map applied = document.map();

        // The back side: only the two-sided wall has one; still one step.
        panel.setTarget({TextureSlot::Part::Upper, true});
        QVERIFY(panel.applyTexture(QStringLiteral("BRICK2")));
        QCOMPARE(stack->count(), steps + 2);
        for (Index i : selection.walls) {
            const Wall& w = document.map().walls[static_cast<std::size_t>(i)];
            QCOMPARE(w.back.upper, w.twoSided() ? std::string("BRICK2") : std::string());
        }
        // The same picture again changes nothing: no step.
        QVERIFY(!panel.applyTexture(QStringLiteral("BRICK2")));
        QCOMPARE(stack->count(), steps + 2);
        QVERIFY(panel.statusText().contains(QStringLiteral("already")));
        QCOMPARE(panel.recent().front(), QStringLiteral("BRICK2"));
        QCOMPARE(panel.recent().size(), 2);

        stack->undo();
        QCOMPARE(document.map(), applied);
        stack->undo();
        QCOMPARE(document.map(), before);
        stack->redo();
        QCOMPARE(document.map(), applied);

        // Nothing that takes the picture: no step, and the status says why.
        document.setSelection({});
        const int kept = stack->count();
        QVERIFY(!panel.applyTexture(QStringLiteral("BRICK3")));
        QCOMPARE(stack->count(), kept);
        QVERIFY(panel.statusText().contains(QStringLiteral("Select walls")));

        // Recent lists what was applied, the latest first.
        panel.filterField()->clear();
        panel.setListing(TexturesPanel::Listing::Recent);
        QCOMPARE(shownNames(panel), (QStringList{QStringLiteral("BRICK2"), QStringLiteral("BRICK1")}));
    }

    void clickAppliesFlatsToSelectedSectors()
    {
        Document document;
        QVERIFY(document.open(requireFreedoom2(), QStringLiteral("MAP01")));
        TexturesPanel panel(document);
        panel.resize(400, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const Map before = document.map();
        document.setSelection(Selection{.sectors = {0, 2}});

        panel.pickFor({TextureSlot::Part::Floor, false});
        panel.filterField()->setText(QStringLiteral("NUKAGE"));
        clickThumbnail(panel, QStringLiteral("NUKAGE1"));
        QCOMPARE(document.map().sectors[0].floorMaterial, std::string("NUKAGE1"));
        QCOMPARE(document.map().sectors[2].floorMaterial, std::string("NUKAGE1"));
        QCOMPARE(document.map().sectors[0].ceilingMaterial, before.sectors[0].ceilingMaterial);
        QCOMPARE(document.map().sectors[1], before.sectors[1]);
        const Map floors = document.map();

        panel.setTarget({TextureSlot::Part::Ceiling, false});
        QVERIFY(panel.applyTexture(QStringLiteral("CEIL3_5")));
        QCOMPARE(document.map().sectors[2].ceilingMaterial, std::string("CEIL3_5"));
        document.undoStack()->undo();
        QCOMPARE(document.map(), floors);
        document.undoStack()->undo();
        QCOMPARE(document.map(), before);
    }

    void usedListsTheMapsPictures()
    {
        Document document;
        QVERIFY(document.open(requireFreedoom2(), QStringLiteral("MAP01")));
        TexturesPanel panel(document);
        panel.setListing(TexturesPanel::Listing::Used);

        std::set<QString> walls, flats;
        for (const Wall& w : document.map().walls)
            for (const WallSide* side : {&w.front, &w.back})
                for (const ShortString* n : {&side->upper, &side->middle, &side->lower})
                    if (!isNoTexture(*n))
                        walls.insert(QString::fromStdString(n->str()).toUpper());
        for (const Sector& s : document.map().sectors) {
            flats.insert(QString::fromStdString(s.floorMaterial.str()).toUpper());
            flats.insert(QString::fromStdString(s.ceilingMaterial.str()).toUpper());
        }
        QVERIFY(walls.size() > 5);
        QCOMPARE(shownNames(panel), QStringList(walls.begin(), walls.end()));
        for (int r = 0; r < panel.proxy()->rowCount(); ++r)
            QVERIFY(!panel.proxy()->index(r, 0).data(TextureListModel::kMissingRole).toBool());
        panel.setTarget({TextureSlot::Part::Floor, false});
        QCOMPARE(shownNames(panel), QStringList(flats.begin(), flats.end()));

        // A picture applied to a sector joins the list once the edits pause.
        document.setSelection(Selection{.sectors = {0}});
        QVERIFY(!flats.count(QStringLiteral("NUKAGE3")));
        QVERIFY(panel.applyTexture(QStringLiteral("NUKAGE3")));
        QTRY_VERIFY(shownNames(panel).contains(QStringLiteral("NUKAGE3")));
    }

    void setMapResourcesIsUndoableAndReloadsPictures()
    {
        requireFreedoom2();
        Document document;
        document.replaceMap(swtest::makeRoomWithHoles(), QString(), QStringLiteral("HOLES"));
        QVERIFY(document.resources().set()); // the detected IWAD
        QCOMPARE(document.resources().chain().origin, std::string("detected"));

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("materials")));
        QImage red(32, 16, QImage::Format_RGBA8888);
        red.fill(Qt::red);
        QVERIFY(red.save(dir.filePath(QStringLiteral("materials/SWREDPIC.png"))));

        QSignalSpy reloaded(&document.resources(), &DocumentResources::changed);
        const std::vector<std::string> chain = {
            QFile::encodeName(swtest::freedoom2Path()).toStdString(),
            QFile::encodeName(dir.filePath(QStringLiteral("materials"))).toStdString()};
        document.push(new SetMapResources(document, chain));
        QCOMPARE(reloaded.count(), 1);
        QCOMPARE(document.map().resources, chain);
        QVERIFY(document.resources().set()->findWallTexture("SWREDPIC"));
        QVERIFY(document.resources().set()->findFlat("SWREDPIC"));
        QCOMPARE(document.resources().wallTexture("SWREDPIC").size(), QSize(32, 16));

        document.undoStack()->undo();
        QCOMPARE(reloaded.count(), 2);
        QVERIFY(document.map().resources.empty());
        QVERIFY(!document.resources().set()->findWallTexture("SWREDPIC"));
        document.undoStack()->redo();
        QCOMPARE(document.map().resources, chain);
        QVERIFY(document.resources().set()->findWallTexture("SWREDPIC"));
    }

    void resourcesDialogEditsTheListAndSurvivesSaveAndLoad()
    {
        const QString wad = requireFreedoom2();
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("pics")));
        QImage blue(16, 16, QImage::Format_RGBA8888);
        blue.fill(Qt::blue);
        QVERIFY(blue.save(dir.filePath(QStringLiteral("pics/SWBLUEPIC.png"))));
        const QString mapPath = dir.filePath(QStringLiteral("room.swmap"));

        MainWindow window;
        Document& document = window.document();
        document.replaceMap(swtest::makeRoomWithHoles(), QString(), QStringLiteral("HOLES"));
        QVERIFY(window.saveTo(mapPath));

        // The menu and the dock are there.
        QVERIFY(window.findChild<QDockWidget*>(QStringLiteral("texturesDock")));
        QVERIFY(window.findChild<QAction*>(QStringLiteral("mapResources")));
        auto* panel = window.findChild<TexturesPanel*>();
        QVERIFY(panel);

        // The dialog: entries relative to the map's folder, each with its status.
        const int steps = document.undoStack()->count();
        auto responder = swtest::ModalResponder::on<ResourcesDialog>([&](ResourcesDialog* d) {
            d->addPaths({dir.filePath(QStringLiteral("pics")),
                         dir.filePath(QStringLiteral("gone.wad")), wad});
            QCOMPARE(d->entries().at(0), QStringLiteral("pics"));
            QCOMPARE(d->entries().at(1), QStringLiteral("gone.wad"));
            QVERIFY(d->readable(QStringLiteral("pics")));
            QVERIFY(!d->readable(QStringLiteral("gone.wad")));
            QVERIFY(d->statusOf(1).contains(QStringLiteral("cannot")));
            d->setCurrentRow(1);
            d->removeCurrent();
            // The IWAD first, the pictures after it.
            d->setCurrentRow(1);
            d->moveCurrent(-1);
            d->accept();
        });
        QVERIFY(editMapResources(&window, document));
        QVERIFY(responder->responded());
        QCOMPARE(document.undoStack()->count(), steps + 1);
        // The installed IWAD keeps its absolute path; the folder beside the map is relative.
        const std::vector<std::string> expected = {QFile::encodeName(wad).toStdString(), "pics"};
        QCOMPARE(document.map().resources, expected);
        QCOMPARE(document.resources().chain().origin, std::string("stored"));
        QVERIFY(document.resources().set()->findFlat("SWBLUEPIC"));
        // A click on a thumbnail in Properties asks the dock for that slot.
        emit window.propertiesPanel().pickTexture({TextureSlot::Part::Upper, true});
        QCOMPARE(panel->target(), (TextureSlot{TextureSlot::Part::Upper, true}));
        QVERIFY(!panel->flats());
        emit window.propertiesPanel().pickTexture({TextureSlot::Part::Ceiling, false});
        QCOMPARE(panel->target(), (TextureSlot{TextureSlot::Part::Ceiling, false}));
        QVERIFY(panel->flats());
        // The dock lists the folder's picture among the flats.
        panel->pickFor({TextureSlot::Part::Floor, false});
        QVERIFY(shownNames(*panel).contains(QStringLiteral("SWBLUEPIC")));

        // Saved and read back: the list comes with the map, and means the same files.
        QVERIFY(window.saveTo(mapPath));
        Document reopened;
        QVERIFY(reopened.open(mapPath));
        QCOMPARE(reopened.map().resources, expected);
        QCOMPARE(reopened.resources().chain().origin, std::string("stored"));
        QVERIFY(reopened.resources().set()->findFlat("SWBLUEPIC"));
        QVERIFY(reopened.resources().set()->findWallTexture("STARTAN3"));

        // Save As into a folder below: the picture folder is outside it now, so its entry
        // becomes absolute and still names the same folder.
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("sub")));
        QVERIFY(window.saveTo(dir.filePath(QStringLiteral("sub/moved.swmap"))));
        const std::vector<std::string> moved = {
            QFile::encodeName(wad).toStdString(),
            QFile::encodeName(QDir::cleanPath(dir.filePath(QStringLiteral("pics")))).toStdString()};
        QCOMPARE(document.map().resources, moved);
        Document movedCopy;
        QVERIFY(movedCopy.open(dir.filePath(QStringLiteral("sub/moved.swmap"))));
        QVERIFY(movedCopy.resources().set()->findFlat("SWBLUEPIC"));

        document.undoStack()->undo();
        QVERIFY(document.map().resources.empty());
        QVERIFY(!document.resources().set()->findFlat("SWBLUEPIC"));
    }

    void pickForRaisesTheDock()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("texturesDock"));
        auto* panel = window.findChild<TexturesPanel*>();
        QVERIFY(dock && panel);
        dock->hide();
        panel->pickFor({TextureSlot::Part::Lower, true});
        QVERIFY(dock->isVisible());
        QCOMPARE(panel->target(), (TextureSlot{TextureSlot::Part::Lower, true}));
    }

    void planDrawsAnImpAtItsRadius()
    {
        requireFreedoom2();
        Map map = swtest::makeRoomWithHoles();
        map.things.clear();
        Map withImp = map;
        withImp.things.push_back({.type = 3001, .pos = {256, 176}, .angle = 90, .flags = 0, .shape = {}});
        Document document;
        PlanView view(&document);
        view.resize(800, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const auto render = [&](const Map& m) {
            document.replaceMap(m, QString(), QStringLiteral("HOLES"));
            view.frame(QRectF(256 - 64, 176 - 64, 128, 128));
            return swtest::renderPlan(view);
        };
        const QImage empty = render(map);
        const QImage imp = render(withImp);
        QVERIFY(document.resources().game());
        const double r = 20 * view.view().scale(); // an imp's radius is 20 units
        QVERIFY(r > 20);
        const QPointF c = view.mapToScreen({256, 176});
        const auto at = [](const QImage& image, QPointF p) {
            return image.pixel(static_cast<int>(std::lround(p.x())), static_cast<int>(std::lround(p.y())));
        };
        // Inside its circle, left and right of the sprite and away from the arrow (up): the
        // monsters' red over the floor. Just outside: the floor as without it.
        for (double side : {-1.0, 1.0}) {
            const QPointF inside = c + QPointF(side * 0.85 * r, 0);
            const QPointF outside = c + QPointF(side * 1.25 * r, 0);
            QVERIFY2(qRed(at(imp, inside)) > qRed(at(empty, inside)) + 40,
                     qPrintable(QStringLiteral("inside %1").arg(side)));
            QVERIFY(swtest::colourDistance(at(imp, outside), at(empty, outside)) < 12);
        }
        // The sprite inside: many colours where a flat shape would have one or two.
        QSet<QRgb> colours;
        for (int y = static_cast<int>(c.y() - r * 0.6); y < c.y() + r * 0.6; ++y)
            for (int x = static_cast<int>(c.x() - r * 0.4); x < c.x() + r * 0.4; ++x)
                colours.insert(imp.pixel(x, y));
        QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));
        // Clicking within its radius picks it.
        QCOMPARE(view.thingAt(c + QPointF(0.9 * r, 0)), Index(0));
        QCOMPARE(view.thingAt(c + QPointF(2 * r, 0)), kNone);
    }
};

QTEST_MAIN(TexturesTest)
#include "TexturesTest.moc"
