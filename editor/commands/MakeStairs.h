#pragma once

#include "commands/MapPartsCommand.h"
#include "map/SectorTools.h"

#include <QCoreApplication>

#include <memory>

namespace sw::editor {

// Sets the floors (and optionally the ceilings) of a run of sectors, in the order they were
// picked, rising or falling by a step (edit::planStairs). One undo step.
class MakeStairs : public MapPartsCommand {
    Q_DECLARE_TR_FUNCTIONS(MakeStairs)

public:
    // Nothing (and a reason) for fewer than two sectors, an index out of range, or a ceiling
    // that would end below its floor.
    static std::unique_ptr<MakeStairs> create(Document& document, const std::vector<Index>& run,
                                              const edit::StairsSpec& spec,
                                              QString* whyNot = nullptr);

private:
    explicit MakeStairs(Document& document);
};

} // namespace sw::editor
