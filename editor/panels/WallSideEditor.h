#pragma once

#include "map/Map.h"
#include "panels/TextureSlot.h"

#include <QGroupBox>

#include <vector>

namespace sw::editor {

class DocumentResources;
class MixedSpinBox;
class TextureField;

// One side (front or back) of the selected walls: its upper, middle and lower pictures with
// thumbnails, and its x and y offsets. It shows and reports; the Properties dock applies.
class WallSideEditor : public QGroupBox {
    Q_OBJECT

public:
    WallSideEditor(bool back, QWidget* parent = nullptr);

    bool back() const { return m_back; }
    TextureField* field(TextureSlot::Part part) const;
    MixedSpinBox* offsetX() const { return m_offsetX; }
    MixedSpinBox* offsetY() const { return m_offsetY; }

    // Shows this side of walls (names that differ show "mixed"); emits nothing.
    void showWalls(const std::vector<Wall>& walls, const DocumentResources& resources);

signals:
    void textureEdited(sw::editor::TextureSlot slot, const QString& name);
    // x: the x offset, else the y offset. Stepping adds delta to each wall's own offset.
    void offsetStepped(bool x, double delta);
    void offsetEntered(bool x, double value);
    void pickTexture(sw::editor::TextureSlot slot);

private:
    bool m_back;
    TextureField *m_upper, *m_middle, *m_lower;
    MixedSpinBox *m_offsetX, *m_offsetY;
};

} // namespace sw::editor
