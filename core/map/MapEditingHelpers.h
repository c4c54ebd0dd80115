// The map edits' shared checks and bookkeeping, for the files that implement MapEditing.h
// (MapEditing.cpp: queries, splitting, removal, merging; DrawLines.cpp: faces and drawing).
#pragma once

#include "map/Map.h"

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

// New index of every element after compaction; kNone for removed ones.
inline std::vector<Index> renumbering(const std::vector<bool>& gone)
{
    std::vector<Index> result(gone.size(), kNone);
    Index next = 0;
    for (std::size_t i = 0; i < gone.size(); ++i)
        if (!gone[i])
            result[i] = next++;
    return result;
}

} // namespace sw::edit
