#pragma once

// What the 3D view draws, built from one version of the map: the level's buffers and every
// overlay. Building touches nothing but its input, so big maps build on a worker thread while
// the old scene stays on screen. No Qt3D here.

#include "bsp/Bsp.h"
#include "document/DerivedData.h"
#include "map/Map.h"
#include "scene/LevelGeometry.h"
#include "scene/Overlays.h"
#include "scene/SceneChunks.h"
#include "views/3d/TexturedScene.h"

#include <QFutureWatcher>
#include <QObject>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace sw {
struct Finding;
}

namespace sw::editor::view3d {

// The overlays that are built only while they are shown: on big maps they are the largest part
// of a scene (the grown walls of the 160,400-wall grid alone took 520 MB and their upload 310 MB).
struct OverlayParts {
    bool thingVolumes = false;
    bool bspLeaves = false;
    bool bspPartitions = false;
    bool grownWalls = false;
    bool operator==(const OverlayParts&) const = default;
    // Whether every part `wanted` asks for is here.
    bool covers(const OverlayParts& wanted) const
    {
        return (thingVolumes || !wanted.thingVolumes) && (bspLeaves || !wanted.bspLeaves) &&
               (bspPartitions || !wanted.bspPartitions) && (grownWalls || !wanted.grownWalls);
    }
};

// What a rebuild works from: a copy of everything it reads, so a worker never touches the
// document.
struct SceneInput {
    // The version of the map to show, with the BSP and collision world the document's derived
    // data built for it once (the build reuses them rather than making its own).
    std::shared_ptr<const MapSnapshot> snapshot;
    // The snapshot is DerivedData::pendingTree(): its collision world is not made yet.
    bool treeOnly = false;
    std::string meshFolder;
    LevelGeometryOptions level;
    LeafColouring leaves = LeafColouring::BySector;
    ThingVolumeOptions volumes;
    OverlayParts overlays; // which of them to build
    std::uint64_t generation = 0;
    bool replaced = false; // a different map: reframe the camera
    // Textured: the level with its pictures from these resources (and the game's sprites).
    bool textured = false;
    std::shared_ptr<const ResourceSet> resources;
    std::shared_ptr<const GameConfig> game;
    // The chunks of the scene on screen (same map): those whose inputs are unchanged are
    // shared, not built again. Null builds every chunk.
    std::shared_ptr<const ChunkedLevel> previous;
    // The textured scene made with `previous`: its chunks' buffers are kept where unchanged.
    std::shared_ptr<const TexturedScene> previousTextured;
};

struct SceneData {
    std::shared_ptr<const Bsp> bsp;
    // The level in chunks; `level` and `textured` share their pieces.
    std::shared_ptr<const ChunkedLevel> chunks;
    std::shared_ptr<const LevelGeometry> level;
    AvatarProfile profile;
    std::optional<Vec3> playerStartFeet;
    LineBuffer thingVolumes;
    TriangleBuffer bspLeaves;
    LineBuffer bspPartitions;
    TriangleBuffer grownWalls;
    OverlayParts overlays; // which of the four above were built (the others are empty)
    // The textured level and its atlas; null when the view is coloured.
    std::shared_ptr<const TexturedScene> textured;
    int deepestSphereTreeLevel = 0;
    double buildMilliseconds = 0;
    std::uint64_t generation = 0;
    bool replaced = false;
    bool fromTree = false; // built from SceneInput::treeOnly
};

// Builds every buffer. Runs on a worker thread for big maps: touches nothing but its input.
SceneData buildScene(const SceneInput& input);

// The whole level coloured by sector, props' meshes found under meshFolder: what the textured
// view's level (which has no colours) is for an export.
std::shared_ptr<const LevelGeometry> levelWithColours(const Map& map, const Bsp& bsp,
                                                      const std::string& meshFolder);

// The floor height under p (0 in the void or for an empty BSP).
double floorAt(const Bsp& bsp, const Vec2& p);

// The Problems overlay's pins: one per finding, on the floor under it.
TriangleBuffer problemPins(const Bsp& bsp, const std::vector<Finding>& findings);

// When the scene is rebuilt: small maps build on the GUI thread, big ones on a worker while the
// old scene stays shown, and a build that lands after a newer edit is dropped for the newer one.
// The signals of one event-loop turn coalesce into one build, after the events already posted
// (for a new map: the rest of opening it); after an edit, maps up to kEditedWallThreshold walls
// build at once.
class SceneBuildQueue : public QObject {
    Q_OBJECT

public:
    // Maps with more walls than this build on a worker thread (the same size at which the
    // document's derived data moves to its worker).
    static constexpr int kWorkerWallThreshold = DerivedData::kWorkerWallThreshold;
    // After an edit, maps up to this many walls rebuild on the GUI thread too (the size up to
    // which the edit's world is built there): only the changed chunks are built (MAP12's
    // 10,884 walls: 2 to 15 ms), and a worker's result landed only after the 3D view had drawn
    // a frame of the old scene (20 to 25 ms with the software renderer).
    static constexpr int kEditedWallThreshold = DerivedData::kEditedWorkerWallThreshold;

    // input() is asked for a fresh input at each build; one without a snapshot builds nothing.
    SceneBuildQueue(std::function<SceneInput()> input, QObject* parent = nullptr);
    ~SceneBuildQueue() override;

    // Something the scene shows changed: build again (soon, coalesced).
    void schedule();
    // The map was edited (a new version of it published): as schedule(), but a map of up to
    // kEditedWallThreshold walls whose previous scene is shown builds at once.
    void scheduleEdited();
    // The edited version's tree is compiled before its collision world (DerivedData::treeReady):
    // the level is built from the tree, and when the version is published with its world the
    // scene is not built again. A map built at once after an edit shows it at once; a bigger
    // one builds it on the worker while the collision world is made, and shows it when the
    // version is published (a frame of the software renderer drawn meanwhile would take the
    // processor from the collision world).
    void buildTree();
    // The next build shows a different map (the camera reframes).
    void markReplaced() { m_replacedPending = true; }
    bool busy() const { return m_workerBusy || m_queued; }
    // What is on screen (or about to be).
    const SceneData& scene() const { return m_scene; }

signals:
    // A new scene is ready to upload.
    void built();
    // A big map's build went to the worker.
    void buildingOnWorker();

private:
    // Whether an edit's scene is built at once (a map up to kEditedWallThreshold walls whose
    // previous scene is shown, no other build pending).
    bool buildsEditsAtOnce() const;
    // schedule() without counting a change: a new version of the map is what is new.
    void scheduleBuild();
    void start(bool atOnce = false);
    void workerDone();

    std::function<SceneInput()> m_input;
    SceneData m_scene;
    std::uint64_t m_generation = 0;
    bool m_queued = false;
    bool m_replacedPending = false;
    int m_walls = 0;                            // the walls of the map last built
    std::optional<std::uint64_t> m_treeVersion; // the scene is built from this version's tree
    // A big map's build from an edited version's tree: the version and tree of the one running
    // on the worker, whether that version was published while it ran, and its result while the
    // version is not published yet.
    std::uint64_t m_changes = 0; // schedule()'s calls: what the scene shows changed
    std::uint64_t m_workerTreeChanges = 0;
    std::optional<std::uint64_t> m_workerTreeVersion;
    const void* m_workerTree = nullptr;
    bool m_workerTreePublished = false;
    std::optional<SceneData> m_held;
    std::uint64_t m_heldVersion = 0;
    QFutureWatcher<SceneData>* m_watcher;
    bool m_workerBusy = false;
    bool m_workerAgain = false;
};

} // namespace sw::editor::view3d
