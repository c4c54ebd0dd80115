#pragma once

// Brute-force answers to compare the BSP against: which sectors hold a point by the even-odd
// rule over each sector's walls, and how far a point is from the nearest wall. Buckets keep
// them fast enough for thousands of points on the largest Freedoom maps, without sharing any
// code or idea with the tree.

#include "map/Map.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace swtest {

class BruteForce {
public:
    explicit BruteForce(const sw::Map& map) : m_map(map)
    {
        m_box = map.bounds();
        m_cell = 128.0;
        m_cols = std::max(1, static_cast<int>(std::ceil((m_box.max.x - m_box.min.x) / m_cell)) + 1);
        m_rows = std::max(1, static_cast<int>(std::ceil((m_box.max.y - m_box.min.y) / m_cell)) + 1);
        m_grid.resize(static_cast<std::size_t>(m_cols) * static_cast<std::size_t>(m_rows));
        m_bands.resize(static_cast<std::size_t>(m_rows));
        for (std::size_t i = 0; i < map.walls.size(); ++i) {
            const sw::Wall& w = map.walls[i];
            const sw::Vec2 a = map.wallStart(w), b = map.wallEnd(w);
            const int r0 = row(std::min(a.y, b.y) - 2), r1 = row(std::max(a.y, b.y) + 2);
            const int c0 = col(std::min(a.x, b.x) - 2), c1 = col(std::max(a.x, b.x) + 2);
            for (int r = r0; r <= r1; ++r) {
                m_bands[static_cast<std::size_t>(r)].push_back(i);
                for (int c = c0; c <= c1; ++c)
                    m_grid[static_cast<std::size_t>(r * m_cols + c)].push_back(i);
            }
        }
        m_parity.assign(map.sectors.size(), 0);
        findSelfReferencingSectors();
    }

    // The sectors whose boundary winds an odd number of times around p. With
    // `selfReferencing`, instead the self-referencing sectors (every wall has the sector on both
    // sides, and the walls close: a Doom trick that draws a sector inside another one) whose
    // walls enclose p.
    std::vector<sw::Index> sectorsAt(const sw::Vec2& p, bool selfReferencing = false)
    {
        std::vector<sw::Index> touched;
        for (std::size_t i : m_bands[static_cast<std::size_t>(row(p.y))]) {
            const sw::Wall& w = m_map.walls[i];
            const sw::Vec2 a = m_map.wallStart(w), b = m_map.wallEnd(w);
            if ((a.y > p.y) == (b.y > p.y))
                continue;
            const double x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);
            if (x <= p.x)
                continue;
            if ((w.frontSector == w.backSector) != selfReferencing)
                continue;
            if (selfReferencing && !m_selfReferencing[static_cast<std::size_t>(w.frontSector)])
                continue;
            // A wall with the same sector on both sides counts once for it.
            const sw::Index back = w.backSector == w.frontSector ? sw::kNone : w.backSector;
            for (sw::Index s : {w.frontSector, back}) {
                if (s == sw::kNone)
                    continue;
                if (m_parity[static_cast<std::size_t>(s)]++ == 0)
                    touched.push_back(s);
            }
        }
        std::vector<sw::Index> inside;
        for (sw::Index s : touched) {
            if (m_parity[static_cast<std::size_t>(s)] % 2 == 1)
                inside.push_back(s);
            m_parity[static_cast<std::size_t>(s)] = 0;
        }
        std::sort(inside.begin(), inside.end());
        return inside;
    }

    // Whether no wall comes within `margin` of p.
    bool awayFromWalls(const sw::Vec2& p, double margin) const
    {
        for (std::size_t i : m_grid[static_cast<std::size_t>(row(p.y) * m_cols + col(p.x))]) {
            const sw::Wall& w = m_map.walls[i];
            const sw::Vec2 a = m_map.wallStart(w), b = m_map.wallEnd(w);
            const sw::Vec2 d = b - a;
            const double len2 = glm::dot(d, d);
            const double t = len2 > 0 ? std::clamp(glm::dot(p - a, d) / len2, 0.0, 1.0) : 0.0;
            if (glm::length(a + d * t - p) < margin)
                return false;
        }
        return true;
    }

private:
    void findSelfReferencingSectors()
    {
        const std::size_t n = m_map.sectors.size();
        std::vector<std::uint8_t> normal(n, 0), self(n, 0);
        std::vector<std::vector<sw::Index>> ends(n);
        for (const sw::Wall& w : m_map.walls) {
            const bool selfRef = w.frontSector == w.backSector && w.frontSector != sw::kNone;
            for (sw::Index s : {w.frontSector, w.backSector})
                if (s != sw::kNone)
                    (selfRef ? self : normal)[static_cast<std::size_t>(s)] = 1;
            if (selfRef) {
                ends[static_cast<std::size_t>(w.frontSector)].push_back(w.v1);
                ends[static_cast<std::size_t>(w.frontSector)].push_back(w.v2);
            }
        }
        m_selfReferencing.assign(n, 0);
        for (std::size_t s = 0; s < n; ++s) {
            // Closed loops meet every vertex an even number of times.
            std::sort(ends[s].begin(), ends[s].end());
            bool closed = true;
            for (std::size_t i = 0; i < ends[s].size();) {
                std::size_t j = i;
                while (j < ends[s].size() && ends[s][j] == ends[s][i])
                    ++j;
                closed = closed && (j - i) % 2 == 0;
                i = j;
            }
            m_selfReferencing[s] = self[s] && !normal[s] && closed;
        }
    }

    int row(double y) const
    {
        return std::clamp(static_cast<int>((y - m_box.min.y) / m_cell), 0, m_rows - 1);
    }
    int col(double x) const
    {
        return std::clamp(static_cast<int>((x - m_box.min.x) / m_cell), 0, m_cols - 1);
    }

    const sw::Map& m_map;
    sw::Box2 m_box;
    double m_cell = 128;
    int m_cols = 1, m_rows = 1;
    std::vector<std::vector<std::size_t>> m_grid, m_bands;
    std::vector<std::uint32_t> m_parity;
    std::vector<std::uint8_t> m_selfReferencing;
};

} // namespace swtest
