#pragma once

#include "map/Map.h"

#include <QCoreApplication>
#include <QUndoCommand>

#include <optional>

namespace sw::editor {

class Document;

// Puts the player start somewhere (or removes it); undo and redo swap the old and new start.
class SetPlayerStart : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(SetPlayerStart)

public:
    SetPlayerStart(Document& document, std::optional<PlayerStart> start);

    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap();

    Document& m_document;
    std::optional<PlayerStart> m_other;
};

} // namespace sw::editor
