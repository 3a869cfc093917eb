#pragma once

#include "core/analysis/explain.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace cs {

// `compilescope explain`: what to fix first, ranked, as text. Failures and recompile-limit
// hits come first (that code runs eagerly), then recompiles and graph breaks by the compile
// time they cost.
QString formatExplainText(const Explanation &e);

// What to fix first is read off what could be read: a log cut short or with lines that could not
// be read is said with its first problem's file and line (summary lists them all); a paragraph
// ending in a blank line, or empty when the run was read whole. The CLI's text and the window say it.
QString readInPartNote(const Explanation &e);

// Under the coverage line: each function it counts as capturing nothing, with its compile ids (the
// first eight, then how many more), translated plain text for the CLI and the window.
QStringList emptyFunctionLines(const Coverage &c);

// `compilescope explain --json` (schema in EXPLAIN_JSON.md beside this file).
QByteArray formatExplainJson(const Explanation &e);

} // namespace cs
