#pragma once

#include <QString>

namespace cs {

// Trace text made inert for any sink that shows it (views, reports): C0/C1 controls, DEL,
// bidi embeddings, overrides and isolates and the other invisible direction marks become
// visible `\xNN` / `\uNNNN` escapes, and long text is elided in the middle, saying how much
// is left out. Markup escaping is the sink's job (HTML, Markdown); viewers::DisplayText
// builds on this for widgets.
struct InertText {
    // One line: controls escaped, line breaks shown as ⏎, tabs as spaces, elided to `maxChars`.
    static QString line(const QString &s, int maxChars);
    // Several lines (line breaks and tabs kept), controls escaped, elided to `maxChars`.
    static QString block(const QString &s, int maxChars);
    // Controls and invisible direction marks as visible escapes; nothing else changes.
    static QString escapeControls(const QString &s, bool keepLineBreaks);
    // Middle elision: the start and the end of `s`, and how many characters are left out; below
    // CountedElisionChars, the start and an ellipsis.
    static constexpr int CountedElisionChars = 80;
    static QString elide(const QString &s, int maxChars);
    static bool isEscapedChar(char32_t c, bool keepLineBreaks);
};

} // namespace cs
