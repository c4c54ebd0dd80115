#pragma once

#include <QColor>
#include <QImage>
#include <QPointF>
#include <QStringList>
#include <QVector2D>
#include <QVector3D>
#include <QWidget>

#include "geom/Box2.h"

#include <memory>
#include <optional>
#include <vector>

class QKeyEvent;
class QWindow;

namespace sw {
class Bsp;
class CollisionWorld;
class LevelGeometry;
struct Map;
struct MechanismEvent;
struct AvatarProfile;
struct AvatarState;
} // namespace sw

namespace sw::editor {

class Document;
struct ChangeSet;
struct PictureDrag;

// The map in 3D beside the plan: floors, ceilings, wall parts and things batched into a few
// buffers, textured and lit as the game shows them (pictures on a few atlas pages, sector light,
// sky, things as sprites) or coloured by height or by sector, with overlays for what decides movement (the avatar's volume, prop volumes, the BSP,
// walls grown by the footprint, problem pins). It shares the document's selection: a click picks
// a floor, ceiling or wall part (its sector or wall is selected with it) or a thing, Shift
// toggles, and whatever the plan selects is highlighted here. With the orbit camera, Page Up and
// Down (and Ctrl+wheel) move the picked floors and ceilings by the grid size, the arrows their
// wall parts' texture offsets.
//
// Cameras: orbit (left drag turns round the target, right or middle drag pans, wheel zooms) and
// fly (W A S D move, Q E down and up, Shift faster, left drag looks). F frames the selection,
// Home resets. Walk mode plays the avatar: the camera at its eyes, W A S D move (Shift faster),
// left drag or the arrow keys turn, Space jumps, Escape leaves; its feet leave a trail. Frames
// are drawn on demand only, never in a busy loop: only walking runs a timer the whole time.
//
// The scene is built from the document's derived data (one BSP per version of the map, shared
// with the avatar preview and the Problems dock): small maps rebuild on the GUI thread right
// after an edit; big ones build their buffers on a worker thread while the old scene stays on
// screen. The parts live in views/3d: the renderer (GPU), the build queue, the overlays, the
// avatar layer, the cameras, picking and walk mode; this widget wires them.
class View3D : public QWidget {
    Q_OBJECT

public:
    enum class Overlay {
        Wireframe,
        Ceilings,
        AvatarVolume,
        ThingVolumes,
        BspLeaves,
        BspPartitions,
        GrownWalls,
        Problems,
    };
    static constexpr int kOverlayCount = 8;

    enum class CameraMode { Orbit, Fly };

    // How the level is painted: with the map's pictures and sector light (the default when the
    // map has resources; by height when it has none), or in colours by height or by sector.
    enum class ColourMode { Textured, ByHeight, BySector };

    // Maps with more walls than this rebuild on a worker thread.
    // (The document's DerivedData::kWorkerWallThreshold; View3D.cpp checks they agree.)
    static constexpr int kWorkerWallThreshold = 3000;

    explicit View3D(Document* document, QWidget* parent = nullptr);
    ~View3D() override;

    void setOverlayVisible(Overlay overlay, bool visible);
    bool overlayVisible(Overlay overlay) const;
    // Whether the scene on screen has the overlay's buffers: thing volumes, BSP leaves and
    // partitions and grown walls are built only while shown; the others always.
    bool overlayBuilt(Overlay overlay) const;
    void setColourBySector(bool bySector);
    void setColourMode(ColourMode mode);
    // The mode chosen; textured falls back to by height while the map has no pictures.
    ColourMode colourMode() const;
    // Whether the map's pictures can be shown (it has resources with a palette).
    bool texturesAvailable() const;
    // Whether the scene on screen is textured.
    bool texturedShown() const;
    // Doom's distance fading of sector light in the textured view (off: each sector's light
    // level evenly).
    void setLightFading(bool fading);
    bool lightFading() const;
    // Whether the textured level's chunks wholly outside the camera's view are left out of the
    // frames (on; the image is the same either way). Off draws every chunk, for comparing.
    void setFrustumCulling(bool on);
    void setLeavesByDepth(bool byDepth);
    // The sphere tree level drawn for mesh props; -1 draws none.
    void setSphereTreeLevel(int level);
    int sphereTreeLevel() const;
    int deepestSphereTreeLevel() const;
    // Where a test avatar stands besides the player start (feet position), if anywhere.
    void setAvatarFeet(std::optional<QVector3D> feet);

    // The avatar preview's trace, drawn over the level: the path of each run's feet, and each
    // contact as a diamond on the wall a little above the feet, with a tick along its normal.
    struct TracePath {
        std::vector<QVector3D> points;
        QColor colour;
    };
    struct TraceContact {
        QVector3D point;  // on the wall, at the feet height the avatar had when it touched
        QVector2D normal; // unit, from the wall towards the avatar
        QColor colour;
        bool hovered = false;
        // Why the avatar stopped there, as the plan says it; empty for no label.
        QString label;
    };
    void setAvatarTrace(std::vector<TracePath> paths, std::vector<TraceContact> contacts);
    // The labels drawn at the contacts now, in the order of the contacts; a label said twice at
    // the same place (both algorithms stopping at one wall) is drawn and listed once.
    QStringList stopLabels() const;
    // The colour of a label's box (behind its white text).
    static QColor stopLabelBoxColour();
    // Where the diamond of a contact at `point` is drawn (and looked for when hovering).
    static QVector3D contactMarkerPosition(const QVector3D& point);
    // Highlights what a hovered contact ran into, in the contact hover colour (apart from the
    // selection's): a wall, the floor of a sector, a thing; -1 for none.
    void setContactHighlight(int wall, int sector, int thing);
    // Triangles of that highlight now on the GPU (0 for none).
    int contactHighlightTriangles() const;
    // The colour a highlighted wall or floor is tinted with.
    static QColor contactHighlightColour();

    // The ray through a pixel of the view: from the near plane, towards the far plane.
    struct Ray {
        QVector3D origin;
        QVector3D direction;
    };
    Ray rayAt(const QPointF& pixel) const;
    // The nearest drawn surface of the level under a pixel, if any.
    std::optional<QVector3D> levelPointAt(const QPointF& pixel) const;

    void setCameraMode(CameraMode mode);
    CameraMode cameraMode() const;
    void frameSelection();
    // Frames a place of the plan (a finding's walls and things): its box from the floor under
    // it to an avatar's height above, from the current direction.
    void frameBounds(const Box2& bounds);
    void resetCamera();
    // Turns the orbit camera round its target, in degrees.
    void orbitBy(double yawDegrees, double pitchDegrees);
    // Puts the orbit camera at `distance` from `target`, looking along yaw (degrees from +x,
    // counter-clockwise) and pitch (degrees down from the horizon).
    void setOrbit(const QVector3D& target, double yawDegrees, double pitchDegrees, double distance);
    QVector3D cameraPosition() const;
    QVector3D cameraTarget() const;

    // Walk mode: stands the avatar of `profile` at `start` in `world` (kept alive while
    // walking), looking along yawDegrees (counter-clockwise from +x), and starts the frame
    // simulation. Returns false, with the reason in `error`, when it cannot stand there.
    // With the map the world was built from, Doom's doors, lifts and teleporters work: E (and
    // Space when the profile cannot jump) presses Use on the wall in front, lines walked over
    // act, and moving sectors are drawn where they are.
    bool startWalk(std::shared_ptr<const CollisionWorld> world, const AvatarProfile& profile,
                   const QPointF& start, double yawDegrees, QString* error = nullptr,
                   std::shared_ptr<const Map> map = nullptr);
    // Leaves walk mode and puts the camera back as it was before; the trail stays drawn.
    void stopWalk();
    bool walking() const;
    // A newer collision world for the walk (after an edit); ignored when not walking.
    void setWalkWorld(std::shared_ptr<const CollisionWorld> world,
                      std::shared_ptr<const Map> map = nullptr);
    // Presses Use as the E key does; returns what happened, as the status line says it.
    QString walkUse();
    // Simulates `seconds` of walking with the keys and buttons held now, exactly as the timer
    // does with the time that passed (tests drive it without a clock).
    void advanceWalk(double seconds);
    // Whether the frame timer advances the walk with the time that passed (the default); tests
    // turn it off and call advanceWalk, so that nothing depends on the wall clock.
    void setWalkTimerEnabled(bool enabled);
    // The walking avatar (valid while walking, and its last state after).
    const AvatarState& walkState() const;
    double walkYaw() const;
    // Where the feet went, a point about every 16 units of travel.
    std::vector<QVector3D> walkTrail() const;
    // Why the walker is held where it stands, as the drag's labels say it ("step 28 > 24",
    // "ceiling 0 < 56"); empty while it walks freely or stands still. Drawn on the contact.
    QString walkHeldReason() const;
    // The walker's profile (valid while walking).
    const AvatarProfile& walkProfile() const;

    // The window Qt3D renders into (inside this widget), which receives mouse and keys.
    QWindow* renderWindow() const;

    // Entities drawn per frame: each is one draw call with this view's frame graph.
    int drawCallCount() const;
    std::size_t triangleCount() const;
    bool rebuilding() const;
    // Milliseconds from the last map replacement to the first frame showing it; -1 until then.
    double firstFrameMilliseconds() const;
    // The BSP and level the scene was built from; null before a map is shown.
    std::shared_ptr<const Bsp> bsp() const;
    std::shared_ptr<const LevelGeometry> levelGeometry() const;
    // The level shown, with colours: levelGeometry(), or when that has none (textured), the
    // level of the document's latest built version of the map, built again and coloured by
    // sector. Null when there is neither.
    std::shared_ptr<const LevelGeometry> levelWithColours() const;
    // What the last scene update cost: building the chunks that changed (on the worker for big
    // maps) and sending the changed ones to the GPU.
    struct SceneUpdate {
        double buildMilliseconds = 0, uploadMilliseconds = 0;
        int chunks = 0, chunksRebuilt = 0, chunksUploaded = 0;
        // Built from an edited version's tree while its collision world was being made.
        bool fromTree = false;
    };
    SceneUpdate lastSceneUpdate() const;

    // Where a world point appears in the rendered image, in pixels from its top left.
    QPointF project(const QVector3D& world) const;
    // Renders a frame and returns it (as shown on screen); a null image after timeoutMs.
    QImage captureFrame(int timeoutMs = 10000);
    // Picks what is under a pixel of the view (as a click does) and selects it; additive
    // toggles it in the selection. Returns false when the ray hits nothing (selection cleared).
    bool pickAt(const QPointF& pixel, bool additive = false);
    // The grid size of the plan: Page Up and Page Down (and Ctrl+wheel) move the selected floors
    // and ceilings by it, and Shift+arrows the selected wall parts' texture offsets.
    void setGridSize(double size);
    double gridSize() const;
    // Editing the surfaces picked here (Selection::surfaces), as the keys do, each one undo
    // step: the selected floors and ceilings up by `steps` grid steps (down when negative), or
    // the selected wall parts' texture offsets by dx, dy map units. False, with the reason sent
    // as message(), when nothing changes.
    bool raiseSelectedSurfaces(int steps);
    bool moveSelectedOffsets(double dx, double dy);
    // A picture from the Textures dock dropped at a pixel: a wall texture onto the wall part
    // under it (on the side the camera sees), a flat onto the floor or ceiling under it, as one
    // undo step. False (and nothing changes) when what is there does not take it.
    bool dropPicture(const QPointF& pixel, const PictureDrag& picture);
    // Whether dropPicture would take the picture there (the drag's cursor says so).
    bool acceptsPicture(const QPointF& pixel, const PictureDrag& picture) const;

signals:
    // New buffers are on the GPU (after a map change, an edit or an option change).
    void sceneRebuilt();
    void bspChanged(std::shared_ptr<const sw::Bsp> bsp);
    // A line of numbers for a status bar: triangles, draw calls, build time.
    void statsChanged(const QString& text);
    // The camera orbits or flies now: set from a menu, or back to orbiting when a new map is
    // framed or the camera reset.
    void cameraModeChanged(sw::editor::View3D::CameraMode mode);
    void walkStarted();
    // Walk mode ended (Escape, stopWalk or a different map).
    void walkStopped();
    // The walker moved (or turned) in the last advance.
    void walkMoved();
    // What holds the walker changed (empty: nothing does).
    void walkHeldChanged(const QString& reason);
    // A door, lift or teleporter acted for the walker, or Use found nothing to do: one
    // sentence for the status line ("Wall 167 opens sector 27", "Locked: wall 156 needs the
    // yellow key").
    void walkMechanism(const QString& message);
    // One sentence for the status line: why a key that edits the selected surfaces did nothing.
    void message(const QString& text);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void scheduleRebuild();
    void applyScene();
    void uploadOverlays();
    void uploadProblemPins();
    void emitStats();
    void updateHighlight();
    void updateOverlayVisibility();
    void uploadContactHighlight();
    bool walkEvent(QEvent* event);
    bool pictureDragEvent(QEvent* event);
    // Page Up and Down and the arrows edit the selected surfaces; false for other keys.
    bool surfaceKey(QKeyEvent* event, bool press);
    void reportMechanism(const MechanismEvent& event);

    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace sw::editor
