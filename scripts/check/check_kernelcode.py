#!/usr/bin/env python3
"""Checks `compilescope code --json` (core/report/KERNELCODE_JSON.md) against the Triton cache
entries of a run, read with a parser of this script's own: for every entry with a `.ptx`, every
line of every stage (python, source, ttir, ttgir, llir, ptx, sass) has the file's text and the
kernel module line derived here from the stage's debug locations; `line_count`, `linked_lines` and
`elsewhere` agree too, and each PTX `.loc`'s trailing comment (`// c<hash>.py:60:24`) names the
`.file` and line:column the directive itself gives (the raw file agrees with itself).

usage: check_kernelcode.py COMPILESCOPE RUN_DIR_OR_TAR.XZ
Prints per kernel per stage the lines compared and disagreements (the first 5); exits 0 only with
no disagreement and at least one kernel whose PTX and SASS were compared.

Which line a stage line comes from: MLIR the `loc(...)` ending an op line, LLVM the `!dbg` of an
instruction (or of a `define`: its DISubprogram's line), PTX the last `.loc` before an
instruction, SASS the last `//## File` comment before an instruction. Where that location is an
inlining chain (callsite/fused, inlinedAt, inlined_at, `inlined at`) the line is the chain's first
location in the kernel module, files compared by base name (the paths came from another machine);
a chain with no location in the module gives `elsewhere` its first location instead."""
import json
import os
import re
import subprocess
import sys
import tarfile
import tempfile

HASH_DIR = re.compile(r"^[A-Z2-7]{52}$")
STAGES = ("source", "ttir", "ttgir", "llir", "ptx", "sass")  # the file extensions, too


def file_lines(path):
    """The file's lines: split on \\n, without the empty piece after a final newline."""
    with open(path, encoding="utf-8", errors="replace", newline="") as f:
        lines = f.read().split("\n")
    return lines[:-1] if lines and lines[-1] == "" else lines


# ---- MLIR (source, ttir, ttgir): `%x = op ... loc(LOC)`; aliases `#locN = loc(LOC)` ----
STR = re.compile(r'"((?:[^"\\]|\\.)*)"')
FLC = re.compile(r":(\d+):(\d+)(?:\s+to\s+(?:\d+)?:\d+)?")  # "file":line:col [to line:col]
ALIAS = re.compile(r"#loc[\w.$-]*")
ALIAS_DEF = re.compile(r"^(#loc[\w.$-]*)\s*=\s*loc\((.*)\)\s*$")


class Mlir:
    """Location -> chain [(file, line, column)], innermost (callee) first."""

    def __init__(self, lines):
        self.raw = {m.group(1): m.group(2) for m in map(ALIAS_DEF.match, lines) if m}
        self.done, self.busy = {}, set()

    def alias(self, name):  # resolved on first use: an alias may name one defined later
        if name not in self.done:
            if name not in self.raw or name in self.busy:
                raise ValueError(f"unresolvable alias {name}")
            self.busy.add(name)
            chain, end = self.parse(self.raw[name], 0)
            if end != len(self.raw[name].rstrip()):
                raise ValueError(f"junk after alias {name}")
            self.done[name] = chain
        return self.done[name]

    def parse(self, s, i):
        """One location at s[i:] -> (chain, index after it)."""
        while s[i] == " ":
            i += 1
        if m := ALIAS.match(s, i):
            return self.alias(m.group(0)), m.end()
        if s.startswith("unknown", i):
            return [], i + 7
        if s.startswith("callsite(", i):  # callsite(callee at caller)
            callee, i = self.parse(s, i + 9)
            caller, i = self.parse(s, expect(s, i, " at "))
            return callee + caller, expect(s, i, ")")
        if s.startswith("fused", i):  # fused[a, b] or fused<metadata>[a, b]
            i, depth = i + 5, 0
            while s[i] == "<" or depth:
                depth += {"<": 1, ">": -1}.get(s[i], 0)
                i += 1
            chain, i = [], expect(s, i, "[")
            while True:
                part, i = self.parse(s, i)
                chain += part
                if s[i] == "]":
                    return chain, i + 1
                i = expect(s, i, ",")
        if not (m := STR.match(s, i)):
            raise ValueError(f"not a location: {s[i:i + 30]!r}")
        if flc := FLC.match(s, m.end()):
            return [(m.group(1), int(flc.group(1)), int(flc.group(2)))], flc.end()
        if s[m.end():m.end() + 1] == "(":  # NameLoc "name"(child)
            chain, i = self.parse(s, m.end() + 1)
            return chain, expect(s, i, ")")
        return [], m.end()  # a NameLoc with no child

    def line_chain(self, line):
        """The chain of the `loc(...)` ending an op line; None for a line without one."""
        body = line.rstrip()
        if body.lstrip().startswith("#") or not body.endswith(")"):
            return None
        for m in reversed(list(re.finditer(r"(?<![\w.#])loc\(", body))):
            try:
                chain, end = self.parse(body, m.end())
            except (ValueError, IndexError):
                continue
            if end == len(body) - 1 and body[end] == ")":
                return chain
        return None


def expect(s, i, text):
    if not s.startswith(text, i):
        raise ValueError(f"expected {text!r} at {s[i:i + 30]!r}")
    return i + len(text)


# ---- LLVM IR: `... !dbg !N`; `!N = !DILocation(line:, column:, scope:, inlinedAt:)` ----
META = re.compile(r"^!(\d+)\s*=\s*(?:distinct\s+)?!(\w+)\((.*)\)\s*$")
FIELD = re.compile(r'(\w+):\s*("(?:[^"\\]|\\.)*"|[^,]+)')


def llvm_chains(lines):
    meta = {m.group(1): (m.group(2), {k: v.strip().lstrip("!") for k, v in FIELD.findall(m.group(3))})
            for m in map(META.match, lines) if m}

    def file_of(ref, hops=0):  # a scope's DIFile name, through its parent scopes where it has none
        fields = meta.get(ref, ("", {}))[1]
        if fields.get("file") in meta:
            return meta[fields["file"]][1].get("filename", "").strip('"')
        return file_of(fields["scope"], hops + 1) if "scope" in fields and hops < 50 else None

    def chain(ref):
        kind, f = meta.get(ref, ("", {}))
        if kind == "DISubprogram":  # a `define`'s !dbg: the function's own line
            return [(file_of(ref), int(f.get("line", 0)), 0)]
        out = []
        while kind == "DILocation" and len(out) < 100:
            out.append((file_of(f.get("scope", "")), int(f.get("line", 0)), int(f.get("column", 0))))
            kind, f = meta.get(f.get("inlinedAt", ""), ("", {}))
        return out

    found = [None if t.startswith("!") else re.search(r"!dbg !(\d+)", t) for t in lines]
    return [chain(m.group(1)) if m else None for m in found]


# ---- PTX: `.file N "path"`; `.loc F L C[, function_name X, inlined_at F L C]  // name:L:C` ----
PTX_FILE = re.compile(r'^\s*\.file\s+(\d+)\s+"([^"]*)"')
PTX_LOC = re.compile(r"^\s*\.loc\s+(\d+)\s+(\d+)\s+(\d+)([^/]*)(?://\s*(\S+?):(\d+):(\d+))?")


def ptx_chains(lines, problems, tally):
    files = {m.group(1): m.group(2) for m in map(PTX_FILE.match, lines) if m}  # listed at the end
    result, current, code = [], None, True
    seen = {}  # (file index, line, col) -> the chain of the last .loc at that place
    for n, text in enumerate(lines, 1):
        body = text.split("//")[0].strip()
        code = code and not body.startswith(".section")  # the DWARF sections are data, not code
        if code and (m := PTX_LOC.match(text)):
            current = [(files.get(m.group(1)), int(m.group(2)), int(m.group(3)))]
            # `inlined_at` names only the call site; what that call site was itself inlined into is
            # the chain of the .loc written for it before (the caller's code comes first).
            for f, ln, col in re.findall(r"inlined_at\s+(\d+)\s+(\d+)\s+(\d+)", m.group(4)):
                current += seen.get((f, ln, col), [(files.get(f), int(ln), int(col))])
            seen[(m.group(1), m.group(2), m.group(3))] = current
            said = (os.path.basename(files.get(m.group(1)) or "?"), m.group(2), m.group(3))
            tally["loc comments"] = tally.get("loc comments", 0) + bool(m.group(5))
            if m.group(5) and (os.path.basename(m.group(5)), m.group(6), m.group(7)) != said:
                problems.append(("ptx", n, text, f"raw file: its comment says {m.group(5)}:{m.group(6)}:"
                                 f"{m.group(7)}", f"the directive's {':'.join(said)}"))
        insn = code and body.endswith(";") and not body.startswith((".", "$", "{", "}", "(", ")"))
        result.append(current if insn else None)
    return result


# ---- SASS: `//## File "f", line N[ inlined at "g", line M]...` before `/*0010*/ OP ... ;` ----
def sass_chains(lines):
    # nvdisasm -gi writes one place's inlining chain as consecutive `//## File` lines, innermost first.
    result, current, previous_was_comment = [], None, False
    for text in lines:
        comment = text.lstrip().startswith("//## File")
        if comment:
            places = [(f, int(ln), None) for f, ln in re.findall(r'"([^"]*)", line (\d+)', text)]
            current = (current + places) if previous_was_comment else places
        previous_was_comment = comment
        result.append(current if re.match(r"^\s*/\*[0-9a-fA-F]+\*/.*;", text) else None)
    return result


def check_kernel(cs, run, entry, name):
    """One kernel's JSON against this script's reading -> ({stage: lines compared}, problems)."""
    proc = subprocess.run([cs, "code", run, "--kernel", name, "--variant", os.path.basename(entry),
                           "--no-disassemble", "--json"], capture_output=True, text=True)
    if proc.returncode != 0:
        return {}, [("-", 0, "", f"exit {proc.returncode}: {proc.stderr.strip()[:300]}", "exit 0")]
    doc, problems, counts = json.loads(proc.stdout), [], {}
    head = (doc.get("schema"), doc.get("kernel"), doc.get("variant", {}).get("hash"), doc.get("query_line"))
    if head != ("compilescope.kernelcode/1", name, os.path.basename(entry), None):
        problems.append(("-", 0, "", f"schema, kernel, variant, query_line {head}", "the entry asked for"))
    files = {k: os.path.join(entry, f"{name}.{k}") for k in STAGES}
    files = {k: p for k, p in files.items() if os.path.isfile(p)}
    module = doc.get("module")  # checked against the file of the kernel's DISubprogram
    llir = "\n".join(file_lines(files["llir"])) if "llir" in files else ""
    sub = re.search(r'!DISubprogram\(name: "%s".*?file: !(\d+)' % re.escape(name), llir)
    if sub and (f := re.search(r'^!%s = !DIFile\(filename: "([^"]*)"' % sub.group(1), llir, re.M)):
        if os.path.basename(f.group(1)) != module:
            problems.append(("-", 0, "", f"module {module}", f"module {os.path.basename(f.group(1))}"))
            module = os.path.basename(f.group(1))
    files["python"] = next((os.path.join(d, module) for d, _, ns in os.walk(run) if module in ns), None)
    tool = {s["key"]: s for s in doc.get("stages", [])}
    for key in ("python",) + STAGES:
        path, stage = files.get(key), tool.get(key) or {}
        if path is None or stage.get("path") is None:
            if (path is None) != (stage.get("path") is None):
                problems.append((key, 0, "", f"stage path {stage.get('path')}", f"file {path}"))
            continue
        lines, tally = file_lines(path), {}
        chains = ([[(module, n, 0)] for n in range(1, len(lines) + 1)] if key == "python"
                  else llvm_chains(lines) if key == "llir"
                  else ptx_chains(lines, problems, tally) if key == "ptx"
                  else sass_chains(lines) if key == "sass"
                  else list(map(Mlir(lines).line_chain, lines)))
        if stage["line_count"] != len(lines):
            problems.append((key, 0, "", f"line_count {stage['line_count']}", f"{len(lines)} lines"))
        by_n = {ln["n"]: ln for ln in stage["lines"]}
        if sorted(by_n) != list(range(1, len(lines) + 1)):
            problems.append((key, 0, "", f"lines numbered {min(by_n, default=0)}..{max(by_n, default=0)}"
                             f" ({len(by_n)})", f"1..{len(lines)}"))
        linked = 0
        for n, (text, chain) in enumerate(zip(lines, chains), 1):
            inside = [loc for loc in chain or [] if loc[0] and os.path.basename(loc[0]) == module]
            want = inside[0][1] if inside else None
            elsewhere = (os.path.basename(chain[0][0] or ""), chain[0][1]) if chain and not inside else None
            linked += want is not None
            if (got := by_n.get(n)) is None:
                continue
            if got["text"] != text:
                problems.append((key, n, text, f"text {got['text']!r}", "the file's line"))
            if got["line"] != want:
                problems.append((key, n, text, f"line {got['line']}", f"line {want} (chain {chain})"))
            have = got.get("elsewhere")
            have = have and (os.path.basename(have.get("file") or ""), have.get("line"))
            if (have or None) != elsewhere:
                problems.append((key, n, text, f"elsewhere {have}", f"elsewhere {elsewhere}"))
        if stage["linked_lines"] != linked:
            problems.append((key, 0, "", f"linked_lines {stage['linked_lines']}", f"{linked}"))
        counts[key] = (len(lines), linked, tally)
    return counts, problems


def main(cs, target):
    with tempfile.TemporaryDirectory() as tmp:
        run = target
        if target.endswith((".tar.xz", ".txz")):
            with tarfile.open(target) as tar:
                tar.extractall(tmp, **({"filter": "data"} if hasattr(tarfile, "data_filter") else {}))
            tops = os.listdir(tmp)
            run = os.path.join(tmp, tops[0]) if len(tops) == 1 else tmp
        entries = sorted((f[:-4], d) for d, _, ns in os.walk(run) if HASH_DIR.match(os.path.basename(d))
                         for f in ns if f.endswith(".ptx") and f"{f[:-4]}.json" in ns)
        total, full, totals = 0, 0, {}
        for name, entry in entries:
            counts, problems = check_kernel(cs, run, entry, name)
            total += len(problems)
            full += "ptx" in counts and "sass" in counts
            print(f"{'OK' if not problems else 'DIFFERENT'} {name} ({os.path.basename(entry)[:8]})")
            for key in ("-", "python") + STAGES:
                mine = [p for p in problems if p[0] == key]
                if key in counts:
                    n, linked, tally = counts[key]
                    totals[key] = totals.get(key, 0) + n
                    extra = "".join(f", {v} {k} checked" for k, v in tally.items())
                    print(f"  {key}: {n} lines compared ({linked} with a module line{extra}), "
                          f"{len(mine)} disagreement(s)")
                elif mine:
                    print(f"  {key}: {len(mine)} disagreement(s)")
                for stage_key, n, text, tool_says, we_say in mine[:5]:
                    who = "" if tool_says.startswith("raw file") else "tool "
                    print(f"    {stage_key}:{n} {text.strip()[:100]!r}: {who}{tool_says}; expected {we_say}")
        print(f"check_kernelcode: {len(entries)} kernel(s), {full} with PTX and SASS compared; lines "
              f"{', '.join(f'{k} {v}' for k, v in totals.items())}; {total} disagreement(s)")
        return 0 if total == 0 and full > 0 else 1


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
