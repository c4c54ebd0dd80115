#pragma once

#include "mesh/Mesh.h"
#include "mesh/Volumes.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace sw {

// A hierarchy of spheres over a mesh's triangles, coarse to fine: the root holds the whole mesh,
// each node's two children split its triangles in two, and each leaf holds one or two triangles.
// Built once per mesh in the mesh's frame; queries place it with a MeshTransform.
class SphereTree {
public:
    struct Node {
        Sphere sphere;
        std::int32_t children[2] = {-1, -1}; // node indices; -1 for a leaf
        std::uint32_t first = 0, count = 0;  // the node's triangles in triangleOrder()
        bool leaf() const { return children[0] < 0; }
    };

    SphereTree() = default;
    explicit SphereTree(const Mesh& mesh);

    bool empty() const { return m_nodes.empty(); }
    const std::vector<Node>& nodes() const { return m_nodes; } // the root is nodes()[0]
    // Triangle indices of the mesh, grouped so that each node's triangles are consecutive.
    const std::vector<std::uint32_t>& triangleOrder() const { return m_order; }
    std::size_t nodeCount() const { return m_nodes.size(); }
    int depth() const { return m_depth; } // levels: 1 for a root that is a leaf, 0 when empty

private:
    std::int32_t build(const Mesh& mesh, std::uint32_t first, std::uint32_t count, int level);

    std::vector<Node> m_nodes;
    std::vector<std::uint32_t> m_order;
    int m_depth = 0;
};

// Called for each pair of triangles (index in mesh A, index in mesh B) whose leaf spheres
// overlap. Return false to stop the query.
using TrianglePairCallback = std::function<bool(std::uint32_t triangleA, std::uint32_t triangleB)>;

struct SphereTreeQueryStats {
    std::size_t spherePairs = 0;   // pairs of spheres tested
    std::size_t trianglePairs = 0; // candidate pairs handed to the callback
    bool stopped = false;          // the callback asked to stop
};

// Walks both trees from the roots, descending only into pairs of overlapping spheres, and
// hands every candidate triangle pair to `onPair`. Meshes whose roots do not overlap cost one
// sphere test.
SphereTreeQueryStats mayTouch(const SphereTree& treeA, const MeshTransform& transformA,
                              const SphereTree& treeB, const MeshTransform& transformB,
                              const TrianglePairCallback& onPair);

// True when some pair of leaf spheres overlaps: the meshes may touch.
bool mayTouch(const SphereTree& treeA, const MeshTransform& transformA, const SphereTree& treeB,
              const MeshTransform& transformB);

// The tree's sphere for node `index`, placed by `transform`.
Sphere placedSphere(const SphereTree& tree, std::size_t index, const MeshTransform& transform);

} // namespace sw
