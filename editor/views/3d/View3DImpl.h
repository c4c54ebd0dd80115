#pragma once

// What View3D's two source files share (View3D.cpp: the scene, overlays and cameras;
// View3DInput.cpp: mouse, keys and walk mode). Internal to views/3d (includes Qt3D).

#include "views/3d/AvatarLayer.h"
#include "views/3d/CameraControllers.h"
#include "views/3d/OverlayLayer.h"
#include "views/3d/Picking.h"
#include "views/3d/SceneBuild.h"
#include "views/3d/SceneRenderer.h"
#include "views/3d/TexturedLayer.h"
#include "views/3d/WalkMode.h"
#include "views/View3D.h"

#include "document/DerivedData.h"
#include "document/Document.h"
#include "document/DocumentResources.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QLabel>
#include <QTimer>

#include <functional>
#include <set>

namespace sw::editor {

using namespace view3d;

namespace view3d {

// How far a mouse may move between press and release and still count as a click, in pixels.
constexpr int kClickSlop = 4;

// The materials are written for Qt3D's OpenGL renderer (its captures also match the screen,
// unlike the RHI renderer's on this Qt). Qt3D reads the choice when the window makes its render
// aspect, so it is made before the renderer unless the user chose otherwise.
inline bool chooseOpenGlRenderer()
{
    if (!qEnvironmentVariableIsSet("QT3D_RENDERER"))
        qputenv("QT3D_RENDERER", "opengl");
    return true;
}

// The snapshot with the sectors a walk moves at their heights now (the same snapshot when
// none differs, or when the walk belongs to a different version of the map).
inline std::shared_ptr<const MapSnapshot>
withSectorsWhereTheyAre(const std::shared_ptr<const MapSnapshot>& snapshot,
                        const MovingSectors& moving)
{
    const Map& map = *snapshot->map;
    bool differs = false;
    for (const MovingSectors::Sector& s : moving.moving()) {
        if (s.sector < 0 || static_cast<std::size_t>(s.sector) >= map.sectors.size())
            return snapshot;
        const Sector& now = map.sectors[static_cast<std::size_t>(s.sector)];
        differs = differs || now.floorHeight != s.floor || now.ceilingHeight != s.ceiling;
    }
    if (!differs)
        return snapshot;
    auto copy = std::make_shared<Map>(map);
    moving.writeTo(*copy);
    auto out = std::make_shared<MapSnapshot>(*snapshot);
    out->map = std::move(copy);
    return out;
}

inline CameraKind toKind(View3D::CameraMode mode)
{
    return mode == View3D::CameraMode::Fly ? CameraKind::Fly : CameraKind::Orbit;
}

} // namespace view3d

// The widget wires the parts in views/3d together: the renderer (GPU), the build queue
// (worker-thread rebuilds from the document's derived data), the overlays, the avatar layer,
// the camera rig, picking and walk mode.
struct View3D::Impl {
    bool rendererChosen = chooseOpenGlRenderer();
    Document* document = nullptr;
    SceneRenderer renderer;
    AvatarLayer avatar{renderer};
    TexturedLayer textured{renderer};
    QWidget* container = nullptr;
    QLabel* info = nullptr;
    SceneBuildQueue* builds = nullptr;
    WalkMode* walk = nullptr;

    OverlayFlags overlays{};
    View3D::ColourMode colourMode = View3D::ColourMode::Textured;
    bool lightFading = false;
    bool leavesByDepth = false;
    int sphereTreeLevel = -1;
    std::optional<QVector3D> avatarFeet;
    TriangleBuffer problemPins;

    View3D::SceneUpdate lastUpdate;
    QElapsedTimer sinceReplaced;
    bool timingFirstFrame = false;
    bool highlightPosted = false; // a new selection waits for its highlight (View3D's constructor)
    double firstFrameMs = -1;

    // Why the walker is held now ("step 28 > 24"), empty while it walks freely.
    QString walkHeld;
    // Walking moved a door or lift: the scene is drawn with it where it is (a rebuild at most
    // every kMovingSectorsMs), and again as the map has it when the walk ends.
    QTimer* movingSectorsTimer = nullptr;
    bool movingSectorsShown = false;

    CameraRig rig;
    CameraRig::Saved beforeWalk;
    bool resetAfterWalk = false; // a new map arrived while walking

    // Input.
    QPoint pressPos, lastPos;
    Qt::MouseButton pressButton = Qt::NoButton;
    bool dragged = false;
    std::set<int> keysHeld;
    double gridSize = 32;
    int wheelRest = 0; // Ctrl+wheel eighths of a degree not yet turned into a height step
    QTimer* flyTimer = nullptr;
    QElapsedTimer flyClock;

    const SceneData& scene() const { return builds->scene(); }
    bool on(Overlay o) const { return overlays[static_cast<std::size_t>(o)]; }
    QSize viewport() const { return renderer.window()->size(); }
    QMatrix4x4 viewProjection() const
    {
        return renderer.camera()->projectionMatrix() * renderer.camera()->viewMatrix();
    }

    void applyCamera()
    {
        // Whatever changed the camera (a menu, framing a new map, reset) says so once.
        if (rig.kind != shownKind) {
            shownKind = rig.kind;
            if (cameraKindChanged)
                cameraKindChanged();
        }
        const CameraPose pose =
            rig.pose(walk->active() ? std::optional<QVector3D>(walk->eye()) : std::nullopt);
        Qt3DRender::QCamera* camera = renderer.camera();
        camera->setUpVector(QVector3D(0, 0, 1));
        camera->setPosition(pose.position);
        camera->setViewCenter(pose.centre);
        camera->setNearPlane(pose.nearPlane);
        camera->setFarPlane(pose.farPlane);
        // The contact diamonds and labels keep their size in pixels.
        if (avatar.hasContacts())
            avatar.upload();
    }

    CameraKind shownKind = CameraKind::Orbit;
    std::function<void()> cameraKindChanged;

    std::optional<LevelHit> castRayAt(const QPointF& pixel) const
    {
        if (!scene().level)
            return std::nullopt;
        return castRay(*scene().level, rayThroughPixel(viewProjection(), viewport(), pixel),
                       on(Overlay::Ceilings));
    }

    bool texturesAvailable() const
    {
        const auto set = document->resources().set();
        return set && set->hasPalette();
    }

    // The overlays a scene must have built for what is shown now.
    OverlayParts overlayParts() const
    {
        OverlayParts parts;
        parts.thingVolumes = on(View3D::Overlay::ThingVolumes);
        parts.bspLeaves = on(View3D::Overlay::BspLeaves);
        parts.bspPartitions = on(View3D::Overlay::BspPartitions);
        parts.grownWalls = on(View3D::Overlay::GrownWalls);
        return parts;
    }

    SceneInput sceneInput() const
    {
        SceneInput input;
        const DerivedData& derived = document->derived();
        // An edited version's tree, before its collision world (View3D asks for that build
        // only when not walking: the walk moves sectors in the published world).
        const bool tree = derived.pendingTree() != nullptr;
        const std::shared_ptr<const MapSnapshot> snapshot =
            tree ? derived.pendingTree() : derived.snapshot();
        if (!snapshot)
            return input;
        input.snapshot = snapshot;
        input.treeOnly = tree;
        // Walking, the doors and lifts are drawn where they are now.
        if (walk->active())
            if (const MovingSectors* moving = walk->controller().sectors())
                input.snapshot = withSectorsWhereTheyAre(snapshot, *moving);
        input.meshFolder = QFileInfo(document->filePath()).absolutePath().toStdString();
        input.level.colours =
            colourMode == View3D::ColourMode::BySector ? sw::ColourMode::BySector
                                                       : sw::ColourMode::ByHeight;
        const DocumentResources& resources = document->resources();
        input.textured = colourMode == View3D::ColourMode::Textured && texturesAvailable();
        if (input.textured) {
            input.resources = resources.set();
            input.game = resources.game();
            // The coloured level only serves picking and highlights then (which recolour what
            // they draw): it keeps no colours, which depend on nothing map-wide, so an edit that
            // changes the map's height range does not rebuild every chunk.
            input.level.colours = sw::ColourMode::None;
        }
        input.leaves = leavesByDepth ? LeafColouring::ByDepth : LeafColouring::BySector;
        input.volumes.sphereTreeLevel = sphereTreeLevel;
        input.overlays = overlayParts();
        return input;
    }
};

} // namespace sw::editor
