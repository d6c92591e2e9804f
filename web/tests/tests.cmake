# The web page's tests, in the native build's suite: the module's answers
# against the program's (compare_cli.mjs) and the page in headless Chromium
# (browser_test.py). Both read the site tools/setup.sh --web builds, and
# exit 77, reported as skipped with the reason, when it is not there (CI
# does not build it: emscripten is a build of its own).
set(SATDOKU_WEB_SITE ${PROJECT_SOURCE_DIR}/build-web/site CACHE PATH
    "The built web site the web tests read (tools/setup.sh --web)")
find_program(SATDOKU_NODE node)
if(SATDOKU_NODE)
  # In the suite, tests/data/real whole and every 10th classic (the full
  # comparison: tools/web_build.sh --test).
  add_test(NAME web_compare COMMAND ${SATDOKU_NODE} --no-experimental-fetch
                                    ${CMAKE_CURRENT_LIST_DIR}/compare_cli.mjs ${SATDOKU_WEB_SITE}
                                    $<TARGET_FILE:satdoku> --every 10)
else()
  add_test(NAME web_compare COMMAND ${CMAKE_COMMAND} -E echo "SKIP: needs node (Debian: nodejs)")
  set_tests_properties(web_compare PROPERTIES DISABLED TRUE)
endif()
add_test(NAME web_browser COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/browser_test.py
                                  ${SATDOKU_WEB_SITE} ${PROJECT_BINARY_DIR}/web-screenshots)
set_tests_properties(web_compare web_browser PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 1800)
# The longest test of the suite when it runs: started first.
set_tests_properties(web_compare PROPERTIES COST 100)
