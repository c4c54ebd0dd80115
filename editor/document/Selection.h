#pragma once

#include "map/Map.h"

#include <algorithm>
#include <vector>

namespace sw::editor {

// The selected elements by index, each list sorted and without duplicates. Plain data like the
// map: commands keep copies so that undo brings back what was selected.
struct Selection {
    std::vector<Index> vertices, walls, sectors, things;
    // The selected sectors in the order they were picked (a run of stairs follows it): the same
    // indices as `sectors`; normalize() drops the ones no longer selected and appends, in index
    // order, the ones selected without an order (a band, Select All).
    std::vector<Index> sectorOrder;

    bool empty() const
    {
        return vertices.empty() && walls.empty() && sectors.empty() && things.empty();
    }
    std::size_t size() const
    {
        return vertices.size() + walls.size() + sectors.size() + things.size();
    }
    bool operator==(const Selection&) const = default;

    // Sorts and removes duplicates in every list, and makes sectorOrder list exactly the
    // selected sectors.
    void normalize()
    {
        for (std::vector<Index>* list : {&vertices, &walls, &sectors, &things}) {
            std::sort(list->begin(), list->end());
            list->erase(std::unique(list->begin(), list->end()), list->end());
        }
        std::vector<Index> order;
        std::vector<Index> placed;
        for (Index s : sectorOrder)
            if (contains(sectors, s) && !contains(placed, s)) {
                order.push_back(s);
                placed.insert(std::lower_bound(placed.begin(), placed.end(), s), s);
            }
        for (Index s : sectors)
            if (!contains(placed, s))
                order.push_back(s);
        sectorOrder = std::move(order);
    }
    // Adds or removes a sector, keeping the pick order.
    void toggleSector(Index i)
    {
        toggle(sectors, i);
        if (contains(sectors, i))
            sectorOrder.push_back(i);
        else
            sectorOrder.erase(std::remove(sectorOrder.begin(), sectorOrder.end(), i),
                              sectorOrder.end());
    }
    static bool contains(const std::vector<Index>& list, Index i)
    {
        return std::binary_search(list.begin(), list.end(), i);
    }
    // Toggles or adds i in a sorted list.
    static void toggle(std::vector<Index>& list, Index i)
    {
        const auto it = std::lower_bound(list.begin(), list.end(), i);
        if (it != list.end() && *it == i)
            list.erase(it);
        else
            list.insert(it, i);
    }
};

} // namespace sw::editor
