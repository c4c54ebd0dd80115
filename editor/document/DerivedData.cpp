#include "document/DerivedData.h"

#include "document/ChangeSet.h"
#include "document/Document.h"
#include "document/DocumentResources.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <chrono>
#include <iterator>
#include <utility>

namespace sw::editor {

namespace {

// Compiles the BSP and prepares the collision world of one version. Touches only its input.
// `previous` is the newest world built so far (or null). When its walls, vertices and things
// are this version's (the same geometry count) only sector values changed, and its tree is
// kept with the new heights, and so are its collision world's grid and subtrees; otherwise the
// compile copies the subtrees of its tree that the edit left alone.
// `onTree`, when given, is called with the world once a new tree is compiled, before its
// collision world is made (not when the tree is kept: the world then follows within a
// millisecond or two on MAP12).
std::shared_ptr<const MapWorld>
buildWorld(const Map& map, std::uint64_t geometry, std::shared_ptr<const MapWorld> previous,
           std::shared_ptr<const std::vector<Index>> pictureWalls,
           const std::function<void(std::shared_ptr<const MapWorld>)>& onTree = {})
{
    auto out = std::make_shared<MapWorld>();
    out->geometry = geometry;
    const bool sameTree = previous && previous->geometry == geometry &&
                          previous->bsp.sectors().size() == map.sectors.size();
    if (sameTree) {
        out->bsp = previous->bsp.withSectorHeights(map);
        out->memo = previous->memo;
        out->leafLinks = previous->leafLinks;
        out->pictureWalls = std::move(pictureWalls);
    } else {
        auto memo = std::make_shared<BspMemo>();
        BspReuse reuse;
        // The earlier partitions that still serve are kept, so that an edit changes the tree
        // (and the 3D view's floors, which come from its leaves) only around itself.
        if (previous && previous->memo)
            reuse = {&previous->bsp, previous->memo.get(), true};
        else
            reuse.keepPartitions = true; // the first tree's root cell gets room to grow
        auto compiled = Bsp::compileReusing(map, *memo, reuse);
        if (!compiled)
            return nullptr;
        out->bsp = std::move(*compiled);
        // Which leaves the compile copied, for the 3D view's chunks and the flood's links (both
        // share the one list).
        if (previous) {
            out->earlierTree = previous->bsp.treeHandle();
            out->leafFrom =
                std::make_shared<const std::vector<std::int32_t>>(std::move(memo->leafFrom));
        }
        out->leafLinks = previous && previous->leafLinks && out->leafFrom
                             ? std::make_shared<LeafLinksCache>(*previous->leafLinks, out->leafFrom)
                             : std::make_shared<LeafLinksCache>();
        out->memo = std::move(memo);
        if (onTree)
            onTree(out);
    }
    out->objects = ObjectSet(map, out->bsp);
    // The same tree: the previous world's grid and subtrees serve this one too. A tree
    // compiled from the previous one: the wall pieces it copied keep their grid entries.
    if (sameTree && previous->world)
        out->world = std::make_unique<CollisionWorld>(out->bsp, *previous->world, &out->objects);
    else if (previous && previous->world && out->memo)
        out->world = std::make_unique<CollisionWorld>(out->bsp, *previous->world,
                                                      out->memo->segRuns, &out->objects);
    else
        out->world = std::make_unique<CollisionWorld>(out->bsp, &out->objects);
    // Teleport lines act for every avatar moving in this world (drag, probes, walk); the same
    // tree's lines serve while the sectors' tags are the same, and a new tree's take over the
    // previous world's where the walls are shared.
    out->world->setSpecialLines(SpecialLines::of(
        map, out->bsp,
        previous && previous->world ? previous->world->specialLinesShared() : nullptr, sameTree));
    return out;
}

std::vector<Finding> analyse(std::shared_ptr<const MapSnapshot> snapshot,
                             std::shared_ptr<const ResourceSet> resources,
                             std::shared_ptr<const GameConfig> game,
                             std::shared_ptr<std::atomic<bool>> cancel)
{
    const ProgressFn progress = [cancel](double) { return !cancel->load(); };
    const Map& map = *snapshot->map;
    const AvatarProfile profile = map.profiles.empty() ? AvatarProfile{} : map.profiles.front();
    // A profile with doorsOpen judges Doom's doors open and lifts down, as its drag does.
    AnalysisOptions options;
    options.doorsOpen = profile.doorsOpen;
    options.resources = std::move(resources);
    options.game = std::move(game);
    options.walls = snapshot->world->world.get();
    options.leafLinks = snapshot->world->leafLinks.get();
    return analyzeMap(map, snapshot->world->bsp, profile, options, progress);
}

} // namespace

DerivedData::DerivedData(Document& document)
    : QObject(&document), m_document(document),
      m_buildWatcher(new QFutureWatcher<std::shared_ptr<const MapSnapshot>>(this)),
      m_analysisWatcher(new QFutureWatcher<std::vector<Finding>>(this))
{
    m_buildPool.setMaxThreadCount(1);
    m_analysisPool.setMaxThreadCount(1);
    m_buildTimer.setSingleShot(true);
    m_buildTimer.setInterval(0);
    m_analysisTimer.setSingleShot(true);
    connect(&m_buildTimer, &QTimer::timeout, this, &DerivedData::startBuild);
    connect(&m_analysisTimer, &QTimer::timeout, this, &DerivedData::startAnalysis);
    connect(m_buildWatcher, &QFutureWatcherBase::finished, this, &DerivedData::buildDone);
    connect(m_analysisWatcher, &QFutureWatcherBase::finished, this, &DerivedData::analysisDone);
    connect(&document, &Document::mapReplaced, this, &DerivedData::mapReplaced);
    connect(&document, &Document::mapChanged, this, &DerivedData::mapChanged);
}

DerivedData::~DerivedData()
{
    // The workers hold only their own copies; waiting keeps them from outliving the document.
    if (m_cancel)
        m_cancel->store(true);
    m_buildPool.waitForDone();
    m_analysisPool.waitForDone();
}

void DerivedData::use(Need need)
{
    const bool first = !m_wantWorld && !m_wantFindings;
    if (need == Need::World)
        m_wantWorld = true;
    else
        m_wantFindings = true;
    if (first) {
        m_geometryMap = m_document.sharedMap();
        schedule(true);
    } else if (need == Need::Findings && !m_analysisBusy && !m_analysisTimer.isActive() &&
               m_snapshot && m_analysedVersion != m_snapshot->version) {
        scheduleAnalysis(0);
    }
}

bool DerivedData::building() const
{
    return m_buildTimer.isActive() || m_buildJoin || m_buildBusy;
}

bool DerivedData::analysing() const
{
    return m_wantFindings &&
           (building() || m_analysisTimer.isActive() || m_analysisBusy || m_analysisAgain);
}

void DerivedData::mapReplaced()
{
    // The old map's world and findings say nothing about the new one.
    m_snapshot.reset();
    m_findings.reset();
    ++m_geometry;
    m_pictureWalls.reset();
    m_geometryMap = m_wantWorld || m_wantFindings ? m_document.sharedMap() : nullptr;
    if (m_cancel)
        m_cancel->store(true);
    m_analysisTimer.stop();
    m_buildJoin = false; // the new map's first world waits for the timer (queueBuild)
    if (m_wantWorld || m_wantFindings)
        schedule(true);
    m_replacedAt = m_version;
}

void DerivedData::mapChanged(const ChangeSet& changes)
{
    // The ignored list or the probes changed (an empty change set): nothing derived changes.
    const bool content = changes.contentChanged();
    if (!content || !(m_wantWorld || m_wantFindings))
        return;
    // An analysis still going describes a map that no longer exists.
    if (m_cancel)
        m_cancel->store(true);
    m_analysisTimer.stop();
    // Sector values alone (heights, materials, light) keep the tree: its walls are the same.
    // So do walls whose pictures alone changed.
    if (changes.geometryChanged() || changes.things || changes.topology) {
        if (onlyPicturesChanged(changes)) {
            auto walls = std::make_shared<std::vector<Index>>();
            const std::vector<Index> none;
            const std::vector<Index>& before = m_pictureWalls ? *m_pictureWalls : none;
            std::set_union(before.begin(), before.end(), changes.wallIndices.begin(),
                           changes.wallIndices.end(), std::back_inserter(*walls));
            m_pictureWalls = std::move(walls);
        } else {
            ++m_geometry;
            m_pictureWalls.reset();
        }
    }
    m_geometryMap = m_document.sharedMap();
    schedule(changes.geometryChanged() || changes.sectors || changes.things);
}

// Whether the edit changed only walls, and in them nothing the tree, the collision world or
// the teleport lines read: their pictures, offsets, sidedef numbers or unknown fields (texturing
// a wall on the 160,400-wall grid otherwise compiled the tree again and built a collision world:
// 60 ms of an edit that changes neither). The edited walls are compared with the map as the
// previous edit left it, which is kept for that: it shares with the open map every chunk of
// elements the edit did not write (CowVector), so keeping it costs no copy.
bool DerivedData::onlyPicturesChanged(const ChangeSet& changes) const
{
    if (!changes.walls || changes.vertices || changes.things || changes.topology ||
        changes.lengthsBefore || !m_geometryMap)
        return false;
    const Map& now = m_document.map();
    const Map& before = *m_geometryMap;
    if (&now == &before || now.walls.size() != before.walls.size())
        return false;
    return std::all_of(changes.wallIndices.begin(), changes.wallIndices.end(), [&](Index i) {
        const auto k = static_cast<std::size_t>(i);
        if (i < 0 || k >= now.walls.size())
            return false;
        const Wall& a = now.walls[k];
        const Wall& b = before.walls[k];
        return a.v1 == b.v1 && a.v2 == b.v2 && a.frontSector == b.frontSector &&
               a.backSector == b.backSector && a.flags == b.flags && a.special == b.special &&
               a.tag == b.tag && a.args == b.args;
    });
}

void DerivedData::schedule(bool newWorld)
{
    ++m_version;
    m_worldDirty = m_worldDirty || newWorld || !m_snapshot;
    if (m_buildBusy)
        m_buildAgain = true;
    else
        queueBuild();
}

void DerivedData::queueBuild()
{
    // Coalesces the signals of one edit into one build (with a join posted, or the first world
    // waiting for its timer, the build starts later).
    if (m_buildTimer.isActive() || m_buildJoin)
        return;
    if (!m_snapshot) {
        // The first world of a big map starts on the worker now, while this thread shows the
        // map in the plan: on the 160,400-wall grid the plan's geometry and first paint took
        // 0.2 to 0.8 s before the timer below fired. A small map's (built on this thread) waits
        // for the events already waiting, among them the rest of opening a file.
        if (static_cast<int>(m_document.map().walls.size()) > kWorkerWallThreshold) {
            startBuild();
            return;
        }
        m_buildTimer.start();
        return;
    }
    // After an edit that needs a new world, the worker starts on it now, while this thread
    // takes the edit to its other readers (the plan's geometry and repaint: on MAP12 about as
    // long as the world).
    if (m_worldDirty)
        startBuild();
    // The rest is a posted call, which runs before the repaints and 3D uploads the edit posts
    // after it: it publishes a version that shares the world, or waits for the worker's
    // (up to kEditedWorkerWallThreshold walls; bigger maps publish it when it is done).
    if (!m_buildBusy ||
        static_cast<int>(m_document.map().walls.size()) <= kEditedWorkerWallThreshold) {
        m_buildJoin = true;
        QMetaObject::invokeMethod(this, &DerivedData::joinBuild, Qt::QueuedConnection);
    }
}

void DerivedData::joinBuild()
{
    if (!m_buildJoin)
        return; // waitForSnapshot ran it
    m_buildJoin = false;
    if (!m_buildBusy)
        startBuild();
    if (static_cast<int>(m_document.map().walls.size()) > kEditedWorkerWallThreshold)
        return;
    // The tree first: readers that need only the tree build from it while the worker makes the
    // collision world.
    if (m_buildBusy && m_treeBuilt.valid()) {
        try {
            m_pendingTree = m_treeBuilt.get();
        } catch (...) {
            // The build failed before its tree: nothing to show early.
        }
        if (m_pendingTree)
            emit treeReady();
        m_pendingTree.reset();
    }
    // A build that the edit's later signals asked for starts from buildDone: wait for it too.
    while (m_buildBusy) {
        m_buildWatcher->waitForFinished();
        buildDone();
    }
}

void DerivedData::treeBuilt()
{
    // The build that posted this may have been published since, or followed by another whose
    // tree is not compiled yet.
    if (!m_buildBusy || !m_treeBuilt.valid() ||
        m_treeBuilt.wait_for(std::chrono::seconds(0)) != std::future_status::ready)
        return;
    try {
        m_pendingTree = m_treeBuilt.get();
    } catch (...) {
        return;
    }
    if (m_pendingTree)
        emit treeReady();
    m_pendingTree.reset();
}

void DerivedData::startBuild()
{
    if (m_buildBusy) {
        m_buildAgain = true;
        return;
    }
    if (!m_worldDirty && m_snapshot && m_snapshot->version == m_version)
        return; // published already
    auto snapshot = std::make_shared<MapSnapshot>();
    snapshot->version = m_version;
    if (!m_worldDirty && m_snapshot) {
        // The same walls, sectors and things: the new version shares the world.
        snapshot->map = m_document.sharedMap();
        snapshot->world = m_snapshot->world;
        publish(std::move(snapshot));
        return;
    }
    m_worldDirty = false;
    // The newest published world: its tree is kept, or its unchanged subtrees copied.
    const std::uint64_t geometry = m_geometry;
    const std::shared_ptr<const std::vector<Index>> pictureWalls = m_pictureWalls;
    std::shared_ptr<const MapWorld> previous = m_snapshot ? m_snapshot->world : nullptr;
    // A small map's first world (a whole compile) is built here, at once.
    if (!previous && static_cast<int>(m_document.map().walls.size()) <= kWorkerWallThreshold) {
        snapshot->map = m_document.sharedMap();
        snapshot->world = buildWorld(*snapshot->map, geometry, nullptr, nullptr);
        if (snapshot->world)
            publish(std::move(snapshot));
        return;
    }
    m_buildBusy = true;
    // The worker reads the version of the map shared with it: an edit changes a copy.
    snapshot->map = m_document.sharedMap();
    auto tree = std::make_shared<std::promise<std::shared_ptr<const MapSnapshot>>>();
    m_treeBuilt = tree->get_future();
    // A big map's readers of the tree hear of it as soon as it is compiled; a smaller map's
    // from joinBuild, which waits for it.
    const bool postTree =
        static_cast<int>(m_document.map().walls.size()) > kEditedWorkerWallThreshold;
    m_buildWatcher->setFuture(QtConcurrent::run(
        &m_buildPool,
        [this, snapshot, geometry, previous, pictureWalls, tree,
         postTree]() -> std::shared_ptr<const MapSnapshot> {
            bool treeSent = false;
            // The version with its tree alone, for readers that need no collision world.
            snapshot->world = buildWorld(*snapshot->map, geometry, previous, pictureWalls,
                                         [&](std::shared_ptr<const MapWorld> world) {
                                             auto pending = std::make_shared<MapSnapshot>();
                                             pending->version = snapshot->version;
                                             pending->map = snapshot->map;
                                             pending->world = std::move(world);
                                             tree->set_value(std::move(pending));
                                             treeSent = true;
                                             if (postTree)
                                                 QMetaObject::invokeMethod(this,
                                                                           &DerivedData::treeBuilt,
                                                                           Qt::QueuedConnection);
                                         });
            if (!treeSent)
                tree->set_value(nullptr);
            return snapshot->world ? snapshot : nullptr;
        }));
}

void DerivedData::buildDone()
{
    if (!m_buildBusy || !m_buildWatcher->isFinished())
        return;
    m_buildBusy = false;
    std::shared_ptr<const MapSnapshot> built = m_buildWatcher->result();
    // A build of a map that was replaced meanwhile is dropped; one that edits overtook is still
    // newer than what readers have, so it is published while the next one builds.
    const bool stale = built && built->version < m_replacedAt;
    // The newest version: a posted join has nothing left to do (and readers of the signals
    // below must not see a build still pending).
    if (built && !stale && built->version == m_version && !m_buildAgain)
        m_buildJoin = false;
    if (built && !stale && (!m_snapshot || built->version > m_snapshot->version))
        publish(std::move(built));
    if (m_buildAgain) {
        m_buildAgain = false;
        queueBuild();
    }
}

void DerivedData::publish(std::shared_ptr<const MapSnapshot> snapshot)
{
    std::shared_ptr<const MapSnapshot> replaced = std::exchange(m_snapshot, std::move(snapshot));
    const bool first = !replaced;
    // The version it replaces is let go on the worker when no one else holds it: freeing a
    // big map's world took 0.8 ms of this thread on the 160,400-wall grid, before the 3D
    // view's upload. At a lower priority than builds: an edit's build queued meanwhile goes
    // first.
    constexpr int kBelowBuilds = -1;
    if (replaced && replaced.use_count() == 1)
        m_buildPool.start([old = std::move(replaced)]() mutable { old.reset(); }, kBelowBuilds);
    emit snapshotChanged();
    emit snapshotSettled();
    if (m_wantFindings)
        scheduleAnalysis(first ? 0 : kAnalysisDelayMs);
}

void DerivedData::scheduleAnalysis(int delayMs)
{
    if (m_cancel)
        m_cancel->store(true);
    m_analysisTimer.start(delayMs);
}

void DerivedData::startAnalysis()
{
    if (!m_snapshot || !m_snapshot->world)
        return;
    if (m_analysisBusy) {
        // Start again once the cancelled run has returned.
        m_analysisAgain = true;
        return;
    }
    m_analysisAgain = false;
    m_analysisBusy = true;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_analysedVersion = m_snapshot->version;
    emit analysisStarted();
    m_analysisWatcher->setFuture(QtConcurrent::run(&m_analysisPool, analyse, m_snapshot,
                                                   m_document.resources().set(),
                                                   m_document.resources().game(), m_cancel));
}

void DerivedData::analysisDone()
{
    if (!m_analysisBusy || !m_analysisWatcher->isFinished())
        return;
    m_analysisBusy = false;
    const bool cancelled = !m_cancel || m_cancel->load();
    if (!cancelled) {
        m_findings = std::make_shared<const std::vector<Finding>>(m_analysisWatcher->result());
        emit findingsChanged();
    }
    if (m_analysisAgain)
        startAnalysis();
}

void DerivedData::waitForSnapshot()
{
    while (building()) {
        // A posted join or the timer has a build to start (a version that shares the world is
        // published by it at once): start it here instead.
        const bool start = m_buildTimer.isActive() || (m_buildJoin && !m_buildBusy);
        m_buildTimer.stop();
        m_buildJoin = false;
        if (start)
            startBuild();
        if (m_buildBusy) {
            m_buildWatcher->waitForFinished();
            buildDone();
        }
    }
}

void DerivedData::waitForFindings()
{
    while (analysing()) {
        waitForSnapshot();
        if (m_analysisTimer.isActive()) {
            m_analysisTimer.stop();
            startAnalysis();
        }
        if (m_analysisBusy) {
            m_analysisWatcher->waitForFinished();
            analysisDone();
        }
        // Anything else the signals above started.
        QCoreApplication::processEvents();
    }
}

} // namespace sw::editor
