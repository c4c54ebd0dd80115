#include "views/View3D.h"

#include "views/3d/View3DImpl.h"
#include "views/PlanPalette.h"

#include "commands/SurfaceEdits.h"

#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace sw::editor {

static_assert(View3D::kWorkerWallThreshold == DerivedData::kWorkerWallThreshold,
              "the 3D view and the derived data move to their workers at the same size");

View3D::View3D(Document* document, QWidget* parent) : QWidget(parent), d(std::make_unique<Impl>())
{
    d->document = document;
    d->overlays[static_cast<int>(Overlay::AvatarVolume)] = true;
    d->overlays[static_cast<int>(Overlay::Ceilings)] = true;
    // The analysis' findings show where they are from the start.
    d->overlays[static_cast<int>(Overlay::Problems)] = true;

    d->container = QWidget::createWindowContainer(d->renderer.window(), this);
    d->container->setFocusPolicy(Qt::StrongFocus);
    d->container->setMinimumSize(160, 120);
    d->info = new QLabel(this);
    d->info->setContentsMargins(4, 1, 4, 1);
    // A long stats line must not widen the dock.
    d->info->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(d->container, 1);
    layout->addWidget(d->info);
    d->renderer.window()->setRootEntity(d->renderer.root());
    d->renderer.window()->installEventFilter(this);
    d->cameraKindChanged = [this] { emit cameraModeChanged(cameraMode()); };
    // Pictures dragged from the Textures dock arrive at the render window or, where the
    // platform delivers drags to widgets, at its container (which it fills exactly).
    d->container->setAcceptDrops(true);
    d->container->installEventFilter(this);

    d->flyTimer = new QTimer(this);
    d->flyTimer->setInterval(16);
    connect(d->flyTimer, &QTimer::timeout, this, [this] {
        const double dt = std::min(0.1, static_cast<double>(d->flyClock.restart()) / 1000.0);
        if (d->rig.flyStep(d->keysHeld, dt))
            d->applyCamera();
    });

    d->walk = new WalkMode(d->renderer, this);
    connect(d->walk, &WalkMode::tick, this, &View3D::advanceWalk);
    connect(d->walk, &WalkMode::trailShownChanged, this, &View3D::emitStats);

    d->builds = new SceneBuildQueue([this] { return d->sceneInput(); }, this);
    connect(d->builds, &SceneBuildQueue::built, this, &View3D::applyScene);
    connect(d->builds, &SceneBuildQueue::buildingOnWorker, this,
            [this] { d->info->setText(tr("Building the 3D view...")); });

    DerivedData& derived = document->derived();
    derived.use(DerivedData::Need::World);
    // A new version: after an edit the changed chunks are rebuilt at once (SceneBuildQueue).
    connect(&derived, &DerivedData::snapshotSettled, this, [this] { d->builds->scheduleEdited(); });
    // An edited version's tree, before its collision world: the level is built from it (not
    // while walking, which shows the published world's sectors where they are).
    connect(&derived, &DerivedData::treeReady, this, [this] {
        if (!d->walk->active())
            d->builds->buildTree();
    });
    connect(&derived, &DerivedData::findingsChanged, this, &View3D::uploadProblemPins);
    // New pictures or a new game: the textured scene is built again.
    connect(&document->resources(), &DocumentResources::changed, this, &View3D::scheduleRebuild);
    connect(document, &Document::mapReplaced, this, [this] {
        // The walk belongs to the old map, and so does its trail.
        stopWalk();
        d->walk->clearTrail();
        d->sinceReplaced.start();
        d->timingFirstFrame = true;
        d->builds->markReplaced();
        d->problemPins = {};
    });
    // A new selection is highlighted once the signals of this turn have passed. While a new
    // version of the map is being built (an edit came with the selection, or one is still on
    // its way), that version's scene highlights it as it is uploaded (applyScene). Highlighting
    // the old scene would mark the new selection's indices on it, walk all its triangles (0.5
    // ms on MAP12) and, on a big map, have the renderer draw a frame of the old scene while the
    // worker builds the new world: 0.5-0.8 s of both cores on the 160,400-wall grid with the
    // software renderer, which delayed deleting walls there by 200-300 ms.
    connect(document, &Document::selectionChanged, this, [this] {
        if (std::exchange(d->highlightPosted, true))
            return;
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (std::exchange(d->highlightPosted, false) && !d->document->derived().building())
                    updateHighlight();
            },
            Qt::QueuedConnection);
    });
    d->applyCamera();
    updateOverlayVisibility();
    if (document->hasMap()) {
        d->builds->markReplaced();
        scheduleRebuild();
    }
}

View3D::~View3D() = default;

void View3D::scheduleRebuild()
{
    d->builds->schedule();
}

void View3D::applyScene()
{
    const SceneData& s = d->scene();
    if (!s.level)
        return;
    QElapsedTimer upload;
    upload.start();
    uploadLevel(d->renderer, s);
    d->textured.upload(s.textured);
    uploadOverlays();
    d->lastUpdate.buildMilliseconds = s.buildMilliseconds;
    d->lastUpdate.uploadMilliseconds = static_cast<double>(upload.nsecsElapsed()) / 1e6;
    d->lastUpdate.chunks = s.chunks ? static_cast<int>(s.chunks->chunks().size()) : 0;
    d->lastUpdate.chunksRebuilt = s.chunks ? static_cast<int>(s.chunks->rebuiltCount()) : 0;
    d->lastUpdate.chunksUploaded = d->textured.lastUploadedChunks();
    d->lastUpdate.fromTree = s.fromTree;
    if (s.replaced) {
        const Aabb3f box = s.level->bounds();
        d->rig.sceneRadius =
            box.empty() ? 1000.0 : std::max(256.0, double(glm::length(box.max - box.min)) / 2);
        // A walk keeps its camera; the level is framed when it ends.
        if (d->walk->active())
            d->resetAfterWalk = true;
        else
            resetCamera();
    }
    uploadProblemPins();
    d->highlightPosted = false;
    updateHighlight();
    uploadContactHighlight();
    emit bspChanged(s.bsp);
    emit sceneRebuilt();
    emitStats();
    if (d->timingFirstFrame) {
        // Times the second frame after the upload: the first one that surely shows the map
        // (see captureFrame), so the number is an upper bound by one frame.
        d->timingFirstFrame = false;
        d->renderer.afterNextFrames(this, [this] {
            d->firstFrameMs = static_cast<double>(d->sinceReplaced.nsecsElapsed()) / 1e6;
            emitStats();
        });
    }
}

void View3D::uploadOverlays()
{
    view3d::uploadOverlays(d->renderer, d->scene(), d->on(Overlay::Wireframe), d->avatarFeet);
    updateOverlayVisibility();
}

void View3D::uploadProblemPins()
{
    const SceneData& s = d->scene();
    const auto findings = d->document->derived().findings();
    d->problemPins = s.bsp && findings && d->on(Overlay::Problems) ? problemPins(*s.bsp, *findings)
                                                                   : TriangleBuffer{};
    const int before = drawCallCount();
    view3d::uploadProblemPins(d->renderer, d->problemPins);
    updateOverlayVisibility();
    if (drawCallCount() != before)
        emitStats();
}

void View3D::emitStats()
{
    QString text = tr("%n triangle(s), %1 draw calls, built in %2 ms", nullptr,
                      static_cast<int>(triangleCount()))
                       .arg(drawCallCount())
                       .arg(d->scene().buildMilliseconds, 0, 'f', 0);
    if (d->firstFrameMs >= 0)
        text += tr(", first frame after %1 ms").arg(d->firstFrameMs, 0, 'f', 0);
    d->info->setText(text);
    emit statsChanged(text);
}

void View3D::updateHighlight()
{
    uploadSelectionHighlight(d->renderer, d->scene(), d->document->selection());
}

void View3D::updateOverlayVisibility()
{
    const bool walking = d->walk->active();
    d->avatar.setWalking(walking);
    applyOverlayVisibility(d->renderer, d->overlays, walking);
    d->textured.setCeilingsShown(d->on(Overlay::Ceilings));
}

void View3D::setOverlayVisible(Overlay overlay, bool visible)
{
    bool& flag = d->overlays[static_cast<int>(overlay)];
    if (flag == visible)
        return;
    flag = visible;
    if (overlay == Overlay::Problems) {
        // The analysis runs while its pins are wanted (the document shares it with the
        // Problems dock).
        if (visible)
            d->document->derived().use(DerivedData::Need::Findings);
        uploadProblemPins();
    } else if (overlay == Overlay::Wireframe) {
        uploadOverlays();
    } else if (visible) {
        // Built only while shown: one that the scene on screen lacks comes with a rebuild.
        if (!d->scene().overlays.covers(d->overlayParts()))
            scheduleRebuild();
    }
    updateOverlayVisibility();
    emitStats();
}

bool View3D::overlayVisible(Overlay overlay) const
{
    return d->overlays[static_cast<int>(overlay)];
}

bool View3D::overlayBuilt(Overlay overlay) const
{
    const view3d::OverlayParts& built = d->scene().overlays;
    switch (overlay) {
    case Overlay::ThingVolumes: return built.thingVolumes;
    case Overlay::BspLeaves: return built.bspLeaves;
    case Overlay::BspPartitions: return built.bspPartitions;
    case Overlay::GrownWalls: return built.grownWalls;
    default: return d->scene().level != nullptr;
    }
}

void View3D::setColourBySector(bool bySector)
{
    setColourMode(bySector ? ColourMode::BySector : ColourMode::ByHeight);
}

void View3D::setColourMode(ColourMode mode)
{
    if (d->colourMode == mode)
        return;
    d->colourMode = mode;
    scheduleRebuild();
}

View3D::ColourMode View3D::colourMode() const
{
    return d->colourMode;
}

bool View3D::texturesAvailable() const
{
    return d->texturesAvailable();
}

bool View3D::texturedShown() const
{
    return d->scene().textured != nullptr;
}

void View3D::setLightFading(bool fading)
{
    if (d->lightFading == fading)
        return;
    d->lightFading = fading;
    d->textured.setLightFading(fading);
    d->renderer.window()->requestUpdate();
}

void View3D::setFrustumCulling(bool on)
{
    d->renderer.setFrustumCulling(on);
    d->renderer.window()->requestUpdate();
}

bool View3D::lightFading() const
{
    return d->lightFading;
}

void View3D::setLeavesByDepth(bool byDepth)
{
    if (d->leavesByDepth == byDepth)
        return;
    d->leavesByDepth = byDepth;
    scheduleRebuild();
}

void View3D::setSphereTreeLevel(int level)
{
    if (d->sphereTreeLevel == level)
        return;
    d->sphereTreeLevel = level;
    scheduleRebuild();
}

int View3D::sphereTreeLevel() const
{
    return d->sphereTreeLevel;
}

int View3D::deepestSphereTreeLevel() const
{
    return d->scene().deepestSphereTreeLevel;
}

void View3D::setAvatarFeet(std::optional<QVector3D> feet)
{
    d->avatarFeet = feet;
    uploadOverlays();
}

void View3D::setAvatarTrace(std::vector<TracePath> paths, std::vector<TraceContact> contacts)
{
    const int before = drawCallCount();
    d->avatar.setTrace(std::move(paths), std::move(contacts));
    // The draw call count in the stats line changes when the trace appears or goes.
    if (drawCallCount() != before)
        emitStats();
}

QStringList View3D::stopLabels() const
{
    return d->avatar.stopLabels();
}

QColor View3D::stopLabelBoxColour()
{
    return kLabelBox;
}

QVector3D View3D::contactMarkerPosition(const QVector3D& point)
{
    return AvatarLayer::contactMarkerPosition(point);
}

void View3D::setContactHighlight(int wall, int sector, int thing)
{
    if (d->avatar.setHighlight(wall, sector, thing))
        uploadContactHighlight();
}

void View3D::uploadContactHighlight()
{
    const int drawCalls = drawCallCount();
    d->avatar.uploadHighlight(d->scene(), d->document->map());
    if (drawCallCount() != drawCalls)
        emitStats();
}

int View3D::contactHighlightTriangles() const
{
    return d->avatar.highlightTriangles();
}

QColor View3D::contactHighlightColour()
{
    return QColor(PlanPalette::kContactHover);
}

void View3D::setCameraMode(CameraMode mode)
{
    if (d->rig.kind == toKind(mode))
        return;
    d->rig.switchTo(toKind(mode));
    d->applyCamera();
}

View3D::CameraMode View3D::cameraMode() const
{
    return d->rig.kind == CameraKind::Fly ? CameraMode::Fly : CameraMode::Orbit;
}

void View3D::frameSelection()
{
    if (!d->scene().level)
        return;
    const Aabb3f box = selectionBounds(d->scene(), d->document->selection());
    if (box.empty())
        return;
    d->rig.frame(box, d->viewport());
    d->applyCamera();
}

void View3D::frameBounds(const Box2& bounds)
{
    const SceneData& s = d->scene();
    if (!s.level || !s.bsp || bounds.empty())
        return;
    // From the lowest floor under the place to the highest floor plus an avatar's height.
    double low = floorAt(*s.bsp, bounds.center()), high = low;
    for (const Vec2& p : {bounds.min, bounds.max, Vec2{bounds.min.x, bounds.max.y},
                          Vec2{bounds.max.x, bounds.min.y}}) {
        const double z = floorAt(*s.bsp, p);
        low = std::min(low, z);
        high = std::max(high, z);
    }
    // A little room round a single wall or point.
    constexpr double kMargin = 32;
    Aabb3f box;
    box.add(Vec3f(float(bounds.min.x - kMargin), float(bounds.min.y - kMargin), float(low)));
    box.add(Vec3f(float(bounds.max.x + kMargin), float(bounds.max.y + kMargin),
                  float(high + s.profile.height)));
    d->rig.frame(box, d->viewport());
    d->applyCamera();
}

void View3D::resetCamera()
{
    // Frames the whole level, whatever is selected.
    const SceneData& s = d->scene();
    d->rig.reset(s.level ? s.level->bounds() : Aabb3f{}, d->viewport());
    d->applyCamera();
}

void View3D::orbitBy(double yawDegrees, double pitchDegrees)
{
    d->rig.orbitBy(yawDegrees, pitchDegrees);
    d->applyCamera();
}

void View3D::setOrbit(const QVector3D& target, double yawDegrees, double pitchDegrees,
                      double distance)
{
    d->rig.setOrbit(target, yawDegrees, pitchDegrees, distance);
    d->applyCamera();
}

QWindow* View3D::renderWindow() const
{
    return d->renderer.window();
}

QVector3D View3D::cameraPosition() const
{
    return d->renderer.camera()->position();
}

QVector3D View3D::cameraTarget() const
{
    return d->renderer.camera()->viewCenter();
}

int View3D::drawCallCount() const
{
    return d->renderer.drawnItems() + d->textured.drawnItems() +
           (d->avatar.labelsDrawn() ? 1 : 0);
}

std::size_t View3D::triangleCount() const
{
    return d->scene().level ? d->scene().level->triangleCount() : 0;
}

bool View3D::rebuilding() const
{
    const DerivedData& derived = d->document->derived();
    return derived.building() || d->builds->busy() ||
           (d->on(Overlay::Problems) && derived.analysing());
}

double View3D::firstFrameMilliseconds() const
{
    return d->firstFrameMs;
}

std::shared_ptr<const Bsp> View3D::bsp() const
{
    return d->scene().bsp;
}

View3D::SceneUpdate View3D::lastSceneUpdate() const
{
    return d->lastUpdate;
}

std::shared_ptr<const LevelGeometry> View3D::levelGeometry() const
{
    return d->scene().level;
}

std::shared_ptr<const LevelGeometry> View3D::levelWithColours() const
{
    std::shared_ptr<const LevelGeometry> level = d->scene().level;
    if (!level || level->hasColours())
        return level;
    const std::shared_ptr<const MapSnapshot> snapshot = d->document->derived().snapshot();
    if (!snapshot || !snapshot->map || !snapshot->bsp())
        return nullptr;
    return view3d::levelWithColours(
        *snapshot->map, *snapshot->bsp(),
        QFileInfo(d->document->filePath()).absolutePath().toStdString());
}

QPointF View3D::project(const QVector3D& world) const
{
    return projectToPixel(d->viewProjection(), d->viewport(), world);
}

QImage View3D::captureFrame(int timeoutMs)
{
    return d->renderer.captureFrame(timeoutMs);
}

View3D::Ray View3D::rayAt(const QPointF& pixel) const
{
    const PixelRay ray = rayThroughPixel(d->viewProjection(), d->viewport(), pixel);
    return {ray.origin, ray.direction};
}

std::optional<QVector3D> View3D::levelPointAt(const QPointF& pixel) const
{
    const auto hit = d->castRayAt(pixel);
    if (!hit)
        return std::nullopt;
    return QVector3D(hit->point.x, hit->point.y, hit->point.z);
}

bool View3D::pickAt(const QPointF& pixel, bool additive)
{
    if (!d->scene().level)
        return false;
    const auto hit = d->castRayAt(pixel);
    if (hit || !additive)
        d->document->setSelection(
            selectionAfterClick(hit, d->document->selection(), additive, d->document->map()));
    return hit.has_value();
}

void View3D::setGridSize(double size)
{
    d->gridSize = std::max(1.0, size);
}

double View3D::gridSize() const
{
    return d->gridSize;
}

bool View3D::raiseSelectedSurfaces(int steps)
{
    const SurfaceEdits::Result r = SurfaceEdits::raise(*d->document, steps * d->gridSize);
    if (!r.changed)
        emit message(r.why);
    return r.changed;
}

bool View3D::moveSelectedOffsets(double dx, double dy)
{
    const SurfaceEdits::Result r = SurfaceEdits::shiftOffsets(*d->document, dx, dy);
    if (!r.changed)
        emit message(r.why);
    return r.changed;
}

} // namespace sw::editor
