<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>cs::Explain</name>
    <message>
        <source>%1 (now dynamic)</source>
        <translation>%1（现为动态）</translation>
    </message>
    <message>
        <source>The recompile limit was hit: this call now runs eagerly. Fix the guard below rather than raising `torch._dynamo.config.recompile_limit`, unless the set of values is small and known. </source>
        <translation>已达到重新编译上限：此调用现以 eager 模式运行。请修复下面的守卫，而不是调高 `torch._dynamo.config.recompile_limit`，除非取值集合小且已知。</translation>
    </message>
    <message>
        <source>attempt %1 failed as well (%2)</source>
        <translation>第 %1 次尝试同样失败（%2）</translation>
    </message>
    <message numerus="yes">
        <source>attempt %1 compiled a graph of %n operation(s)</source>
        <translation>
            <numerusform>第 %1 次尝试编译了含 %n 个操作的图</numerusform>
        </translation>
    </message>
    <message>
        <source>attempt %1 compiled no graph</source>
        <translation>第 %1 次尝试未编译出图</translation>
    </message>
    <message>
        <source> up to line %1 (%2)</source>
        <translation>，直到第 %1 行（%2）</translation>
    </message>
    <message>
        <source>; the rest runs in %1 (compile %2)</source>
        <translation>；其余部分在 %1 中运行（编译 %2）</translation>
    </message>
    <message>
        <source>the input</source>
        <translation>该输入</translation>
    </message>
    <message>
        <source>%1 changed size at dim %2 (%3); PyTorch then made that dim dynamic. Mark it dynamic before the first call (`torch._dynamo.mark_dynamic(%4, %2)`) to save this recompile.</source>
        <translation>%1 在第 %2 维的大小发生变化（%3）；PyTorch 随后将该维设为动态。在第一次调用前将其标记为动态（`torch._dynamo.mark_dynamic(%4, %2)`），即可省去这次重新编译。</translation>
    </message>
    <message>
        <source>%1 changed size%2 (%3). If sizes vary, mark the dim dynamic (`torch._dynamo.mark_dynamic(%4, %5)`) or compile with `dynamic=True`; if only a few sizes occur, pad inputs to a fixed size.</source>
        <translation>%1 的大小发生变化%2（%3）。如果大小会变化，请将该维标记为动态（`torch._dynamo.mark_dynamic(%4, %5)`）或使用 `dynamic=True` 编译；如果只出现少数几种大小，请把输入填充到固定大小。</translation>
    </message>
    <message>
        <source> at dim %1</source>
        <translation>（第 %1 维）</translation>
    </message>
    <message>
        <source>%1 arrived as %2 where the earlier compile saw %3. Fix the dtype where %1 is produced (e.g. `.to(torch.%4)`), unless one compiled version per dtype is intended.</source>
        <translation>%1 传入时为 %2，而之前的编译看到的是 %3。请在产生 %1 的地方修正 dtype（例如 `.to(torch.%4)`），除非本意就是每种 dtype 各编译一个版本。</translation>
    </message>
    <message>
        <source>%1 arrived with another memory layout (stride at dim %2: %3), e.g. a transposed view. Call `.contiguous()` on it before the compiled function, or keep its layout consistent.</source>
        <translation>%1 传入时内存布局不同（第 %2 维的步幅：%3），例如转置后的视图。请在调用编译函数前对其调用 `.contiguous()`，或保持其布局一致。</translation>
    </message>
    <message>
        <source>%1 moved between devices or dispatch modes (%2). Keep it on one device for every call.</source>
        <translation>%1 在设备或分派模式之间切换（%2）。请在每次调用时都让它留在同一设备上。</translation>
    </message>
    <message>
        <source>%1 changed requires_grad (%2). Call the compiled function consistently inside or outside `torch.no_grad()`, or `.detach()` the input.</source>
        <translation>%1 的 requires_grad 发生变化（%2）。请始终在 `torch.no_grad()` 之内或之外调用编译函数，或对输入调用 `.detach()`。</translation>
    </message>
    <message>
        <source>%1 is a Python value that Dynamo specialised on (guard `%2`), so every new value recompiles. Pass it as a tensor (`torch.tensor(...)`), or mark it dynamic (`torch._dynamo.config.specialize_int = False` for ints, `specialize_float = False` for floats).</source>
        <translation>%1 是 Dynamo 针对其特化的 Python 值（守卫 `%2`），因此每个新值都会触发重新编译。请将其作为张量传入（`torch.tensor(...)`），或将其设为动态（整数用 `torch._dynamo.config.specialize_int = False`，浮点数用 `specialize_float = False`）。</translation>
    </message>
    <message>
        <source>%1 changed type between calls (guard `%2`). Pass the same type every time.</source>
        <translation>%1 的类型在两次调用之间发生变化（守卫 `%2`）。请每次都传入相同的类型。</translation>
    </message>
    <message>
        <source>%1 is a different object on each call (guard `%2`), e.g. a lambda or module created per call. Create it once and reuse it.</source>
        <translation>%1 在每次调用时都是不同的对象（守卫 `%2`），例如每次调用都新建的 lambda 或模块。请只创建一次并重复使用。</translation>
    </message>
    <message>
        <source>Global torch state (grad mode, autocast, deterministic algorithms, ...) differs from the earlier call. Keep it the same around the compiled call.</source>
        <translation>全局 torch 状态（梯度模式、autocast、确定性算法等）与之前的调用不同。请在编译调用前后保持其一致。</translation>
    </message>
    <message>
        <source>The guard `%1` failed. Check what differs between the calls at %2.</source>
        <translation>守卫 `%1` 失败。请检查 %2 处各次调用之间的差异。</translation>
    </message>
    <message>
        <source>the call site</source>
        <translation>调用处</translation>
    </message>
    <message>
        <source>(unknown location)</source>
        <translation>（位置未知）</translation>
    </message>
    <message>
        <source>: expected %1</source>
        <translation>：期望 %1</translation>
    </message>
    <message>
        <source>What to fix first</source>
        <translation>优先修复的问题</translation>
    </message>
    <message>
        <source>Recompile limit hit in %1 [%2] at %3: later calls run without compilation.</source>
        <translation>%1 [%2] 在 %3 达到重新编译上限：之后的调用不再经过编译。</translation>
    </message>
    <message>
        <source>Compile failed in %1 [%2] at %3: %4</source>
        <translation>%1 [%2] 在 %3 编译失败：%4</translation>
    </message>
    <message numerus="yes">
        <source>analysis restarted %n time(s) before failing</source>
        <translation>
            <numerusform>失败前分析重启了 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recompile storm: %1 (%2) recompiled %n time(s), %3 of compile time</source>
        <translation>
            <numerusform>重新编译风暴：%1（%2）重新编译了 %n 次，耗费编译时间 %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recompiles: %1 (%2) recompiled %n time(s), %3 of compile time</source>
        <translation>
            <numerusform>重新编译：%1（%2）重新编译了 %n 次，耗费编译时间 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>, then hit the recompile limit</source>
        <translation>，随后达到重新编译上限</translation>
    </message>
    <message>
        <source>made dynamic: %1</source>
        <translation>设为动态：%1</translation>
    </message>
    <message>
        <source>older entry %1: %2</source>
        <translation>较早的条目 %1：%2</translation>
    </message>
    <message>
        <source>fix [%1]: %2</source>
        <translation>修复 [%1]：%2</translation>
    </message>
    <message>
        <source>Graph break at %1 (%2x, %3 of compile time): %4</source>
        <translation>%1 处的图中断（%2 次，耗费编译时间 %3）：%4</translation>
    </message>
    <message numerus="yes">
        <source>runtime: %1 ms outside compiled graphs over %n call(s) (%2 µs per call; profiler trace)</source>
        <translation>
            <numerusform>运行时间：%n 次调用中在编译图之外耗时 %1 ms（每次调用 %2 µs；来自 profiler 跟踪）</numerusform>
        </translation>
    </message>
    <message>
        <source>why: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <source>resumes in: %1</source>
        <translation>恢复于：%1</translation>
    </message>
    <message>
        <source>more: %1</source>
        <translation>更多：%1</translation>
    </message>
    <message>
        <source>compile ids: %1</source>
        <translation>编译 ID：%1</translation>
    </message>
    <message>
        <source>Restarted analyses</source>
        <translation>重启的分析</translation>
    </message>
    <message numerus="yes">
        <source>%n restart(s), %1 of tracing discarded</source>
        <translation>
            <numerusform>重启 %n 次，丢弃了 %1 的追踪</numerusform>
        </translation>
    </message>
    <message>
        <source>because: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <source>then: %1</source>
        <translation>随后：%1</translation>
    </message>
    <message>
        <source>Nothing to fix: no graph breaks, recompiles or failures were recorded.</source>
        <translation>无需修复：没有记录到图中断、重新编译或失败。</translation>
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
        <translation>提示</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
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
        </translation>
    </message>
    <message numerus="yes">
        <source>  %1%2 — %n time(s), first at line %3</source>
        <translation type="unfinished">
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
        <translation>关于 CompileScope</translation>
    </message>
    <message>
        <source>&lt;h3&gt;CompileScope %1&lt;/h3&gt;&lt;p&gt;Diagnose PyTorch torch.compile: graph breaks, recompiles, fusion and the generated kernels.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;CompileScope %1&lt;/h3&gt;&lt;p&gt;诊断 PyTorch torch.compile：图中断、重新编译、融合以及生成的内核。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>库</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Kernel runner: asking…</source>
        <translation>内核运行器：正在查询…</translation>
    </message>
</context>
<context>
    <name>cs::app::Cli</name>
    <message>
        <source>--language needs a value, e.g. --language de</source>
        <translation>--language 需要一个值，例如 --language de</translation>
    </message>
    <message>
        <source>unknown option %1 (`compilescope help` lists the commands and options)</source>
        <translation>未知选项 %1（`compilescope help` 列出所有命令和选项）</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 需要一个值</translation>
    </message>
    <message>
        <source> (did you mean %1?)</source>
        <translation>（您是否想输入 %1？）</translation>
    </message>
    <message>
        <source>unknown command %1%2; `compilescope help` lists the commands</source>
        <translation>未知命令 %1%2；`compilescope help` 列出所有命令</translation>
    </message>
    <message>
        <source>%1 is a command: put it first, after --language only (compilescope %1 --help)</source>
        <translation>%1 是一个命令：请把它放在最前面，只有 --language 可以在它之前（compilescope %1 --help）</translation>
    </message>
    <message>
        <source>cannot open the window: there is no display (DISPLAY and WAYLAND_DISPLAY are not set). The commands run without one, e.g. `compilescope summary PATH`; `compilescope help` lists them.</source>
        <translation>无法打开窗口：没有显示器（未设置 DISPLAY 和 WAYLAND_DISPLAY）。各命令无需显示器即可运行，例如 `compilescope summary PATH`；`compilescope help` 列出所有命令。</translation>
    </message>
    <message>
        <source>Run `compilescope %1 --help` for its options.</source>
        <translation>运行 `compilescope %1 --help` 查看其选项。</translation>
    </message>
    <message>
        <source>user-interface language: en, de or zh_CN (default: the system&apos;s); JSON output stays English</source>
        <translation>界面语言：en、de 或 zh_CN（默认跟随系统）；JSON 输出始终为英文</translation>
    </message>
    <message>
        <source>view to show once the run is loaded</source>
        <translation>运行加载后显示的视图</translation>
    </message>
    <message>
        <source>compile id to select once loaded (e.g. 0/1)</source>
        <translation>加载后选中的编译 ID（例如 0/1）</translation>
    </message>
    <message>
        <source>save the window as PNG once loaded, then quit</source>
        <translation>加载后将窗口保存为 PNG，然后退出</translation>
    </message>
    <message>
        <source>completion: unknown option or missing value: %1</source>
        <translation>completion：未知选项或缺少值：%1</translation>
    </message>
    <message>
        <source>completion: unexpected argument %1</source>
        <translation>completion：多余的参数 %1</translation>
    </message>
    <message>
        <source>completion: give the shell: bash or zsh</source>
        <translation>completion：请指定 shell：bash 或 zsh</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>write to FILE instead of stdout</source>
        <translation>写入 FILE 而不是标准输出</translation>
    </message>
    <message>
        <source>print a shell completion script for bash or zsh</source>
        <translation>输出 bash 或 zsh 的命令补全脚本</translation>
    </message>
    <message>
        <source>Installed packages already have both (share/bash-completion/completions/compilescope, share/zsh/vendor-completions/_compilescope). From a build tree: `source &lt;(compilescope completion bash)`.</source>
        <translation>安装包中已包含两者（share/bash-completion/completions/compilescope、share/zsh/vendor-completions/_compilescope）。在构建目录中可用：`source &lt;(compilescope completion bash)`。</translation>
    </message>
    <message>
        <source>list every graph: id, nodes, edges, kernels</source>
        <translation>列出所有图：ID、节点、边、内核</translation>
    </message>
    <message>
        <source>write JSON: the list (compilescope.graphs/1) or the graph (compilescope.graph/1, GRAPH_JSON.md)</source>
        <translation>写 JSON：图列表（compilescope.graphs/1）或单个图（compilescope.graph/1，见 GRAPH_JSON.md）</translation>
    </message>
    <message>
        <source>the graph to export, as --list names it</source>
        <translation>要导出的图，名称同 --list 所列</translation>
    </message>
    <message>
        <source>export format (default json)</source>
        <translation>导出格式（默认 json）</translation>
    </message>
    <message>
        <source>draw one box per kernel, layer or statement</source>
        <translation>每个内核、层或语句画一个方框</translation>
    </message>
    <message>
        <source>what a box holds with --collapsed (default: what suits the graph)</source>
        <translation>使用 --collapsed 时方框所含内容（默认：按图的类型选择）</translation>
    </message>
    <message>
        <source>split a collapsed graph into segments of N boxes</source>
        <translation>将折叠后的图拆分为每段 N 个方框</translation>
    </message>
    <message>
        <source>a run&apos;s graphs (Dynamo, AOT, post-grad): list them, export one</source>
        <translation>一次运行中的图（Dynamo、AOT、post-grad）：列出或导出</translation>
    </message>
    <message>
        <source>Reads every graph payload of the run&apos;s traces into nodes, edges and source lines, and maps each post-grad node to the kernel that computes it. SVG and PNG are laid out by Graphviz `dot`; big graphs need --collapsed.</source>
        <translation>将该运行跟踪中的每个图载荷读取为节点、边和源代码行，并把每个 post-grad 节点对应到计算它的内核。SVG 和 PNG 由 Graphviz `dot` 布局；大图需要 --collapsed。</translation>
    </message>
    <message>
        <source>graph: unknown option or missing value: %1</source>
        <translation>graph：未知选项或缺少值：%1</translation>
    </message>
    <message>
        <source>graph: --json and --format %1 contradict each other</source>
        <translation>graph：--json 与 --format %1 相互矛盾</translation>
    </message>
    <message>
        <source>graph: --format takes json, dot, svg or png, not %1</source>
        <translation>graph：--format 只接受 json、dot、svg 或 png，而不是 %1</translation>
    </message>
    <message>
        <source>graph: give PATH... and --list, or --graph ID</source>
        <translation>graph：请给出 PATH... 以及 --list 或 --graph ID</translation>
    </message>
    <message>
        <source>graph: --group-by takes kernel, layer or statement</source>
        <translation>graph：--group-by 只接受 kernel、layer 或 statement</translation>
    </message>
    <message>
        <source>usage:</source>
        <translation>用法：</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>退出状态：</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>the input could not be read or analysed, or the command could not do its work</source>
        <translation>无法读取或分析输入，或命令无法完成其工作</translation>
    </message>
    <message>
        <source>usage error: unknown command or option, missing or bad argument</source>
        <translation>用法错误：未知命令或选项，参数缺失或有误</translation>
    </message>
    <message>
        <source>a gate tripped: a check the command was asked to make found a change or a regression</source>
        <translation>门禁触发：命令被要求执行的检查发现了变化或性能退化</translation>
    </message>
    <message>
        <source>help: unexpected argument %1</source>
        <translation>help：多余的参数 %1</translation>
    </message>
    <message>
        <source>help: unknown command %1</source>
        <translation>help：未知命令 %1</translation>
    </message>
    <message>
        <source>help: unknown command %1 (did you mean %2?)</source>
        <translation>help：未知命令 %1（您是否想输入 %2？）</translation>
    </message>
    <message>
        <source>CompileScope diagnoses PyTorch torch.compile. Without a command it opens the app window (on the files or folders given); the commands below run without a display.</source>
        <translation>CompileScope 用于诊断 PyTorch torch.compile。不带命令时打开应用窗口（并打开给出的文件或文件夹）；下列命令无需显示器即可运行。</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Options before the command:</source>
        <translation>命令之前的选项：</translation>
    </message>
    <message>
        <source>this text; `compilescope help COMMAND` or `compilescope COMMAND --help` shows a command&apos;s options</source>
        <translation>显示本说明；`compilescope help COMMAND` 或 `compilescope COMMAND --help` 显示某个命令的选项</translation>
    </message>
    <message>
        <source>the same as `compilescope version`</source>
        <translation>等同于 `compilescope version`</translation>
    </message>
    <message>
        <source>Options of the app window:</source>
        <translation>应用窗口的选项：</translation>
    </message>
    <message>
        <source>PATH is a TORCH_TRACE log (plain, .gz or .zst), TORCH_LOGS text, a TORCH_COMPILE_DEBUG folder, Inductor&apos;s output_code.py, a .pt2 archive, a profiler trace, or a folder of them (a run folder, or one log per rank). Formats are recognised by content, never by name.</source>
        <translation>PATH 可以是 TORCH_TRACE 日志（未压缩、.gz 或 .zst）、TORCH_LOGS 文本、TORCH_COMPILE_DEBUG 文件夹、Inductor 的 output_code.py、.pt2 归档、profiler 跟踪，或包含它们的文件夹（一次运行的文件夹，或每个 rank 一个日志）。格式按内容识别，从不按文件名识别。</translation>
    </message>
    <message>
        <source>Output: text for people by default. With --json, every command writes one JSON document to stdout whose &quot;schema&quot; field names its format (documented in the *_JSON.md files); JSON is always English. Messages and progress go to stderr.</source>
        <translation>输出：默认为供人阅读的文本。使用 --json 时，每个命令向标准输出写一个 JSON 文档，其 &quot;schema&quot; 字段标明格式（见各 *_JSON.md 文件）；JSON 始终为英文。消息和进度输出到标准错误。</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>show this help</source>
        <translation>显示本帮助</translation>
    </message>
    <message>
        <source>user-interface language (also before the command)</source>
        <translation>界面语言（也可放在命令之前）</translation>
    </message>
    <message>
        <source>this overview, or the options of one command</source>
        <translation>本概览，或某个命令的选项</translation>
    </message>
    <message>
        <source>`compilescope help COMMAND` is the same as `compilescope COMMAND --help`.</source>
        <translation>`compilescope help COMMAND` 等同于 `compilescope COMMAND --help`。</translation>
    </message>
    <message>
        <source>profile: %1 needs a value</source>
        <translation>profile：%1 需要一个值</translation>
    </message>
    <message>
        <source>profile: %1 needs a number of at least %2</source>
        <translation>profile：%1 需要一个不小于 %2 的数字</translation>
    </message>
    <message>
        <source>profile: --kernels: %1</source>
        <translation>profile：--kernels：%1</translation>
    </message>
    <message>
        <source>profile: unknown option %1</source>
        <translation>profile：未知选项 %1</translation>
    </message>
    <message>
        <source>profile: give at least one run folder, trace or output code file</source>
        <translation>profile：请至少给出一个运行文件夹、跟踪文件或输出代码文件</translation>
    </message>
    <message>
        <source>SQLite database for the results (default compilescope-profiles.db)</source>
        <translation>保存结果的 SQLite 数据库（默认 compilescope-profiles.db）</translation>
    </message>
    <message>
        <source>only the kernels whose name matches</source>
        <translation>只测名称匹配的内核</translation>
    </message>
    <message>
        <source>timed runs per kernel (default 100)</source>
        <translation>每个内核计时运行的次数（默认 100）</translation>
    </message>
    <message>
        <source>untimed runs before them (default 10)</source>
        <translation>计时前不计时的预热次数（默认 10）</translation>
    </message>
    <message>
        <source>another Inductor/Triton cache to find compiled kernels in (repeatable)</source>
        <translation>另一个用于查找已编译内核的 Inductor/Triton 缓存（可重复）</translation>
    </message>
    <message>
        <source>do not flush the caches (the L2 on a GPU) before each run</source>
        <translation>每次运行前不清空缓存（GPU 上为 L2）</translation>
    </message>
    <message>
        <source>seconds a kernel may stay silent before its runner is stopped (default 60)</source>
        <translation>内核无响应多少秒后停止其运行器（默认 60）</translation>
    </message>
    <message>
        <source>only show how each kernel would be launched</source>
        <translation>只显示每个内核将如何启动</translation>
    </message>
    <message>
        <source>also write the runner&apos;s job file, to run it elsewhere by hand</source>
        <translation>同时写出运行器的任务文件，以便在别处手动运行</translation>
    </message>
    <message>
        <source>write JSON to stdout (schema compilescope.profile/1, PROFILE_JSON.md)</source>
        <translation>向标准输出写 JSON（模式 compilescope.profile/1，见 PROFILE_JSON.md）</translation>
    </message>
    <message>
        <source>measure every generated kernel with the kernel runner, keep results in SQLite</source>
        <translation>用内核运行器测量每个生成的内核，结果保存在 SQLite 中</translation>
    </message>
    <message>
        <source>Finds every kernel in the generated code, plans its launch from the run&apos;s caches, and has compilescope-runner launch each alone (Triton on the GPU, Inductor C++ kernels on the CPU). A kernel that faults or hangs takes down only its runner. Progress goes to stderr.</source>
        <translation>找出生成代码中的每个内核，根据该运行的缓存规划其启动方式，并由 compilescope-runner 逐个单独启动（Triton 在 GPU 上，Inductor C++ 内核在 CPU 上）。出错或挂起的内核只会拖垮它自己的运行器。进度输出到标准错误。</translation>
    </message>
    <message>
        <source>1  also when no kernel could be measured</source>
        <translation>1  没有任何内核能被测量时也返回此值</translation>
    </message>
    <message>
        <source>
Saved as profile run %1 in %2
</source>
        <translation>
已保存为 %2 中的性能分析运行 %1
</translation>
    </message>
    <message>
        <source>%1: unknown option %2</source>
        <translation>%1：未知选项 %2</translation>
    </message>
    <message>
        <source>%1: give at least one trace file or folder</source>
        <translation>%1：请至少给出一个跟踪文件或文件夹</translation>
    </message>
    <message>
        <source>write JSON to stdout (schema compilescope.summary/1, SUMMARY_JSON.md)</source>
        <translation>向标准输出写 JSON（模式 compilescope.summary/1，见 SUMMARY_JSON.md）</translation>
    </message>
    <message>
        <source>check every payload&apos;s MD5 (done anyway for logs up to 256 MiB)</source>
        <translation>校验每个载荷的 MD5（不超过 256 MiB 的日志总会校验）</translation>
    </message>
    <message>
        <source>write JSON to stdout (schema compilescope.explain/1, EXPLAIN_JSON.md)</source>
        <translation>向标准输出写 JSON（模式 compilescope.explain/1，见 EXPLAIN_JSON.md）</translation>
    </message>
    <message>
        <source>compile overview of a run: compile ids, graph breaks, recompiles, kernels</source>
        <translation>一次运行的编译概览：编译 ID、图中断、重新编译、内核</translation>
    </message>
    <message>
        <source>Reads every trace of the run (several PATHs or a folder of rank logs make one multi-rank run) and prints each compile id with its outcome, time, graph breaks, recompile reasons and generated kernels. Bad lines become diagnostics on stderr; the rest is still summarised.</source>
        <translation>读取该运行的所有跟踪（多个 PATH 或一个包含各 rank 日志的文件夹构成一次多 rank 运行），并列出每个编译 ID 的结果、时间、图中断、重新编译原因和生成的内核。有问题的行作为诊断信息输出到标准错误；其余部分照常汇总。</translation>
    </message>
    <message>
        <source>what to fix first: failures, recompiles, graph breaks, with suggestions</source>
        <translation>优先修复什么：失败、重新编译、图中断，并附建议</translation>
    </message>
    <message>
        <source>Ranks the run&apos;s problems by what they cost: compile failures and recompile-limit hits first, then recompiles with the guard that failed and a concrete fix, then graph breaks by the time they cost, with PyTorch&apos;s explanation and the user&apos;s source line.</source>
        <translation>按代价为该运行的问题排序：先是编译失败和达到重新编译上限，然后是重新编译（附失败的守卫和具体修复办法），最后是按耗时排序的图中断（附 PyTorch 的解释和用户源代码行）。</translation>
    </message>
    <message>
        <source>Kernel runner: not installed (%1)</source>
        <translation>内核运行器：未安装（%1）</translation>
    </message>
    <message>
        <source>Kernel runner: %1</source>
        <translation>内核运行器：%1</translation>
    </message>
    <message>
        <source>Kernel runner: %1 (LibTorch %2)</source>
        <translation>内核运行器：%1（LibTorch %2）</translation>
    </message>
    <message>
        <source>  GPU: %1, compute capability %2, driver %3</source>
        <translation>  GPU：%1，计算能力 %2，驱动 %3</translation>
    </message>
    <message>
        <source>  GPU: none (%1); CPU kernels can still be measured</source>
        <translation>  GPU：无（%1）；仍可测量 CPU 内核</translation>
    </message>
    <message>
        <source>version: unknown option %1</source>
        <translation>version：未知选项 %1</translation>
    </message>
    <message>
        <source>write JSON to stdout (schema compilescope.version/1)</source>
        <translation>向标准输出写 JSON（模式 compilescope.version/1）</translation>
    </message>
    <message>
        <source>versions of CompileScope, its libraries, the kernel runner and the GPU</source>
        <translation>CompileScope、其依赖库、内核运行器和 GPU 的版本</translation>
    </message>
    <message>
        <source>Also `compilescope --version` and `-v`. The runner is started to ask what LibTorch, CUDA driver and GPUs it finds on this machine; a runner that cannot start is reported, not an error.</source>
        <translation>也可用 `compilescope --version` 和 `-v`。会启动运行器，询问它在本机找到的 LibTorch、CUDA 驱动和 GPU；运行器无法启动时会报告出来，但不算错误。</translation>
    </message>
    <message>
        <source>record: %1 needs a value</source>
        <translation>record：%1 需要一个值</translation>
    </message>
    <message>
        <source>record: %1 needs a positive number of seconds</source>
        <translation>record：%1 需要一个大于 0 的秒数</translation>
    </message>
    <message>
        <source>record: unknown option %1 (put the command after --)</source>
        <translation>record：未知选项 %1（请把命令放在 -- 之后）</translation>
    </message>
    <message>
        <source>record: give the command to run after --, e.g. record -- python train.py</source>
        <translation>record：请在 -- 之后给出要运行的命令，例如 record -- python train.py</translation>
    </message>
    <message>
        <source>compilescope: recorded into %1</source>
        <translation>compilescope：已录制到 %1</translation>
    </message>
    <message>
        <source>compile ids: %1, graph breaks: %2, recompiles: %3</source>
        <translation>编译 ID：%1，图中断：%2，重新编译：%3</translation>
    </message>
    <message>
        <source>open it:       compilescope %1
               compilescope summary %1</source>
        <translation>打开方式：     compilescope %1
               compilescope summary %1</translation>
    </message>
    <message>
        <source>the run folder to create (default: ./compilescope-run-DATE-TIME; never overwritten)</source>
        <translation>要创建的运行文件夹（默认 ./compilescope-run-DATE-TIME；绝不覆盖）</translation>
    </message>
    <message>
        <source>stop the command after S seconds (exit 124)</source>
        <translation>S 秒后停止命令（退出状态 124）</translation>
    </message>
    <message>
        <source>working folder of the command (default: the current one)</source>
        <translation>命令的工作文件夹（默认为当前文件夹）</translation>
    </message>
    <message>
        <source>seconds between SIGTERM and SIGKILL when stopping (default 5)</source>
        <translation>停止时从 SIGTERM 到 SIGKILL 的间隔秒数（默认 5）</translation>
    </message>
    <message>
        <source>also echo PyTorch&apos;s log lines (they are always saved)</source>
        <translation>同时回显 PyTorch 的日志行（日志行总会保存）</translation>
    </message>
    <message>
        <source>run a command with every PyTorch diagnostic on, into a run folder</source>
        <translation>开启全部 PyTorch 诊断运行命令，并录制到运行文件夹</translation>
    </message>
    <message>
        <source>Runs COMMAND with TORCH_TRACE, the TORCH_LOGS CompileScope reads (fusion included), the compile debug folder, provenance and a run-local Inductor/Triton cache, streams its output with the elapsed time (Ctrl+C stops its whole process group), writes manifest.json and says what was captured. This is the only way CompileScope starts your code. Exit status: the command&apos;s own.</source>
        <translation>运行 COMMAND，同时开启 TORCH_TRACE、CompileScope 所读取的 TORCH_LOGS（包括融合）、编译调试文件夹、溯源信息以及本次运行专用的 Inductor/Triton 缓存；逐行转发命令的输出并标注已用时间（Ctrl+C 会停止其整个进程组），写出 manifest.json，并说明捕获了哪些内容。CompileScope 只通过这种方式启动您的代码。退出状态：与该命令自身相同。</translation>
    </message>
    <message>
        <source>compilescope: recording into %1</source>
        <translation>compilescope：正在录制到 %1</translation>
    </message>
    <message>
        <source>compilescope: asking %1 for the torch, Triton and CUDA versions</source>
        <translation>compilescope：正在向 %1 查询 torch、Triton 和 CUDA 的版本</translation>
    </message>
    <message>
        <source>(still running; %1 TORCH_LOGS line(s) so far)</source>
        <translation>（仍在运行；目前已有 %1 行 TORCH_LOGS）</translation>
    </message>
    <message>
        <source>compilescope: started %1 (pid %2); Ctrl+C stops it</source>
        <translation>compilescope：已启动 %1（pid %2）；按 Ctrl+C 停止</translation>
    </message>
    <message>
        <source>compilescope: stopping the command (again to kill it at once)</source>
        <translation>compilescope：正在停止命令（再来一次则立即终止）</translation>
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
        <translation>将 trace 日志、运行文件夹或多个 rank 日志拖放到此处，作为一次运行打开</translation>
    </message>
</context>
<context>
    <name>cs::app::FindingsTabs</name>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Graph breaks</source>
        <translation>图中断</translation>
    </message>
    <message>
        <source>Recompiles</source>
        <translation>重新编译</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Guards</source>
        <translation>守卫</translation>
    </message>
    <message>
        <source>Compile time</source>
        <translation>编译时间</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>图</translation>
    </message>
    <message>
        <source>Kernels</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Graph breaks (%1)</source>
        <translation>图中断（%1）</translation>
    </message>
    <message>
        <source>Recompiles (%1)</source>
        <translation>重新编译（%1）</translation>
    </message>
    <message>
        <source>Failures (%1) · restarts (%2)</source>
        <translation>失败（%1）· 重启（%2）</translation>
    </message>
    <message>
        <source>[%1] recorded no guards</source>
        <translation>[%1] 未记录守卫</translation>
    </message>
    <message>
        <source>Guards of [%1]: the highlighted one failed</source>
        <translation>[%1] 的守卫：高亮的那个失败了</translation>
    </message>
    <message>
        <source>Guards of [%1]</source>
        <translation>[%1] 的守卫</translation>
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
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>Could not open</source>
        <translation>无法打开</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>Open a trace log or drop it here.</source>
        <translation>打开一个跟踪日志，或将其拖放到这里。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open File…</source>
        <translation>打开文件(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>打开文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About CompileScope</source>
        <translation>关于 CompileScope(&amp;A)</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <source>CompileScope — %1</source>
        <translation>CompileScope — %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n compile id(s), %2 diagnostic(s)</source>
        <translation>
            <numerusform>%1：%n 个编译 ID，%2 条诊断</numerusform>
        </translation>
    </message>
    <message>
        <source>Open trace logs</source>
        <translation>打开跟踪日志</translation>
    </message>
    <message>
        <source>Trace logs (*.log *.txt *.gz *.zst);;All files (*)</source>
        <translation>跟踪日志 (*.log *.txt *.gz *.zst);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open a trace folder</source>
        <translation>打开跟踪文件夹</translation>
    </message>
    <message>
        <source>&amp;Record Run…</source>
        <translation>录制运行(&amp;R)…</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing open</source>
        <translation>未打开任何内容</translation>
    </message>
    <message>
        <source>Open a trace log or a run folder, or drop it here.</source>
        <translation>打开 trace 日志或运行文件夹，或将其拖放到此处。</translation>
    </message>
    <message>
        <source>%1 %2 s left</source>
        <translation>%1 剩余 %2 秒</translation>
    </message>
    <message>
        <source>No compile ids</source>
        <translation>没有编译 ID</translation>
    </message>
    <message>
        <source>This run&apos;s traces hold no torch.compile frames (an export or AOTInductor trace, or other files only); its inputs are listed in the Inputs view.</source>
        <translation>此运行的 trace 不含 torch.compile 帧（export 或 AOTInductor trace，或仅有其他文件）；其输入列在“输入”视图中。</translation>
    </message>
    <message>
        <source>Open the &amp;Sample Run</source>
        <translation>打开示例运行(&amp;S)</translation>
    </message>
    <message>
        <source>A small trace with graph breaks and recompiles, shipped with CompileScope</source>
        <translation>CompileScope 自带的小型 trace，含图中断和重新编译</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Profile Kernels</source>
        <translation>分析内核(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Measure every kernel of this run with the kernel runner (Kernels view)</source>
        <translation>用内核运行器测量此运行的每个内核（“内核”视图）</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Close the run and return to the start page</source>
        <translation>关闭运行并返回起始页</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>工具栏(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Diagnostics</source>
        <translation>诊断(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>重置布局(&amp;R)</translation>
    </message>
    <message>
        <source>Window size, docks, toolbar, splitters and columns as they were at the first start</source>
        <translation>窗口大小、停靠窗、工具栏、分隔条和列恢复为首次启动时的样子</translation>
    </message>
    <message>
        <source>CompileScope &amp;User Guide</source>
        <translation>CompileScope 用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
</context>
<context>
    <name>cs::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>System follows the desktop&apos;s light or dark palette</source>
        <translation>“系统”跟随桌面的浅色或深色调色板</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>系统（%1）</translation>
    </message>
    <message>
        <source>Takes effect at the next start; --language on the command line wins</source>
        <translation>下次启动时生效；命令行上的 --language 优先</translation>
    </message>
    <message>
        <source>The SQLite file that keeps kernel measurements; $COMPILESCOPE_DB wins when set</source>
        <translation>保存内核测量结果的 SQLite 文件；设置了 $COMPILESCOPE_DB 时以其为准</translation>
    </message>
    <message>
        <source>The compilescope-runner executable that launches kernels; $COMPILESCOPE_RUNNER wins when set</source>
        <translation>启动内核的 compilescope-runner 可执行文件；设置了 $COMPILESCOPE_RUNNER 时以其为准</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>A graph layout that takes longer is stopped; collapse more of the graph instead</source>
        <translation>耗时更长的图布局会被停止；请改为折叠更多的图</translation>
    </message>
    <message>
        <source>Opens a source file from a finding: {file} and {line} are replaced; the file is passed as one argument, never through a shell</source>
        <translation>从发现中打开源文件：替换 {file} 和 {line}；文件作为单个参数传递，从不经过 shell</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>Profile &amp;database:</source>
        <translation>分析数据库(&amp;D)：</translation>
    </message>
    <message>
        <source>Kernel &amp;runner:</source>
        <translation>内核运行器(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Graphviz layout timeout:</source>
        <translation>Graphviz 布局超时(&amp;G)：</translation>
    </message>
    <message>
        <source>Source &amp;editor command:</source>
        <translation>源代码编辑器命令(&amp;E)：</translation>
    </message>
    <message>
        <source>Settings are kept in %1</source>
        <translation>设置保存在 %1</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Choose the kernel runner</source>
        <translation>选择内核运行器</translation>
    </message>
    <message>
        <source>Choose the profile database</source>
        <translation>选择分析数据库</translation>
    </message>
    <message>
        <source>SQLite databases (*.db *.sqlite);;All files (*)</source>
        <translation>SQLite 数据库 (*.db *.sqlite);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>cs::app::RecentRuns</name>
    <message numerus="yes">
        <source>%n compile(s)</source>
        <translation>
            <numerusform>%n 次编译</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n graph break(s)</source>
        <translation>
            <numerusform>%n 个图中断</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failure(s)</source>
        <translation>
            <numerusform>%n 个失败</numerusform>
        </translation>
    </message>
    <message>
        <source>No recent runs</source>
        <translation>没有最近的运行</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>清除菜单(&amp;C)</translation>
    </message>
</context>
<context>
    <name>cs::app::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
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
        <translation>为什么我编译后的模型没有应有的那么快？打开 torch.compile 留下的内容：图中断、重新编译、融合以及生成的内核，汇聚成一幅相互关联的全景。</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Opened</source>
        <translation>打开时间</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Double-click or press Enter to open a run again</source>
        <translation>双击或按回车键重新打开运行</translation>
    </message>
    <message>
        <source>Runs you open appear here, with what their last load found.</source>
        <translation>打开过的运行会显示在这里，并附上最近一次加载的结果。</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>清除列表</translation>
    </message>
    <message>
        <source>Recent runs</source>
        <translation>最近的运行</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>From a terminal: compilescope PATH opens a run, compilescope record -- python train.py records one, compilescope help lists every command.</source>
        <translation>在终端中：compilescope PATH 打开运行，compilescope record -- python train.py 录制运行，compilescope help 列出所有命令。</translation>
    </message>
    <message>
        <source>no longer there</source>
        <translation>已不存在</translation>
    </message>
</context>
<context>
    <name>cs::app::UserGuide</name>
    <message>
        <source>CompileScope User Guide</source>
        <translation>CompileScope 用户指南</translation>
    </message>
    <message>
        <source>The user guide is missing from this installation (%1).</source>
        <translation>此安装中缺少用户指南（%1）。</translation>
    </message>
</context>
<context>
    <name>cs::run::RecordSummary</name>
    <message>
        <source>command        %1</source>
        <translation>命令           %1</translation>
    </message>
    <message>
        <source>manifest       manifest.json (nothing else was recorded)</source>
        <translation>清单           manifest.json（未录制其他任何内容）</translation>
    </message>
    <message numerus="yes">
        <source>trace          trace/ (%n file(s), %1)</source>
        <translation>
            <numerusform>跟踪           trace/（%n 个文件，%1）</numerusform>
        </translation>
    </message>
    <message>
        <source>TORCH_LOGS     torch_logs.txt (stderr, %1; %2 log line(s) not shown live)</source>
        <translation>TORCH_LOGS     torch_logs.txt（标准错误，%1；%2 行日志未实时显示）</translation>
    </message>
    <message>
        <source>stdout         stdout.txt (%1)</source>
        <translation>标准输出       stdout.txt（%1）</translation>
    </message>
    <message numerus="yes">
        <source>debug folder   torch_compile_debug/ (%n graph(s))</source>
        <translation>
            <numerusform>调试文件夹     torch_compile_debug/（%n 个图）</numerusform>
        </translation>
    </message>
    <message>
        <source>Inductor cache cache/ (generated sources: %1, compiled libraries: %2, Triton kernels: %3)</source>
        <translation>Inductor 缓存  cache/（生成的源代码：%1，已编译的库：%2，Triton 内核：%3）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>torch unknown: %1</source>
        <translation>torch 版本未知：%1</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>无响应</translation>
    </message>
    <message>
        <source>torch %1, Triton %2, CUDA %3, %4</source>
        <translation>torch %1，Triton %2，CUDA %3，%4</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>无 GPU</translation>
    </message>
    <message>
        <source>manifest       manifest.json (%1)</source>
        <translation>清单           manifest.json（%1）</translation>
    </message>
    <message>
        <source>No trace was written: the command compiled nothing with torch.compile, or ended first.</source>
        <translation>未写出任何跟踪：该命令没有用 torch.compile 编译任何内容，或在此之前就已结束。</translation>
    </message>
</context>
<context>
    <name>cs::viewers::BreaksModel</name>
    <message>
        <source>Location</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>Time outside graphs</source>
        <translation>图外时间</translation>
    </message>
    <message>
        <source>Compile ids</source>
        <translation>编译 ID</translation>
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
        <translation>未记录</translation>
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
        <translation>选择一个编译 ID 以查看详情。</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Compile time</source>
        <translation>编译时间</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>尝试次数</translation>
    </message>
    <message>
        <source>Graph breaks</source>
        <translation>图中断</translation>
    </message>
    <message>
        <source>Graphs</source>
        <translation>图</translation>
    </message>
    <message>
        <source>Trace records</source>
        <translation>跟踪记录</translation>
    </message>
    <message>
        <source>Recompiled because</source>
        <translation>重新编译的原因</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Generated kernels (%1)</source>
        <translation>生成的内核（%1）</translation>
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
        <translation>rank %1 </translation>
    </message>
    <message>
        <source>Compile time per compile id (s)</source>
        <translation>各编译 ID 的编译时间（秒）</translation>
    </message>
    <message>
        <source>first compile</source>
        <translation>首次编译</translation>
    </message>
    <message>
        <source>recompile</source>
        <translation>重新编译</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
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
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>(unknown function)</source>
        <translation>（未知函数）</translation>
    </message>
    <message numerus="yes">
        <source>%n compile(s)</source>
        <translation>
            <numerusform>%n 次编译</numerusform>
        </translation>
    </message>
    <message>
        <source>recompiled</source>
        <translation>已重新编译</translation>
    </message>
    <message>
        <source>compiled</source>
        <translation>已编译</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>no graph</source>
        <translation>无图</translation>
    </message>
    <message>
        <source>no metrics</source>
        <translation>无指标</translation>
    </message>
    <message>
        <source>Frame / compile id</source>
        <translation>帧 / 编译 ID</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Graph breaks</source>
        <translation>图中断</translation>
    </message>
    <message>
        <source>Kernels</source>
        <translation>内核</translation>
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
        <translation>提示</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
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
        <translation>复制为文本</translation>
    </message>
</context>
<context>
    <name>cs::viewers::FailuresModel</name>
    <message numerus="yes">
        <source>restart (%n)</source>
        <translation>
            <numerusform>重启（%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>recompile limit</source>
        <translation>重新编译上限</translation>
    </message>
    <message>
        <source>Compile id</source>
        <translation>编译 ID</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>函数</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>位置</translation>
    </message>
</context>
<context>
    <name>cs::viewers::Findings</name>
    <message>
        <source>Graph break: %1</source>
        <translation>图中断：%1</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>How to fix</source>
        <translation>修复方法</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>出现</translation>
    </message>
    <message numerus="yes">
        <source>%n time(s), in %1</source>
        <translation>
            <numerusform>%n 次，在 %1 中</numerusform>
        </translation>
    </message>
    <message>
        <source>Run time</source>
        <translation>运行时间</translation>
    </message>
    <message numerus="yes">
        <source>%1 ms outside compiled graphs over %n call(s) (%2 µs per call, from the profiler trace)</source>
        <translation>
            <numerusform>%n 次调用中在编译图之外耗时 %1 ms（每次调用 %2 µs，来自 profiler 跟踪）</numerusform>
        </translation>
    </message>
    <message>
        <source>Resumes in</source>
        <translation>恢复于</translation>
    </message>
    <message>
        <source>User stack</source>
        <translation>用户调用栈</translation>
    </message>
    <message numerus="yes">
        <source>%1 recompiled %n time(s)</source>
        <translation>
            <numerusform>%1 重新编译了 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>链</translation>
    </message>
    <message>
        <source>Compile time in recompiles</source>
        <translation>重新编译耗费的编译时间</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>风暴</translation>
    </message>
    <message>
        <source>this function recompiles again and again; fix the first guard below</source>
        <translation>此函数反复重新编译；请修复下面第一个守卫</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>the recompile limit was hit: later calls run without compilation</source>
        <translation>已达到重新编译上限：之后的调用不再经过编译</translation>
    </message>
    <message>
        <source>Recompiles</source>
        <translation>重新编译</translation>
    </message>
    <message>
        <source>Recompile [%1] of %2</source>
        <translation>%2 的重新编译 [%1]</translation>
    </message>
    <message>
        <source>Guard that failed</source>
        <translation>失败的守卫</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>, dim %1</source>
        <translation>，第 %1 维</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>期望</translation>
    </message>
    <message>
        <source>Actual</source>
        <translation>实际</translation>
    </message>
    <message>
        <source>Cache entry</source>
        <translation>缓存条目</translation>
    </message>
    <message>
        <source>Made dynamic</source>
        <translation>设为动态</translation>
    </message>
    <message>
        <source>Suggestion</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Older cache entries also failed on</source>
        <translation>较早的缓存条目也失败于</translation>
    </message>
    <message>
        <source>Every cache entry&apos;s failure</source>
        <translation>每个缓存条目的失败</translation>
    </message>
    <message>
        <source>Recorded user line</source>
        <translation>记录的用户代码行</translation>
    </message>
    <message>
        <source>Recompile limit hit in %1 [%2]</source>
        <translation>%1 [%2] 达到重新编译上限</translation>
    </message>
    <message>
        <source>Compile of %1 [%2] failed</source>
        <translation>%1 [%2] 编译失败</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>重启</translation>
    </message>
    <message numerus="yes">
        <source>analysis restarted %n time(s) before failing</source>
        <translation>
            <numerusform>失败前分析重启了 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>Restart reasons</source>
        <translation>重启原因</translation>
    </message>
    <message>
        <source>Analysis of %1 [%2] restarted</source>
        <translation>%1 [%2] 的分析已重启</translation>
    </message>
    <message numerus="yes">
        <source>%n restart(s), %1 s of tracing discarded</source>
        <translation>
            <numerusform>重启 %n 次，丢弃了 %1 秒的追踪</numerusform>
        </translation>
    </message>
    <message>
        <source>Because</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>变化</translation>
    </message>
    <message numerus="yes">
        <source>… %n more (Copy as Text has them all)</source>
        <translation type="unfinished">
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
        </translation>
    </message>
    <message>
        <source>%1 not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 s</source>
        <translation type="unfinished">%1 秒 {1 %2 ?}</translation>
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
        <translation>编译 ID</translation>
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
        <translation>消息</translation>
    </message>
</context>
<context>
    <name>cs::viewers::GraphPane</name>
    <message>
        <source>Find a node, op, kernel or source line</source>
        <translation>查找节点、算子、内核或源代码行</translation>
    </message>
    <message>
        <source>Boxes: kernels</source>
        <translation>方框：内核</translation>
    </message>
    <message>
        <source>Boxes: layers</source>
        <translation>方框：层</translation>
    </message>
    <message>
        <source>Boxes: statements</source>
        <translation>方框：语句</translation>
    </message>
    <message>
        <source>What the collapsed boxes are: fusion groups (kernels), module layers, or source statements</source>
        <translation>折叠方框的含义：融合组（内核）、模块层或源代码语句</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Triton</source>
        <translation>Triton</translation>
    </message>
    <message>
        <source>template</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>C++</source>
        <translation>C++</translation>
    </message>
    <message>
        <source>extern</source>
        <translation>外部</translation>
    </message>
    <message>
        <source>segment</source>
        <translation>分段</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>statement</source>
        <translation>语句</translation>
    </message>
    <message>
        <source>Graphviz took longer than %1 s and was stopped; collapse more of the graph</source>
        <translation>Graphviz 耗时超过 %1 秒，已被停止；请进一步折叠该图</translation>
    </message>
    <message>
        <source>Graphviz took longer</source>
        <translation>Graphviz 超时</translation>
    </message>
    <message>
        <source>Graphviz failed: %1</source>
        <translation>Graphviz 失败：%1</translation>
    </message>
    <message>
        <source>No node matches “%1”</source>
        <translation>没有与“%1”匹配的节点</translation>
    </message>
    <message>
        <source>Export graph</source>
        <translation>导出图</translation>
    </message>
    <message>
        <source>SVG (*.svg);;PNG (*.png)</source>
        <translation>SVG (*.svg);;PNG (*.png)</translation>
    </message>
    <message>
        <source>Could not export to %1</source>
        <translation>无法导出到 %1</translation>
    </message>
    <message>
        <source>Reading the graphs…</source>
        <translation>正在读取图…</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n node(s))</source>
        <translation>
            <numerusform>%1（%n 个节点）</numerusform>
        </translation>
    </message>
    <message>
        <source>This run has no graphs in its traces</source>
        <translation>此运行的跟踪中没有图</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Graphviz `dot` is not installed</source>
        <translation>未安装 Graphviz `dot`</translation>
    </message>
    <message numerus="yes">
        <source>Laying out %n box(es)…</source>
        <translation>
            <numerusform>正在布局 %n 个方框…</numerusform>
        </translation>
    </message>
    <message>
        <source> — double-click to expand</source>
        <translation> — 双击展开</translation>
    </message>
    <message>
        <source>users:</source>
        <translation>使用者：</translation>
    </message>
    <message>
        <source>Generated code</source>
        <translation>生成的代码</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation type="unfinished">
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
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n kernel(s)</source>
        <translation type="unfinished">
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
        <translation>守卫</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>User code</source>
        <translation>用户代码</translation>
    </message>
</context>
<context>
    <name>cs::viewers::GuardsPane</name>
    <message>
        <source>Select a compile id to see its guards.</source>
        <translation>选择一个编译 ID 以查看其守卫。</translation>
    </message>
    <message>
        <source>Search guards (e.g. L[&apos;x&apos;], TENSOR_MATCH, == 2.0)</source>
        <translation>搜索守卫（例如 L[&apos;x&apos;]、TENSOR_MATCH、== 2.0）</translation>
    </message>
    <message>
        <source>%1 — guard latency %2 µs</source>
        <translation>%1 — 守卫延迟 %2 µs</translation>
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
        <translation>结构化跟踪</translation>
    </message>
    <message>
        <source>%1 records, %2 compile ids, %3 graph breaks, %4 recompiles</source>
        <translation>%1 条记录，%2 个编译 ID，%3 个图中断，%4 次重新编译</translation>
    </message>
    <message>
        <source>TORCH_LOGS text</source>
        <translation>TORCH_LOGS 文本</translation>
    </message>
    <message>
        <source>%1 messages, %2 graph breaks, %3 recompiles, %4 perf hints</source>
        <translation>%1 条消息，%2 个图中断，%3 次重新编译，%4 条性能提示</translation>
    </message>
    <message>
        <source>output code</source>
        <translation>输出代码</translation>
    </message>
    <message>
        <source>%1 kernels, %2 launches</source>
        <translation>%1 个内核，%2 次启动</translation>
    </message>
    <message>
        <source>profiler trace</source>
        <translation>profiler 跟踪</translation>
    </message>
    <message>
        <source>%1 events, %2 kernel launches</source>
        <translation>%1 个事件，%2 次内核启动</translation>
    </message>
    <message>
        <source>AOTInductor package</source>
        <translation>AOTInductor 包</translation>
    </message>
    <message>
        <source>exported program</source>
        <translation>导出的程序</translation>
    </message>
    <message>
        <source>models: %1, %2 entries</source>
        <translation>模型：%1，%2 个条目</translation>
    </message>
    <message>
        <source>debug run folder</source>
        <translation>调试运行文件夹</translation>
    </message>
    <message>
        <source>%1 graphs</source>
        <translation>%1 个图</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>内容</translation>
    </message>
</context>
<context>
    <name>cs::viewers::KernelHistoryChart</name>
    <message>
        <source>No measurements of this kernel yet</source>
        <translation>此内核尚无测量结果</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>run, oldest first</source>
        <translation>运行（最早的在前）</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message numerus="yes">
        <source>Median and minimum across %n profile run(s)</source>
        <translation type="unfinished">
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
            <numerusform>已测量（重复 %n 次）</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot launch: %1</source>
        <translation>无法启动：%1</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>not measured yet</source>
        <translation>尚未测量</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Compile id</source>
        <translation>编译 ID</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Median µs</source>
        <translation>中位数 µs</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>离散度</translation>
    </message>
    <message>
        <source>Registers</source>
        <translation>寄存器</translation>
    </message>
    <message>
        <source>Config</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
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
        <translation>性能分析(&amp;P)</translation>
    </message>
    <message>
        <source>Measure every kernel of this run with the kernel runner and keep the results</source>
        <translation>用内核运行器测量此运行的每个内核并保存结果</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Selected compile only</source>
        <translation>仅所选编译</translation>
    </message>
    <message>
        <source>Double-click a kernel to see its nodes in the graph</source>
        <translation>双击内核可在图中查看其节点</translation>
    </message>
    <message>
        <source>Profile run %1: %2 kernel(s) measured, %3 not, on %4. Kept in %5</source>
        <translation>性能分析运行 %1：在 %4 上测量了 %2 个内核，%3 个未测量。保存在 %5</translation>
    </message>
    <message>
        <source>the CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Profile failed: %1</source>
        <translation>性能分析失败：%1</translation>
    </message>
    <message>
        <source>Finding the kernels…</source>
        <translation>正在查找内核…</translation>
    </message>
    <message>
        <source>Profiling…</source>
        <translation>正在进行性能分析…</translation>
    </message>
    <message>
        <source> · showing profile run %1 of %2</source>
        <translation> · 显示 %2 中的性能分析运行 %1</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未记录</translation>
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
        </translation>
    </message>
    <message numerus="yes">
        <source> (and %n autotune candidate(s) the run did not use)</source>
        <translation type="unfinished">
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
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
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
        <translation>类型</translation>
    </message>
    <message>
        <source>Compile id</source>
        <translation>编译 ID</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
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
            <numerusform>风暴：%n 次重新编译</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recompile(s)</source>
        <translation>
            <numerusform>%n 次重新编译</numerusform>
        </translation>
    </message>
    <message>
        <source>recompile limit hit</source>
        <translation>达到重新编译上限</translation>
    </message>
    <message>
        <source>  (limit hit)</source>
        <translation>  （达到上限）</translation>
    </message>
    <message>
        <source>Function / compile id</source>
        <translation>函数 / 编译 ID</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>守卫</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Compile time</source>
        <translation>编译时间</translation>
    </message>
</context>
<context>
    <name>cs::viewers::RecordDialog</name>
    <message>
        <source>Record Run</source>
        <translation>录制运行</translation>
    </message>
    <message>
        <source>python train.py --steps 10</source>
        <translation>python train.py --steps 10</translation>
    </message>
    <message>
        <source>The command to run, with its arguments; quote arguments that hold spaces.</source>
        <translation>要运行的命令及其参数；含空格的参数请加引号。</translation>
    </message>
    <message>
        <source>Script…</source>
        <translation>脚本…</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>a new folder compilescope-run-&lt;date&gt;-&lt;time&gt; in the working folder</source>
        <translation>工作文件夹中的新文件夹 compilescope-run-&lt;date&gt;-&lt;time&gt;</translation>
    </message>
    <message>
        <source>Must not exist or be empty: a recorded run is never overwritten.</source>
        <translation>必须不存在或为空：已录制的运行绝不会被覆盖。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>命令(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>工作文件夹(&amp;W)：</translation>
    </message>
    <message>
        <source>Run &amp;folder:</source>
        <translation>运行文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Time limit:</source>
        <translation>时间限制(&amp;T)：</translation>
    </message>
    <message>
        <source>Runs the command with the structured trace, TORCH_LOGS (graph breaks, recompiles, guards, fusion, output code), the compile debug folder, provenance and run-local Inductor/Triton caches switched on, and writes manifest.json with the versions and machine.</source>
        <translation>运行命令，同时开启结构化跟踪、TORCH_LOGS（图中断、重新编译、守卫、融合、输出代码）、编译调试文件夹、溯源信息以及本次运行专用的 Inductor/Triton 缓存，并写出记录版本和机器信息的 manifest.json。</translation>
    </message>
    <message>
        <source>The command&apos;s output appears here, line by line, with the time since it started.</source>
        <translation>命令的输出会逐行显示在这里，并标注自启动以来的时间。</translation>
    </message>
    <message>
        <source>Show TORCH_LOGS lines</source>
        <translation>显示 TORCH_LOGS 行</translation>
    </message>
    <message>
        <source>They are always kept in torch_logs.txt in the run folder.</source>
        <translation>这些行总会保存在运行文件夹中的 torch_logs.txt 里。</translation>
    </message>
    <message>
        <source>Open the run when it succeeds</source>
        <translation>成功后打开该运行</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>就绪。</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>录制(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <source>SIGTERM to the command and everything it started; SIGKILL after 5 s or on a second press.</source>
        <translation>向命令及其启动的所有进程发送 SIGTERM；5 秒后或再次按下时发送 SIGKILL。</translation>
    </message>
    <message>
        <source>&amp;Open Run</source>
        <translation>打开运行(&amp;O)</translation>
    </message>
    <message>
        <source>Recording into %1</source>
        <translation>正在录制到 %1</translation>
    </message>
    <message>
        <source>No Python found for versions; starting…</source>
        <translation>未找到用于查询版本的 Python；正在启动…</translation>
    </message>
    <message>
        <source>Asking %1 for the torch, Triton and CUDA versions…</source>
        <translation>正在向 %1 查询 torch、Triton 和 CUDA 的版本…</translation>
    </message>
    <message>
        <source>Running (pid %1) — recording into %2</source>
        <translation>正在运行（pid %1）— 正在录制到 %2</translation>
    </message>
    <message>
        <source>Choose a Folder</source>
        <translation>选择文件夹</translation>
    </message>
    <message>
        <source>Choose a Script</source>
        <translation>选择脚本</translation>
    </message>
    <message>
        <source>Python scripts (*.py);;All files (*)</source>
        <translation>Python 脚本 (*.py);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The command line has an %1.</source>
        <translation>命令行有误：%1。</translation>
    </message>
    <message>
        <source>Type the command to run, e.g. python train.py</source>
        <translation>请输入要运行的命令，例如 python train.py</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Could not record: %1</source>
        <translation>无法录制：%1</translation>
    </message>
    <message>
        <source>The command %1. Run folder: %2.</source>
        <translation>命令：%1。运行文件夹：%2。</translation>
    </message>
    <message>
        <source>No trace was written: nothing was compiled with torch.compile.</source>
        <translation>未写出任何跟踪：没有任何内容经 torch.compile 编译。</translation>
    </message>
    <message numerus="yes">
        <source>%n TORCH_LOGS line(s) not shown (in torch_logs.txt).</source>
        <translation>
            <numerusform>%n 行 TORCH_LOGS 未显示（见 torch_logs.txt）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Recorded into %1</source>
        <translation>已录制到 %1</translation>
    </message>
    <message>
        <source>Stopping the command…</source>
        <translation>正在停止命令…</translation>
    </message>
</context>
<context>
    <name>cs::viewers::SourceView</name>
    <message>
        <source>(no source recorded)</source>
        <translation>（未记录源代码）</translation>
    </message>
    <message>
        <source>%1 is not on this machine; as recorded:

%2</source>
        <translation>本机上没有 %1；以下为记录内容：

%2</translation>
    </message>
</context>
</TS>
