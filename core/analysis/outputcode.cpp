#include "core/analysis/outputcode.h"

#include <QCryptographicHash>
#include <QRegularExpression>

#include <algorithm>

namespace cs {
namespace {

bool isIdentChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

} // namespace

QList<DefinedKernel> kernelsDefinedIn(std::string_view code)
{
    QList<DefinedKernel> out;
    constexpr std::string_view marker = " = async_compile.";
    size_t pos = 0;
    while ((pos = code.find(marker, pos)) != std::string_view::npos) {
        // The name runs from the line start (after indentation) to the marker.
        size_t lineStart = code.rfind('\n', pos);
        lineStart = lineStart == std::string_view::npos ? 0 : lineStart + 1;
        size_t nameStart = lineStart;
        while (nameStart < pos && (code[nameStart] == ' ' || code[nameStart] == '\t'))
            ++nameStart;
        bool ident = nameStart < pos;
        for (size_t i = nameStart; i < pos; ++i)
            ident = ident && isIdentChar(code[i]);
        size_t kindStart = pos + marker.size();
        size_t kindEnd = kindStart;
        while (kindEnd < code.size() && isIdentChar(code[kindEnd]))
            ++kindEnd;
        // `async_compile.wait(globals())` is a call, not a kernel definition.
        const bool definition = code.substr(kindStart, kindEnd - kindStart) != "wait";
        if (ident && definition && kindEnd < code.size() && code[kindEnd] == '(') {
            const std::string_view name = code.substr(nameStart, pos - nameStart);
            const std::string_view kind = code.substr(kindStart, kindEnd - kindStart);
            out.push_back({ QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())),
                QString::fromUtf8(kind.data(), static_cast<qsizetype>(kind.size())) });
        }
        pos = kindEnd;
    }
    return out;
}

} // namespace cs

namespace cs {
namespace {

QStringList bracketList(const QString &text, const QString &label)
{
    // "<label>: [a, b, c]" -> {a, b, c}; empty names (", ,") are kept out.
    const qsizetype at = text.indexOf(label + QStringLiteral(": ["));
    if (at < 0)
        return {};
    const qsizetype open = at + label.size() + 3;
    const qsizetype close = text.indexOf(QLatin1Char(']'), open);
    if (close < 0)
        return {};
    QStringList out;
    for (const QString &part : text.mid(open, close - open).split(QLatin1Char(',')))
        if (const QString t = part.trimmed(); !t.isEmpty())
            out << t;
    return out;
}

// `extern_kernels.mm(`, `aten.randint.low_out(`, `torch.ops.aten._scaled_dot_product_cudnn_attention.default(`.
bool isExternCall(const QString &t)
{
    if (!t.startsWith(QLatin1String("extern_kernels.")) && !t.startsWith(QLatin1String("aten."))
        && !t.startsWith(QLatin1String("torch.ops.")))
        return false;
    const qsizetype paren = t.indexOf(QLatin1Char('('));
    if (paren <= 0)
        return false;
    for (qsizetype i = 0; i < paren; ++i)
        if (!t[i].isLetterOrNumber() && t[i] != QLatin1Char('_') && t[i] != QLatin1Char('.'))
            return false;
    return true;
}

QString identifierBefore(const QString &line, qsizetype end)
{
    qsizetype start = end;
    while (start > 0 && (line[start - 1].isLetterOrNumber() || line[start - 1] == QLatin1Char('_')))
        --start;
    return line.mid(start, end - start);
}

} // namespace

OutputCode parseOutputCode(std::string_view text, const QString &path)
{
    OutputCode out;
    out.path = path;
    const QString code = QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
    const QStringList lines = code.split(QLatin1Char('\n'));
    out.lines = static_cast<int>(lines.size());
    QString kernelPath, sourceNodesLine;
    int openKernel = -1; // index of the kernel whose source is being read
    bool inCall = false;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &l = lines[i];
        const QString t = l.trimmed();
        if (openKernel >= 0) {
            // Inside the kernel's source string: only its decorator matters here.
            if (t.startsWith(QLatin1String("'''"))) {
                out.kernels[openKernel].endLine = static_cast<int>(i + 1);
                openKernel = -1;
            } else if (t.startsWith(QLatin1String("@triton_heuristics."))) {
                const qsizetype dot = t.indexOf(QLatin1Char('.'));
                const qsizetype paren = t.indexOf(QLatin1Char('('), dot);
                out.kernels[openKernel].heuristic = t.mid(dot + 1, paren < 0 ? -1 : paren - dot - 1);
            }
            continue;
        }
        if (i == 0 && t.startsWith(QLatin1String("# AOT ID: ['"))) {
            const qsizetype end = t.indexOf(QLatin1Char('\''), 12);
            out.aotId = t.mid(12, end - 12);
        }
        if (t.startsWith(QLatin1String("# kernel path: "))) {
            kernelPath = t.mid(15);
            continue;
        }
        if (t.startsWith(QLatin1String("# Topologically Sorted Source Nodes:"))
            || t.startsWith(QLatin1String("# Unsorted Source Nodes:"))) {
            sourceNodesLine = t;
            continue;
        }
        if (const qsizetype at = l.indexOf(QLatin1String(" = async_compile."));
            at > 0 && !l.startsWith(QLatin1Char(' '))) {
            const QString name = l.left(at).trimmed();
            const qsizetype kindEnd = l.indexOf(QLatin1Char('('), at);
            const QString kind = l.mid(at + 17, kindEnd - at - 17);
            if (kind != QLatin1String("wait") && kindEnd > 0) {
                KernelDef k;
                k.name = name;
                k.kind = kind;
                k.kernelPath = kernelPath;
                k.sourceNodes = bracketList(sourceNodesLine,
                    sourceNodesLine.contains(QLatin1String("Unsorted"))
                        ? QStringLiteral("Unsorted Source Nodes")
                        : QStringLiteral("Topologically Sorted Source Nodes"));
                k.atenOps = bracketList(sourceNodesLine, QStringLiteral("Original ATen"));
                k.line = static_cast<int>(i + 1);
                out.kernels << k;
                // The source string opens on this line and closes on a later one.
                if (l.count(QLatin1String("'''")) == 1)
                    openKernel = static_cast<int>(out.kernels.size() - 1);
            }
            kernelPath.clear();
            sourceNodesLine.clear();
            continue;
        }
        if (t.startsWith(QLatin1String("def call(")))
            inCall = true;
        else if (!l.startsWith(QLatin1Char(' ')) && !t.isEmpty() && !t.startsWith(QLatin1Char('#'))
            && !t.startsWith(QLatin1String("class ")))
            inCall = false;
        if (!inCall)
            continue;
        // Launches inside call(): <kernel>.run(...), <cpp kernel>(...), extern_kernels.<op>(...)
        if (const qsizetype run = t.indexOf(QLatin1String(".run(")); run > 0) {
            const QString name = identifierBefore(t, run);
            if (!name.isEmpty())
                out.launches << KernelLaunch { name, static_cast<int>(i + 1), false };
        } else if (t.startsWith(QLatin1String("extern_kernels.")) || t.startsWith(QLatin1String("aten."))
            || t.startsWith(QLatin1String("torch.ops."))) {
            const qsizetype paren = t.indexOf(QLatin1Char('('));
            if (paren > 0)
                out.launches << KernelLaunch { t.left(paren), static_cast<int>(i + 1), true };
        } else if (const qsizetype eq = t.indexOf(QLatin1String(" = ")); eq > 0 && isExternCall(t.mid(eq + 3))) {
            // An extern call whose result is assigned: `buf17 = torch.ops.aten._scaled_dot_product_...(`
            const QString call = t.mid(eq + 3);
            out.launches << KernelLaunch { call.left(call.indexOf(QLatin1Char('('))), static_cast<int>(i + 1), true };
        } else if (t.startsWith(QLatin1String("cpp_fused_"))) {
            const qsizetype paren = t.indexOf(QLatin1Char('('));
            if (paren > 0)
                out.launches << KernelLaunch { t.left(paren), static_cast<int>(i + 1), false };
        }
    }
    return out;
}

QString kernelDefinitionText(const QStringList &lines, const KernelDef &kernel)
{
    return lines.mid(kernel.line - 1, kernel.endLine - kernel.line + 1).join(QLatin1Char('\n'));
}

namespace {

bool isWordChar(QChar c)
{
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
        || (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('_');
}

// `word` replaced where a regular expression \\bword\\b would match (ASCII word characters),
// without building one: a kernel name from a trace can be longer than a pattern may be. A name
// of word characters (every name Inductor makes) is compared with each identifier of the text,
// one pass whatever its length; another name is searched for, up to a length.
QString replaceWholeWord(const QString &text, const QString &word, const QString &with)
{
    const bool identifier = std::all_of(word.begin(), word.end(), isWordChar);
    if (!identifier && word.size() > 4096)
        return text;
    QString out;
    qsizetype from = 0;
    auto take = [&](qsizetype at, qsizetype end) {
        out += QStringView(text).mid(from, at - from);
        out += with;
        from = end;
    };
    if (identifier) {
        for (qsizetype i = 0; i < text.size();) {
            if (!isWordChar(text[i])) {
                ++i;
                continue;
            }
            qsizetype end = i;
            while (end < text.size() && isWordChar(text[end]))
                ++end;
            if (end - i == word.size() && QStringView(text).mid(i, end - i) == word)
                take(i, end);
            i = end;
        }
    } else {
        for (qsizetype at = text.indexOf(word); at >= 0; at = text.indexOf(word, std::max(at + 1, from))) {
            const qsizetype end = at + word.size();
            const bool startEdge = (at > 0 && isWordChar(text[at - 1])) != isWordChar(word.front());
            const bool endEdge = (end < text.size() && isWordChar(text[end])) != isWordChar(word.back());
            if (startEdge && endEdge)
                take(at, end);
        }
    }
    if (from == 0)
        return text;
    out += QStringView(text).mid(from);
    return out;
}

} // namespace

QString kernelCodeHash(const QString &definition, const QString &name)
{
    static const QRegularExpression backendHash(QStringLiteral(R"('backend_hash':\s*'[0-9A-Fa-f]*',?\s*)"));
    QString text = definition;
    text.remove(backendHash);
    if (!name.isEmpty())
        text = replaceWholeWord(text, name, QStringLiteral("KERNEL"));
    return QString::fromLatin1(QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha1).toHex().left(16));
}

} // namespace cs
