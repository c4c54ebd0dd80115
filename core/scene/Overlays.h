#pragma once

// Geometry for the things that decide movement but are invisible in a level: the avatar's
// volume, the bounding volumes of props, the BSP, the walls grown by the avatar's footprint and
// the analysis' problem markers. All in world space, z up, map units.

#include "bsp/Bsp.h"
#include "collision/CollisionWorld.h"
#include "collision/Objects.h"
#include "map/AvatarProfile.h"
#include "map/Map.h"
#include "mesh/Mesh.h"
#include "scene/SceneBuffers.h"

#include <optional>
#include <vector>

namespace sw {

// The avatar's box or cylinder with its feet at `feet`.
TriangleBuffer avatarVolume(const AvatarProfile& profile, const Vec3& feet, const Colour& colour);

struct ThingVolumeOptions {
    bool box = true;           // the mesh's world-space bounding box
    bool classicSphere = true; // centred on the box
    bool tightSphere = true;   // the smallest sphere
    bool cylinder = true;      // the upright cylinder about the thing's position (any yaw)
    int sphereTreeLevel = -1;  // the spheres at this depth of the tree (0: the root); -1: none
};

// Outlines of the volumes of every thing with a shape: the cylinder or box of a cylinder or box
// thing, and for a mesh thing whose mesh `meshes` finds the volumes chosen in `options`.
LineBuffer thingVolumes(const Map& map, const Bsp& bsp, const MeshLookup& meshes,
                        const ThingVolumeOptions& options);

// The deepest sphere tree level among the map's mesh things (0 when there are none).
int deepestSphereTreeLevel(const Map& map, const MeshLookup& meshes);

// One partition line of the BSP, clipped to the region its node splits.
struct PartitionSegment {
    Vec2 a, b;
    int depth = 0; // of its node: 0 for the root
};
std::vector<PartitionSegment> partitionSegments(const Bsp& bsp);

// Depth of every leaf: the number of nodes above it.
std::vector<int> leafDepths(const Bsp& bsp);

enum class LeafColouring : std::uint8_t { BySector, ByDepth };
Colour leafColour(const Bsp& bsp, std::int32_t leaf, int depth, int maxDepth,
                  LeafColouring colouring);

// The leaves inside sectors as flat polygons `lift` units above their floors, with outlines.
TriangleBuffer bspLeaves(const Bsp& bsp, LeafColouring colouring, float lift);
// Partition lines at height z, brighter near the root.
LineBuffer bspPartitions(const Bsp& bsp, float z);

// The colour of a grown wall by what it means for the avatar.
Colour wallPassColour(WallPass pass);

// Every wall piece grown by the avatar's footprint: the region the avatar's centre cannot enter
// near it (for a box the Minkowski sum with the square, for a cylinder with the disk), as a flat
// polygon `lift` above the floor of the side it faces. Coloured by what the avatar with feet at
// `z` meets there; without z, with feet on that floor.
TriangleBuffer grownWalls(const CollisionWorld& world, const AvatarProfile& profile,
                          std::optional<double> z, float lift);

// The plan outline of a grown wall piece from a to b (counter-clockwise).
std::vector<Vec2> grownSegment(const Vec2& a, const Vec2& b, const AvatarProfile& profile);

struct ProblemMarker {
    Vec3 where; // on the floor
    bool error = false;
};
// A pin per marker: a thin stem with a diamond on top, red for errors, amber for warnings.
TriangleBuffer problemMarkers(const std::vector<ProblemMarker>& markers);

} // namespace sw
