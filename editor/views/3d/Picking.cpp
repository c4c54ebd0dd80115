#include "views/3d/Picking.h"

#include <QVector4D>

#include <algorithm>

namespace sw::editor::view3d {

PixelRay rayThroughPixel(const QMatrix4x4& viewProjection, QSize viewport, const QPointF& pixel)
{
    const float x = float(2.0 * pixel.x() / std::max(1, viewport.width()) - 1.0);
    const float y = float(1.0 - 2.0 * pixel.y() / std::max(1, viewport.height()));
    const QMatrix4x4 inverse = viewProjection.inverted();
    const QVector3D nearPoint = inverse.map(QVector3D(x, y, -1.0f));
    const QVector3D farPoint = inverse.map(QVector3D(x, y, 1.0f));
    return {nearPoint, farPoint - nearPoint};
}

QPointF projectToPixel(const QMatrix4x4& viewProjection, QSize viewport, const QVector3D& world)
{
    const QVector4D clip = viewProjection * QVector4D(world, 1.0f);
    if (clip.w() <= 0)
        return QPointF(-1, -1);
    return QPointF((double(clip.x() / clip.w()) + 1.0) / 2.0 * viewport.width(),
                   (1.0 - double(clip.y() / clip.w())) / 2.0 * viewport.height());
}

std::optional<LevelHit> castRay(const LevelGeometry& level, const PixelRay& ray, bool ceilingsShown)
{
    unsigned layers = ~0u;
    if (!ceilingsShown)
        layers &= ~(1u << static_cast<unsigned>(LevelLayer::Ceilings));
    return level.rayCast(Vec3f(ray.origin.x(), ray.origin.y(), ray.origin.z()),
                         Vec3f(ray.direction.x(), ray.direction.y(), ray.direction.z()), true,
                         layers);
}

std::optional<Surface> surfaceOfTag(const ElementTag& tag)
{
    const bool back = tag.side == 1;
    if (tag.kind == ElementKind::Sector) {
        if (tag.part == SurfacePart::Floor)
            return Surface{tag.index, Surface::Part::Floor, false};
        if (tag.part == SurfacePart::Ceiling)
            return Surface{tag.index, Surface::Part::Ceiling, false};
        return std::nullopt;
    }
    if (tag.kind != ElementKind::Wall)
        return std::nullopt;
    switch (tag.part) {
    case SurfacePart::Upper:
        return Surface{tag.index, Surface::Part::Upper, back};
    case SurfacePart::Middle:
    case SurfacePart::Solid:
        return Surface{tag.index, Surface::Part::Middle, back};
    case SurfacePart::Lower:
        return Surface{tag.index, Surface::Part::Lower, back};
    default:
        return std::nullopt;
    }
}

std::optional<Surface> surfaceOf(const std::optional<LevelHit>& hit, const Map& map)
{
    if (!hit || hit->tag.index < 0)
        return std::nullopt;
    const auto i = static_cast<std::size_t>(hit->tag.index);
    const bool known = hit->tag.kind == ElementKind::Sector ? i < map.sectors.size()
                                                            : i < map.walls.size();
    std::optional<Surface> surface = known ? surfaceOfTag(hit->tag) : std::nullopt;
    // Only a two-sided wall has a back side to name.
    if (surface && surface->back && !map.walls[i].twoSided())
        surface->back = false;
    return surface;
}

Selection selectionAfterClick(const std::optional<LevelHit>& hit, const Selection& current,
                              bool additive, const Map& map)
{
    Selection sel = additive ? current : Selection{};
    if (!hit)
        return sel;
    if (const std::optional<Surface> surface = surfaceOf(hit, map)) {
        // On an empty selection (not additive) this selects the surface and its owner.
        sel.toggleSurface(*surface);
        return sel;
    }
    if (hit->tag.kind != ElementKind::Thing)
        return sel;
    if (additive)
        Selection::toggle(sel.things, hit->tag.index);
    else
        sel.things.push_back(hit->tag.index);
    return sel;
}

} // namespace sw::editor::view3d
