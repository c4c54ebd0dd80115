#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QTransform>

namespace sw::editor {

// How the plan lies on a widget: a map point at the centre of the viewport and a scale in
// pixels per map unit. Map y points up and screen y down, so every conversion flips y; keeping
// that in one class means no caller ever flips by hand.
class ViewTransform {
public:
    // Limits that keep a whole Doom-sized map (+-32768 units) and a single unit both reachable
    // without the numbers degenerating.
    static constexpr double kMinScale = 1.0 / 512.0;
    static constexpr double kMaxScale = 64.0;

    QPointF center() const { return m_center; }
    double scale() const { return m_scale; }
    QSizeF viewportSize() const { return m_viewport; }

    void setViewportSize(const QSizeF& size) { m_viewport = size; }
    void setCenter(const QPointF& mapPoint) { m_center = mapPoint; }
    void setScale(double scale);

    QPointF toScreen(const QPointF& mapPoint) const;
    QPointF toMap(const QPointF& screenPoint) const;
    // The same mapping for QPainter::setTransform, so cached map-space shapes draw as they are.
    QTransform mapToScreen() const;
    // The part of the map the viewport shows.
    QRectF visibleMapRect() const;

    // Scales by factor while the map point under screenPoint stays under it.
    void zoomAround(const QPointF& screenPoint, double factor);
    // Moves the view so the plan follows a drag by delta pixels.
    void panByPixels(const QPointF& delta);
    // Shows all of mapRect, centred, with marginPixels kept free on every side.
    void fit(const QRectF& mapRect, double marginPixels);

private:
    QPointF m_center;
    double m_scale = 1.0;
    QSizeF m_viewport{1, 1};
};

} // namespace sw::editor
