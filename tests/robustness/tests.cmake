# Robustness (issue 9): limits on absurd inputs, crash-safe saves, random round trips and one
# regression test per fuzzer finding. Fuzz targets themselves: fuzz/ (-DSANDTABLE_FUZZ=ON).
sandtable_add_test(tst_document_limits SOURCES robustness/tst_document_limits.cpp LIBS sandtable_model)
sandtable_add_test(tst_fuzz_findings SOURCES robustness/tst_fuzz_findings.cpp
  LIBS sandtable_importers sandtable_model)
foreach(t tst_document_limits tst_fuzz_findings)
  target_include_directories(${t} PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
endforeach()
