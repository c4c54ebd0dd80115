#include "views/ViewTransform.h"

#include <algorithm>

namespace sw::editor {

void ViewTransform::setScale(double scale)
{
    m_scale = std::clamp(scale, kMinScale, kMaxScale);
}

QPointF ViewTransform::toScreen(const QPointF& p) const
{
    return {(p.x() - m_center.x()) * m_scale + m_viewport.width() / 2,
            m_viewport.height() / 2 - (p.y() - m_center.y()) * m_scale};
}

QPointF ViewTransform::toMap(const QPointF& s) const
{
    return {(s.x() - m_viewport.width() / 2) / m_scale + m_center.x(),
            (m_viewport.height() / 2 - s.y()) / m_scale + m_center.y()};
}

QTransform ViewTransform::mapToScreen() const
{
    return {m_scale,
            0,
            0,
            -m_scale,
            m_viewport.width() / 2 - m_center.x() * m_scale,
            m_viewport.height() / 2 + m_center.y() * m_scale};
}

QRectF ViewTransform::visibleMapRect() const
{
    const QPointF topLeft = toMap({0, 0});
    const QPointF bottomRight = toMap({m_viewport.width(), m_viewport.height()});
    return QRectF(topLeft, bottomRight).normalized();
}

void ViewTransform::zoomAround(const QPointF& screenPoint, double factor)
{
    const QPointF anchor = toMap(screenPoint);
    setScale(m_scale * factor);
    // Shift the centre so that anchor maps back onto screenPoint at the new scale.
    m_center += anchor - toMap(screenPoint);
}

void ViewTransform::panByPixels(const QPointF& delta)
{
    m_center -= QPointF(delta.x() / m_scale, -delta.y() / m_scale);
}

void ViewTransform::fit(const QRectF& mapRect, double marginPixels)
{
    m_center = mapRect.center();
    const double w = std::max(m_viewport.width() - 2 * marginPixels, 1.0);
    const double h = std::max(m_viewport.height() - 2 * marginPixels, 1.0);
    // A degenerate rect (one vertex, one straight wall) has no extent to fit in that
    // direction; the other one decides, and a single point keeps the current scale.
    double scale = m_scale;
    if (mapRect.width() > 0 && mapRect.height() > 0)
        scale = std::min(w / mapRect.width(), h / mapRect.height());
    else if (mapRect.width() > 0)
        scale = w / mapRect.width();
    else if (mapRect.height() > 0)
        scale = h / mapRect.height();
    setScale(scale);
}

} // namespace sw::editor
