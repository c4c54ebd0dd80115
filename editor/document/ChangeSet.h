#pragma once

#include "map/Map.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace sw::editor {

// What one edit changed, so listeners (the plan, later a 3D view and a live collision preview)
// can update only what they must. When `topology` is set, element counts changed or indices
// were renumbered: caches keyed by index must be rebuilt, unless `lengthsBefore` says how.
struct ChangeSet {
    // The lengths of the map's lists before the edit.
    struct Lengths {
        std::size_t vertices = 0, walls = 0, sectors = 0, things = 0;
    };

    bool vertices = false, walls = false, sectors = false, things = false;
    bool playerStart = false, profiles = false;
    // The map's resource list (where its pictures come from) changed.
    bool resources = false;
    bool topology = false;
    // Changed elements by index, sorted, when !topology, or when lengthsBefore is set.
    std::vector<Index> vertexIndices, wallIndices, sectorIndices, thingIndices;
    // Set for a structural edit that swapped elements in place (MapPartsCommand's): the lists
    // were cut or lengthened at their ends, and below both lengths the index lists name every
    // element whose value changed (renumbered ones included, so a deletion in the middle of a
    // list names all that follow it). Every element from the shorter length on is new or gone.
    std::optional<Lengths> lengthsBefore;

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
