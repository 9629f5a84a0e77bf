# Reachability, map and scenario checks (included from tests/CMakeLists.txt).
sandtable_add_test(tst_reach SOURCES validation/tst_reach.cpp LIBS sandtable_validation sandtable_model)
sandtable_add_test(tst_reach_cli SOURCES validation/tst_reach_cli.cpp LIBS sandtable_model)
add_dependencies(tst_reach_cli sandtable)
# A benchmark, not a test: graph build and one Dijkstra on a 200x200 map.
if(SANDTABLE_BUILD_BENCHMARKS)
  add_executable(bench_reach validation/bench_reach.cpp)
  target_link_libraries(bench_reach PRIVATE sandtable_validation sandtable_model)
endif()
sandtable_add_test(tst_map_checks SOURCES validation/tst_map_checks.cpp LIBS sandtable_validation sandtable_model)
sandtable_add_test(tst_scenario_checks SOURCES validation/tst_scenario_checks.cpp LIBS sandtable_validation sandtable_model)
# Reachability on miniatures tables: the cell graph, `sandtable reach` on a table, the checks.
sandtable_add_test(tst_table_reach SOURCES validation/tst_table_reach.cpp LIBS sandtable_validation sandtable_model)
add_dependencies(tst_table_reach sandtable)
