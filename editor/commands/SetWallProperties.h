#pragma once

#include "commands/IndexedValuesCommand.h"

#include <QCoreApplication>

namespace sw::editor {

// Changes wall values (flags, specials, tags, materials) of several walls at once. Callers keep vertices and sectors as they are: those are structure, changed by other commands.
class SetWallProperties : public IndexedValuesCommand<Wall> {
    Q_DECLARE_TR_FUNCTIONS(SetWallProperties)

public:
    // Which value a run of spin-box steps changes; steps on the same field of the same
    // walls merge. None never merges.
    enum class Field { None, Floor, Ceiling, Light, Special, Tag, Type, Angle, Flags, Other,
                       // The texture offsets of the front and back sides.
                       OffsetX, OffsetY, BackOffsetX, BackOffsetY };

    SetWallProperties(Document& document, std::vector<Index> walls, std::vector<Wall> values,
         Field field = Field::None, QString text = {});

protected:
    Wall read(const Map& map, std::size_t index) const override;
    void write(Map& map, std::size_t index, const Wall& value) const override;
    void describe(ChangeSet& changes) const override;
};

} // namespace sw::editor
