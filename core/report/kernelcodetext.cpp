#include "core/report/kernelcodetext.h"

#include "core/util/jsonvalue.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::KernelStack)
};

QString hashOf(const TritonVariant &v)
{
    return QFileInfo(v.dir).fileName();
}

QString variantLine(const TritonVariant &v)
{
    return Tr::tr("Triton cache entry %1 (sm %2, %3 warps, %4 stages%5)")
        .arg(hashOf(v), v.arch.isEmpty() ? QStringLiteral("?") : v.arch, QString::number(v.warps),
            QString::number(v.stages), v.compiled ? QString() : Tr::tr(", no cubin"));
}

QString stageSummary(const KernelStack &s, int i)
{
    const KernelStage &st = s.stages[i];
    if (!st.available())
        return Tr::tr("%1: %2").arg(st.title, st.note);
    if (st.key == QLatin1String("python"))
        return Tr::tr("%1: %n line(s), %2", nullptr, static_cast<int>(st.lines.size())).arg(st.title, st.path);
    QString text = Tr::tr("%1: %n line(s), %2 tied to module lines", nullptr, static_cast<int>(st.lines.size()))
                       .arg(st.title, QString::number(s.linkedLines(i)));
    if (!st.note.isEmpty())
        text += QStringLiteral(" (") + st.note + u')';
    return text;
}

// The module line's text, or "" when the module is not there.
QString moduleText(const KernelStack &s, int line)
{
    const KernelStage &py = s.stages.value(0);
    return line > 0 && line <= py.lines.size() ? py.lines[line - 1].trimmed() : QString();
}

QString overview(const KernelStack &s, const KernelCodeQuery &q)
{
    QString out = s.kernel + u'\n' + variantLine(s.variant) + u'\n';
    for (int i = 0; i < s.stages.size(); ++i)
        out += QStringLiteral("  ") + stageSummary(s, i) + u'\n';
    // Per module line, how many lines of each stage it became; ordered by the last stage present.
    QList<int> stages;
    for (int i = 1; i < s.stages.size(); ++i)
        if (s.stages[i].available())
            stages << i;
    if (stages.isEmpty())
        return out;
    QHash<int, QList<int>> counts; // module line → count per listed stage
    for (int k = 0; k < stages.size(); ++k)
        for (int l = 0; l < s.stages[stages[k]].lines.size(); ++l)
            if (const int m = s.moduleLine(stages[k], l); m > 0) {
                QList<int> &c = counts[m];
                c.resize(stages.size());
                ++c[k];
            }
    QList<int> lines = counts.keys();
    std::sort(lines.begin(), lines.end(), [&](int a, int b) {
        const int ca = counts[a].back(), cb = counts[b].back();
        return ca != cb ? ca > cb : a < b;
    });
    out += u'\n'
        + Tr::tr("Kernel module lines by the %1 lines they became, most first:").arg(s.stages[stages.back()].title)
        + u'\n';
    QString head = QStringLiteral("  %1").arg(Tr::tr("line"), 6);
    for (int k : stages)
        head += QStringLiteral(" %1").arg(s.stages[k].key, 6);
    out += head + QStringLiteral("  ") + Tr::tr("code") + u'\n';
    const int shown = q.top <= 0 ? static_cast<int>(lines.size()) : std::min(q.top, static_cast<int>(lines.size()));
    for (int i = 0; i < shown; ++i) {
        QString row = QStringLiteral("  %1").arg(lines[i], 6);
        for (int c : counts[lines[i]])
            row += QStringLiteral(" %1").arg(c, 6);
        out += row + QStringLiteral("  ") + moduleText(s, lines[i]).left(100) + u'\n';
    }
    if (shown < lines.size())
        out += Tr::tr("  … %n more line(s) (--top 0 lists all)", nullptr, static_cast<int>(lines.size() - shown))
            + u'\n';
    out += u'\n'
        + Tr::tr("--line N: a module line's code in every stage; --stage KEY: one stage whole (%1); --find TEXT: "
                 "search every stage.")
              .arg(QStringLiteral("python, source, ttir, ttgir, llir, ptx, sass"))
        + u'\n';
    return out;
}

QString oneLine(const KernelStack &s, int line, const QString &onlyStage)
{
    QString out = Tr::tr("%1, kernel module line %2:").arg(s.kernel, QString::number(line)) + u'\n';
    out += QStringLiteral("  ") + moduleText(s, line) + QStringLiteral("\n");
    for (int i = 1; i < s.stages.size(); ++i) {
        const KernelStage &st = s.stages[i];
        if (!st.available() || (!onlyStage.isEmpty() && st.key != onlyStage))
            continue;
        const QList<int> mine = s.linesOf(i, line);
        out += u'\n' + Tr::tr("%1: %n line(s)", nullptr, static_cast<int>(mine.size())).arg(st.title) + u'\n';
        for (int l : mine)
            out += QStringLiteral("  %1  %2\n").arg(l + 1, 6).arg(st.lines[l]);
    }
    return out;
}

QString wholeStage(const KernelStack &s, int i)
{
    const KernelStage &st = s.stages[i];
    if (!st.available())
        return Tr::tr("%1: %2").arg(st.title, st.note) + u'\n';
    QString out = Tr::tr("%1 of %2 (%3); the left column is the kernel module line each line comes from:")
                      .arg(st.title, s.kernel, st.path)
        + u'\n';
    for (int l = 0; l < st.lines.size(); ++l) {
        const int m = s.moduleLine(i, l);
        out += QStringLiteral("%1 | %2\n").arg(m > 0 ? QString::number(m) : QString(), 6).arg(st.lines[l]);
    }
    return out;
}

QString found(const KernelStack &s, const QString &text, const QString &onlyStage)
{
    QString out;
    int n = 0;
    for (int i = 0; i < s.stages.size(); ++i)
        for (int l = 0; l < s.stages[i].lines.size() && (onlyStage.isEmpty() || s.stages[i].key == onlyStage); ++l)
            if (s.stages[i].lines[l].contains(text, Qt::CaseInsensitive)) {
                const int m = s.moduleLine(i, l);
                out += QStringLiteral("%1:%2  %3  %4\n")
                           .arg(s.stages[i].key)
                           .arg(l + 1)
                           .arg(m > 0 ? Tr::tr("(line %1)").arg(m) : QStringLiteral("-"))
                           .arg(s.stages[i].lines[l].trimmed());
                ++n;
            }
    QStringList absent;
    for (const KernelStage &st : s.stages)
        if (!st.available() && (onlyStage.isEmpty() || st.key == onlyStage))
            absent << st.title;
    QString head = Tr::tr("%1, lines with \"%2\": %n", nullptr, n).arg(s.kernel, text) + u'\n';
    if (!absent.isEmpty()) // a search of what is not there finds nothing: said, not implied
        head += Tr::tr("Not searched (not there): %1").arg(absent.join(QStringLiteral(", "))) + u'\n';
    return head + out;
}

} // namespace

QString formatKernelCodeText(const KernelStack &stack, const KernelCodeQuery &query)
{
    if (!stack.problem.isEmpty())
        return stack.problem + u'\n';
    // --line and --find each narrowed by --stage; --stage alone: that stage whole.
    if (query.line > 0)
        return oneLine(stack, query.line, query.stage);
    if (!query.find.isEmpty())
        return found(stack, query.find, query.stage);
    if (!query.stage.isEmpty()) {
        const int i = stack.stageIndex(query.stage);
        return i < 0 ? Tr::tr("No stage %1 (%2).")
                           .arg(query.stage, QStringLiteral("python, source, ttir, ttgir, llir, ptx, sass"))
                + u'\n'
                     : wholeStage(stack, i);
    }
    return overview(stack, query);
}

QByteArray formatKernelCodeJson(const KernelStack &s, const KernelCodeQuery &q)
{
    QJsonArray stages;
    for (int i = 0; i < s.stages.size(); ++i) {
        const KernelStage &st = s.stages[i];
        if (!q.stage.isEmpty() && st.key != q.stage)
            continue;
        QJsonArray lines;
        for (int l = 0; l < st.lines.size(); ++l) {
            const int m = s.moduleLine(i, l);
            if ((q.line > 0 && m != q.line)
                || (!q.find.isEmpty() && !st.lines[l].contains(q.find, Qt::CaseInsensitive)))
                continue;
            QJsonObject o { { "n", l + 1 }, { "text", st.lines[l] }, { "line", m > 0 ? QJsonValue(m) : QJsonValue() } };
            const IrLoc &at = st.locs.lines.value(l);
            if (at.known() && m == 0) // inlined from another file (a Triton library function)
                o.insert("elsewhere",
                    QJsonObject { { "file", st.locs.files[at.file] }, { "line", at.line }, { "column", at.column } });
            lines << o;
        }
        stages << QJsonObject { { "key", st.key }, { "title", st.title }, { "path", orNull(st.path) },
            { "note", orNull(st.note) }, { "line_count", static_cast<int>(st.lines.size()) },
            { "linked_lines", s.linkedLines(i) }, { "lines", lines } };
    }
    const TritonVariant &v = s.variant;
    const QJsonObject root { { "schema", "compilescope.kernelcode/1" }, { "kernel", s.kernel },
        { "variant",
            QJsonObject { { "hash", hashOf(v) }, { "dir", v.dir }, { "arch", orNull(v.arch) }, { "warps", v.warps },
                { "stages", v.stages }, { "cubin", v.compiled ? QJsonValue(v.cubin()) : QJsonValue() } } },
        { "module", orNull(s.moduleFile) }, { "query_line", q.line > 0 ? QJsonValue(q.line) : QJsonValue() },
        { "query_find", orNull(q.find) }, { "stages", stages } };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QString formatStackCandidates(const QList<TritonVariant> &variants)
{
    QString out;
    for (const TritonVariant &v : variants)
        out += QStringLiteral("  %1  %2\n").arg(v.name, variantLine(v));
    return out;
}

} // namespace cs
