#pragma once

#include "commands/MapPartsCommand.h"

#include <QCoreApplication>

#include <memory>

namespace sw::editor {

// Makes several sectors one (the first keeps its values): every wall that faced one of the
// others faces the first. The walls between them stay, as Doom Builder's Join does; MergeSectors
// also removes them.
class JoinSectors : public MapPartsCommand {
    Q_DECLARE_TR_FUNCTIONS(JoinSectors)

public:
    // Nothing (and a reason) for fewer than two sectors.
    static std::unique_ptr<JoinSectors> create(Document& document,
                                               const std::vector<Index>& sectors,
                                               QString* whyNot = nullptr);

    // The joining step shared with MergeSectors: returns the joined sector's new index.
    // With removeInnerWalls, walls with the joined sector on both sides go as well.
    static Index join(Map& map, const std::vector<Index>& sectors, bool removeInnerWalls);

private:
    explicit JoinSectors(Document& document);
};

} // namespace sw::editor
