#pragma once

#include "game/GameConfig.h"

#include <QDialog>

#include <cstdint>
#include <vector>

class QComboBox;

namespace sw::editor {

// Edit > Make Door: which door the selected sectors become. Lists the game's doors opened from
// the wall in front of them (Doom's D1 and DR specials: open-wait-close, open-stay, the keyed
// ones, the fast ones), the plain open-wait-close door (special 1) chosen unless `preferred`
// names another of them.
class DoorDialog : public QDialog {
    Q_OBJECT

public:
    // The door specials of `game` (special 1 alone without a game), in the game's order.
    static std::vector<std::int32_t> doorSpecials(const GameConfig* game);

    DoorDialog(const GameConfig* game, std::int32_t preferred, QWidget* parent = nullptr);

    std::int32_t special() const;
    void setSpecial(std::int32_t special);
    QComboBox* kindBox() const { return m_kind; }

private:
    QComboBox* m_kind;
};

} // namespace sw::editor
