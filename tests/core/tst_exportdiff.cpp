// What an outside tester found the exported-program views missing: `diff` of two programs sees
// dtype, shape, persistence, constant and dialect changes and matches nodes by what they compute
// and where in the model (not by the script that saved them); a failed torch.export in a trace is
// a finding of `explain` and the report; an AOTInductor package's op that no kernel names is a
// box of its own, never folded into another kernel's box.
#include "core/analysis/explain.h"
#include "core/diff/exportdiff.h"
#include "core/graph/exportgraph.h"
#include "core/graph/graphexport.h"
#include "core/report/explainreport.h"
#include "tests/core/exportfixture.h"
#include "tests/fixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;
using namespace exportfixture;

namespace {

// A copy of a fixture's program to change.
std::shared_ptr<ExportedProgram> copyOf(const char *name)
{
    const auto p = program(name);
    return p ? std::make_shared<ExportedProgram>(*p) : nullptr;
}

ExportNode *firstCall(ExportedProgram &p)
{
    for (ExportNode &n : p.nodes)
        if (n.op == ExportNode::Op::CallFunction)
            return &n;
    return nullptr;
}

} // namespace

class TstExportDiff : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void sameProgramFromAnotherScriptIsUnchanged()
    {
        const auto a = copyOf("params_buffers_constants.pt2");
        QVERIFY(a);
        auto b = std::make_shared<ExportedProgram>(*a);
        for (ExportNode &n : b->nodes) { // saved by another script: other files and lines
            n.file = QStringLiteral("other_script.py");
            n.line += 100;
        }
        const diff::ExportDiff d = diff::diffExportedPrograms(a, b);
        QVERIFY2(!d.changed(), qPrintable(diff::exportDiffText(d)));
    }

    void dtypeShapeConstantsAndDialectAreChanges()
    {
        const auto a = copyOf("params_buffers_constants.pt2");
        QVERIFY(a);
        auto b = std::make_shared<ExportedProgram>(*a);
        ExportNode *call = firstCall(*b);
        QVERIFY(call && b->tensors.contains(call->name));
        b->tensors[call->name].dtype = QStringLiteral("f64");
        call->args << QStringLiteral("alpha=2");
        ExportSpec *buffer = nullptr, *user = nullptr;
        for (ExportSpec &s : b->inputs) {
            if (s.kind == QLatin1String("buffer") && !buffer)
                buffer = &s;
            if (s.kind == QLatin1String("user_input") && !user)
                user = &s;
        }
        QVERIFY(buffer && user && b->tensors.contains(user->name));
        buffer->persistent = false;
        b->tensors[user->name].shape = QStringLiteral("5, 4");
        b->verifiers = QStringList { QStringLiteral("ATEN") };

        const diff::ExportDiff d = diff::diffExportedPrograms(a, b);
        QVERIFY(d.changed());
        QVERIFY(d.graph.nodesAdded.isEmpty() && d.graph.nodesRemoved.isEmpty());
        QCOMPARE(d.nodesChanged.size(), 1);
        QVERIFY2(d.nodesChanged[0].startsWith(call->target) && d.nodesChanged[0].contains(QStringLiteral("→ f64["))
                && d.nodesChanged[0].contains(QLatin1String("(alpha=2)")),
            qPrintable(d.nodesChanged[0]));
        const QString sig = d.signature.join(QLatin1Char('\n'));
        QVERIFY2(sig.contains(QStringLiteral("input buffer %1: ").arg(buffer->target))
                && sig.contains(QLatin1String("(not persistent)")),
            qPrintable(sig));
        QVERIFY2(sig.contains(QStringLiteral("input user_input %1: ").arg(user->name))
                && sig.contains(QLatin1String("[5, 4]")),
            qPrintable(sig));
        QVERIFY2(d.versions.join(QLatin1Char('\n')).contains(QLatin1String("ATEN")), qPrintable(d.versions.join(u' ')));
        const QJsonObject json = diff::exportDiffJson(d);
        QCOMPARE(json[QStringLiteral("nodes_changed")].toArray().size(), 1);
        QVERIFY(json[QStringLiteral("changed")].toBool());
    }

    // A change inside a torch.cond branch (a sub-graph) is a change of the program.
    void changeInsideABranchIsSeen()
    {
        const auto a = program("cond_branches.pt2");
        auto b = copyOf("cond_branches.pt2");
        QVERIFY(a && b && b->subgraphs.size() == 2);
        auto branch = std::make_shared<ExportedProgram>(*b->subgraphs[1].graph);
        ExportNode *call = nullptr;
        for (ExportNode &n : branch->nodes)
            if (n.target == QLatin1String("aten.sigmoid.default"))
                call = &n;
        QVERIFY(call);
        call->target = QStringLiteral("aten.tanh.default");
        b->subgraphs[1].graph = branch;
        QVERIFY(!diff::diffExportedPrograms(a, a).changed());
        const diff::ExportDiff d = diff::diffExportedPrograms(a, b);
        QVERIFY(d.changed());
        QVERIFY2(d.graph.nodesRemoved.size() == 1
                && d.graph.nodesRemoved[0].startsWith(QLatin1String("false_graph_0: aten.sigmoid.default")),
            qPrintable(d.graph.nodesRemoved.join(u'\n')));
        QVERIFY(d.graph.nodesAdded.size() == 1
            && d.graph.nodesAdded[0].startsWith(QLatin1String("false_graph_0: aten.tanh.default")));
    }

    // A trace's printout gives a constant argument (a bool or float the user passed) as a
    // USER_INPUT without a value: it is the schema's constant_input, as in the .pt2, and diff
    // compares it by name (its value unknown on that side is no difference).
    void constantArgumentInAPrintout()
    {
        const char *text
            = "ExportedProgram:\n"
              "    class GraphModule(torch.nn.Module):\n"
              "        def forward(self, p_fc_weight: \"f32[4, 4]\", p_fc_bias: \"f32[4]\", x: \"f32[2, 4]\", scale):\n"
              "            linear: \"f32[2, 4]\" = torch.ops.aten.linear.default(x, p_fc_weight, p_fc_bias)\n"
              "            mul: \"f32[2, 4]\" = torch.ops.aten.mul.Tensor(linear, scale)\n"
              "            return (mul,)\n"
              "\n"
              "Graph signature: \n"
              "    # inputs\n"
              "    p_fc_weight: PARAMETER target='fc.weight'\n"
              "    p_fc_bias: PARAMETER target='fc.bias'\n"
              "    x: USER_INPUT\n"
              "    scale: USER_INPUT\n"
              "\n"
              "    # outputs\n"
              "    mul: USER_OUTPUT\n"
              "\n"
              "Range constraints: {}\n";
        const auto printed = readPrintedProgram(
            text, QStringLiteral("t.log"), QStringLiteral("exported_program"), QStringLiteral("export 1"));
        QVERIFY(printed && printed->inputs.size() == 4);
        QCOMPARE(printed->inputs[3].kind, QStringLiteral("constant_input"));
        QCOMPARE(printed->inputs[2].kind, QStringLiteral("user_input"));
        const auto saved = program("constant_input.pt2");
        QVERIFY(saved);
        const diff::ExportDiff d = diff::diffExportedPrograms(printed, saved);
        QVERIFY2(d.signature.isEmpty(), qPrintable(d.signature.join(u'\n')));
    }

    void oneSideWithoutAProgramIsSaid()
    {
        const auto a = program("hierarchy.pt2");
        QVERIFY(a);
        const diff::ExportDiff d = diff::exportOnOneSide(a, true, QStringLiteral("B: its torch.export call 1 failed"));
        QVERIFY(d.changed());
        QVERIFY(
            diff::exportDiffText(d).contains(QLatin1String("only A holds an exported program: B: its torch.export")));
    }

    // export_trace.log.zst (scripts/fixtures/make_export_trace.py): export 1 succeeds, export 2
    // specialises a dynamic dimension, export 3 guards on a data-dependent value.
    void failedExportsAreFindings()
    {
        const auto run = load(data("export_trace.log.zst"));
        QVERIFY(run);
        const Explanation e = explainRun(run->logs, run->overviews);
        QList<CompileFailure> exports;
        for (const CompileFailure &f : e.failures)
            if (f.exportCall)
                exports << f;
        QCOMPARE(exports.size(), 2);
        QCOMPARE(exports[0].compileId, QStringLiteral("export 2"));
        QCOMPARE(exports[0].failType, QStringLiteral("constraint violation"));
        QVERIFY(exports[0].file.endsWith(QLatin1String("make_export_trace.py")) && exports[0].line > 0);
        QVERIFY(exports[0].suggestion.contains(QLatin1String("dynamic_shapes")));
        QCOMPARE(exports[1].failType, QStringLiteral("data-dependent guard"));
        QVERIFY(!exports[0].ref.isValid()); // no compile to select
        const QString text = formatExplainText(e);
        QVERIFY2(text.contains(QLatin1String("torch.export failed [export 2] at make_export_trace.py:"))
                && !text.contains(QLatin1String("Nothing to fix")),
            qPrintable(text));
        const QJsonObject json = QJsonDocument::fromJson(formatExplainJson(e)).object();
        int flagged = 0;
        for (const QJsonValue &v : json[QStringLiteral("failures")].toArray())
            flagged += v[QStringLiteral("export")].toBool();
        QCOMPARE(flagged, 2);
    }

    // An AOTInductor package tied by the wrapper's comments only: its ops that no kernel names
    // are boxes of their own ("not tied to a kernel"), views still go with the kernel before.
    void untiedWorkIsABoxOfItsOwn()
    {
        QTemporaryDir dir;
        QVERIFY(unpackFixture(data("aoti_programs.tar.xz"), dir.path()));
        const auto run = load(dir.filePath(QStringLiteral("aoti_plain.pt2")));
        QVERIFY(run);
        const FxGraph g = exportedGraph(run->archives.at(0).programs.at(0));
        const CollapsedGraph c = collapseGraph(g);
        const QStringList views { QStringLiteral("view"), QStringLiteral("slice"), QStringLiteral("select"),
            QStringLiteral("permute"), QStringLiteral("expand"), QStringLiteral("reshape"), QStringLiteral("t"),
            QStringLiteral("transpose"), QStringLiteral("squeeze"), QStringLiteral("unsqueeze") };
        int untied = 0;
        for (size_t i = 0; i < g.nodes.size(); ++i) {
            const FxNode &n = g.nodes[i];
            const QString op = n.target.section(u'.', 1, 1);
            if (n.op != FxNode::Op::CallFunction || n.group >= 0 || views.contains(op))
                continue;
            const int u = c.unitOf[i];
            QVERIFY2(u >= 0 && c.units[size_t(u)].kind == QLatin1String("untied"), qPrintable(n.name));
            QCOMPARE(c.units[size_t(u)].members, std::vector<int> { int(i) });
            ++untied;
        }
        QVERIFY(untied > 0); // the fixture has kernels the comments could not tie
    }
};

QTEST_GUILESS_MAIN(TstExportDiff)
#include "tst_exportdiff.moc"
