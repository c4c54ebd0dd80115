#pragma once

// Boom's generalised line types (8192-32767 and the crushers from 12160) and sector types: bit
// fields that choose trigger, speed, direction, target and more, decoded into words.

#include "game/GameConfig.h"

#include <optional>
#include <string>

namespace sw {

// A generalised line type decoded; nothing below Boom's ranges.
std::optional<LineSpecial> decodeBoomLineSpecial(std::int32_t special);

// The parts of a Boom sector type above its light effect (special & 31): damage, secret,
// friction, wind, each in words; empty when none is set.
std::vector<std::string> boomSectorFlags(std::int32_t special);

} // namespace sw
