#include "core/analysis/outputcode.h"
#include "core/graph/graphcatalog.h"
#include "core/graph/graphexport.h"
#include "core/ingest/runloader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

using namespace cs;

// Graph extraction on real runs. Node and edge counts were cross-checked with an independent
// Python reading of every graph payload (scripts/check/check_graphs.py: all agree); kernel
// membership is compared with Inductor's own provenance mapping, read here with Qt's JSON.
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
        QCOMPARE(entry(mlp, QStringLiteral("0/0:dynamo")).nodes, 45);
        const auto gpt2 = listGraphs(*load(log("gpt2_train.log.zst")));
        QCOMPARE(entry(gpt2, QStringLiteral("1/0:aot_joint")).nodes, 2781);
        QCOMPARE(entry(gpt2, QStringLiteral("1/0:aot_joint")).edges, 3481);
        QCOMPARE(entry(gpt2, QStringLiteral("1/0:post_grad:backward")).part, QStringLiteral("backward"));
        const auto big = listGraphs(*load(QStringLiteral(CS_TEST_DATA_DIR "/big/gpt2_48_trace.log.zst")));
        QCOMPARE(entry(big, QStringLiteral("1/0:aot_joint")).nodes, 10845);
        QCOMPARE(entry(big, QStringLiteral("1/0:aot_joint")).edges, 13597);
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
        QCOMPARE(checkProvenance(*load(QStringLiteral(CS_TEST_DATA_DIR "/logs/inductor_provenance_aot_log.txt.zst"))), 1);
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
        QCOMPARE(g.groups[g.nodes[g.find(QStringLiteral("linear"))].group].kernel, QStringLiteral("extern_kernels.addmm"));
        QCOMPARE(g.groups[g.nodes[g.find(QStringLiteral("h"))].group].kernel,
            QStringLiteral("triton_per_fused_native_layer_norm_0"));
    }

    // TORCH_COMPILE_DEBUG's FX dumps are graphs too: the transformed (post-grad) graph of the
    // debug folder equals the trace's, kernels included (the folder's provenance file).
    void debugFolderGraphs()
    {
        const auto debug = load(QStringLiteral(CS_TEST_DATA_DIR "/artifacts/graph_breaks_debug"));
        const auto trace = load(log("graph_breaks.log.zst"));
        const FxGraph a = loadGraph(*debug, entry(listGraphs(*debug), QStringLiteral("debug:model__0_forward_1.0:transformed"))).value();
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
        QCOMPARE(g.nodes[g.find(QStringLiteral("l_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_attn_parameters_weight_"))].module,
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
