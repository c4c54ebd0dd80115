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

float floatDown(double v)
{
    float f = static_cast<float>(v);
    if (static_cast<double>(f) > v)
        f = std::nextafter(f, -std::numeric_limits<float>::infinity());
    return f;
}

float floatUp(double v)
{
    float f = static_cast<float>(v);
    if (static_cast<double>(f) < v)
        f = std::nextafter(f, std::numeric_limits<float>::infinity());
    return f;
}

} // namespace

void SegGrid::build(const std::vector<std::pair<Vec2, Vec2>>& pieces, double reach)
{
    if (layout(pieces, reach) && !fill(pieces))
        *this = SegGrid();
}

bool SegGrid::layout(const std::vector<std::pair<Vec2, Vec2>>& pieces, double reach)
{
    *this = SegGrid();
    if (!(reach > 0) || reach > 1e6)
        return false;
    const double margin = reach + ctol::kGridSlack;
    Box2 bounds;
    for (const auto& [a, b] : pieces) {
        bounds.add(a);
        bounds.add(b);
    }
    if (bounds.empty() || pieces.size() >= std::numeric_limits<std::uint32_t>::max())
        return false;
    const Vec2 lo = bounds.min - Vec2{margin, margin}, hi = bounds.max + Vec2{margin, margin};
    const Vec2 size = hi - lo;
    if (!std::isfinite(size.x) || !std::isfinite(size.y) || size.x > 1e9 || size.y > 1e9)
        return false;
    // Cells twice the listing distance wide (measured best on Freedoom's maps between 1x and
    // 3x), fewer than kMaxCells.
    double cellSize = std::max(kMinCell, 2 * margin);
    while ((size.x / cellSize + 1) * (size.y / cellSize + 1) > static_cast<double>(kMaxCells))
        cellSize *= 1.5;
    m_nx = static_cast<int>(std::ceil(size.x / cellSize)) + 1;
    m_ny = static_cast<int>(std::ceil(size.y / cellSize)) + 1;
    m_origin = lo;
    m_cell = cellSize;
    m_inv = 1 / cellSize;
    m_reach = reach;
    m_far = lo + Vec2{m_nx * cellSize, m_ny * cellSize};
    return true;
}

bool SegGrid::fill(const std::vector<std::pair<Vec2, Vec2>>& pieces)
{
    if (m_nx == 0)
        return false;
    const double kMargin = m_reach + ctol::kGridSlack;
    const Vec2 lo = m_origin;
    const double cellSize = m_cell;
    const int nx = m_nx;
    // The cells within kMargin of a piece, row by row: clip the piece to the row's slab grown
    // by the margin, then take the columns its clipped part spans, grown by the margin.
    auto forEachCell = [&](const Vec2& a, const Vec2& b, auto&& emit) {
        const int j0 = row(std::min(a.y, b.y) - kMargin), j1 = row(std::max(a.y, b.y) + kMargin);
        for (int j = j0; j <= j1; ++j) {
            const double y0 = lo.y + j * cellSize - kMargin, y1 = lo.y + (j + 1) * cellSize + kMargin;
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
            const int i0 = column(std::min(xa, xb) - kMargin), i1 = column(std::max(xa, xb) + kMargin);
            for (int i = i0; i <= i1; ++i)
                emit(static_cast<std::size_t>(j) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(i));
        }
    };

    const std::size_t cells = static_cast<std::size_t>(nx) * static_cast<std::size_t>(m_ny);
    std::vector<std::uint32_t> counts(cells + 1, 0);
    std::size_t total = 0;
    const std::size_t limit = std::min<std::size_t>(kMaxEntriesPerPiece * pieces.size() + 4096,
                                                    std::numeric_limits<std::uint32_t>::max());
    for (const auto& [a, b] : pieces) {
        forEachCell(a, b, [&](std::size_t k) {
            ++counts[k];
            ++total;
        });
        if (total > limit)
            return false;
    }
    m_first.assign(cells + 1, 0);
    for (std::size_t k = 0; k < cells; ++k)
        m_first[k + 1] = m_first[k] + counts[k];
    m_entries.resize(total);
    std::vector<std::uint32_t> next(m_first.begin(), m_first.end() - 1);
    for (std::size_t s = 0; s < pieces.size(); ++s) {
        const auto& [a, b] = pieces[s];
        const Entry e{floatDown(std::min(a.x, b.x)), floatDown(std::min(a.y, b.y)),
                      floatUp(std::max(a.x, b.x)), floatUp(std::max(a.y, b.y)),
                      static_cast<std::uint32_t>(s)};
        forEachCell(a, b, [&](std::size_t k) { m_entries[next[k]++] = e; });
    }
    return true;
}

} // namespace sw
