#!/usr/bin/env bash
# Builds a multi-rank run for bench_ranks: N rank logs of SIZE_MB each, made by make_big_trace.py
# from real logs (payloads byte for byte, frame ids renumbered), named
# dedicated_log_torch_trace_rank_<r>.log so that each file is one rank. Big files: build them
# under /tmp, never in the repository.
# usage: scripts/bench/make_rank_logs.sh OUTDIR [N=8] [SIZE_MB=1000] [LOG...]
#   default LOG: tests/data/logs/gpt2_train.log.zst (decompressed first)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$1"; N="${2:-8}"; SIZE="${3:-1000}"; shift $(( $# < 3 ? $# : 3 ))
mkdir -p "$OUT"
LOGS=("$@")
if [ ${#LOGS[@]} -eq 0 ]; then
  zstd -dcf "$ROOT/tests/data/logs/gpt2_train.log.zst" > "$OUT/.source.log"
  LOGS=("$OUT/.source.log")
fi
python3 "$ROOT/scripts/bench/make_big_trace.py" "$OUT/dedicated_log_torch_trace_rank_0.log" "$SIZE" "${LOGS[@]}"
for ((r = 1; r < N; r++)); do
  cp "$OUT/dedicated_log_torch_trace_rank_0.log" "$OUT/dedicated_log_torch_trace_rank_$r.log"
done
rm -f "$OUT/.source.log"
ls -la "$OUT"
