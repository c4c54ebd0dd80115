#pragma once

#include "panels/TextureSlot.h"

#include <QWidget>

class QAbstractItemModel;
class QLabel;
class QLineEdit;
class QToolButton;

namespace sw::editor {

// One picture name of a wall side, floor or ceiling: a caption, a thumbnail and the name.
// A name that is not in the resources is marked (red outline and text, a tooltip saying so)
// but kept: the mapper may add the resource later. Clicking the thumbnail asks for a picture
// from the Textures dock (pickTexture).
class TextureField : public QWidget {
    Q_OBJECT

public:
    TextureField(TextureSlot slot, const QString& caption, QWidget* parent = nullptr);

    TextureSlot slot() const { return m_slot; }
    QLineEdit* nameEdit() const { return m_name; }
    QToolButton* thumbnail() const { return m_thumbnail; }

    // Shows one name with its picture; missing marks it. Emits nothing.
    void showName(const QString& name, const QImage& image, bool missing);
    // The selected elements have different names here.
    void showMixed();
    // The names the field offers as the user types (those of the resources), or null.
    void setNameModel(QAbstractItemModel* names);
    // True while the shown name is marked as not in the resources.
    bool isMarked() const { return m_marked; }

    static constexpr int kThumbnailSize = 56;

signals:
    // The user typed a name and confirmed it ("" clears the part).
    void edited(const QString& name);
    void pickTexture(sw::editor::TextureSlot slot);

private:
    void setMarked(bool marked, const QString& name);

    TextureSlot m_slot;
    QToolButton* m_thumbnail;
    QLineEdit* m_name;
    bool m_marked = false;
    bool m_typed = false; // the user typed since the field was last shown
};

} // namespace sw::editor
