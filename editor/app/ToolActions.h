#pragma once

#include "commands/PasteProperties.h"

#include <QObject>

#include <initializer_list>
#include <string>

class QMenu;
class QMainWindow;

namespace sw::editor {

class Document;
class PlanView;

// The Edit menu's mapping tools: Make Stairs, Make Door, Make Lift, Find and Replace, Select
// Similar, and Copy and Paste Properties. EditActions adds them to its menu.
class ToolActions : public QObject {
    Q_OBJECT

public:
    ToolActions(Document& document, PlanView& view, QMainWindow* window);

    void fillMenu(QMenu* menu);

    // What Copy Properties took (nothing at first).
    const PasteProperties::Source& copiedProperties() const { return m_copied; }

public slots:
    void makeStairs();
    void makeDoor();
    void makeLift();
    void findAndReplace();
    void copyProperties();
    void pasteProperties();
    void selectSimilar(int similarity);

private:
    // The first of the names the map's resources hold ("" when none does, or nothing can be
    // looked up), so a tool never writes a texture the game lacks.
    std::string firstKnownTexture(std::initializer_list<const char*> names) const;

    Document& m_document;
    PlanView& m_view;
    QMainWindow* m_window;
    PasteProperties::Source m_copied;
    // The door kind Make Door offers first: the last one chosen.
    std::int32_t m_doorSpecial = 1;
};

} // namespace sw::editor
