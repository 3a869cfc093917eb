#include "core/analysis/outputcode.h"
#include "core/model/tracelog.h"
#include "core/util/findtext.h"
#include "core/util/pythontext.h"
#include "core/util/textlines.h"

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
    while ((pos = findText(code, marker, pos)) != std::string_view::npos) {
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

using sv = std::string_view;

QString qs(sv v)
{
    return QString::fromUtf8(v.data(), static_cast<qsizetype>(v.size()));
}

// A letter or digit of any script (UTF-8 bytes of non-ASCII letters count), or '_'.
bool isNameByte(char c)
{
    return isIdentChar(c) || static_cast<unsigned char>(c) >= 0x80;
}

QStringList bracketList(sv text, sv label)
{
    // "<label>: [a, b, c]" -> {a, b, c}; empty names (", ,") are kept out.
    const std::string key = std::string(label) + ": [";
    const size_t at = text.find(key);
    if (at == sv::npos)
        return {};
    const size_t open = at + key.size();
    const size_t close = text.find(']', open);
    if (close == sv::npos)
        return {};
    QStringList out;
    const sv inner = text.substr(open, close - open);
    for (size_t from = 0;;) {
        const size_t comma = inner.find(',', from);
        if (const sv t = asciiTrimmed(inner.substr(from, comma == sv::npos ? sv::npos : comma - from)); !t.empty())
            out << qs(t);
        if (comma == sv::npos)
            break;
        from = comma + 1;
    }
    return out;
}

// `extern_kernels.mm(`, `aten.randint.low_out(`, `torch.ops.aten._scaled_dot_product_cudnn_attention.default(`.
bool isExternCall(sv t)
{
    if (!t.starts_with("extern_kernels.") && !t.starts_with("aten.") && !t.starts_with("torch.ops."))
        return false;
    const size_t paren = t.find('(');
    if (paren == sv::npos || paren == 0)
        return false;
    for (size_t i = 0; i < paren; ++i)
        if (!isNameByte(t[i]) && t[i] != '.')
            return false;
    return true;
}

sv identifierBefore(sv line, size_t end)
{
    size_t start = end;
    while (start > 0 && isNameByte(line[start - 1]))
        --start;
    return line.substr(start, end - start);
}

size_t countOf(sv text, sv what)
{
    size_t n = 0;
    for (size_t at = findText(text, what); at != sv::npos; at = findText(text, what, at + what.size()))
        ++n;
    return n;
}

} // namespace

int partitionDefined(std::string_view line)
{
    constexpr sv head = "def partition_";
    if (!line.starts_with(head))
        return -1;
    int n = 0;
    size_t i = head.size();
    for (; i < line.size() && line[i] >= '0' && line[i] <= '9' && n < 1000000; ++i)
        n = n * 10 + (line[i] - '0');
    return i > head.size() && i < line.size() && line[i] == '(' ? n : -1;
}

namespace {

// Works on the payload's bytes, line by line, and makes strings only of what it keeps: output
// code is read for every compile of a log when it opens (kernel counts), gigabytes of it.
struct OutputCodeReader {
    OutputCode out;
    sv kernelPath, sourceNodesLine;
    int openKernel = -1; // index of the kernel whose source is being read
    bool inCall = false;
    int partition = -1; // the partition_N function being read
    int lineNo = 0;

    // One line; `l` must stay valid until the reader is done (the views it keeps point into it).
    void line(sv l)
    {
        constexpr sv quotes = "'''";
        const int i = lineNo++;
        const sv t = asciiTrimmed(l);
        if (openKernel >= 0) {
            // Inside the kernel's source string: only its decorator matters here.
            if (t.starts_with(quotes)) {
                out.kernels[openKernel].endLine = i + 1;
                openKernel = -1;
            } else if (t.starts_with("@triton_heuristics.")) {
                const size_t dot = t.find('.');
                const size_t paren = t.find('(', dot);
                out.kernels[openKernel].heuristic
                    = qs(t.substr(dot + 1, paren == sv::npos ? sv::npos : paren - dot - 1));
            }
            return;
        }
        if (i == 0 && t.starts_with("# AOT ID: ['")) {
            const size_t end = t.find('\'', 12);
            out.aotId = qs(t.substr(12, end == sv::npos ? sv::npos : end - 12));
        }
        if (t.starts_with("# kernel path: ")) {
            kernelPath = t.substr(15);
            return;
        }
        if (t.starts_with("# Topologically Sorted Source Nodes:") || t.starts_with("# Unsorted Source Nodes:")) {
            sourceNodesLine = t;
            return;
        }
        constexpr sv marker = " = async_compile.";
        // A kernel's definition is a line of the module's top level (most lines are indented).
        if (const size_t at = l.empty() || l.front() == ' ' ? sv::npos : l.find(marker); at != sv::npos && at > 0) {
            const size_t kindEnd = l.find('(', at);
            const sv kind = l.substr(at + marker.size(), kindEnd == sv::npos ? sv::npos : kindEnd - at - marker.size());
            if (kind != "wait" && kindEnd != sv::npos) {
                KernelDef k;
                k.name = qs(asciiTrimmed(l.substr(0, at)));
                k.kind = qs(kind);
                k.kernelPath = qs(kernelPath);
                k.sourceNodes = bracketList(sourceNodesLine,
                    sourceNodesLine.find("Unsorted") != sv::npos ? sv("Unsorted Source Nodes")
                                                                 : sv("Topologically Sorted Source Nodes"));
                k.atenOps = bracketList(sourceNodesLine, "Original ATen");
                k.line = i + 1;
                out.kernels << k;
                // The source string opens on this line and closes on a later one.
                if (countOf(l, quotes) == 1)
                    openKernel = static_cast<int>(out.kernels.size() - 1);
            }
            kernelPath = {};
            sourceNodesLine = {};
            return;
        }
        if (const int p = partitionDefined(l); p >= 0) {
            inCall = true;
            partition = p;
            out.partitions = std::max(out.partitions, p + 1);
            return;
        }
        if (t.starts_with("def call(")) {
            inCall = true;
            partition = -1;
        } else if (!l.starts_with(' ') && !t.empty() && !t.starts_with('#') && !t.starts_with("class ")) {
            inCall = false;
        }
        if (!inCall)
            return;
        const qsizetype before = out.launches.size();
        // Launches inside call(): <kernel>.run(...), <cpp kernel>(...), extern_kernels.<op>(...)
        if (const size_t run = t.find(".run("); run != sv::npos && run > 0) {
            if (const sv name = identifierBefore(t, run); !name.empty())
                out.launches << KernelLaunch { qs(name), i + 1, false };
        } else if (t.starts_with("extern_kernels.") || t.starts_with("aten.") || t.starts_with("torch.ops.")) {
            if (const size_t paren = t.find('('); paren != sv::npos && paren > 0)
                out.launches << KernelLaunch { qs(t.substr(0, paren)), i + 1, true };
        } else if (const size_t eq = t.find(" = "); eq != sv::npos && eq > 0 && isExternCall(t.substr(eq + 3))) {
            // An extern call whose result is assigned: `buf17 = torch.ops.aten._scaled_dot_product_...(`
            const sv call = t.substr(eq + 3);
            out.launches << KernelLaunch { qs(call.substr(0, call.find('('))), i + 1, true };
        } else if (t.starts_with("cpp_fused_")) {
            if (const size_t paren = t.find('('); paren != sv::npos && paren > 0)
                out.launches << KernelLaunch { qs(t.substr(0, paren)), i + 1, false };
        }
        for (qsizetype k = before; k < out.launches.size(); ++k)
            out.launches[k].partition = partition;
    }

    // The lines of `text` from `from` to `to` (line starts, or `to` at its end) that
    // forEachPayloadLine passes on: those led by a TAB (a record's empty, CR-only or NUL lines
    // are not lines of its payload).
    static int payloadLinesIn(sv text, size_t from, size_t to)
    {
        int n = 0;
        while (from < to) {
            n += text[from] == '\t';
            const size_t nl = text.find('\n', from);
            if (nl == sv::npos || nl + 1 >= to)
                break;
            from = nl + 1;
        }
        return n;
    }

    // Inside a kernel's source string only two kinds of line matter: its `@triton_heuristics.`
    // decorator and the `'''` line that closes it. Most of a module's lines are kernel source:
    // the lines before the closing one are found by search, not read one by one (each line is
    // looked at once at most, whatever it holds). `raw` starts at a line of a trace payload;
    // returns the bytes of the whole lines passed over (the closing line is left to line()).
    size_t skipSource(sv raw)
    {
        constexpr sv quotes = "'''";
        size_t stop = raw.size();
        for (size_t from = 0; from < raw.size();) {
            const size_t q = raw.find(quotes, from);
            if (q == sv::npos)
                break;
            const size_t nl = raw.rfind('\n', q);
            const size_t start = nl == sv::npos ? 0 : nl + 1;
            if (raw[start] == '\t' && asciiTrimmed(raw.substr(start + 1, q - start - 1)).empty()) {
                stop = start; // a payload line whose text starts with '''
                break;
            }
            const size_t next = raw.find('\n', q);
            if (next == sv::npos)
                break;
            from = next + 1;
        }
        const sv passed = raw.substr(0, stop);
        const int base = lineNo;
        int counted = 0;
        size_t countedTo = 0;
        // Decorators, each read by line() at its own number.
        constexpr sv decorator = "@triton_heuristics.";
        for (size_t at = findText(passed, decorator); at != sv::npos;) {
            const size_t nl = passed.rfind('\n', at);
            const size_t start = nl == sv::npos ? 0 : nl + 1;
            const size_t end = std::min(passed.find('\n', at), passed.size());
            sv l = passed.substr(start, end - start);
            if (l.starts_with('\t')) {
                counted += payloadLinesIn(passed, countedTo, start);
                countedTo = start;
                lineNo = base + counted;
                if (l.back() == '\r')
                    l.remove_suffix(1);
                line(l.substr(1));
            }
            at = end < passed.size() ? findText(passed, decorator, end) : sv::npos;
        }
        counted += payloadLinesIn(passed, countedTo, passed.size());
        lineNo = base + counted;
        return stop;
    }

    OutputCode finish()
    {
        out.lines = lineNo;
        return std::move(out);
    }
};

} // namespace

OutputCode parseOutputCode(std::string_view text, const QString &path)
{
    OutputCodeReader reader;
    reader.out.path = path;
    for (size_t from = 0; from <= text.size();) {
        const size_t nl = text.find('\n', from);
        const sv l = text.substr(from, nl == sv::npos ? sv::npos : nl - from);
        from = nl == sv::npos ? text.size() + 1 : nl + 1;
        reader.line(l);
    }
    return reader.finish();
}

OutputCode parseOutputCode(const TraceLog &log, const TraceRecord &r)
{
    OutputCodeReader reader;
    if (r.hasPayload && r.payloadEnd > r.payloadBegin) {
        // forEachPayloadLine's lines, with a kernel's source passed over by search.
        const sv raw = log.source->slice(r.payloadBegin, r.payloadEnd);
        for (size_t pos = 0; pos < raw.size();) {
            if (reader.openKernel >= 0) {
                const size_t skipped = reader.skipSource(raw.substr(pos));
                pos += skipped;
                if (pos >= raw.size())
                    break;
            }
            size_t nl = raw.find('\n', pos);
            if (nl == sv::npos)
                nl = raw.size();
            sv l = raw.substr(pos, nl - pos);
            if (!l.empty() && l.back() == '\r')
                l.remove_suffix(1);
            if (!l.empty() && l.front() == '\t')
                reader.line(l.substr(1));
            pos = nl + 1;
        }
    }
    if (reader.lineNo == 0)
        reader.line({}); // as the text of an empty payload reads: one empty line
    return reader.finish();
}

QString kernelDefinitionText(const QStringList &lines, const KernelDef &kernel)
{
    return lines.mid(kernel.line - 1, kernel.endLine - kernel.line + 1).join(QLatin1Char('\n'));
}

namespace {

// `word` replaced where a regular expression \\bword\\b would match (ASCII word characters),
// without building one: a kernel name from a trace can be longer than a pattern may be. A name
// of word characters (every name Inductor makes) is compared with each identifier of the text,
// one pass whatever its length; another name is searched for, up to a length.
QString replaceWholeWord(const QString &text, const QString &word, const QString &with)
{
    const bool identifier = std::all_of(word.begin(), word.end(), isAsciiWordChar);
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
        forEachAsciiWord(text, [&](qsizetype begin, qsizetype end) {
            if (end - begin == word.size() && QStringView(text).mid(begin, end - begin) == word)
                take(begin, end);
        });
    } else {
        for (qsizetype at = text.indexOf(word); at >= 0; at = text.indexOf(word, std::max(at + 1, from))) {
            const qsizetype end = at + word.size();
            const bool startEdge = (at > 0 && isAsciiWordChar(text[at - 1])) != isAsciiWordChar(word.front());
            const bool endEdge = (end < text.size() && isAsciiWordChar(text[end])) != isAsciiWordChar(word.back());
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
