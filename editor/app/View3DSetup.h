#pragma once

class QMenu;

namespace sw::editor {

class Document;
class MainWindow;
class View3D;

// Adds the "3D View" dock beside the plan, a 3D View submenu under viewMenu (the dock, each
// overlay, colours, cameras, export of the geometry), and the BSP overlay on the plan. Returns
// the view, owned by the window, or null where OpenGL is unavailable (the dock then says so).
View3D* install3DView(MainWindow& window, Document& document, QMenu* viewMenu);

} // namespace sw::editor
