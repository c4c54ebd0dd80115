#pragma once

#include "commands/MapPartsCommand.h"

#include <QCoreApplication>

#include <memory>

namespace sw::editor {

// Joins several sectors into the first and removes the walls between them, leaving one open
// area (vertices left without walls go too).
class MergeSectors : public MapPartsCommand {
    Q_DECLARE_TR_FUNCTIONS(MergeSectors)

public:
    // Nothing (and a reason) for fewer than two sectors.
    static std::unique_ptr<MergeSectors> create(Document& document,
                                                const std::vector<Index>& sectors,
                                                QString* whyNot = nullptr);

private:
    explicit MergeSectors(Document& document);
};

} // namespace sw::editor
