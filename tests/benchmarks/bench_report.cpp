// Prints how long a report takes, from opening the run to each format written, and how big
// each file is: load, gather (explain, fusion, graph layouts), then HTML, Markdown, JSON, PDF.
// usage: bench_report PATH...   (each PATH one run; QT_QPA_PLATFORM=offscreen is fine)
#include "core/ingest/runloader.h"
#include "core/report/doc/reportbuilder.h"
#include "core/report/doc/reportwriters.h"
#include "viewers/report/reportpdf.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QGuiApplication>

#include <cstdio>

using namespace cs;

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.isEmpty()) {
        std::fprintf(stderr, "usage: bench_report PATH...\n");
        return 2;
    }
    std::printf("%-28s %7s %8s %7s %7s %7s %7s %8s %9s %8s %8s\n", "run", "load_s", "gather_s", "html_s", "md_s",
        "json_s", "pdf_s", "total_s", "html_kib", "md_chars", "pdf_kib");
    for (const QString &path : args) {
        QElapsedTimer all, t;
        all.start();
        t.start();
        const auto run = loadRun({ path });
        if (!run) {
            std::fprintf(stderr, "%s\n", qPrintable(run.error().toString()));
            return 1;
        }
        const double load = t.nsecsElapsed() / 1e9;
        t.restart();
        const ReportData data = buildReport(*run.value(), ReportOptions {});
        const double gather = t.nsecsElapsed() / 1e9;
        t.restart();
        const ReportDocument doc = buildReportDocument(data);
        const QByteArray html = reportHtml(doc);
        const double htmlS = t.nsecsElapsed() / 1e9;
        const double toHtml = all.nsecsElapsed() / 1e9;
        t.restart();
        const QString md = reportMarkdown(doc);
        const double mdS = t.nsecsElapsed() / 1e9;
        t.restart();
        const QByteArray json = reportJson(data);
        const double jsonS = t.nsecsElapsed() / 1e9;
        t.restart();
        const auto pdf = viewers::reportPdf(doc);
        const double pdfS = t.nsecsElapsed() / 1e9;
        t.restart();
        viewers::reportPdf(doc); // again: fonts are loaded once per process
        const double pdfAgainS = t.nsecsElapsed() / 1e9;
        std::printf("%-28s %7.3f %8.3f %7.3f %7.3f %7.3f %7.3f %8.3f %9.1f %8lld %8.1f\n",
            qPrintable(QFileInfo(path).fileName().left(28)), load, gather, htmlS, mdS, jsonS, pdfS, toHtml,
            html.size() / 1024.0, static_cast<long long>(md.size()), pdf ? pdf.value().size() / 1024.0 : -1.0);
        // Where the gathering goes: the same report with one section at a time.
        QStringList parts;
        for (ReportSection s : { ReportSection::Compiles, ReportSection::Fusion, ReportSection::Graphs }) {
            ReportOptions one;
            one.sections = { s };
            t.restart();
            buildReport(*run.value(), one);
            parts << QStringLiteral("%1 %2 s").arg(reportSectionKey(s)).arg(t.nsecsElapsed() / 1e9, 0, 'f', 3);
        }
        std::printf(
            "  gather by section (explain and overview in each): %s\n", qPrintable(parts.join(QStringLiteral(", "))));
        std::printf("  pdf again %.3f s\n", pdfAgainS);
        std::printf("  graphs drawn %zu, compiles %d, breaks %lld, fusion graphs %zu, json %lld KiB\n",
            data.graphs.size(), data.overview.compiles, static_cast<long long>(data.explanation.breaks.size()),
            data.fusion.size(), static_cast<long long>(json.size() / 1024));
    }
    return 0;
}
