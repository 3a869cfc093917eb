#!/bin/bash
# The kernel workbench's GPU fixture (issue 44), made on the device in one call:
#   scripts/gpu/record_workbench.sh OUT
# 1. A max-autotune run (scripts/fixtures/make_autotune_run.py workbench: mm/addmm/bmm/conv
#    templates, pointwise and reduction kernels tuned by coordinate descent) recorded with its
#    trace, its TORCH_LOGS text (torch_logs.txt: the AUTOTUNE tables on stderr, every heuristic
#    config's timing from triton_heuristics at DEBUG, coordinate descent's steps), Inductor's
#    kernel_autotune metric table, the kernel modules with their .best_config, the debug folder
#    and the whole Triton cache (source, TTIR, TTGIR, LLIR, PTX, cubin of every compiled kernel).
# 2. Inductor's own benchmark of every graph (`output_code.py -k`), the truth for kernel times.
# 3. The SASS of every cubin with its line table (nvdisasm -gi -c), beside it as <kernel>.sass.
# 4. A device-to-device copy's bandwidth (copy_bw.json), the yardstick of the roofline check.
# Packed as OUT/workbench_run.tar.xz (workbench_run/ and workbench_run.bench/).
# Each stage has its own time limit (RECORD_S, BENCH_S, SASS_S: 200, 60, 60 s) and says when it
# ends, on stdout and in OUT/progress.txt, so a call cut short still tells how far it came.
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
OUT=$(realpath -m "${1:?usage: record_workbench.sh OUT}")
name=workbench_run; W=$(mktemp -d); d=$W/$name
mkdir -p "$d/trace" "$d/cache" "$OUT"
T0=$(date +%s)
say() { echo "[$(( $(date +%s) - T0 )) s] $*" | tee -a "$OUT/progress.txt"; }
python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__, torch.cuda.get_device_name())"
start=$(date +%s)
( cd "$d" && TORCH_TRACE=$d/trace INDUCTOR_PROVENANCE=1 TORCHINDUCTOR_CACHE_DIR=$d/cache TRITON_CACHE_DIR=$d/cache/triton \
  TORCHINDUCTOR_BENCHMARK_KERNEL=1 TORCH_COMPILE_DEBUG=1 TORCHINDUCTOR_ENABLED_METRIC_TABLES=kernel_autotune \
  TORCH_LOGS="+torch._inductor.runtime.triton_heuristics,+torch._inductor.runtime.coordinate_descent_tuner,autotuning,recompiles" \
  timeout "${RECORD_S:-200}" python3 "$ROOT/scripts/fixtures/make_autotune_run.py" workbench > stdout.txt 2> torch_logs.txt
  echo "rc=$?" >> stdout.txt )
say "$name: $(tr '\n' ' ' < "$d/stdout.txt") $(( $(date +%s) - start )) s, $(wc -l < "$d/torch_logs.txt") log lines"
mkdir -p "$W/$name.bench"
i=0; stop=$(( $(date +%s) + ${BENCH_S:-60} ))
for f in $(find "$d/torch_compile_debug" -name output_code.py | sort); do
  left=$(( stop - $(date +%s) )); [ "$left" -le 5 ] && break
  mkdir -p "$W/$name.bench/graph_$i"
  ( cd "$(dirname "$f")" && TORCHINDUCTOR_CACHE_DIR=$d/cache TRITON_CACHE_DIR=$d/cache/triton \
    timeout "$left" python3 output_code.py -k > "$W/$name.bench/graph_$i/output_code.k.txt" 2>&1 )
  cp "$f" "$W/$name.bench/graph_$i/"
  i=$((i + 1))
done
say "-k on $i graphs"
# The SASS of the kernels the run launches (not the template candidates only benchmarked).
n=0; stop=$(( $(date +%s) + ${SASS_S:-60} ))
for c in $(find "$d/cache/triton" -name '*.cubin' ! -name 'triton_mm*' ! -name 'triton_bmm*' ! -name 'triton_conv*' ! -name '__grp__*'); do
  [ "$(date +%s)" -ge "$stop" ] && break
  nvdisasm -gi -c "$c" > "${c%.cubin}.sass" 2> /dev/null || cuobjdump -sass "$c" > "${c%.cubin}.sass" 2> /dev/null
  n=$((n + 1))
done
say "SASS of $n cubins"
python3 - "$W/$name.bench/copy_bw.json" <<'EOF'
import json, sys, statistics, torch
n = 1 << 28  # 256 MiB of bytes
src = torch.empty(n, dtype=torch.uint8, device="cuda"); dst = torch.empty_like(src)
for _ in range(5): dst.copy_(src)
times = []
for _ in range(30):
    a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    a.record(); dst.copy_(src); b.record(); b.synchronize(); times.append(a.elapsed_time(b) / 1e3)
p = torch.cuda.get_device_properties(0)
r = {"device": p.name, "sms": p.multi_processor_count, "bytes_moved": 2 * n,
     "median_s": statistics.median(times), "min_s": min(times), "max_s": max(times),
     "gb_per_s_median": 2 * n / statistics.median(times) / 1e9, "gb_per_s_best": 2 * n / min(times) / 1e9}
json.dump(r, open(sys.argv[1], "w"), indent=1); print("copy:", r)
EOF
say "copy bandwidth measured"
cp "$d/stdout.txt" "$W/$name.bench/"
find "$d" -name '*.so' -delete
tar -C "$W" -cf - "$name" "$name.bench" | xz -T0 -6 > "$OUT/$name.tar.xz"
say "packed $(du -h "$OUT/$name.tar.xz" | cut -f1); triton cache $(du -sh "$d/cache/triton" | cut -f1)"
find "$d/cache/triton" -type f | sed 's/.*\.//' | sort | uniq -c | tr '\n' ' '; echo
grep -c "^AUTOTUNE " "$d/torch_logs.txt" | sed 's/^/AUTOTUNE tables: /'
grep -c "Benchmark all input configs" "$d/torch_logs.txt" | sed 's/^/heuristic benchmarks: /'
rm -rf "$W"
