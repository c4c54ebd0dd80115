#pragma once

#include "map/Map.h"

#include <vector>

namespace sw::editor {

// What one edit changed, so listeners (the plan, later a 3D view and a live collision preview)
// can update only what they must. When `topology` is set, element counts changed or indices
// were renumbered: the index lists mean nothing then and caches keyed by index must be rebuilt.
struct ChangeSet {
    bool vertices = false, walls = false, sectors = false, things = false;
    bool playerStart = false, profiles = false;
    // The map's resource list (where its pictures come from) changed.
    bool resources = false;
    bool topology = false;
    // Changed elements by index, sorted, when !topology.
    std::vector<Index> vertexIndices, wallIndices, sectorIndices, thingIndices;

    static ChangeSet everything()
    {
        ChangeSet c;
        c.vertices = c.walls = c.sectors = c.things = c.playerStart = c.profiles = c.resources =
            true;
        c.topology = true;
        return c;
    }
    bool geometryChanged() const { return vertices || walls || topology; }
    // Anything the map's derived data (BSP, world, findings) depends on; false for an edit of
    // only the ignored findings or the probes, which reports an empty change set.
    bool contentChanged() const
    {
        return vertices || walls || sectors || things || playerStart || profiles || resources ||
               topology;
    }
};

} // namespace sw::editor
