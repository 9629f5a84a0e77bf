# Line of sight: the shared traversal, the three rule models, viewsheds and the matrix, the CLI.
sandtable_add_test(tst_hex_line SOURCES validation/tst_hex_line.cpp LIBS sandtable_validation sandtable_model)
