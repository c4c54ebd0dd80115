#include "tools/DrawSectorTool.h"

#include "document/Document.h"
#include "commands/DrawSector.h"
#include "views/PlanPalette.h"
#include "views/PlanView.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

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
        if (m_corners.size() < 3)
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

void DrawSectorTool::finish()
{
    QString why;
    Document& doc = m_view.document();
    if (auto command = DrawSector::create(doc, m_corners, &why))
        doc.push(command.release());
    else
        m_view.showMessage(why);
    m_corners.clear();
    m_view.update();
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
    painter.restore();
}

} // namespace sw::editor
