#pragma once

#include "commands/MapPartsCommand.h"

#include <QCoreApplication>

#include <memory>
#include <variant>

namespace sw::editor {

// Paste Properties: the copied wall's, sector's or thing's properties onto the selected
// elements of the same kind (edit::paste*Properties), keeping their geometry. One undo step.
class PasteProperties : public MapPartsCommand {
    Q_DECLARE_TR_FUNCTIONS(PasteProperties)

public:
    // What Copy Properties took.
    using Source = std::variant<std::monostate, Wall, Sector, Thing>;

    // Nothing (and a reason) when nothing of the source's kind is selected, or nothing changes.
    static std::unique_ptr<PasteProperties> create(Document& document, const Source& source,
                                                   const Selection& targets,
                                                   QString* whyNot = nullptr);

private:
    explicit PasteProperties(Document& document);
};

} // namespace sw::editor
