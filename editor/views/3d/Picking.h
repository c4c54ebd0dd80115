#pragma once

// Between the 3D view's pixels and the level: the ray through a pixel, where a world point
// appears, and what a click hits. No Qt3D: the view passes its camera's matrices.

#include "document/Selection.h"
#include "scene/LevelGeometry.h"

#include <QMatrix4x4>
#include <QPointF>
#include <QSize>
#include <QVector3D>

#include <optional>

namespace sw::editor::view3d {

struct PixelRay {
    QVector3D origin;    // on the near plane
    QVector3D direction; // to the far plane
};

PixelRay rayThroughPixel(const QMatrix4x4& viewProjection, QSize viewport, const QPointF& pixel);

// Where a world point appears, in pixels from the top left; (-1, -1) behind the camera.
QPointF projectToPixel(const QMatrix4x4& viewProjection, QSize viewport, const QVector3D& world);

// The nearest drawn triangle the ray meets. Only what is drawn can be hit: culled faces let the
// ray through, and so do the ceilings when they are hidden.
std::optional<LevelHit> castRay(const LevelGeometry& level, const PixelRay& ray,
                                bool ceilingsShown);

// The surface a triangle of the level draws, as Selection names it: a sector's floor or
// ceiling, or the upper, middle or lower part of a wall side (a one-sided wall is drawn whole:
// its middle). None for things.
std::optional<Surface> surfaceOfTag(const ElementTag& tag);

// The surface a hit is on: a sector's floor or ceiling, or the upper, middle or lower part of
// the side of a wall the camera sees (a one-sided wall is drawn whole: its middle). None for a
// thing or an index the map does not have.
std::optional<Surface> surfaceOf(const std::optional<LevelHit>& hit, const Map& map);

// The selection after a click that hit `hit` (or nothing): the surface with its sector or wall
// (or a thing) alone, or toggled in `current` when additive.
Selection selectionAfterClick(const std::optional<LevelHit>& hit, const Selection& current,
                              bool additive, const Map& map);

} // namespace sw::editor::view3d
