#include "core/ingest/runloader.h"
#include "core/ingest/torchlogs/torchlogsreader.h"
#include "viewers/models/messagesmodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace cs;
using namespace cs::viewers;

// What a TORCH_LOGS capture says beyond breaks and recompiles, in the Messages view: the
// corpus attention run (max-autotune-no-cudagraphs on an H200) rejected two triton_mm
// candidates that needed 262,144 bytes of shared memory (the GPU has 232,448); the fusion_mlp
// run logged four `possibly bad tiling` perf hints and two debug-trace warnings.
class TestMessagesModel : public QObject {
    Q_OBJECT

    static std::shared_ptr<const LoadedRun> load(const char *name)
    {
        auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/messages/") + QLatin1String(name) });
        if (!run)
            qFatal("%s", qPrintable(run.error().toString()));
        return run.value();
    }

private Q_SLOTS:
    void autotuneErrorsOnePerCandidate()
    {
        const auto run = load("attention_torch_logs.txt.zst");
        QCOMPARE(run->textLogs.size(), size_t(1));
        const TextLog &log = *run->textLogs.front();
        QCOMPARE(log.autotuneErrors.size(), 2);
        for (const LogMessage &e : log.autotuneErrors) {
            QCOMPARE(e.level, 'E');
            QCOMPARE(e.compileId->toString(), QStringLiteral("0/0"));
            QVERIFY(e.text.startsWith(QLatin1String("Exception No valid triton configs. OutOfMemoryError: out of "
                                                    "resource: triton_mm Required: 262144 Hardware limit:232448")));
            QVERIFY(e.text.contains(QLatin1String("Traceback (most recent call last):")));
            QCOMPARE(e.text.count(u'\n'), 15); // the exception line and its 15-line traceback
        }
        QCOMPARE(log.autotuneErrors[0].line, 101);
        QCOMPARE(log.autotuneErrors[1].line, 167);
    }

    // Candidates rejected in the same millisecond share one log message; each is its own error.
    void severalCandidatesInOneMessage()
    {
        const QString prefix
            = QStringLiteral("E1121 04:37:44.305000 973 torch/_inductor/select_algorithm.py:3541] [0/0] ");
        QString text;
        for (const char *line : { "Exception No valid triton configs. first", "Traceback (most recent call last):",
                 "RuntimeError: first", "Exception No valid triton configs. second", "RuntimeError: second" })
            text += prefix + QLatin1String(line) + QLatin1Char('\n');
        text
            += QStringLiteral("E1121 04:37:44.305000 973 torch/_inductor/other.py:1] [0/0] Exception not autotuning\n");
        const auto log = TorchLogsReader::read(*ByteSource::fromBytes(QStringLiteral("mem"), text.toStdString()));
        QCOMPARE(log->autotuneErrors.size(), 2);
        QCOMPARE(log->autotuneErrors[0].line, 1);
        QCOMPARE(log->autotuneErrors[0].text.count(u'\n'), 2);
        QCOMPARE(log->autotuneErrors[1].line, 4);
        QVERIFY(log->autotuneErrors[1].text.endsWith(QLatin1String("RuntimeError: second")));
    }

    void messagesViewListsErrorsWarningsAndHints()
    {
        MessagesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRun(load("attention_torch_logs.txt.zst"));
        QCOMPARE(model.count(MessagesModel::Kind::AutotuneError), 2);
        QCOMPARE(model.count(MessagesModel::Kind::Error), 0); // the autotune messages are not listed twice
        QCOMPARE(model.count(MessagesModel::Kind::Warning), 1); // the debug trace folder
        QCOMPARE(model.rowCount(), 3);
        const QModelIndex first = model.index(0, MessagesModel::MessageColumn);
        QVERIFY(first.data().toString().startsWith(QLatin1String("Exception No valid triton configs.")));
        QCOMPARE(model.index(0, MessagesModel::KindColumn).data().toString(), QStringLiteral("autotune error"));
        QCOMPARE(model.index(0, MessagesModel::SourceColumn).data().toString(),
            QStringLiteral("attention_torch_logs.txt.zst:101"));

        model.setRun(load("fusion_mlp_torch_logs.txt.zst"));
        QCOMPARE(model.count(MessagesModel::Kind::PerfHint), 4);
        QCOMPARE(model.count(MessagesModel::Kind::Warning), 2);
        // PyTorch's hints before the warnings (a "debug trace: <path>" warning ranked above a perf
        // hint in an outside walkthrough); every TORCH_LOGS message counted beside the rows.
        QCOMPARE(model.rowAt(model.index(0, 0))->kind, MessagesModel::Kind::PerfHint);
        QCOMPARE(model.rowAt(model.index(model.rowCount() - 1, 0))->kind, MessagesModel::Kind::Warning);
        QVERIFY(model.logMessages() > model.rowCount());
        for (int r = 0; r < model.rowCount(); ++r)
            if (model.rowAt(model.index(r, 0))->kind == MessagesModel::Kind::PerfHint)
                QVERIFY(model.index(r, MessagesModel::MessageColumn)
                            .data()
                            .toString()
                            .startsWith(QLatin1String("possibly bad tiling: [{'y': 131072")));
        model.setRun(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestMessagesModel)
#include "tst_messagesmodel.moc"
