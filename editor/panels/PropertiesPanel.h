#pragma once

#include "document/EditMode.h"
#include "map/Map.h"
#include "panels/TextureSlot.h"

#include <QWidget>

#include <functional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QStackedWidget;
class QStringListModel;

namespace sw::editor {

class Document;
class FlagChecks;
class MixedSpinBox;
class TextureField;
class VocabularyPicker;
class WallSideEditor;

// Edits whatever is selected: sectors (heights, light, flats, special, tag, name), walls (flags,
// special, tag, and both sides' pictures and offsets), things (type, angle, flags, shape) or
// vertices (position). Pictures show as thumbnails and names missing from the resources are
// marked; types and specials show and are picked by name (VocabularyPicker). With several
// elements selected every field applies to all; fields where they differ show "mixed", and
// stepping such a field moves each element from its own value. Every change is one undo step.
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
    TextureField* flatField(TextureSlot::Part part) const;
    WallSideEditor* wallSide(bool back) const { return back ? m_backSide : m_frontSide; }
    FlagChecks* wallFlags() const { return m_wallFlags; }
    FlagChecks* thingFlags() const { return m_thingFlagChecks; }
    VocabularyPicker* thingTypeField() const { return m_thingType; }
    VocabularyPicker* lineSpecialField() const { return m_wallSpecial; }
    VocabularyPicker* sectorSpecialField() const { return m_sectorSpecial; }
    QLabel* thingCategoryLabel() const { return m_thingCategory; }

signals:
    // A thumbnail was clicked: the Textures dock is to offer pictures for that slot of the
    // selection.
    void pickTexture(sw::editor::TextureSlot slot);

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
    void showSectors(const std::vector<Sector>& sectors);
    void showWalls(const std::vector<Wall>& walls);
    void showThings(const std::vector<Thing>& things);
    void connectSide(WallSideEditor* side);
    // Hands the map's game and picture names to the pickers and picture fields.
    void applyResources();
    // The name as the resources spell it ("startan3" -> "STARTAN3"), or as typed when they do
    // not have it.
    std::string wallTextureName(const QString& typed) const;
    std::string flatName(const QString& typed) const;

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
    QStringListModel *m_wallTextureNames, *m_flatNames; // what the picture fields offer
    // Sectors
    MixedSpinBox *m_floor, *m_ceiling, *m_light, *m_sectorTag;
    TextureField *m_floorFlat, *m_ceilingFlat;
    VocabularyPicker* m_sectorSpecial;
    QLineEdit* m_name;
    // Walls
    FlagChecks* m_wallFlags;
    VocabularyPicker* m_wallSpecial;
    MixedSpinBox* m_wallTag;
    WallSideEditor *m_frontSide, *m_backSide;
    // Things
    VocabularyPicker* m_thingType;
    QLabel* m_thingCategory;
    MixedSpinBox *m_thingAngle, *m_thingFlags;
    FlagChecks* m_thingFlagChecks;
    QComboBox* m_shapeKind;
    MixedSpinBox *m_shapeRadius, *m_shapeHeight, *m_shapeZ, *m_shapeScale;
    QLineEdit* m_shapeMesh;
    // Vertices
    MixedSpinBox *m_vertexX, *m_vertexY;
};

} // namespace sw::editor
