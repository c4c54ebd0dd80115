# Tests and the benchmark of the live collision preview. Included from tests/editor/CMakeLists.txt.
stepwise_editor_test(editor_avatar_preview_test AvatarPreviewTest.cpp EditorTestSupport.cpp)
stepwise_editor_ctest(editor_avatar_preview_test)

if(STEPWISE_BUILD_BENCHMARKS)
    stepwise_editor_test(editor_avatar_drag_benchmark AvatarDragBenchmark.cpp EditorTestSupport.cpp)
endif()

# Walk mode in the 3D view: needs an X server like the other 3D tests (run under xvfb-run).
stepwise_editor_test(editor_walk_mode_test WalkModeTest.cpp EditorTestSupport.cpp)
add_test(NAME editor_walk_mode_test COMMAND editor_walk_mode_test)
set_tests_properties(editor_walk_mode_test PROPERTIES
    ENVIRONMENT "QT3D_RENDERER=opengl;QT_QPA_PLATFORM=offscreen" TIMEOUT 300)

# Dragging the avatar and hovering its contacts in the 3D view of the main window: needs an X
# server too (run under xvfb-run). It renders on the X server's own platform (xcb), chosen in
# its main(): see there why not offscreen.
stepwise_editor_test(editor_avatar_3d_test Avatar3DTest.cpp EditorTestSupport.cpp)
add_test(NAME editor_avatar_3d_test COMMAND editor_avatar_3d_test)
set_tests_properties(editor_avatar_3d_test PROPERTIES
    ENVIRONMENT "QT3D_RENDERER=opengl" TIMEOUT 300)
