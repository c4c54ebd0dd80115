#pragma once

// The 3D view's GPU side: the Qt3D window, its frame graph, the materials and one draw item per
// buffer of the level and its overlays. Internal to views/3d: this header includes Qt3D, so
// only the 3D view's .cpp files include it.

#include "scene/SceneBuffers.h"
#include "views/3d/CameraControllers.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QLayer>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QRenderCapture>
#include <Qt3DRender/QRenderPass>

#include <QByteArray>
#include <QColor>
#include <QImage>

#include <array>
#include <functional>

namespace sw::editor::view3d {

// Every buffer the view draws: one entity, one draw call each.
enum ItemIndex {
    kFloors,
    kCeilings,
    kWalls,
    kThings,
    kWireframe,
    kHighlight,
    kAvatarStart,
    kAvatarElsewhere,
    kThingVolumes,
    kBspLeaves,
    kBspPartitions,
    kGrownWalls,
    kProblems,
    kTrail,
    kTracePaths,
    kContactMarkers,
    kContactHighlight,
    kContactOutline,
    kSurfaceHighlight, // floors, ceilings and wall parts picked in the 3D view: a light tint
    kSurfaceOutline,   // and their outlines
    kItemCount
};

Colour toColour(const QColor& c);

// A material's one render pass with our shaders, for OpenGL 3.2 core.
Qt3DRender::QRenderPass* makeShaderPass(Qt3DRender::QMaterial* material, const QByteArray& vertex,
                                        const QByteArray& fragment);

// One entity with one buffer: the unit the level and every overlay are drawn in.
struct DrawItem {
    Qt3DCore::QEntity* entity = nullptr;
    Qt3DCore::QBuffer* buffer = nullptr;
    Qt3DCore::QAttribute* position = nullptr;
    Qt3DCore::QAttribute* normal = nullptr;
    Qt3DCore::QAttribute* colour = nullptr;
    Qt3DRender::QGeometryRenderer* renderer = nullptr;
    bool lines = false;
    int vertices = 0;
    bool wanted = true; // the user's toggle; an empty item is never drawn either way

    bool drawn() const { return wanted && vertices > 0; }
    void applyEnabled() { entity->setEnabled(drawn()); }
    void upload(const TriangleBuffer& b);
    void upload(const LineBuffer& b);

private:
    void setData(const QByteArray& data, int count);
};

class SceneRenderer {
public:
    // Makes the window (not yet shown), the frame graph and every draw item.
    SceneRenderer();

    Qt3DExtras::Qt3DWindow* window() const { return m_window; }
    Qt3DRender::QCamera* camera() const { return m_camera; }
    Qt3DCore::QEntity* root() const { return m_root; }
    // Drawn last, over everything, without depth (lines and labels that must stay visible).
    Qt3DRender::QLayer* onTopLayer() const { return m_onTop; }
    // The level and everything drawn with depth, unsorted.
    Qt3DRender::QLayer* opaqueLayer() const { return m_opaque; }
    // As opaqueLayer, for entities whose geometry holds every point they draw (not sprites,
    // which their shader turns to the camera): those wholly outside the camera's view are left
    // out of the frame. On a big map seen close up most of the level's chunks are.
    Qt3DRender::QLayer* culledLayer() const { return m_culled; }
    // Whether culledLayer's entities outside the view are left out (on from the start); off,
    // they are drawn as opaqueLayer's are. (For comparing both.)
    void setFrustumCulling(bool on);

    DrawItem& item(ItemIndex index) { return m_items[index]; }
    const DrawItem& item(ItemIndex index) const { return m_items[index]; }
    // Items drawn per frame (each one draw call).
    int drawnItems() const;

    // Renders frames and returns the first known to show the latest uploads (the second after
    // them); a null image after timeoutMs.
    QImage captureFrame(int timeoutMs);
    // Calls done once the second frame from now has been rendered (the first that surely shows
    // what was just uploaded), with `context` alive.
    void afterNextFrames(QObject* context, std::function<void()> done);

private:
    Qt3DExtras::Qt3DWindow* m_window = nullptr;
    Qt3DRender::QCamera* m_camera = nullptr;
    Qt3DCore::QEntity* m_root = nullptr;
    Qt3DRender::QLayer* m_onTop = nullptr;
    Qt3DRender::QLayer* m_opaque = nullptr;
    Qt3DRender::QLayer* m_culled = nullptr;
    Qt3DRender::QFrameGraphNode* m_culling = nullptr;
    Qt3DRender::QRenderCapture* m_capture = nullptr;
    std::array<DrawItem, kItemCount> m_items;
};

} // namespace sw::editor::view3d
