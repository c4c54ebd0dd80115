# The live collision preview: the avatar tool and its plan overlay, the problems panel, probes,
# walk mode and their wiring into the window. Included from editor/CMakeLists.txt.
target_sources(stepwise_editor_lib PRIVATE
    app/PreviewSetup.cpp
    app/PreviewSetup.h
    commands/SetIgnoredFindings.cpp
    commands/SetIgnoredFindings.h
    commands/SetProbes.cpp
    commands/SetProbes.h
    panels/ProblemsPanel.cpp
    panels/ProblemsPanel.h
    tools/AvatarPreview.cpp
    tools/AvatarPreview.h
    tools/AvatarTool.cpp
    tools/AvatarTool.h
    views/AvatarPlanLayer.cpp
    views/AvatarPlanLayer.h
    views/AvatarPlanOverlay.cpp
    views/AvatarPlanOverlay.h
)
find_package(Qt6 REQUIRED COMPONENTS Concurrent)
# Public: the preview's headers show the collision types to the tests that drive it.
target_link_libraries(stepwise_editor_lib
    PUBLIC stepwise_collision
    PRIVATE stepwise_analysis Qt6::Concurrent)
# The avatar in the 3D view, when the editor has one.
if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/views/View3D.h)
    target_sources(stepwise_editor_lib PRIVATE
        app/Preview3D.cpp
        tools/AvatarTool3D.cpp
        tools/AvatarTool3D.h
    )
    target_compile_definitions(stepwise_editor_lib PRIVATE STEPWISE_PREVIEW_3D)
endif()
