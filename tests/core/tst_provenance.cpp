// Provenance in three panes (issue 45): a post-grad graph's pre-grad graph, post-grad graph and
// generated code tied by Inductor's provenance mapping. Fixture: the corpus fusion_mlp run (torch
// 2.11, H200: layer norm, linear, dropout, gelu), whose mapping and code were read off the raw
// records: pre-grad `h` (the layer norm) → nine post-grad nodes → triton_per_fused_native_layer_norm_0:1.

#include "core/graph/provenance.h"
#include "core/ingest/runloader.h"
#include "core/report/provenancereport.h"

#include <QJsonArray>
#include <QJsonObject>

#include <QtTest>

using namespace cs;

class TestProvenance : public QObject {
    Q_OBJECT

    static int lineOf(const QString &text, const QString &needle)
    {
        const QStringList lines = text.split(u'\n');
        for (int i = 0; i < lines.size(); ++i)
            if (lines[i].contains(needle))
                return i;
        return -1;
    }

private Q_SLOTS:
    void threePanesTiedByTheMapping()
    {
        const auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/logs/fusion_mlp.log.zst") });
        QVERIFY(run);
        const QList<GraphEntry> graphs = listGraphs(*run.value(), false);
        const QList<GraphEntry> withProvenance = provenanceGraphs(*run.value(), graphs);
        QCOMPARE(withProvenance.size(), 1); // the backward's mapping is empty
        QCOMPARE(withProvenance[0].id, QStringLiteral("0/0:post_grad:forward"));
        const auto t = loadProvenance(*run.value(), graphs, withProvenance[0]);
        QVERIFY2(t, qPrintable(t ? QString() : t.error().toString()));
        for (int p = 0; p < ProvenanceTexts::PaneCount; ++p)
            QVERIFY(!t->text[size_t(p)].isEmpty());
        QCOMPARE(t->artifact[ProvenanceTexts::PreGrad], QStringLiteral("artifact:after_pre_grad_graph"));

        // The layer norm from the model's side.
        const int h = lineOf(t->text[ProvenanceTexts::PreGrad], QStringLiteral("        h: "));
        QVERIFY(h > 0);
        const ProvenanceLinks fromPre = provenanceLinks(t.value(), ProvenanceTexts::PreGrad, h);
        QCOMPARE(fromPre.items[ProvenanceTexts::PreGrad], QStringList { "h" });
        QCOMPARE(fromPre.items[ProvenanceTexts::PostGrad].size(), 9);
        QVERIFY(fromPre.items[ProvenanceTexts::PostGrad].contains(QStringLiteral("var_mean")));
        QVERIFY(
            fromPre.items[ProvenanceTexts::Code].contains(QStringLiteral("triton_per_fused_native_layer_norm_0:1")));
        const int marker = lineOf(t->text[ProvenanceTexts::Code],
            QStringLiteral("# [Provenance debug handles] triton_per_fused_native_layer_norm_0:1"));
        QVERIFY(fromPre.lines[ProvenanceTexts::Code].contains(marker));
        QVERIFY(fromPre.lines[ProvenanceTexts::Code].contains(marker + 2)); // the .run( call below the stream
        const int definition = lineOf(
            t->text[ProvenanceTexts::Code], QStringLiteral("triton_per_fused_native_layer_norm_0 = async_compile"));
        QVERIFY(fromPre.lines[ProvenanceTexts::Code].contains(definition));
        QVERIFY(!fromPre.sources.isEmpty());

        // From the code's side: the call → its nodes → the model's node.
        const ProvenanceLinks fromCode = provenanceLinks(t.value(), ProvenanceTexts::Code, marker + 2);
        QCOMPARE(fromCode.items[ProvenanceTexts::Code], QStringList { "triton_per_fused_native_layer_norm_0:1" });
        QCOMPARE(fromCode.items[ProvenanceTexts::PreGrad], QStringList { "h" });
        // A line inside the kernel's definition stands for the kernel too.
        const ProvenanceLinks inside = provenanceLinks(t.value(), ProvenanceTexts::Code, definition + 3);
        QCOMPARE(inside.items[ProvenanceTexts::Code], QStringList { "triton_per_fused_native_layer_norm_0:1" });

        // An extern call: addmm, from both linears' nodes.
        const ProvenanceLinks addmm
            = provenanceLinksOf(t.value(), ProvenanceTexts::Code, { QStringLiteral("extern_kernels.addmm:2") });
        QCOMPARE(addmm.items[ProvenanceTexts::PostGrad], QStringList { "addmm" });
        QVERIFY(addmm.items[ProvenanceTexts::PreGrad].contains(QStringLiteral("linear")));

        // A line that is neither: nothing.
        QVERIFY(provenanceLinks(t.value(), ProvenanceTexts::Code, 0).items[ProvenanceTexts::Code].isEmpty());
    }

    // An AOTInductor compile of tlparse's test log (no compile id, the older mapping: kernels
    // without handles, code without handle comments): records found after the graph, calls by name.
    void aheadOfTimeMappingWithoutHandles()
    {
        const auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/logs/inductor_provenance_aot_log.txt.zst") });
        QVERIFY(run);
        const QList<GraphEntry> graphs = listGraphs(*run.value(), false);
        const QList<GraphEntry> with = provenanceGraphs(*run.value(), graphs);
        QCOMPARE(with.size(), 1);
        QCOMPARE(with[0].id, QStringLiteral("aot:post_grad"));
        const auto t = loadProvenance(*run.value(), graphs, with[0]);
        QVERIFY(t);
        QCOMPARE(t->artifact[ProvenanceTexts::Code], QStringLiteral("graph_dump"));
        const QJsonObject doc = provenanceJson(t.value());
        QCOMPARE(doc.value(QStringLiteral("schema")).toString(), QStringLiteral("compilescope.provenance/1"));
        bool relu = false;
        for (const QJsonValue v : doc.value(QStringLiteral("nodes")).toArray()) {
            const QJsonObject n = v.toObject();
            if (n.value(QStringLiteral("node")).toString() != QLatin1String("relu"))
                continue;
            relu = n.value(QStringLiteral("code")).toArray()
                    == QJsonArray { QStringLiteral("cpp_fused_mul_relu_sigmoid_0") }
                && n.value(QStringLiteral("lines")).toObject().value(QStringLiteral("code")).toArray()
                    == QJsonArray { 1645 };
        }
        QVERIFY(relu); // its call, not the kernel's `extern "C"` declarations
    }

    void aRunWithoutProvenanceHasNone()
    {
        const auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/torch215/passes.log.zst") });
        QVERIFY(run);
        QVERIFY(provenanceGraphs(*run.value(), listGraphs(*run.value(), false)).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestProvenance)
#include "tst_provenance.moc"
