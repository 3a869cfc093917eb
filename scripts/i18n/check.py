"""Fails when a user-visible string is untranslated, or translated wrongly, in a catalog.

usage: python3 scripts/i18n/check.py [--lupdate LUPDATE --project-in FILE --generator FILE] TS|JSON...
       python3 scripts/i18n/check.py --self-test

Checks every message that is still in the sources (lupdate's "vanished" ones are ignored):
finished (not type="unfinished"), not empty, the plural forms the language needs, and the same
placeholders (%1...%99, %n) and HTML tags as the English source, so no argument or markup is lost.

Terminology: every translation also follows translations/GLOSSARY.md, whose rules block (JSON,
after the line <!-- terminology-rules -->) gives per concept the English source pattern, the term
a translation of such a source must use and the terms no translation may use. Code, flags,
quoted values and file names are left out of both texts first (see GLOSSARY.md). A .json path
(scripts/i18n/<lang>.json) is checked for terminology only. --self-test checks the checker.

With --lupdate, the catalogs are first refreshed from the current sources into a scratch copy
(the committed files are not touched), so a string added in the code but not yet in the .ts
counts as untranslated too. --project-in is CMake's build/app/.lupdate/compilescope_project.cmake
and --generator Qt's GenerateLUpdateProject.cmake; ctest passes both (test `translations`).
The fix: scripts/i18n/refresh.sh (README, Development)."""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tslib  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GLOSSARY = os.path.join(ROOT, "translations", "GLOSSARY.md")
RULES_MARK = "<!-- terminology-rules -->"

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


# --- terminology (translations/GLOSSARY.md) -------------------------------------------------

# Left out of source and translation before the terms are looked for: `code spans`, "quoted
# values", HTML tags, --flags and -o, *.globs, and ASCII tokens joined by . _ / = : # or ending in
# a slash (torch.compile, TORCH_LOGS=..., dedicated_log_torch_trace_rank_N.log, db:FILE#RUN, trace/),
# and comma lists without spaces (eager,default,max-autotune).
CODE = re.compile(
    r"`[^`]*`"
    r'|"[^"\n]*"'
    r"|</?[a-zA-Z][^>]*>"
    r"|(?<![\w-])--[A-Za-z][\w-]*|(?<![\w-])-[a-z]\b"
    r"|\*[A-Za-z0-9_.*]*"
    r"|(?<![\w%-])[A-Za-z0-9_%]+(?:[._/=:#][A-Za-z0-9_%]+)+/?"
    r"|(?<![\w%-])[A-Za-z0-9_%]+/(?![\w%])"
    r"|\b[A-Za-z0-9_%]+(?:,[A-Za-z0-9_%-]+)+")
# A command's name in front of its message ("graph: ...", "fleet report: ..."), when the
# translation starts with the same name.
COMMAND = re.compile(r"^\s*([a-z][a-z-]*(?: [a-z][a-z-]*)?)\s*[:：]\s")


class Terms:
    """The glossary's rules: concepts, their patterns per language, and the exceptions."""

    def __init__(self, rules):
        self.code_words = [re.compile(w) for w in rules.get("code_words", [])]
        self.excepts = [self._except(e) for e in rules.get("except", [])]
        self.concepts = []
        for c in rules["concepts"]:
            langs = {}
            for lang, spec in c.items():  # "de": {...}, "zh": {...}
                if isinstance(spec, dict):
                    langs[lang] = {
                        "require": re.compile(spec["require"]) if spec.get("require") else None,
                        "forbid": [self._forbid(f) for f in spec.get("forbid", [])],
                        "forbid_anywhere": [self._forbid(f) for f in spec.get("forbid_anywhere", [])],
                    }
            self.concepts.append({
                "name": c["concept"],
                "en": re.compile(r"\b(?:" + c["en"] + r")\b", re.I) if c.get("en") else None,
                "except": [self._except(e) for e in c.get("except", [])],
                "langs": langs,
            })

    @staticmethod
    def _forbid(f):
        """A forbidden pattern: a regex, or {"pattern": regex, "allow": regex of the spans where it is right}."""
        if isinstance(f, str):
            return re.compile(f), None
        return re.compile(f["pattern"]), re.compile(f["allow"]) if f.get("allow") else None

    @staticmethod
    def _find(forbid, text):
        pattern, allow = forbid
        return pattern.search(allow.sub(" ", text) if allow else text)

    @staticmethod
    def _except(e):
        """A source (regex, case-sensitive, on the raw source) a rule does not apply to; "lang" narrows it."""
        return re.compile(e["source"]), e.get("lang")

    def prose(self, text):
        for w in self.code_words:
            text = w.sub(" ", text)
        return CODE.sub(" ", text)

    def problems(self, source, lang, translations):
        """What is wrong with the terms of `translations` (the forms of one message) in `lang`."""
        key = lang if any(lang in c["langs"] for c in self.concepts) else lang.split("_")[0]
        if any(r.search(source) and lg in (None, key) for r, lg in self.excepts):
            return []
        found = []
        command = COMMAND.match(source)
        for t in translations:
            src = source
            same = command and re.match(r"\s*" + re.escape(command.group(1)) + r"\s*[:：]\s*", t)
            if same:  # the command's name, kept as it is
                src, t = source[command.end():], t[same.end():]
            sp, tp = self.prose(src), self.prose(t)
            for c in self.concepts:
                spec = c["langs"].get(key)
                if not spec:
                    continue
                for f in spec["forbid_anywhere"]:
                    hit = self._find(f, tp)
                    if hit:
                        found.append(f"{c['name']}: {hit.group(0)!r} is not the term, in {t!r}")
                said = c["en"].search(sp) if c["en"] else None
                if not said or any(r.search(source) and lg in (None, key) for r, lg in c["except"]):
                    continue
                for f in spec["forbid"]:
                    hit = self._find(f, tp)
                    if hit:
                        found.append(f"{c['name']}: the source says {said.group(0)!r}, {hit.group(0)!r}"
                                     f" is not the term for it, in {t!r}")
                if spec["require"] and not spec["require"].search(tp):
                    found.append(f"{c['name']}: the source says {said.group(0)!r}, the translation lacks"
                                 f" /{spec['require'].pattern}/: {t!r}")
        return list(dict.fromkeys(found))


def load_terms(path=GLOSSARY):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    at = text.find(RULES_MARK)
    m = re.compile(r"```json\n(.*?)\n```", re.S).search(text, at) if at >= 0 else None
    if not m:
        raise SystemExit(f"{path}: no ```json rules block after {RULES_MARK}")
    return Terms(json.loads(m.group(1)))


class Message:
    """A glossary entry seen as a message (for the report)."""

    def __init__(self, source, context="json"):
        self.source, self.context = source, context


def check(path, terms=None):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if path.endswith(".json"):  # a glossary scripts/i18n/<lang>.json: terminology only
        lang = os.path.basename(path)[:-5]
        bad = []
        for source, value in json.loads(text).items():
            for p in terms.problems(source, lang, value if isinstance(value, list) else [value]) if terms else []:
                bad.append((Message(source), p))
        return lang, len(json.loads(text)), bad
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
        elif terms:
            for q in terms.problems(msg.source, lang, msg.forms if msg.numerus else [msg.text]):
                bad.append((msg, q))
    return lang, total, bad


def self_test(quiet=False):
    """The term check on a few in-memory messages: a right one passes, each wrong one fails."""
    terms = load_terms()
    cases = [
        # (source, lang, translation, should pass)
        ("%n graph break(s)", "de", ["ein Graph-Break", "%n Graph-Breaks"], True),
        ("%n graph break(s)", "de", ["eine Graph-Unterbrechung", "%n Graph-Unterbrechungen"], False),
        ("Break sites that disappeared", "de", "Verschwundene Unterbrechungsstellen", False),
        ("fixed", "de", "fest", False),
        ("fixed", "de", "behoben", True),
        ("fixed", "zh_CN", "固定", False),
        ("fixed", "zh_CN", "已修复", True),
        ("The trace records which graph breaks B fixed.", "de",
         "Der Trace hält fest, welche Graph-Breaks B behoben hat.", True),
        ("%1 kernels, %2 launches", "de", "%1 Kernel, %2 Kernel", False),
        ("%1 kernels, %2 launches", "de", "%1 Kernel, %2 Starts", True),
        ("Recompiles", "de", "Rekompilierungen", False),
        ("failed guard: %1", "zh_CN", "失败的 guard：%1", False),
        ("failed guard: %1", "zh_CN", "失败的守卫：%1", True),
        ("graph: unknown option or missing value: %1", "de", "graph: unbekannte Option oder fehlender Wert: %1", True),
        ("use `torch._dynamo.config.recompile_limit`", "de", "`torch._dynamo.config.recompile_limit` verwenden", True),
        ("only these sections, comma-separated: graph_breaks, recompiles", "de",
         "nur diese Abschnitte, durch Kommas getrennt: graph_breaks, recompiles", True),
        ("the Kernels view", "de", "die Ansicht Kernels", False),
        ("one log per rank", "de", "ein Log je Rang", False),
        ("rank %1", "zh_CN", "rank %1", True),
        ("a fixed cost", "de", "feste Kosten", True),
        ("%1 s in all, %2 ms a call", "zh_CN", "共 %1 秒，每次调用 %2 毫秒", False),
        ("%1 s in all, %2 ms a call", "zh_CN", "共 %1 s，每次调用 %2 ms", True),
        ("%1 µs a check", "zh_CN", "每次检查 %1 微秒", False),
        ("%1 s", "de", "%1 Sek.", False),
        ("%1 s", "de", "%1 s", True),
    ]
    failed = 0
    for source, lang, value, ok in cases:
        got = terms.problems(source, lang, value if isinstance(value, list) else [value])
        if (not got) != ok:
            failed += 1
            print(f"self-test FAILED: {source!r} ({lang}) {value!r}: expected "
                  f"{'no problem' if ok else 'a problem'}, got {got or 'none'}")
    if failed or not quiet:
        print(f"self-test: {len(cases) - failed} of {len(cases)} cases as expected")
    return 1 if failed else 0


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
    if "--self-test" in argv:
        return self_test()
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
    terms = load_terms()
    failed = self_test(quiet=True) != 0  # the term check itself works
    with tempfile.TemporaryDirectory() as scratch:
        checked = paths
        ts = [p for p in paths if not p.endswith(".json")]
        if "--lupdate" in opts and ts:
            copies = dict(zip(ts, refreshed_copies(ts, opts["--lupdate"], opts["--project-in"],
                                                   opts["--generator"], scratch)))
            checked = [copies.get(p, p) for p in paths]
        for original, path in zip(paths, checked):
            lang, total, bad = check(path, terms)
            print(f"{os.path.basename(original)} ({lang}): {total} strings,"
                  f" {len({id(msg) for msg, _ in bad})} with problems")
            for msg, p in bad:
                failed = True
                print(f"  [{msg.context}] {msg.source!r} ({lang}): {p}")
    if failed:
        print("\nFix: add the translations to scripts/i18n/<lang>.json, then run scripts/i18n/refresh.sh;"
              " the terms: translations/GLOSSARY.md")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
