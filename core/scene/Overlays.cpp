#include "scene/Overlays.h"

#include "mesh/SphereTree.h"
#include "scene/LevelGeometry.h"
#include "mesh/Volumes.h"

#include <glm/common.hpp>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace sw {

namespace {

constexpr int kCircleSegments = 24;
// Map units: the pin stands this high so it shows above a standing avatar's knees.
constexpr double kPinHeight = 40;
constexpr double kPinHeadRadius = 8;
constexpr double kPinStemRadius = 1.5;

const Colour kBoxColour{0.95f, 0.95f, 0.95f};
const Colour kClassicSphereColour{0.95f, 0.40f, 0.40f};
const Colour kTightSphereColour{0.30f, 0.90f, 0.40f};
const Colour kCylinderColour{0.30f, 0.60f, 1.00f};
const Colour kSphereTreeColour{1.00f, 0.80f, 0.20f};

Vec3f f3(const Vec3& p) { return Vec3f(p); }

Vec3f at(const Vec2& p, double z)
{
    return {static_cast<float>(p.x), static_cast<float>(p.y), static_cast<float>(z)};
}

std::vector<Vec2> circle(const Vec2& centre, double radius, int segments)
{
    std::vector<Vec2> points;
    for (int i = 0; i < segments; ++i) {
        const double a = 2 * std::numbers::pi * i / segments;
        points.push_back(centre + radius * Vec2{std::cos(a), std::sin(a)});
    }
    return points;
}

void addBoxLines(LineBuffer& out, const Vec3& lo, const Vec3& hi, const Colour& colour)
{
    const Vec3 c[8] = {{lo.x, lo.y, lo.z}, {hi.x, lo.y, lo.z}, {hi.x, hi.y, lo.z},
                       {lo.x, hi.y, lo.z}, {lo.x, lo.y, hi.z}, {hi.x, lo.y, hi.z},
                       {hi.x, hi.y, hi.z}, {lo.x, hi.y, hi.z}};
    for (int i = 0; i < 4; ++i) {
        out.addLine(f3(c[i]), f3(c[(i + 1) % 4]), colour);
        out.addLine(f3(c[4 + i]), f3(c[4 + (i + 1) % 4]), colour);
        out.addLine(f3(c[i]), f3(c[4 + i]), colour);
    }
}

void addCylinderLines(LineBuffer& out, const Vec2& axis, double radius, double bottom, double top,
                      const Colour& colour)
{
    const std::vector<Vec2> ring = circle(axis, radius, kCircleSegments);
    std::vector<Vec3f> low, high;
    for (const Vec2& p : ring) {
        low.push_back(at(p, bottom));
        high.push_back(at(p, top));
    }
    out.addLoop(low, colour);
    out.addLoop(high, colour);
    for (std::size_t i = 0; i < ring.size(); i += ring.size() / 4)
        out.addLine(low[i], high[i], colour);
}

// Three great circles: enough to read a sphere's size and centre without hiding what is inside.
void addSphereLines(LineBuffer& out, const Sphere& s, const Colour& colour)
{
    if (s.empty())
        return;
    std::vector<Vec3f> xy, xz, yz;
    for (int i = 0; i < kCircleSegments; ++i) {
        const double a = 2 * std::numbers::pi * i / kCircleSegments;
        const double c = s.radius * std::cos(a), d = s.radius * std::sin(a);
        xy.push_back(f3(s.centre + Vec3{c, d, 0.0}));
        xz.push_back(f3(s.centre + Vec3{c, 0.0, d}));
        yz.push_back(f3(s.centre + Vec3{0.0, c, d}));
    }
    out.addLoop(xy, colour);
    out.addLoop(xz, colour);
    out.addLoop(yz, colour);
}

double floorUnder(const Bsp& bsp, const Vec2& p)
{
    if (bsp.leaves().empty())
        return 0;
    const Index s = bsp.sectorAt(p);
    return s == kNone ? 0.0 : bsp.sectors()[static_cast<std::size_t>(s)].floorHeight;
}

// Node depth of every tree node, found from the root down.
std::vector<int> sphereTreeDepths(const SphereTree& tree)
{
    std::vector<int> depth(tree.nodeCount(), 0);
    for (std::size_t i = 0; i < tree.nodeCount(); ++i) {
        const SphereTree::Node& n = tree.nodes()[i];
        for (std::int32_t c : n.children)
            if (c >= 0)
                depth[static_cast<std::size_t>(c)] = depth[i] + 1;
    }
    return depth;
}

// Convex hull (Andrew's monotone chain), counter-clockwise.
std::vector<Vec2> convexHull(std::vector<Vec2> points)
{
    std::sort(points.begin(), points.end(),
              [](const Vec2& a, const Vec2& b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
    if (points.size() < 3)
        return points;
    std::vector<Vec2> hull(2 * points.size());
    std::size_t k = 0;
    for (const Vec2& p : points) {
        while (k >= 2 && cross(hull[k - 1] - hull[k - 2], p - hull[k - 2]) <= 0)
            --k;
        hull[k++] = p;
    }
    for (std::size_t i = points.size() - 1, lower = k + 1; i-- > 0;) {
        while (k >= lower && cross(hull[k - 1] - hull[k - 2], points[i] - hull[k - 2]) <= 0)
            --k;
        hull[k++] = points[i];
    }
    hull.resize(k - 1);
    return hull;
}

// Where the line through a and b crosses the box, or nothing (Liang-Barsky on the infinite
// line).
std::optional<std::pair<Vec2, Vec2>> clipLine(const Vec2& a, const Vec2& b, const Box2& box)
{
    const Vec2 d = b - a;
    double t0 = -1e300, t1 = 1e300;
    for (int axis = 0; axis < 2; ++axis) {
        if (std::fabs(d[axis]) < 1e-12) {
            if (a[axis] < box.min[axis] || a[axis] > box.max[axis])
                return std::nullopt;
            continue;
        }
        double ta = (box.min[axis] - a[axis]) / d[axis];
        double tb = (box.max[axis] - a[axis]) / d[axis];
        if (ta > tb)
            std::swap(ta, tb);
        t0 = std::max(t0, ta);
        t1 = std::min(t1, tb);
    }
    if (t0 >= t1)
        return std::nullopt;
    return std::pair{a + t0 * d, a + t1 * d};
}

} // namespace

TriangleBuffer avatarVolume(const AvatarProfile& profile, const Vec3& feet, const Colour& colour)
{
    TriangleBuffer out;
    const bool box = profile.shape == AvatarProfile::Shape::Box;
    addUprightPrism(out, {feet.x, feet.y},
                    box ? profile.radius * std::numbers::sqrt2 : profile.radius, feet.z,
                    feet.z + profile.height, box ? 4 : kCircleSegments, colour, {});
    return out;
}

LineBuffer thingVolumes(const Map& map, const Bsp& bsp, const MeshLookup& meshes,
                        const ThingVolumeOptions& options)
{
    LineBuffer out;
    for (const Thing& thing : map.things) {
        const ThingShape& shape = thing.shape;
        if (shape.kind == ThingShape::Kind::None)
            continue;
        const double bottom = floorUnder(bsp, thing.pos) + shape.z;
        const Mesh* mesh = shape.kind == ThingShape::Kind::Mesh && meshes ? meshes(shape.mesh)
                                                                          : nullptr;
        if (!mesh || mesh->empty()) {
            if (shape.radius <= 0)
                continue;
            if (shape.kind == ThingShape::Kind::Box) {
                const Vec3 r{shape.radius, shape.radius, 0.0};
                addBoxLines(out, Vec3{thing.pos, bottom} - r,
                            Vec3{thing.pos, bottom + shape.height} + r, kBoxColour);
            } else {
                addCylinderLines(out, thing.pos, shape.radius, bottom, bottom + shape.height,
                                 kCylinderColour);
            }
            continue;
        }
        const MeshTransform placement{Vec3{thing.pos.x, thing.pos.y, bottom}, thing.angle,
                                      shape.scale};
        const Mesh world = transformed(*mesh, placement);
        if (options.box) {
            const Aabb3 b = boundingBox(world.positions);
            addBoxLines(out, b.min, b.max, kBoxColour);
        }
        if (options.classicSphere)
            addSphereLines(out, classicSphere(world.positions), kClassicSphereColour);
        if (options.tightSphere)
            addSphereLines(out, minimalSphere(world.positions), kTightSphereColour);
        if (options.cylinder) {
            // About the thing's own axis, from the scaled mesh: it bounds every yaw.
            const VerticalCylinder c = cylinderAboutOrigin(world.positions);
            addCylinderLines(out, thing.pos, glm::distance(c.axis, thing.pos) + c.radius,
                             c.bottom, c.top, kCylinderColour);
        }
        if (options.sphereTreeLevel >= 0) {
            const SphereTree tree(*mesh);
            const std::vector<int> depth = sphereTreeDepths(tree);
            for (std::size_t i = 0; i < tree.nodeCount(); ++i)
                if (depth[i] == options.sphereTreeLevel)
                    addSphereLines(out, placedSphere(tree, i, placement), kSphereTreeColour);
        }
    }
    return out;
}

int deepestSphereTreeLevel(const Map& map, const MeshLookup& meshes)
{
    int deepest = 0;
    if (!meshes)
        return 0;
    for (const Thing& thing : map.things) {
        if (thing.shape.kind != ThingShape::Kind::Mesh)
            continue;
        if (const Mesh* mesh = meshes(thing.shape.mesh); mesh && !mesh->empty())
            deepest = std::max(deepest, SphereTree(*mesh).depth() - 1);
    }
    return deepest;
}

std::vector<PartitionSegment> partitionSegments(const Bsp& bsp)
{
    std::vector<PartitionSegment> out;
    if (!bsp.hasBounds())
        return out; // no region to draw a partition in
    std::vector<int> depth(bsp.nodes().size(), 0);
    for (std::size_t i = 0; i < bsp.nodes().size(); ++i) {
        const BspNode& n = bsp.nodes()[i];
        for (BspChild c : {n.front, n.back})
            if (!isLeafChild(c))
                depth[static_cast<std::size_t>(c)] = depth[i] + 1;
        // The node splits the region its two children cover.
        Box2 region = bsp.nodeBoxes()[i].front;
        region.add(bsp.nodeBoxes()[i].back);
        if (const auto clipped = clipLine(n.a, n.b, region))
            out.push_back({clipped->first, clipped->second, depth[i]});
    }
    return out;
}

std::vector<int> leafDepths(const Bsp& bsp)
{
    std::vector<int> leaves(bsp.leaves().size(), 0);
    std::vector<int> nodes(bsp.nodes().size(), 0);
    for (std::size_t i = 0; i < bsp.nodes().size(); ++i) {
        const BspNode& n = bsp.nodes()[i];
        for (BspChild c : {n.front, n.back}) {
            if (isLeafChild(c))
                leaves[static_cast<std::size_t>(childLeaf(c))] = nodes[i] + 1;
            else
                nodes[static_cast<std::size_t>(c)] = nodes[i] + 1;
        }
    }
    return leaves;
}

Colour leafColour(const Bsp& bsp, std::int32_t leaf, int depth, int maxDepth,
                  LeafColouring colouring)
{
    if (colouring == LeafColouring::ByDepth)
        return heightColour(depth, 0.0, std::max(1, maxDepth));
    // Neighbouring leaves of one sector differ slightly, so the cuts between them show.
    const Index s = bsp.leaves()[static_cast<std::size_t>(leaf)].sector;
    const float shade = 0.75f + 0.25f * static_cast<float>((leaf * 7) % 5) / 4.0f;
    return sectorColour(s) * shade;
}

TriangleBuffer bspLeaves(const Bsp& bsp, LeafColouring colouring, float lift)
{
    TriangleBuffer out;
    const std::vector<int> depths = leafDepths(bsp);
    const int maxDepth = depths.empty() ? 0 : *std::max_element(depths.begin(), depths.end());
    for (std::size_t i = 0; i < bsp.leaves().size(); ++i) {
        const auto leaf = static_cast<std::int32_t>(i);
        const Index s = bsp.leaves()[i].sector;
        if (s == kNone)
            continue;
        const double z = bsp.sectors()[static_cast<std::size_t>(s)].floorHeight + static_cast<double>(lift);
        std::vector<Vec3f> corners;
        for (const Vec2& p : bsp.leafPolygon(leaf))
            corners.push_back(at(p, z));
        out.addConvexPolygon(corners, leafColour(bsp, leaf, depths[i], maxDepth, colouring),
                             {ElementKind::Sector, SurfacePart::Floor, 0, s});
    }
    return out;
}

LineBuffer bspPartitions(const Bsp& bsp, float z)
{
    LineBuffer out;
    for (const PartitionSegment& p : partitionSegments(bsp)) {
        // The root's line is white; deeper lines fade towards cyan.
        const float f = std::min(1.0f, static_cast<float>(p.depth) / 12.0f);
        out.addLine(at(p.a, z), at(p.b, z), glm::mix(Colour{1.0f}, Colour{0.1f, 0.8f, 0.9f}, f));
    }
    return out;
}

Colour wallPassColour(WallPass pass)
{
    switch (pass) {
    case WallPass::Pass:
    case WallPass::Step: return {0.25f, 0.85f, 0.35f};
    case WallPass::OneSided:
    case WallPass::Blocking: return {0.90f, 0.20f, 0.20f};
    case WallPass::StepTooHigh: return {1.00f, 0.60f, 0.10f};
    case WallPass::LowHeadroom: return {0.70f, 0.35f, 0.95f};
    }
    return {1.0f, 1.0f, 1.0f};
}

std::vector<Vec2> grownSegment(const Vec2& a, const Vec2& b, const AvatarProfile& profile)
{
    // The Minkowski sum of a segment and a convex footprint is the hull of the footprint
    // placed at both ends.
    std::vector<Vec2> footprint;
    if (profile.shape == AvatarProfile::Shape::Box) {
        const double r = profile.radius;
        footprint = {{-r, -r}, {r, -r}, {r, r}, {-r, r}};
    } else {
        footprint = circle({0, 0}, profile.radius, kCircleSegments);
    }
    std::vector<Vec2> points;
    for (const Vec2& f : footprint) {
        points.push_back(a + f);
        points.push_back(b + f);
    }
    return convexHull(std::move(points));
}

TriangleBuffer grownWalls(const CollisionWorld& world, const AvatarProfile& profile,
                          std::optional<double> z, float lift)
{
    TriangleBuffer out;
    const Bsp& bsp = world.bsp();
    for (const CollisionSeg& seg : world.segs()) {
        if (seg.sector == kNone)
            continue;
        const double floor = bsp.sectors()[static_cast<std::size_t>(seg.sector)].floorHeight;
        const WallPass pass = world.classify(seg, z.value_or(floor), profile);
        std::vector<Vec3f> corners;
        for (const Vec2& p : grownSegment(seg.shape.a, seg.shape.b, profile))
            corners.push_back(at(p, floor + static_cast<double>(lift)));
        out.addConvexPolygon(corners, wallPassColour(pass),
                             {ElementKind::Wall, SurfacePart::Solid, 0, seg.wall});
    }
    return out;
}

TriangleBuffer problemMarkers(const std::vector<ProblemMarker>& markers)
{
    TriangleBuffer out;
    for (const ProblemMarker& m : markers) {
        const Colour colour = m.error ? Colour{0.95f, 0.15f, 0.15f} : Colour{1.0f, 0.70f, 0.10f};
        const Vec2 p{m.where.x, m.where.y};
        addUprightPrism(out, p, kPinStemRadius, m.where.z, m.where.z + kPinHeight, 4, colour, {});
        // The head: an octahedron, which reads as a pin from every side.
        const Vec3f c = f3(m.where + Vec3{0.0, 0.0, kPinHeight + kPinHeadRadius});
        const float r = static_cast<float>(kPinHeadRadius);
        const Vec3f top = c + Vec3f{0, 0, r}, bottom = c - Vec3f{0, 0, r};
        const Vec3f ring[4] = {c + Vec3f{r, 0, 0}, c + Vec3f{0, r, 0}, c - Vec3f{r, 0, 0},
                               c - Vec3f{0, r, 0}};
        for (int i = 0; i < 4; ++i) {
            out.addTriangle(ring[i], ring[(i + 1) % 4], top, colour, {});
            out.addTriangle(ring[(i + 1) % 4], ring[i], bottom, colour, {});
        }
    }
    return out;
}

} // namespace sw
