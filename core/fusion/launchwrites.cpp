#include "core/fusion/launchwrites.h"

#include "core/util/pythontext.h"

#include <QRegularExpression>

namespace cs {
namespace {

// The text between the parenthesis that opens at `line`:`col` and the one that closes it,
// across lines.
template <typename Lines> QString parenthesised(const Lines &lines, int line, qsizetype col, int lastLine)
{
    QString out;
    int depth = 0;
    for (int i = line; i < lastLine && i < lines.size(); ++i) {
        const QString &t = lines[i];
        qsizetype from = -1; // where this line's text inside the parentheses starts
        for (qsizetype c = (i == line ? col : 0); c < t.size(); ++c) {
            const QChar ch = t[c];
            if (ch == u'(') {
                if (depth++ == 0) {
                    from = c + 1;
                    continue;
                }
            } else if (ch == u')' && --depth == 0) {
                out += QStringView(t).mid(from, c - from);
                return out;
            }
            if (depth > 0 && from < 0)
                from = c;
        }
        if (from >= 0)
            out += QStringView(t).mid(from);
        out += u' ';
    }
    return {};
}

// Top-level comma-separated parts, trimmed, without an empty last one (a trailing comma).
QStringList splitTop(QStringView text)
{
    QStringList out;
    qsizetype start = 0;
    const auto add = [&](qsizetype end) {
        if (const QStringView t = text.mid(start, end - start).trimmed(); !t.isEmpty())
            out << t.toString();
        start = end + 1;
    };
    forEachTopLevel(text, [&](qsizetype i) {
        if (text[i] == u',')
            add(i);
        return true;
    });
    add(text.size());
    return out;
}

} // namespace

// By hand, not by a regular expression: it runs on every argument of every launch.
bool isKeywordArgument(const QString &arg)
{
    if (arg.isEmpty() || !isAsciiWordChar(arg[0]) || (arg[0] >= u'0' && arg[0] <= u'9'))
        return false;
    qsizetype i = 1;
    while (i < arg.size() && isAsciiWordChar(arg[i]))
        ++i;
    // \s: the whitespace PCRE2 knows without Unicode properties.
    while (i < arg.size()
        && (arg[i] == u' ' || arg[i] == u'\t' || arg[i] == u'\n' || arg[i] == u'\r' || arg[i] == u'\v'
            || arg[i] == u'\f'))
        ++i;
    return i < arg.size() && arg[i] == u'=' && (i + 1 == arg.size() || arg[i + 1] != u'=');
}

namespace {

QStringList tritonParameters(const QString &list)
{
    QStringList out;
    for (const QString &p : splitTop(list))
        if (!p.contains(QLatin1String("constexpr")))
            out << p.section(u':', 0, 0).trimmed();
    return out;
}

QStringList cppParameters(const QString &list)
{
    static const QRegularExpression last(QStringLiteral(R"((\w+)\s*$)"));
    QStringList out;
    for (const QString &p : splitTop(list))
        out << last.match(p).captured(1);
    return out;
}

} // namespace

QHash<QString, QStringList> kernelParameters(const OutputCode &code, const CodeLines &lines)
{
    static const QRegularExpression cppKernel(QStringLiteral(R"(extern "C"\s+\S*\s*void\s+\w+\()"));
    QHash<QString, QStringList> out;
    // AOTInductor: C++ kernels defined in the same source (`extern "C" void cpp_fused_x(...)`)
    // and the Triton launchers (`static inline void call_triton_x(... in_ptr0, ... out_ptr0,`).
    static const QRegularExpression defined(
        QStringLiteral(R"(^(?:extern "C"\s+\S*\s*|static inline\s+)void\s+(?:call_)?(\w+)\()"));
    for (int i = 0; i < lines.size(); ++i) {
        // Only a line that starts as the pattern does is matched (a wrapper holds thousands).
        if (!lines.raw(i).starts_with("extern \"C\"") && !lines.raw(i).starts_with("static inline"))
            continue;
        if (const auto m = defined.match(lines[i]);
            m.hasMatch() && m.captured(1) != QLatin1String("kernel") && !out.contains(m.captured(1)))
            out.insert(m.captured(1), cppParameters(parenthesised(lines, i, m.capturedEnd() - 1, int(lines.size()))));
    }
    for (const KernelDef &k : code.kernels) {
        const int first = k.line; // 0-based: the line after `<name> = async_compile...(`
        const int last = k.endLine > k.line ? k.endLine : static_cast<int>(lines.size());
        const bool triton = k.kind == QLatin1String("triton");
        const bool cpp = k.kind.startsWith(QLatin1String("cpp"));
        if (!triton && !cpp)
            continue;
        for (int i = first; i < last && i < lines.size(); ++i) {
            const std::string_view raw = lines.raw(i);
            if (triton && raw.starts_with("def ")) {
                out.insert(k.name, tritonParameters(parenthesised(lines, i, lines[i].indexOf(u'('), last)));
                break;
            }
            if (cpp && raw.find("extern \"C\"") != std::string_view::npos) {
                if (const auto m = cppKernel.match(lines[i]); m.hasMatch()) {
                    out.insert(k.name, cppParameters(parenthesised(lines, i, m.capturedEnd() - 1, last)));
                    break;
                }
            }
        }
    }
    return out;
}

QStringList callArguments(const QString &line, qsizetype open)
{
    if (open < 0)
        return {};
    return splitTop(parenthesised(QStringList { line }, 0, open, 1));
}

QString argumentBuffer(const QString &arg)
{
    // Python: `buf3`, `reinterpret_tensor(buf3, ...)`; AOTInductor C++: `(float*)(buf3.data_ptr())`.
    static const QRegularExpression name(QStringLiteral(
        R"(^(?:\(\s*(?:const\s+)?[\w:]+\s*\*\s*\)\s*\(?\s*)?(?:reinterpret_tensor\(\s*)?([A-Za-z_]\w*)\s*(?:,|\)|$|\.data_ptr\(\)))"));
    const auto m = name.match(arg.trimmed());
    return m.hasMatch() ? m.captured(1) : QString();
}

QStringList writtenBy(const QString &line, const QString &kernel, bool external, const QStringList *params, bool &known)
{
    QStringList out;
    known = false;
    const qsizetype at = line.indexOf(kernel);
    if (at < 0)
        return out;
    const qsizetype open = line.indexOf(u'(', at + kernel.size());
    const QStringList args = callArguments(line, open);
    auto add = [&out](const QString &b) {
        if (!b.isEmpty() && !out.contains(b))
            out << b;
    };
    if (external && kernel.startsWith(QLatin1String("aoti_torch_"))) {
        // AOTInductor's C shim: `aoti_torch_cpu_addmm_out(buf5, ...)` writes its first
        // argument; an allocating call hands its result back through `&buf2_handle`.
        static const QRegularExpression handle(QStringLiteral(R"(^&([A-Za-z_]\w*)_handle$)"));
        if (kernel.endsWith(QLatin1String("_out")) && !args.isEmpty())
            add(argumentBuffer(args.front()));
        for (const QString &a : args)
            if (const auto m = handle.match(a); m.hasMatch())
                add(m.captured(1));
        known = !out.isEmpty();
        return out;
    }
    if (external) {
        known = true;
        static const QRegularExpression assigned(QStringLiteral(R"(^\s*([A-Za-z_]\w*)\s*=\s*[\w.]+\()"));
        if (const auto m = assigned.match(line); m.hasMatch())
            add(m.captured(1));
        for (const QString &a : args)
            if (a.startsWith(QLatin1String("out=")) || a.startsWith(QLatin1String("out ="))) {
                const QString value = a.section(u'=', 1).trimmed();
                if (value.startsWith(u'(') || value.startsWith(u'['))
                    for (const QString &v : splitTop(value.mid(1, value.size() - 2)))
                        add(argumentBuffer(v));
                else
                    add(argumentBuffer(value));
            }
        return out;
    }
    if (!params)
        return out;
    known = true;
    qsizetype p = 0;
    for (const QString &a : args) {
        if (isKeywordArgument(a))
            continue;
        if (p >= params->size())
            break;
        const QString &param = (*params)[p++];
        if (param.startsWith(QLatin1String("out_ptr")) || param.startsWith(QLatin1String("in_out_ptr")))
            add(argumentBuffer(a));
    }
    return out;
}

} // namespace cs
