#include "mesh/Volumes.h"

#include "mesh/MeshTolerance.h"

#include <algorithm>
#include <array>
#include <list>
#include <optional>
#include <random>

namespace sw {

Aabb3 boundingBox(std::span<const Vec3> points)
{
    Aabb3 box;
    for (const Vec3& p : points)
        box.add(p);
    return box;
}

Sphere classicSphere(std::span<const Vec3> points)
{
    const Aabb3 box = boundingBox(points);
    if (box.empty())
        return {};
    Sphere s{box.centre(), 0};
    for (const Vec3& p : points)
        s.radius = std::max(s.radius, glm::distance(s.centre, p));
    return s;
}

namespace {

double length2(const Vec3& v) { return glm::dot(v, v); }

// The sphere through a, b and c whose centre lies in their plane; none when they are
// (nearly) collinear.
std::optional<Sphere> circumsphere3(const Vec3& a, const Vec3& b, const Vec3& c)
{
    const Vec3 u = b - a, v = c - a;
    const Vec3 n = glm::cross(u, v);
    const double n2 = length2(n);
    if (n2 <= meshtol::kDegenerateSimplex * length2(u) * length2(v) || n2 == 0)
        return std::nullopt;
    const Vec3 offset = glm::cross(length2(u) * v - length2(v) * u, n) / (2 * n2);
    return Sphere{a + offset, 0};
}

// The sphere through four points; none when they are (nearly) coplanar.
std::optional<Sphere> circumsphere4(const Vec3& a, const Vec3& b, const Vec3& c, const Vec3& d)
{
    const Vec3 u = b - a, v = c - a, w = d - a;
    const double det = glm::dot(u, glm::cross(v, w));
    if (det * det <= meshtol::kDegenerateSimplex * length2(u) * length2(v) * length2(w) ||
        det == 0)
        return std::nullopt;
    const Vec3 offset = (length2(u) * glm::cross(v, w) + length2(v) * glm::cross(w, u) +
                         length2(w) * glm::cross(u, v)) /
                        (2 * det);
    return Sphere{a + offset, 0};
}

// The smallest sphere with all of `support` on its surface, when they are in general position.
std::optional<Sphere> sphereThrough(std::span<const Vec3> support)
{
    std::optional<Sphere> s;
    switch (support.size()) {
    case 1: s = Sphere{support[0], 0}; break;
    case 2: s = Sphere{(support[0] + support[1]) * 0.5, 0}; break;
    case 3: s = circumsphere3(support[0], support[1], support[2]); break;
    case 4: s = circumsphere4(support[0], support[1], support[2], support[3]); break;
    default: return std::nullopt;
    }
    if (s)
        for (const Vec3& p : support)
            s->radius = std::max(s->radius, glm::distance(s->centre, p));
    return s;
}

// For support points that rounding made degenerate (the newest nearly in the affine hull of the
// others): the smallest sphere through the newest point and some of the others that still holds
// them all. The diametral sphere of the two farthest points, grown to hold all, is the last
// resort, so this always returns a sphere containing every support point.
Sphere degenerateSupportSphere(std::span<const Vec3> support, double slack)
{
    const std::size_t n = support.size();
    const Vec3& newest = support[n - 1];
    Sphere best;
    for (unsigned mask = 1; mask < (1u << (n - 1)); ++mask) {
        std::array<Vec3, 4> subset{};
        std::size_t k = 0;
        for (std::size_t i = 0; i + 1 < n; ++i)
            if (mask & (1u << i))
                subset[k++] = support[i];
        subset[k++] = newest;
        const auto s = sphereThrough(std::span<const Vec3>(subset.data(), k));
        if (!s || (!best.empty() && s->radius >= best.radius))
            continue;
        if (std::all_of(support.begin(), support.end(),
                        [&](const Vec3& p) { return s->contains(p, slack); }))
            best = *s;
    }
    if (!best.empty())
        return best;
    std::pair<Vec3, Vec3> far{support[0], support[0]};
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j)
            if (glm::distance(support[i], support[j]) > glm::distance(far.first, far.second))
                far = {support[i], support[j]};
    Sphere s{(far.first + far.second) * 0.5, 0};
    for (const Vec3& p : support)
        s.radius = std::max(s.radius, glm::distance(s.centre, p));
    return s;
}

// Welzl's algorithm in the move-to-front form: a point found outside the current ball joins the
// support set and the points before it are solved again with it on the boundary; it then moves to
// the front of the list, so the points that matter are tried first. The recursion only deepens
// when the support set grows, so it is at most five calls deep whatever the number of points.
class MoveToFrontSolver {
public:
    MoveToFrontSolver(std::span<const Vec3> points, double slack)
        : m_points(points.begin(), points.end()), m_slack(slack)
    {
    }

    Sphere solve()
    {
        solveBefore(m_points.end());
        return m_ball;
    }

private:
    using Iterator = std::list<Vec3>::iterator;

    void solveBefore(Iterator end)
    {
        if (m_supportSize == 4)
            return;
        for (Iterator it = m_points.begin(); it != end;) {
            const Iterator current = it++;
            if (m_ball.contains(*current, m_slack))
                continue;
            pushSupport(*current);
            solveBefore(current);
            --m_supportSize;
            m_points.splice(m_points.begin(), m_points, current);
        }
    }

    // The ball through the support points with p added to them.
    void pushSupport(const Vec3& p)
    {
        m_support[m_supportSize++] = p;
        const std::span<const Vec3> support(m_support.data(), m_supportSize);
        const auto s = sphereThrough(support);
        m_ball = s ? *s : degenerateSupportSphere(support, m_slack);
    }

    std::list<Vec3> m_points;
    std::array<Vec3, 4> m_support{};
    int m_supportSize = 0;
    Sphere m_ball;
    double m_slack;
};

} // namespace

Sphere minimalSphere(std::span<const Vec3> points)
{
    const Aabb3 box = boundingBox(points);
    if (box.empty())
        return {};
    const double slack = meshtol::kSphereSlack * glm::length(box.size());

    // Shuffle: the expected running time is linear for points in random order, while meshes
    // list their vertices in orders (scan lines, rings) that approach the quadratic worst case.
    std::vector<Vec3> shuffled(points.begin(), points.end());
    std::shuffle(shuffled.begin(), shuffled.end(), std::mt19937(0x5eed));
    Sphere s = MoveToFrontSolver(shuffled, slack).solve();

    // Rounding may leave a point a hair outside; grow to hold it so the bound is never broken.
    for (const Vec3& p : points)
        s.radius = std::max(s.radius, glm::distance(s.centre, p));
    return s;
}

namespace {

VerticalCylinder cylinderAround(std::span<const Vec3> points, const Vec2& axis)
{
    VerticalCylinder c;
    if (points.empty())
        return c;
    c.axis = axis;
    c.radius = 0;
    c.bottom = points[0].z;
    c.top = points[0].z;
    for (const Vec3& p : points) {
        c.radius = std::max(c.radius, glm::distance(axis, Vec2{p.x, p.y}));
        c.bottom = std::min(c.bottom, p.z);
        c.top = std::max(c.top, p.z);
    }
    return c;
}

} // namespace

VerticalCylinder cylinderAboutOrigin(std::span<const Vec3> points)
{
    return cylinderAround(points, Vec2{0.0, 0.0});
}

VerticalCylinder minimalCylinder(std::span<const Vec3> points)
{
    // The smallest circle in the plan is the smallest sphere of the points flattened to z = 0.
    std::vector<Vec3> flat;
    flat.reserve(points.size());
    for (const Vec3& p : points)
        flat.push_back({p.x, p.y, 0.0});
    const Sphere circle = minimalSphere(flat);
    if (circle.empty())
        return {};
    return cylinderAround(points, Vec2{circle.centre.x, circle.centre.y});
}

} // namespace sw
