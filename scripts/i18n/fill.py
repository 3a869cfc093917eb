"""Fills the catalogs from the glossaries (scripts/i18n/<lang>.json): the glossary wins.

usage: python3 scripts/i18n/fill.py [--harvest] translations/compilescope_*.ts

The glossaries are the translations' source of truth: one JSON object per language, English
source text -> translation (a list of forms for %n plurals; German has two, Chinese one). They
survive merges that conflict in the .ts files: every entry whose source is in the glossary gets
the glossary's translation, whether it was untranslated, unfinished or translated differently (so
a translation changed in the glossary, e.g. to follow translations/GLOSSARY.md, reaches the .ts).
Entries whose source is not in the glossary are left as they are.
  --harvest   first copy translations finished in the .ts (e.g. in Qt Linguist) into the
              glossaries, for sources the glossaries lack (an existing glossary entry is kept:
              to change a translation, change it in the glossary)
Prints what is still missing as JSON, ready to be translated and added to the glossary."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tslib  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def glossary_path(lang):
    return os.path.join(HERE, f"{lang}.json")


def load_glossary(lang):
    path = glossary_path(lang)
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def save_glossary(lang, glossary):
    with open(glossary_path(lang), "w", encoding="utf-8") as f:
        json.dump(dict(sorted(glossary.items())), f, ensure_ascii=False, indent=1)
        f.write("\n")


def fits(msg, value, forms):
    return isinstance(value, list) == msg.numerus and (not msg.numerus or len(value) == forms)


def main(argv):
    harvest = "--harvest" in argv
    paths = [a for a in argv if not a.startswith("--")]
    if not paths:
        print(__doc__, file=sys.stderr)
        return 2
    missing_any = False
    for path in paths:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        lang = tslib.language(text, path)
        forms = tslib.plural_forms(lang)
        glossary = load_glossary(lang)
        if harvest:
            added = 0
            for _, _, msg in tslib.messages(text):
                if msg.obsolete or msg.unfinished or not msg.translated():
                    continue
                if msg.source not in glossary:
                    glossary[msg.source] = msg.forms if msg.numerus else msg.text
                    added += 1
            save_glossary(lang, glossary)
            print(f"{path}: {added} translation(s) harvested into {glossary_path(lang)}")
        filled, updated, missing = 0, 0, {}

        def change(msg):
            nonlocal filled, updated
            if msg.obsolete:
                return None
            finished = msg.translated() and not msg.unfinished
            value = glossary.get(msg.source)
            if value is None or not fits(msg, value, forms):
                if not finished:
                    missing[msg.source] = [""] * forms if msg.numerus else ""
                return None
            if finished and (msg.forms if msg.numerus else msg.text) == value:
                return None
            if finished:
                updated += 1
            else:
                filled += 1
            return msg.with_translation(value)

        text = tslib.replace_messages(text, change)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        print(f"{path}: {filled} filled and {updated} updated from the glossary, {len(missing)} untranslated")
        if missing:
            missing_any = True
            print(f"  add these to {os.path.relpath(glossary_path(lang))}:")
            print(json.dumps(missing, ensure_ascii=False, indent=1))
    return 1 if missing_any else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
