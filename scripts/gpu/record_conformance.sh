#!/usr/bin/env bash
# Records the conformance scenarios (scripts/fixtures/conformance/scenarios.py) on a GPU machine
# that has torch, transformers and torchvision but no CompileScope build: the variables are the
# ones `compilescope record` sets (core/run/MANIFEST_JSON.md), the layout is a run folder, and
# each run comes back as OUT/<scenario>.tar.xz (committed under tests/data/conformance/gpu/).
#
#   scripts/gpu/record_conformance.sh OUT [SCENARIO...]
set -uo pipefail
out="$1"; shift
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
scenarios=("$@")
[ ${#scenarios[@]} -gt 0 ] || scenarios=(generate_dynamic generate_static decorated nested_guards encoder causal_lm_train resnet_train)
work="$(mktemp -d)"
for s in "${scenarios[@]}"; do
  run="$work/$s"; mkdir -p "$run"
  t0=$(date +%s)
  ( cd "$run" && env CS_DEVICE=cuda CS_BACKEND=inductor TORCH_TRACE="$run/trace" \
      TORCH_LOGS=graph_breaks,recompiles,guards,fusion,loop_ordering,perf_hints,output_code,cudagraphs \
      TORCH_COMPILE_DEBUG=1 TORCH_COMPILE_DEBUG_DIR="$run" INDUCTOR_PROVENANCE=1 TORCHINDUCTOR_DEBUG_FUSION=1 \
      TORCHINDUCTOR_CACHE_DIR="$run/cache" TRITON_CACHE_DIR="$run/cache/triton" PYTHONUNBUFFERED=1 \
      python3 "$here/scripts/fixtures/conformance/scenarios.py" "$s" >"$run/stdout.txt" 2>"$run/torch_logs.txt" )
  echo "$s: exit $? in $(( $(date +%s) - t0 )) s"
  # The Inductor cache is large and rebuilt on demand; the run folder keeps traces, logs and the debug folder.
  rm -rf "$run/cache"
  tar -C "$work" -cJf "$out/$s.tar.xz" "$s"
  size=$(stat -c %s "$out/$s.tar.xz")
  if [ "$size" -gt 3000000 ]; then  # too big to commit: keep the trace and TORCH_LOGS, drop the debug folder
    rm -rf "$run/torch_compile_debug"; tar -C "$work" -cJf "$out/$s.tar.xz" "$s"
    echo "  $s: debug folder dropped ($size bytes with it)"
  fi
  ls -la "$out/$s.tar.xz"
done
