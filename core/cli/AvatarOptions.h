#pragma once

#include "Args.h"
#include "Commands.h"

#include "map/AvatarProfile.h"
#include "map/Map.h"

#include <string>
#include <vector>

namespace cli {

// The avatar options shared by trace, bench-moves, check and probes.
std::vector<OptionSpec> avatarOptions();

// Help text describing them.
extern const char* const kAvatarOptionsHelp;

// The profile to use: the map's profile named by --profile (or its first profile, or Doom's
// player when it has none), changed by the other options. False with `error` on a bad value.
bool avatarProfile(const Args& args, const sw::Map& map, sw::AvatarProfile& profile,
                   std::string& error);

} // namespace cli
