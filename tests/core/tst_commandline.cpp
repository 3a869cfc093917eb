#include "core/run/commandline.h"

#include <QTest>

using namespace cs::run;

// The Record dialog's command line, split as a shell would, and joined back.
class TestCommandLine : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void split_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QStringList>("words");
        QTest::newRow("plain") << "python train.py --steps 10" << QStringList { "python", "train.py", "--steps", "10" };
        QTest::newRow("single quotes") << "sh -c 'echo started; sleep 300'"
                                       << QStringList { "sh", "-c", "echo started; sleep 300" };
        QTest::newRow("double quotes") << "python -c \"print(\\\"hi\\\") # \\$HOME \\\\\""
                                       << QStringList { "python", "-c", "print(\"hi\") # $HOME \\" };
        QTest::newRow("backslash") << "python my\\ script.py a\\'b" << QStringList { "python", "my script.py", "a'b" };
        QTest::newRow("adjacent parts") << "--name='a b'\"c d\"e" << QStringList { "--name=a bc de" };
        QTest::newRow("empty word") << "cmd '' \"\"" << QStringList { "cmd", "", "" };
        QTest::newRow("blanks") << "  a \t b  " << QStringList { "a", "b" };
        QTest::newRow("nothing") << "   " << QStringList {};
    }

    void split()
    {
        QFETCH(QString, line);
        QFETCH(QStringList, words);
        const auto r = splitCommandLine(line);
        QVERIFY(r);
        QCOMPARE(r.value(), words);
        QCOMPARE(splitCommandLine(joinCommandLine(words)).value(), words);
    }

    void unterminated()
    {
        QVERIFY(!splitCommandLine(QStringLiteral("sh -c 'echo")));
        QVERIFY(!splitCommandLine(QStringLiteral("python -c \"print(1)")));
        QCOMPARE(joinCommandLine({ QStringLiteral("python"), QStringLiteral("a b"), QStringLiteral("it's") }),
            QStringLiteral("python 'a b' 'it'\\''s'"));
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
