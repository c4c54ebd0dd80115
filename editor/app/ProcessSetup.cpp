#include "app/ProcessSetup.h"

#include "base/ByteBuffer.h"

#include <cstdlib>
#include <thread>

namespace sw::editor {

void prepareProcess()
{
    sw::setLargePagesWanted(false);
    sw::keepHeapForReuse();
    constexpr unsigned kFewCores = 2;
    const unsigned cores = std::thread::hardware_concurrency(); // 0: unknown
    if (cores != 0 && cores <= kFewCores)
        ::setenv("LP_NUM_THREADS", "0", /*overwrite=*/0); // the user's setting stays
}

} // namespace sw::editor
