#include "core/fusion/launchsites.h"

#include "core/analysis/outputcode.h"
#include "core/fusion/launchwrites.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <map>

namespace cs {
namespace {

// Launches the code parser lists, plus what it does not: extern calls whose result is
// assigned, and the calls of AOTInductor's C++ wrapper. In line order.
QList<KernelLaunch> allLaunches(const OutputCode &code, const QStringList &lines, bool cpp)
{
    static const QRegularExpression assigned(
        QStringLiteral(R"(^\s+\w+ = ((?:torch\.ops|extern_kernels|aten)\.[\w.]+)\()"));
    static const QRegularExpression cppCall(QStringLiteral(R"(^\s+(cpp_fused_\w+)\(.*\);\s*$)"));
    static const QRegularExpression tritonCall(QStringLiteral(R"(^\s+call_(triton_\w+)\()"));
    static const QRegularExpression aotiCall(
        QStringLiteral(R"(AOTI_TORCH_ERROR_CODE_CHECK\((aoti_torch_(?:cpu|cuda|xpu|mps)_\w+)\()"));
    QList<KernelLaunch> out = code.launches;
    QSet<int> known;
    for (const KernelLaunch &l : out)
        known << l.line;
    bool inCall = false;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines[i];
        if (QStringView(line).trimmed().startsWith(QLatin1String("def call("))
            || (line.startsWith(QLatin1String("def partition_")) && partitionDefined(line.toStdString()) >= 0))
            inCall = true;
        if (known.contains(int(i + 1)))
            continue;
        // Each pattern only where the words it needs are on the line: the wrapper holds every
        // kernel's source too, and a regular expression on each of its lines was most of a report.
        if (inCall) {
            if (!line.contains(QLatin1String(" = ")))
                continue;
            if (const auto m = assigned.match(line); m.hasMatch())
                out << KernelLaunch { m.captured(1), int(i + 1), true };
        } else if (cpp) {
            if (line.contains(QLatin1String("cpp_fused_")))
                if (const auto m = cppCall.match(line); m.hasMatch()) {
                    out << KernelLaunch { m.captured(1), int(i + 1), false };
                    continue;
                }
            if (line.contains(QLatin1String("call_triton_")))
                if (const auto t = tritonCall.match(line); t.hasMatch()) {
                    out << KernelLaunch { t.captured(1), int(i + 1), false };
                    continue;
                }
            if (line.contains(QLatin1String("AOTI_TORCH_ERROR_CODE_CHECK(")))
                if (const auto a = aotiCall.match(line); a.hasMatch())
                    out << KernelLaunch { a.captured(1), int(i + 1), true };
        }
    }
    std::sort(out.begin(), out.end(), [](const KernelLaunch &a, const KernelLaunch &b) { return a.line < b.line; });
    return out;
}

// `#   h => add, add_1, mul` lines above each kernel definition: the post-grad nodes by kernel.
QHash<QString, QStringList> mappingAbove(const OutputCode &code, const QStringList &lines)
{
    QHash<QString, QStringList> out;
    for (const KernelDef &k : code.kernels) {
        QStringList nodes;
        QSet<QString> seen; // a comment may name thousands of nodes: no list scan per node
        for (int i = k.line - 2; i >= 0; --i) {
            const QString &t = lines[i];
            if (!t.startsWith(u'#'))
                break;
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

LaunchSites scanWrapper(std::string_view text, const QString &origin, const QHash<QString, QStringList> &provenance)
{
    static const QRegularExpression ident(QStringLiteral(R"(\b[A-Za-z_]\w*\b)"));
    LaunchSites out;
    const OutputCode code = parseOutputCode(text, origin);
    const QStringList lines = QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())).split(u'\n');
    for (const KernelDef &k : code.kernels)
        out.definitions.insert(k.name, k.line);
    out.sourceMapping = mappingAbove(code, lines);
    const QHash<QString, QStringList> params = kernelParameters(code, lines);
    static const QRegularExpression item(QStringLiteral(R"(^\s+([A-Za-z_]\w*) = ([A-Za-z_]\w*)\[\d+\]\s*$)"));
    for (const QString &line : lines)
        if (QStringView(line).trimmed().endsWith(u']') && line.contains(QLatin1String(" = ")))
            if (const auto m = item.match(line); m.hasMatch())
                out.items.insert(m.captured(1), m.captured(2));
    for (const KernelLaunch &kl : allLaunches(code, lines, text.find("AOTI_") != std::string_view::npos)) {
        LaunchSite l;
        l.kernel = kl.kernel;
        l.line = kl.line;
        l.external = kl.external;
        for (auto it = ident.globalMatch(lines.value(kl.line - 1)); it.hasNext();) // arguments, an assigned result
            l.args << it.next().captured(0);
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
