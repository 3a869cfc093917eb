#!/usr/bin/env python3
"""The front door and the manual hold together (ctest check_docs).

- README.md is a front door: at most 250 lines, the two set-up commands, links to the manual.
- Every page of resources/manual is listed in its contents (index.md).
- Every relative link in the README and the manual leads to a file that exists, and a link to
  a section (#anchor) of a Markdown file to a heading that has that anchor (GitHub's rule: lower
  case, punctuation dropped, spaces to '-'), outside fenced code.
- Every picture a page shows exists.
Written from the Markdown conventions, not from the app's reader (app/gui/manual.cpp)."""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MANUAL = ROOT / "resources" / "manual"
LINK = re.compile(r"(!?)\[([^\]]*)\]\(([^)\s]+)\)")
problems = []


def slug(heading):
    heading = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)
    heading = heading.replace("`", "").replace("*", "").strip().lower()
    return "".join(c for c in heading if c.isalnum() or c in "-_ ").replace(" ", "-")


def prose(path):
    """The lines outside fenced code blocks."""
    fenced = False
    for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        if line.startswith("```"):
            fenced = not fenced
            continue
        if not fenced:
            yield number, line


def anchors(path):
    return {slug(m.group(1)) for _, line in prose(path) for m in [re.match(r"#{1,6} (.*)", line)] if m}


def check_links(path):
    for number, line in prose(path):
        for m in LINK.finditer(line):
            target = m.group(3)
            if re.match(r"[a-z]+:", target):
                continue  # http(s), mailto: not checked offline
            file_part, _, anchor = target.partition("#")
            dest = (path.parent / file_part).resolve() if file_part else path
            where = f"{path.relative_to(ROOT)}:{number}"
            if not dest.exists():
                problems.append(f"{where}: {target} leads nowhere")
                continue
            if anchor and dest.suffix == ".md" and anchor not in anchors(dest):
                problems.append(f"{where}: {dest.relative_to(ROOT)} has no section #{anchor}")


readme = ROOT / "README.md"
lines = readme.read_text(encoding="utf-8").split("\n")
if len(lines) > 251:  # the last line ends with a newline
    problems.append(f"README.md has {len(lines) - 1} lines; a front door has at most 250")
for command in ("scripts/setup.sh run", "scripts/setup.sh test"):
    if not any(l.startswith(command) for l in lines):
        problems.append(f"README.md does not give the set-up command `{command}`")
if "resources/manual/index.md" not in readme.read_text(encoding="utf-8"):
    problems.append("README.md does not link the manual's contents (resources/manual/index.md)")

pages = sorted(MANUAL.glob("*.md"))
index = (MANUAL / "index.md").read_text(encoding="utf-8")
for page in pages:
    if page.name != "index.md" and f"]({page.name})" not in index:
        problems.append(f"resources/manual/{page.name} is not in the manual's contents (index.md)")
    if not page.read_text(encoding="utf-8").startswith("# "):
        problems.append(f"resources/manual/{page.name} does not start with its title")
for doc in [readme] + pages:
    check_links(doc)

# The views' sections F1 leads to (app/gui/manual.cpp placeOfView) are the views.md headings.
views = anchors(MANUAL / "views.md")
for view in ("what-to-fix-first", "details", "graph-breaks", "recompiles", "failures", "cuda-graphs", "guards",
             "compile-time", "graph", "kernels", "fusion", "ranks", "messages", "inputs"):
    if view not in views:
        problems.append(f"resources/manual/views.md has no section #{view}")

for p in problems:
    print("check_docs:", p)
print(f"check_docs: README {len(lines) - 1} lines, {len(pages)} manual pages, {len(problems)} problem(s)")
sys.exit(1 if problems else 0)
