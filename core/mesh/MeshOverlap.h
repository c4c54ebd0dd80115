#pragma once

#include "mesh/Mesh.h"
#include "mesh/SphereTree.h"

#include <cstdint>
#include <functional>
#include <span>

namespace sw {

// A mesh placed in the world, with the sphere tree built for it. Both are borrowed: the caller
// keeps one mesh and tree per model and places them as often as it likes.
struct PlacedMesh {
    const Mesh* mesh = nullptr;
    const SphereTree* tree = nullptr;
    MeshTransform transform;
};

// The narrow phase: every pair of triangles (index in a's mesh, index in b's) that really
// intersect, found by testing only the candidates the sphere trees let through. Return false
// from the callback to stop. Returns the query's counts.
SphereTreeQueryStats forEachIntersectingTrianglePair(const PlacedMesh& a, const PlacedMesh& b,
                                                     const TrianglePairCallback& onPair);

// True when the two placed meshes' surfaces cross or touch.
bool meshesIntersect(const PlacedMesh& a, const PlacedMesh& b);

// One pair of interpenetrating props, with the first pair of triangles found crossing: the
// part that was hit.
struct PropContact {
    std::size_t propA = 0, propB = 0; // indices into the props given, propA < propB
    std::uint32_t triangleA = 0, triangleB = 0;
};

struct PropOverlapStats {
    std::size_t broadPhasePairs = 0; // pairs the grid handed out
    std::size_t sphereTreeQueries = 0; // pairs whose root spheres overlapped
};

// Reports the props that interpenetrate each other: a grid broad phase over the props' root
// spheres, then the sphere trees and triangle tests on the pairs it lets through.
PropOverlapStats findInterpenetratingProps(std::span<const PlacedMesh> props,
                                           const std::function<void(const PropContact&)>& report);

} // namespace sw
