#pragma once

#include "map/Map.h"

#include <QMetaType>

namespace sw::editor {

// One place a picture name goes: a part of one side of some walls, or the floor or ceiling of
// some sectors. The Properties dock asks the Textures dock to fill one (a click on a thumbnail);
// the Textures dock applies a picture to one.
struct TextureSlot {
    enum class Part : std::uint8_t { Upper, Middle, Lower, Floor, Ceiling };
    Part part = Part::Middle;
    bool back = false; // walls: the back side
    bool operator==(const TextureSlot&) const = default;

    bool isFlat() const { return part == Part::Floor || part == Part::Ceiling; }
};

} // namespace sw::editor

Q_DECLARE_METATYPE(sw::editor::TextureSlot)
