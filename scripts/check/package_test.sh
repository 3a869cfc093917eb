#!/usr/bin/env bash
# The Debian packages, built and run the way a user gets them: `cpack -G DEB`, unpacked into a
# scratch root (dpkg-deb -x: no root, nothing installed system-wide), then the installed app
# is run from there without a display: --version, summary on the bundled sample, help. Also
# checks the declared dependencies and the desktop integration files (MIME type, desktop entry,
# completion). With PYTHON (a Python that has the torch the runner was built against), the
# packaged runner must start and answer through its launcher.
#
# usage: scripts/check/package_test.sh BUILD_DIR [PYTHON]     (ctest: `package`)
set -euo pipefail
BUILD="$(cd "${1:?usage: $0 BUILD_DIR [PYTHON]}" && pwd)"
PYTHON="${2:-}"
for tool in cpack dpkg-deb dpkg-shlibdeps; do
  command -v "$tool" >/dev/null || { echo "package test: $tool not found, skipped"; exit 77; }
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "package test: $*" >&2; exit 1; }

(cd "$BUILD" && cpack -G DEB -B "$work/out") >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; fail "cpack failed"; }
app_deb=$(ls "$work"/out/compilescope_*.deb)
root="$work/root"
for deb in "$work"/out/*.deb; do
  dpkg-deb -x "$deb" "$root"
  echo "package test: $(basename "$deb"), $(du -k "$deb" | cut -f1) KiB"
done

deps=$(dpkg-deb -f "$app_deb" Depends)
for p in libqt6core6 libqt6gui6 libqt6widgets6 libqt6svg6 qt6-qpa-plugins graphviz libgvc6 libsqlite3-0 \
  libzstd1 zlib1g libsimdjson; do
  grep -q "\b$p" <<<"$deps" || fail "compilescope does not depend on $p: $deps"
done
for f in usr/bin/compilescope usr/share/applications/compilescope.desktop usr/share/mime/packages/compilescope.xml \
  usr/share/icons/hicolor/scalable/apps/compilescope.svg usr/share/bash-completion/completions/compilescope \
  usr/share/zsh/vendor-completions/_compilescope usr/share/compilescope/samples/sample_trace.log \
  usr/share/doc/compilescope/SUMMARY_JSON.md usr/share/doc/compilescope/resources/manual/index.md \
  usr/share/doc/compilescope/resources/manual/views.md usr/share/doc/compilescope/resources/screenshots/main-window.png; do
  [ -f "$root/$f" ] || fail "the package lacks /$f"
done
grep -q '^MimeType=application/x-pytorch-pt2;' "$root/usr/share/applications/compilescope.desktop" ||
  fail "the desktop entry does not open .pt2 files"
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$root/usr/share/applications/compilescope.desktop" || fail "desktop entry invalid"
fi
if command -v update-mime-database >/dev/null; then
  mkdir -p "$work/mime/packages"
  cp "$root/usr/share/mime/packages/compilescope.xml" "$work/mime/packages/"
  update-mime-database "$work/mime" >/dev/null 2>&1 || fail "the MIME type does not load"
  grep -q 'application/x-pytorch-pt2:\*\.pt2' "$work/mime/globs2" || fail "*.pt2 is not application/x-pytorch-pt2"
fi

# The installed app, no display.
run() { env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM -u COMPILESCOPE_RUNNER LC_ALL=C.UTF-8 "$@"; }
app="$root/usr/bin/compilescope"
run "$app" --version >"$work/version.txt" || fail "compilescope --version failed"
grep -q '^CompileScope [0-9]' "$work/version.txt" || fail "--version: $(cat "$work/version.txt")"
run "$app" summary "$root/usr/share/compilescope/samples/sample_trace.log" >"$work/summary.txt" ||
  fail "compilescope summary on the sample failed"
grep -q 'compile ids: 5, graph breaks: 2, recompiles: 3, failures: 0' "$work/summary.txt" ||
  fail "summary of the sample: $(head -3 "$work/summary.txt")"
# Output goes to a file before grep: `grep -q` leaves at its first match, and under pipefail the
# writer's SIGPIPE would fail a test that passed (help is longer than one 4 KiB write).
run "$app" --language zh_CN help >"$work/help_zh.txt" || fail "help in Chinese failed"
grep -q '命令' "$work/help_zh.txt" || fail "the Chinese catalog is not in the installed app"
set +e
run "$app" no-such-command 2>"$work/err.txt"
code=$?
set -e
[ "$code" -eq 2 ] && grep -q 'unknown command no-such-command' "$work/err.txt" || fail "unknown command: exit $code"
# The fleet driver beside the installed app: one log indexed with the local pool, then reported.
[ -f "$root/usr/share/compilescope/fleet/compilescope_fleet/driver.py" ] || fail "the package lacks the fleet driver"
if command -v python3 >/dev/null; then
  run "$app" fleet index "$root/usr/share/compilescope/samples/sample_trace.log" --store "$work/fleet" --local --quiet ||
    fail "fleet index with the installed driver failed"
  run "$app" fleet report "$work/fleet" >"$work/fleet_report.txt" || fail "fleet report failed"
  grep -q '^Fleet: 1 log of 1 job (1 ok, 0 read in part, 0 unreadable), 5 compiles' "$work/fleet_report.txt" ||
    fail "fleet report: $(head -1 "$work/fleet_report.txt")"
fi
bash -c "source '$root/usr/share/bash-completion/completions/compilescope'; COMP_WORDS=(compilescope summ); COMP_CWORD=1;
  _compilescope; [ \"\${COMPREPLY[*]}\" = summary ]" || fail "bash completion from the package"

if [ -x "$root/usr/bin/compilescope-runner" ]; then
  # Without a PyTorch the launcher says what is missing; the app reports it and goes on.
  PATH=/usr/bin:/bin run "$app" --version >"$work/version_bare.txt" || fail "--version without PyTorch failed"
  grep -q 'LibTorch not found' "$work/version_bare.txt" || fail "runner without PyTorch: $(tail -2 "$work/version_bare.txt")"
  if [ -n "$PYTHON" ]; then
    COMPILESCOPE_PYTHON="$PYTHON" run "$app" --version >"$work/runner.txt"
    grep -q "Kernel runner: $root/usr/bin/compilescope-runner (LibTorch " "$work/runner.txt" ||
      fail "the packaged runner did not answer: $(tail -2 "$work/runner.txt")"
  fi
fi
echo "package test: OK ($(grep -c . "$work/summary.txt") summary lines from the installed app)"
