#pragma once

#include "collision/Trace.h"
#include "map/AvatarProfile.h"

#include <QObject>
#include <QPointF>
#include <QString>

#include <vector>

class QPainter;

namespace sw::editor {

class AvatarPreview;
class Document;
class ViewTransform;

// The live collision preview drawn over the plan: the avatar's footprint where it stands, the
// path it swept with the footprint's swept area (translucent), every contact with its normal,
// and a label with the reason and the numbers where something held it. While comparing, the
// second algorithm's path is drawn in its own colour. Hovering a contact highlights the wall or
// thing responsible.
class AvatarPlanOverlay : public QObject {
    Q_OBJECT

public:
    // Pixels around a contact dot within which the pointer hovers it.
    static constexpr double kHoverPixels = 8;

    // One contact as drawn: consecutive contacts with the same wall, thing and reason (an
    // avatar pushing into a wall for many ticks) are one marker, at the last of them.
    struct Marker {
        Contact contact;
        AvatarProfile::Algorithm algorithm = AvatarProfile::Algorithm::Exact;
        QString label; // empty: drawn without a label (sliding along a solid wall)
    };

    AvatarPlanOverlay(const AvatarPreview& preview, const Document& document,
                      QObject* parent = nullptr);

    const std::vector<Marker>& markers() const { return m_markers; }
    // The label of every marker that has one, in drawing order.
    QStringList labels() const;

    // Updates the hovered contact for a pointer at screenPos; true when that changed.
    bool hoverAt(const QPointF& screenPos, const ViewTransform& view);
    void clearHover();
    int hoveredMarker() const { return m_hovered; }

    void paint(QPainter& painter, const ViewTransform& view) const;

    static QColor colour(AvatarProfile::Algorithm algorithm);

signals:
    // The wall or thing behind the hovered contact (kNone for none), for highlighting elsewhere.
    void contactHovered(sw::Index wall, sw::Index thing);

private:
    void rebuildMarkers();
    void paintRun(QPainter& painter, const ViewTransform& view, std::size_t run) const;
    void paintMarkers(QPainter& painter, const ViewTransform& view) const;
    void paintHoveredElement(QPainter& painter, const ViewTransform& view) const;

    const AvatarPreview& m_preview;
    const Document& m_document;
    std::vector<Marker> m_markers;
    int m_hovered = -1;
};

} // namespace sw::editor
