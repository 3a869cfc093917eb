#include "core/diff/exportdiff.h"
#include "core/graph/exportgraph.h"
#include "core/graph/graphcatalog.h"
#include "core/graph/graphexport.h"
#include "core/ingest/pt2/exportreader.h"
#include "core/ingest/runloader.h"

#include "tests/fixture.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;

// torch.export programs read without Python (tests/data/export from
// scripts/fixtures/make_export_programs.py, torch 2.11 on CPU); scripts/check/check_export.py
// compares the same files with torch.export.load.
class TstExportProgram : public QObject {
    Q_OBJECT

    static QString data(const char *name) { return QStringLiteral(CS_TEST_DATA_DIR "/export/") + QLatin1String(name); }

    static std::shared_ptr<const LoadedRun> load(const QString &path)
    {
        auto run = loadRun({ path });
        if (!run)
            qWarning() << run.error().toString();
        return run ? run.value() : nullptr;
    }

    static std::shared_ptr<const ExportedProgram> program(const char *name)
    {
        const auto run = load(data(name));
        if (!run || run->archives.empty() || run->archives[0].programs.empty())
            return nullptr;
        return run->archives[0].programs[0];
    }

    static QStringList kinds(const std::vector<ExportSpec> &specs)
    {
        QStringList out;
        for (const ExportSpec &s : specs)
            out << s.kind + QLatin1Char(':') + s.name + QLatin1Char(':') + s.target;
        return out;
    }

private Q_SLOTS:
    void symbolicExpressionsReadable()
    {
        QCOMPARE(readableSymExpr("Symbol('s31', positive=True, integer=True)"), QStringLiteral("s31"));
        QCOMPARE(
            readableSymExpr("Mul(Integer(16), Symbol('s27', positive=True, integer=True))"), QStringLiteral("16*s27"));
        QCOMPARE(readableSymExpr("Add(Symbol('s0', integer=True), Integer(-1))"), QStringLiteral("s0 - 1"));
        QCOMPARE(readableSymExpr("16*s0"), QStringLiteral("16*s0")); // older files: plain text
        QCOMPARE(readableSymExpr("Mul(((((("), QStringLiteral("Mul((((((")); // malformed: kept as written
    }

    void parametersBuffersConstants()
    {
        const auto p = program("params_buffers_constants.pt2");
        QVERIFY(p);
        QCOMPARE(kinds(p->inputs),
            QStringList({ QStringLiteral("parameter:p_fc_weight:fc.weight"),
                QStringLiteral("parameter:p_fc_bias:fc.bias"), QStringLiteral("buffer:b_scale:scale"),
                QStringLiteral("tensor_constant:c_offset:offset"), QStringLiteral("user_input:x:") }));
        QCOMPARE(p->outputs.size(), size_t(1));
        QCOMPARE(p->outputs[0].kind, QStringLiteral("user_output"));
        QCOMPARE(p->schemaMajor, 8);
        QVERIFY(p->torchVersion.startsWith(QLatin1String("2.11")));
        QCOMPARE(p->opset.value(QStringLiteral("aten")), 10);
        // Weights listed from the archive's configs, sizes from the ZIP directory.
        QStringList weights;
        for (const ExportWeight &w : p->weights)
            weights << QStringLiteral("%1 %2 %3[%4] %5").arg(w.name, w.kind, w.dtype, w.shape).arg(w.bytes);
        weights.sort();
        QCOMPARE(weights,
            QStringList(
                { QStringLiteral("fc.bias parameter f32[4] 16"), QStringLiteral("fc.weight parameter f32[4, 8] 128"),
                    QStringLiteral("offset constant f32[4] 16"), QStringLiteral("scale buffer f32[4] 16") }));
        const FxGraph g = exportedGraph(p);
        const FxNode &weight = g.nodes[size_t(g.find(QStringLiteral("p_fc_weight")))];
        QCOMPARE(weight.op, FxNode::Op::Placeholder);
        QCOMPARE(weight.role, QStringLiteral("parameter fc.weight"));
        QCOMPARE(weight.shape, QStringLiteral("4, 8"));
        const FxNode &linear = g.nodes[size_t(g.find(QStringLiteral("linear")))];
        QCOMPARE(linear.target, QStringLiteral("aten.linear.default"));
        QCOMPARE(linear.module, QStringLiteral("fc"));
        QVERIFY(linear.file.endsWith(QLatin1String("make_export_programs.py")));
        QVERIFY(linear.line > 0);
        QCOMPARE(g.nodes.back().op, FxNode::Op::Output);
    }

    void bufferMutationsAndGetItems()
    {
        const auto p = program("batchnorm_train.pt2");
        QVERIFY(p);
        QStringList mutated;
        for (const ExportSpec &s : p->outputs)
            if (s.kind == QLatin1String("buffer_mutation"))
                mutated << s.target;
        QCOMPARE(mutated,
            QStringList({ QStringLiteral("bn.running_mean"), QStringLiteral("bn.running_var"),
                QStringLiteral("bn.num_batches_tracked") }));
        const FxGraph g = exportedGraph(p);
        QVERIFY(
            std::any_of(g.nodes.begin(), g.nodes.end(), [](const FxNode &n) { return n.op == FxNode::Op::GetItem; }));
        QVERIFY(std::any_of(g.nodes.begin(), g.nodes.end(),
            [](const FxNode &n) { return n.role.startsWith(QLatin1String("buffer_mutation bn.running_mean")); }));
    }

    void userInputMutation()
    {
        const auto p = program("user_input_mutation.pt2");
        QVERIFY(p);
        QVERIFY(kinds(p->outputs).join(u' ').contains(QLatin1String("user_input_mutation:")));
        QCOMPARE(p->outputs[0].target, QStringLiteral("acc"));
    }

    void dynamicDimensions()
    {
        const auto p = program("dynamic_dims.pt2");
        QVERIFY(p);
        QCOMPARE(p->ranges.size(), size_t(2));
        QStringList ranges;
        for (const ExportRange &r : p->ranges)
            ranges << r.text().section(u':', 1);
        ranges.sort();
        QCOMPARE(ranges, QStringList({ QStringLiteral(" [1, 512]"), QStringLiteral(" [2, 1024]") }));
        QCOMPARE(p->dynamicDims().size(), 2);
        const ExportTensorMeta x = p->tensors.value(QStringLiteral("x"));
        const QStringList dims = x.shape.split(QStringLiteral(", "));
        QCOMPARE(dims.size(), 3);
        QVERIFY(dims[0].startsWith(u's') && dims[1].startsWith(u's'));
        QCOMPARE(dims[2], QStringLiteral("16"));
        QCOMPARE(x.stride, QStringLiteral("16*%1, 16, 1").arg(dims[1]));
        const QJsonObject json = QJsonDocument::fromJson(graphJson(exportedGraph(p), QStringLiteral("export:model")))
                                     .object()[QStringLiteral("export")]
                                     .toObject();
        QCOMPARE(json[QStringLiteral("range_constraints")].toObject().size(), 2);
        QCOMPARE(json[QStringLiteral("dynamic_dims")].toArray().size(), 2);
    }

    void moduleHierarchyCollapsesByLayer()
    {
        const auto run = load(data("hierarchy.pt2"));
        QVERIFY(run);
        const QList<GraphEntry> graphs = listGraphs(*run);
        QCOMPARE(graphs.size(), 1);
        QCOMPARE(graphs[0].id, QStringLiteral("export:model"));
        const auto g = loadGraph(*run, graphs[0]);
        QVERIFY(g);
        QCOMPARE(graphs[0].nodes, static_cast<int>(g.value().nodes.size()));
        QCOMPARE(defaultGrouping(g.value()), GroupBy::Layer);
        const CollapsedGraph c = collapseGraph(g.value(), CollapsedGraph::DefaultMaxUnits, {}, GroupBy::Layer);
        QStringList labels;
        for (const auto &u : c.units)
            labels << u.label.section(u'\n', 0, 0);
        QVERIFY2(labels.contains(QStringLiteral("layers.0")) && labels.contains(QStringLiteral("layers.1")),
            qPrintable(labels.join(u',')));
        QVERIFY(std::any_of(g.value().nodes.begin(), g.value().nodes.end(),
            [](const FxNode &n) { return n.module == QLatin1String("layers.1.attn.qkv"); }));
        QVERIFY(run->archives[0].programs[0]->moduleCalls.size() >= 1);
    }

    void legacyFlatLayout()
    {
        const auto flat = program("legacy_flat.pt2");
        const auto current = program("params_buffers_constants.pt2");
        QVERIFY(flat && current);
        QCOMPARE(flat->nodes.size(), current->nodes.size());
        QCOMPARE(kinds(flat->inputs), kinds(current->inputs));
        QVERIFY(std::any_of(flat->weights.begin(), flat->weights.end(),
            [](const ExportWeight &w) { return w.kind == QLatin1String("state_dict") && w.bytes > 0; }));
    }

    void truncatedArchiveNamesTheFile()
    {
        const auto run = loadRun({ data("truncated.pt2") });
        const QString said = run ? (run.value()->notes.empty() ? QString() : run.value()->notes.front().toString())
                                 : run.error().toString();
        QVERIFY2(said.contains(QLatin1String("truncated.pt2")), qPrintable(said));
    }

    void newerSchemaSaysSoAndShowsWhatItCould()
    {
        const auto p = program("newer_schema.pt2");
        QVERIFY(p);
        QVERIFY(p->newerSchema);
        const QString problems = p->problems.join(u'\n');
        QVERIFY2(problems.contains(QLatin1String("schema version 99.0, newer")), qPrintable(problems));
        QVERIFY(problems.contains(QLatin1String("as_hologram")));
        QVERIFY(problems.contains(QLatin1String("quantum_state")));
        QVERIFY(p->nodes.size() > 5);
    }

    // Found by mutating real programs (a union value that is not an object used to be read as a
    // default simdjson element and crash): every such shape is read as "unknown", never a crash.
    void malformedUnionsAreUnknownNotACrash()
    {
        const char *json = R"({"schema_version": 3, "range_constraints": {"s0": 5}, "opset_version": [],
            "graph_module": {"graph": {"inputs": [5, {"as_tensor": 1}], "outputs": [null, {"as_tensors": [7]}],
              "tensor_values": {"x": 3, "y": {"dtype": "f", "sizes": [1, {"as_expr": 2}]}},
              "nodes": [{"target": 4, "inputs": [{"name": "a", "arg": 7}, 3, {"arg": {"as_scalar_type": "x"}}],
                         "outputs": [3, [], {"as_tensors": [1, {}]}], "metadata": {"nn_module_stack": "a,b"}}]},
            "signature": {"input_specs": [1, "s", {"user_input": 2}], "output_specs": [[], {"buffer_mutation": {"arg": 9}}]},
            "module_call_graph": [1, {"fqn": 2, "signature": 3}]}})";
        const auto p = readExportedProgram(json, QStringLiteral("m.pt2"), QStringLiteral("models/model.json"));
        QVERIFY(p);
        QVERIFY(!p.value().nodes.empty());
        QVERIFY(!readExportedProgram("[1, 2", QStringLiteral("m.pt2"), QStringLiteral("models/model.json")));
        QVERIFY(!readExportedProgram("{}", QStringLiteral("m.pt2"), QStringLiteral("models/model.json")));
    }

    void hostileStringsStayText()
    {
        const auto p = program("hostile_strings.pt2");
        QVERIFY(p);
        const FxGraph g = exportedGraph(p);
        const FxNode &linear = g.nodes[size_t(g.find(QStringLiteral("linear")))];
        // Its `[` never closes: PyTorch's own split would fail; here the module is simply not named.
        QVERIFY(linear.module.isEmpty() || linear.module.startsWith(QLatin1String("<script>")));
        // Its file name holds a newline: no frame is made of it, and the trace is kept as written.
        QVERIFY(linear.file.isEmpty() || linear.file.startsWith(QLatin1String("<script>")));
        const auto node = std::find_if(
            p->nodes.begin(), p->nodes.end(), [](const ExportNode &n) { return n.name == QLatin1String("linear"); });
        QVERIFY(node != p->nodes.end() && node->stackTrace.startsWith(QLatin1String("File \"<script>")));
        // The DOT handed to Graphviz quotes every label: no raw quote or newline escapes it.
        const QString dot = graphDot(g, true);
        QVERIFY(!dot.contains(QLatin1String("\n| rm")));
        QVERIFY(QJsonDocument::fromJson(graphJson(g, QStringLiteral("export:model"))).isObject());
    }

    void hugeWeightNeverInflated()
    {
        QTemporaryDir dir;
        QVERIFY(unpackFixture(data("huge_weight.tar.xz"), dir.path()));
        QElapsedTimer t;
        t.start();
        const auto run = load(dir.filePath(QStringLiteral("huge_weight.pt2")));
        QVERIFY(run);
        QVERIFY2(t.elapsed() < 3000, qPrintable(QString::number(t.elapsed())));
        const auto &weights = run->archives.at(0).programs.at(0)->weights;
        QVERIFY(std::any_of(weights.begin(), weights.end(), [](const ExportWeight &w) {
            return w.entry.endsWith(QLatin1String("weight_huge"));
        }) || run->archives.at(0).entries > 0);
        QCOMPARE(
            run->archives.at(0).programs.at(0)->nodes.size(), program("params_buffers_constants.pt2")->nodes.size());
    }

    // `diff A.pt2 B.pt2`: the same program in both archive layouts is unchanged; another program
    // differs in nodes, signature and range constraints.
    void diffOfTwoPrograms()
    {
        const auto current = program("params_buffers_constants.pt2"), flat = program("legacy_flat.pt2");
        const auto dynamic = program("dynamic_dims.pt2");
        QVERIFY(current && flat && dynamic);
        QVERIFY(!diff::diffExportedPrograms(current, flat).changed());
        const diff::ExportDiff d = diff::diffExportedPrograms(current, dynamic);
        QVERIFY(d.changed());
        QCOMPARE(d.ranges.size(), 2);
        QVERIFY(d.signature.contains(QStringLiteral("input buffer scale: only in A")));
        QVERIFY(d.graph.nodesAdded.contains(QStringLiteral("aten.masked_fill.Scalar @ make_export_programs.py:105")));
    }

    void existingArtifact()
    {
        const auto run = load(QStringLiteral(CS_TEST_DATA_DIR "/artifacts/convnet_exported.pt2"));
        QVERIFY(run);
        const QList<GraphEntry> graphs = listGraphs(*run);
        QCOMPARE(graphs.size(), 1);
        QVERIFY(graphs[0].nodes > 10);
    }
};

QTEST_GUILESS_MAIN(TstExportProgram)
#include "tst_exportprogram.moc"
