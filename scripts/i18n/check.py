"""Fails when a user-visible string is untranslated, or translated wrongly, in a catalog.

usage: python3 scripts/i18n/check.py [--lupdate LUPDATE --project-in FILE --generator FILE] TS...

Checks every message that is still in the sources (lupdate's "vanished" ones are ignored):
finished (not type="unfinished"), not empty, the plural forms the language needs, and the same
placeholders (%1...%99, %n) and HTML tags as the English source, so no argument or markup is lost.

With --lupdate, the catalogs are first refreshed from the current sources into a scratch copy
(the committed files are not touched), so a string added in the code but not yet in the .ts
counts as untranslated too. --project-in is CMake's build/app/.lupdate/compilescope_project.cmake
and --generator Qt's GenerateLUpdateProject.cmake; ctest passes both (test `translations`).
The fix: scripts/i18n/refresh.sh (README, Development)."""
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tslib  # noqa: E402

PLACEHOLDER = re.compile(r"%(\d{1,2}|n)")
TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)[^>]*>")


def placeholders(text):
    return sorted(set(PLACEHOLDER.findall(text)))


def tags(text):
    return sorted(TAG.findall(text))


def problems(msg, forms):
    if msg.unfinished:
        return "not translated" if not msg.translated() else "unfinished (the source changed: check and finish it)"
    if not msg.translated():
        return "empty translation"
    texts = msg.forms if msg.numerus else [msg.text]
    if msg.numerus and len(texts) != forms:
        return f"{len(texts)} plural form(s), the language needs {forms}"
    want = placeholders(msg.source)
    for i, t in enumerate(texts):
        have = placeholders(t)
        # A singular form may say "one" instead of %n (German "ein Kernel").
        expected = [p for p in want if not (p == "n" and msg.numerus and i == 0 and forms > 1)]
        if any(p not in have for p in expected) or any(p not in want for p in have):
            return f"placeholders {have} in {t!r}, the source has {want}"
        if tags(t) != tags(msg.source):
            return f"HTML tags {tags(t)} in {t!r}, the source has {tags(msg.source)}"
    return None


def check(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    lang = tslib.language(text, path)
    forms = tslib.plural_forms(lang)
    bad = []
    total = 0
    for _, _, msg in tslib.messages(text):
        if msg.obsolete:
            continue
        total += 1
        p = problems(msg, forms)
        if p:
            bad.append((msg, p))
    return lang, total, bad


def refreshed_copies(paths, lupdate, project_in, generator, scratch):
    project = os.path.join(scratch, "project.json")
    subprocess.run(["cmake", f"-DIN_FILE={project_in}", f"-DOUT_FILE={project}", "-P", generator],
                   check=True, stdout=subprocess.DEVNULL)
    copies = []
    for p in paths:
        c = os.path.join(scratch, os.path.basename(p))
        shutil.copyfile(p, c)
        copies.append(c)
    subprocess.run([lupdate, "-silent", "-project", project, "-ts", *copies], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return copies


def main(argv):
    opts, paths, i = {}, [], 0
    while i < len(argv):
        if argv[i] in ("--lupdate", "--project-in", "--generator"):
            opts[argv[i]] = argv[i + 1]
            i += 2
        else:
            paths.append(argv[i])
            i += 1
    if not paths:
        print(__doc__, file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as scratch:
        checked = paths
        if "--lupdate" in opts:
            checked = refreshed_copies(paths, opts["--lupdate"], opts["--project-in"], opts["--generator"], scratch)
        failed = False
        for original, path in zip(paths, checked):
            lang, total, bad = check(path)
            print(f"{os.path.basename(original)} ({lang}): {total} strings, {len(bad)} with problems")
            for msg, p in bad:
                failed = True
                print(f"  [{msg.context}] {msg.source!r}: {p}")
    if failed:
        print("\nFix: add the translations to scripts/i18n/<lang>.json, then run scripts/i18n/refresh.sh")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
