#include "core/report/doc/reportsvg.h"
#include "core/report/doc/reportwriters.h"
#include "core/util/codespans.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTextStream>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Report)
};

QString esc(const QString &s)
{
    return xmlEscaped(s);
}

// Prose and cells: escaped, with their `code` spans drawn as code (codespans.h).
QString prose(const QString &s)
{
    return htmlWithCodeSpans(s, esc);
}

// The page's only style. Colours through variables so dark mode and print change them in one
// place; no url(), no @import, no web fonts: nothing to fetch.
const char *const Css = R"(
:root{--bg:#ffffff;--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--head:#f6f8fa;--accent:#0969da;--note:#fff8c5;--code:#f6f8fa;--edge:#868e96}
@media (prefers-color-scheme: dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--line:#3d444d;--head:#151b23;--accent:#4493f8;--note:#3a3000;--code:#151b23;--edge:#9198a1}}
*{box-sizing:border-box}
body{margin:0 auto;max-width:1200px;padding:24px;background:var(--bg);color:var(--fg);font:14px/1.5 system-ui,-apple-system,"Segoe UI","Noto Sans","DejaVu Sans",sans-serif;overflow-wrap:anywhere}
h1{font-size:24px;margin:0 0 8px}h2{font-size:19px;margin:0;display:inline}h3{font-size:15px}
header{border-bottom:1px solid var(--line);padding-bottom:12px;margin-bottom:16px}
dl.meta{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0;color:var(--muted)}dl.meta dd{margin:0}
nav.toc{border:1px solid var(--line);border-radius:6px;padding:8px 16px;margin-bottom:16px;background:var(--head)}
nav.toc ol{margin:4px 0;padding-left:20px}a{color:var(--accent)}
section{margin:16px 0;border-top:1px solid var(--line);padding-top:8px}
section>details>summary{cursor:pointer;padding:4px 0}
details.finding{border:1px solid var(--line);border-radius:6px;margin:8px 0;padding:4px 12px}
details.finding>summary{cursor:pointer;font-weight:600}
table{border-collapse:collapse;margin:8px 0;width:auto;max-width:100%;font-size:13px}
caption{text-align:left;font-weight:600;padding:4px 0;color:var(--muted)}
th,td{border:1px solid var(--line);padding:3px 8px;vertical-align:top;text-align:left}
th{background:var(--head);white-space:nowrap}td.num,th.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
tfoot td{color:var(--muted);font-style:italic}
pre{background:var(--code);border:1px solid var(--line);border-radius:6px;padding:8px;overflow:auto;white-space:pre-wrap}
code{background:var(--code);border-radius:4px;padding:0 3px;font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:92%}
pre code{background:none;padding:0;font-size:inherit}
pre .ln{color:var(--muted);user-select:none;margin-right:12px}
p.note{background:var(--note);border-radius:6px;padding:6px 10px}
ol.items>li,ul.items>li{margin:6px 0}.items .sub{color:var(--muted);display:block}
.picture{overflow:auto;border:1px solid var(--line);border-radius:6px;background:#ffffff;padding:8px;max-height:1400px}
svg.graph{max-width:none;height:auto}svg .g-edge{fill:none;stroke:#868e96;stroke-width:1}svg .g-arrow{fill:#868e96}
svg .g-node{stroke:#495057;stroke-width:0.8}svg .g-label{fill:#1f2328;font-family:"DejaVu Sans",Helvetica,Arial,sans-serif}
footer{margin-top:24px;color:var(--muted);font-size:12px}
@media print{body{max-width:none;padding:0;font-size:11px;background:#fff;color:#000}nav.toc{display:none}
 :root{--bg:#fff;--fg:#000;--muted:#444;--line:#999;--head:#eee;--note:#f4f4f4;--code:#f7f7f7}
 section{break-before:auto}table,pre,.picture{break-inside:auto}thead{display:table-header-group}tr{break-inside:avoid}
 .picture{max-height:none;overflow:visible;border:none}svg.graph{max-width:100%}details.finding{break-inside:avoid}}
)";

void table(QTextStream &s, const ReportTable &t)
{
    s << "<table>";
    if (!t.caption.isEmpty())
        s << "<caption>" << esc(t.caption) << "</caption>";
    s << "<thead><tr>";
    for (qsizetype c = 0; c < t.header.size(); ++c)
        s << ((size_t(c) < t.numeric.size() && t.numeric[size_t(c)]) ? "<th class=\"num\">" : "<th>")
          << esc(t.header[c]) << "</th>";
    s << "</tr></thead><tbody>";
    for (const QStringList &row : t.rows) {
        s << "<tr>";
        for (qsizetype c = 0; c < t.header.size(); ++c)
            s << (c < qsizetype(t.numeric.size()) && t.numeric[size_t(c)] ? "<td class=\"num\">" : "<td>")
              << prose(row.value(c)) << "</td>";
        s << "</tr>";
    }
    s << "</tbody>";
    if (t.omittedRows > 0)
        s << "<tfoot><tr><td colspan=\"" << t.header.size() << "\">"
          << esc(Tr::tr("%n more row(s) not shown; the JSON report has them all.", nullptr, t.omittedRows))
          << "</td></tr></tfoot>";
    s << "</table>";
}

void block(QTextStream &s, const ReportBlock &b, const ReportDocument &doc)
{
    switch (b.kind) {
    case ReportBlock::Kind::Paragraph:
        s << "<p>" << prose(b.text) << "</p>";
        break;
    case ReportBlock::Kind::Note:
        s << "<p class=\"note\">" << prose(b.text) << "</p>";
        break;
    case ReportBlock::Kind::Items:
        s << (b.numbered ? "<ol class=\"items\">" : "<ul class=\"items\">");
        for (const ReportItem &it : b.items) {
            s << "<li><strong>" << prose(it.title) << "</strong>";
            for (const QString &l : it.lines)
                s << "<span class=\"sub\">" << prose(l) << "</span>";
            s << "</li>";
        }
        s << (b.numbered ? "</ol>" : "</ul>");
        break;
    case ReportBlock::Kind::Table:
        table(s, b.table);
        break;
    case ReportBlock::Kind::Code: {
        s << "<pre><code>";
        const QStringList lines = b.text.split(u'\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (b.firstLine > 0)
                s << "<span class=\"ln\">" << (b.firstLine + i) << "</span>";
            s << esc(lines[i]) << (i + 1 < lines.size() ? "\n" : "");
        }
        s << "</code></pre>";
        break;
    }
    case ReportBlock::Kind::Picture:
        if (doc.data && b.picture >= 0 && b.picture < int(doc.data->graphs.size())) {
            const ReportGraph &g = doc.data->graphs[size_t(b.picture)];
            s << "<div class=\"picture\">" << graphSvg(g.layout, QStringLiteral("g%1").arg(b.picture), g.id)
              << "</div>";
        }
        break;
    case ReportBlock::Kind::Details:
        s << (b.open ? "<details class=\"finding\" open>" : "<details class=\"finding\">") << "<summary>" << esc(b.text)
          << "</summary>";
        for (const ReportBlock &c : b.children)
            block(s, c, doc);
        s << "</details>";
        break;
    }
}

} // namespace

QByteArray reportHtml(const ReportDocument &doc)
{
    QString out;
    QTextStream s(&out);
    const QString lang = doc.data && !doc.data->language.isEmpty() ? doc.data->language : QStringLiteral("en");
    s << "<!DOCTYPE html>\n<html lang=\"" << esc(QString(lang).replace(u'_', u'-'))
      << "\"><head><meta charset=\"utf-8\">\n"
      << "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
         "img-src 'none'; script-src 'none'; object-src 'none'; frame-src 'none'; base-uri 'none'; form-action "
         "'none'\">\n"
      << "<meta name=\"referrer\" content=\"no-referrer\">\n"
      << "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      << "<meta name=\"color-scheme\" content=\"light dark\">\n"
      << "<meta name=\"generator\" content=\"CompileScope\">\n"
      << "<title>" << esc(doc.title) << "</title>\n<style>" << Css << "</style></head>\n<body>\n";
    s << "<header><h1>" << esc(doc.title) << "</h1><dl class=\"meta\">";
    for (const auto &[label, value] : doc.meta)
        s << "<dt>" << esc(label) << "</dt><dd>" << esc(value) << "</dd>";
    s << "</dl></header>\n";
    s << "<nav class=\"toc\"><strong>" << esc(Tr::tr("Contents")) << "</strong><ol>";
    for (const ReportDocSection &sec : doc.sections)
        s << "<li><a href=\"#s-" << esc(sec.key) << "\">" << esc(sec.title) << "</a></li>";
    s << "</ol></nav>\n<main>\n";
    for (const ReportDocSection &sec : doc.sections) {
        s << "<section id=\"s-" << esc(sec.key) << "\"><details open><summary><h2>" << esc(sec.title)
          << "</h2></summary>\n";
        for (const ReportBlock &b : sec.blocks)
            block(s, b, doc);
        s << "</details></section>\n";
    }
    s << "</main>\n<footer>"
      << esc(Tr::tr("Made by CompileScope from the run's own records. Text from the traces is shown as plain text; "
                    "addresses in it are not links."))
      << "</footer>\n</body></html>\n";
    s.flush();
    return out.toUtf8();
}

} // namespace cs
