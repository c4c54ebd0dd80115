#include "collision/CollisionWorld.h"

#include "collision/SweepShapes.h"

#include <cmath>
#include <future>
#include <mutex>

namespace sw {

namespace {

// The largest arrays of a world that is gone (its wall pieces, its grid's entries), kept for
// the next world of about the same size. After every edit the editor builds a world while the
// previous one is still in use and drops that one afterwards: memory freshly mapped costs the
// kernel's clearing of every page on first touch, on a big map more than the work that fills
// it (the 160,400-wall grid's 421,561 pieces: 30 MB, and its grid's entries 41 MB). One spare
// per kind; worlds are dropped on any thread.
template <typename T> class Spare {
public:
    // Keeps v's storage when it is large enough to be worth keeping (v is left empty).
    void give(std::vector<T>& v)
    {
        if (v.capacity() * sizeof(T) < kWorthKeeping)
            return;
        v.clear();
        const std::lock_guard lock(m_mutex);
        m_kept.swap(v);
    }
    // Empty storage for n elements: the kept one if it holds n and not much more (else it is
    // let go: the map changed).
    std::vector<T> take(std::size_t n)
    {
        std::vector<T> out;
        {
            const std::lock_guard lock(m_mutex);
            out.swap(m_kept);
        }
        if (out.capacity() < n || out.capacity() / 2 > n + kWorthKeeping / sizeof(T))
            out = std::vector<T>();
        return out;
    }

private:
    static constexpr std::size_t kWorthKeeping = std::size_t{1} << 20;
    std::mutex m_mutex;
    std::vector<T> m_kept;
};

// Never destroyed: a world dropped while the program ends (by a static or a late thread) may
// still give its storage back.
Spare<CollisionSeg>& spareSegs()
{
    static auto* spare = new Spare<CollisionSeg>();
    return *spare;
}

Spare<SegGrid::Entry>& spareEntries()
{
    static auto* spare = new Spare<SegGrid::Entry>();
    return *spare;
}

// Empty storage for n wall pieces that goes back to the spare slot when the world drops it.
std::shared_ptr<std::vector<CollisionSeg>> newSegs(std::size_t n)
{
    std::shared_ptr<std::vector<CollisionSeg>> segs(
        new std::vector<CollisionSeg>(spareSegs().take(n)), [](std::vector<CollisionSeg>* v) {
            spareSegs().give(*v);
            delete v;
        });
    if (segs->capacity() < n)
        segs->reserve(n + n / 16); // room for the next world's few more pieces
    return segs;
}

} // namespace

CollisionWorld::Lookup::~Lookup()
{
    std::vector<SegGrid::Entry> entries = grid.releaseEntries();
    spareEntries().give(entries);
}

CollisionWorld::CollisionWorld(const Bsp& bsp, const ObjectSet* objects, double gridReach)
    : m_bsp(bsp), m_objects(objects && !objects->empty() ? objects : nullptr)
{
    build(gridReach, nullptr, {});
}

CollisionWorld::CollisionWorld(const Bsp& bsp, const CollisionWorld& earlier,
                               std::span<const BspMemo::SegRun> copied, const ObjectSet* objects)
    : m_bsp(bsp), m_objects(objects && !objects->empty() ? objects : nullptr)
{
    build(earlier.m_lookup->gridReach, &earlier, copied);
}

void CollisionWorld::build(double gridReach, const CollisionWorld* earlier,
                           std::span<const BspMemo::SegRun> copied)
{
    const Bsp& bsp = m_bsp;
    auto lookup = std::make_shared<Lookup>();
    lookup->gridReach = gridReach;
    std::vector<Plane>& planes = lookup->planes;
    planes.reserve(bsp.nodes().size());
    for (const BspNode& node : bsp.nodes()) {
        const Vec2 e = node.b - node.a;
        const double len = glm::length(e);
        const Vec2 n = len > 0 ? Vec2{e.y / len, -e.x / len} : Vec2{1, 0};
        planes.push_back(
            {n, glm::dot(n, node.a), std::fabs(n.x) + std::fabs(n.y), node.front, node.back});
    }

    m_sectors = bsp.sectors();
    // The wall pieces' ends, for the grid: the tree's, looked up where they are needed.
    const PieceEnds pieces(bsp.segs(), bsp.vertices());
    // The pieces copied from the earlier world: where each of its pieces went (-1: gone), the
    // runs of these that are copies, and the pieces made anew. Runs that do not fit either
    // world, or are out of order, are not trusted.
    const std::size_t count = bsp.segs().size();
    std::vector<std::int32_t> earlierToNew;
    std::vector<BspMemo::SegRun> runs;
    std::vector<std::uint32_t> fresh;
    if (earlier) {
        const std::size_t earlierCount = earlier->m_segs->size();
        earlierToNew.assign(earlierCount, -1);
        std::size_t next = 0;
        for (const BspMemo::SegRun& run : copied) {
            if (run.first < next || std::size_t{run.first} + run.count > count ||
                std::size_t{run.earlierFirst} + run.count > earlierCount)
                continue;
            for (std::uint32_t i = 0; i < run.count; ++i)
                earlierToNew[run.earlierFirst + i] = static_cast<std::int32_t>(run.first + i);
            for (; next < run.first; ++next)
                fresh.push_back(static_cast<std::uint32_t>(next));
            next = std::size_t{run.first} + run.count;
            runs.push_back(run);
        }
        for (; next < count; ++next)
            fresh.push_back(static_cast<std::uint32_t>(next));
    }
    // The grid's cells are placed first; its entries are filled on a second thread while this
    // one prepares the wall pieces when that is worth a thread. When the cells lie where the
    // earlier world's did, its entries are taken over rather than every piece placed again.
    SegGrid& grid = lookup->grid;
    const bool gridLaid = gridReach > 0 && grid.layout(pieces, gridReach);
    if (gridLaid && earlier)
        grid.reuseEntries(spareEntries().take(earlier->m_lookup->grid.entryCount()));
    const SegGrid* earlierGrid = earlier && gridLaid && grid.sharesCells(earlier->m_lookup->grid)
                                     ? &earlier->m_lookup->grid
                                     : nullptr;
    const auto fill = [&grid, &pieces, earlierGrid, &earlierToNew, &fresh] {
        return (earlierGrid && grid.refill(*earlierGrid, earlierToNew, fresh, pieces)) ||
               grid.fill(pieces);
    };
    // The work in pieces placed: taking an entry over costs about a thirteenth of placing a
    // piece (MAP12: 8.5 ns an entry, 115 ns a piece), rounded down to a sixteenth.
    const std::size_t work =
        earlierGrid ? fresh.size() + (earlierGrid->cellCount() + earlierGrid->entryCount()) / 16
                    : pieces.size();
    constexpr std::size_t kPiecesForThread = 40000;
    std::future<bool> filled;
    bool gridFilled = false;
    if (gridLaid && work >= kPiecesForThread)
        filled = std::async(std::launch::async, fill);
    else if (gridLaid)
        gridFilled = fill();

    std::shared_ptr<std::vector<CollisionSeg>> segs = newSegs(count);
    const auto makeSegs = [&](std::size_t from, std::size_t to) {
        for (std::size_t k = from; k < to; ++k) {
            const BspSeg& s = bsp.segs()[k];
            const auto [a, b] = pieces[k];
            CollisionSeg c;
            c.shape = SegmentShape::make(a, b);
            c.sector = s.sector;
            c.otherSector = s.otherSector;
            c.wall = s.wall;
            c.blockingFlag = (s.wallFlags & kWallBlocking) != 0;
            c.solid = s.sector == kNone || s.otherSector == kNone;
            segs->push_back(c);
        }
    };
    // The copies, run by run: the same pieces between the same sectors.
    std::size_t made = 0;
    for (const BspMemo::SegRun& run : runs) {
        makeSegs(made, run.first);
        const auto from = earlier->m_segs->begin() + run.earlierFirst;
        segs->insert(segs->end(), from, from + run.count);
        made = std::size_t{run.first} + run.count;
    }
    makeSegs(made, count);
    m_segs = std::move(segs);
    lookup->leafFirst.reserve(bsp.leaves().size());
    lookup->leafCount.reserve(bsp.leaves().size());
    for (const BspLeaf& leaf : bsp.leaves()) {
        lookup->leafFirst.push_back(leaf.firstSeg);
        lookup->leafCount.push_back(leaf.segCount);
    }
    if (gridLaid) {
        if (filled.valid())
            gridFilled = filled.get();
        if (gridFilled) {
            const std::size_t cells = grid.cellCount();
            lookup->cellNode = std::make_unique<std::atomic<BspChild>[]>(cells);
            for (std::size_t k = 0; k < cells; ++k)
                lookup->cellNode[k].store(Lookup::kCellUnknown, std::memory_order_relaxed);
        } else {
            // Too many entries for the map: the BSP answers everything.
            grid = SegGrid();
        }
    }
    m_lookup = std::move(lookup);
}

BspChild CollisionWorld::findCellNode(std::size_t cell) const
{
    const Lookup& lookup = *m_lookup;
    // Down from the root while one side of the partition holds the whole cell (a partition
    // the cell straddles, or nearly touches, ends the descent).
    const auto columns = static_cast<std::size_t>(lookup.grid.columns());
    const int i = static_cast<int>(cell % columns), j = static_cast<int>(cell / columns);
    const Vec2 lo = lookup.grid.cellCorner(i, j), hi = lookup.grid.cellCorner(i + 1, j + 1);
    const Vec2 mid = (lo + hi) * 0.5, half = (hi - lo) * 0.5;
    BspChild c = m_bsp.root();
    while (!isLeafChild(c)) {
        const Plane& pl = lookup.planes[static_cast<std::size_t>(c)];
        const double s = glm::dot(pl.n, mid) - pl.c;
        const double ext =
            std::fabs(pl.n.x) * half.x + std::fabs(pl.n.y) * half.y + ctol::kCellMargin;
        if (s - ext > 0)
            c = pl.front;
        else if (s + ext < 0)
            c = pl.back;
        else
            break;
    }
    lookup.cellNode[cell].store(c, std::memory_order_relaxed);
    return c;
}

CollisionWorld::CollisionWorld(const Bsp& bsp, const CollisionWorld& sameTree,
                               const ObjectSet* objects)
    : m_bsp(bsp), m_objects(objects && !objects->empty() ? objects : nullptr),
      m_lookup(sameTree.m_lookup), m_segs(sameTree.m_segs), m_sectors(bsp.sectors())
{
}

CollisionWorld::Probe CollisionWorld::probe(const ProbeQuery& query) const
{
    Probe out = probeWalls(query.footprint, query.touching, query.solidDepth);
    if (query.profile && m_objects)
        probeObjects(query, out);
    return out;
}

CollisionWorld::Probe CollisionWorld::probeWalls(const Footprint& f, bool touching,
                                                 double solidDepth) const
{
    Probe out;
    Span& span = out.span;
    const auto& sectors = m_sectors;
    const CollisionSeg* const segs = m_segs->data();
    auto include = [&](Index sector) {
        if (sector == kNone) {
            span.inVoid = true;
            return;
        }
        const BspSector& s = sectors[static_cast<std::size_t>(sector)];
        if (s.floorHeight > span.floor) {
            span.floor = s.floorHeight;
            span.floorSector = sector;
        }
        if (s.ceilingHeight < span.ceiling) {
            span.ceiling = s.ceilingHeight;
            span.ceilingSector = sector;
        }
    };
    const double threshold = touching ? -ctol::kTouch : ctol::kTouch;
    auto test = [&](const CollisionSeg& s) {
        const double depth =
            f.box ? boxDepth(f.center, f.radius, s.shape) : diskDepth(f.center, f.radius, s.shape);
        if (s.solid || s.blockingFlag) {
            if (depth > solidDepth && !out.solid) {
                out.solid = true;
                out.solidWall = s.wall;
            }
            if (s.solid)
                return;
        }
        if (depth > threshold) {
            include(s.sector);
            include(s.otherSector);
        }
    };
    if (m_lookup->grid.usable(f.radius)) {
        // The sector under the centre, and every piece listed in the centre's cell whose
        // bounds come within the footprint's reach (touching included).
        const BspChild from = startNode(f.center);
        include(m_bsp.leaves()[static_cast<std::size_t>(leafFrom(from, f.center))].sector);
        const double reach = f.radius + ctol::kGridPad;
        std::int32_t box[4];
        for (const SegGrid::Entry& e :
             m_lookup->grid.cellAt(f.center, f.center.x - reach, f.center.y - reach,
                                   f.center.x + reach, f.center.y + reach, box)) {
            if (e.meets(box))
                test(segs[e.seg]);
        }
        return out;
    }
    leavesNear(f, [&](std::int32_t leaf, bool holdsCentre) {
        if (holdsCentre)
            include(m_bsp.leaves()[static_cast<std::size_t>(leaf)].sector);
        const std::uint32_t first = m_lookup->leafFirst[static_cast<std::size_t>(leaf)];
        const std::uint32_t end = first + m_lookup->leafCount[static_cast<std::size_t>(leaf)];
        for (std::uint32_t i = first; i < end; ++i)
            test(segs[i]);
        return true;
    });
    return out;
}

void CollisionWorld::probeObjects(const ProbeQuery& query, Probe& out) const
{
    const Footprint& f = query.footprint;
    const AvatarProfile& profile = *query.profile;
    const bool touching = query.touching;
    const double solidDepth = query.solidDepth;
    double z = query.feetZ.value_or(out.span.floor);
    if (std::isnan(z))
        z = out.span.floor;
    const double threshold = touching ? -ctol::kTouch : ctol::kTouch;
    m_objects->near(f.center, {0, 0}, f.radius * ctol::kObjectReach, [&](std::uint32_t i) {
        const SolidObject& o = m_objects->objects()[i];
        const double depth = footprintObjectDepth(f.center, f.radius, f.box, o);
        if (depth <= threshold)
            return;
        if (o.top <= z + profile.stepHeight + ctol::kHeight) {
            if (o.top > out.span.floor) {
                out.span.floor = o.top;
                out.span.floorThing = o.thing;
            }
        } else if (o.bottom >= z + profile.height - ctol::kHeight) {
            out.span.ceiling = std::min(out.span.ceiling, o.bottom);
        } else if (depth > solidDepth && out.solidThing == kNone) {
            out.solidThing = o.thing;
        }
    });
}

Span CollisionWorld::spanUnder(const Footprint& f, bool touching) const
{
    return probeWalls(f, touching, ctol::kNoDepthLimit).span;
}

Span CollisionWorld::spanAtPoints(const Vec2& center, double radius) const
{
    Span span;
    const double r = std::max(0.0, radius - 1);
    const Vec2 points[] = {center, center + Vec2{-r, -r}, center + Vec2{r, -r}, center + Vec2{r, r},
                           center + Vec2{-r, r}};
    for (const Vec2& p : points) {
        const Index sector = m_bsp.leaves()[static_cast<std::size_t>(leafAt(p))].sector;
        if (sector == kNone) {
            span.inVoid = true;
            continue;
        }
        const BspSector& s = m_sectors[static_cast<std::size_t>(sector)];
        if (s.floorHeight > span.floor) {
            span.floor = s.floorHeight;
            span.floorSector = sector;
        }
        if (s.ceilingHeight < span.ceiling) {
            span.ceiling = s.ceilingHeight;
            span.ceilingSector = sector;
        }
    }
    return span;
}

bool CollisionWorld::overlapsSolidWall(const Footprint& f, double depth, Index* wall) const
{
    const Probe p = probeWalls(f, true, depth);
    if (p.solid && wall)
        *wall = p.solidWall;
    return p.solid;
}

void CollisionWorld::setSectorHeights(Index sector, double floor, double ceiling)
{
    if (sector < 0 || static_cast<std::size_t>(sector) >= m_sectors.size())
        return;
    m_sectors[static_cast<std::size_t>(sector)] = {floor, ceiling};
}

std::int32_t CollisionWorld::leafAt(const Vec2& p) const
{
    return leafFrom(startNode(p), p);
}

std::int32_t CollisionWorld::leafFrom(BspChild c, const Vec2& p) const
{
    while (!isLeafChild(c)) {
        const Plane& pl = m_lookup->planes[static_cast<std::size_t>(c)];
        c = glm::dot(pl.n, p) - pl.c >= 0 ? pl.front : pl.back;
    }
    return childLeaf(c);
}

} // namespace sw
