#pragma once

#include "collision/Trace.h"
#include "map/AvatarProfile.h"

#include <QObject>
#include <QPointF>
#include <QColor>
#include <QString>

#include <utility>

#include <vector>

class QPainter;

namespace sw::editor {

class AvatarPreview;
class Document;
struct PlanGeometry;
class ViewTransform;

// The live collision preview drawn over the plan: the avatar's footprint where it stands, the
// path it swept with the footprint's swept area (translucent), every contact with its normal,
// and a label with the reason and the numbers where something held it. While comparing, the
// other two algorithms' paths are drawn in their own colours, with a legend. A teleport breaks
// the path: rings where the avatar left and arrived, and a label saying where it went. Hovering a contact highlights the wall or
// thing responsible (and the sector beyond a step or an opening too low) in the contact hover
// colour; the hover is the preview's, so the 3D view shows the same one.
class AvatarPlanOverlay : public QObject {
    Q_OBJECT

public:
    // Pixels around a contact dot within which the pointer hovers it.
    static constexpr double kHoverPixels = 8;

    // One contact as drawn, as the preview groups them (AvatarPreview::contactMarkers, same
    // order), with its label.
    struct Marker {
        Contact contact;
        AvatarProfile::Algorithm algorithm = AvatarProfile::Algorithm::Exact;
        QString label; // empty: drawn without a label (sliding along a solid wall)
    };

    AvatarPlanOverlay(AvatarPreview& preview, const Document& document, QObject* parent = nullptr);

    // The plan's sector outlines, for filling the sector behind a hovered contact.
    void setSectorShapes(const PlanGeometry* geometry) { m_geometry = geometry; }

    const std::vector<Marker>& markers() const { return m_markers; }
    // The label of every marker that has one, in drawing order.
    QStringList labels() const;
    // "teleport to (x, y)" for each teleport of the runs, drawn where the avatar left.
    QStringList teleportLabels() const;

    // The marker within kHoverPixels of screenPos, nearest first; -1 for none.
    int markerAt(const QPointF& screenPos, const ViewTransform& view) const;
    // Makes the marker at screenPos the preview's hovered one; true when that changed.
    bool hoverAt(const QPointF& screenPos, const ViewTransform& view);
    void clearHover();
    int hoveredMarker() const;

    void paint(QPainter& painter, const ViewTransform& view) const;

    static QColor colour(AvatarProfile::Algorithm algorithm);
    // The algorithm's name in the comparison's legend.
    static QString algorithmLabel(AvatarProfile::Algorithm algorithm);
    // While comparing: each run's algorithm and colour, as the legend lists them (the
    // profile's own first); empty otherwise.
    std::vector<std::pair<QString, QColor>> legend() const;

private:
    void rebuildMarkers();
    void paintRun(QPainter& painter, const ViewTransform& view, std::size_t run) const;
    void paintMarkers(QPainter& painter, const ViewTransform& view) const;
    void paintHoveredElement(QPainter& painter, const ViewTransform& view) const;
    void paintTeleports(QPainter& painter, const ViewTransform& view) const;
    void paintLegend(QPainter& painter, const ViewTransform& view) const;

    AvatarPreview& m_preview;
    const Document& m_document;
    const PlanGeometry* m_geometry = nullptr;
    std::vector<Marker> m_markers;
};

} // namespace sw::editor
