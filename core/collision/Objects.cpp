#include "collision/Objects.h"

#include "collision/CollisionTolerance.h"

#include "mesh/Volumes.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace sw {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// The footprint against an object is a point against their Minkowski sum: a square of half-size
// a with its corners rounded by radius rho (box and box: rho = 0; disk and disk: a = 0; a box
// and a disk: a is the box's, rho the disk's).
struct Rounded {
    double a, rho;
};

Rounded minkowski(double r, bool box, const SolidObject& o)
{
    const bool objectBox = o.kind == ThingShape::Kind::Box;
    if (box && objectBox)
        return {r + o.radius, 0};
    if (!box && !objectBox)
        return {0, r + o.radius};
    return {box ? r : o.radius, box ? o.radius : r};
}

// Signed distance from q (relative to the centre) to the rounded square: negative inside.
double roundedDistance(const Vec2& q, const Rounded& s)
{
    const Vec2 outside{std::max(std::fabs(q.x) - s.a, 0.0), std::max(std::fabs(q.y) - s.a, 0.0)};
    const double inner = std::min(0.0, std::max(std::fabs(q.x) - s.a, std::fabs(q.y) - s.a));
    return glm::length(outside) + inner - s.rho;
}

// The outward normal at (or nearest to) q.
Vec2 roundedNormal(const Vec2& q, const Rounded& s)
{
    const Vec2 corner{std::clamp(q.x, -s.a, s.a), std::clamp(q.y, -s.a, s.a)};
    const Vec2 away = q - corner;
    const double len = glm::length(away);
    if (len > ctol::kTinyLength)
        return away / len;
    // Inside the square part: the nearest face.
    if (s.a - std::fabs(q.x) < s.a - std::fabs(q.y))
        return {q.x >= 0 ? 1.0 : -1.0, 0};
    return {0, q.y >= 0 ? 1.0 : -1.0};
}

// First time in [0, 1] at which q + d t enters the axis-aligned rectangle |x| <= hx, |y| <= hy.
bool rayRect(const Vec2& q, const Vec2& d, double hx, double hy, double& t, Vec2& normal)
{
    double tEnter = -kInf, tExit = kInf;
    const double lo[2] = {-hx, -hy}, hi[2] = {hx, hy};
    for (int axis = 0; axis < 2; ++axis) {
        const double p = axis == 0 ? q.x : q.y, v = axis == 0 ? d.x : d.y;
        if (std::fabs(v) < ctol::kParallel) {
            if (p < lo[axis] || p > hi[axis])
                return false;
            continue;
        }
        double t1 = (lo[axis] - p) / v, t2 = (hi[axis] - p) / v;
        double sign = -1;
        if (t1 > t2) {
            std::swap(t1, t2);
            sign = 1;
        }
        if (t1 > tEnter) {
            tEnter = t1;
            normal = axis == 0 ? Vec2{sign, 0} : Vec2{0, sign};
        }
        tExit = std::min(tExit, t2);
    }
    if (tEnter > tExit || tEnter < 0 || tEnter > 1)
        return false;
    t = tEnter;
    return true;
}

bool rayCircle(const Vec2& q, const Vec2& d, const Vec2& c, double rho, double& t, Vec2& normal)
{
    const Vec2 m = q - c;
    const double dd = glm::dot(d, d), b = glm::dot(m, d), cc = glm::dot(m, m) - rho * rho;
    if (dd <= 0 || b >= 0)
        return false;
    const double disc = b * b - dd * cc;
    if (disc < 0)
        return false;
    const double tt = (-b - std::sqrt(disc)) / dd;
    if (tt < 0 || tt > 1)
        return false;
    t = tt;
    normal = glm::normalize(q + d * tt - c);
    return true;
}

} // namespace

double footprintObjectDepth(const Vec2& c, double r, bool box, const SolidObject& o)
{
    return -roundedDistance(c - o.center, minkowski(r, box, o));
}

bool sweepFootprintObject(const Vec2& p, const Vec2& d, double r, bool box, const SolidObject& o,
                          FootprintHit& hit)
{
    const Rounded s = minkowski(r, box, o);
    const Vec2 q = p - o.center;
    if (roundedDistance(q, s) <= 0) {
        // Already touching: stop only a motion that goes deeper.
        const Vec2 n = roundedNormal(q, s);
        if (glm::dot(n, d) >= 0)
            return false;
        hit = {0, n, true};
        return true;
    }
    double best = kInf, t;
    Vec2 bestNormal, n;
    // The rounded square is the union of two crossed rectangles and four corner disks.
    if (rayRect(q, d, s.a + s.rho, s.a, t, n) && t < best)
        best = t, bestNormal = n;
    if (s.rho > 0 && rayRect(q, d, s.a, s.a + s.rho, t, n) && t < best)
        best = t, bestNormal = n;
    if (s.rho > 0)
        for (const Vec2 corner : {Vec2{s.a, s.a}, Vec2{-s.a, s.a}, Vec2{s.a, -s.a}, Vec2{-s.a, -s.a}}) {
            if (rayCircle(q, d, corner, s.rho, t, n) && t < best)
                best = t, bestNormal = n;
            if (s.a == 0)
                break;
        }
    if (best == kInf)
        return false;
    hit = {best, bestNormal, false};
    return true;
}

ObjectSet::ObjectSet(const Map& map, const Bsp& bsp, const MeshLookup& meshes)
{
    for (std::size_t i = 0; i < map.things.size(); ++i) {
        const Thing& t = map.things[i];
        if (t.shape.kind == ThingShape::Kind::None)
            continue;
        const Index sector = bsp.sectorAt(t.pos);
        const double floor =
            sector == kNone ? 0 : bsp.sectors()[static_cast<std::size_t>(sector)].floorHeight;
        SolidObject o;
        o.thing = static_cast<Index>(i);
        o.kind = t.shape.kind;
        o.center = t.pos;
        o.radius = t.shape.radius;
        o.bottom = floor + t.shape.z;
        o.top = o.bottom + t.shape.height;
        if (t.shape.kind == ThingShape::Kind::Mesh) {
            const Mesh* mesh = meshes ? meshes(t.shape.mesh) : nullptr;
            if (mesh && !mesh->empty()) {
                // The mesh's own origin stands at the thing's position, `z` above the floor.
                const MeshTransform xf{{t.pos.x, t.pos.y, o.bottom}, t.angle, t.shape.scale};
                o.triangles = triangleSoup(*mesh, xf);
                std::vector<Vec3> points;
                for (const Triangle3& tri : o.triangles)
                    points.insert(points.end(), {tri.a, tri.b, tri.c});
                const VerticalCylinder cyl = minimalCylinder(points);
                o.center = cyl.axis;
                o.radius = cyl.radius;
                o.bottom = cyl.bottom;
                o.top = cyl.top;
            }
        }
        if (o.radius <= 0 || o.top <= o.bottom)
            continue;
        m_objects.push_back(std::move(o));
    }
    if (m_objects.empty())
        return;

    // A uniform grid over the objects' centres; each object sits in the cell of its centre.
    for (const SolidObject& o : m_objects) {
        m_bounds.add(o.center);
        m_maxRadius = std::max(m_maxRadius, o.radius);
    }
    m_cell = std::max(64.0, 2 * m_maxRadius);
    m_cols = static_cast<int>(std::floor(m_bounds.size().x / m_cell)) + 1;
    m_rows = static_cast<int>(std::floor(m_bounds.size().y / m_cell)) + 1;
    // Keep the grid bounded for absurd spreads: coarser cells, same answers.
    while (static_cast<double>(m_cols) * m_rows > 4.0 * static_cast<double>(m_objects.size()) + 1024) {
        m_cell *= 2;
        m_cols = static_cast<int>(std::floor(m_bounds.size().x / m_cell)) + 1;
        m_rows = static_cast<int>(std::floor(m_bounds.size().y / m_cell)) + 1;
    }
    m_cells.resize(static_cast<std::size_t>(m_cols) * static_cast<std::size_t>(m_rows));
    for (std::size_t i = 0; i < m_objects.size(); ++i) {
        const Vec2 rel = m_objects[i].center - m_bounds.min;
        const int cx = std::min(m_cols - 1, static_cast<int>(rel.x / m_cell));
        const int cy = std::min(m_rows - 1, static_cast<int>(rel.y / m_cell));
        m_cells[static_cast<std::size_t>(cy * m_cols + cx)].push_back(static_cast<std::uint32_t>(i));
    }
}

void ObjectSet::near(const Vec2& p, const Vec2& d, double reach,
                     const std::function<void(std::uint32_t)>& visit) const
{
    if (m_objects.empty())
        return;
    // The cells whose objects' shapes can reach the motion's box grown by `reach`.
    const double grow = reach + m_maxRadius;
    const Vec2 lo = glm::min(p, p + d) - Vec2{grow, grow} - m_bounds.min;
    const Vec2 hi = glm::max(p, p + d) + Vec2{grow, grow} - m_bounds.min;
    if (hi.x < 0 || hi.y < 0 || lo.x > m_bounds.size().x || lo.y > m_bounds.size().y)
        return;
    const int x0 = std::max(0, static_cast<int>(lo.x / m_cell));
    const int y0 = std::max(0, static_cast<int>(lo.y / m_cell));
    const int x1 = std::min(m_cols - 1, static_cast<int>(hi.x / m_cell));
    const int y1 = std::min(m_rows - 1, static_cast<int>(hi.y / m_cell));
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x)
            for (std::uint32_t i : m_cells[static_cast<std::size_t>(y * m_cols + x)]) {
                ++m_examined;
                visit(i);
            }
}

} // namespace sw
