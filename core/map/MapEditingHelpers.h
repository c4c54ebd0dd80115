// The map edits' shared checks and bookkeeping, for the files that implement MapEditing.h
// (MapEditing.cpp: queries, splitting, removal, merging; DrawLines.cpp: faces and drawing).
#pragma once

#include "map/Map.h"

#include <algorithm>
#include <cstddef>
#include <vector>

namespace sw::edit {

inline bool validVertex(const Map& map, Index v)
{
    return v >= 0 && static_cast<std::size_t>(v) < map.vertices.size();
}

inline bool validWall(const Map& map, const Wall& w)
{
    return validVertex(map, w.v1) && validVertex(map, w.v2);
}

// Sets flags[i] when i is a valid index.
inline void markAt(std::vector<bool>& flags, Index i)
{
    if (i >= 0 && static_cast<std::size_t>(i) < flags.size())
        flags[static_cast<std::size_t>(i)] = true;
}

// New index of every element after a removal, kNone for removed ones. The survivors past the
// new end move into the places of removed ones below it, in order; every other survivor keeps
// its index (see removeElements).
inline std::vector<Index> holesFilled(const std::vector<bool>& gone)
{
    std::vector<Index> result(gone.size(), kNone);
    const auto kept = static_cast<std::size_t>(std::count(gone.begin(), gone.end(), false));
    std::size_t hole = 0;
    for (std::size_t i = 0; i < gone.size(); ++i) {
        if (gone[i])
            continue;
        if (i < kept) {
            result[i] = static_cast<Index>(i);
            continue;
        }
        // Below the new end there are as many holes as survivors past it.
        while (!gone[hole])
            ++hole;
        result[i] = static_cast<Index>(hole++);
    }
    return result;
}

// Whether an element changed its index (holesFilled): not when only the last ones went.
inline bool anyMoved(const std::vector<Index>& newIndex)
{
    for (std::size_t i = 0; i < newIndex.size(); ++i)
        if (newIndex[i] != kNone && newIndex[i] != static_cast<Index>(i))
            return true;
    return false;
}

} // namespace sw::edit
