#pragma once

#include "core/report/doc/reportdocument.h"

#include <QByteArray>
#include <QString>

namespace cs {

// One self-contained HTML file: inline CSS and SVG, no script, nothing fetched (a
// Content-Security-Policy forbids both as a second wall), collapsible sections, a table of
// contents, print styles, light and dark. Every text is HTML-escaped.
QByteArray reportHtml(const ReportDocument &doc);

// GitHub-flavoured Markdown for a pull-request comment: at most `maxChars` characters (GitHub's
// limit is 65,536), sections cut from the end and listed when it does not fit. Trace text
// cannot leave its table cell, code block or details element: | ` < > & and Markdown's
// punctuation are escaped, code fences are longer than any backtick run inside, and
// addresses and @mentions are broken so nothing becomes a link or a notification.
constexpr int MarkdownMaxChars = 65536;
QString reportMarkdown(const ReportDocument &doc, int maxChars = MarkdownMaxChars);

// The JSON twin (schema `compilescope.report/1`, REPORT_JSON.md): the report's facts, in
// English, with full trace text (JSON-escaped).
QByteArray reportJson(const ReportData &data);

} // namespace cs
