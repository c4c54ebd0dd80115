#include "views/BspPlanOverlay.h"

#include "views/ViewTransform.h"

#include "bsp/Bsp.h"
#include "scene/LevelGeometry.h"
#include "scene/Overlays.h"

#include <QPainter>

#include <algorithm>

namespace sw::editor {

namespace {

QColor toQColor(const Colour& c, int alpha)
{
    return QColor::fromRgbF(c.r, c.g, c.b, static_cast<float>(alpha) / 255.0f);
}

} // namespace

BspPlanOverlay::BspPlanOverlay(QObject* parent) : QObject(parent) {}

void BspPlanOverlay::setBsp(std::shared_ptr<const Bsp> bsp)
{
    m_bsp = std::move(bsp);
    m_leavesMade = m_partitionsMade = false;
    updateShapes();
}

void BspPlanOverlay::setShowLeaves(bool show)
{
    m_showLeaves = show;
    updateShapes();
}

void BspPlanOverlay::setShowPartitions(bool show)
{
    m_showPartitions = show;
    updateShapes();
}

void BspPlanOverlay::setLeavesByDepth(bool byDepth)
{
    if (m_byDepth == byDepth)
        return;
    m_byDepth = byDepth;
    m_leavesMade = false;
    updateShapes();
}

void BspPlanOverlay::updateShapes()
{
    const bool leaves = m_bsp && m_showLeaves, partitions = m_bsp && m_showPartitions;
    if (!leaves || !m_leavesMade) {
        std::vector<Leaf>().swap(m_leaves);
        m_leavesMade = false;
    }
    if (!partitions || !m_partitionsMade) {
        std::vector<Partition>().swap(m_partitions);
        m_partitionsMade = false;
    }
    if (leaves && !m_leavesMade) {
        const std::vector<int> depths = leafDepths(*m_bsp);
        const int maxDepth = depths.empty() ? 0 : *std::max_element(depths.begin(), depths.end());
        const LeafColouring colouring =
            m_byDepth ? LeafColouring::ByDepth : LeafColouring::BySector;
        for (std::size_t i = 0; i < m_bsp->leaves().size(); ++i) {
            const auto leaf = static_cast<std::int32_t>(i);
            if (m_bsp->leaves()[i].sector == kNone)
                continue;
            Leaf out;
            for (const Vec2& p : m_bsp->leafPolygon(leaf))
                out.polygon << QPointF(p.x, p.y);
            out.bounds = out.polygon.boundingRect();
            // Translucent, so the sector fills and walls below still read.
            out.colour = toQColor(leafColour(*m_bsp, leaf, depths[i], maxDepth, colouring), 110);
            m_leaves.push_back(std::move(out));
        }
        m_leavesMade = true;
    }
    if (partitions && !m_partitionsMade) {
        for (const PartitionSegment& s : partitionSegments(*m_bsp)) {
            // The root's line is the strongest; deeper ones fade.
            const int alpha = std::max(70, 255 - 12 * s.depth);
            m_partitions.push_back({QLineF(s.a.x, s.a.y, s.b.x, s.b.y),
                                    QColor::fromRgb(40, 230, 250, alpha)});
        }
        m_partitionsMade = true;
    }
}

void BspPlanOverlay::paint(QPainter& painter, const ViewTransform& view) const
{
    if (!m_bsp || (!m_showLeaves && !m_showPartitions))
        return;
    painter.save();
    painter.setTransform(view.mapToScreen());
    const QRectF visible = view.visibleMapRect();
    if (m_showLeaves) {
        QPen outline(QColor::fromRgb(255, 255, 255, 90), 0);
        outline.setCosmetic(true);
        painter.setPen(outline);
        for (const Leaf& leaf : m_leaves) {
            if (!leaf.bounds.intersects(visible))
                continue;
            painter.setBrush(leaf.colour);
            painter.drawPolygon(leaf.polygon);
        }
    }
    if (m_showPartitions) {
        painter.setRenderHint(QPainter::Antialiasing, true);
        for (const Partition& p : m_partitions) {
            QPen pen(p.colour, 1.5);
            pen.setCosmetic(true);
            pen.setStyle(Qt::DashLine);
            painter.setPen(pen);
            painter.drawLine(p.line);
        }
    }
    painter.restore();
}

} // namespace sw::editor
