#include "views/PlanView.h"

#include "app/Document.h"
#include "views/PlanPalette.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

#include <cmath>
#include <numbers>

namespace sw::editor {

namespace {

// Pixels kept free around the map by zoom-to-fit.
constexpr double kFitMargin = 24.0;
// Scale shown before any map is open: half a pixel per unit, a 32-unit grid 16 pixels apart.
constexpr double kInitialScale = 0.5;
// One wheel notch (120 eighths of a degree) zooms by 2^(1/4); four notches double the scale.
constexpr double kWheelNotchesPerDoubling = 4.0;
// Zoom In / Zoom Out from the keyboard or menu.
constexpr double kStepZoom = std::numbers::sqrt2;
// Every n-th grid line is drawn brighter, as a landmark when the grid is dense.
constexpr long long kMajorGridEvery = 8;
// Doom's player radius: a sensible on-screen size for things whose real size the plan does not
// know yet.
constexpr double kThingRadius = 16.0;

QPen cosmeticPen(QRgb colour, double width)
{
    QPen pen{QColor::fromRgba(colour), width};
    pen.setCosmetic(true);
    return pen;
}

} // namespace

PlanView::PlanView(Document* document, QWidget* parent) : QWidget(parent), m_document(document)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    // Every paint covers the whole widget, so Qt need not clear it first.
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(200, 150);
    m_view.setScale(kInitialScale);
    connect(m_document, &Document::mapReplaced, this, &PlanView::rebuild);
    rebuild();
}

double PlanView::gridStep() const
{
    double step = 1;
    while (step * m_view.scale() < kMinGridSpacing)
        step *= 2;
    return step;
}

void PlanView::zoomToFit()
{
    if (m_geometry.bounds)
        m_view.fit(*m_geometry.bounds, kFitMargin);
    m_autoFit = true;
    update();
    emit viewChanged();
}

void PlanView::zoomIn()
{
    zoomAroundCenter(kStepZoom);
}

void PlanView::zoomOut()
{
    zoomAroundCenter(1 / kStepZoom);
}

void PlanView::zoomAroundCenter(double factor)
{
    const QSizeF size = m_view.viewportSize();
    m_view.zoomAround(QPointF(size.width() / 2, size.height() / 2), factor);
    viewEdited();
}

void PlanView::viewEdited()
{
    m_autoFit = false;
    update();
    emit viewChanged();
}

void PlanView::rebuild()
{
    m_geometry = PlanGeometry::build(m_document->map());
    if (!m_geometry.bounds)
        m_view.setCenter({0, 0});
    zoomToFit();
}

// --- painting --------------------------------------------------------------------------------

void PlanView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    paintPlan(painter);
}

void PlanView::paintPlan(QPainter& painter) const
{
    const QSizeF size = m_view.viewportSize();
    painter.fillRect(QRectF(QPointF(0, 0), size), QColor::fromRgb(PlanPalette::kBackground));
    // The grid goes over the fills so it stays readable where one edits, under the walls so it
    // never hides them.
    drawSectors(painter);
    drawGrid(painter);
    drawWalls(painter);
    drawVertices(painter);
    drawThings(painter);
}

void PlanView::drawSectors(QPainter& painter) const
{
    painter.save();
    // Without antialiasing neighbouring sectors meet without a seam of background between
    // them, and the walls drawn on top hide the hard edges anyway.
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setTransform(m_view.mapToScreen());
    const QRectF visible = m_view.visibleMapRect();
    for (const PlanGeometry::SectorShape& s : m_geometry.sectors) {
        if (s.path.isEmpty() || !s.bounds.intersects(visible))
            continue;
        painter.fillPath(s.path, s.fill);
    }
    painter.restore();
}

void PlanView::drawGrid(QPainter& painter) const
{
    // Translucent lines drawn one by one cost about 0.1 ms each on the raster engine (every
    // pixel goes through a separate blend), which made the grid the slowest part of the plan.
    // Instead, horizontal lines are one-pixel rectangles (one long span each), and all vertical
    // lines together are a one-pixel-high texture of the viewport's width repeated downwards.
    const double step = gridStep();
    const QRectF visible = m_view.visibleMapRect();
    const QSize size = m_view.viewportSize().toSize();
    if (size.isEmpty())
        return;
    const auto first = [step](double v) { return static_cast<long long>(std::ceil(v / step)); };
    const auto last = [step](double v) { return static_cast<long long>(std::floor(v / step)); };
    const auto colourOf = [](long long i) {
        return QColor::fromRgba(i % kMajorGridEvery == 0 ? PlanPalette::kGridMajor
                                                         : PlanPalette::kGridMinor);
    };

    QImage columns(size.width(), 1, QImage::Format_ARGB32_Premultiplied);
    columns.fill(Qt::transparent);
    for (long long i = first(visible.left()); i <= last(visible.right()); ++i) {
        const auto x =
            static_cast<int>(std::floor(m_view.toScreen({static_cast<double>(i) * step, 0}).x()));
        if (x >= 0 && x < size.width())
            columns.setPixelColor(x, 0, colourOf(i));
    }
    painter.save();
    painter.resetTransform();
    painter.setBrushOrigin(0, 0);
    painter.fillRect(QRect(QPoint(0, 0), size), QBrush(columns));
    for (long long i = first(visible.top()); i <= last(visible.bottom()); ++i) {
        const auto y =
            static_cast<int>(std::floor(m_view.toScreen({0, static_cast<double>(i) * step}).y()));
        painter.fillRect(QRect(0, y, size.width(), 1), colourOf(i));
    }
    painter.restore();
}

void PlanView::drawWalls(QPainter& painter) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setTransform(m_view.mapToScreen());
    // One-sided walls last: they are the map's solid outline and must never be covered.
    painter.setPen(cosmeticPen(PlanPalette::kTwoSidedWall, PlanPalette::kTwoSidedWidth));
    painter.drawLines(m_geometry.twoSidedWalls);
    painter.setPen(cosmeticPen(PlanPalette::kBlockingWall, PlanPalette::kBlockingWidth));
    painter.drawLines(m_geometry.blockingWalls);
    painter.setPen(cosmeticPen(PlanPalette::kOneSidedWall, PlanPalette::kOneSidedWidth));
    painter.drawLines(m_geometry.oneSidedWalls);
    painter.restore();
}

void PlanView::drawVertices(QPainter& painter) const
{
    const double scale = m_view.scale();
    if (scale < kMinScaleForVertices)
        return;
    const double side = scale >= 1 ? 4 : 3;
    // Keep the squares whose centre is visible, grown by one square so edge ones are not cut.
    const QRectF visible =
        QRectF(QPointF(0, 0), m_view.viewportSize()).adjusted(-side, -side, side, side);
    QList<QRectF> squares;
    for (const QPointF& v : m_geometry.vertices) {
        const QPointF s = m_view.toScreen(v);
        if (visible.contains(s))
            squares.append(QRectF(s.x() - side / 2, s.y() - side / 2, side, side));
    }
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor::fromRgb(PlanPalette::kVertex));
    painter.drawRects(squares);
    painter.restore();
}

void PlanView::drawThings(QPainter& painter) const
{
    const double radius = std::clamp(kThingRadius * m_view.scale(), 2.5, 24.0);
    const QRectF visible =
        QRectF(QPointF(0, 0), m_view.viewportSize()).adjusted(-radius, -radius, radius, radius);
    // Map angles run counter-clockwise with y up; on screen y runs down, hence the minus.
    const auto direction = [](double degrees) {
        const double a = degrees * std::numbers::pi / 180;
        return QPointF(std::cos(a), -std::sin(a));
    };

    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    // Large markers are see-through so that the walls and vertices they cover stay readable.
    QColor fill = QColor::fromRgb(PlanPalette::kThing);
    if (radius >= 6)
        fill.setAlpha(0x90);
    painter.setPen(radius >= 6 ? cosmeticPen(PlanPalette::kThing, 1.5) : QPen(Qt::NoPen));
    painter.setBrush(fill);
    QList<QLineF> facing;
    for (const PlanGeometry::Marker& t : m_geometry.things) {
        const QPointF s = m_view.toScreen(t.pos);
        if (!visible.contains(s))
            continue;
        painter.drawEllipse(s, radius, radius);
        // The facing only reads once the marker is big enough to hold a tick.
        if (radius >= 6)
            facing.append(QLineF(s, s + direction(t.angle) * radius));
    }
    painter.setPen(cosmeticPen(PlanPalette::kThing, 1.5));
    painter.drawLines(facing);

    if (m_geometry.playerStart) {
        // An arrow head pointing where the player looks, larger than any thing marker.
        const double size = std::max(radius * 1.6, 12.0);
        const QPointF c = m_view.toScreen(m_geometry.playerStart->pos);
        const double a = m_geometry.playerStart->angle;
        const QPointF arrow[] = {c + direction(a) * size, c + direction(a + 140) * size * 0.8,
                                 c + direction(a + 180) * size * 0.25,
                                 c + direction(a - 140) * size * 0.8};
        painter.setPen(cosmeticPen(PlanPalette::kBackground, 1.5));
        painter.setBrush(QColor::fromRgb(PlanPalette::kPlayerStart));
        painter.drawPolygon(arrow, 4);
    }
    painter.restore();
}

// --- interaction -----------------------------------------------------------------------------

void PlanView::resizeEvent(QResizeEvent*)
{
    m_view.setViewportSize(size());
    if (m_autoFit && m_geometry.bounds)
        m_view.fit(*m_geometry.bounds, kFitMargin);
    emit viewChanged();
}

void PlanView::wheelEvent(QWheelEvent* event)
{
    const double notches = event->angleDelta().y() / 120.0;
    if (notches == 0) {
        event->ignore();
        return;
    }
    m_view.zoomAround(event->position(), std::pow(2.0, notches / kWheelNotchesPerDoubling));
    viewEdited();
    event->accept();
}

void PlanView::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    const Qt::MouseButton b = event->button();
    const bool pan =
        b == Qt::MiddleButton || b == Qt::RightButton || (b == Qt::LeftButton && m_spaceHeld);
    if (!pan || m_panning) {
        event->ignore();
        return;
    }
    m_panning = true;
    m_lastPanPos = event->position().toPoint();
    updateCursorShape();
    event->accept();
}

void PlanView::mouseMoveEvent(QMouseEvent* event)
{
    const QPoint pos = event->position().toPoint();
    if (m_panning) {
        m_view.panByPixels(pos - m_lastPanPos);
        m_lastPanPos = pos;
        viewEdited();
    }
    emit cursorMoved(m_view.toMap(event->position()));
}

void PlanView::mouseReleaseEvent(QMouseEvent* event)
{
    // The pan ends when no button that could be panning is down any more.
    constexpr Qt::MouseButtons panButtons = Qt::LeftButton | Qt::MiddleButton | Qt::RightButton;
    if (m_panning && !(event->buttons() & panButtons)) {
        m_panning = false;
        updateCursorShape();
    }
}

void PlanView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Space) {
        if (!event->isAutoRepeat()) {
            m_spaceHeld = true;
            updateCursorShape();
        }
        return;
    }
    QWidget::keyPressEvent(event);
}

void PlanView::keyReleaseEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Space) {
        if (!event->isAutoRepeat()) {
            m_spaceHeld = false;
            updateCursorShape();
        }
        return;
    }
    QWidget::keyReleaseEvent(event);
}

void PlanView::leaveEvent(QEvent*)
{
    emit cursorLeft();
}

void PlanView::focusOutEvent(QFocusEvent* event)
{
    // A Space released while another window had the focus never reaches us.
    m_spaceHeld = false;
    updateCursorShape();
    QWidget::focusOutEvent(event);
}

void PlanView::updateCursorShape()
{
    if (m_panning)
        setCursor(Qt::ClosedHandCursor);
    else if (m_spaceHeld)
        setCursor(Qt::OpenHandCursor);
    else
        unsetCursor();
}

} // namespace sw::editor
