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
// shapes so painting is one pass over what is visible. The shapes of a part are made only
// while it is shown (the 160,400-wall grid's leaves took 50 MB and were made after every edit).
class BspPlanOverlay : public QObject, public PlanLayer {
    Q_OBJECT

public:
    explicit BspPlanOverlay(QObject* parent = nullptr);

    void setBsp(std::shared_ptr<const Bsp> bsp);
    void setShowLeaves(bool show);
    void setShowPartitions(bool show);
    void setLeavesByDepth(bool byDepth);
    bool showLeaves() const { return m_showLeaves; }
    bool showPartitions() const { return m_showPartitions; }
    // The shapes made (none for a part that is hidden).
    std::size_t leafCount() const { return m_leaves.size(); }
    std::size_t partitionCount() const { return m_partitions.size(); }

    void paint(QPainter& painter, const ViewTransform& view) const override;

private:
    // Makes the shown parts' shapes that are not made yet for this BSP; drops the hidden ones'.
    void updateShapes();

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
    bool m_leavesMade = false, m_partitionsMade = false;
};

} // namespace sw::editor
