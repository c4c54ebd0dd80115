#pragma once

#include "document/EditMode.h"
#include "map/Map.h"

#include <QWidget>

#include <functional>
#include <vector>

class QCheckBox;
class QFormLayout;
class QLabel;
class QComboBox;
class QLineEdit;
class QStackedWidget;

namespace sw::editor {

class Document;
class MixedSpinBox;
struct ChangeSet;

// Edits whatever is selected: sectors (heights, light, materials, tag, special, name), walls
// (flags, special, tag, materials), things (type, angle, flags) or vertices (position). With
// several elements selected every field applies to all; fields where they differ show
// "mixed", and stepping such a field moves each element from its own value.
class PropertiesPanel : public QWidget {
    Q_OBJECT

public:
    explicit PropertiesPanel(Document& document, QWidget* parent = nullptr);

    // The plan's edit mode: its kind of element is shown first when several are selected.
    void setMode(EditMode mode);

    MixedSpinBox* floorField() const { return m_floor; }
    MixedSpinBox* ceilingField() const { return m_ceiling; }
    QComboBox* shapeKindField() const { return m_shapeKind; }
    MixedSpinBox* shapeRadiusField() const { return m_shapeRadius; }

protected:
    // Ctrl+Z and Ctrl+Shift+Z in a field commit the field, then undo or redo the map as
    // anywhere else (a field's own text undo would swallow them).
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refresh();
    QWidget* buildSectorPage();
    QWidget* buildWallPage();
    QWidget* buildThingPage();
    QWidget* buildVertexPage();

    // Applies change to a copy of every selected sector and pushes one command.
    void editSectors(int field, const std::function<void(Sector&)>& change);
    void editWalls(int field, const std::function<void(Wall&)>& change);
    void editThings(int field, const std::function<void(Thing&)>& change);

    // Connects a number field to an edit: typing sets, stepping adds.
    void bindNumber(MixedSpinBox* box,
                    const std::function<void(double value, bool relative)>& apply);
    void bindText(QLineEdit* edit, const std::function<void(const std::string&)>& apply);

    Document& m_document;
    EditMode m_mode = EditMode::Sectors;
    QStackedWidget* m_pages;
    QLabel* m_summary;
    MixedSpinBox *m_floor, *m_ceiling, *m_light, *m_sectorSpecial, *m_sectorTag;
    QLineEdit *m_floorMaterial, *m_ceilingMaterial, *m_name;
    QCheckBox *m_blocking, *m_blockMonsters;
    MixedSpinBox *m_wallSpecial, *m_wallTag;
    QLineEdit *m_frontMiddle, *m_frontUpper, *m_frontLower;
    MixedSpinBox *m_thingType, *m_thingAngle, *m_thingFlags;
    QComboBox* m_shapeKind;
    MixedSpinBox *m_shapeRadius, *m_shapeHeight, *m_shapeZ, *m_shapeScale;
    QLineEdit* m_shapeMesh;
    MixedSpinBox *m_vertexX, *m_vertexY;
    bool m_refreshing = false;
};

} // namespace sw::editor
