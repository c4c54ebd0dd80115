#pragma once

#include "views/PlanInteraction.h"

#include <QColor>
#include <QLineF>
#include <QObject>
#include <QPolygonF>

#include <memory>
#include <vector>

class QPainter;

namespace sw {
class Bsp;
}

namespace sw::editor {

class ViewTransform;

// The BSP drawn over the plan: leaves filled by sector or by depth, partition lines clipped to
// the regions they split. A layer of the plan view (PlanView::addLayer); it keeps map-space
// shapes so painting is one pass over what is visible.
class BspPlanOverlay : public QObject, public PlanLayer {
    Q_OBJECT

public:
    explicit BspPlanOverlay(QObject* parent = nullptr);

    void setBsp(std::shared_ptr<const Bsp> bsp);
    void setShowLeaves(bool show) { m_showLeaves = show; }
    void setShowPartitions(bool show) { m_showPartitions = show; }
    void setLeavesByDepth(bool byDepth);
    bool showLeaves() const { return m_showLeaves; }
    bool showPartitions() const { return m_showPartitions; }
    std::size_t leafCount() const { return m_leaves.size(); }
    std::size_t partitionCount() const { return m_partitions.size(); }

    void paint(QPainter& painter, const ViewTransform& view) const override;

private:
    void rebuildShapes();

    struct Leaf {
        QPolygonF polygon;
        QRectF bounds;
        QColor colour;
    };
    struct Partition {
        QLineF line;
        QColor colour;
    };
    std::shared_ptr<const Bsp> m_bsp;
    std::vector<Leaf> m_leaves;
    std::vector<Partition> m_partitions;
    bool m_showLeaves = false, m_showPartitions = false, m_byDepth = false;
};

} // namespace sw::editor
