#pragma once

#include "document/EditMode.h"
#include "map/Map.h"
#include "views/PlanGeometry.h"
#include "views/PlanInteraction.h"
#include "views/ViewTransform.h"

#include <QImage>
#include <QPoint>
#include <QRegion>
#include <QTransform>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QPainter;

namespace sw::editor {

class PlanThings;

class Document;
struct ChangeSet;

// The 2D plan of the open map, seen from above: sectors filled by floor height, walls by kind,
// vertices, things and the player start over a grid. Zoom with the wheel around the cursor;
// pan by dragging with the middle or right button, or with the left button while Space is held.
// The left button belongs to the interaction of the current mode (select and drag, or draw),
// made by the factory the application installs; without one the left button only pans (with
// Space).
class PlanView : public QWidget {
    Q_OBJECT

public:
    // Vertices are hidden below this scale (pixels per map unit): at that distance thousands of
    // squares would bury the walls they sit on.
    static constexpr double kMinScaleForVertices = 0.3;
    // Grid lines closer than this many pixels are skipped in favour of a coarser grid.
    static constexpr double kMinGridSpacing = 12.0;

    // Grid sizes offered by [ and ], in map units.
    static constexpr double kMinGridSize = 1;
    static constexpr double kMaxGridSize = 1024;
    // How close (pixels) the cursor must come to a vertex or wall to snap to it or pick it.
    static constexpr double kPickVertexPixels = 8;
    static constexpr double kPickWallPixels = 6;

    explicit PlanView(Document* document, QWidget* parent = nullptr);
    ~PlanView() override;

    // Makes the interaction of each mode from now on (and at once for the current mode).
    void setInteractionFactory(PlanInteractionFactory factory);
    // Layers are painted over the map, in the order added; the caller keeps them alive until
    // removed.
    void addLayer(const PlanLayer* layer);
    void removeLayer(const PlanLayer* layer);

    Document& document() const { return *m_document; }
    const ViewTransform& view() const { return m_view; }
    const PlanGeometry& geometry() const { return m_geometry; }
    // Map units between neighbouring grid lines as drawn at the current zoom: the grid size,
    // doubled until the lines are far enough apart to read.
    double gridStep() const;
    // The grid that points snap to and heights step by.
    double gridSize() const { return m_gridSize; }
    void setGridSize(double size);

    EditMode mode() const { return m_mode; }
    // Auto-merge: vertices and walls dropped by a drag merge with what they land on.
    bool autoMerge() const { return m_autoMerge; }
    void setAutoMerge(bool on) { m_autoMerge = on; }
    void setMode(EditMode mode);

    // The map point under the cursor, while the cursor is over the view.
    std::optional<Vec2> cursorMapPos() const { return m_cursorMapPos; }
    // Where a click at screenPos puts a point: on a vertex close by, else on a wall close by,
    // else on the grid; exactly under the cursor while Alt is held. Vertices listed in
    // ignoreVertices (the ones being dragged) are not snapped to.
    Vec2 snap(const QPointF& screenPos, Qt::KeyboardModifiers modifiers,
              const std::vector<Index>& ignoreVertices = {}) const;
    // The element of the mode's kind under screenPos, or kNone.
    Index vertexAt(const QPointF& screenPos) const;
    Index wallAt(const QPointF& screenPos) const;
    Index sectorAt(const QPointF& screenPos) const;
    Index thingAt(const QPointF& screenPos) const;
    Index elementAt(const QPointF& screenPos) const;
    // The element highlighted under the cursor (of the current mode's kind), or kNone.
    Index hovered() const { return m_hovered; }
    void setHovered(Index element);

    // What hovering screenPos tells in words: the thing, or the special of the wall or sector
    // of the mode's kind, by name ("Imp (3001)"); empty when there is nothing to tell.
    QString toolTipAt(const QPointF& screenPos) const;

    // Shows a short sentence in the status bar (a refused edit, a hint).
    void showMessage(const QString& text) { emit message(text); }

    QPointF mapToScreen(const QPointF& mapPoint) const { return m_view.toScreen(mapPoint); }
    QPointF screenToMap(const QPointF& screenPoint) const { return m_view.toMap(screenPoint); }

    // Draws the whole plan; public so benchmarks and tests can time or inspect exactly what the
    // widget shows.
    void paintPlan(QPainter& painter) const;
    // Draws the plan as a paint event does: the fills, grid, walls, vertices and things from
    // the image of them kept since the last paint, in which an edit's areas are drawn again
    // (the whole image when the view, the grid or the map's structure changed), then the
    // selection, the overlays and the tool. The same pixels as paintPlan.
    void paintKept(QPainter& painter) const;
    // The part of the kept image the last paintKept drew again (pixels; empty: none), and how
    // many pixels it drew (areas far apart are drawn apart, so fewer than the part's).
    QRect lastKeptRedraw() const { return m_kept.lastRedraw; }
    qint64 lastKeptRedrawPixels() const { return m_kept.lastRedrawPixels; }

public slots:
    void zoomToFit();
    // Shows the map rectangle whole (at least 256 map units across, so a point is shown with
    // its surroundings), for framing a finding or a selection.
    void frame(const QRectF& mapRect);
    void zoomIn();
    void zoomOut();
    void growGrid();
    void shrinkGrid();

signals:
    // The cursor is over mapPoint (map units).
    void cursorMoved(QPointF mapPoint);
    // The cursor left the view, so no position is meaningful.
    void cursorLeft();
    // Scale, position or grid size changed.
    void viewChanged();
    void modeChanged(sw::editor::EditMode mode);
    void message(const QString& text);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;
    bool event(QEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void rebuild();
    void mapChanged(const ChangeSet& changes);
    void zoomAroundCenter(double factor);
    void viewEdited();
    void updateCursorShape();

    // The layers below the selection: fills, grid, walls, vertices and things. Within `area`
    // (pixels) the result is that of a whole paint; only what can touch its bounds is drawn.
    // Fills and grid are clipped to it; lines and shapes are not (a clip moves an antialiased
    // line's pixels by a shade), so they may also draw outside it.
    void drawBase(QPainter& painter, const QRegion& area) const;
    void drawGrid(QPainter& painter) const;
    void drawSectors(QPainter& painter, const QRectF& mapArea) const;
    void drawWalls(QPainter& painter, const QRectF& mapArea, bool whole) const;
    void drawVertices(QPainter& painter, const QRectF& area) const;
    void drawThings(QPainter& painter, const QRectF& area) const;
    void drawHighlights(QPainter& painter) const;
    // Brings the kept image of the base layers up to date (see paintKept).
    void updateKeptBase() const;
    // The kept image must be drawn whole at the next paint.
    void dropKeptBase() { ++m_baseRevision; }

    Document* m_document;
    PlanGeometry m_geometry;
    // Things' styles and sprites by type, from the document's game configuration and pictures.
    std::unique_ptr<PlanThings> m_things;
    ViewTransform m_view;
    // While true the view refits on every resize: the user has not zoomed or panned since the
    // last fit, so the first layout of the window (which resizes us several times) and later
    // window resizes keep the whole map in view.
    bool m_autoFit = true;
    bool m_autoMerge = true;
    bool m_panning = false;
    bool m_spaceHeld = false;
    QPoint m_lastPanPos;
    double m_gridSize = 32;
    EditMode m_mode = EditMode::Sectors;
    PlanInteractionFactory m_factory;
    std::unique_ptr<PlanInteraction> m_tool;
    std::vector<const PlanLayer*> m_layers;
    Index m_hovered = kNone;
    std::optional<Vec2> m_cursorMapPos;

    // The base layers as last drawn, what they were drawn for, and the map areas edits changed
    // since (see paintKept).
    struct KeptBase {
        QImage image;
        QTransform transform;
        QSizeF size;
        qreal pixelRatio = 0;
        double gridStep = 0;
        std::uint64_t revision = 0;
        std::vector<QRectF> changed;
        QRect lastRedraw;
        qint64 lastRedrawPixels = 0; // of the areas drawn again, each group's box
        QImage scratch; // where changed areas are drawn before they are copied in
    };
    mutable KeptBase m_kept;
    std::uint64_t m_baseRevision = 1;
};

} // namespace sw::editor
