#pragma once

#include "views/PlanGeometry.h"
#include "views/ViewTransform.h"

#include <QPoint>
#include <QWidget>

class QPainter;

namespace sw::editor {

class Document;

// The 2D plan of the open map, seen from above: sectors filled by floor height, walls by kind,
// vertices, things and the player start over a grid. Zoom with the wheel around the cursor;
// pan by dragging with the middle or right button, or with the left button while Space is held.
class PlanView : public QWidget {
    Q_OBJECT

public:
    // Vertices are hidden below this scale (pixels per map unit): at that distance thousands of
    // squares would bury the walls they sit on.
    static constexpr double kMinScaleForVertices = 0.3;
    // Grid lines closer than this many pixels are skipped in favour of a coarser grid.
    static constexpr double kMinGridSpacing = 12.0;

    explicit PlanView(Document* document, QWidget* parent = nullptr);

    const ViewTransform& view() const { return m_view; }
    const PlanGeometry& geometry() const { return m_geometry; }
    // Map units between neighbouring grid lines at the current zoom.
    double gridStep() const;

    QPointF mapToScreen(const QPointF& mapPoint) const { return m_view.toScreen(mapPoint); }
    QPointF screenToMap(const QPointF& screenPoint) const { return m_view.toMap(screenPoint); }

    // Draws the plan as a paint event would; public so benchmarks and tests can time or inspect
    // exactly what the widget shows.
    void paintPlan(QPainter& painter) const;

public slots:
    void zoomToFit();
    void zoomIn();
    void zoomOut();

signals:
    // The cursor is over mapPoint (map units).
    void cursorMoved(QPointF mapPoint);
    // The cursor left the view, so no position is meaningful.
    void cursorLeft();
    // Scale or position changed.
    void viewChanged();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void rebuild();
    void zoomAroundCenter(double factor);
    void viewEdited();
    void updateCursorShape();

    void drawGrid(QPainter& painter) const;
    void drawSectors(QPainter& painter) const;
    void drawWalls(QPainter& painter) const;
    void drawVertices(QPainter& painter) const;
    void drawThings(QPainter& painter) const;

    Document* m_document;
    PlanGeometry m_geometry;
    ViewTransform m_view;
    // While true the view refits on every resize: the user has not zoomed or panned since the
    // last fit, so the first layout of the window (which resizes us several times) and later
    // window resizes keep the whole map in view.
    bool m_autoFit = true;
    bool m_panning = false;
    bool m_spaceHeld = false;
    QPoint m_lastPanPos;
};

} // namespace sw::editor
