# Line of sight: the shared traversal, the three rule models, viewsheds and the matrix, the CLI.
sandtable_add_test(tst_hex_line SOURCES validation/tst_hex_line.cpp LIBS sandtable_validation sandtable_model)
sandtable_add_test(tst_los_crest_levels SOURCES validation/tst_los_crest_levels.cpp LIBS sandtable_validation sandtable_model)
sandtable_add_test(tst_los_overlay_shadow SOURCES validation/tst_los_overlay_shadow.cpp LIBS sandtable_validation sandtable_model)
sandtable_add_test(tst_los_card_borders SOURCES validation/tst_los_card_borders.cpp LIBS sandtable_validation sandtable_model)
sandtable_add_test(tst_los_engine SOURCES validation/tst_los_engine.cpp LIBS sandtable_validation sandtable_model)
sandtable_add_test(tst_los_cli SOURCES validation/tst_los_cli.cpp LIBS Qt6::Core)
add_dependencies(tst_los_cli sandtable)
# Checks of miniatures tables and their scenarios.
sandtable_add_test(tst_table_checks SOURCES validation/tst_table_checks.cpp LIBS sandtable_validation sandtable_model)
# Line of sight on miniatures tables (dead-ground and blockers models, viewshed, CLI).
sandtable_add_test(tst_table_los SOURCES validation/tst_table_los.cpp
  LIBS sandtable_validation sandtable_importers sandtable_model)
add_dependencies(tst_table_los sandtable)
sandtable_add_test(tst_table_sight_outline SOURCES validation/tst_table_sight_outline.cpp
  LIBS sandtable_validation sandtable_model)
