#include "core/support/PolygonMap.h"

#include <algorithm>
#include <map>

namespace swtest {

namespace {

using Key = std::pair<double, double>;
Key key(const sw::Vec2& p) { return {p.x, p.y}; }

bool strictlyInside(const sw::Vec2& p, const sw::Vec2& a, const sw::Vec2& b)
{
    if (p == a || p == b || sw::cross(b - a, p - a) != 0)
        return false;
    return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
           p.y <= std::max(a.y, b.y);
}

} // namespace

int PolygonMap::sector(const std::vector<sw::Vec2>& polygon, double floor, double ceiling,
                       const std::string& name)
{
    sw::Sector s;
    s.floorHeight = floor;
    s.ceilingHeight = ceiling;
    s.floorMaterial = "FLOOR";
    s.ceilingMaterial = "CEIL";
    s.name = name;
    m_sectors.push_back(s);
    const int index = static_cast<int>(m_sectors.size()) - 1;
    m_polys.push_back({index, false, polygon});
    return index;
}

int PolygonMap::rect(double x0, double y0, double x1, double y1, double floor, double ceiling,
                     const std::string& name)
{
    return sector({{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}, floor, ceiling, name);
}

void PolygonMap::hole(int sectorIndex, const std::vector<sw::Vec2>& polygon)
{
    m_polys.push_back({sectorIndex, true, polygon});
}

void PolygonMap::playerStart(double x, double y, double angle)
{
    m_start = sw::PlayerStart{{x, y}, angle};
}

sw::Map PolygonMap::build() const
{
    sw::Map map;
    map.sectors = m_sectors;
    map.playerStart = m_start;
    std::vector<sw::Vec2> all;
    for (const Poly& p : m_polys)
        all.insert(all.end(), p.points.begin(), p.points.end());

    std::map<Key, int> vertexIndex;
    auto vid = [&](const sw::Vec2& p) {
        auto [it, inserted] = vertexIndex.emplace(key(p), static_cast<int>(map.vertices.size()));
        if (inserted)
            map.vertices.push_back({p});
        return it->second;
    };

    // Directed elementary edges with the owner on their left (sectors) or right (holes).
    struct Edge {
        sw::Vec2 a, b;
        int sector;
        bool hole;
    };
    std::vector<Edge> edges;
    for (const Poly& poly : m_polys) {
        const std::size_t n = poly.points.size();
        for (std::size_t i = 0; i < n; ++i) {
            const sw::Vec2 a = poly.points[i], b = poly.points[(i + 1) % n];
            std::vector<sw::Vec2> inner;
            for (const sw::Vec2& p : all)
                if (strictlyInside(p, a, b) &&
                    std::find(inner.begin(), inner.end(), p) == inner.end())
                    inner.push_back(p);
            std::sort(inner.begin(), inner.end(), [&](const sw::Vec2& p, const sw::Vec2& q) {
                return glm::length(p - a) < glm::length(q - a);
            });
            sw::Vec2 prev = a;
            inner.push_back(b);
            for (const sw::Vec2& p : inner) {
                edges.push_back({prev, p, poly.sector, poly.hole});
                prev = p;
            }
        }
    }

    std::map<std::pair<Key, Key>, int> sectorLeftOf;
    for (const Edge& e : edges)
        if (!e.hole)
            sectorLeftOf[{key(e.a), key(e.b)}] = e.sector;
    std::map<std::pair<Key, Key>, bool> done;
    for (const Edge& e : edges) {
        sw::Wall w;
        if (e.hole) {
            // The room is on the right of a -> b: that is the wall's front.
            w.v1 = vid(e.a);
            w.v2 = vid(e.b);
            w.frontSector = e.sector;
            w.flags = sw::kWallBlocking;
            map.walls.push_back(w);
            continue;
        }
        if (done[{key(e.a), key(e.b)}])
            continue;
        done[{key(e.a), key(e.b)}] = true;
        // Run the wall b -> a so that the owner (on the left of a -> b) is in front.
        w.v1 = vid(e.b);
        w.v2 = vid(e.a);
        w.frontSector = e.sector;
        auto other = sectorLeftOf.find({key(e.b), key(e.a)});
        if (other != sectorLeftOf.end()) {
            done[{key(e.b), key(e.a)}] = true;
            w.backSector = other->second;
        } else {
            w.flags = sw::kWallBlocking;
        }
        map.walls.push_back(w);
    }
    return map;
}

} // namespace swtest
