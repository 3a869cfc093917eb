#!/bin/bash
# Issue 12 on an H200 (torch 2.11, Triton 3.6, CUDA 13; no Qt there): the autotune choice and
# the statistic comparable with Inductor's own benchmark. Three stages, because planning needs
# the app (Qt) and measuring needs the GPU:
#
#   1. GPU:  scripts/gpu/check_issue12.sh run OUT [max-autotune] [default]
#      Makes torch.compile runs of scripts/fixtures/make_autotune_run.py (max-autotune: Triton
#      templates, coordinate descent; default: heuristic autotuning, R0_BLOCK halving) with
#      TORCHINDUCTOR_BENCHMARK_KERNEL=1, runs Inductor's own benchmark `python output_code.py -k`
#      on every graph, and packs each run portably: OUT/runs/<name>.tar.xz holding <name>/
#      (trace, kernel modules, .best_config, the launchable Triton cache files) and
#      <name>.bench/ (each graph's output_code.py and its -k output).
#   2. Here: scripts/gpu/check_issue12.sh plan OUT COMPILESCOPE JOBS [--fixture]
#      Plans each run with the app: <name>.job (the variants the run used) and
#      <name>.candidates.job (with the autotune candidates), packed as JOBS/<name>.tar.xz.
#      --fixture also refreshes tests/data/autotune_run.tar.xz from the max-autotune run.
#   3. GPU:  scripts/gpu/check_issue12.sh measure JOBS [--no-gpu-test]
#      Builds the runner (build-runner/) if needed, runs each job, and prints per kernel
#      Inductor's -k figure beside the runner's minimum and median (tolerance 5% or 1 µs on the
#      minimum, Inductor's statistic), whether Inductor's choice is the fastest candidate, and
#      the GPU test (tests/gpu/run_gpu_tests.py, which compares the fusion_mlp fixture with -k).
#      `scripts/gpu/check_issue12.sh runner` builds only the runner (to split a long call: each
#      stage fits in a 10-minute call when the modes of stage 1 run in calls of their own).
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
stage=${1:-}; shift || true

pack_run() { # RUNDIR OUT.tar.xz
  local run=$1 out=$2 name stage_dir
  name=$(basename "$run"); stage_dir=$(mktemp -d)
  mkdir -p "$stage_dir/$name" "$stage_dir/$name.bench"
  (cd "$run" && find trace -name '*.log' && find cache -maxdepth 2 \( -name 'c*.py' -o -name '*.best_config' \) \
    && find cache/triton \( -name '*.json' -o -name '*.cubin' -o -name '*.ptx' -o -name '*.ttir' -o -name '*.source' \) \
       -not -name 'triton_mm.*' -not -name 'triton_bmm.*' -not -name '__grp__triton_mm.*' -not -name '__grp__triton_bmm.*') \
    | (cd "$run" && xargs cp --parents -t "$stage_dir/$name")
  local i=0
  for k in $(find "$run/torch_compile_debug" -name output_code.k.txt | sort); do
    mkdir -p "$stage_dir/$name.bench/graph_$i"
    cp "$k" "$(dirname "$k")/output_code.py" "$stage_dir/$name.bench/graph_$i/"
    i=$((i + 1))
  done
  cp "$run/stdout.txt" "$run/stderr.txt" "$stage_dir/$name.bench/" 2>/dev/null
  tar -C "$stage_dir" -cJf "$out" "$name" "$name.bench"
  rm -rf "$stage_dir"
  echo "$name: $i graphs benchmarked with -k, packed as $out ($(du -h "$out" | cut -f1))"
}

RUNNER=$ROOT/build-runner/compilescope-runner
build_runner() {
  [ -x "$RUNNER" ] && return 0
  local start; start=$(date +%s)
  cmake -S "$ROOT/app/runner" -B "$ROOT/build-runner" -G Ninja -DCOMPILESCOPE_PYTHON="$(command -v python3)" > /dev/null \
    && cmake --build "$ROOT/build-runner" > /dev/null && echo "runner built in $(( $(date +%s) - start )) s" \
    || { echo "runner build failed"; return 1; }
}

case "$stage" in
run)
  OUT=$(realpath -m "${1:?usage: check_issue12.sh run OUT [max-autotune] [default]}"); shift
  modes=("$@"); [ ${#modes[@]} -eq 0 ] && modes=(max-autotune default)
  mkdir -p "$OUT/runs"
  python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__, torch.cuda.get_device_name())"
  for mode in "${modes[@]}"; do
    name=${mode//-/_}_run; d=$OUT/work/$name
    rm -rf "$d"; mkdir -p "$d/trace" "$d/cache"
    start=$(date +%s)
    ( cd "$d" && TORCH_TRACE=$d/trace INDUCTOR_PROVENANCE=1 TORCHINDUCTOR_CACHE_DIR=$d/cache TRITON_CACHE_DIR=$d/cache/triton \
      TORCHINDUCTOR_BENCHMARK_KERNEL=1 TORCH_COMPILE_DEBUG=1 \
      timeout 480 python3 "$ROOT/scripts/fixtures/make_autotune_run.py" "$mode" > "$d/stdout.txt" 2> "$d/stderr.txt"
      echo "rc=$?" >> "$d/stdout.txt" )
    echo "$name: $(tr '\n' ' ' < "$d/stdout.txt"), $(( $(date +%s) - start )) s"
    for f in $(find "$d/torch_compile_debug" -name output_code.py); do
      ( cd "$(dirname "$f")" && TORCHINDUCTOR_CACHE_DIR=$d/cache TRITON_CACHE_DIR=$d/cache/triton \
        timeout 300 python3 output_code.py -k > output_code.k.txt 2>&1 )
    done
    pack_run "$d" "$OUT/runs/$name.tar.xz"
  done
  ;;
pack) # RUNDIR OUT.tar.xz: pack an existing run made the same way (e.g. by make_bench_runs.sh)
  pack_run "$(realpath "$1")" "$(realpath -m "$2")"
  ;;
plan)
  OUT=$(realpath "${1:?usage: check_issue12.sh plan OUT COMPILESCOPE JOBS [--fixture]}"); CS=$(realpath "$2")
  JOBS=$(realpath -m "$3"); FIXTURE=${4:-}
  mkdir -p "$JOBS"
  for t in "$OUT"/runs/*.tar.xz; do
    name=$(basename "$t" .tar.xz); s=$(mktemp -d)
    tar -C "$s" -xJf "$t"
    "$CS" profile --plan --write-job "$s/$name.job" "$s/$name" > "$s/$name.plan.txt"
    "$CS" profile --plan --candidates --write-job "$s/$name.candidates.job" "$s/$name" > "$s/$name.candidates.plan.txt"
    sed -i "s|binary=$s/|binary=|" "$s/$name.job" "$s/$name.candidates.job"
    echo "== $name: $(head -1 "$s/$name.plan.txt"); with candidates: $(head -1 "$s/$name.candidates.plan.txt")"
    grep -c "chosen" "$s/$name.plan.txt" | sed 's/^/   chosen by a record: /'
    grep -c "choice is not recorded" "$s/$name.plan.txt" | sed 's/^/   not recorded: /'
    tar -C "$s" -cJf "$JOBS/$name.tar.xz" "$name" "$name.bench" "$name.job" "$name.candidates.job" "$name.plan.txt"
    if [ "$FIXTURE" = "--fixture" ] && [ "$name" = "max_autotune_run" ]; then
      bash "$ROOT/scripts/fixtures/make_cuda_run_fixture.sh" "$s/$name" "$CS" "$ROOT/tests/data/autotune_run.tar.xz"
    fi
    rm -rf "$s"
  done
  ls -la "$JOBS"
  ;;
runner)
  build_runner || exit 1
  ;;
measure)
  JOBS=$(realpath "${1:?usage: check_issue12.sh measure JOBS [--no-gpu-test]}"); GPU_TEST=${2:-}; WORK=$(mktemp -d)
  build_runner || exit 1
  status=0
  for t in "$JOBS"/*.tar.xz; do
    name=$(basename "$t" .tar.xz)
    tar -C "$WORK" -xJf "$t"
    echo; echo "=================== $name"
    python3 "$ROOT/scripts/gpu/run_job.py" "$RUNNER" "$WORK/$name.job" "$WORK/$name.jsonl"
    python3 "$ROOT/scripts/gpu/compare_inductor.py" "$WORK/$name.bench" "$WORK/$name.jsonl" "$WORK/$name.job" || status=1
    echo; echo "--- $name: Inductor's choice against its candidates"
    python3 "$ROOT/scripts/gpu/run_job.py" "$RUNNER" "$WORK/$name.candidates.job" "$WORK/$name.candidates.jsonl"
    python3 "$ROOT/scripts/gpu/compare_candidates.py" "$WORK/$name.candidates.job" "$WORK/$name.candidates.jsonl"
  done
  if [ "$GPU_TEST" != "--no-gpu-test" ]; then
    echo; echo "=================== GPU test (tests/data/cuda_run.tar.xz, fusion_mlp, against -k)"
    python3 "$ROOT/tests/gpu/run_gpu_tests.py" --runner "$RUNNER" --scripts "$ROOT/scripts/fixtures" --data "$ROOT/tests/data" \
      || status=1
  fi
  rm -rf "$WORK"
  exit $status
  ;;
*)
  sed -n '2,/^set -u/p' "${BASH_SOURCE[0]}" | grep '^#'; exit 2 ;;
esac
