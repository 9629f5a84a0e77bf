# Included from the top CMakeLists.txt before any library when SANDTABLE_FUZZ is on: every
# library is built with libFuzzer's coverage hooks and ASan + UBSan, so that a fuzzer sees the
# code it drives and any memory error or undefined behaviour stops it with a crash.
add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all
                    -fno-omit-frame-pointer -g)
add_link_options(-fsanitize=address,undefined)
