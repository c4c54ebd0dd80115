#pragma once

#include <string>

namespace swtest {

// Path of freedoom1.wad or freedoom2.wad (Debian package `freedoom`, installed by the set-up
// script). STEPWISE_FREEDOOM_DIR overrides the folder. Empty when the file is missing: the
// tests that need it then fail with a message saying how to install it.
std::string freedoomWad(const std::string& fileName);

} // namespace swtest
