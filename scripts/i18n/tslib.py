"""Reads and edits Qt Linguist catalogs (.ts) in place, keeping lupdate's layout, so that a
fill or a refresh changes only the lines it means to. Shared by fill.py and check.py."""
import html
import re

MESSAGE = re.compile(r'<message( numerus="yes")?>.*?</message>', re.S)
CONTEXT = re.compile(r'<context>\s*<name>(.*?)</name>(.*?)</context>', re.S)
TRANSLATION = re.compile(r'<translation([^>]*)>(.*?)</translation>|<translation([^>]*)/>', re.S)

# Plural forms Qt expects per language (QTranslator's numerus rules).
PLURAL_FORMS = {"de": 2, "zh": 1, "ja": 1, "ko": 1, "fr": 2, "en": 2}


def unescape(text):
    return html.unescape(text)


def escape(text):
    return html.escape(text, quote=False).replace("'", "&apos;").replace('"', "&quot;")


def language(ts_text, path=None):
    """The catalog's language: from its name (compilescope_zh_CN.ts -> zh_CN), else its header."""
    if path:
        m = re.search(r"_([a-z]{2}(?:_[A-Z]{2})?)\.ts$", path)
        if m:
            return m.group(1)
    m = re.search(r'<TS [^>]*language="([^"]+)"', ts_text)
    return m.group(1) if m else ""


def plural_forms(lang):
    return PLURAL_FORMS.get(lang.split("_")[0], 2)


class Message:
    """One <message> block: its context, source, translation state and forms."""

    def __init__(self, context, block):
        self.context = context
        self.block = block
        self.numerus = 'numerus="yes"' in block.split(">", 1)[0]
        src = re.search(r"<source>(.*?)</source>", block, re.S)
        self.source = unescape(src.group(1)) if src else ""
        t = TRANSLATION.search(block)
        attrs = (t.group(1) or t.group(3) or "") if t else ""
        body = (t.group(2) or "") if t else ""
        self.unfinished = 'type="unfinished"' in attrs
        self.obsolete = 'type="vanished"' in attrs or 'type="obsolete"' in attrs
        if self.numerus:
            self.forms = [unescape(f) for f in re.findall(r"<numerusform>(.*?)</numerusform>", body, re.S)]
            self.text = None
        else:
            self.forms = None
            self.text = unescape(body)

    def translated(self):
        if self.numerus:
            return self.forms and all(self.forms)
        return bool(self.text)

    def with_translation(self, value):
        """The block with `value` (a string, or a list of plural forms) as its finished translation."""
        if self.numerus:
            forms = value if isinstance(value, list) else [value]
            inner = "".join(f"\n            <numerusform>{escape(f)}</numerusform>" for f in forms) + "\n        "
        else:
            inner = escape(value)
        return TRANSLATION.sub(lambda _: f"<translation>{inner}</translation>", self.block, count=1)


def messages(ts_text):
    """Yields (start, end, Message) for every message, in file order."""
    for c in CONTEXT.finditer(ts_text):
        name = unescape(c.group(1))
        base = c.start(2)
        for m in MESSAGE.finditer(c.group(2)):
            yield base + m.start(), base + m.end(), Message(name, m.group(0))


def replace_messages(ts_text, change):
    """Rebuilds the text with change(message) -> new block or None (unchanged)."""
    out, last = [], 0
    for start, end, msg in messages(ts_text):
        new = change(msg)
        if new is not None:
            out.append(ts_text[last:start])
            out.append(new)
            last = end
    out.append(ts_text[last:])
    return "".join(out)
