#pragma once

// The level's buffers and the overlays over them (wireframe, avatar volume, thing volumes, BSP
// leaves and partitions, grown walls, problem pins, the selection's highlight): what goes up
// to the GPU after a build, and which items are drawn. Internal to views/3d (includes Qt3D).

#include "views/3d/SceneRenderer.h"
#include "views/View3D.h"

#include <QVector3D>

#include <array>
#include <optional>

namespace sw::editor {
struct Selection;
}

namespace sw::editor::view3d {

struct SceneData;

using OverlayFlags = std::array<bool, View3D::kOverlayCount>;

// The level's floors, ceilings, walls and things, then every overlay.
void uploadLevel(SceneRenderer& renderer, const SceneData& scene);
void uploadOverlays(SceneRenderer& renderer, const SceneData& scene, bool wireframe,
                    const std::optional<QVector3D>& avatarFeet);
// The Problems overlay's pins (SceneBuild's problemPins).
void uploadProblemPins(SceneRenderer& renderer, const TriangleBuffer& pins);
// Which items are drawn, from the View menu's toggles; walking hides the avatar's volume.
void applyOverlayVisibility(SceneRenderer& renderer, const OverlayFlags& overlays, bool walking);
// The selected sectors, walls and things tinted over the level.
void uploadSelectionHighlight(SceneRenderer& renderer, const SceneData& scene,
                              const Selection& selection);
// The bounds of what is selected, or of the whole level when nothing drawn is.
Aabb3f selectionBounds(const SceneData& scene, const Selection& selection);

} // namespace sw::editor::view3d
