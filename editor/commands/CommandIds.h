#pragma once

namespace sw::editor {

// QUndoCommand::id() values of the commands that merge with their predecessor, in one place so
// no two kinds of command ever share one. Drags merge step by step; spin boxes merge their steps.
enum class MergeId : int {
    MoveVertices = 1,
    MoveThings,
    SetSectorProperties,
    SetWallProperties,
    SetThingProperties,
    SetAvatarProfiles,
};

} // namespace sw::editor
