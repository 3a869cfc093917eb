#!/bin/bash
# Makes torch.compile runs whose generated code carries Inductor's own kernel benchmarks
# (TORCHINDUCTOR_BENCHMARK_KERNEL=1), then runs that benchmark: `python output_code.py -k`
# for every graph of the debug folder, saved beside it as output_code.k.txt. Run on the GPU
# machine; compare with the runner's numbers using scripts/gpu/compare_inductor.py.
# usage: make_bench_runs.sh SCENARIOS_PY WORKDIR SCENARIO...
set -u
SCN=$(realpath "$1"); WORK=$2; shift 2
for s in "$@"; do
  d=$WORK/$s; rm -rf "$d"; mkdir -p "$d/trace" "$d/cache"
  ( cd "$d" && SCN_OUT=$d TORCH_TRACE=$d/trace INDUCTOR_PROVENANCE=1 TORCHINDUCTOR_CACHE_DIR=$d/cache \
    TRITON_CACHE_DIR=$d/cache/triton TORCHINDUCTOR_BENCHMARK_KERNEL=1 TORCH_COMPILE_DEBUG=1 \
    timeout 500 python3 "$SCN" "$s" > "$d/stdout.txt" 2> "$d/stderr.txt"; echo "rc=$?" >> "$d/stdout.txt" )
  for f in $(find "$d/torch_compile_debug" -name output_code.py); do
    ( cd "$(dirname "$f")" && TORCHINDUCTOR_CACHE_DIR=$d/cache TRITON_CACHE_DIR=$d/cache/triton \
      timeout 300 python3 output_code.py -k > output_code.k.txt 2>&1 )
  done
  echo "$s: $(tail -1 "$d/stdout.txt"), $(find "$d/torch_compile_debug" -name output_code.k.txt | wc -l) benchmarked graphs"
done
