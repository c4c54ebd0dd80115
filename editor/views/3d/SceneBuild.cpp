#include "views/3d/SceneBuild.h"

#include "analysis/Analysis.h"
#include "base/ByteBuffer.h"
#include "mesh/import/IsolatedImport.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <map>
#include <mutex>
#include <utility>

namespace sw::editor::view3d {

namespace {

// Map units above a floor where flat overlays lie, so that they never fight the floor's depth.
constexpr float kLeafLift = 0.75f;
constexpr float kGrownLift = 1.5f;

// Props' meshes, imported in a separate process (a crafted file that crashes or hangs the
// importer cannot take the editor down), kept while the file's size and time are unchanged:
// every edit rebuilds the scene, and a helper process per mesh per edit would be wasteful.
// Rebuilds run on worker threads, hence the lock.
std::shared_ptr<const Mesh> cachedMesh(const QString& path)
{
    struct Entry {
        QDateTime modified;
        qint64 size = -1;
        std::shared_ptr<const Mesh> mesh; // null: the import failed
    };
    static std::mutex mutex;
    static std::map<QString, Entry> cache;
    const QFileInfo info(path);
    const QDateTime modified = info.lastModified();
    const qint64 size = info.size();
    {
        const std::lock_guard lock(mutex);
        const auto it = cache.find(path);
        if (it != cache.end() && it->second.modified == modified && it->second.size == size)
            return it->second.mesh;
    }
    auto mesh = importMeshIsolated(path.toStdString());
    std::shared_ptr<const Mesh> result =
        mesh ? std::make_shared<const Mesh>(std::move(*mesh)) : nullptr;
    if (!mesh)
        qWarning("%s", mesh.error().message.c_str());
    const std::lock_guard lock(mutex);
    cache[path] = {modified, size, result};
    return result;
}

// Props' meshes by their paths, relative to a folder; each file read once while this lives
// (cachedMesh keeps it from one build to the next).
class MeshFiles {
public:
    explicit MeshFiles(const std::string& folder) : m_folder(QString::fromStdString(folder)) {}
    MeshLookup lookup()
    {
        return [this](const std::string& path) -> const Mesh* {
            auto it = m_meshes.find(path);
            if (it == m_meshes.end()) {
                const QString full =
                    QFileInfo(QDir(m_folder), QString::fromStdString(path)).absoluteFilePath();
                it = m_meshes.emplace(path, cachedMesh(full)).first;
            }
            return it->second.get();
        };
    }

private:
    QString m_folder;
    std::map<std::string, std::shared_ptr<const Mesh>> m_meshes;
};

} // namespace

std::shared_ptr<const LevelGeometry> levelWithColours(const Map& map, const Bsp& bsp,
                                                      const std::string& meshFolder)
{
    MeshFiles meshes(meshFolder);
    return std::make_shared<const LevelGeometry>(
        map, bsp, LevelGeometryOptions{ColourMode::BySector}, meshes.lookup());
}

double floorAt(const Bsp& bsp, const Vec2& p)
{
    if (bsp.leaves().empty())
        return 0;
    const Index s = bsp.sectorAt(p);
    return s == kNone ? 0.0 : bsp.sectors()[static_cast<std::size_t>(s)].floorHeight;
}

TriangleBuffer problemPins(const Bsp& bsp, const std::vector<Finding>& findings)
{
    if (bsp.leaves().empty())
        return {};
    std::vector<ProblemMarker> markers;
    for (const Finding& f : findings)
        markers.push_back(
            {Vec3{f.where.x, f.where.y, floorAt(bsp, f.where)}, f.severity == Severity::Error});
    return problemMarkers(markers);
}

SceneData buildScene(const SceneInput& input)
{
    QElapsedTimer timer;
    timer.start();
    SceneData out;
    out.generation = input.generation;
    out.replaced = input.replaced;
    out.fromTree = input.treeOnly;
    const MapSnapshot& snapshot = *input.snapshot;
    const Map& map = *snapshot.map;
    out.bsp = snapshot.bsp();
    const Bsp& bsp = *out.bsp;

    // Props' meshes, each file read once per rebuild; a missing file leaves the stored shape.
    MeshFiles meshes(input.meshFolder);
    const MeshLookup lookup = meshes.lookup();

    // The level in chunks: only those whose inputs changed since the previous scene are built
    // (the textured ones on a thread of their own while the coloured ones build here).
    ChunkSettings settings;
    settings.options = input.level;
    settings.meshes = lookup;
    const bool textured = input.textured && input.resources;
    if (textured) {
        settings.resources = input.resources.get();
        settings.game = input.game.get();
    }
    // The leaves the compile copied from the previous chunks' tree keep their keys and prints.
    const MapWorld& world = *snapshot.world;
    const LeafCopies copies{world.earlierTree, world.leafFrom
                                                   ? std::span<const std::int32_t>(*world.leafFrom)
                                                   : std::span<const std::int32_t>()};
    auto chunks = std::make_shared<ChunkedLevel>(
        map, bsp, settings, input.previous.get(), world.leafFrom ? &copies : nullptr,
        world.pictureWalls ? std::span<const Index>(*world.pictureWalls)
                           : std::span<const Index>());
    out.level = std::make_shared<const LevelGeometry>(chunks->colouredLevel());
    if (textured) {
        out.textured = texturedScene(map, *chunks, input.resources, input.previousTextured.get());
        // The chunks' buffers hold what the new textured levels did: the levels stay only to
        // be known again. When every chunk's level was new (a map's first scene, or textures
        // turned on), the heap's free memory is given back, with what the world's build freed
        // on its workers: the GPU's copy of the buffers, made next on the GUI thread, would not
        // reuse it (trimFreedHeap does nothing while less than 4 MB is free).
        if (chunks->releaseBuiltTexturedBuffers() == chunks->chunks().size())
            trimFreedHeap();
    }
    out.chunks = std::move(chunks);
    out.profile = map.profiles.empty() ? AvatarProfile{} : map.profiles.front();
    if (map.playerStart) {
        const Vec2 p = map.playerStart->pos;
        out.playerStartFeet = Vec3{p.x, p.y, floorAt(bsp, p)};
    }
    out.deepestSphereTreeLevel = deepestSphereTreeLevel(map, lookup);
    out.overlays = input.overlays;
    if (input.overlays.thingVolumes)
        out.thingVolumes = thingVolumes(map, bsp, lookup, input.volumes);
    if (input.overlays.bspLeaves)
        out.bspLeaves = bspLeaves(bsp, input.leaves, kLeafLift);
    if (input.overlays.bspPartitions) {
        // Partition lines float at the highest floor, drawn over everything.
        double top = 0;
        for (const BspSector& s : bsp.sectors())
            top = std::max(top, s.floorHeight);
        out.bspPartitions = bspPartitions(bsp, static_cast<float>(top) + 2.0f);
    }
    // The wall pieces grown by the footprint: the derived collision world has them already.
    if (input.overlays.grownWalls && !bsp.leaves().empty())
        out.grownWalls = grownWalls(*snapshot.world->world, out.profile, std::nullopt, kGrownLift);
    out.buildMilliseconds = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    return out;
}

SceneBuildQueue::SceneBuildQueue(std::function<SceneInput()> input, QObject* parent)
    : QObject(parent), m_input(std::move(input)), m_watcher(new QFutureWatcher<SceneData>(this))
{
    connect(m_watcher, &QFutureWatcher<SceneData>::finished, this, &SceneBuildQueue::workerDone);
}

SceneBuildQueue::~SceneBuildQueue()
{
    // A running build finishes on its own; its result is dropped with the watcher.
    if (m_watcher->isRunning())
        m_watcher->waitForFinished();
}

void SceneBuildQueue::schedule()
{
    ++m_changes;
    scheduleBuild();
}

void SceneBuildQueue::scheduleBuild()
{
    ++m_generation;
    if (m_queued)
        return;
    // Coalesces the signals of one edit (or one undo macro) into one build.
    m_queued = true;
    QTimer::singleShot(0, this, [this] {
        m_queued = false;
        start();
    });
}

void SceneBuildQueue::scheduleEdited()
{
    // A map of up to kEditedWallThreshold walls (as of the last build: an edit changes that
    // little) builds at once. Posted for later, the build ran only after the 3D view had drawn
    // a frame of the old scene: 20 to 30 ms on MAP12 with the software renderer.
    if (!buildsEditsAtOnce()) {
        scheduleBuild();
        return;
    }
    ++m_generation;
    start(true);
}

void SceneBuildQueue::buildTree()
{
    if (buildsEditsAtOnce()) {
        ++m_generation;
        start(true);
        return;
    }
    // A big map: on the worker, if it is free (else the scene follows when the version is
    // published).
    if (!m_scene.level || m_replacedPending || m_queued || m_workerBusy)
        return;
    ++m_generation;
    start();
}

bool SceneBuildQueue::buildsEditsAtOnce() const
{
    return m_scene.level && !m_replacedPending && !m_queued && !m_workerBusy &&
           m_walls <= kEditedWallThreshold;
}

void SceneBuildQueue::start(bool atOnce)
{
    SceneInput input = m_input();
    if (!input.snapshot)
        return;
    // The version published whose scene the worker built (or is building) from its tree.
    // Nothing else the scene shows changed since that build started.
    const auto sameTree = [&](std::uint64_t version, const void* tree) {
        return !input.treeOnly && !m_replacedPending && m_changes == m_workerTreeChanges &&
               input.snapshot->version == version && tree == &input.snapshot->world->bsp;
    };
    if (m_held) {
        std::optional<SceneData> held = std::exchange(m_held, std::nullopt);
        if (sameTree(m_heldVersion, held->bsp.get())) {
            m_treeVersion.reset();
            m_scene = std::move(*held);
            m_scene.generation = m_generation;
            emit built();
            return;
        }
    }
    if (m_workerBusy && m_workerTreeVersion && sameTree(*m_workerTreeVersion, m_workerTree)) {
        m_treeVersion.reset();
        m_workerTreePublished = true;
        return;
    }
    // The version published with its collision world, whose tree the scene was built from:
    // nothing the scene shows is new.
    const std::optional<std::uint64_t> fromTree = std::exchange(m_treeVersion, std::nullopt);
    if (!input.treeOnly && fromTree && *fromTree == input.snapshot->version && m_scene.bsp &&
        m_scene.bsp.get() == &input.snapshot->world->bsp)
        return;
    if (input.treeOnly) {
        if (input.overlays.grownWalls)
            return; // they come from the collision world
        m_treeVersion = input.snapshot->version;
    }
    input.generation = m_generation;
    input.replaced = m_replacedPending;
    // A different map starts a grid of its own.
    if (!m_replacedPending) {
        input.previous = m_scene.chunks;
        input.previousTextured = m_scene.textured;
    }
    const int walls = static_cast<int>(input.snapshot->map->walls.size());
    m_walls = walls;
    if (walls <= kWorkerWallThreshold || atOnce) {
        m_scene = buildScene(input);
        m_replacedPending = false;
        emit built();
        return;
    }
    if (m_workerBusy) {
        m_workerAgain = true;
        return;
    }
    m_workerBusy = true;
    if (input.treeOnly) {
        m_workerTreeVersion = input.snapshot->version;
        m_workerTree = &input.snapshot->world->bsp;
        m_workerTreeChanges = m_changes;
        m_workerTreePublished = false;
    } else {
        emit buildingOnWorker();
    }
    m_watcher->setFuture(QtConcurrent::run(buildScene, std::move(input)));
}

void SceneBuildQueue::workerDone()
{
    m_workerBusy = false;
    SceneData result = m_watcher->result();
    if (const std::optional<std::uint64_t> version =
            std::exchange(m_workerTreeVersion, std::nullopt)) {
        // Built from an edited version's tree: shown once the version is published with its
        // collision world, now if it was published meanwhile (start() saw it); else held for
        // start() to show when it is (the call may already be on its way), unless something
        // else the scene shows changed meanwhile (the view's settings): that builds again.
        m_workerTree = nullptr;
        if (std::exchange(m_workerTreePublished, false)) {
            m_scene = std::move(result);
            m_scene.generation = m_generation;
            emit built();
        } else if (m_changes == m_workerTreeChanges) {
            m_held = std::move(result);
            m_heldVersion = *version;
        }
        if (std::exchange(m_workerAgain, false))
            start();
        return;
    }
    if (result.generation == m_generation) {
        result.replaced = result.replaced || m_replacedPending;
        m_replacedPending = false;
        m_scene = std::move(result);
        m_workerAgain = false;
    }
    if (m_workerAgain) {
        m_workerAgain = false;
        start();
        // Keep what is on screen until the newer build lands.
        return;
    }
    emit built();
}

} // namespace sw::editor::view3d
