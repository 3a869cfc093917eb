#pragma once

#include <QString>

#include <vector>

namespace cs {

// Explanations, fixes and PyTorch's hints mark code with backticks (`torch._dynamo.config.x`,
// `DDP(torch.compile(model))`). Every rich sink (HTML report, PDF, the window) draws those
// spans as code rather than showing the backticks; plain sinks (text, Markdown) keep them.
struct CodeSpan {
    QString text;
    bool code = false;
};

// `s` cut into plain and code parts, in order: a code part is the text between two backticks
// on one line; a backtick without its pair stays in the plain text. Empty parts are left out.
std::vector<CodeSpan> codeSpans(const QString &s);

// `s` as HTML with its code spans in <code>: every part escaped by `escape` first (by default
// QString::toHtmlEscaped), so a span holds escaped text only (trace text stays inert).
QString htmlWithCodeSpans(const QString &s, QString (*escape)(const QString &) = nullptr);

} // namespace cs
