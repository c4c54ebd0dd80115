#pragma once

#include "document/ChangeSet.h"

#include <QColor>
#include <QLineF>
#include <QList>
#include <QPainterPath>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

class QBrush;
class QPainter;

namespace sw::editor {

// A map point as Qt's point (the plan's geometry, picking and painting all convert).
inline QPointF toQt(const Vec2& v)
{
    return {v.x, v.y};
}

// Everything the plan draws, in map coordinates, built once per map change so that a paint only
// draws. Rebuilding walks every wall and sector; painting MAP12 of freedoom2.wad with this
// cache stays interactive, rebuilding on every paint would not.
struct PlanGeometry {
    // A sector's area: its boundary loops strung into one polygon that is filled with the
    // odd-even rule. Every loop after the first is entered from the first loop's start and left
    // back to it; each such bridge is crossed twice, so it adds no area. One polygon per sector
    // rather than a QPainterPath: a path filled once keeps a converted copy of itself of at
    // least 3 KB (QPainterPath caches it), which on a map of 40,000 sectors held 128 MB.
    struct SectorShape {
        QPolygonF outline;
        QList<qsizetype> loopStarts; // where each loop after the first starts in the outline
        QRectF bounds;
        QColor fill;
        // Of the walls it was built from (their ends' places, in wall order): a structural
        // edit keeps the outline of every sector whose walls it left where they were.
        std::uint64_t edgeKey = 0;

        bool isEmpty() const { return outline.isEmpty(); }
        // The loops as separate closed subpaths (odd-even), made on demand: for hit tests and
        // for filling one sector with antialiasing.
        QPainterPath path() const;
        bool contains(const QPointF& p) const;
        // Fills the area with the painter's brush (the pen is not used), as one polygon: no
        // QPainterPath is made. Meant for fills without antialiasing, where the bridges between
        // loops leave no trace; with antialiasing, fill path() instead.
        void draw(QPainter& painter) const;
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
    // After update() gave areas: the thing markers it added, removed or changed (both versions
    // of a changed one), whose drawn size the view knows and the areas do not.
    std::vector<Marker> changedThings;
    // Brings the cache up to date after an edit. Structural edits build again the outlines of
    // the sectors whose walls changed (the others are kept, renumbered or not); in-place edits
    // (a drag, a height) redraw only the sectors they touch, which keeps dragging on a map of
    // 10,000 walls smooth. Returns the map areas whose drawing changed (before and after the
    // edit), or nothing when the whole plan may have: the player start, heights that move the
    // colour ramp's ends, and things when the geometry is built anew. After a structural edit the
    // areas are those of the sectors, walls and vertices that differ from the earlier geometry
    // (changedAreas).
    std::optional<std::vector<QRectF>> update(const Map& map, const ChangeSet& changes);

private:
    // Where each wall's line is (which of the three lists, and where in it) and the sectors the
    // wall had, so that a structural edit moves only the lines of the walls it changed.
    struct WallSlot {
        std::uint8_t list = kNoList;
        std::int32_t at = 0;
        std::int32_t front = -1, back = -1;
    };
    static constexpr std::uint8_t kNoList = 0xff;
    std::vector<WallSlot> m_wallSlots;                    // by wall
    std::array<std::vector<std::int32_t>, 3> m_lineWalls; // by list and line: its wall

    QList<QLineF>& wallList(std::uint8_t list);
    // Takes the wall's line out of its list (the list's last line takes its place).
    void removeWallLine(std::size_t wall);
    // Puts the wall's line, as the map has it now, at the end of its list (none for a wall
    // whose vertices are not in the map).
    void addWallLine(const Map& map, std::size_t wall);
    // The update after an edit that changed elements in place, or swapped them and says how
    // (ChangeSet::lengthsBefore; `was` holds the lengths before it): only the changed walls'
    // lines, the changed vertices and the sectors they touch are made again, and `changed` gets
    // update()'s answer. False, with nothing changed, when this geometry is not the map's before
    // the edit, or a structural edit changed too much for that to pay (the caller builds anew).
    bool updateInPlace(const Map& map, const ChangeSet& changes, const ChangeSet::Lengths& was,
                       std::optional<std::vector<QRectF>>& changed);

    // Where this geometry's drawing differs from `before`'s, an earlier version of the map:
    // the sectors (outline or fill), walls of each kind and vertices that were inserted,
    // removed or changed, the lists lined up around one inserted or removed run.
    std::vector<QRectF> changedAreas(const PlanGeometry& before) const;
    // With `before`, an earlier version's outlines serve where the sector's walls are the same.
    static PlanGeometry build(const Map& map, const PlanGeometry* before);
    void colourSectors(const Map& map);
    void collectLinesAndPoints(const Map& map);
    void collectThingsAndBounds(const Map& map);
};

} // namespace sw::editor
