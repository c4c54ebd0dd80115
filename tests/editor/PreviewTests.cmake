# Tests and the benchmark of the live collision preview. Included from tests/editor/CMakeLists.txt.
stepwise_editor_test(editor_avatar_preview_test AvatarPreviewTest.cpp EditorTestSupport.cpp)
stepwise_editor_ctest(editor_avatar_preview_test)

if(STEPWISE_BUILD_BENCHMARKS)
    stepwise_editor_test(editor_avatar_drag_benchmark AvatarDragBenchmark.cpp EditorTestSupport.cpp)
endif()
