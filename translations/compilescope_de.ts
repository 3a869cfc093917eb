<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>cs::app::Cli</name>
    <message>
        <location filename="../app/cli/cli.cpp" line="45"/>
        <source>Kernel runner: not installed (%1)</source>
        <translation>Kernel-Runner: nicht installiert (%1)</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="50"/>
        <source>Kernel runner: %1</source>
        <translation>Kernel-Runner: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="53"/>
        <source>Kernel runner: %1 (LibTorch %2)</source>
        <translation>Kernel-Runner: %1 (LibTorch %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="56"/>
        <source>  GPU: %1, compute capability %2, driver %3</source>
        <translation>  GPU: %1, Compute Capability %2, Treiber %3</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="61"/>
        <source>  GPU: none (%1); CPU kernels can still be measured</source>
        <translation>  GPU: keine (%1); CPU-Kernel können trotzdem gemessen werden</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="71"/>
        <source>summary: unknown option %1</source>
        <translation>summary: unbekannte Option %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="75"/>
        <source>summary: give at least one trace file or folder</source>
        <translation>summary: mindestens eine Trace-Datei oder einen Ordner angeben</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="88"/>
        <source>usage: compilescope [--language LANG] [PATH...]   open the GUI (on files or folders)
       compilescope summary PATH...                compile overview of a run, as text
       compilescope --version                      versions of CompileScope and its libraries
       compilescope --help                         this text

PATH is a TORCH_TRACE log (plain, .gz or .zst) or a folder of them; formats are
recognised by content.
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cs::app::MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="36"/>
        <source>CompileScope</source>
        <translation>CompileScope</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="42"/>
        <source>Could not open: %1</source>
        <translation>Konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="45"/>
        <source>Could not open</source>
        <translation>Öffnen fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="77"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="78"/>
        <source>Compile time</source>
        <translation>Kompilierzeit</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="92"/>
        <source>Diagnostics</source>
        <translation>Diagnosen</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="98"/>
        <source>Open a trace log or drop it here.</source>
        <translation>Ein Trace-Log öffnen oder hierher ziehen.</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="104"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="114"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="115"/>
        <source>&amp;Open File…</source>
        <translation>Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="117"/>
        <source>Open &amp;Folder…</source>
        <translation>&amp;Ordner öffnen…</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="119"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="121"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="122"/>
        <source>&amp;About CompileScope</source>
        <translation>Ü&amp;ber CompileScope</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="135"/>
        <source>Opening %1…</source>
        <translation>Öffne %1…</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="145"/>
        <source>%p% — %1 s left</source>
        <translation>%p% — noch %1 s</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="145"/>
        <source>%p%</source>
        <translation>%p%</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="161"/>
        <source>CompileScope — %1</source>
        <translation>CompileScope — %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/mainwindow.cpp" line="162"/>
        <source>%1: %n compile id(s), %2 diagnostic(s)</source>
        <translation>
            <numerusform>%1: %n Compile-ID, %2 Diagnose(n)</numerusform>
            <numerusform>%1: %n Compile-IDs, %2 Diagnose(n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="196"/>
        <source>Open trace logs</source>
        <translation>Trace-Logs öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="196"/>
        <source>Trace logs (*.log *.txt *.gz *.zst);;All files (*)</source>
        <translation>Trace-Logs (*.log *.txt *.gz *.zst);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="202"/>
        <source>Open a trace folder</source>
        <translation>Einen Trace-Ordner öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="209"/>
        <source>&lt;h3&gt;CompileScope %1&lt;/h3&gt;&lt;p&gt;Diagnose PyTorch torch.compile: graph breaks, recompiles, fusion and the generated kernels.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="216"/>
        <source>About CompileScope</source>
        <translation>Über CompileScope</translation>
    </message>
</context>
<context>
    <name>cs::viewers::CompileDetails</name>
    <message>
        <location filename="../viewers/widgets/compiledetails.cpp" line="16"/>
        <source>Select a compile id to see its details.</source>
        <translation>Eine Compile-ID auswählen, um ihre Details zu sehen.</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/compiledetails.cpp" line="27"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/compiledetails.cpp" line="29"/>
        <source>Compile time</source>
        <translation>Kompilierzeit</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/compiledetails.cpp" line="30"/>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/compiledetails.cpp" line="31"/>
        <source>Graph breaks</source>
        <translation>Graph Breaks</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/compiledetails.cpp" line="32"/>
        <source>Graphs</source>
        <translation>Graphen</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/compiledetails.cpp" line="33"/>
        <source>Trace records</source>
        <translation>Trace-Einträge</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/compiledetails.cpp" line="37"/>
        <source>Recompiled because</source>
        <translation>Neu kompiliert, weil</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/compiledetails.cpp" line="40"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/compiledetails.cpp" line="43"/>
        <source>Generated kernels (%1)</source>
        <translation>Erzeugte Kernel (%1)</translation>
    </message>
</context>
<context>
    <name>cs::viewers::CompileTimeChart</name>
    <message>
        <location filename="../viewers/widgets/compiletimechart.cpp" line="46"/>
        <source>rank %1 </source>
        <translation>Rang %1 </translation>
    </message>
    <message>
        <location filename="../viewers/widgets/compiletimechart.cpp" line="59"/>
        <source>Compile time per compile id (s)</source>
        <translation>Kompilierzeit je Compile-ID (s)</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/compiletimechart.cpp" line="63"/>
        <source>first compile</source>
        <translation>erste Kompilierung</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/compiletimechart.cpp" line="64"/>
        <source>recompile</source>
        <translation>Neukompilierung</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/compiletimechart.cpp" line="65"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>cs::viewers::CompileTreeModel</name>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="115"/>
        <source>Rank %1</source>
        <translation>Rang %1</translation>
    </message>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="123"/>
        <source>(unknown function)</source>
        <translation>(unbekannte Funktion)</translation>
    </message>
    <message numerus="yes">
        <location filename="../viewers/models/compiletreemodel.cpp" line="128"/>
        <source>%n compile(s)</source>
        <translation>
            <numerusform>%n Kompilierung</numerusform>
            <numerusform>%n Kompilierungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="146"/>
        <source>recompiled</source>
        <translation>neu kompiliert</translation>
    </message>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="146"/>
        <source>compiled</source>
        <translation>kompiliert</translation>
    </message>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="148"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="150"/>
        <source>no graph</source>
        <translation>kein Graph</translation>
    </message>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="152"/>
        <source>incomplete</source>
        <translation>unvollständig</translation>
    </message>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="190"/>
        <source>Frame / compile id</source>
        <translation>Frame / Compile-ID</translation>
    </message>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="192"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="194"/>
        <source>Compile time</source>
        <translation>Kompilierzeit</translation>
    </message>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="196"/>
        <source>Graph breaks</source>
        <translation>Graph Breaks</translation>
    </message>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="198"/>
        <source>Kernels</source>
        <translation>Kernel</translation>
    </message>
</context>
<context>
    <name>cs::viewers::DiagnosticsModel</name>
    <message>
        <location filename="../viewers/models/diagnosticsmodel.cpp" line="46"/>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location filename="../viewers/models/diagnosticsmodel.cpp" line="48"/>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location filename="../viewers/models/diagnosticsmodel.cpp" line="50"/>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../viewers/models/diagnosticsmodel.cpp" line="72"/>
        <source>Severity</source>
        <translation>Schwere</translation>
    </message>
    <message>
        <location filename="../viewers/models/diagnosticsmodel.cpp" line="74"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../viewers/models/diagnosticsmodel.cpp" line="76"/>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../viewers/models/diagnosticsmodel.cpp" line="78"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
</context>
</TS>
