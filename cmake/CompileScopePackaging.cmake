# Debian packages: `cpack -G DEB` in the build folder makes two.
#   compilescope         the app (GUI + command line), its data, desktop entry, icon, MIME type
#                        of .pt2, shell completion, the A/B probe. Depends are computed from the
#                        binary by dpkg-shlibdeps (Qt 6.4, Graphviz, SQLite, zstd, zlib, simdjson,
#                        libzip) plus what it loads or runs at run time (Qt's platform plugins,
#                        Graphviz's `dot`).
#   compilescope-runner  the kernel runner, built against the torch wheel found at configure
#                        time. It does not carry LibTorch (gigabytes, tied to a CUDA version, not
#                        packaged by Debian): its launcher takes LibTorch from the same PyTorch
#                        version in the user's Python at run time (resources/install/). Without
#                        it the app still opens and analyses everything; only measuring kernels
#                        needs the runner.
# scripts/check/package_test.sh builds both, unpacks them into a scratch root and runs them
# (ctest `package`).
set(CPACK_PACKAGE_NAME compilescope)
set(CPACK_PACKAGE_VENDOR CompileScope)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
# Each package's first description line is its own summary (below). CPackDeb prepends the
# project-wide summary unless it is CPack's default, which this is.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${CMAKE_PROJECT_NAME} built using CMake")
set(CPACK_PACKAGE_INSTALL_DIRECTORY /usr)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL app)
if(TARGET compilescope-runner)
  list(APPEND CPACK_COMPONENTS_ALL runner)
endif()
set(COMPILESCOPE_PACKAGE_MAINTAINER "CompileScope developers <compilescope@localhost>"
  CACHE STRING "Maintainer field of the Debian packages")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${COMPILESCOPE_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_COMPRESSION_TYPE gzip) # fast to build in CI; the app is small once stripped

set(CPACK_DEBIAN_APP_PACKAGE_NAME compilescope)
set(CPACK_DEBIAN_APP_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_APP_PACKAGE_DEPENDS "graphviz, qt6-qpa-plugins")
set(CPACK_DEBIAN_APP_PACKAGE_RECOMMENDS "qt6-translations-l10n, shared-mime-info, desktop-file-utils")
set(CPACK_DEBIAN_APP_PACKAGE_SUGGESTS "compilescope-runner")
set(CPACK_DEBIAN_APP_DESCRIPTION "Diagnose PyTorch torch.compile
CompileScope opens what torch.compile leaves behind (TORCH_TRACE logs, TORCH_LOGS text,
debug folders, generated code, .pt2 archives, profiler traces) and shows the compile
pipeline: compile ids, graph breaks, recompiles with the guard that failed, graphs and the
kernels Inductor generated. The same analysis runs headless: compilescope summary, explain,
graph. Kernel measurements need the compilescope-runner package.")

set(CPACK_DEBIAN_RUNNER_PACKAGE_NAME compilescope-runner)
set(CPACK_DEBIAN_RUNNER_PACKAGE_SHLIBDEPS OFF) # LibTorch comes from the user's PyTorch
set(CPACK_DEBIAN_RUNNER_PACKAGE_DEPENDS "compilescope (= ${PROJECT_VERSION}), python3, libc6, libstdc++6, libgcc-s1")
set(CPACK_DEBIAN_RUNNER_DESCRIPTION "Kernel runner for CompileScope (needs PyTorch ${COMPILESCOPE_TORCH_VERSION})
Launches each kernel torch.compile generated alone and measures it: Triton kernels on the
GPU through the CUDA driver, Inductor C++ kernels and AOTInductor packages on the CPU. Built
against PyTorch ${COMPILESCOPE_TORCH_VERSION}; LibTorch is taken at run time from that PyTorch
version in the python3 on PATH, or in COMPILESCOPE_PYTHON, or from COMPILESCOPE_LIBTORCH.")
include(CPack)
