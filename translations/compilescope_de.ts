<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>cs::app::Cli</name>
    <message>
        <location filename="../app/cli/cli.cpp" line="48"/>
        <source>Kernel runner: not installed (%1)</source>
        <translation>Kernel-Runner: nicht installiert (%1)</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="53"/>
        <source>Kernel runner: %1</source>
        <translation>Kernel-Runner: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="56"/>
        <source>Kernel runner: %1 (LibTorch %2)</source>
        <translation>Kernel-Runner: %1 (LibTorch %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="59"/>
        <source>  GPU: %1, compute capability %2, driver %3</source>
        <translation>  GPU: %1, Compute Capability %2, Treiber %3</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="64"/>
        <source>  GPU: none (%1); CPU kernels can still be measured</source>
        <translation>  GPU: keine (%1); CPU-Kernel können trotzdem gemessen werden</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="79"/>
        <source>%1: unknown option %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="85"/>
        <source>%1: give at least one trace file or folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="131"/>
        <source>summary: unknown option %1</source>
        <translation>summary: unbekannte Option %1</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="135"/>
        <source>summary: give at least one trace file or folder</source>
        <translation>summary: mindestens eine Trace-Datei oder einen Ordner angeben</translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="154"/>
        <source>usage: compilescope [--language LANG] [PATH...]   open the GUI (on files or folders)
       compilescope summary [--json] [--verify-checksums] PATH...
                                                   compile overview of a run (text or JSON)
       compilescope explain [--json] PATH...       what to fix first: graph breaks, recompiles, failures
       compilescope --version                      versions of CompileScope and its libraries
       compilescope --help                         this text

PATH is a TORCH_TRACE log (plain, .gz or .zst) or a folder of them; formats are
recognised by content.
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cs::app::FindingsTabs</name>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="58"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="59"/>
        <source>Graph breaks</source>
        <translation>Graph Breaks</translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="60"/>
        <source>Recompiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="61"/>
        <source>Failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="62"/>
        <source>Guards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="63"/>
        <source>Compile time</source>
        <translation>Kompilierzeit</translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="64"/>
        <source>Inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="104"/>
        <source>Graph breaks (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="108"/>
        <source>Recompiles (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="110"/>
        <source>Failures (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="136"/>
        <source>[%1] recorded no guards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="143"/>
        <source>Guards of [%1]: the highlighted one failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/findingstabs.cpp" line="144"/>
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
        <location filename="../viewers/models/breaksmodel.cpp" line="77"/>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/breaksmodel.cpp" line="79"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/breaksmodel.cpp" line="81"/>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/breaksmodel.cpp" line="83"/>
        <source>Compile time</source>
        <translation>Kompilierzeit</translation>
    </message>
    <message>
        <location filename="../viewers/models/breaksmodel.cpp" line="85"/>
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
    <message>
        <location filename="../viewers/models/failuresmodel.cpp" line="58"/>
        <source>recompile limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/failuresmodel.cpp" line="73"/>
        <source>Compile id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/failuresmodel.cpp" line="75"/>
        <source>Function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/failuresmodel.cpp" line="77"/>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/failuresmodel.cpp" line="79"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/models/failuresmodel.cpp" line="81"/>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cs::viewers::Findings</name>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="80"/>
        <source>Graph break: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="81"/>
        <location filename="../viewers/widgets/findinghtml.cpp" line="139"/>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="82"/>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="83"/>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="84"/>
        <source>How to fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="85"/>
        <source>Seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../viewers/widgets/findinghtml.cpp" line="85"/>
        <source>%n time(s), in %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="86"/>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="87"/>
        <source>%1 s of compile time (%2 s in resume functions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="90"/>
        <source>Resumes in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="92"/>
        <source>User stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../viewers/widgets/findinghtml.cpp" line="100"/>
        <source>%1 recompiled %n time(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="101"/>
        <source>Chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="102"/>
        <source>Compile time in recompiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="104"/>
        <source>Storm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="104"/>
        <source>this function recompiles again and again; fix the first guard below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="106"/>
        <source>Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="106"/>
        <source>the recompile limit was hit: later calls run without compilation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="114"/>
        <source>Recompiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="118"/>
        <source>Recompile [%1] of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="119"/>
        <source>Guard that failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="121"/>
        <source>Subject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="121"/>
        <source>, dim %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="122"/>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="123"/>
        <source>Actual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="124"/>
        <source>Cache entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="125"/>
        <source>Made dynamic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="126"/>
        <source>Suggestion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="127"/>
        <source>Every cache entry&apos;s failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="128"/>
        <source>Recorded user line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="135"/>
        <source>Recompile limit hit in %1 [%2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="136"/>
        <source>Compile of %1 [%2] failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="137"/>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="138"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="141"/>
        <source>Restarts</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../viewers/widgets/findinghtml.cpp" line="141"/>
        <source>analysis restarted %n time(s) before failing</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../viewers/widgets/findinghtml.cpp" line="142"/>
        <source>Restart reasons</source>
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
        <translation type="unfinished"></translation>
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
