#pragma once

#include "commands/IndexedValuesCommand.h"

#include <QCoreApplication>

namespace sw::editor {

// Changes thing values (type, angle, flags, position) of several things at once.
class SetThingProperties : public IndexedValuesCommand<Thing> {
    Q_DECLARE_TR_FUNCTIONS(SetThingProperties)

public:
    // Which value a run of spin-box steps changes; steps on the same field of the same
    // things merge. None never merges.
    enum class Field { None, Floor, Ceiling, Light, Special, Tag, Type, Angle, Flags, Other };

    SetThingProperties(Document& document, std::vector<Index> things, std::vector<Thing> values,
         Field field = Field::None, QString text = {});

protected:
    Thing read(const Map& map, std::size_t index) const override;
    void write(Map& map, std::size_t index, const Thing& value) const override;
    void describe(ChangeSet& changes) const override;
};

} // namespace sw::editor
