#include "core/analysis/exportattempts.h"
#include "core/ingest/runloader.h"
#include "core/report/exportsummary.h"
#include "core/report/summarytext.h"

#include "tests/core/exportfixture.h"
#include "tests/fixture.h"

#include <QHash>
#include <QTest>

using namespace cs;
using namespace exportfixture;

// A program printed in a trace (`exported_program`) has no nn_module_stack, so each node's
// module is inferred (core/graph/exportprinted.cpp). Checked against the same program saved with
// torch.export.save, where the true module of every node is recorded (make_export_trace.py
// convbn: two conv-bn-relu blocks, a pool, a linear head, a top-level relu).
class TstExportPrinted : public QObject {
    Q_OBJECT

    // `a` is `b` or one of the modules `b` runs in (`features` of `features.0.relu`).
    static bool within(const QString &a, const QString &b)
    {
        return a.isEmpty() || a == b || b.startsWith(a + QLatin1Char('.'));
    }

private Q_SLOTS:
    void inferredModulesAgreeWithTheSavedProgram()
    {
        const auto run = load(data("convbn_trace.log.zst"));
        QVERIFY(run);
        const auto &exports = run->overviews.at(0)->exports;
        QCOMPARE(exports.size(), size_t(1));
        const auto printed = tracedProgram(*run->logs[0], exports[0]);
        const auto saved = program("convbn_program.pt2");
        QVERIFY(printed && saved);
        QHash<QString, const ExportNode *> truth;
        for (const ExportNode &n : saved->nodes)
            truth.insert(n.name, &n);
        int calls = 0, exact = 0, parent = 0, top = 0;
        for (const ExportNode &n : printed->nodes) {
            if (n.op != ExportNode::Op::CallFunction && n.op != ExportNode::Op::GetItem)
                continue;
            const ExportNode *t = truth.value(n.name);
            QVERIFY2(t, qPrintable(n.name)); // the same program: the same node names
            ++calls;
            // Never a module the node did not run in; top level is allowed.
            QVERIFY2(within(n.module, t->module),
                qPrintable(QStringLiteral("%1 placed in `%2`, ran in `%3`").arg(n.name, n.module, t->module)));
            if (n.module == t->module)
                ++exact;
            else if (n.module.isEmpty())
                ++top;
            else
                ++parent;
        }
        qInfo("%d calls: %d in their own module, %d in a module they ran in, %d at top level", calls, exact, parent,
            top);
        QVERIFY(calls >= 12);
        // Every call that reads a parameter or buffer is in its own module.
        QHash<QString, QString> byName;
        for (const ExportNode &n : printed->nodes)
            byName.insert(n.name, n.module);
        QCOMPARE(byName.value(QStringLiteral("conv2d")), QStringLiteral("features.0.conv"));
        QCOMPARE(byName.value(QStringLiteral("batch_norm")), QStringLiteral("features.0.bn"));
        QCOMPARE(byName.value(QStringLiteral("batch_norm_1")), QStringLiteral("features.1.bn"));
        QCOMPARE(byName.value(QStringLiteral("linear")), QStringLiteral("head"));
        // The tester's case: the relu after a BatchNorm is not in `bn` (it was), but in the
        // Sequential both blocks run in; after the last block, the pool is at top level.
        QCOMPARE(byName.value(QStringLiteral("relu")), QStringLiteral("features"));
        QCOMPARE(byName.value(QStringLiteral("adaptive_avg_pool2d")), QString());
        QCOMPARE(byName.value(QStringLiteral("relu_2")), QString());
    }

    // TORCH_TRACE (not TORCH_DTRACE) records no export records, though torch.export ran: the
    // summary says which variable records them; a TORCH_DTRACE log with its programs does not.
    void plainTraceHintsAtDtrace()
    {
        const auto plain = load(data("export_plain_trace.log.zst"));
        QVERIFY(plain);
        QVERIFY(plain->overviews.at(0)->exports.empty());
        const QString text = formatSummaryText(*plain);
        QVERIFY2(text.contains(QLatin1String("run with TORCH_DTRACE=<dir>")), qPrintable(text));
        const auto dtrace = load(data("convbn_trace.log.zst"));
        QVERIFY(dtrace);
        QVERIFY(!formatSummaryText(*dtrace).contains(QLatin1String("TORCH_DTRACE=<dir>")));
    }
};

QTEST_GUILESS_MAIN(TstExportPrinted)
#include "tst_exportprinted.moc"
