# Map art: the anchor fit, trace and proof on art the tests paint themselves (issue 28).
sandtable_add_test(tst_art SOURCES art/tst_art.cpp art/paint_art.h art/art_fixture.h cli/cli_run.h
  LIBS sandtable_art sandtable_exporters Qt6::Gui)
target_include_directories(tst_art PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/art ${CMAKE_CURRENT_SOURCE_DIR}/cli)
# The pictures that `sandtable art` is timed on (docs/art.md, Limits). Not run by ctest.
if(SANDTABLE_BUILD_BENCHMARKS)
  add_executable(make_art_fixture art/make_art_fixture.cpp)
  target_link_libraries(make_art_fixture PRIVATE sandtable_model Qt6::Gui)
  target_include_directories(make_art_fixture PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/art)
endif()
# render --art on tables: the art placed by `at:` anchors under a PNG and full-size PDF sheets.
sandtable_add_test(tst_art_table SOURCES art/tst_art_table.cpp art/table_art.h cli/cli_run.h
  LIBS sandtable_exporters Qt6::Gui)
target_include_directories(tst_art_table PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/cli)
add_dependencies(tst_art_table sandtable)
