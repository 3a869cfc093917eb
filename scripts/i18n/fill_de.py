"""Fills the German catalog from the glossary below (run after `update_translations`).
usage: python3 scripts/i18n/fill_de.py translations/compilescope_de.ts
Only unfinished entries whose source is in the glossary are touched."""
import html
import re
import sys

GLOSSARY = {
    'Graph': 'Graph',
    'Kernels': 'Kernel',
    'Kernel': 'Kernel',
    'Compile id': 'Compile-ID',
    'Kind': 'Art',
    'Median µs': 'Median µs',
    'Share': 'Anteil',
    'GB/s': 'GB/s',
    'Spread': 'Streuung',
    'Registers': 'Register',
    'Config': 'Konfiguration',
    'Status': 'Status',
    '&Profile': '&Profilieren',
    'Selected compile only': 'Nur die ausgewählte Kompilierung',
    'Measure every kernel of this run with the kernel runner and keep the results': 'Jeden Kernel dieses Laufs mit dem Kernel-Runner messen und die Ergebnisse behalten',
    'Double-click a kernel to see its nodes in the graph': 'Doppelklick auf einen Kernel zeigt seine Knoten im Graphen',
    'Finding the kernels…': 'Suche die Kernel…',
    'Profiling…': 'Profiliere…',
    'Profile failed: %1': 'Profilierung fehlgeschlagen: %1',
    'not measured yet': 'noch nicht gemessen',
    'cannot launch: %1': 'nicht einzeln startbar: %1',
    'failed: %1': 'fehlgeschlagen: %1',
    'No measurements of this kernel yet': 'Noch keine Messungen dieses Kernels',
    'run, oldest first': 'Lauf, älteste zuerst',
    'not recorded': 'nicht aufgezeichnet',
    'Fit': 'Einpassen',
    'Export…': 'Exportieren…',
    'Export graph': 'Graph exportieren',
    'Find a node, op, kernel or source line': 'Knoten, Operation, Kernel oder Quellzeile suchen',
    'Reading the graphs…': 'Lese die Graphen…',
    'Reading %1…': 'Lese %1…',
    'This run has no graphs in its traces': 'Dieser Lauf hat keine Graphen in seinen Traces',
    'Graphviz `dot` is not installed': 'Graphviz `dot` ist nicht installiert',
    'Graphviz failed: %1': 'Graphviz ist fehlgeschlagen: %1',
    'No node matches “%1”': 'Kein Knoten passt zu „%1“',
    'Could not export to %1': 'Export nach %1 fehlgeschlagen',
    'Time outside graphs': 'Zeit außerhalb der Graphen',
    'Run time': 'Laufzeit',
    'Because': 'Weil',
    'What changed': 'Was sich änderte',
    'Analysis of %1 [%2] restarted': 'Analyse von %1 [%2] neu gestartet',
    'Failures (%1) · restarts (%2)': 'Fehler (%1) · Neustarts (%2)',
    'Graph breaks (%1)': 'Graph Breaks (%1)',
    "Kernel runner: not installed (%1)": "Kernel-Runner: nicht installiert (%1)",
    "Kernel runner: %1": "Kernel-Runner: %1",
    "Kernel runner: %1 (LibTorch %2)": "Kernel-Runner: %1 (LibTorch %2)",
    "  GPU: %1, compute capability %2, driver %3": "  GPU: %1, Compute Capability %2, Treiber %3",
    "  GPU: none (%1); CPU kernels can still be measured": "  GPU: keine (%1); CPU-Kernel können trotzdem gemessen werden",
    "summary: unknown option %1": "summary: unbekannte Option %1",
    "summary: give at least one trace file or folder": "summary: mindestens eine Trace-Datei oder einen Ordner angeben",
    "CompileScope": "CompileScope",
    "Could not open: %1": "Konnte nicht geöffnet werden: %1",
    "Could not open": "Öffnen fehlgeschlagen",
    "Diagnostics": "Diagnosen",
    "Open a trace log or drop it here.": "Ein Trace-Log öffnen oder hierher ziehen.",
    "Cancel": "Abbrechen",
    "&File": "&Datei",
    "&Open File…": "Datei ö&ffnen…",
    "Open &Folder…": "&Ordner öffnen…",
    "&Quit": "&Beenden",
    "&Help": "&Hilfe",
    "&About CompileScope": "Ü&ber CompileScope",
    "Opening %1…": "Öffne %1…",
    "%p% — %1 s left": "%p% — noch %1 s",
    "%p%": "%p%",
    "CompileScope — %1": "CompileScope — %1",
    "Open trace logs": "Trace-Logs öffnen",
    "Trace logs (*.log *.txt *.gz *.zst);;All files (*)": "Trace-Logs (*.log *.txt *.gz *.zst);;Alle Dateien (*)",
    "Open a trace folder": "Einen Trace-Ordner öffnen",
    "About CompileScope": "Über CompileScope",
    "Select a compile id to see its details.": "Eine Compile-ID auswählen, um ihre Details zu sehen.",
    "Status": "Status",
    "Compile time": "Kompilierzeit",
    "Attempts": "Versuche",
    "Graph breaks": "Graph Breaks",
    "Graphs": "Graphen",
    "Trace records": "Trace-Einträge",
    "Recompiled because": "Neu kompiliert, weil",
    "Failed": "Fehlgeschlagen",
    "Generated kernels (%1)": "Erzeugte Kernel (%1)",
    "Rank %1": "Rang %1",
    "(unknown function)": "(unbekannte Funktion)",
    "recompiled": "neu kompiliert",
    "compiled": "kompiliert",
    "failed": "fehlgeschlagen",
    "no graph": "kein Graph",
    "incomplete": "unvollständig",
    "Frame / compile id": "Frame / Compile-ID",
    "Kernels": "Kernel",
    "note": "Hinweis",
    "warning": "Warnung",
    "error": "Fehler",
    "Severity": "Schwere",
    "File": "Datei",
    "Line": "Zeile",
    "Message": "Meldung",
    "Details": "Details",
    "Compile time per compile id (s)": "Kompilierzeit je Compile-ID (s)",
    "first compile": "erste Kompilierung",
    "recompile": "Neukompilierung",
    "rank %1 ": "Rang %1 ",
}
PLURALS = {
    "%1: %n compile id(s), %2 diagnostic(s)": ("%1: %n Compile-ID, %2 Diagnose(n)", "%1: %n Compile-IDs, %2 Diagnose(n)"),
    "%n compile(s)": ("%n Kompilierung", "%n Kompilierungen"),
}

path = sys.argv[1]
text = open(path, encoding="utf-8").read()


def fill(m):
    block = m.group(0)
    src = html.unescape(re.search(r"<source>(.*?)</source>", block, re.S).group(1))
    if 'type="unfinished"' not in block:
        return block
    if src in PLURALS:
        forms = "".join(f"<numerusform>{html.escape(f, quote=False)}</numerusform>" for f in PLURALS[src])
        return re.sub(r"<translation[^>]*>.*?</translation>", f"<translation>{forms}</translation>", block, flags=re.S)
    if src in GLOSSARY:
        return re.sub(r"<translation[^>]*>.*?</translation>|<translation[^>]*/>",
                      f"<translation>{html.escape(GLOSSARY[src], quote=False)}</translation>", block, flags=re.S)
    return block


text = re.sub(r"<message( numerus=\"yes\")?>.*?</message>", fill, text, flags=re.S)
open(path, "w", encoding="utf-8").write(text)
print("unfinished left:", text.count('type="unfinished"'))
