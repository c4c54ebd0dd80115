#pragma once

namespace sw::editor {

// What the editor's process sets before Qt starts; first thing in main(), before any thread or
// OpenGL context exists. The heap keeps what an edit's old version frees for the next edit's
// (keepHeapForReuse): on this project's virtual machines memory handed back to the system is
// soon handed to the host, and made again when next touched, which put single edits of the
// 160,400-wall grid at 60-90 ms. Memory is asked for in 4 KB pages, as the CLI does
// (setLargePagesWanted(false)): 2 MB pages new to the process cost several times as much to
// touch here, and the first edit after opening, which needs about 170 MB more than opening
// did, took 225-348 ms with them and 77-79 ms without; later edits, in memory the heap kept,
// were as quick either way. On a machine of two cores or fewer, Mesa's software renderer
// (llvmpipe, where there is no GPU) draws on the 3D view's render thread instead of queuing
// binned frames for threads of its own, unless LP_NUM_THREADS says otherwise: on the
// 160,400-wall grid its queue held 70-160 MB, and its threads made only frames of a whole map
// faster (the grid's 280 ms against 440; MAP12's, which take about 32 ms, sometimes paced at
// three frames instead of two; close-ups the same). A GPU's driver ignores it.
void prepareProcess();

} // namespace sw::editor
