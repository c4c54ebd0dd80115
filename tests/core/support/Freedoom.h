#pragma once

#include <cstdlib>
#include <string>

namespace swtest {

// Path of freedoom1.wad or freedoom2.wad (Debian package `freedoom`, installed by the set-up
// script). STEPWISE_FREEDOOM_DIR overrides the folder. Empty when the file is missing: the
// tests that need it then fail with a message saying how to install it.
std::string freedoomWad(const std::string& fileName);

} // namespace swtest

// In a GoogleTest test: declares `path` as the named Freedoom IWAD's path. Without it the test
// skips on a developer's machine and fails under CI (CI set), where a skip would hide a broken
// set-up.
#define REQUIRE_FREEDOOM(path, file)                                                               \
    const std::string path = swtest::freedoomWad(file);                                            \
    if (path.empty()) {                                                                            \
        if (std::getenv("CI"))                                                                     \
            FAIL() << file << " is missing: install the Debian package freedoom";                  \
        GTEST_SKIP() << file << " is missing: install the Debian package freedoom";                \
    }
