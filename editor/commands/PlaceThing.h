#pragma once

#include "commands/MapPartsCommand.h"

#include <QCoreApplication>

#include <memory>

namespace sw::editor {

// Adds a thing and selects it.
class PlaceThing : public MapPartsCommand {
    Q_DECLARE_TR_FUNCTIONS(PlaceThing)

public:
    PlaceThing(Document& document, const Thing& thing);
};

} // namespace sw::editor
