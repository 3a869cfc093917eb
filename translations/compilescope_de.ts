<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>InferredBreaks</name>
    <message>
        <source>graph break (this torch does not record the reason)</source>
        <translation>Graph-Break (diese torch-Version zeichnet den Grund nicht auf)</translation>
    </message>
    <message>
        <source>This torch writes no graph-break record: the break is known from the resume function %1 that Dynamo compiled after it (compile %2).</source>
        <translation>Diese torch-Version schreibt keinen Graph-Break-Eintrag: Der Break ist an der Fortsetzungsfunktion %1 erkennbar, die Dynamo danach kompiliert hat (Kompilierung %2).</translation>
    </message>
</context>
<context>
    <name>cs::AotCompiles</name>
    <message numerus="yes">
        <source>DDPOptimizer (torch._dynamo.config.optimize_ddp) split the graph at DDP&apos;s gradient-bucket boundaries into %n child graph(s), compiled one by one, so that each bucket&apos;s all-reduce can start as soon as its backward has run</source>
        <translation>
            <numerusform>DDPOptimizer (torch._dynamo.config.optimize_ddp) hat den Graphen an den Grenzen der DDP-Gradienten-Buckets in einen Teilgraphen geteilt, der für sich kompiliert wird, damit der All-Reduce jedes Buckets beginnen kann, sobald sein Backward gelaufen ist</numerusform>
            <numerusform>DDPOptimizer (torch._dynamo.config.optimize_ddp) hat den Graphen an den Grenzen der DDP-Gradienten-Buckets in %n Teilgraphen geteilt, die einzeln kompiliert werden, damit der All-Reduce jedes Buckets beginnen kann, sobald sein Backward gelaufen ist</numerusform>
        </translation>
    </message>
    <message>
        <source> (bucket cap %1 bytes)</source>
        <translation> (Bucket-Obergrenze %1 Byte)</translation>
    </message>
</context>
<context>
    <name>cs::CompileStatus</name>
    <message>
        <source>first compile</source>
        <translation>erste Kompilierung</translation>
    </message>
    <message>
        <source>after reset</source>
        <translation>nach Reset</translation>
    </message>
    <message>
        <source>recompile</source>
        <translation>Neukompilierung</translation>
    </message>
    <message>
        <source>compiled again</source>
        <translation>erneut kompiliert</translation>
    </message>
    <message>
        <source>recompile limit</source>
        <translation>Neukompilierungslimit</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>no metrics</source>
        <translation>keine Metriken</translation>
    </message>
</context>
<context>
    <name>cs::CudaGraphs</name>
    <message numerus="yes">
        <source>below cudagraph_min_partition_size (%n kernel(s))</source>
        <translation>
            <numerusform>unter cudagraph_min_partition_size (ein Kernel)</numerusform>
            <numerusform>unter cudagraph_min_partition_size (%n Kernel)</numerusform>
        </translation>
    </message>
    <message>
        <source> at %1:%2</source>
        <translation> in %1:%2</translation>
    </message>
    <message>
        <source>The compiled code changes an input in place%1; a CUDA graph replays into fixed buffers, so PyTorch ran this region without one. Move the in-place update out of the compiled function, or compute a new tensor and return it (`x = x + 1`, not `x.add_(1)`). Parameters and buffers may be changed in place; a tensor passed in each call may not.</source>
        <translation>Der kompilierte Code ändert eine Eingabe in place%1; ein CUDA-Graph spielt in feste Puffer ab, daher hat PyTorch diese Region ohne einen ausgeführt. Verschieben Sie die In-place-Änderung aus der kompilierten Funktion, oder berechnen Sie einen neuen Tensor und geben Sie ihn zurück (`x = x + 1`, nicht `x.add_(1)`). Parameter und Buffer dürfen in place geändert werden, ein bei jedem Aufruf übergebener Tensor nicht.</translation>
    </message>
    <message>
        <source>A CPU tensor is in the graph%1. Move it to the GPU outside the step (once, at set-up), or turn on graph partitioning (`torch._inductor.config.graph_partition = True`) so only the CPU ops stay outside CUDA graphs.</source>
        <translation>Ein CPU-Tensor ist im Graphen%1. Verschieben Sie ihn außerhalb des Schritts auf die GPU (einmal, beim Einrichten), oder schalten Sie die Graph-Partitionierung ein (`torch._inductor.config.graph_partition = True`), damit nur die CPU-Operationen außerhalb der CUDA-Graphen bleiben.</translation>
    </message>
    <message>
        <source> (graph input `%1`)</source>
        <translation> (Graph-Eingabe `%1`)</translation>
    </message>
    <message>
        <source> (at node `%1`)</source>
        <translation> (bei Knoten `%1`)</translation>
    </message>
    <message>
        <source>The graph uses more than one device: keep each compiled region on one GPU.</source>
        <translation>Der Graph nutzt mehr als ein Gerät: halten Sie jede kompilierte Region auf einer GPU.</translation>
    </message>
    <message>
        <source>An op that cannot run inside a CUDA graph%1 (it waits for the CPU, or is marked unsafe). Turn on graph partitioning (`torch._inductor.config.graph_partition = True`) to capture the rest, or move the op out of the compiled function.</source>
        <translation>Eine Operation, die nicht in einem CUDA-Graphen laufen kann%1 (sie wartet auf die CPU oder ist als unsicher markiert). Schalten Sie die Graph-Partitionierung ein (`torch._inductor.config.graph_partition = True`), um den Rest zu erfassen, oder verschieben Sie die Operation aus der kompilierten Funktion.</translation>
    </message>
    <message>
        <source>A dynamic shape kept CUDA graphs off: mark the size static, or pad inputs to a few sizes (each size then records its own graph).</source>
        <translation>Eine dynamische Form hat CUDA-Graphen verhindert: markieren Sie die Größe als statisch, oder füllen Sie Eingaben auf wenige Größen auf (jede Größe zeichnet dann ihren eigenen Graphen auf).</translation>
    </message>
    <message>
        <source>`torch._inductor.config.triton.cudagraph_or_error = True` turns this skip into an error with a traceback, to find its cause.</source>
        <translation>`torch._inductor.config.triton.cudagraph_or_error = True` macht aus diesem Überspringen einen Fehler mit Traceback, um die Ursache zu finden.</translation>
    </message>
    <message>
        <source>A copy between CPU and GPU%1: move the tensor to the GPU once, outside the step.</source>
        <translation>Eine Kopie zwischen CPU und GPU%1: verschieben Sie den Tensor einmal, außerhalb des Schritts, auf die GPU.</translation>
    </message>
    <message>
        <source>CPU work inside the compiled region%1: keep it on the GPU, or move it out of the compiled function.</source>
        <translation>CPU-Arbeit in der kompilierten Region%1: halten Sie sie auf der GPU, oder verschieben Sie sie aus der kompilierten Funktion.</translation>
    </message>
    <message>
        <source>Too small to be worth a graph (`torch._inductor.config.triton.cudagraph_min_partition_size`).</source>
        <translation>Zu klein, um einen Graphen zu lohnen (`torch._inductor.config.triton.cudagraph_min_partition_size`).</translation>
    </message>
    <message>
        <source>An op whose output size depends on data%1: the CPU must read a value first. Compute the size up front, or keep the op out of the step.</source>
        <translation>Eine Operation, deren Ausgabegröße von Daten abhängt%1: die CPU muss zuerst einen Wert lesen. Berechnen Sie die Größe vorab, oder halten Sie die Operation aus dem Schritt heraus.</translation>
    </message>
    <message>
        <source>Kept outside CUDA graphs by Inductor (%1)%2.</source>
        <translation>Von Inductor außerhalb der CUDA-Graphen gehalten (%1)%2.</translation>
    </message>
    <message numerus="yes">
        <source>re-recorded %n time(s) (an input&apos;s address or a static input changed)</source>
        <translation>
            <numerusform>einmal neu aufgezeichnet (die Adresse einer Eingabe oder eine statische Eingabe hat sich geändert)</numerusform>
            <numerusform>%n-mal neu aufgezeichnet (die Adresse einer Eingabe oder eine statische Eingabe hat sich geändert)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 captured</source>
        <translation>%1 erfasst</translation>
    </message>
    <message>
        <source>%1 partitioned (some ops outside)</source>
        <translation>%1 partitioniert (einige Operationen außerhalb)</translation>
    </message>
    <message>
        <source>%1 skipped</source>
        <translation>%1 übersprungen</translation>
    </message>
    <message>
        <source>%1 not known (no TORCH_LOGS=cudagraphs)</source>
        <translation>%1 unbekannt (kein TORCH_LOGS=cudagraphs)</translation>
    </message>
    <message numerus="yes">
        <source>CUDA graphs: %n compiled region(s) with CUDA graphs on: </source>
        <translation>
            <numerusform>CUDA-Graphen: eine kompilierte Region mit CUDA-Graphen: </numerusform>
            <numerusform>CUDA-Graphen: %n kompilierte Regionen mit CUDA-Graphen: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n other region(s) compiled without them</source>
        <translation>
            <numerusform>; eine weitere Region ohne sie kompiliert</numerusform>
            <numerusform>; %n weitere Regionen ohne sie kompiliert</numerusform>
        </translation>
    </message>
    <message>
        <source>  torch warned: %1 distinct input sizes recorded, a graph each; pad inputs to a few sizes or set `torch._inductor.config.triton.cudagraph_skip_dynamic_graphs = True`</source>
        <translation>  torch warnte: %1 verschiedene Eingabegrößen aufgezeichnet, je ein Graph; füllen Sie Eingaben auf wenige Größen auf oder setzen Sie `torch._inductor.config.triton.cudagraph_skip_dynamic_graphs = True`</translation>
    </message>
    <message numerus="yes">
        <source>  re-record limit hit %n time(s): later input sizes ran without CUDA graphs</source>
        <translation>
            <numerusform>  Grenze für Neuaufzeichnungen einmal erreicht: spätere Eingabegrößen liefen ohne CUDA-Graphen</numerusform>
            <numerusform>  Grenze für Neuaufzeichnungen %n-mal erreicht: spätere Eingabegrößen liefen ohne CUDA-Graphen</numerusform>
        </translation>
    </message>
    <message>
        <source>CUDA graphs skipped for %1 [%2]: %3</source>
        <translation>CUDA-Graphen übersprungen für %1 [%2]: %3</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>Behebung: %1</translation>
    </message>
    <message numerus="yes">
        <source>CUDA graphs partitioned in %1 [%2]: %3 of %n partition(s) captured, ops kept outside:</source>
        <translation>
            <numerusform>CUDA-Graphen partitioniert in %1 [%2]: %3 von einer Partition erfasst, Operationen außerhalb:</numerusform>
            <numerusform>CUDA-Graphen partitioniert in %1 [%2]: %3 von %n Partitionen erfasst, Operationen außerhalb:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)%3</source>
        <translation>%1 (%2)%3</translation>
    </message>
    <message numerus="yes">
        <source>CUDA graph recorded %n time(s) for %1 [%2], a graph per input size</source>
        <translation>
            <numerusform>CUDA-Graph einmal aufgezeichnet für %1 [%2], ein Graph je Eingabegröße</numerusform>
            <numerusform>CUDA-Graph %n-mal aufgezeichnet für %1 [%2], ein Graph je Eingabegröße</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cost: %n kernel launch(es) per call run one by one, outside a CUDA graph</source>
        <translation>
            <numerusform>Kosten: ein Kernel-Start je Aufruf läuft einzeln, außerhalb eines CUDA-Graphen</numerusform>
            <numerusform>Kosten: %n Kernel-Starts je Aufruf laufen einzeln, außerhalb eines CUDA-Graphen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>CUDA graphs were on for %n region(s), but the log has no TORCH_LOGS=cudagraphs lines: a skip found at run time (a mutated input) would not show. Record with TORCH_LOGS=cudagraphs to see it.</source>
        <translation>
            <numerusform>CUDA-Graphen waren für eine Region an, aber das Log hat keine TORCH_LOGS=cudagraphs-Zeilen: ein zur Laufzeit gefundenes Überspringen (eine veränderte Eingabe) wäre nicht zu sehen. Zeichnen Sie mit TORCH_LOGS=cudagraphs auf, um es zu sehen.</numerusform>
            <numerusform>CUDA-Graphen waren für %n Regionen an, aber das Log hat keine TORCH_LOGS=cudagraphs-Zeilen: ein zur Laufzeit gefundenes Überspringen (eine veränderte Eingabe) wäre nicht zu sehen. Zeichnen Sie mit TORCH_LOGS=cudagraphs auf, um es zu sehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>recorded %n time(s), a graph per input size</source>
        <translation>
            <numerusform>einmal aufgezeichnet, ein Graph je Eingabegröße</numerusform>
            <numerusform>%n-mal aufgezeichnet, ein Graph je Eingabegröße</numerusform>
        </translation>
    </message>
    <message>
        <source>no TORCH_LOGS=cudagraphs lines to tell</source>
        <translation>keine TORCH_LOGS=cudagraphs-Zeilen, die es sagen</translation>
    </message>
    <message numerus="yes">
        <source>; %n launch(es) per call outside CUDA graphs</source>
        <translation>
            <numerusform>; ein Start je Aufruf außerhalb von CUDA-Graphen</numerusform>
            <numerusform>; %n Starts je Aufruf außerhalb von CUDA-Graphen</numerusform>
        </translation>
    </message>
    <message>
        <source>pad inputs to a few sizes, or mark the size static; `torch._inductor.config.triton.cudagraph_skip_dynamic_graphs = True` runs such graphs without CUDA graphs</source>
        <translation>füllen Sie Eingaben auf wenige Größen auf, oder markieren Sie die Größe als statisch; `torch._inductor.config.triton.cudagraph_skip_dynamic_graphs = True` führt solche Graphen ohne CUDA-Graphen aus</translation>
    </message>
</context>
<context>
    <name>cs::Diff</name>
    <message>
        <source>%1: expected db:FILE#RUN (RUN: a profile run number)</source>
        <translation>%1: erwartet db:DATEI#LAUF (LAUF: die Nummer eines Profillaufs)</translation>
    </message>
    <message>
        <source>%1: no such profile database</source>
        <translation>%1: keine solche Profildatenbank</translation>
    </message>
    <message>
        <source>%1: the database holds no profile run</source>
        <translation>%1: die Datenbank enthält keinen Profillauf</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versionen</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>unterscheidet sich</translation>
    </message>
    <message>
        <source>Compile time by phase (all compiles; phases nest: Dynamo holds AOT, which holds Inductor)</source>
        <translation>Kompilierzeit nach Phase (alle Kompilierungen; die Phasen sind verschachtelt: Dynamo enthält AOT, das Inductor enthält)</translation>
    </message>
    <message>
        <source>cache hits / misses</source>
        <translation>Cache-Treffer / -Fehlschläge</translation>
    </message>
    <message>
        <source>status %1, compile time %2 → %3 (%4), Dynamo graph nodes %5, kernels %6, guards %7</source>
        <translation>Status %1, Kompilierzeit %2 → %3 (%4), Knoten des Dynamo-Graphen %5, Kernel %6, Guards %7</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>Guard</translation>
    </message>
    <message>
        <source>Compiles (matched by frame and order)</source>
        <translation>Kompilierungen (zugeordnet nach Frame und Reihenfolge)</translation>
    </message>
    <message numerus="yes">
        <source>%n unchanged</source>
        <translation>
            <numerusform>%n unverändert</numerusform>
            <numerusform>%n unverändert</numerusform>
        </translation>
    </message>
    <message>
        <source>Graph breaks (by reason and location)</source>
        <translation>Graph-Breaks (nach Grund und Ort)</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>behoben</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>Recompiles (per function, with the guards that failed)</source>
        <translation>Neukompilierungen (je Funktion, mit den fehlgeschlagenen Guards)</translation>
    </message>
    <message>
        <source>recompiles %1</source>
        <translation>Neukompilierungen %1</translation>
    </message>
    <message>
        <source>dynamic: %1 → %2</source>
        <translation>dynamisch: %1 → %2</translation>
    </message>
    <message>
        <source>Failures and restarts</source>
        <translation>Fehlschläge und Neustarts</translation>
    </message>
    <message>
        <source>attempts %1</source>
        <translation>Versuche %1</translation>
    </message>
    <message>
        <source>Inductor&apos;s passes</source>
        <translation>Passes von Inductor</translation>
    </message>
    <message>
        <source>passes %1, %2 → %3</source>
        <translation>Passes %1, %2 → %3</translation>
    </message>
    <message>
        <source>changed the graph only in A</source>
        <translation>änderten den Graphen nur in A</translation>
    </message>
    <message>
        <source>changed the graph only in B</source>
        <translation>änderten den Graphen nur in B</translation>
    </message>
    <message>
        <source>ran only in A</source>
        <translation>liefen nur in A</translation>
    </message>
    <message>
        <source>ran only in B</source>
        <translation>liefen nur in B</translation>
    </message>
    <message>
        <source>Graphs</source>
        <translation>Graphen</translation>
    </message>
    <message>
        <source>nodes %1 (+%2 −%3), kernels %4</source>
        <translation>Knoten %1 (+%2 −%3), Kernel %4</translation>
    </message>
    <message>
        <source>(not read: over the size budget)</source>
        <translation>(nicht gelesen: über dem Größenbudget)</translation>
    </message>
    <message>
        <source>split</source>
        <translation>aufgeteilt</translation>
    </message>
    <message>
        <source>merged</source>
        <translation>zusammengeführt</translation>
    </message>
    <message>
        <source>Kernels (matched by what they compute: code, then origins, then similar source)</source>
        <translation>Kernel (zugeordnet nach dem, was sie berechnen: Code, dann Herkunft, dann ähnlicher Quelltext)</translation>
    </message>
    <message>
        <source>same code %1, changed %2, only in A %3, only in B %4</source>
        <translation>gleicher Code %1, geändert %2, nur in A %3, nur in B %4</translation>
    </message>
    <message>
        <source>same origins</source>
        <translation>gleiche Herkunft</translation>
    </message>
    <message>
        <source>similar source (%1%)</source>
        <translation>ähnlicher Quelltext (%1%)</translation>
    </message>
    <message>
        <source>same code</source>
        <translation>gleicher Code</translation>
    </message>
    <message>
        <source>autotune candidate</source>
        <translation>Autotuning-Kandidat</translation>
    </message>
    <message>
        <source>Kernel times (profile database: A %1, B %2)</source>
        <translation>Kernelzeiten (Profildatenbank: A %1, B %2)</translation>
    </message>
    <message>
        <source>only one side has a profile run: nothing to compare</source>
        <translation>nur eine Seite hat einen Profillauf: nichts zu vergleichen</translation>
    </message>
    <message>
        <source>measured on different machines: A %1 (%2), B %3 (%4)</source>
        <translation>auf verschiedenen Rechnern gemessen: A %1 (%2), B %3 (%4)</translation>
    </message>
    <message>
        <source>per step (every graph once)</source>
        <translation>pro Schritt (jeder Graph einmal)</translation>
    </message>
    <message>
        <source>Profiler traces: %1 → %2</source>
        <translation>Profiler-Traces: %1 → %2</translation>
    </message>
    <message>
        <source>steps %1 → %2%3</source>
        <translation>Schritte %1 → %2%3</translation>
    </message>
    <message>
        <source>(found as repeating operator sequences)</source>
        <translation>(als sich wiederholende Operatorfolgen gefunden)</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>no steps found: whole traces compared</source>
        <translation>keine Schritte gefunden: ganze Traces verglichen</translation>
    </message>
    <message>
        <source>per step</source>
        <translation>pro Schritt</translation>
    </message>
    <message>
        <source>in total</source>
        <translation>insgesamt</translation>
    </message>
    <message>
        <source>kernel launches %1: %2 → %3</source>
        <translation>Kernel-Starts %1: %2 → %3</translation>
    </message>
    <message>
        <source>GPU busy %1: %2 → %3</source>
        <translation>GPU belegt %1: %2 → %3</translation>
    </message>
    <message>
        <source>CPU operators %1: %2 → %3</source>
        <translation>CPU-Operatoren %1: %2 → %3</translation>
    </message>
    <message>
        <source>peak memory: %1 → %2</source>
        <translation>Spitzenspeicher: %1 → %2</translation>
    </message>
    <message>
        <source>top operators by self time %1:</source>
        <translation>Operatoren mit der meisten Eigenzeit %1:</translation>
    </message>
    <message>
        <source>Autotuning choices</source>
        <translation>Autotuning-Entscheidungen</translation>
    </message>
    <message>
        <source>Ranks (each against rank %1)</source>
        <translation>Ranks (jeder gegen Rank %1)</translation>
    </message>
    <message>
        <source>rank %1: %2 compile ids (rank %3: %4)</source>
        <translation>Rank %1: %2 Compile-IDs (Rank %3: %4)</translation>
    </message>
    <message>
        <source>no divergence</source>
        <translation>keine Abweichung</translation>
    </message>
    <message>
        <source>compile ids only in rank %1</source>
        <translation>Compile-IDs nur in Rank %1</translation>
    </message>
    <message>
        <source>outcome differs</source>
        <translation>Ergebnis unterscheidet sich</translation>
    </message>
    <message>
        <source>graphs differ</source>
        <translation>Graphen unterscheiden sich</translation>
    </message>
    <message>
        <source>guards differ</source>
        <translation>Guards unterscheiden sich</translation>
    </message>
    <message>
        <source>cache results differ</source>
        <translation>Cache-Ergebnisse unterscheiden sich</translation>
    </message>
    <message>
        <source>collective schedule differs in %1:</source>
        <translation>Reihenfolge der Kollektive unterscheidet sich in %1:</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>only in A</source>
        <translation>nur in A</translation>
    </message>
    <message>
        <source>only in B</source>
        <translation>nur in B</translation>
    </message>
    <message>
        <source>faster</source>
        <translation>schneller</translation>
    </message>
    <message>
        <source>slower</source>
        <translation>langsamer</translation>
    </message>
    <message>
        <source>no significant difference</source>
        <translation>kein signifikanter Unterschied</translation>
    </message>
    <message>
        <source>too few samples</source>
        <translation>zu wenige Messungen</translation>
    </message>
    <message>
        <source>A noisy (IQR %1% of the median)</source>
        <translation>A verrauscht (IQR %1% des Medians)</translation>
    </message>
    <message>
        <source>B noisy (IQR %1% of the median)</source>
        <translation>B verrauscht (IQR %1% des Medians)</translation>
    </message>
    <message>
        <source>A has %1 repeats</source>
        <translation>A hat %1 Wiederholungen</translation>
    </message>
    <message>
        <source>B has %1 repeats</source>
        <translation>B hat %1 Wiederholungen</translation>
    </message>
    <message>
        <source>A has no per-repeat times</source>
        <translation>A hat keine Zeiten je Wiederholung</translation>
    </message>
    <message>
        <source>B has no per-repeat times</source>
        <translation>B hat keine Zeiten je Wiederholung</translation>
    </message>
    <message>
        <source>whole frames (Dynamo)</source>
        <translation>ganze Frames (Dynamo)</translation>
    </message>
    <message>
        <source>AOT autograd</source>
        <translation>AOT Autograd</translation>
    </message>
    <message>
        <source>Inductor</source>
        <translation>Inductor</translation>
    </message>
    <message>
        <source>code generation</source>
        <translation>Codeerzeugung</translation>
    </message>
    <message>
        <source>Triton compilation</source>
        <translation>Triton-Kompilierung</translation>
    </message>
    <message>
        <source>autotuning (compile time)</source>
        <translation>Autotuning (beim Kompilieren)</translation>
    </message>
    <message>
        <source>autotuning (first call)</source>
        <translation>Autotuning (erster Aufruf)</translation>
    </message>
    <message>
        <source>backward (Inductor)</source>
        <translation>Rückwärts (Inductor)</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>The runs differ.</source>
        <translation>Die Läufe unterscheiden sich.</translation>
    </message>
    <message>
        <source>No change found.</source>
        <translation>Keine Änderung gefunden.</translation>
    </message>
    <message>
        <source>A&apos;s profile run has no per-repeat times (measured before schema 2): no test can be made</source>
        <translation>Der Profillauf von A hat keine Zeiten je Wiederholung (vor Schema 2 gemessen): kein Test möglich</translation>
    </message>
    <message>
        <source>B&apos;s profile run has no per-repeat times (measured before schema 2): no test can be made</source>
        <translation>Der Profillauf von B hat keine Zeiten je Wiederholung (vor Schema 2 gemessen): kein Test möglich</translation>
    </message>
    <message>
        <source>%1 (%2) could not be read: %3. Only what the other side has is listed.</source>
        <translation>%1 (%2) konnte nicht gelesen werden: %3. Nur was die andere Seite hat, wird aufgeführt.</translation>
    </message>
    <message>
        <source>different %1: A %2, B %3. Differences may come from the %1 rather than from the change under test.</source>
        <translation>unterschiedliches %1: A %2, B %3. Unterschiede können vom %1 statt von der untersuchten Änderung kommen.</translation>
    </message>
    <message>
        <source>both sides use the same profile run (%1): their kernel times are the same measurement</source>
        <translation>beide Seiten nutzen denselben Profillauf (%1): ihre Kernelzeiten sind dieselbe Messung</translation>
    </message>
    <message>
        <source>the runs were recorded from different commands: A `%1`, B `%2`</source>
        <translation>die Läufe wurden mit verschiedenen Befehlen aufgezeichnet: A `%1`, B `%2`</translation>
    </message>
    <message>
        <source>%1 does not say which PyTorch made it (logs before PyTorch 2.6 do not record it)</source>
        <translation>%1 sagt nicht, welches PyTorch es erzeugt hat (Logs vor PyTorch 2.6 halten es nicht fest)</translation>
    </message>
    <message>
        <source>no compiled function is in both runs: these look like runs of different programs or models. They are compared anyway.</source>
        <translation>keine kompilierte Funktion ist in beiden Läufen: das sehen nach Läufen verschiedener Programme oder Modelle aus. Sie werden trotzdem verglichen.</translation>
    </message>
    <message>
        <source>%1 holds no multi-rank run: give two runs to compare</source>
        <translation>%1 enthält keinen Lauf mit mehreren Ranks: geben Sie zwei Läufe zum Vergleich an</translation>
    </message>
    <message>
        <source>(the same graph, fused differently)</source>
        <translation>(derselbe Graph, anders fusioniert)</translation>
    </message>
    <message>
        <source>decision: %1</source>
        <translation>Entscheidung: %1</translation>
    </message>
    <message>
        <source>fused: %1%2</source>
        <translation>fusioniert: %1%2</translation>
    </message>
    <message>
        <source>rejected: %1 [%2]%3</source>
        <translation>abgelehnt: %1 [%2]%3</translation>
    </message>
    <message>
        <source>never scored: %1</source>
        <translation>nie bewertet: %1</translation>
    </message>
    <message>
        <source>%1 and %2 share scheduler nodes</source>
        <translation>%1 und %2 teilen Scheduler-Knoten</translation>
    </message>
    <message>
        <source>not fused, and no line says why (lost to a higher-scored fusion, or refused silently)</source>
        <translation>nicht fusioniert, und keine Zeile sagt warum (einer höher bewerteten Fusion unterlegen oder stillschweigend abgelehnt)</translation>
    </message>
    <message>
        <source>A %1; B %2</source>
        <translation>A %1; B %2</translation>
    </message>
    <message>
        <source>the profile database was not used: %1</source>
        <translation>die Profildatenbank wurde nicht verwendet: %1</translation>
    </message>
    <message>
        <source>%1&apos;s run manifest was not read: %2</source>
        <translation>Das Laufmanifest von %1 wurde nicht gelesen: %2</translation>
    </message>
    <message>
        <source>%1 (%2) was read only in part: %3 of its inputs could not be read (the first: %4)</source>
        <translation>%1 (%2) wurde nur teilweise gelesen: %3 seiner Eingaben konnten nicht gelesen werden (die erste: %4)</translation>
    </message>
    <message>
        <source>%1 (%2) is still being recorded: the comparison holds what was written so far</source>
        <translation>%1 (%2) wird noch aufgezeichnet: der Vergleich enthält, was bisher geschrieben wurde</translation>
    </message>
    <message>
        <source>%1 (%2) is from an interrupted recording: the recorder (pid %3) was killed before the command ended, so the run may be incomplete</source>
        <translation>%1 (%2) stammt aus einer abgebrochenen Aufzeichnung: der Aufzeichner (PID %3) wurde vor dem Ende des Befehls beendet, der Lauf kann unvollständig sein</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n record(s) holding compile times or kernel source lines could not be read, so those facts are missing from the comparison, not absent from the run (the first: %3)</source>
        <translation>
            <numerusform>%1 (%2): ein Eintrag mit Kompilierzeiten oder Quellzeilen von Kerneln konnte nicht gelesen werden; diese Angaben fehlen im Vergleich, nicht im Lauf (der erste: %3)</numerusform>
            <numerusform>%1 (%2): %n Einträge mit Kompilierzeiten oder Quellzeilen von Kerneln konnten nicht gelesen werden; diese Angaben fehlen im Vergleich, nicht im Lauf (der erste: %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>Not compared: a side could not be read. Below is only what the other side has.</source>
        <translation>Nicht verglichen: Eine Seite konnte nicht gelesen werden. Unten steht nur, was die andere Seite enthält.</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
    <message>
        <source>Settings: the same in both runs (Dynamo and Inductor config as recorded)</source>
        <translation>Einstellungen: in beiden Läufen gleich (Dynamo- und Inductor-Konfiguration wie aufgezeichnet)</translation>
    </message>
    <message numerus="yes">
        <source>Settings that differ (%n, Dynamo and Inductor config as recorded)</source>
        <translation>
            <numerusform>Abweichende Einstellungen (eine, Dynamo- und Inductor-Konfiguration wie aufgezeichnet)</numerusform>
            <numerusform>Abweichende Einstellungen (%n, Dynamo- und Inductor-Konfiguration wie aufgezeichnet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more (--verbose lists them)</source>
        <translation>
            <numerusform>eine weitere (--verbose listet sie)</numerusform>
            <numerusform>%n weitere (--verbose listet sie)</numerusform>
        </translation>
    </message>
    <message>
        <source>not compared: %1</source>
        <translation>nicht verglichen: %1</translation>
    </message>
    <message>
        <source>guard check, one per compile</source>
        <translation>Guard-Prüfung, eine je Kompilierung</translation>
    </message>
    <message>
        <source>, guard check %1 → %2 µs</source>
        <translation>, Guard-Prüfung %1 → %2 µs</translation>
    </message>
    <message>
        <source>* set for the compiled graphs by torch.compile&apos;s mode or options (the FX graph cache key)</source>
        <translation>* für die kompilierten Graphen von mode oder options von torch.compile gesetzt (laut FX-Graph-Cache-Schlüssel)</translation>
    </message>
    <message numerus="yes">
        <source>%n setting(s) differ only in an install path (%1): where each run&apos;s Python and libraries live</source>
        <translation>
            <numerusform>eine Einstellung unterscheidet sich nur im Installationspfad (%1): wo Python und die Bibliotheken des jeweiligen Laufs liegen</numerusform>
            <numerusform>%n Einstellungen unterscheiden sich nur im Installationspfad (%1): wo Python und die Bibliotheken des jeweiligen Laufs liegen</numerusform>
        </translation>
    </message>
    <message>
        <source>source edited between the runs (a line its graph recorded reads differently)</source>
        <translation>Quelltext zwischen den Läufen bearbeitet (eine vom Graphen aufgezeichnete Zeile lautet anders)</translation>
    </message>
    <message>
        <source>source moved in its file</source>
        <translation>Quelltext in seiner Datei verschoben</translation>
    </message>
    <message>
        <source>, first line %1 → %2</source>
        <translation>, erste Zeile %1 → %2</translation>
    </message>
    <message>
        <source>global state %1: %2 → %3</source>
        <translation>globaler Zustand %1: %2 → %3</translation>
    </message>
    <message>
        <source>global state %1: %2, not tracked by A&apos;s torch</source>
        <translation>globaler Zustand %1: %2, vom torch der Seite A nicht erfasst</translation>
    </message>
    <message>
        <source>global state %1: %2, not tracked by B&apos;s torch</source>
        <translation>globaler Zustand %1: %2, vom torch der Seite B nicht erfasst</translation>
    </message>
    <message numerus="yes">
        <source>%n guard(s) printed differently by the other torch (the same check), not listed</source>
        <translation>
            <numerusform>ein Guard, den das andere torch anders ausgibt (dieselbe Prüfung), nicht aufgeführt</numerusform>
            <numerusform>%n Guards, die das andere torch anders ausgibt (dieselbe Prüfung), nicht aufgeführt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s profile run has %n result(s) without a code hash (saved before schema 2) whose traces are not here: they cannot be matched, since kernels are never matched by name</source>
        <translation>
            <numerusform>Der Profillauf von %1 hat %n Ergebnis ohne Code-Hash (vor Schema 2 gespeichert), dessen Traces nicht hier sind: es kann nicht zugeordnet werden, da Kernel nie nach Namen zugeordnet werden</numerusform>
            <numerusform>Der Profillauf von %1 hat %n Ergebnisse ohne Code-Hash (vor Schema 2 gespeichert), deren Traces nicht hier sind: sie können nicht zugeordnet werden, da Kernel nie nach Namen zugeordnet werden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) has %n problem(s) where it was read (the first: %3): what it lacks there is missing from the comparison, not gone from the run</source>
        <translation>
            <numerusform>%1 (%2) hat %n Problem beim Lesen (%3): was dort fehlt, fehlt im Vergleich, ist aber nicht aus dem Lauf verschwunden</numerusform>
            <numerusform>%1 (%2) hat %n Probleme beim Lesen (das erste: %3): was dort fehlt, fehlt im Vergleich, ist aber nicht aus dem Lauf verschwunden</numerusform>
        </translation>
    </message>
    <message>
        <source>its configs timed at the first launch</source>
        <translation>seine Configs, beim ersten Start gemessen</translation>
    </message>
    <message>
        <source>coordinate descent</source>
        <translation>Koordinatenabstieg</translation>
    </message>
    <message>
        <source>Graph breaks fixed %1, new %2; functions recompiling differently %3; failures gone %4, new %5; compiles changed %6, only in A %7, only in B %8; kernels changed %9, only in A %10, only in B %11; measured times faster %12, slower %13.</source>
        <translation>Graph-Breaks behoben %1, neu %2; Funktionen mit anderen Neukompilierungen %3; Fehlschläge weg %4, neu %5; Kompilierungen geändert %6, nur in A %7, nur in B %8; Kernel geändert %9, nur in A %10, nur in B %11; gemessene Zeiten schneller %12, langsamer %13.</translation>
    </message>
    <message>
        <source>Compile time %1 → %2 (%3)</source>
        <translation>Kompilierzeit %1 → %2 (%3)</translation>
    </message>
    <message>
        <source>, and the backward compiled later %1 → %2</source>
        <translation>, dazu der später kompilierte Backward %1 → %2</translation>
    </message>
    <message numerus="yes">
        <source>… %n more guard change(s): %1 removed, %2 added in all (--verbose lists them; the JSON has every one)</source>
        <translation>
            <numerusform>… %n weitere Guard-Änderung: insgesamt %1 entfernt, %2 hinzugefügt (--verbose listet sie; das JSON enthält alle)</numerusform>
            <numerusform>… %n weitere Guard-Änderungen: insgesamt %1 entfernt, %2 hinzugefügt (--verbose listet sie; das JSON enthält alle)</numerusform>
        </translation>
    </message>
    <message>
        <source>Compile time summed over ranks (%1 and %2 logs) %3 → %4 (%5)</source>
        <translation>Kompilierzeit, über die Ranks summiert (%1 und %2 Logs), %3 → %4 (%5)</translation>
    </message>
</context>
<context>
    <name>cs::Explain</name>
    <message>
        <source>%1 (now dynamic)</source>
        <translation>%1 (jetzt dynamisch)</translation>
    </message>
    <message>
        <source>`torch._dynamo.config.%1` = %2: raise it only if this many compiles are expected; otherwise fix the recompiles of this function</source>
        <translation>`torch._dynamo.config.%1` = %2: nur erhöhen, wenn so viele Kompilierungen zu erwarten sind; sonst die Neukompilierungen dieser Funktion beheben</translation>
    </message>
    <message>
        <source>`torch._dynamo.config.%1` was reached: raise it only if this many compiles are expected; otherwise fix the recompiles of this function</source>
        <translation>`torch._dynamo.config.%1` wurde erreicht: nur erhöhen, wenn so viele Kompilierungen zu erwarten sind; sonst die Neukompilierungen dieser Funktion beheben</translation>
    </message>
    <message>
        <source>attempt %1 failed as well (%2)</source>
        <translation>Versuch %1 schlug ebenfalls fehl (%2)</translation>
    </message>
    <message numerus="yes">
        <source>attempt %1 compiled a graph of %n operation(s)</source>
        <translation>
            <numerusform>Versuch %1 kompilierte einen Graphen mit %n Operation</numerusform>
            <numerusform>Versuch %1 kompilierte einen Graphen mit %n Operationen</numerusform>
        </translation>
    </message>
    <message>
        <source>attempt %1 compiled no graph</source>
        <translation>Versuch %1 kompilierte keinen Graphen</translation>
    </message>
    <message>
        <source> up to line %1 (%2)</source>
        <translation> bis Zeile %1 (%2)</translation>
    </message>
    <message>
        <source>; the rest runs in %1 (compile %2)</source>
        <translation>; der Rest läuft in %1 (Kompilierung %2)</translation>
    </message>
    <message>
        <source>the input</source>
        <translation>die Eingabe</translation>
    </message>
    <message>
        <source> at dim %1</source>
        <translation> in Dimension %1</translation>
    </message>
    <message>
        <source>%1 arrived as %2 where the earlier compile saw %3. Fix the dtype where %1 is produced (e.g. `.to(torch.%4)`), unless one compiled version per dtype is intended.</source>
        <translation>%1 kam als %2 an, wo die frühere Kompilierung %3 sah. Korrigieren Sie den dtype dort, wo %1 entsteht (z. B. `.to(torch.%4)`), sofern nicht eine kompilierte Version je dtype beabsichtigt ist.</translation>
    </message>
    <message>
        <source>%1 arrived with another memory layout (stride at dim %2: %3), e.g. a transposed view. Call `.contiguous()` on it before the compiled function, or keep its layout consistent.</source>
        <translation>%1 kam mit einem anderen Speicherlayout an (Stride in Dimension %2: %3), z. B. als transponierte View. Rufen Sie vor der kompilierten Funktion `.contiguous()` darauf auf oder halten Sie das Layout gleich.</translation>
    </message>
    <message>
        <source>%1 moved between devices or dispatch modes (%2). Keep it on one device for every call.</source>
        <translation>%1 wechselte zwischen Geräten oder Dispatch-Modi (%2). Lassen Sie es bei jedem Aufruf auf demselben Gerät.</translation>
    </message>
    <message>
        <source>%1 changed requires_grad (%2). Call the compiled function consistently inside or outside `torch.no_grad()`, or `.detach()` the input.</source>
        <translation>%1 änderte requires_grad (%2). Rufen Sie die kompilierte Funktion durchgehend innerhalb oder außerhalb von `torch.no_grad()` auf, oder lösen Sie die Eingabe mit `.detach()`.</translation>
    </message>
    <message>
        <source>the call site</source>
        <translation>der Aufrufstelle</translation>
    </message>
    <message>
        <source>: expected %1</source>
        <translation>: erwartet %1</translation>
    </message>
    <message>
        <source>What to fix first</source>
        <translation>Was zuerst zu beheben ist</translation>
    </message>
    <message>
        <source>Recompile limit hit in %1 [%2] at %3: later calls run without compilation.</source>
        <translation>Neukompilierungslimit erreicht in %1 [%2] bei %3: spätere Aufrufe laufen ohne Kompilierung.</translation>
    </message>
    <message>
        <source>worth an issue report to PyTorch</source>
        <translation>eine Fehlermeldung an PyTorch wert</translation>
    </message>
    <message>
        <source>unknown location</source>
        <translation>unbekannte Stelle</translation>
    </message>
    <message>
        <source>Compile failed in %1 [%2] at %3: %4</source>
        <translation>Kompilierung fehlgeschlagen in %1 [%2] bei %3: %4</translation>
    </message>
    <message numerus="yes">
        <source>analysis restarted %n time(s) before failing</source>
        <translation>
            <numerusform>Analyse vor dem Fehlschlag %n-mal neu gestartet</numerusform>
            <numerusform>Analyse vor dem Fehlschlag %n-mal neu gestartet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recompile storm: %1 (%2) recompiled %n time(s), %3 of compile time</source>
        <translation>
            <numerusform>Neukompilierungssturm: %1 (%2) wurde %n-mal neu kompiliert, %3 Kompilierzeit</numerusform>
            <numerusform>Neukompilierungssturm: %1 (%2) wurde %n-mal neu kompiliert, %3 Kompilierzeit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recompiles: %1 (%2) recompiled %n time(s), %3 of compile time</source>
        <translation>
            <numerusform>Neukompilierungen: %1 (%2) wurde %n-mal neu kompiliert, %3 Kompilierzeit</numerusform>
            <numerusform>Neukompilierungen: %1 (%2) wurde %n-mal neu kompiliert, %3 Kompilierzeit</numerusform>
        </translation>
    </message>
    <message>
        <source>, then hit the recompile limit</source>
        <translation>, dann das Neukompilierungslimit erreicht</translation>
    </message>
    <message>
        <source>made dynamic: %1</source>
        <translation>dynamisch gemacht: %1</translation>
    </message>
    <message>
        <source>older entry %1: %2</source>
        <translation>älterer Eintrag %1: %2</translation>
    </message>
    <message>
        <source>fix [%1]: %2</source>
        <translation>Behebung [%1]: %2</translation>
    </message>
    <message>
        <source>Graph break at %1 (%2x, %3 of compile time): %4</source>
        <translation>Graph-Break bei %1 (%2×, %3 Kompilierzeit): %4</translation>
    </message>
    <message numerus="yes">
        <source>runtime: %1 ms outside compiled graphs over %n call(s) (%2 µs per call; profiler trace)</source>
        <translation>
            <numerusform>Laufzeit: %1 ms außerhalb kompilierter Graphen über %n Aufruf (%2 µs pro Aufruf; Profiler-Trace)</numerusform>
            <numerusform>Laufzeit: %1 ms außerhalb kompilierter Graphen über %n Aufrufe (%2 µs pro Aufruf; Profiler-Trace)</numerusform>
        </translation>
    </message>
    <message>
        <source>why: %1</source>
        <translation>warum: %1</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>Behebung: %1</translation>
    </message>
    <message>
        <source>resumes in: %1</source>
        <translation>fortgesetzt in: %1</translation>
    </message>
    <message>
        <source>more: %1</source>
        <translation>mehr: %1</translation>
    </message>
    <message>
        <source>compile ids: %1</source>
        <translation>Compile-IDs: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) [%3] captured 0 operations in %n compile(s)</source>
        <translation>
            <numerusform>%1 (%2) [%3] erfasste 0 Operationen in %n Kompilierung</numerusform>
            <numerusform>%1 (%2) [%3] erfasste 0 Operationen in %n Kompilierungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Restarted analyses</source>
        <translation>Neu gestartete Analysen</translation>
    </message>
    <message numerus="yes">
        <source>%n restart(s), %1 of tracing discarded</source>
        <translation>
            <numerusform>%n Neustart, %1 Tracing verworfen</numerusform>
            <numerusform>%n Neustarts, %1 Tracing verworfen</numerusform>
        </translation>
    </message>
    <message>
        <source>because: %1</source>
        <translation>weil: %1</translation>
    </message>
    <message>
        <source>then: %1</source>
        <translation>danach: %1</translation>
    </message>
    <message>
        <source>Nothing of torch.compile to fix here: these files hold no compile records.</source>
        <translation>Hier gibt es nichts an torch.compile zu beheben: diese Dateien enthalten keine Kompilierungs-Records.</translation>
    </message>
    <message>
        <source>Nothing to fix: no graph breaks, recompiles or failures were recorded.</source>
        <translation>Nichts zu beheben: Es wurden keine Graph-Breaks, Neukompilierungen oder Fehlschläge aufgezeichnet.</translation>
    </message>
    <message>
        <source>Nothing was compiled: no frame reached Dynamo in this run.</source>
        <translation>Nichts wurde kompiliert: in diesem Lauf erreichte kein Frame Dynamo.</translation>
    </message>
    <message>
        <source>this break is in DistributedDataParallel&apos;s own bookkeeping, which runs eagerly either way; your model&apos;s forward was compiled on its own (%1). It costs compile time only: compiling the model inside DDP, `DDP(torch.compile(model))`, avoids it.</source>
        <translation>dieser Break liegt in der eigenen Verwaltung von DistributedDataParallel, die so oder so eager läuft; der Forward Ihres Modells wurde für sich kompiliert (%1). Er kostet nur Kompilierzeit: das Modell innerhalb von DDP zu kompilieren, `DDP(torch.compile(model))`, vermeidet ihn.</translation>
    </message>
    <message>
        <source>DistributedDataParallel&apos;s own forward cannot be traced whole, so compiling the DDP wrapper leaves your model to eager code. Compile the model inside DDP instead: `DDP(torch.compile(model))`.</source>
        <translation>Das eigene forward von DistributedDataParallel lässt sich nicht als Ganzes tracen; wird der DDP-Wrapper kompiliert, bleibt Ihr Modell Eager-Code. Kompilieren Sie stattdessen das Modell innerhalb von DDP: `DDP(torch.compile(model))`.</translation>
    </message>
    <message>
        <source> (guard %1)</source>
        <translation> (Guard %1)</translation>
    </message>
    <message>
        <source>A tensor that the code after a graph break received from before it changed size%1 (%2). Remove the graph break in this function so it compiles as one graph, or compile with `dynamic=True`.</source>
        <translation>Ein Tensor, den der Code nach einem Graph-Break von davor erhielt, änderte seine Größe%1 (%2). Entfernen Sie den Graph-Break in dieser Funktion, damit sie als ein Graph kompiliert, oder kompilieren Sie mit `dynamic=True`.</translation>
    </message>
    <message>
        <source>The sizes are dynamic already: the code at %1 (%2) decided on them%3, and each side of that decision is a graph of its own, compiled once when a call first takes it. Marking inputs dynamic changes nothing here; to compile one graph only, take the decision before calling the compiled function.</source>
        <translation>Die Größen sind bereits dynamisch: der Code bei %1 (%2) hat über sie entschieden%3, und jede Seite dieser Entscheidung ist ein eigener Graph, einmal kompiliert, wenn ein Aufruf sie zum ersten Mal nimmt. Eingaben als dynamisch zu markieren ändert hier nichts; um nur einen Graphen zu kompilieren, die Entscheidung vor dem Aufruf der kompilierten Funktion treffen.</translation>
    </message>
    <message>
        <source>one line</source>
        <translation>einer Zeile</translation>
    </message>
    <message>
        <source>%1 went from the prompt&apos;s length (%2) to one token per decoding step: generation compiles the prompt step and the decoding step once each. Expected, and paid once; nothing to change here (what recompiles at every step after it is worth fixing).</source>
        <translation>%1 wechselte von der Länge des Prompts (%2) zu einem Token pro Dekodierschritt: die Generierung kompiliert den Prompt-Schritt und den Dekodierschritt je einmal. Erwartet und nur einmal bezahlt; hier ist nichts zu ändern (was danach bei jedem Schritt neu kompiliert, lohnt die Behebung).</translation>
    </message>
    <message>
        <source>%1 is Hugging Face&apos;s generation cache, which grows by one position per generated token (dim %2: %3), so decoding recompiles. Generate with a static cache, sized once: `model.generate(..., cache_implementation=&quot;static&quot;)` (or set `model.generation_config.cache_implementation = &quot;static&quot;`).</source>
        <translation>%1 ist der Generierungs-Cache von Hugging Face, der pro erzeugtem Token um eine Position wächst (Dimension %2: %3), daher kompiliert das Dekodieren neu. Generieren Sie mit einem statischen Cache, einmal dimensioniert: `model.generate(..., cache_implementation=&quot;static&quot;)` (oder setzen Sie `model.generation_config.cache_implementation = &quot;static&quot;`).</translation>
    </message>
    <message>
        <source>on the tensor you pass as %1</source>
        <translation>auf dem Tensor, den Sie als %1 übergeben,</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <source>%1 was None in one call and not in another%2; each case is its own graph. Pass the same kind of value every time (e.g. a tensor of zeros instead of None).</source>
        <translation>%1 war in einem Aufruf None und in einem anderen nicht%2; jeder Fall ist ein eigener Graph. Übergeben Sie jedes Mal dieselbe Art von Wert (z. B. einen Tensor aus Nullen statt None).</translation>
    </message>
    <message>
        <source>%1 is a Python number that Dynamo specialised on%2, so every new value recompiles. Pass it as a 0-d tensor (`torch.tensor(value)`): its value is then data, not part of the graph.</source>
        <translation>%1 ist eine Python-Zahl, auf die Dynamo spezialisiert hat%2, daher kompiliert jeder neue Wert neu. Übergeben Sie sie als 0-d-Tensor (`torch.tensor(value)`): ihr Wert ist dann Daten, nicht Teil des Graphen.</translation>
    </message>
    <message>
        <source>%1 is a flag or constant the code branches on%2: one compile per value is how Dynamo handles it. If it takes many values, move that choice out of the compiled function or make it a tensor.</source>
        <translation>%1 ist ein Schalter oder eine Konstante, nach der der Code verzweigt%2: eine Kompilierung pro Wert ist Dynamos Weg damit. Nimmt er viele Werte an, verlegen Sie diese Wahl aus der kompilierten Funktion oder machen Sie ihn zu einem Tensor.</translation>
    </message>
    <message>
        <source>The compiled function was called with another number of %1 arguments than before%2: each set of arguments is its own graph. Pass the same arguments on every call (always pass an optional one, e.g. as None, or never); in Hugging Face generation the prompt step and the decoding steps differ once, as expected.</source>
        <translation>Die kompilierte Funktion wurde mit einer anderen Anzahl von %1 Argumenten aufgerufen als zuvor%2: jede Menge von Argumenten ist ein eigener Graph. Übergeben Sie bei jedem Aufruf dieselben Argumente (ein optionales immer, z. B. als None, oder nie); bei der Generierung mit Hugging Face unterscheiden sich Prompt-Schritt und Dekodierschritte einmal, wie erwartet.</translation>
    </message>
    <message>
        <source>keyword</source>
        <translation>Schlüsselwort-</translation>
    </message>
    <message>
        <source>positional</source>
        <translation>Positions-</translation>
    </message>
    <message>
        <source>%1 is a list or tuple whose length Dynamo specialised on%2, so each new length compiles again. If its items are tensors of one shape, pass one stacked tensor instead (`t = torch.stack(...)`, with `torch._dynamo.mark_dynamic(t, 0)` when the length varies); otherwise keep the length fixed.</source>
        <translation>%1 ist eine Liste oder ein Tupel, auf dessen Länge Dynamo spezialisiert hat%2, daher kompiliert jede neue Länge neu. Sind die Elemente Tensoren einer Form, übergeben Sie stattdessen einen gestapelten Tensor (`t = torch.stack(...)`, mit `torch._dynamo.mark_dynamic(t, 0)`, wenn die Länge variiert); sonst halten Sie die Länge statisch.</translation>
    </message>
    <message>
        <source>%1 was a tensor in one call and None in another; each case is its own graph. Pass the same kind of value every time (e.g. a tensor of zeros instead of None).</source>
        <translation>%1 war in einem Aufruf ein Tensor und in einem anderen None; jeder Fall ist ein eigener Graph. Übergeben Sie jedes Mal dieselbe Art von Wert (z. B. einen Tensor aus Nullen statt None).</translation>
    </message>
    <message>
        <source>%1 changed type between calls%2. Pass the same type every time.</source>
        <translation>%1 änderte den Typ zwischen Aufrufen%2. Übergeben Sie jedes Mal denselben Typ.</translation>
    </message>
    <message>
        <source> (it was a %1)</source>
        <translation> (es war ein %1)</translation>
    </message>
    <message>
        <source>%1 is a different object than in the earlier call: each distinct function or object compiles its own graph. Pass the same object every time (create it once and reuse it), or make the choice outside the compiled function.</source>
        <translation>%1 ist ein anderes Objekt als beim früheren Aufruf: jede eigene Funktion oder jedes eigene Objekt kompiliert einen eigenen Graphen. Übergeben Sie jedes Mal dasselbe Objekt (einmal erzeugen und wiederverwenden) oder treffen Sie die Wahl außerhalb der kompilierten Funktion.</translation>
    </message>
    <message>
        <source>Global torch state (grad mode, autocast, deterministic algorithms, default device, ...) differs from the earlier call. Keep it the same around the compiled call.</source>
        <translation>Der globale torch-Zustand (Grad-Modus, Autocast, deterministische Algorithmen, Standardgerät, ...) weicht vom früheren Aufruf ab. Halten Sie ihn um den kompilierten Aufruf herum gleich.</translation>
    </message>
    <message>
        <source>%1 was marked dynamic (`torch._dynamo.mark_dynamic`) after an earlier compile had seen it unmarked. Mark it before the first call, every time, so one compile serves both.</source>
        <translation>%1 wurde dynamisch markiert (`torch._dynamo.mark_dynamic`), nachdem eine frühere Kompilierung es unmarkiert gesehen hatte. Markieren Sie es jedes Mal vor dem ersten Aufruf, damit eine Kompilierung beides abdeckt.</translation>
    </message>
    <message>
        <source>An attribute of %1 was added or removed between calls (%2). Set its attributes once, before the first compiled call, and leave them.</source>
        <translation>Ein Attribut von %1 wurde zwischen Aufrufen hinzugefügt oder entfernt (%2). Setzen Sie seine Attribute einmal vor dem ersten kompilierten Aufruf und lassen Sie sie dann unverändert.</translation>
    </message>
    <message>
        <source>The guard %1 failed. Check what differs between the calls at %2.</source>
        <translation>Der Guard %1 schlug fehl. Prüfen Sie, was sich zwischen den Aufrufen bei %2 unterscheidet.</translation>
    </message>
    <message>
        <source>Coverage: %1</source>
        <translation>Abdeckung: %1</translation>
    </message>
    <message>
        <source>[library code]</source>
        <translation>[Bibliothekscode]</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weiterer</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Dynamo compiled its decorator&apos;s wrapper: %1</source>
        <translation>Dynamo kompilierte den Wrapper ihres Dekorators: %1</translation>
    </message>
    <message>
        <source>this break is inside %1&apos;s code, not yours</source>
        <translation>dieser Graph-Break liegt im Code von %1, nicht in Ihrem</translation>
    </message>
    <message>
        <source>your code reaches it at %1 (%2)</source>
        <translation>Ihr Code erreicht ihn bei %1 (%2)</translation>
    </message>
    <message>
        <source>PyTorch&apos;s hint: %1</source>
        <translation>Hinweis von PyTorch: %1</translation>
    </message>
    <message>
        <source>export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>torch.export failed [%1] at %2: %3</source>
        <translation>torch.export fehlgeschlagen [%1] bei %2: %3</translation>
    </message>
    <message>
        <source>Input: %1</source>
        <translation>Eingabe: %1</translation>
    </message>
    <message numerus="yes">
        <source>No torch.compile in this run: %n torch.export call(s)</source>
        <translation>
            <numerusform>Kein torch.compile in diesem Lauf: ein torch.export-Aufruf</numerusform>
            <numerusform>Kein torch.compile in diesem Lauf: %n torch.export-Aufrufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n of them failed</source>
        <translation>
            <numerusform>, einer davon fehlgeschlagen</numerusform>
            <numerusform>, %n davon fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>No torch.compile in this run</source>
        <translation>Kein torch.compile in diesem Lauf</translation>
    </message>
    <message>
        <source>No frame of yours was compiled</source>
        <translation>Kein Frame Ihres Codes wurde kompiliert</translation>
    </message>
    <message>
        <source>; Inductor ran %1 outside Dynamo</source>
        <translation>; Inductor hat %1 außerhalb von Dynamo ausgeführt</translation>
    </message>
    <message numerus="yes">
        <source>%n ahead-of-time compile(s)</source>
        <translation>
            <numerusform>%n Vorab-Kompilierung</numerusform>
            <numerusform>%n Vorab-Kompilierungen</numerusform>
        </translation>
    </message>
    <message>
        <source> (AOTInductor)</source>
        <translation> (AOTInductor)</translation>
    </message>
    <message>
        <source>, %1 s in all</source>
        <translation>, %1 s insgesamt</translation>
    </message>
    <message>
        <source>, %1 failed</source>
        <translation>, %1 fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>%n function(s) compiled; this log does not record how many operations they captured</source>
        <translation>
            <numerusform>%n Funktion kompiliert; dieses Log hält nicht fest, wie viele Operationen sie erfasste</numerusform>
            <numerusform>%n Funktionen kompiliert; dieses Log hält nicht fest, wie viele Operationen sie erfassten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) captured</source>
        <translation>
            <numerusform>%n Operation erfasst</numerusform>
            <numerusform>%n Operationen erfasst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in %1 of %n compiled function(s)</source>
        <translation>
            <numerusform> in %1 von %n kompilierten Funktion</numerusform>
            <numerusform> in %1 von %n kompilierten Funktionen</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 on %2 ranks)</source>
        <translation> (%1 auf %2 Ranks)</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s)</source>
        <translation>
            <numerusform>%n Frame</numerusform>
            <numerusform>%n Frames</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n frame(s))</source>
        <translation>
            <numerusform> (%n Frame)</numerusform>
            <numerusform> (%n Frames)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n function(s) captured no operation</source>
        <translation>
            <numerusform>; %n Funktion erfasste keine Operation</numerusform>
            <numerusform>; %n Funktionen erfassten keine Operation</numerusform>
        </translation>
    </message>
    <message>
        <source>The recompile limit was hit (`torch._dynamo.config.%1` = %2): this call now runs eagerly. Fix the guard below rather than raising the limit, unless the set of values is small and known. </source>
        <translation>Das Neukompilierungslimit wurde erreicht (`torch._dynamo.config.%1` = %2): dieser Aufruf läuft jetzt eager. Beheben Sie den Guard unten, statt das Limit zu erhöhen, es sei denn, die Menge der Werte ist klein und bekannt. </translation>
    </message>
    <message>
        <source>The recompile limit was hit: this call now runs eagerly. Fix the guard below rather than raising `torch._dynamo.config.%1`, unless the set of values is small and known. </source>
        <translation>Das Neukompilierungslimit wurde erreicht: dieser Aufruf läuft jetzt eager. Beheben Sie den Guard unten, statt `torch._dynamo.config.%1` zu erhöhen, es sei denn, die Menge der Werte ist klein und bekannt. </translation>
    </message>
    <message>
        <source>warning: %1 has changed since the run; line %2 now reads: %3</source>
        <translation>Warnung: %1 wurde seit dem Lauf geändert; Zeile %2 lautet jetzt: %3</translation>
    </message>
    <message>
        <source>fundamental (Dynamo will not trace this: work around it)</source>
        <translation>grundsätzlich (Dynamo wird dies nicht tracen: umgehen Sie es)</translation>
    </message>
    <message>
        <source>supportable (Dynamo could learn to trace it: worth reporting if it costs you)</source>
        <translation>unterstützbar (Dynamo könnte lernen, es zu tracen: melden lohnt sich, wenn es Sie Zeit kostet)</translation>
    </message>
    <message>
        <source>a user error (the code would fail in eager too)</source>
        <translation>ein Anwenderfehler (der Code schlüge auch im Eager-Modus fehl)</translation>
    </message>
    <message>
        <source>likely a Dynamo bug (report it)</source>
        <translation>wahrscheinlich ein Dynamo-Fehler (melden Sie ihn)</translation>
    </message>
    <message>
        <source>difficult to debug</source>
        <translation>schwer zu untersuchen</translation>
    </message>
    <message>
        <source>caused by an earlier graph break (fix that one first)</source>
        <translation>verursacht durch einen früheren Graph-Break (beheben Sie zuerst diesen)</translation>
    </message>
    <message>
        <source>inference mode checks (use torch.no_grad)</source>
        <translation>Inferenzmodus-Abfragen (verwenden Sie torch.no_grad)</translation>
    </message>
    <message>
        <source>sparse tensors</source>
        <translation>dünnbesetzte Tensoren</translation>
    </message>
    <message>
        <source>PyTorch calls it: %1</source>
        <translation>PyTorch nennt ihn: %1</translation>
    </message>
    <message>
        <source>graph break %1</source>
        <translation>Graph-Break %1</translation>
    </message>
    <message>
        <source>graph break %1, PyTorch calls it: %2</source>
        <translation>Graph-Break %1, PyTorch nennt ihn: %2</translation>
    </message>
    <message>
        <source>the limit: %1</source>
        <translation>die Grenze: %1</translation>
    </message>
    <message>
        <source>a value carried over a graph break</source>
        <translation>ein über einen Graph-Break übergebener Wert</translation>
    </message>
    <message>
        <source> (Dynamo hands values that are on the stack at a graph break to the code after it; removing the graph break in this function removes this guard.)</source>
        <translation> (Dynamo übergibt Werte, die beim Graph-Break auf dem Stack liegen, an den Code danach; wer den Graph-Break in dieser Funktion entfernt, entfernt auch diesen Guard.)</translation>
    </message>
    <message>
        <source>A value the code after a graph break received from before it differs from the earlier call, so the code after the break compiled again. Remove the graph break in this function so it compiles as one graph.</source>
        <translation>Ein Wert, den der Code nach einem Graph-Break von davor erhielt, unterscheidet sich vom früheren Aufruf, daher wurde der Code nach dem Graph-Break erneut kompiliert. Entfernen Sie den Graph-Break in dieser Funktion, damit sie als ein Graph kompiliert wird.</translation>
    </message>
    <message>
        <source>`torch._dynamo.config.%1` = %2: later calls of this frame run eagerly. Fix the guard that keeps failing rather than raising the limit. </source>
        <translation>`torch._dynamo.config.%1` = %2: spätere Aufrufe dieses Frames laufen eager. Beheben Sie den Guard, der immer wieder fehlschlägt, statt das Limit zu erhöhen. </translation>
    </message>
    <message>
        <source>TORCH_LOGS text only: graph breaks, recompiles and recompile-limit warnings as logged (a structured trace, TORCH_TRACE, also says what was compiled and how much)</source>
        <translation>Nur TORCH_LOGS-Text: Graph-Breaks, Neukompilierungen und Warnungen zum Neukompilierungslimit wie geloggt (ein strukturierter Trace, TORCH_TRACE, sagt auch, was und wie viel kompiliert wurde)</translation>
    </message>
    <message>
        <source>on the tensor a decorator&apos;s wrapper receives as %1</source>
        <translation>auf dem Tensor, den der Wrapper eines Dekorators als %1 erhält</translation>
    </message>
    <message>
        <source>The parameter %1 changed requires_grad (%2) after the first compiled call: freezing or unfreezing layers later compiles the module again. Set `requires_grad` on the parameters before the first call (freeze first, then compile and run).</source>
        <translation>Der Parameter %1 änderte requires_grad (%2) nach dem ersten kompilierten Aufruf: Schichten später einzufrieren oder freizugeben kompiliert das Modul erneut. Setzen Sie `requires_grad` auf den Parametern vor dem ersten Aufruf (erst einfrieren, dann kompilieren und ausführen).</translation>
    </message>
    <message>
        <source>One frame, %1, held each of %2 in turn (a decorator&apos;s wrapper, or Dynamo&apos;s own for torch.compile of a bound method or module): each new one failed the guard on the function it holds</source>
        <translation>Ein Frame, %1, hielt %2 nacheinander (der Wrapper eines Decorators oder Dynamos eigener bei torch.compile einer gebundenen Methode oder eines Moduls): jede neue ließ den Guard auf die gehaltene Funktion fehlschlagen</translation>
    </message>
    <message>
        <source>%1 is the code of another function: this frame is a wrapper (a decorator&apos;s, or Dynamo&apos;s own for a decorated bound method) shared by every function it wraps, so each wrapped function compiles as another entry of the one frame (counted as recompiles, up to `torch._dynamo.config.recompile_limit`). Compile each function under its decorator (`@decorator` above `@torch.compile`) so that each has a frame of its own.</source>
        <translation>%1 ist der Code einer anderen Funktion: Dieser Frame ist ein Wrapper (der eines Dekorators oder Dynamos eigener für eine dekorierte gebundene Methode), den alle von ihm umhüllten Funktionen teilen, daher wird jede umhüllte Funktion als weiterer Eintrag desselben Frames kompiliert (gezählt als Neukompilierungen, bis `torch._dynamo.config.recompile_limit`). Kompilieren Sie jede Funktion unter ihrem Dekorator (`@decorator` über `@torch.compile`), damit jede einen eigenen Frame hat.</translation>
    </message>
    <message>
        <source>%1 changed size at dim %2%3; PyTorch then made that dim dynamic. Call %4%5 before the first call to save this recompile.</source>
        <translation>%1 änderte die Größe in Dimension %2%3; PyTorch machte diese Dimension dann dynamisch. Rufen Sie %4%5 vor dem ersten Aufruf auf, um diese Neukompilierung zu sparen.</translation>
    </message>
    <message>
        <source>%1 changed size%2%3. If sizes vary, call %4%5 before the first call, or compile with `dynamic=True`; if only a few sizes occur, pad to a fixed size.</source>
        <translation>%1 änderte die Größe%2%3. Wenn Größen variieren, rufen Sie %4%5 vor dem ersten Aufruf auf oder kompilieren Sie mit `dynamic=True`; kommen nur wenige Größen vor, füllen Sie auf eine statische Größe auf.</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>PyTorch gave no reason for this restart (it logged “%1”); the attempt after it says where tracing stopped</source>
        <translation>PyTorch nannte für diesen Neustart keinen Grund (es loggte „%1“); der Versuch danach sagt, wo das Tracing anhielt</translation>
    </message>
    <message numerus="yes">
        <source>; %n compiled frame(s) of PyTorch&apos;s own code: torch.cond and other higher-order ops trace their branches with Dynamo</source>
        <translation>
            <numerusform>; %n kompilierter Frame aus PyTorchs eigenem Code: torch.cond und andere Higher-Order-Ops tracen ihre Zweige mit Dynamo</numerusform>
            <numerusform>; %n kompilierte Frames aus PyTorchs eigenem Code: torch.cond und andere Higher-Order-Ops tracen ihre Zweige mit Dynamo</numerusform>
        </translation>
    </message>
    <message>
        <source>Read only in part: %1 where the run was read (the first: %2); `summary` lists them.

</source>
        <translation>Nur teilweise gelesen: %1 beim Lesen des Laufs (das erste: %2); `summary` listet sie auf.

</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing ran compiled: every graph of %n compiled function(s) captured 0 operations (graph breaks or fallbacks left all the work to eager PyTorch).</source>
        <translation>
            <numerusform>Nichts lief kompiliert: Jeder Graph von %n kompilierten Funktion erfasste 0 Operationen (Graph-Breaks oder Fallbacks überließen die ganze Arbeit dem PyTorch im Eager-Modus).</numerusform>
            <numerusform>Nichts lief kompiliert: Jeder Graph von %n kompilierten Funktionen erfasste 0 Operationen (Graph-Breaks oder Fallbacks überließen die ganze Arbeit dem PyTorch im Eager-Modus).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, … %2 in all</source>
        <translation>%1, … %2 insgesamt</translation>
    </message>
    <message>
        <source>%1 is a Python number that Dynamo first specialised on%2; at a new value PyTorch made it dynamic, so later values reuse this compile. Pass it as a 0-d tensor (`torch.tensor(value)`) from the first call to save this recompile.</source>
        <translation>%1 ist eine Python-Zahl, auf die Dynamo zuerst spezialisiert hat%2; bei einem neuen Wert machte PyTorch sie dynamisch, sodass spätere Werte diese Kompilierung wiederverwenden. Übergeben Sie sie ab dem ersten Aufruf als 0-d-Tensor (`torch.tensor(value)`), um diese Neukompilierung zu sparen.</translation>
    </message>
    <message>
        <source>newest entry %1: %2</source>
        <translation>neuester Eintrag %1: %2</translation>
    </message>
    <message>
        <source> up to line %1 of %2 (%3)</source>
        <translation> bis Zeile %1 von %2 (%3)</translation>
    </message>
    <message>
        <source>the value `.%1()` reads decides the branch on this line: capturing it (`torch._dynamo.config.capture_scalar_outputs = True`, as PyTorch suggests) still breaks the graph at the branch. Express the branch as tensor code — `torch.where(cond, a, b)` for a choice between values, `torch.cond(pred, true_fn, false_fn, operands)` for two computations — or take the decision outside the compiled function.</source>
        <translation>der Wert, den `.%1()` liest, entscheidet die Verzweigung in dieser Zeile: ihn zu erfassen (`torch._dynamo.config.capture_scalar_outputs = True`, wie PyTorch vorschlägt) erzeugt trotzdem einen Graph-Break an der Verzweigung. Schreiben Sie die Verzweigung als Tensor-Code — `torch.where(cond, a, b)` für eine Wahl zwischen Werten, `torch.cond(pred, true_fn, false_fn, operands)` für zwei Berechnungen — oder treffen Sie die Entscheidung außerhalb der kompilierten Funktion.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n compiled function(s) captured operations</source>
        <translation>
            <numerusform>%1 von %n kompilierten Funktion erfasste Operationen</numerusform>
            <numerusform>%1 von %n kompilierten Funktionen erfassten Operationen</numerusform>
        </translation>
    </message>
    <message>
        <source>; how many, the log does not record</source>
        <translation>; wie viele, hält das Log nicht fest</translation>
    </message>
    <message numerus="yes">
        <source>%n restart(s); the tracing discarded, the log does not record (no metrics)</source>
        <translation>
            <numerusform>%n Neustart; wie viel Tracing verworfen wurde, hält das Log nicht fest (keine Metriken)</numerusform>
            <numerusform>%n Neustarts; wie viel Tracing verworfen wurde, hält das Log nicht fest (keine Metriken)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n function(s) failed to compile in some calls (such a call raised the error, or ran eagerly where Dynamo suppressed it)</source>
        <translation>
            <numerusform>; %n Funktion ließ sich bei manchen Aufrufen nicht kompilieren (ein solcher Aufruf löste den Fehler aus oder lief eager, wo Dynamo ihn unterdrückte)</numerusform>
            <numerusform>; %n Funktionen ließen sich bei manchen Aufrufen nicht kompilieren (ein solcher Aufruf löste den Fehler aus oder lief eager, wo Dynamo ihn unterdrückte)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing ran compiled: every compile of %n function(s) hit the recompile limit; eager PyTorch runs that code.</source>
        <translation>
            <numerusform>Nichts lief kompiliert: Jede Kompilierung von %n Funktion erreichte das Neukompilierungslimit; PyTorch führt diesen Code eager aus.</numerusform>
            <numerusform>Nichts lief kompiliert: Jede Kompilierung von %n Funktionen erreichte das Neukompilierungslimit; PyTorch führt diesen Code eager aus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing ran compiled: every compile of %n function(s) failed or hit the recompile limit; a failed compile&apos;s call raised the error (fullgraph=True, or an error Dynamo does not suppress) or ran eagerly.</source>
        <translation>
            <numerusform>Nichts lief kompiliert: Jede Kompilierung von %n Funktion schlug fehl oder erreichte das Neukompilierungslimit; der Aufruf einer fehlgeschlagenen Kompilierung löste den Fehler aus (fullgraph=True oder ein Fehler, den Dynamo nicht unterdrückt) oder lief eager.</numerusform>
            <numerusform>Nichts lief kompiliert: Jede Kompilierung von %n Funktionen schlug fehl oder erreichte das Neukompilierungslimit; der Aufruf einer fehlgeschlagenen Kompilierung löste den Fehler aus (fullgraph=True oder ein Fehler, den Dynamo nicht unterdrückt) oder lief eager.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n function(s) hit the recompile limit: later calls that matched no compiled graph ran eagerly</source>
        <translation>
            <numerusform>; %n Funktion erreichte das Neukompilierungslimit: spätere Aufrufe, die zu keinem kompilierten Graphen passten, liefen eager</numerusform>
            <numerusform>; %n Funktionen erreichten das Neukompilierungslimit: spätere Aufrufe, die zu keinem kompilierten Graphen passten, liefen eager</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::ExportSummary</name>
    <message>
        <source>Graph breaks, recompiles and compile time are in the run&apos;s TORCH_TRACE log: open it with the profile (`compilescope explain TRACE_DIR PROFILE`). For the profile&apos;s kernels, run `compilescope summary PROFILE` or open the Kernels view.</source>
        <translation>Graph-Breaks, Neukompilierungen und Kompilierzeit stehen im TORCH_TRACE-Log des Laufs: zusammen mit dem Profil öffnen (`compilescope explain TRACE_DIR PROFILE`). Für die Kernel des Profils `compilescope summary PROFILE` ausführen oder die Kernel-Ansicht öffnen.</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU kernel launch(es)</source>
        <translation>
            <numerusform>%n GPU-Kernel-Start</numerusform>
            <numerusform>%n GPU-Kernel-Starts</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a profiler trace (torch.profiler) with %2 and no torch.compile region (no &quot;Torch-Compiled Region&quot; span)</source>
        <translation>%1 ist ein Profiler-Trace (torch.profiler) mit %2 und ohne torch.compile-Region (keine &quot;Torch-Compiled Region&quot;-Spanne)</translation>
    </message>
    <message>
        <source>%1 is a profiler trace (torch.profiler): %2 called %3, %4; it holds no compile records</source>
        <translation>%1 ist ein Profiler-Trace (torch.profiler): %2, %3 aufgerufen, %4; er enthält keine Kompilierungs-Records</translation>
    </message>
    <message numerus="yes">
        <source>%n compiled region(s)</source>
        <translation>
            <numerusform>%n kompilierte Region</numerusform>
            <numerusform>%n kompilierte Regionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n-mal</numerusform>
            <numerusform>%n-mal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is an exported program (torch.export) of %n graph node(s), not a torch.compile run</source>
        <translation>
            <numerusform>%1 ist ein exportiertes Programm (torch.export) mit einem Graphknoten, kein torch.compile-Lauf</numerusform>
            <numerusform>%1 ist ein exportiertes Programm (torch.export) mit %n Graphknoten, kein torch.compile-Lauf</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a .pt2 archive of neither known kind (no exported program, no AOTInductor model)</source>
        <translation>%1 ist ein .pt2-Archiv keiner bekannten Art (kein exportiertes Programm, kein AOTInductor-Modell)</translation>
    </message>
    <message>
        <source>%1 is an AOTInductor package in which no model could be read</source>
        <translation>%1 ist ein AOTInductor-Paket, in dem kein Modell gelesen werden konnte</translation>
    </message>
    <message numerus="yes">
        <source>%1 is an AOTInductor package (model %2): %n kernel(s) compiled ahead of time; it carries no exported program, so there is no graph to draw</source>
        <translation>
            <numerusform>%1 ist ein AOTInductor-Paket (Modell %2): ein vorab kompilierter Kernel; es enthält kein exportiertes Programm, daher gibt es keinen Graphen zu zeichnen</numerusform>
            <numerusform>%1 ist ein AOTInductor-Paket (Modell %2): %n vorab kompilierte Kernel; es enthält kein exportiertes Programm, daher gibt es keinen Graphen zu zeichnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is an AOTInductor package (model %2): %n kernel(s) compiled ahead of time, with the exported program they were compiled from</source>
        <translation>
            <numerusform>%1 ist ein AOTInductor-Paket (Modell %2): ein vorab kompilierter Kernel, mit dem exportierten Programm, aus dem er kompiliert wurde</numerusform>
            <numerusform>%1 ist ein AOTInductor-Paket (Modell %2): %n vorab kompilierte Kernel, mit dem exportierten Programm, aus dem sie kompiliert wurden</numerusform>
        </translation>
    </message>
    <message>
        <source>Its graph: `compilescope graph FILE --list`; its inputs, outputs and kernels: `compilescope summary FILE`.</source>
        <translation>Sein Graph: `compilescope graph DATEI --list`; seine Eingaben, Ausgaben und Kernel: `compilescope summary DATEI`.</translation>
    </message>
    <message>
        <source>Its kernels, launches and constants: `compilescope summary FILE`, or the window&apos;s Kernels view.</source>
        <translation>Seine Kernel, Starts und Konstanten: `compilescope summary DATEI` oder die Ansicht „Kernel“ des Fensters.</translation>
    </message>
    <message>
        <source>%1 is an exported program (torch.export) that could not be read: %2</source>
        <translation>%1 ist ein exportiertes Programm (torch.export), das nicht gelesen werden konnte: %2</translation>
    </message>
</context>
<context>
    <name>cs::Fleet</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Graph-break sites by compile time added:</source>
        <translation>Graph-Break-Stellen nach hinzugefügter Kompilierzeit:</translation>
    </message>
    <message>
        <source>Graph-break sites by jobs hit:</source>
        <translation>Graph-Break-Stellen nach betroffenen Jobs:</translation>
    </message>
    <message>
        <source>Recompile causes:</source>
        <translation>Neukompilierungsursachen:</translation>
    </message>
    <message>
        <source>Compile time by phase, by %1:</source>
        <translation>Kompilierzeit nach Phase, nach %1:</translation>
    </message>
    <message>
        <source>Failing jobs:</source>
        <translation>Fehlschlagende Jobs:</translation>
    </message>
    <message>
        <source>compile time per log: %1 → %2</source>
        <translation>Kompilierzeit pro Log: %1 → %2</translation>
    </message>
    <message>
        <source>, change %1 (95% interval %2 to %3)</source>
        <translation>, Änderung %1 (95-%-Intervall %2 bis %3)</translation>
    </message>
    <message>
        <source>break sites that appeared:</source>
        <translation>hinzugekommene Graph-Break-Stellen:</translation>
    </message>
    <message>
        <source>break sites that disappeared:</source>
        <translation>verschwundene Graph-Break-Stellen:</translation>
    </message>
    <message>
        <source>recompile causes that appeared:</source>
        <translation>hinzugekommene Neukompilierungsursachen:</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>Breaks</translation>
    </message>
    <message>
        <source>Compile time added</source>
        <translation>Hinzugefügte Kompilierzeit</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>Fleet report</source>
        <translation>Flottenbericht</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Flotte</translation>
    </message>
    <message>
        <source>Graph-break sites</source>
        <translation>Graph-Break-Stellen</translation>
    </message>
    <message>
        <source>By compile time added:</source>
        <translation>Nach hinzugefügter Kompilierzeit:</translation>
    </message>
    <message>
        <source>By jobs hit:</source>
        <translation>Nach betroffenen Jobs:</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>Guard</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Recompiles</source>
        <translation>Neukompilierungen</translation>
    </message>
    <message>
        <source>Compile time</source>
        <translation>Kompilierzeit</translation>
    </message>
    <message>
        <source>Recompile causes</source>
        <translation>Neukompilierungsursachen</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>Logs</translation>
    </message>
    <message>
        <source>Compiles</source>
        <translation>Kompilierungen</translation>
    </message>
    <message>
        <source>Code generation</source>
        <translation>Codeerzeugung</translation>
    </message>
    <message>
        <source>Compile time by phase</source>
        <translation>Kompilierzeit nach Phase</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>Fehlschläge</translation>
    </message>
    <message>
        <source>First failure</source>
        <translation>Erster Fehlschlag</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Failing jobs</source>
        <translation>Fehlschlagende Jobs</translation>
    </message>
    <message>
        <source>Compile time per log: %1 → %2</source>
        <translation>Kompilierzeit pro Log: %1 → %2</translation>
    </message>
    <message>
        <source>Break sites that appeared:</source>
        <translation>Hinzugekommene Graph-Break-Stellen:</translation>
    </message>
    <message>
        <source>Break sites that disappeared:</source>
        <translation>Verschwundene Graph-Break-Stellen:</translation>
    </message>
    <message>
        <source>typical log&apos;s shift (Hodges-Lehmann) %1 (95% interval %2 to %3)</source>
        <translation>Verschiebung eines typischen Logs (Hodges-Lehmann) %1 (95-%-Intervall %2 bis %3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>recompile causes that disappeared:</source>
        <translation>verschwundene Neukompilierungsursachen:</translation>
    </message>
    <message>
        <source>Limit hits</source>
        <translation>Limit erreicht</translation>
    </message>
    <message>
        <source>(no cause recorded)</source>
        <translation>(keine Ursache aufgezeichnet)</translation>
    </message>
    <message numerus="yes">
        <source>%n compile(s)</source>
        <translation>
            <numerusform>%n Kompilierung</numerusform>
            <numerusform>%n Kompilierungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n graph break(s)</source>
        <translation>
            <numerusform>%n Graph-Break</numerusform>
            <numerusform>%n Graph-Breaks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recompile(s)</source>
        <translation>
            <numerusform>%n Neukompilierung</numerusform>
            <numerusform>%n Neukompilierungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failure(s)</source>
        <translation>
            <numerusform>%n Fehlschlag</numerusform>
            <numerusform>%n Fehlschläge</numerusform>
        </translation>
    </message>
    <message>
        <source>Not shown: %1</source>
        <translation>Nicht gezeigt: %1</translation>
    </message>
    <message>
        <source>%1 added, %2, %3</source>
        <translation>%1 hinzugefügt, %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n break(s)</source>
        <translation>
            <numerusform>%n Break</numerusform>
            <numerusform>%n Breaks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n Job</numerusform>
            <numerusform>%n Jobs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3, %4</source>
        <translation>%1, %2, %3, %4</translation>
    </message>
    <message numerus="yes">
        <source>%n limit hit(s)</source>
        <translation>
            <numerusform>%n Limit erreicht</numerusform>
            <numerusform>%n-mal Limit erreicht</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>no cause recorded</source>
        <translation>keine Ursache aufgezeichnet</translation>
    </message>
    <message>
        <source>Logs not read in full:</source>
        <translation>Nicht vollständig gelesene Logs:</translation>
    </message>
    <message>
        <source>Compared: %1 (%2) → %3 (%4)</source>
        <translation>Verglichen: %1 (%2) → %3 (%4)</translation>
    </message>
    <message numerus="yes">
        <source>%n log(s)</source>
        <translation>
            <numerusform>%n Log</numerusform>
            <numerusform>%n Logs</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: too few logs on a side for an interval (two at least).</source>
        <translation>Urteil: zu wenige Logs auf einer Seite für ein Intervall (mindestens zwei).</translation>
    </message>
    <message>
        <source>Verdict: compile time per log is not distinguishable from no change (95% interval holds 0).</source>
        <translation>Urteil: die Kompilierzeit pro Log ist von keiner Änderung nicht zu unterscheiden (das 95-%-Intervall enthält 0).</translation>
    </message>
    <message>
        <source>Verdict: compile time per log rose by %1 (a real change: the 95% interval excludes 0).</source>
        <translation>Urteil: die Kompilierzeit pro Log stieg um %1 (eine echte Änderung: das 95-%-Intervall schließt 0 aus).</translation>
    </message>
    <message>
        <source>Verdict: compile time per log fell by %1 (a real change: the 95% interval excludes 0).</source>
        <translation>Urteil: die Kompilierzeit pro Log sank um %1 (eine echte Änderung: das 95-%-Intervall schließt 0 aus).</translation>
    </message>
    <message>
        <source>Fleet: %1 of %2 (%3 ok, %4 read in part, %5 unreadable), %6, %7, %8, %9, %10 compile time</source>
        <translation>Flotte: %1 aus %2 (%3 in Ordnung, %4 teilweise gelesen, %5 unlesbar), %6, %7, %8, %9, %10 Kompilierzeit</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 ok, %4 read in part, %5 unreadable), %6, %7, %8, %9, %10 compile time</source>
        <translation>%1 aus %2 (%3 ok, %4 teilweise gelesen, %5 unlesbar), %6, %7, %8, %9, %10 Kompilierzeit</translation>
    </message>
    <message>
        <source>Logs not read in full</source>
        <translation>Nicht vollständig gelesene Logs</translation>
    </message>
    <message>
        <source>Backward, later</source>
        <translation>Backward, später</translation>
    </message>
    <message>
        <source>No job had a compile that failed.</source>
        <translation>Kein Job hatte eine fehlgeschlagene Kompilierung.</translation>
    </message>
    <message>
        <source>%1: %2 logs, %3 compiles, %4 (Dynamo %5, AOTAutograd %6, Inductor %7, code generation %8); backward graphs compiled later %9</source>
        <translation>%1: %2 Logs, %3 Kompilierungen, %4 (Dynamo %5, AOTAutograd %6, Inductor %7, Codegenerierung %8); später kompilierte Backward-Graphen %9</translation>
    </message>
    <message>
        <source>Failing jobs: none</source>
        <translation>Jobs mit Fehlschlägen: keine</translation>
    </message>
</context>
<context>
    <name>cs::FusionBuilder</name>
    <message>
        <source>every line carries compile id [%1] (process %2)</source>
        <translation>jede Zeile trägt die Compile-ID [%1] (Prozess %2)</translation>
    </message>
    <message>
        <source>every line carries compile id [%1]</source>
        <translation>jede Zeile trägt die Compile-ID [%1]</translation>
    </message>
    <message>
        <source>its `Output code:` (AOT ID %1) follows at line %2</source>
        <translation>sein `Output code:` (AOT-ID %1) folgt in Zeile %2</translation>
    </message>
    <message>
        <source>its `debug trace:` line %1 names %2</source>
        <translation>seine `debug trace:`-Zeile %1 nennt %2</translation>
    </message>
    <message>
        <source>its %1 first candidates are exactly the nodes of %2&apos;s ir_pre_fusion.txt</source>
        <translation>seine ersten %1 Kandidaten sind genau die Knoten aus der ir_pre_fusion.txt von %2</translation>
    </message>
    <message>
        <source>its first candidates match %1 debug folders; the first in order, %2, is used</source>
        <translation>seine ersten Kandidaten passen zu %1 Debug-Ordnern; der erste in der Reihenfolge, %2, wird verwendet</translation>
    </message>
    <message>
        <source>%1 by order: the %2 of two graphs of this compile</source>
        <translation>%1 nach Reihenfolge: der %2 von zwei Graphen dieser Kompilierung</translation>
    </message>
    <message>
        <source>first</source>
        <translation>erste</translation>
    </message>
    <message>
        <source>second</source>
        <translation>zweite</translation>
    </message>
    <message>
        <source>no ir_post_fusion.txt for this graph: its final nodes are the replay&apos;s end state (TORCH_COMPILE_DEBUG=1 or TORCH_LOGS=ir_post_fusion records them)</source>
        <translation>keine ir_post_fusion.txt für diesen Graphen: seine finalen Knoten sind der Endzustand des Replays (TORCH_COMPILE_DEBUG=1 oder TORCH_LOGS=ir_post_fusion zeichnet sie auf)</translation>
    </message>
    <message>
        <source>the log stops before fusion ends, so the replay stops early (%1 of %2 final nodes differ)</source>
        <translation>das Log endet vor dem Ende der Fusion, daher endet das Replay vorzeitig (%1 von %2 finalen Knoten weichen ab)</translation>
    </message>
    <message>
        <source>but %1 of its %2 final nodes differ from ir_post_fusion.txt</source>
        <translation>aber %1 seiner %2 finalen Knoten weichen von ir_post_fusion.txt ab</translation>
    </message>
    <message>
        <source>the replay ends in ir_post_fusion.txt&apos;s %1 nodes</source>
        <translation>das Replay endet bei den %1 Knoten aus ir_post_fusion.txt</translation>
    </message>
    <message>
        <source>the files of debug folder %1</source>
        <translation>die Dateien des Debug-Ordners %1</translation>
    </message>
    <message>
        <source>the generated code at %1</source>
        <translation>der erzeugte Code in %1</translation>
    </message>
    <message>
        <source>no fusion decisions were recorded for this graph: TORCH_LOGS=fusion writes them</source>
        <translation>für diesen Graphen wurden keine Fusionsentscheidungen aufgezeichnet: TORCH_LOGS=fusion schreibt sie</translation>
    </message>
    <message>
        <source>This run has no fusion log. Inductor writes its fusion decisions only as text: run with TORCH_LOGS=fusion (decisions, on stderr; add ir_pre_fusion,ir_post_fusion for the nodes) or TORCH_COMPILE_DEBUG=1 (ir_pre_fusion.txt / ir_post_fusion.txt in each graph&apos;s debug folder), or record the run with `compilescope record`.</source>
        <translation>Dieser Lauf hat kein Fusions-Log. Inductor schreibt seine Fusionsentscheidungen nur als Text: Starten Sie mit TORCH_LOGS=fusion (Entscheidungen, auf stderr; für die Knoten ir_pre_fusion,ir_post_fusion hinzufügen) oder TORCH_COMPILE_DEBUG=1 (ir_pre_fusion.txt / ir_post_fusion.txt im Debug-Ordner jedes Graphen), oder zeichnen Sie den Lauf mit `compilescope record` auf.</translation>
    </message>
    <message>
        <source>%1 by the AOT ID its generated code writes</source>
        <translation>%1 nach der AOT-ID, die sein generierter Code schreibt</translation>
    </message>
</context>
<context>
    <name>cs::FusionKernels</name>
    <message>
        <source>%1 matches no kernel launch in the generated code: %2</source>
        <translation>%1 passt zu keinem Kernel-Start im erzeugten Code: %2</translation>
    </message>
</context>
<context>
    <name>cs::FusionReasons</name>
    <message>
        <source>no shared data</source>
        <translation>keine gemeinsamen Daten</translation>
    </message>
    <message>
        <source>They read or write no common memory the scheduler can score, so fusing them saves no traffic (with `due to indexing mismatch`: they touch a common buffer at different positions).</source>
        <translation>Sie lesen oder schreiben keinen gemeinsamen Speicher, den der Scheduler bewerten kann; eine Fusion spart also keinen Speicherverkehr (mit `due to indexing mismatch`: sie greifen an verschiedenen Positionen auf einen gemeinsamen Puffer zu).</translation>
    </message>
    <message>
        <source>too little shared data</source>
        <translation>zu wenig gemeinsame Daten</translation>
    </message>
    <message>
        <source>They share fewer bytes than score_fusion_memory_threshold: a horizontal fusion this small is not worth it.</source>
        <translation>Sie teilen weniger Bytes als score_fusion_memory_threshold: eine so kleine horizontale Fusion lohnt sich nicht.</translation>
    </message>
    <message>
        <source>dependency in between</source>
        <translation>Abhängigkeit dazwischen</translation>
    </message>
    <message>
        <source>Another node lies on the dependency path between them (it would have to run inside the fused kernel), or the consumer must not come before the producer, or the fusion would make a cycle.</source>
        <translation>Ein anderer Knoten liegt auf dem Abhängigkeitspfad zwischen ihnen (er müsste im fusionierten Kernel mitlaufen), oder der Verbraucher darf nicht vor dem Erzeuger kommen, oder die Fusion würde einen Zyklus bilden.</translation>
    </message>
    <message>
        <source>reads other positions</source>
        <translation>liest andere Positionen</translation>
    </message>
    <message>
        <source>The consumer reads the producer&apos;s buffer at other positions than the producer writes them (a transpose, shift or broadcast), so the value is not at hand in one kernel.</source>
        <translation>Der Verbraucher liest den Puffer des Erzeugers an anderen Positionen, als der Erzeuger sie schreibt (eine Transposition, Verschiebung oder ein Broadcast), daher liegt der Wert in einem Kernel nicht bereit.</translation>
    </message>
    <message>
        <source>too far apart</source>
        <translation>zu weit auseinander</translation>
    </message>
    <message>
        <source>More than 64 nodes apart in the original order: fusing them would keep buffers alive longer and may raise peak memory (a fixed rule).</source>
        <translation>In der ursprünglichen Reihenfolge mehr als 64 Knoten voneinander entfernt: eine Fusion hielte Puffer länger am Leben und könnte den Spitzenspeicher erhöhen (eine feste Regel).</translation>
    </message>
    <message>
        <source>peak memory</source>
        <translation>Spitzenspeicher</translation>
    </message>
    <message>
        <source>Fusing would keep buffers that each node frees on its own alive together, raising peak memory.</source>
        <translation>Eine Fusion hielte Puffer, die jeder Knoten für sich freigibt, gemeinsam am Leben und erhöhte so den Spitzenspeicher.</translation>
    </message>
    <message>
        <source>iteration sizes differ</source>
        <translation>ungleiche Iterationsgrößen</translation>
    </message>
    <message>
        <source>Their iteration spaces differ (numel: output elements, rnumel: elements reduced per output), so one kernel cannot loop over both.</source>
        <translation>Ihre Iterationsräume unterscheiden sich (numel: Ausgabeelemente, rnumel: pro Ausgabe reduzierte Elemente), daher kann ein Kernel nicht über beide iterieren.</translation>
    </message>
    <message>
        <source>tiling</source>
        <translation>Tiling</translation>
    </message>
    <message>
        <source>The fused kernel would need a tiling that suits neither node.</source>
        <translation>Der fusionierte Kernel bräuchte ein Tiling, das zu keinem der beiden Knoten passt.</translation>
    </message>
    <message>
        <source>size limit</source>
        <translation>Größenlimit</translation>
    </message>
    <message>
        <source>The fused node would exceed the limit on its number of nodes or of distinct inputs and outputs.</source>
        <translation>Der fusionierte Knoten überschritte das Limit für die Anzahl seiner Knoten oder seiner verschiedenen Ein- und Ausgaben.</translation>
    </message>
    <message>
        <source>extern or no-op kernel</source>
        <translation>externer oder No-op-Kernel</translation>
    </message>
    <message>
        <source>A library call (mm, addmm, convolution, attention), a no-op or a grouped node is never fused with other nodes.</source>
        <translation>Ein Bibliotheksaufruf (mm, addmm, Faltung, Attention), ein No-op oder ein gruppierter Knoten wird nie mit anderen Knoten fusioniert.</translation>
    </message>
    <message>
        <source>template prologue/epilogue</source>
        <translation>Template-Prolog/-Epilog</translation>
    </message>
    <message>
        <source>A Triton template (matmul, attention) takes only certain epilogues and prologues.</source>
        <translation>Ein Triton-Template (matmul, Attention) nimmt nur bestimmte Epiloge und Prologe auf.</translation>
    </message>
    <message>
        <source>different devices</source>
        <translation>verschiedene Geräte</translation>
    </message>
    <message>
        <source>The nodes run on different devices.</source>
        <translation>Die Knoten laufen auf verschiedenen Geräten.</translation>
    </message>
    <message>
        <source>benchmark</source>
        <translation>Benchmark</translation>
    </message>
    <message>
        <source>Fusion was benchmarked and the fused kernel was slower, or spilled registers.</source>
        <translation>Die Fusion wurde per Benchmark gemessen, und der fusionierte Kernel war langsamer oder lagerte Register aus.</translation>
    </message>
    <message>
        <source>foreach</source>
        <translation>foreach</translation>
    </message>
    <message>
        <source>A horizontal (foreach) node fuses only with matching producers or consumers.</source>
        <translation>Ein horizontaler (foreach-)Knoten fusioniert nur mit passenden Erzeugern oder Verbrauchern.</translation>
    </message>
    <message>
        <source>split scan</source>
        <translation>Split-Scan</translation>
    </message>
    <message>
        <source>A split scan cannot fuse with reductions.</source>
        <translation>Ein Split-Scan kann nicht mit Reduktionen fusionieren.</translation>
    </message>
    <message>
        <source>disabled for a buffer</source>
        <translation>für Puffer abgeschaltet</translation>
    </message>
    <message>
        <source>Fusion is switched off for one of the buffers (no_fuse_buffer_names).</source>
        <translation>Die Fusion ist für einen der Puffer abgeschaltet (no_fuse_buffer_names).</translation>
    </message>
    <message>
        <source>other</source>
        <translation>sonstige</translation>
    </message>
    <message>
        <source>A reason this tool does not classify.</source>
        <translation>Ein Grund, den dieses Werkzeug nicht einordnet.</translation>
    </message>
    <message>
        <source>benchmark failed</source>
        <translation>Benchmark fehlgeschlagen</translation>
    </message>
    <message>
        <source>The benchmark failed: an infinite (inf×) slowdown is what Inductor logs when the fused kernel could not be compiled or run (its benchmark returned no time), not a kernel that ran slower. The nodes were kept apart.</source>
        <translation>Der Benchmark ist fehlgeschlagen: eine unendliche (inf×) Verlangsamung loggt Inductor, wenn der fusionierte Kernel nicht kompiliert oder ausgeführt werden konnte (sein Benchmark lieferte keine Zeit), nicht einen Kernel, der langsamer lief. Die Knoten wurden getrennt gehalten.</translation>
    </message>
</context>
<context>
    <name>cs::FusionSelection</name>
    <message>
        <source>scheduler node %1</source>
        <translation>Scheduler-Knoten %1</translation>
    </message>
    <message>
        <source>fused node %1 (%2 scheduler nodes)</source>
        <translation>fusionierter Knoten %1 (%2 Scheduler-Knoten)</translation>
    </message>
    <message>
        <source>kernel %1, which runs %2</source>
        <translation>Kernel %1, der %2 ausführt</translation>
    </message>
    <message>
        <source> (the kernel runs %1 nodes; name one as &lt;kernel&gt;:&lt;handle&gt;)</source>
        <translation> (der Kernel führt %1 Knoten aus; nennen Sie einen als &lt;kernel&gt;:&lt;handle&gt;)</translation>
    </message>
    <message>
        <source>post-grad node %1, computed by %2</source>
        <translation>post-grad-Knoten %1, berechnet von %2</translation>
    </message>
    <message>
        <source>buffer %1, written by %2</source>
        <translation>Puffer %1, geschrieben von %2</translation>
    </message>
</context>
<context>
    <name>cs::FusionText</name>
    <message>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>loop reordering</source>
        <translation>Schleifenumordnung</translation>
    </message>
    <message>
        <source>[nested %1] </source>
        <translation>[verschachtelt %1] </translation>
    </message>
    <message>
        <source>%1 → %2 nodes</source>
        <translation>%1 → %2 Knoten</translation>
    </message>
    <message>
        <source>, found %1</source>
        <translation>, %1 gefunden</translation>
    </message>
    <message>
        <source>, %1 fused, %2 rejected</source>
        <translation>, %1 fusioniert, %2 abgelehnt</translation>
    </message>
    <message>
        <source>  (log: %1 → %2, agrees)</source>
        <translation>  (Log: %1 → %2, stimmt überein)</translation>
    </message>
    <message>
        <source>  (log: %1 → %2, DIFFERS)</source>
        <translation>  (Log: %1 → %2, WEICHT AB)</translation>
    </message>
    <message>
        <source>  (incomplete)</source>
        <translation>  (unvollständig)</translation>
    </message>
    <message>
        <source>  line %1</source>
        <translation>  Zeile %1</translation>
    </message>
    <message>
        <source>  blocked, by reason (lines, distinct pairs, settings that change it):</source>
        <translation>  blockiert, nach Grund (Zeilen, verschiedene Paare, Einstellungen, die es ändern):</translation>
    </message>
    <message>
        <source>  %1 rejections name no nodes (an older PyTorch&apos;s `cannot fuse (tag)` lines)</source>
        <translation>  %1 Ablehnungen nennen keine Knoten (`cannot fuse (tag)`-Zeilen eines älteren PyTorch)</translation>
    </message>
    <message>
        <source>  values inside the reasons:</source>
        <translation>  Werte in den Gründen:</translation>
    </message>
    <message>
        <source>    … %1 more</source>
        <translation>    … %1 weitere</translation>
    </message>
    <message>
        <source>  memory traffic fusion saved: %1 (buffers kept inside kernels: %2)</source>
        <translation>  durch Fusion eingesparter Speicherverkehr: %1 (in Kerneln gehaltene Puffer: %2)</translation>
    </message>
    <message>
        <source>  final nodes (%1, from %2):</source>
        <translation>  finale Knoten (%1, aus %2):</translation>
    </message>
    <message>
        <source>  →  (no kernel)</source>
        <translation>  →  (kein Kernel)</translation>
    </message>
    <message>
        <source>  saves %1</source>
        <translation>  spart %1</translation>
    </message>
    <message>
        <source>  %1 µs</source>
        <translation>  %1 µs</translation>
    </message>
    <message>
        <source>  (provenance names another kernel)</source>
        <translation>  (Provenienz nennt einen anderen Kernel)</translation>
    </message>
    <message>
        <source>  (the replay differs)</source>
        <translation>  (das Replay weicht ab)</translation>
    </message>
    <message>
        <source>    … %1 more (--graph %2 lists all)</source>
        <translation>    … %1 weitere (--graph %2 listet alle)</translation>
    </message>
    <message>
        <source>  decisions (%1):</source>
        <translation>  Entscheidungen (%1):</translation>
    </message>
    <message>
        <source>fuse    %1 + %2</source>
        <translation>fusioniert %1 + %2</translation>
    </message>
    <message>
        <source>reject  %1 / %2: %3 [%4]</source>
        <translation>abgelehnt  %1 / %2: %3 [%4]</translation>
    </message>
    <message>
        <source>bench   %1 / %2: %3x %4</source>
        <translation>Benchmark  %1 / %2: %3x %4</translation>
    </message>
    <message>
        <source>speedup</source>
        <translation>Beschleunigung</translation>
    </message>
    <message>
        <source>slowdown</source>
        <translation>Verlangsamung</translation>
    </message>
    <message>
        <source>compile %1</source>
        <translation>Kompilierung %1</translation>
    </message>
    <message>
        <source>  decisions: %1, lines %2–%3; attribution: %4 — %5</source>
        <translation>  Entscheidungen: %1, Zeilen %2–%3; Zuordnung: %4 — %5</translation>
    </message>
    <message>
        <source>  no fusion decisions recorded (TORCH_LOGS=fusion writes them); shown from %1</source>
        <translation>  keine Fusionsentscheidungen aufgezeichnet (TORCH_LOGS=fusion schreibt sie); angezeigt aus %1</translation>
    </message>
    <message>
        <source>  IR: %1, %2</source>
        <translation>  IR: %1, %2</translation>
    </message>
    <message>
        <source>(no pre-fusion IR)</source>
        <translation>(kein IR vor der Fusion)</translation>
    </message>
    <message>
        <source>(no post-fusion IR)</source>
        <translation>(kein IR nach der Fusion)</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>graph %1: why are %2 and %3 not one kernel?</source>
        <translation>Graph %1: Warum sind %2 und %3 nicht ein Kernel?</translation>
    </message>
    <message>
        <source>recorded decisions (line, round, text):</source>
        <translation>aufgezeichnete Entscheidungen (Zeile, Runde, Text):</translation>
    </message>
    <message>
        <source>reorder</source>
        <translation>Umordnung</translation>
    </message>
    <message>
        <source>  →  (no kernel: %1)</source>
        <translation>  →  (kein Kernel: %1)</translation>
    </message>
    <message>
        <source>  →  (no launch found: %1)</source>
        <translation>  →  (kein Start gefunden: %1)</translation>
    </message>
    <message>
        <source>  %1 scheduler nodes → %2 fusion groups: %3 fusions, %4 rejections, %5 benchmark verdicts</source>
        <translation>  %1 Scheduler-Knoten → %2 Fusionsgruppen: %3 Fusionen, %4 Ablehnungen, %5 Benchmark-Urteile</translation>
    </message>
    <message>
        <source>bench   %1 / %2: the fused kernel failed to compile or run [benchmark_failed]</source>
        <translation>bench   %1 / %2: der fusionierte Kernel ließ sich nicht kompilieren oder ausführen [benchmark_failed]</translation>
    </message>
    <message numerus="yes">
        <source>, %n fused node(s) with symbolic sizes not counted</source>
        <translation>
            <numerusform>, %n fusionierter Knoten mit symbolischen Größen nicht mitgezählt</numerusform>
            <numerusform>, %n fusionierte Knoten mit symbolischen Größen nicht mitgezählt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  stayed alone: %n kernel(s) of one node</source>
        <translation>
            <numerusform>  allein geblieben: %n Kernel aus einem Knoten</numerusform>
            <numerusform>  allein geblieben: %n Kernel aus je einem Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n extern or no-op node(s)</source>
        <translation>
            <numerusform>; %n externer oder No-op-Knoten</numerusform>
            <numerusform>; %n externe oder No-op-Knoten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::Graph</name>
    <message>
        <source>DDP split of %1%2 (%3): %4</source>
        <translation>DDP-Teilung von %1%2 (%3): %4</translation>
    </message>
    <message>
        <source>rank %1 </source>
        <translation>Rank %1 </translation>
    </message>
    <message numerus="yes">
        <source>%1: bucket of %n parameter(s), %2 bytes: %3</source>
        <translation>
            <numerusform>%1: Bucket mit einem Parameter, %2 Byte: %3</numerusform>
            <numerusform>%1: Bucket mit %n Parametern, %2 Byte: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>forward %1, backward %2</source>
        <translation>Forward %1, Backward %2</translation>
    </message>
    <message>
        <source>not tied to a kernel</source>
        <translation>keinem Kernel zugeordnet</translation>
    </message>
    <message numerus="yes">
        <source>sub-graph of %1 · %n node(s)</source>
        <translation>
            <numerusform>Teilgraph von %1 · %n Knoten</numerusform>
            <numerusform>Teilgraph von %1 · %n Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nested compile region called at %1 (%2): %n call(s)</source>
        <translation>
            <numerusform>verschachtelte Kompilier-Region, aufgerufen in %1 (%2): ein Aufruf</numerusform>
            <numerusform>verschachtelte Kompilier-Region, aufgerufen in %1 (%2): %n Aufrufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>traced as %n variant(s) (%1), %2 operations a copy</source>
        <translation>
            <numerusform>durch Tracing als eine Variante erfasst (%1), %2 Operationen je Kopie</numerusform>
            <numerusform>durch Tracing als %n Varianten erfasst (%1), %2 Operationen je Kopie</numerusform>
        </translation>
    </message>
    <message>
        <source>compile %1; compiled whole without the region, about %2 more (estimate: the compile time scaled by the operations inlining every call would add)</source>
        <translation>Kompilierung %1; ohne die Region als Ganzes kompiliert etwa %2 mehr (Schätzung: die Kompilierzeit, skaliert mit den Operationen, die das Einfügen jedes Aufrufs hinzufügen würde)</translation>
    </message>
    <message numerus="yes">
        <source>a block compiled on its own (regional compilation), called by its parent&apos;s forward: %n compile(s)</source>
        <translation>
            <numerusform>ein für sich kompilierter Block (regionale Kompilierung), aufgerufen vom forward seines Elternmoduls: eine Kompilierung</numerusform>
            <numerusform>ein für sich kompilierter Block (regionale Kompilierung), aufgerufen vom forward seines Elternmoduls: %n Kompilierungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 compiled again: %2</source>
        <translation>%1 neu kompiliert: %2</translation>
    </message>
    <message numerus="yes">
        <source>piecewise: %n piece(s)</source>
        <translation>
            <numerusform>stückweise: ein Stück</numerusform>
            <numerusform>stückweise: %n Stücke</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n compiled</source>
        <translation>
            <numerusform>eines kompiliert</numerusform>
            <numerusform>%n kompiliert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run as they are between them</source>
        <translation>
            <numerusform>eines läuft unverändert dazwischen</numerusform>
            <numerusform>%n laufen unverändert dazwischen</numerusform>
        </translation>
    </message>
    <message>
        <source>(no split graph logged: in compile order)</source>
        <translation>(kein Split-Graph geloggt: in Kompilierreihenfolge)</translation>
    </message>
    <message>
        <source>(no vllm_piecewise_compile_start logged: which pieces were compiled is not said)</source>
        <translation>(kein vllm_piecewise_compile_start geloggt: welche Stücke kompiliert wurden, ist nicht gesagt)</translation>
    </message>
    <message>
        <source>compiled</source>
        <translation>kompiliert</translation>
    </message>
    <message>
        <source>sizes %1</source>
        <translation>Größen %1</translation>
    </message>
    <message>
        <source>runs eagerly: %1</source>
        <translation>läuft eager: %1</translation>
    </message>
    <message>
        <source>nothing recorded</source>
        <translation>nichts geloggt</translation>
    </message>
    <message numerus="yes">
        <source>every copy of the block reuses these compiles: %n call(s) in the profiled steps; compiled within the whole model, each copy would add about %1 (its fastest compile)</source>
        <translation>
            <numerusform>jede Kopie des Blocks verwendet diese Kompilierungen wieder: ein Aufruf in den profilierten Schritten; im ganzen Modell kompiliert, würde jede Kopie etwa %1 hinzufügen (seine schnellste Kompilierung)</numerusform>
            <numerusform>jede Kopie des Blocks verwendet diese Kompilierungen wieder: %n Aufrufe in den profilierten Schritten; im ganzen Modell kompiliert, würde jede Kopie etwa %1 hinzufügen (seine schnellste Kompilierung)</numerusform>
        </translation>
    </message>
    <message>
        <source>every copy of the block reuses these compiles; compiled within the whole model, each copy would add about %1 (its fastest compile). The trace logs compiles, not calls: how many copies ran is not recorded (a profiler trace opened with it counts them)</source>
        <translation>jede Kopie des Blocks verwendet diese Kompilierungen wieder; im ganzen Modell kompiliert, würde jede Kopie etwa %1 hinzufügen (seine schnellste Kompilierung). Der Trace loggt Kompilierungen, keine Aufrufe: wie viele Kopien liefen, ist nicht geloggt (ein mitgeöffneter Profiler-Trace zählt sie)</translation>
    </message>
    <message>
        <source>calls %1</source>
        <translation>ruft %1 auf</translation>
    </message>
    <message>
        <source>Blocks compiled once and reused:</source>
        <translation>Einmal kompilierte und wiederverwendete Blöcke:</translation>
    </message>
    <message>
        <source>Piecewise compiles, pieces in run order:</source>
        <translation>Stückweise Kompilierungen, Stücke in Ausführungsreihenfolge:</translation>
    </message>
    <message>
        <source>Regions compiled on their own (regional Inductor):</source>
        <translation>Für sich kompilierte Regionen (regionaler Inductor):</translation>
    </message>
    <message numerus="yes">
        <source>region %1: %n graph(s)</source>
        <translation>
            <numerusform>Region %1: ein Graph</numerusform>
            <numerusform>Region %1: %n Graphen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::GraphCatalog</name>
    <message>
        <source>%1 nodes (graph_node_count %2)</source>
        <translation>%1 Knoten (graph_node_count %2)</translation>
    </message>
    <message>
        <source>%1 calls (graph_op_count %2)</source>
        <translation>%1 Aufrufe (graph_op_count %2)</translation>
    </message>
    <message>
        <source>%1 inputs (graph_input_count %2)</source>
        <translation>%1 Eingaben (graph_input_count %2)</translation>
    </message>
    <message>
        <source>graph %1 was read with %2; PyTorch&apos;s compilation_metrics say otherwise</source>
        <translation>Graph %1 wurde mit %2 gelesen; die compilation_metrics von PyTorch sagen etwas anderes</translation>
    </message>
</context>
<context>
    <name>cs::GuardCost</name>
    <message>
        <source>`torch.compiler.set_stance(&quot;default&quot;, skip_guard_eval_unsafe=True)` after warm-up: only the guards that tell cache entries apart run; gives up noticing any other change (a new shape, dtype or flag then runs a wrong graph)</source>
        <translation>`torch.compiler.set_stance(&quot;default&quot;, skip_guard_eval_unsafe=True)` nach der Aufwärmphase: nur die Guards, die Cache-Einträge unterscheiden, laufen; andere Änderungen werden nicht mehr bemerkt (eine neue Form, ein neuer dtype oder ein neues Flag führt dann einen falschen Graphen aus)</translation>
    </message>
    <message>
        <source>`torch.compile(..., options={&quot;guard_filter_fn&quot;: torch.compiler.skip_guard_on_inbuilt_nn_modules_unsafe})` (or `skip_guard_on_all_nn_modules_unsafe`): no guards on nn.Module attributes; gives up noticing a module changed after compiling</source>
        <translation>`torch.compile(..., options={&quot;guard_filter_fn&quot;: torch.compiler.skip_guard_on_inbuilt_nn_modules_unsafe})` (oder `skip_guard_on_all_nn_modules_unsafe`): keine Guards auf nn.Module-Attribute; ein nach dem Kompilieren geändertes Modul wird nicht mehr bemerkt</translation>
    </message>
    <message>
        <source>`torch._dynamo.config.use_recursive_dict_tags_for_guards = True`: one tag check for nested modules whose dicts did not change; assumes functions&apos; `__code__`/`__defaults__` are never rebound</source>
        <translation>`torch._dynamo.config.use_recursive_dict_tags_for_guards = True`: eine Tag-Prüfung für verschachtelte Module, deren Dicts sich nicht geändert haben; setzt voraus, dass `__code__`/`__defaults__` von Funktionen nie neu gebunden werden</translation>
    </message>
    <message numerus="yes">
        <source>%n Python lambda guard(s) at the root run Python on every call: they come from values Dynamo could not guard in C++ (often global or closure state read by the function)</source>
        <translation>
            <numerusform>Ein Python-Lambda-Guard an der Wurzel führt bei jedem Aufruf Python aus: er stammt von Werten, die Dynamo nicht in C++ prüfen konnte (oft globaler oder Closure-Zustand, den die Funktion liest)</numerusform>
            <numerusform>%n Python-Lambda-Guards an der Wurzel führen bei jedem Aufruf Python aus: sie stammen von Werten, die Dynamo nicht in C++ prüfen konnte (oft globaler oder Closure-Zustand, den die Funktion liest)</numerusform>
        </translation>
    </message>
    <message>
        <source>Worth weighing: [%1]&apos;s check is %2 % of its call&apos;s host time (cold); a lever below can win part of that, at the price it names.</source>
        <translation>Abwägen lohnt sich: Die Prüfung von [%1] ist %2 % der Host-Zeit ihres Aufrufs (kalt); ein Hebel unten kann einen Teil davon gewinnen, zu dem Preis, den er nennt.</translation>
    </message>
    <message>
        <source>Not worth a lever here: [%1]&apos;s check is %2 % of its call&apos;s host time, and that is a cold figure (a warm check is several times faster). Each lever below gives up a safety check for at most that.</source>
        <translation>Hier lohnt kein Hebel: Die Prüfung von [%1] ist %2 % der Host-Zeit ihres Aufrufs, und das ist ein kalter Wert (eine warme Prüfung ist um ein Mehrfaches schneller). Jeder Hebel unten gibt für höchstens so viel eine Sicherheitsprüfung auf.</translation>
    </message>
    <message>
        <source>Weigh it first: at most %1 µs a call for [%2] (cold), against a call no profiler trace of this run timed. Open the run with a profiler trace to have it weighed; below a tenth of the call, keep the guards.</source>
        <translation>Erst abwägen: höchstens %1 µs je Aufruf für [%2] (kalt), gegenüber einem Aufruf, den kein Profiler-Trace dieses Laufs gemessen hat. Öffnen Sie den Lauf mit einem Profiler-Trace, um es abzuwägen; unter einem Zehntel des Aufrufs behalten Sie die Guards.</translation>
    </message>
    <message>
        <source>Weigh it first: no check was timed and no call profiled in this run; below a tenth of the call, keep the guards.</source>
        <translation>Erst abwägen: In diesem Lauf wurde keine Prüfung gemessen und kein Aufruf per Profiler erfasst; unter einem Zehntel des Aufrufs behalten Sie die Guards.</translation>
    </message>
    <message>
        <source>Guard cost</source>
        <translation>Guard-Kosten</translation>
    </message>
    <message>
        <source>Before each call Dynamo checks the guards of the frame&apos;s compiled code; the check is host time the call pays. Dynamo times one check with its cache flushed (a cold figure: a warm check is often several times faster).</source>
        <translation>Vor jedem Aufruf prüft Dynamo die Guards des kompilierten Codes des Frames; die Prüfung ist Host-Zeit, die der Aufruf bezahlt. Dynamo misst eine Prüfung mit geleertem Cache (ein kalter Wert: eine warme Prüfung ist oft um ein Mehrfaches schneller).</translation>
    </message>
    <message numerus="yes">
        <source>%n guard(s)</source>
        <translation>
            <numerusform>ein Guard</numerusform>
            <numerusform>%n Guards</numerusform>
        </translation>
    </message>
    <message>
        <source>guards not counted</source>
        <translation>Guards nicht gezählt</translation>
    </message>
    <message numerus="yes">
        <source> (%n on symbolic sizes)</source>
        <translation>
            <numerusform> (einer auf symbolischen Größen)</numerusform>
            <numerusform> (%n auf symbolischen Größen)</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 µs a check</source>
        <translation>, %1 µs je Prüfung</translation>
    </message>
    <message numerus="yes">
        <source> (cold: %1 % of the call&apos;s %2 µs host time, %n call(s) profiled)</source>
        <translation>
            <numerusform> (kalt: %1 % der %2 µs Host-Zeit des Aufrufs, ein Aufruf profiliert)</numerusform>
            <numerusform> (kalt: %1 % der %2 µs Host-Zeit des Aufrufs, %n Aufrufe profiliert)</numerusform>
        </translation>
    </message>
    <message>
        <source>tree: %1 under %2, %3 deep; most: %4</source>
        <translation>Baum: %1 unter %2, Tiefe %3; am häufigsten: %4</translation>
    </message>
    <message numerus="yes">
        <source>%n leaf check(s)</source>
        <translation>
            <numerusform>%n Blattprüfung</numerusform>
            <numerusform>%n Blattprüfungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n manager(s)</source>
        <translation>
            <numerusform>%n Manager</numerusform>
            <numerusform>%n Managern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Python lambda guard(s) at the root, run on every call</source>
        <translation>
            <numerusform>ein Python-Lambda-Guard an der Wurzel, bei jedem Aufruf ausgeführt</numerusform>
            <numerusform>%n Python-Lambda-Guards an der Wurzel, bei jedem Aufruf ausgeführt</numerusform>
        </translation>
    </message>
    <message>
        <source>To cut it:</source>
        <translation>Um sie zu senken:</translation>
    </message>
    <message>
        <source> — %1× rank %2&apos;s %3 µs for the same guards: one cold timing that far apart is the process being busy when Dynamo timed it, not the guards; weighed at %3 µs</source>
        <translation> — %1× die %3 µs von Rank %2 für dieselben Guards: eine einzelne kalte Messung so weit daneben ist ein beschäftigter Prozess zum Zeitpunkt von Dynamos Messung, nicht die Guards; gewichtet mit %3 µs</translation>
    </message>
</context>
<context>
    <name>cs::KernelStack</name>
    <message>
        <source>not in the Triton cache entry (%1)</source>
        <translation>nicht im Triton-Cache-Eintrag (%1)</translation>
    </message>
    <message>
        <source>nvdisasm could not disassemble %1: %2</source>
        <translation>nvdisasm konnte %1 nicht disassemblieren: %2</translation>
    </message>
    <message>
        <source>the kernel module %1 is not under the folders opened (the Inductor cache)</source>
        <translation>das Kernelmodul %1 liegt nicht in den geöffneten Ordnern (dem Inductor-Cache)</translation>
    </message>
    <message>
        <source>(not named by the IR)</source>
        <translation>(von der IR nicht genannt)</translation>
    </message>
    <message>
        <source>Triton cache entry %1 (sm %2, %3 warps, %4 stages%5)</source>
        <translation>Triton-Cache-Eintrag %1 (sm %2, %3 Warps, %4 Stages%5)</translation>
    </message>
    <message>
        <source>, no cubin</source>
        <translation>, kein Cubin</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s), %2</source>
        <translation>
            <numerusform>%1: %n Zeile, %2</numerusform>
            <numerusform>%1: %n Zeilen, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s), %2 tied to module lines</source>
        <translation>
            <numerusform>%1: %n Zeile, %2 mit Modulzeilen verknüpft</numerusform>
            <numerusform>%1: %n Zeilen, %2 mit Modulzeilen verknüpft</numerusform>
        </translation>
    </message>
    <message>
        <source>Kernel module lines by the %1 lines they became, most first:</source>
        <translation>Zeilen des Kernelmoduls nach den %1-Zeilen, die aus ihnen wurden, die meisten zuerst:</translation>
    </message>
    <message>
        <source>line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>code</source>
        <translation>Code</translation>
    </message>
    <message numerus="yes">
        <source>  … %n more line(s) (--top 0 lists all)</source>
        <translation>
            <numerusform>  … %n weitere Zeile (--top 0 listet alle)</numerusform>
            <numerusform>  … %n weitere Zeilen (--top 0 listet alle)</numerusform>
        </translation>
    </message>
    <message>
        <source>--line N: a module line&apos;s code in every stage; --stage KEY: one stage whole (%1); --find TEXT: search every stage.</source>
        <translation>--line N: der Code einer Modulzeile in jeder Stufe; --stage KEY: eine Stufe ganz (%1); --find TEXT: in jeder Stufe suchen.</translation>
    </message>
    <message>
        <source>%1, kernel module line %2:</source>
        <translation>%1, Zeile %2 des Kernelmoduls:</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s)</source>
        <translation>
            <numerusform>%1: %n Zeile</numerusform>
            <numerusform>%1: %n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 (%3); the left column is the kernel module line each line comes from:</source>
        <translation>%1 von %2 (%3); die linke Spalte ist die Zeile des Kernelmoduls, aus der jede Zeile stammt:</translation>
    </message>
    <message>
        <source>(line %1)</source>
        <translation>(Zeile %1)</translation>
    </message>
    <message>
        <source>No stage %1 (%2).</source>
        <translation>Keine Stufe %1 (%2).</translation>
    </message>
    <message>
        <source>nvdisasm did not finish disassembling %1 in %2 s</source>
        <translation>nvdisasm hat das Disassemblieren von %1 nicht in %2 s beendet</translation>
    </message>
    <message>
        <source>nvdisasm wrote more than %1 for %2</source>
        <translation>nvdisasm hat für %2 mehr als %1 geschrieben</translation>
    </message>
    <message>
        <source>disassembled here by nvdisasm -gi</source>
        <translation>hier mit nvdisasm -gi disassembliert</translation>
    </message>
    <message>
        <source>no .sass beside the cubin, and disassembling it was not asked for</source>
        <translation>keine .sass neben dem Cubin, und das Disassemblieren wurde nicht verlangt</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 ist leer</translation>
    </message>
    <message>
        <source>no .sass in the cache entry, and no nvdisasm to make it (set TRITON_NVDISASM_PATH to Triton&apos;s own, triton/backends/nvidia/bin/nvdisasm, or put the CUDA Toolkit&apos;s on PATH)</source>
        <translation>keine .sass im Cache-Eintrag und kein nvdisasm, um sie zu erzeugen (TRITON_NVDISASM_PATH auf Tritons eigenes setzen, triton/backends/nvidia/bin/nvdisasm, oder das des CUDA Toolkit in den PATH legen)</translation>
    </message>
    <message>
        <source>no line of %1 carries a location in the kernel module: the file is damaged or cut short, or was compiled without line info</source>
        <translation>keine Zeile von %1 trägt eine Position im Kernelmodul: die Datei ist beschädigt oder abgeschnitten, oder sie wurde ohne Zeileninformation kompiliert</translation>
    </message>
    <message numerus="yes">
        <source>%1, lines with &quot;%2&quot;: %n</source>
        <translation>
            <numerusform>%1, Zeilen mit &quot;%2&quot;: %n</numerusform>
            <numerusform>%1, Zeilen mit &quot;%2&quot;: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Not searched (not there): %1</source>
        <translation>Nicht durchsucht (nicht vorhanden): %1</translation>
    </message>
</context>
<context>
    <name>cs::KernelTies</name>
    <message>
        <source>a no-op node (NopKernelSchedulerNode): Inductor generates no code for it</source>
        <translation>ein No-op-Knoten (NopKernelSchedulerNode): Inductor erzeugt keinen Code für ihn</translation>
    </message>
    <message>
        <source>an item of an extern kernel&apos;s result (MultiOutput): the extern call runs it</source>
        <translation>ein Element des Ergebnisses eines externen Kernels (MultiOutput): der externe Aufruf führt ihn aus</translation>
    </message>
    <message>
        <source>a view of another buffer: no kernel computes it</source>
        <translation>eine View eines anderen Puffers: kein Kernel berechnet ihn</translation>
    </message>
    <message>
        <source>an item of %1 (MultiOutput): the call that returns %1 runs it; it has no launch of its own</source>
        <translation>ein Element von %1 (MultiOutput): der Aufruf, der %1 zurückgibt, führt ihn aus; er hat keinen eigenen Start</translation>
    </message>
    <message>
        <source>an item of %1 (MultiOutput), which %2 at line %3 returns: that call runs it; it has no launch of its own</source>
        <translation>ein Element von %1 (MultiOutput), das %2 in Zeile %3 zurückgibt: dieser Aufruf führt ihn aus; er hat keinen eigenen Start</translation>
    </message>
    <message>
        <source>the generated code launches nothing</source>
        <translation>der erzeugte Code startet nichts</translation>
    </message>
    <message>
        <source>an extern kernel: no call in the generated code writes its buffers (%1), and no call of its kind is left between its neighbours&apos; launches</source>
        <translation>ein externer Kernel: kein Aufruf im erzeugten Code schreibt seine Puffer (%1), und zwischen den Starts seiner Nachbarn ist kein Aufruf seiner Art übrig</translation>
    </message>
    <message>
        <source>no launch writes its buffers (%1), which launches only read (it writes in place into another buffer), and no launch is left between its neighbours&apos; launches</source>
        <translation>kein Start schreibt seine Puffer (%1), die Starts nur lesen (er schreibt an Ort und Stelle in einen anderen Puffer), und zwischen den Starts seiner Nachbarn ist kein Start übrig</translation>
    </message>
    <message>
        <source>its buffers (%1) appear nowhere in the generated code (Inductor removed them, or it writes in place into another buffer), no launch lists its origins, and no launch is left between its neighbours&apos; launches</source>
        <translation>seine Puffer (%1) kommen im erzeugten Code nicht vor (Inductor hat sie entfernt, oder er schreibt an Ort und Stelle in einen anderen Puffer), kein Start nennt seine Ursprünge, und zwischen den Starts seiner Nachbarn ist kein Start übrig</translation>
    </message>
</context>
<context>
    <name>cs::KernelWords</name>
    <message>
        <source>Distinct kernels: the kernels Inductor generated (Triton, C++), each counted once however often it runs. A compile&apos;s count adds up its graphs (forward and backward).</source>
        <translation>Verschiedene Kernel: die Kernel, die Inductor erzeugt hat (Triton, C++), jeder einmal gezählt, wie oft er auch läuft. Eine Kompilierung zählt ihre Graphen zusammen (Vorwärts und Rückwärts).</translation>
    </message>
    <message>
        <source>Launches: the kernel calls in the generated code&apos;s call(), per call of the graph: every call of a generated kernel and every extern call (a library kernel such as mm or attention).</source>
        <translation>Starts: die Kernel-Aufrufe in call() des erzeugten Codes, je Aufruf des Graphen: jeder Aufruf eines erzeugten Kernels und jeder externe Aufruf (ein Bibliotheks-Kernel wie mm oder Attention).</translation>
    </message>
    <message>
        <source>Fusion groups: Inductor&apos;s scheduler nodes after fusion (its fusion record). Each becomes one launch of a generated kernel, an extern call, or nothing (a view).</source>
        <translation>Fusionsgruppen: Inductors Scheduler-Knoten nach der Fusion (seine Fusionsaufzeichnung). Jede wird ein Start eines erzeugten Kernels, ein externer Aufruf oder nichts (eine View).</translation>
    </message>
    <message>
        <source>Graph nodes: the nodes of an FX graph, inputs and output included.</source>
        <translation>Graphknoten: die Knoten eines FX-Graphen, Eingaben und Ausgabe eingeschlossen.</translation>
    </message>
    <message numerus="yes">
        <source>; %n of them in torch.cond / while_loop branches: at least %1 run per call, more as a loop repeats</source>
        <translation>
            <numerusform>; einer davon in Zweigen von torch.cond / while_loop: mindestens %1 laufen je Aufruf, mehr, wenn eine Schleife wiederholt</numerusform>
            <numerusform>; %n davon in Zweigen von torch.cond / while_loop: mindestens %1 laufen je Aufruf, mehr, wenn eine Schleife wiederholt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n of them in torch.cond branches: %1 to %2 run per call, by the branch taken</source>
        <translation>
            <numerusform>; einer davon in Zweigen von torch.cond: %1 bis %2 laufen je Aufruf, je nach genommenem Zweig</numerusform>
            <numerusform>; %n davon in Zweigen von torch.cond: %1 bis %2 laufen je Aufruf, je nach genommenem Zweig</numerusform>
        </translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>mindestens %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message numerus="yes">
        <source>; %n of them in torch.cond branches: %1 run per call, whichever branch is taken</source>
        <translation>
            <numerusform>; einer davon in Zweigen von torch.cond: %1 laufen je Aufruf, welcher Zweig auch genommen wird</numerusform>
            <numerusform>; %n davon in Zweigen von torch.cond: %1 laufen je Aufruf, welcher Zweig auch genommen wird</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::Passes</name>
    <message>
        <source>graphs not readable</source>
        <translation>Graphen nicht lesbar</translation>
    </message>
    <message>
        <source>unchanged (%1 nodes)</source>
        <translation>unverändert (%1 Knoten)</translation>
    </message>
    <message>
        <source>removed %1 (%2)</source>
        <translation>%1 entfernt (%2)</translation>
    </message>
    <message>
        <source>added %1 (%2)</source>
        <translation>%1 hinzugefügt (%2)</translation>
    </message>
    <message>
        <source>retargeted %1</source>
        <translation>%1 mit anderem Ziel</translation>
    </message>
    <message>
        <source>rewired %1</source>
        <translation>%1 mit anderen Eingängen</translation>
    </message>
    <message>
        <source>reordered %1</source>
        <translation>%1 umgeordnet</translation>
    </message>
    <message>
        <source>%1 → %2 nodes: %3</source>
        <translation>%1 → %2 Knoten: %3</translation>
    </message>
    <message>
        <source>No graph snapshots of Inductor&apos;s passes in this run (Inductor logs them to TORCH_TRACE from torch 2.6 on; a run compiled by another backend has none).</source>
        <translation>Keine Graph-Stände der Passes von Inductor in diesem Lauf (Inductor loggt sie ab torch 2.6 in TORCH_TRACE; ein mit einem anderen Backend kompilierter Lauf hat keine).</translation>
    </message>
    <message>
        <source>no pass spans logged</source>
        <translation>keine Pass-Spans geloggt</translation>
    </message>
    <message numerus="yes">
        <source>%n pass(es), %1</source>
        <translation>
            <numerusform>%n Pass, %1</numerusform>
            <numerusform>%n Passes, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the only graph logged (line %1): nothing to compare</source>
        <translation>der einzige geloggte Graph (Zeile %1): nichts zu vergleichen</translation>
    </message>
    <message>
        <source>(lines %1–%2)</source>
        <translation>(Zeilen %1–%2)</translation>
    </message>
    <message>
        <source>ran: %1</source>
        <translation>lief: %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>reads %1 (was %2)</source>
        <translation>liest %1 (vorher %2)</translation>
    </message>
</context>
<context>
    <name>cs::Provenance</name>
    <message>
        <source>No post-grad graph of this run has Inductor&apos;s provenance mapping (recorded with INDUCTOR_PROVENANCE=1 or TORCH_COMPILE_DEBUG=1).</source>
        <translation>Kein Post-grad-Graph dieses Laufs hat die Provenienz-Zuordnung von Inductor (aufgezeichnet mit INDUCTOR_PROVENANCE=1 oder TORCH_COMPILE_DEBUG=1).</translation>
    </message>
    <message>
        <source>pre-grad graph</source>
        <translation>Pre-grad-Graph</translation>
    </message>
    <message>
        <source>post-grad graph</source>
        <translation>Post-grad-Graph</translation>
    </message>
    <message>
        <source>generated code</source>
        <translation>erzeugter Code</translation>
    </message>
    <message>
        <source>not in the trace</source>
        <translation>nicht im Trace</translation>
    </message>
    <message>
        <source>%1 from line %2</source>
        <translation>%1 ab Zeile %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>(code lines %1)</source>
        <translation>(Code-Zeilen %1)</translation>
    </message>
    <message>
        <source>Kernel calls no model node leads to: %1</source>
        <translation>Kernel-Aufrufe, zu denen kein Modellknoten führt: %1</translation>
    </message>
</context>
<context>
    <name>cs::Ranks</name>
    <message>
        <source>rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>ranks %1</source>
        <translation>Ranks %1</translation>
    </message>
    <message>
        <source>median %1</source>
        <translation>Median %1</translation>
    </message>
    <message>
        <source>nothing to compare (no compile id on two ranks with a recorded value)</source>
        <translation>nichts zu vergleichen (keine Compile-ID auf zwei Ranks mit aufgezeichnetem Wert)</translation>
    </message>
    <message>
        <source>none: the slowest rank is within %1 of the median everywhere (worst: %2, %3×)</source>
        <translation>keine: der langsamste Rank liegt überall innerhalb von %1 des Medians (am schlechtesten: %2, %3×)</translation>
    </message>
    <message>
        <source>one rank: nothing to compare</source>
        <translation>ein Rank: nichts zu vergleichen</translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s) agree</source>
        <translation>
            <numerusform>%n Rank stimmt überein</numerusform>
            <numerusform>%n Ranks stimmen überein</numerusform>
        </translation>
    </message>
    <message>
        <source>ranks diverge at %1 (%2): %3</source>
        <translation>Ranks weichen bei %1 ab (%2): %3</translation>
    </message>
    <message>
        <source>ranks diverge in their collectives at %1</source>
        <translation>Ranks weichen in ihren Kollektiven bei %1 ab</translation>
    </message>
    <message>
        <source>Ranks: %1 (%2)</source>
        <translation>Ranks: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n compile id(s)</source>
        <translation>
            <numerusform>%n Compile-ID</numerusform>
            <numerusform>%n Compile-IDs</numerusform>
        </translation>
    </message>
    <message>
        <source>compile time %1</source>
        <translation>Kompilierzeit %1</translation>
    </message>
    <message>
        <source>Groups (ranks that compiled the same things the same way): %1</source>
        <translation>Gruppen (Ranks, die dasselbe auf dieselbe Weise kompilierten): %1</translation>
    </message>
    <message>
        <source>group %1</source>
        <translation>Gruppe %1</translation>
    </message>
    <message>
        <source>First divergence: compile #%1 of the sequence, %2 on %3</source>
        <translation>Erste Abweichung: Kompilierung Nr. %1 der Folge, %2 auf %3</translation>
    </message>
    <message>
        <source>cause: %1</source>
        <translation>Ursache: %1</translation>
    </message>
    <message>
        <source>First divergence: none, every rank compiled the same things the same way</source>
        <translation>Erste Abweichung: keine, jeder Rank kompilierte dasselbe auf dieselbe Weise</translation>
    </message>
    <message>
        <source>Likely hang: collective #%1 of %2 differs between ranks</source>
        <translation>Wahrscheinlicher Hänger: Kollektiv Nr. %1 von %2 unterscheidet sich zwischen den Ranks</translation>
    </message>
    <message>
        <source>(no collective)</source>
        <translation>(kein Kollektiv)</translation>
    </message>
    <message>
        <source>Collectives: no compiled graph issues a different collective sequence on some ranks</source>
        <translation>Kollektive: kein kompilierter Graph ruft auf einigen Ranks eine andere Folge von Kollektiven auf</translation>
    </message>
    <message>
        <source>Stragglers, compile time (slowest rank against the median)</source>
        <translation>Nachzügler, Kompilierzeit (langsamster Rank gegen den Median)</translation>
    </message>
    <message>
        <source>Stragglers, Inductor&apos;s runtime estimates per graph (slowest rank against the median)</source>
        <translation>Nachzügler, Laufzeitschätzungen von Inductor je Graph (langsamster Rank gegen den Median)</translation>
    </message>
    <message>
        <source>Compile ids × ranks (outcome and cache lookups: h hit, m miss, b bypass; * differs)</source>
        <translation>Compile-IDs × Ranks (Ergebnis und Cache-Abfragen: h Treffer, m Fehlschlag, b umgangen; * weicht ab)</translation>
    </message>
    <message>
        <source>compile</source>
        <translation>Kompilierung</translation>
    </message>
    <message>
        <source>… %1 more (--verbose lists all)</source>
        <translation>… %1 weitere (--verbose listet alle)</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>The ranks agree.</source>
        <translation>Die Ranks stimmen überein.</translation>
    </message>
    <message>
        <source>The ranks diverge.</source>
        <translation>Die Ranks weichen ab.</translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s) agree as far as their logs could be read</source>
        <translation>
            <numerusform>%n Rank stimmt überein, soweit sein Log gelesen werden konnte</numerusform>
            <numerusform>%n Ranks stimmen überein, soweit ihre Logs gelesen werden konnten</numerusform>
        </translation>
    </message>
    <message>
        <source>ranks seem to diverge, but a rank&apos;s log is damaged: the difference may be the damage</source>
        <translation>die Ranks scheinen abzuweichen, aber das Log eines Ranks ist beschädigt: der Unterschied kann die Beschädigung sein</translation>
    </message>
    <message numerus="yes">
        <source>Warning: some rank logs could not be read whole (%n problem(s)); what they lost is not compared:</source>
        <translation>
            <numerusform>Warnung: einige Rank-Logs konnten nicht vollständig gelesen werden (%n Problem); was ihnen fehlt, wird nicht verglichen:</numerusform>
            <numerusform>Warnung: einige Rank-Logs konnten nicht vollständig gelesen werden (%n Probleme); was ihnen fehlt, wird nicht verglichen:</numerusform>
        </translation>
    </message>
    <message>
        <source>but: %1</source>
        <translation>aber: %1</translation>
    </message>
    <message>
        <source>no estimate: Inductor wrote 0 ns for every op (it estimates GPU ops only)</source>
        <translation>keine Schätzung: Inductor schrieb 0 ns für jede Operation (es schätzt nur GPU-Operationen)</translation>
    </message>
    <message>
        <source>The ranks seem to diverge, but where they part a rank&apos;s log is damaged: the difference may be the damage, not a divergence.</source>
        <translation>Die Ranks scheinen abzuweichen, aber wo sie sich trennen, ist das Log eines Ranks beschädigt: der Unterschied kann die Beschädigung sein, keine Abweichung.</translation>
    </message>
    <message>
        <source>(no rank recorded)</source>
        <translation>(kein Rank aufgezeichnet)</translation>
    </message>
    <message>
        <source>the log (no rank recorded)</source>
        <translation>das Log (kein Rank aufgezeichnet)</translation>
    </message>
    <message>
        <source>rank %1 has no log</source>
        <translation>Rank %1 hat kein Log</translation>
    </message>
    <message>
        <source>ranks %1 have no log</source>
        <translation>Ranks %1 haben kein Log</translation>
    </message>
    <message>
        <source>no verdict: the log of %1 could not be read</source>
        <translation>kein Urteil: das Log von %1 ließ sich nicht lesen</translation>
    </message>
    <message>
        <source>also at compile #%1: %2 on %3</source>
        <translation>ebenfalls bei Kompilierung #%1: %2 auf %3</translation>
    </message>
    <message>
        <source>note: %1; the divergence holds among the intact ranks</source>
        <translation>Hinweis: %1; die Abweichung besteht auch zwischen den intakten Ranks</translation>
    </message>
    <message>
        <source>No verdict: the ranks read agree, but the log of %1 could not be read.</source>
        <translation>Kein Urteil: die gelesenen Ranks stimmen überein, aber das Log von %1 ließ sich nicht lesen.</translation>
    </message>
    <message>
        <source>The ranks read agree (%1).</source>
        <translation>Die gelesenen Ranks stimmen überein (%1).</translation>
    </message>
    <message>
        <source>; the ranks ran different torch builds</source>
        <translation>; die Ranks liefen mit verschiedenen torch-Builds</translation>
    </message>
    <message>
        <source>Warning: the ranks were written by different torch builds (%1): what differs between them may come from the build, not from the job</source>
        <translation>Warnung: Die Ranks wurden von verschiedenen torch-Builds geschrieben (%1): Was sich zwischen ihnen unterscheidet, kann vom Build kommen, nicht vom Job</translation>
    </message>
</context>
<context>
    <name>cs::Report</name>
    <message>
        <source>Graph %1 is not drawn: %2</source>
        <translation>Graph %1 wird nicht gezeichnet: %2</translation>
    </message>
    <message>
        <source>The profile database %1 could not be opened: %2</source>
        <translation>Die Profildatenbank %1 ließ sich nicht öffnen: %2</translation>
    </message>
    <message>
        <source>No profile run in %1 measured a kernel of this run.</source>
        <translation>Kein Profillauf in %1 hat einen Kernel dieses Laufs gemessen.</translation>
    </message>
    <message>
        <source>torch.compile diagnosis</source>
        <translation>torch.compile-Diagnose</translation>
    </message>
    <message>
        <source>What to fix first</source>
        <translation>Was zuerst zu beheben ist</translation>
    </message>
    <message>
        <source>Run and versions</source>
        <translation>Lauf und Versionen</translation>
    </message>
    <message>
        <source>Compile overview</source>
        <translation>Kompilierübersicht</translation>
    </message>
    <message>
        <source>Graph breaks</source>
        <translation>Graph-Breaks</translation>
    </message>
    <message>
        <source>Recompiles</source>
        <translation>Neukompilierungen</translation>
    </message>
    <message>
        <source>Failures and restarts</source>
        <translation>Fehlschläge und Neustarts</translation>
    </message>
    <message>
        <source>Fusion</source>
        <translation>Fusion</translation>
    </message>
    <message>
        <source>Kernels</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Key graphs</source>
        <translation>Wichtige Graphen</translation>
    </message>
    <message>
        <source>Dynamo (tracing, guards)</source>
        <translation>Dynamo (Tracing, Guards)</translation>
    </message>
    <message>
        <source>AOTAutograd (joint graph, partition)</source>
        <translation>AOTAutograd (gemeinsamer Graph, Partitionierung)</translation>
    </message>
    <message>
        <source>Inductor (passes, lowering, scheduling)</source>
        <translation>Inductor (Passes, Lowering, Scheduling)</translation>
    </message>
    <message>
        <source>Code generation (incl. Triton compile)</source>
        <translation>Codeerzeugung (inkl. Triton-Kompilierung)</translation>
    </message>
    <message>
        <source>Nothing to fix: no graph breaks, recompiles or failures were recorded.</source>
        <translation>Nichts zu beheben: Es wurden keine Graph-Breaks, Neukompilierungen oder Fehlschläge aufgezeichnet.</translation>
    </message>
    <message>
        <source>Cost: %1 of compile time</source>
        <translation>Kosten: %1 Kompilierzeit</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Warum: %1</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Behebung: %1</translation>
    </message>
    <message>
        <source>Evidence: section “%1”</source>
        <translation>Belege: Abschnitt „%1“</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>Software</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Recorded by</source>
        <translation>Erfasst von</translation>
    </message>
    <message>
        <source>GPU / CPU of the profile run</source>
        <translation>GPU / CPU des Profillaufs</translation>
    </message>
    <message>
        <source>profile run</source>
        <translation>Profillauf</translation>
    </message>
    <message>
        <source>Backward graphs, compiled at the first backward call, took %1 more (bwd_compilation_metrics).</source>
        <translation>Backward-Graphen, beim ersten Backward-Aufruf kompiliert, brauchten weitere %1 (bwd_compilation_metrics).</translation>
    </message>
    <message>
        <source>Warm-up: compiling took %1 of the %2 from the first compile&apos;s start to the last compile&apos;s end (%3); the rest ran the model.</source>
        <translation>Aufwärmphase: Kompilieren dauerte %1 der %2 vom Beginn der ersten bis zum Ende der letzten Kompilierung (%3); die übrige Zeit lief das Modell.</translation>
    </message>
    <message>
        <source>%1 of the compiling was backward graphs, compiled at the first backward call.</source>
        <translation>%1 davon waren Backward-Graphen, kompiliert beim ersten Backward-Aufruf.</translation>
    </message>
    <message>
        <source>Inductor compiles outside Dynamo (AOTInductor or a direct call of Inductor): %1 in all</source>
        <translation>Inductor-Kompilierungen außerhalb von Dynamo (AOTInductor oder ein direkter Aufruf von Inductor): %1 insgesamt</translation>
    </message>
    <message>
        <source>Compile time per phase (exclusive, from compilation_metrics)</source>
        <translation>Kompilierzeit je Phase (exklusiv, aus compilation_metrics)</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>  of which Triton compile</source>
        <translation>  davon Triton-Kompilierung</translation>
    </message>
    <message>
        <source>Compiles in log order</source>
        <translation>Kompilierungen in Log-Reihenfolge</translation>
    </message>
    <message>
        <source>Compile</source>
        <translation>Kompilierung</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Called</source>
        <translation>Aufgerufen</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>Dynamo</source>
        <translation>Dynamo</translation>
    </message>
    <message>
        <source>AOT</source>
        <translation>AOT</translation>
    </message>
    <message>
        <source>Inductor</source>
        <translation>Inductor</translation>
    </message>
    <message>
        <source>Codegen</source>
        <translation>Codeerz.</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>Breaks</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <source>recompile limit hit: not compiled</source>
        <translation>Neukompilierungslimit erreicht: nicht kompiliert</translation>
    </message>
    <message>
        <source>%1 (%2 attempts)</source>
        <translation>%1 (%2 Versuche)</translation>
    </message>
    <message>
        <source>The run&apos;s traces hold no graph.</source>
        <translation>Die Traces des Laufs enthalten keinen Graphen.</translation>
    </message>
    <message>
        <source> (consecutive boxes merged into segments to stay readable)</source>
        <translation> (aufeinanderfolgende Kästen zu Segmenten zusammengefasst, damit es lesbar bleibt)</translation>
    </message>
    <message>
        <source>Not drawn: %1</source>
        <translation>Nicht gezeichnet: %1</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>compile the block instead of the whole model (regional compilation): `for block in model.%1: block.compile()`, with the options you pass to torch.compile now. PyTorch compiles it once and reuses it for every copy, so compile time falls towards one block&apos;s. What it gives up: fusions across blocks; the rest of the model (embeddings, head, loss) runs eagerly unless you compile it too; each block call checks its own guards. The saving is a cold start&apos;s: a warm compile cache already skips most of this time.</source>
        <translation>kompilieren Sie den Block statt des ganzen Modells (regionale Kompilierung): `for block in model.%1: block.compile()`, mit den Optionen, die Sie jetzt an torch.compile übergeben. PyTorch kompiliert ihn einmal und verwendet ihn für jede Kopie wieder, die Kompilierzeit sinkt also auf die eines Blocks. Was dabei entfällt: Fusionen über Blockgrenzen hinweg; der Rest des Modells (Embeddings, Kopf, Loss) läuft eager, sofern Sie ihn nicht ebenfalls kompilieren; jeder Block-Aufruf prüft seine eigenen Guards. Die Ersparnis gilt für einen kalten Start: ein warmer Kompilier-Cache überspringt den Großteil dieser Zeit bereits.</translation>
    </message>
    <message>
        <source>Recompile limit hit in %1 [%2] at %3: later calls run without compilation.</source>
        <translation>Neukompilierungslimit erreicht in %1 [%2] bei %3: spätere Aufrufe laufen ohne Kompilierung.</translation>
    </message>
    <message>
        <source>Find the recompiles below and make the changing input dynamic or constant.</source>
        <translation>Suchen Sie die Neukompilierungen unten und machen Sie die sich ändernde Eingabe dynamisch oder konstant.</translation>
    </message>
    <message>
        <source>[%1] %2</source>
        <translation>[%1] %2</translation>
    </message>
    <message>
        <source>Compile failed in %1 [%2] at %3: %4</source>
        <translation>Kompilierung fehlgeschlagen in %1 [%2] bei %3: %4</translation>
    </message>
    <message>
        <source>This code runs eagerly: fix the error, or move the code out of the compiled region.</source>
        <translation>Dieser Code läuft eager: Beheben Sie den Fehler oder verschieben Sie den Code aus der kompilierten Region.</translation>
    </message>
    <message numerus="yes">
        <source>Recompile storm: %1 (%2) recompiled %n time(s)</source>
        <translation>
            <numerusform>Neukompilierungssturm: %1 (%2) %n-mal neu kompiliert</numerusform>
            <numerusform>Neukompilierungssturm: %1 (%2) %n-mal neu kompiliert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recompiles: %1 (%2) recompiled %n time(s)</source>
        <translation>
            <numerusform>Neukompilierungen: %1 (%2) %n-mal neu kompiliert</numerusform>
            <numerusform>Neukompilierungen: %1 (%2) %n-mal neu kompiliert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Graph break at %1 (%n time(s)): %2</source>
        <translation>
            <numerusform>Graph-Break bei %1 (%n-mal): %2</numerusform>
            <numerusform>Graph-Break bei %1 (%n-mal): %2</numerusform>
        </translation>
    </message>
    <message>
        <source>no fusion log: the run did not record decisions</source>
        <translation>kein Fusions-Log: der Lauf hat keine Entscheidungen aufgezeichnet</translation>
    </message>
    <message>
        <source>never scored with another node (no line names it)</source>
        <translation>nie mit einem anderen Knoten bewertet (keine Zeile nennt ihn)</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>erwartet %1</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>Angabe</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>No graph breaks were recorded.</source>
        <translation>Es wurden keine Graph-Breaks aufgezeichnet.</translation>
    </message>
    <message>
        <source>Ranked by the time spent outside compiled graphs (profiler trace), then by the compile time each break added (the tracing its restarts threw away).</source>
        <translation>Geordnet nach der Zeit außerhalb kompilierter Graphen (Profiler-Trace), dann nach der Kompilierzeit, die jeder Break hinzufügte (das Tracing, das seine Neustarts verwarfen).</translation>
    </message>
    <message>
        <source>Ranked by the compile time each break added: the tracing its restarts threw away. The compile time of the compiles around a break is listed apart.</source>
        <translation>Geordnet nach der Kompilierzeit, die jeder Break hinzufügte: das Tracing, das seine Neustarts verwarfen. Die Kompilierzeit der umliegenden Kompilierungen steht getrennt.</translation>
    </message>
    <message numerus="yes">
        <source>%n more graph break location(s) not shown.</source>
        <translation>
            <numerusform>%n weitere Graph-Break-Stelle nicht angezeigt.</numerusform>
            <numerusform>%n weitere Graph-Break-Stellen nicht angezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>unknown location</source>
        <translation>unbekannte Stelle</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Times hit</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Compile time added (restarts)</source>
        <translation>Hinzugefügte Kompilierzeit (Neustarts)</translation>
    </message>
    <message>
        <source>Compile time of the compiles around it</source>
        <translation>Kompilierzeit der umliegenden Kompilierungen</translation>
    </message>
    <message>
        <source>Compile ids</source>
        <translation>Compile-IDs</translation>
    </message>
    <message>
        <source>Resumes in</source>
        <translation>Fortgesetzt in</translation>
    </message>
    <message>
        <source>More (address as recorded)</source>
        <translation>Mehr (Adresse wie aufgezeichnet)</translation>
    </message>
    <message>
        <source>Time outside compiled graphs</source>
        <translation>Zeit außerhalb kompilierter Graphen</translation>
    </message>
    <message numerus="yes">
        <source>%1 over %n call(s)</source>
        <translation>
            <numerusform>%1 über %n Aufruf</numerusform>
            <numerusform>%1 über %n Aufrufe</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2 — %n time(s), %3 added</source>
        <translation>
            <numerusform>%1 bei %2 — %n-mal, %3 hinzugefügt</numerusform>
            <numerusform>%1 bei %2 — %n-mal, %3 hinzugefügt</numerusform>
        </translation>
    </message>
    <message>
        <source>No recompiles were recorded.</source>
        <translation>Es wurden keine Neukompilierungen aufgezeichnet.</translation>
    </message>
    <message>
        <source>Guard that failed</source>
        <translation>Fehlgeschlagener Guard</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Was sich änderte</translation>
    </message>
    <message>
        <source>Made dynamic</source>
        <translation>Dynamisch gemacht</translation>
    </message>
    <message>
        <source>Fix [%1]: %2</source>
        <translation>Behebung [%1]: %2</translation>
    </message>
    <message numerus="yes">
        <source>Recompile storm: %1 (%2) recompiled %n time(s), %3</source>
        <translation>
            <numerusform>Neukompilierungssturm: %1 (%2) %n-mal neu kompiliert, %3</numerusform>
            <numerusform>Neukompilierungssturm: %1 (%2) %n-mal neu kompiliert, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) recompiled %n time(s), %3</source>
        <translation>
            <numerusform>%1 (%2) %n-mal neu kompiliert, %3</numerusform>
            <numerusform>%1 (%2) %n-mal neu kompiliert, %3</numerusform>
        </translation>
    </message>
    <message>
        <source>, then hit the recompile limit</source>
        <translation>, dann das Neukompilierungslimit erreicht</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Restarted because</source>
        <translation>Neu gestartet wegen</translation>
    </message>
    <message>
        <source>Recompile limit hit in %1 [%2]</source>
        <translation>Neukompilierungslimit erreicht in %1 [%2]</translation>
    </message>
    <message>
        <source>Compile failed in %1 [%2]: %3</source>
        <translation>Kompilierung fehlgeschlagen in %1 [%2]: %3</translation>
    </message>
    <message>
        <source>Restarted analyses</source>
        <translation>Neu gestartete Analysen</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>Neustarts</translation>
    </message>
    <message>
        <source>Tracing discarded</source>
        <translation>Verworfenes Tracing</translation>
    </message>
    <message>
        <source>Because</source>
        <translation>Weil</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>Danach</translation>
    </message>
    <message>
        <source>No fusion record: the run has no post-fusion IR, generated code or fusion log.</source>
        <translation>Keine Fusionsaufzeichnung: der Lauf hat weder IR nach der Fusion noch erzeugten Code noch ein Fusions-Log.</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>Graph</translation>
    </message>
    <message>
        <source>Nodes before fusion</source>
        <translation>Knoten vor der Fusion</translation>
    </message>
    <message>
        <source>Fusions</source>
        <translation>Fusionen</translation>
    </message>
    <message>
        <source>Rejections</source>
        <translation>Ablehnungen</translation>
    </message>
    <message>
        <source>Traffic saved</source>
        <translation>Eingesparter Verkehr</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Blocked pairs per reason, all graphs</source>
        <translation>Blockierte Paare je Grund, alle Graphen</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>Settings that change it</source>
        <translation>Einstellungen, die es ändern</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Why apart</source>
        <translation>Warum getrennt</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <source>%1: the largest nodes that stayed a kernel of their own</source>
        <translation>%1: die größten Knoten, die ein eigener Kernel blieben</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s) generated; no measurements: give a profile database (report --db, filled by compilescope profile) to see their times and history.</source>
        <translation>
            <numerusform>%n Kernel erzeugt; keine Messungen: geben Sie eine Profildatenbank an (report --db, gefüllt von compilescope profile), um Zeiten und Verlauf zu sehen.</numerusform>
            <numerusform>%n Kernel erzeugt; keine Messungen: geben Sie eine Profildatenbank an (report --db, gefüllt von compilescope profile), um Zeiten und Verlauf zu sehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Generated kernels</source>
        <translation>Erzeugte Kernel</translation>
    </message>
    <message numerus="yes">
        <source>Profile run %1 of %2 (%3), on %4: %n kernel(s) measured, %5 in total (sum of medians).</source>
        <translation>
            <numerusform>Profillauf %1 aus %2 (%3), auf %4: %n Kernel gemessen, insgesamt %5 (Summe der Mediane).</numerusform>
            <numerusform>Profillauf %1 aus %2 (%3), auf %4: %n Kernel gemessen, insgesamt %5 (Summe der Mediane).</numerusform>
        </translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Bandbreite</translation>
    </message>
    <message>
        <source>History (median, oldest first)</source>
        <translation>Verlauf (Median, älteste zuerst)</translation>
    </message>
    <message>
        <source>this run only</source>
        <translation>nur dieser Lauf</translation>
    </message>
    <message>
        <source>Not measured because</source>
        <translation>Nicht gemessen, weil</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s) not measured</source>
        <translation>
            <numerusform>%n Kernel nicht gemessen</numerusform>
            <numerusform>%n Kernel nicht gemessen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more row(s) not shown; the JSON report has them all.</source>
        <translation>
            <numerusform>%n weitere Zeile nicht angezeigt; der JSON-Bericht enthält alle.</numerusform>
            <numerusform>%n weitere Zeilen nicht angezeigt; der JSON-Bericht enthält alle.</numerusform>
        </translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Made by CompileScope from the run&apos;s own records. Text from the traces is shown as plain text; addresses in it are not links.</source>
        <translation>Von CompileScope aus den eigenen Aufzeichnungen des Laufs erstellt. Text aus den Traces erscheint als reiner Text; Adressen darin sind keine Links.</translation>
    </message>
    <message>
        <source>(details cut to fit a comment; see the HTML report)</source>
        <translation>(Details gekürzt, damit es in einen Kommentar passt; siehe HTML-Bericht)</translation>
    </message>
    <message>
        <source>shortened: %1</source>
        <translation>gekürzt: %1</translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>weggelassen: %1</translation>
    </message>
    <message>
        <source>Cut to fit %1 characters (%2). The HTML, PDF and JSON reports have everything.</source>
        <translation>Auf %1 Zeichen gekürzt (%2). Der HTML-, PDF- und JSON-Bericht enthalten alles.</translation>
    </message>
    <message>
        <source>cannot start the PDF writer</source>
        <translation>der PDF-Writer lässt sich nicht starten</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Verdicts for </source>
        <translation>Urteile für </translation>
    </message>
    <message>
        <source>wall time per call, against eager; intervals are 95%</source>
        <translation>Wandzeit pro Aufruf, gegen eager; Intervalle sind 95 %</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Steady median [95% CI]</source>
        <translation>Median im stabilen Zustand [95-%-KI]</translation>
    </message>
    <message>
        <source>Speedup [95% CI]</source>
        <translation>Beschleunigung [95-%-KI]</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Aufwärmphase</translation>
    </message>
    <message>
        <source>Break-even calls [95% CI]</source>
        <translation>Aufrufe bis zur Gewinnschwelle [95-%-KI]</translation>
    </message>
    <message>
        <source>Parity</source>
        <translation>Parität</translation>
    </message>
    <message>
        <source>Processes and peak memory per mode (median over its processes; change against eager)</source>
        <translation>Prozesse und Spitzenspeicher pro Modus (Median über seine Prozesse; Änderung gegenüber eager)</translation>
    </message>
    <message>
        <source>Processes ok / failed</source>
        <translation>Prozesse ok / fehlgeschlagen</translation>
    </message>
    <message>
        <source>Peak RSS</source>
        <translation>Spitzen-RSS</translation>
    </message>
    <message>
        <source>GPU allocated</source>
        <translation>GPU belegt</translation>
    </message>
    <message>
        <source>GPU reserved</source>
        <translation>GPU reserviert</translation>
    </message>
    <message>
        <source>not available: %1</source>
        <translation>nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>Command: </source>
        <translation>Befehl: </translation>
    </message>
    <message>
        <source>Folder: </source>
        <translation>Ordner: </translation>
    </message>
    <message>
        <source>Stack: </source>
        <translation>Software-Stack: </translation>
    </message>
    <message>
        <source>Gate tripped: </source>
        <translation>Schwelle ausgelöst: </translation>
    </message>
    <message>
        <source>Note: </source>
        <translation>Hinweis: </translation>
    </message>
    <message>
        <source>Run B (%1) could not be read, so nothing was compared: %2</source>
        <translation>Lauf B (%1) konnte nicht gelesen werden, daher wurde nichts verglichen: %2</translation>
    </message>
    <message>
        <source>The A/B folder %1 could not be read, so it has no verdicts here: %2</source>
        <translation>Der A/B-Ordner %1 konnte nicht gelesen werden, daher fehlen seine Urteile hier: %2</translation>
    </message>
    <message>
        <source>What changed in compilation</source>
        <translation>Was sich beim Kompilieren geändert hat</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Compiles</source>
        <translation>Kompilierungen</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>Fehlschläge</translation>
    </message>
    <message>
        <source>Graph breaks fixed, new or changed (by reason and location)</source>
        <translation>Graph-Breaks behoben, neu oder geändert (nach Grund und Ort)</translation>
    </message>
    <message>
        <source>Count A → B</source>
        <translation>Anzahl A → B</translation>
    </message>
    <message>
        <source>Source line</source>
        <translation>Quellzeile</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>behoben</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>Recompiles per function, with the guards that failed</source>
        <translation>Neukompilierungen pro Funktion, mit den fehlgeschlagenen Guards</translation>
    </message>
    <message>
        <source>Recompiles A → B</source>
        <translation>Neukompilierungen A → B</translation>
    </message>
    <message>
        <source>Failed guards only in A</source>
        <translation>Fehlgeschlagene Guards nur in A</translation>
    </message>
    <message>
        <source>Failed guards only in B</source>
        <translation>Fehlgeschlagene Guards nur in B</translation>
    </message>
    <message>
        <source>Dynamic A → B</source>
        <translation>Dynamisch A → B</translation>
    </message>
    <message>
        <source>Limit hit A / B</source>
        <translation>Limit erreicht A / B</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Failures and restarts gone, new or changed</source>
        <translation>Fehlschläge und Neustarts entfallen, neu oder geändert</translation>
    </message>
    <message>
        <source>A → B</source>
        <translation>A → B</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>entfallen</translation>
    </message>
    <message>
        <source>restart: %1</source>
        <translation>Neustart: %1</translation>
    </message>
    <message>
        <source>%1 attempts</source>
        <translation>%1 Versuche</translation>
    </message>
    <message>
        <source>Compile time per phase, all compiles (phases nest: Dynamo holds AOT, which holds Inductor)</source>
        <translation>Kompilierzeit pro Phase, alle Kompilierungen (Phasen sind verschachtelt: Dynamo enthält AOT, das Inductor enthält)</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>Δ %</source>
        <translation>Δ %</translation>
    </message>
    <message>
        <source>cache hits / misses</source>
        <translation>Cache-Treffer / -Fehlschläge</translation>
    </message>
    <message>
        <source>Software stack of each run</source>
        <translation>Software-Stack jedes Laufs</translation>
    </message>
    <message>
        <source>Differs</source>
        <translation>Abweichend</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>unterscheidet sich</translation>
    </message>
    <message>
        <source>Compiles that changed (matched by frame and order)</source>
        <translation>Geänderte Kompilierungen (zugeordnet nach Frame und Reihenfolge)</translation>
    </message>
    <message>
        <source>What differs</source>
        <translation>Was abweicht</translation>
    </message>
    <message>
        <source>Compile time A → B</source>
        <translation>Kompilierzeit A → B</translation>
    </message>
    <message>
        <source>Graphs that changed</source>
        <translation>Geänderte Graphen</translation>
    </message>
    <message>
        <source>Nodes A → B</source>
        <translation>Knoten A → B</translation>
    </message>
    <message>
        <source>Nodes added</source>
        <translation>Knoten hinzugekommen</translation>
    </message>
    <message>
        <source>Nodes removed</source>
        <translation>Knoten entfernt</translation>
    </message>
    <message>
        <source>Fusion groups A → B</source>
        <translation>Fusionsgruppen A → B</translation>
    </message>
    <message>
        <source>Split / merged</source>
        <translation>Geteilt / zusammengelegt</translation>
    </message>
    <message>
        <source>Fusion groups split or merged (over the nodes both graphs share)</source>
        <translation>Fusionsgruppen geteilt oder zusammengelegt (über die Knoten, die beide Graphen teilen)</translation>
    </message>
    <message>
        <source>Kernels in A</source>
        <translation>Kernel in A</translation>
    </message>
    <message>
        <source>Kernels in B</source>
        <translation>Kernel in B</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>split</source>
        <translation>aufgeteilt</translation>
    </message>
    <message>
        <source>merged</source>
        <translation>zusammengeführt</translation>
    </message>
    <message>
        <source>regrouped</source>
        <translation>neu gruppiert</translation>
    </message>
    <message>
        <source>not read (over the size budget)</source>
        <translation>nicht gelesen (über dem Größenbudget)</translation>
    </message>
    <message>
        <source>Measured times: per step, per graph, and the kernels whose time differs significantly</source>
        <translation>Gemessene Zeiten: pro Schritt, pro Graph und die Kernel, deren Zeit signifikant abweicht</translation>
    </message>
    <message>
        <source>Median A</source>
        <translation>Median A</translation>
    </message>
    <message>
        <source>Median B</source>
        <translation>Median B</translation>
    </message>
    <message>
        <source>95% CI of Δ</source>
        <translation>95-%-KI von Δ</translation>
    </message>
    <message>
        <source>p (Holm)</source>
        <translation>p (Holm)</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>per step (every graph once)</source>
        <translation>pro Schritt (jeder Graph einmal)</translation>
    </message>
    <message>
        <source>graph %1 → %2 %3</source>
        <translation>Graph %1 → %2 %3</translation>
    </message>
    <message>
        <source>profiler step time (%1)</source>
        <translation>Profiler-Schrittzeit (%1)</translation>
    </message>
    <message>
        <source>Kernels only in A, only in B, or with other code (matched by what they compute)</source>
        <translation>Kernel nur in A, nur in B oder mit anderem Code (zugeordnet nach dem, was sie berechnen)</translation>
    </message>
    <message>
        <source>Kernel in A</source>
        <translation>Kernel in A</translation>
    </message>
    <message>
        <source>Kernel in B</source>
        <translation>Kernel in B</translation>
    </message>
    <message>
        <source>Matched by</source>
        <translation>Zugeordnet über</translation>
    </message>
    <message>
        <source>ATen ops</source>
        <translation>ATen-Operationen</translation>
    </message>
    <message>
        <source>same origins</source>
        <translation>gleiche Herkunft</translation>
    </message>
    <message>
        <source>similar source (%1 %)</source>
        <translation>ähnlicher Quelltext (%1 %)</translation>
    </message>
    <message>
        <source>%1, autotune candidate</source>
        <translation>%1, Autotuning-Kandidat</translation>
    </message>
    <message>
        <source>Autotuning choices that changed</source>
        <translation>Geänderte Autotuning-Entscheidungen</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>Shapes</source>
        <translation>Formen</translation>
    </message>
    <message>
        <source>Best in A</source>
        <translation>Beste in A</translation>
    </message>
    <message>
        <source>Best in B</source>
        <translation>Beste in B</translation>
    </message>
    <message>
        <source>ms A</source>
        <translation>ms A</translation>
    </message>
    <message>
        <source>ms B</source>
        <translation>ms B</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>No change found.</source>
        <translation>Keine Änderung gefunden.</translation>
    </message>
    <message>
        <source>B is worse: new graph breaks, new failures, more recompiles or a significantly slower time.</source>
        <translation>B ist schlechter: neue Graph-Breaks, neue Fehlschläge, mehr Neukompilierungen oder eine signifikant langsamere Zeit.</translation>
    </message>
    <message>
        <source>The runs differ; B has no regression.</source>
        <translation>Die Läufe unterscheiden sich; B hat keine Verschlechterung.</translation>
    </message>
    <message>
        <source>Graphs changed %1; kernel times compared %2.</source>
        <translation>Graphen geändert %1; verglichene Kernelzeiten %2.</translation>
    </message>
    <message>
        <source>Comparison with another run</source>
        <translation>Vergleich mit einem anderen Lauf</translation>
    </message>
    <message>
        <source>A/B verdicts</source>
        <translation>A/B-Urteile</translation>
    </message>
    <message>
        <source>Coverage: %1</source>
        <translation>Abdeckung: %1</translation>
    </message>
    <message>
        <source>Launches</source>
        <translation>Starts</translation>
    </message>
    <message>
        <source>Fusion groups per graph (scheduler nodes after fusion)</source>
        <translation>Fusionsgruppen je Graph (Scheduler-Knoten nach der Fusion)</translation>
    </message>
    <message>
        <source>Fusion groups</source>
        <translation>Fusionsgruppen</translation>
    </message>
    <message>
        <source>Of them extern / no-op</source>
        <translation>Davon extern / No-op</translation>
    </message>
    <message>
        <source>DDP split of compile %1 (%2): %3</source>
        <translation>DDP-Aufteilung der Kompilierung %1 (%2): %3</translation>
    </message>
    <message>
        <source>Child</source>
        <translation>Teilgraph</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Bucket</source>
        <translation>Bucket</translation>
    </message>
    <message>
        <source>Forward graph</source>
        <translation>Vorwärtsgraph</translation>
    </message>
    <message>
        <source>Backward graph</source>
        <translation>Rückwärtsgraph</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>Größe unbekannt</translation>
    </message>
    <message numerus="yes">
        <source>%1: the bucket&apos;s %n parameter(s)</source>
        <translation>
            <numerusform>%1: der %n Parameter des Buckets</numerusform>
            <numerusform>%1: die %n Parameter des Buckets</numerusform>
        </translation>
    </message>
    <message>
        <source>(the graph above, part %1 of %2: row %3, column %4)</source>
        <translation>(der Graph oben, Teil %1 von %2: Zeile %3, Spalte %4)</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Ranks</translation>
    </message>
    <message>
        <source>The %1 ranks agree: every rank compiled the same things the same way.</source>
        <translation>Die %1 Ranks stimmen überein: jeder Rank kompilierte dasselbe auf dieselbe Weise.</translation>
    </message>
    <message>
        <source>The ranks diverge: %1 groups of ranks compiled differently.</source>
        <translation>Die Ranks weichen ab: %1 Gruppen von Ranks kompilierten verschieden.</translation>
    </message>
    <message>
        <source>First divergence (%1): </source>
        <translation>Erste Abweichung (%1): </translation>
    </message>
    <message>
        <source>Likely hang: collective #%1 of </source>
        <translation>Wahrscheinlicher Hänger: Kollektiv Nr. %1 von </translation>
    </message>
    <message>
        <source>Groups of ranks that compiled the same things the same way</source>
        <translation>Gruppen von Ranks, die dasselbe auf dieselbe Weise kompilierten</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Blocks compiled once and reused by every copy</source>
        <translation>Einmal kompilierte Blöcke, von jeder Kopie wiederverwendet</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Block</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Wie</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <source>Compiled as</source>
        <translation>Kompiliert als</translation>
    </message>
    <message>
        <source>Compile time</source>
        <translation>Kompilierzeit</translation>
    </message>
    <message>
        <source>Inlined, it would add</source>
        <translation>Eingefügt würde es hinzufügen</translation>
    </message>
    <message>
        <source>nested compile region</source>
        <translation>verschachtelte Kompilier-Region</translation>
    </message>
    <message>
        <source>compiled on its own</source>
        <translation>für sich kompiliert</translation>
    </message>
    <message>
        <source>not logged</source>
        <translation>nicht geloggt</translation>
    </message>
    <message>
        <source>%1 (estimate)</source>
        <translation>%1 (Schätzung)</translation>
    </message>
    <message>
        <source>%1 a copy</source>
        <translation>%1 je Kopie</translation>
    </message>
    <message>
        <source>Piecewise compile %1 (%2): %3, %4 compiled; pieces in run order</source>
        <translation>Stückweise Kompilierung %1 (%2): %3, %4 kompiliert; Stücke in Ausführungsreihenfolge</translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s)</source>
        <translation>
            <numerusform>ein Stück</numerusform>
            <numerusform>%n Stücke</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Stück</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>Größen</translation>
    </message>
    <message>
        <source>Graphs</source>
        <translation>Graphen</translation>
    </message>
    <message>
        <source>compiled</source>
        <translation>kompiliert</translation>
    </message>
    <message>
        <source>eagerly: %1</source>
        <translation>eager: %1</translation>
    </message>
    <message>
        <source>not said: %1</source>
        <translation>nicht gesagt: %1</translation>
    </message>
    <message>
        <source>Regions compiled on their own (regional Inductor)</source>
        <translation>Für sich kompilierte Regionen (regionaler Inductor)</translation>
    </message>
    <message>
        <source>Inductor&apos;s passes per graph (graph --passes shows each step&apos;s nodes)</source>
        <translation>Passes von Inductor je Graph (graph --passes zeigt die Knoten jedes Schritts)</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>Passes</translation>
    </message>
    <message>
        <source>Longest</source>
        <translation>Längster</translation>
    </message>
    <message>
        <source>Pattern passes that changed it</source>
        <translation>Muster-Passes, die ihn änderten</translation>
    </message>
    <message>
        <source>Compile ids that differ across ranks (outcome and cache lookups: h hit, m miss, b bypass)</source>
        <translation>Compile-IDs, die sich zwischen Ranks unterscheiden (Ergebnis und Cache-Abfragen: h Treffer, m Fehlschlag, b umgangen)</translation>
    </message>
    <message>
        <source>Compile id</source>
        <translation>Compile-ID</translation>
    </message>
    <message>
        <source>Stragglers: the slowest rank&apos;s compile time against the median of the ranks</source>
        <translation>Nachzügler: die Kompilierzeit des langsamsten Ranks gegen den Median der Ranks</translation>
    </message>
    <message>
        <source>Slowest rank</source>
        <translation>Langsamster Rank</translation>
    </message>
    <message>
        <source>Its time</source>
        <translation>Seine Zeit</translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>Verhältnis</translation>
    </message>
    <message>
        <source>GPU for parity checks (not counted)</source>
        <translation>GPU für Paritätsprüfungen (nicht gezählt)</translation>
    </message>
    <message>
        <source>, from its stderr: </source>
        <translation>, aus seiner Standardfehlerausgabe: </translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <source>AOTInductor package</source>
        <translation>AOTInductor-Paket</translation>
    </message>
    <message>
        <source>torch.export in a trace</source>
        <translation>torch.export in einem Trace</translation>
    </message>
    <message>
        <source>exported program</source>
        <translation>exportiertes Programm</translation>
    </message>
    <message>
        <source>Exported programs (torch.export)</source>
        <translation>Exportierte Programme (torch.export)</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source>Outputs</source>
        <translation>Ausgaben</translation>
    </message>
    <message>
        <source>Dynamic dimensions</source>
        <translation>Dynamische Dimensionen</translation>
    </message>
    <message>
        <source>Range constraints</source>
        <translation>Wertebereiche</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1; and %n parameter, buffer or constant input(s)</source>
        <translation>
            <numerusform>%1; dazu ein Parameter-, Puffer- oder Konstanten-Eingang</numerusform>
            <numerusform>%1; dazu %n Parameter-, Puffer- oder Konstanten-Eingänge</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1: failed: %2</source>
        <translation>%1: fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Where: %1</source>
        <translation>Wo: %1</translation>
    </message>
    <message>
        <source>Guard added: %1</source>
        <translation>Guard hinzugefügt: %1</translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <translation>Problem: %1</translation>
    </message>
    <message>
        <source>Why? — compiled modes slower than eager or not clearly faster: causes ranked by how much of the gap per call each explains, from profiler traces of steady calls (ab --why)</source>
        <translation>Warum? — kompilierte Modi, die langsamer als eager oder nicht klar schneller sind: Ursachen danach geordnet, wie viel der Lücke pro Aufruf sie erklären, aus Profiler-Traces stabiler Aufrufe (ab --why)</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Gap per call</source>
        <translation>Lücke pro Aufruf</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>Ursache</translation>
    </message>
    <message>
        <source>Explains</source>
        <translation>Erklärt</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Beleg</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>unexplained</source>
        <translation>unerklärt</translation>
    </message>
    <message>
        <source>Why?: </source>
        <translation>Warum?: </translation>
    </message>
    <message>
        <source>Reading problem: </source>
        <translation>Leseproblem: </translation>
    </message>
    <message>
        <source>But: </source>
        <translation>Aber: </translation>
    </message>
    <message>
        <source>Not compared: a side could not be read.</source>
        <translation>Nicht verglichen: eine Seite konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The picture of graph %1 is in the HTML and PDF reports.</source>
        <translation>Das Bild des Graphen %1 steht in den HTML- und PDF-Berichten.</translation>
    </message>
    <message>
        <source>CUDA-event time per call (the call&apos;s span on its stream, idle gaps included), against eager; intervals are 95%</source>
        <translation>CUDA-Event-Zeit je Aufruf (die Spanne des Aufrufs auf seinem Stream, Leerlauf eingeschlossen), gegen eager; Intervalle sind 95 %</translation>
    </message>
    <message>
        <source>%1; %2 found while reading (diagnostics).</source>
        <translation>%1; %2 beim Lesen gefunden (Diagnosen).</translation>
    </message>
    <message numerus="yes">
        <source>%n trace record(s)</source>
        <translation>
            <numerusform>%n Trace-Eintrag</numerusform>
            <numerusform>%n Trace-Einträge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 ok, %3 failed, %4 empty, %5 without metrics; %6, %7, %8, %9 per call; %10 of compile time.</source>
        <translation>%1: %2 ok, %3 fehlgeschlagen, %4 leer, %5 ohne Metriken; %6, %7, %8, %9 je Aufruf; %10 Kompilierzeit.</translation>
    </message>
    <message numerus="yes">
        <source>%n compile(s)</source>
        <translation>
            <numerusform>%n Kompilierung</numerusform>
            <numerusform>%n Kompilierungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n graph break(s)</source>
        <translation>
            <numerusform>%n Graph-Break</numerusform>
            <numerusform>%n Graph-Breaks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recompile(s)</source>
        <translation>
            <numerusform>%n Neukompilierung</numerusform>
            <numerusform>%n Neukompilierungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n distinct kernel(s)</source>
        <translation>
            <numerusform>%n Kernel</numerusform>
            <numerusform>%n verschiedene Kernel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n launch(es)</source>
        <translation>
            <numerusform>%n Start</numerusform>
            <numerusform>%n Starts</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3, %4 per call; one box per %5, %6</source>
        <translation>%1: %2, %3, %4 je Aufruf; ein Kästchen je %5, %6</translation>
    </message>
    <message numerus="yes">
        <source>%n graph node(s)</source>
        <translation>
            <numerusform>%n Graphknoten</numerusform>
            <numerusform>%n Graphknoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n box(es)</source>
        <translation>
            <numerusform>%n Kästchen</numerusform>
            <numerusform>%n Kästchen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2; one box per %3, %4</source>
        <translation>%1: %2; ein Kästchen je %3, %4</translation>
    </message>
    <message>
        <source>torch.export failed [%1] at %2: %3</source>
        <translation>torch.export fehlgeschlagen [%1] bei %2: %3</translation>
    </message>
    <message>
        <source>No compile or export failed and no analysis restarted.</source>
        <translation>Keine Kompilierung und kein Export ist fehlgeschlagen, keine Analyse wurde neu gestartet.</translation>
    </message>
    <message>
        <source>What to change: %1</source>
        <translation>Was zu ändern ist: %1</translation>
    </message>
    <message>
        <source>torch.export failed [%1]: %2</source>
        <translation>torch.export fehlgeschlagen [%1]: %2</translation>
    </message>
    <message>
        <source>likely hang: collective #%1 of %2 differs between ranks</source>
        <translation>wahrscheinlicher Hänger: Kollektiv #%1 von %2 unterscheidet sich zwischen den Ranks</translation>
    </message>
    <message>
        <source>Ranks that compile differently can wait on each other in a collective (a hang or a timeout): give every rank the same shapes and dtypes and no rank-dependent branch in compiled code; the Ranks section shows where they part.</source>
        <translation>Ranks, die unterschiedlich kompilieren, können in einem Kollektiv aufeinander warten (ein Hänger oder ein Timeout): geben Sie jedem Rank dieselben Formen und Datentypen und keine Rank-abhängige Verzweigung in kompiliertem Code; der Abschnitt Ranks zeigt, wo sie sich trennen.</translation>
    </message>
    <message>
        <source>Warm-up on rank %1 (the rank that compiled longest; ranks compile side by side): compiling took %2 of the %3 from its first compile&apos;s start to its last compile&apos;s end (%4); the rest ran the model.</source>
        <translation>Aufwärmphase auf Rank %1 (dem Rank, der am längsten kompilierte; Ranks kompilieren nebeneinander): Kompilieren dauerte %2 der %3 vom Beginn seiner ersten bis zum Ende seiner letzten Kompilierung (%4); der Rest führte das Modell aus.</translation>
    </message>
    <message>
        <source>An AOTInductor package without its exported program holds no graph to draw: its kernels are listed in the Kernels section.</source>
        <translation>Ein AOTInductor-Paket ohne sein exportiertes Programm enthält keinen Graphen zum Zeichnen: seine Kernel stehen im Abschnitt Kernel.</translation>
    </message>
    <message>
        <source>AOTInductor package diagnosis</source>
        <translation>AOTInductor-Paket-Diagnose</translation>
    </message>
    <message>
        <source>Exported program diagnosis</source>
        <translation>Diagnose eines exportierten Programms</translation>
    </message>
    <message numerus="yes">
        <source>Constants of %1 (%n)</source>
        <translation>
            <numerusform>Konstanten von %1 (%n)</numerusform>
            <numerusform>Konstanten von %1 (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Dtype</source>
        <translation>Dtype</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>A program&apos;s inputs, outputs and dynamic dimensions are listed under Run and versions, its graph under Key graphs.</source>
        <translation>Die Eingaben, Ausgaben und dynamischen Dimensionen eines Programms stehen unter Lauf und Versionen, sein Graph unter Wichtige Graphen.</translation>
    </message>
    <message>
        <source>%1 launches</source>
        <translation>%1 Starts</translation>
    </message>
    <message numerus="yes">
        <source>%n more failure(s) or limit hit(s) not shown; the JSON report and `explain --json` have them all.</source>
        <translation>
            <numerusform>%n weitere fehlgeschlagene Kompilierung oder erreichtes Neukompilierungslimit nicht angezeigt; der JSON-Bericht und `explain --json` enthalten alle.</numerusform>
            <numerusform>%n weitere fehlgeschlagene Kompilierungen oder erreichte Neukompilierungslimits nicht angezeigt; der JSON-Bericht und `explain --json` enthalten alle.</numerusform>
        </translation>
    </message>
    <message>
        <source>One frame, %1, held each of %2 in turn: each new one failed the guard on the function it holds.</source>
        <translation>Ein Frame, %1, hielt %2 nacheinander: jede neue ließ den Guard auf die gehaltene Funktion fehlschlagen.</translation>
    </message>
    <message>
        <source>Ranked by what each costs: failures and recompile-limit hits first (that code runs eagerly), then what costs time on every call (CUDA graphs not captured, graph breaks a profiler timed), then recompiles and graph breaks by compile time.</source>
        <translation>Nach Kosten geordnet: zuerst Fehlschläge und erreichte Neukompilierungslimits (dieser Code läuft eager), dann was bei jedem Aufruf Zeit kostet (nicht erfasste CUDA-Graphen, von einem Profiler gemessene Graph-Breaks), dann Neukompilierungen und Graph-Breaks nach Kompilierzeit.</translation>
    </message>
    <message>
        <source>PyTorch&apos;s hint: %1</source>
        <translation>Hinweis von PyTorch: %1</translation>
    </message>
    <message>
        <source>Compile time: %1 [%2] took %3 s, %4 s of it compiling its backward (%5 of the run&apos;s compile time), compiling one graph that holds %6 copies of `%7.N`</source>
        <translation>Kompilierzeit: %1 [%2] brauchte %3 s, davon %4 s für das Kompilieren seines Backward (%5 der Kompilierzeit des Laufs), um einen Graphen mit %6 Kopien von `%7.N` zu kompilieren</translation>
    </message>
    <message>
        <source>Compile time: %1 [%2] took %3 s (%4 of the run&apos;s compile time) compiling one graph that holds %5 copies of `%6.N`</source>
        <translation>Kompilierzeit: %1 [%2] brauchte %3 s (%4 der Kompilierzeit des Laufs), um einen Graphen mit %5 Kopien von `%6.N` zu kompilieren</translation>
    </message>
    <message>
        <source>That is the work the compile caches keep (the FX graph cache and the AOTAutograd cache, on by default in recent PyTorch; TORCHINDUCTOR_FX_GRAPH_CACHE=1 and TORCHINDUCTOR_AUTOGRAD_CACHE=1 turn them on): a warm start loads it instead of compiling. They live in TORCHINDUCTOR_CACHE_DIR, by default under /tmp, which new containers and reboots lose: point it at a disk that persists, or (PyTorch 2.7 and later) carry the caches to other machines with `torch.compiler.save_cache_artifacts()` and `torch.compiler.load_cache_artifacts()`.</source>
        <translation>Diese Arbeit halten die Kompilier-Caches fest (der FX-Graph-Cache und der AOTAutograd-Cache, in neueren PyTorch-Versionen standardmäßig an; TORCHINDUCTOR_FX_GRAPH_CACHE=1 und TORCHINDUCTOR_AUTOGRAD_CACHE=1 schalten sie ein): ein warmer Start lädt sie, statt zu kompilieren. Sie liegen in TORCHINDUCTOR_CACHE_DIR, standardmäßig unter /tmp, das neue Container und Neustarts verlieren: legen Sie es auf einen Datenträger, der bleibt, oder bringen Sie die Caches (ab PyTorch 2.7) mit `torch.compiler.save_cache_artifacts()` und `torch.compiler.load_cache_artifacts()` auf andere Maschinen.</translation>
    </message>
    <message>
        <source>Compile time: %1 [%2] took %3 s on its own, %4 s of it compiling its backward (%5 of the run&apos;s compile time)</source>
        <translation>Kompilierzeit: %1 [%2] brauchte allein %3 s, davon %4 s für die Kompilierung seines Rückwärtsgraphen (%5 der Kompilierzeit des Laufs)</translation>
    </message>
    <message>
        <source>Compile time: %1 [%2] took %3 s on its own (%4 of the run&apos;s compile time)</source>
        <translation>Kompilierzeit: %1 [%2] brauchte allein %3 s (%4 der Kompilierzeit des Laufs)</translation>
    </message>
    <message>
        <source>Dynamo tracing %1 s</source>
        <translation>Dynamo-Tracing %1 s</translation>
    </message>
    <message>
        <source>AOTAutograd %1 s</source>
        <translation>AOTAutograd %1 s</translation>
    </message>
    <message>
        <source>Inductor %1 s</source>
        <translation>Inductor %1 s</translation>
    </message>
    <message>
        <source>(code generation %1 s, compiling the kernels %2 s of it)</source>
        <translation>(Codegenerierung %1 s, davon %2 s Kompilierung der Kernel)</translation>
    </message>
    <message>
        <source>(code generation %1 s)</source>
        <translation>(Codegenerierung %1 s)</translation>
    </message>
    <message>
        <source>the backward %1 s</source>
        <translation>der Rückwärtsgraph %1 s</translation>
    </message>
    <message>
        <source>Its records do not split the time into phases.</source>
        <translation>Seine Einträge teilen die Zeit nicht in Phasen auf.</translation>
    </message>
    <message>
        <source>Where it went: %1.</source>
        <translation>Wohin sie ging: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Its graph holds %n operation(s).</source>
        <translation>
            <numerusform>Sein Graph enthält %n Operation.</numerusform>
            <numerusform>Sein Graph enthält %n Operationen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The same compile took that long on %n other rank(s) too.</source>
        <translation>
            <numerusform>Dieselbe Kompilierung dauerte auch auf %n weiteren Rank so lange.</numerusform>
            <numerusform>Dieselbe Kompilierung dauerte auch auf %n weiteren Ranks so lange.</numerusform>
        </translation>
    </message>
    <message>
        <source>Compile caches: %1 hit, %2 missed, %3 bypassed.</source>
        <translation>Kompilier-Caches: %1 Treffer, %2 verfehlt, %3 umgangen.</translation>
    </message>
    <message>
        <source>most of it is Dynamo tracing your Python (%1 s), which no compile cache skips: compile less of the program — the module whose speed matters rather than the whole step, and blocks that repeat on their own (`block.compile()`, regional compilation) — or move work that need not be traced (logging, checks on values) out of the compiled function.</source>
        <translation>der Großteil ist Dynamo-Tracing Ihres Python-Codes (%1 s), das kein Kompilier-Cache überspringt: kompilieren Sie weniger vom Programm — das Modul, dessen Geschwindigkeit zählt, statt des ganzen Schritts, und sich wiederholende Blöcke einzeln (`block.compile()`, regionale Kompilierung) — oder verschieben Sie Arbeit, die kein Tracing braucht (Logging, Prüfungen von Werten), aus der kompilierten Funktion.</translation>
    </message>
    <message>
        <source>most of it is Inductor (%1 s) with max_autotune on, which benchmarks several kernel choices for every matrix multiplication and convolution: compile with the default mode where those kernels&apos; speed does not pay for the wait, or keep the result warm.</source>
        <translation>der Großteil ist Inductor (%1 s) mit eingeschaltetem max_autotune, das für jede Matrixmultiplikation und Faltung mehrere Kernel-Varianten misst: kompilieren Sie mit dem Standardmodus, wo sich die Geschwindigkeit dieser Kernel das Warten nicht lohnt, oder halten Sie das Ergebnis warm.</translation>
    </message>
    <message>
        <source>most of it is Inductor generating and compiling kernels (%1 s, its backward&apos;s included).</source>
        <translation>der Großteil ist Inductor, der Kernel erzeugt und kompiliert (%1 s, die seines Rückwärtsgraphen eingeschlossen).</translation>
    </message>
    <message>
        <source>most of it is AOTAutograd (%1 s): tracing the graph down to ATen operations (with its backward, when it trains) and partitioning it.</source>
        <translation>der Großteil ist AOTAutograd (%1 s): das Tracing des Graphen bis zu ATen-Operationen (mit seinem Rückwärtsgraphen, wenn er trainiert) und seine Partitionierung.</translation>
    </message>
    <message>
        <source>no one phase holds most of it.</source>
        <translation>keine einzelne Phase macht den Großteil aus.</translation>
    </message>
    <message>
        <source>No Inductor time is recorded for this compile: another backend compiled it, and the compile caches keep only Inductor&apos;s results. A debugging backend (aot_eager) costs this on every start: use the default backend where the run is not for debugging.</source>
        <translation>Für diese Kompilierung ist keine Inductor-Zeit geloggt: ein anderes Backend hat sie kompiliert, und die Kompilier-Caches halten nur Ergebnisse von Inductor fest. Ein Debugging-Backend (aot_eager) kostet das bei jedem Start: verwenden Sie das Standard-Backend, wo der Lauf nicht dem Debugging dient.</translation>
    </message>
    <message>
        <source>The cache was bypassed for this compile: no start of it is warm until that is fixed.</source>
        <translation>Der Cache wurde bei dieser Kompilierung umgangen: kein Start davon ist warm, bis das behoben ist.</translation>
    </message>
    <message>
        <source>The cache was bypassed for this compile (%1): no start of it is warm until that is fixed.</source>
        <translation>Der Cache wurde bei dieser Kompilierung umgangen (%1): kein Start davon ist warm, bis das behoben ist.</translation>
    </message>
    <message>
        <source>%1 launch(es)</source>
        <translation>%1 Start(s)</translation>
    </message>
    <message>
        <source>AOTInductor package %1, model %2: %3 generated, %4 per call (%5 extern: %6%7); files: %8.</source>
        <translation>AOTInductor-Paket %1, Modell %2: %3 erzeugt, %4 je Aufruf (%5 extern: %6%7); Dateien: %8.</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s)</source>
        <translation>
            <numerusform>%n Kernel</numerusform>
            <numerusform>%n Kernel</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s %2 s for %3</source>
        <translation>%2 s von %1 für %3</translation>
    </message>
    <message>
        <source>The fix saves about %1 s of that compile time.</source>
        <translation>Die Behebung spart etwa %1 s dieser Kompilierzeit.</translation>
    </message>
    <message>
        <source>The fix saves about %1 s of that compile time: where PyTorch made something dynamic, marking it dynamic before the first call compiles once, dynamic, where it compiled twice, so it saves the cheaper of the two compiles (%2).</source>
        <translation>Die Behebung spart etwa %1 s dieser Kompilierzeit: Wo PyTorch etwas dynamisch machte, kompiliert eine Markierung als dynamisch vor dem ersten Aufruf einmal, dynamisch, statt zweimal; gespart wird also die günstigere der beiden Kompilierungen (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n process(es) failed: </source>
        <translation>
            <numerusform>%1: %2 von %n Prozess fehlgeschlagen: </numerusform>
            <numerusform>%1: %2 von %n Prozessen fehlgeschlagen: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: %n more note(s) in the JSON report</source>
        <translation>
            <numerusform>: %n weiterer Hinweis im JSON-Bericht</numerusform>
            <numerusform>: %n weitere Hinweise im JSON-Bericht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not shown: %n more compiled region(s); the JSON report has them all.</source>
        <translation>
            <numerusform>Nicht gezeigt: %n weitere kompilierte Region; der JSON-Bericht enthält alle.</numerusform>
            <numerusform>Nicht gezeigt: %n weitere kompilierte Regionen; der JSON-Bericht enthält alle.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saves about %1 of compile time</source>
        <translation>Spart etwa %1 Kompilierzeit</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>Run-time cost: CUDA graphs and guards</source>
        <translation>Laufzeitkosten: CUDA-Graphen und Guards</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>erfasst</translation>
    </message>
    <message>
        <source>partitioned: some ops outside</source>
        <translation>partitioniert: einige Operationen außerhalb</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>not known (no TORCH_LOGS=cudagraphs)</source>
        <translation>nicht bekannt (kein TORCH_LOGS=cudagraphs)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>CUDA graphs per compiled region</source>
        <translation>CUDA-Graphen je kompilierter Region</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA-Graphen</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>Warum nicht</translation>
    </message>
    <message>
        <source>Launches outside graphs per call</source>
        <translation>Starts außerhalb von Graphen je Aufruf</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Aufgezeichnet</translation>
    </message>
    <message>
        <source>What to change</source>
        <translation>Was zu ändern ist</translation>
    </message>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n-mal</numerusform>
            <numerusform>%n-mal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n again</source>
        <translation>
            <numerusform>, %n-mal erneut</numerusform>
            <numerusform>, %n-mal erneut</numerusform>
        </translation>
    </message>
    <message>
        <source>Guard cost of the costliest compiles (a cold check, as Dynamo times it)</source>
        <translation>Guard-Kosten der teuersten Kompilierungen (eine kalte Prüfung, wie Dynamo sie misst)</translation>
    </message>
    <message>
        <source>Guards</source>
        <translation>Guards</translation>
    </message>
    <message>
        <source>Shape guards</source>
        <translation>Form-Guards</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Share of a call</source>
        <translation>Anteil an einem Aufruf</translation>
    </message>
    <message>
        <source>Python lambda guards (at the root)</source>
        <translation>Python-Lambda-Guards (an der Wurzel)</translation>
    </message>
    <message>
        <source>Tree depth</source>
        <translation>Baumtiefe</translation>
    </message>
    <message>
        <source>Most frequent kinds</source>
        <translation>Häufigste Arten</translation>
    </message>
    <message>
        <source> (rank %1: %2)</source>
        <translation> (Rank %1: %2)</translation>
    </message>
    <message>
        <source>CUDA graphs: no compiled region ran with them (mode &quot;reduce-overhead&quot; or &quot;max-autotune&quot; turns them on).</source>
        <translation>CUDA-Graphen: keine kompilierte Region lief mit ihnen (Modus &quot;reduce-overhead&quot; oder &quot;max-autotune&quot; schaltet sie ein).</translation>
    </message>
    <message numerus="yes">
        <source>Guards: %n compile(s) recorded their guards</source>
        <translation>
            <numerusform>Guards: %n Kompilierung hielt ihre Guards fest</numerusform>
            <numerusform>Guards: %n Kompilierungen hielten ihre Guards fest</numerusform>
        </translation>
    </message>
    <message>
        <source>; their checks take %1 together (cold)</source>
        <translation>; ihre Prüfungen dauern zusammen %1 (kalt)</translation>
    </message>
    <message>
        <source>No TORCH_LOGS=cudagraphs text was loaded: a skip that happens at run time (a mutated input) is only there. Record with TORCH_LOGS=cudagraphs, or open its text with the run.</source>
        <translation>Kein TORCH_LOGS=cudagraphs-Text geladen: ein Überspringen zur Laufzeit (eine veränderte Eingabe) steht nur dort. Mit TORCH_LOGS=cudagraphs aufzeichnen oder seinen Text mit dem Lauf öffnen.</translation>
    </message>
    <message>
        <source>What cuts guard cost, and what each gives up</source>
        <translation>Was Guard-Kosten senkt, und was jedes aufgibt</translation>
    </message>
    <message>
        <source>Lever</source>
        <translation>Hebel</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>unknown compile</source>
        <translation>unbekannte Kompilierung</translation>
    </message>
    <message numerus="yes">
        <source>Max-autotune dropped %n candidate kernel(s) before timing them (%1): %2</source>
        <translation>
            <numerusform>Max-autotune hat %n Kandidaten-Kernel verworfen, bevor er gemessen wurde (%1): %2</numerusform>
            <numerusform>Max-autotune hat %n Kandidaten-Kernel verworfen, bevor sie gemessen wurden (%1): %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(and %n other reason(s))</source>
        <translation>
            <numerusform>(und %n weiterer Grund)</numerusform>
            <numerusform>(und %n weitere Gründe)</numerusform>
        </translation>
    </message>
    <message>
        <source>(The kernel needs %1 bytes of shared memory per block and this GPU gives %2; the GPU&apos;s memory did not run out.)</source>
        <translation>(Der Kernel braucht %1 Byte Shared Memory pro Block, diese GPU bietet %2; der Speicher der GPU ist nicht ausgegangen.)</translation>
    </message>
    <message>
        <source>Inductor chose among the other candidates and the compile went on; the dropped configs were never timed.</source>
        <translation>Inductor hat unter den übrigen Kandidaten gewählt, und die Kompilierung lief weiter; die verworfenen Konfigurationen wurden nie gemessen.</translation>
    </message>
    <message numerus="yes">
        <source>%n compile(s) failed (%1): see the failures.</source>
        <translation>
            <numerusform>%n Kompilierung ist fehlgeschlagen (%1): siehe die Fehlschläge.</numerusform>
            <numerusform>%n Kompilierungen sind fehlgeschlagen (%1): siehe die Fehlschläge.</numerusform>
        </translation>
    </message>
    <message>
        <source>The dropped configs were never timed.</source>
        <translation>Die verworfenen Konfigurationen wurden nie gemessen.</translation>
    </message>
    <message>
        <source>template</source>
        <translation>Template</translation>
    </message>
    <message>
        <source>heuristic configs</source>
        <translation>heuristische Konfigurationen</translation>
    </message>
    <message>
        <source>coordinate descent</source>
        <translation>Koordinatenabstieg</translation>
    </message>
    <message>
        <source>%1 (ATen)</source>
        <translation>%1 (ATen)</translation>
    </message>
    <message>
        <source>%1 (by order)</source>
        <translation>%1 (nach Reihenfolge)</translation>
    </message>
    <message>
        <source>%1  %2  %3, a kernel timed while compiling (to decide a fusion; the run never launches it)  [%4]
</source>
        <translation>%1  %2  %3, ein beim Kompilieren gemessener Kernel (für eine Fusionsentscheidung; der Lauf startet ihn nie)  [%4]
</translation>
    </message>
    <message numerus="yes">
        <source>%n heuristic config(s) timed at its first launch</source>
        <translation>
            <numerusform>%n heuristische Konfiguration beim ersten Start gemessen</numerusform>
            <numerusform>%n heuristische Konfigurationen beim ersten Start gemessen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choice(s)</source>
        <translation>
            <numerusform>%n Kandidat</numerusform>
            <numerusform>%n Kandidaten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n timed</source>
        <translation>
            <numerusform>%n gemessen</numerusform>
            <numerusform>%n gemessen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dropped before timing</source>
        <translation>
            <numerusform>%n vor dem Messen verworfen</numerusform>
            <numerusform>%n vor dem Messen verworfen</numerusform>
        </translation>
    </message>
    <message>
        <source>choosing took %1 s benchmarking</source>
        <translation>die Wahl kostete %1 s Benchmarking</translation>
    </message>
    <message numerus="yes">
        <source>coordinate descent then tried %n config(s): %1 → %2</source>
        <translation>
            <numerusform>der Koordinatenabstieg probierte dann %n Konfiguration: %1 → %2</numerusform>
            <numerusform>der Koordinatenabstieg probierte dann %n Konfigurationen: %1 → %2</numerusform>
        </translation>
    </message>
    <message>
        <source>runner-up %1% slower: a near tie, which another run may choose the other way</source>
        <translation>Zweitbester %1% langsamer: fast gleichauf, ein anderer Lauf kann anders wählen</translation>
    </message>
    <message>
        <source>runner-up %1% slower</source>
        <translation>Zweitbester %1% langsamer</translation>
    </message>
    <message>
        <source>    every candidate: %1
</source>
        <translation>    jeder Kandidat: %1
</translation>
    </message>
    <message>
        <source>  %1 registers, %2 spilled</source>
        <translation>  %1 Register, %2 ausgelagert</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
    <message numerus="yes">
        <source>    … %n more timed (--top 0 lists all)
</source>
        <translation>
            <numerusform>    … %n weiterer gemessener Kandidat (--top 0 listet alle)
</numerusform>
            <numerusform>    … %n weitere gemessene Kandidaten (--top 0 listet alle)
</numerusform>
        </translation>
    </message>
    <message>
        <source>    dropped  %1: %2
</source>
        <translation>    verworfen  %1: %2
</translation>
    </message>
    <message numerus="yes">
        <source>in %n choice(s) the table lists only the fastest timed candidates: torch._inductor.config.autotune_num_choices_displayed = None lists them all</source>
        <translation>
            <numerusform>in %n Entscheidung listet die Tabelle nur die schnellsten gemessenen Kandidaten: torch._inductor.config.autotune_num_choices_displayed = None listet alle</numerusform>
            <numerusform>in %n Entscheidungen listet die Tabelle nur die schnellsten gemessenen Kandidaten: torch._inductor.config.autotune_num_choices_displayed = None listet alle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choice(s) come from the trace alone, which keeps only the winner: the AUTOTUNE tables max-autotune prints on stderr time every candidate (keep stderr with the trace)</source>
        <translation>
            <numerusform>%n Autotuning-Entscheidung allein aus dem Trace, der nur den Sieger festhält: die AUTOTUNE-Tabellen, die max-autotune auf stderr ausgibt, enthalten die Zeit jedes Kandidaten (stderr mit dem Trace aufbewahren)</numerusform>
            <numerusform>%n Autotuning-Entscheidungen allein aus dem Trace, der nur den Sieger festhält: die AUTOTUNE-Tabellen, die max-autotune auf stderr ausgibt, enthalten die Zeit jedes Kandidaten (stderr mit dem Trace aufbewahren)</numerusform>
        </translation>
    </message>
    <message>
        <source>pointwise and reduction kernels&apos; configs are timed at DEBUG level only: TORCH_LOGS=&quot;+torch._inductor.runtime.triton_heuristics,+torch._inductor.runtime.coordinate_descent_tuner&quot; logs them</source>
        <translation>die Zeiten der Konfigurationen von Pointwise- und Reduktions-Kerneln stehen nur auf DEBUG-Ebene im Log: TORCH_LOGS=&quot;+torch._inductor.runtime.triton_heuristics,+torch._inductor.runtime.coordinate_descent_tuner&quot; loggt sie</translation>
    </message>
    <message>
        <source>No autotuning in this run&apos;s logs: Inductor logs its choices when it autotunes (mode=&quot;max-autotune&quot; prints AUTOTUNE tables on stderr; the trace keeps each template&apos;s winner).
</source>
        <translation>Kein Autotuning in den Logs dieses Laufs: Inductor loggt seine Entscheidungen, wenn es Autotuning durchführt (mode=&quot;max-autotune&quot; gibt AUTOTUNE-Tabellen auf stderr aus; der Trace hält den Sieger jedes Templates fest).
</translation>
    </message>
    <message numerus="yes">
        <source>%n template choice(s)</source>
        <translation>
            <numerusform>%n Template-Entscheidung</numerusform>
            <numerusform>%n Template-Entscheidungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pointwise/reduction kernel(s) with timed configs</source>
        <translation>
            <numerusform>%n Pointwise-/Reduktions-Kernel mit gemessenen Konfigurationen</numerusform>
            <numerusform>%n Pointwise-/Reduktions-Kernel mit gemessenen Konfigurationen</numerusform>
        </translation>
    </message>
    <message>
        <source>Autotuning: %1</source>
        <translation>Autotuning: %1</translation>
    </message>
    <message>
        <source>No choice matches %1.
</source>
        <translation>Keine Entscheidung passt zu %1.
</translation>
    </message>
    <message>
        <source>To see more: %1.
</source>
        <translation>Für mehr Details: %1.
</translation>
    </message>
    <message>
        <source>the log lists %1 of the %2 timed</source>
        <translation>das Log führt %1 der %2 gemessenen auf</translation>
    </message>
    <message numerus="yes">
        <source>%n whose benchmark failed</source>
        <translation>
            <numerusform>%n mit fehlgeschlagenem Benchmark</numerusform>
            <numerusform>%n mit fehlgeschlagenem Benchmark</numerusform>
        </translation>
    </message>
    <message>
        <source>choosing took %1 s benchmarking and %2 s precompiling</source>
        <translation>die Wahl kostete %1 s Benchmarking und %2 s Vorkompilieren</translation>
    </message>
    <message>
        <source>    failed   %1: its benchmark failed (inf ms)
</source>
        <translation>    Fehlschlag  %1: sein Benchmark schlug fehl (inf ms)
</translation>
    </message>
    <message>
        <source>Autotuning: %1; choosing templates took %2 s of compile time</source>
        <translation>Autotuning: %1; die Wahl der Templates kostete %2 s Kompilierzeit</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation>Zweitbester</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Vorsprung</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Kandidaten</translation>
    </message>
    <message>
        <source>Choosing took</source>
        <translation>Wahl kostete</translation>
    </message>
    <message>
        <source>%1 (+%2 dropped)</source>
        <translation>%1 (+%2 verworfen)</translation>
    </message>
    <message>
        <source>Autotuning choices</source>
        <translation>Autotuning-Entscheidungen</translation>
    </message>
    <message numerus="yes">
        <source>Autotuning: %n choice(s) with their candidates&apos; times as Inductor measured them (compilescope autotune lists every candidate); in %1 of them the runner-up is within 2% (a near tie: another run may choose the other way).</source>
        <translation>
            <numerusform>Autotuning: %n Entscheidung mit den Zeiten ihrer Kandidaten, wie Inductor sie gemessen hat (compilescope autotune listet jeden Kandidaten); bei %1 davon liegt der Zweitbeste innerhalb von 2 % (knapp: ein anderer Lauf kann anders wählen).</numerusform>
            <numerusform>Autotuning: %n Entscheidungen mit den Zeiten ihrer Kandidaten, wie Inductor sie gemessen hat (compilescope autotune listet jeden Kandidaten); bei %1 davon liegt der Zweitbeste innerhalb von 2 % (knapp: ein anderer Lauf kann anders wählen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Rank %1: %2</source>
        <translation>Rank %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n more compile id(s) hit the recompile limit: no compile (later calls that matched none of the frame&apos;s compiled graphs ran eagerly).</source>
        <translation>
            <numerusform>%n weitere Compile-ID hat das Neukompilierungslimit erreicht: keine Kompilierung (spätere Aufrufe, die zu keinem kompilierten Graphen des Frames passten, liefen eager).</numerusform>
            <numerusform>%n weitere Compile-IDs haben das Neukompilierungslimit erreicht: keine Kompilierung (spätere Aufrufe, die zu keinem kompilierten Graphen des Frames passten, liefen eager).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::RunLoader</name>
    <message>
        <source>no such file or folder</source>
        <translation>keine solche Datei und kein solcher Ordner</translation>
    </message>
    <message>
        <source>an A/B record (compilescope ab): open its folder in the window, or run `compilescope ab --analyse` on it</source>
        <translation>eine A/B-Aufzeichnung (compilescope ab): ihren Ordner im Fenster öffnen oder `compilescope ab --analyse` darauf ausführen</translation>
    </message>
    <message>
        <source>an A/B folder (compilescope ab): open it in the window, or run `compilescope ab --analyse` on it; its processes&apos; own output is in its runs/ folder</source>
        <translation>ein A/B-Ordner (compilescope ab): Öffnen Sie ihn im Fenster oder führen Sie `compilescope ab --analyse` darauf aus; die Ausgaben seiner Prozesse liegen in seinem Ordner runs/</translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> und %n weitere</numerusform>
            <numerusform> und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>packed (%1), and archives are not unpacked here: unpack it (for example `tar xf FILE`) and open what it holds</source>
        <translation>gepackt (%1), und Archive werden hier nicht entpackt: Entpacken Sie es (zum Beispiel `tar xf DATEI`) und öffnen Sie den Inhalt</translation>
    </message>
    <message numerus="yes">
        <source>%n other file(s) in subfolders are of kinds CompileScope does not read and were ignored: %1</source>
        <translation>
            <numerusform>%n weitere Datei in Unterordnern ist von einer Art, die CompileScope nicht liest, und wurde ignoriert: %1</numerusform>
            <numerusform>%n weitere Dateien in Unterordnern sind von Arten, die CompileScope nicht liest, und wurden ignoriert: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>a kind of file CompileScope does not read, ignored</source>
        <translation>eine Art Datei, die CompileScope nicht liest; ignoriert</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of kernel caches (Inductor&apos;s kernel modules and autotune records, Triton&apos;s IR and binaries): read when a kernel&apos;s code or time is asked for (`compilescope code`, `profile`, the Kernels view)</source>
        <translation>
            <numerusform>%n Datei aus Kernel-Caches (Inductors Kernel-Module und Autotuning-Einträge, Tritons IR und Binärdateien): gelesen, wenn nach dem Code oder der Zeit eines Kernels gefragt wird (`compilescope code`, `profile`, Ansicht „Kernel“)</numerusform>
            <numerusform>%n Dateien aus Kernel-Caches (Inductors Kernel-Module und Autotuning-Einträge, Tritons IR und Binärdateien): gelesen, wenn nach dem Code oder der Zeit eines Kernels gefragt wird (`compilescope code`, `profile`, Ansicht „Kernel“)</numerusform>
        </translation>
    </message>
    <message>
        <source>the file decompresses to nothing (an empty stream)</source>
        <translation>entpackt ergibt die Datei nichts (ein leerer Datenstrom)</translation>
    </message>
    <message>
        <source>the file is empty (0 bytes)</source>
        <translation>die Datei ist leer (0 Bytes)</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of Inductor&apos;s caches CompileScope does not read: the FX graph cache&apos;s entries and the debug copies beside kernel modules</source>
        <translation>
            <numerusform>%n Datei aus Inductors Caches, die CompileScope nicht liest: die Einträge des FX-Graph-Caches und die Debug-Kopien neben Kernel-Modulen</numerusform>
            <numerusform>%n Dateien aus Inductors Caches, die CompileScope nicht liest: die Einträge des FX-Graph-Caches und die Debug-Kopien neben Kernel-Modulen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::Summary</name>
    <message>
        <source>recorded: %1</source>
        <translation>aufgezeichnet: %1</translation>
    </message>
    <message>
        <source>run manifest not read: %1</source>
        <translation>Lauf-Manifest nicht gelesen: %1</translation>
    </message>
    <message>
        <source>coverage: %1</source>
        <translation>Abdeckung: %1</translation>
    </message>
    <message>
        <source>input: %1</source>
        <translation>Eingabe: %1</translation>
    </message>
    <message>
        <source>records: %1, compile ids: %2, graph breaks: %3</source>
        <translation>Einträge: %1, Compile-IDs: %2, Graph-Breaks: %3</translation>
    </message>
    <message>
        <source>, recompiles: %1, failures: %2</source>
        <translation>, Neukompilierungen: %1, Fehlschläge: %2</translation>
    </message>
    <message>
        <source>, recompile limit hit: %1</source>
        <translation>, Neukompilierungslimit erreicht: %1</translation>
    </message>
    <message>
        <source>, compiled again without a guard failure: %1</source>
        <translation>, erneut kompiliert ohne fehlgeschlagenen Guard: %1</translation>
    </message>
    <message>
        <source>, torch.export failures: %1</source>
        <translation>, torch.export-Fehlschläge: %1</translation>
    </message>
    <message>
        <source>frame %1</source>
        <translation>Frame %1</translation>
    </message>
    <message>
        <source>no compile</source>
        <translation>keine Kompilierung</translation>
    </message>
    <message>
        <source>(backward later: %1 s)</source>
        <translation>(Backward später: %1 s)</translation>
    </message>
    <message>
        <source>attempts: %1</source>
        <translation>Versuche: %1</translation>
    </message>
    <message>
        <source>graph breaks: %1</source>
        <translation>Graph-Breaks: %1</translation>
    </message>
    <message>
        <source>distinct kernels: %1</source>
        <translation>verschiedene Kernel: %1</translation>
    </message>
    <message>
        <source>launches: %1</source>
        <translation>Starts: %1</translation>
    </message>
    <message>
        <source>guards: %1 (%2 µs a check)</source>
        <translation>Guards: %1 (%2 µs je Prüfung)</translation>
    </message>
    <message>
        <source>CUDA graphs skipped: %1</source>
        <translation>CUDA-Graphen übersprungen: %1</translation>
    </message>
    <message>
        <source>caches: %1</source>
        <translation>Caches: %1</translation>
    </message>
    <message>
        <source>guard that failed: %1</source>
        <translation>fehlgeschlagener Guard: %1</translation>
    </message>
    <message>
        <source>recompiled because: %1</source>
        <translation>neu kompiliert, weil: %1</translation>
    </message>
    <message>
        <source>kernel %1</source>
        <translation>Kernel %1</translation>
    </message>
    <message>
        <source>Inductor compiles outside Dynamo (AOTInductor or a direct call of Inductor): %1</source>
        <translation>Inductor-Kompilierungen außerhalb von Dynamo (AOTInductor oder ein direkter Aufruf von Inductor): %1</translation>
    </message>
    <message>
        <source>(log line %1)</source>
        <translation>(Log-Zeile %1)</translation>
    </message>
    <message>
        <source>failed: %1: %2</source>
        <translation>fehlgeschlagen: %1: %2</translation>
    </message>
    <message>
        <source>the same code as %1</source>
        <translation>derselbe Code wie %1</translation>
    </message>
    <message numerus="yes">
        <source>×%n (one kernel of this name in each of %n graphs)</source>
        <translation>
            <numerusform>×%n (ein Kernel dieses Namens in jedem von %n Graphen)</numerusform>
            <numerusform>×%n (ein Kernel dieses Namens in jedem von %n Graphen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(and %n guard failure(s) of older cache entries: `explain` says what changed)</source>
        <translation>
            <numerusform>(und %n fehlgeschlagener Guard älterer Cache-Einträge: `explain` sagt, was sich änderte)</numerusform>
            <numerusform>(und %n fehlgeschlagene Guards älterer Cache-Einträge: `explain` sagt, was sich änderte)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::WhyNot</name>
    <message>
        <source>%1 and %2 are one kernel: %3 runs %4.</source>
        <translation>%1 und %2 sind ein Kernel: %3 führt %4 aus.</translation>
    </message>
    <message>
        <source>(kernel unknown)</source>
        <translation>(Kernel unbekannt)</translation>
    </message>
    <message>
        <source>They came together at line %1: `fusing %2 with %3`.</source>
        <translation>Sie wurden in Zeile %1 zusammengeführt: `fusing %2 with %3`.</translation>
    </message>
    <message numerus="yes">
        <source>Inductor recorded %n decision(s) about their nodes:</source>
        <translation>
            <numerusform>Inductor hat eine Entscheidung über ihre Knoten aufgezeichnet:</numerusform>
            <numerusform>Inductor hat %n Entscheidungen über ihre Knoten aufgezeichnet:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  %1%2 — %n time(s), first at line %3</source>
        <translation>
            <numerusform>  %1%2 — einmal, zuerst in Zeile %3</numerusform>
            <numerusform>  %1%2 — %n-mal, zuerst in Zeile %3</numerusform>
        </translation>
    </message>
    <message>
        <source>All of them were logged while candidate pairs were enumerated, before any fusion of the round.</source>
        <translation>Alle wurden geloggt, während Kandidatenpaare aufgezählt wurden, vor jeder Fusion der Runde.</translation>
    </message>
    <message>
        <source>What the IR shows:</source>
        <translation>Was das IR zeigt:</translation>
    </message>
    <message>
        <source>a dependency path runs between them through %1 (%2): a fused kernel would have to contain it too (`intermediate nodes between node1 &amp; node2`)</source>
        <translation>zwischen ihnen verläuft ein Abhängigkeitspfad über %1 (%2): ein fusionierter Kernel müsste ihn ebenfalls enthalten (`intermediate nodes between node1 &amp; node2`)</translation>
    </message>
    <message>
        <source>%1 on that path is an extern kernel (%2), which is never fused: the path cannot become one kernel</source>
        <translation>%1 auf diesem Pfad ist ein externer Kernel (%2), der nie fusioniert wird: der Pfad kann kein einzelner Kernel werden</translation>
    </message>
    <message>
        <source>%1 is %2%3: the scheduler leaves extern kernels and no-ops out of the pairs it tries, so it never scored this pair</source>
        <translation>%1 ist %2%3: der Scheduler lässt externe Kernel und No-ops bei den Paaren, die er versucht, außen vor und hat dieses Paar daher nie bewertet</translation>
    </message>
    <message>
        <source>a no-op</source>
        <translation>ein No-op</translation>
    </message>
    <message>
        <source>an extern kernel</source>
        <translation>ein externer Kernel</translation>
    </message>
    <message>
        <source>%1 is a template (%2): it takes only certain epilogues and prologues</source>
        <translation>%1 ist ein Template (%2): es nimmt nur bestimmte Epiloge und Prologe auf</translation>
    </message>
    <message>
        <source>they run on different devices (%1)</source>
        <translation>sie laufen auf verschiedenen Geräten (%1)</translation>
    </message>
    <message>
        <source>they use no common buffer: the scheduler tries only pairs that read or write a common buffer, so it never scored this pair and wrote no line</source>
        <translation>sie nutzen keinen gemeinsamen Puffer: der Scheduler versucht nur Paare, die einen gemeinsamen Puffer lesen oder schreiben, hat dieses Paar also nie bewertet und keine Zeile geschrieben</translation>
    </message>
    <message>
        <source>they share %1, but more than %2 other users of it lie between them: outside the scheduler&apos;s window of pairwise attempts, so never scored</source>
        <translation>sie teilen %1, aber mehr als %2 andere Nutzer davon liegen zwischen ihnen: außerhalb des Fensters paarweiser Versuche des Schedulers, daher nie bewertet</translation>
    </message>
    <message>
        <source>they are %1 nodes apart: a horizontal fusion that far is refused (`Nodes are too far away`)</source>
        <translation>sie liegen %1 Knoten auseinander: eine horizontale Fusion über diese Distanz wird abgelehnt (`Nodes are too far away`)</translation>
    </message>
    <message>
        <source>No line names them, and none could have:</source>
        <translation>Keine Zeile nennt sie, und keine hätte es gekonnt:</translation>
    </message>
    <message>
        <source>They share %1, so the scheduler could score them, yet no line names them. Either the fusion was legal and lost to a higher-scored fusion that took one of them first (Inductor never logs its scores), or a check refused it without writing a line (stream boundaries, some epilogue and mutation checks, the CPU backend&apos;s own checks). The record cannot tell which.</source>
        <translation>Sie teilen %1, der Scheduler konnte sie also bewerten, doch keine Zeile nennt sie. Entweder war die Fusion zulässig und unterlag einer höher bewerteten Fusion, die einen der beiden zuerst übernahm (Inductor loggt seine Bewertungen nie), oder eine Prüfung lehnte sie ab, ohne eine Zeile zu schreiben (Stream-Grenzen, einige Epilog- und Mutationsprüfungen, die eigenen Prüfungen des CPU-Backends). Die Aufzeichnung kann nicht sagen, was davon zutrifft.</translation>
    </message>
    <message>
        <source>%1 and %2 name common scheduler nodes.</source>
        <translation>%1 und %2 bezeichnen gemeinsame Scheduler-Knoten.</translation>
    </message>
    <message>
        <source>Now: %1 is in %2 (%3), %4 in %5 (%6).</source>
        <translation>Jetzt: %1 ist in %2 (%3), %4 in %5 (%6).</translation>
    </message>
    <message>
        <source>no kernel known</source>
        <translation>kein Kernel bekannt</translation>
    </message>
    <message>
        <source>This graph has no fusion log (TORCH_LOGS=fusion records the decisions).</source>
        <translation>Dieser Graph hat kein Fusions-Log (TORCH_LOGS=fusion zeichnet die Entscheidungen auf).</translation>
    </message>
    <message numerus="yes">
        <source>%n rejection(s) in this log name no nodes (older PyTorch); one may be about this pair.</source>
        <translation>
            <numerusform>Eine Ablehnung in diesem Log nennt keine Knoten (älteres PyTorch); sie könnte dieses Paar betreffen.</numerusform>
            <numerusform>%n Ablehnungen in diesem Log nennen keine Knoten (älteres PyTorch); eine davon könnte dieses Paar betreffen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Settings that change the outcome: %1.</source>
        <translation>Einstellungen, die das Ergebnis ändern: %1.</translation>
    </message>
    <message>
        <source>%1 names no scheduler node, fused node, kernel, post-grad node or buffer of graph %2</source>
        <translation>%1 bezeichnet keinen Scheduler-Knoten, fusionierten Knoten, Kernel, post-grad-Knoten oder Puffer von Graph %2</translation>
    </message>
</context>
<context>
    <name>cs::ab::Report</name>
    <message>
        <source>wall time per call</source>
        <translation>Wanduhrzeit je Aufruf</translation>
    </message>
    <message>
        <source>%1 calls, %2</source>
        <translation>%1 Aufrufe, %2</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>FAILED %1/%2</source>
        <translation>FEHLER %1/%2</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>ok (%1)</source>
        <translation>ok (%1)</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>Basislinie</translation>
    </message>
    <message>
        <source>not available: %1</source>
        <translation>nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>not numerically equivalent</source>
        <translation>numerisch nicht gleichwertig</translation>
    </message>
    <message>
        <source> (max abs error %1 at %2)</source>
        <translation> (max. absoluter Fehler %1 bei %2)</translation>
    </message>
    <message>
        <source>no calls in this mode</source>
        <translation>keine Aufrufe in diesem Modus</translation>
    </message>
    <message>
        <source>too few steady calls to tell (%1; need at least 10 a side)</source>
        <translation>zu wenige stabile Aufrufe für eine Aussage (%1; mindestens 10 je Seite nötig)</translation>
    </message>
    <message>
        <source>slower than eager (%1)</source>
        <translation>langsamer als eager (%1)</translation>
    </message>
    <message>
        <source>no significant difference</source>
        <translation>kein signifikanter Unterschied</translation>
    </message>
    <message>
        <source>pays off from the first call</source>
        <translation>lohnt sich ab dem ersten Aufruf</translation>
    </message>
    <message>
        <source>pays off after %1 calls</source>
        <translation>lohnt sich nach %1 Aufrufen</translation>
    </message>
    <message>
        <source> (this run made %1)</source>
        <translation> (dieser Lauf machte %1)</translation>
    </message>
    <message>
        <source>nothing to compare: the command never called torch.compile</source>
        <translation>nichts zu vergleichen: der Befehl hat torch.compile nie aufgerufen</translation>
    </message>
    <message>
        <source>the probe did not load: the command started no Python, or Python ran with -E, -I or -S (which ignore PYTHONPATH)</source>
        <translation>die Sonde wurde nicht geladen: der Befehl startete kein Python, oder Python lief mit -E, -I oder -S (die PYTHONPATH ignorieren)</translation>
    </message>
    <message>
        <source>eager failed in every process: there is no baseline</source>
        <translation>eager schlug in jedem Prozess fehl: es gibt keine Basislinie</translation>
    </message>
    <message>
        <source>the command could not be started</source>
        <translation>der Befehl konnte nicht gestartet werden</translation>
    </message>
    <message>
        <source>cancelled before anything was measured</source>
        <translation>abgebrochen, bevor etwas gemessen wurde</translation>
    </message>
    <message>
        <source>A/B of %1</source>
        <translation>A/B von %1</translation>
    </message>
    <message>
        <source>%1 calls</source>
        <translation>%1 Aufrufe</translation>
    </message>
    <message>
        <source>detected</source>
        <translation>erkannt</translation>
    </message>
    <message>
        <source>on the first %1 calls</source>
        <translation>bei den ersten %1 Aufrufen</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>no GPU used</source>
        <translation>keine GPU verwendet</translation>
    </message>
    <message>
        <source>Region %1 (%2), compiled at %3</source>
        <translation>Region %1 (%2), kompiliert bei %3</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>steady state: %1; intervals are 95%</source>
        <translation>stabiler Zustand: %1; Intervalle sind 95 %</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>steady median [95% CI]</source>
        <translation>stabiler Median [95%-KI]</translation>
    </message>
    <message>
        <source>speedup [95% CI]</source>
        <translation>Beschleunigung [95%-KI]</translation>
    </message>
    <message>
        <source>warm-up</source>
        <translation>Aufwärmphase</translation>
    </message>
    <message>
        <source>break-even</source>
        <translation>Gewinnschwelle</translation>
    </message>
    <message>
        <source>recompiles</source>
        <translation>Neukompilierungen</translation>
    </message>
    <message>
        <source>parity</source>
        <translation>Parität</translation>
    </message>
    <message>
        <source>verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Peak memory per process (median)</source>
        <translation>Spitzenspeicher je Prozess (Median)</translation>
    </message>
    <message>
        <source>RSS</source>
        <translation>RSS</translation>
    </message>
    <message>
        <source>GPU allocated</source>
        <translation>GPU belegt</translation>
    </message>
    <message>
        <source>GPU reserved</source>
        <translation>GPU reserviert</translation>
    </message>
    <message>
        <source>%1: not available: %2</source>
        <translation>%1: nicht verfügbar: %2</translation>
    </message>
    <message>
        <source>end of its stderr:</source>
        <translation>Ende seiner Standardfehlerausgabe:</translation>
    </message>
    <message>
        <source>gate: %1</source>
        <translation>Schranke: %1</translation>
    </message>
    <message>
        <source>%1× %2 (%3 processes)</source>
        <translation>%1× %2 (%3 Prozesse)</translation>
    </message>
    <message>
        <source>%1× %2</source>
        <translation>%1× %2</translation>
    </message>
    <message>
        <source>and %1 more message(s) of other kinds</source>
        <translation>und %1 weitere Meldung(en) anderer Art</translation>
    </message>
    <message>
        <source>stderr too long, read in part: %1</source>
        <translation>Standardfehlerausgabe zu lang, teilweise gelesen: %1</translation>
    </message>
    <message>
        <source>GPU peaks leave out the parity checks&apos; own allocations (up to %1 more per process, not counted); peak RSS includes the parity checks.</source>
        <translation>GPU-Spitzen lassen die eigenen Belegungen der Paritätsprüfungen aus (bis zu %1 mehr je Prozess, nicht gezählt); der RSS-Spitzenwert enthält die Paritätsprüfungen.</translation>
    </message>
    <message>
        <source>Peak RSS includes the parity checks&apos; copies and comparisons.</source>
        <translation>Der RSS-Spitzenwert enthält die Kopien und Vergleiche der Paritätsprüfungen.</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>GPU for parity checks (not counted)</source>
        <translation>GPU für Paritätsprüfungen (nicht gezählt)</translation>
    </message>
    <message>
        <source>%1: notes from its stderr</source>
        <translation>%1: Hinweise aus seiner Standardfehlerausgabe</translation>
    </message>
    <message>
        <source>autotuning failure</source>
        <translation>Autotuning-Fehlschlag</translation>
    </message>
    <message>
        <source>CUDA graphs skipped</source>
        <translation>CUDA-Graphen übersprungen</translation>
    </message>
    <message>
        <source>recompile limit hit</source>
        <translation>Neukompilierungslimit erreicht</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>undecided: the processes disagree (eager ÷ %1 from %2 to %3 between process pairs)</source>
        <translation>unentschieden: die Prozesse sind sich uneinig (eager ÷ %1 von %2 bis %3 zwischen Prozesspaaren)</translation>
    </message>
    <message>
        <source>undecided: the processes disagree</source>
        <translation>unentschieden: die Prozesse sind sich uneinig</translation>
    </message>
    <message>
        <source>CUDA-event time per call (the call&apos;s span on its stream, idle gaps included: not the GPU&apos;s busy time)</source>
        <translation>CUDA-Event-Zeit je Aufruf (die Spanne des Aufrufs auf seinem Stream, Leerlauf eingeschlossen: nicht die Belegtzeit der GPU)</translation>
    </message>
    <message>
        <source> — rests on %1 of %2 processes</source>
        <translation> — beruht auf %1 von %2 Prozessen</translation>
    </message>
    <message>
        <source>%1 process %2: %3 is %4</source>
        <translation>%1 Prozess %2: %3 ist %4</translation>
    </message>
    <message>
        <source>; this process is not counted</source>
        <translation>; dieser Prozess wird nicht gezählt</translation>
    </message>
    <message>
        <source>undecided: only %1 of %2 processes usable (see the notes on probe files)</source>
        <translation>unentschieden: nur %1 von %2 Prozessen verwendbar (siehe die Hinweise zu Sonden-Dateien)</translation>
    </message>
    <message>
        <source>undecided: eager has fewer than 2 usable processes (see the notes on probe files)</source>
        <translation>unentschieden: eager hat weniger als 2 verwendbare Prozesse (siehe die Hinweise zu Sonden-Dateien)</translation>
    </message>
    <message>
        <source>slower than eager (%1): it compiles again on %2 of %3 calls after the warm-up (times include the recompiles)</source>
        <translation>langsamer als eager (%1): kompiliert bei %2 von %3 Aufrufen nach der Aufwärmphase erneut (die Zeiten enthalten die Neukompilierungen)</translation>
    </message>
    <message>
        <source>Probe files that are missing, empty or cut short:</source>
        <translation>Sonden-Dateien, die fehlen, leer oder abgeschnitten sind:</translation>
    </message>
    <message>
        <source>compared %1 region(s)</source>
        <translation>%1 Region(en) verglichen</translation>
    </message>
    <message>
        <source> in %1 mode(s)</source>
        <translation> in %1 Modus/Modi</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es) per mode, interleaved; warm-up %1; parity %2; cache %3</source>
        <translation>
            <numerusform>%n Prozess je Modus, verschränkt; Aufwärmphase %1; Parität %2; Cache %3</numerusform>
            <numerusform>%n Prozesse je Modus, verschränkt; Aufwärmphase %1; Parität %2; Cache %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n process(es) failed</source>
        <translation>
            <numerusform>%1: %2 von %n Prozess fehlgeschlagen</numerusform>
            <numerusform>%1: %2 von %n Prozessen fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>; every process pinned to CPUs %1</source>
        <translation>; jeder Prozess an die CPUs %1 gebunden</translation>
    </message>
    <message>
        <source>Not controlled: the load average went from %1 to %2 around the processes</source>
        <translation>Nicht kontrolliert: die mittlere Last lag rund um die Prozesse zwischen %1 und %2</translation>
    </message>
    <message>
        <source>the pinned CPUs ran at %1 to %2 MHz (governor %3)</source>
        <translation>die gebundenen CPUs liefen mit %1 bis %2 MHz (Governor %3)</translation>
    </message>
    <message>
        <source>speedup: eager&apos;s steady median ÷ the mode&apos;s; intervals and p with the process as the unit (processes resampled, then their calls: the calls of one process are not independent); &quot;?&quot;: the processes disagree, their range is shown</source>
        <translation>Beschleunigung: stabiler Median von eager ÷ dem des Modus; Intervalle und p mit dem Prozess als Einheit (Prozesse neu gezogen, dann ihre Aufrufe: die Aufrufe eines Prozesses sind nicht unabhängig); „?“: die Prozesse widersprechen sich, ihre Spanne wird gezeigt</translation>
    </message>
    <message>
        <source>noise: %1</source>
        <translation>Rauschen: %1</translation>
    </message>
    <message>
        <source>CPU frequency is not visible on this machine (no cpufreq: a VM, or a constant clock)</source>
        <translation>die CPU-Frequenz ist auf dieser Maschine nicht sichtbar (kein cpufreq: eine VM oder ein konstanter Takt)</translation>
    </message>
    <message>
        <source>%1: its %2 processes differ by %3% (%4 to %5; calls within one vary by %6%): the machine&apos;s noise, larger than the calls show; pin fewer CPUs (--cpus) or add processes (--processes)</source>
        <translation>%1: seine %2 Prozesse unterscheiden sich um %3% (%4 bis %5; Aufrufe innerhalb eines Prozesses schwanken um %6%): das Rauschen der Maschine, größer als die Aufrufe zeigen; weniger CPUs festlegen (--cpus) oder Prozesse hinzufügen (--processes)</translation>
    </message>
    <message>
        <source>%1: its %2 processes differ by %3% (%4 to %5), and calls within one vary by %6%: a noisy machine; pin fewer CPUs (--cpus), add calls or add processes (--processes)</source>
        <translation>%1: seine %2 Prozesse unterscheiden sich um %3% (%4 bis %5), und Aufrufe innerhalb eines Prozesses schwanken um %6%: eine verrauschte Maschine; weniger CPUs festlegen (--cpus), mehr Aufrufe oder mehr Prozesse (--processes)</translation>
    </message>
    <message>
        <source> (more than the CPUs the processes were pinned to: their own threads, compile workers or other work competed for them)</source>
        <translation> (mehr als die CPUs, an die die Prozesse gebunden waren: ihre eigenen Threads, Kompilier-Worker oder andere Arbeit konkurrierten um sie)</translation>
    </message>
    <message numerus="yes">
        <source>p: the larger of the bootstrap&apos;s and a permutation test of the process medians: with %n process(es) a mode it is never below %1, however many calls they made; more processes (--processes) give a smaller one (the verdicts come from the intervals and every pair of processes agreeing)</source>
        <translation>
            <numerusform>p: der größere Wert aus dem des Bootstraps und einem Permutationstest der Prozess-Mediane: mit %n Prozess je Modus nie unter %1, wie viele Aufrufe er auch machte; mehr Prozesse (--processes) ergeben einen kleineren (die Urteile kommen aus den Intervallen und der Übereinstimmung jedes Prozesspaars)</numerusform>
            <numerusform>p: der größere Wert aus dem des Bootstraps und einem Permutationstest der Prozess-Mediane: mit %n Prozessen je Modus nie unter %1, wie viele Aufrufe sie auch machten; mehr Prozesse (--processes) ergeben einen kleineren (die Urteile kommen aus den Intervallen und der Übereinstimmung jedes Prozesspaars)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::ab::Why</name>
    <message>
        <source>larger batches, or a larger compiled region (the whole step) so the fixed cost is paid once</source>
        <translation>größere Batches oder eine größere kompilierte Region (der ganze Schritt), damit die festen Kosten einmal anfallen</translation>
    </message>
    <message>
        <source>try mode=&quot;reduce-overhead&quot; (CUDA graphs replay the launches), larger batches, or a larger compiled region</source>
        <translation>mode=&quot;reduce-overhead&quot; versuchen (CUDA-Graphen spielen die Starts ab), größere Batches oder eine größere kompilierte Region</translation>
    </message>
    <message>
        <source>per call %1 outside the compiled graph (%2 guard evaluation, %3 Python and wrappers) against %4 inside it; eager spends %5 outside its operators and %6 in them</source>
        <translation>pro Aufruf %1 außerhalb des kompilierten Graphen (%2 Guard-Auswertung, %3 Python und Wrapper) gegenüber %4 darin; eager verbringt %5 außerhalb seiner Operatoren und %6 in ihnen</translation>
    </message>
    <message>
        <source>compile a larger region (the caller, the whole step) or give it larger inputs so the fixed cost of a compiled call is paid less often; a region this small may be faster left eager</source>
        <translation>eine größere Region kompilieren (den Aufrufer, den ganzen Schritt) oder ihr größere Eingaben geben, damit die festen Kosten eines kompilierten Aufrufs seltener anfallen; eine so kleine Region ist eager womöglich schneller</translation>
    </message>
    <message>
        <source>%1 compiled frames run per call; %2 per call is spent inside the region outside its compiled graphs (the eager code between them and the extra frames&apos; entry), against %3 in the graphs</source>
        <translation>%1 kompilierte Frames laufen pro Aufruf; %2 pro Aufruf entfallen in der Region auf Zeit außerhalb ihrer kompilierten Graphen (der eager-Code dazwischen und der Eintritt der weiteren Frames), gegenüber %3 in den Graphen</translation>
    </message>
    <message>
        <source>remove the graph break (TORCH_LOGS=graph_breaks or compilescope record shows where; fullgraph=True makes it an error)</source>
        <translation>den Graph-Break entfernen (TORCH_LOGS=graph_breaks oder compilescope record zeigt, wo; fullgraph=True macht ihn zum Fehler)</translation>
    </message>
    <message>
        <source>device time per call %1 (%2 kernels) against eager&apos;s %3 (%4 kernels)</source>
        <translation>Gerätezeit pro Aufruf %1 (%2 Kernel) gegenüber eager %3 (%4 Kernel)</translation>
    </message>
    <message>
        <source>per call %1 in the compiled graphs and eager operators outside them, against %2 in eager&apos;s operators</source>
        <translation>pro Aufruf %1 in den kompilierten Graphen und eager-Operatoren außerhalb davon, gegenüber %2 in den Operatoren von eager</translation>
    </message>
    <message>
        <source>compare the kernels (compilescope record, then the Kernels view); try mode=&quot;max-autotune&quot;</source>
        <translation>die Kernel vergleichen (compilescope record, dann die Ansicht „Kernel“); mode=&quot;max-autotune&quot; versuchen</translation>
    </message>
    <message>
        <source>%1 of %2 calls after the warm-up compiled again (%3 compile ids after the first), %4 in compile callbacks each</source>
        <translation>%1 von %2 Aufrufen nach der Aufwärmphase kompilierten erneut (%3 Compile-IDs nach der ersten), je %4 in Kompilier-Callbacks</translation>
    </message>
    <message>
        <source>make the guards hold: pass changing Python values (strings, numbers) outside the region, mark changing sizes dynamic (torch._dynamo.mark_dynamic, dynamic=True); TORCH_LOGS=recompiles names the guard that failed</source>
        <translation>die Guards halten lassen: wechselnde Python-Werte (Strings, Zahlen) außerhalb der Region übergeben, wechselnde Größen als dynamisch markieren (torch._dynamo.mark_dynamic, dynamic=True); TORCH_LOGS=recompiles nennt den fehlgeschlagenen Guard</translation>
    </message>
    <message>
        <source>Inductor skipped CUDA graphs for this region (%1 reason(s)), so every call launches its kernels</source>
        <translation>Inductor hat CUDA-Graphen für diese Region übersprungen (%1 Grund/Gründe), daher startet jeder Aufruf seine Kernel selbst</translation>
    </message>
    <message>
        <source>remove what the reason names (CPU tensors, mutated inputs, dynamic shapes, ...), then CUDA graphs replay the call</source>
        <translation>beseitigen, was der Grund nennt (CPU-Tensoren, veränderte Eingaben, dynamische Formen, ...), dann spielen CUDA-Graphen den Aufruf ab</translation>
    </message>
    <message>
        <source>run longer, or keep the compiled artefacts between runs (a shared Inductor cache, torch.compiler.save_cache_artifacts); for short runs leave this region eager</source>
        <translation>länger laufen lassen oder die kompilierten Artefakte zwischen Läufen behalten (ein gemeinsamer Inductor-Cache, torch.compiler.save_cache_artifacts); bei kurzen Läufen diese Region eager lassen</translation>
    </message>
    <message>
        <source>peak GPU memory %1 against eager&apos;s %2 (+%3%)</source>
        <translation>GPU-Spitzenspeicher %1 gegenüber eager %2 (+%3%)</translation>
    </message>
    <message>
        <source>peak RSS %1 against eager&apos;s %2 (+%3%)</source>
        <translation>Spitzen-RSS %1 gegenüber eager %2 (+%3%)</translation>
    </message>
    <message>
        <source>memory, not time: compiled code keeps its own buffers and code caches (on a GPU also CUDA graph pools and autotuning workspaces); mode=&quot;default&quot; or smaller batches if it matters</source>
        <translation>Speicher, nicht Zeit: kompilierter Code hält eigene Puffer und Code-Caches (auf einer GPU auch CUDA-Graph-Pools und Autotuning-Arbeitsspeicher); mode=&quot;default&quot; oder kleinere Batches, falls es zählt</translation>
    </message>
    <message>
        <source>overhead-bound</source>
        <translation>durch Overhead begrenzt</translation>
    </message>
    <message>
        <source>recompiles after the warm-up</source>
        <translation>Neukompilierungen nach der Aufwärmphase</translation>
    </message>
    <message>
        <source>CUDA graphs skipped</source>
        <translation>CUDA-Graphen übersprungen</translation>
    </message>
    <message>
        <source>kernels slower than eager&apos;s</source>
        <translation>Kernel langsamer als die von eager</translation>
    </message>
    <message>
        <source>compile never amortised</source>
        <translation>Kompilierung nie amortisiert</translation>
    </message>
    <message>
        <source>peak memory grown</source>
        <translation>Spitzenspeicher gewachsen</translation>
    </message>
    <message>
        <source>slower than eager</source>
        <translation>langsamer als eager</translation>
    </message>
    <message>
        <source>faster per call, but the compile is not earned back</source>
        <translation>pro Aufruf schneller, aber die Kompilierung wird nicht wieder hereingeholt</translation>
    </message>
    <message>
        <source>no significant difference from eager</source>
        <translation>keine signifikante Abweichung von eager</translation>
    </message>
    <message>
        <source>the speedup&apos;s interval includes 1</source>
        <translation>das Intervall der Beschleunigung enthält 1</translation>
    </message>
    <message>
        <source>no cause found in the records and traces</source>
        <translation>keine Ursache in den Aufzeichnungen und Traces gefunden</translation>
    </message>
    <message>
        <source>unexplained: %1 per call</source>
        <translation>unerklärt: %1 pro Aufruf</translation>
    </message>
    <message>
        <source>the causes add up to %1 more than the measured gap: other parts of the compiled call are faster than eager&apos;s and save it</source>
        <translation>die Ursachen ergeben %1 mehr als die gemessene Lücke: andere Teile des kompilierten Aufrufs sind schneller als bei eager und sparen das ein</translation>
    </message>
    <message>
        <source>gap %1 per call (eager %2, %3 %4)</source>
        <translation>Lücke %1 pro Aufruf (eager %2, %3 %4)</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Warum?</translation>
    </message>
    <message>
        <source>compile and warm-up cost %1 beyond eager&apos;s, paid once: %2 per call spread over the %3 calls the run made; break-even after %4 calls</source>
        <translation>Kompilierung und Aufwärmphase kosten %1 mehr als bei eager, einmal bezahlt: %2 pro Aufruf, verteilt auf die %3 Aufrufe des Laufs; Gewinnschwelle nach %4 Aufrufen</translation>
    </message>
    <message>
        <source>not per call: paid once, %1 per call spread over the run</source>
        <translation>nicht pro Aufruf: einmal bezahlt, %1 pro Aufruf über den Lauf verteilt</translation>
    </message>
    <message>
        <source>%1 per call (no gap to explain: faster than eager per call)</source>
        <translation>%1 pro Aufruf (keine Lücke zu erklären: pro Aufruf schneller als eager)</translation>
    </message>
    <message>
        <source>%1 per call, more than the %2 gap: other parts were faster</source>
        <translation>%1 pro Aufruf, mehr als die Lücke von %2: andere Teile waren schneller</translation>
    </message>
    <message>
        <source>%1 per call (%2% of the gap)</source>
        <translation>%1 pro Aufruf (%2% der Lücke)</translation>
    </message>
    <message>
        <source>explains %1</source>
        <translation>erklärt %1</translation>
    </message>
    <message>
        <source>remove the graph break at the sites listed (fullgraph=True makes it an error; TORCH_LOGS=graph_breaks shows the whole stack)</source>
        <translation>den Graph-Break an den genannten Stellen entfernen (fullgraph=True macht ihn zum Fehler; TORCH_LOGS=graph_breaks zeigt den ganzen Stack)</translation>
    </message>
    <message>
        <source>every call after the warm-up compiled again (%1 of %2; %3 compile ids after the first), %4 in compile callbacks each: there is no steady call, the mode&apos;s time is a compiling call&apos;s</source>
        <translation>jeder Aufruf nach der Aufwärmphase wurde erneut kompiliert (%1 von %2; %3 Compile-IDs nach der ersten), je %4 in Kompilier-Callbacks: es gibt keinen stabilen Aufruf, die Zeit des Modus ist die eines kompilierenden Aufrufs</translation>
    </message>
    <message>
        <source>device time per call %1 (%2 kernels) against eager&apos;s %3 (%4 kernels): the kernels below take %5 more than eager&apos;s for the same operators; no part of the gap now, but the call can get no faster than its device time</source>
        <translation>Gerätezeit pro Aufruf %1 (%2 Kernel) gegenüber %3 bei eager (%4 Kernel): die folgenden Kernel brauchen %5 mehr als die von eager für dieselben Operatoren; jetzt kein Teil der Lücke, aber der Aufruf kann nicht schneller werden als seine Gerätezeit</translation>
    </message>
    <message>
        <source>host time per call %1 (the call&apos;s wall time: Python, guards, launches) exceeds the GPU&apos;s busy time per call %2 (its kernels, from the trace): the GPU idles waiting for launches, and the CUDA-event time per call, %3, follows the host; %4 kernels and %5 launches per call, %6 of guard evaluation; eager: CUDA-event time %7, host time %8, GPU busy %9</source>
        <translation>Host-Zeit je Aufruf %1 (die Wanduhrzeit des Aufrufs: Python, Guards, Starts) übersteigt die Belegtzeit der GPU je Aufruf %2 (ihre Kernel, aus dem Trace): die GPU wartet untätig auf Starts, und die CUDA-Event-Zeit je Aufruf, %3, folgt dem Host; %4 Kernel und %5 Starts je Aufruf, %6 Guard-Auswertung; eager: CUDA-Event-Zeit %7, Host-Zeit %8, GPU belegt %9</translation>
    </message>
    <message>
        <source>undecided: the processes disagree (some pairs faster, some slower)</source>
        <translation>unentschieden: die Prozesse sind uneins (manche Paare schneller, manche langsamer)</translation>
    </message>
    <message>
        <source>undecided: too few usable processes</source>
        <translation>unentschieden: zu wenige verwendbare Prozesse</translation>
    </message>
    <message>
        <source>no compiled mode was measured beside eager: nothing to explain</source>
        <translation>kein kompilierter Modus wurde neben eager gemessen: nichts zu erklären</translation>
    </message>
    <message>
        <source>no compiled mode was measured beside eager (not measured, every process failed: %1): nothing to explain</source>
        <translation>kein kompilierter Modus wurde neben eager gemessen (nicht gemessen, jeder Prozess schlug fehl: %1): nichts zu erklären</translation>
    </message>
    <message>
        <source>every compiled mode measured is faster than eager and pays off in this run: nothing to explain</source>
        <translation>jeder gemessene kompilierte Modus ist schneller als eager und lohnt sich in diesem Lauf: nichts zu erklären</translation>
    </message>
    <message>
        <source>not measured (every process failed): %1</source>
        <translation>nicht gemessen (jeder Prozess schlug fehl): %1</translation>
    </message>
    <message>
        <source>faster than eager and earns its compile back in this run: nothing to explain</source>
        <translation>schneller als eager und holt seine Kompilierung in diesem Lauf wieder herein: nichts zu erklären</translation>
    </message>
    <message numerus="yes">
        <source>Tracing: %n process(es) traced a few calls (each is measured only up to its first traced call); they ran %1 s longer than their modes&apos; untraced processes, %2% of the A/B&apos;s %3 s of processes</source>
        <translation>
            <numerusform>Tracing: ein Prozess hat einige Aufrufe getraced (er wird nur bis zu seinem ersten getraceten Aufruf gemessen); er lief %1 s länger als die nicht getraceten Prozesse seines Modus, %2% der %3 s aller Prozesse des A/B</numerusform>
            <numerusform>Tracing: %n Prozesse haben einige Aufrufe getraced (jeder wird nur bis zu seinem ersten getraceten Aufruf gemessen); sie liefen %1 s länger als die nicht getraceten Prozesse ihrer Modi, %2% der %3 s aller Prozesse des A/B</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 compiled frames run per call: %2 per call inside the region outside its compiled graphs (the eager code between them), and %3 of the overhead measured is the fixed cost of the frames the breaks add (%4 of them: guards, wrapper, launches, which one whole graph pays once); %5 in the graphs</source>
        <translation>%1 kompilierte Frames laufen pro Aufruf: %2 pro Aufruf in der Region außerhalb ihrer kompilierten Graphen (der eager-Code dazwischen), und %3 des gemessenen Overheads sind die Fixkosten der Frames, die die Graph-Breaks hinzufügen (%4 davon: Guards, Wrapper, Starts, die ein ganzer Graph einmal zahlt); %5 in den Graphen</translation>
    </message>
    <message>
        <source>graph breaks (eager islands, extra frames)</source>
        <translation>Graph-Breaks (eager-Inseln, zusätzliche Frames)</translation>
    </message>
    <message>
        <source>not numerically equivalent to eager</source>
        <translation>numerisch nicht gleichwertig zu eager</translation>
    </message>
    <message>
        <source>too few steady calls to tell</source>
        <translation>zu wenige stabile Aufrufe für ein Urteil</translation>
    </message>
    <message>
        <source>%1 host syncs per call (a tensor&apos;s value read on the host: .item(), a blocking copy): the host waited %2 for the GPU, which then idled %3 until the next launch; eager: %4 syncs, %5 idle after them</source>
        <translation>%1 Host-Synchronisationen je Aufruf (der Wert eines Tensors auf dem Host gelesen: .item(), eine blockierende Kopie): der Host wartete %2 auf die GPU, die danach %3 bis zum nächsten Start untätig war; eager: %4 Synchronisationen, %5 untätig danach</translation>
    </message>
    <message>
        <source>keep the value on the GPU: a Python branch on a tensor&apos;s value (.item(), bool(t), if t &gt; x) breaks the graph and makes the host wait for the GPU, where torch.where or torch.clamp keep one graph and no sync (torch.cond for a branch; torch._dynamo.config.capture_scalar_outputs=True removes an .item()&apos;s break where nothing branches on it, but the host still waits for the value)</source>
        <translation>den Wert auf der GPU lassen: eine Python-Verzweigung auf dem Wert eines Tensors (.item(), bool(t), if t &gt; x) ist ein Graph-Break und lässt den Host auf die GPU warten, während torch.where oder torch.clamp einen Graphen ohne Synchronisation behalten (torch.cond für eine Verzweigung; torch._dynamo.config.capture_scalar_outputs=True entfernt den Graph-Break eines .item(), wo nichts darauf verzweigt, doch der Host wartet weiter auf den Wert)</translation>
    </message>
    <message>
        <source>keep the value on the GPU at the sites listed: a Python branch on a tensor&apos;s value (.item(), bool(t), if t &gt; x) breaks the graph and makes the host wait for the GPU, where torch.where or torch.clamp keep one graph and no sync (torch.cond for a branch; torch._dynamo.config.capture_scalar_outputs=True removes an .item()&apos;s break where nothing branches on it, but the host still waits for the value)</source>
        <translation>den Wert an den genannten Stellen auf der GPU lassen: eine Python-Verzweigung auf dem Wert eines Tensors (.item(), bool(t), if t &gt; x) ist ein Graph-Break und lässt den Host auf die GPU warten, während torch.where oder torch.clamp einen Graphen ohne Synchronisation behalten (torch.cond für eine Verzweigung; torch._dynamo.config.capture_scalar_outputs=True entfernt den Graph-Break eines .item(), wo nichts darauf verzweigt, doch der Host wartet weiter auf den Wert)</translation>
    </message>
</context>
<context>
    <name>cs::app::AboutDialog</name>
    <message>
        <source>About CompileScope</source>
        <translation>Über CompileScope</translation>
    </message>
    <message>
        <source>&lt;h3&gt;CompileScope %1&lt;/h3&gt;&lt;p&gt;Diagnose PyTorch torch.compile: graph breaks, recompiles, fusion and the generated kernels.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;CompileScope %1&lt;/h3&gt;&lt;p&gt;Diagnose für PyTorch torch.compile: Graph-Breaks, Neukompilierungen, Fusion und die erzeugten Kernel.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Kernel runner: asking…</source>
        <translation>Kernel-Runner: wird gefragt …</translation>
    </message>
</context>
<context>
    <name>cs::app::Cli</name>
    <message>
        <source>Kernel runner: not installed (%1)</source>
        <translation>Kernel-Runner: nicht installiert (%1)</translation>
    </message>
    <message>
        <source>Kernel runner: %1</source>
        <translation>Kernel-Runner: %1</translation>
    </message>
    <message>
        <source>Kernel runner: %1 (LibTorch %2)</source>
        <translation>Kernel-Runner: %1 (LibTorch %2)</translation>
    </message>
    <message>
        <source>  GPU: %1, compute capability %2, driver %3</source>
        <translation>  GPU: %1, Compute Capability %2, Treiber %3</translation>
    </message>
    <message>
        <source>  GPU: none (%1); CPU kernels can still be measured</source>
        <translation>  GPU: keine (%1); CPU-Kernel können trotzdem gemessen werden</translation>
    </message>
    <message>
        <source>version: unknown option %1</source>
        <translation>version: unbekannte Option %1</translation>
    </message>
    <message>
        <source>write JSON to stdout (schema compilescope.version/1)</source>
        <translation>JSON auf stdout schreiben (Schema compilescope.version/1)</translation>
    </message>
    <message>
        <source>versions of CompileScope, its libraries, the kernel runner and the GPU</source>
        <translation>Versionen von CompileScope, seinen Bibliotheken, dem Kernel-Runner und der GPU</translation>
    </message>
    <message>
        <source>Also `compilescope --version` and `-v`. The runner is started to ask what LibTorch, CUDA driver and GPUs it finds on this machine; a runner that cannot start is reported, not an error.</source>
        <translation>Auch `compilescope --version` und `-v`. Der Runner wird gestartet, um zu erfragen, welche LibTorch, welchen CUDA-Treiber und welche GPUs er auf diesem Rechner findet; ein Runner, der nicht startet, wird gemeldet und ist kein Fehler.</translation>
    </message>
    <message>
        <source>%1: unknown option %2</source>
        <translation>%1: unbekannte Option %2</translation>
    </message>
    <message>
        <source>%1: give at least one trace file or folder</source>
        <translation>%1: mindestens eine Trace-Datei oder einen Ordner angeben</translation>
    </message>
    <message>
        <source>write JSON to stdout (schema compilescope.summary/1, SUMMARY_JSON.md)</source>
        <translation>JSON auf stdout schreiben (Schema compilescope.summary/1, SUMMARY_JSON.md)</translation>
    </message>
    <message>
        <source>check every payload&apos;s MD5 (done anyway for logs up to 256 MiB)</source>
        <translation>die MD5-Summe jedes Payloads prüfen (bei Logs bis 256 MiB ohnehin)</translation>
    </message>
    <message>
        <source>write JSON to stdout (schema compilescope.explain/1, EXPLAIN_JSON.md)</source>
        <translation>JSON auf stdout schreiben (Schema compilescope.explain/1, EXPLAIN_JSON.md)</translation>
    </message>
    <message>
        <source>compile overview of a run: compile ids, graph breaks, recompiles, kernels</source>
        <translation>Kompilierübersicht eines Laufs: Compile-IDs, Graph-Breaks, Neukompilierungen, Kernel</translation>
    </message>
    <message>
        <source>Reads every trace of the run (several PATHs or a folder of rank logs make one multi-rank run) and prints each compile id with its outcome, time, graph breaks, recompile reasons and generated kernels. Bad lines become diagnostics on stderr; the rest is still summarised.</source>
        <translation>Liest jeden Trace des Laufs (mehrere PATHs oder ein Ordner mit Rank-Logs ergeben einen Lauf mit mehreren Ranks) und gibt jede Compile-ID mit Ergebnis, Zeit, Graph-Breaks, Gründen für Neukompilierungen und erzeugten Kerneln aus. Fehlerhafte Zeilen werden zu Diagnosen auf stderr; der Rest wird trotzdem zusammengefasst.</translation>
    </message>
    <message>
        <source>what to fix first: failures, recompiles, graph breaks, with suggestions</source>
        <translation>was zuerst zu beheben ist: Fehlschläge, Neukompilierungen, Graph-Breaks, mit Vorschlägen</translation>
    </message>
    <message>
        <source>Ranks the run&apos;s problems by what they cost: compile failures and recompile-limit hits first, then recompiles with the guard that failed and a concrete fix, then graph breaks by the time they cost, with PyTorch&apos;s explanation and the user&apos;s source line.</source>
        <translation>Ordnet die Probleme des Laufs nach ihren Kosten: zuerst Kompilierfehler und erreichte Neukompilierungslimits, dann Neukompilierungen mit dem fehlgeschlagenen Guard und einer konkreten Behebung, dann Graph-Breaks nach der Zeit, die sie kosten, mit der Erklärung von PyTorch und der Quellzeile des Nutzers.</translation>
    </message>
    <message>
        <source>write JSON: the list (compilescope.graphs/1) or the graph (compilescope.graph/1, GRAPH_JSON.md)</source>
        <translation>JSON schreiben: die Liste (compilescope.graphs/1) oder den Graphen (compilescope.graph/1, GRAPH_JSON.md)</translation>
    </message>
    <message>
        <source>the graph to export, as --list names it</source>
        <translation>der zu exportierende Graph, wie --list ihn nennt</translation>
    </message>
    <message>
        <source>export format (default json)</source>
        <translation>Exportformat (Standard: json)</translation>
    </message>
    <message>
        <source>draw one box per kernel, layer or statement</source>
        <translation>ein Kästchen je Kernel, Schicht oder Anweisung zeichnen</translation>
    </message>
    <message>
        <source>what a box holds with --collapsed (default: what suits the graph)</source>
        <translation>was ein Kästchen mit --collapsed enthält (Standard: was zum Graphen passt)</translation>
    </message>
    <message>
        <source>split a collapsed graph into segments of N boxes</source>
        <translation>einen zusammengefassten Graphen in Segmente zu N Kästchen teilen</translation>
    </message>
    <message>
        <source>Inductor&apos;s passes on each graph: the snapshots logged, the passes run between them with their times, the nodes each step added, removed or reordered</source>
        <translation>die Passes von Inductor auf jedem Graph: die geloggten Stände, die Passes dazwischen mit ihren Zeiten, die Knoten, die jeder Schritt hinzufügte, entfernte oder umordnete</translation>
    </message>
    <message>
        <source>the nodes changed into this snapshot (as --passes names it) from the one before it</source>
        <translation>die Knoten, die sich zu diesem Stand (wie --passes ihn nennt) gegenüber dem vorigen änderten</translation>
    </message>
    <message>
        <source>with --pass: compare it with this snapshot instead</source>
        <translation>mit --pass: stattdessen mit diesem Stand vergleichen</translation>
    </message>
    <message>
        <source>the post-grad graphs with Inductor&apos;s provenance mapping; with --graph ID, each model node with the post-grad nodes it became and the kernel calls computing them, with their trace lines</source>
        <translation>die Post-grad-Graphen mit der Provenienz-Zuordnung von Inductor; mit --graph ID jeder Modellknoten mit den Post-grad-Knoten, die aus ihm wurden, und den Kernel-Aufrufen, die sie berechnen, mit ihren Trace-Zeilen</translation>
    </message>
    <message>
        <source>blocks compiled once and reused (nested compile regions, blocks compiled on their own) and piecewise compiles with their pieces in run order</source>
        <translation>einmal kompilierte und wiederverwendete Blöcke (verschachtelte Kompilier-Regionen, für sich kompilierte Blöcke) und stückweise Kompilierungen mit ihren Stücken in Ausführungsreihenfolge</translation>
    </message>
    <message>
        <source>a run&apos;s graphs (Dynamo, AOT, post-grad): list them, export one</source>
        <translation>die Graphen eines Laufs (Dynamo, AOT, post-grad): auflisten, einen exportieren</translation>
    </message>
    <message>
        <source>Reads every graph payload of the run&apos;s traces into nodes, edges and source lines, and maps each post-grad node to the kernel that computes it. SVG and PNG are laid out by Graphviz `dot`; big graphs need --collapsed.</source>
        <translation>Liest jeden Graph-Payload aus den Traces des Laufs in Knoten, Kanten und Quellzeilen und ordnet jeden post-grad-Knoten dem Kernel zu, der ihn berechnet. SVG und PNG werden von Graphviz `dot` angeordnet; große Graphen brauchen --collapsed.</translation>
    </message>
    <message>
        <source>graph: no post-grad graph with provenance named %1 (graph --provenance lists them)</source>
        <translation>graph: kein Post-grad-Graph mit Provenienz namens %1 (graph --provenance listet sie)</translation>
    </message>
    <message>
        <source>No block compiled once for many copies, no piecewise compile and no region in this run.</source>
        <translation>Kein einmal für viele Kopien kompilierter Block, keine stückweise Kompilierung und keine Region in diesem Lauf.</translation>
    </message>
    <message>
        <source>graph: unknown option or missing value: %1</source>
        <translation>graph: unbekannte Option oder fehlender Wert: %1</translation>
    </message>
    <message>
        <source>graph: --passes and --pass go without --list, --graph and --format</source>
        <translation>graph: --passes und --pass gehen nicht mit --list, --graph und --format</translation>
    </message>
    <message>
        <source>graph: --provenance goes without --list and --format</source>
        <translation>graph: --provenance geht nicht mit --list und --format</translation>
    </message>
    <message>
        <source>graph: --regions goes alone (with --json and -o)</source>
        <translation>graph: --regions steht allein (mit --json und -o)</translation>
    </message>
    <message>
        <source>graph: --json and --format %1 contradict each other</source>
        <translation>graph: --json und --format %1 widersprechen sich</translation>
    </message>
    <message>
        <source>graph: --format takes json, dot, svg or png, not %1</source>
        <translation>graph: --format nimmt json, dot, svg oder png, nicht %1</translation>
    </message>
    <message>
        <source>graph: give PATH... and --list, --passes, --pass ID, --regions or --graph ID</source>
        <translation>graph: PFAD... und --list, --passes, --pass ID, --regions oder --graph ID angeben</translation>
    </message>
    <message>
        <source>graph: --group-by takes kernel, layer or statement</source>
        <translation>graph: --group-by nimmt kernel, layer oder statement</translation>
    </message>
    <message>
        <source>completion: unknown option or missing value: %1</source>
        <translation>completion: unbekannte Option oder fehlender Wert: %1</translation>
    </message>
    <message>
        <source>completion: unexpected argument %1</source>
        <translation>completion: unerwartetes Argument %1</translation>
    </message>
    <message>
        <source>completion: give the shell: bash or zsh</source>
        <translation>completion: die Shell angeben: bash oder zsh</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>kann %1 nicht schreiben: %2</translation>
    </message>
    <message>
        <source>write to FILE instead of stdout</source>
        <translation>in FILE statt auf stdout schreiben</translation>
    </message>
    <message>
        <source>print a shell completion script for bash or zsh</source>
        <translation>ein Shell-Vervollständigungsskript für bash oder zsh ausgeben</translation>
    </message>
    <message>
        <source>Installed packages already have both (share/bash-completion/completions/compilescope, share/zsh/vendor-completions/_compilescope). From a build tree: `source &lt;(compilescope completion bash)`.</source>
        <translation>Installierte Pakete enthalten bereits beide (share/bash-completion/completions/compilescope, share/zsh/vendor-completions/_compilescope). Aus einem Build-Verzeichnis: `source &lt;(compilescope completion bash)`.</translation>
    </message>
    <message>
        <source>profile: %1 needs a value</source>
        <translation>profile: %1 braucht einen Wert</translation>
    </message>
    <message>
        <source>profile: %1 needs a number of at least %2</source>
        <translation>profile: %1 braucht eine Zahl von mindestens %2</translation>
    </message>
    <message>
        <source>profile: --kernels: %1</source>
        <translation>profile: --kernels: %1</translation>
    </message>
    <message>
        <source>profile: unknown option %1</source>
        <translation>profile: unbekannte Option %1</translation>
    </message>
    <message>
        <source>profile: give at least one run folder, trace or output code file</source>
        <translation>profile: mindestens einen Laufordner, Trace oder eine Output-Code-Datei angeben</translation>
    </message>
    <message>
        <source>SQLite database for the results (default compilescope-profiles.db)</source>
        <translation>SQLite-Datenbank für die Ergebnisse (Standard: compilescope-profiles.db)</translation>
    </message>
    <message>
        <source>only the kernels whose name matches</source>
        <translation>nur die Kernel, deren Name passt</translation>
    </message>
    <message>
        <source>timed runs per kernel (default 100)</source>
        <translation>gemessene Läufe je Kernel (Standard: 100)</translation>
    </message>
    <message>
        <source>untimed runs before them (default 10)</source>
        <translation>ungemessene Läufe davor (Standard: 10)</translation>
    </message>
    <message>
        <source>another Inductor/Triton cache to find compiled kernels in (repeatable)</source>
        <translation>ein weiterer Inductor/Triton-Cache mit kompilierten Kerneln (wiederholbar)</translation>
    </message>
    <message>
        <source>do not flush the caches (the L2 on a GPU) before each run</source>
        <translation>die Caches (auf einer GPU den L2) nicht vor jedem Lauf leeren</translation>
    </message>
    <message>
        <source>seconds a kernel may stay silent before its runner is stopped (default 60)</source>
        <translation>Sekunden, die ein Kernel still bleiben darf, bevor sein Runner gestoppt wird (Standard: 60)</translation>
    </message>
    <message>
        <source>only show how each kernel would be launched</source>
        <translation>nur zeigen, wie jeder Kernel gestartet würde</translation>
    </message>
    <message>
        <source>also write the runner&apos;s job file, to run it elsewhere by hand</source>
        <translation>auch die Job-Datei des Runners schreiben, um sie anderswo von Hand auszuführen</translation>
    </message>
    <message>
        <source>write JSON to stdout (schema compilescope.profile/1, PROFILE_JSON.md)</source>
        <translation>JSON auf stdout schreiben (Schema compilescope.profile/1, PROFILE_JSON.md)</translation>
    </message>
    <message>
        <source>measure every generated kernel with the kernel runner, keep results in SQLite</source>
        <translation>jeden erzeugten Kernel mit dem Kernel-Runner messen, Ergebnisse in SQLite behalten</translation>
    </message>
    <message>
        <source>Finds every kernel in the generated code, plans its launch from the run&apos;s caches, and has compilescope-runner launch each alone (Triton on the GPU, Inductor C++ kernels on the CPU). A kernel that faults or hangs takes down only its runner. Progress goes to stderr.</source>
        <translation>Findet jeden Kernel im erzeugten Code, plant seinen Start aus den Caches des Laufs und lässt compilescope-runner jeden einzeln starten (Triton auf der GPU, Inductor-C++-Kernel auf der CPU). Ein Kernel, der abstürzt oder hängt, reißt nur seinen Runner mit. Der Fortschritt geht auf stderr.</translation>
    </message>
    <message>
        <source>1  also when no kernel could be measured</source>
        <translation>1  auch, wenn kein Kernel gemessen werden konnte</translation>
    </message>
    <message>
        <source>
Saved as profile run %1 in %2
</source>
        <translation>
Als Profillauf %1 in %2 gespeichert
</translation>
    </message>
    <message>
        <source>--language needs a value, e.g. --language de</source>
        <translation>--language braucht einen Wert, z. B. --language de</translation>
    </message>
    <message>
        <source>unknown option %1 (`compilescope help` lists the commands and options)</source>
        <translation>unbekannte Option %1 (`compilescope help` listet die Befehle und Optionen)</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 braucht einen Wert</translation>
    </message>
    <message>
        <source> (did you mean %1?)</source>
        <translation> (meinten Sie %1?)</translation>
    </message>
    <message>
        <source>unknown command %1%2; `compilescope help` lists the commands</source>
        <translation>unbekannter Befehl %1%2; `compilescope help` listet die Befehle</translation>
    </message>
    <message>
        <source>%1 is a command: put it first, after --language only (compilescope %1 --help)</source>
        <translation>%1 ist ein Befehl: stellen Sie ihn an den Anfang, nur --language darf davor stehen (compilescope %1 --help)</translation>
    </message>
    <message>
        <source>cannot open the window: there is no display (DISPLAY and WAYLAND_DISPLAY are not set). The commands run without one, e.g. `compilescope summary PATH`; `compilescope help` lists them.</source>
        <translation>kann das Fenster nicht öffnen: Es gibt keine Anzeige (DISPLAY und WAYLAND_DISPLAY sind nicht gesetzt). Die Befehle laufen ohne, z. B. `compilescope summary PATH`; `compilescope help` listet sie.</translation>
    </message>
    <message>
        <source>Run `compilescope %1 --help` for its options.</source>
        <translation>`compilescope %1 --help` zeigt seine Optionen.</translation>
    </message>
    <message>
        <source>user-interface language: en, de or zh_CN (default: the system&apos;s); JSON output stays English</source>
        <translation>Sprache der Oberfläche: en, de oder zh_CN (Standard: die des Systems); JSON-Ausgaben bleiben englisch</translation>
    </message>
    <message>
        <source>view to show once the run is loaded</source>
        <translation>Ansicht, die nach dem Laden des Laufs gezeigt wird</translation>
    </message>
    <message>
        <source>compile id to select once loaded (e.g. 0/1)</source>
        <translation>Compile-ID, die nach dem Laden ausgewählt wird (z. B. 0/1)</translation>
    </message>
    <message>
        <source>usage:</source>
        <translation>Aufruf:</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>Exit-Status:</translation>
    </message>
    <message>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>the input could not be read or analysed, or the command could not do its work</source>
        <translation>die Eingabe konnte nicht gelesen oder analysiert werden, oder der Befehl konnte seine Arbeit nicht tun</translation>
    </message>
    <message>
        <source>usage error: unknown command or option, missing or bad argument</source>
        <translation>Aufruffehler: unbekannter Befehl oder unbekannte Option, fehlendes oder falsches Argument</translation>
    </message>
    <message>
        <source>a gate tripped: a check the command was asked to make found a change or a regression</source>
        <translation>eine Schranke hat ausgelöst: eine angeforderte Prüfung fand eine Änderung oder eine Regression</translation>
    </message>
    <message>
        <source>help: unexpected argument %1</source>
        <translation>help: unerwartetes Argument %1</translation>
    </message>
    <message>
        <source>help: unknown command %1</source>
        <translation>help: unbekannter Befehl %1</translation>
    </message>
    <message>
        <source>help: unknown command %1 (did you mean %2?)</source>
        <translation>help: unbekannter Befehl %1 (meinten Sie %2?)</translation>
    </message>
    <message>
        <source>CompileScope diagnoses PyTorch torch.compile. Without a command it opens the app window (on the files or folders given); the commands below run without a display.</source>
        <translation>CompileScope diagnostiziert PyTorch torch.compile. Ohne Befehl öffnet es das Programmfenster (mit den angegebenen Dateien oder Ordnern); die Befehle unten laufen ohne Anzeige.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Options before the command:</source>
        <translation>Optionen vor dem Befehl:</translation>
    </message>
    <message>
        <source>this text; `compilescope help COMMAND` or `compilescope COMMAND --help` shows a command&apos;s options</source>
        <translation>dieser Text; `compilescope help COMMAND` oder `compilescope COMMAND --help` zeigt die Optionen eines Befehls</translation>
    </message>
    <message>
        <source>the same as `compilescope version`</source>
        <translation>dasselbe wie `compilescope version`</translation>
    </message>
    <message>
        <source>Options of the app window:</source>
        <translation>Optionen des Programmfensters:</translation>
    </message>
    <message>
        <source>PATH is a TORCH_TRACE log (plain, .gz or .zst), TORCH_LOGS text, a TORCH_COMPILE_DEBUG folder, Inductor&apos;s output_code.py, a .pt2 archive, a profiler trace, or a folder of them (a run folder, or one log per rank). Formats are recognised by content, never by name.</source>
        <translation>PATH ist ein TORCH_TRACE-Log (unkomprimiert, .gz oder .zst), TORCH_LOGS-Text, ein TORCH_COMPILE_DEBUG-Ordner, Inductors output_code.py, ein .pt2-Archiv, ein Profiler-Trace oder ein Ordner davon (ein Laufordner oder ein Log je Rank). Formate werden am Inhalt erkannt, nie am Namen.</translation>
    </message>
    <message>
        <source>Output: text for people by default. With --json, every command writes one JSON document to stdout whose &quot;schema&quot; field names its format (documented in the *_JSON.md files); JSON is always English. Messages and progress go to stderr.</source>
        <translation>Ausgabe: standardmäßig Text für Menschen. Mit --json schreibt jeder Befehl ein JSON-Dokument auf stdout, dessen Feld &quot;schema&quot; sein Format nennt (beschrieben in den *_JSON.md-Dateien); JSON ist immer englisch. Meldungen und Fortschritt gehen auf stderr.</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>show this help</source>
        <translation>diese Hilfe zeigen</translation>
    </message>
    <message>
        <source>user-interface language (also before the command)</source>
        <translation>Sprache der Oberfläche (auch vor dem Befehl)</translation>
    </message>
    <message>
        <source>this overview, or the options of one command</source>
        <translation>diese Übersicht oder die Optionen eines Befehls</translation>
    </message>
    <message>
        <source>`compilescope help COMMAND` is the same as `compilescope COMMAND --help`.</source>
        <translation>`compilescope help COMMAND` ist dasselbe wie `compilescope COMMAND --help`.</translation>
    </message>
    <message>
        <source>record: %1 needs a value</source>
        <translation>record: %1 braucht einen Wert</translation>
    </message>
    <message>
        <source>record: %1 needs a positive number of seconds</source>
        <translation>record: %1 braucht eine positive Anzahl Sekunden</translation>
    </message>
    <message>
        <source>record: unknown option %1 (put the command after --)</source>
        <translation>record: unbekannte Option %1 (stellen Sie den Befehl hinter --)</translation>
    </message>
    <message>
        <source>record: give the command to run after --, e.g. record -- python train.py</source>
        <translation>record: den auszuführenden Befehl nach -- angeben, z. B. record -- python train.py</translation>
    </message>
    <message>
        <source>compilescope: recorded into %1</source>
        <translation>compilescope: in %1 aufgezeichnet</translation>
    </message>
    <message>
        <source>compile ids: %1, graph breaks: %2, recompiles: %3</source>
        <translation>Compile-IDs: %1, Graph-Breaks: %2, Neukompilierungen: %3</translation>
    </message>
    <message>
        <source>open it:       compilescope %1
               compilescope summary %1</source>
        <translation>öffnen mit:    compilescope %1
               compilescope summary %1</translation>
    </message>
    <message>
        <source>the run folder to create (default: ./compilescope-run-DATE-TIME; never overwritten)</source>
        <translation>der anzulegende Laufordner (Standard: ./compilescope-run-DATE-TIME; wird nie überschrieben)</translation>
    </message>
    <message>
        <source>stop the command after S seconds (exit 124)</source>
        <translation>den Befehl nach S Sekunden stoppen (Exit-Status 124)</translation>
    </message>
    <message>
        <source>working folder of the command (default: the current one)</source>
        <translation>Arbeitsordner des Befehls (Standard: der aktuelle)</translation>
    </message>
    <message>
        <source>seconds between SIGTERM and SIGKILL when stopping (default 5)</source>
        <translation>Sekunden zwischen SIGTERM und SIGKILL beim Stoppen (Standard: 5)</translation>
    </message>
    <message>
        <source>also echo PyTorch&apos;s log lines (they are always saved)</source>
        <translation>auch die Log-Zeilen von PyTorch ausgeben (gespeichert werden sie immer)</translation>
    </message>
    <message>
        <source>run a command with every PyTorch diagnostic on, into a run folder</source>
        <translation>einen Befehl mit allen PyTorch-Diagnosen ausführen und in einen Laufordner aufzeichnen</translation>
    </message>
    <message>
        <source>Runs COMMAND with TORCH_TRACE, the TORCH_LOGS CompileScope reads (fusion included), the compile debug folder, provenance and a run-local Inductor/Triton cache, streams its output with the elapsed time (Ctrl+C stops its whole process group), writes manifest.json and says what was captured. This is the only way CompileScope starts your code. Exit status: the command&apos;s own.</source>
        <translation>Führt COMMAND mit TORCH_TRACE, den TORCH_LOGS, die CompileScope liest (Fusion eingeschlossen), dem Debug-Ordner der Kompilierung, Provenienz-Tracking und einem laufeigenen Inductor/Triton-Cache aus, gibt seine Ausgabe fortlaufend mit der verstrichenen Zeit aus (Ctrl+C stoppt seine ganze Prozessgruppe), schreibt manifest.json und meldet, was erfasst wurde. Nur auf diesem Weg startet CompileScope Ihren Code. Exit-Status: der des Befehls.</translation>
    </message>
    <message>
        <source>compilescope: recording into %1</source>
        <translation>compilescope: zeichne in %1 auf</translation>
    </message>
    <message>
        <source>compilescope: asking %1 for the torch, Triton and CUDA versions</source>
        <translation>compilescope: frage %1 nach den Versionen von torch, Triton und CUDA</translation>
    </message>
    <message>
        <source>compilescope: started %1 (pid %2); Ctrl+C stops it</source>
        <translation>compilescope: %1 gestartet (PID %2); stoppen mit Ctrl+C</translation>
    </message>
    <message>
        <source>compilescope: stopping the command (again to kill it at once)</source>
        <translation>compilescope: stoppe den Befehl (ein zweites Mal beendet ihn sofort)</translation>
    </message>
    <message>
        <source>ab: %1 needs a value</source>
        <translation>ab: %1 braucht einen Wert</translation>
    </message>
    <message>
        <source>ab: %1 needs a whole number of at least %2</source>
        <translation>ab: %1 braucht eine ganze Zahl von mindestens %2</translation>
    </message>
    <message>
        <source>ab: --modes needs at least one mode, e.g. --modes eager,default</source>
        <translation>ab: --modes braucht mindestens einen Modus, z. B. --modes eager,default</translation>
    </message>
    <message>
        <source>ab: --cache takes cold, shared or user, not %1</source>
        <translation>ab: --cache nimmt cold, shared oder user, nicht %1</translation>
    </message>
    <message>
        <source>ab: --min-effect needs a percentage from 0 to 100</source>
        <translation>ab: --min-effect braucht einen Prozentsatz von 0 bis 100</translation>
    </message>
    <message>
        <source>ab: unknown option %1 (put the command after --)</source>
        <translation>ab: unbekannte Option %1 (stellen Sie den Befehl hinter --)</translation>
    </message>
    <message>
        <source>ab: give the command to run after --, e.g. ab --modes eager,default -- python train.py</source>
        <translation>ab: den auszuführenden Befehl hinter -- angeben, z. B. ab --modes eager,default -- python train.py</translation>
    </message>
    <message>
        <source>ab: --analyse reads a finished A/B folder; it takes no command</source>
        <translation>ab: --analyse liest einen fertigen A/B-Ordner; es nimmt keinen Befehl</translation>
    </message>
    <message>
        <source>%1 (recording, not measured)</source>
        <translation>%1 (Aufzeichnung, nicht gemessen)</translation>
    </message>
    <message>
        <source>%1: %2 in %3 s</source>
        <translation>%1: %2 in %3 s</translation>
    </message>
    <message>
        <source> (no probe records)</source>
        <translation> (keine Einträge der Sonde)</translation>
    </message>
    <message>
        <source> (%1 calls in %2 compiled regions)</source>
        <translation> (%1 Aufrufe in %2 kompilierten Regionen)</translation>
    </message>
    <message>
        <source>modes to compare, comma-separated (default eager,default,reduce-overhead,max-autotune); eager always runs</source>
        <translation>zu vergleichende Modi, durch Kommas getrennt (Standard: eager,default,reduce-overhead,max-autotune); eager läuft immer</translation>
    </message>
    <message>
        <source>processes per mode, interleaved (default 3)</source>
        <translation>Prozesse je Modus, verschränkt (Standard: 3)</translation>
    </message>
    <message>
        <source>calls to drop per process (default: detected from each series)</source>
        <translation>je Prozess zu verwerfende Aufrufe (Standard: aus jeder Reihe erkannt)</translation>
    </message>
    <message>
        <source>compare the first 3 calls of every compiled region with eager</source>
        <translation>die ersten 3 Aufrufe jeder kompilierten Region mit eager vergleichen</translation>
    </message>
    <message>
        <source>compare the first N calls with eager</source>
        <translation>die ersten N Aufrufe mit eager vergleichen</translation>
    </message>
    <message>
        <source>the A/B folder to create (default ./compilescope-ab-DATE-TIME)</source>
        <translation>der anzulegende A/B-Ordner (Standard: ./compilescope-ab-DATE-TIME)</translation>
    </message>
    <message>
        <source>SQLite database the result is added to (default compilescope-profiles.db)</source>
        <translation>SQLite-Datenbank, zu der das Ergebnis hinzugefügt wird (Standard: compilescope-profiles.db)</translation>
    </message>
    <message>
        <source>keep the result only in the A/B folder</source>
        <translation>das Ergebnis nur im A/B-Ordner behalten</translation>
    </message>
    <message>
        <source>write the result as JSON (core/ab/AB_JSON.md)</source>
        <translation>das Ergebnis als JSON schreiben (core/ab/AB_JSON.md)</translation>
    </message>
    <message>
        <source>stop a process after S seconds (it counts as failed)</source>
        <translation>einen Prozess nach S Sekunden beenden (er gilt als fehlgeschlagen)</translation>
    </message>
    <message>
        <source>Inductor/Triton cache: a fresh one per process (cold, default), one for all, or the user&apos;s own</source>
        <translation>Inductor/Triton-Cache: ein frischer je Prozess (cold, Standard), einer für alle oder der eigene des Nutzers</translation>
    </message>
    <message>
        <source>differences below PCT% of eager count as none (default 2)</source>
        <translation>Unterschiede unter PCT% von eager zählen als keine (Standard: 2)</translation>
    </message>
    <message>
        <source>echo the command&apos;s output</source>
        <translation>die Ausgabe des Befehls mit anzeigen</translation>
    </message>
    <message>
        <source>also record one process per compiled mode with every diagnostic on, to open from the A/B view</source>
        <translation>zusätzlich je kompiliertem Modus einen Prozess mit allen Diagnosen aufzeichnen, zum Öffnen aus der A/B-Ansicht</translation>
    </message>
    <message>
        <source>keep each process&apos;s cold cache folder</source>
        <translation>den kalten Cache-Ordner jedes Prozesses behalten</translation>
    </message>
    <message>
        <source>analyse a finished A/B folder again; runs nothing</source>
        <translation>einen fertigen A/B-Ordner erneut auswerten; führt nichts aus</translation>
    </message>
    <message>
        <source>A/B benchmark: does torch.compile pay off for this script, and in which mode</source>
        <translation>A/B-Benchmark: lohnt sich torch.compile für dieses Skript, und in welchem Modus</translation>
    </message>
    <message>
        <source>Runs COMMAND, unmodified, once per mode and process (interleaved) with CompileScope&apos;s probe on its PYTHONPATH: eager is torch.compile switched off, every other mode replaces the mode the script passes. The probe times every call of every compiled function or module. Per region: warm-up and compile cost, steady-state median with its 95% interval, speedup over eager with its interval, the break-even call count, peak memory, recompiles, numerical parity (--parity) and a verdict. The folder keeps every process&apos;s output; the result goes to the database.</source>
        <translation>Führt COMMAND unverändert einmal je Modus und Prozess (verschränkt) aus, mit der Sonde von CompileScope auf seinem PYTHONPATH: eager ist torch.compile ausgeschaltet, jeder andere Modus ersetzt den Modus, den das Skript übergibt. Die Sonde misst jeden Aufruf jeder kompilierten Funktion oder jedes kompilierten Moduls. Je Region: Aufwärm- und Kompilierkosten, Median im stabilen Zustand mit seinem 95%-Intervall, Beschleunigung gegenüber eager mit ihrem Intervall, die Gewinnschwelle in Aufrufen, Spitzenspeicher, Neukompilierungen, numerische Parität (--parity) und ein Urteil. Der Ordner behält die Ausgabe jedes Prozesses; das Ergebnis kommt in die Datenbank.</translation>
    </message>
    <message>
        <source>compilescope: A/B of %1 into %2</source>
        <translation>compilescope: A/B von %1 nach %2</translation>
    </message>
    <message>
        <source>%1 recording started (pid %2)</source>
        <translation>%1 Aufzeichnung gestartet (PID %2)</translation>
    </message>
    <message>
        <source>%1 #%2 started (pid %3)</source>
        <translation>%1 #%2 gestartet (PID %3)</translation>
    </message>
    <message>
        <source>compilescope: stopping the A/B (again to kill the running process at once)</source>
        <translation>compilescope: beende das A/B (erneut, um den laufenden Prozess sofort zu beenden)</translation>
    </message>
    <message>
        <source>compilescope: the result was not saved: %1</source>
        <translation>compilescope: das Ergebnis wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>compilescope: saved as A/B run %1 in %2</source>
        <translation>compilescope: als A/B-Lauf %1 in %2 gespeichert</translation>
    </message>
    <message>
        <source> ≠ compilation_metrics: %1 nodes, %2 calls, %3 inputs</source>
        <translation> ≠ compilation_metrics: %1 Knoten, %2 Aufrufe, %3 Eingaben</translation>
    </message>
    <message>
        <source>also the autotune candidates the run did not use (by default only the variant it chose)</source>
        <translation>auch die Autotuning-Kandidaten, die der Lauf nicht verwendet hat (standardmäßig nur die gewählte Variante)</translation>
    </message>
    <message>
        <source>--max-decompressed needs a size such as 8G or 512M</source>
        <translation>--max-decompressed braucht eine Größe wie 8G oder 512M</translation>
    </message>
    <message>
        <source>--max-ratio needs a number (0: no ratio limit)</source>
        <translation>--max-ratio braucht eine Zahl (0: kein Verhältnislimit)</translation>
    </message>
    <message>
        <source>diff: %1 needs a value</source>
        <translation>diff: %1 braucht einen Wert</translation>
    </message>
    <message>
        <source>diff: --fail-on takes regression or change, not %1</source>
        <translation>diff: --fail-on nimmt regression oder change, nicht %1</translation>
    </message>
    <message>
        <source>diff: --min-effect takes a percentage from 0 to 100</source>
        <translation>diff: --min-effect nimmt einen Prozentsatz von 0 bis 100</translation>
    </message>
    <message>
        <source>diff: unknown option %1</source>
        <translation>diff: unbekannte Option %1</translation>
    </message>
    <message>
        <source>diff: give two runs to compare (A B), or one multi-rank run to compare its ranks</source>
        <translation>diff: geben Sie zwei Läufe zum Vergleich an (A B) oder einen Lauf mit mehreren Ranks, um seine Ranks zu vergleichen</translation>
    </message>
    <message>
        <source>write JSON to stdout (schema compilescope.diff/1, DIFF_JSON.md)</source>
        <translation>JSON auf stdout schreiben (Schema compilescope.diff/1, DIFF_JSON.md)</translation>
    </message>
    <message>
        <source>exit 3 when B regressed (new graph breaks, recompiles or failures, a significantly slower time) or when anything changed; 0 otherwise</source>
        <translation>Exit-Code 3, wenn B sich verschlechtert hat (neue Graph-Breaks, Neukompilierungen oder Fehlschläge, eine signifikant langsamere Zeit) bzw. wenn sich irgendetwas geändert hat; sonst 0</translation>
    </message>
    <message>
        <source>profile database: compare the newest profile run of each side&apos;s run</source>
        <translation>Profildatenbank: den neuesten Profillauf jeder Seite vergleichen</translation>
    </message>
    <message>
        <source>time differences below this share of A&apos;s median are not called (default 2)</source>
        <translation>Zeitunterschiede unter diesem Anteil am Median von A werden nicht gewertet (Standard 2)</translation>
    </message>
    <message>
        <source>list unchanged compiles, graphs and kernels too</source>
        <translation>auch unveränderte Kompilierungen, Graphen und Kernel auflisten</translation>
    </message>
    <message>
        <source>compare two runs: compilation, graphs, kernels, their times, versions</source>
        <translation>zwei Läufe vergleichen: Kompilierung, Graphen, Kernel, ihre Zeiten, Versionen</translation>
    </message>
    <message>
        <source>A and B are anything `summary` opens, or db:FILE#RUN (a profile run of the database). Compile ids are matched by frame and order; graph breaks by reason and location; kernels by what they compute (same code, then same origins, then similar source), never by name. With profiles, each time is compared on its repeats: the difference of medians with a 95% interval, Mann-Whitney with Holm&apos;s correction; only differences that pass are called faster or slower. An unreadable side is reported and the rest compared.</source>
        <translation>A und B sind alles, was `summary` öffnet, oder db:DATEI#LAUF (ein Profillauf der Datenbank). Compile-IDs werden nach Frame und Reihenfolge zugeordnet, Graph-Breaks nach Grund und Ort, Kernel nach dem, was sie berechnen (gleicher Code, dann gleiche Herkunft, dann ähnlicher Quelltext), nie nach Namen. Mit Profilen wird jede Zeit über ihre Wiederholungen verglichen: die Differenz der Mediane mit 95-%-Intervall, Mann-Whitney mit Holm-Korrektur; nur Unterschiede, die bestehen, heißen schneller oder langsamer. Eine unlesbare Seite wird gemeldet und der Rest verglichen.</translation>
    </message>
    <message>
        <source>diff: neither side could be read: %1; %2</source>
        <translation>diff: keine Seite konnte gelesen werden: %1; %2</translation>
    </message>
    <message>
        <source>fusion: no graph has both %1 and %2</source>
        <translation>fusion: kein Graph enthält sowohl %1 als auch %2</translation>
    </message>
    <message>
        <source>fusion: %1 and %2 exist in %3 graphs (%4): choose one with --graph</source>
        <translation>fusion: %1 und %2 gibt es in %3 Graphen (%4): wählen Sie einen mit --graph</translation>
    </message>
    <message>
        <source>only this graph (as `graph --list` names it)</source>
        <translation>nur dieser Graph (wie `graph --list` ihn nennt)</translation>
    </message>
    <message>
        <source>why two nodes or kernels (post-grad node, scheduler node or kernel names) are not one kernel</source>
        <translation>warum zwei Knoten oder Kernel (Namen von post-grad-Knoten, Scheduler-Knoten oder Kerneln) nicht ein Kernel sind</translation>
    </message>
    <message>
        <source>profile database: show each kernel&apos;s measured time</source>
        <translation>Profil-Datenbank: die gemessene Zeit jedes Kernels zeigen</translation>
    </message>
    <message>
        <source>write JSON to stdout (schema compilescope.fusion/1, FUSION_JSON.md)</source>
        <translation>JSON auf stdout schreiben (Schema compilescope.fusion/1, FUSION_JSON.md)</translation>
    </message>
    <message>
        <source>Inductor&apos;s fusion decisions per graph, replayed round by round; why two nodes are apart</source>
        <translation>Inductors Fusionsentscheidungen je Graph, Runde für Runde nachgespielt; warum zwei Knoten getrennt sind</translation>
    </message>
    <message>
        <source>Replays the scheduler&apos;s fusion record (TORCH_LOGS=fusion, or a TORCH_COMPILE_DEBUG folder&apos;s ir_pre_fusion.txt / ir_post_fusion.txt): each round, every fuse / reject / benchmark decision with its reason, and the final nodes tied to their kernels. Without a fusion record it says which setting records one and shows the final groups from the generated code.</source>
        <translation>Spielt die Fusionsaufzeichnung des Schedulers nach (TORCH_LOGS=fusion oder ir_pre_fusion.txt / ir_post_fusion.txt eines TORCH_COMPILE_DEBUG-Ordners): jede Runde, jede Fusions-, Ablehnungs- und Benchmark-Entscheidung mit ihrem Grund und die finalen Knoten, ihren Kerneln zugeordnet. Ohne Fusionsaufzeichnung nennt es die Einstellung, die eine aufzeichnet, und zeigt die finalen Gruppen aus dem erzeugten Code.</translation>
    </message>
    <message>
        <source>fusion: unknown option or missing value: %1</source>
        <translation>fusion: unbekannte Option oder fehlender Wert: %1</translation>
    </message>
    <message>
        <source>fusion: give PATH... [--graph ID] [--why A B] [--db FILE] [--json]</source>
        <translation>fusion: PATH... [--graph ID] [--why A B] [--db FILE] [--json] angeben</translation>
    </message>
    <message>
        <source>fusion: the run has no compiled graph</source>
        <translation>fusion: der Lauf hat keinen kompilierten Graphen</translation>
    </message>
    <message>
        <source>fusion: no single graph %1; the run has: %2</source>
        <translation>fusion: kein eindeutiger Graph %1; der Lauf hat: %2</translation>
    </message>
    <message>
        <source>fusion: why %1 and %2 are apart needs Inductor&apos;s fusion decisions, and this run has none. %3</source>
        <translation>fusion: Warum %1 und %2 getrennt sind, lässt sich nur aus Inductors Fusionsentscheidungen sagen, und dieser Lauf hat keine. %3</translation>
    </message>
    <message>
        <source>profile: %1</source>
        <translation>profile: %1</translation>
    </message>
    <message>
        <source>name the profile run in the database (default: the run folder&apos;s name)</source>
        <translation>den Profillauf in der Datenbank benennen (Standard: der Name des Laufordners)</translation>
    </message>
    <message>
        <source>stop expanding a compressed input at SIZE (default 4G)</source>
        <translation>eine komprimierte Eingabe nur bis SIZE entpacken (Standard: 4G)</translation>
    </message>
    <message>
        <source>stop expanding a compressed input at N times its size (default 1000)</source>
        <translation>eine komprimierte Eingabe nur bis zum N-Fachen ihrer Größe entpacken (Standard: 1000)</translation>
    </message>
    <message>
        <source>report: %1 needs a value</source>
        <translation>report: %1 braucht einen Wert</translation>
    </message>
    <message>
        <source>report: --graphs needs a number of at least 0</source>
        <translation>report: --graphs braucht eine Zahl von mindestens 0</translation>
    </message>
    <message>
        <source>report: unknown option %1</source>
        <translation>report: unbekannte Option %1</translation>
    </message>
    <message>
        <source>report: unknown section %1 (sections: %2)</source>
        <translation>report: unbekannter Abschnitt %1 (Abschnitte: %2)</translation>
    </message>
    <message>
        <source>report: --format takes html, md, pdf or json, not %1</source>
        <translation>report: --format nimmt html, md, pdf oder json, nicht %1</translation>
    </message>
    <message>
        <source>report: --paper takes a4 or letter</source>
        <translation>report: --paper nimmt a4 oder letter</translation>
    </message>
    <message>
        <source>report: give at least one trace file or folder</source>
        <translation>report: geben Sie mindestens eine Trace-Datei oder einen Ordner an</translation>
    </message>
    <message>
        <source>report format (default: from the -o suffix, else html)</source>
        <translation>Berichtsformat (Standard: aus der Endung von -o, sonst html)</translation>
    </message>
    <message>
        <source>write to FILE instead of stdout (needed for pdf)</source>
        <translation>in DATEI statt auf stdout schreiben (nötig für pdf)</translation>
    </message>
    <message>
        <source>profile database: measured kernel times and their history</source>
        <translation>Profildatenbank: gemessene Kernelzeiten und ihr Verlauf</translation>
    </message>
    <message>
        <source>key graphs drawn (default 3; 0: none)</source>
        <translation>gezeichnete wichtige Graphen (Standard 3; 0: keine)</translation>
    </message>
    <message>
        <source>PDF paper size (default a4)</source>
        <translation>PDF-Papierformat (Standard a4)</translation>
    </message>
    <message>
        <source>a diagnosis report to attach to a bug or a pull request: HTML, Markdown, PDF, JSON</source>
        <translation>ein Diagnosebericht für einen Bug oder einen Pull Request: HTML, Markdown, PDF, JSON</translation>
    </message>
    <message>
        <source>report: a PDF report needs -o FILE</source>
        <translation>report: ein PDF-Bericht braucht -o DATEI</translation>
    </message>
    <message>
        <source>report: PDF needs the Qt GUI library, which this process did not start</source>
        <translation>report: PDF braucht die Qt-GUI-Bibliothek, die dieser Prozess nicht gestartet hat</translation>
    </message>
    <message>
        <source>stop expanding a compressed input at SIZE (e.g. 512M, 8G; default 4G) and say what was skipped</source>
        <translation>eine komprimierte Eingabe nur bis SIZE entpacken (z. B. 512M, 8G; Standard: 4G) und melden, was übersprungen wurde</translation>
    </message>
    <message>
        <source>stop expanding a compressed input at N times its own size (default 1000; 0: no ratio limit)</source>
        <translation>eine komprimierte Eingabe nur bis zum N-Fachen ihrer eigenen Größe entpacken (Standard: 1000; 0: kein Verhältnislimit)</translation>
    </message>
    <message>
        <source>report: --min-effect takes a percentage from 0 to 100</source>
        <translation>report: --min-effect nimmt einen Prozentsatz von 0 bis 100</translation>
    </message>
    <message>
        <source>report: %1 needs a value (a run, or an A/B folder), not the option %2</source>
        <translation>report: %1 braucht einen Wert (einen Lauf oder einen A/B-Ordner), nicht die Option %2</translation>
    </message>
    <message>
        <source>add the comparison with run B (anything `diff` opens; this run is A), as `compilescope diff` finds it</source>
        <translation>den Vergleich mit Lauf B hinzufügen (alles, was `diff` öffnet; dieser Lauf ist A), wie `compilescope diff` ihn findet</translation>
    </message>
    <message>
        <source>add the verdicts of an A/B folder, as `compilescope ab` finds them</source>
        <translation>die Urteile eines A/B-Ordners hinzufügen, wie `compilescope ab` sie findet</translation>
    </message>
    <message>
        <source>with --compare: time differences below this share of A&apos;s median are not called (default 2)</source>
        <translation>mit --compare: Zeitunterschiede unter diesem Anteil von As Median werden nicht gewertet (Standard 2)</translation>
    </message>
    <message>
        <source>What to fix first, the run&apos;s versions, compiles and their phases, graph breaks, recompiles, failures, fusion, measured kernels and the key graphs, with --compare the comparison with another run and with --ab the verdicts of an A/B, in one file that stands alone: HTML with inline CSS and SVG and no script, Markdown that fits a pull-request comment, PDF, or the JSON twin (REPORT_JSON.md). Text follows --language; JSON stays English.</source>
        <translation>Was zuerst zu beheben ist, die Versionen des Laufs, Kompilierungen und ihre Phasen, Graph-Breaks, Neukompilierungen, Fehlschläge, Fusion, gemessene Kernel und die wichtigsten Graphen, mit --compare der Vergleich mit einem anderen Lauf und mit --ab die Urteile eines A/B, in einer eigenständigen Datei: HTML mit eingebettetem CSS und SVG ohne Skript, Markdown, das in einen Pull-Request-Kommentar passt, PDF oder das JSON-Gegenstück (REPORT_JSON.md). Der Text folgt --language; JSON bleibt Englisch.</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>kann nicht in die Standardausgabe schreiben: %1</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>Schreibfehler</translation>
    </message>
    <message>
        <source>  (nodes, calls, inputs = compilation_metrics)</source>
        <translation>  (Knoten, Aufrufe, Eingaben = compilation_metrics)</translation>
    </message>
    <message>
        <source>list every graph: id, graph nodes, edges, distinct kernels, launches, node groups</source>
        <translation>jeden Graphen auflisten: ID, Graphknoten, Kanten, verschiedene Kernel, Starts, Knotengruppen</translation>
    </message>
    <message>
        <source>Kernel counts:</source>
        <translation>Kernel-Zahlen:</translation>
    </message>
    <message>
        <source>0  no change (with --fail-on: the gate did not trip)
1  a side, or facts of it, could not be read (what could be read is still compared)
3  with --fail-on: a regression, or any change
4  the runs differ (without --fail-on)</source>
        <translation>0  keine Änderung (mit --fail-on: die Schranke hat nicht ausgelöst)
1  eine Seite oder Angaben daraus konnten nicht gelesen werden (was lesbar war, wird trotzdem verglichen)
3  mit --fail-on: eine Verschlechterung bzw. irgendeine Änderung
4  die Läufe unterscheiden sich (ohne --fail-on)</translation>
    </message>
    <message>
        <source>ranks: unknown option %1</source>
        <translation>ranks: unbekannte Option %1</translation>
    </message>
    <message>
        <source>ranks: give the run: a folder of rank logs, or the rank logs themselves</source>
        <translation>ranks: geben Sie den Lauf an: einen Ordner mit Rank-Logs oder die Rank-Logs selbst</translation>
    </message>
    <message>
        <source>write JSON to stdout (schema compilescope.ranks/1, RANKS_JSON.md)</source>
        <translation>JSON auf stdout schreiben (Schema compilescope.ranks/1, RANKS_JSON.md)</translation>
    </message>
    <message>
        <source>list every compile id of the matrix, not the first 40</source>
        <translation>jede Compile-ID der Matrix auflisten, nicht nur die ersten 40</translation>
    </message>
    <message>
        <source>read the rank logs one after another instead of one per core</source>
        <translation>die Rank-Logs nacheinander lesen statt eines je Kern</translation>
    </message>
    <message>
        <source>the ranks of a distributed run: what differs, and the first divergence</source>
        <translation>die Ranks eines verteilten Laufs: was sich unterscheidet, und die erste Abweichung</translation>
    </message>
    <message>
        <source>Reads every rank&apos;s trace log (a folder of dedicated_log_torch_trace_rank_N logs, or the logs themselves), one per core at once, and compares what the ranks compiled: compile ids in order with their outcome, cache hits and misses, graph breaks, failed guards, inputs, graphs and the collectives each graph issues, with device indices, process-group names and object ids normalised. Ranks that did the same are grouped; the first place where groups part is named with its compile id, ranks and cause, and the first collective that differs as the likely hang. Stragglers: per compile id, the slowest rank&apos;s compile time and runtime estimate against the median. Progress goes to stderr; Ctrl+C stops reading.</source>
        <translation>Liest das Trace-Log jedes Ranks (einen Ordner mit dedicated_log_torch_trace_rank_N-Logs oder die Logs selbst), eines je Kern gleichzeitig, und vergleicht, was die Ranks kompilierten: Compile-IDs der Reihe nach mit ihrem Ergebnis, Cache-Treffer und -Fehlschläge, Graph-Breaks, fehlgeschlagene Guards, Eingaben, Graphen und die Kollektive, die jeder Graph aufruft, mit normalisierten Geräteindizes, Prozessgruppennamen und Objekt-IDs. Ranks, die dasselbe taten, werden gruppiert; die erste Stelle, an der sich Gruppen trennen, wird mit Compile-ID, Ranks und Ursache genannt, und das erste abweichende Kollektiv als wahrscheinlicher Hänger. Nachzügler: je Compile-ID die Kompilierzeit und Laufzeitschätzung des langsamsten Ranks gegen den Median. Fortschritt geht nach stderr; Strg+C beendet das Lesen.</translation>
    </message>
    <message>
        <source>compilescope: reading ranks: %1 of %2</source>
        <translation>compilescope: lese Ranks: %1 von %2</translation>
    </message>
    <message>
        <source>compilescope: stopping</source>
        <translation>compilescope: wird beendet</translation>
    </message>
    <message>
        <source>ranks: cancelled</source>
        <translation>ranks: abgebrochen</translation>
    </message>
    <message>
        <source>ranks: %1 holds no trace log (TORCH_TRACE)</source>
        <translation>ranks: %1 enthält kein Trace-Log (TORCH_TRACE)</translation>
    </message>
    <message>
        <source>fleet facts: unknown option %1</source>
        <translation>fleet facts: unbekannte Option %1</translation>
    </message>
    <message>
        <source>fleet facts: give at least one trace log</source>
        <translation>fleet facts: mindestens ein Trace-Log angeben</translation>
    </message>
    <message>
        <source>fleet index: %1 matches nothing</source>
        <translation>fleet index: %1 passt auf nichts</translation>
    </message>
    <message>
        <source>fleet index: %1: no such file or folder</source>
        <translation>fleet index: %1: keine solche Datei und kein solcher Ordner</translation>
    </message>
    <message>
        <source>fleet index: unknown option %1</source>
        <translation>fleet index: unbekannte Option %1</translation>
    </message>
    <message>
        <source>fleet index: %1 takes a positive whole number</source>
        <translation>fleet index: %1 erwartet eine positive ganze Zahl</translation>
    </message>
    <message>
        <source>fleet index: give SOURCE... and --store DIR</source>
        <translation>fleet index: SOURCE... und --store DIR angeben</translation>
    </message>
    <message>
        <source>fleet index: %1 logs, %2 already indexed, %3 to read (%4)</source>
        <translation>fleet index: %1 Logs, %2 bereits indiziert, %3 zu lesen (%4)</translation>
    </message>
    <message>
        <source>%1 local workers</source>
        <translation>%1 lokale Worker</translation>
    </message>
    <message>
        <source>Ray at %1</source>
        <translation>Ray unter %1</translation>
    </message>
    <message>
        <source>fleet index: the fleet driver (compilescope_fleet) is not installed beside this binary</source>
        <translation>fleet index: der Flotten-Treiber (compilescope_fleet) ist neben diesem Programm nicht installiert</translation>
    </message>
    <message>
        <source>fleet index: cannot start %1: %2</source>
        <translation>fleet index: %1 kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>fleet index: the driver wrote a line that is not JSON: %1</source>
        <translation>fleet index: der Treiber schrieb eine Zeile, die kein JSON ist: %1</translation>
    </message>
    <message>
        <source>fleet index: %1 of %2 logs</source>
        <translation>fleet index: %1 von %2 Logs</translation>
    </message>
    <message>
        <source>fleet index: the driver ended (exit %1) with %2 logs unanswered; run the same command again to resume</source>
        <translation>fleet index: der Treiber endete (Exit %1), %2 Logs blieben unbeantwortet; denselben Befehl erneut ausführen, um fortzusetzen</translation>
    </message>
    <message>
        <source>fleet index: the driver failed (exit %1)</source>
        <translation>fleet index: der Treiber ist fehlgeschlagen (Exit %1)</translation>
    </message>
    <message>
        <source>fleet report: --by takes torch, job or week</source>
        <translation>fleet report: --by erwartet torch, job oder week</translation>
    </message>
    <message>
        <source>fleet report: --compare takes two cohorts</source>
        <translation>fleet report: --compare erwartet zwei Kohorten</translation>
    </message>
    <message>
        <source>fleet report: --limit takes a positive whole number</source>
        <translation>fleet report: --limit erwartet eine positive ganze Zahl</translation>
    </message>
    <message>
        <source>fleet report: unknown option %1</source>
        <translation>fleet report: unbekannte Option %1</translation>
    </message>
    <message>
        <source>fleet report: give one store</source>
        <translation>fleet report: einen Speicher angeben</translation>
    </message>
    <message>
        <source>fleet report: give the store (the folder given to fleet index --store)</source>
        <translation>fleet report: den Speicher angeben (den Ordner, der fleet index --store übergeben wurde)</translation>
    </message>
    <message>
        <source>index: the store&apos;s folder (fleet.sqlite, FLEET_STORE.md)</source>
        <translation>index: der Ordner des Speichers (fleet.sqlite, FLEET_STORE.md)</translation>
    </message>
    <message>
        <source>index: run the tasks on this Ray cluster (default: RAY_ADDRESS, else local)</source>
        <translation>index: die Aufgaben auf diesem Ray-Cluster ausführen (Standard: RAY_ADDRESS, sonst lokal)</translation>
    </message>
    <message>
        <source>index: a local process pool even when RAY_ADDRESS is set</source>
        <translation>index: ein lokaler Prozesspool, auch wenn RAY_ADDRESS gesetzt ist</translation>
    </message>
    <message>
        <source>index: tasks at once in the local pool (default: the cores)</source>
        <translation>index: gleichzeitige Aufgaben im lokalen Pool (Standard: die Kerne)</translation>
    </message>
    <message>
        <source>index: kill a log&apos;s task after S seconds (default 600)</source>
        <translation>index: die Aufgabe eines Logs nach S Sekunden beenden (Standard 600)</translation>
    </message>
    <message>
        <source>index: the Python that runs the driver (with Ray for --ray; default python3)</source>
        <translation>index: das Python, das den Treiber ausführt (mit Ray für --ray; Standard python3)</translation>
    </message>
    <message>
        <source>index: no progress on stderr</source>
        <translation>index: kein Fortschritt auf stderr</translation>
    </message>
    <message>
        <source>facts: the job the logs belong to (default: their folder)</source>
        <translation>facts: der Job, zu dem die Logs gehören (Standard: ihr Ordner)</translation>
    </message>
    <message>
        <source>facts: one JSON object per log (FLEET_FACTS.md); report: schema compilescope.fleet_report/1</source>
        <translation>facts: ein JSON-Objekt pro Log (FLEET_FACTS.md); report: Schema compilescope.fleet_report/1</translation>
    </message>
    <message>
        <source>report: group compile time by phase by this</source>
        <translation>report: die Kompilierzeit nach Phase hiernach gruppieren</translation>
    </message>
    <message>
        <source>report: compare two cohorts (torch=VERSION, job=GLOB, week=YYYY-Www): sites that appeared or disappeared, compile time change with its interval</source>
        <translation>report: zwei Kohorten vergleichen (torch=VERSION, job=GLOB, week=YYYY-Www): hinzugekommene oder verschwundene Stellen, Änderung der Kompilierzeit mit ihrem Intervall</translation>
    </message>
    <message>
        <source>report: rows per list (default 20)</source>
        <translation>report: Zeilen pro Liste (Standard 20)</translation>
    </message>
    <message>
        <source>many jobs&apos; trace logs: index them (locally or on Ray) and report across the fleet</source>
        <translation>Trace-Logs vieler Jobs: indizieren (lokal oder auf Ray) und über die ganze Flotte berichten</translation>
    </message>
    <message>
        <source>facts: the compact facts of each trace log (compiles, phase times, graph-break sites with the compile time they added, recompile causes, failures, cache lookups, kernels, versions), read by the same engine as summary and explain. index: every log under SOURCE (a folder of jobs, a glob, or a file listing trace folders) becomes one task running `fleet facts` (on a Ray cluster with --ray or RAY_ADDRESS, else in a local process pool), written into the store as it arrives, one transaction per log; logs already indexed with the same size, time and checksum are skipped, so a killed run resumes. report: top graph-break sites by compile time added and by jobs hit, top recompile causes, compile time by phase, failing jobs, and a comparison of two cohorts.</source>
        <translation>facts: die kompakten Fakten jedes Trace-Logs (Kompilierungen, Phasenzeiten, Graph-Break-Stellen mit der hinzugefügten Kompilierzeit, Neukompilierungsursachen, Fehlschläge, Cache-Abfragen, Kernel, Versionen), gelesen von derselben Engine wie summary und explain. index: jedes Log unter SOURCE (ein Ordner von Jobs, ein Glob oder eine Datei, die Trace-Ordner auflistet) wird eine Aufgabe, die `fleet facts` ausführt (auf einem Ray-Cluster mit --ray oder RAY_ADDRESS, sonst in einem lokalen Prozesspool), und wird beim Eintreffen in den Speicher geschrieben, eine Transaktion pro Log; bereits indizierte Logs mit gleicher Größe, Zeit und Prüfsumme werden übersprungen, sodass ein abgebrochener Lauf fortgesetzt wird. report: die wichtigsten Graph-Break-Stellen nach hinzugefügter Kompilierzeit und nach betroffenen Jobs, die wichtigsten Neukompilierungsursachen, Kompilierzeit nach Phase, fehlschlagende Jobs und ein Vergleich zweier Kohorten.</translation>
    </message>
    <message>
        <source>fleet: unknown option %1</source>
        <translation>fleet: unbekannte Option %1</translation>
    </message>
    <message>
        <source>fleet: give facts, index or report</source>
        <translation>fleet: facts, index oder report angeben</translation>
    </message>
    <message>
        <source>index: up to N logs of one job per process, its start paid once (default 8)</source>
        <translation>index: bis zu N Logs eines Jobs pro Prozess, dessen Start nur einmal bezahlt wird (Standard 8)</translation>
    </message>
    <message>
        <source>fleet index: the Parquet files were not written (%1)</source>
        <translation>fleet index: die Parquet-Dateien wurden nicht geschrieben (%1)</translation>
    </message>
    <message>
        <source>index: then write DIR/parquet/TABLE.parquet of every table (needs pyarrow)</source>
        <translation>index: danach DIR/parquet/TABLE.parquet jeder Tabelle schreiben (braucht pyarrow)</translation>
    </message>
    <message>
        <source>fleet report: --format takes text, md, html or json</source>
        <translation>fleet report: --format erwartet text, md, html oder json</translation>
    </message>
    <message>
        <source>fleet report: -o takes a file</source>
        <translation>fleet report: -o erwartet eine Datei</translation>
    </message>
    <message>
        <source>report: as text (default), Markdown, self-contained HTML or JSON</source>
        <translation>report: als Text (Standard), Markdown, eigenständiges HTML oder JSON</translation>
    </message>
    <message>
        <source>report: write to FILE instead of stdout</source>
        <translation>report: in FILE statt auf stdout schreiben</translation>
    </message>
    <message>
        <source>explain each compiled mode slower than eager (or not clearly faster): ranked causes with their evidence and the next step; traces 5 steady calls per region in the last process of each mode</source>
        <translation>jeden kompilierten Modus erklären, der langsamer als eager (oder nicht klar schneller) ist: geordnete Ursachen mit Belegen und nächstem Schritt; zeichnet im letzten Prozess jedes Modus je Region einen Trace von 5 stabilen Aufrufen auf</translation>
    </message>
    <message>
        <source>%1: no such file or folder, skipped</source>
        <translation>%1: keine solche Datei oder kein solcher Ordner, übersprungen</translation>
    </message>
    <message>
        <source>fleet index: no trace logs (*.log, *.log.gz, *.log.zst) under %1</source>
        <translation>fleet index: keine Trace-Logs (*.log, *.log.gz, *.log.zst) unter %1</translation>
    </message>
    <message>
        <source>graph: no graph could be read from %1</source>
        <translation>graph: aus %1 konnte kein Graph gelesen werden</translation>
    </message>
    <message>
        <source>fleet report: %1-wal holds writes not merged into the store (an index run is going on or was killed) and this report cannot merge them (no writable -shm): it shows the store as of its last checkpoint; `fleet index` on the store merges them</source>
        <translation>fleet report: %1-wal enthält Schreibvorgänge, die nicht in den Speicher übernommen sind (eine Indizierung läuft oder wurde abgebrochen), und dieser Bericht kann sie nicht übernehmen (kein beschreibbares -shm): er zeigt den Speicher beim letzten Checkpoint; `fleet index` auf dem Speicher übernimmt sie</translation>
    </message>
    <message>
        <source>fleet index: %1 has no trace logs now; the %2 logs the store has from it are kept (is a share unmounted?)</source>
        <translation>fleet index: %1 enthält jetzt keine Trace-Logs; die %2 Logs, die der Speicher daraus hat, bleiben erhalten (ist eine Freigabe nicht eingehängt?)</translation>
    </message>
    <message>
        <source>fleet index: %1 logs gone from the source since the last index removed from the store</source>
        <translation>fleet index: %1 Logs, die seit der letzten Indizierung aus der Quelle verschwunden sind, aus dem Speicher entfernt</translation>
    </message>
    <message>
        <source>fleet index: %1 logs written in %2 s (%3 unreadable or corrupt, %4 cut short and read in part), %5 skipped</source>
        <translation>fleet index: %1 Logs in %2 s geschrieben (%3 unlesbar oder beschädigt, %4 abgeschnitten und teilweise gelesen), %5 übersprungen</translation>
    </message>
    <message>
        <source>%1 recording</source>
        <translation>%1 Aufzeichnung</translation>
    </message>
    <message>
        <source>%1 of ~%2 calls</source>
        <translation>%1 von ~%2 Aufrufen</translation>
    </message>
    <message>
        <source>%1 calls</source>
        <translation>%1 Aufrufe</translation>
    </message>
    <message>
        <source>%1 running: %2, %3 s</source>
        <translation>%1 läuft: %2, %3 s</translation>
    </message>
    <message>
        <source>show calls done and elapsed time while a process runs, also when stderr is not a terminal (a line about once a second)</source>
        <translation>erledigte Aufrufe und verstrichene Zeit zeigen, während ein Prozess läuft, auch wenn stderr kein Terminal ist (etwa eine Zeile pro Sekunde)</translation>
    </message>
    <message>
        <source>compilescope: no view %1; the views are: %2</source>
        <translation>compilescope: keine Ansicht %1; die Ansichten sind: %2</translation>
    </message>
    <message>
        <source>ab: %1 set how an A/B runs; --analyse uses the settings the folder recorded</source>
        <translation>ab: %1 legen fest, wie ein A/B läuft; --analyse verwendet die Einstellungen, die der Ordner aufgezeichnet hat</translation>
    </message>
    <message>
        <source>fleet report: --json and --format %1 ask for two formats; give one</source>
        <translation>fleet report: --json und --format %1 verlangen zwei Formate; eines angeben</translation>
    </message>
    <message>
        <source>fleet report: %1</source>
        <translation>fleet report: %1</translation>
    </message>
    <message>
        <source>cannot be examined (%1)</source>
        <translation>kann nicht untersucht werden (%1)</translation>
    </message>
    <message>
        <source>a symbolic link loop</source>
        <translation>eine Schleife symbolischer Links</translation>
    </message>
    <message>
        <source>a symbolic link to nothing (%1)</source>
        <translation>ein symbolischer Link ins Leere (%1)</translation>
    </message>
    <message>
        <source>a FIFO (named pipe): not opened, reading it could block</source>
        <translation>ein FIFO (Named Pipe): nicht geöffnet, Lesen könnte blockieren</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>a device file</source>
        <translation>eine Gerätedatei</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>a folder already walked (a symbolic link back into the source)</source>
        <translation>ein bereits durchlaufener Ordner (ein symbolischer Link zurück in die Quelle)</translation>
    </message>
    <message>
        <source>%1: %2, job %3, rank %4, %5, %6, %7, %8, %9 s compile time</source>
        <translation>%1: %2, Job %3, Rank %4, %5, %6, %7, %8, %9 s Kompilierzeit</translation>
    </message>
    <message numerus="yes">
        <source>%n compile(s)</source>
        <translation>
            <numerusform>%n Kompilierung</numerusform>
            <numerusform>%n Kompilierungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n graph-break site(s)</source>
        <translation>
            <numerusform>%n Graph-Break-Stelle</numerusform>
            <numerusform>%n Graph-Break-Stellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recompile cause(s)</source>
        <translation>
            <numerusform>%n Neukompilierungsursache</numerusform>
            <numerusform>%n Neukompilierungsursachen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failure(s)</source>
        <translation>
            <numerusform>%n Fehlschlag</numerusform>
            <numerusform>%n Fehlschläge</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds no exported program (an AOTInductor package saved without it?)</source>
        <translation>%1 enthält kein exportiertes Programm (ein AOTInductor-Paket, ohne es gespeichert?)</translation>
    </message>
    <message>
        <source>its torch.export call %1 failed: %2</source>
        <translation>sein torch.export-Aufruf %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>the other side has no torch.export program</source>
        <translation>die andere Seite hat kein torch.export-Programm</translation>
    </message>
    <message>
        <source>the exported program in %1 could not be read</source>
        <translation>das exportierte Programm in %1 konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>0  the ranks agree (or the run has one rank)
1  the run could not be read, a rank log could not be read at all (empty, not a trace), or the ranks seem to diverge only where a rank&apos;s log is damaged (truncated, corrupt lines): the difference may be the damage
3  the ranks diverge: their compiles or their collectives differ
130  cancelled (Ctrl+C)</source>
        <translation>0  die Ranks stimmen überein (oder der Lauf hat einen Rank)
1  der Lauf konnte nicht gelesen werden, das Log eines Ranks ließ sich gar nicht lesen (leer, kein Trace), oder die Ranks scheinen nur dort abzuweichen, wo das Log eines Ranks beschädigt ist (abgeschnitten, fehlerhafte Zeilen): der Unterschied kann die Beschädigung sein
3  die Ranks weichen ab: ihre Kompilierungen oder ihre Kollektive unterscheiden sich
130  abgebrochen (Strg+C)</translation>
    </message>
    <message>
        <source>compilescope: note: %1</source>
        <translation>compilescope: Hinweis: %1</translation>
    </message>
    <message>
        <source>compilescope: note: no graph to list: %1</source>
        <translation>compilescope: Hinweis: kein Graph aufzulisten: %1</translation>
    </message>
    <message>
        <source>graph: --to needs --pass</source>
        <translation>graph: --to braucht --pass</translation>
    </message>
    <message>
        <source>the input holds no graph</source>
        <translation>die Eingabe enthält keinen Graphen</translation>
    </message>
    <message>
        <source>the same as --format json</source>
        <translation>dasselbe wie --format json</translation>
    </message>
    <message>
        <source>%1: a file of the fleet store %2 (its database, -wal, -shm or -journal): not overwritten (name another file)</source>
        <translation>%1: eine Datei des Flottenspeichers %2 (seine Datenbank, -wal, -shm oder -journal): nicht überschrieben (nennen Sie eine andere Datei)</translation>
    </message>
    <message>
        <source>a folder whose name is not UTF-8: not walked; rename it to index its logs</source>
        <translation>ein Ordner, dessen Name nicht UTF-8 ist: nicht durchsucht; benennen Sie ihn um, um seine Logs zu indizieren</translation>
    </message>
    <message>
        <source>a name that is not UTF-8: not read; rename it to index it</source>
        <translation>ein Name, der nicht UTF-8 ist: nicht gelesen; benennen Sie die Datei um, um sie zu indizieren</translation>
    </message>
    <message>
        <source>fleet index: entries skipped, never opened (not regular files or folders, or names not in UTF-8): %1</source>
        <translation>fleet index: übersprungene Einträge, nie geöffnet (keine regulären Dateien oder Ordner, oder Namen nicht in UTF-8): %1</translation>
    </message>
    <message>
        <source>fleet index: %1: `%2` is not a valid pattern: %3 (a `[` in a name is written [[] in a pattern)</source>
        <translation>fleet index: %1: `%2` ist kein gültiges Muster: %3 (ein `[` in einem Namen wird im Muster als [[] geschrieben)</translation>
    </message>
    <message>
        <source>0  the report was written
1  the run could not be read, the report could not be written, or the run of --compare, the folder of --ab or an exported program could not be read whole (the report is still written, with a note saying so)</source>
        <translation>0  der Bericht wurde geschrieben
1  der Lauf konnte nicht gelesen oder der Bericht nicht geschrieben werden, oder der Lauf von --compare, der Ordner von --ab oder ein exportiertes Programm konnte nicht vollständig gelesen werden (der Bericht wird trotzdem geschrieben, mit einem Hinweis darauf)</translation>
    </message>
    <message>
        <source>serve coding assistants: a Model Context Protocol server on stdin/stdout</source>
        <translation>Coding-Assistenten bedienen: ein Model-Context-Protocol-Server auf stdin/stdout</translation>
    </message>
    <message>
        <source>mcp: unknown option %1</source>
        <translation>mcp: unbekannte Option %1</translation>
    </message>
    <message>
        <source>mcp: cannot open the output</source>
        <translation>mcp: die Ausgabe kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Answers MCP clients (protocol 2026-07-28, and 2024-11-05 to 2025-11-25 through `initialize`) with tools that map to the commands&apos; --json output: open_run, summary, explain, recompiles, graphs, graph, fusion, diff, ranks, ab (a finished A/B folder), fleet (a fleet store), evidence. Results are paged to the budget the client sets. PATH...: the run a call that names none is about. It only reads files; nothing it reads is run. Messages go to stdout; everything else the server says goes to stderr.</source>
        <translation>Beantwortet MCP-Clients (Protokoll 2026-07-28 sowie 2024-11-05 bis 2025-11-25 über `initialize`) mit Werkzeugen, die der --json-Ausgabe der Befehle entsprechen: open_run, summary, explain, recompiles, graphs, graph, fusion, diff, ranks, ab (ein abgeschlossener A/B-Ordner), fleet (ein Fleet-Speicher), evidence. Ergebnisse werden seitenweise im Budget geliefert, das der Client setzt. PATH...: der Lauf, um den es bei einem Aufruf ohne eigenen Lauf geht. Der Server liest nur Dateien; nichts Gelesene wird ausgeführt. Nachrichten gehen nach stdout, alles andere, was der Server sagt, nach stderr.</translation>
    </message>
    <message numerus="yes">
        <source>(still running; %n TORCH_LOGS line(s) so far)</source>
        <translation>
            <numerusform>(läuft noch; bisher %n TORCH_LOGS-Zeile)</numerusform>
            <numerusform>(läuft noch; bisher %n TORCH_LOGS-Zeilen)</numerusform>
        </translation>
    </message>
    <message>
        <source>ab: --cpus %1: %2</source>
        <translation>ab: --cpus %1: %2</translation>
    </message>
    <message>
        <source>pin every process to these CPUs, e.g. 2-5 (default: every CPU ab may use; the same set for every process)</source>
        <translation>jeden Prozess an diese CPUs binden, z. B. 2-5 (Standard: jede CPU, die ab nutzen darf; dieselbe Menge für jeden Prozess)</translation>
    </message>
    <message>
        <source>only these sections, comma-separated: fix_first, identity, compiles, graph_breaks, recompiles, failures, fusion, kernels, runtime, graphs, ranks, compare, ab</source>
        <translation>nur diese Abschnitte, durch Kommas getrennt: fix_first, identity, compiles, graph_breaks, recompiles, failures, fusion, kernels, runtime, graphs, ranks, compare, ab</translation>
    </message>
    <message>
        <source>  (read in part: its record is damaged, see below)</source>
        <translation>  (teilweise gelesen: sein Eintrag ist beschädigt, siehe unten)</translation>
    </message>
    <message>
        <source>compilescope: graph %1 read in part: %2</source>
        <translation>compilescope: Graph %1 teilweise gelesen: %2</translation>
    </message>
    <message>
        <source>save the window as PNG once loaded, then quit (exit status 1 when the input could not be opened)</source>
        <translation>das Fenster nach dem Laden als PNG speichern, dann beenden (Exit-Status 1, wenn die Eingabe nicht geöffnet werden konnte)</translation>
    </message>
    <message>
        <source>candidates listed per choice (default 5; 0 lists all)</source>
        <translation>je Entscheidung gelistete Kandidaten (Standard: 5; 0 listet alle)</translation>
    </message>
    <message>
        <source>write JSON to stdout (schema compilescope.autotune/1, AUTOTUNE_JSON.md)</source>
        <translation>JSON auf stdout schreiben (Schema compilescope.autotune/1, AUTOTUNE_JSON.md)</translation>
    </message>
    <message>
        <source>every autotuning choice Inductor made, with each candidate&apos;s time</source>
        <translation>jede Autotuning-Entscheidung von Inductor, mit der Zeit jedes Kandidaten</translation>
    </message>
    <message>
        <source>For each max-autotune template (mm, addmm, bmm, convolution, ...): the candidates Inductor timed, fastest first, the winner and its margin, what choosing cost the compile, and the candidates dropped before timing with PyTorch&apos;s reason. For pointwise and reduction kernels: each heuristic config&apos;s time and coordinate descent&apos;s search, where TORCH_LOGS logged them at DEBUG. Read from the trace and the TORCH_LOGS text (stderr) of the run; says what to set where they hold less.</source>
        <translation>Für jedes max-autotune-Template (mm, addmm, bmm, convolution, ...): die Kandidaten, die Inductor gemessen hat, die schnellsten zuerst, der Sieger und sein Vorsprung, was die Wahl die Kompilierung gekostet hat, und die vor dem Messen verworfenen Kandidaten mit dem Grund von PyTorch. Für Pointwise- und Reduktions-Kernel: die Zeit jeder heuristischen Konfiguration und die Suche des Koordinatenabstiegs, wo TORCH_LOGS sie auf DEBUG-Ebene geloggt hat. Gelesen aus dem Trace und dem TORCH_LOGS-Text (stderr) des Laufs; nennt, was zu setzen ist, wo diese weniger enthalten.</translation>
    </message>
    <message>
        <source>autotune: --top takes a whole number ≥ 0, not %1</source>
        <translation>autotune: --top erwartet eine ganze Zahl ≥ 0, nicht %1</translation>
    </message>
    <message>
        <source>autotune: unknown option or missing value: %1</source>
        <translation>autotune: unbekannte Option oder fehlender Wert: %1</translation>
    </message>
    <message>
        <source>autotune: give PATH... [--kernel TEXT] [--top N] [--json]</source>
        <translation>autotune: PATH... [--kernel TEXT] [--top N] [--json] angeben</translation>
    </message>
    <message>
        <source>only choices whose op, kernel or winner contains TEXT (addmm, triton_red_fused)</source>
        <translation>nur Entscheidungen, deren Operation, Kernel oder Sieger TEXT enthält (addmm, triton_red_fused)</translation>
    </message>
    <message>
        <source>the kernel (its name, or a part of it that is unique)</source>
        <translation>der Kernel (sein Name oder ein eindeutiger Teil davon)</translation>
    </message>
    <message>
        <source>the Triton cache entry, where autotuning compiled several (a prefix will do)</source>
        <translation>der Triton-Cache-Eintrag, wo das Autotuning mehrere kompiliert hat (ein Präfix genügt)</translation>
    </message>
    <message>
        <source>a kernel module line&apos;s code in every stage</source>
        <translation>der Code einer Zeile des Kernelmoduls in jeder Stufe</translation>
    </message>
    <message>
        <source>one stage whole, each line with its module line (python, source, ttir, ttgir, llir, ptx, sass)</source>
        <translation>eine Stufe ganz, jede Zeile mit ihrer Modulzeile (python, source, ttir, ttgir, llir, ptx, sass)</translation>
    </message>
    <message>
        <source>the lines of every stage that contain TEXT</source>
        <translation>die Zeilen jeder Stufe, die TEXT enthalten</translation>
    </message>
    <message>
        <source>module lines listed in the overview (default 15; 0 lists all)</source>
        <translation>in der Übersicht gelistete Modulzeilen (Standard 15; 0 listet alle)</translation>
    </message>
    <message>
        <source>another Inductor/Triton cache to find the kernel in (repeatable)</source>
        <translation>ein weiterer Inductor-/Triton-Cache, in dem der Kernel gesucht wird (wiederholbar)</translation>
    </message>
    <message>
        <source>do not run nvdisasm on a cubin that has no .sass beside it</source>
        <translation>nvdisasm nicht auf ein Cubin ohne .sass daneben anwenden</translation>
    </message>
    <message>
        <source>write JSON to stdout (schema compilescope.kernelcode/1, KERNELCODE_JSON.md)</source>
        <translation>JSON auf stdout schreiben (Schema compilescope.kernelcode/1, KERNELCODE_JSON.md)</translation>
    </message>
    <message>
        <source>a Triton kernel&apos;s code from its module down to PTX and SASS, line by line</source>
        <translation>der Code eines Triton-Kernels von seinem Modul bis zu PTX und SASS, Zeile für Zeile</translation>
    </message>
    <message>
        <source>Reads the kernel&apos;s Triton cache entry (TTIR, TTGIR, LLVM IR, PTX, and SASS beside the cubin or made by the CUDA Toolkit&apos;s nvdisasm) and the kernel module Inductor wrote, and ties every line to the module line it came from through the debug locations. The overview lists the module lines by the machine code they became; --line shows one line&apos;s code at every stage.</source>
        <translation>Liest den Triton-Cache-Eintrag des Kernels (TTIR, TTGIR, LLVM IR, PTX und SASS neben dem Cubin oder von nvdisasm aus dem CUDA Toolkit erzeugt) und das Kernelmodul, das Inductor geschrieben hat, und verknüpft jede Zeile über die Debug-Positionen mit der Modulzeile, aus der sie stammt. Die Übersicht listet die Modulzeilen nach dem Maschinencode, der aus ihnen wurde; --line zeigt den Code einer Zeile in jeder Stufe.</translation>
    </message>
    <message>
        <source>code: %1 takes a whole number ≥ 0, not %2</source>
        <translation>code: %1 erwartet eine ganze Zahl ≥ 0, nicht %2</translation>
    </message>
    <message>
        <source>code: unknown option or missing value: %1</source>
        <translation>code: unbekannte Option oder fehlender Wert: %1</translation>
    </message>
    <message>
        <source>code: give PATH... --kernel NAME</source>
        <translation>code: PATH... --kernel NAME angeben</translation>
    </message>
    <message>
        <source>code: %1 does not exist</source>
        <translation>code: %1 existiert nicht</translation>
    </message>
    <message>
        <source>code: no Triton cache entry of a kernel named like %1 under %2 (give the folder that holds the run&apos;s Inductor or Triton cache, or --cache DIR)</source>
        <translation>code: kein Triton-Cache-Eintrag eines Kernels namens %1 unter %2 (den Ordner mit dem Inductor- oder Triton-Cache des Laufs angeben, oder --cache DIR)</translation>
    </message>
    <message numerus="yes">
        <source>code: %1 matches %n cache entries; name one with --kernel or --variant:</source>
        <translation>
            <numerusform>code: %1 passt auf %n Cache-Eintrag; einen mit --kernel oder --variant nennen:</numerusform>
            <numerusform>code: %1 passt auf %n Cache-Einträge; einen mit --kernel oder --variant nennen:</numerusform>
        </translation>
    </message>
    <message>
        <source>code: --line takes a line number of the kernel module, from 1</source>
        <translation>code: --line erwartet eine Zeilennummer des Kernelmoduls, ab 1</translation>
    </message>
    <message>
        <source>code: --find takes a text to look for</source>
        <translation>code: --find erwartet einen zu suchenden Text</translation>
    </message>
    <message>
        <source>code: give --line or --find, not both (--stage narrows either to one stage)</source>
        <translation>code: --line oder --find angeben, nicht beides (--stage beschränkt beide auf eine Stufe)</translation>
    </message>
    <message>
        <source>code: no stage %1; the stages are %2</source>
        <translation>code: keine Stufe %1; die Stufen sind %2</translation>
    </message>
    <message numerus="yes">
        <source>code: %1 has %n line(s); --line %2 is past its end</source>
        <translation>
            <numerusform>code: %1 hat %n Zeile; --line %2 liegt hinter ihrem Ende</numerusform>
            <numerusform>code: %1 hat %n Zeilen; --line %2 liegt hinter ihrem Ende</numerusform>
        </translation>
    </message>
    <message>
        <source>code: %1 has no %2 stage: %3</source>
        <translation>code: %1 hat keine Stufe %2: %3</translation>
    </message>
    <message>
        <source>not kept by this Triton</source>
        <translation>von diesem Triton nicht aufbewahrt</translation>
    </message>
    <message>
        <source>code: no cache entry of %1 has a hash starting %2; its entries:</source>
        <translation>code: kein Cache-Eintrag von %1 hat einen Hash, der mit %2 beginnt; seine Einträge:</translation>
    </message>
    <message>
        <source> (node groups from the generated code)</source>
        <translation> (Knotengruppen aus dem erzeugten Code)</translation>
    </message>
</context>
<context>
    <name>cs::app::DropZone</name>
    <message>
        <source>Drop a trace log, a run folder or several rank logs here to open them as one run</source>
        <translation>Trace-Log, Lauf-Ordner oder mehrere Rank-Logs hier ablegen, um sie als einen Lauf zu öffnen</translation>
    </message>
</context>
<context>
    <name>cs::app::FindBar</name>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Vorheriger Treffer (Umschalt+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Nächster Treffer (F3)</translation>
    </message>
    <message>
        <source>Close the find bar (Escape)</source>
        <translation>Suchleiste schließen (Esc)</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Suchen:</translation>
    </message>
    <message>
        <source>Find in %1:</source>
        <translation>Suchen in %1:</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Keine Treffer</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>cs::app::FindingsTabs</name>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Graph breaks</source>
        <translation>Graph-Breaks</translation>
    </message>
    <message>
        <source>Recompiles</source>
        <translation>Neukompilierungen</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>Fehlschläge</translation>
    </message>
    <message>
        <source>Guards</source>
        <translation>Guards</translation>
    </message>
    <message>
        <source>Compile time</source>
        <translation>Kompilierzeit</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>Graph</translation>
    </message>
    <message>
        <source>Kernels</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>Passes</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Provenienz</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>Ansichten</translation>
    </message>
    <message>
        <source>Every view of this window, to jump to one the tab bar has scrolled away</source>
        <translation>Jede Ansicht dieses Fensters, um zu einer zu springen, die die Tab-Leiste weggescrollt hat</translation>
    </message>
    <message>
        <source>Graph breaks (%1)</source>
        <translation>Graph-Breaks (%1)</translation>
    </message>
    <message>
        <source>Graph breaks (%1 at %2)</source>
        <translation>Graph-Breaks (%1 an %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n site(s)</source>
        <translation>
            <numerusform>%n Stelle</numerusform>
            <numerusform>%n Stellen</numerusform>
        </translation>
    </message>
    <message>
        <source>Recompiles (%1)</source>
        <translation>Neukompilierungen (%1)</translation>
    </message>
    <message>
        <source>Recompiles (%1 in %2)</source>
        <translation>Neukompilierungen (%1 in %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n function(s)</source>
        <translation>
            <numerusform>%n Funktion</numerusform>
            <numerusform>%n Funktionen</numerusform>
        </translation>
    </message>
    <message>
        <source>Failures (%1) · restarts (%2)</source>
        <translation>Fehlschläge (%1) · Neustarts (%2)</translation>
    </message>
    <message>
        <source>[%1] recorded no guards</source>
        <translation>[%1] hat keine Guards aufgezeichnet</translation>
    </message>
    <message>
        <source>Guards of [%1]: the highlighted one failed</source>
        <translation>Guards von [%1]: der hervorgehobene schlug fehl</translation>
    </message>
    <message>
        <source>Guards of [%1]</source>
        <translation>Guards von [%1]</translation>
    </message>
    <message>
        <source>No graph breaks</source>
        <translation>Keine Graph-Breaks</translation>
    </message>
    <message>
        <source>Every compiled frame was captured as one graph.</source>
        <translation>Jeder kompilierte Frame wurde als ein Graph erfasst.</translation>
    </message>
    <message>
        <source>No recompiles</source>
        <translation>Keine Neukompilierungen</translation>
    </message>
    <message>
        <source>No function was compiled more than once.</source>
        <translation>Keine Funktion wurde mehr als einmal kompiliert.</translation>
    </message>
    <message>
        <source>No failures or restarts</source>
        <translation>Keine Fehlschläge oder Neustarts</translation>
    </message>
    <message>
        <source>Every compile finished, none restarted its analysis.</source>
        <translation>Jede Kompilierung wurde abgeschlossen, keine hat ihre Analyse neu gestartet.</translation>
    </message>
    <message>
        <source>No messages</source>
        <translation>Keine Meldungen</translation>
    </message>
    <message>
        <source>Errors, warnings, rejected autotune candidates and perf hints appear here when the run has a TORCH_LOGS text log (stderr with TORCH_LOGS=perf_hints,... set).</source>
        <translation>Fehler, Warnungen, abgelehnte Autotuning-Kandidaten und Performance-Hinweise erscheinen hier, wenn der Lauf ein TORCH_LOGS-Text-Log hat (stderr mit gesetztem TORCH_LOGS=perf_hints,...).</translation>
    </message>
    <message>
        <source>Fusion</source>
        <translation>Fusion</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <source>Messages (%1)</source>
        <translation>Meldungen (%1)</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Ranks</translation>
    </message>
    <message>
        <source>Failures (%1) · recompile limit (%2) · restarts (%3)</source>
        <translation>Fehlschläge (%1) · Neukompilierungslimit (%2) · Neustarts (%3)</translation>
    </message>
    <message>
        <source>No CUDA graphs</source>
        <translation>Keine CUDA-Graphen</translation>
    </message>
    <message>
        <source>No region was compiled with CUDA graphs (torch.compile mode &quot;reduce-overhead&quot; or &quot;max-autotune&quot;).</source>
        <translation>Keine Region wurde mit CUDA-Graphen kompiliert (torch.compile-Modus &quot;reduce-overhead&quot; oder &quot;max-autotune&quot;).</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA-Graphen</translation>
    </message>
    <message>
        <source>CUDA graphs (%1 of %2 not captured whole)</source>
        <translation>CUDA-Graphen (%1 von %2 nicht ganz erfasst)</translation>
    </message>
    <message>
        <source>CUDA graphs (%1)</source>
        <translation>CUDA-Graphen (%1)</translation>
    </message>
    <message>
        <source>What to fix first</source>
        <translation>Was zuerst zu beheben ist</translation>
    </message>
    <message numerus="yes">
        <source>Messages (%1: %n error(s))</source>
        <translation>
            <numerusform>Meldungen (%1: %n Fehler)</numerusform>
            <numerusform>Meldungen (%1: %n Fehler)</numerusform>
        </translation>
    </message>
    <message>
        <source>Errors, PyTorch&apos;s perf hints and warnings from the run&apos;s TORCH_LOGS text: %1 of its %2 (info and debug messages are not listed; summary&apos;s &quot;messages&quot; counts them all)</source>
        <translation>Fehler, PyTorchs Performance-Hinweise und Warnungen aus dem TORCH_LOGS-Text des Laufs: %1 von seinen %2 (Info- und Debug-Meldungen werden nicht aufgeführt; „messages“ in summary zählt sie alle)</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n Meldung</numerusform>
            <numerusform>%n Meldungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2 ranks</source>
        <translation>%1 auf %2 Ranks</translation>
    </message>
</context>
<context>
    <name>cs::app::GotoDialog</name>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Go to a compile id, function, file:line, kernel, graph node or break</source>
        <translation>Gehe zu Compile-ID, Funktion, Datei:Zeile, Kernel, Graphknoten oder Graph-Break</translation>
    </message>
    <message>
        <source>Open a run first</source>
        <translation>Zuerst einen Lauf öffnen</translation>
    </message>
    <message numerus="yes">
        <source>%n entries: type to search, Enter opens</source>
        <translation>
            <numerusform>%n Eintrag: tippen zum Suchen, Enter öffnet</numerusform>
            <numerusform>%n Einträge: tippen zum Suchen, Enter öffnet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message>
        <source>indexing the graphs&apos; nodes…</source>
        <translation>Knoten der Graphen werden indiziert…</translation>
    </message>
</context>
<context>
    <name>cs::app::GotoIndex</name>
    <message>
        <source>compile</source>
        <translation>Kompilierung</translation>
    </message>
    <message>
        <source>graph break</source>
        <translation>Graph-Break</translation>
    </message>
    <message>
        <source>recompiles</source>
        <translation>Neukompilierungen</translation>
    </message>
    <message>
        <source>function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>source line</source>
        <translation>Quellzeile</translation>
    </message>
    <message>
        <source>graph node</source>
        <translation>Graphknoten</translation>
    </message>
    <message>
        <source>rank %1: </source>
        <translation>Rank %1: </translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>%n recompile(s)</source>
        <translation>
            <numerusform>%n Neukompilierung</numerusform>
            <numerusform>%n Neukompilierungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::app::LiveFollow</name>
    <message>
        <source>Stopped following %1: %2</source>
        <translation>%1 wird nicht mehr verfolgt: %2</translation>
    </message>
    <message>
        <source>%1 shrank (the job started again?): read again from its start</source>
        <translation>%1 ist geschrumpft (Job neu gestartet?): von vorn neu gelesen</translation>
    </message>
    <message>
        <source>%1 was replaced by another file: read again</source>
        <translation>%1 wurde durch eine andere Datei ersetzt: neu gelesen</translation>
    </message>
    <message>
        <source>%1 was rewritten: read again from its start</source>
        <translation>%1 wurde neu geschrieben: von vorn neu gelesen</translation>
    </message>
    <message>
        <source>New trace log: %1</source>
        <translation>Neues Trace-Log: %1</translation>
    </message>
    <message>
        <source>The trace log grew after it was opened: following it live</source>
        <translation>Das Trace-Log ist seit dem Öffnen gewachsen: es wird jetzt live verfolgt</translation>
    </message>
</context>
<context>
    <name>cs::app::MainWindow</name>
    <message>
        <source>CompileScope</source>
        <translation>CompileScope</translation>
    </message>
    <message>
        <source>Could not open: %1</source>
        <translation>Konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Could not open</source>
        <translation>Öffnen fehlgeschlagen</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnosen</translation>
    </message>
    <message>
        <source>Open a trace log or drop it here.</source>
        <translation>Ein Trace-Log öffnen oder hierher ziehen.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open File…</source>
        <translation>Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>&amp;Ordner öffnen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About CompileScope</source>
        <translation>Ü&amp;ber CompileScope</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Öffne %1…</translation>
    </message>
    <message>
        <source>CompileScope — %1</source>
        <translation>CompileScope — %1</translation>
    </message>
    <message>
        <source>Open trace logs</source>
        <translation>Trace-Logs öffnen</translation>
    </message>
    <message>
        <source>Open a trace folder</source>
        <translation>Einen Trace-Ordner öffnen</translation>
    </message>
    <message>
        <source>&amp;Record Run…</source>
        <translation>Lauf &amp;aufzeichnen…</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;A/B Benchmark…</source>
        <translation>&amp;A/B-Benchmark…</translation>
    </message>
    <message>
        <source>A/B — %1</source>
        <translation>A/B — %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und ein weiteres</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing open</source>
        <translation>Nichts geöffnet</translation>
    </message>
    <message>
        <source>Open a trace log or a run folder, or drop it here.</source>
        <translation>Ein Trace-Log oder einen Laufordner öffnen oder hierher ziehen.</translation>
    </message>
    <message>
        <source>Compare &amp;With…</source>
        <translation>&amp;Vergleichen mit…</translation>
    </message>
    <message>
        <source>Open a run first: the report is made from it.</source>
        <translation>Öffnen Sie zuerst einen Lauf: der Bericht wird daraus erstellt.</translation>
    </message>
    <message>
        <source>%1 %2 s left</source>
        <translation>%1 noch %2 s</translation>
    </message>
    <message>
        <source>No compile ids</source>
        <translation>Keine Compile-IDs</translation>
    </message>
    <message>
        <source>This run&apos;s traces hold no torch.compile frames (an export or AOTInductor trace, or other files only); its inputs are listed in the Inputs view.</source>
        <translation>Die Traces dieses Laufs enthalten keine torch.compile-Frames (ein Export- oder AOTInductor-Trace oder nur andere Dateien); seine Eingaben stehen in der Ansicht „Eingaben“.</translation>
    </message>
    <message>
        <source>Compare the loaded run with</source>
        <translation>Den geladenen Lauf vergleichen mit</translation>
    </message>
    <message>
        <source>Choose the two runs to compare</source>
        <translation>Die zwei zu vergleichenden Läufe wählen</translation>
    </message>
    <message numerus="yes">
        <source>Choose two runs to compare (you chose %n).</source>
        <translation>
            <numerusform>Wählen Sie zwei Läufe zum Vergleich (Sie haben %n gewählt).</numerusform>
            <numerusform>Wählen Sie zwei Läufe zum Vergleich (Sie haben %n gewählt).</numerusform>
        </translation>
    </message>
    <message>
        <source>Open the &amp;Sample Run</source>
        <translation>&amp;Beispiellauf öffnen</translation>
    </message>
    <message>
        <source>A small trace with graph breaks and recompiles, shipped with CompileScope</source>
        <translation>Ein kleiner Trace mit Graph-Breaks und Neukompilierungen, der CompileScope beiliegt</translation>
    </message>
    <message>
        <source>&amp;Profile Kernels</source>
        <translation>Kernel &amp;profilieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Measure every kernel of this run with the kernel runner (Kernels view)</source>
        <translation>Jeden Kernel dieses Laufs mit dem Kernel-Runner messen (Ansicht „Kernel“)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Close the run and return to the start page</source>
        <translation>Den Lauf schließen und zur Startseite zurückkehren</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>&amp;Werkzeugleiste</translation>
    </message>
    <message>
        <source>&amp;Diagnostics</source>
        <translation>&amp;Diagnosen</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>Layout &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Window size, docks, toolbar, splitters and columns as they were at the first start</source>
        <translation>Fenstergröße, Docks, Werkzeugleiste, Teiler und Spalten wie beim ersten Start</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Coverage: %1</source>
        <translation>Abdeckung: %1</translation>
    </message>
    <message>
        <source>Recorded: %1</source>
        <translation>Aufgezeichnet: %1</translation>
    </message>
    <message>
        <source>Run manifest not read: %1</source>
        <translation>Lauf-Manifest nicht gelesen: %1</translation>
    </message>
    <message>
        <source>CompileScope — Fleet: %1</source>
        <translation>CompileScope — Flotte: %1</translation>
    </message>
    <message>
        <source>Fleet store %1</source>
        <translation>Flottenspeicher %1</translation>
    </message>
    <message>
        <source>No Fleet view section %1; there are: %2</source>
        <translation>Kein Abschnitt %1 in der Ansicht „Flotte“; vorhanden sind: %2</translation>
    </message>
    <message>
        <source>Could not open the fleet store</source>
        <translation>Flottenspeicher konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Run not found</source>
        <translation>Lauf nicht gefunden</translation>
    </message>
    <message>
        <source>Opening the fleet store %1…</source>
        <translation>Flottenspeicher %1 wird geöffnet…</translation>
    </message>
    <message>
        <source>PyTorch outputs and fleet stores (*.log *.txt *.gz *.zst *.json *.pt2 *.py fleet.sqlite);;All files (*)</source>
        <translation>PyTorch-Ausgaben und Flottenspeicher (*.log *.txt *.gz *.zst *.json *.pt2 *.py fleet.sqlite);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot open the A/B folder: %1</source>
        <translation>Der A/B-Ordner kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Open failed</source>
        <translation>Öffnen fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>%1: an A/B of %n compiled region(s), in its own window</source>
        <translation>
            <numerusform>%1: ein A/B mit %n kompilierten Region, in einem eigenen Fenster</numerusform>
            <numerusform>%1: ein A/B mit %n kompilierten Regionen, in einem eigenen Fenster</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Export Report…</source>
        <translation>Bericht &amp;exportieren…</translation>
    </message>
    <message>
        <source>CompileScope &amp;Manual</source>
        <translation>CompileScope-&amp;Handbuch</translation>
    </message>
    <message>
        <source>Open Rece&amp;nt</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n compile id(s)</source>
        <translation>
            <numerusform>%n Compile-ID</numerusform>
            <numerusform>%n Compile-IDs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n diagnostic(s)</source>
        <translation>
            <numerusform>%n Diagnose</numerusform>
            <numerusform>%n Diagnosen</numerusform>
        </translation>
    </message>
    <message>
        <source>No compile id %1 in this run: the first compile id is selected instead.</source>
        <translation>Keine Compile-ID %1 in diesem Lauf: stattdessen ist die erste Compile-ID ausgewählt.</translation>
    </message>
    <message>
        <source>no compile id %1 in this run</source>
        <translation>keine Compile-ID %1 in diesem Lauf</translation>
    </message>
</context>
<context>
    <name>cs::app::ManualWindow</name>
    <message>
        <source>CompileScope Manual</source>
        <translation>CompileScope-Handbuch</translation>
    </message>
    <message>
        <source>Search the manual</source>
        <translation>Im Handbuch suchen</translation>
    </message>
    <message>
        <source>The manual is missing from this installation.</source>
        <translation>Das Handbuch fehlt in dieser Installation.</translation>
    </message>
    <message>
        <source>Nothing in the manual matches “%1”.</source>
        <translation>Nichts im Handbuch passt zu „%1“.</translation>
    </message>
</context>
<context>
    <name>cs::app::Navigator</name>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message numerus="yes">
        <source>Live: %n new compile id(s)</source>
        <translation>
            <numerusform>Live: %n neue Compile-ID</numerusform>
            <numerusform>Live: %n neue Compile-IDs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Live: %n new record(s)</source>
        <translation>
            <numerusform>Live: %n neuer Eintrag</numerusform>
            <numerusform>Live: %n neue Einträge</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>&amp;Weitersuchen</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Vorwärts</translation>
    </message>
    <message>
        <source>Go to &amp;Anything…</source>
        <translation>Gehe zu &amp;beliebigem Element…</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>Follow &amp;Live Run</source>
        <translation>&amp;Laufenden Lauf verfolgen</translation>
    </message>
    <message>
        <source>Show new compile ids, graph breaks and recompiles as the run&apos;s trace logs are written</source>
        <translation>Neue Compile-IDs, Graph-Breaks und Neukompilierungen zeigen, während die Trace-Logs des Laufs geschrieben werden</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Compiles</source>
        <translation>Kompilierungen</translation>
    </message>
    <message>
        <source>Find in &amp;Compile List…</source>
        <translation>In der &amp;Kompilierungsliste suchen…</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>R&amp;ückwärts suchen</translation>
    </message>
</context>
<context>
    <name>cs::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>System follows the desktop&apos;s light or dark palette</source>
        <translation>„System“ folgt der hellen oder dunklen Palette des Desktops</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>System (%1)</translation>
    </message>
    <message>
        <source>Takes effect at the next start; --language on the command line wins</source>
        <translation>Wirkt ab dem nächsten Start; --language auf der Kommandozeile hat Vorrang</translation>
    </message>
    <message>
        <source>The SQLite file that keeps kernel measurements; $COMPILESCOPE_DB wins when set</source>
        <translation>Die SQLite-Datei, die Kernel-Messungen aufbewahrt; $COMPILESCOPE_DB hat Vorrang, wenn gesetzt</translation>
    </message>
    <message>
        <source>The compilescope-runner executable that launches kernels; $COMPILESCOPE_RUNNER wins when set</source>
        <translation>Das Programm compilescope-runner, das Kernel startet; $COMPILESCOPE_RUNNER hat Vorrang, wenn gesetzt</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>A graph layout that takes longer is stopped; collapse more of the graph instead</source>
        <translation>Ein Graph-Layout, das länger dauert, wird abgebrochen; klappen Sie stattdessen mehr vom Graphen zu</translation>
    </message>
    <message>
        <source>Opens a source file from a finding: {file} and {line} are replaced; the file is passed as one argument, never through a shell</source>
        <translation>Öffnet eine Quelldatei aus einem Befund: {file} und {line} werden ersetzt; die Datei wird als ein Argument übergeben, nie über eine Shell</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Erscheinungsbild:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Profile &amp;database:</source>
        <translation>Profil-&amp;Datenbank:</translation>
    </message>
    <message>
        <source>Kernel &amp;runner:</source>
        <translation>Kernel-&amp;Runner:</translation>
    </message>
    <message>
        <source>&amp;Graphviz layout timeout:</source>
        <translation>&amp;Graphviz-Layout-Zeitlimit:</translation>
    </message>
    <message>
        <source>Source &amp;editor command:</source>
        <translation>Befehl für den Quell&amp;editor:</translation>
    </message>
    <message>
        <source>Settings are kept in %1</source>
        <translation>Die Einstellungen liegen in %1</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Choose the kernel runner</source>
        <translation>Kernel-Runner wählen</translation>
    </message>
    <message>
        <source>Choose the profile database</source>
        <translation>Profil-Datenbank wählen</translation>
    </message>
    <message>
        <source>SQLite databases (*.db *.sqlite);;All files (*)</source>
        <translation>SQLite-Datenbanken (*.db *.sqlite);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>cs::app::RecentRuns</name>
    <message numerus="yes">
        <source>%n compile(s)</source>
        <translation>
            <numerusform>%n Kompilierung</numerusform>
            <numerusform>%n Kompilierungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n graph break(s)</source>
        <translation>
            <numerusform>%n Graph-Break</numerusform>
            <numerusform>%n Graph-Breaks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failure(s)</source>
        <translation>
            <numerusform>%n Fehlschlag</numerusform>
            <numerusform>%n Fehlschläge</numerusform>
        </translation>
    </message>
    <message>
        <source>No recent runs</source>
        <translation>Keine zuletzt geöffneten Läufe</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>Menü &amp;leeren</translation>
    </message>
    <message numerus="yes">
        <source>%n exported program(s)</source>
        <translation>
            <numerusform>%n exportiertes Programm</numerusform>
            <numerusform>%n exportierte Programme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n .pt2 package(s)</source>
        <translation>
            <numerusform>%n .pt2-Paket</numerusform>
            <numerusform>%n .pt2-Pakete</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recompile limit hit(s)</source>
        <translation>
            <numerusform>%n-mal Neukompilierungslimit erreicht</numerusform>
            <numerusform>%n-mal Neukompilierungslimit erreicht</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::app::ReportDialog</name>
    <message>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Abschnitte</translation>
    </message>
    <message>
        <source>HTML — one file, opens in any browser</source>
        <translation>HTML — eine Datei, öffnet sich in jedem Browser</translation>
    </message>
    <message>
        <source>Markdown — for a pull-request comment</source>
        <translation>Markdown — für einen Pull-Request-Kommentar</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>JSON — the same facts, for tools</source>
        <translation>JSON — dieselben Fakten, für Werkzeuge</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>none: kernels are listed without times</source>
        <translation>keine: Kernel werden ohne Zeiten aufgeführt</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Profile Database</source>
        <translation>Profildatenbank</translation>
    </message>
    <message>
        <source>SQLite databases (*.db *.sqlite);;All files (*)</source>
        <translation>SQLite-Datenbanken (*.db *.sqlite);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>Paper (PDF):</source>
        <translation>Papier (PDF):</translation>
    </message>
    <message>
        <source>Profile database:</source>
        <translation>Profildatenbank:</translation>
    </message>
    <message>
        <source>Gathering the report…</source>
        <translation>Bericht wird zusammengestellt…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message numerus="yes">
        <source>%n section(s); %1 compiles, %2 graph breaks, %3 recompiles.</source>
        <translation>
            <numerusform>%n Abschnitt; %1 Kompilierungen, %2 Graph-Breaks, %3 Neukompilierungen.</numerusform>
            <numerusform>%n Abschnitte; %1 Kompilierungen, %2 Graph-Breaks, %3 Neukompilierungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The report is not ready yet.</source>
        <translation>Der Bericht ist noch nicht fertig.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Saved %1 (%2 bytes).</source>
        <translation>%1 gespeichert (%2 Bytes).</translation>
    </message>
    <message>
        <source>Save Report</source>
        <translation>Bericht speichern</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1-Dateien (*.%2)</translation>
    </message>
    <message>
        <source>Gathering the report</source>
        <translation>Bericht wird zusammengestellt</translation>
    </message>
    <message>
        <source>Give a run to compare with above</source>
        <translation>Oben einen Lauf zum Vergleichen angeben</translation>
    </message>
    <message>
        <source>Give an A/B folder above</source>
        <translation>Oben einen A/B-Ordner angeben</translation>
    </message>
    <message>
        <source>none: a run folder or trace to compare this run with (B)</source>
        <translation>keiner: ein Laufordner oder Trace, mit dem dieser Lauf verglichen wird (B)</translation>
    </message>
    <message>
        <source>This run is A; B is anything Compare Runs opens. The report adds what changed: graph breaks, recompiles, compile time per phase, graphs and fusion, significant time differences, kernels only in one run.</source>
        <translation>Dieser Lauf ist A; B ist alles, was „Läufe vergleichen“ öffnet. Der Bericht ergänzt, was sich geändert hat: Graph-Breaks, Neukompilierungen, Kompilierzeit pro Phase, Graphen und Fusion, signifikante Zeitunterschiede, Kernel nur in einem Lauf.</translation>
    </message>
    <message>
        <source>none: a folder made by an A/B benchmark</source>
        <translation>keiner: ein Ordner aus einem A/B-Benchmark</translation>
    </message>
    <message>
        <source>The report adds each compiled region&apos;s verdict per mode: speedup with its interval, compile cost, break-even, parity.</source>
        <translation>Der Bericht ergänzt das Urteil jeder kompilierten Region pro Modus: Beschleunigung mit Intervall, Kompilierkosten, Gewinnschwelle, Parität.</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>Vergleichen mit:</translation>
    </message>
    <message>
        <source>Compare With</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <source>A/B folder:</source>
        <translation>A/B-Ordner:</translation>
    </message>
    <message>
        <source>A/B Folder</source>
        <translation>A/B-Ordner</translation>
    </message>
    <message>
        <source>File…</source>
        <translation>Datei…</translation>
    </message>
    <message>
        <source>Traces (*.log *.log.zst *.log.gz *.json *.json.gz *.json.zst);;All files (*)</source>
        <translation>Traces (*.log *.log.zst *.log.gz *.json *.json.gz *.json.zst);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Folder…</source>
        <translation>Ordner…</translation>
    </message>
    <message>
        <source>Could not be read (see Notes): </source>
        <translation>Nicht lesbar (siehe Hinweise): </translation>
    </message>
    <message>
        <source>This run has one trace log: no ranks to compare</source>
        <translation>Dieser Lauf hat ein Trace-Log: keine Ranks zu vergleichen</translation>
    </message>
</context>
<context>
    <name>cs::app::RowActions</name>
    <message>
        <source>%1 is not on this machine</source>
        <translation>%1 ist nicht auf diesem Rechner</translation>
    </message>
    <message>
        <source>Could not start the editor “%1” (Preferences: editor command)</source>
        <translation>Der Editor „%1“ konnte nicht gestartet werden (Einstellungen: Editor-Befehl)</translation>
    </message>
    <message>
        <source>Opened %1 in the editor</source>
        <translation>%1 im Editor geöffnet</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy as JSON</source>
        <translation>Als JSON kopieren</translation>
    </message>
    <message>
        <source>Open Source in Editor</source>
        <translation>Quelltext im Editor öffnen</translation>
    </message>
    <message>
        <source>Reveal in File Manager</source>
        <translation>Im Dateimanager zeigen</translation>
    </message>
    <message>
        <source>The file is not on this machine</source>
        <translation>Die Datei ist nicht auf diesem Rechner</translation>
    </message>
</context>
<context>
    <name>cs::app::RunPicker</name>
    <message>
        <source>Runs: folders, trace logs, TORCH_LOGS text, profile databases (*)</source>
        <translation>Läufe: Ordner, Trace-Logs, TORCH_LOGS-Text, Profildatenbanken (*)</translation>
    </message>
    <message>
        <source>Trace logs (*.log *.txt *.gz *.zst *.json *.pt2)</source>
        <translation>Trace-Logs (*.log *.txt *.gz *.zst *.json *.pt2)</translation>
    </message>
    <message>
        <source>Profile databases (*.db)</source>
        <translation>Profildatenbanken (*.db)</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Wählen</translation>
    </message>
    <message>
        <source>File or folder:</source>
        <translation>Datei oder Ordner:</translation>
    </message>
</context>
<context>
    <name>cs::app::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>cs::app::StartPage</name>
    <message>
        <source>CompileScope</source>
        <translation>CompileScope</translation>
    </message>
    <message>
        <source>Why is my compiled model not as fast as it should be? Open what torch.compile left behind: graph breaks, recompiles, fusion and the generated kernels, in one connected picture.</source>
        <translation>Warum ist mein kompiliertes Modell nicht so schnell, wie es sein sollte? Öffnen Sie, was torch.compile hinterlassen hat: Graph-Breaks, Neukompilierungen, Fusion und die erzeugten Kernel, in einem zusammenhängenden Bild.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Opened</source>
        <translation>Geöffnet</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Double-click or press Enter to open a run again</source>
        <translation>Doppelklicken oder Eingabe drücken, um einen Lauf wieder zu öffnen</translation>
    </message>
    <message>
        <source>Runs you open appear here, with what their last load found.</source>
        <translation>Geöffnete Läufe erscheinen hier, mit dem, was ihr letztes Laden gefunden hat.</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>From a terminal: compilescope PATH opens a run, compilescope record -- python train.py records one, compilescope help lists every command.</source>
        <translation>Im Terminal: compilescope PFAD öffnet einen Lauf, compilescope record -- python train.py zeichnet einen auf, compilescope help listet alle Befehle.</translation>
    </message>
    <message>
        <source>no longer there</source>
        <translation>nicht mehr vorhanden</translation>
    </message>
    <message>
        <source>&amp;Recent runs</source>
        <translation>&amp;Zuletzt geöffnete Läufe</translation>
    </message>
</context>
<context>
    <name>cs::diff::ExportDiff</name>
    <message>
        <source>%1: only in %2</source>
        <translation>%1: nur in %2</translation>
    </message>
    <message>
        <source>the same inputs and outputs in another order</source>
        <translation>dieselben Ein- und Ausgaben in anderer Reihenfolge</translation>
    </message>
    <message>
        <source>Exported program %1: %2 → %3 nodes</source>
        <translation>Exportiertes Programm %1: %2 → %3 Knoten</translation>
    </message>
    <message>
        <source>, unchanged
</source>
        <translation>, unverändert
</translation>
    </message>
    <message>
        <source>  … %1 removed, %2 added in all
</source>
        <translation>  … insgesamt %1 entfernt, %2 hinzugefügt
</translation>
    </message>
    <message>
        <source>  signature: %1
</source>
        <translation>  Signatur: %1
</translation>
    </message>
    <message>
        <source>  range: %1
</source>
        <translation>  Bereich: %1
</translation>
    </message>
    <message>
        <source>only A holds an exported program: %1</source>
        <translation>nur A enthält ein exportiertes Programm: %1</translation>
    </message>
    <message>
        <source>only B holds an exported program: %1</source>
        <translation>nur B enthält ein exportiertes Programm: %1</translation>
    </message>
    <message>
        <source>Exported program: %1
</source>
        <translation>Exportiertes Programm: %1
</translation>
    </message>
    <message>
        <source>  … %1 changed in all
</source>
        <translation>  … %1 geändert insgesamt
</translation>
    </message>
    <message>
        <source>%1&apos;s program is damaged (%2): what differs may be the damage</source>
        <translation>Das Programm von %1 ist beschädigt (%2): Unterschiede können von der Beschädigung kommen</translation>
    </message>
    <message>
        <source>  note: %1
</source>
        <translation>  Hinweis: %1
</translation>
    </message>
</context>
<context>
    <name>cs::run::RecordSummary</name>
    <message>
        <source>command        %1</source>
        <translation>Befehl         %1</translation>
    </message>
    <message>
        <source>manifest       manifest.json (nothing else was recorded)</source>
        <translation>Manifest       manifest.json (sonst wurde nichts aufgezeichnet)</translation>
    </message>
    <message numerus="yes">
        <source>trace          trace/ (%n file(s), %1)</source>
        <translation>
            <numerusform>Trace          trace/ (%n Datei, %1)</numerusform>
            <numerusform>Trace          trace/ (%n Dateien, %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>stdout         stdout.txt (%1)</source>
        <translation>stdout         stdout.txt (%1)</translation>
    </message>
    <message numerus="yes">
        <source>debug folder   torch_compile_debug/ (%n graph(s))</source>
        <translation>
            <numerusform>Debug-Ordner   torch_compile_debug/ (%n Graph)</numerusform>
            <numerusform>Debug-Ordner   torch_compile_debug/ (%n Graphen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Inductor cache cache/ (generated sources: %1, compiled libraries: %2, Triton kernels: %3)</source>
        <translation>Inductor-Cache cache/ (erzeugte Quellen: %1, kompilierte Bibliotheken: %2, Triton-Kernel: %3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>torch unknown: %1</source>
        <translation>torch unbekannt: %1</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>torch %1, Triton %2, CUDA %3, %4</source>
        <translation>torch %1, Triton %2, CUDA %3, %4</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>keine GPU</translation>
    </message>
    <message>
        <source>manifest       manifest.json (%1)</source>
        <translation>Manifest       manifest.json (%1)</translation>
    </message>
    <message>
        <source>No trace was written: the command compiled nothing with torch.compile, or ended first.</source>
        <translation>Es wurde kein Trace geschrieben: Der Befehl hat nichts mit torch.compile kompiliert oder endete vorher.</translation>
    </message>
    <message numerus="yes">
        <source>left running   %n process(es) the command left behind were stopped</source>
        <translation>
            <numerusform>noch aktiv     ein vom Befehl zurückgelassener Prozess wurde beendet</numerusform>
            <numerusform>noch aktiv     %n vom Befehl zurückgelassene Prozesse wurden beendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>survivors      %n process(es) outlived SIGKILL: %1</source>
        <translation>
            <numerusform>überlebend     ein Prozess hat SIGKILL überlebt: %1</numerusform>
            <numerusform>überlebend     %n Prozesse haben SIGKILL überlebt: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>TORCH_LOGS     torch_logs.txt (stderr, %1; %n log line(s) not shown live)</source>
        <translation>
            <numerusform>TORCH_LOGS     torch_logs.txt (stderr, %1; %n Log-Zeile nicht live angezeigt)</numerusform>
            <numerusform>TORCH_LOGS     torch_logs.txt (stderr, %1; %n Log-Zeilen nicht live angezeigt)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::viewers::AbCharts</name>
    <message>
        <source>call</source>
        <translation>Aufruf</translation>
    </message>
    <message>
        <source>time per call (ms, log scale)</source>
        <translation>Zeit je Aufruf (ms, logarithmisch)</translation>
    </message>
    <message>
        <source>steady calls</source>
        <translation>stabile Aufrufe</translation>
    </message>
    <message>
        <source>time per steady call (ms)</source>
        <translation>Zeit je stabilem Aufruf (ms)</translation>
    </message>
    <message>
        <source>%1: 10th–90th percentile</source>
        <translation>%1: 10. bis 90. Perzentil</translation>
    </message>
    <message>
        <source>%1: outliers</source>
        <translation>%1: Ausreißer</translation>
    </message>
    <message>
        <source>CUDA-event time per call (ms, log scale)</source>
        <translation>CUDA-Event-Zeit je Aufruf (ms, logarithmisch)</translation>
    </message>
    <message>
        <source>CUDA-event time per steady call (ms)</source>
        <translation>CUDA-Event-Zeit je stabilem Aufruf (ms)</translation>
    </message>
</context>
<context>
    <name>cs::viewers::AbDialog</name>
    <message>
        <source>A/B Benchmark</source>
        <translation>A/B-Benchmark</translation>
    </message>
    <message>
        <source>python train.py --steps 200</source>
        <translation>python train.py --steps 200</translation>
    </message>
    <message>
        <source>Your command, unchanged: it runs once per mode and process with the A/B probe on PYTHONPATH. Quote arguments that hold spaces.</source>
        <translation>Ihr Befehl, unverändert: Er läuft einmal je Modus und Prozess mit der A/B-Sonde auf PYTHONPATH. Argumente mit Leerzeichen in Anführungszeichen setzen.</translation>
    </message>
    <message>
        <source>a new folder compilescope-ab-&lt;date&gt;-&lt;time&gt; in the working folder</source>
        <translation>ein neuer Ordner compilescope-ab-&lt;date&gt;-&lt;time&gt; im Arbeitsordner</translation>
    </message>
    <message>
        <source>Results are added to this SQLite database, so runs accumulate; empty: not saved.</source>
        <translation>Ergebnisse werden zu dieser SQLite-Datenbank hinzugefügt, sodass sich Läufe ansammeln; leer: nicht gespeichert.</translation>
    </message>
    <message>
        <source>The baseline: torch.compile switched off. It always runs.</source>
        <translation>Die Basislinie: torch.compile ausgeschaltet. Sie läuft immer.</translation>
    </message>
    <message>
        <source>Processes per mode, run interleaved, so that differences between processes show.</source>
        <translation>Prozesse je Modus, verschränkt ausgeführt, damit Unterschiede zwischen Prozessen sichtbar werden.</translation>
    </message>
    <message>
        <source>detect</source>
        <translation>erkennen</translation>
    </message>
    <message>
        <source> calls</source>
        <translation> Aufrufe</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source> s per process</source>
        <translation> s je Prozess</translation>
    </message>
    <message>
        <source>cold: a fresh cache per process</source>
        <translation>cold: ein frischer Cache je Prozess</translation>
    </message>
    <message>
        <source>shared: one cache for all processes</source>
        <translation>shared: ein Cache für alle Prozesse</translation>
    </message>
    <message>
        <source>user: your own cache settings</source>
        <translation>user: Ihre eigenen Cache-Einstellungen</translation>
    </message>
    <message>
        <source>Check &amp;parity: compare the first 3 calls of every region with eager</source>
        <translation>Par&amp;ität prüfen: die ersten 3 Aufrufe jeder Region mit eager vergleichen</translation>
    </message>
    <message>
        <source>Also &amp;record one run per mode (to open compile ids, graph breaks and kernels)</source>
        <translation>Zusätzlich einen &amp;Lauf je Modus aufzeichnen (um Compile-IDs, Graph-Breaks und Kernel zu öffnen)</translation>
    </message>
    <message>
        <source>Show the command&apos;s output</source>
        <translation>Ausgabe des Befehls anzeigen</translation>
    </message>
    <message>
        <source>Script…</source>
        <translation>Skript…</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Choose a Script</source>
        <translation>Skript wählen</translation>
    </message>
    <message>
        <source>Python scripts (*.py);;All files (*)</source>
        <translation>Python-Skripte (*.py);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Choose a Folder</source>
        <translation>Ordner wählen</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>&amp;Befehl:</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>Arbeits&amp;ordner:</translation>
    </message>
    <message>
        <source>A/B &amp;folder:</source>
        <translation>A/B-Ord&amp;ner:</translation>
    </message>
    <message>
        <source>Modes:</source>
        <translation>Modi:</translation>
    </message>
    <message>
        <source>P&amp;rocesses:</source>
        <translation>&amp;Prozesse:</translation>
    </message>
    <message>
        <source>W&amp;arm-up:</source>
        <translation>&amp;Aufwärmphase:</translation>
    </message>
    <message>
        <source>&amp;Time limit:</source>
        <translation>&amp;Zeitlimit:</translation>
    </message>
    <message>
        <source>C&amp;ache:</source>
        <translation>&amp;Cache:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>Each process appears here as it starts and ends.</source>
        <translation>Jeder Prozess erscheint hier, wenn er startet und endet.</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>Bereit.</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>Aus&amp;führen</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stoppen</translation>
    </message>
    <message>
        <source>&amp;Open A/B Folder…</source>
        <translation>A/B-Ordner &amp;öffnen…</translation>
    </message>
    <message>
        <source>A/B folder: %1</source>
        <translation>A/B-Ordner: %1</translation>
    </message>
    <message>
        <source>%1: recording (pid %2)</source>
        <translation>%1: Aufzeichnung (PID %2)</translation>
    </message>
    <message>
        <source>%1 #%2 started (pid %3)</source>
        <translation>%1 #%2 gestartet (PID %3)</translation>
    </message>
    <message>
        <source>%1 #%2: %3 in %4 s</source>
        <translation>%1 #%2: %3 in %4 s</translation>
    </message>
    <message>
        <source>%1 of %2 processes done</source>
        <translation>%1 von %2 Prozessen fertig</translation>
    </message>
    <message>
        <source>Type the command to benchmark, e.g. python train.py</source>
        <translation>Geben Sie den zu messenden Befehl ein, z. B. python train.py</translation>
    </message>
    <message>
        <source>The command line has an %1.</source>
        <translation>Fehler in der Befehlszeile: %1.</translation>
    </message>
    <message>
        <source>Choose at least one compile mode to compare with eager.</source>
        <translation>Wählen Sie mindestens einen Kompiliermodus zum Vergleich mit eager.</translation>
    </message>
    <message>
        <source>A/B of %1: %2</source>
        <translation>A/B von %1: %2</translation>
    </message>
    <message>
        <source>Saved as A/B run %1 in %2.</source>
        <translation>Als A/B-Lauf %1 in %2 gespeichert.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Could not run the A/B: %1</source>
        <translation>Das A/B konnte nicht ausgeführt werden: %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Open an A/B Folder</source>
        <translation>Einen A/B-Ordner öffnen</translation>
    </message>
    <message>
        <source>Could not open: %1</source>
        <translation>Konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird beendet…</translation>
    </message>
    <message>
        <source>A/B benchmark</source>
        <translation>A/B-Benchmark</translation>
    </message>
    <message>
        <source>%1 (recording)</source>
        <translation>%1 (Aufzeichnung)</translation>
    </message>
    <message>
        <source>%1 running for %2 s</source>
        <translation>%1 läuft seit %2 s</translation>
    </message>
    <message>
        <source>, %1 of about %2 calls</source>
        <translation>, %1 von etwa %2 Aufrufen</translation>
    </message>
    <message>
        <source>, %1 calls</source>
        <translation>, %1 Aufrufe</translation>
    </message>
    <message>
        <source>%1 s so far</source>
        <translation>bisher %1 s</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>noch etwa %1 s</translation>
    </message>
    <message>
        <source>every CPU this process may use (%1)</source>
        <translation>jede CPU, die dieser Prozess nutzen darf (%1)</translation>
    </message>
    <message numerus="yes">
        <source>E&amp;xplain why a mode is slower: trace %n steady call(s) per region in the last process of each mode (those calls are not measured)</source>
        <translation>
            <numerusform>&amp;Erklären, warum ein Modus langsamer ist: %n stabilen Aufruf je Region im letzten Prozess jedes Modus im Trace aufzeichnen (dieser Aufruf wird nicht gemessen)</numerusform>
            <numerusform>&amp;Erklären, warum ein Modus langsamer ist: %n stabile Aufrufe je Region im letzten Prozess jedes Modus im Trace aufzeichnen (diese Aufrufe werden nicht gemessen)</numerusform>
        </translation>
    </message>
    <message>
        <source>CP&amp;Us:</source>
        <translation>CP&amp;Us:</translation>
    </message>
    <message>
        <source>CPUs: %1</source>
        <translation>CPUs: %1</translation>
    </message>
    <message>
        <source>Every process is pinned to these CPUs, as 2-5 or 0,2,4: the same set for all, so no process runs on CPUs the others did not (a shared machine&apos;s CPUs are not alike).</source>
        <translation>Jeder Prozess wird an diese CPUs gebunden, etwa 2-5 oder 0,2,4: dieselbe Menge für alle, damit kein Prozess auf CPUs läuft, die die anderen nicht hatten (die CPUs einer geteilten Maschine sind nicht gleich).</translation>
    </message>
</context>
<context>
    <name>cs::viewers::AbResultsModel</name>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Steady median</source>
        <translation>Stabiler Median</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95%-Intervall</translation>
    </message>
    <message>
        <source>Speedup [95%]</source>
        <translation>Beschleunigung [95%]</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Aufwärmphase</translation>
    </message>
    <message>
        <source>Compile</source>
        <translation>Kompilierung</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Gewinnschwelle</translation>
    </message>
    <message>
        <source>Recompiles</source>
        <translation>Neukompilierungen</translation>
    </message>
    <message>
        <source>Parity</source>
        <translation>Parität</translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation>Spitzenspeicher</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>%1 calls, %2</source>
        <translation>%1 Aufrufe, %2</translation>
    </message>
    <message>
        <source>immediate</source>
        <translation>sofort</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>failed %1 of %2</source>
        <translation>%1 von %2 fehlgeschlagen</translation>
    </message>
    <message>
        <source>ok (%1)</source>
        <translation>ok (%1)</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>RSS %1</source>
        <translation>RSS %1</translation>
    </message>
</context>
<context>
    <name>cs::viewers::AbView</name>
    <message>
        <source>Select a row to see its numbers in words.</source>
        <translation>Eine Zeile auswählen, um ihre Zahlen in Worten zu sehen.</translation>
    </message>
    <message>
        <source>&amp;Compile IDs</source>
        <translation>&amp;Compile-IDs</translation>
    </message>
    <message>
        <source>Graph &amp;Breaks</source>
        <translation>Graph-&amp;Breaks</translation>
    </message>
    <message>
        <source>&amp;Kernels</source>
        <translation>&amp;Kernel</translation>
    </message>
    <message>
        <source>Opens this region in the run recorded for this mode (ab --record).</source>
        <translation>Öffnet diese Region in dem für diesen Modus aufgezeichneten Lauf (ab --record).</translation>
    </message>
    <message>
        <source>Recorded run:</source>
        <translation>Aufgezeichneter Lauf:</translation>
    </message>
    <message>
        <source>No A/B loaded.</source>
        <translation>Kein A/B geladen.</translation>
    </message>
    <message>
        <source>A/B of %1 — %2</source>
        <translation>A/B von %1 — %2</translation>
    </message>
    <message>
        <source>no GPU used</source>
        <translation>keine GPU verwendet</translation>
    </message>
    <message>
        <source>Gate: %1</source>
        <translation>Schranke: %1</translation>
    </message>
    <message>
        <source>%1 (%2), compiled at %3 — %4</source>
        <translation>%1 (%2), kompiliert bei %3 — %4</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>Urteil: %1</translation>
    </message>
    <message>
        <source>The warm-up did not clearly end in every process (the detection stopped at half the calls): let the script make more calls.</source>
        <translation>Die Aufwärmphase endete nicht in jedem Prozess klar (die Erkennung stoppte bei der Hälfte der Aufrufe): lassen Sie das Skript mehr Aufrufe machen.</translation>
    </message>
    <message>
        <source>Noisy: the spread of the steady calls (IQR) is %1% of their median.</source>
        <translation>Verrauscht: die Streuung der stabilen Aufrufe (IQR) beträgt %1% ihres Medians.</translation>
    </message>
    <message>
        <source>Saving per call: %1 [%2, %3]</source>
        <translation>Ersparnis je Aufruf: %1 [%2, %3]</translation>
    </message>
    <message>
        <source>Warm-up: %1 calls (%2), %3; compile %4; first call %5; first steady call %6 s after the process started</source>
        <translation>Aufwärmphase: %1 Aufrufe (%2), %3; Kompilierung %4; erster Aufruf %5; erster stabiler Aufruf %6 s nach Prozessstart</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>behoben</translation>
    </message>
    <message>
        <source>detected</source>
        <translation>erkannt</translation>
    </message>
    <message>
        <source>Break-even: %1 calls [%2, %3]</source>
        <translation>Gewinnschwelle: %1 Aufrufe [%2, %3]</translation>
    </message>
    <message>
        <source>Compile ids: %1; recompiles: %2</source>
        <translation>Compile-IDs: %1; Neukompilierungen: %2</translation>
    </message>
    <message>
        <source>Parity: %1 calls checked, %2 failed</source>
        <translation>Parität: %1 Aufrufe geprüft, %2 fehlgeschlagen</translation>
    </message>
    <message>
        <source>; max abs error %1</source>
        <translation>; max. absoluter Fehler %1</translation>
    </message>
    <message>
        <source>, max rel error %1</source>
        <translation>, max. relativer Fehler %1</translation>
    </message>
    <message>
        <source> (worst: %1)</source>
        <translation> (am schlechtesten: %1)</translation>
    </message>
    <message>
        <source>; %1 not checked: %2</source>
        <translation>; %1 nicht geprüft: %2</translation>
    </message>
    <message>
        <source>RSS %1</source>
        <translation>RSS %1</translation>
    </message>
    <message>
        <source>GPU allocated %1, reserved %2</source>
        <translation>GPU belegt %1, reserviert %2</translation>
    </message>
    <message>
        <source>Peak memory per process: %1</source>
        <translation>Spitzenspeicher je Prozess: %1</translation>
    </message>
    <message>
        <source>End of the failed process&apos;s stderr:</source>
        <translation>Ende der Standardfehlerausgabe des fehlgeschlagenen Prozesses:</translation>
    </message>
    <message>
        <source>Recorded run: %1 (compile ids %2)</source>
        <translation>Aufgezeichneter Lauf: %1 (Compile-IDs %2)</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>%1: every call, per process</source>
        <translation>%1: jeder Aufruf, je Prozess</translation>
    </message>
    <message>
        <source>Steady calls</source>
        <translation>Stabile Aufrufe</translation>
    </message>
    <message>
        <source>From stderr: %1</source>
        <translation>Aus der Standardfehlerausgabe: %1</translation>
    </message>
    <message>
        <source>; arguments and buffers compared after the call: %1</source>
        <translation>; nach dem Aufruf verglichene Argumente und Puffer: %1</translation>
    </message>
    <message>
        <source>; it draws random numbers (compared from the same generator state)</source>
        <translation>; sie zieht Zufallszahlen (verglichen ab demselben Generatorzustand)</translation>
    </message>
    <message>
        <source>parity checks %1 more on the GPU, not counted</source>
        <translation>Paritätsprüfungen %1 mehr auf der GPU, nicht gezählt</translation>
    </message>
    <message>
        <source>The peak RSS includes the parity checks&apos; copies and comparisons.</source>
        <translation>Der RSS-Spitzenwert enthält die Kopien und Vergleiche der Paritätsprüfungen.</translation>
    </message>
    <message>
        <source>Notes from this mode&apos;s stderr:</source>
        <translation>Hinweise aus der Standardfehlerausgabe dieses Modus:</translation>
    </message>
    <message>
        <source>%1: %2 calls per process — running median, 10–90% band, outliers as dots</source>
        <translation>%1: %2 Aufrufe je Prozess — gleitender Median, 10–90-%-Band, Ausreißer als Punkte</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Warum?</translation>
    </message>
    <message>
        <source>Select a compiled mode: Why? explains a mode that is slower than eager or not clearly faster.</source>
        <translation>Einen kompilierten Modus wählen: Warum? erklärt einen Modus, der langsamer als eager oder nicht klar schneller ist.</translation>
    </message>
    <message>
        <source>%1 is faster than eager and pays off in this run: nothing to explain.</source>
        <translation>%1 ist schneller als eager und lohnt sich in diesem Lauf: nichts zu erklären.</translation>
    </message>
    <message>
        <source>This A/B ran without --why: no profiler traces, so overhead, graph breaks and kernels cannot be measured (run ab --why).</source>
        <translation>Dieses A/B lief ohne --why: keine Profiler-Traces, daher lassen sich Overhead, Graph-Breaks und Kernel nicht messen (ab --why ausführen).</translation>
    </message>
    <message>
        <source>No speedup to give: the processes disagree; eager ÷ this mode from %1 to %2 between process pairs</source>
        <translation>Keine Beschleunigung anzugeben: die Prozesse sind sich uneinig; eager ÷ dieser Modus von %1 bis %2 zwischen Prozesspaaren</translation>
    </message>
    <message>
        <source>Probe file: %1</source>
        <translation>Sonden-Datei: %1</translation>
    </message>
    <message>
        <source>Measured as CUDA-event time (the call&apos;s span on its stream, idle gaps included; not the GPU&apos;s busy time); host time per call (wall clock, launches queued) %1</source>
        <translation>Gemessen als CUDA-Event-Zeit (die Spanne des Aufrufs auf seinem Stream, Leerlauf eingeschlossen; nicht die Belegtzeit der GPU); Host-Zeit je Aufruf (Wanduhr, Starts eingereiht) %1</translation>
    </message>
    <message>
        <source>Measured as wall time per call (time.perf_counter around the call)</source>
        <translation>Gemessen als Wanduhrzeit je Aufruf (time.perf_counter um den Aufruf)</translation>
    </message>
    <message>
        <source>It compiles again on %1 of its %2 calls after the warm-up: those calls, compiles included, are its steady calls.</source>
        <translation>Es kompiliert bei %1 seiner %2 Aufrufe nach der Aufwärmphase erneut: diese Aufrufe, Kompilierungen eingeschlossen, sind seine stabilen Aufrufe.</translation>
    </message>
    <message>
        <source>%1 was not measured in this region (its processes failed or made no steady call): nothing to explain; its failures are in the header above.</source>
        <translation>%1 wurde in dieser Region nicht gemessen (seine Prozesse schlugen fehl oder machten keinen stabilen Aufruf): nichts zu erklären; seine Fehlschläge stehen oben in der Kopfzeile.</translation>
    </message>
    <message>
        <source>eager was not measured in this region: nothing to compare %1 with.</source>
        <translation>eager wurde in dieser Region nicht gemessen: nichts, womit %1 verglichen werden kann.</translation>
    </message>
    <message>
        <source>End of its stderr:</source>
        <translation>Ende seiner stderr-Ausgabe:</translation>
    </message>
    <message>
        <source>%1: %2. The analysis found no cause to show for it.</source>
        <translation>%1: %2. Die Analyse fand dafür keine Ursache, die sie zeigen könnte.</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es) per mode, interleaved</source>
        <translation>
            <numerusform>%n Prozess je Modus, verschränkt</numerusform>
            <numerusform>%n Prozesse je Modus, verschränkt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n process(es) failed: %3</source>
        <translation>
            <numerusform>%1: %2 von %n Prozess fehlgeschlagen: %3</numerusform>
            <numerusform>%1: %2 von %n Prozessen fehlgeschlagen: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>pinned to CPUs %1</source>
        <translation>an die CPUs %1 gebunden</translation>
    </message>
    <message>
        <source>Steady state: %1, 95% interval %2 – %3 (processes resampled, then their calls), %4 calls; per process %5; calls within a process vary by %6%</source>
        <translation>Stabiler Zustand: %1, 95-%-Intervall %2 – %3 (Prozesse neu gezogen, dann ihre Aufrufe), %4 Aufrufe; je Prozess %5; Aufrufe innerhalb eines Prozesses schwanken um %6%</translation>
    </message>
    <message>
        <source>Noise: %1</source>
        <translation>Rauschen: %1</translation>
    </message>
    <message>
        <source>Speedup over eager: %1 [%2, %3] (eager&apos;s median ÷ this mode&apos;s; the interval with the process as the unit)</source>
        <translation>Beschleunigung gegenüber eager: %1 [%2, %3] (Median von eager ÷ dem dieses Modus; das Intervall mit dem Prozess als Einheit)</translation>
    </message>
    <message>
        <source>; no p-value: the verdict is undecided</source>
        <translation>; kein p-Wert: das Urteil ist offen</translation>
    </message>
    <message>
        <source>; p %1 (bootstrap over processes)</source>
        <translation>; p %1 (Bootstrap über Prozesse)</translation>
    </message>
</context>
<context>
    <name>cs::viewers::AttemptNote</name>
    <message>
        <source>Compile %1 in the compile tree: Dynamo restarted its analysis, and its attempt %2 (PyTorch counts from 0) made this graph.</source>
        <translation>Kompilierung %1 im Kompilierbaum: Dynamo startete seine Analyse neu, und ihr Versuch %2 (PyTorch zählt ab 0) erzeugte diesen Graphen.</translation>
    </message>
</context>
<context>
    <name>cs::viewers::AutotunePane</name>
    <message>
        <source>Every autotuning choice of the run (select a kernel for its own):</source>
        <translation>Jede Autotuning-Entscheidung des Laufs (wählen Sie einen Kernel für seine eigenen):</translation>
    </message>
    <message>
        <source>%1 [%2]: no autotuning recorded for this kernel (one config, or not logged). The run&apos;s other choices:</source>
        <translation>%1 [%2]: für diesen Kernel ist kein Autotuning aufgezeichnet (eine einzige Konfiguration, oder nicht geloggt). Die übrigen Entscheidungen des Laufs:</translation>
    </message>
    <message>
        <source>%1 [%2]: how it was chosen</source>
        <translation>%1 [%2]: wie er gewählt wurde</translation>
    </message>
    <message>
        <source>Reading the run&apos;s autotuning…</source>
        <translation>Das Autotuning des Laufs wird gelesen …</translation>
    </message>
</context>
<context>
    <name>cs::viewers::BreaksModel</name>
    <message>
        <source>Location</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Time outside graphs</source>
        <translation>Zeit außerhalb der Graphen</translation>
    </message>
    <message>
        <source>Compile ids</source>
        <translation>Compile-IDs</translation>
    </message>
    <message>
        <source>%1: %2 s discarded</source>
        <translation>%1: %2 s verworfen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>nicht aufgezeichnet</translation>
    </message>
    <message>
        <source>Host time in the breaking compiles&apos; regions outside their compiled graphs, summed over every call in the profiler traces loaded with the run</source>
        <translation>Host-Zeit in den Regionen der Kompilierungen mit Graph-Break außerhalb ihrer kompilierten Graphen, summiert über jeden Aufruf in den mit dem Lauf geladenen Profiler-Traces</translation>
    </message>
    <message>
        <source>Compile time the break added: the tracing Dynamo threw away when the break restarted its analysis (dynamo_time_before_restart_s of each compile that hit it)</source>
        <translation>Kompilierzeit, die der Break hinzufügte: das Tracing, das Dynamo verwarf, als der Break seine Analyse neu startete (dynamo_time_before_restart_s jeder davon betroffenen Kompilierung)</translation>
    </message>
    <message>
        <source>Compile time of the compile ids that hit the break and of the resume functions it created. Not caused by the break alone: without it the same code would still compile, as one frame</source>
        <translation>Kompilierzeit der Compile-IDs, die auf den Break trafen, und der von ihm erzeugten Resume-Funktionen. Nicht allein durch den Break verursacht: ohne ihn würde derselbe Code trotzdem kompiliert, als ein Frame</translation>
    </message>
    <message>
        <source>Added compile time</source>
        <translation>Zusätzliche Kompilierzeit</translation>
    </message>
    <message>
        <source>Compiles around it</source>
        <translation>Kompilierungen drumherum</translation>
    </message>
</context>
<context>
    <name>cs::viewers::CompareGraphs</name>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>(not in A)</source>
        <translation>(nicht in A)</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>(not in B)</source>
        <translation>(nicht in B)</translation>
    </message>
    <message>
        <source>Split: %1 → %2</source>
        <translation>Geteilt: %1 → %2</translation>
    </message>
    <message>
        <source>Merged: %1 → %2</source>
        <translation>Zusammengelegt: %1 → %2</translation>
    </message>
</context>
<context>
    <name>cs::viewers::CompareHeadline</name>
    <message>
        <source>No change found.</source>
        <translation>Keine Änderung gefunden.</translation>
    </message>
    <message>
        <source>failures %1</source>
        <translation>Fehlschläge %1</translation>
    </message>
    <message>
        <source>graph breaks %1</source>
        <translation>Graph-Breaks %1</translation>
    </message>
    <message>
        <source>graph breaks: %1 fixed, %2 new</source>
        <translation>Graph-Breaks: %1 behoben, %2 neu</translation>
    </message>
    <message>
        <source>recompiles %1</source>
        <translation>Neukompilierungen %1</translation>
    </message>
    <message>
        <source>recompiles %1, other guards failed</source>
        <translation>Neukompilierungen %1, andere Guards schlugen fehl</translation>
    </message>
    <message>
        <source>compiles %1</source>
        <translation>Kompilierungen %1</translation>
    </message>
    <message numerus="yes">
        <source>%n compile(s) changed</source>
        <translation>
            <numerusform>%n Kompilierung geändert</numerusform>
            <numerusform>%n Kompilierungen geändert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n graph(s) changed</source>
        <translation>
            <numerusform>%n Graph geändert</numerusform>
            <numerusform>%n Graphen geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>kernels %1</source>
        <translation>Kernel %1</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s) with other code</source>
        <translation>
            <numerusform>%n Kernel mit anderem Code</numerusform>
            <numerusform>%n Kernel mit anderem Code</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n faster</source>
        <translation>
            <numerusform>%n schneller</numerusform>
            <numerusform>%n schneller</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slower</source>
        <translation>
            <numerusform>%n langsamer</numerusform>
            <numerusform>%n langsamer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>guards of %n compile(s) changed</source>
        <translation>
            <numerusform>Guards von %n Kompilierung geändert</numerusform>
            <numerusform>Guards von %n Kompilierungen geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>The runs differ.</source>
        <translation>Die Läufe unterscheiden sich.</translation>
    </message>
    <message>
        <source>The runs differ: %1.</source>
        <translation>Die Läufe unterscheiden sich: %1.</translation>
    </message>
    <message>
        <source>Not compared: a side could not be read.</source>
        <translation>Nicht verglichen: eine Seite konnte nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>cs::viewers::CompareWindow</name>
    <message>
        <source>Compare runs</source>
        <translation>Läufe vergleichen</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Vergleiche…</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Compiles</source>
        <translation>Kompilierungen</translation>
    </message>
    <message>
        <source>Breaks, recompiles, failures</source>
        <translation>Graph-Breaks, Neukompilierungen, Fehlschläge</translation>
    </message>
    <message>
        <source>Graphs</source>
        <translation>Graphen</translation>
    </message>
    <message>
        <source>Kernels</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Zeiten</translation>
    </message>
    <message>
        <source>Compare %1 and %2</source>
        <translation>%1 und %2 vergleichen</translation>
    </message>
    <message>
        <source>Comparing %1 and %2…</source>
        <translation>Vergleiche %1 und %2…</translation>
    </message>
    <message>
        <source>Compared.</source>
        <translation>Verglichen.</translation>
    </message>
    <message>
        <source>(not in A)</source>
        <translation>(nicht in A)</translation>
    </message>
    <message>
        <source>(not in B)</source>
        <translation>(nicht in B)</translation>
    </message>
    <message>
        <source>Reading both runs and comparing them</source>
        <translation>Beide Läufe werden gelesen und verglichen</translation>
    </message>
    <message>
        <source>Comparison cancelled.</source>
        <translation>Vergleich abgebrochen.</translation>
    </message>
    <message>
        <source>%1 %2 of %3 MiB</source>
        <translation>%1 %2 von %3 MiB</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>A: %1
B: %2
%3</source>
        <translation>A: %1
B: %2
%3</translation>
    </message>
    <message>
        <source>What changed appears here once both runs are read.</source>
        <translation>Was sich geändert hat, erscheint hier, sobald beide Läufe gelesen sind.</translation>
    </message>
</context>
<context>
    <name>cs::viewers::CompileDetails</name>
    <message>
        <source>Select a compile id to see its details.</source>
        <translation>Eine Compile-ID auswählen, um ihre Details zu sehen.</translation>
    </message>
    <message>
        <source>Dynamo compiled %1: a decorator wrapped around this function.</source>
        <translation>Dynamo kompilierte %1: einen Dekorator, der diese Funktion umhüllt.</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Compile time</source>
        <translation>Kompilierzeit</translation>
    </message>
    <message>
        <source>Backward compile time</source>
        <translation>Backward-Kompilierzeit</translation>
    </message>
    <message>
        <source>%1 s, compiled at the first backward call</source>
        <translation>%1 s, kompiliert beim ersten Backward-Aufruf</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Graph breaks</source>
        <translation>Graph-Breaks</translation>
    </message>
    <message>
        <source>Graphs</source>
        <translation>Graphen</translation>
    </message>
    <message>
        <source>Trace records</source>
        <translation>Trace-Einträge</translation>
    </message>
    <message>
        <source>Recompiled because</source>
        <translation>Neu kompiliert, weil</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>… and %1 more (the Kernels view lists them all)</source>
        <translation>… und %1 weitere (die Ansicht „Kernel“ listet alle)</translation>
    </message>
    <message numerus="yes">
        <source>DDP split into %n child graph(s)</source>
        <translation>
            <numerusform>DDP-Aufteilung in %n Teilgraph</numerusform>
            <numerusform>DDP-Aufteilung in %n Teilgraphen</numerusform>
        </translation>
    </message>
    <message>
        <source>Child</source>
        <translation>Teilgraph</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Bucket</source>
        <translation>Bucket</translation>
    </message>
    <message>
        <source>Forward / backward graph</source>
        <translation>Vorwärts-/Rückwärtsgraph</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>%1 %2 s</source>
        <translation>%1 %2 s</translation>
    </message>
    <message>
        <source>Dynamo</source>
        <translation>Dynamo</translation>
    </message>
    <message>
        <source>AOTAutograd</source>
        <translation>AOTAutograd</translation>
    </message>
    <message>
        <source>Inductor</source>
        <translation>Inductor</translation>
    </message>
    <message>
        <source>Code generation</source>
        <translation>Codeerzeugung</translation>
    </message>
    <message>
        <source>By phase</source>
        <translation>Nach Phase</translation>
    </message>
    <message>
        <source>%1: Dynamo restarted its analysis; the graphs are of the last attempt, which PyTorch&apos;s records name %2 (TORCH_LOGS, and views that read them)</source>
        <translation>%1: Dynamo startete seine Analyse neu; die Graphen sind die des letzten Versuchs, den PyTorchs Aufzeichnungen %2 nennen (TORCH_LOGS und die Ansichten, die sie lesen)</translation>
    </message>
    <message>
        <source>Forward compile time</source>
        <translation>Kompilierzeit des Forward</translation>
    </message>
    <message numerus="yes">
        <source>Generated kernels: %n distinct, </source>
        <translation>
            <numerusform>Erzeugte Kernel: %n verschiedener, </numerusform>
            <numerusform>Erzeugte Kernel: %n verschiedene, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n launch(es) per call</source>
        <translation>
            <numerusform>%n Start je Aufruf</numerusform>
            <numerusform>%n Starts je Aufruf</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n extern call(s))</source>
        <translation>
            <numerusform> (%n externer Aufruf)</numerusform>
            <numerusform> (%n externe Aufrufe)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n snapshot(s) before a pass: the Passes view)</source>
        <translation>
            <numerusform>%1 (und %n Stand vor einem Pass: Ansicht „Passes“)</numerusform>
            <numerusform>%1 (und %n Stände vor einem Pass: Ansicht „Passes“)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::viewers::CompileTimeChart</name>
    <message>
        <source>rank %1 </source>
        <translation>Rank %1 </translation>
    </message>
    <message>
        <source>No compile times recorded</source>
        <translation>Keine Kompilierzeiten aufgezeichnet</translation>
    </message>
    <message>
        <source>No run open</source>
        <translation>Kein Lauf geöffnet</translation>
    </message>
    <message>
        <source>This run&apos;s traces have no compilation metrics (compilation_metrics records) with a compile time.</source>
        <translation>Die Traces dieses Laufs enthalten keine Kompilierungsmetriken (compilation_metrics-Einträge) mit einer Kompilierzeit.</translation>
    </message>
    <message>
        <source>Open a trace to see where compile time went.</source>
        <translation>Öffnen Sie einen Trace, um zu sehen, wohin die Kompilierzeit ging.</translation>
    </message>
    <message>
        <source> (failed)</source>
        <translation> (fehlgeschlagen)</translation>
    </message>
    <message>
        <source> (recompile)</source>
        <translation> (Neukompilierung)</translation>
    </message>
    <message>
        <source>Compile time per compile id and phase (s)</source>
        <translation>Kompilierzeit je Compile-ID und Phase (s)</translation>
    </message>
    <message>
        <source>Dynamo</source>
        <translation>Dynamo</translation>
    </message>
    <message>
        <source>AOTAutograd</source>
        <translation>AOTAutograd</translation>
    </message>
    <message>
        <source>Inductor</source>
        <translation>Inductor</translation>
    </message>
    <message>
        <source>Code generation</source>
        <translation>Codeerzeugung</translation>
    </message>
    <message>
        <source>other / not split</source>
        <translation>Sonstiges / nicht aufgeteilt</translation>
    </message>
    <message>
        <source>Backward (compiled later)</source>
        <translation>Backward (später kompiliert)</translation>
    </message>
    <message>
        <source> (recompile limit)</source>
        <translation> (Neukompilierungslimit)</translation>
    </message>
    <message>
        <source>%1
%2: %3 s of %4 s</source>
        <translation>%1
%2: %3 s von %4 s</translation>
    </message>
</context>
<context>
    <name>cs::viewers::CompileTreeModel</name>
    <message>
        <source>Rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>(unknown function)</source>
        <translation>(unbekannte Funktion)</translation>
    </message>
    <message numerus="yes">
        <source>%n compile(s)</source>
        <translation>
            <numerusform>%n Kompilierung</numerusform>
            <numerusform>%n Kompilierungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Dynamo compiled %1 (a decorator wrapped around this function)</source>
        <translation>Dynamo kompilierte %1 (einen Dekorator, der diese Funktion umhüllt)</translation>
    </message>
    <message>
        <source>recompiled</source>
        <translation>neu kompiliert</translation>
    </message>
    <message>
        <source>compiled</source>
        <translation>kompiliert</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>no graph</source>
        <translation>kein Graph</translation>
    </message>
    <message>
        <source>no metrics</source>
        <translation>keine Metriken</translation>
    </message>
    <message>
        <source>Compile time: %1 s</source>
        <translation>Kompilierzeit: %1 s</translation>
    </message>
    <message>
        <source>Frame / compile id</source>
        <translation>Frame / Compile-ID</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Graph breaks</source>
        <translation>Graph-Breaks</translation>
    </message>
    <message>
        <source>Kernels</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>Breaks</translation>
    </message>
    <message>
        <source>via %1</source>
        <translation>über %1</translation>
    </message>
    <message>
        <source>size not recorded</source>
        <translation>Größe nicht aufgezeichnet</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n param(s), %2</source>
        <translation>
            <numerusform>%1 — ein Parameter, %2</numerusform>
            <numerusform>%1 — %n Parameter, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>DDP child</source>
        <translation>DDP-Teilgraph</translation>
    </message>
    <message numerus="yes">
        <source>%n distinct kernel(s)</source>
        <translation>
            <numerusform>%n Kernel</numerusform>
            <numerusform>%n verschiedene Kernel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n launch(es) per call: </source>
        <translation>
            <numerusform>%n Start je Aufruf: </numerusform>
            <numerusform>%n Starts je Aufruf: </numerusform>
        </translation>
    </message>
    <message>
        <source>compiled again</source>
        <translation>erneut kompiliert</translation>
    </message>
    <message>
        <source>compiled after reset</source>
        <translation>nach Reset kompiliert</translation>
    </message>
    <message>
        <source>recompile limit</source>
        <translation>Neukompilierungslimit</translation>
    </message>
    <message>
        <source>Compile time: %3 s in all, %1 s for the forward (summary&apos;s first number) and %2 s for its backward, compiled later at the first backward call</source>
        <translation>Kompilierzeit: %3 s insgesamt, %1 s für den Forward (die erste Zahl von summary) und %2 s für seinen Backward, später beim ersten Backward-Aufruf kompiliert</translation>
    </message>
    <message>
        <source>Compile time, a backward compiled later included (as the findings and the Compile time view count it); the cell&apos;s tooltip splits forward and backward</source>
        <translation>Kompilierzeit, ein später kompilierter Backward eingeschlossen (wie die Befunde und die Ansicht Kompilierzeit sie zählen); der Tooltip der Zelle teilt sie in Forward und Backward</translation>
    </message>
    <message numerus="yes">
        <source>%1 of generated kernels, %n extern call(s)</source>
        <translation>
            <numerusform>%1 erzeugter Kernel, %n externer Aufruf</numerusform>
            <numerusform>%1 erzeugter Kernel, %n externe Aufrufe</numerusform>
        </translation>
    </message>
    <message>
        <source>resume in %1 at %2</source>
        <translation>Fortsetzung in %1 ab Zeile %2</translation>
    </message>
    <message>
        <source>Fwd+bwd</source>
        <translation>Vorw.+Rückw.</translation>
    </message>
</context>
<context>
    <name>cs::viewers::CudaGraphsModel</name>
    <message>
        <source>captured</source>
        <translation>erfasst</translation>
    </message>
    <message>
        <source>partitioned</source>
        <translation>partitioniert</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Compile id</source>
        <translation>Compile-ID</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA-Graphen</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>Launches outside graphs</source>
        <translation>Starts außerhalb von Graphen</translation>
    </message>
</context>
<context>
    <name>cs::viewers::DiagnosticsModel</name>
    <message>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schwere</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>cs::viewers::DiffTables</name>
    <message>
        <source>Function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Status A</source>
        <translation>Status A</translation>
    </message>
    <message>
        <source>Status B</source>
        <translation>Status B</translation>
    </message>
    <message>
        <source>Time A</source>
        <translation>Zeit A</translation>
    </message>
    <message>
        <source>Time B</source>
        <translation>Zeit B</translation>
    </message>
    <message>
        <source>Δ time</source>
        <translation>Δ Zeit</translation>
    </message>
    <message>
        <source>Kernels A</source>
        <translation>Kernel A</translation>
    </message>
    <message>
        <source>Kernels B</source>
        <translation>Kernel B</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Was sich änderte</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>graph break</source>
        <translation>Graph-Break</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>behoben</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>recompiles</source>
        <translation>Neukompilierungen</translation>
    </message>
    <message>
        <source>recompile limit</source>
        <translation>Neukompilierungslimit</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>Graph A</source>
        <translation>Graph A</translation>
    </message>
    <message>
        <source>Graph B</source>
        <translation>Graph B</translation>
    </message>
    <message>
        <source>Nodes A</source>
        <translation>Knoten A</translation>
    </message>
    <message>
        <source>Nodes B</source>
        <translation>Knoten B</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Hinzugefügt</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Entfernt</translation>
    </message>
    <message>
        <source>Fusion</source>
        <translation>Fusion</translation>
    </message>
    <message>
        <source>%1 split, %2 merged</source>
        <translation>%1 aufgeteilt, %2 zusammengeführt</translation>
    </message>
    <message>
        <source>identical</source>
        <translation>identisch</translation>
    </message>
    <message>
        <source>Kernel A</source>
        <translation>Kernel A</translation>
    </message>
    <message>
        <source>Compile A</source>
        <translation>Kompilierung A</translation>
    </message>
    <message>
        <source>Kernel B</source>
        <translation>Kernel B</translation>
    </message>
    <message>
        <source>Compile B</source>
        <translation>Kompilierung B</translation>
    </message>
    <message>
        <source>Matched by</source>
        <translation>Zugeordnet über</translation>
    </message>
    <message>
        <source>Median A</source>
        <translation>Median A</translation>
    </message>
    <message>
        <source>Median B</source>
        <translation>Median B</translation>
    </message>
    <message>
        <source>Δ [95% interval]</source>
        <translation>Δ [95-%-Intervall]</translation>
    </message>
    <message>
        <source>p (Holm)</source>
        <translation>p (Holm)</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>same code</source>
        <translation>gleicher Code</translation>
    </message>
    <message>
        <source>same origins</source>
        <translation>gleiche Herkunft</translation>
    </message>
    <message>
        <source>similar source (%1%)</source>
        <translation>ähnlicher Quelltext (%1%)</translation>
    </message>
    <message>
        <source>(autotune candidate)</source>
        <translation>(Autotuning-Kandidat)</translation>
    </message>
    <message>
        <source>graph %1 (GPU time per call)</source>
        <translation>Graph %1 (GPU-Zeit pro Aufruf)</translation>
    </message>
    <message>
        <source>kernel time per step (every graph once)</source>
        <translation>Kernelzeit pro Schritt (jeder Graph einmal)</translation>
    </message>
    <message>
        <source>step time (profiler trace)</source>
        <translation>Schrittzeit (Profiler-Trace)</translation>
    </message>
    <message>
        <source>per step</source>
        <translation>pro Schritt</translation>
    </message>
    <message>
        <source>in total</source>
        <translation>insgesamt</translation>
    </message>
    <message>
        <source>kernel launches %1</source>
        <translation>Kernel-Starts %1</translation>
    </message>
    <message>
        <source>GPU busy %1</source>
        <translation>GPU belegt %1</translation>
    </message>
    <message>
        <source>CPU operators %1</source>
        <translation>CPU-Operatoren %1</translation>
    </message>
    <message>
        <source>peak memory</source>
        <translation>Spitzenspeicher</translation>
    </message>
    <message>
        <source>operator %1 (self time %2)</source>
        <translation>Operator %1 (Eigenzeit %2)</translation>
    </message>
    <message>
        <source>Compile time</source>
        <translation>Kompilierzeit</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>cache hits / misses</source>
        <translation>Cache-Treffer / -Fehlschläge</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>Software</translation>
    </message>
    <message>
        <source>Read from A</source>
        <translation>Gelesen aus A</translation>
    </message>
    <message>
        <source>Read from B</source>
        <translation>Gelesen aus B</translation>
    </message>
    <message>
        <source>global state %1: %2 → %3</source>
        <translation>globaler Zustand %1: %2 → %3</translation>
    </message>
</context>
<context>
    <name>cs::viewers::DisplayText</name>
    <message>
        <source> … %1 more characters … </source>
        <translation> … %1 weitere Zeichen … </translation>
    </message>
</context>
<context>
    <name>cs::viewers::ExplorerPane</name>
    <message>
        <source>Copy as Text</source>
        <translation>Als Text kopieren</translation>
    </message>
</context>
<context>
    <name>cs::viewers::FailuresModel</name>
    <message numerus="yes">
        <source>restart (%n)</source>
        <translation>
            <numerusform>Neustart (%n)</numerusform>
            <numerusform>Neustarts (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>recompile limit</source>
        <translation>Neukompilierungslimit</translation>
    </message>
    <message>
        <source>Compile id</source>
        <translation>Compile-ID</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Stelle</translation>
    </message>
</context>
<context>
    <name>cs::viewers::Findings</name>
    <message>
        <source>Graph break: %1</source>
        <translation>Graph-Break: %1</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Behebung</translation>
    </message>
    <message>
        <source>How to fix</source>
        <translation>Behebung</translation>
    </message>
    <message>
        <source>PyTorch&apos;s hints</source>
        <translation>Hinweise von PyTorch</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Gesehen</translation>
    </message>
    <message numerus="yes">
        <source>%n time(s), in %1</source>
        <translation>
            <numerusform>%n-mal, in %1</numerusform>
            <numerusform>%n-mal, in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Run time</source>
        <translation>Laufzeit</translation>
    </message>
    <message numerus="yes">
        <source>%1 ms outside compiled graphs over %n call(s) (%2 µs per call, from the profiler trace)</source>
        <translation>
            <numerusform>%1 ms außerhalb kompilierter Graphen über %n Aufruf (%2 µs pro Aufruf, aus dem Profiler-Trace)</numerusform>
            <numerusform>%1 ms außerhalb kompilierter Graphen über %n Aufrufe (%2 µs pro Aufruf, aus dem Profiler-Trace)</numerusform>
        </translation>
    </message>
    <message>
        <source>Resumes in</source>
        <translation>Fortgesetzt in</translation>
    </message>
    <message>
        <source>User stack</source>
        <translation>Nutzer-Stack</translation>
    </message>
    <message numerus="yes">
        <source>%1 recompiled %n time(s)</source>
        <translation>
            <numerusform>%1 wurde %n-mal neu kompiliert</numerusform>
            <numerusform>%1 wurde %n-mal neu kompiliert</numerusform>
        </translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <source>Compile time in recompiles</source>
        <translation>Kompilierzeit in Neukompilierungen</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Sturm</translation>
    </message>
    <message>
        <source>this function recompiles again and again; fix the first guard below</source>
        <translation>diese Funktion wird immer wieder neu kompiliert; beheben Sie den ersten Guard unten</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <source>the recompile limit was hit: later calls run without compilation</source>
        <translation>das Neukompilierungslimit wurde erreicht: spätere Aufrufe laufen ohne Kompilierung</translation>
    </message>
    <message>
        <source>Recompiles</source>
        <translation>Neukompilierungen</translation>
    </message>
    <message>
        <source>Recompile [%1] of %2</source>
        <translation>Neukompilierung [%1] von %2</translation>
    </message>
    <message>
        <source>Guard that failed</source>
        <translation>Fehlgeschlagener Guard</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Betrifft</translation>
    </message>
    <message>
        <source>, dim %1</source>
        <translation>, Dimension %1</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <source>Actual</source>
        <translation>Tatsächlich</translation>
    </message>
    <message>
        <source>Cache entry</source>
        <translation>Cache-Eintrag</translation>
    </message>
    <message>
        <source>Made dynamic</source>
        <translation>Dynamisch gemacht</translation>
    </message>
    <message>
        <source>Suggestion</source>
        <translation>Vorschlag</translation>
    </message>
    <message>
        <source>Older cache entries also failed on</source>
        <translation>Ältere Cache-Einträge scheiterten auch an</translation>
    </message>
    <message>
        <source>Every cache entry&apos;s failure</source>
        <translation>Fehlschlag jedes Cache-Eintrags</translation>
    </message>
    <message>
        <source>Recorded user line</source>
        <translation>Aufgezeichnete Nutzerzeile</translation>
    </message>
    <message>
        <source>Recompile limit hit in %1 [%2]</source>
        <translation>Neukompilierungslimit erreicht in %1 [%2]</translation>
    </message>
    <message>
        <source>Compile of %1 [%2] failed</source>
        <translation>Kompilierung von %1 [%2] fehlgeschlagen</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>Neustarts</translation>
    </message>
    <message numerus="yes">
        <source>analysis restarted %n time(s) before failing</source>
        <translation>
            <numerusform>Analyse vor dem Fehlschlag %n-mal neu gestartet</numerusform>
            <numerusform>Analyse vor dem Fehlschlag %n-mal neu gestartet</numerusform>
        </translation>
    </message>
    <message>
        <source>Restart reasons</source>
        <translation>Gründe für Neustarts</translation>
    </message>
    <message>
        <source>Analysis of %1 [%2] restarted</source>
        <translation>Analyse von %1 [%2] neu gestartet</translation>
    </message>
    <message numerus="yes">
        <source>%n restart(s), %1 s of tracing discarded</source>
        <translation>
            <numerusform>%n Neustart, %1 s Tracing verworfen</numerusform>
            <numerusform>%n Neustarts, %1 s Tracing verworfen</numerusform>
        </translation>
    </message>
    <message>
        <source>Because</source>
        <translation>Weil</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Was sich änderte</translation>
    </message>
    <message numerus="yes">
        <source>… %n more (Copy as Text has them all)</source>
        <translation>
            <numerusform>… ein weiterer („Als Text kopieren“ enthält alle)</numerusform>
            <numerusform>… %n weitere („Als Text kopieren“ enthält alle)</numerusform>
        </translation>
    </message>
    <message>
        <source>Added compile time</source>
        <translation>Zusätzliche Kompilierzeit</translation>
    </message>
    <message numerus="yes">
        <source>%1 s: the tracing Dynamo threw away when this break restarted its analysis (dynamo_time_before_restart_s, summed over %n compile(s))</source>
        <translation>
            <numerusform>%1 s: das Tracing, das Dynamo verwarf, als dieser Break seine Analyse neu startete (dynamo_time_before_restart_s, über eine Kompilierung summiert)</numerusform>
            <numerusform>%1 s: das Tracing, das Dynamo verwarf, als dieser Break seine Analyse neu startete (dynamo_time_before_restart_s, über %n Kompilierungen summiert)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 not recorded</source>
        <translation>%1 nicht aufgezeichnet</translation>
    </message>
    <message>
        <source>%1 %2 s</source>
        <translation>%1 %2 s</translation>
    </message>
    <message>
        <source>Compiles around it</source>
        <translation>Kompilierungen drumherum</translation>
    </message>
    <message>
        <source>%1 s in %2 (entire_frame_compile_time_s). Not caused by the break alone: without it the same code would still compile, as one frame.</source>
        <translation>%1 s in %2 (entire_frame_compile_time_s). Nicht allein durch den Break verursacht: ohne ihn würde derselbe Code trotzdem kompiliert, als ein Frame.</translation>
    </message>
    <message>
        <source>Compile id</source>
        <translation>Compile-ID</translation>
    </message>
    <message>
        <source>Logged at</source>
        <translation>Geloggt in</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <source>max-autotune could not compile or run this candidate (for example, it needs more shared memory than the GPU has) and left it out; the kernel was chosen among the other candidates. Each rejected candidate still costs compile time.</source>
        <translation>max-autotune konnte diesen Kandidaten nicht kompilieren oder ausführen (er braucht z. B. mehr Shared Memory, als die GPU hat) und hat ihn ausgelassen; der Kernel wurde unter den anderen Kandidaten gewählt. Jeder abgelehnte Kandidat kostet trotzdem Kompilierzeit.</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>CUDA graphs of %1 [%2]: %3</source>
        <translation>CUDA-Graphen von %1 [%2]: %3</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>Partitionen</translation>
    </message>
    <message>
        <source>%1 of %2 cudagraphable</source>
        <translation>%1 von %2 CUDA-Graph-fähig</translation>
    </message>
    <message>
        <source>Launches per call</source>
        <translation>Starts je Aufruf</translation>
    </message>
    <message>
        <source>%1, of them outside CUDA graphs: %2</source>
        <translation>%1, davon außerhalb von CUDA-Graphen: %2</translation>
    </message>
    <message>
        <source>Skipped because</source>
        <translation>Übersprungen, weil</translation>
    </message>
    <message>
        <source>Found from</source>
        <translation>Gefunden in</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>logged at run time without a compile id; given to this region by log order and its stack</source>
        <translation>zur Laufzeit ohne Compile-ID geloggt; dieser Region nach Log-Reihenfolge und Stack zugeordnet</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Kept outside CUDA graphs</source>
        <translation>Außerhalb von CUDA-Graphen gehalten</translation>
    </message>
    <message>
        <source>%1 recorded once per input size</source>
        <translation>%1 einmal je Eingabegröße aufgezeichnet</translation>
    </message>
    <message>
        <source>CUDA graphs were on; a skip found at run time is only logged with TORCH_LOGS=cudagraphs</source>
        <translation>CUDA-Graphen waren an; ein zur Laufzeit gefundenes Überspringen wird nur mit TORCH_LOGS=cudagraphs geloggt</translation>
    </message>
    <message>
        <source>Saved by the fix</source>
        <translation>Durch die Behebung gespart</translation>
    </message>
    <message>
        <source>Other cache entries also failed on (the newest first)</source>
        <translation>Andere Cache-Einträge scheiterten ebenfalls an (der neueste zuerst)</translation>
    </message>
    <message numerus="yes">
        <source>%n restart(s); the tracing discarded, the log does not record (no metrics)</source>
        <translation>
            <numerusform>%n Neustart; wie viel Tracing verworfen wurde, hält das Log nicht fest (keine Metriken)</numerusform>
            <numerusform>%n Neustarts; wie viel Tracing verworfen wurde, hält das Log nicht fest (keine Metriken)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::viewers::FixFirstPane</name>
    <message>
        <source>%1 s of compile time</source>
        <translation>%1 s Kompilierzeit</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>Fehlschläge</translation>
    </message>
    <message>
        <source>Recompiles</source>
        <translation>Neukompilierungen</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA-Graphen</translation>
    </message>
    <message>
        <source>Graph breaks</source>
        <translation>Graph-Breaks</translation>
    </message>
    <message>
        <source>Compile time</source>
        <translation>Kompilierzeit</translation>
    </message>
    <message>
        <source>What to fix first</source>
        <translation>Was zuerst zu beheben ist</translation>
    </message>
    <message>
        <source>Coverage:</source>
        <translation>Abdeckung:</translation>
    </message>
    <message>
        <source>Input:</source>
        <translation>Eingabe:</translation>
    </message>
    <message>
        <source>A profiler trace alone says how long the compiled code ran, not why: its kernels are in the Kernels view. Open it together with the run&apos;s TORCH_TRACE log (File &gt; Open, both files) to see graph breaks, recompiles and compile time.</source>
        <translation>Ein Profiler-Trace allein sagt, wie lange der kompilierte Code lief, nicht warum: seine Kernel stehen in der Kernel-Ansicht. Zusammen mit dem TORCH_TRACE-Log des Laufs öffnen (Datei &gt; Öffnen, beide Dateien), um Graph-Breaks, Neukompilierungen und Kompilierzeit zu sehen.</translation>
    </message>
    <message>
        <source>Nothing to fix: no graph breaks, recompiles or failures were recorded.</source>
        <translation>Nichts zu beheben: Es wurden keine Graph-Breaks, Neukompilierungen oder Fehlschläge aufgezeichnet.</translation>
    </message>
    <message>
        <source>Ranked by what each costs: failures and recompile-limit hits first (that code runs eagerly), then what costs time on every call (CUDA graphs not captured, graph breaks a profiler timed), then recompiles and graph breaks by compile time.</source>
        <translation>Nach Kosten geordnet: zuerst Fehlschläge und erreichte Neukompilierungslimits (dieser Code läuft eager), dann was bei jedem Aufruf Zeit kostet (nicht erfasste CUDA-Graphen, von einem Profiler gemessene Graph-Breaks), dann Neukompilierungen und Graph-Breaks nach Kompilierzeit.</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Warum: %1</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Behebung: %1</translation>
    </message>
    <message>
        <source>Show in %1 ›</source>
        <translation>In %1 zeigen ›</translation>
    </message>
    <message>
        <source>There is nothing of torch.compile to fix in these files. The program&apos;s graph is in the Graph view, its inputs, outputs and dynamic dimensions in the Inputs view, the kernels compiled ahead of time in the Kernels view.</source>
        <translation>In diesen Dateien gibt es an torch.compile nichts zu beheben. Der Graph des Programms steht in der Ansicht „Graph“, seine Eingaben, Ausgaben und dynamischen Dimensionen in der Ansicht „Eingaben“, die vorab kompilierten Kernel in der Ansicht „Kernel“.</translation>
    </message>
    <message>
        <source>saves about %1 s of compile time</source>
        <translation>spart etwa %1 s Kompilierzeit</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Meldungen</translation>
    </message>
</context>
<context>
    <name>cs::viewers::FleetTableModel</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Time added</source>
        <translation>Zusätzliche Zeit</translation>
    </message>
    <message>
        <source>Compile time the breaks at this site added, over all logs</source>
        <translation>Kompilierzeit, die die Graph-Breaks an dieser Stelle hinzufügten, über alle Logs</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>Jobs with at least one break here</source>
        <translation>Jobs mit mindestens einem Graph-Break hier</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>Logs</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>Breaks</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
</context>
<context>
    <name>cs::viewers::FleetView</name>
    <message>
        <source>Break sites by time added</source>
        <translation>Graph-Break-Stellen nach zusätzlicher Zeit</translation>
    </message>
    <message>
        <source>Break sites by jobs hit</source>
        <translation>Graph-Break-Stellen nach betroffenen Jobs</translation>
    </message>
    <message>
        <source>Recompiles</source>
        <translation>Neukompilierungen</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>Compile time</source>
        <translation>Kompilierzeit</translation>
    </message>
    <message>
        <source>Compile time of the recompiles this cause made</source>
        <translation>Kompilierzeit der Neukompilierungen aus dieser Ursache</translation>
    </message>
    <message>
        <source>Limit hits</source>
        <translation>Limit erreicht</translation>
    </message>
    <message>
        <source>Recompiles that hit the recompile limit</source>
        <translation>Neukompilierungen, die das Neukompilierungslimit erreichten</translation>
    </message>
    <message>
        <source>Guard category</source>
        <translation>Guard-Kategorie</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Recompile causes</source>
        <translation>Neukompilierungsursachen</translation>
    </message>
    <message>
        <source>Compile time by phase</source>
        <translation>Kompilierzeit nach Phase</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>Fehlschläge</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>Logs</translation>
    </message>
    <message>
        <source>Logs with a failed compile</source>
        <translation>Logs mit einer fehlgeschlagenen Kompilierung</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>First failure</source>
        <translation>Erster Fehlschlag</translation>
    </message>
    <message>
        <source>Failing jobs</source>
        <translation>Fehlschlagende Jobs</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Unreadable logs</source>
        <translation>Unlesbare Logs</translation>
    </message>
    <message>
        <source>Compare cohorts</source>
        <translation>Kohorten vergleichen</translation>
    </message>
    <message>
        <source>Open a fleet store (the folder `compilescope fleet index` wrote, or its fleet.sqlite).</source>
        <translation>Öffnen Sie einen Flottenspeicher (den Ordner, den `compilescope fleet index` schrieb, oder seine fleet.sqlite).</translation>
    </message>
    <message>
        <source>Open the log&apos;s folder</source>
        <translation>Ordner des Logs öffnen</translation>
    </message>
    <message>
        <source>Open job&apos;s run</source>
        <translation>Lauf des Jobs öffnen</translation>
    </message>
    <message>
        <source>Opens the trace folder of the log this row came from, in a new window</source>
        <translation>Öffnet den Trace-Ordner des Logs, aus dem diese Zeile stammt, in einem neuen Fenster</translation>
    </message>
    <message>
        <source>torch version</source>
        <translation>torch-Version</translation>
    </message>
    <message>
        <source>job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>week</source>
        <translation>Woche</translation>
    </message>
    <message>
        <source>By:</source>
        <translation>Nach:</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Compiles</source>
        <translation>Kompilierungen</translation>
    </message>
    <message>
        <source>Dynamo</source>
        <translation>Dynamo</translation>
    </message>
    <message>
        <source>AOTAutograd</source>
        <translation>AOTAutograd</translation>
    </message>
    <message>
        <source>Inductor</source>
        <translation>Inductor</translation>
    </message>
    <message>
        <source>Code generation</source>
        <translation>Codeerzeugung</translation>
    </message>
    <message>
        <source>A cohort: torch=VERSION, job=GLOB or week=YYYY-Www</source>
        <translation>Eine Kohorte: torch=VERSION, job=GLOB oder week=YYYY-Www</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Before:</source>
        <translation>Vorher:</translation>
    </message>
    <message>
        <source>After:</source>
        <translation>Nachher:</translation>
    </message>
    <message>
        <source>Time added</source>
        <translation>Zusätzliche Zeit</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>Breaks</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Break sites that appeared (after, never before)</source>
        <translation>Hinzugekommene Graph-Break-Stellen (nachher, nie vorher)</translation>
    </message>
    <message>
        <source>Break sites that disappeared</source>
        <translation>Verschwundene Graph-Break-Stellen</translation>
    </message>
    <message>
        <source>Recompile causes that appeared</source>
        <translation>Hinzugekommene Neukompilierungsursachen</translation>
    </message>
    <message>
        <source>Recompile causes that disappeared</source>
        <translation>Verschwundene Neukompilierungsursachen</translation>
    </message>
    <message>
        <source>Could not read the fleet store: %1</source>
        <translation>Flottenspeicher konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Reading the fleet store %1…</source>
        <translation>Flottenspeicher %1 wird gelesen…</translation>
    </message>
    <message>
        <source>The top %1 of each list, answered in %2 ms. Double-click a row, or use its context menu, to open the job&apos;s run.</source>
        <translation>Die ersten %1 jeder Liste, beantwortet in %2 ms. Doppelklicken Sie eine Zeile oder nutzen Sie ihr Kontextmenü, um den Lauf des Jobs zu öffnen.</translation>
    </message>
    <message>
        <source>Choose two cohorts to compare.</source>
        <translation>Wählen Sie zwei Kohorten zum Vergleich.</translation>
    </message>
    <message>
        <source>Comparing %1 with %2…</source>
        <translation>%1 wird mit %2 verglichen…</translation>
    </message>
    <message>
        <source>Change %1%2 (95% interval %3 to %4, Welch): %5. Typical log&apos;s shift (Hodges-Lehmann) %6 (95% interval %7 to %8).</source>
        <translation>Änderung %1%2 (95%-Intervall %3 bis %4, Welch): %5. Verschiebung eines typischen Logs (Hodges-Lehmann) %6 (95%-Intervall %7 bis %8).</translation>
    </message>
    <message>
        <source>a real change</source>
        <translation>eine echte Änderung</translation>
    </message>
    <message>
        <source>not distinguishable from no change</source>
        <translation>nicht von keiner Änderung zu unterscheiden</translation>
    </message>
    <message>
        <source>Too few logs on a side for an interval (two at least).</source>
        <translation>Zu wenige Logs auf einer Seite für ein Intervall (mindestens zwei).</translation>
    </message>
    <message>
        <source>Compared in %1 ms.</source>
        <translation>Verglichen in %1 ms.</translation>
    </message>
    <message>
        <source>No run to open for this row: %1</source>
        <translation>Kein Lauf zu öffnen für diese Zeile: %1</translation>
    </message>
    <message>
        <source>The run of job %1 is no longer there: %2 (indexed in the store, since moved or deleted).</source>
        <translation>Der Lauf von Job %1 ist nicht mehr da: %2 (im Speicher indiziert, seitdem verschoben oder gelöscht).</translation>
    </message>
    <message>
        <source>Opening the run of job %1: %2</source>
        <translation>Lauf von Job %1 wird geöffnet: %2</translation>
    </message>
    <message>
        <source>%1 — %2 logs of %3 jobs (%4 ok, %5 read in part, %6 unreadable) · %7 · %8 · %9 · %10 · %11 compile time</source>
        <translation>%1 — %2 Logs aus %3 Jobs (%4 in Ordnung, %5 teilweise gelesen, %6 unlesbar) · %7 · %8 · %9 · %10 · %11 Kompilierzeit</translation>
    </message>
    <message numerus="yes">
        <source>%n compile(s)</source>
        <translation>
            <numerusform>%n Kompilierung</numerusform>
            <numerusform>%n Kompilierungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n graph break(s)</source>
        <translation>
            <numerusform>%n Graph-Break</numerusform>
            <numerusform>%n Graph-Breaks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recompile(s)</source>
        <translation>
            <numerusform>%n Neukompilierung</numerusform>
            <numerusform>%n Neukompilierungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failure(s)</source>
        <translation>
            <numerusform>%n Fehlschlag</numerusform>
            <numerusform>%n Fehlschläge</numerusform>
        </translation>
    </message>
    <message>
        <source>Parts of the store could not be read: %1</source>
        <translation>Teile des Speichers konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>No comparison to make by default: the store&apos;s readable logs have %1 and %2. Index logs of another torch version or week, or type two cohorts (job=GLOB) and press Compare.</source>
        <translation>Kein Vergleich als Voreinstellung: die lesbaren Logs des Speichers haben %1 und %2. Logs einer anderen torch-Version oder Woche indizieren oder zwei Kohorten eingeben (job=GLOB) und Vergleichen drücken.</translation>
    </message>
    <message>
        <source>no torch version</source>
        <translation>keine torch-Version</translation>
    </message>
    <message>
        <source>one torch version (%1)</source>
        <translation>eine torch-Version (%1)</translation>
    </message>
    <message>
        <source>one week (%1)</source>
        <translation>eine Woche (%1)</translation>
    </message>
    <message>
        <source>no week</source>
        <translation>keine Woche</translation>
    </message>
    <message numerus="yes">
        <source>%n log(s)</source>
        <translation>
            <numerusform>%n Log</numerusform>
            <numerusform>%n Logs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) → %3 (%4): compile time per log %5 → %6</source>
        <translation>%1 (%2) → %3 (%4): Kompilierzeit pro Log %5 → %6</translation>
    </message>
    <message>
        <source>Backward, later</source>
        <translation>Backward, später</translation>
    </message>
    <message>
        <source>The backward graphs, compiled at their first backward call: not part of the compile time, whose parts are the columns before</source>
        <translation>Die Backward-Graphen, kompiliert bei ihrem ersten Backward-Aufruf: nicht Teil der Kompilierzeit, deren Anteile die Spalten davor sind</translation>
    </message>
</context>
<context>
    <name>cs::viewers::FusionDecisionsModel</name>
    <message>
        <source>fuse</source>
        <translation>fusionieren</translation>
    </message>
    <message>
        <source>reject</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>benchmark</source>
        <translation>Benchmark</translation>
    </message>
    <message>
        <source>reorder</source>
        <translation>Umordnung</translation>
    </message>
    <message>
        <source>%1 (nested %2)</source>
        <translation>%1 (verschachtelt %2)</translation>
    </message>
    <message>
        <source>%1 (scan)</source>
        <translation>%1 (Suche)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Node A</source>
        <translation>Knoten A</translation>
    </message>
    <message>
        <source>Node B</source>
        <translation>Knoten B</translation>
    </message>
    <message>
        <source>Reason category</source>
        <translation>Grundkategorie</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
</context>
<context>
    <name>cs::viewers::FusionDetails</name>
    <message numerus="yes">
        <source>… %n more</source>
        <translation>
            <numerusform>… %n weiterer</numerusform>
            <numerusform>… %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Final node and kernel</source>
        <translation>Endknoten und Kernel</translation>
    </message>
    <message>
        <source>Final node</source>
        <translation>Endknoten</translation>
    </message>
    <message>
        <source> (the replay ends differently)</source>
        <translation> (die Wiedergabe endet anders)</translation>
    </message>
    <message>
        <source>none: no launch (a view or no-op)</source>
        <translation>keiner: kein Start (eine View oder No-op)</translation>
    </message>
    <message>
        <source>not found in the generated code</source>
        <translation>im generierten Code nicht gefunden</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Launched</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>%1, line %2 (found by %3)</source>
        <translation>%1, Zeile %2 (gefunden über %3)</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Provenienz</translation>
    </message>
    <message>
        <source>names this kernel for every node (%1)</source>
        <translation>nennt diesen Kernel für jeden Knoten (%1)</translation>
    </message>
    <message>
        <source>names another kernel for some nodes (%1)</source>
        <translation>nennt für einige Knoten einen anderen Kernel (%1)</translation>
    </message>
    <message>
        <source>Post-grad nodes</source>
        <translation>Post-grad-Knoten</translation>
    </message>
    <message>
        <source>Kept inside</source>
        <translation>Intern gehalten</translation>
    </message>
    <message>
        <source> — saves %1 of memory traffic</source>
        <translation> — spart %1 Speicherverkehr</translation>
    </message>
    <message>
        <source> — sizes are symbolic</source>
        <translation> — Größen sind symbolisch</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>%1 µs (median, newest profile run)</source>
        <translation>%1 µs (Median, neuester Profillauf)</translation>
    </message>
    <message>
        <source>not profiled yet (Kernels view ▸ Profile)</source>
        <translation>noch nicht profiliert (Ansicht „Kernel“ ▸ Profilieren)</translation>
    </message>
    <message>
        <source>The kernel&apos;s code appears once the Kernels view has read the generated code.</source>
        <translation>Der Code des Kernels erscheint, sobald die Ansicht „Kernel“ den generierten Code gelesen hat.</translation>
    </message>
    <message>
        <source>certain: the log names the graph</source>
        <translation>sicher: das Log nennt den Graphen</translation>
    </message>
    <message>
        <source>sure: its nodes match the graph&apos;s IR</source>
        <translation>gesichert: die Knoten passen zur IR des Graphen</translation>
    </message>
    <message>
        <source>likely: by order within its compile</source>
        <translation>wahrscheinlich: nach der Reihenfolge in der Kompilierung</translation>
    </message>
    <message>
        <source>uncertain: several graphs fit</source>
        <translation>unsicher: mehrere Graphen passen</translation>
    </message>
    <message>
        <source>unattributed</source>
        <translation>nicht zugeordnet</translation>
    </message>
    <message>
        <source>no fusion log</source>
        <translation>kein Fusions-Log</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Ranges</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <source>numel / rnumel</source>
        <translation>numel / rnumel</translation>
    </message>
    <message>
        <source>Reduction</source>
        <translation>Reduktion</translation>
    </message>
    <message>
        <source>Extern kernel</source>
        <translation>Externer Kernel</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Schreibt</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Liest</translation>
    </message>
    <message>
        <source>Mutates</source>
        <translation>Verändert</translation>
    </message>
    <message>
        <source>Depends on</source>
        <translation>Hängt ab von</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Verwendet von</translation>
    </message>
    <message>
        <source>Now in</source>
        <translation>Jetzt in</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n scheduler nodes), made by decision #%2</source>
        <translation>
            <numerusform>%1 (%n Scheduler-Knoten), entstanden durch Entscheidung #%2</numerusform>
            <numerusform>%1 (%n Scheduler-Knoten), entstanden durch Entscheidung #%2</numerusform>
        </translation>
    </message>
    <message>
        <source>not fused yet</source>
        <translation>noch nicht fusioniert</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>none recorded</source>
        <translation>keine aufgezeichnet</translation>
    </message>
    <message>
        <source>Loop body</source>
        <translation>Schleifenrumpf</translation>
    </message>
    <message>
        <source>Why are %1 and %2 separate?</source>
        <translation>Warum sind %1 und %2 getrennt?</translation>
    </message>
    <message>
        <source>They are one kernel.</source>
        <translation>Sie sind ein Kernel.</translation>
    </message>
    <message>
        <source>Inductor rejected the fusion (recorded).</source>
        <translation>Inductor hat die Fusion abgelehnt (aufgezeichnet).</translation>
    </message>
    <message>
        <source>The pair could never have been scored.</source>
        <translation>Das Paar konnte nie bewertet werden.</translation>
    </message>
    <message>
        <source>The record cannot tell “rejected” from “lost to a higher-scored fusion”.</source>
        <translation>Die Aufzeichnung kann „abgelehnt“ nicht von „einer höher bewerteten Fusion unterlegen“ unterscheiden.</translation>
    </message>
    <message>
        <source>The two names share scheduler nodes.</source>
        <translation>Die beiden Namen haben Scheduler-Knoten gemeinsam.</translation>
    </message>
    <message>
        <source>Recorded decisions</source>
        <translation>Aufgezeichnete Entscheidungen</translation>
    </message>
    <message>
        <source>From the IR&apos;s dependencies</source>
        <translation>Aus den Abhängigkeiten der IR</translation>
    </message>
    <message>
        <source>Settings that change the outcome</source>
        <translation>Einstellungen, die das Ergebnis ändern</translation>
    </message>
    <message>
        <source>This graph has no fusion log: TORCH_LOGS=fusion records Inductor&apos;s decisions (compilescope record sets it). Shown: the final groups from %1.</source>
        <translation>Dieser Graph hat kein Fusions-Log: TORCH_LOGS=fusion zeichnet die Entscheidungen von Inductor auf (compilescope record setzt es). Gezeigt: die endgültigen Gruppen aus %1.</translation>
    </message>
    <message>
        <source>Blocked, by reason</source>
        <translation>Blockiert, nach Grund</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>Settings that change it</source>
        <translation>Einstellungen, die es ändern</translation>
    </message>
    <message numerus="yes">
        <source>%n rejection(s) name no nodes (an older PyTorch&apos;s `cannot fuse (tag)` lines).</source>
        <translation>
            <numerusform>%n Ablehnung nennt keine Knoten (Zeilen `cannot fuse (tag)` eines älteren PyTorch).</numerusform>
            <numerusform>%n Ablehnungen nennen keine Knoten (Zeilen `cannot fuse (tag)` eines älteren PyTorch).</numerusform>
        </translation>
    </message>
    <message>
        <source>Values inside the reasons</source>
        <translation>Werte in den Gründen</translation>
    </message>
    <message>
        <source>Memory traffic fusion saved</source>
        <translation>Durch Fusion eingesparter Speicherverkehr</translation>
    </message>
    <message>
        <source>%1 in total (buffers kept inside kernels: %2)</source>
        <translation>%1 insgesamt (in Kerneln gehaltene Puffer: %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n fused node(s) with symbolic sizes not counted.</source>
        <translation>
            <numerusform>%n fusionierter Knoten mit symbolischen Größen nicht gezählt.</numerusform>
            <numerusform>%n fusionierte Knoten mit symbolischen Größen nicht gezählt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stayed alone</source>
        <translation>Allein geblieben</translation>
    </message>
    <message>
        <source>What the record cannot tell</source>
        <translation>Was die Aufzeichnung nicht sagen kann</translation>
    </message>
    <message>
        <source>Pairs that share no buffer, or lie beyond 64 users of a shared buffer, are never scored and leave no line; extern kernels and no-ops are left out; some checks refuse without a line; the score that orders candidates is never logged. A legal pair with no line was lost to a higher-scored fusion or refused silently: the record cannot tell which.</source>
        <translation>Paare ohne gemeinsamen Puffer oder jenseits von 64 Nutzern eines gemeinsamen Puffers werden nie bewertet und hinterlassen keine Zeile; externe Kernel und No-ops bleiben außen vor; manche Prüfungen lehnen ohne Zeile ab; die Bewertung, nach der Kandidaten geordnet werden, wird nie geloggt. Ein zulässiges Paar ohne Zeile ist einer höher bewerteten Fusion unterlegen oder wurde stillschweigend abgelehnt: Die Aufzeichnung kann nicht sagen, was davon.</translation>
    </message>
    <message>
        <source>Attribution: %1</source>
        <translation>Zuordnung: %1</translation>
    </message>
    <message>
        <source>%1 scheduler nodes → %2 fusion groups; %3 fusions, %4 rejections, %5 benchmark verdicts.</source>
        <translation>%1 Scheduler-Knoten → %2 Fusionsgruppen; %3 Fusionen, %4 Ablehnungen, %5 Benchmark-Urteile.</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s) of one node; </source>
        <translation>
            <numerusform>%n Kernel aus einem Knoten; </numerusform>
            <numerusform>%n Kernel aus je einem Knoten; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n extern or no-op node(s).</source>
        <translation>
            <numerusform>%n externer oder No-op-Knoten.</numerusform>
            <numerusform>%n externe oder No-op-Knoten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::viewers::FusionPane</name>
    <message>
        <source>The graph: compile id, forward / backward / inference, and how sure it is that the decisions belong to it</source>
        <translation>Der Graph: Compile-ID, Forward / Backward / Inferenz und wie sicher die Entscheidungen zu ihm gehören</translation>
    </message>
    <message>
        <source>Which decisions the list shows and the stepper stops at</source>
        <translation>Welche Entscheidungen die Liste zeigt und bei welchen der Schrittmodus anhält</translation>
    </message>
    <message>
        <source>Selected node only</source>
        <translation>Nur ausgewählter Knoten</translation>
    </message>
    <message>
        <source>Only the decisions about the selected node or kernel</source>
        <translation>Nur die Entscheidungen über den ausgewählten Knoten oder Kernel</translation>
    </message>
    <message>
        <source>Previous round (Ctrl+Left)</source>
        <translation>Vorherige Runde (Strg+Links)</translation>
    </message>
    <message>
        <source>Previous decision (Left)</source>
        <translation>Vorherige Entscheidung (Links)</translation>
    </message>
    <message>
        <source>Next decision (Right)</source>
        <translation>Nächste Entscheidung (Rechts)</translation>
    </message>
    <message>
        <source>Next round (Ctrl+Right)</source>
        <translation>Nächste Runde (Strg+Rechts)</translation>
    </message>
    <message>
        <source>Position in the decisions: left before fusion, right after the last decision</source>
        <translation>Position in den Entscheidungen: links vor der Fusion, rechts nach der letzten Entscheidung</translation>
    </message>
    <message>
        <source>Graph:</source>
        <translation>Graph:</translation>
    </message>
    <message>
        <source>Click a node for its details; Ctrl+click a second one: why are they separate?</source>
        <translation>Knoten anklicken für Details; Strg+Klick auf einen zweiten: warum sind sie getrennt?</translation>
    </message>
    <message>
        <source>scheduler node, post-grad node or kernel</source>
        <translation>Scheduler-Knoten, Post-grad-Knoten oder Kernel</translation>
    </message>
    <message>
        <source>Why separate?</source>
        <translation>Warum getrennt?</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Open a run to see its fusion decisions.</source>
        <translation>Öffnen Sie einen Lauf, um seine Fusionsentscheidungen zu sehen.</translation>
    </message>
    <message>
        <source>Replaying the fusion decisions…</source>
        <translation>Fusionsentscheidungen werden wiedergegeben …</translation>
    </message>
    <message>
        <source>The run has no compiled graph.</source>
        <translation>Der Lauf hat keinen kompilierten Graphen.</translation>
    </message>
    <message>
        <source>Graphviz could not lay the graph out (%1): nodes drawn in rows</source>
        <translation>Graphviz konnte den Graphen nicht anordnen (%1): Knoten in Zeilen gezeichnet</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n nodes)</source>
        <translation>
            <numerusform>%1 (%n Knoten)</numerusform>
            <numerusform>%1 (%n Knoten)</numerusform>
        </translation>
    </message>
    <message>
        <source>No fusion log: final groups shown</source>
        <translation>Kein Fusions-Log: endgültige Gruppen gezeigt</translation>
    </message>
    <message>
        <source>Before fusion · %1 nodes</source>
        <translation>Vor der Fusion · %1 Knoten</translation>
    </message>
    <message>
        <source>loop reordering</source>
        <translation>Schleifenumordnung</translation>
    </message>
    <message>
        <source>round %1 (%2 → %3 nodes)</source>
        <translation>Runde %1 (%2 → %3 Knoten)</translation>
    </message>
    <message>
        <source>Decision %1 of %2 · %3 · %4 nodes</source>
        <translation>Entscheidung %1 von %2 · %3 · %4 Knoten</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 · %n diagnostic(s)</source>
        <translation>
            <numerusform>%1: %2 · %n Diagnose</numerusform>
            <numerusform>%1: %2 · %n Diagnosen</numerusform>
        </translation>
    </message>
    <message>
        <source>This graph has no fusion log: TORCH_LOGS=fusion records the decisions.</source>
        <translation>Dieser Graph hat kein Fusions-Log: TORCH_LOGS=fusion zeichnet die Entscheidungen auf.</translation>
    </message>
    <message>
        <source>All decisions</source>
        <translation>Alle Entscheidungen</translation>
    </message>
    <message>
        <source>Fusions</source>
        <translation>Fusionen</translation>
    </message>
    <message>
        <source>Rejections</source>
        <translation>Ablehnungen</translation>
    </message>
    <message>
        <source>Benchmark verdicts</source>
        <translation>Benchmark-Urteile</translation>
    </message>
    <message>
        <source>Rejected: %1 (%2)</source>
        <translation>Abgelehnt: %1 (%2)</translation>
    </message>
    <message>
        <source>No scheduler nodes were recorded for this graph: its final groups, from %1.</source>
        <translation>Für diesen Graphen wurden keine Scheduler-Knoten aufgezeichnet: seine endgültigen Gruppen, aus %1.</translation>
    </message>
    <message>
        <source>The fusion decisions are replayed when this view is shown.</source>
        <translation>Die Fusionsentscheidungen werden wiedergegeben, sobald diese Ansicht gezeigt wird.</translation>
    </message>
    <message>
        <source>The fusion decisions are being replayed: the answer follows.</source>
        <translation>Die Fusionsentscheidungen werden wiedergegeben: Die Antwort folgt.</translation>
    </message>
    <message>
        <source>No fusion record: nothing to step through</source>
        <translation>Keine Fusionsaufzeichnung: nichts zum Durchschreiten</translation>
    </message>
    <message numerus="yes">
        <source>Graphviz laid this graph out far wider or taller than the view: drawn in %n bands, edges between bands not drawn</source>
        <translation>
            <numerusform>Graphviz hat diesen Graphen viel breiter oder höher als die Ansicht angeordnet: in %n Band gezeichnet, Kanten zwischen Bändern nicht gezeichnet</numerusform>
            <numerusform>Graphviz hat diesen Graphen viel breiter oder höher als die Ansicht angeordnet: in %n Bändern gezeichnet, Kanten zwischen Bändern nicht gezeichnet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — no fusion record, %n kernel call(s) in its code</source>
        <translation>
            <numerusform>%1 — keine Fusionsaufzeichnung, ein Kernel-Aufruf in seinem Code</numerusform>
            <numerusform>%1 — keine Fusionsaufzeichnung, %n Kernel-Aufrufe in seinem Code</numerusform>
        </translation>
    </message>
    <message>
        <source>To record Inductor&apos;s fusion decisions, run the script with “compilescope record -- python train.py” (it sets everything), or set TORCH_LOGS=fusion (the decisions) and TORCH_COMPILE_DEBUG=1 (the scheduler nodes before and after fusion).</source>
        <translation>Um die Fusionsentscheidungen von Inductor aufzuzeichnen, das Skript mit „compilescope record -- python train.py“ ausführen (es setzt alles), oder TORCH_LOGS=fusion (die Entscheidungen) und TORCH_COMPILE_DEBUG=1 (die Scheduler-Knoten vor und nach der Fusion) setzen.</translation>
    </message>
    <message>
        <source>No compiled graph</source>
        <translation>Kein kompilierter Graph</translation>
    </message>
    <message>
        <source>This run compiled no graph that Inductor fused (an export, or a run without Inductor).</source>
        <translation>Dieser Lauf hat keinen Graphen kompiliert, den Inductor fusioniert hat (ein Export oder ein Lauf ohne Inductor).</translation>
    </message>
    <message numerus="yes">
        <source>Its %n kernel call(s) (kernels and extern calls) are listed under Details, from %1.</source>
        <translation>
            <numerusform>Sein %n Kernel-Aufruf (Kernel und externe Aufrufe) steht unter Details, aus %1.</numerusform>
            <numerusform>Seine %n Kernel-Aufrufe (Kernel und externe Aufrufe) stehen unter Details, aus %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>No fusion record for %1</source>
        <translation>Keine Fusionsaufzeichnung für %1</translation>
    </message>
    <message>
        <source>This run has no fusion log: there are no fusion decisions to step through.</source>
        <translation>Dieser Lauf hat kein Fusions-Log: es gibt keine Fusionsentscheidungen zum Durchschreiten.</translation>
    </message>
    <message>
        <source>The run&apos;s fusion log holds no decisions and no scheduler nodes for this graph.</source>
        <translation>Das Fusions-Log des Laufs enthält für diesen Graphen weder Entscheidungen noch Scheduler-Knoten.</translation>
    </message>
    <message>
        <source>%1 — %2 → %3 — %4</source>
        <translation>%1 — %2 → %3 — %4</translation>
    </message>
    <message numerus="yes">
        <source>%n scheduler node(s)</source>
        <translation>
            <numerusform>%n Scheduler-Knoten</numerusform>
            <numerusform>%n Scheduler-Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fusion group(s), </source>
        <translation>
            <numerusform>%n Fusionsgruppe, </numerusform>
            <numerusform>%n Fusionsgruppen, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n Entscheidung</numerusform>
            <numerusform>%n Entscheidungen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::viewers::GraphPane</name>
    <message>
        <source>Find a node, op, kernel or source line</source>
        <translation>Knoten, Operation, Kernel oder Quellzeile suchen</translation>
    </message>
    <message>
        <source>Boxes: kernels</source>
        <translation>Kästchen: Kernel</translation>
    </message>
    <message>
        <source>Boxes: layers</source>
        <translation>Kästchen: Schichten</translation>
    </message>
    <message>
        <source>Boxes: statements</source>
        <translation>Kästchen: Anweisungen</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Triton</source>
        <translation>Triton</translation>
    </message>
    <message>
        <source>template</source>
        <translation>Template</translation>
    </message>
    <message>
        <source>C++</source>
        <translation>C++</translation>
    </message>
    <message>
        <source>extern</source>
        <translation>extern</translation>
    </message>
    <message>
        <source>segment</source>
        <translation>Segment</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>statement</source>
        <translation>Anweisung</translation>
    </message>
    <message>
        <source>Graphviz took longer than %1 s and was stopped; collapse more of the graph</source>
        <translation>Graphviz brauchte länger als %1 s und wurde gestoppt; fassen Sie mehr vom Graphen zusammen</translation>
    </message>
    <message>
        <source>Graphviz took longer</source>
        <translation>Graphviz brauchte zu lange</translation>
    </message>
    <message>
        <source>Graphviz failed: %1</source>
        <translation>Graphviz ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>No node matches “%1”</source>
        <translation>Kein Knoten passt zu „%1“</translation>
    </message>
    <message>
        <source>Export graph</source>
        <translation>Graph exportieren</translation>
    </message>
    <message>
        <source>SVG (*.svg);;PNG (*.png)</source>
        <translation>SVG (*.svg);;PNG (*.png)</translation>
    </message>
    <message>
        <source>Could not export to %1</source>
        <translation>Export nach %1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>Reading the graphs…</source>
        <translation>Lese die Graphen…</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n node(s))</source>
        <translation>
            <numerusform>%1 (%n Knoten)</numerusform>
            <numerusform>%1 (%n Knoten)</numerusform>
        </translation>
    </message>
    <message>
        <source>This run has no graphs in its traces</source>
        <translation>Dieser Lauf hat keine Graphen in seinen Traces</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Lese %1…</translation>
    </message>
    <message>
        <source>Graphviz `dot` is not installed</source>
        <translation>Graphviz `dot` ist nicht installiert</translation>
    </message>
    <message numerus="yes">
        <source>Laying out %n box(es)…</source>
        <translation>
            <numerusform>Ordne %n Kästchen an…</numerusform>
            <numerusform>Ordne %n Kästchen an…</numerusform>
        </translation>
    </message>
    <message>
        <source>users:</source>
        <translation>Nutzer:</translation>
    </message>
    <message>
        <source>Generated code</source>
        <translation>Erzeugter Code</translation>
    </message>
    <message>
        <source> — double-click to expand</source>
        <translation> — Doppelklick zum Aufklappen</translation>
    </message>
    <message>
        <source> ⚠ differs from compilation_metrics</source>
        <translation> ⚠ weicht von compilation_metrics ab</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… und %1 weitere</translation>
    </message>
    <message>
        <source>kernel</source>
        <translation>Kernel</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n node(s)</source>
        <translation>
            <numerusform>%1 · %n Knoten</numerusform>
            <numerusform>%1 · %n Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n kernel(s)</source>
        <translation>
            <numerusform>%1 · %n Kernel</numerusform>
            <numerusform>%1 · %n Kernel</numerusform>
        </translation>
    </message>
    <message>
        <source>No run open</source>
        <translation>Kein Lauf geöffnet</translation>
    </message>
    <message>
        <source>Open a trace to see its graphs.</source>
        <translation>Öffnen Sie einen Trace, um seine Graphen zu sehen.</translation>
    </message>
    <message>
        <source>No graphs</source>
        <translation>Keine Graphen</translation>
    </message>
    <message>
        <source>This run&apos;s traces hold no graph payloads (Dynamo, AOT or post-grad graphs are written by TORCH_TRACE).</source>
        <translation>Die Traces dieses Laufs enthalten keine Graph-Payloads (Dynamo-, AOT- oder post-grad-Graphen schreibt TORCH_TRACE).</translation>
    </message>
    <message>
        <source> (overview: zoom in to read them)</source>
        <translation> (Übersicht: zum Lesen hineinzoomen)</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n launch(es)</source>
        <translation>
            <numerusform>%1 · %n Start</numerusform>
            <numerusform>%1 · %n Starts</numerusform>
        </translation>
    </message>
    <message>
        <source>What the collapsed boxes are: the kernels the nodes became (a box per launch where Inductor recorded provenance), module layers, or source statements</source>
        <translation>Was die zusammengefassten Kästchen sind: die Kernel, zu denen die Knoten wurden (ein Kästchen je Start, wo Inductor Provenienz aufgezeichnet hat), Modulschichten oder Quellanweisungen</translation>
    </message>
    <message numerus="yes">
        <source>; %n distinct kernel(s)</source>
        <translation>
            <numerusform>; %n Kernel</numerusform>
            <numerusform>; %n verschiedene Kernel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n launch(es) per call</source>
        <translation>
            <numerusform>, %n Start je Aufruf</numerusform>
            <numerusform>, %n Starts je Aufruf</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; nodes grouped by the %n launch(es) they became</source>
        <translation>
            <numerusform>; Knoten gruppiert nach dem %n Start, zu dem sie wurden</numerusform>
            <numerusform>; Knoten gruppiert nach den %n Starts, zu denen sie wurden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n graph node(s), </source>
        <translation>
            <numerusform>%n Graphknoten, </numerusform>
            <numerusform>%n Graphknoten, </numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes grouped from %1.</source>
        <translation>Knoten gruppiert aus %1.</translation>
    </message>
    <message>
        <source> Shown from its first boxes at a readable size: Fit shows it whole.</source>
        <translation> Ab den ersten Kästen in lesbarer Größe gezeigt: Einpassen zeigt ihn ganz.</translation>
    </message>
    <message>
        <source>role:</source>
        <translation>Rolle:</translation>
    </message>
    <message>
        <source>shape:</source>
        <translation>Form:</translation>
    </message>
    <message>
        <source>stride</source>
        <translation>Stride</translation>
    </message>
    <message>
        <source>module:</source>
        <translation>Modul:</translation>
    </message>
    <message numerus="yes">
        <source>measured: min %1 µs · median %2 µs · %n repeat(s)</source>
        <translation>
            <numerusform>gemessen: min %1 µs · Median %2 µs · %n Wiederholung</numerusform>
            <numerusform>gemessen: min %1 µs · Median %2 µs · %n Wiederholungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n launch(es) per call</source>
        <translation>
            <numerusform> · %n Start pro Aufruf</numerusform>
            <numerusform> · %n Starts pro Aufruf</numerusform>
        </translation>
    </message>
    <message>
        <source> · %1 GB/s</source>
        <translation> · %1 GB/s</translation>
    </message>
    <message>
        <source>Double-click to open this sub-graph; the graph list holds it as …/%1.</source>
        <translation>Doppelklick öffnet diesen Teilgraphen; die Graphenliste führt ihn als …/%1.</translation>
    </message>
    <message>
        <source>This AOTInductor package carries no exported program</source>
        <translation>Dieses AOTInductor-Paket enthält kein exportiertes Programm</translation>
    </message>
    <message>
        <source>No graph in this package</source>
        <translation>Kein Graph in diesem Paket</translation>
    </message>
    <message>
        <source>An AOTInductor package without its exported program holds compiled code only: its kernels are in the Kernels view. A package saved with its program (torch.export&apos;s package_pt2 with exported_programs) opens as a graph.</source>
        <translation>Ein AOTInductor-Paket ohne sein exportiertes Programm enthält nur kompilierten Code: seine Kernel stehen in der Kernel-Ansicht. Ein mit seinem Programm gespeichertes Paket (package_pt2 von torch.export mit exported_programs) öffnet sich als Graph.</translation>
    </message>
    <message numerus="yes">
        <source>%n edge(s)</source>
        <translation>
            <numerusform>%n Kante</numerusform>
            <numerusform>%n Kanten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, in %n box(es)</source>
        <translation>
            <numerusform>, in %n Kästchen</numerusform>
            <numerusform>, in %n Kästchen</numerusform>
        </translation>
    </message>
    <message>
        <source>; double-click a box to open or close it. Layout %1 s.</source>
        <translation>; Doppelklick öffnet oder schließt ein Kästchen. Layout %1 s.</translation>
    </message>
</context>
<context>
    <name>cs::viewers::GuardTreeModel</name>
    <message>
        <source>Guard</source>
        <translation>Guard</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>User code</source>
        <translation>Nutzercode</translation>
    </message>
</context>
<context>
    <name>cs::viewers::GuardsPane</name>
    <message>
        <source>Select a compile id to see its guards.</source>
        <translation>Eine Compile-ID auswählen, um ihre Guards zu sehen.</translation>
    </message>
    <message>
        <source>Search guards (e.g. L[&apos;x&apos;], TENSOR_MATCH, == 2.0)</source>
        <translation>Guards durchsuchen (z. B. L[&apos;x&apos;], TENSOR_MATCH, == 2.0)</translation>
    </message>
    <message>
        <source>%1 — guard latency %2 µs</source>
        <translation>%1 — Guard-Latenz %2 µs</translation>
    </message>
    <message>
        <source>%1 — reading the guards…</source>
        <translation>%1 — lese die Guards…</translation>
    </message>
</context>
<context>
    <name>cs::viewers::InputsModel</name>
    <message>
        <source>structured trace</source>
        <translation>strukturierter Trace</translation>
    </message>
    <message>
        <source>%1 records, %2 compile ids, %3 graph breaks, %4 recompiles</source>
        <translation>%1 Einträge, %2 Compile-IDs, %3 Graph-Breaks, %4 Neukompilierungen</translation>
    </message>
    <message>
        <source>TORCH_LOGS text</source>
        <translation>TORCH_LOGS-Text</translation>
    </message>
    <message>
        <source>%1 messages, %2 graph breaks, %3 recompiles, %4 perf hints</source>
        <translation>%1 Meldungen, %2 Graph-Breaks, %3 Neukompilierungen, %4 Performance-Hinweise</translation>
    </message>
    <message>
        <source>output code</source>
        <translation>Output-Code</translation>
    </message>
    <message>
        <source>profiler trace</source>
        <translation>Profiler-Trace</translation>
    </message>
    <message>
        <source>%1 events, %2 kernel launches</source>
        <translation>%1 Ereignisse, %2 Kernel-Starts</translation>
    </message>
    <message>
        <source>AOTInductor package</source>
        <translation>AOTInductor-Paket</translation>
    </message>
    <message>
        <source>exported program</source>
        <translation>exportiertes Programm</translation>
    </message>
    <message>
        <source>models: %1, %2 entries</source>
        <translation>Modelle: %1, %2 Einträge</translation>
    </message>
    <message>
        <source>debug run folder</source>
        <translation>Debug-Laufordner</translation>
    </message>
    <message>
        <source>%1 graphs</source>
        <translation>%1 Graphen</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>; no exported program inside (no graph)</source>
        <translation>; kein exportiertes Programm enthalten (kein Graph)</translation>
    </message>
    <message>
        <source>; %1: %2 distinct kernels, %3 launches per call, %4 constants</source>
        <translation>; %1: %2 verschiedene Kernel, %3 Starts je Aufruf, %4 Konstanten</translation>
    </message>
    <message>
        <source>%1: dynamic dimensions</source>
        <translation>%1: dynamische Dimensionen</translation>
    </message>
    <message>
        <source>%1: inputs</source>
        <translation>%1: Eingaben</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n parameter(s), buffer(s) and constant(s))</source>
        <translation>
            <numerusform>%1 (und %n Parameter, Buffer oder Konstante)</numerusform>
            <numerusform>%1 (und %n Parameter, Buffer und Konstanten)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: outputs</source>
        <translation>%1: Ausgaben</translation>
    </message>
    <message numerus="yes">
        <source>%n distinct kernel(s)</source>
        <translation>
            <numerusform>%n Kernel</numerusform>
            <numerusform>%n verschiedene Kernel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n launch(es)</source>
        <translation>
            <numerusform>%n Start</numerusform>
            <numerusform>%n Starts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::viewers::KernelCodePane</name>
    <message>
        <source>Find in every column (tl.dot, HGMMA, ld.global) and press Enter</source>
        <translation>In jeder Spalte suchen (tl.dot, HGMMA, ld.global), dann Enter drücken</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Suchen:</translation>
    </message>
    <message>
        <source>Reading %1&apos;s code from the run&apos;s caches…</source>
        <translation>Lese den Code von %1 aus den Caches des Laufs…</translation>
    </message>
    <message>
        <source>%1: its Triton cache entry is not under the folders opened. Open the folder that holds the run&apos;s Inductor cache (TORCHINDUCTOR_CACHE_DIR, with its triton/ folder) with the run, or use `compilescope code RUN --cache DIR`.</source>
        <translation>%1: sein Triton-Cache-Eintrag liegt nicht in den geöffneten Ordnern. Den Ordner mit dem Inductor-Cache des Laufs (TORCHINDUCTOR_CACHE_DIR, mit seinem Ordner triton/) mit dem Lauf öffnen, oder `compilescope code RUN --cache DIR` verwenden.</translation>
    </message>
    <message>
        <source>(one of %1 cache entries of this name: no autotune record says which one the run used)</source>
        <translation>(einer von %1 Cache-Einträgen dieses Namens: kein Autotuning-Eintrag sagt, welchen der Lauf benutzt hat)</translation>
    </message>
    <message>
        <source>Select a Triton kernel to see its code from the module down to SASS.</source>
        <translation>Einen Triton-Kernel auswählen, um seinen Code vom Modul bis zu SASS zu sehen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, %2 — click a line: its module line&apos;s code is highlighted in every column.</source>
        <translation>%1, %2 — eine Zeile anklicken: der Code ihrer Modulzeile wird in jeder Spalte hervorgehoben.</translation>
    </message>
    <message>
        <source>%1 line %2 carries no location in the kernel module (a directive, a label, or code inlined from a Triton library file).</source>
        <translation>%1 Zeile %2 trägt keine Position im Kernelmodul (eine Direktive, ein Label oder aus einer Triton-Bibliotheksdatei eingebetteter Code).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is in none of the columns.</source>
        <translation>&quot;%1&quot; steht in keiner der Spalten.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n line(s))</source>
        <translation>
            <numerusform>%1 (%n Zeile)</numerusform>
            <numerusform>%1 (%n Zeilen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Module line %1, its lines in each stage: %2</source>
        <translation>Modulzeile %1, ihre Zeilen in jeder Stufe: %2</translation>
    </message>
    <message>
        <source>(compiled from %1, a module with the same code as the run&apos;s %2: Triton keeps one cache entry for both)</source>
        <translation>(kompiliert aus %1, einem Modul mit demselben Code wie %2 des Laufs: Triton hält für beide einen Cache-Eintrag)</translation>
    </message>
</context>
<context>
    <name>cs::viewers::KernelHistoryChart</name>
    <message>
        <source>No measurements of this kernel yet</source>
        <translation>Noch keine Messungen dieses Kernels</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>run, oldest first</source>
        <translation>Lauf, älteste zuerst</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message numerus="yes">
        <source>Median and minimum across %n profile run(s)</source>
        <translation>
            <numerusform>Median und Minimum über %n Profillauf</numerusform>
            <numerusform>Median und Minimum über %n Profilläufe</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 median</source>
        <translation>%1 Median</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 Minimum</translation>
    </message>
</context>
<context>
    <name>cs::viewers::KernelsModel</name>
    <message numerus="yes">
        <source>measured (%n repeat(s))</source>
        <translation>
            <numerusform>gemessen (%n Wiederholung)</numerusform>
            <numerusform>gemessen (%n Wiederholungen)</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot launch: %1</source>
        <translation>nicht einzeln startbar: %1</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>not measured yet</source>
        <translation>noch nicht gemessen</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Compile id</source>
        <translation>Compile-ID</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Median µs</source>
        <translation>Median µs</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>Streuung</translation>
    </message>
    <message>
        <source>Registers</source>
        <translation>Register</translation>
    </message>
    <message>
        <source>Config</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>only one</source>
        <translation>nur eine</translation>
    </message>
    <message>
        <source>chosen of %1</source>
        <translation>gewählt aus %1</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>gewählt</translation>
    </message>
    <message>
        <source>candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <source>one of %1, unrecorded</source>
        <translation>eine von %1, nicht aufgezeichnet</translation>
    </message>
    <message>
        <source>The caches hold one compiled variant of this kernel: the one the run used.</source>
        <translation>Die Caches enthalten eine kompilierte Variante dieses Kernels: die, die der Lauf verwendet hat.</translation>
    </message>
    <message>
        <source>The variant the run used, named by Inductor&apos;s autotune record %1%2.</source>
        <translation>Die Variante, die der Lauf verwendet hat, benannt durch den Autotuning-Eintrag von Inductor %1%2.</translation>
    </message>
    <message>
        <source> (found by coordinate descent)</source>
        <translation> (durch Koordinatenabstieg gefunden)</translation>
    </message>
    <message>
        <source>A variant autotuning compiled and benchmarked, but the run did not use.</source>
        <translation>Eine Variante, die das Autotuning kompiliert und gemessen hat, die der Lauf aber nicht verwendet hat.</translation>
    </message>
    <message>
        <source>One of %1 compiled variants; no record says which one the run used (e.g. a reduction whose R0_BLOCK Inductor halved at load and benchmarked without recording the choice).</source>
        <translation>Eine von %1 kompilierten Varianten; kein Eintrag sagt, welche der Lauf verwendet hat (z. B. eine Reduktion, deren R0_BLOCK Inductor beim Laden halbiert und gemessen hat, ohne die Wahl aufzuzeichnen).</translation>
    </message>
    <message>
        <source>Autotuning took %1 ms (the record&apos;s time_taken_ms: tuning time, not this kernel&apos;s time).</source>
        <translation>Das Autotuning dauerte %1 ms (time_taken_ms des Eintrags: Tuning-Zeit, nicht die Zeit dieses Kernels).</translation>
    </message>
    <message>
        <source>Inductor&apos;s max-autotune benchmark of this config: %1 µs (before any epilogue was fused).</source>
        <translation>Die max-autotune-Messung dieser Konfiguration durch Inductor: %1 µs (bevor ein Epilog fusioniert wurde).</translation>
    </message>
    <message>
        <source>The same launch is also in compile %1.</source>
        <translation>Derselbe Start ist auch in Kompilierung %1.</translation>
    </message>
    <message>
        <source>Which compiled variant the row launches: the one the run used (the only one, or the one Inductor&apos;s autotune record names), an autotune candidate it did not use, or one of several when nothing records the choice</source>
        <translation>Welche kompilierte Variante die Zeile startet: die, die der Lauf verwendet hat (die einzige oder die im Autotuning-Eintrag von Inductor genannte), ein nicht verwendeter Autotuning-Kandidat oder eine von mehreren, wenn nichts die Wahl aufzeichnet</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Fastest of the timed launches (caches flushed before each). For Triton kernels this is the statistic Inductor&apos;s own benchmark prints (output_code.py -k takes the minimum of its CUDA-event timings): compare with Inductor here.</source>
        <translation>Schnellster der gemessenen Starts (Caches vor jedem geleert). Bei Triton-Kerneln ist das die Kennzahl, die Inductors eigene Messung ausgibt (output_code.py -k nimmt das Minimum seiner CUDA-Event-Zeiten): hier mit Inductor vergleichen.</translation>
    </message>
    <message>
        <source>Min µs (as Inductor -k)</source>
        <translation>Min µs (wie Inductor -k)</translation>
    </message>
    <message>
        <source>Median of the timed launches: the typical launch. For kernels under ~25 µs it is usually 1–2 µs above the minimum.</source>
        <translation>Median der gemessenen Starts: der typische Start. Bei Kerneln unter ~25 µs liegt er meist 1–2 µs über dem Minimum.</translation>
    </message>
    <message>
        <source>Inductor&apos;s own benchmark of this kernel&apos;s config, when the trace recorded one (max-autotune template choices; measured before any epilogue was fused)</source>
        <translation>Inductors eigene Messung der Konfiguration dieses Kernels, wenn der Trace eine aufgezeichnet hat (max-autotune-Template-Auswahl; gemessen, bevor ein Epilog fusioniert wurde)</translation>
    </message>
    <message>
        <source>Inductor µs</source>
        <translation>Inductor µs</translation>
    </message>
    <message>
        <source>Share of the summed medians of the kernels the run used</source>
        <translation>Anteil an der Summe der Mediane der Kernel, die der Lauf verwendet hat</translation>
    </message>
    <message>
        <source>(max − min) / median</source>
        <translation>(Max − Min) / Median</translation>
    </message>
    <message>
        <source>The same code and launch are also in %1: one row, measured once.</source>
        <translation>Derselbe Code und Start kommen auch in %1 vor: eine Zeile, einmal gemessen.</translation>
    </message>
    <message>
        <source>Also launched, with the same code and arguments, in: %1. One row stands for them all and is measured once.</source>
        <translation>Mit demselben Code und denselben Argumenten auch gestartet in: %1. Eine Zeile steht für alle und wird einmal gemessen.</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>rank %1 · %2</source>
        <translation>Rank %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more)</source>
        <translation>
            <numerusform>%1 (und %n weiterer)</numerusform>
            <numerusform>%1 (und %n weitere)</numerusform>
        </translation>
    </message>
    <message>
        <source>Which graph of the compile launches the kernel (its part, and the AOT compilation where a compile has several, e.g. DDP&apos;s submod_0), and the rank in multi-rank runs. Kernels of one name in several graphs are different kernels; one whose code and launch are identical in several graphs or ranks is one row, measured once (the tooltip names the others).</source>
        <translation>Welcher Graph der Kompilierung den Kernel startet (sein Teil und, wo eine Kompilierung mehrere hat, die AOT-Kompilierung, z. B. DDPs submod_0), und der Rank bei Läufen mit mehreren Ranks. Kernel eines Namens in mehreren Graphen sind verschiedene Kernel; einer, dessen Code und Start in mehreren Graphen oder Ranks gleich sind, ist eine Zeile und wird einmal gemessen (der Tooltip nennt die anderen).</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>Graph</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>%1% %2</source>
        <translation>%1% %2</translation>
    </message>
    <message>
        <source>How close the median is to the limit that bounds the kernel: the time its bytes take at the GPU&apos;s measured copy rate, or its FLOPs at the compute peak of its dtype (100%: at the roof); latency: too small for either roof to set its time</source>
        <translation>Wie nah der Median an der Grenze liegt, die den Kernel beschränkt: die Zeit, die seine Bytes bei der gemessenen Kopierrate der GPU brauchen, oder seine FLOPs bei der Spitzenleistung seines Datentyps (100%: am Dach); Latenz: zu klein, als dass eines der Dächer seine Zeit bestimmt</translation>
    </message>
    <message>
        <source>% of roof</source>
        <translation>% vom Dach</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Bytes the launch moves (Inductor&apos;s count where its code has one, else each distinct tensor argument once) / median time</source>
        <translation>Bytes, die der Start bewegt (Inductors Zählung, wo sein Code eine hat, sonst jedes verschiedene Tensor-Argument einmal) / Medianzeit</translation>
    </message>
</context>
<context>
    <name>cs::viewers::KernelsPane</name>
    <message>
        <source>&amp;Profile</source>
        <translation>&amp;Profilieren</translation>
    </message>
    <message>
        <source>Measure every kernel of this run with the kernel runner and keep the results</source>
        <translation>Jeden Kernel dieses Laufs mit dem Kernel-Runner messen und die Ergebnisse behalten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Selected compile only</source>
        <translation>Nur die ausgewählte Kompilierung</translation>
    </message>
    <message>
        <source>Double-click a kernel to see its nodes in the graph</source>
        <translation>Doppelklick auf einen Kernel zeigt seine Knoten im Graphen</translation>
    </message>
    <message numerus="yes">
        <source>: %1 of generated kernels, %n extern call(s) to library kernels</source>
        <translation>
            <numerusform>: %1 von generierten Kerneln, ein externer Aufruf von Bibliotheks-Kerneln</numerusform>
            <numerusform>: %1 von generierten Kerneln, %n externe Aufrufe von Bibliotheks-Kerneln</numerusform>
        </translation>
    </message>
    <message>
        <source>the CPU</source>
        <translation>der CPU</translation>
    </message>
    <message>
        <source>Profile failed: %1</source>
        <translation>Profilierung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Finding the kernels…</source>
        <translation>Suche die Kernel…</translation>
    </message>
    <message>
        <source>Profiling…</source>
        <translation>Profiliere…</translation>
    </message>
    <message>
        <source> · showing profile run %1 of %2</source>
        <translation> · zeigt Profillauf %1 von %2</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>nicht aufgezeichnet</translation>
    </message>
    <message>
        <source>Autotune candidates</source>
        <translation>Autotuning-Kandidaten</translation>
    </message>
    <message>
        <source>Also list, and profile, the variants autotuning compiled but the run did not use. By default each kernel is the variant the run used.</source>
        <translation>Auch die Varianten auflisten und profilieren, die das Autotuning kompiliert, der Lauf aber nicht verwendet hat. Standardmäßig ist jeder Kernel die Variante, die der Lauf verwendet hat.</translation>
    </message>
    <message numerus="yes">
        <source> (and %n autotune candidate(s) the run did not use)</source>
        <translation>
            <numerusform> (und %n Autotuning-Kandidat, den der Lauf nicht verwendet hat)</numerusform>
            <numerusform> (und %n Autotuning-Kandidaten, die der Lauf nicht verwendet hat)</numerusform>
        </translation>
    </message>
    <message>
        <source>. Results are kept in %1</source>
        <translation>. Ergebnisse werden in %1 gespeichert</translation>
    </message>
    <message>
        <source>Profile run %1: %2 measured, %3 not, on %4. Kept in %5</source>
        <translation>Profillauf %1: %2 gemessen, %3 nicht, auf %4. Gespeichert in %5</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s)</source>
        <translation>
            <numerusform>%n Kernel</numerusform>
            <numerusform>%n Kernel</numerusform>
        </translation>
    </message>
    <message>
        <source>; Inductor&apos;s autotuning benchmark %1 µs</source>
        <translation>; Autotuning-Messung von Inductor %1 µs</translation>
    </message>
    <message>
        <source>; autotuning took %1 ms</source>
        <translation>; das Autotuning dauerte %1 ms</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; [%2] %3 &lt;i&gt;%4&lt;/i&gt;&lt;br&gt;Graph nodes: %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; [%2] %3 &lt;i&gt;%4&lt;/i&gt;&lt;br&gt;Graph-Knoten: %5</translation>
    </message>
    <message>
        <source>Profiling kernels</source>
        <translation>Kernel werden profiliert</translation>
    </message>
    <message>
        <source>Why Are These Two Separate Kernels?</source>
        <translation>Warum sind das zwei getrennte Kernel?</translation>
    </message>
    <message>
        <source>Select two kernels of one compile: the Fusion view says what Inductor recorded about fusing them, or why it could not have</source>
        <translation>Zwei Kernel einer Kompilierung auswählen: Die Ansicht „Fusion“ zeigt, was Inductor über ihre Fusion aufgezeichnet hat oder warum sie nicht möglich war</translation>
    </message>
    <message>
        <source>Copy All Code Unabridged</source>
        <translation>Gesamten Code ungekürzt kopieren</translation>
    </message>
    <message>
        <source>The kernel&apos;s whole code as the trace has it, long lines included</source>
        <translation>Der ganze Code des Kernels, wie ihn der Trace enthält, lange Zeilen eingeschlossen</translation>
    </message>
    <message numerus="yes">
        <source>%n distinct kernel(s)</source>
        <translation>
            <numerusform>%n Kernel</numerusform>
            <numerusform>%n verschiedene Kernel</numerusform>
        </translation>
    </message>
    <message>
        <source>Extern calls (library kernels such as mm or attention) are not listed here: the compile tree&apos;s Kernels tooltip and summary count their launches. A row is a launch plan: a kernel whose variant the run does not record has a row per variant.</source>
        <translation>Externe Aufrufe (Bibliotheks-Kernel wie mm oder Attention) stehen nicht hier: der Tooltip der Spalte Kernel im Kompilierungsbaum und summary zählen ihre Starts. Eine Zeile ist ein Startplan: ein Kernel, dessen Variante der Lauf nicht aufzeichnet, hat eine Zeile je Variante.</translation>
    </message>
    <message numerus="yes">
        <source> (%n launch(es) per call of their graphs</source>
        <translation>
            <numerusform> (%n Start je Aufruf ihrer Graphen</numerusform>
            <numerusform> (%n Starts je Aufruf ihrer Graphen</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 launches per call, extern calls included, by the branches taken)</source>
        <translation> (%1 Starts je Aufruf, externe Aufrufe eingeschlossen, je nach genommenen Zweigen)</translation>
    </message>
    <message numerus="yes">
        <source>, %n row(s)</source>
        <translation>
            <numerusform>, %n Zeile</numerusform>
            <numerusform>, %n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 can be launched alone</source>
        <translation>, %1 einzeln startbar</translation>
    </message>
    <message numerus="yes">
        <source> standing also for %n kernel(s) of other graphs or ranks with the same code and launch (measured once, with their row)</source>
        <translation>
            <numerusform> die auch für %n Kernel anderer Graphen oder Ranks mit demselben Code und Start stehen (einmal gemessen, mit ihrer Zeile)</numerusform>
            <numerusform> die auch für %n Kernel anderer Graphen oder Ranks mit demselben Code und Start stehen (einmal gemessen, mit ihrer Zeile)</numerusform>
        </translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Autotuning</source>
        <translation>Autotuning</translation>
    </message>
    <message>
        <source>How Inductor chose this kernel: every candidate it timed, the winner&apos;s margin, the ones dropped and why</source>
        <translation>Wie Inductor diesen Kernel gewählt hat: jeder gemessene Kandidat, der Vorsprung des Siegers, die verworfenen und warum</translation>
    </message>
    <message>
        <source>IR → SASS</source>
        <translation>IR → SASS</translation>
    </message>
    <message>
        <source>The kernel&apos;s code down the stack — module, TTIR, TTGIR, LLVM IR, PTX, SASS — tied line by line</source>
        <translation>Der Code des Kernels durch alle Stufen — Modul, TTIR, TTGIR, LLVM IR, PTX, SASS — Zeile für Zeile verknüpft</translation>
    </message>
</context>
<context>
    <name>cs::viewers::MessagesModel</name>
    <message>
        <source>autotune error</source>
        <translation>Autotuning-Fehler</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>perf hint</source>
        <translation>Performance-Hinweis</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Compile id</source>
        <translation>Compile-ID</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Log line</source>
        <translation>Logzeile</translation>
    </message>
</context>
<context>
    <name>cs::viewers::PassesModel</name>
    <message>
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <source>%1 · %2 ms</source>
        <translation>%1 · %2 ms</translation>
    </message>
    <message>
        <source>Pass stage</source>
        <translation>Pass-Stufe</translation>
    </message>
    <message>
        <source>Graph logged</source>
        <translation>Geloggter Graph</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Passes since</source>
        <translation>Passes seitdem</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Was sich änderte</translation>
    </message>
</context>
<context>
    <name>cs::viewers::PassesPane</name>
    <message>
        <source>Select a graph to see what the passes before it changed; select two (Ctrl+click) to compare any two graphs of the run.</source>
        <translation>Einen Graph wählen, um zu sehen, was die Passes davor änderten; zwei wählen (Strg+Klick), um zwei beliebige Graphen des Laufs zu vergleichen.</translation>
    </message>
    <message>
        <source>How the run was compiled in parts</source>
        <translation>Wie der Lauf in Teilen kompiliert wurde</translation>
    </message>
    <message>
        <source>No run</source>
        <translation>Kein Lauf</translation>
    </message>
    <message>
        <source>Open a run to see Inductor&apos;s passes on its graphs.</source>
        <translation>Einen Lauf öffnen, um die Passes von Inductor auf seinen Graphen zu sehen.</translation>
    </message>
    <message>
        <source>Reading the graphs…</source>
        <translation>Lese die Graphen…</translation>
    </message>
    <message>
        <source>Each graph Inductor logged around its passes is parsed.</source>
        <translation>Jeder Graph, den Inductor um seine Passes loggte, wird gelesen.</translation>
    </message>
    <message>
        <source>No graphs of Inductor&apos;s passes</source>
        <translation>Keine Graphen der Passes von Inductor</translation>
    </message>
    <message>
        <source>The traces hold no graph logged around Inductor&apos;s passes (before_pre_grad_graph, before_post_grad_graph, …): the run was compiled by another backend, or by a torch older than 2.6.</source>
        <translation>Die Traces enthalten keinen um die Passes von Inductor geloggten Graph (before_pre_grad_graph, before_post_grad_graph, …): der Lauf wurde mit einem anderen Backend kompiliert oder mit einem torch älter als 2.6.</translation>
    </message>
    <message>
        <source>(%1 rows selected: the first and the last compared)
</source>
        <translation>(%1 Zeilen gewählt: die erste und die letzte verglichen)
</translation>
    </message>
    <message>
        <source>%1 (%2, line %3): the first graph logged in its stage; select the next row to see what the passes changed.</source>
        <translation>%1 (%2, Zeile %3): der erste geloggte Graph seiner Stufe; die nächste Zeile wählen, um zu sehen, was die Passes änderten.</translation>
    </message>
</context>
<context>
    <name>cs::viewers::ProvenancePane</name>
    <message>
        <source>Click a line in any pane: what it came from and what it became are highlighted in the other two.</source>
        <translation>Eine Zeile in einem Bereich anklicken: woraus sie entstand und was aus ihr wurde, wird in den anderen beiden hervorgehoben.</translation>
    </message>
    <message>
        <source>Post-grad graph:</source>
        <translation>Post-grad-Graph:</translation>
    </message>
    <message>
        <source>No run</source>
        <translation>Kein Lauf</translation>
    </message>
    <message>
        <source>Open a run to follow its nodes from the model to the generated code.</source>
        <translation>Einen Lauf öffnen, um seine Knoten vom Modell bis zum erzeugten Code zu verfolgen.</translation>
    </message>
    <message>
        <source>Reading the graphs…</source>
        <translation>Lese die Graphen…</translation>
    </message>
    <message>
        <source>No provenance</source>
        <translation>Keine Provenienz</translation>
    </message>
    <message>
        <source>No post-grad graph of this run has Inductor&apos;s provenance mapping. Record with INDUCTOR_PROVENANCE=1 (or TORCH_COMPILE_DEBUG=1) to have it.</source>
        <translation>Kein Post-grad-Graph dieses Laufs hat die Provenienz-Zuordnung von Inductor. Mit INDUCTOR_PROVENANCE=1 (oder TORCH_COMPILE_DEBUG=1) aufzeichnen, um sie zu erhalten.</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Lese %1…</translation>
    </message>
    <message>
        <source>Pre-grad graph</source>
        <translation>Pre-grad-Graph</translation>
    </message>
    <message>
        <source>Post-grad graph</source>
        <translation>Post-grad-Graph</translation>
    </message>
    <message>
        <source>Generated code</source>
        <translation>Erzeugter Code</translation>
    </message>
    <message>
        <source>%1: not in the trace</source>
        <translation>%1: nicht im Trace</translation>
    </message>
    <message>
        <source>%1 (%2, from line %3)</source>
        <translation>%1 (%2, ab Zeile %3)</translation>
    </message>
    <message>
        <source>This line is no node and no kernel call with a provenance handle.</source>
        <translation>Diese Zeile ist weder ein Knoten noch ein Kernel-Aufruf mit Provenienz-Handle.</translation>
    </message>
    <message numerus="yes">
        <source>%n pre-grad node(s)</source>
        <translation>
            <numerusform>%n Pre-grad-Knoten</numerusform>
            <numerusform>%n Pre-grad-Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n post-grad node(s)</source>
        <translation>
            <numerusform>%n Post-grad-Knoten</numerusform>
            <numerusform>%n Post-grad-Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kernel call(s)</source>
        <translation>
            <numerusform>%n Kernel-Aufruf</numerusform>
            <numerusform>%n Kernel-Aufrufe</numerusform>
        </translation>
    </message>
    <message>
        <source>source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
</context>
<context>
    <name>cs::viewers::RankTimeline</name>
    <message>
        <source>Every rank&apos;s compiles on one time axis (wall clock). Click a bar to select that compile.</source>
        <translation>Die Kompilierungen aller Ranks auf einer Zeitachse (Uhrzeit). Ein Klick auf einen Balken wählt diese Kompilierung.</translation>
    </message>
    <message>
        <source>No compile start and end times recorded (compilation_metrics).</source>
        <translation>Keine Beginn- und Endzeiten der Kompilierungen aufgezeichnet (compilation_metrics).</translation>
    </message>
    <message>
        <source>ranks hours apart start together (other runs, or clocks not in step): their logs start up to %1 h apart</source>
        <translation>Ranks, die Stunden auseinanderliegen, beginnen gemeinsam (andere Läufe oder Uhren nicht im Gleichlauf): ihre Logs beginnen im Abstand von bis zu %1 h</translation>
    </message>
</context>
<context>
    <name>cs::viewers::RanksPane</name>
    <message>
        <source>outcome: %1</source>
        <translation>Ergebnis: %1</translation>
    </message>
    <message>
        <source>cache: %1</source>
        <translation>Cache: %1</translation>
    </message>
    <message>
        <source>failed guard: %1</source>
        <translation>fehlgeschlagener Guard: %1</translation>
    </message>
    <message>
        <source>graph break: %1</source>
        <translation>Graph-Break: %1</translation>
    </message>
    <message>
        <source>collectives: %1</source>
        <translation>Kollektive: %1</translation>
    </message>
    <message>
        <source>compile time: %1 s</source>
        <translation>Kompilierzeit: %1 s</translation>
    </message>
    <message>
        <source>Groups of ranks that did the same:</source>
        <translation>Gruppen von Ranks, die dasselbe taten:</translation>
    </message>
    <message>
        <source>Collectives, side by side (first mismatch marked):</source>
        <translation>Kollektive nebeneinander (erste Abweichung markiert):</translation>
    </message>
    <message>
        <source>No run open</source>
        <translation>Kein Lauf geöffnet</translation>
    </message>
    <message>
        <source>Open the trace folder of a distributed job (one log per rank).</source>
        <translation>Öffnen Sie den Trace-Ordner eines verteilten Jobs (ein Log pro Rank).</translation>
    </message>
    <message>
        <source>One rank</source>
        <translation>Ein Rank</translation>
    </message>
    <message>
        <source>This run has one trace log: there are no ranks to compare. Open the folder that holds every rank&apos;s log (dedicated_log_torch_trace_rank_N.log) to see where ranks part.</source>
        <translation>Dieser Lauf hat ein Trace-Log: Es gibt keine Ranks zu vergleichen. Öffnen Sie den Ordner mit den Logs aller Ranks (dedicated_log_torch_trace_rank_N.log), um zu sehen, wo sich die Ranks trennen.</translation>
    </message>
    <message>
        <source>Comparing ranks…</source>
        <translation>Ranks werden verglichen…</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Likely hang: collective #%1 of %2 differs — %3</source>
        <translation>Wahrscheinlicher Hänger: Kollektiv Nr. %1 von %2 weicht ab — %3</translation>
    </message>
    <message>
        <source>Not the same on every rank</source>
        <translation>Nicht auf allen Ranks gleich</translation>
    </message>
    <message>
        <source>The same on every rank</source>
        <translation>Auf allen Ranks gleich</translation>
    </message>
    <message>
        <source>%1 has no compile %2</source>
        <translation>%1 hat keine Kompilierung %2</translation>
    </message>
    <message numerus="yes">
        <source>Warning: some rank logs could not be read whole (%n problem(s)); what they lost is not compared:</source>
        <translation>
            <numerusform>Warnung: einige Rank-Logs konnten nicht vollständig gelesen werden (%n Problem); was ihnen fehlt, wird nicht verglichen:</numerusform>
            <numerusform>Warnung: einige Rank-Logs konnten nicht vollständig gelesen werden (%n Probleme); was ihnen fehlt, wird nicht verglichen:</numerusform>
        </translation>
    </message>
    <message>
        <source>… %1 more</source>
        <translation>… %1 weitere</translation>
    </message>
    <message>
        <source>But: %1</source>
        <translation>Aber: %1</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>ranks %1</source>
        <translation>Ranks %1</translation>
    </message>
    <message>
        <source>First divergence: %1 on %2 (%3): %4</source>
        <translation>Erste Abweichung: %1 auf %2 (%3): %4</translation>
    </message>
    <message>
        <source>Also: %1 on %2 (%3): %4</source>
        <translation>Ebenfalls: %1 auf %2 (%3): %4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>group %1: %2</source>
        <translation>Gruppe %1: %2</translation>
    </message>
</context>
<context>
    <name>cs::viewers::RecompilesModel</name>
    <message numerus="yes">
        <source>storm: %n recompile(s)</source>
        <translation>
            <numerusform>Sturm: %n Neukompilierung</numerusform>
            <numerusform>Sturm: %n Neukompilierungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recompile(s)</source>
        <translation>
            <numerusform>%n Neukompilierung</numerusform>
            <numerusform>%n Neukompilierungen</numerusform>
        </translation>
    </message>
    <message>
        <source>recompile limit hit</source>
        <translation>Neukompilierungslimit erreicht</translation>
    </message>
    <message>
        <source>  (limit hit)</source>
        <translation>  (Limit erreicht)</translation>
    </message>
    <message>
        <source>Function / compile id</source>
        <translation>Funktion / Compile-ID</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>Guard</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Was sich änderte</translation>
    </message>
    <message>
        <source>Compile time</source>
        <translation>Kompilierzeit</translation>
    </message>
</context>
<context>
    <name>cs::viewers::RecordDialog</name>
    <message>
        <source>Record Run</source>
        <translation>Lauf aufzeichnen</translation>
    </message>
    <message>
        <source>python train.py --steps 10</source>
        <translation>python train.py --steps 10</translation>
    </message>
    <message>
        <source>The command to run, with its arguments; quote arguments that hold spaces.</source>
        <translation>Der auszuführende Befehl mit seinen Argumenten; Argumente mit Leerzeichen in Anführungszeichen setzen.</translation>
    </message>
    <message>
        <source>Script…</source>
        <translation>Skript…</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>a new folder compilescope-run-&lt;date&gt;-&lt;time&gt; in the working folder</source>
        <translation>ein neuer Ordner compilescope-run-&lt;date&gt;-&lt;time&gt; im Arbeitsordner</translation>
    </message>
    <message>
        <source>Must not exist or be empty: a recorded run is never overwritten.</source>
        <translation>Darf nicht existieren oder muss leer sein: Ein aufgezeichneter Lauf wird nie überschrieben.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>&amp;Befehl:</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>Arbeits&amp;ordner:</translation>
    </message>
    <message>
        <source>Run &amp;folder:</source>
        <translation>&amp;Laufordner:</translation>
    </message>
    <message>
        <source>&amp;Time limit:</source>
        <translation>&amp;Zeitlimit:</translation>
    </message>
    <message>
        <source>Runs the command with the structured trace, TORCH_LOGS (graph breaks, recompiles, guards, fusion, output code), the compile debug folder, provenance and run-local Inductor/Triton caches switched on, and writes manifest.json with the versions and machine.</source>
        <translation>Führt den Befehl aus; dabei sind der strukturierte Trace, TORCH_LOGS (Graph-Breaks, Neukompilierungen, Guards, Fusion, Output-Code), der Debug-Ordner der Kompilierung, Provenienz-Tracking und laufeigene Inductor/Triton-Caches eingeschaltet. Schreibt manifest.json mit den Versionen und Rechnerangaben.</translation>
    </message>
    <message>
        <source>The command&apos;s output appears here, line by line, with the time since it started.</source>
        <translation>Die Ausgabe des Befehls erscheint hier Zeile für Zeile, mit der Zeit seit seinem Start.</translation>
    </message>
    <message>
        <source>Show TORCH_LOGS lines</source>
        <translation>TORCH_LOGS-Zeilen anzeigen</translation>
    </message>
    <message>
        <source>They are always kept in torch_logs.txt in the run folder.</source>
        <translation>Sie werden immer in torch_logs.txt im Laufordner gespeichert.</translation>
    </message>
    <message>
        <source>Open the run when it succeeds</source>
        <translation>Lauf bei Erfolg öffnen</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>Bereit.</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Aufzeichnen</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stoppen</translation>
    </message>
    <message>
        <source>SIGTERM to the command and everything it started; SIGKILL after 5 s or on a second press.</source>
        <translation>SIGTERM an den Befehl und alles, was er gestartet hat; SIGKILL nach 5 s oder beim zweiten Drücken.</translation>
    </message>
    <message>
        <source>&amp;Open Run</source>
        <translation>Lauf ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Recording into %1</source>
        <translation>Zeichne in %1 auf</translation>
    </message>
    <message>
        <source>No Python found for versions; starting…</source>
        <translation>Kein Python für die Versionsabfrage gefunden; starte…</translation>
    </message>
    <message>
        <source>Asking %1 for the torch, Triton and CUDA versions…</source>
        <translation>Frage %1 nach den Versionen von torch, Triton und CUDA…</translation>
    </message>
    <message>
        <source>Running (pid %1) — recording into %2</source>
        <translation>Läuft (PID %1) — zeichne in %2 auf</translation>
    </message>
    <message>
        <source>Choose a Folder</source>
        <translation>Ordner wählen</translation>
    </message>
    <message>
        <source>Choose a Script</source>
        <translation>Skript wählen</translation>
    </message>
    <message>
        <source>Python scripts (*.py);;All files (*)</source>
        <translation>Python-Skripte (*.py);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The command line has an %1.</source>
        <translation>Fehler in der Befehlszeile: %1.</translation>
    </message>
    <message>
        <source>Type the command to run, e.g. python train.py</source>
        <translation>Geben Sie den auszuführenden Befehl ein, z. B. python train.py</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Could not record: %1</source>
        <translation>Aufzeichnung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The command %1. Run folder: %2.</source>
        <translation>Befehl: %1. Laufordner: %2.</translation>
    </message>
    <message>
        <source>No trace was written: nothing was compiled with torch.compile.</source>
        <translation>Es wurde kein Trace geschrieben: Nichts wurde mit torch.compile kompiliert.</translation>
    </message>
    <message numerus="yes">
        <source>%n TORCH_LOGS line(s) not shown (in torch_logs.txt).</source>
        <translation>
            <numerusform>%n TORCH_LOGS-Zeile nicht angezeigt (in torch_logs.txt).</numerusform>
            <numerusform>%n TORCH_LOGS-Zeilen nicht angezeigt (in torch_logs.txt).</numerusform>
        </translation>
    </message>
    <message>
        <source>Recorded into %1</source>
        <translation>In %1 aufgezeichnet</translation>
    </message>
    <message>
        <source>Stopping the command…</source>
        <translation>Stoppe den Befehl…</translation>
    </message>
    <message>
        <source>Recording a run</source>
        <translation>Lauf wird aufgezeichnet</translation>
    </message>
</context>
<context>
    <name>cs::viewers::SourceView</name>
    <message>
        <source>(no source recorded)</source>
        <translation>(keine Quelle aufgezeichnet)</translation>
    </message>
    <message>
        <source>%1 is not on this machine; as recorded:

%2</source>
        <translation>%1 ist nicht auf diesem Rechner; wie aufgezeichnet:

%2</translation>
    </message>
    <message>
        <source>The trace names no source file; as recorded:

%1</source>
        <translation>Der Trace nennt keine Quelldatei; wie aufgezeichnet:

%1</translation>
    </message>
    <message>
        <source>%1 (line %2) could not be shown; as recorded:

%3</source>
        <translation>%1 (Zeile %2) konnte nicht angezeigt werden; wie aufgezeichnet:

%3</translation>
    </message>
    <message>
        <source>%1 on this machine is not the file the run used: its line %2 reads otherwise (another version). The run recorded:

%3</source>
        <translation>%1 auf diesem Rechner ist nicht die Datei, die der Lauf verwendet hat: ihre Zeile %2 lautet anders (eine andere Version). Der Lauf hat aufgezeichnet:

%3</translation>
    </message>
    <message>
        <source>This file differs from the one the run used (another version): the recorded line %1 is line %2 here.</source>
        <translation>Diese Datei unterscheidet sich von der, die der Lauf verwendet hat (eine andere Version): die aufgezeichnete Zeile %1 ist hier Zeile %2.</translation>
    </message>
</context>
<context>
    <name>cs::viewers::TaskStatus</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (stopping…)</source>
        <translation>%1 (wird angehalten…)</translation>
    </message>
    <message numerus="yes">
        <source>(+%n more)</source>
        <translation>
            <numerusform>(+%n weitere)</numerusform>
            <numerusform>(+%n weitere)</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop: %1</source>
        <translation>Anhalten: %1</translation>
    </message>
</context>
</TS>
