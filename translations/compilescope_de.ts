<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>cs::Explain</name>
    <message>
        <source>%1 (now dynamic)</source>
        <translation>%1 (jetzt dynamisch)</translation>
    </message>
    <message>
        <source>The recompile limit was hit: this call now runs eagerly. Fix the guard below rather than raising `torch._dynamo.config.recompile_limit`, unless the set of values is small and known. </source>
        <translation>Das Limit für Neukompilierungen wurde erreicht: Dieser Aufruf läuft jetzt eager. Beheben Sie den Guard unten, statt `torch._dynamo.config.recompile_limit` zu erhöhen, es sei denn, die Menge der Werte ist klein und bekannt. </translation>
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
        <source>%1 changed size at dim %2 (%3); PyTorch then made that dim dynamic. Mark it dynamic before the first call (`torch._dynamo.mark_dynamic(%4, %2)`) to save this recompile.</source>
        <translation>%1 änderte die Größe in Dimension %2 (%3); PyTorch machte diese Dimension daraufhin dynamisch. Markieren Sie sie vor dem ersten Aufruf als dynamisch (`torch._dynamo.mark_dynamic(%4, %2)`), um diese Neukompilierung zu sparen.</translation>
    </message>
    <message>
        <source>%1 changed size%2 (%3). If sizes vary, mark the dim dynamic (`torch._dynamo.mark_dynamic(%4, %5)`) or compile with `dynamic=True`; if only a few sizes occur, pad inputs to a fixed size.</source>
        <translation>%1 änderte die Größe%2 (%3). Wenn die Größen variieren, markieren Sie die Dimension als dynamisch (`torch._dynamo.mark_dynamic(%4, %5)`) oder kompilieren Sie mit `dynamic=True`; kommen nur wenige Größen vor, füllen Sie die Eingaben auf eine feste Größe auf.</translation>
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
        <source>%1 is a Python value that Dynamo specialised on (guard `%2`), so every new value recompiles. Pass it as a tensor (`torch.tensor(...)`), or mark it dynamic (`torch._dynamo.config.specialize_int = False` for ints, `specialize_float = False` for floats).</source>
        <translation>%1 ist ein Python-Wert, auf den Dynamo spezialisiert hat (Guard `%2`), daher führt jeder neue Wert zu einer Neukompilierung. Übergeben Sie ihn als Tensor (`torch.tensor(...)`) oder machen Sie ihn dynamisch (`torch._dynamo.config.specialize_int = False` für ints, `specialize_float = False` für floats).</translation>
    </message>
    <message>
        <source>%1 changed type between calls (guard `%2`). Pass the same type every time.</source>
        <translation>%1 änderte zwischen den Aufrufen den Typ (Guard `%2`). Übergeben Sie jedes Mal denselben Typ.</translation>
    </message>
    <message>
        <source>%1 is a different object on each call (guard `%2`), e.g. a lambda or module created per call. Create it once and reuse it.</source>
        <translation>%1 ist bei jedem Aufruf ein anderes Objekt (Guard `%2`), z. B. ein Lambda oder Modul, das pro Aufruf erzeugt wird. Erzeugen Sie es einmal und verwenden Sie es wieder.</translation>
    </message>
    <message>
        <source>Global torch state (grad mode, autocast, deterministic algorithms, ...) differs from the earlier call. Keep it the same around the compiled call.</source>
        <translation>Der globale torch-Zustand (Grad-Modus, Autocast, deterministische Algorithmen, …) weicht vom früheren Aufruf ab. Halten Sie ihn um den kompilierten Aufruf herum gleich.</translation>
    </message>
    <message>
        <source>The guard `%1` failed. Check what differs between the calls at %2.</source>
        <translation>Der Guard `%1` schlug fehl. Prüfen Sie, was sich zwischen den Aufrufen an %2 unterscheidet.</translation>
    </message>
    <message>
        <source>the call site</source>
        <translation>der Aufrufstelle</translation>
    </message>
    <message>
        <source>(unknown location)</source>
        <translation>(unbekannte Stelle)</translation>
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
        <translation>Graph Break bei %1 (%2×, %3 Kompilierzeit): %4</translation>
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
        <source>Nothing to fix: no graph breaks, recompiles or failures were recorded.</source>
        <translation>Nichts zu beheben: Es wurden keine Graph Breaks, Neukompilierungen oder Fehler aufgezeichnet.</translation>
    </message>
</context>
<context>
    <name>cs::FusionBuilder</name>
    <message>
        <source>every line carries compile id [%1] (process %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every line carries compile id [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its `Output code:` (AOT ID %1) follows at line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its `debug trace:` line %1 names %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its %1 first candidates are exactly the nodes of %2&apos;s ir_pre_fusion.txt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its first candidates match %1 debug folders; the first in order, %2, is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by order: the %2 of two graphs of this compile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no ir_post_fusion.txt for this graph: its final nodes are the replay&apos;s end state (TORCH_COMPILE_DEBUG=1 or TORCH_LOGS=ir_post_fusion records them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the log stops before fusion ends, so the replay stops early (%1 of %2 final nodes differ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>but %1 of its %2 final nodes differ from ir_post_fusion.txt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the replay ends in ir_post_fusion.txt&apos;s %1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the files of debug folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the generated code at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no fusion decisions were recorded for this graph: TORCH_LOGS=fusion writes them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run has no fusion log. Inductor writes its fusion decisions only as text: run with TORCH_LOGS=fusion (decisions, on stderr; add ir_pre_fusion,ir_post_fusion for the nodes) or TORCH_COMPILE_DEBUG=1 (ir_pre_fusion.txt / ir_post_fusion.txt in each graph&apos;s debug folder), or record the run with `compilescope record`.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cs::FusionReasons</name>
    <message>
        <source>no shared data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They read or write no common memory the scheduler can score, so fusing them saves no traffic (with `due to indexing mismatch`: they touch a common buffer at different positions).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too little shared data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They share fewer bytes than score_fusion_memory_threshold: a horizontal fusion this small is not worth it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dependency in between</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another node lies on the dependency path between them (it would have to run inside the fused kernel), or the consumer must not come before the producer, or the fusion would make a cycle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reads other positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The consumer reads the producer&apos;s buffer at other positions than the producer writes them (a transpose, shift or broadcast), so the value is not at hand in one kernel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too far apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than 64 nodes apart in the original order: fusing them would keep buffers alive longer and may raise peak memory (a fixed rule).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peak memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fusing would keep buffers that each node frees on its own alive together, raising peak memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iteration sizes differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their iteration spaces differ (numel: output elements, rnumel: elements reduced per output), so one kernel cannot loop over both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fused kernel would need a tiling that suits neither node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fused node would exceed the limit on its number of nodes or of distinct inputs and outputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extern or no-op kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A library call (mm, addmm, convolution, attention), a no-op or a grouped node is never fused with other nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template prologue/epilogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Triton template (matmul, attention) takes only certain epilogues and prologues.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>different devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The nodes run on different devices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fusion was benchmarked and the fused kernel was slower, or spilled registers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>foreach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A horizontal (foreach) node fuses only with matching producers or consumers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A split scan cannot fuse with reductions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disabled for a buffer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fusion is switched off for one of the buffers (no_fuse_buffer_names).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A reason this tool does not classify.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cs::FusionSelection</name>
    <message>
        <source>scheduler node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fused node %1 (%2 scheduler nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kernel %1, which runs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the kernel runs %1 nodes; name one as &lt;kernel&gt;:&lt;handle&gt;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>post-grad node %1, computed by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>buffer %1, written by %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cs::FusionText</name>
    <message>
        <source>round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loop reordering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[nested %1] </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 fused, %2 rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (log: %1 → %2, agrees)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (log: %1 → %2, DIFFERS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (incomplete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  blocked, by reason (lines, distinct pairs, settings that change it):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 rejections name no nodes (an older PyTorch&apos;s `cannot fuse (tag)` lines)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  values inside the reasons:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    … %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  memory traffic fusion saved: %1 (buffers kept inside kernels: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 fused node(s) with symbolic sizes not counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  stayed alone: %1 kernel(s) of one node%2; %3 extern or no-op node(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  final nodes (%1, from %2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  →  (no kernel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  saves %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (provenance names another kernel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (the replay differs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    … %1 more (--graph %2 lists all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  decisions (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fuse    %1 + %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reject  %1 / %2: %3 [%4]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bench   %1 / %2: %3x %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speedup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slowdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  decisions: %1, lines %2–%3; attribution: %4 — %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  no fusion decisions recorded (TORCH_LOGS=fusion writes them); shown from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  IR: %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no pre-fusion IR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no post-fusion IR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 scheduler nodes → %2 after fusion: %3 fusions, %4 rejections, %5 benchmark verdicts</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recorded decisions (line, round, text):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reorder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cs::GraphCatalog</name>
    <message>
        <source>%1 nodes (graph_node_count %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 calls (graph_op_count %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 inputs (graph_input_count %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>graph %1 was read with %2; PyTorch&apos;s compilation_metrics say otherwise</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cs::WhyNot</name>
    <message>
        <source>%1 and %2 are one kernel: %3 runs %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(kernel unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They came together at line %1: `fusing %2 with %3`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Inductor recorded %n decision(s) about their nodes:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  %1%2 — %n time(s), first at line %3</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>All of them were logged while candidate pairs were enumerated, before any fusion of the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the IR shows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a dependency path runs between them through %1 (%2): a fused kernel would have to contain it too (`intermediate nodes between node1 &amp; node2`)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on that path is an extern kernel (%2), which is never fused: the path cannot become one kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2%3: the scheduler leaves extern kernels and no-ops out of the pairs it tries, so it never scored this pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a no-op</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an extern kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a template (%2): it takes only certain epilogues and prologues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>they run on different devices (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>they use no common buffer: the scheduler tries only pairs that read or write a common buffer, so it never scored this pair and wrote no line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>they share %1, but more than %2 other users of it lie between them: outside the scheduler&apos;s window of pairwise attempts, so never scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>they are %1 nodes apart: a horizontal fusion that far is refused (`Nodes are too far away`)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No line names them, and none could have:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They share %1, so the scheduler could score them, yet no line names them. Either the fusion was legal and lost to a higher-scored fusion that took one of them first (Inductor never logs its scores), or a check refused it without writing a line (stream boundaries, some epilogue and mutation checks, the CPU backend&apos;s own checks). The record cannot tell which.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 name common scheduler nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now: %1 is in %2 (%3), %4 in %5 (%6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no kernel known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This graph has no fusion log (TORCH_LOGS=fusion records the decisions).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n rejection(s) in this log name no nodes (older PyTorch); one may be about this pair.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Settings that change the outcome: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names no scheduler node, fused node, kernel, post-grad node or buffer of graph %2</source>
        <translation type="unfinished"></translation>
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
        <translation>&lt;h3&gt;CompileScope %1&lt;/h3&gt;&lt;p&gt;Diagnose für PyTorch torch.compile: Graph Breaks, Neukompilierungen, Fusion und die erzeugten Kernel.&lt;/p&gt;</translation>
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
        <translation>Kompilierübersicht eines Laufs: Compile-IDs, Graph Breaks, Neukompilierungen, Kernel</translation>
    </message>
    <message>
        <source>Reads every trace of the run (several PATHs or a folder of rank logs make one multi-rank run) and prints each compile id with its outcome, time, graph breaks, recompile reasons and generated kernels. Bad lines become diagnostics on stderr; the rest is still summarised.</source>
        <translation>Liest jeden Trace des Laufs (mehrere PATHs oder ein Ordner mit Rang-Logs ergeben einen Lauf mit mehreren Rängen) und gibt jede Compile-ID mit Ergebnis, Zeit, Graph Breaks, Gründen für Neukompilierungen und erzeugten Kerneln aus. Fehlerhafte Zeilen werden zu Diagnosen auf stderr; der Rest wird trotzdem zusammengefasst.</translation>
    </message>
    <message>
        <source>what to fix first: failures, recompiles, graph breaks, with suggestions</source>
        <translation>was zuerst zu beheben ist: Fehler, Neukompilierungen, Graph Breaks, mit Vorschlägen</translation>
    </message>
    <message>
        <source>Ranks the run&apos;s problems by what they cost: compile failures and recompile-limit hits first, then recompiles with the guard that failed and a concrete fix, then graph breaks by the time they cost, with PyTorch&apos;s explanation and the user&apos;s source line.</source>
        <translation>Ordnet die Probleme des Laufs nach ihren Kosten: zuerst Kompilierfehler und erreichte Neukompilierungslimits, dann Neukompilierungen mit dem fehlgeschlagenen Guard und einer konkreten Behebung, dann Graph Breaks nach der Zeit, die sie kosten, mit der Erklärung von PyTorch und der Quellzeile des Nutzers.</translation>
    </message>
    <message>
        <source>list every graph: id, nodes, edges, kernels</source>
        <translation>alle Graphen auflisten: ID, Knoten, Kanten, Kernel</translation>
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
        <source>a run&apos;s graphs (Dynamo, AOT, post-grad): list them, export one</source>
        <translation>die Graphen eines Laufs (Dynamo, AOT, post-grad): auflisten, einen exportieren</translation>
    </message>
    <message>
        <source>Reads every graph payload of the run&apos;s traces into nodes, edges and source lines, and maps each post-grad node to the kernel that computes it. SVG and PNG are laid out by Graphviz `dot`; big graphs need --collapsed.</source>
        <translation>Liest jeden Graph-Payload aus den Traces des Laufs in Knoten, Kanten und Quellzeilen und ordnet jeden post-grad-Knoten dem Kernel zu, der ihn berechnet. SVG und PNG werden von Graphviz `dot` angeordnet; große Graphen brauchen --collapsed.</translation>
    </message>
    <message>
        <source>graph: unknown option or missing value: %1</source>
        <translation>graph: unbekannte Option oder fehlender Wert: %1</translation>
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
        <source>graph: give PATH... and --list, or --graph ID</source>
        <translation>graph: PATH... und --list oder --graph ID angeben</translation>
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
        <source>save the window as PNG once loaded, then quit</source>
        <translation>das Fenster nach dem Laden als PNG speichern, dann beenden</translation>
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
        <translation>PATH ist ein TORCH_TRACE-Log (unkomprimiert, .gz oder .zst), TORCH_LOGS-Text, ein TORCH_COMPILE_DEBUG-Ordner, Inductors output_code.py, ein .pt2-Archiv, ein Profiler-Trace oder ein Ordner davon (ein Laufordner oder ein Log je Rang). Formate werden am Inhalt erkannt, nie am Namen.</translation>
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
        <translation>Compile-IDs: %1, Graph Breaks: %2, Neukompilierungen: %3</translation>
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
        <translation>Führt COMMAND mit TORCH_TRACE, den TORCH_LOGS, die CompileScope liest (Fusion eingeschlossen), dem Debug-Ordner der Kompilierung, Provenance-Tracking und einem laufeigenen Inductor/Triton-Cache aus, gibt seine Ausgabe fortlaufend mit der verstrichenen Zeit aus (Ctrl+C stoppt seine ganze Prozessgruppe), schreibt manifest.json und meldet, was erfasst wurde. Nur auf diesem Weg startet CompileScope Ihren Code. Exit-Status: der des Befehls.</translation>
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
        <source>(still running; %1 TORCH_LOGS line(s) so far)</source>
        <translation>(läuft noch; bisher %1 TORCH_LOGS-Zeile(n))</translation>
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
        <source>fusion: no graph has both %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fusion: %1 and %2 exist in %3 graphs (%4): choose one with --graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only this graph (as `graph --list` names it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>why two nodes or kernels (post-grad node, scheduler node or kernel names) are not one kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile database: show each kernel&apos;s measured time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write JSON to stdout (schema compilescope.fusion/1, FUSION_JSON.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inductor&apos;s fusion decisions per graph, replayed round by round; why two nodes are apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replays the scheduler&apos;s fusion record (TORCH_LOGS=fusion, or a TORCH_COMPILE_DEBUG folder&apos;s ir_pre_fusion.txt / ir_post_fusion.txt): each round, every fuse / reject / benchmark decision with its reason, and the final nodes tied to their kernels. Without a fusion record it says which setting records one and shows the final groups from the generated code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fusion: unknown option or missing value: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fusion: give PATH... [--graph ID] [--why A B] [--db FILE] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fusion: the run has no compiled graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fusion: no single graph %1; the run has: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (from the generated code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> = compilation_metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ≠ compilation_metrics: %1 nodes, %2 calls, %3 inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>also the autotune candidates the run did not use (by default only the variant it chose)</source>
        <translation type="unfinished"></translation>
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
    <name>cs::app::FindingsTabs</name>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Graph breaks</source>
        <translation>Graph Breaks</translation>
    </message>
    <message>
        <source>Recompiles</source>
        <translation>Neukompilierungen</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>Fehler</translation>
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
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source>Graph breaks (%1)</source>
        <translation>Graph Breaks (%1)</translation>
    </message>
    <message>
        <source>Recompiles (%1)</source>
        <translation>Neukompilierungen (%1)</translation>
    </message>
    <message>
        <source>Failures (%1) · restarts (%2)</source>
        <translation>Fehler (%1) · Neustarts (%2)</translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every compiled frame was captured as one graph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recompiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No function was compiled more than once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No failures or restarts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every compile finished, none restarted its analysis.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors, warnings, rejected autotune candidates and perf hints appear here when the run has a TORCH_LOGS text log (stderr with TORCH_LOGS=perf_hints,... set).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages (%1 errors, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages (%1)</source>
        <translation type="unfinished"></translation>
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
    <message numerus="yes">
        <source>%1: %n compile id(s), %2 diagnostic(s)</source>
        <translation>
            <numerusform>%1: %n Compile-ID, %2 Diagnose(n)</numerusform>
            <numerusform>%1: %n Compile-IDs, %2 Diagnose(n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Open trace logs</source>
        <translation>Trace-Logs öffnen</translation>
    </message>
    <message>
        <source>Trace logs (*.log *.txt *.gz *.zst);;All files (*)</source>
        <translation>Trace-Logs (*.log *.txt *.gz *.zst);;Alle Dateien (*)</translation>
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
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weitere</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing open</source>
        <translation>Nichts geöffnet</translation>
    </message>
    <message>
        <source>Open a trace log or a run folder, or drop it here.</source>
        <translation>Öffnen Sie ein Trace-Log oder einen Lauf-Ordner, oder legen Sie ihn hier ab.</translation>
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
        <translation>Die Traces dieses Laufs enthalten keine torch.compile-Frames (ein Export- oder AOTInductor-Trace, oder nur andere Dateien); seine Eingaben stehen in der Ansicht „Eingaben“.</translation>
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
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
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
        <source>CompileScope &amp;User Guide</source>
        <translation>CompileScope-&amp;Handbuch</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
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
        <source>Folder</source>
        <translation>Ordner</translation>
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
        <source>Recent runs</source>
        <translation>Zuletzt geöffnete Läufe</translation>
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
</context>
<context>
    <name>cs::app::UserGuide</name>
    <message>
        <source>CompileScope User Guide</source>
        <translation>CompileScope-Handbuch</translation>
    </message>
    <message>
        <source>The user guide is missing from this installation (%1).</source>
        <translation>Das Handbuch fehlt in dieser Installation (%1).</translation>
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
        <source>TORCH_LOGS     torch_logs.txt (stderr, %1; %2 log line(s) not shown live)</source>
        <translation>TORCH_LOGS     torch_logs.txt (stderr, %1; %2 Log-Zeile(n) nicht live angezeigt)</translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>nicht aufgezeichnet</translation>
    </message>
    <message>
        <source>Host time in the breaking compiles&apos; regions outside their compiled graphs, summed over every call in the profiler traces loaded with the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compile time the break added: the tracing Dynamo threw away when the break restarted its analysis (dynamo_time_before_restart_s of each compile that hit it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compile time of the compile ids that hit the break and of the resume functions it created. Not caused by the break alone: without it the same code would still compile, as one frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added compile time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compiles around it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cs::viewers::CompileDetails</name>
    <message>
        <source>Select a compile id to see its details.</source>
        <translation>Eine Compile-ID auswählen, um ihre Details zu sehen.</translation>
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
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Graph breaks</source>
        <translation>Graph Breaks</translation>
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
        <source>Generated kernels (%1)</source>
        <translation>Erzeugte Kernel (%1)</translation>
    </message>
    <message>
        <source>… and %1 more (the Kernels view lists them all)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cs::viewers::CompileTimeChart</name>
    <message>
        <source>rank %1 </source>
        <translation>Rang %1 </translation>
    </message>
    <message>
        <source>Compile time per compile id (s)</source>
        <translation>Kompilierzeit je Compile-ID (s)</translation>
    </message>
    <message>
        <source>first compile</source>
        <translation>erste Kompilierung</translation>
    </message>
    <message>
        <source>recompile</source>
        <translation>Neukompilierung</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>No compile times recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run&apos;s traces have no compilation metrics (compilation_metrics records) with a compile time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a trace to see where compile time went.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cs::viewers::CompileTreeModel</name>
    <message>
        <source>Rank %1</source>
        <translation>Rang %1</translation>
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
        <source>Frame / compile id</source>
        <translation>Frame / Compile-ID</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Graph breaks</source>
        <translation>Graph Breaks</translation>
    </message>
    <message>
        <source>Kernels</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Compile time (entire_frame_compile_time_s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernels generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation type="unfinished"></translation>
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
    <name>cs::viewers::DisplayText</name>
    <message>
        <source> … %1 more characters … </source>
        <translation type="unfinished"></translation>
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
        <translation>Graph Break: %1</translation>
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
        <source>How to fix</source>
        <translation>Behebung</translation>
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
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Added compile time</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 s: the tracing Dynamo threw away when this break restarted its analysis (dynamo_time_before_restart_s, summed over %n compile(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 s</source>
        <translation type="unfinished">%1 s {1 %2 ?}</translation>
    </message>
    <message>
        <source>Compiles around it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s in %2 (entire_frame_compile_time_s). Not caused by the break alone: without it the same code would still compile, as one frame.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compile id</source>
        <translation>Compile-ID</translation>
    </message>
    <message>
        <source>Logged at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it means</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max-autotune could not compile or run this candidate (for example, it needs more shared memory than the GPU has) and left it out; the kernel was chosen among the other candidates. Each rejected candidate still costs compile time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
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
        <source>What the collapsed boxes are: fusion groups (kernels), module layers, or source statements</source>
        <translation>Was die zusammengefassten Kästchen sind: Fusionsgruppen (Kernel), Modulschichten oder Quellanweisungen</translation>
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
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n node(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n kernel(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No run open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a trace to see its graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ⚠ differs from compilation_metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No graphs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run&apos;s traces hold no graph payloads (Dynamo, AOT or post-grad graphs are written by TORCH_TRACE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes, %2 edges, %3 kernels%4, in %5 boxes%6; double-click a box to open or close it. Layout %7 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (from %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (overview: zoom in to read them)</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation>%1 Einträge, %2 Compile-IDs, %3 Graph Breaks, %4 Neukompilierungen</translation>
    </message>
    <message>
        <source>TORCH_LOGS text</source>
        <translation>TORCH_LOGS-Text</translation>
    </message>
    <message>
        <source>%1 messages, %2 graph breaks, %3 recompiles, %4 perf hints</source>
        <translation>%1 Meldungen, %2 Graph Breaks, %3 Neukompilierungen, %4 Performance-Hinweise</translation>
    </message>
    <message>
        <source>output code</source>
        <translation>Output-Code</translation>
    </message>
    <message>
        <source>%1 kernels, %2 launches</source>
        <translation>%1 Kernel, %2 Starts</translation>
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
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of %1, unrecorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The caches hold one compiled variant of this kernel: the one the run used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The variant the run used, named by Inductor&apos;s autotune record %1%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (found by coordinate descent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A variant autotuning compiled and benchmarked, but the run did not use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of %1 compiled variants; no record says which one the run used (e.g. a reduction whose R0_BLOCK Inductor halved at load and benchmarked without recording the choice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autotuning took %1 ms (the record&apos;s time_taken_ms: tuning time, not this kernel&apos;s time).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inductor&apos;s max-autotune benchmark of this config: %1 µs (before any epilogue was fused).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same launch is also in compile %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which compiled variant the row launches: the one the run used (the only one, or the one Inductor&apos;s autotune record names), an autotune candidate it did not use, or one of several when nothing records the choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fastest of the timed launches (caches flushed before each). For Triton kernels this is the statistic Inductor&apos;s own benchmark prints (output_code.py -k takes the minimum of its CUDA-event timings): compare with Inductor here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min µs (as Inductor -k)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median of the timed launches: the typical launch. For kernels under ~25 µs it is usually 1–2 µs above the minimum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inductor&apos;s own benchmark of this kernel&apos;s config, when the trace recorded one (max-autotune template choices; measured before any epilogue was fused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inductor µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the summed medians of the kernels the run used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes of the distinct tensor arguments / median time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(max − min) / median</source>
        <translation type="unfinished"></translation>
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
    <message>
        <source>Profile run %1: %2 kernel(s) measured, %3 not, on %4. Kept in %5</source>
        <translation>Profillauf %1: %2 Kernel gemessen, %3 nicht, auf %4. Gespeichert in %5</translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also list, and profile, the variants autotuning compiled but the run did not use. By default each kernel is the variant the run used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n kernel launch(es), %1 can be launched alone</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (and %n autotune candidate(s) the run did not use)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>. Results are kept in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; Inductor&apos;s autotuning benchmark %1 µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; autotuning took %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; [%2] %3 &lt;i&gt;%4&lt;/i&gt;&lt;br&gt;Graph nodes: %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cs::viewers::MessagesModel</name>
    <message>
        <source>autotune error</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation>Führt den Befehl aus; dabei sind der strukturierte Trace, TORCH_LOGS (Graph Breaks, Neukompilierungen, Guards, Fusion, Output-Code), der Debug-Ordner der Kompilierung, Provenance-Tracking und laufeigene Inductor/Triton-Caches eingeschaltet. Schreibt manifest.json mit den Versionen und Rechnerangaben.</translation>
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
</context>
</TS>
