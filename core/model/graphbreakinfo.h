#pragma once

#include <QFileInfo>
#include <QList>
#include <QString>
#include <QStringList>

namespace cs {

// `model.py:42`, or `model.py` where no line is known (0: a torch 2.13+ wrapper's function, whose
// first line the log does not hold); empty for no file.
inline QString shortLocation(const QString &file, int line)
{
    if (file.isEmpty())
        return {};
    const QString name = QFileInfo(file).fileName();
    return line > 0 ? name + QLatin1Char(':') + QString::number(line) : name;
}

struct SourceFrame {
    QString file;
    int line = 0;
    QString function;
    QString source; // the line's text as recorded
};

// A `dynamo_graph_break_reason` payload, parsed (FORMATS §2.9). 2.11 records have a
// structured block (type, explanation, hints, link); older ones free text, which lands in
// `reason`. Parsing is lenient: whatever is missing stays empty.
struct GraphBreakInfo {
    QString file; // "Graph break in user code at FILE:LINE"
    int line = 0;
    QString context; // "Graph Break Reason: ..." without the prefix
    QString reason; // the graph-break type (2.11) or the free-text reason (older)
    QString explanation;
    QStringList hints;
    // The classes PyTorch's own hints put this break in (torch/_dynamo/graph_break_hints.py):
    // user_error, dynamo_bug, difficult, fundamental, supportable, caused_by_earlier_break,
    // inference_mode, sparse_tensor. Empty for older logs and breaks without such a hint.
    QStringList hintClasses;
    QString developerContext;
    QString url;
    QString typeId; // gbNNNN from the URL
    QList<SourceFrame> userStack; // outermost first
};

} // namespace cs
