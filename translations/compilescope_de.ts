<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>cs::app::Cli</name>
    <message>
        <location filename="../app/cli/cli.cpp" line="51"/>
        <source>Kernel runner: not installed (%1)</source>
        <translation>Kernel-Runner: nicht installiert (%1)</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="56"/>
        <source>Kernel runner: %1</source>
        <translation>Kernel-Runner: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="59"/>
        <source>Kernel runner: %1 (LibTorch %2)</source>
        <translation>Kernel-Runner: %1 (LibTorch %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="62"/>
        <source>  GPU: %1, compute capability %2, driver %3</source>
        <translation>  GPU: %1, Compute Capability %2, Treiber %3</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="67"/>
        <source>  GPU: none (%1); CPU kernels can still be measured</source>
        <translation>  GPU: keine (%1); CPU-Kernel können trotzdem gemessen werden</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="82"/>
        <source>%1: unknown option %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="88"/>
        <source>%1: give at least one trace file or folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="141"/>
        <source>usage: compilescope [--language LANG] [PATH...]   open the GUI (on files or folders)
       compilescope summary [--json] [--verify-checksums] PATH...
                                                   compile overview of a run (text or JSON)
       compilescope explain [--json] PATH...       what to fix first: graph breaks, recompiles, failures
       compilescope profile PATH... [--db FILE] [--kernels REGEX] [--repeat N] [--warmup N] [--cache DIR]
                            [--no-flush] [--timeout S] [--plan] [--json]
                                                   measure the generated kernels, keep results in SQLite
       compilescope graph PATH... --list [--json]  the graphs of a run (id, nodes, edges, kernels)
       compilescope graph PATH... --graph ID [--format json|dot|svg|png] [--collapsed] [-o FILE]
       compilescope --version                      versions of CompileScope and its libraries
       compilescope --help                         this text

PATH is a TORCH_TRACE log (plain, .gz or .zst) or a folder of them; formats are
recognised by content.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>summary: unknown option %1</source>
        <translation type="vanished">summary: unbekannte Option %1</translation>
    </message>
    <message>
        <source>summary: give at least one trace file or folder</source>
        <translation type="vanished">summary: mindestens eine Trace-Datei oder einen Ordner angeben</translation>
    </message>
    <message>
        <location filename="../app/cli/graphcommand.cpp" line="80"/>
        <source>graph: unknown option or missing value: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/graphcommand.cpp" line="86"/>
        <source>graph: give PATH... and --list, or --graph ID [--format json|dot|svg|png] [--collapsed] [-o FILE]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/graphcommand.cpp" line="121"/>
        <location filename="../app/cli/profilecommand.cpp" line="113"/>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/profilecommand.cpp" line="43"/>
        <source>profile: %1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/profilecommand.cpp" line="52"/>
        <source>profile: %1 needs a number of at least %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/profilecommand.cpp" line="70"/>
        <source>profile: --kernels: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/profilecommand.cpp" line="80"/>
        <source>profile: unknown option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/profilecommand.cpp" line="87"/>
        <source>profile: give at least one run folder, trace or output code file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/profilecommand.cpp" line="142"/>
        <source>
Saved as profile run %1 in %2
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cs::app::FindingsTabs</name>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="66"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="67"/>
        <source>Graph breaks</source>
        <translation>Graph Breaks</translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="68"/>
        <source>Recompiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="69"/>
        <source>Failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="70"/>
        <source>Guards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="71"/>
        <source>Compile time</source>
        <translation>Kompilierzeit</translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="72"/>
        <source>Graph</source>
        <translation>Graph</translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="77"/>
        <source>Kernels</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="78"/>
        <source>Inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="118"/>
        <source>Graph breaks (%1)</source>
        <translation>Graph Breaks (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="122"/>
        <source>Recompiles (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="124"/>
        <source>Failures (%1) · restarts (%2)</source>
        <translation>Fehler (%1) · Neustarts (%2)</translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="155"/>
        <source>[%1] recorded no guards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="162"/>
        <source>Guards of [%1]: the highlighted one failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="163"/>
        <source>Guards of [%1]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cs::app::MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="37"/>
        <source>CompileScope</source>
        <translation>CompileScope</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="43"/>
        <source>Could not open: %1</source>
        <translation>Konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="46"/>
        <source>Could not open</source>
        <translation>Öffnen fehlgeschlagen</translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="vanished">Details</translation>
    </message>
    <message>
        <source>Compile time</source>
        <translation type="vanished">Kompilierzeit</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="98"/>
        <source>Diagnostics</source>
        <translation>Diagnosen</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="104"/>
        <source>Open a trace log or drop it here.</source>
        <translation>Ein Trace-Log öffnen oder hierher ziehen.</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="110"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="120"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="121"/>
        <source>&amp;Open File…</source>
        <translation>Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="123"/>
        <source>Open &amp;Folder…</source>
        <translation>&amp;Ordner öffnen…</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="125"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="127"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="128"/>
        <source>&amp;About CompileScope</source>
        <translation>Ü&amp;ber CompileScope</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="141"/>
        <source>Opening %1…</source>
        <translation>Öffne %1…</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="151"/>
        <source>%p% — %1 s left</source>
        <translation>%p% — noch %1 s</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="151"/>
        <source>%p%</source>
        <translation>%p%</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="167"/>
        <source>CompileScope — %1</source>
        <translation>CompileScope — %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/mainwindow.cpp" line="168"/>
        <source>%1: %n compile id(s), %2 diagnostic(s)</source>
        <translation>
            <numerusform>%1: %n Compile-ID, %2 Diagnose(n)</numerusform>
            <numerusform>%1: %n Compile-IDs, %2 Diagnose(n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="237"/>
        <source>Open trace logs</source>
        <translation>Trace-Logs öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="237"/>
        <source>Trace logs (*.log *.txt *.gz *.zst);;All files (*)</source>
        <translation>Trace-Logs (*.log *.txt *.gz *.zst);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="243"/>
        <source>Open a trace folder</source>
        <translation>Einen Trace-Ordner öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="250"/>
        <source>&lt;h3&gt;CompileScope %1&lt;/h3&gt;&lt;p&gt;Diagnose PyTorch torch.compile: graph breaks, recompiles, fusion and the generated kernels.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="257"/>
        <source>About CompileScope</source>
        <translation>Über CompileScope</translation>
    </message>
</context>
<context>
    <name>cs::viewers::BreaksModel</name>
    <message>
        <location filename="../viewers/models/breaksmodel.cpp" line="82"/>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/breaksmodel.cpp" line="84"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/breaksmodel.cpp" line="86"/>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/breaksmodel.cpp" line="88"/>
        <source>Time outside graphs</source>
        <translation>Zeit außerhalb der Graphen</translation>
    </message>
    <message>
        <location filename="../viewers/models/breaksmodel.cpp" line="90"/>
        <source>Compile time</source>
        <translation>Kompilierzeit</translation>
    </message>
    <message>
        <location filename="../viewers/models/breaksmodel.cpp" line="92"/>
        <source>Compile ids</source>
        <translation type="unfinished"></translation>
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
        <location filename="../viewers/widgets/compiletimechart.cpp" line="47"/>
        <source>rank %1 </source>
        <translation>Rang %1 </translation>
    </message>
    <message>
        <location filename="../viewers/widgets/compiletimechart.cpp" line="61"/>
        <source>Compile time per compile id (s)</source>
        <translation>Kompilierzeit je Compile-ID (s)</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/compiletimechart.cpp" line="65"/>
        <source>first compile</source>
        <translation>erste Kompilierung</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/compiletimechart.cpp" line="66"/>
        <source>recompile</source>
        <translation>Neukompilierung</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/compiletimechart.cpp" line="67"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>cs::viewers::CompileTreeModel</name>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="150"/>
        <source>Rank %1</source>
        <translation>Rang %1</translation>
    </message>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="158"/>
        <source>(unknown function)</source>
        <translation>(unbekannte Funktion)</translation>
    </message>
    <message numerus="yes">
        <location filename="../viewers/models/compiletreemodel.cpp" line="163"/>
        <source>%n compile(s)</source>
        <translation>
            <numerusform>%n Kompilierung</numerusform>
            <numerusform>%n Kompilierungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="181"/>
        <source>recompiled</source>
        <translation>neu kompiliert</translation>
    </message>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="181"/>
        <source>compiled</source>
        <translation>kompiliert</translation>
    </message>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="183"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="185"/>
        <source>no graph</source>
        <translation>kein Graph</translation>
    </message>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="187"/>
        <source>no metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation type="vanished">unvollständig</translation>
    </message>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="225"/>
        <source>Frame / compile id</source>
        <translation>Frame / Compile-ID</translation>
    </message>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="227"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="229"/>
        <source>Compile time</source>
        <translation>Kompilierzeit</translation>
    </message>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="231"/>
        <source>Graph breaks</source>
        <translation>Graph Breaks</translation>
    </message>
    <message>
        <location filename="../viewers/models/compiletreemodel.cpp" line="233"/>
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
<context>
    <name>cs::viewers::ExplorerPane</name>
    <message>
        <location filename="../viewers/widgets/explorerpane.cpp" line="35"/>
        <source>Copy as Text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cs::viewers::FailuresModel</name>
    <message numerus="yes">
        <location filename="../viewers/models/failuresmodel.cpp" line="65"/>
        <source>restart (%n)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../viewers/models/failuresmodel.cpp" line="93"/>
        <source>recompile limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/failuresmodel.cpp" line="108"/>
        <source>Compile id</source>
        <translation>Compile-ID</translation>
    </message>
    <message>
        <location filename="../viewers/models/failuresmodel.cpp" line="110"/>
        <source>Function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/failuresmodel.cpp" line="112"/>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/failuresmodel.cpp" line="114"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/failuresmodel.cpp" line="116"/>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cs::viewers::Findings</name>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="82"/>
        <source>Graph break: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="83"/>
        <location filename="../viewers/widgets/findinghtml.cpp" line="153"/>
        <location filename="../viewers/widgets/findinghtml.cpp" line="164"/>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="84"/>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="85"/>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="86"/>
        <source>How to fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="87"/>
        <source>Seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../viewers/widgets/findinghtml.cpp" line="87"/>
        <source>%n time(s), in %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="88"/>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="89"/>
        <source>%1 s of compile time (%2 s in resume functions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="93"/>
        <source>Run time</source>
        <translation>Laufzeit</translation>
    </message>
    <message numerus="yes">
        <location filename="../viewers/widgets/findinghtml.cpp" line="94"/>
        <source>%1 ms outside compiled graphs over %n call(s) (%2 µs per call, from the profiler trace)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="98"/>
        <source>Resumes in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="100"/>
        <source>User stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../viewers/widgets/findinghtml.cpp" line="108"/>
        <source>%1 recompiled %n time(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="109"/>
        <source>Chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="110"/>
        <source>Compile time in recompiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="112"/>
        <source>Storm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="112"/>
        <source>this function recompiles again and again; fix the first guard below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="114"/>
        <source>Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="114"/>
        <source>the recompile limit was hit: later calls run without compilation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="122"/>
        <source>Recompiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="126"/>
        <source>Recompile [%1] of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="127"/>
        <source>Guard that failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="129"/>
        <source>Subject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="129"/>
        <source>, dim %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="130"/>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="131"/>
        <source>Actual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="132"/>
        <source>Cache entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="133"/>
        <source>Made dynamic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="134"/>
        <source>Suggestion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="140"/>
        <source>Older cache entries also failed on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="141"/>
        <source>Every cache entry&apos;s failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="142"/>
        <source>Recorded user line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="149"/>
        <source>Recompile limit hit in %1 [%2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="150"/>
        <source>Compile of %1 [%2] failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="151"/>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="152"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="155"/>
        <location filename="../viewers/widgets/findinghtml.cpp" line="165"/>
        <source>Restarts</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../viewers/widgets/findinghtml.cpp" line="155"/>
        <source>analysis restarted %n time(s) before failing</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="156"/>
        <source>Restart reasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="163"/>
        <source>Analysis of %1 [%2] restarted</source>
        <translation>Analyse von %1 [%2] neu gestartet</translation>
    </message>
    <message numerus="yes">
        <location filename="../viewers/widgets/findinghtml.cpp" line="166"/>
        <source>%n restart(s), %1 s of tracing discarded</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="167"/>
        <source>Because</source>
        <translation>Weil</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="168"/>
        <source>What changed</source>
        <translation>Was sich änderte</translation>
    </message>
</context>
<context>
    <name>cs::viewers::GraphPane</name>
    <message>
        <location filename="../viewers/widgets/graphpane.cpp" line="105"/>
        <source>Find a node, op, kernel or source line</source>
        <translation>Knoten, Operation, Kernel oder Quellzeile suchen</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/graphpane.cpp" line="106"/>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/graphpane.cpp" line="107"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/graphpane.cpp" line="137"/>
        <source>Graphviz took longer than %1 s and was stopped; collapse more of the graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/graphpane.cpp" line="143"/>
        <source>Graphviz took longer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/graphpane.cpp" line="144"/>
        <source>Graphviz failed: %1</source>
        <translation>Graphviz ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/graphpane.cpp" line="164"/>
        <source>No node matches “%1”</source>
        <translation>Kein Knoten passt zu „%1“</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/graphpane.cpp" line="168"/>
        <source>Export graph</source>
        <translation>Graph exportieren</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/graphpane.cpp" line="168"/>
        <source>SVG (*.svg);;PNG (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/graphpane.cpp" line="170"/>
        <source>Could not export to %1</source>
        <translation>Export nach %1 fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/graphpane.cpp" line="212"/>
        <source>Reading the graphs…</source>
        <translation>Lese die Graphen…</translation>
    </message>
    <message numerus="yes">
        <location filename="../viewers/widgets/graphpane.cpp" line="224"/>
        <source>%1 (%n node(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../viewers/widgets/graphpane.cpp" line="229"/>
        <source>This run has no graphs in its traces</source>
        <translation>Dieser Lauf hat keine Graphen in seinen Traces</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/graphpane.cpp" line="257"/>
        <source>Reading %1…</source>
        <translation>Lese %1…</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/graphpane.cpp" line="304"/>
        <source>Graphviz `dot` is not installed</source>
        <translation>Graphviz `dot` ist nicht installiert</translation>
    </message>
    <message numerus="yes">
        <location filename="../viewers/widgets/graphpane.cpp" line="308"/>
        <source>Laying out %n box(es)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../viewers/widgets/graphpane.cpp" line="350"/>
        <source>%1 nodes, %2 edges in %3 boxes (%4 kernels%5); double-click a box to expand or collapse it. Layout %6 s. Colours: Triton blue, template orange, C++ green, extern grey, segment yellow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/graphpane.cpp" line="356"/>
        <source>, from </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/graphpane.cpp" line="377"/>
        <source> — double-click to expand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/graphpane.cpp" line="381"/>
        <source>&lt;tr&gt;&lt;td colspan=3&gt;… and %1 more&lt;/td&gt;&lt;/tr&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cs::viewers::GuardTreeModel</name>
    <message>
        <location filename="../viewers/models/guardtreemodel.cpp" line="102"/>
        <source>Guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/guardtreemodel.cpp" line="104"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/guardtreemodel.cpp" line="106"/>
        <source>User code</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cs::viewers::GuardsPane</name>
    <message>
        <location filename="../viewers/widgets/guardspane.cpp" line="23"/>
        <source>Select a compile id to see its guards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/guardspane.cpp" line="25"/>
        <source>Search guards (e.g. L[&apos;x&apos;], TENSOR_MATCH, == 2.0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/guardspane.cpp" line="46"/>
        <source>%1 — guard latency %2 µs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cs::viewers::InputsModel</name>
    <message>
        <location filename="../viewers/models/inputsmodel.cpp" line="20"/>
        <source>structured trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/inputsmodel.cpp" line="21"/>
        <source>%1 records, %2 compile ids, %3 graph breaks, %4 recompiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/inputsmodel.cpp" line="28"/>
        <source>TORCH_LOGS text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/inputsmodel.cpp" line="29"/>
        <source>%1 messages, %2 graph breaks, %3 recompiles, %4 perf hints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/inputsmodel.cpp" line="35"/>
        <source>output code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/inputsmodel.cpp" line="36"/>
        <source>%1 kernels, %2 launches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/inputsmodel.cpp" line="38"/>
        <source>profiler trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/inputsmodel.cpp" line="39"/>
        <source>%1 events, %2 kernel launches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/inputsmodel.cpp" line="42"/>
        <source>AOTInductor package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/inputsmodel.cpp" line="42"/>
        <source>exported program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/inputsmodel.cpp" line="43"/>
        <source>models: %1, %2 entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/inputsmodel.cpp" line="45"/>
        <source>debug run folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/inputsmodel.cpp" line="45"/>
        <source>%1 graphs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/inputsmodel.cpp" line="85"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../viewers/models/inputsmodel.cpp" line="87"/>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/inputsmodel.cpp" line="89"/>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cs::viewers::KernelHistoryChart</name>
    <message>
        <location filename="../viewers/widgets/kernelhistorychart.cpp" line="33"/>
        <source>No measurements of this kernel yet</source>
        <translation>Noch keine Messungen dieses Kernels</translation>
    </message>
    <message numerus="yes">
        <location filename="../viewers/widgets/kernelhistorychart.cpp" line="34"/>
        <source>Median time across %n profile run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../viewers/widgets/kernelhistorychart.cpp" line="42"/>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/kernelhistorychart.cpp" line="54"/>
        <source>run, oldest first</source>
        <translation>Lauf, älteste zuerst</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/kernelhistorychart.cpp" line="59"/>
        <source>µs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cs::viewers::KernelsModel</name>
    <message numerus="yes">
        <location filename="../viewers/models/kernelsmodel.cpp" line="109"/>
        <source>measured (%n repeat(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../viewers/models/kernelsmodel.cpp" line="111"/>
        <source>cannot launch: %1</source>
        <translation>nicht einzeln startbar: %1</translation>
    </message>
    <message>
        <location filename="../viewers/models/kernelsmodel.cpp" line="113"/>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../viewers/models/kernelsmodel.cpp" line="114"/>
        <source>not measured yet</source>
        <translation>noch nicht gemessen</translation>
    </message>
    <message>
        <location filename="../viewers/models/kernelsmodel.cpp" line="125"/>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <location filename="../viewers/models/kernelsmodel.cpp" line="127"/>
        <source>Compile id</source>
        <translation>Compile-ID</translation>
    </message>
    <message>
        <location filename="../viewers/models/kernelsmodel.cpp" line="129"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../viewers/models/kernelsmodel.cpp" line="131"/>
        <source>Median µs</source>
        <translation>Median µs</translation>
    </message>
    <message>
        <location filename="../viewers/models/kernelsmodel.cpp" line="133"/>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <location filename="../viewers/models/kernelsmodel.cpp" line="135"/>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <location filename="../viewers/models/kernelsmodel.cpp" line="137"/>
        <source>Spread</source>
        <translation>Streuung</translation>
    </message>
    <message>
        <location filename="../viewers/models/kernelsmodel.cpp" line="139"/>
        <source>Registers</source>
        <translation>Register</translation>
    </message>
    <message>
        <location filename="../viewers/models/kernelsmodel.cpp" line="141"/>
        <source>Config</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <location filename="../viewers/models/kernelsmodel.cpp" line="143"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>cs::viewers::KernelsPane</name>
    <message>
        <location filename="../viewers/widgets/kernelspane.cpp" line="45"/>
        <source>&amp;Profile</source>
        <translation>&amp;Profilieren</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/kernelspane.cpp" line="47"/>
        <source>Measure every kernel of this run with the kernel runner and keep the results</source>
        <translation>Jeden Kernel dieses Laufs mit dem Kernel-Runner messen und die Ergebnisse behalten</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/kernelspane.cpp" line="48"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/kernelspane.cpp" line="53"/>
        <source>Selected compile only</source>
        <translation>Nur die ausgewählte Kompilierung</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/kernelspane.cpp" line="103"/>
        <source>Double-click a kernel to see its nodes in the graph</source>
        <translation>Doppelklick auf einen Kernel zeigt seine Knoten im Graphen</translation>
    </message>
    <message numerus="yes">
        <location filename="../viewers/widgets/kernelspane.cpp" line="115"/>
        <source>%n kernel(s), %1 can be launched alone. Results are kept in %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../viewers/widgets/kernelspane.cpp" line="133"/>
        <source>Profile run %1: %2 kernel(s) measured, %3 not, on %4. Kept in %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/kernelspane.cpp" line="137"/>
        <source>the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/kernelspane.cpp" line="143"/>
        <source>Profile failed: %1</source>
        <translation>Profilierung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/kernelspane.cpp" line="165"/>
        <source>Finding the kernels…</source>
        <translation>Suche die Kernel…</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/kernelspane.cpp" line="185"/>
        <source>Profiling…</source>
        <translation>Profiliere…</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/kernelspane.cpp" line="204"/>
        <source> · showing profile run %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/kernelspane.cpp" line="216"/>
        <source>&lt;b&gt;%1&lt;/b&gt; [%2] %3&lt;br&gt;Graph nodes: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/kernelspane.cpp" line="218"/>
        <source>not recorded</source>
        <translation>nicht aufgezeichnet</translation>
    </message>
</context>
<context>
    <name>cs::viewers::RecompilesModel</name>
    <message numerus="yes">
        <location filename="../viewers/models/recompilesmodel.cpp" line="92"/>
        <source>storm: %n recompile(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../viewers/models/recompilesmodel.cpp" line="93"/>
        <source>%n recompile(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../viewers/models/recompilesmodel.cpp" line="95"/>
        <source>recompile limit hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/recompilesmodel.cpp" line="118"/>
        <source>  (limit hit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/recompilesmodel.cpp" line="136"/>
        <source>Function / compile id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/recompilesmodel.cpp" line="138"/>
        <source>Guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/recompilesmodel.cpp" line="140"/>
        <source>What changed</source>
        <translation>Was sich änderte</translation>
    </message>
    <message>
        <location filename="../viewers/models/recompilesmodel.cpp" line="142"/>
        <source>Compile time</source>
        <translation>Kompilierzeit</translation>
    </message>
</context>
<context>
    <name>cs::viewers::SourceView</name>
    <message>
        <location filename="../viewers/widgets/sourceview.cpp" line="29"/>
        <source>(no source recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/sourceview.cpp" line="30"/>
        <source>%1 is not on this machine; as recorded:

%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
