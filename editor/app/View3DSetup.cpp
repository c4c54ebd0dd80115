#include "app/View3DSetup.h"

#include "app/CameraKeyGuard.h"

#include "document/Document.h"
#include "app/MainWindow.h"
#include "views/BspPlanOverlay.h"
#include "views/PlanView.h"
#include "views/View3D.h"

#include "scene/LevelGeometry.h"
#include "scene/export/SceneExport.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QGuiApplication>
#include <QMessageBox>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QStatusBar>
#include <QTimer>

namespace sw::editor {

namespace {

void exportGeometry(MainWindow& window, const View3D& view)
{
    const std::shared_ptr<const LevelGeometry> level = view.levelWithColours();
    if (!level || level->triangleCount() == 0) {
        QMessageBox::information(&window, MainWindow::tr("Export 3D Geometry"),
                                 MainWindow::tr("There is no geometry to export yet."));
        return;
    }
    QString filter;
    const QString path = QFileDialog::getSaveFileName(
        &window, MainWindow::tr("Export 3D Geometry"), QString(),
        MainWindow::tr("glTF 2.0 (*.gltf);;glTF 2.0 binary (*.glb);;Wavefront OBJ (*.obj)"),
        &filter);
    if (path.isEmpty())
        return;
    QString chosen = path;
    // The extension decides the format; a name without one takes the chosen filter's.
    if (QFileInfo(chosen).suffix().isEmpty())
        chosen += filter.contains(QLatin1String("*.glb"))   ? QLatin1String(".glb")
                  : filter.contains(QLatin1String("*.obj")) ? QLatin1String(".obj")
                                                            : QLatin1String(".gltf");
    const std::string native = QFile::encodeName(chosen).toStdString();
    const auto format = exportFormatForPath(native);
    if (!format) {
        QMessageBox::warning(&window, MainWindow::tr("Export 3D Geometry"),
                             MainWindow::tr("Choose a file ending in .gltf, .glb or .obj."));
        return;
    }
    const Status written = exportLevel(*level, native, *format);
    if (!written)
        QMessageBox::warning(&window, MainWindow::tr("Export 3D Geometry"),
                             QString::fromStdString(written.error().message));
}

bool openGlAvailable()
{
    // Qt3D crashes or hangs where no OpenGL context can be made (no display, no driver), so
    // the view is only made where one can.
    if (QGuiApplication::platformName() == QLatin1String("offscreen") &&
        qEnvironmentVariableIsEmpty("DISPLAY"))
        return false;
    QOffscreenSurface surface;
    surface.create();
    QOpenGLContext context;
    if (!context.create() || !context.makeCurrent(&surface))
        return false;
    context.doneCurrent();
    return true;
}

} // namespace

View3D* install3DView(MainWindow& window, Document& document, QMenu* viewMenu)
{
    if (!openGlAvailable()) {
        // No dock at all: the plan keeps the whole window, and the menu says why.
        QAction* none = viewMenu->addAction(MainWindow::tr("3D View (needs OpenGL)"));
        none->setEnabled(false);
        return nullptr;
    }
    auto* view = new View3D(&document);
    auto* dock = new QDockWidget(MainWindow::tr("3D View"), &window);
    dock->setObjectName(QStringLiteral("view3dDock"));
    dock->setWidget(view);
    // On the left, where no panel lives: the plan and the 3D view side by side, each with
    // room, and the panels keep the right edge.
    window.addDockWidget(Qt::LeftDockWidgetArea, dock);
    // Once the window has its size (it is sized after its parts are made).
    QTimer::singleShot(0, dock, [&window, dock] {
        window.resizeDocks({dock}, {window.width() / 3}, Qt::Horizontal);
    });

    // The BSP over the plan, from the same compile as the 3D view's.
    PlanView& plan = window.planView();
    auto* planBsp = new BspPlanOverlay(&plan);
    plan.addLayer(planBsp);
    QObject::connect(view, &View3D::bspChanged, planBsp,
                     [planBsp, &plan](std::shared_ptr<const Bsp> bsp) {
                         planBsp->setBsp(std::move(bsp));
                         plan.update();
                     });

    // Heights and offsets edited in the 3D view step by the plan's grid; why a key did nothing
    // goes to the status line.
    view->setGridSize(plan.gridSize());
    QObject::connect(&plan, &PlanView::viewChanged, view,
                     [view, &plan] { view->setGridSize(plan.gridSize()); });
    QObject::connect(view, &View3D::message, &window, [&window](const QString& text) {
        window.statusBar()->showMessage(text, 8000);
    });

    QMenu* menu = viewMenu->addMenu(MainWindow::tr("&3D View"));
    menu->addAction(dock->toggleViewAction());
    menu->addSeparator();

    // How the level is painted: one of three. Textured needs the map's pictures; without them
    // the view shows heights, and the menu says so by checking that.
    auto* paints = new QActionGroup(menu);
    struct PaintEntry {
        View3D::ColourMode mode;
        QString text;
        const char* name;
    };
    const PaintEntry paintEntries[] = {
        {View3D::ColourMode::Textured, MainWindow::tr("Te&xtured"), "view3dTextured"},
        {View3D::ColourMode::ByHeight, MainWindow::tr("Coloured by &Height"), "view3dByHeight"},
        {View3D::ColourMode::BySector, MainWindow::tr("Coloured by &Sector"), "view3dBySector"},
    };
    for (const PaintEntry& e : paintEntries) {
        QAction* a = menu->addAction(e.text);
        a->setCheckable(true);
        a->setObjectName(QLatin1String(e.name));
        a->setData(static_cast<int>(e.mode));
        paints->addAction(a);
        const View3D::ColourMode mode = e.mode;
        QObject::connect(a, &QAction::triggered, view, [view, mode] { view->setColourMode(mode); });
    }
    QAction* fading = menu->addAction(MainWindow::tr("Light &Fading with Distance"));
    fading->setObjectName(QStringLiteral("view3dLightFading"));
    fading->setCheckable(true);
    QObject::connect(fading, &QAction::toggled, view, &View3D::setLightFading);
    QObject::connect(menu, &QMenu::aboutToShow, menu, [paints, fading, view] {
        const bool textures = view->texturesAvailable();
        View3D::ColourMode shown = view->colourMode();
        if (shown == View3D::ColourMode::Textured && !textures)
            shown = View3D::ColourMode::ByHeight;
        for (QAction* a : paints->actions()) {
            const auto mode = static_cast<View3D::ColourMode>(a->data().toInt());
            a->setChecked(mode == shown);
            if (mode == View3D::ColourMode::Textured)
                a->setEnabled(textures);
        }
        fading->setEnabled(shown == View3D::ColourMode::Textured);
    });
    menu->addSeparator();

    struct OverlayEntry {
        View3D::Overlay overlay;
        QString text;
    };
    const OverlayEntry entries[] = {
        {View3D::Overlay::Wireframe, MainWindow::tr("&Wireframe")},
        {View3D::Overlay::Ceilings, MainWindow::tr("&Ceilings")},
        {View3D::Overlay::AvatarVolume, MainWindow::tr("&Avatar Volume")},
        {View3D::Overlay::ThingVolumes, MainWindow::tr("&Thing Volumes")},
        {View3D::Overlay::BspLeaves, MainWindow::tr("BSP &Leaves")},
        {View3D::Overlay::BspPartitions, MainWindow::tr("BSP &Partitions")},
        {View3D::Overlay::GrownWalls, MainWindow::tr("&Grown Walls")},
        {View3D::Overlay::Problems, MainWindow::tr("Problem &Markers")},
    };
    for (const OverlayEntry& e : entries) {
        QAction* action = menu->addAction(e.text);
        action->setCheckable(true);
        action->setChecked(view->overlayVisible(e.overlay));
        action->setObjectName(QStringLiteral("view3dOverlay%1").arg(static_cast<int>(e.overlay)));
        const View3D::Overlay overlay = e.overlay;
        QObject::connect(action, &QAction::toggled, view,
                         [view, overlay, planBsp, &plan](bool on) {
                             view->setOverlayVisible(overlay, on);
                             // The BSP shows in the plan too.
                             if (overlay == View3D::Overlay::BspLeaves)
                                 planBsp->setShowLeaves(on);
                             if (overlay == View3D::Overlay::BspPartitions)
                                 planBsp->setShowPartitions(on);
                             plan.update();
                         });
    }

    QMenu* sphereTree = menu->addMenu(MainWindow::tr("&Sphere Tree Level"));
    QObject::connect(sphereTree, &QMenu::aboutToShow, sphereTree, [sphereTree, view] {
        sphereTree->clear();
        auto* group = new QActionGroup(sphereTree);
        for (int level = -1; level <= view->deepestSphereTreeLevel(); ++level) {
            QAction* a = sphereTree->addAction(level < 0 ? MainWindow::tr("None")
                                                         : MainWindow::tr("Level %1").arg(level));
            a->setCheckable(true);
            a->setChecked(view->sphereTreeLevel() == level);
            group->addAction(a);
            QObject::connect(a, &QAction::triggered, view,
                             [view, level] { view->setSphereTreeLevel(level); });
        }
    });

    menu->addSeparator();
    QAction* byDepth = menu->addAction(MainWindow::tr("BSP Leaves by &Depth"));
    byDepth->setCheckable(true);
    QObject::connect(byDepth, &QAction::toggled, view, [view, planBsp, &plan](bool on) {
        view->setLeavesByDepth(on);
        planBsp->setLeavesByDepth(on);
        plan.update();
    });

    menu->addSeparator();
    auto* cameras = new QActionGroup(menu);
    QAction* orbit = menu->addAction(MainWindow::tr("&Orbit Camera"));
    QAction* fly = menu->addAction(MainWindow::tr("&Fly Camera (WASD)"));
    for (QAction* a : {orbit, fly}) {
        a->setCheckable(true);
        cameras->addAction(a);
    }
    orbit->setChecked(true);
    QObject::connect(orbit, &QAction::triggered, view,
                     [view] { view->setCameraMode(View3D::CameraMode::Orbit); });
    QObject::connect(fly, &QAction::triggered, view,
                     [view] { view->setCameraMode(View3D::CameraMode::Fly); });
    // Walking and flying keys stay with the 3D view, which takes the focus and shows it.
    auto* guard = new CameraKeyGuard(*view, dock);
    QObject::connect(fly, &QAction::triggered, guard, &CameraKeyGuard::takeFocus);
    // The menu follows the camera, whatever changed it (framing a new map puts it back to
    // orbiting).
    QObject::connect(view, &View3D::cameraModeChanged, orbit,
                     [orbit, fly, guard](View3D::CameraMode mode) {
                         (mode == View3D::CameraMode::Fly ? fly : orbit)->setChecked(true);
                         guard->refresh();
                     });
    fly->setObjectName(QStringLiteral("view3dFlyCamera"));
    orbit->setObjectName(QStringLiteral("view3dOrbitCamera"));
    menu->addAction(MainWindow::tr("Frame &Selection"), view, &View3D::frameSelection);
    menu->addAction(MainWindow::tr("&Reset Camera"), view, &View3D::resetCamera);

    menu->addSeparator();
    menu->addAction(MainWindow::tr("&Export 3D Geometry..."), view,
                    [&window, view] { exportGeometry(window, *view); });
    return view;
}

} // namespace sw::editor
