# Reachability, map and scenario checks (included from tests/CMakeLists.txt).
sandtable_add_test(tst_reach SOURCES validation/tst_reach.cpp LIBS sandtable_validation sandtable_model)
sandtable_add_test(tst_reach_cli SOURCES validation/tst_reach_cli.cpp LIBS sandtable_model)
add_dependencies(tst_reach_cli sandtable)
