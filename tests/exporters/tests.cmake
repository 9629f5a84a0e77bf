# Exporters: the map renderer (PNG/SVG/PDF), scenario packs and `sandtable render|pack|verify`.
find_package(Qt6 REQUIRED COMPONENTS Gui Svg)
sandtable_add_test(tst_map_renderer SOURCES exporters/tst_map_renderer.cpp exporters/pdf_inspect.h
  LIBS sandtable_exporters Qt6::Gui Qt6::Svg)
sandtable_add_test(tst_pack SOURCES exporters/tst_pack.cpp exporters/pdf_inspect.h
  LIBS sandtable_exporters)
add_dependencies(tst_pack sandtable)
# tst_pack writes hostile zip entries (a symbolic link) that writeZip never makes.
find_package(PkgConfig REQUIRED)
pkg_check_modules(TEST_LIBZIP REQUIRED IMPORTED_TARGET libzip)
target_link_libraries(tst_pack PRIVATE PkgConfig::TEST_LIBZIP)
# What a player reads in a pack: booklets' order of battle, the scenario card (pdftotext).
sandtable_add_test(tst_pack_print SOURCES exporters/tst_pack_print.cpp exporters/pdf_inspect.h
  cli/cli_run.h LIBS sandtable_exporters)
add_dependencies(tst_pack_print sandtable)
# Miniatures tables: pixels, privacy of the views, the tiled full-size PDF, the CLI options.
sandtable_add_test(tst_table_render SOURCES exporters/tst_table_render.cpp exporters/pdf_inspect.h
  LIBS sandtable_exporters Qt6::Gui Qt6::Svg)
add_dependencies(tst_table_render sandtable)

# 200 x 200 hexes to PNG at 24 px per hex (issue 5: under 2 s), and a 96" x 72" table with
# 300 pieces at 20 px per inch (under 1 s). Not run by ctest.
if(SANDTABLE_BUILD_BENCHMARKS)
  add_executable(bench_render exporters/bench_render.cpp)
  target_link_libraries(bench_render PRIVATE sandtable_exporters Qt6::Gui)
  add_executable(bench_table_render exporters/bench_table_render.cpp)
  target_link_libraries(bench_table_render PRIVATE sandtable_exporters Qt6::Gui)
endif()
