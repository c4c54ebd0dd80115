#pragma once

#include "map/AvatarProfile.h"
#include "map/SectorTools.h"

#include <QDialog>

class QCheckBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;

namespace sw::editor {

// Edit > Make Stairs: the start heights and the step of a run of sectors (in the order they
// were picked), checked live against the avatar profile. A step higher than the avatar climbs
// disables OK unless the mapper says the stairs are meant to be higher; a ceiling below a floor
// always does.
class StairsDialog : public QDialog {
    Q_OBJECT

public:
    StairsDialog(const Map& map, std::vector<Index> run, const AvatarProfile& profile,
                 QWidget* parent = nullptr);

    edit::StairsSpec spec() const;
    // The text of the live warning (empty when the stairs are fine), and whether OK is on.
    QString warning() const;
    bool canApply() const;

    // For tests and callers that preset values.
    QDoubleSpinBox* floorStepBox() const { return m_floorStep; }
    QCheckBox* allowHighStepsBox() const { return m_allowHigh; }
    QCheckBox* ceilingsBox() const { return m_ceilings; }

private:
    void update();

    const Map& m_map;
    std::vector<Index> m_run;
    AvatarProfile m_profile;
    QDoubleSpinBox* m_startFloor;
    QDoubleSpinBox* m_floorStep;
    QCheckBox* m_ceilings;
    QDoubleSpinBox* m_startCeiling;
    QDoubleSpinBox* m_ceilingStep;
    QCheckBox* m_allowHigh;
    QLabel* m_preview;
    QLabel* m_warning;
    QDialogButtonBox* m_buttons;
};

} // namespace sw::editor
