#pragma once

#include <QString>

class QLabel;

namespace cs::viewers {

// Every string from a trace goes through here before a view shows it. A trace is untrusted:
// a name can carry markup that Qt would render (tooltips, labels and chart labels guess rich
// text from the string itself), bidi overrides that reorder what follows (`evil\u202egnp.exe.py`
// reads `evilyp.exe.png`), terminal escapes, or be a megabyte long (text layout of one such
// string takes seconds, every paint). So text for display is
//   - escaped: C0/C1 controls, DEL, bidi embeddings, overrides and isolates, and the other
//     invisible direction marks become visible `\xNN` / `\uNNNN`;
//   - elided in the middle to a length that suits where it is shown, saying how much is left
//     out; the full text stays in the model and goes to the clipboard (full text on demand);
//   - plain, or HTML-escaped for a rich-text sink.
// Views of any kind (item models, labels, charts, HTML builders, dialogs) use these.
struct DisplayText {
    // Limits, in characters, for the places text is shown.
    static constexpr int CellChars = 240; // a table cell, a label, a title, a chart axis
    static constexpr int ToolTipChars = 2000;
    static constexpr int DetailChars = 4000; // one field of a details pane (Copy as Text has it all)

    // One line: controls escaped, line breaks shown as ⏎, tabs as spaces, elided to `maxChars`.
    static QString line(const QString &s, int maxChars = CellChars);
    // Several lines (line breaks kept, tabs kept), controls escaped, elided to `maxChars`.
    static QString block(const QString &s, int maxChars = DetailChars);
    // Source code for a code pane: controls escaped, line breaks and tabs kept, and each line
    // longer than `maxLineChars` elided in the middle (generated code can carry a 1 MiB name, and
    // laying out one such line takes seconds); short lines stay exactly as they are.
    static QString code(const QString &s, int maxLineChars = DetailChars);
    // block() or line() for a rich-text sink: HTML-escaped.
    static QString html(const QString &s, int maxChars = DetailChars);
    static QString htmlLine(const QString &s, int maxChars = CellChars);
    // A tooltip shown as plain text whatever the string looks like: block(), then wrapped in
    // a rich-text paragraph of its escaped text (Qt then wraps long lines instead of drawing
    // a tooltip as wide as the screen).
    static QString toolTip(const QString &s, int maxChars = ToolTipChars);
    // A label that shows trace text: plain text format, selectable, tooltip with the longer text.
    static void setLabel(QLabel *label, const QString &s, int maxChars = CellChars);

    // Controls and invisible direction marks as visible escapes; nothing else changes.
    static QString escapeControls(const QString &s, bool keepLineBreaks);
    // Middle elision: the start and the end of `s`, and how many characters are left out; below
    // CountedElisionChars, the start and an ellipsis.
    static constexpr int CountedElisionChars = 80;
    static QString elide(const QString &s, int maxChars);
    static bool isEscapedChar(char32_t c, bool keepLineBreaks);
};

} // namespace cs::viewers
