// The kernel workbench's commands on the workbench fixture (tests/data/workbench_run.tar.xz, an H100
// max-autotune run), driving the real `compilescope` binary with no display: `code` (a kernel's
// stages, hostile stage text printed inert) and `profile --json` carrying the autotuning choices.
#include "tests/app/clirun.h"
#include "tests/fixture.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

class TestWorkbenchCli : public QObject {
    Q_OBJECT
    using Out = CliOut;
    static Out run(const QStringList &args) { return runCli(args); }

private Q_SLOTS:
    // `code` on the workbench fixture's cache entries: a module line at every stage, a stage whole,
    // search; a name that matches none or several; trace text with escapes printed inert.
    void codeReadsTheStagesOfACacheEntry()
    {
        QTemporaryDir dir;
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/workbench_run.tar.xz"), dir.path()));
        const QString runDir = dir.filePath(QStringLiteral("workbench_run"));
        const Out line = run({ QStringLiteral("code"), runDir, QStringLiteral("--kernel"),
            QStringLiteral("to_copy_convolution_2"), QStringLiteral("--line"), QStringLiteral("116") });
        QCOMPARE(line.code, 0);
        QVERIFY2(line.out.contains(QLatin1String("acc += tl.dot(matrix_x, matrix_w"))
                && line.out.contains(QLatin1String("SASS: 21 lines")),
            qPrintable(line.out));
        QCOMPARE(
            run({ QStringLiteral("code"), runDir, QStringLiteral("--kernel"), QStringLiteral("no_such_kernel") }).code,
            1);
        const Out several
            = run({ QStringLiteral("code"), runDir, QStringLiteral("--kernel"), QStringLiteral("triton_tem") });
        QCOMPARE(several.code, 2);
        QVERIFY2(
            several.err.contains(QLatin1String("triton_tem_fused__to_copy_convolution_2")), qPrintable(several.err));
        QCOMPARE(run({ QStringLiteral("code"), runDir }).code, 2);
        QCOMPARE(run({ QStringLiteral("code"), runDir, QStringLiteral("--kernel"), QStringLiteral("x"),
                         QStringLiteral("--line"), QStringLiteral("many") })
                     .code,
            2);
        // A stage line with a terminal escape and a bidi override, as a hostile cache could hold.
        QDir entry(runDir + QStringLiteral("/cache/triton/TDXAHFCVLFWCO4H4YKR5GBWQ5ANLXFLCLUAZA3U5HNSHOACLBHKQ"));
        QFile ttgir(entry.filePath(QStringLiteral("triton_tem_fused__to_copy_convolution_2.ttgir")));
        QVERIFY(ttgir.open(QIODevice::Append));
        ttgir.write("    %evil = \x1b[31m\xe2\x80\xae arith.constant 0 : i32 loc(#loc2)\n");
        ttgir.close();
        const Out stage = run({ QStringLiteral("code"), runDir, QStringLiteral("--kernel"),
            QStringLiteral("to_copy_convolution_2"), QStringLiteral("--stage"), QStringLiteral("ttgir") });
        QCOMPARE(stage.code, 0);
        QVERIFY(!stage.out.contains(QChar(0x1b)) && !stage.out.contains(QChar(0x202e)));
        QVERIFY2(stage.out.contains(QLatin1String("\\x1b")), qPrintable(stage.out.right(400)));
        // Queries it cannot answer: said, with the usage exit status.
        const QStringList base { QStringLiteral("code"), runDir, QStringLiteral("--kernel"),
            QStringLiteral("to_copy_convolution_2") };
        for (const QStringList &bad : { QStringList { QStringLiteral("--line"), QStringLiteral("0") },
                 QStringList { QStringLiteral("--line"), QStringLiteral("99999") },
                 QStringList { QStringLiteral("--stage"), QStringLiteral("bogus") },
                 QStringList {
                     QStringLiteral("--line"), QStringLiteral("5"), QStringLiteral("--find"), QStringLiteral("x") } }) {
            const Out o = run(base + bad);
            QVERIFY2(o.code == 2 && o.out.isEmpty() && o.err.contains(QLatin1String("code:")),
                qPrintable(bad.join(u' ') + u' ' + o.err));
        }
        const Out variant = run(base + QStringList { QStringLiteral("--variant"), QStringLiteral("ZZZ") });
        QVERIFY2(variant.code == 1 && variant.err.contains(QLatin1String("TDXAHFCV")), qPrintable(variant.err));
        // A cut PTX file: its lines tie to nothing, and the overview says why.
        QFile ptx(entry.filePath(QStringLiteral("triton_tem_fused__to_copy_convolution_2.ptx")));
        QVERIFY(ptx.open(QIODevice::ReadWrite));
        ptx.resize(4000);
        ptx.close();
        const Out cut = run(base);
        QVERIFY2(cut.out.contains(QLatin1String("damaged or cut short")), qPrintable(cut.out.left(1200)));
        const Out found = run({ QStringLiteral("code"), runDir, QStringLiteral("--kernel"),
            QStringLiteral("to_copy_convolution_2"), QStringLiteral("--find"), QStringLiteral("ldgsts") });
        QCOMPARE(found.code, 0);
        QVERIFY2(found.out.contains(QLatin1String("sass:")) && found.out.contains(QLatin1String("(line 115)")),
            qPrintable(found.out.left(600)));
    }

    // `profile --json` carries the run's autotuning choices (autotune --json's decisions), and each
    // plan names the ones that made it: the bmm template its bmm choice, a pointwise kernel its own.
    void profileJsonCarriesTheAutotuneChoices()
    {
        QTemporaryDir dir;
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/workbench_run.tar.xz"), dir.path()));
        const Out o = run({ QStringLiteral("profile"), QStringLiteral("--plan"), QStringLiteral("--json"),
            dir.filePath(QStringLiteral("workbench_run")) });
        QCOMPARE(o.code, 0);
        const QJsonObject root = QJsonDocument::fromJson(o.out.toUtf8()).object();
        const QJsonArray decisions = root[QStringLiteral("autotune")].toArray();
        const Out alone = run(
            { QStringLiteral("autotune"), QStringLiteral("--json"), dir.filePath(QStringLiteral("workbench_run")) });
        QCOMPARE(
            decisions, QJsonDocument::fromJson(alone.out.toUtf8()).object()[QStringLiteral("decisions")].toArray());
        int linked = 0;
        for (const auto &v : root[QStringLiteral("plans")].toArray()) {
            const QJsonObject plan = v.toObject();
            for (const auto &i : plan[QStringLiteral("autotune")].toArray()) {
                const QJsonObject d = decisions[i.toInt()].toObject();
                const QString kernel = plan[QStringLiteral("kernel")].toString();
                if (kernel.startsWith(QLatin1String("triton_tem_fused__unsafe_view_bmm")))
                    QCOMPARE(d[QStringLiteral("op")].toString(), QStringLiteral("bmm"));
                else if (!kernel.startsWith(QLatin1String("triton_tem")))
                    QCOMPARE(d[QStringLiteral("kernel")].toString(), kernel);
                ++linked;
            }
        }
        QVERIFY2(linked >= 25, qPrintable(QString::number(linked)));
    }
};

QTEST_GUILESS_MAIN(TestWorkbenchCli)
#include "tst_workbenchcli.moc"
