#pragma once

#include "commands/MapPartsCommand.h"
#include "map/SectorTools.h"

#include <QCoreApplication>

#include <memory>

namespace sw::editor {

// Turns the selected sectors into Doom doors (edit::makeDoors): ceiling down to the floor, the
// door special (1 unless another is given) on the walls facing out, the door texture on their uppers, tracks unpegged.
class MakeDoor : public MapPartsCommand {
    Q_DECLARE_TR_FUNCTIONS(MakeDoor)

public:
    // Nothing (and a reason) when no sector is given or none has a two-sided wall to open from.
    static std::unique_ptr<MakeDoor> create(Document& document, const std::vector<Index>& sectors,
                                            const std::string& doorTexture,
                                            QString* whyNot = nullptr,
                                            std::int32_t special = edit::kDoomDoorRaise);
    const edit::MechanismResult& result() const { return m_result; }

private:
    explicit MakeDoor(Document& document);
    edit::MechanismResult m_result;
};

} // namespace sw::editor
