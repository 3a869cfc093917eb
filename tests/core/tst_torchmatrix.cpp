// The version matrix of issue 38: the same program (scripts/fixtures/torch_versions.py, recorded
// with scripts/fixtures/torch_versions.sh) run under torch 2.12, 2.13, 2.14 and 2.15 on CPU
// (tests/data/torch212 … torch215) reads as the same facts in every version: the same compiles
// of the same kinds, functions named one way, every record known, the version named, and `diff`
// across an upgrade reporting no recompile that did not change. What is version-specific (ids
// torch.export takes, code objects the guards name) is read off the raw records here, with
// regular expressions of the test's own, not with the reader under test.

#include "core/analysis/compilekind.h"
#include "core/analysis/explain.h"
#include "core/analysis/graphbreak.h"
#include "core/diff/diffinput.h"
#include "core/diff/globalstate.h"
#include "core/diff/guardwording.h"
#include "core/diff/rundiff.h"
#include "core/ingest/runloader.h"
#include "core/report/summarytext.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

using namespace cs;

namespace {

QString fixture(const QString &version, const QString &name)
{
    return QStringLiteral(CS_TEST_DATA_DIR "/torch%1/%2.log.zst").arg(version, name);
}

std::shared_ptr<const LoadedRun> load(const QString &version, const QString &name)
{
    auto run = loadRun({ fixture(version, name) });
    if (!run) {
        qWarning() << run.error().toString();
        return {};
    }
    return run.value();
}

// The raw log's text (zstd's own decompression, not the reader's).
QString raw(const QString &version, const QString &name)
{
    QProcess zstd;
    zstd.start(QStringLiteral("zstd"), { QStringLiteral("-dc"), fixture(version, name) });
    if (!zstd.waitForFinished(60000) || zstd.exitCode() != 0)
        return {};
    return QString::fromUtf8(zstd.readAllStandardOutput());
}

QStringList kinds(const CompileOverview &ov)
{
    QStringList out;
    for (const CompileSummary &c : ov.compiles)
        out << c.id.toString() + u' ' + compileKindName(c.kind);
    return out;
}

const QStringList Cases
    = { QStringLiteral("bert"), QStringLiteral("breaks"), QStringLiteral("called_break"), QStringLiteral("decorated"),
          QStringLiteral("edit_after"), QStringLiteral("edit_before"), QStringLiteral("export_dtrace"),
          QStringLiteral("export_strict"), QStringLiteral("hint_classes"), QStringLiteral("limit"),
          QStringLiteral("mode_default"), QStringLiteral("mode_max_autotune"), QStringLiteral("regional"),
          QStringLiteral("regional_inductor"), QStringLiteral("reset"), QStringLiteral("stack_value") };

} // namespace

class TestTorchMatrix : public QObject {
    Q_OBJECT

    static void versions()
    {
        QTest::addColumn<QString>("version");
        for (const char *v : { "212", "213", "214", "215" })
            QTest::newRow(v) << QString::fromLatin1(v);
    }

private Q_SLOTS:
    void everyRecordKnownAndVersionNamed_data() { versions(); }
    void everyRecordKnownAndVersionNamed()
    {
        QFETCH(QString, version);
        static const QRegularExpression pytorch(QStringLiteral("\"pytorch_version\": \"([^\"]+)\""));
        for (const QString &name : Cases) {
            const auto run = load(version, name);
            QVERIFY2(run, qPrintable(name));
            const CompileOverview &ov = *run->overviews.at(0);
            QVERIFY2(ov.unknownKinds.isEmpty(), qPrintable(name + u' ' + ov.unknownKinds.join(u' ')));
            const QString recorded = pytorch.match(raw(version, name)).captured(1);
            QVERIFY2(recorded.startsWith(QStringLiteral("2.%1.").arg(version.mid(1))), qPrintable(recorded));
            QCOMPARE(ov.torchVersion, recorded);
            QVERIFY(!ov.newerTorch());
            const QString text = formatSummaryText(*run);
            QVERIFY2(!text.contains(QLatin1String("not read")), qPrintable(name + u'\n' + text));
            QVERIFY2(text.contains(QStringLiteral("torch %1").arg(recorded)), qPrintable(name + u'\n' + text));
        }
    }

    // PyTorch's meaning of a recompile, the same in every version: a limit hit is a limit event,
    // a compile after reset() is not a recompile, resume functions are first compiles.
    void recompilesCountedAsPyTorchCountsThem_data() { versions(); }
    void recompilesCountedAsPyTorchCountsThem()
    {
        QFETCH(QString, version);
        const auto limit = load(version, QStringLiteral("limit"));
        QVERIFY(limit);
        const CompileOverview &lo = *limit->overviews.at(0);
        QCOMPARE(kinds(lo),
            QStringList({ QStringLiteral("0/0 first"), QStringLiteral("0/1 recompile"),
                QStringLiteral("0/2 recompile_limit") }));
        QCOMPARE(lo.totalRecompiles, 1);
        QCOMPARE(lo.totalLimitHits, 1);
        QCOMPARE(lo.totalFailures, 0);
        QCOMPARE(lo.compiles[2].function, QStringLiteral("f"));
        const RecompileLimit hit = recompileLimitOf(lo.compiles[2].failReason);
        QCOMPARE(hit.setting, QStringLiteral("recompile_limit"));
        QCOMPARE(hit.value, 2);

        const auto reset = load(version, QStringLiteral("reset"));
        QVERIFY(reset);
        QCOMPARE(kinds(*reset->overviews.at(0)),
            QStringList(
                { QStringLiteral("0/0 first"), QStringLiteral("0/0 after_reset"), QStringLiteral("1/0 first") }));
        QCOMPARE(reset->overviews.at(0)->totalRecompiles, 0);

        // Counts every version shares, and the recompiles as the raw records give them.
        const struct {
            const char *name;
            size_t compiles;
            int breaks;
        } expected[] = { { "breaks", 3, 2 }, { "called_break", 4, 2 }, { "stack_value", 7, 3 }, { "bert", 2, 0 },
            { "decorated", 2, 0 }, { "regional", 2, 0 }, { "hint_classes", 2, 1 }, { "shared_wrapper", 2, 0 } };
        for (const auto &e : expected) {
            const QString name = QString::fromLatin1(e.name);
            const auto run = load(version, name);
            QVERIFY2(run, e.name);
            const CompileOverview &ov = *run->overviews.at(0);
            QVERIFY2(ov.compiles.size() == e.compiles, e.name);
            QVERIFY2(ov.totalGraphBreaks == e.breaks, e.name);
            // A recompile's reason is a compile's `recompile_reasons` artifact (one per recompile).
            const int recorded
                = static_cast<int>(raw(version, name).count(QLatin1String("\"name\": \"recompile_reasons\"")));
            QVERIFY2(ov.totalRecompiles == recorded,
                qPrintable(
                    QStringLiteral("%1: %2 recompiles, %3 recorded").arg(name).arg(ov.totalRecompiles).arg(recorded)));
        }
    }

    // torch.export's captures are no torch.compile compiles, whatever ids a version gives them.
    void exportIsNoCompile_data() { versions(); }
    void exportIsNoCompile()
    {
        QFETCH(QString, version);
        const auto strict = load(version, QStringLiteral("export_strict"));
        QVERIFY(strict);
        const CompileOverview &ov = *strict->overviews.at(0);
        QCOMPARE(ov.compiles.size(), size_t(2));
        QCOMPARE(compileKindName(ov.compiles[0].kind), QStringLiteral("first"));
        QCOMPARE(compileKindName(ov.compiles[1].kind), QStringLiteral("after_reset"));
        for (const CompileSummary &c : ov.compiles)
            QCOMPARE(c.function, QStringLiteral("<lambda>"));
        QVERIFY(!formatSummaryText(*strict).contains(QLatin1String("no metrics")));
        const auto dtrace = load(version, QStringLiteral("export_dtrace"));
        QVERIFY(dtrace);
        QVERIFY(dtrace->overviews.at(0)->compiles.empty());
        QCOMPARE(dtrace->overviews.at(0)->exports.size(), size_t(1));
    }

    // The user's function named one way in every version: transformers' decorator as the model's
    // forward, a decorated module's forward, a per-block compile's block. Where the guards name
    // the code objects (2.12), the forward's first line is the one they give.
    void functionsNamedOneWay_data() { versions(); }
    void functionsNamedOneWay()
    {
        QFETCH(QString, version);
        const auto bert = load(version, QStringLiteral("bert"));
        QVERIFY(bert);
        const CompileSummary &c = bert->overviews.at(0)->compiles.at(0);
        QCOMPARE(c.function, QStringLiteral("wrapper")); // as recorded
        QCOMPARE(c.displayFunction(), QStringLiteral("BertModel.forward"));
        QVERIFY2(c.displayFile().endsWith(QLatin1String("transformers/models/bert/modeling_bert.py")),
            qPrintable(c.displayFile()));
        static const QRegularExpression named(
            QStringLiteral("<code object forward at 0x[0-9a-f]+, file \"[^\"]*/modeling_bert\\.py\", line (\\d+)>"));
        const auto m = named.match(raw(version, QStringLiteral("bert")));
        QCOMPARE(c.user.line, m.hasMatch() ? m.captured(1).toInt() : 0);
        QCOMPARE(m.hasMatch(), version == QLatin1String("212")); // 2.13+ print `type=<class 'code'>`
        const auto decorated = load(version, QStringLiteral("decorated"));
        QVERIFY(decorated);
        QCOMPARE(decorated->overviews.at(0)->compiles.at(0).displayFunction(), QStringLiteral("Gated.forward"));
        const auto regional = load(version, QStringLiteral("regional"));
        QVERIFY(regional);
        QCOMPARE(regional->overviews.at(0)->compiles.at(0).displayFunction(), QStringLiteral("Block.forward"));
    }

    // One decorator's wrapper around two plain functions is one code object: the second compile
    // is a recompile of its frame (the guard on `fn.__code__` failed). Where the guards name the
    // code objects (2.12), each compile names the function it wrapped, with its first line.
    void sharedWrapperNamedPerCompile_data() { versions(); }
    void sharedWrapperNamedPerCompile()
    {
        QFETCH(QString, version);
        const auto run = load(version, QStringLiteral("shared_wrapper"));
        QVERIFY(run);
        const CompileOverview &ov = *run->overviews.at(0);
        QCOMPARE(kinds(ov), QStringList({ QStringLiteral("0/0 first"), QStringLiteral("0/1 recompile") }));
        static const QRegularExpression named(
            QStringLiteral("ID_MATCH: ___check_obj_id\\(L\\['fn'\\]\\.__code__, \\d+\\), type=<code object (\\w+) at "
                           "0x[0-9a-f]+, file \"[^\"]+\", line (\\d+)>"));
        QStringList recorded; // each compile's own guard on the wrapped function's code, in order
        for (auto it = named.globalMatch(raw(version, QStringLiteral("shared_wrapper"))); it.hasNext();) {
            const auto m = it.next();
            recorded << m.captured(1) + u':' + m.captured(2);
        }
        QStringList read;
        for (const CompileSummary &c : ov.compiles)
            read << c.displayFunction() + u':' + QString::number(c.displayLine());
        if (recorded.isEmpty()) {
            // 2.13+: the code objects are not named; each compile's Dynamo graph says where its
            // operations ran (`# File: ...:212 in shared_first`): that function, its first line unknown.
            QCOMPARE(read, QStringList({ QStringLiteral("shared_first:0"), QStringLiteral("shared_second:0") }));
            const QString text = raw(version, QStringLiteral("shared_wrapper"));
            QVERIFY(text.contains(QLatin1String(" in shared_first, code: ")));
            QVERIFY(text.contains(QLatin1String(" in shared_second, code: ")));
            QVERIFY(version != QLatin1String("212"));
            return;
        }
        QCOMPARE(recorded.size(), 2);
        QVERIFY(recorded[0].startsWith(QLatin1String("shared_first:")));
        QCOMPARE(read, recorded);
        QVERIFY(ov.frames.at(0).wrapsSeveral);
        const QString text = formatSummaryText(*run);
        QVERIFY2(
            text.contains(QLatin1String("[0/1] ok (recompile)  shared_second (torch_versions.py:")), qPrintable(text));
    }

    // A guard two torch versions print differently is the same check; two named objects that
    // differ stay a change.
    void rewordedGuardsAreTheSameCheck()
    {
        QStringList removed { QStringLiteral(
                                  "ID_MATCH: ___check_obj_id(builtins['print'],#), type=<built-in function print>"),
            QStringLiteral("LAMBDA_GUARD: a.torch is b.torch"),
            QStringLiteral(
                "ID_MATCH: ___check_obj_id(fn.__code__,#), type=<code object first at #, file \"f.py\", line 3>"),
            QStringLiteral("TYPE_MATCH: ___check_type_id(x,#), type=<class 'bool'>") };
        QStringList added {
            QStringLiteral("ID_MATCH: ___check_obj_id(builtins['print'],#), type=<class 'builtin_function_or_method'>"),
            QStringLiteral("OBJECT_ALIASING: a.torch is b.torch"),
            QStringLiteral(
                "ID_MATCH: ___check_obj_id(fn.__code__,#), type=<code object second at #, file \"f.py\", line 7>"),
            QStringLiteral("TYPE_MATCH: ___check_type_id(x,#), type=<class 'int'>")
        };
        removed << QStringLiteral(
            "ID_MATCH: ___check_obj_id(torch,#), type=<module 'torch' from '/a/torch/__init__.py'>");
        added << QStringLiteral(
            "ID_MATCH: ___check_obj_id(torch,#), type=<module 'torch' from '/b/torch/__init__.py'>");
        QCOMPARE(diff::takeRewordedGuards(added, removed), 3);
        QCOMPARE(removed.size(), 2);
        QVERIFY(removed[0].contains(QLatin1String("first")) && added[0].contains(QLatin1String("second")));
        QVERIFY(removed[1].contains(QLatin1String("'bool'")) && added[1].contains(QLatin1String("'int'")));
    }

    // Guard latency per compile and the graph break's id and class, as each version recorded them.
    void metricsAsRecorded_data() { versions(); }
    void metricsAsRecorded()
    {
        QFETCH(QString, version);
        static const QRegularExpression latency(
            QStringLiteral("^[^\\n\\t]*\\] \\{\"compilation_metrics\": [^\\n]*\"guard_latency_us\": ([0-9.]+)"),
            QRegularExpression::MultilineOption);
        const QString text = raw(version, QStringLiteral("regional"));
        QList<double> recorded;
        for (auto it = latency.globalMatch(text); it.hasNext();)
            recorded << it.next().captured(1).toDouble();
        const auto run = load(version, QStringLiteral("regional"));
        QVERIFY(run);
        QList<double> read;
        for (const CompileSummary &c : run->overviews.at(0)->compiles)
            read << c.guardLatencyUs;
        QCOMPARE(read, recorded);
        const auto hints = load(version, QStringLiteral("hint_classes"));
        QVERIFY(hints);
        const GraphBreakInfo &g = hints->overviews.at(0)->graphBreaks.at(0).info;
        QCOMPARE(g.typeId, QStringLiteral("gb0046"));
        QVERIFY(g.hintClasses.contains(QStringLiteral("fundamental")));
    }

    // The GLOBAL_STATE guard compared entry by entry: a value both hold that changed is a change
    // (grad mode), an entry only one holds is not; other guards are left as they are.
    void globalStateEntryByEntry()
    {
        const QString prefix = QStringLiteral("GLOBAL_STATE: ___check_global_state() against ");
        QStringList removed { prefix + QStringLiteral("{\"grad_mode\":true,\"autocast_state\":{\"enabled\":[false]}}"),
            QStringLiteral("TENSOR_MATCH: x") };
        QStringList added { prefix
            + QStringLiteral(
                "{\"grad_mode\":false,\"autocast_state\":{\"enabled\":[false]},\"cuda_matmul_precision\":0}") };
        const QList<diff::StateChange> c = diff::takeGlobalStateChanges(added, removed);
        QCOMPARE(c.size(), 2);
        QCOMPARE(c[0].key, QStringLiteral("cuda_matmul_precision"));
        QVERIFY(c[0].a.isEmpty() && c[0].b == QLatin1String("0") && !c[0].bothRecorded());
        QCOMPARE(c[1].key, QStringLiteral("grad_mode"));
        QVERIFY(c[1].a == QLatin1String("true") && c[1].b == QLatin1String("false") && c[1].bothRecorded());
        QCOMPARE(removed, QStringList { QStringLiteral("TENSOR_MATCH: x") });
        QVERIFY(added.isEmpty());
        // Unreadable JSON: both guards kept as they are.
        QStringList a2 { prefix + QStringLiteral("{broken") }, r2 { prefix + QStringLiteral("{}") };
        QVERIFY(diff::takeGlobalStateChanges(a2, r2).isEmpty());
        QCOMPARE(a2.size() + r2.size(), 2);
    }

    // `diff` across an upgrade (this version against the next) pairs every compile and reports no
    // recompile or graph break that did not change. (Some 2.15 fixtures ran from an older copy of
    // the script, cases.py: other functions to `diff`, rightly; those pairs are left out.)
    void diffAcrossTheUpgrade_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("next");
        QTest::newRow("212-213") << QStringLiteral("212") << QStringLiteral("213");
        QTest::newRow("213-214") << QStringLiteral("213") << QStringLiteral("214");
        QTest::newRow("214-215") << QStringLiteral("214") << QStringLiteral("215");
    }
    void diffAcrossTheUpgrade()
    {
        QFETCH(QString, version);
        QFETCH(QString, next);
        for (const QString &name :
            { QStringLiteral("bert"), QStringLiteral("limit"), QStringLiteral("decorated"), QStringLiteral("regional"),
                QStringLiteral("reset"), QStringLiteral("called_break"), QStringLiteral("stack_value"),
                QStringLiteral("regional_inductor"), QStringLiteral("shared_wrapper") }) {
            if (raw(version, name).contains(QLatin1String("/cases.py"))
                != raw(next, name).contains(QLatin1String("/cases.py")))
                continue; // run from another copy of the script: other functions

            auto [a, b] = diff::openDiffInputs(fixture(version, name), fixture(next, name));
            const diff::RunDiff d = diff::diffRuns(a, b);
            QVERIFY2(!d.sideUnread(), qPrintable(name));
            const diff::DiffCounts c = d.counts();
            QVERIFY2(c.compilesOnlyA == 0 && c.compilesOnlyB == 0, qPrintable(name));
            QVERIFY2(c.recompilesChanged == 0, qPrintable(name));
            QVERIFY2(c.breaksFixed == 0 && c.breaksNew == 0, qPrintable(name));
            // A newer torch's GLOBAL_STATE guard tracks more (2.15: cuda_matmul_precision): said entry
            // by entry, and no guard change of the user's. (Dynamo guards transformers' code differently
            // from version to version: BERT's guards do change.)
            // 2.14 writes a backward node's source line as its forward node's (`# Backward of forward
            // node: File: ...`) and an annotation first: the same graphs as 2.13's, node for node.
            if (next == QLatin1String("214") && name != QLatin1String("bert"))
                QVERIFY2(c.graphsChanged == 0, qPrintable(name));
            // 2.14 → 2.15 changed no guard of these programs but the global state's entries.
            if (name != QLatin1String("bert") && next == QLatin1String("215"))
                QVERIFY2(c.guardsChanged == 0, qPrintable(name));
            // A guard only printed differently (a module's file in another venv, an object 2.12 names
            // and 2.13 does not) is never listed as removed and added.
            for (const diff::CompilePair &p : d.compiles)
                for (const QString &g : p.guardsRemoved) {
                    const qsizetype type = g.indexOf(QLatin1String(", type=<"));
                    if (!g.startsWith(QLatin1String("ID_MATCH: ")) || type < 0)
                        continue;
                    const QString check = g.left(type + 8); // `ID_MATCH: ___check_obj_id(x,#), type=<`
                    const QString module = g.section(QLatin1String(" from '"), 0, 0);
                    for (const QString &h : p.guardsAdded)
                        QVERIFY2(!h.startsWith(check)
                                || (g.contains(QLatin1String("type=<code object "))
                                    && h.contains(QLatin1String("type=<code object ")))
                                || (g.contains(QLatin1String("type=<module "))
                                    && !h.startsWith(module + QLatin1String(" from '"))),
                            qPrintable(name + u' ' + g + u' ' + h));
                }
            for (const diff::CompilePair &p : d.compiles)
                if (p.guardsAdded.isEmpty() && p.guardsRemoved.isEmpty())
                    QVERIFY2(!p.differences.contains(QLatin1String("guards")), qPrintable(name));
            for (const diff::CompilePair &p : d.compiles)
                for (const diff::StateChange &s : p.globalState)
                    QVERIFY2(!s.bothRecorded(), qPrintable(name + u' ' + s.key));
            bool torchDiffers = false;
            for (const diff::VersionRow &v : d.versions)
                torchDiffers = torchDiffers || (v.name == QLatin1String("torch") && v.differs());
            QVERIFY2(torchDiffers, qPrintable(name));
        }
    }
};

QTEST_GUILESS_MAIN(TestTorchMatrix)
#include "tst_torchmatrix.moc"
