#pragma once

#include "map/Map.h"

#include <QCoreApplication>
#include <QUndoCommand>

#include <string>
#include <vector>

namespace sw::editor {

class Document;

// Replaces the map's resource chain (Map::resources: the WADs and image folders its pictures
// come from). Reports ChangeSet::resources, so the document reads the pictures again and the
// analysis judges the map against them.
class SetMapResources : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(SetMapResources)

public:
    SetMapResources(Document& document, std::vector<std::string> resources);

    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap();

    Document& m_document;
    std::vector<std::string> m_other;
};

} // namespace sw::editor
