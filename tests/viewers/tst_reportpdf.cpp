// The PDF report: Qt's PDF writer, A4 and Letter, tables whose header row repeats on each page,
// graphs as vector objects; rendered back with pdftoppm (poppler-utils) when it is installed.
#include "core/ingest/runloader.h"
#include "core/report/doc/reportbuilder.h"
#include "viewers/report/reportpdf.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

using namespace cs;

class TestReportPdf : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void pdfPagesRender_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("paper");
        QTest::addColumn<QString>("mediaBox");
        QTest::newRow("sample A4") << QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") << int(QPageSize::A4)
                                   << QStringLiteral("/MediaBox [0 0 595.000000 842.000000]");
        QTest::newRow("gpt2_train Letter")
            << QStringLiteral(CS_TEST_DATA_DIR "/logs/gpt2_train.log.zst") << int(QPageSize::Letter)
            << QStringLiteral("/MediaBox [0 0 612.000000 792.000000]");
        QTest::newRow("export trace A4") << QStringLiteral(CS_TEST_DATA_DIR "/export/export_trace.log.zst")
                                         << int(QPageSize::A4)
                                         << QStringLiteral("/MediaBox [0 0 595.000000 842.000000]");
        QTest::newRow("injection A4") << QStringLiteral(CS_TEST_DATA_DIR "/hostile/injection_trace.log.zst")
                                      << int(QPageSize::A4) << QStringLiteral("/MediaBox [0 0 595.000000 842.000000]");
    }
    void pdfPagesRender()
    {
        QFETCH(QString, path);
        QFETCH(int, paper);
        QFETCH(QString, mediaBox);
        const auto run = loadRun({ path });
        QVERIFY(run);
        ReportOptions o;
        o.maxGraphs = 2;
        const ReportData data = buildReport(*run.value(), o);
        const ReportDocument doc = buildReportDocument(data);
        const auto pdf = viewers::reportPdf(doc, QPageSize::PageSizeId(paper));
        QVERIFY2(pdf, qPrintable(pdf ? QString() : pdf.error().toString()));
        QVERIFY(pdf.value().startsWith("%PDF-"));
        static const QRegularExpression box(QStringLiteral(R"(/MediaBox \[([^\]]*)\])"));
        const auto found = box.match(QString::fromLatin1(pdf.value()));
        QVERIFY(found.hasMatch());
        QCOMPARE(found.captured(0).simplified(), mediaBox);
        const int pages = int(pdf.value().count("/Type /Page\n")) + int(pdf.value().count("/Type /Page\r"))
            + int(pdf.value().count("/Type /Page ")) + int(pdf.value().count("/Type /Page>"));
        QVERIFY2(pages > 0, pdf.value().left(400).constData());
        const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
        if (pdftoppm.isEmpty())
            QSKIP("pdftoppm is not installed (Debian package poppler-utils)");
        QTemporaryDir dir;
        const QString shots = qEnvironmentVariable("CS_SHOT_DIR");
        const QString out = shots.isEmpty() ? dir.path() : shots;
        QDir().mkpath(out);
        const QString name = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'_');
        QFile f(dir.filePath(QStringLiteral("report.pdf")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(pdf.value());
        f.close();
        QProcess p;
        p.start(pdftoppm,
            { QStringLiteral("-r"), QStringLiteral("60"), QStringLiteral("-png"), f.fileName(),
                QDir(out).filePath(QStringLiteral("pdf-") + name) });
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        const QStringList pngs = QDir(out).entryList({ QStringLiteral("pdf-") + name + QStringLiteral("-*.png") });
        QVERIFY(pngs.size() > 0);
        QCOMPARE(int(pngs.size()), pages);
        QVERIFY2(p.readAllStandardError().trimmed().isEmpty(), "poppler complains about the file");
        // Every page is drawn with its blocks only (the layout's clip): no paragraph may be lost,
        // those after a table included. poppler's pdftotext reads them back (paragraphs: a table's
        // cells come back interleaved column by column).
        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        if (!pdftotext.isEmpty()) {
            QProcess t;
            t.start(pdftotext, { f.fileName(), QStringLiteral("-") });
            QVERIFY(t.waitForFinished(120000));
            // NFKC: pdftotext writes the font's ligatures (ﬁ, ﬂ) as one character.
            const QString text
                = QString::fromUtf8(t.readAllStandardOutput()).normalized(QString::NormalizationForm_KC).simplified();
            int checked = 0;
            for (const ReportDocSection &s : doc.sections)
                for (const ReportBlock &b : s.blocks) {
                    const QString para = b.text.simplified();
                    if (b.kind != ReportBlock::Kind::Paragraph || para.contains(u'`') || para.size() < 20)
                        continue;
                    const QString start = para.left(24);
                    QVERIFY2(text.contains(start), qPrintable(QStringLiteral("missing from the PDF: ") + start));
                    ++checked;
                }
            QVERIFY(checked > 0);
        }
        // The bookmarks, as an independent reader (poppler's pdftohtml) sees them: one per section.
        QVERIFY(pdf.value().contains("/PageMode /UseOutlines"));
        const QString pdftohtml = QStandardPaths::findExecutable(QStringLiteral("pdftohtml"));
        if (pdftohtml.isEmpty())
            return;
        QProcess x;
        x.start(pdftohtml, { QStringLiteral("-xml"), QStringLiteral("-i"), QStringLiteral("-stdout"), f.fileName() });
        QVERIFY(x.waitForFinished(120000));
        const QString xml = QString::fromUtf8(x.readAllStandardOutput());
        static const QRegularExpression item(QStringLiteral(R"re(<item page="(\d+)">([^<]*)</item>)re"));
        QStringList titles;
        for (auto it = item.globalMatch(xml); it.hasNext();) {
            const auto m = it.next();
            QVERIFY(m.captured(1).toInt() >= 1 && m.captured(1).toInt() <= pages);
            titles << m.captured(2);
        }
        QStringList expected;
        for (const ReportDocSection &s : doc.sections)
            expected << s.title.toHtmlEscaped();
        QCOMPARE(titles, expected);
    }

    // Graphs stay readable on paper (issue 24, point 5): a graph too large for one page at a
    // readable size is cut into page-sized tiles instead of shrunk to unreadable text, and a
    // caption is always on the page of its graph.
    void graphsStayReadable_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("48-layer GPT-2") << QStringLiteral(CS_TEST_DATA_DIR "/big/gpt2_48_trace.log.zst");
        QTest::newRow("gpt2_train") << QStringLiteral(CS_TEST_DATA_DIR "/logs/gpt2_train.log.zst");
    }
    void graphsStayReadable()
    {
        QFETCH(QString, path);
        const auto run = loadRun({ path });
        QVERIFY(run);
        ReportOptions o;
        o.maxGraphs = 3;
        const ReportData data = buildReport(*run.value(), o);
        const ReportDocument doc = buildReportDocument(data);
        viewers::PdfLayout layout;
        const auto pdf = viewers::reportPdf(doc, QPageSize::A4, &layout);
        QVERIFY2(pdf, qPrintable(pdf ? QString() : pdf.error().toString()));
        QVERIFY(!layout.graphs.empty());
        int sliced = 0;
        for (const viewers::PdfGraphPlacement &g : layout.graphs) {
            const QString where = QStringLiteral("caption p.%1, graph p.%2–%3, %4 slice(s), %5 pt")
                                      .arg(g.captionPage)
                                      .arg(g.firstPage)
                                      .arg(g.lastPage)
                                      .arg(g.slices)
                                      .arg(g.boxTextPoints);
            QVERIFY2(g.captionPage == g.firstPage, qPrintable(where));
            QVERIFY2(g.lastPage - g.firstPage + 1 >= g.slices && g.lastPage <= layout.pages, qPrintable(where));
            QVERIFY2(g.boxTextPoints >= 5.0 || g.slices >= 9, qPrintable(where)); // smaller only past 12 tiles
            sliced += g.slices > 1;
        }
        if (path.contains(QLatin1String("gpt2_48"))) {
            QVERIFY2(sliced > 0, "the deep model's graphs were not sliced");
            // Each tile holds its part of the graph only, and tiles of a stray edge are left out:
            // 12.1 MB and 26 pages before.
            QVERIFY2(pdf.value().size() < 3'000'000, qPrintable(QString::number(pdf.value().size())));
        }
    }

    void tablesRepeatTheirHeader()
    {
        const auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/logs/gpt2_train.log.zst") });
        QVERIFY(run);
        ReportOptions o;
        o.maxGraphs = 0;
        const ReportData data = buildReport(*run.value(), o);
        std::unique_ptr<QTextDocument> doc(viewers::reportTextDocument(buildReportDocument(data)));
        int tables = 0;
        for (QTextFrame *f : doc->rootFrame()->childFrames())
            if (auto *t = qobject_cast<QTextTable *>(f)) {
                ++tables;
                QCOMPARE(t->format().headerRowCount(), 1);
            }
        QVERIFY(tables >= 3);
        QVERIFY(doc->toPlainText().contains(QStringLiteral("Compile overview")));
    }
};

QTEST_MAIN(TestReportPdf)
#include "tst_reportpdf.moc"
