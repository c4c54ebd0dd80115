#include "mesh/SphereTree.h"

#include "mesh/MeshTolerance.h"

#include <algorithm>
#include <numeric>
#include <utility>

namespace sw {

namespace {

Vec3 centroid(const Mesh& mesh, std::uint32_t triangle)
{
    const Triangle3 t = mesh.triangle(triangle);
    return (t.a + t.b + t.c) / 3.0;
}

// The smallest sphere around the corners of the given triangles.
Sphere sphereAroundTriangles(const Mesh& mesh, std::span<const std::uint32_t> triangles)
{
    std::vector<Vec3> corners;
    corners.reserve(triangles.size() * 3);
    for (std::uint32_t t : triangles)
        for (std::uint32_t v : mesh.triangles[t])
            corners.push_back(mesh.positions[v]);
    return minimalSphere(corners);
}

// Splits the triangles at the median of their centroids along the longest side of the
// centroids' box: halves of equal size keep the tree balanced (depth log2 n) whatever the
// mesh's shape.
void splitAtMedian(const Mesh& mesh, std::span<std::uint32_t> triangles)
{
    Aabb3 box;
    for (std::uint32_t t : triangles)
        box.add(centroid(mesh, t));
    const Vec3 size = box.size();
    const int axis = size.x >= size.y && size.x >= size.z ? 0 : (size.y >= size.z ? 1 : 2);
    const auto middle = triangles.begin() + static_cast<std::ptrdiff_t>(triangles.size() / 2);
    std::nth_element(triangles.begin(), middle, triangles.end(),
                     [&](std::uint32_t l, std::uint32_t r) {
                         return centroid(mesh, l)[axis] < centroid(mesh, r)[axis];
                     });
}

} // namespace

SphereTree::SphereTree(const Mesh& mesh)
{
    if (mesh.triangles.empty())
        return;
    m_order.resize(mesh.triangles.size());
    std::iota(m_order.begin(), m_order.end(), 0u);
    m_nodes.reserve(2 * mesh.triangles.size());
    build(mesh, 0, static_cast<std::uint32_t>(m_order.size()), 1);
}

std::int32_t SphereTree::build(const Mesh& mesh, std::uint32_t first, std::uint32_t count,
                               int level)
{
    // Recursion depth is the tree's depth, about log2 of the triangle count: the median split
    // halves the triangles at every level.
    const auto index = static_cast<std::int32_t>(m_nodes.size());
    m_depth = std::max(m_depth, level);
    const std::span<std::uint32_t> triangles(m_order.data() + first, count);
    m_nodes.push_back({sphereAroundTriangles(mesh, triangles), {-1, -1}, first, count});
    if (count <= static_cast<std::uint32_t>(meshtol::kSphereTreeLeafTriangles))
        return index;
    splitAtMedian(mesh, triangles);
    const std::uint32_t half = count / 2;
    const std::int32_t left = build(mesh, first, half, level + 1);
    const std::int32_t right = build(mesh, first + half, count - half, level + 1);
    m_nodes[static_cast<std::size_t>(index)].children[0] = left;
    m_nodes[static_cast<std::size_t>(index)].children[1] = right;
    return index;
}

Sphere placedSphere(const SphereTree& tree, std::size_t index, const MeshTransform& transform)
{
    const Sphere& s = tree.nodes()[index].sphere;
    return {transform.apply(s.centre), s.radius * transform.scale};
}

SphereTreeQueryStats mayTouch(const SphereTree& treeA, const MeshTransform& transformA,
                              const SphereTree& treeB, const MeshTransform& transformB,
                              const TrianglePairCallback& onPair)
{
    SphereTreeQueryStats stats;
    if (treeA.empty() || treeB.empty())
        return stats;
    std::vector<std::pair<std::int32_t, std::int32_t>> stack{{0, 0}};
    while (!stack.empty()) {
        const auto [a, b] = stack.back();
        stack.pop_back();
        const auto& nodeA = treeA.nodes()[static_cast<std::size_t>(a)];
        const auto& nodeB = treeB.nodes()[static_cast<std::size_t>(b)];
        const Sphere sphereA = placedSphere(treeA, static_cast<std::size_t>(a), transformA);
        const Sphere sphereB = placedSphere(treeB, static_cast<std::size_t>(b), transformB);
        ++stats.spherePairs;
        if (!sphereA.overlaps(sphereB))
            continue;
        if (nodeA.leaf() && nodeB.leaf()) {
            for (std::uint32_t i = nodeA.first; i < nodeA.first + nodeA.count; ++i)
                for (std::uint32_t j = nodeB.first; j < nodeB.first + nodeB.count; ++j) {
                    ++stats.trianglePairs;
                    if (!onPair(treeA.triangleOrder()[i], treeB.triangleOrder()[j])) {
                        stats.stopped = true;
                        return stats;
                    }
                }
            continue;
        }
        // Open the bigger sphere (or the only inner node), so both sides shrink together.
        const bool openA = !nodeA.leaf() && (nodeB.leaf() || sphereA.radius >= sphereB.radius);
        if (openA) {
            stack.push_back({nodeA.children[0], b});
            stack.push_back({nodeA.children[1], b});
        } else {
            stack.push_back({a, nodeB.children[0]});
            stack.push_back({a, nodeB.children[1]});
        }
    }
    return stats;
}

bool mayTouch(const SphereTree& treeA, const MeshTransform& transformA, const SphereTree& treeB,
              const MeshTransform& transformB)
{
    return mayTouch(treeA, transformA, treeB, transformB,
                    [](std::uint32_t, std::uint32_t) { return false; })
        .stopped;
}

} // namespace sw
