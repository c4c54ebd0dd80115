#pragma once

#include "map/Map.h"

#include <QCoreApplication>
#include <QUndoCommand>

#include <string>
#include <vector>

namespace sw::editor {

class Document;

// Replaces the map's recorded probes (to add or remove one); `text` names the edit in the
// undo history.
class SetProbes : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(SetProbes)

public:
    SetProbes(Document& document, std::vector<ProbeRecord> probes, const QString& text);

    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap();

    Document& m_document;
    std::vector<ProbeRecord> m_other;
};

} // namespace sw::editor
