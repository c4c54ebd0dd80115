#pragma once

#include "map/AvatarProfile.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;

namespace sw::editor {

class Document;

// Edits the avatar the map is tested with (the map's first profile; a map without profiles
// shows the default one, and the first edit stores it): shape, size, step and jump heights,
// gravity, flying and the collision algorithm. Every change is an undoable command.
class AvatarProfilePanel : public QWidget {
    Q_OBJECT

public:
    AvatarProfilePanel(Document& document, QWidget* parent = nullptr);

private:
    void refresh();
    // Applies change to the shown profile; edits of one field in a row merge (mergeKey).
    void edit(int mergeKey, const std::function<void(AvatarProfile&)>& change);
    QDoubleSpinBox* lengthField(int mergeKey, double AvatarProfile::*member, double max);

    Document& m_document;
    QLineEdit* m_name;
    QComboBox* m_shape;
    QComboBox* m_algorithm;
    QDoubleSpinBox *m_radius, *m_height, *m_step, *m_jump, *m_gravity;
    QCheckBox* m_flying;
    QCheckBox* m_doorsOpen;  // the drag and the analysis see doors open and lifts down
    QCheckBox* m_hasAllKeys; // walk mode opens locked doors
};

} // namespace sw::editor
