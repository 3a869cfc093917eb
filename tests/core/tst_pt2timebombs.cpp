// Issue 40, point 1: small .pt2 archives that once took minutes to hours to summarise, generated
// here (tests/core/hostilept2.h) and read as `summary FILE.pt2` reads them (loadRun, then the
// summary's text and JSON), each within a time budget far below what the old readers took and
// about ten times above what the readers take now on a 2-core machine. What was read is checked
// too: a fast reader that reads nothing would pass a budget alone.
#include "core/ingest/runloader.h"
#include "core/report/summaryjson.h"
#include "core/report/summarytext.h"
#include "tests/core/hostilept2.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;

namespace {

struct Timed {
    std::shared_ptr<const LoadedRun> run;
    qint64 ms = 0;
};

// Writes the archive, then reads and summarises it; `ms` is the reading and summarising only.
Timed summarise(const storedzip::Writer &zip, const QString &name)
{
    static QTemporaryDir dir;
    const QString path = dir.filePath(name);
    if (!zip.write(path))
        return {};
    QElapsedTimer t;
    t.start();
    auto run = loadRun({ path });
    if (!run)
        return {};
    const QString text = formatSummaryText(*run.value());
    const QByteArray json = formatSummaryJson(*run.value());
    Timed out { run.value(), t.elapsed() };
    if (text.isEmpty() || json.isEmpty())
        out.run = nullptr;
    return out;
}

const Pt2Archive &archive(const Timed &t)
{
    return t.run->archives.at(0);
}

#define CHECK_BUDGET(t, budgetMs)                                                                                      \
    QVERIFY2((t).run != nullptr, "the archive was not read");                                                          \
    qInfo("read and summarised in %lld ms (budget %d ms)", (t).ms, (budgetMs));                                        \
    QVERIFY2((t).ms < (budgetMs), qPrintable(QStringLiteral("%1 ms, over the %2 ms budget").arg((t).ms).arg(budgetMs)))

} // namespace

class TestPt2TimeBombs : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // a. 20,000 input handles: each input's dtype and rank were looked for with two expressions
    // compiled from its name and run over every input line (169 s).
    void manyWrapperInputs()
    {
        const Timed t = summarise(hostilept2::manyInputs(20000), QStringLiteral("inputs.pt2"));
        CHECK_BUDGET(t, 1500);
        QCOMPARE(archive(t).inputs.size(), 20000);
        QCOMPARE(archive(t).inputs.last(), QStringLiteral("f32[8]"));
        QVERIFY2(archive(t).inputsProblem.isEmpty(), qPrintable(archive(t).inputsProblem));
    }

    // b. Kernels launched after source-node comments: every kernel was scanned for each launch,
    // each tie of the one node looked through all its earlier ties, and the summary counted each
    // kernel's launches over all launches (100,000: 195 s; 60,000 here: 29 s on 2 cores).
    void manyLaunches()
    {
        const Timed t = summarise(hostilept2::manyLaunches(60000), QStringLiteral("launches.pt2"));
        CHECK_BUDGET(t, 6000);
        const AotiModel &m = archive(t).aotiModels.at(0);
        QCOMPARE(m.code.launches.size(), 60000);
        QCOMPARE(m.code.kernels.size(), 60000);
        QCOMPARE(m.code.kernels.last().sourceNodes, QStringList { QStringLiteral("x") });
        const auto &p = *archive(t).programs.at(0);
        QCOMPARE(p.kernels.value(QStringLiteral("x")).size(), 60000);
    }

    // c. 10,000 programs with 10,000 weight configs: every config was walked for every program (153 s).
    void manyProgramsAndConfigs()
    {
        const Timed t = summarise(hostilept2::manyPrograms(10000), QStringLiteral("programs.pt2"));
        CHECK_BUDGET(t, 4000);
        QCOMPARE(archive(t).programs.size(), size_t(10000));
        for (size_t i : { size_t(0), size_t(9999) }) {
            const ExportedProgram &p = *archive(t).programs.at(i);
            QCOMPARE(p.weights.size(), size_t(1));
            QCOMPARE(p.weights[0].entry, QStringLiteral("pkg/data/weights/weight_%1").arg(p.model.mid(1)));
            QCOMPARE(p.weights[0].bytes, 4);
        }
    }

    // d. 300 inputs × 300 range symbols: each symbol was compiled as an expression per input and
    // run over its shape (60 × 60: 110 s, a symbol that backtracks meeting PCRE2's limit each time;
    // 300 × 300: hours), and one that is no valid pattern warned on every match.
    void manyRangeSymbols()
    {
        QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); // no warning, least of all per match
        const Timed t = summarise(hostilept2::manyRanges(300), QStringLiteral("ranges.pt2"));
        CHECK_BUDGET(t, 1000);
        const QStringList dims = archive(t).programs.at(0)->dynamicDims();
        QCOMPARE(dims.size(), 100); // the symbols that are names in the shapes: s0, s3, ...
        QCOMPARE(dims.first(), QStringLiteral("s0: [2, 64]"));
    }

    // e. 20,000 values sharing one name: each unique name was tried from _1 upward (171 s; 40,000: ~12 min).
    void sharedValueNames()
    {
        const Timed t = summarise(hostilept2::sharedNames(40000), QStringLiteral("names.pt2"));
        CHECK_BUDGET(t, 1000);
        const ExportedProgram &p = *archive(t).programs.at(0);
        QCOMPARE(p.nodes.size(), size_t(40000 + 2)); // the input, the nodes, the output
        QCOMPARE(p.nodes[1].name, QStringLiteral("v"));
        QCOMPARE(p.nodes[2].name, QStringLiteral("v_1"));
        QCOMPARE(p.nodes[40000].name, QStringLiteral("v_39999"));
    }
};

QTEST_GUILESS_MAIN(TestPt2TimeBombs)
#include "tst_pt2timebombs.moc"
