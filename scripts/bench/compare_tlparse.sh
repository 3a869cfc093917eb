#!/usr/bin/env bash
# Times `compilescope summary` against tlparse on the same logs, in one run, and prints the
# ratio. tlparse is installed into the project venv if missing (pip install tlparse).
# usage: scripts/bench/compare_tlparse.sh LOG...
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
CS="${COMPILESCOPE:-$ROOT/build/app/compilescope}"
TLPARSE="$ROOT/.venv/bin/tlparse"
[ -x "$TLPARSE" ] || "$ROOT/.venv/bin/python" -m pip install -q tlparse
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
best() { # best of 3 wall-clock seconds of a command
  local b=999999
  for _ in 1 2 3; do
    local s e; s=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; e=$(date +%s.%N)
    b=$(echo "$e - $s" | bc -l | awk -v b="$b" '{ print ($1 < b) ? $1 : b }')
  done
  echo "$b"
}
printf '%-44s %10s %12s %14s %8s\n' log MB tlparse_s compilescope_s ratio
for log in "$@"; do
  mb=$(du -m "$log" | cut -f1)
  t=$(best "$TLPARSE" "$log" -o "$tmp/out" --no-browser --overwrite)
  c=$(best "$CS" summary "$log")
  printf '%-44s %10s %12.3f %14.3f %7.1fx\n' "$(basename "$log")" "$mb" "$t" "$c" "$(echo "$t / $c" | bc -l)"
done
