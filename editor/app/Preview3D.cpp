#include "document/DerivedData.h"
#include "document/Document.h"
#include "app/MainWindow.h"
#include "app/PreviewSetup.h"
#include "panels/ProblemsPanel.h"
#include "tools/AvatarPreview.h"
#include "tools/AvatarTool3D.h"
#include "tools/AvatarPlanLayer.h"
#include "tools/AvatarPlanOverlay.h"
#include "views/View3D.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QStatusBar>
#include <QTimer>

namespace sw::editor {

namespace {

// Milliseconds between avatar updates sent to the 3D view during a drag: it redraws far slower
// than the plan on a software renderer.
constexpr int k3DUpdateMs = 50;

// The preview's collision world as the walk holds it: the pointer keeps the whole world alive.
std::shared_ptr<const CollisionWorld> walkWorld(const AvatarPreview& preview)
{
    const std::shared_ptr<const PreviewWorld> world = preview.world();
    if (!world || !world->world)
        return nullptr;
    return std::shared_ptr<const CollisionWorld>(world, world->world.get());
}

// The map the preview's world was built from (its doors, lifts and teleporters), or null when
// the document has moved on to a version with a different world.
std::shared_ptr<const Map> walkMap(MainWindow& window, const AvatarPreview& preview)
{
    const std::shared_ptr<const MapSnapshot> snapshot = window.document().derived().snapshot();
    if (!snapshot || !preview.world() || snapshot->world != preview.world())
        return nullptr;
    return snapshot->map;
}

// Walk mode in the 3D view (Preview > Walk in 3D, G): the preview's avatar, collision world and
// profile, from where the avatar stands (the player start unless it was dragged elsewhere).
void addWalkAction(MainWindow& window, View3D* view3d, AvatarPreview* preview,
                   AvatarPlanLayer* layer, QMenu* menu)
{
    auto* walk = new QAction(MainWindow::tr("&Walk in 3D"), &window);
    walk->setObjectName(QStringLiteral("walkIn3D"));
    walk->setShortcut(QKeySequence(Qt::Key_G));
    walk->setCheckable(true);
    walk->setToolTip(MainWindow::tr("Play the avatar in the 3D view: W A S D move, drag to look, "
                                    "E uses doors and switches, Space jumps, Escape leaves (G)"));
    menu->addSeparator();
    menu->addAction(walk);
    QObject::connect(walk, &QAction::toggled, view3d, [&window, view3d, preview, walk](bool on) {
        if (!on) {
            view3d->stopWalk();
            return;
        }
        if (view3d->walking())
            return;
        // The world of the map on screen: one still building (just after opening a map) is
        // waited for rather than walking through the previous map's.
        if (!preview->ready() || preview->rebuilding())
            preview->waitForWorld();
        // The dock that holds the view is shown, or the walk would happen out of sight.
        for (QWidget* w = view3d->parentWidget(); w; w = w->parentWidget()) {
            if (auto* dock = qobject_cast<QDockWidget*>(w)) {
                dock->show();
                dock->raise();
                break;
            }
        }
        const Map& map = window.document().map();
        const Vec2 start = preview->position();
        const double yaw = map.playerStart ? map.playerStart->angle : 0.0;
        QString error = MainWindow::tr("the collision world is not ready");
        const auto world = walkWorld(*preview);
        if (!world || !view3d->startWalk(world, preview->profile(), QPointF(start.x, start.y),
                                         yaw, &error, walkMap(window, *preview))) {
            walk->setChecked(false);
            window.statusBar()->showMessage(MainWindow::tr("Cannot walk here: %1").arg(error),
                                            8000);
            return;
        }
        window.statusBar()->showMessage(
            MainWindow::tr("Walking: W A S D move, Shift runs, drag to look, E uses, "
                           "Space jumps, Escape leaves"),
            8000);
    });
    QObject::connect(view3d, &View3D::walkStopped, walk, [walk] { walk->setChecked(false); });

    // The plan follows the walker: its footprint, its trail and why it is held, live (at most
    // every k3DUpdateMs), and the status line says what holds it.
    auto* follow = new QTimer(layer);
    follow->setSingleShot(true);
    follow->setInterval(k3DUpdateMs);
    QObject::connect(follow, &QTimer::timeout, layer, [view3d, layer] {
        if (!view3d->walking()) {
            layer->setWalker(std::nullopt);
            return;
        }
        const AvatarProfile& profile = view3d->walkProfile();
        AvatarPlanLayer::Walker walker;
        walker.pos = view3d->walkState().pos;
        walker.radius = profile.radius;
        walker.box = profile.shape == AvatarProfile::Shape::Box;
        for (const QVector3D& p : view3d->walkTrail())
            walker.trail.emplace_back(p.x(), p.y());
        walker.reason = view3d->walkHeldReason();
        layer->setWalker(std::move(walker));
    });
    const auto scheduleFollow = [follow] {
        if (!follow->isActive())
            follow->start();
    };
    QObject::connect(view3d, &View3D::walkStarted, follow, scheduleFollow);
    QObject::connect(view3d, &View3D::walkMoved, follow, scheduleFollow);
    QObject::connect(view3d, &View3D::walkHeldChanged, follow, scheduleFollow);
    QObject::connect(view3d, &View3D::walkStopped, layer, [follow, layer] {
        follow->stop();
        layer->setWalker(std::nullopt);
    });
    QObject::connect(view3d, &View3D::walkHeldChanged, &window,
                     [&window](const QString& reason) {
                         // Free again: the held line goes, a door's message stays.
                         if (reason.isEmpty()) {
                             if (window.statusBar()->currentMessage().startsWith(
                                     MainWindow::tr("Walking: held by %1").arg(QString())))
                                 window.statusBar()->clearMessage();
                         }
                         else {
                             window.statusBar()->showMessage(
                                 MainWindow::tr("Walking: held by %1").arg(reason));
                         }
                     });
    // What doors, lifts and teleporters did, on the status line for a while.
    QObject::connect(view3d, &View3D::walkMechanism, &window, [&window](const QString& text) {
        window.statusBar()->showMessage(text, 6000);
    });
    // After an edit the walk goes on in the new world.
    QObject::connect(preview, &AvatarPreview::worldChanged, view3d, [&window, view3d, preview] {
        if (view3d->walking())
            view3d->setWalkWorld(walkWorld(*preview), walkMap(window, *preview));
    });
}

// The preview's paths and contacts in the 3D view, and what the hovered contact ran into; nothing
// while the avatar tool is off.
void showTrace(View3D& view, const AvatarPreview& preview, bool active)
{
    if (!active || !preview.ready()) {
        view.setAvatarTrace({}, {});
        view.setContactHighlight(-1, -1, -1);
        return;
    }
    std::vector<View3D::TracePath> paths;
    for (const AvatarPreview::Run& run : preview.runs()) {
        if (!run.valid)
            continue;
        // One path per stretch between teleports: no line across the map to the destination.
        for (const auto& [begin, end] : pathStretches(run.trace)) {
            View3D::TracePath path;
            path.colour = AvatarPlanOverlay::colour(run.algorithm);
            path.points.reserve(end - begin);
            for (std::size_t i = begin; i < end; ++i) {
                const glm::dvec3& p = run.trace.path[i];
                path.points.emplace_back(float(p.x), float(p.y), float(p.z));
            }
            paths.push_back(std::move(path));
        }
    }
    std::vector<View3D::TraceContact> contacts;
    const auto& markers = preview.contactMarkers();
    const QStringList labels = preview.markerLabels();
    for (std::size_t i = 0; i < markers.size(); ++i) {
        const Contact& c = markers[i].contact;
        contacts.push_back({QVector3D(float(c.point.x), float(c.point.y), float(c.feetZ)),
                            QVector2D(float(c.normal.x), float(c.normal.y)),
                            AvatarPlanOverlay::colour(markers[i].algorithm),
                            static_cast<int>(i) == preview.hoveredMarker(),
                            i < static_cast<std::size_t>(labels.size())
                                ? labels[static_cast<qsizetype>(i)]
                                : QString()});
    }
    view.setAvatarTrace(std::move(paths), std::move(contacts));
    const AvatarPreview::HoveredElements hovered = preview.hoveredElements();
    view.setContactHighlight(hovered.wall, hovered.sector, hovered.thing);
}

} // namespace

void connectPreviewTo3D(MainWindow& window, const PreviewParts& parts, QAction* avatarTool)
{
    View3D* view3d = window.view3D();
    if (!view3d)
        return;
    AvatarPreview* preview = parts.preview;
    AvatarPlanLayer* layer = parts.planLayer;
    QObject::connect(parts.problems, &ProblemsPanel::showRequested, view3d,
                     [view3d](Vec2, const Selection& selection, Box2 bounds) {
                         if (!bounds.empty())
                             view3d->frameBounds(bounds);
                         else if (!selection.empty())
                             view3d->frameSelection();
                     });
    auto* throttle = new QTimer(view3d);
    throttle->setSingleShot(true);
    throttle->setInterval(k3DUpdateMs);
    QObject::connect(throttle, &QTimer::timeout, view3d, [view3d, preview, layer] {
        showTrace(*view3d, *preview, layer->isActive());
        if (!layer->isActive() || !preview->ready() || preview->runs().empty() ||
            !preview->runs().front().valid) {
            view3d->setAvatarFeet(std::nullopt);
            return;
        }
        // At the height it is drawn at: it rises smoothly after a step up.
        const AvatarState& s = preview->runs().front().state;
        view3d->setAvatarFeet(QVector3D(static_cast<float>(s.pos.x), static_cast<float>(s.pos.y),
                                        static_cast<float>(s.viewZ)));
    });
    const auto schedule = [throttle] {
        if (!throttle->isActive())
            throttle->start();
    };
    QObject::connect(preview, &AvatarPreview::changed, throttle, schedule);
    QObject::connect(avatarTool, &QAction::toggled, throttle, schedule);
    // A hovered contact shows at once: it costs one small upload.
    QObject::connect(preview, &AvatarPreview::hoverChanged, view3d,
                     [view3d, preview, layer] { showTrace(*view3d, *preview, layer->isActive()); });

    // Dragging the avatar and hovering contacts in the 3D view too.
    auto* tool = new AvatarTool3D(*view3d, *preview, view3d);
    tool->setObjectName(QStringLiteral("avatarTool3D"));
    QObject::connect(avatarTool, &QAction::toggled, tool, &AvatarTool3D::setActive);
    QObject::connect(tool, &AvatarTool3D::message, &window, [&window](const QString& text) {
        window.statusBar()->showMessage(text, 5000);
    });
    addWalkAction(window, view3d, preview, layer, parts.previewMenu);
}

} // namespace sw::editor
