# add_compilescope_test(NAME SOURCES... [LIBS ...] [TIMEOUT s] [GUI])
# One Qt Test executable per unit, registered with CTest: offscreen platform, a timeout,
# and the paths to the test data, the bundled samples and the project venv's Python.
function(compilescope_test_settings target)
  target_compile_definitions(${target} PRIVATE
    CS_TEST_DATA_DIR="${PROJECT_SOURCE_DIR}/tests/data"
    CS_SAMPLES_DIR="${PROJECT_SOURCE_DIR}/resources/samples"
    CS_SCRIPTS_DIR="${PROJECT_SOURCE_DIR}/scripts"
    CS_PYTHON="${COMPILESCOPE_PYTHON}"
    CS_BINARY_DIR="${PROJECT_BINARY_DIR}")
  compilescope_warnings(${target})
endfunction()

# The tests' one precompiled header (a test is mostly one file: a header of its own would cost
# as much as it saves), made once with the tests' flags and reused by each of them.
if(COMPILESCOPE_PCH)
  add_library(cs_test_pch OBJECT ${CMAKE_CURRENT_LIST_DIR}/pch.cpp)
  target_link_libraries(cs_test_pch PRIVATE Qt6::Core)
  compilescope_test_settings(cs_test_pch)
  target_precompile_headers(cs_test_pch PRIVATE ${COMPILESCOPE_PCH_CORE}
    <QTemporaryDir> <QProcess> <QElapsedTimer> <QStandardPaths>)
endif()

function(add_compilescope_test name)
  cmake_parse_arguments(T "GUI" "TIMEOUT" "SOURCES;LIBS" ${ARGN})
  add_executable(${name} ${T_SOURCES})
  target_link_libraries(${name} PRIVATE Qt6::Test ${T_LIBS})
  compilescope_test_settings(${name})
  if(COMPILESCOPE_PCH)
    target_precompile_headers(${name} REUSE_FROM cs_test_pch)
  endif()
  add_test(NAME ${name} COMMAND ${name})
  # The tests' settings folders start empty on every ctest run (one setup step before them all):
  # what an earlier run remembered (a last view, a window size) cannot change what a test sees.
  if(NOT TEST clean_test_settings)
    add_test(NAME clean_test_settings COMMAND ${CMAKE_COMMAND} -E rm -rf "${CMAKE_CURRENT_BINARY_DIR}/config")
    set_tests_properties(clean_test_settings PROPERTIES FIXTURES_SETUP test_settings)
  endif()
  if(NOT T_TIMEOUT)
    set(T_TIMEOUT 120)
  endif()
  set_tests_properties(${name} PROPERTIES TIMEOUT ${T_TIMEOUT}
    # Each test its own settings file (app/gui/settings.h): never the developer's, never shared.
    ENVIRONMENT "QT_QPA_PLATFORM=offscreen;QT_FATAL_WARNINGS=0;XDG_CONFIG_HOME=${CMAKE_CURRENT_BINARY_DIR}/config/${name}"
    FIXTURES_REQUIRED test_settings
    SKIP_RETURN_CODE 77)
endfunction()
