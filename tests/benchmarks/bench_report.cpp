// Prints how long a report takes, from opening the run to each format written, and how big
// each file is: load, gather (explain, fusion, graph layouts), then HTML, Markdown, JSON, PDF.
// With --compare B, each run's report is also made with the comparison against B (A being the
// run), as `report PATH --compare B` makes it: B opens while the rest is gathered.
// usage: bench_report PATH... [--compare B]   (each PATH one run; QT_QPA_PLATFORM=offscreen is fine)
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
    QStringList args = app.arguments().mid(1);
    QString compareWith;
    if (const qsizetype i = args.indexOf(QStringLiteral("--compare")); i >= 0 && i + 1 < args.size()) {
        compareWith = args[i + 1];
        args.remove(i, 2);
    }
    if (args.isEmpty()) {
        std::fprintf(stderr, "usage: bench_report PATH... [--compare B]\n");
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
        if (!compareWith.isEmpty()) {
            // From the loaded run to the HTML, as `report PATH --compare B` goes (B's loading included).
            ReportOptions o;
            o.compareWith = compareWith;
            t.restart();
            const ReportData withB = buildReport(*run.value(), o);
            const double gatherB = t.nsecsElapsed() / 1e9;
            const QByteArray htmlB = reportHtml(buildReportDocument(withB));
            const double htmlTotal = t.nsecsElapsed() / 1e9;
            const QString mdB = reportMarkdown(buildReportDocument(withB));
            ReportOptions onlyCompare = o;
            onlyCompare.sections = { ReportSection::Compare };
            t.restart();
            buildReport(*run.value(), onlyCompare);
            const double compareOnly = t.nsecsElapsed() / 1e9;
            const ReportExtra *e = withB.extra(ReportSection::Compare);
            std::printf("  --compare %s: gather %.3f s, to HTML %.3f s (load of A %.3f s before: %.3f s in all), "
                        "compare section alone %.3f s, html %.1f KiB, md %lld chars, %zu tables%s\n",
                qPrintable(QFileInfo(compareWith).fileName()), gatherB, htmlTotal, load, load + htmlTotal, compareOnly,
                htmlB.size() / 1024.0, static_cast<long long>(mdB.size()), e ? e->tables.size() : 0,
                withB.unreadable.isEmpty() ? "" : " (B unreadable)");
        }
        std::printf("  graphs drawn %zu, compiles %d, breaks %lld, fusion graphs %zu, json %lld KiB\n",
            data.graphs.size(), data.overview.compiles, static_cast<long long>(data.explanation.breaks.size()),
            data.fusion.size(), static_cast<long long>(json.size() / 1024));
    }
    return 0;
}
