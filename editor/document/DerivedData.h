#pragma once

#include "analysis/Analysis.h"
#include "analysis/LeafLinks.h"
#include "bsp/Bsp.h"
#include "collision/CollisionWorld.h"
#include "collision/Objects.h"
#include "map/Map.h"

#include <QObject>
#include <QThreadPool>
#include <QTimer>

#include <atomic>
#include <cstdint>
#include <functional>
#include <future>
#include <memory>
#include <vector>

template <typename T> class QFutureWatcher;

namespace sw::editor {

class Document;
struct ChangeSet;

// The collision world of one version of the map: the BSP, the things with shapes and the
// prepared world that refers to both, kept together so they live and die as one.
struct MapWorld {
    Bsp bsp;
    // What the compile of `bsp` remembers, so the next version's compile copies the subtrees
    // an edit left alone (Bsp::compileReusing).
    std::shared_ptr<const BspMemo> memo;
    ObjectSet objects;
    std::unique_ptr<CollisionWorld> world;
    // DerivedData's count of wall, vertex and thing edits when this was built: a later version
    // with the same count differs only in sector values and keeps this tree.
    std::uint64_t geometry = 0;
    // The reachability flood's leaf links of this tree, made by the first analysis and shared
    // by every later world that keeps the tree.
    std::shared_ptr<LeafLinksCache> leafLinks;
    // For a tree compiled from an earlier one: that tree (Bsp::treeHandle; weak, so that the
    // earlier tree goes when nothing else holds it) and which of its leaves each leaf of this
    // one copies (BspMemo::leafFrom), for the 3D view's chunks.
    std::weak_ptr<const void> earlierTree;
    std::shared_ptr<const std::vector<std::int32_t>> leafFrom; // null for a first tree
    // For a world that kept an earlier one's tree: the walls whose pictures changed since that
    // tree was compiled (sorted; null when none), for the 3D view's chunks.
    std::shared_ptr<const std::vector<Index>> pictureWalls;
};

// One version of the map and what is derived from it, read-only and shared: every reader keeps
// the version it holds alive for as long as it needs it.
struct MapSnapshot {
    std::uint64_t version = 0; // counts the edits since the document was made
    std::shared_ptr<const Map> map;
    std::shared_ptr<const MapWorld> world;

    std::shared_ptr<const Bsp> bsp() const { return {world, &world->bsp}; }
    std::shared_ptr<const CollisionWorld> collisionWorld() const
    {
        return {world, world->world.get()};
    }
};

// The data every view and panel derives from the map, computed once per version on one worker
// and published as read-only shared pointers: the BSP and collision world (for the 3D view, the
// avatar preview, walk mode and probes) and the analysis findings (for the Problems dock and the
// 3D view's pins). The document owns it; readers say what they need (use()), so a document
// nobody draws computes nothing.
//
// After an edit the world is rebuilt when geometry, sectors or things changed, on the build
// worker, started as the edit is announced so that it runs while the GUI thread brings the plan
// up to date; for maps up to kEditedWorkerWallThreshold walls a call posted behind the edit
// waits for it, so the new world is published before the next frame. Bigger maps publish it
// when it is done, the previous version staying readable meanwhile. Other edits (profiles, the
// player start) publish the new map with the world they share. The analysis follows each new
// version after a short pause (at once for a new map), on a worker of its own; an edit cancels
// an analysis that is running.
class DerivedData : public QObject {
    Q_OBJECT

public:
    enum class Need { World, Findings };

    // Maps with more walls than this build their first world on the worker (smaller ones on
    // the GUI thread, at once).
    static constexpr int kWorkerWallThreshold = 3000;
    // After an edit of a map up to this size, the GUI thread waits for the worker's world
    // (in a call posted behind the edit) rather than for its "finished" signal: that signal
    // waited 20 to 30 ms behind the 3D view drawing a frame (with the software renderer),
    // longer than the build itself. An edit's compile reuses the subtrees it left alone
    // (MAP12's 10,884 walls: about 7 ms with the collision world for a structural edit), or
    // keeps the tree and the collision world's grid when only sector values changed (1.4 ms).
    // The 3D view rebuilds the edited chunks at once up to the same size (SceneBuildQueue).
    static constexpr int kEditedWorkerWallThreshold = 20000;
    // Milliseconds of quiet after a new version is published before the analysis runs: enough
    // that the steps of a drag or held key do not each start one (an edit cancels a running
    // analysis anyway), short enough that MAP12's findings follow an edit within 200 ms.
    static constexpr int kAnalysisDelayMs = 50;

    explicit DerivedData(Document& document);
    ~DerivedData() override;

    // A reader needs this from now on; the first one starts the work for the open map.
    void use(Need need);

    // The newest published version (null before the first, and after a different map is
    // opened until its first version is ready).
    std::shared_ptr<const MapSnapshot> snapshot() const { return m_snapshot; }
    // While treeReady() is being sent: the version being built with its compiled tree, its
    // collision world not made yet (world->world and world->objects must not be read). Null
    // otherwise.
    std::shared_ptr<const MapSnapshot> pendingTree() const { return m_pendingTree; }
    // The findings of the newest analysed version (null before the first).
    std::shared_ptr<const std::vector<Finding>> findings() const { return m_findings; }

    // True while a version newer than snapshot() is waiting or being built.
    bool building() const;
    // True while findings() is behind the map: a build, a pause or an analysis to come.
    bool analysing() const;
    // Block until nothing is pending (tests, walk mode starting on a new map); signals are
    // delivered on the way.
    void waitForSnapshot();
    void waitForFindings();

signals:
    // After an edit, the new version's tree is compiled: readers that need no collision world
    // (the 3D view's level) can build from pendingTree() while the worker makes the collision
    // world. The version is published after. Up to kEditedWorkerWallThreshold walls it is sent
    // from the call posted behind the edit; on bigger maps as soon as the worker has the tree.
    void treeReady();
    // A new version is published (replaced: the first of a newly opened map).
    void snapshotChanged();
    // Right after snapshotChanged has reached all its readers: for work that should not hold
    // them up (the 3D view's rebuild, done at once after an edit).
    void snapshotSettled();
    // New findings are published.
    void findingsChanged();
    // An analysis has started (the Problems dock says so).
    void analysisStarted();

private:
    void mapReplaced();
    void mapChanged(const ChangeSet& changes);
    void schedule(bool newWorld);
    void queueBuild();
    void joinBuild();
    // A big map's build has compiled its tree (posted by the worker): treeReady is sent.
    void treeBuilt();
    void startBuild();
    void buildDone();
    bool onlyPicturesChanged(const ChangeSet& changes) const;
    void publish(std::shared_ptr<const MapSnapshot> snapshot);
    void scheduleAnalysis(int delayMs);
    void startAnalysis();
    void analysisDone();

    Document& m_document;
    bool m_wantWorld = false, m_wantFindings = false;
    QThreadPool m_buildPool, m_analysisPool; // one worker each
    QTimer m_buildTimer, m_analysisTimer;
    std::uint64_t m_version = 0;
    std::uint64_t m_replacedAt = 0; // the first version of the open map
    bool m_worldDirty = false;      // the next build needs a new world
    // Counts the edits of walls, vertices and things (and new maps): worlds built at the same
    // count have the same tree.
    std::uint64_t m_geometry = 0;
    // The map as the last edit left it (see onlyPicturesChanged), and the walls whose pictures
    // alone changed since the count last moved (MapWorld::pictureWalls).
    std::shared_ptr<const Map> m_geometryMap;
    std::shared_ptr<const std::vector<Index>> m_pictureWalls;
    bool m_buildBusy = false, m_buildAgain = false;
    bool m_buildJoin = false; // joinBuild is posted
    QFutureWatcher<std::shared_ptr<const MapSnapshot>>* m_buildWatcher;
    // The running build's version with its tree alone, once compiled (null when the compile
    // failed or the tree was kept), and that version while treeReady is sent.
    std::future<std::shared_ptr<const MapSnapshot>> m_treeBuilt;
    std::shared_ptr<const MapSnapshot> m_pendingTree;
    std::shared_ptr<const MapSnapshot> m_snapshot;

    std::shared_ptr<std::atomic<bool>> m_cancel;
    bool m_analysisBusy = false, m_analysisAgain = false;
    std::uint64_t m_analysedVersion = 0;
    QFutureWatcher<std::vector<Finding>>* m_analysisWatcher;
    std::shared_ptr<const std::vector<Finding>> m_findings;
};

} // namespace sw::editor
