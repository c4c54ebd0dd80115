#pragma once

#include <QColor>
#include <QLineF>
#include <QList>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>

#include <cstdint>
#include <optional>
#include <vector>

namespace sw {
struct Map;
}

namespace sw::editor {
struct ChangeSet;
}

namespace sw::editor {

// Everything the plan draws, in map coordinates, built once per map change so that a paint only
// draws. Rebuilding walks every wall and sector; painting MAP12 of freedoom2.wad with this
// cache stays interactive, rebuilding on every paint would not.
struct PlanGeometry {
    struct SectorShape {
        QPainterPath path; // odd-even filled; see buildSectorPath
        QRectF bounds;
        QColor fill;
    };
    struct Marker {
        QPointF pos;
        double angle = 0; // degrees, counter-clockwise from +x
        std::int32_t type = 0; // things: the thing type
    };

    std::vector<SectorShape> sectors; // same order as Map::sectors
    QList<QLineF> oneSidedWalls;
    QList<QLineF> twoSidedWalls; // two-sided walls that let movers pass
    QList<QLineF> blockingWalls; // two-sided walls flagged as blocking
    QList<QPointF> vertices;
    QList<Marker> things;
    std::optional<Marker> playerStart;
    std::optional<QRectF> bounds; // of vertices and things; none for an empty map
    double minFloor = 0, maxFloor = 0;

    static PlanGeometry build(const Map& map);
    // Brings the cache up to date after an edit. Structural edits rebuild everything; in-place
    // edits (a drag, a height) redraw only the sectors they touch, which keeps dragging on a map
    // of 10,000 walls smooth.
    void update(const Map& map, const ChangeSet& changes);

private:
    void colourSectors(const Map& map);
    void collectLinesAndPoints(const Map& map);
};

} // namespace sw::editor
