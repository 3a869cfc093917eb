<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>InferredBreaks</name>
    <message>
        <source>graph break (this torch does not record the reason)</source>
        <translation>图中断（此版本的 torch 不记录原因）</translation>
    </message>
    <message>
        <source>This torch writes no graph-break record: the break is known from the resume function %1 that Dynamo compiled after it (compile %2).</source>
        <translation>此版本的 torch 不写图中断记录：该中断由 Dynamo 之后编译的恢复函数 %1 得知（编译 %2）。</translation>
    </message>
</context>
<context>
    <name>cs::AotCompiles</name>
    <message numerus="yes">
        <source>DDPOptimizer (torch._dynamo.config.optimize_ddp) split the graph at DDP&apos;s gradient-bucket boundaries into %n child graph(s), compiled one by one, so that each bucket&apos;s all-reduce can start as soon as its backward has run</source>
        <translation>
            <numerusform>DDPOptimizer（torch._dynamo.config.optimize_ddp）在 DDP 梯度桶的边界处把图拆成 %n 个子图并逐个编译，使每个桶的 all-reduce 在其反向计算完成后即可开始</numerusform>
        </translation>
    </message>
    <message>
        <source> (bucket cap %1 bytes)</source>
        <translation>（桶上限 %1 字节）</translation>
    </message>
</context>
<context>
    <name>cs::CompileStatus</name>
    <message>
        <source>first compile</source>
        <translation>首次编译</translation>
    </message>
    <message>
        <source>after reset</source>
        <translation>重置之后</translation>
    </message>
    <message>
        <source>recompile</source>
        <translation>重新编译</translation>
    </message>
    <message>
        <source>compiled again</source>
        <translation>再次编译</translation>
    </message>
    <message>
        <source>recompile limit</source>
        <translation>重新编译上限</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>no metrics</source>
        <translation>无指标</translation>
    </message>
</context>
<context>
    <name>cs::CudaGraphs</name>
    <message numerus="yes">
        <source>below cudagraph_min_partition_size (%n kernel(s))</source>
        <translation>
            <numerusform>低于 cudagraph_min_partition_size（%n 个内核）</numerusform>
        </translation>
    </message>
    <message>
        <source> at %1:%2</source>
        <translation> 位于 %1:%2</translation>
    </message>
    <message>
        <source>The compiled code changes an input in place%1; a CUDA graph replays into fixed buffers, so PyTorch ran this region without one. Move the in-place update out of the compiled function, or compute a new tensor and return it (`x = x + 1`, not `x.add_(1)`). Parameters and buffers may be changed in place; a tensor passed in each call may not.</source>
        <translation>编译后的代码原地修改了一个输入%1；CUDA 图回放到固定缓冲区，因此 PyTorch 未用 CUDA 图运行此区域。请把原地更新移出编译函数，或计算一个新张量并返回它（用 `x = x + 1`，而非 `x.add_(1)`）。参数和缓冲区可以原地修改；每次调用传入的张量不可以。</translation>
    </message>
    <message>
        <source>A CPU tensor is in the graph%1. Move it to the GPU outside the step (once, at set-up), or turn on graph partitioning (`torch._inductor.config.graph_partition = True`) so only the CPU ops stay outside CUDA graphs.</source>
        <translation>图中有一个 CPU 张量%1。请在步骤之外（在初始化时一次）把它移到 GPU，或开启图分区（`torch._inductor.config.graph_partition = True`），使只有 CPU 操作留在 CUDA 图之外。</translation>
    </message>
    <message>
        <source> (graph input `%1`)</source>
        <translation>（图输入 `%1`）</translation>
    </message>
    <message>
        <source> (at node `%1`)</source>
        <translation>（在节点 `%1`）</translation>
    </message>
    <message>
        <source>The graph uses more than one device: keep each compiled region on one GPU.</source>
        <translation>该图使用了多个设备：请让每个编译区域只在一个 GPU 上。</translation>
    </message>
    <message>
        <source>An op that cannot run inside a CUDA graph%1 (it waits for the CPU, or is marked unsafe). Turn on graph partitioning (`torch._inductor.config.graph_partition = True`) to capture the rest, or move the op out of the compiled function.</source>
        <translation>一个不能在 CUDA 图中运行的操作%1（它等待 CPU，或被标记为不安全）。开启图分区（`torch._inductor.config.graph_partition = True`）以捕获其余部分，或把该操作移出编译函数。</translation>
    </message>
    <message>
        <source>A dynamic shape kept CUDA graphs off: mark the size static, or pad inputs to a few sizes (each size then records its own graph).</source>
        <translation>动态形状使 CUDA 图未启用：请把该尺寸标记为静态，或把输入填充到少数几种尺寸（每种尺寸各录制一个图）。</translation>
    </message>
    <message>
        <source>`torch._inductor.config.triton.cudagraph_or_error = True` turns this skip into an error with a traceback, to find its cause.</source>
        <translation>`torch._inductor.config.triton.cudagraph_or_error = True` 会把此次跳过变成带回溯的错误，便于找出原因。</translation>
    </message>
    <message>
        <source>A copy between CPU and GPU%1: move the tensor to the GPU once, outside the step.</source>
        <translation>CPU 与 GPU 之间的拷贝%1：请在步骤之外把张量一次性移到 GPU。</translation>
    </message>
    <message>
        <source>CPU work inside the compiled region%1: keep it on the GPU, or move it out of the compiled function.</source>
        <translation>编译区域内的 CPU 计算%1：请让它留在 GPU 上，或把它移出编译函数。</translation>
    </message>
    <message>
        <source>Too small to be worth a graph (`torch._inductor.config.triton.cudagraph_min_partition_size`).</source>
        <translation>太小，不值得录制为图（`torch._inductor.config.triton.cudagraph_min_partition_size`）。</translation>
    </message>
    <message>
        <source>An op whose output size depends on data%1: the CPU must read a value first. Compute the size up front, or keep the op out of the step.</source>
        <translation>输出尺寸取决于数据的操作%1：CPU 必须先读取一个值。请预先计算尺寸，或把该操作放在步骤之外。</translation>
    </message>
    <message>
        <source>Kept outside CUDA graphs by Inductor (%1)%2.</source>
        <translation>被 Inductor 留在 CUDA 图之外（%1）%2。</translation>
    </message>
    <message numerus="yes">
        <source>re-recorded %n time(s) (an input&apos;s address or a static input changed)</source>
        <translation>
            <numerusform>重新录制 %n 次（某输入的地址或某静态输入发生了变化）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 captured</source>
        <translation>%1 个已捕获</translation>
    </message>
    <message>
        <source>%1 partitioned (some ops outside)</source>
        <translation>%1 个已分区（部分操作在图外）</translation>
    </message>
    <message>
        <source>%1 skipped</source>
        <translation>%1 个已跳过</translation>
    </message>
    <message>
        <source>%1 not known (no TORCH_LOGS=cudagraphs)</source>
        <translation>%1 个未知（无 TORCH_LOGS=cudagraphs）</translation>
    </message>
    <message numerus="yes">
        <source>CUDA graphs: %n compiled region(s) with CUDA graphs on: </source>
        <translation>
            <numerusform>CUDA 图：%n 个启用 CUDA 图的编译区域：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n other region(s) compiled without them</source>
        <translation>
            <numerusform>；另有 %n 个区域未使用 CUDA 图编译</numerusform>
        </translation>
    </message>
    <message>
        <source>  torch warned: %1 distinct input sizes recorded, a graph each; pad inputs to a few sizes or set `torch._inductor.config.triton.cudagraph_skip_dynamic_graphs = True`</source>
        <translation>  torch 警告：录制了 %1 种不同的输入尺寸，每种一个图；请把输入填充到少数几种尺寸，或设置 `torch._inductor.config.triton.cudagraph_skip_dynamic_graphs = True`</translation>
    </message>
    <message numerus="yes">
        <source>  re-record limit hit %n time(s): later input sizes ran without CUDA graphs</source>
        <translation>
            <numerusform>  重新录制上限触发 %n 次：之后的输入尺寸未使用 CUDA 图运行</numerusform>
        </translation>
    </message>
    <message>
        <source>CUDA graphs skipped for %1 [%2]: %3</source>
        <translation>%1 [%2] 跳过了 CUDA 图：%3</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message numerus="yes">
        <source>CUDA graphs partitioned in %1 [%2]: %3 of %n partition(s) captured, ops kept outside:</source>
        <translation>
            <numerusform>%1 [%2] 中 CUDA 图已分区：%n 个分区中捕获了 %3 个，留在图外的操作：</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)%3</source>
        <translation>%1（%2）%3</translation>
    </message>
    <message numerus="yes">
        <source>CUDA graph recorded %n time(s) for %1 [%2], a graph per input size</source>
        <translation>
            <numerusform>%1 [%2] 的 CUDA 图录制了 %n 次，每种输入尺寸一个图</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cost: %n kernel launch(es) per call run one by one, outside a CUDA graph</source>
        <translation>
            <numerusform>代价：每次调用有 %n 次内核启动在 CUDA 图之外逐个运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>CUDA graphs were on for %n region(s), but the log has no TORCH_LOGS=cudagraphs lines: a skip found at run time (a mutated input) would not show. Record with TORCH_LOGS=cudagraphs to see it.</source>
        <translation>
            <numerusform>%n 个区域启用了 CUDA 图，但日志中没有 TORCH_LOGS=cudagraphs 行：运行时发现的跳过（被修改的输入）不会显示。请用 TORCH_LOGS=cudagraphs 录制以查看。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>recorded %n time(s), a graph per input size</source>
        <translation>
            <numerusform>录制了 %n 次，每种输入尺寸一个图</numerusform>
        </translation>
    </message>
    <message>
        <source>no TORCH_LOGS=cudagraphs lines to tell</source>
        <translation>没有可说明的 TORCH_LOGS=cudagraphs 行</translation>
    </message>
    <message numerus="yes">
        <source>; %n launch(es) per call outside CUDA graphs</source>
        <translation>
            <numerusform>；每次调用有 %n 次启动在 CUDA 图之外</numerusform>
        </translation>
    </message>
    <message>
        <source>pad inputs to a few sizes, or mark the size static; `torch._inductor.config.triton.cudagraph_skip_dynamic_graphs = True` runs such graphs without CUDA graphs</source>
        <translation>把输入填充到少数几种尺寸，或把尺寸标记为静态；`torch._inductor.config.triton.cudagraph_skip_dynamic_graphs = True` 会让这类图不使用 CUDA 图运行</translation>
    </message>
</context>
<context>
    <name>cs::Diff</name>
    <message>
        <source>%1: expected db:FILE#RUN (RUN: a profile run number)</source>
        <translation>%1：应为 db:文件#运行（运行：性能分析运行的编号）</translation>
    </message>
    <message>
        <source>%1: no such profile database</source>
        <translation>%1：没有此性能分析数据库</translation>
    </message>
    <message>
        <source>%1: the database holds no profile run</source>
        <translation>%1：数据库中没有性能分析运行</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>不同</translation>
    </message>
    <message>
        <source>Compile time by phase (all compiles; phases nest: Dynamo holds AOT, which holds Inductor)</source>
        <translation>各阶段编译时间（全部编译；阶段嵌套：Dynamo 包含 AOT，AOT 包含 Inductor）</translation>
    </message>
    <message>
        <source>cache hits / misses</source>
        <translation>缓存命中 / 未命中</translation>
    </message>
    <message>
        <source>status %1, compile time %2 → %3 (%4), Dynamo graph nodes %5, kernels %6, guards %7</source>
        <translation>状态 %1，编译时间 %2 → %3（%4），Dynamo 图节点 %5，内核 %6，守卫 %7</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>守卫</translation>
    </message>
    <message>
        <source>Compiles (matched by frame and order)</source>
        <translation>编译（按帧和顺序匹配）</translation>
    </message>
    <message numerus="yes">
        <source>%n unchanged</source>
        <translation>
            <numerusform>%n 项未变</numerusform>
        </translation>
    </message>
    <message>
        <source>Graph breaks (by reason and location)</source>
        <translation>图中断（按原因和位置）</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>已修复</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Recompiles (per function, with the guards that failed)</source>
        <translation>重新编译（按函数，附失败的守卫）</translation>
    </message>
    <message>
        <source>recompiles %1</source>
        <translation>重新编译 %1</translation>
    </message>
    <message>
        <source>dynamic: %1 → %2</source>
        <translation>动态：%1 → %2</translation>
    </message>
    <message>
        <source>Failures and restarts</source>
        <translation>失败与重启</translation>
    </message>
    <message>
        <source>attempts %1</source>
        <translation>尝试次数 %1</translation>
    </message>
    <message>
        <source>Inductor&apos;s passes</source>
        <translation>Inductor 的编译遍</translation>
    </message>
    <message>
        <source>passes %1, %2 → %3</source>
        <translation>编译遍 %1，%2 → %3</translation>
    </message>
    <message>
        <source>changed the graph only in A</source>
        <translation>仅在 A 中改变了图</translation>
    </message>
    <message>
        <source>changed the graph only in B</source>
        <translation>仅在 B 中改变了图</translation>
    </message>
    <message>
        <source>ran only in A</source>
        <translation>仅在 A 中运行</translation>
    </message>
    <message>
        <source>ran only in B</source>
        <translation>仅在 B 中运行</translation>
    </message>
    <message>
        <source>Graphs</source>
        <translation>图</translation>
    </message>
    <message>
        <source>nodes %1 (+%2 −%3), kernels %4</source>
        <translation>节点 %1（+%2 −%3），内核 %4</translation>
    </message>
    <message>
        <source>(not read: over the size budget)</source>
        <translation>（未读取：超出大小预算）</translation>
    </message>
    <message>
        <source>split</source>
        <translation>拆分</translation>
    </message>
    <message>
        <source>merged</source>
        <translation>合并</translation>
    </message>
    <message>
        <source>Kernels (matched by what they compute: code, then origins, then similar source)</source>
        <translation>内核（按计算内容匹配：先代码，再来源，再相似源码）</translation>
    </message>
    <message>
        <source>same code %1, changed %2, only in A %3, only in B %4</source>
        <translation>相同代码 %1，已更改 %2，仅在 A 中 %3，仅在 B 中 %4</translation>
    </message>
    <message>
        <source>same origins</source>
        <translation>相同来源</translation>
    </message>
    <message>
        <source>similar source (%1%)</source>
        <translation>相似源码（%1%）</translation>
    </message>
    <message>
        <source>same code</source>
        <translation>相同代码</translation>
    </message>
    <message>
        <source>autotune candidate</source>
        <translation>自动调优候选</translation>
    </message>
    <message>
        <source>Kernel times (profile database: A %1, B %2)</source>
        <translation>内核时间（性能分析数据库：A %1，B %2）</translation>
    </message>
    <message>
        <source>only one side has a profile run: nothing to compare</source>
        <translation>只有一侧有性能分析运行：无可比较</translation>
    </message>
    <message>
        <source>measured on different machines: A %1 (%2), B %3 (%4)</source>
        <translation>在不同机器上测量：A %1（%2），B %3（%4）</translation>
    </message>
    <message>
        <source>per step (every graph once)</source>
        <translation>每步（每个图一次）</translation>
    </message>
    <message>
        <source>Profiler traces: %1 → %2</source>
        <translation>性能分析器跟踪：%1 → %2</translation>
    </message>
    <message>
        <source>steps %1 → %2%3</source>
        <translation>步数 %1 → %2%3</translation>
    </message>
    <message>
        <source>(found as repeating operator sequences)</source>
        <translation>（以重复的算子序列识别）</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>步时间</translation>
    </message>
    <message>
        <source>no steps found: whole traces compared</source>
        <translation>未找到步：比较整个跟踪</translation>
    </message>
    <message>
        <source>per step</source>
        <translation>每步</translation>
    </message>
    <message>
        <source>in total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>kernel launches %1: %2 → %3</source>
        <translation>内核启动 %1：%2 → %3</translation>
    </message>
    <message>
        <source>GPU busy %1: %2 → %3</source>
        <translation>GPU 忙碌 %1：%2 → %3</translation>
    </message>
    <message>
        <source>CPU operators %1: %2 → %3</source>
        <translation>CPU 算子 %1：%2 → %3</translation>
    </message>
    <message>
        <source>peak memory: %1 → %2</source>
        <translation>峰值内存：%1 → %2</translation>
    </message>
    <message>
        <source>top operators by self time %1:</source>
        <translation>自身时间最多的算子 %1：</translation>
    </message>
    <message>
        <source>Autotuning choices</source>
        <translation>自动调优选择</translation>
    </message>
    <message>
        <source>Ranks (each against rank %1)</source>
        <translation>Rank（各自与 rank %1 比较）</translation>
    </message>
    <message>
        <source>rank %1: %2 compile ids (rank %3: %4)</source>
        <translation>rank %1：%2 个编译 ID（rank %3：%4）</translation>
    </message>
    <message>
        <source>no divergence</source>
        <translation>无分歧</translation>
    </message>
    <message>
        <source>compile ids only in rank %1</source>
        <translation>仅在 rank %1 中的编译 ID</translation>
    </message>
    <message>
        <source>outcome differs</source>
        <translation>结果不同</translation>
    </message>
    <message>
        <source>graphs differ</source>
        <translation>图不同</translation>
    </message>
    <message>
        <source>guards differ</source>
        <translation>守卫不同</translation>
    </message>
    <message>
        <source>cache results differ</source>
        <translation>缓存结果不同</translation>
    </message>
    <message>
        <source>collective schedule differs in %1:</source>
        <translation>集合通信调度在 %1 中不同：</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>未变</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>已更改</translation>
    </message>
    <message>
        <source>only in A</source>
        <translation>仅在 A 中</translation>
    </message>
    <message>
        <source>only in B</source>
        <translation>仅在 B 中</translation>
    </message>
    <message>
        <source>faster</source>
        <translation>更快</translation>
    </message>
    <message>
        <source>slower</source>
        <translation>更慢</translation>
    </message>
    <message>
        <source>no significant difference</source>
        <translation>无显著差异</translation>
    </message>
    <message>
        <source>too few samples</source>
        <translation>样本太少</translation>
    </message>
    <message>
        <source>A noisy (IQR %1% of the median)</source>
        <translation>A 噪声大（IQR 为中位数的 %1%）</translation>
    </message>
    <message>
        <source>B noisy (IQR %1% of the median)</source>
        <translation>B 噪声大（IQR 为中位数的 %1%）</translation>
    </message>
    <message>
        <source>A has %1 repeats</source>
        <translation>A 有 %1 次重复</translation>
    </message>
    <message>
        <source>B has %1 repeats</source>
        <translation>B 有 %1 次重复</translation>
    </message>
    <message>
        <source>A has no per-repeat times</source>
        <translation>A 没有每次重复的时间</translation>
    </message>
    <message>
        <source>B has no per-repeat times</source>
        <translation>B 没有每次重复的时间</translation>
    </message>
    <message>
        <source>whole frames (Dynamo)</source>
        <translation>整个帧（Dynamo）</translation>
    </message>
    <message>
        <source>AOT autograd</source>
        <translation>AOT autograd</translation>
    </message>
    <message>
        <source>Inductor</source>
        <translation>Inductor</translation>
    </message>
    <message>
        <source>code generation</source>
        <translation>代码生成</translation>
    </message>
    <message>
        <source>Triton compilation</source>
        <translation>Triton 编译</translation>
    </message>
    <message>
        <source>autotuning (compile time)</source>
        <translation>自动调优（编译时）</translation>
    </message>
    <message>
        <source>autotuning (first call)</source>
        <translation>自动调优（首次调用）</translation>
    </message>
    <message>
        <source>backward (Inductor)</source>
        <translation>反向（Inductor）</translation>
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
        <source>note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>The runs differ.</source>
        <translation>两次运行有差异。</translation>
    </message>
    <message>
        <source>No change found.</source>
        <translation>未发现变化。</translation>
    </message>
    <message>
        <source>A&apos;s profile run has no per-repeat times (measured before schema 2): no test can be made</source>
        <translation>A 的性能分析运行没有每次重复的时间（在 schema 2 之前测量）：无法进行检验</translation>
    </message>
    <message>
        <source>B&apos;s profile run has no per-repeat times (measured before schema 2): no test can be made</source>
        <translation>B 的性能分析运行没有每次重复的时间（在 schema 2 之前测量）：无法进行检验</translation>
    </message>
    <message>
        <source>%1 (%2) could not be read: %3. Only what the other side has is listed.</source>
        <translation>无法读取 %1（%2）：%3。仅列出另一侧的内容。</translation>
    </message>
    <message>
        <source>different %1: A %2, B %3. Differences may come from the %1 rather than from the change under test.</source>
        <translation>%1 不同：A %2，B %3。差异可能来自 %1，而非被测试的改动。</translation>
    </message>
    <message>
        <source>both sides use the same profile run (%1): their kernel times are the same measurement</source>
        <translation>两侧使用同一个性能分析运行（%1）：它们的内核时间是同一次测量</translation>
    </message>
    <message>
        <source>the runs were recorded from different commands: A `%1`, B `%2`</source>
        <translation>两次运行由不同命令录制：A `%1`，B `%2`</translation>
    </message>
    <message>
        <source>%1 does not say which PyTorch made it (logs before PyTorch 2.6 do not record it)</source>
        <translation>%1 未说明由哪个 PyTorch 生成（PyTorch 2.6 之前的日志不记录）</translation>
    </message>
    <message>
        <source>no compiled function is in both runs: these look like runs of different programs or models. They are compared anyway.</source>
        <translation>没有编译函数同时出现在两次运行中：看起来是不同程序或模型的运行。仍会进行比较。</translation>
    </message>
    <message>
        <source>%1 holds no multi-rank run: give two runs to compare</source>
        <translation>%1 不包含多 rank 运行：请给出两个要比较的运行</translation>
    </message>
    <message>
        <source>(the same graph, fused differently)</source>
        <translation>（同一个图，融合方式不同）</translation>
    </message>
    <message>
        <source>decision: %1</source>
        <translation>决策：%1</translation>
    </message>
    <message>
        <source>fused: %1%2</source>
        <translation>已融合：%1%2</translation>
    </message>
    <message>
        <source>rejected: %1 [%2]%3</source>
        <translation>被拒绝：%1 [%2]%3</translation>
    </message>
    <message>
        <source>never scored: %1</source>
        <translation>从未评分：%1</translation>
    </message>
    <message>
        <source>%1 and %2 share scheduler nodes</source>
        <translation>%1 与 %2 共享调度器节点</translation>
    </message>
    <message>
        <source>not fused, and no line says why (lost to a higher-scored fusion, or refused silently)</source>
        <translation>未融合，且没有日志行说明原因（输给了得分更高的融合，或被静默拒绝）</translation>
    </message>
    <message>
        <source>A %1; B %2</source>
        <translation>A %1；B %2</translation>
    </message>
    <message>
        <source>the profile database was not used: %1</source>
        <translation>未使用性能分析数据库：%1</translation>
    </message>
    <message>
        <source>%1&apos;s run manifest was not read: %2</source>
        <translation>未读取 %1 的运行清单：%2</translation>
    </message>
    <message>
        <source>%1 (%2) was read only in part: %3 of its inputs could not be read (the first: %4)</source>
        <translation>%1（%2）仅部分读取：其中 %3 个输入无法读取（第一个：%4）</translation>
    </message>
    <message>
        <source>%1 (%2) is still being recorded: the comparison holds what was written so far</source>
        <translation>%1（%2）仍在录制中：比较只包含目前已写入的内容</translation>
    </message>
    <message>
        <source>%1 (%2) is from an interrupted recording: the recorder (pid %3) was killed before the command ended, so the run may be incomplete</source>
        <translation>%1（%2）来自一次被中断的录制：录制进程（pid %3）在命令结束前被终止，运行可能不完整</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n record(s) holding compile times or kernel source lines could not be read, so those facts are missing from the comparison, not absent from the run (the first: %3)</source>
        <translation>
            <numerusform>%1（%2）：%n 条含有编译时间或内核源代码行的记录无法读取，这些信息在比较中缺失，而非运行中不存在（第一条：%3）</numerusform>
        </translation>
    </message>
    <message>
        <source>Not compared: a side could not be read. Below is only what the other side has.</source>
        <translation>未比较：有一侧无法读取。下面只列出另一侧的内容。</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <source>Settings: the same in both runs (Dynamo and Inductor config as recorded)</source>
        <translation>设置：两次运行相同（按记录的 Dynamo 与 Inductor 配置）</translation>
    </message>
    <message numerus="yes">
        <source>Settings that differ (%n, Dynamo and Inductor config as recorded)</source>
        <translation>
            <numerusform>不同的设置（%n 项，按记录的 Dynamo 与 Inductor 配置）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more (--verbose lists them)</source>
        <translation>
            <numerusform>另有 %n 项（--verbose 列出）</numerusform>
        </translation>
    </message>
    <message>
        <source>not compared: %1</source>
        <translation>未比较：%1</translation>
    </message>
    <message>
        <source>guard check, one per compile</source>
        <translation>守卫检查，每次编译一次</translation>
    </message>
    <message>
        <source>, guard check %1 → %2 µs</source>
        <translation>，守卫检查 %1 → %2 µs</translation>
    </message>
    <message>
        <source>* set for the compiled graphs by torch.compile&apos;s mode or options (the FX graph cache key)</source>
        <translation>* 由 torch.compile 的 mode 或 options 为编译后的图设置（见 FX 图缓存键）</translation>
    </message>
    <message numerus="yes">
        <source>%n setting(s) differ only in an install path (%1): where each run&apos;s Python and libraries live</source>
        <translation>
            <numerusform>%n 项设置仅安装路径不同（%1）：即各次运行的 Python 和库所在位置</numerusform>
        </translation>
    </message>
    <message>
        <source>source edited between the runs (a line its graph recorded reads differently)</source>
        <translation>两次运行之间源代码被修改（图记录的某一行内容不同）</translation>
    </message>
    <message>
        <source>source moved in its file</source>
        <translation>源代码在文件中的位置移动了</translation>
    </message>
    <message>
        <source>, first line %1 → %2</source>
        <translation>，首行 %1 → %2</translation>
    </message>
    <message>
        <source>global state %1: %2 → %3</source>
        <translation>全局状态 %1：%2 → %3</translation>
    </message>
    <message>
        <source>global state %1: %2, not tracked by A&apos;s torch</source>
        <translation>全局状态 %1：%2，A 的 torch 不记录此项</translation>
    </message>
    <message>
        <source>global state %1: %2, not tracked by B&apos;s torch</source>
        <translation>全局状态 %1：%2，B 的 torch 不记录此项</translation>
    </message>
    <message numerus="yes">
        <source>%n guard(s) printed differently by the other torch (the same check), not listed</source>
        <translation>
            <numerusform>%n 个守卫在另一个 torch 中的打印方式不同（同一检查），未列出</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s profile run has %n result(s) without a code hash (saved before schema 2) whose traces are not here: they cannot be matched, since kernels are never matched by name</source>
        <translation>
            <numerusform>%1 的性能分析运行有 %n 个没有代码哈希的结果（在 schema 2 之前保存），其跟踪不在此处：无法匹配，因为内核从不按名称匹配</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) has %n problem(s) where it was read (the first: %3): what it lacks there is missing from the comparison, not gone from the run</source>
        <translation>
            <numerusform>%1（%2）读取时有 %n 个问题（第一个：%3）：那里缺少的内容在比较中缺失，并非从运行中消失</numerusform>
        </translation>
    </message>
    <message>
        <source>its configs timed at the first launch</source>
        <translation>首次启动时计时的各配置</translation>
    </message>
    <message>
        <source>coordinate descent</source>
        <translation>坐标下降</translation>
    </message>
    <message>
        <source>Graph breaks fixed %1, new %2; functions recompiling differently %3; failures gone %4, new %5; compiles changed %6, only in A %7, only in B %8; kernels changed %9, only in A %10, only in B %11; measured times faster %12, slower %13.</source>
        <translation>图中断已修复 %1，新增 %2；重新编译情况不同的函数 %3；失败消失 %4，新增 %5；编译已更改 %6，仅在 A 中 %7，仅在 B 中 %8；内核已更改 %9，仅在 A 中 %10，仅在 B 中 %11；测得的时间更快 %12，更慢 %13。</translation>
    </message>
    <message>
        <source>Compile time %1 → %2 (%3)</source>
        <translation>编译时间 %1 → %2（%3）</translation>
    </message>
    <message>
        <source>, and the backward compiled later %1 → %2</source>
        <translation>，以及之后编译的反向 %1 → %2</translation>
    </message>
    <message numerus="yes">
        <source>… %n more guard change(s): %1 removed, %2 added in all (--verbose lists them; the JSON has every one)</source>
        <translation>
            <numerusform>… 另有 %n 处守卫变化：共移除 %1 个，新增 %2 个（--verbose 列出全部；JSON 中包含每一个）</numerusform>
        </translation>
    </message>
    <message>
        <source>Compile time summed over ranks (%1 and %2 logs) %3 → %4 (%5)</source>
        <translation>各 rank 编译时间之和（%1 个和 %2 个日志）%3 → %4（%5）</translation>
    </message>
</context>
<context>
    <name>cs::Explain</name>
    <message>
        <source>%1 (now dynamic)</source>
        <translation>%1（现为动态）</translation>
    </message>
    <message>
        <source>`torch._dynamo.config.%1` = %2: raise it only if this many compiles are expected; otherwise fix the recompiles of this function</source>
        <translation>`torch._dynamo.config.%1` = %2：只有在预期会有这么多次编译时才调高；否则请修复此函数的重新编译</translation>
    </message>
    <message>
        <source>`torch._dynamo.config.%1` was reached: raise it only if this many compiles are expected; otherwise fix the recompiles of this function</source>
        <translation>已达到 `torch._dynamo.config.%1`：只有在预期会有这么多次编译时才调高；否则请修复此函数的重新编译</translation>
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
        <source>the call site</source>
        <translation>调用处</translation>
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
        <source>worth an issue report to PyTorch</source>
        <translation>值得向 PyTorch 报告问题</translation>
    </message>
    <message>
        <source>unknown location</source>
        <translation>位置未知</translation>
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
            <numerusform>运行时间：%n 次调用中在编译图之外耗时 %1 ms（每次调用 %2 µs；来自性能分析器跟踪）</numerusform>
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
    <message numerus="yes">
        <source>%1 (%2) [%3] captured 0 operations in %n compile(s)</source>
        <translation>
            <numerusform>%1（%2）[%3] 在 %n 次编译中捕获了 0 个操作</numerusform>
        </translation>
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
        <source>Nothing of torch.compile to fix here: these files hold no compile records.</source>
        <translation>这里没有 torch.compile 需要修复的内容：这些文件不包含编译记录。</translation>
    </message>
    <message>
        <source>Nothing to fix: no graph breaks, recompiles or failures were recorded.</source>
        <translation>无需修复：没有记录到图中断、重新编译或失败。</translation>
    </message>
    <message>
        <source>Nothing was compiled: no frame reached Dynamo in this run.</source>
        <translation>没有任何内容被编译：本次运行中没有帧到达 Dynamo。</translation>
    </message>
    <message>
        <source>this break is in DistributedDataParallel&apos;s own bookkeeping, which runs eagerly either way; your model&apos;s forward was compiled on its own (%1). It costs compile time only: compiling the model inside DDP, `DDP(torch.compile(model))`, avoids it.</source>
        <translation>此图中断位于 DistributedDataParallel 自身的簿记代码中，这部分无论如何都以 eager 方式运行；你的模型的 forward 已单独编译（%1）。它只耗费编译时间：在 DDP 内部编译模型，即 `DDP(torch.compile(model))`，可以避免它。</translation>
    </message>
    <message>
        <source>DistributedDataParallel&apos;s own forward cannot be traced whole, so compiling the DDP wrapper leaves your model to eager code. Compile the model inside DDP instead: `DDP(torch.compile(model))`.</source>
        <translation>DistributedDataParallel 自身的 forward 无法被完整追踪，因此编译 DDP 包装器会让你的模型以 eager 代码运行。请改为在 DDP 内部编译模型：`DDP(torch.compile(model))`。</translation>
    </message>
    <message>
        <source> (guard %1)</source>
        <translation>（守卫 %1）</translation>
    </message>
    <message>
        <source>A tensor that the code after a graph break received from before it changed size%1 (%2). Remove the graph break in this function so it compiles as one graph, or compile with `dynamic=True`.</source>
        <translation>图中断之后的代码从中断之前接收的一个张量改变了大小%1（%2）。请移除此函数中的图中断，使其编译为一个图，或使用 `dynamic=True` 编译。</translation>
    </message>
    <message>
        <source>The sizes are dynamic already: the code at %1 (%2) decided on them%3, and each side of that decision is a graph of its own, compiled once when a call first takes it. Marking inputs dynamic changes nothing here; to compile one graph only, take the decision before calling the compiled function.</source>
        <translation>尺寸已经是动态的：%1 处的代码（%2）根据它们做了判断%3，判断的每一侧都是一个单独的图，在调用第一次走到那一侧时编译一次。把输入标记为动态在这里没有作用；若只想编译一个图，请在调用已编译函数之前做出这个判断。</translation>
    </message>
    <message>
        <source>one line</source>
        <translation>某一行</translation>
    </message>
    <message>
        <source>%1 went from the prompt&apos;s length (%2) to one token per decoding step: generation compiles the prompt step and the decoding step once each. Expected, and paid once; nothing to change here (what recompiles at every step after it is worth fixing).</source>
        <translation>%1 从提示的长度（%2）变为每个解码步骤一个 token：生成过程会分别编译一次提示步骤和解码步骤。这是预期的，只付出一次代价；这里无需修改（之后每一步都重新编译的才值得修复）。</translation>
    </message>
    <message>
        <source>%1 is Hugging Face&apos;s generation cache, which grows by one position per generated token (dim %2: %3), so decoding recompiles. Generate with a static cache, sized once: `model.generate(..., cache_implementation=&quot;static&quot;)` (or set `model.generation_config.cache_implementation = &quot;static&quot;`).</source>
        <translation>%1 是 Hugging Face 的生成缓存，每生成一个 token 就增长一个位置（维度 %2：%3），因此解码会重新编译。请使用一次性分配大小的静态缓存进行生成：`model.generate(..., cache_implementation=&quot;static&quot;)`（或设置 `model.generation_config.cache_implementation = &quot;static&quot;`）。</translation>
    </message>
    <message>
        <source>on the tensor you pass as %1</source>
        <translation>（作用于你作为 %1 传入的张量）</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>（作用于 %1）</translation>
    </message>
    <message>
        <source>%1 was None in one call and not in another%2; each case is its own graph. Pass the same kind of value every time (e.g. a tensor of zeros instead of None).</source>
        <translation>%1 在一次调用中为 None，在另一次中不是%2；每种情况都是单独的图。请每次传入同一类值（例如用全零张量代替 None）。</translation>
    </message>
    <message>
        <source>%1 is a Python number that Dynamo specialised on%2, so every new value recompiles. Pass it as a 0-d tensor (`torch.tensor(value)`): its value is then data, not part of the graph.</source>
        <translation>%1 是 Dynamo 针对其值特化的 Python 数字%2，因此每个新值都会重新编译。请将其作为 0 维张量传入（`torch.tensor(value)`）：这样它的值是数据，而不是图的一部分。</translation>
    </message>
    <message>
        <source>%1 is a flag or constant the code branches on%2: one compile per value is how Dynamo handles it. If it takes many values, move that choice out of the compiled function or make it a tensor.</source>
        <translation>%1 是代码据以分支的标志或常量%2：Dynamo 的处理方式是每个值编译一次。如果它有很多取值，请把这个选择移到编译函数之外，或把它变成张量。</translation>
    </message>
    <message>
        <source>The compiled function was called with another number of %1 arguments than before%2: each set of arguments is its own graph. Pass the same arguments on every call (always pass an optional one, e.g. as None, or never); in Hugging Face generation the prompt step and the decoding steps differ once, as expected.</source>
        <translation>编译函数被调用时的%1参数个数与之前不同%2：每组参数都是单独的图。请在每次调用时传入相同的参数（可选参数要么总是传入，例如传 None，要么从不传入）；在 Hugging Face 生成中，提示步骤与解码步骤会有一次不同，这是预期的。</translation>
    </message>
    <message>
        <source>keyword</source>
        <translation>关键字</translation>
    </message>
    <message>
        <source>positional</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>%1 is a list or tuple whose length Dynamo specialised on%2, so each new length compiles again. If its items are tensors of one shape, pass one stacked tensor instead (`t = torch.stack(...)`, with `torch._dynamo.mark_dynamic(t, 0)` when the length varies); otherwise keep the length fixed.</source>
        <translation>%1 是 Dynamo 针对其长度特化的列表或元组%2，因此每个新长度都会重新编译。如果其元素是同一形状的张量，请改为传入一个堆叠后的张量（`t = torch.stack(...)`，长度变化时配合 `torch._dynamo.mark_dynamic(t, 0)`）；否则请保持长度静态不变。</translation>
    </message>
    <message>
        <source>%1 was a tensor in one call and None in another; each case is its own graph. Pass the same kind of value every time (e.g. a tensor of zeros instead of None).</source>
        <translation>%1 在一次调用中是张量，在另一次中为 None；每种情况都是单独的图。请每次传入同一类值（例如用全零张量代替 None）。</translation>
    </message>
    <message>
        <source>%1 changed type between calls%2. Pass the same type every time.</source>
        <translation>%1 在两次调用之间改变了类型%2。请每次传入相同的类型。</translation>
    </message>
    <message>
        <source> (it was a %1)</source>
        <translation>（之前是 %1）</translation>
    </message>
    <message>
        <source>%1 is a different object than in the earlier call: each distinct function or object compiles its own graph. Pass the same object every time (create it once and reuse it), or make the choice outside the compiled function.</source>
        <translation>%1 与之前调用时是不同的对象：每个不同的函数或对象都会编译自己的图。请每次传入同一个对象（创建一次并重复使用），或在编译函数之外做出选择。</translation>
    </message>
    <message>
        <source>Global torch state (grad mode, autocast, deterministic algorithms, default device, ...) differs from the earlier call. Keep it the same around the compiled call.</source>
        <translation>全局 torch 状态（梯度模式、autocast、确定性算法、默认设备等）与之前的调用不同。请在编译调用周围保持其不变。</translation>
    </message>
    <message>
        <source>%1 was marked dynamic (`torch._dynamo.mark_dynamic`) after an earlier compile had seen it unmarked. Mark it before the first call, every time, so one compile serves both.</source>
        <translation>%1 在先前的编译看到它未被标记之后才被标记为动态（`torch._dynamo.mark_dynamic`）。请每次都在第一次调用之前标记它，使一次编译同时适用于两种情况。</translation>
    </message>
    <message>
        <source>An attribute of %1 was added or removed between calls (%2). Set its attributes once, before the first compiled call, and leave them.</source>
        <translation>%1 的某个属性在两次调用之间被添加或删除（%2）。请在第一次编译调用之前一次性设置其属性，之后不再改动。</translation>
    </message>
    <message>
        <source>The guard %1 failed. Check what differs between the calls at %2.</source>
        <translation>守卫 %1 失败。请检查 %2 处两次调用之间有什么不同。</translation>
    </message>
    <message>
        <source>Coverage: %1</source>
        <translation>覆盖率：%1</translation>
    </message>
    <message>
        <source>[library code]</source>
        <translation>[库代码]</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>…… 另有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Dynamo compiled its decorator&apos;s wrapper: %1</source>
        <translation>Dynamo 编译的是其装饰器的包装函数：%1</translation>
    </message>
    <message>
        <source>this break is inside %1&apos;s code, not yours</source>
        <translation>此中断位于 %1 的代码中，而不是你的代码</translation>
    </message>
    <message>
        <source>your code reaches it at %1 (%2)</source>
        <translation>你的代码在 %1（%2）处到达它</translation>
    </message>
    <message>
        <source>PyTorch&apos;s hint: %1</source>
        <translation>PyTorch 的提示：%1</translation>
    </message>
    <message>
        <source>export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>torch.export failed [%1] at %2: %3</source>
        <translation>torch.export 失败 [%1]，位于 %2：%3</translation>
    </message>
    <message>
        <source>Input: %1</source>
        <translation>输入：%1</translation>
    </message>
    <message numerus="yes">
        <source>No torch.compile in this run: %n torch.export call(s)</source>
        <translation>
            <numerusform>此运行中没有 torch.compile：%n 次 torch.export 调用</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n of them failed</source>
        <translation>
            <numerusform>，其中 %n 次失败</numerusform>
        </translation>
    </message>
    <message>
        <source>No torch.compile in this run</source>
        <translation>此次运行中没有 torch.compile</translation>
    </message>
    <message>
        <source>No frame of yours was compiled</source>
        <translation>您的代码中没有帧被编译</translation>
    </message>
    <message>
        <source>; Inductor ran %1 outside Dynamo</source>
        <translation>；Inductor 在 Dynamo 之外运行了 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n ahead-of-time compile(s)</source>
        <translation>
            <numerusform>%n 次预先编译</numerusform>
        </translation>
    </message>
    <message>
        <source> (AOTInductor)</source>
        <translation>（AOTInductor）</translation>
    </message>
    <message>
        <source>, %1 s in all</source>
        <translation>，共 %1 s</translation>
    </message>
    <message>
        <source>, %1 failed</source>
        <translation>，%1 次失败</translation>
    </message>
    <message numerus="yes">
        <source>%n function(s) compiled; this log does not record how many operations they captured</source>
        <translation>
            <numerusform>已编译 %n 个函数；此日志未记录它们捕获了多少操作</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) captured</source>
        <translation>
            <numerusform>捕获了 %n 个操作</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in %1 of %n compiled function(s)</source>
        <translation>
            <numerusform>，位于 %n 个已编译函数中的 %1 个</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 on %2 ranks)</source>
        <translation>（%2 个 rank 上共 %1）</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s)</source>
        <translation>
            <numerusform>%n 个帧</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n frame(s))</source>
        <translation>
            <numerusform>（%n 个帧）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n function(s) captured no operation</source>
        <translation>
            <numerusform>；%n 个函数未捕获任何操作</numerusform>
        </translation>
    </message>
    <message>
        <source>The recompile limit was hit (`torch._dynamo.config.%1` = %2): this call now runs eagerly. Fix the guard below rather than raising the limit, unless the set of values is small and known. </source>
        <translation>已达到重新编译上限（`torch._dynamo.config.%1` = %2）：此调用现在以 eager 方式运行。请修复下面的守卫，而不是提高上限，除非取值集合小且已知。</translation>
    </message>
    <message>
        <source>The recompile limit was hit: this call now runs eagerly. Fix the guard below rather than raising `torch._dynamo.config.%1`, unless the set of values is small and known. </source>
        <translation>已达到重新编译上限：此调用现在以 eager 方式运行。请修复下面的守卫，而不是提高 `torch._dynamo.config.%1`，除非取值集合小且已知。</translation>
    </message>
    <message>
        <source>warning: %1 has changed since the run; line %2 now reads: %3</source>
        <translation>警告：%1 在运行后已被修改；第 %2 行现在为：%3</translation>
    </message>
    <message>
        <source>fundamental (Dynamo will not trace this: work around it)</source>
        <translation>根本性（Dynamo 不会追踪它：请绕过）</translation>
    </message>
    <message>
        <source>supportable (Dynamo could learn to trace it: worth reporting if it costs you)</source>
        <translation>可支持（Dynamo 可以学会追踪它：若影响性能值得报告）</translation>
    </message>
    <message>
        <source>a user error (the code would fail in eager too)</source>
        <translation>用户错误（代码在 eager 模式下也会失败）</translation>
    </message>
    <message>
        <source>likely a Dynamo bug (report it)</source>
        <translation>可能是 Dynamo 缺陷（请报告）</translation>
    </message>
    <message>
        <source>difficult to debug</source>
        <translation>难以调试</translation>
    </message>
    <message>
        <source>caused by an earlier graph break (fix that one first)</source>
        <translation>由更早的图中断引起（先修复那个）</translation>
    </message>
    <message>
        <source>inference mode checks (use torch.no_grad)</source>
        <translation>推理模式检查（请使用 torch.no_grad）</translation>
    </message>
    <message>
        <source>sparse tensors</source>
        <translation>稀疏张量</translation>
    </message>
    <message>
        <source>PyTorch calls it: %1</source>
        <translation>PyTorch 将其归为：%1</translation>
    </message>
    <message>
        <source>graph break %1</source>
        <translation>图中断 %1</translation>
    </message>
    <message>
        <source>graph break %1, PyTorch calls it: %2</source>
        <translation>图中断 %1，PyTorch 将其归为：%2</translation>
    </message>
    <message>
        <source>the limit: %1</source>
        <translation>限制：%1</translation>
    </message>
    <message>
        <source>a value carried over a graph break</source>
        <translation>跨越图中断传递的值</translation>
    </message>
    <message>
        <source> (Dynamo hands values that are on the stack at a graph break to the code after it; removing the graph break in this function removes this guard.)</source>
        <translation>（Dynamo 会把图中断时栈上的值传给中断之后的代码；移除此函数中的图中断即可去掉这个守卫。）</translation>
    </message>
    <message>
        <source>A value the code after a graph break received from before it differs from the earlier call, so the code after the break compiled again. Remove the graph break in this function so it compiles as one graph.</source>
        <translation>图中断之后的代码从中断之前接收的值与之前的调用不同，因此中断之后的代码被重新编译。移除此函数中的图中断，使其编译为一个图。</translation>
    </message>
    <message>
        <source>`torch._dynamo.config.%1` = %2: later calls of this frame run eagerly. Fix the guard that keeps failing rather than raising the limit. </source>
        <translation>`torch._dynamo.config.%1` = %2：此帧之后的调用以 eager 方式运行。请修复反复失败的守卫，而不是提高上限。</translation>
    </message>
    <message>
        <source>TORCH_LOGS text only: graph breaks, recompiles and recompile-limit warnings as logged (a structured trace, TORCH_TRACE, also says what was compiled and how much)</source>
        <translation>仅 TORCH_LOGS 文本：按日志列出的图中断、重新编译和重新编译上限警告（结构化跟踪 TORCH_TRACE 还会说明编译了什么以及编译了多少）</translation>
    </message>
    <message>
        <source>on the tensor a decorator&apos;s wrapper receives as %1</source>
        <translation>作用于装饰器包装函数以 %1 接收的张量</translation>
    </message>
    <message>
        <source>The parameter %1 changed requires_grad (%2) after the first compiled call: freezing or unfreezing layers later compiles the module again. Set `requires_grad` on the parameters before the first call (freeze first, then compile and run).</source>
        <translation>参数 %1 在第一次编译调用之后改变了 requires_grad（%2）：之后再冻结或解冻层会让模块重新编译。请在第一次调用之前设置参数的 `requires_grad`（先冻结，再编译并运行）。</translation>
    </message>
    <message>
        <source>One frame, %1, held each of %2 in turn (a decorator&apos;s wrapper, or Dynamo&apos;s own for torch.compile of a bound method or module): each new one failed the guard on the function it holds</source>
        <translation>同一个帧 %1 依次持有 %2（装饰器的包装器，或对绑定方法或模块调用 torch.compile 时 Dynamo 自身的包装器）：每个新函数都使针对所持函数的守卫失败</translation>
    </message>
    <message>
        <source>%1 is the code of another function: this frame is a wrapper (a decorator&apos;s, or Dynamo&apos;s own for a decorated bound method) shared by every function it wraps, so each wrapped function compiles as another entry of the one frame (counted as recompiles, up to `torch._dynamo.config.recompile_limit`). Compile each function under its decorator (`@decorator` above `@torch.compile`) so that each has a frame of its own.</source>
        <translation>%1 是另一个函数的代码：此帧是一个包装函数（装饰器的，或 Dynamo 为被装饰的绑定方法自带的），被它包装的所有函数共享，因此每个被包装的函数都作为同一帧的另一个条目编译（计为重新编译，直到 `torch._dynamo.config.recompile_limit`）。请在装饰器之下编译每个函数（`@decorator` 写在 `@torch.compile` 之上），使每个函数拥有自己的帧。</translation>
    </message>
    <message>
        <source>%1 changed size at dim %2%3; PyTorch then made that dim dynamic. Call %4%5 before the first call to save this recompile.</source>
        <translation>%1 在第 %2 维的大小发生变化%3；PyTorch 随后将该维设为动态。在第一次调用之前调用 %4%5，即可省去这次重新编译。</translation>
    </message>
    <message>
        <source>%1 changed size%2%3. If sizes vary, call %4%5 before the first call, or compile with `dynamic=True`; if only a few sizes occur, pad to a fixed size.</source>
        <translation>%1 的大小发生变化%2%3。如果大小会变化，请在第一次调用之前调用 %4%5，或使用 `dynamic=True` 编译；如果只出现少数几种大小，请填充到一个静态大小。</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>位于 %1</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>PyTorch gave no reason for this restart (it logged “%1”); the attempt after it says where tracing stopped</source>
        <translation>PyTorch 没有给出这次重启的原因（它记录的是“%1”）；之后的那次尝试说明了追踪在哪里停止</translation>
    </message>
    <message numerus="yes">
        <source>; %n compiled frame(s) of PyTorch&apos;s own code: torch.cond and other higher-order ops trace their branches with Dynamo</source>
        <translation>
            <numerusform>；%n 个被编译的帧属于 PyTorch 自身的代码：torch.cond 等高阶算子用 Dynamo 追踪其分支</numerusform>
        </translation>
    </message>
    <message>
        <source>Read only in part: %1 where the run was read (the first: %2); `summary` lists them.

</source>
        <translation>只读取了部分内容：读取运行时有 %1（第一个：%2）；`summary` 列出了全部。

</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n 个问题</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing ran compiled: every graph of %n compiled function(s) captured 0 operations (graph breaks or fallbacks left all the work to eager PyTorch).</source>
        <translation>
            <numerusform>没有任何代码以编译方式运行：%n 个已编译函数的每个图都捕获了 0 个操作（图中断或回退把全部工作留给了 eager PyTorch）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, … %2 in all</source>
        <translation>%1，… 共 %2 个</translation>
    </message>
    <message>
        <source>%1 is a Python number that Dynamo first specialised on%2; at a new value PyTorch made it dynamic, so later values reuse this compile. Pass it as a 0-d tensor (`torch.tensor(value)`) from the first call to save this recompile.</source>
        <translation>%1 是 Dynamo 起初针对其值特化的 Python 数字%2；遇到新值时 PyTorch 将其变为动态，之后的值复用这次编译。请从首次调用起将其作为 0 维张量传入（`torch.tensor(value)`），以省去这次重新编译。</translation>
    </message>
    <message>
        <source>newest entry %1: %2</source>
        <translation>最新条目 %1：%2</translation>
    </message>
    <message>
        <source> up to line %1 of %2 (%3)</source>
        <translation>，直到 %2 的第 %1 行（%3）</translation>
    </message>
    <message>
        <source>the value `.%1()` reads decides the branch on this line: capturing it (`torch._dynamo.config.capture_scalar_outputs = True`, as PyTorch suggests) still breaks the graph at the branch. Express the branch as tensor code — `torch.where(cond, a, b)` for a choice between values, `torch.cond(pred, true_fn, false_fn, operands)` for two computations — or take the decision outside the compiled function.</source>
        <translation>`.%1()` 读取的值决定了这一行的分支：捕获它（按 PyTorch 的建议设置 `torch._dynamo.config.capture_scalar_outputs = True`）仍会在分支处造成图中断。请把分支写成张量代码——在值之间选择用 `torch.where(cond, a, b)`，两种计算用 `torch.cond(pred, true_fn, false_fn, operands)`——或在被编译的函数之外做出决定。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n compiled function(s) captured operations</source>
        <translation>
            <numerusform>%n 个已编译函数中有 %1 个捕获了操作</numerusform>
        </translation>
    </message>
    <message>
        <source>; how many, the log does not record</source>
        <translation>；数量日志未记录</translation>
    </message>
    <message numerus="yes">
        <source>%n restart(s); the tracing discarded, the log does not record (no metrics)</source>
        <translation>
            <numerusform>%n 次重启；丢弃的追踪时间日志未记录（无指标）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n function(s) failed to compile in some calls (such a call raised the error, or ran eagerly where Dynamo suppressed it)</source>
        <translation>
            <numerusform>；%n 个函数在部分调用中编译失败（这样的调用要么抛出该错误，要么在 Dynamo 抑制错误时以 eager 方式运行）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing ran compiled: every compile of %n function(s) hit the recompile limit; eager PyTorch runs that code.</source>
        <translation>
            <numerusform>没有任何代码以编译方式运行：%n 个函数的每次编译都达到重新编译上限；这些代码由 eager PyTorch 运行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing ran compiled: every compile of %n function(s) failed or hit the recompile limit; a failed compile&apos;s call raised the error (fullgraph=True, or an error Dynamo does not suppress) or ran eagerly.</source>
        <translation>
            <numerusform>没有任何代码以编译方式运行：%n 个函数的每次编译都失败或达到重新编译上限；编译失败的调用要么抛出该错误（fullgraph=True，或 Dynamo 不抑制的错误），要么以 eager 方式运行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n function(s) hit the recompile limit: later calls that matched no compiled graph ran eagerly</source>
        <translation>
            <numerusform>；%n 个函数达到重新编译上限：之后不匹配任何已编译图的调用以 eager 方式运行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::ExportSummary</name>
    <message>
        <source>Graph breaks, recompiles and compile time are in the run&apos;s TORCH_TRACE log: open it with the profile (`compilescope explain TRACE_DIR PROFILE`). For the profile&apos;s kernels, run `compilescope summary PROFILE` or open the Kernels view.</source>
        <translation>图中断、重新编译和编译时间在运行的 TORCH_TRACE 日志中：请与该性能分析一起打开（`compilescope explain TRACE_DIR PROFILE`）。要查看该性能分析的内核，请运行 `compilescope summary PROFILE` 或打开“内核”视图。</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU kernel launch(es)</source>
        <translation>
            <numerusform>%n 次 GPU 内核启动</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a profiler trace (torch.profiler) with %2 and no torch.compile region (no &quot;Torch-Compiled Region&quot; span)</source>
        <translation>%1 是一个性能分析器跟踪（torch.profiler），含 %2，没有 torch.compile 区域（没有 &quot;Torch-Compiled Region&quot; 区段）</translation>
    </message>
    <message>
        <source>%1 is a profiler trace (torch.profiler): %2 called %3, %4; it holds no compile records</source>
        <translation>%1 是一个性能分析器跟踪（torch.profiler）：%2，调用 %3，%4；其中没有编译记录</translation>
    </message>
    <message numerus="yes">
        <source>%n compiled region(s)</source>
        <translation>
            <numerusform>%n 个已编译区域</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is an exported program (torch.export) of %n graph node(s), not a torch.compile run</source>
        <translation>
            <numerusform>%1 是一个含 %n 个图节点的导出程序（torch.export），而不是 torch.compile 运行</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a .pt2 archive of neither known kind (no exported program, no AOTInductor model)</source>
        <translation>%1 是一个不属于任何已知类型的 .pt2 归档（没有导出程序，也没有 AOTInductor 模型）</translation>
    </message>
    <message>
        <source>%1 is an AOTInductor package in which no model could be read</source>
        <translation>%1 是一个 AOTInductor 包，其中没有可读取的模型</translation>
    </message>
    <message numerus="yes">
        <source>%1 is an AOTInductor package (model %2): %n kernel(s) compiled ahead of time; it carries no exported program, so there is no graph to draw</source>
        <translation>
            <numerusform>%1 是一个 AOTInductor 包（模型 %2）：%n 个预先编译的内核；其中没有导出程序，因此没有可绘制的图</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is an AOTInductor package (model %2): %n kernel(s) compiled ahead of time, with the exported program they were compiled from</source>
        <translation>
            <numerusform>%1 是一个 AOTInductor 包（模型 %2）：%n 个预先编译的内核，附带编译它们所用的导出程序</numerusform>
        </translation>
    </message>
    <message>
        <source>Its graph: `compilescope graph FILE --list`; its inputs, outputs and kernels: `compilescope summary FILE`.</source>
        <translation>其图：`compilescope graph FILE --list`；其输入、输出和内核：`compilescope summary FILE`。</translation>
    </message>
    <message>
        <source>Its kernels, launches and constants: `compilescope summary FILE`, or the window&apos;s Kernels view.</source>
        <translation>其内核、启动和常量：`compilescope summary FILE`，或窗口的内核视图。</translation>
    </message>
    <message>
        <source>%1 is an exported program (torch.export) that could not be read: %2</source>
        <translation>%1 是无法读取的导出程序（torch.export）：%2</translation>
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
        <translation>按增加的编译时间排列的图中断位置：</translation>
    </message>
    <message>
        <source>Graph-break sites by jobs hit:</source>
        <translation>按受影响作业数排列的图中断位置：</translation>
    </message>
    <message>
        <source>Recompile causes:</source>
        <translation>重新编译原因：</translation>
    </message>
    <message>
        <source>Compile time by phase, by %1:</source>
        <translation>各阶段编译时间，按 %1：</translation>
    </message>
    <message>
        <source>Failing jobs:</source>
        <translation>失败的作业：</translation>
    </message>
    <message>
        <source>compile time per log: %1 → %2</source>
        <translation>每个日志的编译时间：%1 → %2</translation>
    </message>
    <message>
        <source>, change %1 (95% interval %2 to %3)</source>
        <translation>，变化 %1（95% 区间 %2 至 %3）</translation>
    </message>
    <message>
        <source>break sites that appeared:</source>
        <translation>新出现的中断位置：</translation>
    </message>
    <message>
        <source>break sites that disappeared:</source>
        <translation>消失的中断位置：</translation>
    </message>
    <message>
        <source>recompile causes that appeared:</source>
        <translation>新出现的重新编译原因：</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>中断</translation>
    </message>
    <message>
        <source>Compile time added</source>
        <translation>增加的编译时间</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Fleet report</source>
        <translation>集群报告</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>生成时间</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Graph-break sites</source>
        <translation>图中断位置</translation>
    </message>
    <message>
        <source>By compile time added:</source>
        <translation>按增加的编译时间：</translation>
    </message>
    <message>
        <source>By jobs hit:</source>
        <translation>按受影响作业数：</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>守卫</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>源代码</translation>
    </message>
    <message>
        <source>Recompiles</source>
        <translation>重新编译</translation>
    </message>
    <message>
        <source>Compile time</source>
        <translation>编译时间</translation>
    </message>
    <message>
        <source>Recompile causes</source>
        <translation>重新编译原因</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Compiles</source>
        <translation>编译</translation>
    </message>
    <message>
        <source>Code generation</source>
        <translation>代码生成</translation>
    </message>
    <message>
        <source>Compile time by phase</source>
        <translation>各阶段编译时间</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>First failure</source>
        <translation>首次失败</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Failing jobs</source>
        <translation>失败的作业</translation>
    </message>
    <message>
        <source>Compile time per log: %1 → %2</source>
        <translation>每个日志的编译时间：%1 → %2</translation>
    </message>
    <message>
        <source>Break sites that appeared:</source>
        <translation>新出现的中断位置：</translation>
    </message>
    <message>
        <source>Break sites that disappeared:</source>
        <translation>消失的中断位置：</translation>
    </message>
    <message>
        <source>typical log&apos;s shift (Hodges-Lehmann) %1 (95% interval %2 to %3)</source>
        <translation>典型日志的偏移（Hodges-Lehmann）%1（95% 区间 %2 至 %3）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>recompile causes that disappeared:</source>
        <translation>消失的重新编译原因：</translation>
    </message>
    <message>
        <source>Limit hits</source>
        <translation>达到限制</translation>
    </message>
    <message>
        <source>(no cause recorded)</source>
        <translation>（未记录原因）</translation>
    </message>
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
        <source>%n recompile(s)</source>
        <translation>
            <numerusform>%n 次重新编译</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failure(s)</source>
        <translation>
            <numerusform>%n 个失败</numerusform>
        </translation>
    </message>
    <message>
        <source>Not shown: %1</source>
        <translation>未显示：%1</translation>
    </message>
    <message>
        <source>%1 added, %2, %3</source>
        <translation>增加 %1，%2，%3</translation>
    </message>
    <message numerus="yes">
        <source>%n break(s)</source>
        <translation>
            <numerusform>%n 次中断</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n 个作业</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3, %4</source>
        <translation>%1，%2，%3，%4</translation>
    </message>
    <message numerus="yes">
        <source>%n limit hit(s)</source>
        <translation>
            <numerusform>%n 次达到上限</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2（%3）</translation>
    </message>
    <message>
        <source>no cause recorded</source>
        <translation>未记录原因</translation>
    </message>
    <message>
        <source>Logs not read in full:</source>
        <translation>未完整读取的日志：</translation>
    </message>
    <message>
        <source>Compared: %1 (%2) → %3 (%4)</source>
        <translation>比较：%1（%2）→ %3（%4）</translation>
    </message>
    <message numerus="yes">
        <source>%n log(s)</source>
        <translation>
            <numerusform>%n 个日志</numerusform>
        </translation>
    </message>
    <message>
        <source>Verdict: too few logs on a side for an interval (two at least).</source>
        <translation>结论：一侧的日志太少，无法给出区间（至少需要两个）。</translation>
    </message>
    <message>
        <source>Verdict: compile time per log is not distinguishable from no change (95% interval holds 0).</source>
        <translation>结论：每个日志的编译时间与无变化无法区分（95% 区间包含 0）。</translation>
    </message>
    <message>
        <source>Verdict: compile time per log rose by %1 (a real change: the 95% interval excludes 0).</source>
        <translation>结论：每个日志的编译时间增加了 %1（真实变化：95% 区间不含 0）。</translation>
    </message>
    <message>
        <source>Verdict: compile time per log fell by %1 (a real change: the 95% interval excludes 0).</source>
        <translation>结论：每个日志的编译时间减少了 %1（真实变化：95% 区间不含 0）。</translation>
    </message>
    <message>
        <source>Fleet: %1 of %2 (%3 ok, %4 read in part, %5 unreadable), %6, %7, %8, %9, %10 compile time</source>
        <translation>集群：%2 中的 %1（%3 个正常，%4 个部分读取，%5 个无法读取），%6，%7，%8，%9，编译时间 %10</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 ok, %4 read in part, %5 unreadable), %6, %7, %8, %9, %10 compile time</source>
        <translation>%2 中的 %1（%3 个正常，%4 个部分读取，%5 个无法读取），%6，%7，%8，%9，编译时间 %10</translation>
    </message>
    <message>
        <source>Logs not read in full</source>
        <translation>未完整读取的日志</translation>
    </message>
    <message>
        <source>Backward, later</source>
        <translation>反向（稍后）</translation>
    </message>
    <message>
        <source>No job had a compile that failed.</source>
        <translation>没有作业的编译失败。</translation>
    </message>
    <message>
        <source>%1: %2 logs, %3 compiles, %4 (Dynamo %5, AOTAutograd %6, Inductor %7, code generation %8); backward graphs compiled later %9</source>
        <translation>%1：%2 个日志，%3 次编译，%4（Dynamo %5，AOTAutograd %6，Inductor %7，代码生成 %8）；稍后编译的反向图 %9</translation>
    </message>
    <message>
        <source>Failing jobs: none</source>
        <translation>失败的作业：无</translation>
    </message>
</context>
<context>
    <name>cs::FusionBuilder</name>
    <message>
        <source>every line carries compile id [%1] (process %2)</source>
        <translation>每一行都带有编译 ID [%1]（进程 %2）</translation>
    </message>
    <message>
        <source>every line carries compile id [%1]</source>
        <translation>每一行都带有编译 ID [%1]</translation>
    </message>
    <message>
        <source>its `Output code:` (AOT ID %1) follows at line %2</source>
        <translation>其 `Output code:`（AOT ID %1）紧随其后，位于第 %2 行</translation>
    </message>
    <message>
        <source>its `debug trace:` line %1 names %2</source>
        <translation>其第 %1 行的 `debug trace:` 指向 %2</translation>
    </message>
    <message>
        <source>its %1 first candidates are exactly the nodes of %2&apos;s ir_pre_fusion.txt</source>
        <translation>其最初的 %1 个候选正是 %2 的 ir_pre_fusion.txt 中的节点</translation>
    </message>
    <message>
        <source>its first candidates match %1 debug folders; the first in order, %2, is used</source>
        <translation>其最初的候选与 %1 个调试文件夹匹配；使用按顺序排在最前的 %2</translation>
    </message>
    <message>
        <source>%1 by order: the %2 of two graphs of this compile</source>
        <translation>按顺序判定为 %1：本次编译两个图中的%2</translation>
    </message>
    <message>
        <source>first</source>
        <translation>第一个</translation>
    </message>
    <message>
        <source>second</source>
        <translation>第二个</translation>
    </message>
    <message>
        <source>no ir_post_fusion.txt for this graph: its final nodes are the replay&apos;s end state (TORCH_COMPILE_DEBUG=1 or TORCH_LOGS=ir_post_fusion records them)</source>
        <translation>此图没有 ir_post_fusion.txt：其最终节点取自重放的结束状态（TORCH_COMPILE_DEBUG=1 或 TORCH_LOGS=ir_post_fusion 会记录它们）</translation>
    </message>
    <message>
        <source>the log stops before fusion ends, so the replay stops early (%1 of %2 final nodes differ)</source>
        <translation>日志在融合结束前中断，因此重放提前结束（%2 个最终节点中有 %1 个不同）</translation>
    </message>
    <message>
        <source>but %1 of its %2 final nodes differ from ir_post_fusion.txt</source>
        <translation>但其 %2 个最终节点中有 %1 个与 ir_post_fusion.txt 不同</translation>
    </message>
    <message>
        <source>the replay ends in ir_post_fusion.txt&apos;s %1 nodes</source>
        <translation>重放结束时恰好得到 ir_post_fusion.txt 中的 %1 个节点</translation>
    </message>
    <message>
        <source>the files of debug folder %1</source>
        <translation>调试文件夹 %1 中的文件</translation>
    </message>
    <message>
        <source>the generated code at %1</source>
        <translation>位于 %1 的生成代码</translation>
    </message>
    <message>
        <source>no fusion decisions were recorded for this graph: TORCH_LOGS=fusion writes them</source>
        <translation>此图没有记录融合决策：TORCH_LOGS=fusion 会写出它们</translation>
    </message>
    <message>
        <source>This run has no fusion log. Inductor writes its fusion decisions only as text: run with TORCH_LOGS=fusion (decisions, on stderr; add ir_pre_fusion,ir_post_fusion for the nodes) or TORCH_COMPILE_DEBUG=1 (ir_pre_fusion.txt / ir_post_fusion.txt in each graph&apos;s debug folder), or record the run with `compilescope record`.</source>
        <translation>此运行没有融合日志。Inductor 只以文本形式写出融合决策：请使用 TORCH_LOGS=fusion 运行（决策输出到 stderr；如需节点信息，再加上 ir_pre_fusion,ir_post_fusion），或使用 TORCH_COMPILE_DEBUG=1（每个图的调试文件夹中的 ir_pre_fusion.txt / ir_post_fusion.txt），或用 `compilescope record` 录制该运行。</translation>
    </message>
    <message>
        <source>%1 by the AOT ID its generated code writes</source>
        <translation>%1，依据其生成代码写出的 AOT ID</translation>
    </message>
</context>
<context>
    <name>cs::FusionKernels</name>
    <message>
        <source>%1 matches no kernel launch in the generated code: %2</source>
        <translation>%1 在生成的代码中没有对应的内核启动：%2</translation>
    </message>
</context>
<context>
    <name>cs::FusionReasons</name>
    <message>
        <source>no shared data</source>
        <translation>无共享数据</translation>
    </message>
    <message>
        <source>They read or write no common memory the scheduler can score, so fusing them saves no traffic (with `due to indexing mismatch`: they touch a common buffer at different positions).</source>
        <translation>它们读写的内存中没有调度器可以评分的公共部分，因此融合它们不会节省访存流量（若带有 `due to indexing mismatch`：它们在不同位置访问同一个缓冲区）。</translation>
    </message>
    <message>
        <source>too little shared data</source>
        <translation>共享数据太少</translation>
    </message>
    <message>
        <source>They share fewer bytes than score_fusion_memory_threshold: a horizontal fusion this small is not worth it.</source>
        <translation>它们共享的字节数少于 score_fusion_memory_threshold：如此小的横向融合不值得。</translation>
    </message>
    <message>
        <source>dependency in between</source>
        <translation>中间存在依赖</translation>
    </message>
    <message>
        <source>Another node lies on the dependency path between them (it would have to run inside the fused kernel), or the consumer must not come before the producer, or the fusion would make a cycle.</source>
        <translation>它们之间的依赖路径上还有另一个节点（它必须在融合后的内核中一起运行），或者消费者不能排在生产者之前，或者融合会形成环。</translation>
    </message>
    <message>
        <source>reads other positions</source>
        <translation>读取位置不同</translation>
    </message>
    <message>
        <source>The consumer reads the producer&apos;s buffer at other positions than the producer writes them (a transpose, shift or broadcast), so the value is not at hand in one kernel.</source>
        <translation>消费者读取生产者缓冲区的位置与生产者写入的位置不同（转置、平移或广播），因此在同一个内核中拿不到该值。</translation>
    </message>
    <message>
        <source>too far apart</source>
        <translation>相距太远</translation>
    </message>
    <message>
        <source>More than 64 nodes apart in the original order: fusing them would keep buffers alive longer and may raise peak memory (a fixed rule).</source>
        <translation>在原始顺序中相距超过 64 个节点：融合会让缓冲区存活更久，可能抬高峰值内存（固定规则）。</translation>
    </message>
    <message>
        <source>peak memory</source>
        <translation>峰值内存</translation>
    </message>
    <message>
        <source>Fusing would keep buffers that each node frees on its own alive together, raising peak memory.</source>
        <translation>融合会让各节点本可各自释放的缓冲区同时存活，从而抬高峰值内存。</translation>
    </message>
    <message>
        <source>iteration sizes differ</source>
        <translation>迭代大小不同</translation>
    </message>
    <message>
        <source>Their iteration spaces differ (numel: output elements, rnumel: elements reduced per output), so one kernel cannot loop over both.</source>
        <translation>它们的迭代空间不同（numel：输出元素数，rnumel：每个输出归约的元素数），因此一个内核无法同时遍历两者。</translation>
    </message>
    <message>
        <source>tiling</source>
        <translation>分块</translation>
    </message>
    <message>
        <source>The fused kernel would need a tiling that suits neither node.</source>
        <translation>融合后的内核需要一种对两个节点都不合适的分块方式。</translation>
    </message>
    <message>
        <source>size limit</source>
        <translation>大小上限</translation>
    </message>
    <message>
        <source>The fused node would exceed the limit on its number of nodes or of distinct inputs and outputs.</source>
        <translation>融合后的节点会超出节点数或不同输入输出数的上限。</translation>
    </message>
    <message>
        <source>extern or no-op kernel</source>
        <translation>外部或空操作内核</translation>
    </message>
    <message>
        <source>A library call (mm, addmm, convolution, attention), a no-op or a grouped node is never fused with other nodes.</source>
        <translation>库调用（mm、addmm、卷积、attention）、空操作或分组节点永远不会与其他节点融合。</translation>
    </message>
    <message>
        <source>template prologue/epilogue</source>
        <translation>模板 prologue/epilogue</translation>
    </message>
    <message>
        <source>A Triton template (matmul, attention) takes only certain epilogues and prologues.</source>
        <translation>Triton 模板（matmul、attention）只接受特定的 epilogue 和 prologue。</translation>
    </message>
    <message>
        <source>different devices</source>
        <translation>设备不同</translation>
    </message>
    <message>
        <source>The nodes run on different devices.</source>
        <translation>这些节点运行在不同的设备上。</translation>
    </message>
    <message>
        <source>benchmark</source>
        <translation>基准测试</translation>
    </message>
    <message>
        <source>Fusion was benchmarked and the fused kernel was slower, or spilled registers.</source>
        <translation>对融合做了基准测试，融合后的内核更慢，或发生了寄存器溢出。</translation>
    </message>
    <message>
        <source>foreach</source>
        <translation>foreach</translation>
    </message>
    <message>
        <source>A horizontal (foreach) node fuses only with matching producers or consumers.</source>
        <translation>横向（foreach）节点只与匹配的生产者或消费者融合。</translation>
    </message>
    <message>
        <source>split scan</source>
        <translation>拆分扫描</translation>
    </message>
    <message>
        <source>A split scan cannot fuse with reductions.</source>
        <translation>拆分扫描（split scan）不能与归约融合。</translation>
    </message>
    <message>
        <source>disabled for a buffer</source>
        <translation>对某缓冲区禁用</translation>
    </message>
    <message>
        <source>Fusion is switched off for one of the buffers (no_fuse_buffer_names).</source>
        <translation>其中一个缓冲区关闭了融合（no_fuse_buffer_names）。</translation>
    </message>
    <message>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>A reason this tool does not classify.</source>
        <translation>本工具未归类的原因。</translation>
    </message>
    <message>
        <source>benchmark failed</source>
        <translation>基准测试失败</translation>
    </message>
    <message>
        <source>The benchmark failed: an infinite (inf×) slowdown is what Inductor logs when the fused kernel could not be compiled or run (its benchmark returned no time), not a kernel that ran slower. The nodes were kept apart.</source>
        <translation>基准测试失败：当融合后的内核无法编译或运行（其基准测试没有返回时间）时，Inductor 会记录无限（inf×）减速，这并不是内核运行得更慢。这些节点保持分开。</translation>
    </message>
</context>
<context>
    <name>cs::FusionSelection</name>
    <message>
        <source>scheduler node %1</source>
        <translation>调度器节点 %1</translation>
    </message>
    <message>
        <source>fused node %1 (%2 scheduler nodes)</source>
        <translation>融合节点 %1（%2 个调度器节点）</translation>
    </message>
    <message>
        <source>kernel %1, which runs %2</source>
        <translation>内核 %1，运行 %2</translation>
    </message>
    <message>
        <source> (the kernel runs %1 nodes; name one as &lt;kernel&gt;:&lt;handle&gt;)</source>
        <translation>（该内核运行 %1 个节点；请以 &lt;kernel&gt;:&lt;handle&gt; 的形式指定其中一个）</translation>
    </message>
    <message>
        <source>post-grad node %1, computed by %2</source>
        <translation>post-grad 节点 %1，由 %2 计算</translation>
    </message>
    <message>
        <source>buffer %1, written by %2</source>
        <translation>缓冲区 %1，由 %2 写入</translation>
    </message>
</context>
<context>
    <name>cs::FusionText</name>
    <message>
        <source>round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <source>loop reordering</source>
        <translation>循环重排</translation>
    </message>
    <message>
        <source>[nested %1] </source>
        <translation>[嵌套 %1] </translation>
    </message>
    <message>
        <source>%1 → %2 nodes</source>
        <translation>%1 → %2 个节点</translation>
    </message>
    <message>
        <source>, found %1</source>
        <translation>，找到 %1 个</translation>
    </message>
    <message>
        <source>, %1 fused, %2 rejected</source>
        <translation>，融合 %1 个，拒绝 %2 个</translation>
    </message>
    <message>
        <source>  (log: %1 → %2, agrees)</source>
        <translation>  （日志：%1 → %2，一致）</translation>
    </message>
    <message>
        <source>  (log: %1 → %2, DIFFERS)</source>
        <translation>  （日志：%1 → %2，不一致）</translation>
    </message>
    <message>
        <source>  (incomplete)</source>
        <translation>  （不完整）</translation>
    </message>
    <message>
        <source>  line %1</source>
        <translation>  第 %1 行</translation>
    </message>
    <message>
        <source>  blocked, by reason (lines, distinct pairs, settings that change it):</source>
        <translation>  受阻情况，按原因（行数、不同节点对数、可改变结果的设置）：</translation>
    </message>
    <message>
        <source>  %1 rejections name no nodes (an older PyTorch&apos;s `cannot fuse (tag)` lines)</source>
        <translation>  %1 条拒绝未指明节点（旧版 PyTorch 的 `cannot fuse (tag)` 行）</translation>
    </message>
    <message>
        <source>  values inside the reasons:</source>
        <translation>  原因中的数值：</translation>
    </message>
    <message>
        <source>    … %1 more</source>
        <translation>    … 另有 %1 项</translation>
    </message>
    <message>
        <source>  memory traffic fusion saved: %1 (buffers kept inside kernels: %2)</source>
        <translation>  融合节省的访存流量：%1（留在内核内部的缓冲区：%2）</translation>
    </message>
    <message>
        <source>  final nodes (%1, from %2):</source>
        <translation>  最终节点（%1 个，来自 %2）：</translation>
    </message>
    <message>
        <source>  →  (no kernel)</source>
        <translation>  →  （无内核）</translation>
    </message>
    <message>
        <source>  saves %1</source>
        <translation>  节省 %1</translation>
    </message>
    <message>
        <source>  %1 µs</source>
        <translation>  %1 µs</translation>
    </message>
    <message>
        <source>  (provenance names another kernel)</source>
        <translation>  （溯源信息指向另一个内核）</translation>
    </message>
    <message>
        <source>  (the replay differs)</source>
        <translation>  （重放结果不同）</translation>
    </message>
    <message>
        <source>    … %1 more (--graph %2 lists all)</source>
        <translation>    … 另有 %1 个（--graph %2 会列出全部）</translation>
    </message>
    <message>
        <source>  decisions (%1):</source>
        <translation>  决策（%1 条）：</translation>
    </message>
    <message>
        <source>fuse    %1 + %2</source>
        <translation>融合  %1 + %2</translation>
    </message>
    <message>
        <source>reject  %1 / %2: %3 [%4]</source>
        <translation>拒绝  %1 / %2：%3 [%4]</translation>
    </message>
    <message>
        <source>bench   %1 / %2: %3x %4</source>
        <translation>基准  %1 / %2：%3x %4</translation>
    </message>
    <message>
        <source>speedup</source>
        <translation>加速</translation>
    </message>
    <message>
        <source>slowdown</source>
        <translation>减速</translation>
    </message>
    <message>
        <source>compile %1</source>
        <translation>编译 %1</translation>
    </message>
    <message>
        <source>  decisions: %1, lines %2–%3; attribution: %4 — %5</source>
        <translation>  决策：%1，第 %2–%3 行；归属：%4 — %5</translation>
    </message>
    <message>
        <source>  no fusion decisions recorded (TORCH_LOGS=fusion writes them); shown from %1</source>
        <translation>  未记录融合决策（TORCH_LOGS=fusion 会写出它们）；以下内容来自 %1</translation>
    </message>
    <message>
        <source>  IR: %1, %2</source>
        <translation>  IR：%1，%2</translation>
    </message>
    <message>
        <source>(no pre-fusion IR)</source>
        <translation>（无融合前 IR）</translation>
    </message>
    <message>
        <source>(no post-fusion IR)</source>
        <translation>（无融合后 IR）</translation>
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
        <translation>图 %1：为什么 %2 和 %3 没有成为同一个内核？</translation>
    </message>
    <message>
        <source>recorded decisions (line, round, text):</source>
        <translation>已记录的决策（行、轮次、文本）：</translation>
    </message>
    <message>
        <source>reorder</source>
        <translation>重排</translation>
    </message>
    <message>
        <source>  →  (no kernel: %1)</source>
        <translation>  →  （无内核：%1）</translation>
    </message>
    <message>
        <source>  →  (no launch found: %1)</source>
        <translation>  →  （未找到启动：%1）</translation>
    </message>
    <message>
        <source>  %1 scheduler nodes → %2 fusion groups: %3 fusions, %4 rejections, %5 benchmark verdicts</source>
        <translation>  %1 个调度器节点 → %2 个融合组：%3 次融合，%4 次拒绝，%5 次基准测试结论</translation>
    </message>
    <message>
        <source>bench   %1 / %2: the fused kernel failed to compile or run [benchmark_failed]</source>
        <translation>bench   %1 / %2：融合内核无法编译或运行 [benchmark_failed]</translation>
    </message>
    <message numerus="yes">
        <source>, %n fused node(s) with symbolic sizes not counted</source>
        <translation>
            <numerusform>，未计入 %n 个尺寸为符号值的融合节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  stayed alone: %n kernel(s) of one node</source>
        <translation>
            <numerusform>  未融合：%n 个单节点内核</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n extern or no-op node(s)</source>
        <translation>
            <numerusform>；%n 个外部或空操作节点</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::Graph</name>
    <message>
        <source>DDP split of %1%2 (%3): %4</source>
        <translation>%1%2（%3）的 DDP 拆分：%4</translation>
    </message>
    <message>
        <source>rank %1 </source>
        <translation>rank %1 </translation>
    </message>
    <message numerus="yes">
        <source>%1: bucket of %n parameter(s), %2 bytes: %3</source>
        <translation>
            <numerusform>%1：含 %n 个参数的桶，%2 字节：%3</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>forward %1, backward %2</source>
        <translation>前向 %1，反向 %2</translation>
    </message>
    <message>
        <source>not tied to a kernel</source>
        <translation>未关联到内核</translation>
    </message>
    <message numerus="yes">
        <source>sub-graph of %1 · %n node(s)</source>
        <translation>
            <numerusform>%1 的子图 · %n 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nested compile region called at %1 (%2): %n call(s)</source>
        <translation>
            <numerusform>在 %1 调用的嵌套编译区域（%2）：%n 次调用</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>traced as %n variant(s) (%1), %2 operations a copy</source>
        <translation>
            <numerusform>追踪为 %n 个变体（%1），每份 %2 个操作</numerusform>
        </translation>
    </message>
    <message>
        <source>compile %1; compiled whole without the region, about %2 more (estimate: the compile time scaled by the operations inlining every call would add)</source>
        <translation>编译 %1；不用该区域而整体编译，约多 %2（估计：按内联每次调用将增加的操作数缩放编译时间）</translation>
    </message>
    <message numerus="yes">
        <source>a block compiled on its own (regional compilation), called by its parent&apos;s forward: %n compile(s)</source>
        <translation>
            <numerusform>单独编译的块（区域编译），由其父模块的 forward 调用：%n 次编译</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 compiled again: %2</source>
        <translation>%1 重新编译：%2</translation>
    </message>
    <message numerus="yes">
        <source>piecewise: %n piece(s)</source>
        <translation>
            <numerusform>分段：%n 段</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n compiled</source>
        <translation>
            <numerusform>%n 段已编译</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run as they are between them</source>
        <translation>
            <numerusform>%n 段在其间按原样运行</numerusform>
        </translation>
    </message>
    <message>
        <source>(no split graph logged: in compile order)</source>
        <translation>（未记录拆分图：按编译顺序）</translation>
    </message>
    <message>
        <source>(no vllm_piecewise_compile_start logged: which pieces were compiled is not said)</source>
        <translation>（未记录 vllm_piecewise_compile_start：哪些段被编译未说明）</translation>
    </message>
    <message>
        <source>compiled</source>
        <translation>已编译</translation>
    </message>
    <message>
        <source>sizes %1</source>
        <translation>尺寸 %1</translation>
    </message>
    <message>
        <source>runs eagerly: %1</source>
        <translation>以 eager 方式运行：%1</translation>
    </message>
    <message>
        <source>nothing recorded</source>
        <translation>未记录任何内容</translation>
    </message>
    <message numerus="yes">
        <source>every copy of the block reuses these compiles: %n call(s) in the profiled steps; compiled within the whole model, each copy would add about %1 (its fastest compile)</source>
        <translation>
            <numerusform>该块的每个副本都复用这些编译：性能分析的步骤中共 %n 次调用；若在整个模型中编译，每个副本约增加 %1（其最快的一次编译）</numerusform>
        </translation>
    </message>
    <message>
        <source>every copy of the block reuses these compiles; compiled within the whole model, each copy would add about %1 (its fastest compile). The trace logs compiles, not calls: how many copies ran is not recorded (a profiler trace opened with it counts them)</source>
        <translation>该块的每个副本都复用这些编译；若在整个模型中编译，每个副本约增加 %1（其最快的一次编译）。跟踪记录的是编译而非调用：运行了多少副本未被记录（与之一同打开的性能分析器跟踪可以统计）</translation>
    </message>
    <message>
        <source>calls %1</source>
        <translation>调用 %1</translation>
    </message>
    <message>
        <source>Blocks compiled once and reused:</source>
        <translation>编译一次并复用的块：</translation>
    </message>
    <message>
        <source>Piecewise compiles, pieces in run order:</source>
        <translation>分段编译，各段按运行顺序：</translation>
    </message>
    <message>
        <source>Regions compiled on their own (regional Inductor):</source>
        <translation>单独编译的区域（区域 Inductor）：</translation>
    </message>
    <message numerus="yes">
        <source>region %1: %n graph(s)</source>
        <translation>
            <numerusform>区域 %1：%n 个图</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::GraphCatalog</name>
    <message>
        <source>%1 nodes (graph_node_count %2)</source>
        <translation>%1 个节点（graph_node_count %2）</translation>
    </message>
    <message>
        <source>%1 calls (graph_op_count %2)</source>
        <translation>%1 个调用（graph_op_count %2）</translation>
    </message>
    <message>
        <source>%1 inputs (graph_input_count %2)</source>
        <translation>%1 个输入（graph_input_count %2）</translation>
    </message>
    <message>
        <source>graph %1 was read with %2; PyTorch&apos;s compilation_metrics say otherwise</source>
        <translation>图 %1 读取结果为 %2；PyTorch 的 compilation_metrics 与此不符</translation>
    </message>
</context>
<context>
    <name>cs::GuardCost</name>
    <message>
        <source>`torch.compiler.set_stance(&quot;default&quot;, skip_guard_eval_unsafe=True)` after warm-up: only the guards that tell cache entries apart run; gives up noticing any other change (a new shape, dtype or flag then runs a wrong graph)</source>
        <translation>预热后使用 `torch.compiler.set_stance(&quot;default&quot;, skip_guard_eval_unsafe=True)`：只运行区分缓存条目的守卫；代价是不再察觉其他变化（新的形状、dtype 或标志会运行错误的图）</translation>
    </message>
    <message>
        <source>`torch.compile(..., options={&quot;guard_filter_fn&quot;: torch.compiler.skip_guard_on_inbuilt_nn_modules_unsafe})` (or `skip_guard_on_all_nn_modules_unsafe`): no guards on nn.Module attributes; gives up noticing a module changed after compiling</source>
        <translation>`torch.compile(..., options={&quot;guard_filter_fn&quot;: torch.compiler.skip_guard_on_inbuilt_nn_modules_unsafe})`（或 `skip_guard_on_all_nn_modules_unsafe`）：不对 nn.Module 属性设守卫；代价是不再察觉编译后被修改的模块</translation>
    </message>
    <message>
        <source>`torch._dynamo.config.use_recursive_dict_tags_for_guards = True`: one tag check for nested modules whose dicts did not change; assumes functions&apos; `__code__`/`__defaults__` are never rebound</source>
        <translation>`torch._dynamo.config.use_recursive_dict_tags_for_guards = True`：对字典未变的嵌套模块只做一次标签检查；前提是函数的 `__code__`/`__defaults__` 从不被重新绑定</translation>
    </message>
    <message numerus="yes">
        <source>%n Python lambda guard(s) at the root run Python on every call: they come from values Dynamo could not guard in C++ (often global or closure state read by the function)</source>
        <translation>
            <numerusform>根节点上的 %n 个 Python lambda 守卫每次调用都运行 Python：它们来自 Dynamo 无法用 C++ 守卫的值（常为函数读取的全局或闭包状态）</numerusform>
        </translation>
    </message>
    <message>
        <source>Worth weighing: [%1]&apos;s check is %2 % of its call&apos;s host time (cold); a lever below can win part of that, at the price it names.</source>
        <translation>值得权衡：[%1] 的守卫检查占其调用主机时间的 %2 %（冷）；下面的手段可以赢回其中一部分，代价见各条说明。</translation>
    </message>
    <message>
        <source>Not worth a lever here: [%1]&apos;s check is %2 % of its call&apos;s host time, and that is a cold figure (a warm check is several times faster). Each lever below gives up a safety check for at most that.</source>
        <translation>这里不值得动用手段：[%1] 的守卫检查占其调用主机时间的 %2 %，而且这是冷数据（热检查要快好几倍）。下面每个手段最多只换来这么多，却要放弃一项安全检查。</translation>
    </message>
    <message>
        <source>Weigh it first: at most %1 µs a call for [%2] (cold), against a call no profiler trace of this run timed. Open the run with a profiler trace to have it weighed; below a tenth of the call, keep the guards.</source>
        <translation>先权衡：[%2] 每次调用最多 %1 µs（冷），而本次运行没有性能分析器跟踪测过调用时间。请连同性能分析器跟踪一起打开运行以便权衡；低于调用时间的十分之一时，保留守卫。</translation>
    </message>
    <message>
        <source>Weigh it first: no check was timed and no call profiled in this run; below a tenth of the call, keep the guards.</source>
        <translation>先权衡：本次运行既没有为守卫检查计时，也没有用性能分析器测过调用；低于调用时间的十分之一时，保留守卫。</translation>
    </message>
    <message>
        <source>Guard cost</source>
        <translation>守卫开销</translation>
    </message>
    <message>
        <source>Before each call Dynamo checks the guards of the frame&apos;s compiled code; the check is host time the call pays. Dynamo times one check with its cache flushed (a cold figure: a warm check is often several times faster).</source>
        <translation>每次调用前 Dynamo 都会检查该帧编译代码的守卫；这次检查是调用要付出的主机时间。Dynamo 在清空缓存后计时一次检查（冷数据：热检查通常快数倍）。</translation>
    </message>
    <message numerus="yes">
        <source>%n guard(s)</source>
        <translation>
            <numerusform>%n 个守卫</numerusform>
        </translation>
    </message>
    <message>
        <source>guards not counted</source>
        <translation>守卫未计数</translation>
    </message>
    <message numerus="yes">
        <source> (%n on symbolic sizes)</source>
        <translation>
            <numerusform>（%n 个针对符号尺寸）</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 µs a check</source>
        <translation>，每次检查 %1 µs</translation>
    </message>
    <message numerus="yes">
        <source> (cold: %1 % of the call&apos;s %2 µs host time, %n call(s) profiled)</source>
        <translation>
            <numerusform>（冷：占调用 %2 µs 主机时间的 %1 %，分析了 %n 次调用）</numerusform>
        </translation>
    </message>
    <message>
        <source>tree: %1 under %2, %3 deep; most: %4</source>
        <translation>树：%2 下有 %1，深度 %3；最多的：%4</translation>
    </message>
    <message numerus="yes">
        <source>%n leaf check(s)</source>
        <translation>
            <numerusform>%n 个叶检查</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n manager(s)</source>
        <translation>
            <numerusform>%n 个管理器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Python lambda guard(s) at the root, run on every call</source>
        <translation>
            <numerusform>根节点上有 %n 个 Python lambda 守卫，每次调用都运行</numerusform>
        </translation>
    </message>
    <message>
        <source>To cut it:</source>
        <translation>降低方法：</translation>
    </message>
    <message>
        <source> — %1× rank %2&apos;s %3 µs for the same guards: one cold timing that far apart is the process being busy when Dynamo timed it, not the guards; weighed at %3 µs</source>
        <translation> — 为 rank %2 上相同守卫的 %3 µs 的 %1×：相差如此之大的单次冷计时是 Dynamo 计时时进程正忙，而非守卫本身；按 %3 µs 衡量</translation>
    </message>
</context>
<context>
    <name>cs::KernelStack</name>
    <message>
        <source>not in the Triton cache entry (%1)</source>
        <translation>不在 Triton 缓存条目中（%1）</translation>
    </message>
    <message>
        <source>nvdisasm could not disassemble %1: %2</source>
        <translation>nvdisasm 无法反汇编 %1：%2</translation>
    </message>
    <message>
        <source>the kernel module %1 is not under the folders opened (the Inductor cache)</source>
        <translation>内核模块 %1 不在已打开的文件夹（Inductor 缓存）中</translation>
    </message>
    <message>
        <source>(not named by the IR)</source>
        <translation>（IR 未给出名称）</translation>
    </message>
    <message>
        <source>Triton cache entry %1 (sm %2, %3 warps, %4 stages%5)</source>
        <translation>Triton 缓存条目 %1（sm %2，%3 个 warp，%4 个 stage%5）</translation>
    </message>
    <message>
        <source>, no cubin</source>
        <translation>，无 cubin</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s), %2</source>
        <translation>
            <numerusform>%1：%n 行，%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s), %2 tied to module lines</source>
        <translation>
            <numerusform>%1：%n 行，其中 %2 行关联到模块行</numerusform>
        </translation>
    </message>
    <message>
        <source>Kernel module lines by the %1 lines they became, most first:</source>
        <translation>按生成的 %1 行数排列的内核模块行，多者在前：</translation>
    </message>
    <message>
        <source>line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>code</source>
        <translation>代码</translation>
    </message>
    <message numerus="yes">
        <source>  … %n more line(s) (--top 0 lists all)</source>
        <translation>
            <numerusform>  … 另有 %n 行（--top 0 列出全部）</numerusform>
        </translation>
    </message>
    <message>
        <source>--line N: a module line&apos;s code in every stage; --stage KEY: one stage whole (%1); --find TEXT: search every stage.</source>
        <translation>--line N：某一模块行在每个阶段的代码；--stage KEY：完整显示一个阶段（%1）；--find TEXT：在每个阶段中搜索。</translation>
    </message>
    <message>
        <source>%1, kernel module line %2:</source>
        <translation>%1，内核模块第 %2 行：</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s)</source>
        <translation>
            <numerusform>%1：%n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 (%3); the left column is the kernel module line each line comes from:</source>
        <translation>%2 的 %1（%3）；左列是每行所来自的内核模块行：</translation>
    </message>
    <message>
        <source>(line %1)</source>
        <translation>（第 %1 行）</translation>
    </message>
    <message>
        <source>No stage %1 (%2).</source>
        <translation>没有阶段 %1（%2）。</translation>
    </message>
    <message>
        <source>nvdisasm did not finish disassembling %1 in %2 s</source>
        <translation>nvdisasm 未能在 %2 s 内完成对 %1 的反汇编</translation>
    </message>
    <message>
        <source>nvdisasm wrote more than %1 for %2</source>
        <translation>nvdisasm 为 %2 写出了超过 %1 的内容</translation>
    </message>
    <message>
        <source>disassembled here by nvdisasm -gi</source>
        <translation>已在本机用 nvdisasm -gi 反汇编</translation>
    </message>
    <message>
        <source>no .sass beside the cubin, and disassembling it was not asked for</source>
        <translation>cubin 旁没有 .sass，且未要求反汇编</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 为空</translation>
    </message>
    <message>
        <source>no .sass in the cache entry, and no nvdisasm to make it (set TRITON_NVDISASM_PATH to Triton&apos;s own, triton/backends/nvidia/bin/nvdisasm, or put the CUDA Toolkit&apos;s on PATH)</source>
        <translation>缓存条目中没有 .sass，也没有可生成它的 nvdisasm（将 TRITON_NVDISASM_PATH 设为 Triton 自带的 triton/backends/nvidia/bin/nvdisasm，或把 CUDA Toolkit 的放到 PATH 中）</translation>
    </message>
    <message>
        <source>no line of %1 carries a location in the kernel module: the file is damaged or cut short, or was compiled without line info</source>
        <translation>%1 中没有任何一行带有内核模块中的位置：文件已损坏或被截断，或编译时未带行信息</translation>
    </message>
    <message numerus="yes">
        <source>%1, lines with &quot;%2&quot;: %n</source>
        <translation>
            <numerusform>%1，含 &quot;%2&quot; 的行：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>Not searched (not there): %1</source>
        <translation>未搜索（不存在）：%1</translation>
    </message>
</context>
<context>
    <name>cs::KernelTies</name>
    <message>
        <source>a no-op node (NopKernelSchedulerNode): Inductor generates no code for it</source>
        <translation>空操作节点（NopKernelSchedulerNode）：Inductor 不为它生成代码</translation>
    </message>
    <message>
        <source>an item of an extern kernel&apos;s result (MultiOutput): the extern call runs it</source>
        <translation>外部内核结果中的一项（MultiOutput）：由该外部调用执行</translation>
    </message>
    <message>
        <source>a view of another buffer: no kernel computes it</source>
        <translation>另一个缓冲区的视图：没有内核计算它</translation>
    </message>
    <message>
        <source>an item of %1 (MultiOutput): the call that returns %1 runs it; it has no launch of its own</source>
        <translation>%1 中的一项（MultiOutput）：由返回 %1 的调用执行；它没有自己的启动</translation>
    </message>
    <message>
        <source>an item of %1 (MultiOutput), which %2 at line %3 returns: that call runs it; it has no launch of its own</source>
        <translation>%1 中的一项（MultiOutput），%1 由第 %3 行的 %2 返回：由该调用执行；它没有自己的启动</translation>
    </message>
    <message>
        <source>the generated code launches nothing</source>
        <translation>生成的代码没有启动任何内核</translation>
    </message>
    <message>
        <source>an extern kernel: no call in the generated code writes its buffers (%1), and no call of its kind is left between its neighbours&apos; launches</source>
        <translation>外部内核：生成的代码中没有调用写入它的缓冲区（%1），且相邻节点的启动之间没有剩下同类调用</translation>
    </message>
    <message>
        <source>no launch writes its buffers (%1), which launches only read (it writes in place into another buffer), and no launch is left between its neighbours&apos; launches</source>
        <translation>没有启动写入它的缓冲区（%1），这些缓冲区只被读取（它原地写入另一个缓冲区），且相邻节点的启动之间没有剩下启动</translation>
    </message>
    <message>
        <source>its buffers (%1) appear nowhere in the generated code (Inductor removed them, or it writes in place into another buffer), no launch lists its origins, and no launch is left between its neighbours&apos; launches</source>
        <translation>它的缓冲区（%1）在生成的代码中没有出现（Inductor 已将其移除，或它原地写入另一个缓冲区），没有启动列出它的来源，且相邻节点的启动之间没有剩下启动</translation>
    </message>
</context>
<context>
    <name>cs::KernelWords</name>
    <message>
        <source>Distinct kernels: the kernels Inductor generated (Triton, C++), each counted once however often it runs. A compile&apos;s count adds up its graphs (forward and backward).</source>
        <translation>不同内核：Inductor 生成的内核（Triton、C++），无论运行多少次都只计一次。一次编译的数目是其各图（前向与反向）之和。</translation>
    </message>
    <message>
        <source>Launches: the kernel calls in the generated code&apos;s call(), per call of the graph: every call of a generated kernel and every extern call (a library kernel such as mm or attention).</source>
        <translation>启动：生成代码的 call() 中的内核调用，按图的每次调用计：生成内核的每次调用以及每个外部调用（如 mm 或注意力等库内核）。</translation>
    </message>
    <message>
        <source>Fusion groups: Inductor&apos;s scheduler nodes after fusion (its fusion record). Each becomes one launch of a generated kernel, an extern call, or nothing (a view).</source>
        <translation>融合组：融合后 Inductor 的调度器节点（来自其融合记录）。每个融合组成为一次生成内核的启动、一个外部调用，或什么都不是（视图）。</translation>
    </message>
    <message>
        <source>Graph nodes: the nodes of an FX graph, inputs and output included.</source>
        <translation>图节点：FX 图的节点，包括输入和输出。</translation>
    </message>
    <message numerus="yes">
        <source>; %n of them in torch.cond / while_loop branches: at least %1 run per call, more as a loop repeats</source>
        <translation>
            <numerusform>；其中 %n 次位于 torch.cond / while_loop 分支中：每次调用至少运行 %1 次，循环重复时更多</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n of them in torch.cond branches: %1 to %2 run per call, by the branch taken</source>
        <translation>
            <numerusform>；其中 %n 次位于 torch.cond 分支中：每次调用运行 %1 到 %2 次，取决于所走的分支</numerusform>
        </translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>至少 %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 到 %2</translation>
    </message>
    <message numerus="yes">
        <source>; %n of them in torch.cond branches: %1 run per call, whichever branch is taken</source>
        <translation>
            <numerusform>；其中 %n 次位于 torch.cond 分支中：无论走哪个分支，每次调用都运行 %1 次</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::Passes</name>
    <message>
        <source>graphs not readable</source>
        <translation>图无法读取</translation>
    </message>
    <message>
        <source>unchanged (%1 nodes)</source>
        <translation>未改变（%1 个节点）</translation>
    </message>
    <message>
        <source>removed %1 (%2)</source>
        <translation>删除 %1 个（%2）</translation>
    </message>
    <message>
        <source>added %1 (%2)</source>
        <translation>新增 %1 个（%2）</translation>
    </message>
    <message>
        <source>retargeted %1</source>
        <translation>%1 个换了目标</translation>
    </message>
    <message>
        <source>rewired %1</source>
        <translation>%1 个换了输入</translation>
    </message>
    <message>
        <source>reordered %1</source>
        <translation>%1 个重新排序</translation>
    </message>
    <message>
        <source>%1 → %2 nodes: %3</source>
        <translation>%1 → %2 个节点：%3</translation>
    </message>
    <message>
        <source>No graph snapshots of Inductor&apos;s passes in this run (Inductor logs them to TORCH_TRACE from torch 2.6 on; a run compiled by another backend has none).</source>
        <translation>此运行中没有 Inductor 编译遍的图快照（Inductor 自 torch 2.6 起将其记录到 TORCH_TRACE；用其他后端编译的运行没有）。</translation>
    </message>
    <message>
        <source>no pass spans logged</source>
        <translation>未记录编译遍的时间段</translation>
    </message>
    <message numerus="yes">
        <source>%n pass(es), %1</source>
        <translation>
            <numerusform>%n 个编译遍，%1</numerusform>
        </translation>
    </message>
    <message>
        <source>the only graph logged (line %1): nothing to compare</source>
        <translation>唯一记录的图（第 %1 行）：无可比较</translation>
    </message>
    <message>
        <source>(lines %1–%2)</source>
        <translation>（第 %1–%2 行）</translation>
    </message>
    <message>
        <source>ran: %1</source>
        <translation>运行了：%1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>reads %1 (was %2)</source>
        <translation>读取 %1（原为 %2）</translation>
    </message>
</context>
<context>
    <name>cs::Provenance</name>
    <message>
        <source>No post-grad graph of this run has Inductor&apos;s provenance mapping (recorded with INDUCTOR_PROVENANCE=1 or TORCH_COMPILE_DEBUG=1).</source>
        <translation>此运行没有任何 post-grad 图带有 Inductor 的溯源映射（用 INDUCTOR_PROVENANCE=1 或 TORCH_COMPILE_DEBUG=1 录制）。</translation>
    </message>
    <message>
        <source>pre-grad graph</source>
        <translation>pre-grad 图</translation>
    </message>
    <message>
        <source>post-grad graph</source>
        <translation>post-grad 图</translation>
    </message>
    <message>
        <source>generated code</source>
        <translation>生成的代码</translation>
    </message>
    <message>
        <source>not in the trace</source>
        <translation>不在跟踪中</translation>
    </message>
    <message>
        <source>%1 from line %2</source>
        <translation>%1，自第 %2 行</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>(code lines %1)</source>
        <translation>（代码行 %1）</translation>
    </message>
    <message>
        <source>Kernel calls no model node leads to: %1</source>
        <translation>没有模型节点指向的内核调用：%1</translation>
    </message>
</context>
<context>
    <name>cs::Ranks</name>
    <message>
        <source>rank %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <source>ranks %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <source>median %1</source>
        <translation>中位数 %1</translation>
    </message>
    <message>
        <source>nothing to compare (no compile id on two ranks with a recorded value)</source>
        <translation>无可比较（没有在两个 rank 上都有记录值的编译 ID）</translation>
    </message>
    <message>
        <source>none: the slowest rank is within %1 of the median everywhere (worst: %2, %3×)</source>
        <translation>无：最慢的 rank 处处都在中位数的 %1 以内（最差：%2，%3×）</translation>
    </message>
    <message>
        <source>one rank: nothing to compare</source>
        <translation>只有一个 rank：无可比较</translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s) agree</source>
        <translation>
            <numerusform>%n 个 rank 一致</numerusform>
        </translation>
    </message>
    <message>
        <source>ranks diverge at %1 (%2): %3</source>
        <translation>rank 在 %1 处分歧（%2）：%3</translation>
    </message>
    <message>
        <source>ranks diverge in their collectives at %1</source>
        <translation>rank 在 %1 处的集合通信分歧</translation>
    </message>
    <message>
        <source>Ranks: %1 (%2)</source>
        <translation>Rank：%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n compile id(s)</source>
        <translation>
            <numerusform>%n 个编译 ID</numerusform>
        </translation>
    </message>
    <message>
        <source>compile time %1</source>
        <translation>编译时间 %1</translation>
    </message>
    <message>
        <source>Groups (ranks that compiled the same things the same way): %1</source>
        <translation>分组（以相同方式编译了相同内容的 rank）：%1</translation>
    </message>
    <message>
        <source>group %1</source>
        <translation>第 %1 组</translation>
    </message>
    <message>
        <source>First divergence: compile #%1 of the sequence, %2 on %3</source>
        <translation>首次分歧：序列中第 %1 次编译，%2，在 %3 上</translation>
    </message>
    <message>
        <source>cause: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <source>First divergence: none, every rank compiled the same things the same way</source>
        <translation>首次分歧：无，每个 rank 都以相同方式编译了相同内容</translation>
    </message>
    <message>
        <source>Likely hang: collective #%1 of %2 differs between ranks</source>
        <translation>可能的挂起：%2 的第 %1 个集合通信在各 rank 之间不同</translation>
    </message>
    <message>
        <source>(no collective)</source>
        <translation>（无集合通信）</translation>
    </message>
    <message>
        <source>Collectives: no compiled graph issues a different collective sequence on some ranks</source>
        <translation>集合通信：没有任何编译图在部分 rank 上发出不同的集合通信序列</translation>
    </message>
    <message>
        <source>Stragglers, compile time (slowest rank against the median)</source>
        <translation>落后者，编译时间（最慢的 rank 对比中位数）</translation>
    </message>
    <message>
        <source>Stragglers, Inductor&apos;s runtime estimates per graph (slowest rank against the median)</source>
        <translation>落后者，Inductor 每个图的运行时间估计（最慢的 rank 对比中位数）</translation>
    </message>
    <message>
        <source>Compile ids × ranks (outcome and cache lookups: h hit, m miss, b bypass; * differs)</source>
        <translation>编译 ID × rank（结果与缓存查找：h 命中，m 未命中，b 绕过；* 表示不同）</translation>
    </message>
    <message>
        <source>compile</source>
        <translation>编译</translation>
    </message>
    <message>
        <source>… %1 more (--verbose lists all)</source>
        <translation>… 另有 %1 项（--verbose 列出全部）</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>The ranks agree.</source>
        <translation>各 rank 一致。</translation>
    </message>
    <message>
        <source>The ranks diverge.</source>
        <translation>各 rank 出现分歧。</translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s) agree as far as their logs could be read</source>
        <translation>
            <numerusform>%n 个 rank 一致（就其日志能读取的部分而言）</numerusform>
        </translation>
    </message>
    <message>
        <source>ranks seem to diverge, but a rank&apos;s log is damaged: the difference may be the damage</source>
        <translation>各 rank 似乎分歧，但某个 rank 的日志已损坏：差异可能来自损坏</translation>
    </message>
    <message numerus="yes">
        <source>Warning: some rank logs could not be read whole (%n problem(s)); what they lost is not compared:</source>
        <translation>
            <numerusform>警告：部分 rank 日志无法完整读取（%n 个问题）；缺失部分不参与比较：</numerusform>
        </translation>
    </message>
    <message>
        <source>but: %1</source>
        <translation>但是：%1</translation>
    </message>
    <message>
        <source>no estimate: Inductor wrote 0 ns for every op (it estimates GPU ops only)</source>
        <translation>没有估计：Inductor 为每个操作写了 0 ns（它只估计 GPU 操作）</translation>
    </message>
    <message>
        <source>The ranks seem to diverge, but where they part a rank&apos;s log is damaged: the difference may be the damage, not a divergence.</source>
        <translation>各 rank 似乎分歧，但在分歧处某个 rank 的日志已损坏：差异可能来自损坏，而非真正的分歧。</translation>
    </message>
    <message>
        <source>(no rank recorded)</source>
        <translation>（未记录 rank）</translation>
    </message>
    <message>
        <source>the log (no rank recorded)</source>
        <translation>该日志（未记录 rank）</translation>
    </message>
    <message>
        <source>rank %1 has no log</source>
        <translation>rank %1 没有日志</translation>
    </message>
    <message>
        <source>ranks %1 have no log</source>
        <translation>rank %1 没有日志</translation>
    </message>
    <message>
        <source>no verdict: the log of %1 could not be read</source>
        <translation>无结论：%1 的日志无法读取</translation>
    </message>
    <message>
        <source>also at compile #%1: %2 on %3</source>
        <translation>同样在第 %1 次编译：%3 上的 %2</translation>
    </message>
    <message>
        <source>note: %1; the divergence holds among the intact ranks</source>
        <translation>注意：%1；在完好的 rank 之间分歧依然成立</translation>
    </message>
    <message>
        <source>No verdict: the ranks read agree, but the log of %1 could not be read.</source>
        <translation>无结论：已读取的 rank 一致，但 %1 的日志无法读取。</translation>
    </message>
    <message>
        <source>The ranks read agree (%1).</source>
        <translation>已读取的 rank 一致（%1）。</translation>
    </message>
    <message>
        <source>; the ranks ran different torch builds</source>
        <translation>；各 rank 运行的 torch 构建不同</translation>
    </message>
    <message>
        <source>Warning: the ranks were written by different torch builds (%1): what differs between them may come from the build, not from the job</source>
        <translation>警告：这些 rank 由不同的 torch 构建写出（%1）：它们之间的差异可能来自构建，而非作业本身</translation>
    </message>
</context>
<context>
    <name>cs::Report</name>
    <message>
        <source>Graph %1 is not drawn: %2</source>
        <translation>图 %1 未绘制：%2</translation>
    </message>
    <message>
        <source>The profile database %1 could not be opened: %2</source>
        <translation>无法打开性能数据库 %1：%2</translation>
    </message>
    <message>
        <source>No profile run in %1 measured a kernel of this run.</source>
        <translation>%1 中没有任何性能测量运行测量过本次运行的内核。</translation>
    </message>
    <message>
        <source>torch.compile diagnosis</source>
        <translation>torch.compile 诊断</translation>
    </message>
    <message>
        <source>What to fix first</source>
        <translation>优先修复的问题</translation>
    </message>
    <message>
        <source>Run and versions</source>
        <translation>运行与版本</translation>
    </message>
    <message>
        <source>Compile overview</source>
        <translation>编译概览</translation>
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
        <source>Failures and restarts</source>
        <translation>失败与重启</translation>
    </message>
    <message>
        <source>Fusion</source>
        <translation>融合</translation>
    </message>
    <message>
        <source>Kernels</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Key graphs</source>
        <translation>关键图</translation>
    </message>
    <message>
        <source>Dynamo (tracing, guards)</source>
        <translation>Dynamo（追踪、守卫）</translation>
    </message>
    <message>
        <source>AOTAutograd (joint graph, partition)</source>
        <translation>AOTAutograd（联合图、分区）</translation>
    </message>
    <message>
        <source>Inductor (passes, lowering, scheduling)</source>
        <translation>Inductor（优化遍、降级、调度）</translation>
    </message>
    <message>
        <source>Code generation (incl. Triton compile)</source>
        <translation>代码生成（含 Triton 编译）</translation>
    </message>
    <message>
        <source>Nothing to fix: no graph breaks, recompiles or failures were recorded.</source>
        <translation>无需修复：没有记录到图中断、重新编译或失败。</translation>
    </message>
    <message>
        <source>Cost: %1 of compile time</source>
        <translation>代价：%1 编译时间</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <source>Evidence: section “%1”</source>
        <translation>依据：“%1”一节</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>软件</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Recorded by</source>
        <translation>记录来源</translation>
    </message>
    <message>
        <source>GPU / CPU of the profile run</source>
        <translation>性能测量运行的 GPU / CPU</translation>
    </message>
    <message>
        <source>profile run</source>
        <translation>性能测量运行</translation>
    </message>
    <message>
        <source>Backward graphs, compiled at the first backward call, took %1 more (bwd_compilation_metrics).</source>
        <translation>反向图在第一次反向调用时编译，另外用了 %1（bwd_compilation_metrics）。</translation>
    </message>
    <message>
        <source>Warm-up: compiling took %1 of the %2 from the first compile&apos;s start to the last compile&apos;s end (%3); the rest ran the model.</source>
        <translation>预热：从第一次编译开始到最后一次编译结束的 %2 中，编译占用了 %1（%3）；其余时间在运行模型。</translation>
    </message>
    <message>
        <source>%1 of the compiling was backward graphs, compiled at the first backward call.</source>
        <translation>其中 %1 是反向图的编译，发生在第一次反向调用时。</translation>
    </message>
    <message>
        <source>Inductor compiles outside Dynamo (AOTInductor or a direct call of Inductor): %1 in all</source>
        <translation>Dynamo 之外的 Inductor 编译（AOTInductor 或直接调用 Inductor）：共 %1</translation>
    </message>
    <message>
        <source>Compile time per phase (exclusive, from compilation_metrics)</source>
        <translation>各阶段编译时间（不含嵌套阶段，来自 compilation_metrics）</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>  of which Triton compile</source>
        <translation>  其中 Triton 编译</translation>
    </message>
    <message>
        <source>Compiles in log order</source>
        <translation>按日志顺序的编译</translation>
    </message>
    <message>
        <source>Compile</source>
        <translation>编译</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>函数</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Called</source>
        <translation>调用</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>成功</translation>
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
        <translation>代码生成</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>中断</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>缓存</translation>
    </message>
    <message>
        <source>recompile limit hit: not compiled</source>
        <translation>达到重新编译上限：未编译</translation>
    </message>
    <message>
        <source>%1 (%2 attempts)</source>
        <translation>%1（%2 次尝试）</translation>
    </message>
    <message>
        <source>The run&apos;s traces hold no graph.</source>
        <translation>本次运行的跟踪中没有图。</translation>
    </message>
    <message>
        <source> (consecutive boxes merged into segments to stay readable)</source>
        <translation>（相邻方框合并为段，以保持可读）</translation>
    </message>
    <message>
        <source>Not drawn: %1</source>
        <translation>未绘制：%1</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>生成时间</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>compile the block instead of the whole model (regional compilation): `for block in model.%1: block.compile()`, with the options you pass to torch.compile now. PyTorch compiles it once and reuses it for every copy, so compile time falls towards one block&apos;s. What it gives up: fusions across blocks; the rest of the model (embeddings, head, loss) runs eagerly unless you compile it too; each block call checks its own guards. The saving is a cold start&apos;s: a warm compile cache already skips most of this time.</source>
        <translation>改为编译该块而不是整个模型（区域编译）：`for block in model.%1: block.compile()`，并传入你现在传给 torch.compile 的选项。PyTorch 只编译一次并在每个副本上复用，编译时间会降到接近一个块的时间。代价：跨块的融合将被放弃；模型的其余部分（嵌入层、输出头、损失）除非也编译，否则以 eager 方式运行；每次调用块都会检查它自己的守卫。节省的是冷启动的时间：热的编译缓存已经跳过了其中大部分时间。</translation>
    </message>
    <message>
        <source>Recompile limit hit in %1 [%2] at %3: later calls run without compilation.</source>
        <translation>%1 [%2] 在 %3 达到重新编译上限：之后的调用不再经过编译。</translation>
    </message>
    <message>
        <source>Find the recompiles below and make the changing input dynamic or constant.</source>
        <translation>请查看下方的重新编译，并将变化的输入设为动态或常量。</translation>
    </message>
    <message>
        <source>[%1] %2</source>
        <translation>[%1] %2</translation>
    </message>
    <message>
        <source>Compile failed in %1 [%2] at %3: %4</source>
        <translation>%1 [%2] 在 %3 编译失败：%4</translation>
    </message>
    <message>
        <source>This code runs eagerly: fix the error, or move the code out of the compiled region.</source>
        <translation>这段代码以 eager 方式运行：请修复错误，或把代码移出编译区域。</translation>
    </message>
    <message numerus="yes">
        <source>Recompile storm: %1 (%2) recompiled %n time(s)</source>
        <translation>
            <numerusform>重新编译风暴：%1 (%2) 重新编译了 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recompiles: %1 (%2) recompiled %n time(s)</source>
        <translation>
            <numerusform>重新编译：%1 (%2) 重新编译了 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Graph break at %1 (%n time(s)): %2</source>
        <translation>
            <numerusform>%1 处的图中断（%n 次）：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>no fusion log: the run did not record decisions</source>
        <translation>没有融合日志：本次运行未记录决策</translation>
    </message>
    <message>
        <source>never scored with another node (no line names it)</source>
        <translation>从未与其他节点评分（没有任何日志行提到它）</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>期望 %1</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>事实</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>No graph breaks were recorded.</source>
        <translation>未记录到图中断。</translation>
    </message>
    <message>
        <source>Ranked by the time spent outside compiled graphs (profiler trace), then by the compile time each break added (the tracing its restarts threw away).</source>
        <translation>先按在编译图之外花费的时间（性能分析器跟踪）排序，再按每个中断增加的编译时间（其重新开始所丢弃的追踪）排序。</translation>
    </message>
    <message>
        <source>Ranked by the compile time each break added: the tracing its restarts threw away. The compile time of the compiles around a break is listed apart.</source>
        <translation>按每个中断增加的编译时间排序：即其重新开始所丢弃的追踪。中断周围各次编译的编译时间单独列出。</translation>
    </message>
    <message numerus="yes">
        <source>%n more graph break location(s) not shown.</source>
        <translation>
            <numerusform>另有 %n 个图中断位置未显示。</numerusform>
        </translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>unknown location</source>
        <translation>位置未知</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Times hit</source>
        <translation>命中次数</translation>
    </message>
    <message>
        <source>Compile time added (restarts)</source>
        <translation>增加的编译时间（重新开始）</translation>
    </message>
    <message>
        <source>Compile time of the compiles around it</source>
        <translation>周围各次编译的编译时间</translation>
    </message>
    <message>
        <source>Compile ids</source>
        <translation>编译 ID</translation>
    </message>
    <message>
        <source>Resumes in</source>
        <translation>恢复于</translation>
    </message>
    <message>
        <source>More (address as recorded)</source>
        <translation>更多（记录中的地址）</translation>
    </message>
    <message>
        <source>Time outside compiled graphs</source>
        <translation>在编译图之外的时间</translation>
    </message>
    <message numerus="yes">
        <source>%1 over %n call(s)</source>
        <translation>
            <numerusform>%n 次调用共 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2 — %n time(s), %3 added</source>
        <translation>
            <numerusform>%2 处的 %1 — %n 次，增加 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>No recompiles were recorded.</source>
        <translation>未记录到重新编译。</translation>
    </message>
    <message>
        <source>Guard that failed</source>
        <translation>失败的守卫</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Made dynamic</source>
        <translation>设为动态</translation>
    </message>
    <message>
        <source>Fix [%1]: %2</source>
        <translation>修复 [%1]：%2</translation>
    </message>
    <message numerus="yes">
        <source>Recompile storm: %1 (%2) recompiled %n time(s), %3</source>
        <translation>
            <numerusform>重新编译风暴：%1 (%2) 重新编译了 %n 次，%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) recompiled %n time(s), %3</source>
        <translation>
            <numerusform>%1 (%2) 重新编译了 %n 次，%3</numerusform>
        </translation>
    </message>
    <message>
        <source>, then hit the recompile limit</source>
        <translation>，随后达到重新编译上限</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>尝试次数</translation>
    </message>
    <message>
        <source>Restarted because</source>
        <translation>重新开始的原因</translation>
    </message>
    <message>
        <source>Recompile limit hit in %1 [%2]</source>
        <translation>%1 [%2] 达到重新编译上限</translation>
    </message>
    <message>
        <source>Compile failed in %1 [%2]: %3</source>
        <translation>%1 [%2] 编译失败：%3</translation>
    </message>
    <message>
        <source>Restarted analyses</source>
        <translation>重启的分析</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>重启</translation>
    </message>
    <message>
        <source>Tracing discarded</source>
        <translation>丢弃的追踪</translation>
    </message>
    <message>
        <source>Because</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>随后</translation>
    </message>
    <message>
        <source>No fusion record: the run has no post-fusion IR, generated code or fusion log.</source>
        <translation>没有融合记录：本次运行没有融合后的 IR、生成的代码或融合日志。</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>图</translation>
    </message>
    <message>
        <source>Nodes before fusion</source>
        <translation>融合前节点</translation>
    </message>
    <message>
        <source>Fusions</source>
        <translation>融合数</translation>
    </message>
    <message>
        <source>Rejections</source>
        <translation>拒绝数</translation>
    </message>
    <message>
        <source>Traffic saved</source>
        <translation>节省的访存量</translation>
    </message>
    <message>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Blocked pairs per reason, all graphs</source>
        <translation>按原因统计的被阻止节点对（所有图）</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>节点对</translation>
    </message>
    <message>
        <source>Settings that change it</source>
        <translation>可改变结果的设置</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Why apart</source>
        <translation>未融合原因</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>%1: the largest nodes that stayed a kernel of their own</source>
        <translation>%1：保持为独立内核的最大节点</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s) generated; no measurements: give a profile database (report --db, filled by compilescope profile) to see their times and history.</source>
        <translation>
            <numerusform>生成了 %n 个内核；没有测量：提供性能数据库（report --db，由 compilescope profile 填充）即可查看其时间和历史。</numerusform>
        </translation>
    </message>
    <message>
        <source>Generated kernels</source>
        <translation>生成的内核</translation>
    </message>
    <message numerus="yes">
        <source>Profile run %1 of %2 (%3), on %4: %n kernel(s) measured, %5 in total (sum of medians).</source>
        <translation>
            <numerusform>%2 中的性能测量运行 %1（%3），在 %4 上：测量了 %n 个内核，共 %5（中位数之和）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>最小</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>History (median, oldest first)</source>
        <translation>历史（中位数，最早的在前）</translation>
    </message>
    <message>
        <source>this run only</source>
        <translation>仅本次运行</translation>
    </message>
    <message>
        <source>Not measured because</source>
        <translation>未测量原因</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s) not measured</source>
        <translation>
            <numerusform>%n 个内核未测量</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more row(s) not shown; the JSON report has them all.</source>
        <translation>
            <numerusform>另有 %n 行未显示；JSON 报告包含全部内容。</numerusform>
        </translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Made by CompileScope from the run&apos;s own records. Text from the traces is shown as plain text; addresses in it are not links.</source>
        <translation>由 CompileScope 根据本次运行自身的记录生成。跟踪中的文本以纯文本显示；其中的地址不是链接。</translation>
    </message>
    <message>
        <source>(details cut to fit a comment; see the HTML report)</source>
        <translation>（为适应评论长度而省略详情；见 HTML 报告）</translation>
    </message>
    <message>
        <source>shortened: %1</source>
        <translation>已缩短：%1</translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>已省略：%1</translation>
    </message>
    <message>
        <source>Cut to fit %1 characters (%2). The HTML, PDF and JSON reports have everything.</source>
        <translation>已裁剪至 %1 个字符（%2）。HTML、PDF 和 JSON 报告包含全部内容。</translation>
    </message>
    <message>
        <source>cannot start the PDF writer</source>
        <translation>无法启动 PDF 写入器</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Verdicts for </source>
        <translation>结论：</translation>
    </message>
    <message>
        <source>wall time per call, against eager; intervals are 95%</source>
        <translation>每次调用的墙钟时间，相对 eager；区间为 95%</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Steady median [95% CI]</source>
        <translation>稳态中位数 [95% 置信区间]</translation>
    </message>
    <message>
        <source>Speedup [95% CI]</source>
        <translation>加速比 [95% 置信区间]</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>预热</translation>
    </message>
    <message>
        <source>Break-even calls [95% CI]</source>
        <translation>回本调用次数 [95% 置信区间]</translation>
    </message>
    <message>
        <source>Parity</source>
        <translation>一致性</translation>
    </message>
    <message>
        <source>Processes and peak memory per mode (median over its processes; change against eager)</source>
        <translation>各模式的进程与峰值内存（各进程的中位数；相对 eager 的变化）</translation>
    </message>
    <message>
        <source>Processes ok / failed</source>
        <translation>进程 成功 / 失败</translation>
    </message>
    <message>
        <source>Peak RSS</source>
        <translation>峰值 RSS</translation>
    </message>
    <message>
        <source>GPU allocated</source>
        <translation>GPU 已分配</translation>
    </message>
    <message>
        <source>GPU reserved</source>
        <translation>GPU 已预留</translation>
    </message>
    <message>
        <source>not available: %1</source>
        <translation>不可用：%1</translation>
    </message>
    <message>
        <source>Command: </source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Folder: </source>
        <translation>文件夹：</translation>
    </message>
    <message>
        <source>Stack: </source>
        <translation>软件栈：</translation>
    </message>
    <message>
        <source>Gate tripped: </source>
        <translation>门限触发：</translation>
    </message>
    <message>
        <source>Note: </source>
        <translation>注意：</translation>
    </message>
    <message>
        <source>Run B (%1) could not be read, so nothing was compared: %2</source>
        <translation>无法读取运行 B（%1），因此未做任何比较：%2</translation>
    </message>
    <message>
        <source>The A/B folder %1 could not be read, so it has no verdicts here: %2</source>
        <translation>无法读取 A/B 文件夹 %1，因此此处没有其结论：%2</translation>
    </message>
    <message>
        <source>What changed in compilation</source>
        <translation>编译中发生的变化</translation>
    </message>
    <message>
        <source>What</source>
        <translation>内容</translation>
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
        <translation>变化</translation>
    </message>
    <message>
        <source>Compiles</source>
        <translation>编译</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Graph breaks fixed, new or changed (by reason and location)</source>
        <translation>已修复、新增或变化的图中断（按原因和位置）</translation>
    </message>
    <message>
        <source>Count A → B</source>
        <translation>次数 A → B</translation>
    </message>
    <message>
        <source>Source line</source>
        <translation>源代码行</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>已修复</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Recompiles per function, with the guards that failed</source>
        <translation>各函数的重新编译及失败的守卫</translation>
    </message>
    <message>
        <source>Recompiles A → B</source>
        <translation>重新编译 A → B</translation>
    </message>
    <message>
        <source>Failed guards only in A</source>
        <translation>仅在 A 中失败的守卫</translation>
    </message>
    <message>
        <source>Failed guards only in B</source>
        <translation>仅在 B 中失败的守卫</translation>
    </message>
    <message>
        <source>Dynamic A → B</source>
        <translation>动态 A → B</translation>
    </message>
    <message>
        <source>Limit hit A / B</source>
        <translation>达到上限 A / B</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Failures and restarts gone, new or changed</source>
        <translation>消失、新增或变化的失败与重启</translation>
    </message>
    <message>
        <source>A → B</source>
        <translation>A → B</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>消失</translation>
    </message>
    <message>
        <source>restart: %1</source>
        <translation>重启：%1</translation>
    </message>
    <message>
        <source>%1 attempts</source>
        <translation>%1 次尝试</translation>
    </message>
    <message>
        <source>Compile time per phase, all compiles (phases nest: Dynamo holds AOT, which holds Inductor)</source>
        <translation>各阶段编译时间，全部编译（阶段嵌套：Dynamo 包含 AOT，AOT 包含 Inductor）</translation>
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
        <translation>缓存命中 / 未命中</translation>
    </message>
    <message>
        <source>Software stack of each run</source>
        <translation>各运行的软件栈</translation>
    </message>
    <message>
        <source>Differs</source>
        <translation>不同</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>不同</translation>
    </message>
    <message>
        <source>Compiles that changed (matched by frame and order)</source>
        <translation>发生变化的编译（按帧和顺序匹配）</translation>
    </message>
    <message>
        <source>What differs</source>
        <translation>不同之处</translation>
    </message>
    <message>
        <source>Compile time A → B</source>
        <translation>编译时间 A → B</translation>
    </message>
    <message>
        <source>Graphs that changed</source>
        <translation>发生变化的图</translation>
    </message>
    <message>
        <source>Nodes A → B</source>
        <translation>节点 A → B</translation>
    </message>
    <message>
        <source>Nodes added</source>
        <translation>新增节点</translation>
    </message>
    <message>
        <source>Nodes removed</source>
        <translation>移除节点</translation>
    </message>
    <message>
        <source>Fusion groups A → B</source>
        <translation>融合组 A → B</translation>
    </message>
    <message>
        <source>Split / merged</source>
        <translation>拆分 / 合并</translation>
    </message>
    <message>
        <source>Fusion groups split or merged (over the nodes both graphs share)</source>
        <translation>拆分或合并的融合组（基于两图共有的节点）</translation>
    </message>
    <message>
        <source>Kernels in A</source>
        <translation>A 中的内核</translation>
    </message>
    <message>
        <source>Kernels in B</source>
        <translation>B 中的内核</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>决策</translation>
    </message>
    <message>
        <source>split</source>
        <translation>拆分</translation>
    </message>
    <message>
        <source>merged</source>
        <translation>合并</translation>
    </message>
    <message>
        <source>regrouped</source>
        <translation>重新分组</translation>
    </message>
    <message>
        <source>not read (over the size budget)</source>
        <translation>未读取（超出大小预算）</translation>
    </message>
    <message>
        <source>Measured times: per step, per graph, and the kernels whose time differs significantly</source>
        <translation>测得时间：每步、每图，以及时间有显著差异的内核</translation>
    </message>
    <message>
        <source>Median A</source>
        <translation>中位数 A</translation>
    </message>
    <message>
        <source>Median B</source>
        <translation>中位数 B</translation>
    </message>
    <message>
        <source>95% CI of Δ</source>
        <translation>Δ 的 95% 置信区间</translation>
    </message>
    <message>
        <source>p (Holm)</source>
        <translation>p (Holm)</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>per step (every graph once)</source>
        <translation>每步（每个图一次）</translation>
    </message>
    <message>
        <source>graph %1 → %2 %3</source>
        <translation>图 %1 → %2 %3</translation>
    </message>
    <message>
        <source>profiler step time (%1)</source>
        <translation>性能分析器步时间（%1）</translation>
    </message>
    <message>
        <source>Kernels only in A, only in B, or with other code (matched by what they compute)</source>
        <translation>仅在 A、仅在 B 或代码不同的内核（按计算内容匹配）</translation>
    </message>
    <message>
        <source>Kernel in A</source>
        <translation>A 中的内核</translation>
    </message>
    <message>
        <source>Kernel in B</source>
        <translation>B 中的内核</translation>
    </message>
    <message>
        <source>Matched by</source>
        <translation>匹配依据</translation>
    </message>
    <message>
        <source>ATen ops</source>
        <translation>ATen 算子</translation>
    </message>
    <message>
        <source>same origins</source>
        <translation>相同来源</translation>
    </message>
    <message>
        <source>similar source (%1 %)</source>
        <translation>源代码相似（%1 %）</translation>
    </message>
    <message>
        <source>%1, autotune candidate</source>
        <translation>%1，自动调优候选</translation>
    </message>
    <message>
        <source>Autotuning choices that changed</source>
        <translation>发生变化的自动调优选择</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>Shapes</source>
        <translation>形状</translation>
    </message>
    <message>
        <source>Best in A</source>
        <translation>A 中最佳</translation>
    </message>
    <message>
        <source>Best in B</source>
        <translation>B 中最佳</translation>
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
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>No change found.</source>
        <translation>未发现变化。</translation>
    </message>
    <message>
        <source>B is worse: new graph breaks, new failures, more recompiles or a significantly slower time.</source>
        <translation>B 更差：新的图中断、新的失败、更多重新编译或显著更慢的时间。</translation>
    </message>
    <message>
        <source>The runs differ; B has no regression.</source>
        <translation>两次运行不同；B 没有退化。</translation>
    </message>
    <message>
        <source>Graphs changed %1; kernel times compared %2.</source>
        <translation>图变化 %1；比较的内核时间 %2。</translation>
    </message>
    <message>
        <source>Comparison with another run</source>
        <translation>与另一次运行的比较</translation>
    </message>
    <message>
        <source>A/B verdicts</source>
        <translation>A/B 结论</translation>
    </message>
    <message>
        <source>Coverage: %1</source>
        <translation>覆盖率：%1</translation>
    </message>
    <message>
        <source>Launches</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>Fusion groups per graph (scheduler nodes after fusion)</source>
        <translation>每个图的融合组（融合后的调度器节点）</translation>
    </message>
    <message>
        <source>Fusion groups</source>
        <translation>融合组</translation>
    </message>
    <message>
        <source>Of them extern / no-op</source>
        <translation>其中外部 / 空操作</translation>
    </message>
    <message>
        <source>DDP split of compile %1 (%2): %3</source>
        <translation>编译 %1（%2）的 DDP 拆分：%3</translation>
    </message>
    <message>
        <source>Child</source>
        <translation>子图</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Bucket</source>
        <translation>桶</translation>
    </message>
    <message>
        <source>Forward graph</source>
        <translation>前向图</translation>
    </message>
    <message>
        <source>Backward graph</source>
        <translation>反向图</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>大小未知</translation>
    </message>
    <message numerus="yes">
        <source>%1: the bucket&apos;s %n parameter(s)</source>
        <translation>
            <numerusform>%1：该桶的 %n 个参数</numerusform>
        </translation>
    </message>
    <message>
        <source>(the graph above, part %1 of %2: row %3, column %4)</source>
        <translation>（上图，第 %1 部分，共 %2 部分：第 %3 行，第 %4 列）</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>The %1 ranks agree: every rank compiled the same things the same way.</source>
        <translation>%1 个 rank 一致：每个 rank 都以相同方式编译了相同内容。</translation>
    </message>
    <message>
        <source>The ranks diverge: %1 groups of ranks compiled differently.</source>
        <translation>各 rank 出现分歧：%1 组 rank 的编译不同。</translation>
    </message>
    <message>
        <source>First divergence (%1): </source>
        <translation>首次分歧（%1）：</translation>
    </message>
    <message>
        <source>Likely hang: collective #%1 of </source>
        <translation>可能的挂起：第 %1 个集合通信，位于 </translation>
    </message>
    <message>
        <source>Groups of ranks that compiled the same things the same way</source>
        <translation>以相同方式编译了相同内容的 rank 分组</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>组</translation>
    </message>
    <message>
        <source>Blocks compiled once and reused by every copy</source>
        <translation>编译一次并被每个副本复用的块</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>块</translation>
    </message>
    <message>
        <source>How</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>调用</translation>
    </message>
    <message>
        <source>Compiled as</source>
        <translation>编译为</translation>
    </message>
    <message>
        <source>Compile time</source>
        <translation>编译时间</translation>
    </message>
    <message>
        <source>Inlined, it would add</source>
        <translation>若内联将增加</translation>
    </message>
    <message>
        <source>nested compile region</source>
        <translation>嵌套编译区域</translation>
    </message>
    <message>
        <source>compiled on its own</source>
        <translation>单独编译</translation>
    </message>
    <message>
        <source>not logged</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source>%1 (estimate)</source>
        <translation>%1（估计）</translation>
    </message>
    <message>
        <source>%1 a copy</source>
        <translation>每份 %1</translation>
    </message>
    <message>
        <source>Piecewise compile %1 (%2): %3, %4 compiled; pieces in run order</source>
        <translation>分段编译 %1（%2）：%3，%4 段已编译；各段按运行顺序</translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n 段</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>段</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <source>Graphs</source>
        <translation>图</translation>
    </message>
    <message>
        <source>compiled</source>
        <translation>已编译</translation>
    </message>
    <message>
        <source>eagerly: %1</source>
        <translation>eager 方式：%1</translation>
    </message>
    <message>
        <source>not said: %1</source>
        <translation>未说明：%1</translation>
    </message>
    <message>
        <source>Regions compiled on their own (regional Inductor)</source>
        <translation>单独编译的区域（区域 Inductor）</translation>
    </message>
    <message>
        <source>Inductor&apos;s passes per graph (graph --passes shows each step&apos;s nodes)</source>
        <translation>每个图上 Inductor 的编译遍（graph --passes 显示每一步的节点）</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>编译遍</translation>
    </message>
    <message>
        <source>Longest</source>
        <translation>最长</translation>
    </message>
    <message>
        <source>Pattern passes that changed it</source>
        <translation>改变了它的模式编译遍</translation>
    </message>
    <message>
        <source>Compile ids that differ across ranks (outcome and cache lookups: h hit, m miss, b bypass)</source>
        <translation>各 rank 之间不同的编译 ID（结果与缓存查找：h 命中，m 未命中，b 绕过）</translation>
    </message>
    <message>
        <source>Compile id</source>
        <translation>编译 ID</translation>
    </message>
    <message>
        <source>Stragglers: the slowest rank&apos;s compile time against the median of the ranks</source>
        <translation>落后者：最慢 rank 的编译时间对比各 rank 的中位数</translation>
    </message>
    <message>
        <source>Slowest rank</source>
        <translation>最慢的 rank</translation>
    </message>
    <message>
        <source>Its time</source>
        <translation>其时间</translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>比值</translation>
    </message>
    <message>
        <source>GPU for parity checks (not counted)</source>
        <translation>一致性检查占用的 GPU（不计入）</translation>
    </message>
    <message>
        <source>, from its stderr: </source>
        <translation>，来自其 stderr：</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1，第 %2 行</translation>
    </message>
    <message>
        <source>AOTInductor package</source>
        <translation>AOTInductor 包</translation>
    </message>
    <message>
        <source>torch.export in a trace</source>
        <translation>跟踪中的 torch.export</translation>
    </message>
    <message>
        <source>exported program</source>
        <translation>导出程序</translation>
    </message>
    <message>
        <source>Exported programs (torch.export)</source>
        <translation>导出程序（torch.export）</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>程序</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Outputs</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Dynamic dimensions</source>
        <translation>动态维度</translation>
    </message>
    <message>
        <source>Range constraints</source>
        <translation>取值范围约束</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1; and %n parameter, buffer or constant input(s)</source>
        <translation>
            <numerusform>%1；另有 %n 个参数、缓冲区或常量输入</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1: failed: %2</source>
        <translation>%1：失败：%2</translation>
    </message>
    <message>
        <source>Where: %1</source>
        <translation>位置：%1</translation>
    </message>
    <message>
        <source>Guard added: %1</source>
        <translation>新增守卫：%1</translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <translation>问题：%1</translation>
    </message>
    <message>
        <source>Why? — compiled modes slower than eager or not clearly faster: causes ranked by how much of the gap per call each explains, from profiler traces of steady calls (ab --why)</source>
        <translation>原因？— 比 eager 慢或并未明显更快的编译模式：按各自解释的每次调用差距大小排列的原因，来自稳态调用的性能分析器跟踪（ab --why）</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Gap per call</source>
        <translation>每次调用差距</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Explains</source>
        <translation>解释</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>unexplained</source>
        <translation>未解释</translation>
    </message>
    <message>
        <source>Why?: </source>
        <translation>原因？：</translation>
    </message>
    <message>
        <source>Reading problem: </source>
        <translation>读取问题：</translation>
    </message>
    <message>
        <source>But: </source>
        <translation>但是：</translation>
    </message>
    <message>
        <source>Not compared: a side could not be read.</source>
        <translation>未比较：有一方无法读取。</translation>
    </message>
    <message>
        <source>The picture of graph %1 is in the HTML and PDF reports.</source>
        <translation>图 %1 的图片在 HTML 和 PDF 报告中。</translation>
    </message>
    <message>
        <source>CUDA-event time per call (the call&apos;s span on its stream, idle gaps included), against eager; intervals are 95%</source>
        <translation>每次调用的 CUDA 事件时间（调用在其流上的跨度，包含空闲间隙），与 eager 对比；区间为 95%</translation>
    </message>
    <message>
        <source>%1; %2 found while reading (diagnostics).</source>
        <translation>%1；读取时发现 %2（诊断）。</translation>
    </message>
    <message numerus="yes">
        <source>%n trace record(s)</source>
        <translation>
            <numerusform>%n 条跟踪记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 ok, %3 failed, %4 empty, %5 without metrics; %6, %7, %8, %9 per call; %10 of compile time.</source>
        <translation>%1：%2 次成功，%3 次失败，%4 次为空，%5 次无指标；%6，%7，%8，每次调用 %9；编译时间 %10。</translation>
    </message>
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
        <source>%n recompile(s)</source>
        <translation>
            <numerusform>%n 次重新编译</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n distinct kernel(s)</source>
        <translation>
            <numerusform>%n 个不同内核</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n launch(es)</source>
        <translation>
            <numerusform>%n 次启动</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3, %4 per call; one box per %5, %6</source>
        <translation>%1：%2，%3，每次调用 %4；每个%5一个方框，共 %6</translation>
    </message>
    <message numerus="yes">
        <source>%n graph node(s)</source>
        <translation>
            <numerusform>%n 个图节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n box(es)</source>
        <translation>
            <numerusform>%n 个方框</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2; one box per %3, %4</source>
        <translation>%1：%2；每个%3一个方框，共 %4</translation>
    </message>
    <message>
        <source>torch.export failed [%1] at %2: %3</source>
        <translation>torch.export 失败 [%1]，位于 %2：%3</translation>
    </message>
    <message>
        <source>No compile or export failed and no analysis restarted.</source>
        <translation>没有编译或导出失败，也没有分析重新开始。</translation>
    </message>
    <message>
        <source>What to change: %1</source>
        <translation>需要修改：%1</translation>
    </message>
    <message>
        <source>torch.export failed [%1]: %2</source>
        <translation>torch.export 失败 [%1]：%2</translation>
    </message>
    <message>
        <source>likely hang: collective #%1 of %2 differs between ranks</source>
        <translation>可能的挂起：%2 的第 %1 个集合通信在各 rank 之间不同</translation>
    </message>
    <message>
        <source>Ranks that compile differently can wait on each other in a collective (a hang or a timeout): give every rank the same shapes and dtypes and no rank-dependent branch in compiled code; the Ranks section shows where they part.</source>
        <translation>编译结果不同的 rank 可能在集合通信中相互等待（挂起或超时）：让每个 rank 使用相同的形状和数据类型，并且在编译代码中不要有依赖 rank 的分支；“Ranks”部分显示它们在哪里分开。</translation>
    </message>
    <message>
        <source>Warm-up on rank %1 (the rank that compiled longest; ranks compile side by side): compiling took %2 of the %3 from its first compile&apos;s start to its last compile&apos;s end (%4); the rest ran the model.</source>
        <translation>rank %1 上的预热（编译时间最长的 rank；各 rank 并行编译）：从其第一次编译开始到最后一次编译结束的 %3 中，编译占用了 %2（%4）；其余时间在运行模型。</translation>
    </message>
    <message>
        <source>An AOTInductor package without its exported program holds no graph to draw: its kernels are listed in the Kernels section.</source>
        <translation>不含导出程序的 AOTInductor 包没有可绘制的图：其内核列在“内核”一节中。</translation>
    </message>
    <message>
        <source>AOTInductor package diagnosis</source>
        <translation>AOTInductor 包诊断</translation>
    </message>
    <message>
        <source>Exported program diagnosis</source>
        <translation>导出程序诊断</translation>
    </message>
    <message numerus="yes">
        <source>Constants of %1 (%n)</source>
        <translation>
            <numerusform>%1 的常量（%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Dtype</source>
        <translation>数据类型</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>A program&apos;s inputs, outputs and dynamic dimensions are listed under Run and versions, its graph under Key graphs.</source>
        <translation>程序的输入、输出和动态维度列在“运行与版本”下，其图在“关键图”下。</translation>
    </message>
    <message>
        <source>%1 launches</source>
        <translation>%1 次启动</translation>
    </message>
    <message numerus="yes">
        <source>%n more failure(s) or limit hit(s) not shown; the JSON report and `explain --json` have them all.</source>
        <translation>
            <numerusform>另有 %n 个失败或达到上限的编译未显示；JSON 报告和 `explain --json` 包含全部内容。</numerusform>
        </translation>
    </message>
    <message>
        <source>One frame, %1, held each of %2 in turn: each new one failed the guard on the function it holds.</source>
        <translation>同一个帧 %1 依次持有 %2：每个新函数都使针对所持函数的守卫失败。</translation>
    </message>
    <message>
        <source>Ranked by what each costs: failures and recompile-limit hits first (that code runs eagerly), then what costs time on every call (CUDA graphs not captured, graph breaks a profiler timed), then recompiles and graph breaks by compile time.</source>
        <translation>按代价排序：先是失败和达到重新编译上限（这些代码以 eager 方式运行），然后是每次调用都耗时的问题（未捕获的 CUDA 图、由性能分析器计时的图中断），最后按编译时间排列重新编译和图中断。</translation>
    </message>
    <message>
        <source>PyTorch&apos;s hint: %1</source>
        <translation>PyTorch 的提示：%1</translation>
    </message>
    <message>
        <source>Compile time: %1 [%2] took %3 s, %4 s of it compiling its backward (%5 of the run&apos;s compile time), compiling one graph that holds %6 copies of `%7.N`</source>
        <translation>编译时间：%1 [%2] 用了 %3 s，其中 %4 s 用于编译其反向（占本次运行编译时间的 %5），编译一个包含 %6 个 `%7.N` 副本的图</translation>
    </message>
    <message>
        <source>Compile time: %1 [%2] took %3 s (%4 of the run&apos;s compile time) compiling one graph that holds %5 copies of `%6.N`</source>
        <translation>编译时间：%1 [%2] 用了 %3 s（占本次运行编译时间的 %4）编译一个包含 %5 个 `%6.N` 副本的图</translation>
    </message>
    <message>
        <source>That is the work the compile caches keep (the FX graph cache and the AOTAutograd cache, on by default in recent PyTorch; TORCHINDUCTOR_FX_GRAPH_CACHE=1 and TORCHINDUCTOR_AUTOGRAD_CACHE=1 turn them on): a warm start loads it instead of compiling. They live in TORCHINDUCTOR_CACHE_DIR, by default under /tmp, which new containers and reboots lose: point it at a disk that persists, or (PyTorch 2.7 and later) carry the caches to other machines with `torch.compiler.save_cache_artifacts()` and `torch.compiler.load_cache_artifacts()`.</source>
        <translation>这部分工作由编译缓存保存（FX 图缓存和 AOTAutograd 缓存，在较新的 PyTorch 中默认开启；TORCHINDUCTOR_FX_GRAPH_CACHE=1 和 TORCHINDUCTOR_AUTOGRAD_CACHE=1 可开启它们）：热启动时直接加载而不再编译。它们位于 TORCHINDUCTOR_CACHE_DIR，默认在 /tmp 下，新容器和重启会丢失它：请指向一个持久的磁盘，或（PyTorch 2.7 及以后）用 `torch.compiler.save_cache_artifacts()` 和 `torch.compiler.load_cache_artifacts()` 把缓存带到其他机器。</translation>
    </message>
    <message>
        <source>Compile time: %1 [%2] took %3 s on its own, %4 s of it compiling its backward (%5 of the run&apos;s compile time)</source>
        <translation>编译时间：%1 [%2] 单独用了 %3 s，其中 %4 s 用于编译其反向图（占本次运行编译时间的 %5）</translation>
    </message>
    <message>
        <source>Compile time: %1 [%2] took %3 s on its own (%4 of the run&apos;s compile time)</source>
        <translation>编译时间：%1 [%2] 单独用了 %3 s（占本次运行编译时间的 %4）</translation>
    </message>
    <message>
        <source>Dynamo tracing %1 s</source>
        <translation>Dynamo 追踪 %1 s</translation>
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
        <translation>（代码生成 %1 s，其中编译内核 %2 s）</translation>
    </message>
    <message>
        <source>(code generation %1 s)</source>
        <translation>（代码生成 %1 s）</translation>
    </message>
    <message>
        <source>the backward %1 s</source>
        <translation>反向图 %1 s</translation>
    </message>
    <message>
        <source>Its records do not split the time into phases.</source>
        <translation>其记录没有把时间按阶段拆分。</translation>
    </message>
    <message>
        <source>Where it went: %1.</source>
        <translation>时间去向：%1。</translation>
    </message>
    <message numerus="yes">
        <source>Its graph holds %n operation(s).</source>
        <translation>
            <numerusform>其图包含 %n 个操作。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The same compile took that long on %n other rank(s) too.</source>
        <translation>
            <numerusform>同一编译在另外 %n 个 rank 上也用了这么久。</numerusform>
        </translation>
    </message>
    <message>
        <source>Compile caches: %1 hit, %2 missed, %3 bypassed.</source>
        <translation>编译缓存：命中 %1 次，未命中 %2 次，绕过 %3 次。</translation>
    </message>
    <message>
        <source>most of it is Dynamo tracing your Python (%1 s), which no compile cache skips: compile less of the program — the module whose speed matters rather than the whole step, and blocks that repeat on their own (`block.compile()`, regional compilation) — or move work that need not be traced (logging, checks on values) out of the compiled function.</source>
        <translation>大部分是 Dynamo 追踪你的 Python 代码（%1 s），任何编译缓存都不会跳过这一步：少编译一些程序——编译速度关键的模块而不是整个步骤，把重复的块单独编译（`block.compile()`，区域编译）——或把无需追踪的工作（日志、对值的检查）移出被编译的函数。</translation>
    </message>
    <message>
        <source>most of it is Inductor (%1 s) with max_autotune on, which benchmarks several kernel choices for every matrix multiplication and convolution: compile with the default mode where those kernels&apos; speed does not pay for the wait, or keep the result warm.</source>
        <translation>大部分是开启 max_autotune 的 Inductor（%1 s），它会为每个矩阵乘法和卷积测量多个内核选择：在这些内核的速度不值得等待的地方用默认模式编译，或让结果保持热缓存。</translation>
    </message>
    <message>
        <source>most of it is Inductor generating and compiling kernels (%1 s, its backward&apos;s included).</source>
        <translation>大部分是 Inductor 生成并编译内核（%1 s，包括其反向图的编译）。</translation>
    </message>
    <message>
        <source>most of it is AOTAutograd (%1 s): tracing the graph down to ATen operations (with its backward, when it trains) and partitioning it.</source>
        <translation>大部分是 AOTAutograd（%1 s）：把图追踪到 ATen 操作（训练时连同其反向图）并对其分区。</translation>
    </message>
    <message>
        <source>no one phase holds most of it.</source>
        <translation>没有哪个阶段占大部分。</translation>
    </message>
    <message>
        <source>No Inductor time is recorded for this compile: another backend compiled it, and the compile caches keep only Inductor&apos;s results. A debugging backend (aot_eager) costs this on every start: use the default backend where the run is not for debugging.</source>
        <translation>此次编译没有记录 Inductor 时间：它由另一个后端编译，而编译缓存只保存 Inductor 的结果。调试用的后端（aot_eager）每次启动都要付出这些时间：不用于调试的运行请使用默认后端。</translation>
    </message>
    <message>
        <source>The cache was bypassed for this compile: no start of it is warm until that is fixed.</source>
        <translation>此次编译绕过了缓存：修复之前它的任何启动都不会是热的。</translation>
    </message>
    <message>
        <source>The cache was bypassed for this compile (%1): no start of it is warm until that is fixed.</source>
        <translation>此次编译绕过了缓存（%1）：修复之前它的任何启动都不会是热的。</translation>
    </message>
    <message>
        <source>%1 launch(es)</source>
        <translation>%1 次启动</translation>
    </message>
    <message>
        <source>AOTInductor package %1, model %2: %3 generated, %4 per call (%5 extern: %6%7); files: %8.</source>
        <translation>AOTInductor 包 %1，模型 %2：生成了 %3，每次调用 %4（其中 %5 次为外部调用：%6%7）；文件：%8。</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s)</source>
        <translation>
            <numerusform>%n 个内核</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s %2 s for %3</source>
        <translation>以 %1 的 %2 s 代替 %3</translation>
    </message>
    <message>
        <source>The fix saves about %1 s of that compile time.</source>
        <translation>修复可节省其中约 %1 s 编译时间。</translation>
    </message>
    <message>
        <source>The fix saves about %1 s of that compile time: where PyTorch made something dynamic, marking it dynamic before the first call compiles once, dynamic, where it compiled twice, so it saves the cheaper of the two compiles (%2).</source>
        <translation>修复可节省其中约 %1 s 编译时间：在 PyTorch 将某项变为动态之处，若在首次调用前将其标记为动态，只需以动态方式编译一次而非两次，因此节省的是两次编译中较便宜的一次（%2）。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n process(es) failed: </source>
        <translation>
            <numerusform>%1：%n 个进程中有 %2 个失败：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>: %n more note(s) in the JSON report</source>
        <translation>
            <numerusform>：JSON 报告中还有 %n 条提示</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not shown: %n more compiled region(s); the JSON report has them all.</source>
        <translation>
            <numerusform>另有 %n 个编译区域未显示；JSON 报告包含全部。</numerusform>
        </translation>
    </message>
    <message>
        <source>Saves about %1 of compile time</source>
        <translation>可节省约 %1 编译时间</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>Run-time cost: CUDA graphs and guards</source>
        <translation>运行时开销：CUDA 图与守卫</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>已捕获</translation>
    </message>
    <message>
        <source>partitioned: some ops outside</source>
        <translation>已分区：部分算子在外</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>not known (no TORCH_LOGS=cudagraphs)</source>
        <translation>未知（无 TORCH_LOGS=cudagraphs）</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>CUDA graphs per compiled region</source>
        <translation>各编译区域的 CUDA 图</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA 图</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Launches outside graphs per call</source>
        <translation>每次调用图外的启动</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>录制</translation>
    </message>
    <message>
        <source>What to change</source>
        <translation>应改什么</translation>
    </message>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n again</source>
        <translation>
            <numerusform>，再次 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>Guard cost of the costliest compiles (a cold check, as Dynamo times it)</source>
        <translation>开销最大的编译的守卫开销（冷检查，按 Dynamo 的计时）</translation>
    </message>
    <message>
        <source>Guards</source>
        <translation>守卫</translation>
    </message>
    <message>
        <source>Shape guards</source>
        <translation>形状守卫</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Share of a call</source>
        <translation>占一次调用的比例</translation>
    </message>
    <message>
        <source>Python lambda guards (at the root)</source>
        <translation>Python lambda 守卫（在根部）</translation>
    </message>
    <message>
        <source>Tree depth</source>
        <translation>树深度</translation>
    </message>
    <message>
        <source>Most frequent kinds</source>
        <translation>最常见的种类</translation>
    </message>
    <message>
        <source> (rank %1: %2)</source>
        <translation>（rank %1：%2）</translation>
    </message>
    <message>
        <source>CUDA graphs: no compiled region ran with them (mode &quot;reduce-overhead&quot; or &quot;max-autotune&quot; turns them on).</source>
        <translation>CUDA 图：没有编译区域使用它们运行（模式 &quot;reduce-overhead&quot; 或 &quot;max-autotune&quot; 会开启它们）。</translation>
    </message>
    <message numerus="yes">
        <source>Guards: %n compile(s) recorded their guards</source>
        <translation>
            <numerusform>守卫：%n 次编译记录了其守卫</numerusform>
        </translation>
    </message>
    <message>
        <source>; their checks take %1 together (cold)</source>
        <translation>；其检查合计耗时 %1（冷）</translation>
    </message>
    <message>
        <source>No TORCH_LOGS=cudagraphs text was loaded: a skip that happens at run time (a mutated input) is only there. Record with TORCH_LOGS=cudagraphs, or open its text with the run.</source>
        <translation>未加载 TORCH_LOGS=cudagraphs 文本：运行时发生的跳过（被修改的输入）只记录在那里。请用 TORCH_LOGS=cudagraphs 录制，或与运行一起打开其文本。</translation>
    </message>
    <message>
        <source>What cuts guard cost, and what each gives up</source>
        <translation>如何降低守卫开销，以及各自放弃了什么</translation>
    </message>
    <message>
        <source>Lever</source>
        <translation>手段</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%2 中的 %1</translation>
    </message>
    <message>
        <source>unknown compile</source>
        <translation>未知编译</translation>
    </message>
    <message numerus="yes">
        <source>Max-autotune dropped %n candidate kernel(s) before timing them (%1): %2</source>
        <translation>
            <numerusform>max-autotune（自动调优）在计时前丢弃了 %n 个候选内核（%1）：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(and %n other reason(s))</source>
        <translation>
            <numerusform>（以及另外 %n 个原因）</numerusform>
        </translation>
    </message>
    <message>
        <source>(The kernel needs %1 bytes of shared memory per block and this GPU gives %2; the GPU&apos;s memory did not run out.)</source>
        <translation>（该内核每个块需要 %1 字节共享内存，而此 GPU 只提供 %2；并非 GPU 显存耗尽。）</translation>
    </message>
    <message>
        <source>Inductor chose among the other candidates and the compile went on; the dropped configs were never timed.</source>
        <translation>Inductor 在其余候选中做出了选择，编译继续进行；被丢弃的配置从未计时。</translation>
    </message>
    <message numerus="yes">
        <source>%n compile(s) failed (%1): see the failures.</source>
        <translation>
            <numerusform>%n 次编译失败（%1）：见失败记录。</numerusform>
        </translation>
    </message>
    <message>
        <source>The dropped configs were never timed.</source>
        <translation>被丢弃的配置从未计时。</translation>
    </message>
    <message>
        <source>template</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>heuristic configs</source>
        <translation>启发式配置</translation>
    </message>
    <message>
        <source>coordinate descent</source>
        <translation>坐标下降</translation>
    </message>
    <message>
        <source>%1 (ATen)</source>
        <translation>%1（ATen）</translation>
    </message>
    <message>
        <source>%1 (by order)</source>
        <translation>%1（按顺序推定）</translation>
    </message>
    <message>
        <source>%1  %2  %3, a kernel timed while compiling (to decide a fusion; the run never launches it)  [%4]
</source>
        <translation>%1  %2  %3，编译时计时的内核（用于决定一次融合；运行中从不启动它）  [%4]
</translation>
    </message>
    <message numerus="yes">
        <source>%n heuristic config(s) timed at its first launch</source>
        <translation>
            <numerusform>首次启动时计时了 %n 个启发式配置</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choice(s)</source>
        <translation>
            <numerusform>%n 个候选</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n timed</source>
        <translation>
            <numerusform>%n 个已计时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dropped before timing</source>
        <translation>
            <numerusform>%n 个在计时前被丢弃</numerusform>
        </translation>
    </message>
    <message>
        <source>choosing took %1 s benchmarking</source>
        <translation>选择耗时：基准测试 %1 s</translation>
    </message>
    <message numerus="yes">
        <source>coordinate descent then tried %n config(s): %1 → %2</source>
        <translation>
            <numerusform>随后坐标下降尝试了 %n 个配置：%1 → %2</numerusform>
        </translation>
    </message>
    <message>
        <source>runner-up %1% slower: a near tie, which another run may choose the other way</source>
        <translation>次优候选慢 %1%：几乎持平，换一次运行可能会选另一个</translation>
    </message>
    <message>
        <source>runner-up %1% slower</source>
        <translation>次优候选慢 %1%</translation>
    </message>
    <message>
        <source>    every candidate: %1
</source>
        <translation>    所有候选共有：%1
</translation>
    </message>
    <message>
        <source>  %1 registers, %2 spilled</source>
        <translation>  %1 个寄存器，%2 个溢出</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>胜出者</translation>
    </message>
    <message numerus="yes">
        <source>    … %n more timed (--top 0 lists all)
</source>
        <translation>
            <numerusform>    … 另有 %n 个已计时候选（--top 0 列出全部）
</numerusform>
        </translation>
    </message>
    <message>
        <source>    dropped  %1: %2
</source>
        <translation>    已丢弃  %1：%2
</translation>
    </message>
    <message numerus="yes">
        <source>in %n choice(s) the table lists only the fastest timed candidates: torch._inductor.config.autotune_num_choices_displayed = None lists them all</source>
        <translation>
            <numerusform>在 %n 个选择中，表格只列出最快的已计时候选：torch._inductor.config.autotune_num_choices_displayed = None 会列出全部</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choice(s) come from the trace alone, which keeps only the winner: the AUTOTUNE tables max-autotune prints on stderr time every candidate (keep stderr with the trace)</source>
        <translation>
            <numerusform>%n 个自动调优选择仅来自跟踪，而跟踪只保留胜出者：max-autotune 在 stderr 上打印的 `AUTOTUNE` 表给出每个候选的时间（请把 stderr 与跟踪一起保留）</numerusform>
        </translation>
    </message>
    <message>
        <source>pointwise and reduction kernels&apos; configs are timed at DEBUG level only: TORCH_LOGS=&quot;+torch._inductor.runtime.triton_heuristics,+torch._inductor.runtime.coordinate_descent_tuner&quot; logs them</source>
        <translation>逐点和归约内核各配置的计时只在 DEBUG 级别记录：TORCH_LOGS=&quot;+torch._inductor.runtime.triton_heuristics,+torch._inductor.runtime.coordinate_descent_tuner&quot; 会记录它们</translation>
    </message>
    <message>
        <source>No autotuning in this run&apos;s logs: Inductor logs its choices when it autotunes (mode=&quot;max-autotune&quot; prints AUTOTUNE tables on stderr; the trace keeps each template&apos;s winner).
</source>
        <translation>此运行的日志中没有自动调优：Inductor 在自动调优时记录其选择（mode=&quot;max-autotune&quot; 会在 stderr 上打印 `AUTOTUNE` 表；跟踪会保留每个模板的胜出者）。
</translation>
    </message>
    <message numerus="yes">
        <source>%n template choice(s)</source>
        <translation>
            <numerusform>%n 个模板选择</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pointwise/reduction kernel(s) with timed configs</source>
        <translation>
            <numerusform>%n 个带有已计时配置的逐点/归约内核</numerusform>
        </translation>
    </message>
    <message>
        <source>Autotuning: %1</source>
        <translation>自动调优：%1</translation>
    </message>
    <message>
        <source>No choice matches %1.
</source>
        <translation>没有与 %1 匹配的选择。
</translation>
    </message>
    <message>
        <source>To see more: %1.
</source>
        <translation>如需查看更多：%1。
</translation>
    </message>
    <message>
        <source>the log lists %1 of the %2 timed</source>
        <translation>日志列出了 %2 个已计时候选中的 %1 个</translation>
    </message>
    <message numerus="yes">
        <source>%n whose benchmark failed</source>
        <translation>
            <numerusform>%n 个基准测试失败</numerusform>
        </translation>
    </message>
    <message>
        <source>choosing took %1 s benchmarking and %2 s precompiling</source>
        <translation>选择耗时：基准测试 %1 s，预编译 %2 s</translation>
    </message>
    <message>
        <source>    failed   %1: its benchmark failed (inf ms)
</source>
        <translation>    失败     %1：其基准测试失败（inf ms）
</translation>
    </message>
    <message>
        <source>Autotuning: %1; choosing templates took %2 s of compile time</source>
        <translation>自动调优：%1；选择模板占用了 %2 s 编译时间</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>选择</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>胜出者</translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation>次优候选</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>领先幅度</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>候选</translation>
    </message>
    <message>
        <source>Choosing took</source>
        <translation>选择耗时</translation>
    </message>
    <message>
        <source>%1 (+%2 dropped)</source>
        <translation>%1（另有 %2 个被丢弃）</translation>
    </message>
    <message>
        <source>Autotuning choices</source>
        <translation>自动调优选择</translation>
    </message>
    <message numerus="yes">
        <source>Autotuning: %n choice(s) with their candidates&apos; times as Inductor measured them (compilescope autotune lists every candidate); in %1 of them the runner-up is within 2% (a near tie: another run may choose the other way).</source>
        <translation>
            <numerusform>自动调优：%n 个选择，附 Inductor 测得的各候选时间（`compilescope autotune` 列出每个候选）；其中 %1 个的次优候选相差不到 2%（势均力敌：另一次运行可能做出相反的选择）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Rank %1: %2</source>
        <translation>rank %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n more compile id(s) hit the recompile limit: no compile (later calls that matched none of the frame&apos;s compiled graphs ran eagerly).</source>
        <translation>
            <numerusform>另有 %n 个编译 ID 达到重新编译上限：没有编译（之后不匹配该帧任何已编译图的调用以 eager 方式运行）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::RunLoader</name>
    <message>
        <source>no such file or folder</source>
        <translation>没有这个文件或文件夹</translation>
    </message>
    <message>
        <source>an A/B record (compilescope ab): open its folder in the window, or run `compilescope ab --analyse` on it</source>
        <translation>A/B 记录（compilescope ab）：在窗口中打开其文件夹，或对其运行 `compilescope ab --analyse`</translation>
    </message>
    <message>
        <source>an A/B folder (compilescope ab): open it in the window, or run `compilescope ab --analyse` on it; its processes&apos; own output is in its runs/ folder</source>
        <translation>A/B 文件夹（compilescope ab）：请在窗口中打开它，或对其运行 `compilescope ab --analyse`；其各进程的输出位于其 runs/ 文件夹中</translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform>，另有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>packed (%1), and archives are not unpacked here: unpack it (for example `tar xf FILE`) and open what it holds</source>
        <translation>已打包（%1），此处不解包归档：请先解包（例如 `tar xf FILE`），再打开其中内容</translation>
    </message>
    <message numerus="yes">
        <source>%n other file(s) in subfolders are of kinds CompileScope does not read and were ignored: %1</source>
        <translation>
            <numerusform>子文件夹中另有 %n 个文件属于 CompileScope 不读取的类型，已忽略：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>a kind of file CompileScope does not read, ignored</source>
        <translation>CompileScope 不读取的文件类型，已忽略</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of kernel caches (Inductor&apos;s kernel modules and autotune records, Triton&apos;s IR and binaries): read when a kernel&apos;s code or time is asked for (`compilescope code`, `profile`, the Kernels view)</source>
        <translation>
            <numerusform>%n 个内核缓存文件（Inductor 的内核模块和自动调优记录、Triton 的 IR 与二进制文件）：在查看内核代码或耗时时读取（`compilescope code`、`profile`、内核视图）</numerusform>
        </translation>
    </message>
    <message>
        <source>the file decompresses to nothing (an empty stream)</source>
        <translation>该文件解压后没有内容（空数据流）</translation>
    </message>
    <message>
        <source>the file is empty (0 bytes)</source>
        <translation>该文件为空（0 字节）</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of Inductor&apos;s caches CompileScope does not read: the FX graph cache&apos;s entries and the debug copies beside kernel modules</source>
        <translation>
            <numerusform>%n 个 CompileScope 不读取的 Inductor 缓存文件：FX 图缓存的条目，以及内核模块旁的调试副本</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::Summary</name>
    <message>
        <source>recorded: %1</source>
        <translation>已记录：%1</translation>
    </message>
    <message>
        <source>run manifest not read: %1</source>
        <translation>未读取运行清单：%1</translation>
    </message>
    <message>
        <source>coverage: %1</source>
        <translation>覆盖率：%1</translation>
    </message>
    <message>
        <source>input: %1</source>
        <translation>输入：%1</translation>
    </message>
    <message>
        <source>records: %1, compile ids: %2, graph breaks: %3</source>
        <translation>记录：%1，编译 ID：%2，图中断：%3</translation>
    </message>
    <message>
        <source>, recompiles: %1, failures: %2</source>
        <translation>，重新编译：%1，失败：%2</translation>
    </message>
    <message>
        <source>, recompile limit hit: %1</source>
        <translation>，达到重新编译上限：%1</translation>
    </message>
    <message>
        <source>, compiled again without a guard failure: %1</source>
        <translation>，无守卫失败而再次编译：%1</translation>
    </message>
    <message>
        <source>, torch.export failures: %1</source>
        <translation>，torch.export 失败：%1</translation>
    </message>
    <message>
        <source>frame %1</source>
        <translation>帧 %1</translation>
    </message>
    <message>
        <source>no compile</source>
        <translation>未编译</translation>
    </message>
    <message>
        <source>(backward later: %1 s)</source>
        <translation>（反向稍后：%1 s）</translation>
    </message>
    <message>
        <source>attempts: %1</source>
        <translation>尝试次数：%1</translation>
    </message>
    <message>
        <source>graph breaks: %1</source>
        <translation>图中断：%1</translation>
    </message>
    <message>
        <source>distinct kernels: %1</source>
        <translation>不同内核：%1</translation>
    </message>
    <message>
        <source>launches: %1</source>
        <translation>启动：%1</translation>
    </message>
    <message>
        <source>guards: %1 (%2 µs a check)</source>
        <translation>守卫：%1（每次检查 %2 µs）</translation>
    </message>
    <message>
        <source>CUDA graphs skipped: %1</source>
        <translation>已跳过 CUDA 图：%1</translation>
    </message>
    <message>
        <source>caches: %1</source>
        <translation>缓存：%1</translation>
    </message>
    <message>
        <source>guard that failed: %1</source>
        <translation>失败的守卫：%1</translation>
    </message>
    <message>
        <source>recompiled because: %1</source>
        <translation>重新编译原因：%1</translation>
    </message>
    <message>
        <source>kernel %1</source>
        <translation>内核 %1</translation>
    </message>
    <message>
        <source>Inductor compiles outside Dynamo (AOTInductor or a direct call of Inductor): %1</source>
        <translation>Dynamo 之外的 Inductor 编译（AOTInductor 或直接调用 Inductor）：%1</translation>
    </message>
    <message>
        <source>(log line %1)</source>
        <translation>（日志第 %1 行）</translation>
    </message>
    <message>
        <source>failed: %1: %2</source>
        <translation>失败：%1：%2</translation>
    </message>
    <message>
        <source>the same code as %1</source>
        <translation>与 %1 的代码相同</translation>
    </message>
    <message numerus="yes">
        <source>×%n (one kernel of this name in each of %n graphs)</source>
        <translation>
            <numerusform>×%n（%n 个图中各有一个此名称的内核）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(and %n guard failure(s) of older cache entries: `explain` says what changed)</source>
        <translation>
            <numerusform>（以及较早缓存条目的 %n 个守卫失败：`explain` 会说明变化了什么）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::WhyNot</name>
    <message>
        <source>%1 and %2 are one kernel: %3 runs %4.</source>
        <translation>%1 和 %2 属于同一个内核：%3 运行 %4。</translation>
    </message>
    <message>
        <source>(kernel unknown)</source>
        <translation>（内核未知）</translation>
    </message>
    <message>
        <source>They came together at line %1: `fusing %2 with %3`.</source>
        <translation>它们在第 %1 行合并：`fusing %2 with %3`。</translation>
    </message>
    <message numerus="yes">
        <source>Inductor recorded %n decision(s) about their nodes:</source>
        <translation>
            <numerusform>Inductor 记录了关于它们节点的 %n 条决策：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  %1%2 — %n time(s), first at line %3</source>
        <translation>
            <numerusform>  %1%2 — %n 次，首次在第 %3 行</numerusform>
        </translation>
    </message>
    <message>
        <source>All of them were logged while candidate pairs were enumerated, before any fusion of the round.</source>
        <translation>它们都是在枚举候选对时记录的，早于该轮的任何融合。</translation>
    </message>
    <message>
        <source>What the IR shows:</source>
        <translation>IR 显示：</translation>
    </message>
    <message>
        <source>a dependency path runs between them through %1 (%2): a fused kernel would have to contain it too (`intermediate nodes between node1 &amp; node2`)</source>
        <translation>它们之间有一条经过 %1（%2）的依赖路径：融合后的内核也必须包含它（`intermediate nodes between node1 &amp; node2`）</translation>
    </message>
    <message>
        <source>%1 on that path is an extern kernel (%2), which is never fused: the path cannot become one kernel</source>
        <translation>该路径上的 %1 是外部内核（%2），永远不会被融合：这条路径无法成为一个内核</translation>
    </message>
    <message>
        <source>%1 is %2%3: the scheduler leaves extern kernels and no-ops out of the pairs it tries, so it never scored this pair</source>
        <translation>%1 是%2%3：调度器尝试的节点对中不包括外部内核和空操作，因此从未给这一对评分</translation>
    </message>
    <message>
        <source>a no-op</source>
        <translation>空操作</translation>
    </message>
    <message>
        <source>an extern kernel</source>
        <translation>外部内核</translation>
    </message>
    <message>
        <source>%1 is a template (%2): it takes only certain epilogues and prologues</source>
        <translation>%1 是模板（%2）：它只接受特定的 epilogue 和 prologue</translation>
    </message>
    <message>
        <source>they run on different devices (%1)</source>
        <translation>它们运行在不同的设备上（%1）</translation>
    </message>
    <message>
        <source>they use no common buffer: the scheduler tries only pairs that read or write a common buffer, so it never scored this pair and wrote no line</source>
        <translation>它们没有共用的缓冲区：调度器只尝试读写同一缓冲区的节点对，因此从未给这一对评分，也没有写出任何日志行</translation>
    </message>
    <message>
        <source>they share %1, but more than %2 other users of it lie between them: outside the scheduler&apos;s window of pairwise attempts, so never scored</source>
        <translation>它们共用 %1，但两者之间还有超过 %2 个该缓冲区的其他使用者：超出了调度器逐对尝试的窗口，因此从未评分</translation>
    </message>
    <message>
        <source>they are %1 nodes apart: a horizontal fusion that far is refused (`Nodes are too far away`)</source>
        <translation>它们相距 %1 个节点：如此远的横向融合会被拒绝（`Nodes are too far away`）</translation>
    </message>
    <message>
        <source>No line names them, and none could have:</source>
        <translation>没有任何日志行提到它们，也不可能有：</translation>
    </message>
    <message>
        <source>They share %1, so the scheduler could score them, yet no line names them. Either the fusion was legal and lost to a higher-scored fusion that took one of them first (Inductor never logs its scores), or a check refused it without writing a line (stream boundaries, some epilogue and mutation checks, the CPU backend&apos;s own checks). The record cannot tell which.</source>
        <translation>它们共用 %1，因此调度器可以为它们评分，但没有任何日志行提到它们。要么该融合合法，但输给了一个得分更高、先占用了其中一个节点的融合（Inductor 从不记录其评分），要么某项检查拒绝了它却没有写出日志行（流边界、某些 epilogue 和变更检查、CPU 后端自身的检查）。记录无法区分是哪一种。</translation>
    </message>
    <message>
        <source>%1 and %2 name common scheduler nodes.</source>
        <translation>%1 和 %2 指向共同的调度器节点。</translation>
    </message>
    <message>
        <source>Now: %1 is in %2 (%3), %4 in %5 (%6).</source>
        <translation>现状：%1 位于 %2（%3），%4 位于 %5（%6）。</translation>
    </message>
    <message>
        <source>no kernel known</source>
        <translation>内核未知</translation>
    </message>
    <message>
        <source>This graph has no fusion log (TORCH_LOGS=fusion records the decisions).</source>
        <translation>此图没有融合日志（TORCH_LOGS=fusion 会记录这些决策）。</translation>
    </message>
    <message numerus="yes">
        <source>%n rejection(s) in this log name no nodes (older PyTorch); one may be about this pair.</source>
        <translation>
            <numerusform>此日志中有 %n 条拒绝未指明节点（旧版 PyTorch）；其中可能有一条与这一对有关。</numerusform>
        </translation>
    </message>
    <message>
        <source>Settings that change the outcome: %1.</source>
        <translation>可改变结果的设置：%1。</translation>
    </message>
    <message>
        <source>%1 names no scheduler node, fused node, kernel, post-grad node or buffer of graph %2</source>
        <translation>%1 不是图 %2 中的调度器节点、融合节点、内核、post-grad 节点或缓冲区</translation>
    </message>
</context>
<context>
    <name>cs::ab::Report</name>
    <message>
        <source>wall time per call</source>
        <translation>每次调用的墙钟时间</translation>
    </message>
    <message>
        <source>%1 calls, %2</source>
        <translation>%1 次调用，%2</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>参照</translation>
    </message>
    <message>
        <source>FAILED %1/%2</source>
        <translation>失败 %1/%2</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>ok (%1)</source>
        <translation>正常（%1）</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <source>not available: %1</source>
        <translation>不可用：%1</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>not numerically equivalent</source>
        <translation>数值上不等价</translation>
    </message>
    <message>
        <source> (max abs error %1 at %2)</source>
        <translation>（最大绝对误差 %1，位于 %2）</translation>
    </message>
    <message>
        <source>no calls in this mode</source>
        <translation>此模式下没有调用</translation>
    </message>
    <message>
        <source>too few steady calls to tell (%1; need at least 10 a side)</source>
        <translation>稳态调用太少，无法判断（%1；每侧至少需要 10 次）</translation>
    </message>
    <message>
        <source>slower than eager (%1)</source>
        <translation>比 eager 慢（%1）</translation>
    </message>
    <message>
        <source>no significant difference</source>
        <translation>无显著差异</translation>
    </message>
    <message>
        <source>pays off from the first call</source>
        <translation>从第一次调用起就划算</translation>
    </message>
    <message>
        <source>pays off after %1 calls</source>
        <translation>%1 次调用后开始划算</translation>
    </message>
    <message>
        <source> (this run made %1)</source>
        <translation>（本次运行调用了 %1 次）</translation>
    </message>
    <message>
        <source>nothing to compare: the command never called torch.compile</source>
        <translation>没有可比较的内容：该命令从未调用 torch.compile</translation>
    </message>
    <message>
        <source>the probe did not load: the command started no Python, or Python ran with -E, -I or -S (which ignore PYTHONPATH)</source>
        <translation>探针未加载：该命令没有启动 Python，或 Python 以 -E、-I 或 -S 运行（这些选项会忽略 PYTHONPATH）</translation>
    </message>
    <message>
        <source>eager failed in every process: there is no baseline</source>
        <translation>eager 在每个进程中都失败了：没有基线</translation>
    </message>
    <message>
        <source>the command could not be started</source>
        <translation>无法启动该命令</translation>
    </message>
    <message>
        <source>cancelled before anything was measured</source>
        <translation>在测量任何内容之前已取消</translation>
    </message>
    <message>
        <source>A/B of %1</source>
        <translation>%1 的 A/B</translation>
    </message>
    <message>
        <source>%1 calls</source>
        <translation>%1 次调用</translation>
    </message>
    <message>
        <source>detected</source>
        <translation>自动检测</translation>
    </message>
    <message>
        <source>on the first %1 calls</source>
        <translation>检查前 %1 次调用</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>no GPU used</source>
        <translation>未使用 GPU</translation>
    </message>
    <message>
        <source>Region %1 (%2), compiled at %3</source>
        <translation>区域 %1（%2），编译位置 %3</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>steady state: %1; intervals are 95%</source>
        <translation>稳态：%1；区间为 95%</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>steady median [95% CI]</source>
        <translation>稳态中位数 [95% CI]</translation>
    </message>
    <message>
        <source>speedup [95% CI]</source>
        <translation>加速比 [95% CI]</translation>
    </message>
    <message>
        <source>warm-up</source>
        <translation>预热</translation>
    </message>
    <message>
        <source>break-even</source>
        <translation>回本点</translation>
    </message>
    <message>
        <source>recompiles</source>
        <translation>重新编译</translation>
    </message>
    <message>
        <source>parity</source>
        <translation>一致性</translation>
    </message>
    <message>
        <source>verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Peak memory per process (median)</source>
        <translation>每个进程的峰值内存（中位数）</translation>
    </message>
    <message>
        <source>RSS</source>
        <translation>RSS</translation>
    </message>
    <message>
        <source>GPU allocated</source>
        <translation>GPU 已分配</translation>
    </message>
    <message>
        <source>GPU reserved</source>
        <translation>GPU 已预留</translation>
    </message>
    <message>
        <source>%1: not available: %2</source>
        <translation>%1：不可用：%2</translation>
    </message>
    <message>
        <source>end of its stderr:</source>
        <translation>其 stderr 的末尾：</translation>
    </message>
    <message>
        <source>gate: %1</source>
        <translation>门禁：%1</translation>
    </message>
    <message>
        <source>%1× %2 (%3 processes)</source>
        <translation>%1× %2（%3 个进程）</translation>
    </message>
    <message>
        <source>%1× %2</source>
        <translation>%1× %2</translation>
    </message>
    <message>
        <source>and %1 more message(s) of other kinds</source>
        <translation>以及其他类型的 %1 条消息</translation>
    </message>
    <message>
        <source>stderr too long, read in part: %1</source>
        <translation>stderr 过长，只读取了一部分：%1</translation>
    </message>
    <message>
        <source>GPU peaks leave out the parity checks&apos; own allocations (up to %1 more per process, not counted); peak RSS includes the parity checks.</source>
        <translation>GPU 峰值不含一致性检查自身的分配（每个进程最多多出 %1，不计入）；RSS 峰值包含一致性检查。</translation>
    </message>
    <message>
        <source>Peak RSS includes the parity checks&apos; copies and comparisons.</source>
        <translation>RSS 峰值包含一致性检查的副本和比较。</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>GPU for parity checks (not counted)</source>
        <translation>一致性检查占用的 GPU（不计入）</translation>
    </message>
    <message>
        <source>%1: notes from its stderr</source>
        <translation>%1：来自其 stderr 的提示</translation>
    </message>
    <message>
        <source>autotuning failure</source>
        <translation>自动调优失败</translation>
    </message>
    <message>
        <source>CUDA graphs skipped</source>
        <translation>跳过了 CUDA 图</translation>
    </message>
    <message>
        <source>recompile limit hit</source>
        <translation>达到重新编译上限</translation>
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
        <source>undecided: the processes disagree (eager ÷ %1 from %2 to %3 between process pairs)</source>
        <translation>无定论：各进程结果不一致（进程对之间 eager ÷ %1 从 %2 到 %3）</translation>
    </message>
    <message>
        <source>undecided: the processes disagree</source>
        <translation>无定论：各进程结果不一致</translation>
    </message>
    <message>
        <source>CUDA-event time per call (the call&apos;s span on its stream, idle gaps included: not the GPU&apos;s busy time)</source>
        <translation>每次调用的 CUDA 事件时间（调用在其流上的跨度，包含空闲间隙：不是 GPU 的忙碌时间）</translation>
    </message>
    <message>
        <source> — rests on %1 of %2 processes</source>
        <translation> — 基于 %2 个进程中的 %1 个</translation>
    </message>
    <message>
        <source>%1 process %2: %3 is %4</source>
        <translation>%1 进程 %2：%3 %4</translation>
    </message>
    <message>
        <source>; this process is not counted</source>
        <translation>；此进程未计入</translation>
    </message>
    <message>
        <source>undecided: only %1 of %2 processes usable (see the notes on probe files)</source>
        <translation>未定：%2 个进程中只有 %1 个可用（见关于探针文件的说明）</translation>
    </message>
    <message>
        <source>undecided: eager has fewer than 2 usable processes (see the notes on probe files)</source>
        <translation>未定：eager 的可用进程少于 2 个（见关于探针文件的说明）</translation>
    </message>
    <message>
        <source>slower than eager (%1): it compiles again on %2 of %3 calls after the warm-up (times include the recompiles)</source>
        <translation>比 eager 慢（%1）：预热后 %3 次调用中有 %2 次重新编译（时间包含重新编译）</translation>
    </message>
    <message>
        <source>Probe files that are missing, empty or cut short:</source>
        <translation>缺失、为空或被截断的探针文件：</translation>
    </message>
    <message>
        <source>compared %1 region(s)</source>
        <translation>比较了 %1 个区域</translation>
    </message>
    <message>
        <source> in %1 mode(s)</source>
        <translation>（%1 种模式）</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es) per mode, interleaved; warm-up %1; parity %2; cache %3</source>
        <translation>
            <numerusform>每种模式 %n 个进程，交错运行；预热 %1；一致性 %2；缓存 %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n process(es) failed</source>
        <translation>
            <numerusform>%1：%n 个进程中有 %2 个失败</numerusform>
        </translation>
    </message>
    <message>
        <source>; every process pinned to CPUs %1</source>
        <translation>；每个进程绑定到 CPU %1</translation>
    </message>
    <message>
        <source>Not controlled: the load average went from %1 to %2 around the processes</source>
        <translation>未受控：进程前后的平均负载在 %1 至 %2 之间</translation>
    </message>
    <message>
        <source>the pinned CPUs ran at %1 to %2 MHz (governor %3)</source>
        <translation>所绑定的 CPU 运行在 %1 至 %2 MHz（调速器 %3）</translation>
    </message>
    <message>
        <source>speedup: eager&apos;s steady median ÷ the mode&apos;s; intervals and p with the process as the unit (processes resampled, then their calls: the calls of one process are not independent); &quot;?&quot;: the processes disagree, their range is shown</source>
        <translation>加速比：eager 的稳态中位数 ÷ 该模式的；区间和 p 以进程为单位（先重抽进程，再重抽其调用：同一进程的调用并不独立）；“?”：各进程结论不一，显示其范围</translation>
    </message>
    <message>
        <source>noise: %1</source>
        <translation>噪声：%1</translation>
    </message>
    <message>
        <source>CPU frequency is not visible on this machine (no cpufreq: a VM, or a constant clock)</source>
        <translation>本机看不到 CPU 频率（无 cpufreq：虚拟机或恒定时钟）</translation>
    </message>
    <message>
        <source>%1: its %2 processes differ by %3% (%4 to %5; calls within one vary by %6%): the machine&apos;s noise, larger than the calls show; pin fewer CPUs (--cpus) or add processes (--processes)</source>
        <translation>%1：其 %2 个进程相差 %3%（%4 至 %5；单个进程内的调用波动 %6%）：这是机器的噪声，比调用所显示的更大；请绑定更少的 CPU（--cpus）或增加进程（--processes）</translation>
    </message>
    <message>
        <source>%1: its %2 processes differ by %3% (%4 to %5), and calls within one vary by %6%: a noisy machine; pin fewer CPUs (--cpus), add calls or add processes (--processes)</source>
        <translation>%1：其 %2 个进程相差 %3%（%4 至 %5），且单个进程内的调用波动 %6%：机器噪声较大；请绑定更少的 CPU（--cpus）、增加调用或增加进程（--processes）</translation>
    </message>
    <message>
        <source> (more than the CPUs the processes were pinned to: their own threads, compile workers or other work competed for them)</source>
        <translation>（超过进程所绑定的 CPU 数：它们自身的线程、编译工作进程或其他工作在争用这些 CPU）</translation>
    </message>
    <message numerus="yes">
        <source>p: the larger of the bootstrap&apos;s and a permutation test of the process medians: with %n process(es) a mode it is never below %1, however many calls they made; more processes (--processes) give a smaller one (the verdicts come from the intervals and every pair of processes agreeing)</source>
        <translation>
            <numerusform>p：自助法的 p 与进程中位数置换检验的 p 中较大者：每个模式 %n 个进程时，无论调用多少次它都不低于 %1；更多进程（--processes）可得到更小的 p（结论来自区间以及每对进程是否一致）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::ab::Why</name>
    <message>
        <source>larger batches, or a larger compiled region (the whole step) so the fixed cost is paid once</source>
        <translation>更大的批次，或更大的编译区域（整个步骤），使固定开销只付一次</translation>
    </message>
    <message>
        <source>try mode=&quot;reduce-overhead&quot; (CUDA graphs replay the launches), larger batches, or a larger compiled region</source>
        <translation>尝试 mode=&quot;reduce-overhead&quot;（CUDA 图重放启动）、更大的批次或更大的编译区域</translation>
    </message>
    <message>
        <source>per call %1 outside the compiled graph (%2 guard evaluation, %3 Python and wrappers) against %4 inside it; eager spends %5 outside its operators and %6 in them</source>
        <translation>每次调用在编译图之外 %1（守卫求值 %2，Python 与包装层 %3），图内 %4；eager 在其算子之外 %5，算子内 %6</translation>
    </message>
    <message>
        <source>compile a larger region (the caller, the whole step) or give it larger inputs so the fixed cost of a compiled call is paid less often; a region this small may be faster left eager</source>
        <translation>编译更大的区域（调用者、整个步骤）或给它更大的输入，以减少编译调用固定开销的次数；这么小的区域保持 eager 可能更快</translation>
    </message>
    <message>
        <source>%1 compiled frames run per call; %2 per call is spent inside the region outside its compiled graphs (the eager code between them and the extra frames&apos; entry), against %3 in the graphs</source>
        <translation>每次调用运行 %1 个编译帧；每次调用有 %2 花在区域内、编译图之外（图之间的 eager 代码及额外帧的进入），图内为 %3</translation>
    </message>
    <message>
        <source>remove the graph break (TORCH_LOGS=graph_breaks or compilescope record shows where; fullgraph=True makes it an error)</source>
        <translation>消除图中断（TORCH_LOGS=graph_breaks 或 compilescope record 显示位置；fullgraph=True 会使其报错）</translation>
    </message>
    <message>
        <source>device time per call %1 (%2 kernels) against eager&apos;s %3 (%4 kernels)</source>
        <translation>每次调用设备时间 %1（%2 个内核），eager 为 %3（%4 个内核）</translation>
    </message>
    <message>
        <source>per call %1 in the compiled graphs and eager operators outside them, against %2 in eager&apos;s operators</source>
        <translation>每次调用在编译图及其外的 eager 算子中 %1，eager 的算子中为 %2</translation>
    </message>
    <message>
        <source>compare the kernels (compilescope record, then the Kernels view); try mode=&quot;max-autotune&quot;</source>
        <translation>比较内核（compilescope record，然后打开内核视图）；尝试 mode=&quot;max-autotune&quot;</translation>
    </message>
    <message>
        <source>%1 of %2 calls after the warm-up compiled again (%3 compile ids after the first), %4 in compile callbacks each</source>
        <translation>预热后 %2 次调用中有 %1 次重新编译（首个之后 %3 个编译 ID），每次编译回调耗时 %4</translation>
    </message>
    <message>
        <source>make the guards hold: pass changing Python values (strings, numbers) outside the region, mark changing sizes dynamic (torch._dynamo.mark_dynamic, dynamic=True); TORCH_LOGS=recompiles names the guard that failed</source>
        <translation>让守卫保持成立：把变化的 Python 值（字符串、数字）放在区域之外传递，把变化的尺寸标为动态（torch._dynamo.mark_dynamic、dynamic=True）；TORCH_LOGS=recompiles 会指出失败的守卫</translation>
    </message>
    <message>
        <source>Inductor skipped CUDA graphs for this region (%1 reason(s)), so every call launches its kernels</source>
        <translation>Inductor 为此区域跳过了 CUDA 图（%1 个原因），因此每次调用都要启动其内核</translation>
    </message>
    <message>
        <source>remove what the reason names (CPU tensors, mutated inputs, dynamic shapes, ...), then CUDA graphs replay the call</source>
        <translation>消除原因所指之处（CPU 张量、被修改的输入、动态形状……），之后 CUDA 图即可重放该调用</translation>
    </message>
    <message>
        <source>run longer, or keep the compiled artefacts between runs (a shared Inductor cache, torch.compiler.save_cache_artifacts); for short runs leave this region eager</source>
        <translation>运行更久，或在运行之间保留编译产物（共享的 Inductor 缓存、torch.compiler.save_cache_artifacts）；短时运行时让此区域保持 eager</translation>
    </message>
    <message>
        <source>peak GPU memory %1 against eager&apos;s %2 (+%3%)</source>
        <translation>GPU 峰值内存 %1，eager 为 %2（+%3%）</translation>
    </message>
    <message>
        <source>peak RSS %1 against eager&apos;s %2 (+%3%)</source>
        <translation>峰值 RSS %1，eager 为 %2（+%3%）</translation>
    </message>
    <message>
        <source>memory, not time: compiled code keeps its own buffers and code caches (on a GPU also CUDA graph pools and autotuning workspaces); mode=&quot;default&quot; or smaller batches if it matters</source>
        <translation>这是内存而非时间：编译代码保留自己的缓冲区和代码缓存（GPU 上还有 CUDA 图内存池和自动调优工作区）；如有影响，使用 mode=&quot;default&quot; 或更小的批次</translation>
    </message>
    <message>
        <source>overhead-bound</source>
        <translation>受开销限制</translation>
    </message>
    <message>
        <source>recompiles after the warm-up</source>
        <translation>预热后的重新编译</translation>
    </message>
    <message>
        <source>CUDA graphs skipped</source>
        <translation>跳过了 CUDA 图</translation>
    </message>
    <message>
        <source>kernels slower than eager&apos;s</source>
        <translation>内核比 eager 的慢</translation>
    </message>
    <message>
        <source>compile never amortised</source>
        <translation>编译开销从未摊销</translation>
    </message>
    <message>
        <source>peak memory grown</source>
        <translation>峰值内存增长</translation>
    </message>
    <message>
        <source>slower than eager</source>
        <translation>比 eager 慢</translation>
    </message>
    <message>
        <source>faster per call, but the compile is not earned back</source>
        <translation>每次调用更快，但编译开销未能收回</translation>
    </message>
    <message>
        <source>no significant difference from eager</source>
        <translation>与 eager 无显著差异</translation>
    </message>
    <message>
        <source>the speedup&apos;s interval includes 1</source>
        <translation>加速比的区间包含 1</translation>
    </message>
    <message>
        <source>no cause found in the records and traces</source>
        <translation>在记录和跟踪中未找到原因</translation>
    </message>
    <message>
        <source>unexplained: %1 per call</source>
        <translation>未解释：每次调用 %1</translation>
    </message>
    <message>
        <source>the causes add up to %1 more than the measured gap: other parts of the compiled call are faster than eager&apos;s and save it</source>
        <translation>各原因之和比测得的差距多 %1：编译调用的其他部分比 eager 快，抵消了这部分</translation>
    </message>
    <message>
        <source>gap %1 per call (eager %2, %3 %4)</source>
        <translation>每次调用差距 %1（eager %2，%3 %4）</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>原因？</translation>
    </message>
    <message>
        <source>compile and warm-up cost %1 beyond eager&apos;s, paid once: %2 per call spread over the %3 calls the run made; break-even after %4 calls</source>
        <translation>编译和预热比 eager 多花 %1，只付一次：分摊到本次运行的 %3 次调用，每次 %2；%4 次调用后才回本</translation>
    </message>
    <message>
        <source>not per call: paid once, %1 per call spread over the run</source>
        <translation>不是每次调用的开销：只付一次，分摊到本次运行每次调用 %1</translation>
    </message>
    <message>
        <source>%1 per call (no gap to explain: faster than eager per call)</source>
        <translation>每次调用 %1（没有差距可解释：每次调用比 eager 快）</translation>
    </message>
    <message>
        <source>%1 per call, more than the %2 gap: other parts were faster</source>
        <translation>每次调用 %1，超过 %2 的差距：其他部分更快</translation>
    </message>
    <message>
        <source>%1 per call (%2% of the gap)</source>
        <translation>每次调用 %1（差距的 %2%）</translation>
    </message>
    <message>
        <source>explains %1</source>
        <translation>解释 %1</translation>
    </message>
    <message>
        <source>remove the graph break at the sites listed (fullgraph=True makes it an error; TORCH_LOGS=graph_breaks shows the whole stack)</source>
        <translation>在列出的位置消除图中断（fullgraph=True 会使其报错；TORCH_LOGS=graph_breaks 显示完整调用栈）</translation>
    </message>
    <message>
        <source>every call after the warm-up compiled again (%1 of %2; %3 compile ids after the first), %4 in compile callbacks each: there is no steady call, the mode&apos;s time is a compiling call&apos;s</source>
        <translation>预热后的每次调用都重新编译了（%2 次中的 %1 次；首次之后 %3 个编译 ID），每次在编译回调中耗时 %4：没有稳态调用，该模式的时间是编译中调用的时间</translation>
    </message>
    <message>
        <source>device time per call %1 (%2 kernels) against eager&apos;s %3 (%4 kernels): the kernels below take %5 more than eager&apos;s for the same operators; no part of the gap now, but the call can get no faster than its device time</source>
        <translation>每次调用的设备时间 %1（%2 个内核），eager 为 %3（%4 个内核）：下列内核在相同算子上比 eager 的内核多用 %5；目前不构成差距的一部分，但调用不会快于其设备时间</translation>
    </message>
    <message>
        <source>host time per call %1 (the call&apos;s wall time: Python, guards, launches) exceeds the GPU&apos;s busy time per call %2 (its kernels, from the trace): the GPU idles waiting for launches, and the CUDA-event time per call, %3, follows the host; %4 kernels and %5 launches per call, %6 of guard evaluation; eager: CUDA-event time %7, host time %8, GPU busy %9</source>
        <translation>每次调用的主机时间 %1（调用的挂钟时间：Python、守卫、启动）超过每次调用的 GPU 忙碌时间 %2（其内核，来自跟踪）：GPU 空闲等待启动，每次调用的 CUDA 事件时间 %3 跟随主机；每次调用 %4 个内核和 %5 次启动，守卫求值 %6；eager：CUDA 事件时间 %7，主机时间 %8，GPU 忙碌 %9</translation>
    </message>
    <message>
        <source>undecided: the processes disagree (some pairs faster, some slower)</source>
        <translation>未定：各进程结论不一致（有的进程对更快，有的更慢）</translation>
    </message>
    <message>
        <source>undecided: too few usable processes</source>
        <translation>未定：可用进程太少</translation>
    </message>
    <message>
        <source>no compiled mode was measured beside eager: nothing to explain</source>
        <translation>没有与 eager 一起测量的编译模式：无需解释</translation>
    </message>
    <message>
        <source>no compiled mode was measured beside eager (not measured, every process failed: %1): nothing to explain</source>
        <translation>没有与 eager 一起测量的编译模式（未测量，每个进程都失败：%1）：无需解释</translation>
    </message>
    <message>
        <source>every compiled mode measured is faster than eager and pays off in this run: nothing to explain</source>
        <translation>每个已测量的编译模式都比 eager 快，并且在本次运行中值得：无需解释</translation>
    </message>
    <message>
        <source>not measured (every process failed): %1</source>
        <translation>未测量（每个进程都失败）：%1</translation>
    </message>
    <message>
        <source>faster than eager and earns its compile back in this run: nothing to explain</source>
        <translation>比 eager 快，且在本次运行中收回了编译开销：无需解释</translation>
    </message>
    <message numerus="yes">
        <source>Tracing: %n process(es) traced a few calls (each is measured only up to its first traced call); they ran %1 s longer than their modes&apos; untraced processes, %2% of the A/B&apos;s %3 s of processes</source>
        <translation>
            <numerusform>追踪：%n 个进程追踪了几次调用（每个进程只测量到其第一次被追踪的调用为止）；它们比同模式未追踪的进程多运行了 %1 s，占该 A/B 全部进程 %3 s 的 %2%</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 compiled frames run per call: %2 per call inside the region outside its compiled graphs (the eager code between them), and %3 of the overhead measured is the fixed cost of the frames the breaks add (%4 of them: guards, wrapper, launches, which one whole graph pays once); %5 in the graphs</source>
        <translation>每次调用运行 %1 个编译帧：每次调用有 %2 花在区域内、编译图之外（图之间的 eager 代码），另有测得开销中的 %3 是图中断额外带来的帧的固定开销（共 %4 个：守卫、包装器、启动，整个图只需付一次）；图内为 %5</translation>
    </message>
    <message>
        <source>graph breaks (eager islands, extra frames)</source>
        <translation>图中断（eager 孤岛、额外帧）</translation>
    </message>
    <message>
        <source>not numerically equivalent to eager</source>
        <translation>与 eager 在数值上不等价</translation>
    </message>
    <message>
        <source>too few steady calls to tell</source>
        <translation>稳态调用太少，无法判断</translation>
    </message>
    <message>
        <source>%1 host syncs per call (a tensor&apos;s value read on the host: .item(), a blocking copy): the host waited %2 for the GPU, which then idled %3 until the next launch; eager: %4 syncs, %5 idle after them</source>
        <translation>每次调用 %1 次主机同步（在主机上读取张量的值：.item()、阻塞拷贝）：主机等待 GPU %2，之后 GPU 空闲 %3 直到下一次启动；eager：%4 次同步，之后空闲 %5</translation>
    </message>
    <message>
        <source>keep the value on the GPU: a Python branch on a tensor&apos;s value (.item(), bool(t), if t &gt; x) breaks the graph and makes the host wait for the GPU, where torch.where or torch.clamp keep one graph and no sync (torch.cond for a branch; torch._dynamo.config.capture_scalar_outputs=True removes an .item()&apos;s break where nothing branches on it, but the host still waits for the value)</source>
        <translation>把值留在 GPU 上：基于张量值的 Python 分支（.item()、bool(t)、if t &gt; x）会造成图中断并让主机等待 GPU，而 torch.where 或 torch.clamp 能保持一个图且没有同步（分支可用 torch.cond；在没有分支依赖它的地方，torch._dynamo.config.capture_scalar_outputs=True 可消除 .item() 的图中断，但主机仍要等待该值）</translation>
    </message>
    <message>
        <source>keep the value on the GPU at the sites listed: a Python branch on a tensor&apos;s value (.item(), bool(t), if t &gt; x) breaks the graph and makes the host wait for the GPU, where torch.where or torch.clamp keep one graph and no sync (torch.cond for a branch; torch._dynamo.config.capture_scalar_outputs=True removes an .item()&apos;s break where nothing branches on it, but the host still waits for the value)</source>
        <translation>在列出的位置把值留在 GPU 上：基于张量值的 Python 分支（.item()、bool(t)、if t &gt; x）会造成图中断并让主机等待 GPU，而 torch.where 或 torch.clamp 能保持一个图且没有同步（分支可用 torch.cond；在没有分支依赖它的地方，torch._dynamo.config.capture_scalar_outputs=True 可消除 .item() 的图中断，但主机仍要等待该值）</translation>
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
        <source>Inductor&apos;s passes on each graph: the snapshots logged, the passes run between them with their times, the nodes each step added, removed or reordered</source>
        <translation>Inductor 在每个图上的编译遍：记录的快照、其间运行的编译遍及耗时、每一步新增、删除或重排的节点</translation>
    </message>
    <message>
        <source>the nodes changed into this snapshot (as --passes names it) from the one before it</source>
        <translation>与前一个快照相比，到此快照（按 --passes 的命名）改变的节点</translation>
    </message>
    <message>
        <source>with --pass: compare it with this snapshot instead</source>
        <translation>与 --pass 一起：改为与此快照比较</translation>
    </message>
    <message>
        <source>the post-grad graphs with Inductor&apos;s provenance mapping; with --graph ID, each model node with the post-grad nodes it became and the kernel calls computing them, with their trace lines</source>
        <translation>带有 Inductor 溯源映射的 post-grad 图；与 --graph ID 一起：每个模型节点及其变成的 post-grad 节点和计算它们的内核调用，附跟踪行号</translation>
    </message>
    <message>
        <source>blocks compiled once and reused (nested compile regions, blocks compiled on their own) and piecewise compiles with their pieces in run order</source>
        <translation>编译一次并复用的块（嵌套编译区域、单独编译的块）以及分段编译及其按运行顺序排列的各段</translation>
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
        <source>graph: no post-grad graph with provenance named %1 (graph --provenance lists them)</source>
        <translation>graph: 没有名为 %1 且带溯源的 post-grad 图（graph --provenance 会列出它们）</translation>
    </message>
    <message>
        <source>No block compiled once for many copies, no piecewise compile and no region in this run.</source>
        <translation>此运行中没有为多个副本编译一次的块、没有分段编译，也没有区域。</translation>
    </message>
    <message>
        <source>graph: unknown option or missing value: %1</source>
        <translation>graph：未知选项或缺少值：%1</translation>
    </message>
    <message>
        <source>graph: --passes and --pass go without --list, --graph and --format</source>
        <translation>graph: --passes 和 --pass 不能与 --list、--graph、--format 同用</translation>
    </message>
    <message>
        <source>graph: --provenance goes without --list and --format</source>
        <translation>graph: --provenance 不能与 --list 和 --format 同用</translation>
    </message>
    <message>
        <source>graph: --regions goes alone (with --json and -o)</source>
        <translation>graph：--regions 须单独使用（可配合 --json 和 -o）</translation>
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
        <source>graph: give PATH... and --list, --passes, --pass ID, --regions or --graph ID</source>
        <translation>graph：请给出 PATH... 以及 --list、--passes、--pass ID、--regions 或 --graph ID</translation>
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
        <translation>PATH 可以是 TORCH_TRACE 日志（未压缩、.gz 或 .zst）、TORCH_LOGS 文本、TORCH_COMPILE_DEBUG 文件夹、Inductor 的 output_code.py、.pt2 归档、性能分析器跟踪，或包含它们的文件夹（一次运行的文件夹，或每个 rank 一个日志）。格式按内容识别，从不按文件名识别。</translation>
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
        <translation>同时写出运行器的作业文件，以便在别处手动运行</translation>
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
        <source>compilescope: started %1 (pid %2); Ctrl+C stops it</source>
        <translation>compilescope：已启动 %1（pid %2）；按 Ctrl+C 停止</translation>
    </message>
    <message>
        <source>compilescope: stopping the command (again to kill it at once)</source>
        <translation>compilescope：正在停止命令（再来一次则立即终止）</translation>
    </message>
    <message>
        <source>ab: %1 needs a value</source>
        <translation>ab：%1 需要一个值</translation>
    </message>
    <message>
        <source>ab: %1 needs a whole number of at least %2</source>
        <translation>ab：%1 需要一个不小于 %2 的整数</translation>
    </message>
    <message>
        <source>ab: --modes needs at least one mode, e.g. --modes eager,default</source>
        <translation>ab：--modes 至少需要一种模式，例如 --modes eager,default</translation>
    </message>
    <message>
        <source>ab: --cache takes cold, shared or user, not %1</source>
        <translation>ab：--cache 只接受 cold、shared 或 user，而不是 %1</translation>
    </message>
    <message>
        <source>ab: --min-effect needs a percentage from 0 to 100</source>
        <translation>ab：--min-effect 需要 0 到 100 之间的百分比</translation>
    </message>
    <message>
        <source>ab: unknown option %1 (put the command after --)</source>
        <translation>ab：未知选项 %1（请把命令放在 -- 之后）</translation>
    </message>
    <message>
        <source>ab: give the command to run after --, e.g. ab --modes eager,default -- python train.py</source>
        <translation>ab：请在 -- 之后给出要运行的命令，例如 ab --modes eager,default -- python train.py</translation>
    </message>
    <message>
        <source>ab: --analyse reads a finished A/B folder; it takes no command</source>
        <translation>ab：--analyse 读取已完成的 A/B 文件夹，不接受命令</translation>
    </message>
    <message>
        <source>%1 (recording, not measured)</source>
        <translation>%1（录制，不计入测量）</translation>
    </message>
    <message>
        <source>%1: %2 in %3 s</source>
        <translation>%1：%2，用时 %3 s</translation>
    </message>
    <message>
        <source> (no probe records)</source>
        <translation>（没有探针记录）</translation>
    </message>
    <message>
        <source> (%1 calls in %2 compiled regions)</source>
        <translation>（%2 个编译区域中共 %1 次调用）</translation>
    </message>
    <message>
        <source>modes to compare, comma-separated (default eager,default,reduce-overhead,max-autotune); eager always runs</source>
        <translation>要比较的模式，以逗号分隔（默认 eager,default,reduce-overhead,max-autotune）；eager 总会运行</translation>
    </message>
    <message>
        <source>processes per mode, interleaved (default 3)</source>
        <translation>每种模式的进程数，交错运行（默认 3）</translation>
    </message>
    <message>
        <source>calls to drop per process (default: detected from each series)</source>
        <translation>每个进程丢弃的调用数（默认：从每个序列自动检测）</translation>
    </message>
    <message>
        <source>compare the first 3 calls of every compiled region with eager</source>
        <translation>将每个编译区域的前 3 次调用与 eager 比较</translation>
    </message>
    <message>
        <source>compare the first N calls with eager</source>
        <translation>将前 N 次调用与 eager 比较</translation>
    </message>
    <message>
        <source>the A/B folder to create (default ./compilescope-ab-DATE-TIME)</source>
        <translation>要创建的 A/B 文件夹（默认 ./compilescope-ab-DATE-TIME）</translation>
    </message>
    <message>
        <source>SQLite database the result is added to (default compilescope-profiles.db)</source>
        <translation>结果写入的 SQLite 数据库（默认 compilescope-profiles.db）</translation>
    </message>
    <message>
        <source>keep the result only in the A/B folder</source>
        <translation>仅在 A/B 文件夹中保存结果</translation>
    </message>
    <message>
        <source>write the result as JSON (core/ab/AB_JSON.md)</source>
        <translation>以 JSON 输出结果（core/ab/AB_JSON.md）</translation>
    </message>
    <message>
        <source>stop a process after S seconds (it counts as failed)</source>
        <translation>S 秒后停止进程（计为失败）</translation>
    </message>
    <message>
        <source>Inductor/Triton cache: a fresh one per process (cold, default), one for all, or the user&apos;s own</source>
        <translation>Inductor/Triton 缓存：每个进程一个全新的（cold，默认）、所有进程共用一个，或用户自己的</translation>
    </message>
    <message>
        <source>differences below PCT% of eager count as none (default 2)</source>
        <translation>低于 eager 的 PCT% 的差异视为无差异（默认 2）</translation>
    </message>
    <message>
        <source>echo the command&apos;s output</source>
        <translation>同时显示命令的输出</translation>
    </message>
    <message>
        <source>also record one process per compiled mode with every diagnostic on, to open from the A/B view</source>
        <translation>另外为每种编译模式录制一个开启全部诊断的进程，可从 A/B 视图打开</translation>
    </message>
    <message>
        <source>keep each process&apos;s cold cache folder</source>
        <translation>保留每个进程的冷缓存文件夹</translation>
    </message>
    <message>
        <source>analyse a finished A/B folder again; runs nothing</source>
        <translation>重新分析已完成的 A/B 文件夹；不运行任何内容</translation>
    </message>
    <message>
        <source>A/B benchmark: does torch.compile pay off for this script, and in which mode</source>
        <translation>A/B 基准测试：torch.compile 对此脚本是否划算，哪种模式最好</translation>
    </message>
    <message>
        <source>Runs COMMAND, unmodified, once per mode and process (interleaved) with CompileScope&apos;s probe on its PYTHONPATH: eager is torch.compile switched off, every other mode replaces the mode the script passes. The probe times every call of every compiled function or module. Per region: warm-up and compile cost, steady-state median with its 95% interval, speedup over eager with its interval, the break-even call count, peak memory, recompiles, numerical parity (--parity) and a verdict. The folder keeps every process&apos;s output; the result goes to the database.</source>
        <translation>以不加修改的方式，按每种模式和每个进程（交错）运行 COMMAND，并把 CompileScope 的探针放在其 PYTHONPATH 上：eager 即关闭 torch.compile，其他每种模式替换脚本传入的模式。探针为每个编译函数或模块的每次调用计时。按区域给出：预热和编译开销、稳态中位数及其 95% 区间、相对 eager 的加速比及其区间、回本所需调用次数、峰值内存、重新编译、数值一致性（--parity）以及结论。文件夹保存每个进程的输出；结果写入数据库。</translation>
    </message>
    <message>
        <source>compilescope: A/B of %1 into %2</source>
        <translation>compilescope：%1 的 A/B，写入 %2</translation>
    </message>
    <message>
        <source>%1 recording started (pid %2)</source>
        <translation>%1 录制已开始（pid %2）</translation>
    </message>
    <message>
        <source>%1 #%2 started (pid %3)</source>
        <translation>%1 #%2 已启动（pid %3）</translation>
    </message>
    <message>
        <source>compilescope: stopping the A/B (again to kill the running process at once)</source>
        <translation>compilescope：正在停止 A/B（再按一次立即终止正在运行的进程）</translation>
    </message>
    <message>
        <source>compilescope: the result was not saved: %1</source>
        <translation>compilescope：结果未保存：%1</translation>
    </message>
    <message>
        <source>compilescope: saved as A/B run %1 in %2</source>
        <translation>compilescope：已保存为 %2 中的 A/B 运行 %1</translation>
    </message>
    <message>
        <source> ≠ compilation_metrics: %1 nodes, %2 calls, %3 inputs</source>
        <translation> ≠ compilation_metrics：%1 个节点，%2 个调用，%3 个输入</translation>
    </message>
    <message>
        <source>also the autotune candidates the run did not use (by default only the variant it chose)</source>
        <translation>同时包括本次运行未使用的自动调优候选（默认只包括所选变体）</translation>
    </message>
    <message>
        <source>--max-decompressed needs a size such as 8G or 512M</source>
        <translation>--max-decompressed 需要一个大小，例如 8G 或 512M</translation>
    </message>
    <message>
        <source>--max-ratio needs a number (0: no ratio limit)</source>
        <translation>--max-ratio 需要一个数字（0：不限制压缩比）</translation>
    </message>
    <message>
        <source>diff: %1 needs a value</source>
        <translation>diff：%1 需要一个值</translation>
    </message>
    <message>
        <source>diff: --fail-on takes regression or change, not %1</source>
        <translation>diff：--fail-on 接受 regression 或 change，而不是 %1</translation>
    </message>
    <message>
        <source>diff: --min-effect takes a percentage from 0 to 100</source>
        <translation>diff：--min-effect 接受 0 到 100 的百分比</translation>
    </message>
    <message>
        <source>diff: unknown option %1</source>
        <translation>diff：未知选项 %1</translation>
    </message>
    <message>
        <source>diff: give two runs to compare (A B), or one multi-rank run to compare its ranks</source>
        <translation>diff：请给出两个要比较的运行（A B），或一个多 rank 运行以比较其各 rank</translation>
    </message>
    <message>
        <source>write JSON to stdout (schema compilescope.diff/1, DIFF_JSON.md)</source>
        <translation>将 JSON 写到 stdout（schema compilescope.diff/1，见 DIFF_JSON.md）</translation>
    </message>
    <message>
        <source>exit 3 when B regressed (new graph breaks, recompiles or failures, a significantly slower time) or when anything changed; 0 otherwise</source>
        <translation>当 B 退化（新的图中断、重新编译或失败，显著更慢的时间）或有任何变化时退出码为 3；否则为 0</translation>
    </message>
    <message>
        <source>profile database: compare the newest profile run of each side&apos;s run</source>
        <translation>性能分析数据库：比较每一侧运行的最新性能分析运行</translation>
    </message>
    <message>
        <source>time differences below this share of A&apos;s median are not called (default 2)</source>
        <translation>低于 A 中位数此比例的时间差异不做判定（默认 2）</translation>
    </message>
    <message>
        <source>list unchanged compiles, graphs and kernels too</source>
        <translation>也列出未变的编译、图和内核</translation>
    </message>
    <message>
        <source>compare two runs: compilation, graphs, kernels, their times, versions</source>
        <translation>比较两次运行：编译、图、内核、其时间、版本</translation>
    </message>
    <message>
        <source>A and B are anything `summary` opens, or db:FILE#RUN (a profile run of the database). Compile ids are matched by frame and order; graph breaks by reason and location; kernels by what they compute (same code, then same origins, then similar source), never by name. With profiles, each time is compared on its repeats: the difference of medians with a 95% interval, Mann-Whitney with Holm&apos;s correction; only differences that pass are called faster or slower. An unreadable side is reported and the rest compared.</source>
        <translation>A 和 B 可以是 `summary` 能打开的任何内容，或 db:文件#运行（数据库中的一个性能分析运行）。编译 ID 按帧和顺序匹配；图中断按原因和位置匹配；内核按其计算内容匹配（先相同代码，再相同来源，再相似源码），从不按名称。有性能数据时，每个时间都基于其重复测量比较：中位数之差及 95% 区间，Mann-Whitney 检验并做 Holm 校正；只有通过检验的差异才判定为更快或更慢。无法读取的一侧会被报告，其余照常比较。</translation>
    </message>
    <message>
        <source>diff: neither side could be read: %1; %2</source>
        <translation>diff：两侧都无法读取：%1；%2</translation>
    </message>
    <message>
        <source>fusion: no graph has both %1 and %2</source>
        <translation>fusion：没有同时包含 %1 和 %2 的图</translation>
    </message>
    <message>
        <source>fusion: %1 and %2 exist in %3 graphs (%4): choose one with --graph</source>
        <translation>fusion：%1 和 %2 存在于 %3 个图中（%4）：请用 --graph 选择其一</translation>
    </message>
    <message>
        <source>only this graph (as `graph --list` names it)</source>
        <translation>仅此图（名称同 `graph --list` 所列）</translation>
    </message>
    <message>
        <source>why two nodes or kernels (post-grad node, scheduler node or kernel names) are not one kernel</source>
        <translation>为什么两个节点或内核（post-grad 节点、调度器节点或内核的名称）没有成为同一个内核</translation>
    </message>
    <message>
        <source>profile database: show each kernel&apos;s measured time</source>
        <translation>性能分析数据库：显示每个内核的实测时间</translation>
    </message>
    <message>
        <source>write JSON to stdout (schema compilescope.fusion/1, FUSION_JSON.md)</source>
        <translation>向标准输出写 JSON（模式 compilescope.fusion/1，见 FUSION_JSON.md）</translation>
    </message>
    <message>
        <source>Inductor&apos;s fusion decisions per graph, replayed round by round; why two nodes are apart</source>
        <translation>逐图按轮重放 Inductor 的融合决策；解释两个节点为何没有合并</translation>
    </message>
    <message>
        <source>Replays the scheduler&apos;s fusion record (TORCH_LOGS=fusion, or a TORCH_COMPILE_DEBUG folder&apos;s ir_pre_fusion.txt / ir_post_fusion.txt): each round, every fuse / reject / benchmark decision with its reason, and the final nodes tied to their kernels. Without a fusion record it says which setting records one and shows the final groups from the generated code.</source>
        <translation>重放调度器的融合记录（TORCH_LOGS=fusion，或 TORCH_COMPILE_DEBUG 文件夹中的 ir_pre_fusion.txt / ir_post_fusion.txt）：每一轮、每个融合 / 拒绝 / 基准测试决策及其原因，以及与各自内核对应的最终节点。没有融合记录时，会说明哪个设置可以记录它，并显示从生成代码得出的最终分组。</translation>
    </message>
    <message>
        <source>fusion: unknown option or missing value: %1</source>
        <translation>fusion：未知选项或缺少值：%1</translation>
    </message>
    <message>
        <source>fusion: give PATH... [--graph ID] [--why A B] [--db FILE] [--json]</source>
        <translation>fusion：请给出 PATH... [--graph ID] [--why A B] [--db FILE] [--json]</translation>
    </message>
    <message>
        <source>fusion: the run has no compiled graph</source>
        <translation>fusion：该运行没有已编译的图</translation>
    </message>
    <message>
        <source>fusion: no single graph %1; the run has: %2</source>
        <translation>fusion：没有唯一的图 %1；该运行包含：%2</translation>
    </message>
    <message>
        <source>fusion: why %1 and %2 are apart needs Inductor&apos;s fusion decisions, and this run has none. %3</source>
        <translation>fusion：要说明 %1 和 %2 为何分开，需要 Inductor 的融合决策，而此运行没有。%3</translation>
    </message>
    <message>
        <source>profile: %1</source>
        <translation>profile：%1</translation>
    </message>
    <message>
        <source>name the profile run in the database (default: the run folder&apos;s name)</source>
        <translation>为数据库中的性能分析运行命名（默认：运行文件夹的名称）</translation>
    </message>
    <message>
        <source>stop expanding a compressed input at SIZE (default 4G)</source>
        <translation>压缩输入解压到 SIZE 时停止（默认 4G）</translation>
    </message>
    <message>
        <source>stop expanding a compressed input at N times its size (default 1000)</source>
        <translation>压缩输入解压到其自身大小的 N 倍时停止（默认 1000）</translation>
    </message>
    <message>
        <source>report: %1 needs a value</source>
        <translation>report：%1 需要一个值</translation>
    </message>
    <message>
        <source>report: --graphs needs a number of at least 0</source>
        <translation>report：--graphs 需要一个不小于 0 的数</translation>
    </message>
    <message>
        <source>report: unknown option %1</source>
        <translation>report：未知选项 %1</translation>
    </message>
    <message>
        <source>report: unknown section %1 (sections: %2)</source>
        <translation>report：未知章节 %1（章节：%2）</translation>
    </message>
    <message>
        <source>report: --format takes html, md, pdf or json, not %1</source>
        <translation>report：--format 接受 html、md、pdf 或 json，而不是 %1</translation>
    </message>
    <message>
        <source>report: --paper takes a4 or letter</source>
        <translation>report：--paper 接受 a4 或 letter</translation>
    </message>
    <message>
        <source>report: give at least one trace file or folder</source>
        <translation>report：请至少提供一个跟踪文件或文件夹</translation>
    </message>
    <message>
        <source>report format (default: from the -o suffix, else html)</source>
        <translation>报告格式（默认：取自 -o 的后缀，否则为 html）</translation>
    </message>
    <message>
        <source>write to FILE instead of stdout (needed for pdf)</source>
        <translation>写入 FILE 而不是标准输出（pdf 必需）</translation>
    </message>
    <message>
        <source>profile database: measured kernel times and their history</source>
        <translation>性能数据库：测得的内核时间及其历史</translation>
    </message>
    <message>
        <source>key graphs drawn (default 3; 0: none)</source>
        <translation>绘制的关键图数量（默认 3；0：不绘制）</translation>
    </message>
    <message>
        <source>PDF paper size (default a4)</source>
        <translation>PDF 纸张大小（默认 a4）</translation>
    </message>
    <message>
        <source>a diagnosis report to attach to a bug or a pull request: HTML, Markdown, PDF, JSON</source>
        <translation>可附加到缺陷报告或拉取请求的诊断报告：HTML、Markdown、PDF、JSON</translation>
    </message>
    <message>
        <source>report: a PDF report needs -o FILE</source>
        <translation>report：PDF 报告需要 -o FILE</translation>
    </message>
    <message>
        <source>report: PDF needs the Qt GUI library, which this process did not start</source>
        <translation>report：PDF 需要 Qt GUI 库，而此进程未启动它</translation>
    </message>
    <message>
        <source>stop expanding a compressed input at SIZE (e.g. 512M, 8G; default 4G) and say what was skipped</source>
        <translation>压缩输入解压到 SIZE 时停止（例如 512M、8G；默认 4G），并说明跳过了哪些内容</translation>
    </message>
    <message>
        <source>stop expanding a compressed input at N times its own size (default 1000; 0: no ratio limit)</source>
        <translation>压缩输入解压到其自身大小的 N 倍时停止（默认 1000；0：不限制压缩比）</translation>
    </message>
    <message>
        <source>report: --min-effect takes a percentage from 0 to 100</source>
        <translation>report：--min-effect 接受 0 到 100 的百分比</translation>
    </message>
    <message>
        <source>report: %1 needs a value (a run, or an A/B folder), not the option %2</source>
        <translation>report：%1 需要一个值（一次运行或一个 A/B 文件夹），而不是选项 %2</translation>
    </message>
    <message>
        <source>add the comparison with run B (anything `diff` opens; this run is A), as `compilescope diff` finds it</source>
        <translation>加入与运行 B 的比较（`diff` 能打开的任何内容；本运行为 A），结果同 `compilescope diff`</translation>
    </message>
    <message>
        <source>add the verdicts of an A/B folder, as `compilescope ab` finds them</source>
        <translation>加入 A/B 文件夹的结论，结果同 `compilescope ab`</translation>
    </message>
    <message>
        <source>with --compare: time differences below this share of A&apos;s median are not called (default 2)</source>
        <translation>配合 --compare：低于 A 中位数此比例的时间差异不作判定（默认 2）</translation>
    </message>
    <message>
        <source>What to fix first, the run&apos;s versions, compiles and their phases, graph breaks, recompiles, failures, fusion, measured kernels and the key graphs, with --compare the comparison with another run and with --ab the verdicts of an A/B, in one file that stands alone: HTML with inline CSS and SVG and no script, Markdown that fits a pull-request comment, PDF, or the JSON twin (REPORT_JSON.md). Text follows --language; JSON stays English.</source>
        <translation>首先要修复什么、运行的版本、编译及其阶段、图中断、重新编译、失败、融合、测得的内核和关键图；使用 --compare 时加入与另一次运行的比较，使用 --ab 时加入 A/B 的结论；全部在一个独立文件中：内嵌 CSS 和 SVG 且无脚本的 HTML、适合拉取请求评论的 Markdown、PDF 或 JSON 对应版本（REPORT_JSON.md）。文本随 --language；JSON 保持英文。</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>无法写入标准输出：%1</translation>
    </message>
    <message>
        <source>write error</source>
        <translation>写入错误</translation>
    </message>
    <message>
        <source>  (nodes, calls, inputs = compilation_metrics)</source>
        <translation>（节点、调用、输入 = compilation_metrics）</translation>
    </message>
    <message>
        <source>list every graph: id, graph nodes, edges, distinct kernels, launches, node groups</source>
        <translation>列出每个图：ID、图节点、边、不同内核、启动、节点组</translation>
    </message>
    <message>
        <source>Kernel counts:</source>
        <translation>内核计数：</translation>
    </message>
    <message>
        <source>0  no change (with --fail-on: the gate did not trip)
1  a side, or facts of it, could not be read (what could be read is still compared)
3  with --fail-on: a regression, or any change
4  the runs differ (without --fail-on)</source>
        <translation>0  无变化（使用 --fail-on 时：门禁未触发）
1  有一侧或其部分信息无法读取（可读取的部分仍会比较）
3  使用 --fail-on 时：出现退化，或出现任何变化
4  两次运行有差异（未使用 --fail-on）</translation>
    </message>
    <message>
        <source>ranks: unknown option %1</source>
        <translation>ranks：未知选项 %1</translation>
    </message>
    <message>
        <source>ranks: give the run: a folder of rank logs, or the rank logs themselves</source>
        <translation>ranks：请给出运行：包含各 rank 日志的文件夹，或这些 rank 日志本身</translation>
    </message>
    <message>
        <source>write JSON to stdout (schema compilescope.ranks/1, RANKS_JSON.md)</source>
        <translation>将 JSON 写到标准输出（模式 compilescope.ranks/1，见 RANKS_JSON.md）</translation>
    </message>
    <message>
        <source>list every compile id of the matrix, not the first 40</source>
        <translation>列出矩阵中的每个编译 ID，而不只是前 40 个</translation>
    </message>
    <message>
        <source>read the rank logs one after another instead of one per core</source>
        <translation>逐个读取 rank 日志，而不是每个核心一个</translation>
    </message>
    <message>
        <source>the ranks of a distributed run: what differs, and the first divergence</source>
        <translation>分布式运行的各 rank：有何不同，以及首次分歧</translation>
    </message>
    <message>
        <source>Reads every rank&apos;s trace log (a folder of dedicated_log_torch_trace_rank_N logs, or the logs themselves), one per core at once, and compares what the ranks compiled: compile ids in order with their outcome, cache hits and misses, graph breaks, failed guards, inputs, graphs and the collectives each graph issues, with device indices, process-group names and object ids normalised. Ranks that did the same are grouped; the first place where groups part is named with its compile id, ranks and cause, and the first collective that differs as the likely hang. Stragglers: per compile id, the slowest rank&apos;s compile time and runtime estimate against the median. Progress goes to stderr; Ctrl+C stops reading.</source>
        <translation>读取每个 rank 的跟踪日志（包含 dedicated_log_torch_trace_rank_N 日志的文件夹，或这些日志本身），每个核心同时读取一个，并比较各 rank 编译了什么：按顺序的编译 ID 及其结果、缓存命中与未命中、图中断、失败的守卫、输入、图以及每个图发出的集合通信，设备索引、进程组名称和对象 ID 均已规范化。做了相同事情的 rank 归为一组；各组首次分开之处会给出其编译 ID、rank 和原因，第一个不同的集合通信被指出为可能的挂起。落后者：每个编译 ID 上最慢 rank 的编译时间和运行时间估计对比中位数。进度输出到标准错误；Ctrl+C 停止读取。</translation>
    </message>
    <message>
        <source>compilescope: reading ranks: %1 of %2</source>
        <translation>compilescope：正在读取 rank：%1 / %2</translation>
    </message>
    <message>
        <source>compilescope: stopping</source>
        <translation>compilescope：正在停止</translation>
    </message>
    <message>
        <source>ranks: cancelled</source>
        <translation>ranks：已取消</translation>
    </message>
    <message>
        <source>ranks: %1 holds no trace log (TORCH_TRACE)</source>
        <translation>ranks：%1 中没有跟踪日志（TORCH_TRACE）</translation>
    </message>
    <message>
        <source>fleet facts: unknown option %1</source>
        <translation>fleet facts：未知选项 %1</translation>
    </message>
    <message>
        <source>fleet facts: give at least one trace log</source>
        <translation>fleet facts：请至少给出一个跟踪日志</translation>
    </message>
    <message>
        <source>fleet index: %1 matches nothing</source>
        <translation>fleet index：%1 没有匹配任何内容</translation>
    </message>
    <message>
        <source>fleet index: %1: no such file or folder</source>
        <translation>fleet index：%1：没有这样的文件或文件夹</translation>
    </message>
    <message>
        <source>fleet index: unknown option %1</source>
        <translation>fleet index：未知选项 %1</translation>
    </message>
    <message>
        <source>fleet index: %1 takes a positive whole number</source>
        <translation>fleet index：%1 需要一个正整数</translation>
    </message>
    <message>
        <source>fleet index: give SOURCE... and --store DIR</source>
        <translation>fleet index：请给出 SOURCE... 和 --store DIR</translation>
    </message>
    <message>
        <source>fleet index: %1 logs, %2 already indexed, %3 to read (%4)</source>
        <translation>fleet index：%1 个日志，%2 个已索引，%3 个待读取（%4）</translation>
    </message>
    <message>
        <source>%1 local workers</source>
        <translation>%1 个本地工作进程</translation>
    </message>
    <message>
        <source>Ray at %1</source>
        <translation>Ray 位于 %1</translation>
    </message>
    <message>
        <source>fleet index: the fleet driver (compilescope_fleet) is not installed beside this binary</source>
        <translation>fleet index：此程序旁未安装集群驱动程序（compilescope_fleet）</translation>
    </message>
    <message>
        <source>fleet index: cannot start %1: %2</source>
        <translation>fleet index：无法启动 %1：%2</translation>
    </message>
    <message>
        <source>fleet index: the driver wrote a line that is not JSON: %1</source>
        <translation>fleet index：驱动写出了一行不是 JSON 的内容：%1</translation>
    </message>
    <message>
        <source>fleet index: %1 of %2 logs</source>
        <translation>fleet index：%2 个日志中的 %1 个</translation>
    </message>
    <message>
        <source>fleet index: the driver ended (exit %1) with %2 logs unanswered; run the same command again to resume</source>
        <translation>fleet index：驱动已结束（退出码 %1），%2 个日志未得到结果；再次运行同一命令即可继续</translation>
    </message>
    <message>
        <source>fleet index: the driver failed (exit %1)</source>
        <translation>fleet index：驱动失败（退出码 %1）</translation>
    </message>
    <message>
        <source>fleet report: --by takes torch, job or week</source>
        <translation>fleet report：--by 只接受 torch、job 或 week</translation>
    </message>
    <message>
        <source>fleet report: --compare takes two cohorts</source>
        <translation>fleet report：--compare 需要两个群组</translation>
    </message>
    <message>
        <source>fleet report: --limit takes a positive whole number</source>
        <translation>fleet report：--limit 需要一个正整数</translation>
    </message>
    <message>
        <source>fleet report: unknown option %1</source>
        <translation>fleet report：未知选项 %1</translation>
    </message>
    <message>
        <source>fleet report: give one store</source>
        <translation>fleet report：请给出一个存储</translation>
    </message>
    <message>
        <source>fleet report: give the store (the folder given to fleet index --store)</source>
        <translation>fleet report：请给出存储（传给 fleet index --store 的文件夹）</translation>
    </message>
    <message>
        <source>index: the store&apos;s folder (fleet.sqlite, FLEET_STORE.md)</source>
        <translation>index：存储所在的文件夹（fleet.sqlite，FLEET_STORE.md）</translation>
    </message>
    <message>
        <source>index: run the tasks on this Ray cluster (default: RAY_ADDRESS, else local)</source>
        <translation>index：在此 Ray 集群上运行任务（默认：RAY_ADDRESS，否则在本地）</translation>
    </message>
    <message>
        <source>index: a local process pool even when RAY_ADDRESS is set</source>
        <translation>index：即使设置了 RAY_ADDRESS 也使用本地进程池</translation>
    </message>
    <message>
        <source>index: tasks at once in the local pool (default: the cores)</source>
        <translation>index：本地进程池中同时运行的任务数（默认：核心数）</translation>
    </message>
    <message>
        <source>index: kill a log&apos;s task after S seconds (default 600)</source>
        <translation>index：日志的任务运行 S 秒后将其终止（默认 600）</translation>
    </message>
    <message>
        <source>index: the Python that runs the driver (with Ray for --ray; default python3)</source>
        <translation>index：运行驱动的 Python（--ray 时需带 Ray；默认 python3）</translation>
    </message>
    <message>
        <source>index: no progress on stderr</source>
        <translation>index：不在 stderr 上显示进度</translation>
    </message>
    <message>
        <source>facts: the job the logs belong to (default: their folder)</source>
        <translation>facts：日志所属的作业（默认：其所在文件夹）</translation>
    </message>
    <message>
        <source>facts: one JSON object per log (FLEET_FACTS.md); report: schema compilescope.fleet_report/1</source>
        <translation>facts：每个日志一个 JSON 对象（FLEET_FACTS.md）；report：模式 compilescope.fleet_report/1</translation>
    </message>
    <message>
        <source>report: group compile time by phase by this</source>
        <translation>report：按此对各阶段编译时间分组</translation>
    </message>
    <message>
        <source>report: compare two cohorts (torch=VERSION, job=GLOB, week=YYYY-Www): sites that appeared or disappeared, compile time change with its interval</source>
        <translation>report：比较两个群组（torch=VERSION、job=GLOB、week=YYYY-Www）：新出现或消失的位置，编译时间的变化及其区间</translation>
    </message>
    <message>
        <source>report: rows per list (default 20)</source>
        <translation>report：每个列表的行数（默认 20）</translation>
    </message>
    <message>
        <source>many jobs&apos; trace logs: index them (locally or on Ray) and report across the fleet</source>
        <translation>众多作业的跟踪日志：建立索引（本地或在 Ray 上）并对整个集群生成报告</translation>
    </message>
    <message>
        <source>facts: the compact facts of each trace log (compiles, phase times, graph-break sites with the compile time they added, recompile causes, failures, cache lookups, kernels, versions), read by the same engine as summary and explain. index: every log under SOURCE (a folder of jobs, a glob, or a file listing trace folders) becomes one task running `fleet facts` (on a Ray cluster with --ray or RAY_ADDRESS, else in a local process pool), written into the store as it arrives, one transaction per log; logs already indexed with the same size, time and checksum are skipped, so a killed run resumes. report: top graph-break sites by compile time added and by jobs hit, top recompile causes, compile time by phase, failing jobs, and a comparison of two cohorts.</source>
        <translation>facts：每个跟踪日志的精简事实（编译、各阶段时间、图中断位置及其增加的编译时间、重新编译原因、失败、缓存查询、内核、版本），由与 summary 和 explain 相同的引擎读取。index：SOURCE 下的每个日志（作业文件夹、通配符，或列出跟踪文件夹的文件）成为一个运行 `fleet facts` 的任务（使用 --ray 或 RAY_ADDRESS 时在 Ray 集群上，否则在本地进程池中），结果一到即写入存储，每个日志一个事务；大小、时间和校验和相同的已索引日志会被跳过，因此被终止的运行可以继续。report：按增加的编译时间和受影响作业数排列的主要图中断位置、主要重新编译原因、各阶段编译时间、失败的作业，以及两个群组的比较。</translation>
    </message>
    <message>
        <source>fleet: unknown option %1</source>
        <translation>fleet：未知选项 %1</translation>
    </message>
    <message>
        <source>fleet: give facts, index or report</source>
        <translation>fleet：请给出 facts、index 或 report</translation>
    </message>
    <message>
        <source>index: up to N logs of one job per process, its start paid once (default 8)</source>
        <translation>index：每个进程处理同一作业的最多 N 个日志，进程启动只需一次（默认 8）</translation>
    </message>
    <message>
        <source>fleet index: the Parquet files were not written (%1)</source>
        <translation>fleet index：未写出 Parquet 文件（%1）</translation>
    </message>
    <message>
        <source>index: then write DIR/parquet/TABLE.parquet of every table (needs pyarrow)</source>
        <translation>index：随后为每个表写出 DIR/parquet/TABLE.parquet（需要 pyarrow）</translation>
    </message>
    <message>
        <source>fleet report: --format takes text, md, html or json</source>
        <translation>fleet report：--format 只接受 text、md、html 或 json</translation>
    </message>
    <message>
        <source>fleet report: -o takes a file</source>
        <translation>fleet report：-o 需要一个文件</translation>
    </message>
    <message>
        <source>report: as text (default), Markdown, self-contained HTML or JSON</source>
        <translation>report：输出为文本（默认）、Markdown、独立的 HTML 或 JSON</translation>
    </message>
    <message>
        <source>report: write to FILE instead of stdout</source>
        <translation>report：写入 FILE 而不是 stdout</translation>
    </message>
    <message>
        <source>explain each compiled mode slower than eager (or not clearly faster): ranked causes with their evidence and the next step; traces 5 steady calls per region in the last process of each mode</source>
        <translation>解释每个比 eager 慢（或未明显更快）的编译模式：按序排列的原因、证据及下一步；在每个模式的最后一个进程中为每个区域跟踪 5 次稳态调用</translation>
    </message>
    <message>
        <source>%1: no such file or folder, skipped</source>
        <translation>%1：文件或文件夹不存在，已跳过</translation>
    </message>
    <message>
        <source>fleet index: no trace logs (*.log, *.log.gz, *.log.zst) under %1</source>
        <translation>fleet index：%1 下没有跟踪日志（*.log、*.log.gz、*.log.zst）</translation>
    </message>
    <message>
        <source>graph: no graph could be read from %1</source>
        <translation>graph：无法从 %1 读取任何图</translation>
    </message>
    <message>
        <source>fleet report: %1-wal holds writes not merged into the store (an index run is going on or was killed) and this report cannot merge them (no writable -shm): it shows the store as of its last checkpoint; `fleet index` on the store merges them</source>
        <translation>fleet report：%1-wal 中有尚未合并到存储中的写入（索引正在运行或已被终止），且本报告无法合并它们（没有可写的 -shm）：报告显示的是上一个检查点时的存储；对该存储运行 `fleet index` 即可合并</translation>
    </message>
    <message>
        <source>fleet index: %1 has no trace logs now; the %2 logs the store has from it are kept (is a share unmounted?)</source>
        <translation>fleet index：%1 现在没有任何跟踪日志；存储中来自它的 %2 个日志予以保留（共享存储是否未挂载？）</translation>
    </message>
    <message>
        <source>fleet index: %1 logs gone from the source since the last index removed from the store</source>
        <translation>fleet index：已从存储中移除 %1 个自上次索引以来从来源中消失的日志</translation>
    </message>
    <message>
        <source>fleet index: %1 logs written in %2 s (%3 unreadable or corrupt, %4 cut short and read in part), %5 skipped</source>
        <translation>fleet index：%1 个日志已在 %2 s 内写入（%3 个无法读取或已损坏，%4 个被截断、仅读取了部分），%5 个已跳过</translation>
    </message>
    <message>
        <source>%1 recording</source>
        <translation>%1 录制</translation>
    </message>
    <message>
        <source>%1 of ~%2 calls</source>
        <translation>%1 / ~%2 次调用</translation>
    </message>
    <message>
        <source>%1 calls</source>
        <translation>%1 次调用</translation>
    </message>
    <message>
        <source>%1 running: %2, %3 s</source>
        <translation>%1 运行中：%2，%3 s</translation>
    </message>
    <message>
        <source>show calls done and elapsed time while a process runs, also when stderr is not a terminal (a line about once a second)</source>
        <translation>进程运行时显示已完成的调用和已用时间，stderr 不是终端时也显示（约每秒一行）</translation>
    </message>
    <message>
        <source>compilescope: no view %1; the views are: %2</source>
        <translation>compilescope：没有视图 %1；可用视图为：%2</translation>
    </message>
    <message>
        <source>ab: %1 set how an A/B runs; --analyse uses the settings the folder recorded</source>
        <translation>ab：%1 决定 A/B 如何运行；--analyse 使用该文件夹记录的设置</translation>
    </message>
    <message>
        <source>fleet report: --json and --format %1 ask for two formats; give one</source>
        <translation>fleet report：--json 与 --format %1 要求两种格式；请只给一种</translation>
    </message>
    <message>
        <source>fleet report: %1</source>
        <translation>fleet report：%1</translation>
    </message>
    <message>
        <source>cannot be examined (%1)</source>
        <translation>无法检查（%1）</translation>
    </message>
    <message>
        <source>a symbolic link loop</source>
        <translation>符号链接循环</translation>
    </message>
    <message>
        <source>a symbolic link to nothing (%1)</source>
        <translation>指向不存在目标的符号链接（%1）</translation>
    </message>
    <message>
        <source>a FIFO (named pipe): not opened, reading it could block</source>
        <translation>FIFO（命名管道）：未打开，读取可能阻塞</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <source>a device file</source>
        <translation>设备文件</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是常规文件</translation>
    </message>
    <message>
        <source>a folder already walked (a symbolic link back into the source)</source>
        <translation>已遍历过的文件夹（指回源中的符号链接）</translation>
    </message>
    <message>
        <source>%1: %2, job %3, rank %4, %5, %6, %7, %8, %9 s compile time</source>
        <translation>%1：%2，作业 %3，rank %4，%5，%6，%7，%8，编译时间 %9 s</translation>
    </message>
    <message numerus="yes">
        <source>%n compile(s)</source>
        <translation>
            <numerusform>%n 次编译</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n graph-break site(s)</source>
        <translation>
            <numerusform>%n 个图中断位置</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recompile cause(s)</source>
        <translation>
            <numerusform>%n 个重新编译原因</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failure(s)</source>
        <translation>
            <numerusform>%n 个失败</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds no exported program (an AOTInductor package saved without it?)</source>
        <translation>%1 不含导出程序（保存 AOTInductor 包时未包含它？）</translation>
    </message>
    <message>
        <source>its torch.export call %1 failed: %2</source>
        <translation>其 torch.export 调用 %1 失败：%2</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B：%1</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <source>the other side has no torch.export program</source>
        <translation>另一侧没有 torch.export 程序</translation>
    </message>
    <message>
        <source>the exported program in %1 could not be read</source>
        <translation>无法读取 %1 中的导出程序</translation>
    </message>
    <message>
        <source>0  the ranks agree (or the run has one rank)
1  the run could not be read, a rank log could not be read at all (empty, not a trace), or the ranks seem to diverge only where a rank&apos;s log is damaged (truncated, corrupt lines): the difference may be the damage
3  the ranks diverge: their compiles or their collectives differ
130  cancelled (Ctrl+C)</source>
        <translation>0  各 rank 一致（或运行只有一个 rank）
1  无法读取该运行，某个 rank 的日志完全无法读取（为空、不是跟踪日志），或各 rank 仅在某个 rank 的日志损坏处（截断、损坏的行）似乎分歧：差异可能来自损坏
3  各 rank 分歧：其编译或集合通信不同
130  已取消（Ctrl+C）</translation>
    </message>
    <message>
        <source>compilescope: note: %1</source>
        <translation>compilescope: 注意：%1</translation>
    </message>
    <message>
        <source>compilescope: note: no graph to list: %1</source>
        <translation>compilescope: 注意：没有可列出的图：%1</translation>
    </message>
    <message>
        <source>graph: --to needs --pass</source>
        <translation>graph: --to 需要 --pass</translation>
    </message>
    <message>
        <source>the input holds no graph</source>
        <translation>输入中没有图</translation>
    </message>
    <message>
        <source>the same as --format json</source>
        <translation>等同于 --format json</translation>
    </message>
    <message>
        <source>%1: a file of the fleet store %2 (its database, -wal, -shm or -journal): not overwritten (name another file)</source>
        <translation>%1：属于集群存储 %2 的文件（其数据库、-wal、-shm 或 -journal）：不会覆盖（请指定其他文件）</translation>
    </message>
    <message>
        <source>a folder whose name is not UTF-8: not walked; rename it to index its logs</source>
        <translation>名称不是 UTF-8 的文件夹：未遍历；重命名后才能索引其中的日志</translation>
    </message>
    <message>
        <source>a name that is not UTF-8: not read; rename it to index it</source>
        <translation>名称不是 UTF-8：未读取；重命名后才能索引</translation>
    </message>
    <message>
        <source>fleet index: entries skipped, never opened (not regular files or folders, or names not in UTF-8): %1</source>
        <translation>fleet index：跳过的条目，从未打开（不是常规文件或文件夹，或名称不是 UTF-8）：%1</translation>
    </message>
    <message>
        <source>fleet index: %1: `%2` is not a valid pattern: %3 (a `[` in a name is written [[] in a pattern)</source>
        <translation>fleet index：%1：`%2` 不是有效的模式：%3（名称中的 `[` 在模式中写作 [[]）</translation>
    </message>
    <message>
        <source>0  the report was written
1  the run could not be read, the report could not be written, or the run of --compare, the folder of --ab or an exported program could not be read whole (the report is still written, with a note saying so)</source>
        <translation>0  报告已写入
1  无法读取运行或无法写入报告，或无法完整读取 --compare 的运行、--ab 的文件夹或导出程序（报告仍会写入，并附说明）</translation>
    </message>
    <message>
        <source>serve coding assistants: a Model Context Protocol server on stdin/stdout</source>
        <translation>为编程助手提供服务：基于 stdin/stdout 的 Model Context Protocol 服务器</translation>
    </message>
    <message>
        <source>mcp: unknown option %1</source>
        <translation>mcp：未知选项 %1</translation>
    </message>
    <message>
        <source>mcp: cannot open the output</source>
        <translation>mcp：无法打开输出</translation>
    </message>
    <message>
        <source>Answers MCP clients (protocol 2026-07-28, and 2024-11-05 to 2025-11-25 through `initialize`) with tools that map to the commands&apos; --json output: open_run, summary, explain, recompiles, graphs, graph, fusion, diff, ranks, ab (a finished A/B folder), fleet (a fleet store), evidence. Results are paged to the budget the client sets. PATH...: the run a call that names none is about. It only reads files; nothing it reads is run. Messages go to stdout; everything else the server says goes to stderr.</source>
        <translation>以与各命令 --json 输出对应的工具回答 MCP 客户端（协议 2026-07-28，以及通过 `initialize` 的 2024-11-05 至 2025-11-25）：open_run、summary、explain、recompiles、graphs、graph、fusion、diff、ranks、ab（已完成的 A/B 文件夹）、fleet（集群存储）、evidence。结果按客户端设定的预算分页。PATH...：未指定运行的调用所针对的运行。服务器只读取文件，读取的内容从不执行。消息写到 stdout，服务器的其他输出写到 stderr。</translation>
    </message>
    <message numerus="yes">
        <source>(still running; %n TORCH_LOGS line(s) so far)</source>
        <translation>
            <numerusform>（仍在运行；目前已有 %n 行 TORCH_LOGS）</numerusform>
        </translation>
    </message>
    <message>
        <source>ab: --cpus %1: %2</source>
        <translation>ab: --cpus %1：%2</translation>
    </message>
    <message>
        <source>pin every process to these CPUs, e.g. 2-5 (default: every CPU ab may use; the same set for every process)</source>
        <translation>将每个进程绑定到这些 CPU，例如 2-5（默认：ab 可用的所有 CPU；每个进程使用同一组）</translation>
    </message>
    <message>
        <source>only these sections, comma-separated: fix_first, identity, compiles, graph_breaks, recompiles, failures, fusion, kernels, runtime, graphs, ranks, compare, ab</source>
        <translation>仅这些部分，逗号分隔：fix_first, identity, compiles, graph_breaks, recompiles, failures, fusion, kernels, runtime, graphs, ranks, compare, ab</translation>
    </message>
    <message>
        <source>  (read in part: its record is damaged, see below)</source>
        <translation>  （部分读取：其记录已损坏，见下文）</translation>
    </message>
    <message>
        <source>compilescope: graph %1 read in part: %2</source>
        <translation>compilescope: 图 %1 仅部分读取：%2</translation>
    </message>
    <message>
        <source>save the window as PNG once loaded, then quit (exit status 1 when the input could not be opened)</source>
        <translation>加载后将窗口保存为 PNG 并退出（无法打开输入时退出状态为 1）</translation>
    </message>
    <message>
        <source>candidates listed per choice (default 5; 0 lists all)</source>
        <translation>每个选择列出的候选数（默认 5；0 表示列出全部）</translation>
    </message>
    <message>
        <source>write JSON to stdout (schema compilescope.autotune/1, AUTOTUNE_JSON.md)</source>
        <translation>向标准输出写 JSON（模式 compilescope.autotune/1，见 AUTOTUNE_JSON.md）</translation>
    </message>
    <message>
        <source>every autotuning choice Inductor made, with each candidate&apos;s time</source>
        <translation>Inductor 做出的每个自动调优选择，以及每个候选的时间</translation>
    </message>
    <message>
        <source>For each max-autotune template (mm, addmm, bmm, convolution, ...): the candidates Inductor timed, fastest first, the winner and its margin, what choosing cost the compile, and the candidates dropped before timing with PyTorch&apos;s reason. For pointwise and reduction kernels: each heuristic config&apos;s time and coordinate descent&apos;s search, where TORCH_LOGS logged them at DEBUG. Read from the trace and the TORCH_LOGS text (stderr) of the run; says what to set where they hold less.</source>
        <translation>对每个 max-autotune 模板（mm、addmm、bmm、convolution ...）：Inductor 计时过的候选（最快的在前）、胜出者及其领先幅度、做出选择给编译增加的开销，以及在计时前被丢弃的候选和 PyTorch 给出的原因。对逐点和归约内核：每个启发式配置的时间以及坐标下降的搜索过程（若 TORCH_LOGS 在 DEBUG 级别记录了它们）。读取自该运行的跟踪和 TORCH_LOGS 文本（stderr）；信息不足时会说明应设置什么。</translation>
    </message>
    <message>
        <source>autotune: --top takes a whole number ≥ 0, not %1</source>
        <translation>autotune：--top 需要一个 ≥ 0 的整数，而不是 %1</translation>
    </message>
    <message>
        <source>autotune: unknown option or missing value: %1</source>
        <translation>autotune：未知选项或缺少值：%1</translation>
    </message>
    <message>
        <source>autotune: give PATH... [--kernel TEXT] [--top N] [--json]</source>
        <translation>autotune：请给出 PATH... [--kernel TEXT] [--top N] [--json]</translation>
    </message>
    <message>
        <source>only choices whose op, kernel or winner contains TEXT (addmm, triton_red_fused)</source>
        <translation>只显示算子、内核或胜出者包含 TEXT 的选择（addmm、triton_red_fused）</translation>
    </message>
    <message>
        <source>the kernel (its name, or a part of it that is unique)</source>
        <translation>内核（其名称，或名称中唯一的一部分）</translation>
    </message>
    <message>
        <source>the Triton cache entry, where autotuning compiled several (a prefix will do)</source>
        <translation>自动调优编译了多个条目时指定 Triton 缓存条目（前缀即可）</translation>
    </message>
    <message>
        <source>a kernel module line&apos;s code in every stage</source>
        <translation>某一内核模块行在每个阶段的代码</translation>
    </message>
    <message>
        <source>one stage whole, each line with its module line (python, source, ttir, ttgir, llir, ptx, sass)</source>
        <translation>完整显示一个阶段，每行附其模块行（python、source、ttir、ttgir、llir、ptx、sass）</translation>
    </message>
    <message>
        <source>the lines of every stage that contain TEXT</source>
        <translation>每个阶段中包含 TEXT 的行</translation>
    </message>
    <message>
        <source>module lines listed in the overview (default 15; 0 lists all)</source>
        <translation>概览中列出的模块行数（默认 15；0 列出全部）</translation>
    </message>
    <message>
        <source>another Inductor/Triton cache to find the kernel in (repeatable)</source>
        <translation>另一个用于查找内核的 Inductor/Triton 缓存（可重复）</translation>
    </message>
    <message>
        <source>do not run nvdisasm on a cubin that has no .sass beside it</source>
        <translation>旁边没有 .sass 的 cubin 不运行 nvdisasm</translation>
    </message>
    <message>
        <source>write JSON to stdout (schema compilescope.kernelcode/1, KERNELCODE_JSON.md)</source>
        <translation>将 JSON 写到 stdout（模式 compilescope.kernelcode/1，见 KERNELCODE_JSON.md）</translation>
    </message>
    <message>
        <source>a Triton kernel&apos;s code from its module down to PTX and SASS, line by line</source>
        <translation>Triton 内核从模块到 PTX 和 SASS 的代码，逐行对应</translation>
    </message>
    <message>
        <source>Reads the kernel&apos;s Triton cache entry (TTIR, TTGIR, LLVM IR, PTX, and SASS beside the cubin or made by the CUDA Toolkit&apos;s nvdisasm) and the kernel module Inductor wrote, and ties every line to the module line it came from through the debug locations. The overview lists the module lines by the machine code they became; --line shows one line&apos;s code at every stage.</source>
        <translation>读取内核的 Triton 缓存条目（TTIR、TTGIR、LLVM IR、PTX，以及 cubin 旁的 SASS 或由 CUDA Toolkit 的 nvdisasm 生成的 SASS）和 Inductor 写出的内核模块，并通过调试位置把每一行关联到它所来自的模块行。概览按生成的机器码数量列出模块行；--line 显示某一行在每个阶段的代码。</translation>
    </message>
    <message>
        <source>code: %1 takes a whole number ≥ 0, not %2</source>
        <translation>code：%1 需要 ≥ 0 的整数，而不是 %2</translation>
    </message>
    <message>
        <source>code: unknown option or missing value: %1</source>
        <translation>code：未知选项或缺少值：%1</translation>
    </message>
    <message>
        <source>code: give PATH... --kernel NAME</source>
        <translation>code：请给出 PATH... --kernel NAME</translation>
    </message>
    <message>
        <source>code: %1 does not exist</source>
        <translation>code：%1 不存在</translation>
    </message>
    <message>
        <source>code: no Triton cache entry of a kernel named like %1 under %2 (give the folder that holds the run&apos;s Inductor or Triton cache, or --cache DIR)</source>
        <translation>code：%2 下没有名称类似 %1 的内核的 Triton 缓存条目（请给出存放该运行的 Inductor 或 Triton 缓存的文件夹，或使用 --cache DIR）</translation>
    </message>
    <message numerus="yes">
        <source>code: %1 matches %n cache entries; name one with --kernel or --variant:</source>
        <translation>
            <numerusform>code：%1 匹配 %n 个缓存条目；请用 --kernel 或 --variant 指定一个：</numerusform>
        </translation>
    </message>
    <message>
        <source>code: --line takes a line number of the kernel module, from 1</source>
        <translation>code：--line 需要内核模块的行号，从 1 开始</translation>
    </message>
    <message>
        <source>code: --find takes a text to look for</source>
        <translation>code：--find 需要要查找的文本</translation>
    </message>
    <message>
        <source>code: give --line or --find, not both (--stage narrows either to one stage)</source>
        <translation>code：请给出 --line 或 --find，不能同时给出（--stage 可将二者限定到一个阶段）</translation>
    </message>
    <message>
        <source>code: no stage %1; the stages are %2</source>
        <translation>code：没有阶段 %1；阶段有 %2</translation>
    </message>
    <message numerus="yes">
        <source>code: %1 has %n line(s); --line %2 is past its end</source>
        <translation>
            <numerusform>code：%1 共 %n 行；--line %2 超出末尾</numerusform>
        </translation>
    </message>
    <message>
        <source>code: %1 has no %2 stage: %3</source>
        <translation>code：%1 没有 %2 阶段：%3</translation>
    </message>
    <message>
        <source>not kept by this Triton</source>
        <translation>此版本 Triton 不保留</translation>
    </message>
    <message>
        <source>code: no cache entry of %1 has a hash starting %2; its entries:</source>
        <translation>code：%1 的缓存条目中没有以 %2 开头的哈希；其条目为：</translation>
    </message>
    <message>
        <source> (node groups from the generated code)</source>
        <translation>（节点分组来自生成的代码）</translation>
    </message>
</context>
<context>
    <name>cs::app::DropZone</name>
    <message>
        <source>Drop a trace log, a run folder or several rank logs here to open them as one run</source>
        <translation>将跟踪日志、运行文件夹或多个 rank 日志拖放到此处，作为一次运行打开</translation>
    </message>
</context>
<context>
    <name>cs::app::FindBar</name>
    <message>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>上一个匹配（Shift+F3）</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>下一个匹配（F3）</translation>
    </message>
    <message>
        <source>Close the find bar (Escape)</source>
        <translation>关闭查找栏（Esc）</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>查找：</translation>
    </message>
    <message>
        <source>Find in %1:</source>
        <translation>在%1中查找：</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>无匹配</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>第 %1 个，共 %2 个</translation>
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
        <source>Passes</source>
        <translation>编译遍</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>溯源</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>Every view of this window, to jump to one the tab bar has scrolled away</source>
        <translation>此窗口的所有视图，用于跳到标签栏已滚出视野的视图</translation>
    </message>
    <message>
        <source>Graph breaks (%1)</source>
        <translation>图中断（%1）</translation>
    </message>
    <message>
        <source>Graph breaks (%1 at %2)</source>
        <translation>图中断（%1 次，%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n site(s)</source>
        <translation>
            <numerusform>%n 处</numerusform>
        </translation>
    </message>
    <message>
        <source>Recompiles (%1)</source>
        <translation>重新编译（%1）</translation>
    </message>
    <message>
        <source>Recompiles (%1 in %2)</source>
        <translation>重新编译（%1 次，%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n function(s)</source>
        <translation>
            <numerusform>%n 个函数</numerusform>
        </translation>
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
        <translation>没有图中断</translation>
    </message>
    <message>
        <source>Every compiled frame was captured as one graph.</source>
        <translation>每个编译的帧都被完整捕获为一个图。</translation>
    </message>
    <message>
        <source>No recompiles</source>
        <translation>没有重新编译</translation>
    </message>
    <message>
        <source>No function was compiled more than once.</source>
        <translation>没有函数被编译超过一次。</translation>
    </message>
    <message>
        <source>No failures or restarts</source>
        <translation>没有失败或重启</translation>
    </message>
    <message>
        <source>Every compile finished, none restarted its analysis.</source>
        <translation>所有编译都已完成，没有编译重启过分析。</translation>
    </message>
    <message>
        <source>No messages</source>
        <translation>没有消息</translation>
    </message>
    <message>
        <source>Errors, warnings, rejected autotune candidates and perf hints appear here when the run has a TORCH_LOGS text log (stderr with TORCH_LOGS=perf_hints,... set).</source>
        <translation>当运行带有 TORCH_LOGS 文本日志（设置了 TORCH_LOGS=perf_hints,... 时的 stderr）时，错误、警告、被拒绝的自动调优候选和性能提示会显示在这里。</translation>
    </message>
    <message>
        <source>Fusion</source>
        <translation>融合</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Messages (%1)</source>
        <translation>消息（%1）</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Failures (%1) · recompile limit (%2) · restarts (%3)</source>
        <translation>失败（%1）· 重新编译上限（%2）· 重启（%3）</translation>
    </message>
    <message>
        <source>No CUDA graphs</source>
        <translation>没有 CUDA 图</translation>
    </message>
    <message>
        <source>No region was compiled with CUDA graphs (torch.compile mode &quot;reduce-overhead&quot; or &quot;max-autotune&quot;).</source>
        <translation>没有区域以 CUDA 图编译（torch.compile 模式 &quot;reduce-overhead&quot; 或 &quot;max-autotune&quot;）。</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA 图</translation>
    </message>
    <message>
        <source>CUDA graphs (%1 of %2 not captured whole)</source>
        <translation>CUDA 图（%2 个中 %1 个未完整捕获）</translation>
    </message>
    <message>
        <source>CUDA graphs (%1)</source>
        <translation>CUDA 图（%1）</translation>
    </message>
    <message>
        <source>What to fix first</source>
        <translation>优先修复的问题</translation>
    </message>
    <message numerus="yes">
        <source>Messages (%1: %n error(s))</source>
        <translation>
            <numerusform>消息（%1：%n 个错误）</numerusform>
        </translation>
    </message>
    <message>
        <source>Errors, PyTorch&apos;s perf hints and warnings from the run&apos;s TORCH_LOGS text: %1 of its %2 (info and debug messages are not listed; summary&apos;s &quot;messages&quot; counts them all)</source>
        <translation>运行的 TORCH_LOGS 文本中的错误、PyTorch 性能提示和警告：其 %2 中的 %1 条（info 和 debug 消息不列出；summary 的 “messages” 计入全部）</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n 条消息</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2 ranks</source>
        <translation>%1，分布在 %2 个 rank 上</translation>
    </message>
</context>
<context>
    <name>cs::app::GotoDialog</name>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Go to a compile id, function, file:line, kernel, graph node or break</source>
        <translation>转到编译 ID、函数、文件:行、内核、图节点或图中断</translation>
    </message>
    <message>
        <source>Open a run first</source>
        <translation>请先打开一个运行</translation>
    </message>
    <message numerus="yes">
        <source>%n entries: type to search, Enter opens</source>
        <translation>
            <numerusform>%n 个条目：输入以搜索，回车打开</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n 个匹配</numerusform>
        </translation>
    </message>
    <message>
        <source>indexing the graphs&apos; nodes…</source>
        <translation>正在索引图节点…</translation>
    </message>
</context>
<context>
    <name>cs::app::GotoIndex</name>
    <message>
        <source>compile</source>
        <translation>编译</translation>
    </message>
    <message>
        <source>graph break</source>
        <translation>图中断</translation>
    </message>
    <message>
        <source>recompiles</source>
        <translation>重新编译</translation>
    </message>
    <message>
        <source>function</source>
        <translation>函数</translation>
    </message>
    <message>
        <source>kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>source line</source>
        <translation>源代码行</translation>
    </message>
    <message>
        <source>graph node</source>
        <translation>图节点</translation>
    </message>
    <message>
        <source>rank %1: </source>
        <translation>rank %1：</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message numerus="yes">
        <source>%n recompile(s)</source>
        <translation>
            <numerusform>%n 次重新编译</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::app::LiveFollow</name>
    <message>
        <source>Stopped following %1: %2</source>
        <translation>已停止跟踪 %1：%2</translation>
    </message>
    <message>
        <source>%1 shrank (the job started again?): read again from its start</source>
        <translation>%1 变小了（作业重新开始？）：已从头重新读取</translation>
    </message>
    <message>
        <source>%1 was replaced by another file: read again</source>
        <translation>%1 已被另一个文件替换：已重新读取</translation>
    </message>
    <message>
        <source>%1 was rewritten: read again from its start</source>
        <translation>%1 已被重写：已从头重新读取</translation>
    </message>
    <message>
        <source>New trace log: %1</source>
        <translation>新的跟踪日志：%1</translation>
    </message>
    <message>
        <source>The trace log grew after it was opened: following it live</source>
        <translation>打开后跟踪日志又有写入：现在实时跟踪</translation>
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
    <message>
        <source>Open trace logs</source>
        <translation>打开跟踪日志</translation>
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
    <message>
        <source>&amp;A/B Benchmark…</source>
        <translation>A/B 基准测试(&amp;A)…</translation>
    </message>
    <message>
        <source>A/B — %1</source>
        <translation>A/B — %1</translation>
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
        <translation>打开一个跟踪日志或运行文件夹，或将其拖放到这里。</translation>
    </message>
    <message>
        <source>Compare &amp;With…</source>
        <translation>比较对象(&amp;W)…</translation>
    </message>
    <message>
        <source>Open a run first: the report is made from it.</source>
        <translation>请先打开一个运行：报告由它生成。</translation>
    </message>
    <message>
        <source>%1 %2 s left</source>
        <translation>%1 剩余 %2 s</translation>
    </message>
    <message>
        <source>No compile ids</source>
        <translation>没有编译 ID</translation>
    </message>
    <message>
        <source>This run&apos;s traces hold no torch.compile frames (an export or AOTInductor trace, or other files only); its inputs are listed in the Inputs view.</source>
        <translation>此运行的跟踪中没有 torch.compile 帧（是 export 或 AOTInductor 跟踪，或只有其他文件）；其输入列在“输入”视图中。</translation>
    </message>
    <message>
        <source>Compare the loaded run with</source>
        <translation>将已加载的运行与之比较</translation>
    </message>
    <message>
        <source>Choose the two runs to compare</source>
        <translation>选择要比较的两个运行</translation>
    </message>
    <message numerus="yes">
        <source>Choose two runs to compare (you chose %n).</source>
        <translation>
            <numerusform>请选择两个要比较的运行（您选择了 %n 个）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Open the &amp;Sample Run</source>
        <translation>打开示例运行(&amp;S)</translation>
    </message>
    <message>
        <source>A small trace with graph breaks and recompiles, shipped with CompileScope</source>
        <translation>CompileScope 自带的小型跟踪，含图中断和重新编译</translation>
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
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Coverage: %1</source>
        <translation>覆盖率：%1</translation>
    </message>
    <message>
        <source>Recorded: %1</source>
        <translation>已录制：%1</translation>
    </message>
    <message>
        <source>Run manifest not read: %1</source>
        <translation>未能读取运行清单：%1</translation>
    </message>
    <message>
        <source>CompileScope — Fleet: %1</source>
        <translation>CompileScope — 集群：%1</translation>
    </message>
    <message>
        <source>Fleet store %1</source>
        <translation>集群存储 %1</translation>
    </message>
    <message>
        <source>No Fleet view section %1; there are: %2</source>
        <translation>集群视图中没有 %1 部分；现有：%2</translation>
    </message>
    <message>
        <source>Could not open the fleet store</source>
        <translation>无法打开集群存储</translation>
    </message>
    <message>
        <source>Run not found</source>
        <translation>找不到运行</translation>
    </message>
    <message>
        <source>Opening the fleet store %1…</source>
        <translation>正在打开集群存储 %1…</translation>
    </message>
    <message>
        <source>PyTorch outputs and fleet stores (*.log *.txt *.gz *.zst *.json *.pt2 *.py fleet.sqlite);;All files (*)</source>
        <translation>PyTorch 输出和集群存储 (*.log *.txt *.gz *.zst *.json *.pt2 *.py fleet.sqlite);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot open the A/B folder: %1</source>
        <translation>无法打开 A/B 文件夹：%1</translation>
    </message>
    <message>
        <source>Open failed</source>
        <translation>打开失败</translation>
    </message>
    <message numerus="yes">
        <source>%1: an A/B of %n compiled region(s), in its own window</source>
        <translation>
            <numerusform>%1：包含 %n 个编译区域的 A/B，在单独的窗口中</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Export Report…</source>
        <translation>导出报告(&amp;E)…</translation>
    </message>
    <message>
        <source>CompileScope &amp;Manual</source>
        <translation>CompileScope 手册(&amp;M)</translation>
    </message>
    <message>
        <source>Open Rece&amp;nt</source>
        <translation>最近打开(&amp;N)</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1：%2，%3</translation>
    </message>
    <message numerus="yes">
        <source>%n compile id(s)</source>
        <translation>
            <numerusform>%n 个编译 ID</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n diagnostic(s)</source>
        <translation>
            <numerusform>%n 条诊断</numerusform>
        </translation>
    </message>
    <message>
        <source>No compile id %1 in this run: the first compile id is selected instead.</source>
        <translation>此运行中没有编译 ID %1：改为选中第一个编译 ID。</translation>
    </message>
    <message>
        <source>no compile id %1 in this run</source>
        <translation>此运行中没有编译 ID %1</translation>
    </message>
</context>
<context>
    <name>cs::app::ManualWindow</name>
    <message>
        <source>CompileScope Manual</source>
        <translation>CompileScope 手册</translation>
    </message>
    <message>
        <source>Search the manual</source>
        <translation>搜索手册</translation>
    </message>
    <message>
        <source>The manual is missing from this installation.</source>
        <translation>此安装中缺少手册。</translation>
    </message>
    <message>
        <source>Nothing in the manual matches “%1”.</source>
        <translation>手册中没有与“%1”匹配的内容。</translation>
    </message>
</context>
<context>
    <name>cs::app::Navigator</name>
    <message>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message numerus="yes">
        <source>Live: %n new compile id(s)</source>
        <translation>
            <numerusform>实时：%n 个新的编译 ID</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Live: %n new record(s)</source>
        <translation>
            <numerusform>实时：%n 条新记录</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>查找(&amp;F)…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>查找下一个(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>转到(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>后退(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>前进(&amp;F)</translation>
    </message>
    <message>
        <source>Go to &amp;Anything…</source>
        <translation>转到任意项(&amp;A)…</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>Follow &amp;Live Run</source>
        <translation>跟踪进行中的运行(&amp;L)</translation>
    </message>
    <message>
        <source>Show new compile ids, graph breaks and recompiles as the run&apos;s trace logs are written</source>
        <translation>在运行的跟踪日志写入时显示新的编译 ID、图中断和重新编译</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>Compiles</source>
        <translation>编译</translation>
    </message>
    <message>
        <source>Find in &amp;Compile List…</source>
        <translation>在编译列表中查找(&amp;C)…</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>查找上一个(&amp;V)</translation>
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
        <translation> s</translation>
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
    <message numerus="yes">
        <source>%n exported program(s)</source>
        <translation>
            <numerusform>%n 个导出程序</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n .pt2 package(s)</source>
        <translation>
            <numerusform>%n 个 .pt2 包</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recompile limit hit(s)</source>
        <translation>
            <numerusform>%n 次达到重新编译上限</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::app::ReportDialog</name>
    <message>
        <source>Export Report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>章节</translation>
    </message>
    <message>
        <source>HTML — one file, opens in any browser</source>
        <translation>HTML — 单个文件，可在任何浏览器中打开</translation>
    </message>
    <message>
        <source>Markdown — for a pull-request comment</source>
        <translation>Markdown — 用于拉取请求评论</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>JSON — the same facts, for tools</source>
        <translation>JSON — 相同的内容，供工具使用</translation>
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
        <translation>无：内核将不带时间列出</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Profile Database</source>
        <translation>性能数据库</translation>
    </message>
    <message>
        <source>SQLite databases (*.db *.sqlite);;All files (*)</source>
        <translation>SQLite 数据库 (*.db *.sqlite);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>Paper (PDF):</source>
        <translation>纸张 (PDF)：</translation>
    </message>
    <message>
        <source>Profile database:</source>
        <translation>性能数据库：</translation>
    </message>
    <message>
        <source>Gathering the report…</source>
        <translation>正在汇集报告…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message numerus="yes">
        <source>%n section(s); %1 compiles, %2 graph breaks, %3 recompiles.</source>
        <translation>
            <numerusform>%n 个章节；%1 次编译，%2 个图中断，%3 次重新编译。</numerusform>
        </translation>
    </message>
    <message>
        <source>The report is not ready yet.</source>
        <translation>报告尚未准备好。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Saved %1 (%2 bytes).</source>
        <translation>已保存 %1（%2 字节）。</translation>
    </message>
    <message>
        <source>Save Report</source>
        <translation>保存报告</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 文件 (*.%2)</translation>
    </message>
    <message>
        <source>Gathering the report</source>
        <translation>正在汇总报告</translation>
    </message>
    <message>
        <source>Give a run to compare with above</source>
        <translation>请在上方给出要比较的运行</translation>
    </message>
    <message>
        <source>Give an A/B folder above</source>
        <translation>请在上方给出 A/B 文件夹</translation>
    </message>
    <message>
        <source>none: a run folder or trace to compare this run with (B)</source>
        <translation>无：用于与本运行比较的运行文件夹或跟踪（B）</translation>
    </message>
    <message>
        <source>This run is A; B is anything Compare Runs opens. The report adds what changed: graph breaks, recompiles, compile time per phase, graphs and fusion, significant time differences, kernels only in one run.</source>
        <translation>本运行为 A；B 可以是“比较运行”能打开的任何内容。报告将加入变化：图中断、重新编译、各阶段编译时间、图与融合、显著的时间差异、仅在一次运行中的内核。</translation>
    </message>
    <message>
        <source>none: a folder made by an A/B benchmark</source>
        <translation>无：A/B 基准测试生成的文件夹</translation>
    </message>
    <message>
        <source>The report adds each compiled region&apos;s verdict per mode: speedup with its interval, compile cost, break-even, parity.</source>
        <translation>报告将加入每个编译区域在各模式下的结论：加速比及其区间、编译开销、回本点、数值一致性。</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>比较对象：</translation>
    </message>
    <message>
        <source>Compare With</source>
        <translation>比较对象</translation>
    </message>
    <message>
        <source>A/B folder:</source>
        <translation>A/B 文件夹：</translation>
    </message>
    <message>
        <source>A/B Folder</source>
        <translation>A/B 文件夹</translation>
    </message>
    <message>
        <source>File…</source>
        <translation>文件…</translation>
    </message>
    <message>
        <source>Traces (*.log *.log.zst *.log.gz *.json *.json.gz *.json.zst);;All files (*)</source>
        <translation>跟踪文件 (*.log *.log.zst *.log.gz *.json *.json.gz *.json.zst);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Folder…</source>
        <translation>文件夹…</translation>
    </message>
    <message>
        <source>Could not be read (see Notes): </source>
        <translation>无法读取（见说明）：</translation>
    </message>
    <message>
        <source>This run has one trace log: no ranks to compare</source>
        <translation>此运行只有一个跟踪日志：没有可比较的 rank</translation>
    </message>
</context>
<context>
    <name>cs::app::RowActions</name>
    <message>
        <source>%1 is not on this machine</source>
        <translation>%1 不在本机上</translation>
    </message>
    <message>
        <source>Could not start the editor “%1” (Preferences: editor command)</source>
        <translation>无法启动编辑器“%1”（首选项：编辑器命令）</translation>
    </message>
    <message>
        <source>Opened %1 in the editor</source>
        <translation>已在编辑器中打开 %1</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy as JSON</source>
        <translation>复制为 JSON</translation>
    </message>
    <message>
        <source>Open Source in Editor</source>
        <translation>在编辑器中打开源代码</translation>
    </message>
    <message>
        <source>Reveal in File Manager</source>
        <translation>在文件管理器中显示</translation>
    </message>
    <message>
        <source>The file is not on this machine</source>
        <translation>该文件不在本机上</translation>
    </message>
</context>
<context>
    <name>cs::app::RunPicker</name>
    <message>
        <source>Runs: folders, trace logs, TORCH_LOGS text, profile databases (*)</source>
        <translation>运行：文件夹、跟踪日志、TORCH_LOGS 文本、性能分析数据库 (*)</translation>
    </message>
    <message>
        <source>Trace logs (*.log *.txt *.gz *.zst *.json *.pt2)</source>
        <translation>跟踪日志 (*.log *.txt *.gz *.zst *.json *.pt2)</translation>
    </message>
    <message>
        <source>Profile databases (*.db)</source>
        <translation>性能分析数据库 (*.db)</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>选择(&amp;C)</translation>
    </message>
    <message>
        <source>File or folder:</source>
        <translation>文件或文件夹：</translation>
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
        <source>Folder</source>
        <translation>文件夹</translation>
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
    <message>
        <source>&amp;Recent runs</source>
        <translation>最近的运行(&amp;R)</translation>
    </message>
</context>
<context>
    <name>cs::diff::ExportDiff</name>
    <message>
        <source>%1: only in %2</source>
        <translation>%1：仅在 %2 中</translation>
    </message>
    <message>
        <source>the same inputs and outputs in another order</source>
        <translation>相同的输入和输出，顺序不同</translation>
    </message>
    <message>
        <source>Exported program %1: %2 → %3 nodes</source>
        <translation>导出程序 %1：%2 → %3 个节点</translation>
    </message>
    <message>
        <source>, unchanged
</source>
        <translation>，未改变
</translation>
    </message>
    <message>
        <source>  … %1 removed, %2 added in all
</source>
        <translation>  … 共删除 %1 个，新增 %2 个
</translation>
    </message>
    <message>
        <source>  signature: %1
</source>
        <translation>  签名：%1
</translation>
    </message>
    <message>
        <source>  range: %1
</source>
        <translation>  范围：%1
</translation>
    </message>
    <message>
        <source>only A holds an exported program: %1</source>
        <translation>只有 A 含有导出程序：%1</translation>
    </message>
    <message>
        <source>only B holds an exported program: %1</source>
        <translation>只有 B 含有导出程序：%1</translation>
    </message>
    <message>
        <source>Exported program: %1
</source>
        <translation>导出程序：%1
</translation>
    </message>
    <message>
        <source>  … %1 changed in all
</source>
        <translation>  … 共 %1 处更改
</translation>
    </message>
    <message>
        <source>%1&apos;s program is damaged (%2): what differs may be the damage</source>
        <translation>%1 的程序已损坏（%2）：差异可能来自损坏</translation>
    </message>
    <message>
        <source>  note: %1
</source>
        <translation>  注意：%1
</translation>
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
    <message numerus="yes">
        <source>left running   %n process(es) the command left behind were stopped</source>
        <translation>
            <numerusform>仍在运行       命令遗留的 %n 个进程已被结束</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>survivors      %n process(es) outlived SIGKILL: %1</source>
        <translation>
            <numerusform>残留进程       %n 个进程在 SIGKILL 后仍存活：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>TORCH_LOGS     torch_logs.txt (stderr, %1; %n log line(s) not shown live)</source>
        <translation>
            <numerusform>TORCH_LOGS     torch_logs.txt（标准错误，%1；%n 行日志未实时显示）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::viewers::AbCharts</name>
    <message>
        <source>call</source>
        <translation>调用</translation>
    </message>
    <message>
        <source>time per call (ms, log scale)</source>
        <translation>每次调用的时间（ms，对数刻度）</translation>
    </message>
    <message>
        <source>steady calls</source>
        <translation>稳态调用</translation>
    </message>
    <message>
        <source>time per steady call (ms)</source>
        <translation>每次稳态调用的时间（ms）</translation>
    </message>
    <message>
        <source>%1: 10th–90th percentile</source>
        <translation>%1：第 10 至 90 百分位</translation>
    </message>
    <message>
        <source>%1: outliers</source>
        <translation>%1：离群值</translation>
    </message>
    <message>
        <source>CUDA-event time per call (ms, log scale)</source>
        <translation>每次调用的 CUDA 事件时间（ms，对数刻度）</translation>
    </message>
    <message>
        <source>CUDA-event time per steady call (ms)</source>
        <translation>每次稳态调用的 CUDA 事件时间（ms）</translation>
    </message>
</context>
<context>
    <name>cs::viewers::AbDialog</name>
    <message>
        <source>A/B Benchmark</source>
        <translation>A/B 基准测试</translation>
    </message>
    <message>
        <source>python train.py --steps 200</source>
        <translation>python train.py --steps 200</translation>
    </message>
    <message>
        <source>Your command, unchanged: it runs once per mode and process with the A/B probe on PYTHONPATH. Quote arguments that hold spaces.</source>
        <translation>您的命令，原样运行：每种模式、每个进程各运行一次，PYTHONPATH 上带有 A/B 探针。含空格的参数请加引号。</translation>
    </message>
    <message>
        <source>a new folder compilescope-ab-&lt;date&gt;-&lt;time&gt; in the working folder</source>
        <translation>工作文件夹中的新文件夹 compilescope-ab-&lt;date&gt;-&lt;time&gt;</translation>
    </message>
    <message>
        <source>Results are added to this SQLite database, so runs accumulate; empty: not saved.</source>
        <translation>结果会添加到此 SQLite 数据库，多次运行可累积；留空则不保存。</translation>
    </message>
    <message>
        <source>The baseline: torch.compile switched off. It always runs.</source>
        <translation>基线：关闭 torch.compile。它总会运行。</translation>
    </message>
    <message>
        <source>Processes per mode, run interleaved, so that differences between processes show.</source>
        <translation>每种模式的进程数，交错运行，以便显示进程之间的差异。</translation>
    </message>
    <message>
        <source>detect</source>
        <translation>自动检测</translation>
    </message>
    <message>
        <source> calls</source>
        <translation> 次调用</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source> s per process</source>
        <translation> s/进程</translation>
    </message>
    <message>
        <source>cold: a fresh cache per process</source>
        <translation>cold：每个进程一个全新缓存</translation>
    </message>
    <message>
        <source>shared: one cache for all processes</source>
        <translation>shared：所有进程共用一个缓存</translation>
    </message>
    <message>
        <source>user: your own cache settings</source>
        <translation>user：使用您自己的缓存设置</translation>
    </message>
    <message>
        <source>Check &amp;parity: compare the first 3 calls of every region with eager</source>
        <translation>检查一致性(&amp;P)：将每个区域的前 3 次调用与 eager 比较</translation>
    </message>
    <message>
        <source>Also &amp;record one run per mode (to open compile ids, graph breaks and kernels)</source>
        <translation>另外为每种模式录制一次运行(&amp;R)（用于打开编译 ID、图中断和内核）</translation>
    </message>
    <message>
        <source>Show the command&apos;s output</source>
        <translation>显示命令的输出</translation>
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
        <source>Choose a Script</source>
        <translation>选择脚本</translation>
    </message>
    <message>
        <source>Python scripts (*.py);;All files (*)</source>
        <translation>Python 脚本 (*.py);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Choose a Folder</source>
        <translation>选择文件夹</translation>
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
        <source>A/B &amp;folder:</source>
        <translation>A/B 文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>Modes:</source>
        <translation>模式：</translation>
    </message>
    <message>
        <source>P&amp;rocesses:</source>
        <translation>进程数(&amp;R)：</translation>
    </message>
    <message>
        <source>W&amp;arm-up:</source>
        <translation>预热(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Time limit:</source>
        <translation>时间限制(&amp;T)：</translation>
    </message>
    <message>
        <source>C&amp;ache:</source>
        <translation>缓存(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>数据库(&amp;D)：</translation>
    </message>
    <message>
        <source>Each process appears here as it starts and ends.</source>
        <translation>每个进程开始和结束时都会显示在这里。</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>就绪。</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Open A/B Folder…</source>
        <translation>打开 A/B 文件夹(&amp;O)…</translation>
    </message>
    <message>
        <source>A/B folder: %1</source>
        <translation>A/B 文件夹：%1</translation>
    </message>
    <message>
        <source>%1: recording (pid %2)</source>
        <translation>%1：录制中（pid %2）</translation>
    </message>
    <message>
        <source>%1 #%2 started (pid %3)</source>
        <translation>%1 #%2 已启动（pid %3）</translation>
    </message>
    <message>
        <source>%1 #%2: %3 in %4 s</source>
        <translation>%1 #%2：%3，用时 %4 s</translation>
    </message>
    <message>
        <source>%1 of %2 processes done</source>
        <translation>已完成 %1/%2 个进程</translation>
    </message>
    <message>
        <source>Type the command to benchmark, e.g. python train.py</source>
        <translation>请输入要测试的命令，例如 python train.py</translation>
    </message>
    <message>
        <source>The command line has an %1.</source>
        <translation>命令行有误：%1。</translation>
    </message>
    <message>
        <source>Choose at least one compile mode to compare with eager.</source>
        <translation>请至少选择一种与 eager 比较的编译模式。</translation>
    </message>
    <message>
        <source>A/B of %1: %2</source>
        <translation>%1 的 A/B：%2</translation>
    </message>
    <message>
        <source>Saved as A/B run %1 in %2.</source>
        <translation>已保存为 %2 中的 A/B 运行 %1。</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Could not run the A/B: %1</source>
        <translation>无法运行 A/B：%1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>Open an A/B Folder</source>
        <translation>打开 A/B 文件夹</translation>
    </message>
    <message>
        <source>Could not open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>A/B benchmark</source>
        <translation>A/B 基准测试</translation>
    </message>
    <message>
        <source>%1 (recording)</source>
        <translation>%1（录制）</translation>
    </message>
    <message>
        <source>%1 running for %2 s</source>
        <translation>%1 已运行 %2 s</translation>
    </message>
    <message>
        <source>, %1 of about %2 calls</source>
        <translation>，约 %2 次调用中的 %1 次</translation>
    </message>
    <message>
        <source>, %1 calls</source>
        <translation>，%1 次调用</translation>
    </message>
    <message>
        <source>%1 s so far</source>
        <translation>已用 %1 s</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>约剩 %1 s</translation>
    </message>
    <message>
        <source>every CPU this process may use (%1)</source>
        <translation>本进程可用的所有 CPU（%1）</translation>
    </message>
    <message numerus="yes">
        <source>E&amp;xplain why a mode is slower: trace %n steady call(s) per region in the last process of each mode (those calls are not measured)</source>
        <translation>
            <numerusform>解释模式为何更慢(&amp;X)：在每个模式的最后一个进程中，每个区域跟踪 %n 次稳态调用（这些调用不计入测量）</numerusform>
        </translation>
    </message>
    <message>
        <source>CP&amp;Us:</source>
        <translation>CPU(&amp;U)：</translation>
    </message>
    <message>
        <source>CPUs: %1</source>
        <translation>CPU：%1</translation>
    </message>
    <message>
        <source>Every process is pinned to these CPUs, as 2-5 or 0,2,4: the same set for all, so no process runs on CPUs the others did not (a shared machine&apos;s CPUs are not alike).</source>
        <translation>每个进程都绑定到这些 CPU，如 2-5 或 0,2,4：所有进程使用同一组，使任何进程都不会运行在其他进程未用过的 CPU 上（共享机器的各 CPU 并不相同）。</translation>
    </message>
</context>
<context>
    <name>cs::viewers::AbResultsModel</name>
    <message>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Steady median</source>
        <translation>稳态中位数</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% 区间</translation>
    </message>
    <message>
        <source>Speedup [95%]</source>
        <translation>加速比 [95%]</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>预热</translation>
    </message>
    <message>
        <source>Compile</source>
        <translation>编译</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>回本点</translation>
    </message>
    <message>
        <source>Recompiles</source>
        <translation>重新编译</translation>
    </message>
    <message>
        <source>Parity</source>
        <translation>一致性</translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation>峰值内存</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>%1 calls, %2</source>
        <translation>%1 次调用，%2</translation>
    </message>
    <message>
        <source>immediate</source>
        <translation>立即</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>参照</translation>
    </message>
    <message>
        <source>failed %1 of %2</source>
        <translation>%2 次中失败 %1 次</translation>
    </message>
    <message>
        <source>ok (%1)</source>
        <translation>正常（%1）</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>已跳过</translation>
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
        <translation>选择一行以查看其数字的文字说明。</translation>
    </message>
    <message>
        <source>&amp;Compile IDs</source>
        <translation>编译 ID(&amp;C)</translation>
    </message>
    <message>
        <source>Graph &amp;Breaks</source>
        <translation>图中断(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Kernels</source>
        <translation>内核(&amp;K)</translation>
    </message>
    <message>
        <source>Opens this region in the run recorded for this mode (ab --record).</source>
        <translation>在为此模式录制的运行中打开此区域（ab --record）。</translation>
    </message>
    <message>
        <source>Recorded run:</source>
        <translation>录制的运行：</translation>
    </message>
    <message>
        <source>No A/B loaded.</source>
        <translation>未加载 A/B。</translation>
    </message>
    <message>
        <source>A/B of %1 — %2</source>
        <translation>%1 的 A/B — %2</translation>
    </message>
    <message>
        <source>no GPU used</source>
        <translation>未使用 GPU</translation>
    </message>
    <message>
        <source>Gate: %1</source>
        <translation>门禁：%1</translation>
    </message>
    <message>
        <source>%1 (%2), compiled at %3 — %4</source>
        <translation>%1（%2），编译位置 %3 — %4</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>结论：%1</translation>
    </message>
    <message>
        <source>The warm-up did not clearly end in every process (the detection stopped at half the calls): let the script make more calls.</source>
        <translation>并非每个进程的预热都明确结束（检测在一半调用处停止）：请让脚本进行更多调用。</translation>
    </message>
    <message>
        <source>Noisy: the spread of the steady calls (IQR) is %1% of their median.</source>
        <translation>噪声较大：稳态调用的离散度（IQR）为其中位数的 %1%。</translation>
    </message>
    <message>
        <source>Saving per call: %1 [%2, %3]</source>
        <translation>每次调用节省：%1 [%2, %3]</translation>
    </message>
    <message>
        <source>Warm-up: %1 calls (%2), %3; compile %4; first call %5; first steady call %6 s after the process started</source>
        <translation>预热：%1 次调用（%2），%3；编译 %4；首次调用 %5；首次稳态调用在进程启动后 %6 s</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>已修复</translation>
    </message>
    <message>
        <source>detected</source>
        <translation>自动检测</translation>
    </message>
    <message>
        <source>Break-even: %1 calls [%2, %3]</source>
        <translation>回本点：%1 次调用 [%2, %3]</translation>
    </message>
    <message>
        <source>Compile ids: %1; recompiles: %2</source>
        <translation>编译 ID：%1；重新编译：%2</translation>
    </message>
    <message>
        <source>Parity: %1 calls checked, %2 failed</source>
        <translation>一致性：检查了 %1 次调用，%2 次失败</translation>
    </message>
    <message>
        <source>; max abs error %1</source>
        <translation>；最大绝对误差 %1</translation>
    </message>
    <message>
        <source>, max rel error %1</source>
        <translation>，最大相对误差 %1</translation>
    </message>
    <message>
        <source> (worst: %1)</source>
        <translation>（最差：%1）</translation>
    </message>
    <message>
        <source>; %1 not checked: %2</source>
        <translation>；%1 次未检查：%2</translation>
    </message>
    <message>
        <source>RSS %1</source>
        <translation>RSS %1</translation>
    </message>
    <message>
        <source>GPU allocated %1, reserved %2</source>
        <translation>GPU 已分配 %1，已预留 %2</translation>
    </message>
    <message>
        <source>Peak memory per process: %1</source>
        <translation>每个进程的峰值内存：%1</translation>
    </message>
    <message>
        <source>End of the failed process&apos;s stderr:</source>
        <translation>失败进程 stderr 的末尾：</translation>
    </message>
    <message>
        <source>Recorded run: %1 (compile ids %2)</source>
        <translation>录制的运行：%1（编译 ID %2）</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>%1: every call, per process</source>
        <translation>%1：每次调用，按进程</translation>
    </message>
    <message>
        <source>Steady calls</source>
        <translation>稳态调用</translation>
    </message>
    <message>
        <source>From stderr: %1</source>
        <translation>来自 stderr：%1</translation>
    </message>
    <message>
        <source>; arguments and buffers compared after the call: %1</source>
        <translation>；调用后比较的参数和缓冲区：%1</translation>
    </message>
    <message>
        <source>; it draws random numbers (compared from the same generator state)</source>
        <translation>；它会抽取随机数（从相同的生成器状态开始比较）</translation>
    </message>
    <message>
        <source>parity checks %1 more on the GPU, not counted</source>
        <translation>一致性检查在 GPU 上多用 %1，不计入</translation>
    </message>
    <message>
        <source>The peak RSS includes the parity checks&apos; copies and comparisons.</source>
        <translation>RSS 峰值包含一致性检查的副本和比较。</translation>
    </message>
    <message>
        <source>Notes from this mode&apos;s stderr:</source>
        <translation>来自该模式 stderr 的提示：</translation>
    </message>
    <message>
        <source>%1: %2 calls per process — running median, 10–90% band, outliers as dots</source>
        <translation>%1：每个进程 %2 次调用 — 滑动中位数、10–90% 区间带，离群值为点</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>原因？</translation>
    </message>
    <message>
        <source>Select a compiled mode: Why? explains a mode that is slower than eager or not clearly faster.</source>
        <translation>请选择一个编译模式：“原因？”解释比 eager 慢或未明显更快的模式。</translation>
    </message>
    <message>
        <source>%1 is faster than eager and pays off in this run: nothing to explain.</source>
        <translation>%1 比 eager 快，并在本次运行中回本：无需解释。</translation>
    </message>
    <message>
        <source>This A/B ran without --why: no profiler traces, so overhead, graph breaks and kernels cannot be measured (run ab --why).</source>
        <translation>此 A/B 运行时未使用 --why：没有性能分析器跟踪，因此无法测量开销、图中断和内核（请运行 ab --why）。</translation>
    </message>
    <message>
        <source>No speedup to give: the processes disagree; eager ÷ this mode from %1 to %2 between process pairs</source>
        <translation>无法给出加速比：各进程结果不一致；进程对之间 eager ÷ 此模式从 %1 到 %2</translation>
    </message>
    <message>
        <source>Probe file: %1</source>
        <translation>探针文件：%1</translation>
    </message>
    <message>
        <source>Measured as CUDA-event time (the call&apos;s span on its stream, idle gaps included; not the GPU&apos;s busy time); host time per call (wall clock, launches queued) %1</source>
        <translation>以 CUDA 事件时间测量（调用在其流上的跨度，包含空闲间隙；不是 GPU 的忙碌时间）；每次调用的主机时间（挂钟，启动已排队）%1</translation>
    </message>
    <message>
        <source>Measured as wall time per call (time.perf_counter around the call)</source>
        <translation>以每次调用的挂钟时间测量（调用前后的 time.perf_counter）</translation>
    </message>
    <message>
        <source>It compiles again on %1 of its %2 calls after the warm-up: those calls, compiles included, are its steady calls.</source>
        <translation>预热后 %2 次调用中有 %1 次重新编译：这些调用（包含编译）就是它的稳态调用。</translation>
    </message>
    <message>
        <source>%1 was not measured in this region (its processes failed or made no steady call): nothing to explain; its failures are in the header above.</source>
        <translation>%1 在此区域未被测量（其进程失败或没有稳态调用）：无需解释；其失败信息见上方标题。</translation>
    </message>
    <message>
        <source>eager was not measured in this region: nothing to compare %1 with.</source>
        <translation>eager 在此区域未被测量：没有可与 %1 比较的对象。</translation>
    </message>
    <message>
        <source>End of its stderr:</source>
        <translation>其 stderr 的结尾：</translation>
    </message>
    <message>
        <source>%1: %2. The analysis found no cause to show for it.</source>
        <translation>%1：%2。分析没有找到可以显示的原因。</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es) per mode, interleaved</source>
        <translation>
            <numerusform>每种模式 %n 个进程，交错运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n process(es) failed: %3</source>
        <translation>
            <numerusform>%1：%n 个进程中有 %2 个失败：%3</numerusform>
        </translation>
    </message>
    <message>
        <source>pinned to CPUs %1</source>
        <translation>绑定到 CPU %1</translation>
    </message>
    <message>
        <source>Steady state: %1, 95% interval %2 – %3 (processes resampled, then their calls), %4 calls; per process %5; calls within a process vary by %6%</source>
        <translation>稳态：%1，95% 区间 %2 – %3（先重抽进程，再重抽其调用），%4 次调用；各进程 %5；单个进程内的调用波动 %6%</translation>
    </message>
    <message>
        <source>Noise: %1</source>
        <translation>噪声：%1</translation>
    </message>
    <message>
        <source>Speedup over eager: %1 [%2, %3] (eager&apos;s median ÷ this mode&apos;s; the interval with the process as the unit)</source>
        <translation>相对 eager 的加速比：%1 [%2, %3]（eager 的中位数 ÷ 该模式的；区间以进程为单位）</translation>
    </message>
    <message>
        <source>; no p-value: the verdict is undecided</source>
        <translation>；无 p 值：结论未定</translation>
    </message>
    <message>
        <source>; p %1 (bootstrap over processes)</source>
        <translation>；p %1（按进程自助法）</translation>
    </message>
</context>
<context>
    <name>cs::viewers::AttemptNote</name>
    <message>
        <source>Compile %1 in the compile tree: Dynamo restarted its analysis, and its attempt %2 (PyTorch counts from 0) made this graph.</source>
        <translation>编译树中的编译 %1：Dynamo 重新开始了分析，这个图由其第 %2 次尝试（PyTorch 从 0 开始计数）生成。</translation>
    </message>
</context>
<context>
    <name>cs::viewers::AutotunePane</name>
    <message>
        <source>Every autotuning choice of the run (select a kernel for its own):</source>
        <translation>本次运行的每个自动调优选择（选中一个内核可只看它自己的）：</translation>
    </message>
    <message>
        <source>%1 [%2]: no autotuning recorded for this kernel (one config, or not logged). The run&apos;s other choices:</source>
        <translation>%1 [%2]：此内核没有自动调优记录（只有一个配置，或未写入日志）。本次运行的其他选择：</translation>
    </message>
    <message>
        <source>%1 [%2]: how it was chosen</source>
        <translation>%1 [%2]：它是如何被选出的</translation>
    </message>
    <message>
        <source>Reading the run&apos;s autotuning…</source>
        <translation>正在读取本次运行的自动调优…</translation>
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
        <translation>%1：丢弃 %2 s</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source>Host time in the breaking compiles&apos; regions outside their compiled graphs, summed over every call in the profiler traces loaded with the run</source>
        <translation>发生中断的编译所在区域中、编译图之外的主机时间，对随该运行加载的性能分析器跟踪中的每次调用求和</translation>
    </message>
    <message>
        <source>Compile time the break added: the tracing Dynamo threw away when the break restarted its analysis (dynamo_time_before_restart_s of each compile that hit it)</source>
        <translation>该中断增加的编译时间：中断使 Dynamo 重启分析时丢弃的追踪时间（每个遇到它的编译的 dynamo_time_before_restart_s）</translation>
    </message>
    <message>
        <source>Compile time of the compile ids that hit the break and of the resume functions it created. Not caused by the break alone: without it the same code would still compile, as one frame</source>
        <translation>遇到该中断的编译 ID 及其产生的恢复函数的编译时间。并非仅由中断造成：没有它，同样的代码仍会被编译，只是作为一个帧</translation>
    </message>
    <message>
        <source>Added compile time</source>
        <translation>增加的编译时间</translation>
    </message>
    <message>
        <source>Compiles around it</source>
        <translation>相关编译</translation>
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
        <translation>A：%1</translation>
    </message>
    <message>
        <source>(not in A)</source>
        <translation>（不在 A 中）</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B：%1</translation>
    </message>
    <message>
        <source>(not in B)</source>
        <translation>（不在 B 中）</translation>
    </message>
    <message>
        <source>Split: %1 → %2</source>
        <translation>拆分：%1 → %2</translation>
    </message>
    <message>
        <source>Merged: %1 → %2</source>
        <translation>合并：%1 → %2</translation>
    </message>
</context>
<context>
    <name>cs::viewers::CompareHeadline</name>
    <message>
        <source>No change found.</source>
        <translation>未发现变化。</translation>
    </message>
    <message>
        <source>failures %1</source>
        <translation>失败 %1</translation>
    </message>
    <message>
        <source>graph breaks %1</source>
        <translation>图中断 %1</translation>
    </message>
    <message>
        <source>graph breaks: %1 fixed, %2 new</source>
        <translation>图中断：修复 %1 个，新增 %2 个</translation>
    </message>
    <message>
        <source>recompiles %1</source>
        <translation>重新编译 %1</translation>
    </message>
    <message>
        <source>recompiles %1, other guards failed</source>
        <translation>重新编译 %1，失败的守卫不同</translation>
    </message>
    <message>
        <source>compiles %1</source>
        <translation>编译 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n compile(s) changed</source>
        <translation>
            <numerusform>%n 个编译有变化</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n graph(s) changed</source>
        <translation>
            <numerusform>%n 个图有变化</numerusform>
        </translation>
    </message>
    <message>
        <source>kernels %1</source>
        <translation>内核 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s) with other code</source>
        <translation>
            <numerusform>%n 个内核代码不同</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n faster</source>
        <translation>
            <numerusform>%n 个更快</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slower</source>
        <translation>
            <numerusform>%n 个更慢</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>guards of %n compile(s) changed</source>
        <translation>
            <numerusform>%n 个编译的守卫有变化</numerusform>
        </translation>
    </message>
    <message>
        <source>The runs differ.</source>
        <translation>两次运行有差异。</translation>
    </message>
    <message>
        <source>The runs differ: %1.</source>
        <translation>两次运行有差异：%1。</translation>
    </message>
    <message>
        <source>Not compared: a side could not be read.</source>
        <translation>未比较：有一方无法读取。</translation>
    </message>
</context>
<context>
    <name>cs::viewers::CompareWindow</name>
    <message>
        <source>Compare runs</source>
        <translation>比较运行</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>正在比较…</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Compiles</source>
        <translation>编译</translation>
    </message>
    <message>
        <source>Breaks, recompiles, failures</source>
        <translation>中断、重新编译、失败</translation>
    </message>
    <message>
        <source>Graphs</source>
        <translation>图</translation>
    </message>
    <message>
        <source>Kernels</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Compare %1 and %2</source>
        <translation>比较 %1 和 %2</translation>
    </message>
    <message>
        <source>Comparing %1 and %2…</source>
        <translation>正在比较 %1 和 %2…</translation>
    </message>
    <message>
        <source>Compared.</source>
        <translation>比较完成。</translation>
    </message>
    <message>
        <source>(not in A)</source>
        <translation>（不在 A 中）</translation>
    </message>
    <message>
        <source>(not in B)</source>
        <translation>（不在 B 中）</translation>
    </message>
    <message>
        <source>Reading both runs and comparing them</source>
        <translation>正在读取并比较两次运行</translation>
    </message>
    <message>
        <source>Comparison cancelled.</source>
        <translation>比较已取消。</translation>
    </message>
    <message>
        <source>%1 %2 of %3 MiB</source>
        <translation>%1 %2 / %3 MiB</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
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
        <translation>两个运行都读取完成后，这里会显示变化。</translation>
    </message>
</context>
<context>
    <name>cs::viewers::CompileDetails</name>
    <message>
        <source>Select a compile id to see its details.</source>
        <translation>选择一个编译 ID 以查看详情。</translation>
    </message>
    <message>
        <source>Dynamo compiled %1: a decorator wrapped around this function.</source>
        <translation>Dynamo 编译的是 %1：包在此函数外面的装饰器。</translation>
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
        <source>Backward compile time</source>
        <translation>反向编译时间</translation>
    </message>
    <message>
        <source>%1 s, compiled at the first backward call</source>
        <translation>%1 s，在第一次反向调用时编译</translation>
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
        <source>… and %1 more (the Kernels view lists them all)</source>
        <translation>… 另有 %1 个（“内核”视图列出了全部）</translation>
    </message>
    <message numerus="yes">
        <source>DDP split into %n child graph(s)</source>
        <translation>
            <numerusform>DDP 拆分为 %n 个子图</numerusform>
        </translation>
    </message>
    <message>
        <source>Child</source>
        <translation>子图</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Bucket</source>
        <translation>桶</translation>
    </message>
    <message>
        <source>Forward / backward graph</source>
        <translation>前向/反向图</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>rank %1</translation>
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
        <translation>代码生成</translation>
    </message>
    <message>
        <source>By phase</source>
        <translation>按阶段</translation>
    </message>
    <message>
        <source>%1: Dynamo restarted its analysis; the graphs are of the last attempt, which PyTorch&apos;s records name %2 (TORCH_LOGS, and views that read them)</source>
        <translation>%1：Dynamo 重新开始了分析；图来自最后一次尝试，PyTorch 的记录称之为 %2（TORCH_LOGS 以及读取这些记录的视图）</translation>
    </message>
    <message>
        <source>Forward compile time</source>
        <translation>前向编译时间</translation>
    </message>
    <message numerus="yes">
        <source>Generated kernels: %n distinct, </source>
        <translation>
            <numerusform>生成的内核：%n 个不同内核，</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n launch(es) per call</source>
        <translation>
            <numerusform>每次调用 %n 次启动</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n extern call(s))</source>
        <translation>
            <numerusform>（%n 次外部调用）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n snapshot(s) before a pass: the Passes view)</source>
        <translation>
            <numerusform>%1（另有 %n 个编译遍之前的快照：见“编译遍”视图）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::viewers::CompileTimeChart</name>
    <message>
        <source>rank %1 </source>
        <translation>rank %1 </translation>
    </message>
    <message>
        <source>No compile times recorded</source>
        <translation>未记录编译时间</translation>
    </message>
    <message>
        <source>No run open</source>
        <translation>未打开运行</translation>
    </message>
    <message>
        <source>This run&apos;s traces have no compilation metrics (compilation_metrics records) with a compile time.</source>
        <translation>此运行的跟踪中没有带编译时间的编译指标（compilation_metrics 记录）。</translation>
    </message>
    <message>
        <source>Open a trace to see where compile time went.</source>
        <translation>打开一个跟踪，查看编译时间花在了哪里。</translation>
    </message>
    <message>
        <source> (failed)</source>
        <translation>（失败）</translation>
    </message>
    <message>
        <source> (recompile)</source>
        <translation>（重新编译）</translation>
    </message>
    <message>
        <source>Compile time per compile id and phase (s)</source>
        <translation>每个编译 ID 和阶段的编译时间（s）</translation>
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
        <translation>代码生成</translation>
    </message>
    <message>
        <source>other / not split</source>
        <translation>其他 / 未拆分</translation>
    </message>
    <message>
        <source>Backward (compiled later)</source>
        <translation>反向（之后编译）</translation>
    </message>
    <message>
        <source> (recompile limit)</source>
        <translation>（重新编译上限）</translation>
    </message>
    <message>
        <source>%1
%2: %3 s of %4 s</source>
        <translation>%1
%2：%3 s，共 %4 s</translation>
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
        <source>Dynamo compiled %1 (a decorator wrapped around this function)</source>
        <translation>Dynamo 编译的是 %1（包在此函数外面的装饰器）</translation>
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
        <source>Compile time: %1 s</source>
        <translation>编译时间：%1 s</translation>
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
        <source>Breaks</source>
        <translation>中断</translation>
    </message>
    <message>
        <source>via %1</source>
        <translation>经由 %1</translation>
    </message>
    <message>
        <source>size not recorded</source>
        <translation>未记录大小</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n param(s), %2</source>
        <translation>
            <numerusform>%1 — %n 个参数，%2</numerusform>
        </translation>
    </message>
    <message>
        <source>DDP child</source>
        <translation>DDP 子图</translation>
    </message>
    <message numerus="yes">
        <source>%n distinct kernel(s)</source>
        <translation>
            <numerusform>%n 个不同内核</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n launch(es) per call: </source>
        <translation>
            <numerusform>每次调用 %n 次启动：</numerusform>
        </translation>
    </message>
    <message>
        <source>compiled again</source>
        <translation>再次编译</translation>
    </message>
    <message>
        <source>compiled after reset</source>
        <translation>重置后编译</translation>
    </message>
    <message>
        <source>recompile limit</source>
        <translation>重新编译上限</translation>
    </message>
    <message>
        <source>Compile time: %3 s in all, %1 s for the forward (summary&apos;s first number) and %2 s for its backward, compiled later at the first backward call</source>
        <translation>编译时间：共 %3 s，其中前向 %1 s（summary 的第一个数字），反向 %2 s（之后在第一次反向调用时编译）</translation>
    </message>
    <message>
        <source>Compile time, a backward compiled later included (as the findings and the Compile time view count it); the cell&apos;s tooltip splits forward and backward</source>
        <translation>编译时间，包括之后编译的反向（与发现项和“编译时间”视图的计法相同）；单元格提示分别给出前向和反向</translation>
    </message>
    <message numerus="yes">
        <source>%1 of generated kernels, %n extern call(s)</source>
        <translation>
            <numerusform>生成内核 %1 次，外部调用 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>resume in %1 at %2</source>
        <translation>%1 第 %2 行处恢复</translation>
    </message>
    <message>
        <source>Fwd+bwd</source>
        <translation>前向+反向</translation>
    </message>
</context>
<context>
    <name>cs::viewers::CudaGraphsModel</name>
    <message>
        <source>captured</source>
        <translation>已捕获</translation>
    </message>
    <message>
        <source>partitioned</source>
        <translation>已分区</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>未知</translation>
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
        <source>CUDA graphs</source>
        <translation>CUDA 图</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Launches outside graphs</source>
        <translation>图外启动数</translation>
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
    <name>cs::viewers::DiffTables</name>
    <message>
        <source>Function</source>
        <translation>函数</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>位置</translation>
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
        <translation>状态 A</translation>
    </message>
    <message>
        <source>Status B</source>
        <translation>状态 B</translation>
    </message>
    <message>
        <source>Time A</source>
        <translation>时间 A</translation>
    </message>
    <message>
        <source>Time B</source>
        <translation>时间 B</translation>
    </message>
    <message>
        <source>Δ time</source>
        <translation>Δ 时间</translation>
    </message>
    <message>
        <source>Kernels A</source>
        <translation>内核 A</translation>
    </message>
    <message>
        <source>Kernels B</source>
        <translation>内核 B</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>graph break</source>
        <translation>图中断</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>已修复</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>recompiles</source>
        <translation>重新编译</translation>
    </message>
    <message>
        <source>recompile limit</source>
        <translation>重新编译上限</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <source>Graph A</source>
        <translation>图 A</translation>
    </message>
    <message>
        <source>Graph B</source>
        <translation>图 B</translation>
    </message>
    <message>
        <source>Nodes A</source>
        <translation>节点 A</translation>
    </message>
    <message>
        <source>Nodes B</source>
        <translation>节点 B</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Fusion</source>
        <translation>融合</translation>
    </message>
    <message>
        <source>%1 split, %2 merged</source>
        <translation>%1 个拆分，%2 个合并</translation>
    </message>
    <message>
        <source>identical</source>
        <translation>完全相同</translation>
    </message>
    <message>
        <source>Kernel A</source>
        <translation>内核 A</translation>
    </message>
    <message>
        <source>Compile A</source>
        <translation>编译 A</translation>
    </message>
    <message>
        <source>Kernel B</source>
        <translation>内核 B</translation>
    </message>
    <message>
        <source>Compile B</source>
        <translation>编译 B</translation>
    </message>
    <message>
        <source>Matched by</source>
        <translation>匹配依据</translation>
    </message>
    <message>
        <source>Median A</source>
        <translation>中位数 A</translation>
    </message>
    <message>
        <source>Median B</source>
        <translation>中位数 B</translation>
    </message>
    <message>
        <source>Δ [95% interval]</source>
        <translation>Δ [95% 区间]</translation>
    </message>
    <message>
        <source>p (Holm)</source>
        <translation>p (Holm)</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>same code</source>
        <translation>相同代码</translation>
    </message>
    <message>
        <source>same origins</source>
        <translation>相同来源</translation>
    </message>
    <message>
        <source>similar source (%1%)</source>
        <translation>相似源码（%1%）</translation>
    </message>
    <message>
        <source>(autotune candidate)</source>
        <translation>（自动调优候选）</translation>
    </message>
    <message>
        <source>graph %1 (GPU time per call)</source>
        <translation>图 %1（每次调用的 GPU 时间）</translation>
    </message>
    <message>
        <source>kernel time per step (every graph once)</source>
        <translation>每步内核时间（每个图一次）</translation>
    </message>
    <message>
        <source>step time (profiler trace)</source>
        <translation>步时间（性能分析器跟踪）</translation>
    </message>
    <message>
        <source>per step</source>
        <translation>每步</translation>
    </message>
    <message>
        <source>in total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>kernel launches %1</source>
        <translation>内核启动 %1</translation>
    </message>
    <message>
        <source>GPU busy %1</source>
        <translation>GPU 忙碌 %1</translation>
    </message>
    <message>
        <source>CPU operators %1</source>
        <translation>CPU 算子 %1</translation>
    </message>
    <message>
        <source>peak memory</source>
        <translation>峰值内存</translation>
    </message>
    <message>
        <source>operator %1 (self time %2)</source>
        <translation>算子 %1（自身时间 %2）</translation>
    </message>
    <message>
        <source>Compile time</source>
        <translation>编译时间</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>cache hits / misses</source>
        <translation>缓存命中 / 未命中</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>软件</translation>
    </message>
    <message>
        <source>Read from A</source>
        <translation>A 的来源</translation>
    </message>
    <message>
        <source>Read from B</source>
        <translation>B 的来源</translation>
    </message>
    <message>
        <source>global state %1: %2 → %3</source>
        <translation>全局状态 %1：%2 → %3</translation>
    </message>
</context>
<context>
    <name>cs::viewers::DisplayText</name>
    <message>
        <source> … %1 more characters … </source>
        <translation> … 另有 %1 个字符 … </translation>
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
        <source>Fix</source>
        <translation>修复</translation>
    </message>
    <message>
        <source>How to fix</source>
        <translation>修复方法</translation>
    </message>
    <message>
        <source>PyTorch&apos;s hints</source>
        <translation>PyTorch 的提示</translation>
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
            <numerusform>%n 次调用中在编译图之外耗时 %1 ms（每次调用 %2 µs，来自性能分析器跟踪）</numerusform>
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
            <numerusform>重启 %n 次，丢弃了 %1 s 的追踪</numerusform>
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
        <translation>
            <numerusform>… 另有 %n 项（“复制为文本”包含全部）</numerusform>
        </translation>
    </message>
    <message>
        <source>Added compile time</source>
        <translation>增加的编译时间</translation>
    </message>
    <message numerus="yes">
        <source>%1 s: the tracing Dynamo threw away when this break restarted its analysis (dynamo_time_before_restart_s, summed over %n compile(s))</source>
        <translation>
            <numerusform>%1 s：此中断使 Dynamo 重启分析时丢弃的追踪时间（dynamo_time_before_restart_s，对 %n 次编译求和）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 not recorded</source>
        <translation>%1 未记录</translation>
    </message>
    <message>
        <source>%1 %2 s</source>
        <translation>%1 %2 s</translation>
    </message>
    <message>
        <source>Compiles around it</source>
        <translation>相关编译</translation>
    </message>
    <message>
        <source>%1 s in %2 (entire_frame_compile_time_s). Not caused by the break alone: without it the same code would still compile, as one frame.</source>
        <translation>%2 中共 %1 s（entire_frame_compile_time_s）。并非仅由中断造成：没有它，同样的代码仍会被编译，只是作为一个帧。</translation>
    </message>
    <message>
        <source>Compile id</source>
        <translation>编译 ID</translation>
    </message>
    <message>
        <source>Logged at</source>
        <translation>记录位置</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>max-autotune could not compile or run this candidate (for example, it needs more shared memory than the GPU has) and left it out; the kernel was chosen among the other candidates. Each rejected candidate still costs compile time.</source>
        <translation>max-autotune 无法编译或运行此候选（例如它需要的共享内存超过 GPU 所能提供的），因此将其排除；内核是从其他候选中选出的。每个被拒绝的候选仍会消耗编译时间。</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>CUDA graphs of %1 [%2]: %3</source>
        <translation>%1 [%2] 的 CUDA 图：%3</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>%1 of %2 cudagraphable</source>
        <translation>%2 个中 %1 个可用 CUDA 图</translation>
    </message>
    <message>
        <source>Launches per call</source>
        <translation>每次调用启动数</translation>
    </message>
    <message>
        <source>%1, of them outside CUDA graphs: %2</source>
        <translation>%1，其中在 CUDA 图之外：%2</translation>
    </message>
    <message>
        <source>Skipped because</source>
        <translation>跳过原因</translation>
    </message>
    <message>
        <source>Found from</source>
        <translation>发现于</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注意</translation>
    </message>
    <message>
        <source>logged at run time without a compile id; given to this region by log order and its stack</source>
        <translation>运行时记录，无编译 ID；按日志顺序和其调用栈归入此区域</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Kept outside CUDA graphs</source>
        <translation>留在 CUDA 图之外</translation>
    </message>
    <message>
        <source>%1 recorded once per input size</source>
        <translation>%1 按每种输入尺寸各录制一次</translation>
    </message>
    <message>
        <source>CUDA graphs were on; a skip found at run time is only logged with TORCH_LOGS=cudagraphs</source>
        <translation>CUDA 图已启用；运行时发现的跳过只在 TORCH_LOGS=cudagraphs 时记录</translation>
    </message>
    <message>
        <source>Saved by the fix</source>
        <translation>修复可节省</translation>
    </message>
    <message>
        <source>Other cache entries also failed on (the newest first)</source>
        <translation>其他缓存条目也失败于（最新的在前）</translation>
    </message>
    <message numerus="yes">
        <source>%n restart(s); the tracing discarded, the log does not record (no metrics)</source>
        <translation>
            <numerusform>%n 次重启；丢弃的追踪时间日志未记录（无指标）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::viewers::FixFirstPane</name>
    <message>
        <source>%1 s of compile time</source>
        <translation>%1 s 编译时间</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Recompiles</source>
        <translation>重新编译</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA 图</translation>
    </message>
    <message>
        <source>Graph breaks</source>
        <translation>图中断</translation>
    </message>
    <message>
        <source>Compile time</source>
        <translation>编译时间</translation>
    </message>
    <message>
        <source>What to fix first</source>
        <translation>优先修复的问题</translation>
    </message>
    <message>
        <source>Coverage:</source>
        <translation>覆盖率：</translation>
    </message>
    <message>
        <source>Input:</source>
        <translation>输入：</translation>
    </message>
    <message>
        <source>A profiler trace alone says how long the compiled code ran, not why: its kernels are in the Kernels view. Open it together with the run&apos;s TORCH_TRACE log (File &gt; Open, both files) to see graph breaks, recompiles and compile time.</source>
        <translation>单独的性能分析器跟踪只说明已编译代码运行了多久，而不说明原因：其内核在“内核”视图中。请与运行的 TORCH_TRACE 日志一起打开（文件 &gt; 打开，两个文件），以查看图中断、重新编译和编译时间。</translation>
    </message>
    <message>
        <source>Nothing to fix: no graph breaks, recompiles or failures were recorded.</source>
        <translation>无需修复：没有记录到图中断、重新编译或失败。</translation>
    </message>
    <message>
        <source>Ranked by what each costs: failures and recompile-limit hits first (that code runs eagerly), then what costs time on every call (CUDA graphs not captured, graph breaks a profiler timed), then recompiles and graph breaks by compile time.</source>
        <translation>按代价排序：先是失败和达到重新编译上限（这些代码以 eager 方式运行），然后是每次调用都耗时的问题（未捕获的 CUDA 图、由性能分析器计时的图中断），最后按编译时间排列重新编译和图中断。</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <source>Show in %1 ›</source>
        <translation>在%1中显示 ›</translation>
    </message>
    <message>
        <source>There is nothing of torch.compile to fix in these files. The program&apos;s graph is in the Graph view, its inputs, outputs and dynamic dimensions in the Inputs view, the kernels compiled ahead of time in the Kernels view.</source>
        <translation>这些文件中没有需要修复的 torch.compile 问题。程序的图在“图”视图中，其输入、输出和动态维度在“输入”视图中，预先编译的内核在“内核”视图中。</translation>
    </message>
    <message>
        <source>saves about %1 s of compile time</source>
        <translation>可节省约 %1 s 编译时间</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>消息</translation>
    </message>
</context>
<context>
    <name>cs::viewers::FleetTableModel</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Time added</source>
        <translation>增加的时间</translation>
    </message>
    <message>
        <source>Compile time the breaks at this site added, over all logs</source>
        <translation>此位置的中断在所有日志中增加的编译时间</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Jobs with at least one break here</source>
        <translation>在此至少有一次中断的作业</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>中断</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
</context>
<context>
    <name>cs::viewers::FleetView</name>
    <message>
        <source>Break sites by time added</source>
        <translation>按增加时间排列的中断位置</translation>
    </message>
    <message>
        <source>Break sites by jobs hit</source>
        <translation>按受影响作业排列的中断位置</translation>
    </message>
    <message>
        <source>Recompiles</source>
        <translation>重新编译</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Compile time</source>
        <translation>编译时间</translation>
    </message>
    <message>
        <source>Compile time of the recompiles this cause made</source>
        <translation>此原因导致的重新编译的编译时间</translation>
    </message>
    <message>
        <source>Limit hits</source>
        <translation>达到限制</translation>
    </message>
    <message>
        <source>Recompiles that hit the recompile limit</source>
        <translation>达到重新编译限制的重新编译</translation>
    </message>
    <message>
        <source>Guard category</source>
        <translation>守卫类别</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>源代码</translation>
    </message>
    <message>
        <source>Recompile causes</source>
        <translation>重新编译原因</translation>
    </message>
    <message>
        <source>Compile time by phase</source>
        <translation>各阶段编译时间</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Logs with a failed compile</source>
        <translation>有编译失败的日志</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>First failure</source>
        <translation>首次失败</translation>
    </message>
    <message>
        <source>Failing jobs</source>
        <translation>失败的作业</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Unreadable logs</source>
        <translation>无法读取的日志</translation>
    </message>
    <message>
        <source>Compare cohorts</source>
        <translation>比较群组</translation>
    </message>
    <message>
        <source>Open a fleet store (the folder `compilescope fleet index` wrote, or its fleet.sqlite).</source>
        <translation>打开集群存储（`compilescope fleet index` 写入的文件夹，或其 fleet.sqlite）。</translation>
    </message>
    <message>
        <source>Open the log&apos;s folder</source>
        <translation>打开日志所在文件夹</translation>
    </message>
    <message>
        <source>Open job&apos;s run</source>
        <translation>打开作业的运行</translation>
    </message>
    <message>
        <source>Opens the trace folder of the log this row came from, in a new window</source>
        <translation>在新窗口中打开此行所来自日志的跟踪文件夹</translation>
    </message>
    <message>
        <source>torch version</source>
        <translation>torch 版本</translation>
    </message>
    <message>
        <source>job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>week</source>
        <translation>周</translation>
    </message>
    <message>
        <source>By:</source>
        <translation>按：</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>组</translation>
    </message>
    <message>
        <source>Compiles</source>
        <translation>编译</translation>
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
        <translation>代码生成</translation>
    </message>
    <message>
        <source>A cohort: torch=VERSION, job=GLOB or week=YYYY-Www</source>
        <translation>群组：torch=VERSION、job=GLOB 或 week=YYYY-Www</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Before:</source>
        <translation>之前：</translation>
    </message>
    <message>
        <source>After:</source>
        <translation>之后：</translation>
    </message>
    <message>
        <source>Time added</source>
        <translation>增加的时间</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>中断</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Break sites that appeared (after, never before)</source>
        <translation>出现的中断位置（之后有，之前从未有）</translation>
    </message>
    <message>
        <source>Break sites that disappeared</source>
        <translation>消失的中断位置</translation>
    </message>
    <message>
        <source>Recompile causes that appeared</source>
        <translation>出现的重新编译原因</translation>
    </message>
    <message>
        <source>Recompile causes that disappeared</source>
        <translation>消失的重新编译原因</translation>
    </message>
    <message>
        <source>Could not read the fleet store: %1</source>
        <translation>无法读取集群存储：%1</translation>
    </message>
    <message>
        <source>Reading the fleet store %1…</source>
        <translation>正在读取集群存储 %1…</translation>
    </message>
    <message>
        <source>The top %1 of each list, answered in %2 ms. Double-click a row, or use its context menu, to open the job&apos;s run.</source>
        <translation>每个列表的前 %1 项，用时 %2 ms。双击某行或使用其上下文菜单可打开作业的运行。</translation>
    </message>
    <message>
        <source>Choose two cohorts to compare.</source>
        <translation>请选择两个要比较的群组。</translation>
    </message>
    <message>
        <source>Comparing %1 with %2…</source>
        <translation>正在比较 %1 与 %2…</translation>
    </message>
    <message>
        <source>Change %1%2 (95% interval %3 to %4, Welch): %5. Typical log&apos;s shift (Hodges-Lehmann) %6 (95% interval %7 to %8).</source>
        <translation>变化 %1%2（95% 区间 %3 到 %4，Welch）：%5。典型日志的偏移（Hodges-Lehmann）%6（95% 区间 %7 到 %8）。</translation>
    </message>
    <message>
        <source>a real change</source>
        <translation>确有变化</translation>
    </message>
    <message>
        <source>not distinguishable from no change</source>
        <translation>与无变化无法区分</translation>
    </message>
    <message>
        <source>Too few logs on a side for an interval (two at least).</source>
        <translation>某一侧的日志太少，无法给出区间（至少两个）。</translation>
    </message>
    <message>
        <source>Compared in %1 ms.</source>
        <translation>比较用时 %1 ms。</translation>
    </message>
    <message>
        <source>No run to open for this row: %1</source>
        <translation>此行没有可打开的运行：%1</translation>
    </message>
    <message>
        <source>The run of job %1 is no longer there: %2 (indexed in the store, since moved or deleted).</source>
        <translation>作业 %1 的运行已不在：%2（已索引到存储中，之后被移动或删除）。</translation>
    </message>
    <message>
        <source>Opening the run of job %1: %2</source>
        <translation>正在打开作业 %1 的运行：%2</translation>
    </message>
    <message>
        <source>%1 — %2 logs of %3 jobs (%4 ok, %5 read in part, %6 unreadable) · %7 · %8 · %9 · %10 · %11 compile time</source>
        <translation>%1 — %3 个作业的 %2 个日志（%4 个正常，%5 个部分读取，%6 个无法读取）· %7 · %8 · %9 · %10 · 编译时间 %11</translation>
    </message>
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
        <source>%n recompile(s)</source>
        <translation>
            <numerusform>%n 次重新编译</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failure(s)</source>
        <translation>
            <numerusform>%n 个失败</numerusform>
        </translation>
    </message>
    <message>
        <source>Parts of the store could not be read: %1</source>
        <translation>存储的部分内容无法读取：%1</translation>
    </message>
    <message>
        <source>No comparison to make by default: the store&apos;s readable logs have %1 and %2. Index logs of another torch version or week, or type two cohorts (job=GLOB) and press Compare.</source>
        <translation>没有默认比较：存储中可读的日志只有%1和%2。请索引另一个 torch 版本或另一周的日志，或输入两个队列（job=GLOB）并按“比较”。</translation>
    </message>
    <message>
        <source>no torch version</source>
        <translation>没有 torch 版本</translation>
    </message>
    <message>
        <source>one torch version (%1)</source>
        <translation>一个 torch 版本（%1）</translation>
    </message>
    <message>
        <source>one week (%1)</source>
        <translation>一周（%1）</translation>
    </message>
    <message>
        <source>no week</source>
        <translation>没有周</translation>
    </message>
    <message numerus="yes">
        <source>%n log(s)</source>
        <translation>
            <numerusform>%n 个日志</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) → %3 (%4): compile time per log %5 → %6</source>
        <translation>%1（%2）→ %3（%4）：每个日志的编译时间 %5 → %6</translation>
    </message>
    <message>
        <source>Backward, later</source>
        <translation>反向（稍后）</translation>
    </message>
    <message>
        <source>The backward graphs, compiled at their first backward call: not part of the compile time, whose parts are the columns before</source>
        <translation>反向图在其第一次反向调用时编译：不计入编译时间（编译时间由前面各列组成）</translation>
    </message>
</context>
<context>
    <name>cs::viewers::FusionDecisionsModel</name>
    <message>
        <source>fuse</source>
        <translation>融合</translation>
    </message>
    <message>
        <source>reject</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>benchmark</source>
        <translation>基准测试</translation>
    </message>
    <message>
        <source>reorder</source>
        <translation>重排</translation>
    </message>
    <message>
        <source>%1 (nested %2)</source>
        <translation>%1（嵌套 %2）</translation>
    </message>
    <message>
        <source>%1 (scan)</source>
        <translation>%1（扫描）</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>决策</translation>
    </message>
    <message>
        <source>Node A</source>
        <translation>节点 A</translation>
    </message>
    <message>
        <source>Node B</source>
        <translation>节点 B</translation>
    </message>
    <message>
        <source>Reason category</source>
        <translation>原因类别</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
</context>
<context>
    <name>cs::viewers::FusionDetails</name>
    <message numerus="yes">
        <source>… %n more</source>
        <translation>
            <numerusform>… 另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Final node and kernel</source>
        <translation>最终节点与内核</translation>
    </message>
    <message>
        <source>Final node</source>
        <translation>最终节点</translation>
    </message>
    <message>
        <source> (the replay ends differently)</source>
        <translation>（重放的结果不同）</translation>
    </message>
    <message>
        <source>none: no launch (a view or no-op)</source>
        <translation>无：不启动（视图或空操作）</translation>
    </message>
    <message>
        <source>not found in the generated code</source>
        <translation>在生成的代码中未找到</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Launched</source>
        <translation>启动位置</translation>
    </message>
    <message>
        <source>%1, line %2 (found by %3)</source>
        <translation>%1，第 %2 行（通过 %3 找到）</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>溯源</translation>
    </message>
    <message>
        <source>names this kernel for every node (%1)</source>
        <translation>为每个节点都指向此内核（%1）</translation>
    </message>
    <message>
        <source>names another kernel for some nodes (%1)</source>
        <translation>对部分节点指向其他内核（%1）</translation>
    </message>
    <message>
        <source>Post-grad nodes</source>
        <translation>post-grad 节点</translation>
    </message>
    <message>
        <source>Kept inside</source>
        <translation>保留在内核内</translation>
    </message>
    <message>
        <source> — saves %1 of memory traffic</source>
        <translation> — 节省 %1 内存流量</translation>
    </message>
    <message>
        <source> — sizes are symbolic</source>
        <translation> — 尺寸为符号值</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>%1 µs (median, newest profile run)</source>
        <translation>%1 µs（中位数，最新一次性能分析）</translation>
    </message>
    <message>
        <source>not profiled yet (Kernels view ▸ Profile)</source>
        <translation>尚未分析（内核视图 ▸ 分析）</translation>
    </message>
    <message>
        <source>The kernel&apos;s code appears once the Kernels view has read the generated code.</source>
        <translation>内核视图读取生成的代码后，此处会显示内核代码。</translation>
    </message>
    <message>
        <source>certain: the log names the graph</source>
        <translation>确定：日志指明了该图</translation>
    </message>
    <message>
        <source>sure: its nodes match the graph&apos;s IR</source>
        <translation>可靠：其节点与该图的 IR 一致</translation>
    </message>
    <message>
        <source>likely: by order within its compile</source>
        <translation>可能：依据编译内的顺序</translation>
    </message>
    <message>
        <source>uncertain: several graphs fit</source>
        <translation>不确定：有多个图符合</translation>
    </message>
    <message>
        <source>unattributed</source>
        <translation>未归属</translation>
    </message>
    <message>
        <source>no fusion log</source>
        <translation>无融合日志</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Ranges</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>numel / rnumel</source>
        <translation>numel / rnumel</translation>
    </message>
    <message>
        <source>Reduction</source>
        <translation>归约</translation>
    </message>
    <message>
        <source>Extern kernel</source>
        <translation>外部内核</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>源代码</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>写入</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>读取</translation>
    </message>
    <message>
        <source>Mutates</source>
        <translation>原地修改</translation>
    </message>
    <message>
        <source>Depends on</source>
        <translation>依赖于</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>被使用于</translation>
    </message>
    <message>
        <source>Now in</source>
        <translation>当前所在</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n scheduler nodes), made by decision #%2</source>
        <translation>
            <numerusform>%1（%n 个调度器节点），由决策 #%2 生成</numerusform>
        </translation>
    </message>
    <message>
        <source>not fused yet</source>
        <translation>尚未融合</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>决策</translation>
    </message>
    <message>
        <source>none recorded</source>
        <translation>无记录</translation>
    </message>
    <message>
        <source>Loop body</source>
        <translation>循环体</translation>
    </message>
    <message>
        <source>Why are %1 and %2 separate?</source>
        <translation>为什么 %1 和 %2 是分开的？</translation>
    </message>
    <message>
        <source>They are one kernel.</source>
        <translation>它们属于同一个内核。</translation>
    </message>
    <message>
        <source>Inductor rejected the fusion (recorded).</source>
        <translation>Inductor 拒绝了该融合（有记录）。</translation>
    </message>
    <message>
        <source>The pair could never have been scored.</source>
        <translation>这一对节点从未可能被评分。</translation>
    </message>
    <message>
        <source>The record cannot tell “rejected” from “lost to a higher-scored fusion”.</source>
        <translation>记录无法区分“被拒绝”和“输给了得分更高的融合”。</translation>
    </message>
    <message>
        <source>The two names share scheduler nodes.</source>
        <translation>这两个名称包含相同的调度器节点。</translation>
    </message>
    <message>
        <source>Recorded decisions</source>
        <translation>记录的决策</translation>
    </message>
    <message>
        <source>From the IR&apos;s dependencies</source>
        <translation>根据 IR 中的依赖关系</translation>
    </message>
    <message>
        <source>Settings that change the outcome</source>
        <translation>可改变结果的设置</translation>
    </message>
    <message>
        <source>This graph has no fusion log: TORCH_LOGS=fusion records Inductor&apos;s decisions (compilescope record sets it). Shown: the final groups from %1.</source>
        <translation>此图没有融合日志：TORCH_LOGS=fusion 会记录 Inductor 的决策（compilescope record 会设置它）。显示的是来自 %1 的最终分组。</translation>
    </message>
    <message>
        <source>Blocked, by reason</source>
        <translation>按原因统计的阻止</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>节点对</translation>
    </message>
    <message>
        <source>Settings that change it</source>
        <translation>可改变结果的设置</translation>
    </message>
    <message numerus="yes">
        <source>%n rejection(s) name no nodes (an older PyTorch&apos;s `cannot fuse (tag)` lines).</source>
        <translation>
            <numerusform>%n 条拒绝未指明节点（旧版 PyTorch 的 `cannot fuse (tag)` 行）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Values inside the reasons</source>
        <translation>原因中的数值</translation>
    </message>
    <message>
        <source>Memory traffic fusion saved</source>
        <translation>融合节省的内存流量</translation>
    </message>
    <message>
        <source>%1 in total (buffers kept inside kernels: %2)</source>
        <translation>共 %1（保留在内核内的缓冲区：%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n fused node(s) with symbolic sizes not counted.</source>
        <translation>
            <numerusform>%n 个尺寸为符号值的融合节点未计入。</numerusform>
        </translation>
    </message>
    <message>
        <source>Stayed alone</source>
        <translation>保持独立</translation>
    </message>
    <message>
        <source>What the record cannot tell</source>
        <translation>记录无法说明的内容</translation>
    </message>
    <message>
        <source>Pairs that share no buffer, or lie beyond 64 users of a shared buffer, are never scored and leave no line; extern kernels and no-ops are left out; some checks refuse without a line; the score that orders candidates is never logged. A legal pair with no line was lost to a higher-scored fusion or refused silently: the record cannot tell which.</source>
        <translation>没有共享缓冲区的节点对，或超出共享缓冲区 64 个使用者范围的节点对，从不被评分，也不留下日志行；外部内核和空操作不参与；某些检查会在不输出日志的情况下拒绝；候选排序所用的分数从不记录。没有日志行的合法节点对要么输给了得分更高的融合，要么被静默拒绝：记录无法区分是哪一种。</translation>
    </message>
    <message>
        <source>Attribution: %1</source>
        <translation>归属：%1</translation>
    </message>
    <message>
        <source>%1 scheduler nodes → %2 fusion groups; %3 fusions, %4 rejections, %5 benchmark verdicts.</source>
        <translation>%1 个调度器节点 → %2 个融合组；%3 次融合，%4 次拒绝，%5 个基准测试结论。</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s) of one node; </source>
        <translation>
            <numerusform>%n 个单节点内核；</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n extern or no-op node(s).</source>
        <translation>
            <numerusform>%n 个外部或空操作节点。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::viewers::FusionPane</name>
    <message>
        <source>The graph: compile id, forward / backward / inference, and how sure it is that the decisions belong to it</source>
        <translation>图：编译 ID、前向 / 反向 / 推理，以及这些决策属于它的确定程度</translation>
    </message>
    <message>
        <source>Which decisions the list shows and the stepper stops at</source>
        <translation>列表显示哪些决策，以及单步执行在哪些决策处停下</translation>
    </message>
    <message>
        <source>Selected node only</source>
        <translation>仅所选节点</translation>
    </message>
    <message>
        <source>Only the decisions about the selected node or kernel</source>
        <translation>仅显示与所选节点或内核有关的决策</translation>
    </message>
    <message>
        <source>Previous round (Ctrl+Left)</source>
        <translation>上一轮（Ctrl+左）</translation>
    </message>
    <message>
        <source>Previous decision (Left)</source>
        <translation>上一个决策（左）</translation>
    </message>
    <message>
        <source>Next decision (Right)</source>
        <translation>下一个决策（右）</translation>
    </message>
    <message>
        <source>Next round (Ctrl+Right)</source>
        <translation>下一轮（Ctrl+右）</translation>
    </message>
    <message>
        <source>Position in the decisions: left before fusion, right after the last decision</source>
        <translation>在决策中的位置：最左为融合之前，最右为最后一个决策之后</translation>
    </message>
    <message>
        <source>Graph:</source>
        <translation>图：</translation>
    </message>
    <message>
        <source>Click a node for its details; Ctrl+click a second one: why are they separate?</source>
        <translation>单击节点查看详情；按住 Ctrl 再单击另一个：为什么它们是分开的？</translation>
    </message>
    <message>
        <source>scheduler node, post-grad node or kernel</source>
        <translation>调度器节点、post-grad 节点或内核</translation>
    </message>
    <message>
        <source>Why separate?</source>
        <translation>为什么分开？</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>决策</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Open a run to see its fusion decisions.</source>
        <translation>打开一次运行以查看其融合决策。</translation>
    </message>
    <message>
        <source>Replaying the fusion decisions…</source>
        <translation>正在重放融合决策…</translation>
    </message>
    <message>
        <source>The run has no compiled graph.</source>
        <translation>此运行没有已编译的图。</translation>
    </message>
    <message>
        <source>Graphviz could not lay the graph out (%1): nodes drawn in rows</source>
        <translation>Graphviz 无法布局该图（%1）：节点按行绘制</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n nodes)</source>
        <translation>
            <numerusform>%1（%n 个节点）</numerusform>
        </translation>
    </message>
    <message>
        <source>No fusion log: final groups shown</source>
        <translation>无融合日志：显示最终分组</translation>
    </message>
    <message>
        <source>Before fusion · %1 nodes</source>
        <translation>融合前 · %1 个节点</translation>
    </message>
    <message>
        <source>loop reordering</source>
        <translation>循环重排</translation>
    </message>
    <message>
        <source>round %1 (%2 → %3 nodes)</source>
        <translation>第 %1 轮（%2 → %3 个节点）</translation>
    </message>
    <message>
        <source>Decision %1 of %2 · %3 · %4 nodes</source>
        <translation>决策 %1 / %2 · %3 · %4 个节点</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 · %n diagnostic(s)</source>
        <translation>
            <numerusform>%1：%2 · %n 条诊断</numerusform>
        </translation>
    </message>
    <message>
        <source>This graph has no fusion log: TORCH_LOGS=fusion records the decisions.</source>
        <translation>此图没有融合日志：TORCH_LOGS=fusion 会记录这些决策。</translation>
    </message>
    <message>
        <source>All decisions</source>
        <translation>全部决策</translation>
    </message>
    <message>
        <source>Fusions</source>
        <translation>融合数</translation>
    </message>
    <message>
        <source>Rejections</source>
        <translation>拒绝数</translation>
    </message>
    <message>
        <source>Benchmark verdicts</source>
        <translation>基准测试结论</translation>
    </message>
    <message>
        <source>Rejected: %1 (%2)</source>
        <translation>已拒绝：%1（%2）</translation>
    </message>
    <message>
        <source>No scheduler nodes were recorded for this graph: its final groups, from %1.</source>
        <translation>此图没有记录调度器节点：以下是来自 %1 的最终分组。</translation>
    </message>
    <message>
        <source>The fusion decisions are replayed when this view is shown.</source>
        <translation>显示此视图时将重放融合决策。</translation>
    </message>
    <message>
        <source>The fusion decisions are being replayed: the answer follows.</source>
        <translation>正在重放融合决策：答案随后给出。</translation>
    </message>
    <message>
        <source>No fusion record: nothing to step through</source>
        <translation>无融合记录：没有可逐步查看的内容</translation>
    </message>
    <message numerus="yes">
        <source>Graphviz laid this graph out far wider or taller than the view: drawn in %n bands, edges between bands not drawn</source>
        <translation>
            <numerusform>Graphviz 布局出的图远宽于或高于视图：分成 %n 条带绘制，条带之间的边未绘制</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — no fusion record, %n kernel call(s) in its code</source>
        <translation>
            <numerusform>%1 — 无融合记录，其代码中有 %n 次内核调用</numerusform>
        </translation>
    </message>
    <message>
        <source>To record Inductor&apos;s fusion decisions, run the script with “compilescope record -- python train.py” (it sets everything), or set TORCH_LOGS=fusion (the decisions) and TORCH_COMPILE_DEBUG=1 (the scheduler nodes before and after fusion).</source>
        <translation>要记录 Inductor 的融合决策，请用“compilescope record -- python train.py”运行脚本（它会设置一切），或设置 TORCH_LOGS=fusion（决策）和 TORCH_COMPILE_DEBUG=1（融合前后的调度器节点）。</translation>
    </message>
    <message>
        <source>No compiled graph</source>
        <translation>没有已编译的图</translation>
    </message>
    <message>
        <source>This run compiled no graph that Inductor fused (an export, or a run without Inductor).</source>
        <translation>此次运行没有编译出由 Inductor 融合的图（导出，或未使用 Inductor 的运行）。</translation>
    </message>
    <message numerus="yes">
        <source>Its %n kernel call(s) (kernels and extern calls) are listed under Details, from %1.</source>
        <translation>
            <numerusform>它的 %n 次内核调用（内核与外部调用）列在“详情”中，来自 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>No fusion record for %1</source>
        <translation>%1 没有融合记录</translation>
    </message>
    <message>
        <source>This run has no fusion log: there are no fusion decisions to step through.</source>
        <translation>此次运行没有融合日志：没有可逐步查看的融合决策。</translation>
    </message>
    <message>
        <source>The run&apos;s fusion log holds no decisions and no scheduler nodes for this graph.</source>
        <translation>此次运行的融合日志中没有该图的决策和调度器节点。</translation>
    </message>
    <message>
        <source>%1 — %2 → %3 — %4</source>
        <translation>%1 — %2 → %3 — %4</translation>
    </message>
    <message numerus="yes">
        <source>%n scheduler node(s)</source>
        <translation>
            <numerusform>%n 个调度器节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fusion group(s), </source>
        <translation>
            <numerusform>%n 个融合组，</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n 个决策</numerusform>
        </translation>
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
        <translation>Graphviz 耗时超过 %1 s，已被停止；请进一步折叠该图</translation>
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
    <message>
        <source> ⚠ differs from compilation_metrics</source>
        <translation> ⚠ 与 compilation_metrics 不一致</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… 另有 %1 个</translation>
    </message>
    <message>
        <source>kernel</source>
        <translation>内核</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n node(s)</source>
        <translation>
            <numerusform>%1 · %n 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n kernel(s)</source>
        <translation>
            <numerusform>%1 · %n 个内核</numerusform>
        </translation>
    </message>
    <message>
        <source>No run open</source>
        <translation>未打开运行</translation>
    </message>
    <message>
        <source>Open a trace to see its graphs.</source>
        <translation>打开一个跟踪以查看其中的图。</translation>
    </message>
    <message>
        <source>No graphs</source>
        <translation>没有图</translation>
    </message>
    <message>
        <source>This run&apos;s traces hold no graph payloads (Dynamo, AOT or post-grad graphs are written by TORCH_TRACE).</source>
        <translation>此运行的跟踪中没有图载荷（Dynamo、AOT 或 post-grad 图由 TORCH_TRACE 写出）。</translation>
    </message>
    <message>
        <source> (overview: zoom in to read them)</source>
        <translation>（概览：放大后可阅读）</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n launch(es)</source>
        <translation>
            <numerusform>%1 · %n 次启动</numerusform>
        </translation>
    </message>
    <message>
        <source>What the collapsed boxes are: the kernels the nodes became (a box per launch where Inductor recorded provenance), module layers, or source statements</source>
        <translation>折叠方框的含义：节点成为的内核（在 Inductor 记录了溯源信息处每次启动一个方框）、模块层或源代码语句</translation>
    </message>
    <message numerus="yes">
        <source>; %n distinct kernel(s)</source>
        <translation>
            <numerusform>；%n 个不同内核</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n launch(es) per call</source>
        <translation>
            <numerusform>，每次调用 %n 次启动</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; nodes grouped by the %n launch(es) they became</source>
        <translation>
            <numerusform>；节点按其成为的 %n 次启动分组</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n graph node(s), </source>
        <translation>
            <numerusform>%n 个图节点，</numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes grouped from %1.</source>
        <translation>节点分组来自 %1。</translation>
    </message>
    <message>
        <source> Shown from its first boxes at a readable size: Fit shows it whole.</source>
        <translation> 以可读的大小从最前面的方框开始显示：“适应窗口”可显示全图。</translation>
    </message>
    <message>
        <source>role:</source>
        <translation>角色：</translation>
    </message>
    <message>
        <source>shape:</source>
        <translation>形状：</translation>
    </message>
    <message>
        <source>stride</source>
        <translation>步长</translation>
    </message>
    <message>
        <source>module:</source>
        <translation>模块：</translation>
    </message>
    <message numerus="yes">
        <source>measured: min %1 µs · median %2 µs · %n repeat(s)</source>
        <translation>
            <numerusform>实测：最小 %1 µs · 中位数 %2 µs · %n 次重复</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n launch(es) per call</source>
        <translation>
            <numerusform> · 每次调用 %n 次启动</numerusform>
        </translation>
    </message>
    <message>
        <source> · %1 GB/s</source>
        <translation> · %1 GB/s</translation>
    </message>
    <message>
        <source>Double-click to open this sub-graph; the graph list holds it as …/%1.</source>
        <translation>双击打开此子图；图列表中的名称为 …/%1。</translation>
    </message>
    <message>
        <source>This AOTInductor package carries no exported program</source>
        <translation>此 AOTInductor 包不含导出程序</translation>
    </message>
    <message>
        <source>No graph in this package</source>
        <translation>此包中没有图</translation>
    </message>
    <message>
        <source>An AOTInductor package without its exported program holds compiled code only: its kernels are in the Kernels view. A package saved with its program (torch.export&apos;s package_pt2 with exported_programs) opens as a graph.</source>
        <translation>不含导出程序的 AOTInductor 包只包含编译后的代码：其内核见“内核”视图。与其程序一同保存的包（torch.export 的 package_pt2，带 exported_programs）会以图的形式打开。</translation>
    </message>
    <message numerus="yes">
        <source>%n edge(s)</source>
        <translation>
            <numerusform>%n 条边</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, in %n box(es)</source>
        <translation>
            <numerusform>，共 %n 个方框</numerusform>
        </translation>
    </message>
    <message>
        <source>; double-click a box to open or close it. Layout %1 s.</source>
        <translation>；双击方框可展开或收起。布局 %1 s。</translation>
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
        <translation>%1 — 正在读取守卫…</translation>
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
        <source>profiler trace</source>
        <translation>性能分析器跟踪</translation>
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
        <translation>导出程序</translation>
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
    <message>
        <source>; no exported program inside (no graph)</source>
        <translation>；其中没有导出程序（无图）</translation>
    </message>
    <message>
        <source>; %1: %2 distinct kernels, %3 launches per call, %4 constants</source>
        <translation>；%1：%2 个不同内核，每次调用 %3 次启动，%4 个常量</translation>
    </message>
    <message>
        <source>%1: dynamic dimensions</source>
        <translation>%1：动态维度</translation>
    </message>
    <message>
        <source>%1: inputs</source>
        <translation>%1：输入</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n parameter(s), buffer(s) and constant(s))</source>
        <translation>
            <numerusform>%1（以及 %n 个参数、缓冲区和常量）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: outputs</source>
        <translation>%1：输出</translation>
    </message>
    <message numerus="yes">
        <source>%n distinct kernel(s)</source>
        <translation>
            <numerusform>%n 个不同内核</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n launch(es)</source>
        <translation>
            <numerusform>%n 次启动</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::viewers::KernelCodePane</name>
    <message>
        <source>Find in every column (tl.dot, HGMMA, ld.global) and press Enter</source>
        <translation>在每一列中查找（tl.dot、HGMMA、ld.global），按 Enter</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>查找：</translation>
    </message>
    <message>
        <source>Reading %1&apos;s code from the run&apos;s caches…</source>
        <translation>正在从该运行的缓存中读取 %1 的代码…</translation>
    </message>
    <message>
        <source>%1: its Triton cache entry is not under the folders opened. Open the folder that holds the run&apos;s Inductor cache (TORCHINDUCTOR_CACHE_DIR, with its triton/ folder) with the run, or use `compilescope code RUN --cache DIR`.</source>
        <translation>%1：它的 Triton 缓存条目不在已打开的文件夹中。请与该运行一起打开存放其 Inductor 缓存的文件夹（TORCHINDUCTOR_CACHE_DIR，含其 triton/ 文件夹），或使用 `compilescope code RUN --cache DIR`。</translation>
    </message>
    <message>
        <source>(one of %1 cache entries of this name: no autotune record says which one the run used)</source>
        <translation>（同名缓存条目共 %1 个之一：没有自动调优记录说明该运行使用了哪一个）</translation>
    </message>
    <message>
        <source>Select a Triton kernel to see its code from the module down to SASS.</source>
        <translation>选择一个 Triton 内核，查看它从模块到 SASS 的代码。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1, %2 — click a line: its module line&apos;s code is highlighted in every column.</source>
        <translation>%1，%2 — 点击一行：其模块行的代码会在每一列中高亮。</translation>
    </message>
    <message>
        <source>%1 line %2 carries no location in the kernel module (a directive, a label, or code inlined from a Triton library file).</source>
        <translation>%1 第 %2 行在内核模块中没有位置（指令、标签，或从 Triton 库文件内联的代码）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is in none of the columns.</source>
        <translation>任何一列中都没有 &quot;%1&quot;。</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n line(s))</source>
        <translation>
            <numerusform>%1（%n 行）</numerusform>
        </translation>
    </message>
    <message>
        <source>Module line %1, its lines in each stage: %2</source>
        <translation>模块第 %1 行，在各阶段中的行：%2</translation>
    </message>
    <message>
        <source>(compiled from %1, a module with the same code as the run&apos;s %2: Triton keeps one cache entry for both)</source>
        <translation>（由 %1 编译，该模块与该运行的 %2 代码相同：Triton 为两者只保留一个缓存条目）</translation>
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
        <translation>
            <numerusform>%n 次性能分析运行的中位数和最小值</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 median</source>
        <translation>%1 中位数</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 最小值</translation>
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
        <translation>仅此一个</translation>
    </message>
    <message>
        <source>chosen of %1</source>
        <translation>从 %1 个中选定</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>选定</translation>
    </message>
    <message>
        <source>candidate</source>
        <translation>候选</translation>
    </message>
    <message>
        <source>one of %1, unrecorded</source>
        <translation>%1 个之一，未记录</translation>
    </message>
    <message>
        <source>The caches hold one compiled variant of this kernel: the one the run used.</source>
        <translation>缓存中只有此内核的一个编译变体：即本次运行使用的那个。</translation>
    </message>
    <message>
        <source>The variant the run used, named by Inductor&apos;s autotune record %1%2.</source>
        <translation>本次运行使用的变体，由 Inductor 的自动调优记录 %1%2 指明。</translation>
    </message>
    <message>
        <source> (found by coordinate descent)</source>
        <translation>（由坐标下降找到）</translation>
    </message>
    <message>
        <source>A variant autotuning compiled and benchmarked, but the run did not use.</source>
        <translation>自动调优编译并测量过、但本次运行未使用的变体。</translation>
    </message>
    <message>
        <source>One of %1 compiled variants; no record says which one the run used (e.g. a reduction whose R0_BLOCK Inductor halved at load and benchmarked without recording the choice).</source>
        <translation>%1 个编译变体之一；没有记录表明本次运行使用了哪一个（例如 Inductor 在加载时将 R0_BLOCK 减半并测量、却未记录选择的归约）。</translation>
    </message>
    <message>
        <source>Autotuning took %1 ms (the record&apos;s time_taken_ms: tuning time, not this kernel&apos;s time).</source>
        <translation>自动调优耗时 %1 ms（记录中的 time_taken_ms：调优时间，而非此内核的运行时间）。</translation>
    </message>
    <message>
        <source>Inductor&apos;s max-autotune benchmark of this config: %1 µs (before any epilogue was fused).</source>
        <translation>Inductor 对此配置的 max-autotune 测量：%1 µs（在融合任何尾处理之前）。</translation>
    </message>
    <message>
        <source>The same launch is also in compile %1.</source>
        <translation>同一次启动也出现在编译 %1 中。</translation>
    </message>
    <message>
        <source>Which compiled variant the row launches: the one the run used (the only one, or the one Inductor&apos;s autotune record names), an autotune candidate it did not use, or one of several when nothing records the choice</source>
        <translation>该行启动的是哪个编译变体：本次运行使用的那个（唯一的一个，或 Inductor 自动调优记录指明的那个）、未使用的自动调优候选，或在没有记录选择时的多个之一</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>变体</translation>
    </message>
    <message>
        <source>Fastest of the timed launches (caches flushed before each). For Triton kernels this is the statistic Inductor&apos;s own benchmark prints (output_code.py -k takes the minimum of its CUDA-event timings): compare with Inductor here.</source>
        <translation>计时启动中最快的一次（每次之前清空缓存）。对 Triton 内核，这正是 Inductor 自带基准打印的统计量（output_code.py -k 取其 CUDA 事件计时的最小值）：与 Inductor 比较时请看此列。</translation>
    </message>
    <message>
        <source>Min µs (as Inductor -k)</source>
        <translation>最小 µs（同 Inductor -k）</translation>
    </message>
    <message>
        <source>Median of the timed launches: the typical launch. For kernels under ~25 µs it is usually 1–2 µs above the minimum.</source>
        <translation>计时启动的中位数：典型的一次启动。对于短于约 25 µs 的内核，它通常比最小值高 1–2 µs。</translation>
    </message>
    <message>
        <source>Inductor&apos;s own benchmark of this kernel&apos;s config, when the trace recorded one (max-autotune template choices; measured before any epilogue was fused)</source>
        <translation>Inductor 对此内核配置的自有测量（若跟踪中有记录；max-autotune 模板选择；在融合任何尾处理之前测量）</translation>
    </message>
    <message>
        <source>Inductor µs</source>
        <translation>Inductor µs</translation>
    </message>
    <message>
        <source>Share of the summed medians of the kernels the run used</source>
        <translation>占本次运行所用内核中位数之和的比例</translation>
    </message>
    <message>
        <source>(max − min) / median</source>
        <translation>（最大 − 最小）/ 中位数</translation>
    </message>
    <message>
        <source>The same code and launch are also in %1: one row, measured once.</source>
        <translation>相同的代码和启动也出现在 %1：一行，测量一次。</translation>
    </message>
    <message>
        <source>Also launched, with the same code and arguments, in: %1. One row stands for them all and is measured once.</source>
        <translation>以相同代码和参数也在以下位置启动：%1。一行代表全部，只测量一次。</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <source>rank %1 · %2</source>
        <translation>rank %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more)</source>
        <translation>
            <numerusform>%1（另有 %n 个）</numerusform>
        </translation>
    </message>
    <message>
        <source>Which graph of the compile launches the kernel (its part, and the AOT compilation where a compile has several, e.g. DDP&apos;s submod_0), and the rank in multi-rank runs. Kernels of one name in several graphs are different kernels; one whose code and launch are identical in several graphs or ranks is one row, measured once (the tooltip names the others).</source>
        <translation>由本次编译的哪个图启动该内核（其部分；若一次编译有多个 AOT 编译，则为哪一个，例如 DDP 的 submod_0），多 rank 运行中还有 rank。多个图中同名的内核是不同的内核；代码和启动在多个图或 rank 中完全相同的内核为一行，只测量一次（提示中列出其他位置）。</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>图</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>%1% %2</source>
        <translation>%1% %2</translation>
    </message>
    <message>
        <source>How close the median is to the limit that bounds the kernel: the time its bytes take at the GPU&apos;s measured copy rate, or its FLOPs at the compute peak of its dtype (100%: at the roof); latency: too small for either roof to set its time</source>
        <translation>中位数离限制该内核的上限有多近：其字节按 GPU 实测拷贝速率所需的时间，或其 FLOPs 按其数据类型的计算峰值所需的时间（100%：达到上限）；延迟：内核太小，两种上限都决定不了它的时间</translation>
    </message>
    <message>
        <source>% of roof</source>
        <translation>占上限 %</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Bytes the launch moves (Inductor&apos;s count where its code has one, else each distinct tensor argument once) / median time</source>
        <translation>本次启动搬运的字节数（代码中有 Inductor 的计数时用它，否则每个不同的张量参数计一次）/ 中位时间</translation>
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
    <message numerus="yes">
        <source>: %1 of generated kernels, %n extern call(s) to library kernels</source>
        <translation>
            <numerusform>：其中生成的内核 %1 次，对库内核的外部调用 %n 次</numerusform>
        </translation>
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
        <translation>自动调优候选</translation>
    </message>
    <message>
        <source>Also list, and profile, the variants autotuning compiled but the run did not use. By default each kernel is the variant the run used.</source>
        <translation>同时列出并分析自动调优编译过、但本次运行未使用的变体。默认每个内核都是本次运行使用的变体。</translation>
    </message>
    <message numerus="yes">
        <source> (and %n autotune candidate(s) the run did not use)</source>
        <translation>
            <numerusform>（以及本次运行未使用的 %n 个自动调优候选）</numerusform>
        </translation>
    </message>
    <message>
        <source>. Results are kept in %1</source>
        <translation>。结果保存在 %1</translation>
    </message>
    <message>
        <source>Profile run %1: %2 measured, %3 not, on %4. Kept in %5</source>
        <translation>性能分析运行 %1：在 %4 上测量了 %2，%3 个未测量。保存在 %5</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s)</source>
        <translation>
            <numerusform>%n 个内核</numerusform>
        </translation>
    </message>
    <message>
        <source>; Inductor&apos;s autotuning benchmark %1 µs</source>
        <translation>；Inductor 自动调优测量 %1 µs</translation>
    </message>
    <message>
        <source>; autotuning took %1 ms</source>
        <translation>；自动调优耗时 %1 ms</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; [%2] %3 &lt;i&gt;%4&lt;/i&gt;&lt;br&gt;Graph nodes: %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; [%2] %3 &lt;i&gt;%4&lt;/i&gt;&lt;br&gt;图节点：%5</translation>
    </message>
    <message>
        <source>Profiling kernels</source>
        <translation>正在分析内核</translation>
    </message>
    <message>
        <source>Why Are These Two Separate Kernels?</source>
        <translation>为什么这是两个独立的内核？</translation>
    </message>
    <message>
        <source>Select two kernels of one compile: the Fusion view says what Inductor recorded about fusing them, or why it could not have</source>
        <translation>选择同一次编译的两个内核：融合视图会显示 Inductor 对融合它们的记录，或者为什么无法融合</translation>
    </message>
    <message>
        <source>Copy All Code Unabridged</source>
        <translation>复制完整代码（不删节）</translation>
    </message>
    <message>
        <source>The kernel&apos;s whole code as the trace has it, long lines included</source>
        <translation>按跟踪记录中的原样复制内核的全部代码，包括长行</translation>
    </message>
    <message numerus="yes">
        <source>%n distinct kernel(s)</source>
        <translation>
            <numerusform>%n 个不同内核</numerusform>
        </translation>
    </message>
    <message>
        <source>Extern calls (library kernels such as mm or attention) are not listed here: the compile tree&apos;s Kernels tooltip and summary count their launches. A row is a launch plan: a kernel whose variant the run does not record has a row per variant.</source>
        <translation>外部调用（如 mm 或注意力等库内核）不在此列出：编译树“内核”列的提示和 summary 会统计它们的启动。每行是一个启动计划：运行未记录所用变体的内核，每个变体占一行。</translation>
    </message>
    <message numerus="yes">
        <source> (%n launch(es) per call of their graphs</source>
        <translation>
            <numerusform> (其所属图每次调用 %n 次启动</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 launches per call, extern calls included, by the branches taken)</source>
        <translation> (每次调用 %1 次启动，含外部调用，取决于所走的分支)</translation>
    </message>
    <message numerus="yes">
        <source>, %n row(s)</source>
        <translation>
            <numerusform>，%n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 can be launched alone</source>
        <translation>，%1 个可单独启动</translation>
    </message>
    <message numerus="yes">
        <source> standing also for %n kernel(s) of other graphs or ranks with the same code and launch (measured once, with their row)</source>
        <translation>
            <numerusform>，这些行也代表其他图或 rank 中代码和启动相同的 %n 个内核（随所在行测量一次）</numerusform>
        </translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Autotuning</source>
        <translation>自动调优</translation>
    </message>
    <message>
        <source>How Inductor chose this kernel: every candidate it timed, the winner&apos;s margin, the ones dropped and why</source>
        <translation>Inductor 如何选出此内核：它计时过的每个候选、胜出者的领先幅度、被丢弃的候选及原因</translation>
    </message>
    <message>
        <source>IR → SASS</source>
        <translation>IR → SASS</translation>
    </message>
    <message>
        <source>The kernel&apos;s code down the stack — module, TTIR, TTGIR, LLVM IR, PTX, SASS — tied line by line</source>
        <translation>内核在各层的代码 — 模块、TTIR、TTGIR、LLVM IR、PTX、SASS — 逐行对应</translation>
    </message>
</context>
<context>
    <name>cs::viewers::MessagesModel</name>
    <message>
        <source>autotune error</source>
        <translation>自动调优错误</translation>
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
        <translation>性能提示</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>级别</translation>
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
        <translation>日志行</translation>
    </message>
</context>
<context>
    <name>cs::viewers::PassesModel</name>
    <message>
        <source>%1, line %2</source>
        <translation>%1，第 %2 行</translation>
    </message>
    <message>
        <source>%1 · %2 ms</source>
        <translation>%1 · %2 ms</translation>
    </message>
    <message>
        <source>Pass stage</source>
        <translation>编译遍阶段</translation>
    </message>
    <message>
        <source>Graph logged</source>
        <translation>记录的图</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Passes since</source>
        <translation>其间的编译遍</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>变化</translation>
    </message>
</context>
<context>
    <name>cs::viewers::PassesPane</name>
    <message>
        <source>Select a graph to see what the passes before it changed; select two (Ctrl+click) to compare any two graphs of the run.</source>
        <translation>选择一个图，查看它之前的编译遍改变了什么；选择两个（Ctrl+单击）可比较此运行的任意两个图。</translation>
    </message>
    <message>
        <source>How the run was compiled in parts</source>
        <translation>该运行如何分部分编译</translation>
    </message>
    <message>
        <source>No run</source>
        <translation>没有运行</translation>
    </message>
    <message>
        <source>Open a run to see Inductor&apos;s passes on its graphs.</source>
        <translation>打开一个运行以查看 Inductor 在其图上的编译遍。</translation>
    </message>
    <message>
        <source>Reading the graphs…</source>
        <translation>正在读取图…</translation>
    </message>
    <message>
        <source>Each graph Inductor logged around its passes is parsed.</source>
        <translation>正在解析 Inductor 在其编译遍前后记录的每个图。</translation>
    </message>
    <message>
        <source>No graphs of Inductor&apos;s passes</source>
        <translation>没有 Inductor 编译遍的图</translation>
    </message>
    <message>
        <source>The traces hold no graph logged around Inductor&apos;s passes (before_pre_grad_graph, before_post_grad_graph, …): the run was compiled by another backend, or by a torch older than 2.6.</source>
        <translation>跟踪中没有在 Inductor 编译遍前后记录的图（before_pre_grad_graph、before_post_grad_graph 等）：此运行由其他后端编译，或由早于 2.6 的 torch 编译。</translation>
    </message>
    <message>
        <source>(%1 rows selected: the first and the last compared)
</source>
        <translation>（已选择 %1 行：比较第一行和最后一行）
</translation>
    </message>
    <message>
        <source>%1 (%2, line %3): the first graph logged in its stage; select the next row to see what the passes changed.</source>
        <translation>%1（%2，第 %3 行）：其阶段中记录的第一个图；选择下一行查看编译遍改变了什么。</translation>
    </message>
</context>
<context>
    <name>cs::viewers::ProvenancePane</name>
    <message>
        <source>Click a line in any pane: what it came from and what it became are highlighted in the other two.</source>
        <translation>在任一窗格中单击一行：其来源及其结果会在另外两个窗格中高亮显示。</translation>
    </message>
    <message>
        <source>Post-grad graph:</source>
        <translation>post-grad 图：</translation>
    </message>
    <message>
        <source>No run</source>
        <translation>没有运行</translation>
    </message>
    <message>
        <source>Open a run to follow its nodes from the model to the generated code.</source>
        <translation>打开一个运行，从模型一直追踪其节点到生成的代码。</translation>
    </message>
    <message>
        <source>Reading the graphs…</source>
        <translation>正在读取图…</translation>
    </message>
    <message>
        <source>No provenance</source>
        <translation>没有溯源信息</translation>
    </message>
    <message>
        <source>No post-grad graph of this run has Inductor&apos;s provenance mapping. Record with INDUCTOR_PROVENANCE=1 (or TORCH_COMPILE_DEBUG=1) to have it.</source>
        <translation>此运行没有任何 post-grad 图带有 Inductor 的溯源映射。请用 INDUCTOR_PROVENANCE=1（或 TORCH_COMPILE_DEBUG=1）录制以获得它。</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Pre-grad graph</source>
        <translation>pre-grad 图</translation>
    </message>
    <message>
        <source>Post-grad graph</source>
        <translation>post-grad 图</translation>
    </message>
    <message>
        <source>Generated code</source>
        <translation>生成的代码</translation>
    </message>
    <message>
        <source>%1: not in the trace</source>
        <translation>%1：不在跟踪中</translation>
    </message>
    <message>
        <source>%1 (%2, from line %3)</source>
        <translation>%1（%2，自第 %3 行）</translation>
    </message>
    <message>
        <source>This line is no node and no kernel call with a provenance handle.</source>
        <translation>此行既不是节点，也不是带溯源句柄的内核调用。</translation>
    </message>
    <message numerus="yes">
        <source>%n pre-grad node(s)</source>
        <translation>
            <numerusform>%n 个 pre-grad 节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n post-grad node(s)</source>
        <translation>
            <numerusform>%n 个 post-grad 节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kernel call(s)</source>
        <translation>
            <numerusform>%n 个内核调用</numerusform>
        </translation>
    </message>
    <message>
        <source>source: %1</source>
        <translation>源码：%1</translation>
    </message>
</context>
<context>
    <name>cs::viewers::RankTimeline</name>
    <message>
        <source>Every rank&apos;s compiles on one time axis (wall clock). Click a bar to select that compile.</source>
        <translation>所有 rank 的编译显示在同一时间轴上（挂钟时间）。点击条形可选中该编译。</translation>
    </message>
    <message>
        <source>No compile start and end times recorded (compilation_metrics).</source>
        <translation>未记录编译的开始和结束时间（compilation_metrics）。</translation>
    </message>
    <message>
        <source>ranks hours apart start together (other runs, or clocks not in step): their logs start up to %1 h apart</source>
        <translation>相隔数小时的 rank 从同一起点开始显示（不同的运行，或时钟不同步）：它们的日志开始时间最多相差 %1 小时</translation>
    </message>
</context>
<context>
    <name>cs::viewers::RanksPane</name>
    <message>
        <source>outcome: %1</source>
        <translation>结果：%1</translation>
    </message>
    <message>
        <source>cache: %1</source>
        <translation>缓存：%1</translation>
    </message>
    <message>
        <source>failed guard: %1</source>
        <translation>失败的守卫：%1</translation>
    </message>
    <message>
        <source>graph break: %1</source>
        <translation>图中断：%1</translation>
    </message>
    <message>
        <source>collectives: %1</source>
        <translation>集合通信：%1</translation>
    </message>
    <message>
        <source>compile time: %1 s</source>
        <translation>编译时间：%1 s</translation>
    </message>
    <message>
        <source>Groups of ranks that did the same:</source>
        <translation>行为相同的 rank 分组：</translation>
    </message>
    <message>
        <source>Collectives, side by side (first mismatch marked):</source>
        <translation>集合通信并排对比（标出第一个不一致）：</translation>
    </message>
    <message>
        <source>No run open</source>
        <translation>未打开运行</translation>
    </message>
    <message>
        <source>Open the trace folder of a distributed job (one log per rank).</source>
        <translation>打开分布式作业的跟踪文件夹（每个 rank 一个日志）。</translation>
    </message>
    <message>
        <source>One rank</source>
        <translation>只有一个 rank</translation>
    </message>
    <message>
        <source>This run has one trace log: there are no ranks to compare. Open the folder that holds every rank&apos;s log (dedicated_log_torch_trace_rank_N.log) to see where ranks part.</source>
        <translation>此运行只有一个跟踪日志：没有可比较的 rank。请打开包含所有 rank 日志（dedicated_log_torch_trace_rank_N.log）的文件夹，查看各 rank 从何处开始分歧。</translation>
    </message>
    <message>
        <source>Comparing ranks…</source>
        <translation>正在比较各 rank…</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Likely hang: collective #%1 of %2 differs — %3</source>
        <translation>可能的挂起：%2 的第 %1 个集合通信不同 — %3</translation>
    </message>
    <message>
        <source>Not the same on every rank</source>
        <translation>并非所有 rank 都相同</translation>
    </message>
    <message>
        <source>The same on every rank</source>
        <translation>所有 rank 都相同</translation>
    </message>
    <message>
        <source>%1 has no compile %2</source>
        <translation>%1 没有编译 %2</translation>
    </message>
    <message numerus="yes">
        <source>Warning: some rank logs could not be read whole (%n problem(s)); what they lost is not compared:</source>
        <translation>
            <numerusform>警告：部分 rank 日志无法完整读取（%n 个问题）；缺失部分不参与比较：</numerusform>
        </translation>
    </message>
    <message>
        <source>… %1 more</source>
        <translation>… 还有 %1 条</translation>
    </message>
    <message>
        <source>But: %1</source>
        <translation>但是：%1</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <source>ranks %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <source>First divergence: %1 on %2 (%3): %4</source>
        <translation>首个分歧：%1，在 %2 上（%3）：%4</translation>
    </message>
    <message>
        <source>Also: %1 on %2 (%3): %4</source>
        <translation>同样：%2 上的 %1（%3）：%4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>group %1: %2</source>
        <translation>第 %1 组：%2</translation>
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
        <translation> s</translation>
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
        <translation>向命令及其启动的所有进程发送 SIGTERM；5 s 后或再次按下时发送 SIGKILL。</translation>
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
        <translation>%1 s</translation>
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
    <message>
        <source>Recording a run</source>
        <translation>正在录制运行</translation>
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
    <message>
        <source>The trace names no source file; as recorded:

%1</source>
        <translation>跟踪中未指明源文件；记录的内容：

%1</translation>
    </message>
    <message>
        <source>%1 (line %2) could not be shown; as recorded:

%3</source>
        <translation>无法显示 %1（第 %2 行）；记录的内容：

%3</translation>
    </message>
    <message>
        <source>%1 on this machine is not the file the run used: its line %2 reads otherwise (another version). The run recorded:

%3</source>
        <translation>本机上的 %1 不是运行时使用的文件：其第 %2 行内容不同（另一个版本）。运行记录为：

%3</translation>
    </message>
    <message>
        <source>This file differs from the one the run used (another version): the recorded line %1 is line %2 here.</source>
        <translation>此文件与运行时使用的文件不同（另一个版本）：记录的第 %1 行在此处为第 %2 行。</translation>
    </message>
</context>
<context>
    <name>cs::viewers::TaskStatus</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 (stopping…)</source>
        <translation>%1（正在停止…）</translation>
    </message>
    <message numerus="yes">
        <source>(+%n more)</source>
        <translation>
            <numerusform>（另有 %n 个）</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop: %1</source>
        <translation>停止：%1</translation>
    </message>
</context>
</TS>
