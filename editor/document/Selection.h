#pragma once

#include "map/Map.h"

#include <algorithm>
#include <compare>
#include <cstdint>
#include <vector>

namespace sw::editor {

// A floor or ceiling of a sector, or one part of one side of a wall: what a click in the 3D view
// selects.
struct Surface {
    enum class Part : std::uint8_t { Floor, Ceiling, Upper, Middle, Lower };
    Index index = kNone; // the sector of a floor or ceiling, else the wall
    Part part = Part::Floor;
    bool back = false; // walls: the back side

    bool flat() const { return part == Part::Floor || part == Part::Ceiling; }
    auto operator<=>(const Surface&) const = default;
};

// The selected elements by index, each list sorted and without duplicates. Plain data like the
// map: commands keep copies so that undo brings back what was selected.
struct Selection {
    // Each with "= {}" so that aggregate initialisation may name only some of them.
    std::vector<Index> vertices = {}, walls = {}, sectors = {}, things = {};
    // The selected sectors in the order they were picked (a run of stairs follows it): the same
    // indices as `sectors`; normalize() drops the ones no longer selected and appends, in index
    // order, the ones selected without an order (a band, Select All).
    std::vector<Index> sectorOrder = {};
    // The floors, ceilings and wall parts picked in the 3D view, sorted. Each belongs to a
    // selected sector or wall (normalize() drops the others); a selected element with none of
    // its surfaces listed is selected whole.
    std::vector<Surface> surfaces = {};

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
        std::sort(surfaces.begin(), surfaces.end());
        surfaces.erase(std::unique(surfaces.begin(), surfaces.end()), surfaces.end());
        std::erase_if(surfaces, [this](const Surface& s) { return !ownerSelected(s); });
    }
    bool contains(const Surface& s) const
    {
        return std::binary_search(surfaces.begin(), surfaces.end(), s);
    }
    // Whether any surface of the sector (flat) or wall (not flat) `index` is listed.
    bool hasSurfacesOf(Index index, bool flat) const
    {
        return std::any_of(surfaces.begin(), surfaces.end(), [&](const Surface& s) {
            return s.index == index && s.flat() == flat;
        });
    }
    // Adds or removes a surface; its sector or wall is selected with the first of its surfaces
    // and deselected with the last.
    void toggleSurface(const Surface& s)
    {
        const auto it = std::lower_bound(surfaces.begin(), surfaces.end(), s);
        if (it != surfaces.end() && *it == s) {
            surfaces.erase(it);
            if (!hasSurfacesOf(s.index, s.flat())) {
                if (s.flat())
                    toggleSector(s.index);
                else
                    toggle(walls, s.index);
            }
            return;
        }
        surfaces.insert(it, s);
        if (!ownerSelected(s)) {
            if (s.flat())
                toggleSector(s.index);
            else
                toggle(walls, s.index);
        }
    }
    bool ownerSelected(const Surface& s) const
    {
        return contains(s.flat() ? sectors : walls, s.index);
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
