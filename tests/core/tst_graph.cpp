#include "core/analysis/outputcode.h"
#include "core/graph/graphcatalog.h"
#include "core/graph/graphexport.h"
#include "core/graph/graphmodules.h"
#include "core/ingest/runloader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;

// Graph extraction on real runs. Node, call, input and edge counts agree with an independent
// Python reading written from the FX grammar (scripts/check/check_graphs.py, the CTest
// check_graphs); Dynamo graphs agree with PyTorch's own compilation_metrics (asserted here on
// every trace the tests read); kernel membership is compared with Inductor's own provenance
// mapping, read here with Qt's JSON; the FX printer's forms with torch.fx's own nodes.
class TestGraph : public QObject {
    Q_OBJECT

    static std::shared_ptr<const LoadedRun> load(const QString &path)
    {
        auto run = loadRun({ path });
        if (!run)
            qFatal("%s", qPrintable(run.error().toString()));
        return run.value();
    }
    static QString log(const char *name) { return QStringLiteral(CS_TEST_DATA_DIR "/logs/") + QLatin1String(name); }

    static const GraphEntry &entry(const QList<GraphEntry> &graphs, const QString &id)
    {
        for (const GraphEntry &g : graphs)
            if (g.id == id)
                return g;
        qFatal("no graph %s", qPrintable(id));
    }

    // Every post-grad graph with provenance: each node's kernel is the first entry PyTorch's
    // postToCppCode gives for it (the `:<handle>` dropped), and nodes it does not list have none.
    static int checkProvenance(const LoadedRun &run)
    {
        int checked = 0;
        for (const GraphEntry &e : listGraphs(run)) {
            if (e.stage != QLatin1String("post_grad") || !e.provenance)
                continue;
            const TraceLog &tl = *run.logs[e.log];
            QJsonObject postToCode;
            for (uint32_t ri = e.record + 1; ri < tl.records.size() && postToCode.isEmpty(); ++ri)
                if (tl.kindName(tl.records[ri]) == "artifact:inductor_provenance_tracking_node_mappings")
                    postToCode = QJsonDocument::fromJson(QByteArray::fromStdString(tl.payload(tl.records[ri])))
                                     .object()[QStringLiteral("postToCppCode")]
                                     .toObject();
            const FxGraph g = loadGraph(run, e).value();
            for (const FxNode &n : g.nodes) {
                const QJsonArray kernels = postToCode[n.name].toArray();
                const QString want = kernels.isEmpty() ? QString() : kernels.first().toString().section(u':', 0, 0);
                const QString got = n.group >= 0 ? g.groups[n.group].kernel : QString();
                if (got != want)
                    qFatal("%s node %s: kernel %s, provenance says %s", qPrintable(e.id), qPrintable(n.name),
                        qPrintable(got), qPrintable(want));
            }
            for (const QString &name : postToCode.keys())
                if (g.find(name) < 0)
                    qFatal("%s: provenance names node %s, not in the graph", qPrintable(e.id), qPrintable(name));
            ++checked;
        }
        return checked;
    }

private Q_SLOTS:
    void countsOfRealGraphs()
    {
        const auto mlp = listGraphs(*load(log("fusion_mlp.log.zst")));
        QCOMPARE(entry(mlp, QStringLiteral("0/0:post_grad:forward")).nodes, 77);
        QCOMPARE(entry(mlp, QStringLiteral("0/0:post_grad:forward")).edges, 109);
        QCOMPARE(entry(mlp, QStringLiteral("0/0:aot_joint")).nodes, 188);
        QCOMPARE(
            entry(mlp, QStringLiteral("0/0:dynamo")).nodes, 32); // compilation_metrics: 32 nodes, 18 ops, 13 inputs
        QCOMPARE(entry(mlp, QStringLiteral("0/0:dynamo")).calls, 18);
        QCOMPARE(entry(mlp, QStringLiteral("0/0:dynamo")).placeholders, 13);
        // The expanded signature (one input per line) and the multi-line return are read.
        QCOMPARE(entry(mlp, QStringLiteral("0/0:aot_forward")).nodes, 77);
        QCOMPARE(entry(mlp, QStringLiteral("0/0:aot_forward")).placeholders, 13);
        QCOMPARE(entry(mlp, QStringLiteral("0/0:aot_forward")).edges, 109);
        const auto gpt2 = listGraphs(*load(log("gpt2_train.log.zst")));
        QCOMPARE(entry(gpt2, QStringLiteral("1/0:dynamo")).nodes, 713); // compilation_metrics: 713, 563, 149
        QCOMPARE(entry(gpt2, QStringLiteral("1/0:dynamo")).calls, 563);
        QCOMPARE(entry(gpt2, QStringLiteral("1/0:dynamo")).placeholders, 149);
        QCOMPARE(entry(gpt2, QStringLiteral("1/0:aot_joint")).nodes, 2781);
        QCOMPARE(entry(gpt2, QStringLiteral("1/0:aot_joint")).edges, 3655);
        QCOMPARE(entry(gpt2, QStringLiteral("1/0:post_grad:backward")).part, QStringLiteral("backward"));
        const auto big = listGraphs(*load(QStringLiteral(CS_TEST_DATA_DIR "/big/gpt2_48_trace.log.zst")));
        QCOMPARE(entry(big, QStringLiteral("1/0:dynamo")).nodes, 2765);
        QCOMPARE(entry(big, QStringLiteral("1/0:aot_joint")).nodes, 10845);
        QCOMPARE(entry(big, QStringLiteral("1/0:aot_joint")).edges, 14275);
    }

    // Dynamo's own figures for its graphs (graph_node_count = len(graph.nodes), graph_op_count
    // = the call nodes, graph_input_count = the placeholders): every Dynamo graph of every
    // trace the tests read has them, and no count differs.
    void dynamoGraphsEqualCompilationMetrics()
    {
        QStringList inputs { QStringLiteral(CS_TEST_DATA_DIR "/big/gpt2_48_trace.log.zst"),
            QStringLiteral(CS_TEST_DATA_DIR "/break_profile/trace.log.zst"),
            QStringLiteral(CS_TEST_DATA_DIR "/comp_failure.log"),
            QStringLiteral(CS_TEST_DATA_DIR "/simple_corrupted_json.log"),
            QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") };
        for (const QFileInfo &fi : QDir(QStringLiteral(CS_TEST_DATA_DIR "/logs"))
                                       .entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot))
            inputs << fi.filePath();
        int checked = 0, dynamo = 0;
        for (const QString &input : inputs) {
            for (const GraphEntry &e : listGraphs(*load(input))) {
                if (e.stage != QLatin1String("dynamo"))
                    continue;
                ++dynamo;
                QVERIFY2(e.diagnostics.isEmpty(), qPrintable(e.diagnostics.value(0).toString()));
                if (e.metricNodes < 0)
                    continue;
                ++checked;
                QVERIFY2(e.nodes == e.metricNodes && e.calls == e.metricCalls && e.placeholders == e.metricInputs,
                    qPrintable(QStringLiteral("%1 %2: %3/%4/%5, metrics %6/%7/%8")
                                   .arg(input, e.id)
                                   .arg(e.nodes)
                                   .arg(e.calls)
                                   .arg(e.placeholders)
                                   .arg(e.metricNodes)
                                   .arg(e.metricCalls)
                                   .arg(e.metricInputs)));
            }
        }
        // Graphs without metrics: a restarted analysis's first attempt, and old logs' failures.
        QCOMPARE(dynamo, 69);
        QCOMPARE(checked, 65);
    }

    // A count that differs from compilation_metrics is a diagnostic naming the trace and line.
    void metricsMismatchIsADiagnostic()
    {
        QFile in(QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray text = in.readAll();
        const qsizetype at = text.indexOf("{\"compilation_metrics\": {\"compile_id\": \"0/0\"");
        const QByteArray recorded = "\"graph_node_count\": 10,";
        const qsizetype field = text.indexOf(recorded, at);
        QVERIFY(at > 0 && field > at && field < text.indexOf('\n', at));
        text.replace(field, recorded.size(), "\"graph_node_count\": 11,");
        QTemporaryDir dir;
        QFile out(dir.filePath(QStringLiteral("trace.log")));
        QVERIFY(out.open(QIODevice::WriteOnly) && out.write(text) == text.size());
        out.close();
        const auto graphs = listGraphs(*load(out.fileName()));
        const GraphEntry &g = entry(graphs, QStringLiteral("0/0:dynamo"));
        QCOMPARE(g.metricNodes, 11);
        QCOMPARE(g.diagnostics.size(), 1);
        QCOMPARE(g.diagnostics[0].file, out.fileName());
        QCOMPARE(g.diagnostics[0].line, int64_t(g.line));
        QVERIFY(g.diagnostics[0].message.contains(QLatin1String("graph_node_count 11")));
        QVERIFY(entry(graphs, QStringLiteral("1/0:dynamo")).diagnostics.isEmpty());
    }

    // Dynamo prints each placeholder's node name after the signature (`l_x_ = L_x_`): the same
    // node, renamed, its argument name kept as the target; it reads no call. Parameters keep
    // their module; method calls and operators are calls of their own kind.
    void dynamoPlaceholders()
    {
        const auto run = load(log("fusion_mlp.log.zst"));
        const FxGraph g = loadGraph(*run, entry(listGraphs(*run), QStringLiteral("0/0:dynamo"))).value();
        QCOMPARE(g.find(QStringLiteral("L_args_0_")), -1);
        const FxNode &x = g.nodes[g.find(QStringLiteral("l_args_0_"))];
        QCOMPARE(x.op, FxNode::Op::Placeholder);
        QCOMPARE(x.target, QStringLiteral("L_args_0_"));
        QCOMPARE(x.shape, QStringLiteral("32, 128, 1024"));
        QVERIFY(!x.parameter);
        const FxNode &w = g.nodes[g.find(QStringLiteral("l_fn_modules_1_modules_up_parameters_weight_"))];
        QCOMPARE(w.op, FxNode::Op::Placeholder);
        QVERIFY(w.parameter);
        QCOMPARE(w.module, QStringLiteral("1.up"));
        const FxNode &mean = g.nodes[g.find(QStringLiteral("mean"))];
        QCOMPARE(mean.op, FxNode::Op::CallMethod);
        QCOMPARE(mean.target, QStringLiteral("mean"));
        QVERIFY(std::find(g.edges.begin(), g.edges.end(),
                    std::pair(g.find(QStringLiteral("h_2")), g.find(QStringLiteral("mean"))))
            != g.edges.end());
        QCOMPARE(g.nodes[g.find(QStringLiteral("mul"))].target, QStringLiteral("operator.mul"));
        QCOMPARE(g.nodes[g.find(QStringLiteral("h"))].target, QStringLiteral("torch.nn.functional.layer_norm"));
        QCOMPARE(g.nodes[g.find(QStringLiteral("h"))].module, QStringLiteral("0.ln"));
    }

    // Every form FX's printer has (torch.fx's own nodes, ops and edges for one graph printed
    // three ways; scripts/fixtures/make_fx_forms.py).
    void fxPrinterForms()
    {
        QFile f(QStringLiteral(CS_TEST_DATA_DIR "/graphs/fx_forms.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
        QStringList wantNodes, wantEdges;
        for (const QJsonValue &n : doc[QStringLiteral("nodes")].toArray())
            wantNodes << n.toArray()[0].toString() + u' ' + n.toArray()[1].toString();
        for (const QJsonValue &e : doc[QStringLiteral("edges")].toArray())
            wantEdges << e.toArray()[0].toString() + QStringLiteral(" -> ") + e.toArray()[1].toString();
        wantEdges.sort();
        const QJsonObject printed = doc[QStringLiteral("printed")].toObject();
        QCOMPARE(printed.size(), 3);
        for (const QString &form : printed.keys()) {
            const FxGraph g = parseFxGraph(printed[form].toString().toStdString());
            QStringList nodes, edges;
            for (const FxNode &n : g.nodes)
                nodes << n.name + u' ' + FxNode::opName(n.op == FxNode::Op::GetItem ? FxNode::Op::CallFunction : n.op);
            for (const auto &[from, to] : g.edges)
                edges << g.nodes[from].name + QStringLiteral(" -> ") + g.nodes[to].name;
            edges.sort();
            QCOMPARE(nodes, wantNodes);
            QCOMPARE(edges, wantEdges);
        }
    }

    void nodeDetails()
    {
        const auto run = load(log("fusion_mlp.log.zst"));
        const FxGraph g = loadGraph(*run, entry(listGraphs(*run), QStringLiteral("0/0:post_grad:forward"))).value();
        const FxNode &addmm = g.nodes[g.find(QStringLiteral("addmm"))];
        QCOMPARE(addmm.target, QStringLiteral("aten.addmm.default"));
        QCOMPARE(addmm.dtype, QStringLiteral("f32"));
        QCOMPARE(addmm.shape, QStringLiteral("4096, 4096"));
        QCOMPARE(addmm.stride, QStringLiteral("4096, 1"));
        QCOMPARE(addmm.device, QStringLiteral("cuda:0"));
        QCOMPARE(addmm.line, 43);
        QVERIFY(addmm.code.startsWith(QLatin1String("h = s.ln(x)")));
        QCOMPARE(g.nodes[g.find(QStringLiteral("primals_3"))].op, FxNode::Op::Placeholder);
        QCOMPARE(g.nodes[g.find(QStringLiteral("getitem_1"))].op, FxNode::Op::GetItem);
        QCOMPARE(g.nodes.back().op, FxNode::Op::Output);
        QCOMPARE(g.groups[addmm.group].kernel, QStringLiteral("extern_kernels.addmm"));
        QCOMPARE(g.groups[addmm.group].kind, QStringLiteral("extern"));
    }

    void kernelsEqualProvenance()
    {
        QCOMPARE(checkProvenance(*load(log("fusion_mlp.log.zst"))), 1);
        QCOMPARE(checkProvenance(*load(log("gpt2_train.log.zst"))), 2);
        QCOMPARE(checkProvenance(*load(log("inductor_provenance_jit_log.txt.zst"))), 1);
        QCOMPARE(
            checkProvenance(*load(QStringLiteral(CS_TEST_DATA_DIR "/logs/inductor_provenance_aot_log.txt.zst"))), 1);
    }

    // Backward graphs carry no provenance: groups come from the generated code's comments,
    // one per kernel it defines.
    void backwardGroupsFromGeneratedCode()
    {
        const auto run = load(log("fusion_mlp.log.zst"));
        const auto graphs = listGraphs(*run);
        const GraphEntry &bwd = entry(graphs, QStringLiteral("0/0:post_grad:backward"));
        QVERIFY(!bwd.provenance);
        const FxGraph g = loadGraph(*run, bwd).value();
        QCOMPARE(g.groupSource, QStringLiteral("output_code"));
        const TraceLog &tl = *run->logs[bwd.log];
        QStringList defined;
        for (uint32_t ri = bwd.record + 1; ri < tl.records.size() && defined.isEmpty(); ++ri)
            if (tl.kindName(tl.records[ri]) == "inductor_output_code")
                for (const KernelDef &k : parseOutputCode(tl.payload(tl.records[ri])).kernels)
                    defined << k.name;
        QSet<QString> grouped;
        for (const FusionGroup &grp : g.groups)
            if (grp.kind != QLatin1String("extern"))
                grouped << grp.kernel;
        QCOMPARE(grouped, QSet<QString>(defined.begin(), defined.end()));
    }

    // The 48-layer model's joint graph collapses to at most 100 boxes, every node in exactly
    // one; expanding a segment shows its parts and still covers every node.
    void collapsesBigGraphs()
    {
        const auto run = load(QStringLiteral(CS_TEST_DATA_DIR "/big/gpt2_48_trace.log.zst"));
        const FxGraph g = loadGraph(*run, entry(listGraphs(*run), QStringLiteral("1/0:aot_joint"))).value();
        const CollapsedGraph c = collapseGraph(g);
        QVERIFY(c.segmented);
        QVERIFY(c.units.size() <= size_t(CollapsedGraph::DefaultMaxUnits));
        // Every node is in one box, except inputs and the output, drawn beside their users.
        size_t covered = 0, ends = 0;
        for (const auto &u : c.units)
            covered += u.members.size();
        for (size_t i = 0; i < g.nodes.size(); ++i) {
            const bool end = g.nodes[i].op == FxNode::Op::Placeholder || g.nodes[i].op == FxNode::Op::Output;
            ends += end;
            QCOMPARE(c.unitOf[i] < 0, end);
        }
        QCOMPARE(covered + ends, g.nodes.size());
        const int key = c.units[5].key();
        const CollapsedGraph open = collapseGraph(g, CollapsedGraph::DefaultMaxUnits, { key });
        QVERIFY(open.units.size() > c.units.size());
        covered = 0;
        for (const auto &u : open.units)
            covered += u.members.size();
        QCOMPARE(covered + ends, g.nodes.size());
        // Drawn by Graphviz in its own process.
        const auto svg = runDot(collapsedDot(g, c), QStringLiteral("svg"));
        QVERIFY2(svg, svg ? "" : qPrintable(svg.error().toString()));
        QVERIFY(svg.value().contains("<svg"));
    }

    // A Dynamo node shows the kernels it became: its post-grad nodes' kernels (preToPost).
    void dynamoNodesLinkToKernels()
    {
        const auto run = load(log("fusion_mlp.log.zst"));
        const FxGraph g = loadGraph(*run, entry(listGraphs(*run), QStringLiteral("0/0:dynamo"))).value();
        QCOMPARE(g.groupSource, QStringLiteral("provenance via post-grad"));
        // `linear` (the first Linear) became view, permute, addmm, view_1: the addmm extern call.
        QCOMPARE(
            g.groups[g.nodes[g.find(QStringLiteral("linear"))].group].kernel, QStringLiteral("extern_kernels.addmm"));
        QCOMPARE(g.groups[g.nodes[g.find(QStringLiteral("h"))].group].kernel,
            QStringLiteral("triton_per_fused_native_layer_norm_0"));
    }

    // TORCH_COMPILE_DEBUG's FX dumps are graphs too: the transformed (post-grad) graph of the
    // debug folder equals the trace's, kernels included (the folder's provenance file).
    void debugFolderGraphs()
    {
        const auto debug = load(QStringLiteral(CS_TEST_DATA_DIR "/artifacts/graph_breaks_debug"));
        const auto trace = load(log("graph_breaks.log.zst"));
        const FxGraph a
            = loadGraph(*debug, entry(listGraphs(*debug), QStringLiteral("debug:model__0_forward_1.0:transformed")))
                  .value();
        const auto traced = listGraphs(*trace);
        const FxGraph b = loadGraph(*trace, findGraph(traced, QStringLiteral("0/0:post_grad")).value()).value();
        QCOMPARE(a.nodes.size(), size_t(11));
        QCOMPARE(a.nodes.size(), b.nodes.size());
        QCOMPARE(a.edges.size(), b.edges.size());
        QCOMPARE(a.groups.size(), b.groups.size());
        for (size_t i = 0; i < a.nodes.size(); ++i) {
            QCOMPARE(a.nodes[i].name, b.nodes[i].name);
            QCOMPARE(a.nodes[i].group >= 0 ? a.groups[a.nodes[i].group].kernel : QString(),
                b.nodes[i].group >= 0 ? b.groups[b.nodes[i].group].kernel : QString());
        }
    }

    // Dynamo graphs know their modules from the parameters' names: grouped by layer, gpt2's
    // graph is its embeddings, 12 blocks of 45 nodes each, and the final norm and head.
    void dynamoGraphsGroupByLayer()
    {
        const auto run = load(log("gpt2_train.log.zst"));
        const FxGraph g = loadGraph(*run, entry(listGraphs(*run), QStringLiteral("1/0:dynamo"))).value();
        QCOMPARE(
            g
                .nodes[g.find(QStringLiteral(
                    "l_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_attn_parameters_weight_"))]
                .module,
            QStringLiteral("transformer.h.3.attn.c_attn"));
        const CollapsedGraph c = collapseGraph(g, CollapsedGraph::DefaultMaxUnits, {}, GroupBy::Layer);
        QStringList blocks;
        for (const auto &u : c.units)
            if (u.label.startsWith(QLatin1String("transformer.h."))) {
                blocks << u.label.section(u'\n', 0, 0);
                QCOMPARE(u.members.size(), size_t(45));
            }
        QCOMPARE(blocks.size(), 12);
        QCOMPARE(blocks.first(), QStringLiteral("transformer.h.0"));
        QCOMPARE(blocks.last(), QStringLiteral("transformer.h.11"));
        QCOMPARE(defaultGrouping(g), GroupBy::Kernel); // it has kernels (via the pre↔post mapping)
    }

    // Post-grad graphs loaded for drawing take their modules from their AOT compilation: GPT-2's
    // forward has each block's 12 parameters as inputs, its operations run through the blocks
    // h.0 … h.11 in order, its backward's inputs are every block's; DDPOptimizer's children (several
    // AOT compilations in one compile, their pre-grad graphs alike) each see only their own
    // layers. Without asking, a post-grad graph names no module (reading them costs a parse).
    void postGradGraphsTakeTheirModules()
    {
        const auto run = load(log("gpt2_train.log.zst"));
        const QList<GraphEntry> graphs = listGraphs(*run);
        const FxGraph fwd = loadGraph(*run, entry(graphs, QStringLiteral("1/0:post_grad:forward")), true).value();
        const FxGraph bwd = loadGraph(*run, entry(graphs, QStringLiteral("1/0:post_grad:backward")), true).value();
        QHash<QString, int> parameters;
        for (const FxNode &n : fwd.nodes)
            if (n.op == FxNode::Op::Placeholder && n.parameter)
                ++parameters[n.module.section(u'.', 0, 2)];
        for (int k = 0; k < 12; ++k)
            QCOMPARE(parameters.value(QStringLiteral("transformer.h.%1").arg(k)), 12);
        // The blocks their operations run in, in graph order, each run of one block once.
        const auto blocks = [](const FxGraph &g) {
            QStringList order;
            for (const FxNode &n : g.nodes)
                if (n.isCall() && n.layer.startsWith(QLatin1String("transformer.h."))
                    && (order.isEmpty() || order.last() != n.layer))
                    order << n.layer;
            return order;
        };
        QStringList forward, backward;
        for (int k = 0; k < 12; ++k) {
            forward << QStringLiteral("transformer.h.%1").arg(k);
            backward.prepend(forward.last());
        }
        // (the forward ends with what it saves for the backward: the blocks' weights transposed,
        // h.10 … h.0 again)
        QCOMPARE(blocks(fwd).mid(0, 12), forward);
        // The backward has no provenance (torch 2.11): its inputs name their blocks, every one, its
        // operations none (a neighbour's would be the next block's: each block's backward ends
        // reading its saved weights).
        QVERIFY(blocks(bwd).isEmpty());
        QStringList bwdInputs;
        for (const FxNode &n : bwd.nodes)
            if (n.parameter && n.layer.startsWith(QLatin1String("transformer.h.")) && !bwdInputs.contains(n.layer))
                bwdInputs << n.layer;
        QCOMPARE(QSet<QString>(bwdInputs.begin(), bwdInputs.end()), QSet<QString>(backward.begin(), backward.end()));
        const CollapsedGraph c = collapseGraph(fwd, 40);
        QVERIFY(c.segmented);
        int blockSegments = 0;
        for (const auto &u : c.units)
            blockSegments += u.label.contains(QLatin1String("\ntransformer.h."));
        QVERIFY2(blockSegments >= 12, qPrintable(QString::number(blockSegments)));
        const FxGraph plain = loadGraph(*run, entry(graphs, QStringLiteral("1/0:post_grad:forward"))).value();
        QVERIFY(
            std::all_of(plain.nodes.begin(), plain.nodes.end(), [](const FxNode &n) { return n.module.isEmpty(); }));

        const auto ddp = load(QStringLiteral(CS_TEST_DATA_DIR "/ddp_gpu/trace"));
        const QList<GraphEntry> ddpGraphs = listGraphs(*ddp);
        int checked = 0, labelled = 0;
        for (const GraphEntry &e : ddpGraphs) {
            if (e.stage != QLatin1String("post_grad") || e.ddpChild.isEmpty())
                continue;
            QSet<QString> own;
            for (const GraphEntry &p : ddpGraphs)
                if (p.stage == QLatin1String("pre_grad") && p.rank == e.rank && p.ddpChild == e.ddpChild) {
                    const FxGraph pre = loadGraph(*ddp, p).value();
                    for (const FxNode &n : pre.nodes)
                        if (n.parameter)
                            own << n.module;
                }
            QVERIFY(!own.isEmpty());
            QSet<QString> seen;
            const FxGraph post = loadGraph(*ddp, e, true).value();
            for (const FxNode &n : post.nodes)
                if (!n.module.isEmpty())
                    seen << n.module;
            QVERIFY2(own.contains(seen),
                qPrintable(e.id + QStringLiteral(": ") + QStringList(seen.begin(), seen.end()).join(u',')));
            ++checked;
            labelled += !seen.isEmpty();
        }
        QCOMPARE(checked, 12); // 3 children × forward and backward × 2 ranks
        // The first child's backward reads none of its parameters (its input needs no gradient)
        // and has no provenance: it is left without modules, not given another child's.
        QCOMPARE(labelled, 10);
    }

    // A post-grad node provenance ties to two layers' operations belongs to neither and passes
    // none on; without provenance, operations take no module (inputs still do).
    void nodesOfTwoLayersTakeNone()
    {
        const FxGraph source
            = parseFxGraph("def forward(self, L_self_modules_a_modules_0_parameters_weight_: \"f32[4]\", "
                           "L_self_modules_a_modules_1_parameters_weight_: \"f32[4]\"):\n"
                           "    x = L_self_modules_a_modules_0_parameters_weight_ * 2\n"
                           "    y = L_self_modules_a_modules_1_parameters_weight_ * 3\n"
                           "    return (x, y)\n");
        const char *postText = "def forward(self, primals_1: \"f32[4]\", primals_2: \"f32[4]\"):\n"
                               "    mul: \"f32[4]\" = torch.ops.aten.mul.Tensor(primals_1, 2)\n"
                               "    mul_1: \"f32[4]\" = torch.ops.aten.mul.Tensor(primals_2, 3)\n"
                               "    add: \"f32[4]\" = torch.ops.aten.add.Tensor(mul_1, mul)\n"
                               "    neg: \"f32[4]\" = torch.ops.aten.neg.default(add)\n"
                               "    return (neg,)\n";
        const AotInputs inputs = readAotInputs("    def forward(\n        self,\n"
                                               "        primals_1: \"f32[4]\",  # PlainAOTInput(idx=0)\n"
                                               "        primals_2: \"f32[4]\",  # PlainAOTInput(idx=1)\n    ):\n");
        const QHash<QString, QStringList> postToPre { { QStringLiteral("mul"), { QStringLiteral("x") } },
            { QStringLiteral("mul_1"), { QStringLiteral("y") } },
            { QStringLiteral("add"), { QStringLiteral("x"), QStringLiteral("y") } } };
        FxGraph post = parseFxGraph(postText);
        QCOMPARE(adoptModules(post, source, inputs, postToPre), 4);
        const auto moduleOf
            = [&](const FxGraph &g, const char *name) { return g.nodes[g.find(QLatin1String(name))].module; };
        QCOMPARE(moduleOf(post, "primals_2"), QStringLiteral("a.1"));
        QCOMPARE(moduleOf(post, "mul"), QStringLiteral("a.0"));
        QCOMPARE(moduleOf(post, "mul_1"), QStringLiteral("a.1"));
        QCOMPARE(moduleOf(post, "add"), QString()); // of both layers: of neither
        QCOMPARE(moduleOf(post, "neg"), QStringLiteral("a.1")); // the node before that has one (mul_1)
        FxGraph bare = parseFxGraph(postText);
        QCOMPARE(adoptModules(bare, source, inputs, {}), 2);
        QCOMPARE(moduleOf(bare, "primals_1"), QStringLiteral("a.0"));
        QCOMPARE(moduleOf(bare, "mul"), QString());
    }

    // AOTAutograd's input descriptors, as torch 2.11 prints them in a signature and in a joint
    // graph's body; other descriptors and plain inputs are not read.
    void aotInputDescriptors()
    {
        const AotInputs in
            = readAotInputs("    def forward(\n        self,\n"
                            "        primals_1: \"i64[4][1]cuda:0\",  # PlainAOTInput(idx=0)\n"
                            "        primals_7: \"f32[8][1]cuda:0\",  # ParamAOTInput(target='fc.weight')\n"
                            "        tangents_1: \"f32[4][1]cuda:0\",  # TangentAOTInput(output=x)\n"
                            "        x: \"f32[4]\",\n    ):\n"
                            "        primals_2: \"f32[3][1]cuda:0\"  # PlainAOTInput(idx=12)\n");
        QCOMPARE(in.plain.value(QStringLiteral("primals_1"), -1), 0);
        QCOMPARE(in.plain.value(QStringLiteral("primals_2"), -1), 12);
        QCOMPARE(in.attribute.value(QStringLiteral("primals_7")), QStringLiteral("fc.weight"));
        QCOMPARE(in.plain.size() + in.attribute.size(), 3);
    }

    void jsonSchema()
    {
        const auto run = load(log("fusion_mlp.log.zst"));
        const FxGraph g = loadGraph(*run, entry(listGraphs(*run), QStringLiteral("0/0:post_grad:forward"))).value();
        const QJsonObject doc = QJsonDocument::fromJson(graphJson(g, QStringLiteral("0/0:post_grad:forward"))).object();
        QCOMPARE(doc[QStringLiteral("nodes")].toArray().size(), 77);
        QCOMPARE(doc[QStringLiteral("edges")].toArray().size(), 109);
        const QJsonObject first = doc[QStringLiteral("groups")].toArray().first().toObject();
        QVERIFY(first.contains(QStringLiteral("kernel")) && first.contains(QStringLiteral("kind")));
        QVERIFY(!first[QStringLiteral("members")].toArray().isEmpty());
        const QJsonObject node = doc[QStringLiteral("nodes")].toArray().first().toObject();
        for (const char *key : { "name", "op", "target", "group" })
            QVERIFY2(node.contains(QLatin1String(key)), key);
    }
};

QTEST_GUILESS_MAIN(TestGraph)
#include "tst_graph.moc"
