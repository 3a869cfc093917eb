// The readers made fast for issue 39 against what they replaced: the field picker against a whole
// parse of every metrics record and cache artifact in the project's real logs, the lazy code lines
// against QString::split, and the hand-written argument readers against the regular expressions
// and the character-by-character reading they stand for (on generated and hostile text).
#include "core/analysis/outputcode.h"
#include "core/fusion/codelines.h"
#include "core/fusion/launchsites.h"
#include "core/fusion/launchwrites.h"
#include "core/ingest/runloader.h"
#include "core/util/json.h"
#include "core/util/jsonfields.h"
#include "core/util/pythontext.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#include <simdjson.h>

using namespace cs;

namespace {

// The old reading of the text inside a call's parentheses: one character at a time.
QString parenthesisedByChar(const QString &t, qsizetype col)
{
    QString out;
    int depth = 0;
    for (qsizetype c = col; c < t.size(); ++c) {
        const QChar ch = t[c];
        if (ch == u'(') {
            if (depth++ == 0)
                continue;
        } else if (ch == u')' && --depth == 0) {
            return out;
        }
        if (depth > 0)
            out += ch;
    }
    return {};
}

std::string minified(simdjson::dom::element e)
{
    return simdjson::minify(e);
}

} // namespace

class TestFastReaders : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void pickedFieldsAreTheWholeParsesFields()
    {
        // Every compilation_metrics, bwd_compilation_metrics and cache artifact of the real logs:
        // each wanted key's value is the same as in a whole parse (minified), and no other key.
        const QStringList keys = { "co_name", "compile_id", "guard_count", "restart_reasons",
            "dynamo_cumulative_compile_time_us", "inductor_cumulative_compile_time_us", "has_guarded_code",
            "pytorch_version", "fail_reason", "key", "cache_status_detailed", "cache_bypass_reason" };
        std::vector<std::string> keyBytes;
        for (const QString &k : keys)
            keyBytes.push_back(k.toStdString());
        const std::initializer_list<std::string_view> wanted = { keyBytes[0], keyBytes[1], keyBytes[2], keyBytes[3],
            keyBytes[4], keyBytes[5], keyBytes[6], keyBytes[7], keyBytes[8], keyBytes[9], keyBytes[10], keyBytes[11] };
        // torch 2.11's logs and 2.12 to 2.14's (newer metrics fields).
        QStringList files;
        for (const char *folder : { "logs", "torch212", "torch213", "torch214" }) {
            const QDir dir(QStringLiteral(CS_TEST_DATA_DIR "/") + QLatin1String(folder));
            for (const QString &name : dir.entryList({ QStringLiteral("*.log.zst") }))
                files << dir.filePath(name);
        }
        int records = 0, values = 0;
        for (const QString &name : files) {
            const auto run = loadRun({ name });
            QVERIFY2(run, qPrintable(name));
            for (const auto &log : run.value()->logs)
                for (const TraceRecord &r : log->records) {
                    const std::string kind = log->kindName(r);
                    const bool metrics = kind == "compilation_metrics" || kind == "bwd_compilation_metrics";
                    const bool cache = kind.find("_cache_") != std::string::npos && r.hasPayload;
                    if (!metrics && !cache)
                        continue;
                    const std::string text = metrics ? std::string(log->metadata(r)) : log->payload(r);
                    simdjson::dom::parser whole, small;
                    const auto all = json::parse(whole, text);
                    const auto picked = json::pickFields(text, wanted);
                    if (!all) {
                        QVERIFY2(!picked || !json::parse(small, *picked), "damage the whole parse says went unseen");
                        continue;
                    }
                    QVERIFY2(picked, qPrintable(QStringLiteral("%1 line %2").arg(name).arg(r.line)));
                    const auto got = json::parse(small, *picked);
                    QVERIFY(got && got->is_object());
                    ++records;
                    for (const std::string &k : keyBytes) {
                        simdjson::dom::element a, b;
                        const bool inAll = (*all)[k].get(a) == simdjson::SUCCESS;
                        const bool inPicked = (*got)[k].get(b) == simdjson::SUCCESS;
                        QCOMPARE(inPicked, inAll);
                        if (inAll) {
                            QCOMPARE(minified(b), minified(a));
                            ++values;
                        }
                    }
                    simdjson::dom::object fields;
                    QVERIFY(got->get_object().get(fields) == simdjson::SUCCESS);
                    for (auto f : fields) // nothing but the wanted keys
                        QVERIFY(std::find(keyBytes.begin(), keyBytes.end(), std::string(f.key)) != keyBytes.end());
                }
        }
        qInfo("%d records, %d values compared", records, values);
        QVERIFY2(records > 200 && values > 1500,
            qPrintable(QStringLiteral("%1 records, %2 values").arg(records).arg(values)));
    }

    void outputCodeInPlaceAsLineByLine()
    {
        // A trace's output code read in place (a kernel's source passed over by search) against
        // the same text read line by line, on every inductor_output_code record of the real logs
        // and on hostile ones: unclosed source strings, ''' inside a line, decorators at odd
        // places, CRLF lines.
        QStringList files;
        for (const char *folder : { "logs", "torch212", "torch213", "torch214" }) {
            const QDir dir(QStringLiteral(CS_TEST_DATA_DIR "/") + QLatin1String(folder));
            for (const QString &name : dir.entryList({ QStringLiteral("*.log.zst") }))
                files << dir.filePath(name);
        }
        files << QStringLiteral(CS_TEST_DATA_DIR "/big/gpt2_48_trace.log.zst"); // 48 layers' kernels
        QTemporaryDir tmp;
        const QString hostile = tmp.filePath(QStringLiteral("hostile.log"));
        {
            const char *head = "V1121 04:37:39.190000 973 torch/_inductor/graph.py:1] {\"inductor_output_code\": "
                               "{\"filename\": \"x.py\"}, \"frame_id\": 0, \"frame_compile_id\": 0, \"attempt\": 0, "
                               "\"has_payload\": \"00000000000000000000000000000000\"}\n";
            const char *bodies[] = {
                "\tk0 = async_compile.triton('k0', '''\n\t@triton_heuristics.pointwise(\n\tx = 1 # ''' inside\n"
                "\t  ''', device_str='cuda')\n\tdef call(args):\n\t    k0.run(a, b, stream=s)\n",
                "\tk1 = async_compile.triton('k1', '''\r\n\t   "
                "@triton_heuristics.reduction(\r\n\t@triton_heuristics.x(\r\n"
                "\tdef k1(in_ptr0):\r\n\t''')\r\n\tdef call(args):\r\n\t    k1.run(a)\r\n",
                "\tk2 = async_compile.triton('k2', '''\n\t@triton_heuristics.template(\n\tnever closed",
                "\tk3 = async_compile.triton('k3', '''\n\t'''\n\tk4 = async_compile.triton('k4', '''\n\t'''x\n"
                "\tk5 = async_compile.cpp_pybinding(['float*'], '''\n\t'''",
            };
            QFile f(hostile);
            QVERIFY(f.open(QIODevice::WriteOnly));
            for (const char *b : bodies) {
                f.write(head);
                f.write(b);
                if (!QByteArray(b).endsWith('\n'))
                    f.write("\n");
            }
        }
        files << hostile;
        int compared = 0;
        for (const QString &name : files) {
            const auto run = loadRun({ name });
            QVERIFY2(run, qPrintable(name));
            for (const auto &log : run.value()->logs)
                for (const TraceRecord &r : log->records) {
                    if (log->eventName(r) != "inductor_output_code")
                        continue;
                    const OutputCode fast = parseOutputCode(*log, r);
                    const OutputCode slow = parseOutputCode(log->payload(r), QString());
                    const QString where = QStringLiteral("%1 line %2").arg(name).arg(r.line);
                    QVERIFY2(fast.lines == slow.lines, qPrintable(where));
                    QVERIFY2(fast.kernels.size() == slow.kernels.size(), qPrintable(where));
                    for (qsizetype k = 0; k < fast.kernels.size(); ++k) {
                        const KernelDef &a = fast.kernels[k], &b = slow.kernels[k];
                        QVERIFY2(a.name == b.name && a.kind == b.kind && a.heuristic == b.heuristic && a.line == b.line
                                && a.endLine == b.endLine && a.kernelPath == b.kernelPath,
                            qPrintable(where + QStringLiteral(" ") + a.name));
                    }
                    QVERIFY2(fast.launches.size() == slow.launches.size(), qPrintable(where));
                    for (qsizetype k = 0; k < fast.launches.size(); ++k)
                        QVERIFY2(fast.launches[k].kernel == slow.launches[k].kernel
                                && fast.launches[k].line == slow.launches[k].line,
                            qPrintable(where));
                    QCOMPARE(fast.partitions, slow.partitions);
                    // A kernel's definition text (what its hash is made of) off the bytes, as off the split lines.
                    const std::string text = log->payload(r);
                    const CodeLines lines(text);
                    const QStringList split = QString::fromStdString(text).split(u'\n');
                    for (const KernelDef &k : slow.kernels)
                        if (k.line >= 1 && k.endLine >= k.line && k.endLine <= lines.size())
                            QCOMPARE(lines.joined(k.line - 1, k.endLine - 1), kernelDefinitionText(split, k));
                    ++compared;
                }
        }
        qInfo("%d output code records compared", compared);
        QVERIFY(compared > 50);
    }

    void pickerContract()
    {
        using json::pickFields;
        simdjson::dom::parser p;
        // Not one object the walk reaches the end of: nothing picked, the caller's whole parse says why.
        for (const char *bad : { "[1, 2]", "{\"n\": 1", "{\"n\": ", "", "   ", "{\"n\" 1}", "nul", "{\"n\": 1}}",
                 "{\"n\": 1}}}}", "{\"n\": 1}{\"a\": 1}", "{\"n\": 1},{\"a\": 1}", "{\"n\": \"unclosed}" })
            QVERIFY2(!pickFields(bad, { "n" }), bad);
        // Damage inside a skipped value is not looked at: the wanted fields are read whole.
        for (const char *skipped :
            { "[1 2]", "{\"a\" 1}", "tru", "01", "1e999", "18446744073709551616", "\"\\q\"", "\"\\udcff\"" }) {
            const std::string text = std::string("{\"other\": ") + skipped + ", \"n\": 7}";
            const auto got = pickFields(text, { "n" });
            QVERIFY2(got, skipped);
            QCOMPARE(json::integer(*json::parse(p, *got), "n").value_or(-1), 7);
        }
        // Damage in a wanted value: the picked text does not parse (the caller then parses the whole).
        const auto wantedBad = pickFields("{\"n\": 1e999}", { "n" });
        QVERIFY(!wantedBad || !json::parse(p, *wantedBad) || !json::integer(*json::parse(p, *wantedBad), "n"));
    }

    void outputCodeSkipIsLinearAndCountsPayloadLines()
    {
        // Blank, CR-only and NUL lines inside a kernel's source are no payload lines; thousands of
        // decorators and a long line full of ''' are passed in one look each.
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("skip.log"));
        QByteArray body
            = "\tk0 = async_compile.triton('k0', '''\n\timport triton\n\n\r\n\t@triton_heuristics.pointwise(\n"
              "\t''', device_str='cuda')\n\tdef call(args):\n\t    k0.run(a, b)\n"
              "\tk1 = async_compile.triton('k1', '''\n";
        for (int i = 0; i < 32000; ++i)
            body += "\t@triton_heuristics.p(\n";
        body += "\t" + QByteArray("x'''").repeated(80000) + "\n\t'''\n\tdef call2(args):\n\t    k1.run(a)\n";
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("V1121 04:37:39.190000 973 torch/_inductor/graph.py:1] {\"inductor_output_code\": "
                    "{\"filename\": \"x.py\"}, \"frame_id\": 0, \"frame_compile_id\": 0, \"attempt\": 0, "
                    "\"has_payload\": \"00000000000000000000000000000000\"}\n");
            f.write(body);
        }
        const auto run = loadRun({ path });
        QVERIFY(run && !run.value()->logs.empty());
        const TraceLog &log = *run.value()->logs.front();
        for (const TraceRecord &r : log.records) {
            if (log.eventName(r) != "inductor_output_code")
                continue;
            QElapsedTimer timer;
            timer.start();
            const OutputCode fast = parseOutputCode(log, r);
            QVERIFY2(timer.elapsed() < 2000, "the kernel-source skip is not linear");
            const OutputCode slow = parseOutputCode(log.payload(r), QString());
            QCOMPARE(fast.lines, slow.lines);
            QCOMPARE(fast.kernels.size(), qsizetype(2));
            for (qsizetype k = 0; k < 2; ++k) {
                QCOMPARE(fast.kernels[k].line, slow.kernels[k].line);
                QCOMPARE(fast.kernels[k].endLine, slow.kernels[k].endLine);
                QCOMPARE(fast.kernels[k].heuristic, slow.kernels[k].heuristic);
            }
            QCOMPARE(fast.kernels[0].endLine, 4); // blank and CR-only lines not counted
            QCOMPARE(fast.launches.size(), slow.launches.size());
            for (qsizetype k = 0; k < fast.launches.size(); ++k)
                QCOMPARE(fast.launches[k].line, slow.launches[k].line);
            return;
        }
        QFAIL("no output code record");
    }

    void pickerOnHostileText()
    {
        using json::pickFields;
        // Wanted values of every JSON type, escapes in keys and strings, nesting skipped.
        const std::string text = "{\"skip\": {\"a\": [1, {\"b\": \"}\"}], \"c\": \"\\\"{\"}, \"n\": 7, "
                                 "\"s\": \"x\\\"y\", \"l\": [1, [2]], \"o\": {\"k\": null}, \"t\": true, "
                                 "\"f\": -1.5e3, \"n\": 8}";
        const auto got = pickFields(text, { "n", "s", "l", "o", "t", "f" });
        QVERIFY(got);
        QCOMPARE(QString::fromStdString(*got),
            QStringLiteral("{\"n\":7,\"s\":\"x\\\"y\",\"l\":[1, [2]],\"o\":{\"k\": null},\"t\":true,"
                           "\"f\":-1.5e3,\"n\":8}"));
        simdjson::dom::parser p;
        QCOMPARE(json::integer(*json::parse(p, *got), "n").value_or(-1), 7); // the first, as a whole parse reads it
        // Python's tokens: skipped where unwanted; a wanted one gives the whole text back to the
        // caller's parser (which allows them).
        QVERIFY(pickFields(R"({"a": NaN, "n": 1})", { "n" }));
        const auto nan = pickFields(R"({"a": NaN, "n": 1})", { "a" });
        QVERIFY(!nan || !json::parse(p, *nan) || json::parse(p, *nan)->is_object());
        // Not an object, cut short, garbage, empty: nothing picked.
        for (const char *bad : { "[1, 2]", R"({"n": 1)", R"({"n": )", "", "   ", "{\"n\" 1}", "nul" })
            QVERIFY2(!pickFields(bad, { "n" }) || *pickFields(bad, { "n" }) == "{}"
                    || !json::parse(p, *pickFields(bad, { "n" })),
                bad);
        QVERIFY(!pickFields(R"({"n": 1)", { "n" }));
        QVERIFY(!pickFields("[1, 2]", { "n" }));
        // Read in place: the bytes after the text are read ahead, never taken as the object's.
        std::string buffer = R"({"n": 5})";
        const size_t len = buffer.size();
        buffer.append(json::ReadAhead, '}');
        const auto inPlace = pickFields(std::string_view(buffer.data(), len), { "n" }, true);
        QVERIFY(inPlace);
        QCOMPARE(QString::fromStdString(*inPlace), QStringLiteral(R"({"n":5})"));
    }

    void codeLinesAreSplitLines()
    {
        const std::string texts[] = { "", "\n", "a", "a\n", "a\r\nb\n\nc", "\n\nx\n",
            "\xEF\xBB\xBF" "a\n\xEF\xBB\xBFx = 1\nb", "a\n\xEF\xBB\xBF\xEF\xBB\xBFy\n", "caf\xc3\xa9\n\xff\xfe bad\nend",
            std::string("nul\0inside\nz", 12) };
        for (const std::string &t : texts) {
            const QStringList want = QString::fromUtf8(t.data(), qsizetype(t.size())).split(u'\n');
            const CodeLines got(t);
            QCOMPARE(got.size(), want.size());
            for (qsizetype i = 0; i < want.size(); ++i) {
                QCOMPARE(got[i], want[i]);
                QCOMPARE(got.value(i), want[i]);
                QCOMPARE(QByteArray(got.raw(i).data(), qsizetype(got.raw(i).size())),
                    QByteArray(t.data(), qsizetype(t.size())).split('\n').value(i));
                for (qsizetype j = i; j < want.size(); ++j)
                    QCOMPARE(got.joined(i, j), want.mid(i, j - i + 1).join(u'\n'));
            }
            QCOMPARE(got.value(-1), QString());
            QCOMPARE(got.value(want.size()), QString());
        }
    }

    void keywordArgumentsAsTheExpression()
    {
        static const QRegularExpression keyword(QStringLiteral(R"(^[A-Za-z_]\w*\s*=(?!=))"));
        QStringList cases = { "a\v=1", "a\f=1", "a\r=1", "a\n=1", QStringLiteral("a\u00a0=1"),
            QStringLiteral("a\u2003=1"), "stream=stream0", "stream = s", "x==y", "x == y", "x", "=1", "_a=1", "9a=1",
            "a\t=b", "a =", "a=", "a==", "é=1", "aé=1", " a=1", "a.b=1", "a=(b==c)", "",
            "reinterpret_tensor(buf0, (4,), (1,), 0)" };
        // And generated ones over the characters that matter.
        const QString alphabet = QStringLiteral("a_Z9= \t.(é");
        QRandomGenerator rng(39);
        for (int i = 0; i < 20000; ++i) {
            QString s;
            for (int n = int(rng.bounded(7)); n > 0; --n)
                s += alphabet[qsizetype(rng.bounded(int(alphabet.size())))];
            cases << s;
        }
        for (const QString &c : cases)
            QVERIFY2(isKeywordArgument(c) == keyword.match(c).hasMatch(), qPrintable(c));
    }

    void argumentsAsReadCharacterByCharacter()
    {
        // callArguments' reading of the parentheses against the old one, on generated lines with
        // nesting, quotes, unbalanced brackets and non-ASCII text; and the identifiers a launch
        // holds against \b[A-Za-z_]\w*\b.
        static const QRegularExpression ident(QStringLiteral(R"(\b[A-Za-z_]\w*\b)"));
        const QString alphabet = QStringLiteral("ab_9(),  ='\"[]xé\t");
        QRandomGenerator rng(139);
        for (int i = 0; i < 20000; ++i) {
            QString line = QStringLiteral("    k.run(");
            for (int n = int(rng.bounded(24)); n > 0; --n)
                line += alphabet[qsizetype(rng.bounded(int(alphabet.size())))];
            const qsizetype open = line.indexOf(u'(');
            QStringList want; // the old reading: split at top-level commas, each trimmed, none empty
            for (const QString &part : splitTopLevel(parenthesisedByChar(line, open), u','))
                if (!part.trimmed().isEmpty())
                    want << part.trimmed();
            QCOMPARE(callArguments(line, open), want);
            // The identifiers.
            LaunchSite site;
            site.text = line;
            QSet<QString> words;
            for (auto it = ident.globalMatch(line); it.hasNext();)
                words << it.next().captured(0);
            for (const QString &w : words)
                QVERIFY2(site.hasArg(w), qPrintable(line + QStringLiteral(" | ") + w));
            for (const QString &probe : { QStringLiteral("9a"), QStringLiteral("run("), QStringLiteral("é"),
                     QStringLiteral("xé"), QStringLiteral("") })
                QVERIFY2(site.hasArg(probe) == words.contains(probe), qPrintable(line + QStringLiteral(" | ") + probe));
        }
    }
};

QTEST_GUILESS_MAIN(TestFastReaders)
#include "tst_fastreaders.moc"
