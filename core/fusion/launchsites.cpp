#include "core/fusion/launchsites.h"

#include "core/analysis/outputcode.h"
#include "core/fusion/codelines.h"
#include "core/fusion/launchwrites.h"
#include "core/util/pythontext.h"
#include "core/util/textlines.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <map>
#include <vector>

namespace cs {
namespace {

// Launches the code parser lists, plus what it does not: extern calls whose result is
// assigned, and the calls of AOTInductor's C++ wrapper. In line order.
QList<KernelLaunch> allLaunches(const OutputCode &code, const CodeLines &lines, bool cpp)
{
    static const QRegularExpression assigned(
        QStringLiteral(R"(^\s+\w+ = ((?:torch\.ops|extern_kernels|aten)\.[\w.]+)\()"));
    static const QRegularExpression cppCall(QStringLiteral(R"(^\s+(cpp_fused_\w+)\(.*\);\s*$)"));
    static const QRegularExpression tritonCall(QStringLiteral(R"(^\s+call_(triton_\w+)\()"));
    static const QRegularExpression aotiCall(
        QStringLiteral(R"(AOTI_TORCH_ERROR_CODE_CHECK\((aoti_torch_(?:cpu|cuda|xpu|mps)_\w+)\()"));
    QList<KernelLaunch> out = code.launches;
    std::vector<bool> known(static_cast<size_t>(lines.size()) + 2, false);
    for (const KernelLaunch &l : out)
        if (l.line >= 0 && l.line < lines.size() + 2)
            known[static_cast<size_t>(l.line)] = true;
    bool inCall = false;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        // Each line looked at as bytes, and made a QString for a pattern only where the words it
        // needs are on it: the wrapper holds every kernel's source too.
        const std::string_view raw = lines.raw(i);
        // Led by a non-ASCII byte after the blanks: QString's trimming (Unicode spaces) decides.
        const std::string_view lead = asciiLeftTrimmed(raw);
        const bool unicodeLead = !lead.empty() && static_cast<unsigned char>(lead.front()) >= 0x80;
        if ((unicodeLead ? QStringView(lines[i]).trimmed().startsWith(QLatin1String("def call("))
                         : lead.starts_with("def call("))
            || (raw.starts_with("def partition_") && partitionDefined(raw) >= 0))
            inCall = true;
        if (known[static_cast<size_t>(i + 1)])
            continue;
        if (inCall) {
            if (raw.find(" = ") == std::string_view::npos)
                continue;
            if (const auto m = assigned.match(lines[i]); m.hasMatch())
                out << KernelLaunch { m.captured(1), int(i + 1), true };
        } else if (cpp) {
            if (raw.find("cpp_fused_") != std::string_view::npos)
                if (const auto m = cppCall.match(lines[i]); m.hasMatch()) {
                    out << KernelLaunch { m.captured(1), int(i + 1), false };
                    continue;
                }
            if (raw.find("call_triton_") != std::string_view::npos)
                if (const auto t = tritonCall.match(lines[i]); t.hasMatch()) {
                    out << KernelLaunch { t.captured(1), int(i + 1), false };
                    continue;
                }
            if (raw.find("AOTI_TORCH_ERROR_CODE_CHECK(") != std::string_view::npos)
                if (const auto a = aotiCall.match(lines[i]); a.hasMatch())
                    out << KernelLaunch { a.captured(1), int(i + 1), true };
        }
    }
    std::sort(out.begin(), out.end(), [](const KernelLaunch &a, const KernelLaunch &b) { return a.line < b.line; });
    return out;
}

// The identifiers of a line, as \b[A-Za-z_]\w*\b finds them (ASCII word characters): a word
// that starts with a digit holds none.
QSet<QString> identifiers(const QString &line)
{
    QSet<QString> out;
    forEachAsciiWord(line, [&](qsizetype begin, qsizetype end) {
        if (line[begin] < u'0' || line[begin] > u'9')
            out.insert(line.mid(begin, end - begin));
    });
    return out;
}

// `#   h => add, add_1, mul` lines above each kernel definition: the post-grad nodes by kernel.
QHash<QString, QStringList> mappingAbove(const OutputCode &code, const CodeLines &lines)
{
    QHash<QString, QStringList> out;
    for (const KernelDef &k : code.kernels) {
        QStringList nodes;
        QSet<QString> seen; // a comment may name thousands of nodes: no list scan per node
        for (int i = k.line - 2; i >= 0 && i < lines.size(); --i) {
            if (!lines.raw(i).starts_with('#'))
                break;
            const QString &t = lines[i];
            if (const qsizetype arrow = t.indexOf(QLatin1String(" => ")); arrow > 0)
                for (const QString &n : t.mid(arrow + 4).split(QStringLiteral(", "), Qt::SkipEmptyParts))
                    if (const QString node = n.trimmed(); !seen.contains(node)) {
                        seen.insert(node);
                        nodes << node;
                    }
        }
        out.insert(k.name, nodes);
    }
    return out;
}

} // namespace

bool LaunchSite::hasArg(const QString &name) const
{
    if (!m_args)
        m_args = identifiers(text);
    return m_args->contains(name);
}

LaunchSites scanWrapper(std::string_view text, const QString &origin, const QHash<QString, QStringList> &provenance)
{
    LaunchSites out;
    const OutputCode code = parseOutputCode(text, origin);
    const CodeLines lines(text);
    for (const KernelDef &k : code.kernels)
        out.definitions.insert(k.name, k.line);
    out.sourceMapping = mappingAbove(code, lines);
    const QHash<QString, QStringList> params = kernelParameters(code, lines);
    static const QRegularExpression item(QStringLiteral(R"(^\s+([A-Za-z_]\w*) = ([A-Za-z_]\w*)\[\d+\]\s*$)"));
    for (qsizetype i = 0; i < lines.size(); ++i)
        if (const std::string_view raw = lines.raw(i);
            asciiRightTrimmed(raw).ends_with(']') && raw.find(" = ") != std::string_view::npos)
            if (const auto m = item.match(lines[i]); m.hasMatch())
                out.items.insert(m.captured(1), m.captured(2));
    for (const KernelLaunch &kl : allLaunches(code, lines, text.find("AOTI_") != std::string_view::npos)) {
        LaunchSite l;
        l.kernel = kl.kernel;
        l.line = kl.line;
        l.external = kl.external;
        l.text = lines.value(kl.line - 1);
        const auto p = params.constFind(l.kernel);
        l.written = writtenBy(lines.value(kl.line - 1), l.kernel, l.external,
            p == params.constEnd() ? nullptr : &p.value(), l.writtenKnown);
        for (int i = kl.line - 2; i >= 0 && i >= kl.line - 6; --i) {
            const QString t = lines[i].trimmed();
            if (t.startsWith(QLatin1String("# [Provenance debug handles] "))) {
                const QString entry = t.mid(29);
                const qsizetype colon = entry.lastIndexOf(u':');
                if (entry.left(colon) == l.kernel)
                    l.handle = entry.mid(colon + 1).toInt();
            } else if (t.startsWith(QLatin1String("# Topologically Sorted Source Nodes: ["))
                || t.startsWith(QLatin1String("# Unsorted Source Nodes: ["))) {
                const qsizetype open = t.indexOf(u'['), close = t.indexOf(QLatin1String("], "), open);
                if (close > open)
                    l.sourceNodes = t.mid(open + 1, close - open - 1).split(QStringLiteral(", "), Qt::SkipEmptyParts);
            } else if (t.startsWith(QLatin1String("# Fused node name list: "))) {
                l.fusedNodes = t.mid(24).split(QStringLiteral(", "), Qt::SkipEmptyParts);
            } else if (!t.startsWith(u'#') && !t.startsWith(QLatin1String("stream"))) {
                break;
            }
        }
        out.launches.push_back(std::move(l));
    }
    // Launches without a handle comment take their kernel's provenance entries in order.
    std::map<QString, std::vector<int>> handles;
    for (auto it = provenance.cbegin(); it != provenance.cend(); ++it) {
        const qsizetype colon = it.key().lastIndexOf(u':');
        if (colon > 0)
            handles[it.key().left(colon)].push_back(it.key().mid(colon + 1).toInt());
    }
    for (auto &[kernel, list] : handles)
        std::sort(list.begin(), list.end());
    std::map<QString, size_t> next;
    for (LaunchSite &l : out.launches) {
        auto it = handles.find(l.kernel);
        if (l.handle >= 0 || it == handles.end())
            continue;
        size_t &n = next[l.kernel];
        if (n < it->second.size())
            l.handle = it->second[n++];
    }
    return out;
}

} // namespace cs
