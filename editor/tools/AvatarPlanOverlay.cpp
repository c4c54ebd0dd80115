#include "tools/AvatarPlanOverlay.h"

#include "document/Document.h"
#include "tools/AvatarPreview.h"
#include "views/PlanGeometry.h"
#include "views/PlanPalette.h"
#include "views/ViewTransform.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace sw::editor {

namespace {

// Pixels: the length of a contact's normal tick and the size of its dot.
constexpr double kNormalPixels = 14;
constexpr double kContactDotPixels = 3.5;
// Path points closer than this fraction of the radius add nothing visible to the swept area.
constexpr double kSweepSampleFraction = 0.25;

QPointF toPoint(const Vec2& p)
{
    return {p.x, p.y};
}

// The footprint at c as a counter-clockwise polygon (box) or an ellipse path (cylinder).
void addFootprint(QPainterPath& path, const Vec2& c, double r, bool box)
{
    if (box) {
        path.addPolygon(QPolygonF({QPointF(c.x - r, c.y - r), QPointF(c.x + r, c.y - r),
                                   QPointF(c.x + r, c.y + r), QPointF(c.x - r, c.y + r),
                                   QPointF(c.x - r, c.y - r)}));
    } else {
        path.addEllipse(toPoint(c), r, r);
    }
}

// The area a box of half-size r sweeps from a to b: both end squares and the band between
// the two corners farthest across the motion, all counter-clockwise so a winding fill unites
// them without holes.
void addBoxSweep(QPainterPath& path, const Vec2& a, const Vec2& b, double r)
{
    addFootprint(path, b, r, true);
    const Vec2 d = b - a;
    if (glm::length(d) < 1e-9)
        return;
    const Vec2 corners[4] = {{-r, -r}, {r, -r}, {r, r}, {-r, r}};
    Vec2 left = corners[0], right = corners[0];
    for (const Vec2& c : corners) {
        const double s = d.x * c.y - d.y * c.x;
        if (s > d.x * left.y - d.y * left.x)
            left = c;
        if (s < d.x * right.y - d.y * right.x)
            right = c;
    }
    // a+right -> b+right -> b+left -> a+left turns left: counter-clockwise.
    path.addPolygon(QPolygonF({toPoint(a + right), toPoint(b + right), toPoint(b + left),
                               toPoint(a + left), toPoint(a + right)}));
}

} // namespace

AvatarPlanOverlay::AvatarPlanOverlay(AvatarPreview& preview, const Document& document,
                                     QObject* parent)
    : QObject(parent), m_preview(preview), m_document(document)
{
    connect(&preview, &AvatarPreview::changed, this, &AvatarPlanOverlay::rebuildMarkers);
    rebuildMarkers();
}

QColor AvatarPlanOverlay::colour(AvatarProfile::Algorithm algorithm)
{
    switch (algorithm) {
    case AvatarProfile::Algorithm::Exact:
        return QColor::fromRgb(60, 235, 200);
    case AvatarProfile::Algorithm::Classic:
        return QColor::fromRgb(255, 150, 40);
    case AvatarProfile::Algorithm::Planes:
        break;
    }
    return QColor::fromRgb(235, 80, 200);
}

QString AvatarPlanOverlay::algorithmLabel(AvatarProfile::Algorithm algorithm)
{
    switch (algorithm) {
    case AvatarProfile::Algorithm::Exact:
        return tr("exact (swept shape)");
    case AvatarProfile::Algorithm::Classic:
        return tr("classic (Doom-like)");
    case AvatarProfile::Algorithm::Planes:
        break;
    }
    return tr("planes (sphere against triangles)");
}

std::vector<std::pair<QString, QColor>> AvatarPlanOverlay::legend() const
{
    std::vector<std::pair<QString, QColor>> out;
    if (m_preview.runs().size() < 2)
        return out;
    for (const AvatarPreview::Run& run : m_preview.runs())
        out.emplace_back(algorithmLabel(run.algorithm), colour(run.algorithm));
    return out;
}

QStringList AvatarPlanOverlay::teleportLabels() const
{
    QStringList out;
    for (const AvatarPreview::Run& run : m_preview.runs())
        if (run.valid)
            for (const TraceTeleport& t : run.trace.teleports)
                out << tr("teleport to (%1, %2)").arg(std::lround(t.to.x)).arg(std::lround(t.to.y));
    return out;
}

void AvatarPlanOverlay::paintTeleports(QPainter& painter, const ViewTransform& view) const
{
    // Beside the ring where the avatar left: where it went.
    const QStringList labels = teleportLabels();
    const QFontMetricsF metrics(painter.font());
    qsizetype k = 0;
    for (const AvatarPreview::Run& run : m_preview.runs()) {
        if (!run.valid)
            continue;
        for (const TraceTeleport& t : run.trace.teleports) {
            const QString& label = labels[k++];
            const QPointF at = view.toScreen(toPoint(t.from)) + QPointF(10, -10);
            const QRectF text = metrics.boundingRect(label).adjusted(-4, -2, 4, 2);
            const QRectF box = text.translated(at - text.bottomLeft());
            painter.setPen(QPen(colour(run.algorithm), 1));
            painter.setBrush(QColor::fromRgb(20, 20, 24, 215));
            painter.drawRoundedRect(box, 3, 3);
            painter.setPen(QColor(Qt::white));
            painter.drawText(box, Qt::AlignCenter, label);
        }
    }
}

void AvatarPlanOverlay::paintLegend(QPainter& painter, const ViewTransform& view) const
{
    const auto entries = legend();
    if (entries.empty())
        return;
    // A box in the bottom left corner: a swatch of each run's colour and its algorithm.
    const QFontMetricsF metrics(painter.font());
    constexpr double kPad = 6, kSwatch = 18;
    double width = 0;
    for (const auto& e : entries)
        width = std::max(width, metrics.horizontalAdvance(e.first));
    const double line = std::max(metrics.height(), 12.0) + 2;
    const QSizeF size(kPad * 3 + kSwatch + width, kPad * 2 + line * double(entries.size()));
    const QRectF box(QPointF(8, view.viewportSize().height() - size.height() - 8), size);
    painter.setPen(QPen(QColor(90, 90, 100), 1));
    painter.setBrush(QColor::fromRgb(20, 20, 24, 215));
    painter.drawRoundedRect(box, 3, 3);
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const double y = box.top() + kPad + line * double(i) + line / 2;
        painter.setPen(QPen(entries[i].second, 3));
        painter.drawLine(QPointF(box.left() + kPad, y), QPointF(box.left() + kPad + kSwatch, y));
        painter.setPen(QColor(Qt::white));
        painter.drawText(QRectF(box.left() + kPad * 2 + kSwatch, y - line / 2, width + 2, line),
                         Qt::AlignVCenter | Qt::AlignLeft, entries[i].first);
    }
}

void AvatarPlanOverlay::rebuildMarkers()
{
    m_markers.clear();
    const std::vector<AvatarPreview::ContactMarker>& markers = m_preview.contactMarkers();
    const QStringList labels = m_preview.markerLabels();
    for (std::size_t i = 0; i < markers.size(); ++i) {
        Marker m;
        m.contact = markers[i].contact;
        m.algorithm = markers[i].algorithm;
        if (i < static_cast<std::size_t>(labels.size()))
            m.label = labels[static_cast<qsizetype>(i)];
        m_markers.push_back(std::move(m));
    }
}

QStringList AvatarPlanOverlay::labels() const
{
    QStringList out;
    for (const Marker& m : m_markers)
        if (!m.label.isEmpty())
            out << m.label;
    return out;
}

int AvatarPlanOverlay::markerAt(const QPointF& screenPos, const ViewTransform& view) const
{
    int best = -1;
    double bestDistance = kHoverPixels;
    for (std::size_t i = 0; i < m_markers.size(); ++i) {
        const QPointF p = view.toScreen(toPoint(m_markers[i].contact.point));
        const double d = std::hypot(p.x() - screenPos.x(), p.y() - screenPos.y());
        if (d <= bestDistance) {
            bestDistance = d;
            best = static_cast<int>(i);
        }
    }
    return best;
}

bool AvatarPlanOverlay::hoverAt(const QPointF& screenPos, const ViewTransform& view)
{
    const int marker = markerAt(screenPos, view);
    if (marker == m_preview.hoveredMarker())
        return false;
    m_preview.setHoveredMarker(marker);
    return true;
}

void AvatarPlanOverlay::clearHover()
{
    m_preview.clearHover();
}

int AvatarPlanOverlay::hoveredMarker() const
{
    return m_preview.hoveredMarker();
}

void AvatarPlanOverlay::paint(QPainter& painter, const ViewTransform& view) const
{
    if (!m_preview.ready())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    // The comparison run first, so the profile's own run lies on top.
    for (std::size_t i = m_preview.runs().size(); i-- > 0;)
        paintRun(painter, view, i);
    paintHoveredElement(painter, view);
    paintMarkers(painter, view);
    paintTeleports(painter, view);
    paintLegend(painter, view);
    painter.restore();
}

void AvatarPlanOverlay::paintRun(QPainter& painter, const ViewTransform& view,
                                 std::size_t index) const
{
    const AvatarPreview::Run& run = m_preview.runs()[index];
    if (!run.valid)
        return;
    const AvatarProfile profile = m_preview.runProfile(run);
    const bool box = profile.shape == AvatarProfile::Shape::Box;
    const double r = profile.radius;
    const QColor c = colour(run.algorithm);

    painter.save();
    painter.setTransform(view.mapToScreen());
    // The swept area, from path points far enough apart to matter at this radius, and the path
    // of the centre; a teleport breaks both (no line across the map to the destination).
    const std::vector<glm::dvec3>& path = run.trace.path;
    QPainterPath swept;
    swept.setFillRule(Qt::WindingFill);
    std::vector<QPolygonF> lines;
    for (const auto& [begin, end] : pathStretches(run.trace)) {
        QPolygonF line;
        Vec2 last{path[begin].x, path[begin].y};
        addFootprint(swept, last, r, box);
        line << toPoint(last);
        for (std::size_t i = begin + 1; i < end; ++i) {
            const Vec2 p{path[i].x, path[i].y};
            if (glm::length(p - last) < r * kSweepSampleFraction && i + 1 < end)
                continue;
            if (box)
                addBoxSweep(swept, last, p, r);
            line << toPoint(p);
            last = p;
        }
        lines.push_back(std::move(line));
    }
    QColor fill = c;
    fill.setAlpha(45);
    if (box) {
        painter.fillPath(swept, fill);
    } else {
        // A round-capped stroke as wide as the disk is exactly the area the disk sweeps.
        QPen band(fill, 2 * r, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        painter.setPen(band);
        for (const QPolygonF& line : lines)
            if (line.size() > 1)
                painter.drawPolyline(line);
    }

    // The path of the centre.
    QPen pathPen(c, 2);
    pathPen.setCosmetic(true);
    painter.setPen(pathPen);
    painter.setBrush(Qt::NoBrush);
    for (const QPolygonF& line : lines)
        painter.drawPolyline(line);

    // Where a teleport took the avatar: a ring where it left, a ring where it arrived.
    QPen ringPen(c.lighter(150), 2, Qt::DashLine);
    ringPen.setCosmetic(true);
    painter.setPen(ringPen);
    for (const TraceTeleport& t : run.trace.teleports) {
        painter.drawEllipse(toPoint(t.from), r * 0.75, r * 0.75);
        painter.drawEllipse(QPointF(t.to.x, t.to.y), r * 1.5, r * 1.5);
    }

    // The footprint where the avatar stands now.
    QPainterPath here;
    addFootprint(here, run.state.pos, r, box);
    QColor standFill = c;
    standFill.setAlpha(110);
    QPen outline(c.lighter(130), 2);
    outline.setCosmetic(true);
    painter.setPen(outline);
    painter.setBrush(standFill);
    painter.drawPath(here);
    painter.restore();
}

void AvatarPlanOverlay::paintMarkers(QPainter& painter, const ViewTransform& view) const
{
    const QFontMetricsF metrics(painter.font());
    // Both algorithms often stop at the same wall for the same reason: one label says it.
    std::vector<std::pair<QRectF, QString>> drawn;
    const int hoveredIndex = hoveredMarker();
    for (std::size_t i = 0; i < m_markers.size(); ++i) {
        const Marker& m = m_markers[i];
        const bool hovered = static_cast<int>(i) == hoveredIndex;
        const QColor c = colour(m.algorithm);
        const QPointF p = view.toScreen(toPoint(m.contact.point));
        // Map y points up, screen y down.
        const QPointF n(m.contact.normal.x, -m.contact.normal.y);
        const QColor hover(PlanPalette::kContactHover);
        painter.setPen(QPen(hovered ? hover : c.lighter(140), hovered ? 2.5 : 1.5));
        painter.drawLine(p, p + n * kNormalPixels);
        painter.setBrush(hovered ? hover : QColor::fromRgb(255, 70, 70));
        painter.setPen(QPen(QColor(Qt::black), 1));
        const double dot = hovered ? kContactDotPixels * 1.5 : kContactDotPixels;
        painter.drawEllipse(p, dot, dot);
        if (m.label.isEmpty())
            continue;
        // The label sits beyond the normal tick, on the avatar's side of the wall.
        const QRectF text = metrics.boundingRect(m.label).adjusted(-4, -2, 4, 2);
        QPointF at = p + n * (kNormalPixels + 6);
        if (n.x() < -0.5)
            at.rx() -= text.width();
        if (n.y() < -0.5)
            at.ry() -= text.height();
        // Kept inside the view, so a contact near its edge still reads.
        const QSizeF room = view.viewportSize();
        at.setX(std::clamp(at.x(), 2.0, std::max(2.0, room.width() - text.width() - 2)));
        at.setY(std::clamp(at.y(), 2.0, std::max(2.0, room.height() - text.height() - 2)));
        const QRectF box(at, text.size());
        if (std::any_of(drawn.begin(), drawn.end(), [&](const auto& d) {
                return d.second == m.label && d.first.intersects(box);
            }))
            continue;
        drawn.emplace_back(box, m.label);
        painter.setPen(QPen(c, 1));
        painter.setBrush(QColor::fromRgb(20, 20, 24, 215));
        painter.drawRoundedRect(box, 3, 3);
        painter.setPen(QColor(Qt::white));
        painter.drawText(box, Qt::AlignCenter, m.label);
    }
}

void AvatarPlanOverlay::paintHoveredElement(QPainter& painter, const ViewTransform& view) const
{
    const AvatarPreview::HoveredElements hovered = m_preview.hoveredElements();
    const Map& map = m_document.map();
    const QColor colour(PlanPalette::kContactHover);
    // The sector beyond first, translucent, so the wall's line lies on top of its edge.
    if (hovered.sector != kNone && m_geometry &&
        static_cast<std::size_t>(hovered.sector) < m_geometry->sectors.size()) {
        QColor fill = colour;
        fill.setAlpha(110);
        painter.save();
        painter.setTransform(view.mapToScreen());
        const auto& shape = m_geometry->sectors[static_cast<std::size_t>(hovered.sector)];
        painter.fillPath(shape.path(), fill);
        painter.restore();
    }
    QPen pen(colour, 6, Qt::SolidLine, Qt::RoundCap);
    painter.setBrush(Qt::NoBrush);
    if (hovered.wall != kNone) {
        const Wall& w = map.walls[static_cast<std::size_t>(hovered.wall)];
        painter.setPen(pen);
        painter.drawLine(view.toScreen(toPoint(map.wallStart(w))),
                         view.toScreen(toPoint(map.wallEnd(w))));
    }
    if (hovered.thing != kNone) {
        const Thing& t = map.things[static_cast<std::size_t>(hovered.thing)];
        const double r = std::max(8.0, t.shape.radius) * view.scale();
        painter.setPen(pen);
        painter.drawEllipse(view.toScreen(toPoint(t.pos)), r, r);
    }
}

} // namespace sw::editor
