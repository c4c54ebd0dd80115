// The plan view's state, picking, snapping, zoom and input, and its response to edits; its
// painting is in PlanViewPaint.cpp.
#include "views/PlanView.h"

#include "document/Document.h"
#include "document/DocumentResources.h"
#include "views/PlanThings.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <limits>
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
// Pixels around a thing's shape that still pick it, so small ones stay easy to click.
constexpr double kThingPickSlack = 4.0;

// Distance from p to the segment a-b.
double distanceToSegment(const QPointF& p, const QPointF& a, const QPointF& b)
{
    const QPointF d = b - a;
    const double len2 = QPointF::dotProduct(d, d);
    const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, d) / len2, 0.0, 1.0) : 0.0;
    const QPointF q = a + d * t - p;
    return std::hypot(q.x(), q.y());
}

} // namespace

PlanView::PlanView(Document* document, QWidget* parent)
    : QWidget(parent), m_document(document),
      m_things(std::make_unique<PlanThings>(document->resources()))
{
    connect(&m_document->resources(), &DocumentResources::changed, this, [this] {
        m_things->clear();
        dropKeptBase();
        update();
    });
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    // Every paint covers the whole widget, so Qt need not clear it first.
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(200, 150);
    m_view.setScale(kInitialScale);
    connect(m_document, &Document::mapReplaced, this, &PlanView::rebuild);
    connect(m_document, &Document::mapChanged, this, &PlanView::mapChanged);
    connect(m_document, &Document::selectionChanged, this, qOverload<>(&QWidget::update));
    rebuild();
}

PlanView::~PlanView() = default;

void PlanView::setInteractionFactory(PlanInteractionFactory factory)
{
    if (m_tool)
        m_tool->cancel();
    m_factory = std::move(factory);
    m_tool = m_factory ? m_factory(m_mode, *this) : nullptr;
    update();
}

void PlanView::addLayer(const PlanLayer* layer)
{
    m_layers.push_back(layer);
    update();
}

void PlanView::removeLayer(const PlanLayer* layer)
{
    m_layers.erase(std::remove(m_layers.begin(), m_layers.end(), layer), m_layers.end());
    update();
}

double PlanView::gridStep() const
{
    double step = m_gridSize;
    while (step * m_view.scale() < kMinGridSpacing)
        step *= 2;
    return step;
}

void PlanView::setGridSize(double size)
{
    m_gridSize = std::clamp(size, kMinGridSize, kMaxGridSize);
    update();
    emit viewChanged();
}

void PlanView::growGrid()
{
    setGridSize(m_gridSize * 2);
}

void PlanView::shrinkGrid()
{
    setGridSize(m_gridSize / 2);
}

void PlanView::setMode(EditMode mode)
{
    if (mode == m_mode)
        return;
    if (m_tool)
        m_tool->cancel();
    m_mode = mode;
    m_hovered = kNone;
    m_tool = m_factory ? m_factory(mode, *this) : nullptr;
    update();
    emit modeChanged(mode);
}

void PlanView::setHovered(Index element)
{
    if (element == m_hovered)
        return;
    m_hovered = element;
    update();
}

// --- picking and snapping ----------------------------------------------------------------

Index PlanView::vertexAt(const QPointF& screenPos) const
{
    const Map& map = m_document->map();
    Index best = kNone;
    double bestDistance = kPickVertexPixels;
    for (std::size_t i = 0; i < map.vertices.size(); ++i) {
        const QPointF d = m_view.toScreen(toQt(map.vertices[i].pos)) - screenPos;
        const double distance = std::hypot(d.x(), d.y());
        if (distance <= bestDistance) {
            best = static_cast<Index>(i);
            bestDistance = distance;
        }
    }
    return best;
}

Index PlanView::wallAt(const QPointF& screenPos) const
{
    const Map& map = m_document->map();
    const QPointF p = m_view.toMap(screenPos);
    const double reach = kPickWallPixels / m_view.scale();
    Index best = kNone;
    double bestDistance = reach;
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        const QPointF a = toQt(map.wallStart(w)), b = toQt(map.wallEnd(w));
        // A cheap box test first: most walls are far away.
        if (p.x() < std::min(a.x(), b.x()) - reach || p.x() > std::max(a.x(), b.x()) + reach ||
            p.y() < std::min(a.y(), b.y()) - reach || p.y() > std::max(a.y(), b.y()) + reach)
            continue;
        const double distance = distanceToSegment(p, a, b);
        if (distance <= bestDistance) {
            best = static_cast<Index>(i);
            bestDistance = distance;
        }
    }
    return best;
}

Index PlanView::sectorAt(const QPointF& screenPos) const
{
    const QPointF p = m_view.toMap(screenPos);
    // Inner sectors are carved out of their surroundings, so at most one path contains p; of
    // overlapping ones in a broken map the smallest is the one a user means.
    Index best = kNone;
    double bestArea = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < m_geometry.sectors.size(); ++i) {
        const PlanGeometry::SectorShape& s = m_geometry.sectors[i];
        if (!s.contains(p))
            continue;
        const double area = s.bounds.width() * s.bounds.height();
        if (area < bestArea) {
            best = static_cast<Index>(i);
            bestArea = area;
        }
    }
    return best;
}

Index PlanView::thingAt(const QPointF& screenPos) const
{
    const Map& map = m_document->map();
    // The nearest thing whose shape (plus a little slack) holds the point.
    Index best = kNone;
    double bestDistance = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < map.things.size(); ++i) {
        const QPointF d = m_view.toScreen(toQt(map.things[i].pos)) - screenPos;
        const double distance = std::hypot(d.x(), d.y());
        const double reach = std::max(
            m_things->screenRadius(map.things[i].type, m_view.scale()) + kThingPickSlack, 6.0);
        if (distance <= reach && distance < bestDistance) {
            best = static_cast<Index>(i);
            bestDistance = distance;
        }
    }
    return best;
}

Index PlanView::elementAt(const QPointF& screenPos) const
{
    switch (m_mode) {
    case EditMode::Vertices:
        return vertexAt(screenPos);
    case EditMode::Walls:
        return wallAt(screenPos);
    case EditMode::Sectors:
        return sectorAt(screenPos);
    case EditMode::Things:
        return thingAt(screenPos);
    default:
        return kNone;
    }
}

Vec2 PlanView::snap(const QPointF& screenPos, Qt::KeyboardModifiers modifiers,
                    const std::vector<Index>& ignoreVertices) const
{
    const QPointF raw = m_view.toMap(screenPos);
    if (modifiers & Qt::AltModifier)
        return {raw.x(), raw.y()};
    const Map& map = m_document->map();
    // A vertex close by wins: that is how drawn walls connect.
    Index nearest = kNone;
    double nearestDistance = kPickVertexPixels;
    for (std::size_t i = 0; i < map.vertices.size(); ++i) {
        if (std::find(ignoreVertices.begin(), ignoreVertices.end(), static_cast<Index>(i)) !=
            ignoreVertices.end())
            continue;
        const QPointF d = m_view.toScreen(toQt(map.vertices[i].pos)) - screenPos;
        const double distance = std::hypot(d.x(), d.y());
        if (distance <= nearestDistance) {
            nearest = static_cast<Index>(i);
            nearestDistance = distance;
        }
    }
    if (nearest != kNone)
        return map.vertices[static_cast<std::size_t>(nearest)].pos;
    const Vec2 grid(std::round(raw.x() / m_gridSize) * m_gridSize,
                    std::round(raw.y() / m_gridSize) * m_gridSize);
    // Next, a wall close by: the grid point if it lies on the wall, else the nearest whole
    // unit on it, so a drawn corner lands on the wall and splits it.
    const Index wall = wallAt(screenPos);
    if (wall != kNone) {
        const Wall& w = map.walls[static_cast<std::size_t>(wall)];
        const Vec2 a = map.wallStart(w), b = map.wallEnd(w);
        const Vec2 d = b - a;
        const auto onWall = [&](const Vec2& p) {
            const double t = glm::dot(p - a, d) / glm::dot(d, d);
            return a + d * std::clamp(t, 0.0, 1.0);
        };
        if (glm::length(onWall(grid) - grid) < 1e-6)
            return grid;
        return onWall({raw.x(), raw.y()});
    }
    return grid;
}

void PlanView::zoomToFit()
{
    if (m_geometry.bounds)
        m_view.fit(*m_geometry.bounds, kFitMargin);
    m_autoFit = true;
    update();
    emit viewChanged();
}

void PlanView::frame(const QRectF& mapRect)
{
    constexpr double kSmallest = 256.0; // map units
    QRectF r = mapRect.normalized();
    const QPointF c = r.center();
    r.setWidth(std::max(r.width(), kSmallest));
    r.setHeight(std::max(r.height(), kSmallest));
    r.moveCenter(c);
    m_view.fit(r, kFitMargin);
    m_autoFit = false;
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

void PlanView::mapChanged(const ChangeSet& changes)
{
    std::optional<std::vector<QRectF>> areas = m_geometry.update(m_document->map(), changes);
    if (!areas) {
        dropKeptBase();
    } else {
        m_kept.changed.insert(m_kept.changed.end(), areas->begin(), areas->end());
        // A thing's marker or sprite reaches its radius on screen (at least a few pixels), and
        // its outline two pixels beyond that.
        const double scale = std::max(m_view.scale(), 1e-9);
        for (const PlanGeometry::Marker& t : m_geometry.changedThings) {
            const double r = (m_things->screenRadius(t.type, scale) + 2) / scale;
            m_kept.changed.push_back(QRectF(t.pos - QPointF(r, r), QSizeF(2 * r, 2 * r)));
        }
    }
    // The hovered element may be gone after a structural edit.
    if (changes.topology)
        m_hovered = kNone;
    update();
}

void PlanView::rebuild()
{
    if (m_tool)
        m_tool->cancel();
    m_hovered = kNone;
    m_geometry = PlanGeometry::build(m_document->map());
    dropKeptBase();
    if (!m_geometry.bounds)
        m_view.setCenter({0, 0});
    zoomToFit();
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
    if (m_panning) {
        event->accept();
        return;
    }
    if (!pan) {
        if (b == Qt::LeftButton && m_tool)
            m_tool->mousePress(event);
        else
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
    } else if (m_tool) {
        m_tool->mouseMove(event);
    }
    const QPointF p = m_view.toMap(event->position());
    m_cursorMapPos = Vec2(p.x(), p.y());
    emit cursorMoved(p);
}

void PlanView::mouseDoubleClickEvent(QMouseEvent* event)
{
    // Qt sends a double click instead of the second press; tools treat it as a press.
    mousePressEvent(event);
}

void PlanView::mouseReleaseEvent(QMouseEvent* event)
{
    // The pan ends when no button that could be panning is down any more.
    constexpr Qt::MouseButtons panButtons = Qt::LeftButton | Qt::MiddleButton | Qt::RightButton;
    if (m_panning) {
        if (!(event->buttons() & panButtons)) {
            m_panning = false;
            updateCursorShape();
        }
        return;
    }
    if (event->button() == Qt::LeftButton && m_tool)
        m_tool->mouseRelease(event);
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
    if (m_tool && m_tool->keyPress(event))
        return;
    if (event->key() == Qt::Key_Escape) {
        if (m_tool)
            m_tool->cancel();
        update();
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
    m_cursorMapPos.reset();
    setHovered(kNone);
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

QString PlanView::toolTipAt(const QPointF& screenPos) const
{
    const Map& map = m_document->map();
    const DocumentResources& names = m_document->resources();
    const Index i = elementAt(screenPos);
    if (i == kNone)
        return {};
    const auto at = static_cast<std::size_t>(i);
    switch (m_mode) {
    case EditMode::Things:
        return tr("Thing %1: %2").arg(i).arg(names.thingLabel(map.things[at].type));
    case EditMode::Walls:
        if (map.walls[at].special == 0)
            return {};
        return tr("Wall %1: %2").arg(i).arg(names.lineSpecialLabel(map.walls[at].special));
    case EditMode::Sectors:
        if (map.sectors[at].special == 0)
            return {};
        return tr("Sector %1: %2").arg(i).arg(names.sectorSpecialLabel(map.sectors[at].special));
    default:
        return {};
    }
}

bool PlanView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace sw::editor
