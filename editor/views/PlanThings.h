#pragma once

#include "views/PlanGeometry.h"

#include <QCache>
#include <QColor>
#include <QList>
#include <QPixmap>

#include <cstdint>
#include <unordered_map>

class QPainter;

namespace sw::editor {

class DocumentResources;
class ViewTransform;

// How the plan draws things: each type as its category's shape and colour at its real radius
// (from the game configuration) with a facing arrow, and its sprite inside once the shape is
// large enough on screen for the picture to be legible. Styles and scaled sprites are cached
// per type, so a paint of MAP12's things only looks them up.
class PlanThings {
public:
    enum class Shape : std::uint8_t { Circle, Square, Diamond };
    // What categories look like; the index of a style's group in paint order.
    struct Style {
        QColor colour;
        Shape shape = Shape::Circle;
        double radius = 16; // map units
        int group = 0;
        bool hasSprite = false;
    };

    explicit PlanThings(const DocumentResources& resources);

    // Drops the styles and sprites (new game configuration or pictures).
    void clear();
    const Style& style(std::int32_t type) const;
    // The radius the plan shows a thing of this type with, in pixels at scale.
    double screenRadius(std::int32_t type, double scale) const;

    // Draws the things whose shapes reach into `area` (pixels).
    void paint(QPainter& painter, const ViewTransform& view,
               const QList<PlanGeometry::Marker>& things, const QRectF& area) const;

    // The shape's radius on screen from which the sprite is drawn inside it.
    static constexpr double kSpriteMinRadius = 12.0;

private:
    QPixmap sprite(std::int32_t type, int side) const;
    // A small solid marker of the style at a radius below the detail size, drawn once.
    QPixmap stamp(const Style& style, double radius) const;

    const DocumentResources& m_resources;
    mutable std::unordered_map<std::int32_t, Style> m_styles;
    // Sprites scaled to fit a square of `side` pixels, by (type, side). Costs in KiB.
    mutable QCache<quint64, QPixmap> m_sprites;
    // Small markers by (group, diameter in pixels): far out, MAP12's things are ~1,000 stamps.
    mutable std::unordered_map<quint64, QPixmap> m_stamps;
};

} // namespace sw::editor
