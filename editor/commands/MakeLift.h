#pragma once

#include "commands/MapPartsCommand.h"
#include "map/SectorTools.h"

#include <QCoreApplication>

#include <memory>

namespace sw::editor {

// Turns the selected sectors into one Doom lift (edit::makeLift): a new unused tag on them and
// the walk-over lift special with that tag on the walls around them.
class MakeLift : public MapPartsCommand {
    Q_DECLARE_TR_FUNCTIONS(MakeLift)

public:
    // Nothing (and a reason) when no sector is given or none has a two-sided wall to ride from.
    static std::unique_ptr<MakeLift> create(Document& document, const std::vector<Index>& sectors,
                                            const std::string& liftTexture,
                                            QString* whyNot = nullptr);
    const edit::MechanismResult& result() const { return m_result; }

private:
    explicit MakeLift(Document& document);
    edit::MechanismResult m_result;
};

} // namespace sw::editor
