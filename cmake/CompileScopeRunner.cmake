# Finds what the kernel runner needs: LibTorch from the project venv's torch wheel
# (torch.utils.cmake_prefix_path) and, optionally, the CUDA Toolkit. A missing piece disables
# the runner (or its CUDA part) with a message; it never breaks the build.
# Sets COMPILESCOPE_RUNNER_ENABLED, COMPILESCOPE_RUNNER_CUDA, COMPILESCOPE_TORCH_VERSION,
# COMPILESCOPE_CUDA_VERSION and COMPILESCOPE_RUNNER_SUMMARY.
set(COMPILESCOPE_RUNNER_ENABLED OFF)
set(COMPILESCOPE_RUNNER_CUDA OFF)
set(COMPILESCOPE_TORCH_VERSION "")
set(COMPILESCOPE_CUDA_VERSION "")
set(COMPILESCOPE_RUNNER_SUMMARY "disabled (COMPILESCOPE_BUILD_RUNNER=OFF)")

if(COMPILESCOPE_BUILD_RUNNER)
  if(NOT COMPILESCOPE_PYTHON)
    find_program(COMPILESCOPE_PYTHON NAMES python3 python)
  endif()
  if(COMPILESCOPE_PYTHON)
    execute_process(COMMAND "${COMPILESCOPE_PYTHON}" -c "import torch.utils; print(torch.utils.cmake_prefix_path)"
      OUTPUT_VARIABLE _cs_torch_prefix OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE _cs_rc ERROR_QUIET)
    if(_cs_rc EQUAL 0)
      list(APPEND CMAKE_PREFIX_PATH "${_cs_torch_prefix}")
    endif()
  endif()

  if(COMPILESCOPE_WITH_CUDA)
    find_package(CUDAToolkit QUIET)
  endif()
  if(CUDAToolkit_FOUND)
    set(COMPILESCOPE_CUDA_VERSION "${CUDAToolkit_VERSION}")
    # The torch wheel's CMake config asks for the legacy nvToolsExt target; CUDA 12+ ships
    # NVTX3 as headers only.
    if(NOT TARGET CUDA::nvToolsExt AND TARGET CUDA::nvtx3)
      add_library(CUDA::nvToolsExt INTERFACE IMPORTED)
      target_link_libraries(CUDA::nvToolsExt INTERFACE CUDA::nvtx3)
    endif()
    # Torch's config would otherwise probe the local GPU with try_run (there may be none).
    # The runner compiles no CUDA code itself, so the list only silences that probe.
    if(NOT DEFINED ENV{TORCH_CUDA_ARCH_LIST})
      set(ENV{TORCH_CUDA_ARCH_LIST} "9.0")
    endif()
    set(CMAKE_CUDA_STANDARD 17)
  endif()

  find_package(Torch CONFIG QUIET)
  if(Torch_FOUND)
    set(COMPILESCOPE_RUNNER_ENABLED ON)
    set(COMPILESCOPE_TORCH_VERSION "${Torch_VERSION}")
    if(CUDAToolkit_FOUND)
      set(COMPILESCOPE_RUNNER_CUDA ON)
      set(COMPILESCOPE_RUNNER_SUMMARY "LibTorch ${Torch_VERSION}, CUDA ${CUDAToolkit_VERSION}")
    else()
      set(COMPILESCOPE_RUNNER_SUMMARY "LibTorch ${Torch_VERSION}, CPU only (CUDA Toolkit not found)")
    endif()
  else()
    set(COMPILESCOPE_RUNNER_SUMMARY "disabled: LibTorch not found (set COMPILESCOPE_PYTHON to a Python with torch)")
    message(WARNING "CompileScope: ${COMPILESCOPE_RUNNER_SUMMARY}")
  endif()
endif()
