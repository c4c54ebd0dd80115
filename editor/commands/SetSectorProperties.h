#pragma once

#include "commands/IndexedValuesCommand.h"

#include <QCoreApplication>

namespace sw::editor {

// Changes sector values (heights, light, materials, tags, names) of several sectors at once; the steps of one spin box merge.
class SetSectorProperties : public IndexedValuesCommand<Sector> {
    Q_DECLARE_TR_FUNCTIONS(SetSectorProperties)

public:
    // Which value a run of spin-box steps changes; steps on the same field of the same
    // sectors merge. None never merges.
    enum class Field { None, Floor, Ceiling, Light, Special, Tag, Type, Angle, Flags, Other };

    SetSectorProperties(Document& document, std::vector<Index> sectors, std::vector<Sector> values,
         Field field = Field::None, QString text = {});

protected:
    Sector read(const Map& map, std::size_t index) const override;
    void write(Map& map, std::size_t index, const Sector& value) const override;
    void describe(ChangeSet& changes) const override;
};

} // namespace sw::editor
