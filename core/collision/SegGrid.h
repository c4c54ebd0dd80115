#pragma once

#include "collision/CollisionTolerance.h"
#include "geom/Vec2.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace sw {

// A uniform grid over the wall pieces, beside the BSP, for footprints no wider than kReach.
// Every piece that comes within kReach (along x and along y) of a point is listed in the cell
// holding that point, so a static footprint needs the one cell under its centre, and a moving
// one the cells its centre passes through, in order. Larger footprints, and motions that leave
// the grid, use the BSP descent instead.
class SegGrid {
public:
    // One wall piece in one cell, with its bounds (rounded outwards to float) for a cheap
    // rejection before the exact test.
    struct Entry {
        float minX, minY, maxX, maxY;
        std::uint32_t seg;

        bool operator==(const Entry&) const = default;

        // Whether the bounds meet the box (which must have been rounded outwards).
        bool meets(const float box[4]) const
        {
            return (minX <= box[2]) & (maxX >= box[0]) & (minY <= box[3]) & (maxY >= box[1]);
        }
    };

    // [minX, minY, maxX, maxY] as floats for Entry::meets, widened first by more than the
    // rounding to float can take away (ctol::kFloatWiden).
    static void queryBox(double minX, double minY, double maxX, double maxY, float box[4])
    {
        constexpr double kRel = ctol::kFloatWiden;
        box[0] = static_cast<float>(minX - std::fabs(minX) * kRel);
        box[1] = static_cast<float>(minY - std::fabs(minY) * kRel);
        box[2] = static_cast<float>(maxX + std::fabs(maxX) * kRel);
        box[3] = static_cast<float>(maxY + std::fabs(maxY) * kRel);
    }

    // The reach (along x and y, map units) the grid is built for when none is given: enough
    // for any footprint up to 32 units from its centre to its side.
    static constexpr double kDefaultReach = 32;

    SegGrid() = default;
    // Pieces as end point pairs, indexed as the caller indexes them, for footprints that
    // reach up to `reach` from their centre along x and y. Builds nothing (and empty() is
    // true) when the grid would be unreasonably large for the map.
    void build(const std::vector<std::pair<Vec2, Vec2>>& pieces, double reach = kDefaultReach);
    // build in two steps, for callers that work with the cells (columns, rows, cellCorner)
    // on another thread while the entries are filled: layout places the cells (false: no
    // grid, and empty() stays true); fill lists the pieces in them and touches nothing layout
    // set. When fill returns false the grid is too large for the map: the caller must then
    // give it up (assign SegGrid()) before using it.
    bool layout(const std::vector<std::pair<Vec2, Vec2>>& pieces, double reach = kDefaultReach);
    bool fill(const std::vector<std::pair<Vec2, Vec2>>& pieces);
    // Whether both grids have cells and their cells are the same where they overlap (the same
    // width and reach: layout puts cells on the lattice of multiples of their width).
    bool sharesCells(const SegGrid& other) const;
    // fill, for pieces most of which `earlier` (sharesCells) lists already, in a pass over its
    // entries instead of a placing of every piece: earlier's piece s is piece earlierToNew[s]
    // here, or gone when that is negative, and `fresh` (ascending) are the pieces it does not
    // list. The entries come out as fill's. False when the grid is too large for the map (as
    // fill) or earlier does not fit these pieces: then fill them.
    bool refill(const SegGrid& earlier, std::span<const std::int32_t> earlierToNew,
                std::span<const std::uint32_t> fresh,
                const std::vector<std::pair<Vec2, Vec2>>& pieces);

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

    // Visits the pieces near the motion of a footprint of the given reach whose centre goes
    // from p by d, cell by cell along the way. visit(seg) returns the time (0..1) of the
    // earliest event found so far; cells entered after it are skipped. A piece may be visited
    // more than once. Returns false (visiting nothing) when the grid cannot answer: a reach
    // above the grid's, or a motion that leaves the grid.
    template <typename Visit>
    bool sweep(const Vec2& p, const Vec2& d, double reach, Visit&& visit) const;

private:
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
    // Calls emit(cell index) for every cell listing the piece from a to b.
    template <typename Emit>
    void forEachCell(const Vec2& a, const Vec2& b, Emit&& emit) const;
    // The entry of one piece: its bounds rounded outwards to float.
    static Entry entryOf(const std::pair<Vec2, Vec2>& piece, std::uint32_t seg);
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
        float box[4];
        queryBox(std::min(a.x, b.x) - pad, std::min(a.y, b.y) - pad, std::max(a.x, b.x) + pad,
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
