#!/usr/bin/env bash
# CompileScope set-up: installs what is missing, builds, then runs the app or the tests.
#
#   scripts/setup.sh run [TRACE]   install + build + open the app on the bundled sample trace
#   scripts/setup.sh test          install + build + run the whole test suite
#   scripts/setup.sh deps|build    only those steps
#
# Idempotent: a second run installs nothing and rebuilds only what changed.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${COMPILESCOPE_VENV:-$ROOT/.venv}"
BUILD="${COMPILESCOPE_BUILD:-$ROOT/build}"
TORCH_VERSION="2.15.0"  # what users run today (the GPU machine keeps 2.11.0+cu130 for its fixtures)
# The libraries the conformance corpus records (scripts/fixtures/conformance), pinned to the
# versions that match torch 2.15; random-initialised from configs, nothing is downloaded.
MODEL_PACKAGES=("transformers==5.23.0" "torchvision==0.29.2")
# `compilescope fleet index --ray` and its test on a local two-node cluster (check_fleet): Ray's
# Python API drives the tasks (a 79 MB wheel, 240 MB installed, under 2 minutes to install
# here); pyarrow writes the store's Parquet files (`--parquet`, 170 MB installed).
FLEET_PACKAGES=("ray==2.60.0" "pyarrow==26.0.1")
# `compilescope mcp` is tested with the Model Context Protocol's official Python SDK as the client
# (check_mcp): the client an assistant's tooling uses, not one of ours.
MCP_PACKAGES=("mcp==2.3.0")

APT_PACKAGES=(
  build-essential cmake ninja-build pkg-config git python3 python3-venv
  qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools
  qt6-l10n-tools qt6-translations-l10n qt6-qpa-plugins libqt6sql6-sqlite libqt6opengl6-dev libgl-dev
  graphviz libgraphviz-dev libsqlite3-dev sqlite3 libsimdjson-dev zlib1g-dev libzstd-dev zstd libzip-dev
  xvfb xauth fonts-dejavu-core fonts-noto-cjk clang libclang-rt-14-dev lld
  dpkg-dev zsh desktop-file-utils shared-mime-info
)
# Only for `test`: the report tests render PDF pages (pdftoppm) and open the HTML in headless
# Chromium (about 350 MB installed) to prove no script runs and nothing is fetched; without
# them those checks report themselves skipped.
TEST_APT_PACKAGES=(poppler-utils chromium)

log() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

install_apt() {
  local missing=()
  for p in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -eq 0 ]; then log "Debian packages: all present"; return; fi
  log "Debian packages missing: ${missing[*]}"
  as_root apt-get update -q
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
}

venv_ok() {
  [ -x "$VENV/bin/python" ] &&
    "$VENV/bin/python" -c "import torch, sys; sys.exit(0 if torch.__version__.split('+')[0] == '$TORCH_VERSION' else 1)" 2>/dev/null
}

models_ok() { pinned_ok "${MODEL_PACKAGES[@]}"; }
fleet_ok() { pinned_ok "${FLEET_PACKAGES[@]}"; }
mcp_ok() { pinned_ok "${MCP_PACKAGES[@]}"; }

pinned_ok() {
  "$VENV/bin/python" - "$@" <<'PY' 2>/dev/null
import sys
from importlib.metadata import version
sys.exit(0 if all(version(p.split("==")[0]) == p.split("==")[1] for p in sys.argv[1:]) else 1)
PY
}

install_venv() {
  if venv_ok; then
    log "venv: torch $TORCH_VERSION present in $VENV"
  else
    log "venv: installing torch==$TORCH_VERSION into $VENV (large CUDA wheel, a few minutes)"
    [ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
    "$VENV/bin/python" -m pip install -q --upgrade pip
    "$VENV/bin/python" -m pip install -q "torch==$TORCH_VERSION" numpy
  fi
  if fleet_ok; then log "venv: ${FLEET_PACKAGES[*]} present"; else
    log "venv: installing ${FLEET_PACKAGES[*]} (fleet index on Ray)"
    "$VENV/bin/python" -m pip install -q "${FLEET_PACKAGES[@]}"
  fi
  if mcp_ok; then log "venv: ${MCP_PACKAGES[*]} present"; else
    log "venv: installing ${MCP_PACKAGES[*]} (the MCP client check_mcp drives the server with)"
    "$VENV/bin/python" -m pip install -q "${MCP_PACKAGES[@]}"
  fi
  if models_ok; then log "venv: ${MODEL_PACKAGES[*]} present"; return; fi
  log "venv: installing ${MODEL_PACKAGES[*]} (the conformance corpus's model libraries)"
  "$VENV/bin/python" -m pip install -q "${MODEL_PACKAGES[@]}" "torch==$TORCH_VERSION"
}

build() {
  local configure_args=()
  [ -d /usr/local/cuda ] && configure_args+=("-DCUDAToolkit_ROOT=/usr/local/cuda" "-DCMAKE_CUDA_COMPILER=/usr/local/cuda/bin/nvcc")
  # A developer's ccache (when installed) makes rebuilds in several worktrees cheap; CI builds
  # without one, so a cache left on the machine can never stand in for a compile.
  if [ -z "${CI:-}" ] && command -v ccache >/dev/null; then
    configure_args+=("-DCMAKE_CXX_COMPILER_LAUNCHER=ccache" "-DCMAKE_C_COMPILER_LAUNCHER=ccache")
  fi
  if [ ! -f "$BUILD/build.ninja" ]; then
    cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DCOMPILESCOPE_PYTHON="$VENV/bin/python" ${CI:+-DCOMPILESCOPE_WERROR=ON} "${configure_args[@]}"
  fi
  local jobs; jobs="$(build_jobs)"
  log "building with $jobs job(s)"
  if ! cmake --build "$BUILD" --parallel "$jobs"; then
    # A compiler killed for memory dies without a word; one job at a time shows a real error
    # (and fails again on it) or finishes what a short-lived shortage stopped.
    log "build failed with $jobs job(s); once more with one job, to finish or show the error"
    cmake --build "$BUILD" --parallel 1
  fi
}

# As many compile jobs as cores, but no more than memory allows: a translation unit with LibTorch
# headers takes up to about 3 GiB. Memory is the smaller of what is free and the cgroup's limit.
build_jobs() {
  local cores avail_kib limit_kib gib
  cores="$(nproc)"
  avail_kib="$(awk '/^MemAvailable:/ {print $2}' /proc/meminfo 2>/dev/null || echo 0)"
  if [ -r /sys/fs/cgroup/memory.max ] && [ "$(cat /sys/fs/cgroup/memory.max)" != max ]; then
    limit_kib=$(( $(cat /sys/fs/cgroup/memory.max) / 1024 ))
    [ "$limit_kib" -lt "$avail_kib" ] && avail_kib="$limit_kib"
  fi
  gib=$(( ${avail_kib:-0} / 1024 / 1024 ))
  local by_memory=$(( gib / 3 ))
  [ "$by_memory" -lt 1 ] && by_memory=1
  [ "$by_memory" -lt "$cores" ] && echo "$by_memory" || echo "$cores"
}

run_tests() {
  cd "$BUILD"
  ctest --output-on-failure --timeout 900 --parallel "$(nproc)"
}

run_app() {
  local trace="${1:-$ROOT/resources/samples/sample_trace.log}"
  if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    log "no display: starting the app under xvfb-run"
    exec xvfb-run -a -s "-screen 0 1600x1000x24" "$BUILD/app/compilescope" "$trace"
  fi
  exec "$BUILD/app/compilescope" "$trace"
}

# Each phase's wall time in the log: where a slow CI run spent its minutes.
timed() {
  local start; start=$(date +%s)
  "$@"
  log "$1 took $(( $(date +%s) - start )) s"
}

cmd="${1:-test}"; shift || true
case "$cmd" in
  deps) timed install_apt; timed install_venv ;;
  build) timed install_apt; timed install_venv; timed build ;;
  test) APT_PACKAGES+=("${TEST_APT_PACKAGES[@]}"); timed install_apt; timed install_venv; timed build; timed run_tests ;;
  run) install_apt; install_venv; build; run_app "$@" ;;
  *) echo "usage: $0 run [TRACE] | test | deps | build" >&2; exit 2 ;;
esac
