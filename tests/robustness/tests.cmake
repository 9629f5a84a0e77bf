# Robustness (issue 9): limits on absurd inputs, crash-safe saves, random round trips and one
# regression test per fuzzer finding. Fuzz targets themselves: fuzz/ (-DSANDTABLE_FUZZ=ON).
sandtable_add_test(tst_document_limits SOURCES robustness/tst_document_limits.cpp LIBS sandtable_model)
target_include_directories(tst_document_limits PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
