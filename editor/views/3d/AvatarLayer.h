#pragma once

// The avatar preview in the 3D view: the path of each run's feet, a diamond at each contact
// (a constant size in pixels, made again when the camera moves), each stop's label, and the
// highlight of what a hovered contact ran into. Internal to views/3d (includes Qt3D).

#include "views/3d/SceneRenderer.h"
#include "views/3d/StopLabels.h"
#include "views/View3D.h"

#include <QStringList>

#include <optional>

#include <vector>

namespace sw {
struct Map;
}

namespace sw::editor::view3d {

struct SceneData;

class AvatarLayer {
public:
    explicit AvatarLayer(SceneRenderer& renderer);

    void setTrace(std::vector<View3D::TracePath> paths, std::vector<View3D::TraceContact> contacts);
    bool hasContacts() const { return !shownContacts().empty(); }
    // Makes the lines, diamonds and labels for the camera as it stands now.
    void upload();
    // While walking the camera stands inside the avatar: the drag's trace and labels are
    // hidden, and only what holds the walker (setWalkContact) is drawn, with its label.
    void setWalking(bool walking);
    void setWalkContact(std::optional<View3D::TraceContact> contact);

    QStringList stopLabels() const { return m_labels.drawn() ? m_labelsShown : QStringList(); }
    bool labelsDrawn() const { return m_labels.drawn(); }
    static QVector3D contactMarkerPosition(const QVector3D& point);

    // What a hovered contact ran into; false when it is what is highlighted already.
    bool setHighlight(int wall, int sector, int thing);
    void uploadHighlight(const SceneData& scene, const Map& map);
    int highlightTriangles() const;

private:
    void uploadLabels(double perPixelAtUnitDistance);

    SceneRenderer& m_renderer;
    std::vector<View3D::TracePath> m_paths;
    std::vector<View3D::TraceContact> m_contacts;
    std::vector<View3D::TraceContact> m_walkContacts; // what holds the walker: none or one
    bool m_walking = false;
    // The contacts drawn now: the walker's while walking, else the drag's.
    const std::vector<View3D::TraceContact>& shownContacts() const
    {
        return m_walking ? m_walkContacts : m_contacts;
    }
    LabelItem m_labels;
    QStringList m_labelsShown;
    int m_wall = -1, m_sector = -1, m_thing = -1;
};

} // namespace sw::editor::view3d
