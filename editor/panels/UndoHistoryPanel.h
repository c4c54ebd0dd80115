#pragma once

#include <QUndoView>

namespace sw::editor {

class Document;

// The undo history as a list: clicking an entry goes back (or forward) to it.
class UndoHistoryPanel : public QUndoView {
    Q_OBJECT

public:
    UndoHistoryPanel(Document& document, QWidget* parent = nullptr);
};

} // namespace sw::editor
