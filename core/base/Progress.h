#pragma once

#include <functional>

namespace sw {

// Progress of a long operation, from 0 to 1. Returning false asks the operation to stop
// as soon as it can (it then reports that it was cancelled). The core never prints
// progress itself: the editor shows a bar with Cancel, the CLI a terminal bar.
using ProgressFn = std::function<bool(double fraction)>;

} // namespace sw
