#pragma once

// Small hand-made maps for the BSP tests, built in code so each test shows its geometry.

#include "map/Map.h"

#include <span>
#include <vector>

namespace swtest {

class TestMapBuilder {
public:
    sw::Index sector(double floor = 0, double ceiling = 128)
    {
        sw::Sector s;
        s.floorHeight = floor;
        s.ceilingHeight = ceiling;
        map.sectors.push_back(s);
        return static_cast<sw::Index>(map.sectors.size() - 1);
    }

    // A wall from a to b; its front (right of a -> b) faces `front`.
    void wall(sw::Vec2 a, sw::Vec2 b, sw::Index front, sw::Index back = sw::kNone)
    {
        sw::Wall w;
        w.v1 = vertex(a);
        w.v2 = vertex(b);
        w.frontSector = front;
        w.backSector = back;
        map.walls.push_back(w);
    }

    // The one-sided walls around a room whose corners run counter-clockwise: each wall runs
    // clockwise so that its front faces into the room.
    void room(std::span<const sw::Vec2> ccw, sw::Index s)
    {
        for (std::size_t i = 0; i < ccw.size(); ++i)
            wall(ccw[(i + 1) % ccw.size()], ccw[i], s);
    }

    // A pillar (a hole) inside sector s: counter-clockwise walls face out into s.
    void pillar(std::span<const sw::Vec2> ccw, sw::Index s)
    {
        for (std::size_t i = 0; i < ccw.size(); ++i)
            wall(ccw[i], ccw[(i + 1) % ccw.size()], s);
    }

    sw::Map map;

private:
    sw::Index vertex(sw::Vec2 p)
    {
        for (std::size_t i = 0; i < map.vertices.size(); ++i)
            if (map.vertices[i].pos == p)
                return static_cast<sw::Index>(i);
        map.vertices.push_back({p});
        return static_cast<sw::Index>(map.vertices.size() - 1);
    }
};

inline std::vector<sw::Vec2> square(double x0, double y0, double x1, double y1)
{
    return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
}

// Area of every sector, from its walls alone (a sector lies right of its front sides).
inline std::vector<double> sectorAreas(const sw::Map& map)
{
    std::vector<double> area(map.sectors.size(), 0.0);
    for (const sw::Wall& w : map.walls) {
        const double c = sw::cross(map.wallStart(w), map.wallEnd(w)) * 0.5;
        if (w.frontSector != sw::kNone)
            area[static_cast<std::size_t>(w.frontSector)] -= c;
        if (w.backSector != sw::kNone)
            area[static_cast<std::size_t>(w.backSector)] += c;
    }
    return area;
}

} // namespace swtest
