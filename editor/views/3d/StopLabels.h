#pragma once

// The avatar's stop labels in the 3D view: every label's box and text painted into one texture,
// one above the other, and drawn as quads facing the camera, one draw call for all of them.
// Internal to views/3d (includes Qt3D).

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QLayer>
#include <Qt3DRender/QPaintedTextureImage>

#include <QColor>
#include <QFont>
#include <QRect>
#include <QString>

#include <array>
#include <utility>
#include <vector>

namespace sw::editor::view3d {

// The fill of a label's box (the plan's), and the padding round the text, in pixels.
const QColor kLabelBox = QColor::fromRgb(20, 20, 24, 215);
constexpr double kLabelPadX = 4.0, kLabelPadY = 2.0;

class LabelAtlas : public Qt3DRender::QPaintedTextureImage {
public:
    struct Entry {
        QString text;
        QColor border;
        QRect rect; // in the image
    };

    explicit LabelAtlas(Qt3DCore::QNode* parent = nullptr);

    // Lays the labels out and repaints; returns false when they are the ones painted already.
    bool setLabels(const std::vector<std::pair<QString, QColor>>& labels);
    const std::vector<Entry>& entries() const { return m_entries; }

protected:
    void paint(QPainter* painter) override;

private:
    QFont m_font;
    std::vector<Entry> m_entries;
};

// The labels' entity: quads with positions and texture coordinates, textured with the atlas,
// blended, over everything (no depth test, no depth writes).
struct LabelItem {
    Qt3DCore::QEntity* entity = nullptr;
    Qt3DCore::QBuffer* buffer = nullptr;
    std::array<Qt3DCore::QAttribute*, 2> attributes{};
    Qt3DRender::QGeometryRenderer* renderer = nullptr;
    LabelAtlas* atlas = nullptr;
    int vertices = 0;
    bool wanted = true;

    bool drawn() const { return wanted && vertices > 0; }
    void applyEnabled() { entity->setEnabled(drawn()); }
    void make(Qt3DCore::QEntity* root, Qt3DRender::QLayer* layer);
    // Five floats a vertex: x, y, z, u, v.
    void setData(const std::vector<float>& data);
};

} // namespace sw::editor::view3d
