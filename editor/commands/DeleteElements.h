#pragma once

#include "commands/MapPartsCommand.h"

#include <QCoreApplication>

#include <memory>

namespace sw::editor {

// Deletes the selected elements and keeps the map valid: a vertex between exactly two walls that
// face the same sectors joins them into one (edit::joinWallsAt), any other vertex takes its
// walls along, a wall that loses its front sector turns to face its other one, and sectors and
// vertices left without any wall go too (see edit::removeElements). Cut is this command under
// another name.
class DeleteElements : public MapPartsCommand {
    Q_DECLARE_TR_FUNCTIONS(DeleteElements)

public:
    // Nothing when the selection is empty.
    static std::unique_ptr<DeleteElements> create(Document& document, const Selection& selection,
                                                  QString text = {});

private:
    DeleteElements(Document& document, const QString& text);
};

} // namespace sw::editor
