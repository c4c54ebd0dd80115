#include "mesh/MeshOverlap.h"

#include "mesh/Grid2.h"
#include "mesh/TriTri.h"

#include <algorithm>

namespace sw {

SphereTreeQueryStats forEachIntersectingTrianglePair(const PlacedMesh& a, const PlacedMesh& b,
                                                     const TrianglePairCallback& onPair)
{
    return mayTouch(*a.tree, a.transform, *b.tree, b.transform,
                    [&](std::uint32_t triangleA, std::uint32_t triangleB) {
                        const Triangle3 ta = a.mesh->triangle(triangleA);
                        const Triangle3 tb = b.mesh->triangle(triangleB);
                        const Triangle3 placedA{a.transform.apply(ta.a), a.transform.apply(ta.b),
                                                a.transform.apply(ta.c)};
                        const Triangle3 placedB{b.transform.apply(tb.a), b.transform.apply(tb.b),
                                                b.transform.apply(tb.c)};
                        if (!trianglesIntersect(placedA, placedB))
                            return true;
                        return onPair(triangleA, triangleB);
                    });
}

bool meshesIntersect(const PlacedMesh& a, const PlacedMesh& b)
{
    return forEachIntersectingTrianglePair(a, b, [](std::uint32_t, std::uint32_t) {
               return false;
           }).stopped;
}

PropOverlapStats findInterpenetratingProps(std::span<const PlacedMesh> props,
                                           const std::function<void(const PropContact&)>& report)
{
    // Broad phase: each prop sits in the grid cell of its root sphere's centre; cells twice the
    // largest radius wide keep every overlapping pair within neighbouring cells.
    std::vector<Sphere> roots(props.size());
    double largest = 0;
    for (std::size_t i = 0; i < props.size(); ++i) {
        if (props[i].tree->empty())
            continue;
        roots[i] = placedSphere(*props[i].tree, 0, props[i].transform);
        largest = std::max(largest, roots[i].radius);
    }
    Grid2 grid(std::max(2 * largest, 1.0));
    for (std::size_t i = 0; i < props.size(); ++i)
        if (!roots[i].empty())
            grid.insert(static_cast<Grid2::ObjectId>(i), {roots[i].centre.x, roots[i].centre.y});

    PropOverlapStats stats;
    grid.forEachNearPair([&](Grid2::ObjectId i, Grid2::ObjectId j) {
        if (!roots[i].overlaps(roots[j]))
            return;
        ++stats.sphereTreeQueries;
        PropContact contact{std::min(i, j), std::max(i, j), 0, 0};
        const PlacedMesh& a = props[contact.propA];
        const PlacedMesh& b = props[contact.propB];
        // Narrow phase: the first crossing triangle pair names the parts that interpenetrate.
        const auto found = forEachIntersectingTrianglePair(
            a, b, [&](std::uint32_t triangleA, std::uint32_t triangleB) {
                contact.triangleA = triangleA;
                contact.triangleB = triangleB;
                return false;
            });
        if (found.stopped)
            report(contact);
    });
    stats.broadPhasePairs = grid.pairsExamined();
    return stats;
}

} // namespace sw
