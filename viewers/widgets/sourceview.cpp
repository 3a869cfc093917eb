#include "viewers/widgets/sourceview.h"

#include "viewers/displaytext.h"

#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QTextBlock>

namespace cs::viewers {

SourceView::SourceView(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
}

bool SourceView::showLocation(const QString &file, int line, const QString &recorded, const QString &lineText)
{
    setExtraSelections({});
    // A message (no file, another version) wraps to the pane; a numbered file keeps its lines.
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    auto it = m_cache.find(file);
    if (it == m_cache.end()) {
        QFile f(file);
        QString text;
        // Read as text, never run; bidi and control characters shown (a "Trojan source" line
        // reads as what it is).
        if (!file.isEmpty() && f.size() < (8 << 20) && f.open(QIODevice::ReadOnly | QIODevice::Text))
            text = DisplayText::escapeControls(QString::fromUtf8(f.readAll()), true);
        it = m_cache.insert(file, text);
    }
    if (it->isEmpty() || line <= 0) {
        // A trace that names no file (a generated frame, an older record) says so, never " is not on this machine".
        setPlainText(recorded.isEmpty() ? tr("(no source recorded)")
                : file.trimmed().isEmpty()
                ? tr("The trace names no source file; as recorded:\n\n%1").arg(DisplayText::block(recorded))
                : !QFileInfo(file).isFile()
                ? tr("%1 is not on this machine; as recorded:\n\n%2")
                      .arg(DisplayText::line(file), DisplayText::block(recorded))
                : tr("%1 (line %2) could not be shown; as recorded:\n\n%3")
                      .arg(DisplayText::line(file), QString::number(line), DisplayText::block(recorded)));
        return false;
    }
    // Number the lines so the location reads like an editor's.
    const QStringList lines = it->split(QLatin1Char('\n'));
    QString numbered;
    int header = 0; // lines said before the file's
    const QString expected = DisplayText::escapeControls(lineText, true).trimmed();
    if (!expected.isEmpty() && lines.value(line - 1).trimmed() != expected) {
        // Another version of the file (a library updated since the run): the recorded line nearby.
        int found = -1;
        for (int d = 1; d <= 200 && found < 0; ++d)
            for (const int at : { line - 1 - d, line - 1 + d })
                if (found < 0 && at >= 0 && at < lines.size() && lines[at].trimmed() == expected)
                    found = at + 1;
        if (found < 0) {
            setPlainText(tr("%1 on this machine is not the file the run used: its line %2 reads otherwise (another "
                            "version). The run recorded:\n\n%3")
                             .arg(DisplayText::line(file), QString::number(line),
                                 DisplayText::block(recorded.isEmpty() ? lineText : recorded)));
            return false;
        }
        numbered = tr("This file differs from the one the run used (another version): the recorded line %1 is "
                      "line %2 here.")
                       .arg(QString::number(line), QString::number(found))
            + QStringLiteral("\n\n");
        header = 2;
        line = found;
    }
    const int width = QString::number(lines.size()).size();
    for (qsizetype i = 0; i < lines.size(); ++i)
        numbered += QStringLiteral("%1  %2\n").arg(i + 1, width).arg(lines[i]);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setPlainText(numbered);
    QTextCursor c(document()->findBlockByNumber(header + line - 1));
    QTextEdit::ExtraSelection mark;
    mark.cursor = c;
    mark.format.setBackground(QColor(0xff, 0xf1, 0x76));
    mark.format.setProperty(QTextFormat::FullWidthSelection, true);
    setExtraSelections({ mark });
    setTextCursor(c);
    centerCursor();
    return true;
}

} // namespace cs::viewers
