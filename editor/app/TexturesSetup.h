#pragma once

class QWidget;

namespace sw::editor {

class Document;
class MainWindow;
class TexturesPanel;

// Adds the Textures dock (tabbed with Properties on the right, listed under View > Panels) and
// the Map menu with Resources. Call once, after the menus and docks exist. Returns the panel,
// owned by the window.
TexturesPanel* installTextures(MainWindow& window, Document& document);

// Map > Resources...: edits the map's resource chain in a dialog; a changed list is one undo
// step (SetMapResources). False when the user cancels or nothing changed.
bool editMapResources(QWidget* parent, Document& document);

} // namespace sw::editor
