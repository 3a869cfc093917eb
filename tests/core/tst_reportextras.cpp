// The report's comparison and A/B sections are the diff and A/B engines' findings: the JSON twin
// carries exactly what `diff --json` / `ab --json` write for the same inputs (each computed here
// as the command computes it), the tables show those numbers, only significant kernel times are
// listed, and an input that cannot be read is said while the rest of the report is still made.
#include "core/ab/abanalysis.h"
#include "core/ab/abjson.h"
#include "core/ab/abreport.h"
#include "core/stats/significance.h"
#include "core/diff/difftext.h"
#include "core/diff/rundiff.h"
#include "core/ingest/runloader.h"
#include "core/report/doc/reportbuilder.h"
#include "core/report/doc/reportextras.h"
#include "core/report/doc/reportwriters.h"
#include "tests/fixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace cs;

namespace {

QJsonObject parse(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object();
}

QString data(const QString &name)
{
    return QStringLiteral(CS_TEST_DATA_DIR "/diff/") + name;
}

const ReportTable *table(const ReportExtra &e, const QString &captionStart)
{
    for (const ReportTable &t : e.tables)
        if (t.caption.startsWith(captionStart))
            return &t;
    return nullptr;
}

int changed(const QJsonArray &list)
{
    int n = 0;
    for (const QJsonValue &v : list)
        n += v[QStringLiteral("change")].toString() != QLatin1String("unchanged");
    return n;
}

} // namespace

class TestReportExtras : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void compareEqualsDiffJson_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<QString>("db");
        QTest::newRow("graph break fixed")
            << data(QStringLiteral("break_a")) << data(QStringLiteral("break_b")) << QString();
        QTest::newRow("dynamic shapes") << data(QStringLiteral("dyn_a")) << data(QStringLiteral("dyn_b")) << QString();
        QTest::newRow("same code twice, timed") << data(QStringLiteral("twice_a")) << data(QStringLiteral("twice_b"))
                                                << data(QStringLiteral("profiles.db"));
    }
    void compareEqualsDiffJson()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(QString, db);
        const auto run = loadRun({ a });
        QVERIFY(run);
        ReportOptions o;
        o.maxGraphs = 0;
        o.compareWith = b;
        o.profileDb = db;
        const ReportData d = buildReport(*run.value(), o);
        QVERIFY(d.has(ReportSection::Compare));
        QVERIFY(!d.has(ReportSection::Ab));
        QVERIFY(d.unreadable.isEmpty());
        // `compilescope diff A B --json [--db DB]`, as the command makes it.
        diff::InputOptions in;
        in.database = db;
        const auto [x, y] = diff::openDiffInputs(a, b, in);
        const QJsonObject expected = parse(diff::formatDiffJson(diff::diffRuns(x, y)));
        const QJsonObject report = parse(reportJson(d));
        QCOMPARE(report[QStringLiteral("compare")].toObject(), expected);
        QVERIFY(report[QStringLiteral("sections")].toArray().contains(QStringLiteral("compare")));

        // The tables show the same numbers.
        const ReportExtra *e = d.extra(ReportSection::Compare);
        QVERIFY(e);
        const QJsonObject counts = expected[QStringLiteral("counts")].toObject();
        QVERIFY(e->summary.contains(QStringLiteral("Graph breaks fixed %1, new %2")
                                        .arg(counts[QStringLiteral("graph_breaks_fixed")].toInt())
                                        .arg(counts[QStringLiteral("graph_breaks_new")].toInt())));
        const ReportTable *totals = table(*e, QStringLiteral("What changed in compilation"));
        QVERIFY(totals);
        int breaksA = 0, breaksB = 0, recompilesA = 0, recompilesB = 0;
        for (const QJsonValue &v : expected[QStringLiteral("graph_breaks")].toArray()) {
            breaksA += v[QStringLiteral("count_a")].toInt();
            breaksB += v[QStringLiteral("count_b")].toInt();
        }
        for (const QJsonValue &v : expected[QStringLiteral("recompiles")].toArray()) {
            recompilesA += v[QStringLiteral("recompiles_a")].toInt();
            recompilesB += v[QStringLiteral("recompiles_b")].toInt();
        }
        QCOMPARE(totals->rows[1],
            QStringList({ QStringLiteral("Graph breaks"), QString::number(breaksA), QString::number(breaksB),
                totals->rows[1][3] }));
        QCOMPARE(totals->rows[2][1], QString::number(recompilesA));
        QCOMPARE(totals->rows[2][2], QString::number(recompilesB));
        const int breaksChanged = changed(expected[QStringLiteral("graph_breaks")].toArray());
        const ReportTable *breaks = table(*e, QStringLiteral("Graph breaks fixed"));
        QCOMPARE(breaks ? int(breaks->rows.size()) : 0, breaksChanged);
        const int recompilesChanged = changed(expected[QStringLiteral("recompiles")].toArray());
        const ReportTable *recompiles = table(*e, QStringLiteral("Recompiles per function"));
        QCOMPARE(recompiles ? int(recompiles->rows.size()) : 0, recompilesChanged);
        const ReportTable *compiles = table(*e, QStringLiteral("Compiles that changed"));
        QCOMPARE(compiles ? int(compiles->rows.size()) : 0, changed(expected[QStringLiteral("compiles")].toArray()));
        const ReportTable *phases = table(*e, QStringLiteral("Compile time per phase"));
        QVERIFY(phases);
        // The whole-frame time per side is the sum of the compiles' total_s.
        double totalA = 0, totalB = 0;
        for (const QJsonValue &c : expected[QStringLiteral("compiles")].toArray()) {
            if (c[QStringLiteral("a")].isObject())
                totalA += std::max(
                    0.0, c[QStringLiteral("a")][QStringLiteral("compile_time")][QStringLiteral("total_s")].toDouble());
            if (c[QStringLiteral("b")].isObject())
                totalB += std::max(
                    0.0, c[QStringLiteral("b")][QStringLiteral("compile_time")][QStringLiteral("total_s")].toDouble());
        }
        QCOMPARE(phases->rows[0][0], diff::phaseName(QStringLiteral("dynamo")));
        QCOMPARE(phases->rows[0][1], reportSeconds(totalA));
        QCOMPARE(phases->rows[0][2], reportSeconds(totalB));
        if (!db.isEmpty()) {
            const QJsonObject step = expected[QStringLiteral("profile")][QStringLiteral("per_step")].toObject();
            QVERIFY(!step.isEmpty());
            const ReportTable *times = table(*e, QStringLiteral("Measured times"));
            QVERIFY(times);
            QCOMPARE(times->rows[0][1],
                diff::formatMicros(step[QStringLiteral("a")][QStringLiteral("median_us")].toDouble()));
            QCOMPARE(times->rows[0][2],
                diff::formatMicros(step[QStringLiteral("b")][QStringLiteral("median_us")].toDouble()));
            QCOMPARE(times->rows[0][6], QStringLiteral("no significant difference"));
            QCOMPARE(counts[QStringLiteral("faster")].toInt() + counts[QStringLiteral("slower")].toInt(), 0);
            for (const QStringList &row : times->rows) // no kernel is called faster or slower: none is listed
                QVERIFY2(!row[0].contains(QStringLiteral("triton_")) && !row[0].contains(QStringLiteral("cpp_")),
                    qPrintable(row[0]));
        }
        // Every writer shows the section.
        const ReportDocument doc = buildReportDocument(d);
        const QString html = QString::fromUtf8(reportHtml(doc));
        QVERIFY(html.contains(QStringLiteral("id=\"s-compare\"")));
        QVERIFY(html.contains(reportSeconds(totalB)));
        const QString md = reportMarkdown(doc);
        QVERIFY(md.contains(QStringLiteral("## Comparison with another run")));
        QVERIFY(md.size() <= MarkdownMaxChars);
    }

    void abEqualsAbJson()
    {
        QTemporaryDir dir;
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/ab/cpu_ab.tar.xz"), dir.path()));
        const QString folder = dir.filePath(QStringLiteral("ab"));
        const auto run = loadRun({ QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QVERIFY(run);
        ReportOptions o;
        o.maxGraphs = 0;
        o.abFolder = folder;
        const ReportData d = buildReport(*run.value(), o);
        QVERIFY(d.has(ReportSection::Ab));
        QVERIFY(!d.has(ReportSection::Compare));
        // `compilescope ab --analyse DIR --json`, as the command makes it (without the call series).
        const auto set = ab::readRunSet(folder);
        QVERIFY(set);
        const ab::AbResult result = ab::analyse(set.value());
        const QJsonObject expected = parse(ab::abJson(result));
        QJsonObject got = parse(reportJson(d))[QStringLiteral("ab")].toObject();
        QCOMPARE(got[QStringLiteral("outcome")].toString(), QStringLiteral("compared"));
        QJsonObject withoutSeries = expected;
        QJsonArray regions = withoutSeries[QStringLiteral("regions")].toArray();
        for (qsizetype i = 0; i < regions.size(); ++i) {
            QJsonObject r = regions[i].toObject();
            QJsonArray results = r[QStringLiteral("results")].toArray();
            for (qsizetype k = 0; k < results.size(); ++k) {
                QJsonObject m = results[k].toObject();
                m.remove(QStringLiteral("series_ms"));
                results[k] = m;
            }
            r[QStringLiteral("results")] = results;
            regions[i] = r;
        }
        withoutSeries[QStringLiteral("regions")] = regions;
        QJsonArray gotRegions = got[QStringLiteral("regions")].toArray();
        for (qsizetype i = 0; i < gotRegions.size(); ++i) {
            QJsonObject r = gotRegions[i].toObject();
            QJsonArray results = r[QStringLiteral("results")].toArray();
            for (qsizetype k = 0; k < results.size(); ++k) {
                QJsonObject m = results[k].toObject();
                m.remove(QStringLiteral("series_ms")); // null or absent without the series
                results[k] = m;
            }
            r[QStringLiteral("results")] = results;
            gotRegions[i] = r;
        }
        got[QStringLiteral("regions")] = gotRegions;
        QCOMPARE(got, withoutSeries);

        // The verdict table: one row per region and mode, the numbers of the JSON.
        const ReportExtra *e = d.extra(ReportSection::Ab);
        QVERIFY(e);
        const ReportTable *t = table(*e, QStringLiteral("Verdicts for Model.forward (ab_model.py:61)"));
        QVERIFY(t);
        const QJsonArray results = regions[0][QStringLiteral("results")].toArray();
        QCOMPARE(qsizetype(t->rows.size()), results.size());
        for (qsizetype k = 0; k < results.size(); ++k) {
            const QJsonObject m = results[k].toObject();
            const QStringList &row = t->rows[size_t(k)];
            QCOMPARE(row[0], m[QStringLiteral("mode")].toString());
            QCOMPARE(row[1], m[QStringLiteral("verdict_text")].toString());
            QVERIFY2(
                row[2].startsWith(ab::formatMs(m[QStringLiteral("steady")][QStringLiteral("median_ms")].toDouble())),
                qPrintable(row[2]));
            QVERIFY(
                row[2].endsWith(QStringLiteral("n=%1").arg(m[QStringLiteral("steady")][QStringLiteral("n")].toInt())));
            if (m[QStringLiteral("speedup")].isObject()) {
                const QJsonObject s = m[QStringLiteral("speedup")].toObject();
                QCOMPARE(row[3],
                    QStringLiteral("%1× [%2×, %3×]")
                        .arg(s[QStringLiteral("estimate")].toDouble(), 0, 'f', 2)
                        .arg(s[QStringLiteral("low")].toDouble(), 0, 'f', 2)
                        .arg(s[QStringLiteral("high")].toDouble(), 0, 'f', 2));
            }
            // The p with the process as the unit, as a number people read: never "0", and no finer
            // than the bootstrap's resolution ("< 0.001").
            const QJsonValue p = m[QStringLiteral("comparison")][QStringLiteral("p")];
            const double floor = 1.0 / m[QStringLiteral("comparison")][QStringLiteral("resamples")].toInt(1);
            QCOMPARE(row[4],
                !p.isDouble()               ? QStringLiteral("—")
                    : p.toDouble() <= floor ? QStringLiteral("< 0.001")
                                            : cs::stats::formatPValue(p.toDouble()));
            if (k > 0) // eager is the baseline: its compile time is none
                QCOMPARE(row[5], ab::formatMs(m[QStringLiteral("compile_ms")].toDouble()));
            QCOMPARE(row[8], QString::number(m[QStringLiteral("recompiles")].toInt()));
        }
        const QString html = QString::fromUtf8(reportHtml(buildReportDocument(d)));
        QVERIFY(html.contains(QStringLiteral("id=\"s-ab\"")));
        QVERIFY(html.contains(results[1][QStringLiteral("verdict_text")].toString().toHtmlEscaped()));
    }

    void unreadableInputsAreSaidAndTheRestWritten()
    {
        const auto run = loadRun({ QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QVERIFY(run);
        QTemporaryDir dir;
        const QString b = dir.filePath(QStringLiteral("no_such_run.log"));
        const QString abDir = dir.filePath(QStringLiteral("no_such_ab"));
        ReportOptions o;
        o.maxGraphs = 0;
        o.compareWith = b;
        o.abFolder = abDir;
        const ReportData d = buildReport(*run.value(), o);
        QCOMPARE(d.unreadable, QStringList({ b, abDir }));
        QVERIFY(d.overview.compiles > 0); // the rest of the report is there
        QVERIFY(d.has(ReportSection::Compare) && d.has(ReportSection::Ab));
        QCOMPARE(d.notes.size(), 2);
        QVERIFY(d.notes[0].contains(b));
        QVERIFY(d.notes[1].contains(abDir));
        const QJsonObject json = parse(reportJson(d));
        QVERIFY(json[QStringLiteral("compare")].isNull());
        QVERIFY(json[QStringLiteral("ab")].isNull());
        QCOMPARE(json[QStringLiteral("unreadable")].toArray().size(), 2);
        const QString md = reportMarkdown(buildReportDocument(d));
        QVERIFY(md.contains(QStringLiteral("no\\_such\\_run.log")) || md.contains(QStringLiteral("no_such_run.log")));
    }

    void sectionsCanBeLeftOut()
    {
        const auto run = loadRun({ data(QStringLiteral("break_a")) });
        QVERIFY(run);
        ReportOptions o;
        o.maxGraphs = 0;
        o.compareWith = data(QStringLiteral("break_b"));
        o.sections = { ReportSection::Compare };
        const ReportData only = buildReport(*run.value(), o);
        QCOMPARE(only.sections, std::vector<ReportSection>({ ReportSection::Compare }));
        QCOMPARE(only.extras.size(), size_t(1));
        o.sections = { ReportSection::Compiles };
        const ReportData without = buildReport(*run.value(), o);
        QVERIFY(without.extras.empty()); // B is not even opened
        QCOMPARE(reportSectionKey(ReportSection::Compare), QStringLiteral("compare"));
        QCOMPARE(reportSectionKey(ReportSection::Ab), QStringLiteral("ab"));
    }

    // Kernel times are listed only where the difference passed the test, with its interval.
    void onlySignificantKernelTimesAreListed()
    {
        std::mt19937 rng(7);
        std::normal_distribution<double> noise(0, 0.2);
        std::vector<double> a, same, slow;
        for (int i = 0; i < 40; ++i) {
            a.push_back(20 + noise(rng));
            same.push_back(20 + noise(rng));
            slow.push_back(26 + noise(rng));
        }
        diff::RunDiff d;
        d.labelA = QStringLiteral("a");
        d.labelB = QStringLiteral("b");
        auto pair = [&](const QString &name, const std::vector<double> &b) {
            diff::KernelPair k;
            k.match = diff::KernelPair::Match::CodeHash;
            k.a = diff::KernelSide {};
            k.a->name = name;
            k.b = k.a;
            k.time = diff::compareTimes(a, b, diff::TimeOptions {});
            d.kernels << k;
        };
        pair(QStringLiteral("triton_poi_steady_0"), same);
        pair(QStringLiteral("triton_red_slower_1"), slow);
        std::vector<diff::TimeDiff *> family;
        for (diff::KernelPair &k : d.kernels)
            family.push_back(&*k.time);
        diff::applyFamilyCorrection(family, diff::TimeOptions {});
        QVERIFY(!d.kernels[0].time->significant());
        QCOMPARE(d.kernels[1].time->verdict, stats::Verdict::Slower);
        const ReportExtra e = compareExtra(d);
        const ReportTable *times = table(e, QStringLiteral("Measured times"));
        QVERIFY(times);
        QCOMPARE(times->rows.size(), size_t(1));
        const QStringList &row = times->rows[0];
        QVERIFY(row[0].contains(QStringLiteral("triton_red_slower_1")));
        QCOMPARE(row[3], diff::formatDeltaMicros(d.kernels[1].time->delta));
        QCOMPARE(row[4],
            QStringLiteral("[%1, %2]")
                .arg(
                    diff::formatDeltaMicros(d.kernels[1].time->low), diff::formatDeltaMicros(d.kernels[1].time->high)));
        QCOMPARE(row[6], QStringLiteral("slower"));
        QVERIFY(e.summary.contains(QStringLiteral("faster 0, slower 1.")));
        QVERIFY(e.summary.contains(QStringLiteral("kernel times compared 2.")));
    }
};

QTEST_GUILESS_MAIN(TestReportExtras)
#include "tst_reportextras.moc"
