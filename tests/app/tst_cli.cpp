#include "cli/clicommand.h"
#include "core/storage/profilestore.h"
#include "tests/app/clirun.h"
#include "tests/fixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QSet>
#include <QTest>
#include <QThread>

#include <sys/stat.h>
#include <unistd.h>

// The command line as a shell sees it, driving the real `compilescope` binary with no display:
// help, usage errors and exit codes, languages, completion, version.
class TestCli : public QObject {
    Q_OBJECT
    using Out = CliOut;
    static Out run(const QStringList &args) { return runCli(args); }

private Q_SLOTS:
    void versionWithoutDisplay()
    {
        const Out o = run({ QStringLiteral("--version") });
        QCOMPARE(o.code, 0);
        for (const char *lib : { "CompileScope", "Qt", "LibTorch", "Graphviz", "SQLite", "CUDA" })
            QVERIFY2(o.out.contains(QLatin1String(lib)), lib);
        QVERIFY(o.out.contains(QStringLiteral("Kernel runner")));
    }

    void germanCatalogIsCompiledIn()
    {
        const Out o = run({ QStringLiteral("--version"), QStringLiteral("--language"), QStringLiteral("de") });
        QCOMPARE(o.code, 0);
        QVERIFY2(o.out.contains(QStringLiteral("Kernel-Runner")), qPrintable(o.out));
    }

    void helpWithoutDisplay()
    {
        const Out o = run({ QStringLiteral("--help") });
        QCOMPARE(o.code, 0);
        QVERIFY(o.out.contains(QStringLiteral("summary")));
    }

    void summaryOfSample()
    {
        const Out o = run({ QStringLiteral("summary"), QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QCOMPARE(o.code, 0);
        QVERIFY(o.out.contains(QStringLiteral("compile ids: 5, graph breaks: 2, recompiles: 3, failures: 0")));
        QVERIFY(o.out.contains(QStringLiteral("[0/1] ok")));
        QVERIFY(o.out.contains(QStringLiteral("kernel cpp_fused_native_layer_norm_0")));
    }

    void summaryOfMissingFileNamesIt()
    {
        const Out o = run({ QStringLiteral("summary"), QStringLiteral("/nonexistent/run.log") });
        QCOMPARE(o.code, 1);
        QVERIFY(o.err.contains(QStringLiteral("/nonexistent/run.log")));
    }

    // Every registered command: `help NAME`, `NAME --help` and `NAME -h` print the same help,
    // which names the command's usage and every option it accepts.
    void helpForEveryCommand()
    {
        for (const cs::app::CliCommand *c : cs::app::cliCommands()) {
            const QString name = QString::fromLatin1(c->name);
            const Out viaHelp = run({ QStringLiteral("help"), name });
            QCOMPARE(viaHelp.code, 0);
            QVERIFY2(viaHelp.out.startsWith(QStringLiteral("usage: compilescope ") + name), qPrintable(viaHelp.out));
            QVERIFY2(viaHelp.out.contains(QStringLiteral("Exit status:")), c->name);
            // Every exit status listed once (`ab --help` listed 1 twice): a command's own words
            // for a shared status join its line.
            QStringList codes;
            for (const QString &line : viaHelp.out.section(QStringLiteral("Exit status:"), 1).split(QLatin1Char('\n')))
                if (const QString code = line.section(QLatin1Char(' '), 2, 2); line.startsWith(QStringLiteral("  "))
                    && !line.startsWith(QStringLiteral("   ")) && !code.isEmpty())
                    codes << code;
            QVERIFY2(!codes.isEmpty(), c->name);
            QCOMPARE(QSet<QString>(codes.begin(), codes.end()).size(), codes.size());
            for (const cs::app::CliOption &o : c->options)
                QVERIFY2(viaHelp.out.contains(QLatin1String(o.name)), o.name);
            for (const char *flag : { "--help", "-h" }) {
                const Out o = run({ name, QLatin1String(flag) });
                QCOMPARE(o.code, 0);
                QCOMPARE(o.out, viaHelp.out);
                QVERIFY(o.err.isEmpty());
            }
        }
        // `--help` after the command's other words, and before `--` only.
        const Out late = run({ QStringLiteral("summary"), QStringLiteral("x.log"), QStringLiteral("--help") });
        QCOMPARE(late.code, 0);
        QVERIFY(late.out.startsWith(QLatin1String("usage: compilescope summary")));
    }

    void globalHelpListsCommandsAndExitCodes()
    {
        for (const char *flag : { "help", "--help", "-h" }) {
            const Out o = run({ QLatin1String(flag) });
            QCOMPARE(o.code, 0);
            for (const cs::app::CliCommand *c : cs::app::cliCommands())
                QVERIFY2(o.out.contains(QStringLiteral("\n  %1 ").arg(QLatin1String(c->name))), c->name);
            QVERIFY(o.out.contains(QLatin1String("--language LANG")));
            QVERIFY(o.out.contains(QLatin1String("--view")));
            for (const char *code : { "\n  0 ", "\n  1 ", "\n  2 ", "\n  3 " })
                QVERIFY2(o.out.contains(QLatin1String(code)), code);
        }
    }

    // An unknown option is named, with exit 2, by every command; so is an unknown command
    // (with the nearest one when it is a typo), without a display.
    void unknownOptionForEveryCommand()
    {
        for (const cs::app::CliCommand *c : cs::app::cliCommands()) {
            const Out o = run({ QLatin1String(c->name), QStringLiteral("--no-such-option") });
            QVERIFY2(o.code == 2, c->name);
            QVERIFY2(o.err.contains(QLatin1String("--no-such-option")), qPrintable(o.err));
            QVERIFY2(o.err.contains(QStringLiteral("compilescope %1 --help").arg(QLatin1String(c->name))), c->name);
            QVERIFY(o.out.isEmpty());
        }
    }

    // The registry's options are the ones the commands parse: each one (with a value where it
    // takes one) passes, and the unknown option after it is what gets reported.
    void registeredOptionsAreAccepted()
    {
        for (const cs::app::CliCommand *c : cs::app::cliCommands()) {
            for (const cs::app::CliOption &opt : c->options) {
                QStringList args { QLatin1String(c->name), QLatin1String(opt.name) };
                if (opt.value) {
                    const QString v = QLatin1String(opt.value);
                    args << (v.contains(u'|')                                         ? v.section(u'|', 0, 0)
                            : v == QLatin1String("ID")                                ? QStringLiteral("0/0")
                            : v == QLatin1String("FILE") || v == QLatin1String("DIR") ? QStringLiteral("/tmp/cs-unused")
                                                                                      : QStringLiteral("1"));
                    // An option of several values ("--why A B") takes one per word.
                    for (qsizetype extra = v.count(u' '); extra > 0; --extra)
                        args << QStringLiteral("1");
                }
                args << QStringLiteral("--no-such-option");
                const Out o = run(args);
                QVERIFY2(o.code == 2, qPrintable(args.join(u' ')));
                QVERIFY2(o.err.contains(QLatin1String("--no-such-option")) && !o.err.contains(QLatin1String("needs")),
                    qPrintable(args.join(u' ') + QStringLiteral(": ") + o.err));
            }
        }
    }

    void unknownCommandWithoutDisplay()
    {
        const Out typo = run({ QStringLiteral("summry"), QStringLiteral("x.log") });
        QCOMPARE(typo.code, 2);
        QVERIFY2(typo.err.contains(QLatin1String("unknown command summry")), qPrintable(typo.err));
        QVERIFY(typo.err.contains(QLatin1String("did you mean summary?")));
        QVERIFY(!typo.err.contains(QLatin1String("platform plugin")));

        const Out word = run({ QStringLiteral("frobnicate") });
        QCOMPARE(word.code, 2);
        QVERIFY(word.err.contains(QLatin1String("unknown command frobnicate")));
        QVERIFY(!word.err.contains(QLatin1String("did you mean")));

        const Out helpTopic = run({ QStringLiteral("help"), QStringLiteral("frobnicate") });
        QCOMPARE(helpTopic.code, 2);
        QVERIFY(helpTopic.err.contains(QLatin1String("frobnicate")));
    }

    void windowArgumentsWithoutDisplay()
    {
        const Out option = run({ QStringLiteral("--bogus") });
        QCOMPARE(option.code, 2);
        QVERIFY(option.err.contains(QLatin1String("unknown option --bogus")));

        const Out missing = run({ QStringLiteral("--view") });
        QCOMPARE(missing.code, 2);
        QVERIFY(missing.err.contains(QLatin1String("--view needs a value")));

        const Out late = run({ QStringLiteral("--view"), QStringLiteral("graph"), QStringLiteral("summary") });
        QCOMPARE(late.code, 2);
        QVERIFY(late.err.contains(QLatin1String("summary is a command")));

        // A path (or nothing) asks for the window: with no display that is said plainly.
        for (const QStringList &args : { QStringList { QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") },
                 QStringList { QStringLiteral("--view"), QStringLiteral("graph"), QStringLiteral("run.log") },
                 QStringList {} }) {
            const Out o = run(args);
            QCOMPARE(o.code, 1);
            QVERIFY2(o.err.contains(QLatin1String("no display")), qPrintable(o.err));
            QVERIFY(!o.err.contains(QLatin1String("platform plugin")));
        }
    }

    void languageBeforeTheCommand()
    {
        for (const QStringList &lang : { QStringList { QStringLiteral("--language"), QStringLiteral("de") },
                 QStringList { QStringLiteral("--language=de") } }) {
            const Out o = run(lang + QStringList { QStringLiteral("version") });
            QCOMPARE(o.code, 0);
            QVERIFY2(o.out.contains(QStringLiteral("Kernel-Runner")), qPrintable(o.out));
            QVERIFY(o.err.isEmpty());
        }
        const Out summary = run({ QStringLiteral("--language"), QStringLiteral("de"), QStringLiteral("summary"),
            QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QCOMPARE(summary.code, 0);
        QVERIFY(summary.out.contains(QLatin1String("[0/1]")));
        const Out help = run({ QStringLiteral("--language"), QStringLiteral("de"), QStringLiteral("help") });
        QVERIFY2(help.out.contains(QStringLiteral("Befehle:")), qPrintable(help.out));
        const Out bad = run({ QStringLiteral("--language") });
        QCOMPARE(bad.code, 2);
    }

    void unknownLanguageIsReported()
    {
        for (const char *lang : { "fr", "xx", "zh_TW" }) {
            const Out o = run({ QStringLiteral("--language"), QLatin1String(lang), QStringLiteral("version") });
            QCOMPARE(o.code, 0);
            QVERIFY2(o.err.contains(QStringLiteral("\"%1\"").arg(QLatin1String(lang))), qPrintable(o.err));
            QVERIFY2(o.err.contains(QLatin1String("using English")), qPrintable(o.err));
            QVERIFY(o.err.contains(QLatin1String("zh_CN")));
            QVERIFY(o.out.contains(QLatin1String("Kernel runner")));
        }
        const Out english = run({ QStringLiteral("--language"), QStringLiteral("en"), QStringLiteral("version") });
        QVERIFY(english.err.isEmpty());
    }

    void chineseCatalogIsCompiledIn()
    {
        for (const char *lang : { "zh_CN", "zh" }) {
            const Out o = run({ QStringLiteral("--language"), QLatin1String(lang), QStringLiteral("help") });
            QCOMPARE(o.code, 0);
            QVERIFY2(o.out.contains(QStringLiteral("命令")), qPrintable(o.out));
            QVERIFY(o.err.isEmpty());
        }
    }

    // Suggestions are generated in the core and translated there; JSON stays English.
    void explanationsFollowTheLanguageButJsonStaysEnglish()
    {
        const QString sample = QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log");
        const Out english = run({ QStringLiteral("explain"), sample });
        QCOMPARE(english.code, 0);
        QVERIFY(english.out.startsWith(QLatin1String("What to fix first\n=================\n")));
        QVERIFY(
            english.out.contains(QStringLiteral("fix [0/1]: `x` changed size at dim 0 (8 → 16); PyTorch then made "
                                                "that dim dynamic. Call `torch._dynamo.mark_dynamic(x, 0)` before the "
                                                "first call")));
        const Out german
            = run({ QStringLiteral("--language"), QStringLiteral("de"), QStringLiteral("explain"), sample });
        QCOMPARE(german.code, 0);
        QVERIFY2(german.out.startsWith(QStringLiteral("Was zuerst zu beheben ist\n")), qPrintable(german.out));
        QVERIFY(german.out.contains(QStringLiteral("Behebung [0/1]: `x` änderte die Größe in Dimension 0 (8 → 16)")));
        QVERIFY(german.out.contains(QStringLiteral("Versuch 1 kompilierte einen Graphen mit 4 Operationen")));
        const Out chinese
            = run({ QStringLiteral("--language"), QStringLiteral("zh_CN"), QStringLiteral("explain"), sample });
        QVERIFY2(chinese.out.startsWith(QStringLiteral("优先修复的问题\n==============\n")), qPrintable(chinese.out));
        QVERIFY(chinese.out.contains(QStringLiteral("修复 [0/1]：`x` 在第 0 维的大小发生变化（8 → 16）")));

        const Out json = run({ QStringLiteral("--language"), QStringLiteral("de"), QStringLiteral("explain"),
            QStringLiteral("--json"), sample });
        const Out jsonEnglish = run({ QStringLiteral("explain"), QStringLiteral("--json"), sample });
        QCOMPARE(json.code, 0);
        QCOMPARE(json.out, jsonEnglish.out);
        QVERIFY(json.out.contains(QLatin1String("before the first call to save this recompile")));
    }

    // `--` ends the options: what follows is a path, `--help` included; and `--language`
    // there is not ours (`record -- python train.py --language fr`).
    void doubleDashEndsOptions()
    {
        const Out o = run({ QStringLiteral("summary"), QStringLiteral("--"), QStringLiteral("--help"),
            QStringLiteral("--language"), QStringLiteral("de") });
        QCOMPARE(o.code, 1);
        QVERIFY2(o.err.contains(QLatin1String("--help")), qPrintable(o.err));
        QVERIFY(o.out.isEmpty());
    }

    void versionAsJson()
    {
        const Out o = run({ QStringLiteral("version"), QStringLiteral("--json") });
        QCOMPARE(o.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(o.out.toUtf8()).object();
        QCOMPARE(doc[QStringLiteral("schema")].toString(), QStringLiteral("compilescope.version/1"));
        QCOMPARE(doc[QStringLiteral("compilescope")].toString(), QStringLiteral("0.1.0"));
        QVERIFY(doc[QStringLiteral("libraries")][QStringLiteral("Qt")].toString().startsWith(QLatin1String("6.")));
        QVERIFY(doc[QStringLiteral("runner")].isObject());
        QCOMPARE(run({ QStringLiteral("--version"), QStringLiteral("--json") }).out.size() > 0, true);
    }

    // The generated bash completion completes commands, options and option values.
    void bashCompletion()
    {
        QTemporaryDir tmp;
        const QString script = tmp.filePath(QStringLiteral("compilescope.bash"));
        QCOMPARE(run({ QStringLiteral("completion"), QStringLiteral("bash"), QStringLiteral("-o"), script }).code, 0);
        auto complete = [&](const QString &line) {
            QProcess bash;
            bash.start(QStringLiteral("bash"),
                { QStringLiteral("-c"),
                    QStringLiteral("source '%1'; COMP_WORDS=(%2); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); "
                                   "_compilescope; printf '%s\\n' \"${COMPREPLY[@]}\"")
                        .arg(script, line) });
            bash.waitForFinished(10000);
            return QString::fromUtf8(bash.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
        };
        QCOMPARE(complete(QStringLiteral("compilescope gra")), QStringList { QStringLiteral("graph") });
        QCOMPARE(complete(QStringLiteral("compilescope --language de su")), QStringList { QStringLiteral("summary") });
        QCOMPARE(complete(QStringLiteral("compilescope --language \"\"")),
            (QStringList { QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh_CN") }));
        QCOMPARE(complete(QStringLiteral("compilescope graph x.log --format \"\"")),
            (QStringList {
                QStringLiteral("json"), QStringLiteral("dot"), QStringLiteral("svg"), QStringLiteral("png") }));
        QCOMPARE(complete(QStringLiteral("compilescope summary --j")), QStringList { QStringLiteral("--json") });
        QVERIFY(complete(QStringLiteral("compilescope help \"\"")).contains(QStringLiteral("profile")));
        QVERIFY(complete(QStringLiteral("compilescope --vi")).contains(QStringLiteral("--view")));
    }

    void zshCompletionParses()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("zsh")).isEmpty())
            QSKIP("zsh is not installed");
        QTemporaryDir tmp;
        const QString script = tmp.filePath(QStringLiteral("_compilescope"));
        QCOMPARE(run({ QStringLiteral("completion"), QStringLiteral("zsh"), QStringLiteral("-o"), script }).code, 0);
        QProcess zsh;
        zsh.start(QStringLiteral("zsh"), { QStringLiteral("-n"), script });
        QVERIFY(zsh.waitForFinished(10000));
        QCOMPARE(zsh.exitCode(), 0);
        QFile f(script);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY(text.startsWith("#compdef compilescope"));
        for (const cs::app::CliCommand *c : cs::app::cliCommands())
            QVERIFY(text.contains(QByteArray("    ") + c->name + ")"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
