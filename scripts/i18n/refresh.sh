#!/usr/bin/env bash
# Refreshes the translation catalogs from the sources (after a merge, or after adding strings):
#   1. lupdate (the `update_translations` target) adds new strings and drops vanished ones,
#   2. fill.py sets every entry the glossaries (scripts/i18n/<lang>.json) hold: the glossary wins over the .ts,
#   3. check.py fails, listing them, if any string is still untranslated or mistranslated.
# usage: scripts/i18n/refresh.sh [BUILD_DIR]        (default: build/)
# A merge conflict in translations/*.ts: take either side, then run this; the glossaries
# hold the translations. New strings: add them to both glossaries (fill.py prints them as
# JSON, ready to fill in), then run this again.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="${1:-$ROOT/build}"
cmake --build "$BUILD" --target update_translations >/dev/null
status=0
python3 "$ROOT/scripts/i18n/fill.py" "$ROOT"/translations/compilescope_*.ts || status=$?
python3 "$ROOT/scripts/i18n/check.py" "$ROOT"/translations/compilescope_*.ts || status=$?
exit $status
