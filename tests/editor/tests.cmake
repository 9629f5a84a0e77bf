# Editor tests: undo commands, hit testing, files, QML components (Qt Quick Test), the window.
set(editor_env "QT_QPA_PLATFORM=offscreen;SANDTABLE_RECOVERY_DIR=${CMAKE_CURRENT_BINARY_DIR}/editor-test-recovery")
foreach(name tst_keyed_rows tst_scenario_rows tst_edit_round_trip tst_map_labels tst_file_chooser tst_table_tools tst_document_revision tst_map_edit tst_map_hit_test tst_map_mesh tst_autosave tst_editor_window tst_editor_layout tst_validation_scheduler tst_document_exports tst_scenario_edit tst_table_scenario_edit tst_table_edit tst_table_hit tst_table_mesh tst_polygon_triangulate)
  sandtable_add_test(${name} SOURCES editor/${name}.cpp LIBS sandtable_editor_core)
  set_tests_properties(${name} PROPERTIES ENVIRONMENT "${editor_env}")
endforeach()
target_link_libraries(tst_editor_window PRIVATE Qt6::QuickControls2)
target_link_libraries(tst_editor_layout PRIVATE Qt6::QuickControls2)
sandtable_add_test(tst_editor_docking SOURCES editor/tst_editor_docking.cpp LIBS sandtable_editor_core Qt6::QuickControls2)
set_tests_properties(tst_editor_docking PROPERTIES ENVIRONMENT "${editor_env}")
target_compile_definitions(tst_editor_window PRIVATE SANDTABLE_EDITOR_PATH="$<TARGET_FILE:sandtable-editor>")
add_dependencies(tst_editor_window sandtable-editor)
if(CMAKE_CXX_FLAGS MATCHES "sanitize=address")
  # Qt's software scene graph keeps its image textures to the end of the process (suppressed
  # in scripts/lsan.supp by the frame that creates them). Qt is built without frame pointers,
  # so only the slow unwinder sees that frame; the tests that show the window (and the editor
  # tst_editor_window starts) need it.
  set_tests_properties(tst_editor_window tst_editor_layout tst_editor_docking PROPERTIES
    ENVIRONMENT "${editor_env};ASAN_OPTIONS=detect_leaks=1:fast_unwind_on_malloc=0:intercept_tls_get_addr=0")
endif()

add_executable(tst_editor_qml editor/tst_editor_qml.cpp)
set_target_properties(tst_editor_qml PROPERTIES AUTOMOC ON)
target_link_libraries(tst_editor_qml PRIVATE sandtable_editor_core Qt6::QuickTest)
target_compile_definitions(tst_editor_qml PRIVATE QUICK_TEST_SOURCE_DIR="${CMAKE_CURRENT_SOURCE_DIR}/editor/qml"
                                                   SANDTABLE_SOURCE_DIR="${SANDTABLE_SOURCE_ROOT}")
add_test(NAME tst_editor_qml COMMAND tst_editor_qml)
set_tests_properties(tst_editor_qml PROPERTIES ENVIRONMENT "${editor_env}" TIMEOUT 300)
if(CMAKE_CXX_FLAGS MATCHES "sanitize=address")
  # Its panels show map views too (the zone and table tests): the same image textures, seen
  # only by the slow unwinder (see above), which makes it run about 150 s here.
  set_tests_properties(tst_editor_qml PROPERTIES TIMEOUT 900
    ENVIRONMENT "${editor_env};ASAN_OPTIONS=detect_leaks=1:fast_unwind_on_malloc=0:intercept_tls_get_addr=0")
endif()

# Frame time of the map view panning a 200x200 map (built, not run by ctest).
if(SANDTABLE_BUILD_BENCHMARKS)
  add_executable(bench_map_view editor/bench_map_view.cpp)
  target_link_libraries(bench_map_view PRIVATE sandtable_editor_core)
endif()

# The same window test on the GPU scene-graph path: a real (virtual) X server with Mesa's GL.
find_program(XVFB_RUN xvfb-run)
if(XVFB_RUN)
  add_test(NAME tst_editor_window_gpu
           COMMAND ${XVFB_RUN} -a -s "-screen 0 1600x1000x24" $<TARGET_FILE:tst_editor_window>
                   theWindowShowsTheSampleWithTerrainColoursAtHexCentres hoveringShowsTheHexInTheStatusBar
                   aHexScenarioOpenedOverATableShowsNoneOfTheTable)
  set(gpu_env "QT_QPA_PLATFORM=xcb;SANDTABLE_EXPECT_GPU=1;SANDTABLE_RECOVERY_DIR=${CMAKE_CURRENT_BINARY_DIR}/editor-test-recovery")
  if(CMAKE_CXX_FLAGS MATCHES "sanitize=address")
    # Memory errors are checked here; leaks are not: Mesa's driver (and the LLVM it keeps
    # allocations in) is unloaded before LeakSanitizer reports, so they can be neither traced
    # nor suppressed. The same test on the software path (tst_editor_window) checks leaks.
    list(APPEND gpu_env "ASAN_OPTIONS=detect_leaks=0")
  endif()
  set_tests_properties(tst_editor_window_gpu PROPERTIES ENVIRONMENT "${gpu_env}" TIMEOUT 300)
endif()
# Map > Map Art: calibration, trace and proof on art the tests paint (issue 28).
sandtable_add_test(tst_map_art SOURCES editor/tst_map_art.cpp art/paint_art.h art/art_fixture.h art/table_art.h
  LIBS sandtable_editor_core)
target_include_directories(tst_map_art PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/art)
set_tests_properties(tst_map_art PROPERTIES ENVIRONMENT "${editor_env}")
