#pragma once

namespace sw::editor {

// What the editor's process sets before Qt starts; first thing in main(), before any thread or
// OpenGL context exists. The allocator asks for 2 MB pages (restartWithLargePageAllocator: the
// process may start again) and keeps what an edit's old version frees for the next edit's
// (keepHeapForReuse): on this project's virtual machines memory handed back to the system is
// soon handed to the host, and made again when next touched, which put single edits of the
// 160,400-wall grid at 60-90 ms. On a machine of two cores or fewer, Mesa's software renderer
// (llvmpipe, where there is no GPU) draws on the 3D view's render thread instead of queuing
// binned frames for threads of its own, unless LP_NUM_THREADS says otherwise: on the
// 160,400-wall grid its queue held 70-160 MB, and its threads made only frames of a whole map
// faster (the grid's 280 ms against 440; MAP12's, which take about 32 ms, sometimes paced at
// three frames instead of two; close-ups the same). A GPU's driver ignores it.
void prepareProcess(char** argv);

} // namespace sw::editor
