#include "core/diff/exportdiff.h"
#include "core/graph/exportgraph.h"
#include "core/graph/graphcatalog.h"
#include "core/graph/graphexport.h"
#include "core/ingest/pt2/exportreader.h"
#include "core/ingest/runloader.h"
#include "core/report/doc/reportbuilder.h"
#include "core/report/doc/reportwriters.h"
#include "core/report/exportsummary.h"
#include "core/report/summarytext.h"
#include "core/util/inerttext.h"

#include "tests/core/exportfixture.h"
#include "tests/fixture.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace cs;
using namespace exportfixture;

// torch.export programs read without Python (tests/data/export from
// scripts/fixtures/make_export_programs.py, torch 2.11 on CPU); scripts/check/check_export.py
// compares the same files with torch.export.load.
class TstExportProgram : public QObject {
    Q_OBJECT

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

    // Issue 38 point 4: schema 8.20 (torch 2.12+) dtypes, from a program saved by torch 2.15.
    void newerDtypes()
    {
        const auto p = program("new_dtypes.pt2");
        QVERIFY(p);
        QCOMPARE(p->schemaMajor, 8);
        QVERIFY(p->torchVersion.startsWith(QLatin1String("2.15")));
        QStringList weights;
        for (const ExportWeight &w : p->weights)
            weights << QStringLiteral("%1 %2[%3] %4").arg(w.name, w.dtype, w.shape).arg(w.bytes);
        weights.sort();
        QCOMPARE(weights,
            QStringList({ QStringLiteral("counts u32[6] 24"), QStringLiteral("ids u64[3] 24"),
                QStringLiteral("scales f8e8m0fnu[4] 4") }));
        QVERIFY2(p->problems.isEmpty(), qPrintable(p->problems.join(u'\n')));
        const FxGraph g = exportedGraph(p);
        QCOMPARE(g.nodes[size_t(g.find(QStringLiteral("view")))].dtype, QStringLiteral("u32"));
        QCOMPARE(g.nodes[size_t(g.find(QStringLiteral("b_ids")))].dtype, QStringLiteral("u64"));
        // dtype arguments read as torch writes them (view.dtype(b_scales, torch.uint8)).
        for (const FxNode &n : g.nodes)
            QVERIFY2(!n.dtype.startsWith(QLatin1String("dtype")), qPrintable(n.name + u' ' + n.dtype));
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

    // torch.cond's branches are graphs of their own, as torch.export.load registers them
    // (true_graph_0, false_graph_0, and the cond nested in the true branch): listed after the
    // program as `export:model/<name>`, the get_attr box that reads one says whose it is.
    void condBranchesAreSubgraphs()
    {
        const auto run = load(data("cond_branches.pt2"));
        QVERIFY(run);
        const auto p = run->archives.at(0).programs.at(0);
        QCOMPARE(p->subgraphs.size(), size_t(2));
        QCOMPARE(p->subgraphs[0].name, QStringLiteral("true_graph_0"));
        QCOMPARE(p->subgraphs[0].call, QStringLiteral("cond"));
        QCOMPARE(p->subgraphs[0].hop, QStringLiteral("higher_order.cond"));
        QCOMPARE(p->subgraphCount(), 4);
        QVERIFY2(p->problems.isEmpty(), qPrintable(p->problems.join(u'\n')));
        QStringList ids;
        for (const GraphEntry &e : listGraphs(*run))
            ids << e.id + QLatin1Char(' ') + e.stage;
        QCOMPARE(ids,
            QStringList(
                { QStringLiteral("export:model export"), QStringLiteral("export:model/true_graph_0 export_subgraph"),
                    QStringLiteral("export:model/true_graph_0/true_graph_0 export_subgraph"),
                    QStringLiteral("export:model/true_graph_0/false_graph_0 export_subgraph"),
                    QStringLiteral("export:model/false_graph_0 export_subgraph") }));
        const auto inner = findGraph(listGraphs(*run), QStringLiteral("export:model/true_graph_0/true_graph_0"));
        QVERIFY(inner);
        const auto g = loadGraph(*run, inner.value());
        QVERIFY(g);
        QVERIFY(std::any_of(g.value().nodes.begin(), g.value().nodes.end(),
            [](const FxNode &n) { return n.target == QLatin1String("aten.relu.default") && !n.dtype.isEmpty(); }));
        QVERIFY(std::any_of(g.value().nodes.begin(), g.value().nodes.end(), [](const FxNode &n) {
            return n.target == QLatin1String("aten.linear.default") && n.shape == QLatin1String("2, 4");
        }));
        const FxGraph top = exportedGraph(p);
        const FxNode &attr = top.nodes[size_t(top.find(QStringLiteral("true_graph_0")))];
        QCOMPARE(attr.op, FxNode::Op::GetAttr);
        QVERIFY2(attr.role.startsWith(QLatin1String("sub-graph of cond (higher_order.cond)")), qPrintable(attr.role));
    }

    // A program printed in a trace holds its branches as classes nested in the graph module's:
    // read as the same sub-graphs (export:1/true_graph_0, ...), so the trace's program and the
    // same program saved as .pt2 compare unchanged; the cond call, which takes the branches'
    // parameters as operands, runs in none of their modules.
    void condBranchesInATrace()
    {
        const auto run = load(data("cond_trace.log.zst"));
        QVERIFY(run);
        QStringList ids;
        for (const GraphEntry &e : listGraphs(*run))
            if (e.stage.startsWith(QLatin1String("export")))
                ids << e.id;
        QCOMPARE(ids,
            QStringList({ QStringLiteral("export:1"), QStringLiteral("export:1/true_graph_0"),
                QStringLiteral("export:1/true_graph_0/true_graph_0"),
                QStringLiteral("export:1/true_graph_0/false_graph_0"), QStringLiteral("export:1/false_graph_0") }));
        const auto traced = tracedProgram(*run->logs.at(0), run->overviews.at(0)->exports.at(0));
        QVERIFY(traced);
        QCOMPARE(traced->subgraphCount(), 4);
        QCOMPARE(traced->subgraphs[0].call, QStringLiteral("cond"));
        for (const ExportNode &n : traced->nodes)
            if (n.name == QLatin1String("cond") || n.op == ExportNode::Op::GetItem)
                QVERIFY2(n.module.isEmpty(), qPrintable(n.name + QLatin1Char(' ') + n.module));
        const auto saved = program("cond_trace_program.pt2");
        QVERIFY(saved);
        const diff::ExportDiff d = diff::diffExportedPrograms(traced, saved);
        QVERIFY2(d.graph.nodesAdded.isEmpty() && d.graph.nodesRemoved.isEmpty(), qPrintable(diff::exportDiffText(d)));
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

    // A joint forward-backward program (make_export_programs.py save_joint): the loss, the
    // gradients of both parameters and of the user input, named as the schema names them.
    void jointGraphGradients()
    {
        const auto p = program("joint_grads.pt2");
        QVERIFY(p);
        QCOMPARE(kinds(p->outputs),
            QStringList({ QStringLiteral("loss_output:sum_1:"),
                QStringLiteral("gradient_to_parameter:permute_4:fc.weight"),
                QStringLiteral("gradient_to_parameter:view:fc.bias"), QStringLiteral("gradient_to_user_input:mm:x") }));
        const FxGraph g = exportedGraph(p);
        QCOMPARE(g.nodes[size_t(g.find(QStringLiteral("mm")))].role, QStringLiteral("gradient_to_user_input x"));
        QCOMPARE(g.nodes[size_t(g.find(QStringLiteral("sum_1")))].role, QStringLiteral("loss_output"));
        QCOMPARE(g.nodes[size_t(g.find(QStringLiteral("permute_4")))].shape, QStringLiteral("2, 4"));
        // A dtype argument reads as Python prints it, as in a trace's printout (was torch.f32).
        bool dtypeArgument = false;
        for (const FxNode &n : g.nodes)
            if (n.args.contains(QLatin1String("dtype="))) {
                QVERIFY2(n.args.contains(QLatin1String("dtype=torch.float32")), qPrintable(n.args));
                dtypeArgument = true;
            }
        QVERIFY(dtypeArgument);
    }

    // A custom object (a torchbind class constant): the pinned torch cannot write one on CPU
    // without a C++ class (export fakifies it through the class's C++ __obj_flatten__; Python
    // opaque objects are not lifted by 2.11's lift_constants_pass), so this is the schema's own
    // shape (schema.py: InputToCustomObjSpec, CustomObjArgument, custom_obj_values).
    void customObjectInput()
    {
        const char *json = R"({"schema_version": {"major": 8, "minor": 17}, "range_constraints": {},
            "opset_version": {"aten": 10}, "graph_module": {"graph": {
              "inputs": [{"as_custom_obj": {"name": "obj_attr", "class_fqn": "__torch__.torch.classes._TorchScriptTesting._Foo"}},
                         {"as_tensor": {"name": "x"}}],
              "outputs": [{"as_tensor": {"name": "call_torchbind"}}],
              "nodes": [{"target": "torch.ops.higher_order.call_torchbind",
                         "inputs": [{"name": "obj", "arg": {"as_custom_obj": {"name": "obj_attr", "class_fqn": "__torch__.torch.classes._TorchScriptTesting._Foo"}}, "kind": 1},
                                    {"name": "method", "arg": {"as_string": "add_tensor"}, "kind": 1},
                                    {"name": "x", "arg": {"as_tensor": {"name": "x"}}, "kind": 1}],
                         "outputs": [{"as_tensor": {"name": "call_torchbind"}}], "metadata": {}}],
              "tensor_values": {"x": {"dtype": 7, "sizes": [{"as_int": 3}], "strides": [{"as_int": 1}],
                                      "storage_offset": {"as_int": 0}, "requires_grad": false, "device": {"type": "cpu"}, "layout": 7},
                                "call_torchbind": {"dtype": 7, "sizes": [{"as_int": 3}], "strides": [{"as_int": 1}],
                                      "storage_offset": {"as_int": 0}, "requires_grad": false, "device": {"type": "cpu"}, "layout": 7}},
              "sym_int_values": {}, "sym_bool_values": {},
              "custom_obj_values": {"obj_attr": {"name": "obj_attr", "class_fqn": "__torch__.torch.classes._TorchScriptTesting._Foo"}}},
            "signature": {"input_specs": [{"custom_obj": {"arg": {"name": "obj_attr", "class_fqn": "__torch__.torch.classes._TorchScriptTesting._Foo"}, "custom_obj_name": "attr"}},
                                          {"user_input": {"arg": {"as_tensor": {"name": "x"}}}}],
                          "output_specs": [{"user_output": {"arg": {"as_tensor": {"name": "call_torchbind"}}}}]},
            "module_call_graph": []}})";
        const auto p = readExportedProgram(json, QStringLiteral("m.pt2"), QStringLiteral("models/model.json"));
        QVERIFY(p);
        QVERIFY2(p.value().problems.isEmpty(), qPrintable(p.value().problems.join(u'\n')));
        QCOMPARE(kinds(p.value().inputs),
            QStringList({ QStringLiteral("custom_obj:obj_attr:attr"), QStringLiteral("user_input:x:") }));
        const FxGraph g = exportedGraph(std::make_shared<const ExportedProgram>(p.value()));
        QCOMPARE(g.nodes[size_t(g.find(QStringLiteral("obj_attr")))].role, QStringLiteral("custom_obj attr"));
        // A higher-order op with one output goes through a getitem, as torch.export.load rebuilds it.
        const int call = g.find(QStringLiteral("higher_order"));
        QVERIFY(call >= 0);
        QCOMPARE(g.nodes[size_t(call)].target, QStringLiteral("higher_order.call_torchbind"));
        QCOMPARE(g.nodes[size_t(g.find(QStringLiteral("call_torchbind")))].op, FxNode::Op::GetItem);
        QVERIFY(std::count_if(g.edges.begin(), g.edges.end(), [&](const auto &e) { return e.second == call; }) == 2);
    }

    // AOTInductor packages that carry their program (make_export_programs.py --aoti-kernels):
    // with provenance tracking, each program node is tied to the kernels that compute it
    // (kernel_information.json); without it, only the extern calls the wrapper's comments name.
    void aotiKernelsTiedToProgramNodes()
    {
        QTemporaryDir dir;
        QVERIFY(unpackFixture(data("aoti_programs.tar.xz"), dir.path()));
        const auto prov = load(dir.filePath(QStringLiteral("aoti_provenance.pt2")));
        QVERIFY(prov && prov->archives.at(0).kind == Pt2Archive::Kind::AotInductor);
        const auto p = prov->archives[0].programs.at(0);
        QCOMPARE(p->kernelSource, QStringLiteral("kernel_information.json"));
        QVERIFY(p->untiedKernels.isEmpty());
        QCOMPARE(p->kernels.value(QStringLiteral("mul")), QStringList { QStringLiteral("cpp_fused_mul_0:1") });
        QCOMPARE(
            p->kernels.value(QStringLiteral("linear")), QStringList { QStringLiteral("aoti_torch_cpu_addmm_out:2") });
        QCOMPARE(
            p->kernels.value(QStringLiteral("linear_1")), QStringList { QStringLiteral("aoti_torch_cpu_addmm_out:4") });
        for (const char *node : { "add", "mul_1", "sigmoid", "slice_1" })
            QCOMPARE(p->kernels.value(QLatin1String(node)),
                QStringList { QStringLiteral("cpp_fused_add_mul_sigmoid_slice_2:5") });
        const FxGraph g = exportedGraph(p);
        QCOMPARE(g.groups.size(), size_t(5)); // two launches of addmm_out stay two groups
        QCOMPARE(g.groupSource, QStringLiteral("provenance (kernel_information.json)"));
        QCOMPARE(
            g.groups[size_t(g.nodes[size_t(g.find(QStringLiteral("sigmoid")))].group)].kind, QStringLiteral("cpp"));
        QVERIFY(g.kernelSource.value(QStringLiteral("cpp_fused_relu_1")).startsWith(QLatin1String("extern \"C\"")));
        const QList<GraphEntry> graphs = listGraphs(*prov);
        QCOMPARE(graphs.size(), 1);
        QVERIFY(graphs[0].provenance);
        QCOMPARE(graphs[0].kernels, 5);
        const QString text = formatSummaryText(*prov);
        QVERIFY2(text.contains(QLatin1String("kernels: 5 tied to 8 nodes (from kernel_information.json)")),
            qPrintable(text));

        const auto plain = load(dir.filePath(QStringLiteral("aoti_plain.pt2")));
        QVERIFY(plain);
        const auto q = plain->archives.at(0).programs.at(0);
        QCOMPARE(q->kernelSource, QStringLiteral("wrapper comments"));
        QCOMPARE(
            q->kernels.value(QStringLiteral("linear")), QStringList { QStringLiteral("aoti_torch_cpu_addmm_out:2") });
        QCOMPARE(
            q->kernels.value(QStringLiteral("linear_1")), QStringList { QStringLiteral("aoti_torch_cpu_addmm_out:4") });
        QCOMPARE(q->untiedKernels,
            QStringList({ QStringLiteral("cpp_fused_add_mul_sigmoid_slice_2"), QStringLiteral("cpp_fused_mul_0"),
                QStringLiteral("cpp_fused_relu_1") }));
        const QJsonObject ties = QJsonDocument::fromJson(graphJson(exportedGraph(q), QStringLiteral("export:model")))
                                     .object()[QStringLiteral("export")]
                                     .toObject()[QStringLiteral("kernel_ties")]
                                     .toObject();
        QCOMPARE(ties[QStringLiteral("source")].toString(), QStringLiteral("wrapper comments"));
        QCOMPARE(ties[QStringLiteral("untied")].toArray().size(), 3);
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

    // torch.export in a TORCH_DTRACE trace (scripts/fixtures/make_export_trace.py): the program
    // each export printed, its guards, and why the others failed.
    void exportsInATrace()
    {
        const auto run = load(data("export_trace.log.zst"));
        QVERIFY(run);
        const auto &exports = run->overviews.at(0)->exports;
        QCOMPARE(exports.size(), size_t(3));
        const ExportAttempt &ok = exports[0];
        QVERIFY(ok.started && ok.exported());
        QCOMPARE(ok.symbols.size(), size_t(2));
        QCOMPARE(ok.symbols[0].source, QStringLiteral("L['x'].size()[0]"));
        QCOMPARE(ok.guards.size(), size_t(1)); // guard_added_fast repeats it: shown once
        QCOMPARE(ok.guards[0].text, QStringLiteral("s77 > 2"));
        QCOMPARE(ok.guards[0].sources, QStringList { QStringLiteral("L['x'].size()[0]") });
        QVERIFY(ok.guards[0].where.file.endsWith(QLatin1String("make_export_trace.py")));
        QCOMPARE(ok.guards[0].where.line, 54);

        const ExportAttempt &specialised = exports[1];
        QVERIFY(!specialised.exported());
        QVERIFY2(specialised.failure().contains(QLatin1String("L['x'].size()[0] was specialised to 4")),
            qPrintable(specialised.failure()));
        QCOMPARE(specialised.guards.size(), size_t(3));
        QCOMPARE(specialised.guards.back().text, QStringLiteral("Eq(s77, 4)"));
        QCOMPARE(specialised.problems.at(0).where.line, 60);

        const ExportAttempt &dataDependent = exports[2];
        QVERIFY(!dataDependent.exported());
        QVERIFY(dataDependent.failure().contains(QLatin1String("data-dependent value: Eq(u0, 1)")));
        QCOMPARE(dataDependent.problems.at(0).where.line, 64);
        QVERIFY(dataDependent.partialRecord != ExportAttempt::NoRecord);

        // The program as a graph: the same machinery as a .pt2 (signature roles, symbolic
        // shapes, ranges), modules placed by the parameters a node reads.
        const QList<GraphEntry> graphs = listGraphs(*run);
        QStringList ids;
        for (const GraphEntry &e : graphs)
            ids << e.id;
        QCOMPARE(ids, QStringList({ QStringLiteral("export:1"), QStringLiteral("export:3:partial") }));
        const auto g = loadGraph(*run, graphs[0]);
        QVERIFY(g && g.value().exported);
        QCOMPARE(graphs[0].nodes, 13); // 6 placeholders, 6 calls, the output
        const FxGraph &graph = g.value();
        const FxNode &weight = graph.nodes[size_t(graph.find(QStringLiteral("p_block_fc_weight")))];
        QCOMPARE(weight.role, QStringLiteral("parameter block.fc.weight"));
        QCOMPARE(weight.shape, QStringLiteral("16, 16"));
        const FxNode &x = graph.nodes[size_t(graph.find(QStringLiteral("x")))];
        QCOMPARE(x.role, QStringLiteral("user_input"));
        QCOMPARE(x.shape, QStringLiteral("s77, s27, 16"));
        const FxNode &scale = graph.nodes[size_t(graph.find(QStringLiteral("b_block_scale")))];
        QCOMPARE(scale.role, QStringLiteral("buffer block.scale"));
        const FxNode &linear = graph.nodes[size_t(graph.find(QStringLiteral("linear_1")))];
        QCOMPARE(linear.target, QStringLiteral("aten.linear.default"));
        QCOMPARE(linear.module, QStringLiteral("head"));
        QCOMPARE(graph.nodes[size_t(graph.find(QStringLiteral("linear")))].layer, QStringLiteral("block"));
        QCOMPARE(graph.nodes[size_t(graph.find(QStringLiteral("softmax")))].role, QStringLiteral("user_output"));
        QCOMPARE(graph.nodes[size_t(graph.find(QStringLiteral("mul")))].line, 55);
        QCOMPARE(graph.exported->dynamicDims(),
            QStringList({ QStringLiteral("s77: [3, 64]"), QStringLiteral("s27: [2, 128]") }));
        const QJsonObject json = QJsonDocument::fromJson(graphJson(graph, QStringLiteral("export:1")))
                                     .object()[QStringLiteral("export")]
                                     .toObject();
        QCOMPARE(json[QStringLiteral("range_constraints")]
                     .toObject()[QStringLiteral("s77")]
                     .toObject()[QStringLiteral("max")]
                     .toInt(),
            64);
        QCOMPARE(json[QStringLiteral("inputs")].toArray().size(), 6);

        const auto partial = loadGraph(*run, graphs[1]);
        QVERIFY(partial);
        QVERIFY(partial.value().find(QStringLiteral("item")) >= 0);

        // The summary names each export, its interface, its guards and why the others failed.
        const QString text = formatSummaryText(*run);
        QVERIFY2(text.contains(QLatin1String("torch.export calls: 3 (1 exported, 2 failed)")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("inputs: user_input x f32[s77, s27, 16]")));
        QVERIFY(text.contains(QLatin1String("dynamic dims: s77: [3, 64], s27: [2, 128]")));
        QVERIFY(text.contains(QLatin1String("guard added: s77 > 2  at make_export_trace.py:54")));
        QVERIFY(text.contains(QLatin1String("partial graph (traced before the failure): export:3:partial")));
        const QJsonArray list = exportsJson(*run);
        QCOMPARE(list.size(), 3);
        QCOMPARE(list[0].toObject()[QStringLiteral("graph")].toString(), QStringLiteral("export:1"));
        QCOMPARE(list[1].toObject()[QStringLiteral("status")].toString(), QStringLiteral("failed"));
        QCOMPARE(
            list[2].toObject()[QStringLiteral("problems")].toArray()[0].toObject()[QStringLiteral("kind")].toString(),
            QStringLiteral("data_dependent_guard"));
    }

    // draft_export writes its own trace: no `export` record, the problems it worked around,
    // and the program.
    void draftExportInATrace()
    {
        const auto run = load(data("draft_export_trace.log.zst"));
        QVERIFY(run);
        const auto &exports = run->overviews.at(0)->exports;
        QCOMPARE(exports.size(), size_t(1));
        const ExportAttempt &a = exports[0];
        QVERIFY(!a.started && a.exported());
        QStringList problems;
        for (const ExportEvent &e : a.problems)
            problems << e.kind + QLatin1Char(' ') + e.text + QLatin1Char(' ') + e.detail;
        QCOMPARE(problems,
            QStringList({ QStringLiteral("missing_fake_kernel cs_fixture.scale_rows.default "),
                QStringLiteral("real_tensor_value TruncToInt(zuf0) 5") }));
        QCOMPARE(a.problems[1].where.line, 97);
        const auto p = tracedProgram(*run->logs[0], a);
        QVERIFY(p);
        QCOMPARE(p->ranges.size(), size_t(3));
        QVERIFY(!p->ranges[0].min && !p->ranges[0].max); // zuf0: VR[-oo, oo]
        QCOMPARE(p->ranges[1].text(), QStringLiteral("u0: [0, inf]"));
        const FxGraph g = exportedGraph(p);
        QCOMPARE(g.nodes[size_t(g.find(QStringLiteral("scale_rows")))].target,
            QStringLiteral("cs_fixture.scale_rows.default"));
        QCOMPARE(g.nodes[size_t(g.find(QStringLiteral("sym_size_int")))].dtype, QStringLiteral("Sym"));
    }

    // tlparse's own export test log (an older torch): the signature printed as the dataclass
    // repr, ranges with -int_oo.
    void olderPrintedProgram()
    {
        const auto run = load(QStringLiteral(CS_TEST_DATA_DIR "/logs/export.log.zst"));
        QVERIFY(run);
        const auto &exports = run->overviews.at(0)->exports;
        QCOMPARE(exports.size(), size_t(1));
        QVERIFY(exports[0].exported() && !exports[0].guards.empty());
        const auto p = tracedProgram(*run->logs[0], exports[0]);
        QVERIFY(p && p->problems.isEmpty());
        QCOMPARE(kinds(p->inputs), QStringList({ QStringLiteral("user_input:x:"), QStringLiteral("user_input:y:") }));
        QCOMPARE(kinds(p->outputs), QStringList { QStringLiteral("user_output:slice_1:") });
        QStringList ranges;
        for (const ExportRange &r : p->ranges)
            ranges << r.text();
        QCOMPARE(ranges,
            QStringList({ QStringLiteral("u0: [-inf, 15]"), QStringLiteral("u1: [-inf, 15]"),
                QStringLiteral("s0: [2, inf]") }));
        QCOMPARE(p->dynamicDims(), QStringList { QStringLiteral("s0: [2, inf]") });
        QCOMPARE(p->tensors.value(QStringLiteral("cat")).shape, QStringLiteral("2*s0"));
    }

    // A printout with hostile names and comments: read as text, never a crash; the graph's
    // JSON and DOT keep it quoted.
    void hostilePrintedProgram()
    {
        const std::string text
            = "ExportedProgram:\n    class GraphModule(torch.nn.Module):\n"
              "        def forward(self, x: \"f32[s0]\"):\n"
              "             # File: <script>alert(1)</script>\x1b[31m.py:3 in f, code: \"; rm -rf /\n"
              "            add: \"f32[s0]\" = torch.ops.aten.add.Tensor(x, \"</script><img src=x>\");  x = None\n"
              "            return (add,)\n\n"
              "Graph signature: \n    # inputs\n    x: USER_INPUT\n    \n    # outputs\n"
              "    add: USER_OUTPUT target='<b>\"'\n\nRange constraints: {s0: VR[2, int_oo], <x>: VR[\n";
        const auto p = readPrintedProgram(
            text, QStringLiteral("t.log"), QStringLiteral("exported_program"), QStringLiteral("export 1"));
        QVERIFY(p);
        QCOMPARE(p->nodes.size(), size_t(3));
        QCOMPARE(p->outputs.at(0).target, QStringLiteral("<b>\""));
        QCOMPARE(p->ranges.size(), size_t(1));
        const FxGraph g = exportedGraph(p);
        QVERIFY(QJsonDocument::fromJson(graphJson(g, QStringLiteral("export:1"))).isObject());
        QVERIFY(!graphDot(g, true).contains(QLatin1String("<script>alert"))
            || graphDot(g, true).contains(QLatin1String("\\\"")));
        for (const std::string &bad :
            { std::string(), std::string("Graph signature:"), std::string("Range constraints: {"),
                std::string("ExportedProgram:\n    class GraphModule(\n        def forward(self") })
            QVERIFY(readPrintedProgram(bad, {}, {}, {}));
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
