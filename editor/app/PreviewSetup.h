#pragma once

class QAction;
class QMenu;

namespace sw::editor {

class AvatarPlanLayer;
class AvatarPreview;
class Document;
class MainWindow;
class ProblemsPanel;

// What installPreview added to the window, for tests and for later wiring.
struct PreviewParts {
    AvatarPreview* preview = nullptr;
    AvatarPlanLayer* planLayer = nullptr;
    ProblemsPanel* problems = nullptr;
    QMenu* previewMenu = nullptr;
};

// Adds the live collision preview to the window: the avatar tool on the plan (action "Avatar",
// key A, with the other modes), "Compare Algorithms", saving the last drag as a probe,
// the avatar in the 3D view, and the Problems dock with the analysis and "Run Probes". Call once,
// after the plan, the mode actions and the 3D view exist.
PreviewParts installPreview(MainWindow& window, Document& document);

// The avatar in the 3D view (Preview3D.cpp, built with the 3D view): stands where the plan's
// avatar stands while the avatar tool is active, with its path and contacts, and can be dragged
// there too (AvatarTool3D); a hovered contact is highlighted in both views; a finding frames its
// elements there.
void connectPreviewTo3D(MainWindow& window, const PreviewParts& parts, QAction* avatarTool);

} // namespace sw::editor
