#pragma once

#include "bsp/Bsp.h"
#include "collision/CollisionTolerance.h"
#include "geom/Vec2.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace sw {

// The pieces a grid lists, by number: end point pairs, or a tree's segs with the tree's vertices
// (the collision world's, without a copy of their ends). Refers to them: they must outlive it.
class PieceEnds {
public:
    PieceEnds(const std::vector<std::pair<Vec2, Vec2>>& pairs) : m_pairs(pairs) {}
    PieceEnds(std::span<const BspSeg> segs, std::span<const Vec2> vertices)
        : m_segs(segs), m_vertices(vertices)
    {
    }
    std::size_t size() const { return m_segs.empty() ? m_pairs.size() : m_segs.size(); }
    std::pair<Vec2, Vec2> operator[](std::size_t k) const
    {
        if (m_segs.empty())
            return m_pairs[k];
        const BspSeg& s = m_segs[k];
        return {m_vertices[static_cast<std::size_t>(s.v1)],
                m_vertices[static_cast<std::size_t>(s.v2)]};
    }

private:
    std::span<const std::pair<Vec2, Vec2>> m_pairs;
    std::span<const BspSeg> m_segs;
    std::span<const Vec2> m_vertices;
};

// A uniform grid over the wall pieces, beside the BSP, for footprints no wider than kReach.
// Every piece that comes within kReach (along x and along y) of a point is listed in the cell
// holding that point, so a static footprint needs the one cell under its centre, and a moving
// one the cells its centre passes through, in order. Larger footprints, and motions that leave
// the grid, use the BSP descent instead.
class SegGrid {
public:
    // One wall piece in one cell, with its bounds for a cheap rejection before the exact test:
    // relative to the cell's low corner, in steps of 1/scale() map units, rounded outwards and
    // clipped to the cell's window (the cell grown by the listing margin). Every query box of
    // the cell lies in that window, so a clipped bound rejects exactly what the whole one
    // would. 8 bytes: bounds in bytes, whole map units with the default reach while cells stay
    // 64 units wide (maps up to 131,072 units across; on wider ones the steps grow with the
    // cells and the bounds reject less). Bounds in 1/128 units took 12 bytes, in floats 20: on
    // the 160,400-wall grid the entries were 41 MB a world in 12 bytes, 68 in 20.
    struct Entry {
        std::int8_t minX, minY, maxX, maxY;
        std::uint32_t seg;

        bool operator==(const Entry&) const = default;

        // Whether the bounds meet the box (see cellBox).
        bool meets(const std::int32_t box[4]) const
        {
            return (minX <= box[2]) & (maxX >= box[0]) & (minY <= box[3]) & (maxY >= box[1]);
        }
    };

    // The box [minX, minY, maxX, maxY] (map units) in the steps of cell (i, j)'s entries,
    // rounded outwards, for Entry::meets. The box must lie in the cell grown by the reach the
    // grid was built for (as every query's does).
    void cellBox(int i, int j, double minX, double minY, double maxX, double maxY,
                 std::int32_t box[4]) const
    {
        const Steps steps = stepsOf(minX, minY, maxX, maxY);
        const double cx = m_originSteps.x + i * m_cellSteps, cy = m_originSteps.y + j * m_cellSteps;
        const auto clip = [](double v) {
            return static_cast<std::int32_t>(std::clamp(v, -kFarSteps, kFarSteps));
        };
        box[0] = clip(steps.minX - cx);
        box[1] = clip(steps.minY - cy);
        box[2] = clip(steps.maxX - cx);
        box[3] = clip(steps.maxY - cy);
    }
    // Steps per map unit of the entries' bounds.
    double scale() const { return m_scale; }

    // The reach (along x and y, map units) the grid is built for when none is given: enough
    // for any footprint up to 32 units from its centre to its side.
    static constexpr double kDefaultReach = 32;

    SegGrid() = default;
    // Pieces as end point pairs, indexed as the caller indexes them, for footprints that
    // reach up to `reach` from their centre along x and y. Builds nothing (and empty() is
    // true) when the grid would be unreasonably large for the map.
    void build(const PieceEnds& pieces, double reach = kDefaultReach);
    // build in two steps, for callers that work with the cells (columns, rows, cellCorner)
    // on another thread while the entries are filled: layout places the cells (false: no
    // grid, and empty() stays true); fill lists the pieces in them and touches nothing layout
    // set. When fill returns false the grid is too large for the map: the caller must then
    // give it up (assign SegGrid()) before using it.
    bool layout(const PieceEnds& pieces, double reach = kDefaultReach);
    bool fill(const PieceEnds& pieces);
    // Whether both grids have cells and their cells are the same where they overlap (the same
    // width and reach: layout puts cells on the lattice of multiples of their width).
    bool sharesCells(const SegGrid& other) const;
    // fill, for pieces most of which `earlier` (sharesCells) lists already, in a pass over its
    // entries instead of a placing of every piece: earlier's piece s is piece earlierToNew[s]
    // here, or gone when that is negative, and `fresh` (ascending) are the pieces it does not
    // list. The entries come out as fill's. False when the grid is too large for the map (as
    // fill) or earlier does not fit these pieces: then fill them.
    bool refill(const SegGrid& earlier, std::span<const std::int32_t> earlierToNew,
                std::span<const std::uint32_t> fresh, const PieceEnds& pieces);

    bool operator==(const SegGrid&) const = default;

    // The entries' storage, for a later grid's reuseEntries (the grid is left without entries).
    std::vector<Entry> releaseEntries() { return std::exchange(m_entries, {}); }
    // Storage for the entries of fill or refill (after layout): the release of an earlier grid.
    void reuseEntries(std::vector<Entry> storage)
    {
        storage.clear();
        m_entries = std::move(storage);
    }

    bool empty() const { return m_nx == 0; }
    bool usable(double reach) const { return !empty() && reach <= m_reach; }
    // The cell's index and its rows and columns, for data kept per cell beside the grid.
    std::size_t cellIndexAt(const Vec2& p) const
    {
        return static_cast<std::size_t>(row(p.y)) * static_cast<std::size_t>(m_nx) +
               static_cast<std::size_t>(column(p.x));
    }
    // The low corner of cell (i, j) (i, j up to the column and row counts: the far corner of
    // the last cell is cellCorner(columns(), rows())).
    Vec2 cellCorner(int i, int j) const { return m_origin + Vec2{i * m_cell, j * m_cell}; }
    std::size_t cellCount() const { return m_first.empty() ? 0 : m_first.size() - 1; }
    std::size_t entryCount() const { return m_entries.size(); }
    int columns() const { return m_nx; }
    int rows() const { return m_ny; }
    // Whether p lies within the grid's bounds (outside them no piece is within kReach).
    bool covers(const Vec2& p) const
    {
        return p.x >= m_origin.x && p.y >= m_origin.y && p.x <= m_far.x && p.y <= m_far.y;
    }
    std::span<const Entry> cellAt(const Vec2& p) const
    {
        if (!covers(p))
            return {};
        return cell(column(p.x), row(p.y));
    }
    // cellAt, with the box (as cellBox) in that cell's steps.
    std::span<const Entry> cellAt(const Vec2& p, double minX, double minY, double maxX, double maxY,
                                  std::int32_t box[4]) const
    {
        if (!covers(p))
            return {};
        const int i = column(p.x), j = row(p.y);
        cellBox(i, j, minX, minY, maxX, maxY, box);
        return cell(i, j);
    }

    // Visits the pieces near the motion of a footprint of the given reach whose centre goes
    // from p by d, cell by cell along the way. visit(seg) returns the time (0..1) of the
    // earliest event found so far; cells entered after it are skipped. A piece may be visited
    // more than once. Returns false (visiting nothing) when the grid cannot answer: a reach
    // above the grid's, or a motion that leaves the grid.
    template <typename Visit>
    bool sweep(const Vec2& p, const Vec2& d, double reach, Visit&& visit) const;

private:
    // A fresh piece's entry in a cell, for refill.
    struct Placed {
        std::uint32_t cell;
        Entry entry;
    };
    void refillCells(const SegGrid& earlier, std::span<const std::int32_t> earlierToNew,
                     std::int64_t di, std::int64_t dj, std::span<const Placed> placed,
                     bool ordered);

    int column(double x) const
    {
        // Truncation is the floor here: below the origin is clamped to 0 anyway.
        const double u = (x - m_origin.x) * m_inv;
        return u < 1 ? 0 : u >= m_nx ? m_nx - 1 : static_cast<int>(u);
    }
    int row(double y) const
    {
        const double v = (y - m_origin.y) * m_inv;
        return v < 1 ? 0 : v >= m_ny ? m_ny - 1 : static_cast<int>(v);
    }
    // Calls emit(cell index, column, row) for every cell listing the piece from a to b.
    template <typename Emit> void forEachCell(const Vec2& a, const Vec2& b, Emit&& emit) const;
    // Bounds in steps of 1/scale() from the plan's origin, rounded outwards to whole steps.
    // The scale is a power of two, so each product is exact before the rounding, and a cell's
    // corner is a whole number of steps: a bound relative to a cell is exact, and the same
    // number whichever grid on the same lattice computes it (refill copies entries from
    // another).
    struct Steps {
        double minX, minY, maxX, maxY;
    };
    Steps stepsOf(double minX, double minY, double maxX, double maxY) const
    {
        return {std::floor(minX * m_scale), std::floor(minY * m_scale), std::ceil(maxX * m_scale),
                std::ceil(maxY * m_scale)};
    }
    // Beyond any cell's window, well inside 32 bits.
    static constexpr double kFarSteps = 1 << 30;
    // The entry of a piece (its bounds in steps, stepsOf) in cell (i, j).
    Entry entryIn(const Steps& steps, std::uint32_t seg, int i, int j) const;
    Steps stepsOf(const std::pair<Vec2, Vec2>& piece) const
    {
        const auto& [a, b] = piece;
        return stepsOf(std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x),
                       std::max(a.y, b.y));
    }
    // The limit on the entries of a grid over `pieces` pieces (kMaxEntriesPerPiece).
    static std::size_t entryLimit(std::size_t pieces);

    std::span<const Entry> cell(int i, int j) const
    {
        const std::size_t k = static_cast<std::size_t>(j) * static_cast<std::size_t>(m_nx) +
                              static_cast<std::size_t>(i);
        return {m_entries.data() + m_first[k], m_entries.data() + m_first[k + 1]};
    }

    Vec2 m_origin{0, 0}, m_far{0, 0};
    double m_cell = 0, m_inv = 0, m_reach = 0;
    double m_scale = 0;                       // steps per map unit of the entries' bounds
    double m_cellSteps = 0;                   // a cell's width in steps (a whole number)
    Vec2 m_originSteps{0, 0};                 // m_origin in steps (whole numbers)
    double m_windowLow = 0, m_windowHigh = 0; // a cell's window, in those steps
    int m_nx = 0, m_ny = 0;
    std::vector<std::uint32_t> m_first; // per cell, then one past the last
    std::vector<Entry> m_entries;
};

// ---------------------------------------------------------------------------------------

template <typename Visit>
bool SegGrid::sweep(const Vec2& p, const Vec2& d, double reach, Visit&& visit) const
{
    const Vec2 q = p + d;
    if (!usable(reach) || !covers(p) || !covers(q) || !std::isfinite(d.x) || !std::isfinite(d.y))
        return false;
    // Amanatides and Woo's walk through the cells the centre's path crosses. Every piece the
    // footprint meets at time t is listed in the cell holding the centre at t, so once the
    // earliest event is no later than the time the path leaves a cell, later cells cannot
    // hold an earlier one.
    int i = column(p.x), j = row(p.y);
    const int endI = column(q.x), endJ = row(q.y);
    const int stepI = d.x > 0 ? 1 : d.x < 0 ? -1 : 0, stepJ = d.y > 0 ? 1 : d.y < 0 ? -1 : 0;
    constexpr double kInf = ctol::kFar;
    double nextX = kInf, nextY = kInf, deltaX = kInf, deltaY = kInf;
    if (stepI != 0) {
        const double edge = m_origin.x + (stepI > 0 ? i + 1 : i) * m_cell;
        nextX = (edge - p.x) / d.x;
        deltaX = m_cell / std::fabs(d.x);
    }
    if (stepJ != 0) {
        const double edge = m_origin.y + (stepJ > 0 ? j + 1 : j) * m_cell;
        nextY = (edge - p.y) / d.y;
        deltaY = m_cell / std::fabs(d.y);
    }
    // A small pad on the rejection boxes: the exact tests accept touching.
    const double pad = reach + ctol::kGridPad;
    double best = 1.0, enter = 0.0;
    for (int guard = m_nx + m_ny + 4; guard > 0; --guard) {
        const double exit = std::min({nextX, nextY, 1.0});
        const Vec2 a = p + d * enter, b = p + d * std::min(exit, best);
        std::int32_t box[4];
        cellBox(i, j, std::min(a.x, b.x) - pad, std::min(a.y, b.y) - pad, std::max(a.x, b.x) + pad,
                std::max(a.y, b.y) + pad, box);
        for (const Entry& e : cell(i, j)) {
            if (e.meets(box))
                best = std::min(best, static_cast<double>(visit(e.seg)));
        }
        if (best <= exit || (i == endI && j == endJ))
            return true;
        if (nextX < nextY) {
            i += stepI;
            enter = nextX;
            nextX += deltaX;
        } else {
            j += stepJ;
            enter = nextY;
            nextY += deltaY;
        }
        if (i < 0 || j < 0 || i >= m_nx || j >= m_ny || enter > best)
            return true;
    }
    return true;
}

} // namespace sw
