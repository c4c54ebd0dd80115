#include "collision/SegGrid.h"

#include "geom/Box2.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace sw {

namespace {

// The smallest cell (map units), and the cell count never exceeded (about 4 per piece).
constexpr double kMinCell = 8;
constexpr std::size_t kMaxCells = std::size_t{1} << 22;
// A grid holding more entries than this many per piece is given up (very long pieces on a
// huge, sparse map): the BSP answers instead.
constexpr std::size_t kMaxEntriesPerPiece = 48;

} // namespace

static_assert(sizeof(SegGrid::Entry) == 8);

SegGrid::Entry SegGrid::entryIn(const Steps& steps, std::uint32_t seg, int i, int j) const
{
    const double cx = m_originSteps.x + i * m_cellSteps, cy = m_originSteps.y + j * m_cellSteps;
    const auto clip = [this](double v) {
        return static_cast<std::int8_t>(std::clamp(v, m_windowLow, m_windowHigh));
    };
    return {clip(steps.minX - cx), clip(steps.minY - cy), clip(steps.maxX - cx),
            clip(steps.maxY - cy), seg};
}

void SegGrid::build(const PieceEnds& pieces, double reach)
{
    if (layout(pieces, reach) && !fill(pieces))
        *this = SegGrid();
}

bool SegGrid::layout(const PieceEnds& pieces, double reach)
{
    *this = SegGrid();
    if (!(reach > 0) || reach > 1e6)
        return false;
    const double margin = reach + ctol::kGridSlack;
    Box2 bounds;
    for (std::size_t k = 0; k < pieces.size(); ++k) {
        const auto [a, b] = pieces[k];
        bounds.add(a);
        bounds.add(b);
    }
    if (bounds.empty() || pieces.size() >= std::numeric_limits<std::uint32_t>::max())
        return false;
    const Vec2 lo = bounds.min - Vec2{margin, margin}, hi = bounds.max + Vec2{margin, margin};
    const Vec2 size = hi - lo;
    if (!std::isfinite(size.x) || !std::isfinite(size.y) || size.x > 1e9 || size.y > 1e9)
        return false;
    // Cells a power of two wide, about twice the listing distance (measured best on
    // Freedoom's maps between 1x and 3x), fewer than kMaxCells, on the lattice of multiples of
    // their width: grids of the same reach over other bounds share the cells where they
    // overlap, exactly (refill).
    double cellSize = kMinCell;
    while (cellSize * 2 <= 2 * margin)
        cellSize *= 2;
    const auto span = [](double from, double to, double cell) {
        return std::floor(to / cell) - std::floor(from / cell) + 1;
    };
    while (span(lo.x, hi.x, cellSize) * span(lo.y, hi.y, cellSize) > static_cast<double>(kMaxCells))
        cellSize *= 2;
    m_nx = static_cast<int>(span(lo.x, hi.x, cellSize));
    m_ny = static_cast<int>(span(lo.y, hi.y, cellSize));
    m_origin = Vec2{std::floor(lo.x / cellSize), std::floor(lo.y / cellSize)} * cellSize;
    m_cell = cellSize;
    m_inv = 1 / cellSize;
    m_reach = reach;
    m_far = m_origin + Vec2{m_nx * cellSize, m_ny * cellSize};
    // The entries' steps: the finest power of two at which a cell grown by the margin (every
    // query box of the cell lies in it) fits an entry's bytes, with room for rounding.
    using Bound = decltype(Entry::minX);
    const auto fits = [&](double scale) {
        return std::floor(-margin * scale) - 2 >= std::numeric_limits<Bound>::min() &&
               std::ceil((cellSize + margin) * scale) + 2 <= std::numeric_limits<Bound>::max();
    };
    m_scale = 1;
    while (fits(m_scale * 2))
        m_scale *= 2;
    while (!fits(m_scale))
        m_scale /= 2;
    m_windowLow = std::floor(-margin * m_scale) - 2;
    m_windowHigh = std::ceil((cellSize + margin) * m_scale) + 2;
    m_cellSteps = cellSize * m_scale;
    m_originSteps = m_origin * m_scale;
    return true;
}

template <typename Emit> void SegGrid::forEachCell(const Vec2& a, const Vec2& b, Emit&& emit) const
{
    // The cells within the margin of a piece, row by row: clip the piece to the row's slab
    // grown by the margin, then take the columns its clipped part spans, grown by the margin.
    const double margin = m_reach + ctol::kGridSlack;
    const int j0 = row(std::min(a.y, b.y) - margin), j1 = row(std::max(a.y, b.y) + margin);
    for (int j = j0; j <= j1; ++j) {
        const double y0 = m_origin.y + j * m_cell - margin;
        const double y1 = m_origin.y + (j + 1) * m_cell + margin;
        double t0 = 0, t1 = 1;
        const double dy = b.y - a.y;
        if (dy == 0) {
            if (a.y < y0 || a.y > y1)
                continue;
        } else {
            double ta = (y0 - a.y) / dy, tb = (y1 - a.y) / dy;
            if (ta > tb)
                std::swap(ta, tb);
            t0 = std::max(t0, ta);
            t1 = std::min(t1, tb);
            if (t0 > t1)
                continue;
        }
        const double xa = a.x + (b.x - a.x) * t0, xb = a.x + (b.x - a.x) * t1;
        const int i0 = column(std::min(xa, xb) - margin), i1 = column(std::max(xa, xb) + margin);
        for (int i = i0; i <= i1; ++i)
            emit(static_cast<std::size_t>(j) * static_cast<std::size_t>(m_nx) +
                     static_cast<std::size_t>(i),
                 i, j);
    }
}

std::size_t SegGrid::entryLimit(std::size_t pieces)
{
    return std::min<std::size_t>(kMaxEntriesPerPiece * pieces + 4096,
                                 std::numeric_limits<std::uint32_t>::max());
}

bool SegGrid::fill(const PieceEnds& pieces)
{
    if (m_nx == 0)
        return false;
    const std::size_t cells = static_cast<std::size_t>(m_nx) * static_cast<std::size_t>(m_ny);
    std::vector<std::uint32_t> counts(cells + 1, 0);
    std::size_t total = 0;
    const std::size_t limit = entryLimit(pieces.size());
    for (std::size_t s = 0; s < pieces.size(); ++s) {
        const auto [a, b] = pieces[s];
        forEachCell(a, b, [&](std::size_t k, int, int) {
            ++counts[k];
            ++total;
        });
        if (total > limit)
            return false;
    }
    m_first.assign(cells + 1, 0);
    for (std::size_t k = 0; k < cells; ++k)
        m_first[k + 1] = m_first[k] + counts[k];
    if (m_entries.capacity() < total)
        m_entries.reserve(total + total / 16); // see refill
    m_entries.resize(total);
    std::vector<std::uint32_t> next(m_first.begin(), m_first.end() - 1);
    for (std::size_t s = 0; s < pieces.size(); ++s) {
        const std::pair<Vec2, Vec2> piece = pieces[s];
        const Steps steps = stepsOf(piece);
        forEachCell(piece.first, piece.second, [&](std::size_t k, int i, int j) {
            m_entries[next[k]++] = entryIn(steps, static_cast<std::uint32_t>(s), i, j);
        });
    }
    return true;
}

bool SegGrid::sharesCells(const SegGrid& other) const
{
    return m_nx != 0 && other.m_nx != 0 && m_cell == other.m_cell && m_reach == other.m_reach;
}

namespace {

// Whether the pieces still here keep their earlier order (renumbering does not reorder them).
bool keepsOrder(std::span<const std::int32_t> earlierToNew)
{
    std::int32_t last = -1;
    for (const std::int32_t n : earlierToNew) {
        if (n < 0)
            continue;
        if (n <= last)
            return false;
        last = n;
    }
    return true;
}

} // namespace

bool SegGrid::refill(const SegGrid& earlier, std::span<const std::int32_t> earlierToNew,
                     std::span<const std::uint32_t> fresh, const PieceEnds& pieces)
{
    if (!sharesCells(earlier) || earlier.m_first.empty())
        return false;
    // Where earlier's cells are among these: both grids lie on the same lattice.
    const Vec2 shift = (earlier.m_origin - m_origin) * m_inv;
    if (shift.x != std::floor(shift.x) || shift.y != std::floor(shift.y) ||
        std::fabs(shift.x) > 1e9 || std::fabs(shift.y) > 1e9)
        return false;
    const auto di = static_cast<std::int64_t>(shift.x), dj = static_cast<std::int64_t>(shift.y);
    const auto kept = [&](std::uint32_t seg) {
        return seg < earlierToNew.size() && earlierToNew[seg] >= 0;
    };
    // Earlier's cells beyond these hold no piece that is still here (the bounds shrank); else
    // the lattice would not be what was assumed, and fill must place everything.
    const auto outsideHoldsKept = [&](std::int64_t ej, std::int64_t from, std::int64_t to) {
        const auto row = static_cast<std::size_t>(ej) * static_cast<std::size_t>(earlier.m_nx);
        for (std::uint32_t i = earlier.m_first[row + static_cast<std::size_t>(from)];
             i < earlier.m_first[row + static_cast<std::size_t>(to)]; ++i)
            if (kept(earlier.m_entries[i].seg))
                return true;
        return false;
    };
    const std::int64_t colFrom = std::clamp<std::int64_t>(-di, 0, earlier.m_nx);
    const std::int64_t colTo = std::clamp<std::int64_t>(m_nx - di, colFrom, earlier.m_nx);
    for (std::int64_t ej = 0; ej < earlier.m_ny; ++ej) {
        const std::int64_t j = ej + dj;
        if (j < 0 || j >= m_ny) {
            if (outsideHoldsKept(ej, 0, earlier.m_nx))
                return false;
        } else if (outsideHoldsKept(ej, 0, colFrom) || outsideHoldsKept(ej, colTo, earlier.m_nx)) {
            return false;
        }
    }

    // The fresh pieces' entries, by cell and, within a cell, by piece (as fill lists them).
    std::vector<Placed> placed;
    for (const std::uint32_t s : fresh) {
        const std::pair<Vec2, Vec2> piece = pieces[s];
        const Steps steps = stepsOf(piece);
        forEachCell(piece.first, piece.second, [&](std::size_t k, int i, int j) {
            placed.push_back({static_cast<std::uint32_t>(k), entryIn(steps, s, i, j)});
        });
    }
    std::sort(placed.begin(), placed.end(), [](const Placed& x, const Placed& y) {
        return x.cell != y.cell ? x.cell < y.cell : x.entry.seg < y.entry.seg;
    });
    const std::size_t limit = entryLimit(pieces.size());
    if (placed.size() > limit)
        return false;
    const std::size_t cells = static_cast<std::size_t>(m_nx) * static_cast<std::size_t>(m_ny);
    m_first.assign(cells + 1, 0);
    // Room for a sixteenth more: a later grid of about this size can reuse the storage
    // (reuseEntries) without mapping fresh memory.
    const std::size_t most = earlier.m_entries.size() + placed.size();
    m_entries.clear();
    if (m_entries.capacity() < most)
        m_entries.reserve(most + most / 16);
    refillCells(earlier, earlierToNew, di, dj, placed, keepsOrder(earlierToNew));
    return m_entries.size() <= limit;
}

// refill's entries, cell by cell: earlier's entries of the pieces still here, renumbered, then
// the fresh ones; sorted by piece when the renumbering changed their order. When the pieces
// still here keep their order (`ordered`), the earlier entries are copied in runs of cells
// instead, renumbered, and each run's cell starts moved by one offset less the entries dropped
// before them: a run is a row's cells from one cell with fresh entries to the next, within the
// earlier grid's columns (the grid has hundreds of thousands of cells, nearly all as they
// were). A function of its own: in refill's body its locals, shared with these lambdas, were
// kept in memory and the cell-by-cell case took half as long again.
void SegGrid::refillCells(const SegGrid& earlier, std::span<const std::int32_t> earlierToNew,
                          std::int64_t di, std::int64_t dj, std::span<const Placed> placed,
                          bool ordered)
{
    std::vector<Entry>& out = m_entries;
    const auto kept = [&](std::uint32_t seg) {
        return seg < earlierToNew.size() && earlierToNew[seg] >= 0;
    };
    auto next = placed.begin();
    // Cell k (earlier's cell ek, or none when negative) with its fresh entries.
    const auto byCell = [&](std::size_t k, std::int64_t ek) {
        const std::size_t begin = out.size();
        bool sorted = true;
        const auto add = [&](const Entry& e) {
            sorted = sorted && (out.size() == begin || e.seg > out.back().seg);
            out.push_back(e);
        };
        if (ek >= 0)
            for (std::uint32_t e = earlier.m_first[static_cast<std::size_t>(ek)];
                 e < earlier.m_first[static_cast<std::size_t>(ek) + 1]; ++e) {
                const std::uint32_t seg = earlier.m_entries[e].seg;
                if (!kept(seg))
                    continue;
                Entry moved = earlier.m_entries[e];
                moved.seg = static_cast<std::uint32_t>(earlierToNew[seg]);
                add(moved);
            }
        for (; next != placed.end() && next->cell == k; ++next)
            add(next->entry);
        if (!sorted)
            std::sort(out.begin() + static_cast<std::ptrdiff_t>(begin), out.end(),
                      [](const Entry& x, const Entry& y) { return x.seg < y.seg; });
        m_first[k + 1] = static_cast<std::uint32_t>(out.size());
    };
    // `count` cells from k, copies of earlier's from ek.
    std::vector<std::uint32_t> dropped; // earlier entries of pieces gone, in order
    const auto copyRun = [&](std::size_t k, std::size_t ek, std::size_t count) {
        const std::uint32_t from = earlier.m_first[ek], to = earlier.m_first[ek + count];
        const auto shift = static_cast<std::int64_t>(out.size()) - from;
        dropped.clear();
        for (std::uint32_t e = from; e < to; ++e) {
            Entry moved = earlier.m_entries[e];
            if (!kept(moved.seg)) {
                dropped.push_back(e);
                continue;
            }
            moved.seg = static_cast<std::uint32_t>(earlierToNew[moved.seg]);
            out.push_back(moved);
        }
        std::size_t before = 0; // dropped entries before the cell's end
        for (std::size_t c = 0; c < count; ++c) {
            const std::uint32_t end = earlier.m_first[ek + c + 1];
            while (before < dropped.size() && dropped[before] < end)
                ++before;
            m_first[k + c + 1] =
                static_cast<std::uint32_t>(end + shift - static_cast<std::int64_t>(before));
        }
    };
    const auto nx = static_cast<std::size_t>(m_nx);
    for (std::int64_t j = 0; j < m_ny; ++j) {
        const std::int64_t ej = j - dj;
        const bool rowIn = ej >= 0 && ej < earlier.m_ny;
        // The columns of this row that have an earlier cell: [lo, hi).
        const std::int64_t lo = rowIn ? std::clamp<std::int64_t>(di, 0, m_nx) : 0;
        const std::int64_t hi = rowIn ? std::clamp<std::int64_t>(earlier.m_nx + di, lo, m_nx) : 0;
        const std::size_t rowStart = static_cast<std::size_t>(j) * nx;
        const auto earlierCell = [&](std::int64_t i) -> std::int64_t {
            return i >= lo && i < hi ? ej * earlier.m_nx + (i - di) : -1;
        };
        for (std::size_t i = 0; i < nx;) {
            const std::size_t k = rowStart + i;
            if (!ordered || (next != placed.end() && next->cell == k)) {
                byCell(k, earlierCell(static_cast<std::int64_t>(i)));
                ++i;
                continue;
            }
            // To the next cell with fresh entries, the row's end or an edge of earlier's columns.
            std::size_t stop = nx;
            if (next != placed.end() && next->cell < rowStart + nx)
                stop = next->cell - rowStart;
            const auto si = static_cast<std::int64_t>(i);
            if (si < lo)
                stop = std::min(stop, static_cast<std::size_t>(lo));
            else if (si < hi)
                stop = std::min(stop, static_cast<std::size_t>(hi));
            if (si >= lo && si < hi) {
                copyRun(k, static_cast<std::size_t>(earlierCell(si)), stop - i);
            } else {
                for (std::size_t c = k; c < rowStart + stop; ++c)
                    m_first[c + 1] = static_cast<std::uint32_t>(out.size());
            }
            i = stop;
        }
    }
}

} // namespace sw
