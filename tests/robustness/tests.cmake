# Robustness (issue 9): limits on absurd inputs, crash-safe saves, random round trips and one
# regression test per fuzzer finding. Fuzz targets themselves: fuzz/ (-DSANDTABLE_FUZZ=ON).
sandtable_add_test(tst_document_limits SOURCES robustness/tst_document_limits.cpp LIBS sandtable_model)
sandtable_add_test(tst_random_round_trip SOURCES robustness/tst_random_round_trip.cpp
  LIBS sandtable_importers sandtable_model)
find_package(ZLIB REQUIRED)
sandtable_add_test(tst_fuzz_findings SOURCES robustness/tst_fuzz_findings.cpp
  LIBS sandtable_importers sandtable_model ZLIB::ZLIB)
foreach(t tst_document_limits tst_random_round_trip tst_fuzz_findings)
  target_include_directories(${t} PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
endforeach()

# The crash test kills this helper in the middle of its saves.
add_executable(robustness_save_loop robustness/save_loop.cpp robustness/save_documents.h)
target_link_libraries(robustness_save_loop PRIVATE sandtable_model Qt6::Core)
target_include_directories(robustness_save_loop PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
sandtable_add_test(tst_crash_safe_save SOURCES robustness/tst_crash_safe_save.cpp LIBS sandtable_model)
target_include_directories(tst_crash_safe_save PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
target_compile_definitions(tst_crash_safe_save PRIVATE
  SANDTABLE_SAVE_LOOP_PATH="$<TARGET_FILE:robustness_save_loop>")
add_dependencies(tst_crash_safe_save robustness_save_loop)

# Issue 24: hostile documents the reader refused too late or not at all (and through the CLI).
sandtable_add_test(tst_hostile_documents SOURCES robustness/tst_hostile_documents.cpp LIBS sandtable_model)
target_include_directories(tst_hostile_documents PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
add_dependencies(tst_hostile_documents sandtable)
