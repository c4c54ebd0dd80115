#include "mesh/Grid2.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>

namespace sw {

Grid2::Grid2(double cellSize) : m_cellSize(cellSize) { assert(cellSize > 0); }

std::int32_t Grid2::cellCoordinate(double v) const
{
    // Clamped so a wild coordinate lands in an edge cell instead of overflowing.
    const double c = std::floor(v / m_cellSize);
    constexpr double kLimit = std::numeric_limits<std::int32_t>::max() - 1;
    return static_cast<std::int32_t>(std::clamp(c, -kLimit, kLimit));
}

Grid2::CellKey Grid2::key(std::int32_t cx, std::int32_t cy)
{
    return (static_cast<CellKey>(static_cast<std::uint32_t>(cx)) << 32) |
           static_cast<std::uint32_t>(cy);
}

Grid2::CellKey Grid2::cellOf(const Vec2& p) const
{
    return key(cellCoordinate(p.x), cellCoordinate(p.y));
}

bool Grid2::contains(ObjectId id) const { return id < m_entries.size() && m_entries[id].present; }

void Grid2::insert(ObjectId id, const Vec2& centre)
{
    if (contains(id)) {
        move(id, centre);
        return;
    }
    if (id >= m_entries.size())
        m_entries.resize(static_cast<std::size_t>(id) + 1);
    Entry& e = m_entries[id];
    e = {centre, cellOf(centre), true};
    m_cells[e.cell].push_back(id);
    ++m_objectCount;
}

void Grid2::move(ObjectId id, const Vec2& centre)
{
    if (!contains(id)) {
        insert(id, centre);
        return;
    }
    Entry& e = m_entries[id];
    e.centre = centre;
    const CellKey cell = cellOf(centre);
    if (cell == e.cell)
        return;
    remove(id);
    insert(id, centre);
}

void Grid2::remove(ObjectId id)
{
    if (!contains(id))
        return;
    Entry& e = m_entries[id];
    auto it = m_cells.find(e.cell);
    auto& ids = it->second;
    // Order within a cell does not matter: swap with the last and pop.
    *std::find(ids.begin(), ids.end(), id) = ids.back();
    ids.pop_back();
    if (ids.empty())
        m_cells.erase(it);
    e.present = false;
    --m_objectCount;
}

void Grid2::forEachInNeighbourhood(CellKey cell, ObjectId skip,
                                   const std::function<void(ObjectId other)>& visit) const
{
    const auto cx = static_cast<std::int32_t>(cell >> 32);
    const auto cy = static_cast<std::int32_t>(cell & 0xffffffffu);
    for (std::int32_t dx = -1; dx <= 1; ++dx)
        for (std::int32_t dy = -1; dy <= 1; ++dy) {
            const auto it = m_cells.find(key(cx + dx, cy + dy));
            if (it == m_cells.end())
                continue;
            for (ObjectId other : it->second)
                if (other != skip) {
                    ++m_pairsExamined;
                    visit(other);
                }
        }
}

void Grid2::forEachNeighbour(ObjectId id, const std::function<void(ObjectId other)>& visit) const
{
    if (contains(id))
        forEachInNeighbourhood(m_entries[id].cell, id, visit);
}

void Grid2::forEachNear(const Vec2& point, const std::function<void(ObjectId other)>& visit) const
{
    forEachInNeighbourhood(cellOf(point), std::numeric_limits<ObjectId>::max(), visit);
}

void Grid2::forEachNearPair(const std::function<void(ObjectId a, ObjectId b)>& visit) const
{
    // Each cell pairs its objects among themselves and with four of its eight neighbours (the
    // other four pair with it from their side), so every near pair comes exactly once.
    constexpr std::int32_t kHalf[4][2] = {{1, -1}, {1, 0}, {1, 1}, {0, 1}};
    for (const auto& [cell, ids] : m_cells) {
        for (std::size_t i = 0; i < ids.size(); ++i)
            for (std::size_t j = i + 1; j < ids.size(); ++j) {
                ++m_pairsExamined;
                visit(ids[i], ids[j]);
            }
        const auto cx = static_cast<std::int32_t>(cell >> 32);
        const auto cy = static_cast<std::int32_t>(cell & 0xffffffffu);
        for (const auto& d : kHalf) {
            const auto it = m_cells.find(key(cx + d[0], cy + d[1]));
            if (it == m_cells.end())
                continue;
            for (ObjectId a : ids)
                for (ObjectId b : it->second) {
                    ++m_pairsExamined;
                    visit(a, b);
                }
        }
    }
}

} // namespace sw
