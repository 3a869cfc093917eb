// Reports of traces that try to inject (scripts/fixtures/make_injection_trace.py, made from a
// real log with valid checksums; and the hostile trace of make_hostile_trace.py): the HTML
// holds only the writer's own tags and attributes, nothing that runs or fetches; headless
// Chromium (when installed) runs no script — the payloads would set document.title — and
// requests nothing (every request would go through a proxy this test listens on); the
// Markdown's fences, details and table rows stay balanced.
#include "core/ingest/runloader.h"
#include "core/report/doc/reportbuilder.h"
#include "core/report/doc/reportwriters.h"
#include "tests/fixture.h"

#include <QDirIterator>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace cs;

namespace {

struct Rendered {
    ReportData data;
    QString html, md;
};

std::unique_ptr<Rendered> render(const QString &path, const QString &compareWith = {}, const QString &abFolder = {})
{
    const auto run = loadRun({ path });
    if (!run)
        return nullptr;
    auto r = std::make_unique<Rendered>();
    ReportOptions o;
    o.maxGraphs = 2;
    o.compareWith = compareWith;
    o.abFolder = abFolder;
    r->data = buildReport(*run.value(), o);
    const ReportDocument doc = buildReportDocument(r->data);
    r->html = QString::fromUtf8(reportHtml(doc));
    r->md = reportMarkdown(doc);
    return r;
}

// Every '<' of the page starts one of the writer's own tags, with its own attributes.
QString checkHtml(const QString &html)
{
    static const QSet<QString> tags { QStringLiteral("html"), QStringLiteral("head"), QStringLiteral("meta"),
        QStringLiteral("title"), QStringLiteral("style"), QStringLiteral("body"), QStringLiteral("header"),
        QStringLiteral("h1"), QStringLiteral("h2"), QStringLiteral("dl"), QStringLiteral("dt"), QStringLiteral("dd"),
        QStringLiteral("nav"), QStringLiteral("strong"), QStringLiteral("ol"), QStringLiteral("ul"),
        QStringLiteral("li"), QStringLiteral("a"), QStringLiteral("main"), QStringLiteral("section"),
        QStringLiteral("details"), QStringLiteral("summary"), QStringLiteral("p"), QStringLiteral("table"),
        QStringLiteral("caption"), QStringLiteral("thead"), QStringLiteral("tbody"), QStringLiteral("tfoot"),
        QStringLiteral("tr"), QStringLiteral("th"), QStringLiteral("td"), QStringLiteral("pre"), QStringLiteral("code"),
        QStringLiteral("span"), QStringLiteral("div"), QStringLiteral("svg"), QStringLiteral("defs"),
        QStringLiteral("marker"), QStringLiteral("path"), QStringLiteral("rect"), QStringLiteral("ellipse"),
        QStringLiteral("text"), QStringLiteral("tspan"), QStringLiteral("footer") };
    static const QSet<QString> attributes { QStringLiteral("lang"), QStringLiteral("charset"),
        QStringLiteral("http-equiv"), QStringLiteral("content"), QStringLiteral("name"), QStringLiteral("href"),
        QStringLiteral("id"), QStringLiteral("class"), QStringLiteral("open"), QStringLiteral("colspan"),
        QStringLiteral("xmlns"), QStringLiteral("role"), QStringLiteral("viewBox"), QStringLiteral("width"),
        QStringLiteral("height"), QStringLiteral("refX"), QStringLiteral("refY"), QStringLiteral("markerWidth"),
        QStringLiteral("markerHeight"), QStringLiteral("orient"), QStringLiteral("d"), QStringLiteral("marker-end"),
        QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("rx"), QStringLiteral("ry"), QStringLiteral("cx"),
        QStringLiteral("cy"), QStringLiteral("fill"), QStringLiteral("font-size"), QStringLiteral("text-anchor") };
    static const QRegularExpression tag(
        QStringLiteral(R"re(<(/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-zA-Z:-]+(?:="[^"<>]*")?)*)\s*/?>)re"));
    static const QRegularExpression attr(QStringLiteral(R"re(([a-zA-Z:-]+)(?:="([^"]*)")?)re"));
    if (!html.startsWith(QLatin1String("<!DOCTYPE html>\n")))
        return QStringLiteral("no doctype");
    int styles = 0, metas = 0;
    qsizetype pos = QStringLiteral("<!DOCTYPE html>").size();
    while ((pos = html.indexOf(u'<', pos)) >= 0) {
        const auto m
            = tag.match(html, pos, QRegularExpression::NormalMatch, QRegularExpression::AnchorAtOffsetMatchOption);
        if (!m.hasMatch())
            return QStringLiteral("stray '<' at %1: %2").arg(pos).arg(html.mid(pos, 60));
        const QString name = m.captured(2);
        if (!tags.contains(name))
            return QStringLiteral("tag <%1>").arg(name);
        styles += name == QLatin1String("style") && m.captured(1).isEmpty();
        metas += name == QLatin1String("meta");
        auto it = attr.globalMatch(m.captured(3));
        while (it.hasNext()) {
            const auto a = it.next();
            const QString an = a.captured(1), value = a.captured(2);
            if (!attributes.contains(an))
                return QStringLiteral("attribute %1 on <%2>").arg(an, name);
            if (an == QLatin1String("href") && !value.startsWith(QLatin1String("#s-")))
                return QStringLiteral("link to %1").arg(value);
            if (an == QLatin1String("http-equiv") && value != QLatin1String("Content-Security-Policy"))
                return QStringLiteral("http-equiv %1").arg(value);
            if (value.contains(QLatin1String("javascript:"), Qt::CaseInsensitive)
                || value.contains(QLatin1String("data:"), Qt::CaseInsensitive))
                return QStringLiteral("URL in %1").arg(an);
        }
        pos = m.capturedEnd();
    }
    if (styles != 1)
        return QStringLiteral("%1 style elements").arg(styles);
    if (metas != 6)
        return QStringLiteral("%1 meta elements").arg(metas);
    // The style sheet is the writer's: it names no address.
    const qsizetype s0 = html.indexOf(QLatin1String("<style>")), s1 = html.indexOf(QLatin1String("</style>"));
    const QString css = html.mid(s0, s1 - s0);
    if (css.contains(QLatin1String("url(")) || css.contains(QLatin1String("@import"))
        || css.contains(QLatin1String("PWNED")))
        return QStringLiteral("style sheet carries trace text");
    return {};
}

// Fences open and close in pairs (the closing fence as long as the opening one), details
// elements balance, and every table row has as many cells as its header.
QString checkMarkdown(const QString &md)
{
    const QStringList lines = md.split(u'\n');
    QString open; // the fence of the open code block
    int details = 0, headerCells = -1;
    static const QRegularExpression cellSep(QStringLiteral(R"((?<!\\)\|)"));
    for (const QString &l : lines) {
        if (!open.isEmpty()) {
            if (l == open)
                open.clear();
            continue;
        }
        if (l.startsWith(QLatin1String("```")) || l.startsWith(QLatin1String("~~~"))) {
            if (l.startsWith(u'~'))
                return QStringLiteral("a ~~~ fence outside code: %1").arg(l.left(40));
            open = l.left(l.indexOf(QRegularExpression(QStringLiteral("[^`]"))));
            continue;
        }
        details += l.count(QLatin1String("<details")) - l.count(QLatin1String("</details>"));
        if (details < 0)
            return QStringLiteral("</details> without <details>");
        if (l.contains(QLatin1String("<script")) || l.contains(QLatin1String("<iframe"))
            || l.contains(QLatin1String("<img")))
            return QStringLiteral("raw HTML from the trace: %1").arg(l.left(80));
        if (l.startsWith(u'|')) {
            const int cells = int(l.count(cellSep)) - 1;
            if (headerCells < 0)
                headerCells = cells;
            else if (cells != headerCells)
                return QStringLiteral("table row with %1 cells, header %2: %3")
                    .arg(cells)
                    .arg(headerCells)
                    .arg(l.left(80));
        } else {
            headerCells = -1;
        }
        // Inside a code span nothing is a link or an address (CommonMark): a link or an address
        // must not be read in the prose around the spans (an address is copyable whole in one).
        // A span opens with a run of backticks and closes with a run as long (CommonMark); an
        // escaped backtick is no part of a run.
        static const QRegularExpression codeSpan(QStringLiteral(R"((?<!\\)(?<!(?<!\\)`)(`+)(?!`).*?(?<!`)\1(?!`))"));
        const QString prose = QString(l).remove(codeSpan);
        if (prose.contains(QLatin1String("](")) && !prose.contains(QLatin1String("\\]("))
            && !prose.contains(QLatin1String("\\]\\(")))
            return QStringLiteral("a link: %1").arg(prose.left(80));
        if (prose.contains(QLatin1String("://")) || prose.contains(QLatin1String("@everyone")))
            return QStringLiteral("an address or mention left linkable: %1").arg(l.left(80));
    }
    if (!open.isEmpty())
        return QStringLiteral("code block left open");
    if (details != 0)
        return QStringLiteral("%1 details left open").arg(details);
    return {};
}

// Names that try to break out of every sink: HTML tags and attributes, URLs, Markdown fences,
// tables, details and links, a mention, a right-to-left override.
const QString HostileName
    = QStringLiteral("Model.<script>document.title='PWNED'</script><img src=x onerror=\"document.title='PWNED'\">"
                     "\n```\n</details></td></tr></table>| a | b |[x](javascript:alert(1))@everyone "
                     "http://evil.example/p.png<iframe src=//evil.example></iframe>\u202eforward");

// The real A/B fixture (tests/data/ab/cpu_ab.tar.xz) with the region's name and the script's
// path replaced by hostile text in every probe record and in ab-runs.json, consistently, so the
// A/B still analyses.
QString hostileAbFolder(const QString &dir)
{
    if (!unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/ab/cpu_ab.tar.xz"), dir))
        return {};
    auto json = [](const QString &s) {
        const QByteArray a = QJsonDocument(QJsonArray { s }).toJson(QJsonDocument::Compact);
        return a.mid(2, a.size() - 4); // the string's escaped body, without [" and "]
    };
    const QByteArray name = json(HostileName);
    const QByteArray file = json(QStringLiteral("/tmp/<script>document.title='PWNED'</script>`|</details>/m.py"));
    QDirIterator it(dir, { QStringLiteral("probe.jsonl"), QStringLiteral("ab-runs.json") }, QDir::Files,
        QDirIterator::Subdirectories);
    int rewritten = 0;
    while (it.hasNext()) {
        QFile f(it.next());
        if (!f.open(QIODevice::ReadOnly))
            return {};
        QByteArray bytes = f.readAll();
        f.close();
        bytes.replace("\"Model.forward\"", "\"" + name + "\"");
        bytes.replace("/work/wt-i17-ab/scripts/fixtures/ab_model.py", file);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
            return {};
        ++rewritten;
    }
    return rewritten >= 5 ? dir + QStringLiteral("/ab") : QString();
}

} // namespace

class TestReportInjection : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void writersKeepTraceTextInert_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("injection") << QStringLiteral(CS_TEST_DATA_DIR "/hostile/injection_trace.log.zst");
        QTest::newRow("hostile") << QStringLiteral(CS_TEST_DATA_DIR "/hostile/hostile_trace.log.zst");
    }
    void writersKeepTraceTextInert()
    {
        QFETCH(QString, path);
        const auto r = render(path);
        QVERIFY(r);
        // The fixture really carries its payloads into the report's facts.
        const QByteArray json = reportJson(r->data);
        if (path.contains(QLatin1String("injection")))
            QVERIFY(json.contains("<script>document.title='PWNED'</script>"));
        QVERIFY(!r->data.explanation.breaks.isEmpty());
        QVERIFY(!r->data.explanation.failures.isEmpty());
        QVERIFY(!r->data.graphs.empty());
        const QString htmlProblem = checkHtml(r->html);
        QVERIFY2(htmlProblem.isEmpty(), qPrintable(htmlProblem));
        QVERIFY(r->html.contains(QLatin1String("default-src 'none'")));
        QVERIFY(!r->html.contains(QLatin1String("<script"), Qt::CaseInsensitive));
        QVERIFY(!r->html.contains(QLatin1String("<iframe"), Qt::CaseInsensitive));
        // (javascript:, data: and on* handlers as attributes are refused by checkHtml; as text they are inert.)
        QVERIFY(!r->html.contains(QChar(0x202e))); // bidi overrides shown as \u202e
        QVERIFY(r->html.size() < 5 * 1024 * 1024); // 1 MiB names are elided
        const QString mdProblem = checkMarkdown(r->md);
        QVERIFY2(mdProblem.isEmpty(), qPrintable(mdProblem));
        QVERIFY(r->md.size() <= MarkdownMaxChars);
    }

    // A hostile trace as B of the comparison, and hostile names in an A/B folder: their
    // sections carry the payloads as text, and every writer keeps them inert.
    void comparisonAndAbKeepTraceTextInert()
    {
        QTemporaryDir dir;
        const QString ab = hostileAbFolder(dir.path());
        QVERIFY(!ab.isEmpty());
        const auto r = render(QStringLiteral(CS_TEST_DATA_DIR "/logs/graph_breaks.log.zst"),
            QStringLiteral(CS_TEST_DATA_DIR "/hostile/injection_trace.log.zst"), ab);
        QVERIFY(r);
        QVERIFY(r->data.unreadable.isEmpty());
        QVERIFY(r->data.has(ReportSection::Compare) && r->data.has(ReportSection::Ab));
        const ReportExtra *compare = r->data.extra(ReportSection::Compare);
        const ReportExtra *abSection = r->data.extra(ReportSection::Ab);
        QVERIFY(compare && abSection);
        QVERIFY(compare->json.contains("<script>document.title='PWNED'</script>")); // B's payloads reach the section
        QVERIFY(abSection->json.contains("<script>document.title='PWNED'</script>"));
        QVERIFY(r->html.contains(QStringLiteral("Model.&lt;script&gt;document.title=&#39;PWNED&#39;&lt;/script&gt;"))
            || r->html.contains(QStringLiteral("Model.&lt;script&gt;document.title='PWNED'&lt;/script&gt;")));
        const QString htmlProblem = checkHtml(r->html);
        QVERIFY2(htmlProblem.isEmpty(), qPrintable(htmlProblem));
        QVERIFY(!r->html.contains(QLatin1String("<script"), Qt::CaseInsensitive));
        QVERIFY(!r->html.contains(QLatin1String("<iframe"), Qt::CaseInsensitive));
        QVERIFY(!r->html.contains(QChar(0x202e)));
        const QString mdProblem = checkMarkdown(r->md);
        QVERIFY2(mdProblem.isEmpty(), qPrintable(mdProblem));
        QVERIFY(r->md.contains(QStringLiteral("A/B verdicts")));
        QVERIFY(r->md.size() <= MarkdownMaxChars);
        chromium(*r);
    }

    void chromiumRunsNothingAndFetchesNothing()
    {
        const auto r = render(QStringLiteral(CS_TEST_DATA_DIR "/hostile/injection_trace.log.zst"));
        QVERIFY(r);
        chromium(*r);
    }

private:
    void chromium(const Rendered &rendered)
    {
        const Rendered *r = &rendered;
        const QString chromium = QStandardPaths::findExecutable(QStringLiteral("chromium"));
        if (chromium.isEmpty())
            QSKIP("chromium is not installed (Debian package chromium)");
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("report.html"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(r->html.toUtf8());
        f.close();
        // Every request Chromium makes goes to this proxy; a connection is a failure.
        QTcpServer proxy;
        QVERIFY(proxy.listen(QHostAddress::LocalHost));
        QStringList requests;
        connect(&proxy, &QTcpServer::newConnection, this, [&] {
            while (QTcpSocket *s = proxy.nextPendingConnection()) {
                connect(s, &QTcpSocket::readyRead, s,
                    [s, &requests] { requests << QString::fromLatin1(s->readLine()).trimmed(); });
            }
        });
        QProcess p;
        p.start(chromium,
            { QStringLiteral("--headless"), QStringLiteral("--no-sandbox"), QStringLiteral("--disable-gpu"),
                QStringLiteral("--no-first-run"), QStringLiteral("--disable-background-networking"),
                QStringLiteral("--disable-component-update"), QStringLiteral("--disable-sync"),
                QStringLiteral("--disable-default-apps"), QStringLiteral("--disable-extensions"),
                QStringLiteral("--disable-domain-reliability"), QStringLiteral("--no-pings"),
                QStringLiteral("--user-data-dir=") + dir.filePath(QStringLiteral("profile")),
                QStringLiteral("--proxy-server=http://127.0.0.1:%1").arg(proxy.serverPort()),
                QStringLiteral("--proxy-bypass-list=<-loopback>"), QStringLiteral("--virtual-time-budget=3000"),
                QStringLiteral("--dump-dom"), QUrl::fromLocalFile(file).toString() });
        QEventLoop loop;
        connect(&p, &QProcess::finished, &loop, &QEventLoop::quit);
        QTimer::singleShot(90000, &loop, &QEventLoop::quit);
        loop.exec();
        QCOMPARE(p.state(), QProcess::NotRunning);
        const QString dom = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(dom.contains(QLatin1String("</html>")),
            qPrintable(QString::fromUtf8(p.readAllStandardError()).right(2000)));
        static const QRegularExpression title(QStringLiteral("<title>([^<]*)</title>"));
        const auto m = title.match(dom);
        QVERIFY(m.hasMatch());
        QCOMPARE(m.captured(1), r->data.title.toHtmlEscaped());
        QVERIFY(!dom.contains(QLatin1String("<script"), Qt::CaseInsensitive));
        QVERIFY(!dom.contains(QLatin1String("<iframe"), Qt::CaseInsensitive));
        QVERIFY(dom.contains(QLatin1String("PWNED"))); // the payloads are there, as text
        const QString shots = qEnvironmentVariable("CS_SHOT_DIR");
        if (!shots.isEmpty()) // a picture of the page as Chromium draws it
            QProcess::execute(chromium,
                { QStringLiteral("--headless"), QStringLiteral("--no-sandbox"), QStringLiteral("--disable-gpu"),
                    QStringLiteral("--user-data-dir=") + dir.filePath(QStringLiteral("profile2")),
                    QStringLiteral("--proxy-server=http://127.0.0.1:%1").arg(proxy.serverPort()),
                    QStringLiteral("--window-size=1400,2400"),
                    QStringLiteral("--screenshot=%1/%2.png")
                        .arg(shots,
                            r->data.has(ReportSection::Compare) ? QStringLiteral("injection-compare")
                                                                : QStringLiteral("injection")),
                    QUrl::fromLocalFile(file).toString() });
        QTest::qWait(200);
        // Chromium's own services (clock, updates, accounts) call home whatever the page; every
        // other request would come from the page.
        static const QRegularExpression own(QStringLiteral(
            R"re(^((GET|POST|HEAD) http://|CONNECT )[a-z0-9.-]*\.(google\.com|googleapis\.com|gstatic\.com|gvt1\.com)[:/])re"));
        QStringList fromPage;
        for (const QString &r : requests)
            if (!own.match(r).hasMatch())
                fromPage << r;
        qInfo("%lld request(s) through the proxy, %lld from the page", static_cast<long long>(requests.size()),
            static_cast<long long>(fromPage.size()));
        QVERIFY2(fromPage.isEmpty(), qPrintable(fromPage.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestReportInjection)
#include "tst_reportinjection.moc"
