#!/bin/bash
# Issue 16 on an H200 (torch 2.11, Triton 3.6, CUDA 13; no Qt there): the pairs `compilescope diff`
# is checked on with CUDA kernels. Two stages, because recording needs the GPU and diff needs the app:
#
#   1. GPU:  scripts/gpu/diff_cuda_pairs.sh run OUT
#      Records scripts/fixtures/diff_model.py on the GPU the way `compilescope record` does
#      (TORCH_TRACE, INDUCTOR_PROVENANCE=1, a cache of its own per run):
#        default_a, default_b   the same command twice (default mode)
#        autotune               --mode max-autotune-no-cudagraphs
#        break_a, break_b       the graph break (print) and the model without it
#      and torch.profiler chrome traces of 12 training steps, eager and compiled (CUDA activity).
#      Packs each run (trace, kernel modules, .best_config, launchable Triton cache) and the traces
#      as OUT/diff_cuda.tar.xz; prints torch/Triton/GPU and each run's exit status.
#   2. Here: scripts/gpu/diff_cuda_pairs.sh check OUT COMPILESCOPE
#      Unpacks, runs `compilescope diff` (text and --json) on each pair into OUT/check/, and checks
#      each against the runs' own traces (scripts/gpu/check_diff_pairs.py): the same run twice has
#      no compile, graph or kernel change (exit 0); default against max-autotune-no-cudagraphs
#      reports what the traces differ in (kernels by code hash, autotune choices) and nothing they
#      share; the break pair reports the break fixed at the print() line; eager against compiled
#      has fewer launches per step compiled. Prints the diff summaries and PASS/FAIL per check.
#
# Kernel times (n >= 10 per side, the test of the difference) need the profile database, which
# only the app writes (`compilescope profile --db`): on a machine with the app and a GPU, after
# stage 1:  compilescope profile OUT/x/default_a --db pairs.db --repeat 30 --label default_a  (and
# default_b, autotune), then  compilescope diff OUT/x/default_a OUT/x/default_b --db pairs.db.
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
MODEL=$ROOT/scripts/fixtures/diff_model.py
stage=${1:-}; shift || true

record() { # DIR ARGS...: one run as `record` makes it
  local d=$1; shift
  rm -rf "$d"; mkdir -p "$d/trace" "$d/cache"
  local start; start=$(date +%s)
  ( cd "$d" && TORCH_TRACE=$d/trace INDUCTOR_PROVENANCE=1 TORCHINDUCTOR_CACHE_DIR=$d/cache \
    TRITON_CACHE_DIR=$d/cache/triton timeout 480 python3 "$MODEL" "$@" > "$d/stdout.txt" 2> "$d/stderr.txt"
    echo "rc=$?" >> "$d/stdout.txt" )
  echo "$(basename "$d"): $(tail -1 "$d/stdout.txt"), $(( $(date +%s) - start )) s, $(ls "$d/trace" | wc -l) trace file(s)"
}

case "$stage" in
run)
  OUT=$(realpath -m "${1:?usage: diff_cuda_pairs.sh run OUT}")
  W=$OUT/x; rm -rf "$W"; mkdir -p "$W"
  python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__, torch.cuda.get_device_name() if torch.cuda.is_available() else 'no GPU: CPU kernels')"
  record "$W/default_a" --sizes 64 --steps 3
  record "$W/default_b" --sizes 64 --steps 3
  record "$W/autotune" --sizes 64 --steps 3 --mode max-autotune-no-cudagraphs
  record "$W/break_a" --sizes 64 --steps 3 --break
  record "$W/break_b" --sizes 64 --steps 3
  for mode in eager compiled; do
    flag=$([ $mode = eager ] && echo --eager || true)
    python3 "$MODEL" --sizes 64 --profile "$W/prof_$mode.json" $flag > "$W/prof_$mode.txt" 2>&1
    echo "prof_$mode: $(tail -1 "$W/prof_$mode.txt")"
  done
  # What diff and a later `profile` read; the rest (stdout, compile debug files) stays out.
  (cd "$W" && find . -path '*/trace/*.log' -o -path '*/cache/*' \( -name 'c*.py' -o -name '*.best_config' \) \
     -o -path '*/cache/triton/*' \( -name '*.json' -o -name '*.cubin' -o -name '*.ptx' -o -name '*.source' \) \
     -o -name 'prof_*.json' -o -name 'stdout.txt' | tar -C "$W" -cJf "$OUT/diff_cuda.tar.xz" -T -)
  ls -la "$OUT/diff_cuda.tar.xz"
  ;;
check)
  OUT=$(realpath "${1:?usage: diff_cuda_pairs.sh check OUT COMPILESCOPE}"); CS=$(realpath "${2:?COMPILESCOPE}")
  W=$OUT/x; C=$OUT/check; mkdir -p "$W" "$C"
  tar -C "$W" -xJf "$OUT/diff_cuda.tar.xz"
  status=0
  for pair in "default_a default_b" "default_a autotune" "break_a break_b" "prof_eager.json prof_compiled.json"; do
    set -- $pair; name=${1%.json}-${2%.json}
    "$CS" diff "$W/$1" "$W/$2" > "$C/$name.txt"; rc=$?
    "$CS" diff --json "$W/$1" "$W/$2" > "$C/$name.json"
    echo "== $1 vs $2: exit $rc"; sed -n '/^The runs\|^No change/p' "$C/$name.txt"
    python3 "$ROOT/scripts/gpu/check_diff_pairs.py" "$name" "$rc" "$C/$name.json" "$W/$1" "$W/$2" "$MODEL" || status=1
  done
  exit $status
  ;;
*)
  sed -n '2,/^set -u/p' "${BASH_SOURCE[0]}" | grep '^#'; exit 2 ;;
esac
