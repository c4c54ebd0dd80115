// Editing in the 3D view on MAP01 of freedoom2.wad, in the editor's window on a real GL context
// (llvmpipe under Xvfb): clicks select floors and wall parts (found by projecting a known point
// of the level to a pixel), Page Up / Page Down and Ctrl+wheel move the picked floors and
// ceilings by the grid, the arrows move the picked sides' texture offsets, and a click in the
// Textures dock dresses exactly the picked parts; each one undo step.
#include "EditorTestSupport.h"

#include "app/MainWindow.h"
#include "commands/DeleteElements.h"
#include "commands/DrawSector.h"
#include "commands/MoveThings.h"
#include "commands/MoveVertices.h"
#include "commands/SetSectorProperties.h"
#include "commands/SetWallProperties.h"
#include "document/DerivedData.h"
#include "document/Document.h"
#include "document/DocumentResources.h"
#include "document/Selection.h"
#include "panels/TextureListModel.h"
#include "panels/TexturesPanel.h"
#include "views/PlanView.h"
#include "views/View3D.h"

#include "bench/GridMap.h"
#include "resources/ResourceSet.h"
#include "scene/LevelGeometry.h"
#include "scene/SceneBuffers.h"

#include <QAbstractItemModel>
#include <QDockWidget>
#include <QListView>
#include <QSignalSpy>

#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>
#include <QWindow>
#include <set>

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <vector>

using namespace sw;
using namespace sw::editor;

namespace {

// A triangle of the level whose centre the camera sees directly, and where it shows.
struct Probe {
    QPointF pixel;
    ElementTag tag;
    Vec3f point;
};

// The triangle of `layer` passing `wanted` that covers the most pixels of the image, among
// those whose centre is in view, unobstructed, with its neighbouring pixels on it too.
std::optional<Probe> findProbe(const View3D& view, LevelLayer layer,
                               const std::function<bool(const ElementTag&)>& wanted)
{
    const auto level = view.levelGeometry();
    const QVector3D eye = view.cameraPosition();
    const QSize size = view.renderWindow()->size();
    const TriangleBuffer& b = level->layer(layer);
    std::optional<Probe> best;
    double bestArea = 300;
    for (std::size_t t = 0; t < b.triangleCount(); ++t) {
        if (!wanted(b.tags[t]))
            continue;
        const Vec3f c =
            (b.positions[3 * t] + b.positions[3 * t + 1] + b.positions[3 * t + 2]) / 3.0f;
        const double area = swtest::projectedArea(view, b, t);
        const QPointF pixel = view.project(QVector3D(c.x, c.y, c.z));
        if (area <= bestArea ||
            !QRectF(16, 16, size.width() - 32, size.height() - 32).contains(pixel))
            continue;
        const Vec3f origin(eye.x(), eye.y(), eye.z());
        const auto hit = level->rayCast(origin, c - origin, true);
        if (!hit || !(hit->tag == b.tags[t]) || std::abs(hit->distance - 1.0f) > 0.002f)
            continue;
        bool patch = true;
        for (int dy = -2; dy <= 2 && patch; dy += 2)
            for (int dx = -2; dx <= 2 && patch; dx += 2) {
                const View3D::Ray ray = view.rayAt(pixel + QPointF(dx, dy));
                const auto h = level->rayCast(
                    Vec3f(ray.origin.x(), ray.origin.y(), ray.origin.z()),
                    Vec3f(ray.direction.x(), ray.direction.y(), ray.direction.z()), true);
                patch = h && h->tag == b.tags[t];
            }
        if (!patch)
            continue;
        best = Probe{pixel, b.tags[t], c};
        bestArea = area;
    }
    return best;
}

Surface::Part partOf(SurfacePart p)
{
    switch (p) {
    case SurfacePart::Upper:
        return Surface::Part::Upper;
    case SurfacePart::Lower:
        return Surface::Part::Lower;
    case SurfacePart::Floor:
        return Surface::Part::Floor;
    case SurfacePart::Ceiling:
        return Surface::Part::Ceiling;
    default:
        return Surface::Part::Middle;
    }
}

bool twoSidedPart(const ElementTag& tag)
{
    return tag.kind == ElementKind::Wall &&
           (tag.part == SurfacePart::Upper || tag.part == SurfacePart::Lower);
}

bool floorOf(const ElementTag& tag)
{
    return tag.kind == ElementKind::Sector && tag.part == SurfacePart::Floor;
}

int differing(const QImage& a, const QImage& b, const QPoint& centre, int half)
{
    int n = 0;
    for (int y = centre.y() - half; y <= centre.y() + half; ++y)
        for (int x = centre.x() - half; x <= centre.x() + half; ++x)
            n += swtest::colourDistance(a.pixel(x, y), b.pixel(x, y)) > 40 ? 1 : 0;
    return n;
}

// A layer's triangles as sorted keys (corners, normals, colours if any, and tag, bit for bit).
std::vector<std::string> triangleKeys(const TriangleBuffer& b)
{
    std::vector<std::string> out;
    for (std::size_t t = 0; t < b.triangleCount(); ++t) {
        std::string key(reinterpret_cast<const char*>(&b.positions[3 * t]), 3 * sizeof(Vec3f));
        const Vec3f n = b.normal(t);
        key.append(reinterpret_cast<const char*>(&n), sizeof(Vec3f));
        if (t < b.colours.size())
            key.append(reinterpret_cast<const char*>(&b.colours[t]), sizeof(Colour));
        const ElementTag& tag = b.tags[t];
        key += std::to_string(int(tag.kind)) + ':' + std::to_string(int(tag.part)) + ':' +
               std::to_string(int(tag.side)) + ':' + std::to_string(tag.index);
        out.push_back(std::move(key));
    }
    std::sort(out.begin(), out.end());
    return out;
}

// Whether the view's level has, layer for layer, the triangles of a fresh whole build of `map`
// on the view's tree (coloured by sector, or without colours as the level used for picking is
// when textured).
void expectFreshLevel(const View3D& view, const Map& map, const QString& what)
{
    const auto shown = view.levelGeometry();
    const LevelGeometry fresh(map, *view.bsp(),
                              {shown->hasColours() ? ColourMode::BySector : ColourMode::None});
    for (std::size_t l = 0; l < kLevelLayerCount; ++l) {
        const auto layer = static_cast<LevelLayer>(l);
        QVERIFY2(triangleKeys(shown->layer(layer)) == triangleKeys(fresh.layer(layer)),
                 qPrintable(QStringLiteral("%1, layer %2").arg(what).arg(l)));
    }
}

void sendWheel(QWindow* window, const QPointF& at, int delta, Qt::KeyboardModifiers mods)
{
    QWheelEvent e(at, window->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton, mods,
                  Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(window, &e);
}

} // namespace

class View3DEditTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void surfacesStayWithTheirElements();
    void clicksSelectWallPartsAndFloors();
    void pageKeysMoveFloorsAndCeilingsByTheGrid();
    void arrowsMoveTheOffsetsOfThePickedSideOnly();
    void texturesDockDressesExactlyThePickedParts();
    void chunkedSceneMatchesAFreshBuildAfterEdits();
    void bigMapEditsReachTheSceneAtOnce();
    void editedTreeReachesTheSceneBeforeItsWorld();
    void bigMapSceneIsBuiltFromTheTreeAndShownWithItsWorld();
    void newPicturesKeepTheChunksAndShowAsAFreshView();

private:
    // The editor's window on MAP01 with the 3D view looking at a two-sided wall part and a
    // floor; m_wallPart and m_floor are where they show.
    void openMap01();

    std::unique_ptr<MainWindow> m_window;
    View3D* m_view = nullptr;
    std::optional<Probe> m_wallPart, m_floor;
};

void View3DEditTest::initTestCase()
{
    SWTEST_REQUIRE_3D();
}

void View3DEditTest::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1100, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_view = m_window->view3D();
    QVERIFY(m_view);
}

void View3DEditTest::cleanup()
{
    m_window.reset();
    m_view = nullptr;
    m_wallPart.reset();
    m_floor.reset();
}

void View3DEditTest::openMap01()
{
    SWTEST_FREEDOOM2(wad);
    QVERIFY(m_window->loadFile(wad, QStringLiteral("MAP01")).ok());
    QTRY_VERIFY_WITH_TIMEOUT(m_view->levelGeometry() != nullptr && !m_view->rebuilding(), 20000);
    QTRY_VERIFY(m_view->renderWindow()->width() > 200);
    m_view->setOverlayVisible(View3D::Overlay::AvatarVolume, false);
    // Round the player start from a few sides until a step (a two-sided wall's lower or upper
    // part) and a floor are both in view.
    const Map& map = m_window->document().map();
    QVERIFY(map.playerStart.has_value());
    const Vec2 start = map.playerStart->pos;
    for (double yaw = 0; yaw < 360 && !(m_wallPart && m_floor); yaw += 45) {
        m_view->setOrbit(QVector3D(float(start.x), float(start.y), 0), yaw, 35, 600);
        m_wallPart = findProbe(*m_view, LevelLayer::Walls, twoSidedPart);
        m_floor = findProbe(*m_view, LevelLayer::Floors, floorOf);
    }
    QVERIFY2(m_wallPart && m_floor, "a step and a floor in view round the player start");
}

void View3DEditTest::surfacesStayWithTheirElements()
{
    Selection s;
    s.toggleSurface({7, Surface::Part::Lower, true});
    s.toggleSurface({3, Surface::Part::Floor, false});
    s.toggleSurface({3, Surface::Part::Ceiling, false});
    QCOMPARE(s.walls, std::vector<Index>{7});
    QCOMPARE(s.sectors, std::vector<Index>{3});
    QCOMPARE(s.surfaces.size(), 3u);
    QVERIFY(std::is_sorted(s.surfaces.begin(), s.surfaces.end()));
    // The floor goes, the ceiling keeps the sector selected; the last surface takes it along.
    s.toggleSurface({3, Surface::Part::Floor, false});
    QCOMPARE(s.sectors, std::vector<Index>{3});
    s.toggleSurface({3, Surface::Part::Ceiling, false});
    QVERIFY(s.sectors.empty());
    // A wall the plan deselects drops its parts.
    s.walls.clear();
    s.normalize();
    QVERIFY(s.surfaces.empty());
}

void View3DEditTest::clicksSelectWallPartsAndFloors()
{
    openMap01();
    Document& document = m_window->document();
    const Map& map = document.map();
    const Surface wallPart{m_wallPart->tag.index, partOf(m_wallPart->tag.part),
                           m_wallPart->tag.side == 1};
    const Surface floor{m_floor->tag.index, Surface::Part::Floor, false};
    QVERIFY(map.walls[std::size_t(wallPart.index)].twoSided());
    const QImage before = m_view->captureFrame().convertToFormat(QImage::Format_RGB32);

    // A click on the step selects that part of that side, and its wall in the plan.
    QTest::mouseClick(m_view->renderWindow(), Qt::LeftButton, {}, m_wallPart->pixel.toPoint());
    QCOMPARE(document.selection().walls, std::vector<Index>{wallPart.index});
    QVERIFY(document.selection().sectors.empty());
    QCOMPARE(document.selection().surfaces, std::vector<Surface>{wallPart});
    // Shift adds the floor (and its sector).
    QTest::mouseClick(m_view->renderWindow(), Qt::LeftButton, Qt::ShiftModifier,
                      m_floor->pixel.toPoint());
    QCOMPARE(document.selection().sectors, std::vector<Index>{floor.index});
    QCOMPARE(document.selection().surfaces.size(), 2u);
    QVERIFY(document.selection().contains(floor) && document.selection().contains(wallPart));
    // Both show tinted.
    const QImage both = m_view->captureFrame().convertToFormat(QImage::Format_RGB32);
    if (!qEnvironmentVariableIsEmpty("STEPWISE_SCREENSHOT_DIR"))
        before.save(qEnvironmentVariable("STEPWISE_SCREENSHOT_DIR") +
                    QStringLiteral("/view3d-surfaces-before.png"));
    if (!qEnvironmentVariableIsEmpty("STEPWISE_SCREENSHOT_DIR"))
        both.save(qEnvironmentVariable("STEPWISE_SCREENSHOT_DIR") +
                  QStringLiteral("/view3d-surfaces-picked.png"));
    qInfo("floor at (%g, %g): %s then %s; step at (%g, %g): %s then %s", m_floor->pixel.x(),
          m_floor->pixel.y(), qPrintable(QColor(before.pixel(m_floor->pixel.toPoint())).name()),
          qPrintable(QColor(both.pixel(m_floor->pixel.toPoint())).name()), m_wallPart->pixel.x(),
          m_wallPart->pixel.y(),
          qPrintable(QColor(before.pixel(m_wallPart->pixel.toPoint())).name()),
          qPrintable(QColor(both.pixel(m_wallPart->pixel.toPoint())).name()));
    QVERIFY(differing(before, both, m_wallPart->pixel.toPoint(), 1) >= 7);
    QVERIFY(differing(before, both, m_floor->pixel.toPoint(), 1) >= 7);
    // Shift on the step again takes it (and its wall) out; the floor stays.
    QTest::mouseClick(m_view->renderWindow(), Qt::LeftButton, Qt::ShiftModifier,
                      m_wallPart->pixel.toPoint());
    QVERIFY(document.selection().walls.empty());
    QCOMPARE(document.selection().surfaces, std::vector<Surface>{floor});
    // Only the floor is tinted now: the step looks as before.
    const QImage floorOnly = m_view->captureFrame().convertToFormat(QImage::Format_RGB32);
    QCOMPARE(differing(before, floorOnly, m_wallPart->pixel.toPoint(), 1), 0);
    QVERIFY(differing(before, floorOnly, m_floor->pixel.toPoint(), 1) >= 7);
    // A plain click on the floor picks it alone; clicking where nothing is drawn clears.
    QTest::mouseClick(m_view->renderWindow(), Qt::LeftButton, {}, m_floor->pixel.toPoint());
    QCOMPARE(document.selection().surfaces, std::vector<Surface>{floor});
    m_view->setOrbit(QVector3D(0, 0, 100000), 0, 0, 10);
    QVERIFY(!m_view->pickAt(QPointF(10, 10)));
    QVERIFY(document.selection().empty());
    QVERIFY(document.selection().surfaces.empty());
}

void View3DEditTest::pageKeysMoveFloorsAndCeilingsByTheGrid()
{
    openMap01();
    Document& document = m_window->document();
    QUndoStack& undo = *document.undoStack();
    // The plan's grid decides the step.
    m_window->planView().setGridSize(16);
    QCOMPARE(m_view->gridSize(), 16.0);
    const Map original = document.map();
    const auto s = std::size_t(m_floor->tag.index);
    QWindow* render = m_view->renderWindow();
    swtest::activate(render);

    QTest::mouseClick(render, Qt::LeftButton, {}, m_floor->pixel.toPoint());
    QCOMPARE(document.selection().surfaces.size(), 1u);
    const int steps = undo.count();
    QSignalSpy changed(&document, &Document::mapChanged);
    QTest::keyClick(render, Qt::Key_PageUp);
    QCOMPARE(document.map().sectors[s].floorHeight, original.sectors[s].floorHeight + 16);
    QCOMPARE(document.map().sectors[s].ceilingHeight, original.sectors[s].ceilingHeight);
    QCOMPARE(undo.count(), steps + 1);
    QCOMPARE(changed.count(), 1);
    // The 3D view rebuilds with the new floor: a ray down through it meets it 16 higher.
    QTRY_VERIFY(!m_view->rebuilding());
    QTRY_VERIFY([&] {
        const auto hit = m_view->levelGeometry()->rayCast(
            Vec3f(m_floor->point.x, m_floor->point.y, 30000), Vec3f(0, 0, -60000), true);
        return hit && std::abs(hit->point.z - float(original.sectors[s].floorHeight + 16)) < 0.01f;
    }());
    // Ctrl+Z in the window undoes it, with the 3D view focused.
    QTest::keyClick(render, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(document.map().sectors[s].floorHeight, original.sectors[s].floorHeight);
    QCOMPARE(undo.index(), steps);
    // Page Down lowers; held down, its presses merge into one step.
    QTest::keyClick(render, Qt::Key_PageDown);
    QTest::keyClick(render, Qt::Key_PageDown);
    QCOMPARE(document.map().sectors[s].floorHeight, original.sectors[s].floorHeight - 32);
    QCOMPARE(undo.index(), steps + 1);
    undo.undo();
    QCOMPARE(document.map(), original);

    // Picked alone, the ceiling moves (the window's Page Up would move the floor) and never
    // below the floor: the step that would is refused and the status line says why.
    Selection ceiling;
    ceiling.toggleSurface({m_floor->tag.index, Surface::Part::Ceiling, false});
    document.setSelection(ceiling);
    QTest::keyClick(render, Qt::Key_PageUp);
    QCOMPARE(document.map().sectors[s].ceilingHeight, original.sectors[s].ceilingHeight + 16);
    QCOMPARE(document.map().sectors[s].floorHeight, original.sectors[s].floorHeight);
    const double gap = original.sectors[s].ceilingHeight + 16 - original.sectors[s].floorHeight;
    const int down = int(gap / 16);
    for (int k = 0; k < down + 2; ++k)
        QTest::keyClick(render, Qt::Key_PageDown);
    QVERIFY(document.map().sectors[s].ceilingHeight >= document.map().sectors[s].floorHeight);
    QVERIFY(document.map().sectors[s].ceilingHeight - document.map().sectors[s].floorHeight < 16);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("below its floor")),
             qPrintable(m_window->statusBar()->currentMessage()));

    // Ctrl+wheel: a notch up is a grid step, on floor and ceiling picked together.
    undo.setIndex(steps);
    QCOMPARE(document.map(), original);
    Selection both = ceiling;
    both.toggleSurface({m_floor->tag.index, Surface::Part::Floor, false});
    document.setSelection(both);
    const QVector3D cameraBefore = m_view->cameraPosition();
    sendWheel(render, m_floor->pixel, 120, Qt::ControlModifier);
    QCOMPARE(document.map().sectors[s].floorHeight, original.sectors[s].floorHeight + 16);
    QCOMPARE(document.map().sectors[s].ceilingHeight, original.sectors[s].ceilingHeight + 16);
    QCOMPARE(m_view->cameraPosition(), cameraBefore);
    // Without Ctrl the wheel zooms, as before.
    sendWheel(render, m_floor->pixel, 120, Qt::NoModifier);
    QVERIFY(m_view->cameraPosition() != cameraBefore);
    QCOMPARE(document.map().sectors[s].floorHeight, original.sectors[s].floorHeight + 16);
    // No other sector moved.
    for (std::size_t k = 0; k < original.sectors.size(); ++k)
        if (k != s)
            QCOMPARE(document.map().sectors[k], original.sectors[k]);
}

void View3DEditTest::arrowsMoveTheOffsetsOfThePickedSideOnly()
{
    openMap01();
    Document& document = m_window->document();
    QUndoStack& undo = *document.undoStack();
    m_window->planView().setGridSize(8);
    const Map original = document.map();
    const auto w = std::size_t(m_wallPart->tag.index);
    const bool back = m_wallPart->tag.side == 1;
    QWindow* render = m_view->renderWindow();
    swtest::activate(render);
    QTest::mouseClick(render, Qt::LeftButton, {}, m_wallPart->pixel.toPoint());
    QCOMPARE(document.selection().surfaces.size(), 1u);
    const int steps = undo.count();

    const auto side = [&](const Map& map, bool b) -> const WallSide& {
        return b ? map.walls[w].back : map.walls[w].front;
    };
    // Left moves the picture left: x offset +1; Right back. Shift+Up: y offset + the grid.
    QTest::keyClick(render, Qt::Key_Left);
    QTest::keyClick(render, Qt::Key_Left);
    QTest::keyClick(render, Qt::Key_Right);
    QCOMPARE(side(document.map(), back).offsetX, side(original, back).offsetX + 1);
    QCOMPARE(undo.index(), steps + 1); // the three presses merged
    QTest::keyClick(render, Qt::Key_Up, Qt::ShiftModifier);
    QCOMPARE(side(document.map(), back).offsetY, side(original, back).offsetY + 8);
    QTest::keyClick(render, Qt::Key_Down);
    QCOMPARE(side(document.map(), back).offsetY, side(original, back).offsetY + 7);
    // The other side of the wall, and every other wall, as they were.
    QCOMPARE(side(document.map(), !back), side(original, !back));
    for (std::size_t k = 0; k < original.walls.size(); ++k)
        if (k != w)
            QCOMPARE(document.map().walls[k], original.walls[k]);
    undo.setIndex(steps);
    QCOMPARE(document.map(), original);

    // With the fly camera the arrows are the camera's: no edit.
    m_view->setCameraMode(View3D::CameraMode::Fly);
    QTest::keyClick(render, Qt::Key_Left);
    QCOMPARE(document.map(), original);
    m_view->setCameraMode(View3D::CameraMode::Orbit);
}

void View3DEditTest::texturesDockDressesExactlyThePickedParts()
{
    openMap01();
    Document& document = m_window->document();
    QUndoStack& undo = *document.undoStack();
    auto* panel = m_window->findChild<TexturesPanel*>();
    QVERIFY(panel);
    m_window->findChild<QDockWidget*>(QStringLiteral("texturesDock"))->raise();
    const Map original = document.map();
    const auto w = std::size_t(m_wallPart->tag.index);
    const bool back = m_wallPart->tag.side == 1;
    const Surface::Part part = partOf(m_wallPart->tag.part);
    const auto s = std::size_t(m_floor->tag.index);

    // The step and the floor, picked by clicks.
    QTest::mouseClick(m_view->renderWindow(), Qt::LeftButton, {}, m_wallPart->pixel.toPoint());
    QTest::mouseClick(m_view->renderWindow(), Qt::LeftButton, Qt::ShiftModifier,
                      m_floor->pixel.toPoint());
    QCOMPARE(document.selection().surfaces.size(), 2u);
    // The dock's own target (front middle) does not matter: the picked part takes it.
    panel->setTarget(TextureSlot{TextureSlot::Part::Middle, false});
    const auto click = [panel](const QString& name) {
        QListView* list = panel->list();
        const QAbstractItemModel* m = panel->proxy();
        for (int r = 0; r < m->rowCount(); ++r) {
            const QModelIndex index = m->index(r, 0);
            if (index.data(TextureListModel::kNameRole).toString() != name)
                continue;
            list->scrollTo(index);
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                              list->visualRect(index).center());
            return true;
        }
        return false;
    };
    const int steps = undo.count();
    QTRY_VERIFY(panel->list()->isVisible());
    QVERIFY(click(QStringLiteral("BIGDOOR2")));
    QCOMPARE(undo.count(), steps + 1);
    const WallSide& dressed = back ? document.map().walls[w].back : document.map().walls[w].front;
    const WallSide& was = back ? original.walls[w].back : original.walls[w].front;
    const ShortString& slot = part == Surface::Part::Upper ? dressed.upper : dressed.lower;
    QCOMPARE(slot, std::string("BIGDOOR2"));
    // Exactly that part: the side's other parts, the other side and every other wall unchanged.
    if (part == Surface::Part::Upper)
        QCOMPARE(dressed.lower, was.lower);
    else
        QCOMPARE(dressed.upper, was.upper);
    QCOMPARE(dressed.middle, was.middle);
    QCOMPARE(back ? document.map().walls[w].front : document.map().walls[w].back,
             back ? original.walls[w].front : original.walls[w].back);
    for (std::size_t k = 0; k < original.walls.size(); ++k)
        if (k != w)
            QCOMPARE(document.map().walls[k], original.walls[k]);
    QCOMPARE(document.map().sectors, original.sectors);

    // A flat goes on the picked floor only (not the sector's ceiling), one step again.
    panel->setTarget(TextureSlot{TextureSlot::Part::Ceiling, false});
    QTRY_VERIFY(panel->proxy()->rowCount() > 0);
    QVERIFY(click(QStringLiteral("FLAT5_4")));
    QCOMPARE(undo.count(), steps + 2);
    QCOMPARE(document.map().sectors[s].floorMaterial, std::string("FLAT5_4"));
    QCOMPARE(document.map().sectors[s].ceilingMaterial, original.sectors[s].ceilingMaterial);
    for (std::size_t k = 0; k < original.sectors.size(); ++k)
        if (k != s)
            QCOMPARE(document.map().sectors[k], original.sectors[k]);
    undo.setIndex(steps);
    QCOMPARE(document.map(), original);
}

void View3DEditTest::chunkedSceneMatchesAFreshBuildAfterEdits()
{
    // Random edits through the document's commands, undo and redo: after each, the view's
    // level (its chunks rebuilt where they changed, the rest kept) has exactly the triangles of
    // a fresh whole build of the map it shows.
    SWTEST_FREEDOOM2(wad);
    QVERIFY(m_window->loadFile(wad, QStringLiteral("MAP01")).ok());
    Document& doc = m_window->document();
    DerivedData& derived = doc.derived();
    const auto current = [&] {
        const auto snapshot = derived.snapshot();
        return snapshot && !derived.building() && !m_view->rebuilding() &&
               m_view->bsp() == snapshot->bsp() && *snapshot->map == doc.map();
    };
    QTRY_VERIFY_WITH_TIMEOUT(current(), 20000);
    std::mt19937 random(5);
    const auto pick = [&](int low, int high) {
        return std::uniform_int_distribution<int>(low, high)(random);
    };
    const Box2 box = doc.map().bounds();
    int partial = 0;
    for (int step = 0; step < 24; ++step) {
        const Map& map = doc.map();
        const int kind = step < 2 ? step : pick(0, 6);
        if (kind == 0) {
            const auto v = static_cast<Index>(pick(0, int(map.vertices.size()) - 1));
            const Vec2 p = map.vertices[std::size_t(v)].pos + Vec2(pick(-16, 16), pick(-16, 16));
            doc.push(new MoveVertices(doc, {v}, {p}));
        } else if (kind == 1) {
            const auto s = static_cast<Index>(pick(0, int(map.sectors.size()) - 1));
            Sector sector = map.sectors[std::size_t(s)];
            // One property at a time, so that each must reach the chunks on its own.
            const int which = step == 1 ? 0 : pick(0, 2);
            if (which == 0)
                sector.floorHeight += pick(1, 2) * 8;
            else if (which == 1)
                sector.ceilingMaterial = sector.ceilingMaterial == "F_SKY1" ? "CEIL3_5" : "F_SKY1";
            else
                sector.light = (sector.light + 16 * pick(1, 3)) % 256;
            doc.push(new SetSectorProperties(doc, {s}, {sector}));
        } else if (kind == 2) {
            const auto t = static_cast<Index>(pick(0, int(map.things.size()) - 1));
            const Vec2 p = map.things[std::size_t(t)].pos + Vec2(pick(-64, 64), pick(-64, 64));
            doc.push(new MoveThings(doc, {t}, {p}));
        } else if (kind == 3) {
            const double x = box.max.x + 64 + 300.0 * step;
            doc.push(DrawSector::create(doc, {{x, box.min.y},
                                              {x + 256, box.min.y},
                                              {x + 256, box.min.y + 256},
                                              {x, box.min.y + 256}})
                         .release());
        } else if (kind == 4) {
            Selection walls;
            const auto n = static_cast<Index>(map.walls.size());
            walls.walls = {n - 2, n - 1};
            doc.push(DeleteElements::create(doc, walls).release());
        } else if (kind == 5 && doc.undoStack()->canUndo()) {
            doc.undoStack()->undo();
        } else if (doc.undoStack()->canRedo()) {
            doc.undoStack()->redo();
        } else {
            continue;
        }
        QTRY_VERIFY_WITH_TIMEOUT(current(), 20000);
        QVERIFY(m_view->texturedShown());
        expectFreshLevel(*m_view, doc.map(), QStringLiteral("step %1").arg(step));
        if (QTest::currentTestFailed())
            return;
        const View3D::SceneUpdate update = m_view->lastSceneUpdate();
        QVERIFY(update.chunks > 0);
        if (update.chunksRebuilt < update.chunks && update.chunksUploaded < update.chunks)
            ++partial;
    }
    // The first two edits (a vertex moved, a sector's heights) touch a few chunks only.
    QVERIFY(partial >= 2);
}

void View3DEditTest::bigMapEditsReachTheSceneAtOnce()
{
    // MAP12 is above the size at which a map's first world and scene are built on workers.
    // After an edit both are built on the GUI thread: once the edit's world is published, its
    // scene is built in the same turn of the event loop, ahead of any frame. Nothing is left
    // pending, and it is the scene a fresh build of the edited map gives.
    SWTEST_FREEDOOM2(wad);
    QVERIFY(m_window->loadFile(wad, QStringLiteral("MAP12")).ok());
    Document& doc = m_window->document();
    DerivedData& derived = doc.derived();
    QVERIFY(doc.map().walls.size() > std::size_t(DerivedData::kWorkerWallThreshold));
    QTRY_VERIFY_WITH_TIMEOUT(!m_view->rebuilding() && m_view->bsp() &&
                                 m_view->bsp() == derived.snapshot()->bsp(),
                             60000);
    const auto sector = static_cast<Index>(doc.map().sectors.size() / 2);
    const auto vertex = static_cast<Index>(doc.map().vertices.size() / 2);
    for (int edit = 0; edit < 2; ++edit) {
        QSignalSpy rebuilt(m_view, &View3D::sceneRebuilt);
        if (edit == 0) {
            // Sector values alone: the tree is kept.
            Sector s = doc.map().sectors[std::size_t(sector)];
            s.floorHeight += 8;
            doc.push(new SetSectorProperties(doc, {sector}, {s}));
        } else {
            // The tree is compiled again (reusing the subtrees the move left alone).
            const Vec2 p = doc.map().vertices[std::size_t(vertex)].pos + Vec2(8, 0);
            doc.push(new MoveVertices(doc, {vertex}, {p}));
        }
        derived.waitForSnapshot();    // publishes without running the event loop
        QCOMPARE(rebuilt.count(), 1); // the scene of this very version (no other build waits)
        QVERIFY(!derived.building());
        QVERIFY(m_view->bsp() == derived.snapshot()->bsp());
        const View3D::SceneUpdate update = m_view->lastSceneUpdate();
        QVERIFY(update.chunksRebuilt >= 1 && update.chunksRebuilt < update.chunks / 4);
        expectFreshLevel(*m_view, doc.map(), QStringLiteral("edit %1").arg(edit));
        if (QTest::currentTestFailed())
            return;
    }
}

void View3DEditTest::editedTreeReachesTheSceneBeforeItsWorld()
{
    // After an edit that compiles a new tree, the level is built from the tree while the
    // worker makes the collision world (DerivedData::treeReady): the scene is rebuilt once,
    // before the version is published, and not again when it is; and it is the scene a fresh
    // build of the edited map gives.
    SWTEST_FREEDOOM2(wad);
    QVERIFY(m_window->loadFile(wad, QStringLiteral("MAP12")).ok());
    Document& doc = m_window->document();
    DerivedData& derived = doc.derived();
    QTRY_VERIFY_WITH_TIMEOUT(!derived.building() && !m_view->rebuilding() && m_view->bsp() &&
                                 m_view->bsp() == derived.snapshot()->bsp(),
                             60000);
    const auto vertex = static_cast<Index>(doc.map().vertices.size() / 2);
    int fromTree = 0;
    for (int edit = 0; edit < 5; ++edit) {
        const std::uint64_t before = derived.snapshot()->version;
        // On a busy machine the worker can finish the whole world before the call posted
        // behind the edit asks for its tree: the version is then published at once, with no
        // tree to build from first.
        QSignalSpy treeReady(&derived, &DerivedData::treeReady);
        QSignalSpy rebuilt(m_view, &View3D::sceneRebuilt);
        std::uint64_t publishedAtRebuild = 0;
        int rebuildsAtPublish = -1;
        const QMetaObject::Connection a = connect(m_view, &View3D::sceneRebuilt, this, [&] {
            publishedAtRebuild = derived.snapshot()->version;
        });
        // The view's own reaction to the new version runs first (it connected first).
        const QMetaObject::Connection b =
            connect(&derived, &DerivedData::snapshotSettled, this,
                    [&] { rebuildsAtPublish = int(rebuilt.count()); });
        const Vec2 p = doc.map().vertices[std::size_t(vertex)].pos + Vec2(edit % 2 ? -8 : 8, 0);
        doc.push(new MoveVertices(doc, {vertex}, {p}));
        QTRY_VERIFY_WITH_TIMEOUT(rebuildsAtPublish >= 0, 20000);
        disconnect(a);
        disconnect(b);
        QCOMPARE(rebuildsAtPublish, 1);
        QCOMPARE(rebuilt.count(), 1);
        if (treeReady.count() > 0) {
            ++fromTree;
            QCOMPARE(publishedAtRebuild, before); // built while the edited version was not out
        } else {
            QCOMPARE(publishedAtRebuild, derived.snapshot()->version); // built as it came out
        }
        QVERIFY(derived.snapshot()->version > before);
        QVERIFY(m_view->bsp() == derived.snapshot()->bsp());
        expectFreshLevel(*m_view, doc.map(), QStringLiteral("edit %1").arg(edit));
        if (QTest::currentTestFailed())
            return;
    }
    QVERIFY(fromTree >= 1);
}

void View3DEditTest::bigMapSceneIsBuiltFromTheTreeAndShownWithItsWorld()
{
    // Above kEditedWorkerWallThreshold walls, an edit's level is built on a worker from the new
    // tree while the collision world is made, and shown once the version is published: the
    // scene is rebuilt once per edit, from the tree, never before its version is out, and it
    // is the scene a fresh build of the edited map gives.
    Document& doc = m_window->document();
    doc.replaceMap(swbench::makeGridMap({.n = 80}), QString(), QStringLiteral("MAP01"));
    DerivedData& derived = doc.derived();
    QVERIFY(doc.map().walls.size() > std::size_t(DerivedData::kEditedWorkerWallThreshold));
    QTRY_VERIFY_WITH_TIMEOUT(!derived.building() && !m_view->rebuilding() && m_view->bsp() &&
                                 m_view->bsp() == derived.snapshot()->bsp(),
                             60000);
    const auto vertex = static_cast<Index>(doc.map().vertices.size() / 3);
    for (int edit = 0; edit < 3; ++edit) {
        QSignalSpy rebuilt(m_view, &View3D::sceneRebuilt);
        bool shownEarly = false;
        const QMetaObject::Connection early = connect(m_view, &View3D::sceneRebuilt, this, [&] {
            shownEarly = shownEarly || derived.building();
        });
        const Vec2 p = doc.map().vertices[std::size_t(vertex)].pos + Vec2(edit % 2 ? -8 : 8, 0);
        doc.push(new MoveVertices(doc, {vertex}, {p}));
        QTRY_VERIFY_WITH_TIMEOUT(!derived.building() && !m_view->rebuilding() &&
                                     m_view->bsp() == derived.snapshot()->bsp(),
                                 60000);
        disconnect(early);
        QCOMPARE(rebuilt.count(), 1);
        QVERIFY(!shownEarly);
        const View3D::SceneUpdate update = m_view->lastSceneUpdate();
        QVERIFY(update.fromTree);
        QVERIFY(update.chunksRebuilt >= 1 && update.chunksRebuilt < update.chunks / 4);
        expectFreshLevel(*m_view, doc.map(), QStringLiteral("edit %1").arg(edit));
        if (QTest::currentTestFailed())
            return;
    }
}

// A frame once the view has settled (its textures loaded: Qt 3D loads them on its own jobs,
// which a busy machine delays): two frames in a row the same.
QImage settledFrame(View3D& view)
{
    QImage last = view.captureFrame().convertToFormat(QImage::Format_RGB32);
    for (int k = 0; k < 40; ++k) {
        QTest::qWait(50);
        QImage next = view.captureFrame().convertToFormat(QImage::Format_RGB32);
        if (next == last)
            return next;
        last = std::move(next);
    }
    return last;
}

void View3DEditTest::newPicturesKeepTheChunksAndShowAsAFreshView()
{
    // Pictures the atlas lacks go where its packing left off: every picture shown keeps its
    // place, so only the chunks that show a new one are sent again, and the pages drawn on get
    // their new pixels. The frame is the one the view shows after sending everything again.
    openMap01();
    Document& doc = m_window->document();
    const Map& map = doc.map();
    const Vec2 start = map.playerStart->pos;
    // Wall textures the map does not use yet, on the middles of the one-sided walls nearest
    // the player start (in view).
    std::set<std::string> used;
    for (const Wall& w : map.walls)
        for (const WallSide* side : {&w.front, &w.back})
            for (const ShortString* name : {&side->upper, &side->middle, &side->lower})
                used.insert(std::string(name->view()));
    std::vector<std::string> fresh;
    for (const ImageEntry* e : doc.resources().set()->images(ImageKind::Texture))
        if (!used.contains(e->name) && e->height >= 64 && fresh.size() < 40)
            fresh.push_back(e->name);
    QCOMPARE(fresh.size(), 40u);
    std::vector<Index> walls;
    for (std::size_t k = 0; k < map.walls.size(); ++k)
        if (!map.walls[k].twoSided() &&
            glm::length((map.wallStart(map.walls[k]) + map.wallEnd(map.walls[k])) * 0.5 - start) <
                700)
            walls.push_back(static_cast<Index>(k));
    QVERIFY(walls.size() >= 8);
    std::vector<Wall> values;
    for (std::size_t k = 0; k < walls.size(); ++k) {
        Wall w = map.walls[std::size_t(walls[k])];
        w.front.middle = fresh[k % fresh.size()];
        values.push_back(w);
    }
    const View3D::SceneUpdate before = m_view->lastSceneUpdate();
    QSignalSpy rebuilt(m_view, &View3D::sceneRebuilt);
    doc.push(new SetWallProperties(doc, walls, values));
    QTRY_VERIFY_WITH_TIMEOUT(rebuilt.count() >= 1 && !m_view->rebuilding(), 20000);
    const View3D::SceneUpdate update = m_view->lastSceneUpdate();
    QVERIFY(update.chunks == before.chunks);
    QVERIFY2(update.chunksUploaded < update.chunks / 2,
             qPrintable(QStringLiteral("%1 of %2 chunks sent again")
                            .arg(update.chunksUploaded)
                            .arg(update.chunks)));
    m_view->setOrbit(QVector3D(float(start.x), float(start.y), 0), 0, 35, 600);
    const QImage edited = settledFrame(*m_view);

    // The view away from textures and back, which sends every page and chunk again.
    View3D* view = m_view;
    for (const View3D::ColourMode mode :
         {View3D::ColourMode::BySector, View3D::ColourMode::Textured}) {
        QSignalSpy again(view, &View3D::sceneRebuilt);
        view->setColourMode(mode);
        QTRY_VERIFY_WITH_TIMEOUT(again.count() >= 1 && !view->rebuilding(), 20000);
    }
    QCOMPARE(view->lastSceneUpdate().chunksUploaded, update.chunks);
    const QImage whole = settledFrame(*view);
    QCOMPARE(whole.size(), edited.size());
    int differ = 0;
    for (int y = 0; y < whole.height(); ++y)
        for (int x = 0; x < whole.width(); ++x)
            differ += whole.pixel(x, y) != edited.pixel(x, y) ? 1 : 0;
    if (differ > 0 && !qEnvironmentVariableIsEmpty("STEPWISE_SCREENSHOT_DIR")) {
        edited.save(qEnvironmentVariable("STEPWISE_SCREENSHOT_DIR") +
                    QStringLiteral("/view3d-new-pictures-edited.png"));
        whole.save(qEnvironmentVariable("STEPWISE_SCREENSHOT_DIR") +
                   QStringLiteral("/view3d-new-pictures-whole.png"));
    }
    QCOMPARE(differ, 0);
}

int main(int argc, char* argv[])
{
    // Before the application exists: Qt3D picks its renderer once.
    qputenv("QT3D_RENDERER", "opengl");
    QApplication app(argc, argv);
    View3DEditTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "View3DEditTest.moc"
