#pragma once

#include "map/Map.h"

#include <optional>
#include <string>
#include <vector>

namespace swtest {

// Builds maps for tests from sector polygons, as a designer would draw them: each sector is a
// counter-clockwise polygon; holes are counter-clockwise polygons whose inside is void. Edges
// are split where another polygon's vertex lies on them; shared edges become two-sided walls,
// the others one-sided walls flagged blocking. Coordinates must be exact in binary (integers
// or halves) so that shared edges are recognised.
class PolygonMap {
public:
    // Returns the sector index.
    int sector(const std::vector<sw::Vec2>& polygon, double floor, double ceiling,
               const std::string& name = {});
    int rect(double x0, double y0, double x1, double y1, double floor, double ceiling,
             const std::string& name = {});
    void hole(int sector, const std::vector<sw::Vec2>& polygon);
    void playerStart(double x, double y, double angle = 0);

    sw::Map build() const;

private:
    struct Poly {
        int sector;
        bool hole;
        std::vector<sw::Vec2> points;
    };
    std::vector<Poly> m_polys;
    std::vector<sw::Sector> m_sectors;
    std::optional<sw::PlayerStart> m_start;
};

} // namespace swtest
