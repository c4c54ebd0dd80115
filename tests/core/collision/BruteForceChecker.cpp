#include "BruteForceChecker.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <sstream>

namespace swtest {

namespace {

// Overlap deeper than this (map units) is a violation; anything less is touching.
constexpr double kDepthTolerance = 1e-5;
constexpr double kHeightTolerance = 1e-6;

std::string where(const glm::dvec3& p)
{
    std::ostringstream s;
    s.precision(10);
    s << "(" << p.x << ", " << p.y << ", " << p.z << ")";
    return s.str();
}

} // namespace

BruteForceChecker::BruteForceChecker(const sw::Map& map, const sw::AvatarProfile& profile)
    : m_map(map), m_profile(profile)
{
    for (const sw::Vertex& v : map.vertices)
        m_bounds.add(v.pos);
    m_cols = std::max(1, static_cast<int>(std::ceil(m_bounds.size().x / m_cell)) + 1);
    m_rows = std::max(1, static_cast<int>(std::ceil(m_bounds.size().y / m_cell)) + 1);
    m_grid.resize(static_cast<std::size_t>(m_cols * m_rows));
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const sw::Vec2 a = map.wallStart(map.walls[i]), b = map.wallEnd(map.walls[i]);
        const int x0 = static_cast<int>((std::min(a.x, b.x) - m_bounds.min.x) / m_cell);
        const int x1 = static_cast<int>((std::max(a.x, b.x) - m_bounds.min.x) / m_cell);
        const int y0 = static_cast<int>((std::min(a.y, b.y) - m_bounds.min.y) / m_cell);
        const int y1 = static_cast<int>((std::max(a.y, b.y) - m_bounds.min.y) / m_cell);
        for (int y = y0; y <= y1; ++y)
            for (int x = x0; x <= x1; ++x)
                m_grid[static_cast<std::size_t>(y * m_cols + x)].push_back(static_cast<int>(i));
    }
}

std::vector<int> BruteForceChecker::wallsNear(const sw::Vec2& c, double reach) const
{
    std::set<int> found;
    const int x0 = std::max(0, static_cast<int>((c.x - reach - m_bounds.min.x) / m_cell) - 1);
    const int x1 = std::min(m_cols - 1, static_cast<int>((c.x + reach - m_bounds.min.x) / m_cell) + 1);
    const int y0 = std::max(0, static_cast<int>((c.y - reach - m_bounds.min.y) / m_cell) - 1);
    const int y1 = std::min(m_rows - 1, static_cast<int>((c.y + reach - m_bounds.min.y) / m_cell) + 1);
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x)
            for (int w : m_grid[static_cast<std::size_t>(y * m_cols + x)])
                found.insert(w);
    return {found.begin(), found.end()};
}

// How deep the footprint at c reaches past the wall segment (<= 0: apart). For a box: the
// smallest push along x, y or the wall's normal that separates them (separating axes).
double BruteForceChecker::overlapDepth(const sw::Vec2& c, const sw::Wall& w) const
{
    const sw::Vec2 a = m_map.wallStart(w), b = m_map.wallEnd(w);
    const double r = m_profile.radius;
    if (m_profile.shape == sw::AvatarProfile::Shape::Cylinder) {
        const sw::Vec2 e = b - a;
        const double len2 = glm::dot(e, e);
        const double s = len2 > 0 ? std::clamp(glm::dot(c - a, e) / len2, 0.0, 1.0) : 0.0;
        return r - glm::length(c - (a + e * s));
    }
    double depth = 1e300;
    depth = std::min(depth, std::min(c.x + r - std::min(a.x, b.x), std::max(a.x, b.x) - (c.x - r)));
    depth = std::min(depth, std::min(c.y + r - std::min(a.y, b.y), std::max(a.y, b.y) - (c.y - r)));
    const sw::Vec2 e = b - a;
    const double len = glm::length(e);
    if (len > 0) {
        const sw::Vec2 n{e.y / len, -e.x / len};
        const double ext = r * (std::fabs(n.x) + std::fabs(n.y));
        depth = std::min(depth, ext - std::fabs(glm::dot(n, c - a)));
    }
    return depth;
}

int BruteForceChecker::sectorAt(const sw::Vec2& p) const
{
    // Cast a ray; the nearest wall it crosses tells the sector on p's side. A ray through a
    // wall's end point is ambiguous, so such directions are skipped.
    for (double angle = 0.1234567; angle < 100; angle += 0.7654321) {
        const sw::Vec2 u{std::cos(angle), std::sin(angle)};
        double best = 1e300;
        int sector = -1;
        bool ambiguous = false;
        for (const sw::Wall& w : m_map.walls) {
            const sw::Vec2 a = m_map.wallStart(w), b = m_map.wallEnd(w);
            const sw::Vec2 e = b - a;
            const double denom = sw::cross(u, e);
            if (denom == 0)
                continue;
            const double s = sw::cross(a - p, e) / denom; // along the ray
            const double t = sw::cross(a - p, u) / denom; // along the wall
            if (s < 0 || t < -1e-9 || t > 1 + 1e-9)
                continue;
            if (t < 1e-9 || t > 1 - 1e-9) {
                ambiguous = true;
                break;
            }
            if (s < best) {
                best = s;
                sector = sw::cross(e, p - a) < 0 ? w.frontSector : w.backSector;
            }
        }
        if (!ambiguous)
            return sector;
    }
    return -1;
}

BruteForceChecker::Column BruteForceChecker::columnUnder(const sw::Vec2& c, double minDepth,
                                                         int centerSector) const
{
    Column col{-1e300, 1e300, true};
    auto add = [&](int s) {
        if (s < 0) {
            col.valid = false;
            return;
        }
        col.floor = std::max(col.floor, m_map.sectors[static_cast<std::size_t>(s)].floorHeight);
        col.ceiling = std::min(col.ceiling, m_map.sectors[static_cast<std::size_t>(s)].ceilingHeight);
    };
    add(centerSector == -2 ? sectorAt(c) : centerSector);
    for (int i : wallsNear(c, m_profile.radius)) {
        const sw::Wall& w = m_map.walls[static_cast<std::size_t>(i)];
        if (w.twoSided() && overlapDepth(c, w) > minDepth) {
            add(w.frontSector);
            add(w.backSector);
        }
    }
    return col;
}

bool BruteForceChecker::overlapsSolid(const sw::Vec2& c, int* wall) const
{
    for (int i : wallsNear(c, m_profile.radius)) {
        const sw::Wall& w = m_map.walls[static_cast<std::size_t>(i)];
        if ((!w.twoSided() || w.blocking()) && overlapDepth(c, w) > kDepthTolerance) {
            if (wall)
                *wall = i;
            return true;
        }
    }
    return false;
}

std::vector<std::string> BruteForceChecker::check(const sw::Trace& trace) const
{
    std::vector<std::string> out;
    const auto& path = trace.path;
    if (path.empty())
        return {"the path is empty"};
    // On the floor: between the floor of what the footprint overlaps and that of what it
    // touches (a footprint against a riser may stand on either).
    auto onFloor = [&](const glm::dvec3& p) {
        const double lo = columnUnder(p).floor, hi = columnUnder(p, -kDepthTolerance).floor;
        return p.z >= lo - kHeightTolerance && p.z <= hi + kHeightTolerance;
    };
    if (!onFloor(path.front()))
        out.push_back("does not start on the floor at " + where(path.front()));
    const Column last = columnUnder(path.back());
    if (!onFloor(path.back()))
        out.push_back("does not end on the floor at " + where(path.back()) + " (floor " +
                      std::to_string(last.floor) + ")");

    for (std::size_t i = 0; i + 1 < path.size() && out.size() < 5; ++i) {
        const glm::dvec3 p = path[i], q = path[i + 1];
        const sw::Vec2 a{p.x, p.y}, b{q.x, q.y};
        if (a == b) {
            if (q.z - p.z > m_profile.stepHeight + kHeightTolerance)
                out.push_back("climbs " + std::to_string(q.z - p.z) + " at " + where(p));
            continue;
        }
        if (p.z != q.z)
            out.push_back("a horizontal part changes height at " + where(p));
        // The centre never crosses a one-sided wall.
        for (int wi : wallsNear((a + b) * 0.5, glm::length(b - a) / 2 + 1)) {
            const sw::Wall& w = m_map.walls[static_cast<std::size_t>(wi)];
            if (w.twoSided())
                continue;
            const sw::Vec2 c = m_map.wallStart(w), d = m_map.wallEnd(w);
            const double d1 = sw::cross(b - a, c - a), d2 = sw::cross(b - a, d - a);
            const double d3 = sw::cross(d - c, a - c), d4 = sw::cross(d - c, b - c);
            if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)))
                out.push_back("the centre crosses one-sided wall " + std::to_string(wi) + " between " +
                              where(p) + " and " + where(q));
        }
        // Samples along the part: no overlap with solid walls, feet on or above every floor
        // under the footprint, room for the avatar under every ceiling.
        // The sector under the centre, followed across the walls it crosses (one ray cast per
        // part keeps the check fast on big maps).
        const int samples = std::max(2, static_cast<int>(glm::length(b - a) / 0.5) + 1);
        int centerSector = sectorAt(a);
        sw::Vec2 prev = a;
        for (int k = 0; k <= samples && out.size() < 5; ++k) {
            const sw::Vec2 c = a + (b - a) * (static_cast<double>(k) / samples);
            for (int wi : wallsNear(c, glm::length(c - prev) + 1)) {
                const sw::Wall& w = m_map.walls[static_cast<std::size_t>(wi)];
                const sw::Vec2 e = m_map.wallStart(w), f = m_map.wallEnd(w);
                const double d1 = sw::cross(c - prev, e - prev), d2 = sw::cross(c - prev, f - prev);
                const double d3 = sw::cross(f - e, prev - e), d4 = sw::cross(f - e, c - e);
                if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)))
                    centerSector = d4 < 0 ? w.frontSector : w.backSector;
            }
            prev = c;
            int wall = -1;
            if (overlapsSolid(c, &wall)) {
                out.push_back("the footprint overlaps wall " + std::to_string(wall) + " at " +
                              where({c, p.z}));
                break;
            }
            const Column col = columnUnder(c, kDepthTolerance, centerSector);
            if (!col.valid) {
                out.push_back("the footprint reaches the void at " + where({c, p.z}));
                break;
            }
            if (p.z < col.floor - kHeightTolerance) {
                out.push_back("the feet are below the floor " + std::to_string(col.floor) + " at " +
                              where({c, p.z}));
                break;
            }
            if (col.ceiling - p.z < m_profile.height - kHeightTolerance) {
                out.push_back("the ceiling " + std::to_string(col.ceiling) + " is too low at " +
                              where({c, p.z}));
                break;
            }
        }
    }
    return out;
}

} // namespace swtest
