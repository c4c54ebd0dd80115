#pragma once

#include "geom/Vec2.h"

#include <cstdint>
#include <functional>
#include <unordered_map>
#include <vector>

namespace sw {

// The broad phase for objects on a map: a uniform grid over the plan where each object sits in
// the one cell holding its centre. Two objects can only touch when their centres are at most
// the sum of their plan radii apart, so with cells at least twice the largest plan radius wide
// every touching pair lies in the same or neighbouring cells: a query looks at 3 x 3 cells.
// Cells are kept in a hash map, so a map of any size costs memory only where objects are.
class Grid2 {
public:
    using ObjectId = std::uint32_t;

    // cellSize in map units, positive; at least twice the largest plan radius of the objects.
    explicit Grid2(double cellSize);

    double cellSize() const { return m_cellSize; }
    std::size_t size() const { return m_objectCount; }
    bool contains(ObjectId id) const;

    // Ids are the caller's (a thing index, say); inserting a present id moves it.
    void insert(ObjectId id, const Vec2& centre);
    void move(ObjectId id, const Vec2& centre);
    void remove(ObjectId id);

    // Calls visit(other) for every other object in the cell of `id` and its eight neighbours:
    // the candidates a moving object must be tested against.
    void forEachNeighbour(ObjectId id, const std::function<void(ObjectId other)>& visit) const;
    // The same around a point (every object in the 3 x 3 cells, none left out).
    void forEachNear(const Vec2& point, const std::function<void(ObjectId other)>& visit) const;
    // Calls visit(a, b) once for every pair of objects in the same or neighbouring cells.
    void forEachNearPair(const std::function<void(ObjectId a, ObjectId b)>& visit) const;

    // Candidate pairs handed out by the queries since the last reset: the broad phase's cost.
    std::size_t pairsExamined() const { return m_pairsExamined; }
    void resetPairsExamined() { m_pairsExamined = 0; }

private:
    using CellKey = std::uint64_t;
    struct Entry {
        Vec2 centre{0.0, 0.0};
        CellKey cell = 0;
        bool present = false;
    };

    std::int32_t cellCoordinate(double v) const;
    CellKey cellOf(const Vec2& p) const;
    static CellKey key(std::int32_t cx, std::int32_t cy);
    void forEachInNeighbourhood(CellKey cell, ObjectId skip,
                                const std::function<void(ObjectId other)>& visit) const;

    double m_cellSize;
    std::vector<Entry> m_entries; // indexed by id
    std::unordered_map<CellKey, std::vector<ObjectId>> m_cells;
    std::size_t m_objectCount = 0;
    mutable std::size_t m_pairsExamined = 0;
};

} // namespace sw
