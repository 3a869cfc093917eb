#include "cli/clicommand.h"
#include "core/storage/profilestore.h"
#include "tests/fixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <sys/stat.h>
#include <unistd.h>

// Drives the real `compilescope` binary with no display at all.
class TestCli : public QObject {
    Q_OBJECT
    struct Out {
        int code;
        QString out, err;
    };
    static Out run(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        env.remove(QStringLiteral("LANGUAGE")); // the catalog follows the locale: keep it English here
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CS_APP_BINARY), args);
        if (!p.waitForFinished(60000))
            qFatal("compilescope did not finish");
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()) };
    }

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

    // `diff` on pairs recorded for the purpose (tests/data/diff): the exit status says whether
    // anything changed, --fail-on makes a gate of it, an unreadable side is still compared.
    void diffExitStatusIsAGate()
    {
        const QString dir = QStringLiteral(CS_TEST_DATA_DIR "/diff/");
        const QString fixedA = dir + QStringLiteral("break_a"), fixedB = dir + QStringLiteral("break_b");
        QCOMPARE(
            run({ QStringLiteral("diff"), dir + QStringLiteral("twice_a"), dir + QStringLiteral("twice_b") }).code, 0);
        const Out changed = run({ QStringLiteral("diff"), fixedA, fixedB });
        QCOMPARE(changed.code, 4);
        QVERIFY(changed.out.contains(QLatin1String("The runs differ.")));
        QCOMPARE(
            run({ QStringLiteral("diff"), QStringLiteral("--fail-on"), QStringLiteral("change"), fixedA, fixedB }).code,
            3);
        // Fixing a break is no regression; bringing it back is.
        QCOMPARE(
            run({ QStringLiteral("diff"), QStringLiteral("--fail-on"), QStringLiteral("regression"), fixedA, fixedB })
                .code,
            0);
        QCOMPARE(
            run({ QStringLiteral("diff"), QStringLiteral("--fail-on"), QStringLiteral("regression"), fixedB, fixedA })
                .code,
            3);
        const Out json = run({ QStringLiteral("diff"), QStringLiteral("--json"), fixedB, fixedA });
        QCOMPARE(json.code, 4);
        const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(o[QStringLiteral("schema")].toString(), QStringLiteral("compilescope.diff/1"));
        QCOMPARE(o[QStringLiteral("regressed")].toBool(), true);
        QCOMPARE(o[QStringLiteral("counts")][QStringLiteral("graph_breaks_new")].toInt(), 1);
        const Out missing = run({ QStringLiteral("diff"), QStringLiteral("/no/such/run"), fixedB });
        QCOMPARE(missing.code, 1);
        QVERIFY(missing.out.contains(QLatin1String("/no/such/run")));
        QVERIFY(missing.out.contains(QLatin1String("Compiles")));
        QCOMPARE(
            run({ QStringLiteral("diff"), QStringLiteral("--fail-on"), QStringLiteral("sometimes"), fixedA, fixedB })
                .code,
            2);
        QCOMPARE(run({ QStringLiteral("diff"), fixedA, fixedB, fixedA }).code, 2);
        const Out ranks = run({ QStringLiteral("diff"), dir + QStringLiteral("multi_rank_schedule") });
        QCOMPARE(ranks.code, 4);
        QVERIFY(ranks.out.contains(QLatin1String("collective schedule differs in 0/0")));
        const Out db = run({ QStringLiteral("diff"), QStringLiteral("db:") + dir + QStringLiteral("profiles.db#1"),
            QStringLiteral("db:") + dir + QStringLiteral("profiles.db#2") });
        QCOMPARE(db.code, 0);
        QVERIFY(db.out.contains(QLatin1String("per step (every graph once)")));
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
        QVERIFY(english.out.contains(QStringLiteral("fix [0/1]: `x` changed size at dim 0 (8 → 16); PyTorch then made "
                                                    "that dim dynamic. Mark it dynamic before the first call")));
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
        QVERIFY(json.out.contains(QLatin1String("Mark it dynamic before the first call")));
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

    // `--json` means JSON for every command that prints a result, `graph --graph` included.
    void graphJsonIsConsistent()
    {
        const QString sample = QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log");
        const Out list = run({ QStringLiteral("graph"), sample, QStringLiteral("--list"), QStringLiteral("--json") });
        QCOMPARE(list.code, 0);
        QCOMPARE(QJsonDocument::fromJson(list.out.toUtf8())[QStringLiteral("schema")].toString(),
            QStringLiteral("compilescope.graphs/1"));
        const Out one = run({ QStringLiteral("graph"), sample, QStringLiteral("--graph"), QStringLiteral("0/0:dynamo"),
            QStringLiteral("--json") });
        QCOMPARE(one.code, 0);
        QCOMPARE(QJsonDocument::fromJson(one.out.toUtf8())[QStringLiteral("schema")].toString(),
            QStringLiteral("compilescope.graph/1"));
        const Out clash
            = run({ QStringLiteral("graph"), sample, QStringLiteral("--graph"), QStringLiteral("0/0:dynamo"),
                QStringLiteral("--json"), QStringLiteral("--format"), QStringLiteral("dot") });
        QCOMPARE(clash.code, 2);
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

    // `graph --list` on a 2.11 training trace: the Dynamo graph's nodes, calls and inputs are
    // PyTorch's own (compilation_metrics: 713, 563, 149), in text and JSON.
    // Text for a terminal never carries a trace's control characters: an ANSI escape or a bidi
    // override in a frame name or a reason is printed as a visible escape.
    void textOutputIsInert()
    {
        const QString hostile = QStringLiteral(CS_TEST_DATA_DIR "/hostile/hostile_trace.log.zst");
        for (const char *command : { "summary", "explain" }) {
            const Out o = run({ QLatin1String(command), hostile });
            QVERIFY2(o.code == 0, command);
            QVERIFY2(!o.out.isEmpty(), command);
            for (const QChar c : o.out) {
                const char16_t u = c.unicode();
                const bool control = (u < 0x20 && u != u'\n' && u != u'\t') || (u >= 0x7f && u <= 0x9f)
                    || (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069);
                QVERIFY2(!control,
                    qPrintable(
                        QStringLiteral("%1 prints U+%2").arg(QLatin1String(command)).arg(u, 4, 16, QLatin1Char('0'))));
            }
            QVERIFY2(o.out.contains(QLatin1String("\\u202e")) || o.out.contains(QLatin1String("\\x1b")), command);
        }
    }

    void graphListEqualsCompilationMetrics()
    {
        const QString trace = QStringLiteral(CS_TEST_DATA_DIR "/logs/gpt2_train.log.zst");
        const Out text = run({ QStringLiteral("graph"), trace, QStringLiteral("--list") });
        QCOMPARE(text.code, 0);
        const QString line = text.out.split(u'\n').filter(QRegularExpression(QStringLiteral("^1/0:dynamo "))).value(0);
        QCOMPARE(line.simplified().section(u' ', 0, 3), QStringLiteral("1/0:dynamo 713 563 149"));
        QVERIFY(line.endsWith(QLatin1String("= compilation_metrics")));
        QVERIFY(text.err.isEmpty());
        const Out json = run({ QStringLiteral("graph"), trace, QStringLiteral("--list"), QStringLiteral("--json") });
        for (const QJsonValue &g :
            QJsonDocument::fromJson(json.out.toUtf8()).object()[QStringLiteral("graphs")].toArray())
            if (g[QStringLiteral("stage")].toString() == QLatin1String("dynamo")) {
                const QJsonObject m = g[QStringLiteral("metrics")].toObject();
                QCOMPARE(g[QStringLiteral("nodes")].toInt(), m[QStringLiteral("graph_node_count")].toInt());
                QCOMPARE(g[QStringLiteral("calls")].toInt(), m[QStringLiteral("graph_op_count")].toInt());
                QCOMPARE(g[QStringLiteral("placeholders")].toInt(), m[QStringLiteral("graph_input_count")].toInt());
                QVERIFY(g[QStringLiteral("diagnostic")].isNull());
            }
    }

    // `profile` on the H200 fusion_mlp run: the plans as JSON, a kernel filter, and a real
    // profile attempt that, with no GPU here, saves a run whose kernels say why they were not
    // measured, and exits 1 (nothing measured).
    // Issue 14, point 3: a log truncated (to half, or to nothing) while `summary` reads it,
    // as a restarting job does to its trace. Before: signal 7 in 14 of 20 tries.
    void summaryOfALogTruncatedWhileReadNeverCrashes()
    {
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("rewritten.log"));
        QFile sample(QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"));
        QVERIFY(sample.open(QIODevice::ReadOnly));
        const QByteArray big = sample.readAll().repeated(60); // 50 MB
        int crashes = 0;
        for (int attempt = 0; attempt < 20; ++attempt) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            QCOMPARE(f.write(big), big.size());
            f.close();
            QProcess p;
            p.start(QStringLiteral(CS_APP_BINARY), { QStringLiteral("summary"), path });
            QVERIFY(p.waitForStarted());
            QThread::usleep(QRandomGenerator::global()->bounded(20000, 120000));
            QCOMPARE(::truncate(QFile::encodeName(path).constData(), attempt % 2 ? big.size() / 2 : 0), 0);
            QVERIFY(p.waitForFinished(60000));
            crashes += p.exitStatus() != QProcess::NormalExit;
        }
        QCOMPARE(crashes, 0);
    }

    // Point 4: the decompression limits are options; a bad value is a usage error.
    void decompressionLimitsAreOptions()
    {
        QTemporaryDir tmp;
        const QString gz = tmp.filePath(QStringLiteral("trace.log.gz"));
        QProcess gzip;
        gzip.setStandardOutputFile(gz);
        gzip.start(
            QStringLiteral("gzip"), { QStringLiteral("-c"), QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QVERIFY(gzip.waitForFinished(60000) && gzip.exitCode() == 0);
        Out o = run({ QStringLiteral("summary"), QStringLiteral("--max-decompressed"), QStringLiteral("100k"), gz });
        QCOMPARE(o.code, 0);
        QVERIFY2(o.out.contains(QStringLiteral("decompression stopped at the 0.10 MiB limit")), qPrintable(o.out));
        o = run({ QStringLiteral("summary"), QStringLiteral("--max-ratio"), QStringLiteral("lots"), gz });
        QCOMPARE(o.code, 2);
        QVERIFY(o.err.contains(QStringLiteral("--max-ratio")));
    }

    // Point 6: a FIFO given as PATH is refused at once (it used to block forever).
    void fifoPathDoesNotHang()
    {
        QTemporaryDir tmp;
        const QString fifo = tmp.filePath(QStringLiteral("trace.log"));
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const Out o = run({ QStringLiteral("summary"), fifo, QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QCOMPARE(o.code, 0);
        QVERIFY(o.out.contains(QStringLiteral("FIFO")));
        const Out alone = run({ QStringLiteral("summary"), fifo });
        QCOMPARE(alone.code, 1);
        QVERIFY(alone.err.contains(QStringLiteral("FIFO")));
    }

    void profilePlansAndRecordsWhy()
    {
        QTemporaryDir tmp;
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/cuda_run.tar.xz"), tmp.path()));
        const QString runDir = tmp.filePath(QStringLiteral("fusion_mlp"));
        const Out plan = run({ QStringLiteral("profile"), QStringLiteral("--plan"), QStringLiteral("--json"),
            QStringLiteral("--kernels"), QStringLiteral("^triton_poi_"), runDir });
        QCOMPARE(plan.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(plan.out.toUtf8()).object();
        QCOMPARE(doc[QStringLiteral("schema")].toString(), QStringLiteral("compilescope.profile/1"));
        const QJsonArray plans = doc[QStringLiteral("plans")].toArray();
        QCOMPARE(plans.size(), 1);
        const QJsonObject poi = plans.first().toObject();
        QCOMPARE(poi[QStringLiteral("kernel")].toString(), QStringLiteral("triton_poi_fused_add_mul_view_4"));
        QCOMPARE(poi[QStringLiteral("grid")].toArray().first().toInt(), 4096);
        QVERIFY(poi[QStringLiteral("launchable")].toBool());
        // The variant the run used, named by its autotune record; Inductor's statistic named.
        QCOMPARE(poi[QStringLiteral("choice")].toString(), QStringLiteral("recorded"));
        QVERIFY(poi[QStringLiteral("record")].toString().endsWith(QLatin1String(".best_config")));
        QCOMPARE(poi[QStringLiteral("tuning_ms")].toInt(), 13);
        QCOMPARE(doc[QStringLiteral("inductor_statistic")].toString(), QStringLiteral("min_us"));
        const Out withCandidates = run({ QStringLiteral("profile"), QStringLiteral("--plan"), QStringLiteral("--json"),
            QStringLiteral("--candidates"), QStringLiteral("--kernels"), QStringLiteral("^triton_poi_"), runDir });
        const QJsonArray both
            = QJsonDocument::fromJson(withCandidates.out.toUtf8()).object()[QStringLiteral("plans")].toArray();
        QCOMPARE(both.size(), 2);
        QCOMPARE(both[1].toObject()[QStringLiteral("choice")].toString(), QStringLiteral("candidate"));
        QCOMPARE(both[1].toObject()[QStringLiteral("variants")].toInt(), 2);
        const Out text = run({ QStringLiteral("profile"), QStringLiteral("--plan"), QStringLiteral("--candidates"),
            QStringLiteral("--kernels"), QStringLiteral("^triton_poi_"), runDir });
        QVERIFY2(text.out.contains(QLatin1String("[autotune candidate 2 of 2, not chosen]")), qPrintable(text.out));

        const QString db = tmp.filePath(QStringLiteral("p.db"));
        const Out measured = run({ QStringLiteral("profile"), QStringLiteral("--db"), db, QStringLiteral("--json"),
            QStringLiteral("--kernels"), QStringLiteral("^triton_poi_"), runDir });
        QCOMPARE(measured.code, 1);
        const QJsonObject result = QJsonDocument::fromJson(measured.out.toUtf8()).object();
        QCOMPARE(result[QStringLiteral("results")].toArray().size(), 0);
        const QJsonArray failures = result[QStringLiteral("failures")].toArray();
        QCOMPARE(failures.size(), 1);
        QVERIFY(failures.first()[QStringLiteral("reason")].toString().startsWith(QLatin1String("no GPU")));
        QVERIFY(result[QStringLiteral("run")][QStringLiteral("id")].toInt() >= 1);
        QVERIFY(QFile::exists(db));

        const Out bad = run({ QStringLiteral("profile"), QStringLiteral("--repeat"), QStringLiteral("0"), runDir });
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.err.contains(QLatin1String("--repeat")));
    }

    // `fusion` on the corpus fusion_mlp run's fusion record (tests/data/fusion) and its trace.
    void fusionDecisionsAndWhyNot()
    {
        QTemporaryDir tmp;
        QProcess tar;
        tar.start(QStringLiteral("tar"),
            { QStringLiteral("-C"), tmp.path(), QStringLiteral("-xJf"),
                QStringLiteral(CS_TEST_DATA_DIR "/fusion/fusion_mlp.tar.xz") });
        QVERIFY(tar.waitForFinished(60000) && tar.exitCode() == 0);
        const QString runDir = tmp.filePath(QStringLiteral("fusion_mlp"));
        const QString trace = QStringLiteral(CS_TEST_DATA_DIR "/logs/fusion_mlp.log.zst");

        // Measured times come from the newest profile run that timed the run's kernels.
        const QString db = tmp.filePath(QStringLiteral("p.db"));
        {
            auto store = cs::ProfileStore::open(db);
            QVERIFY(store);
            cs::ProfileRun pr;
            pr.startedAt = pr.finishedAt = QDateTime::currentDateTimeUtc();
            cs::KernelResult r;
            r.kernel = QStringLiteral("triton_per_fused_native_layer_norm_0");
            r.compileId = QStringLiteral("0/0");
            r.kind = QStringLiteral("triton");
            r.medianUs = 12.5;
            pr.results.push_back(r);
            QVERIFY(store.value()->saveRun(pr));
        }
        const Out json
            = run({ QStringLiteral("fusion"), QStringLiteral("--json"), QStringLiteral("--db"), db, runDir, trace });
        QCOMPARE(json.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(doc[QStringLiteral("schema")].toString(), QStringLiteral("compilescope.fusion/1"));
        const QJsonArray graphs = doc[QStringLiteral("graphs")].toArray();
        QCOMPARE(graphs.size(), 2);
        const QJsonObject fw = graphs[0].toObject();
        QCOMPARE(fw[QStringLiteral("id")].toString(), QStringLiteral("0/0:forward"));
        QCOMPARE(fw[QStringLiteral("attribution")][QStringLiteral("confidence")].toString(), QStringLiteral("named"));
        const QJsonObject round1 = fw[QStringLiteral("rounds")].toArray().first().toObject();
        QCOMPARE(round1[QStringLiteral("logged_before")].toInt(), 24);
        QCOMPARE(round1[QStringLiteral("nodes_after")].toInt(), 12);
        const QJsonArray decisions = fw[QStringLiteral("decisions")].toArray();
        QCOMPARE(decisions.first()[QStringLiteral("kind")].toString(), QStringLiteral("reject"));
        QCOMPARE(decisions.first()[QStringLiteral("a")].toString(), QStringLiteral("op0"));
        QCOMPARE(decisions.first()[QStringLiteral("category")].toString(), QStringLiteral("dependency"));
        const QJsonObject ln = fw[QStringLiteral("final_nodes")].toArray().first().toObject();
        QCOMPARE(ln[QStringLiteral("name")].toString(), QStringLiteral("op0_op1_op3_op4"));
        QCOMPARE(ln[QStringLiteral("kernel")][QStringLiteral("name")].toString(),
            QStringLiteral("triton_per_fused_native_layer_norm_0"));
        QCOMPARE(ln[QStringLiteral("kernel")][QStringLiteral("time_us")].toDouble(), 12.5);
        QCOMPARE(ln[QStringLiteral("kernel")][QStringLiteral("provenance_agrees")].toBool(), true);

        const Out text = run({ QStringLiteral("fusion"), runDir, trace });
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains(QStringLiteral("round 1: 24 → 12 nodes")), qPrintable(text.out));
        const Out why = run({ QStringLiteral("fusion"), QStringLiteral("--graph"), QStringLiteral("0/0:forward"),
            QStringLiteral("--why"), QStringLiteral("op25"), QStringLiteral("op4"), runDir });
        QCOMPARE(why.code, 0);
        QVERIFY(why.out.contains(QLatin1String("intermediate nodes between node1 & node2")));
        const Out whyJson = run({ QStringLiteral("fusion"), QStringLiteral("--json"), QStringLiteral("--graph"),
            QStringLiteral("0/0:f"), QStringLiteral("--why"), QStringLiteral("op5"), QStringLiteral("op4"), runDir });
        QCOMPARE(QJsonDocument::fromJson(whyJson.out.toUtf8())[QStringLiteral("verdict")].toString(),
            QStringLiteral("never_scored"));
        const Out unknown = run({ QStringLiteral("fusion"), QStringLiteral("--graph"), QStringLiteral("9/9"), runDir });
        QCOMPARE(unknown.code, 1);
        QVERIFY(unknown.err.contains(QLatin1String("0/0:forward")));
        const Out noLog = run({ QStringLiteral("fusion"), trace });
        QCOMPARE(noLog.code, 0);
        QVERIFY(noLog.out.contains(QLatin1String("TORCH_LOGS=fusion")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
