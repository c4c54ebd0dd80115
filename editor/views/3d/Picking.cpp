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

Selection selectionAfterClick(const std::optional<LevelHit>& hit, const Selection& current,
                              bool additive)
{
    Selection sel = additive ? current : Selection{};
    if (!hit)
        return sel;
    std::vector<Index>* list = hit->tag.kind == ElementKind::Sector ? &sel.sectors
                               : hit->tag.kind == ElementKind::Wall ? &sel.walls
                                                                    : &sel.things;
    if (additive)
        Selection::toggle(*list, hit->tag.index);
    else
        list->push_back(hit->tag.index);
    return sel;
}

} // namespace sw::editor::view3d
