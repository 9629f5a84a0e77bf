# Tests of the importers: Tiled import/export, CSV order-of-battle tables, the map generator.
find_package(ZLIB REQUIRED)
sandtable_add_test(tst_tiled_import SOURCES importers/tst_tiled_import.cpp LIBS sandtable_importers sandtable_model ZLIB::ZLIB)
if(SANDTABLE_HAVE_ZSTD)
  # The fixtures compress zstd layers themselves.
  target_link_libraries(tst_tiled_import PRIVATE PkgConfig::ZSTD)
  target_compile_definitions(tst_tiled_import PRIVATE SANDTABLE_HAVE_ZSTD=1)
endif()
sandtable_add_test(tst_tiled_table SOURCES importers/tst_tiled_table.cpp LIBS sandtable_importers sandtable_model)
sandtable_add_test(tst_tiled_export SOURCES importers/tst_tiled_export.cpp LIBS sandtable_importers sandtable_model Qt6::Gui)
sandtable_add_test(tst_csv_oob SOURCES importers/tst_csv_oob.cpp LIBS sandtable_importers sandtable_model)
sandtable_add_test(tst_map_generator SOURCES importers/tst_map_generator.cpp
  LIBS sandtable_importers sandtable_validation sandtable_model)
sandtable_add_test(tst_importers_cli SOURCES importers/tst_importers_cli.cpp LIBS sandtable_model Qt6::Gui ZLIB::ZLIB)
add_dependencies(tst_importers_cli sandtable)
sandtable_add_test(tst_tiled_terrain_keys SOURCES importers/tst_tiled_terrain_keys.cpp LIBS sandtable_importers sandtable_model ZLIB::ZLIB)
