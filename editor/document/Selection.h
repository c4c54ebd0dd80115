#pragma once

#include "map/Map.h"

#include <algorithm>
#include <vector>

namespace sw::editor {

// The selected elements by index, each list sorted and without duplicates. Plain data like the
// map: commands keep copies so that undo brings back what was selected.
struct Selection {
    std::vector<Index> vertices, walls, sectors, things;

    bool empty() const
    {
        return vertices.empty() && walls.empty() && sectors.empty() && things.empty();
    }
    std::size_t size() const
    {
        return vertices.size() + walls.size() + sectors.size() + things.size();
    }
    bool operator==(const Selection&) const = default;

    // Sorts and removes duplicates in every list.
    void normalize()
    {
        for (std::vector<Index>* list : {&vertices, &walls, &sectors, &things}) {
            std::sort(list->begin(), list->end());
            list->erase(std::unique(list->begin(), list->end()), list->end());
        }
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
