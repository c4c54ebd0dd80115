#pragma once

#include "commands/IndexedValuesCommand.h"

#include <QCoreApplication>

namespace sw::editor {

// Turns things by a number of degrees (counter-clockwise), keeping angles in [0, 360).
class RotateThings : public IndexedValuesCommand<double> {
    Q_DECLARE_TR_FUNCTIONS(RotateThings)

public:
    RotateThings(Document& document, const std::vector<Index>& things, double degrees);

protected:
    double read(const Map& map, std::size_t index) const override;
    void write(Map& map, std::size_t index, const double& value) const override;
    void describe(ChangeSet& changes) const override;
};

} // namespace sw::editor
