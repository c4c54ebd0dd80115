#pragma once

namespace sw::editor {

// What clicks in the plan act on. The first four select and drag elements of one kind (the
// modes Doom mappers know by their keys V, L, S, T); the drawing modes add sectors.
enum class EditMode { Vertices, Walls, Sectors, Things, DrawSector, DrawRectangle };

} // namespace sw::editor
