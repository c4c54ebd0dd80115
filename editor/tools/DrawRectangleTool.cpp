#include "tools/DrawRectangleTool.h"

#include "document/Document.h"
#include "commands/DrawSector.h"
#include "tools/DrawSectorTool.h"
#include "views/PlanPalette.h"
#include "views/PlanView.h"

#include <QCoreApplication>
#include <QMouseEvent>
#include <QPainter>

#include <cmath>

namespace sw::editor {

void DrawRectangleTool::mousePress(QMouseEvent* event)
{
    m_start = m_view.snap(event->position(), event->modifiers());
    m_end = *m_start;
    m_view.update();
}

void DrawRectangleTool::mouseMove(QMouseEvent* event)
{
    if (!m_start)
        return;
    m_end = m_view.snap(event->position(), event->modifiers());
    m_view.update();
}

void DrawRectangleTool::mouseRelease(QMouseEvent* event)
{
    if (!m_start)
        return;
    m_end = m_view.snap(event->position(), event->modifiers());
    const Vec2 a = *m_start, b = m_end;
    m_start.reset();
    m_view.update();
    if (a.x == b.x || a.y == b.y)
        return;
    QString why;
    Document& doc = m_view.document();
    auto command = DrawSector::create(doc, {a, {b.x, a.y}, b, {a.x, b.y}}, &why,
                                      QCoreApplication::translate("DrawRectangleTool",
                                                                  "Draw Rectangle"));
    if (command)
        doc.push(command.release());
    else
        m_view.showMessage(why);
}

void DrawRectangleTool::cancel()
{
    m_start.reset();
    m_view.update();
}

void DrawRectangleTool::paint(QPainter& painter) const
{
    if (!m_start)
        return;
    const QPointF a = m_view.mapToScreen(QPointF(m_start->x, m_start->y));
    const QPointF b = m_view.mapToScreen(QPointF(m_end.x, m_end.y));
    painter.save();
    painter.setPen(QPen(QColor::fromRgb(PlanPalette::kSelection), 2));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(a, b).normalized());
    const double width = std::abs(m_end.x - m_start->x), height = std::abs(m_end.y - m_start->y);
    if (width > 0 || height > 0) {
        //: The size of the rectangle being drawn, in map units: width by height.
        const QString size = QCoreApplication::translate("DrawRectangleTool", "%1 \u00d7 %2")
                                 .arg(width, 0, 'f', width == std::round(width) ? 0 : 1)
                                 .arg(height, 0, 'f', height == std::round(height) ? 0 : 1);
        drawLabel(painter, b + QPointF(12, -12), size);
    }
    painter.restore();
}

} // namespace sw::editor
