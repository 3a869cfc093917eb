#!/usr/bin/env python3
"""The house stays in order (ctest check_house).

- No source file of the project (C++, Python, shell under app/, core/, viewers/, tests/,
  scripts/) is over 600 lines.
- The floors stay floors: core/util includes nothing else of the project; core/model only
  util; core/storage only model and util (the stores of a capability live with it, e.g.
  core/ab/abstore, and build on storage, never the other way round)."""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 600
SOURCES = ("*.cpp", "*.h", "*.py", "*.sh")
FLOORS = {
    "util": {"util"},
    "model": {"model", "util"},
    "storage": {"storage", "model", "util"},
}
INCLUDE = re.compile(r'^\s*#\s*include\s+"core/([A-Za-z0-9_]+)/', re.M)
problems = []

for top in ("app", "core", "viewers", "tests", "scripts"):
    for pattern in SOURCES:
        for path in (ROOT / top).rglob(pattern):
            if "fixtures" in path.parts or "data" in path.parts:
                continue
            lines = path.read_text(encoding="utf-8", errors="replace").count("\n")
            if lines > LIMIT:
                problems.append(f"{path.relative_to(ROOT)}: {lines} lines (at most {LIMIT})")

for floor, allowed in FLOORS.items():
    for path in sorted((ROOT / "core" / floor).glob("*.[ch]*")):
        for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
            match = INCLUDE.match(line)
            if match and match.group(1) not in allowed:
                problems.append(f"{path.relative_to(ROOT)}:{number}: core/{floor} includes "
                                f"core/{match.group(1)} (a floor includes only {sorted(allowed)})")

for problem in problems:
    print(problem)
print(f"check_house: {len(problems)} problem(s)")
sys.exit(1 if problems else 0)
