#!/usr/bin/env bash
# The committed GPU recordings of the conformance scenarios (tests/data/conformance/gpu, made by
# scripts/gpu/record_conformance.sh on an H100) unpacked and checked like the CPU corpus.
#   check_conformance_fixtures.sh COMPILESCOPE PYTHON FIXTURE_DIR SCRATCH
set -euo pipefail
cli="$1" python="$2" fixtures="$3" scratch="$4"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
rm -rf "$scratch"; mkdir -p "$scratch"
runs=()
for f in "$fixtures"/*.tar.xz; do
  tar -C "$scratch" -xJf "$f"
  runs+=("$scratch/$(basename "$f" .tar.xz)")
done
exec "$python" "$here/check_conformance.py" "$cli" "${runs[@]}"
