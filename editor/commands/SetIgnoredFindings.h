#pragma once

#include "map/Map.h"

#include <QCoreApplication>
#include <QUndoCommand>

#include <string>
#include <vector>

namespace sw::editor {

class Document;

// Replaces the keys of the findings ignored for this map; `text` names the edit in the
// undo history.
class SetIgnoredFindings : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(SetIgnoredFindings)

public:
    SetIgnoredFindings(Document& document, std::vector<std::string> ignoredFindings, const QString& text);

    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap();

    Document& m_document;
    std::vector<std::string> m_other;
};

} // namespace sw::editor
