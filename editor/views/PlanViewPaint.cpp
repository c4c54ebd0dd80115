// The plan view's painting: the kept image of the fills, grid, walls, vertices and things,
// drawn again only where an edit changed it, and the selection, overlays and tool over it. The
// view's state, picking and input are in PlanView.cpp.
#include "views/PlanView.h"

#include "document/Document.h"
#include "views/PlanPalette.h"
#include "views/PlanThings.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace sw::editor {

namespace {

// Every n-th grid line is drawn brighter, as a landmark when the grid is dense.
constexpr long long kMajorGridEvery = 8;
// Doom's player radius, the size of the player start's arrow.
constexpr double kPlayerRadius = 16.0;

QPen cosmeticPen(QRgb colour, double width)
{
    QPen pen{QColor::fromRgba(colour), width};
    pen.setCosmetic(true);
    return pen;
}

} // namespace

void PlanView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    paintKept(painter);
}

void PlanView::paintPlan(QPainter& painter) const
{
    drawBase(painter, QRegion(QRect(QPoint(0, 0), m_view.viewportSize().toSize())));
    drawHighlights(painter);
    // Overlays such as the BSP's leaves and partitions, when the View menu shows them.
    for (const PlanLayer* layer : m_layers)
        layer->paint(painter, m_view);
    if (m_tool)
        m_tool->paint(painter);
}

void PlanView::paintKept(QPainter& painter) const
{
    updateKeptBase();
    painter.drawImage(QPointF(0, 0), m_kept.image);
    drawHighlights(painter);
    for (const PlanLayer* layer : m_layers)
        layer->paint(painter, m_view);
    if (m_tool)
        m_tool->paint(painter);
}

namespace {

// The boxes gathered into groups whose boxes lie within a few pixels of each other, each
// group's area a region; one group for many boxes (grouping them would cost more than it
// saves).
std::vector<QRegion> nearbyAreas(const std::vector<QRect>& boxes)
{
    constexpr int kNear = 32;
    constexpr std::size_t kMostGrouped = 64;
    if (boxes.empty())
        return {};
    if (boxes.size() > kMostGrouped) {
        QRegion all;
        for (const QRect& b : boxes)
            all += b;
        return {all};
    }
    // Each box's group, merged until no two groups' grown bounds meet.
    std::vector<QRect> bounds(boxes.begin(), boxes.end());
    std::vector<std::size_t> group(boxes.size());
    for (std::size_t i = 0; i < group.size(); ++i)
        group[i] = i;
    for (bool merged = true; merged;) {
        merged = false;
        for (std::size_t a = 0; a < bounds.size() && !merged; ++a)
            for (std::size_t b = a + 1; b < bounds.size() && !merged; ++b) {
                if (!bounds[a].adjusted(-kNear, -kNear, kNear, kNear).intersects(bounds[b]))
                    continue;
                bounds[a] |= bounds[b];
                bounds.erase(bounds.begin() + static_cast<std::ptrdiff_t>(b));
                for (std::size_t& g : group)
                    g = g == b ? a : (g > b ? g - 1 : g);
                merged = true;
            }
    }
    std::vector<QRegion> regions(bounds.size());
    for (std::size_t i = 0; i < boxes.size(); ++i)
        regions[group[i]] += boxes[i];
    return regions;
}

} // namespace

void PlanView::updateKeptBase() const
{
    const QSizeF size = m_view.viewportSize();
    const qreal ratio = devicePixelRatioF();
    const QRect all(QPoint(0, 0), size.toSize());
    KeptBase& kept = m_kept;
    kept.lastRedraw = QRect();
    kept.lastRedrawPixels = 0;
    const bool same = !kept.image.isNull() && kept.transform == m_view.mapToScreen() &&
                      kept.size == size && kept.pixelRatio == ratio &&
                      kept.gridStep == gridStep() && kept.revision == m_baseRevision;
    if (!same) {
        kept.image = QImage((size * ratio).toSize(), QImage::Format_ARGB32_Premultiplied);
        kept.image.setDevicePixelRatio(ratio);
        kept.transform = m_view.mapToScreen();
        kept.size = size;
        kept.pixelRatio = ratio;
        kept.gridStep = gridStep();
        kept.revision = m_baseRevision;
        kept.changed.clear();
        if (!kept.image.isNull()) {
            QPainter painter(&kept.image);
            drawBase(painter, QRegion(all));
            kept.lastRedraw = all;
            kept.lastRedrawPixels = static_cast<qint64>(all.width()) * all.height();
        }
        return;
    }
    if (kept.changed.empty())
        return;
    // The changed areas on screen, grown by what a wall's pen or a vertex's square reaches
    // beyond the line or point (things are culled by their own size in drawThings).
    constexpr int kReach = 6;
    std::vector<QRect> boxes;
    boxes.reserve(kept.changed.size());
    for (const QRectF& r : kept.changed)
        if (const QRect box = m_view.mapToScreen().mapRect(r).toAlignedRect().adjusted(
                                  -kReach, -kReach, kReach, kReach) &
                              all;
            !box.isEmpty())
            boxes.push_back(box);
    kept.changed.clear();
    // Areas far apart (a sector joined here and the list's last sector moved into its place
    // over there) are drawn apart: drawing one box around them drew much of the map between.
    const std::vector<QRegion> clusters = nearbyAreas(boxes);
    QRect bounds;
    qint64 drawn = 0;
    for (const QRegion& c : clusters) {
        bounds |= c.boundingRect();
        drawn += static_cast<qint64>(c.boundingRect().width()) * c.boundingRect().height();
    }
    kept.lastRedrawPixels = drawn;
    if (clusters.empty())
        return;
    // Much of the view changed: drawing it whole costs no more.
    if (2 * drawn > static_cast<qint64>(all.width()) * all.height()) {
        QPainter painter(&kept.image);
        drawBase(painter, QRegion(all));
        kept.lastRedraw = all;
        kept.lastRedrawPixels = static_cast<qint64>(all.width()) * all.height();
        return;
    }
    kept.lastRedraw = bounds;
    if (kept.scratch.size() != kept.image.size()) {
        kept.scratch = QImage(kept.image.size(), kept.image.format());
        kept.scratch.setDevicePixelRatio(ratio);
    }
    for (const QRegion& region : clusters) {
        {
            QPainter scratch(&kept.scratch);
            drawBase(scratch, region);
        }
        // The area's pixels into the kept image, before the next area's drawing (whose lines
        // may reach into this one's box on the scratch image) begins.
        for (const QRect& r : region) {
            const QRect device =
                QRectF(r.x() * ratio, r.y() * ratio, r.width() * ratio, r.height() * ratio)
                    .toAlignedRect() &
                kept.image.rect();
            const auto bytes = static_cast<std::size_t>(device.width()) * 4;
            for (int y = device.top(); y <= device.bottom(); ++y)
                std::memcpy(kept.image.scanLine(y) + device.left() * 4,
                            kept.scratch.constScanLine(y) + device.left() * 4, bytes);
        }
    }
}

void PlanView::drawBase(QPainter& painter, const QRegion& area) const
{
    const QRect all(QPoint(0, 0), m_view.viewportSize().toSize());
    const bool whole = area == QRegion(all);
    const QRect bounds = area.boundingRect();
    // The map units the area shows, grown by what a pen reaches beyond a line.
    const double reach = 4.0 / std::max(m_view.scale(), 1e-9);
    const QRectF mapArea = whole ? m_view.visibleMapRect()
                                 : m_view.mapToScreen()
                                       .inverted()
                                       .mapRect(QRectF(bounds))
                                       .adjusted(-reach, -reach, reach, reach);
    // Fills and the grid have no antialiased edges: clipped, their pixels are the same.
    painter.save();
    if (!whole)
        painter.setClipRegion(area);
    for (const QRect& r : area)
        painter.fillRect(r, QColor::fromRgb(PlanPalette::kBackground));
    // The grid goes over the fills so it stays readable where one edits, under the walls so it
    // never hides them.
    drawSectors(painter, mapArea);
    drawGrid(painter);
    painter.restore();
    drawWalls(painter, mapArea, whole);
    drawVertices(painter, QRectF(bounds));
    drawThings(painter, QRectF(bounds));
}

void PlanView::drawSectors(QPainter& painter, const QRectF& mapArea) const
{
    painter.save();
    // Without antialiasing neighbouring sectors meet without a seam of background between
    // them, and the walls drawn on top hide the hard edges anyway.
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setTransform(m_view.mapToScreen());
    painter.setPen(Qt::NoPen);
    for (const PlanGeometry::SectorShape& s : m_geometry.sectors) {
        if (s.isEmpty() || !s.bounds.intersects(mapArea))
            continue;
        painter.setBrush(s.fill);
        s.draw(painter);
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

void PlanView::drawWalls(QPainter& painter, const QRectF& mapArea, bool whole) const
{
    // The lines that can touch the area, in their order (where they overlap, the later one is
    // on top, as in a whole paint).
    const auto within = [&](const QList<QLineF>& lines) {
        if (whole)
            return lines;
        QList<QLineF> out;
        for (const QLineF& l : lines) {
            const QRectF box = QRectF(l.p1(), l.p2()).normalized();
            if (box.right() >= mapArea.left() && box.left() <= mapArea.right() &&
                box.bottom() >= mapArea.top() && box.top() <= mapArea.bottom())
                out.append(l);
        }
        return out;
    };
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setTransform(m_view.mapToScreen());
    // One-sided walls last: they are the map's solid outline and must never be covered.
    painter.setPen(cosmeticPen(PlanPalette::kTwoSidedWall, PlanPalette::kTwoSidedWidth));
    painter.drawLines(within(m_geometry.twoSidedWalls));
    painter.setPen(cosmeticPen(PlanPalette::kBlockingWall, PlanPalette::kBlockingWidth));
    painter.drawLines(within(m_geometry.blockingWalls));
    painter.setPen(cosmeticPen(PlanPalette::kOneSidedWall, PlanPalette::kOneSidedWidth));
    painter.drawLines(within(m_geometry.oneSidedWalls));
    painter.restore();
}

void PlanView::drawVertices(QPainter& painter, const QRectF& area) const
{
    const double scale = m_view.scale();
    if (scale < kMinScaleForVertices)
        return;
    const double side = scale >= 1 ? 4 : 3;
    // Keep the squares whose centre is in the area, grown by one square so edge ones are not
    // cut.
    const QRectF visible = area.adjusted(-side, -side, side, side);
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

void PlanView::drawThings(QPainter& painter, const QRectF& area) const
{
    m_things->paint(painter, m_view, m_geometry.things, area);
    // Map angles run counter-clockwise with y up; on screen y runs down, hence the minus.
    const auto direction = [](double degrees) {
        const double a = degrees * std::numbers::pi / 180;
        return QPointF(std::cos(a), -std::sin(a));
    };
    const double radius = std::clamp(kPlayerRadius * m_view.scale(), 2.5, 24.0);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
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

void PlanView::drawHighlights(QPainter& painter) const
{
    const Map& map = m_document->map();
    const Selection& sel = m_document->selection();
    const QColor selected = QColor::fromRgb(PlanPalette::kSelection);
    const QColor hover = QColor::fromRgb(PlanPalette::kHover);
    const auto valid = [](Index i, std::size_t size) {
        return i >= 0 && static_cast<std::size_t>(i) < size;
    };
    const auto wallLine = [&](Index i) {
        const Wall& w = map.walls[static_cast<std::size_t>(i)];
        return QLineF(m_view.toScreen(toQt(map.wallStart(w))),
                      m_view.toScreen(toQt(map.wallEnd(w))));
    };
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);

    // Sectors: a tint over the selected ones, their walls outlined.
    if (!sel.sectors.empty() || (m_mode == EditMode::Sectors && m_hovered != kNone)) {
        QColor tint = selected;
        tint.setAlpha(0x48);
        painter.save();
        painter.setTransform(m_view.mapToScreen());
        for (Index s : sel.sectors)
            if (valid(s, m_geometry.sectors.size()))
                painter.fillPath(m_geometry.sectors[static_cast<std::size_t>(s)].path(), tint);
        painter.restore();
        QList<QLineF> selectedLines, hoverLines;
        for (std::size_t i = 0; i < map.walls.size(); ++i) {
            const Wall& w = map.walls[i];
            if (Selection::contains(sel.sectors, w.frontSector) ||
                Selection::contains(sel.sectors, w.backSector))
                selectedLines.append(wallLine(static_cast<Index>(i)));
            if (m_mode == EditMode::Sectors && m_hovered != kNone &&
                (w.frontSector == m_hovered || w.backSector == m_hovered))
                hoverLines.append(wallLine(static_cast<Index>(i)));
        }
        painter.setPen(QPen(selected, 2.5));
        painter.drawLines(selectedLines);
        painter.setPen(QPen(hover, 2));
        painter.drawLines(hoverLines);
    }

    // Walls.
    QList<QLineF> walls;
    for (Index i : sel.walls)
        if (valid(i, map.walls.size()))
            walls.append(wallLine(i));
    painter.setPen(QPen(selected, 3));
    painter.drawLines(walls);
    if (m_mode == EditMode::Walls && valid(m_hovered, map.walls.size())) {
        painter.setPen(QPen(hover, 3));
        painter.drawLine(wallLine(m_hovered));
    }

    // Vertices and things: a square or a ring around them.
    painter.setBrush(Qt::NoBrush);
    const auto square = [&](Index v, const QColor& colour) {
        const QPointF s = m_view.toScreen(toQt(map.vertices[static_cast<std::size_t>(v)].pos));
        painter.setPen(QPen(colour, 2));
        painter.drawRect(QRectF(s.x() - 4, s.y() - 4, 8, 8));
    };
    for (Index v : sel.vertices)
        if (valid(v, map.vertices.size()))
            square(v, selected);
    if (m_mode == EditMode::Vertices && valid(m_hovered, map.vertices.size()))
        square(m_hovered, hover);
    const auto ring = [&](Index t, const QColor& colour) {
        const Thing& thing = map.things[static_cast<std::size_t>(t)];
        const QPointF s = m_view.toScreen(toQt(thing.pos));
        const double radius = m_things->screenRadius(thing.type, m_view.scale()) + 3;
        painter.setPen(QPen(colour, 2));
        painter.drawEllipse(s, radius, radius);
    };
    for (Index t : sel.things)
        if (valid(t, map.things.size()))
            ring(t, selected);
    if (m_mode == EditMode::Things && valid(m_hovered, map.things.size()))
        ring(m_hovered, hover);
    painter.restore();
}

} // namespace sw::editor
