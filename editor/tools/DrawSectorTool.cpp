#include "tools/DrawSectorTool.h"

#include "document/Document.h"
#include "commands/DrawSector.h"
#include "views/PlanPalette.h"
#include "views/PlanView.h"

#include "map/MapEditing.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <cmath>

namespace sw::editor {

void DrawSectorTool::mousePress(QMouseEvent* event)
{
    const Vec2 p = m_view.snap(event->position(), event->modifiers());
    if (m_corners.size() >= 3 && p == m_corners.front()) {
        finish();
        return;
    }
    // A repeated corner is a double click or a slip, never meant as a zero-length wall.
    if (!m_corners.empty() && p == m_corners.back())
        return;
    m_corners.push_back(p);
    m_view.update();
}

void DrawSectorTool::mouseMove(QMouseEvent* event)
{
    m_cursor = m_view.snap(event->position(), event->modifiers());
    m_view.update();
}

bool DrawSectorTool::keyPress(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Backspace:
        if (m_corners.empty())
            return false;
        m_corners.pop_back();
        m_view.update();
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_corners.size() < 2 || (m_corners.size() < 3 && !endsOnWalls()))
            return false;
        finish();
        return true;
    case Qt::Key_Escape:
        if (m_corners.empty())
            return false;
        cancel();
        return true;
    default:
        return false;
    }
}

void DrawSectorTool::cancel()
{
    m_corners.clear();
    m_view.update();
}

bool DrawSectorTool::endsOnWalls() const
{
    if (m_corners.size() < 2)
        return false;
    const Map& map = m_view.document().map();
    const auto onWalls = [&map](const Vec2& p) {
        return edit::vertexAt(map, p) != kNone || edit::wallThrough(map, p) != kNone;
    };
    return onWalls(m_corners.front()) && onWalls(m_corners.back());
}

void DrawSectorTool::finish()
{
    QString why;
    Document& doc = m_view.document();
    // A line string from wall to wall divides what it crosses; anything else is an outline.
    auto command = endsOnWalls() ? DrawSector::createLines(doc, m_corners, false, &why)
                                 : DrawSector::create(doc, m_corners, &why);
    if (command) {
        doc.push(command.release());
        m_corners.clear();
    } else {
        // Keep the drawing so it can be fixed (Backspace) or dropped (Escape).
        m_view.showMessage(why);
    }
    m_view.update();
}

void DrawSectorTool::paintLengthLabel(QPainter& painter, const Vec2& from, const Vec2& to) const
{
    const Vec2 d = to - from;
    const double length = glm::length(d);
    if (length <= 0)
        return;
    double angle = std::atan2(d.y, d.x) * 180.0 / 3.14159265358979323846;
    if (angle < 0)
        angle += 360;
    //: The length of the line being drawn (map units) and its angle (degrees, 0 = east).
    const QString text = QCoreApplication::translate("DrawSectorTool", "%1 units, %2\u00b0")
                             .arg(length, 0, 'f', length == std::round(length) ? 0 : 1)
                             .arg(angle, 0, 'f', 0);
    drawLabel(painter, m_view.mapToScreen(QPointF(to.x, to.y)) + QPointF(12, -12), text);
}

void drawLabel(QPainter& painter, const QPointF& at, const QString& text)
{
    const QFontMetricsF metrics(painter.font());
    QRectF box = metrics.boundingRect(text).adjusted(-4, -2, 4, 2);
    box.moveBottomLeft(at);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 170));
    painter.drawRect(box);
    painter.setPen(Qt::white);
    painter.drawText(box, Qt::AlignCenter, text);
}

void DrawSectorTool::paint(QPainter& painter) const
{
    const auto screen = [this](const Vec2& p) { return m_view.mapToScreen(QPointF(p.x, p.y)); };
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QColor colour = QColor::fromRgb(PlanPalette::kSelection);
    painter.setPen(QPen(colour, 2));
    for (std::size_t i = 1; i < m_corners.size(); ++i)
        painter.drawLine(screen(m_corners[i - 1]), screen(m_corners[i]));
    if (!m_corners.empty() && m_cursor) {
        painter.setPen(QPen(colour, 1.5, Qt::DashLine));
        painter.drawLine(screen(m_corners.back()), screen(*m_cursor));
    }
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    for (std::size_t i = 0; i < m_corners.size(); ++i) {
        // The first corner is larger: clicking it closes the outline.
        const double r = i == 0 ? 5 : 3;
        painter.drawEllipse(screen(m_corners[i]), r, r);
    }
    if (m_cursor) {
        painter.setBrush(QColor::fromRgb(PlanPalette::kHover));
        painter.drawEllipse(screen(*m_cursor), 3, 3);
    }
    if (!m_corners.empty() && m_cursor)
        paintLengthLabel(painter, m_corners.back(), *m_cursor);
    painter.restore();
}

} // namespace sw::editor
